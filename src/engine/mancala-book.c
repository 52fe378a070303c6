/* mancala-book.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-book.h"

#include <string.h>

/* The first turns are where a search with a one-second budget is
 * furthest from the end of the game, and where the solver is slowest
 * (30 to 75 s for the start of Kalah 6 × 4): so their solved moves are
 * computed once, here, and looked up. A few hundred rows: a linear scan
 * costs nothing beside a search.
 */
static const MancalaBookEntry book[] = {
#include "mancala-book-data.h"
};

static bool
book_rules (const MancalaRules *rules)
{
  /* The values and best moves were solved for these rules only: the
   * other end rule scores the end differently, the pie rule adds a
   * move.
   */
  return rules->variant == MANCALA_VARIANT_KALAH
         && rules->houses <= 6
         && !rules->pie
         && rules->end_rule == MANCALA_END_IMMEDIATE;
}

const MancalaBookEntry *
_mancala_book_lookup (const MancalaRules    *rules,
                      const MancalaPosition *pos)
{
  unsigned n_pits = mancala_rules_n_pits (rules);

  if (!book_rules (rules) || pos->flags != 0)
    return NULL;

  for (size_t i = 0; i < sizeof book / sizeof book[0]; i++)
    {
      const MancalaBookEntry *e = &book[i];

      if (e->houses == rules->houses && e->seeds == rules->seeds
          && e->empty_capture == (rules->empty_capture ? 1 : 0)
          && e->to_move == pos->to_move
          && memcmp (e->pits, pos->pits, n_pits) == 0)
        return e;
    }

  return NULL;
}

const MancalaBookEntry *
_mancala_book_entries (unsigned *n_entries)
{
  *n_entries = sizeof book / sizeof book[0];
  return book;
}

void
_mancala_book_entry_position (const MancalaBookEntry *entry,
                              MancalaRules           *rules,
                              MancalaPosition        *pos)
{
  unsigned south[6], north[6];

  mancala_rules_init_default (rules, MANCALA_VARIANT_KALAH);
  rules->houses = entry->houses;
  rules->seeds = entry->seeds;
  rules->empty_capture = entry->empty_capture != 0;

  for (unsigned h = 0; h < entry->houses; h++)
    {
      south[h] = entry->pits[h];
      north[h] = entry->pits[entry->houses + 1 + h];
    }
  mancala_position_set_board (pos, rules, south, entry->pits[entry->houses], north,
                              entry->pits[2 * entry->houses + 1], (MancalaSide) entry->to_move);
}
