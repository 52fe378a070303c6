/* test-rules-common.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What docs/rules.md says for every variant: defaults, the accepted ranges
 * and their refusal, the stable names, the pit layout, the start
 * position, and the position key.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include <string.h>

#include "engine-test-util.h"

static void
test_defaults (void)
{
  static const struct
  {
    MancalaVariant variant;
    unsigned houses;
    unsigned seeds;
  } defaults[] = {
    { MANCALA_VARIANT_KALAH, 6, 4 },
    { MANCALA_VARIANT_OWARE, 6, 4 },
    { MANCALA_VARIANT_CONGKAK, 7, 7 },
  };

  for (unsigned i = 0; i < G_N_ELEMENTS (defaults); i++)
    {
      MancalaRules rules;
      MancalaRules other;
      char error[128] = "";

      memset (&rules, 0xaa, sizeof rules);
      mancala_rules_init_default (&rules, defaults[i].variant);
      g_assert_cmpint (rules.variant, ==, defaults[i].variant);
      g_assert_cmpuint (rules.houses, ==, defaults[i].houses);
      g_assert_cmpuint (rules.seeds, ==, defaults[i].seeds);
      g_assert_false (rules.empty_capture);
      g_assert_cmpint (rules.end_rule, ==, MANCALA_END_IMMEDIATE);
      g_assert_false (rules.pie);
      g_assert_cmpint (rules.grand_slam, ==, MANCALA_GRAND_SLAM_NO_CAPTURE);
      g_assert_cmpint (rules.rounds, ==, MANCALA_ROUNDS_SINGLE);
      g_assert_true (mancala_rules_validate (&rules, error, sizeof error));

      mancala_rules_init_default (&other, defaults[i].variant);
      g_assert_true (mancala_rules_equal (&rules, &other));
      other.seeds++;
      g_assert_false (mancala_rules_equal (&rules, &other));
      other.seeds--;
      other.houses--;
      g_assert_false (mancala_rules_equal (&rules, &other));
    }
}

static void
assert_refused (const MancalaRules *rules,
                const char         *mentions)
{
  char error[256];

  memset (error, 0, sizeof error);
  g_assert_false (mancala_rules_validate (rules, error, sizeof error));
  g_assert_cmpuint (strlen (error), >, 0);
  g_assert_null (strchr (error, '\n'));
  if (strstr (error, mentions) == NULL)
    g_error ("the reason '%s' does not mention '%s'", error, mentions);

  /* No buffer, or a tiny one, must not crash or overflow. */
  g_assert_false (mancala_rules_validate (rules, NULL, 0));
  memset (error, 'z', sizeof error);
  g_assert_false (mancala_rules_validate (rules, error, 1));
  g_assert_cmpint (error[0], ==, '\0');
  g_assert_cmpint (error[1], ==, 'z');
  memset (error, 'z', sizeof error);
  g_assert_false (mancala_rules_validate (rules, error, 6));
  g_assert_cmpuint (strlen (error), <=, 5);
  g_assert_cmpint (error[6], ==, 'z');
}

static void
test_validate_ranges (void)
{
  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    {
      MancalaRules rules;

      mancala_rules_init_default (&rules, v);

      /* The engine accepts 1..9 houses and 1..12 seeds for every variant. */
      for (unsigned houses = MANCALA_MIN_HOUSES; houses <= MANCALA_MAX_HOUSES; houses++)
        for (unsigned seeds = MANCALA_MIN_SEEDS; seeds <= MANCALA_MAX_SEEDS; seeds++)
          {
            rules.houses = houses;
            rules.seeds = seeds;
            g_assert_true (mancala_rules_validate (&rules, NULL, 0));
          }

      /* Never clamped: refused with a reason. */
      mancala_rules_init_default (&rules, v);
      rules.houses = 0;
      assert_refused (&rules, "houses");
      rules.houses = 10;
      assert_refused (&rules, "houses");
      rules.houses = 255;
      assert_refused (&rules, "houses");
      g_assert_cmpuint (rules.houses, ==, 255);

      mancala_rules_init_default (&rules, v);
      rules.seeds = 0;
      assert_refused (&rules, "seeds");
      rules.seeds = 13;
      assert_refused (&rules, "seeds");
    }

  {
    MancalaRules rules;

    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    rules.variant = MANCALA_N_VARIANTS;
    assert_refused (&rules, "variant");

    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    rules.end_rule = (MancalaEndRule) 7;
    assert_refused (&rules, "end");

    mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
    rules.grand_slam = (MancalaGrandSlam) 3;
    assert_refused (&rules, "grand-slam");

    mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
    rules.rounds = (MancalaRounds) 2;
    assert_refused (&rules, "rounds");
  }
}

