/* fuzz-engine.c
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

/* libFuzzer harness of the engine: the input chooses a rule set and the
 * moves of a whole game (an index into the legal moves per ply; when the
 * bytes run out, a generator seeded by them finishes the game). After
 * every move the invariants of docs/rules.md are checked, and any violation
 * traps so that libFuzzer saves the input.
 *
 * Input: byte 0 bit 0 selects raw rules (arbitrary field values, only
 * played when mancala_rules_validate() accepts them) or a valid rule set
 * built from bytes 1..4; the moves follow. Without bit 1 the generated
 * tail stops after TAIL_PLIES; with it the game is played to its end,
 * fully checked for TAIL_PLIES and then only for conservation and the
 * bounds, so that long games stay affordable.
 */

#define TAIL_PLIES 64

#include "mancala-position.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Fails loudly: the message says which invariant, the trap makes
 * libFuzzer keep the input.
 */
#define FUZZ_NAME "fuzz-engine"
#include "fuzz-check.h"

typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         offset;
  uint64_t       state;  /* xorshift once the bytes are used up */
} Input;

static uint8_t
input_byte (Input *in)
{
  if (in->offset < in->size)
    return in->data[in->offset++];

  in->state ^= in->state << 13;
  in->state ^= in->state >> 7;
  in->state ^= in->state << 17;
  return (uint8_t) (in->state >> 24);
}

static void
input_init (Input         *in,
            const uint8_t *data,
            size_t         size)
{
  in->data = data;
  in->size = size;
  in->offset = 0;
  /* FNV-1a, so that the tail of a game still depends on every byte. */
  in->state = UINT64_C (0xcbf29ce484222325);
  for (size_t i = 0; i < size; i++)
    in->state = (in->state ^ data[i]) * UINT64_C (0x100000001b3);
  if (in->state == 0)
    in->state = 1;
}

static bool
read_rules (Input        *in,
            uint8_t       mode,
            MancalaRules *rules)
{
  char reason[256];
  uint8_t b;

  if (mode & 1)
    {
      /* Anything at all: validate must refuse it cleanly or accept it. */
      memset (rules, 0, sizeof *rules);
      rules->variant = (MancalaVariant) (int8_t) input_byte (in);
      rules->houses = input_byte (in);
      rules->seeds = input_byte (in);
      b = input_byte (in);
      rules->empty_capture = b & 1;
      rules->pie = (b >> 1) & 1;
      rules->end_rule = (MancalaEndRule) (int8_t) input_byte (in);
      rules->grand_slam = (MancalaGrandSlam) (int8_t) input_byte (in);
      rules->rounds = (MancalaRounds) (int8_t) input_byte (in);

      reason[0] = 'x';
      if (!mancala_rules_validate (rules, reason, sizeof reason))
        {
          CHECK (reason[0] != '\0' && strchr (reason, '\n') == NULL);
          return false;
        }
      CHECK (reason[0] == '\0');
      return true;
    }

  mancala_rules_init_default (rules, (MancalaVariant) (input_byte (in) % MANCALA_N_VARIANTS));
  rules->houses = MANCALA_MIN_HOUSES + input_byte (in) % MANCALA_MAX_HOUSES;
  rules->seeds = MANCALA_MIN_SEEDS + input_byte (in) % MANCALA_MAX_SEEDS;
  b = input_byte (in);

  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      rules->empty_capture = b & 1;
      rules->pie = (b >> 1) & 1;
      rules->end_rule = (b >> 2) & 1 ? MANCALA_END_NO_MOVE : MANCALA_END_IMMEDIATE;
      break;
    case MANCALA_VARIANT_OWARE:
      rules->grand_slam = (MancalaGrandSlam) (b % 3);
      break;
    case MANCALA_VARIANT_CONGKAK:
      rules->rounds = b & 1 ? MANCALA_ROUNDS_TRADITIONAL : MANCALA_ROUNDS_SINGLE;
      break;
    case MANCALA_N_VARIANTS:
    default:
      CHECK (false);
    }

  /* Every combination built here is in the documented ranges. */
  CHECK (mancala_rules_validate (rules, reason, sizeof reason));
  return true;
}

