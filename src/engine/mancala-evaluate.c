/* mancala-evaluate.c
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

#include "mancala-evaluate-private.h"
#include "mancala-kalah-eval-private.h"
#include "mancala-oware-table-private.h"
#include "mancala-position-private.h"

#include <string.h>

/* The evaluation of the general search (mancala-search.c) and its
 * weights; the Kalah search (mancala-search-kalah.c) has its own copy of
 * the same terms over its two-word boards.
 */

void
_mancala_eval_prepare (MancalaSearcher    *s,
                       const MancalaRules *rules)
{
  s->extra_pattern = 0;
  for (unsigned i = 0; i < rules->houses && i < MANCALA_WORD_HOUSES; i++)
    s->extra_pattern |= (uint64_t) (rules->houses - i) << (8 * i);
}

/* Oware's weights, fitted by mancala-tune to the scores of 11-ply
 * searches of positions from self-play games (docs/levels.md): 1/1024
 * seed per unit of each term.
 */
static const int oware_fitted[MANCALA_EVAL_TERMS] = {
  [MANCALA_EVAL_OWARE_TEMPO] = -156,  /* -0.152 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 0] = 49,  /* 0.048 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 1] = 39,  /* 0.038 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 2] = 2,  /* 0.002 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 3] = -8,  /* -0.008 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 4] = -84,  /* -0.082 seeds */
  [MANCALA_EVAL_OWARE_MY_HOUSE + 5] = -105,  /* -0.103 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 0] = -36,  /* -0.035 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 1] = -11,  /* -0.010 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 2] = 0,  /* -0.000 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 3] = 10,  /* 0.010 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 4] = 89,  /* 0.087 seeds */
  [MANCALA_EVAL_OWARE_THEIR_HOUSE + 5] = 114,  /* 0.111 seeds */
  [MANCALA_EVAL_OWARE_MY_EMPTY] = -1631,  /* -1.593 seeds */
  [MANCALA_EVAL_OWARE_THEIR_EMPTY] = 1566,  /* 1.529 seeds */
  [MANCALA_EVAL_OWARE_MY_ONE] = -744,  /* -0.726 seeds */
  [MANCALA_EVAL_OWARE_THEIR_ONE] = 864,  /* 0.844 seeds */
  [MANCALA_EVAL_OWARE_MY_TWO] = -286,  /* -0.279 seeds */
  [MANCALA_EVAL_OWARE_THEIR_TWO] = 456,  /* 0.446 seeds */
  [MANCALA_EVAL_OWARE_MY_BIG] = 1071,  /* 1.046 seeds */
  [MANCALA_EVAL_OWARE_THEIR_BIG] = -1335,  /* -1.304 seeds */
  [MANCALA_EVAL_OWARE_MY_CAPTURE] = 805,  /* 0.786 seeds */
  [MANCALA_EVAL_OWARE_THEIR_CAPTURE] = -300,  /* -0.293 seeds */
  [MANCALA_EVAL_OWARE_MY_CAPTURES] = 9,  /* 0.009 seeds */
  [MANCALA_EVAL_OWARE_THEIR_CAPTURES] = 5,  /* 0.005 seeds */
  [MANCALA_EVAL_OWARE_SIDE_LATE] = -13,  /* -0.012 seeds */
};

/* Wise's Kalah weights on six houses, fitted by mancala-tune to what
 * the rest of the game exactly brings in positions of 19 to 40 seeds in
 * the houses, from 5 000 self-play games a board (docs/levels.md, "Kalah:
 * an evaluation fitted to solved positions"): 1/1024 seed per unit of
 * each term.
 */
