/* engine-test-naive.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mancala-position.h"

G_BEGIN_DECLS

/* A second, deliberately naive implementation of docs/rules.md, written apart
 * from the engine: a board of [side][house] arrays, a cursor that walks
 * the circuit one pit at a time, and plain loops. The perft and property
 * tests compare the engine with it position by position.
 */
typedef struct
{
  MancalaRules rules;
  int          n;
  int          house[2][MANCALA_MAX_HOUSES + 2];   /* [side][1..n] */
  int          store[2];
  gboolean     burnt[2][MANCALA_MAX_HOUSES + 2];
  int          to_move;
  int          round;
  gboolean     over;
  gboolean     pie;       /* North may still play the swap. */
  gboolean     swapped;
} NaiveGame;

typedef struct
{
  gboolean extra_turn;
  gboolean capture;
  gboolean grand_slam;
  gboolean round_change;
  gboolean swapped;
  int      store_gain[2];   /* Seeds that reached each store during the move. */
} NaiveResult;

#define NAIVE_SWAP 0

void      naive_start                  (NaiveGame             *g,
                                        const MancalaRules    *rules);
void      naive_from_position          (NaiveGame             *g,
                                        const MancalaRules    *rules,
                                        const MancalaPosition *pos);
int       naive_side_seeds             (const NaiveGame       *g,
                                        int                    side);
/* Legal moves in increasing order, the swap (0) first. */
int       naive_legal_moves            (const NaiveGame       *g,
                                        int                    moves[MANCALA_MAX_MOVES]);
gboolean  naive_is_grand_slam          (const NaiveGame       *g,
                                        int                    house);
gboolean  naive_feeds                  (const NaiveGame       *g,
                                        int                    house);
void      naive_apply                  (NaiveGame             *g,
                                        int                    move,
                                        NaiveResult           *result);
/* The Oware repetition rule: ends the game when @g (after a move)
 * repeats one of @seen (every earlier position of the game, a GArray of
 * NaiveGame), then appends @g to @seen. Returns TRUE when it ended it.
 */
gboolean  naive_check_repetition       (NaiveGame             *g,
                                        GArray                *seen);
/* Compares the naive game with an engine position; the side to move,
 * the pie flag and burnt houses only while the game goes on.
 */
gboolean  naive_matches                (const NaiveGame       *g,
                                        const MancalaPosition *pos,
                                        char                 **why);
char     *naive_board_string           (const NaiveGame       *g);

G_END_DECLS
