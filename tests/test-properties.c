/* test-properties.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Thousands of random games (fixed seeds) for every variant and option
 * combination. After every move: seeds are conserved, the legal moves are
 * exactly what an independent check allows, the report replays to the
 * new board, the whole position equals the naive model's, Congkak moves
 * feed the mover's store, Oware feeds an empty side when it can; every
 * game ends; position keys are equal for equal positions and differ for
 * different ones.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include <string.h>

#include "engine-test-naive.h"
#include "engine-test-util.h"

/* Generous: Congkak rounds are bounded by the seeds (every move puts one
 * in the mover's store), and there are at most MANCALA_MAX_ROUNDS.
 */
#define MAX_GAME_PLIES 100000u

typedef struct
{
  guint64 games;
  guint64 plies;
  guint   longest;
  guint64 captures;
  guint64 grand_slams;
  guint64 round_changes;
  guint64 repetitions;
  guint64 feeding_moves;
  guint64 swaps;
  guint64 overflows;
  guint64 keys_checked;
  guint64 outcomes[4];
} Stats;

typedef struct
{
  const char     *name;
  MancalaVariant  variant;
  gboolean        empty_capture;
  MancalaEndRule  end_rule;
  gboolean        pie;
  MancalaGrandSlam grand_slam;
  MancalaRounds   rounds;
  unsigned        games;
} Combo;

static const Combo combos[] = {
  { "kalah", MANCALA_VARIANT_KALAH, FALSE, MANCALA_END_IMMEDIATE, FALSE, 0, 0, 4000 },
  { "kalah-empty-capture", MANCALA_VARIANT_KALAH, TRUE, MANCALA_END_IMMEDIATE, FALSE, 0, 0, 4000 },
  { "kalah-no-move", MANCALA_VARIANT_KALAH, FALSE, MANCALA_END_NO_MOVE, FALSE, 0, 0, 4000 },
  { "kalah-pie", MANCALA_VARIANT_KALAH, FALSE, MANCALA_END_IMMEDIATE, TRUE, 0, 0, 4000 },
  { "kalah-all", MANCALA_VARIANT_KALAH, TRUE, MANCALA_END_NO_MOVE, TRUE, 0, 0, 4000 },
  { "oware-no-capture", MANCALA_VARIANT_OWARE, FALSE, 0, FALSE, MANCALA_GRAND_SLAM_NO_CAPTURE, 0, 3000 },
  { "oware-forbidden", MANCALA_VARIANT_OWARE, FALSE, 0, FALSE, MANCALA_GRAND_SLAM_FORBIDDEN, 0, 3000 },
  { "oware-capture", MANCALA_VARIANT_OWARE, FALSE, 0, FALSE, MANCALA_GRAND_SLAM_CAPTURE, 0, 3000 },
  { "congkak-single", MANCALA_VARIANT_CONGKAK, FALSE, 0, FALSE, 0, MANCALA_ROUNDS_SINGLE, 4000 },
  { "congkak-traditional", MANCALA_VARIANT_CONGKAK, FALSE, 0, FALSE, 0, MANCALA_ROUNDS_TRADITIONAL, 1000 },
};

/* The legal moves as docs/rules.md states them, from the board alone and the
 * game's own record of whether north has moved yet (not the engine's pie
 * flag).
 */
static int
expected_moves (const MancalaRules    *rules,
                const MancalaPosition *pos,
                gboolean               north_has_moved,
                int                    out[MANCALA_MAX_MOVES])
{
  NaiveGame g;
  int me = pos->to_move;
  int opp = 1 - me;
  int count = 0;
  int kept = 0;

  if (mancala_position_is_over (pos))
    return 0;

  naive_from_position (&g, rules, pos);

  if (rules->variant == MANCALA_VARIANT_KALAH && rules->pie && me == MANCALA_NORTH &&
      !north_has_moved)
    out[count++] = MANCALA_MOVE_SWAP;

  for (int h = 1; h <= g.n; h++)
    {
      if (g.house[me][h] == 0 || g.burnt[me][h])
        continue;
      if (rules->variant == MANCALA_VARIANT_OWARE && naive_side_seeds (&g, opp) == 0 &&
          !naive_feeds (&g, h))
        continue;
      out[count++] = h;
    }

  if (rules->variant != MANCALA_VARIANT_OWARE || rules->grand_slam != MANCALA_GRAND_SLAM_FORBIDDEN)
    return count;

  for (int i = 0; i < count; i++)
    if (!naive_is_grand_slam (&g, out[i]))
      out[kept++] = out[i];

  return kept > 0 ? kept : count;
}

