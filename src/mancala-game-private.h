/* mancala-game-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-game.h"

G_BEGIN_DECLS

/* Shared by mancala-game.c (moves, undo, properties) and
 * mancala-game-computer.c (the worker, holds, advice).
 */
struct _MancalaGame
{
  GObject              parent_instance;

  MancalaRules         rules;
  MancalaPosition      position;
  MancalaHistory       history;      /* Oware repetition; rebuilt on undo. */
  GArray              *positions;    /* MancalaPosition before each move, and the current one. */
  GArray              *moves;        /* MancalaMove */
  GArray              *redo;         /* MancalaMove, next redo first. */
  MancalaReport       *report;       /* Reused: ~32 KiB, too big for the stack of a handler. */

  MancalaPlayerKind    kinds[2];     /* By seat. */
  MancalaLevel         levels[2];
  /* By seat: the weakest level the computer played a move at in this
   * game, MANCALA_N_LEVELS before its first move (docs/design.md: a
   * level change applies at once, and the result is credited to the
   * weakest level that played).
   */
  MancalaLevel         weakest[2];
  guint                serial;

  /* The computer. Every change of the game bumps @generation and cancels
   * the search; an answer for an older generation is thrown away.
   */
  guint                generation;
  GCancellable        *cancellable;
  gboolean             searching;
  guint                pending_move;
  MancalaSearchResult  last_result;
  guint                pause_id;
  gboolean             pause_done;
  guint                thinking_time;
  guint                hold_count;
  gboolean             paused;
  gboolean             thinking;
  guint                n_stale;

  GPtrArray           *advice;       /* GCancellable of each advice request. */
};

/* mancala-game.c */
void     _mancala_game_set_thinking    (MancalaGame *self,
                                        gboolean     thinking);
void     _mancala_game_play_move       (MancalaGame *self,
                                        guint        house);

/* mancala-game-computer.c */
void     _mancala_game_cancel_computer (MancalaGame *self);
void     _mancala_game_cancel_advice   (MancalaGame *self);
void     _mancala_game_update_computer (MancalaGame *self);

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

/* Restores what mancala_game_get_weakest_level() answers for @seat
 * (MANCALA_N_LEVELS: the computer of @seat has not moved yet).
 */
void     _mancala_game_set_weakest_level (MancalaGame  *self,
                                          MancalaSide   seat,
                                          MancalaLevel  level);
/* MANCALA_N_LEVELS when the computer of @seat has not moved yet. */
MancalaLevel _mancala_game_get_played_level (MancalaGame *self,
                                             MancalaSide  seat);

/* For tests: the search result behind the last computer move, and the
 * number of late answers thrown away.
 */
const MancalaSearchResult *_mancala_game_get_last_search_result (MancalaGame *self);
guint                      _mancala_game_get_n_stale            (MancalaGame *self);

G_END_DECLS
