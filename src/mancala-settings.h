/* mancala-settings.h
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

#include <gio/gio.h>

#include "mancala-enums.h"
#include "mancala-rules.h"

G_BEGIN_DECLS

/* Typed properties over the GSettings schema io.github.mancala.Mancala.
 * Every key is a property of the same name ("variant", "kalah-houses",
 * "oware-grand-slam", "south-player", "north-level", "animation-speed",
 * "window-width", ...), bound with g_settings_bind(), so
 * "notify::<key>" tells about a change from anywhere.
 *
 * Signals:
 * - "rules-changed": a key that changes the rules in force (the variant,
 *   or an option of the chosen variant) changed. A game in progress
 *   needs a new game to follow it (ask first).
 * - "players-changed": a player or level key changed; apply it with
 *   mancala_game_set_player() without a new game.
 */

#define MANCALA_TYPE_SETTINGS (mancala_settings_get_type ())

G_DECLARE_FINAL_TYPE (MancalaSettings, mancala_settings, MANCALA, SETTINGS, GObject)

/* Uses the schema io.github.mancala.Mancala. */
MancalaSettings      *mancala_settings_new             (void) G_GNUC_WARN_UNUSED_RESULT;
MancalaSettings      *mancala_settings_new_for_settings (GSettings      *settings) G_GNUC_WARN_UNUSED_RESULT;

/* The GSettings object, for g_settings_bind() in the preferences. */
GSettings            *mancala_settings_get_gsettings   (MancalaSettings *self);

/* The rules chosen for the current variant. A combination the engine
 * refuses falls back to the variant's defaults (with a g_warning).
 */
void                  mancala_settings_get_rules       (MancalaSettings *self,
                                                        MancalaRules    *rules);
/* The same for any variant. */
void                  mancala_settings_get_variant_rules (MancalaSettings *self,
                                                          MancalaVariant   variant,
                                                          MancalaRules    *rules);

/* Writes @rules back: the variant and its options (the other variants'
 * options stay). The options go first and the variant last, so that
 * "rules-changed" sees half-written rules only while the variant is
 * still another one. Used to keep the settings on the game in progress.
 */
void                  mancala_settings_set_rules       (MancalaSettings    *self,
                                                        const MancalaRules *rules);

MancalaVariant        mancala_settings_get_variant     (MancalaSettings *self);
MancalaPlayerKind     mancala_settings_get_player_kind (MancalaSettings *self,
                                                        MancalaSide      seat);
MancalaLevel          mancala_settings_get_player_level (MancalaSettings *self,
                                                         MancalaSide      seat);
MancalaAnimationSpeed mancala_settings_get_animation_speed (MancalaSettings *self);

/* The computer's minimum thinking pause for an animation speed, in ms. */
guint                 mancala_animation_speed_thinking_time (MancalaAnimationSpeed speed);

G_END_DECLS
