/* mancala-history-pane.h
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

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The board's area and the move list: the list is a side panel on the
 * right of a wide window and a sheet under the board in a narrow one
 * (libadwaita 1.2 has no breakpoints, so the pane decides from its own
 * width). Properties "content", "panel" (widgets) and "panel-visible".
 */

#define MANCALA_TYPE_HISTORY_PANE (mancala_history_pane_get_type ())

G_DECLARE_FINAL_TYPE (MancalaHistoryPane, mancala_history_pane, MANCALA, HISTORY_PANE, GtkWidget)

/* Narrower than this, the panel goes under the board. */
#define MANCALA_HISTORY_PANE_WIDE 720

void      mancala_history_pane_set_panel_visible (MancalaHistoryPane *self,
                                                  gboolean            visible);
gboolean  mancala_history_pane_get_panel_visible (MancalaHistoryPane *self);
/* TRUE while the panel is beside the content, FALSE under it. */
gboolean  mancala_history_pane_get_wide          (MancalaHistoryPane *self);

G_END_DECLS
