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

#define G_LOG_DOMAIN "mancala-sow-animation"

#include "config.h"

#include "mancala-sow-animation.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

/* How long each kind of step lasts, in sowing steps. */
#define LIFT_LENGTH   1.2
#define DROP_LENGTH   1.0
#define FLY_LENGTH    2.2
#define BURN_LENGTH   2.0
#define CUE_LENGTH    2.4
/* In sowing steps: about 1.3 s at the normal speed, long enough to read
 * "Round 3" while the houses refill.
 */
#define BANNER_LENGTH 8.0
#define END_LENGTH    0.5

/* Seeds in the hand float this high above the pit, in house cells. */
#define HOVER         0.50
#define HAND_SHOWN    14

typedef enum
{
  STEP_LIFT,
  STEP_DROP,
  STEP_FLY,
  STEP_BURN,
  STEP_ROUND,
  STEP_EXTRA_TURN,
  STEP_BANNER,
  STEP_PAUSE,
} StepKind;

typedef struct
{
  StepKind  kind;
  guint8    pit;          /* For STEP_FLY: the event kind, so like flights group. */
  guint16   count;
  guint     first_move;
  guint     n_moves;
  char     *banner;
  double    start;
  double    length;
} Step;

/* One capture, collection or refill: seeds going from pit to pit. */
typedef struct
{
  guint8 from;
  guint8 to;
  guint8 count;
} Transfer;

typedef struct
{
  guint8 colour;
  guint8 from;
  guint8 from_index;
  guint8 to;
  guint8 to_index;
} Flying;

struct _MancalaSowAnimation
{
  MancalaSeeds *seeds;
  GArray       *steps;
  GArray       *transfers;
  double        length;

  guint         current;
  gboolean      begun;
  double        time;
  double        progress;

  guint8        hand[MANCALA_SOW_MAX_SEEDS];
  guint         hand_count;
  guint         hand_pit;
  guint         hand_from;
  guint         lift_base;          /* Index in the pit of the first seed lifted. */
  guint         lift_count;

  Flying        flying[MANCALA_SOW_MAX_SEEDS];
  guint         n_flying;

  gboolean      landed;
  guint         landing_pit;
  double        landing_time;

  MancalaSowCueFunc cue_func;
  gpointer      cue_data;
  guint         n_cues;
  guint         stores[2];
};

static guint8
default_colour (guint pit,
                guint index)
{
  return (guint8) mancala_board_art_seed_colour (pit, index);
}

guint32
mancala_seeds_reset (MancalaSeeds *seeds)
{
  guint32 dirty = seeds->n_pits > 0 ? (1u << seeds->n_pits) - 1 : 0;

  /* The next sync lays every seed out again in its default colour. */
  memset (seeds->counts, 0, sizeof seeds->counts);

  return dirty;
}

guint32
mancala_seeds_sync (MancalaSeeds          *seeds,
                    const MancalaRules    *rules,
                    const MancalaPosition *position)
{
  guint n_pits = mancala_rules_n_pits (rules);
  guint32 dirty = 0;

  if (seeds->n_pits != n_pits)
    {
      memset (seeds, 0, sizeof *seeds);
      seeds->n_pits = n_pits;
      dirty = (1u << n_pits) - 1;
    }

  for (guint pit = 0; pit < n_pits; pit++)
    {
      guint count = MIN (position->pits[pit], MANCALA_SOW_MAX_SEEDS);

      if (count == seeds->counts[pit])
        continue;

      /* Seeds already there keep their colours: undo does not repaint. */
      for (guint i = seeds->counts[pit]; i < count; i++)
        seeds->colours[pit][i] = default_colour (pit, i);
      seeds->counts[pit] = count;
      dirty |= 1u << pit;
    }

  if (seeds->burnt != position->burnt)
    {
      seeds->burnt = position->burnt;
      dirty |= MANCALA_SEEDS_DIRTY_BURNT;
    }

  return dirty;
}

/* Building the steps ---------------------------------------------------- */

static Step *
add_step (MancalaSowAnimation *self,
          StepKind             kind,
          guint                pit,
          double               length)
{
  Step step = { .kind = kind, .pit = pit, .start = self->length, .length = length };

  g_array_append_val (self->steps, step);
  self->length += length;

  return &g_array_index (self->steps, Step, self->steps->len - 1);
}

