/* test-window-render.c
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

/* The whole window rendered in every variant in both styles, and at its
 * smallest size; a few pixels checked, the pictures saved for people.
 */

#include "config.h"

#include "window-test-util.h"

typedef struct
{
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Pixels;

static void
pixel_at (const Pixels *pixels,
          int           x,
          int           y,
          int          *r,
          int          *g,
          int          *b)
{
  /* GDK_MEMORY_DEFAULT is B, G, R, A in memory. */
  const guchar *p = pixels->data + (gsize) y * pixels->stride + (gsize) x * 4;

  *b = p[0];
  *g = p[1];
  *r = p[2];
}

/* The share of warm (wood) pixels in a rectangle. */
static double
warm_share (const Pixels          *pixels,
            const graphene_rect_t *rect)
{
  guint warm = 0, total = 0;

  for (int y = rect->origin.y; y < rect->origin.y + rect->size.height; y += 3)
    for (int x = rect->origin.x; x < rect->origin.x + rect->size.width; x += 3)
      {
        int r, g, b;

        pixel_at (pixels, x, y, &r, &g, &b);
        total++;
        if (r > b + 30 && r >= g)
          warm++;
      }

  return total > 0 ? (double) warm / total : 0.0;
}

static double
mean_luminance (const Pixels          *pixels,
                const graphene_rect_t *rect)
{
  double sum = 0;
  guint total = 0;

  for (int y = rect->origin.y; y < rect->origin.y + rect->size.height; y++)
    for (int x = rect->origin.x; x < rect->origin.x + rect->size.width; x++)
      {
        int r, g, b;

        pixel_at (pixels, x, y, &r, &g, &b);
        sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
        total++;
      }

  return sum / MAX (total, 1);
}

static void
render_variant (const char *variant,
                gboolean    dark)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  MancalaWindow *window;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree guchar *data = NULL;
  graphene_rect_t board_bounds, header_bounds, strip;
  GtkWidget *header;
  Pixels pixels;
  double warm, header_light;

  reset_settings ();
  g_settings_set_string (settings, "variant", variant);
  if (g_str_equal (variant, "congkak"))
    g_settings_set_string (settings, "congkak-rounds", "traditional");

  adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);

  window = mancala_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 600);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpstr (mancala_variant_to_string (mancala_game_get_rules (mancala_window_get_game (window))->variant),
                   ==, variant);
  if (g_str_equal (variant, "congkak"))
    {
      GtkWidget *title = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

      /* The rules in force are under the title. */
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, "Congkak");
      g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==,
                       "7 houses, 7 seeds · Rounds with burnt houses · Round 1");
    }

  /* A few moves, so the picture shows a game, not a start position. */
  for (guint i = 0; i < 2 && is_human_turn (window); i++)
    {
      guint8 moves[MANCALA_MAX_MOVES];
      guint n = mancala_game_get_legal_moves (mancala_window_get_game (window), moves);

      play_house (window, moves[n / 2]);
      wait_until (is_human_turn, window, 10);
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "game.advice", NULL);
  wait_until (has_advice, window, 10);
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  texture = render_widget (GTK_WIDGET (window));
  name = g_strdup_printf ("window-%s-%s.png", variant, dark ? "dark" : "light");
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);

  pixels.width = gdk_texture_get_width (texture);
  pixels.height = gdk_texture_get_height (texture);
  pixels.stride = (gsize) pixels.width * 4;
  data = g_malloc (pixels.stride * pixels.height);
  gdk_texture_download (texture, data, pixels.stride);
  pixels.data = data;

  /* The board is warm wood in both styles. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mancala_window_get_board (window)),
                                            GTK_WIDGET (window), &board_bounds));
  warm = warm_share (&pixels, &board_bounds);
  g_test_message ("%s: warm share of the board %.2f", name, warm);
  g_assert_cmpfloat (warm, >, 0.25);

  /* The header bar follows the style: a strip above its buttons. */
  header = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  g_assert_true (gtk_widget_compute_bounds (header, GTK_WIDGET (window), &header_bounds));
  graphene_rect_init (&strip, header_bounds.origin.x + 8, header_bounds.origin.y + 1,
                      header_bounds.size.width - 16, 3);
  header_light = mean_luminance (&pixels, &strip);
  g_test_message ("%s: header luminance %.0f", name, header_light);
  if (dark)
    g_assert_cmpfloat (header_light, <, 90);
  else
    g_assert_cmpfloat (header_light, >, 180);

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_window_render_narrow (void)
{
  MancalaWindow *window;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "window-narrow.png", NULL);
  int width, height;

  reset_settings ();
  window = create_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 294);
  spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* The smallest window still fits the header bar and the board. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  g_test_message ("Smallest window: %d x %d", width, height);
  texture = render_widget (GTK_WIDGET (window));
  g_assert_true (gdk_texture_save_to_png (texture, path));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_render (void)
{
  static const char *variants[] = { "kalah", "oware", "congkak" };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      render_variant (variants[i], FALSE);
      render_variant (variants[i], TRUE);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  g_test_add_func ("/mancala/window/render", test_window_render);
  g_test_add_func ("/mancala/window/render-narrow", test_window_render_narrow);

  return window_test_run ();
}
