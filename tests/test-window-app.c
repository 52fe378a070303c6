/* test-window-app.c
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

/* The application and the windows around the main one: the rules,
 * statistics, preferences, About and Keyboard Shortcuts windows, the
 * application's actions and accelerators, and a broken saved game.
 */

#include "config.h"

#include "mancala-application.h"
#include "mancala-rules-window.h"

#include "window-test-util.h"

/* A combo row showing its value as subtitle leaves its value area empty. */
static guint
count_combo_rows_without_value (GtkWidget *widget)
{
  guint n = ADW_IS_COMBO_ROW (widget) && adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_combo_rows_without_value (child);

  return n;
}

static void
test_window_other_windows (void)
{
  static const char *windows[][3] = {
    { "win.show-rules", "MancalaRulesWindow", "rules-window.png" },
    { "win.show-statistics", "MancalaStatisticsWindow", "statistics-window.png" },
    { "win.show-preferences", "MancalaPreferencesWindow", "preferences-window.png" },
  };
  MancalaWindow *window;

  reset_settings ();
  window = create_window ();

  /* Each opens once, without a warning (fatal in tests), and looks right. */
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      GtkWindow *other;

      gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
      spin (50);
      other = find_window_of_type (g_type_from_name (windows[i][1]));
      g_assert_nonnull (other);
      g_assert_true (gtk_window_get_transient_for (other) == GTK_WINDOW (window));
      g_assert_cmpuint (count_combo_rows_without_value (GTK_WIDGET (other)), ==, 0);

      /* Asking again brings the same window forward. */
      gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
      spin (10);
      g_assert_cmpuint (count_windows_of_type (g_type_from_name (windows[i][1])), ==, 1);
      g_assert_true (find_window_of_type (g_type_from_name (windows[i][1])) == other);

      save_window (other, windows[i][2]);
      gtk_window_destroy (other);
    }

  /* Windows left open go with the main window. */
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    gtk_widget_activate_action (GTK_WIDGET (window), windows[i][0], NULL);
  spin (50);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (10);
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    g_assert_null (find_window_of_type (g_type_from_name (windows[i][1])));
}

/* Every ending of Oware is told as the engine plays it: a win by passing
 * half leaves the seeds on the board uncounted.
 */
static void
test_window_oware_endings (void)
{
  MancalaRules rules;
  GtkWindow *window;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
  window = GTK_WINDOW (mancala_rules_window_new (&rules));
  gtk_window_present (window);

  g_assert_true (find_label_containing (GTK_WIDGET (window),
                                        "more than half of the seeds, or both have exactly half; "
                                        "the seeds still in the houses stay on the board"));
  g_assert_true (find_label_containing (GTK_WIDGET (window),
                                        "when a position comes back: then each player captures "
                                        "the seeds left on their side"));

  gtk_window_destroy (window);
}

static void
test_window_shortcuts (void)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/mancala/Mancala/gtk/help-overlay.ui");
  GtkWindow *overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  g_assert_nonnull (overlay);
  gtk_window_present (overlay);
  save_window (overlay, "shortcuts-window.png");
  gtk_window_destroy (overlay);
}

static gboolean
ignore_session_bus_cb (const char     *log_domain,
                       GLogLevelFlags  log_level,
                       const char     *message,
                       gpointer        user_data)
{
  /* Test runners often have no D-Bus session; GtkApplication says so. */
  return strstr (message, "session bus") == NULL;
}

/* Collects the accelerators of every GtkShortcutsShortcut under @widget. */
static void
collect_listed (GtkWidget *widget,
                GPtrArray *listed)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) each = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      each = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
      for (guint i = 0; each[i] != NULL; i++)
        {
          guint key;
          GdkModifierType mods;

          if (gtk_accelerator_parse (each[i], &key, &mods))
            g_ptr_array_add (listed, gtk_accelerator_name (key, mods));
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_listed (child, listed);
}

/* Every key the application answers is in the Keyboard Shortcuts window. */
static void
assert_shortcuts_listed (GtkApplication *app)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/mancala/Mancala/gtk/help-overlay.ui");
  g_autoptr(GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (app);

  collect_listed (GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay")), listed);

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint key;
          GdkModifierType mods;
          g_autofree char *name = NULL;
          gboolean found = FALSE;

          g_assert_true (gtk_accelerator_parse (accels[j], &key, &mods));
          name = gtk_accelerator_name (key, mods);
          for (guint k = 0; k < listed->len && !found; k++)
            found = g_str_equal (g_ptr_array_index (listed, k), name);
          if (!found)
            g_error ("%s (%s) is not in the Keyboard Shortcuts window", accels[j], actions[i]);
        }
    }

  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* What a screen reader and the pointer tell about the header bar and the
 * status line.
 */
