/* mancala-enums.h
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

#pragma once

#include <glib-object.h>

#include "mancala-search.h"

G_BEGIN_DECLS

/* Who plays a side. The nicks match the GSettings enums, so that
 * g_settings_bind() maps keys to these properties directly.
 */
typedef enum
{
  MANCALA_PLAYER_HUMAN,
  MANCALA_PLAYER_COMPUTER
} MancalaPlayerKind;

typedef enum
{
  MANCALA_ANIMATION_SLOW,
  MANCALA_ANIMATION_NORMAL,
  MANCALA_ANIMATION_FAST,
  MANCALA_ANIMATION_INSTANT
} MancalaAnimationSpeed;

/* GEnum types of the engine's enums (nicks = GSettings nicks). */
#define MANCALA_TYPE_VARIANT         (mancala_variant_get_type ())
#define MANCALA_TYPE_SIDE            (mancala_side_get_type ())
#define MANCALA_TYPE_LEVEL           (mancala_level_get_type ())
#define MANCALA_TYPE_OUTCOME         (mancala_outcome_get_type ())
#define MANCALA_TYPE_END_RULE        (mancala_end_rule_get_type ())
#define MANCALA_TYPE_GRAND_SLAM      (mancala_grand_slam_get_type ())
#define MANCALA_TYPE_ROUNDS          (mancala_rounds_get_type ())
#define MANCALA_TYPE_PLAYER_KIND     (mancala_player_kind_get_type ())
#define MANCALA_TYPE_ANIMATION_SPEED (mancala_animation_speed_get_type ())

GType mancala_variant_get_type         (void) G_GNUC_CONST;
GType mancala_side_get_type            (void) G_GNUC_CONST;
GType mancala_level_get_type           (void) G_GNUC_CONST;
GType mancala_outcome_get_type         (void) G_GNUC_CONST;
GType mancala_end_rule_get_type        (void) G_GNUC_CONST;
GType mancala_grand_slam_get_type      (void) G_GNUC_CONST;
GType mancala_rounds_get_type          (void) G_GNUC_CONST;
GType mancala_player_kind_get_type     (void) G_GNUC_CONST;
GType mancala_animation_speed_get_type (void) G_GNUC_CONST;

G_END_DECLS
