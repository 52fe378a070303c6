/* mancala-position.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-position-private.h"

#include <string.h>

/* docs/rules.md is the specification of everything in this file. The hot
 * paths (sowing, legal moves) are plain loops over a byte array: no
 * allocation, no calls into other files.
 */

static inline void
report_add (MancalaReport    *report,
            MancalaEventKind  kind,
            unsigned          pit,
            unsigned          to,
            unsigned          count)
{
  if (report == NULL)
    return;

  if (report->n_events >= MANCALA_MAX_EVENTS)
    {
      report->overflow = true;
      return;
    }

  report->events[report->n_events++] = (MancalaEvent) {
    .kind = (uint8_t) kind,
    .pit = (uint8_t) pit,
    .to = (uint8_t) to,
    .count = (uint8_t) count,
  };
}

static inline unsigned
first_pit (const MancalaRules *rules,
           MancalaSide         side)
{
  return side == MANCALA_SOUTH ? 0u : rules->houses + 1u;
}

/* Rules are validated before use; the bound also tells the compiler that
 * the rows fit in the array.
 */
static inline unsigned
n_houses (const MancalaRules *rules)
{
  return rules->houses <= MANCALA_MAX_HOUSES ? rules->houses : MANCALA_MAX_HOUSES;
}

static inline unsigned
row_seeds (const MancalaRules    *rules,
           const MancalaPosition *pos,
           MancalaSide            side)
{
  /* One load, not a loop: the search asks at every node. */
  unsigned sum = _mancala_word_sum (_mancala_row_word (rules, pos, side));

  if (rules->houses > MANCALA_WORD_HOUSES)
    sum += pos->pits[first_pit (rules, side) + MANCALA_WORD_HOUSES];

  return sum;
}

unsigned
mancala_position_side_seeds (const MancalaRules    *rules,
                             const MancalaPosition *pos,
                             MancalaSide            side)
{
  return row_seeds (rules, pos, side);
}

unsigned
mancala_position_total_seeds (const MancalaRules    *rules,
                              const MancalaPosition *pos)
{
  unsigned sum = 0;

  for (unsigned i = 0; i < mancala_rules_n_pits (rules); i++)
    sum += pos->pits[i];

  return sum;
}

void
mancala_position_init (MancalaPosition    *pos,
                       const MancalaRules *rules)
{
  memset (pos, 0, sizeof *pos);

  for (unsigned i = 0; i < n_houses (rules); i++)
    {
      pos->pits[first_pit (rules, MANCALA_SOUTH) + i] = rules->seeds;
      pos->pits[first_pit (rules, MANCALA_NORTH) + i] = rules->seeds;
    }

  pos->to_move = MANCALA_SOUTH;
  pos->round = 1;

  if (rules->variant == MANCALA_VARIANT_KALAH && rules->pie)
    pos->flags |= MANCALA_POSITION_PIE;
}

void
mancala_position_set_board (MancalaPosition    *pos,
                            const MancalaRules *rules,
                            const unsigned     *south,
                            unsigned            south_store,
                            const unsigned     *north,
                            unsigned            north_store,
                            MancalaSide         to_move)
{
  memset (pos, 0, sizeof *pos);

  for (unsigned i = 0; i < n_houses (rules); i++)
    {
      pos->pits[first_pit (rules, MANCALA_SOUTH) + i] = (uint8_t) south[i];
      pos->pits[first_pit (rules, MANCALA_NORTH) + i] = (uint8_t) north[i];
    }

  pos->pits[mancala_rules_store (rules, MANCALA_SOUTH)] = (uint8_t) south_store;
  pos->pits[mancala_rules_store (rules, MANCALA_NORTH)] = (uint8_t) north_store;
  pos->to_move = (uint8_t) to_move;
  pos->round = 1;
}

/* Each side adds the seeds left in its houses to its own store: the end
 * of a Kalah or Congkak game, the Oware dead ends, a Congkak round.
 */
static void
collect_rows (const MancalaRules *rules,
              MancalaPosition    *pos,
              bool                south,
              bool                north,
              MancalaReport      *report)
{
  for (unsigned s = 0; s < 2; s++)
    {
      MancalaSide side = (MancalaSide) s;
      unsigned store = mancala_rules_store (rules, side);
      unsigned first = first_pit (rules, side);

      if ((side == MANCALA_SOUTH && !south) || (side == MANCALA_NORTH && !north))
        continue;

      for (unsigned i = 0; i < rules->houses; i++)
        {
          unsigned n = pos->pits[first + i];

          if (n == 0)
            continue;

          report_add (report, MANCALA_EVENT_COLLECT, first + i, store, n);
          pos->pits[store] += (uint8_t) n;
          pos->pits[first + i] = 0;
        }
    }
}

