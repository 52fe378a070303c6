/* mancala-board-art.c
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

#define G_LOG_DOMAIN "mancala-board-art"

#include "config.h"

#include "mancala-board-art.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

/* The geometry, in units of one house cell, along the rows ("a") and
 * across them ("c"), for the horizontal board and for the upright one.
 * The upright board turns the rows into columns; its stores are short
 * and wide at the ends, so that nine houses still fit a phone's height.
 */
typedef struct
{
  double shadow;      /* Room beside the wood for its shadow. */
  double name_band;   /* Name and score beyond each end of the board. */
  double pad;         /* Wood around the counts and stores. */
  double count_band;
  double row_a;       /* One house cell along its row. */
  double row_c;       /* One house cell across its row. */
  double mid;         /* Between the two rows. */
  double house_a;
  double house_c;
  double store_a;
  double store_gap;
} Geometry;

static const Geometry horizontal_geometry = {
  .shadow = 0.16, .name_band = 0.50, .pad = 0.20, .count_band = 0.36,
  .row_a = 1.00, .row_c = 1.00, .mid = 0.16,
  .house_a = 0.82, .house_c = 0.88, .store_a = 1.04, .store_gap = 0.14,
};

static const Geometry upright_geometry = {
  .shadow = 0.16, .name_band = 0.42, .pad = 0.10, .count_band = 0.42,
  .row_a = 1.00, .row_c = 1.12, .mid = 0.16,
  .house_a = 0.90, .house_c = 1.00, .store_a = 0.70, .store_gap = 0.06,
};

/* Pits smaller than this take touches in their whole cell (GNOME's
 * touch target size).
 */
#define TOUCH_TARGET 44.0

#define SEED_RADIUS 0.095
#define CORNER      0.42

typedef struct
{
  double r, g, b;
} Rgb;

/* River stones and glass-like pebbles: muted, so a full board stays calm. */
static const Rgb seed_colours[MANCALA_ART_N_SEED_COLOURS] = {
  { 0.93, 0.89, 0.80 },  /* ivory */
  { 0.85, 0.60, 0.30 },  /* amber */
  { 0.45, 0.58, 0.70 },  /* slate blue */
  { 0.70, 0.34, 0.26 },  /* rust */
  { 0.44, 0.62, 0.50 },  /* jade */
  { 0.33, 0.32, 0.34 },  /* basalt */
};

static inline guint32
hash2 (guint32 a,
       guint32 b)
{
  guint32 h = a * 0x9e3779b1u ^ (b + 0x7f4a7c15u) * 0x85ebca6bu;

  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  h ^= h >> 12;
  h *= 0x297a2d39u;
  h ^= h >> 15;

  return h;
}

/* A deterministic number in [-1, 1]. */
static inline double
noise (guint32 a,
       guint32 b)
{
  return (hash2 (a, b) & 0xffff) / 32767.5 - 1.0;
}

static Rgb
mix (Rgb    a,
     Rgb    b,
     double t)
{
  return (Rgb) { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t };
}

static void
add_stop (cairo_pattern_t *pattern,
          double           offset,
          Rgb              c,
          double           alpha)
{
  cairo_pattern_add_color_stop_rgba (pattern, offset, c.r, c.g, c.b, alpha);
}