static void
add_transfer (MancalaSowAnimation *self,
              guint                kind,
              guint                from,
              guint                to,
              guint                count)
{
  Transfer transfer = { from, to, MIN (count, 255) };
  Step *last = self->steps->len > 0
               ? &g_array_index (self->steps, Step, self->steps->len - 1)
               : NULL;

  /* Captures of one move, or all collections of an ending, fly together. */
  if (last == NULL || last->kind != STEP_FLY || last->pit != kind)
    {
      last = add_step (self, STEP_FLY, kind, FLY_LENGTH);
      last->first_move = self->transfers->len;
    }

  g_array_append_val (self->transfers, transfer);
  last->n_moves++;
}

static void
add_banner (MancalaSowAnimation *self,
            char                *text)
{
  add_step (self, STEP_BANNER, 0, BANNER_LENGTH)->banner = text;
}

/* The refill of a new round starts from a board without burnt houses. */
static void
clear_burnt_once (MancalaSowAnimation *self,
                  const MancalaReport *report,
                  guint                i)
{
  guint8 previous = i > 0 ? report->events[i - 1].kind : MANCALA_EVENT_GAME_OVER;

  if (previous != MANCALA_EVENT_REFILL && previous != MANCALA_EVENT_BURN)
    add_step (self, STEP_ROUND, 0, 0.0);
}

static void
clear_step (gpointer data)
{
  Step *step = data;

  g_free (step->banner);
}

MancalaSowAnimation *
mancala_sow_animation_new (MancalaSeeds        *seeds,
                           const MancalaRules  *rules,
                           const MancalaReport *report)
{
  MancalaSowAnimation *self = g_new0 (MancalaSowAnimation, 1);
  guint n_pits = mancala_rules_n_pits (rules);
  guint n_events = MIN (report->n_events, MANCALA_MAX_EVENTS);

  self->seeds = seeds;
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_array_set_clear_func (self->steps, clear_step);
  self->transfers = g_array_new (FALSE, FALSE, sizeof (Transfer));
  self->stores[0] = mancala_rules_store (rules, MANCALA_SOUTH);
  self->stores[1] = mancala_rules_store (rules, MANCALA_NORTH);

  for (guint i = 0; i < n_events; i++)
    {
      const MancalaEvent *event = &report->events[i];

      /* A report that names pits this board does not have is skipped:
       * the board shows the position after the move at the end anyway.
       */
      if (event->pit >= n_pits || event->to >= n_pits)
        continue;

      switch (event->kind)
        {
        case MANCALA_EVENT_LIFT:
        case MANCALA_EVENT_RELAY:
          add_step (self, STEP_LIFT, event->pit, LIFT_LENGTH)->count = event->count;
          break;

        case MANCALA_EVENT_DROP:
          add_step (self, STEP_DROP, event->pit, DROP_LENGTH);
          break;

        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_COLLECT:
          add_transfer (self, event->kind, event->pit, event->to, event->count);
          break;

        case MANCALA_EVENT_REFILL:
          clear_burnt_once (self, report, i);
          add_transfer (self, event->kind, event->to, event->pit, event->count);
          break;

        case MANCALA_EVENT_BURN:
          clear_burnt_once (self, report, i);
          add_step (self, STEP_BURN, event->pit, BURN_LENGTH);
          break;

        case MANCALA_EVENT_EXTRA_TURN:
          add_step (self, STEP_EXTRA_TURN, mancala_rules_store (rules, event->count & 1), CUE_LENGTH);
          break;

        case MANCALA_EVENT_ROUND_END:
          /* Translators: shown on the board when a round of Congkak begins. */
          add_banner (self, g_strdup_printf (_("Round %u"), event->count));
          break;

        case MANCALA_EVENT_SWAP:
          /* Translators: the pie rule was used; the players exchanged sides. */
          add_banner (self, g_strdup (_("Sides Swapped")));
          break;

        case MANCALA_EVENT_GRAND_SLAM:
          /* Translators: Oware; the move would take every seed, so it takes none. */
          add_banner (self, g_strdup (_("Grand Slam: No Capture")));
          break;

        case MANCALA_EVENT_REPETITION:
          /* Translators: Oware; the game ends because a position came back. */
          add_banner (self, g_strdup (_("Position Repeated")));
          break;

        case MANCALA_EVENT_GAME_OVER:
          add_step (self, STEP_PAUSE, 0, END_LENGTH);
          break;

        default:
          break;
        }
    }

  return self;
}