/* An option of another variant is refused, its own variant's accepted. */
static void
test_validate_options (void)
{
  MancalaRules rules;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.empty_capture = true;
  rules.end_rule = MANCALA_END_NO_MOVE;
  rules.pie = true;
  g_assert_true (mancala_rules_validate (&rules, NULL, 0));
  rules.grand_slam = MANCALA_GRAND_SLAM_FORBIDDEN;
  assert_refused (&rules, "grand-slam");
  rules.grand_slam = MANCALA_GRAND_SLAM_NO_CAPTURE;
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  assert_refused (&rules, "rounds");

  for (int v = MANCALA_VARIANT_OWARE; v <= MANCALA_VARIANT_CONGKAK; v++)
    {
      mancala_rules_init_default (&rules, v);
      rules.empty_capture = true;
      assert_refused (&rules, "empty-capture");
      mancala_rules_init_default (&rules, v);
      rules.end_rule = MANCALA_END_NO_MOVE;
      assert_refused (&rules, "end-rule");
      mancala_rules_init_default (&rules, v);
      rules.pie = true;
      assert_refused (&rules, "pie");
    }

  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
  rules.grand_slam = MANCALA_GRAND_SLAM_FORBIDDEN;
  g_assert_true (mancala_rules_validate (&rules, NULL, 0));
  rules.grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  g_assert_true (mancala_rules_validate (&rules, NULL, 0));
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  assert_refused (&rules, "rounds");

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  g_assert_true (mancala_rules_validate (&rules, NULL, 0));
  rules.grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  assert_refused (&rules, "grand-slam");
}

/* docs/rules.md: Kalah 3 to 6, Oware 4 to 6, Congkak 3 to 9 (houses and seeds,
 * as the settings schema has them).
 */
static void
test_player_ranges (void)
{
  static const unsigned expected[MANCALA_N_VARIANTS][2] = {
    [MANCALA_VARIANT_KALAH] = { 3, 6 },
    [MANCALA_VARIANT_OWARE] = { 4, 6 },
    [MANCALA_VARIANT_CONGKAK] = { 3, 9 },
  };

  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    {
      MancalaRules rules;
      unsigned min = 0, max = 0;

      mancala_rules_init_default (&rules, v);
      mancala_variant_house_range (v, &min, &max);
      g_assert_cmpuint (min, ==, expected[v][0]);
      g_assert_cmpuint (max, ==, expected[v][1]);
      g_assert_cmpuint (rules.houses, >=, min);
      g_assert_cmpuint (rules.houses, <=, max);

      mancala_variant_seed_range (v, &min, &max);
      g_assert_cmpuint (min, ==, expected[v][0]);
      g_assert_cmpuint (max, ==, expected[v][1]);
      g_assert_cmpuint (rules.seeds, >=, min);
      g_assert_cmpuint (rules.seeds, <=, max);
    }
}

