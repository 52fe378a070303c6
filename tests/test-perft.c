/* test-perft.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Perft: the engine's move tree against the naive second implementation
 * of docs/rules.md in engine-test-util.c, compared position by position at
 * every node (legal moves, board, side to move, flags, and the move
 * report replayed), and the leaf counts against mancala_perft().
 */

#define G_LOG_DOMAIN "mancala-tests"

#include <string.h>

#include "engine-test-naive.h"
#include "engine-test-util.h"

typedef struct
{
  const MancalaRules *rules;
  MancalaReport      *report;
  GArray             *path;      /* NaiveGame: the root and the ancestors. */
  guint64             nodes;

  /* What the walk met, so that a test cannot pass by never meeting it. */
  guint64             captures;
  guint64             grand_slams;
  guint64             extra_turns;
  guint64             round_changes;
  guint64             game_overs;
  guint64             swaps;
  guint64             repetitions;
  guint64             forbidden_cut;   /* Oware nodes where forbidden removed a move. */
} Walk;

static Walk totals;

static void
compare_moves (Walk                  *w,
               const MancalaPosition *pos,
               const NaiveGame       *g)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  int expected[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (w->rules, pos, moves);
  int m = naive_legal_moves (g, expected);
  gboolean same = (int) n == m;

  for (unsigned i = 0; same && i < n; i++)
    same = moves[i] == expected[i];

  if (!same)
    {
      g_autofree char *board = engine_test_board_string (w->rules, pos);
      GString *s = g_string_new (NULL);

      for (unsigned i = 0; i < n; i++)
        g_string_append_printf (s, " %u", moves[i]);
      g_string_append (s, " / naive:");
      for (int i = 0; i < m; i++)
        g_string_append_printf (s, " %d", expected[i]);
      g_error ("legal moves differ in %s: engine:%s", board, s->str);
    }
}

static void
compare_flags (Walk                  *w,
               const MancalaPosition *before,
               unsigned               move,
               unsigned               flags,
               const NaiveGame       *g,
               const NaiveResult     *r)
{
  gboolean ok = TRUE;

  ok = ok && !!(flags & MANCALA_MOVE_SWAPPED) == r->swapped;
  ok = ok && !!(flags & MANCALA_MOVE_CAPTURE) == r->capture;
  ok = ok && !!(flags & MANCALA_MOVE_GRAND_SLAM) == r->grand_slam;
  ok = ok && !!(flags & MANCALA_MOVE_GAME_OVER) == g->over;
  if (!g->over)
    {
      /* The flag says the same player moves next: after a seed in the
       * store (rules 2 and 3), or when the mover also starts the next
       * Congkak round.
       */
      gboolean same_player = !r->swapped && g->to_move == (int) before->to_move;

      ok = ok && !!(flags & MANCALA_MOVE_EXTRA_TURN) == same_player;
      ok = ok && !!(flags & MANCALA_MOVE_ROUND_CHANGE) == r->round_change;
    }

  if (!ok)
    {
      g_autofree char *board = engine_test_board_string (w->rules, before);

      g_error ("flags 0x%x of move %u in %s; naive: swap %d capture %d grand slam %d "
               "over %d extra %d round %d", flags, move, board, r->swapped, r->capture,
               r->grand_slam, g->over, r->extra_turn, r->round_change);
    }
}

