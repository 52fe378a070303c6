/* test-solve.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "engine-test-util.h"
#include "mancala-search-private.h"

#include <glib.h>
#include <string.h>

/* The solver's self-consistency: the value of a position is the best of
 * its children's values (negated where the other side moves next). A
 * table entry reused where it does not hold (the Oware repetition rule
 * makes a value depend on the path that reached it) breaks this long
 * before a comparison with a naive minimax, which only small boards
 * allow, would notice.
 */

typedef struct
{
  MancalaVariant variant;
  unsigned       houses;
  unsigned       seeds;
  int            option;       /* As make_rules() reads it. */
  unsigned       board_seeds;  /* Play at random until this few are left in the houses. */
  unsigned       positions;
} Board;

static void
make_rules (const Board  *b,
            MancalaRules *rules)
{
  engine_test_rules_option (rules, b->variant, b->houses, b->seeds, b->option);
}

static unsigned
board_seeds (const MancalaRules    *rules,
             const MancalaPosition *pos)
{
  return mancala_position_side_seeds (rules, pos, MANCALA_SOUTH)
         + mancala_position_side_seeds (rules, pos, MANCALA_NORTH);
}

static int
solve_value (const MancalaRules    *rules,
             const MancalaPosition *pos,
             const MancalaHistory  *history)
{
  MancalaSolveResult solved;

  g_assert_true (mancala_solve (rules, pos, history, 1, NULL, &solved));
  return solved.value;
}

/* Solves @pos and each of its children; returns false on a mismatch. */
static bool
consistent (const MancalaRules    *rules,
            const MancalaPosition *pos,
            const MancalaHistory  *history)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);
  g_autofree MancalaHistory *h = g_new (MancalaHistory, 1);
  MancalaSolveResult solved;
  int best = G_MININT;

  g_assert_true (mancala_solve (rules, pos, history, 1, NULL, &solved));

  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;
      unsigned flags;
      int v;

      memcpy (h, history, sizeof *h);
      flags = mancala_play (rules, &child, h, moves[i], NULL);
      if (mancala_position_is_over (&child))
        v = (int) mancala_position_store (rules, &child, pos->to_move)
            - (int) mancala_position_store (rules, &child, mancala_side_other (pos->to_move));
      else if (child.to_move == pos->to_move && !(flags & MANCALA_MOVE_SWAPPED))
        v = solve_value (rules, &child, h);
      else
        v = -solve_value (rules, &child, h);
      best = MAX (best, v);
      /* Every best move the solver names is worth its value. */
      for (unsigned j = 0; j < solved.n_best; j++)
        if (solved.best[j] == moves[i] && v != solved.value)
          return false;
    }

  return best == solved.value;
}

static void
test_self_consistent (gconstpointer data)
{
  const Board *b = data;
  GRand *rand = g_rand_new_with_seed (b->variant * 1000 + b->houses * 100 + b->seeds * 10
                                      + (unsigned) b->option);
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  MancalaRules rules;
  unsigned checked = 0, failed = 0;

  make_rules (b, &rules);

  while (checked < b->positions)
    {
      MancalaPosition pos;
      unsigned stop_at = (unsigned) g_rand_int_range (rand, 1, (gint32) b->board_seeds + 1);

      mancala_position_init (&pos, &rules);
      mancala_history_init (history, &rules, &pos);
      while (!mancala_position_is_over (&pos) && board_seeds (&rules, &pos) > stop_at)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          unsigned n = mancala_position_legal_moves (&rules, &pos, moves);

          mancala_play (&rules, &pos, history, moves[g_rand_int_range (rand, 0, (gint32) n)], NULL);
        }
      if (mancala_position_is_over (&pos))
        continue;

      checked++;
      if (!consistent (&rules, &pos, history))
        failed++;
    }

  g_test_message ("%s %ux%u option %d: %u of %u positions inconsistent",
                  mancala_variant_to_string (rules.variant), rules.houses, rules.seeds,
                  b->option, failed, checked);
  g_rand_free (rand);
  g_assert_cmpuint (failed, ==, 0);
}

/* Late positions of the real boards and whole games of small ones, every
 * option; sized to take a few seconds in all. Oware's are many and
 * small: with the repetition rule an exact solve costs more the longer
 * the stretches without a capture can be (docs/levels.md).
 */
static const Board boards[] = {
  { MANCALA_VARIANT_KALAH, 6, 4, 0, 14, 300 },
  { MANCALA_VARIANT_KALAH, 6, 4, 1, 14, 300 },
  { MANCALA_VARIANT_KALAH, 6, 4, 2, 14, 300 },
  { MANCALA_VARIANT_KALAH, 3, 3, 3, 18, 300 },
  { MANCALA_VARIANT_KALAH, 4, 3, 0, 24, 200 },
  { MANCALA_VARIANT_OWARE, 2, 2, 0, 8, 400 },
  { MANCALA_VARIANT_OWARE, 3, 2, 0, 7, 400 },
  { MANCALA_VARIANT_OWARE, 3, 2, 1, 7, 400 },
  { MANCALA_VARIANT_OWARE, 3, 2, 2, 7, 400 },
  { MANCALA_VARIANT_OWARE, 2, 3, 0, 12, 300 },
  { MANCALA_VARIANT_OWARE, 2, 3, 1, 12, 300 },
  { MANCALA_VARIANT_OWARE, 2, 3, 2, 12, 300 },
  { MANCALA_VARIANT_OWARE, 4, 2, 0, 3, 300 },
  { MANCALA_VARIANT_OWARE, 4, 2, 1, 3, 300 },
  { MANCALA_VARIANT_OWARE, 3, 3, 0, 7, 300 },
  { MANCALA_VARIANT_OWARE, 3, 3, 2, 7, 300 },
  { MANCALA_VARIANT_OWARE, 6, 4, 0, 3, 200 },
  { MANCALA_VARIANT_OWARE, 6, 4, 1, 3, 200 },
  { MANCALA_VARIANT_OWARE, 6, 4, 2, 3, 200 },
  { MANCALA_VARIANT_CONGKAK, 7, 7, 0, 12, 300 },
  { MANCALA_VARIANT_CONGKAK, 3, 3, 0, 18, 300 },
  { MANCALA_VARIANT_CONGKAK, 3, 2, 1, 12, 300 },
};

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (unsigned i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      MancalaRules rules;
      g_autofree char *path = NULL;

      make_rules (&boards[i], &rules);
      path = g_strdup_printf ("/solve/self-consistent/%s-%ux%u-%d",
                              mancala_variant_to_string (rules.variant),
                              rules.houses, rules.seeds, boards[i].option);
      g_test_add_data_func (path, &boards[i], test_self_consistent);
    }

  return g_test_run ();
}
