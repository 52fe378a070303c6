/* mancala-move-list.h
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

#include "mancala-game.h"

G_BEGIN_DECLS

/* The moves of the game in the notation of docs/notation.md: one row per
 * turn ("25. S 4+ 2"), each move a button, a row per Congkak round, the
 * current move highlighted and kept in view.
 *
 * Signal "move-activated" (guint n): a person chose the position after
 * move @n (0: the start).
 */

#define MANCALA_TYPE_MOVE_LIST (mancala_move_list_get_type ())

G_DECLARE_FINAL_TYPE (MancalaMoveList, mancala_move_list, MANCALA, MOVE_LIST, GtkWidget)

GtkWidget *mancala_move_list_new         (void);

/* @moves: MancalaMove from the start. Rows already shown are kept when
 * @moves only grew.
 */
void       mancala_move_list_set_moves   (MancalaMoveList    *self,
                                          const MancalaRules *rules,
                                          const GArray       *moves);

/* Highlights the move @n (0: none, the start) and scrolls it into view. */
void       mancala_move_list_set_current (MancalaMoveList    *self,
                                          guint               n);
guint      mancala_move_list_get_current (MancalaMoveList    *self);

/* Marks moves @mistakes (1-based, @n of them) as mistakes of the
 * analysis; the marks of the last call go.
 */
void       mancala_move_list_set_mistakes (MancalaMoveList   *self,
                                           const guint       *mistakes,
                                           guint              n);

/* The button of move @n (1-based), for tests; NULL if there is none. */
GtkWidget *mancala_move_list_get_button  (MancalaMoveList    *self,
                                          guint               n);

G_END_DECLS
