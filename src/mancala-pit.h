/* mancala-pit.h
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

/* How a pit is marked on the board. */
typedef enum
{
  MANCALA_PIT_PLAYABLE  = 1 << 0,  /* A legal move for a person now. */
  MANCALA_PIT_ADVISED   = 1 << 1,  /* The advice points here. */
  MANCALA_PIT_LAST_MOVE = 1 << 2,  /* The last move started here. */
} MancalaPitFlags;

#define MANCALA_TYPE_PIT (mancala_pit_get_type ())

G_DECLARE_FINAL_TYPE (MancalaPit, mancala_pit, MANCALA, PIT, GtkButton)

/* One house or store of the board: a focusable, activatable child that
 * carries the accessible name and draws the pit's marks (playable glow,
 * hover, focus ring, advice, last move). The seeds are the board's.
 * Houses activate "board.sow" with their pit index.
 */
GtkWidget       *mancala_pit_new         (guint            pit,
                                          gboolean         is_store);
guint            mancala_pit_get_pit     (MancalaPit      *self);
gboolean         mancala_pit_is_store    (MancalaPit      *self);
MancalaPitFlags  mancala_pit_get_flags   (MancalaPit      *self);
void             mancala_pit_set_flags   (MancalaPit      *self,
                                          MancalaPitFlags  flags);

/* Accessible name and description; unchanged text is not sent again. */
void             mancala_pit_set_label   (MancalaPit      *self,
                                          const char      *label,
                                          const char      *description);
/* The accessible description last set; NULL when none. */
const char      *mancala_pit_get_description (MancalaPit  *self);

G_END_DECLS
