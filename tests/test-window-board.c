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

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/board/stays-put", test_window_board_stays);

  return window_test_run ();
}
