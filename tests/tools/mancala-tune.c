/* mancala-tune.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Fits the evaluation's weights to game results (Texel tuning):
 *
 *   mancala-tune gen VARIANT GAMES NODES SEED > POSITIONS
 *     self-play games from random openings (2 to 8 random plies), each
 *     move a search of NODES nodes with half a seed of noise; prints
 *     every position of the games with the result for its side to move
 *   mancala-tune fit VARIANT POSITIONS
 *     logistic regression of the results on the terms of
 *     _mancala_eval_terms() (Newton's method), fitted on the even games
 *     and checked on the odd ones; prints the weights in 1/1024 seed,
 *     the store difference weighed one seed
 *   mancala-tune label VARIANT DEPTH EVERY < POSITIONS > POSITIONS
 *     every EVERY-th position again, its result replaced by a search of
 *     DEPTH plies (its score s in seeds, as 1 / (1 + exp (-s / 4))),
 *     averaged with the game result: less noise than the result alone
 *   mancala-tune exact VARIANT LOW HIGH < POSITIONS > POSITIONS
 *     Kalah of up to six houses: every position with LOW to HIGH seeds
 *     in its houses, its result replaced by the exact rest of the game,
 *     the solved final difference less the store difference now (one
 *     solver table for the whole run; the installed endgame table, or
 *     MANCALA_TABLE_DIR's, makes it fast)
 *   mancala-tune fit-rest VARIANT POSITIONS...
 *     least squares of that rest on the terms of _mancala_eval_terms()
 *     (Kalah's), fitted on the even games and checked on the odd ones;
 *     prints the weights in 1/1024 seed as an initializer for
 *     mancala-evaluate.c
 *   mancala-tune check oware COUNT SEED
 *     the capture terms against the moves really played, on positions
 *     from random games
 *
 * VARIANT is a name, or a name and a board: kalah-6x5 (houses x seeds),
 * kalah-6x4-empty-capture (Kalah's other capture rule).
 *
 * A position line: game number, ply, the pits (circuit order), the side
 * to move, then the result for the side to move (1 win, 0.5 draw, 0
 * loss) and the final store difference for it.
 */

#include "mancala-evaluate-private.h"

#define N_ELEMENTS(a) (sizeof (a) / sizeof (a)[0])

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
usage (void)
{
  fprintf (stderr, "usage: see the comment at the top of mancala-tune.c\n");
  return 2;
}

static bool
parse_variant (const char   *name,
               MancalaRules *rules)
{
  MancalaVariant variant;

  char buffer[32], *board;
  unsigned houses, seeds;

  snprintf (buffer, sizeof buffer, "%s", name);
  board = strchr (buffer, '-');
  if (board != NULL)
    *board++ = '\0';
  if (!mancala_variant_from_string (buffer, &variant))
    return false;
  mancala_rules_init_default (rules, variant);
  if (board != NULL)
    {
      int used = 0;

      if (sscanf (board, "%ux%u%n", &houses, &seeds, &used) != 2)
        return false;
      rules->houses = (uint8_t) houses;
      rules->seeds = (uint8_t) seeds;
      if (strcmp (board + used, "-empty-capture") == 0 && variant == MANCALA_VARIANT_KALAH)
        rules->empty_capture = true;
      else if (board[used] != '\0')
        return false;
    }
  return mancala_rules_validate (rules, NULL, 0);
}

/* Positions of one game, kept until its result is known. */
typedef struct
{
  MancalaPosition pos;
  unsigned        ply;
} Seen;

