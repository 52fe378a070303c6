/* mancala-settings.c
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

#define G_LOG_DOMAIN "mancala-settings"

#include "config.h"

#include "mancala-settings-private.h"

/* Declared before the struct, which keeps one value per property. */
enum {
  PROP_0,
  PROP_VARIANT,
  PROP_KALAH_HOUSES,
  PROP_KALAH_SEEDS,
  PROP_KALAH_EMPTY_CAPTURE,
  PROP_KALAH_END_RULE,
  PROP_KALAH_PIE,
  PROP_OWARE_HOUSES,
  PROP_OWARE_SEEDS,
  PROP_OWARE_GRAND_SLAM,
  PROP_CONGKAK_HOUSES,
  PROP_CONGKAK_SEEDS,
  PROP_CONGKAK_ROUNDS,
  PROP_SOUTH_PLAYER,
  PROP_SOUTH_LEVEL,
  PROP_NORTH_PLAYER,
  PROP_NORTH_LEVEL,
  PROP_ANIMATION_SPEED,
  PROP_WINDOW_WIDTH,
  PROP_WINDOW_HEIGHT,
  PROP_WINDOW_MAXIMIZED,
  N_PROPS
};

struct _MancalaSettings
{
  GObject    parent_instance;

  GSettings *settings;
  GValue     values[N_PROPS];  /* PROP_0 unused. */
};

G_DEFINE_FINAL_TYPE (MancalaSettings, mancala_settings, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_RULES_CHANGED,
  SIGNAL_PLAYERS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The variant whose rules a property changes, or -1 for "variant" itself
 * (every variant), or -2 when it is no rule at all.
 */
static int
property_variant (guint prop_id)
{
  if (prop_id == PROP_VARIANT)
    return -1;
  if (prop_id >= PROP_KALAH_HOUSES && prop_id <= PROP_KALAH_PIE)
    return MANCALA_VARIANT_KALAH;
  if (prop_id >= PROP_OWARE_HOUSES && prop_id <= PROP_OWARE_GRAND_SLAM)
    return MANCALA_VARIANT_OWARE;
  if (prop_id >= PROP_CONGKAK_HOUSES && prop_id <= PROP_CONGKAK_ROUNDS)
    return MANCALA_VARIANT_CONGKAK;
  return -2;
}

static gboolean
values_equal (const GValue *a,
              const GValue *b)
{
  switch (G_TYPE_FUNDAMENTAL (G_VALUE_TYPE (a)))
    {
    case G_TYPE_ENUM:
      return g_value_get_enum (a) == g_value_get_enum (b);
    case G_TYPE_UINT:
      return g_value_get_uint (a) == g_value_get_uint (b);
    case G_TYPE_INT:
      return g_value_get_int (a) == g_value_get_int (b);
    case G_TYPE_BOOLEAN:
      return g_value_get_boolean (a) == g_value_get_boolean (b);
    default:
      g_assert_not_reached ();
    }
}

static guint
get_uint (MancalaSettings *self,
          guint            prop_id)
{
  return g_value_get_uint (&self->values[prop_id]);
}

static int
get_enum (MancalaSettings *self,
          guint            prop_id)
{
  return g_value_get_enum (&self->values[prop_id]);
}

static gboolean
get_boolean (MancalaSettings *self,
             guint            prop_id)
{
  return g_value_get_boolean (&self->values[prop_id]);
}

static void
mancala_settings_dispose (GObject *object)
{
  MancalaSettings *self = (MancalaSettings *)object;

  /* Unbinding before the GSettings goes keeps a late change from
   * reaching a half-disposed object.
   */
  if (self->settings != NULL)
    for (guint i = 1; i < N_PROPS; i++)
      g_settings_unbind (self, properties[i]->name);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (mancala_settings_parent_class)->dispose (object);
}

static void
mancala_settings_finalize (GObject *object)
{
  MancalaSettings *self = (MancalaSettings *)object;

  for (guint i = 1; i < N_PROPS; i++)
    g_value_unset (&self->values[i]);

  G_OBJECT_CLASS (mancala_settings_parent_class)->finalize (object);
}

static void
mancala_settings_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  MancalaSettings *self = MANCALA_SETTINGS (object);

  if (prop_id == 0 || prop_id >= N_PROPS)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }

  g_value_copy (&self->values[prop_id], value);
}

