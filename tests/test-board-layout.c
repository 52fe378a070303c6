/* test-board-layout.c
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

/* How the board lies in its area: across a wide one, upright in a tall or
 * narrow one, turned half round after a pie swap, and playable by touch
 * on a phone whatever the variant and size.
 */

#include "config.h"

#include "mancala-board.h"
#include "mancala-board-art.h"
#include "mancala-board-private.h"
#include "mancala-pit.h"
#include "mancala-sow-animation.h"

#include <adwaita.h>

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

static graphene_rect_t
pit_bounds (MancalaBoard *board,
            guint         pit)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (find_pit (board, pit), GTK_WIDGET (board), &bounds));
  return bounds;
}

static double
centre_x (const graphene_rect_t *r)
{
  return r->origin.x + r->size.width / 2;
}

static double
centre_y (const graphene_rect_t *r)
{
  return r->origin.y + r->size.height / 2;
}

/* Saves what the board shows, on Adwaita's window background, under
 * @name in the build directory (a CI artefact to look at).
 */
static GdkTexture *
render_board (MancalaBoard *board)
{
  GtkWidget *widget = GTK_WIDGET (board);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  /* The paintable shows the widget as last drawn: draw it first. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (gtk_widget_get_root (widget)));
  paintable = gtk_widget_paintable_new (widget);
  gtk_snapshot_append_color (snapshot, dark ? &(GdkRGBA) { 0.141, 0.141, 0.141, 1 } : &(GdkRGBA) { 0.98, 0.98, 0.98, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

static void
save_board (MancalaBoard *board,
            const char   *name)
{
  g_autoptr(GdkTexture) texture = render_board (board);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

/* The spread of lightness in a box of @texture: text on the wood spreads
 * it far more than the grain does.
 */
static double
box_contrast (GdkTexture *texture,
              double      cx,
              double      cy,
              double      half_w,
              double      half_h)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  double lo = 1, hi = 0;

  gdk_texture_download (texture, pixels, width * 4);
  for (int y = (int) (cy - half_h); y <= (int) (cy + half_h); y++)
    for (int x = (int) (cx - half_w); x <= (int) (cx + half_w); x++)
      {
        const guchar *p = pixels + (gsize) CLAMP (y, 0, height - 1) * width * 4 + CLAMP (x, 0, width - 1) * 4;
        /* Premultiplied BGRA on an opaque background. */
        double lum = (0.2126 * p[2] + 0.7152 * p[1] + 0.0722 * p[0]) / 255.0;

        lo = MIN (lo, lum);
        hi = MAX (hi, lum);
      }

  return hi - lo;
}

/* A board alone in a window of @width × @height, shown and drawn. */
static MancalaBoard *
show_board (GtkWidget             **window,
            const MancalaRules     *rules,
            const MancalaPosition  *position,
            int                     width,
            int                     height)
{
  MancalaBoard *board = MANCALA_BOARD (mancala_board_new ());

  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, height);
  gtk_window_set_child (GTK_WINDOW (*window), GTK_WIDGET (board));
  mancala_board_set_position (board, rules, position, FALSE);
  mancala_board_set_player_names (board, "Ama", "Kofi");
  gtk_window_present (GTK_WINDOW (*window));
  gtk_test_widget_wait_for_draw (*window);

  return board;
}

