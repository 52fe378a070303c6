/* mancala-board.c
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

#define G_LOG_DOMAIN "mancala-board"

#include "config.h"

#include "mancala-board.h"

#include "mancala-board-private.h"
#include "mancala-pit.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

/* One sowing step at each speed, in milliseconds, and the longest a whole
 * move may take: long Congkak relays are sped up to fit.
 */
static const guint step_ms[] = { 300, 160, 70, 0 };
static const guint max_move_ms[] = { 16000, 8000, 4000, 0 };

#define SETTLE_MS      450
#define MIN_UNIT       28.0
#define NATURAL_UNIT   92.0

G_DEFINE_FINAL_TYPE (MancalaBoard, mancala_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATING,
  PROP_INTERACTIVE,
  PROP_ANIMATION_SPEED,
  PROP_MOVE_PREVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_HOUSE_ACTIVATED,
  SIGNAL_HOUSE_REFUSED,
  SIGNAL_ANIMATION_FINISHED,
  SIGNAL_CUE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* State ------------------------------------------------------------------ */

static gboolean
can_play (MancalaBoard *self,
          guint         pit)
{
  MancalaSide side;

  if (!self->has_position || !self->interactive || self->animation != NULL
      || pit >= self->n_pits || mancala_rules_is_store (&self->rules, pit)
      || mancala_position_is_over (&self->position))
    return FALSE;

  side = mancala_rules_pit_side (&self->rules, pit);

  return side == self->position.to_move
         && mancala_position_is_legal (&self->rules, &self->position,
                                       mancala_rules_pit_house (&self->rules, pit));
}

/* Whose a pit is, as its accessible name says it: the same words as the
 * player names (mancala-window.c), "You" and "Computer" when one person
 * plays the computer, the sides otherwise.
 */
typedef enum
{
  OWNER_YOU,
  OWNER_COMPUTER,
  OWNER_SOUTH,
  OWNER_NORTH,
} PitOwner;

static PitOwner
pit_owner (MancalaBoard *self,
           MancalaSide   side)
{
  MancalaSide other = mancala_side_other (side);

  if (self->human[side] && !self->human[other])
    return OWNER_YOU;
  if (!self->human[side] && self->human[other])
    return OWNER_COMPUTER;
  return side == MANCALA_SOUTH ? OWNER_SOUTH : OWNER_NORTH;
}

static char *
store_label (PitOwner owner,
             guint    n)
{
  switch (owner)
    {
    case OWNER_YOU:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your store, %u seed", "Your store, %u seeds", n), n);
    case OWNER_COMPUTER:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Computer’s store, %u seed",
                                           "Computer’s store, %u seeds", n), n);
    case OWNER_SOUTH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "South’s store, %u seed",
                                           "South’s store, %u seeds", n), n);
    case OWNER_NORTH:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "North’s store, %u seed",
                                           "North’s store, %u seeds", n), n);
    }
}

/* A house out of play in traditional Congkak. */
static char *
burnt_label (PitOwner owner,
             guint    house)
{
  switch (owner)
    {
    case OWNER_YOU:
      /* Translators: a house out of play in traditional Congkak. */
      return g_strdup_printf (_("Your house %u, burnt"), house);
    case OWNER_COMPUTER:
      return g_strdup_printf (_("Computer’s house %u, burnt"), house);
    case OWNER_SOUTH:
      return g_strdup_printf (_("South’s house %u, burnt"), house);
    case OWNER_NORTH:
    default:
      return g_strdup_printf (_("North’s house %u, burnt"), house);
    }
}

