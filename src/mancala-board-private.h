/* mancala-board-private.h
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

#pragma once

#include <adwaita.h>

#include "mancala-board.h"
#include "mancala-board-art.h"
#include "mancala-sow-animation.h"

G_BEGIN_DECLS

/* A drawing cached as pixels at the screen's scale, wrapped in a render
 * node that is appended again each frame. GSK's Cairo renderer replays it
 * as one image paint and the GL renderer uploads it once: GTK 4.8's Cairo
 * renderer converts a texture node's pixels again on every frame.
 */
typedef struct
{
  GskRenderNode   *node;
  graphene_rect_t  rect;
} Sprite;

struct _MancalaBoard
{
  GtkWidget             parent_instance;

  MancalaRules          rules;
  MancalaPosition       position;
  gboolean              has_position;
  MancalaSeeds          seeds;
  MancalaSide           shown_to_move;

  MancalaSowTimeline   *sow;
  AdwAnimation         *animation;
  double                settle;             /* 0..1 while seeds settle in. */

  gboolean              interactive;
  gboolean              human[2];
  guint                 highlight;
  /* The analysis's values of the houses of the side to move, by house. */
  MancalaHouseValue     values[MANCALA_MAX_HOUSES + 1];
  MancalaSide           last_side;
  guint                 last_house;
  char                 *names[2];
  MancalaAnimationSpeed speed;
  gboolean              move_preview;

  /* The move preview: the house pointed at or focused, and what playing
   * it would do, from the engine's report.
   */
  guint                 hover_pit;          /* G_MAXUINT: none. */
  guint                 focus_pit;
  gboolean              has_preview;
  guint                 preview_from;
  guint                 preview_landing;
  guint                 preview_flags;      /* MancalaMoveFlags. */
  guint                 preview_captured;
  GtkRoot              *root;

  GtkWidget            *pits[MANCALA_MAX_PITS];
  guint                 n_pits;
  gboolean              ordered;            /* The children follow order_first. */
  MancalaSide           order_first;

  /* After a pie swap the drawing turns half round, so that each player
   * keeps the side of the board they sat down at.
   */
  gboolean              flipped;

  /* Drawing caches: only what changed is drawn again. */
  MancalaBoardLayout    layout;
  int                   layout_width;
  int                   layout_height;
  /* While a resize goes on, the caches of the last size are shown scaled;
   * they are drawn again once the size has rested a moment.
   */
  gboolean              stale;
  double                stale_scale;
  graphene_point_t      stale_offset;
  int                   seen_width;
  int                   seen_height;
  gint64                resize_time;
  guint                 resize_tick;
  int                   cache_scale;
  gboolean              cache_dark;
  gboolean              cache_contrast;
  Sprite                background;
  Sprite                seed_sprites[MANCALA_MAX_PITS];
  Sprite                count_sprites[MANCALA_MAX_PITS];
  Sprite                name_sprites[2];
  GdkRGBA               name_colour;
  char                 *font_family;
  /* One stone per colour, at rest size and at the larger size in the air. */
  cairo_surface_t      *stones[2][MANCALA_ART_N_SEED_LOOKS];
};


/* mancala-board.c */
/* How the board lies in @width × @height: upright or not, flipped or not. */
MancalaBoardView _mancala_board_get_view (MancalaBoard *self,
                                          int           width,
                                          int           height);

/* What playing the previewed house would do: FALSE when nothing is
 * previewed. @landing is the pit of the last seed sown.
 */
gboolean _mancala_board_get_preview (MancalaBoard *self,
                                     guint        *from,
                                     guint        *landing,
                                     guint        *flags,
                                     guint        *captured);

/* The value of @pit as written on the board ("+6", "≈+6"), or NULL. */
char    *_mancala_board_dup_value_text (MancalaBoard *self,
                                        guint         pit);

/* What the previewed move brings ("Extra turn", "Captures 3 seeds"),
 * or NULL: drawn under the ring and said to screen readers.
 */
char    *_mancala_board_dup_preview_caption (MancalaBoard *self);

/* mancala-board-draw.c */
/* AdwStyleManager:high-contrast (ADW_DEBUG_HIGH_CONTRAST=1). */
gboolean _mancala_board_high_contrast (void);
/* The score shown beside @side's name. */
guint    _mancala_board_score         (MancalaBoard *self,
                                       MancalaSide   side);
void _mancala_board_snapshot          (GtkWidget    *widget,
                                       GtkSnapshot  *snapshot);
void _mancala_board_clear_caches      (MancalaBoard *self);
/* @dirty: pits whose seeds changed, as from mancala_seeds_sync(). */
void _mancala_board_invalidate        (MancalaBoard *self,
                                       guint32       dirty);
void _mancala_board_invalidate_names  (MancalaBoard *self);
/* The counts carry the house values too. */
void _mancala_board_invalidate_counts (MancalaBoard *self);

/* For tests and the benchmark: put a running replay at @time (in sowing
 * steps) without waiting for the frame clock, and drop every cached
 * drawing, as a resize would.
 */
void _mancala_board_seek_animation (MancalaBoard *self,
                                    double        time);
void _mancala_board_drop_caches    (MancalaBoard *self);

G_END_DECLS
