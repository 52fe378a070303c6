/* mancala-solve.c
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

#define _POSIX_C_SOURCE 200809L

#include "mancala-search-private.h"
#include "mancala-kalah-private.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The exact solver: MTD(f), a series of null-window alpha-beta searches
 * over a large table of lower and upper bounds.
 *
 * In Kalah and single-round Congkak the future of a game depends on the
 * houses alone, not on the stores: the table then keeps bounds on the
 * seeds still to be won, keyed by the houses, so that positions that
 * differ only in their stores share one entry.
 */

#define SOLVE_INF    10000
/* The Kalah endgame table stays in the processor's cache: memory is so
 * slow that a bigger one, covering more seeds, measured slower.
 */
#ifndef ENDGAME_BYTES
#define ENDGAME_BYTES (1024 * 1024)
#endif
#define BUCKET_SIZE  4
#define CHECK_EVERY  4096
/* The full Kalah 6 × 4 solve in less than 512 MiB, with room for the
 * rest of the process (docs/levels.md has its time against the size).
 */
#define SOLVE_DEFAULT_MB 448
/* Oware paths run on across captures; deeper than this is judged a cycle. */
#define MAX_PATH     (4 * MANCALA_MAX_PLIES)

typedef struct
{
  uint64_t key;
  int16_t  lower;
  int16_t  upper;
  uint8_t  move;
  uint8_t  used;
  uint8_t  padding[2];
} SolveEntry;

typedef struct
{
  const MancalaRules   *rules;
  SolveEntry           *table;
  size_t                bucket_mask;
  bool                  relative;    /* Table keeps the future gain only. */
  bool                  repetition;  /* Oware. */
  const MancalaHistory *history;
  unsigned              n_path;
  uint64_t              path[MAX_PATH];
  uint16_t              path_stores[MAX_PATH];
  uint64_t              nodes;
  uint64_t              next_check;
  const _Atomic int    *stop;
  bool                  aborted;
  MancalaEndgame       *endgame;
  unsigned              total_seeds;
  MancalaKalahSolver   *kalah;       /* Kalah past the swap. */
  int                   parity;      /* Of the final difference; -1 if unknown. */
} Solver;

static inline int
store_difference (const Solver          *s,
                  const MancalaPosition *pos,
                  unsigned               me)
{
  return (int) pos->pits[mancala_rules_store (s->rules, me)]
         - (int) pos->pits[mancala_rules_store (s->rules, 1 - me)];
}

static inline uint64_t
solver_key (const Solver          *s,
            const MancalaPosition *pos)
{
  MancalaPosition copy;

  if (!s->relative)
    return mancala_position_key (pos);

  /* Stores and the swap flag do not change what can still happen. */
  copy = *pos;
  copy.pits[s->rules->houses] = 0;
  copy.pits[2 * s->rules->houses + 1] = 0;
  copy.flags &= (uint8_t) ~MANCALA_POSITION_SWAPPED;
  return mancala_position_key (&copy);
}

static SolveEntry *
probe (Solver   *s,
       uint64_t  key,
       bool     *found)
{
  SolveEntry *bucket = &s->table[((key ^ (key >> 29)) & s->bucket_mask) * BUCKET_SIZE];
  SolveEntry *victim = &bucket[0];

  for (unsigned i = 0; i < BUCKET_SIZE; i++)
    {
      if (bucket[i].used && bucket[i].key == key)
        {
          *found = true;
          return &bucket[i];
        }
      if (!bucket[i].used)
        victim = &bucket[i];
    }

  *found = false;
  /* A full bucket: replace one, turning round so that none is kept for ever. */
  if (victim->used)
    victim = &bucket[key >> 62];
  return victim;
}

/* Oware: true if @pos repeats a position since the last capture, or if
 * that stretch of the game has grown as long as MancalaHistory can hold
 * (mancala_history_record() ends such a game the same way).
 */
