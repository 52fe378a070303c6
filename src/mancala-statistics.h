/* mancala-statistics.h
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
#include "mancala-state-file.h"

G_BEGIN_DECLS

/* Games won, lost and drawn by each person, per variant and opponent
 * (the computer at a level, or another person), in
 * `<dir>/statistics.json` (dir defaults to g_get_user_state_dir()/mancala).
 * The file gets the same care as the saved game: atomic writes, and a
 * broken file is set aside, never deleted.
 *
 * Signal "changed": the records changed (a game was recorded, or reset).
 */

#define MANCALA_TYPE_STATISTICS (mancala_statistics_get_type ())

G_DECLARE_FINAL_TYPE (MancalaStatistics, mancala_statistics, MANCALA, STATISTICS, GObject)

/* The opponent of a person in a record: a MancalaLevel, or this. */
#define MANCALA_OPPONENT_PERSON ((gint) -1)

typedef struct
{
  MancalaVariant variant;
  MancalaSide    seat;      /* The side the person started on. */
  gint           opponent;  /* MancalaLevel, or MANCALA_OPPONENT_PERSON. */
  guint          won;
  guint          lost;
  guint          drawn;
} MancalaRecord;

/* @dir: NULL for the default. */
MancalaStatistics   *mancala_statistics_new          (const char        *dir) G_GNUC_WARN_UNUSED_RESULT;
const char          *mancala_statistics_get_path     (MancalaStatistics *self);

/* Reads the file. A broken file is set aside (statistics.json.broken-<date>)
 * and reported with a MANCALA_STATE_FILE_ERROR; the records start empty.
 * A missing file is not an error.
 */
gboolean             mancala_statistics_load         (MancalaStatistics *self,
                                                      GError           **error);

/* Sorted by variant, seat, opponent. */
guint                mancala_statistics_get_n_records (MancalaStatistics *self);
const MancalaRecord *mancala_statistics_get_record   (MancalaStatistics *self,
                                                      guint              index);

/* Counts a finished game for each person in it (none for computer
 * against computer), once per game (mancala_game_get_serial()), and saves
 * in a thread (errors are logged; dispose waits for the write).
 */
gboolean             mancala_statistics_record_game  (MancalaStatistics *self,
                                                      MancalaGame       *game,
                                                      GError           **error);

/* Waits for the write under way and writes what is left. */
gboolean             mancala_statistics_flush        (MancalaStatistics *self,
                                                      GError           **error);

/* Records every game @game finishes until either goes away. */
void                 mancala_statistics_watch        (MancalaStatistics *self,
                                                      MancalaGame       *game);

/* Forgets every record and saves. */
gboolean             mancala_statistics_reset        (MancalaStatistics *self,
                                                      GError           **error);

G_END_DECLS
