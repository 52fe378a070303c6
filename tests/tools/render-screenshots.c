/* render-screenshots.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The AppStream screenshots in data/screenshots/, drawn from the real
 * window (not a test: a tool run by hand when the window changes).
 *
 *   build-aux/render-screenshots
 *
 * runs it under xvfb-run with the build's schema and writes kalah.png,
 * congkak.png, phone.png and rules.png into DIR (default data/screenshots).
 * history.png and history-dark.png (the move list and analysis) are not
 * drawn here: no tool in the tree makes them yet, redo them by hand.
 * The captions in the metainfo say what each picture shows: keep them in
 * step with the games played here.
 */

#include "config.h"

#include "mancala-rules-window.h"
#include "window-test-util.h"

static const char *out_dir;

static void
save (GtkWidget  *widget,
      const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (out_dir, name, NULL);

  spin (200);
  gtk_test_widget_wait_for_draw (widget);
  texture = render_widget (widget);
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("Cannot write %s", path);
  g_print ("%s: %d x %d\n", path, gdk_texture_get_width (texture),
           gdk_texture_get_height (texture));
}

/* @moves human moves near the middle of the row, the computer answering:
 * a game in mid-play. The Simple level varies its moves, so each run shows
 * another position; the captions promise none in particular.
 */
static void
play_some (MancalaWindow *window,
           guint          moves)
{
  for (guint i = 0; i < moves && is_human_turn (window); i++)
    {
      guint8 legal[MANCALA_MAX_MOVES];
      guint n = mancala_game_get_legal_moves (mancala_window_get_game (window), legal);

      play_house (window, legal[(n + i) / 2 % n]);
      wait_until (is_human_turn, window, 20);
    }
}

static MancalaWindow *
sized_window (int width,
              int height)
{
  MancalaWindow *window = mancala_window_new (NULL);

  /* The picture is the window's widget, 10 px smaller each way than the
   * default size asked for (the client-side decorations' frame on Xvfb):
   * ask for that much more, so phone.png is 360 x 640.
   */
  gtk_window_set_default_size (GTK_WINDOW (window), width + 10, height + 10);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  new_game (window);
  spin (100);

  return window;
}

static void
render_all (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  MancalaWindow *window;
  MancalaRules rules;
  GtkWindow *rules_window;

  /* Kalah against the computer (the default opponent), light. */
  reset_settings ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = sized_window (1100, 680);
  play_some (window, 4);
  save (GTK_WIDGET (window), "kalah.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Traditional Congkak, rounds and all, dark. */
  reset_settings ();
  g_settings_set_string (settings, "variant", "congkak");
  g_settings_set_string (settings, "congkak-rounds", "traditional");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  window = sized_window (1100, 680);
  play_some (window, 3);
  save (GTK_WIDGET (window), "congkak.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A phone held upright: the board turns with it. */
  reset_settings ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = sized_window (360, 640);
  play_some (window, 3);
  save (GTK_WIDGET (window), "phone.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* The Rules window at its own size. */
  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules_window = GTK_WINDOW (mancala_rules_window_new (&rules));
  gtk_window_set_default_size (rules_window, 690, 730);
  gtk_window_present (rules_window);
  save (GTK_WIDGET (rules_window), "rules.png");
  gtk_window_destroy (rules_window);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    {
      g_printerr ("render-screenshots needs a display: run build-aux/render-screenshots\n");
      return 1;
    }

  out_dir = argc > 1 ? argv[1] : ".";
  g_mkdir_with_parents (out_dir, 0755);
  g_test_add_func ("/mancala/screenshots/render", render_all);

  return window_test_run ();
}
