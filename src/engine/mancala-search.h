/* mancala-search.h
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

#pragma once

#include "mancala-position.h"

/* The computer players: an alpha-beta search, five levels, an exact
 * solver, matches between levels and a benchmark. Plain C11, no GLib, no
 * global mutable state: any number of searches may run in parallel
 * threads, each on its own copy of the position.
 *
 * Scores are in seeds, from the point of view of the side to move: the
 * expected final store difference (mover minus the other side). Exact
 * scores are the true final difference under perfect play.
 *
 * Cancelling: every long call takes a `stop` pointer (may be NULL). Set
 * `*stop` to non-zero from another thread; the call checks it every few
 * thousand nodes and returns promptly with the best move found so far.
 */

typedef enum
{
  MANCALA_LEVEL_FOOLISH,
  MANCALA_LEVEL_SIMPLE,
  MANCALA_LEVEL_AVERAGE,
  MANCALA_LEVEL_CLEVER,
  MANCALA_LEVEL_WISE,
  MANCALA_N_LEVELS
} MancalaLevel;

/* "foolish" .. "wise"; from_string also accepts "1" .. "5". */
const char *mancala_level_to_string   (MancalaLevel  level);
bool        mancala_level_from_string (const char   *name,
                                       MancalaLevel *level);
/* "foolish" .. "wise" and NULL, in level order. */
const char * const *mancala_level_names (void);

/* Zero in a field means "no limit" for it (depth 0 = as deep as needed).
 * With every field zero the search runs until the game is solved or
 * stopped: give at least one limit.
 */
typedef struct
{
  unsigned          depth;    /* Plies of iterative deepening. */
  uint64_t          nodes;    /* Node budget: reproducible, unlike time. */
  unsigned          time_ms;  /* Wall-clock budget. */
  uint64_t          seed;     /* Breaks ties among equal moves. */
  const _Atomic int *stop;    /* Non-zero: stop now. May be NULL. */
} MancalaSearchLimits;

typedef struct
{
  unsigned move;     /* A legal move, or MANCALA_MOVE_NONE if the game is over. */
  int      score;    /* Seeds, side to move's view. */
  unsigned depth;    /* Last fully searched depth. */
  uint64_t nodes;
  double   seconds;
  bool     exact;    /* score is the proven final difference. */
  bool     stopped;  /* Ended by *stop (move is still legal). */
} MancalaSearchResult;

/* A searcher owns its transposition table (allocated once, here). Reuse
 * it for the moves of one game; use one per thread.
 */
typedef struct _MancalaSearcher MancalaSearcher;

/* @table_mb: transposition table size in MiB (0 = a small default).
 * Returns NULL when out of memory.
 */
MancalaSearcher *mancala_searcher_new    (size_t                     table_mb);
void             mancala_searcher_free   (MancalaSearcher           *self);
/* Forgets everything learnt. Not needed for other rules: a search with
 * other rules than the last clears the table itself.
 */
void             mancala_searcher_clear  (MancalaSearcher           *self);

/* Iterative-deepening alpha-beta at full strength within @limits.
 * @history (may be NULL) is the game's past, for the Oware repetition
 * rule. Fills @result and returns true unless the game is over.
 */
bool             mancala_searcher_search (MancalaSearcher           *self,
                                          const MancalaRules        *rules,
                                          const MancalaPosition     *pos,
                                          const MancalaHistory      *history,
                                          const MancalaSearchLimits *limits,
                                          MancalaSearchResult       *result);

/* The move a computer player of @level makes, with the level's own
 * budget and randomness (same @seed, same move; Wise only while its
 * one-second cap does not cut the search short on a very busy machine).
 * No side effects: the window's worker thread and the Advice button both
 * use it. Returns false (move = MANCALA_MOVE_NONE) if the game is over.
 */
bool             mancala_level_choose_move    (const MancalaRules    *rules,
                                               const MancalaPosition *pos,
                                               const MancalaHistory  *history,
                                               MancalaLevel           level,
                                               uint64_t               seed,
                                               const _Atomic int     *stop,
                                               MancalaSearchResult   *result);

/* The same with a searcher kept across moves (faster in long series). */
bool             mancala_searcher_choose_move (MancalaSearcher       *self,
                                               const MancalaRules    *rules,
                                               const MancalaPosition *pos,
                                               const MancalaHistory  *history,
                                               MancalaLevel           level,
                                               uint64_t               seed,
                                               const _Atomic int     *stop,
                                               MancalaSearchResult   *result);

/* Exact solution of a position: its value and every optimal first move. */
typedef struct
{
  int      value;                       /* Final difference, side to move's view. */
  unsigned n_best;
  uint8_t  best[MANCALA_MAX_MOVES];     /* Increasing order (swap first). */
  uint64_t nodes;
  double   seconds;
} MancalaSolveResult;

