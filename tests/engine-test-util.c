/* engine-test-util.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mancala-tests"

#include "engine-test-util.h"

#include <stdlib.h>
#include <string.h>

/* The pit layout is written out here again on purpose instead of using
 * the engine's inline helpers: the tests must not inherit a mistake in
 * them. South houses 1..N are pits 0..N-1, the south store is pit N,
 * north houses 1..N are pits N+1..2N, the north store is pit 2N+1.
 */
#define SOUTH_HOUSE_PIT(n, h) ((h) - 1)
#define NORTH_HOUSE_PIT(n, h) ((n) + (h))
#define SOUTH_STORE_PIT(n)    (n)
#define NORTH_STORE_PIT(n)    (2 * (n) + 1)

static unsigned
house_pit (unsigned n,
           int      side,
           unsigned h)
{
  return side == MANCALA_SOUTH ? SOUTH_HOUSE_PIT (n, h) : NORTH_HOUSE_PIT (n, h);
}

static unsigned
store_pit (unsigned n,
           int      side)
{
  return side == MANCALA_SOUTH ? SOUTH_STORE_PIT (n) : NORTH_STORE_PIT (n);
}

void
engine_test_rules (MancalaRules   *rules,
                   MancalaVariant  variant,
                   unsigned        houses,
                   unsigned        seeds)
{
  mancala_rules_init_default (rules, variant);
  rules->houses = houses;
  rules->seeds = seeds;
}

static gboolean
is_traditional (const MancalaRules *rules)
{
  return rules->variant == MANCALA_VARIANT_CONGKAK &&
         rules->rounds == MANCALA_ROUNDS_TRADITIONAL;
}

/* Skips the empty tokens of repeated spaces. */
static const char *
next_token (GStrv     tokens,
            unsigned *t)
{
  while (tokens[*t] != NULL && tokens[*t][0] == '\0')
    (*t)++;

  return tokens[*t] != NULL ? tokens[(*t)++] : NULL;
}

void
engine_test_position (MancalaPosition    *pos,
                      const MancalaRules *rules,
                      const char         *board)
{
  g_auto(GStrv) tokens = g_strsplit_set (board, " ", -1);
  unsigned n = rules->houses;
  unsigned south[MANCALA_MAX_HOUSES];
  unsigned north[MANCALA_MAX_HOUSES];
  unsigned stores[2] = { 0, 0 };
  uint32_t burnt = 0;
  MancalaSide to_move = MANCALA_SOUTH;
  gboolean over = FALSE;
  unsigned round = 1;
  unsigned flags = 0;
  unsigned t = 0;

#define NEXT_TOKEN() next_token (tokens, &t)

  for (int side = 0; side < 2; side++)
    {
      const char *label = NEXT_TOKEN ();
      unsigned *row = side == 0 ? south : north;

      g_assert_cmpstr (label, ==, side == 0 ? "S" : "N");
      for (unsigned h = 1; h <= n; h++)
        {
          const char *tok = NEXT_TOKEN ();

          g_assert_nonnull (tok);
          if (strcmp (tok, "x") == 0)
            {
              row[h - 1] = 0;
              burnt |= 1u << house_pit (n, side, h);
            }
          else
            {
              row[h - 1] = (unsigned) atoi (tok);
            }
        }
      {
        const char *tok = NEXT_TOKEN ();

        g_assert_nonnull (tok);
        g_assert_true (tok[0] == '[');
        stores[side] = (unsigned) atoi (tok + 1);
      }
    }

  for (const char *tok = NEXT_TOKEN (); tok != NULL; tok = NEXT_TOKEN ())
    {
      if (strcmp (tok, "south") == 0)
        to_move = MANCALA_SOUTH;
      else if (strcmp (tok, "north") == 0)
        to_move = MANCALA_NORTH;
      else if (strcmp (tok, "over") == 0)
        over = TRUE;
      else if (strcmp (tok, "pie") == 0)
        flags |= MANCALA_POSITION_PIE;
      else if (strcmp (tok, "swapped") == 0)
        flags |= MANCALA_POSITION_SWAPPED;
      else if (tok[0] == 'r')
        round = (unsigned) atoi (tok + 1);
      else
        g_error ("bad board token '%s' in '%s'", tok, board);
    }
#undef NEXT_TOKEN

  mancala_position_set_board (pos, rules, south, stores[0], north, stores[1], to_move);
  pos->burnt = burnt;
  pos->round = (uint8_t) round;
  pos->flags = (uint8_t) (flags | (over ? MANCALA_POSITION_OVER : 0));
}