static guint64
walk (Walk                  *w,
      const MancalaPosition *pos,
      const NaiveGame       *g,
      unsigned               depth)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n;
  guint64 leaves = 0;

  w->nodes++;
  compare_moves (w, pos, g);
  if (w->rules->variant == MANCALA_VARIANT_OWARE &&
      w->rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN && !g->over)
    {
      int cut = 0;

      for (int h = 1; h <= g->n; h++)
        cut += g->house[g->to_move][h] > 0 && naive_is_grand_slam (g, h);
      w->forbidden_cut += cut > 0;
    }
  if (depth == 0 || g->over)
    return 1;

  n = mancala_position_legal_moves (w->rules, pos, moves);
  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;
      NaiveGame gc = *g;
      NaiveResult r;
      unsigned flags;
      char *why = NULL;
      guint path_len = w->path->len;

      flags = mancala_position_apply (w->rules, &child, moves[i], w->report);
      naive_apply (&gc, moves[i], &r);

      if (!naive_matches (&gc, &child, &why))
        {
          g_autofree char *board = engine_test_board_string (w->rules, pos);

          g_error ("move %u from %s: %s", moves[i], board, why);
        }
      compare_flags (w, pos, moves[i], flags, &gc, &r);
      w->captures += r.capture;
      w->grand_slams += r.grand_slam;
      w->extra_turns += r.extra_turn;
      w->round_changes += r.round_change;
      w->game_overs += gc.over;
      w->swaps += r.swapped;
      if (!w->report->overflow &&
          !engine_test_replay_report (w->rules, pos, w->report, &child, &why))
        g_error ("move %u: %s", moves[i], why);

      /* mancala_perft() applies the Oware repetition rule along the path. */
      if (w->rules->variant == MANCALA_VARIANT_OWARE && naive_check_repetition (&gc, w->path))
        {
          w->repetitions++;
          leaves++;
        }
      else
        leaves += walk (w, &child, &gc, depth - 1);

      g_array_set_size (w->path, path_len);
    }

  return leaves;
}

/* Walks the tree under @pos with both implementations; returns the leaf
 * count after checking that mancala_perft() gives the same.
 */
static guint64
check_perft (const MancalaRules    *rules,
             const MancalaPosition *pos,
             unsigned               depth)
{
  Walk w = { rules, g_new0 (MancalaReport, 1), g_array_new (FALSE, FALSE, sizeof (NaiveGame)), 0 };
  NaiveGame g;
  guint64 leaves;
  guint64 engine;

  naive_from_position (&g, rules, pos);
  g_array_append_val (w.path, g);
  leaves = walk (&w, pos, &g, depth);
  engine = mancala_perft (rules, pos, NULL, depth);
  if (engine != leaves)
    {
      g_autofree char *board = engine_test_board_string (rules, pos);

      g_error ("perft %u of %s: engine %" G_GUINT64_FORMAT ", naive %" G_GUINT64_FORMAT,
               depth, board, engine, leaves);
    }

  totals.nodes += w.nodes;
  totals.captures += w.captures;
  totals.grand_slams += w.grand_slams;
  totals.extra_turns += w.extra_turns;
  totals.round_changes += w.round_changes;
  totals.game_overs += w.game_overs;
  totals.swaps += w.swaps;
  totals.repetitions += w.repetitions;
  totals.forbidden_cut += w.forbidden_cut;

  g_free (w.report);
  g_array_unref (w.path);

  return leaves;
}

typedef struct
{
  const char      *name;
  MancalaVariant   variant;
  unsigned         houses;
  unsigned         seeds;
  unsigned         option;    /* Per variant, see make_rules(). */
  unsigned         depth;     /* From the start. */
  unsigned         random_depth;
} Config;

enum
{
  OPT_NONE          = 0,
  OPT_PIE           = 1 << 0,
  OPT_EMPTY_CAPTURE = 1 << 1,
  OPT_NO_MOVE       = 1 << 2,
  OPT_FORBIDDEN     = 1 << 3,
  OPT_CAPTURE       = 1 << 4,
  OPT_TRADITIONAL   = 1 << 5,
};

