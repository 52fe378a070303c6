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
/* The Kalah endgame table filled during the solve stays in the
 * processor's cache: filling a bigger one, covering more seeds, cost
 * more than it saved. A complete one mapped from a file
 * (mancala-endgame-table.c) costs nothing to fill and is used instead.
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
/* Oware paths run on across captures; a deeper one gives up the solve
 * (it has not been seen to happen).
 */
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

/* Oware: the positions with a given number of seeds on the board, linked
 * by the moves that capture nothing, cut into strongly connected
 * components (see path_look()).
 */
#define MAX_LEVEL_SEEDS (2 * MANCALA_MAX_HOUSES * MANCALA_MAX_SEEDS)
#define NO_COMPONENT    UINT32_MAX

typedef struct
{
  bool      tried;
  uint32_t *component;   /* By rank of the houses * 2 + side to move. */
  uint32_t *longest;     /* By component: most positions a path from it can visit. */
} Level;

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
  uint64_t              path_set[MAX_PATH];  /* Earlier positions it can reach, and itself. */
  uint64_t              path_all[MAX_PATH];  /* The whole stretch up to here. */
  uint32_t              path_component[MAX_PATH];
  uint16_t              path_length[MAX_PATH];
  uint64_t              root_above;          /* The history's, but the root. */
  Level                 levels[MAX_LEVEL_SEEDS + 1];
  size_t                level_budget;        /* Bytes the levels may still take. */
  uint64_t              binomial[MAX_LEVEL_SEEDS + 2 * MANCALA_MAX_HOUSES][2 * MANCALA_MAX_HOUSES];
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

/* probe(), and an entry it did not find is claimed for @key with no
 * bounds yet, so that the caller only narrows them.
 */
static SolveEntry *
probe_or_add (Solver   *s,
              uint64_t  key,
              bool     *found)
{
  SolveEntry *entry = probe (s, key, found);

  if (!*found)
    {
      entry->key = key;
      entry->used = 1;
      entry->lower = -SOLVE_INF;
      entry->upper = SOLVE_INF;
    }
  return entry;
}

/* ---- Oware: which earlier positions a position can reach ----------- */

static inline uint64_t
level_choose (const Solver *s,
              unsigned      n,
              unsigned      k)
{
  return k > n ? 0 : s->binomial[n][k];
}

/* The rank of the houses among those with as many seeds on the board,
 * by the combinatorial number system (as in mancala-endgame.c).
 */
static uint64_t
level_rank (const Solver          *s,
            const MancalaPosition *pos)
{
  unsigned houses = s->rules->houses, bins = 2 * houses, sum = 0;
  uint64_t rank = 0;

  for (unsigned j = 0; j + 1 < bins; j++)
    {
      sum += pos->pits[j < houses ? j : j + 1];
      rank += level_choose (s, sum + j, j + 1);
    }

  return rank;
}

static void
level_unrank (const Solver    *s,
              unsigned         seeds,
              uint64_t         rank,
              MancalaPosition *pos)
{
  unsigned houses = s->rules->houses, bins = 2 * houses;
  unsigned sums[2 * MANCALA_MAX_HOUSES];

  for (unsigned j = bins - 1; j-- > 0;)
    {
      unsigned bar = seeds + j;

      while (level_choose (s, bar, j + 1) > rank)
        bar--;
      rank -= level_choose (s, bar, j + 1);
      sums[j] = bar - j;
    }
  sums[bins - 1] = seeds;

  for (unsigned j = 0; j < bins; j++)
    pos->pits[j < houses ? j : j + 1] = (uint8_t) (sums[j] - (j > 0 ? sums[j - 1] : 0));
}

/* From the @i-th legal move of @pos on, the first that stays on the level
 * (captures nothing and ends nothing): its index, and the node it leads
 * to in @next; MANCALA_MAX_MOVES when there is none.
 */