static void
test_layout_choose_view (void)
{
  static const struct { int width, height; gboolean upright; } areas[] = {
    { 350, 510, TRUE },    /* A 360 × 640 phone, less the header and status. */
    { 402, 780, TRUE },    /* 412 × 915. */
    { 768, 900, TRUE },    /* A tablet held upright. */
    { 1280, 690, FALSE },  /* A laptop. */
    { 3840, 2000, FALSE }, /* 4K. */
    { 600, 600, FALSE },   /* Square: the board lies across. */
  };

  for (MancalaVariant variant = 0; variant < MANCALA_N_VARIANTS; variant++)
    for (guint i = 0; i < G_N_ELEMENTS (areas); i++)
      {
        unsigned min_houses, max_houses;

        mancala_variant_house_range (variant, &min_houses, &max_houses);
        for (guint houses = MAX (min_houses, 3); houses <= max_houses; houses++)
        {
          MancalaRules rules;
          MancalaBoardView view;

          mancala_rules_init_default (&rules, variant);
          rules.houses = houses;
          view = mancala_board_layout_choose_view (&rules, areas[i].width, areas[i].height);
          g_test_message ("variant %d, %u houses, %d x %d: %s", variant, houses,
                          areas[i].width, areas[i].height, view ? "upright" : "across");
          g_assert_cmpint (!!(view & MANCALA_BOARD_VIEW_UPRIGHT), ==, areas[i].upright);
          g_assert_false (view & MANCALA_BOARD_VIEW_FLIPPED);
        }
      }

  /* A wide but low strip keeps the rows side by side. */
  {
    MancalaRules rules;

    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    g_assert_cmpint (mancala_board_layout_choose_view (&rules, 900, 300), ==, 0);
  }
}

/* At each size the widget stands upright exactly where it should, and its
 * pits take a finger (44 px) on a phone, for every variant up to nine
 * houses.
 */
static void
test_layout_sizes (void)
{
  static const struct { int width, height; gboolean upright; } sizes[] = {
    { 350, 510, TRUE },
    { 402, 780, TRUE },
    { 1200, 690, FALSE },
    { 700, 760, TRUE },
  };

  for (MancalaVariant variant = 0; variant < MANCALA_N_VARIANTS; variant++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        MancalaRules rules;
        MancalaPosition position;
        GtkWidget *window;
        MancalaBoard *board;
        graphene_rect_t south1, north1, south_store, north_store;
        unsigned min_houses, max_houses;

        /* The largest board of each variant is the hardest to fit. */
        mancala_rules_init_default (&rules, variant);
        mancala_variant_house_range (variant, &min_houses, &max_houses);
        rules.houses = max_houses;
        mancala_position_init (&position, &rules);
        board = show_board (&window, &rules, &position, sizes[i].width, sizes[i].height);
        g_test_message ("variant %d, %d x %d: board %d x %d", variant, sizes[i].width, sizes[i].height,
                        gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_height (GTK_WIDGET (board)));

        {
          g_autofree char *name = g_strdup_printf ("board-layout-%d-%dx%d.png", variant,
                                                   sizes[i].width, sizes[i].height);

          save_board (board, name);
        }

        south1 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1));
        north1 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_NORTH, 1));
        south_store = pit_bounds (board, mancala_rules_store (&rules, MANCALA_SOUTH));
        north_store = pit_bounds (board, mancala_rules_store (&rules, MANCALA_NORTH));

        if (sizes[i].upright)
          {
            /* Rows as columns, stores at the ends: south's column on the
             * left (Congkak's, mirrored, on the right), and south's store
             * at the bottom beside south's name, in every variant.
             */
            if (variant == MANCALA_VARIANT_CONGKAK)
              g_assert_cmpfloat (centre_x (&south1), >, centre_x (&north1));
            else
              g_assert_cmpfloat (centre_x (&south1), <, centre_x (&north1));
            g_assert_cmpfloat (centre_y (&south_store), >, centre_y (&north_store));
            g_assert_cmpfloat (centre_y (&board->layout.names[MANCALA_SOUTH]), >,
                               centre_y (&board->layout.names[MANCALA_NORTH]));
            g_assert_cmpfloat (fabs (centre_y (&board->layout.names[MANCALA_SOUTH]) - centre_y (&south_store)), <,
                               fabs (centre_y (&board->layout.names[MANCALA_NORTH]) - centre_y (&south_store)));
            g_assert_cmpfloat (MIN (centre_y (&north_store), centre_y (&south_store)), <,
                               centre_y (&south1) - south1.size.height / 2);
            g_assert_cmpfloat (MAX (centre_y (&north_store), centre_y (&south_store)), >,
                               centre_y (&south1) + south1.size.height / 2);
            g_assert_cmpfloat (south_store.size.width, >, south_store.size.height);
          }
        else
          {
            g_assert_cmpfloat (centre_y (&south1), >, centre_y (&north1));
            g_assert_cmpfloat (south_store.size.height, >, south_store.size.width);
          }

        /* Every house a finger can hit, on the phone too. */
        for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
          {
            graphene_rect_t r = pit_bounds (board, pit);

            /* Stores are read, not played. */
            if (mancala_rules_is_store (&rules, pit))
              continue;
            g_assert_cmpfloat (r.size.width, >=, 44);
            g_assert_cmpfloat (r.size.height, >=, 44);
            g_assert_cmpfloat (r.origin.x, >=, 0);
            g_assert_cmpfloat (r.origin.y, >=, 0);
            g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (GTK_WIDGET (board)));
            g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (GTK_WIDGET (board)));
          }

        gtk_window_destroy (GTK_WINDOW (window));
      }
}