static void
test_names (void)
{
  static const char * const variants[] = { "kalah", "oware", "congkak" };
  static const char * const end_rules[] = { "immediate", "no-move" };
  static const char * const grand_slams[] = { "no-capture", "forbidden", "capture" };
  static const char * const rounds[] = { "single", "traditional" };
  static const char * const bad[] = { "", "Kalah ", "kalahx", "no_move", "none", "1" };

  for (unsigned i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      MancalaVariant v = MANCALA_N_VARIANTS;

      g_assert_cmpstr (mancala_variant_to_string ((MancalaVariant) i), ==, variants[i]);
      g_assert_true (mancala_variant_from_string (variants[i], &v));
      g_assert_cmpint (v, ==, i);
    }
  for (unsigned i = 0; i < G_N_ELEMENTS (end_rules); i++)
    {
      MancalaEndRule e = 99;

      g_assert_cmpstr (mancala_end_rule_to_string ((MancalaEndRule) i), ==, end_rules[i]);
      g_assert_true (mancala_end_rule_from_string (end_rules[i], &e));
      g_assert_cmpint (e, ==, i);
    }
  for (unsigned i = 0; i < G_N_ELEMENTS (grand_slams); i++)
    {
      MancalaGrandSlam g = 99;

      g_assert_cmpstr (mancala_grand_slam_to_string ((MancalaGrandSlam) i), ==, grand_slams[i]);
      g_assert_true (mancala_grand_slam_from_string (grand_slams[i], &g));
      g_assert_cmpint (g, ==, i);
    }
  for (unsigned i = 0; i < G_N_ELEMENTS (rounds); i++)
    {
      MancalaRounds r = 99;

      g_assert_cmpstr (mancala_rounds_to_string ((MancalaRounds) i), ==, rounds[i]);
      g_assert_true (mancala_rounds_from_string (rounds[i], &r));
      g_assert_cmpint (r, ==, i);
    }
  g_assert_cmpstr (mancala_side_to_string (MANCALA_SOUTH), ==, "south");
  g_assert_cmpstr (mancala_side_to_string (MANCALA_NORTH), ==, "north");
  g_assert_cmpint (mancala_side_other (MANCALA_SOUTH), ==, MANCALA_NORTH);
  g_assert_cmpint (mancala_side_other (MANCALA_NORTH), ==, MANCALA_SOUTH);

  for (unsigned i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      MancalaVariant v;
      MancalaEndRule e;
      MancalaGrandSlam g;
      MancalaRounds r;

      g_assert_false (mancala_variant_from_string (bad[i], &v));
      g_assert_false (mancala_end_rule_from_string (bad[i], &e));
      g_assert_false (mancala_grand_slam_from_string (bad[i], &g));
      g_assert_false (mancala_rounds_from_string (bad[i], &r));
    }
  {
    MancalaEndRule e;

    /* A name of another option is not one of this one. */
    g_assert_false (mancala_end_rule_from_string ("capture", &e));
  }
}

/* docs/rules.md common ground: the circuit and house i facing house N+1-i. */
static void
test_layout (void)
{
  for (unsigned n = MANCALA_MIN_HOUSES; n <= MANCALA_MAX_HOUSES; n++)
    {
      MancalaRules rules;

      engine_test_rules (&rules, MANCALA_VARIANT_KALAH, n, 4);
      g_assert_cmpuint (mancala_rules_n_pits (&rules), ==, 2 * n + 2);
      g_assert_cmpuint (mancala_rules_store (&rules, MANCALA_SOUTH), ==, n);
      g_assert_cmpuint (mancala_rules_store (&rules, MANCALA_NORTH), ==, 2 * n + 1);
      g_assert_true (mancala_rules_is_store (&rules, n));
      g_assert_true (mancala_rules_is_store (&rules, 2 * n + 1));

      for (unsigned h = 1; h <= n; h++)
        {
          unsigned s = mancala_rules_pit (&rules, MANCALA_SOUTH, h);
          unsigned t = mancala_rules_pit (&rules, MANCALA_NORTH, h);

          g_assert_cmpuint (s, ==, h - 1);
          g_assert_cmpuint (t, ==, n + h);
          g_assert_false (mancala_rules_is_store (&rules, s));
          g_assert_false (mancala_rules_is_store (&rules, t));
          g_assert_cmpint (mancala_rules_pit_side (&rules, s), ==, MANCALA_SOUTH);
          g_assert_cmpint (mancala_rules_pit_side (&rules, t), ==, MANCALA_NORTH);
          g_assert_cmpuint (mancala_rules_pit_house (&rules, s), ==, h);
          g_assert_cmpuint (mancala_rules_pit_house (&rules, t), ==, h);
          /* South house h faces north house N+1-h, and back. */
          g_assert_cmpuint (mancala_rules_facing_pit (&rules, s), ==,
                            mancala_rules_pit (&rules, MANCALA_NORTH, n + 1 - h));
          g_assert_cmpuint (mancala_rules_facing_pit (&rules, t), ==,
                            mancala_rules_pit (&rules, MANCALA_SOUTH, n + 1 - h));
        }
      g_assert_cmpint (mancala_rules_pit_side (&rules, n), ==, MANCALA_SOUTH);
      g_assert_cmpint (mancala_rules_pit_side (&rules, 2 * n + 1), ==, MANCALA_NORTH);
    }
}