static inline unsigned
finish_game (const MancalaRules *rules,
             MancalaPosition    *pos,
             MancalaReport      *report)
{
  pos->flags |= MANCALA_POSITION_OVER;
  report_add (report, MANCALA_EVENT_GAME_OVER, 0, 0,
              mancala_position_outcome (rules, pos));
  return MANCALA_MOVE_GAME_OVER;
}

/* Drops @hand seeds one by one into the pits after @pit, passing over
 * the pits in the @skip mask, and returns the pit of the last seed. The
 * one sowing loop of all three variants.
 */
static inline unsigned
sow (const MancalaRules *rules,
     MancalaPosition    *pos,
     unsigned            pit,
     unsigned            hand,
     uint32_t            skip,
     MancalaReport      *report)
{
  unsigned n_pits = mancala_rules_n_pits (rules);
  unsigned p = pit;

  /* Unreported, whole laps go in at once (Congkak relays and Oware's big
   * houses carry dozens of seeds); the seeds left over are dropped one
   * by one below, as they are when reported.
   */
  if (report == NULL && hand + 3 >= n_pits)
    {
      uint32_t in_play = ((UINT32_C (1) << n_pits) - 1) & ~skip;
      unsigned lap = (unsigned) __builtin_popcount (in_play);

      if (hand >= lap && lap > 0)
        {
          unsigned laps = hand / lap;

          for (unsigned i = 0; i < n_pits; i++)
            if ((in_play >> i) & 1u)
              pos->pits[i] += (uint8_t) laps;
          hand -= laps * lap;

          /* A whole number of laps ends on the last pit in play before the start. */
          if (hand == 0)
            {
              while (!((in_play >> p) & 1u))
                p = p == 0 ? n_pits - 1 : p - 1;
              return p;
            }
        }
    }

  while (hand > 0)
    {
      if (++p == n_pits)
        p = 0;
      if ((skip >> p) & 1u)
        continue;
      pos->pits[p]++;
      hand--;
      report_add (report, MANCALA_EVENT_DROP, p, 0, 0);
    }

  return p;
}

static inline unsigned
lift (MancalaPosition *pos,
      unsigned         pit,
      MancalaEventKind kind,
      MancalaReport   *report)
{
  unsigned hand = pos->pits[pit];

  report_add (report, kind, pit, 0, hand);
  pos->pits[pit] = 0;

  return hand;
}

/* The last seed fell in the empty house @last of the mover's row (Kalah
 * rule 3, Congkak rule 4): it goes to @store with the seeds facing it,
 * when there are any or when @alone_too allows it on its own.
 */
static bool
capture_facing (const MancalaRules *rules,
                MancalaPosition    *pos,
                unsigned            last,
                unsigned            store,
                bool                alone_too,
                MancalaReport      *report)
{
  unsigned facing = mancala_rules_facing_pit (rules, last);
  unsigned taken = pos->pits[facing];

  if (taken == 0 && !alone_too)
    return false;

  if (taken > 0)
    report_add (report, MANCALA_EVENT_CAPTURE, facing, store, taken);
  report_add (report, MANCALA_EVENT_CAPTURE, last, store, 1);
  pos->pits[store] += (uint8_t) (taken + 1);
  pos->pits[facing] = 0;
  pos->pits[last] = 0;

  return true;
}

/* ---- Kalah ---------------------------------------------------------- */

#if defined(__SIZEOF_INT128__) && (!defined(__BYTE_ORDER__) || __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
#define QUIET_SOW_MAX_HOUSES 7   /* 2N + 2 pits in one 128-bit word. */

typedef unsigned __int128 PitWord;

/* @count bytes of one seed each, from byte @start on. */
static inline PitWord
seed_run (unsigned start,
          unsigned count)
{
  const PitWord ones = ((PitWord) UINT64_C (0x0101010101010101) << 64) | UINT64_C (0x0101010101010101);

  if (count == 0)
    return 0;
  return (ones >> (8 * (16 - count))) << (8 * start);
}