/* Invariants of any position of a game. */
static void
check_position (const MancalaRules    *rules,
                const MancalaPosition *pos,
                unsigned               probe)
{
  unsigned n_pits = mancala_rules_n_pits (rules);
  unsigned total = 2u * rules->houses * rules->seeds;
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n;

  CHECK (mancala_position_total_seeds (rules, pos) == total);
  for (unsigned p = n_pits; p < MANCALA_MAX_PITS; p++)
    CHECK (pos->pits[p] == 0);
  CHECK (pos->to_move <= MANCALA_NORTH);
  CHECK (pos->reserved == 0);
  CHECK (pos->round >= 1 && pos->round <= MANCALA_MAX_ROUNDS);
  CHECK ((pos->burnt >> n_pits) == 0);
  CHECK ((pos->burnt & (1u << rules->houses)) == 0);
  CHECK ((pos->burnt & (1u << (n_pits - 1))) == 0);
  for (unsigned p = 0; p < n_pits; p++)
    if ((pos->burnt >> p) & 1u)
      CHECK (pos->pits[p] == 0);

  if (rules->variant != MANCALA_VARIANT_CONGKAK || rules->rounds == MANCALA_ROUNDS_SINGLE)
    CHECK (pos->round == 1 && pos->burnt == 0);
  if (rules->variant != MANCALA_VARIANT_KALAH || !rules->pie)
    CHECK ((pos->flags & (MANCALA_POSITION_PIE | MANCALA_POSITION_SWAPPED)) == 0);

  n = mancala_position_legal_moves (rules, pos, moves);
  CHECK (n <= MANCALA_MAX_MOVES);

  /* Over exactly when nobody can move; the outcome follows the stores. */
  if (mancala_position_is_over (pos))
    {
      unsigned south = mancala_position_store (rules, pos, MANCALA_SOUTH);
      unsigned north = mancala_position_store (rules, pos, MANCALA_NORTH);
      MancalaOutcome outcome = mancala_position_outcome (rules, pos);

      CHECK (n == 0);
      CHECK (outcome == (south > north ? MANCALA_OUTCOME_SOUTH :
                         north > south ? MANCALA_OUTCOME_NORTH : MANCALA_OUTCOME_DRAW));
      /* Kalah and Congkak collect the rows at the end. */
      if (rules->variant != MANCALA_VARIANT_OWARE)
        CHECK (south + north == total);
      return;
    }

  CHECK (n > 0);
  CHECK (mancala_position_outcome (rules, pos) == MANCALA_OUTCOME_NONE);
  CHECK (mancala_perft (rules, pos, NULL, 1) == n);

  for (unsigned i = 0; i < n; i++)
    {
      CHECK (i == 0 || moves[i] > moves[i - 1]);
      CHECK (moves[i] <= rules->houses);
      if (moves[i] == MANCALA_MOVE_SWAP)
        CHECK (i == 0 && rules->pie && pos->to_move == MANCALA_NORTH);
      else
        CHECK (mancala_position_house (rules, pos, pos->to_move, moves[i]) > 0 &&
               !mancala_position_is_burnt (rules, pos, pos->to_move, moves[i]));
    }

  /* is_legal agrees with the list; one number a caller may pass per
   * position (each call computes the legal moves again, which is slow in
   * Oware).
   */
  CHECK (mancala_position_is_legal (rules, pos, probe) == (memchr (moves, (int) probe, n) != NULL));

  /* Kalah and Congkak: every house with seeds is a move. */
  if (rules->variant != MANCALA_VARIANT_OWARE)
    for (unsigned h = 1; h <= rules->houses; h++)
      if (mancala_position_house (rules, pos, pos->to_move, h) > 0)
        CHECK (memchr (moves, (int) h, n) != NULL);
}