static unsigned
level_successor (const Solver          *s,
                 const MancalaPosition *pos,
                 unsigned               i,
                 uint64_t              *next)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (s->rules, pos, moves);

  for (; i < n; i++)
    {
      MancalaPosition child = *pos;
      unsigned flags = mancala_position_apply (s->rules, &child, moves[i], NULL);

      if (!(flags & MANCALA_MOVE_GAME_OVER)
          && child.pits[s->rules->houses] == pos->pits[s->rules->houses]
          && child.pits[2 * s->rules->houses + 1] == pos->pits[2 * s->rules->houses + 1])
        {
          *next = level_rank (s, &child) * 2 + child.to_move;
          return i;
        }
    }

  return MANCALA_MAX_MOVES;
}

/* Tarjan's algorithm, without recursion. Components come out sinks
 * first, so that each one's longest path is known from its successors'.
 */
static void
level_build (Solver   *s,
             unsigned  seeds)
{
  Level *level = &s->levels[seeds];
  unsigned houses = s->rules->houses;
  uint64_t n64 = 2 * level_choose (s, seeds + 2 * houses - 1, 2 * houses - 1);
  size_t n, kept, temporary;
  uint32_t *order = NULL, *low = NULL, *reach = NULL, *stack = NULL, *frames = NULL;
  uint8_t *next_move = NULL;
  uint32_t counter = 0, n_components = 0;
  unsigned other_stores;
  MancalaPosition pos;

  level->tried = true;
  if (n64 >= UINT32_MAX / 2)
    return;
  n = (size_t) n64;
  kept = 2 * n * sizeof (uint32_t);
  temporary = 5 * n * sizeof (uint32_t) + n;
  if (kept + temporary > s->level_budget)
    return;

  level->component = malloc (n * sizeof (uint32_t));
  level->longest = malloc (n * sizeof (uint32_t));
  order = calloc (n, sizeof (uint32_t));
  low = malloc (n * sizeof (uint32_t));
  reach = malloc (n * sizeof (uint32_t));
  stack = malloc (n * sizeof (uint32_t));
  frames = malloc (n * sizeof (uint32_t));
  next_move = malloc (n);
  if (level->component == NULL || level->longest == NULL || order == NULL || low == NULL
      || reach == NULL || stack == NULL || frames == NULL || next_move == NULL)
    goto fail;

  /* The stores are the same on the whole level and decide nothing in
   * it (a capture leaves it); any split that ends no game will do.
   */
  mancala_position_init (&pos, s->rules);
  other_stores = s->total_seeds - seeds;
  pos.pits[houses] = (uint8_t) (other_stores / 2);
  pos.pits[2 * houses + 1] = (uint8_t) (other_stores - other_stores / 2);

  for (size_t root = 0; root < n; root++)
    {
      size_t depth = 0, top = 0;

      if (order[root] != 0)
        continue;

      order[root] = low[root] = ++counter;
      reach[root] = 0;
      level->component[root] = NO_COMPONENT;
      stack[top++] = (uint32_t) root;
      frames[depth++] = (uint32_t) root;
      next_move[root] = 0;

      while (depth > 0)
        {
          uint32_t v = frames[depth - 1];
          uint64_t w;
          unsigned i;

          level_unrank (s, seeds, v / 2, &pos);
          pos.to_move = (uint8_t) (v & 1);
          i = level_successor (s, &pos, next_move[v], &w);
          if (i < MANCALA_MAX_MOVES)
            {
              next_move[v] = (uint8_t) (i + 1);
              if (order[w] == 0)
                {
                  order[w] = low[w] = ++counter;
                  reach[w] = 0;
                  level->component[w] = NO_COMPONENT;
                  next_move[w] = 0;
                  stack[top++] = (uint32_t) w;
                  frames[depth++] = (uint32_t) w;
                }
              else if (level->component[w] == NO_COMPONENT)
                low[v] = low[v] < order[w] ? low[v] : order[w];
              else if (level->longest[level->component[w]] > reach[v])
                reach[v] = level->longest[level->component[w]];
              continue;
            }

          /* Every move of v is done. */
          if (low[v] == order[v])
            {
              uint32_t members = 0, longest = 0, u;

              do
                {
                  u = stack[--top];
                  members++;
                  if (reach[u] > longest)
                    longest = reach[u];
                  level->component[u] = n_components;
                }
              while (u != v);
              level->longest[n_components++] = members + longest;
            }
          depth--;
          if (depth > 0)
            {
              uint32_t parent = frames[depth - 1];

              if (level->component[v] != NO_COMPONENT)
                {
                  if (level->longest[level->component[v]] > reach[parent])
                    reach[parent] = level->longest[level->component[v]];
                }
              else if (low[v] < low[parent])
                low[parent] = low[v];
            }
        }
    }

  free (order);
  free (low);
  free (reach);
  free (stack);
  free (frames);
  free (next_move);
  {
    uint32_t *shrunk = realloc (level->longest, (n_components > 0 ? n_components : 1) * sizeof (uint32_t));

    if (shrunk != NULL)
      level->longest = shrunk;
  }
  s->level_budget -= kept;
  return;

fail:
  free (level->component);
  free (level->longest);
  level->component = level->longest = NULL;
  free (order);
  free (low);
  free (reach);
  free (stack);
  free (frames);
  free (next_move);
}