static const int kalah_fitted_6x4[MANCALA_EVAL_KALAH_TERMS] = {
  /* 107423 positions; error on the held-out half, in seeds: 6.074
   * (nothing beyond the stores 9.489, hand-set 8.430)
   */
  [MANCALA_EVAL_KALAH_TEMPO] = -1638,  /* -1.599 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 0] = -149,  /* -0.146 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 1] = -322,  /* -0.314 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 2] = -401,  /* -0.391 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 3] = -260,  /* -0.254 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 4] = 22,  /* 0.022 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 5] = 562,  /* 0.549 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 0] = 272,  /* 0.266 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 1] = 426,  /* 0.416 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 2] = 474,  /* 0.463 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 3] = 376,  /* 0.367 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 4] = 126,  /* 0.123 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 5] = -376,  /* -0.367 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 0] = -4745,  /* -4.634 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 1] = -4903,  /* -4.788 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 2] = -3658,  /* -3.572 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 3] = -1948,  /* -1.902 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 4] = 330,  /* 0.322 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 5] = 2987,  /* 2.917 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 0] = 3581,  /* 3.497 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 1] = 3851,  /* 3.761 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 2] = 3204,  /* 3.129 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 3] = 1980,  /* 1.933 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 4] = 65,  /* 0.064 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 5] = -2466,  /* -2.408 seeds */
  [MANCALA_EVAL_KALAH_MY_EXTRA] = 2900,  /* 2.832 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EXTRA] = -1854,  /* -1.810 seeds */
  [MANCALA_EVAL_KALAH_MY_GAIN] = 904,  /* 0.883 seeds */
  [MANCALA_EVAL_KALAH_THEIR_GAIN] = -459,  /* -0.448 seeds */
  [MANCALA_EVAL_KALAH_MY_BIG] = 2012,  /* 1.965 seeds */
  [MANCALA_EVAL_KALAH_THEIR_BIG] = -2646,  /* -2.584 seeds */
  [MANCALA_EVAL_KALAH_SIDE_LATE] = 17,  /* 0.016 seeds */
};
static const int kalah_fitted_6x5[MANCALA_EVAL_KALAH_TERMS] = {
  /* 103707 positions; error on the held-out half, in seeds: 6.397
   * (nothing beyond the stores 9.605, hand-set 8.552)
   */
  [MANCALA_EVAL_KALAH_TEMPO] = -1995,  /* -1.948 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 0] = -237,  /* -0.231 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 1] = -425,  /* -0.415 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 2] = -429,  /* -0.419 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 3] = -401,  /* -0.391 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 4] = -183,  /* -0.179 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 5] = 250,  /* 0.244 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 0] = 370,  /* 0.361 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 1] = 560,  /* 0.547 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 2] = 600,  /* 0.586 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 3] = 568,  /* 0.554 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 4] = 393,  /* 0.384 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 5] = -26,  /* -0.026 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 0] = -4621,  /* -4.513 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 1] = -4812,  /* -4.699 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 2] = -3364,  /* -3.285 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 3] = -1947,  /* -1.902 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 4] = 128,  /* 0.125 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 5] = 2187,  /* 2.135 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 0] = 3366,  /* 3.287 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 1] = 3691,  /* 3.605 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 2] = 2881,  /* 2.814 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 3] = 1782,  /* 1.741 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 4] = 62,  /* 0.060 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 5] = -1992,  /* -1.945 seeds */
  [MANCALA_EVAL_KALAH_MY_EXTRA] = 2536,  /* 2.476 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EXTRA] = -1355,  /* -1.323 seeds */
  [MANCALA_EVAL_KALAH_MY_GAIN] = 932,  /* 0.911 seeds */
  [MANCALA_EVAL_KALAH_THEIR_GAIN] = -458,  /* -0.447 seeds */
  [MANCALA_EVAL_KALAH_MY_BIG] = 2364,  /* 2.308 seeds */
  [MANCALA_EVAL_KALAH_THEIR_BIG] = -3042,  /* -2.970 seeds */
  [MANCALA_EVAL_KALAH_SIDE_LATE] = 15,  /* 0.015 seeds */
};
static const int kalah_fitted_6x6[MANCALA_EVAL_KALAH_TERMS] = {
  /* 104366 positions; error on the held-out half, in seeds: 6.483
   * (nothing beyond the stores 9.665, hand-set 8.627)
   */
  [MANCALA_EVAL_KALAH_TEMPO] = -2009,  /* -1.961 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 0] = -438,  /* -0.428 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 1] = -620,  /* -0.606 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 2] = -675,  /* -0.660 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 3] = -633,  /* -0.618 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 4] = -446,  /* -0.436 seeds */
  [MANCALA_EVAL_KALAH_MY_HOUSE + 5] = 39,  /* 0.038 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 0] = 581,  /* 0.568 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 1] = 799,  /* 0.780 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 2] = 838,  /* 0.819 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 3] = 787,  /* 0.768 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 4] = 632,  /* 0.618 seeds */
  [MANCALA_EVAL_KALAH_THEIR_HOUSE + 5] = 183,  /* 0.179 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 0] = -4845,  /* -4.732 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 1] = -5030,  /* -4.912 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 2] = -3658,  /* -3.573 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 3] = -1907,  /* -1.862 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 4] = -8,  /* -0.008 seeds */
  [MANCALA_EVAL_KALAH_MY_EMPTY + 5] = 2372,  /* 2.317 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 0] = 3499,  /* 3.417 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 1] = 4018,  /* 3.924 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 2] = 3081,  /* 3.009 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 3] = 1738,  /* 1.697 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 4] = 297,  /* 0.290 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EMPTY + 5] = -2096,  /* -2.047 seeds */
  [MANCALA_EVAL_KALAH_MY_EXTRA] = 2739,  /* 2.675 seeds */
  [MANCALA_EVAL_KALAH_THEIR_EXTRA] = -1659,  /* -1.620 seeds */
  [MANCALA_EVAL_KALAH_MY_GAIN] = 957,  /* 0.934 seeds */
  [MANCALA_EVAL_KALAH_THEIR_GAIN] = -451,  /* -0.440 seeds */
  [MANCALA_EVAL_KALAH_MY_BIG] = 3242,  /* 3.166 seeds */
  [MANCALA_EVAL_KALAH_THEIR_BIG] = -4053,  /* -3.958 seeds */
  [MANCALA_EVAL_KALAH_SIDE_LATE] = 16,  /* 0.015 seeds */
};

