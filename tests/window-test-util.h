/* window-test-util.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mancala-window.h"

G_BEGIN_DECLS

/* The application's settings (memory backend), reset by reset_settings(). */
extern GSettings *settings;

/* Skips without a display (FALSE: return 77); otherwise GTK, libadwaita,
 * the application's style and icons, and a fresh state directory.
 */
gboolean       window_test_init        (int            *argc,
                                        char         ***argv);
/* g_test_run(), then the state directory removed. */
int            window_test_run         (void);

/* No saved game, every key to its default, and animations instant. */
void           reset_settings          (void);
/* A window shown and drawn, with a new game started. */
MancalaWindow *create_window           (void);

/* Runs the main loop until @done says so, at most @seconds. */
gboolean       wait_until              (gboolean      (*done) (MancalaWindow *),
                                        MancalaWindow  *window,
                                        double          seconds);
/* Runs the main loop for @ms. */
void           spin                    (guint           ms);

/* Conditions for wait_until(). */
gboolean       is_human_turn           (MancalaWindow  *window);
gboolean       has_advice              (MancalaWindow  *window);
gboolean       is_over                 (MancalaWindow  *window);
gboolean       is_thinking_or_human    (MancalaWindow  *window);

/* Starts a new game as the player would, answering "New Game" when the
 * window asks first.
 */
void           new_game                (MancalaWindow  *window);

/* Plays @house through the board's action. */
void           play_house              (MancalaWindow  *window,
                                        guint           house);

/* Widgets found in a tree, and toplevels by type. */
GtkWidget     *find_button             (GtkWidget      *widget,
                                        const char     *action);
gboolean       action_enabled          (MancalaWindow  *window,
                                        const char     *action);
GtkWidget     *find_button_with_label  (GtkWidget      *widget,
                                        const char     *label);
GtkWidget     *find_child_of_type      (GtkWidget      *widget,
                                        GType           type);
gboolean       find_label_containing   (GtkWidget      *widget,
                                        const char     *text);
AdwMessageDialog *find_message_dialog  (void);
GtkWindow     *find_window_of_type     (GType           type);
guint          count_windows_of_type   (GType           type);

/* Clicks the response button labelled @label, as a player would. */
void           respond                 (AdwMessageDialog *dialog,
                                        const char       *label);

/* The widget rendered by its window's renderer. */
GdkTexture    *render_widget           (GtkWidget      *widget);
/* @window drawn and saved as @name in the build directory. */
void           save_window             (GtkWindow      *window,
                                        const char     *name);

G_END_DECLS