static void
check_legal_moves (const MancalaRules    *rules,
                   const MancalaPosition *pos,
                   gboolean               north_has_moved)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  int expected[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);
  int m = expected_moves (rules, pos, north_has_moved, expected);
  gboolean same = (int) n == m;

  for (unsigned i = 0; same && i < n; i++)
    same = moves[i] == expected[i];
  if (!same)
    {
      g_autofree char *board = engine_test_board_string (rules, pos);

      g_error ("legal moves in %s: engine has %u, the rules %d", board, n, m);
    }

  for (unsigned move = 0; move <= rules->houses; move++)
    {
      gboolean listed = FALSE;

      for (int i = 0; i < m; i++)
        listed = listed || expected[i] == (int) move;
      g_assert_cmpint (mancala_position_is_legal (rules, pos, move), ==, listed);
    }
  g_assert_false (mancala_position_is_legal (rules, pos, rules->houses + 1));
  g_assert_false (mancala_position_is_legal (rules, pos, MANCALA_MOVE_NONE));
}

static unsigned
sum_pits (const MancalaRules    *rules,
          const MancalaPosition *pos)
{
  unsigned sum = 0;

  for (unsigned p = 0; p < MANCALA_MAX_PITS; p++)
    {
      if (p >= 2u * rules->houses + 2u)
        g_assert_cmpuint (pos->pits[p], ==, 0);
      sum += pos->pits[p];
    }

  return sum;
}

/* Seeds the move put in the mover's store: drops and captures, not the
 * refill of a new round.
 */
static unsigned
store_gain (const MancalaRules  *rules,
            const MancalaReport *report,
            MancalaSide          mover)
{
  unsigned store = mover == MANCALA_SOUTH ? rules->houses : 2u * rules->houses + 1u;
  unsigned gain = 0;

  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      if (e->kind == MANCALA_EVENT_DROP && e->pit == store)
        gain++;
      else if (e->kind == MANCALA_EVENT_CAPTURE && e->to == store)
        gain += e->count;
    }

  return gain;
}

static unsigned
drops_on_side (const MancalaRules  *rules,
               const MancalaReport *report,
               MancalaSide          side)
{
  unsigned n = rules->houses;
  unsigned drops = 0;

  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      if (e->kind != MANCALA_EVENT_DROP)
        continue;
      if (side == MANCALA_SOUTH ? e->pit < n : e->pit > n && e->pit < 2 * n + 1)
        drops++;
    }

  return drops;
}

/* Equal positions have equal keys; a position one seed, or the side to
 * move, away has another key.
 */
static void
check_keys (const MancalaRules    *rules,
            const MancalaPosition *pos,
            GRand                 *rand,
            GHashTable            *seen_keys,
            Stats                 *stats)
{
  MancalaPosition copy = *pos;
  unsigned n_pits = 2 * rules->houses + 2;
  unsigned from = g_rand_int_range (rand, 0, n_pits);
  unsigned to = g_rand_int_range (rand, 0, n_pits);
  uint64_t key = mancala_position_key (pos);
  MancalaPosition *earlier;

  g_assert_true (mancala_position_key (&copy) == key);
  g_assert_true (mancala_position_equal (&copy, pos));

  if (copy.pits[from] > 0 && from != to)
    {
      copy.pits[from]--;
      copy.pits[to]++;
      g_assert_false (mancala_position_equal (&copy, pos));
      g_assert_true (mancala_position_key (&copy) != key);
    }
  copy = *pos;
  copy.to_move = 1 - copy.to_move;
  g_assert_true (mancala_position_key (&copy) != key);

  /* Across every game: one key, one position. */
  earlier = g_hash_table_lookup (seen_keys, &key);
  if (earlier != NULL)
    {
      g_assert_true (mancala_position_equal (earlier, pos));
    }
  else if (g_hash_table_size (seen_keys) < 200000)
    {
      uint64_t *k = g_new (uint64_t, 1);

      *k = key;
      g_hash_table_insert (seen_keys, k, g_memdup2 (pos, sizeof *pos));
    }
  stats->keys_checked++;
}

