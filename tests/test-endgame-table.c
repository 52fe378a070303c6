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

            random_position (rand, &rules, seeds, &pos);
            if (k % 2 == 1)
              pos.to_move = MANCALA_NORTH;
            if (mancala_position_side_seeds (&rules, &pos, pos.to_move) == 0)
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/endgame-table/values", test_values);
  g_test_add_func ("/endgame-table/refused", test_refused);

  return g_test_run ();
}
