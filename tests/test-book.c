/* test-book.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Wise's opening book (src/engine/mancala-book.c): every row a legal
 * position with a legal move, every first turn covered, the stored
 * values consistent with each other as a solved tree must be, and the
 * solver's own answer wherever it is quick (every row with
 * MANCALA_TEST_BOOK_SOLVE=1, about ten minutes).
 */

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "mancala-book.h"
#include "mancala-search-private.h"

/* Rows of boards whose start solves in well under a second. */
#define QUICK_SEEDS 32

static const MancalaBookEntry *
lookup (const MancalaRules    *rules,
        const MancalaPosition *pos)
{
  return _mancala_book_lookup (rules, pos);
}

/* The positions that end a turn of the side to move of @pos. */
static void
turn_ends (const MancalaRules    *rules,
           const MancalaPosition *pos,
           GArray                *out)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);

  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;

      mancala_position_apply (rules, &child, moves[i], NULL);
      if (!mancala_position_is_over (&child) && child.to_move == pos->to_move)
        turn_ends (rules, &child, out);
      else
        g_array_append_val (out, child);
    }
}

/* The value of @pos for its mover, from the book: the row itself, or
 * the end of the game. Fails when the book has no row.
 */
static int
book_value (const MancalaRules    *rules,
            const MancalaPosition *pos,
            MancalaSide            side)
{
  const MancalaBookEntry *e;

  if (mancala_position_is_over (pos))
    return (int) mancala_position_store (rules, pos, side)
           - (int) mancala_position_store (rules, pos, mancala_side_other (side));

  e = lookup (rules, pos);
  g_assert_nonnull (e);
  return pos->to_move == side ? e->value : -e->value;
}

/* The book's line through the mover's turn from @pos. */
static MancalaPosition
book_turn (const MancalaRules    *rules,
           const MancalaPosition *start)
{
  MancalaPosition pos = *start;
  MancalaSide mover = pos.to_move;

  while (!mancala_position_is_over (&pos) && pos.to_move == mover)
    {
      const MancalaBookEntry *e = lookup (rules, &pos);

      g_assert_nonnull (e);
      mancala_position_apply (rules, &pos, e->move, NULL);
    }
  return pos;
}

static void
test_rows (void)
{
  unsigned n;
  const MancalaBookEntry *entries = _mancala_book_entries (&n);

  g_assert_cmpuint (n, >, 0);
  for (unsigned i = 0; i < n; i++)
    {
      MancalaRules rules;
      MancalaPosition pos;
      char error[128];
      unsigned total = 0;

      _mancala_book_entry_position (&entries[i], &rules, &pos);
      g_assert_true (mancala_rules_validate (&rules, error, sizeof error));
      for (unsigned k = 0; k < mancala_rules_n_pits (&rules); k++)
        total += pos.pits[k];
      g_assert_cmpuint (total, ==, 2u * rules.houses * rules.seeds);
      for (unsigned k = mancala_rules_n_pits (&rules); k < G_N_ELEMENTS (entries[i].pits); k++)
        g_assert_cmpuint (entries[i].pits[k], ==, 0);
      /* A game with an empty row is over, and has no move. */
      g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH), >, 0);
      g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_NORTH), >, 0);
      g_assert_true (mancala_position_is_legal (&rules, &pos, entries[i].move));
      /* Final differences have the parity of the seeds. */
      g_assert_cmpint ((entries[i].value - (int) total) % 2, ==, 0);
      /* One row per position: lookup finds this one. */
      g_assert_true (lookup (&rules, &pos) == &entries[i]);
    }
}

/* Every rule set the book has: the start, Wise's first turn as south,
 * every position after south's first turn and after every first turn of
 * north against Wise's, with the values of a solved tree.
 */
