/* test-oware-table.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "engine-test-util.h"
#include "mancala-oware-table-private.h"

#include <errno.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>

/* Oware's endgame tables (mancala-oware-table.c): boards are numbered
 * one to one; every value is what the best move gives by the engine's
 * own rules, looked up in the same table (the repetition rule aside,
 * docs/levels.md), and the exact solver's wherever play can never come
 * back to a board; files that are missing, damaged or for another grand
 * slam rule are refused; the tables that ship with the game open; and a
 * search plays legal moves with and without them.
 */

#define SMALL_SEEDS 8
#define PITS        (2 * MANCALA_OWARE_TABLE_HOUSES)

static const MancalaGrandSlam slams[] = {
  MANCALA_GRAND_SLAM_NO_CAPTURE, MANCALA_GRAND_SLAM_FORBIDDEN, MANCALA_GRAND_SLAM_CAPTURE,
};

static void
oware_rules (MancalaRules     *rules,
             MancalaGrandSlam  slam)
{
  mancala_rules_init_default (rules, MANCALA_VARIANT_OWARE);
  rules->grand_slam = slam;
}

/* The next board of the same seed count, all twelve pits in order;
 * false after the last.
 */
static gboolean
next_board (uint8_t *pits)
{
  int i;
  unsigned carry;

  /* The last pit with seeds before the final one gives one to its right
   * neighbour, which takes all that the ones after held.
   */
  for (i = PITS - 2; i >= 0 && pits[i] == 0; i--)
    ;
  for (i = PITS - 2; i >= 0; i--)
    {
      unsigned rest = 0;

      for (int j = i + 1; j < PITS; j++)
        rest += pits[j];
      if (rest > 0)
        {
          pits[i]++;
          carry = rest - 1;
          for (int j = i + 1; j < PITS; j++)
            pits[j] = 0;
          pits[PITS - 1] = (uint8_t) carry;
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_index (void)
{
  MancalaOwareIndex *index = g_new0 (MancalaOwareIndex, 1);
  uint64_t expected = 0;

  _mancala_oware_index_init (index, SMALL_SEEDS);
  for (unsigned s = 0; s <= SMALL_SEEDS; s++)
    {
      uint8_t pits[PITS] = { 0 };

      pits[PITS - 1] = (uint8_t) s;
      g_assert_cmpuint (index->base[s], ==, expected);
      /* Boards in this order get consecutive numbers. */
      do
        g_assert_cmpuint (_mancala_oware_index_rank (index, pits, s), ==, expected++);
      while (next_board (pits));
    }
  g_assert_cmpuint (expected, ==, index->boards);
  g_free (index);
}

static char *
build_table (const char         *dir,
             const MancalaRules *rules,
             unsigned            max_seeds)
{
  char name[128];
  char *path;

  g_assert_cmpint (_mancala_oware_table_name (rules, name, sizeof name), <, (int) sizeof name);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (_mancala_oware_table_build (rules, max_seeds, path));
  return path;
}

static void
board_position (const uint8_t   *pits,
                MancalaPosition *pos,
                const MancalaRules *rules)
{
  unsigned south[MANCALA_OWARE_TABLE_HOUSES], north[MANCALA_OWARE_TABLE_HOUSES];

  for (unsigned i = 0; i < MANCALA_OWARE_TABLE_HOUSES; i++)
    {
      south[i] = pits[i];
      north[i] = pits[i + MANCALA_OWARE_TABLE_HOUSES];
    }
  mancala_position_set_board (pos, rules, south, 0, north, 0, MANCALA_SOUTH);
}

/* The best the mover of @pos gets by one move and the table after it. */
static int
best_by_moves (const MancalaRules      *rules,
               const MancalaOwareTable *table,
               const MancalaPosition   *pos,
               gboolean                *within)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);
  int best = G_MININT;

  *within = FALSE;
  if (n == 0)
    return (int) mancala_position_side_seeds (rules, pos, MANCALA_SOUTH)
           - (int) mancala_position_side_seeds (rules, pos, MANCALA_NORTH);
  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;
      unsigned flags = mancala_position_apply (rules, &child, moves[i], NULL);
      int v = (int) child.pits[mancala_rules_store (rules, MANCALA_SOUTH)]
              - (int) child.pits[mancala_rules_store (rules, MANCALA_NORTH)];

      if (!(flags & MANCALA_MOVE_GAME_OVER))
        {
          int rest = 0;

          g_assert_true (_mancala_oware_table_lookup (table, &child.pits[rules->houses + 1], &child.pits[0], &rest));
          v -= rest;
          *within |= !(flags & MANCALA_MOVE_CAPTURE);
        }
      best = MAX (best, v);
    }
  return best;
}

