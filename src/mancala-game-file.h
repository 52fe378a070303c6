/* mancala-game-file.h
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

#include "mancala-game.h"
#include "mancala-game-record.h"

G_BEGIN_DECLS

/* A game and its record (docs/notation.md): what Save, Copy Game and the
 * move list write, and what Open, Paste Game and "Continue from Here"
 * load.
 */

/* The rules and the moves played (not the redo list). */
MancalaGameRecord *mancala_game_dup_record  (MancalaGame         *game) G_GNUC_WARN_UNUSED_RESULT;

/* Replaces @game with the first @n_moves moves of @record (G_MAXUINT:
 * all), keeping the players of each seat. Undo then goes back through
 * the record's moves. On an error @game is untouched.
 */
gboolean       mancala_game_load_record (MancalaGame         *game,
                                         const MancalaGameRecord *record,
                                         guint                n_moves,
                                         GError             **error);

G_END_DECLS
