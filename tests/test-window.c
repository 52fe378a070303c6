/* test-window.c
 *
 * Copyright 2026 The Mancala developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window driven through its actions, as a player would: new game,
 * a house played on the board, undo and redo, advice, a preference
 * change that asks first; the whole window rendered in every variant in
 * both styles; and the numbers the issue asks for (main-loop stalls
 * while the computer thinks, memory after a game).
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <time.h>

#include "mancala-application.h"
#include "mancala-computer.h"
#include "mancala-window.h"

static GSettings *settings;

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, at most @seconds. */
static gboolean
wait_until (gboolean (*done) (MancalaWindow *),
            MancalaWindow *window,
            double         seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  while (!done (window) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  return done (window);
}

static void
spin (guint ms)
{
  gboolean timed_out = FALSE;

  g_timeout_add (ms, timeout_cb, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
is_human_turn (MancalaWindow *window)
{
  MancalaGame *game = mancala_window_get_game (window);

  return mancala_game_is_human_turn (game) && !mancala_game_is_thinking (game) &&
         !mancala_board_get_animating (mancala_window_get_board (window));
}

static gboolean
has_advice (MancalaWindow *window)
{
  return mancala_board_get_highlight_move (mancala_window_get_board (window)) != 0;
}

static gboolean
is_over (MancalaWindow *window)
{
  return mancala_game_is_over (mancala_window_get_game (window));
}

static void
reset_settings (void)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  g_autofree char *saved = g_build_filename (g_get_user_state_dir (), "mancala",
                                             "saved-game.json", NULL);

  /* Each test starts from its own settings, not from the game the last
   * one left: a restored game would bring its own rules back.
   */
  g_unlink (saved);

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  /* Tests wait for the computer, not for animations. */
  g_settings_set_string (settings, "animation-speed", "instant");
}

static MancalaWindow *
create_window (void)
{
  MancalaWindow *window = mancala_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);

  return window;
}

static void
play_house (MancalaWindow *window,
            guint          house)
{
  MancalaBoard *board = mancala_window_get_board (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.play-house", "u", house));
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *action)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The header bar's buttons follow their action's state. */
static gboolean
action_enabled (MancalaWindow *window,
                const char    *action)
{
  GtkWidget *button = find_button (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static void
test_window_new_game (void)
{
  MancalaWindow *window;
  MancalaGame *game;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_SOUTH);
  g_assert_true (mancala_game_is_human_turn (game));
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  g_assert_false (action_enabled (window, "game.undo"));
  g_assert_true (action_enabled (window, "game.advice"));
  g_assert_cmpstr (mancala_window_get_status (window), ==, "Your turn");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_play_undo_redo (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  MancalaPosition after_extra;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  /* House 3 of 4 seeds ends in the store: an extra turn for the person. */
  play_house (window, 3);
  g_assert_true (wait_until (is_human_turn, window, 5));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 1);
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_SOUTH);
  g_assert_cmpstr (mancala_window_get_status (window), ==,
                   "Your last seed landed in your store: play again!");
  after_extra = *mancala_game_get_position (game);

  /* House 1 hands the turn to the computer, which answers. */
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >=, 3);
  g_assert_true (action_enabled (window, "game.undo"));

  /* Undo takes back the computer's reply with the person's move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 1);
  g_assert_true (mancala_position_equal (mancala_game_get_position (game), &after_extra));
  g_assert_true (action_enabled (window, "game.redo"));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >=, 2);
  g_assert_false (mancala_position_equal (mancala_game_get_position (game), &after_extra));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_advice (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  guint house;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  g_assert_false (has_advice (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.advice", NULL);
  g_assert_true (wait_until (has_advice, window, 10));

  house = mancala_board_get_highlight_move (mancala_window_get_board (window));
  g_assert_true (mancala_game_is_legal (game, house));
  g_assert_nonnull (strstr (mancala_window_get_status (window), "Advice"));

  /* Any move clears it. */
  play_house (window, house);
  g_assert_false (has_advice (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return ADW_MESSAGE_DIALOG (item);
    }

  return NULL;
}

static GtkWidget *
find_button_with_label (GtkWidget  *widget,
                        const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_label (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Clicks a response button, as a player would. */
static void
respond (AdwMessageDialog *dialog,
         const char       *label)
{
  GtkWidget *button = find_button_with_label (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

static gboolean find_label_containing (GtkWidget  *widget,
                                       const char *text);

/* Starts a new game as the player would, answering "New Game" when the
 * window asks first.
 */
static void
new_game (MancalaWindow *window)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_message_dialog ();
  if (dialog != NULL)
    {
      respond (dialog, "_New Game");
      spin (10);
    }
}

static void
never_answered_cb (MancalaWindow *window,
                   gboolean       discard,
                   gpointer       user_data)
{
  g_assert_not_reached ();
}

static void
test_window_new_game_asks (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  AdwMessageDialog *dialog;
  guint n_moves;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  /* Nothing is lost before the first move: no question. */
  g_assert_false (mancala_window_has_game_in_progress (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (find_message_dialog ());

  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  n_moves = mancala_game_get_move_list (game)->len;
  g_assert_true (mancala_window_has_game_in_progress (window));

  /* Ctrl+N during a game asks, and Keep Playing keeps every move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Start a New Game?");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "keep");
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, n_moves);

  /* One question at a time: asking again brings it forward. */
  g_assert_false (mancala_window_ask_discard (window, NULL, NULL, never_answered_cb, NULL));
  respond (dialog, "_Keep Playing");
  spin (10);
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, n_moves);

  /* Asked again, New Game throws the game away. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "_New Game");
  spin (10);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);
  g_assert_false (mancala_window_has_game_in_progress (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The game in progress keeps its rules across a restart, and the
 * preferences follow it, so the next New Game is the same game.
 */
static void
test_window_restore_keeps_rules (void)
{
  MancalaWindow *window;
  MancalaGame *game;

  reset_settings ();
  g_settings_set_uint (settings, "kalah-houses", 5);
  window = create_window ();
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Changed while the game was closed. */
  g_settings_set_string (settings, "variant", "oware");
  window = mancala_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  game = mancala_window_get_game (window);

  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >, 0);
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  g_assert_cmpstr (g_settings_get_string (settings, "variant"), ==, "kalah");
  g_assert_cmpuint (g_settings_get_uint (settings, "kalah-houses"), ==, 5);
  g_assert_null (find_message_dialog ());

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_preferences_ask (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  AdwMessageDialog *dialog;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  /* The preferences open and close cleanly. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-preferences", NULL);
  spin (50);

  /* Before any move a new rule starts a new game at once. */
  g_settings_set_uint (settings, "kalah-houses", 5);
  spin (10);
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (mancala_game_get_rules (game)->houses, ==, 5);

  /* During a game it asks first, and the game goes on meanwhile. */
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  g_settings_set_uint (settings, "kalah-houses", 4);
  spin (10);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (mancala_game_get_rules (game)->houses, ==, 5);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >, 0);

  /* Keep playing: no new game, and Preferences show the game's rules
   * again, so that neither they nor the next game say otherwise.
   */
  respond (dialog, "_Keep Playing");
  spin (10);
  g_assert_cmpuint (mancala_game_get_rules (game)->houses, ==, 5);
  g_assert_cmpuint (g_settings_get_uint (settings, "kalah-houses"), ==, 5);
  g_assert_null (find_message_dialog ());
  g_assert_true (find_label_containing (GTK_WIDGET (window), "own rules"));

  /* A new variant is put back too, and the next new game is Kalah. */
  g_settings_set_string (settings, "variant", "oware");
  spin (10);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "_Keep Playing");
  spin (10);
  g_assert_cmpstr (g_settings_get_string (settings, "variant"), ==, "kalah");
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  new_game (window);
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  g_assert_cmpuint (mancala_game_get_rules (game)->houses, ==, 5);

  /* Asked again in the new game, "New Game" starts it. */
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  g_settings_set_string (settings, "variant", "oware");
  spin (10);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "_New Game");
  spin (10);
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_OWARE);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static GdkTexture *render_widget      (GtkWidget *widget);
static GtkWidget  *find_child_of_type (GtkWidget *widget,
                                       GType      type);
static gboolean    is_thinking_or_human (MancalaWindow *window);

static GtkWindow *
find_window_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return GTK_WINDOW (item);
    }

  return NULL;
}

static guint
count_windows_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        n++;
    }

  return n;
}