/* The Kalah sowing of sow(), unreported, as at most three runs of seeds
 * added to the board at once: the search plays millions of moves a
 * second. The run stops short of the other side's store: after the
 * mover's own houses and store for south, after the south houses for
 * north, where it goes on past the south store.
 */
static unsigned
sow_kalah_quiet (const MancalaRules *rules,
                 MancalaPosition    *pos,
                 unsigned            pit,
                 unsigned            hand,
                 unsigned            skipped)
{
  unsigned houses = rules->houses;
  unsigned top = 2 * houses + 1;
  unsigned lap = top;
  unsigned end = skipped == top ? top - 1 : top;
  unsigned first, last;
  PitWord board, add = 0;

  memcpy (&board, pos->pits, sizeof board);

  if (hand >= lap)
    {
      unsigned laps = hand / lap;

      add = (seed_run (0, top + 1) & ~seed_run (skipped, 1)) * laps;
      hand -= laps * lap;
    }

  if (hand == 0)
    last = pit;
  else
    {
      first = hand < end - pit ? hand : end - pit;
      add += seed_run (pit + 1, first);
      last = pit + first;
      hand -= first;
      if (hand > 0 && skipped == top)
        {
          add += seed_run (0, hand);
          last = hand - 1;
        }
      else if (hand > 0)
        {
          unsigned south = hand < houses ? hand : houses;

          add += seed_run (0, south) + seed_run (houses + 1, hand - south);
          last = hand > houses ? houses + hand - south : south - 1;
        }
    }

  board += add;
  memcpy (pos->pits, &board, sizeof board);
  return last;
}
#endif

static unsigned
apply_kalah (const MancalaRules *rules,
             MancalaPosition    *pos,
             unsigned            house,
             MancalaReport      *report)
{
  MancalaSide side = (MancalaSide) pos->to_move;
  MancalaSide other = mancala_side_other (side);
  unsigned own_store = mancala_rules_store (rules, side);
  uint32_t skip = 1u << mancala_rules_store (rules, other);
  unsigned pit = mancala_rules_pit (rules, side, house);
  unsigned flags = 0;
  unsigned last;
  MancalaSide next = other;

#ifdef QUIET_SOW_MAX_HOUSES
  if (report == NULL && rules->houses <= QUIET_SOW_MAX_HOUSES)
    last = sow_kalah_quiet (rules, pos, pit, lift (pos, pit, MANCALA_EVENT_LIFT, NULL),
                            mancala_rules_store (rules, other));
  else
#endif
    last = sow (rules, pos, pit, lift (pos, pit, MANCALA_EVENT_LIFT, report), skip, report);

  if (last == own_store)
    next = side;
  else if (mancala_rules_pit_side (rules, last) == side && pos->pits[last] == 1 &&
           capture_facing (rules, pos, last, own_store, rules->empty_capture, report))
    flags |= MANCALA_MOVE_CAPTURE;

  if (side == MANCALA_NORTH)
    pos->flags &= (uint8_t) ~MANCALA_POSITION_PIE;

  pos->to_move = (uint8_t) next;

  if (rules->end_rule == MANCALA_END_IMMEDIATE)
    {
      if (row_seeds (rules, pos, MANCALA_SOUTH) == 0 ||
          row_seeds (rules, pos, MANCALA_NORTH) == 0)
        {
          collect_rows (rules, pos, true, true, report);
          return flags | finish_game (rules, pos, report);
        }
    }
  else if (row_seeds (rules, pos, next) == 0)
    {
      /* The player to move cannot: the other keeps the seeds of its row. */
      collect_rows (rules, pos, true, true, report);
      return flags | finish_game (rules, pos, report);
    }

  if (next == side)
    {
      flags |= MANCALA_MOVE_EXTRA_TURN;
      report_add (report, MANCALA_EVENT_EXTRA_TURN, 0, 0, side);
    }

  return flags;
}

static unsigned
apply_swap (MancalaPosition *pos,
            MancalaReport   *report)
{
  /* The board stays; the players exchange sides, and north, now in the
   * other player's hands, moves next.
   */
  pos->flags &= (uint8_t) ~MANCALA_POSITION_PIE;
  pos->flags ^= MANCALA_POSITION_SWAPPED;
  report_add (report, MANCALA_EVENT_SWAP, 0, 0, 0);

  return MANCALA_MOVE_SWAPPED;
}

/* ---- Oware ---------------------------------------------------------- */

