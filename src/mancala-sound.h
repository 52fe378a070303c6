/* mancala-sound.h
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

G_BEGIN_DECLS

/* What the board's replay of a move sounds like, in the order it happens:
 * the board emits these from its animation ("cue" signal), the window
 * hands them to MancalaSound.
 */
typedef enum
{
  MANCALA_SOUND_DROP,          /* One seed falls in a house. */
  MANCALA_SOUND_STORE,         /* One seed falls in a store. */
  MANCALA_SOUND_CAPTURE,       /* Captured seeds land in a store. */
  MANCALA_SOUND_COLLECT,       /* The seeds left go to the stores (end of a game or round). */
  MANCALA_SOUND_EXTRA_TURN,    /* The same player moves again. */
  MANCALA_SOUND_GAME_OVER,
  MANCALA_SOUND_N_EVENTS,
} MancalaSoundEvent;

/* Plays the sound file called @name (e.g. "drop-3", without ".wav").
 * The game's own backend is GSound; tests put a recorder here.
 */
typedef void (*MancalaSoundBackend) (const char *name,
                                     gpointer    user_data);

#define MANCALA_TYPE_SOUND (mancala_sound_get_type ())

G_DECLARE_FINAL_TYPE (MancalaSound, mancala_sound, MANCALA, SOUND, GObject)

/* Property "enabled" (TRUE by default): the window binds it to the
 * "sound" key. Nothing touches the audio system until the first sound
 * plays, and without a sound server the game stays silent (g_debug only).
 */
MancalaSound *mancala_sound_new          (void) G_GNUC_WARN_UNUSED_RESULT;

/* Replaces the backend; NULL restores the game's own. */
void          mancala_sound_set_backend  (MancalaSound        *self,
                                          MancalaSoundBackend  backend,
                                          gpointer             user_data,
                                          GDestroyNotify       destroy);

void          mancala_sound_set_enabled  (MancalaSound        *self,
                                          gboolean             enabled);
gboolean      mancala_sound_get_enabled  (MancalaSound        *self);

/* @variation picks among similar sounds (a seed's click), so that many in
 * a row do not sound the same; any number will do.
 */
void          mancala_sound_play         (MancalaSound        *self,
                                          MancalaSoundEvent    event,
                                          guint                variation);

/* The file name (without ".wav") that mancala_sound_play() gives the
 * backend, or NULL for an unknown event.
 */
const char   *mancala_sound_event_get_name (MancalaSoundEvent  event,
                                            guint              variation);

G_END_DECLS
