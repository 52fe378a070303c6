/* mancala-analysis.h
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

#include <glib.h>

#include "mancala-search.h"

G_BEGIN_DECLS

/* What a position is worth, for `mancala-cli analyse` and the window's
 * analysis: exact when the solver finishes within the budget, otherwise
 * the full-strength search's estimate and the depth it reached. GLib
 * only; call it in a worker thread, never on the main loop.
 */

typedef struct
{
  int      value;                    /* Final seed margin, the mover's view. */
  gboolean exact;                    /* Proven by the solver (or the game is over). */
  guint    depth;                    /* Of the estimate; 0 when exact. */
  guint    n_best;                   /* 0 when the game is over. */
  guint8   best[MANCALA_MAX_MOVES];  /* Every best move when exact, else the search's. */
  guint64  nodes;
} MancalaAnalysisValue;

/* Spends up to @time_ms on the solver, then, if it did not finish, as
 * long again on a search. @endgame (may be NULL) is the solver's endgame
 * table. @stop (may be NULL) cancels both; returns FALSE when it fired
 * before any answer.
 */
gboolean mancala_analysis_evaluate     (const MancalaRules        *rules,
                                        const MancalaPosition     *pos,
                                        const MancalaHistory      *history,
                                        guint                      time_ms,
                                        const MancalaEndgameTable *endgame,
                                        const _Atomic int         *stop,
                                        MancalaAnalysisValue      *result);

/* The Kalah endgame table file for @rules (six houses only, where the
 * long solves are): the one installed with the game
 * (mancala_endgame_table_open_installed(): the immediate end), else the
 * one in $MANCALA_ENDGAME_DIR, else in the user's cache
 * (~/.cache/mancala); an empty MANCALA_ENDGAME_DIR turns the cache off.
 * With @build, a missing or damaged file is built first (about a minute,
 * uncancellable; @build_seconds says how long). NULL when there is none:
 * the solver is exact without, only slower.
 */
MancalaEndgameTable *mancala_analysis_open_endgame_table (const MancalaRules *rules,
                                                          gboolean            build,
                                                          double             *build_seconds);

/* The value of the mover's move from @before, given the value of the
 * position it led to (@after, @flags of the move): the same side moves
 * again without a sign change, except after the pie swap.
 */
int      mancala_analysis_move_value   (const MancalaRules    *rules,
                                        const MancalaPosition *before,
                                        const MancalaPosition *after,
                                        guint                  flags,
                                        const MancalaAnalysisValue *after_value);

G_END_DECLS
