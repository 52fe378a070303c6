/* test-new-game.c
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

/* The New Game page, driven as a player would: each game with each
 * opponent starts from it; it never throws a game in progress away
 * without the one question, and Keep Playing keeps everything; it shows
 * what Preferences hold and writes the same keys; every card is a named
 * keyboard stop; Escape closes it. Rendered light and dark, wide and
 * phone-sized, to new-game-<width>-<style>.png.
 */

#include "config.h"

#include "mancala-application.h"
#include "mancala-new-game-dialog.h"
#include "window-test-util.h"

static MancalaNewGameDialog *
open_page (MancalaWindow *window)
{
  GtkWindow *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-game", NULL));
  spin (20);
  page = find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (page);
  g_assert_true (gtk_window_get_transient_for (page) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (page));

  return MANCALA_NEW_GAME_DIALOG (page);
}

static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (title == NULL ||
       (ADW_IS_PREFERENCES_ROW (widget) &&
        strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) != NULL)))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, title);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
find_cards (GtkWidget  *widget,
            GPtrArray  *cards)
{
  if (GTK_IS_TOGGLE_BUTTON (widget) && gtk_widget_has_css_class (widget, "game-card"))
    g_ptr_array_add (cards, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_cards (child, cards);
}

static AdwComboRow *
find_row (MancalaNewGameDialog *page,
          const char           *title)
{
  GtkWidget *row = find_widget (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, title);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

static gboolean
is_idle (MancalaGame *game)
{
  return !mancala_game_is_thinking (game);
}

/* Each game with each opponent, picked on the cards and rows. */
static void
test_new_game_start_each (void)
{
  static const struct {
    MancalaOpponent   opponent;
    guint             starts;     /* 0: you, 1: the computer */
    MancalaPlayerKind south;
    MancalaPlayerKind north;
  } opponents[] = {
    { MANCALA_OPPONENT_FRIEND, 0, MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN },
    { MANCALA_OPPONENT_COMPUTER, 0, MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER },
    { MANCALA_OPPONENT_COMPUTER, 1, MANCALA_PLAYER_COMPUTER, MANCALA_PLAYER_HUMAN },
    { MANCALA_OPPONENT_WATCH, 0, MANCALA_PLAYER_COMPUTER, MANCALA_PLAYER_COMPUTER },
  };

  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    for (guint o = 0; o < G_N_ELEMENTS (opponents); o++)
      {
        g_autoptr(GPtrArray) cards = g_ptr_array_new ();
        MancalaWindow *window;
        MancalaNewGameDialog *page;
        MancalaGame *game;

        g_test_message ("%s against opponent %u", mancala_variant_to_string (v), o);
        reset_settings ();
        window = create_window ();
        game = mancala_window_get_game (window);
        page = open_page (window);

        /* A click on the card, as a player does. */
        find_cards (GTK_WIDGET (page), cards);
        g_assert_cmpuint (cards->len, ==, MANCALA_N_VARIANTS);
        gtk_widget_activate (g_ptr_array_index (cards, v));
        spin (300);             /* A button shows itself pressed a moment first. */
        g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (cards, v)));

        adw_combo_row_set_selected (find_row (page, "Play Against"), opponents[o].opponent);
        if (opponents[o].opponent == MANCALA_OPPONENT_COMPUTER)
          {
            adw_combo_row_set_selected (find_row (page, "Who Starts"), opponents[o].starts);
            adw_combo_row_set_selected (find_row (page, "Level"), MANCALA_LEVEL_CLEVER);
          }
        if (opponents[o].opponent == MANCALA_OPPONENT_WATCH)
          {
            adw_combo_row_set_selected (find_row (page, "South"), MANCALA_LEVEL_FOOLISH);
            adw_combo_row_set_selected (find_row (page, "North"), MANCALA_LEVEL_WISE);
          }

        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL));
        spin (20);

        /* No game in progress: no question, the page closes, the game starts. */
        g_assert_null (find_window_of_type (ADW_TYPE_MESSAGE_DIALOG));
        g_assert_null (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));
        g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, v);
        g_assert_cmpint (mancala_game_get_player_kind (game, MANCALA_SOUTH), ==, opponents[o].south);
        g_assert_cmpint (mancala_game_get_player_kind (game, MANCALA_NORTH), ==, opponents[o].north);
        if (opponents[o].opponent == MANCALA_OPPONENT_COMPUTER)
          g_assert_cmpint (mancala_game_get_side_level (game, opponents[o].starts ? MANCALA_SOUTH : MANCALA_NORTH),
                           ==, MANCALA_LEVEL_CLEVER);
        if (opponents[o].opponent == MANCALA_OPPONENT_WATCH)
          {
            g_assert_cmpint (mancala_game_get_side_level (game, MANCALA_SOUTH), ==, MANCALA_LEVEL_FOOLISH);
            g_assert_cmpint (mancala_game_get_side_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_WISE);
          }

        /* Preferences read the same keys. */
        g_assert_cmpint (g_settings_get_enum (settings, "variant"), ==, v);
        g_assert_cmpint (g_settings_get_enum (settings, "south-player"), ==, opponents[o].south);
        g_assert_cmpint (g_settings_get_enum (settings, "north-player"), ==, opponents[o].north);

        /* The computer moves when it starts; wait for it before closing. */
        for (guint i = 0; i < 50 && !is_idle (game); i++)
          spin (20);
        gtk_window_destroy (GTK_WINDOW (window));
      }
}

