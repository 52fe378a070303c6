/* mancala-move-list.c
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

#define G_LOG_DOMAIN "mancala-move-list"

#include "config.h"

#include "mancala-move-list.h"
#include "mancala-game-record.h"

#include <glib/gi18n.h>

struct _MancalaMoveList
{
  GtkWidget          parent_instance;

  /* Template children. */
  GtkScrolledWindow *scrolled;
  GtkListBox        *list_box;
  GtkButton         *start_button;

  MancalaRules       rules;
  GArray            *moves;        /* MancalaMove shown, a copy. */
  GPtrArray         *buttons;      /* GtkButton of move i + 1 at index i. */
  GtkWidget         *open_row;     /* The box of the turn that goes on, or NULL. */
  guint              round;        /* The round of the last row. */
  guint              current;
  guint              scroll_id;
};

G_DEFINE_FINAL_TYPE (MancalaMoveList, mancala_move_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
move_clicked_cb (GtkButton       *button,
                 MancalaMoveList *self)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "mancala-move"));

  g_signal_emit (self, signals[SIGNAL_MOVE_ACTIVATED], 0, n);
}

static void
start_clicked_cb (MancalaMoveList *self)
{
  g_signal_emit (self, signals[SIGNAL_MOVE_ACTIVATED], 0, 0u);
}

/* "Move 25: South, house 4, extra turn" for screen readers and tooltips. */
static char *
dup_move_description (guint              n,
                      const MancalaMove *move)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *side = move->side == MANCALA_SOUTH ? _("South") : _("North");

  if (move->house == MANCALA_MOVE_SWAP)
    /* Translators: the pie rule's move; %u is the move's number. */
    g_string_printf (text, _("Move %u: %s swaps sides"), n, side);
  else
    /* Translators: e.g. "Move 25: South, house 4". */
    g_string_printf (text, _("Move %u: %s, house %u"), n, side, move->house);

  if (move->flags & MANCALA_MOVE_CAPTURE)
    g_string_append_printf (text, ", %s", _("capture"));
  if (mancala_game_record_continues_turn (move->house, move->flags))
    g_string_append_printf (text, ", %s", _("extra turn"));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
add_row (MancalaMoveList *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_append (self->list_box, row);
  return box;
}

static void
append_move (MancalaMoveList   *self,
             const MancalaMove *move)
{
  guint n = self->buttons->len + 1;
  g_autofree char *text = mancala_game_record_format_move (move->house, move->flags);
  g_autofree char *description = dup_move_description (n, move);
  GtkWidget *button;

  if (self->open_row == NULL)
    {
      g_autofree char *number = g_strdup_printf ("%u.", n);
      GtkWidget *label;

      self->open_row = add_row (self);
      label = gtk_label_new (number);
      gtk_label_set_width_chars (GTK_LABEL (label), 4);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (self->open_row), label);

      /* The side on the board, as the notation writes it. */
      label = gtk_label_new (move->side == MANCALA_SOUTH ? C_("side", "S") : C_("side", "N"));
      gtk_label_set_width_chars (GTK_LABEL (label), 2);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_tooltip_text (label, move->side == MANCALA_SOUTH ? _("South") : _("North"));
      gtk_box_append (GTK_BOX (self->open_row), label);
    }

  button = gtk_button_new_with_label (text);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  if (move->flags & MANCALA_MOVE_CAPTURE)
    gtk_widget_add_css_class (button, "capture");
  gtk_widget_set_tooltip_text (button, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
  g_object_set_data (G_OBJECT (button), "mancala-move", GUINT_TO_POINTER (n));
  g_signal_connect (button, "clicked", G_CALLBACK (move_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->open_row), button);
  g_ptr_array_add (self->buttons, button);

  if (!mancala_game_record_continues_turn (move->house, move->flags))
    self->open_row = NULL;

  if ((move->flags & MANCALA_MOVE_ROUND_CHANGE) && !(move->flags & MANCALA_MOVE_GAME_OVER))
    {
      g_autofree char *round = NULL;
      GtkWidget *label;

      self->round++;
      /* Translators: a row of the move list where a Congkak round begins. */
      round = g_strdup_printf (_("Round %u"), self->round);
      label = gtk_label_new (round);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_margin_top (label, 6);
      gtk_box_append (GTK_BOX (add_row (self)), label);
    }
}

static void
clear_rows (MancalaMoveList *self)
{
  GtkListBoxRow *row;

  /* Row 0 is the start. */
  while ((row = gtk_list_box_get_row_at_index (self->list_box, 1)) != NULL)
    gtk_list_box_remove (self->list_box, GTK_WIDGET (row));

  g_ptr_array_set_size (self->buttons, 0);
  g_array_set_size (self->moves, 0);
  self->open_row = NULL;
  self->round = 1;
}

static gboolean
same_move (const MancalaMove *a,
           const MancalaMove *b)
{
  return a->side == b->side && a->house == b->house && a->flags == b->flags;
}

