/* mancala-computer-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-computer.h"

G_BEGIN_DECLS

/* Tests replace the engine's search with their own (same contract as
 * mancala_level_choose_move(), called in the worker thread), for
 * example to make it slow and check that a stopped search never wins.
 * NULL restores the engine.
 */
typedef bool (*MancalaChooseMoveFunc) (const MancalaRules    *rules,
                                       const MancalaPosition *pos,
                                       const MancalaHistory  *history,
                                       MancalaLevel           level,
                                       uint64_t               seed,
                                       const _Atomic int     *stop,
                                       MancalaSearchResult   *result);

void  _mancala_computer_set_choose_move_func (MancalaChooseMoveFunc func);

/* Searches started since the process began. */
guint _mancala_computer_get_n_started       (void);

G_END_DECLS