static void
test_start_positions (void)
{
  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    for (unsigned n = MANCALA_MIN_HOUSES; n <= MANCALA_MAX_HOUSES; n++)
      for (unsigned k = MANCALA_MIN_SEEDS; k <= MANCALA_MAX_SEEDS; k++)
        {
          MancalaRules rules;
          MancalaPosition pos;
          MancalaPosition again;

          engine_test_rules (&rules, v, n, k);
          memset (&pos, 0x5a, sizeof pos);
          mancala_position_init (&pos, &rules);
          for (unsigned p = 0; p < MANCALA_MAX_PITS; p++)
            {
              unsigned expected = p >= 2 * n + 2 || p == n || p == 2 * n + 1 ? 0 : k;

              g_assert_cmpuint (pos.pits[p], ==, expected);
            }
          g_assert_cmpuint (pos.to_move, ==, MANCALA_SOUTH);
          g_assert_cmpuint (pos.flags, ==, 0);
          g_assert_cmpuint (pos.round, ==, 1);
          g_assert_cmpuint (pos.reserved, ==, 0);
          g_assert_cmpuint (pos.burnt, ==, 0);
          g_assert_cmpuint (mancala_position_total_seeds (&rules, &pos), ==, 2 * n * k);
          g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_NORTH), ==, n * k);
          g_assert_false (mancala_position_is_over (&pos));

          /* A value type: two starts are equal byte for byte. */
          memset (&again, 0xa5, sizeof again);
          mancala_position_init (&again, &rules);
          g_assert_cmpmem (&pos, sizeof pos, &again, sizeof again);
          g_assert_true (mancala_position_equal (&pos, &again));
          g_assert_true (mancala_position_key (&pos) == mancala_position_key (&again));
        }

  {
    MancalaRules rules;
    MancalaPosition pos;

    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    rules.pie = true;
    mancala_position_init (&pos, &rules);
    g_assert_cmpuint (pos.flags, ==, MANCALA_POSITION_PIE);
  }
}

static void
test_set_board (void)
{
  MancalaRules rules;
  MancalaPosition pos;
  const unsigned south[4] = { 1, 2, 3, 4 };
  const unsigned north[4] = { 5, 6, 7, 8 };

  engine_test_rules (&rules, MANCALA_VARIANT_OWARE, 4, 5);
  memset (&pos, 0x77, sizeof pos);
  mancala_position_set_board (&pos, &rules, south, 9, north, 10, MANCALA_NORTH);
  assert_board (&rules, &pos, "S 1 2 3 4 [9] N 5 6 7 8 [10] north");
  g_assert_cmpuint (pos.pits[0], ==, 1);
  g_assert_cmpuint (pos.pits[4], ==, 9);
  g_assert_cmpuint (pos.pits[5], ==, 5);
  g_assert_cmpuint (pos.pits[9], ==, 10);
  for (unsigned p = 10; p < MANCALA_MAX_PITS; p++)
    g_assert_cmpuint (pos.pits[p], ==, 0);
  g_assert_cmpuint (pos.flags, ==, 0);
  g_assert_cmpuint (pos.round, ==, 1);
  g_assert_cmpuint (pos.reserved, ==, 0);
  g_assert_cmpuint (pos.burnt, ==, 0);
  g_assert_cmpuint (mancala_position_house (&rules, &pos, MANCALA_NORTH, 3), ==, 7);
  g_assert_cmpuint (mancala_position_store (&rules, &pos, MANCALA_SOUTH), ==, 9);
  g_assert_cmpuint (mancala_position_side_seeds (&rules, &pos, MANCALA_SOUTH), ==, 10);
  g_assert_cmpuint (mancala_position_total_seeds (&rules, &pos), ==, 55);
}