/* The board lets a phone window be 360 px wide. */
static void
test_layout_minimum (void)
{
  for (MancalaVariant variant = 0; variant < MANCALA_N_VARIANTS; variant++)
    {
      MancalaRules rules;
      MancalaPosition position;
      GtkWidget *window;
      MancalaBoard *board;
      int minimum;

      unsigned min_houses, max_houses;

      mancala_rules_init_default (&rules, variant);
      mancala_variant_house_range (variant, &min_houses, &max_houses);
      rules.houses = max_houses;
      mancala_position_init (&position, &rules);
      board = show_board (&window, &rules, &position, 600, 400);
      gtk_widget_measure (GTK_WIDGET (board), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 200);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* After a pie swap the player who sat at the bottom owns north: north's
 * row is drawn at the bottom, with its house 1 at the player's left, so
 * the number keys still count from there.
 */
static void
test_layout_flipped (void)
{
  static const struct { int width, height; } sizes[] = { { 900, 450 }, { 350, 510 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      MancalaRules rules;
      MancalaPosition position;
      GtkWidget *window;
      MancalaBoard *board;
      graphene_rect_t south1, north1, north6, before;
      gboolean upright = sizes[i].height > sizes[i].width;

      mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
      rules.pie = TRUE;
      mancala_position_init (&position, &rules);
      board = show_board (&window, &rules, &position, sizes[i].width, sizes[i].height);
      before = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1));

      position.flags |= MANCALA_POSITION_SWAPPED;
      mancala_board_set_position (board, &rules, &position, FALSE);
      gtk_test_widget_wait_for_draw (window);

      south1 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1));
      north1 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_NORTH, 1));
      north6 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_NORTH, 6));

      /* North's house 1 is where south's was: the player's own left (or
       * the top of the player's column).
       */
      g_assert_cmpfloat (fabs (centre_x (&north1) - centre_x (&before)), <, 2);
      g_assert_cmpfloat (fabs (centre_y (&north1) - centre_y (&before)), <, 2);
      if (upright)
        {
          g_assert_cmpfloat (centre_x (&north1), <, centre_x (&south1));
          g_assert_cmpfloat (centre_y (&north1), <, centre_y (&north6));
        }
      else
        {
          g_assert_cmpfloat (centre_y (&north1), >, centre_y (&south1));
          g_assert_cmpfloat (centre_x (&north1), <, centre_x (&north6));
        }
      g_assert_true (board->layout.view & MANCALA_BOARD_VIEW_FLIPPED);
      {
        g_autofree char *name = g_strdup_printf ("board-layout-flipped-%dx%d.png",
                                                 sizes[i].width, sizes[i].height);

        save_board (board, name);
      }

      /* A new game, unswapped, turns the board back. */
      position.flags &= ~MANCALA_POSITION_SWAPPED;
      mancala_board_set_position (board, &rules, &position, FALSE);
      gtk_test_widget_wait_for_draw (window);
      south1 = pit_bounds (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1));
      g_assert_cmpfloat (fabs (centre_x (&south1) - centre_x (&before)), <, 2);
      g_assert_cmpfloat (fabs (centre_y (&south1) - centre_y (&before)), <, 2);

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* Tab starts on the mover's row, house 1 first, then the other row; the
 * stores are read by screen readers but skipped; each person's turn
 * puts the focus on their first legal house.
 */
