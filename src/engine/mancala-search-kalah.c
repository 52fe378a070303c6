/* mancala-search-kalah.c
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

#include "mancala-searcher-private.h"
#include "mancala-position-private.h"

/* The search of Kalah on boards of up to six houses: the alpha-beta of
 * mancala-search.c (principal variation search, the same table, the same
 * evaluation and the same exactness accounting) over the two-word boards
 * of mancala-kalah-private.h.
 *
 * The value of a node is the store difference so far plus what the rest
 * of the game brings, and the second part depends on the houses alone:
 * the search and its table work on that part, so that positions that
 * differ only in their stores, or in which side is to move, share one
 * table entry. A move's gain, extra turn and capture are known exactly
 * once it is played, so every child is played first and the moves are
 * ordered by what they really do.
 */

/* Shallower nodes skip the table: memory is slow, and these boards are
 * quick to search again (measured in time to a given depth: 5 beat 3,
 * 4 and 6 here).
 */
#define KALAH_TABLE_MIN_DEPTH 5

static inline uint64_t
board_key (uint64_t me,
           uint64_t opp)
{
  uint64_t h = me * UINT64_C (0x9e3779b97f4a7c15) ^ opp * UINT64_C (0xc2b2ae3d27d4eb4f);

  /* Boards differ mostly in their low bytes: mix them into every bit. */
  h ^= h >> 29;
  h *= UINT64_C (0xbf58476d1ce4e5b9);
  h ^= h >> 32;
  return h;
}

/* mancala-search.c's evaluation without the stores, or Wise's fitted
 * one (mancala-kalah-eval-private.h).
 */
static inline int
evaluate (const MancalaSearcher *s,
          uint64_t               me,
          uint64_t               opp)
{
  const MancalaEvalWeights *w = &s->weights;

  if (s->kalah_fitted)
    return _mancala_kalah_eval (&s->kalah_eval, &s->kernel, me, opp, MANCALA_SCORE_SCALE);
  return w->side * ((int) _mancala_kalah_sum (me) - (int) _mancala_kalah_sum (opp))
         + w->mobility * ((int) _mancala_word_count (me) - (int) _mancala_word_count (opp))
         + w->extra * ((int) s->kernel.houses - (int) _mancala_word_count (me ^ s->extra_pattern));
}

/* Where the endgame table holds the board, the byte of its value;
 * NULL otherwise.
 */
static inline const uint8_t *
table_byte (const MancalaSearcher *s,
            uint64_t               me,
            uint64_t               opp)
{
  unsigned seeds;

  if (s->kalah_eg == NULL)
    return NULL;
  seeds = _mancala_kalah_sum (me) + _mancala_kalah_sum (opp);
  if (seeds > s->kalah_rank.max_seeds)
    return NULL;
  return &s->kalah_eg[_mancala_kalah_rank (&s->kalah_rank, me, opp, seeds)];
}

/* The exact value for the side to move of a board the table holds. */
static inline int
table_value (const uint8_t *byte)
{
  return MANCALA_SCORE_SCALE * ((int) *byte - MANCALA_KALAH_EG_BIAS);
}

static int search (MancalaSearcher *s,
                   uint64_t         me,
                   uint64_t         opp,
                   uint64_t         key,
                   const uint8_t   *known,
                   int              depth,
                   int              alpha,
                   int              beta);

/* The value of the move @c for its mover; @known is the table's byte
 * for the board it leads to, or NULL when the table lacks it.
 */
static inline int
child_value (MancalaSearcher        *s,
             const MancalaKalahMove *c,
             uint64_t                key,
             const uint8_t          *known,
             int                     depth,
             int                     alpha,
             int                     beta)
{
  int gain = MANCALA_SCORE_SCALE * c->gain;

  /* A leaf, without the call: most nodes are leaves. */
  if (depth <= 0)
    {
      int value;

      if (_mancala_searcher_count_node (s))
        return 0;
      if (known != NULL)
        value = table_value (known);
      else
        {
          s->inexact++;
          value = evaluate (s, c->me, c->opp);
        }
      return c->kind == MANCALA_KALAH_EXTRA ? gain + value : gain - value;
    }

  if (c->kind == MANCALA_KALAH_EXTRA)
    return gain + search (s, c->me, c->opp, key, known, depth, alpha - gain, beta - gain);
  return gain - search (s, c->me, c->opp, key, known, depth, gain - beta, gain - alpha);
}

/* Not looked up yet: search() finds the byte itself (at the root). */
static const uint8_t unknown;