static int
gen (const MancalaRules *rules,
     unsigned            games,
     uint64_t            nodes,
     uint64_t            seed)
{
  static MancalaHistory history;
  static Seen seen[MANCALA_MAX_PLIES];
  MancalaSearcher *searcher = mancala_searcher_new (16);
  /* The hand-set evaluation, so that the games do not depend on the
   * weights they will be used to fit.
   */
  MancalaStyle style = { .nodes = nodes, .noise = MANCALA_SCORE_SCALE / 2, .hand_set_eval = true };
  uint64_t rng = seed;
  unsigned n_pits = 2 * rules->houses + 2;

  for (unsigned g = 0; g < games; g++)
    {
      MancalaPosition pos;
      unsigned random_plies = 2 + (unsigned) (_mancala_random_next (&rng) % 7);
      unsigned n_seen = 0, ply;
      int south, north;

      mancala_position_init (&pos, rules);
      mancala_history_init (&history, rules, &pos);
      mancala_searcher_clear (searcher);

      for (ply = 0; ply < MANCALA_MAX_PLIES - 1 && !mancala_position_is_over (&pos); ply++)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          unsigned n = mancala_position_legal_moves (rules, &pos, moves), move;

          if (ply < random_plies)
            move = moves[_mancala_random_next (&rng) % n];
          else
            {
              MancalaSearchResult result;

              seen[n_seen].pos = pos;
              seen[n_seen].ply = ply;
              n_seen++;
              _mancala_searcher_run (searcher, rules, &pos, &history, &style,
                                     _mancala_random_next (&rng), NULL, &result);
              move = result.move;
            }
          mancala_play (rules, &pos, &history, move, NULL);
        }

      south = mancala_position_store (rules, &pos, MANCALA_SOUTH);
      north = mancala_position_store (rules, &pos, MANCALA_NORTH);
      for (unsigned i = 0; i < n_seen; i++)
        {
          const MancalaPosition *p = &seen[i].pos;
          int margin = p->to_move == MANCALA_SOUTH ? south - north : north - south;

          printf ("%u %u", g, seen[i].ply);
          for (unsigned k = 0; k < n_pits; k++)
            printf (" %u", p->pits[k]);
          printf (" %u %s %d\n", p->to_move, margin > 0 ? "1" : margin < 0 ? "0" : "0.5", margin);
        }
      fflush (stdout);
    }

  mancala_searcher_free (searcher);
  return 0;
}

typedef struct
{
  float   *x;       /* n × d */
  float   *y;
  uint8_t *test;    /* Held out. */
  size_t   n;
  size_t   room;
  unsigned d;
} Data;

/* Adds the positions of @path to @data (zeroed before the first). */
static bool
load (const MancalaRules *rules,
      const char         *path,
      Data               *data)
{
  FILE *f = fopen (path, "r");
  unsigned n_pits = 2 * rules->houses + 2;
  char line[512];

  if (f == NULL)
    return false;

  data->d = MANCALA_EVAL_TERMS;
  while (fgets (line, sizeof line, f) != NULL)
    {
      MancalaPosition pos;
      int terms[MANCALA_EVAL_TERMS] = { 0 };
      char *p = line, *end;
      unsigned game = (unsigned) strtoul (p, &end, 10), d;

      p = end;
      strtoul (p, &end, 10);
      p = end;
      memset (&pos, 0, sizeof pos);
      for (unsigned k = 0; k < n_pits; k++)
        {
          pos.pits[k] = (uint8_t) strtoul (p, &end, 10);
          p = end;
        }
      pos.to_move = (uint8_t) strtoul (p, &end, 10);
      p = end;

      if (data->n == data->room)
        {
          data->room = data->room ? 2 * data->room : 65536;
          data->x = realloc (data->x, data->room * MANCALA_EVAL_TERMS * sizeof (float));
          data->y = realloc (data->y, data->room * sizeof (float));
          data->test = realloc (data->test, data->room);
        }
      d = _mancala_eval_terms (rules, &pos, terms);
      if (d == 0)
        return false;
      data->d = d;
      for (unsigned k = 0; k < MANCALA_EVAL_TERMS; k++)
        data->x[data->n * MANCALA_EVAL_TERMS + k] = (float) terms[k];
      data->y[data->n] = strtof (p, NULL);
      data->test[data->n] = game & 1;
      data->n++;
    }
  fclose (f);
  return true;
}

static double
sigmoid (double z)
{
  return 1.0 / (1.0 + exp (-z));
}

/* The model @w's sum of the terms of position @i. */
static double
predict (const Data   *data,
         const double *w,
         size_t        i)
{
  const float *x = &data->x[i * MANCALA_EVAL_TERMS];
  double z = 0;

  for (unsigned k = 0; k < data->d; k++)
    z += w[k] * x[k];
  return z;
}