static const Config configs[] = {
  { "kalah-6x4", MANCALA_VARIANT_KALAH, 6, 4, OPT_NONE, 8, 6 },
  { "kalah-6x4-pie", MANCALA_VARIANT_KALAH, 6, 4, OPT_PIE, 7, 5 },
  { "kalah-6x4-empty-no-move", MANCALA_VARIANT_KALAH, 6, 4, OPT_EMPTY_CAPTURE | OPT_NO_MOVE, 7, 6 },
  { "kalah-4x3-pie-no-move", MANCALA_VARIANT_KALAH, 4, 3, OPT_PIE | OPT_NO_MOVE, 10, 7 },
  { "kalah-3x6-empty", MANCALA_VARIANT_KALAH, 3, 6, OPT_EMPTY_CAPTURE, 10, 7 },
  { "oware-6x4", MANCALA_VARIANT_OWARE, 6, 4, OPT_NONE, 7, 5 },
  { "oware-6x4-forbidden", MANCALA_VARIANT_OWARE, 6, 4, OPT_FORBIDDEN, 6, 5 },
  { "oware-6x4-capture", MANCALA_VARIANT_OWARE, 6, 4, OPT_CAPTURE, 6, 5 },
  { "oware-4x2-forbidden", MANCALA_VARIANT_OWARE, 4, 2, OPT_FORBIDDEN, 10, 7 },
  { "oware-5x3-capture", MANCALA_VARIANT_OWARE, 5, 3, OPT_CAPTURE, 7, 6 },
  /* Few seeds on a small board: positions repeat within the tree. */
  { "oware-2x2", MANCALA_VARIANT_OWARE, 2, 2, OPT_NONE, 16, 12 },
  { "oware-3x1-forbidden", MANCALA_VARIANT_OWARE, 3, 1, OPT_FORBIDDEN, 16, 12 },
  { "congkak-7x7", MANCALA_VARIANT_CONGKAK, 7, 7, OPT_NONE, 6, 4 },
  { "congkak-7x7-traditional", MANCALA_VARIANT_CONGKAK, 7, 7, OPT_TRADITIONAL, 5, 4 },
  { "congkak-3x3-traditional", MANCALA_VARIANT_CONGKAK, 3, 3, OPT_TRADITIONAL, 14, 8 },
  { "congkak-5x4", MANCALA_VARIANT_CONGKAK, 5, 4, OPT_NONE, 7, 5 },
  { "congkak-9x2-traditional", MANCALA_VARIANT_CONGKAK, 9, 2, OPT_TRADITIONAL, 5, 4 },
};

static void
make_rules (MancalaRules *rules,
            const Config *c)
{
  engine_test_rules (rules, c->variant, c->houses, c->seeds);
  rules->pie = (c->option & OPT_PIE) != 0;
  rules->empty_capture = (c->option & OPT_EMPTY_CAPTURE) != 0;
  if (c->option & OPT_NO_MOVE)
    rules->end_rule = MANCALA_END_NO_MOVE;
  if (c->option & OPT_FORBIDDEN)
    rules->grand_slam = MANCALA_GRAND_SLAM_FORBIDDEN;
  if (c->option & OPT_CAPTURE)
    rules->grand_slam = MANCALA_GRAND_SLAM_CAPTURE;
  if (c->option & OPT_TRADITIONAL)
    rules->rounds = MANCALA_ROUNDS_TRADITIONAL;
  g_assert_true (mancala_rules_validate (rules, NULL, 0));
}

/* From the start position, every depth up to the config's. */
static void
test_perft_start (gconstpointer data)
{
  const Config *c = data;
  MancalaRules rules;
  MancalaPosition pos;

  memset (&totals, 0, sizeof totals);
  make_rules (&rules, c);
  mancala_position_init (&pos, &rules);
  for (unsigned depth = 1; depth <= c->depth; depth++)
    {
      guint64 leaves = check_perft (&rules, &pos, depth);

      g_test_message ("%s perft %u = %" G_GUINT64_FORMAT, c->name, depth, leaves);
    }
  g_test_message ("%s: %" G_GUINT64_FORMAT " nodes compared", c->name, totals.nodes);
  if (c->option & OPT_PIE)
    g_assert_cmpuint (totals.swaps, >, 0);
}

#define N_RANDOM_ROOTS 40u

/* From positions of random games, where captures, grand slams, feeding,
 * rounds and the end happen.
 */