static void
save_window (GtkWindow  *window,
             const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  texture = render_widget (GTK_WIDGET (window));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

static void
test_window_other_windows (void)
{
  static const char *windows[][3] = {
    { "win.show-rules", "MancalaRulesWindow", "rules-window.png" },
    { "win.show-statistics", "MancalaStatisticsWindow", "statistics-window.png" },
    { "win.show-preferences", "MancalaPreferencesWindow", "preferences-window.png" },
  };
  MancalaWindow *window;

  reset_settings ();
  window = create_window ();

  /* Each opens once, without a warning (fatal in tests), and looks right. */
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      GtkWindow *other;

      gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
      spin (50);
      other = find_window_of_type (g_type_from_name (windows[i][1]));
      g_assert_nonnull (other);
      g_assert_true (gtk_window_get_transient_for (other) == GTK_WINDOW (window));

      /* Asking again brings the same window forward. */
      gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
      spin (10);
      g_assert_cmpuint (count_windows_of_type (g_type_from_name (windows[i][1])), ==, 1);
      g_assert_true (find_window_of_type (g_type_from_name (windows[i][1])) == other);

      save_window (other, windows[i][2]);
      gtk_window_destroy (other);
    }

  /* Windows left open go with the main window. */
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
  spin (50);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (10);
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    g_assert_null (find_window_of_type (g_type_from_name (windows[i][1])));
}