void
mancala_sow_animation_free (MancalaSowAnimation *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->steps);
  g_array_unref (self->transfers);
  g_free (self);
}

double
mancala_sow_animation_get_length (MancalaSowAnimation *self)
{
  return self->length;
}

/* Running the steps ------------------------------------------------------ */

void
mancala_sow_animation_set_cue_func (MancalaSowAnimation *self,
                                    MancalaSowCueFunc    func,
                                    gpointer             user_data)
{
  self->cue_func = func;
  self->cue_data = user_data;
}

static void
cue (MancalaSowAnimation *self,
     MancalaSoundEvent    event,
     guint                pit)
{
  if (self->cue_func == NULL)
    return;

  /* Steps through the clicks so that neighbours differ; the pit adds the rest. */
  self->n_cues++;
  self->cue_func (event, pit, self->n_cues * 3 + pit, self->cue_data);
}

static MancalaSoundEvent
fly_sound (guint kind)
{
  return kind == MANCALA_EVENT_CAPTURE ? MANCALA_SOUND_CAPTURE : MANCALA_SOUND_COLLECT;
}

static guint32
begin_step (MancalaSowAnimation *self,
            Step                *step)
{
  MancalaSeeds *seeds = self->seeds;
  guint32 dirty = 0;

  switch (step->kind)
    {
    case STEP_LIFT:
      {
        guint take = MIN (step->count, seeds->counts[step->pit]);

        take = MIN (take, MANCALA_SOW_MAX_SEEDS - self->hand_count);
        self->lift_base = seeds->counts[step->pit] - take;
        memcpy (self->hand + self->hand_count, seeds->colours[step->pit] + self->lift_base, take);
        self->hand_count += take;
        self->lift_count = take;
        seeds->counts[step->pit] -= take;
        self->hand_pit = step->pit;
        dirty |= 1u << step->pit;
      }
      break;

    case STEP_DROP:
      self->hand_from = self->hand_pit;
      break;

    case STEP_FLY:
      {
        guint8 pending[MANCALA_MAX_PITS] = { 0 };

        self->n_flying = 0;
        for (guint m = 0; m < step->n_moves; m++)
          {
            const Transfer *t = &g_array_index (self->transfers, Transfer, step->first_move + m);
            guint take = MIN (t->count, seeds->counts[t->from]);

            for (guint k = 0; k < take && self->n_flying < MANCALA_SOW_MAX_SEEDS; k++)
              {
                Flying *f = &self->flying[self->n_flying++];
                guint index = seeds->counts[t->from] - 1;

                f->colour = seeds->colours[t->from][index];
                f->from = t->from;
                f->from_index = index;
                f->to = t->to;
                f->to_index = MIN (seeds->counts[t->to] + pending[t->to], MANCALA_SOW_MAX_SEEDS - 1);
                pending[t->to]++;
                seeds->counts[t->from]--;
              }
            dirty |= 1u << t->from;
          }
      }
      break;

    case STEP_ROUND:
      /* Burnt houses come back into play; this round's refill burns anew. */
      if (seeds->burnt != 0)
        dirty |= MANCALA_SEEDS_DIRTY_BURNT;
      seeds->burnt = 0;
      break;

    case STEP_EXTRA_TURN:
      cue (self, MANCALA_SOUND_EXTRA_TURN, step->pit);
      break;

    case STEP_PAUSE:
      /* The only pause is the one that ends the game. */
      cue (self, MANCALA_SOUND_GAME_OVER, 0);
      break;

    case STEP_BURN:
    case STEP_BANNER:
    default:
      break;
    }

  return dirty;
}

