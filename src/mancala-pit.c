/* mancala-pit.c
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

#define G_LOG_DOMAIN "mancala-pit"

#include "config.h"

#include "mancala-pit.h"

struct _MancalaPit
{
  GtkButton        parent_instance;

  guint            pit;
  gboolean         is_store;
  MancalaPitFlags  flags;
  char            *label;
  char            *description;
};

G_DEFINE_FINAL_TYPE (MancalaPit, mancala_pit, GTK_TYPE_BUTTON)

enum {
  PROP_0,
  PROP_PIT,
  PROP_IS_STORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
oval (const graphene_rect_t *bounds,
      float                  grow,
      GskRoundedRect        *out)
{
  graphene_rect_t rect;
  graphene_size_t corner;

  graphene_rect_inset_r (bounds, -grow, -grow, &rect);
  graphene_size_init (&corner, rect.size.width / 2, rect.size.height / 2);
  gsk_rounded_rect_init (out, &rect, &corner, &corner, &corner, &corner);
}

static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *bounds,
             float                  grow,
             float                  width,
             const GdkRGBA         *colour)
{
  GskRoundedRect ring;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  oval (bounds, grow, &ring);
  gtk_snapshot_append_border (snapshot, &ring, widths, colours);
}

static void
append_glow (GtkSnapshot           *snapshot,
             const graphene_rect_t *bounds,
             float                  grow,
             float                  blur,
             const GdkRGBA         *colour)
{
  GskRoundedRect shape;

  oval (bounds, grow, &shape);
  gtk_snapshot_append_outset_shadow (snapshot, &shape, colour, 0, 0, 0, blur);
}

static void
append_tint (GtkSnapshot           *snapshot,
             const graphene_rect_t *bounds,
             const GdkRGBA         *colour)
{
  GskRoundedRect shape;

  oval (bounds, 0, &shape);
  gtk_snapshot_push_rounded_clip (snapshot, &shape);
  gtk_snapshot_append_color (snapshot, colour, bounds);
  gtk_snapshot_pop (snapshot);
}

static void
mancala_pit_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  MancalaPit *self = MANCALA_PIT (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  float unit = MIN (w, h);
  gboolean hover = (state & GTK_STATE_FLAG_PRELIGHT) != 0;
  gboolean pressed = (state & GTK_STATE_FLAG_ACTIVE) != 0;
  graphene_rect_t bounds;

  if (w <= 0 || h <= 0)
    return;

  graphene_rect_init (&bounds, 0, 0, w, h);

  if (self->flags & MANCALA_PIT_LAST_MOVE)
    {
      const GdkRGBA cream = { 1.0, 0.96, 0.86, 0.55 };

      append_ring (snapshot, &bounds, 0.035 * unit, MAX (1.0, 0.022 * unit), &cream);
    }

  if (self->flags & MANCALA_PIT_PLAYABLE)
    {
      const GdkRGBA glow = { 1.0, 0.78, 0.30, hover ? 0.65 : 0.32 };
      const GdkRGBA ring = { 1.0, 0.84, 0.45, hover ? 0.95 : 0.6 };
      const GdkRGBA light = { 1.0, 0.95, 0.8, 0.10 };
      const GdkRGBA shade = { 0.0, 0.0, 0.0, 0.12 };

      append_glow (snapshot, &bounds, 0.04 * unit, 0.16 * unit, &glow);
      if (pressed)
        append_tint (snapshot, &bounds, &shade);
      else if (hover)
        append_tint (snapshot, &bounds, &light);
      append_ring (snapshot, &bounds, 0.05 * unit, MAX (1.5, 0.03 * unit), &ring);
    }

  if (self->flags & MANCALA_PIT_ADVISED)
    {
      const GdkRGBA glow = { 0.34, 0.89, 0.54, 0.55 };
      const GdkRGBA ring = { 0.34, 0.89, 0.54, 1.0 };

      append_glow (snapshot, &bounds, 0.08 * unit, 0.14 * unit, &glow);
      append_ring (snapshot, &bounds, 0.1 * unit, MAX (2.0, 0.045 * unit), &ring);
    }

  if (gtk_widget_has_visible_focus (widget))
    {
      const GdkRGBA accent = { 0.21, 0.52, 0.89, 0.9 };

      append_ring (snapshot, &bounds, 0.16 * unit, MAX (2.0, 0.035 * unit), &accent);
    }
}

static void
mancala_pit_state_flags_changed (GtkWidget     *widget,
                                 GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (mancala_pit_parent_class)->state_flags_changed (widget, previous);

  /* Hover, press and focus are drawn here, not by CSS. */
  gtk_widget_queue_draw (widget);
}

