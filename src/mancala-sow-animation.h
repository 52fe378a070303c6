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
#include "mancala-sound.h"

G_BEGIN_DECLS

/* Every seed of the largest board, all in one pit. */
#define MANCALA_SOW_MAX_SEEDS (2 * MANCALA_MAX_HOUSES * MANCALA_MAX_SEEDS)

/* Bit 31 of a dirty mask: the burnt houses changed. */
#define MANCALA_SEEDS_DIRTY_BURNT (1u << 31)

/* The seeds the board shows, each with its colour, so a stone keeps its
 * colour from the house it was lifted from to the pit it lands in.
 */
typedef struct
{
  guint   n_pits;
  guint8  counts[MANCALA_MAX_PITS];
  guint8  colours[MANCALA_MAX_PITS][MANCALA_SOW_MAX_SEEDS];
  guint32 burnt;
} MancalaSeeds;

/* Makes @seeds show @position, keeping the colours of the seeds that stay.
 * Returns a mask of the pits that changed (plus MANCALA_SEEDS_DIRTY_BURNT).
 */
guint32              mancala_seeds_sync                (MancalaSeeds              *seeds,
                                                        const MancalaRules        *rules,
                                                        const MancalaPosition     *position);

/* Forgets the seeds' colours: the next mancala_seeds_sync() gives every
 * seed its default colour. Returns the mask of pits to draw again.
 */
guint32              mancala_seeds_reset               (MancalaSeeds              *seeds);

/* The replay of one move, in time units of one sowing step. It changes
 * the MancalaSeeds it was given as time goes on, and draws what is in the
 * air (the hand, flying captures, cues) on top of the pits.
 */
typedef struct _MancalaSowAnimation MancalaSowAnimation;

MancalaSowAnimation *mancala_sow_animation_new         (MancalaSeeds              *seeds,
                                                        const MancalaRules        *rules,
                                                        const MancalaReport       *report);
void                 mancala_sow_animation_free        (MancalaSowAnimation       *self);

double               mancala_sow_animation_get_length  (MancalaSowAnimation       *self);

/* Moves the replay forward to @time (never back) and returns the mask of
 * pits whose resting seeds changed.
 */
guint32              mancala_sow_animation_seek        (MancalaSowAnimation       *self,
                                                        double                     time);

/* Called as the replay reaches each sound of the move, in order: a seed
 * landing in @pit, captured seeds landing, an extra turn, the end of the
 * game. @variation differs from seed to seed.
 */
typedef void (*MancalaSowCueFunc) (MancalaSoundEvent  event,
                                   guint              pit,
                                   guint              variation,
                                   gpointer           user_data);

/* NULL silences the rest of the replay (a skip jumps to the end quietly). */
void                 mancala_sow_animation_set_cue_func (MancalaSowAnimation      *self,
                                                         MancalaSowCueFunc         func,
                                                         gpointer                  user_data);

/* Paints one seed; the board passes one that reuses pre-drawn stones. */
typedef void (*MancalaSeedPainter) (cairo_t  *cr,
                                    double    x,
                                    double    y,
                                    double    radius,
                                    guint     colour,
                                    gpointer  user_data);

/* The pit that last received seeds and how long ago, in steps: its count
 * can pop as the seeds land. FALSE before the first landing.
 */
gboolean             mancala_sow_animation_get_landing (MancalaSowAnimation       *self,
                                                        guint                     *pit,
                                                        double                    *age);

/* Where the count of the seeds in the hand is drawn now; FALSE while the
 * hand holds fewer than two seeds.
 */
gboolean             mancala_sow_animation_get_hand_count (MancalaSowAnimation    *self,
                                                           const MancalaBoardLayout *layout,
                                                           graphene_rect_t        *rect);

/* The area that mancala_sow_animation_draw() may touch now. */
void                 mancala_sow_animation_get_extents (MancalaSowAnimation       *self,
                                                        const MancalaBoardLayout  *layout,
                                                        graphene_rect_t           *extents);

void                 mancala_sow_animation_draw        (MancalaSowAnimation       *self,
                                                        cairo_t                   *cr,
                                                        const MancalaBoardLayout  *layout,
                                                        MancalaSeedPainter         paint_seed,
                                                        gpointer                   user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MancalaSowAnimation, mancala_sow_animation_free)

G_END_DECLS
