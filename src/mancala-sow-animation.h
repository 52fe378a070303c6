/* mancala-sow-animation.h
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

#include "mancala-board-art.h"
#include "mancala-sow-timeline.h"

G_BEGIN_DECLS

/* The drawing of what is in the air during a replay (the hand, flying
 * captures, glows, burnt houses, banners) on top of the pits, at the
 * time the MancalaSowTimeline has reached.
 */

/* Paints one seed; the board passes one that reuses pre-drawn stones. */
typedef void (*MancalaSeedPainter) (cairo_t  *cr,
                                    double    x,
                                    double    y,
                                    double    radius,
                                    guint     colour,
                                    gpointer  user_data);

/* Where the count of the seeds in the hand is drawn now; FALSE while the
 * hand holds fewer than two seeds.
 */
gboolean mancala_sow_animation_get_hand_count (MancalaSowTimeline       *timeline,
                                               const MancalaBoardLayout *layout,
                                               graphene_rect_t          *rect);

/* The area that mancala_sow_animation_draw() may touch now. */
void     mancala_sow_animation_get_extents    (MancalaSowTimeline       *timeline,
                                               const MancalaBoardLayout *layout,
                                               graphene_rect_t          *extents);

void     mancala_sow_animation_draw           (MancalaSowTimeline       *timeline,
                                               cairo_t                  *cr,
                                               const MancalaBoardLayout *layout,
                                               MancalaSeedPainter        paint_seed,
                                               gpointer                  user_data);

G_END_DECLS
