/* mancala-game-analysis.c
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

#define G_LOG_DOMAIN "mancala-analysis"

#include "config.h"

#include <stdatomic.h>
#include <string.h>

#include "mancala-game-analysis.h"

/* The worker sends each value as it is found, tagged with the request's
 * generation; the main thread drops values of older requests.
 */

struct _MancalaGameAnalysis
{
  GObject       parent_instance;

  MancalaRules  rules;
  GArray       *steps;        /* MancalaAnalysisStep, positions 0..n */
  GArray       *moves;        /* guint8, the moves between them */
  guint         shown;
  int           houses[MANCALA_MAX_HOUSES + 1];
  gboolean      house_known[MANCALA_MAX_HOUSES + 1];
  gboolean      house_exact[MANCALA_MAX_HOUSES + 1];
  guint         house_depth[MANCALA_MAX_HOUSES + 1];

  guint         generation;
  GCancellable *cancellable;
  gboolean      running;
  guint         changed_id;   /* A "changed" is due. */
};

/* Values arrive in bursts; the window hears of them at most this often,
 * so that the main loop redraws a few times a second, not per value.
 */
#define CHANGED_INTERVAL_MS 100

G_DEFINE_FINAL_TYPE (MancalaGameAnalysis, mancala_game_analysis, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the thread works on: copies only, never the object's fields. */
typedef struct
{
  MancalaRules  rules;
  GArray       *steps;        /* MancalaAnalysisStep with the positions set. */
  guint8        moves[MANCALA_MAX_PLIES];
  guint         n_moves;
  guint         shown;
  guint         time_ms;
  guint         generation;
  _Atomic int   stop;
  MancalaGameAnalysis *self;  /* A reference, only handed back. */
} Job;

typedef struct
{
  MancalaGameAnalysis *self;
  guint                generation;
  int                  house;    /* > 0: a house value; 0: a step. */
  guint                index;
  gboolean             done;
  MancalaAnalysisValue value;
} Delivery;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_array_unref (job->steps);
  g_object_unref (job->self);
  g_free (job);
}

static void
emit_changed_cb (gpointer data)
{
  MancalaGameAnalysis *self = data;

  self->changed_id = 0;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
deliver_cb (gpointer data)
{
  Delivery *delivery = data;
  MancalaGameAnalysis *self = delivery->self;

  if (delivery->generation != self->generation)
    return G_SOURCE_REMOVE;

  if (delivery->done)
    {
      self->running = FALSE;
    }
  else if (delivery->house > 0)
    {
      self->houses[delivery->house] = delivery->value.value;
      self->house_exact[delivery->house] = delivery->value.exact;
      self->house_depth[delivery->house] = delivery->value.depth;
      self->house_known[delivery->house] = TRUE;
    }
  else if (delivery->index < self->steps->len)
    {
      MancalaAnalysisStep *step = &g_array_index (self->steps, MancalaAnalysisStep,
                                                  delivery->index);

      step->value = delivery->value;
      step->known = TRUE;
      step->south = step->position.to_move == MANCALA_SOUTH ? delivery->value.value
                                                           : -delivery->value.value;
    }

  if (self->changed_id == 0)
    self->changed_id = g_timeout_add_once (delivery->done ? 0 : CHANGED_INTERVAL_MS,
                                           emit_changed_cb, self);
  return G_SOURCE_REMOVE;
}

static void
delivery_free (gpointer data)
{
  Delivery *delivery = data;

  g_object_unref (delivery->self);
  g_free (delivery);
}

static void
send (Job                        *job,
      int                         house,
      guint                       index,
      gboolean                    done,
      const MancalaAnalysisValue *value)
{
  Delivery *delivery = g_new0 (Delivery, 1);

  delivery->self = g_object_ref (job->self);
  delivery->generation = job->generation;
  delivery->house = house;
  delivery->index = index;
  delivery->done = done;
  if (value != NULL)
    delivery->value = *value;

  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, deliver_cb, delivery, delivery_free);
}

static void
cancelled_cb (GCancellable *cancellable,
              Job          *job)
{
  atomic_store (&job->stop, 1);
}

