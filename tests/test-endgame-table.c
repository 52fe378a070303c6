/* test-endgame-table.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "engine-test-util.h"
#include "mancala-search-private.h"

#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>

/* Kalah's endgame tables in files (mancala-endgame-table.c): every value
 * the solver reads from one is the value a solve without any endgame
 * table finds, on every seed count the table covers; a file that is
 * missing, short, damaged or made for other rules is refused, and the
 * solve is then as exact as before.
 */

typedef struct
{
  unsigned houses;
  unsigned max_seeds;
  int      option;  /* engine_test_rules_option(): 0, 1 empty capture, 2 no-move end. */
} Table;

static const Table tables[] = {
  { 6, 8, 0 }, { 6, 8, 1 }, { 6, 8, 2 },
  { 4, 12, 0 }, { 4, 12, 1 }, { 4, 12, 2 },
  { 3, 14, 0 },
};

#define POSITIONS_PER_COUNT 60

static char *
build_table (const char         *dir,
             const MancalaRules *rules,
             unsigned            max_seeds)
{
  char name[128];
  char *path;

  g_assert_cmpint (mancala_endgame_table_name (rules, max_seeds, name, sizeof name), <, (int) sizeof name);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (mancala_endgame_table_build (rules, max_seeds, path, NULL));
  return path;
}

/* A position with @seeds in the houses, spread at random, that is not
 * over: the side to move has a seed, and the other too under the
 * immediate end rule.
 */
static void
random_position (GRand              *rand,
                 const MancalaRules *rules,
                 unsigned            seeds,
                 MancalaPosition    *pos)
{
  unsigned south[MANCALA_MAX_HOUSES], north[MANCALA_MAX_HOUSES];
  unsigned n = rules->houses;

  for (;;)
    {
      unsigned s = 0, m = 0;

      memset (south, 0, sizeof south);
      memset (north, 0, sizeof north);
      for (unsigned i = 0; i < seeds; i++)
        {
          unsigned pit = (unsigned) g_rand_int_range (rand, 0, (gint32) (2 * n));

          if (pit < n)
            south[pit]++;
          else
            north[pit - n]++;
        }
      for (unsigned i = 0; i < n; i++)
        {
          s += south[i];
          m += north[i];
        }
      if (s > 0 && (m > 0 || rules->end_rule != MANCALA_END_IMMEDIATE))
        break;
    }
  mancala_position_set_board (pos, rules, south, (unsigned) g_rand_int_range (rand, 0, 20),
                              north, (unsigned) g_rand_int_range (rand, 0, 20), MANCALA_SOUTH);
}

/* random_position() with north to move when @north; false when the
 * side to move then has no seed.
 */
static bool
sided_position (GRand              *rand,
                const MancalaRules *rules,
                unsigned            seeds,
                bool                north,
                MancalaPosition    *pos)
{
  random_position (rand, rules, seeds, pos);
  if (north)
    pos->to_move = MANCALA_NORTH;
  return mancala_position_side_seeds (rules, pos, pos->to_move) > 0;
}

