/* mancala-game-record.h
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

#include <glib.h>

#include "mancala-position.h"

G_BEGIN_DECLS

/* A game record in the Mancala notation (docs/notation.md): the rule set
 * and the moves from the start, as UTF-8 text that people can read and
 * paste. GLib only, so that mancala-cli, the window and the fuzzer share
 * it. The parser replays every move through the engine and refuses
 * anything it cannot check, naming the line.
 */

#define MANCALA_GAME_RECORD_VERSION  1
#define MANCALA_GAME_RECORD_MAX_SIZE (1024 * 1024)

#define MANCALA_GAME_RECORD_ERROR (mancala_game_record_error_quark ())

typedef enum
{
  MANCALA_GAME_RECORD_ERROR_SYNTAX,     /* Not the notation: a malformed line. */
  MANCALA_GAME_RECORD_ERROR_VERSION,    /* Written by a newer version. */
  MANCALA_GAME_RECORD_ERROR_RULES,      /* A rule set the engine refuses. */
  MANCALA_GAME_RECORD_ERROR_ILLEGAL,    /* An illegal move, or a wrong move number or side. */
  MANCALA_GAME_RECORD_ERROR_MISMATCH,   /* A mark (capture, extra turn, round, result) the game contradicts. */
  MANCALA_GAME_RECORD_ERROR_TOO_LARGE,  /* Over MANCALA_GAME_RECORD_MAX_SIZE. */
} MancalaGameRecordError;

typedef struct
{
  MancalaRules  rules;
  GArray       *moves;   /* guint8: a house 1..N or MANCALA_MOVE_SWAP, from the start. */

  /* Optional tags, NULL when absent: who played each side, and when. */
  char         *south;
  char         *north;
  char         *event;
  char         *date;
} MancalaGameRecord;

GQuark             mancala_game_record_error_quark     (void);

MancalaGameRecord *mancala_game_record_new             (const MancalaRules       *rules) G_GNUC_WARN_UNUSED_RESULT;
void               mancala_game_record_free            (MancalaGameRecord        *self);

/* @length: bytes of @text, or -1 when it is nul-terminated. Returns NULL
 * and a MANCALA_GAME_RECORD_ERROR whose message starts with the line
 * number.
 */
MancalaGameRecord *mancala_game_record_parse           (const char               *text,
                                                        gssize                    length,
                                                        GError                  **error) G_GNUC_WARN_UNUSED_RESULT;

/* Every move of @self must be legal (mancala_game_record_parse() and the
 * game make sure of it).
 */
char              *mancala_game_record_to_string       (const MancalaGameRecord  *self) G_GNUC_WARN_UNUSED_RESULT;

/* Plays the first @n_moves moves (at most all of them) from the start
 * into @pos and @history, which the caller owns. @flags, when not NULL,
 * gets the MancalaMoveFlags of each move played (guint8). Returns FALSE
 * if a move is illegal, which a parsed record never has.
 */
gboolean           mancala_game_record_replay          (const MancalaGameRecord  *self,
                                                        guint                     n_moves,
                                                        MancalaPosition          *pos,
                                                        MancalaHistory           *history,
                                                        GArray                   *flags);

/* One move as the notation writes it: "3", "3x", "3+", "swap". */
char              *mancala_game_record_format_move     (guint                     move,
                                                        guint                     flags) G_GNUC_WARN_UNUSED_RESULT;

/* Whether the side that played @move (with MancalaMoveFlags @flags)
 * plays on in the same turn, on the same line of the notation.
 */
gboolean           mancala_game_record_continues_turn  (guint                     move,
                                                        guint                     flags);

/* The legal moves of @pos as people read them: "1, 2, swap". */
char              *mancala_game_record_dup_legal_moves (const MancalaRules       *rules,
                                                        const MancalaPosition    *pos) G_GNUC_WARN_UNUSED_RESULT;

/* Why @move is not legal in @pos, for people (translated). */
char              *mancala_game_record_explain_illegal (const MancalaRules       *rules,
                                                        const MancalaPosition    *pos,
                                                        guint                     move) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MancalaGameRecord, mancala_game_record_free)

G_END_DECLS
