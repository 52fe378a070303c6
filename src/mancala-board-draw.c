/* mancala-board-draw.c
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

/* How MancalaBoard draws: the art of mancala-board-art.c, cached as
 * pixels so that a frame only copies them, and the replay on top.
 */

#define G_LOG_DOMAIN "mancala-board"

#include "config.h"

#include "mancala-board-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

static void
sprite_clear (Sprite *sprite)
{
  g_clear_pointer (&sprite->node, gsk_render_node_unref);
}

void
_mancala_board_clear_caches (MancalaBoard *self)
{
  sprite_clear (&self->background);
  for (guint i = 0; i < MANCALA_MAX_PITS; i++)
    {
      sprite_clear (&self->seed_sprites[i]);
      sprite_clear (&self->count_sprites[i]);
    }
  sprite_clear (&self->name_sprites[0]);
  sprite_clear (&self->name_sprites[1]);

  for (guint size = 0; size < 2; size++)
    for (guint colour = 0; colour < MANCALA_ART_N_SEED_LOOKS; colour++)
      g_clear_pointer (&self->stones[size][colour], cairo_surface_destroy);
}

#define AIR_SCALE 1.3

static cairo_surface_t *
stone (MancalaBoard *self,
       guint         size,
       guint         colour)
{
  cairo_surface_t **image = &self->stones[size][colour % MANCALA_ART_N_SEED_LOOKS];

  if (*image == NULL)
    {
      double radius = self->layout.seed_radius * (size ? AIR_SCALE : 1.0);
      /* The shadow reaches about 1.6 radii from the centre. */
      int extent = (int) ceil (radius * 1.75) + 1;
      int scale = self->cache_scale;
      cairo_t *cr;

      *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2 * extent * scale, 2 * extent * scale);
      cairo_surface_set_device_scale (*image, scale, scale);
      cairo_surface_set_device_offset (*image, extent * scale, extent * scale);
      cr = cairo_create (*image);
      mancala_board_art_draw_seed_outlined (cr, 0, 0, radius, colour, self->cache_contrast);
      cairo_destroy (cr);
    }

  return *image;
}

/* Stones are drawn once per colour and size, then only copied: a full
 * store is hundreds of them.
 */
