/* engine-test-naive.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The second implementation of docs/rules.md that the perft and property
 * tests hold the engine to. It shares no code with the engine and is
 * written for obviousness, not speed: a [side][house] board, a cursor
 * that walks the circuit one pit at a time, plain loops. Only the reading
 * of an engine position (naive_from_position) knows the engine's pit
 * layout, and it spells that layout out again instead of using the
 * engine's helpers.
 */

#define G_LOG_DOMAIN "mancala-tests"

#include "engine-test-naive.h"

#include <string.h>

#include "engine-test-util.h"

static unsigned
house_pit (unsigned n,
           int      side,
           unsigned h)
{
  return side == MANCALA_SOUTH ? h - 1 : n + h;
}

static unsigned
store_pit (unsigned n,
           int      side)
{
  return side == MANCALA_SOUTH ? n : 2 * n + 1;
}


void
naive_start (NaiveGame          *g,
             const MancalaRules *rules)
{
  memset (g, 0, sizeof *g);
  g->rules = *rules;
  g->n = rules->houses;
  for (int side = 0; side < 2; side++)
    for (int h = 1; h <= g->n; h++)
      g->house[side][h] = rules->seeds;
  g->to_move = MANCALA_SOUTH;
  g->round = 1;
  g->pie = rules->variant == MANCALA_VARIANT_KALAH && rules->pie;
}

void
naive_from_position (NaiveGame             *g,
                     const MancalaRules    *rules,
                     const MancalaPosition *pos)
{
  memset (g, 0, sizeof *g);
  g->rules = *rules;
  g->n = rules->houses;
  for (int side = 0; side < 2; side++)
    {
      for (int h = 1; h <= g->n; h++)
        {
          unsigned pit = house_pit (g->n, side, h);

          g->house[side][h] = pos->pits[pit];
          g->burnt[side][h] = (pos->burnt >> pit) & 1u;
        }
      g->store[side] = pos->pits[store_pit (g->n, side)];
    }
  g->to_move = pos->to_move;
  g->round = pos->round;
  g->over = (pos->flags & MANCALA_POSITION_OVER) != 0;
  g->pie = (pos->flags & MANCALA_POSITION_PIE) != 0;
  g->swapped = (pos->flags & MANCALA_POSITION_SWAPPED) != 0;
}

int
naive_side_seeds (const NaiveGame *g,
                  int              side)
{
  int sum = 0;

  for (int h = 1; h <= g->n; h++)
    sum += g->house[side][h];

  return sum;
}

static int
total_seeds (const NaiveGame *g)
{
  return naive_side_seeds (g, 0) + naive_side_seeds (g, 1) + g->store[0] + g->store[1];
}

/* A cursor on the circuit: house 1..n of a side, or n + 1 for its store. */
typedef struct
{
  int side;
  int idx;
} Cursor;

static void
cursor_step (const NaiveGame *g,
             Cursor          *c)
{
  if (c->idx <= g->n)
    {
      c->idx++;
    }
  else
    {
      c->side = 1 - c->side;
      c->idx = 1;
    }
}

static int *
cursor_pit (NaiveGame *g,
            Cursor     c)
{
  return c.idx <= g->n ? &g->house[c.side][c.idx] : &g->store[c.side];
}

/* Oware sowing: houses only, never the house it started from. */
static Cursor
oware_sow (NaiveGame *g,
           int        house)
{
  int me = g->to_move;
  int hand = g->house[me][house];
  Cursor c = { me, house };

  g->house[me][house] = 0;
  while (hand > 0)
    {
      cursor_step (g, &c);
      if (c.idx > g->n)
        continue;
      if (c.side == me && c.idx == house)
        continue;
      g->house[c.side][c.idx]++;
      hand--;
    }

  return c;
}

/* The houses an Oware capture would take after a sowing that ended at
 * @last: the last house and the ones before it in the opponent's row while
 * they hold 2 or 3. Returns the seeds and fills @taken.
 */
