/* mancala-cli-analyse.c
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

#include "mancala-analysis.h"
#include "mancala-cli-private.h"
#include "mancala-game-record.h"

#define DEFAULT_TIME_MS 500
#define MAX_TIME_MS     60000

/* One position of the game: before move i, or the end. */
typedef struct
{
  MancalaPosition      position;
  guint                flags;    /* Of the move played from here. */
  MancalaAnalysisValue value;
} Step;

static gboolean
is_best (const MancalaAnalysisValue *value,
         guint                       move)
{
  for (guint i = 0; i < value->n_best; i++)
    if (value->best[i] == move)
      return TRUE;
  return FALSE;
}

static void
append_moves (GString      *text,
              const guint8 *moves,
              guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, ',');
      if (moves[i] == MANCALA_MOVE_SWAP)
        g_string_append (text, "swap");
      else
        g_string_append_printf (text, "%u", moves[i]);
    }
}

/* Values of every position of the game, from the start to the end: the
 * value of a move is that of the position it leads to, so each position
 * is solved (or searched) once, not once per move.
 */
gboolean
_mancala_cli_analyse (MancalaCli   *self,
                      JsonBuilder  *builder,
                      GError      **error)
{
  const MancalaRules *rules = &self->rules;
  guint n = self->played->len;
  g_autofree Step *steps = g_new0 (Step, n + 1);
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GTimer) timer = g_timer_new ();
  guint time_ms = DEFAULT_TIME_MS;
  MancalaEndgameTable *endgame;

  if (self->time_ms != NULL &&
      !_mancala_cli_parse_uint ("--time-ms", self->time_ms, 1, MAX_TIME_MS, &time_ms, error))
    return FALSE;

  mancala_position_init (&steps[0].position, rules);
  mancala_history_init (history, rules, &steps[0].position);
  /* An endgame table the cache already has; analyse builds none. */
  endgame = mancala_analysis_open_endgame_table (rules, FALSE, NULL);

  for (guint i = 0; i <= n; i++)
    {
      if (!mancala_analysis_evaluate (rules, &steps[i].position, history, time_ms, endgame, NULL,
                                      &steps[i].value))
        {
          g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_LIMIT,
                       _("analyse ran out of memory at move %u"), i + 1);
          mancala_endgame_table_close (endgame);
          return FALSE;
        }

      if (i < n)
        {
          steps[i + 1].position = steps[i].position;
          steps[i].flags = mancala_play (rules, &steps[i + 1].position, history,
                                         g_array_index (self->played, guint8, i), NULL);
        }
    }
  mancala_endgame_table_close (endgame);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, mancala_variant_to_string (rules->variant));
  json_builder_set_member_name (builder, "houses");
  json_builder_add_int_value (builder, rules->houses);
  json_builder_set_member_name (builder, "seeds");
  json_builder_add_int_value (builder, rules->seeds);
  _mancala_cli_json_options (builder, rules);

  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);

  for (guint i = 0; i < n; i++)
    {
      const Step *step = &steps[i];
      const Step *next = &steps[i + 1];
      guint move = g_array_index (self->played, guint8, i);
      MancalaSide side = step->position.to_move;
      int best_value = step->value.value;
      int value = mancala_analysis_move_value (rules, &step->position, &next->position,
                                               step->flags, &next->value);
      gboolean exact = step->value.exact && (next->value.exact ||
                                             mancala_position_is_over (&next->position));
      guint depth = 0;
      int loss;
      g_autofree char *notation = mancala_game_record_format_move (move, step->flags);

      /* Two estimates of different depths can disagree; the move the
       * search chose is worth what the search says.
       */
      if (!exact && is_best (&step->value, move))
        value = best_value;
      loss = MAX (best_value - value, 0);

      if (!step->value.exact)
        depth = step->value.depth;
      if (!next->value.exact && (depth == 0 || next->value.depth < depth))
        depth = next->value.depth;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, i + 1);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, mancala_side_to_string (side));
      json_builder_set_member_name (builder, "move");
      _mancala_cli_json_move (builder, move);
      json_builder_set_member_name (builder, "notation");
      json_builder_add_string_value (builder, notation);
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, value);
      json_builder_set_member_name (builder, "best");
      json_builder_begin_array (builder);
      for (guint b = 0; b < step->value.n_best; b++)
        _mancala_cli_json_move (builder, step->value.best[b]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "best_value");
      json_builder_add_int_value (builder, best_value);
      json_builder_set_member_name (builder, "loss");
      json_builder_add_int_value (builder, loss);
      json_builder_set_member_name (builder, "exact");
      json_builder_add_boolean_value (builder, exact);
      json_builder_set_member_name (builder, "depth");
      if (exact)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, depth);
      json_builder_end_object (builder);

      /* "  8. S 2x     value -1  best 5 +3  lost 4  depth 14" */
      g_string_append_printf (text, "%4u. %c %-6s value %+3d  best ", i + 1,
                              side == MANCALA_SOUTH ? 'S' : 'N', notation, value);
      append_moves (text, step->value.best, step->value.n_best);
      g_string_append_printf (text, " %+d", best_value);
      if (loss > 0)
        g_string_append_printf (text, "  lost %d", loss);
      if (exact)
        g_string_append (text, "  exact\n");
      else
        g_string_append_printf (text, "  depth %u\n", depth);
    }

  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, mancala_position_is_over (&steps[n].position));
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, g_timer_elapsed (timer, NULL));
  json_builder_end_object (builder);

  if (self->text)
    self->text_output = g_string_free (g_steal_pointer (&text), FALSE);

  return TRUE;
}