static bool
repeats (const Solver          *s,
         const MancalaPosition *pos,
         uint64_t               key)
{
  unsigned stores = pos->pits[s->rules->houses] + pos->pits[2 * s->rules->houses + 1];
  unsigned length = 0;
  unsigned i = s->n_path;

  while (i > 0 && s->path_stores[i - 1] == stores)
    {
      i--;
      length++;
      if (s->path[i] == key)
        return true;
    }

  if (i == 0 && s->history != NULL && stores == s->history->stores)
    {
      for (unsigned j = 0; j < s->history->n_keys; j++)
        if (s->history->keys[j] == key)
          return true;
      /* The root is both on the path and in the history. */
      length += s->history->n_keys - (length > 0);
    }

  return length >= MANCALA_MAX_PLIES || s->n_path >= MAX_PATH;
}

static int solve_node (Solver                *s,
                       const MancalaPosition *pos,
                       int                    alpha,
                       int                    beta);

/* The value of @move for the mover of @pos, fail-soft in (alpha, beta). */
static int
solve_move (Solver                *s,
            const MancalaPosition *pos,
            unsigned               move,
            int                    alpha,
            int                    beta)
{
  MancalaPosition child = *pos;
  unsigned flags = mancala_position_apply (s->rules, &child, move, NULL);

  if (flags & MANCALA_MOVE_GAME_OVER)
    {
      s->nodes++;
      return store_difference (s, &child, pos->to_move);
    }

  if (child.to_move == pos->to_move && !(flags & MANCALA_MOVE_SWAPPED))
    return solve_node (s, &child, alpha, beta);

  return -solve_node (s, &child, -beta, -alpha);
}

static int
solve_node (Solver                *s,
            const MancalaPosition *pos,
            int                    alpha,
            int                    beta)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  int order[MANCALA_MAX_MOVES];
  SolveEntry *entry;
  uint64_t key;
  unsigned n, best_move = MANCALA_MOVE_NONE, table_move = MANCALA_MOVE_NONE;
  int base, best = -SOLVE_INF;
  bool found;

  s->nodes++;
  if (s->nodes >= s->next_check)
    {
      s->next_check = s->nodes + CHECK_EVERY;
      if (s->stop != NULL && atomic_load_explicit (s->stop, memory_order_relaxed))
        s->aborted = true;
    }
  if (s->aborted)
    return 0;

  if (s->kalah != NULL && !(pos->flags & MANCALA_POSITION_PIE))
    {
      int value = _mancala_kalah_solver_value (s->kalah, pos, alpha, beta);

      s->aborted = _mancala_kalah_solver_aborted (s->kalah);
      return value;
    }

  if (s->endgame != NULL)
    {
      unsigned board = s->total_seeds - pos->pits[s->rules->houses]
                       - pos->pits[2 * s->rules->houses + 1];
      int value;

      if (_mancala_endgame_probe (s->endgame, pos, board, &s->nodes, &value))
        return value;
    }

  key = solver_key (s, pos);
  if (s->repetition && repeats (s, pos, key))
    {
      int mine = (int) mancala_position_side_seeds (s->rules, pos, pos->to_move);
      int theirs = (int) mancala_position_side_seeds (s->rules, pos, 1 - pos->to_move);

      return store_difference (s, pos, pos->to_move) + mine - theirs;
    }

  base = s->relative ? store_difference (s, pos, pos->to_move) : 0;
  entry = probe (s, key, &found);
  if (found)
    {
      int value;

      if (_mancala_bounds_settle (entry->lower + base, entry->upper + base, &alpha, &beta, &value))
        return value;
      table_move = entry->move;
    }

  n = mancala_position_legal_moves (s->rules, pos, moves);
  _mancala_order_moves (s->rules, pos, moves, n, table_move, order);

  if (s->repetition)
    {
      s->path_stores[s->n_path] = (uint16_t) (pos->pits[s->rules->houses]
                                              + pos->pits[2 * s->rules->houses + 1]);
      s->path[s->n_path++] = key;
    }

  {
    int a = alpha;

    for (unsigned i = 0; i < n; i++)
      {
        unsigned move = _mancala_pick_next (moves, order, n, i);
        int value = solve_move (s, pos, move, a, beta);

        if (s->aborted)
          break;
        if (value > best)
          {
            best = value;
            best_move = move;
            if (value > a)
              a = value;
            if (a >= beta)
              break;
          }
      }
  }

  if (s->repetition)
    s->n_path--;

  if (s->aborted)
    return 0;

  /* Bounds are stored from this node's narrowed window. The entry is
   * looked up again: the one probed before the search may since have
   * been given to another position of the subtree, whose bounds these
   * are not.
   */
  entry = probe (s, key, &found);
  if (!found)
    {
      entry->key = key;
      entry->used = 1;
      entry->lower = -SOLVE_INF;
      entry->upper = SOLVE_INF;
    }
  if (best <= alpha)
    entry->upper = (int16_t) (best - base);
  else if (best >= beta)
    entry->lower = (int16_t) (best - base);
  else
    entry->lower = entry->upper = (int16_t) (best - base);
  if (!found || best > alpha)
    entry->move = (uint8_t) best_move;

  return best;
}

