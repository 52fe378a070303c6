/* mancala-perfect.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How often Wise plays a perfect move in Kalah, and the opening book
 * (docs/levels.md, "Perfect play" and "Opening book"):
 *
 *   mancala-perfect sample [--empty-capture] [--positions N] [--seed S] > FILE
 *     plays games between the levels, samples positions of every phase,
 *     solves each and writes one line per position: its phase, the moves
 *     from the start, the solved value and every move that keeps it.
 *     Wise's move is checked on the way (summary on standard error).
 *   mancala-perfect rate FILE...
 *     asks Wise for its move in every position of FILE (no solving, a
 *     few minutes) and prints the share of moves that keep the value,
 *     per phase, and every position where Wise loses seeds.
 *   mancala-perfect book [--empty-capture] [--houses N] [--seeds K] [--plies P] [--known]
 *                        [--part K/N]
 *     solves the opening positions (see below), and every position of
 *     the first P moves, and prints them as C rows for
 *     src/engine/mancala-book-data.h. With --known, positions the
 *     compiled-in book already holds keep its row instead of being
 *     solved again (to extend a book by a ply; build-aux/make-book
 *     solves everything). --part K/N solves the K-th of N shares of
 *     the positions of the first P moves (part 0 also Wise's lines), so
 *     that N processes share the work; their rows, concatenated with
 *     repeats dropped, are the book's.
 *
 * Wise is asked exactly as `mancala-cli bestmove --level wise` asks it:
 * by its node budget alone, with the CLI's seed 1 and the game's
 * history, book included. The solver is the one behind `mancala-cli
 * solve` (mancala-solve-kalah.c), but one table serves every position
 * of a run: Kalah values of the seeds still to be won do not depend on
 * the path, so what one solve proved shortens the next.
 *
 * Run from the build tree, set MANCALA_TABLE_DIR to the build's tables
 * (src/tables): Wise reads the Kalah one as it does when installed, and
 * the solver uses it too (the same values, faster).
 *
 * MANCALA_PERFECT_TABLE_MB sizes the solver's table (by default as
 * mancala_solve() does: 2048 MiB for the full board).
 */

#include "mancala-book.h"
#include "mancala-search-private.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The seed mancala-cli gives every search. */
#define CLI_SEED 1

#define MAX_LINE 4096

typedef enum
{
  PHASE_OPENING,
  PHASE_MIDDLE,
  PHASE_ENDGAME,
  N_PHASES
} Phase;

static const char * const phase_names[N_PHASES] = { "opening", "middle", "endgame" };

typedef struct
{
  MancalaRules        rules;
  MancalaKalahSolver *solver;
  MancalaEndgameTable *endgame;
  double              solve_seconds;
  bool                known;        /* Take the compiled-in book's rows. */
} Ctx;

static double
now (void)
{
  return _mancala_now ();
}

static void
ctx_init (Ctx                *ctx,
          const MancalaRules *rules)
{
  const char *env = getenv ("MANCALA_PERFECT_TABLE_MB");
  unsigned total = 2u * rules->houses * rules->seeds;
  /* mancala_solve()'s sizes: a large table costs time to fault in. */
  size_t table_mb = env != NULL ? (size_t) strtoull (env, NULL, 10)
                    : total <= 24 ? 16 : total <= 32 ? 64 : total <= 40 ? 256 : 2048;

  ctx->rules = *rules;
  ctx->solve_seconds = 0;
  ctx->known = false;
  /* 1 MiB endgame table, the same as mancala_solve(), or the one the
   * build made for Wise (MANCALA_TABLE_DIR): the values are the same,
   * found faster.
   */
  ctx->endgame = mancala_endgame_table_open_installed (rules);
  ctx->solver = _mancala_kalah_solver_new (rules, table_mb, 1024 * 1024, ctx->endgame, NULL);
  if (ctx->solver == NULL)
    {
      fprintf (stderr, "out of memory for the solver\n");
      exit (1);
    }
}

