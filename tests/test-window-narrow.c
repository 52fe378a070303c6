/* test-window-narrow.c
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

/* The window on a phone: it can be 360 px wide (with the worst window
 * controls, minimize, maximize and close), and there the header bar shows
 * the short New Game button and the main menu takes Advice and Pause; a
 * wide window shows the long forms and an ordinary menu. Each size is
 * rendered, light and dark, to window-<width>x<height>-<style>.png.
 */

#include "config.h"

#include "window-test-util.h"

/* The buttons for @action in the window, in widget order. */
static void
find_buttons (GtkWidget  *widget,
              const char *action,
              GPtrArray  *found)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_buttons (child, action, found);
}

/* How many of the buttons for @action a player sees. */
static guint
count_shown (MancalaWindow *window,
             const char    *action)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  guint n = 0;

  find_buttons (GTK_WIDGET (window), action, found);
  for (guint i = 0; i < found->len; i++)
    n += gtk_widget_get_mapped (g_ptr_array_index (found, i));

  return n;
}

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_strcmp0 (name, action) == 0)
        return TRUE;

      section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }

  return FALSE;
}

static gboolean
main_menu_has (MancalaWindow *window,
               const char    *action)
{
  GtkWidget *button = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);

  g_assert_nonnull (button);
  return menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), action);
}

static MancalaWindow *
create_sized_window (int width,
                     int height)
{
  MancalaWindow *window = mancala_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  return window;
}

static void
test_narrow_minimum_width (void)
{
  MancalaWindow *window;
  int minimum;

  reset_settings ();
  window = create_sized_window (960, 600);

  /* Whatever the window shows now, it can be made phone-sized. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);
  g_test_message ("Minimum width: %d px", minimum);
  g_assert_cmpint (minimum, <=, 360);

  /* Two computers show the Pause button too. */
  g_settings_set_string (settings, "south-player", "computer");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);
  g_test_message ("Minimum width with two computers: %d px", minimum);
  g_assert_cmpint (minimum, <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
check_size (int      width,
            int      height,
            gboolean dark)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *name = g_strdup_printf ("window-%dx%d-%s.png", width, height,
                                           dark ? "dark" : "light");
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GdkTexture) texture = NULL;
  MancalaWindow *window;
  gboolean narrow = width < 500;

  reset_settings ();
  adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = create_sized_window (width, height);
  g_test_message ("%s: %d x %d", name, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);

  /* One New Game button shown, whichever form; Undo and Redo always. */
  g_assert_cmpuint (count_shown (window, "win.choose-game"), ==, 1);
  g_assert_cmpuint (count_shown (window, "game.undo"), ==, 1);
  g_assert_cmpuint (count_shown (window, "game.redo"), ==, 1);

  /* Advice is in the header bar, or else in the main menu. */
  g_assert_cmpuint (count_shown (window, "game.advice"), ==, narrow ? 0 : 1);
  g_assert_true (main_menu_has (window, "game.advice") == narrow);
  g_assert_true (main_menu_has (window, "game.pause") == narrow);
  g_assert_true (main_menu_has (window, "win.sound"));

  texture = render_widget (GTK_WIDGET (window));
  g_assert_true (gdk_texture_save_to_png (texture, path));

  /* The phone's main menu, open, for the eye: Advice is at its top. */
  if (narrow)
    {
      GtkMenuButton *menu = GTK_MENU_BUTTON (find_child_of_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON));
      GtkPopover *popover;
      g_autoptr(GdkTexture) menu_texture = NULL;
      g_autofree char *menu_name = g_strdup_printf ("window-%dx%d-%s-menu.png", width, height,
                                                    dark ? "dark" : "light");
      g_autofree char *menu_path = g_test_build_filename (G_TEST_BUILT, menu_name, NULL);

      gtk_menu_button_popup (menu);
      popover = gtk_menu_button_get_popover (menu);
      spin (100);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (popover));
      menu_texture = render_widget (GTK_WIDGET (popover));
      g_assert_true (gdk_texture_save_to_png (menu_texture, menu_path));
      gtk_menu_button_popdown (menu);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_narrow_sizes (void)
{
  static const int sizes[][2] = { { 360, 640 }, { 412, 915 }, { 768, 1024 }, { 1280, 800 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      check_size (sizes[i][0], sizes[i][1], FALSE);
      check_size (sizes[i][0], sizes[i][1], TRUE);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  /* The widest window controls a desktop can ask for. */
  g_object_set (gtk_settings_get_default (),
                "gtk-decoration-layout", "menu:minimize,maximize,close", NULL);

  g_test_add_func ("/mancala/window/narrow/minimum-width", test_narrow_minimum_width);
  g_test_add_func ("/mancala/window/narrow/sizes", test_narrow_sizes);

  return window_test_run ();
}
