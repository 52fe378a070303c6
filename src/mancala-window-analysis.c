/* mancala-window-analysis.c
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

/* The Analysis switch of the move list's panel: off at every start, so
 * that a game against the computer is never analysed unless the person
 * asks. When on, the worker (MancalaGameAnalysis) values each playable
 * house of the position on the board and every position of the game for
 * the graph; any change of the game or of the move shown restarts it.
 */

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-analysis-graph.h"
#include "mancala-game-analysis.h"
#include "mancala-window-private.h"

/* Per position: long enough for the solver on small boards and late
 * positions, short enough that the graph fills in seconds.
 */
#define ANALYSIS_TIME_MS 300

static MancalaGameAnalysis *
get_analysis (MancalaWindow *self)
{
  return g_object_get_data (G_OBJECT (self), "mancala-analysis");
}

static void
update_houses_label (MancalaWindow *self)
{
  MancalaGameAnalysis *analysis = get_analysis (self);
  const MancalaRules *rules = mancala_game_get_rules (self->game);
  g_autoptr(GString) text = g_string_new (NULL);
  MancalaHouseValue values[MANCALA_MAX_HOUSES] = { { 0 } };
  gboolean all_exact = TRUE;
  guint depth = 0;

  for (guint house = 1; house <= rules->houses; house++)
    {
      gboolean exact;
      int value;

      if (!mancala_game_analysis_get_house (analysis, house, &value, &exact))
        continue;
      values[house - 1] = (MancalaHouseValue) {
        .known = TRUE,
        .value = value,
        .exact = exact,
        .depth = mancala_game_analysis_get_house_depth (analysis, house),
      };
      depth = MAX (depth, values[house - 1].depth);
      /* Translators: a house and what it is worth, e.g. "3: +2". */
      g_string_append_printf (text, "%s%u: %+d", text->len > 0 ? " · " : "", house, value);
      all_exact = all_exact && exact;
    }

  if (text->len == 0)
    {
      g_string_assign (text, mancala_game_analysis_is_running (analysis) ? _("Analysing…") : "");
    }
  else
    {
      g_string_prepend (text, _("Houses: "));
      if (all_exact)
        g_string_append_printf (text, " (%s)", _("exact"));
      else if (depth == 0)
        g_string_append_printf (text, " (%s)", _("estimate"));
      else
        /* Translators: after the values of the houses: some of them are
         * estimates by a search of %u moves ahead.
         */
        g_string_append_printf (text, _(" (estimate, depth %u)"), depth);
    }

  /* The board writes each value beside its house. */
  mancala_board_set_house_values (self->board, values, rules->houses);

  /* A new text lays the window out again: only when it changed. */
  if (g_strcmp0 (gtk_label_get_label (self->analysis_label), text->str) != 0)
    gtk_label_set_label (self->analysis_label, text->str);
}

/* The graph's mistakes, marked in the move list too. */
static void
mark_mistakes (MancalaWindow *self)
{
  MancalaAnalysisGraph *graph = MANCALA_ANALYSIS_GRAPH (self->analysis_graph);
  guint mistakes[MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES];
  guint n = 0;

  if (gtk_switch_get_active (self->analysis_switch))
    while (n < MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES && mancala_analysis_graph_get_mistake (graph, n) != 0)
      {
        mistakes[n] = mancala_analysis_graph_get_mistake (graph, n);
        n++;
      }

  mancala_move_list_set_mistakes (self->move_list, mistakes, n);
}

static void
analysis_changed_cb (MancalaWindow *self)
{
  MancalaGameAnalysis *analysis = get_analysis (self);

  update_houses_label (self);
  mark_mistakes (self);
  gtk_spinner_set_spinning (self->analysis_spinner, mancala_game_analysis_is_running (analysis));
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_spinner),
                          mancala_game_analysis_is_running (analysis));
}

void
_mancala_window_analysis_refresh (MancalaWindow *self)
{
  MancalaGameAnalysis *analysis = get_analysis (self);
  gboolean on = gtk_switch_get_active (self->analysis_switch);
  g_autoptr(GArray) moves = NULL;
  const GArray *list;
  guint shown;

  if (analysis == NULL)
    return;

  gtk_widget_set_visible (self->analysis_graph, on);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_label), on);

  if (!on)
    {
      mancala_game_analysis_stop (analysis);
      mancala_board_clear_house_values (self->board);
      mancala_move_list_set_mistakes (self->move_list, NULL, 0);
      gtk_spinner_set_spinning (self->analysis_spinner, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->analysis_spinner), FALSE);
      return;
    }

  list = mancala_game_get_move_list (self->game);
  moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), list->len);
  for (guint i = 0; i < list->len; i++)
    g_array_append_val (moves, g_array_index (list, MancalaMove, i).house);

  _mancala_window_get_browsing (self, &shown);
  mancala_board_clear_house_values (self->board);
  mancala_game_analysis_start (analysis, mancala_game_get_rules (self->game), moves, shown,
                               ANALYSIS_TIME_MS);
  mancala_analysis_graph_set_current (MANCALA_ANALYSIS_GRAPH (self->analysis_graph), shown);
}

static void
graph_move_activated_cb (MancalaWindow        *self,
                         guint                 n,
                         MancalaAnalysisGraph *graph)
{
  _mancala_window_browse (self, n);
}

static void
window_destroy_cb (MancalaWindow *self)
{
  mancala_game_analysis_stop (get_analysis (self));
}

void
_mancala_window_class_analysis_init (MancalaWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (MANCALA_TYPE_ANALYSIS_GRAPH);

  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, analysis_switch);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, analysis_graph);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, analysis_spinner);
}

void
_mancala_window_analysis_init (MancalaWindow *self)
{
  MancalaGameAnalysis *analysis = mancala_game_analysis_new ();

  g_object_set_data_full (G_OBJECT (self), "mancala-analysis", analysis, g_object_unref);
  mancala_analysis_graph_set_analysis (MANCALA_ANALYSIS_GRAPH (self->analysis_graph), analysis);

  g_signal_connect_object (analysis, "changed",
                           G_CALLBACK (analysis_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis_graph, "move-activated",
                           G_CALLBACK (graph_move_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis_switch, "notify::active",
                           G_CALLBACK (_mancala_window_analysis_refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "destroy", G_CALLBACK (window_destroy_cb), NULL);
  _mancala_window_analysis_refresh (self);
}
