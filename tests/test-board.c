/* test-board.c
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

#include "config.h"

#include "mancala-board.h"
#include "mancala-board-art.h"
#include "mancala-board-private.h"
#include "mancala-pit.h"
#include "mancala-sow-animation.h"

#include <adwaita.h>
#include <math.h>

typedef struct
{
  GtkWidget       *window;
  MancalaBoard    *board;
  MancalaRules     rules;
  MancalaPosition  position;
  guint            activated;
  guint            n_activated;
  guint            n_finished;
} Fixture;

static void
house_activated_cb (MancalaBoard *board,
                    guint         house,
                    Fixture      *f)
{
  f->activated = house;
  f->n_activated++;
}

static void
animation_finished_cb (MancalaBoard *board,
                       Fixture      *f)
{
  f->n_finished++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  MancalaVariant variant = GPOINTER_TO_INT (data);

  mancala_rules_init_default (&f->rules, variant);
  mancala_position_init (&f->position, &f->rules);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 450);
  f->board = MANCALA_BOARD (mancala_board_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  g_signal_connect (f->board, "house-activated", G_CALLBACK (house_activated_cb), f);
  g_signal_connect (f->board, "animation-finished", G_CALLBACK (animation_finished_cb), f);

  mancala_board_set_position (f->board, &f->rules, &f->position, FALSE);
  mancala_board_set_player_names (f->board, "Ama", "Kofi");
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

static GtkWidget *
find_pit (MancalaBoard *board,
          guint         pit)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (MANCALA_IS_PIT (child) && mancala_pit_get_pit (MANCALA_PIT (child)) == pit)
      return child;

  g_assert_not_reached ();
}

static void
test_board_activate (Fixture       *f,
                     gconstpointer  data)
{
  guint south3 = mancala_rules_pit (&f->rules, MANCALA_SOUTH, 3);
  guint north2 = mancala_rules_pit (&f->rules, MANCALA_NORTH, 2);

  /* Nobody may play while the board is not interactive. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.sow", "u", south3);
  g_assert_cmpuint (f->n_activated, ==, 0);

  mancala_board_set_interactive (f->board, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.sow", "u", south3);
  g_assert_cmpuint (f->n_activated, ==, 1);
  g_assert_cmpuint (f->activated, ==, 3);

  /* A click on the pit goes through its action. */
  g_signal_emit_by_name (find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 5)), "clicked");
  g_assert_cmpuint (f->n_activated, ==, 2);
  g_assert_cmpuint (f->activated, ==, 5);

  /* North's houses are not south's to play. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.sow", "u", north2);
  g_assert_cmpuint (f->n_activated, ==, 2);

  /* Playable houses are marked, for screen readers too; the others are not. */
  g_assert_true (mancala_pit_get_flags (MANCALA_PIT (find_pit (f->board, south3))) & MANCALA_PIT_PLAYABLE);
  g_assert_false (mancala_pit_get_flags (MANCALA_PIT (find_pit (f->board, north2))) & MANCALA_PIT_PLAYABLE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (find_pit (f->board, south3)), GTK_ACCESSIBLE_STATE_DISABLED, FALSE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (find_pit (f->board, north2)), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
}

static void
test_board_arrows (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *south1 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 1));
  GtkWidget *south2 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 2));
  GtkWidget *north6 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_NORTH, 6));

  /* South's row runs left to right; north's house 6 sits above south's 1. */
  g_assert_true (gtk_widget_grab_focus (south1));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->board), GTK_DIR_RIGHT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == south2);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->board), GTK_DIR_LEFT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == south1);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->board), GTK_DIR_UP));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == north6);
}

