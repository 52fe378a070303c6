/* mancala-analysis.c
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

#include "mancala-analysis.h"

/* A solve table small enough to allocate for every position of a game
 * (the solver only gets a second or so per position).
 */
#define SOLVE_TABLE_MB 16

/* The solver polls one stop flag; this timer raises it when the budget
 * is spent or when the caller's own flag goes up.
 */
typedef struct
{
  GMutex             mutex;
  GCond              cond;
  gboolean           done;
  gint64             end_time;
  _Atomic int        stop;
  const _Atomic int *outer;
} Timer;

static gpointer
timer_thread (gpointer data)
{
  Timer *timer = data;

  g_mutex_lock (&timer->mutex);
  while (!timer->done)
    {
      gint64 now = g_get_monotonic_time ();
      gint64 wake = MIN (timer->end_time, now + 10 * G_TIME_SPAN_MILLISECOND);

      if (now >= timer->end_time || (timer->outer != NULL && atomic_load (timer->outer)))
        {
          atomic_store (&timer->stop, 1);
          break;
        }
      g_cond_wait_until (&timer->cond, &timer->mutex, wake);
    }
  g_mutex_unlock (&timer->mutex);
  return NULL;
}

static int
margin (const MancalaRules    *rules,
        const MancalaPosition *pos,
        MancalaSide            side)
{
  return (int) mancala_position_store (rules, pos, side) -
         (int) mancala_position_store (rules, pos, mancala_side_other (side));
}

MancalaEndgameTable *
mancala_analysis_open_endgame_table (const MancalaRules *rules,
                                     gboolean            build,
                                     double             *build_seconds)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  const char *env = g_getenv ("MANCALA_ENDGAME_DIR");
  MancalaEndgameTable *table;
  unsigned seeds = mancala_endgame_table_seeds (rules);
  char name[128];

  if (build_seconds != NULL)
    *build_seconds = 0;
  /* The one installed with the game first (the same file), then the
   * user's cache.
   */
  table = mancala_endgame_table_open_installed (rules);
  if (table != NULL)
    return table;
  if ((env != NULL && *env == '\0') || rules->houses != 6 || seeds == 0)
    return NULL;

  dir = env != NULL ? g_strdup (env) : g_build_filename (g_get_user_cache_dir (), "mancala", NULL);
  mancala_endgame_table_name (rules, seeds, name, sizeof name);
  path = g_build_filename (dir, name, NULL);

  table = mancala_endgame_table_open (rules, path);
  if (table == NULL && build && g_mkdir_with_parents (dir, 0755) == 0)
    {
      gint64 start = g_get_monotonic_time ();

      if (mancala_endgame_table_build (rules, seeds, path, NULL))
        table = mancala_endgame_table_open (rules, path);
      if (build_seconds != NULL)
        *build_seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
    }
  return table;
}

gboolean
mancala_analysis_evaluate (const MancalaRules        *rules,
                           const MancalaPosition     *pos,
                           const MancalaHistory      *history,
                           guint                      time_ms,
                           const MancalaEndgameTable *endgame,
                           const _Atomic int         *stop,
                           MancalaAnalysisValue      *result)
{
  MancalaSolveResult solved = { 0 };
  MancalaSearchResult found;
  MancalaSearchLimits limits = { 0 };
  MancalaSearcher *searcher;
  Timer timer = { 0 };
  GThread *thread;
  gboolean ok;

  memset (result, 0, sizeof *result);

  if (mancala_position_is_over (pos))
    {
      result->value = margin (rules, pos, pos->to_move);
      result->exact = TRUE;
      return TRUE;
    }

  g_mutex_init (&timer.mutex);
  g_cond_init (&timer.cond);
  timer.end_time = g_get_monotonic_time () + (gint64) time_ms * G_TIME_SPAN_MILLISECOND;
  timer.outer = stop;
  thread = g_thread_new ("mancala-analysis-timer", timer_thread, &timer);

  ok = mancala_solve_with_table (rules, pos, history, SOLVE_TABLE_MB, endgame, &timer.stop, &solved);

  g_mutex_lock (&timer.mutex);
  timer.done = TRUE;
  g_cond_signal (&timer.cond);
  g_mutex_unlock (&timer.mutex);
  g_thread_join (thread);
  g_mutex_clear (&timer.mutex);
  g_cond_clear (&timer.cond);

  if (ok)
    {
      result->value = solved.value;
      result->exact = TRUE;
      result->n_best = solved.n_best;
      memcpy (result->best, solved.best, sizeof solved.best);
      result->nodes = solved.nodes;
      return TRUE;
    }

  if (stop != NULL && atomic_load (stop))
    return FALSE;

  searcher = mancala_searcher_new (0);
  if (searcher == NULL)
    return FALSE;

  limits.time_ms = MAX (time_ms, 1);
  limits.stop = stop;
  ok = mancala_searcher_search (searcher, rules, pos, history, &limits, &found);
  mancala_searcher_free (searcher);

  if (!ok || (stop != NULL && atomic_load (stop)))
    return FALSE;

  result->value = found.score;
  result->exact = found.exact;
  result->depth = found.exact ? 0 : found.depth;
  result->n_best = 1;
  result->best[0] = (guint8) found.move;
  result->nodes = solved.nodes + found.nodes;
  return TRUE;
}

int
mancala_analysis_move_value (const MancalaRules         *rules,
                             const MancalaPosition      *before,
                             const MancalaPosition      *after,
                             guint                       flags,
                             const MancalaAnalysisValue *after_value)
{
  if (mancala_position_is_over (after))
    return margin (rules, after, before->to_move);

  if (after->to_move == before->to_move && !(flags & MANCALA_MOVE_SWAPPED))
    return after_value->value;

  return -after_value->value;
}
