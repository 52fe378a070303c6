/* mancala-sow-animation.c
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

#include "config.h"

#include "mancala-sow-animation.h"

#include <math.h>
#include <pango/pangocairo.h>

/* Seeds in the hand float this high above the pit, in house cells. */
#define HOVER         0.50
#define HAND_SHOWN    14

static double
ease_in_out (double t)
{
  return t < 0.5 ? 4 * t * t * t : 1 - pow (-2 * t + 2, 3) / 2;
}

static void
pit_centre (const MancalaBoardLayout *layout,
            guint                     pit,
            double                   *x,
            double                   *y)
{
  const graphene_rect_t *r = &layout->pits[pit];

  *x = r->origin.x + r->size.width / 2;
  *y = r->origin.y + r->size.height / 2;
}

static void
hand_anchor (const MancalaBoardLayout *layout,
             guint                     pit,
             double                   *x,
             double                   *y)
{
  pit_centre (layout, pit, x, y);
  *y -= HOVER * layout->unit;
}

/* Where the j-th seed of the hand sits around the hand's anchor. */
static void
hand_offset (const MancalaBoardLayout *layout,
             guint                     j,
             double                   *dx,
             double                   *dy)
{
  guint k = j % HAND_SHOWN;
  double r = layout->seed_radius * 1.55 * sqrt (k);

  *dx = r * cos (k * 2.39996323);
  *dy = r * 0.8 * sin (k * 2.39996323) - (j / HAND_SHOWN) * layout->seed_radius * 0.5;
}

static void
arc_point (double  x0,
           double  y0,
           double  x1,
           double  y1,
           double  height,
           double  t,
           double *x,
           double *y)
{
  *x = x0 + (x1 - x0) * t;
  *y = y0 + (y1 - y0) * t - height * 4 * t * (1 - t);
}

static void
draw_shadow (cairo_t *cr,
             double   x,
             double   y,
             double   radius,
             double   alpha)
{
  cairo_pattern_t *p = cairo_pattern_create_radial (x, y, 0, x, y, radius);

  cairo_pattern_add_color_stop_rgba (p, 0, 0, 0, 0, alpha);
  cairo_pattern_add_color_stop_rgba (p, 1, 0, 0, 0, 0);
  cairo_set_source (cr, p);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);
}

static void
draw_hand_shadow (cairo_t                  *cr,
                  const MancalaBoardLayout *layout,
                  double                    x,
                  double                    y,
                  guint                     n)
{
  double u = layout->unit;
  double w = MIN (0.2 + 0.05 * n, 0.5) * u;
  cairo_pattern_t *p;

  cairo_save (cr);
  cairo_translate (cr, x + 0.08 * u, y + HOVER * u + 0.05 * u);
  cairo_scale (cr, 1.0, 0.6);
  p = cairo_pattern_create_radial (0, 0, 0, 0, 0, w);
  cairo_pattern_add_color_stop_rgba (p, 0, 0, 0, 0, 0.45);
  cairo_pattern_add_color_stop_rgba (p, 1, 0, 0, 0, 0);
  cairo_set_source (cr, p);
  cairo_arc (cr, 0, 0, w, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);
  cairo_restore (cr);
}

static void
draw_hand_count (cairo_t                  *cr,
                 const MancalaBoardLayout *layout,
                 double                    x,
                 double                    y,
                 guint                     n)
{
  double u = layout->unit;
  double r = 0.16 * u;
  char text[8];
  PangoLayout *pl;
  PangoRectangle ink;

  g_snprintf (text, sizeof text, "%u", n);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.8);
  cairo_fill (cr);

  pl = mancala_board_art_create_text (cr, layout, text, 0.18 * u, TRUE);
  pango_layout_get_pixel_extents (pl, &ink, NULL);
  cairo_move_to (cr, x - ink.width / 2.0 - ink.x, y - ink.height / 2.0 - ink.y);
  cairo_set_source_rgb (cr, 1, 0.96, 0.88);
  pango_cairo_show_layout (cr, pl);
  g_object_unref (pl);
}

