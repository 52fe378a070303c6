/* mancala-window-discard.c
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

/* The one question asked before a game in progress is thrown away. New
 * Game, a rule changed in Preferences and the New Game page all ask it
 * through mancala_window_ask_discard(), so the player meets the same
 * words and the same buttons wherever a game can be lost.
 */

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include "mancala-window-private.h"

#include <glib/gi18n.h>

typedef struct
{
  MancalaDiscardCallback callback;
  gpointer               user_data;
} Question;

gboolean
mancala_window_has_game_in_progress (MancalaWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_WINDOW (self), FALSE);

  return mancala_game_get_move_list (self->game)->len > 0 &&
         !mancala_game_is_over (self->game);
}

static void
discard_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     MancalaWindow    *self)
{
  Question *question = g_object_steal_data (G_OBJECT (dialog), "mancala-question");

  if (question == NULL)
    return;

  question->callback (self, g_strcmp0 (response, "discard") == 0, question->user_data);
  g_free (question);
}

gboolean
mancala_window_ask_discard (MancalaWindow          *self,
                            GtkWindow              *parent,
                            const char             *reason,
                            MancalaDiscardCallback  callback,
                            gpointer                user_data)
{
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  Question *question;

  g_return_val_if_fail (MANCALA_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), FALSE);
  g_return_val_if_fail (callback != NULL, FALSE);

  if (self->discard_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->discard_dialog));
      return FALSE;
    }

  if (!mancala_window_has_game_in_progress (self))
    {
      callback (self, TRUE, user_data);
      return TRUE;
    }

  /* Ask over the window the player is looking at. */
  if (parent == NULL)
    {
      parent = GTK_WINDOW (self);
      if (self->preferences_window != NULL && gtk_widget_get_visible (GTK_WIDGET (self->preferences_window)))
        parent = self->preferences_window;
    }

  if (reason != NULL)
    /* Translators: why a new game is needed ("The new rules need a new
     * game."), then what it costs.
     */
    body = g_strdup_printf (_("%s The game in progress will be lost."), reason);
  else
    body = g_strdup (_("The game in progress will be lost."));

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Start a New Game?"), body));
  self->discard_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->discard_dialog);

  adw_message_dialog_add_responses (dialog,
                                    "keep", _("_Keep Playing"),
                                    "discard", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  /* Enter and Escape keep the game: losing it takes a deliberate choice. */
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");

  question = g_new0 (Question, 1);
  question->callback = callback;
  question->user_data = user_data;
  /* Freed by the answer; a dialog destroyed unanswered (the window
   * closing) drops it without calling back.
   */
  g_object_set_data_full (G_OBJECT (dialog), "mancala-question", question, g_free);

  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return TRUE;
}
