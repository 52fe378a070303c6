/* mancala-game-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-game.h"

G_BEGIN_DECLS

/* Replaces the game with one that played @moves (then undid @redo, next
 * redo first), checking every move with the engine. On an error @self is
 * untouched. Used to restore a saved game.
 */
gboolean _mancala_game_load (MancalaGame             *self,
                             const MancalaRules      *rules,
                             const MancalaPlayerKind  kinds[2],
                             const MancalaLevel       levels[2],
                             const guint8            *moves,
                             guint                    n_moves,
                             const guint8            *redo,
                             guint                    n_redo,
                             GError                 **error);

/* For tests: the search result behind the last computer move, and the
 * number of late answers thrown away.
 */
const MancalaSearchResult *_mancala_game_get_last_search_result (MancalaGame *self);
guint                      _mancala_game_get_n_stale            (MancalaGame *self);

G_END_DECLS
