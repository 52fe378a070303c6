/* mancala-cli-search.c
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
#include <stdatomic.h>

#include "mancala-analysis.h"
#include "mancala-cli-private.h"
#include "mancala-search-private.h"

#define MAX_SEARCH_DEPTH    40
#define MAX_TIME_MS         600000
#define MAX_SEARCH_NODES    4000000000u
#define SEARCH_CAP_MS       60000     /* For --level and --depth. */
#define SOLVE_CAP_MS        60000
#define FAST_SOLVE_CAP_MS   600000    /* The full Kalah board takes about a minute. */
#define MATCH_CAP_MS        600000
#define BENCH_CAP_MS        600000
#define DEFAULT_GAMES       20
#define MAX_GAMES           1000
#define SOLVE_TABLE_MB      0         /* The engine sizes it to the board. */
#define MAX_TABLE_MB        16384

/* Fixed, so that the same command gives the same answer. */
#define CLI_SEED            1

static gboolean
parse_level (const char    *flag,
             const char    *text,
             MancalaLevel  *level,
             GError       **error)
{
  const char *const *names = mancala_level_names ();
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_autofree char *hint = NULL;
  g_autofree char *list = NULL;

  if (mancala_level_from_string (lower, level))
    return TRUE;

  hint = _mancala_cli_suggest (text, names);
  if (hint != NULL)
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 /* Translators: the first %s is --level or "match". */
                 _("%s: unknown level “%s”; did you mean “%s”?"), flag, text, hint);
  else
    {
      list = g_strjoinv (", ", (char **) names);
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   /* Translators: the first %s is --level or "match", the last the
                    * list of levels ("foolish, simple, average, clever, wise").
                    */
                   _("%s: unknown level “%s”; choose %s or 1 to 5"), flag, text, list);
    }
  return FALSE;
}

static gboolean
parse_time (MancalaCli  *self,
            guint        fallback,
            guint       *time_ms,
            GError     **error)
{
  *time_ms = fallback;
  if (self->time_ms == NULL)
    return TRUE;

  return _mancala_cli_parse_uint ("--time-ms", self->time_ms, 1, MAX_TIME_MS, time_ms, error);
}

static gboolean
refuse_finished_game (MancalaCli  *self,
                      const char  *command,
                      GError     **error)
{
  if (!mancala_position_is_over (&self->position))
    return TRUE;

  g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_MOVES,
               /* Translators: %s is the subcommand, e.g. bestmove. */
               _("%s: the game is over after --moves; there is no move to find"), command);
  return FALSE;
}

gboolean
_mancala_cli_bestmove (MancalaCli   *self,
                       JsonBuilder  *builder,
                       GError      **error)
{
  MancalaSearchLimits limits = { 0 };
  MancalaSearchResult result = { 0 };
  MancalaSearcher *searcher;
  MancalaCliWatchdog *watchdog;
  MancalaLevel level = MANCALA_LEVEL_AVERAGE;
  _Atomic int stop = 0;
  guint depth = 0;
  guint time_ms = 0;
  guint nodes = 0;
  gboolean capped;

  if (self->level == NULL && self->depth == NULL && self->time_ms == NULL && self->nodes == NULL)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   _("bestmove needs a budget: --level L, --depth D, --time-ms T or --nodes N"));
      return FALSE;
    }

  if (self->level != NULL && (self->depth != NULL || self->time_ms != NULL || self->nodes != NULL))
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   _("bestmove: --level brings its own budget; give it without --depth, --time-ms and --nodes"));
      return FALSE;
    }

  if ((self->level != NULL && !parse_level ("--level", self->level, &level, error)) ||
      (self->depth != NULL &&
       !_mancala_cli_parse_uint ("--depth", self->depth, 1, MAX_SEARCH_DEPTH, &depth, error)) ||
      (self->nodes != NULL &&
       !_mancala_cli_parse_uint ("--nodes", self->nodes, 1, MAX_SEARCH_NODES, &nodes, error)) ||
      !parse_time (self, 0, &time_ms, error) ||
      !refuse_finished_game (self, "bestmove", error))
    return FALSE;

  /* The watchdog only matters for budgets the engine does not bound
   * itself: a deep --depth on a large board.
   */
  watchdog = _mancala_cli_watchdog_new (&stop, time_ms > 0 ? time_ms + 1000 : SEARCH_CAP_MS);

  if (self->level != NULL)
    {
      /* The node budget alone, as in the window unless its safety cap
       * of one second strikes: the same move on any machine.
       */
      _mancala_level_choose_move_capped (&self->rules, &self->position, self->history,
                                         level, CLI_SEED, false, &stop, &result);
    }
  else
    {
      limits.depth = depth;
      limits.time_ms = time_ms;
      limits.nodes = nodes;
      limits.seed = CLI_SEED;
      limits.stop = &stop;

      searcher = mancala_searcher_new (0);
      if (searcher == NULL)
        {
          _mancala_cli_watchdog_free (watchdog);
          g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                       _("bestmove: out of memory for the search table"));
          return FALSE;
        }
      mancala_searcher_search (searcher, &self->rules, &self->position, self->history,
                               &limits, &result);
      mancala_searcher_free (searcher);
    }

  capped = _mancala_cli_watchdog_free (watchdog);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "move");
  _mancala_cli_json_move (builder, result.move);
  json_builder_set_member_name (builder, "score");
  json_builder_add_int_value (builder, result.score);
  json_builder_set_member_name (builder, "depth");
  json_builder_add_int_value (builder, result.depth);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) result.nodes);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, result.seconds);
  json_builder_set_member_name (builder, "exact");
  json_builder_add_boolean_value (builder, result.exact);
  if (self->level != NULL)
    {
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, mancala_level_to_string (level));
    }
  /* A --depth beyond what the cap allows answers with the deepest
   * finished iteration, and says so.
   */
  json_builder_set_member_name (builder, "capped");
  json_builder_add_boolean_value (builder, capped);
  json_builder_end_object (builder);

  return TRUE;
}

