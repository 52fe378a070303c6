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

/* The nicks are the GSettings nicks and the engine's stable names: keep
 * them in step with data/io.github.mancala.Mancala.gschema.xml.
 */

G_DEFINE_ENUM_TYPE (MancalaVariant, mancala_variant,
  G_DEFINE_ENUM_VALUE (MANCALA_VARIANT_KALAH, "kalah"),
  G_DEFINE_ENUM_VALUE (MANCALA_VARIANT_OWARE, "oware"),
  G_DEFINE_ENUM_VALUE (MANCALA_VARIANT_CONGKAK, "congkak"))

G_DEFINE_ENUM_TYPE (MancalaSide, mancala_side,
  G_DEFINE_ENUM_VALUE (MANCALA_SOUTH, "south"),
  G_DEFINE_ENUM_VALUE (MANCALA_NORTH, "north"))

G_DEFINE_ENUM_TYPE (MancalaLevel, mancala_level,
  G_DEFINE_ENUM_VALUE (MANCALA_LEVEL_FOOLISH, "foolish"),
  G_DEFINE_ENUM_VALUE (MANCALA_LEVEL_SIMPLE, "simple"),
  G_DEFINE_ENUM_VALUE (MANCALA_LEVEL_AVERAGE, "average"),
  G_DEFINE_ENUM_VALUE (MANCALA_LEVEL_CLEVER, "clever"),
  G_DEFINE_ENUM_VALUE (MANCALA_LEVEL_WISE, "wise"))

G_DEFINE_ENUM_TYPE (MancalaOutcome, mancala_outcome,
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_NONE, "none"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_SOUTH, "south"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_NORTH, "north"),
  G_DEFINE_ENUM_VALUE (MANCALA_OUTCOME_DRAW, "draw"))

G_DEFINE_ENUM_TYPE (MancalaEndRule, mancala_end_rule,
  G_DEFINE_ENUM_VALUE (MANCALA_END_IMMEDIATE, "immediate"),
  G_DEFINE_ENUM_VALUE (MANCALA_END_NO_MOVE, "no-move"))

G_DEFINE_ENUM_TYPE (MancalaGrandSlam, mancala_grand_slam,
  G_DEFINE_ENUM_VALUE (MANCALA_GRAND_SLAM_NO_CAPTURE, "no-capture"),
  G_DEFINE_ENUM_VALUE (MANCALA_GRAND_SLAM_FORBIDDEN, "forbidden"),
  G_DEFINE_ENUM_VALUE (MANCALA_GRAND_SLAM_CAPTURE, "capture"))

G_DEFINE_ENUM_TYPE (MancalaRounds, mancala_rounds,
  G_DEFINE_ENUM_VALUE (MANCALA_ROUNDS_SINGLE, "single"),
  G_DEFINE_ENUM_VALUE (MANCALA_ROUNDS_TRADITIONAL, "traditional"))

G_DEFINE_ENUM_TYPE (MancalaPlayerKind, mancala_player_kind,
  G_DEFINE_ENUM_VALUE (MANCALA_PLAYER_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (MANCALA_PLAYER_COMPUTER, "computer"))

G_DEFINE_ENUM_TYPE (MancalaAnimationSpeed, mancala_animation_speed,
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_SLOW, "slow"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_FAST, "fast"),
  G_DEFINE_ENUM_VALUE (MANCALA_ANIMATION_INSTANT, "instant"))
