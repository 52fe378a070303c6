/* test-settings.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-settings-private.h"
#include "model-test-util.h"

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static MancalaSettings *
new_settings (GSettings **gsettings)
{
  /* The memory backend starts from the schema defaults every time. */
  *gsettings = g_settings_new ("io.github.mancala.Mancala");

  return mancala_settings_new_for_settings (*gsettings);
}

static void
test_settings_defaults (void)
{
  g_autoptr(GSettings) gsettings = NULL;
  g_autoptr(MancalaSettings) settings = new_settings (&gsettings);
  MancalaRules rules, expected;

  g_assert_true (mancala_settings_get_gsettings (settings) == gsettings);
  g_assert_cmpint (mancala_settings_get_variant (settings), ==, MANCALA_VARIANT_KALAH);
  g_assert_cmpint (mancala_settings_get_player_kind (settings, MANCALA_SOUTH), ==, MANCALA_PLAYER_HUMAN);
  g_assert_cmpint (mancala_settings_get_player_kind (settings, MANCALA_NORTH), ==, MANCALA_PLAYER_COMPUTER);
  g_assert_cmpint (mancala_settings_get_player_level (settings, MANCALA_NORTH), ==, MANCALA_LEVEL_SIMPLE);
  g_assert_cmpint (mancala_settings_get_animation_speed (settings), ==, MANCALA_ANIMATION_NORMAL);

  /* The schema's defaults are the engine's documented defaults. */
  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    {
      mancala_settings_get_variant_rules (settings, v, &rules);
      mancala_rules_init_default (&expected, v);
      g_assert_true (mancala_rules_equal (&rules, &expected));
    }

  mancala_settings_get_rules (settings, &rules);
  g_assert_cmpint (rules.variant, ==, MANCALA_VARIANT_KALAH);
}

static void
test_settings_follow_gsettings (void)
{
  g_autoptr(GSettings) gsettings = NULL;
  g_autoptr(MancalaSettings) settings = new_settings (&gsettings);
  guint n_rules = 0, n_players = 0;
  MancalaRules rules;
  guint houses;

  g_signal_connect (settings, "rules-changed", G_CALLBACK (count_cb), &n_rules);
  g_signal_connect (settings, "players-changed", G_CALLBACK (count_cb), &n_players);

  /* A key written by anyone reaches the property and the rules. */
  g_settings_set_enum (gsettings, "variant", MANCALA_VARIANT_CONGKAK);
  g_assert_cmpuint (n_rules, ==, 1);
  g_settings_set_uint (gsettings, "congkak-houses", 5);
  g_settings_set_uint (gsettings, "congkak-seeds", 5);
  g_settings_set_enum (gsettings, "congkak-rounds", MANCALA_ROUNDS_TRADITIONAL);
  g_assert_cmpuint (n_rules, ==, 4);
  mancala_settings_get_rules (settings, &rules);
  g_assert_cmpint (rules.variant, ==, MANCALA_VARIANT_CONGKAK);
  g_assert_cmpuint (rules.houses, ==, 5);
  g_assert_cmpuint (rules.seeds, ==, 5);
  g_assert_cmpint (rules.rounds, ==, MANCALA_ROUNDS_TRADITIONAL);

  /* An option of another variant does not change the rules in force. */
  g_settings_set_boolean (gsettings, "kalah-pie", TRUE);
  g_assert_cmpuint (n_rules, ==, 4);

  g_settings_set_enum (gsettings, "north-level", MANCALA_LEVEL_WISE);
  g_assert_cmpuint (n_players, ==, 1);
  g_assert_cmpint (mancala_settings_get_player_level (settings, MANCALA_NORTH), ==, MANCALA_LEVEL_WISE);

  /* And a property set in code reaches GSettings. */
  g_object_set (settings, "oware-houses", 4, "animation-speed", MANCALA_ANIMATION_FAST, NULL);
  g_assert_cmpuint (g_settings_get_uint (gsettings, "oware-houses"), ==, 4);
  g_assert_cmpint (g_settings_get_enum (gsettings, "animation-speed"), ==, MANCALA_ANIMATION_FAST);
  g_object_get (settings, "congkak-houses", &houses, NULL);
  g_assert_cmpuint (houses, ==, 5);

  g_settings_reset (gsettings, "variant");
  g_settings_reset (gsettings, "congkak-houses");
  g_settings_reset (gsettings, "congkak-seeds");
  g_settings_reset (gsettings, "congkak-rounds");
  g_settings_reset (gsettings, "kalah-pie");
  g_settings_reset (gsettings, "north-level");
  g_settings_reset (gsettings, "oware-houses");
  g_settings_reset (gsettings, "animation-speed");
}