static void
test_window_game_over (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  GtkWindow *statistics;
  const char *status;

  reset_settings ();
  g_settings_set_string (settings, "north-level", "foolish");
  g_settings_set_uint (settings, "kalah-houses", 4);
  g_settings_set_uint (settings, "kalah-seeds", 3);
  window = create_window ();
  game = mancala_window_get_game (window);

  /* The person plays the first legal house until the end. */
  while (!is_over (window))
    {
      guint8 moves[MANCALA_MAX_MOVES];

      g_assert_true (wait_until (is_thinking_or_human, window, 10));
      if (is_over (window))
        break;
      g_assert_cmpuint (mancala_game_get_legal_moves (game, moves), >, 0);
      play_house (window, moves[0]);
    }

  status = mancala_window_get_status (window);
  g_test_message ("Result: %s", status);
  g_assert_true (strstr (status, "You won") != NULL || strstr (status, "You lost") != NULL ||
                 strstr (status, "draw") != NULL);
  g_assert_true (gtk_widget_get_visible (find_button (GTK_WIDGET (window), "win.new-game")));
  g_assert_false (action_enabled (window, "game.advice"));

  save_window (GTK_WINDOW (window), "window-game-over.png");

  /* The finished game is counted. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL);
  spin (50);
  statistics = find_window_of_type (g_type_from_name ("MancalaStatisticsWindow"));
  g_assert_nonnull (statistics);
  g_assert_nonnull (find_child_of_type (GTK_WIDGET (statistics), ADW_TYPE_ACTION_ROW));
  save_window (statistics, "statistics-window.png");

  /* Reset asks first, then forgets. */
  gtk_widget_activate_action (GTK_WIDGET (statistics), "statistics.reset", NULL);
  spin (10);
  g_assert_nonnull (find_message_dialog ());
  respond (find_message_dialog (), "_Reset");
  spin (10);
  g_assert_null (find_child_of_type (GTK_WIDGET (statistics), ADW_TYPE_ACTION_ROW));
  gtk_window_destroy (statistics);

  /* Play Again has the focus, and starts over with the focus on the board. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                 find_button_with_label (GTK_WIDGET (window), "_Play Again"));
  g_signal_emit_by_name (find_button_with_label (GTK_WIDGET (window), "_Play Again"), "clicked");
  g_assert_null (find_message_dialog ());
  g_assert_false (is_over (window));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (mancala_window_get_board (window))));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_shortcuts (void)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/mancala/Mancala/gtk/help-overlay.ui");
  GtkWindow *overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  g_assert_nonnull (overlay);
  gtk_window_present (overlay);
  save_window (overlay, "shortcuts-window.png");
  gtk_window_destroy (overlay);
}

static gboolean
ignore_session_bus_cb (const char     *log_domain,
                       GLogLevelFlags  log_level,
                       const char     *message,
                       gpointer        user_data)
{
  /* Test runners often have no D-Bus session; GtkApplication says so. */
  return strstr (message, "session bus") == NULL;
}