/* The final store difference for the side to move, as mancala_solve()
 * finds it.
 */
static int
solve_value (Ctx                   *ctx,
             const MancalaPosition *pos,
             int                    guess)
{
  double start = now ();
  int g = _mancala_kalah_solver_exact (ctx->solver, pos, guess);

  ctx->solve_seconds += now () - start;
  return g;
}

/* Plays @move and says from whose view the child is seen. */
static bool
child_of (const Ctx             *ctx,
          const MancalaPosition *pos,
          unsigned               move,
          MancalaPosition       *child,
          int                   *final)
{
  unsigned flags;

  *child = *pos;
  flags = mancala_position_apply (&ctx->rules, child, move, NULL);
  if (flags & MANCALA_MOVE_GAME_OVER)
    {
      *final = (int) mancala_position_store (&ctx->rules, child, pos->to_move)
               - (int) mancala_position_store (&ctx->rules, child, mancala_side_other (pos->to_move));
      return false;
    }
  return true;
}

/* Does @move keep @value? One null-window test. */
static bool
move_keeps (Ctx                   *ctx,
            const MancalaPosition *pos,
            unsigned               move,
            int                    value)
{
  MancalaPosition child;
  double start = now ();
  int final, g;

  if (!child_of (ctx, pos, move, &child, &final))
    return final >= value;

  if (child.to_move == pos->to_move)
    g = _mancala_kalah_solver_value (ctx->solver, &child, value - 1, value);
  else
    g = -_mancala_kalah_solver_value (ctx->solver, &child, -value, -value + 1);
  ctx->solve_seconds += now () - start;
  return g >= value;
}

/* The exact value of @move for the mover. */
static int
move_value (Ctx                   *ctx,
            const MancalaPosition *pos,
            unsigned               move,
            int                    guess)
{
  MancalaPosition child;
  int final;

  if (!child_of (ctx, pos, move, &child, &final))
    return final;
  if (child.to_move == pos->to_move)
    return solve_value (ctx, &child, guess);
  return -solve_value (ctx, &child, -guess);
}

/* Solves @pos: its value and every move that keeps it (increasing). */
static int
solve_best (Ctx                   *ctx,
            const MancalaPosition *pos,
            int                    guess,
            uint8_t               *best,
            unsigned              *n_best)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (&ctx->rules, pos, moves);
  int value = solve_value (ctx, pos, guess);

  *n_best = 0;
  for (unsigned i = 0; i < n; i++)
    if (move_keeps (ctx, pos, moves[i], value))
      best[(*n_best)++] = moves[i];
  return value;
}

static unsigned
wise_move (const Ctx             *ctx,
           const MancalaPosition *pos,
           const MancalaHistory  *history,
           int                   *score)
{
  MancalaSearchResult result;

  /* As mancala-cli: the node budget alone, so that a busy machine does
   * not change the move.
   */
  _mancala_level_choose_move_capped (&ctx->rules, pos, history, MANCALA_LEVEL_WISE,
                                     CLI_SEED, false, NULL, &result);
  if (score != NULL)
    *score = result.score;
  return result.move;
}

static unsigned
board_seeds (const MancalaRules    *rules,
             const MancalaPosition *pos)
{
  return mancala_position_side_seeds (rules, pos, MANCALA_SOUTH)
         + mancala_position_side_seeds (rules, pos, MANCALA_NORTH);
}

/* By the seeds still in the houses: more than three quarters of them is
 * the opening, at most three eighths the endgame.
 */
static Phase
phase_of (const MancalaRules    *rules,
          const MancalaPosition *pos)
{
  unsigned total = 2u * rules->houses * rules->seeds;
  unsigned left = board_seeds (rules, pos);

  if (4 * left > 3 * total)
    return PHASE_OPENING;
  if (8 * left <= 3 * total)
    return PHASE_ENDGAME;
  return PHASE_MIDDLE;
}

