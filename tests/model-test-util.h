/* model-test-util.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-game.h"

G_BEGIN_DECLS

typedef gboolean (*ModelCondition) (gpointer data);

/* Runs the main loop until @condition holds; FALSE after @timeout_ms. */
gboolean model_wait_until      (ModelCondition  condition,
                                gpointer        data,
                                guint           timeout_ms);

/* Runs the main loop for @ms. */
void     model_spin            (guint           ms);

/* Waits for every computer search to end and its callback to run, so
 * that nothing is left behind for the next test (or for leak checkers).
 */
void     model_drain_computer  (void);

/* A game of @variant with default rules and the given players; no
 * thinking pause.
 */
MancalaGame *model_new_game    (MancalaVariant    variant,
                                MancalaPlayerKind south,
                                MancalaPlayerKind north);

/* A temporary directory, removed with its files by model_remove_dir(). */
char    *model_make_dir        (void);
void     model_remove_dir      (const char     *dir);

G_END_DECLS