static void
test_window_application (void)
{
  g_autoptr(MancalaApplication) app = mancala_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  GtkWindow *window;

  reset_settings ();
  g_test_log_set_fatal_handler (ignore_session_bus_cb, NULL);
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_application_activate (G_APPLICATION (app));
  spin (50);
  g_assert_nonnull (gtk_application_get_windows (GTK_APPLICATION (app)));
  window = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  g_assert_true (MANCALA_IS_WINDOW (window));

  /* Every accelerator of the brief, on the application. */
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.advice");
  g_assert_cmpstr (accels[0], ==, "<Control>h");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.redo");
  g_assert_cmpstr (accels[0], ==, "<Shift><Control>z");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  g_assert_cmpstr (accels[0], ==, "F1");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_cmpstr (accels[0], ==, "<Control>question");

  /* The app actions reach the window's. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (g_type_from_name ("MancalaRulesWindow")));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (g_type_from_name ("MancalaPreferencesWindow")));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (ADW_TYPE_ABOUT_WINDOW));
  save_window (find_window_of_type (ADW_TYPE_ABOUT_WINDOW), "about-window.png");
  gtk_window_destroy (find_window_of_type (ADW_TYPE_ABOUT_WINDOW));

  /* The Keyboard Shortcuts window comes from gtk/help-overlay.ui. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* Quit closes the window, which saves its size. */
  gtk_window_set_default_size (window, 800, 500);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 500);

  for (GtkWindow *other; (other = find_window_of_type (GTK_TYPE_WINDOW)) != NULL;)
    gtk_window_destroy (other);
}

static gboolean
find_label_containing (GtkWidget  *widget,
                       const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_label_containing (child, text))
      return TRUE;

  return FALSE;
}

