/* mancala-evaluate.c
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

#include "mancala-evaluate-private.h"
#include "mancala-position-private.h"

/* The evaluation of the general search (mancala-search.c) and its
 * weights; the Kalah search (mancala-search-kalah.c) has its own copy of
 * the same terms over its two-word boards.
 */

void
_mancala_eval_prepare (MancalaSearcher    *s,
                       const MancalaRules *rules)
{
  s->extra_pattern = 0;
  for (unsigned i = 0; i < rules->houses && i < MANCALA_WORD_HOUSES; i++)
    s->extra_pattern |= (uint64_t) (rules->houses - i) << (8 * i);
}

void
_mancala_eval_default_weights (const MancalaRules *rules,
                               MancalaEvalWeights *weights)
{
  /* Measured in matches (docs/levels.md), not guessed. */
  switch (rules->variant)
    {
    case MANCALA_VARIANT_OWARE:
      weights->side = 1;
      weights->extra = 0;
      weights->mobility = 1;
      break;

    case MANCALA_VARIANT_CONGKAK:
      weights->side = 2;
      weights->extra = 0;
      weights->mobility = 0;
      break;

    case MANCALA_VARIANT_KALAH:
    default:
      weights->side = 2;
      weights->extra = 2;
      weights->mobility = 0;
      break;
    }
}

int
_mancala_evaluate (const MancalaSearcher *s,
                   const MancalaPosition *pos)
{
  const MancalaRules *rules = s->rules;
  const MancalaEvalWeights *w = &s->weights;
  unsigned n = rules->houses;
  unsigned me = pos->to_move;
  unsigned my_first = me == MANCALA_SOUTH ? 0 : n + 1;
  unsigned their_first = me == MANCALA_SOUTH ? n + 1 : 0;
  int my_store = pos->pits[my_first + n];
  int their_store = pos->pits[their_first + n];
  int my_side, their_side, mobility, extra;

  if (n <= MANCALA_WORD_HOUSES)
    {
      uint64_t mine = _mancala_row_word (rules, pos, (MancalaSide) me);
      uint64_t theirs = _mancala_row_word (rules, pos, (MancalaSide) (1 - me));

      /* The houses whose seeds end exactly in the store match the
       * pattern byte for byte.
       */
      my_side = (int) _mancala_word_sum (mine);
      their_side = (int) _mancala_word_sum (theirs);
      mobility = (int) _mancala_word_count (mine) - (int) _mancala_word_count (theirs);
      extra = (int) n - (int) _mancala_word_count (mine ^ s->extra_pattern);
    }
  else
    {
      my_side = their_side = mobility = extra = 0;
      for (unsigned i = 0; i < n; i++)
        {
          unsigned a = pos->pits[my_first + i];
          unsigned b = pos->pits[their_first + i];

          my_side += a;
          their_side += b;
          mobility += (a != 0) - (b != 0);
          /* A house whose seeds end exactly in the store. */
          extra += a == n - i;
        }
    }

  return MANCALA_SCORE_SCALE * (my_store - their_store)
         + w->side * (my_side - their_side)
         + w->mobility * mobility
         + w->extra * extra;
}