static void
print_moves (FILE          *out,
             const uint8_t *moves,
             unsigned       n)
{
  if (n == 0)
    fputs ("-", out);
  for (unsigned i = 0; i < n; i++)
    fprintf (out, "%s%u", i > 0 ? "," : "", moves[i]);
}

/* Moves "3,1,6" or "-" (none) into @moves. */
static bool
parse_moves (const char *text,
             uint8_t    *moves,
             unsigned   *n)
{
  *n = 0;
  if (strcmp (text, "-") == 0)
    return true;
  while (*text != '\0')
    {
      char *end;
      unsigned long m = strtoul (text, &end, 10);

      if (end == text || *n >= MANCALA_MAX_PLIES)
        return false;
      moves[(*n)++] = (uint8_t) m;
      text = *end == ',' ? end + 1 : end;
    }
  return true;
}

static bool
replay (const MancalaRules *rules,
        const uint8_t      *moves,
        unsigned            n,
        MancalaPosition    *pos,
        MancalaHistory     *history)
{
  mancala_position_init (pos, rules);
  mancala_history_init (history, rules, pos);
  for (unsigned i = 0; i < n; i++)
    {
      if (!mancala_position_is_legal (rules, pos, moves[i]))
        return false;
      mancala_play (rules, pos, history, moves[i], NULL);
    }
  return true;
}

static void
rules_kalah (MancalaRules *rules,
             unsigned      houses,
             unsigned      seeds,
             bool          empty_capture)
{
  mancala_rules_init_default (rules, MANCALA_VARIANT_KALAH);
  rules->houses = (uint8_t) houses;
  rules->seeds = (uint8_t) seeds;
  rules->empty_capture = empty_capture;
}

/* ---- sample ---------------------------------------------------------- */

typedef struct
{
  unsigned positions;
  unsigned kept;
  unsigned lost_seeds;
} Tally;

static void
print_tally (FILE        *out,
             const Tally *tally)
{
  unsigned all = 0, kept = 0;

  for (unsigned p = 0; p < N_PHASES; p++)
    {
      fprintf (out, "%-8s %4u positions, %4u kept the value (%.1f %%)\n", phase_names[p],
               tally[p].positions, tally[p].kept,
               tally[p].positions > 0 ? 100.0 * tally[p].kept / tally[p].positions : 0.0);
      all += tally[p].positions;
      kept += tally[p].kept;
    }
  fprintf (out, "all      %4u positions, %4u kept the value (%.2f %%)\n", all, kept,
           all > 0 ? 100.0 * kept / all : 0.0);
}

/* Games between every pair of levels (both sides, a level against
 * itself too), each opened by zero to two random plies so that even two
 * Wise players differ; each game gives at most one position per phase,
 * picked at random among the positions with a choice (two or more legal
 * moves).
 */