char *
engine_test_board_string (const MancalaRules    *rules,
                          const MancalaPosition *pos)
{
  GString *s = g_string_new (NULL);
  unsigned n = rules->houses;

  for (int side = 0; side < 2; side++)
    {
      g_string_append (s, side == 0 ? "S" : "N");
      for (unsigned h = 1; h <= n; h++)
        {
          unsigned pit = house_pit (n, side, h);
          gboolean burnt = (pos->burnt >> pit) & 1u;

          if (burnt && pos->pits[pit] == 0)
            g_string_append (s, " x");
          else if (burnt)
            g_string_append_printf (s, " x%u", pos->pits[pit]); /* A bug: shown as such. */
          else
            g_string_append_printf (s, " %u", pos->pits[pit]);
        }
      g_string_append_printf (s, " [%u] ", pos->pits[store_pit (n, side)]);
    }

  if (pos->flags & MANCALA_POSITION_OVER)
    g_string_append (s, "over");
  else
    g_string_append (s, pos->to_move == MANCALA_SOUTH ? "south" : "north");

  if (is_traditional (rules) || pos->round != 1)
    g_string_append_printf (s, " r%u", pos->round);
  if ((pos->flags & MANCALA_POSITION_PIE) && !(pos->flags & MANCALA_POSITION_OVER))
    g_string_append (s, " pie");
  if (pos->flags & MANCALA_POSITION_SWAPPED)
    g_string_append (s, " swapped");

  return g_string_free (s, FALSE);
}

char *
engine_test_pit_name (const MancalaRules *rules,
                      unsigned            pit)
{
  unsigned n = rules->houses;

  if (pit == SOUTH_STORE_PIT (n))
    return g_strdup ("S");
  if (pit == NORTH_STORE_PIT (n))
    return g_strdup ("N");
  if (pit < n)
    return g_strdup_printf ("s%u", pit + 1);
  if (pit < NORTH_STORE_PIT (n))
    return g_strdup_printf ("n%u", pit - n);
  return g_strdup_printf ("?%u", pit);
}

static void
append_event (GString            *s,
              const MancalaRules *rules,
              const MancalaEvent *e)
{
  g_autofree char *pit = engine_test_pit_name (rules, e->pit);
  g_autofree char *to = engine_test_pit_name (rules, e->to);

  if (s->len > 0)
    g_string_append_c (s, ' ');

  switch ((MancalaEventKind) e->kind)
    {
    case MANCALA_EVENT_LIFT:
      g_string_append_printf (s, "lift %s x%u", pit, e->count);
      break;
    case MANCALA_EVENT_DROP:
      g_string_append (s, pit);
      break;
    case MANCALA_EVENT_RELAY:
      g_string_append_printf (s, "relay %s x%u", pit, e->count);
      break;
    case MANCALA_EVENT_CAPTURE:
      g_string_append_printf (s, "capture %s>%s x%u", pit, to, e->count);
      break;
    case MANCALA_EVENT_GRAND_SLAM:
      g_string_append (s, "grand-slam");
      break;
    case MANCALA_EVENT_EXTRA_TURN:
      g_string_append_printf (s, "extra-turn %s", e->count == 0 ? "south" : "north");
      break;
    case MANCALA_EVENT_SWAP:
      g_string_append (s, "swap");
      break;
    case MANCALA_EVENT_COLLECT:
      g_string_append_printf (s, "collect %s>%s x%u", pit, to, e->count);
      break;
    case MANCALA_EVENT_ROUND_END:
      g_string_append_printf (s, "round %u", e->count);
      break;
    case MANCALA_EVENT_REFILL:
      g_string_append_printf (s, "refill %s<%s x%u", pit, to, e->count);
      break;
    case MANCALA_EVENT_BURN:
      g_string_append_printf (s, "burn %s", pit);
      break;
    case MANCALA_EVENT_REPETITION:
      g_string_append (s, "repetition");
      break;
    case MANCALA_EVENT_GAME_OVER:
      g_string_append_printf (s, "game-over %u", e->count);
      break;
    default:
      g_string_append_printf (s, "unknown-%u", e->kind);
      break;
    }
}

char *
engine_test_sowing_string (const MancalaRules  *rules,
                           const MancalaReport *report)
{
  GString *s = g_string_new (NULL);

  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      if (e->kind == MANCALA_EVENT_LIFT || e->kind == MANCALA_EVENT_DROP ||
          e->kind == MANCALA_EVENT_RELAY)
        append_event (s, rules, e);
    }

  return g_string_free (s, FALSE);
}

