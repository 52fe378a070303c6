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
#include "mancala-sound.h"

G_BEGIN_DECLS

#define MANCALA_TYPE_WINDOW (mancala_window_get_type ())

G_DECLARE_FINAL_TYPE (MancalaWindow, mancala_window, MANCALA, WINDOW, AdwApplicationWindow)

/* @application may be NULL (tests). */
MancalaWindow *mancala_window_new       (MancalaApplication *application) G_GNUC_WARN_UNUSED_RESULT;

/* For tests and the Statistics window. */
MancalaGame   *mancala_window_get_game  (MancalaWindow      *self);
MancalaBoard  *mancala_window_get_board (MancalaWindow      *self);
/* What plays the board's cues; tests give it a recording backend. */
MancalaSound  *mancala_window_get_sound (MancalaWindow      *self);
/* The status line as it reads now. */
const char    *mancala_window_get_status (MancalaWindow     *self);

/* Opens a game record (docs/notation.md), asking first when it would
 * replace a game in progress; errors are shown in the window
 * (mancala-window-record.c).
 */
void           mancala_window_open_file  (MancalaWindow     *self,
                                          GFile             *file);

/* Asking before a game is thrown away (mancala-window-discard.c).
 *
 * A game is "in progress" once a move was played and until it is over.
 * Anything that would end it (New Game, a rule changed in Preferences,
 * the New Game page) calls mancala_window_ask_discard() and does its
 * work in @callback, with @discard TRUE when the game may go:
 *
 * - no game in progress: @callback runs at once, before this returns,
 *   with @discard TRUE;
 * - otherwise one question ("Start a New Game?", Keep Playing / New
 *   Game) is shown over @parent (NULL: the main window, or Preferences
 *   when they are open), and @callback runs once with the answer;
 *   Escape and closing the dialog keep the game (@discard FALSE);
 * - while a question is open, another call brings it forward and returns
 *   FALSE: @callback is not called (the open question decides).
 *
 * @reason, if not NULL, is one translated sentence put before "The game
 * in progress will be lost." (e.g. "The new rules need a new game.").
 * @callback is not called when the window goes away first, so
 * @user_data should not be a reference of its own. Returns TRUE when
 * @callback was called or will be.
 */
typedef void (*MancalaDiscardCallback) (MancalaWindow *self,
                                        gboolean       discard,
                                        gpointer       user_data);

gboolean       mancala_window_has_game_in_progress (MancalaWindow *self);
gboolean       mancala_window_ask_discard (MancalaWindow          *self,
                                           GtkWindow              *parent,
                                           const char             *reason,
                                           MancalaDiscardCallback  callback,
                                           gpointer                user_data);

G_END_DECLS
