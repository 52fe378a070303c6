/* test-sound.c
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

/* The sounds of a move, behind MancalaSound's backend (a recorder here,
 * so no sound server is needed): a Congkak sowing with a relay that ends
 * in a capture and a Kalah move that earns an extra turn sound seed by
 * seed, in the order the board shows them, in the replay and in the
 * window; nothing at the instant speed, nothing with Sound off.
 */

#include "config.h"

#include "mancala-sound.h"
#include "mancala-sow-animation.h"
#include "window-test-util.h"

/* The backend: every name played, "drop-N" kept as is. */
static void
record_cb (const char *name,
           gpointer    user_data)
{
  g_ptr_array_add (user_data, g_strdup (name));
}

/* "drop-3" → "drop", so that a sequence can be compared with the report. */
static char *
dup_joined (GPtrArray *names)
{
  GString *joined = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);

      if (joined->len > 0)
        g_string_append_c (joined, ' ');
      g_string_append (joined, g_str_has_prefix (name, "drop-") ? "drop" : name);
    }

  return g_string_free (joined, FALSE);
}

/* What a player should hear for @report, worked out from the engine's
 * events (not from the animation): each seed, each group of captures or
 * collections, the extra turn, the end.
 */
static char *
dup_expected (const MancalaRules  *rules,
              const MancalaReport *report)
{
  GString *expected = g_string_new (NULL);
  guint8 previous = MANCALA_EVENT_LIFT;

  for (guint i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *event = &report->events[i];
      const char *name = NULL;

      switch (event->kind)
        {
        case MANCALA_EVENT_DROP:
          name = mancala_rules_is_store (rules, event->pit) ? "store" : "drop";
          break;
        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_COLLECT:
        case MANCALA_EVENT_REFILL:
          name = previous == event->kind ? NULL : "capture";
          break;
        case MANCALA_EVENT_EXTRA_TURN:
          name = "extra-turn";
          break;
        case MANCALA_EVENT_GAME_OVER:
          name = "game-over";
          break;
        default:
          break;
        }
      previous = event->kind;

      if (name == NULL)
        continue;
      if (expected->len > 0)
        g_string_append_c (expected, ' ');
      g_string_append (expected, name);
    }

  return g_string_free (expected, FALSE);
}

static gboolean
report_has (const MancalaReport *report,
            MancalaEventKind     kind)
{
  for (guint i = 0; i < report->n_events; i++)
    if (report->events[i].kind == kind)
      return TRUE;

  return FALSE;
}

/* Plays a fixed pseudo-random game of @variant until a move whose report
 * has both @a and @b; fills @moves with the moves before it and returns
 * how many, and @move with it.
 */
static guint
find_move (MancalaVariant    variant,
           MancalaEventKind  a,
           MancalaEventKind  b,
           guint8           *moves,
           guint             max_moves,
           guint            *move)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);

  for (guint game = 0; game < 200; game++)
    {
      MancalaRules rules;
      MancalaPosition position;
      guint n = 0;

      mancala_rules_init_default (&rules, variant);
      mancala_position_init (&position, &rules);

      while (!mancala_position_is_over (&position) && n < max_moves)
        {
          uint8_t legal[MANCALA_MAX_MOVES];
          guint n_legal = mancala_position_legal_moves (&rules, &position, legal);

          for (guint i = 0; i < n_legal; i++)
            {
              g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
              MancalaPosition after = position;

              if (legal[i] == MANCALA_MOVE_SWAP)
                continue;
              mancala_position_apply (&rules, &after, legal[i], report);
              if (!report->overflow && report->n_events < 200 &&
                  report_has (report, a) && report_has (report, b))
                {
                  *move = legal[i];
                  return n;
                }
            }

          moves[n] = legal[g_rand_int_range (rand, 0, n_legal)];
          mancala_position_apply (&rules, &position, moves[n++], NULL);
        }
    }

  g_assert_not_reached ();
}