/* Checks, after each key, that the rules in force are either the old
 * ones (another variant) or exactly @user_data.
 */
static void
rules_never_half_written_cb (MancalaSettings *settings,
                             gpointer         user_data)
{
  const MancalaRules *wanted = user_data;
  MancalaRules rules;

  mancala_settings_get_rules (settings, &rules);
  if (rules.variant == wanted->variant)
    g_assert_true (mancala_rules_equal (&rules, wanted));
}

static void
test_settings_set_rules (void)
{
  g_autoptr(GSettings) gsettings = NULL;
  g_autoptr(MancalaSettings) settings = new_settings (&gsettings);
  MancalaRules wanted, rules;

  /* An Oware game of 5 houses written back while Kalah is chosen. */
  mancala_rules_init_default (&wanted, MANCALA_VARIANT_OWARE);
  wanted.houses = 5;
  wanted.grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  g_signal_connect (settings, "rules-changed", G_CALLBACK (rules_never_half_written_cb), &wanted);
  mancala_settings_set_rules (settings, &wanted);

  mancala_settings_get_rules (settings, &rules);
  g_assert_true (mancala_rules_equal (&rules, &wanted));
  {
    g_autofree char *variant = g_settings_get_string (gsettings, "variant");
    g_autofree char *slam = g_settings_get_string (gsettings, "oware-grand-slam");

    g_assert_cmpstr (variant, ==, "oware");
    g_assert_cmpuint (g_settings_get_uint (gsettings, "oware-houses"), ==, 5);
    g_assert_cmpstr (slam, ==, "capture");
  }

  g_settings_reset (gsettings, "variant");
  g_settings_reset (gsettings, "oware-houses");
  g_settings_reset (gsettings, "oware-grand-slam");
}

static void
test_settings_fallback (void)
{
  MancalaRules wanted, rules, defaults;

  /* Within the engine's range but not offered for the variant. */
  mancala_rules_init_default (&wanted, MANCALA_VARIANT_OWARE);
  wanted.houses = 9;
  mancala_rules_init_default (&defaults, MANCALA_VARIANT_OWARE);
  g_test_expect_message ("mancala-settings", G_LOG_LEVEL_WARNING, "*refuses*");
  _mancala_settings_check_rules (&wanted, &rules);
  g_test_assert_expected_messages ();
  g_assert_true (mancala_rules_equal (&rules, &defaults));

  /* Refused by the engine itself. */
  mancala_rules_init_default (&wanted, MANCALA_VARIANT_KALAH);
  wanted.seeds = 40;
  mancala_rules_init_default (&defaults, MANCALA_VARIANT_KALAH);
  g_test_expect_message ("mancala-settings", G_LOG_LEVEL_WARNING, "*refuses*");
  _mancala_settings_check_rules (&wanted, &rules);
  g_test_assert_expected_messages ();
  g_assert_true (mancala_rules_equal (&rules, &defaults));

  mancala_rules_init_default (&wanted, MANCALA_VARIANT_CONGKAK);
  wanted.pie = true;
  mancala_rules_init_default (&defaults, MANCALA_VARIANT_CONGKAK);
  g_test_expect_message ("mancala-settings", G_LOG_LEVEL_WARNING, "*refuses*");
  _mancala_settings_check_rules (&wanted, &rules);
  g_test_assert_expected_messages ();
  g_assert_true (mancala_rules_equal (&rules, &defaults));

  wanted.variant = 17;
  g_test_expect_message ("mancala-settings", G_LOG_LEVEL_WARNING, "*refuses*");
  _mancala_settings_check_rules (&wanted, &rules);
  g_test_assert_expected_messages ();
  g_assert_cmpint (rules.variant, ==, MANCALA_VARIANT_KALAH);

  /* Good rules pass untouched. */
  mancala_rules_init_default (&wanted, MANCALA_VARIANT_KALAH);
  wanted.houses = 3;
  wanted.empty_capture = true;
  _mancala_settings_check_rules (&wanted, &rules);
  g_assert_true (mancala_rules_equal (&rules, &wanted));
}