static char *
house_label (PitOwner owner,
             guint    house,
             guint    n)
{
  switch (owner)
    {
    case OWNER_YOU:
      /* Translators: the first number is the house (1 to 9), the second the seeds in it. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your house %u, %u seed",
                                           "Your house %u, %u seeds", n), house, n);
    case OWNER_COMPUTER:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Computer’s house %u, %u seed",
                                           "Computer’s house %u, %u seeds", n), house, n);
    case OWNER_SOUTH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "South’s house %u, %u seed",
                                           "South’s house %u, %u seeds", n), house, n);
    case OWNER_NORTH:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "North’s house %u, %u seed",
                                           "North’s house %u, %u seeds", n), house, n);
    }
}

static char *
pit_label (MancalaBoard *self,
           guint         pit)
{
  PitOwner owner = pit_owner (self, mancala_rules_pit_side (&self->rules, pit));
  guint n = self->seeds.counts[pit];
  guint house;

  if (mancala_rules_is_store (&self->rules, pit))
    return store_label (owner, n);

  house = mancala_rules_pit_house (&self->rules, pit);
  if ((self->seeds.burnt >> pit) & 1)
    return burnt_label (owner, house);

  return house_label (owner, house, n);
}

/* The analysis's value of @pit, when one is shown: only for a house of
 * the side to move in a game still going.
 */
static const MancalaHouseValue *
pit_value (MancalaBoard *self,
           guint         pit)
{
  guint house;

  if (!self->has_position || pit >= self->n_pits || mancala_rules_is_store (&self->rules, pit)
      || mancala_rules_pit_side (&self->rules, pit) != self->position.to_move
      || mancala_position_is_over (&self->position))
    return NULL;

  house = mancala_rules_pit_house (&self->rules, pit);
  if (house > MANCALA_MAX_HOUSES || !self->values[house].known)
    return NULL;

  return &self->values[house];
}

static char *
format_margin (int value)
{
  /* A margin reads with its sign: "+6", "-2"; an even game is "0". */
  return value == 0 ? g_strdup ("0") : g_strdup_printf ("%+d", value);
}

char *
_mancala_board_dup_value_text (MancalaBoard *self,
                               guint         pit)
{
  const MancalaHouseValue *value = pit_value (self, pit);
  g_autofree char *margin = NULL;

  if (value == NULL)
    return NULL;

  margin = format_margin (value->value);
  if (value->exact)
    return g_steal_pointer (&margin);

  /* Translators: written on the board beside a house: what the move is
   * worth by an estimate, not proven; %s is a margin such as "+6".
   */
  return g_strdup_printf (C_("house value", "≈%s"), margin);
}

/* "Worth +6, exact", for screen readers. */
static char *
dup_value_description (MancalaBoard *self,
                       guint         pit)
{
  const MancalaHouseValue *value = pit_value (self, pit);
  g_autofree char *margin = NULL;

  if (value == NULL)
    return NULL;

  margin = format_margin (value->value);
  if (value->exact)
    /* Translators: a house's accessible description: what playing it is
     * worth for the mover, as a final seed margin such as "+6", proven.
     */
    return g_strdup_printf (_("Worth %s, exact"), margin);

  /* Translators: a house's accessible description: what playing it is
   * worth for the mover (a seed margin such as "+6"), estimated by a
   * search of %u moves ahead.
   */
  return g_strdup_printf (_("Worth %s, estimate at depth %u"), margin, value->depth);
}

/* The children's order is the screen readers' order and, through
 * mancala_board_focus(), the Tab order: the houses of the side to move
 * first (house 1 to N), then the other side's, then the stores, which
 * are read but take no focus.
 */
static void
order_pits (MancalaBoard *self)
{
  MancalaSide first = self->has_position ? self->position.to_move : MANCALA_SOUTH;

  if (self->n_pits == 0 || (self->ordered && self->order_first == first))
    return;

  for (guint i = 0; i < 2; i++)
    {
      MancalaSide side = i == 0 ? first : mancala_side_other (first);

      for (guint house = 1; house <= self->rules.houses; house++)
        gtk_widget_insert_before (self->pits[mancala_rules_pit (&self->rules, side, house)],
                                  GTK_WIDGET (self), NULL);
    }
  gtk_widget_insert_before (self->pits[mancala_rules_store (&self->rules, first)], GTK_WIDGET (self), NULL);
  gtk_widget_insert_before (self->pits[mancala_rules_store (&self->rules, mancala_side_other (first))],
                            GTK_WIDGET (self), NULL);

  self->ordered = TRUE;
  self->order_first = first;
}

/* At a person's turn the focus goes to the first house they can play,
 * unless it is on one already or elsewhere in the window (a button the
 * person chose).
 */
static void
focus_first_move (MancalaBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)) || !self->interactive
      || self->animation != NULL || !self->has_position)
    return;

  focus = gtk_root_get_focus (root);
  if (focus != NULL && focus != GTK_WIDGET (self) && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return;
  if (MANCALA_IS_PIT (focus) && can_play (self, mancala_pit_get_pit (MANCALA_PIT (focus))))
    return;

  for (guint house = 1; house <= self->rules.houses; house++)
    {
      guint pit = mancala_rules_pit (&self->rules, self->position.to_move, house);

      if (can_play (self, pit))
        {
          gtk_widget_grab_focus (self->pits[pit]);
          return;
        }
    }
}

/* The preview shows a person's own move, never the computer's, and only
 * what the engine reports for it.
 */
static void update_labels (MancalaBoard *self);

static void
update_preview (MancalaBoard *self)
{
  guint pit = self->hover_pit != G_MAXUINT ? self->hover_pit : self->focus_pit;
  gboolean had = self->has_preview;
  guint old_from = self->preview_from;
  g_autofree MancalaReport *report = NULL;
  MancalaPosition after;

  self->has_preview = FALSE;

  if (self->move_preview && pit != G_MAXUINT && can_play (self, pit)
      && self->human[mancala_rules_pit_side (&self->rules, pit)])
    {
      report = g_new0 (MancalaReport, 1);
      after = self->position;
      self->preview_flags = mancala_position_apply (&self->rules, &after,
                                                    mancala_rules_pit_house (&self->rules, pit), report);
      self->preview_from = pit;
      self->preview_captured = 0;
      self->preview_landing = G_MAXUINT;
      for (guint i = 0; i < report->n_events; i++)
        {
          const MancalaEvent *event = &report->events[i];

          if (event->kind == MANCALA_EVENT_DROP)
            self->preview_landing = event->pit;
          else if (event->kind == MANCALA_EVENT_CAPTURE)
            self->preview_captured += event->count;
          else if (event->kind == MANCALA_EVENT_ROUND_END || event->kind == MANCALA_EVENT_COLLECT)
            break;
        }
      self->has_preview = self->preview_landing < self->n_pits;
    }

  if (had != self->has_preview || (self->has_preview && old_from != self->preview_from))
    gtk_widget_queue_draw (GTK_WIDGET (self));
  update_labels (self);
}