static int
oware_capture_set (const NaiveGame *g,
                   int              me,
                   Cursor           last,
                   gboolean         taken[MANCALA_MAX_HOUSES + 2])
{
  int sum = 0;

  memset (taken, 0, sizeof (gboolean) * (MANCALA_MAX_HOUSES + 2));
  if (last.side == me)
    return 0;
  for (int h = last.idx; h >= 1; h--)
    {
      int seeds = g->house[last.side][h];

      if (seeds != 2 && seeds != 3)
        break;
      taken[h] = TRUE;
      sum += seeds;
    }

  return sum;
}

gboolean
naive_is_grand_slam (const NaiveGame *g,
                     int              house)
{
  NaiveGame copy = *g;
  gboolean taken[MANCALA_MAX_HOUSES + 2];
  Cursor last = oware_sow (&copy, house);
  int sum = oware_capture_set (&copy, g->to_move, last, taken);

  return sum > 0 && sum == naive_side_seeds (&copy, 1 - g->to_move);
}

gboolean
naive_feeds (const NaiveGame *g,
             int              house)
{
  NaiveGame copy = *g;

  oware_sow (&copy, house);
  return naive_side_seeds (&copy, 1 - g->to_move) > naive_side_seeds (g, 1 - g->to_move);
}

int
naive_legal_moves (const NaiveGame *g,
                   int              moves[MANCALA_MAX_MOVES])
{
  int me = g->to_move;
  int count = 0;

  if (g->over)
    return 0;

  if (g->rules.variant == MANCALA_VARIANT_KALAH && g->pie && me == MANCALA_NORTH)
    moves[count++] = NAIVE_SWAP;

  for (int h = 1; h <= g->n; h++)
    if (g->house[me][h] > 0 && !g->burnt[me][h])
      moves[count++] = h;

  if (g->rules.variant != MANCALA_VARIANT_OWARE)
    return count;

  /* Feeding first: a move that starves an empty opponent is not a move
   * at all; only then does the grand-slam option choose among the rest.
   */
  if (naive_side_seeds (g, 1 - me) == 0)
    {
      int kept = 0;

      for (int i = 0; i < count; i++)
        if (naive_feeds (g, moves[i]))
          moves[kept++] = moves[i];
      count = kept;
    }

  if (g->rules.grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN)
    {
      int kept = 0;

      for (int i = 0; i < count; i++)
        if (!naive_is_grand_slam (g, moves[i]))
          moves[kept++] = moves[i];
      if (kept > 0)
        count = kept;
    }

  return count;
}

static void
collect_own (NaiveGame *g,
             int        side)
{
  for (int h = 1; h <= g->n; h++)
    {
      g->store[side] += g->house[side][h];
      g->house[side][h] = 0;
    }
}

static void
kalah_apply (NaiveGame   *g,
             int          house,
             NaiveResult *r)
{
  int me = g->to_move;
  int opp = 1 - me;
  int hand = g->house[me][house];
  Cursor c = { me, house };

  g->house[me][house] = 0;
  while (hand > 0)
    {
      cursor_step (g, &c);
      if (c.idx > g->n && c.side != me)
        continue;
      (*cursor_pit (g, c))++;
      if (c.idx > g->n)
        r->store_gain[me]++;
      hand--;
    }

  if (c.idx > g->n)
    {
      r->extra_turn = TRUE;
    }
  else if (c.side == me && g->house[me][c.idx] == 1)
    {
      int *facing = &g->house[opp][g->n + 1 - c.idx];

      if (*facing > 0 || g->rules.empty_capture)
        {
          g->store[me] += *facing + 1;
          r->store_gain[me] += *facing + 1;
          *facing = 0;
          g->house[me][c.idx] = 0;
          r->capture = TRUE;
        }
    }

  if (me == MANCALA_NORTH)
    g->pie = FALSE;
  g->to_move = r->extra_turn ? me : opp;

  if (g->rules.end_rule == MANCALA_END_IMMEDIATE)
    {
      if (naive_side_seeds (g, 0) == 0 || naive_side_seeds (g, 1) == 0)
        {
          collect_own (g, 0);
          collect_own (g, 1);
          g->over = TRUE;
        }
    }
  else if (naive_side_seeds (g, g->to_move) == 0)
    {
      collect_own (g, 1 - g->to_move);
      g->over = TRUE;
    }
}

