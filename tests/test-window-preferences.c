/* test-window-preferences.c
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

/* The preferences window and the window's answer to a changed preference:
 * a new rule asks before it ends a game, a restored game keeps its rules,
 * the rows are bound to the keys.
 */

#include "config.h"

#include "window-test-util.h"

static void
assert_variant (const char *expected)
{
  g_autofree char *variant = g_settings_get_string (settings, "variant");

  g_assert_cmpstr (variant, ==, expected);
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
  assert_variant ("kalah");
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
  assert_variant ("kalah");
  g_assert_cmpuint (g_settings_get_uint (settings, "kalah-houses"), ==, 5);
  g_assert_null (find_message_dialog ());

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

/* The GtkSwitch of the AdwActionRow titled @title, in @widget's tree. */
static GtkSwitch *
find_row_switch (GtkWidget  *widget,
                 const char *title)
{
  if (ADW_IS_ACTION_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return GTK_SWITCH (find_child_of_type (widget, GTK_TYPE_SWITCH));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSwitch *found = find_row_switch (child, title);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
test_window_preferences_move_preview (void)
{
  MancalaWindow *window;
  MancalaBoard *board;
  GtkWindow *preferences;
  GtkSwitch *preview;

  reset_settings ();
  window = create_window ();
  board = mancala_window_get_board (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-preferences", NULL);
  spin (50);
  preferences = find_window_of_type (g_type_from_name ("MancalaPreferencesWindow"));
  g_assert_nonnull (preferences);

  /* On by default, and the row, the key and the board agree. */
  preview = find_row_switch (GTK_WIDGET (preferences), "Preview _Moves");
  g_assert_nonnull (preview);
  g_assert_true (gtk_switch_get_active (preview));
  g_assert_true (mancala_board_get_move_preview (board));

  gtk_switch_set_active (preview, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "move-preview"));
  g_assert_false (mancala_board_get_move_preview (board));

  g_settings_set_boolean (settings, "move-preview", TRUE);
  g_assert_true (gtk_switch_get_active (preview));
  g_assert_true (mancala_board_get_move_preview (board));

  gtk_window_destroy (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/preferences-ask", test_window_preferences_ask);
  g_test_add_func ("/mancala/window/restore-keeps-rules", test_window_restore_keeps_rules);
  g_test_add_func ("/mancala/window/preferences-bindings", test_window_preferences_bindings);
  g_test_add_func ("/mancala/window/preferences-move-preview", test_window_preferences_move_preview);

  return window_test_run ();
}
