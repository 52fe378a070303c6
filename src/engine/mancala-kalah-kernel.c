/* mancala-kalah-kernel.c
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

#include "mancala-kalah-private.h"

#include <string.h>

void
_mancala_kalah_kernel_init (MancalaKalahKernel *self,
                            const MancalaRules *rules)
{
  unsigned n = rules->houses, cycle = 2 * rules->houses + 1;

  memset (self, 0, sizeof *self);
  self->houses = n;
  self->empty_capture = rules->empty_capture;
  self->end_immediate = rules->end_rule == MANCALA_END_IMMEDIATE;
  for (unsigned i = 0; i < n; i++)
    self->ones |= UINT64_C (1) << (8 * i);
  for (unsigned seeds = 0; seeds < 256; seeds++)
    {
      self->laps[seeds] = (uint8_t) (seeds / cycle);
      self->rem[seeds] = (uint8_t) (seeds % cycle);
    }

  /* The circuit from the mover's view: its houses 0..N-1, its store N,
   * the other side's houses N+1..2N; the other store is passed over.
   */
  for (unsigned i = 0; i < n; i++)
    for (unsigned rem = 0; rem < cycle; rem++)
      {
        unsigned c = i;

        for (unsigned k = 0; k < rem; k++)
          {
            c = (c + 1) % cycle;
            if (c < n)
              self->mask_me[i][rem] += UINT64_C (1) << (8 * c);
            else if (c == n)
              self->mask_store[i][rem]++;
            else
              self->mask_opp[i][rem] += UINT64_C (1) << (8 * (c - n - 1));
          }
        self->last[i][rem] = (uint8_t) ((i + rem) % cycle);
      }
}

void
_mancala_kalah_rank_init (MancalaKalahRank *self,
                          unsigned          houses,
                          unsigned          max_seeds)
{
  unsigned bins = 2 * houses;
  uint64_t binomial[MANCALA_KALAH_RANK_SEEDS + 2 * MANCALA_KALAH_MAX_HOUSES + 1]
                   [2 * MANCALA_KALAH_MAX_HOUSES + 1];

  memset (self, 0, sizeof *self);
  self->houses = houses;
  self->max_seeds = max_seeds;
  for (unsigned m = 0; m < sizeof binomial / sizeof binomial[0]; m++)
    {
      binomial[m][0] = 1;
      for (unsigned k = 1; k <= bins; k++)
        binomial[m][k] = k > m ? 0 : binomial[m - 1][k - 1] + (k <= m - 1 ? binomial[m - 1][k] : 0);
    }
  for (unsigned seeds = 0; seeds <= max_seeds; seeds++)
    self->start[seeds] = seeds == 0 ? 0 : binomial[seeds - 1 + bins][bins];
  for (unsigned j = 0; j + 1 < bins; j++)
    for (unsigned sum = 0; sum <= max_seeds; sum++)
      self->rank[j][sum] = binomial[sum + j][j + 1];
}

int
_mancala_kalah_split (const MancalaKalahKernel *self,
                      const MancalaPosition    *pos,
                      uint64_t                 *me,
                      uint64_t                 *opp)
{
  unsigned n = self->houses;
  unsigned mine = pos->to_move == MANCALA_SOUTH ? 0 : n + 1;
  unsigned theirs = pos->to_move == MANCALA_SOUTH ? n + 1 : 0;

  *me = *opp = 0;
  for (unsigned i = 0; i < n; i++)
    {
      *me |= (uint64_t) pos->pits[mine + i] << (8 * i);
      *opp |= (uint64_t) pos->pits[theirs + i] << (8 * i);
    }

  return (int) pos->pits[mine + n] - (int) pos->pits[theirs + n];
}

static void
join (const MancalaKalahKernel *self,
      MancalaPosition          *pos,
      uint64_t                  me,
      uint64_t                  opp)
{
  unsigned mine = pos->to_move == MANCALA_SOUTH ? 0 : self->houses + 1;
  unsigned theirs = pos->to_move == MANCALA_SOUTH ? self->houses + 1 : 0;

  for (unsigned i = 0; i < self->houses; i++)
    {
      pos->pits[mine + i] = (uint8_t) _mancala_kalah_house (me, i);
      pos->pits[theirs + i] = (uint8_t) _mancala_kalah_house (opp, i);
    }
}

unsigned
_mancala_kalah_play_position (const MancalaKalahKernel *self,
                              const MancalaPosition    *pos,
                              unsigned                  move,
                              MancalaPosition          *child,
                              int                      *gain)
{
  unsigned mover = pos->to_move;
  unsigned store = mover == MANCALA_SOUTH ? self->houses : 2 * self->houses + 1;
  MancalaKalahMove m;
  uint64_t me, opp;

  _mancala_kalah_split (self, pos, &me, &opp);
  *child = *pos;
  *gain = 0;
  _mancala_kalah_play (self, me, opp, move - 1, &m);
  *gain = m.gain;

  if (m.kind == MANCALA_KALAH_OVER)
    {
      join (self, child, 0, 0);
      child->flags |= MANCALA_POSITION_OVER;
      return MANCALA_MOVE_GAME_OVER;
    }

  child->pits[store] += (uint8_t) m.gain;
  if (m.kind == MANCALA_KALAH_NORMAL)
    child->to_move = (uint8_t) (1 - mover);
  join (self, child, m.me, m.opp);
  return m.kind == MANCALA_KALAH_EXTRA ? MANCALA_MOVE_EXTRA_TURN : 0;
}
