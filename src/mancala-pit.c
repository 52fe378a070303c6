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

#include <adwaita.h>

struct _MancalaPit
{
  GtkButton        parent_instance;

  guint            pit;
  gboolean         is_store;
  MancalaPitFlags  flags;
  char            *label;
  char            *description;

  GskRenderNode   *marks;
  guint            marks_key;
  int              marks_width;
  int              marks_height;
  int              marks_scale;
};

G_DEFINE_FINAL_TYPE (MancalaPit, mancala_pit, GTK_TYPE_BUTTON)

/* Bits of a marks key above the MancalaPitFlags. */
#define MARK_HOVER   (1u << 8)
#define MARK_PRESSED (1u << 9)
#define MARK_FOCUS   (1u << 10)
#define MARK_CONTRAST (1u << 11)

enum {
  PROP_0,
  PROP_PIT,
  PROP_IS_STORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ellipse (cairo_t *cr,
         double   w,
         double   h,
         double   grow)
{
  cairo_save (cr);
  cairo_translate (cr, w / 2, h / 2);
  cairo_scale (cr, w / 2 + grow, h / 2 + grow);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
ring (cairo_t       *cr,
      double         w,
      double         h,
      double         grow,
      double         width,
      const GdkRGBA *colour)
{
  ellipse (cr, w, h, grow);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* A soft halo around the rim; a gradient, since blurred shadows are slow
 * in GSK's Cairo renderer.
 */
static void
glow (cairo_t       *cr,
      double         w,
      double         h,
      double         reach,
      const GdkRGBA *colour)
{
  double outer = 1 + reach / (MIN (w, h) / 2);
  cairo_pattern_t *p;

  cairo_save (cr);
  cairo_translate (cr, w / 2, h / 2);
  cairo_scale (cr, w / 2, h / 2);
  p = cairo_pattern_create_radial (0, 0, 0.75, 0, 0, outer);
  cairo_pattern_add_color_stop_rgba (p, 0.0, colour->red, colour->green, colour->blue, 0);
  cairo_pattern_add_color_stop_rgba (p, (1 - 0.75) / (outer - 0.75), colour->red, colour->green, colour->blue, colour->alpha);
  cairo_pattern_add_color_stop_rgba (p, 1.0, colour->red, colour->green, colour->blue, 0);
  cairo_set_source (cr, p);
  cairo_arc (cr, 0, 0, outer, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);
  cairo_restore (cr);
}

static void
draw_marks (cairo_t *cr,
            double   w,
            double   h,
            guint    key)
{
  double unit = MIN (w, h);
  MancalaPitFlags flags = key & 0xff;
  gboolean hover = (key & MARK_HOVER) != 0;
  gboolean pressed = (key & MARK_PRESSED) != 0;
  gboolean contrast = (key & MARK_CONTRAST) != 0;

  if (flags & MANCALA_PIT_LAST_MOVE)
    {
      const GdkRGBA cream = { 1.0, 0.96, 0.86, 0.6 };
      const GdkRGBA white = { 1.0, 1.0, 1.0, 1.0 };
      const GdkRGBA black = { 0.0, 0.0, 0.0, 1.0 };

      /* High contrast: white on a black edge, readable on any wood. */
      if (contrast)
        {
          ring (cr, w, h, 0.035 * unit, MAX (4.0, 0.07 * unit), &black);
          ring (cr, w, h, 0.035 * unit, MAX (2.0, 0.04 * unit), &white);
        }
      else
        ring (cr, w, h, 0.035 * unit, MAX (1.0, 0.022 * unit), &cream);
    }

  if ((flags & MANCALA_PIT_PLAYABLE) && contrast)
    {
      const GdkRGBA black = { 0.0, 0.0, 0.0, 1.0 };
      const GdkRGBA yellow = { 1.0, 0.88, 0.2, 1.0 };

      /* A solid, wide ring rather than a soft glow. */
      if (pressed || hover)
        {
          ellipse (cr, w, h, 0);
          cairo_set_source_rgba (cr, 1.0, 0.95, 0.6, pressed ? 0.35 : 0.25);
          cairo_fill (cr);
        }
      ring (cr, w, h, 0.06 * unit, MAX (5.0, 0.09 * unit), &black);
      ring (cr, w, h, 0.06 * unit, MAX (3.0, hover ? 0.07 * unit : 0.055 * unit), &yellow);
    }
  else if (flags & MANCALA_PIT_PLAYABLE)
    {
      const GdkRGBA halo = { 1.0, 0.80, 0.32, hover ? 0.75 : 0.4 };
      const GdkRGBA gold = { 1.0, 0.84, 0.45, hover ? 1.0 : 0.65 };

      glow (cr, w, h, 0.2 * unit, &halo);
      if (pressed || hover)
        {
          ellipse (cr, w, h, 0);
          if (pressed)
            cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
          else
            cairo_set_source_rgba (cr, 1.0, 0.95, 0.8, 0.12);
          cairo_fill (cr);
        }
      ring (cr, w, h, 0.05 * unit, MAX (1.5, 0.03 * unit), &gold);
    }

  if (flags & MANCALA_PIT_ADVISED)
    {
      const GdkRGBA halo = { 0.34, 0.89, 0.54, 0.6 };
      const GdkRGBA green = { 0.34, 0.89, 0.54, 1.0 };

      glow (cr, w, h, 0.22 * unit, &halo);
      ring (cr, w, h, 0.1 * unit, MAX (2.0, 0.045 * unit), &green);
    }

  if (key & MARK_FOCUS)
    {
      const GdkRGBA accent = { 0.21, 0.52, 0.89, 0.95 };

      ring (cr, w, h, 0.13 * unit, MAX (2.0, 0.035 * unit), &accent);
    }
}

static void
mancala_pit_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  MancalaPit *self = MANCALA_PIT (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  guint key = self->flags;

  if (w <= 0 || h <= 0)
    return;

  if (state & GTK_STATE_FLAG_PRELIGHT)
    key |= MARK_HOVER;
  if (state & GTK_STATE_FLAG_ACTIVE)
    key |= MARK_PRESSED;
  if (gtk_widget_has_visible_focus (widget))
    key |= MARK_FOCUS;

  if ((key & ~(MARK_HOVER | MARK_PRESSED)) == 0)
    return;

  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    key |= MARK_CONTRAST;

  /* Marks change rarely: draw them once into pixels and replay those. */
  if (self->marks == NULL || key != self->marks_key
      || w != self->marks_width || h != self->marks_height || scale != self->marks_scale)
    {
      int margin = (int) ceil (0.3 * MIN (w, h)) + 2;
      graphene_rect_t rect = GRAPHENE_RECT_INIT (-margin, -margin, w + 2 * margin, h + 2 * margin);
      cairo_surface_t *surface;
      cairo_t *cr;

      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (w + 2 * margin) * scale, (h + 2 * margin) * scale);
      cairo_surface_set_device_scale (surface, scale, scale);
      cairo_surface_set_device_offset (surface, margin * scale, margin * scale);
      cr = cairo_create (surface);
      draw_marks (cr, w, h, key);
      cairo_destroy (cr);

      g_clear_pointer (&self->marks, gsk_render_node_unref);
      self->marks = gsk_cairo_node_new (&rect);
      cr = gsk_cairo_node_get_draw_context (self->marks);
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);

      self->marks_key = key;
      self->marks_width = w;
      self->marks_height = h;
      self->marks_scale = scale;
    }

  gtk_snapshot_append_node (snapshot, self->marks);
}

/* Only the oval is the pit: a click in the wood beside it is not a move. */
static gboolean
mancala_pit_contains (GtkWidget *widget,
                      double     x,
                      double     y)
{
  double rx = gtk_widget_get_width (widget) / 2.0;
  double ry = gtk_widget_get_height (widget) / 2.0;
  double dx, dy;

  if (rx <= 0 || ry <= 0)
    return FALSE;

  dx = (x - rx) / rx;
  dy = (y - ry) / ry;

  return dx * dx + dy * dy <= 1.0;
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
  g_clear_pointer (&self->marks, gsk_render_node_unref);

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
  widget_class->contains = mancala_pit_contains;
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

const char *
mancala_pit_get_description (MancalaPit *self)
{
  g_return_val_if_fail (MANCALA_IS_PIT (self), NULL);

  return self->description;
}
