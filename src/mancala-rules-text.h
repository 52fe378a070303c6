/* mancala-rules-text.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mancala-enums.h"
#include "mancala-rules.h"

G_BEGIN_DECLS

/* Translated words for the rules, shared by the window title, the
 * preferences and the Rules window so they always say the same thing.
 */
const char *mancala_variant_get_title     (MancalaVariant      variant);
const char *mancala_level_get_title       (MancalaLevel        level);

/* "6 houses, 4 seeds · Pie rule": the rules in force, in one line. */
char       *mancala_rules_get_summary     (const MancalaRules *rules) G_GNUC_WARN_UNUSED_RESULT;

/* One sentence per option of the variant, as it is set in @rules,
 * NULL-terminated.
 */
GStrv       mancala_rules_get_option_descriptions (const MancalaRules *rules) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
