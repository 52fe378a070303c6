/* test-saved-game.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "mancala-saved-game.h"
#include "model-test-util.h"

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

static void
write_file (const char *path,
            const char *contents,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

/* The names of the broken files set aside in @dir. */
static GPtrArray *
list_broken (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_prefix (name, "saved-game.json.broken-"))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));

  return names;
}

static void
test_saved_game_round_trip (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaSavedGame) saved = mancala_saved_game_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_OWARE,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(MancalaGame) restored = mancala_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  const GArray *moves, *restored_moves;
  guint8 legal[MANCALA_MAX_MOVES];

  g_assert_true (g_str_has_prefix (mancala_saved_game_get_path (saved), dir));

  /* No file yet: nothing to restore, and no error. */
  g_assert_false (mancala_saved_game_restore (saved, restored, &error));
  g_assert_no_error (error);

  mancala_saved_game_watch (saved, game);
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_CLEVER);
  for (guint i = 0; i < 12; i++)
    {
      guint n = mancala_game_get_legal_moves (game, legal);

      g_assert_true (mancala_game_play (game, legal[i % n], NULL));
      if (i == 0)
        {
          g_assert_true (mancala_saved_game_flush (saved, NULL));
          first = read_file (mancala_saved_game_get_path (saved));
        }
    }
  g_assert_true (mancala_game_undo (game));
  g_assert_true (mancala_game_undo (game));
  g_assert_true (mancala_saved_game_flush (saved, &error));
  g_assert_no_error (error);

  /* Written after every move, not only at the end. */
  g_assert_nonnull (strstr (first, "\"version\" : 1"));
  g_assert_nonnull (strstr (first, "\"oware\""));

  g_assert_true (mancala_saved_game_restore (saved, restored, &error));
  g_assert_no_error (error);

  moves = mancala_game_get_move_list (game);
  restored_moves = mancala_game_get_move_list (restored);
  g_assert_cmpuint (restored_moves->len, ==, 10);
  g_assert_cmpmem (restored_moves->data, restored_moves->len * sizeof (MancalaMove),
                   moves->data, moves->len * sizeof (MancalaMove));
  g_assert_cmpmem (mancala_game_get_redo_list (restored)->data, 2 * sizeof (MancalaMove),
                   mancala_game_get_redo_list (game)->data, 2 * sizeof (MancalaMove));
  g_assert_true (mancala_rules_equal (mancala_game_get_rules (game),
                                      mancala_game_get_rules (restored)));
  g_assert_true (mancala_position_equal (mancala_game_get_position (game),
                                         mancala_game_get_position (restored)));
  g_assert_cmpint (mancala_game_get_player_level (restored, MANCALA_NORTH), ==, MANCALA_LEVEL_CLEVER);
  g_assert_cmpint (mancala_game_get_player_kind (restored, MANCALA_NORTH), ==, MANCALA_PLAYER_HUMAN);
  g_assert_true (mancala_game_redo (restored));

  g_clear_object (&game);
  g_clear_object (&restored);
  model_drain_computer ();
  model_spin (50);        /* The writing thread's last callback. */
  model_remove_dir (dir);
}

static void
test_saved_game_kalah_pie_round_trip (void)
{
  g_autoptr(MancalaGame) game = mancala_game_new ();
  g_autoptr(MancalaGame) restored = mancala_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  MancalaRules rules;
  gsize length;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.pie = true;
  rules.houses = 4;
  rules.end_rule = MANCALA_END_NO_MOVE;
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_WISE,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
  g_assert_true (mancala_game_play (game, 2, NULL));
  g_assert_true (mancala_game_play (game, MANCALA_MOVE_SWAP, NULL));

  data = mancala_saved_game_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"swap\""));
  g_assert_true (mancala_saved_game_load_data (restored, data, length, &error));
  g_assert_no_error (error);
  g_assert_true (mancala_rules_equal (&rules, mancala_game_get_rules (restored)));
  g_assert_cmpint (mancala_game_get_side_seat (restored, MANCALA_NORTH), ==, MANCALA_SOUTH);
}

