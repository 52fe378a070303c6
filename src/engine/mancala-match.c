/* mancala-match.c
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

#include "mancala-search-private.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Matches between two levels, for calibration. Each opening is a few
 * random plies from the start and is played twice, once with each level
 * on each side, so that neither the opening nor the first move decides
 * the series.
 */

#ifndef OPENING_PLIES
#define OPENING_PLIES 3
#endif
#define MAX_GAME_PLIES 4000
#ifndef OPENING_ATTEMPTS
#define OPENING_ATTEMPTS 48
#endif
#define OPENING_NODES 20000

static uint64_t
mix_seed (uint64_t seed,
          uint64_t a,
          uint64_t b)
{
  uint64_t state = seed ^ (a * 0x9e3779b97f4a7c15ull) ^ (b * 0xc2b2ae3d27d4eb4full);

  return _mancala_random_next (&state);
}

/* Plays random plies from the start, avoiding any that end the game. */
static void
random_opening (const MancalaRules *rules,
                uint64_t           *rng,
                MancalaPosition    *pos,
                MancalaHistory     *history)
{
  mancala_position_init (pos, rules);
  mancala_history_init (history, rules, pos);

  for (unsigned ply = 0; ply < OPENING_PLIES; ply++)
    {
      uint8_t moves[MANCALA_MAX_MOVES];
      unsigned n = mancala_position_legal_moves (rules, pos, moves);

      for (unsigned tries = 0; n > 0 && tries < 8; tries++)
        {
          MancalaPosition next = *pos;
          unsigned move = moves[_mancala_random_next (rng) % n];

          /* The swap makes a poor opening: it only relabels the sides. */
          if (move == MANCALA_MOVE_SWAP)
            continue;

          mancala_position_apply (rules, &next, move, NULL);
          if (mancala_position_is_over (&next))
            continue;

          mancala_play (rules, pos, history, move, NULL);
          break;
        }
    }
}

/* Of a few random openings, the one a short search finds most even: a
 * lopsided opening is won by whichever side gets it, whoever plays, and
 * would pull every score towards 50 %.
 */
static void
make_opening (const MancalaRules *rules,
              MancalaSearcher    *judge,
              uint64_t            seed,
              MancalaPosition    *pos,
              MancalaHistory     *history)
{
  MancalaHistory *candidate_history = history + 1;
  MancalaPosition candidate;
  uint64_t rng = seed;
  int best = -1;

  for (unsigned attempt = 0; attempt < OPENING_ATTEMPTS && best != 0; attempt++)
    {
      MancalaStyle style = { .nodes = OPENING_NODES };
      MancalaSearchResult result;
      int score;

      random_opening (rules, &rng, &candidate, candidate_history);
      mancala_searcher_clear (judge);
      if (!_mancala_searcher_run (judge, rules, &candidate, candidate_history, &style,
                                  seed, NULL, &result))
        continue;

      score = result.score < 0 ? -result.score : result.score;
      if (best < 0 || score < best)
        {
          best = score;
          *pos = candidate;
          *history = *candidate_history;
        }
    }

  if (best < 0)
    {
      rng = seed;
      random_opening (rules, &rng, pos, history);
    }
}

/* Which player (0 = the one who started south) owns @side now. */
static unsigned
player_of (const MancalaPosition *pos,
           MancalaSide            side)
{
  unsigned swapped = (pos->flags & MANCALA_POSITION_SWAPPED) != 0;

  return (unsigned) side ^ swapped;
}

/* Returns +1 if the player who started south won, -1 if it lost, 0 for
 * a draw; -2 if stopped.
 */