/* Replays the report of a move on @before and compares with @after. */
static void
check_report (const MancalaRules    *rules,
              const MancalaPosition *before,
              const MancalaPosition *after,
              const MancalaReport   *report,
              unsigned               move,
              unsigned               flags)
{
  MancalaSide mover = (MancalaSide) before->to_move;
  MancalaSide other = mancala_side_other (mover);
  unsigned n_pits = mancala_rules_n_pits (rules);
  unsigned own_store = mancala_rules_store (rules, mover);
  unsigned opp_store = mancala_rules_store (rules, other);
  MancalaPosition replay = *before;
  bool refilled = false, round_end = false, extra = false, over = false;
  bool capture = false, swap = false, grand_slam = false;
  unsigned into_own_store = 0, into_opponent = 0, lifted_from = n_pits;
  unsigned next = other;

  CHECK (report->n_events <= MANCALA_MAX_EVENTS);
  if (report->overflow)
    return;

  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      switch (e->kind)
        {
        case MANCALA_EVENT_LIFT:
          CHECK (i == 0 && e->pit < n_pits && replay.pits[e->pit] == e->count && e->count > 0);
          CHECK (e->pit == mancala_rules_pit (rules, mover, move));
          replay.pits[e->pit] = 0;
          lifted_from = e->pit;
          break;
        case MANCALA_EVENT_DROP:
          CHECK (e->pit < n_pits && e->pit != opp_store);
          CHECK (((replay.burnt >> e->pit) & 1u) == 0);
          if (rules->variant == MANCALA_VARIANT_OWARE)
            CHECK (!mancala_rules_is_store (rules, e->pit) && e->pit != lifted_from);
          replay.pits[e->pit]++;
          into_own_store += e->pit == own_store;
          into_opponent += !mancala_rules_is_store (rules, e->pit) &&
                           mancala_rules_pit_side (rules, e->pit) == other;
          break;
        case MANCALA_EVENT_RELAY:
          CHECK (rules->variant == MANCALA_VARIANT_CONGKAK);
          CHECK (e->pit < n_pits && !mancala_rules_is_store (rules, e->pit));
          CHECK (replay.pits[e->pit] == e->count && e->count > 1);
          replay.pits[e->pit] = 0;
          break;
        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_COLLECT:
          CHECK (e->pit < n_pits && e->to < n_pits && mancala_rules_is_store (rules, e->to));
          CHECK (!mancala_rules_is_store (rules, e->pit));
          CHECK (replay.pits[e->pit] == e->count && e->count > 0);
          if (e->kind == MANCALA_EVENT_CAPTURE)
            {
              CHECK (e->to == own_store);
              into_own_store += e->count;
              capture = true;
            }
          else
            {
              CHECK (e->to == mancala_rules_store (rules, mancala_rules_pit_side (rules, e->pit)));
            }
          replay.pits[e->pit] = 0;
          replay.pits[e->to] += e->count;
          break;
        case MANCALA_EVENT_GRAND_SLAM:
          CHECK (rules->variant == MANCALA_VARIANT_OWARE &&
                 rules->grand_slam != MANCALA_GRAND_SLAM_CAPTURE);
          grand_slam = true;
          break;
        case MANCALA_EVENT_EXTRA_TURN:
          CHECK (e->count == mover && rules->variant != MANCALA_VARIANT_OWARE);
          extra = true;
          next = mover;
          break;
        case MANCALA_EVENT_SWAP:
          CHECK (i == 0 && move == MANCALA_MOVE_SWAP);
          replay.flags &= (uint8_t) ~MANCALA_POSITION_PIE;
          replay.flags ^= MANCALA_POSITION_SWAPPED;
          swap = true;
          next = mover;
          break;
        case MANCALA_EVENT_REFILL:
        case MANCALA_EVENT_BURN:
          CHECK (rules->rounds == MANCALA_ROUNDS_TRADITIONAL);
          CHECK (e->pit < n_pits && !mancala_rules_is_store (rules, e->pit));
          if (!refilled)
            replay.burnt = 0;
          refilled = true;
          if (e->kind == MANCALA_EVENT_BURN)
            {
              replay.burnt |= 1u << e->pit;
              CHECK (replay.pits[e->pit] == 0);
              break;
            }
          CHECK (e->to == mancala_rules_store (rules, mancala_rules_pit_side (rules, e->pit)));
          CHECK (e->count == rules->seeds && replay.pits[e->to] >= e->count);
          CHECK (replay.pits[e->pit] == 0);
          replay.pits[e->to] -= e->count;
          replay.pits[e->pit] = e->count;
          break;
        case MANCALA_EVENT_ROUND_END:
          CHECK (refilled && e->to <= MANCALA_NORTH && e->count == before->round + 1);
          replay.round = e->count;
          round_end = true;
          next = e->to;
          break;
        case MANCALA_EVENT_REPETITION:
          CHECK (rules->variant == MANCALA_VARIANT_OWARE);
          break;
        case MANCALA_EVENT_GAME_OVER:
          CHECK (i == report->n_events - 1u);
          CHECK (e->count == mancala_position_outcome (rules, after));
          replay.flags |= MANCALA_POSITION_OVER;
          over = true;
          break;
        default:
          CHECK (false);
        }
    }

  CHECK (memcmp (replay.pits, after->pits, sizeof replay.pits) == 0);
  CHECK (replay.burnt == after->burnt);
  CHECK (replay.round == after->round);
  CHECK ((replay.flags & ~MANCALA_POSITION_PIE) == (after->flags & ~MANCALA_POSITION_PIE));
  if (!over)
    CHECK (after->to_move == next);
  if (mover == MANCALA_NORTH || swap)
    CHECK ((after->flags & MANCALA_POSITION_PIE) == 0);

  /* The flags tell the same story as the events. */
  CHECK (((flags & MANCALA_MOVE_GAME_OVER) != 0) == over);
  CHECK (((flags & MANCALA_MOVE_GAME_OVER) != 0) == mancala_position_is_over (after));
  CHECK (((flags & MANCALA_MOVE_EXTRA_TURN) != 0) == (!over && next == mover && !swap));
  CHECK (((flags & MANCALA_MOVE_SWAPPED) != 0) == swap);
  CHECK (((flags & MANCALA_MOVE_ROUND_CHANGE) != 0) == round_end);
  CHECK (((flags & MANCALA_MOVE_GRAND_SLAM) != 0) == grand_slam);
  CHECK (((flags & MANCALA_MOVE_CAPTURE) != 0) == capture);
  if (extra)
    CHECK (!over);

  /* Congkak rule 7: every move puts a seed into the mover's store. */
  if (rules->variant == MANCALA_VARIANT_CONGKAK)
    CHECK (into_own_store > 0);

  /* Oware rule 5: an empty opponent must be fed. */
  if (rules->variant == MANCALA_VARIANT_OWARE &&
      mancala_position_side_seeds (rules, before, other) == 0)
    CHECK (into_opponent > 0);
}

