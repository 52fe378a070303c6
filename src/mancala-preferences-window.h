/* mancala-preferences-window.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mancala-settings.h"

G_BEGIN_DECLS

#define MANCALA_TYPE_PREFERENCES_WINDOW (mancala_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (MancalaPreferencesWindow, mancala_preferences_window, MANCALA, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every row writes its GSettings key at once; the main window decides
 * what a change means for the game in progress.
 */
MancalaPreferencesWindow *mancala_preferences_window_new (MancalaSettings *settings) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