static void
scroll_to_current_cb (gpointer data)
{
  MancalaMoveList *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  GtkWidget *target = self->current == 0 ? GTK_WIDGET (self->start_button)
                                         : g_ptr_array_index (self->buttons, self->current - 1);
  graphene_rect_t bounds;
  double value, page;

  self->scroll_id = 0;

  if (!gtk_widget_compute_bounds (target, GTK_WIDGET (self->list_box), &bounds))
    return;

  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);

  /* The smallest scroll that shows the whole button. */
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
queue_scroll (MancalaMoveList *self)
{
  /* The new rows have no place yet: scroll once they are laid out. */
  if (self->scroll_id == 0)
    self->scroll_id = g_timeout_add_once (50, scroll_to_current_cb, self);
}

static void
mancala_move_list_dispose (GObject *object)
{
  MancalaMoveList *self = MANCALA_MOVE_LIST (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), MANCALA_TYPE_MOVE_LIST);

  G_OBJECT_CLASS (mancala_move_list_parent_class)->dispose (object);
}

static void
mancala_move_list_finalize (GObject *object)
{
  MancalaMoveList *self = MANCALA_MOVE_LIST (object);

  g_array_unref (self->moves);
  g_ptr_array_unref (self->buttons);

  G_OBJECT_CLASS (mancala_move_list_parent_class)->finalize (object);
}

static void
mancala_move_list_class_init (MancalaMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_move_list_dispose;
  object_class->finalize = mancala_move_list_finalize;

  signals[SIGNAL_MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, MancalaMoveList, scrolled);
  gtk_widget_class_bind_template_child (widget_class, MancalaMoveList, list_box);
  gtk_widget_class_bind_template_child (widget_class, MancalaMoveList, start_button);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
}

static void
mancala_move_list_init (MancalaMoveList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->moves = g_array_new (FALSE, FALSE, sizeof (MancalaMove));
  self->buttons = g_ptr_array_new ();
  self->round = 1;
  gtk_widget_add_css_class (GTK_WIDGET (self->start_button), "current");
}

GtkWidget *
mancala_move_list_new (void)
{
  return g_object_new (MANCALA_TYPE_MOVE_LIST, NULL);
}

void
mancala_move_list_set_moves (MancalaMoveList    *self,
                             const MancalaRules *rules,
                             const GArray       *moves)
{
  guint keep = 0;

  g_return_if_fail (MANCALA_IS_MOVE_LIST (self));
  g_return_if_fail (rules != NULL && moves != NULL);

  if (mancala_rules_equal (rules, &self->rules))
    while (keep < self->moves->len && keep < moves->len &&
           same_move (&g_array_index (self->moves, MancalaMove, keep),
                      &g_array_index (moves, MancalaMove, keep)))
      keep++;

  /* Only a list that grew keeps its rows; anything else is redrawn. */
  if (keep < self->moves->len)
    clear_rows (self);
  self->rules = *rules;

  for (guint i = self->moves->len; i < moves->len; i++)
    {
      append_move (self, &g_array_index (moves, MancalaMove, i));
      g_array_append_val (self->moves, g_array_index (moves, MancalaMove, i));
    }

  if (self->current > self->buttons->len)
    mancala_move_list_set_current (self, self->buttons->len);
}

void
mancala_move_list_set_current (MancalaMoveList *self,
                               guint            n)
{
  GtkWidget *old;
  GtkWidget *target;

  g_return_if_fail (MANCALA_IS_MOVE_LIST (self));

  n = MIN (n, self->buttons->len);
  old = self->current == 0 || self->current > self->buttons->len
        ? GTK_WIDGET (self->start_button) : g_ptr_array_index (self->buttons, self->current - 1);
  target = n == 0 ? GTK_WIDGET (self->start_button) : g_ptr_array_index (self->buttons, n - 1);

  gtk_widget_remove_css_class (old, "current");
  gtk_widget_add_css_class (target, "current");
  self->current = n;
  queue_scroll (self);
}

guint
mancala_move_list_get_current (MancalaMoveList *self)
{
  g_return_val_if_fail (MANCALA_IS_MOVE_LIST (self), 0);

  return self->current;
}

GtkWidget *
mancala_move_list_get_button (MancalaMoveList *self,
                              guint            n)
{
  g_return_val_if_fail (MANCALA_IS_MOVE_LIST (self), NULL);

  if (n == 0 || n > self->buttons->len)
    return NULL;
  return g_ptr_array_index (self->buttons, n - 1);
}

void
mancala_move_list_set_mistakes (MancalaMoveList *self,
                                const guint     *mistakes,
                                guint            n)
{
  g_return_if_fail (MANCALA_IS_MOVE_LIST (self));

  for (guint i = 0; i < self->buttons->len; i++)
    gtk_widget_remove_css_class (g_ptr_array_index (self->buttons, i), "mistake");

  for (guint i = 0; i < n; i++)
    if (mistakes[i] >= 1 && mistakes[i] <= self->buttons->len)
      gtk_widget_add_css_class (g_ptr_array_index (self->buttons, mistakes[i] - 1), "mistake");
}