char *
_mancala_board_dup_preview_caption (MancalaBoard *self)
{
  if (!self->has_preview)
    return NULL;

  if (self->preview_flags & MANCALA_MOVE_EXTRA_TURN)
    /* Translators: the move preview: this move brings another turn. */
    return g_strdup (C_("move preview", "Extra turn"));

  if (self->preview_flags & MANCALA_MOVE_CAPTURE)
    /* Translators: the move preview: this move captures seeds. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Captures %u seed", "Captures %u seeds",
                                         self->preview_captured),
                            self->preview_captured);

  return NULL;
}

gboolean
_mancala_board_get_preview (MancalaBoard *self,
                            guint        *from,
                            guint        *landing,
                            guint        *flags,
                            guint        *captured)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), FALSE);

  if (!self->has_preview)
    return FALSE;

  if (from != NULL)
    *from = self->preview_from;
  if (landing != NULL)
    *landing = self->preview_landing;
  if (flags != NULL)
    *flags = self->preview_flags;
  if (captured != NULL)
    *captured = self->preview_captured;

  return TRUE;
}

static void
pit_enter_cb (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              MancalaBoard             *self)
{
  GtkWidget *pit = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  self->hover_pit = mancala_pit_get_pit (MANCALA_PIT (pit));
  update_preview (self);
}

static void
pit_leave_cb (GtkEventControllerMotion *motion,
              MancalaBoard             *self)
{
  GtkWidget *pit = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  if (self->hover_pit == mancala_pit_get_pit (MANCALA_PIT (pit)))
    self->hover_pit = G_MAXUINT;
  update_preview (self);
}

/* Keyboard focus previews its house; the focus a pointer's player does
 * not see (put on the first legal house at each turn) does not.
 */
static void
root_focus_cb (MancalaBoard *self)
{
  GtkWidget *focus = gtk_root_get_focus (self->root);

  self->focus_pit = G_MAXUINT;
  if (MANCALA_IS_PIT (focus) && gtk_widget_get_parent (focus) == GTK_WIDGET (self)
      && GTK_IS_WINDOW (self->root) && gtk_window_get_focus_visible (GTK_WINDOW (self->root)))
    self->focus_pit = mancala_pit_get_pit (MANCALA_PIT (focus));
  update_preview (self);
}

/* Adds @part to a pit's accessible description @text. */
static void
add_description (char       **text,
                 const char  *part)
{
  char *joined;

  if (part == NULL)
    return;
  if (*text == NULL)
    {
      *text = g_strdup (part);
      return;
    }

  /* Translators: two parts of a house's accessible description, e.g.
   * "Advised move" and "Worth +6, exact".
   */
  joined = g_strdup_printf (C_("pit description", "%s. %s"), *text, part);
  g_free (*text);
  *text = joined;
}

/* The accessible names and descriptions: the marks, what the analysis
 * says a house is worth, and what the move preview shows, for the house
 * it previews.
 */
static void
update_labels (MancalaBoard *self)
{
  /* During a replay the names would chatter: they catch up at its end. */
  if (self->animation != NULL)
    return;

  for (guint pit = 0; pit < self->n_pits; pit++)
    {
      MancalaPit *child = MANCALA_PIT (self->pits[pit]);
      MancalaPitFlags flags = mancala_pit_get_flags (child);
      g_autofree char *label = pit_label (self, pit);
      g_autofree char *worth = dup_value_description (self, pit);
      g_autofree char *preview = NULL;
      g_autofree char *description = NULL;

      if (flags & MANCALA_PIT_ADVISED)
        add_description (&description, _("Advised move"));
      else if (flags & MANCALA_PIT_LAST_MOVE)
        add_description (&description, _("Last move"));
      if (self->has_preview && pit == self->preview_from)
        preview = _mancala_board_dup_preview_caption (self);
      add_description (&description, preview);
      add_description (&description, worth);
      mancala_pit_set_label (child, label, description);
    }
}

/* Marks and accessible names follow the state; called after each change. */
static void
update_pits (MancalaBoard *self)
{
  for (guint pit = 0; pit < self->n_pits; pit++)
    {
      MancalaPit *child = MANCALA_PIT (self->pits[pit]);
      MancalaPitFlags flags = 0;

      if (!mancala_rules_is_store (&self->rules, pit) && self->has_position && self->animation == NULL)
        {
          MancalaSide side = mancala_rules_pit_side (&self->rules, pit);
          guint house = mancala_rules_pit_house (&self->rules, pit);

          if (can_play (self, pit))
            flags |= MANCALA_PIT_PLAYABLE;
          if (side == self->position.to_move && house == self->highlight
              && !mancala_position_is_over (&self->position))
            flags |= MANCALA_PIT_ADVISED;
          if (side == self->last_side && house == self->last_house)
            flags |= MANCALA_PIT_LAST_MOVE;
        }

      mancala_pit_set_flags (child, flags);

      /* Say which houses can be played now, to the eye and to the ear. */
      if (!mancala_rules_is_store (&self->rules, pit))
        {
          gboolean playable = (flags & MANCALA_PIT_PLAYABLE) != 0;

          gtk_widget_set_cursor_from_name (GTK_WIDGET (child), playable ? "pointer" : NULL);
          gtk_accessible_update_state (GTK_ACCESSIBLE (child),
                                       GTK_ACCESSIBLE_STATE_DISABLED, !playable,
                                       -1);
        }
    }

  order_pits (self);
  focus_first_move (self);
  /* It updates the labels too. */
  update_preview (self);
}

static void
rebuild_pits (MancalaBoard *self)
{
  guint n_pits = mancala_rules_n_pits (&self->rules);

  if (n_pits == self->n_pits)
    return;

  for (guint pit = 0; pit < self->n_pits; pit++)
    g_clear_pointer (&self->pits[pit], gtk_widget_unparent);

  self->n_pits = n_pits;
  self->ordered = FALSE;
  for (guint pit = 0; pit < n_pits; pit++)
    {
      gboolean store = mancala_rules_is_store (&self->rules, pit);

      self->pits[pit] = mancala_pit_new (pit, store);
      /* A store does nothing when pressed: screen readers read it, Tab skips it. */
      gtk_widget_set_focusable (self->pits[pit], !store);
      if (!store)
        gtk_actionable_set_action_target (GTK_ACTIONABLE (self->pits[pit]), "u", pit);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->pits[pit]), store ? NULL : "board.sow");
      gtk_widget_set_parent (self->pits[pit], GTK_WIDGET (self));

      if (!store)
        {
          GtkEventController *motion = gtk_event_controller_motion_new ();

          g_signal_connect (motion, "enter", G_CALLBACK (pit_enter_cb), self);
          g_signal_connect (motion, "leave", G_CALLBACK (pit_leave_cb), self);
          gtk_widget_add_controller (self->pits[pit], motion);
        }
    }
  self->hover_pit = G_MAXUINT;
  self->focus_pit = G_MAXUINT;
  self->has_preview = FALSE;

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
set_rules (MancalaBoard       *self,
           const MancalaRules *rules)
{
  if (self->n_pits > 0 && mancala_rules_equal (&self->rules, rules))
    return;

  self->rules = *rules;
  self->layout_width = -1;
  memset (&self->seeds, 0, sizeof self->seeds);
  rebuild_pits (self);
  _mancala_board_clear_caches (self);
}

