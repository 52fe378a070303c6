/* mancala-solve-kalah.c
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

#define _DEFAULT_SOURCE

#include "mancala-search-private.h"
#include "mancala-kalah-private.h"
#include "mancala-table-file-private.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The exact solver of Kalah on boards of up to six houses a side, the
 * one the full 6 × 4 game needs.
 *
 * A node is a board of mancala-kalah-private.h, seen from the side to
 * move. Values are the seeds the side to move will still win minus those
 * the other side will, so that positions that differ only in their
 * stores, or in which side is to move, share one table entry.
 *
 * Search: null-window alpha-beta (the caller drives it with MTD(f)) over
 * a table of exact keys with lower and upper bounds, which keeps the
 * entries whose subtrees were largest. The children of a node are all
 * played first, so that their table lines are fetched while the others
 * are generated, moves can be ordered by what they really do (extra
 * turns, then captures) and a child already known good enough cuts the
 * node off before any search (enhanced transposition cutoffs). Boards
 * with few seeds left are looked up in an endgame table: a complete one
 * mapped from a file (mancala-endgame-table.c) when the caller has one,
 * else a small one filled as it is probed; and no search is needed when
 * the seeds left cannot change the outcome of the test.
 */

#define BUCKET_SIZE      4
#define CHECK_EVERY      4096
#define EG_UNKNOWN       0
#define EG_BIAS          MANCALA_KALAH_EG_BIAS
#define VALUE_BIAS       256
#define NO_MOVE          15u

typedef struct
{
  uint64_t lo;    /* The mover's houses, then two of the other side's. */
  uint32_t hi;    /* The other side's last four houses. */
  uint32_t data;  /* Bounds, move and work; 0 when the slot is free. */
} Entry;

struct _MancalaKalahSolver
{
  MancalaKalahKernel kernel;
  unsigned           houses;
  unsigned           total_seeds;  /* At the start: the parity of every final difference. */

  Entry             *table;
  size_t             table_bytes;
  uint64_t           n_buckets;

  /* Endgame table: every board of at most eg_max seeds. A mapped file's
   * is complete and read-only (eg_bytes 0: not ours to unmap), so the
   * lookup never writes to it.
   */
  uint8_t           *eg;
  size_t             eg_bytes;
  unsigned           eg_max;
  MancalaKalahRank   eg_rank;

  uint64_t           nodes;
  uint64_t           next_check;
  const _Atomic int *stop;
  bool               aborted;
};

static void
check_stop (MancalaKalahSolver *s)
{
  s->next_check = s->nodes + CHECK_EVERY;
  if (s->stop != NULL && atomic_load_explicit (s->stop, memory_order_relaxed))
    s->aborted = true;
}

/* ---- Endgame table ------------------------------------------------- */

static int
eg_value (MancalaKalahSolver *s,
          uint64_t            me,
          uint64_t            opp,
          unsigned            seeds)
{
  uint64_t index = _mancala_kalah_rank (&s->eg_rank, me, opp, seeds);
  int best = -1000;

  if (s->eg[index] != EG_UNKNOWN)
    return (int) s->eg[index] - EG_BIAS;

  for (unsigned i = 0; i < s->houses; i++)
    {
      MancalaKalahMove c;
      int value;

      if (_mancala_kalah_house (me, i) == 0)
        continue;

      if (++s->nodes >= s->next_check)
        check_stop (s);
      if (s->aborted)
        return 0;

      switch (_mancala_kalah_play (&s->kernel, me, opp, i, &c))
        {
        case MANCALA_KALAH_OVER:
          value = c.gain;
          break;
        case MANCALA_KALAH_EXTRA:
          value = c.gain + eg_value (s, c.me, c.opp, seeds - (unsigned) c.gain);
          break;
        case MANCALA_KALAH_NORMAL:
        default:
          value = c.gain - eg_value (s, c.me, c.opp, seeds - (unsigned) c.gain);
          break;
        }
      if (value > best)
        best = value;
    }

  /* A value cut short by a stop is never kept, nor one of a board a
   * mapped table leaves out (a game over, which is never looked up).
   */
  if (s->aborted)
    return 0;
  if (s->eg_bytes != 0)
    s->eg[index] = (uint8_t) (best + EG_BIAS);
  return best;
}

