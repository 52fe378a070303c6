/* mancala-window-actions.c
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

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include "mancala-window-private.h"

#include "mancala-new-game-dialog.h"
#include "mancala-preferences-window.h"
#include "mancala-rules-window.h"
#include "mancala-statistics-window.h"

#include <glib/gi18n.h>

static void
new_game_answered_cb (MancalaWindow *self,
                      gboolean       discard,
                      gpointer       user_data)
{
  if (discard)
    _mancala_window_new_game (self);
}

static void
new_game_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  mancala_window_ask_discard (MANCALA_WINDOW (widget), NULL, NULL, new_game_answered_cb, NULL);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  mancala_game_undo (MANCALA_WINDOW (widget)->game);
}

static void
redo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  mancala_game_redo (MANCALA_WINDOW (widget)->game);
}

static void
advice_ready_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(MancalaWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;
  guint move;

  move = mancala_game_request_advice_finish (MANCALA_GAME (object), result, &error);

  /* A late answer belongs to a position that is gone. */
  if (move == MANCALA_MOVE_NONE || self->game == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("No advice: %s", error != NULL ? error->message : "no move");
      return;
    }

  if (move == MANCALA_MOVE_SWAP)
    {
      note = g_strdup (_("Advice: swap sides."));
      gtk_widget_grab_focus (GTK_WIDGET (self->swap_button));
    }
  else
    {
      /* Translators: the advised move; the board highlights the house too. */
      note = g_strdup_printf (_("Advice: play house %u."), move);
      mancala_board_set_highlight_move (self->board, move);
    }

  /* The advice replaces the status; it implies whose turn it is. */
  g_free (self->move_note);
  self->move_note = g_steal_pointer (&note);
  self->note_is_turn = TRUE;
  gtk_label_set_label (self->status_label, self->move_note);
}

static void
advice_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);

  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
  self->advice_cancellable = g_cancellable_new ();

  mancala_game_request_advice (self->game, self->advice_cancellable,
                               advice_ready_cb, g_object_ref (self));
}

static void
swap_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!mancala_game_play (self->game, MANCALA_MOVE_SWAP, &error))
    g_debug ("No swap: %s", error->message);
}

static void
pause_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);

  mancala_game_set_paused (self->game, !mancala_game_get_paused (self->game));
}

/* Each of these windows opens once; asking again brings it forward. */
static void
present_window (MancalaWindow  *self,
                GtkWindow     **slot,
                GtkWindow      *created)
{
  if (*slot == NULL)
    {
      *slot = created;
      g_object_add_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
      gtk_window_set_transient_for (*slot, GTK_WINDOW (self));
    }
  else if (created != NULL)
    {
      gtk_window_destroy (created);
    }

  gtk_window_present (*slot);
}

static gboolean
destroy_later_cb (gpointer user_data)
{
  gtk_window_destroy (user_data);
  return G_SOURCE_REMOVE;
}

static void
start_answered_cb (MancalaWindow *self,
                   gboolean       discard,
                   gpointer       user_data)
{
  MancalaNewGameDialog *dialog = MANCALA_NEW_GAME_DIALOG (self->new_game_dialog);
  MancalaNewGameChoice choice;

  /* Kept: the page stays open, the game goes on behind it. */
  if (!discard || dialog == NULL)
    return;

  /* The game first, then the settings: they then agree with the game in
   * progress, and nothing asks a second time.
   */
  mancala_new_game_dialog_get_choice (dialog, &choice);
  mancala_game_new_game (self->game, &choice.rules,
                         choice.kinds[MANCALA_SOUTH], choice.levels[MANCALA_SOUTH],
                         choice.kinds[MANCALA_NORTH], choice.levels[MANCALA_NORTH]);
  mancala_new_game_dialog_save (dialog);

  /* The question over the page is still answering: the page goes from
   * the screen now, and is destroyed once the question is gone.
   */
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_later_cb, g_object_ref (dialog), g_object_unref);
}

