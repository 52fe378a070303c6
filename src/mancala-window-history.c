/* mancala-window-history.c
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

/* The move list and browsing: the board can show the position after any
 * move of the game, marked "Viewing move 14", not playable, with the
 * computer paused; "Continue from Here" makes it the game. The game
 * itself never changes while browsing, so undo, redo and the autosave
 * work as before.
 */

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-game-file.h"
#include "mancala-history-pane.h"
#include "mancala-move-list.h"
#include "mancala-window-private.h"

static guint
n_moves (MancalaWindow *self)
{
  return mancala_game_get_move_list (self->game)->len;
}

/* The position after @n moves, the move that led to it, and its report. */
static void
replay (MancalaWindow   *self,
        guint            n,
        MancalaPosition *before,
        MancalaPosition *after,
        MancalaReport   *report)
{
  g_autoptr(MancalaGameRecord) record = mancala_game_dup_record (self->game);
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);

  mancala_game_record_replay (record, n > 0 ? n - 1 : 0, before, history, NULL);
  *after = *before;
  if (n > 0)
    mancala_play (&record->rules, after, history, g_array_index (record->moves, guint8, n - 1),
                  report);
}

static void
update_history_actions (MancalaWindow *self)
{
  guint n = n_moves (self);
  guint shown = self->browsing ? self->browse_move : n;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-start", shown > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-previous", shown > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-next", shown < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history-end", self->browsing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-from-here", self->browsing);
}

static void
update_label (MancalaWindow *self)
{
  g_autofree char *text = NULL;

  if (self->browse_move == 0)
    text = g_strdup (_("Viewing the start of the game"));
  else
    /* Translators: the board shows an earlier position of the game. */
    text = g_strdup_printf (_("Viewing move %u of %u"), self->browse_move, n_moves (self));

  gtk_label_set_label (self->history_label, text);
}

static void
stop_browsing (MancalaWindow *self)
{
  if (!self->browsing)
    return;

  self->browsing = FALSE;
  gtk_revealer_set_reveal_child (self->history_revealer, FALSE);
  mancala_game_set_paused (self->game, self->paused_before_browsing);
}

/* Back to the game as it is: the board shows the live position again. */
static void
show_live (MancalaWindow *self)
{
  const GArray *moves = mancala_game_get_move_list (self->game);

  if (!self->browsing)
    return;

  mancala_board_set_position (self->board, mancala_game_get_rules (self->game),
                              mancala_game_get_position (self->game), FALSE);
  if (moves->len > 0)
    {
      const MancalaMove *last = &g_array_index (moves, MancalaMove, moves->len - 1);

      mancala_board_set_last_move (self->board, last->side,
                                   last->house == MANCALA_MOVE_SWAP ? 0 : last->house);
    }
  stop_browsing (self);
  mancala_move_list_set_current (self->move_list, moves->len);
  update_history_actions (self);
  _mancala_window_analysis_refresh (self);
}

void
_mancala_window_browse (MancalaWindow *self,
                        guint          n)
{
  g_autofree MancalaReport *report = NULL;
  MancalaPosition before, after;
  gboolean step = FALSE;

  g_assert (MANCALA_IS_WINDOW (self));

  n = MIN (n, n_moves (self));
  if (n == n_moves (self))
    {
      show_live (self);
      return;
    }

  if (!self->browsing)
    {
      /* The computer waits while a person looks back. */
      self->browsing = TRUE;
      self->paused_before_browsing = mancala_game_get_paused (self->game);
      mancala_game_set_paused (self->game, TRUE);
      gtk_revealer_set_reveal_child (self->history_revealer, TRUE);
    }
  else
    {
      step = n == self->browse_move + 1;
    }

  self->browse_move = n;
  report = g_new0 (MancalaReport, 1);
  replay (self, n, &before, &after, report);

  /* One step forward replays the move, as in the game. */
  mancala_board_set_interactive (self->board, FALSE);
  if (step && n > 0)
    mancala_board_animate_move (self->board, mancala_game_get_rules (self->game),
                                &before, report, &after);
  else
    mancala_board_set_position (self->board, mancala_game_get_rules (self->game), &after, FALSE);

  if (n > 0)
    {
      const MancalaMove *move = &g_array_index (mancala_game_get_move_list (self->game),
                                                MancalaMove, n - 1);

      mancala_board_set_last_move (self->board, move->side,
                                   move->house == MANCALA_MOVE_SWAP ? 0 : move->house);
    }
  else
    {
      mancala_board_set_last_move (self->board, MANCALA_SOUTH, 0);
    }

  update_label (self);
  mancala_move_list_set_current (self->move_list, n);
  update_history_actions (self);
  _mancala_window_analysis_refresh (self);
}