static void
test_window_broken_saved_game (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "mancala", NULL);
  g_autofree char *path = g_build_filename (dir, "saved-game.json", NULL);
  g_autoptr(GDir) listing = NULL;
  MancalaWindow *window;
  const char *name;
  gboolean set_aside = FALSE;

  reset_settings ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"version\": 1, \"moves\": [", -1, NULL));

  g_test_expect_message ("mancala-saved-game", G_LOG_LEVEL_WARNING, "*set aside*");
  window = mancala_window_new (NULL);
  g_test_assert_expected_messages ();
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* A fresh game, a toast, and the file kept aside. */
  g_assert_cmpuint (mancala_game_get_move_list (mancala_window_get_game (window))->len, ==, 0);
  g_assert_true (find_label_containing (GTK_WIDGET (window), "saved game"));

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "saved-game.json.broken"))
      set_aside = TRUE;
  g_assert_true (set_aside);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_pie_swap (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  GtkWidget *swap;

  reset_settings ();
  g_settings_set_boolean (settings, "kalah-pie", TRUE);
  g_settings_set_string (settings, "south-player", "computer");
  g_settings_set_string (settings, "south-level", "foolish");
  g_settings_set_string (settings, "north-player", "human");
  window = create_window ();
  game = mancala_window_get_game (window);

  /* The computer opens; the person may take its side instead of moving. */
  g_assert_true (wait_until (is_human_turn, window, 10));
  swap = find_button (GTK_WIDGET (window), "game.swap");
  g_assert_true (gtk_widget_get_visible (swap));
  g_assert_true (gtk_widget_get_sensitive (swap));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.swap", NULL);
  g_assert_cmpint (mancala_game_get_side_kind (game, MANCALA_SOUTH), ==, MANCALA_PLAYER_HUMAN);
  g_assert_cmpint (mancala_game_get_side_kind (game, MANCALA_NORTH), ==, MANCALA_PLAYER_COMPUTER);
  g_assert_false (gtk_widget_get_visible (swap));
  g_assert_nonnull (strstr (mancala_window_get_status (window), "You swapped sides."));

  /* The computer, now North, answers. */
  g_assert_true (wait_until (is_human_turn, window, 10));
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_SOUTH);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_preferences_bindings (void)
{
  MancalaWindow *window;
  GtkWindow *preferences;
  GtkSpinButton *houses;
  GtkWidget *rows;
  g_autofree char *variant = NULL;

  reset_settings ();
  window = create_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-preferences", NULL);
  spin (50);
  preferences = find_window_of_type (g_type_from_name ("MancalaPreferencesWindow"));
  g_assert_nonnull (preferences);

  /* The first spin button is the houses per player, in Kalah's range. */
  houses = GTK_SPIN_BUTTON (find_child_of_type (GTK_WIDGET (preferences), GTK_TYPE_SPIN_BUTTON));
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (houses)), ==, 6);
  g_assert_cmpfloat (gtk_spin_button_get_value (houses), ==, 6);

  /* Another variant: its own key and range. */
  g_settings_set_string (settings, "variant", "congkak");
  spin (10);
  g_assert_cmpfloat (gtk_adjustment_get_lower (gtk_spin_button_get_adjustment (houses)), ==, 3);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (houses)), ==, 9);
  g_assert_cmpfloat (gtk_spin_button_get_value (houses), ==, 7);

  gtk_spin_button_set_value (houses, 8);
  g_assert_cmpuint (g_settings_get_uint (settings, "congkak-houses"), ==, 8);
  g_assert_cmpuint (g_settings_get_uint (settings, "kalah-houses"), ==, 6);

  /* No move was played: the new rules started a new game at once. */
  g_assert_cmpint (mancala_game_get_rules (mancala_window_get_game (window))->variant, ==,
                   MANCALA_VARIANT_CONGKAK);
  g_assert_cmpuint (mancala_game_get_rules (mancala_window_get_game (window))->houses, ==, 8);

  rows = find_child_of_type (GTK_WIDGET (preferences), ADW_TYPE_COMBO_ROW);
  g_assert_nonnull (rows);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rows)), ==, MANCALA_VARIANT_CONGKAK);
  adw_combo_row_set_selected (ADW_COMBO_ROW (rows), MANCALA_VARIANT_OWARE);
  variant = g_settings_get_string (settings, "variant");
  g_assert_cmpstr (variant, ==, "oware");

  gtk_window_destroy (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
no_search_running (MancalaWindow *unused)
{
  return mancala_computer_get_n_running () == 0;
}

static void
test_window_close_while_thinking (void)
{
  MancalaWindow *window;

  reset_settings ();
  g_settings_set_string (settings, "north-level", "wise");
  g_settings_set_string (settings, "animation-speed", "slow");
  window = create_window ();

  /* Close the window while Wise thinks: the search stops, and nothing
   * arrives late (warnings are fatal here).
   */
  play_house (window, 1);
  while (!mancala_game_is_thinking (mancala_window_get_game (window)) && !is_over (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (mancala_computer_get_n_running (), >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_true (wait_until (no_search_running, NULL, 5));
  spin (100);
}

static void
test_window_two_people (void)
{
  MancalaWindow *window;

  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  window = create_window ();

  /* Two people: the sides name them, and both rows can be played. */
  g_assert_cmpstr (mancala_window_get_status (window), ==, "South to move");
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 5));
  g_assert_cmpint (mancala_game_get_to_move (mancala_window_get_game (window)), ==, MANCALA_NORTH);
  g_assert_cmpstr (mancala_window_get_status (window), ==, "North to move");
  play_house (window, 1);
  g_assert_cmpuint (mancala_game_get_move_list (mancala_window_get_game (window))->len, ==, 2);

  /* Undo takes back one move at a time between people. */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  g_assert_cmpuint (mancala_game_get_move_list (mancala_window_get_game (window))->len, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Rendering. */

static GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

typedef struct
{
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Pixels;

static void
pixel_at (const Pixels *pixels,
          int           x,
          int           y,
          int          *r,
          int          *g,
          int          *b)
{
  /* GDK_MEMORY_DEFAULT is B, G, R, A in memory. */
  const guchar *p = pixels->data + (gsize) y * pixels->stride + (gsize) x * 4;

  *b = p[0];
  *g = p[1];
  *r = p[2];
}

/* The share of warm (wood) pixels in a rectangle. */
static double
warm_share (const Pixels          *pixels,
            const graphene_rect_t *rect)
{
  guint warm = 0, total = 0;

  for (int y = rect->origin.y; y < rect->origin.y + rect->size.height; y += 3)
    for (int x = rect->origin.x; x < rect->origin.x + rect->size.width; x += 3)
      {
        int r, g, b;

        pixel_at (pixels, x, y, &r, &g, &b);
        total++;
        if (r > b + 30 && r >= g)
          warm++;
      }

  return total > 0 ? (double) warm / total : 0.0;
}

static double
mean_luminance (const Pixels          *pixels,
                const graphene_rect_t *rect)
{
  double sum = 0;
  guint total = 0;

  for (int y = rect->origin.y; y < rect->origin.y + rect->size.height; y++)
    for (int x = rect->origin.x; x < rect->origin.x + rect->size.width; x++)
      {
        int r, g, b;

        pixel_at (pixels, x, y, &r, &g, &b);
        sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
        total++;
      }

  return sum / MAX (total, 1);
}

static GtkWidget *
find_child_of_type (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child_of_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
render_variant (const char *variant,
                gboolean    dark)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  MancalaWindow *window;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree guchar *data = NULL;
  graphene_rect_t board_bounds, header_bounds, strip;
  GtkWidget *header;
  Pixels pixels;
  double warm, header_light;

  reset_settings ();
  g_settings_set_string (settings, "variant", variant);
  if (g_str_equal (variant, "congkak"))
    g_settings_set_string (settings, "congkak-rounds", "traditional");

  adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);

  window = mancala_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 600);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpstr (mancala_variant_to_string (mancala_game_get_rules (mancala_window_get_game (window))->variant),
                   ==, variant);
  if (g_str_equal (variant, "congkak"))
    {
      GtkWidget *title = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

      /* The rules in force are under the title. */
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, "Congkak");
      g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==,
                       "7 houses, 7 seeds · Rounds with burnt houses · Round 1");
    }

  /* A few moves, so the picture shows a game, not a start position. */
  for (guint i = 0; i < 2 && is_human_turn (window); i++)
    {
      guint8 moves[MANCALA_MAX_MOVES];
      guint n = mancala_game_get_legal_moves (mancala_window_get_game (window), moves);

      play_house (window, moves[n / 2]);
      wait_until (is_human_turn, window, 10);
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "game.advice", NULL);
  wait_until (has_advice, window, 10);
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  texture = render_widget (GTK_WIDGET (window));
  name = g_strdup_printf ("window-%s-%s.png", variant, dark ? "dark" : "light");
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);

  pixels.width = gdk_texture_get_width (texture);
  pixels.height = gdk_texture_get_height (texture);
  pixels.stride = (gsize) pixels.width * 4;
  data = g_malloc (pixels.stride * pixels.height);
  gdk_texture_download (texture, data, pixels.stride);
  pixels.data = data;

  /* The board is warm wood in both styles. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mancala_window_get_board (window)),
                                            GTK_WIDGET (window), &board_bounds));
  warm = warm_share (&pixels, &board_bounds);
  g_test_message ("%s: warm share of the board %.2f", name, warm);
  g_assert_cmpfloat (warm, >, 0.25);

  /* The header bar follows the style: a strip above its buttons. */
  header = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  g_assert_true (gtk_widget_compute_bounds (header, GTK_WIDGET (window), &header_bounds));
  graphene_rect_init (&strip, header_bounds.origin.x + 8, header_bounds.origin.y + 1,
                      header_bounds.size.width - 16, 3);
  header_light = mean_luminance (&pixels, &strip);
  g_test_message ("%s: header luminance %.0f", name, header_light);
  if (dark)
    g_assert_cmpfloat (header_light, <, 90);
  else
    g_assert_cmpfloat (header_light, >, 180);

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_window_render_narrow (void)
{
  MancalaWindow *window;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "window-narrow.png", NULL);
  int width, height;

  reset_settings ();
  window = create_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 294);
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* The smallest window still fits the header bar and the board. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  g_test_message ("Smallest window: %d x %d", width, height);
  texture = render_widget (GTK_WIDGET (window));
  g_assert_true (gdk_texture_save_to_png (texture, path));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_render (void)
{
  static const char *variants[] = { "kalah", "oware", "congkak" };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      render_variant (variants[i], FALSE);
      render_variant (variants[i], TRUE);
    }
}

