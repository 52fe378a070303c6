/* mancala-window-record.c
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

/* Save As…, Open…, Copy Game and Paste Game: the game as a record in the
 * notation of docs/notation.md. The file choosers are portals in the
 * Flatpak sandbox (GtkFileChooserNative); the autosave is not touched.
 */

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mancala-game-file.h"
#include "mancala-rules-text.h"
#include "mancala-window-private.h"

#define MIME_TYPE "application/x-mancala"

static void
toast (MancalaWindow *self,
       const char    *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static char *
dup_record_text (MancalaWindow *self)
{
  g_autoptr(MancalaGameRecord) record = mancala_game_dup_record (self->game);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  record->date = g_date_time_format (now, "%Y.%m.%d");
  return mancala_game_record_to_string (record);
}

static GtkFileFilter *
new_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Mancala Games"));
  gtk_file_filter_add_mime_type (filter, MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "mancala");
  return filter;
}

/* Loading, shared by Open, Paste Game and files given to the program. */

static void
load_answered_cb (MancalaWindow *self,
                  gboolean       discard,
                  gpointer       user_data)
{
  MancalaGameRecord *record = user_data;
  g_autoptr(GError) error = NULL;

  if (discard)
    {
      if (!mancala_game_load_record (self->game, record, G_MAXUINT, &error))
        {
          toast (self, error->message);
        }
      else
        {
          /* Preferences show the rules of the game in progress. */
          self->syncing_rules = TRUE;
          mancala_settings_set_rules (self->settings, mancala_game_get_rules (self->game));
          self->syncing_rules = FALSE;
        }
    }

  mancala_game_record_free (record);
}

/* @name: what to call the source in an error ("game.mancala", "the
 * clipboard").
 */
static void
load_text (MancalaWindow *self,
           const char    *text,
           gssize         length,
           const char    *name)
{
  g_autoptr(GError) error = NULL;
  MancalaGameRecord *record = mancala_game_record_parse (text, length, &error);

  if (record == NULL)
    {
      /* Translators: e.g. "“game.mancala” is not a game: line 3: …". */
      g_autofree char *message = g_strdup_printf (_("“%s” is not a game: %s"), name,
                                                  error->message);

      toast (self, message);
      return;
    }

  mancala_window_ask_discard (self, NULL, _("The game opened replaces it."),
                              load_answered_cb, record);
}

/* A file is read to at most one byte more than a record may hold, so a
 * huge file, a device or a pipe given as the game is refused without
 * reading it all (g_file_load_contents() would read /dev/zero forever).
 */
typedef struct
{
  MancalaWindow *window;
  GFile         *file;
  GInputStream  *stream;
  char          *buffer;
} FileLoad;

static void
file_load_free (FileLoad *load)
{
  g_object_unref (load->window);
  g_object_unref (load->file);
  g_clear_object (&load->stream);
  g_free (load->buffer);
  g_free (load);
}

static void
file_load_failed (FileLoad     *load,
                  const GError *error)
{
  g_autofree char *name = g_file_get_basename (load->file);
  /* Translators: e.g. "Could not open “game.mancala”: No such file". */
  g_autofree char *message = g_strdup_printf (_("Could not open “%s”: %s"), name,
                                              error->message);

  toast (load->window, message);
  file_load_free (load);
}

static void
file_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  FileLoad *load = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;

  if (!g_input_stream_read_all_finish (G_INPUT_STREAM (source), result, &length, &error))
    {
      file_load_failed (load, error);
      return;
    }

  name = g_file_get_basename (load->file);
  if (length > MANCALA_GAME_RECORD_MAX_SIZE)
    {
      g_autoptr(GFileInfo) info = NULL;
      goffset size = (goffset) length;
      g_autofree char *size_text = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *message = NULL;

      /* Tell the file's real size, when it has one (a pipe has not). */
      info = g_file_input_stream_query_info (G_FILE_INPUT_STREAM (load->stream),
                                             G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
      if (info != NULL && g_file_info_get_size (info) > size)
        size = g_file_info_get_size (info);
      size_text = g_format_size (size);
      /* Translators: %u is a number of KiB, %s a size such as "2.1 MB". */
      reason = g_strdup_printf (_("a game record is at most %u KiB; this one is %s"),
                                MANCALA_GAME_RECORD_MAX_SIZE / 1024, size_text);
      /* Translators: e.g. "“game.mancala” is not a game: line 3: …". */
      message = g_strdup_printf (_("“%s” is not a game: %s"), name, reason);
      toast (load->window, message);
    }
  else
    {
      load_text (load->window, load->buffer, (gssize) length, name);
    }

  g_input_stream_close (load->stream, NULL, NULL);
  file_load_free (load);
}

static void
file_opened_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  FileLoad *load = user_data;
  g_autoptr(GError) error = NULL;

  load->stream = G_INPUT_STREAM (g_file_read_finish (G_FILE (source), result, &error));
  if (load->stream == NULL)
    {
      file_load_failed (load, error);
      return;
    }

  load->buffer = g_malloc (MANCALA_GAME_RECORD_MAX_SIZE + 1);
  g_input_stream_read_all_async (load->stream, load->buffer, MANCALA_GAME_RECORD_MAX_SIZE + 1,
                                 G_PRIORITY_DEFAULT, NULL, file_read_cb, load);
}

void
mancala_window_open_file (MancalaWindow *self,
                          GFile         *file)
{
  FileLoad *load;

  g_return_if_fail (MANCALA_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load = g_new0 (FileLoad, 1);
  load->window = g_object_ref (self);
  load->file = g_object_ref (file);
  g_file_read_async (file, G_PRIORITY_DEFAULT, NULL, file_opened_cb, load);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  MancalaWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        mancala_window_open_file (self, file);
    }

  g_object_unref (dialog);
}

static void
open_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saving. */

static void
file_saved_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(MancalaWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));
  g_autofree char *message = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    /* Translators: e.g. "Could not save “game.mancala”: Permission denied". */
    message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);
  else
    /* Translators: %s is a file name. */
    message = g_strdup_printf (_("Game saved as “%s”"), name);

  toast (self, message);
}

void
_mancala_window_save_to_file (MancalaWindow *self,
                              GFile         *file)
{
  g_autofree char *text = dup_record_text (self);
  GBytes *bytes = g_bytes_new_take (text, strlen (text));

  g_steal_pointer (&text);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, file_saved_cb, g_object_ref (self));
  g_bytes_unref (bytes);
}

static void
save_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  MancalaWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        _mancala_window_save_to_file (self, file);
    }

  g_object_unref (dialog);
}

static void
save_as_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  /* Translators: the suggested file name: the game's name and the date. */
  name = g_strdup_printf (_("%s %s.mancala"),
                          mancala_variant_get_title (mancala_game_get_rules (self->game)->variant),
                          date);

  chooser = gtk_file_chooser_native_new (_("Save the Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The clipboard. */

static void
copy_game_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  MancalaWindow *self = MANCALA_WINDOW (widget);
  g_autofree char *text = dup_record_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast (self, _("Game copied: paste it in a message, or in Mancala with Paste Game"));
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(MancalaWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      toast (self, _("The clipboard holds no text to paste"));
      return;
    }

  load_text (self, text, -1, _("The pasted text"));
}

static void
paste_game_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read_cb,
                                 g_object_ref (widget));
}

void
_mancala_window_class_record_init (MancalaWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_cb);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_cb);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_cb);
  gtk_widget_class_install_action (widget_class, "win.paste-game", NULL, paste_game_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.paste-game", NULL);
}