MancalaBoardView
_mancala_board_get_view (MancalaBoard *self,
                         int           width,
                         int           height)
{
  MancalaBoardView view = mancala_board_layout_choose_view (&self->rules, width, height);

  return self->flipped ? view | MANCALA_BOARD_VIEW_FLIPPED : view;
}

/* The side that sat down at the bottom owns north after a pie swap: turn
 * the drawing, not the people.
 */
static void
set_flipped_from (MancalaBoard          *self,
                  const MancalaPosition *position)
{
  gboolean flipped = (position->flags & MANCALA_POSITION_SWAPPED) != 0;

  if (self->flipped == flipped)
    return;

  self->flipped = flipped;
  self->layout_width = -1;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Animation -------------------------------------------------------------- */

static void
set_progress_cb (double   value,
                 gpointer user_data)
{
  MancalaBoard *self = user_data;

  if (self->sow != NULL)
    _mancala_board_invalidate (self, mancala_sow_timeline_seek (self->sow, value));
  else
    self->settle = MAX (self->settle, value);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sow_cue_cb (MancalaSoundEvent event,
            guint             pit,
            guint             variation,
            gpointer          user_data)
{
  g_signal_emit (user_data, signals[SIGNAL_CUE], 0, (guint) event, pit, variation);
}

/* The seeds shown become @position's, each with the look the art gives it. */
static void
show_seeds (MancalaBoard          *self,
            const MancalaRules    *rules,
            const MancalaPosition *position)
{
  _mancala_board_invalidate (self, mancala_seeds_sync (&self->seeds, rules, position,
                                                       mancala_board_art_seed_colour));
}

static void
animation_done_cb (MancalaBoard *self)
{
  g_clear_pointer (&self->sow, mancala_sow_timeline_free);
  g_clear_object (&self->animation);
  self->settle = 1.0;

  /* The replay may have been cut short: show exactly the position. */
  set_flipped_from (self, &self->position);
  show_seeds (self, &self->rules, &self->position);
  self->shown_to_move = self->position.to_move;
  _mancala_board_invalidate_names (self);
  update_pits (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.finish-animation", FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
  g_signal_emit (self, signals[SIGNAL_ANIMATION_FINISHED], 0);
}

static void
start_animation (MancalaBoard *self,
                 double        length,
                 guint         duration_ms)
{
  AdwAnimationTarget *target = adw_callback_animation_target_new (set_progress_cb, self, NULL);

  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, length, MAX (1, duration_ms), target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  g_signal_connect_object (self->animation, "done", G_CALLBACK (animation_done_cb), self, G_CONNECT_SWAPPED);

  update_pits (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.finish-animation", TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);

  /* Without animations (or unmapped) this finishes at once, "done" and
   * "animation-finished" included.
   */
  adw_animation_play (self->animation);
}

/* Actions and input ---------------------------------------------------- */

static void
activate_pit (MancalaBoard *self,
              guint         pit)
{
  if (!can_play (self, pit))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));

      /* A person's choice the rules refuse is worth a word of why. */
      if (self->has_position && self->interactive && self->animation == NULL &&
          pit < self->n_pits && !mancala_rules_is_store (&self->rules, pit) &&
          !mancala_position_is_over (&self->position))
        g_signal_emit (self, signals[SIGNAL_HOUSE_REFUSED], 0,
                       (guint) mancala_rules_pit_side (&self->rules, pit),
                       mancala_rules_pit_house (&self->rules, pit));
      return;
    }

  g_signal_emit (self, signals[SIGNAL_HOUSE_ACTIVATED], 0, mancala_rules_pit_house (&self->rules, pit));
}

static void
sow_cb (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  activate_pit (MANCALA_BOARD (widget), g_variant_get_uint32 (parameter));
}

static void
play_house_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  MancalaBoard *self = MANCALA_BOARD (widget);
  guint house = g_variant_get_uint32 (parameter);

  if (!self->has_position || house < 1 || house > self->rules.houses)
    {
      gtk_widget_error_bell (widget);
      return;
    }

  activate_pit (self, mancala_rules_pit (&self->rules, self->position.to_move, house));
}