/* Mean log loss of the model @w on the positions with test == @test. */
static double
loss (const Data   *data,
      const double *w,
      int           test)
{
  double sum = 0;
  size_t count = 0;

  for (size_t i = 0; i < data->n; i++)
    {
      double p;

      if (data->test[i] != test)
        continue;
      p = sigmoid (predict (data, w, i));
      p = p < 1e-9 ? 1e-9 : p > 1 - 1e-9 ? 1 - 1e-9 : p;
      sum -= data->y[i] * log (p) + (1 - data->y[i]) * log (1 - p);
      count++;
    }
  return count ? sum / (double) count : 0;
}

/* Solves a x = b (d × d, a destroyed) by Gaussian elimination. */
static void
solve (double   *a,
       double   *b,
       unsigned  d)
{
  for (unsigned c = 0; c < d; c++)
    {
      unsigned pivot = c;

      for (unsigned r = c + 1; r < d; r++)
        if (fabs (a[r * d + c]) > fabs (a[pivot * d + c]))
          pivot = r;
      for (unsigned k = 0; k < d; k++)
        {
          double t = a[c * d + k];
          a[c * d + k] = a[pivot * d + k];
          a[pivot * d + k] = t;
        }
      { double t = b[c]; b[c] = b[pivot]; b[pivot] = t; }
      for (unsigned r = 0; r < d; r++)
        {
          double f;

          if (r == c || a[c * d + c] == 0)
            continue;
          f = a[r * d + c] / a[c * d + c];
          for (unsigned k = c; k < d; k++)
            a[r * d + k] -= f * a[c * d + k];
          b[r] -= f * b[c];
        }
    }
  for (unsigned c = 0; c < d; c++)
    b[c] = a[c * d + c] != 0 ? b[c] / a[c * d + c] : 0;
}

/* Newton's method on the training positions, a little L2 pull to 0 so
 * that unused terms stay 0. @mask: the terms that may move.
 */
static void
fit_weights (const Data   *data,
             double       *w,
             const bool   *mask)
{
  unsigned d = data->d;
  double *h = malloc (d * d * sizeof *h), *g = malloc (d * sizeof *g);
  double lambda = 1e-4 * (double) data->n;

  for (unsigned iter = 0; iter < 12; iter++)
    {
      memset (h, 0, d * d * sizeof *h);
      memset (g, 0, d * sizeof *g);
      for (size_t i = 0; i < data->n; i++)
        {
          const float *x = &data->x[i * MANCALA_EVAL_TERMS];
          double z = 0, p, r;

          if (data->test[i])
            continue;
          for (unsigned k = 0; k < d; k++)
            z += w[k] * x[k];
          p = sigmoid (z);
          r = p * (1 - p);
          for (unsigned a = 0; a < d; a++)
            {
              if (x[a] == 0)
                continue;
              g[a] += (p - data->y[i]) * x[a];
              for (unsigned b = 0; b < d; b++)
                h[a * d + b] += r * x[a] * x[b];
            }
        }
      for (unsigned a = 0; a < d; a++)
        {
          g[a] += lambda * w[a];
          h[a * d + a] += lambda;
          if (!mask[a])
            {
              g[a] = 0;
              for (unsigned b = 0; b < d; b++)
                h[a * d + b] = h[b * d + a] = 0;
              h[a * d + a] = 1;
            }
        }
      solve (h, g, d);
      for (unsigned a = 0; a < d; a++)
        w[a] -= g[a];
      fprintf (stderr, "iteration %u: train %.5f, test %.5f\n", iter,
               loss (data, w, 0), loss (data, w, 1));
    }

  free (h);
  free (g);
}

