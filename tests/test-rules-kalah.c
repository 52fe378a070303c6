/* test-rules-kalah.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every rule and option of Kalah in docs/rules.md, each on a position built by
 * hand where that rule decides the result. The expected boards were worked
 * out by hand from docs/rules.md, seed by seed; the comments show the count.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include "engine-test-util.h"

static MancalaRules
kalah (unsigned houses,
       unsigned seeds)
{
  MancalaRules rules;

  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, houses, seeds);
  return rules;
}

static void
test_kalah_start (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;

  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 4 4 4 4 4 4 [0] N 4 4 4 4 4 4 [0] south");
  assert_moves (&rules, &pos, "1 2 3 4 5 6");
  g_assert_cmpuint (mancala_position_total_seeds (&rules, &pos), ==, 48);
  g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH), ==, 24);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NONE);
  g_assert_cmpuint (pos.round, ==, 1);
  g_assert_cmpuint (pos.burnt, ==, 0);
  g_assert_cmpuint (pos.reserved, ==, 0);

  rules = kalah (3, 5);
  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 5 5 5 [0] N 5 5 5 [0] south");
  assert_moves (&rules, &pos, "1 2 3");
}

/* Rule 1: the mover's store gets a seed, the opponent's is passed over. */
static void
test_kalah_sow_skips_opponent_store (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* 10 seeds: S, n1..n6 (7), past N, s1 s2 s3 (10); s3 held 5: no capture. */
  engine_test_position (&pos, &rules, "S 1 0 5 0 0 10 [2] N 2 2 2 2 2 2 [5] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 2 1 6 0 0 0 [3] N 3 3 3 3 3 3 [5] north");
  assert_sowing (&rules, report, "lift s6 x10 S n1 n2 n3 n4 n5 n6 s1 s2 s3");
  g_assert_cmphex (flags, ==, 0);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_CAPTURE), ==, 0);

  /* North passes over the south store: 9 seeds are N, s1..s6, n1, n2. */
  engine_test_position (&pos, &rules, "S 1 1 1 1 1 1 [0] N 1 1 1 1 1 9 [0] north");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 2 2 2 2 2 2 [0] N 2 2 1 1 1 0 [1] south");
  assert_sowing (&rules, report, "lift n6 x9 N s1 s2 s3 s4 s5 s6 n1 n2");
  g_assert_cmphex (flags, ==, 0);
}

/* 13 seeds on six houses go round once (13 pits without the opponent's
 * store) and the last one falls in the house they came from, which is
 * empty since the lift: a capture (rule 3).
 */
static void
test_kalah_lap_into_origin (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  engine_test_position (&pos, &rules, "S 1 13 0 0 0 0 [0] N 1 1 1 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 2, report);
  assert_sowing (&rules, report, "lift s2 x13 s3 s4 s5 s6 S n1 n2 n3 n4 n5 n6 s1 s2");
  /* s2 faces n5, which holds 2 after the lap: 2 + 1 go to the store. */
  assert_board (&rules, &pos, "S 2 0 1 1 1 1 [4] N 2 2 2 2 0 2 [0] north");
  assert_captures (&rules, report, "s2>S x1 n5>S x2");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);
}

/* Rule 2, and there is no limit on extra turns. */
static void
test_kalah_extra_turn (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  engine_test_position (&pos, &rules, "S 1 0 0 3 0 0 [0] N 1 1 1 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_board (&rules, &pos, "S 1 0 0 0 1 1 [1] N 1 1 1 1 1 1 [0] south");
  assert_sowing (&rules, report, "lift s4 x3 s5 s6 S");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_EXTRA_TURN), ==, 1);

  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 1 0 0 0 1 0 [2] N 1 1 1 1 1 1 [0] south");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);

  /* The third move of the turn ends it, with a capture: s6 faces n1. */
  flags = engine_test_apply (&rules, &pos, 5, report);
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 [4] N 0 1 1 1 1 1 [0] north");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_EXTRA_TURN), ==, 0);
}

