/* mancala-analysis-graph.c
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

#define G_LOG_DOMAIN "mancala-analysis-graph"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "mancala-analysis-graph.h"

#define MARGIN 8.0

struct _MancalaAnalysisGraph
{
  GtkWidget            parent_instance;

  MancalaGameAnalysis *analysis;
  guint                current;
  guint                mistakes[MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES];
};

G_DEFINE_FINAL_TYPE (MancalaAnalysisGraph, mancala_analysis_graph, GTK_TYPE_WIDGET)

enum {
  SIGNAL_MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_steps (MancalaAnalysisGraph *self)
{
  return self->analysis != NULL ? mancala_game_analysis_get_n_steps (self->analysis) : 0;
}

/* The largest losses, largest first; ties go to the earlier move. */
static void
find_mistakes (MancalaAnalysisGraph *self)
{
  int losses[MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES] = { 0 };

  memset (self->mistakes, 0, sizeof self->mistakes);

  for (guint n = 1; n < n_steps (self); n++)
    {
      int loss = mancala_game_analysis_get_loss (self->analysis, n);

      if (loss < MANCALA_ANALYSIS_GRAPH_MIN_LOSS)
        continue;

      for (guint i = 0; i < MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES; i++)
        if (self->mistakes[i] == 0 || loss > losses[i])
          {
            memmove (&self->mistakes[i + 1], &self->mistakes[i],
                     (MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES - i - 1) * sizeof self->mistakes[0]);
            memmove (&losses[i + 1], &losses[i],
                     (MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES - i - 1) * sizeof losses[0]);
            self->mistakes[i] = n;
            losses[i] = loss;
            break;
          }
    }
}

static double
scale_of (MancalaAnalysisGraph *self)
{
  int top = 4;

  for (guint i = 0; i < n_steps (self); i++)
    {
      const MancalaAnalysisStep *step = mancala_game_analysis_get_step (self->analysis, i);

      if (step->known)
        top = MAX (top, ABS (step->south));
    }

  return top;
}

static double
x_of (MancalaAnalysisGraph *self,
      guint                 i,
      double                width)
{
  guint n = n_steps (self);

  return MARGIN + (n > 1 ? (width - 2 * MARGIN) * i / (n - 1) : 0.0);
}

static double
y_of (double value,
      double scale,
      double height)
{
  return height / 2.0 - value / scale * (height / 2.0 - MARGIN);
}

static void
draw (MancalaAnalysisGraph *self,
      cairo_t              *cr,
      double                width,
      double                height,
      const GdkRGBA        *color)
{
  GdkRGBA fg = *color;
  double scale = scale_of (self);
  gboolean started = FALSE;

  /* The even line: above it South is ahead. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, MARGIN, floor (height / 2.0) + 0.5);
  cairo_line_to (cr, width - MARGIN, floor (height / 2.0) + 0.5);
  cairo_stroke (cr);

  if (n_steps (self) == 0)
    return;

  /* The move shown on the board. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_move_to (cr, floor (x_of (self, self->current, width)) + 0.5, 0);
  cairo_line_to (cr, floor (x_of (self, self->current, width)) + 0.5, height);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
  cairo_set_line_width (cr, 2.0);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < n_steps (self); i++)
    {
      const MancalaAnalysisStep *step = mancala_game_analysis_get_step (self->analysis, i);

      if (!step->known)
        {
          started = FALSE;
          continue;
        }
      if (started)
        cairo_line_to (cr, x_of (self, i, width), y_of (step->south, scale, height));
      else
        cairo_move_to (cr, x_of (self, i, width), y_of (step->south, scale, height));
      started = TRUE;
    }
  cairo_stroke (cr);

  /* The mistakes: red rings on the position each one led to. */
  for (guint i = 0; i < MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES && self->mistakes[i] != 0; i++)
    {
      guint n = self->mistakes[i];
      const MancalaAnalysisStep *step = mancala_game_analysis_get_step (self->analysis, n);

      cairo_new_path (cr);
      cairo_arc (cr, x_of (self, n, width), y_of (step->south, scale, height), 5.0, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 1.0);   /* GNOME red 3 */
      cairo_fill (cr);
    }
}

static void
mancala_analysis_graph_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  MancalaAnalysisGraph *self = MANCALA_ANALYSIS_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr, width, height, &fg);
  cairo_destroy (cr);
}

static guint
index_at (MancalaAnalysisGraph *self,
          double                x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  guint n = n_steps (self);

  if (n <= 1)
    return 0;

  return (guint) CLAMP (round ((x - MARGIN) / (width - 2 * MARGIN) * (n - 1)), 0, n - 1);
}

