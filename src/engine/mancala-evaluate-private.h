/* mancala-evaluate-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-searcher-private.h"

/* The evaluation of a position at the search's horizon
 * (mancala-evaluate.c).
 */

/* What the evaluation derives from the rules alone, once per rule set. */
void _mancala_eval_prepare (MancalaSearcher       *s,
                            const MancalaRules    *rules);

/* The value of @pos for its side to move, in 1/MANCALA_SCORE_SCALE seeds. */
int  _mancala_evaluate     (const MancalaSearcher *s,
                            const MancalaPosition *pos);

/* The terms of the fitted evaluation of Oware, each counted from the
 * side to move's view ("my") against the other side's ("their").
 */
enum
{
  MANCALA_EVAL_OWARE_TEMPO,            /* 1: having the move. */
  MANCALA_EVAL_OWARE_STORES,           /* Store difference (weighed 1 seed, exactly). */
  MANCALA_EVAL_OWARE_MY_HOUSE,         /* Seeds in each house, 1 to 9 in sowing order. */
  MANCALA_EVAL_OWARE_THEIR_HOUSE = MANCALA_EVAL_OWARE_MY_HOUSE + MANCALA_MAX_HOUSES,
  MANCALA_EVAL_OWARE_MY_EMPTY = MANCALA_EVAL_OWARE_THEIR_HOUSE + MANCALA_MAX_HOUSES,
  MANCALA_EVAL_OWARE_THEIR_EMPTY,
  MANCALA_EVAL_OWARE_MY_ONE,           /* Houses of 1 or 2 seeds: a sowing makes */
  MANCALA_EVAL_OWARE_THEIR_ONE,        /* them 2 or 3, which the other side takes. */
  MANCALA_EVAL_OWARE_MY_TWO,
  MANCALA_EVAL_OWARE_THEIR_TWO,
  MANCALA_EVAL_OWARE_MY_BIG,           /* Houses that go round the board (2N seeds or more). */
  MANCALA_EVAL_OWARE_THEIR_BIG,
  MANCALA_EVAL_OWARE_MY_CAPTURE,       /* Most seeds one move takes now. */
  MANCALA_EVAL_OWARE_THEIR_CAPTURE,    /* ... and for the other side, were it to move. */
  MANCALA_EVAL_OWARE_MY_CAPTURES,      /* Moves that take seeds. */
  MANCALA_EVAL_OWARE_THEIR_CAPTURES,
  MANCALA_EVAL_OWARE_SIDE_LATE,        /* Side difference times the seeds already taken, / 8. */
  MANCALA_EVAL_OWARE_TERMS
};

/* The terms of Wise's Kalah evaluation on boards of up to six houses
 * (mancala-kalah-eval-private.h), from the side to move's view; the
 * weights say what the rest of the game brings beyond the stores.
 */
enum
{
  MANCALA_EVAL_KALAH_TEMPO,            /* 1: having the move. */
  MANCALA_EVAL_KALAH_STORES,           /* Store difference (weighed 1 seed, exactly). */
  MANCALA_EVAL_KALAH_MY_HOUSE,         /* Seeds in each house, in sowing order. */
  MANCALA_EVAL_KALAH_THEIR_HOUSE = MANCALA_EVAL_KALAH_MY_HOUSE + MANCALA_KALAH_MAX_HOUSES,
  MANCALA_EVAL_KALAH_MY_EMPTY = MANCALA_EVAL_KALAH_THEIR_HOUSE + MANCALA_KALAH_MAX_HOUSES,
  MANCALA_EVAL_KALAH_THEIR_EMPTY = MANCALA_EVAL_KALAH_MY_EMPTY + MANCALA_KALAH_MAX_HOUSES,
  MANCALA_EVAL_KALAH_MY_EXTRA = MANCALA_EVAL_KALAH_THEIR_EMPTY + MANCALA_KALAH_MAX_HOUSES,
  MANCALA_EVAL_KALAH_THEIR_EXTRA,      /* Houses whose seeds end in the store. */
  MANCALA_EVAL_KALAH_MY_GAIN,          /* Most seeds one move adds to the store now, */
  MANCALA_EVAL_KALAH_THEIR_GAIN,       /* capture included (the other side as if to move). */
  MANCALA_EVAL_KALAH_MY_BIG,           /* Houses that go round the board (2N + 1 seeds or more). */
  MANCALA_EVAL_KALAH_THEIR_BIG,
  MANCALA_EVAL_KALAH_SIDE_LATE,        /* Side difference times the seeds in the stores. */
  MANCALA_EVAL_KALAH_TERMS
};

/* The fitted weights of Kalah under @rules (MANCALA_EVAL_KALAH_TERMS
 * of them, in 1/1024 seed), or NULL where none were fitted.
 */
const int *_mancala_eval_kalah_weights (const MancalaRules *rules);

/* The terms of the other variants: those of MancalaEvalWeights. */
enum
{
  MANCALA_EVAL_BASIC_TEMPO,
  MANCALA_EVAL_BASIC_STORES,
  MANCALA_EVAL_BASIC_SIDE,      /* Seeds on my side less theirs. */
  MANCALA_EVAL_BASIC_EXTRA,     /* My houses that end in my store. */
  MANCALA_EVAL_BASIC_MOBILITY,  /* My non-empty houses less theirs. */
  MANCALA_EVAL_BASIC_TERMS
};

/* Writes the terms of @pos (at most MANCALA_EVAL_TERMS) and returns how
 * many. For the tuner.
 */
unsigned _mancala_eval_terms (const MancalaRules    *rules,
                              const MancalaPosition *pos,
                              int                   *terms);

_Static_assert (MANCALA_EVAL_OWARE_TERMS <= MANCALA_EVAL_TERMS, "room for the Oware terms");
_Static_assert (MANCALA_EVAL_KALAH_TERMS <= MANCALA_EVAL_TERMS, "room for the Kalah terms");
