/* mancala-game.h
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

#include "mancala-enums.h"
#include "mancala-position.h"
#include "mancala-search.h"

G_BEGIN_DECLS

/* One game: rules, position, moves with undo/redo, the players, and the
 * computer's worker. The model applies a move at once; the view replays
 * it and holds the game meanwhile (mancala_game_hold()), so the computer
 * does not move before the animation is over.
 *
 * Players sit in two *seats*, named after the side each seat starts on
 * ("south-player" moves first). After a Kalah pie swap the seats have
 * exchanged sides: mancala_game_get_side_kind() answers for the side.
 *
 * Signals (all on the main thread):
 * - "move-played" (MancalaSide side, guint house, guint flags,
 *   gpointer report, gpointer before): a move was played (by a person or
 *   the computer). @flags are MancalaMoveFlags, @report the
 *   `const MancalaReport *` of the move and @before the
 *   `const MancalaPosition *` it started from; both are valid during the
 *   emission only. The new position is mancala_game_get_position().
 * - "position-changed": the position changed in a way that is not one
 *   forward move (new game, restart, undo, redo, restore): redraw
 *   without animation.
 * - "turn-changed" (MancalaSide side): a new decision is awaited from
 *   @side, after every move (extra turns too) and every position change,
 *   unless the game is over.
 * - "round-changed" (guint round): a traditional Congkak round began.
 * - "game-over" (MancalaOutcome outcome): the game ended by a move.
 *
 * Properties (read-only unless noted): "variant" (MancalaVariant),
 * "to-move" (MancalaSide), "is-over", "outcome" (MancalaOutcome),
 * "can-undo", "can-redo", "is-thinking" (the computer is choosing a
 * move), "last-move" (guint house, MANCALA_MOVE_NONE at the start),
 * "n-moves"; writable: "paused", "south-player", "north-player"
 * (MancalaPlayerKind), "south-level", "north-level" (MancalaLevel),
 * "thinking-time" (minimum pause of the computer, in ms; default 500).
 */

#define MANCALA_TYPE_GAME (mancala_game_get_type ())

G_DECLARE_FINAL_TYPE (MancalaGame, mancala_game, MANCALA, GAME, GObject)

#define MANCALA_GAME_ERROR (mancala_game_error_quark ())

typedef enum
{
  MANCALA_GAME_ERROR_ILLEGAL,       /* Not a legal move here. */
  MANCALA_GAME_ERROR_NOT_YOUR_TURN, /* The computer plays this side. */
  MANCALA_GAME_ERROR_OVER,          /* The game is over. */
} MancalaGameError;

/* One entry of the move list. */
typedef struct
{
  guint8 side;   /* MancalaSide that played */
  guint8 house;  /* 1..N, or MANCALA_MOVE_SWAP */
  guint8 flags;  /* MancalaMoveFlags */
} MancalaMove;

GQuark                 mancala_game_error_quark      (void);

/* A Kalah game with default rules, person (south) against Simple. */
MancalaGame           *mancala_game_new              (void) G_GNUC_WARN_UNUSED_RESULT;

/* Starts a new game; cancels the computer. Invalid @rules are refused
 * (returns FALSE with a g_warning; the old game goes on).
 */
gboolean               mancala_game_new_game         (MancalaGame        *self,
                                                      const MancalaRules *rules,
                                                      MancalaPlayerKind   south_kind,
                                                      MancalaLevel        south_level,
                                                      MancalaPlayerKind   north_kind,
                                                      MancalaLevel        north_level);
/* Same rules and players, from the start. */
void                   mancala_game_restart          (MancalaGame        *self);

/* A person's move for the side to move. Refuses an illegal move, a move
 * when the computer plays the side to move, or when the game is over.
 */
gboolean               mancala_game_play             (MancalaGame        *self,
                                                      guint               house,
                                                      GError            **error);

/* Undo goes back to the last position where a person had to decide
 * (the computer's reply, extra turns included, is undone with it).
 * With two computers it takes back one move and pauses the game.
 */
gboolean               mancala_game_undo             (MancalaGame        *self);
gboolean               mancala_game_redo             (MancalaGame        *self);
gboolean               mancala_game_can_undo         (MancalaGame        *self);
gboolean               mancala_game_can_redo         (MancalaGame        *self);

