/* mancala-evaluate-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-searcher-private.h"

/* The evaluation of a position at the search's horizon
 * (mancala-evaluate.c).
 */

/* What the evaluation derives from the rules alone, once per rule set. */
void _mancala_eval_prepare (MancalaSearcher       *s,
                            const MancalaRules    *rules);

/* The value of @pos for its side to move, in 1/MANCALA_SCORE_SCALE seeds. */
int  _mancala_evaluate     (const MancalaSearcher *s,
                            const MancalaPosition *pos);