/* Equal positions have equal keys; positions that differ in anything
 * that decides the game have different ones (spot checks).
 */
static void
test_keys (void)
{
  MancalaRules rules;
  MancalaPosition base;
  MancalaPosition pos;
  GHashTable *seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  unsigned n_variants = 0;

  engine_test_rules (&rules, MANCALA_VARIANT_CONGKAK, 7, 7);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  engine_test_position (&base, &rules, "S 7 7 7 7 7 7 7 [0] N 7 7 7 7 7 7 7 [0] south r1");

#define ADD_VARIANT() \
  G_STMT_START { \
    gint64 *key = g_new (gint64, 1); \
    *key = (gint64) mancala_position_key (&pos); \
    g_assert_false (g_hash_table_contains (seen, key)); \
    g_hash_table_add (seen, key); \
    n_variants++; \
  } G_STMT_END

  pos = base;
  ADD_VARIANT ();

  /* One seed moved from any pit to any other. */
  for (unsigned from = 0; from < 16; from++)
    for (unsigned to = 0; to < 16; to++)
      if (from != to && base.pits[from] > 0)
        {
          pos = base;
          pos.pits[from]--;
          pos.pits[to]++;
          ADD_VARIANT ();
          g_assert_false (mancala_position_equal (&pos, &base));
        }

  pos = base;
  pos.to_move = MANCALA_NORTH;
  ADD_VARIANT ();
  pos = base;
  pos.round = 2;
  ADD_VARIANT ();
  pos = base;
  pos.flags = MANCALA_POSITION_OVER;
  ADD_VARIANT ();
  pos = base;
  pos.flags = MANCALA_POSITION_PIE;
  ADD_VARIANT ();
  for (unsigned p = 0; p < 16; p++)
    if (p != 7 && p != 15)
      {
        pos = base;
        pos.pits[p] = 0;
        pos.pits[7] += 7;
        pos.burnt = 1u << p;
        ADD_VARIANT ();
        pos.burnt = 0;
        ADD_VARIANT ();
      }
#undef ADD_VARIANT

  g_assert_cmpuint (g_hash_table_size (seen), ==, n_variants);
  g_hash_table_unref (seen);

  /* Equal positions reached by different paths have equal keys. */
  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 6, 4);
  mancala_position_init (&base, &rules);
  pos = base;
  engine_test_play (&rules, &base, "1 1");
  engine_test_play (&rules, &pos, "1 1");
  g_assert_true (mancala_position_equal (&pos, &base));
  g_assert_true (mancala_position_key (&pos) == mancala_position_key (&base));
  {
    MancalaPosition built;

    engine_test_position (&built, &rules, "S 0 5 5 5 5 4 [0] N 0 5 5 5 5 4 [0] south");
    g_assert_true (mancala_position_equal (&built, &base));
    g_assert_true (mancala_position_key (&built) == mancala_position_key (&base));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/engine/common/defaults", test_defaults);
  g_test_add_func ("/mancala/engine/common/validate-ranges", test_validate_ranges);
  g_test_add_func ("/mancala/engine/common/validate-options", test_validate_options);
  g_test_add_func ("/mancala/engine/common/player-ranges", test_player_ranges);
  g_test_add_func ("/mancala/engine/common/names", test_names);
  g_test_add_func ("/mancala/engine/common/layout", test_layout);
  g_test_add_func ("/mancala/engine/common/start-positions", test_start_positions);
  g_test_add_func ("/mancala/engine/common/set-board", test_set_board);
  g_test_add_func ("/mancala/engine/common/keys", test_keys);

  return g_test_run ();
}