/* The component of @pos on its level, or NO_COMPONENT when the level is
 * too big to cut into components in the room given.
 */
static uint32_t
level_component (Solver                *s,
                 const MancalaPosition *pos,
                 unsigned               stores,
                 uint32_t              *longest)
{
  unsigned seeds = s->total_seeds - stores;
  Level *level = &s->levels[seeds];
  uint32_t c;

  if (seeds == 0 || seeds > MAX_LEVEL_SEEDS)
    return NO_COMPONENT;
  if (!level->tried)
    level_build (s, seeds);
  if (level->component == NULL)
    return NO_COMPONENT;

  c = level->component[level_rank (s, pos) * 2 + pos->to_move];
  *longest = level->longest[c];
  return c;
}

/* Oware: a position's value depends on the positions since the last
 * capture that are on the path to it (and in the game before the root),
 * since any of them that comes back ends the game; but only on those it
 * can reach again without a capture. These are the path's last positions
 * that lie in its strongly connected component of the level: once a path
 * leaves a component it never comes back to it. The table keys each
 * entry by the position and the set of those positions (empty for most:
 * a position just after a capture, or one whose parent it cannot reach),
 * so that a value proven on one path is reused exactly where it holds.
 * Where the level is too big to cut into components, or where the rule
 * that ends a stretch of MANCALA_MAX_PLIES positions could be reached, the
 * set is the whole stretch, which decides everything. A set is the XOR of
 * its members' keys, mixed.
 */
typedef struct
{
  unsigned stores;
  unsigned length;     /* Of the stretch, up to and with the position. */
  uint32_t component;
  uint64_t relevant;   /* For the path: the set with the position itself. */
  uint64_t all;
} PathNode;

static inline uint64_t
set_member (uint64_t key)
{
  key ^= key >> 31;
  key *= UINT64_C (0xd6e8feb86659fd93);
  key ^= key >> 32;
  return key;
}

static inline uint64_t
set_key (uint64_t key,
         uint64_t set)
{
  if (set == 0)
    return key;
  set *= UINT64_C (0x9fb21c651e98df25);
  return key ^ set ^ (set >> 29);
}

/* Returns true when the game ends at @pos (a repetition, or a stretch
 * too long); otherwise fills @node and the key of @pos's table entry.
 */
