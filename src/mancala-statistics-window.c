/* mancala-statistics-window.c
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

#define G_LOG_DOMAIN "mancala-statistics"

#include "config.h"

#include "mancala-statistics-window.h"

#include "mancala-rules-text.h"

#include <glib/gi18n.h>

struct _MancalaStatisticsWindow
{
  AdwWindow           parent_instance;

  MancalaStatistics  *statistics;

  GtkStack           *stack;
  GtkWidget          *empty_page;
  AdwPreferencesPage *page;

  /* The groups now in the page, one per variant played. */
  GPtrArray          *groups;
};

G_DEFINE_FINAL_TYPE (MancalaStatisticsWindow, mancala_statistics_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_STATISTICS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
dup_opponent (const MancalaRecord *record)
{
  if (record->opponent == MANCALA_OPPONENT_PERSON)
    return g_strdup (_("Against a Person"));

  /* Translators: a row of the statistics, e.g. "Against Computer (Wise)". */
  return g_strdup_printf (_("Against Computer (%s)"),
                          mancala_level_get_title ((MancalaLevel) record->opponent));
}

static GtkWidget *
create_row (const MancalaRecord *record)
{
  g_autofree char *title = dup_opponent (record);
  g_autofree char *counts = NULL;
  GtkWidget *row, *label;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               record->seat == MANCALA_SOUTH
                               ? _("Playing South, moving first")
                               : _("Playing North"));

  /* Translators: games won, lost and drawn, e.g. "3 won · 1 lost · 0 drawn". */
  counts = g_strdup_printf (_("%u won · %u lost · %u drawn"),
                            record->won, record->lost, record->drawn);
  label = gtk_label_new (counts);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

  return row;
}

static void
rebuild (MancalaStatisticsWindow *self)
{
  guint n = mancala_statistics_get_n_records (self->statistics);
  AdwPreferencesGroup *group = NULL;
  int variant = -1;

  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->page, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);

  /* Records come sorted by variant: one group each. */
  for (guint i = 0; i < n; i++)
    {
      const MancalaRecord *record = mancala_statistics_get_record (self->statistics, i);

      if (group == NULL || (int) record->variant != variant)
        {
          variant = record->variant;
          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, mancala_variant_get_title (record->variant));
          adw_preferences_page_add (self->page, group);
          g_ptr_array_add (self->groups, group);
        }

      adw_preferences_group_add (group, create_row (record));
    }

  gtk_stack_set_visible_child (self->stack, n > 0 ? GTK_WIDGET (self->page) : self->empty_page);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", n > 0);
}

static void
reset_response_cb (MancalaStatisticsWindow *self,
                   const char              *response,
                   AdwMessageDialog        *dialog)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;

  if (!mancala_statistics_reset (self->statistics, &error))
    g_warning ("Statistics not reset: %s", error->message);
}

static void
reset_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  MancalaStatisticsWindow *self = MANCALA_STATISTICS_WINDOW (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                   _("Every won, lost and drawn game will be forgotten."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (reset_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
mancala_statistics_window_constructed (GObject *object)
{
  MancalaStatisticsWindow *self = MANCALA_STATISTICS_WINDOW (object);

  G_OBJECT_CLASS (mancala_statistics_window_parent_class)->constructed (object);

  g_signal_connect_object (self->statistics, "changed",
                           G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
  rebuild (self);
}

static void
mancala_statistics_window_dispose (GObject *object)
{
  MancalaStatisticsWindow *self = MANCALA_STATISTICS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MANCALA_TYPE_STATISTICS_WINDOW);
  g_clear_object (&self->statistics);
  g_clear_pointer (&self->groups, g_ptr_array_unref);

  G_OBJECT_CLASS (mancala_statistics_window_parent_class)->dispose (object);
}

static void
mancala_statistics_window_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  MancalaStatisticsWindow *self = MANCALA_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      self->statistics = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_statistics_window_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  MancalaStatisticsWindow *self = MANCALA_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATISTICS:
      g_value_set_object (value, self->statistics);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_statistics_window_class_init (MancalaStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = mancala_statistics_window_constructed;
  object_class->dispose = mancala_statistics_window_dispose;
  object_class->get_property = mancala_statistics_window_get_property;
  object_class->set_property = mancala_statistics_window_set_property;

  properties[PROP_STATISTICS] =
    g_param_spec_object ("statistics", NULL, NULL,
                         MANCALA_TYPE_STATISTICS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MancalaStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MancalaStatisticsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, MancalaStatisticsWindow, page);

  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mancala_statistics_window_init (MancalaStatisticsWindow *self)
{
  self->groups = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

MancalaStatisticsWindow *
mancala_statistics_window_new (MancalaStatistics *statistics)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (statistics), NULL);

  return g_object_new (MANCALA_TYPE_STATISTICS_WINDOW,
                       "statistics", statistics,
                       NULL);
}