static int
cmd_sample (const MancalaRules *rules,
            unsigned            n_positions,
            uint64_t            seed)
{
  Ctx ctx;
  Tally tally[N_PHASES] = { { 0 } };
  uint64_t rng = seed * 0x9e3779b97f4a7c15u + 1;
  unsigned done = 0;
  double start = now ();

  ctx_init (&ctx, rules);
  printf ("# mancala-perfect sample: kalah %ux%u%s, %u positions, seed %llu\n",
          rules->houses, rules->seeds, rules->empty_capture ? " empty-capture" : "",
          n_positions, (unsigned long long) seed);
  printf ("# phase levels ply board-seeds moves value best\n");

  for (unsigned game = 0; done < n_positions; game++)
    {
      MancalaLevel levels[2] = { (MancalaLevel) (game % MANCALA_N_LEVELS),
                                 (MancalaLevel) ((game / MANCALA_N_LEVELS) % MANCALA_N_LEVELS) };
      static uint8_t moves[MANCALA_MAX_PLIES];
      static uint16_t candidates[N_PHASES][MANCALA_MAX_PLIES];
      unsigned n_candidates[N_PHASES] = { 0 };
      unsigned n_moves = 0;
      unsigned random_plies = (unsigned) (_mancala_random_next (&rng) % 3);
      MancalaPosition pos;
      MancalaHistory history;

      mancala_position_init (&pos, rules);
      mancala_history_init (&history, rules, &pos);
      while (!mancala_position_is_over (&pos) && n_moves < MANCALA_MAX_PLIES)
        {
          uint8_t legal[MANCALA_MAX_MOVES];
          unsigned n = mancala_position_legal_moves (rules, &pos, legal);
          unsigned move;

          if (n >= 2)
            {
              Phase p = phase_of (rules, &pos);

              candidates[p][n_candidates[p]++] = (uint16_t) n_moves;
            }

          if (n_moves < random_plies)
            move = legal[_mancala_random_next (&rng) % n];
          else
            {
              MancalaSearchResult result;

              _mancala_level_choose_move_capped (rules, &pos, &history, levels[pos.to_move],
                                                 _mancala_random_next (&rng), false, NULL, &result);
              move = result.move;
            }
          moves[n_moves++] = (uint8_t) move;
          mancala_play (rules, &pos, &history, move, NULL);
        }

      /* The endgame first: what it proves helps the earlier solves. */
      for (int p = N_PHASES - 1; p >= 0 && done < n_positions; p--)
        {
          unsigned ply, n_best, wise;
          uint8_t best[MANCALA_MAX_MOVES];
          int value, score;
          bool kept;

          if (n_candidates[p] == 0)
            continue;
          ply = candidates[p][_mancala_random_next (&rng) % n_candidates[p]];
          replay (rules, moves, ply, &pos, &history);
          wise = wise_move (&ctx, &pos, &history, &score);
          value = solve_best (&ctx, &pos, score, best, &n_best);
          kept = memchr (best, (int) wise, n_best) != NULL;

          printf ("%s %s-%s %u %u ", phase_names[p], mancala_level_to_string (levels[0]),
                  mancala_level_to_string (levels[1]), ply, board_seeds (rules, &pos));
          print_moves (stdout, moves, ply);
          printf (" %d ", value);
          print_moves (stdout, best, n_best);
          printf ("\n");
          fflush (stdout);

          tally[p].positions++;
          if (kept)
            tally[p].kept++;
          else
            {
              int got = move_value (&ctx, &pos, wise, value);

              fprintf (stderr, "wrong: %s ply %u, moves ", phase_names[p], ply);
              print_moves (stderr, moves, ply);
              fprintf (stderr, ": wise %u (%d), best ", wise, got);
              print_moves (stderr, best, n_best);
              fprintf (stderr, " (%d)\n", value);
            }
          done++;
          if (done % 50 == 0)
            fprintf (stderr, "%u positions, %.0f s (%.0f s solving)\n", done,
                     now () - start, ctx.solve_seconds);
        }
    }

  print_tally (stderr, tally);
  fprintf (stderr, "%.0f s in all, %.0f s solving\n", now () - start, ctx.solve_seconds);
  _mancala_kalah_solver_free (ctx.solver);
  mancala_endgame_table_close (ctx.endgame);
  return 0;
}

/* ---- rate ------------------------------------------------------------ */