/* Sows the house @pit and returns the last pit. Both stores are passed
 * over, and so is the origin once the sowing laps (Oware rules 1 and 2).
 */
static unsigned
sow_oware (const MancalaRules *rules,
           MancalaPosition    *pos,
           unsigned            pit,
           MancalaReport      *report)
{
  uint32_t skip = (1u << rules->houses) | (1u << (2u * rules->houses + 1u)) | (1u << pit);

  return sow (rules, pos, pit, lift (pos, pit, MANCALA_EVENT_LIFT, report), skip, report);
}

/* Seeds the chain capture ending at @last would take, going back along
 * the circuit while the opponent's houses hold 2 or 3. Sets *@first to
 * the last house of the chain (the one nearest the row's start).
 */
static unsigned
oware_chain (const MancalaRules    *rules,
             const MancalaPosition *pos,
             MancalaSide            mover,
             unsigned               last,
             unsigned              *first)
{
  MancalaSide other = mancala_side_other (mover);
  unsigned row = first_pit (rules, other);
  unsigned taken = 0;
  unsigned p = last;

  *first = last + 1;

  if (mancala_rules_is_store (rules, last) || mancala_rules_pit_side (rules, last) != other)
    return 0;

  for (;;)
    {
      unsigned n = pos->pits[p];

      if (n != 2 && n != 3)
        break;

      taken += n;
      *first = p;

      if (p == row)
        break;
      p--;
    }

  return taken;
}

/* Whether @house of the side to move would be a grand slam. */
static bool
oware_is_grand_slam (const MancalaRules    *rules,
                     const MancalaPosition *pos,
                     unsigned               house)
{
  MancalaPosition copy = *pos;
  MancalaSide side = (MancalaSide) pos->to_move;
  unsigned last, first, taken;

  last = sow_oware (rules, &copy, mancala_rules_pit (rules, side, house), NULL);
  taken = oware_chain (rules, &copy, side, last, &first);

  return taken > 0 && taken == row_seeds (rules, &copy, mancala_side_other (side));
}

/* Whether sowing @house reaches the other row. Once the seeds reach the
 * last house they always cross, even when the origin is passed over.
 */
static inline bool
oware_feeds (const MancalaRules *rules,
             unsigned            house,
             unsigned            seeds)
{
  return seeds > rules->houses - house;
}

static unsigned
legal_oware (const MancalaRules    *rules,
             const MancalaPosition *pos,
             uint8_t               *moves)
{
  MancalaSide side = (MancalaSide) pos->to_move;
  bool must_feed = row_seeds (rules, pos, mancala_side_other (side)) == 0;
  unsigned first = first_pit (rules, side);
  unsigned n = 0;

  for (unsigned h = 1; h <= rules->houses; h++)
    {
      unsigned seeds = pos->pits[first + h - 1];

      if (seeds == 0)
        continue;
      if (must_feed && !oware_feeds (rules, h, seeds))
        continue;
      moves[n++] = (uint8_t) h;
    }

  if (rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN && n > 0)
    {
      uint8_t allowed[MANCALA_MAX_MOVES];
      unsigned n_allowed = 0;

      for (unsigned i = 0; i < n; i++)
        if (!oware_is_grand_slam (rules, pos, moves[i]))
          allowed[n_allowed++] = moves[i];

      /* When every move is a grand slam, they all stay legal. */
      if (n_allowed > 0)
        {
          memcpy (moves, allowed, n_allowed);
          n = n_allowed;
        }
    }

  return n;
}