/* In Kalah and Congkak every seed ends in a store, so the final
 * difference has the parity of the seeds in play: values of the other
 * parity need no test.
 */
static inline int
round_to_parity (const Solver *s,
                 int           value,
                 int           direction)
{
  if (s->parity < 0 || ((value - s->parity) & 1) == 0)
    return value;
  return value + direction;
}

/* MTD(f): null-window tests that close in on the value. */
static int
mtd (Solver                *s,
     const MancalaPosition *pos,
     int                    guess)
{
  int lower = -SOLVE_INF, upper = SOLVE_INF, g = round_to_parity (s, guess, 1);
  int step = s->parity < 0 ? 1 : 2;

  while (lower < upper && !s->aborted)
    {
      int beta = g == lower ? g + step : g;

      g = solve_node (s, pos, beta - 1, beta);
      if (g < beta)
        upper = g = round_to_parity (s, g, -1);
      else
        lower = g = round_to_parity (s, g, 1);
    }

  return g;
}

bool
mancala_solve_is_fast (const MancalaRules *rules)
{
  return _mancala_kalah_supported (rules);
}

bool
mancala_solve (const MancalaRules    *rules,
               const MancalaPosition *pos,
               const MancalaHistory  *history,
               size_t                 table_mb,
               const _Atomic int     *stop,
               MancalaSolveResult    *result)
{
  return _mancala_solve_custom (rules, pos, history, table_mb, SIZE_MAX, stop, result);
}