static void
test_saved_game_computer_resumes (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  g_autoptr(MancalaGame) restored = mancala_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  /* Saved while the computer was to move: it thinks again at once. */
  mancala_game_set_thinking_time (game, 10000);
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (mancala_game_is_thinking (game));
  data = mancala_saved_game_to_data (game, &length);

  mancala_game_set_thinking_time (restored, 10000);
  g_assert_true (mancala_saved_game_load_data (restored, data, length, &error));
  g_assert_no_error (error);
  g_assert_false (mancala_game_is_human_turn (restored));
  g_assert_true (mancala_game_is_thinking (restored));

  g_clear_object (&game);
  g_clear_object (&restored);
  model_drain_computer ();
}

static gboolean
is_human_turn_or_over (gpointer data)
{
  return mancala_game_is_over (data) || mancala_game_is_human_turn (data);
}

/* The weakest level that played survives a restart of the game. */
static void
test_saved_game_weakest_level (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  g_autoptr(MancalaGame) restored = mancala_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH);
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (model_wait_until (is_human_turn_or_over, game, 10000));
  mancala_game_set_player (game, MANCALA_NORTH, MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_WISE);

  data = mancala_saved_game_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"weakest-level\" : \"foolish\""));
  g_assert_true (mancala_saved_game_load_data (restored, data, length, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mancala_game_get_player_level (restored, MANCALA_NORTH), ==, MANCALA_LEVEL_WISE);
  g_assert_cmpint (mancala_game_get_weakest_level (restored, MANCALA_NORTH), ==, MANCALA_LEVEL_FOOLISH);

  g_clear_object (&game);
  g_clear_object (&restored);
  model_drain_computer ();
}

typedef struct
{
  const char *name;
  const char *contents;          /* NULL: see the test. */
  int         code;
} BrokenCase;

#define GOOD_RULES "\"rules\": {\"variant\": \"kalah\", \"houses\": 6, \"seeds\": 4, " \
                   "\"empty-capture\": false, \"end-rule\": \"immediate\", \"pie\": false, " \
                   "\"grand-slam\": \"no-capture\", \"rounds\": \"single\"}"
#define GOOD_PLAYERS "\"players\": {\"south\": {\"kind\": \"human\", \"level\": \"average\"}, " \
                     "\"north\": {\"kind\": \"computer\", \"level\": \"simple\"}}"

