/* mancala-position-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-position.h"

#include <string.h>

/* A row of houses as one 64-bit word, house 1 in the low byte, for the
 * loops that the search runs at every node: sums and counts over a row
 * become a few arithmetic steps. Rows of up to eight houses fit; the
 * callers take the ninth house of the largest board on its own.
 */

#define MANCALA_WORD_HOUSES 8

static inline uint64_t
_mancala_row_word (const MancalaRules    *rules,
                   const MancalaPosition *pos,
                   MancalaSide            side)
{
  unsigned first = side == MANCALA_SOUTH ? 0u : rules->houses + 1u;
  unsigned houses = rules->houses < MANCALA_WORD_HOUSES ? rules->houses : MANCALA_WORD_HOUSES;
  uint64_t word;

  /* The struct goes on past the pits, so the load stays inside it. */
  memcpy (&word, (const uint8_t *) pos + first, sizeof word);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64 (word);
#endif
  return houses == MANCALA_WORD_HOUSES ? word : word & ((UINT64_C (1) << (8 * houses)) - 1);
}

/* The sum of the bytes; no byte carries, as a board never holds 256 seeds. */
static inline unsigned
_mancala_word_sum (uint64_t word)
{
  return (unsigned) ((word * UINT64_C (0x0101010101010101)) >> 56);
}

/* How many bytes are not zero. */
static inline unsigned
_mancala_word_count (uint64_t word)
{
  const uint64_t low = UINT64_C (0x7f7f7f7f7f7f7f7f);
  uint64_t high = (((word & low) + low) | word) & ~low;

  return _mancala_word_sum (high >> 7);
}