static int
play_game (const MancalaRules *rules,
           MancalaSearcher    *judge,
           MancalaHistory     *histories,
           MancalaSearcher    *south_searcher,
           const MancalaStyle *south_style,
           MancalaSearcher    *north_searcher,
           const MancalaStyle *north_style,
           uint64_t            opening_seed,
           uint64_t            game_seed,
           const _Atomic int  *stop)
{
  static const int sign[2] = { 1, -1 };
  MancalaPosition pos;
  MancalaHistory *history = histories;
  MancalaOutcome outcome;
  unsigned ply;

  make_opening (rules, judge, opening_seed, &pos, history);
  mancala_searcher_clear (south_searcher);
  mancala_searcher_clear (north_searcher);

  for (ply = 0; ply < MAX_GAME_PLIES && !mancala_position_is_over (&pos); ply++)
    {
      MancalaSearchResult result;
      unsigned player = player_of (&pos, (MancalaSide) pos.to_move);
      uint64_t seed = mix_seed (game_seed, ply, player);

      if (player == 0)
        _mancala_searcher_run (south_searcher, rules, &pos, history,
                               south_style, seed, stop, &result);
      else
        _mancala_searcher_run (north_searcher, rules, &pos, history,
                               north_style, seed, stop, &result);

      if (stop != NULL && atomic_load (stop))
        return -2;
      if (result.move == MANCALA_MOVE_NONE)
        break;

      mancala_play (rules, &pos, history, result.move, NULL);
    }

  if (!mancala_position_is_over (&pos))
    {
      /* A game without end (it cannot happen under the rules): judge it
       * by the stores.
       */
      int south = mancala_position_store (rules, &pos, MANCALA_SOUTH);
      int north = mancala_position_store (rules, &pos, MANCALA_NORTH);

      outcome = south > north ? MANCALA_OUTCOME_SOUTH
                : north > south ? MANCALA_OUTCOME_NORTH : MANCALA_OUTCOME_DRAW;
    }
  else
    outcome = mancala_position_outcome (rules, &pos);

  if (outcome == MANCALA_OUTCOME_DRAW)
    return 0;

  /* The board side that won, then the player who owns it at the end. */
  return sign[player_of (&pos, outcome == MANCALA_OUTCOME_SOUTH ? MANCALA_SOUTH : MANCALA_NORTH)];
}

bool
mancala_match_play (const MancalaRules   *rules,
                    MancalaLevel          a,
                    MancalaLevel          b,
                    unsigned              games,
                    uint64_t              seed,
                    const _Atomic int    *stop,
                    MancalaMatchProgress  progress,
                    void                 *user_data,
                    MancalaMatchResult   *result)
{
  MancalaPlayerSpec spec_a = { .level = a }, spec_b = { .level = b };

  _mancala_level_style (rules, a, &spec_a.style);
  _mancala_level_style (rules, b, &spec_b.style);
  /* Node budgets only: the clock would make the series depend on the
   * machine's load and impossible to repeat.
   */
  spec_a.style.time_ms = 0;
  spec_b.style.time_ms = 0;
  return _mancala_match_play_custom (rules, &spec_a, &spec_b, games, seed, stop,
                                     progress, user_data, result);
}

bool
_mancala_match_play_custom (const MancalaRules      *rules,
                            const MancalaPlayerSpec *a,
                            const MancalaPlayerSpec *b,
                            unsigned                 games,
                            uint64_t                 seed,
                            const _Atomic int       *stop,
                            MancalaMatchProgress     progress,
                            void                    *user_data,
                            MancalaMatchResult      *result)
{
  MancalaSearcher *searcher_a, *searcher_b, *judge;
  MancalaHistory *histories;
  bool finished = true;

  memset (result, 0, sizeof *result);

  searcher_a = mancala_searcher_new (a->level == MANCALA_LEVEL_WISE ? 32 : 2);
  searcher_b = mancala_searcher_new (b->level == MANCALA_LEVEL_WISE ? 32 : 2);
  judge = mancala_searcher_new (1);
  if (searcher_a != NULL)
    _mancala_searcher_set_weights (searcher_a, a->has_weights ? &a->weights : NULL);
  if (searcher_b != NULL)
    _mancala_searcher_set_weights (searcher_b, b->has_weights ? &b->weights : NULL);
  /* The game's history and a candidate opening's: too big for a stack. */
  histories = calloc (2, sizeof (MancalaHistory));
  if (searcher_a == NULL || searcher_b == NULL || judge == NULL || histories == NULL)
    {
      mancala_searcher_free (searcher_a);
      mancala_searcher_free (searcher_b);
      mancala_searcher_free (judge);
      free (histories);
      return false;
    }

  for (unsigned g = 0; g < games; g++)
    {
      uint64_t opening_seed = mix_seed (seed, g / 2, 0x6f70656e);
      uint64_t game_seed = mix_seed (seed, g, 0x67616d65);
      bool a_south = g % 2 == 0;
      int r;

      if (a_south)
        r = play_game (rules, judge, histories, searcher_a, &a->style, searcher_b, &b->style,
                       opening_seed, game_seed, stop);
      else
        r = play_game (rules, judge, histories, searcher_b, &b->style, searcher_a, &a->style,
                       opening_seed, game_seed, stop);

      if (r == -2)
        {
          finished = false;
          break;
        }

      if (!a_south)
        r = -r;

      result->games++;
      if (r > 0)
        result->a_wins++;
      else if (r < 0)
        result->b_wins++;
      else
        result->draws++;
      result->a_score = (result->a_wins + result->draws / 2.0) / result->games * 100.0;

      if (progress != NULL && !progress (result, user_data))
        {
          finished = false;
          break;
        }
    }

  mancala_searcher_free (searcher_a);
  mancala_searcher_free (searcher_b);
  mancala_searcher_free (judge);
  free (histories);

  return finished;
}
