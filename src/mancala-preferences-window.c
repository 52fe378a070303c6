/* mancala-preferences-window.c
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

#define G_LOG_DOMAIN "mancala-preferences"

#include "config.h"

#include "mancala-preferences-window.h"

#include <glib/gi18n.h>

struct _MancalaPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  MancalaSettings      *settings;
  GSettings            *gsettings;

  AdwComboRow          *variant_row;
  GtkAdjustment        *houses_adjustment;
  GtkAdjustment        *seeds_adjustment;
  GtkWidget            *empty_capture_row;
  GtkSwitch            *empty_capture_switch;
  AdwComboRow          *end_rule_row;
  GtkWidget            *pie_row;
  GtkSwitch            *pie_switch;
  GtkSwitch            *preview_switch;
  AdwComboRow          *grand_slam_row;
  AdwComboRow          *rounds_row;
  AdwComboRow          *south_player_row;
  AdwComboRow          *south_level_row;
  AdwComboRow          *north_player_row;
  AdwComboRow          *north_level_row;
  AdwComboRow          *speed_row;
};

G_DEFINE_FINAL_TYPE (MancalaPreferencesWindow, mancala_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A combo row lists an enum's values in order, so its "selected" is the
 * value; the key's nick is looked up in the GEnum type (whose nicks are
 * the engine's names), never written here.
 */
static gboolean
nick_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (GPOINTER_TO_SIZE (user_data));
  const char *nick = g_variant_get_string (variant, NULL);
  const GEnumValue *found = g_enum_get_value_by_nick (enum_class, nick);

  if (found == NULL)
    return FALSE;

  g_value_set_uint (value, (guint) found->value);
  return TRUE;
}

static GVariant *
selected_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (GPOINTER_TO_SIZE (user_data));
  const GEnumValue *found = g_enum_get_value (enum_class, (gint) g_value_get_uint (value));

  if (found == NULL)
    return NULL;

  return g_variant_new_string (found->value_nick);
}

static void
bind_combo (MancalaPreferencesWindow *self,
            const char               *key,
            AdwComboRow              *row,
            GType                     enum_type)
{
  g_settings_bind_with_mapping (self->gsettings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_selected, selected_to_nick,
                                GSIZE_TO_POINTER (enum_type), NULL);
}

/* The spin buttons show the keys of the chosen variant, within the
 * range that makes sense for it.
 */
static void
bind_range (MancalaPreferencesWindow *self,
            GtkAdjustment            *adjustment,
            const char               *key,
            unsigned                  min,
            unsigned                  max)
{
  g_settings_unbind (adjustment, "value");
  gtk_adjustment_set_lower (adjustment, min);
  gtk_adjustment_set_upper (adjustment, max);
  g_settings_bind (self->gsettings, key, adjustment, "value", G_SETTINGS_BIND_DEFAULT);
}

static void
update_variant (MancalaPreferencesWindow *self)
{
  MancalaVariant variant = mancala_settings_get_variant (self->settings);
  const char *name = mancala_variant_to_string (variant);
  g_autofree char *houses_key = g_strdup_printf ("%s-houses", name);
  g_autofree char *seeds_key = g_strdup_printf ("%s-seeds", name);
  unsigned min, max;

  mancala_variant_house_range (variant, &min, &max);
  bind_range (self, self->houses_adjustment, houses_key, min, max);
  mancala_variant_seed_range (variant, &min, &max);
  bind_range (self, self->seeds_adjustment, seeds_key, min, max);

  /* Only the options of the game chosen are shown. */
  gtk_widget_set_visible (self->empty_capture_row, variant == MANCALA_VARIANT_KALAH);
  gtk_widget_set_visible (GTK_WIDGET (self->end_rule_row), variant == MANCALA_VARIANT_KALAH);
  gtk_widget_set_visible (self->pie_row, variant == MANCALA_VARIANT_KALAH);
  gtk_widget_set_visible (GTK_WIDGET (self->grand_slam_row), variant == MANCALA_VARIANT_OWARE);
  gtk_widget_set_visible (GTK_WIDGET (self->rounds_row), variant == MANCALA_VARIANT_CONGKAK);
}