static unsigned
apply_oware (const MancalaRules *rules,
             MancalaPosition    *pos,
             unsigned            house,
             MancalaReport      *report)
{
  MancalaSide side = (MancalaSide) pos->to_move;
  MancalaSide other = mancala_side_other (side);
  unsigned own_store = mancala_rules_store (rules, side);
  unsigned half = rules->houses * rules->seeds;
  unsigned flags = 0;
  unsigned last, first, taken;
  uint8_t moves[MANCALA_MAX_MOVES];

  last = sow_oware (rules, pos, mancala_rules_pit (rules, side, house), report);
  taken = oware_chain (rules, pos, side, last, &first);

  if (taken > 0)
    {
      bool grand_slam = taken == row_seeds (rules, pos, other);

      if (grand_slam && rules->grand_slam != MANCALA_GRAND_SLAM_CAPTURE)
        {
          flags |= MANCALA_MOVE_GRAND_SLAM;
          report_add (report, MANCALA_EVENT_GRAND_SLAM, last, 0, 0);
        }
      else
        {
          for (unsigned p = last + 1; p-- > first;)
            {
              report_add (report, MANCALA_EVENT_CAPTURE, p, own_store, pos->pits[p]);
              pos->pits[own_store] += pos->pits[p];
              pos->pits[p] = 0;
            }
          flags |= MANCALA_MOVE_CAPTURE;
        }
    }

  pos->to_move = (uint8_t) other;

  /* docs/rules.md, Oware rule 6, in its order. */
  if (pos->pits[own_store] > half || pos->pits[mancala_rules_store (rules, other)] > half ||
      (pos->pits[own_store] == half && pos->pits[mancala_rules_store (rules, other)] == half))
    return flags | finish_game (rules, pos, report);

  if (legal_oware (rules, pos, moves) == 0)
    {
      collect_rows (rules, pos, true, true, report);
      return flags | finish_game (rules, pos, report);
    }

  return flags;
}

/* ---- Congkak -------------------------------------------------------- */

static unsigned
end_congkak_round (const MancalaRules *rules,
                   MancalaPosition    *pos,
                   MancalaSide         mover,
                   MancalaReport      *report)
{
  unsigned south_store = mancala_rules_store (rules, MANCALA_SOUTH);
  unsigned north_store = mancala_rules_store (rules, MANCALA_NORTH);
  MancalaSide starter;

  collect_rows (rules, pos, true, true, report);

  if (rules->rounds == MANCALA_ROUNDS_SINGLE || pos->round >= MANCALA_MAX_ROUNDS ||
      pos->pits[south_store] < rules->seeds || pos->pits[north_store] < rules->seeds)
    return finish_game (rules, pos, report);

  /* The loser of the round starts the next one; south after a tie. */
  starter = pos->pits[north_store] < pos->pits[south_store] ? MANCALA_NORTH : MANCALA_SOUTH;

  pos->burnt = 0;
  for (unsigned s = 0; s < 2; s++)
    {
      MancalaSide side = (MancalaSide) s;
      unsigned store = mancala_rules_store (rules, side);

      for (unsigned h = rules->houses; h >= 1; h--)
        {
          unsigned pit = mancala_rules_pit (rules, side, h);

          if (pos->pits[store] >= rules->seeds)
            {
              pos->pits[store] -= rules->seeds;
              pos->pits[pit] = rules->seeds;
              report_add (report, MANCALA_EVENT_REFILL, pit, store, rules->seeds);
            }
          else
            {
              pos->burnt |= 1u << pit;
              report_add (report, MANCALA_EVENT_BURN, pit, 0, 0);
            }
        }
    }

  pos->round++;
  pos->to_move = (uint8_t) starter;
  report_add (report, MANCALA_EVENT_ROUND_END, 0, starter, pos->round);

  return MANCALA_MOVE_ROUND_CHANGE | (starter == mover ? MANCALA_MOVE_EXTRA_TURN : 0);
}

static unsigned
apply_congkak (const MancalaRules *rules,
               MancalaPosition    *pos,
               unsigned            house,
               MancalaReport      *report)
{
  MancalaSide side = (MancalaSide) pos->to_move;
  MancalaSide other = mancala_side_other (side);
  unsigned own_store = mancala_rules_store (rules, side);
  uint32_t skip = pos->burnt | (1u << mancala_rules_store (rules, other));
  unsigned pit = mancala_rules_pit (rules, side, house);
  unsigned flags = 0;
  unsigned last;
  MancalaSide next = other;

  /* Relay sowing always ends: the hand only moves forward, and every lap
   * leaves a seed in the mover's store (docs/rules.md, Congkak rule 7).
   */
  last = sow (rules, pos, pit, lift (pos, pit, MANCALA_EVENT_LIFT, report), skip, report);
  while (last != own_store && pos->pits[last] > 1)
    last = sow (rules, pos, last, lift (pos, last, MANCALA_EVENT_RELAY, report), skip, report);

  if (last == own_store)
    next = side;
  else if (mancala_rules_pit_side (rules, last) == side &&
           capture_facing (rules, pos, last, own_store, true, report))
    flags |= MANCALA_MOVE_CAPTURE;

  pos->to_move = (uint8_t) next;

  if (row_seeds (rules, pos, next) == 0)
    return flags | end_congkak_round (rules, pos, side, report);

  if (next == side)
    {
      flags |= MANCALA_MOVE_EXTRA_TURN;
      report_add (report, MANCALA_EVENT_EXTRA_TURN, 0, 0, side);
    }

  return flags;
}