static int
cmd_rate (int    argc,
          char **argv)
{
  Tally tally[N_PHASES] = { { 0 } };
  char line[MAX_LINE];

  for (int f = 0; f < argc; f++)
    {
      FILE *in = fopen (argv[f], "r");
      MancalaRules rules;
      bool have_rules = false;

      if (in == NULL)
        {
          perror (argv[f]);
          return 1;
        }
      while (fgets (line, sizeof line, in) != NULL)
        {
          static uint8_t moves[MANCALA_MAX_PLIES];
          static MancalaHistory history;
          char phase[16], levels[32], moves_text[MAX_LINE], best_text[64];
          unsigned ply, seeds, n_moves, n_best, p, houses, seeds_per_house, wise;
          uint8_t best[MANCALA_MAX_MOVES];
          MancalaPosition pos;
          int value, score;
          Ctx ctx;

          if (sscanf (line, "# mancala-perfect sample: kalah %ux%u", &houses, &seeds_per_house) == 2)
            {
              rules_kalah (&rules, houses, seeds_per_house, strstr (line, "empty-capture") != NULL);
              have_rules = true;
              continue;
            }
          if (line[0] == '#' || line[0] == '\n')
            continue;
          if (!have_rules
              || sscanf (line, "%15s %31s %u %u %4095s %d %63s", phase, levels, &ply, &seeds,
                         moves_text, &value, best_text) != 7
              || !parse_moves (moves_text, moves, &n_moves)
              || !parse_moves (best_text, best, &n_best)
              || !replay (&rules, moves, n_moves, &pos, &history))
            {
              fprintf (stderr, "%s: a line I cannot read: %s", argv[f], line);
              return 1;
            }
          for (p = 0; p < N_PHASES && strcmp (phase, phase_names[p]) != 0; p++)
            ;
          if (p == N_PHASES)
            return 1;

          ctx.rules = rules;
          wise = wise_move (&ctx, &pos, &history, &score);
          tally[p].positions++;
          if (memchr (best, (int) wise, n_best) != NULL)
            tally[p].kept++;
          else
            printf ("wrong: %s%s, %s ply %u (%u seeds on the board), moves %s: wise %u (score %d), best %s (value %d)\n",
                    rules.empty_capture ? "empty-capture " : "", levels, phase, ply, seeds,
                    moves_text, wise, score, best_text, value);
        }
      fclose (in);
    }

  print_tally (stdout, tally);
  return 0;
}

/* ---- book ------------------------------------------------------------ */

/* Every position that ends a turn of the side to move of @pos (the
 * other side to move, or the game over), through every extra turn.
 */
static void
turn_ends (const MancalaRules    *rules,
           const MancalaPosition *pos,
           MancalaPosition       *out,
           unsigned              *n_out,
           unsigned               max_out)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  unsigned n = mancala_position_legal_moves (rules, pos, moves);

  for (unsigned i = 0; i < n; i++)
    {
      MancalaPosition child = *pos;

      mancala_position_apply (rules, &child, moves[i], NULL);
      if (!mancala_position_is_over (&child) && child.to_move == pos->to_move)
        turn_ends (rules, &child, out, n_out, max_out);
      else
        {
          unsigned j;

          for (j = 0; j < *n_out && !mancala_position_equal (&out[j], &child); j++)
            ;
          if (j == *n_out && *n_out < max_out)
            out[(*n_out)++] = child;
        }
    }
}

#define MAX_BOOK 4096

typedef struct
{
  MancalaPosition pos;
  unsigned        move;
  int             value;
} BookEntry;

static BookEntry book[MAX_BOOK];
static unsigned n_book;

/* Solves @pos, stores its move (Wise's own if it keeps the value, so
 * the book changes as little as it can, else the lowest best one) and
 * follows the mover's extra turns. Returns the position after the
 * mover's turn on the book's line.
 */
/* One row of mancala-book-data.h, printed as soon as it is known, so
 * that a long run stopped half way keeps what it solved.
 */
static void
add_row (const MancalaRules    *rules,
         const MancalaPosition *pos,
         unsigned               move,
         int                    value)
{
  if (n_book < MAX_BOOK)
    book[n_book++] = (BookEntry) { *pos, move, value };
  printf ("  { %u, %u, %u, %u, { ", rules->houses, rules->seeds,
          rules->empty_capture ? 1u : 0u, pos->to_move);
  for (unsigned k = 0; k < 2 * 6 + 2; k++)
    printf ("%s%u", k > 0 ? "," : "", k < mancala_rules_n_pits (rules) ? pos->pits[k] : 0u);
  printf (" }, %u, %d },\n", move, value);
  fflush (stdout);
}

