/* mancala-history-pane.c
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

#define G_LOG_DOMAIN "mancala-history-pane"

#include "config.h"

#include "mancala-history-pane.h"

/* The panel's share of the window, within bounds that keep the board
 * the main thing and the list readable.
 */
#define SIDE_MIN_WIDTH    200
#define SIDE_MAX_WIDTH    300
#define SHEET_MIN_HEIGHT  96
#define SHEET_MAX_HEIGHT  240

struct _MancalaHistoryPane
{
  GtkWidget  parent_instance;

  GtkWidget *content;
  GtkWidget *panel;
  GtkAllocation line;         /* The 1 px border between the two. */
  gboolean   panel_visible;
  gboolean   wide;
};

G_DEFINE_FINAL_TYPE (MancalaHistoryPane, mancala_history_pane, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CONTENT,
  PROP_PANEL,
  PROP_PANEL_VISIBLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
shows_panel (MancalaHistoryPane *self)
{
  return self->panel != NULL && self->panel_visible;
}

static void
set_child (MancalaHistoryPane  *self,
           GtkWidget          **slot,
           GtkWidget           *child)
{
  if (*slot == child)
    return;

  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
}

static void
mancala_history_pane_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (widget);
  int content_min = 0, content_nat = 0, panel_min = 0, panel_nat = 0;

  if (self->content != NULL)
    gtk_widget_measure (self->content, orientation, -1, &content_min, &content_nat, NULL, NULL);
  if (shows_panel (self))
    gtk_widget_measure (self->panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);

  /* Narrow windows put the panel under the content, so the minimum width
   * is the content's and the minimum height has room for a short sheet.
   */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (content_min, shows_panel (self) ? panel_min : 0);
      *natural = content_nat + (shows_panel (self) ? SIDE_MAX_WIDTH : 0);
    }
  else
    {
      *minimum = content_min + (shows_panel (self) ? MAX (panel_min, SHEET_MIN_HEIGHT) : 0);
      *natural = MAX (content_nat, shows_panel (self) ? panel_nat : 0);
    }

  *minimum_baseline = *natural_baseline = -1;
}

static void
mancala_history_pane_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (widget);
  GtkAllocation content = { 0, 0, width, height };
  GtkAllocation panel = { 0 };
  GtkAllocation line = { 0, 0, 0, 0 };
  gboolean visible = shows_panel (self);

  self->wide = width >= MANCALA_HISTORY_PANE_WIDE;

  if (visible && self->wide)
    {
      panel.width = CLAMP (width / 4, SIDE_MIN_WIDTH, SIDE_MAX_WIDTH);
      panel.height = height;
      content.width = width - panel.width - 1;
      panel.x = content.width + 1;
      line = (GtkAllocation) { content.width, 0, 1, height };
    }
  else if (visible)
    {
      int content_min = 0;

      gtk_widget_measure (self->content, GTK_ORIENTATION_VERTICAL, width, &content_min,
                          NULL, NULL, NULL);
      panel.height = CLAMP (height * 35 / 100, SHEET_MIN_HEIGHT, SHEET_MAX_HEIGHT);
      panel.height = MIN (panel.height, MAX (height - content_min - 1, 0));
      panel.width = width;
      content.height = height - panel.height - 1;
      panel.y = content.height + 1;
      line = (GtkAllocation) { 0, content.height, width, 1 };
    }

  if (self->content != NULL)
    gtk_widget_size_allocate (self->content, &content, -1);
  if (self->panel != NULL)
    {
      gtk_widget_set_child_visible (self->panel, visible);
      if (visible)
        gtk_widget_size_allocate (self->panel, &panel, -1);
    }

  self->line = line;
}

static void
mancala_history_pane_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (widget);

  GTK_WIDGET_CLASS (mancala_history_pane_parent_class)->snapshot (widget, snapshot);

  if (shows_panel (self) && self->line.width > 0 && self->line.height > 0)
    {
      GdkRGBA color;

      /* The theme's text colour, faint: a border in light and dark. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      G_GNUC_END_IGNORE_DEPRECATIONS
      color.alpha *= 0.15f;
      gtk_snapshot_append_color (snapshot, &color,
                                 &GRAPHENE_RECT_INIT (self->line.x, self->line.y,
                                                      self->line.width, self->line.height));
    }
}

static void
mancala_history_pane_dispose (GObject *object)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (object);

  g_clear_pointer (&self->content, gtk_widget_unparent);
  g_clear_pointer (&self->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (mancala_history_pane_parent_class)->dispose (object);
}

static void
mancala_history_pane_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (object);

  switch (prop_id)
    {
    case PROP_CONTENT:
      g_value_set_object (value, self->content);
      break;
    case PROP_PANEL:
      g_value_set_object (value, self->panel);
      break;
    case PROP_PANEL_VISIBLE:
      g_value_set_boolean (value, self->panel_visible);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_history_pane_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  MancalaHistoryPane *self = MANCALA_HISTORY_PANE (object);

  switch (prop_id)
    {
    case PROP_CONTENT:
      set_child (self, &self->content, g_value_get_object (value));
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PANEL:
      set_child (self, &self->panel, g_value_get_object (value));
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PANEL_VISIBLE:
      mancala_history_pane_set_panel_visible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_history_pane_class_init (MancalaHistoryPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_history_pane_dispose;
  object_class->get_property = mancala_history_pane_get_property;
  object_class->set_property = mancala_history_pane_set_property;
  widget_class->measure = mancala_history_pane_measure;
  widget_class->size_allocate = mancala_history_pane_size_allocate;
  widget_class->snapshot = mancala_history_pane_snapshot;

  properties[PROP_CONTENT] =
    g_param_spec_object ("content", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PANEL] =
    g_param_spec_object ("panel", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PANEL_VISIBLE] =
    g_param_spec_boolean ("panel-visible", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "historypane");
}

static void
mancala_history_pane_init (MancalaHistoryPane *self)
{
}

void
mancala_history_pane_set_panel_visible (MancalaHistoryPane *self,
                                        gboolean            visible)
{
  g_return_if_fail (MANCALA_IS_HISTORY_PANE (self));

  visible = !!visible;
  if (self->panel_visible == visible)
    return;

  self->panel_visible = visible;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PANEL_VISIBLE]);
}

gboolean
mancala_history_pane_get_panel_visible (MancalaHistoryPane *self)
{
  g_return_val_if_fail (MANCALA_IS_HISTORY_PANE (self), FALSE);

  return self->panel_visible;
}

gboolean
mancala_history_pane_get_wide (MancalaHistoryPane *self)
{
  g_return_val_if_fail (MANCALA_IS_HISTORY_PANE (self), FALSE);

  return self->wide;
}