/* The name of term @k in the initializer that fit prints. */
static void
term_name (MancalaVariant  variant,
           unsigned        k,
           char           *name,
           size_t    size)
{
  static const char * const names[] = {
    [MANCALA_EVAL_OWARE_TEMPO] = "TEMPO",
    [MANCALA_EVAL_OWARE_STORES] = "STORES",
    [MANCALA_EVAL_OWARE_MY_EMPTY] = "MY_EMPTY",
    [MANCALA_EVAL_OWARE_THEIR_EMPTY] = "THEIR_EMPTY",
    [MANCALA_EVAL_OWARE_MY_ONE] = "MY_ONE",
    [MANCALA_EVAL_OWARE_THEIR_ONE] = "THEIR_ONE",
    [MANCALA_EVAL_OWARE_MY_TWO] = "MY_TWO",
    [MANCALA_EVAL_OWARE_THEIR_TWO] = "THEIR_TWO",
    [MANCALA_EVAL_OWARE_MY_BIG] = "MY_BIG",
    [MANCALA_EVAL_OWARE_THEIR_BIG] = "THEIR_BIG",
    [MANCALA_EVAL_OWARE_MY_CAPTURE] = "MY_CAPTURE",
    [MANCALA_EVAL_OWARE_THEIR_CAPTURE] = "THEIR_CAPTURE",
    [MANCALA_EVAL_OWARE_MY_CAPTURES] = "MY_CAPTURES",
    [MANCALA_EVAL_OWARE_THEIR_CAPTURES] = "THEIR_CAPTURES",
    [MANCALA_EVAL_OWARE_SIDE_LATE] = "SIDE_LATE",
  };

  static const char * const basic[] = { "tempo", "stores", "side", "extra", "mobility" };

  if (variant != MANCALA_VARIANT_OWARE)
    snprintf (name, size, "%s", basic[k]);
  else if (k >= MANCALA_EVAL_OWARE_MY_HOUSE && k < MANCALA_EVAL_OWARE_THEIR_HOUSE)
    snprintf (name, size, "MY_HOUSE + %u", k - MANCALA_EVAL_OWARE_MY_HOUSE);
  else if (k >= MANCALA_EVAL_OWARE_THEIR_HOUSE && k < MANCALA_EVAL_OWARE_MY_EMPTY)
    snprintf (name, size, "THEIR_HOUSE + %u", k - MANCALA_EVAL_OWARE_THEIR_HOUSE);
  else
    snprintf (name, size, "%s", names[k]);
}

/* The test loss of the hand-set weights of before (Oware: 1/8 seed a
 * seed on one's side and a non-empty house; the others: today's
 * defaults), at the logistic scale that suits them best.
 */
static double
hand_set_loss (const MancalaRules *rules,
               const Data         *data)
{
  double dir[MANCALA_EVAL_TERMS] = { 0 }, w[MANCALA_EVAL_TERMS];
  double lo = 0.01, hi = 2.0;

  dir[MANCALA_EVAL_BASIC_STORES] = 1;
  if (rules->variant == MANCALA_VARIANT_OWARE)
    {
      for (unsigned i = 0; i < rules->houses; i++)
        {
          dir[MANCALA_EVAL_OWARE_MY_HOUSE + i] = 1.0 / MANCALA_SCORE_SCALE;
          dir[MANCALA_EVAL_OWARE_THEIR_HOUSE + i] = -1.0 / MANCALA_SCORE_SCALE;
        }
      dir[MANCALA_EVAL_OWARE_MY_EMPTY] = -1.0 / MANCALA_SCORE_SCALE;
      dir[MANCALA_EVAL_OWARE_THEIR_EMPTY] = 1.0 / MANCALA_SCORE_SCALE;
    }
  else
    {
      MancalaEvalWeights defaults;

      _mancala_eval_default_weights (rules, &defaults);
      dir[MANCALA_EVAL_BASIC_SIDE] = (double) defaults.side / MANCALA_SCORE_SCALE;
      dir[MANCALA_EVAL_BASIC_EXTRA] = (double) defaults.extra / MANCALA_SCORE_SCALE;
      dir[MANCALA_EVAL_BASIC_MOBILITY] = (double) defaults.mobility / MANCALA_SCORE_SCALE;
    }

  /* The loss is convex in the scale: a ternary search. */
  for (unsigned iter = 0; iter < 40; iter++)
    {
      double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3, la, lb;

      for (unsigned k = 0; k < MANCALA_EVAL_TERMS; k++)
        w[k] = a * dir[k];
      la = loss (data, w, 0);
      for (unsigned k = 0; k < MANCALA_EVAL_TERMS; k++)
        w[k] = b * dir[k];
      lb = loss (data, w, 0);
      if (la < lb)
        hi = b;
      else
        lo = a;
    }
  for (unsigned k = 0; k < MANCALA_EVAL_TERMS; k++)
    w[k] = lo * dir[k];
  return loss (data, w, 1);
}

