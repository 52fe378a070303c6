/* mancala-cli-limit.c
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

#define G_LOG_DOMAIN "mancala-cli"

#include "config.h"

#include <stdatomic.h>
#include <string.h>

#include "mancala-cli-private.h"

/* Some engine calls (perft above all) cannot be interrupted, yet the CLI
 * must never hang on an absurd request. So they run in a thread on a
 * private copy of their data; when time is up the caller answers with an
 * error and the process exits, taking the abandoned thread with it. The
 * job is reference counted so that neither side frees it under the other.
 */
typedef struct
{
  GMutex          mutex;
  GCond           cond;
  gboolean        done;
  MancalaCliTask  task;
  gsize           size;
  guint8          data[];
} Job;

static void
job_clear (gpointer data)
{
  Job *job = data;

  g_mutex_clear (&job->mutex);
  g_cond_clear (&job->cond);
}

static gpointer
job_thread (gpointer data)
{
  Job *job = data;

  job->task (job->data);

  g_mutex_lock (&job->mutex);
  job->done = TRUE;
  g_cond_signal (&job->cond);
  g_mutex_unlock (&job->mutex);

  g_atomic_rc_box_release_full (job, job_clear);
  return NULL;
}

gboolean
_mancala_cli_run_limited (MancalaCliTask task,
                          gpointer       data,
                          gsize          size,
                          guint          timeout_ms)
{
  Job *job = g_atomic_rc_box_alloc0 (sizeof (Job) + size);
  gint64 end_time = g_get_monotonic_time () + (gint64) timeout_ms * G_TIME_SPAN_MILLISECOND;
  gboolean done;

  g_mutex_init (&job->mutex);
  g_cond_init (&job->cond);
  job->task = task;
  job->size = size;
  memcpy (job->data, data, size);

  g_thread_unref (g_thread_new ("mancala-cli", job_thread, g_atomic_rc_box_acquire (job)));

  g_mutex_lock (&job->mutex);
  while (!job->done)
    if (!g_cond_wait_until (&job->cond, &job->mutex, end_time))
      break;
  done = job->done;
  g_mutex_unlock (&job->mutex);

  if (done)
    memcpy (data, job->data, size);

  g_atomic_rc_box_release_full (job, job_clear);
  return done;
}

/* The engine's searches poll a stop flag; the watchdog raises it when
 * the budget is spent, so even an absurd request comes back in time.
 */
struct _MancalaCliWatchdog
{
  GMutex       mutex;
  GCond        cond;
  GThread     *thread;
  _Atomic int *stop;
  gint64       end_time;
  gboolean     cancelled;
  gboolean     fired;
};

static gpointer
watchdog_thread (gpointer data)
{
  MancalaCliWatchdog *self = data;

  g_mutex_lock (&self->mutex);
  while (!self->cancelled)
    if (!g_cond_wait_until (&self->cond, &self->mutex, self->end_time))
      {
        self->fired = TRUE;
        atomic_store (self->stop, 1);
        break;
      }
  g_mutex_unlock (&self->mutex);

  return NULL;
}

MancalaCliWatchdog *
_mancala_cli_watchdog_new (_Atomic int *stop,
                           guint        timeout_ms)
{
  MancalaCliWatchdog *self = g_new0 (MancalaCliWatchdog, 1);

  g_mutex_init (&self->mutex);
  g_cond_init (&self->cond);
  self->stop = stop;
  self->end_time = g_get_monotonic_time () + (gint64) timeout_ms * G_TIME_SPAN_MILLISECOND;
  self->thread = g_thread_new ("mancala-cli-watchdog", watchdog_thread, self);

  return self;
}

gboolean
_mancala_cli_watchdog_free (MancalaCliWatchdog *self)
{
  gboolean fired;

  g_mutex_lock (&self->mutex);
  self->cancelled = TRUE;
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->mutex);

  g_thread_join (self->thread);
  fired = self->fired;

  g_mutex_clear (&self->mutex);
  g_cond_clear (&self->cond);
  g_free (self);

  return fired;
}