/* Where the hand is now: over its pit, or on its way to the next. */
static void
hand_position (const MancalaSowState    *s,
               const MancalaBoardLayout *layout,
               double                   *ax,
               double                   *ay)
{
  if (s->kind == MANCALA_SOW_STEP_DROP)
    {
      double x0, y0, x1, y1;
      double travel = ease_in_out (MIN (1.0, s->progress / 0.6));

      hand_anchor (layout, s->hand_from, &x0, &y0);
      hand_anchor (layout, s->pit, &x1, &y1);
      arc_point (x0, y0, x1, y1, 0.15 * layout->unit + 0.1 * fabs (x1 - x0), travel, ax, ay);
    }
  else
    hand_anchor (layout, s->hand_pit, ax, ay);
}

/* The count of the hand sits beside it, on the side away from the count
 * of the pit below (above the row, below it, or beside an upright
 * column), so that it never hides that number.
 */
static void
hand_count_centre (const MancalaBoardLayout *layout,
                   guint                     pit,
                   double                    ax,
                   double                    ay,
                   double                   *x,
                   double                   *y)
{
  double u = layout->unit;
  double px, py, dx, dy;

  pit_centre (layout, pit, &px, &py);
  dx = layout->counts[pit].x - px;
  dy = layout->counts[pit].y - py;

  if (fabs (dx) > fabs (dy))
    {
      /* Upright: the count is beside the column. */
      *x = ax - (dx > 0 ? 0.45 : -0.45) * u;
      *y = ay + 0.1 * u;
    }
  else
    {
      /* Over a row whose counts are above it, the count goes below the
       * hand, low enough that the hand's arc between two houses keeps it
       * clear of them.
       */
      *x = ax + 0.3 * u;
      *y = dy < 0 ? ay + 0.45 * u : ay - 0.25 * u;
    }
}

gboolean
mancala_sow_animation_get_hand_count (MancalaSowTimeline       *timeline,
                                      const MancalaBoardLayout *layout,
                                      graphene_rect_t          *rect)
{
  MancalaSowState state, *s = &state;
  double ax, ay, x, y, r = 0.16 * layout->unit;

  mancala_sow_timeline_get_state (timeline, s);
  if (s->kind == MANCALA_SOW_STEP_NONE || s->hand_count < 2)
    return FALSE;

  hand_position (s, layout, &ax, &ay);
  hand_count_centre (layout, s->kind == MANCALA_SOW_STEP_DROP ? s->pit : s->hand_pit, ax, ay, &x, &y);
  graphene_rect_init (rect, x - r, y - r, 2 * r, 2 * r);

  return TRUE;
}

static void
draw_hand (const MancalaSowState    *s,
           cairo_t                  *cr,
           const MancalaBoardLayout *layout,
           MancalaSeedPainter        paint_seed,
           gpointer                  user_data)
{
  double sr = layout->seed_radius * 1.18;
  double ax, ay;
  guint n = s->hand_count;
  guint falling = G_MAXUINT;

  if (n == 0)
    return;

  hand_position (s, layout, &ax, &ay);

  /* The last 40% of a drop: the bottom stone falls into the pit. */
  if (s->kind == MANCALA_SOW_STEP_DROP && s->progress > 0.6)
    falling = n - 1;

  draw_hand_shadow (cr, layout, ax, ay, n);

  for (guint j = 0; j < n; j++)
    {
      double dx, dy, x, y;

      if (j == falling)
        continue;

      hand_offset (layout, j, &dx, &dy);
      x = ax + dx;
      y = ay + dy;

      /* Seeds just lifted rise from where they lay. */
      if (s->kind == MANCALA_SOW_STEP_LIFT && j >= n - s->lift_count)
        {
          guint from_index = s->lift_base + (j - (n - s->lift_count));
          double px, py, lift, t = ease_in_out (s->progress);

          mancala_board_art_seed_place (layout, s->pit, from_index, &px, &py, &lift);
          x = px + (x - px) * t;
          y = py + (y - py) * t;
        }

      paint_seed (cr, x, y, sr, s->hand[j], user_data);
    }

  if (falling != G_MAXUINT)
    {
      double px, py, lift, dx, dy;
      double t = (s->progress - 0.6) / 0.4;

      hand_offset (layout, falling, &dx, &dy);
      mancala_board_art_seed_place (layout, s->pit, s->seeds->counts[s->pit], &px, &py, &lift);
      t = t * t;
      paint_seed (cr, ax + dx + (px - ax - dx) * t, ay + dy + (py - ay - dy) * t,
                  sr + (layout->seed_radius - sr) * t, s->hand[falling], user_data);
    }

  if (n > 1)
    {
      double cx, cy;

      hand_count_centre (layout, s->kind == MANCALA_SOW_STEP_DROP ? s->pit : s->hand_pit,
                         ax, ay, &cx, &cy);
      draw_hand_count (cr, layout, cx, cy, n);
    }
}

