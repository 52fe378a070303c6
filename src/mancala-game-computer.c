/* mancala-game-computer.c
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

/* The computer's side of MancalaGame: its worker, the thinking pause, the
 * holds of the view, and advice.
 */

#define G_LOG_DOMAIN "mancala-game"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-computer.h"
#include "mancala-game-private.h"

typedef struct
{
  GWeakRef game;
  guint    generation;
  guint64  key;
} ComputerCall;

void
_mancala_game_cancel_advice (MancalaGame *self)
{
  for (guint i = 0; i < self->advice->len; i++)
    g_cancellable_cancel (g_ptr_array_index (self->advice, i));
  g_ptr_array_set_size (self->advice, 0);
}

/* Forgets the computer's work for the current position: the search, its
 * answer and the pause. Does not touch is-thinking (see update_computer).
 */
void
_mancala_game_cancel_computer (MancalaGame *self)
{
  self->generation++;

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }

  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->searching = FALSE;
  self->pending_move = MANCALA_MOVE_NONE;
  self->pause_done = FALSE;
}

static void
apply_computer_move (MancalaGame *self)
{
  guint move = self->pending_move;
  MancalaSide seat;

  if (move == MANCALA_MOVE_NONE || !self->pause_done || self->hold_count > 0 || self->paused)
    return;

  /* The generation check in the callback makes this impossible; a wrong
   * move here would corrupt the game, so check once more.
   */
  if (!mancala_position_is_legal (&self->rules, &self->position, move))
    {
      g_critical ("The computer chose an illegal move %u; ignored", move);
      _mancala_game_cancel_computer (self);
      _mancala_game_set_thinking (self, FALSE);
      return;
    }

  /* The level that plays this move is the one the search ran at: a
   * change of level cancels the search (mancala_game_set_player()).
   */
  seat = mancala_game_get_side_seat (self, self->position.to_move);
  self->weakest[seat] = MIN (self->weakest[seat], self->levels[seat]);

  _mancala_game_play_move (self, move);
}

static void
pause_done_cb (gpointer user_data)
{
  MancalaGame *self = user_data;

  self->pause_id = 0;
  self->pause_done = TRUE;
  apply_computer_move (self);
}

/* The minimum pause runs while nobody holds the game, so that people see
 * the board at rest before the computer moves.
 */
static void
start_pause (MancalaGame *self)
{
  if (self->pause_done || self->pause_id != 0 || self->hold_count > 0 || self->paused)
    return;

  if (self->thinking_time == 0)
    self->pause_done = TRUE;
  else
    self->pause_id = g_timeout_add_once (self->thinking_time, pause_done_cb, self);
}

static guint
random_legal_move (MancalaGame *self)
{
  guint8 moves[MANCALA_MAX_MOVES];
  guint n = mancala_position_legal_moves (&self->rules, &self->position, moves);

  return n > 0 ? moves[g_random_int_range (0, (gint) n)] : MANCALA_MOVE_NONE;
}

static void
computer_move_ready_cb (GObject      *source_object,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  ComputerCall *call = user_data;
  g_autoptr(MancalaGame) self = g_weak_ref_get (&call->game);
  g_autoptr(GError) error = NULL;
  MancalaSearchResult search_result = { 0 };
  guint move;

  move = mancala_computer_choose_move_finish (result, &search_result, &error);

  if (self == NULL || call->generation != self->generation)
    {
      /* A late answer for a game that went on or went away. */
      if (self != NULL)
        self->n_stale++;
    }
  else if (call->key != mancala_position_key (&self->position))
    {
      g_critical ("A computer move arrived for another position; dropped");
      self->n_stale++;
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Only cancel_computer() cancels, and it bumps the generation:
       * should it ever happen, search again rather than hang.
       */
      self->searching = FALSE;
      _mancala_game_update_computer (self);
    }
  else
    {
      if (error != NULL)
        {
          g_warning ("The computer found no move (%s); it plays at random", error->message);
          move = random_legal_move (self);
        }

      self->searching = FALSE;
      self->pending_move = move;
      self->last_result = search_result;
      apply_computer_move (self);
    }

  g_weak_ref_clear (&call->game);
  g_free (call);
}

/* Starts, resumes or stops the computer so that it plays when, and only
 * when, a computer plays the side to move of a game that goes on.
 */