static void
oware_apply (NaiveGame   *g,
             int          house,
             NaiveResult *r)
{
  int me = g->to_move;
  int opp = 1 - me;
  gboolean taken[MANCALA_MAX_HOUSES + 2];
  Cursor last = oware_sow (g, house);
  int sum = oware_capture_set (g, me, last, taken);
  int total;
  int moves[MANCALA_MAX_MOVES];

  if (sum > 0 && sum == naive_side_seeds (g, opp) &&
      g->rules.grand_slam != MANCALA_GRAND_SLAM_CAPTURE)
    {
      r->grand_slam = TRUE;
    }
  else if (sum > 0)
    {
      for (int h = 1; h <= g->n; h++)
        if (taken[h])
          g->house[opp][h] = 0;
      g->store[me] += sum;
      r->store_gain[me] += sum;
      r->capture = TRUE;
    }

  g->to_move = opp;

  total = total_seeds (g);
  if (2 * g->store[0] > total || 2 * g->store[1] > total ||
      (2 * g->store[0] == total && 2 * g->store[1] == total))
    {
      g->over = TRUE;
      return;
    }

  if (naive_legal_moves (g, moves) == 0)
    {
      collect_own (g, 0);
      collect_own (g, 1);
      g->over = TRUE;
    }
}

static void
congkak_apply (NaiveGame   *g,
               int          house,
               NaiveResult *r)
{
  int me = g->to_move;
  int opp = 1 - me;
  int n = g->n;
  int hand = g->house[me][house];
  Cursor c = { me, house };
  long steps = 0;

  g->house[me][house] = 0;
  for (;;)
    {
      while (hand > 0)
        {
          cursor_step (g, &c);
          if (c.idx > n && c.side != me)
            continue;
          if (c.idx <= n && g->burnt[c.side][c.idx])
            continue;
          (*cursor_pit (g, c))++;
          if (c.idx > n)
            r->store_gain[me]++;
          hand--;
          g_assert_cmpint (++steps, <, 10000000);
        }

      if (c.idx > n)
        {
          r->extra_turn = TRUE;
          break;
        }
      if (g->house[c.side][c.idx] > 1)
        {
          hand = g->house[c.side][c.idx];
          g->house[c.side][c.idx] = 0;
          continue;
        }
      if (c.side == me)
        {
          int f = n + 1 - c.idx;
          int facing = g->burnt[opp][f] ? 0 : g->house[opp][f];

          g->store[me] += facing + 1;
          r->store_gain[me] += facing + 1;
          g->house[opp][f] -= facing;
          g->house[me][c.idx] = 0;
          r->capture = TRUE;
        }
      break;
    }

  g->to_move = r->extra_turn ? me : opp;

  if (naive_side_seeds (g, g->to_move) > 0)
    return;

  /* The round is over. */
  collect_own (g, 0);
  collect_own (g, 1);

  if (g->rules.rounds == MANCALA_ROUNDS_SINGLE)
    {
      g->over = TRUE;
      return;
    }

  if (g->store[0] < g->rules.seeds || g->store[1] < g->rules.seeds ||
      g->round >= MANCALA_MAX_ROUNDS)
    {
      g->over = TRUE;
      return;
    }

  g->to_move = g->store[1] < g->store[0] ? MANCALA_NORTH : MANCALA_SOUTH;
  for (int side = 0; side < 2; side++)
    for (int h = n; h >= 1; h--)
      {
        if (g->store[side] >= g->rules.seeds)
          {
            g->house[side][h] = g->rules.seeds;
            g->store[side] -= g->rules.seeds;
            g->burnt[side][h] = FALSE;
          }
        else
          {
            g->burnt[side][h] = TRUE;
          }
      }
  g->round++;
  r->round_change = TRUE;
}