static void
mancala_settings_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  MancalaSettings *self = MANCALA_SETTINGS (object);
  MancalaVariant variant;
  int rule_variant;

  if (prop_id == 0 || prop_id >= N_PROPS)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }

  if (values_equal (&self->values[prop_id], value))
    return;

  g_value_copy (value, &self->values[prop_id]);
  g_object_notify_by_pspec (object, pspec);

  variant = get_enum (self, PROP_VARIANT);
  rule_variant = property_variant (prop_id);
  if (rule_variant == -1 || rule_variant == (int) variant)
    g_signal_emit (self, signals[SIGNAL_RULES_CHANGED], 0);
  else if (prop_id >= PROP_SOUTH_PLAYER && prop_id <= PROP_NORTH_LEVEL)
    g_signal_emit (self, signals[SIGNAL_PLAYERS_CHANGED], 0);
}

static GParamSpec *
houses_pspec (const char     *name,
              MancalaVariant  variant,
              gboolean        seeds)
{
  unsigned min, max;
  MancalaRules rules;

  mancala_rules_init_default (&rules, variant);
  if (seeds)
    mancala_variant_seed_range (variant, &min, &max);
  else
    mancala_variant_house_range (variant, &min, &max);

  return g_param_spec_uint (name, NULL, NULL, min, max, seeds ? rules.seeds : rules.houses,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
enum_pspec (const char *name,
            GType       type,
            int         default_value)
{
  return g_param_spec_enum (name, NULL, NULL, type, default_value,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
boolean_pspec (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
mancala_settings_class_init (MancalaSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mancala_settings_dispose;
  object_class->finalize = mancala_settings_finalize;
  object_class->get_property = mancala_settings_get_property;
  object_class->set_property = mancala_settings_set_property;

  /* The names are the GSettings keys: mancala_settings_init() binds each
   * property to the key of the same name.
   */
  properties[PROP_VARIANT] = enum_pspec ("variant", MANCALA_TYPE_VARIANT, MANCALA_VARIANT_KALAH);
  properties[PROP_KALAH_HOUSES] = houses_pspec ("kalah-houses", MANCALA_VARIANT_KALAH, FALSE);
  properties[PROP_KALAH_SEEDS] = houses_pspec ("kalah-seeds", MANCALA_VARIANT_KALAH, TRUE);
  properties[PROP_KALAH_EMPTY_CAPTURE] = boolean_pspec ("kalah-empty-capture");
  properties[PROP_KALAH_END_RULE] = enum_pspec ("kalah-end-rule", MANCALA_TYPE_END_RULE,
                                                MANCALA_END_IMMEDIATE);
  properties[PROP_KALAH_PIE] = boolean_pspec ("kalah-pie");
  properties[PROP_OWARE_HOUSES] = houses_pspec ("oware-houses", MANCALA_VARIANT_OWARE, FALSE);
  properties[PROP_OWARE_SEEDS] = houses_pspec ("oware-seeds", MANCALA_VARIANT_OWARE, TRUE);
  properties[PROP_OWARE_GRAND_SLAM] = enum_pspec ("oware-grand-slam", MANCALA_TYPE_GRAND_SLAM,
                                                  MANCALA_GRAND_SLAM_NO_CAPTURE);
  properties[PROP_CONGKAK_HOUSES] = houses_pspec ("congkak-houses", MANCALA_VARIANT_CONGKAK, FALSE);
  properties[PROP_CONGKAK_SEEDS] = houses_pspec ("congkak-seeds", MANCALA_VARIANT_CONGKAK, TRUE);
  properties[PROP_CONGKAK_ROUNDS] = enum_pspec ("congkak-rounds", MANCALA_TYPE_ROUNDS,
                                                MANCALA_ROUNDS_SINGLE);
  properties[PROP_SOUTH_PLAYER] = enum_pspec ("south-player", MANCALA_TYPE_PLAYER_KIND,
                                              MANCALA_PLAYER_HUMAN);
  properties[PROP_SOUTH_LEVEL] = enum_pspec ("south-level", MANCALA_TYPE_LEVEL,
                                             MANCALA_LEVEL_AVERAGE);
  properties[PROP_NORTH_PLAYER] = enum_pspec ("north-player", MANCALA_TYPE_PLAYER_KIND,
                                              MANCALA_PLAYER_COMPUTER);
  properties[PROP_NORTH_LEVEL] = enum_pspec ("north-level", MANCALA_TYPE_LEVEL,
                                             MANCALA_LEVEL_SIMPLE);
  properties[PROP_ANIMATION_SPEED] = enum_pspec ("animation-speed", MANCALA_TYPE_ANIMATION_SPEED,
                                                 MANCALA_ANIMATION_NORMAL);
  properties[PROP_WINDOW_WIDTH] =
    g_param_spec_int ("window-width", NULL, NULL, 360, 16384, 960,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINDOW_HEIGHT] =
    g_param_spec_int ("window-height", NULL, NULL, 294, 16384, 600,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINDOW_MAXIMIZED] = boolean_pspec ("window-maximized");

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MancalaSettings::rules-changed:
   *
   * The rules in force changed (the variant or one of its options).
   */
  signals[SIGNAL_RULES_CHANGED] =
    g_signal_new ("rules-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MancalaSettings::players-changed:
   *
   * A player kind or level changed.
   */
  signals[SIGNAL_PLAYERS_CHANGED] =
    g_signal_new ("players-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mancala_settings_init (MancalaSettings *self)
{
  for (guint i = 1; i < N_PROPS; i++)
    {
      g_value_init (&self->values[i], properties[i]->value_type);
      g_param_value_set_default (properties[i], &self->values[i]);
    }
}

MancalaSettings *
mancala_settings_new_for_settings (GSettings *settings)
{
  MancalaSettings *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MANCALA_TYPE_SETTINGS, NULL);
  self->settings = g_object_ref (settings);

  for (guint i = 1; i < N_PROPS; i++)
    g_settings_bind (settings, properties[i]->name, self, properties[i]->name,
                     G_SETTINGS_BIND_DEFAULT);

  return self;
}

MancalaSettings *
mancala_settings_new (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  return mancala_settings_new_for_settings (settings);
}

GSettings *
mancala_settings_get_gsettings (MancalaSettings *self)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (self), NULL);

  return self->settings;
}

void
_mancala_settings_check_rules (const MancalaRules *wanted,
                               MancalaRules       *rules)
{
  unsigned min_houses, max_houses, min_seeds, max_seeds;
  char reason[256] = "";
  gboolean valid;

  g_assert (wanted != NULL && rules != NULL);

  valid = (unsigned) wanted->variant < MANCALA_N_VARIANTS &&
          mancala_rules_validate (wanted, reason, sizeof reason);

  /* The engine accepts wider boards than the game offers; keep to the
   * game's ranges too, since the board and the levels are tuned for them.
   */
  if (valid)
    {
      mancala_variant_house_range (wanted->variant, &min_houses, &max_houses);
      mancala_variant_seed_range (wanted->variant, &min_seeds, &max_seeds);
      if (wanted->houses < min_houses || wanted->houses > max_houses ||
          wanted->seeds < min_seeds || wanted->seeds > max_seeds)
        {
          g_snprintf (reason, sizeof reason, "%u houses of %u seeds is not offered for %s",
                      (unsigned) wanted->houses, (unsigned) wanted->seeds,
                      mancala_variant_to_string (wanted->variant));
          valid = FALSE;
        }
    }

  if (valid)
    {
      *rules = *wanted;
      return;
    }

  g_warning ("Settings ask for rules the game refuses (%s); using the defaults", reason);
  mancala_rules_init_default (rules, (unsigned) wanted->variant < MANCALA_N_VARIANTS
                                       ? wanted->variant : MANCALA_VARIANT_KALAH);
}

void
mancala_settings_get_variant_rules (MancalaSettings *self,
                                    MancalaVariant   variant,
                                    MancalaRules    *rules)
{
  MancalaRules wanted;

  g_return_if_fail (MANCALA_IS_SETTINGS (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail ((unsigned) variant < MANCALA_N_VARIANTS);

  mancala_rules_init_default (&wanted, variant);

  switch (variant)
    {
    case MANCALA_VARIANT_KALAH:
      wanted.houses = get_uint (self, PROP_KALAH_HOUSES);
      wanted.seeds = get_uint (self, PROP_KALAH_SEEDS);
      wanted.empty_capture = get_boolean (self, PROP_KALAH_EMPTY_CAPTURE);
      wanted.end_rule = get_enum (self, PROP_KALAH_END_RULE);
      wanted.pie = get_boolean (self, PROP_KALAH_PIE);
      break;
    case MANCALA_VARIANT_OWARE:
      wanted.houses = get_uint (self, PROP_OWARE_HOUSES);
      wanted.seeds = get_uint (self, PROP_OWARE_SEEDS);
      wanted.grand_slam = get_enum (self, PROP_OWARE_GRAND_SLAM);
      break;
    case MANCALA_VARIANT_CONGKAK:
      wanted.houses = get_uint (self, PROP_CONGKAK_HOUSES);
      wanted.seeds = get_uint (self, PROP_CONGKAK_SEEDS);
      wanted.rounds = get_enum (self, PROP_CONGKAK_ROUNDS);
      break;
    case MANCALA_N_VARIANTS:
    default:
      g_assert_not_reached ();
    }

  _mancala_settings_check_rules (&wanted, rules);
}

void
mancala_settings_get_rules (MancalaSettings *self,
                            MancalaRules    *rules)
{
  g_return_if_fail (MANCALA_IS_SETTINGS (self));

  mancala_settings_get_variant_rules (self, mancala_settings_get_variant (self), rules);
}

void
mancala_settings_set_rules (MancalaSettings    *self,
                            const MancalaRules *rules)
{
  GObject *object = G_OBJECT (self);

  g_return_if_fail (MANCALA_IS_SETTINGS (self));
  g_return_if_fail (rules != NULL && (unsigned) rules->variant < MANCALA_N_VARIANTS);

  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      g_object_set (object,
                    "kalah-houses", (guint) rules->houses,
                    "kalah-seeds", (guint) rules->seeds,
                    "kalah-empty-capture", (gboolean) rules->empty_capture,
                    "kalah-end-rule", rules->end_rule,
                    "kalah-pie", (gboolean) rules->pie,
                    NULL);
      break;
    case MANCALA_VARIANT_OWARE:
      g_object_set (object,
                    "oware-houses", (guint) rules->houses,
                    "oware-seeds", (guint) rules->seeds,
                    "oware-grand-slam", rules->grand_slam,
                    NULL);
      break;
    case MANCALA_VARIANT_CONGKAK:
      g_object_set (object,
                    "congkak-houses", (guint) rules->houses,
                    "congkak-seeds", (guint) rules->seeds,
                    "congkak-rounds", rules->rounds,
                    NULL);
      break;
    case MANCALA_N_VARIANTS:
    default:
      g_assert_not_reached ();
    }

  g_object_set (object, "variant", rules->variant, NULL);
}

MancalaVariant
mancala_settings_get_variant (MancalaSettings *self)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (self), MANCALA_VARIANT_KALAH);

  return get_enum (self, PROP_VARIANT);
}

MancalaPlayerKind
mancala_settings_get_player_kind (MancalaSettings *self,
                                  MancalaSide      seat)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (self), MANCALA_PLAYER_HUMAN);

  return get_enum (self, seat == MANCALA_SOUTH ? PROP_SOUTH_PLAYER : PROP_NORTH_PLAYER);
}

MancalaLevel
mancala_settings_get_player_level (MancalaSettings *self,
                                   MancalaSide      seat)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (self), MANCALA_LEVEL_FOOLISH);

  return get_enum (self, seat == MANCALA_SOUTH ? PROP_SOUTH_LEVEL : PROP_NORTH_LEVEL);
}

MancalaAnimationSpeed
mancala_settings_get_animation_speed (MancalaSettings *self)
{
  g_return_val_if_fail (MANCALA_IS_SETTINGS (self), MANCALA_ANIMATION_NORMAL);

  return get_enum (self, PROP_ANIMATION_SPEED);
}

guint
mancala_animation_speed_thinking_time (MancalaAnimationSpeed speed)
{
  /* Long enough to see whose turn it is; at "instant" people asked for
   * speed, but a short pause still shows the turn change.
   */
  switch (speed)
    {
    case MANCALA_ANIMATION_SLOW:
      return 800;
    case MANCALA_ANIMATION_NORMAL:
      return 500;
    case MANCALA_ANIMATION_FAST:
      return 250;
    case MANCALA_ANIMATION_INSTANT:
    default:
      return 100;
    }
}