/* Whether play from @pos can never come back to a board it has seen:
 * every move ends the game or captures into a board that has the same
 * property (@once, by board number, filled for fewer seeds already).
 * There the table's value must be the solver's, repetition rule and all.
 */
static gboolean
never_repeats (const MancalaRules      *rules,
               const MancalaOwareTable *table,
               const guint8            *once,
               const MancalaPosition   *pos,
               unsigned                 seeds)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);

  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;
      unsigned flags = mancala_position_apply (rules, &child, moves[i], NULL);
      uint8_t next[PITS];
      unsigned left;

      if (flags & MANCALA_MOVE_GAME_OVER)
        continue;
      left = _mancala_oware_table_board (&child.pits[rules->houses + 1], &child.pits[0], next);
      if (left == seeds || !once[_mancala_oware_index_rank (&table->index, next, left)])
        return FALSE;
    }
  return TRUE;
}

static void
test_values (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mancala-owt-XXXXXX", NULL);
  unsigned checked = 0, cycling = 0, off = 0, solved = 0;

  for (guint k = 0; k < G_N_ELEMENTS (slams); k++)
    {
      MancalaRules rules;
      g_autofree char *path = NULL;
      MancalaOwareTable *table;

      oware_rules (&rules, slams[k]);
      path = build_table (dir, &rules, SMALL_SEEDS);
      table = _mancala_oware_table_open (&rules, path);
      g_assert_nonnull (table);
      g_assert_true (_mancala_oware_table_fits (table, &rules));
      g_autofree guint8 *once = g_new0 (guint8, table->index.boards);

      for (unsigned s = 0; s <= SMALL_SEEDS; s++)
        {
          uint8_t pits[PITS] = { 0 };

          pits[PITS - 1] = (uint8_t) s;
          do
            {
              MancalaPosition pos;
              gboolean within;
              int value = 0, best;

              board_position (pits, &pos, &rules);
              g_assert_true (_mancala_oware_table_lookup (table, &pos.pits[0], &pos.pits[rules.houses + 1], &value));
              g_assert_cmpint (ABS (value), <=, (int) s);
              best = best_by_moves (&rules, table, &pos, &within);
              /* Where every move leaves the count, nothing can repeat:
               * the value is exact. Where play can go round, the sweeps
               * settle but for a few boards that alternate (0.24 % of
               * them at 8 seeds).
               */
              if (!within)
                g_assert_cmpint (value, ==, best);
              else
                {
                  cycling++;
                  off += value != best;
                }
              checked++;

              if (never_repeats (&rules, table, once, &pos, s))
                {
                  uint8_t moves[MANCALA_MAX_MOVES];
                  MancalaSolveResult solve;
                  _Atomic int stop = 0;

                  once[_mancala_oware_index_rank (&table->index, pits, s)] = 1;
                  /* A board without moves is over: nothing to solve. */
                  if (mancala_position_legal_moves (&rules, &pos, moves) > 0)
                    {
                      g_assert_true (mancala_solve (&rules, &pos, NULL, 1, &stop, &solve));
                      g_assert_cmpint (solve.value, ==, value);
                      solved++;
                    }
                }
            }
          while (next_board (pits));
        }
      _mancala_oware_table_close (table);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_test_message ("%u boards, %u with moves that capture nothing, %u of them unsettled, "
                  "%u that never repeat equal to the solver", checked, cycling, off, solved);
  /* 908 to 938 boards a rule. */
  g_assert_cmpuint (solved, >, 2500);
  g_assert_cmpuint (off * 200, <, cycling);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mancala-owt-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *data = NULL;
  MancalaRules rules, other, kalah;
  MancalaOwareTable *table;
  gsize size;

  oware_rules (&rules, MANCALA_GRAND_SLAM_NO_CAPTURE);
  path = build_table (dir, &rules, 6);
  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  bad = g_build_filename (dir, "bad.table", NULL);

  g_assert_null (_mancala_oware_table_open (&rules, bad));
  g_assert_cmpint (errno, ==, ENOENT);
  engine_test_write_damaged (path, bad, 20, size);
  g_assert_null (_mancala_oware_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size - 1, size);
  g_assert_null (_mancala_oware_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size, 3);
  g_assert_null (_mancala_oware_table_open (&rules, bad));
  engine_test_write_damaged (path, bad, size, size - 100);
  g_assert_null (_mancala_oware_table_open (&rules, bad));
  g_assert_cmpint (errno, ==, EINVAL);

  /* Another grand slam rule, another game; other variants have none. */
  oware_rules (&other, MANCALA_GRAND_SLAM_CAPTURE);
  g_assert_null (_mancala_oware_table_open (&other, path));
  mancala_rules_init_default (&kalah, MANCALA_VARIANT_KALAH);
  g_assert_null (_mancala_oware_table_open (&kalah, path));
  g_assert_false (_mancala_oware_table_build (&kalah, 6, bad));
  g_assert_false (_mancala_oware_table_build (&rules, MANCALA_OWARE_TABLE_MAX + 1, bad));

  table = _mancala_oware_table_open (&rules, path);
  g_assert_nonnull (table);
  g_assert_false (_mancala_oware_table_fits (table, &other));
  _mancala_oware_table_close (table);

  g_assert_cmpint (g_remove (bad), ==, 0);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The tests run with MANCALA_TABLE_DIR at the build tree's tables. */
static void
test_shipped (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (slams); k++)
    {
      MancalaRules rules;
      MancalaOwareTable *table;

      oware_rules (&rules, slams[k]);
      table = _mancala_oware_table_open_installed (&rules);
      g_assert_nonnull (table);
      g_assert_cmpuint (table->index.max_seeds, ==, atoi (MANCALA_OWARE_TABLE_SEEDS));
      g_assert_true (_mancala_oware_table_fits (table, &rules));
      _mancala_oware_table_close (table);

      /* Five houses a side: no table. */
      rules.houses = 5;
      g_assert_null (_mancala_oware_table_open_installed (&rules));
    }
}

/* Random games into the endgame, Wise's search at a small budget with
 * the shipped table and with none: always a legal move.
 */
static void
search_games (unsigned *ends)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  MancalaSearcher *searcher = mancala_searcher_new (4);

  for (guint k = 0; k < G_N_ELEMENTS (slams); k++)
    for (unsigned game = 0; game < 4; game++)
      {
        MancalaRules rules;
        MancalaPosition pos;

        oware_rules (&rules, slams[k]);
        unsigned searched = 0;

        mancala_position_init (&pos, &rules);
        /* Nothing here ends a game that repeats: a cap does. */
        while (!mancala_position_is_over (&pos) && searched < 30)
          {
            uint8_t moves[MANCALA_MAX_MOVES];
            unsigned n = mancala_position_legal_moves (&rules, &pos, moves);
            unsigned board = mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH)
                             + mancala_position_side_seeds (&rules, &pos, MANCALA_NORTH);
            unsigned move = moves[g_rand_int_range (rand, 0, (gint32) n)];

            if (board <= 20)
              {
                MancalaSearchLimits limits = { .nodes = 20000 };
                MancalaSearchResult result;

                g_assert_true (mancala_searcher_search (searcher, &rules, &pos, NULL, &limits, &result));
                g_assert_nonnull (memchr (moves, result.move, n));
                move = result.move;
                searched++;
                (*ends)++;
              }
            mancala_position_apply (&rules, &pos, move, NULL);
          }
      }
  mancala_searcher_free (searcher);
}

static void
test_search (void)
{
  g_autofree char *empty = g_dir_make_tmp ("mancala-owt-XXXXXX", NULL);
  g_autofree char *shipped = g_strdup (g_getenv ("MANCALA_TABLE_DIR"));
  unsigned with = 0, without = 0;

  search_games (&with);
  /* No table files at all: slower, never wrong. */
  g_setenv ("MANCALA_TABLE_DIR", empty, TRUE);
  search_games (&without);
  g_setenv ("MANCALA_TABLE_DIR", shipped, TRUE);
  g_test_message ("%u searches with the table, %u without", with, without);
  g_assert_cmpuint (with, >, 0);
  g_assert_cmpint (g_rmdir (empty), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/oware-table/index", test_index);
  g_test_add_func ("/oware-table/values", test_values);
  g_test_add_func ("/oware-table/refused", test_refused);
  g_test_add_func ("/oware-table/shipped", test_shipped);
  g_test_add_func ("/oware-table/search", test_search);

  return g_test_run ();
}