static int
search (MancalaSearcher *s,
        uint64_t         me,
        uint64_t         opp,
        uint64_t         key,
        const uint8_t   *known,
        int              depth,
        int              alpha,
        int              beta)
{
  MancalaKalahMove children[MANCALA_KALAH_MAX_HOUSES];
  const uint8_t *child_known[MANCALA_KALAH_MAX_HOUSES];
  const TableEntry *entry = NULL;
  unsigned n = 0, table_move = MANCALA_MOVE_NONE, best_move = MANCALA_MOVE_NONE;
  uint64_t inexact_before, keys[MANCALA_KALAH_MAX_HOUSES];
  int alpha_before = alpha, best = -MANCALA_SCORE_INF;
  bool ahead = depth - 1 >= KALAH_TABLE_MIN_DEPTH;

  if (_mancala_searcher_count_node (s))
    return 0;

  if (known == &unknown)
    known = table_byte (s, me, opp);
  if (known != NULL)
    return table_value (known);

  if (depth <= 0)
    {
      s->inexact++;
      return evaluate (s, me, opp);
    }

  if (depth >= KALAH_TABLE_MIN_DEPTH)
    {
      if (key == 0)
        key = board_key (me, opp);
      entry = _mancala_table_probe (s, key);
    }
  if (entry != NULL)
    {
      table_move = entry->move;
      if (_mancala_table_decides (s, entry, depth, alpha, beta))
        return entry->score;
    }

  inexact_before = s->inexact;
  for (unsigned i = 0; i < s->kernel.houses; i++)
    {
      MancalaKalahMove *c = &children[n];

      if (_mancala_kalah_house (me, i) == 0)
        continue;

      _mancala_kalah_play (&s->kernel, me, opp, i, c);
      /* The table's move, then extra turns from the house nearest the
       * store (it leaves the others' counts as they are), then the
       * biggest gains, then the houses nearest the store.
       */
      if (i + 1 == table_move)
        c->order = 10000;
      else if (c->kind == MANCALA_KALAH_EXTRA)
        c->order = (int16_t) (1000 + i);
      else
        c->order = (int16_t) (16 * c->gain + (int) i);
      n++;
    }

  /* Insertion sort, highest first; ties keep the houses' order. */
  for (unsigned k = 1; k < n; k++)
    {
      MancalaKalahMove c = children[k];
      unsigned j = k;

      for (; j > 0 && children[j - 1].order < c.order; j--)
        children[j] = children[j - 1];
      children[j] = c;
    }

  /* Where the children probe the table, ask for their table lines
   * together: memory answers many requests at once about as fast as one.
   */
  for (unsigned k = 0; k < n; k++)
    {
      keys[k] = 0;
      child_known[k] = NULL;
      if (children[k].kind == MANCALA_KALAH_OVER)
        continue;
      /* The endgame table is larger than any cache: its bytes too. */
      child_known[k] = table_byte (s, children[k].me, children[k].opp);
      if (child_known[k] != NULL)
        __builtin_prefetch (child_known[k]);
      else if (ahead)
        {
          keys[k] = board_key (children[k].me, children[k].opp);
          __builtin_prefetch (_mancala_table_bucket (s, keys[k]));
        }
    }

  for (unsigned k = 0; k < n; k++)
    {
      const MancalaKalahMove *c = &children[k];
      int value;

      if (c->kind == MANCALA_KALAH_OVER)
        {
          s->nodes++;
          value = MANCALA_SCORE_SCALE * c->gain;
        }
      else if (k == 0)
        value = child_value (s, c, keys[k], child_known[k], depth - 1, alpha, beta);
      else
        {
          value = child_value (s, c, keys[k], child_known[k], depth - 1, alpha, alpha + 1);
          /* A leaf's value does not depend on the window. */
          if (value > alpha && value < beta && depth > 1 && !s->aborted)
            value = child_value (s, c, keys[k], child_known[k], depth - 1, alpha, beta);
        }

      if (s->aborted)
        return 0;

      if (value > best)
        {
          best = value;
          best_move = c->move + 1u;
          if (value > alpha)
            {
              alpha = value;
              if (alpha >= beta)
                break;
            }
        }
    }

  if (depth >= KALAH_TABLE_MIN_DEPTH)
    _mancala_table_keep (s, key, best, depth, alpha_before, beta, inexact_before, best_move);

  return best;
}

int
_mancala_searcher_kalah_node (MancalaSearcher       *s,
                              const MancalaPosition *pos,
                              int                    depth,
                              int                    alpha,
                              int                    beta)
{
  uint64_t me, opp;
  int base = MANCALA_SCORE_SCALE * _mancala_kalah_split (&s->kernel, pos, &me, &opp);

  return base + search (s, me, opp, 0, &unknown, depth, alpha - base, beta - base);
}
