/* mancala-window.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mancala-application.h"
#include "mancala-board.h"
#include "mancala-game.h"

G_BEGIN_DECLS

#define MANCALA_TYPE_WINDOW (mancala_window_get_type ())

G_DECLARE_FINAL_TYPE (MancalaWindow, mancala_window, MANCALA, WINDOW, AdwApplicationWindow)

/* @application may be NULL (tests). */
MancalaWindow *mancala_window_new       (MancalaApplication *application) G_GNUC_WARN_UNUSED_RESULT;

/* For tests and the Statistics window. */
MancalaGame   *mancala_window_get_game  (MancalaWindow      *self);
MancalaBoard  *mancala_window_get_board (MancalaWindow      *self);
/* The status line as it reads now. */
const char    *mancala_window_get_status (MancalaWindow     *self);

G_END_DECLS