static void
random_rules (MancalaRules *rules,
              const Combo  *combo,
              GRand        *rand)
{
  unsigned min_h, max_h, min_k, max_k;

  mancala_rules_init_default (rules, combo->variant);
  rules->empty_capture = combo->empty_capture;
  rules->end_rule = combo->end_rule;
  rules->pie = combo->pie;
  rules->grand_slam = combo->grand_slam;
  rules->rounds = combo->rounds;

  /* Mostly what players choose, sometimes anything the engine accepts. */
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      min_h = MANCALA_MIN_HOUSES;
      max_h = MANCALA_MAX_HOUSES;
      min_k = MANCALA_MIN_SEEDS;
      max_k = MANCALA_MAX_SEEDS;
    }
  else
    {
      mancala_variant_house_range (combo->variant, &min_h, &max_h);
      mancala_variant_seed_range (combo->variant, &min_k, &max_k);
    }
  rules->houses = g_rand_int_range (rand, min_h, max_h + 1);
  rules->seeds = g_rand_int_range (rand, min_k, max_k + 1);
  g_assert_true (mancala_rules_validate (rules, NULL, 0));
}

static void
play_random_game (const MancalaRules *rules,
                  GRand              *rand,
                  MancalaHistory     *history,
                  MancalaReport      *report,
                  GHashTable         *seen_keys,
                  gboolean            check_every_key,
                  Stats              *stats)
{
  MancalaPosition pos;
  NaiveGame g;
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (NaiveGame));
  unsigned total = 2 * rules->houses * rules->seeds;
  gboolean north_has_moved = FALSE;
  unsigned ply;

  mancala_position_init (&pos, rules);
  mancala_history_init (history, rules, &pos);
  naive_start (&g, rules);
  g_array_append_val (seen, g);

  for (ply = 0; ; ply++)
    {
      MancalaPosition before = pos;
      uint8_t moves[MANCALA_MAX_MOVES];
      unsigned n;
      unsigned move;
      unsigned flags;
      MancalaSide mover = pos.to_move;
      gboolean opponent_was_empty;
      gboolean could_feed = FALSE;
      NaiveResult r;
      char *why = NULL;

      g_assert_cmpuint (ply, <, MAX_GAME_PLIES);
      g_assert_cmpuint (sum_pits (rules, &pos), ==, total);
      g_assert_cmpuint (mancala_position_total_seeds (rules, &pos), ==, total);
      g_assert_cmpuint (pos.reserved, ==, 0);
      if (!naive_matches (&g, &pos, &why))
        g_error ("ply %u: %s", ply, why);
      check_legal_moves (rules, &pos, north_has_moved);
      if (check_every_key || ply % 8 == 0)
        check_keys (rules, &pos, rand, seen_keys, stats);

      n = mancala_position_legal_moves (rules, &pos, moves);
      if (mancala_position_is_over (&pos))
        {
          g_assert_cmpuint (n, ==, 0);
          break;
        }
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpint (mancala_position_outcome (rules, &pos), ==, MANCALA_OUTCOME_NONE);

      opponent_was_empty = mancala_position_side_seeds (rules, &pos, 1 - mover) == 0;
      if (rules->variant == MANCALA_VARIANT_OWARE && opponent_was_empty)
        {
          for (unsigned h = 1; h <= rules->houses; h++)
            could_feed = could_feed || (g.house[mover][h] > 0 && naive_feeds (&g, h));
        }

      move = moves[g_rand_int_range (rand, 0, n)];
      flags = mancala_play (rules, &pos, history, move, report);

      /* Unreported, the engine sows by whole runs of seeds: the same move. */
      if (engine_test_count_events (report, MANCALA_EVENT_REPETITION) == 0)
        {
          MancalaPosition quiet = before;
          unsigned quiet_flags = mancala_position_apply (rules, &quiet, move, NULL);

          g_assert_cmpuint (quiet_flags, ==, flags);
          g_assert_true (mancala_position_equal (&quiet, &pos));
        }

      if (report->overflow)
        stats->overflows++;
      else if (!engine_test_replay_report (rules, &before, report, &pos, &why))
        g_error ("ply %u, move %u: %s", ply, move, why);

      naive_apply (&g, move, &r);

      /* Only to save time: after a capture no earlier position can come
       * back, since captured seeds never return to the board.
       */
      if (r.capture)
        g_array_set_size (seen, 0);
      if (rules->variant == MANCALA_VARIANT_OWARE && naive_check_repetition (&g, seen))
        {
          stats->repetitions++;
          g_assert_true (flags & MANCALA_MOVE_GAME_OVER);
          g_assert_cmpuint (engine_test_count_events (report, MANCALA_EVENT_REPETITION), ==, 1);
        }

      g_assert_cmpint (!!(flags & MANCALA_MOVE_GAME_OVER), ==, mancala_position_is_over (&pos));
      stats->captures += !!(flags & MANCALA_MOVE_CAPTURE);
      stats->grand_slams += !!(flags & MANCALA_MOVE_GRAND_SLAM);
      stats->round_changes += !!(flags & MANCALA_MOVE_ROUND_CHANGE);
      stats->swaps += move == MANCALA_MOVE_SWAP;

      /* docs/rules.md Congkak rule 7. */
      if (rules->variant == MANCALA_VARIANT_CONGKAK && !report->overflow)
        g_assert_cmpuint (store_gain (rules, report, mover), >=, 1);

      /* docs/rules.md Oware rule 5: the sowing reached the empty side. */
      if (could_feed)
        {
          stats->feeding_moves++;
          if (!report->overflow)
            g_assert_cmpuint (drops_on_side (rules, report, 1 - mover), >=, 1);
        }

      if (mover == MANCALA_NORTH)
        north_has_moved = TRUE;
    }

  /* The end: the larger store wins. */
  {
    unsigned south = mancala_position_store (rules, &pos, MANCALA_SOUTH);
    unsigned north = mancala_position_store (rules, &pos, MANCALA_NORTH);
    MancalaOutcome outcome = mancala_position_outcome (rules, &pos);
    MancalaOutcome expected = south > north ? MANCALA_OUTCOME_SOUTH :
                              north > south ? MANCALA_OUTCOME_NORTH : MANCALA_OUTCOME_DRAW;

    g_assert_cmpint (outcome, ==, expected);
    stats->outcomes[outcome]++;
  }

  stats->games++;
  stats->plies += ply;
  stats->longest = MAX (stats->longest, ply);
}