static void
test_layout_focus (void)
{
  MancalaRules rules;
  MancalaPosition position;
  GtkWidget *window;
  MancalaBoard *board;
  guint south_store, north_store;
  GtkWidget *focus;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&position, &rules);
  south_store = mancala_rules_store (&rules, MANCALA_SOUTH);
  north_store = mancala_rules_store (&rules, MANCALA_NORTH);

  /* North to move, and its house 1 empty: house 2 is its first legal move. */
  position.to_move = MANCALA_NORTH;
  position.pits[mancala_rules_pit (&rules, MANCALA_SOUTH, 3)] += position.pits[mancala_rules_pit (&rules, MANCALA_NORTH, 1)];
  position.pits[mancala_rules_pit (&rules, MANCALA_NORTH, 1)] = 0;
  board = show_board (&window, &rules, &position, 900, 450);
  mancala_board_set_human_sides (board, FALSE, TRUE);

  g_assert_false (gtk_widget_get_focusable (find_pit (board, south_store)));
  g_assert_false (gtk_widget_get_focusable (find_pit (board, north_store)));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (find_pit (board, north_store)), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_pit (board, north_store)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Your store, 0 seeds");

  mancala_board_set_interactive (board, TRUE);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == find_pit (board, mancala_rules_pit (&rules, MANCALA_NORTH, 2)));

  /* From there Tab walks north's houses, then south's, never a store. */
  for (guint house = 3; house <= rules.houses; house++)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (board), GTK_DIR_TAB_FORWARD));
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == find_pit (board, mancala_rules_pit (&rules, MANCALA_NORTH, house)));
    }
  for (guint house = 1; house <= rules.houses; house++)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (board), GTK_DIR_TAB_FORWARD));
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, house)));
    }
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (board), GTK_DIR_TAB_FORWARD));

  /* South's turn for a person: its first house, and its row first. */
  mancala_board_set_interactive (board, FALSE);
  mancala_board_set_human_sides (board, TRUE, TRUE);
  position.to_move = MANCALA_SOUTH;
  mancala_board_set_position (board, &rules, &position, FALSE);
  gtk_widget_grab_focus (find_pit (board, mancala_rules_pit (&rules, MANCALA_NORTH, 4)));
  mancala_board_set_interactive (board, TRUE);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1)));
  g_assert_true (gtk_widget_get_first_child (GTK_WIDGET (board)) == find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1)));

  /* A playable house the person chose keeps the focus. */
  gtk_widget_grab_focus (find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 4)));
  mancala_board_set_position (board, &rules, &position, FALSE);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 4)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each house shows the number the keys and messages use, small, beside
 * its count; a burnt house says so instead of showing 0.
 */