static MancalaPosition
book_turn (Ctx                   *ctx,
           const MancalaPosition *start,
           int                    guess)
{
  MancalaPosition pos = *start;

  while (!mancala_position_is_over (&pos))
    {
      MancalaHistory history;
      const MancalaBookEntry *known;
      uint8_t best[MANCALA_MAX_MOVES];
      unsigned n_best, move, j;
      int value, score;
      double t = now ();

      for (j = 0; j < n_book && !mancala_position_equal (&book[j].pos, &pos); j++)
        ;
      if (j < n_book)
        move = book[j].move;
      else if (ctx->known && (known = _mancala_book_lookup (&ctx->rules, &pos)) != NULL)
        {
          move = known->move;
          add_row (&ctx->rules, &pos, move, known->value);
          guess = known->value;
        }
      else
        {
          unsigned wise;

          /* Wise's move when it keeps the value, else the first that
           * does: the row solve_best() would give, for one test of a
           * move instead of one for each.
           */
          mancala_history_init (&history, &ctx->rules, &pos);
          wise = move = wise_move (ctx, &pos, &history, &score);
          /* Wise's score is a closer first guess than the caller's. */
          value = solve_value (ctx, &pos, guess != 0 ? guess : score);
          n_best = 0;
          if (!move_keeps (ctx, &pos, move, value))
            {
              uint8_t moves[MANCALA_MAX_MOVES];
              unsigned n = mancala_position_legal_moves (&ctx->rules, &pos, moves);

              for (unsigned i = 0; i < n && n_best == 0; i++)
                if (moves[i] != wise && move_keeps (ctx, &pos, moves[i], value))
                  best[n_best++] = moves[i];
              if (n_best == 0)
                {
                  fprintf (stderr, "no move keeps the solved value %d\n", value);
                  exit (1);
                }
              move = best[0];
            }
          add_row (&ctx->rules, &pos, move, value);
          fprintf (stderr, "book %u: %s to move, value %d, wise %u %s", n_book,
                   pos.to_move == MANCALA_SOUTH ? "south" : "north", value, wise,
                   n_best == 0 ? "keeps it" : "loses, best ");
          if (n_best != 0)
            print_moves (stderr, best, n_best);
          fprintf (stderr, ", %.1f s\n", now () - t);
          guess = value;
        }

      {
        MancalaSide mover = pos.to_move;

        mancala_position_apply (&ctx->rules, &pos, move, NULL);
        if (pos.to_move != mover)
          break;
      }
    }
  return pos;
}

/* Every position of at most @plies moves from @start, extra turns
 * counted as moves, shallowest first, into @out.
 */
static unsigned
positions_within (const MancalaRules    *rules,
                  const MancalaPosition *start,
                  unsigned               plies,
                  MancalaPosition       *out,
                  unsigned               max_out)
{
  unsigned n_out = 0, from = 0;

  out[n_out++] = *start;
  for (unsigned ply = 0; ply < plies; ply++)
    {
      unsigned to = n_out;

      for (unsigned i = from; i < to; i++)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          unsigned n = mancala_position_is_over (&out[i]) ? 0
                       : mancala_position_legal_moves (rules, &out[i], moves);

          for (unsigned m = 0; m < n; m++)
            {
              MancalaPosition child = out[i];
              unsigned j;

              mancala_position_apply (rules, &child, moves[m], NULL);
              for (j = 0; j < n_out && !mancala_position_equal (&out[j], &child); j++)
                ;
              if (j == n_out && n_out < max_out)
                out[n_out++] = child;
            }
        }
      from = to;
    }
  return n_out;
}

