/* mancala-sow-timeline.c
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

#define G_LOG_DOMAIN "mancala-sow-timeline"

#include "config.h"

#include "mancala-sow-timeline.h"

#include <glib/gi18n.h>
#include <string.h>

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

typedef struct
{
  MancalaSowStepKind  kind;
  guint8              pit;          /* For a FLY: the event kind, so like flights group. */
  guint16             count;
  guint               first_move;
  guint               n_moves;
  char               *banner;
  double              start;
  double              length;
} Step;

/* One capture, collection or refill: seeds going from pit to pit. */
typedef struct
{
  guint8 from;
  guint8 to;
  guint8 count;
} Transfer;

struct _MancalaSowTimeline
{
  MancalaSeeds *seeds;
  MancalaSeedLookFunc look;
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

  MancalaSowFlight flying[MANCALA_SOW_MAX_SEEDS];
  guint         n_flying;

  gboolean      landed;
  guint         landing_pit;
  double        landing_time;

  MancalaSowCueFunc cue_func;
  gpointer      cue_data;
  guint         n_cues;
  guint         stores[2];
};

guint32
mancala_seeds_reset (MancalaSeeds *seeds)
{
  guint32 dirty = seeds->n_pits > 0 ? (1u << seeds->n_pits) - 1 : 0;

  /* The next sync lays every seed out again in its default look. */
  memset (seeds->counts, 0, sizeof seeds->counts);

  return dirty;
}

guint32
mancala_seeds_sync (MancalaSeeds          *seeds,
                    const MancalaRules    *rules,
                    const MancalaPosition *position,
                    MancalaSeedLookFunc    look)
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
        seeds->colours[pit][i] = (guint8) look (pit, i);
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
add_step (MancalaSowTimeline *self,
          MancalaSowStepKind  kind,
          guint               pit,
          double              length)
{
  Step step = { .kind = kind, .pit = pit, .start = self->length, .length = length };

  g_array_append_val (self->steps, step);
  self->length += length;

  return &g_array_index (self->steps, Step, self->steps->len - 1);
}

static void
add_transfer (MancalaSowTimeline *self,
              guint               kind,
              guint               from,
              guint               to,
              guint               count)
{
  Transfer transfer = { from, to, MIN (count, 255) };
  Step *last = self->steps->len > 0
               ? &g_array_index (self->steps, Step, self->steps->len - 1)
               : NULL;

  /* Captures of one move, or all collections of an ending, fly together. */
  if (last == NULL || last->kind != MANCALA_SOW_STEP_FLY || last->pit != kind)
    {
      last = add_step (self, MANCALA_SOW_STEP_FLY, kind, FLY_LENGTH);
      last->first_move = self->transfers->len;
    }

  g_array_append_val (self->transfers, transfer);
  last->n_moves++;
}

static void
add_banner (MancalaSowTimeline *self,
            char               *text)
{
  add_step (self, MANCALA_SOW_STEP_BANNER, 0, BANNER_LENGTH)->banner = text;
}

/* The refill of a new round starts from a board without burnt houses. */
static void
clear_burnt_once (MancalaSowTimeline  *self,
                  const MancalaReport *report,
                  guint                i)
{
  guint8 previous = i > 0 ? report->events[i - 1].kind : MANCALA_EVENT_GAME_OVER;

  if (previous != MANCALA_EVENT_REFILL && previous != MANCALA_EVENT_BURN)
    add_step (self, MANCALA_SOW_STEP_ROUND, 0, 0.0);
}

static void
clear_step (gpointer data)
{
  Step *step = data;

  g_free (step->banner);
}

MancalaSowTimeline *
mancala_sow_timeline_new (MancalaSeeds        *seeds,
                          const MancalaRules  *rules,
                          const MancalaReport *report,
                          MancalaSeedLookFunc  look)
{
  MancalaSowTimeline *self = g_new0 (MancalaSowTimeline, 1);
  guint n_pits = mancala_rules_n_pits (rules);
  guint n_events = MIN (report->n_events, MANCALA_MAX_EVENTS);

  self->seeds = seeds;
  self->look = look;
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
          add_step (self, MANCALA_SOW_STEP_LIFT, event->pit, LIFT_LENGTH)->count = event->count;
          break;

        case MANCALA_EVENT_DROP:
          add_step (self, MANCALA_SOW_STEP_DROP, event->pit, DROP_LENGTH);
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
          add_step (self, MANCALA_SOW_STEP_BURN, event->pit, BURN_LENGTH);
          break;

        case MANCALA_EVENT_EXTRA_TURN:
          add_step (self, MANCALA_SOW_STEP_EXTRA_TURN, mancala_rules_store (rules, event->count & 1), CUE_LENGTH);
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
          add_step (self, MANCALA_SOW_STEP_PAUSE, 0, END_LENGTH);
          break;

        default:
          break;
        }
    }

  return self;
}