static void
update_level_subtitle (AdwComboRow *player_row,
                       AdwComboRow *level_row)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (level_row),
                               adw_combo_row_get_selected (player_row) == MANCALA_PLAYER_COMPUTER
                               ? _("How well the computer plays")
                               : _("How good the advice is"));
}

static void
update_levels (MancalaPreferencesWindow *self)
{
  update_level_subtitle (self->south_player_row, self->south_level_row);
  update_level_subtitle (self->north_player_row, self->north_level_row);
}

static void
mancala_preferences_window_constructed (GObject *object)
{
  MancalaPreferencesWindow *self = MANCALA_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (mancala_preferences_window_parent_class)->constructed (object);

  g_assert (MANCALA_IS_SETTINGS (self->settings));
  self->gsettings = g_object_ref (mancala_settings_get_gsettings (self->settings));

  bind_combo (self, "variant", self->variant_row, MANCALA_TYPE_VARIANT);
  bind_combo (self, "kalah-end-rule", self->end_rule_row, MANCALA_TYPE_END_RULE);
  bind_combo (self, "oware-grand-slam", self->grand_slam_row, MANCALA_TYPE_GRAND_SLAM);
  bind_combo (self, "congkak-rounds", self->rounds_row, MANCALA_TYPE_ROUNDS);
  bind_combo (self, "south-player", self->south_player_row, MANCALA_TYPE_PLAYER_KIND);
  bind_combo (self, "south-level", self->south_level_row, MANCALA_TYPE_LEVEL);
  bind_combo (self, "north-player", self->north_player_row, MANCALA_TYPE_PLAYER_KIND);
  bind_combo (self, "north-level", self->north_level_row, MANCALA_TYPE_LEVEL);
  bind_combo (self, "animation-speed", self->speed_row, MANCALA_TYPE_ANIMATION_SPEED);
  g_settings_bind (self->gsettings, "kalah-empty-capture",
                   self->empty_capture_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->gsettings, "kalah-pie",
                   self->pie_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->gsettings, "move-preview",
                   self->preview_switch, "active", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (self->gsettings, "changed::variant",
                           G_CALLBACK (update_variant), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->south_player_row, "notify::selected",
                           G_CALLBACK (update_levels), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->north_player_row, "notify::selected",
                           G_CALLBACK (update_levels), self, G_CONNECT_SWAPPED);

  update_variant (self);
  update_levels (self);
}

static void
mancala_preferences_window_dispose (GObject *object)
{
  MancalaPreferencesWindow *self = MANCALA_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MANCALA_TYPE_PREFERENCES_WINDOW);

  g_clear_object (&self->gsettings);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (mancala_preferences_window_parent_class)->dispose (object);
}

static void
mancala_preferences_window_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  MancalaPreferencesWindow *self = MANCALA_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_preferences_window_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  MancalaPreferencesWindow *self = MANCALA_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_preferences_window_class_init (MancalaPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = mancala_preferences_window_constructed;
  object_class->dispose = mancala_preferences_window_dispose;
  object_class->get_property = mancala_preferences_window_get_property;
  object_class->set_property = mancala_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         MANCALA_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, variant_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, houses_adjustment);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, seeds_adjustment);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, empty_capture_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, empty_capture_switch);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, end_rule_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, pie_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, pie_switch);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, preview_switch);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, grand_slam_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, rounds_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, south_player_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, south_level_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, north_player_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, north_level_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaPreferencesWindow, speed_row);
}

static void
mancala_preferences_window_init (MancalaPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MancalaPreferencesWindow *
mancala_preferences_window_new (MancalaSettings *settings)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (settings), NULL);

  return g_object_new (MANCALA_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}
