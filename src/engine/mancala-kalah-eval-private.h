/* mancala-kalah-eval-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-kalah-private.h"

/* Wise's evaluation of Kalah on six houses (docs/levels.md, "Kalah:
 * an evaluation fitted to solved positions"): what the rest of the game
 * still brings the side to move, a sum of terms whose weights
 * mancala-tune fitted to the exact values of positions from many games.
 * The terms are those of _mancala_eval_terms() (MANCALA_EVAL_KALAH_*);
 * here they are folded into tables, one lookup a house, for the Kalah
 * search's leaves (mancala-search-kalah.c). The two agree to the unit:
 * tests/test-evaluate.c checks it.
 */

/* Weights are in 1/1024 seed; values come out in the search's units. */
#define MANCALA_KALAH_EVAL_SHIFT 10

typedef struct
{
  bool     ready;
  int32_t  mine[MANCALA_KALAH_MAX_HOUSES][256];    /* A house of the side to move with so many seeds. */
  int32_t  theirs[MANCALA_KALAH_MAX_HOUSES][256];  /* ... and of the other side. */
  int32_t  late[256];     /* By the seeds in the houses: what a seed more on one's side is worth. */
  int32_t  tempo;
  int32_t  my_gain;       /* A seed of the side to move's best move now. */
  int32_t  their_gain;    /* ... and of the other side's, were it to move. */
  uint64_t reach_store;   /* Byte i: 0x80 less the seeds that take house i to the store. */
  uint64_t reach_round;   /* Byte i: 0x80 less the seeds that take it round past it. */
} MancalaKalahEval;

/* Folds @terms (MANCALA_EVAL_KALAH_TERMS weights) into @self for the
 * board of @kernel; @total_seeds is the board's seeds at the start.
 */
void _mancala_kalah_eval_init (MancalaKalahEval         *self,
                               const MancalaKalahKernel *kernel,
                               unsigned                  total_seeds,
                               const int                *terms);

#define MANCALA_KALAH_BYTES(x) (UINT64_C (0x0101010101010101) * (uint64_t) (x))

/* 0x80 in each byte of @x that is zero, 0 in the others (exact, unlike
 * the borrow trick, which can flag a byte above a zero one).
 */
static inline uint64_t
_mancala_kalah_zero_bytes (uint64_t x)
{
  uint64_t low7 = MANCALA_KALAH_BYTES (0x7f);

  return ~(((x & low7) + low7) | x | low7);
}

/* The most seeds one move of @me adds to its store now, capture
 * included, were @me to move (a move that ends the game counts its
 * sowing and capture, not what the end sweeps in). Every house at once,
 * byte by byte: a house of k seeds ends k houses on, and where that is
 * an empty house of its own the facing seeds are taken. Houses of more
 * than 2N seeds, which go all round, are played out. @reach_store and
 * @reach_round: those of MancalaKalahEval.
 */
static inline int
_mancala_kalah_best_gain (const MancalaKalahKernel *k,
                          uint64_t                  reach_store,
                          uint64_t                  reach_round,
                          uint64_t                  me,
                          uint64_t                  opp)
{
  unsigned n = k->houses;
  uint64_t lanes = k->ones * 0xff, ends = 0, takes, far;
  int best = 0;

  for (unsigned d = 1; d < n; d++)
    ends |= _mancala_kalah_zero_bytes (me ^ MANCALA_KALAH_BYTES (d)) << (8 * d);
  takes = ends & _mancala_kalah_zero_bytes (me) & lanes;
  if (takes != 0)
    {
      /* The facing houses, in the order of the mover's. */
      uint64_t facing = __builtin_bswap64 (opp) >> (8 * (8 - n));

      do
        {
          unsigned l = (unsigned) __builtin_ctzll (takes) / 8;
          int f = (int) _mancala_kalah_house (facing, l);

          if ((f > 0 || k->empty_capture) && f + 1 > best)
            best = f + 1;
          takes &= takes - 1;
        }
      while (takes != 0);
    }

  /* A move that reaches the store puts a seed in it; one that goes on
   * round to its own side may end in an empty house there.
   */
  if (((me + reach_store) & MANCALA_KALAH_BYTES (0x80) & lanes) == 0)
    return best;
  if (best < 1)
    best = 1;
  far = (me + reach_round) & MANCALA_KALAH_BYTES (0x80) & lanes;
  while (far != 0)
    {
      unsigned i = (unsigned) __builtin_ctzll (far) / 8, seeds = _mancala_kalah_house (me, i);
      int gain;

      if (seeds <= 2 * n)
        {
          /* Past the store and the other side (a seed in each) to a
           * house before this one.
           */
          unsigned l = i + seeds - (2 * n + 1);

          gain = 1;
          if (_mancala_kalah_house (me, l) == 0)
            gain += (int) _mancala_kalah_house (opp, n - 1 - l) + 2;
        }
      else
        {
          MancalaKalahMove move;

          _mancala_kalah_play (k, me, opp, i, &move);
          gain = move.gain;
        }
      if (gain > best)
        best = gain;
      far &= far - 1;
    }
  return best;
}

/* The value of the houses @me (side to move) and @opp, without the
 * stores, in the search's units (1/MANCALA_SCORE_SCALE seed), rounded
 * to nearest.
 */
static inline int
_mancala_kalah_eval (const MancalaKalahEval   *self,
                     const MancalaKalahKernel *k,
                     uint64_t                  me,
                     uint64_t                  opp,
                     int                       scale)
{
  unsigned mine = _mancala_kalah_sum (me), theirs = _mancala_kalah_sum (opp);
  int32_t v = self->tempo + self->late[mine + theirs] * ((int) mine - (int) theirs);

  for (unsigned i = 0; i < k->houses; i++)
    v += self->mine[i][_mancala_kalah_house (me, i)] + self->theirs[i][_mancala_kalah_house (opp, i)];
  v += self->my_gain * _mancala_kalah_best_gain (k, self->reach_store, self->reach_round, me, opp);
  v += self->their_gain * _mancala_kalah_best_gain (k, self->reach_store, self->reach_round, opp, me);

  return (v * scale + (1 << (MANCALA_KALAH_EVAL_SHIFT - 1))) >> MANCALA_KALAH_EVAL_SHIFT;
}