void
_mancala_eval_default_weights (const MancalaRules *rules,
                               MancalaEvalWeights *weights)
{
  /* Measured in matches (docs/levels.md), not guessed. */
  memset (weights->terms, 0, sizeof weights->terms);
  switch (rules->variant)
    {
    case MANCALA_VARIANT_OWARE:
      weights->side = 0;
      weights->extra = 0;
      weights->mobility = 0;
      memcpy (weights->terms, oware_fitted, sizeof weights->terms);
      break;

    case MANCALA_VARIANT_CONGKAK:
      weights->side = 2;
      weights->extra = 0;
      weights->mobility = 0;
      break;

    case MANCALA_VARIANT_KALAH:
    default:
      weights->side = 2;
      weights->extra = 2;
      weights->mobility = 0;
      break;
    }
}

/* Oware: the terms, from the side to move's view ("my" / "their"). */

/* The most seeds that one move of the row @mine takes from @theirs
 * (houses 0 to @n - 1, in sowing order), and how many moves take any.
 * Sowing skips the house it starts from; a grand slam takes nothing
 * unless the rules say it does (and a forbidden one is not played).
 * The search calls this twice at every leaf: the usual case, a move
 * that does not go round the board, is a few bit tests.
 */
static inline unsigned
oware_best_capture (const uint8_t *mine,
                    const uint8_t *theirs,
                    unsigned       n,
                    bool           grand_slam_takes,
                    unsigned      *n_capturing)
{
  unsigned cycle = 2 * n - 1;  /* Pits a lap passes: all but the origin. */
  unsigned weak = 0, best = 0, count = 0, their_seeds;
  unsigned prefix[MANCALA_MAX_HOUSES + 1];

  /* Their houses of 1 or 2 seeds, which one more seed makes 2 or 3, and
   * what their houses before k hold after a seed each.
   */
  prefix[0] = 0;
  for (unsigned k = 0; k < n; k++)
    {
      weak |= (unsigned) (theirs[k] - 1u <= 1u) << k;
      prefix[k + 1] = prefix[k] + theirs[k] + 1;
    }
  their_seeds = prefix[n] - n;

  for (unsigned i = 0; i < n; i++)
    {
      unsigned seeds = mine[i], taken = 0, added;

      if (__builtin_expect (seeds < cycle, 1))
        {
          /* Their house of the last seed (past the end when it is not on
           * their side): every house up to it got one seed, and the
           * capture goes back to the first house that is not weak.
           * Without branches: which house that is cannot be guessed.
           */
          unsigned j = i + seeds - n;
          bool hits = seeds != 0 && j < n;
          unsigned jj = hits ? j : 0, below;

          hits = hits && ((weak >> jj) & 1);
          below = ~weak & ((1u << jj) - 1);
          taken = prefix[jj + 1] - prefix[31 - __builtin_clz ((below << 1) | 1)];
          added = jj + 1;
          taken = hits ? taken : 0;
        }
      else
        {
          /* Full laps before the last one, and the distance of the last
           * seed from the origin, 1 to cycle. Their house k is
           * n + k - i pits away.
           */
          unsigned laps = (seeds - 1) / cycle, last = seeds - laps * cycle, j;

          if (i + last < n || i + last >= 2 * n)
            continue;
          j = i + last - n;
          for (unsigned k = j + 1; k-- > 0;)
            {
              unsigned c = theirs[k] + laps + (n + k - i <= last);

              if (c != 2 && c != 3)
                break;
              taken += c;
            }
          added = n * laps + j + 1;
        }

      if (!grand_slam_takes && taken == their_seeds + added)
        taken = 0;

      count += taken != 0;
      best = taken > best ? taken : best;
    }

  *n_capturing = count;
  return best;
}