/* ---- Transposition table ------------------------------------------- */

static inline Entry *
bucket_of (const MancalaKalahSolver *s,
           uint64_t                  lo,
           uint32_t                  hi)
{
  uint64_t h = lo * UINT64_C (0x9e3779b97f4a7c15) ^ (uint64_t) hi * UINT64_C (0xc2b2ae3d27d4eb4f);

  /* Boards differ mostly in their low bytes: mix them into every bit. */
  h ^= h >> 29;
  h *= UINT64_C (0xbf58476d1ce4e5b9);
  h ^= h >> 32;
  /* Any number of buckets, not only powers of two: the high word of
   * h × n_buckets, so that the table can fill the memory it is given.
   */
  return &s->table[(uint64_t) (((unsigned __int128) h * s->n_buckets) >> 64) * BUCKET_SIZE];
}

static inline uint64_t
key_lo (uint64_t me,
        uint64_t opp)
{
  return me | (opp << 48);
}

static inline uint32_t
key_hi (uint64_t opp)
{
  return (uint32_t) (opp >> 16);
}

static inline Entry *
lookup (const MancalaKalahSolver *s,
        uint64_t                  me,
        uint64_t                  opp)
{
  uint64_t lo = key_lo (me, opp);
  uint32_t hi = key_hi (opp);
  Entry *bucket = bucket_of (s, lo, hi);

  for (unsigned i = 0; i < BUCKET_SIZE; i++)
    if (bucket[i].lo == lo && bucket[i].hi == hi && bucket[i].data != 0)
      return &bucket[i];

  return NULL;
}

static inline int
entry_lower (const Entry *e)
{
  return (int) (e->data & 0x1ff) - VALUE_BIAS;
}

static inline int
entry_upper (const Entry *e)
{
  return (int) ((e->data >> 9) & 0x1ff) - VALUE_BIAS;
}

static inline unsigned
entry_move (const Entry *e)
{
  return (e->data >> 18) & 0xf;
}

static inline unsigned
entry_work (const Entry *e)
{
  return (e->data >> 22) & 0x3f;
}

static inline uint32_t
entry_data (int      lower,
            int      upper,
            unsigned move,
            unsigned work)
{
  return (uint32_t) (lower + VALUE_BIAS)
         | (uint32_t) (upper + VALUE_BIAS) << 9
         | (uint32_t) move << 18
         | (uint32_t) work << 22;
}

static void
store (MancalaKalahSolver *s,
       uint64_t            me,
       uint64_t            opp,
       int                 lower,
       int                 upper,
       unsigned            move,
       uint64_t            nodes)
{
  uint64_t lo = key_lo (me, opp);
  uint32_t hi = key_hi (opp);
  Entry *bucket = bucket_of (s, lo, hi);
  Entry *victim = NULL;
  unsigned work = 0;

  while (work < 63 && (nodes >> work) > 1)
    work++;

  for (unsigned i = 0; i < BUCKET_SIZE; i++)
    if (bucket[i].lo == lo && bucket[i].hi == hi && bucket[i].data != 0)
      {
        victim = &bucket[i];
        if (entry_work (victim) > work)
          work = entry_work (victim);
        break;
      }

  /* Otherwise the slot whose subtree was cheapest to search. */
  if (victim == NULL)
    {
      victim = &bucket[0];
      for (unsigned i = 0; i < BUCKET_SIZE && victim->data != 0; i++)
        if (bucket[i].data == 0 || entry_work (&bucket[i]) < entry_work (victim))
          victim = &bucket[i];
    }

  victim->lo = lo;
  victim->hi = hi;
  victim->data = entry_data (lower, upper, move, work);
}

