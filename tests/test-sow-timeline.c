/* test-sow-timeline.c
 *
 * Copyright 2026 The Mancala developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The replay timeline of a move, without a display: when each step
 * happens, what each pit shows meanwhile, where the seeds in the hand and
 * in the air come from and go, and that the replay ends on the engine's
 * position. Times are in sowing steps: a lift lasts 1.2, a drop 1.0, a
 * flight of captured seeds 2.2, the glow of an extra turn 2.4.
 */

#include "config.h"

#include <string.h>

#include "mancala-sow-timeline.h"

/* A look that tells seeds apart: pit and place in it. */
static guint
look (guint pit,
      guint index)
{
  return (pit * 16 + index) % 251;
}

static MancalaSowState
state_at (MancalaSowTimeline *timeline,
          double              time,
          guint32            *dirty)
{
  MancalaSowState state;
  guint32 mask = mancala_sow_timeline_seek (timeline, time);

  if (dirty != NULL)
    *dirty = mask;
  mancala_sow_timeline_get_state (timeline, &state);

  return state;
}

/* Kalah from the start, house 3 of 4 seeds: one lift, four drops (the
 * last in the store) and the glow of the extra turn.
 */
static void
test_sow_timeline_kalah_steps (void)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  g_autoptr(MancalaSowTimeline) timeline = NULL;
  MancalaRules rules;
  MancalaPosition before, after;
  MancalaSowState state;
  guint store, pit;
  guint8 lifted[4];
  guint32 dirty;
  double age;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  store = mancala_rules_store (&rules, MANCALA_SOUTH);
  mancala_position_init (&before, &rules);
  after = before;
  mancala_position_apply (&rules, &after, 3, report);

  g_assert_cmphex (mancala_seeds_sync (seeds, &rules, &before, look), ==, (1u << 14) - 1);
  g_assert_cmphex (mancala_seeds_sync (seeds, &rules, &before, look), ==, 0);
  memcpy (lifted, seeds->colours[2], sizeof lifted);

  timeline = mancala_sow_timeline_new (seeds, &rules, report, look);
  g_assert_cmpfloat_with_epsilon (mancala_sow_timeline_get_length (timeline),
                                  1.2 + 4 * 1.0 + 2.4, 1e-9);
  g_assert_false (mancala_sow_timeline_get_landing (timeline, &pit, &age));

  /* The lift begins at once: house 3 is empty, its seeds in the hand. */
  state = state_at (timeline, 0.0, &dirty);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_LIFT);
  g_assert_cmpuint (state.pit, ==, 2);
  g_assert_cmphex (dirty, ==, 1u << 2);
  g_assert_cmpuint (seeds->counts[2], ==, 0);
  g_assert_cmpuint (state.hand_count, ==, 4);
  g_assert_cmpuint (state.lift_base, ==, 0);
  g_assert_cmpuint (state.lift_count, ==, 4);
  g_assert_cmpmem (state.hand, 4, lifted, 4);

  state = state_at (timeline, 0.6, &dirty);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_LIFT);
  g_assert_cmpfloat_with_epsilon (state.progress, 0.5, 1e-9);
  g_assert_cmphex (dirty, ==, 0);

  /* Halfway through the first drop: the seed is not there yet. */
  state = state_at (timeline, 1.7, &dirty);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_DROP);
  g_assert_cmpuint (state.pit, ==, 3);
  g_assert_cmpuint (state.hand_from, ==, 2);
  g_assert_cmpuint (state.hand_count, ==, 4);
  g_assert_cmpuint (seeds->counts[3], ==, 4);

  /* It lands: the last seed taken up is the first to fall. */
  state = state_at (timeline, 2.2, &dirty);
  g_assert_cmphex (dirty, ==, 1u << 3);
  g_assert_cmpuint (seeds->counts[3], ==, 5);
  g_assert_cmpuint (seeds->colours[3][4], ==, lifted[3]);
  g_assert_cmpuint (state.hand_count, ==, 3);
  g_assert_true (mancala_sow_timeline_get_landing (timeline, &pit, &age));
  g_assert_cmpuint (pit, ==, 3);
  g_assert_cmpfloat_with_epsilon (age, 0.0, 1e-9);

  /* Three more drops at once; the store glows for the extra turn. */
  state = state_at (timeline, 5.5, &dirty);
  g_assert_cmphex (dirty, ==, (1u << 4) | (1u << 5) | (1u << store));
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_EXTRA_TURN);
  g_assert_cmpuint (state.pit, ==, store);
  g_assert_cmpuint (state.hand_count, ==, 0);
  g_assert_cmpuint (seeds->colours[store][0], ==, lifted[0]);
  g_assert_true (mancala_sow_timeline_get_landing (timeline, &pit, &age));
  g_assert_cmpuint (pit, ==, store);
  g_assert_cmpfloat_with_epsilon (age, 0.3, 1e-9);

  /* Never back: a late tick changes nothing. */
  state = state_at (timeline, 1.0, &dirty);
  g_assert_cmphex (dirty, ==, 0);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_EXTRA_TURN);

  /* The end shows the engine's position: nothing left to change. */
  state = state_at (timeline, 100.0, &dirty);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_NONE);
  g_assert_cmphex (mancala_seeds_sync (seeds, &rules, &after, look), ==, 0);
}

