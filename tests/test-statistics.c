/* test-statistics.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-saved-game.h"
#include "mancala-statistics.h"
#include "model-test-util.h"

/* Plays @game to its end as both persons would, first legal move each
 * time, or waits for the computer.
 */
static gboolean
is_over (gpointer data)
{
  return mancala_game_is_over (data);
}

static gboolean
can_play (gpointer data)
{
  return mancala_game_is_over (data) || mancala_game_is_human_turn (data);
}

static void
play_to_end (MancalaGame *game)
{
  while (!mancala_game_is_over (game))
    {
      guint8 legal[MANCALA_MAX_MOVES];

      if (!mancala_game_is_human_turn (game))
        {
          g_assert_true (model_wait_until (can_play, game, 10000));
          continue;
        }

      g_assert_cmpuint (mancala_game_get_legal_moves (game, legal), >, 0);
      g_assert_true (mancala_game_play (game, legal[0], NULL));
    }
}

static const MancalaRecord *
find (MancalaStatistics *stats,
      MancalaVariant     variant,
      MancalaSide        seat,
      gint               opponent)
{
  for (guint i = 0; i < mancala_statistics_get_n_records (stats); i++)
    {
      const MancalaRecord *record = mancala_statistics_get_record (stats, i);

      if (record->variant == variant && record->seat == seat && record->opponent == opponent)
        return record;
    }

  return NULL;
}

static void
test_statistics_round_trip (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaStatistics) stats = mancala_statistics_new (dir);
  g_autoptr(MancalaStatistics) loaded = mancala_statistics_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  g_autoptr(GError) error = NULL;
  const MancalaRecord *record;
  MancalaOutcome outcome;
  guint total;

  g_assert_true (mancala_statistics_load (stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 0);

  mancala_statistics_watch (stats, game);
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_SIMPLE);
  play_to_end (game);
  outcome = mancala_game_get_outcome (game);

  record = find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH, MANCALA_LEVEL_SIMPLE);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->won, ==, outcome == MANCALA_OUTCOME_SOUTH);
  g_assert_cmpuint (record->lost, ==, outcome == MANCALA_OUTCOME_NORTH);
  g_assert_cmpuint (record->drawn, ==, outcome == MANCALA_OUTCOME_DRAW);
  g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 1);

  /* Undo and finish again: the same game counts once. */
  g_assert_true (mancala_game_undo (game));
  play_to_end (game);
  record = find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH, MANCALA_LEVEL_SIMPLE);
  g_assert_cmpuint (record->won + record->lost + record->drawn, ==, 1);

  /* Two people: one record each, from each one's point of view. */
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_SIMPLE);
  mancala_game_restart (game);
  play_to_end (game);
  g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 3);
  record = find (stats, MANCALA_VARIANT_KALAH, MANCALA_NORTH, MANCALA_OPPONENT_PERSON);
  g_assert_nonnull (record);
  total = record->won + record->lost + record->drawn;
  g_assert_cmpuint (total, ==, 1);
  g_assert_cmpuint (record->won, ==, find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH,
                                           MANCALA_OPPONENT_PERSON)->lost);

  /* Two computers: nobody to count. */
  mancala_game_set_player (game, MANCALA_SOUTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH);
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH);
  mancala_game_restart (game);
  g_assert_true (model_wait_until (is_over, game, 20000));
  g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 3);

  /* Everything is on disk. */
  g_assert_true (mancala_statistics_flush (stats, &error));
  g_assert_no_error (error);
  g_assert_true (mancala_statistics_load (loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mancala_statistics_get_n_records (loaded), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpmem (mancala_statistics_get_record (loaded, i), sizeof (MancalaRecord),
                     mancala_statistics_get_record (stats, i), sizeof (MancalaRecord));

  /* Reset forgets, on disk too. */
  g_assert_true (mancala_statistics_reset (loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mancala_statistics_get_n_records (loaded), ==, 0);
  g_assert_true (mancala_statistics_load (stats, &error));
  g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 0);

  g_clear_object (&game);
  g_clear_object (&stats);
  model_drain_computer ();
  model_spin (50);        /* The writing thread's last callback. */
  model_remove_dir (dir);
}

static void
test_statistics_pie_swap (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaStatistics) stats = mancala_statistics_new (dir);
  g_autoptr(MancalaGame) game = mancala_game_new ();
  MancalaRules rules;
  MancalaOutcome outcome;
  const MancalaRecord *record;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.pie = true;
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
  mancala_statistics_watch (stats, game);
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (mancala_game_play (game, MANCALA_MOVE_SWAP, NULL));
  play_to_end (game);

  /* The person who started south finished on the north side. */
  outcome = mancala_game_get_outcome (game);
  record = find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH, MANCALA_OPPONENT_PERSON);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->won, ==, outcome == MANCALA_OUTCOME_NORTH);
  g_assert_cmpuint (record->lost, ==, outcome == MANCALA_OUTCOME_SOUTH);

  g_clear_object (&stats);
  model_spin (50);        /* The writing thread's last callback. */
  model_remove_dir (dir);
}