gboolean
_mancala_window_get_browsing (MancalaWindow *self,
                              guint         *n)
{
  g_assert (MANCALA_IS_WINDOW (self));

  if (n != NULL)
    *n = self->browsing ? self->browse_move : n_moves (self);
  return self->browsing;
}

static void
continue_answered_cb (MancalaWindow *self,
                      gboolean       discard,
                      gpointer       user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(MancalaGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  if (!discard || n > n_moves (self))
    return;

  record = mancala_game_dup_record (self->game);
  stop_browsing (self);
  if (!mancala_game_load_record (self->game, record, n, &error))
    g_warning ("Could not continue from move %u: %s", n, error->message);
}

static void
continue_from_here_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  guint n = self->browse_move;
  g_autofree char *reason = NULL;

  if (!self->browsing)
    return;

  reason = g_strdup_printf (g_dngettext (NULL,
                                         "Continuing from move %u drops the move after it.",
                                         "Continuing from move %u drops the %u moves after it.",
                                         n_moves (self) - n),
                            n, n_moves (self) - n);
  mancala_window_ask_discard (self, NULL, reason, continue_answered_cb, GUINT_TO_POINTER (n));
}

static void
history_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  guint shown;

  _mancala_window_get_browsing (self, &shown);

  if (g_str_equal (action_name, "win.history-start"))
    _mancala_window_browse (self, 0);
  else if (g_str_equal (action_name, "win.history-previous") && shown > 0)
    _mancala_window_browse (self, shown - 1);
  else if (g_str_equal (action_name, "win.history-next"))
    _mancala_window_browse (self, shown + 1);
  else if (g_str_equal (action_name, "win.history-end"))
    show_live (self);
}

static void
show_move_list_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  GSettings *gsettings = mancala_settings_get_gsettings (self->settings);

  g_settings_set_boolean (gsettings, "show-move-list",
                          !g_settings_get_boolean (gsettings, "show-move-list"));
}

static void
move_activated_cb (MancalaWindow   *self,
                   guint            n,
                   MancalaMoveList *list)
{
  _mancala_window_browse (self, n);
}

/* After the window's own handlers: any change of the game ends browsing. */
static void
game_changed_cb (MancalaWindow *self)
{
  stop_browsing (self);
  mancala_move_list_set_moves (self->move_list, mancala_game_get_rules (self->game),
                               mancala_game_get_move_list (self->game));
  mancala_move_list_set_current (self->move_list, n_moves (self));
  update_history_actions (self);
  _mancala_window_analysis_refresh (self);
}

void
_mancala_window_class_history_init (MancalaWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (MANCALA_TYPE_HISTORY_PANE);
  g_type_ensure (MANCALA_TYPE_MOVE_LIST);

  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, history_pane);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, history_revealer);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, history_label);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, move_list_button);

  gtk_widget_class_install_action (widget_class, "win.show-move-list", NULL, show_move_list_cb);

  gtk_widget_class_install_action (widget_class, "win.history-start", NULL, history_cb);
  gtk_widget_class_install_action (widget_class, "win.history-previous", NULL, history_cb);
  gtk_widget_class_install_action (widget_class, "win.history-next", NULL, history_cb);
  gtk_widget_class_install_action (widget_class, "win.history-end", NULL, history_cb);
  gtk_widget_class_install_action (widget_class, "win.continue-from-here", NULL,
                                   continue_from_here_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "win.history-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "win.history-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "win.history-start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "win.history-end", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-move-list", NULL);
}

void
_mancala_window_history_init (MancalaWindow *self)
{
  GSettings *gsettings = mancala_settings_get_gsettings (self->settings);

  /* The panel's state is remembered between runs. Bindings, unlike a
   * settings action in the window's map, go away with the widgets.
   */
  g_settings_bind (gsettings, "show-move-list", self->history_pane, "panel-visible",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (gsettings, "show-move-list", self->move_list_button, "active",
                   G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_object (self->move_list, "move-activated",
                           G_CALLBACK (move_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "move-played",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->game, "position-changed",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  game_changed_cb (self);
}
