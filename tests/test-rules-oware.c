/* test-rules-oware.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every rule and option of Oware (Abapa) in docs/rules.md on positions built
 * by hand. Each board holds 2 x N x K seeds in all, as a real game does,
 * since the end rule counts halves. Expected boards were worked out by
 * hand from docs/rules.md.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include "engine-test-util.h"

static MancalaRules
oware (unsigned houses,
       unsigned seeds)
{
  MancalaRules rules;

  engine_test_rules (&rules, MANCALA_VARIANT_OWARE, houses, seeds);
  return rules;
}

static void
test_oware_start (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;

  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 4 4 4 4 4 4 [0] N 4 4 4 4 4 4 [0] south");
  assert_moves (&rules, &pos, "1 2 3 4 5 6");
  g_assert_cmpint (rules.grand_slam, ==, MANCALA_GRAND_SLAM_NO_CAPTURE);

  /* No capture is possible in the first two plies: 4 seeds make 5s. */
  engine_test_play (&rules, &pos, "6 6");
  assert_board (&rules, &pos, "S 5 5 5 5 4 0 [0] N 5 5 5 5 4 0 [0] south");
}

/* Rule 1: both stores are passed over. */
static void
test_oware_sow_skips_stores (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  engine_test_position (&pos, &rules, "S 0 0 0 0 0 5 [18] N 0 0 0 0 4 3 [18] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_sowing (&rules, report, "lift s6 x5 n1 n2 n3 n4 n5");
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [18] N 1 1 1 1 5 3 [18] north");
  g_assert_cmphex (flags, ==, 0);
  /* South is empty now: only n5 and n6 reach it (rule 5). */
  assert_moves (&rules, &pos, "5 6");

  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_sowing (&rules, report, "lift n6 x3 s1 s2 s3");
  assert_board (&rules, &pos, "S 1 1 1 0 0 0 [18] N 1 1 1 1 5 0 [18] south");
  g_assert_cmphex (flags, ==, 0);
}

/* Rule 2: 2N seeds or more pass over the house they came from. */
static void
test_oware_big_house (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* 12 seeds: n1..n6, s1..s5, (not s6), n1 again, which reaches 3 and is
   * captured; the house before n1 is s6, south's own: the chain stops at
   * the row boundary.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 12 [15] N 1 1 1 1 1 1 [15] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_sowing (&rules, report, "lift s6 x12 n1 n2 n3 n4 n5 n6 s1 s2 s3 s4 s5 n1");
  assert_board (&rules, &pos, "S 1 1 1 1 1 0 [18] N 0 2 2 2 2 2 [15] north");
  assert_captures (&rules, report, "n1>S x3");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* 23 seeds: two laps of the 11 other houses, then s4; s3 stays empty. */
  engine_test_position (&pos, &rules, "S 0 0 23 0 0 0 [12] N 1 0 0 0 0 0 [12] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 2 2 0 3 2 2 [12] N 3 2 2 2 2 2 [12] north");
  g_assert_cmphex (flags, ==, 0);

  /* On four houses, 8 seeds are already a big house. */
  rules = oware (4, 4);
  engine_test_position (&pos, &rules, "S 0 8 0 0 [10] N 1 1 1 1 [10] south");
  flags = engine_test_apply (&rules, &pos, 2, report);
  assert_sowing (&rules, report, "lift s2 x8 s3 s4 n1 n2 n3 n4 s1 s3");
  assert_board (&rules, &pos, "S 1 0 2 1 [10] N 2 2 2 2 [10] north");
  g_assert_cmphex (flags, ==, 0);
}

/* Rule 3: the chain goes back while the houses hold 2 or 3. */
static void
test_oware_chain_capture (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s6 -> n1 n2 n3 n4 = 2 3 1 2: n4 is taken, n3 with 1 stops the chain
   * although n2 and n1 hold 3 and 2.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 2 4 [17] N 1 2 0 1 2 2 [17] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 2 0 [19] N 2 3 1 0 2 2 [17] north");
  assert_captures (&rules, report, "n4>S x2");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* s5 -> s6 n1 n2 n3: n3, n2, n1 (2, 3, 2) are taken; then the row ends,
   * and s6 with 2 is south's own: not taken.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 4 1 [15] N 1 2 1 0 0 1 [23] south");
  flags = engine_test_apply (&rules, &pos, 5, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 2 [22] N 0 0 0 0 0 1 [23] north");
  assert_captures (&rules, report, "n1>S x2 n2>S x3 n3>S x2");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* The same chain where south's own store and s6 hold 2 each: going
   * back from n1 leaves north's row, so neither is taken.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 4 1 [2] N 1 2 1 0 0 13 [24] south");
  flags = engine_test_apply (&rules, &pos, 5, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 2 [9] N 0 0 0 0 0 13 [24] north");
  assert_captures (&rules, report, "n1>S x2 n2>S x3 n3>S x2");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* A last house with 4 takes nothing, even after a 2 or a 3. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 2 [18] N 1 3 1 1 1 1 [20] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [18] N 2 4 1 1 1 1 [20] north");
  g_assert_cmphex (flags, ==, 0);

  /* North captures into south's store, from its own side of the circuit. */
  engine_test_position (&pos, &rules, "S 1 2 1 1 0 0 [20] N 0 0 0 0 0 3 [20] north");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 1 0 0 [20] N 0 0 0 0 0 0 [27] over");
  assert_captures (&rules, report, "s1>N x2 s2>N x3 s3>N x2");
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
}

/* Rule 4 and the grand-slam option. */
static void
test_oware_grand_slam (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s6 -> n1 n2 = 2 3: the chain would take all of north's seeds. */
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 2 [20] N 1 2 0 0 0 0 [22] south");
  assert_moves (&rules, &pos, "1 6");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 [20] N 2 3 0 0 0 0 [22] north");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_GRAND_SLAM);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_GRAND_SLAM), ==, 1);
  assert_captures (&rules, report, "");

  /* capture: it captures; north is left without seeds and without a
   * move, so each side takes its own: south 19 + 5 + 1.
   */
  rules.grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 2 [19] N 1 2 0 0 0 0 [23] south");
  assert_moves (&rules, &pos, "1 6");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [25] N 0 0 0 0 0 0 [23] over");
  assert_captures (&rules, report, "n1>S x2 n2>S x3");
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_false (flags & MANCALA_MOVE_GRAND_SLAM);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);

  /* forbidden: not legal while another move is. */
  rules.grand_slam = MANCALA_GRAND_SLAM_FORBIDDEN;
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 2 [20] N 1 2 0 0 0 0 [22] south");
  assert_moves (&rules, &pos, "1");
  flags = engine_test_apply (&rules, &pos, 1, report);
  assert_board (&rules, &pos, "S 0 1 0 0 0 2 [20] N 1 2 0 0 0 0 [22] north");
  g_assert_cmphex (flags, ==, 0);

  /* forbidden, but every legal move is one: it is played and captures
   * nothing. North then cannot feed the empty south (n1 -> n2 n3,
   * n2 -> n3 n4 n5): the game ends and north takes its 5.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 2 [20] N 1 2 0 0 0 0 [23] south");
  assert_moves (&rules, &pos, "6");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [20] N 0 0 0 0 0 0 [28] over");
  g_assert_true (flags & MANCALA_MOVE_GRAND_SLAM);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_false (flags & MANCALA_MOVE_CAPTURE);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);

  /* Two moves, both grand slams: both stay legal. s5 -> s6 n1 = 2;
   * s6 -> n1 = 2; north has nothing else.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 2 1 [22] N 1 0 0 0 0 0 [22] south");
  assert_moves (&rules, &pos, "5 6");
}

/* Rule 5: an empty opponent must be fed when it can be. */
static void
test_oware_must_feed (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s4 (3) and s6 (1) reach north; s5 (1) does not. */
  engine_test_position (&pos, &rules, "S 0 0 0 3 1 1 [21] N 0 0 0 0 0 0 [22] south");
  assert_moves (&rules, &pos, "4 6");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_board (&rules, &pos, "S 0 0 0 0 2 2 [21] N 1 0 0 0 0 0 [22] north");
  g_assert_cmphex (flags, ==, 0);
  assert_moves (&rules, &pos, "1");

  /* With seeds on the other side, any non-empty house is a move. */
  engine_test_position (&pos, &rules, "S 0 0 0 3 1 1 [21] N 0 0 0 0 0 1 [21] south");
  assert_moves (&rules, &pos, "4 5 6");
}

/* Rule 6, second case: nothing can feed the empty side. */
static void
test_oware_feeding_dead_end (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* n6 -> s1 empties north. South's s1, s2, s3 (1 each) cannot reach
   * north: south has no legal move, each side takes its own seeds.
   */
  engine_test_position (&pos, &rules, "S 0 1 1 0 0 0 [22] N 0 0 0 0 0 1 [23] north");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [25] N 0 0 0 0 0 0 [23] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_false (flags & MANCALA_MOVE_CAPTURE);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);
  assert_moves (&rules, &pos, "");
}

/* Rule 6, first case: more than half wins at once; exactly half each is
 * a draw. Only the other two cases give the board seeds to the sides.
 */
static void
test_oware_half (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* 19 + 7 = 26 of 48. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 4 1 [19] N 1 2 1 0 0 1 [19] south");
  flags = engine_test_apply (&rules, &pos, 5, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 2 [26] N 0 0 0 0 0 1 [19] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);

  /* 24 of 48 is not more than half: the game goes on. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 4 1 [17] N 1 2 1 0 0 1 [21] south");
  flags = engine_test_apply (&rules, &pos, 5, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 2 [24] N 0 0 0 0 0 1 [21] north");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* 24 and 24: a draw (a grand slam that captures, so the board is
   * empty; with the default it would capture nothing instead).
   */
  rules.grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [22] N 1 0 0 0 0 0 [24] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [24] N 0 0 0 0 0 0 [24] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);

  /* The order of rule 6: 25 of 48 ends the game at once, before the
   * empty north (no move) would make each side take its own seeds.
   */
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 2 [20] N 1 2 0 0 0 0 [22] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 [25] N 0 0 0 0 0 0 [22] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);

  /* The default: no capture; north (n1 = 2) cannot feed: it takes 2. */
  rules.grand_slam = MANCALA_GRAND_SLAM_NO_CAPTURE;
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [22] N 1 0 0 0 0 0 [24] south");
  flags = engine_test_apply (&rules, &pos, 6, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [22] N 0 0 0 0 0 0 [26] over");
  g_assert_true (flags & MANCALA_MOVE_GRAND_SLAM);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
}

/* Rule 6, third case. One seed each walks round the board: after 12
 * plies the start position comes back with south to move.
 */
static const unsigned cycle_moves[12] = { 6, 6, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5 };
#define CYCLE_START "S 0 0 0 0 0 1 [23] N 0 0 0 0 0 1 [23] south"

static void
test_oware_repetition (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  MancalaPosition plain;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags = 0;

  engine_test_position (&pos, &rules, CYCLE_START);
  plain = pos;
  mancala_history_init (history, &rules, &pos);

  for (unsigned i = 0; i < G_N_ELEMENTS (cycle_moves); i++)
    {
      g_assert_false (mancala_position_is_over (&pos));
      g_assert_true (mancala_position_is_legal (&rules, &pos, cycle_moves[i]));
      flags = mancala_play (&rules, &pos, history, cycle_moves[i], report);
      engine_test_apply (&rules, &plain, cycle_moves[i], NULL);
      if (i == 1)
        assert_board (&rules, &pos, "S 1 0 0 0 0 0 [23] N 1 0 0 0 0 0 [23] south");
      if (i == 10)
        assert_board (&rules, &pos, "S 0 0 0 0 0 1 [23] N 0 0 0 0 1 0 [23] north");
    }

  /* The 12th ply repeats the start: each side takes its own seed. */
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [24] N 0 0 0 0 0 0 [24] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_REPETITION), ==, 1);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);

  /* Without the history, apply alone does not know the past. */
  assert_board (&rules, &plain, CYCLE_START);

  /* The same with apply + history_record, and a winner: north's 24 is
   * half, not more, so the game goes on until the repetition.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 1 [22] N 0 0 0 0 0 1 [24] south");
  mancala_history_init (history, &rules, &pos);
  for (unsigned i = 0; i < G_N_ELEMENTS (cycle_moves); i++)
    {
      gboolean ended;

      mancala_position_apply (&rules, &pos, cycle_moves[i], report);
      ended = mancala_history_record (history, &rules, &pos, report);
      g_assert_cmpint (ended, ==, i == G_N_ELEMENTS (cycle_moves) - 1);
    }
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 [23] N 0 0 0 0 0 0 [25] over");
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_REPETITION), ==, 1);
}

/* A game that would outgrow MancalaHistory ends as a repetition does
 * (mancala-position.h): feed it thousands of different positions with
 * the same stores, 5 seeds spread over the 12 houses in every way.
 */
