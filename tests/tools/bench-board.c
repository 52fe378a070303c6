/* bench-board.c
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

/* How long one frame of the board takes at 1920 × 1080 (or another
 * size): the snapshot (building render nodes) and the rendering of those
 * nodes into a texture by the window's renderer. Run it by hand:
 *
 *   GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1920x1080x24' \
 *     _build/tests/tools/bench-board [FRAMES [WIDTH HEIGHT]]
 *
 * Times are the main thread's CPU time, so a busy machine does not
 * inflate them. "still" is a frame with nothing moving (everything
 * cached), "sowing" a frame of a replay with seeds in the air and one pit
 * changing, "cold" a frame after a resize (every cache drawn again).
 */

#include "config.h"

#include "mancala-board.h"
#include "mancala-board-private.h"

#include <adwaita.h>
#include <stdlib.h>
#include <time.h>

typedef enum
{
  FRAME_STILL,
  FRAME_SOWING,
  FRAME_COLD,
} FrameKind;

/* CPU time of this thread: other processes on a busy machine do not
 * count, and drawing and rendering both run on the main thread.
 */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
frame (GtkWidget   *board,
       GskRenderer *renderer,
       double      *snapshot_ms,
       double      *render_ms)
{
  int w = gtk_widget_get_width (board);
  int h = gtk_widget_get_height (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  double t0, t1, t2;

  t0 = cpu_ms ();
  /* The board's own snapshot, as the frame clock would run it: a widget
   * paintable would only replay the last drawn frame.
   */
  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  t1 = cpu_ms ();
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  t2 = cpu_ms ();

  *snapshot_ms += t1 - t0;
  *render_ms += t2 - t1;
}

static void
run (GtkWidget          *window,
     MancalaBoard       *board,
     const char         *name,
     const MancalaRules *rules,
     guint               move,
     guint               n_frames)
{
  static const char *kinds[] = { "still", "sowing", "cold" };
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  MancalaPosition before, after;

  mancala_position_init (&before, rules);
  after = before;
  mancala_position_apply (rules, &after, move, report);

  for (FrameKind kind = FRAME_STILL; kind <= FRAME_COLD; kind++)
    {
      double snapshot_ms = 0, render_ms = 0;
      g_autofree double *totals = g_new0 (double, n_frames);

      mancala_board_set_position (board, rules, &before, FALSE);
      mancala_board_set_interactive (board, TRUE);
      if (kind == FRAME_SOWING)
        mancala_board_animate_move (board, rules, &before, report, &after);
      gtk_test_widget_wait_for_draw (window);

      for (guint i = 0; i < n_frames; i++)
        {
          double s0 = snapshot_ms, r0 = render_ms;

          /* About one sixth of a sowing step per frame, as at 60 Hz. */
          if (kind == FRAME_SOWING)
            _mancala_board_seek_animation (board, 0.17 * i);
          if (kind == FRAME_COLD)
            _mancala_board_drop_caches (board);
          frame (GTK_WIDGET (board), renderer, &snapshot_ms, &render_ms);
          totals[i] = snapshot_ms - s0 + render_ms - r0;
        }

      /* The machine is shared: the median says more than the mean. */
      qsort (totals, n_frames, sizeof (double), compare_double);
      mancala_board_finish_animation (board);
      g_print ("%-26s %-6s %4u frames  mean: snapshot %6.2f + render %6.2f = %6.2f ms  median %6.2f ms  90%% %6.2f ms\n",
               name, kinds[kind], n_frames, snapshot_ms / n_frames, render_ms / n_frames,
               (snapshot_ms + render_ms) / n_frames, totals[n_frames / 2], totals[n_frames * 9 / 10]);
    }
}

int
main (int   argc,
      char *argv[])
{
  guint n_frames = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 60;
  int width = argc > 2 ? (int) g_ascii_strtoll (argv[2], NULL, 10) : 1920;
  int height = argc > 3 ? (int) g_ascii_strtoll (argv[3], NULL, 10) : 1080;
  GtkWidget *window;
  MancalaBoard *board;
  MancalaRules rules;

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  n_frames = CLAMP (n_frames, 1, 10000);

  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), CLAMP (width, 100, 8000), CLAMP (height, 100, 8000));
  board = MANCALA_BOARD (mancala_board_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  mancala_board_set_player_names (board, "South", "North");

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_board_set_position (board, &rules, &(MancalaPosition) { 0 }, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_print ("board %d × %d, renderer %s\n",
           gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_height (GTK_WIDGET (board)),
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));

  run (window, board, "kalah 6x4 (48 seeds)", &rules, 3, n_frames);

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  run (window, board, "congkak 7x7 (98 seeds)", &rules, 1, n_frames);

  /* The fullest board the engine allows: every seed in the air at once
   * at the end of a game.
   */
  rules.houses = 9;
  rules.seeds = 12;
  run (window, board, "congkak 9x12 (216 seeds)", &rules, 1, n_frames);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