static int
fit (const MancalaRules *rules,
     const char         *path)
{
  Data data = { 0 };
  double w[MANCALA_EVAL_TERMS] = { 0 };
  bool mask[MANCALA_EVAL_TERMS] = { false };
  size_t n_test = 0;
  double stores_loss;

  if (_mancala_kalah_supported (rules))
    {
      fprintf (stderr, "fit: Kalah of up to six houses is fitted to exact values: use fit-rest\n");
      return 2;
    }
  if (!load (rules, path, &data))
    {
      fprintf (stderr, "cannot read %s\n", path);
      return 1;
    }
  for (size_t i = 0; i < data.n; i++)
    n_test += data.test[i];
  fprintf (stderr, "%zu positions (%zu held out), %u terms\n", data.n, n_test, data.d);

  /* The store difference alone, then the evaluation of today, for scale. */
  mask[MANCALA_EVAL_OWARE_STORES] = true;
  fit_weights (&data, w, mask);
  stores_loss = loss (&data, w, 1);
  fprintf (stderr, "stores only: test loss %.5f\n", stores_loss);

  /* Every term that the rules' board uses. */
  for (unsigned k = 0; k < data.d; k++)
    {
      bool used = false;

      for (size_t i = 0; i < data.n && !used; i++)
        used = data.x[i * MANCALA_EVAL_TERMS + k] != 0;
      mask[k] = used;
    }
  fit_weights (&data, w, mask);

  printf ("/* %zu positions, test loss %.5f (stores alone %.5f, hand-set %.5f);"
          " logistic scale %.4f per seed */\n",
          data.n, loss (&data, w, 1), stores_loss, hand_set_loss (rules, &data),
          w[MANCALA_EVAL_OWARE_STORES]);
  for (unsigned k = 0; k < data.d; k++)
    {
      double seeds = w[k] / w[MANCALA_EVAL_OWARE_STORES];
      char name[64];

      if (!mask[k] || k == MANCALA_EVAL_OWARE_STORES)
        continue;
      term_name (rules->variant, k, name, sizeof name);
      if (rules->variant == MANCALA_VARIANT_OWARE)
        printf ("  [MANCALA_EVAL_OWARE_%s] = %d,  /* %.3f seeds */\n", name,
                (int) lround (1024 * seeds), seeds);
      else
        printf ("  weights->%s = %ld;  /* %.3f seeds */\n", name,
                lround (MANCALA_SCORE_SCALE * seeds), seeds);
    }

  free (data.x);
  free (data.y);
  free (data.test);
  return 0;
}

static int
label (const MancalaRules *rules,
       unsigned            depth,
       unsigned            every)
{
  MancalaSearcher *searcher = mancala_searcher_new (16);
  MancalaStyle style = { .depth = depth };
  unsigned n_pits = 2 * rules->houses + 2;
  char line[512];
  size_t count = 0;

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      MancalaPosition pos;
      MancalaSearchResult result;
      unsigned fields[2 + MANCALA_MAX_PITS + 1];
      char *p = line, *end;
      double y, v;
      int margin;

      if (count++ % every != 0)
        continue;
      memset (&pos, 0, sizeof pos);
      for (unsigned k = 0; k < 2 + n_pits + 1; k++)
        {
          fields[k] = (unsigned) strtoul (p, &end, 10);
          p = end;
        }
      for (unsigned k = 0; k < n_pits; k++)
        pos.pits[k] = (uint8_t) fields[2 + k];
      pos.to_move = (uint8_t) fields[2 + n_pits];
      y = strtod (p, &end);
      p = end;
      margin = (int) strtol (p, NULL, 10);

      if (!_mancala_searcher_run (searcher, rules, &pos, NULL, &style, 1, NULL, &result))
        continue;
      v = 1.0 / (1.0 + exp (-(double) result.score / 4.0));
      for (unsigned k = 0; k < 2 + n_pits + 1; k++)
        printf ("%u ", fields[k]);
      printf ("%.4f %d\n", 0.5 * (y + v), margin);
    }

  mancala_searcher_free (searcher);
  return 0;
}

