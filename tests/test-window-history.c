/* test-window-history.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The move list and browsing (mancala-window-history.c): the list
 * follows the game in the notation, the board shows earlier positions
 * without letting anyone play or the computer move, and "Continue from
 * Here" makes a browsed position the game.
 */

#include <string.h>
#include <time.h>

#include "mancala-game-analysis.h"
#include "mancala-move-list.h"
#include "mancala-pit.h"
#include "mancala-window-private.h"

#include "window-test-util.h"

static MancalaWindow *
create_two_person_window (void)
{
  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  return create_window ();
}

static guint
browsed (MancalaWindow *window)
{
  guint n = G_MAXUINT;

  if (!_mancala_window_get_browsing (window, &n))
    return G_MAXUINT;
  return n;
}

static const char *
button_label (MancalaWindow *window,
              guint          n)
{
  GtkWidget *button = mancala_move_list_get_button (window->move_list, n);

  g_assert_nonnull (button);
  return gtk_button_get_label (GTK_BUTTON (button));
}

static void
test_history_move_list (void)
{
  MancalaWindow *window = create_two_person_window ();

  /* 3 and then North's 2 end in the store (extra turns), 6 does not. */
  play_house (window, 3);
  play_house (window, 6);
  play_house (window, 2);

  g_assert_cmpstr (button_label (window, 1), ==, "3+");
  g_assert_cmpstr (button_label (window, 2), ==, "6");
  g_assert_cmpstr (button_label (window, 3), ==, "2+");
  g_assert_null (mancala_move_list_get_button (window->move_list, 4));
  g_assert_cmpuint (mancala_move_list_get_current (window->move_list), ==, 3);

  /* The analysis's mistakes are marked, and unmarked. */
  {
    const guint mistakes[] = { 2 };

    mancala_move_list_set_mistakes (window->move_list, mistakes, G_N_ELEMENTS (mistakes));
    g_assert_true (gtk_widget_has_css_class (mancala_move_list_get_button (window->move_list, 2),
                                             "mistake"));
    g_assert_false (gtk_widget_has_css_class (mancala_move_list_get_button (window->move_list, 1),
                                              "mistake"));
    mancala_move_list_set_mistakes (window->move_list, NULL, 0);
    g_assert_false (gtk_widget_has_css_class (mancala_move_list_get_button (window->move_list, 2),
                                              "mistake"));
  }

  /* Undo rebuilds the list. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_null (mancala_move_list_get_button (window->move_list, 3));
  g_assert_cmpuint (mancala_move_list_get_current (window->move_list), ==, 2);

  /* The panel's state is a setting. */
  g_assert_false (mancala_history_pane_get_panel_visible (window->history_pane));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move-list", NULL);
  g_assert_true (g_settings_get_boolean (settings, "show-move-list"));
  g_assert_true (mancala_history_pane_get_panel_visible (window->history_pane));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move-list", NULL);
  g_assert_false (mancala_history_pane_get_panel_visible (window->history_pane));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_history_browse (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  MancalaBoard *board = mancala_window_get_board (window);

  play_house (window, 3);
  play_house (window, 6);
  play_house (window, 2);
  g_assert_true (mancala_board_get_interactive (board));
  g_assert_false (action_enabled (window, "win.continue-from-here"));
  g_assert_false (action_enabled (window, "win.history-next"));
  g_assert_true (action_enabled (window, "win.history-previous"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpuint (browsed (window), ==, 2);
  g_assert_false (mancala_board_get_interactive (board));
  g_assert_true (mancala_game_get_paused (game));
  g_assert_true (gtk_revealer_get_reveal_child (window->history_revealer));
  g_assert_cmpstr (gtk_label_get_label (window->history_label), ==, "Viewing move 2 of 3");
  g_assert_cmpuint (mancala_move_list_get_current (window->move_list), ==, 2);
  g_assert_true (action_enabled (window, "win.continue-from-here"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_cmpuint (browsed (window), ==, 0);
  g_assert_false (action_enabled (window, "win.history-previous"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-next", NULL);
  g_assert_cmpuint (browsed (window), ==, 1);

  /* A click on a move shows the position after it. */
  g_signal_emit_by_name (mancala_move_list_get_button (window->move_list, 2), "clicked");
  g_assert_cmpuint (browsed (window), ==, 2);

  /* Moving on to the last move is the game again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-next", NULL);
  g_assert_cmpuint (browsed (window), ==, G_MAXUINT);
  g_assert_false (mancala_game_get_paused (game));
  g_assert_true (mancala_board_get_interactive (board));
  g_assert_false (gtk_revealer_get_reveal_child (window->history_revealer));

  /* The game was never touched. */
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 3);

  /* Undo while browsing works as ever and ends browsing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (browsed (window), ==, G_MAXUINT);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 2);
  g_assert_false (mancala_game_get_paused (game));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_history_continue (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  AdwMessageDialog *dialog;

  play_house (window, 3);
  play_house (window, 6);
  play_house (window, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-next", NULL);

  /* Dropping moves of a game in progress asks first; keeping changes nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-from-here", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "drops the 2 moves after it"));
  respond (dialog, "_Keep Playing");
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 3);
  g_assert_cmpuint (browsed (window), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-from-here", NULL);
  respond (find_message_dialog (), "_New Game");
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 1);
  g_assert_cmpuint (browsed (window), ==, G_MAXUINT);
  g_assert_false (mancala_game_get_paused (game));
  g_assert_true (mancala_game_is_human_turn (game));
  g_assert_cmpuint (mancala_move_list_get_current (window->move_list), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Against the computer, browsing holds its move until the person is back. */
static void
test_history_computer_waits (void)
{
  MancalaWindow *window;
  MancalaGame *game;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);
  mancala_game_set_thinking_time (game, 0);

  play_house (window, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_cmpuint (browsed (window), ==, 0);
  spin (1500);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);
  g_assert_true (wait_until (is_human_turn, window, 10));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >=, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  gint64 last;
  gint64 last_cpu;
  gint64 max_gap;       /* Wall clock between two ticks, in µs. */
  gint64 max_cpu;       /* The main thread's own CPU time between them. */
} Ticks;

static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
tick_cb (gpointer data)
{
  Ticks *ticks = data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_time ();

  if (ticks->last != 0)
    {
      ticks->max_gap = MAX (ticks->max_gap, now - ticks->last);
      ticks->max_cpu = MAX (ticks->max_cpu, cpu - ticks->last_cpu);
    }
  ticks->last = now;
  ticks->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

/* Sanitizers and valgrind make every frame several times slower. */
static int
slowdown (void)
{
#if defined(__SANITIZE_ADDRESS__)
  return 4;
#else
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "vgpreload") != NULL ? 20 : 1;
#endif
}

static gboolean
has_house_values (MancalaWindow *window)
{
  return g_str_has_prefix (gtk_label_get_label (window->analysis_label), "Houses: ");
}

/* The analysis runs in a worker thread: the main loop keeps ticking
 * every 4 ms while it works, and its values arrive piece by piece.
 */
static void
test_history_analysis (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  Ticks ticks = { 0 };
  guint id;

  /* The panel shown, so that the graph is drawn as values arrive. */
  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  g_settings_set_boolean (settings, "show-move-list", TRUE);
  window = create_window ();
  game = mancala_window_get_game (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);

  for (guint i = 0; i < 6; i++)
    {
      guint8 moves[MANCALA_MAX_MOVES];

      mancala_game_get_legal_moves (game, moves);
      play_house (window, moves[0]);
    }

  g_assert_false (gtk_widget_get_visible (window->analysis_graph));
  gtk_switch_set_active (window->analysis_switch, TRUE);
  g_assert_true (gtk_widget_get_visible (window->analysis_graph));

  /* The panel's new layout is drawn first: that frame is GTK's work,
   * not the analysis's.
   */
  spin (300);
  g_assert_true (gtk_widget_get_mapped (window->analysis_graph));
  id = g_timeout_add (4, tick_cb, &ticks);
  g_assert_true (wait_until (has_house_values, window, 20));
  spin (3000);
  g_source_remove (id);

  g_test_message ("while analysing, longest gap between 4 ms ticks: %.1f ms wall clock, "
                  "%.1f ms of the main thread's CPU time",
                  ticks.max_gap / 1000.0, ticks.max_cpu / 1000.0);
  /* A frame is 16 ms. The wall clock also counts the time other
   * processes held both cores; the main thread's own work between two
   * ticks is what the analysis could add, and it must stay within a
   * frame.
   */
  g_assert_cmpint (ticks.max_cpu, <, slowdown () * 16 * 1000);

  /* Browsing restarts it for the position shown; switching off stops it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-previous", NULL);
  g_assert_true (wait_until (has_house_values, window, 20));
  gtk_switch_set_active (window->analysis_switch, FALSE);
  g_assert_false (gtk_widget_get_visible (window->analysis_graph));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
analysis_done (MancalaWindow *window)
{
  MancalaGameAnalysis *analysis = g_object_get_data (G_OBJECT (window), "mancala-analysis");

  return has_house_values (window) && !mancala_game_analysis_is_running (analysis);
}

static MancalaPit *
house_pit (MancalaWindow *window,
           guint          house)
{
  MancalaGame *game = mancala_window_get_game (window);
  const MancalaRules *rules = mancala_game_get_rules (game);
  guint pit = mancala_rules_pit (rules, mancala_game_get_position (game)->to_move, house);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (window->board));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (MANCALA_IS_PIT (child) && mancala_pit_get_pit (MANCALA_PIT (child)) == pit)
      return MANCALA_PIT (child);

  g_assert_not_reached ();
}

static gboolean
same_pixels (GdkTexture *a,
             GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guchar *pa = g_malloc (4 * w * h);
  g_autofree guchar *pb = g_malloc (4 * w * h);

  if (w != gdk_texture_get_width (b) || h != gdk_texture_get_height (b))
    return FALSE;
  gdk_texture_download (a, pa, 4 * w);
  gdk_texture_download (b, pb, 4 * w);
  return memcmp (pa, pb, 4 * w * h) == 0;
}

/* With Analysis on, each playable house of the mover shows its value on
 * the board, the analysis's own, and says it to screen readers; off,
 * the board is as before.
 */
static void
test_history_board_values (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  MancalaGameAnalysis *analysis = g_object_get_data (G_OBJECT (window), "mancala-analysis");
  const MancalaRules *rules = mancala_game_get_rules (game);
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) with_values = NULL;
  g_autoptr(GdkTexture) after = NULL;
  guint shown = 0;

  /* Late enough that the solver finishes on some houses. */
  for (guint i = 0; i < 8 && !mancala_game_is_over (game); i++)
    {
      guint8 moves[MANCALA_MAX_MOVES];

      mancala_game_get_legal_moves (game, moves);
      play_house (window, moves[0]);
    }
  spin (100);
  before = render_widget (GTK_WIDGET (window->board));

  gtk_switch_set_active (window->analysis_switch, TRUE);
  g_assert_true (wait_until (analysis_done, window, 30));
  spin (300);

  for (guint house = 1; house <= rules->houses; house++)
    {
      MancalaHouseValue value;
      gboolean exact;
      int expected;
      const char *description = mancala_pit_get_description (house_pit (window, house));

      if (!mancala_game_analysis_get_house (analysis, house, &expected, &exact))
        {
          g_assert_false (mancala_board_get_house_value (window->board, house, &value));
          g_assert_true (description == NULL || strstr (description, "Worth") == NULL);
          continue;
        }

      shown++;
      g_assert_true (mancala_board_get_house_value (window->board, house, &value));
      g_assert_cmpint (value.value, ==, expected);
      g_assert_cmpint (value.exact, ==, exact);
      g_assert_cmpuint (value.depth, ==, mancala_game_analysis_get_house_depth (analysis, house));
      g_assert_nonnull (description);
      g_assert_nonnull (strstr (description, "Worth "));
      g_assert_nonnull (strstr (description, exact ? ", exact" : ", estimate at depth "));
    }
  g_assert_cmpuint (shown, >, 0);

  with_values = render_widget (GTK_WIDGET (window->board));
  g_assert_false (same_pixels (before, with_values));

  /* Off: nothing on the board, nothing said. */
  gtk_switch_set_active (window->analysis_switch, FALSE);
  spin (100);
  for (guint house = 1; house <= rules->houses; house++)
    {
      MancalaHouseValue value;
      const char *description = mancala_pit_get_description (house_pit (window, house));

      g_assert_false (mancala_board_get_house_value (window->board, house, &value));
      g_assert_true (description == NULL || strstr (description, "Worth") == NULL);
    }
  after = render_widget (GTK_WIDGET (window->board));
  g_assert_true (same_pixels (before, after));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/mancala/window/history/move-list", test_history_move_list);
  g_test_add_func ("/mancala/window/history/browse", test_history_browse);
  g_test_add_func ("/mancala/window/history/continue", test_history_continue);
  g_test_add_func ("/mancala/window/history/computer-waits", test_history_computer_waits);
  g_test_add_func ("/mancala/window/history/analysis", test_history_analysis);
  g_test_add_func ("/mancala/window/history/board-values", test_history_board_values);

  return window_test_run ();
}