void
_mancala_game_update_computer (MancalaGame *self)
{
  MancalaSide side = self->position.to_move;
  ComputerCall *call;

  if (mancala_position_is_over (&self->position) ||
      mancala_game_get_side_kind (self, side) != MANCALA_PLAYER_COMPUTER)
    {
      _mancala_game_cancel_computer (self);
      _mancala_game_set_thinking (self, FALSE);
      return;
    }

  if (self->paused)
    {
      /* A search under way may finish; its answer waits for resume. */
      g_clear_handle_id (&self->pause_id, g_source_remove);
      self->pause_done = FALSE;
      _mancala_game_set_thinking (self, FALSE);
      return;
    }

  _mancala_game_set_thinking (self, TRUE);
  start_pause (self);

  if (self->searching || self->pending_move != MANCALA_MOVE_NONE)
    {
      apply_computer_move (self);
      return;
    }

  call = g_new0 (ComputerCall, 1);
  g_weak_ref_init (&call->game, self);
  call->generation = self->generation;
  call->key = mancala_position_key (&self->position);

  self->cancellable = g_cancellable_new ();
  self->searching = TRUE;
  mancala_computer_choose_move (&self->rules, &self->position, &self->history,
                                mancala_game_get_side_level (self, side),
                                g_random_int () | ((guint64) g_random_int () << 32),
                                self->cancellable, computer_move_ready_cb, call);
}

void
mancala_game_hold (MancalaGame *self)
{
  g_return_if_fail (MANCALA_IS_GAME (self));

  self->hold_count++;
}

void
mancala_game_release (MancalaGame *self)
{
  g_return_if_fail (MANCALA_IS_GAME (self));
  g_return_if_fail (self->hold_count > 0);

  if (--self->hold_count > 0)
    return;

  if (self->thinking)
    {
      start_pause (self);
      apply_computer_move (self);
    }
}

typedef struct
{
  GCancellable *inner;
  GCancellable *outer;
  gulong        outer_handler;
} AdviceData;

static void
advice_data_free (gpointer data)
{
  AdviceData *advice = data;

  if (advice->outer != NULL)
    g_cancellable_disconnect (advice->outer, advice->outer_handler);
  g_clear_object (&advice->outer);
  g_clear_object (&advice->inner);
  g_free (advice);
}

static void
cancel_inner_cb (GCancellable *outer,
                 GCancellable *inner)
{
  g_cancellable_cancel (inner);
}

static void
advice_ready_cb (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  MancalaGame *self = g_task_get_source_object (task);
  AdviceData *advice = g_task_get_task_data (task);
  GError *error = NULL;
  guint move;

  move = mancala_computer_choose_move_finish (result, NULL, &error);
  g_ptr_array_remove (self->advice, advice->inner);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, move);
}

void
mancala_game_request_advice (MancalaGame         *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  AdviceData *advice;

  g_return_if_fail (MANCALA_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mancala_game_request_advice);

  if (mancala_position_is_over (&self->position))
    {
      g_task_return_new_error (task, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_OVER,
                               _("The game is over"));
      return;
    }

  /* The search follows its own cancellable, fired by the caller's or by
   * any change of the position.
   */
  advice = g_new0 (AdviceData, 1);
  advice->inner = g_cancellable_new ();
  g_task_set_task_data (task, advice, advice_data_free);
  g_ptr_array_add (self->advice, g_object_ref (advice->inner));

  if (cancellable != NULL)
    {
      advice->outer = g_object_ref (cancellable);
      advice->outer_handler = g_cancellable_connect (cancellable, G_CALLBACK (cancel_inner_cb),
                                                     advice->inner, NULL);
    }

  mancala_computer_choose_move (&self->rules, &self->position, &self->history,
                                mancala_game_get_side_level (self, self->position.to_move),
                                g_random_int (), advice->inner,
                                advice_ready_cb, g_steal_pointer (&task));
}

guint
mancala_game_request_advice_finish (MancalaGame   *self,
                                    GAsyncResult  *result,
                                    GError       **error)
{
  GError *local_error = NULL;
  gssize move;

  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_MOVE_NONE);
  g_return_val_if_fail (g_task_is_valid (result, self), MANCALA_MOVE_NONE);

  move = g_task_propagate_int (G_TASK (result), &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return MANCALA_MOVE_NONE;
    }

  return (guint) move;
}

const MancalaSearchResult *
_mancala_game_get_last_search_result (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return &self->last_result;
}

guint
_mancala_game_get_n_stale (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), 0);

  return self->n_stale;
}