static void
test_board_number_keys (Fixture       *f,
                        gconstpointer  data)
{
  MancalaPosition pos = f->position;

  mancala_board_set_interactive (f->board, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.play-house", "u", 4);
  g_assert_cmpuint (f->activated, ==, 4);

  /* The number is a house of the side to move, whichever it is. */
  pos.to_move = MANCALA_NORTH;
  mancala_board_set_position (f->board, &f->rules, &pos, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.play-house", "u", 2);
  g_assert_cmpuint (f->activated, ==, 2);
  g_assert_cmpuint (f->n_activated, ==, 2);

  /* The keys 1-9 (and the keypad's) are bound to that action. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));
    gboolean found = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
          continue;

        for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
          {
            g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
            g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
            GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
            GVariant *args = gtk_shortcut_get_arguments (shortcut);

            if (g_strcmp0 (trigger, "3|KP_3") == 0)
              {
                g_assert_true (GTK_IS_NAMED_ACTION (action));
                g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, "board.play-house");
                g_assert_cmpuint (g_variant_get_uint32 (args), ==, 3);
                found = TRUE;
              }
          }
      }
    g_assert_true (found);
  }

  /* Houses that do not exist, or hold no seeds, do nothing. */
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.play-house", "u", 9);
  pos.pits[mancala_rules_pit (&f->rules, MANCALA_NORTH, 1)] = 0;
  mancala_board_set_position (f->board, &f->rules, &pos, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.play-house", "u", 1);
  g_assert_cmpuint (f->n_activated, ==, 2);
}

static void
test_board_accessible (Fixture       *f,
                       gconstpointer  data)
{
  MancalaPosition pos = f->position;
  GtkWidget *south3 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 3));
  GtkWidget *north2 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_NORTH, 2));
  GtkWidget *store = find_pit (f->board, mancala_rules_store (&f->rules, MANCALA_SOUTH));

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (south3), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (store), GTK_ACCESSIBLE_ROLE_IMG);
  g_assert_true (gtk_widget_get_focusable (south3));

  mancala_board_set_human_sides (f->board, TRUE, TRUE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south3), GTK_ACCESSIBLE_PROPERTY_LABEL, "South’s house 3, 4 seeds");

  mancala_board_set_human_sides (f->board, TRUE, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south3), GTK_ACCESSIBLE_PROPERTY_LABEL, "Your house 3, 4 seeds");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north2), GTK_ACCESSIBLE_PROPERTY_LABEL, "Computer’s house 2, 4 seeds");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (store), GTK_ACCESSIBLE_PROPERTY_LABEL, "Your store, 0 seeds");

  /* Two computers: each pit is named by its side, as the players are. */
  mancala_board_set_human_sides (f->board, FALSE, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north2), GTK_ACCESSIBLE_PROPERTY_LABEL, "North’s house 2, 4 seeds");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (store), GTK_ACCESSIBLE_PROPERTY_LABEL, "South’s store, 0 seeds");
  mancala_board_set_human_sides (f->board, TRUE, FALSE);

  /* Counts follow the position, with the singular for one seed. */
  pos.pits[mancala_rules_pit (&f->rules, MANCALA_NORTH, 2)] = 1;
  pos.pits[mancala_rules_store (&f->rules, MANCALA_SOUTH)] = 7;
  mancala_board_set_position (f->board, &f->rules, &pos, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north2), GTK_ACCESSIBLE_PROPERTY_LABEL, "Computer’s house 2, 1 seed");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (store), GTK_ACCESSIBLE_PROPERTY_LABEL, "Your store, 7 seeds");
}

