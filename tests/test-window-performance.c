/* test-window-performance.c
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

/* The numbers: main-loop stalls while the computer thinks, and memory
 * after a game between two computers.
 */

#include "config.h"

#include <time.h>

#include "window-test-util.h"

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
  guint n_moves;

  reset_settings ();
  g_settings_set_string (settings, "south-player", "computer");
  g_settings_set_string (settings, "south-level", "simple");
  g_settings_set_string (settings, "north-player", "computer");
  g_settings_set_string (settings, "north-level", "average");
  window = create_window ();

  /* Two computers can be paused and resumed. South may already have
   * moved (the window starts thinking as soon as it is shown, and a
   * loaded machine gives it time): then the status tells that move
   * first ("South (Simple) plays again… Paused"). Either way it ends in
   * "Paused", and no move is played while paused.
   */
  g_assert_true (gtk_widget_get_visible (find_button (GTK_WIDGET (window), "game.pause")));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.pause", NULL);
  g_assert_true (mancala_game_get_paused (mancala_window_get_game (window)));
  g_assert_true (g_str_has_suffix (mancala_window_get_status (window), "Paused"));
  if (mancala_game_get_move_list (mancala_window_get_game (window))->len == 0)
    g_assert_cmpstr (mancala_window_get_status (window), ==, "Paused");
  n_moves = mancala_game_get_move_list (mancala_window_get_game (window))->len;
  spin (300);
  g_assert_cmpuint (mancala_game_get_move_list (mancala_window_get_game (window))->len, ==, n_moves);
  g_assert_true (g_str_has_suffix (mancala_window_get_status (window), "Paused"));
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

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/memory", test_window_memory);
  g_test_add_func ("/mancala/window/wise-never-stalls", test_window_wise_never_stalls);

  return window_test_run ();
}