/* Measurements. */

typedef struct
{
  MancalaGame *game;
  gint64       last;
  gint64       last_cpu;
  gint64       max_gap;
  gint64       max_gap_cpu;   /* Main-thread CPU time spent in the longest gap. */
  gint64       max_cpu;       /* The most CPU time the main thread used in one gap. */
  gint64       thinking;
  guint        n;
} Gaps;

/* The main thread's own CPU time: a gap with little of it was spent
 * waiting for a core (2 cores shared by many jobs), not in our code.
 */
static gint64
thread_cpu_time (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Only gaps while the computer thinks count: that is when the search
 * thread could steal the main loop.
 */
static void
record_gap (Gaps *gaps)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_time ();

  if (!mancala_game_is_thinking (gaps->game))
    {
      gaps->last = 0;
      return;
    }

  if (gaps->last != 0)
    {
      if (now - gaps->last > gaps->max_gap)
        {
          gaps->max_gap = now - gaps->last;
          gaps->max_gap_cpu = cpu - gaps->last_cpu;
        }
      gaps->max_cpu = MAX (gaps->max_cpu, cpu - gaps->last_cpu);
      gaps->thinking += now - gaps->last;
    }
  gaps->last = now;
  gaps->last_cpu = cpu;
  gaps->n++;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  record_gap (user_data);
  return G_SOURCE_CONTINUE;
}

