/* mancala-application.c
 *
 * Copyright 2026 The Mancala developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mancala-application"

#include "config.h"

#include "mancala-application.h"

#include "mancala-window.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>

#define WEBSITE "https://github.com/mancala/mancala"

struct _MancalaApplication
{
  AdwApplication parent_instance;

  guint          sigint_id;
  guint          sigterm_id;
};

G_DEFINE_FINAL_TYPE (MancalaApplication, mancala_application, ADW_TYPE_APPLICATION)

/* Accelerators of window actions live here too, so that menus and the
 * Keyboard Shortcuts window show the same keys that work.
 */
static const struct {
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.help", { "F1", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
  { "win.choose-game", { "<Control>n", NULL } },
  { "game.undo", { "<Control>z", NULL } },
  { "game.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "game.advice", { "<Control>h", NULL } },
  { "game.pause", { "<Control>p", "Pause", NULL } },
  { "window.close", { "<Control>w", NULL } },
};

static GtkWindow *
get_window (MancalaApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      window = GTK_WINDOW (mancala_window_new (self));
    }

  return window;
}

static void
quit_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  MancalaApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Closing (not destroying) lets each window save its size and game. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
}

static void
about_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  MancalaApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = {
    "The Mancala developers",
    NULL
  };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Mancala"),
                        "application-icon", APPLICATION_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Mancala developers"),
                        "developers", developers,
                        /* Translators: put your names here, one per line. */
                        "translator-credits", _("translator-credits"),
                        "copyright", "© 2026 The Mancala developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", WEBSITE,
                        "issue-url", WEBSITE "/issues",
                        "comments", _("Sow, capture and outwit the computer in Kalah, "
                                      "Oware and Congkak, three games of the ancient "
                                      "mancala family."),
                        NULL);

  /* The full rules are in the Rules window (F1); these are the
   * background reading.
   */
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("_Rules of Kalah"),
                             "https://en.wikipedia.org/wiki/Kalah");
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("Rules of _Oware"),
                             "https://en.wikipedia.org/wiki/Oware");
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("Rules of _Congkak"),
                             "https://en.wikipedia.org/wiki/Congkak");

  gtk_window_present (GTK_WINDOW (about));
}

static void
activate_window_action (MancalaApplication *self,
                        const char         *action)
{
  GtkWindow *window = get_window (self);

  gtk_window_present (window);
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
}

static void
help_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  activate_window_action (user_data, "win.show-rules");
}

static void
preferences_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  activate_window_action (user_data, "win.show-preferences");
}

static gboolean
quit_signal_cb (gpointer user_data)
{
  /* Ctrl+C in a terminal or the end of the session closes the windows
   * as Quit does, so their size is kept.
   */
  g_action_group_activate_action (G_ACTION_GROUP (user_data), "quit", NULL);

  return G_SOURCE_CONTINUE;
}

static const GActionEntry app_actions[] = {
  { "quit", quit_cb },
  { "about", about_cb },
  { "help", help_cb },
  { "preferences", preferences_cb },
};

static void
mancala_application_activate (GApplication *app)
{
  MancalaApplication *self = MANCALA_APPLICATION (app);
  gboolean first = gtk_application_get_active_window (GTK_APPLICATION (self)) == NULL;
  GtkWindow *window = get_window (self);

  gtk_window_present (window);

  /* As GNOME's games do, a start without a game to go on with opens on
   * the New Game page.
   */
  if (first && !mancala_window_has_game_in_progress (MANCALA_WINDOW (window)))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL);
}

/* `mancala game.mancala`, or a file opened from the file manager. */
static void
mancala_application_open (GApplication  *app,
                          GFile        **files,
                          int            n_files,
                          const char    *hint)
{
  MancalaApplication *self = MANCALA_APPLICATION (app);
  GtkWindow *window = get_window (self);

  gtk_window_present (window);

  /* One game at a time: the last file wins, as in a viewer. */
  if (n_files > 0)
    mancala_window_open_file (MANCALA_WINDOW (window), files[n_files - 1]);
}

static void
mancala_application_startup (GApplication *app)
{
  MancalaApplication *self = MANCALA_APPLICATION (app);

  /* AdwApplication loads style.css and GtkApplication the Keyboard
   * Shortcuts window from the resource base path during startup.
   */
  G_APPLICATION_CLASS (mancala_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APPLICATION_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accelerators[i].action,
                                           accelerators[i].accels);

  self->sigint_id = g_unix_signal_add (SIGINT, quit_signal_cb, self);
  self->sigterm_id = g_unix_signal_add (SIGTERM, quit_signal_cb, self);
}

static void
mancala_application_shutdown (GApplication *app)
{
  MancalaApplication *self = MANCALA_APPLICATION (app);

  g_clear_handle_id (&self->sigint_id, g_source_remove);
  g_clear_handle_id (&self->sigterm_id, g_source_remove);

  G_APPLICATION_CLASS (mancala_application_parent_class)->shutdown (app);
}

static void
mancala_application_class_init (MancalaApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = mancala_application_activate;
  app_class->open = mancala_application_open;
  app_class->startup = mancala_application_startup;
  app_class->shutdown = mancala_application_shutdown;
}

static void
mancala_application_init (MancalaApplication *self)
{
}

MancalaApplication *
mancala_application_new (void)
{
  return g_object_new (MANCALA_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/mancala/Mancala",
                       NULL);
}
