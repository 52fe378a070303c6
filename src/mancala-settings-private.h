/* mancala-settings-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-settings.h"

G_BEGIN_DECLS

/* Copies @wanted into @rules when the engine and the game accept it;
 * otherwise warns and writes the variant's defaults.
 */
void _mancala_settings_check_rules (const MancalaRules *wanted,
                                    MancalaRules       *rules);

G_END_DECLS
