/* mancala-analysis-graph.h
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

#include <gtk/gtk.h>

#include "mancala-game-analysis.h"

G_BEGIN_DECLS

/* The value of the position after every move, for South (above the
 * middle line: South is ahead), drawn with Cairo; the moves that lost the
 * most are marked, and a click on a point emits "move-activated"
 * (guint n) to browse there.
 */

#define MANCALA_TYPE_ANALYSIS_GRAPH (mancala_analysis_graph_get_type ())

G_DECLARE_FINAL_TYPE (MancalaAnalysisGraph, mancala_analysis_graph, MANCALA, ANALYSIS_GRAPH, GtkWidget)

/* The most mistakes marked, and the least loss that counts as one. */
#define MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES 3
#define MANCALA_ANALYSIS_GRAPH_MIN_LOSS     2

void     mancala_analysis_graph_set_analysis (MancalaAnalysisGraph *self,
                                              MancalaGameAnalysis  *analysis);
void     mancala_analysis_graph_set_current  (MancalaAnalysisGraph *self,
                                              guint                 n);
/* The @i-th mistake marked (by loss, largest first): its move number, or 0. */
guint    mancala_analysis_graph_get_mistake  (MancalaAnalysisGraph *self,
                                              guint                 i);

G_END_DECLS