static void
test_values (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mancala-eg-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  unsigned checked = 0;

  g_assert_nonnull (dir);
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      const Table *tb = &tables[t];
      MancalaRules rules;
      g_autofree char *path = NULL;
      MancalaEndgameTable *table;

      engine_test_rules_option (&rules, MANCALA_VARIANT_KALAH, tb->houses, 4, tb->option);
      path = build_table (dir, &rules, tb->max_seeds);
      table = mancala_endgame_table_open (&rules, path);
      g_assert_nonnull (table);
      g_assert_cmpuint (mancala_endgame_table_max_seeds (table), ==, tb->max_seeds);

      /* One seed cannot leave both sides a seed, as the immediate end wants. */
      for (unsigned seeds = rules.end_rule == MANCALA_END_IMMEDIATE ? 2 : 1; seeds <= tb->max_seeds + 2; seeds++)
        for (unsigned k = 0; k < POSITIONS_PER_COUNT; k++)
          {
            MancalaPosition pos;
            MancalaSolveResult with, without;
            uint8_t moves[MANCALA_MAX_MOVES];
            unsigned n;

            if (!sided_position (rand, &rules, seeds, k % 2 == 1, &pos))
              continue;

            g_assert_true (mancala_solve_with_table (&rules, &pos, NULL, 1, table, NULL, &with));
            /* No endgame table at all: a plain search to the end. */
            g_assert_true (_mancala_solve_custom (&rules, &pos, NULL, 1, 0, NULL, NULL, &without));
            g_assert_cmpint (with.value, ==, without.value);
            g_assert_cmpuint (with.n_best, ==, without.n_best);
            g_assert_cmpmem (with.best, with.n_best, without.best, without.n_best);

            n = mancala_position_legal_moves (&rules, &pos, moves);
            for (unsigned b = 0; b < with.n_best; b++)
              g_assert_nonnull (memchr (moves, with.best[b], n));
            checked++;
          }

      mancala_endgame_table_close (table);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_test_message ("%u positions", checked);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mancala-eg-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *missing = NULL;
  MancalaRules rules, other, oware;
  MancalaEndgameTable *table;
  MancalaPosition pos;
  MancalaSolveResult with, without;
  _Atomic int stop = 1;
  gsize size;
  g_autofree char *data = NULL;

  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 4, 3);
  path = build_table (dir, &rules, 10);
  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  bad = g_build_filename (dir, "bad.table", NULL);
  missing = g_build_filename (dir, "missing.table", NULL);

  /* Missing, short, damaged in the header, in the values. */
  g_assert_null (mancala_endgame_table_open (&rules, missing));
  g_assert_cmpint (errno, ==, ENOENT);
  engine_test_write_damaged (path, bad, 20, size);
  g_assert_null (mancala_endgame_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size - 1, size);
  g_assert_null (mancala_endgame_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size, 3);
  g_assert_null (mancala_endgame_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size, size - 100);
  g_assert_null (mancala_endgame_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size, size);
  table = mancala_endgame_table_open (&rules, bad);
  g_assert_nonnull (table);
  mancala_endgame_table_close (table);

  /* Other rules: another capture rule, other houses, not Kalah. */
  engine_test_rules_option (&other, MANCALA_VARIANT_KALAH, 4, 3, 1);
  g_assert_null (mancala_endgame_table_open (&other, path));
  engine_test_rules (&other, MANCALA_VARIANT_KALAH, 5, 3);
  g_assert_null (mancala_endgame_table_open (&other, path));
  engine_test_rules (&oware, MANCALA_VARIANT_OWARE, 4, 3);
  g_assert_false (mancala_endgame_table_supported (&oware));
  g_assert_null (mancala_endgame_table_open (&oware, path));

  /* A table of other rules is ignored by the solve, which stays exact. */
  table = mancala_endgame_table_open (&rules, path);
  g_assert_nonnull (table);
  engine_test_rules_option (&other, MANCALA_VARIANT_KALAH, 4, 3, 1);
  mancala_position_init (&pos, &other);
  g_assert_true (mancala_solve_with_table (&other, &pos, NULL, 16, table, NULL, &with));
  g_assert_true (mancala_solve (&other, &pos, NULL, 16, NULL, &without));
  g_assert_cmpint (with.value, ==, without.value);
  mancala_endgame_table_close (table);

  /* Two users of one file: the map stays while either holds it, and is
   * handed out again after both gave it up.
   */
  {
    MancalaEndgameTable *first = mancala_endgame_table_open (&rules, path);
    MancalaEndgameTable *second = mancala_endgame_table_open (&rules, path);

    g_assert_nonnull (first);
    g_assert_nonnull (second);
    mancala_endgame_table_close (first);
    mancala_position_init (&pos, &rules);
    g_assert_true (mancala_solve_with_table (&rules, &pos, NULL, 16, second, NULL, &with));
    g_assert_true (_mancala_solve_custom (&rules, &pos, NULL, 16, 0, NULL, NULL, &without));
    g_assert_cmpint (with.value, ==, without.value);
    mancala_endgame_table_close (second);
    first = mancala_endgame_table_open (&rules, path);
    g_assert_nonnull (first);
    g_assert_true (mancala_solve_with_table (&rules, &pos, NULL, 16, first, NULL, &with));
    g_assert_cmpint (with.value, ==, without.value);
    mancala_endgame_table_close (first);
  }

  /* A stopped build leaves no file, not even its temporary one. */
  g_assert_false (mancala_endgame_table_build (&rules, 10, missing, &stop));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    unsigned entries = 0;

    while (g_dir_read_name (d) != NULL)
      entries++;
    g_assert_cmpuint (entries, ==, 2);
  }

  /* Too large for 128 MiB; the largest that fits for six houses. */
  engine_test_rules (&other, MANCALA_VARIANT_KALAH, 6, 4);
  g_assert_cmpuint (mancala_endgame_table_seeds (&other), ==, 18);
  g_assert_false (mancala_endgame_table_build (&other, 19, missing, NULL));
  g_assert_cmpint (errno, ==, EINVAL);

  g_assert_cmpint (g_remove (bad), ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The search reads the table as exact leaves: searched to the end, a
 * position gets the solver's value and a move that keeps it, on every
 * seed count the table covers and a few beyond.
 */
static void
test_search (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mancala-eg-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (47);
  unsigned checked = 0;

  for (int option = 0; option <= 1; option++)
    {
      MancalaRules rules;
      g_autofree char *path = NULL;
      MancalaSearcher *searcher = mancala_searcher_new (4);

      engine_test_rules_option (&rules, MANCALA_VARIANT_KALAH, 6, 4, option);
      path = build_table (dir, &rules, 8);
      _mancala_searcher_set_kalah_table (searcher, mancala_endgame_table_open (&rules, path));

      for (unsigned seeds = 2; seeds <= 8 + 4; seeds++)
        for (unsigned k = 0; k < 40; k++)
          {
            MancalaPosition pos;
            MancalaSolveResult solved;
            MancalaSearchLimits limits = { 0 };
            MancalaSearchResult result;

            if (!sided_position (rand, &rules, seeds, k % 2 == 1, &pos))
              continue;

            g_assert_true (_mancala_solve_custom (&rules, &pos, NULL, 1, 0, NULL, NULL, &solved));
            g_assert_true (mancala_searcher_search (searcher, &rules, &pos, NULL, &limits, &result));
            g_assert_true (result.exact);
            g_assert_cmpint (result.score, ==, solved.value);
            g_assert_nonnull (memchr (solved.best, (int) result.move, solved.n_best));
            checked++;
          }

      mancala_searcher_free (searcher);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_test_message ("%u positions", checked);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The tables the build makes for Wise: six houses, either capture rule.
 * Wise plays a move that keeps the solved value wherever its table
 * holds the board, the levels below read no table, and with no table
 * files every level still plays legal moves.
 */
static void
wise_endgames (const MancalaRules *rules,
               GRand              *rand,
               bool                perfect)
{
  for (unsigned k = 0; k < 16; k++)
    {
      MancalaPosition pos;
      MancalaSolveResult solved;
      uint8_t moves[MANCALA_MAX_MOVES];
      unsigned n;

      random_position (rand, rules, (unsigned) g_rand_int_range (rand, 2, MANCALA_KALAH_TABLE_SEEDS + 1), &pos);
      n = mancala_position_legal_moves (rules, &pos, moves);
      g_assert_true (mancala_solve (rules, &pos, NULL, 16, NULL, &solved));
      for (int level = MANCALA_LEVEL_FOOLISH; level <= MANCALA_LEVEL_WISE; level++)
        {
          MancalaSearchResult result;

          g_assert_true (mancala_level_choose_move (rules, &pos, NULL, (MancalaLevel) level, 1, NULL, &result));
          g_assert_nonnull (memchr (moves, (int) result.move, n));
          if (level == MANCALA_LEVEL_WISE && perfect)
            {
              g_assert_true (result.exact);
              g_assert_cmpint (result.score, ==, solved.value);
              g_assert_nonnull (memchr (solved.best, (int) result.move, solved.n_best));
            }
        }
    }
}

static void
test_shipped (void)
{
  g_autofree char *empty = g_dir_make_tmp ("mancala-eg-XXXXXX", NULL);
  g_autofree char *shipped = g_strdup (g_getenv ("MANCALA_TABLE_DIR"));
  g_autoptr(GRand) rand = g_rand_new_with_seed (53);
  MancalaRules rules;

  if (shipped == NULL || *shipped == '\0' || MANCALA_KALAH_TABLE_SEEDS == 0)
    {
      g_test_skip ("no Kalah tables in the build, or MANCALA_TABLE_DIR not set to them");
      g_rmdir (empty);
      return;
    }

  for (int option = 0; option <= 1; option++)
    {
      MancalaEndgameTable *table;

      engine_test_rules_option (&rules, MANCALA_VARIANT_KALAH, 6, 4, option);
      table = mancala_endgame_table_open_installed (&rules);
      g_assert_nonnull (table);
      g_assert_cmpuint (mancala_endgame_table_max_seeds (table), ==, MANCALA_KALAH_TABLE_SEEDS);
      mancala_endgame_table_close (table);
      /* Six houses of more seeds share the table of four. */
      engine_test_rules_option (&rules, MANCALA_VARIANT_KALAH, 6, 6, option);
      wise_endgames (&rules, rand, true);
    }
  /* None for other boards and the other end rule. */
  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 5, 4);
  g_assert_null (mancala_endgame_table_open_installed (&rules));
  engine_test_rules_option (&rules, MANCALA_VARIANT_KALAH, 6, 4, 2);
  g_assert_null (mancala_endgame_table_open_installed (&rules));

  /* No table files at all: slower, never wrong. */
  g_setenv ("MANCALA_TABLE_DIR", empty, TRUE);
  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 6, 4);
  g_assert_null (mancala_endgame_table_open_installed (&rules));
  wise_endgames (&rules, rand, false);
  g_setenv ("MANCALA_TABLE_DIR", shipped, TRUE);
  g_assert_cmpint (g_rmdir (empty), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/endgame-table/values", test_values);
  g_test_add_func ("/endgame-table/refused", test_refused);
  g_test_add_func ("/endgame-table/search", test_search);
  g_test_add_func ("/endgame-table/shipped", test_shipped);

  return g_test_run ();
}