static bool
path_look (Solver                *s,
           const MancalaPosition *pos,
           uint64_t               key,
           PathNode              *node,
           uint64_t              *table_key)
{
  unsigned stores = pos->pits[s->rules->houses] + pos->pits[2 * s->rules->houses + 1];
  unsigned length = 0;
  uint32_t longest = 0;
  uint64_t relevant = 0, all = 0;
  bool scan_history = s->history != NULL && s->history->stores == stores;

  node->stores = stores;
  node->component = level_component (s, pos, stores, &longest);

  if (s->n_path > 0)
    {
      unsigned i = s->n_path;

      if (s->path_stores[i - 1] == stores)
        {
          length = s->path_length[i - 1];
          all = s->path_all[i - 1];
          relevant = s->path_set[i - 1];
        }

      /* Only the positions of its own component can come back. */
      while (i > 0 && s->path_stores[i - 1] == stores
             && (node->component == NO_COMPONENT || s->path_component[i - 1] == node->component))
        {
          i--;
          if (s->path[i] == key)
            return true;
        }
      if (i > 0)
        scan_history = false;
      if (s->n_path > 0 && node->component != NO_COMPONENT
          && s->path_component[s->n_path - 1] != node->component)
        relevant = 0;
      if (scan_history)
        for (unsigned j = 0; j < s->history->n_keys; j++)
          if (s->history->keys[j] == key)
            return true;
      if (length >= MANCALA_MAX_PLIES)
        return true;
    }
  else
    {
      /* The root: the history (which holds the root) is all earlier. */
      if (scan_history)
        for (unsigned j = 0; j < s->history->n_keys; j++)
          length += s->history->keys[j] != key;
      all = relevant = s->root_above;
    }

  if (node->component == NO_COMPONENT || length + longest >= MANCALA_MAX_PLIES)
    *table_key = set_key (key, all);
  else
    *table_key = set_key (key, relevant);

  node->length = length + 1;
  node->relevant = relevant ^ set_member (key);
  node->all = all ^ set_member (key);
  return false;
}

static inline void
path_push (Solver         *s,
           const PathNode *node,
           uint64_t        key)
{
  s->path_stores[s->n_path] = (uint16_t) node->stores;
  s->path_set[s->n_path] = node->relevant;
  s->path_all[s->n_path] = node->all;
  s->path_component[s->n_path] = node->component;
  s->path_length[s->n_path] = node->length;
  s->path[s->n_path++] = key;
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
  uint64_t key, table_key;
  PathNode path_node;
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
  table_key = key;
  if (s->repetition)
    {
      if (path_look (s, pos, key, &path_node, &table_key))
        {
          int mine = (int) mancala_position_side_seeds (s->rules, pos, pos->to_move);
          int theirs = (int) mancala_position_side_seeds (s->rules, pos, 1 - pos->to_move);

          return store_difference (s, pos, pos->to_move) + mine - theirs;
        }
      if (s->n_path >= MAX_PATH)
        {
          s->aborted = true;
          return 0;
        }
    }

  if (s->repetition)
    {
      /* Oware: the seeds on the board are all that can still change the
       * difference of the stores; a window they cannot reach is settled.
       */
      int now = store_difference (s, pos, pos->to_move);
      int board = (int) (s->total_seeds - path_node.stores);

      if (now - board >= beta)
        return now - board;
      if (now + board <= alpha)
        return now + board;
    }

  base = s->relative ? store_difference (s, pos, pos->to_move) : 0;
  entry = probe (s, table_key, &found);
  if (found)
    {
      int value;

      if (_mancala_bounds_settle (entry->lower + base, entry->upper + base, &alpha, &beta, &value))
        return value;
      table_move = entry->move;
    }
  else if (table_key != key)
    {
      /* The position's best move on another path is a good first guess
       * (only the move: its bounds do not hold here).
       */
      SolveEntry *hint = probe (s, key, &found);

      if (found)
        table_move = hint->move;
    }

  n = mancala_position_legal_moves (s->rules, pos, moves);
  _mancala_order_moves (s->rules, pos, moves, n, table_move, order);

  if (s->repetition)
    path_push (s, &path_node, key);

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
  entry = probe_or_add (s, table_key, &found);
  if (best <= alpha)
    entry->upper = (int16_t) (best - base);
  else if (best >= beta)
    entry->lower = (int16_t) (best - base);
  else
    entry->lower = entry->upper = (int16_t) (best - base);
  if (!found || best > alpha)
    entry->move = (uint8_t) best_move;
  if (table_key != key && best > alpha)
    {
      entry = probe_or_add (s, key, &found);
      entry->move = (uint8_t) best_move;
    }

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
  return _mancala_solve_custom (rules, pos, history, table_mb, SIZE_MAX, NULL, stop, result);
}