static void
test_board_burnt_label (void)
{
  MancalaRules rules;
  MancalaPosition pos;
  GtkWidget *window = gtk_window_new ();
  MancalaBoard *board = MANCALA_BOARD (mancala_board_new ());
  guint pit;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  mancala_position_init (&pos, &rules);
  pit = mancala_rules_pit (&rules, MANCALA_NORTH, 2);
  pos.pits[pit] = 0;
  pos.burnt = 1u << pit;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  mancala_board_set_position (board, &rules, &pos, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_pit (board, pit)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "North’s house 2, burnt");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In traditional Congkak the score beside a name is what the side owns:
 * its store and its row, which the end of the round adds to the store.
 * Elsewhere it is the store.
 */
static void
test_board_score_owned (void)
{
  MancalaRules rules;
  MancalaPosition pos;
  GtkWidget *window = gtk_window_new ();
  MancalaBoard *board = MANCALA_BOARD (mancala_board_new ());

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));

  /* Round 2 just refilled: South owns 52 (7 houses of 7, 3 left over). */
  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  mancala_position_init (&pos, &rules);
  pos.pits[mancala_rules_store (&rules, MANCALA_SOUTH)] = 3;
  pos.pits[mancala_rules_store (&rules, MANCALA_NORTH)] = 0;
  mancala_board_set_position (board, &rules, &pos, FALSE);
  g_assert_cmpuint (_mancala_board_score (board, MANCALA_SOUTH), ==, 52);
  g_assert_cmpuint (_mancala_board_score (board, MANCALA_NORTH), ==, 49);

  /* A single round, and Kalah, count the store. */
  rules.rounds = MANCALA_ROUNDS_SINGLE;
  mancala_board_set_position (board, &rules, &pos, FALSE);
  g_assert_cmpuint (_mancala_board_score (board, MANCALA_SOUTH), ==, 3);
  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&pos, &rules);
  pos.pits[mancala_rules_store (&rules, MANCALA_NORTH)] = 5;
  mancala_board_set_position (board, &rules, &pos, FALSE);
  g_assert_cmpuint (_mancala_board_score (board, MANCALA_NORTH), ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_board_advice (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *south2 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 2));
  GtkWidget *south3 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 3));

  g_assert_cmpuint (mancala_board_get_highlight_move (f->board), ==, 0);
  mancala_board_set_highlight_move (f->board, 3);
  g_assert_cmpuint (mancala_board_get_highlight_move (f->board), ==, 3);
  g_assert_true (mancala_pit_get_flags (MANCALA_PIT (south3)) & MANCALA_PIT_ADVISED);
  g_assert_false (mancala_pit_get_flags (MANCALA_PIT (south2)) & MANCALA_PIT_ADVISED);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south3), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Advised move");

  mancala_board_set_last_move (f->board, MANCALA_SOUTH, 2);
  g_assert_true (mancala_pit_get_flags (MANCALA_PIT (south2)) & MANCALA_PIT_LAST_MOVE);

  /* A new position forgets the advice. */
  mancala_board_set_position (f->board, &f->rules, &f->position, FALSE);
  g_assert_cmpuint (mancala_board_get_highlight_move (f->board), ==, 0);
  g_assert_false (mancala_pit_get_flags (MANCALA_PIT (south3)) & MANCALA_PIT_ADVISED);
}

static void
test_board_animation_finishes (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  MancalaPosition after = f->position;
  GtkWidget *south3 = find_pit (f->board, mancala_rules_pit (&f->rules, MANCALA_SOUTH, 3));

  /* Animations are off in tests: the replay ends at once. */
  mancala_position_apply (&f->rules, &after, 3, report);
  mancala_board_set_human_sides (f->board, TRUE, TRUE);
  mancala_board_animate_move (f->board, &f->rules, &f->position, report, &after);
  g_assert_cmpuint (f->n_finished, ==, 1);
  g_assert_false (mancala_board_get_animating (f->board));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south3), GTK_ACCESSIBLE_PROPERTY_LABEL, "South’s house 3, 0 seeds");

  /* With animations on, it runs until it is told to finish. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  mancala_board_animate_move (f->board, &f->rules, &f->position, report, &after);
  g_assert_true (mancala_board_get_animating (f->board));
  g_assert_cmpuint (f->n_finished, ==, 1);

  /* Nobody plays during a replay. */
  mancala_board_set_interactive (f->board, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.play-house", "u", 1);
  g_assert_cmpuint (f->n_activated, ==, 0);

  _mancala_board_seek_animation (f->board, 2.5);
  gtk_test_widget_wait_for_draw (f->window);
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.finish-animation", NULL);
  g_assert_false (mancala_board_get_animating (f->board));
  g_assert_cmpuint (f->n_finished, ==, 2);

  /* Left alone, the frame clock plays it to the end. */
  mancala_board_set_animation_speed (f->board, MANCALA_ANIMATION_FAST);
  mancala_board_animate_move (f->board, &f->rules, &f->position, report, &after);
  g_assert_true (mancala_board_get_animating (f->board));
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (f->n_finished < 3 && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_cmpuint (f->n_finished, ==, 3);
  g_assert_false (mancala_board_get_animating (f->board));

  /* A settling new game finishes too. */
  mancala_board_set_position (f->board, &f->rules, &f->position, TRUE);
  g_assert_true (mancala_board_get_animating (f->board));
  mancala_board_finish_animation (f->board);
  g_assert_cmpuint (f->n_finished, ==, 4);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

static void
paint_seed_cb (cairo_t  *cr,
               double    x,
               double    y,
               double    radius,
               guint     colour,
               gpointer  user_data)
{
  mancala_board_art_draw_seed (cr, x, y, radius, colour);
}

/* Reports that no engine would write (pits out of range, seeds that are
 * not there, events out of order) must neither crash the replay nor its
 * drawing, and its end shows whatever position it is told.
 */
static void
test_board_garbage_report (void)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 150);
  cairo_t *cr = cairo_create (surface);
  GRand *rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < 60; round++)
    {
      MancalaRules rules;
      MancalaPosition pos;
      MancalaBoardLayout layout;
      g_autoptr(MancalaSowTimeline) sow = NULL;
      double length;

      mancala_rules_init_default (&rules, g_rand_int_range (rand, 0, MANCALA_N_VARIANTS));
      rules.houses = g_rand_int_range (rand, MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES + 1);
      mancala_position_init (&pos, &rules);
      for (guint pit = 0; pit < MANCALA_MAX_PITS; pit++)
        pos.pits[pit] = g_rand_int_range (rand, 0, 256);
      pos.burnt = g_rand_int (rand);

      report->n_events = g_rand_int_range (rand, 0, 300);
      for (guint i = 0; i < report->n_events; i++)
        {
          report->events[i].kind = g_rand_int_range (rand, 0, 16);
          report->events[i].pit = g_rand_int_range (rand, 0, 256);
          report->events[i].to = g_rand_int_range (rand, 0, 256);
          report->events[i].count = g_rand_int_range (rand, 0, 256);
        }
      if (round % 5 == 0)
        report->n_events = G_MAXUINT16;

      mancala_board_layout_init (&layout, &rules, 300, 150);
      memset (seeds, 0, sizeof *seeds);
      mancala_seeds_sync (seeds, &rules, &pos, mancala_board_art_seed_colour);
      sow = mancala_sow_timeline_new (seeds, &rules, report, mancala_board_art_seed_colour);
      length = mancala_sow_timeline_get_length (sow);
      for (double t = 0; t <= length + 1; t += MAX (0.5, length / 30))
        {
          graphene_rect_t extents;

          mancala_sow_timeline_seek (sow, t);
          mancala_sow_animation_get_extents (sow, &layout, &extents);
          mancala_sow_animation_draw (sow, cr, &layout, paint_seed_cb, NULL);
        }

      /* Whatever happened, the board can show the position it is given. */
      mancala_seeds_sync (seeds, &rules, &pos, mancala_board_art_seed_colour);
      for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
        g_assert_cmpuint (seeds->counts[pit], ==, MIN (pos.pits[pit], MANCALA_SOW_MAX_SEEDS));
    }

  g_rand_free (rand);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static GdkTexture *
