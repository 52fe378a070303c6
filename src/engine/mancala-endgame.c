/* mancala-endgame.c
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

#include "mancala-search-private.h"

#include <stdlib.h>

/* An endgame table for the solver, filled on first use. In Kalah and
 * single-round Congkak what is still to be won depends only on the seeds
 * in the houses: the table keeps, for every way of putting at most
 * max_seeds seeds into the houses, the seeds the side to move will win
 * from here on (minus those the other side wins). The side to move's
 * houses come first, so one table serves both sides.
 *
 * Index: all boards with fewer seeds come first, then the rank of the
 * board among those with as many seeds, by the combinatorial number
 * system (the sums of the first houses are the bars between the seeds).
 */

/* Values are kept plus 128, so that 0 (what calloc gives, page by page
 * as they are touched) means "not known yet".
 */
#define UNKNOWN 0
#define BIAS    128
#ifndef ENDGAME_MAX_SEEDS
#define ENDGAME_MAX_SEEDS 16
#endif
#define MAX_BINS (2 * MANCALA_MAX_HOUSES)
#define MAX_N    (MANCALA_MAX_PITS * MANCALA_MAX_SEEDS + MAX_BINS + 2)

struct _MancalaEndgame
{
  MancalaRules rules;
  unsigned     bins;
  unsigned     max_seeds;
  uint64_t     size;
  uint8_t     *values;
  uint64_t   (*binomial)[MAX_BINS + 1];
};

static uint64_t
choose (const MancalaEndgame *self,
        unsigned              n,
        unsigned              k)
{
  return k > n ? 0 : self->binomial[n][k];
}

bool
_mancala_endgame_supported (const MancalaRules *rules)
{
  return rules->variant == MANCALA_VARIANT_KALAH
         || (rules->variant == MANCALA_VARIANT_CONGKAK
             && rules->rounds == MANCALA_ROUNDS_SINGLE);
}

MancalaEndgame *
_mancala_endgame_new (const MancalaRules *rules,
                      uint64_t            max_entries)
{
  MancalaEndgame *self;
  unsigned total = 2u * rules->houses * rules->seeds;

  if (!_mancala_endgame_supported (rules))
    return NULL;

  self = calloc (1, sizeof *self);
  if (self == NULL)
    return NULL;

  self->binomial = calloc (MAX_N, sizeof *self->binomial);
  if (self->binomial == NULL)
    {
      free (self);
      return NULL;
    }
  for (unsigned n = 0; n < MAX_N; n++)
    {
      self->binomial[n][0] = 1;
      for (unsigned k = 1; k <= MAX_BINS && k <= n; k++)
        self->binomial[n][k] = self->binomial[n - 1][k - 1]
                               + (k <= n - 1 ? self->binomial[n - 1][k] : 0);
    }

  self->rules = *rules;
  self->bins = 2u * rules->houses;

  /* As many seeds as the size allows: boards of at most E seeds number
   * C(E + bins, bins).
   */
  self->max_seeds = 0;
  while (self->max_seeds < total && self->max_seeds < ENDGAME_MAX_SEEDS
         && choose (self, self->max_seeds + 1 + self->bins, self->bins) <= max_entries)
    self->max_seeds++;

  self->size = choose (self, self->max_seeds + self->bins, self->bins);
  self->values = calloc (self->size, 1);
  if (self->values == NULL)
    {
      free (self->binomial);
      free (self);
      return NULL;
    }

  return self;
}

void
_mancala_endgame_free (MancalaEndgame *self)
{
  if (self == NULL)
    return;

  free (self->values);
  free (self->binomial);
  free (self);
}

unsigned
_mancala_endgame_max_seeds (const MancalaEndgame *self)
{
  return self->max_seeds;
}

static uint64_t
board_index (const MancalaEndgame  *self,
             const MancalaPosition *pos,
             unsigned               seeds)
{
  unsigned houses = self->rules.houses;
  unsigned mine = pos->to_move == MANCALA_SOUTH ? 0 : houses + 1;
  unsigned theirs = pos->to_move == MANCALA_SOUTH ? houses + 1 : 0;
  uint64_t index = choose (self, seeds - 1 + self->bins, self->bins);
  unsigned sum = 0;

  if (seeds == 0)
    return 0;

  for (unsigned j = 0; j + 1 < self->bins; j++)
    {
      sum += j < houses ? pos->pits[mine + j] : pos->pits[theirs + j - houses];
      index += choose (self, sum + j, j + 1);
    }

  return index;
}

static inline int
store_difference (const MancalaRules    *rules,
                  const MancalaPosition *pos,
                  unsigned               me)
{
  return (int) pos->pits[mancala_rules_store (rules, me)]
         - (int) pos->pits[mancala_rules_store (rules, 1 - me)];
}

/* Seeds still to be won by the side to move, minus the other's. */
static int
future (MancalaEndgame        *self,
        const MancalaPosition *pos,
        unsigned               seeds,
        uint64_t              *nodes)
{
  const MancalaRules *rules = &self->rules;
  uint8_t moves[MANCALA_MAX_MOVES];
  uint64_t index = board_index (self, pos, seeds);
  unsigned n, me = pos->to_move;
  int before, best = -1000;

  if (self->values[index] != UNKNOWN)
    return (int) self->values[index] - BIAS;

  before = store_difference (rules, pos, me);
  n = mancala_position_legal_moves (rules, pos, moves);
  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;
      unsigned flags = mancala_position_apply (rules, &child, moves[i], NULL);
      int value = store_difference (rules, &child, me) - before;

      (*nodes)++;
      if (!(flags & MANCALA_MOVE_GAME_OVER))
        {
          unsigned left = seeds - (unsigned) (child.pits[rules->houses] + child.pits[2 * rules->houses + 1]
                                              - pos->pits[rules->houses] - pos->pits[2 * rules->houses + 1]);

          if (child.to_move == me)
            value += future (self, &child, left, nodes);
          else
            value -= future (self, &child, left, nodes);
        }
      if (value > best)
        best = value;
    }

  self->values[index] = (uint8_t) (best + BIAS);
  return best;
}

bool
_mancala_endgame_probe (MancalaEndgame        *self,
                        const MancalaPosition *pos,
                        unsigned               board_seeds,
                        uint64_t              *nodes,
                        int                   *value)
{
  if (board_seeds > self->max_seeds
      || (pos->flags & (MANCALA_POSITION_PIE | MANCALA_POSITION_OVER)))
    return false;

  *value = store_difference (&self->rules, pos, pos->to_move)
           + future (self, pos, board_seeds, nodes);
  return true;
}