/* Rule 3, for both sides, and what is not a capture. */
static void
test_kalah_capture (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s3 -> s4, empty; s4 faces n3 with 5: 5 + 1 to the store. */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 1 2 5 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 2 0 0 0 0 0 [6] N 1 2 0 1 1 1 [0] north");
  assert_captures (&rules, report, "s4>S x1 n3>S x5");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* North: n3 -> n4 n5; n5 was empty and faces s2. */
  engine_test_position (&pos, &rules, "S 1 1 1 1 1 1 [0] N 0 0 2 0 0 0 [0] north");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 1 0 1 1 1 1 [0] N 0 0 0 1 0 0 [2] south");
  assert_sowing (&rules, report, "lift n3 x2 n4 n5");
  assert_captures (&rules, report, "s2>N x1 n5>N x1");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* The last seed in an empty house of the opponent captures nothing. */
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 2 [0] N 0 1 1 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 [1] N 1 1 1 1 1 1 [0] north");
  g_assert_cmphex (flags, ==, 0);

  /* On three houses, house 2 faces house 2; the capture then empties
   * south's row and the game ends (rule 4): north keeps its 6.
   */
  rules = kalah (3, 3);
  engine_test_position (&pos, &rules, "S 1 0 0 [0] N 2 3 4 [0] south");
  flags = engine_test_apply (&rules, &pos, 1, report);
  assert_board (&rules, &pos, "S 0 0 0 [4] N 0 0 0 [6] over");
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
}

/* Option empty-capture: the last seed alone, facing an empty house. */
static void
test_kalah_empty_capture (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s4 faces n3, which is empty. */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 1 2 0 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 2 0 0 1 0 0 [0] N 1 2 0 1 1 1 [0] north");
  g_assert_cmphex (flags, ==, 0);

  rules.empty_capture = true;
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 1 2 0 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 2 0 0 0 0 0 [1] N 1 2 0 1 1 1 [0] north");
  assert_captures (&rules, report, "s4>S x1");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* With seeds facing, the option changes nothing. */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 1 2 5 1 1 1 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 2 0 0 0 0 0 [6] N 1 2 0 1 1 1 [0] north");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);
}

