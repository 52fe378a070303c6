/* mancala-saved-game.h
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

#include "mancala-game.h"

G_BEGIN_DECLS

/* Autosave and resume of the game in progress, in
 * `<dir>/saved-game.json` (dir defaults to
 * g_get_user_state_dir()/mancala). The file holds a format version, the
 * rules, the players and levels, the moves and the redo list; it is
 * written atomically after every change once mancala_saved_game_watch()
 * is called, and restored by replaying every move through the engine.
 */

#define MANCALA_TYPE_SAVED_GAME (mancala_saved_game_get_type ())

G_DECLARE_FINAL_TYPE (MancalaSavedGame, mancala_saved_game, MANCALA, SAVED_GAME, GObject)

#define MANCALA_SAVED_GAME_VERSION 1
#define MANCALA_SAVED_GAME_MAX_SIZE (1024 * 1024)

#define MANCALA_SAVED_GAME_ERROR (mancala_saved_game_error_quark ())

typedef enum
{
  MANCALA_SAVED_GAME_ERROR_CORRUPT,    /* Not JSON, truncated, or wrong fields. */
  MANCALA_SAVED_GAME_ERROR_VERSION,    /* Written by a newer version. */
  MANCALA_SAVED_GAME_ERROR_TOO_LARGE,  /* Over MANCALA_SAVED_GAME_MAX_SIZE. */
  MANCALA_SAVED_GAME_ERROR_ILLEGAL,    /* Invalid rules or an illegal move. */
  MANCALA_SAVED_GAME_ERROR_WRITE,      /* Could not be written. */
} MancalaSavedGameError;

GQuark            mancala_saved_game_error_quark (void);

/* @dir: where saved-game.json lives; NULL for the default. */
MancalaSavedGame *mancala_saved_game_new         (const char       *dir) G_GNUC_WARN_UNUSED_RESULT;
const char       *mancala_saved_game_get_path    (MancalaSavedGame *self);

/* Restores the saved game into @game. Returns TRUE if a game in progress
 * was restored. Returns FALSE without an error when there is no file or
 * the saved game was finished. A broken file is renamed to
 * `saved-game.json.broken-<date>` (never deleted) and FALSE is returned
 * with a MANCALA_SAVED_GAME_ERROR whose message is for people (a toast);
 * @game is then left untouched.
 */
gboolean          mancala_saved_game_restore     (MancalaSavedGame *self,
                                                  MancalaGame      *game,
                                                  GError          **error);

/* Writes @game now. */
gboolean          mancala_saved_game_save        (MancalaSavedGame *self,
                                                  MancalaGame      *game,
                                                  GError          **error);

/* Saves @game after every change until @game or @self goes away. The
 * writes run in a thread (fsync takes 10-25 ms); errors are logged and
 * emitted as "save-failed" (GError *).
 */
void              mancala_saved_game_watch       (MancalaSavedGame *self,
                                                  MancalaGame      *game);

/* Waits for the write under way and writes what is left. Dispose does
 * it too, so the last move is on disk when the application quits.
 */
gboolean          mancala_saved_game_flush       (MancalaSavedGame *self,
                                                  GError          **error);

/* The path the last broken file was moved to, or NULL. */
const char       *mancala_saved_game_get_broken_path (MancalaSavedGame *self);

/* Serialization without files (fuzzing and tests). */
char             *mancala_saved_game_to_data     (MancalaGame      *game,
                                                  gsize            *length) G_GNUC_WARN_UNUSED_RESULT;
gboolean          mancala_saved_game_load_data   (MancalaGame      *game,
                                                  const char       *data,
                                                  gsize             length,
                                                  GError          **error);

G_END_DECLS