/* ---- Moves ---------------------------------------------------------- */

unsigned
mancala_position_legal_moves (const MancalaRules    *rules,
                              const MancalaPosition *pos,
                              uint8_t                moves[MANCALA_MAX_MOVES])
{
  unsigned first, n = 0;

  if (pos->flags & MANCALA_POSITION_OVER)
    return 0;

  if (rules->variant == MANCALA_VARIANT_OWARE)
    return legal_oware (rules, pos, moves);

  if ((pos->flags & MANCALA_POSITION_PIE) && pos->to_move == MANCALA_NORTH)
    moves[n++] = MANCALA_MOVE_SWAP;

  /* Burnt houses are always empty, so the seed test covers them too.
   * No branch per house: the search calls this at every node.
   */
  first = first_pit (rules, (MancalaSide) pos->to_move);
  for (unsigned h = 0; h < rules->houses; h++)
    {
      moves[n] = (uint8_t) (h + 1);
      n += pos->pits[first + h] != 0;
    }

  return n;
}

bool
mancala_position_is_legal (const MancalaRules    *rules,
                           const MancalaPosition *pos,
                           unsigned               move)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);

  for (unsigned i = 0; i < n; i++)
    if (moves[i] == move)
      return true;

  return false;
}

unsigned
mancala_position_apply (const MancalaRules *rules,
                        MancalaPosition    *pos,
                        unsigned            move,
                        MancalaReport      *report)
{
  if (report != NULL)
    {
      report->n_events = 0;
      report->overflow = false;
    }

  if (move == MANCALA_MOVE_SWAP)
    return apply_swap (pos, report);

  switch (rules->variant)
    {
    case MANCALA_VARIANT_OWARE:
      return apply_oware (rules, pos, move, report);
    case MANCALA_VARIANT_CONGKAK:
      return apply_congkak (rules, pos, move, report);
    case MANCALA_VARIANT_KALAH:
    case MANCALA_N_VARIANTS:
    default:
      return apply_kalah (rules, pos, move, report);
    }
}

MancalaOutcome
mancala_position_outcome (const MancalaRules    *rules,
                          const MancalaPosition *pos)
{
  unsigned south, north;

  if (!(pos->flags & MANCALA_POSITION_OVER))
    return MANCALA_OUTCOME_NONE;

  south = mancala_position_store (rules, pos, MANCALA_SOUTH);
  north = mancala_position_store (rules, pos, MANCALA_NORTH);

  if (south > north)
    return MANCALA_OUTCOME_SOUTH;
  if (north > south)
    return MANCALA_OUTCOME_NORTH;
  return MANCALA_OUTCOME_DRAW;
}

/* ---- Keys and history ----------------------------------------------- */

_Static_assert (sizeof (MancalaPosition) == 28, "MancalaPosition must stay packed");

static inline uint64_t
mix64 (uint64_t h)
{
  h ^= h >> 33;
  h *= UINT64_C (0xff51afd7ed558ccd);
  h ^= h >> 33;
  h *= UINT64_C (0xc4ceb9fe1a85ec53);
  h ^= h >> 33;
  return h;
}

uint64_t
mancala_position_key (const MancalaPosition *pos)
{
  uint64_t w[4] = { 0, 0, 0, 0 };
  uint64_t h;

  memcpy (w, pos, sizeof *pos);

  h = mix64 (w[0] ^ UINT64_C (0x9e3779b97f4a7c15));
  h = mix64 (h ^ w[1]);
  h = mix64 (h ^ w[2]);
  h = mix64 (h ^ w[3]);

  return h;
}