/* Positions with fewer seeds in the houses solve in moments without an
 * endgame table: not worth building one for.
 */
#define ENDGAME_BUILD_MIN_SEEDS 25

/* The endgame table for the solve, built on first use
 * (mancala-analysis.c); any failure only means solving without.
 */
static MancalaEndgameTable *
open_endgame_table (MancalaCli *self,
                    double     *build_seconds)
{
  *build_seconds = 0;
  if (mancala_position_side_seeds (&self->rules, &self->position, MANCALA_SOUTH)
      + mancala_position_side_seeds (&self->rules, &self->position, MANCALA_NORTH) < ENDGAME_BUILD_MIN_SEEDS)
    return NULL;
  return mancala_analysis_open_endgame_table (&self->rules, TRUE, build_seconds);
}

gboolean
_mancala_cli_solve (MancalaCli   *self,
                    JsonBuilder  *builder,
                    GError      **error)
{
  MancalaSolveResult result = { 0 };
  MancalaCliWatchdog *watchdog;
  _Atomic int stop = 0;
  guint time_ms;
  guint table_mb = SOLVE_TABLE_MB;
  MancalaEndgameTable *endgame;
  guint endgame_seeds;
  double build_seconds;
  gboolean solved;
  gboolean capped;

  if (self->table_mb != NULL &&
      !_mancala_cli_parse_uint ("--table-mb", self->table_mb, 1, MAX_TABLE_MB, &table_mb, error))
    return FALSE;

  /* The fast solver is worth waiting for; with the others a long wait
   * would seldom end in an answer.
   */
  if (!parse_time (self, mancala_solve_is_fast (&self->rules) ? FAST_SOLVE_CAP_MS : SOLVE_CAP_MS,
                   &time_ms, error))
    return FALSE;

  /* Built before the clock starts: --time-ms is the solve's. */
  endgame = open_endgame_table (self, &build_seconds);
  endgame_seeds = endgame != NULL ? mancala_endgame_table_max_seeds (endgame) : 0;
  watchdog = _mancala_cli_watchdog_new (&stop, time_ms);
  solved = mancala_solve_with_table (&self->rules, &self->position, self->history,
                                     table_mb, endgame, &stop, &result);
  capped = _mancala_cli_watchdog_free (watchdog);
  mancala_endgame_table_close (endgame);

  /* A finished game has a value and no best move: not an error. */
  if (!solved && !mancala_position_is_over (&self->position))
    {
      if (capped)
        g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                     _("solve gave up after %u ms; try a smaller board, a later position (--moves) or a larger --time-ms"),
                     time_ms);
      else
        g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                     _("solve ran out of memory"));
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "value");
  json_builder_add_int_value (builder, result.value);
  json_builder_set_member_name (builder, "best");
  json_builder_begin_array (builder);
  for (guint i = 0; i < result.n_best && i < MANCALA_MAX_MOVES; i++)
    _mancala_cli_json_move (builder, result.best[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) result.nodes);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, result.seconds);
  json_builder_set_member_name (builder, "endgame_table_seeds");
  json_builder_add_int_value (builder, endgame_seeds);
  if (build_seconds > 0)
    {
      json_builder_set_member_name (builder, "endgame_table_build_seconds");
      json_builder_add_double_value (builder, build_seconds);
    }
  json_builder_end_object (builder);

  return TRUE;
}

static bool
match_progress_cb (const MancalaMatchResult *so_far,
                   void                     *user_data)
{
  MancalaMatchResult *last = user_data;

  *last = *so_far;
  return true;
}