static void
test_coverage (void)
{
  unsigned n;
  const MancalaBookEntry *entries = _mancala_book_entries (&n);

  for (unsigned i = 0; i < n; i++)
    {
      MancalaRules rules;
      MancalaPosition start, pos, after;
      GArray *ends = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));
      GArray *replies = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));
      const MancalaBookEntry *e;
      int best;

      _mancala_book_entry_position (&entries[i], &rules, &pos);
      mancala_position_init (&start, &rules);
      if (!mancala_position_equal (&pos, &start))
        continue;

      g_test_message ("kalah %u x %u%s", rules.houses, rules.seeds,
                      rules.empty_capture ? ", empty capture" : "");

      /* Wise as north: south's every first turn has an answer, and the
       * start's value is the best of them.
       */
      turn_ends (&rules, &start, ends);
      best = -1000;
      for (unsigned j = 0; j < ends->len; j++)
        best = MAX (best, book_value (&rules, &g_array_index (ends, MancalaPosition, j),
                                      MANCALA_SOUTH));
      g_assert_cmpint (best, ==, entries[i].value);

      /* Wise as south: its own first turn, then an answer to each of
       * north's.
       */
      after = book_turn (&rules, &start);
      g_assert_cmpint (book_value (&rules, &after, MANCALA_SOUTH), ==, entries[i].value);
      if (!mancala_position_is_over (&after))
        {
          turn_ends (&rules, &after, replies);
          best = -1000;
          for (unsigned j = 0; j < replies->len; j++)
            best = MAX (best, book_value (&rules, &g_array_index (replies, MancalaPosition, j),
                                          MANCALA_NORTH));
          g_assert_cmpint (best, ==, book_value (&rules, &after, MANCALA_NORTH));
        }

      /* Each move of the book keeps its row's value: the next row of
       * an extra turn has the same, the game's end or the other side's
       * row (where the book has one) its opposite.
       */
      for (unsigned j = 0; j < ends->len + replies->len; j++)
        {
          MancalaPosition p = j < ends->len ? g_array_index (ends, MancalaPosition, j)
                                            : g_array_index (replies, MancalaPosition, j - ends->len);
          MancalaSide mover = p.to_move;

          while (!mancala_position_is_over (&p) && p.to_move == mover)
            {
              e = lookup (&rules, &p);
              g_assert_nonnull (e);
              mancala_position_apply (&rules, &p, e->move, NULL);
              if (mancala_position_is_over (&p) || p.to_move == mover || lookup (&rules, &p) != NULL)
                g_assert_cmpint (book_value (&rules, &p, mover), ==, e->value);
            }
        }

      /* Kalah 6 × 4: house 3, which gives an extra turn, is the only
       * winning first move by the largest margin.
       */
      if (rules.houses == 6 && rules.seeds == 4)
        g_assert_cmpuint (entries[i].move, ==, 3);

      g_array_unref (ends);
      g_array_unref (replies);
    }
}

/* Kalah 6 × 4, both capture rules: every position of the first four
 * moves (extra turns counted as moves) with a choice has a row, and its
 * value is the best over its moves where the book knows every child's:
 * a row that lied would break the tree somewhere.
 */
#define FIRST_MOVES 4

static void
test_first_moves (void)
{
  for (unsigned capture = 0; capture < 2; capture++)
    {
      MancalaRules rules;
      GArray *level = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));
      unsigned rows = 0, checked = 0;

      mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
      rules.empty_capture = capture != 0;
      g_array_set_size (level, 1);
      mancala_position_init (&g_array_index (level, MancalaPosition, 0), &rules);

      for (unsigned ply = 0; ply <= FIRST_MOVES; ply++)
        {
          GArray *next = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));

          for (unsigned i = 0; i < level->len; i++)
            {
              const MancalaPosition *pos = &g_array_index (level, MancalaPosition, i);
              const MancalaBookEntry *e;
              uint8_t moves[MANCALA_MAX_MOVES];
              unsigned n = mancala_position_is_over (pos) ? 0
                           : mancala_position_legal_moves (&rules, pos, moves);
              int best = -1000;
              bool all_known = true;

              if (n > 1)
                {
                  e = lookup (&rules, pos);
                  g_assert_nonnull (e);
                  rows++;
                }
              for (unsigned m = 0; m < n; m++)
                {
                  MancalaPosition child = *pos;
                  const MancalaBookEntry *c;

                  mancala_position_apply (&rules, &child, moves[m], NULL);
                  if (ply < FIRST_MOVES)
                    g_array_append_val (next, child);
                  c = mancala_position_is_over (&child) ? NULL : lookup (&rules, &child);
                  if (mancala_position_is_over (&child) || c != NULL)
                    best = MAX (best, book_value (&rules, &child, pos->to_move));
                  else
                    all_known = false;
                }
              if (n > 1 && all_known)
                {
                  g_assert_cmpint (best, ==, lookup (&rules, pos)->value);
                  checked++;
                }
            }
          g_array_unref (level);
          level = next;
        }
      g_array_unref (level);

      g_test_message ("kalah 6 x 4%s: %u rows within %u moves, %u checked against every child",
                      capture ? ", empty capture" : "", rows, FIRST_MOVES, checked);
      g_assert_cmpuint (checked, >, 0);
    }
}