static guint32
end_step (MancalaSowAnimation *self,
          Step                *step)
{
  MancalaSeeds *seeds = self->seeds;
  guint32 dirty = 0;

  switch (step->kind)
    {
    case STEP_DROP:
      if (seeds->counts[step->pit] < MANCALA_SOW_MAX_SEEDS)
        {
          guint8 colour = self->hand_count > 0
                          ? self->hand[--self->hand_count]
                          : default_colour (step->pit, seeds->counts[step->pit]);

          seeds->colours[step->pit][seeds->counts[step->pit]++] = colour;
          dirty |= 1u << step->pit;
        }
      self->hand_pit = step->pit;
      self->landed = TRUE;
      self->landing_pit = step->pit;
      self->landing_time = step->start + step->length;
      cue (self, step->pit == self->stores[0] || step->pit == self->stores[1]
                 ? MANCALA_SOUND_STORE : MANCALA_SOUND_DROP, step->pit);
      break;

    case STEP_FLY:
      for (guint i = 0; i < self->n_flying; i++)
        {
          Flying *f = &self->flying[i];

          if (seeds->counts[f->to] < MANCALA_SOW_MAX_SEEDS)
            seeds->colours[f->to][seeds->counts[f->to]++] = f->colour;
          dirty |= 1u << f->to;
          self->landed = TRUE;
          self->landing_pit = f->to;
          self->landing_time = step->start + step->length;
        }
      self->n_flying = 0;
      cue (self, fly_sound (step->pit), self->landing_pit);
      break;

    case STEP_BURN:
      seeds->burnt |= 1u << step->pit;
      dirty |= MANCALA_SEEDS_DIRTY_BURNT;
      break;

    case STEP_LIFT:
    case STEP_ROUND:
    case STEP_EXTRA_TURN:
    case STEP_BANNER:
    case STEP_PAUSE:
    default:
      break;
    }

  return dirty;
}

guint32
mancala_sow_animation_seek (MancalaSowAnimation *self,
                            double               time)
{
  guint32 dirty = 0;

  /* Never back: a late frame-clock tick must not undo a skip. */
  time = MAX (time, self->time);
  self->time = time;

  while (self->current < self->steps->len)
    {
      Step *step = &g_array_index (self->steps, Step, self->current);

      if (!self->begun)
        {
          dirty |= begin_step (self, step);
          self->begun = TRUE;
        }

      if (time < step->start + step->length)
        {
          self->progress = step->length > 0 ? CLAMP ((time - step->start) / step->length, 0, 1) : 1;
          return dirty;
        }

      dirty |= end_step (self, step);
      self->current++;
      self->begun = FALSE;
      self->progress = 0;
    }

  return dirty;
}

gboolean
mancala_sow_animation_get_landing (MancalaSowAnimation *self,
                                   guint               *pit,
                                   double              *age)
{
  if (!self->landed)
    return FALSE;

  *pit = self->landing_pit;
  *age = MAX (0.0, self->time - self->landing_time);

  return TRUE;
}

/* Drawing what is in the air ---------------------------------------------- */

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
hand_position (MancalaSowAnimation      *self,
               const MancalaBoardLayout *layout,
               const Step               *step,
               double                   *ax,
               double                   *ay)
{
  if (step->kind == STEP_DROP)
    {
      double x0, y0, x1, y1;
      double travel = ease_in_out (MIN (1.0, self->progress / 0.6));

      hand_anchor (layout, self->hand_from, &x0, &y0);
      hand_anchor (layout, step->pit, &x1, &y1);
      arc_point (x0, y0, x1, y1, 0.15 * layout->unit + 0.1 * fabs (x1 - x0), travel, ax, ay);
    }
  else
    hand_anchor (layout, self->hand_pit, ax, ay);
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
mancala_sow_animation_get_hand_count (MancalaSowAnimation      *self,
                                      const MancalaBoardLayout *layout,
                                      graphene_rect_t          *rect)
{
  const Step *step;
  double ax, ay, x, y, r = 0.16 * layout->unit;

  if (self->current >= self->steps->len || self->hand_count < 2)
    return FALSE;

  step = &g_array_index (self->steps, Step, self->current);
  hand_position (self, layout, step, &ax, &ay);
  hand_count_centre (layout, step->kind == STEP_DROP ? step->pit : self->hand_pit, ax, ay, &x, &y);
  graphene_rect_init (rect, x - r, y - r, 2 * r, 2 * r);

  return TRUE;
}

static void
draw_hand (MancalaSowAnimation      *self,
           cairo_t                  *cr,
           const MancalaBoardLayout *layout,
           const Step               *step,
           MancalaSeedPainter        paint_seed,
           gpointer                  user_data)
{
  double sr = layout->seed_radius * 1.18;
  double ax, ay;
  guint n = self->hand_count;
  guint falling = G_MAXUINT;

  if (n == 0)
    return;

  hand_position (self, layout, step, &ax, &ay);

  /* The last 40% of a drop: the bottom stone falls into the pit. */
  if (step->kind == STEP_DROP && self->progress > 0.6)
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
      if (step->kind == STEP_LIFT && j >= n - self->lift_count)
        {
          guint from_index = self->lift_base + (j - (n - self->lift_count));
          double px, py, lift, t = ease_in_out (self->progress);

          mancala_board_art_seed_place (layout, step->pit, from_index, &px, &py, &lift);
          x = px + (x - px) * t;
          y = py + (y - py) * t;
        }

      paint_seed (cr, x, y, sr, self->hand[j], user_data);
    }

  if (falling != G_MAXUINT)
    {
      double px, py, lift, dx, dy;
      double t = (self->progress - 0.6) / 0.4;

      hand_offset (layout, falling, &dx, &dy);
      mancala_board_art_seed_place (layout, step->pit, self->seeds->counts[step->pit], &px, &py, &lift);
      t = t * t;
      paint_seed (cr, ax + dx + (px - ax - dx) * t, ay + dy + (py - ay - dy) * t,
                  sr + (layout->seed_radius - sr) * t, self->hand[falling], user_data);
    }

  if (n > 1)
    {
      double cx, cy;

      hand_count_centre (layout, step->kind == STEP_DROP ? step->pit : self->hand_pit, ax, ay, &cx, &cy);
      draw_hand_count (cr, layout, cx, cy, n);
    }
}