bool
_mancala_solve_custom (const MancalaRules    *rules,
                       const MancalaPosition *pos,
                       const MancalaHistory  *history,
                       size_t                 table_mb,
                       size_t                 endgame_bytes,
                       const _Atomic int     *stop,
                       MancalaSolveResult    *result)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  Solver *s;
  size_t n_buckets = 1, bytes;
  double start = _mancala_now ();
  unsigned n;
  int value;

  memset (result, 0, sizeof *result);

  if (mancala_position_is_over (pos))
    {
      result->value = (int) pos->pits[mancala_rules_store (rules, pos->to_move)]
                      - (int) pos->pits[mancala_rules_store (rules, 1 - pos->to_move)];
      return false;
    }

  if (table_mb == 0)
    {
      unsigned total = mancala_position_total_seeds (rules, pos);

      /* Small boards need little; the full Kalah board wants room. */
      table_mb = total <= 24 ? 16 : total <= 32 ? 64 : total <= 40 ? 256 : SOLVE_DEFAULT_MB;
    }
  if (endgame_bytes == SIZE_MAX)
    endgame_bytes = ENDGAME_BYTES;

  s = calloc (1, sizeof *s);
  if (s == NULL)
    return false;

  if (_mancala_kalah_supported (rules))
    {
      s->kalah = _mancala_kalah_solver_new (rules, table_mb, endgame_bytes, stop);
      if (s->kalah == NULL)
        {
          free (s);
          return false;
        }
      /* Only the plies before the swap are left to this file's table. */
      table_mb = 1;
    }

  bytes = table_mb * 1024 * 1024;
  while (n_buckets * 2 * BUCKET_SIZE * sizeof (SolveEntry) <= bytes)
    n_buckets *= 2;
  /* calloc: the pages are zeroed as they are first touched, so a big
   * table costs nothing for a small problem.
   */
  s->table = calloc (n_buckets * BUCKET_SIZE, sizeof (SolveEntry));
  if (s->table == NULL)
    {
      _mancala_kalah_solver_free (s->kalah);
      free (s);
      return false;
    }

  s->bucket_mask = n_buckets - 1;
  s->rules = rules;
  s->stop = stop;
  s->next_check = CHECK_EVERY;
  s->relative = rules->variant == MANCALA_VARIANT_KALAH
                || (rules->variant == MANCALA_VARIANT_CONGKAK
                    && rules->rounds == MANCALA_ROUNDS_SINGLE);
  s->repetition = rules->variant == MANCALA_VARIANT_OWARE;
  s->history = s->repetition ? history : NULL;

  s->total_seeds = mancala_position_total_seeds (rules, pos);
  s->parity = s->relative ? (int) (s->total_seeds & 1) : -1;
  if (s->kalah == NULL && _mancala_endgame_supported (rules))
    {
      /* An eighth of the table's room, at most 256 MiB. */
      uint64_t entries = (uint64_t) table_mb * 1024 * 1024 / 8;

      s->endgame = _mancala_endgame_new (rules, entries < (1u << 28) ? entries : (1u << 28));
    }

  if (s->repetition)
    {
      /* The root itself is in the history already; keep it off the path. */
      s->path_stores[0] = (uint16_t) (pos->pits[rules->houses] + pos->pits[2 * rules->houses + 1]);
      s->path[s->n_path++] = mancala_position_key (pos);
    }

  n = mancala_position_legal_moves (rules, pos, moves);
  if (!s->repetition)
    {
      value = mtd (s, pos, 0);

      /* Every move that keeps the value: one null-window test each. */
      for (unsigned i = 0; i < n && !s->aborted; i++)
        if (solve_move (s, pos, moves[i], value - 1, value) >= value)
          result->best[result->n_best++] = moves[i];
    }
  else
    {
      int values[MANCALA_MAX_MOVES];

      /* With repetitions a table entry may depend on the path that
       * reached it; solving each move on its own keeps the value and
       * the list of best moves consistent.
       */
      value = -SOLVE_INF;
      for (unsigned i = 0; i < n && !s->aborted; i++)
        {
          int lower = -SOLVE_INF, upper = SOLVE_INF, g = 0;

          while (lower < upper && !s->aborted)
            {
              int beta = g == lower ? g + 1 : g;

              g = solve_move (s, pos, moves[i], beta - 1, beta);
              if (g < beta)
                upper = g;
              else
                lower = g;
            }
          values[i] = g;
          if (g > value)
            value = g;
        }
      for (unsigned i = 0; i < n && !s->aborted; i++)
        if (values[i] == value)
          result->best[result->n_best++] = moves[i];
    }

  result->value = value;
  result->nodes = s->nodes + (s->kalah != NULL ? _mancala_kalah_solver_nodes (s->kalah) : 0);
  result->seconds = _mancala_now () - start;

  {
    bool ok = !s->aborted;

    _mancala_kalah_solver_free (s->kalah);
    _mancala_endgame_free (s->endgame);
    free (s->table);
    free (s);
    return ok;
  }
}