/* ---- Kalah: the rest of the game, exactly ---------------------------- */

static int
exact (const MancalaRules *rules,
       unsigned            low,
       unsigned            high)
{
  MancalaEndgameTable *endgame;
  MancalaKalahSolver *solver;
  unsigned n_pits = 2 * rules->houses + 2;
  char line[512];
  size_t count = 0;
  double start = _mancala_now ();

  if (!_mancala_kalah_supported (rules))
    {
      fprintf (stderr, "exact: Kalah of up to six houses only\n");
      return 2;
    }
  /* What one solve proves shortens the next: one table for the run. */
  endgame = mancala_endgame_table_open_installed (rules);
  solver = _mancala_kalah_solver_new (rules, 2048, 1024 * 1024, endgame, NULL);
  if (solver == NULL)
    {
      fprintf (stderr, "exact: out of memory for the solver\n");
      return 1;
    }

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      MancalaPosition pos;
      unsigned fields[2 + MANCALA_MAX_PITS + 1], board = 0, me;
      char *p = line, *end;
      int value, stores;

      memset (&pos, 0, sizeof pos);
      for (unsigned k = 0; k < 2 + n_pits + 1; k++)
        {
          fields[k] = (unsigned) strtoul (p, &end, 10);
          p = end;
        }
      for (unsigned k = 0; k < n_pits; k++)
        pos.pits[k] = (uint8_t) fields[2 + k];
      pos.to_move = (uint8_t) fields[2 + n_pits];
      me = pos.to_move;
      board = mancala_position_side_seeds (rules, &pos, MANCALA_SOUTH)
              + mancala_position_side_seeds (rules, &pos, MANCALA_NORTH);
      if (board < low || board > high || mancala_position_is_over (&pos))
        continue;

      value = _mancala_kalah_solver_exact (solver, &pos, 0);
      stores = (int) mancala_position_store (rules, &pos, me)
               - (int) mancala_position_store (rules, &pos, mancala_side_other (me));
      for (unsigned k = 0; k < 2 + n_pits + 1; k++)
        printf ("%u ", fields[k]);
      printf ("%d\n", value - stores);
      if (++count % 10000 == 0)
        fprintf (stderr, "%zu positions, %.0f s\n", count, _mancala_now () - start);
    }

  fprintf (stderr, "%zu positions, %.0f s\n", count, _mancala_now () - start);
  _mancala_kalah_solver_free (solver);
  mancala_endgame_table_close (endgame);
  return 0;
}

static const char * const kalah_term_names[MANCALA_EVAL_KALAH_TERMS] = {
  [MANCALA_EVAL_KALAH_TEMPO] = "TEMPO",
  [MANCALA_EVAL_KALAH_STORES] = "STORES",
  [MANCALA_EVAL_KALAH_MY_EXTRA] = "MY_EXTRA",
  [MANCALA_EVAL_KALAH_THEIR_EXTRA] = "THEIR_EXTRA",
  [MANCALA_EVAL_KALAH_MY_GAIN] = "MY_GAIN",
  [MANCALA_EVAL_KALAH_THEIR_GAIN] = "THEIR_GAIN",
  [MANCALA_EVAL_KALAH_MY_BIG] = "MY_BIG",
  [MANCALA_EVAL_KALAH_THEIR_BIG] = "THEIR_BIG",
  [MANCALA_EVAL_KALAH_SIDE_LATE] = "SIDE_LATE",
};

