/* mancala-board-private.h
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

#include "mancala-board.h"

G_BEGIN_DECLS

/* For tests and the benchmark: put a running replay at @time (in sowing
 * steps) without waiting for the frame clock, and drop every cached
 * drawing, as a resize would.
 */
void _mancala_board_seek_animation (MancalaBoard *self,
                                    double        time);
void _mancala_board_drop_caches    (MancalaBoard *self);

G_END_DECLS