bool
mancala_position_equal (const MancalaPosition *a,
                        const MancalaPosition *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

static inline unsigned
stores_sum (const MancalaRules    *rules,
            const MancalaPosition *pos)
{
  return mancala_position_store (rules, pos, MANCALA_SOUTH) +
         mancala_position_store (rules, pos, MANCALA_NORTH);
}

void
mancala_history_init (MancalaHistory        *history,
                      const MancalaRules    *rules,
                      const MancalaPosition *pos)
{
  history->n_keys = 1;
  history->stores = (uint16_t) stores_sum (rules, pos);
  history->keys[0] = mancala_position_key (pos);
}

static void
end_by_repetition (const MancalaRules *rules,
                   MancalaPosition    *pos,
                   MancalaReport      *report)
{
  report_add (report, MANCALA_EVENT_REPETITION, 0, 0, 0);
  collect_rows (rules, pos, true, true, report);
  finish_game (rules, pos, report);
}

bool
mancala_history_record (MancalaHistory     *history,
                        const MancalaRules *rules,
                        MancalaPosition    *pos,
                        MancalaReport      *report)
{
  unsigned stores;
  uint64_t key;

  if (rules->variant != MANCALA_VARIANT_OWARE || mancala_position_is_over (pos))
    return false;

  /* A capture starts a new window: no earlier position can come back. */
  stores = stores_sum (rules, pos);
  if (stores != history->stores)
    {
      history->n_keys = 0;
      history->stores = (uint16_t) stores;
    }

  key = mancala_position_key (pos);
  for (unsigned i = 0; i < history->n_keys; i++)
    if (history->keys[i] == key)
      {
        end_by_repetition (rules, pos, report);
        return true;
      }

  if (history->n_keys == MANCALA_MAX_PLIES)
    {
      end_by_repetition (rules, pos, report);
      return true;
    }

  history->keys[history->n_keys++] = key;
  return false;
}

unsigned
mancala_play (const MancalaRules *rules,
              MancalaPosition    *pos,
              MancalaHistory     *history,
              unsigned            move,
              MancalaReport      *report)
{
  unsigned flags = mancala_position_apply (rules, pos, move, report);

  if (history != NULL && mancala_history_record (history, rules, pos, report))
    flags = (flags & ~(unsigned) MANCALA_MOVE_EXTRA_TURN) | MANCALA_MOVE_GAME_OVER;

  return flags;
}

/* ---- Perft ---------------------------------------------------------- */

typedef struct
{
  const MancalaRules   *rules;
  const MancalaHistory *base;
  bool                  oware;
  uint64_t              keys[MANCALA_PERFT_MAX_DEPTH + 1];
  uint16_t              stores[MANCALA_PERFT_MAX_DEPTH + 1];
} Perft;

/* Oware repetition along the path, then in the game before the root. */
static bool
perft_repeats (const Perft *perft,
               unsigned     ply,
               uint64_t     key,
               unsigned     stores)
{
  for (unsigned j = ply; j-- > 0;)
    {
      if (perft->stores[j] != stores)
        return false;
      if (perft->keys[j] == key)
        return true;
    }

  if (perft->base != NULL && perft->base->stores == stores)
    for (unsigned i = 0; i < perft->base->n_keys; i++)
      if (perft->base->keys[i] == key)
        return true;

  return false;
}

static uint64_t
perft_node (Perft                 *perft,
            const MancalaPosition *pos,
            unsigned               depth,
            unsigned               ply)
{
  const MancalaRules *rules = perft->rules;
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n;
  uint64_t leaves = 0;

  if (depth == 0 || mancala_position_is_over (pos))
    return 1;

  n = mancala_position_legal_moves (rules, pos, moves);

  /* Each child is one leaf, finished or not. */
  if (depth == 1)
    return n;

  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;

      mancala_position_apply (rules, &child, moves[i], NULL);

      if (perft->oware && !mancala_position_is_over (&child))
        {
          uint64_t key = mancala_position_key (&child);
          unsigned stores = stores_sum (rules, &child);

          if (perft_repeats (perft, ply + 1, key, stores))
            {
              leaves++;
              continue;
            }
          perft->keys[ply + 1] = key;
          perft->stores[ply + 1] = (uint16_t) stores;
        }

      leaves += perft_node (perft, &child, depth - 1, ply + 1);
    }

  return leaves;
}

uint64_t
mancala_perft (const MancalaRules    *rules,
               const MancalaPosition *pos,
               const MancalaHistory  *history,
               unsigned               depth)
{
  Perft perft;

  if (depth > MANCALA_PERFT_MAX_DEPTH)
    return 0;

  perft.rules = rules;
  perft.base = history;
  perft.oware = rules->variant == MANCALA_VARIANT_OWARE;
  perft.keys[0] = mancala_position_key (pos);
  perft.stores[0] = (uint16_t) stores_sum (rules, pos);

  return perft_node (&perft, pos, depth, 0);
}