static void
kalah_term_name (unsigned  k,
                 char     *name,
                 size_t    size)
{
  static const struct { unsigned first; const char *name; } blocks[] = {
    { MANCALA_EVAL_KALAH_MY_HOUSE, "MY_HOUSE" },
    { MANCALA_EVAL_KALAH_THEIR_HOUSE, "THEIR_HOUSE" },
    { MANCALA_EVAL_KALAH_MY_EMPTY, "MY_EMPTY" },
    { MANCALA_EVAL_KALAH_THEIR_EMPTY, "THEIR_EMPTY" },
  };

  for (unsigned b = 0; b < N_ELEMENTS (blocks); b++)
    if (k >= blocks[b].first && k < blocks[b].first + MANCALA_KALAH_MAX_HOUSES)
      {
        snprintf (name, size, "%s + %u", blocks[b].name, k - blocks[b].first);
        return;
      }
  snprintf (name, size, "%s", kalah_term_names[k]);
}

/* Root mean square error of @w (seeds per unit) on the positions with
 * test == @test.
 */
static double
rest_error (const Data   *data,
            const double *w,
            int           test)
{
  double sum = 0;
  size_t count = 0;

  for (size_t i = 0; i < data->n; i++)
    {
      double error;

      if (data->test[i] != test)
        continue;
      error = predict (data, w, i) - data->y[i];
      sum += error * error;
      count++;
    }
  return count ? sqrt (sum / (double) count) : 0;
}

static int
fit_rest (const MancalaRules *rules,
          int                 n_paths,
          char              **paths)
{
  Data data = { 0 };
  double w[MANCALA_EVAL_TERMS] = { 0 }, hand[MANCALA_EVAL_TERMS] = { 0 };
  double a[MANCALA_EVAL_TERMS * MANCALA_EVAL_TERMS] = { 0 }, b[MANCALA_EVAL_TERMS] = { 0 };
  MancalaEvalWeights defaults;
  unsigned d;

  if (!_mancala_kalah_supported (rules))
    {
      fprintf (stderr, "fit-rest: Kalah of up to six houses only\n");
      return 2;
    }
  for (int f = 0; f < n_paths; f++)
    if (!load (rules, paths[f], &data))
      {
        fprintf (stderr, "cannot read %s\n", paths[f]);
        return 1;
      }
  d = data.d;

  /* Normal equations on the even games; the store difference is not a
   * term here, the rest is what comes beyond it. A touch of ridge keeps
   * terms that never vary at 0.
   */
  for (size_t i = 0; i < data.n; i++)
    {
      const float *x = &data.x[i * MANCALA_EVAL_TERMS];

      if (data.test[i])
        continue;
      for (unsigned j = 0; j < d; j++)
        {
          if (j == MANCALA_EVAL_KALAH_STORES)
            continue;
          b[j] += x[j] * data.y[i];
          for (unsigned k = 0; k < d; k++)
            if (k != MANCALA_EVAL_KALAH_STORES)
              a[j * d + k] += x[j] * x[k];
        }
    }
  for (unsigned j = 0; j < d; j++)
    a[j * d + j] += 1e-3 * (double) data.n;
  solve (a, b, d);
  memcpy (w, b, d * sizeof w[0]);

  /* Today's hand-set evaluation in the same units: a seed on one's side
   * and an extra-turn house, each weights.side / SCALE seeds.
   */
  _mancala_eval_default_weights (rules, &defaults);
  for (unsigned i = 0; i < rules->houses; i++)
    {
      hand[MANCALA_EVAL_KALAH_MY_HOUSE + i] = (double) defaults.side / MANCALA_SCORE_SCALE;
      hand[MANCALA_EVAL_KALAH_THEIR_HOUSE + i] = -(double) defaults.side / MANCALA_SCORE_SCALE;
    }
  hand[MANCALA_EVAL_KALAH_MY_EXTRA] = (double) defaults.extra / MANCALA_SCORE_SCALE;

  {
    double zero[MANCALA_EVAL_TERMS] = { 0 };

    printf ("  /* %zu positions; error on the held-out half, in seeds: %.3f\n"
            "   * (nothing beyond the stores %.3f, hand-set %.3f)\n   */\n",
            data.n, rest_error (&data, w, 1), rest_error (&data, zero, 1),
            rest_error (&data, hand, 1));
  }
  for (unsigned k = 0; k < d; k++)
    {
      char name[64];

      if (k == MANCALA_EVAL_KALAH_STORES)
        continue;
      kalah_term_name (k, name, sizeof name);
      printf ("  [MANCALA_EVAL_KALAH_%s] = %ld,  /* %.3f seeds */\n", name, lround (1024 * w[k]), w[k]);
    }

  free (data.x);
  free (data.y);
  free (data.test);
  return 0;
}