static void
answer (const char *label)
{
  AdwMessageDialog *question = find_message_dialog ();

  g_assert_nonnull (question);
  respond (question, label);
  spin (20);
}

/* A game in progress is never lost without the question. */
static void
test_new_game_asks (void)
{
  MancalaWindow *window;
  MancalaNewGameDialog *page;
  MancalaGame *game;
  guint n_moves;

  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  window = create_window ();
  game = mancala_window_get_game (window);
  g_assert_true (mancala_game_play (game, 1, NULL));
  n_moves = mancala_game_get_move_list (game)->len;
  g_assert_true (mancala_window_has_game_in_progress (window));

  /* Browsing the page, or closing it, costs nothing. */
  page = open_page (window);
  mancala_new_game_dialog_set_variant (page, MANCALA_VARIANT_OWARE);
  gtk_window_close (GTK_WINDOW (page));
  spin (20);
  g_assert_null (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, n_moves);
  g_assert_cmpint (g_settings_get_enum (settings, "variant"), ==, MANCALA_VARIANT_KALAH);

  /* Start asks; Keep Playing keeps the game, the settings and the page. */
  page = open_page (window);
  mancala_new_game_dialog_set_variant (page, MANCALA_VARIANT_OWARE);
  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  spin (20);
  g_assert_true (gtk_window_get_transient_for (find_window_of_type (ADW_TYPE_MESSAGE_DIALOG)) ==
                 GTK_WINDOW (page));
  answer ("_Keep Playing");
  g_assert_null (find_window_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, n_moves);
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  g_assert_cmpint (g_settings_get_enum (settings, "variant"), ==, MANCALA_VARIANT_KALAH);

  /* Escape on the question is Keep Playing too. */
  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  spin (20);
  gtk_window_close (find_window_of_type (ADW_TYPE_MESSAGE_DIALOG));
  spin (20);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, n_moves);

  /* New Game: one question only, then the new game. */
  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  spin (20);
  answer ("_New Game");
  g_assert_null (find_window_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_null (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_OWARE);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);
  g_assert_cmpint (g_settings_get_enum (settings, "variant"), ==, MANCALA_VARIANT_OWARE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page opens on what Preferences hold, and keeps the board of each game. */
static void
test_new_game_preferences (void)
{
  MancalaWindow *window;
  MancalaNewGameDialog *page;
  GtkSpinButton *houses;
  MancalaNewGameChoice choice;
  g_autofree char *rounds = NULL;

  reset_settings ();
  g_settings_set_string (settings, "variant", "congkak");
  g_settings_set_uint (settings, "congkak-houses", 5);
  g_settings_set_uint (settings, "congkak-seeds", 6);
  g_settings_set_string (settings, "congkak-rounds", "traditional");
  g_settings_set_string (settings, "north-level", "wise");
  window = create_window ();
  page = open_page (window);

  mancala_new_game_dialog_get_choice (page, &choice);
  g_assert_cmpint (choice.rules.variant, ==, MANCALA_VARIANT_CONGKAK);
  g_assert_cmpuint (choice.rules.houses, ==, 5);
  g_assert_cmpuint (choice.rules.seeds, ==, 6);
  g_assert_cmpint (choice.rules.rounds, ==, MANCALA_ROUNDS_TRADITIONAL);
  g_assert_cmpint (choice.kinds[MANCALA_NORTH], ==, MANCALA_PLAYER_COMPUTER);
  g_assert_cmpint (choice.levels[MANCALA_NORTH], ==, MANCALA_LEVEL_WISE);
  g_assert_cmpuint (adw_combo_row_get_selected (find_row (page, "Level")), ==, MANCALA_LEVEL_WISE);

  /* The board size follows the game, within what the game allows. */
  houses = GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (page), GTK_TYPE_SPIN_BUTTON, NULL));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (houses), ==, 5);
  mancala_new_game_dialog_set_variant (page, MANCALA_VARIANT_OWARE);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (houses), ==, 6);
  gtk_spin_button_set_value (houses, 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (houses), ==, 4);
  mancala_new_game_dialog_set_variant (page, MANCALA_VARIANT_CONGKAK);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (houses), ==, 5);

  /* Preferences changed meanwhile: the page follows, keeping its game. */
  g_settings_set_uint (settings, "congkak-houses", 7);
  g_settings_set_string (settings, "south-player", "computer");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (houses), ==, 7);
  g_assert_cmpuint (adw_combo_row_get_selected (find_row (page, "Play Against")), ==,
                    MANCALA_OPPONENT_WATCH);
  g_settings_set_string (settings, "variant", "kalah");
  mancala_new_game_dialog_get_choice (page, &choice);
  g_assert_cmpint (choice.rules.variant, ==, MANCALA_VARIANT_CONGKAK);
  g_settings_set_string (settings, "south-player", "human");
  g_assert_cmpuint (adw_combo_row_get_selected (find_row (page, "Play Against")), ==,
                    MANCALA_OPPONENT_COMPUTER);

  gtk_spin_button_set_value (houses, 9);

  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  spin (20);
  g_assert_cmpuint (mancala_game_get_rules (mancala_window_get_game (window))->houses, ==, 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "congkak-houses"), ==, 9);
  g_assert_cmpuint (g_settings_get_uint (settings, "oware-houses"), ==, 4);
  rounds = g_settings_get_string (settings, "congkak-rounds");
  g_assert_cmpstr (rounds, ==, "traditional");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Keyboard and screen reader: the cards are named stops, Escape closes. */