static int
cmd_book (const MancalaRules *rules,
          unsigned            plies,
          bool                known,
          unsigned            part,
          unsigned            parts)
{
  static MancalaPosition ends[MAX_BOOK];
  unsigned n_ends = 0;
  MancalaPosition start, after;
  Ctx ctx;
  double t = now ();

  ctx_init (&ctx, rules);
  ctx.known = known;
  mancala_position_init (&start, rules);

  /* Wise as south: its first turn, then its answer to every first turn
   * of north (in part 0 of a book solved in parts).
   */
  if (part == 0)
    {
      after = book_turn (&ctx, &start, 0);
      turn_ends (rules, &after, ends, &n_ends, MAX_BOOK);
      for (unsigned i = 0; i < n_ends; i++)
        if (!mancala_position_is_over (&ends[i]))
          book_turn (&ctx, &ends[i], 0);

      /* Wise as north: its answer to every first turn of south. */
      n_ends = 0;
      turn_ends (rules, &start, ends, &n_ends, MAX_BOOK);
      for (unsigned i = 0; i < n_ends; i++)
        if (!mancala_position_is_over (&ends[i]))
          book_turn (&ctx, &ends[i], 0);
    }

  /* Every position of the first @plies moves, whoever played them:
   * a game between people, or against a weaker level, leaves the
   * lines above at once.
   */
  n_ends = positions_within (rules, &start, plies, ends, MAX_BOOK);
  for (unsigned i = 0; i < n_ends; i++)
    {
      uint8_t moves[MANCALA_MAX_MOVES];

      if (i % parts == part && !mancala_position_is_over (&ends[i])
          && mancala_position_legal_moves (rules, &ends[i], moves) > 1)
        book_turn (&ctx, &ends[i], 0);
    }

  printf ("  /* kalah %ux%u%s: the %u positions above, solved in %.0f s */\n", rules->houses,
          rules->seeds, rules->empty_capture ? " empty-capture" : "", n_book, now () - t);
  fprintf (stderr, "%u positions in %.0f s\n", n_book, now () - t);
  _mancala_kalah_solver_free (ctx.solver);
  mancala_endgame_table_close (ctx.endgame);
  return 0;
}

/* ---- main ------------------------------------------------------------ */

static int
usage (void)
{
  fprintf (stderr, "usage: see the comment at the top of mancala-perfect.c\n");
  return 2;
}

int
main (int    argc,
      char **argv)
{
  MancalaRules rules;
  bool empty_capture = false, known = false;
  unsigned houses = 6, seeds = 4, positions = 1000, plies = 0, part = 0, parts = 1;
  uint64_t seed = 1;
  char error[128];

  if (argc < 2)
    return usage ();
  if (strcmp (argv[1], "rate") == 0)
    return argc > 2 ? cmd_rate (argc - 2, argv + 2) : usage ();

  for (int i = 2; i < argc; i++)
    {
      if (strcmp (argv[i], "--empty-capture") == 0)
        empty_capture = true;
      else if (strcmp (argv[i], "--known") == 0)
        known = true;
      else if (i + 1 < argc && strcmp (argv[i], "--part") == 0)
        {
          if (sscanf (argv[++i], "%u/%u", &part, &parts) != 2 || parts == 0 || part >= parts)
            return usage ();
        }
      else if (i + 1 < argc && strcmp (argv[i], "--positions") == 0)
        positions = (unsigned) strtoul (argv[++i], NULL, 10);
      else if (i + 1 < argc && strcmp (argv[i], "--seed") == 0)
        seed = strtoull (argv[++i], NULL, 10);
      else if (i + 1 < argc && strcmp (argv[i], "--houses") == 0)
        houses = (unsigned) strtoul (argv[++i], NULL, 10);
      else if (i + 1 < argc && strcmp (argv[i], "--seeds") == 0)
        seeds = (unsigned) strtoul (argv[++i], NULL, 10);
      else if (i + 1 < argc && strcmp (argv[i], "--plies") == 0)
        plies = (unsigned) strtoul (argv[++i], NULL, 10);
      else
        return usage ();
    }

  rules_kalah (&rules, houses, seeds, empty_capture);
  if (!mancala_rules_validate (&rules, error, sizeof error) || houses > 6)
    {
      fprintf (stderr, "%s\n", houses > 6 ? "the Kalah solver takes up to six houses" : error);
      return 2;
    }

  if (strcmp (argv[1], "sample") == 0)
    return cmd_sample (&rules, positions, seed);
  if (strcmp (argv[1], "book") == 0)
    return cmd_book (&rules, plies, known, part, parts);
  return usage ();
}