static inline unsigned
oware_terms (const MancalaRules    *rules,
             const MancalaPosition *pos,
             int                   *t)
{
  unsigned n = rules->houses;
  unsigned me = pos->to_move;
  const uint8_t *mine = &pos->pits[me == MANCALA_SOUTH ? 0 : n + 1];
  const uint8_t *theirs = &pos->pits[me == MANCALA_SOUTH ? n + 1 : 0];
  bool slam = rules->grand_slam == MANCALA_GRAND_SLAM_CAPTURE;
  int my_side = 0, their_side = 0, board;
  unsigned my_moves, their_moves;

  for (unsigned k = 0; k < MANCALA_EVAL_OWARE_TERMS; k++)
    t[k] = 0;

  t[MANCALA_EVAL_OWARE_TEMPO] = 1;
  t[MANCALA_EVAL_OWARE_STORES] = (int) mine[n] - (int) theirs[n];

  for (unsigned i = 0; i < n && i < MANCALA_MAX_HOUSES; i++)
    {
      unsigned a = mine[i], b = theirs[i];

      my_side += (int) a;
      their_side += (int) b;
      t[MANCALA_EVAL_OWARE_MY_HOUSE + i] = (int) a;
      t[MANCALA_EVAL_OWARE_THEIR_HOUSE + i] = (int) b;
      t[MANCALA_EVAL_OWARE_MY_EMPTY] += a == 0;
      t[MANCALA_EVAL_OWARE_THEIR_EMPTY] += b == 0;
      t[MANCALA_EVAL_OWARE_MY_ONE] += a == 1;
      t[MANCALA_EVAL_OWARE_THEIR_ONE] += b == 1;
      t[MANCALA_EVAL_OWARE_MY_TWO] += a == 2;
      t[MANCALA_EVAL_OWARE_THEIR_TWO] += b == 2;
      t[MANCALA_EVAL_OWARE_MY_BIG] += a >= 2 * n;
      t[MANCALA_EVAL_OWARE_THEIR_BIG] += b >= 2 * n;
    }

  t[MANCALA_EVAL_OWARE_MY_CAPTURE] = (int) oware_best_capture (mine, theirs, n, slam, &my_moves);
  t[MANCALA_EVAL_OWARE_THEIR_CAPTURE] = (int) oware_best_capture (theirs, mine, n, slam, &their_moves);
  t[MANCALA_EVAL_OWARE_MY_CAPTURES] = (int) my_moves;
  t[MANCALA_EVAL_OWARE_THEIR_CAPTURES] = (int) their_moves;

  /* The seeds on each side count for more as the board empties: at the
   * end they are what each side takes.
   */
  board = my_side + their_side;
  t[MANCALA_EVAL_OWARE_SIDE_LATE] = (my_side - their_side) * (2 * (int) n * rules->seeds - board) / 8;

  return MANCALA_EVAL_OWARE_TERMS;
}