static void
test_layout_numbers_and_burnt (void)
{
  MancalaRules rules;
  MancalaPosition position;
  GtkWidget *window;
  MancalaBoard *board;
  g_autoptr(GdkTexture) texture = NULL;
  guint burnt, plain;
  const MancalaBoardLayout *layout;
  double u;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  mancala_position_init (&position, &rules);
  burnt = mancala_rules_pit (&rules, MANCALA_NORTH, 2);
  plain = mancala_rules_pit (&rules, MANCALA_NORTH, 4);
  position.pits[mancala_rules_store (&rules, MANCALA_NORTH)] += position.pits[burnt] + position.pits[plain];
  position.pits[burnt] = 0;
  position.pits[plain] = 0;
  position.burnt = 1u << burnt;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  board = show_board (&window, &rules, &position, 1000, 450);
  texture = render_board (board);
  save_board (board, "board-layout-numbers.png");
  layout = &board->layout;
  u = layout->unit;

  for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
    {
      const graphene_point_t *c = &layout->counts[pit];
      const graphene_point_t *o = &layout->number_offset;
      double number = box_contrast (texture, c->x + o->x, c->y + o->y, 0.3 * layout->number_size, 0.4 * layout->number_size);

      if (mancala_rules_is_store (&rules, pit))
        continue;
      g_test_message ("pit %u: number contrast %.2f", pit, number);
      g_assert_cmpfloat (number, >, 0.12);
    }

  /* "0" is one narrow digit; the burnt mark is a word, wider than it. */
  {
    const graphene_point_t *b = &layout->counts[burnt];
    const graphene_point_t *p = &layout->counts[plain];
    double wide_burnt = box_contrast (texture, b->x + 0.17 * u, b->y, 0.03 * u, 0.05 * u);
    double wide_plain = box_contrast (texture, p->x + 0.17 * u, p->y, 0.03 * u, 0.05 * u);

    g_test_message ("beside the count: burnt %.2f, plain %.2f", wide_burnt, wide_plain);
    g_assert_cmpfloat (wide_burnt, >, 0.12);
    g_assert_cmpfloat (wide_plain, <, 0.12);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static const char *
pit_description (MancalaBoard *board,
                 guint         pit)
{
  return mancala_pit_get_description (MANCALA_PIT (find_pit (board, pit)));
}

/* Focusing (or pointing at) a person's playable house previews the move
 * from the engine's report: where the last seed lands, an extra turn, a
 * capture; never for the computer's houses, and not when turned off.
 */
static void
test_layout_preview (void)
{
  MancalaRules rules;
  MancalaPosition position;
  GtkWidget *window;
  MancalaBoard *board;
  g_autoptr(GdkTexture) shown = NULL;
  g_autoptr(GdkTexture) hidden = NULL;
  guint from, landing, flags, captured;
  guint store, pit3;
  const graphene_rect_t *r;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&position, &rules);
  store = mancala_rules_store (&rules, MANCALA_SOUTH);
  pit3 = mancala_rules_pit (&rules, MANCALA_SOUTH, 3);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  board = show_board (&window, &rules, &position, 900, 450);
  mancala_board_set_human_sides (board, TRUE, FALSE);
  g_assert_true (mancala_board_get_move_preview (board));

  /* Focus previews only as keyboard focus, which a pointer's player
   * does not see.
   */
  mancala_board_set_interactive (board, TRUE);
  g_assert_false (_mancala_board_get_preview (board, NULL, NULL, NULL, NULL));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);

  /* House 3 of six, four seeds: the last one falls in the store. */
  gtk_widget_grab_focus (find_pit (board, pit3));
  g_assert_true (_mancala_board_get_preview (board, &from, &landing, &flags, &captured));
  g_assert_cmpuint (from, ==, pit3);
  g_assert_cmpuint (landing, ==, store);
  g_assert_true (flags & MANCALA_MOVE_EXTRA_TURN);
  g_assert_cmpuint (captured, ==, 0);
  /* Screen readers hear it with the focused house. */
  g_assert_cmpstr (pit_description (board, pit3), ==, "Extra turn");

  /* It shows: a ring around the store, where the plain board has none. */
  shown = render_board (board);
  save_board (board, "board-layout-preview.png");
  mancala_board_set_move_preview (board, FALSE);
  g_assert_false (_mancala_board_get_preview (board, NULL, NULL, NULL, NULL));
  g_assert_null (pit_description (board, pit3));
  hidden = render_board (board);
  r = &board->layout.pits[store];
  g_assert_cmpfloat (box_contrast (shown, r->origin.x - 0.06 * board->layout.unit, r->origin.y + r->size.height / 2, 3, 10),
                     >, box_contrast (hidden, r->origin.x - 0.06 * board->layout.unit, r->origin.y + r->size.height / 2, 3, 10) + 0.1);
  mancala_board_set_move_preview (board, TRUE);

  /* A capture: house 1 holds one seed and house 2 is empty, opposite four. */
  position.pits[mancala_rules_pit (&rules, MANCALA_SOUTH, 1)] = 1;
  position.pits[mancala_rules_pit (&rules, MANCALA_SOUTH, 2)] = 0;
  position.pits[store] = 7;
  mancala_board_set_position (board, &rules, &position, FALSE);
  gtk_widget_grab_focus (find_pit (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1)));
  g_assert_true (_mancala_board_get_preview (board, NULL, &landing, &flags, &captured));
  g_assert_cmpuint (landing, ==, mancala_rules_pit (&rules, MANCALA_SOUTH, 2));
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_cmpuint (captured, ==, 5);
  g_assert_cmpstr (pit_description (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1)), ==,
                   "Captures 5 seeds");
  g_assert_null (pit_description (board, pit3));

  /* Nothing while the computer moves, nor on its houses. */
  mancala_board_set_interactive (board, FALSE);
  g_assert_false (_mancala_board_get_preview (board, NULL, NULL, NULL, NULL));
  g_assert_null (pit_description (board, mancala_rules_pit (&rules, MANCALA_SOUTH, 1)));
  mancala_board_set_human_sides (board, FALSE, TRUE);
  mancala_board_set_interactive (board, TRUE);
  gtk_widget_grab_focus (find_pit (board, pit3));
  g_assert_false (_mancala_board_get_preview (board, NULL, NULL, NULL, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static double
lum_at (GdkTexture *texture,
        guchar     *pixels,
        double      x,
        double      y)
{
  int width = gdk_texture_get_width (texture);
  const guchar *p = pixels + (gsize) (int) y * width * 4 + (int) x * 4;

  return (0.2126 * p[2] + 0.7152 * p[1] + 0.0722 * p[0]) / 255.0;
}

static guchar *
download (GdkTexture *texture)
{
  guchar *pixels = g_malloc ((gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4);

  gdk_texture_download (texture, pixels, gdk_texture_get_width (texture) * 4);
  return pixels;
}

/* Pixels of @pit's oval brighter than @level. */
static guint
count_bright (GdkTexture            *texture,
              guchar                *pixels,
              const graphene_rect_t *r,
              double                 level)
{
  guint n = 0;

  for (int y = (int) r->origin.y; y < r->origin.y + r->size.height; y++)
    for (int x = (int) r->origin.x; x < r->origin.x + r->size.width; x++)
      {
        double dx = (x - r->origin.x - r->size.width / 2) / (r->size.width / 2);
        double dy = (y - r->origin.y - r->size.height / 2) / (r->size.height / 2);

        if (dx * dx + dy * dy < 0.8 && lum_at (texture, pixels, x, y) > level)
          n++;
      }

  return n;
}

/* The board as a subprocess draws it, in the dark style, with South's
 * houses playable and North's house 3 the last move.
 */
static void
render_contrast_board (const char *name)
{
  MancalaRules rules;
  MancalaPosition position;
  GtkWidget *window;
  MancalaBoard *board;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&position, &rules);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  board = show_board (&window, &rules, &position, 900, 450);
  mancala_board_set_human_sides (board, TRUE, FALSE);
  mancala_board_set_interactive (board, TRUE);
  mancala_board_set_last_move (board, MANCALA_NORTH, 3);
  save_board (board, name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ADW_DEBUG_HIGH_CONTRAST=1 (AdwStyleManager:high-contrast): the playable
 * houses get a solid ring, the last move a white one, and dark stones a
 * light rim in the dark hollows. libadwaita reads the variable once, so
 * each style is drawn by a subprocess.
 */
static void
test_layout_high_contrast (void)
{
  g_autofree char *plain_path = g_test_build_filename (G_TEST_BUILT, "board-contrast-0.png", NULL);
  g_autofree char *contrast_path = g_test_build_filename (G_TEST_BUILT, "board-contrast-1.png", NULL);
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) contrast = NULL;
  g_autofree guchar *plain_pixels = NULL;
  g_autofree guchar *contrast_pixels = NULL;
  MancalaRules rules;
  MancalaBoardLayout layout;
  const graphene_rect_t *r;
  guint plain_bright = 0, contrast_bright = 0;

  if (g_test_subprocess ())
    {
      gboolean high = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

      g_assert_true (high == (g_strcmp0 (g_getenv ("ADW_DEBUG_HIGH_CONTRAST"), "1") == 0));
      render_contrast_board (high ? "board-contrast-1.png" : "board-contrast-0.png");
      return;
    }

  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "0", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("ADW_DEBUG_HIGH_CONTRAST");

  plain = gdk_texture_new_from_filename (plain_path, NULL);
  contrast = gdk_texture_new_from_filename (contrast_path, NULL);
  g_assert_nonnull (plain);
  g_assert_nonnull (contrast);
  plain_pixels = download (plain);
  contrast_pixels = download (contrast);

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_board_layout_init_view (&layout, &rules, gdk_texture_get_width (plain), gdk_texture_get_height (plain),
                                  mancala_board_layout_choose_view (&rules, gdk_texture_get_width (plain),
                                                                    gdk_texture_get_height (plain)));

  /* The playable ring, just outside the rim of South's house 1, and the
   * last move's ring around North's house 3: bright and sharp.
   */
  r = &layout.pits[mancala_rules_pit (&rules, MANCALA_SOUTH, 1)];
  g_test_message ("playable ring: %.2f plain, %.2f high contrast",
                  lum_at (plain, plain_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.06 * layout.unit),
                  lum_at (contrast, contrast_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.06 * layout.unit));
  g_assert_cmpfloat (lum_at (contrast, contrast_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.06 * layout.unit),
                     >, 0.75);
  g_assert_cmpfloat (lum_at (plain, plain_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.06 * layout.unit),
                     <, 0.7);

  r = &layout.pits[mancala_rules_pit (&rules, MANCALA_NORTH, 3)];
  g_test_message ("last-move ring: %.2f plain, %.2f high contrast",
                  lum_at (plain, plain_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.035 * layout.unit),
                  lum_at (contrast, contrast_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.035 * layout.unit));
  g_assert_cmpfloat (lum_at (contrast, contrast_pixels, r->origin.x + r->size.width / 2, r->origin.y - 0.035 * layout.unit),
                     >, 0.85);

  /* Stones stand out of the dark hollows: their light rims add a good
   * share of light pixels to the glints.
   */
  for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
    if (!mancala_rules_is_store (&rules, pit))
      {
        plain_bright += count_bright (plain, plain_pixels, &layout.pits[pit], 0.8);
        contrast_bright += count_bright (contrast, contrast_pixels, &layout.pits[pit], 0.8);
      }
  g_test_message ("light pixels in the houses: %u plain, %u high contrast", plain_bright, contrast_bright);
  g_assert_cmpfloat (contrast_bright, >, 1.15 * plain_bright);
}

/* While seeds are sown, the count carried in the hand never covers the
 * count of a pit: across, upright, and turned half round.
 */
static void
test_layout_hand_count (void)
{
  static const struct { int width, height; gboolean swapped; } sizes[] = {
    { 900, 450, FALSE }, { 900, 450, TRUE }, { 350, 510, FALSE },
  };

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (MancalaSide side = MANCALA_SOUTH; side <= MANCALA_NORTH; side++)
      {
        MancalaRules rules;
        MancalaPosition before, after;
        g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
        GtkWidget *window;
        MancalaBoard *board;
        const MancalaBoardLayout *layout;
        guint from, checked = 0;

        mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
        mancala_position_init (&before, &rules);
        before.to_move = side;
        if (sizes[i].swapped)
          before.flags |= MANCALA_POSITION_SWAPPED;
        from = mancala_rules_pit (&rules, side, 1);
        before.pits[from] = 12;
        after = before;
        mancala_position_apply (&rules, &after, 1, report);

        board = show_board (&window, &rules, &before, sizes[i].width, sizes[i].height);
        mancala_board_animate_move (board, &rules, &before, report, &after);
        g_assert_true (mancala_board_get_animating (board));
        gtk_test_widget_wait_for_draw (window);
        layout = &board->layout;

        for (double t = 0; t < mancala_sow_timeline_get_length (board->sow); t += 0.05)
          {
            graphene_rect_t hand;

            _mancala_board_seek_animation (board, t);
            if (board->sow == NULL || !mancala_sow_animation_get_hand_count (board->sow, layout, &hand))
              continue;

            for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
              {
                const graphene_point_t *c = &layout->counts[pit];
                graphene_rect_t label = GRAPHENE_RECT_INIT (c->x - 0.5 * layout->count_size, c->y - 0.45 * layout->count_size,
                                                            layout->count_size, 0.9 * layout->count_size);

                if (graphene_rect_intersection (&hand, &label, NULL))
                  g_error ("%d x %d, %s to move, time %.2f: the hand's count covers pit %u's",
                           sizes[i].width, sizes[i].height, side == MANCALA_SOUTH ? "south" : "north", t, pit);
              }
            checked++;
          }
        g_assert_cmpuint (checked, >, 20);

        mancala_board_finish_animation (board);
        gtk_window_destroy (GTK_WINDOW (window));
      }

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* Plays @house on the board seed by seed to the end, as if watched. */
static void
replay_move (MancalaBoard       *board,
             const MancalaRules *rules,
             MancalaPosition    *position,
             guint               house)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  MancalaPosition before = *position;

  mancala_position_apply (rules, position, house, report);
  mancala_board_animate_move (board, rules, &before, report, position);
  g_assert_true (mancala_board_get_animating (board));
  for (double t = 0; board->sow != NULL && t <= mancala_sow_timeline_get_length (board->sow) + 1; t += 0.25)
    _mancala_board_seek_animation (board, t);
  mancala_board_finish_animation (board);
}

/* Stones keep their colours as they are sown, but a new game lays every
 * house out as at the start of any game, not with what the last game
 * left in it.
 */
static void
test_layout_restart_colours (void)
{
  MancalaRules rules;
  MancalaPosition start, position;
  GtkWidget *window;
  MancalaBoard *board;
  MancalaSeeds first;
  guint house3;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&start, &rules);
  board = show_board (&window, &rules, &start, 900, 450);
  first = board->seeds;

  /* House 3 ends in the store (another turn); house 1 then sows one of
   * its stones into the emptied house 3.
   */
  position = start;
  replay_move (board, &rules, &position, 3);
  replay_move (board, &rules, &position, 1);
  house3 = mancala_rules_pit (&rules, MANCALA_SOUTH, 3);
  g_assert_cmpuint (board->seeds.counts[house3], ==, 1);
  /* That stone came from house 1: not the colour house 3 starts with. */
  g_assert_cmpuint (board->seeds.colours[house3][0], !=, first.colours[house3][0]);

  mancala_board_set_position (board, &rules, &start, TRUE);
  mancala_board_finish_animation (board);
  for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
    {
      g_assert_cmpuint (board->seeds.counts[pit], ==, first.counts[pit]);
      for (guint i = 0; i < first.counts[pit]; i++)
        g_assert_cmpuint (board->seeds.colours[pit][i], ==, first.colours[pit][i]);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
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

  g_test_add_func ("/mancala/board/layout/choose-view", test_layout_choose_view);
  g_test_add_func ("/mancala/board/layout/sizes", test_layout_sizes);
  g_test_add_func ("/mancala/board/layout/minimum", test_layout_minimum);
  g_test_add_func ("/mancala/board/layout/flipped", test_layout_flipped);
  g_test_add_func ("/mancala/board/layout/focus", test_layout_focus);
  g_test_add_func ("/mancala/board/layout/numbers-and-burnt", test_layout_numbers_and_burnt);
  g_test_add_func ("/mancala/board/layout/preview", test_layout_preview);
  g_test_add_func ("/mancala/board/layout/high-contrast", test_layout_high_contrast);
  g_test_add_func ("/mancala/board/layout/hand-count", test_layout_hand_count);
  g_test_add_func ("/mancala/board/layout/restart-colours", test_layout_restart_colours);

  return g_test_run ();
}
