/* test-evaluate.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "engine-test-util.h"
#include "mancala-evaluate-private.h"
#include "mancala-kalah-eval-private.h"

#include <glib.h>
#include <string.h>

/* The fitted Oware evaluation (mancala-evaluate.c) rests on two promises:
 * its capture terms are what the legal moves really take, and the sum the
 * search computes is the one mancala-tune fitted, the terms of
 * _mancala_eval_terms() times their weights.
 */

/* Plays random games of Oware with @option (0: grand slam takes nothing,
 * 1: takes, 2: forbidden) on @houses x @seeds and checks @positions.
 */
static void
check_oware (unsigned houses,
             unsigned seeds,
             int      option,
             unsigned positions)
{
  MancalaRules rules;
  MancalaSearcher *searcher = mancala_searcher_new (1);
  GRand *rand = g_rand_new_with_seed (houses * 100 + seeds * 10 + (unsigned) option);
  unsigned checked = 0;

  engine_test_rules_option (&rules, MANCALA_VARIANT_OWARE, houses, seeds, option);
  searcher->rules = &rules;
  _mancala_eval_default_weights (&rules, &searcher->weights);
  _mancala_eval_prepare (searcher, &rules);

  while (checked < positions)
    {
      MancalaPosition pos;

      mancala_position_init (&pos, &rules);
      while (!mancala_position_is_over (&pos) && checked < positions)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          int terms[MANCALA_EVAL_TERMS];
          unsigned n = mancala_position_legal_moves (&rules, &pos, moves);
          unsigned store = mancala_rules_store (&rules, pos.to_move);
          int best = 0, capturing = 0, sum = 0, scale = 0;
          bool ends = false;

          g_assert_cmpuint (_mancala_eval_terms (&rules, &pos, terms), ==, MANCALA_EVAL_OWARE_TERMS);
          for (unsigned i = 0; i < n; i++)
            {
              MancalaPosition child = pos;
              unsigned flags = mancala_position_apply (&rules, &child, moves[i], NULL);
              int taken = child.pits[store] - pos.pits[store];

              /* The end of the game sweeps the board into the stores. */
              ends = ends || (flags & MANCALA_MOVE_GAME_OVER);
              capturing += taken > 0;
              best = MAX (best, taken);
            }

          /* A forbidden grand slam is not legal, and the terms count it
           * as taking nothing: the same best move either way.
           */
          if (!ends)
            {
              g_assert_cmpint (terms[MANCALA_EVAL_OWARE_MY_CAPTURE], ==, best);
              g_assert_cmpint (terms[MANCALA_EVAL_OWARE_MY_CAPTURES], ==, capturing);
            }

          for (unsigned k = 0; k < MANCALA_EVAL_OWARE_TERMS; k++)
            sum += searcher->weights.terms[k] * terms[k];
          scale = MANCALA_SCORE_SCALE * terms[MANCALA_EVAL_OWARE_STORES];
          g_assert_cmpint (_mancala_evaluate (searcher, &pos), ==, scale + ((sum + 64) >> 7));

          checked++;
          mancala_position_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, (int) n)], NULL);
        }
    }

  g_rand_free (rand);
  mancala_searcher_free (searcher);
}

static void
test_oware_default (void)
{
  check_oware (6, 4, 0, 20000);
}

static void
test_oware_grand_slam (void)
{
  check_oware (6, 4, 1, 10000);
  check_oware (6, 4, 2, 10000);
}

/* Small and large boards: laps of other lengths, nine houses. */
static void
test_oware_boards (void)
{
  check_oware (3, 3, 0, 5000);
  check_oware (5, 6, 1, 5000);
  check_oware (9, 5, 0, 5000);
}

/* Wise's Kalah evaluation: its gain terms are what the best legal move
 * really adds to the store, and the tables of the search sum the terms
 * times their weights exactly. @weights NULL: random ones, so that
 * boards without fitted weights test every table too.
 */