/* The store difference, exact, and the fitted terms; the side and
 * mobility weights of the other variants still count when set (0 in the
 * defaults: the houses' terms hold them). The same sum as the terms of
 * oware_terms() times their weights, without the array (mancala-tune
 * check compares the two).
 */
static inline int
oware_evaluate (const MancalaRules       *rules,
                const MancalaEvalWeights *w,
                const MancalaPosition    *pos)
{
  const int *t = w->terms;
  unsigned n = rules->houses;
  unsigned me = pos->to_move;
  const uint8_t *mine = &pos->pits[me == MANCALA_SOUTH ? 0 : n + 1];
  const uint8_t *theirs = &pos->pits[me == MANCALA_SOUTH ? n + 1 : 0];
  bool slam = rules->grand_slam == MANCALA_GRAND_SLAM_CAPTURE;
  int my_side = 0, their_side = 0, empty = 0, fitted, late;
  unsigned my_best, their_best, my_moves, their_moves;

  fitted = t[MANCALA_EVAL_OWARE_TEMPO];
  for (unsigned i = 0; i < n && i < MANCALA_MAX_HOUSES; i++)
    {
      int a = mine[i], b = theirs[i];

      my_side += a;
      their_side += b;
      fitted += t[MANCALA_EVAL_OWARE_MY_HOUSE + i] * a + t[MANCALA_EVAL_OWARE_THEIR_HOUSE + i] * b;
      empty += (b == 0) - (a == 0);
      fitted += t[MANCALA_EVAL_OWARE_MY_EMPTY] * (a == 0) + t[MANCALA_EVAL_OWARE_THEIR_EMPTY] * (b == 0)
                + t[MANCALA_EVAL_OWARE_MY_ONE] * (a == 1) + t[MANCALA_EVAL_OWARE_THEIR_ONE] * (b == 1)
                + t[MANCALA_EVAL_OWARE_MY_TWO] * (a == 2) + t[MANCALA_EVAL_OWARE_THEIR_TWO] * (b == 2)
                + t[MANCALA_EVAL_OWARE_MY_BIG] * (a >= (int) (2 * n))
                + t[MANCALA_EVAL_OWARE_THEIR_BIG] * (b >= (int) (2 * n));
    }

  my_best = oware_best_capture (mine, theirs, n, slam, &my_moves);
  their_best = oware_best_capture (theirs, mine, n, slam, &their_moves);
  late = (my_side - their_side) * (2 * (int) n * rules->seeds - my_side - their_side) / 8;
  fitted += t[MANCALA_EVAL_OWARE_MY_CAPTURE] * (int) my_best
            + t[MANCALA_EVAL_OWARE_THEIR_CAPTURE] * (int) their_best
            + t[MANCALA_EVAL_OWARE_MY_CAPTURES] * (int) my_moves
            + t[MANCALA_EVAL_OWARE_THEIR_CAPTURES] * (int) their_moves
            + t[MANCALA_EVAL_OWARE_SIDE_LATE] * late
            + t[MANCALA_EVAL_OWARE_STORES] * ((int) mine[n] - (int) theirs[n]);

  /* From 1/1024 seed to the search's units, rounded to nearest. */
  return MANCALA_SCORE_SCALE * ((int) mine[n] - (int) theirs[n])
         + w->side * (my_side - their_side) + w->mobility * empty
         + ((fitted + 64) >> 7);
}

/* Kalah: the terms of Wise's evaluation (mancala-kalah-eval-private.h). */

/* Byte i of each: 0x80 less the seeds that take house i of @n to the
 * store, and round past it to its own side.
 */
static void
kalah_reach (unsigned  n,
             uint64_t *store,
             uint64_t *round)
{
  *store = *round = 0;
  for (unsigned i = 0; i < n; i++)
    {
      *store |= (uint64_t) (0x80 - (n - i)) << (8 * i);
      *round |= (uint64_t) (0x80 - (2 * n + 1 - i)) << (8 * i);
    }
}