static void
paint_seed_cb (cairo_t  *cr,
               double    x,
               double    y,
               double    radius,
               guint     colour,
               gpointer  user_data)
{
  MancalaBoard *self = user_data;
  double rest = self->layout.seed_radius;
  gboolean at_rest = fabs (radius - rest) < 0.01 * rest;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!at_rest)
    cairo_scale (cr, radius / (rest * AIR_SCALE), radius / (rest * AIR_SCALE));
  cairo_set_source_surface (cr, stone (self, at_rest ? 0 : 1, colour), 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* The pits whose counts make @side's score (_mancala_board_score()). */
static guint32
side_pits (MancalaBoard *self,
           MancalaSide   side)
{
  guint32 pits = 0;

  if (self->rules.variant == MANCALA_VARIANT_CONGKAK && self->rules.rounds == MANCALA_ROUNDS_TRADITIONAL)
    for (guint house = 1; house <= self->rules.houses; house++)
      pits |= 1u << mancala_rules_pit (&self->rules, side, house);

  return pits | 1u << mancala_rules_store (&self->rules, side);
}

void
_mancala_board_invalidate (MancalaBoard *self,
                           guint32       dirty)
{
  for (guint i = 0; i < MANCALA_MAX_PITS; i++)
    if (dirty & (1u << i))
      {
        sprite_clear (&self->seed_sprites[i]);
        sprite_clear (&self->count_sprites[i]);
      }

  /* A burnt house shows a mark, not its count. */
  if (dirty & MANCALA_SEEDS_DIRTY_BURNT)
    {
      sprite_clear (&self->background);
      for (guint i = 0; i < MANCALA_MAX_PITS; i++)
        sprite_clear (&self->count_sprites[i]);
    }

  /* The names carry the scores (_mancala_board_score()). */
  if (self->n_pits > 0 && (dirty & side_pits (self, MANCALA_SOUTH)))
    sprite_clear (&self->name_sprites[MANCALA_SOUTH]);
  if (self->n_pits > 0 && (dirty & side_pits (self, MANCALA_NORTH)))
    sprite_clear (&self->name_sprites[MANCALA_NORTH]);

  if (dirty != 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_mancala_board_invalidate_counts (MancalaBoard *self)
{
  for (guint i = 0; i < MANCALA_MAX_PITS; i++)
    sprite_clear (&self->count_sprites[i]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_mancala_board_invalidate_names (MancalaBoard *self)
{
  sprite_clear (&self->name_sprites[MANCALA_SOUTH]);
  sprite_clear (&self->name_sprites[MANCALA_NORTH]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

typedef void (*DrawFunc) (MancalaBoard *self,
                          cairo_t      *cr,
                          guint         index);

/* Draws into pixels covering @area, snapped to whole logical pixels so
 * they land 1:1 on the screen's pixels at any integer scale.
 */
static void
render_sprite (MancalaBoard          *self,
               Sprite                *sprite,
               const graphene_rect_t *area,
               DrawFunc               draw,
               guint                  index)
{
  int scale = self->cache_scale;
  double x0 = floor (area->origin.x);
  double y0 = floor (area->origin.y);
  int w = (int) ceil (area->origin.x + area->size.width - x0);
  int h = (int) ceil (area->origin.y + area->size.height - y0);
  cairo_surface_t *surface;
  cairo_t *cr;

  sprite_clear (sprite);
  if (w <= 0 || h <= 0)
    return;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * scale, h * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_surface_set_device_offset (surface, -x0 * scale, -y0 * scale);
  cr = cairo_create (surface);
  draw (self, cr, index);
  cairo_destroy (cr);

  graphene_rect_init (&sprite->rect, x0, y0, w, h);
  sprite->node = gsk_cairo_node_new (&sprite->rect);
  cr = gsk_cairo_node_get_draw_context (sprite->node);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
draw_background_cb (MancalaBoard *self,
                    cairo_t      *cr,
                    guint         index)
{
  mancala_board_art_draw_background (cr, &self->layout, self->seeds.burnt, self->cache_dark);
}

static void
draw_seeds_cb (MancalaBoard *self,
               cairo_t      *cr,
               guint         pit)
{
  for (guint i = 0; i < self->seeds.counts[pit]; i++)
    {
      double x, y, lift;

      mancala_board_art_seed_place (&self->layout, pit, i, &x, &y, &lift);
      paint_seed_cb (cr, x, y, self->layout.seed_radius, self->seeds.colours[pit][i], self);
    }
}

static void
draw_count_cb (MancalaBoard *self,
               cairo_t      *cr,
               guint         pit)
{
  if ((self->seeds.burnt >> pit) & 1)
    mancala_board_art_draw_burnt (cr, &self->layout, pit, self->cache_dark);
  else
    mancala_board_art_draw_count (cr, &self->layout, pit, self->seeds.counts[pit], self->cache_dark);

  if (!mancala_rules_is_store (&self->rules, pit))
    mancala_board_art_draw_house_number (cr, &self->layout, pit, mancala_rules_pit_house (&self->rules, pit),
                                         self->cache_dark);

  {
    g_autofree char *value = _mancala_board_dup_value_text (self, pit);

    if (value != NULL)
      mancala_board_art_draw_house_value (cr, &self->layout, pit, value,
                                          self->values[mancala_rules_pit_house (&self->rules, pit)].exact,
                                          self->cache_dark);
  }
}

/* What each side owns, beside its name: the store, and in traditional
 * Congkak the seeds in its row too, which the end of the round adds to
 * the store (docs/rules.md). Right after a refill that is everything the
 * side won so far, where the store alone shows what was left over.
 */
guint
_mancala_board_score (MancalaBoard *self,
                      MancalaSide   side)
{
  guint score = self->seeds.counts[mancala_rules_store (&self->rules, side)];

  if (self->rules.variant == MANCALA_VARIANT_CONGKAK && self->rules.rounds == MANCALA_ROUNDS_TRADITIONAL)
    for (guint house = 1; house <= self->rules.houses; house++)
      score += self->seeds.counts[mancala_rules_pit (&self->rules, side, house)];

  return score;
}

static void
draw_name_cb (MancalaBoard *self,
              cairo_t      *cr,
              guint         side)
{
  const char *name = self->names[side];

  if (name == NULL)
    name = side == MANCALA_SOUTH ? _("South") : _("North");

  mancala_board_art_draw_name (cr, &self->layout, side, name, _mancala_board_score (self, side),
                               self->has_position && self->shown_to_move == side
                               && !mancala_position_is_over (&self->position),
                               &self->name_colour);
}

static gboolean
style_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

gboolean
_mancala_board_high_contrast (void)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

#define RESIZE_REST_US (150 * 1000)

static gboolean
resize_settled_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  MancalaBoard *self = MANCALA_BOARD (widget);

  if (g_get_monotonic_time () - self->resize_time < RESIZE_REST_US)
    return G_SOURCE_CONTINUE;

  /* The size rests: draw everything sharp at it. */
  self->resize_tick = 0;
  self->layout_width = -1;
  gtk_widget_queue_draw (widget);

  return G_SOURCE_REMOVE;
}

static void
update_caches (MancalaBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = style_is_dark ();
  gboolean contrast = _mancala_board_high_contrast ();
  MancalaBoardView view = _mancala_board_get_view (self, width, height);

  gboolean resized = width != self->layout_width || height != self->layout_height;
  gint64 now = g_get_monotonic_time ();
  /* One change of size (maximizing) is drawn sharp at once; a stream of
   * them (dragging a window edge) is a resize in progress.
   */
  gboolean resizing = now - self->resize_time < 2 * RESIZE_REST_US;

  self->stale = FALSE;

  if (width != self->seen_width || height != self->seen_height)
    {
      self->seen_width = width;
      self->seen_height = height;
      self->resize_time = now;
    }

  /* A board that turns is drawn again at once: scaling would not do. */
  if (resized && resizing && self->background.node != NULL && self->layout_width > 0
      && scale == self->cache_scale && dark == self->cache_dark && contrast == self->cache_contrast
      && view == self->layout.view)
    {
      MancalaBoardLayout target;

      /* Mid-resize: redrawing the wood every frame would make the window
       * lag behind the pointer. Show the last drawing scaled instead.
       */
      if (self->resize_tick == 0)
        self->resize_tick = gtk_widget_add_tick_callback (widget, resize_settled_cb, NULL, NULL);

      mancala_board_layout_init_view (&target, &self->rules, width, height, view);
      self->stale = TRUE;
      self->stale_scale = target.unit / MAX (self->layout.unit, 1e-6);
      graphene_point_init (&self->stale_offset,
                           target.bounds.origin.x - self->layout.bounds.origin.x * self->stale_scale,
                           target.bounds.origin.y - self->layout.bounds.origin.y * self->stale_scale);
    }
  else if (resized || scale != self->cache_scale || dark != self->cache_dark || contrast != self->cache_contrast)
    {
      _mancala_board_clear_caches (self);
      mancala_board_layout_init_view (&self->layout, &self->rules, width, height, view);
      self->layout_width = width;
      self->layout_height = height;
      self->cache_scale = scale;
      self->cache_dark = dark;
      self->cache_contrast = contrast;
    }

  /* The font may change without a resize; the caches were dropped then. */
  self->layout.font_family = self->font_family;

  if (self->background.node == NULL)
    {
      graphene_rect_t area;

      /* The wood and its shadow only: the name bands are drawn apart,
       * which keeps this, the largest cache, a quarter smaller.
       */
      graphene_rect_inset_r (&self->layout.wood, -0.17 * self->layout.unit - 1, -0.24 * self->layout.unit - 1, &area);
      render_sprite (self, &self->background, &area, draw_background_cb, 0);
    }

  for (guint pit = 0; pit < self->n_pits; pit++)
    {
      double margin = self->layout.seed_radius * 2.5;
      double text = self->layout.unit * 0.4;
      graphene_rect_t area;

      if (self->seed_sprites[pit].node == NULL && self->seeds.counts[pit] > 0)
        {
          graphene_rect_inset_r (&self->layout.pits[pit], -margin, -margin, &area);
          render_sprite (self, &self->seed_sprites[pit], &area, draw_seeds_cb, pit);
        }

      if (self->count_sprites[pit].node == NULL)
        {
          const graphene_point_t *c = &self->layout.counts[pit];
          const graphene_point_t *o = &self->layout.number_offset;
          double w = MAX (2 * text, 3.6 * self->layout.count_size);
          double h = MAX (text, 1.6 * self->layout.count_size);
          double nw = 2.5 * self->layout.number_size, nh = 1.6 * self->layout.number_size;
          graphene_rect_t number;

          /* The count, the house number beside it, or the burnt mark. */
          graphene_rect_init (&area, c->x - w / 2, c->y - h / 2, w, h);
          graphene_rect_init (&number, c->x + o->x - nw / 2, c->y + o->y - nh / 2, nw, nh);
          graphene_rect_union (&area, &number, &area);
          if (!mancala_rules_is_store (&self->rules, pit))
            {
              double vx, vy, xalign;
              /* Room for "≈-24" at the number's size. */
              double vw = 3.2 * self->layout.number_size;
              graphene_rect_t value;

              mancala_board_art_house_value_anchor (&self->layout, pit, &vx, &vy, &xalign);
              graphene_rect_init (&value, vx - xalign * vw - 2, vy - nh / 2, vw + 4, nh);
              graphene_rect_union (&area, &value, &area);
            }
          render_sprite (self, &self->count_sprites[pit], &area, draw_count_cb, pit);
        }
    }

  for (guint side = 0; side < 2; side++)
    if (self->name_sprites[side].node == NULL && self->n_pits > 0)
      {
        graphene_rect_t area = self->layout.names[side];
        double room = self->layout.name_size * 1.6 - area.size.height;

        /* Text kept readable on a small board may be taller than its band. */
        if (room > 0)
          graphene_rect_inset (&area, 0, -room / 2);
        render_sprite (self, &self->name_sprites[side], &area, draw_name_cb, side);
      }
}

static void
append_sprite (GtkSnapshot  *snapshot,
               const Sprite *sprite)
{
  if (sprite->node != NULL)
    gtk_snapshot_append_node (snapshot, sprite->node);
}

/* Where the previewed move's last seed lands: a dashed ring, and a quiet
 * word for an extra turn or a capture. Small and cheap: drawn each frame.
 */
static void
append_preview (MancalaBoard *self,
                GtkSnapshot  *snapshot)
{
  const MancalaBoardLayout *layout = &self->layout;
  guint landing;
  g_autofree char *caption = NULL;
  graphene_rect_t ring, area;
  double u = layout->unit;
  gboolean contrast = _mancala_board_high_contrast ();
  cairo_t *cr;

  if (!_mancala_board_get_preview (self, NULL, &landing, NULL, NULL))
    return;

  caption = _mancala_board_dup_preview_caption (self);

  graphene_rect_inset_r (&layout->pits[landing], -0.07 * u, -0.07 * u, &ring);
  graphene_rect_inset_r (&ring, -0.6 * u, -0.1 * u, &area);
  cr = gtk_snapshot_append_cairo (snapshot, &area);

  cairo_save (cr);
  cairo_translate (cr, ring.origin.x + ring.size.width / 2, ring.origin.y + ring.size.height / 2);
  cairo_scale (cr, ring.size.width / 2, ring.size.height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  {
    double dash[] = { MAX (3.0, 0.08 * u), MAX (2.0, 0.05 * u) };

    cairo_set_dash (cr, dash, 2, 0);
  }
  cairo_set_line_width (cr, contrast ? MAX (2.5, 0.05 * u) : MAX (1.5, 0.03 * u));
  if (contrast)
    cairo_set_source_rgba (cr, 1, 1, 1, 1);
  else
    cairo_set_source_rgba (cr, 1.0, 0.96, 0.86, 0.85);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (caption != NULL)
    {
      PangoLayout *pl = mancala_board_art_create_text (cr, layout, caption,
                                                       MAX (10.0, 1.1 * layout->number_size), TRUE);
      PangoRectangle logical;
      double cx = ring.origin.x + ring.size.width / 2;
      double cy = ring.origin.y + ring.size.height * 0.75;
      double pad = 0.4 * layout->number_size;
      double w, h;

      pango_layout_get_pixel_extents (pl, NULL, &logical);
      w = logical.width + 2 * pad;
      h = logical.height + pad;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx - w / 2 + h / 2, cy, h / 2, G_PI / 2, 3 * G_PI / 2);
      cairo_arc (cr, cx + w / 2 - h / 2, cy, h / 2, -G_PI / 2, G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, contrast ? 0.95 : 0.7);
      cairo_fill (cr);
      cairo_move_to (cr, cx - logical.width / 2.0 - logical.x, cy - logical.height / 2.0);
      cairo_set_source_rgba (cr, 1, 0.96, 0.88, 1);
      pango_cairo_show_layout (cr, pl);
      g_object_unref (pl);
    }

  cairo_destroy (cr);
}

void
_mancala_board_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  MancalaBoard *self = MANCALA_BOARD (widget);
  guint landing_pit = G_MAXUINT;
  double landing_age = 1.0;

  if (self->n_pits == 0 || gtk_widget_get_width (widget) <= 0)
    return;

  update_caches (self);

  if (self->sow == NULL || !mancala_sow_timeline_get_landing (self->sow, &landing_pit, &landing_age))
    landing_pit = G_MAXUINT;

  gtk_snapshot_save (snapshot);
  if (self->stale)
    {
      gtk_snapshot_translate (snapshot, &self->stale_offset);
      gtk_snapshot_scale (snapshot, self->stale_scale, self->stale_scale);
    }

  append_sprite (snapshot, &self->background);

  for (guint pit = 0; pit < self->n_pits; pit++)
    {
      if (self->settle < 1.0)
        {
          /* New game: the seeds fall into place, one row after the other. */
          double t = CLAMP (self->settle * 1.4 - (pit % (self->rules.houses + 1)) * 0.05, 0, 1);

          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, -(1 - t) * (1 - t) * self->layout.unit * 0.5));
          gtk_snapshot_push_opacity (snapshot, t);
          append_sprite (snapshot, &self->seed_sprites[pit]);
          gtk_snapshot_pop (snapshot);
          gtk_snapshot_restore (snapshot);
        }
      else
        append_sprite (snapshot, &self->seed_sprites[pit]);

      /* The count of the pit a seed just fell into pops, so the eye can
       * follow the numbers as well as the stones.
       */
      if (pit == landing_pit && landing_age < 1.0 && self->count_sprites[pit].node != NULL)
        {
          const graphene_point_t *c = &self->layout.counts[pit];
          double pop = 1.0 + 0.35 * (1.0 - landing_age) * (1.0 - landing_age);

          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, c);
          gtk_snapshot_scale (snapshot, pop, pop);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-c->x, -c->y));
          append_sprite (snapshot, &self->count_sprites[pit]);
          gtk_snapshot_restore (snapshot);
        }
      else
        append_sprite (snapshot, &self->count_sprites[pit]);
    }

  append_sprite (snapshot, &self->name_sprites[MANCALA_SOUTH]);
  append_sprite (snapshot, &self->name_sprites[MANCALA_NORTH]);
  gtk_snapshot_restore (snapshot);

  for (guint pit = 0; pit < self->n_pits; pit++)
    gtk_widget_snapshot_child (widget, self->pits[pit], snapshot);

  if (!self->stale)
    append_preview (self, snapshot);

  gtk_snapshot_save (snapshot);
  if (self->stale)
    {
      gtk_snapshot_translate (snapshot, &self->stale_offset);
      gtk_snapshot_scale (snapshot, self->stale_scale, self->stale_scale);
    }

  /* Seeds in the air go above everything, marks included. */
  if (self->sow != NULL)
    {
      graphene_rect_t extents;

      /* Only as large as what moves: GSK's Cairo renderer composites the
       * whole area of a Cairo node.
       */
      mancala_sow_animation_get_extents (self->sow, &self->layout, &extents);
      if (extents.size.width > 0 && extents.size.height > 0)
        {
          cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &extents);

          mancala_sow_animation_draw (self->sow, cr, &self->layout, paint_seed_cb, self);
          cairo_destroy (cr);
        }
    }
  gtk_snapshot_restore (snapshot);
}

void
_mancala_board_drop_caches (MancalaBoard *self)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  _mancala_board_clear_caches (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