static void
check_kalah (unsigned   houses,
             unsigned   seeds,
             bool       empty_capture,
             const int *weights,
             unsigned   positions)
{
  MancalaRules rules;
  MancalaKalahKernel kernel;
  MancalaKalahEval eval;
  GRand *rand = g_rand_new_with_seed (houses * 100 + seeds * 10 + empty_capture);
  int random_weights[MANCALA_EVAL_KALAH_TERMS];
  unsigned checked = 0, gains_checked = 0;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.houses = (uint8_t) houses;
  rules.seeds = (uint8_t) seeds;
  rules.empty_capture = empty_capture;
  if (weights == NULL)
    {
      for (unsigned k = 0; k < MANCALA_EVAL_KALAH_TERMS; k++)
        random_weights[k] = g_rand_int_range (rand, -5000, 5000);
      weights = random_weights;
    }
  _mancala_kalah_kernel_init (&kernel, &rules);
  _mancala_kalah_eval_init (&eval, &kernel, 2 * houses * seeds, weights);

  while (checked < positions)
    {
      MancalaPosition pos;

      mancala_position_init (&pos, &rules);
      while (!mancala_position_is_over (&pos) && checked < positions)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          int terms[MANCALA_EVAL_TERMS];
          unsigned n = mancala_position_legal_moves (&rules, &pos, moves);
          unsigned store = mancala_rules_store (&rules, pos.to_move);
          int best = 0, sum = 0;
          bool ends = false;
          uint64_t me, opp;

          g_assert_cmpuint (_mancala_eval_terms (&rules, &pos, terms), ==, MANCALA_EVAL_KALAH_TERMS);
          for (unsigned i = 0; i < n; i++)
            {
              MancalaPosition child = pos;
              unsigned flags = mancala_position_apply (&rules, &child, moves[i], NULL);

              ends = ends || (flags & MANCALA_MOVE_GAME_OVER);
              best = MAX (best, (int) child.pits[store] - (int) pos.pits[store]);
            }
          if (!ends)
            {
              g_assert_cmpint (terms[MANCALA_EVAL_KALAH_MY_GAIN], ==, best);
              gains_checked++;
            }

          for (unsigned k = 0; k < MANCALA_EVAL_KALAH_TERMS; k++)
            if (k != MANCALA_EVAL_KALAH_STORES)
              sum += weights[k] * terms[k];
          _mancala_kalah_split (&kernel, &pos, &me, &opp);
          g_assert_cmpint (_mancala_kalah_eval (&eval, &kernel, me, opp, MANCALA_SCORE_SCALE), ==,
                           (sum * MANCALA_SCORE_SCALE + 512) >> MANCALA_KALAH_EVAL_SHIFT);

          checked++;
          mancala_position_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, (int) n)], NULL);
        }
    }
  /* Most positions have no move that ends the game. */
  g_assert_cmpuint (gains_checked, >, positions / 2);

  g_rand_free (rand);
}

static void
test_kalah_fitted (void)
{
  static const struct { unsigned seeds; bool empty_capture; } boards[] = {
    { 4, false }, { 5, false }, { 6, false },
  };

  for (unsigned b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      MancalaRules rules;
      const int *weights;

      mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
      rules.seeds = (uint8_t) boards[b].seeds;
      rules.empty_capture = boards[b].empty_capture;
      weights = _mancala_eval_kalah_weights (&rules);
      g_assert_nonnull (weights);
      check_kalah (6, boards[b].seeds, boards[b].empty_capture, weights, 20000);
    }

  /* Boards nobody fitted keep the hand-set evaluation. */
  {
    MancalaRules rules;

    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    rules.houses = 5;
    g_assert_null (_mancala_eval_kalah_weights (&rules));
    rules.houses = 6;
    rules.end_rule = MANCALA_END_NO_MOVE;
    g_assert_null (_mancala_eval_kalah_weights (&rules));
    rules.end_rule = MANCALA_END_IMMEDIATE;
    rules.empty_capture = true;
    g_assert_null (_mancala_eval_kalah_weights (&rules));
  }
}

/* Other boards, both capture rules, with random weights: laps of other
 * lengths, and the byte arithmetic on fewer houses.
 */
static void
test_kalah_boards (void)
{
  check_kalah (6, 4, true, NULL, 10000);
  check_kalah (3, 3, false, NULL, 5000);
  check_kalah (4, 6, true, NULL, 5000);
  check_kalah (5, 3, false, NULL, 5000);
  check_kalah (6, 10, false, NULL, 5000);
  check_kalah (5, 12, true, NULL, 5000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/evaluate/oware/default", test_oware_default);
  g_test_add_func ("/evaluate/oware/grand-slam", test_oware_grand_slam);
  g_test_add_func ("/evaluate/oware/boards", test_oware_boards);
  g_test_add_func ("/evaluate/kalah/fitted", test_kalah_fitted);
  g_test_add_func ("/evaluate/kalah/boards", test_kalah_boards);

  return g_test_run ();
}