/* A Kalah capture: both captured pits fly to the store together, each
 * seed keeping its look, then the game goes on.
 */
static void
test_sow_timeline_capture_flies_together (void)
{
  static const unsigned south[6] = { 1, 0, 0, 0, 0, 2 };
  static const unsigned north[6] = { 2, 0, 0, 0, 3, 0 };
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  g_autoptr(MancalaSowTimeline) timeline = NULL;
  MancalaRules rules;
  MancalaPosition before, after;
  MancalaSowState state;
  guint store, facing = 7 + 4;      /* North's house 5 faces South's house 2. */
  guint8 captured[3];
  guint32 dirty;
  guint n_fly = 0;
  MancalaSowStepKind last = MANCALA_SOW_STEP_NONE;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  store = mancala_rules_store (&rules, MANCALA_SOUTH);
  mancala_position_set_board (&before, &rules, south, 0, north, 0, MANCALA_SOUTH);
  after = before;
  mancala_position_apply (&rules, &after, 1, report);
  g_assert_cmpuint (after.pits[store], ==, 4);
  g_assert_false (mancala_position_is_over (&after));

  mancala_seeds_sync (seeds, &rules, &before, look);
  memcpy (captured, seeds->colours[facing], sizeof captured);
  timeline = mancala_sow_timeline_new (seeds, &rules, report, look);
  g_assert_cmpfloat_with_epsilon (mancala_sow_timeline_get_length (timeline),
                                  1.2 + 1.0 + 2.2, 1e-9);

  /* Lifted, dropped, and in the air: the four seeds rest nowhere. */
  state = state_at (timeline, 2.2, &dirty);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_FLY);
  g_assert_cmphex (dirty, ==, (1u << 0) | (1u << 1) | (1u << facing));
  g_assert_cmpuint (state.n_flying, ==, 4);
  g_assert_cmpuint (seeds->counts[facing], ==, 0);
  g_assert_cmpuint (seeds->counts[1], ==, 0);
  g_assert_cmpuint (seeds->counts[store], ==, 0);
  for (guint i = 0; i < state.n_flying; i++)
    {
      g_assert_cmpuint (state.flying[i].to, ==, store);
      g_assert_cmpuint (state.flying[i].to_index, ==, i);
    }
  g_assert_cmpuint (state.flying[0].from, ==, facing);
  g_assert_cmpuint (state.flying[0].from_index, ==, 2);
  g_assert_cmpuint (state.flying[0].colour, ==, captured[2]);
  g_assert_cmpuint (state.flying[3].from, ==, 1);

  /* One flight only, then the end. */
  mancala_sow_timeline_free (g_steal_pointer (&timeline));
  mancala_seeds_sync (seeds, &rules, &before, look);
  timeline = mancala_sow_timeline_new (seeds, &rules, report, look);
  for (double t = 0; t < 5.0; t += 0.1)
    {
      state = state_at (timeline, t, NULL);
      if (state.kind == MANCALA_SOW_STEP_FLY && last != MANCALA_SOW_STEP_FLY)
        n_fly++;
      last = state.kind;
    }
  g_assert_cmpuint (n_fly, ==, 1);
  g_assert_cmpint (state.kind, ==, MANCALA_SOW_STEP_NONE);
  g_assert_cmpuint (seeds->counts[store], ==, 4);
  g_assert_cmpuint (seeds->colours[store][0], ==, captured[2]);
  g_assert_cmphex (mancala_seeds_sync (seeds, &rules, &after, look), ==, 0);
}

/* Congkak with burnt houses, played until a round ends: the banner of
 * the next round, the houses burnt in turn, and the end on the engine's
 * position.
 */