static void
ellipse_path (cairo_t               *cr,
              const graphene_rect_t *rect)
{
  cairo_save (cr);
  cairo_translate (cr, rect->origin.x + rect->size.width / 2, rect->origin.y + rect->size.height / 2);
  cairo_scale (cr, rect->size.width / 2, rect->size.height / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_restore (cr);
}

static void
rounded_rect_path (cairo_t *cr,
                   double   x,
                   double   y,
                   double   w,
                   double   h,
                   double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static const Geometry *
view_geometry (MancalaBoardView view)
{
  return (view & MANCALA_BOARD_VIEW_UPRIGHT) ? &upright_geometry : &horizontal_geometry;
}

static double
wood_a (const Geometry *g,
        guint           houses)
{
  return 2 * g->pad + 2 * g->store_a + 2 * g->store_gap + houses * g->row_a;
}

static double
wood_c (const Geometry *g)
{
  return 2 * g->pad + 2 * g->count_band + 2 * g->row_c + g->mid;
}

void
mancala_board_layout_size (const MancalaRules *rules,
                           MancalaBoardView    view,
                           double             *width,
                           double             *height)
{
  guint n = CLAMP (rules->houses, MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES);
  const Geometry *g = view_geometry (view);

  if (view & MANCALA_BOARD_VIEW_UPRIGHT)
    {
      *width = wood_c (g) + 2 * g->shadow;
      *height = wood_a (g, n) + 2 * g->name_band;
    }
  else
    {
      *width = wood_a (g, n) + 2 * g->shadow;
      *height = wood_c (g) + 2 * g->name_band;
    }
}

double
mancala_board_layout_aspect (const MancalaRules *rules)
{
  double width, height;

  mancala_board_layout_size (rules, 0, &width, &height);

  return width / height;
}

static double
fit_unit (const MancalaRules *rules,
          MancalaBoardView    view,
          double              width,
          double              height)
{
  double w, h;

  mancala_board_layout_size (rules, view, &w, &h);

  return MIN (width / w, height / h);
}

MancalaBoardView
mancala_board_layout_choose_view (const MancalaRules *rules,
                                  double              width,
                                  double              height)
{
  double across = fit_unit (rules, 0, width, height);
  double upright = fit_unit (rules, MANCALA_BOARD_VIEW_UPRIGHT, width, height);

  /* A portrait area, or one where the rows would be cramped side by side
   * (the upright pits come out clearly larger), turns the board.
   */
  if (height > width || upright > 1.15 * across)
    return MANCALA_BOARD_VIEW_UPRIGHT;

  return 0;
}

/* From the board's own frame (a along the rows, c across them, north's row
 * first, as drawn unturned) to the area's pixels, for each of the four
 * ways the board can lie.
 */
typedef struct
{
  MancalaBoardView view;
  double           ox, oy, u, total_a, total_c;
} Frame;

static graphene_point_t
frame_point (const Frame *f,
             double       a,
             double       c)
{
  gboolean flipped = (f->view & MANCALA_BOARD_VIEW_FLIPPED) != 0;

  if (f->view & MANCALA_BOARD_VIEW_UPRIGHT)
    {
      /* South's row becomes the left column and sows downwards, into its
       * store at the bottom: still counter-clockwise.
       */
      if (flipped)
        return GRAPHENE_POINT_INIT (f->ox + c * f->u, f->oy + (f->total_a - a) * f->u);
      return GRAPHENE_POINT_INIT (f->ox + (f->total_c - c) * f->u, f->oy + a * f->u);
    }

  if (flipped)
    return GRAPHENE_POINT_INIT (f->ox + (f->total_a - a) * f->u, f->oy + (f->total_c - c) * f->u);
  return GRAPHENE_POINT_INIT (f->ox + a * f->u, f->oy + c * f->u);
}

static void
frame_rect (const Frame     *f,
            double           a,
            double           c,
            double           size_a,
            double           size_c,
            gboolean         snap,
            graphene_rect_t *rect)
{
  graphene_point_t p = frame_point (f, a, c);
  graphene_point_t q = frame_point (f, a + size_a, c + size_c);
  double x = MIN (p.x, q.x), y = MIN (p.y, q.y);
  double w = fabs (q.x - p.x), h = fabs (q.y - p.y);

  /* Whole pixels: every house is then the same image. */
  if (snap)
    graphene_rect_init (rect, round (x), round (y), round (w), round (h));
  else
    graphene_rect_init (rect, x, y, w, h);
}

void
mancala_board_layout_init_view (MancalaBoardLayout *layout,
                                const MancalaRules *rules,
                                double              width,
                                double              height,
                                MancalaBoardView    view)
{
  guint n = CLAMP (rules->houses, MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES);
  const Geometry *g = view_geometry (view);
  gboolean upright = (view & MANCALA_BOARD_VIEW_UPRIGHT) != 0;
  double units_w, units_h, u, a0, c0, wa, wc, row_c[2], count_c[2], touch;
  Frame f;

  memset (layout, 0, sizeof *layout);
  layout->houses = n;
  layout->mirrored = rules->variant == MANCALA_VARIANT_CONGKAK;
  layout->view = view;

  mancala_board_layout_size (rules, view, &units_w, &units_h);
  u = MAX (MIN (width / units_w, height / units_h), 1e-3);

  /* Congkak's stores are mirrored to the players' left: turned the same
   * way as Kalah, south's store would stand at the top, under north's
   * name. Turned the other way, each store stays at its owner's end.
   */
  f.view = upright && layout->mirrored ? view ^ MANCALA_BOARD_VIEW_FLIPPED : view;
  f.u = u;
  f.ox = (width - units_w * u) / 2;
  f.oy = (height - units_h * u) / 2;
  f.total_a = upright ? units_h : units_w;
  f.total_c = upright ? units_w : units_h;

  layout->unit = u;
  layout->seed_radius = SEED_RADIUS * u;
  graphene_rect_init (&layout->bounds, f.ox, f.oy, units_w * u, units_h * u);

  wa = wood_a (g, n);
  wc = wood_c (g);
  a0 = upright ? g->name_band : g->shadow;
  c0 = upright ? g->shadow : g->name_band;
  frame_rect (&f, a0, c0, wa, wc, FALSE, &layout->wood);

  /* The names lie beyond the ends of the board: above and below it, or
   * above and below the upright board's stores, across its whole width.
   */
  if (upright)
    {
      /* Each name stands at the end of its side's own store. */
      for (guint side = 0; side < 2; side++)
        {
          gboolean forwards = (side == MANCALA_SOUTH) != layout->mirrored;

          frame_rect (&f, forwards ? f.total_a - g->name_band : 0, 0, g->name_band, f.total_c,
                      FALSE, &layout->names[side]);

          /* A narrow board leaves room beside it: the names may use it. */
          layout->names[side].origin.x = 0;
          layout->names[side].size.width = width;
        }
    }
  else
    {
      frame_rect (&f, a0, 0, wa, g->name_band, FALSE, &layout->names[MANCALA_NORTH]);
      frame_rect (&f, a0, f.total_c - g->name_band, wa, g->name_band, FALSE, &layout->names[MANCALA_SOUTH]);
    }

  row_c[MANCALA_NORTH] = c0 + g->pad + g->count_band;
  row_c[MANCALA_SOUTH] = row_c[MANCALA_NORTH] + g->row_c + g->mid;
  count_c[MANCALA_NORTH] = c0 + g->pad + g->count_band / 2;
  count_c[MANCALA_SOUTH] = c0 + wc - g->pad - g->count_band / 2;

  layout->divider[0] = frame_point (&f, a0 + g->pad + g->store_a + g->store_gap + 0.1, row_c[MANCALA_SOUTH] - g->mid / 2);
  layout->divider[1] = frame_point (&f, a0 + wa - (g->pad + g->store_a + g->store_gap + 0.1), row_c[MANCALA_SOUTH] - g->mid / 2);

  touch = MIN (TOUCH_TARGET, g->row_a * u);

  for (guint side = 0; side < 2; side++)
    {
      /* South sows along the rows' direction, north against it; Congkak
       * mirrors both.
       */
      gboolean forwards = (side == MANCALA_SOUTH) != layout->mirrored;
      unsigned store = side == MANCALA_SOUTH ? n : 2 * n + 1;
      double store_a;

      for (guint house = 1; house <= n; house++)
        {
          unsigned pit = side == MANCALA_SOUTH ? house - 1 : n + house;
          guint col = forwards ? house - 1 : n - house;
          double ca = a0 + g->pad + g->store_a + g->store_gap + col * g->row_a + g->row_a / 2;
          graphene_rect_t *r = &layout->pits[pit];
          graphene_rect_t *t = &layout->targets[pit];
          graphene_point_t count = frame_point (&f, ca, count_c[side]);

          frame_rect (&f, ca - g->house_a / 2, row_c[side] + (g->row_c - g->house_c) / 2,
                      g->house_a, g->house_c, TRUE, r);

          /* A small pit still takes a finger: its target grows into its cell. */
          *t = *r;
          if (t->size.width < touch)
            graphene_rect_inset (t, -round ((touch - t->size.width) / 2), 0);
          if (t->size.height < touch)
            graphene_rect_inset (t, 0, -round ((touch - t->size.height) / 2));

          if (upright)
            count.y -= 0.1 * u;
          layout->counts[pit] = count;
        }

      /* A side's store is at the end of its row. */
      store_a = forwards ? a0 + wa - g->pad - g->store_a : a0 + g->pad;
      frame_rect (&f, store_a, row_c[MANCALA_NORTH] + 0.04, g->store_a, 2 * g->row_c + g->mid - 0.08,
                  TRUE, &layout->pits[store]);
      layout->targets[store] = layout->pits[store];
      layout->counts[store] = frame_point (&f, store_a + g->store_a / 2, count_c[side]);
    }

  /* Text follows the board, within what stays readable. */
  layout->count_size = CLAMP (0.25 * u, 10.0, 64.0);
  layout->number_size = CLAMP (0.15 * u, 8.0, 26.0);
  layout->name_size = CLAMP (0.26 * u, 12.0, 26.0);

  /* The house number sits beside its count (below it upright), where the
   * wood has room: clear of two digits at any text size.
   */
  if (upright)
    layout->number_offset = GRAPHENE_POINT_INIT (0, 0.5 * layout->count_size + 0.5 * layout->number_size + 1);
  else
    layout->number_offset = GRAPHENE_POINT_INIT (-(0.6 * layout->count_size + 0.5 * layout->number_size + 2), 0);
}

void
mancala_board_layout_init (MancalaBoardLayout *layout,
                           const MancalaRules *rules,
                           double              width,
                           double              height)
{
  mancala_board_layout_init_view (layout, rules, width, height, 0);
}

/* Wood --------------------------------------------------------------- */

static Rgb
wood_base (gboolean dark)
{
  return dark ? (Rgb) { 0.36, 0.22, 0.13 } : (Rgb) { 0.78, 0.55, 0.31 };
}

static void
draw_wood_shadow (cairo_t                  *cr,
                  const MancalaBoardLayout *layout)
{
  const graphene_rect_t *w = &layout->wood;
  double u = layout->unit;

  /* Stacked translucent shapes: a soft shadow without a blur filter. */
  for (int i = 10; i >= 1; i--)
    {
      double grow = i * 0.015 * u;

      rounded_rect_path (cr, w->origin.x - grow, w->origin.y - grow + 0.07 * u,
                         w->size.width + 2 * grow, w->size.height + 2 * grow,
                         CORNER * u + grow);
      /* The wood hides the middle: shade only the ring around it. */
      cairo_rectangle (cr, w->origin.x + CORNER * u, w->origin.y + CORNER * u,
                       w->size.width - 2 * CORNER * u, w->size.height - 2 * CORNER * u);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.036);
      cairo_fill (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
    }
}

static void
draw_grain (cairo_t               *cr,
            const graphene_rect_t *w,
            double                 u,
            gboolean               dark)
{
  int n_lines = (int) (w->size.height / (0.035 * u));

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* Broad growth bands under the fibres give the plank some depth. */
  for (int i = 0; i < 6; i++)
    {
      double y0 = w->origin.y + 0.6 * u + (i + 0.5 + 0.3 * noise (i, 11)) * (w->size.height - 1.2 * u) / 6;
      cairo_pattern_t *p;
      double amp = (0.08 + 0.06 * fabs (noise (i, 12))) * u;
      double freq = (0.25 + 0.1 * noise (i, 13)) / u;
      double phase = 3.0 * noise (i, 14);
      double inset = CORNER * u;
      double step = 0.8 * u;

      cairo_move_to (cr, w->origin.x + inset, y0 + amp * sin (inset * freq + phase));
      for (double x = inset + step; x < w->size.width - inset + step; x += step)
        {
          double y;

          x = MIN (x, w->size.width - inset);
          y = amp * sin (x * freq + phase);
          cairo_line_to (cr, w->origin.x + x, y0 + y);
        }
      cairo_set_line_width (cr, (0.12 + 0.2 * fabs (noise (i, 15))) * u);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      /* Fade out before the ends, so no band stops with an edge. */
      p = cairo_pattern_create_linear (w->origin.x + inset, 0, w->origin.x + w->size.width - inset, 0);
      cairo_pattern_add_color_stop_rgba (p, 0.0, dark ? 0.1 : 0.45, dark ? 0.05 : 0.25, dark ? 0.02 : 0.1, 0);
      cairo_pattern_add_color_stop_rgba (p, 0.1, dark ? 0.1 : 0.45, dark ? 0.05 : 0.25, dark ? 0.02 : 0.1, dark ? 0.10 : 0.06);
      cairo_pattern_add_color_stop_rgba (p, 0.9, dark ? 0.1 : 0.45, dark ? 0.05 : 0.25, dark ? 0.02 : 0.1, dark ? 0.10 : 0.06);
      cairo_pattern_add_color_stop_rgba (p, 1.0, dark ? 0.1 : 0.45, dark ? 0.05 : 0.25, dark ? 0.02 : 0.1, 0);
      cairo_set_source (cr, p);
      cairo_stroke (cr);
      cairo_pattern_destroy (p);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }

  /* Long, slowly waving fibres along the board, some darker, some
   * lighter, with a gentle sway shared by neighbours like real grain.
   */
  for (int i = 0; i < n_lines; i++)
    {
      double y0 = w->origin.y + (i + 0.5 + 0.4 * noise (i, 1)) * w->size.height / n_lines;
      double amp = (0.03 + 0.05 * fabs (noise (i, 2))) * u;
      double freq = (0.5 + 0.3 * noise (i / 3, 3)) / u;
      double phase = 3.0 * noise (i / 4, 4);
      double alpha = 0.035 + 0.07 * fabs (noise (i, 5));
      gboolean darker = noise (i, 6) > -0.3;
      double step = 0.6 * u;
      double px, py = amp * sin (phase) + 0.6 * amp * sin (phase * 1.7);
      double corner = CORNER * u;
      double edge = MIN (y0 - w->origin.y, w->origin.y + w->size.height - y0) - amp * 1.6 - 0.01 * u;
      double inset = 0;

      if (edge <= 0)
        continue;

      /* Fibres near the top and bottom stop short of the rounded corners. */
      if (edge < corner)
        inset = corner - sqrt (corner * corner - (corner - edge) * (corner - edge));

      /* Smooth curves through a few points: cheaper than many segments. */
      px = inset;
      cairo_move_to (cr, w->origin.x + px, y0 + py);
      for (double x = inset + step; x < w->size.width - inset + step; x += step)
        {
          double y;

          x = MIN (x, w->size.width - inset);
          y = amp * sin (x * freq + phase) + 0.6 * amp * sin (x * freq * 2.3 + phase * 1.7);
          cairo_curve_to (cr, w->origin.x + px + step / 3, y0 + py, w->origin.x + x - step / 3, y0 + y,
                          w->origin.x + x, y0 + y);
          px = x;
          py = y;
        }

      if (darker)
        cairo_set_source_rgba (cr, dark ? 0.10 : 0.35, dark ? 0.05 : 0.18, dark ? 0.02 : 0.06, alpha * (dark ? 1.6 : 1.0));
      else
        cairo_set_source_rgba (cr, 1.0, 0.90, 0.70, alpha * (dark ? 0.5 : 0.9));
      cairo_set_line_width (cr, (0.006 + 0.014 * fabs (noise (i, 7))) * u);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}

static void
draw_wood (cairo_t                  *cr,
           const MancalaBoardLayout *layout,
           gboolean                  dark)
{
  const graphene_rect_t *w = &layout->wood;
  double u = layout->unit;
  Rgb base = wood_base (dark);
  Rgb light = mix (base, (Rgb) { 1, 0.92, 0.78 }, dark ? 0.10 : 0.22);
  Rgb deep = mix (base, (Rgb) { 0.15, 0.07, 0.02 }, dark ? 0.35 : 0.30);
  cairo_pattern_t *p;

  draw_wood_shadow (cr, layout);

  rounded_rect_path (cr, w->origin.x, w->origin.y, w->size.width, w->size.height, CORNER * u);
  p = cairo_pattern_create_linear (0, w->origin.y, 0, w->origin.y + w->size.height);
  add_stop (p, 0.0, light, 1);
  add_stop (p, 0.45, base, 1);
  add_stop (p, 1.0, deep, 1);
  cairo_set_source (cr, p);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  /* No clip here: a clip mask makes every fibre several times slower.
   * The grain runs along the board, also when it stands upright.
   */
  if (layout->view & MANCALA_BOARD_VIEW_UPRIGHT)
    {
      graphene_rect_t turned = GRAPHENE_RECT_INIT (-w->size.height / 2, -w->size.width / 2,
                                                   w->size.height, w->size.width);

      cairo_save (cr);
      cairo_translate (cr, w->origin.x + w->size.width / 2, w->origin.y + w->size.height / 2);
      cairo_rotate (cr, G_PI / 2);
      draw_grain (cr, &turned, u, dark);
      cairo_restore (cr);
    }
  else
    draw_grain (cr, w, u, dark);

  /* Bevel: light along the upper edge, dark along the lower one. Plain
   * colours on half outlines; a gradient stroke would composite the
   * whole board.
   */
  {
    double inset = 0.02 * u;
    double x0 = w->origin.x + inset, y0 = w->origin.y + inset;
    double x1 = w->origin.x + w->size.width - inset, y1 = w->origin.y + w->size.height - inset;
    double r = (CORNER - 0.02) * u;

    double lit = dark ? 0.18 : 0.40;
    double shade = dark ? 0.45 : 0.30;

    cairo_set_line_width (cr, 0.035 * u);
    cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
    cairo_arc (cr, x1 - r, y0 + r, r, -G_PI / 2, 0);
    cairo_set_source_rgba (cr, 1, 0.95, 0.85, lit);
    cairo_stroke (cr);

    cairo_arc (cr, x1 - r, y1 - r, r, 0, G_PI / 2);
    cairo_arc (cr, x0 + r, y1 - r, r, G_PI / 2, G_PI);
    cairo_set_source_rgba (cr, 0.1, 0.04, 0, shade);
    cairo_stroke (cr);

    /* The sides turn from light to shade; thin strokes keep the
     * gradient's work small.
     */
    p = cairo_pattern_create_linear (0, y0 + r, 0, y1 - r);
    cairo_pattern_add_color_stop_rgba (p, 0.0, 1, 0.95, 0.85, lit);
    cairo_pattern_add_color_stop_rgba (p, 0.5, 0.55, 0.5, 0.43, 0);
    cairo_pattern_add_color_stop_rgba (p, 1.0, 0.1, 0.04, 0, shade);
    cairo_set_source (cr, p);
    cairo_move_to (cr, x0, y0 + r);
    cairo_line_to (cr, x0, y1 - r);
    cairo_stroke (cr);
    cairo_move_to (cr, x1, y0 + r);
    cairo_line_to (cr, x1, y1 - r);
    cairo_stroke (cr);
    cairo_pattern_destroy (p);
  }

  rounded_rect_path (cr, w->origin.x, w->origin.y, w->size.width, w->size.height, CORNER * u);
  cairo_set_source_rgba (cr, 0.1, 0.04, 0.0, dark ? 0.7 : 0.45);
  cairo_set_line_width (cr, MAX (1.0, 0.012 * u));
  cairo_stroke (cr);

  /* An inlaid line between the rows, with a lit edge below or beside it. */
  {
    const graphene_point_t *d = layout->divider;
    gboolean upright = (layout->view & MANCALA_BOARD_VIEW_UPRIGHT) != 0;
    double ex = upright ? 0.014 * u : 0, ey = upright ? 0 : 0.014 * u;

    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    cairo_move_to (cr, d[0].x, d[0].y);
    cairo_line_to (cr, d[1].x, d[1].y);
    cairo_set_source_rgba (cr, 0.1, 0.04, 0, dark ? 0.5 : 0.3);
    cairo_set_line_width (cr, 0.014 * u);
    cairo_stroke (cr);
    cairo_move_to (cr, d[0].x + ex, d[0].y + ey);
    cairo_line_to (cr, d[1].x + ex, d[1].y + ey);
    cairo_set_source_rgba (cr, 1, 0.92, 0.8, dark ? 0.10 : 0.25);
    cairo_set_line_width (cr, 0.01 * u);
    cairo_stroke (cr);
  }
}

/* Carved pits ---------------------------------------------------------- */

static void
draw_pit (cairo_t                  *cr,
          const MancalaBoardLayout *layout,
          guint                     pit,
          gboolean                  burnt,
          gboolean                  dark)
{
  const graphene_rect_t *r = &layout->pits[pit];
  double u = layout->unit;
  double cx = r->origin.x + r->size.width / 2;
  double cy = r->origin.y + r->size.height / 2;
  double lip = 0.035 * u;
  graphene_rect_t rim;
  Rgb base = wood_base (dark);
  Rgb shade = mix (base, (Rgb) { 0.12, 0.05, 0.01 }, dark ? 0.55 : 0.55);
  Rgb floor = mix (base, (Rgb) { 0.12, 0.05, 0.01 }, dark ? 0.25 : 0.18);
  cairo_pattern_t *p;

  /* The lip catches the light at the bottom and falls in shadow at the
   * top, which makes the hollow read as carved into the board.
   */
  graphene_rect_inset_r (r, -lip, -lip, &rim);
  ellipse_path (cr, &rim);
  p = cairo_pattern_create_linear (0, rim.origin.y, 0, rim.origin.y + rim.size.height);
  cairo_pattern_add_color_stop_rgba (p, 0.0, 0.1, 0.04, 0, dark ? 0.55 : 0.40);
  cairo_pattern_add_color_stop_rgba (p, 0.55, 0.1, 0.04, 0, 0.0);
  cairo_pattern_add_color_stop_rgba (p, 1.0, 1, 0.95, 0.85, dark ? 0.25 : 0.55);
  cairo_set_source (cr, p);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  ellipse_path (cr, r);
  p = cairo_pattern_create_linear (0, r->origin.y, 0, r->origin.y + r->size.height);
  add_stop (p, 0.0, shade, 1);
  add_stop (p, 0.6, floor, 1);
  add_stop (p, 1.0, mix (floor, (Rgb) { 1, 0.9, 0.75 }, dark ? 0.08 : 0.18), 1);
  cairo_set_source (cr, p);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (p);

  /* The deepest part is a little dimmer: a soft vignette. */
  p = cairo_pattern_create_radial (cx, cy + r->size.height * 0.12, 0,
                                   cx, cy + r->size.height * 0.05, MAX (r->size.width, r->size.height) * 0.62);
  cairo_pattern_add_color_stop_rgba (p, 0.0, 0, 0, 0, 0.0);
  cairo_pattern_add_color_stop_rgba (p, 0.7, 0, 0, 0, 0.05);
  cairo_pattern_add_color_stop_rgba (p, 1.0, 0.05, 0.02, 0, dark ? 0.40 : 0.30);
  cairo_set_source (cr, p);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  /* The upper wall of the hollow shades its floor: a soft crescent. */
  cairo_save (cr);
  ellipse_path (cr, r);
  cairo_clip (cr);
  for (guint i = 0; i < 3; i++)
    {
      graphene_rect_t lit = *r;

      lit.origin.y += (0.03 + 0.033 * i) * u;
      lit.origin.x -= 0.01 * u;
      lit.size.width += 0.02 * u;
      cairo_rectangle (cr, r->origin.x - 1, r->origin.y - 1, r->size.width + 2, r->size.height + 2);
      ellipse_path (cr, &lit);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_set_source_rgba (cr, 0.06, 0.02, 0, dark ? 0.2 : 0.14);
      cairo_fill (cr);
    }
  cairo_restore (cr);

  if (burnt)
    {
      /* Charcoal: a black hollow with ash and a soot stain on the wood. */
      graphene_rect_t soot;

      graphene_rect_inset_r (r, -0.12 * u, -0.12 * u, &soot);
      p = cairo_pattern_create_radial (cx, cy, 0, cx, cy, MAX (soot.size.width, soot.size.height) / 2);
      cairo_pattern_add_color_stop_rgba (p, 0.0, 0.05, 0.03, 0.02, 0.9);
      cairo_pattern_add_color_stop_rgba (p, 0.75, 0.08, 0.04, 0.02, 0.6);
      cairo_pattern_add_color_stop_rgba (p, 1.0, 0.1, 0.05, 0.02, 0.0);
      cairo_set_source (cr, p);
      ellipse_path (cr, &soot);
      cairo_fill (cr);
      cairo_pattern_destroy (p);

      ellipse_path (cr, r);
      p = cairo_pattern_create_radial (cx, cy + 0.1 * u, 0, cx, cy, r->size.height / 2);
      cairo_pattern_add_color_stop_rgb (p, 0.0, 0.16, 0.12, 0.10);
      cairo_pattern_add_color_stop_rgb (p, 0.6, 0.07, 0.05, 0.04);
      cairo_pattern_add_color_stop_rgb (p, 1.0, 0.02, 0.01, 0.01);
      cairo_set_source (cr, p);
      cairo_fill_preserve (cr);
      cairo_pattern_destroy (p);

      cairo_save (cr);
      cairo_clip (cr);
      for (guint i = 0; i < 40; i++)
        {
          double ax = cx + noise (pit, 100 + i) * r->size.width * 0.42;
          double ay = cy + noise (pit, 200 + i) * r->size.height * 0.42;
          double ar = (0.008 + 0.012 * fabs (noise (pit, 300 + i))) * u;
          gboolean ember = i % 9 == 0;

          cairo_arc (cr, ax, ay, ar, 0, 2 * G_PI);
          if (ember)
            cairo_set_source_rgba (cr, 0.85, 0.32, 0.08, 0.55);
          else
            cairo_set_source_rgba (cr, 0.6, 0.58, 0.55, 0.25 + 0.2 * fabs (noise (pit, 400 + i)));
          cairo_fill (cr);
        }

      /* A last glow of embers along the charred rim. */
      {
        graphene_rect_t ember_rim;

        graphene_rect_inset_r (r, 0.03 * u, 0.03 * u, &ember_rim);
        ellipse_path (cr, &ember_rim);
        cairo_set_source_rgba (cr, 0.75, 0.25, 0.05, 0.28);
        cairo_set_line_width (cr, 0.025 * u);
        cairo_stroke (cr);
      }

      /* Cracks in the charred wood. */
      cairo_set_line_width (cr, 0.01 * u);
      cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.6);
      for (guint i = 0; i < 4; i++)
        {
          double a = i * G_PI / 2 + noise (pit, 500 + i);

          cairo_move_to (cr, cx + cos (a) * 0.08 * u, cy + sin (a) * 0.08 * u);
          cairo_line_to (cr, cx + cos (a + 0.3) * 0.25 * u, cy + sin (a + 0.3) * 0.3 * u);
          cairo_line_to (cr, cx + cos (a - 0.1) * 0.5 * u, cy + sin (a - 0.1) * 0.5 * u);
          cairo_stroke (cr);
        }
      cairo_restore (cr);
    }

  /* A thin dark edge where the hollow meets the surface. */
  ellipse_path (cr, r);
  cairo_set_source_rgba (cr, 0.08, 0.03, 0, dark ? 0.6 : 0.45);
  cairo_set_line_width (cr, MAX (0.8, 0.01 * u));
  cairo_stroke (cr);
}

void
mancala_board_art_draw_background (cairo_t                  *cr,
                                   const MancalaBoardLayout *layout,
                                   guint32                   burnt,
                                   gboolean                  dark)
{
  guint n_pits = 2 * layout->houses + 2;

  cairo_surface_t *stamps[2] = { NULL, NULL };
  double sx = 1, sy = 1;
  int margin = (int) ceil (0.06 * layout->unit) + 2;

  cairo_save (cr);
  draw_wood (cr, layout, dark);

  /* Houses (and stores) all look alike: carve one of each into pixels at
   * the target's scale and copy it, which is many times faster. A drawing
   * that is rotated or skewed is carved pit by pit.
   */
  cairo_user_to_device_distance (cr, &sx, &sy);
  for (guint pit = 0; pit < n_pits; pit++)
    {
      const graphene_rect_t *r = &layout->pits[pit];
      gboolean store = pit == layout->houses || pit == n_pits - 1;
      cairo_matrix_t m;

      cairo_get_matrix (cr, &m);
      if ((burnt >> pit) & 1 || m.xy != 0 || m.yx != 0 || sx <= 0 || sy <= 0)
        {
          draw_pit (cr, layout, pit, (burnt >> pit) & 1, dark);
          continue;
        }

      if (stamps[store] == NULL)
        {
          cairo_t *stamp_cr;

          stamps[store] = cairo_surface_create_similar_image (cairo_get_target (cr), CAIRO_FORMAT_ARGB32,
                                                              (int) ceil ((r->size.width + 2 * margin) * sx),
                                                              (int) ceil ((r->size.height + 2 * margin) * sy));
          cairo_surface_set_device_scale (stamps[store], sx, sy);
          stamp_cr = cairo_create (stamps[store]);
          cairo_translate (stamp_cr, margin - r->origin.x, margin - r->origin.y);
          draw_pit (stamp_cr, layout, pit, FALSE, dark);
          cairo_destroy (stamp_cr);
        }

      cairo_set_source_surface (cr, stamps[store], r->origin.x - margin, r->origin.y - margin);
      cairo_paint (cr);
    }

  g_clear_pointer (&stamps[0], cairo_surface_destroy);
  g_clear_pointer (&stamps[1], cairo_surface_destroy);
  cairo_restore (cr);
}

/* Seeds ---------------------------------------------------------------- */

void
mancala_board_art_seed_place (const MancalaBoardLayout *layout,
                              guint                     pit,
                              guint                     index,
                              double                   *x,
                              double                   *y,
                              double                   *lift)
{
  const graphene_rect_t *r = &layout->pits[MIN (pit, MANCALA_MAX_PITS - 1)];
  double sr = layout->seed_radius;
  double a = MAX (r->size.width / 2 - sr * 1.25, sr * 0.5);
  double b = MAX (r->size.height / 2 - sr * 1.25, sr * 0.5);
  /* How many seeds fit in one layer at this pit size. */
  double capacity = MAX (1.0, 0.80 * (G_PI * (a + sr * 0.4) * (b + sr * 0.4)) / (G_PI * sr * sr * 1.08));
  double layer_cap = capacity;
  double spread = 1.0;
  guint layer = 0;
  guint k = index;
  double t, radius, angle;

  /* Upper layers hold fewer seeds nearer the middle: a heap. */
  while (k >= (guint) layer_cap && layer < 40)
    {
      k -= (guint) layer_cap;
      layer++;
      spread = MAX (0.35, spread * 0.78);
      layer_cap = MAX (3.0, floor (capacity * spread * spread));
    }

  /* A sunflower spiral keeps neighbours apart and puts few seeds in the
   * middle of the hollow, where they would roll.
   */
  t = (k + 0.5) / layer_cap;
  radius = sqrt (t) * spread;
  angle = k * 2.39996323 + layer * 1.1 + pit * 0.7;

  *x = r->origin.x + r->size.width / 2 + a * radius * cos (angle) + 0.18 * sr * noise (pit, index * 2);
  *y = r->origin.y + r->size.height / 2 + b * radius * sin (angle) + 0.18 * sr * noise (pit, index * 2 + 1)
       - MIN (layer, 2) * sr * 0.35;
  *lift = layer;
}

guint
mancala_board_art_seed_colour (guint pit,
                               guint index)
{
  return hash2 (pit + 17, index) % MANCALA_ART_N_SEED_LOOKS;
}

void
mancala_board_art_draw_seed (cairo_t *cr,
                             double   x,
                             double   y,
                             double   radius,
                             guint    colour)
{
  mancala_board_art_draw_seed_outlined (cr, x, y, radius, colour, FALSE);
}

void
mancala_board_art_draw_seed_outlined (cairo_t  *cr,
                                      double    x,
                                      double    y,
                                      double    radius,
                                      guint     colour,
                                      gboolean  outline)
{
  static const double sizes[3] = { 1.0, 0.93, 1.06 };
  static const double tones[3] = { 0.0, 0.08, -0.08 };
  guint variant = (colour / MANCALA_ART_N_SEED_COLOURS) % 3;
  Rgb c = seed_colours[colour % MANCALA_ART_N_SEED_COLOURS];
  Rgb light, dark;
  cairo_pattern_t *p;

  /* No two stones quite alike: a touch larger or smaller, paler or deeper. */
  radius *= sizes[variant];
  if (tones[variant] > 0)
    c = mix (c, (Rgb) { 1, 1, 1 }, tones[variant]);
  else
    c = mix (c, (Rgb) { 0, 0, 0 }, -tones[variant]);
  light = mix (c, (Rgb) { 1, 1, 1 }, 0.45);
  dark = mix (c, (Rgb) { 0, 0, 0 }, 0.55);

  /* Contact shadow, offset away from the light (top left). */
  p = cairo_pattern_create_radial (x + 0.22 * radius, y + 0.32 * radius, 0,
                                   x + 0.22 * radius, y + 0.32 * radius, radius * 1.2);
  cairo_pattern_add_color_stop_rgba (p, 0.0, 0, 0, 0, 0.5);
  cairo_pattern_add_color_stop_rgba (p, 0.7, 0, 0, 0, 0.3);
  cairo_pattern_add_color_stop_rgba (p, 1.0, 0, 0, 0, 0.0);
  cairo_set_source (cr, p);
  cairo_arc (cr, x + 0.22 * radius, y + 0.32 * radius, radius * 1.2, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  p = cairo_pattern_create_radial (x - 0.35 * radius, y - 0.4 * radius, 0.05 * radius,
                                   x, y, radius);
  add_stop (p, 0.0, light, 1);
  add_stop (p, 0.45, c, 1);
  add_stop (p, 1.0, dark, 1);
  cairo_set_source (cr, p);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  /* The glint of a polished stone. */
  p = cairo_pattern_create_radial (x - 0.38 * radius, y - 0.45 * radius, 0,
                                   x - 0.38 * radius, y - 0.45 * radius, 0.42 * radius);
  cairo_pattern_add_color_stop_rgba (p, 0.0, 1, 1, 1, 0.85);
  cairo_pattern_add_color_stop_rgba (p, 1.0, 1, 1, 1, 0.0);
  cairo_set_source (cr, p);
  cairo_arc (cr, x - 0.38 * radius, y - 0.45 * radius, 0.42 * radius, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  /* High contrast: a light rim, so that dark stones stand out from a
   * dark hollow.
   */
  if (outline)
    {
      cairo_arc (cr, x, y, radius - MAX (0.5, 0.06 * radius), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, MAX (1.0, 0.12 * radius));
      cairo_stroke (cr);
    }
}

void
mancala_board_art_draw_pit_seeds (cairo_t                  *cr,
                                  const MancalaBoardLayout *layout,
                                  guint                     pit,
                                  const guint8             *colours,
                                  guint                     n_seeds)
{
  for (guint i = 0; i < n_seeds; i++)
    {
      double x, y, lift;
      guint colour = colours ? colours[i] : mancala_board_art_seed_colour (pit, i);

      mancala_board_art_seed_place (layout, pit, i, &x, &y, &lift);
      mancala_board_art_draw_seed (cr, x, y, layout->seed_radius, colour);
    }
}

/* Text ------------------------------------------------------------------ */

PangoLayout *
mancala_board_art_create_text (cairo_t                  *cr,
                               const MancalaBoardLayout *layout,
                               const char               *text,
                               double                    size,
                               gboolean                  bold)
{
  PangoLayout *pl = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, layout->font_family ? layout->font_family : "Sans");

  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, MAX (1.0, size) * PANGO_SCALE);
  pango_layout_set_font_description (pl, font);
  pango_layout_set_text (pl, text, -1);
  pango_font_description_free (font);

  return pl;
}

/* Text burnt into the wood: a dark glyph with a light lower edge, or
 * light on the dark board. @alpha makes it quieter.
 */
static void
draw_engraved_aligned (cairo_t                  *cr,
                       const MancalaBoardLayout *layout,
                       const char               *text,
                       double                    x,
                       double                    y,
                       double                    xalign,
                       double                    size,
                       gboolean                  bold,
                       double                    alpha,
                       gboolean                  dark)
{
  PangoLayout *pl = mancala_board_art_create_text (cr, layout, text, size, bold);
  PangoRectangle ink;

  pango_layout_get_pixel_extents (pl, &ink, NULL);
  x -= xalign * ink.width + ink.x;
  y -= ink.height / 2.0 + ink.y;

  cairo_move_to (cr, x, y + MAX (1.0, 0.05 * size));
  cairo_set_source_rgba (cr, 1, 0.92, 0.8, (dark ? 0.15 : 0.45) * alpha);
  pango_cairo_show_layout (cr, pl);

  cairo_move_to (cr, x, y);
  if (dark)
    cairo_set_source_rgba (cr, 0.98, 0.88, 0.72, 0.9 * alpha);
  else
    cairo_set_source_rgba (cr, 0.26, 0.13, 0.04, 0.85 * alpha);
  pango_cairo_show_layout (cr, pl);

  g_object_unref (pl);
}

static void
draw_engraved (cairo_t                  *cr,
               const MancalaBoardLayout *layout,
               const char               *text,
               double                    x,
               double                    y,
               double                    size,
               gboolean                  bold,
               double                    alpha,
               gboolean                  dark)
{
  draw_engraved_aligned (cr, layout, text, x, y, 0.5, size, bold, alpha, dark);
}

void
mancala_board_art_house_value_anchor (const MancalaBoardLayout *layout,
                                      guint                     pit,
                                      double                   *x,
                                      double                   *y,
                                      double                   *xalign)
{
  const graphene_point_t *c = &layout->counts[pit];

  /* Opposite the house number: above the count when upright, after it
   * across, so the count, the number and the value never meet, and the
   * value stays out of the pit, where the move preview draws its ring.
   */
  if (layout->view & MANCALA_BOARD_VIEW_UPRIGHT)
    {
      *x = c->x;
      *y = c->y - layout->number_offset.y;
      *xalign = 0.5;
    }
  else
    {
      /* Past a bold two-digit count. */
      *x = c->x + 0.7 * layout->count_size + 2;
      *y = c->y;
      *xalign = 0.0;
    }
}

void
mancala_board_art_draw_house_value (cairo_t                  *cr,
                                    const MancalaBoardLayout *layout,
                                    guint                     pit,
                                    const char               *text,
                                    gboolean                  exact,
                                    gboolean                  dark)
{
  double x, y, xalign;

  /* Quiet like the house number, a little firmer when proven. */
  mancala_board_art_house_value_anchor (layout, pit, &x, &y, &xalign);
  draw_engraved_aligned (cr, layout, text, x, y, xalign, layout->number_size, exact,
                         exact ? 0.85 : 0.65, dark);
}

void
mancala_board_art_draw_count (cairo_t                  *cr,
                              const MancalaBoardLayout *layout,
                              guint                     pit,
                              guint                     count,
                              gboolean                  dark)
{
  char text[16];

  g_snprintf (text, sizeof text, "%u", count);
  draw_engraved (cr, layout, text, layout->counts[pit].x, layout->counts[pit].y,
                 layout->count_size > 0 ? layout->count_size : 0.25 * layout->unit, TRUE, 1.0, dark);
}

void
mancala_board_art_draw_house_number (cairo_t                  *cr,
                                     const MancalaBoardLayout *layout,
                                     guint                     pit,
                                     guint                     house,
                                     gboolean                  dark)
{
  char text[16];

  /* Small and quiet: a guide for the number keys and the messages, not
   * a second count.
   */
  g_snprintf (text, sizeof text, "%u", house);
  draw_engraved (cr, layout, text,
                 layout->counts[pit].x + layout->number_offset.x,
                 layout->counts[pit].y + layout->number_offset.y,
                 layout->number_size, FALSE, 0.5, dark);
}

void
mancala_board_art_draw_burnt (cairo_t                  *cr,
                              const MancalaBoardLayout *layout,
                              guint                     pit,
                              gboolean                  dark)
{
  /* Translators: written on the board in place of the count of a house
   * that is out of play in traditional Congkak; keep it short.
   */
  /* A word is wider than a count: it leans away from the house number. */
  draw_engraved (cr, layout, C_("burnt house", "burnt"),
                 layout->counts[pit].x - 0.5 * layout->number_offset.x, layout->counts[pit].y,
                 MAX (layout->number_size, 0.8 * layout->count_size), FALSE, 0.8, dark);
}

void
mancala_board_art_draw_name (cairo_t                  *cr,
                             const MancalaBoardLayout *layout,
                             MancalaSide               side,
                             const char               *name,
                             guint                     score,
                             gboolean                  to_move,
                             const GdkRGBA            *fg)
{
  const graphene_rect_t *band = &layout->names[side];
  /* Spacing follows the text, which is kept readable at any board size. */
  double size = layout->name_size > 0 ? layout->name_size : 0.26 * layout->unit;
  double u = size / 0.26;
  char score_text[16];
  PangoLayout *name_pl, *score_pl;
  PangoRectangle name_ink, name_log, score_log;
  double pill_w, pill_h, total, x, cy;

  g_snprintf (score_text, sizeof score_text, "%u", score);
  name_pl = mancala_board_art_create_text (cr, layout, name ? name : "", size, to_move);
  score_pl = mancala_board_art_create_text (cr, layout, score_text, size * 0.9, TRUE);
  pango_layout_get_pixel_extents (score_pl, NULL, &score_log);
  pill_h = size * 1.35;
  pill_w = MAX (pill_h * 1.4, score_log.width + size);

  /* A long name gives way, not the score: it takes what the dot and the
   * pill leave of the band.
   */
  pango_layout_set_width (name_pl, (int) (MAX (band->size.width * 0.3, band->size.width - pill_w - 0.9 * u)
                                          * PANGO_SCALE));
  pango_layout_set_ellipsize (name_pl, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_extents (name_pl, &name_ink, &name_log);
  total = 0.3 * u + name_log.width + 0.2 * u + pill_w;
  x = band->origin.x + (band->size.width - total) / 2;
  cy = band->origin.y + band->size.height / 2;

  /* The dot says whose turn it is. */
  cairo_arc (cr, x + 0.1 * u, cy, 0.075 * u, 0, 2 * G_PI);
  if (to_move)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1.0);
  else
    cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.25);
  cairo_fill (cr);
  x += 0.3 * u;

  cairo_move_to (cr, x, cy - name_log.height / 2.0);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * (to_move ? 1.0 : 0.65));
  pango_cairo_show_layout (cr, name_pl);
  x += name_log.width + 0.2 * u;

  rounded_rect_path (cr, x, cy - pill_h / 2, pill_w, pill_h, pill_h / 2);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.12);
  cairo_fill (cr);
  cairo_move_to (cr, x + (pill_w - score_log.width) / 2, cy - score_log.height / 2.0);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha);
  pango_cairo_show_layout (cr, score_pl);

  g_object_unref (name_pl);
  g_object_unref (score_pl);
}

