/* mancala-search-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-search.h"

/* Shared by the search, the levels, the solver and the benchmark; not
 * part of the public API.
 */

/* Internal scores are in 1/MANCALA_SCORE_SCALE seeds, so the evaluation
 * can weigh things finer than a whole seed.
 */
#define MANCALA_SCORE_SCALE 8
#define MANCALA_SCORE_INF   30000
#define MANCALA_MAX_DEPTH   120

/* Room for the fitted terms of an evaluation (mancala-evaluate.c). */
#define MANCALA_EVAL_TERMS 40

/* Weights of the evaluation, in internal units per seed (or per move). */
typedef struct
{
  int side;        /* Seeds on one's own side of the board. */
  int extra;       /* Houses that give an extra turn now. */
  int mobility;    /* Non-empty houses. */
  /* Fitted to game results (Oware): 1/1024 seed per unit of each term
   * of _mancala_eval_terms(); all zero leaves the three above alone.
   */
  int terms[MANCALA_EVAL_TERMS];
} MancalaEvalWeights;

/* How a level plays: the search budget and how much it departs from the
 * best move, for variety and for weakness.
 */
typedef struct
{
  unsigned depth;
  uint64_t nodes;
  unsigned time_ms;
  int      noise;        /* Uniform noise added to each root move's score, in seeds * SCALE. */
  unsigned random_pct;  /* Chance (percent) to play a uniformly random move. */
  bool     all_scores;   /* Search every root move with a full window. */
  bool     skip_kalah_table;  /* Leave Kalah's endgame table unread. */
  bool     hand_set_eval;     /* Kalah: the hand-set evaluation, not the fitted one. */
} MancalaStyle;

uint64_t _mancala_random_next     (uint64_t *state);

/* Zeroed, 2 MiB aligned memory for a table; free() releases it. */
void    *_mancala_table_alloc     (size_t    bytes);
/* The same, zeroed page by page as it is first touched; released with
 * _mancala_table_unmap() and the same size.
 */
void    *_mancala_table_map       (size_t    bytes);
void     _mancala_table_unmap     (void     *table,
                                   size_t    bytes);

double   _mancala_now             (void);
/* CPU time of the calling thread: speed figures that a busy machine does
 * not skew.
 */
double   _mancala_cpu_now         (void);

void     _mancala_searcher_set_weights (MancalaSearcher          *self,
                                        const MancalaEvalWeights *weights);

void     _mancala_eval_default_weights (const MancalaRules       *rules,
                                        MancalaEvalWeights       *weights);

/* The search behind both mancala_searcher_search() and the levels. */
bool     _mancala_searcher_run    (MancalaSearcher           *self,
                                   const MancalaRules        *rules,
                                   const MancalaPosition     *pos,
                                   const MancalaHistory      *history,
                                   const MancalaStyle        *style,
                                   uint64_t                   seed,
                                   const _Atomic int         *stop,
                                   MancalaSearchResult       *result);

void     _mancala_level_style     (const MancalaRules        *rules,
                                   MancalaLevel               level,
                                   MancalaStyle              *style);

/* mancala_level_choose_move() with or without Wise's wall-clock cap:
 * the CLI plays by the node budget alone, so that its games can be
 * repeated; the window keeps the cap as a safety on a slow machine.
 */
bool     _mancala_level_choose_move_capped (const MancalaRules    *rules,
                                            const MancalaPosition *pos,
                                            const MancalaHistory  *history,
                                            MancalaLevel           level,
                                            uint64_t               seed,
                                            bool                   wall_cap,
                                            const _Atomic int     *stop,
                                            MancalaSearchResult   *result);

/* Move ordering shared by the search and the solver: fills @order with
 * a guess of each move's worth (higher first), the table move on top.
 */
void     _mancala_order_moves     (const MancalaRules        *rules,
                                   const MancalaPosition     *pos,
                                   const uint8_t             *moves,
                                   unsigned                   n,
                                   unsigned                   table_move,
                                   int                       *order);

/* What a table's bounds tell a node searched in (alpha, beta): true
 * when they settle it, with the value in *@value; otherwise they narrow
 * the window.
 */
static inline bool
_mancala_bounds_settle (int  lower,
                        int  upper,
                        int *alpha,
                        int *beta,
                        int *value)
{
  if (lower >= *beta)
    *value = lower;
  else if (upper <= *alpha)
    *value = upper;
  else
    {
      if (lower > *alpha)
        *alpha = lower;
      if (upper < *beta)
        *beta = upper;
      return false;
    }
  return true;
}

/* Swaps the best remaining move into place @from and returns it. */
unsigned _mancala_pick_next       (uint8_t                   *moves,
                                   int                       *order,
                                   unsigned                   n,
                                   unsigned                   from);

/* A player in a match: a level's style (or any other) and, optionally,
 * other evaluation weights, to measure what helps.
 */