/* ---- Search -------------------------------------------------------- */

/* The value of @c for the mover of its parent, with what the tables
 * already know of it: *lower <= value <= *upper.
 */
static inline void
child_bounds (MancalaKalahSolver *s,
              const MancalaKalahMove        *c,
              unsigned            seeds,
              int                *lower,
              int                *upper)
{
  const Entry *e;
  int lo = -(int) seeds, up = (int) seeds;

  if (seeds <= s->eg_max)
    lo = up = eg_value (s, c->me, c->opp, seeds);
  else if ((e = lookup (s, c->me, c->opp)) != NULL)
    {
      lo = entry_lower (e);
      up = entry_upper (e);
    }

  if (c->kind == MANCALA_KALAH_EXTRA)
    {
      *lower = c->gain + lo;
      *upper = c->gain + up;
    }
  else
    {
      *lower = c->gain - up;
      *upper = c->gain - lo;
    }
}

static int
search (MancalaKalahSolver *s,
        uint64_t            me,
        uint64_t            opp,
        unsigned            seeds,
        int                 alpha,
        int                 beta)
{
  MancalaKalahMove children[MANCALA_KALAH_MAX_HOUSES];
  const Entry *entry = NULL;
  uint64_t nodes_before = s->nodes;
  unsigned n = 0, table_move = NO_MOVE, best_move = NO_MOVE;
  int best = -1000, a;

  if (++s->nodes >= s->next_check)
    check_stop (s);
  if (s->aborted)
    return 0;

  if (seeds <= s->eg_max)
    return eg_value (s, me, opp, seeds);

  /* The seeds left cannot take the value past the window. */
  if ((int) seeds <= alpha)
    return (int) seeds;
  if (-(int) seeds >= beta)
    return -(int) seeds;

  if ((entry = lookup (s, me, opp)) != NULL)
    {
      int value;

      if (_mancala_bounds_settle (entry_lower (entry), entry_upper (entry), &alpha, &beta, &value))
        return value;
      table_move = entry_move (entry);
    }

  /* Play every move first; an ending that already reaches beta wins at once. */
  for (unsigned i = 0; i < s->houses; i++)
    {
      MancalaKalahMove *c = &children[n];
      unsigned kind;

      if (_mancala_kalah_house (me, i) == 0)
        continue;

      kind = _mancala_kalah_play (&s->kernel, me, opp, i, c);
      if (kind == MANCALA_KALAH_OVER)
        {
          s->nodes++;
          if (c->gain > best)
            {
              best = c->gain;
              best_move = i;
              if (best >= beta)
                goto done;
            }
          continue;
        }

      /* Memory is slow: ask for every child's table line at once. */
      if (seeds - (unsigned) c->gain > s->eg_max)
        __builtin_prefetch (bucket_of (s, key_lo (c->me, c->opp), key_hi (c->opp)));
      /* The table's move, then extra turns from the house nearest the
       * store (it leaves the others' counts as they are), then the
       * biggest gains; measured far better than the other orders tried.
       */
      if (i == table_move)
        c->order = 10000;
      else if (kind == MANCALA_KALAH_EXTRA)
        c->order = (int16_t) (1000 + i);
      else
        c->order = (int16_t) (16 * c->gain + i);
      n++;
    }

  /* Enhanced transposition cutoffs: a child the tables already show
   * good enough needs no search.
   */
  for (unsigned k = 0; k < n; k++)
    {
      int lower, upper;

      child_bounds (s, &children[k], seeds - (unsigned) children[k].gain, &lower, &upper);
      if (lower >= beta)
        {
          best = lower;
          best_move = children[k].move;
          goto done;
        }
      if (upper > lower && lower > alpha)
        children[k].order = (int16_t) (children[k].order + 20000);
    }
  if (s->aborted)
    return 0;

  a = best > alpha ? best : alpha;
  for (unsigned k = 0; k < n; k++)
    {
      MancalaKalahMove *c;
      unsigned left;
      int value;

      /* Selection sort: most nodes are cut off after their first child. */
      for (unsigned j = k + 1; j < n; j++)
        if (children[j].order > children[k].order)
          {
            MancalaKalahMove tmp = children[k];

            children[k] = children[j];
            children[j] = tmp;
          }

      c = &children[k];
      left = seeds - (unsigned) c->gain;
      if (c->kind == MANCALA_KALAH_EXTRA)
        value = c->gain + search (s, c->me, c->opp, left, a - c->gain, beta - c->gain);
      else
        value = c->gain - search (s, c->me, c->opp, left, c->gain - beta, c->gain - a);

      if (s->aborted)
        return 0;

      if (value > best)
        {
          best = value;
          best_move = c->move;
          if (value > a)
            a = value;
          if (a >= beta)
            break;
        }
    }

done:
    {
      int lower = -(int) seeds, upper = (int) seeds;
      const Entry *e = lookup (s, me, opp);

      if (e != NULL)
        {
          lower = entry_lower (e);
          upper = entry_upper (e);
        }
      /* Bounds from the narrowed window; fail-soft values are sound bounds. */
      if (best <= alpha)
        upper = best < upper ? best : upper;
      else if (best >= beta)
        lower = best > lower ? best : lower;
      else
        lower = upper = best;
      if (lower > upper)
        lower = upper = best;

      store (s, me, opp, lower, upper,
             best > alpha || e == NULL ? best_move : entry_move (e),
             s->nodes - nodes_before);
    }

  return best;
}