static bool
report_feeds (const MancalaRules  *rules,
              const MancalaReport *report,
              MancalaSide          other)
{
  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      if (e->kind == MANCALA_EVENT_DROP && !mancala_rules_is_store (rules, e->pit) &&
          mancala_rules_pit_side (rules, e->pit) == other)
        return true;
    }

  return false;
}

/* Oware rule 5 and the grand-slam option from the other end: a house
 * left out of the legal moves must fail to feed an empty opponent, or be
 * a forbidden grand slam while some move is not one.
 */
static void
check_oware_choices (const MancalaRules    *rules,
                     const MancalaPosition *pos)
{
  static MancalaReport report;
  MancalaSide side = (MancalaSide) pos->to_move;
  MancalaSide other = mancala_side_other (side);
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);
  bool must_feed = mancala_position_side_seeds (rules, pos, other) == 0;
  unsigned n_slams = 0;

  for (unsigned h = 1; h <= rules->houses; h++)
    {
      MancalaPosition copy = *pos;
      bool listed = memchr (moves, (int) h, n) != NULL;
      bool slam, feeds;

      if (mancala_position_house (rules, pos, side, h) == 0)
        continue;

      slam = (mancala_position_apply (rules, &copy, h, &report) & MANCALA_MOVE_GRAND_SLAM) != 0;
      feeds = report_feeds (rules, &report, other);
      if (report.overflow)
        continue;

      if (listed)
        {
          CHECK (!must_feed || feeds);
          n_slams += slam;
        }
      else if (!must_feed || feeds)
        {
          CHECK (slam && rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN);
        }
    }

  /* Forbidden grand slams stay legal only when every move is one. */
  if (rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN && n_slams > 0)
    CHECK (n_slams == n);
}

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* Big and reused: the harness runs one input at a time. */
  static MancalaReport report;
  static MancalaHistory history;
  MancalaRules rules;
  MancalaPosition pos;
  Input in;
  unsigned plies = 0, quiet = 0, tail = 0, total, quiet_bound;
  uint8_t mode;

  input_init (&in, data, size);
  mode = input_byte (&in);
  if (!read_rules (&in, mode, &rules))
    return 0;

  total = 2u * rules.houses * rules.seeds;
  mancala_position_init (&pos, &rules);
  mancala_history_init (&history, &rules, &pos);
  check_position (&rules, &pos, input_byte (&in) % (MANCALA_MAX_HOUSES + 3));

  /* Plies without a seed reaching a store are bounded: Kalah moves that
   * reach no store only move seeds forward in the mover's own row; Oware
   * ends a game whose history would overflow.
   */
  if (rules.variant == MANCALA_VARIANT_OWARE)
    quiet_bound = MANCALA_MAX_PLIES + 1;
  else
    quiet_bound = 2u * total * rules.houses + 2;

  while (!mancala_position_is_over (&pos))
    {
      MancalaPosition before = pos;
      uint8_t moves[MANCALA_MAX_MOVES];
      unsigned n = mancala_position_legal_moves (&rules, &pos, moves);
      bool full;
      unsigned move;
      unsigned stores = mancala_position_store (&rules, &pos, MANCALA_SOUTH) +
                        mancala_position_store (&rules, &pos, MANCALA_NORTH);
      unsigned flags;

      CHECK (n > 0);
      if (in.offset >= in.size && ++tail > TAIL_PLIES && !(mode & 2))
        break;
      full = tail <= TAIL_PLIES;
      move = moves[input_byte (&in) % n];

      if (full && rules.variant == MANCALA_VARIANT_OWARE)
        check_oware_choices (&rules, &pos);

      if (full)
        {
          flags = mancala_play (&rules, &pos, &history, move, &report);
          check_report (&rules, &before, &pos, &report, move, flags);
          check_position (&rules, &pos, (unsigned) ((in.offset + in.state) % (MANCALA_MAX_HOUSES + 3)));
        }
      else
        {
          flags = mancala_play (&rules, &pos, &history, move, NULL);
          CHECK (mancala_position_total_seeds (&rules, &pos) == total);
          CHECK (pos.round <= MANCALA_MAX_ROUNDS);
        }

      if (mancala_position_store (&rules, &pos, MANCALA_SOUTH) +
          mancala_position_store (&rules, &pos, MANCALA_NORTH) != stores)
        quiet = 0;
      else
        quiet++;

      /* A Congkak round has at most one move per seed (rule 7); the
       * refill empties the stores, so count per round instead.
       */
      if (rules.variant == MANCALA_VARIANT_CONGKAK)
        {
          plies = flags & MANCALA_MOVE_ROUND_CHANGE ? 0 : plies + 1;
          CHECK (plies <= total);
        }
      else
        {
          CHECK (quiet <= quiet_bound);
        }
    }

  return 0;
}