static void
finish_animation_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  mancala_board_finish_animation (MANCALA_BOARD (widget));
}

static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  MancalaBoard *self = MANCALA_BOARD (widget);

  /* Escape belongs to others (dialogs, menus) unless something moves. */
  if (self->animation == NULL)
    return FALSE;

  mancala_board_finish_animation (self);
  return TRUE;
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            MancalaBoard    *self)
{
  if (self->animation == NULL)
    return;

  /* A click during a replay only skips it: it must not play a house. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  mancala_board_finish_animation (self);
}

static void
add_shortcuts (MancalaBoard *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Number keys work wherever the focus is in the window. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_GLOBAL);

  for (guint house = 1; house <= 9; house++)
    {
      static const guint keypad[] = { GDK_KEY_KP_1, GDK_KEY_KP_2, GDK_KEY_KP_3, GDK_KEY_KP_4, GDK_KEY_KP_5,
                                      GDK_KEY_KP_6, GDK_KEY_KP_7, GDK_KEY_KP_8, GDK_KEY_KP_9 };
      GtkShortcutTrigger *trigger =
        gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_1 + house - 1, 0),
                                     gtk_keyval_trigger_new (keypad[house - 1], 0));
      GtkShortcut *shortcut = gtk_shortcut_new (trigger, gtk_named_action_new ("board.play-house"));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (house));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* GtkWidget ---------------------------------------------------------------- */

static void
mancala_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  MancalaBoard *self = MANCALA_BOARD (widget);
  MancalaRules rules;
  double across_w, across_h, upright_w, upright_h;

  if (self->n_pits > 0)
    rules = self->rules;
  else
    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);

  mancala_board_layout_size (&rules, 0, &across_w, &across_h);
  mancala_board_layout_size (&rules, MANCALA_BOARD_VIEW_UPRIGHT, &upright_w, &upright_h);

  /* At its smallest the board stands upright in a narrow area (a phone)
   * or lies across a low one; it asks for the room to lie across.
   */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (MIN_UNIT * upright_w);
      *natural = (int) ceil (NATURAL_UNIT * across_w);
    }
  else
    {
      *minimum = (int) ceil (MIN_UNIT * across_h);
      *natural = (int) ceil (NATURAL_UNIT * across_h);
    }
}

static void
mancala_board_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  MancalaBoard *self = MANCALA_BOARD (widget);
  MancalaBoardLayout layout;

  if (self->n_pits == 0)
    return;

  mancala_board_layout_init_view (&layout, &self->rules, width, height,
                                  _mancala_board_get_view (self, width, height));

  for (guint pit = 0; pit < self->n_pits; pit++)
    {
      const graphene_rect_t *r = &layout.targets[pit];
      GtkAllocation allocation = {
        (int) round (r->origin.x), (int) round (r->origin.y),
        (int) round (r->size.width), (int) round (r->size.height)
      };
      int min_w, min_h;

      /* Pits have no minimum size, but GTK asks to be asked first. */
      gtk_widget_measure (self->pits[pit], GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (self->pits[pit], GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      allocation.width = MAX (allocation.width, min_w);
      allocation.height = MAX (allocation.height, min_h);
      gtk_widget_size_allocate (self->pits[pit], &allocation, -1);
    }
}

/* Tab follows the children's order (see order_pits()); arrows move on
 * the board as it is drawn, GTK's default.
 */
static gboolean
mancala_board_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  GtkWidget *current, *child;
  gboolean forward = direction == GTK_DIR_TAB_FORWARD;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return GTK_WIDGET_CLASS (mancala_board_parent_class)->focus (widget, direction);

  current = gtk_widget_get_focus_child (widget);
  if (current != NULL)
    child = forward ? gtk_widget_get_next_sibling (current) : gtk_widget_get_prev_sibling (current);
  else
    child = forward ? gtk_widget_get_first_child (widget) : gtk_widget_get_last_child (widget);

  for (; child != NULL; child = forward ? gtk_widget_get_next_sibling (child) : gtk_widget_get_prev_sibling (child))
    if (gtk_widget_child_focus (child, direction))
      return TRUE;

  return FALSE;
}

