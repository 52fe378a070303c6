/* mancala-computer.h
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

#include "mancala-search.h"

G_BEGIN_DECLS

/* The computer's worker: chooses a move for the side to move at a level
 * in a GTask thread, on copies of the rules, position and history. The
 * GCancellable stops the search at once; a cancelled call fails with
 * G_IO_ERROR_CANCELLED. No GObject is touched in the thread.
 */
void     mancala_computer_choose_move        (const MancalaRules    *rules,
                                              const MancalaPosition *position,
                                              const MancalaHistory  *history,
                                              MancalaLevel           level,
                                              guint64                seed,
                                              GCancellable          *cancellable,
                                              GAsyncReadyCallback    callback,
                                              gpointer               user_data);

/* Returns the move, or MANCALA_MOVE_NONE with @error set. */
guint    mancala_computer_choose_move_finish (GAsyncResult          *result,
                                              MancalaSearchResult   *search_result,
                                              GError               **error);

/* Searches started and not yet finished, in this process (for tests). */
guint    mancala_computer_get_n_running      (void);

G_END_DECLS
