/* mancala-search.c
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

#include "mancala-evaluate-private.h"
#include "mancala-searcher-private.h"
#include "mancala-oware-table-private.h"
#include "mancala-position-private.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

/* Negamax alpha-beta with principal variation search, iterative deepening
 * and a transposition table. Scores are from the side to move; a move that
 * gives the same player another turn is searched without a sign flip. The
 * Kalah swap leaves north to move, but in other hands: an ordinary flip.
 */

uint64_t
_mancala_random_next (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

double
_mancala_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

double
_mancala_cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Table */

/* Tables are probed at random: with 2 MiB pages (where the kernel gives
 * them) most probes cost one cache miss instead of a cache miss and a
 * page walk.
 */
void *
_mancala_table_alloc (size_t bytes)
{
  void *table = NULL;

  if (posix_memalign (&table, 2 * 1024 * 1024, bytes) != 0)
    return NULL;
#ifdef MADV_HUGEPAGE
  madvise (table, bytes, MADV_HUGEPAGE);
#endif
  memset (table, 0, bytes);

  return table;
}

/* For the solver's big tables: pages are zeroed by the kernel as they are
 * first touched, so a table costs only what a problem really uses.
 */
void *
_mancala_table_map (size_t bytes)
{
  const size_t huge = 2 * 1024 * 1024;
  size_t length = bytes + huge;
  uint8_t *block, *start;

  block = mmap (NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (block == MAP_FAILED)
    return NULL;

  /* Trim to a 2 MiB boundary, so that the kernel can use huge pages. */
  start = (uint8_t *) (((uintptr_t) block + huge - 1) & ~(uintptr_t) (huge - 1));
  if (start > block)
    munmap (block, (size_t) (start - block));
  if (block + length > start + bytes)
    munmap (start + bytes, (size_t) (block + length - (start + bytes)));
#ifdef MADV_HUGEPAGE
  madvise (start, bytes, MADV_HUGEPAGE);
#endif

  return start;
}

void
_mancala_table_unmap (void   *table,
                      size_t  bytes)
{
  if (table != NULL)
    munmap (table, bytes);
}

MancalaSearcher *
mancala_searcher_new (size_t table_mb)
{
  MancalaSearcher *self;
  size_t bytes, n_buckets = 1;

  if (table_mb == 0)
    table_mb = 16;

  bytes = table_mb * 1024 * 1024;
  while (n_buckets * 2 * BUCKET_SIZE * sizeof (TableEntry) <= bytes)
    n_buckets *= 2;

  self = calloc (1, sizeof *self);
  if (self == NULL)
    return NULL;

  self->table = _mancala_table_alloc (n_buckets * BUCKET_SIZE * sizeof (TableEntry));
  if (self->table == NULL)
    {
      free (self);
      return NULL;
    }
  self->bucket_mask = n_buckets - 1;

  return self;
}

void
mancala_searcher_free (MancalaSearcher *self)
{
  if (self == NULL)
    return;

  _mancala_oware_table_close (self->oware_table);
  mancala_endgame_table_close (self->kalah_table);
  free (self->table);
  free (self);
}

void
mancala_searcher_clear (MancalaSearcher *self)
{
  memset (self->table, 0, (self->bucket_mask + 1) * BUCKET_SIZE * sizeof (TableEntry));
  self->age = 0;
}

void
_mancala_searcher_set_weights (MancalaSearcher          *self,
                               const MancalaEvalWeights *weights)
{
  self->custom_weights = weights != NULL;
  if (weights != NULL)
    self->weights = *weights;
}

void
_mancala_searcher_set_kalah_table (MancalaSearcher     *self,
                                   MancalaEndgameTable *table)
{
  mancala_endgame_table_close (self->kalah_table);
  self->kalah_table = table;
  if (table != NULL)
    _mancala_kalah_rank_init (&self->kalah_rank, _mancala_endgame_table_houses (table),
                              mancala_endgame_table_max_seeds (table));
}

/* Search */

static inline int
final_value (const MancalaSearcher *s,
             const MancalaPosition *pos,
             unsigned               me)
{
  int mine = pos->pits[mancala_rules_store (s->rules, me)];
  int theirs = pos->pits[mancala_rules_store (s->rules, 1 - me)];

  return MANCALA_SCORE_SCALE * (mine - theirs);
}

/* Oware: the position came back, so each side takes the seeds on its side. */
static inline int
repetition_value (const MancalaSearcher *s,
                  const MancalaPosition *pos,
                  unsigned               me)
{
  int mine = pos->pits[mancala_rules_store (s->rules, me)]
             + (int) mancala_position_side_seeds (s->rules, pos, me);
  int theirs = pos->pits[mancala_rules_store (s->rules, 1 - me)]
               + (int) mancala_position_side_seeds (s->rules, pos, 1 - me);

  return MANCALA_SCORE_SCALE * (mine - theirs);
}

static inline unsigned
stores_total (const MancalaSearcher *s,
              const MancalaPosition *pos)
{
  return pos->pits[s->rules->houses] + pos->pits[2 * s->rules->houses + 1];
}

static bool
is_repetition (const MancalaSearcher *s,
             const MancalaPosition *pos,
             uint64_t               key)
{
  for (unsigned i = 0; i < s->n_path; i++)
    if (s->path[i] == key)
      return true;

  if (s->history != NULL
      && stores_total (s, pos) == s->history_stores
      && (s->history_filter[(key >> 6) & 63] >> (key & 63)) & 1)
    {
      for (unsigned i = 0; i < s->history->n_keys; i++)
        if (s->history->keys[i] == key)
          return true;
    }

  return false;
}

void
_mancala_searcher_check_limits (MancalaSearcher *s)
{
  s->next_check = s->nodes + CHECK_EVERY;
  if (!s->may_abort)
    return;
  if (s->node_limit != 0 && s->nodes > s->node_limit)
    s->aborted = true;
  else if (s->stop != NULL && atomic_load_explicit (s->stop, memory_order_relaxed))
    s->aborted = true;
  else if (s->deadline > 0 && _mancala_now () >= s->deadline)
    s->aborted = true;
}

/* Cheap guesses, without playing the move, of what it brings: the
 * move from the table first, then extra turns, then captures.
 */
void
_mancala_order_moves (const MancalaRules    *rules,
                      const MancalaPosition *pos,
                      const uint8_t         *moves,
                      unsigned               n,
                      unsigned               table_move,
                      int                   *order)
{
  unsigned houses = rules->houses;
  unsigned me = pos->to_move;
  unsigned first = me == MANCALA_SOUTH ? 0 : houses + 1;
  unsigned their_first = me == MANCALA_SOUTH ? houses + 1 : 0;
  unsigned lap = 2 * houses + 1;

  for (unsigned i = 0; i < n; i++)
    {
      unsigned m = moves[i];
      int o = (int) m;

      if (m == table_move)
        o += 100000;
      else if (m != MANCALA_MOVE_SWAP)
        {
          unsigned h = m - 1;
          unsigned seeds = pos->pits[first + h];

          if (rules->variant == MANCALA_VARIANT_OWARE)
            {
              unsigned last = h + seeds;

              /* Lands on the other side on 1 or 2 seeds: a capture. */
              if (seeds < 2 * houses && last >= houses && last < 2 * houses)
                {
                  unsigned there = pos->pits[their_first + last - houses];

                  if (there == 1 || there == 2)
                    o += 100 + 10 * (int) there;
                }
            }
          else if ((seeds < lap ? seeds : seeds % lap) == houses - h)
            o += 1000;
          else if (seeds < lap && h + seeds < houses && pos->pits[first + h + seeds] == 0
                   && rules->variant == MANCALA_VARIANT_KALAH)
            o += 100 + 10 * pos->pits[their_first + houses - 1 - (h + seeds)];
          else if (seeds + h + 1 == lap)
            o += 100;  /* Comes round to its own empty house. */
        }

      order[i] = o;
    }
}

unsigned
_mancala_pick_next (uint8_t  *moves,
           int      *order,
           unsigned  n,
           unsigned  from)
{
  unsigned best = from;

  for (unsigned i = from + 1; i < n; i++)
    if (order[i] > order[best])
      best = i;

  if (best != from)
    {
      uint8_t m = moves[from];
      int o = order[from];

      moves[from] = moves[best];
      order[from] = order[best];
      moves[best] = m;
      order[best] = o;
    }

  return moves[from];
}

#define HISTORY_CLASS 131072
/* Below this: no capture, no extra turn, no lap back home. */
#define QUIET_ORDER   (100 * HISTORY_CLASS)
/* Moves from the fourth on may be reduced (measured, docs/levels.md). */
#define LMR_FIRST     3

static inline uint32_t *
history_slot (MancalaSearcher       *s,
              const MancalaPosition *pos,
              unsigned               move)
{
  unsigned houses = s->rules->houses;
  unsigned first = pos->to_move == MANCALA_SOUTH ? 0 : houses + 1;
  unsigned seeds = pos->pits[first + move - 1];

  return &s->history_score[pos->to_move][move - 1][seeds < 31 ? seeds : 31];
}

/* Within each class of the cheap guesses (captures, extra turns, the
 * rest), the moves that cut most nodes so far go first: a house with
 * that many seeds, for that side (history heuristic). The classes
 * move up to multiples of HISTORY_CLASS; the house number breaks ties.
 */
static void
order_by_history (MancalaSearcher       *s,
                  const MancalaPosition *pos,
                  const uint8_t         *moves,
                  unsigned               n,
                  unsigned               table_move,
                  int                   *order)
{
  for (unsigned i = 0; i < n; i++)
    {
      unsigned m = moves[i];
      uint32_t h;

      if (m == table_move)
        order[i] = 1 << 30;
      else if (m != MANCALA_MOVE_SWAP)
        {
          h = *history_slot (s, pos, m);
          order[i] = (order[i] - (int) m) * HISTORY_CLASS + (int) (h < 8191 ? h : 8191) * 16 + (int) m;
        }
    }
}

static int negamax (MancalaSearcher       *s,
                    const MancalaPosition *pos,
                    uint64_t               key,
                    int                    depth,
                    int                    alpha,
                    int                    beta);

/* A move played ahead of its search. */
typedef struct
{
  MancalaPosition position;
  uint64_t        key;      /* 0 until known. */
  unsigned        flags;
  unsigned        move;
} Child;

static inline void
play_child (MancalaSearcher       *s,
            const MancalaPosition *pos,
            unsigned               move,
            Child                 *child)
{
  child->position = *pos;
  child->flags = mancala_position_apply (s->rules, &child->position, move, NULL);
  child->move = move;
  child->key = 0;
}

/* The value of @child for the mover of @pos. */
static inline int
visit (MancalaSearcher       *s,
       const MancalaPosition *pos,
       const Child           *child,
       int                    depth,
       int                    alpha,
       int                    beta)
{
  if (child->flags & MANCALA_MOVE_GAME_OVER)
    {
      s->nodes++;
      return final_value (s, &child->position, pos->to_move);
    }

  if (child->position.to_move == pos->to_move && !(child->flags & MANCALA_MOVE_SWAPPED))
    return negamax (s, &child->position, child->key, depth, alpha, beta);

  return -negamax (s, &child->position, child->key, depth, -beta, -alpha);
}

static int
negamax (MancalaSearcher       *s,
         const MancalaPosition *pos,
         uint64_t               key,
         int                    depth,
         int                    alpha,
         int                    beta)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  int order[MANCALA_MAX_MOVES];
  Child children[MANCALA_MAX_MOVES];
  const TableEntry *entry;
  unsigned table_move = MANCALA_MOVE_NONE, best_move = MANCALA_MOVE_NONE;
  uint64_t inexact_before;
  int alpha_before = alpha, best = -MANCALA_SCORE_INF;
  unsigned n;
  bool ahead;

  if (s->kalah && !(pos->flags & MANCALA_POSITION_PIE))
    return _mancala_searcher_kalah_node (s, pos, depth, alpha, beta);

  if (_mancala_searcher_count_node (s))
    return 0;

  if (depth <= 0)
    {
      s->inexact++;
      return _mancala_evaluate (s, pos);
    }

  if (key == 0)
    {
      key = mancala_position_key (pos);
      /* The probe is a cache miss: start it while the moves are generated. */
      __builtin_prefetch (_mancala_table_bucket (s, key));
    }
  if (s->repetition && is_repetition (s, pos, key))
    return repetition_value (s, pos, pos->to_move);

  n = mancala_position_legal_moves (s->rules, pos, moves);

  /* Just above the leaves the table costs more than it saves. */
  entry = depth >= TABLE_MIN_DEPTH ? _mancala_table_probe (s, key) : NULL;
  if (entry != NULL)
    {
      table_move = entry->move;
      if (_mancala_table_decides (s, entry, depth, alpha, beta))
        return entry->score;
    }

  inexact_before = s->inexact;
  _mancala_order_moves (s->rules, pos, moves, n, table_move, order);
  order_by_history (s, pos, moves, n, table_move, order);

  /* Where the children probe the table, play them all first and ask for
   * their table lines together: memory answers many requests at once
   * about as fast as one.
   */
  ahead = depth - 1 >= TABLE_MIN_DEPTH && n > 1;
  if (ahead)
    for (unsigned i = 0; i < n; i++)
      {
        Child *c = &children[i];

        play_child (s, pos, _mancala_pick_next (moves, order, n, i), c);
        if (!(c->flags & MANCALA_MOVE_GAME_OVER))
          {
            c->key = mancala_position_key (&c->position);
            __builtin_prefetch (_mancala_table_bucket (s, c->key));
          }
      }

  if (s->repetition)
    s->path[s->n_path++] = key;

  for (unsigned i = 0; i < n; i++)
    {
      Child *c = &children[ahead ? i : 0];
      int value;

      if (!ahead)
        play_child (s, pos, _mancala_pick_next (moves, order, n, i), c);

      if (i == 0)
        value = visit (s, pos, c, depth - 1, alpha, beta);
      else
        {
          /* Late moves that neither capture nor give another turn are
           * looked at one ply shallower first, and searched in full
           * only when that shows them better than the best so far.
           */
          if (i >= LMR_FIRST && depth >= 3 && order[i] < QUIET_ORDER)
            {
              value = visit (s, pos, c, depth - 2, alpha, alpha + 1);
              if (value > alpha && !s->aborted)
                value = visit (s, pos, c, depth - 1, alpha, alpha + 1);
            }
          else
            value = visit (s, pos, c, depth - 1, alpha, alpha + 1);
          if (value > alpha && value < beta && !s->aborted)
            value = visit (s, pos, c, depth - 1, alpha, beta);
        }

      if (s->aborted)
        break;

      if (value > best)
        {
          best = value;
          best_move = c->move;
          if (value > alpha)
            {
              alpha = value;
              if (alpha >= beta)
                {
                  if (c->move != MANCALA_MOVE_SWAP)
                    *history_slot (s, pos, c->move) += (uint32_t) (depth * depth);
                  break;
                }
            }
        }
    }

  if (s->repetition)
    s->n_path--;

  if (s->aborted)
    return 0;

  if (depth >= TABLE_MIN_DEPTH)
    _mancala_table_keep (s, key, best, depth, alpha_before, beta, inexact_before, best_move);

  return best;
}

static int
to_seeds (int score)
{
  if (score >= 0)
    return (score + MANCALA_SCORE_SCALE / 2) / MANCALA_SCORE_SCALE;
  return -((-score + MANCALA_SCORE_SCALE / 2) / MANCALA_SCORE_SCALE);
}

static void
begin_search (MancalaSearcher       *s,
              const MancalaRules    *rules,
              const MancalaHistory  *history,
              const _Atomic int     *stop)
{
  /* What follows from the rules alone is worked out once per rule set;
   * entries of other rules would mislead, since keys do not hold the rules.
   */
  if (!s->table_used || !mancala_rules_equal (&s->table_rules, rules))
    {
      if (s->table_used)
        mancala_searcher_clear (s);
      s->table_rules = *rules;
      s->table_used = true;

      _mancala_eval_prepare (s, rules);
      if (s->oware_table != NULL && !_mancala_oware_table_fits (s->oware_table, rules))
        {
          _mancala_oware_table_close (s->oware_table);
          s->oware_table = NULL;
        }
      /* Mapped at the first search that can use it, never before. */
      if (s->oware_table == NULL && _mancala_oware_table_supported (rules))
        s->oware_table = _mancala_oware_table_open_installed (rules);
      s->kalah = _mancala_kalah_supported (rules);
      s->kalah_eval.ready = false;
      if (s->kalah)
        {
          const int *fitted = _mancala_eval_kalah_weights (rules);

          _mancala_kalah_kernel_init (&s->kernel, rules);
          if (fitted != NULL)
            _mancala_kalah_eval_init (&s->kalah_eval, &s->kernel,
                                      2u * rules->houses * rules->seeds, fitted);
        }
      if (s->kalah_table != NULL && !_mancala_endgame_table_fits (s->kalah_table, rules))
        _mancala_searcher_set_kalah_table (s, NULL);
      s->kalah_table_tried = false;
    }

  s->rules = rules;
  s->nodes = 0;
  s->next_check = CHECK_EVERY;
  s->stop = stop;
  s->aborted = false;
  s->may_abort = false;
  s->inexact = 0;
  s->n_path = 0;
  s->age++;
  memset (s->history_score, 0, sizeof s->history_score);
  if (!s->custom_weights)
    _mancala_eval_default_weights (rules, &s->weights);

  s->repetition = rules->variant == MANCALA_VARIANT_OWARE;
  s->history = s->repetition ? history : NULL;
  memset (s->history_filter, 0, sizeof s->history_filter);
  if (s->history != NULL)
    {
      s->history_stores = history->stores;
      for (unsigned i = 0; i < history->n_keys; i++)
        {
          uint64_t k = history->keys[i];
          s->history_filter[(k >> 6) & 63] |= 1ull << (k & 63);
        }
    }
}

/* Mapped at the first search that reads it, never before: the levels
 * below Wise never do.
 */
static void
use_kalah_table (MancalaSearcher    *s,
                 const MancalaRules *rules,
                 bool                wanted)
{
  s->kalah_eg = NULL;
  if (!wanted || !s->kalah)
    return;
  if (s->kalah_table == NULL && !s->kalah_table_tried)
    {
      s->kalah_table_tried = true;
      _mancala_searcher_set_kalah_table (s, mancala_endgame_table_open_installed (rules));
    }
  if (s->kalah_table != NULL)
    s->kalah_eg = _mancala_endgame_table_values (s->kalah_table);
}

bool
_mancala_searcher_run (MancalaSearcher       *self,
                       const MancalaRules    *rules,
                       const MancalaPosition *pos,
                       const MancalaHistory  *history,
                       const MancalaStyle    *style,
                       uint64_t               seed,
                       const _Atomic int     *stop,
                       MancalaSearchResult   *result)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  int scores[MANCALA_MAX_MOVES];
  uint64_t rng = seed;
  double start = _mancala_now ();
  unsigned max_depth, n, best_index = 0;
  int best_score = 0;
  double last_took = 0;
  bool exact = false;

  memset (result, 0, sizeof *result);
  result->move = MANCALA_MOVE_NONE;

  n = mancala_position_legal_moves (rules, pos, moves);
  if (n == 0)
    return false;

  begin_search (self, rules, history, stop);
  use_kalah_table (self, rules, !style->skip_kalah_table);
  /* Weights set by hand (the tuner's) are the hand-set evaluation's. */
  self->kalah_fitted = self->kalah && self->kalah_eval.ready && !style->hand_set_eval
                       && !self->custom_weights;
  self->node_limit = style->nodes;
  self->deadline = style->time_ms > 0 ? start + style->time_ms / 1000.0 : 0;
  max_depth = style->depth > 0 && style->depth < MANCALA_MAX_DEPTH ? style->depth : MANCALA_MAX_DEPTH;

  /* The seed decides the order of moves the search cannot tell apart. */
  for (unsigned i = n - 1; i > 0; i--)
    {
      unsigned j = (unsigned) (_mancala_random_next (&rng) % (i + 1));
      uint8_t tmp = moves[i];

      moves[i] = moves[j];
      moves[j] = tmp;
    }
  for (unsigned i = 0; i < n; i++)
    scores[i] = 0;

  if (style->random_pct > 0 && _mancala_random_next (&rng) % 100 < style->random_pct)
    {
      result->move = moves[_mancala_random_next (&rng) % n];
      result->seconds = _mancala_now () - start;
      return true;
    }

  if (self->repetition)
    self->path[self->n_path++] = mancala_position_key (pos);

  for (unsigned depth = 1; depth <= max_depth; depth++)
    {
      double iteration_start = _mancala_now ();
      int iteration_scores[MANCALA_MAX_MOVES];
      int alpha = -MANCALA_SCORE_INF;
      unsigned iteration_best = 0;
      uint64_t inexact_before = self->inexact;
      bool complete = true;

      for (unsigned i = 0; i < n; i++)
        {
          Child child;
          int value;

          play_child (self, pos, moves[i], &child);
          if (style->all_scores || i == 0)
            value = visit (self, pos, &child, depth - 1, -MANCALA_SCORE_INF, MANCALA_SCORE_INF);
          else
            {
              value = visit (self, pos, &child, depth - 1, alpha, alpha + 1);
              if (value > alpha && !self->aborted)
                value = visit (self, pos, &child, depth - 1, alpha, MANCALA_SCORE_INF);
            }

          if (self->aborted)
            {
              complete = false;
              break;
            }

          iteration_scores[i] = value;
          if (i == 0 || value > alpha)
            {
              alpha = value;
              iteration_best = i;
            }
        }

      if (!complete)
        {
          /* A better move proven before the stop still counts. */
          if (iteration_best != 0 && !style->all_scores)
            {
              best_index = iteration_best;
              best_score = alpha;
            }
          break;
        }

      memcpy (scores, iteration_scores, sizeof scores);
      best_index = iteration_best;
      best_score = alpha;
      result->depth = depth;
      self->may_abort = true;

      /* Best first next time; the others keep their order (and the seed's ties). */
      if (best_index != 0)
        {
          uint8_t m = moves[best_index];
          int v = scores[best_index];

          memmove (&moves[1], &moves[0], best_index * sizeof moves[0]);
          memmove (&scores[1], &scores[0], best_index * sizeof scores[0]);
          moves[0] = m;
          scores[0] = v;
          best_index = 0;
        }

      if (self->inexact == inexact_before)
        {
          exact = true;
          break;
        }

      /* Time: the stop at the deadline keeps what the iteration it cuts
       * has proven (its first moves), so an iteration is worth starting
       * when about half of it fits in the time left: its first move,
       * which takes most of the work. Each iteration costs about as much
       * more than the last as the last did than the one before.
       */
      if (self->deadline > 0)
        {
          double now = _mancala_now ();
          double took = now - iteration_start;
          double growth = last_took > 0 ? took / last_took : 2.0;

          if (growth < 1.5)
            growth = 1.5;
          else if (growth > 8.0)
            growth = 8.0;
          last_took = took;
          if (now + 0.5 * growth * took > self->deadline)
            break;
        }
      if (self->node_limit != 0 && self->nodes >= self->node_limit)
        break;
    }

  if (style->noise > 0 && result->depth > 0)
    {
      int top = -MANCALA_SCORE_INF;

      for (unsigned i = 0; i < n; i++)
        {
          int v = scores[i] + (int) (_mancala_random_next (&rng) % (unsigned) (style->noise + 1));

          if (v > top)
            {
              top = v;
              best_index = i;
            }
        }
      best_score = scores[best_index];
    }

  result->move = moves[best_index];
  result->score = to_seeds (best_score);
  result->exact = exact && style->noise == 0;
  result->nodes = self->nodes;
  result->stopped = stop != NULL && atomic_load (stop) != 0;
  result->seconds = _mancala_now () - start;

  return true;
}

bool
mancala_searcher_search (MancalaSearcher           *self,
                         const MancalaRules        *rules,
                         const MancalaPosition     *pos,
                         const MancalaHistory      *history,
                         const MancalaSearchLimits *limits,
                         MancalaSearchResult       *result)
{
  MancalaStyle style = {
    .depth = limits->depth,
    .nodes = limits->nodes,
    .time_ms = limits->time_ms,
  };

  return _mancala_searcher_run (self, rules, pos, history, &style,
                                limits->seed, limits->stop, result);
}