static void
test_oware_history_limit (void)
{
  MancalaRules rules = oware (6, 4);
  MancalaPosition pos;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned records = 0;
  gboolean ended = FALSE;
  unsigned south_seeds = 0;
  unsigned north_seeds = 0;

  engine_test_position (&pos, &rules, "S 5 0 0 0 0 0 [21] N 0 0 0 0 0 0 [22] south");
  mancala_history_init (history, &rules, &pos);

  for (unsigned a = 0; a < 12 && !ended; a++)
    for (unsigned b = a; b < 12 && !ended; b++)
      for (unsigned c = b; c < 12 && !ended; c++)
        for (unsigned d = c; d < 12 && !ended; d++)
          for (unsigned e = d; e < 12 && !ended; e++)
            {
              unsigned houses[12] = { 0, };
              const unsigned at[5] = { a, b, c, d, e };

              for (unsigned i = 0; i < 5; i++)
                houses[at[i]]++;
              if (houses[0] == 5)
                continue;   /* The first position, already recorded. */
              mancala_position_set_board (&pos, &rules, houses, 21, houses + 6, 22, MANCALA_SOUTH);
              south_seeds = mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH);
              north_seeds = mancala_position_side_seeds (&rules, &pos, MANCALA_NORTH);
              report->n_events = 0;
              ended = mancala_history_record (history, &rules, &pos, report);
              records++;
            }

  g_assert_true (ended);
  g_assert_cmpuint (records, >=, MANCALA_MAX_PLIES - 1);
  g_assert_cmpuint (records, <=, MANCALA_MAX_PLIES + 1);
  g_assert_true (mancala_position_is_over (&pos));
  g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH), ==, 0);
  g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_NORTH), ==, 0);
  g_assert_cmpuint (mancala_position_store (&rules, &pos, MANCALA_SOUTH), ==, 21 + south_seeds);
  g_assert_cmpuint (mancala_position_store (&rules, &pos, MANCALA_NORTH), ==, 22 + north_seeds);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/engine/oware/start", test_oware_start);
  g_test_add_func ("/mancala/engine/oware/sow-skips-stores", test_oware_sow_skips_stores);
  g_test_add_func ("/mancala/engine/oware/big-house", test_oware_big_house);
  g_test_add_func ("/mancala/engine/oware/chain-capture", test_oware_chain_capture);
  g_test_add_func ("/mancala/engine/oware/grand-slam", test_oware_grand_slam);
  g_test_add_func ("/mancala/engine/oware/must-feed", test_oware_must_feed);
  g_test_add_func ("/mancala/engine/oware/feeding-dead-end", test_oware_feeding_dead_end);
  g_test_add_func ("/mancala/engine/oware/half", test_oware_half);
  g_test_add_func ("/mancala/engine/oware/repetition", test_oware_repetition);
  g_test_add_func ("/mancala/engine/oware/history-limit", test_oware_history_limit);

  return g_test_run ();
}
