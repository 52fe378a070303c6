/* mancala-level.c
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

#include "mancala-kalah-private.h"
#include "mancala-search-private.h"
#include "mancala-book.h"

#include <string.h>

/* The five computer players. Each is the same search with a smaller
 * budget and some noise at the root: the noise gives variety and, for
 * the weakest, the mistakes a beginner can punish. Budgets are node
 * counts, not time, so a level plays the same on every machine and a
 * match can be repeated; Wise also has a time cap so that it never makes
 * a player wait more than about a second. docs/levels.md has the
 * calibration matches.
 */

#define WISE_NODES       6000000
#define WISE_OWARE_NODES 4000000
#define WISE_KALAH_NODES 12000000

static const char * const level_names[MANCALA_N_LEVELS + 1] = {
  "foolish", "simple", "average", "clever", "wise", NULL
};

const char * const *
mancala_level_names (void)
{
  return level_names;
}

const char *
mancala_level_to_string (MancalaLevel level)
{
  if ((unsigned) level >= MANCALA_N_LEVELS)
    return NULL;
  return level_names[level];
}

bool
mancala_level_from_string (const char   *name,
                           MancalaLevel *level)
{
  if (name == NULL)
    return false;

  for (unsigned i = 0; i < MANCALA_N_LEVELS; i++)
    {
      if (strcmp (name, level_names[i]) == 0
          || (name[0] == (char) ('1' + i) && name[1] == '\0'))
        {
          *level = (MancalaLevel) i;
          return true;
        }
    }

  return false;
}

void
_mancala_level_style (const MancalaRules *rules,
                      MancalaLevel        level,
                      MancalaStyle       *style)
{
  memset (style, 0, sizeof *style);

  /* Congkak's relays make any move look much like another to a short
   * search: random play loses less there and the middle of the ladder
   * sits lower (matches in docs/levels.md).
   */
  if (rules->variant == MANCALA_VARIANT_CONGKAK && level < MANCALA_LEVEL_WISE)
    {
      static const MancalaStyle congkak[MANCALA_LEVEL_WISE] = {
        { .depth = 1, .random_pct = 90, .all_scores = true },
        { .depth = 2, .random_pct = 40, .noise = MANCALA_SCORE_SCALE, .all_scores = true },
        { .depth = 2, .noise = MANCALA_SCORE_SCALE, .all_scores = true },
        { .depth = 4 },
      };

      *style = congkak[level];
      return;
    }

  /* Kalah's endgame table plays every board of up to 18 seeds
   * perfectly, and its fitted evaluation judges the middle game better:
   * only Wise has them, and the levels below keep the mistakes of their
   * calibration.
   */
  style->skip_kalah_table = level < MANCALA_LEVEL_WISE;
  style->hand_set_eval = level < MANCALA_LEVEL_WISE;

  switch (level)
    {
    case MANCALA_LEVEL_FOOLISH:
      /* Mostly random; otherwise it takes what lies in front of it. */
      style->depth = 1;
      style->random_pct = 60;
      style->noise = 3 * MANCALA_SCORE_SCALE;
      style->all_scores = true;
      break;

    case MANCALA_LEVEL_SIMPLE:
      style->depth = 2;
      style->noise = 2 * MANCALA_SCORE_SCALE;
      style->all_scores = true;
      break;

    case MANCALA_LEVEL_AVERAGE:
      style->depth = 6;
      style->noise = MANCALA_SCORE_SCALE;
      style->all_scores = true;
      break;

    case MANCALA_LEVEL_CLEVER:
      style->nodes = 20000;
      break;

    case MANCALA_LEVEL_WISE:
    case MANCALA_N_LEVELS:
    default:
      /* About two thirds of a second on this machine, quiet, so that
       * the cap of one second in the window seldom strikes and the
       * window plays as the CLI's node budget does (docs/levels.md).
       * Kalah of up to six houses has its own, faster search.
       */
      if (_mancala_kalah_supported (rules))
        style->nodes = WISE_KALAH_NODES;
      else if (rules->variant == MANCALA_VARIANT_OWARE)
        style->nodes = WISE_OWARE_NODES;  /* Its evaluation costs more. */
      else
        style->nodes = WISE_NODES;
      style->time_ms = 1000;
      break;
    }
}

static bool
choose_move (MancalaSearcher       *self,
             const MancalaRules    *rules,
             const MancalaPosition *pos,
             const MancalaHistory  *history,
             MancalaLevel           level,
             uint64_t               seed,
             bool                   wall_cap,
             const _Atomic int     *stop,
             MancalaSearchResult   *result)
{
  MancalaStyle style;

  /* Wise plays the solved move where its opening book has one
   * (mancala-book.c); the other levels keep their own mistakes.
   */
  if (level == MANCALA_LEVEL_WISE)
    {
      const MancalaBookEntry *entry = _mancala_book_lookup (rules, pos);

      if (entry != NULL && mancala_position_is_legal (rules, pos, entry->move))
        {
          memset (result, 0, sizeof *result);
          result->move = entry->move;
          result->score = entry->value;
          result->exact = true;
          return true;
        }
    }

  _mancala_level_style (rules, level, &style);
  if (!wall_cap)
    style.time_ms = 0;
  return _mancala_searcher_run (self, rules, pos, history, &style, seed, stop, result);
}

bool
mancala_searcher_choose_move (MancalaSearcher       *self,
                              const MancalaRules    *rules,
                              const MancalaPosition *pos,
                              const MancalaHistory  *history,
                              MancalaLevel           level,
                              uint64_t               seed,
                              const _Atomic int     *stop,
                              MancalaSearchResult   *result)
{
  return choose_move (self, rules, pos, history, level, seed, true, stop, result);
}

bool
_mancala_level_choose_move_capped (const MancalaRules    *rules,
                                   const MancalaPosition *pos,
                                   const MancalaHistory  *history,
                                   MancalaLevel           level,
                                   uint64_t               seed,
                                   bool                   wall_cap,
                                   const _Atomic int     *stop,
                                   MancalaSearchResult   *result)
{
  MancalaSearcher *searcher;
  bool found;

  /* Small levels need a small table; Wise fills a larger one. */
  searcher = mancala_searcher_new (level == MANCALA_LEVEL_WISE ? 16 : 2);
  if (searcher == NULL)
    {
      uint8_t moves[MANCALA_MAX_MOVES];

      /* Out of memory: still answer with a legal move. */
      memset (result, 0, sizeof *result);
      result->move = MANCALA_MOVE_NONE;
      if (mancala_position_legal_moves (rules, pos, moves) == 0)
        return false;
      result->move = moves[0];
      return true;
    }

  found = choose_move (searcher, rules, pos, history, level, seed, wall_cap, stop, result);
  mancala_searcher_free (searcher);

  return found;
}

bool
mancala_level_choose_move (const MancalaRules    *rules,
                           const MancalaPosition *pos,
                           const MancalaHistory  *history,
                           MancalaLevel           level,
                           uint64_t               seed,
                           const _Atomic int     *stop,
                           MancalaSearchResult   *result)
{
  return _mancala_level_choose_move_capped (rules, pos, history, level, seed, true, stop, result);
}