static const char *broken_files[] = {
  "garbage",
  "{\"version\": 1, \"records\": [{\"variant\": \"kalah\"",
  "{\"version\": 7, \"records\": []}",
  "{\"version\": 1, \"records\": [{\"variant\": \"kalah\", \"seat\": \"east\", "
  "\"opponent\": \"wise\", \"won\": 1, \"lost\": 0, \"drawn\": 0}]}",
  "{\"version\": 1, \"records\": [{\"variant\": \"kalah\", \"seat\": \"south\", "
  "\"opponent\": \"wise\", \"won\": -1, \"lost\": 0, \"drawn\": 0}]}",
  "{\"version\": 1, \"records\": [{\"variant\": \"kalah\", \"seat\": \"south\", "
  "\"opponent\": \"wise\", \"won\": 1, \"lost\": 0, \"drawn\": 0}, {\"variant\": \"kalah\", "
  "\"seat\": \"south\", \"opponent\": \"wise\", \"won\": 1, \"lost\": 0, \"drawn\": 0}]}",
};

static void
test_statistics_broken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
    {
      g_autofree char *dir = model_make_dir ();
      g_autoptr(MancalaStatistics) stats = mancala_statistics_new (dir);
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) handle = NULL;
      const char *path = mancala_statistics_get_path (stats);
      const char *name;
      guint n_aside = 0;

      g_file_set_contents (path, broken_files[i], -1, NULL);
      g_test_expect_message ("mancala-statistics", G_LOG_LEVEL_WARNING, "Statistics*set aside*");
      g_assert_false (mancala_statistics_load (stats, &error));
      g_test_assert_expected_messages ();
      /* A broken statistics file is not a broken saved game. */
      g_assert_true (error->domain != MANCALA_SAVED_GAME_ERROR);
      g_assert_error (error, MANCALA_STATE_FILE_ERROR,
                      (int) (i == 2 ? MANCALA_STATE_FILE_ERROR_VERSION
                                    : MANCALA_STATE_FILE_ERROR_CORRUPT));
      g_assert_cmpstr (error->message, ==, "The statistics were damaged and were set aside");
      g_assert_cmpuint (mancala_statistics_get_n_records (stats), ==, 0);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      handle = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (handle)) != NULL)
        n_aside += g_str_has_prefix (name, "statistics.json.broken-");
      g_assert_cmpuint (n_aside, ==, 1);

      model_remove_dir (dir);
    }
}

/* A level changed mid-game applies at once, but the result goes to the
 * weakest level that played: a few moves against Foolish, then Wise, is
 * a game against Foolish.
 */
static void
test_statistics_weakest_level (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaStatistics) stats = mancala_statistics_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  g_autoptr(GError) error = NULL;

  g_assert_true (mancala_statistics_load (stats, &error));
  mancala_statistics_watch (stats, game);

  /* Before its first move the computer has its level now. */
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_CLEVER);
  g_assert_cmpint (mancala_game_get_weakest_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_CLEVER);
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH);

  /* House 1 hands Foolish the turn. */
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (model_wait_until (can_play, game, 10000));
  g_assert_cmpint (mancala_game_get_weakest_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_FOOLISH);

  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_WISE);
  play_to_end (game);
  g_assert_cmpint (mancala_game_get_weakest_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_FOOLISH);
  g_assert_nonnull (find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH, MANCALA_LEVEL_FOOLISH));
  g_assert_null (find (stats, MANCALA_VARIANT_KALAH, MANCALA_SOUTH, MANCALA_LEVEL_WISE));

  /* A new game forgets it. */
  mancala_game_restart (game);
  g_assert_cmpint (mancala_game_get_weakest_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_WISE);

  g_clear_object (&stats);
  model_drain_computer ();
  model_spin (50);
  model_remove_dir (dir);
}

/* Nesting is refused before parsing (json-glib recursed once per level
 * and overflowed the stack), and brackets inside strings do not count.
 */
static void
test_statistics_deep_nesting (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaStatistics) stats = mancala_statistics_new (dir);
  g_autoptr(GError) error = NULL;
  const char *path = mancala_statistics_get_path (stats);
  GString *deep = g_string_new ("{\"version\": 1, \"records\": ");
  g_autofree char *brackets = g_strnfill (200, '[');
  g_autofree char *quoted = NULL;

  /* 200 KB, under the size cap of 256 KB. */
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "[[");
  g_assert_true (g_file_set_contents (path, deep->str, deep->len, NULL));
  g_string_free (deep, TRUE);

  g_test_expect_message ("mancala-statistics", G_LOG_LEVEL_WARNING, "Statistics*set aside*");
  g_assert_false (mancala_statistics_load (stats, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Brackets in a string are text: this file is fine. */
  quoted = g_strdup_printf ("{\"version\": 1, \"note\": \"\\\"%s\", \"records\": []}", brackets);
  g_assert_true (g_file_set_contents (path, quoted, -1, NULL));
  g_assert_true (mancala_statistics_load (stats, &error));
  g_assert_no_error (error);

  g_clear_object (&stats);
  model_spin (50);
  model_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/model/statistics/round-trip", test_statistics_round_trip);
  g_test_add_func ("/mancala/model/statistics/pie-swap", test_statistics_pie_swap);
  g_test_add_func ("/mancala/model/statistics/broken", test_statistics_broken);
  g_test_add_func ("/mancala/model/statistics/deep-nesting", test_statistics_deep_nesting);
  g_test_add_func ("/mancala/model/statistics/weakest-level", test_statistics_weakest_level);

  return g_test_run ();
}