static int
compare_events_by_pit (gconstpointer a,
                       gconstpointer b)
{
  const MancalaEvent *ea = a;
  const MancalaEvent *eb = b;

  return (int) ea->pit - (int) eb->pit;
}

char *
engine_test_captures_string (const MancalaRules  *rules,
                             const MancalaReport *report)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GArray) captures = g_array_new (FALSE, FALSE, sizeof (MancalaEvent));

  for (unsigned i = 0; i < report->n_events; i++)
    if (report->events[i].kind == MANCALA_EVENT_CAPTURE)
      g_array_append_val (captures, report->events[i]);
  g_array_sort (captures, compare_events_by_pit);

  for (unsigned i = 0; i < captures->len; i++)
    {
      const MancalaEvent *e = &g_array_index (captures, MancalaEvent, i);
      g_autofree char *pit = engine_test_pit_name (rules, e->pit);
      g_autofree char *to = engine_test_pit_name (rules, e->to);

      g_string_append_printf (s, "%s%s>%s x%u", s->len > 0 ? " " : "", pit, to, e->count);
    }

  return g_string_free (s, FALSE);
}

char *
engine_test_events_string (const MancalaRules  *rules,
                           const MancalaReport *report)
{
  GString *s = g_string_new (NULL);

  for (unsigned i = 0; i < report->n_events; i++)
    append_event (s, rules, &report->events[i]);
  if (report->overflow)
    g_string_append (s, " (overflow)");

  return g_string_free (s, FALSE);
}

unsigned
engine_test_count_events (const MancalaReport *report,
                          MancalaEventKind     kind)
{
  unsigned count = 0;

  for (unsigned i = 0; i < report->n_events; i++)
    if (report->events[i].kind == kind)
      count++;

  return count;
}

gboolean
engine_test_replay_report (const MancalaRules    *rules,
                           const MancalaPosition *before,
                           const MancalaReport   *report,
                           const MancalaPosition *after,
                           char                 **why)
{
  unsigned n_pits = 2 * rules->houses + 2;
  long pits[MANCALA_MAX_PITS];
  long hand = 0;

  g_assert_false (report->overflow);

  for (unsigned p = 0; p < n_pits; p++)
    pits[p] = before->pits[p];

  for (unsigned i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *e = &report->events[i];

      if (e->pit >= n_pits &&
          (e->kind == MANCALA_EVENT_LIFT || e->kind == MANCALA_EVENT_RELAY ||
           e->kind == MANCALA_EVENT_DROP || e->kind == MANCALA_EVENT_CAPTURE ||
           e->kind == MANCALA_EVENT_COLLECT || e->kind == MANCALA_EVENT_REFILL))
        {
          *why = g_strdup_printf ("event %u names pit %u", i, e->pit);
          return FALSE;
        }

      switch ((MancalaEventKind) e->kind)
        {
        case MANCALA_EVENT_LIFT:
        case MANCALA_EVENT_RELAY:
          /* A lift takes every seed, and only once the hand is empty. */
          if (hand != 0 || pits[e->pit] != e->count || e->count == 0)
            {
              *why = g_strdup_printf ("event %u lifts %u from pit %u holding %ld, hand %ld",
                                      i, e->count, e->pit, pits[e->pit], hand);
              return FALSE;
            }
          hand = e->count;
          pits[e->pit] = 0;
          break;

        case MANCALA_EVENT_DROP:
          if (hand <= 0)
            {
              *why = g_strdup_printf ("event %u drops from an empty hand", i);
              return FALSE;
            }
          hand--;
          pits[e->pit]++;
          break;

        case MANCALA_EVENT_CAPTURE:
        case MANCALA_EVENT_COLLECT:
          if (hand != 0 || pits[e->pit] < e->count || e->to >= n_pits)
            {
              *why = g_strdup_printf ("event %u moves %u from pit %u holding %ld",
                                      i, e->count, e->pit, pits[e->pit]);
              return FALSE;
            }
          pits[e->pit] -= e->count;
          pits[e->to] += e->count;
          break;

        case MANCALA_EVENT_REFILL:
          if (e->to >= n_pits || pits[e->to] < e->count)
            {
              *why = g_strdup_printf ("event %u refills %u from pit %u holding %ld",
                                      i, e->count, e->to, pits[e->to]);
              return FALSE;
            }
          pits[e->to] -= e->count;
          pits[e->pit] += e->count;
          break;

        default:
          break;
        }
    }

  if (hand != 0)
    {
      *why = g_strdup_printf ("%ld seeds left in the hand", hand);
      return FALSE;
    }

  for (unsigned p = 0; p < n_pits; p++)
    if (pits[p] != after->pits[p])
      {
        g_autofree char *events = engine_test_events_string (rules, report);

        *why = g_strdup_printf ("pit %u: replay gives %ld, position has %u; events: %s",
                                p, pits[p], after->pits[p], events);
        return FALSE;
      }

  return TRUE;
}

