/* window-test-util.c
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

/* What the window tests share: the set-up of GTK and of a fresh state
 * directory, waiting on the main loop, finding widgets and rendering.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "window-test-util.h"

GSettings *settings;
static char *state_dir;

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, at most @seconds. */
gboolean
wait_until (gboolean (*done) (MancalaWindow *),
            MancalaWindow *window,
            double         seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add ((guint) (seconds * 1000), timeout_cb, &timed_out);

  while (!done (window) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  return done (window);
}

void
spin (guint ms)
{
  gboolean timed_out = FALSE;

  g_timeout_add (ms, timeout_cb, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
}

gboolean
is_human_turn (MancalaWindow *window)
{
  MancalaGame *game = mancala_window_get_game (window);

  return mancala_game_is_human_turn (game) && !mancala_game_is_thinking (game) &&
         !mancala_board_get_animating (mancala_window_get_board (window));
}

gboolean
has_advice (MancalaWindow *window)
{
  return mancala_board_get_highlight_move (mancala_window_get_board (window)) != 0;
}

gboolean
is_over (MancalaWindow *window)
{
  return mancala_game_is_over (mancala_window_get_game (window));
}

void
reset_settings (void)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  g_autofree char *saved = g_build_filename (g_get_user_state_dir (), "mancala",
                                             "saved-game.json", NULL);

  /* Each test starts from its own settings, not from the game the last
   * one left: a restored game would bring its own rules back.
   */
  g_unlink (saved);

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  /* Tests wait for the computer, not for animations. */
  g_settings_set_string (settings, "animation-speed", "instant");
}

MancalaWindow *
create_window (void)
{
  MancalaWindow *window = mancala_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  /* Two computers may have moved meanwhile: then New Game asks first. */
  new_game (window);

  return window;
}

/* Starts a new game as the player would, answering "New Game" when the
 * window asks first.
 */
void
new_game (MancalaWindow *window)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_message_dialog ();
  if (dialog != NULL)
    {
      respond (dialog, "_New Game");
      spin (10);
    }
}

void
play_house (MancalaWindow *window,
            guint          house)
{
  MancalaBoard *board = mancala_window_get_board (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.play-house", "u", house));
}

GtkWidget *
find_button (GtkWidget  *widget,
             const char *action)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The header bar's buttons follow their action's state. */
gboolean
action_enabled (MancalaWindow *window,
                const char    *action)
{
  GtkWidget *button = find_button (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return ADW_MESSAGE_DIALOG (item);
    }

  return NULL;
}

GtkWidget *
find_button_with_label (GtkWidget  *widget,
                        const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_label (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Clicks a response button, as a player would. */
void
respond (AdwMessageDialog *dialog,
         const char       *label)
{
  GtkWidget *button = find_button_with_label (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

GtkWindow *
find_window_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return GTK_WINDOW (item);
    }

  return NULL;
}

guint
count_windows_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type) && gtk_widget_get_visible (GTK_WIDGET (item)))
        n++;
    }

  return n;
}

gboolean
find_label_containing (GtkWidget  *widget,
                       const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_label_containing (child, text))
      return TRUE;

  return FALSE;
}

GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  int width = 0, height = 0;

  /* On a starved machine a window just presented can still be without
   * its size or its first frame (seen once in CI): draw until it has both.
   */
  for (guint tries = 0; node == NULL && tries < 50; tries++)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      if (tries > 0)
        gtk_test_widget_wait_for_draw (widget);
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);

  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

GtkWidget *
find_child_of_type (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child_of_type (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

void
save_window (GtkWindow  *window,
             const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  texture = render_widget (GTK_WIDGET (window));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

gboolean
is_thinking_or_human (MancalaWindow *window)
{
  return is_human_turn (window) || is_over (window);
}

static void
delete_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        delete_tree (child);
      else
        g_unlink (child);
    }

  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (path);
}

gboolean
window_test_init (int    *argc,
                  char ***argv)
{
  g_autoptr(GtkCssProvider) css = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    return FALSE;

  /* The saved game and statistics go to a fresh directory. */
  state_dir = g_dir_make_tmp ("mancala-test-window-XXXXXX", NULL);
  g_assert_nonnull (state_dir);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", state_dir, TRUE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* What MancalaApplication does at startup. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/mancala/Mancala/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/mancala/Mancala/icons");

  settings = g_settings_new (APPLICATION_ID);

  return TRUE;
}

int
window_test_run (void)
{
  int result = g_test_run ();

  g_clear_object (&settings);
  delete_tree (state_dir);
  g_clear_pointer (&state_dir, g_free);

  return result;
}
