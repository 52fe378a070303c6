/* mancala-oware-table.c
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

#include "mancala-oware-table-private.h"
#include "mancala-table-file-private.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Oware's endgame tables: for every board of up to max_seeds seeds on
 * the six houses a side, what the side to move still wins from it (its
 * future captures and the seeds it takes at the end, less the
 * opponent's), one signed byte a board. docs/levels.md says what the
 * value means under the repetition rule and why the search uses it
 * only where its own search ends.
 *
 * A board is its twelve houses from the mover's first house along the
 * circuit; boards are numbered by seed count and then by the
 * combinatorial number system, so a capture lands in a smaller count
 * that is already known. Within one count the moves that capture
 * nothing go round in cycles, and those boards are solved together by
 * repeated sweeps (below).
 */

#define PITS      (2 * MANCALA_OWARE_TABLE_HOUSES)
#define MAX_SWEEPS 200

/* Boards of @seeds seeds in @pits pits: C(seeds + pits - 1, pits - 1). */
static uint64_t
count_boards (unsigned pits,
              unsigned seeds)
{
  uint64_t n = 1;

  if (pits == 0)
    return seeds == 0;
  for (unsigned k = 1; k < pits; k++)
    n = n * (seeds + k) / k;
  return n;
}

void
_mancala_oware_index_init (MancalaOwareIndex *index,
                           unsigned           max_seeds)
{
  uint64_t base = 0;

  memset (index, 0, sizeof *index);
  index->max_seeds = max_seeds;
  for (unsigned s = 0; s <= max_seeds; s++)
    {
      index->base[s] = base;
      base += count_boards (PITS, s);
    }
  index->boards = base;

  /* offset[i][r][a]: the boards whose pit i holds fewer than a of the r
   * seeds left for pits i to the last.
   */
  for (unsigned i = 0; i + 1 < PITS; i++)
    for (unsigned r = 0; r <= max_seeds; r++)
      {
        uint32_t sum = 0;

        for (unsigned a = 0; a <= r; a++)
          {
            index->offset[i][r][a] = sum;
            sum += (uint32_t) count_boards (PITS - 1 - i, r - a);
          }
      }
}

static void
unrank (const MancalaOwareIndex *index,
        unsigned                 seeds,
        uint64_t                 rank,
        uint8_t                 *pits)
{
  unsigned r = seeds;

  for (unsigned i = 0; i + 1 < PITS; i++)
    {
      unsigned a = 0;

      while (a < r && index->offset[i][r][a + 1] <= rank)
        a++;
      rank -= index->offset[i][r][a];
      pits[i] = (uint8_t) a;
      r -= a;
    }
  pits[PITS - 1] = (uint8_t) r;
}

/* The board as the engine sees it: the mover is south. */
static void
to_position (const uint8_t   *pits,
             MancalaPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  memcpy (&pos->pits[0], pits, MANCALA_OWARE_TABLE_HOUSES);
  memcpy (&pos->pits[MANCALA_OWARE_TABLE_HOUSES + 1], pits + MANCALA_OWARE_TABLE_HOUSES,
          MANCALA_OWARE_TABLE_HOUSES);
  pos->to_move = MANCALA_SOUTH;
  pos->round = 1;
}

static int
row_difference (const uint8_t *pits)
{
  int d = 0;

  for (unsigned i = 0; i < MANCALA_OWARE_TABLE_HOUSES; i++)
    d += (int) pits[i] - (int) pits[i + MANCALA_OWARE_TABLE_HOUSES];
  return d;
}

/* Boards of one count: the best that a move leaving the count gives
 * (known already), and the boards that the other moves lead to.
 */
typedef struct
{
  int8_t    fixed;      /* INT8_MIN: no move leaves the count. */
  uint8_t   n_next;
  uint32_t  next[MANCALA_OWARE_TABLE_HOUSES];
} Node;

int8_t *
_mancala_oware_table_compute (const MancalaRules      *rules,
                              const MancalaOwareIndex *index)
{
  MancalaRules board_rules = *rules;
  int8_t *values;
  Node *nodes = NULL;
  int8_t *next_values = NULL;

  /* Stores start empty and never reach half of a real game's seeds, so
   * the engine's moves play the board alone.
   */
  board_rules.houses = MANCALA_OWARE_TABLE_HOUSES;
  board_rules.seeds = 4;

  values = malloc (index->boards);
  if (values == NULL)
    return NULL;

  for (unsigned s = 0; s <= index->max_seeds; s++)
    {
      uint64_t base = index->base[s];
      uint64_t n = count_boards (PITS, s);
      unsigned sweep;

      free (nodes);
      free (next_values);
      nodes = malloc (n * sizeof *nodes);
      next_values = malloc (n);
      if (nodes == NULL || next_values == NULL)
        goto fail;

      for (uint64_t r = 0; r < n; r++)
        {
          uint8_t pits[PITS], moves[MANCALA_MAX_MOVES];
          MancalaPosition pos;
          Node *node = &nodes[r];
          unsigned n_moves;
          int best = INT8_MIN;

          unrank (index, s, r, pits);
          to_position (pits, &pos);
          node->n_next = 0;
          n_moves = mancala_position_legal_moves (&board_rules, &pos, moves);
          /* No move: each side takes the seeds on its own side. */
          if (n_moves == 0)
            best = row_difference (pits);

          for (unsigned i = 0; i < n_moves; i++)
            {
              MancalaPosition child = pos;
              unsigned flags = mancala_position_apply (&board_rules, &child, moves[i], NULL);
              int gain = (int) child.pits[MANCALA_OWARE_TABLE_HOUSES]
                         - (int) child.pits[2 * MANCALA_OWARE_TABLE_HOUSES + 1];
              uint8_t next[PITS];
              unsigned left;
              int v;

              if (flags & MANCALA_MOVE_GAME_OVER)
                {
                  v = gain;
                  best = v > best ? v : best;
                  continue;
                }
              /* The opponent moves next: its row first. */
              left = _mancala_oware_table_board (&child.pits[MANCALA_OWARE_TABLE_HOUSES + 1],
                                                 &child.pits[0], next);
              if (left < s)
                {
                  v = gain - values[_mancala_oware_index_rank (index, next, left)];
                  best = v > best ? v : best;
                }
              else
                node->next[node->n_next++] = (uint32_t) (_mancala_oware_index_rank (index, next, left) - base);
            }

          node->fixed = (int8_t) best;
          /* Looking no move ahead within the count, play ends as a
           * repetition ends it.
           */
          values[base + r] = (int8_t) (node->n_next > 0 ? row_difference (pits) : best);
        }

      /* The moves within the count, swept until nothing changes: a
       * sweep is one more move looked ahead from every board.
       */
      for (sweep = 0; sweep < MAX_SWEEPS; sweep++)
        {
          uint64_t changed = 0;

          for (uint64_t r = 0; r < n; r++)
            {
              const Node *node = &nodes[r];
              int best = node->fixed;

              for (unsigned k = 0; k < node->n_next; k++)
                {
                  int v = -values[base + node->next[k]];

                  best = v > best ? v : best;
                }
              next_values[r] = (int8_t) best;
              changed += next_values[r] != values[base + r];
            }
          memcpy (values + base, next_values, n);
          if (changed == 0)
            break;
        }
    }

  free (nodes);
  free (next_values);
  return values;

fail:
  free (nodes);
  free (next_values);
  free (values);
  errno = ENOMEM;
  return NULL;
}