bool
mancala_solve_with_table (const MancalaRules        *rules,
                          const MancalaPosition     *pos,
                          const MancalaHistory      *history,
                          size_t                     table_mb,
                          const MancalaEndgameTable *endgame,
                          const _Atomic int         *stop,
                          MancalaSolveResult        *result)
{
  return _mancala_solve_custom (rules, pos, history, table_mb, SIZE_MAX, endgame, stop, result);
}

bool
_mancala_solve_custom (const MancalaRules    *rules,
                       const MancalaPosition *pos,
                       const MancalaHistory  *history,
                       size_t                 table_mb,
                       size_t                 endgame_bytes,
                       const MancalaEndgameTable *endgame,
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
      /* A mapped endgame table takes its share of the same budget. */
      if (endgame != NULL && _mancala_endgame_table_fits (endgame, rules))
        {
          size_t mb = (_mancala_endgame_table_bytes (endgame) + (1u << 20) - 1) >> 20;

          table_mb = table_mb > mb + 16 ? table_mb - mb : 16;
        }
    }
  if (endgame_bytes == SIZE_MAX)
    endgame_bytes = ENDGAME_BYTES;

  s = calloc (1, sizeof *s);
  if (s == NULL)
    return false;

  if (_mancala_kalah_supported (rules))
    {
      s->kalah = _mancala_kalah_solver_new (rules, table_mb, endgame_bytes, endgame, stop);
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
      uint64_t root = mancala_position_key (pos);
      unsigned stores = pos->pits[rules->houses] + pos->pits[2 * rules->houses + 1];

      /* The past the root's value depends on: the game's positions since
       * the last capture, the root's own left out (it is on the path).
       */
      if (history != NULL && history->stores == stores)
        for (unsigned j = 0; j < history->n_keys; j++)
          if (history->keys[j] != root)
            s->root_above ^= set_member (history->keys[j]);

      /* Binomials for ranking the houses, saturated: levels too big for
       * them are far too big to cut into components anyway.
       */
      for (unsigned m = 0; m < MAX_LEVEL_SEEDS + 2 * MANCALA_MAX_HOUSES; m++)
        {
          s->binomial[m][0] = 1;
          for (unsigned k = 1; k < 2 * MANCALA_MAX_HOUSES; k++)
            {
              uint64_t sum = m == 0 ? 0 : s->binomial[m - 1][k - 1] + s->binomial[m - 1][k];

              s->binomial[m][k] = sum < (UINT64_C (1) << 62) ? sum : UINT64_C (1) << 62;
            }
        }
      /* The components may take as much room as the table. */
      s->level_budget = table_mb * 1024 * 1024;
    }

  n = mancala_position_legal_moves (rules, pos, moves);
  value = mtd (s, pos, 0);

  /* Every move that keeps the value: one null-window test each, from
   * the root as the path's first position.
   */
  if (s->repetition)
    {
      PathNode root;
      uint64_t unused;

      path_look (s, pos, mancala_position_key (pos), &root, &unused);
      path_push (s, &root, mancala_position_key (pos));
    }
  for (unsigned i = 0; i < n && !s->aborted; i++)
    if (solve_move (s, pos, moves[i], value - 1, value) >= value)
      result->best[result->n_best++] = moves[i];

  result->value = value;
  result->nodes = s->nodes + (s->kalah != NULL ? _mancala_kalah_solver_nodes (s->kalah) : 0);
  result->seconds = _mancala_now () - start;

  {
    bool ok = !s->aborted;

    _mancala_kalah_solver_free (s->kalah);
    _mancala_endgame_free (s->endgame);
    for (unsigned k = 0; k <= MAX_LEVEL_SEEDS; k++)
      {
        free (s->levels[k].component);
        free (s->levels[k].longest);
      }
    free (s->table);
    free (s);
    return ok;
  }
}
