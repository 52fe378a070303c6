/* test-window-game.c
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

/* A game played through the window's actions, as a player would: a new
 * game (asked first during a game), houses played on the board, undo and
 * redo, advice, two people,
 * the pie rule, the end of a game, and closing while the computer thinks.
 */

#include "config.h"

#include "mancala-computer.h"

#include "window-test-util.h"

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

/* Plays a pit as a click or Enter on it would. */
static void
sow_pit (MancalaWindow *window,
         MancalaSide    side,
         guint          house)
{
  MancalaBoard *board = mancala_window_get_board (window);
  const MancalaRules *rules = mancala_game_get_rules (mancala_window_get_game (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.sow", "u",
                                             mancala_rules_pit (rules, side, house)));
}

/* Says whether the position before @move (applied: @after, with @flags)
 * is the one a test looks for, and what it found there in @found.
 */
typedef gboolean (*PlayoutCheck) (const MancalaRules    *rules,
                                  const MancalaPosition *before,
                                  guint                  move,
                                  guint                  flags,
                                  const MancalaPosition *after,
                                  guint                 *found);

/* Random games (always the same ones) until @check holds: returns the
 * moves that lead to that position, or NULL.
 */
static GArray *
find_by_playouts (const MancalaRules *rules,
                  PlayoutCheck        check,
                  guint              *found)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint game = 0; game < 5000; game++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint8));
      MancalaPosition pos;

      mancala_position_init (&pos, rules);
      while (!mancala_position_is_over (&pos))
        {
          guint8 legal[MANCALA_MAX_MOVES];
          guint n = mancala_position_legal_moves (rules, &pos, legal);
          guint8 move = legal[g_rand_int_range (rand, 0, n)];
          MancalaPosition after = pos;
          guint flags = mancala_position_apply (rules, &after, move, NULL);

          if (check (rules, &pos, move, flags, &after, found))
            return g_steal_pointer (&moves);

          g_array_append_val (moves, move);
          pos = after;
        }
    }

  return NULL;
}

/* South to move, North's row empty, and a South house with seeds that
 * does not reach North (found: that house).
 */
static gboolean
north_starves (const MancalaRules    *rules,
               const MancalaPosition *before,
               guint                  move,
               guint                  flags,
               const MancalaPosition *after,
               guint                 *found)
{
  if (before->to_move != MANCALA_SOUTH || mancala_position_side_seeds (rules, before, MANCALA_NORTH) > 0)
    return FALSE;

  for (guint h = 1; h <= rules->houses; h++)
    if (mancala_position_house (rules, before, MANCALA_SOUTH, h) > 0 &&
        !mancala_position_is_legal (rules, before, h))
      {
        *found = h;
        return TRUE;
      }

  return FALSE;
}

/* A move that ends a Congkak round, not the game (found: that move). */
static gboolean
round_ends (const MancalaRules    *rules,
            const MancalaPosition *before,
            guint                  move,
            guint                  flags,
            const MancalaPosition *after,
            guint                 *found)
{
  if (!(flags & MANCALA_MOVE_ROUND_CHANGE) || mancala_position_is_over (after))
    return FALSE;

  *found = move;
  return TRUE;
}

/* While the board replays the end of a round, the status says the round
 * ended, with what each side owns, and that the houses are refilled.
 */