static gboolean
timer_cb (gpointer user_data)
{
  record_gap (user_data);
  return G_SOURCE_CONTINUE;
}

static gboolean
is_thinking_or_human (MancalaWindow *window)
{
  return is_human_turn (window) || is_over (window);
}

static void
test_window_wise_never_stalls (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  Gaps frames = { 0 }, timer = { 0 };
  guint tick_id, timer_id;

  reset_settings ();
  g_settings_set_string (settings, "north-level", "wise");
  window = create_window ();
  game = mancala_window_get_game (window);
  frames.game = timer.game = game;

  /* A person against Wise: while Wise thinks (up to a second a move),
   * a 1 ms timer and the frame clock record the longest wait.
   */
  tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (window), tick_cb, &frames, NULL);
  timer_id = g_timeout_add (1, timer_cb, &timer);

  for (guint turn = 0; turn < 40 && !is_over (window) && timer.thinking < 3 * G_USEC_PER_SEC; turn++)
    {
      guint8 moves[MANCALA_MAX_MOVES];
      guint n = mancala_game_get_legal_moves (game, moves);

      play_house (window, moves[n - 1]);
      g_assert_true (wait_until (is_thinking_or_human, window, 10));
    }

  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick_id);
  g_source_remove (timer_id);

  g_test_message ("STALL Wise thought %.0f ms; frames: %u, max gap %.1f ms; 1 ms timer: "
                  "%u calls, max gap %.1f ms (main-thread CPU in it %.1f ms), "
                  "most main-thread CPU in one gap %.1f ms",
                  timer.thinking / 1000.0, frames.n, frames.max_gap / 1000.0,
                  timer.n, timer.max_gap / 1000.0, timer.max_gap_cpu / 1000.0,
                  timer.max_cpu / 1000.0);

  g_assert_cmpint (timer.thinking, >, 0);
  /* The main thread's own work between two timer calls (wall-clock gaps
   * also count the time other processes held both cores). A search on
   * the main thread would take Wise's whole second; a move applied,
   * saved and repainted takes a few ms, rarely tens on a loaded machine.
   */
  g_assert_cmpint (timer.max_cpu, <, 250 * 1000);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_memory (void)
{
  MancalaWindow *window;
  g_autofree char *status = NULL;
  g_auto(GStrv) lines = NULL;

  reset_settings ();
  g_settings_set_string (settings, "south-player", "computer");
  g_settings_set_string (settings, "south-level", "simple");
  g_settings_set_string (settings, "north-player", "computer");
  g_settings_set_string (settings, "north-level", "average");
  window = create_window ();

  /* Two computers can be paused and resumed. */
  g_assert_true (gtk_widget_get_visible (find_button (GTK_WIDGET (window), "game.pause")));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.pause", NULL);
  g_assert_true (mancala_game_get_paused (mancala_window_get_game (window)));
  g_assert_cmpstr (mancala_window_get_status (window), ==, "Paused");
  gtk_widget_activate_action (GTK_WIDGET (window), "game.pause", NULL);
  g_assert_false (mancala_game_get_paused (mancala_window_get_game (window)));

  g_assert_true (wait_until (is_over, window, 60));
  g_assert_nonnull (strstr (mancala_window_get_status (window), "South (Simple)") ?
                    mancala_window_get_status (window) :
                    strstr (mancala_window_get_status (window), "North (Average)") ?
                    mancala_window_get_status (window) :
                    strstr (mancala_window_get_status (window), "draw"));

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  lines = g_strsplit (status, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "VmRSS") || g_str_has_prefix (lines[i], "VmHWM"))
      {
        g_test_message ("MEMORY after a game: %s", lines[i]);
      }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