unsigned
engine_test_apply (const MancalaRules *rules,
                   MancalaPosition    *pos,
                   unsigned            move,
                   MancalaReport      *report)
{
  MancalaPosition before = *pos;
  MancalaReport *own = NULL;
  unsigned flags;

  if (report == NULL)
    report = own = g_new0 (MancalaReport, 1);

  if (!mancala_position_is_legal (rules, pos, move))
    {
      g_autofree char *board = engine_test_board_string (rules, pos);

      g_error ("move %u is not legal in %s", move, board);
    }

  flags = mancala_position_apply (rules, pos, move, report);
  if (!report->overflow)
    assert_replay (rules, &before, report, pos);

  g_free (own);

  return flags;
}

unsigned
engine_test_play (const MancalaRules *rules,
                  MancalaPosition    *pos,
                  const char         *moves)
{
  g_auto(GStrv) tokens = g_strsplit (moves, " ", -1);
  unsigned flags = 0;

  for (unsigned i = 0; tokens[i] != NULL; i++)
    {
      unsigned move;

      if (tokens[i][0] == '\0')
        continue;
      move = strcmp (tokens[i], "swap") == 0 ? MANCALA_MOVE_SWAP : (unsigned) atoi (tokens[i]);
      if (!mancala_position_is_legal (rules, pos, move))
        {
          g_autofree char *board = engine_test_board_string (rules, pos);

          g_error ("move %s of '%s' is not legal in %s", tokens[i], moves, board);
        }
      flags = mancala_position_apply (rules, pos, move, NULL);
    }

  return flags;
}

char *
engine_test_moves_string (const MancalaRules    *rules,
                          const MancalaPosition *pos)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);
  GString *s = g_string_new (NULL);

  for (unsigned i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      if (moves[i] == MANCALA_MOVE_SWAP)
        g_string_append (s, "swap");
      else
        g_string_append_printf (s, "%u", moves[i]);
    }

  for (unsigned move = 0; move <= rules->houses; move++)
    {
      gboolean listed = FALSE;

      for (unsigned i = 0; i < n; i++)
        listed = listed || moves[i] == move;
      g_assert_cmpint (mancala_position_is_legal (rules, pos, move), ==, listed);
    }

  return g_string_free (s, FALSE);
}

void
engine_test_rules_option (MancalaRules   *rules,
                          MancalaVariant  variant,
                          unsigned        houses,
                          unsigned        seeds,
                          int             option)
{
  char error[128];

  mancala_rules_init_default (rules, variant);
  rules->houses = (uint8_t) houses;
  rules->seeds = (uint8_t) seeds;
  switch (variant)
    {
    case MANCALA_VARIANT_KALAH:
      rules->empty_capture = option == 1;
      rules->end_rule = option == 2 ? MANCALA_END_NO_MOVE : MANCALA_END_IMMEDIATE;
      rules->pie = option == 3;
      break;
    case MANCALA_VARIANT_OWARE:
      rules->grand_slam = option == 1 ? MANCALA_GRAND_SLAM_CAPTURE
                          : option == 2 ? MANCALA_GRAND_SLAM_FORBIDDEN
                          : MANCALA_GRAND_SLAM_NO_CAPTURE;
      break;
    case MANCALA_VARIANT_CONGKAK:
    case MANCALA_N_VARIANTS:
    default:
      rules->rounds = option == 1 ? MANCALA_ROUNDS_TRADITIONAL : MANCALA_ROUNDS_SINGLE;
      break;
    }
  g_assert_true (mancala_rules_validate (rules, error, sizeof error));
}

void
engine_test_write_damaged (const char *from,
                           const char *to,
                           gsize       len,
                           gsize       flip)
{
  g_autofree char *data = NULL;
  gsize size;

  g_assert_true (g_file_get_contents (from, &data, &size, NULL));
  g_assert_cmpuint (len, <=, size);
  if (flip < len)
    data[flip] ^= 0x10;
  g_assert_true (g_file_set_contents (to, data, (gssize) len, NULL));
}
