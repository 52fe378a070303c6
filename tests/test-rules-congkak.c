/* test-rules-congkak.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every rule and option of Congkak in docs/rules.md on positions built by
 * hand. Boards hold 2 x N x K seeds in all, as in a real game, since the
 * refill of traditional rounds depends on the stores. The expected boards
 * and sowings were traced by hand, seed by seed, from docs/rules.md.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include "engine-test-util.h"

static MancalaRules
congkak (unsigned houses,
         unsigned seeds)
{
  MancalaRules rules;

  engine_test_rules (&rules, MANCALA_VARIANT_CONGKAK, houses, seeds);
  return rules;
}

static MancalaRules
traditional (unsigned houses,
             unsigned seeds)
{
  MancalaRules rules = congkak (houses, seeds);

  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  return rules;
}

/* The events of one kind on one side, in order, as pit names. */
static char *
event_pits (const MancalaRules  *rules,
            const MancalaReport *report,
            MancalaEventKind     kind,
            MancalaSide          side)
{
  GString *s = g_string_new (NULL);
  unsigned n = rules->houses;

  for (unsigned i = 0; i < report->n_events; i++)
    if (report->events[i].kind == kind &&
        (side == MANCALA_SOUTH ? report->events[i].pit <= n : report->events[i].pit > n))
      {
        g_autofree char *name = engine_test_pit_name (rules, report->events[i].pit);

        g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", name);
      }

  return g_string_free (s, FALSE);
}

#define assert_event_pits(rules, report, kind, side, expected) \
  G_STMT_START { \
    char *pits__ = event_pits ((rules), (report), (kind), (side)); \
    g_assert_cmpstr (pits__, ==, (expected)); \
    g_free (pits__); \
  } G_STMT_END

static const MancalaEvent *
find_event (const MancalaReport *report,
            MancalaEventKind     kind)
{
  for (unsigned i = 0; i < report->n_events; i++)
    if (report->events[i].kind == kind)
      return &report->events[i];

  return NULL;
}

static void
test_congkak_start (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;

  g_assert_cmpint (rules.rounds, ==, MANCALA_ROUNDS_SINGLE);
  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 7 [0] N 7 7 7 7 7 7 7 [0] south");
  assert_moves (&rules, &pos, "1 2 3 4 5 6 7");
  g_assert_cmpuint (mancala_position_total_seeds (&rules, &pos), ==, 98);

  rules = traditional (9, 9);
  mancala_position_init (&pos, &rules);
  assert_board (&rules, &pos, "S 9 9 9 9 9 9 9 9 9 [0] N 9 9 9 9 9 9 9 9 9 [0] south r1");
  assert_moves (&rules, &pos, "1 2 3 4 5 6 7 8 9");
}

/* Rules 1 and 2 and 4, from the start: s2 -> s3..s7 S n1; n1 held 7, so
 * its 8 go on: n2..n7, past N, s1 s2; s2 is the emptied house: capture
 * with n6 (8) across.
 */
static void
test_congkak_opening (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  mancala_position_init (&pos, &rules);
  flags = engine_test_apply (&rules, &pos, 2, report);
  assert_sowing (&rules, report,
                 "lift s2 x7 s3 s4 s5 s6 s7 S n1 relay n1 x8 n2 n3 n4 n5 n6 n7 s1 s2");
  assert_board (&rules, &pos, "S 8 0 8 8 8 8 8 [10] N 0 8 8 8 8 0 8 [0] north");
  assert_captures (&rules, report, "s2>S x1 n6>S x8");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* s1 -> s2..s7 S: an extra turn at once (rule 3). */
  mancala_position_init (&pos, &rules);
  flags = engine_test_apply (&rules, &pos, 1, report);
  assert_board (&rules, &pos, "S 0 8 8 8 8 8 8 [1] N 7 7 7 7 7 7 7 [0] south");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);
}

/* Rule 2: relay, then rule 4 with seeds across. */
static void
test_congkak_relay (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s1 -> s2 s3; s3 held 1: its 2 go on, s4 s5; s5 was empty: capture
   * with n3 (4) across.
   */
  engine_test_position (&pos, &rules, "S 2 0 1 0 0 0 0 [43] N 1 1 4 1 1 1 1 [42] south");
  flags = engine_test_apply (&rules, &pos, 1, report);
  assert_sowing (&rules, report, "lift s1 x2 s2 s3 relay s3 x2 s4 s5");
  assert_board (&rules, &pos, "S 0 1 0 1 0 0 0 [48] N 1 1 0 1 1 1 1 [42] north");
  assert_captures (&rules, report, "s5>S x1 n3>S x4");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);
}

/* Rules 1, 2 and 3: relays that lap the board and pass through the
 * mover's store several times.
 */