static void
draw_flying (const MancalaSowState    *s,
             cairo_t                  *cr,
             const MancalaBoardLayout *layout,
             MancalaSeedPainter        paint_seed,
             gpointer                  user_data)
{
  double sr = layout->seed_radius;

  /* Two passes: every shadow on the board first, then the stones above. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < s->n_flying; i++)
      {
        const MancalaSowFlight *f = &s->flying[i];
        double delay = s->n_flying > 1 ? 0.35 * i / (s->n_flying - 1) : 0;
        double t = ease_in_out (CLAMP ((s->progress - delay) / 0.65, 0, 1));
        double x0, y0, x1, y1, x, y, lift, height;

        mancala_board_art_seed_place (layout, f->from, f->from_index, &x0, &y0, &lift);
        mancala_board_art_seed_place (layout, f->to, f->to_index, &x1, &y1, &lift);
        height = 0.3 * layout->unit + 0.05 * fabs (x1 - x0);
        arc_point (x0, y0, x1, y1, height, t, &x, &y);

        if (pass == 0)
          {
            /* The shadow stays on the board, below the stone's path. */
            double up = height * 4 * t * (1 - t);

            if (up > 0.5)
              draw_shadow (cr, x + 0.25 * up, y + up, sr * 1.2, 0.3 * MIN (1.0, up / sr));
          }
        else
          {
            /* Nearer the eye at the top of the arc. */
            paint_seed (cr, x, y, sr * (1 + 0.25 * sin (G_PI * t)), f->colour, user_data);
          }
      }
}

static void
draw_glow (cairo_t               *cr,
           const graphene_rect_t *r,
           double                 grow,
           double                 alpha)
{
  double cx = r->origin.x + r->size.width / 2;
  double cy = r->origin.y + r->size.height / 2;
  cairo_pattern_t *p;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, r->size.width / 2 + grow, r->size.height / 2 + grow);
  p = cairo_pattern_create_radial (0, 0, 0.6, 0, 0, 1);
  cairo_pattern_add_color_stop_rgba (p, 0.0, 1.0, 0.85, 0.4, 0.0);
  cairo_pattern_add_color_stop_rgba (p, 0.7, 1.0, 0.82, 0.35, 0.55 * alpha);
  cairo_pattern_add_color_stop_rgba (p, 1.0, 1.0, 0.8, 0.3, 0.0);
  cairo_set_source (cr, p);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);
  cairo_restore (cr);
}

static void
draw_burn (cairo_t                  *cr,
           const MancalaBoardLayout *layout,
           guint                     pit,
           double                    t)
{
  const graphene_rect_t *r = &layout->pits[pit];

  /* Embers flare, then the hollow goes dark. */
  draw_glow (cr, r, 0.12 * layout->unit, sin (G_PI * t));
  cairo_save (cr);
  cairo_translate (cr, r->origin.x + r->size.width / 2, r->origin.y + r->size.height / 2);
  cairo_scale (cr, r->size.width / 2, r->size.height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.05, 0.03, 0.02, 0.9 * t);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_banner (cairo_t                  *cr,
             const MancalaBoardLayout *layout,
             const char               *text,
             double                    t)
{
  double u = layout->unit;
  /* Quick in and out, and fully there most of the time. */
  double alpha = MIN (1.0, 8 * MIN (t, 1 - t));
  PangoLayout *pl;
  PangoRectangle logical;
  double w, h, x, y;

  pl = mancala_board_art_create_text (cr, layout, text, 0.5 * u, TRUE);
  pango_layout_get_pixel_extents (pl, NULL, &logical);

  w = logical.width + 0.8 * u;
  h = logical.height + 0.4 * u;
  x = layout->wood.origin.x + (layout->wood.size.width - w) / 2;
  y = layout->wood.origin.y + (layout->wood.size.height - h) / 2;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.08, 0.05, 0.03, 0.92 * alpha);
  cairo_fill (cr);

  cairo_move_to (cr, x + 0.4 * u, y + 0.2 * u);
  cairo_set_source_rgba (cr, 1, 0.95, 0.85, alpha);
  pango_cairo_show_layout (cr, pl);

  g_object_unref (pl);
}