static void
new_game_dialog_start_cb (MancalaWindow        *self,
                          MancalaNewGameDialog *dialog)
{
  mancala_window_ask_discard (self, GTK_WINDOW (dialog), NULL, start_answered_cb, NULL);
}

static void
choose_game_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  MancalaNewGameDialog *dialog = NULL;

  if (self->new_game_dialog == NULL)
    {
      dialog = mancala_new_game_dialog_new (self->settings);
      g_signal_connect_object (dialog, "start",
                               G_CALLBACK (new_game_dialog_start_cb), self, G_CONNECT_SWAPPED);
    }

  present_window (self, &self->new_game_dialog, GTK_WINDOW (dialog));
}

static void
show_preferences_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);

  present_window (self, &self->preferences_window,
                  self->preferences_window != NULL ? NULL
                  : GTK_WINDOW (mancala_preferences_window_new (self->settings)));
}

static void
show_rules_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  const MancalaRules *rules = mancala_game_get_rules (self->game);

  /* It lists the options of the game in progress: rebuilt when they changed. */
  if (self->rules_window != NULL &&
      !mancala_rules_equal (rules, mancala_rules_window_get_rules (MANCALA_RULES_WINDOW (self->rules_window))))
    gtk_window_destroy (self->rules_window);

  present_window (self, &self->rules_window,
                  self->rules_window != NULL ? NULL : GTK_WINDOW (mancala_rules_window_new (rules)));
}

static void
show_statistics_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);

  present_window (self, &self->statistics_window,
                  self->statistics_window != NULL ? NULL
                  : GTK_WINDOW (mancala_statistics_window_new (self->statistics)));
}

void
_mancala_window_update_actions (MancalaWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  MancalaGame *game = self->game;
  gboolean over, human_turn, two_computers, can_swap;
  const char *pause_label;

  if (game == NULL)
    return;

  over = mancala_game_is_over (game);
  human_turn = mancala_game_is_human_turn (game);
  two_computers = mancala_game_get_player_kind (game, MANCALA_SOUTH) == MANCALA_PLAYER_COMPUTER &&
                  mancala_game_get_player_kind (game, MANCALA_NORTH) == MANCALA_PLAYER_COMPUTER;
  can_swap = human_turn && mancala_game_is_legal (game, MANCALA_MOVE_SWAP);

  gtk_widget_action_set_enabled (widget, "game.undo", mancala_game_can_undo (game));
  gtk_widget_action_set_enabled (widget, "game.redo", mancala_game_can_redo (game));
  gtk_widget_action_set_enabled (widget, "game.advice", human_turn && !over);
  gtk_widget_action_set_enabled (widget, "game.swap", can_swap);
  gtk_widget_action_set_enabled (widget, "game.pause", two_computers && !over);

  gtk_widget_set_visible (GTK_WIDGET (self->swap_button), can_swap);
  gtk_widget_set_visible (GTK_WIDGET (self->pause_button), two_computers && !over);

  pause_label = mancala_game_get_paused (game) ? _("Resume") : _("Pause");
  gtk_button_set_icon_name (self->pause_button,
                            mancala_game_get_paused (game) ? "media-playback-start-symbolic"
                                                           : "media-playback-pause-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->pause_button), pause_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, pause_label,
                                  -1);
}

void
_mancala_window_class_actions_init (MancalaWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The accelerators are set on the application (mancala-application.c),
   * so menus and the Keyboard Shortcuts window show them.
   */
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_cb);
  gtk_widget_class_install_action (widget_class, "win.choose-game", NULL, choose_game_cb);
  gtk_widget_class_install_action (widget_class, "win.show-preferences", NULL, show_preferences_cb);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_cb);
  gtk_widget_class_install_action (widget_class, "win.show-statistics", NULL, show_statistics_cb);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_cb);
  gtk_widget_class_install_action (widget_class, "game.advice", NULL, advice_cb);
  gtk_widget_class_install_action (widget_class, "game.swap", NULL, swap_cb);
  gtk_widget_class_install_action (widget_class, "game.pause", NULL, pause_cb);
}