render_board (Fixture *f)
{
  GtkWidget *widget = GTK_WIDGET (f->board);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  /* The paintable shows the widget as last drawn: draw it first. */
  gtk_test_widget_wait_for_draw (f->window);
  paintable = gtk_widget_paintable_new (widget);
  /* On the window's background (Adwaita's), as people see it. */
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.141, 0.141, 0.141, 1 }, &GRAPHENE_RECT_INIT (0, 0, w, h));
  else
    gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.98, 0.98, 0.98, 1 }, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

static void
pixel_at (GdkTexture *texture,
          guchar     *pixels,
          double      x,
          double      y,
          double      rgb[3])
{
  int stride = gdk_texture_get_width (texture) * 4;
  const guchar *p = pixels + (int) y * stride + (int) x * 4;
  double alpha = MAX (p[3], 1) / 255.0;

  /* Memory is premultiplied BGRA. */
  rgb[0] = p[2] / 255.0 / alpha;
  rgb[1] = p[1] / 255.0 / alpha;
  rgb[2] = p[0] / 255.0 / alpha;
}

static guchar *
download (GdkTexture *texture)
{
  guchar *pixels = g_malloc (gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4);

  gdk_texture_download (texture, pixels, gdk_texture_get_width (texture) * 4);
  return pixels;
}

