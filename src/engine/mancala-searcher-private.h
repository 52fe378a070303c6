/* mancala-searcher-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-kalah-eval-private.h"
#include "mancala-search-private.h"

/* The searcher's insides, shared by the search of every variant
 * (mancala-search.c) and the one of Kalah (mancala-search-kalah.c).
 */

#define EXACT_DEPTH  255   /* Depth of a result that no evaluation touched. */
#define BUCKET_SIZE  4
#define CHECK_EVERY  2048  /* Nodes between looks at the clock and the stop flag. */
#define TABLE_MIN_DEPTH 3   /* Shallower nodes skip the table (measured: faster). */

enum
{
  BOUND_LOWER = 1,
  BOUND_UPPER = 2,
  BOUND_EXACT = 3,
};

typedef struct
{
  uint64_t key;
  int16_t  score;
  uint8_t  depth;
  uint8_t  bound;
  uint8_t  move;
  uint8_t  age;
  uint8_t  padding[2];
} TableEntry;

struct _MancalaSearcher
{
  TableEntry        *table;
  size_t             bucket_mask;
  uint8_t            age;
  bool               custom_weights;
  MancalaEvalWeights weights;

  /* One search. */
  const MancalaRules *rules;
  uint64_t           extra_pattern;  /* Byte i: the seeds that end house i + 1 in the store. */
  MancalaRules       table_rules;  /* The rules the table's entries belong to. */
  bool               table_used;
  uint64_t           nodes;
  uint64_t           node_limit;
  uint64_t           next_check;
  double             deadline;
  const _Atomic int *stop;
  bool               may_abort;
  bool               aborted;
  uint64_t           inexact;  /* Counts leaves scored by the evaluation. */

  /* Kalah of up to six houses has a search of its own (mancala-search-kalah.c). */
  bool               kalah;
  MancalaKalahKernel kernel;
  /* Wise's fitted evaluation of it, where the rules have one; kalah_fitted
   * while a search uses it.
   */
  MancalaKalahEval   kalah_eval;
  bool               kalah_fitted;

  /* Move ordering: how often a house with so many seeds cut a node,
   * for each side, weighted by depth.
   */
  uint32_t           history_score[2][MANCALA_MAX_HOUSES][32];

  /* Kalah's endgame table (mancala-endgame-table.c), NULL without one;
   * kalah_eg, its values while a search may read them.
   */
  struct _MancalaEndgameTable *kalah_table;
  bool               kalah_table_tried;  /* The installed one was looked for. */
  const uint8_t     *kalah_eg;
  MancalaKalahRank   kalah_rank;

  /* Oware's endgame table (mancala-oware-table.c), NULL without one. */
  struct _MancalaOwareTable *oware_table;
  /* Oware repetition: keys along the path, and a filter over the game's past. */
  bool               repetition;
  const MancalaHistory *history;
  unsigned           history_stores;
  uint64_t           history_filter[64];
  unsigned           n_path;
  uint64_t           path[MANCALA_MAX_DEPTH + 2];
};

/* Ends the search (sets aborted) when a limit is reached. */
void _mancala_searcher_check_limits (MancalaSearcher       *s);

/* Counts a node, looking at the limits every CHECK_EVERY nodes; true
 * when the search must end.
 */
static inline bool
_mancala_searcher_count_node (MancalaSearcher *s)
{
  if (++s->nodes >= s->next_check)
    _mancala_searcher_check_limits (s);
  return s->aborted;
}

/* The value of @pos (Kalah, no swap pending) for its side to move, in
 * the units of the search; the search of the other variants calls it for
 * every Kalah node.
 */
int  _mancala_searcher_kalah_node   (MancalaSearcher       *s,
                                     const MancalaPosition *pos,
                                     int                    depth,
                                     int                    alpha,
                                     int                    beta);

static inline TableEntry *
_mancala_table_bucket (MancalaSearcher *self,
              uint64_t         key)
{
  return &self->table[((key ^ (key >> 31)) & self->bucket_mask) * BUCKET_SIZE];
}

static inline const TableEntry *
_mancala_table_probe (MancalaSearcher *self,
             uint64_t         key)
{
  TableEntry *bucket = _mancala_table_bucket (self, key);

  for (unsigned i = 0; i < BUCKET_SIZE; i++)
    if (bucket[i].key == key && bucket[i].bound != 0)
      return &bucket[i];

  return NULL;
}

static inline void
_mancala_table_store (MancalaSearcher *self,
             uint64_t         key,
             int              score,
             unsigned         depth,
             unsigned         bound,
             unsigned         move)
{
  TableEntry *bucket = _mancala_table_bucket (self, key);
  TableEntry *victim = &bucket[0];
  int victim_worth = 1 << 30;

  for (unsigned i = 0; i < BUCKET_SIZE; i++)
    {
      int worth;

      if (bucket[i].key == key)
        {
          victim = &bucket[i];
          break;
        }

      /* Old searches' entries go first, then the shallowest. */
      worth = bucket[i].depth + (bucket[i].age == self->age ? 256 : 0);
      if (bucket[i].bound == 0)
        worth = -1;
      if (worth < victim_worth)
        {
          victim_worth = worth;
          victim = &bucket[i];
        }
    }

  victim->key = key;
  victim->score = (int16_t) score;
  victim->depth = (uint8_t) depth;
  victim->bound = (uint8_t) bound;
  victim->move = (uint8_t) move;
  victim->age = self->age;
}

/* True when @entry (may be NULL) settles a node of @depth searched in
 * (alpha, beta); its score is then the node's value.
 */
static inline bool
_mancala_table_decides (MancalaSearcher  *self,
                        const TableEntry *entry,
                        int               depth,
                        int               alpha,
                        int               beta)
{
  if (entry == NULL || entry->depth < depth)
    return false;

  if (entry->bound == BOUND_EXACT
      || (entry->bound == BOUND_LOWER && entry->score >= beta)
      || (entry->bound == BOUND_UPPER && entry->score <= alpha))
    {
      if (entry->depth != EXACT_DEPTH)
        self->inexact++;
      return true;
    }

  return false;
}

/* Keeps the result @best of a node searched in (alpha, beta); exact
 * when no evaluation was needed since @inexact_before.
 */
static inline void
_mancala_table_keep (MancalaSearcher *self,
                     uint64_t         key,
                     int              best,
                     int              depth,
                     int              alpha,
                     int              beta,
                     uint64_t         inexact_before,
                     unsigned         move)
{
  _mancala_table_store (self, key, best,
                        self->inexact == inexact_before ? EXACT_DEPTH : (unsigned) depth,
                        best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT,
                        move);
}