static void
test_window_round_change (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  g_autoptr(GArray) moves = NULL;
  const MancalaPosition *position;
  const MancalaRules *rules;
  g_autofree char *expected = NULL;
  guint last = 0;

  reset_settings ();
  g_settings_set_string (settings, "variant", "congkak");
  g_settings_set_string (settings, "congkak-rounds", "traditional");
  g_settings_set_uint (settings, "congkak-houses", 4);
  g_settings_set_uint (settings, "congkak-seeds", 3);
  g_settings_set_string (settings, "north-player", "human");
  g_settings_set_string (settings, "animation-speed", "normal");
  window = create_window ();
  game = mancala_window_get_game (window);
  rules = mancala_game_get_rules (game);
  moves = find_by_playouts (rules, round_ends, &last);
  g_assert_nonnull (moves);
  for (guint i = 0; i < moves->len; i++)
    g_assert_true (mancala_game_play (game, g_array_index (moves, guint8, i), NULL));

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (mancala_game_play (game, last, NULL));
  g_assert_true (mancala_board_get_animating (mancala_window_get_board (window)));
  position = mancala_game_get_position (game);
  g_assert_cmpuint (position->round, ==, 2);
  expected = g_strdup_printf ("Round 1 ends: South %u, North %u. Refilling…",
                              mancala_position_store (rules, position, MANCALA_SOUTH) +
                              mancala_position_side_seeds (rules, position, MANCALA_SOUTH),
                              mancala_position_store (rules, position, MANCALA_NORTH) +
                              mancala_position_side_seeds (rules, position, MANCALA_NORTH));
  g_assert_cmpstr (mancala_window_get_status (window), ==, expected);

  /* Once shown, the new round is told. */
  mancala_board_finish_animation (mancala_window_get_board (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_true (g_str_has_prefix (mancala_window_get_status (window), "Round 2 begins."));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A house the rules refuse says why, in the status line. */
static void
test_window_refused_house (void)
{
  MancalaWindow *window;
  MancalaGame *game;
  g_autoptr(GArray) moves = NULL;
  guint refused = 0;

  reset_settings ();
  window = create_window ();
  game = mancala_window_get_game (window);

  /* The computer's house. */
  sow_pit (window, MANCALA_NORTH, 2);
  g_assert_cmpstr (mancala_window_get_status (window), ==,
                   "That house belongs to Computer (Simple): play one of yours.");
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);

  /* An empty house of one's own. */
  play_house (window, 1);
  g_assert_true (wait_until (is_human_turn, window, 10));
  if (mancala_position_house (mancala_game_get_rules (game), mancala_game_get_position (game),
                              MANCALA_SOUTH, 1) == 0)
    {
      sow_pit (window, MANCALA_SOUTH, 1);
      g_assert_true (g_str_has_prefix (mancala_window_get_status (window), "House 1 is empty."));
    }

  /* The next move says what it did instead. */
  play_house (window, 6);
  g_assert_null (strstr (mancala_window_get_status (window), "empty"));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Oware: a house that does not feed a starving North. */
  reset_settings ();
  g_settings_set_string (settings, "variant", "oware");
  g_settings_set_string (settings, "north-player", "human");
  window = create_window ();
  game = mancala_window_get_game (window);
  moves = find_by_playouts (mancala_game_get_rules (game), north_starves, &refused);
  g_assert_nonnull (moves);
  for (guint i = 0; i < moves->len; i++)
    g_assert_true (mancala_game_play (game, g_array_index (moves, guint8, i), NULL));
  spin (10);

  sow_pit (window, MANCALA_SOUTH, refused);
  g_assert_true (g_str_has_prefix (mancala_window_get_status (window),
                                   "North has no seeds: South must play a house that reaches them."));

  gtk_window_destroy (GTK_WINDOW (window));
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

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/new-game", test_window_new_game);
  g_test_add_func ("/mancala/window/play-undo-redo", test_window_play_undo_redo);
  g_test_add_func ("/mancala/window/advice", test_window_advice);
  g_test_add_func ("/mancala/window/new-game-asks", test_window_new_game_asks);
  g_test_add_func ("/mancala/window/refused-house", test_window_refused_house);
  g_test_add_func ("/mancala/window/round-change", test_window_round_change);
  g_test_add_func ("/mancala/window/two-people", test_window_two_people);
  g_test_add_func ("/mancala/window/game-over", test_window_game_over);
  g_test_add_func ("/mancala/window/close-while-thinking", test_window_close_while_thinking);
  g_test_add_func ("/mancala/window/pie-swap", test_window_pie_swap);

  return window_test_run ();
}