void
_mancala_kalah_eval_init (MancalaKalahEval         *self,
                          const MancalaKalahKernel *kernel,
                          unsigned                  total_seeds,
                          const int                *w)
{
  unsigned n = kernel->houses;

  memset (self, 0, sizeof *self);
  /* The byte arithmetic wants every house below 128 seeds. */
  if (total_seeds > 127)
    return;
  for (unsigned i = 0; i < n; i++)
    for (unsigned v = 0; v < 256; v++)
      {
        int extra = v == n - i, big = v >= 2 * n + 1, empty = v == 0;

        self->mine[i][v] = w[MANCALA_EVAL_KALAH_MY_HOUSE + i] * (int) v
                           + w[MANCALA_EVAL_KALAH_MY_EMPTY + i] * empty
                           + w[MANCALA_EVAL_KALAH_MY_EXTRA] * extra
                           + w[MANCALA_EVAL_KALAH_MY_BIG] * big;
        self->theirs[i][v] = w[MANCALA_EVAL_KALAH_THEIR_HOUSE + i] * (int) v
                             + w[MANCALA_EVAL_KALAH_THEIR_EMPTY + i] * empty
                             + w[MANCALA_EVAL_KALAH_THEIR_EXTRA] * extra
                             + w[MANCALA_EVAL_KALAH_THEIR_BIG] * big;
      }
  for (unsigned b = 0; b < 256; b++)
    self->late[b] = w[MANCALA_EVAL_KALAH_SIDE_LATE] * ((int) total_seeds - (int) b);
  self->tempo = w[MANCALA_EVAL_KALAH_TEMPO];
  self->my_gain = w[MANCALA_EVAL_KALAH_MY_GAIN];
  self->their_gain = w[MANCALA_EVAL_KALAH_THEIR_GAIN];
  kalah_reach (n, &self->reach_store, &self->reach_round);
  self->ready = true;
}

static unsigned
kalah_terms (const MancalaRules    *rules,
             const MancalaPosition *pos,
             int                   *t)
{
  MancalaKalahKernel kernel;
  unsigned n = rules->houses, me = pos->to_move;
  const uint8_t *mine = &pos->pits[me == MANCALA_SOUTH ? 0 : n + 1];
  const uint8_t *theirs = &pos->pits[me == MANCALA_SOUTH ? n + 1 : 0];
  uint64_t my_word = 0, their_word = 0, store, round;
  int my_side = 0, their_side = 0;

  _mancala_kalah_kernel_init (&kernel, rules);
  kalah_reach (n, &store, &round);
  memset (t, 0, MANCALA_EVAL_KALAH_TERMS * sizeof *t);
  t[MANCALA_EVAL_KALAH_TEMPO] = 1;
  t[MANCALA_EVAL_KALAH_STORES] = (int) mine[n] - (int) theirs[n];
  for (unsigned i = 0; i < n; i++)
    {
      unsigned a = mine[i], b = theirs[i];

      my_word |= (uint64_t) a << (8 * i);
      their_word |= (uint64_t) b << (8 * i);
      my_side += (int) a;
      their_side += (int) b;
      t[MANCALA_EVAL_KALAH_MY_HOUSE + i] = (int) a;
      t[MANCALA_EVAL_KALAH_THEIR_HOUSE + i] = (int) b;
      t[MANCALA_EVAL_KALAH_MY_EMPTY + i] = a == 0;
      t[MANCALA_EVAL_KALAH_THEIR_EMPTY + i] = b == 0;
      t[MANCALA_EVAL_KALAH_MY_EXTRA] += a == n - i;
      t[MANCALA_EVAL_KALAH_THEIR_EXTRA] += b == n - i;
      t[MANCALA_EVAL_KALAH_MY_BIG] += a >= 2 * n + 1;
      t[MANCALA_EVAL_KALAH_THEIR_BIG] += b >= 2 * n + 1;
    }
  t[MANCALA_EVAL_KALAH_MY_GAIN] = _mancala_kalah_best_gain (&kernel, store, round, my_word, their_word);
  t[MANCALA_EVAL_KALAH_THEIR_GAIN] = _mancala_kalah_best_gain (&kernel, store, round, their_word, my_word);
  t[MANCALA_EVAL_KALAH_SIDE_LATE] = (my_side - their_side)
                                    * (2 * (int) n * rules->seeds - my_side - their_side);
  return MANCALA_EVAL_KALAH_TERMS;
}

