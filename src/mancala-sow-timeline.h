/* mancala-sow-timeline.h
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

#include <glib.h>

#include "mancala-position.h"
#include "mancala-sound.h"

G_BEGIN_DECLS

/* The replay of one move as a timeline: which step happens when, and what
 * each pit shows at any moment. GLib only, so it is tested without a
 * display; mancala-sow-animation.c draws what is in the air.
 */

/* Every seed of the largest board, all in one pit. */
#define MANCALA_SOW_MAX_SEEDS (2 * MANCALA_MAX_HOUSES * MANCALA_MAX_SEEDS)

/* Bit 31 of a dirty mask: the burnt houses changed. */
#define MANCALA_SEEDS_DIRTY_BURNT (1u << 31)

/* The seeds the board shows, each with its look, so a stone keeps its
 * look from the house it was lifted from to the pit it lands in.
 */
typedef struct
{
  guint   n_pits;
  guint8  counts[MANCALA_MAX_PITS];
  guint8  colours[MANCALA_MAX_PITS][MANCALA_SOW_MAX_SEEDS];
  guint32 burnt;
} MancalaSeeds;

/* The look of the @index-th seed of @pit when it has none yet (the board
 * passes mancala_board_art_seed_colour()).
 */
typedef guint (*MancalaSeedLookFunc) (guint pit,
                                      guint index);

/* Makes @seeds show @position, keeping the looks of the seeds that stay.
 * Returns a mask of the pits that changed (plus MANCALA_SEEDS_DIRTY_BURNT).
 */
guint32              mancala_seeds_sync                 (MancalaSeeds          *seeds,
                                                         const MancalaRules    *rules,
                                                         const MancalaPosition *position,
                                                         MancalaSeedLookFunc    look);

/* Forgets the seeds' looks: the next mancala_seeds_sync() gives every
 * seed its default look. Returns the mask of pits to draw again.
 */
guint32              mancala_seeds_reset                (MancalaSeeds          *seeds);

typedef enum
{
  MANCALA_SOW_STEP_NONE,        /* The replay is over. */
  MANCALA_SOW_STEP_LIFT,        /* Seeds rise from a house into the hand. */
  MANCALA_SOW_STEP_DROP,        /* The hand moves on and lets one seed fall. */
  MANCALA_SOW_STEP_FLY,         /* Captured, collected or refilled seeds fly. */
  MANCALA_SOW_STEP_BURN,        /* A house burns (Congkak). */
  MANCALA_SOW_STEP_ROUND,       /* A new round: no house is burnt any more. */
  MANCALA_SOW_STEP_EXTRA_TURN,  /* The mover's store glows. */
  MANCALA_SOW_STEP_BANNER,      /* A line of text over the board. */
  MANCALA_SOW_STEP_PAUSE,       /* The end of the game. */
} MancalaSowStepKind;

/* One seed flying from the @from_index-th place of @from to @to. */
typedef struct
{
  guint8 colour;
  guint8 from;
  guint8 from_index;
  guint8 to;
  guint8 to_index;
} MancalaSowFlight;

/* What is happening at the timeline's time, for the drawing. Pointers
 * stay valid until the next seek.
 */
typedef struct
{
  MancalaSowStepKind      kind;
  guint                   pit;          /* Of LIFT, DROP, BURN, EXTRA_TURN. */
  double                  progress;     /* 0 to 1 through the step. */
  const char             *banner;       /* Of BANNER. */
  const MancalaSeeds     *seeds;

  const guint8           *hand;         /* The looks of the seeds in the hand. */
  guint                   hand_count;
  guint                   hand_pit;     /* Where the hand is (or leaves from). */
  guint                   hand_from;    /* Where a DROP's hand comes from. */
  guint                   lift_base;    /* Index in the pit of the first seed lifted. */
  guint                   lift_count;

  const MancalaSowFlight *flying;
  guint                   n_flying;
} MancalaSowState;

/* The replay of one move, in time units of one sowing step. It changes
 * the MancalaSeeds it was given as time goes on.
 */
typedef struct _MancalaSowTimeline MancalaSowTimeline;

MancalaSowTimeline  *mancala_sow_timeline_new           (MancalaSeeds          *seeds,
                                                         const MancalaRules    *rules,
                                                         const MancalaReport   *report,
                                                         MancalaSeedLookFunc    look);
void                 mancala_sow_timeline_free          (MancalaSowTimeline    *self);

double               mancala_sow_timeline_get_length    (MancalaSowTimeline    *self);

/* Moves the replay forward to @time (never back) and returns the mask of
 * pits whose resting seeds changed.
 */
guint32              mancala_sow_timeline_seek          (MancalaSowTimeline    *self,
                                                         double                 time);

void                 mancala_sow_timeline_get_state     (MancalaSowTimeline    *self,
                                                         MancalaSowState       *state);

/* Called as the replay reaches each sound of the move, in order: a seed
 * landing in @pit, captured seeds landing, an extra turn, the end of the
 * game. @variation differs from seed to seed.
 */
typedef void (*MancalaSowCueFunc) (MancalaSoundEvent  event,
                                   guint              pit,
                                   guint              variation,
                                   gpointer           user_data);

/* NULL silences the rest of the replay (a skip jumps to the end quietly). */
void                 mancala_sow_timeline_set_cue_func  (MancalaSowTimeline    *self,
                                                         MancalaSowCueFunc      func,
                                                         gpointer               user_data);

/* The pit that last received seeds and how long ago, in steps: its count
 * can pop as the seeds land. FALSE before the first landing.
 */
gboolean             mancala_sow_timeline_get_landing   (MancalaSowTimeline    *self,
                                                         guint                 *pit,
                                                         double                *age);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MancalaSowTimeline, mancala_sow_timeline_free)

G_END_DECLS