void
naive_apply (NaiveGame   *g,
             int          move,
             NaiveResult *result)
{
  NaiveResult dummy;
  NaiveResult *r = result != NULL ? result : &dummy;
  int moves[MANCALA_MAX_MOVES];
  int n_moves = naive_legal_moves (g, moves);
  gboolean legal = FALSE;

  memset (r, 0, sizeof *r);
  for (int i = 0; i < n_moves; i++)
    legal = legal || moves[i] == move;
  g_assert_true (legal);

  if (move == NAIVE_SWAP)
    {
      g->swapped = !g->swapped;
      g->pie = FALSE;
      r->swapped = TRUE;
      return;
    }

  switch (g->rules.variant)
    {
    case MANCALA_VARIANT_KALAH:
      kalah_apply (g, move, r);
      break;
    case MANCALA_VARIANT_OWARE:
      oware_apply (g, move, r);
      break;
    case MANCALA_VARIANT_CONGKAK:
    default:
      congkak_apply (g, move, r);
      break;
    }
}

static gboolean
same_board (const NaiveGame *a,
            const NaiveGame *b)
{
  if (a->to_move != b->to_move)
    return FALSE;
  for (int side = 0; side < 2; side++)
    {
      if (a->store[side] != b->store[side])
        return FALSE;
      for (int h = 1; h <= a->n; h++)
        if (a->house[side][h] != b->house[side][h])
          return FALSE;
    }
  return TRUE;
}

gboolean
naive_check_repetition (NaiveGame *g,
                        GArray    *seen)
{
  gboolean repeated = FALSE;

  if (g->over)
    return FALSE;

  for (unsigned i = 0; i < seen->len && !repeated; i++)
    repeated = same_board (g, &g_array_index (seen, NaiveGame, i));

  g_array_append_val (seen, *g);

  if (repeated)
    {
      collect_own (g, 0);
      collect_own (g, 1);
      g->over = TRUE;
    }

  return repeated;
}

char *
naive_board_string (const NaiveGame *g)
{
  GString *s = g_string_new (NULL);

  for (int side = 0; side < 2; side++)
    {
      g_string_append (s, side == 0 ? "S" : "N");
      for (int h = 1; h <= g->n; h++)
        {
          if (g->burnt[side][h])
            g_string_append (s, " x");
          else
            g_string_append_printf (s, " %d", g->house[side][h]);
        }
      g_string_append_printf (s, " [%d] ", g->store[side]);
    }
  g_string_append (s, g->over ? "over" : g->to_move == 0 ? "south" : "north");
  if (g->rules.variant == MANCALA_VARIANT_CONGKAK && g->rules.rounds == MANCALA_ROUNDS_TRADITIONAL)
    g_string_append_printf (s, " r%d", g->round);
  if (g->pie && !g->over)
    g_string_append (s, " pie");
  if (g->swapped)
    g_string_append (s, " swapped");

  return g_string_free (s, FALSE);
}

gboolean
naive_matches (const NaiveGame       *g,
               const MancalaPosition *pos,
               char                 **why)
{
  NaiveGame e;
  gboolean ok = TRUE;

  naive_from_position (&e, &g->rules, pos);

  ok = ok && e.over == g->over;
  ok = ok && e.swapped == g->swapped;
  for (int side = 0; side < 2 && ok; side++)
    {
      ok = ok && e.store[side] == g->store[side];
      for (int h = 1; h <= g->n && ok; h++)
        ok = ok && e.house[side][h] == g->house[side][h];
    }
  if (!g->over)
    {
      ok = ok && e.to_move == g->to_move;
      ok = ok && e.pie == g->pie;
      ok = ok && e.round == g->round;
      for (int side = 0; side < 2 && ok; side++)
        for (int h = 1; h <= g->n && ok; h++)
          ok = ok && e.burnt[side][h] == g->burnt[side][h];
    }

  if (!ok && why != NULL)
    {
      g_autofree char *engine = engine_test_board_string (&g->rules, pos);
      g_autofree char *naive = naive_board_string (g);

      *why = g_strdup_printf ("engine: %s / naive: %s", engine, naive);
    }

  return ok;
}