static void
draw_flying (MancalaSowAnimation      *self,
             cairo_t                  *cr,
             const MancalaBoardLayout *layout,
             MancalaSeedPainter        paint_seed,
             gpointer                  user_data)
{
  double sr = layout->seed_radius;

  /* Two passes: every shadow on the board first, then the stones above. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->n_flying; i++)
      {
        const Flying *f = &self->flying[i];
        double delay = self->n_flying > 1 ? 0.35 * i / (self->n_flying - 1) : 0;
        double t = ease_in_out (CLAMP ((self->progress - delay) / 0.65, 0, 1));
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
mancala_sow_animation_get_extents (MancalaSowAnimation      *self,
                                   const MancalaBoardLayout *layout,
                                   graphene_rect_t          *extents)
{
  const Step *step;
  gboolean empty = TRUE;
  double u = layout->unit;

  graphene_rect_init (extents, 0, 0, 0, 0);
  if (self->current >= self->steps->len)
    return;

  step = &g_array_index (self->steps, Step, self->current);

  if (step->kind == STEP_BANNER)
    {
      *extents = layout->wood;
      return;
    }

  if (self->hand_count > 0)
    {
      double dx = fabs (layout->pits[self->hand_from].origin.x - layout->pits[step->pit].origin.x);

      add_pit (extents, &empty, layout, self->hand_pit, (HOVER + 0.5) * u);
      if (step->kind == STEP_DROP)
        {
          add_pit (extents, &empty, layout, self->hand_from, (HOVER + 0.5) * u + 0.15 * u + 0.1 * dx);
          add_pit (extents, &empty, layout, step->pit, (HOVER + 0.5) * u + 0.15 * u + 0.1 * dx);
        }
    }

  for (guint i = 0; i < self->n_flying; i++)
    {
      const Flying *f = &self->flying[i];
      double dx = fabs (layout->pits[f->from].origin.x - layout->pits[f->to].origin.x);

      add_pit (extents, &empty, layout, f->from, 0.4 * u + 0.05 * dx);
      add_pit (extents, &empty, layout, f->to, 0.4 * u + 0.05 * dx);
    }

  if (step->kind == STEP_BURN || step->kind == STEP_EXTRA_TURN)
    add_pit (extents, &empty, layout, step->pit, 0);
}

void
mancala_sow_animation_draw (MancalaSowAnimation      *self,
                            cairo_t                  *cr,
                            const MancalaBoardLayout *layout,
                            MancalaSeedPainter        paint_seed,
                            gpointer                  user_data)
{
  const Step *step;

  if (self->current >= self->steps->len)
    return;

  step = &g_array_index (self->steps, Step, self->current);

  switch (step->kind)
    {
    case STEP_FLY:
      draw_flying (self, cr, layout, paint_seed, user_data);
      break;

    case STEP_BURN:
      draw_burn (cr, layout, step->pit, self->progress);
      break;

    case STEP_EXTRA_TURN:
      draw_glow (cr, &layout->pits[step->pit], 0.15 * layout->unit, sin (G_PI * self->progress));
      break;

    case STEP_BANNER:
      draw_banner (cr, layout, step->banner, self->progress);
      break;

    case STEP_LIFT:
    case STEP_DROP:
    case STEP_ROUND:
    case STEP_PAUSE:
    default:
      break;
    }

  draw_hand (self, cr, layout, step, paint_seed, user_data);
}