/* The layout of every table file (mancala-table-file-private.h); the
 * rule bytes are the houses and the grand-slam rule.
 */
#define MAGIC "MANCALA-OWARE-EG"

static void
rule_bytes (const MancalaRules *rules,
            uint8_t            *bytes)
{
  bytes[0] = rules->houses;
  bytes[1] = (uint8_t) rules->grand_slam;
  bytes[2] = 0;
}

bool
_mancala_oware_table_supported (const MancalaRules *rules)
{
  return rules->variant == MANCALA_VARIANT_OWARE && rules->houses == MANCALA_OWARE_TABLE_HOUSES;
}

int
_mancala_oware_table_name (const MancalaRules *rules,
                           char               *buf,
                           size_t              size)
{
  return snprintf (buf, size, "oware-%u-houses-grand-slam-%s.table",
                   rules->houses, mancala_grand_slam_to_string (rules->grand_slam));
}

bool
_mancala_oware_table_build (const MancalaRules *rules,
                            unsigned            max_seeds,
                            const char         *path)
{
  MancalaOwareIndex *index;
  uint8_t what[3];
  int8_t *values;
  int saved;
  bool ok;

  if (!_mancala_oware_table_supported (rules) || max_seeds == 0 || max_seeds > MANCALA_OWARE_TABLE_MAX)
    {
      errno = EINVAL;
      return false;
    }
  index = malloc (sizeof *index);
  if (index == NULL)
    return false;
  _mancala_oware_index_init (index, max_seeds);
  values = _mancala_oware_table_compute (rules, index);
  if (values == NULL)
    {
      free (index);
      return false;
    }
  rule_bytes (rules, what);
  ok = _mancala_table_file_save (path, MAGIC, what, max_seeds, values, index->boards);
  saved = errno;
  free (values);
  free (index);
  errno = saved;
  return ok;
}

MancalaOwareTable *
_mancala_oware_table_open (const MancalaRules *rules,
                           const char         *path)
{
  MancalaOwareTable *self;
  uint8_t what[3];
  size_t map_bytes;
  unsigned max_seeds;
  uint8_t *map;

  if (!_mancala_oware_table_supported (rules))
    {
      errno = EINVAL;
      return NULL;
    }
  rule_bytes (rules, what);
  map = _mancala_table_file_load (path, MAGIC, what, &max_seeds, &map_bytes);
  if (map == NULL)
    return NULL;
  /* The count of boards the file holds is the index's (both are
   * C(seeds + 12, 12)), so the seeds are all that can still be wrong.
   */
  self = max_seeds <= MANCALA_OWARE_TABLE_MAX ? malloc (sizeof *self) : NULL;
  if (self == NULL)
    {
      int saved = max_seeds <= MANCALA_OWARE_TABLE_MAX ? ENOMEM : EINVAL;

      _mancala_table_file_unload (map, map_bytes);
      errno = saved;
      return NULL;
    }
  _mancala_oware_index_init (&self->index, max_seeds);
  self->grand_slam = (uint8_t) rules->grand_slam;
  self->values = (const int8_t *) (map + MANCALA_TABLE_HEADER_BYTES);
  self->map = map;
  self->map_bytes = map_bytes;
  return self;
}

MancalaOwareTable *
_mancala_oware_table_open_installed (const MancalaRules *rules)
{
  char name[128], path[4096];

  if (!_mancala_oware_table_supported (rules))
    return NULL;
  _mancala_oware_table_name (rules, name, sizeof name);
  if (!_mancala_table_file_installed (name, path, sizeof path))
    return NULL;
  return _mancala_oware_table_open (rules, path);
}

void
_mancala_oware_table_close (MancalaOwareTable *table)
{
  if (table == NULL)
    return;
  _mancala_table_file_unload (table->map, table->map_bytes);
  free (table);
}

bool
_mancala_oware_table_fits (const MancalaOwareTable *table,
                           const MancalaRules      *rules)
{
  return _mancala_oware_table_supported (rules) && table->grand_slam == (uint8_t) rules->grand_slam;
}