/* Rule 4, end-rule immediate (the default). */
static void
test_kalah_end_immediate (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  g_assert_cmpint (rules.end_rule, ==, MANCALA_END_IMMEDIATE);

  /* South sows its last seeds away (S, n1): its row is empty, so the game
   * ends although north could move; north adds 2 + 2 + 3.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 2 [20] N 1 2 3 0 0 0 [5] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [21] N 0 0 0 0 0 0 [12] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);
  assert_moves (&rules, &pos, "");
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_GAME_OVER), ==, 1);

  /* An extra turn with an empty row ends it too. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [10] N 1 2 3 0 0 0 [15] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [11] N 0 0 0 0 0 0 [21] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);

  /* A capture that takes north's last seeds: south keeps its own 2. */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 0 0 5 0 0 0 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [8] N 0 0 0 0 0 0 [0] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);

  /* Equal stores are a draw. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [10] N 0 0 0 0 0 1 [10] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [11] N 0 0 0 0 0 0 [11] over");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);
}

/* Option end-rule no-move: only the side to move running out ends it. */
static void
test_kalah_end_no_move (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  rules.end_rule = MANCALA_END_NO_MOVE;

  /* The same move as above: south's row is empty, but north is to move
   * and has seeds, so the game goes on.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 2 [20] N 1 2 3 0 0 0 [5] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [21] N 2 2 3 0 0 0 [5] north");
  g_assert_cmphex (flags, ==, 0);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NONE);
  assert_moves (&rules, &pos, "1 2 3");

  /* n3 -> n4 n5 n6: n6 was empty but faces the empty s1, no capture.
   * South is to move with nothing: north adds its 2 + 2 + 1 + 1 + 1.
   */
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [21] N 0 0 0 0 0 0 [12] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);

  /* An extra turn with an empty row: the side to move has no seeds. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [10] N 1 2 3 0 0 0 [15] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [11] N 0 0 0 0 0 0 [21] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);

  /* North, to move, lost its last seeds to a capture. */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 [0] N 0 0 5 0 0 0 [0] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [8] N 0 0 0 0 0 0 [0] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);

  /* North sows into the empty south row: play goes on. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 [21] N 0 0 0 0 0 4 [23] north");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 1 1 1 0 0 0 [21] N 0 0 0 0 0 0 [24] south");
  g_assert_cmphex (flags, ==, 0);
}

/* Option pie. */
static void
test_kalah_pie (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;
  MancalaPosition before;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* Without the option there is no swap. */
  mancala_position_init (&pos, &rules);
  engine_test_play (&rules, &pos, "1");
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 4 4 4 4 4 4 [0] north");
  assert_moves (&rules, &pos, "1 2 3 4 5 6");

  rules.pie = true;
  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 4 4 4 4 4 4 [0] N 4 4 4 4 4 4 [0] south pie");
  assert_moves (&rules, &pos, "1 2 3 4 5 6");

  engine_test_play (&rules, &pos, "1");
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 4 4 4 4 4 4 [0] north pie");
  assert_moves (&rules, &pos, "swap 1 2 3 4 5 6");

  /* The swap changes no seed; north, now the other player, moves next. */
  before = pos;
  flags = engine_test_apply (&rules, &pos, MANCALA_MOVE_SWAP, report);
  g_assert_cmphex (flags, ==, MANCALA_MOVE_SWAPPED);
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 4 4 4 4 4 4 [0] north swapped");
  g_assert_cmpmem (pos.pits, sizeof pos.pits, before.pits, sizeof before.pits);
  assert_sowing (&rules, report, "");
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_SWAP), ==, 1);
  assert_moves (&rules, &pos, "1 2 3 4 5 6");
  g_assert_false (mancala_position_equal (&pos, &before));
  g_assert_true (mancala_position_key (&pos) != mancala_position_key (&before));

  engine_test_play (&rules, &pos, "1");
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 0 5 5 5 5 4 [0] south swapped");
  assert_moves (&rules, &pos, "2 3 4 5 6");

  /* South's first turn can be several moves; the swap waits for north. */
  mancala_position_init (&pos, &rules);
  engine_test_play (&rules, &pos, "3");
  assert_board (&rules, &pos, "S 4 4 0 5 5 5 [1] N 4 4 4 4 4 4 [0] south pie");
  assert_moves (&rules, &pos, "1 2 4 5 6");
  engine_test_play (&rules, &pos, "1");
  assert_board (&rules, &pos, "S 0 5 1 6 6 5 [1] N 4 4 4 4 4 4 [0] north pie");
  assert_moves (&rules, &pos, "swap 1 2 3 4 5 6");

  /* North's first move earns an extra turn (n3 -> n4 n5 n6 N): the
   * second move of that turn is no longer the first, no swap.
   */
  mancala_position_init (&pos, &rules);
  engine_test_play (&rules, &pos, "1 3");
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 4 4 0 5 5 5 [1] north");
  assert_moves (&rules, &pos, "1 2 4 5 6");

  /* North moves a house instead: the swap is gone for good. */
  mancala_position_init (&pos, &rules);
  engine_test_play (&rules, &pos, "1 1");
  assert_board (&rules, &pos, "S 0 5 5 5 5 4 [0] N 0 5 5 5 5 4 [0] south");
  assert_moves (&rules, &pos, "2 3 4 5 6");
  engine_test_play (&rules, &pos, "6");
  assert_board (&rules, &pos, "S 0 5 5 5 5 0 [1] N 1 6 6 5 5 4 [0] north");
  assert_moves (&rules, &pos, "1 2 3 4 5 6");
}

/* The outcome follows the stores once the game is over, and only then. */
static void
test_kalah_outcome (void)
{
  MancalaRules rules = kalah (6, 4);
  MancalaPosition pos;

  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 [30] N 0 0 0 0 0 0 [18] over");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 [18] N 0 0 0 0 0 0 [30] over");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 [24] N 0 0 0 0 0 0 [24] over");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 0 [29] N 1 0 0 0 0 0 [17] south");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NONE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/engine/kalah/start", test_kalah_start);
  g_test_add_func ("/mancala/engine/kalah/sow-skips-opponent-store", test_kalah_sow_skips_opponent_store);
  g_test_add_func ("/mancala/engine/kalah/lap-into-origin", test_kalah_lap_into_origin);
  g_test_add_func ("/mancala/engine/kalah/extra-turn", test_kalah_extra_turn);
  g_test_add_func ("/mancala/engine/kalah/capture", test_kalah_capture);
  g_test_add_func ("/mancala/engine/kalah/empty-capture", test_kalah_empty_capture);
  g_test_add_func ("/mancala/engine/kalah/end-immediate", test_kalah_end_immediate);
  g_test_add_func ("/mancala/engine/kalah/end-no-move", test_kalah_end_no_move);
  g_test_add_func ("/mancala/engine/kalah/pie", test_kalah_pie);
  g_test_add_func ("/mancala/engine/kalah/outcome", test_kalah_outcome);

  return g_test_run ();
}