typedef struct
{
  MancalaLevel       level;       /* Only sizes the table. */
  MancalaStyle       style;
  bool               has_weights;
  MancalaEvalWeights weights;
} MancalaPlayerSpec;

bool     _mancala_match_play_custom (const MancalaRules      *rules,
                                     const MancalaPlayerSpec *a,
                                     const MancalaPlayerSpec *b,
                                     unsigned                 games,
                                     uint64_t                 seed,
                                     const _Atomic int       *stop,
                                     MancalaMatchProgress     progress,
                                     void                    *user_data,
                                     MancalaMatchResult      *result);

/* The solver's endgame table (mancala-endgame.c), for Kalah and
 * single-round Congkak; filled as it is probed.
 */
typedef struct _MancalaEndgame MancalaEndgame;

bool            _mancala_endgame_supported (const MancalaRules    *rules);
/* Covers as many seeds on the board as @max_entries bytes allow. */
MancalaEndgame *_mancala_endgame_new       (const MancalaRules    *rules,
                                            uint64_t               max_entries);
void            _mancala_endgame_free      (MancalaEndgame        *self);
unsigned        _mancala_endgame_max_seeds (const MancalaEndgame  *self);
/* The exact value of @pos for the side to move (store difference at the
 * end), if the table covers it. @board_seeds: seeds in the houses.
 */
bool            _mancala_endgame_probe     (MancalaEndgame        *self,
                                            const MancalaPosition *pos,
                                            unsigned               board_seeds,
                                            uint64_t              *nodes,
                                            int                   *value);

/* mancala_solve() with the size of the Kalah endgame table too
 * (SIZE_MAX: the default), to measure what it is worth and to test the
 * search beside it.
 */
bool     _mancala_solve_custom    (const MancalaRules        *rules,
                                   const MancalaPosition     *pos,
                                   const MancalaHistory      *history,
                                   size_t                     table_mb,
                                   size_t                     endgame_bytes,
                                   const MancalaEndgameTable *endgame,
                                   const _Atomic int         *stop,
                                   MancalaSolveResult        *result);

/* mancala-endgame-table.c, for the solver: whether @table was built
 * for @rules' kernel, its values (as
 * _mancala_kalah_solver_fill_endgame() gives them) and its file size.
 */
bool           _mancala_endgame_table_fits      (const MancalaEndgameTable *table,
                                                 const MancalaRules        *rules);
const uint8_t *_mancala_endgame_table_values    (const MancalaEndgameTable *table);
size_t         _mancala_endgame_table_bytes     (const MancalaEndgameTable *table);
unsigned       _mancala_endgame_table_houses    (const MancalaEndgameTable *table);

/* Gives @self the Kalah endgame table its searches read (NULL: none),
 * closing the one it had; the searcher closes @table when done. Wise's
 * first six-house Kalah search maps the installed one this way; tests
 * give it others.
 */
void           _mancala_searcher_set_kalah_table (MancalaSearcher     *self,
                                                  MancalaEndgameTable *table);

/* The exact solver of Kalah on boards of up to six houses
 * (mancala-solve-kalah.c); mancala_solve() hands it every position
 * past the pie rule's swap.
 */
typedef struct _MancalaKalahSolver MancalaKalahSolver;

/* @table_mb: the transposition table; @endgame_bytes: the endgame
 * table, which covers as many seeds on the board as its room allows;
 * @endgame, if not NULL and larger, is looked up instead.
 */
MancalaKalahSolver *_mancala_kalah_solver_new           (const MancalaRules        *rules,
                                                         size_t                     table_mb,
                                                         size_t                     endgame_bytes,
                                                         const MancalaEndgameTable *endgame,
                                                         const _Atomic int         *stop);
/* Fills the whole endgame table of the solver's own (not one from
 * @endgame) and returns it: @bytes values, for every board of at most
 * @max_seeds seeds, each the seeds the side to move still wins minus the
 * other's, plus 128. NULL when stopped.
 */
const uint8_t      *_mancala_kalah_solver_fill_endgame  (MancalaKalahSolver       *self,
                                                         unsigned                 *max_seeds,
                                                         size_t                   *bytes);
void                _mancala_kalah_solver_free          (MancalaKalahSolver       *self);
/* The final store difference of @pos (no swap pending) for the side to
 * move, fail-soft in (alpha, beta).
 */
int                 _mancala_kalah_solver_value         (MancalaKalahSolver       *self,
                                                         const MancalaPosition    *pos,
                                                         int                       alpha,
                                                         int                       beta);
/* The exact final store difference of @pos for the side to move, by
 * MTD(f) from @guess (meaningless once aborted).
 */
int                 _mancala_kalah_solver_exact         (MancalaKalahSolver       *self,
                                                         const MancalaPosition    *pos,
                                                         int                       guess);
bool                _mancala_kalah_solver_aborted       (const MancalaKalahSolver *self);
uint64_t            _mancala_kalah_solver_nodes         (const MancalaKalahSolver *self);