static void
test_board_render (Fixture       *f,
                   gconstpointer  data)
{
  static const char *variants[] = { "kalah", "oware", "congkak" };
  MancalaVariant variant = GPOINTER_TO_INT (data);
  MancalaPosition pos = f->position;
  MancalaBoardLayout layout;
  guint full = mancala_rules_pit (&f->rules, MANCALA_SOUTH, 1);
  guint empty = mancala_rules_pit (&f->rules, MANCALA_NORTH, 1);
  AdwStyleManager *style = adw_style_manager_get_default ();

  /* The full house and the empty one mirror each other across the board. */
  pos.pits[full] = 12;
  pos.pits[empty] = 0;
  pos.pits[mancala_rules_store (&f->rules, MANCALA_NORTH)] = 9;
  mancala_board_set_position (f->board, &f->rules, &pos, FALSE);
  mancala_board_set_interactive (f->board, TRUE);
  mancala_board_set_highlight_move (f->board, 2);
  mancala_board_layout_init (&layout, &f->rules,
                             gtk_widget_get_width (GTK_WIDGET (f->board)),
                             gtk_widget_get_height (GTK_WIDGET (f->board)));

  for (guint dark = 0; dark < 2; dark++)
    {
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree guchar *pixels = NULL;
      g_autofree char *name = g_strdup_printf ("board-%s-%s.png", variants[variant], dark ? "dark" : "light");
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
      const graphene_rect_t *a = &layout.pits[mancala_rules_pit (&f->rules, MANCALA_SOUTH, 3)];
      const graphene_rect_t *b = &layout.pits[mancala_rules_pit (&f->rules, MANCALA_SOUTH, 4)];
      double wood[3], seed[3], floor_rgb[3];
      guint n_seed_pixels;

      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      texture = render_board (f);
      g_assert_true (gdk_texture_save_to_png (texture, path));
      g_test_message ("Saved %s", path);
      pixels = download (texture);

      /* Between two houses lies warm wood: red over green over blue. */
      pixel_at (texture, pixels, (a->origin.x + a->size.width + b->origin.x) / 2,
                a->origin.y + a->size.height / 2, wood);
      g_assert_cmpfloat (wood[0], >, wood[1]);
      g_assert_cmpfloat (wood[1], >, wood[2]);
      g_assert_cmpfloat (wood[0], >, dark ? 0.2 : 0.55);

      /* Seeds cover much of the full house, where the empty house, its
       * mirror image across the board, shows the bare hollow.
       */
      n_seed_pixels = 0;
      for (int i = -2; i <= 2; i++)
        for (int j = -2; j <= 2; j++)
          {
            const graphene_rect_t *p = &layout.pits[full];
            const graphene_rect_t *q = &layout.pits[empty];
            double dx = i * p->size.width * 0.12, dy = j * p->size.height * 0.12;

            pixel_at (texture, pixels, p->origin.x + p->size.width / 2 + dx, p->origin.y + p->size.height / 2 + dy, seed);
            pixel_at (texture, pixels, q->origin.x + q->size.width / 2 + dx, q->origin.y + q->size.height / 2 + dy, floor_rgb);
            if (fabs (seed[0] - floor_rgb[0]) + fabs (seed[1] - floor_rgb[1]) + fabs (seed[2] - floor_rgb[2]) > 0.2)
              n_seed_pixels++;
          }
      g_assert_cmpuint (n_seed_pixels, >=, 8);
    }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_board_resize (Fixture       *f,
                   gconstpointer  data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (f->board));

  /* Mid-resize (sizes in quick succession) the last drawing is shown
   * scaled; at rest, it is drawn anew.
   */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 500);
  gtk_test_widget_wait_for_draw (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1200, 560);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->board)), !=, width);
  /* A slow machine may take the two sizes as two separate resizes. */
  if (f->board->stale)
    g_assert_cmpfloat (f->board->stale_scale, >, 1.0);
  else
    g_test_message ("The resize was drawn sharp at once");

  spin (400);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_false (f->board->stale);
  g_assert_cmpint (f->board->layout_width, ==, gtk_widget_get_width (GTK_WIDGET (f->board)));
}

int
main (int   argc,
      char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    return 77;                          /* Meson reports this as SKIP. */

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func, variant) \
  g_test_add (path, Fixture, GINT_TO_POINTER (variant), fixture_set_up, func, fixture_tear_down)

  ADD ("/mancala/board/activate", test_board_activate, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/arrows", test_board_arrows, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/number-keys", test_board_number_keys, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/accessible", test_board_accessible, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/advice", test_board_advice, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/animation-finishes", test_board_animation_finishes, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/resize", test_board_resize, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/render/kalah", test_board_render, MANCALA_VARIANT_KALAH);
  ADD ("/mancala/board/render/oware", test_board_render, MANCALA_VARIANT_OWARE);
  ADD ("/mancala/board/render/congkak", test_board_render, MANCALA_VARIANT_CONGKAK);
  g_test_add_func ("/mancala/board/burnt-label", test_board_burnt_label);
  g_test_add_func ("/mancala/board/score-owned", test_board_score_owned);
  g_test_add_func ("/mancala/board/garbage-report", test_board_garbage_report);

  return g_test_run ();
}
