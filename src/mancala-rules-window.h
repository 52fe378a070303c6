/* mancala-rules-window.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mancala-rules.h"

G_BEGIN_DECLS

#define MANCALA_TYPE_RULES_WINDOW (mancala_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (MancalaRulesWindow, mancala_rules_window, MANCALA, RULES_WINDOW, AdwWindow)

/* Opens on the page of @rules' variant and lists its options as set
 * there (the rules of the game in progress).
 */
MancalaRulesWindow *mancala_rules_window_new       (const MancalaRules *rules) G_GNUC_WARN_UNUSED_RESULT;
const MancalaRules *mancala_rules_window_get_rules (MancalaRulesWindow *self);

G_END_DECLS
