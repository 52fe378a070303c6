/* mancala-new-game-dialog.h
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

#include <adwaita.h>

#include "mancala-settings.h"

G_BEGIN_DECLS

/* What the New Game page chose: the rules (the variant's options as in
 * Preferences, with the board size and seeds chosen here) and who plays
 * each side.
 */
typedef struct
{
  MancalaRules      rules;
  MancalaPlayerKind kinds[2];   /* By MancalaSide. */
  MancalaLevel      levels[2];
} MancalaNewGameChoice;

/* How the page names the opponent. */
typedef enum
{
  MANCALA_OPPONENT_FRIEND,      /* Two people on this screen. */
  MANCALA_OPPONENT_COMPUTER,    /* A person against the computer. */
  MANCALA_OPPONENT_WATCH,       /* The computer against itself. */
} MancalaOpponent;

#define MANCALA_TYPE_NEW_GAME_DIALOG (mancala_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (MancalaNewGameDialog, mancala_new_game_dialog, MANCALA, NEW_GAME_DIALOG, AdwWindow)

/* The page opens on what @settings hold (the same keys as Preferences)
 * and changes nothing until mancala_new_game_dialog_save().
 *
 * Signal "start": the player pressed Start. The window asks before a
 * game in progress is lost, then starts the game and calls
 * mancala_new_game_dialog_save().
 */
MancalaNewGameDialog *mancala_new_game_dialog_new        (MancalaSettings      *settings) G_GNUC_WARN_UNUSED_RESULT;

void                  mancala_new_game_dialog_get_choice (MancalaNewGameDialog *self,
                                                          MancalaNewGameChoice *choice);
/* Writes the choice to the settings, for Preferences and the next start. */
void                  mancala_new_game_dialog_save       (MancalaNewGameDialog *self);

/* For tests and the keyboard: what the player would pick. */
void                  mancala_new_game_dialog_set_variant  (MancalaNewGameDialog *self,
                                                            MancalaVariant        variant);
void                  mancala_new_game_dialog_set_opponent (MancalaNewGameDialog *self,
                                                            MancalaOpponent       opponent);

G_END_DECLS