static void
mancala_board_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  MancalaBoard *self = MANCALA_BOARD (widget);
  const PangoFontDescription *desc;
  const char *family;
  GdkRGBA colour;

  GTK_WIDGET_CLASS (mancala_board_parent_class)->css_changed (widget, change);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS

  /* Counts and names follow the interface font. */
  desc = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  family = desc != NULL ? pango_font_description_get_family (desc) : NULL;
  if (g_strcmp0 (family, self->font_family) != 0)
    {
      g_free (self->font_family);
      self->font_family = g_strdup (family);
      _mancala_board_clear_caches (self);
      gtk_widget_queue_draw (widget);
    }

  if (!gdk_rgba_equal (&colour, &self->name_colour))
    {
      self->name_colour = colour;
      _mancala_board_invalidate_names (self);
      gtk_widget_queue_draw (widget);
    }
}

static void
dark_changed_cb (MancalaBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));

  /* The pits draw their marks for the style too. */
  for (guint pit = 0; pit < self->n_pits; pit++)
    gtk_widget_queue_draw (self->pits[pit]);
}

static void
mancala_board_root (GtkWidget *widget)
{
  MancalaBoard *self = MANCALA_BOARD (widget);

  GTK_WIDGET_CLASS (mancala_board_parent_class)->root (widget);

  /* Focus moves are the root's: a pit's own focus events need an
   * active window.
   */
  self->root = gtk_widget_get_root (widget);
  g_signal_connect_swapped (self->root, "notify::focus-widget", G_CALLBACK (root_focus_cb), self);
  g_signal_connect_swapped (self->root, "notify::focus-visible", G_CALLBACK (root_focus_cb), self);
}

static void
mancala_board_unroot (GtkWidget *widget)
{
  MancalaBoard *self = MANCALA_BOARD (widget);

  g_signal_handlers_disconnect_by_func (self->root, root_focus_cb, self);
  self->root = NULL;
  self->focus_pit = G_MAXUINT;

  GTK_WIDGET_CLASS (mancala_board_parent_class)->unroot (widget);
}

static void
mancala_board_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (mancala_board_parent_class)->map (widget);

  /* The first turn may have begun before the window was shown. */
  focus_first_move (MANCALA_BOARD (widget));
}

static void
mancala_board_unmap (GtkWidget *widget)
{
  /* Nobody can watch: jump to the end so the game never waits on us. */
  mancala_board_finish_animation (MANCALA_BOARD (widget));

  GTK_WIDGET_CLASS (mancala_board_parent_class)->unmap (widget);
}

/* GObject ------------------------------------------------------------------ */

static void
mancala_board_dispose (GObject *object)
{
  MancalaBoard *self = MANCALA_BOARD (object);

  if (self->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->animation, self);
      adw_animation_reset (self->animation);
      g_clear_object (&self->animation);
    }
  g_clear_pointer (&self->sow, mancala_sow_timeline_free);

  if (self->resize_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->resize_tick);
      self->resize_tick = 0;
    }

  for (guint pit = 0; pit < self->n_pits; pit++)
    g_clear_pointer (&self->pits[pit], gtk_widget_unparent);
  self->n_pits = 0;

  _mancala_board_clear_caches (self);

  G_OBJECT_CLASS (mancala_board_parent_class)->dispose (object);
}

static void
mancala_board_finalize (GObject *object)
{
  MancalaBoard *self = MANCALA_BOARD (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->font_family);

  G_OBJECT_CLASS (mancala_board_parent_class)->finalize (object);
}

