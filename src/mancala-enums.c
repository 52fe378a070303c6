/* mancala-enums.c
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

#define G_LOG_DOMAIN "mancala-enums"

#include "config.h"

#include "mancala-enums.h"

/* The enums of the engine get their nicks from the engine's own name
 * lists, the one spelling of each (data/io.github.mancala.Mancala.gschema.xml
 * repeats them for GSettings, and test-settings checks that it agrees).
 */
static GType
register_engine_enum (const char         *type_name,
                      const char * const *names)
{
  guint n = g_strv_length ((char **) names);
  /* Owned by the type system for the life of the process. */
  GEnumValue *values = g_new0 (GEnumValue, n + 1);

  for (guint i = 0; i < n; i++)
    values[i] = (GEnumValue) { (gint) i, names[i], names[i] };

  return g_enum_register_static (type_name, values);
}

#define MANCALA_DEFINE_ENGINE_ENUM(TypeName, type_name, names) \
  GType                                                        \
  type_name##_get_type (void)                                  \
  {                                                            \
    static gsize type = 0;                                     \
                                                               \
    if (g_once_init_enter (&type))                             \
      g_once_init_leave (&type, register_engine_enum (#TypeName, names)); \
                                                               \
    return type;                                               \
  }

MANCALA_DEFINE_ENGINE_ENUM (MancalaVariant, mancala_variant, mancala_variant_names ())
MANCALA_DEFINE_ENGINE_ENUM (MancalaLevel, mancala_level, mancala_level_names ())
MANCALA_DEFINE_ENGINE_ENUM (MancalaEndRule, mancala_end_rule, mancala_end_rule_names ())
MANCALA_DEFINE_ENGINE_ENUM (MancalaGrandSlam, mancala_grand_slam, mancala_grand_slam_names ())
MANCALA_DEFINE_ENGINE_ENUM (MancalaRounds, mancala_rounds, mancala_rounds_names ())

/* The enums of the model itself are written here only. */

G_DEFINE_ENUM_TYPE (MancalaSide, mancala_side,
  G_DEFINE_ENUM_VALUE (MANCALA_SOUTH, "south"),
  G_DEFINE_ENUM_VALUE (MANCALA_NORTH, "north"))

G_DEFINE_ENUM_TYPE (MancalaOutcome, mancala_outcome,
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_NONE, "none"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_SOUTH, "south"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_NORTH, "north"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_DRAW, "draw"))

G_DEFINE_ENUM_TYPE (MancalaPlayerKind, mancala_player_kind,
  G_DEFINE_ENUM_VALUE (MANCALA_PLAYER_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (MANCALA_PLAYER_COMPUTER, "computer"))

G_DEFINE_ENUM_TYPE (MancalaAnimationSpeed, mancala_animation_speed,
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_SLOW, "slow"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_FAST, "fast"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_INSTANT, "instant"))