static const BrokenCase broken_cases[] = {
  { "not-json", "this is not a saved game", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "empty", "", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "truncated", "{\"version\": 1, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [1, 2",
    MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "array", "[1, 2, 3]", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "no-version", "{" GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "future-version", "{\"version\": 2, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_VERSION },
  { "wrong-type", "{\"version\": 1, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": \"3,1\", \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "no-players", "{\"version\": 1, " GOOD_RULES ", \"moves\": [], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "bad-level", "{\"version\": 1, " GOOD_RULES ", \"players\": {\"south\": {\"kind\": \"human\", "
    "\"level\": \"genius\"}, \"north\": {\"kind\": \"computer\", \"level\": \"simple\"}}, "
    "\"moves\": [], \"redo\": []}", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "bad-weakest-level", "{\"version\": 1, " GOOD_RULES ", \"players\": {\"south\": {\"kind\": \"human\", "
    "\"level\": \"average\"}, \"north\": {\"kind\": \"computer\", \"level\": \"simple\", "
    "\"weakest-level\": \"genius\"}}, \"moves\": [], \"redo\": []}", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "house-out-of-range", "{\"version\": 1, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [12], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "illegal-move", "{\"version\": 1, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [1, 1, 1], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_ILLEGAL },
  { "illegal-redo", "{\"version\": 1, " GOOD_RULES ", " GOOD_PLAYERS ", \"moves\": [1], \"redo\": [\"swap\"]}",
    MANCALA_SAVED_GAME_ERROR_ILLEGAL },
  { "bad-rules", "{\"version\": 1, \"rules\": {\"variant\": \"oware\", \"houses\": 6, \"seeds\": 4, "
    "\"empty-capture\": false, \"end-rule\": \"immediate\", \"pie\": true, "
    "\"grand-slam\": \"no-capture\", \"rounds\": \"single\"}, " GOOD_PLAYERS ", \"moves\": [], \"redo\": []}",
    MANCALA_SAVED_GAME_ERROR_ILLEGAL },
  { "not-utf8", "{\"version\": 1, \"x\": \"\xff\xfe\"}", MANCALA_SAVED_GAME_ERROR_CORRUPT },
  { "too-large", NULL, MANCALA_SAVED_GAME_ERROR_TOO_LARGE },
  { "deep-nesting", NULL, MANCALA_SAVED_GAME_ERROR_CORRUPT },
};

/* 100,000 "[" (100 KB, under the size cap): json-glib's parser recursed
 * once per bracket and overflowed the stack at every start.
 */
static char *
dup_deep_nesting (void)
{
  GString *deep = g_string_new ("{\"version\": 1, \"moves\": ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_string_append_c (deep, '}');

  return g_string_free (deep, FALSE);
}

static void
test_saved_game_broken (gconstpointer data)
{
  const BrokenCase *broken = data;
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaSavedGame) saved = mancala_saved_game_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_CONGKAK,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *kept = NULL;
  const char *path = mancala_saved_game_get_path (saved);
  gsize length;

  if (broken->contents != NULL)
    contents = g_strdup (broken->contents);
  else if (broken->code == MANCALA_SAVED_GAME_ERROR_CORRUPT)
    contents = dup_deep_nesting ();
  else
    {
      /* Valid JSON, just too big: the size alone must refuse it. */
      GString *big = g_string_new ("{\"version\": 1, \"padding\": \"");

      while (big->len <= MANCALA_SAVED_GAME_MAX_SIZE)
        g_string_append (big, "0123456789abcdef");
      g_string_append (big, "\"}");
      contents = g_string_free (big, FALSE);
    }
  length = strlen (contents);
  write_file (path, contents, length);

  g_test_expect_message ("mancala-saved-game", G_LOG_LEVEL_WARNING, "Saved game*");
  g_assert_false (mancala_saved_game_restore (saved, game, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, MANCALA_SAVED_GAME_ERROR, broken->code);
  g_assert_nonnull (error->message);

  /* Set aside with its contents, never deleted; the game starts fresh. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  aside = list_broken (dir);
  g_assert_cmpuint (aside->len, ==, 1);
  g_assert_cmpstr (mancala_saved_game_get_broken_path (saved), ==, g_ptr_array_index (aside, 0));
  g_file_get_contents (g_ptr_array_index (aside, 0), &kept, NULL, NULL);
  g_assert_cmpmem (kept, strlen (kept), contents, length);
  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_CONGKAK);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);

  /* A second broken file does not overwrite the first one. */
  write_file (path, contents, length);
  g_clear_error (&error);
  g_test_expect_message ("mancala-saved-game", G_LOG_LEVEL_WARNING, "Saved game*");
  g_assert_false (mancala_saved_game_restore (saved, game, &error));
  g_test_assert_expected_messages ();
  g_clear_pointer (&aside, g_ptr_array_unref);
  aside = list_broken (dir);
  g_assert_cmpuint (aside->len, ==, 2);

  model_remove_dir (dir);
}

static void
test_saved_game_finished (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaSavedGame) saved = mancala_saved_game_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(MancalaGame) restored = mancala_game_new ();
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;

  mancala_saved_game_watch (saved, game);
  while (!mancala_game_is_over (game))
    {
      guint8 legal[MANCALA_MAX_MOVES];

      mancala_game_get_legal_moves (game, legal);
      g_assert_true (mancala_game_play (game, legal[0], NULL));
    }

  /* A finished game is not resumed, and it is no broken file either. */
  g_assert_true (mancala_saved_game_flush (saved, NULL));
  g_assert_false (mancala_saved_game_restore (saved, restored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mancala_game_get_move_list (restored)->len, ==, 0);
  aside = list_broken (dir);
  g_assert_cmpuint (aside->len, ==, 0);

  /* Undo out of the end: resumed again. */
  g_assert_true (mancala_game_undo (game));
  g_assert_true (mancala_saved_game_flush (saved, NULL));
  g_assert_true (mancala_saved_game_restore (saved, restored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mancala_game_get_move_list (restored)->len, ==,
                    mancala_game_get_move_list (game)->len);

  model_spin (50);        /* The writing thread's last callback. */
  model_remove_dir (dir);
}

static void
save_failed_cb (MancalaSavedGame *saved,
                GError           *error,
                guint            *n_failed)
{
  g_assert_error (error, MANCALA_SAVED_GAME_ERROR, MANCALA_SAVED_GAME_ERROR_WRITE);
  (*n_failed)++;
}

static void
test_saved_game_dispose_flushes (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autoptr(MancalaSavedGame) saved = mancala_saved_game_new (dir);
  g_autoptr(MancalaSavedGame) reader = mancala_saved_game_new (dir);
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(MancalaGame) restored = mancala_game_new ();

  /* Moves in quick succession, then the window closes at once: the last
   * move is on disk without any main loop iteration.
   */
  mancala_saved_game_watch (saved, game);
  for (guint house = 1; house <= 6; house++)
    if (mancala_game_is_legal (game, house))
      g_assert_true (mancala_game_play (game, house, NULL));
  g_clear_object (&saved);

  g_assert_true (mancala_saved_game_restore (reader, restored, NULL));
  g_assert_cmpuint (mancala_game_get_move_list (restored)->len, ==,
                    mancala_game_get_move_list (game)->len);
  g_assert_true (mancala_position_equal (mancala_game_get_position (game),
                                         mancala_game_get_position (restored)));

  model_spin (50);        /* The writing thread's last callback. */
  model_remove_dir (dir);
}

static gboolean
is_positive (gpointer data)
{
  return *(guint *) data > 0;
}

static void
test_saved_game_write_error (void)
{
  g_autofree char *dir = model_make_dir ();
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *bad_dir = g_build_filename (blocker, "mancala", NULL);
  g_autoptr(MancalaSavedGame) saved = NULL;
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  guint n_failed = 0;

  /* The directory cannot be made: a file is in the way. */
  write_file (blocker, "x", 1);
  saved = mancala_saved_game_new (bad_dir);
  g_signal_connect (saved, "save-failed", G_CALLBACK (save_failed_cb), &n_failed);
  mancala_saved_game_watch (saved, game);

  /* Reported from the writing thread, on the main loop. */
  g_test_expect_message ("mancala-saved-game", G_LOG_LEVEL_WARNING, "Cannot create*");
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (model_wait_until (is_positive, &n_failed, 5000));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (n_failed, ==, 1);

  model_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/model/saved-game/round-trip", test_saved_game_round_trip);
  g_test_add_func ("/mancala/model/saved-game/kalah-pie-round-trip", test_saved_game_kalah_pie_round_trip);
  g_test_add_func ("/mancala/model/saved-game/finished", test_saved_game_finished);
  g_test_add_func ("/mancala/model/saved-game/computer-resumes", test_saved_game_computer_resumes);
  g_test_add_func ("/mancala/model/saved-game/weakest-level", test_saved_game_weakest_level);
  g_test_add_func ("/mancala/model/saved-game/write-error", test_saved_game_write_error);
  g_test_add_func ("/mancala/model/saved-game/dispose-flushes", test_saved_game_dispose_flushes);
  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/mancala/model/saved-game/broken/%s", broken_cases[i].name);

      g_test_add_data_func (name, &broken_cases[i], test_saved_game_broken);
    }

  return g_test_run ();
}