/* ---- Public -------------------------------------------------------- */

MancalaKalahSolver *
_mancala_kalah_solver_new (const MancalaRules        *rules,
                           size_t                     table_mb,
                           size_t                     endgame_bytes,
                           const MancalaEndgameTable *endgame,
                           const _Atomic int         *stop)
{
  MancalaKalahSolver *s;
  unsigned n = rules->houses, total = 2u * rules->houses * rules->seeds;
  size_t n_buckets;

  if (!_mancala_kalah_supported (rules))
    return NULL;

  s = calloc (1, sizeof *s);
  if (s == NULL)
    return NULL;

  s->houses = n;
  s->total_seeds = total;
  _mancala_kalah_kernel_init (&s->kernel, rules);
  s->stop = stop;
  s->next_check = CHECK_EVERY;

  /* The table: buckets of four 16-byte entries, one cache line each. */
  n_buckets = table_mb * 1024 * 1024 / (BUCKET_SIZE * sizeof (Entry));
  if (n_buckets == 0)
    n_buckets = 1;
  s->table_bytes = n_buckets * BUCKET_SIZE * sizeof (Entry);
  s->table = _mancala_table_map (s->table_bytes);
  if (s->table == NULL)
    {
      free (s);
      return NULL;
    }
  s->n_buckets = n_buckets;

  /* The endgame table covers as many seeds as its room allows. */
  s->eg_max = 0;
  while (s->eg_max < total && s->eg_max + 1 < MANCALA_KALAH_RANK_SEEDS
         && _mancala_table_boards (n, s->eg_max + 1) <= (uint64_t) endgame_bytes)
    s->eg_max++;
  if (endgame != NULL && !_mancala_endgame_table_fits (endgame, rules))
    endgame = NULL;
  if (endgame != NULL && mancala_endgame_table_max_seeds (endgame) > s->eg_max)
    s->eg_max = mancala_endgame_table_max_seeds (endgame);
  else
    endgame = NULL;
  _mancala_kalah_rank_init (&s->eg_rank, n, s->eg_max);

  if (endgame != NULL)
    {
      s->eg = (uint8_t *) _mancala_endgame_table_values (endgame);
      return s;
    }

  s->eg_bytes = _mancala_table_boards (n, s->eg_max);
  s->eg = _mancala_table_map (s->eg_bytes);
  if (s->eg == NULL)
    {
      _mancala_table_unmap (s->table, s->table_bytes);
      free (s);
      return NULL;
    }

  return s;
}

