/* mancala-board.h
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

#include "mancala-position.h"
#include "mancala-enums.h"

G_BEGIN_DECLS

/* What a house is worth for the side to move (the analysis): the final
 * seed margin, proven or estimated at a depth.
 */
typedef struct
{
  gboolean known;
  int      value;
  gboolean exact;
  guint    depth;   /* Of an estimate. */
} MancalaHouseValue;

#define MANCALA_TYPE_BOARD (mancala_board_get_type ())

G_DECLARE_FINAL_TYPE (MancalaBoard, mancala_board, MANCALA, BOARD, GtkWidget)

/* The board knows positions, never MancalaGame: the window feeds it.
 *
 * Signals:
 * - "house-activated" (guint house): a person chose a house (1..N) of the
 *   side to move, by click, Enter/Space or a number key. Only emitted
 *   while the board is interactive, not animating, and the move is legal.
 * - "house-refused" (guint side, guint house): the same choice of a house
 *   the rules refuse (empty, burnt, the other side's, or not feeding an
 *   Oware opponent), so that the window can say why.
 * - "animation-finished": the replay started by mancala_board_animate_move()
 *   or an animated mancala_board_set_position() ended (also when it was
 *   finished early, replaced, or animations are off). Emitted exactly once
 *   per animation, possibly before the call that started it returns
 *   (animations off, "instant" speed, board not on screen): check
 *   mancala_board_get_animating() after starting one.
 * - "cue" (guint MancalaSoundEvent, guint pit, guint variation): the
 *   replay reached a sound; the window plays it (see mancala-sound.h).
 *
 * Properties: "animating" (read-only), "interactive", "animation-speed",
 * "move-preview".
 *
 * Each house is a MancalaPit child with action-name "board.sow" and a
 * uint target: the pit index in circuit order (see mancala_rules_pit()),
 * so that both rows can share the action; the board installs "board.sow"
 * and turns it into "house-activated". Number keys 1-9 play that house
 * of the side to move; Escape or a click finishes an animation.
 */

GtkWidget         *mancala_board_new                   (void);

/* Shows @position at once (the board copies both structs). With @animate,
 * the seeds settle into their pits in a short animation (new game, undo);
 * either way any running animation is cancelled first.
 */
void               mancala_board_set_position          (MancalaBoard          *self,
                                                        const MancalaRules    *rules,
                                                        const MancalaPosition *position,
                                                        gboolean               animate);

/* Replays a move seed by seed from its @report (lift, drops, relays,
 * captures, extra turn, round changes) from @before to @after; at the
 * end the board shows @after and emits "animation-finished". At the
 * "instant" speed, or with animations disabled, it jumps to @after.
 */
void               mancala_board_animate_move          (MancalaBoard          *self,
                                                        const MancalaRules    *rules,
                                                        const MancalaPosition *before,
                                                        const MancalaReport   *report,
                                                        const MancalaPosition *after);

/* Jumps to the end of the running animation (a click or Escape does it
 * too). Does nothing when not animating.
 */
void               mancala_board_finish_animation      (MancalaBoard          *self);
gboolean           mancala_board_get_animating         (MancalaBoard          *self);

/* When TRUE, the houses of the side to move that hold a legal move glow
 * and can be played. The window sets it when a person is to move.
 */
void               mancala_board_set_interactive       (MancalaBoard          *self,
                                                        gboolean               interactive);
gboolean           mancala_board_get_interactive       (MancalaBoard          *self);

/* Which sides people play. With exactly one, the accessible labels of that
 * side say "Your house 3"; otherwise every house is named by its side.
 */
void               mancala_board_set_human_sides       (MancalaBoard          *self,
                                                        gboolean               south,
                                                        gboolean               north);

/* The advised house (1..N) of the side to move; 0 or MANCALA_MOVE_NONE
 * clears it. It is cleared by every new position.
 */
void               mancala_board_set_highlight_move    (MancalaBoard          *self,
                                                        guint                  house);
guint              mancala_board_get_highlight_move    (MancalaBoard          *self);

/* What each house of the side to move is worth: @values[0] is house 1,
 * @n_values at most the houses of a side. Each known one is written
 * beside its house and read in its accessible description. NULL or 0
 * clears them; every new position clears them too.
 */
void               mancala_board_set_house_values      (MancalaBoard            *self,
                                                        const MancalaHouseValue *values,
                                                        guint                    n_values);
void               mancala_board_clear_house_values    (MancalaBoard          *self);
/* FALSE when house (1..N) has no value shown. */
gboolean           mancala_board_get_house_value       (MancalaBoard          *self,
                                                        guint                  house,
                                                        MancalaHouseValue     *value);

/* The house (1..N of @side) the last move started from; 0 or
 * MANCALA_MOVE_NONE clears it.
 */
void               mancala_board_set_last_move         (MancalaBoard          *self,
                                                        MancalaSide            side,
                                                        guint                  house);

/* Names shown next to each store with its score; NULL gives "South" and
 * "North".
 */
void               mancala_board_set_player_names      (MancalaBoard          *self,
                                                        const char            *south,
                                                        const char            *north);

void               mancala_board_set_animation_speed   (MancalaBoard          *self,
                                                        MancalaAnimationSpeed  speed);
MancalaAnimationSpeed mancala_board_get_animation_speed (MancalaBoard         *self);

/* When TRUE (the default), pointing at or focusing a playable house of a
 * person shows where its last seed would land and whether that brings an
 * extra turn or a capture, as the engine would play it.
 */
void               mancala_board_set_move_preview      (MancalaBoard          *self,
                                                        gboolean               move_preview);
gboolean           mancala_board_get_move_preview      (MancalaBoard          *self);

G_END_DECLS