static void
test_sound_events (void)
{
  g_autoptr(MancalaSound) sound = mancala_sound_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  g_assert_true (mancala_sound_get_enabled (sound));
  mancala_sound_set_backend (sound, record_cb, g_ptr_array_ref (names),
                             (GDestroyNotify) g_ptr_array_unref);

  /* The same variation twice still gives two different clicks. */
  mancala_sound_play (sound, MANCALA_SOUND_DROP, 5);
  mancala_sound_play (sound, MANCALA_SOUND_DROP, 5);
  mancala_sound_play (sound, MANCALA_SOUND_STORE, 0);
  mancala_sound_play (sound, MANCALA_SOUND_CAPTURE, 0);
  mancala_sound_play (sound, MANCALA_SOUND_EXTRA_TURN, 0);
  mancala_sound_play (sound, MANCALA_SOUND_GAME_OVER, 0);
  mancala_sound_play (sound, MANCALA_SOUND_N_EVENTS, 0);
  mancala_sound_play (sound, (MancalaSoundEvent) 1000, 0);

  g_assert_cmpuint (names->len, ==, 6);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (names, 0), "drop-"));
  g_assert_cmpstr (g_ptr_array_index (names, 0), !=, g_ptr_array_index (names, 1));
  joined = dup_joined (names);
  g_assert_cmpstr (joined, ==, "drop drop store capture extra-turn game-over");

  /* Every name is a file that build-aux/make-sounds.py made. */
  for (guint e = 0; e < MANCALA_SOUND_N_EVENTS; e++)
    for (guint v = 0; v < 8; v++)
      {
        g_autofree char *file = g_strconcat (mancala_sound_event_get_name (e, v), ".wav", NULL);
        g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "sounds", file, NULL);

        g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      }

  /* Sound off: the backend hears nothing. */
  g_ptr_array_set_size (names, 0);
  mancala_sound_set_enabled (sound, FALSE);
  mancala_sound_play (sound, MANCALA_SOUND_DROP, 0);
  g_assert_cmpuint (names->len, ==, 0);
}

static void
cue_cb (MancalaSoundEvent event,
        guint             pit,
        guint             variation,
        gpointer          user_data)
{
  mancala_sound_play (user_data, event, variation);
}

/* The replay itself, stepped through in small slices of time. */
static void
check_replay (MancalaVariant   variant,
              MancalaEventKind a,
              MancalaEventKind b)
{
  g_autoptr(MancalaSound) sound = mancala_sound_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  g_autoptr(MancalaSowTimeline) sow = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *expected = NULL;
  MancalaRules rules;
  MancalaPosition position;
  guint8 moves[400];
  guint move, n;
  double length;

  n = find_move (variant, a, b, moves, G_N_ELEMENTS (moves), &move);
  mancala_rules_init_default (&rules, variant);
  mancala_position_init (&position, &rules);
  for (guint i = 0; i < n; i++)
    mancala_position_apply (&rules, &position, moves[i], NULL);

  mancala_seeds_sync (seeds, &rules, &position, mancala_board_art_seed_colour);
  mancala_position_apply (&rules, &position, move, report);
  expected = dup_expected (&rules, report);
  g_test_message ("%s: %s", mancala_variant_to_string (variant), expected);

  mancala_sound_set_backend (sound, record_cb, g_ptr_array_ref (names),
                             (GDestroyNotify) g_ptr_array_unref);
  sow = mancala_sow_timeline_new (seeds, &rules, report, mancala_board_art_seed_colour);
  mancala_sow_timeline_set_cue_func (sow, cue_cb, sound);
  length = mancala_sow_timeline_get_length (sow);
  for (double t = 0; t <= length + 0.1; t += 0.05)
    mancala_sow_timeline_seek (sow, t);

  joined = dup_joined (names);
  g_assert_cmpstr (joined, ==, expected);
  for (guint i = 1; i < names->len; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i - 1), !=, g_ptr_array_index (names, i));
}

static void
test_sound_replay (void)
{
  check_replay (MANCALA_VARIANT_CONGKAK, MANCALA_EVENT_RELAY, MANCALA_EVENT_CAPTURE);
  check_replay (MANCALA_VARIANT_KALAH, MANCALA_EVENT_EXTRA_TURN, MANCALA_EVENT_DROP);
  check_replay (MANCALA_VARIANT_KALAH, MANCALA_EVENT_CAPTURE, MANCALA_EVENT_DROP);
  check_replay (MANCALA_VARIANT_OWARE, MANCALA_EVENT_CAPTURE, MANCALA_EVENT_GAME_OVER);
}

