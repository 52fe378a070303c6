/* mancala-bench.c
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

#include <string.h>

/* A fixed set of runs for tracking speed across commits. The middle
 * games are reached by a fixed pseudo-random sequence of moves, so every
 * run searches the same trees.
 */

typedef enum
{
  KIND_PERFT,
  KIND_SEARCH,
  KIND_SOLVE,
} Kind;

typedef struct
{
  const char    *name;
  Kind           kind;
  MancalaVariant variant;
  unsigned       houses;
  unsigned       seeds;
  unsigned       plies;   /* Moves played from the start first. */
  unsigned       depth;
} BenchSpec;

static const BenchSpec specs[] = {
  { "kalah-6x4 perft 11 (start)", KIND_PERFT, MANCALA_VARIANT_KALAH, 6, 4, 0, 11 },
  { "oware-6x4 perft 10 (start)", KIND_PERFT, MANCALA_VARIANT_OWARE, 6, 4, 0, 10 },
  { "congkak-7x7 perft 8 (start)", KIND_PERFT, MANCALA_VARIANT_CONGKAK, 7, 7, 0, 8 },
  { "kalah-6x4 search 22 (middle game A)", KIND_SEARCH, MANCALA_VARIANT_KALAH, 6, 4, 10, 22 },
  { "kalah-6x4 search 22 (middle game B)", KIND_SEARCH, MANCALA_VARIANT_KALAH, 6, 4, 16, 22 },
  { "kalah-6x4 search 22 (middle game C)", KIND_SEARCH, MANCALA_VARIANT_KALAH, 6, 4, 6, 22 },
  { "oware-6x4 search 16 (middle game A)", KIND_SEARCH, MANCALA_VARIANT_OWARE, 6, 4, 12, 16 },
  { "oware-6x4 search 18 (middle game B)", KIND_SEARCH, MANCALA_VARIANT_OWARE, 6, 4, 20, 18 },
  { "congkak-7x7 search 12 (middle game A)", KIND_SEARCH, MANCALA_VARIANT_CONGKAK, 7, 7, 8, 12 },
  { "congkak-7x7 search 15 (middle game B)", KIND_SEARCH, MANCALA_VARIANT_CONGKAK, 7, 7, 14, 15 },
  { "kalah-4x4 solve (start)", KIND_SOLVE, MANCALA_VARIANT_KALAH, 4, 4, 0, 0 },
};

unsigned
mancala_bench_n_items (void)
{
  return sizeof specs / sizeof specs[0];
}

bool
mancala_bench_run_item (unsigned          index,
                        MancalaBenchItem *item)
{
  const BenchSpec *spec;
  MancalaRules rules;
  MancalaPosition pos;
  MancalaSearcher *searcher = NULL;
  uint64_t rng = 12345;
  double start;

  memset (item, 0, sizeof *item);
  if (index >= mancala_bench_n_items ())
    return false;

  spec = &specs[index];
  item->name = spec->name;
  item->kind = spec->kind == KIND_PERFT ? "perft" : spec->kind == KIND_SEARCH ? "search" : "solve";
  item->variant = mancala_variant_to_string (spec->variant);

  mancala_rules_init_default (&rules, spec->variant);
  rules.houses = (uint8_t) spec->houses;
  rules.seeds = (uint8_t) spec->seeds;
  mancala_position_init (&pos, &rules);

  for (unsigned i = 0; i < spec->plies && !mancala_position_is_over (&pos); i++)
    {
      uint8_t moves[MANCALA_MAX_MOVES];
      unsigned n = mancala_position_legal_moves (&rules, &pos, moves);

      mancala_position_apply (&rules, &pos, moves[_mancala_random_next (&rng) % n], NULL);
    }

  /* The table is made (and its pages touched) before the clock starts. */
  if (spec->kind == KIND_SEARCH)
    {
      searcher = mancala_searcher_new (16);
      if (searcher == NULL)
        return false;
    }

  start = _mancala_cpu_now ();
  switch (spec->kind)
    {
    case KIND_PERFT:
      item->nodes = mancala_perft (&rules, &pos, NULL, spec->depth);
      break;

    case KIND_SEARCH:
      {
        MancalaSearchLimits limits = { .depth = spec->depth };
        MancalaSearchResult result;

        mancala_searcher_search (searcher, &rules, &pos, NULL, &limits, &result);
        item->nodes = result.nodes;
      }
      break;

    case KIND_SOLVE:
    default:
      {
        MancalaSolveResult result;

        if (!mancala_solve (&rules, &pos, NULL, 0, NULL, &result))
          return false;
        item->nodes = result.nodes;
      }
      break;
    }

  item->seconds = _mancala_cpu_now () - start;
  mancala_searcher_free (searcher);
  item->nodes_per_second = item->seconds > 0 ? item->nodes / item->seconds : 0;

  return true;
}