/* Where the book has a row, Wise plays it and says it is exact; the
 * other levels play exactly what their style's search plays.
 */
static void
test_levels (void)
{
  unsigned n;
  const MancalaBookEntry *entries = _mancala_book_entries (&n);
  MancalaSearcher *searcher = mancala_searcher_new (2);

  for (unsigned i = 0; i < n; i += 7)
    {
      MancalaRules rules;
      MancalaPosition pos;
      MancalaHistory history;
      MancalaSearchResult result, expected;

      _mancala_book_entry_position (&entries[i], &rules, &pos);
      mancala_history_init (&history, &rules, &pos);

      g_assert_true (mancala_level_choose_move (&rules, &pos, &history, MANCALA_LEVEL_WISE,
                                                1, NULL, &result));
      g_assert_cmpuint (result.move, ==, entries[i].move);
      g_assert_cmpint (result.score, ==, entries[i].value);
      g_assert_true (result.exact);

      for (MancalaLevel level = MANCALA_LEVEL_FOOLISH; level < MANCALA_LEVEL_WISE; level++)
        {
          MancalaStyle style;

          g_assert_true (mancala_searcher_choose_move (searcher, &rules, &pos, &history, level,
                                                       i, NULL, &result));
          mancala_searcher_clear (searcher);
          _mancala_level_style (&rules, level, &style);
          g_assert_true (_mancala_searcher_run (searcher, &rules, &pos, &history, &style,
                                                i, NULL, &expected));
          mancala_searcher_clear (searcher);
          g_assert_cmpuint (result.move, ==, expected.move);
        }
    }

  mancala_searcher_free (searcher);
}

/* Other rules than the book's get no row. */
static void
test_other_rules (void)
{
  MancalaRules rules;
  MancalaPosition pos;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&pos, &rules);
  g_assert_nonnull (lookup (&rules, &pos));

  rules.pie = true;
  mancala_position_init (&pos, &rules);
  g_assert_null (lookup (&rules, &pos));

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.end_rule = MANCALA_END_NO_MOVE;
  g_assert_null (lookup (&rules, &pos));

  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
  mancala_position_init (&pos, &rules);
  g_assert_null (lookup (&rules, &pos));
}

/* The solver's value and best moves, for every row it solves quickly. */
static void
test_solver (void)
{
  unsigned n, solved = 0;
  const MancalaBookEntry *entries = _mancala_book_entries (&n);
  bool all = g_strcmp0 (g_getenv ("MANCALA_TEST_BOOK_SOLVE"), "1") == 0;

  for (unsigned i = 0; i < n; i++)
    {
      MancalaRules rules;
      MancalaPosition pos;
      MancalaSolveResult result;

      _mancala_book_entry_position (&entries[i], &rules, &pos);
      if (!all && 2u * rules.houses * rules.seeds > QUICK_SEEDS)
        continue;

      g_assert_true (mancala_solve (&rules, &pos, NULL, 16, NULL, &result));
      g_assert_cmpint (result.value, ==, entries[i].value);
      g_assert_nonnull (memchr (result.best, entries[i].move, result.n_best));
      solved++;
    }

  g_test_message ("%u of %u rows solved", solved, n);
  if (solved == 0)
    g_test_skip ("no row cheap enough to solve (MANCALA_TEST_BOOK_SOLVE=1 solves them all)");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/book/rows", test_rows);
  g_test_add_func ("/book/coverage", test_coverage);
  g_test_add_func ("/book/first-moves", test_first_moves);
  g_test_add_func ("/book/levels", test_levels);
  g_test_add_func ("/book/other-rules", test_other_rules);
  g_test_add_func ("/book/solver", test_solver);

  return g_test_run ();
}