static void
test_settings_thinking_time (void)
{
  guint previous = G_MAXUINT;

  for (MancalaAnimationSpeed s = MANCALA_ANIMATION_SLOW; s <= MANCALA_ANIMATION_INSTANT; s++)
    {
      guint ms = mancala_animation_speed_thinking_time (s);

      g_assert_cmpuint (ms, <, previous);
      g_assert_cmpuint (ms, <=, 1000);
      previous = ms;
    }
  g_assert_cmpuint (mancala_animation_speed_thinking_time (MANCALA_ANIMATION_NORMAL), ==, 500);
}

/* The schema must spell every enum key as the engine and the GEnum types
 * do (they are the one source; GSettings needs its own copy), in the same
 * order, since the preferences' rows follow the enum's values.
 */
static void
test_settings_schema_names (void)
{
  static const struct { const char *key; GType (*type) (void); } keys[] = {
    { "variant", mancala_variant_get_type },
    { "kalah-end-rule", mancala_end_rule_get_type },
    { "oware-grand-slam", mancala_grand_slam_get_type },
    { "congkak-rounds", mancala_rounds_get_type },
    { "south-player", mancala_player_kind_get_type },
    { "north-player", mancala_player_kind_get_type },
    { "south-level", mancala_level_get_type },
    { "north-level", mancala_level_get_type },
    { "animation-speed", mancala_animation_speed_get_type },
  };
  g_autoptr(GSettingsSchema) schema =
    g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                     "io.github.mancala.Mancala", TRUE);

  g_assert_nonnull (schema);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i].key);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autoptr(GEnumClass) enum_class = g_type_class_ref (keys[i].type ());
      g_autoptr(GVariant) nicks = NULL;
      const char *kind;

      g_variant_get (range, "(&sv)", &kind, &nicks);
      g_assert_cmpstr (kind, ==, "enum");
      g_assert_cmpuint (g_variant_n_children (nicks), ==, enum_class->n_values);
      for (guint v = 0; v < enum_class->n_values; v++)
        {
          const char *nick;

          g_variant_get_child (nicks, v, "&s", &nick);
          g_assert_cmpstr (nick, ==, g_enum_get_value (enum_class, v)->value_nick);
        }
    }

  /* The engine's lists are the GEnum types' nicks. */
  g_assert_cmpstr (mancala_variant_names ()[MANCALA_VARIANT_OWARE], ==, "oware");
  g_assert_cmpstr (mancala_level_names ()[MANCALA_LEVEL_WISE], ==, "wise");
  g_assert_null (mancala_level_names ()[MANCALA_N_LEVELS]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/model/settings/defaults", test_settings_defaults);
  g_test_add_func ("/mancala/model/settings/follow-gsettings", test_settings_follow_gsettings);
  g_test_add_func ("/mancala/model/settings/set-rules", test_settings_set_rules);
  g_test_add_func ("/mancala/model/settings/fallback", test_settings_fallback);
  g_test_add_func ("/mancala/model/settings/thinking-time", test_settings_thinking_time);
  g_test_add_func ("/mancala/model/settings/schema-names", test_settings_schema_names);

  return g_test_run ();
}
