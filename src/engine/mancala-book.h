/* mancala-book.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-search.h"

/* Wise's opening book for Kalah (docs/levels.md, "Opening book"): the
 * solved best move of every position of the first turns, computed by
 * tests/tools/mancala-perfect.c and compiled in (mancala-book-data.h).
 * Not part of the public API.
 */

typedef struct
{
  uint8_t houses;
  uint8_t seeds;
  uint8_t empty_capture;
  uint8_t to_move;                          /* MancalaSide */
  uint8_t pits[2 * 6 + 2];                  /* Circuit order, as MancalaPosition. */
  uint8_t move;                             /* A best move: it keeps the value. */
  int8_t  value;                            /* Final store difference, mover's view. */
} MancalaBookEntry;

/* The book's entry for @pos under @rules, or NULL. Only the rules the
 * book was solved for have one: Kalah without the pie rule, the game
 * ending as soon as a row is empty.
 */
const MancalaBookEntry *_mancala_book_lookup  (const MancalaRules     *rules,
                                               const MancalaPosition  *pos);

/* Every entry, for the tests. */
const MancalaBookEntry *_mancala_book_entries (unsigned               *n_entries);

/* The rules and the position of @entry. */
void                    _mancala_book_entry_position (const MancalaBookEntry *entry,
                                                      MancalaRules           *rules,
                                                      MancalaPosition        *pos);