/* The history of the first @n moves (Oware repetition). */
static void
history_at (Job            *job,
            guint           n,
            MancalaHistory *history)
{
  MancalaPosition pos;

  mancala_position_init (&pos, &job->rules);
  mancala_history_init (history, &job->rules, &pos);
  for (guint i = 0; i < n; i++)
    mancala_play (&job->rules, &pos, history, job->moves[i], NULL);
}

static void
analyse_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Job *job = task_data;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  gulong handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb), job, NULL);
  const MancalaAnalysisStep *shown = &g_array_index (job->steps, MancalaAnalysisStep, job->shown);
  uint8_t legal[MANCALA_MAX_MOVES];
  guint n_legal = mancala_position_legal_moves (&job->rules, &shown->position, legal);
  /* An endgame table the cache already has (mancala-cli solve builds
   * them); a minute's build has no place in a window's analysis.
   */
  MancalaEndgameTable *endgame = mancala_analysis_open_endgame_table (&job->rules, FALSE, NULL);

  /* First the houses of the position on the board: what a person asked. */
  for (guint i = 0; i < n_legal && !atomic_load (&job->stop); i++)
    {
      g_autofree MancalaHistory *child_history = g_new0 (MancalaHistory, 1);
      MancalaPosition child = shown->position;
      MancalaAnalysisValue value;
      guint flags;

      if (legal[i] == MANCALA_MOVE_SWAP)
        continue;

      history_at (job, job->shown, child_history);
      flags = mancala_play (&job->rules, &child, child_history, legal[i], NULL);
      if (!mancala_analysis_evaluate (&job->rules, &child, child_history, job->time_ms,
                                      endgame, &job->stop, &value))
        break;
      value.value = mancala_analysis_move_value (&job->rules, &shown->position, &child,
                                                 flags, &value);
      send (job, legal[i], 0, FALSE, &value);
    }

  /* Then every position of the game, from the end, where the solver is fast. */
  for (guint k = job->steps->len; k-- > 0 && !atomic_load (&job->stop);)
    {
      const MancalaAnalysisStep *step = &g_array_index (job->steps, MancalaAnalysisStep, k);
      MancalaAnalysisValue value;

      history_at (job, k, history);
      if (!mancala_analysis_evaluate (&job->rules, &step->position, history, job->time_ms,
                                      endgame, &job->stop, &value))
        break;
      send (job, 0, k, FALSE, &value);
    }

  mancala_endgame_table_close (endgame);
  g_cancellable_disconnect (cancellable, handler);
  if (!atomic_load (&job->stop))
    send (job, 0, 0, TRUE, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
mancala_game_analysis_dispose (GObject *object)
{
  MancalaGameAnalysis *self = MANCALA_GAME_ANALYSIS (object);

  mancala_game_analysis_stop (self);
  g_clear_handle_id (&self->changed_id, g_source_remove);

  G_OBJECT_CLASS (mancala_game_analysis_parent_class)->dispose (object);
}

static void
mancala_game_analysis_finalize (GObject *object)
{
  MancalaGameAnalysis *self = MANCALA_GAME_ANALYSIS (object);

  g_array_unref (self->steps);
  g_array_unref (self->moves);

  G_OBJECT_CLASS (mancala_game_analysis_parent_class)->finalize (object);
}

static void
mancala_game_analysis_class_init (MancalaGameAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mancala_game_analysis_dispose;
  object_class->finalize = mancala_game_analysis_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mancala_game_analysis_init (MancalaGameAnalysis *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (MancalaAnalysisStep));
  self->moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  mancala_rules_init_default (&self->rules, MANCALA_VARIANT_KALAH);
}

MancalaGameAnalysis *
mancala_game_analysis_new (void)
{
  return g_object_new (MANCALA_TYPE_GAME_ANALYSIS, NULL);
}

void
mancala_game_analysis_start (MancalaGameAnalysis *self,
                             const MancalaRules  *rules,
                             const GArray        *moves,
                             guint                shown,
                             guint                time_ms)
{
  g_autoptr(GTask) task = NULL;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  MancalaPosition pos;
  Job *job;

  g_return_if_fail (MANCALA_IS_GAME_ANALYSIS (self));
  g_return_if_fail (rules != NULL && moves != NULL);

  mancala_game_analysis_stop (self);
  self->rules = *rules;
  self->shown = MIN (shown, moves->len);
  memset (self->house_known, 0, sizeof self->house_known);

  g_array_set_size (self->steps, 0);
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves->data, MIN (moves->len, MANCALA_MAX_PLIES - 1));
  mancala_position_init (&pos, rules);
  mancala_history_init (history, rules, &pos);
  for (guint i = 0; i <= moves->len && i < MANCALA_MAX_PLIES; i++)
    {
      MancalaAnalysisStep step = { 0 };

      step.position = pos;
      if (i < moves->len)
        step.flags = mancala_play (rules, &pos, history, g_array_index (moves, guint8, i), NULL);
      g_array_append_val (self->steps, step);
    }
  self->shown = MIN (self->shown, self->steps->len - 1);

  job = g_new0 (Job, 1);
  job->rules = *rules;
  job->steps = g_array_copy (self->steps);
  job->n_moves = self->steps->len - 1;
  for (guint i = 0; i < job->n_moves; i++)
    job->moves[i] = g_array_index (moves, guint8, i);
  job->shown = self->shown;
  job->time_ms = time_ms;
  job->generation = self->generation;
  job->self = g_object_ref (self);

  self->cancellable = g_cancellable_new ();
  self->running = TRUE;
  task = g_task_new (self, self->cancellable, NULL, NULL);
  g_task_set_source_tag (task, mancala_game_analysis_start);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, analyse_thread);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