void
mancala_sow_timeline_free (MancalaSowTimeline *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->steps);
  g_array_unref (self->transfers);
  g_free (self);
}

double
mancala_sow_timeline_get_length (MancalaSowTimeline *self)
{
  return self->length;
}

/* Running the steps ------------------------------------------------------ */

void
mancala_sow_timeline_set_cue_func (MancalaSowTimeline *self,
                                   MancalaSowCueFunc   func,
                                   gpointer            user_data)
{
  self->cue_func = func;
  self->cue_data = user_data;
}

static void
cue (MancalaSowTimeline *self,
     MancalaSoundEvent   event,
     guint               pit)
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
begin_step (MancalaSowTimeline *self,
            Step               *step)
{
  MancalaSeeds *seeds = self->seeds;
  guint32 dirty = 0;

  switch (step->kind)
    {
    case MANCALA_SOW_STEP_LIFT:
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

    case MANCALA_SOW_STEP_DROP:
      self->hand_from = self->hand_pit;
      break;

    case MANCALA_SOW_STEP_FLY:
      {
        guint8 pending[MANCALA_MAX_PITS] = { 0 };

        self->n_flying = 0;
        for (guint m = 0; m < step->n_moves; m++)
          {
            const Transfer *t = &g_array_index (self->transfers, Transfer, step->first_move + m);
            guint take = MIN (t->count, seeds->counts[t->from]);

            for (guint k = 0; k < take && self->n_flying < MANCALA_SOW_MAX_SEEDS; k++)
              {
                MancalaSowFlight *f = &self->flying[self->n_flying++];
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

    case MANCALA_SOW_STEP_ROUND:
      /* Burnt houses come back into play; this round's refill burns anew. */
      if (seeds->burnt != 0)
        dirty |= MANCALA_SEEDS_DIRTY_BURNT;
      seeds->burnt = 0;
      break;

    case MANCALA_SOW_STEP_EXTRA_TURN:
      cue (self, MANCALA_SOUND_EXTRA_TURN, step->pit);
      break;

    case MANCALA_SOW_STEP_PAUSE:
      /* The only pause is the one that ends the game. */
      cue (self, MANCALA_SOUND_GAME_OVER, 0);
      break;

    case MANCALA_SOW_STEP_BURN:
    case MANCALA_SOW_STEP_BANNER:
    default:
      break;
    }

  return dirty;
}

static guint32
end_step (MancalaSowTimeline *self,
          Step               *step)
{
  MancalaSeeds *seeds = self->seeds;
  guint32 dirty = 0;

  switch (step->kind)
    {
    case MANCALA_SOW_STEP_DROP:
      if (seeds->counts[step->pit] < MANCALA_SOW_MAX_SEEDS)
        {
          guint8 colour = self->hand_count > 0
                          ? self->hand[--self->hand_count]
                          : (guint8) self->look (step->pit, seeds->counts[step->pit]);

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

    case MANCALA_SOW_STEP_FLY:
      for (guint i = 0; i < self->n_flying; i++)
        {
          MancalaSowFlight *f = &self->flying[i];

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

    case MANCALA_SOW_STEP_BURN:
      seeds->burnt |= 1u << step->pit;
      dirty |= MANCALA_SEEDS_DIRTY_BURNT;
      break;

    case MANCALA_SOW_STEP_LIFT:
    case MANCALA_SOW_STEP_ROUND:
    case MANCALA_SOW_STEP_EXTRA_TURN:
    case MANCALA_SOW_STEP_BANNER:
    case MANCALA_SOW_STEP_PAUSE:
    default:
      break;
    }

  return dirty;
}

guint32
mancala_sow_timeline_seek (MancalaSowTimeline *self,
                           double              time)
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
mancala_sow_timeline_get_landing (MancalaSowTimeline *self,
                                  guint              *pit,
                                  double             *age)
{
  if (!self->landed)
    return FALSE;

  *pit = self->landing_pit;
  *age = MAX (0.0, self->time - self->landing_time);

  return TRUE;
}

void
mancala_sow_timeline_get_state (MancalaSowTimeline *self,
                                MancalaSowState    *state)
{
  const Step *step = self->current < self->steps->len
                     ? &g_array_index (self->steps, Step, self->current)
                     : NULL;

  *state = (MancalaSowState) {
    .kind = step != NULL ? step->kind : MANCALA_SOW_STEP_NONE,
    .pit = step != NULL ? step->pit : 0,
    .progress = self->progress,
    .banner = step != NULL ? step->banner : NULL,
    .seeds = self->seeds,
    .hand = self->hand,
    .hand_count = self->hand_count,
    .hand_pit = self->hand_pit,
    .hand_from = self->hand_from,
    .lift_base = self->lift_base,
    .lift_count = self->lift_count,
    .flying = self->flying,
    .n_flying = self->n_flying,
  };
}