static void
pressed_cb (GtkGestureClick      *gesture,
            int                   n_press,
            double                x,
            double                y,
            MancalaAnalysisGraph *self)
{
  if (n_steps (self) == 0)
    return;

  g_signal_emit (self, signals[SIGNAL_MOVE_ACTIVATED], 0, index_at (self, x));
}

static char *
dup_move_text (MancalaAnalysisGraph *self,
               guint                 n)
{
  const MancalaAnalysisStep *step = mancala_game_analysis_get_step (self->analysis, n);
  int loss = mancala_game_analysis_get_loss (self->analysis, n);

  if (!step->known)
    /* Translators: the graph's tooltip before the value is known. */
    return g_strdup_printf (_("Move %u: not analysed yet"), n);

  if (n > 0 && loss >= MANCALA_ANALYSIS_GRAPH_MIN_LOSS)
    {
      const MancalaAnalysisStep *before = mancala_game_analysis_get_step (self->analysis, n - 1);
      guint best = before->value.n_best > 0 ? before->value.best[0] : 0;

      if (best != 0 && best != MANCALA_MOVE_SWAP)
        return g_strdup_printf (g_dngettext (NULL,
                                             /* Translators: a point of the analysis graph. */
                                             "Move %u, a mistake: it lost %d seed; house %u kept %+d",
                                             "Move %u, a mistake: it lost %d seeds; house %u kept %+d",
                                             loss),
                                n, loss, best, before->value.value);
    }

  /* Translators: e.g. "Move 12: South +4 (exact)" or "(estimate)". */
  return g_strdup_printf (_("Move %u: South %+d (%s)"), n, step->south,
                          step->value.exact ? _("exact") : _("estimate"));
}

static gboolean
query_tooltip_cb (GtkWidget            *widget,
                  int                   x,
                  int                   y,
                  gboolean              keyboard,
                  GtkTooltip           *tooltip,
                  MancalaAnalysisGraph *self)
{
  g_autofree char *text = NULL;

  if (n_steps (self) == 0)
    return FALSE;

  text = dup_move_text (self, index_at (self, x));
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
analysis_changed_cb (MancalaAnalysisGraph *self)
{
  g_autoptr(GString) summary = g_string_new (NULL);

  find_mistakes (self);

  /* What the picture shows, for screen readers. */
  for (guint i = 0; i < MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES && self->mistakes[i] != 0; i++)
    {
      g_autofree char *text = dup_move_text (self, self->mistakes[i]);

      g_string_append_printf (summary, "%s%s", summary->len > 0 ? ". " : "", text);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary->len > 0 ? summary->str : _("No mistakes found"),
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
mancala_analysis_graph_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 72;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 96;
}

static void
mancala_analysis_graph_dispose (GObject *object)
{
  MancalaAnalysisGraph *self = MANCALA_ANALYSIS_GRAPH (object);

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_clear_object (&self->analysis);

  G_OBJECT_CLASS (mancala_analysis_graph_parent_class)->dispose (object);
}

static void
mancala_analysis_graph_class_init (MancalaAnalysisGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_analysis_graph_dispose;
  widget_class->snapshot = mancala_analysis_graph_snapshot;
  widget_class->measure = mancala_analysis_graph_measure;

  signals[SIGNAL_MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "analysisgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mancala_analysis_graph_init (MancalaAnalysisGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The value of the game after each move, for South"),
                                  -1);
}

void
mancala_analysis_graph_set_analysis (MancalaAnalysisGraph *self,
                                     MancalaGameAnalysis  *analysis)
{
  g_return_if_fail (MANCALA_IS_ANALYSIS_GRAPH (self));

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_set_object (&self->analysis, analysis);
  if (analysis != NULL)
    g_signal_connect_swapped (analysis, "changed", G_CALLBACK (analysis_changed_cb), self);
  analysis_changed_cb (self);
}

void
mancala_analysis_graph_set_current (MancalaAnalysisGraph *self,
                                    guint                 n)
{
  g_return_if_fail (MANCALA_IS_ANALYSIS_GRAPH (self));

  self->current = n;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mancala_analysis_graph_get_mistake (MancalaAnalysisGraph *self,
                                    guint                 i)
{
  g_return_val_if_fail (MANCALA_IS_ANALYSIS_GRAPH (self), 0);

  return i < MANCALA_ANALYSIS_GRAPH_MAX_MISTAKES ? self->mistakes[i] : 0;
}