static void
add_pit (graphene_rect_t          *extents,
         gboolean                 *empty,
         const MancalaBoardLayout *layout,
         guint                     pit,
         double                    rise)
{
  graphene_rect_t r;
  double u = layout->unit;

  /* Room for glows, the hand's count and the top of an arc. */
  graphene_rect_inset_r (&layout->pits[pit], -0.45 * u, -0.45 * u, &r);
  r.origin.y -= rise;
  r.size.height += rise;

  if (*empty)
    *extents = r;
  else
    graphene_rect_union (extents, &r, extents);
  *empty = FALSE;
}

void
mancala_sow_animation_get_extents (MancalaSowTimeline       *timeline,
                                   const MancalaBoardLayout *layout,
                                   graphene_rect_t          *extents)
{
  MancalaSowState state, *s = &state;
  gboolean empty = TRUE;
  double u = layout->unit;

  graphene_rect_init (extents, 0, 0, 0, 0);
  mancala_sow_timeline_get_state (timeline, s);
  if (s->kind == MANCALA_SOW_STEP_NONE)
    return;

  if (s->kind == MANCALA_SOW_STEP_BANNER)
    {
      *extents = layout->wood;
      return;
    }

  if (s->hand_count > 0)
    {
      double dx = fabs (layout->pits[s->hand_from].origin.x - layout->pits[s->pit].origin.x);

      add_pit (extents, &empty, layout, s->hand_pit, (HOVER + 0.5) * u);
      if (s->kind == MANCALA_SOW_STEP_DROP)
        {
          add_pit (extents, &empty, layout, s->hand_from, (HOVER + 0.5) * u + 0.15 * u + 0.1 * dx);
          add_pit (extents, &empty, layout, s->pit, (HOVER + 0.5) * u + 0.15 * u + 0.1 * dx);
        }
    }

  for (guint i = 0; i < s->n_flying; i++)
    {
      const MancalaSowFlight *f = &s->flying[i];
      double dx = fabs (layout->pits[f->from].origin.x - layout->pits[f->to].origin.x);

      add_pit (extents, &empty, layout, f->from, 0.4 * u + 0.05 * dx);
      add_pit (extents, &empty, layout, f->to, 0.4 * u + 0.05 * dx);
    }

  if (s->kind == MANCALA_SOW_STEP_BURN || s->kind == MANCALA_SOW_STEP_EXTRA_TURN)
    add_pit (extents, &empty, layout, s->pit, 0);
}

void
mancala_sow_animation_draw (MancalaSowTimeline       *timeline,
                            cairo_t                  *cr,
                            const MancalaBoardLayout *layout,
                            MancalaSeedPainter        paint_seed,
                            gpointer                  user_data)
{
  MancalaSowState state, *s = &state;

  mancala_sow_timeline_get_state (timeline, s);
  if (s->kind == MANCALA_SOW_STEP_NONE)
    return;

  switch (s->kind)
    {
    case MANCALA_SOW_STEP_FLY:
      draw_flying (s, cr, layout, paint_seed, user_data);
      break;

    case MANCALA_SOW_STEP_BURN:
      draw_burn (cr, layout, s->pit, s->progress);
      break;

    case MANCALA_SOW_STEP_EXTRA_TURN:
      draw_glow (cr, &layout->pits[s->pit], 0.15 * layout->unit, sin (G_PI * s->progress));
      break;

    case MANCALA_SOW_STEP_BANNER:
      draw_banner (cr, layout, s->banner, s->progress);
      break;

    case MANCALA_SOW_STEP_LIFT:
    case MANCALA_SOW_STEP_DROP:
    case MANCALA_SOW_STEP_ROUND:
    case MANCALA_SOW_STEP_PAUSE:
    default:
      break;
    }

  draw_hand (s, cr, layout, paint_seed, user_data);
}