/* @table_mb: transposition table size (0 = a default fitting 4 GiB runs
 * of the full board). Returns false if stopped, out of memory or the
 * game is over (then value is the final difference and n_best is 0).
 */
bool             mancala_solve           (const MancalaRules        *rules,
                                          const MancalaPosition     *pos,
                                          const MancalaHistory      *history,
                                          size_t                     table_mb,
                                          const _Atomic int         *stop,
                                          MancalaSolveResult        *result);

/* True when @rules get the fast Kalah solver (up to six houses), which
 * takes the full standard board in minutes; on the others only small
 * boards and late positions are solved in any reasonable time.
 */
bool             mancala_solve_is_fast   (const MancalaRules        *rules);

/* An endgame table for the Kalah solver (boards of up to six houses):
 * the value of every board of at most a given number of seeds in the
 * houses, whatever the stores hold and however many seeds the game
 * started with, computed by retrograde analysis and kept in a file that
 * is mapped read-only, so processes share it. The solver is exact
 * without one, only slower. docs/levels.md has the sizes and times.
 */
typedef struct _MancalaEndgameTable MancalaEndgameTable;

/* Whether @rules have such tables, and the seeds of the largest one that
 * fits in 128 MiB (18 for six houses). Tables depend on the houses, the
 * capture rule and the end rule only.
 */
bool             mancala_endgame_table_supported (const MancalaRules *rules);
unsigned         mancala_endgame_table_seeds     (const MancalaRules *rules);
/* The file name for @rules' table of @max_seeds seeds (no directory),
 * as snprintf() writes it into @buf.
 */
int              mancala_endgame_table_name      (const MancalaRules *rules,
                                                  unsigned            max_seeds,
                                                  char               *buf,
                                                  size_t              size);
/* Computes the table (one core, about 1 µs a board; 86 million boards
 * for six houses and 18 seeds) and writes it to @path through a
 * temporary file beside it, so that a reader never sees half a table.
 * False when stopped or on an error (errno tells which).
 */
bool             mancala_endgame_table_build     (const MancalaRules *rules,
                                                  unsigned            max_seeds,
                                                  const char         *path,
                                                  const _Atomic int  *stop);
/* Maps the table at @path; NULL (errno set) when it is missing,
 * unreadable, damaged or made for other rules.
 */
MancalaEndgameTable *mancala_endgame_table_open  (const MancalaRules *rules,
                                                  const char         *path);
/* The table installed with the game for @rules (six houses, the
 * immediate end, either capture rule; $MANCALA_TABLE_DIR names another
 * directory, empty none), or NULL.
 */
MancalaEndgameTable *mancala_endgame_table_open_installed (const MancalaRules *rules);
unsigned         mancala_endgame_table_max_seeds (const MancalaEndgameTable *table);
void             mancala_endgame_table_close     (MancalaEndgameTable *table);

/* mancala_solve() with an endgame table (may be NULL). */
bool             mancala_solve_with_table (const MancalaRules        *rules,
                                           const MancalaPosition     *pos,
                                           const MancalaHistory      *history,
                                           size_t                     table_mb,
                                           const MancalaEndgameTable *endgame,
                                           const _Atomic int         *stop,
                                           MancalaSolveResult        *result);

/* A series between levels @a and @b: @games / 2 openings (a few random
 * plies from the start, chosen from @seed; of several candidates the one
 * a short search finds most even), each played twice with the sides
 * swapped. An odd last game gives @a south. The levels play by their
 * node budgets only (Wise without its one-second cap), so a series can
 * be repeated exactly on any machine.
 */
typedef struct
{
  unsigned games;
  unsigned a_wins;
  unsigned draws;
  unsigned b_wins;
  double   a_score;   /* (a_wins + draws / 2) / games * 100 */
} MancalaMatchResult;

/* Called after each game (may be NULL); return false to stop early. */
typedef bool (*MancalaMatchProgress) (const MancalaMatchResult *so_far,
                                      void                     *user_data);

bool             mancala_match_play      (const MancalaRules        *rules,
                                          MancalaLevel               a,
                                          MancalaLevel               b,
                                          unsigned                   games,
                                          uint64_t                   seed,
                                          const _Atomic int         *stop,
                                          MancalaMatchProgress       progress,
                                          void                      *user_data,
                                          MancalaMatchResult        *result);

/* The benchmark: a fixed list of perft, fixed-depth search and solve
 * runs. Run item @index (0 .. n_items - 1) and fill @item.
 */
typedef struct
{
  const char *name;     /* e.g. "kalah-6x4 search depth 14 (middle game)" */
  const char *kind;     /* "perft", "search" or "solve" */
  const char *variant;  /* mancala_variant_to_string() */
  uint64_t    nodes;
  double      seconds;           /* CPU time of the calling thread. */
  double      nodes_per_second;
} MancalaBenchItem;

unsigned         mancala_bench_n_items   (void);
bool             mancala_bench_run_item  (unsigned                   index,
                                          MancalaBenchItem          *item);