delete_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        delete_tree (child);
      else
        g_unlink (child);
    }

  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state_dir = NULL;
  g_autoptr(GtkCssProvider) css = NULL;
  int result;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    return 77;                          /* Meson reports this as SKIP. */

  /* The saved game and statistics go to a fresh directory. */
  state_dir = g_dir_make_tmp ("mancala-test-window-XXXXXX", NULL);
  g_assert_nonnull (state_dir);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", state_dir, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* What MancalaApplication does at startup. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/mancala/Mancala/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/mancala/Mancala/icons");

  settings = g_settings_new (APPLICATION_ID);

  g_test_add_func ("/mancala/window/new-game", test_window_new_game);
  g_test_add_func ("/mancala/window/play-undo-redo", test_window_play_undo_redo);
  g_test_add_func ("/mancala/window/advice", test_window_advice);
  g_test_add_func ("/mancala/window/new-game-asks", test_window_new_game_asks);
  g_test_add_func ("/mancala/window/preferences-ask", test_window_preferences_ask);
  g_test_add_func ("/mancala/window/restore-keeps-rules", test_window_restore_keeps_rules);
  g_test_add_func ("/mancala/window/preferences-bindings", test_window_preferences_bindings);
  g_test_add_func ("/mancala/window/other-windows", test_window_other_windows);
  g_test_add_func ("/mancala/window/two-people", test_window_two_people);
  g_test_add_func ("/mancala/window/game-over", test_window_game_over);
  g_test_add_func ("/mancala/window/close-while-thinking", test_window_close_while_thinking);
  g_test_add_func ("/mancala/window/pie-swap", test_window_pie_swap);
  g_test_add_func ("/mancala/window/broken-saved-game", test_window_broken_saved_game);
  g_test_add_func ("/mancala/window/application", test_window_application);
  g_test_add_func ("/mancala/window/shortcuts", test_window_shortcuts);
  g_test_add_func ("/mancala/window/render", test_window_render);
  g_test_add_func ("/mancala/window/render-narrow", test_window_render_narrow);
  g_test_add_func ("/mancala/window/memory", test_window_memory);
  g_test_add_func ("/mancala/window/wise-never-stalls", test_window_wise_never_stalls);

  result = g_test_run ();

  g_clear_object (&settings);
  delete_tree (state_dir);

  return result;
}