/* A skipped replay is quiet from the skip on. */
static void
test_sound_skip (void)
{
  g_autoptr(MancalaSound) sound = mancala_sound_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  g_autoptr(MancalaSowTimeline) sow = NULL;
  MancalaRules rules;
  MancalaPosition position;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&position, &rules);
  mancala_seeds_sync (seeds, &rules, &position, mancala_board_art_seed_colour);
  mancala_position_apply (&rules, &position, 3, report);

  mancala_sound_set_backend (sound, record_cb, g_ptr_array_ref (names),
                             (GDestroyNotify) g_ptr_array_unref);
  sow = mancala_sow_timeline_new (seeds, &rules, report, mancala_board_art_seed_colour);
  mancala_sow_timeline_set_cue_func (sow, cue_cb, sound);
  mancala_sow_timeline_seek (sow, 1.2 + 1.0);      /* The lift and the first seed. */
  g_assert_cmpuint (names->len, ==, 1);
  mancala_sow_timeline_set_cue_func (sow, NULL, NULL);
  mancala_sow_timeline_seek (sow, mancala_sow_timeline_get_length (sow));
  g_assert_cmpuint (names->len, ==, 1);
}

/* The window: the board's replay reaches the window's sound. */

static gboolean
is_still (MancalaWindow *window)
{
  return !mancala_board_get_animating (mancala_window_get_board (window));
}

static void
wait_for_replay (MancalaWindow *window)
{
  g_assert_true (wait_until (is_still, window, 30));
}

static void
check_window (const char       *variant_name,
              MancalaVariant    variant,
              MancalaEventKind  a,
              MancalaEventKind  b)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree char *expected = NULL;
  g_autofree char *joined = NULL;
  MancalaWindow *window;
  MancalaGame *game;
  MancalaRules rules;
  MancalaPosition position;
  guint8 moves[400];
  guint move, n;

  n = find_move (variant, a, b, moves, G_N_ELEMENTS (moves), &move);
  mancala_rules_init_default (&rules, variant);
  mancala_position_init (&position, &rules);
  for (guint i = 0; i < n; i++)
    mancala_position_apply (&rules, &position, moves[i], NULL);
  mancala_position_apply (&rules, &position, move, report);
  expected = dup_expected (&rules, report);

  g_settings_set_string (settings, "variant", variant_name);
  g_settings_set_string (settings, "south-player", "human");
  g_settings_set_string (settings, "north-player", "human");
  g_settings_set_string (settings, "animation-speed", "instant");

  window = mancala_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 600);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  game = mancala_window_get_game (window);
  /* Not the game the last window saved: a new one, without asking. */
  g_assert_true (mancala_game_new_game (game, &rules, MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_AVERAGE,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_AVERAGE));
  wait_for_replay (window);
  mancala_sound_set_backend (mancala_window_get_sound (window), record_cb,
                             g_ptr_array_ref (names), (GDestroyNotify) g_ptr_array_unref);

  /* Up to the move: instantly, and silently. */
  for (guint i = 0; i < n; i++)
    g_assert_true (mancala_game_play (game, moves[i], NULL));
  wait_for_replay (window);
  g_assert_cmpuint (names->len, ==, 0);

  g_settings_set_string (settings, "animation-speed", "fast");
  g_assert_true (mancala_game_play (game, move, NULL));
  g_assert_true (mancala_board_get_animating (mancala_window_get_board (window)));
  wait_for_replay (window);

  joined = dup_joined (names);
  g_assert_cmpstr (joined, ==, expected);

  /* Sound off in the menu: the next replay is silent. */
  g_ptr_array_set_size (names, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "sound", NULL);
  g_assert_false (g_settings_get_boolean (settings, "sound"));
  if (!mancala_game_is_over (game))
    {
      uint8_t legal[MANCALA_MAX_MOVES];

      if (mancala_position_legal_moves (mancala_game_get_rules (game),
                                        mancala_game_get_position (game), legal) > 0)
        {
          g_assert_true (mancala_game_play (game, legal[legal[0] == MANCALA_MOVE_SWAP], NULL));
          wait_for_replay (window);
        }
    }
  g_assert_cmpuint (names->len, ==, 0);
  g_settings_reset (settings, "sound");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_sound_window (void)
{
  check_window ("congkak", MANCALA_VARIANT_CONGKAK, MANCALA_EVENT_RELAY, MANCALA_EVENT_CAPTURE);
  check_window ("kalah", MANCALA_VARIANT_KALAH, MANCALA_EVENT_EXTRA_TURN, MANCALA_EVENT_DROP);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;                          /* Meson reports this as SKIP. */

  /* The sounds come from the replay: it must run. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  g_test_add_func ("/mancala/sound/events", test_sound_events);
  g_test_add_func ("/mancala/sound/replay", test_sound_replay);
  g_test_add_func ("/mancala/sound/skip", test_sound_skip);
  g_test_add_func ("/mancala/sound/window", test_sound_window);

  return window_test_run ();
}