/* The capture terms against the captures of the legal moves. */
static int
check (const MancalaRules *rules,
       unsigned            count,
       uint64_t            seed)
{
  uint64_t rng = seed;
  unsigned checked = 0, wrong = 0;

  if (rules->variant != MANCALA_VARIANT_OWARE)
    {
      fprintf (stderr, "check: Oware only (tests/test-evaluate.c checks Kalah's terms)\n");
      return 2;
    }
  while (checked < count)
    {
      MancalaPosition pos;

      mancala_position_init (&pos, rules);
      while (!mancala_position_is_over (&pos) && checked < count)
        {
          uint8_t moves[MANCALA_MAX_MOVES];
          int terms[MANCALA_EVAL_TERMS];
          unsigned n = mancala_position_legal_moves (rules, &pos, moves);
          unsigned me = pos.to_move, store = mancala_rules_store (rules, me);
          int best = 0, capturing = 0;

          _mancala_eval_terms (rules, &pos, terms);
          for (unsigned i = 0; i < n; i++)
            {
              MancalaPosition child = pos;
              unsigned flags = mancala_position_apply (rules, &child, moves[i], NULL);
              int taken = child.pits[store] - pos.pits[store];

              /* The end of the game sweeps seeds into the stores too. */
              if (flags & MANCALA_MOVE_GAME_OVER)
                goto next;
              if (taken > 0)
                capturing++;
              if (taken > best)
                best = taken;
            }
          checked++;
          /* Moves the rules forbid (feeding) may still be counted. */
          if (best != terms[MANCALA_EVAL_OWARE_MY_CAPTURE]
              || capturing != terms[MANCALA_EVAL_OWARE_MY_CAPTURES])
            {
              if (wrong < 10)
                {
                  for (unsigned k = 0; k < 2u * rules->houses + 2; k++)
                    fprintf (stderr, "%u ", pos.pits[k]);
                  fprintf (stderr, "to move %u: best %d/%d, moves %d/%d\n", me, best,
                           terms[MANCALA_EVAL_OWARE_MY_CAPTURE], capturing,
                           terms[MANCALA_EVAL_OWARE_MY_CAPTURES]);
                }
              wrong++;
            }
        next:
          mancala_position_apply (rules, &pos, moves[_mancala_random_next (&rng) % n], NULL);
        }
    }

  printf ("%u positions, %u differ\n", checked, wrong);
  return wrong != 0;
}

int
main (int    argc,
      char **argv)
{
  MancalaRules rules;

  if (argc < 3 || !parse_variant (argv[2], &rules))
    return usage ();

  if (strcmp (argv[1], "gen") == 0 && argc == 6)
    return gen (&rules, (unsigned) atoi (argv[3]), strtoull (argv[4], NULL, 10),
                strtoull (argv[5], NULL, 10));
  if (strcmp (argv[1], "fit") == 0 && argc == 4)
    return fit (&rules, argv[3]);
  if (strcmp (argv[1], "label") == 0 && argc == 5)
    return label (&rules, (unsigned) atoi (argv[3]), (unsigned) atoi (argv[4]));
  if (strcmp (argv[1], "exact") == 0 && argc == 5)
    return exact (&rules, (unsigned) atoi (argv[3]), (unsigned) atoi (argv[4]));
  if (strcmp (argv[1], "fit-rest") == 0 && argc >= 4)
    return fit_rest (&rules, argc - 3, argv + 3);
  if (strcmp (argv[1], "check") == 0 && argc == 5)
    return check (&rules, (unsigned) atoi (argv[3]), strtoull (argv[4], NULL, 10));

  return usage ();
}