const MancalaRules    *mancala_game_get_rules        (MancalaGame        *self);
const MancalaPosition *mancala_game_get_position     (MancalaGame        *self);
/* The game's past for the Oware repetition rule. */
const MancalaHistory  *mancala_game_get_history      (MancalaGame        *self);
MancalaSide            mancala_game_get_to_move      (MancalaGame        *self);
gboolean               mancala_game_is_over          (MancalaGame        *self);
MancalaOutcome         mancala_game_get_outcome      (MancalaGame        *self);
/* Fills @moves (MANCALA_MAX_MOVES bytes) with the legal moves of the side
 * to move and returns how many, whoever plays it: check
 * mancala_game_is_human_turn() before offering them to a person.
 */
guint                  mancala_game_get_legal_moves  (MancalaGame        *self,
                                                      guint8             *moves);
gboolean               mancala_game_is_legal         (MancalaGame        *self,
                                                      guint               house);
/* TRUE when a person plays the side to move and the game goes on. */
gboolean               mancala_game_is_human_turn    (MancalaGame        *self);
guint                  mancala_game_get_last_move    (MancalaGame        *self);

/* The moves played (from the start) and the moves undone, next redo
 * first. Arrays of MancalaMove; do not modify.
 */
const GArray          *mancala_game_get_move_list    (MancalaGame        *self);
const GArray          *mancala_game_get_redo_list    (MancalaGame        *self);

/* Players by seat (the side the seat starts on). Changing a player or a
 * level does not start a new game; it cancels and restarts the computer.
 */
void                   mancala_game_set_player       (MancalaGame        *self,
                                                      MancalaSide         seat,
                                                      MancalaPlayerKind   kind,
                                                      MancalaLevel        level);
MancalaPlayerKind      mancala_game_get_player_kind  (MancalaGame        *self,
                                                      MancalaSide         seat);
MancalaLevel           mancala_game_get_player_level (MancalaGame        *self,
                                                      MancalaSide         seat);
/* The level that a result against the computer of @seat is credited to:
 * the weakest level it played a move at in this game, or its level now
 * before its first move. A level changed mid-game applies at once, but a
 * win after a few moves against Foolish is never a win against Wise.
 */
MancalaLevel           mancala_game_get_weakest_level (MancalaGame       *self,
                                                       MancalaSide        seat);
/* Who plays @side now (after a pie swap, the other seat). */
MancalaSide            mancala_game_get_side_seat    (MancalaGame        *self,
                                                      MancalaSide         side);
MancalaPlayerKind      mancala_game_get_side_kind    (MancalaGame        *self,
                                                      MancalaSide         side);
MancalaLevel           mancala_game_get_side_level   (MancalaGame        *self,
                                                      MancalaSide         side);

gboolean               mancala_game_is_thinking      (MancalaGame        *self);

/* Pauses the computer (for computer against computer). */
void                   mancala_game_set_paused       (MancalaGame        *self,
                                                      gboolean            paused);
gboolean               mancala_game_get_paused       (MancalaGame        *self);

/* Minimum pause before a computer move, in ms (default 500). */
void                   mancala_game_set_thinking_time (MancalaGame       *self,
                                                       guint              ms);
guint                  mancala_game_get_thinking_time (MancalaGame       *self);

/* The view holds the game while it animates; the computer's move waits
 * until every hold is released. Holds nest.
 */
void                   mancala_game_hold             (MancalaGame        *self);
void                   mancala_game_release          (MancalaGame        *self);

/* The best move for the side to move at its player's level, computed in
 * a thread; no side effect. Fails with G_IO_ERROR_CANCELLED when
 * @cancellable fires or the position changes first, and with
 * MANCALA_GAME_ERROR_OVER when the game is over.
 */
void                   mancala_game_request_advice   (MancalaGame        *self,
                                                      GCancellable       *cancellable,
                                                      GAsyncReadyCallback callback,
                                                      gpointer            user_data);
/* Returns the house (or MANCALA_MOVE_SWAP), or MANCALA_MOVE_NONE on error. */
guint                  mancala_game_request_advice_finish (MancalaGame   *self,
                                                           GAsyncResult  *result,
                                                           GError       **error);

/* Changed by every new game, restart or restore; unique in the process. */
guint                  mancala_game_get_serial       (MancalaGame        *self);

G_END_DECLS