void
_mancala_kalah_solver_free (MancalaKalahSolver *self)
{
  if (self == NULL)
    return;

  if (self->eg_bytes != 0)
    _mancala_table_unmap (self->eg, self->eg_bytes);
  _mancala_table_unmap (self->table, self->table_bytes);
  free (self);
}

int
_mancala_kalah_solver_value (MancalaKalahSolver    *self,
                             const MancalaPosition *pos,
                             int                    alpha,
                             int                    beta)
{
  uint64_t me, opp;
  int base = _mancala_kalah_split (&self->kernel, pos, &me, &opp);

  return base + search (self, me, opp, _mancala_kalah_sum (me) + _mancala_kalah_sum (opp), alpha - base, beta - base);
}

int
_mancala_kalah_solver_exact (MancalaKalahSolver    *self,
                             const MancalaPosition *pos,
                             int                    guess)
{
  /* Every final difference has the parity of the seeds in play, so the
   * null-window tests (MTD(f)) step by two.
   */
  unsigned parity = self->total_seeds & 1u;
  int lower = -1000, upper = 1000, g = guess;

  if (((unsigned) g & 1u) != parity)
    g++;
  while (lower < upper && !self->aborted)
    {
      int beta = g == lower ? g + 2 : g;

      g = _mancala_kalah_solver_value (self, pos, beta - 1, beta);
      if (g < beta)
        {
          upper = g;
          if (((unsigned) g & 1u) != parity)
            upper = g = g - 1;
        }
      else
        {
          lower = g;
          if (((unsigned) g & 1u) != parity)
            lower = g = g + 1;
        }
    }
  return g;
}

bool
_mancala_kalah_solver_aborted (const MancalaKalahSolver *self)
{
  return self->aborted;
}

uint64_t
_mancala_kalah_solver_nodes (const MancalaKalahSolver *self)
{
  return self->nodes;
}

/* Every board's value, by seeds and then by rank: the boards a move
 * reaches with as many seeds are filled on the way (eg_value), so the
 * order needs no care.
 */
static void
fill_boards (MancalaKalahSolver *s,
             uint64_t            me,
             uint64_t            opp,
             unsigned            j,
             unsigned            left,
             unsigned            seeds)
{
  unsigned houses = s->houses;

  if (s->aborted)
    return;

  /* A board whose mover has no seeds is a game over, never looked up. */
  if (j + 1 == 2 * houses)
    {
      if (me != 0)
        eg_value (s, me, opp | (uint64_t) left << (8 * (j - houses)), seeds);
      return;
    }

  for (unsigned k = 0; k <= left; k++)
    {
      if (j < houses)
        fill_boards (s, me | (uint64_t) k << (8 * j), opp, j + 1, left - k, seeds);
      else
        fill_boards (s, me, opp | (uint64_t) k << (8 * (j - houses)), j + 1, left - k, seeds);
    }
}

const uint8_t *
_mancala_kalah_solver_fill_endgame (MancalaKalahSolver *self,
                                    unsigned           *max_seeds,
                                    size_t             *bytes)
{
  if (self->eg_bytes == 0)
    return NULL;

  for (unsigned seeds = 1; seeds <= self->eg_max && !self->aborted; seeds++)
    fill_boards (self, 0, 0, 0, seeds, seeds);
  if (self->aborted)
    return NULL;

  /* The empty board: nothing left to win. */
  self->eg[0] = EG_BIAS;
  *max_seeds = self->eg_max;
  *bytes = self->eg_bytes;
  return self->eg;
}
