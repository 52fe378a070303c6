/* mancala-computer.c
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

#define G_LOG_DOMAIN "mancala-computer"

#include "config.h"

#include "mancala-computer-private.h"

/* Everything the thread reads is copied here, so the game may change,
 * or go away, while the search runs.
 */
typedef struct
{
  MancalaRules        rules;
  MancalaPosition     position;
  MancalaHistory      history;
  MancalaLevel        level;
  guint64             seed;
  _Atomic int         stop;
  MancalaSearchResult result;
} ChooseData;

static gint n_running;
static gint n_started;
static MancalaChooseMoveFunc choose_move_func = mancala_level_choose_move;

static void
stop_search_cb (GCancellable *cancellable,
                gpointer      user_data)
{
  ChooseData *data = user_data;

  /* Runs in whichever thread cancels: only an atomic store. */
  data->stop = 1;
}

static void
choose_move_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ChooseData *data = task_data;
  gulong handler = 0;
  gboolean found;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (stop_search_cb), data, NULL);

  if (data->stop)
    found = FALSE;
  else
    found = choose_move_func (&data->rules, &data->position, &data->history,
                                       data->level, data->seed, &data->stop,
                                       &data->result);

  /* Disconnecting waits for a cancel handler running in another thread,
   * so @data is not written after this point.
   */
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  (void) g_atomic_int_dec_and_test (&n_running);

  if (g_task_return_error_if_cancelled (task))
    return;

  if (!found || data->result.move == MANCALA_MOVE_NONE)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               "No move: the game is over");
      return;
    }

  g_task_return_int (task, data->result.move);
}

void
mancala_computer_choose_move (const MancalaRules    *rules,
                              const MancalaPosition *position,
                              const MancalaHistory  *history,
                              MancalaLevel           level,
                              guint64                seed,
                              GCancellable          *cancellable,
                              GAsyncReadyCallback    callback,
                              gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseData *data;

  g_return_if_fail (rules != NULL);
  g_return_if_fail (position != NULL);
  g_return_if_fail (level < MANCALA_N_LEVELS);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (ChooseData, 1);
  data->rules = *rules;
  data->position = *position;
  if (history != NULL)
    data->history = *history;
  else
    mancala_history_init (&data->history, rules, position);
  data->level = level;
  data->seed = seed;
  data->result.move = MANCALA_MOVE_NONE;

  /* No source object: the task must not keep the game alive, so that
   * disposing the game cancels the search instead of waiting for it.
   */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, mancala_computer_choose_move);
  g_task_set_name (task, "[mancala] computer move");
  g_task_set_task_data (task, data, g_free);
  g_task_set_check_cancellable (task, TRUE);

  g_atomic_int_inc (&n_running);
  g_atomic_int_inc (&n_started);
  g_task_run_in_thread (task, choose_move_thread);
}

guint
mancala_computer_choose_move_finish (GAsyncResult         *result,
                                     MancalaSearchResult  *search_result,
                                     GError              **error)
{
  GTask *task = G_TASK (result);
  GError *local_error = NULL;
  gssize move;

  g_return_val_if_fail (g_task_is_valid (result, NULL), MANCALA_MOVE_NONE);
  g_return_val_if_fail (g_task_get_source_tag (task) == mancala_computer_choose_move,
                        MANCALA_MOVE_NONE);

  move = g_task_propagate_int (task, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return MANCALA_MOVE_NONE;
    }

  if (search_result != NULL)
    {
      ChooseData *data = g_task_get_task_data (task);

      *search_result = data->result;
    }

  return (guint) move;
}

guint
mancala_computer_get_n_running (void)
{
  return (guint) g_atomic_int_get (&n_running);
}

void
_mancala_computer_set_choose_move_func (MancalaChooseMoveFunc func)
{
  /* Set by tests before any search starts, so a plain store is enough. */
  choose_move_func = func != NULL ? func : mancala_level_choose_move;
}

guint
_mancala_computer_get_n_started (void)
{
  return (guint) g_atomic_int_get (&n_started);
}
