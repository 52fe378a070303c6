/* mancala-cli-perft.c
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

#include <glib/gi18n.h>

#include "mancala-cli-private.h"

#define MAX_PERFT_DEPTH       40
#define DEFAULT_PERFT_TIME_MS 60000
#define MAX_TIME_MS           600000

/* Self-contained, so the thread can outlive the caller's data. */
typedef struct
{
  MancalaRules    rules;
  MancalaPosition position;
  MancalaHistory  history;
  guint           depth;
  guint64         nodes;
  double          seconds;
} PerftJob;

static void
perft_task (gpointer data)
{
  PerftJob *job = data;
  gint64 start = g_get_monotonic_time ();

  job->nodes = mancala_perft (&job->rules, &job->position, &job->history, job->depth);
  job->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

gboolean
_mancala_cli_perft (MancalaCli   *self,
                    JsonBuilder  *builder,
                    GError      **error)
{
  g_autofree PerftJob *job = g_new0 (PerftJob, 1);
  guint time_ms = DEFAULT_PERFT_TIME_MS;

  if (self->depth == NULL)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   _("perft needs --depth D, the number of plies to count (e.g. --depth 5)"));
      return FALSE;
    }

  if (!_mancala_cli_parse_uint ("--depth", self->depth, 1, MAX_PERFT_DEPTH, &job->depth, error))
    return FALSE;

  if (self->time_ms != NULL &&
      !_mancala_cli_parse_uint ("--time-ms", self->time_ms, 1, MAX_TIME_MS, &time_ms, error))
    return FALSE;

  job->rules = self->rules;
  job->position = self->position;
  job->history = *self->history;

  if (!_mancala_cli_run_limited (perft_task, job, sizeof *job, time_ms))
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                   /* Translators: e.g. "perft --depth 20 gave up after 60000 ms; try a smaller --depth or a larger --time-ms". */
                   _("perft --depth %u gave up after %u ms; try a smaller --depth or a larger --time-ms"),
                   job->depth, time_ms);
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "depth");
  json_builder_add_int_value (builder, job->depth);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) job->nodes);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, job->seconds);
  json_builder_end_object (builder);

  return TRUE;
}
