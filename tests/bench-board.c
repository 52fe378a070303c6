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

/* How long one frame of the board takes at 1920 × 1080: the snapshot
 * (building render nodes) and the rendering of those nodes into a
 * texture by the window's renderer. Run it by hand:
 *
 *   GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1920x1080x24' \
 *     _build/tests/bench-board [FRAMES]
 *
 * "still" is a frame with nothing moving (everything cached), "sowing" a
 * frame of a replay with seeds in the air and one pit changing, "cold" a
 * frame after a resize (every cache drawn again).
 */

#include "config.h"

#include "mancala-board.h"
#include "mancala-board-private.h"

#include <adwaita.h>

typedef enum
{
  FRAME_STILL,
  FRAME_SOWING,
  FRAME_COLD,
} FrameKind;

static void
frame (GtkWidget   *board,
       GskRenderer *renderer,
       double      *snapshot_ms,
       double      *render_ms)
{
  int w = gtk_widget_get_width (board);
  int h = gtk_widget_get_height (board);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gint64 t0, t1, t2;

  t0 = g_get_monotonic_time ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  t1 = g_get_monotonic_time ();
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  t2 = g_get_monotonic_time ();

  *snapshot_ms += (t1 - t0) / 1000.0;
  *render_ms += (t2 - t1) / 1000.0;
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

      mancala_board_set_position (board, rules, &before, FALSE);
      mancala_board_set_interactive (board, TRUE);
      if (kind == FRAME_SOWING)
        mancala_board_animate_move (board, rules, &before, report, &after);
      gtk_test_widget_wait_for_draw (window);

      for (guint i = 0; i < n_frames; i++)
        {
          /* About one sixth of a sowing step per frame, as at 60 Hz. */
          if (kind == FRAME_SOWING)
            _mancala_board_seek_animation (board, 0.17 * i);
          if (kind == FRAME_COLD)
            _mancala_board_drop_caches (board);
          frame (GTK_WIDGET (board), renderer, &snapshot_ms, &render_ms);
        }

      mancala_board_finish_animation (board);
      g_print ("%-28s %-7s %5u frames  snapshot %6.2f ms  render %6.2f ms  total %6.2f ms/frame\n",
               name, kinds[kind], n_frames, snapshot_ms / n_frames, render_ms / n_frames,
               (snapshot_ms + render_ms) / n_frames);
    }
}

int
main (int   argc,
      char *argv[])
{
  guint n_frames = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 60;
  GtkWidget *window;
  MancalaBoard *board;
  MancalaRules rules;

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  n_frames = CLAMP (n_frames, 1, 10000);

  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
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