static void
test_window_header_names (void)
{
  MancalaWindow *window;
  GtkWidget *new_game, *title, *spinner;

  reset_settings ();
  g_settings_set_string (settings, "animation-speed", "normal");
  window = create_window ();

  /* The New Game button is named "New Game", not "_New Game". */
  new_game = find_button_with_label (GTK_WIDGET (window), "_New Game");
  g_assert_nonnull (new_game);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (new_game), GTK_ACCESSIBLE_PROPERTY_LABEL, "New Game");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_button_with_label (GTK_WIDGET (window), "_Play Again")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Play Again");

  /* Advice says at which level it plays. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_button (GTK_WIDGET (window), "game.advice")), ==,
                   "Suggest a Move at Your Level");

  /* The subtitle, cut off in a narrow window, is whole in the tooltip. */
  title = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (title), ==,
                   adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (title), "6 houses"));

  /* The person's own move, replayed, shows no "thinking" spinner, though
   * the computer has started on its reply.
   */
  spinner = find_child_of_type (GTK_WIDGET (window), GTK_TYPE_SPINNER);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  play_house (window, 1);
  g_assert_true (mancala_board_get_animating (mancala_window_get_board (window)));
  g_assert_true (g_str_has_prefix (mancala_window_get_status (window), "You sow"));
  spin (20);
  g_assert_false (gtk_widget_get_visible (spinner));
  mancala_board_finish_animation (mancala_window_get_board (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_true (wait_until (is_human_turn, window, 10));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_application (void)
{
  g_autoptr(MancalaApplication) app = mancala_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  GtkWindow *window;

  reset_settings ();
  g_test_log_set_fatal_handler (ignore_session_bus_cb, NULL);
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_application_activate (G_APPLICATION (app));
  spin (50);
  g_assert_nonnull (gtk_application_get_windows (GTK_APPLICATION (app)));
  window = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  g_assert_true (MANCALA_IS_WINDOW (window));

  /* Every accelerator of the brief, on the application. */
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.advice");
  g_assert_cmpstr (accels[0], ==, "<Control>h");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.redo");
  g_assert_cmpstr (accels[0], ==, "<Shift><Control>z");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  g_assert_cmpstr (accels[0], ==, "F1");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_cmpstr (accels[0], ==, "<Control>question");

  /* Pause (computer against computer) and Close have keys too. */
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "game.pause");
  g_assert_cmpstr (accels[0], ==, "<Control>p");
  g_clear_pointer (&accels, g_strfreev);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "window.close");
  g_assert_cmpstr (accels[0], ==, "<Control>w");
  assert_shortcuts_listed (GTK_APPLICATION (app));

  /* The app actions reach the window's. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (g_type_from_name ("MancalaRulesWindow")));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (g_type_from_name ("MancalaPreferencesWindow")));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  spin (50);
  g_assert_nonnull (find_window_of_type (ADW_TYPE_ABOUT_WINDOW));
  save_window (find_window_of_type (ADW_TYPE_ABOUT_WINDOW), "about-window.png");
  gtk_window_destroy (find_window_of_type (ADW_TYPE_ABOUT_WINDOW));

  /* The Keyboard Shortcuts window comes from gtk/help-overlay.ui. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* Quit closes the window, which saves its size. */
  gtk_window_set_default_size (window, 800, 500);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 500);

  for (GtkWindow *other; (other = find_window_of_type (GTK_TYPE_WINDOW)) != NULL;)
    gtk_window_destroy (other);
}

static void
test_window_broken_saved_game (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "mancala", NULL);
  g_autofree char *path = g_build_filename (dir, "saved-game.json", NULL);
  g_autoptr(GDir) listing = NULL;
  MancalaWindow *window;
  const char *name;
  gboolean set_aside = FALSE;

  reset_settings ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"version\": 1, \"moves\": [", -1, NULL));

  g_test_expect_message ("mancala-saved-game", G_LOG_LEVEL_WARNING, "*set aside*");
  window = mancala_window_new (NULL);
  g_test_assert_expected_messages ();
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* A fresh game, a toast, and the file kept aside. */
  g_assert_cmpuint (mancala_game_get_move_list (mancala_window_get_game (window))->len, ==, 0);
  g_assert_true (find_label_containing (GTK_WIDGET (window), "saved game"));

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "saved-game.json.broken"))
      set_aside = TRUE;
  g_assert_true (set_aside);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/other-windows", test_window_other_windows);
  g_test_add_func ("/mancala/window/broken-saved-game", test_window_broken_saved_game);
  g_test_add_func ("/mancala/window/application", test_window_application);
  g_test_add_func ("/mancala/window/header-names", test_window_header_names);
  g_test_add_func ("/mancala/window/oware-endings", test_window_oware_endings);
  g_test_add_func ("/mancala/window/shortcuts", test_window_shortcuts);

  return window_test_run ();
}
