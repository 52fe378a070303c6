/* mancala-kalah-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-position.h"

/* Kalah for the solver and the search, on boards of up to six houses a
 * side: the board seen from the side to move, its houses in one 64-bit
 * word (house 1 in the low byte) and the other side's in another. The
 * stores stay out of it, since what is still to be won depends on the
 * houses alone; a move reports what it adds to the mover's store
 * difference. A whole sowing is a few additions of precomputed masks.
 *
 * These are mancala_position_apply()'s rules for Kalah written once more
 * for speed; tests/test-search.c plays both on random boards and
 * compares them.
 */

#define MANCALA_KALAH_MAX_HOUSES 6

typedef enum
{
  MANCALA_KALAH_NORMAL,  /* The other side moves next. */
  MANCALA_KALAH_EXTRA,   /* The same side moves again. */
  MANCALA_KALAH_OVER,    /* The game ended: the gain is final. */
} MancalaKalahKind;

typedef struct
{
  unsigned houses;
  bool     empty_capture;
  bool     end_immediate;
  uint64_t ones;          /* One seed in each house. */

  /* Sowing `rem` seeds from house i, once the whole laps are taken off. */
  uint64_t mask_me[MANCALA_KALAH_MAX_HOUSES][2 * MANCALA_KALAH_MAX_HOUSES + 1];
  uint64_t mask_opp[MANCALA_KALAH_MAX_HOUSES][2 * MANCALA_KALAH_MAX_HOUSES + 1];
  uint8_t  mask_store[MANCALA_KALAH_MAX_HOUSES][2 * MANCALA_KALAH_MAX_HOUSES + 1];
  uint8_t  last[MANCALA_KALAH_MAX_HOUSES][2 * MANCALA_KALAH_MAX_HOUSES + 1];
  uint8_t  laps[256];
  uint8_t  rem[256];
} MancalaKalahKernel;

/* A move played: the board that follows, seen from the side that moves
 * in it (all zero once the game is over).
 */
typedef struct
{
  uint64_t me;
  uint64_t opp;
  int      gain;    /* Added to the mover's store difference, end of game included. */
  uint8_t  kind;    /* MancalaKalahKind */
  uint8_t  move;    /* House index 0..N-1. */
  int16_t  order;   /* For the caller's move ordering. */
} MancalaKalahMove;

static inline bool
_mancala_kalah_supported (const MancalaRules *rules)
{
  return rules->variant == MANCALA_VARIANT_KALAH && rules->houses <= MANCALA_KALAH_MAX_HOUSES;
}

void _mancala_kalah_kernel_init (MancalaKalahKernel *self,
                                 const MancalaRules *rules);

/* The sum of the bytes; no byte carries, as a board never holds 256 seeds. */
static inline unsigned
_mancala_kalah_sum (uint64_t row)
{
  return (unsigned) ((row * UINT64_C (0x0101010101010101)) >> 56);
}

static inline unsigned
_mancala_kalah_house (uint64_t row,
                      unsigned i)
{
  return (unsigned) (row >> (8 * i)) & 0xff;
}

/* Plays house @i (it holds seeds) of the mover; returns the kind. */
static inline unsigned
_mancala_kalah_play (const MancalaKalahKernel *k,
                     uint64_t                  me,
                     uint64_t                  opp,
                     unsigned                  i,
                     MancalaKalahMove         *move)
{
  unsigned seeds = _mancala_kalah_house (me, i);
  unsigned laps = k->laps[seeds], rem = k->rem[seeds];
  unsigned last = k->last[i][rem];
  int gain = (int) (laps + k->mask_store[i][rem]);
  bool extra = false;

  me &= ~(UINT64_C (0xff) << (8 * i));
  me += laps * k->ones + k->mask_me[i][rem];
  opp += laps * k->ones + k->mask_opp[i][rem];

  if (last == k->houses)
    extra = true;
  else if (last < k->houses && _mancala_kalah_house (me, last) == 1)
    {
      unsigned facing = k->houses - 1 - last;
      unsigned taken = _mancala_kalah_house (opp, facing);

      if (taken > 0 || k->empty_capture)
        {
          gain += (int) taken + 1;
          me &= ~(UINT64_C (0xff) << (8 * last));
          opp &= ~(UINT64_C (0xff) << (8 * facing));
        }
    }

  move->move = (uint8_t) i;
  if (k->end_immediate ? (me == 0 || opp == 0) : (extra ? me == 0 : opp == 0))
    {
      /* Each side adds the seeds left in its houses to its store. */
      move->gain = gain + (int) _mancala_kalah_sum (me) - (int) _mancala_kalah_sum (opp);
      move->me = move->opp = 0;
      move->kind = MANCALA_KALAH_OVER;
      return MANCALA_KALAH_OVER;
    }

  move->gain = gain;
  move->kind = extra ? MANCALA_KALAH_EXTRA : MANCALA_KALAH_NORMAL;
  move->me = extra ? me : opp;
  move->opp = extra ? opp : me;
  return move->kind;
}

/* Where a board lies in an endgame table of every board of at most
 * max_seeds seeds in the houses (mancala-endgame-table.c): by seeds,
 * then by the combinatorial number system, in which the running sums of
 * the houses are the bars between the seeds.
 */
#define MANCALA_KALAH_RANK_SEEDS 128
/* A table byte is the value for the side to move plus this. */
#define MANCALA_KALAH_EG_BIAS    128

typedef struct
{
  unsigned houses;
  unsigned max_seeds;
  uint64_t start[MANCALA_KALAH_RANK_SEEDS];
  uint64_t rank[2 * MANCALA_KALAH_MAX_HOUSES][MANCALA_KALAH_RANK_SEEDS];
} MancalaKalahRank;

/* @max_seeds below MANCALA_KALAH_RANK_SEEDS. */
void _mancala_kalah_rank_init (MancalaKalahRank *self,
                               unsigned          houses,
                               unsigned          max_seeds);

/* @seeds: the seeds in the houses of @me and @opp, at most max_seeds. */
static inline uint64_t
_mancala_kalah_rank (const MancalaKalahRank *self,
                     uint64_t                me,
                     uint64_t                opp,
                     unsigned                seeds)
{
  uint64_t index = self->start[seeds];
  unsigned sum = 0;

  for (unsigned j = 0; j < self->houses; j++)
    {
      sum += _mancala_kalah_house (me, j);
      index += self->rank[j][sum];
    }
  for (unsigned j = 0; j + 1 < self->houses; j++)
    {
      sum += _mancala_kalah_house (opp, j);
      index += self->rank[self->houses + j][sum];
    }
  return index;
}

/* The two words of a position's side to move (no swap pending); returns
 * what the stores say so far: the side to move's minus the other's.
 */
int      _mancala_kalah_split          (const MancalaKalahKernel *self,
                                        const MancalaPosition    *pos,
                                        uint64_t                 *me,
                                        uint64_t                 *opp);

/* mancala_position_apply() through the kernel, for tests: @child gets
 * the houses, the side to move and the mover's store (once the game is
 * over, only OVER and empty houses); @gain, what the move adds to the
 * mover's store difference. Returns EXTRA_TURN or GAME_OVER or 0.
 */
unsigned _mancala_kalah_play_position  (const MancalaKalahKernel *self,
                                        const MancalaPosition    *pos,
                                        unsigned                  move,
                                        MancalaPosition          *child,
                                        int                      *gain);
