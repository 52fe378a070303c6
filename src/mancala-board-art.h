/* mancala-board-art.h
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

G_BEGIN_DECLS

/* The drawing of the board with plain Cairo and no widget state, so the
 * board widget and the Rules window draw the same wood, pits and seeds.
 * Coordinates are in logical pixels; scale the cairo_t for HiDPI.
 */

#define MANCALA_ART_N_SEED_COLOURS 6
/* A seed's look: one of the colours, in one of three slightly different
 * sizes and tones, so a heap reads as natural stones.
 */
#define MANCALA_ART_N_SEED_LOOKS   (3 * MANCALA_ART_N_SEED_COLOURS)

/* How the board lies in its area. */
typedef enum
{
  MANCALA_BOARD_VIEW_UPRIGHT = 1 << 0,  /* Rows as columns, stores at top and bottom. */
  MANCALA_BOARD_VIEW_FLIPPED = 1 << 1,  /* Turned half round: North's row nearest. */
} MancalaBoardView;

/* Where everything goes for one rule set in one area. The drawing keeps
 * its aspect and is centred in the area.
 */
typedef struct
{
  guint            houses;
  gboolean         mirrored;                      /* Congkak: clockwise. */
  MancalaBoardView view;
  double           unit;                          /* One house cell. */
  double           seed_radius;
  graphene_rect_t  bounds;                        /* Everything drawn. */
  graphene_rect_t  wood;                          /* The board itself. */
  graphene_rect_t  pits[MANCALA_MAX_PITS];        /* Oval of each pit. */
  graphene_rect_t  targets[MANCALA_MAX_PITS];     /* Where each pit takes clicks and touches. */
  graphene_point_t counts[MANCALA_MAX_PITS];      /* Centre of each count. */
  graphene_point_t number_offset;                 /* From a count to its house number. */
  graphene_rect_t  names[2];                      /* Name band per side. */
  graphene_point_t divider[2];                    /* The line between the rows. */
  double           count_size;                    /* Text sizes, in pixels. */
  double           number_size;
  double           name_size;
  const char      *font_family;                   /* Not owned; NULL for "Sans". */
} MancalaBoardLayout;

/* Width / height of the horizontal drawing for @rules. */
double      mancala_board_layout_aspect        (const MancalaRules       *rules);

/* The size of the drawing in units of one house cell. */
void        mancala_board_layout_size          (const MancalaRules       *rules,
                                                MancalaBoardView          view,
                                                double                   *width,
                                                double                   *height);

/* Upright in a portrait area or where the rows would be cramped side by
 * side; never flipped (that is the players' business, not the area's).
 */
MancalaBoardView mancala_board_layout_choose_view (const MancalaRules    *rules,
                                                   double                 width,
                                                   double                 height);

/* The horizontal, unflipped board. */
void        mancala_board_layout_init          (MancalaBoardLayout       *layout,
                                                const MancalaRules       *rules,
                                                double                    width,
                                                double                    height);
void        mancala_board_layout_init_view     (MancalaBoardLayout       *layout,
                                                const MancalaRules       *rules,
                                                double                    width,
                                                double                    height,
                                                MancalaBoardView          view);

/* Wood, carved pits and burnt houses (@burnt is MancalaPosition.burnt). */
void        mancala_board_art_draw_background  (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint32                   burnt,
                                                gboolean                  dark);

/* A seed's resting place in a pit, stable for a given (@pit, @index), so
 * seeds never jitter between frames. @lift is how high it sits in the
 * heap (0 for the bottom layer), for shading.
 */
void        mancala_board_art_seed_place       (const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                guint                     index,
                                                double                   *x,
                                                double                   *y,
                                                double                   *lift);

/* The default look (0..MANCALA_ART_N_SEED_LOOKS-1) of a seed that starts
 * the game in @pit at @index.
 */
guint       mancala_board_art_seed_colour      (guint                     pit,
                                                guint                     index);

/* One round stone with its shadow, centred at (@x, @y); @colour is a look
 * (0..MANCALA_ART_N_SEED_LOOKS-1).
 */
void        mancala_board_art_draw_seed        (cairo_t                  *cr,
                                                double                    x,
                                                double                    y,
                                                double                    radius,
                                                guint                     colour);

/* The same, with a light rim for high contrast when @outline is TRUE. */
void        mancala_board_art_draw_seed_outlined (cairo_t                *cr,
                                                  double                  x,
                                                  double                  y,
                                                  double                  radius,
                                                  guint                   colour,
                                                  gboolean                outline);

/* The seeds resting in @pit; @colours holds @n_seeds colours, or is NULL
 * for the default ones.
 */
void        mancala_board_art_draw_pit_seeds   (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                const guint8             *colours,
                                                guint                     n_seeds);

/* Text in the board's font at @size logical pixels. */
PangoLayout *mancala_board_art_create_text     (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                const char               *text,
                                                double                    size,
                                                gboolean                  bold) G_GNUC_WARN_UNUSED_RESULT;

/* The number next to a pit. */
void        mancala_board_art_draw_count       (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                guint                     count,
                                                gboolean                  dark);

/* The house number (1..N of its side) beside a house's count: what the
 * number keys and the messages call it.
 */
void        mancala_board_art_draw_house_number (cairo_t                 *cr,
                                                 const MancalaBoardLayout *layout,
                                                 guint                    pit,
                                                 guint                    house,
                                                 gboolean                 dark);

/* What a house is worth (@text, e.g. "+6"), beside its count opposite
 * the house number; firmer when @exact. The anchor is where the text
 * starts (@xalign 0) or is centred (@xalign 0.5).
 */
void        mancala_board_art_draw_house_value (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                const char               *text,
                                                gboolean                  exact,
                                                gboolean                  dark);
void        mancala_board_art_house_value_anchor (const MancalaBoardLayout *layout,
                                                  guint                     pit,
                                                  double                   *x,
                                                  double                   *y,
                                                  double                   *xalign);

/* In place of the count of a burnt house (traditional Congkak). */
void        mancala_board_art_draw_burnt       (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                gboolean                  dark);

/* A player's name and score above (north) or below (south) the board.
 * @to_move marks whose turn it is; @fg is the text colour of the style.
 */
void        mancala_board_art_draw_name        (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                MancalaSide               side,
                                                const char               *name,
                                                guint                     score,
                                                gboolean                  to_move,
                                                const GdkRGBA            *fg);

/* A coloured ring around a pit, to point at it (Rules window, advice). */
void        mancala_board_art_draw_pit_ring    (cairo_t                  *cr,
                                                const MancalaBoardLayout *layout,
                                                guint                     pit,
                                                const GdkRGBA            *colour);

/* The whole board for @position in an area of @width × @height, names
 * and scores included when @names is not NULL (south, north).
 */
void        mancala_board_art_draw_position    (cairo_t                  *cr,
                                                const MancalaRules       *rules,
                                                const MancalaPosition    *position,
                                                const char * const       *names,
                                                double                    width,
                                                double                    height,
                                                gboolean                  dark);

/* The same, rendered into a texture of @width × @height logical pixels at
 * @scale device pixels per logical pixel (a GdkPaintable for GtkPicture).
 */
GdkTexture *mancala_board_art_render_texture   (const MancalaRules       *rules,
                                                const MancalaPosition    *position,
                                                const char * const       *names,
                                                int                       width,
                                                int                       height,
                                                int                       scale,
                                                gboolean                  dark) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
