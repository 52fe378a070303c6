/* mancala-game-analysis.h
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

#include <gio/gio.h>

#include "mancala-analysis.h"

G_BEGIN_DECLS

/* The analysis of one game, computed in a worker thread (GTask) and
 * delivered piece by piece on the main thread: first what each legal
 * move of the position on the board is worth, then the value of the
 * position after every move of the game, for the graph. Every new
 * request cancels the last one.
 *
 * Signal "changed": new values arrived.
 */

#define MANCALA_TYPE_GAME_ANALYSIS (mancala_game_analysis_get_type ())

G_DECLARE_FINAL_TYPE (MancalaGameAnalysis, mancala_game_analysis, MANCALA, GAME_ANALYSIS, GObject)

typedef struct
{
  gboolean             known;
  MancalaAnalysisValue value;     /* Of the position, for its side to move. */
  int                  south;     /* The same, for South. */
  guint                flags;     /* Of the move played from it. */
  MancalaPosition      position;
} MancalaAnalysisStep;

MancalaGameAnalysis *mancala_game_analysis_new          (void) G_GNUC_WARN_UNUSED_RESULT;

/* Analyses the game @moves (guint8, from the start) and the position
 * after @shown of them. @time_ms: the budget of each position.
 */
void                 mancala_game_analysis_start        (MancalaGameAnalysis *self,
                                                         const MancalaRules  *rules,
                                                         const GArray        *moves,
                                                         guint                shown,
                                                         guint                time_ms);
void                 mancala_game_analysis_stop         (MancalaGameAnalysis *self);
gboolean             mancala_game_analysis_is_running   (MancalaGameAnalysis *self);

/* Positions 0 (the start) .. n_moves; unknown ones have known FALSE. */
guint                mancala_game_analysis_get_n_steps  (MancalaGameAnalysis *self);
const MancalaAnalysisStep *mancala_game_analysis_get_step (MancalaGameAnalysis *self,
                                                         guint                index);

/* What each house (1..N) of the side to move is worth in the position
 * shown, for the mover; FALSE while not known or not a legal move.
 */
gboolean             mancala_game_analysis_get_house    (MancalaGameAnalysis *self,
                                                         guint                house,
                                                         int                 *value,
                                                         gboolean            *exact);

/* The depth of the search behind an estimated house value; 0 when the
 * value is exact or not known.
 */
guint                mancala_game_analysis_get_house_depth (MancalaGameAnalysis *self,
                                                            guint                house);

/* The seeds move @n (1-based) gave away, 0 when it was best; -1 while
 * unknown.
 */
int                  mancala_game_analysis_get_loss     (MancalaGameAnalysis *self,
                                                         guint                n);

G_END_DECLS