static void
test_congkak_long_relay (void)
{
  MancalaRules rules = congkak (3, 3);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* 9 from s3: S n1 n2 n3 s1 s2 s3 (its own house again) S n1; n1 now
   * holds 3: n2 n3 s1; s1 holds 3: s2 s3 S, the store: extra turn.
   */
  engine_test_position (&pos, &rules, "S 1 1 9 [2] N 1 1 1 [2] south");
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_sowing (&rules, report,
                 "lift s3 x9 S n1 n2 n3 s1 s2 s3 S n1 relay n1 x3 n2 n3 s1 relay s1 x3 s2 s3 S");
  assert_board (&rules, &pos, "S 0 3 2 [5] N 0 3 3 [2] south");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);

  /* On seven houses: 8 from s7 make every north house 2; n7's 2 go past
   * N to s1 s2, and three relays of 2 carry on to s7 and the store.
   */
  rules = congkak (7, 7);
  engine_test_position (&pos, &rules, "S 1 1 1 1 1 1 8 [38] N 1 1 1 1 1 1 1 [39] south");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_sowing (&rules, report,
                 "lift s7 x8 S n1 n2 n3 n4 n5 n6 n7 relay n7 x2 s1 s2 relay s2 x2 s3 s4 "
                 "relay s4 x2 s5 s6 relay s6 x2 s7 S");
  assert_board (&rules, &pos, "S 2 0 2 0 2 0 1 [40] N 2 2 2 2 2 2 0 [39] south");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);
}

/* Rule 4 with an empty house across: the last seed alone is taken. */
static void
test_congkak_capture_facing_empty (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  engine_test_position (&pos, &rules, "S 1 0 0 1 0 0 1 [44] N 1 1 0 1 1 1 1 [45] south");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_sowing (&rules, report, "lift s4 x1 s5");
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 1 [45] N 1 1 0 1 1 1 1 [45] north");
  assert_captures (&rules, report, "s5>S x1");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);
}