void
mancala_board_art_draw_pit_ring (cairo_t                  *cr,
                                 const MancalaBoardLayout *layout,
                                 guint                     pit,
                                 const GdkRGBA            *colour)
{
  graphene_rect_t ring;

  graphene_rect_inset_r (&layout->pits[pit], -0.05 * layout->unit, -0.05 * layout->unit, &ring);
  ellipse_path (cr, &ring);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, 0.05 * layout->unit);
  cairo_stroke (cr);
}

void
mancala_board_art_draw_position (cairo_t               *cr,
                                 const MancalaRules    *rules,
                                 const MancalaPosition *position,
                                 const char * const    *names,
                                 double                 width,
                                 double                 height,
                                 gboolean               dark)
{
  MancalaBoardLayout layout;
  guint n_pits;

  g_return_if_fail (cr != NULL && rules != NULL && position != NULL);

  mancala_board_layout_init (&layout, rules, width, height);
  n_pits = 2 * layout.houses + 2;

  mancala_board_art_draw_background (cr, &layout, position->burnt, dark);
  for (guint pit = 0; pit < n_pits; pit++)
    {
      gboolean store = pit == layout.houses || pit == n_pits - 1;

      mancala_board_art_draw_pit_seeds (cr, &layout, pit, NULL, position->pits[pit]);
      if ((position->burnt >> pit) & 1)
        mancala_board_art_draw_burnt (cr, &layout, pit, dark);
      else
        mancala_board_art_draw_count (cr, &layout, pit, position->pits[pit], dark);
      if (!store)
        mancala_board_art_draw_house_number (cr, &layout, pit, pit < layout.houses ? pit + 1 : pit - layout.houses,
                                             dark);
    }

  if (names != NULL)
    {
      GdkRGBA fg = dark ? (GdkRGBA) { 1, 1, 1, 1 } : (GdkRGBA) { 0, 0, 0, 0.8 };

      for (guint side = 0; side < 2; side++)
        mancala_board_art_draw_name (cr, &layout, side, names[side],
                                     position->pits[side == MANCALA_SOUTH ? layout.houses : 2 * layout.houses + 1],
                                     position->to_move == side && !mancala_position_is_over (position),
                                     &fg);
    }
}

GdkTexture *
mancala_board_art_render_texture (const MancalaRules    *rules,
                                  const MancalaPosition *position,
                                  const char * const    *names,
                                  int                    width,
                                  int                    height,
                                  int                    scale,
                                  gboolean               dark)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GBytes *bytes;
  GdkTexture *texture;
  int stride;

  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  mancala_board_art_draw_position (cr, rules, position, names, width, height, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is GDK's default memory format on every endianness. */
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height * scale);
  texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes, stride);
  g_bytes_unref (bytes);
  cairo_surface_destroy (surface);

  return texture;
}