static void
mancala_board_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MancalaBoard *self = MANCALA_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATING:
      g_value_set_boolean (value, mancala_board_get_animating (self));
      break;

    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;

    case PROP_ANIMATION_SPEED:
      g_value_set_uint (value, self->speed);
      break;

    case PROP_MOVE_PREVIEW:
      g_value_set_boolean (value, self->move_preview);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_board_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MancalaBoard *self = MANCALA_BOARD (object);

  switch (prop_id)
    {
    case PROP_INTERACTIVE:
      mancala_board_set_interactive (self, g_value_get_boolean (value));
      break;

    case PROP_ANIMATION_SPEED:
      mancala_board_set_animation_speed (self, g_value_get_uint (value));
      break;

    case PROP_MOVE_PREVIEW:
      mancala_board_set_move_preview (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_board_class_init (MancalaBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_board_dispose;
  object_class->finalize = mancala_board_finalize;
  object_class->get_property = mancala_board_get_property;
  object_class->set_property = mancala_board_set_property;

  widget_class->measure = mancala_board_measure;
  widget_class->size_allocate = mancala_board_size_allocate;
  widget_class->snapshot = _mancala_board_snapshot;
  widget_class->css_changed = mancala_board_css_changed;
  widget_class->focus = mancala_board_focus;
  widget_class->map = mancala_board_map;
  widget_class->root = mancala_board_root;
  widget_class->unroot = mancala_board_unroot;
  widget_class->unmap = mancala_board_unmap;

  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_uint ("animation-speed", NULL, NULL,
                       MANCALA_ANIMATION_SLOW, MANCALA_ANIMATION_INSTANT, MANCALA_ANIMATION_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVE_PREVIEW] =
    g_param_spec_boolean ("move-preview", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MancalaBoard::house-activated:
   * @house: the house (1..N) of the side to move
   *
   * A person chose a legal house while the board was interactive.
   */
  signals[SIGNAL_HOUSE_ACTIVATED] =
    g_signal_new ("house-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * MancalaBoard::house-refused:
   * @side: the MancalaSide of the house
   * @house: the house (1..N)
   *
   * A person chose a house the rules do not let the side to move play
   * (empty, burnt, the other side's, or one Oware forbids) while the
   * board was interactive; the window says why.
   */
  signals[SIGNAL_HOUSE_REFUSED] =
    g_signal_new ("house-refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * MancalaBoard::animation-finished:
   *
   * The replay of a move, or the settling of a new position, ended: the
   * board shows the position it was given. Emitted once per animation,
   * possibly before the call that started it returns (animations off,
   * "instant" speed, or the board not on screen).
   */
  signals[SIGNAL_ANIMATION_FINISHED] =
    g_signal_new ("animation-finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MancalaBoard::cue:
   * @event: a #MancalaSoundEvent
   * @pit: the pit it happens at (circuit order)
   * @variation: differs from one seed to the next
   *
   * The replay of a move reached a sound (a seed landing, a capture, an
   * extra turn, the end of the game), at the moment it shows it. Not
   * emitted at the "instant" speed, nor for the rest of a skipped replay.
   */
  signals[SIGNAL_CUE] =
    g_signal_new ("cue",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "board.sow", "u", sow_cb);
  gtk_widget_class_install_action (widget_class, "board.play-house", "u", play_house_cb);
  gtk_widget_class_install_action (widget_class, "board.finish-animation", NULL, finish_animation_cb);

  gtk_widget_class_set_css_name (widget_class, "mancala-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mancala_board_init (MancalaBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->speed = MANCALA_ANIMATION_NORMAL;
  self->move_preview = TRUE;
  self->hover_pit = G_MAXUINT;
  self->focus_pit = G_MAXUINT;
  self->settle = 1.0;
  self->last_house = 0;
  self->layout_width = -1;
  self->name_colour = (GdkRGBA) { 0, 0, 0, 0.8 };

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.finish-animation", FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  add_shortcuts (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
}

/* Public API ---------------------------------------------------------------- */

GtkWidget *
mancala_board_new (void)
{
  return g_object_new (MANCALA_TYPE_BOARD, NULL);
}

/* A new position: the values were another's. The caller updates the pits. */
static void
clear_values (MancalaBoard *self)
{
  static const MancalaHouseValue none[MANCALA_MAX_HOUSES + 1];

  if (memcmp (none, self->values, sizeof none) == 0)
    return;

  memset (self->values, 0, sizeof self->values);
  _mancala_board_invalidate_counts (self);
}

void
mancala_board_set_position (MancalaBoard          *self,
                            const MancalaRules    *rules,
                            const MancalaPosition *position,
                            gboolean               animate)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));
  g_return_if_fail (rules != NULL && position != NULL);

  if (!mancala_rules_validate (rules, NULL, 0))
    {
      g_warning ("Refusing invalid rules");
      return;
    }

  mancala_board_finish_animation (self);

  set_rules (self, rules);
  set_flipped_from (self, position);

  /* Seeds laid out as at the start (a new game) look as they did at the
   * start of every game, whatever the last game left in each house.
   */
  {
    MancalaPosition start;

    mancala_position_init (&start, rules);
    if (memcmp (start.pits, position->pits, sizeof start.pits) == 0 && position->burnt == 0)
      _mancala_board_invalidate (self, mancala_seeds_reset (&self->seeds));
  }

  self->position = *position;
  self->has_position = TRUE;
  self->highlight = 0;
  clear_values (self);
  self->shown_to_move = position->to_move;
  _mancala_board_invalidate_names (self);
  show_seeds (self, rules, position);

  if (animate && self->speed != MANCALA_ANIMATION_INSTANT)
    {
      self->settle = 0.0;
      start_animation (self, 1.0, SETTLE_MS);
    }
  else
    update_pits (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mancala_board_animate_move (MancalaBoard          *self,
                            const MancalaRules    *rules,
                            const MancalaPosition *before,
                            const MancalaReport   *report,
                            const MancalaPosition *after)
{
  double length;
  double ms;

  g_return_if_fail (MANCALA_IS_BOARD (self));
  g_return_if_fail (rules != NULL && before != NULL && report != NULL && after != NULL);

  if (!mancala_rules_validate (rules, NULL, 0))
    {
      g_warning ("Refusing invalid rules");
      return;
    }

  mancala_board_finish_animation (self);

  /* Start from exactly @before, whatever was shown. */
  set_rules (self, rules);
  set_flipped_from (self, before);
  show_seeds (self, rules, before);
  self->position = *after;
  self->has_position = TRUE;
  self->highlight = 0;
  clear_values (self);
  self->shown_to_move = before->to_move;

  self->sow = mancala_sow_timeline_new (&self->seeds, rules, report, mancala_board_art_seed_colour);
  length = mancala_sow_timeline_get_length (self->sow);
  /* Only a replay that is watched is heard: not at the instant speed. */
  if (self->speed != MANCALA_ANIMATION_INSTANT)
    mancala_sow_timeline_set_cue_func (self->sow, sow_cue_cb, self);
  ms = length * step_ms[self->speed];
  if (ms > max_move_ms[self->speed])
    ms = max_move_ms[self->speed];

  if (self->speed == MANCALA_ANIMATION_INSTANT || length <= 0)
    {
      /* Nothing to watch: the same ending as a finished replay. */
      self->animation = NULL;
      animation_done_cb (self);
      return;
    }

  start_animation (self, length, (guint) ms);
}

void
mancala_board_finish_animation (MancalaBoard *self)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  /* A skipped replay ends quietly, not in a burst of every sound left. */
  if (self->sow != NULL)
    mancala_sow_timeline_set_cue_func (self->sow, NULL, NULL);

  if (self->animation != NULL)
    adw_animation_skip (self->animation);
}

gboolean
mancala_board_get_animating (MancalaBoard *self)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), FALSE);

  return self->animation != NULL;
}

void
mancala_board_set_interactive (MancalaBoard *self,
                               gboolean      interactive)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;
  update_pits (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
mancala_board_get_interactive (MancalaBoard *self)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), FALSE);

  return self->interactive;
}

void
mancala_board_set_human_sides (MancalaBoard *self,
                               gboolean      south,
                               gboolean      north)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  self->human[MANCALA_SOUTH] = !!south;
  self->human[MANCALA_NORTH] = !!north;
  update_pits (self);
}