static void
test_sow_timeline_round_banner (void)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  GRand *rand = g_rand_new_with_seed (3);
  gboolean seen_banner = FALSE;
  MancalaRules rules;
  MancalaPosition pos;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  mancala_position_init (&pos, &rules);

  for (guint ply = 0; ply < 2000 && !seen_banner && !mancala_position_is_over (&pos); ply++)
    {
      uint8_t moves[MANCALA_MAX_MOVES];
      guint n = mancala_position_legal_moves (&rules, &pos, moves);
      MancalaPosition before = pos;
      g_autoptr(MancalaSowTimeline) timeline = NULL;
      gboolean round_ends = FALSE;
      double length;

      memset (report, 0, sizeof *report);
      mancala_position_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, n)], report);
      for (guint i = 0; i < report->n_events; i++)
        round_ends |= report->events[i].kind == MANCALA_EVENT_ROUND_END;
      if (!round_ends || report->overflow)
        continue;

      memset (seeds, 0, sizeof *seeds);
      mancala_seeds_sync (seeds, &rules, &before, look);
      timeline = mancala_sow_timeline_new (seeds, &rules, report, look);
      length = mancala_sow_timeline_get_length (timeline);
      for (double t = 0; t < length; t += 0.25)
        {
          MancalaSowState state = state_at (timeline, t, NULL);

          if (state.kind == MANCALA_SOW_STEP_BANNER)
            {
              g_assert_cmpstr (state.banner, ==, "Round 2");
              seen_banner = TRUE;
            }
        }
      mancala_sow_timeline_seek (timeline, length);
      g_assert_cmphex (seeds->burnt, ==, pos.burnt);
      g_assert_cmphex (mancala_seeds_sync (seeds, &rules, &pos, look), ==, 0);
    }

  g_assert_true (seen_banner);
  g_rand_free (rand);
}

/* The replay must end where the engine ends, seed for seed, in every
 * variant, including relays, captures, round changes and burnt houses.
 */
static void
test_sow_timeline_replay_matches_engine (void)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  g_autofree MancalaSeeds *seeds = g_new0 (MancalaSeeds, 1);
  GRand *rand = g_rand_new_with_seed (7);
  guint n_moves = 0;

  for (guint variant = 0; variant < MANCALA_N_VARIANTS; variant++)
    for (guint game = 0; game < 12; game++)
      {
        MancalaRules rules;
        MancalaPosition pos;

        mancala_rules_init_default (&rules, variant);
        if (variant == MANCALA_VARIANT_CONGKAK && game % 2 == 0)
          rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
        if (game % 3 == 1)
          rules.houses = 3 + game % 4;
        mancala_position_init (&pos, &rules);

        for (guint ply = 0; ply < 300 && !mancala_position_is_over (&pos); ply++)
          {
            uint8_t moves[MANCALA_MAX_MOVES];
            guint n = mancala_position_legal_moves (&rules, &pos, moves);
            MancalaPosition before = pos;
            g_autoptr(MancalaSowTimeline) sow = NULL;
            double length;

            g_assert_cmpuint (n, >, 0);
            memset (report, 0, sizeof *report);
            mancala_position_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, n)], report);
            if (report->overflow)
              continue;

            memset (seeds, 0, sizeof *seeds);
            mancala_seeds_sync (seeds, &rules, &before, look);
            sow = mancala_sow_timeline_new (seeds, &rules, report, look);
            length = mancala_sow_timeline_get_length (sow);
            for (double t = 0; t < length; t += 0.37)
              mancala_sow_timeline_seek (sow, t);
            mancala_sow_timeline_seek (sow, length);

            for (guint pit = 0; pit < mancala_rules_n_pits (&rules); pit++)
              g_assert_cmpuint (seeds->counts[pit], ==, pos.pits[pit]);
            g_assert_cmphex (seeds->burnt, ==, pos.burnt);
            n_moves++;
          }
      }

  g_assert_cmpuint (n_moves, >, 100);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/sow-timeline/kalah-steps", test_sow_timeline_kalah_steps);
  g_test_add_func ("/mancala/sow-timeline/capture-flies-together",
                   test_sow_timeline_capture_flies_together);
  g_test_add_func ("/mancala/sow-timeline/round-banner", test_sow_timeline_round_banner);
  g_test_add_func ("/mancala/sow-timeline/replay-matches-engine",
                   test_sow_timeline_replay_matches_engine);

  return g_test_run ();
}
