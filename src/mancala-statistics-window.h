/* mancala-statistics-window.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mancala-statistics.h"

G_BEGIN_DECLS

#define MANCALA_TYPE_STATISTICS_WINDOW (mancala_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (MancalaStatisticsWindow, mancala_statistics_window, MANCALA, STATISTICS_WINDOW, AdwWindow)

/* Shows @statistics and follows its changes. */
MancalaStatisticsWindow *mancala_statistics_window_new (MancalaStatistics *statistics) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