static void
test_random_games (gconstpointer data)
{
  const Combo *combo = data;
  GRand *rand = g_rand_new_with_seed (20261129 + (guint32) (combo - combos));
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  GHashTable *seen_keys = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  Stats stats = { 0, };

  for (unsigned game = 0; game < combo->games; game++)
    {
      MancalaRules rules;

      random_rules (&rules, combo, rand);
      play_random_game (&rules, rand, history, report, seen_keys, game < 50, &stats);
    }

  g_test_message ("%s: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " plies (longest %u), "
                  "%" G_GUINT64_FORMAT " captures, %" G_GUINT64_FORMAT " grand slams, %"
                  G_GUINT64_FORMAT " round changes, %" G_GUINT64_FORMAT " repetitions, %"
                  G_GUINT64_FORMAT " feeding moves, %" G_GUINT64_FORMAT " swaps, %"
                  G_GUINT64_FORMAT " report overflows, %" G_GUINT64_FORMAT " keys; south %"
                  G_GUINT64_FORMAT ", north %" G_GUINT64_FORMAT ", draws %" G_GUINT64_FORMAT,
                  combo->name, stats.games, stats.plies, stats.longest, stats.captures,
                  stats.grand_slams, stats.round_changes, stats.repetitions,
                  stats.feeding_moves, stats.swaps, stats.overflows, stats.keys_checked,
                  stats.outcomes[MANCALA_OUTCOME_SOUTH], stats.outcomes[MANCALA_OUTCOME_NORTH],
                  stats.outcomes[MANCALA_OUTCOME_DRAW]);

  /* The games met what the rule set is about. */
  g_assert_cmpuint (stats.captures, >, 0);
  g_assert_cmpuint (stats.outcomes[MANCALA_OUTCOME_SOUTH], >, 0);
  g_assert_cmpuint (stats.outcomes[MANCALA_OUTCOME_NORTH], >, 0);
  if (combo->pie)
    g_assert_cmpuint (stats.swaps, >, 0);
  if (combo->variant == MANCALA_VARIANT_OWARE)
    {
      g_assert_cmpuint (stats.feeding_moves, >, 0);
      g_assert_cmpuint (stats.repetitions, >, 0);
    }
  if (combo->variant == MANCALA_VARIANT_OWARE && combo->grand_slam != MANCALA_GRAND_SLAM_CAPTURE)
    g_assert_cmpuint (stats.grand_slams, >, 0);
  if (combo->rounds == MANCALA_ROUNDS_TRADITIONAL)
    g_assert_cmpuint (stats.round_changes, >, 0);

  g_hash_table_unref (seen_keys);
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (unsigned i = 0; i < G_N_ELEMENTS (combos); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mancala/engine/properties/%s", combos[i].name);

      g_test_add_data_func (path, &combos[i], test_random_games);
    }

  return g_test_run ();
}