static void
mancala_pit_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  MancalaPit *self = MANCALA_PIT (object);

  switch (prop_id)
    {
    case PROP_PIT:
      g_value_set_uint (value, self->pit);
      break;

    case PROP_IS_STORE:
      g_value_set_boolean (value, self->is_store);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_pit_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  MancalaPit *self = MANCALA_PIT (object);

  switch (prop_id)
    {
    case PROP_PIT:
      self->pit = g_value_get_uint (value);
      break;

    case PROP_IS_STORE:
      self->is_store = g_value_get_boolean (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_pit_finalize (GObject *object)
{
  MancalaPit *self = MANCALA_PIT (object);

  g_free (self->label);
  g_free (self->description);

  G_OBJECT_CLASS (mancala_pit_parent_class)->finalize (object);
}

static void
mancala_pit_class_init (MancalaPitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mancala_pit_finalize;
  object_class->get_property = mancala_pit_get_property;
  object_class->set_property = mancala_pit_set_property;

  widget_class->snapshot = mancala_pit_snapshot;
  widget_class->state_flags_changed = mancala_pit_state_flags_changed;

  properties[PROP_PIT] =
    g_param_spec_uint ("pit", NULL, NULL,
                       0, G_MAXUINT8, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_STORE] =
    g_param_spec_boolean ("is-store", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Not "button": the theme must not paint a button over the carved pit. */
  gtk_widget_class_set_css_name (widget_class, "pit");
}

static void
mancala_pit_init (MancalaPit *self)
{
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), FALSE);
}

GtkWidget *
mancala_pit_new (guint    pit,
                 gboolean is_store)
{
  /* A store is read, not pressed: it is a picture with a name. */
  return g_object_new (MANCALA_TYPE_PIT,
                       "pit", pit,
                       "is-store", is_store,
                       "accessible-role", is_store ? GTK_ACCESSIBLE_ROLE_IMG : GTK_ACCESSIBLE_ROLE_BUTTON,
                       NULL);
}

guint
mancala_pit_get_pit (MancalaPit *self)
{
  g_return_val_if_fail (MANCALA_IS_PIT (self), 0);

  return self->pit;
}

gboolean
mancala_pit_is_store (MancalaPit *self)
{
  g_return_val_if_fail (MANCALA_IS_PIT (self), FALSE);

  return self->is_store;
}

MancalaPitFlags
mancala_pit_get_flags (MancalaPit *self)
{
  g_return_val_if_fail (MANCALA_IS_PIT (self), 0);

  return self->flags;
}

void
mancala_pit_set_flags (MancalaPit      *self,
                       MancalaPitFlags  flags)
{
  g_return_if_fail (MANCALA_IS_PIT (self));

  if (self->flags == flags)
    return;

  self->flags = flags;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mancala_pit_set_label (MancalaPit *self,
                       const char *label,
                       const char *description)
{
  g_return_if_fail (MANCALA_IS_PIT (self));

  /* Screen readers may announce every change: send only real ones. */
  if (g_strcmp0 (self->label, label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label ? label : "",
                                      -1);
    }

  if (g_strcmp0 (self->description, description) != 0)
    {
      g_free (self->description);
      self->description = g_strdup (description);
      if (description != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                        -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (self),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}