void
mancala_board_set_house_values (MancalaBoard            *self,
                                const MancalaHouseValue *values,
                                guint                    n_values)
{
  MancalaHouseValue next[MANCALA_MAX_HOUSES + 1] = { { 0 } };

  g_return_if_fail (MANCALA_IS_BOARD (self));
  g_return_if_fail (values != NULL || n_values == 0);

  for (guint i = 0; i < MIN (n_values, MANCALA_MAX_HOUSES); i++)
    if (values[i].known)
      next[i + 1] = values[i];

  if (memcmp (next, self->values, sizeof next) == 0)
    return;

  memcpy (self->values, next, sizeof next);
  _mancala_board_invalidate_counts (self);
  update_pits (self);
}

void
mancala_board_clear_house_values (MancalaBoard *self)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  mancala_board_set_house_values (self, NULL, 0);
}

gboolean
mancala_board_get_house_value (MancalaBoard      *self,
                               guint              house,
                               MancalaHouseValue *value)
{
  const MancalaHouseValue *shown;

  g_return_val_if_fail (MANCALA_IS_BOARD (self), FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (!self->has_position || house < 1 || house > self->rules.houses)
    return FALSE;

  shown = pit_value (self, mancala_rules_pit (&self->rules, self->position.to_move, house));
  if (shown == NULL)
    return FALSE;

  *value = *shown;
  return TRUE;
}

void
mancala_board_set_highlight_move (MancalaBoard *self,
                                  guint         house)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  if (house == MANCALA_MOVE_NONE || house > MANCALA_MAX_HOUSES)
    house = 0;

  if (self->highlight == house)
    return;

  self->highlight = house;
  update_pits (self);
}

guint
mancala_board_get_highlight_move (MancalaBoard *self)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), 0);

  return self->highlight;
}

void
mancala_board_set_last_move (MancalaBoard *self,
                             MancalaSide   side,
                             guint         house)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  if (house == MANCALA_MOVE_NONE || house > MANCALA_MAX_HOUSES)
    house = 0;

  self->last_side = side == MANCALA_NORTH ? MANCALA_NORTH : MANCALA_SOUTH;
  self->last_house = house;
  update_pits (self);
}

void
mancala_board_set_player_names (MancalaBoard *self,
                                const char   *south,
                                const char   *north)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  if (g_strcmp0 (self->names[MANCALA_SOUTH], south) != 0)
    {
      g_free (self->names[MANCALA_SOUTH]);
      self->names[MANCALA_SOUTH] = g_strdup (south);
      _mancala_board_invalidate_names (self);
    }

  if (g_strcmp0 (self->names[MANCALA_NORTH], north) != 0)
    {
      g_free (self->names[MANCALA_NORTH]);
      self->names[MANCALA_NORTH] = g_strdup (north);
      _mancala_board_invalidate_names (self);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mancala_board_set_animation_speed (MancalaBoard          *self,
                                   MancalaAnimationSpeed  speed)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  speed = MIN (speed, MANCALA_ANIMATION_INSTANT);
  if (self->speed == speed)
    return;

  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

MancalaAnimationSpeed
mancala_board_get_animation_speed (MancalaBoard *self)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), MANCALA_ANIMATION_NORMAL);

  return self->speed;
}

void
mancala_board_set_move_preview (MancalaBoard *self,
                                gboolean      move_preview)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  move_preview = !!move_preview;
  if (self->move_preview == move_preview)
    return;

  self->move_preview = move_preview;
  update_pits (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_PREVIEW]);
}

gboolean
mancala_board_get_move_preview (MancalaBoard *self)
{
  g_return_val_if_fail (MANCALA_IS_BOARD (self), FALSE);

  return self->move_preview;
}

void
_mancala_board_seek_animation (MancalaBoard *self,
                               double        time)
{
  g_return_if_fail (MANCALA_IS_BOARD (self));

  if (self->animation != NULL)
    set_progress_cb (time, self);
}