const int *
_mancala_eval_kalah_weights (const MancalaRules *rules)
{
  if (rules->variant != MANCALA_VARIANT_KALAH || rules->houses != 6 || rules->empty_capture
      || rules->end_rule != MANCALA_END_IMMEDIATE)
    return NULL;
  switch (rules->seeds)
    {
    case 4:
      return kalah_fitted_6x4;
    case 5:
      return kalah_fitted_6x5;
    case 6:
      return kalah_fitted_6x6;
    default:
      return NULL;
    }
}

unsigned
_mancala_eval_terms (const MancalaRules    *rules,
                     const MancalaPosition *pos,
                     int                   *terms)
{
  unsigned n = rules->houses;
  unsigned me = pos->to_move;
  const uint8_t *mine, *theirs;

  if (rules->variant == MANCALA_VARIANT_OWARE)
    return oware_terms (rules, pos, terms);
  if (_mancala_kalah_supported (rules))
    return kalah_terms (rules, pos, terms);

  /* The other variants: the three terms of their evaluation. */
  mine = &pos->pits[me == MANCALA_SOUTH ? 0 : n + 1];
  theirs = &pos->pits[me == MANCALA_SOUTH ? n + 1 : 0];
  memset (terms, 0, MANCALA_EVAL_BASIC_TERMS * sizeof *terms);
  terms[MANCALA_EVAL_BASIC_TEMPO] = 1;
  terms[MANCALA_EVAL_BASIC_STORES] = (int) mine[n] - (int) theirs[n];
  for (unsigned i = 0; i < n; i++)
    {
      terms[MANCALA_EVAL_BASIC_SIDE] += (int) mine[i] - (int) theirs[i];
      terms[MANCALA_EVAL_BASIC_EXTRA] += mine[i] == n - i;
      terms[MANCALA_EVAL_BASIC_MOBILITY] += (mine[i] != 0) - (theirs[i] != 0);
    }
  return MANCALA_EVAL_BASIC_TERMS;
}

int
_mancala_evaluate (const MancalaSearcher *s,
                   const MancalaPosition *pos)
{
  const MancalaRules *rules = s->rules;
  const MancalaEvalWeights *w = &s->weights;
  unsigned n = rules->houses;
  unsigned me = pos->to_move;
  unsigned my_first = me == MANCALA_SOUTH ? 0 : n + 1;
  unsigned their_first = me == MANCALA_SOUTH ? n + 1 : 0;
  int my_store = pos->pits[my_first + n];
  int their_store = pos->pits[their_first + n];
  int my_side, their_side, mobility, extra;

  if (rules->variant == MANCALA_VARIANT_OWARE)
    {
      int rest;

      /* Where the table knows the rest of the game, it replaces the guess. */
      if (s->oware_table != NULL
          && _mancala_oware_table_lookup (s->oware_table, &pos->pits[my_first], &pos->pits[their_first], &rest))
        return MANCALA_SCORE_SCALE * (my_store - their_store + rest);
      return oware_evaluate (rules, w, pos);
    }

  if (n <= MANCALA_WORD_HOUSES)
    {
      uint64_t mine = _mancala_row_word (rules, pos, (MancalaSide) me);
      uint64_t theirs = _mancala_row_word (rules, pos, (MancalaSide) (1 - me));

      /* The houses whose seeds end exactly in the store match the
       * pattern byte for byte.
       */
      my_side = (int) _mancala_word_sum (mine);
      their_side = (int) _mancala_word_sum (theirs);
      mobility = (int) _mancala_word_count (mine) - (int) _mancala_word_count (theirs);
      extra = (int) n - (int) _mancala_word_count (mine ^ s->extra_pattern);
    }
  else
    {
      my_side = their_side = mobility = extra = 0;
      for (unsigned i = 0; i < n; i++)
        {
          unsigned a = pos->pits[my_first + i];
          unsigned b = pos->pits[their_first + i];

          my_side += a;
          their_side += b;
          mobility += (a != 0) - (b != 0);
          /* A house whose seeds end exactly in the store. */
          extra += a == n - i;
        }
    }

  return MANCALA_SCORE_SCALE * (my_store - their_store)
         + w->side * (my_side - their_side)
         + w->mobility * mobility
         + w->extra * extra;
}