gboolean
_mancala_cli_match (MancalaCli   *self,
                    JsonBuilder  *builder,
                    GError      **error)
{
  MancalaMatchResult result = { 0 };
  MancalaMatchResult so_far = { 0 };
  MancalaCliWatchdog *watchdog;
  MancalaLevel a;
  MancalaLevel b;
  _Atomic int stop = 0;
  guint games = DEFAULT_GAMES;
  guint time_ms;
  gboolean played;
  gboolean capped;

  if (!parse_level ("match", g_ptr_array_index (self->words, 1), &a, error) ||
      !parse_level ("match", g_ptr_array_index (self->words, 2), &b, error) ||
      (self->games != NULL &&
       !_mancala_cli_parse_uint ("--games", self->games, 1, MAX_GAMES, &games, error)) ||
      !parse_time (self, MATCH_CAP_MS, &time_ms, error))
    return FALSE;

  watchdog = _mancala_cli_watchdog_new (&stop, time_ms);
  played = mancala_match_play (&self->rules, a, b, games, CLI_SEED, &stop,
                               match_progress_cb, &so_far, &result);
  capped = _mancala_cli_watchdog_free (watchdog);

  if (!played || capped)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                   /* Translators: e.g. "match gave up after 600000 ms with 37 of 100 games played; …" */
                   _("match gave up after %u ms with %u of %u games played; use fewer --games or a larger --time-ms"),
                   time_ms, so_far.games, games);
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "a");
  json_builder_add_string_value (builder, mancala_level_to_string (a));
  json_builder_set_member_name (builder, "b");
  json_builder_add_string_value (builder, mancala_level_to_string (b));
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, result.games);
  json_builder_set_member_name (builder, "a_wins");
  json_builder_add_int_value (builder, result.a_wins);
  json_builder_set_member_name (builder, "draws");
  json_builder_add_int_value (builder, result.draws);
  json_builder_set_member_name (builder, "b_wins");
  json_builder_add_int_value (builder, result.b_wins);
  json_builder_set_member_name (builder, "a_score");
  json_builder_add_double_value (builder, result.a_score);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, mancala_variant_to_string (self->rules.variant));
  json_builder_set_member_name (builder, "houses");
  json_builder_add_int_value (builder, self->rules.houses);
  json_builder_set_member_name (builder, "seeds");
  json_builder_add_int_value (builder, self->rules.seeds);
  _mancala_cli_json_options (builder, &self->rules);
  json_builder_end_object (builder);

  return TRUE;
}

typedef struct
{
  guint            index;
  gboolean         ok;
  MancalaBenchItem item;
} BenchJob;

static void
bench_task (gpointer data)
{
  BenchJob *job = data;

  job->ok = mancala_bench_run_item (job->index, &job->item);
}

gboolean
_mancala_cli_bench (MancalaCli   *self,
                    JsonBuilder  *builder,
                    GError      **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) BENCH_CAP_MS * G_TIME_SPAN_MILLISECOND;
  guint64 total_nodes = 0;
  double total_seconds = 0.0;

  /* The set is fixed, so that numbers compare across versions. */
  if (self->variant != NULL || self->houses != NULL || self->seeds != NULL ||
      self->empty_capture || self->end_rule != NULL || self->pie ||
      self->grand_slam != NULL || self->rounds != NULL)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   _("bench runs a fixed set of positions of every variant; it takes no rule set options"));
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "items");
  json_builder_begin_array (builder);

  for (guint i = 0; i < mancala_bench_n_items (); i++)
    {
      BenchJob job = { .index = i };
      gint64 left_ms = (deadline - g_get_monotonic_time ()) / G_TIME_SPAN_MILLISECOND;

      if (left_ms <= 0 ||
          !_mancala_cli_run_limited (bench_task, &job, sizeof job, (guint) left_ms))
        {
          g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                       _("bench gave up after %u ms at item %u"), BENCH_CAP_MS, i + 1);
          return FALSE;
        }

      if (!job.ok)
        {
          g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                       _("bench item %u failed (out of memory?)"), i + 1);
          return FALSE;
        }

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, job.item.name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, job.item.kind);
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, job.item.variant);
      json_builder_set_member_name (builder, "nodes");
      json_builder_add_int_value (builder, (gint64) job.item.nodes);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, job.item.seconds);
      json_builder_set_member_name (builder, "nodes_per_second");
      json_builder_add_double_value (builder, job.item.nodes_per_second);
      json_builder_end_object (builder);

      total_nodes += job.item.nodes;
      total_seconds += job.item.seconds;
    }

  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) total_nodes);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, total_seconds);
  json_builder_set_member_name (builder, "nodes_per_second");
  json_builder_add_double_value (builder, total_seconds > 0 ? total_nodes / total_seconds : 0.0);
  json_builder_end_object (builder);

  return TRUE;
}
