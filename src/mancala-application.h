/* mancala-application.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MANCALA_TYPE_APPLICATION (mancala_application_get_type ())

G_DECLARE_FINAL_TYPE (MancalaApplication, mancala_application, MANCALA, APPLICATION, AdwApplication)

MancalaApplication *mancala_application_new (void) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