mancala_game_analysis_stop (MancalaGameAnalysis *self)
{
  g_return_if_fail (MANCALA_IS_GAME_ANALYSIS (self));

  /* Late deliveries of the old request are dropped by generation. */
  self->generation++;
  self->running = FALSE;
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

gboolean
mancala_game_analysis_is_running (MancalaGameAnalysis *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), FALSE);

  return self->running;
}

guint
mancala_game_analysis_get_n_steps (MancalaGameAnalysis *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), 0);

  return self->steps->len;
}

const MancalaAnalysisStep *
mancala_game_analysis_get_step (MancalaGameAnalysis *self,
                                guint                index)
{
  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);

  return &g_array_index (self->steps, MancalaAnalysisStep, index);
}

gboolean
mancala_game_analysis_get_house (MancalaGameAnalysis *self,
                                 guint                house,
                                 int                 *value,
                                 gboolean            *exact)
{
  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), FALSE);

  if (house < 1 || house > MANCALA_MAX_HOUSES || !self->house_known[house])
    return FALSE;

  *value = self->houses[house];
  *exact = self->house_exact[house];
  return TRUE;
}

guint
mancala_game_analysis_get_house_depth (MancalaGameAnalysis *self,
                                       guint                house)
{
  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), 0);

  if (house < 1 || house > MANCALA_MAX_HOUSES || !self->house_known[house] || self->house_exact[house])
    return 0;

  return self->house_depth[house];
}

int
mancala_game_analysis_get_loss (MancalaGameAnalysis *self,
                                guint                n)
{
  const MancalaAnalysisStep *before, *after;
  int played;

  g_return_val_if_fail (MANCALA_IS_GAME_ANALYSIS (self), -1);

  if (n == 0 || n >= self->steps->len)
    return -1;

  before = &g_array_index (self->steps, MancalaAnalysisStep, n - 1);
  after = &g_array_index (self->steps, MancalaAnalysisStep, n);
  if (!before->known || !after->known)
    return -1;

  /* Two estimates of different depths can disagree; the move the
   * search chose lost nothing by its own account.
   */
  if (!before->value.exact)
    for (guint i = 0; i < before->value.n_best; i++)
      if (before->value.best[i] == g_array_index (self->moves, guint8, n - 1))
        return 0;

  played = mancala_analysis_move_value (&self->rules, &before->position, &after->position,
                                        before->flags, &after->value);
  return MAX (before->value.value - played, 0);
}