static void
test_new_game_keyboard (void)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  static const char *names[] = { "Kalah", "Oware", "Congkak" };
  MancalaWindow *window;
  MancalaNewGameDialog *page;
  GtkWidget *start;

  reset_settings ();
  window = create_window ();
  page = open_page (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));

  find_cards (GTK_WIDGET (page), cards);
  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (cards, i);
      GtkAccessible *accessible = GTK_ACCESSIBLE (card);
      GtkWidget *parent = gtk_widget_get_parent (card);

      g_assert_true (gtk_widget_get_focusable (card));
      g_assert_true (gtk_widget_grab_focus (card));
      g_assert_false (gtk_widget_get_focusable (parent));

      /* Named by its title, described by its line. */
      g_assert_true (gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY));
      g_assert_true (gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
      g_assert_nonnull (find_widget (card, GTK_TYPE_LABEL, NULL));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (find_widget (card, GTK_TYPE_LABEL, NULL))), ==, names[i]);
    }

  /* Tab alone reaches every card, every row shown and Start. */
  {
    g_autoptr(GPtrArray) reached = g_ptr_array_new ();
    static const char *rows[] = { "Play Against", "Level", "Who Starts" };

    gtk_widget_grab_focus (g_ptr_array_index (cards, 0));
    for (guint step = 0; step < 80; step++)
      {
        GtkWidget *focus;

        if (!gtk_widget_child_focus (GTK_WIDGET (page), GTK_DIR_TAB_FORWARD))
          gtk_widget_child_focus (GTK_WIDGET (page), GTK_DIR_TAB_FORWARD);
        focus = gtk_root_get_focus (GTK_ROOT (page));
        if (focus != NULL)
          g_ptr_array_add (reached, focus);
      }

    for (guint i = 0; i < cards->len; i++)
      g_assert_true (g_ptr_array_find (reached, g_ptr_array_index (cards, i), NULL));
    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      {
        GtkWidget *row = GTK_WIDGET (find_row (page, rows[i]));
        gboolean found = FALSE;

        for (guint j = 0; j < reached->len && !found; j++)
          found = g_ptr_array_index (reached, j) == row ||
                  gtk_widget_is_ancestor (g_ptr_array_index (reached, j), row);
        g_test_message ("Tab reaches %s: %s", rows[i], found ? "yes" : "no");
        g_assert_true (found);
      }
    g_assert_true (g_ptr_array_find (reached, gtk_window_get_default_widget (GTK_WINDOW (page)), NULL));
  }

  /* Space on a card picks it. */
  gtk_widget_grab_focus (g_ptr_array_index (cards, 2));
  gtk_widget_activate (g_ptr_array_index (cards, 2));
  spin (300);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (cards, 2)));
  g_assert_false (gtk_toggle_button_get_active (g_ptr_array_index (cards, 0)));

  /* Start is the default: Enter starts. */
  start = gtk_window_get_default_widget (GTK_WINDOW (page));
  g_assert_nonnull (start);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (start)), ==, "new-game.start");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "window.close", NULL));
  spin (20);
  g_assert_null (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The game opens on the page when there is no game to go on with, and
 * on the game when there is one.
 */
static void
test_new_game_first_start (void)
{
  g_autoptr(MancalaApplication) app = mancala_application_new ();
  g_autoptr(GError) error = NULL;
  MancalaWindow *window;
  GtkWindow *page;

  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_application_activate (G_APPLICATION (app));
  spin (50);
  page = find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (page);
  window = MANCALA_WINDOW (gtk_window_get_transient_for (page));

  /* Closed, the game behind it is ready; a move makes one to go on with. */
  gtk_window_close (page);
  g_assert_true (mancala_game_play (mancala_window_get_game (window), 1, NULL));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* The next start goes straight back to that game. */
  g_application_activate (G_APPLICATION (app));
  spin (50);
  g_assert_nonnull (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_null (find_window_of_type (MANCALA_TYPE_NEW_GAME_DIALOG));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (50);
}

/* Whether @widget holds a label reading exactly @text, cut short. */
static gboolean
find_label (GtkWidget   *widget,
            const char  *text,
            gboolean    *ellipsized)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    {
      *ellipsized = pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
      return TRUE;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_label (child, text, ellipsized))
      return TRUE;

  return FALSE;
}

static void
find_combo_rows (GtkWidget *widget,
                 GPtrArray *rows)
{
  if (ADW_IS_COMBO_ROW (widget))
    g_ptr_array_add (rows, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_combo_rows (child, rows);
}

/* Every choice reads whole on its row at the page's own size (a choice
 * once read "Nobody: Watch the Co…").
 */
static void
test_new_game_choices_fit (void)
{
  MancalaWindow *window;
  MancalaNewGameDialog *page;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  reset_settings ();
  window = create_window ();
  page = open_page (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));

  find_combo_rows (GTK_WIDGET (page), rows);
  g_assert_cmpuint (rows->len, >=, 3);
  for (guint r = 0; r < rows->len; r++)
    {
      AdwComboRow *row = g_ptr_array_index (rows, r);
      GListModel *model = adw_combo_row_get_model (row);
      guint selected = adw_combo_row_get_selected (row);

      if (!GTK_IS_STRING_LIST (model))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          const char *text = gtk_string_list_get_string (GTK_STRING_LIST (model), i);
          gboolean ellipsized = FALSE;

          adw_combo_row_set_selected (row, i);
          spin (50);
          gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
          if (!gtk_widget_get_mapped (GTK_WIDGET (row)))
            continue;
          g_test_message ("%s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text);
          g_assert_true (find_label (GTK_WIDGET (row), text, &ellipsized));
          g_assert_false (ellipsized);
        }
      adw_combo_row_set_selected (row, selected);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_render (void)
{
  static const int sizes[][2] = { { 620, 700 }, { 360, 640 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *name = g_strdup_printf ("new-game-%d-%s.png", sizes[i][0], dark ? "dark" : "light");
        g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
        g_autoptr(GdkTexture) texture = NULL;
        MancalaWindow *window;
        MancalaNewGameDialog *page;
        int minimum;

        reset_settings ();
        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        window = create_window ();
        page = open_page (window);
        gtk_window_set_default_size (GTK_WINDOW (page), sizes[i][0], sizes[i][1]);
        spin (100);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (page));

        /* It fits a phone too. */
        gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        g_assert_cmpint (minimum, <=, 360);

        texture = render_widget (GTK_WIDGET (page));
        g_assert_true (gdk_texture_save_to_png (texture, path));

        gtk_window_destroy (GTK_WINDOW (window));
        adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
      }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/new-game/start-each", test_new_game_start_each);
  g_test_add_func ("/mancala/new-game/asks", test_new_game_asks);
  g_test_add_func ("/mancala/new-game/preferences", test_new_game_preferences);
  g_test_add_func ("/mancala/new-game/keyboard", test_new_game_keyboard);
  g_test_add_func ("/mancala/new-game/first-start", test_new_game_first_start);
  g_test_add_func ("/mancala/new-game/render", test_new_game_render);
  g_test_add_func ("/mancala/new-game/choices-fit", test_new_game_choices_fit);

  return window_test_run ();
}
