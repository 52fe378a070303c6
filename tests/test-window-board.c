/* test-window-board.c
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

/* The board inside the window: it stays put when the end of the game
 * brings the Play Again button.
 */

#include "config.h"

#include "window-test-util.h"

#include "mancala-pit.h"

static graphene_rect_t
board_bounds (MancalaWindow *window)
{
  graphene_rect_t bounds;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mancala_window_get_board (window)),
                                            GTK_WIDGET (window), &bounds));
  return bounds;
}

static void
test_window_board_stays (void)
{
  MancalaWindow *window;
  graphene_rect_t playing, over;
  GtkWidget *play_again;

  reset_settings ();
  g_settings_set_string (settings, "south-player", "computer");
  g_settings_set_string (settings, "south-level", "foolish");
  g_settings_set_string (settings, "north-level", "foolish");
  g_settings_set_uint (settings, "kalah-houses", 3);
  window = create_window ();
  play_again = find_button_with_label (GTK_WIDGET (window), "_Play Again");
  g_assert_nonnull (play_again);

  playing = board_bounds (window);
  g_assert_false (gtk_widget_get_visible (play_again));
  g_assert_true (wait_until (is_over, window, 60));
  spin (50);
  over = board_bounds (window);
  g_assert_true (gtk_widget_get_visible (play_again));

  g_test_message ("board %g,%g %gx%g while playing, %g,%g %gx%g at the end",
                  playing.origin.x, playing.origin.y, playing.size.width, playing.size.height,
                  over.origin.x, over.origin.y, over.size.width, over.size.height);
  g_assert_true (graphene_rect_equal (&playing, &over));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a 360 × 640 phone window the board stands upright and every house
 * of the largest board (nine Congkak houses) takes a finger: 44 px.
 */
static void
test_window_board_phone (void)
{
  MancalaWindow *window;
  MancalaBoard *board;
  guint n_houses = 0;

  reset_settings ();
  g_settings_set_string (settings, "variant", "congkak");
  g_settings_set_uint (settings, "congkak-houses", 9);
  window = mancala_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  new_game (window);
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  board = mancala_window_get_board (window);
  g_assert_cmpuint (mancala_game_get_rules (mancala_window_get_game (window))->houses, ==, 9);
  g_test_message ("window %d x %d, board %d x %d",
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_height (GTK_WIDGET (board)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!MANCALA_IS_PIT (child) || mancala_pit_is_store (MANCALA_PIT (child)))
        continue;
      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (board), &bounds));
      g_assert_cmpfloat (bounds.size.width, >=, 44);
      g_assert_cmpfloat (bounds.size.height, >=, 44);
      /* Upright: a house is wider than the board is tall per house. */
      g_assert_cmpfloat (bounds.size.width * 9, <, gtk_widget_get_height (GTK_WIDGET (board)));
      n_houses++;
    }
  g_assert_cmpuint (n_houses, ==, 18);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/board/stays-put", test_window_board_stays);
  g_test_add_func ("/mancala/window/board/phone", test_window_board_phone);

  return window_test_run ();
}