static void
test_perft_random (gconstpointer data)
{
  const Config *c = data;
  MancalaRules rules;
  GRand *rand = g_rand_new_with_seed (0x5eed + c->houses * 131 + c->seeds * 17 + c->option);
  guint64 total = 0;

  memset (&totals, 0, sizeof totals);
  make_rules (&rules, c);
  for (unsigned game = 0; game < N_RANDOM_ROOTS; game++)
    {
      g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));
      MancalaPosition pos;
      unsigned back;

      /* A whole random game; the root is one of its positions, half of
       * them among the last ten before the end, where the end rules,
       * feeding and grand slams happen.
       */
      mancala_position_init (&pos, &rules);
      for (unsigned ply = 0; ply < 5000 && !mancala_position_is_over (&pos); ply++)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          unsigned n = mancala_position_legal_moves (&rules, &pos, moves);

          g_array_append_val (line, pos);
          g_assert_cmpuint (n, >, 0);
          mancala_position_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, n)], NULL);
        }
      back = game % 2 == 0 ? g_rand_int_range (rand, 1, 11) : g_rand_int_range (rand, 1, 81);
      pos = g_array_index (line, MancalaPosition, line->len - MIN (back, line->len));
      total += check_perft (&rules, &pos, c->random_depth);
    }
  g_test_message ("%s: %" G_GUINT64_FORMAT " leaves from %u random positions; nodes %"
                  G_GUINT64_FORMAT ", captures %" G_GUINT64_FORMAT ", grand slams %"
                  G_GUINT64_FORMAT ", extra turns %" G_GUINT64_FORMAT ", round changes %"
                  G_GUINT64_FORMAT ", game overs %" G_GUINT64_FORMAT ", swaps %"
                  G_GUINT64_FORMAT ", repetitions %" G_GUINT64_FORMAT ", forbidden %"
                  G_GUINT64_FORMAT, c->name, total, N_RANDOM_ROOTS, totals.nodes,
                  totals.captures, totals.grand_slams, totals.extra_turns,
                  totals.round_changes, totals.game_overs, totals.swaps, totals.repetitions,
                  totals.forbidden_cut);

  /* The walk met what this rule set is about. */
  g_assert_cmpuint (totals.captures, >, 0);
  g_assert_cmpuint (totals.game_overs, >, 0);
  if (c->variant != MANCALA_VARIANT_OWARE)
    g_assert_cmpuint (totals.extra_turns, >, 0);
  if (c->option & OPT_TRADITIONAL)
    g_assert_cmpuint (totals.round_changes, >, 0);
  if (c->variant == MANCALA_VARIANT_OWARE && c->option == OPT_NONE)
    g_assert_cmpuint (totals.grand_slams, >, 0);
  if (c->option & OPT_FORBIDDEN)
    g_assert_cmpuint (totals.forbidden_cut, >, 0);
  if (c->variant == MANCALA_VARIANT_OWARE && c->houses <= 3)
    g_assert_cmpuint (totals.repetitions, >, 0);

  g_rand_free (rand);
}

/* A few counts worked out by hand. */
static void
test_perft_known (void)
{
  MancalaRules rules;
  MancalaPosition pos;

  /* Kalah 6x4: six openings; s3 ends in the store (an extra turn with 5
   * moves), the other five give north 6 moves: 5 x 6 + 5 = 35.
   */
  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 6, 4);
  mancala_position_init (&pos, &rules);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 0), ==, 1);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 1), ==, 6);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 2), ==, 35);

  /* With the pie rule north also has the swap: 5 x 7 + 5 = 40. */
  rules.pie = true;
  mancala_position_init (&pos, &rules);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 2), ==, 40);

  /* Oware 6x4: no opening reaches a capture or empties a house of north. */
  engine_test_rules (&rules, MANCALA_VARIANT_OWARE, 6, 4);
  mancala_position_init (&pos, &rules);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 1), ==, 6);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 2), ==, 36);

  /* Congkak 7x7: s1 ends in the store (6 moves follow); sk for k >= 2
   * relays once through n(k-1) and captures n(8-k) from sk: north keeps
   * 5 houses. 6 + 6 x 5 = 36.
   */
  engine_test_rules (&rules, MANCALA_VARIANT_CONGKAK, 7, 7);
  mancala_position_init (&pos, &rules);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 1), ==, 7);
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 2), ==, 36);

  /* A finished game is one leaf at any depth. */
  engine_test_rules (&rules, MANCALA_VARIANT_KALAH, 6, 4);
  engine_test_position (&pos, &rules, "S 0 0 0 0 0 0 [24] N 0 0 0 0 0 0 [24] over");
  g_assert_cmpuint (mancala_perft (&rules, &pos, NULL, 5), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/engine/perft/known", test_perft_known);
  for (unsigned i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *start = g_strdup_printf ("/mancala/engine/perft/start/%s", configs[i].name);
      g_autofree char *random = g_strdup_printf ("/mancala/engine/perft/random/%s", configs[i].name);

      g_test_add_data_func (start, &configs[i], test_perft_start);
      g_test_add_data_func (random, &configs[i], test_perft_random);
    }

  return g_test_run ();
}