/* Rule 5: the last seed in an empty house of the opponent stays there. */
static void
test_congkak_opponent_empty_house (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* s7 -> S n1 n2; n2 was empty. */
  engine_test_position (&pos, &rules, "S 1 0 0 0 0 0 3 [45] N 1 0 1 1 1 1 1 [43] south");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 1 0 0 0 0 0 0 [46] N 2 1 1 1 1 1 1 [43] north");
  g_assert_cmphex (flags, ==, 0);
  assert_captures (&rules, report, "");

  /* South's row is now empty, but north is to move and has seeds: the
   * round goes on (rule 6 looks at the side to move).
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 3 [46] N 1 0 1 1 1 1 1 [43] south");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 0 [47] N 2 1 1 1 1 1 1 [43] north");
  g_assert_cmphex (flags, ==, 0);
}

/* Rule 6 with the default single round: the game ends. */
static void
test_congkak_end_single (void)
{
  MancalaRules rules = congkak (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* An extra turn with nothing left: north adds its 1 + 2 + 3. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [40] N 1 2 3 0 0 0 0 [51] south");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 0 [41] N 0 0 0 0 0 0 0 [57] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_false (flags & MANCALA_MOVE_ROUND_CHANGE);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NORTH);
  assert_moves (&rules, &pos, "");

  /* A capture takes north's last seeds; north is to move with none:
   * south adds its 1. 49 each is a draw.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 1 0 0 1 [44] N 0 0 3 0 0 0 0 [49] south");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 0 [49] N 0 0 0 0 0 0 0 [49] over");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_true (flags & MANCALA_MOVE_CAPTURE);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);
}

/* Option rounds=traditional: refill from house N down, burn the rest;
 * the loser of the round starts the next.
 */
static void
test_congkak_round_change (void)
{
  MancalaRules rules = traditional (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  const MancalaEvent *round_end;
  unsigned flags;

  /* The round ends with 41 against 57. South refills s7..s3 with 35 and
   * keeps 6; s2 and s1 burn. North refills all seven (49) and keeps 8.
   * South lost: south starts round 2.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [40] N 1 2 3 0 0 0 0 [51] south r1");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S x x 7 7 7 7 7 [6] N 7 7 7 7 7 7 7 [8] south r2");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);
  g_assert_false (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_false (mancala_position_is_over (&pos));
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_NONE);
  assert_event_pits (&rules, report, MANCALA_EVENT_REFILL, MANCALA_SOUTH, "s7 s6 s5 s4 s3");
  assert_event_pits (&rules, report, MANCALA_EVENT_REFILL, MANCALA_NORTH,
                     "n7 n6 n5 n4 n3 n2 n1");
  g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_BURN), ==, 2);
  round_end = find_event (report, MANCALA_EVENT_ROUND_END);
  g_assert_nonnull (round_end);
  g_assert_cmpuint (round_end->count, ==, 2);
  g_assert_cmpuint (round_end->to, ==, MANCALA_SOUTH);
  g_assert_true (mancala_position_is_burnt (&rules, &pos, MANCALA_SOUTH, 1));
  g_assert_true (mancala_position_is_burnt (&rules, &pos, MANCALA_SOUTH, 2));
  g_assert_false (mancala_position_is_burnt (&rules, &pos, MANCALA_SOUTH, 3));
  g_assert_false (mancala_position_is_burnt (&rules, &pos, MANCALA_NORTH, 1));

  /* Burnt houses cannot be played. */
  assert_moves (&rules, &pos, "3 4 5 6 7");

  /* North lost (37 against 61): north starts; 37 fill n7..n3 and keep 2. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [60] N 1 2 3 0 0 0 0 [31] south r1");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 7 [12] N x x 7 7 7 7 7 [2] north r2");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);
  round_end = find_event (report, MANCALA_EVENT_ROUND_END);
  g_assert_nonnull (round_end);
  g_assert_cmpuint (round_end->to, ==, MANCALA_NORTH);
  assert_moves (&rules, &pos, "3 4 5 6 7");

  /* 49 each: a tie, and south starts. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [48] N 1 0 0 0 0 0 0 [48] south r1");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 7 [0] N 7 7 7 7 7 7 7 [0] south r2");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);

  /* Houses burnt in one round are refilled when the side can again. */
  engine_test_position (&pos, &rules, "S x x 0 0 0 0 1 [70] N 1 1 0 0 0 0 0 [25] south r2");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 7 [22] N x x x x 7 7 7 [6] north r3");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);
}

/* A traditional game ends with round MANCALA_MAX_ROUNDS (the header's
 * guard against endless ties).
 */
static void
test_congkak_round_limit (void)
{
  MancalaRules rules = traditional (7, 7);
  MancalaPosition pos;
  unsigned flags;
  g_autofree char *start = NULL;
  g_autofree char *expected = NULL;

  start = g_strdup_printf ("S 0 0 0 0 0 0 1 [48] N 1 0 0 0 0 0 0 [48] south r%u",
                           MANCALA_MAX_ROUNDS - 1);
  expected = g_strdup_printf ("S 7 7 7 7 7 7 7 [0] N 7 7 7 7 7 7 7 [0] south r%u",
                              MANCALA_MAX_ROUNDS);
  engine_test_position (&pos, &rules, start);
  flags = engine_test_apply (&rules, &pos, 7, NULL);
  assert_board (&rules, &pos, expected);
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);

  g_free (start);
  g_free (expected);
  start = g_strdup_printf ("S 0 0 0 0 0 0 1 [48] N 1 0 0 0 0 0 0 [48] south r%u",
                           MANCALA_MAX_ROUNDS);
  expected = g_strdup_printf ("S 0 0 0 0 0 0 0 [49] N 0 0 0 0 0 0 0 [49] over r%u",
                              MANCALA_MAX_ROUNDS);
  engine_test_position (&pos, &rules, start);
  flags = engine_test_apply (&rules, &pos, 7, NULL);
  assert_board (&rules, &pos, expected);
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_DRAW);
}

/* Burnt houses are passed over by sowing, and a capture facing one finds
 * it empty.
 */
static void
test_congkak_burnt (void)
{
  MancalaRules rules = traditional (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* n7 -> N, past s1 and s2, to s3: an empty house of south, it stays. */
  engine_test_position (&pos, &rules, "S x x 0 5 7 7 7 [20] N 7 7 7 7 7 7 2 [8] north r2");
  assert_moves (&rules, &pos, "1 2 3 4 5 6 7");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_sowing (&rules, report, "lift n7 x2 N s3");
  assert_board (&rules, &pos, "S x x 1 5 7 7 7 [20] N 7 7 7 7 7 7 0 [9] south r2");
  g_assert_cmphex (flags, ==, 0);
  assert_moves (&rules, &pos, "3 4 5 6 7");

  /* South passes over its own burnt s2: s1 -> s3 s4; s4 was empty, n4
   * across holds 3.
   */
  engine_test_position (&pos, &rules, "S 2 x 0 0 7 7 7 [17] N 7 7 7 3 7 7 7 [13] south r2");
  flags = engine_test_apply (&rules, &pos, 1, report);
  assert_sowing (&rules, report, "lift s1 x2 s3 s4");
  assert_board (&rules, &pos, "S 0 x 1 0 7 7 7 [21] N 7 7 7 0 7 7 7 [13] north r2");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* s4 -> s5, empty; n3 across is burnt, so empty: the last seed alone. */
  engine_test_position (&pos, &rules, "S 7 7 7 1 0 7 7 [8] N 7 7 x 7 7 7 7 [12] south r2");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_board (&rules, &pos, "S 7 7 7 0 0 7 7 [9] N 7 7 x 7 7 7 7 [12] north r2");
  assert_captures (&rules, report, "s5>S x1");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* Past burnt houses of the opponent: 6 from s7 go S, n1, (n2 burnt)
   * n3, n4, (n5 burnt) n6, n7; n7 was empty.
   */
  engine_test_position (&pos, &rules, "S 7 7 7 7 7 7 6 [15] N 7 x 7 7 x 7 0 [7] south r2");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_sowing (&rules, report, "lift s7 x6 S n1 n3 n4 n6 n7");
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 0 [16] N 8 x 8 8 x 8 1 [7] north r2");
  g_assert_cmphex (flags, ==, 0);
}

/* A side that cannot fill one house loses; exactly one house is enough. */
static void
test_congkak_cannot_fill (void)
{
  MancalaRules rules = traditional (7, 7);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* North ends the round with 6 < 7 seeds: the game is over, stores as
   * they are.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [91] N 1 1 0 0 0 0 0 [4] south r1");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 0 0 0 0 0 0 0 [92] N 0 0 0 0 0 0 0 [6] over r1");
  g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
  g_assert_cmpint (mancala_position_outcome (&rules, &pos), ==, MANCALA_OUTCOME_SOUTH);
  assert_moves (&rules, &pos, "");

  /* With 7, north fills n7 alone and, having lost the round, starts. */
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 1 [90] N 1 1 0 0 0 0 0 [5] south r1");
  flags = engine_test_apply (&rules, &pos, 7, report);
  assert_board (&rules, &pos, "S 7 7 7 7 7 7 7 [42] N x x x x x x 7 [0] north r2");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);
  g_assert_false (flags & MANCALA_MOVE_GAME_OVER);
  assert_moves (&rules, &pos, "7");
}

/* Board sizes other than 7 x 7. */
static void
test_congkak_other_sizes (void)
{
  MancalaRules rules = traditional (4, 2);
  MancalaPosition pos;
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  unsigned flags;

  /* 9 against 7 of 16: south refills all four and keeps 1; north fills
   * n4..n2, keeps 1 and burns n1; north lost and starts.
   */
  engine_test_position (&pos, &rules, "S 0 0 0 1 [8] N 1 0 0 0 [6] south r1");
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_board (&rules, &pos, "S 2 2 2 2 [1] N x 2 2 2 [1] north r2");
  g_assert_true (flags & MANCALA_MOVE_ROUND_CHANGE);

  /* Five houses, three seeds, from the start: s4 -> s5 S n1; n1 held 3:
   * its 4 go n2..n5; n5 held 3: its 4 go past N to s1 s2 s3 s4, the
   * emptied house: capture with n2 (4) across (house 4 faces house 2).
   */
  rules = congkak (5, 3);
  mancala_position_init (&pos, &rules);
  flags = engine_test_apply (&rules, &pos, 4, report);
  assert_sowing (&rules, report,
                 "lift s4 x3 s5 S n1 relay n1 x4 n2 n3 n4 n5 relay n5 x4 s1 s2 s3 s4");
  assert_board (&rules, &pos, "S 4 4 4 0 4 [6] N 0 0 4 4 0 [0] north");
  assert_captures (&rules, report, "s4>S x1 n2>S x4");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_CAPTURE);

  /* s3 -> s4 s5 S: an extra turn. */
  mancala_position_init (&pos, &rules);
  flags = engine_test_apply (&rules, &pos, 3, report);
  assert_board (&rules, &pos, "S 3 3 0 4 4 [1] N 3 3 3 3 3 [0] south");
  g_assert_cmphex (flags, ==, MANCALA_MOVE_EXTRA_TURN);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/engine/congkak/start", test_congkak_start);
  g_test_add_func ("/mancala/engine/congkak/opening", test_congkak_opening);
  g_test_add_func ("/mancala/engine/congkak/relay", test_congkak_relay);
  g_test_add_func ("/mancala/engine/congkak/long-relay", test_congkak_long_relay);
  g_test_add_func ("/mancala/engine/congkak/capture-facing-empty", test_congkak_capture_facing_empty);
  g_test_add_func ("/mancala/engine/congkak/opponent-empty-house", test_congkak_opponent_empty_house);
  g_test_add_func ("/mancala/engine/congkak/end-single", test_congkak_end_single);
  g_test_add_func ("/mancala/engine/congkak/round-change", test_congkak_round_change);
  g_test_add_func ("/mancala/engine/congkak/round-limit", test_congkak_round_limit);
  g_test_add_func ("/mancala/engine/congkak/burnt", test_congkak_burnt);
  g_test_add_func ("/mancala/engine/congkak/cannot-fill", test_congkak_cannot_fill);
  g_test_add_func ("/mancala/engine/congkak/other-sizes", test_congkak_other_sizes);

  return g_test_run ();
}
