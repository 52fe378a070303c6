/* mancala-ai-tool.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A small driver for the computer players, for calibration runs and
 * speed measurements without mancala-cli:
 *
 *   mancala-ai-tool table VARIANT HOUSES SEEDS GAMES [WISE_GAMES [SEED]]
 *   mancala-ai-tool match VARIANT HOUSES SEEDS A B GAMES [SEED]
 *   mancala-ai-tool search VARIANT HOUSES SEEDS DEPTH [MOVES...]
 *     (MANCALA_SEARCH_TABLE_MB sizes the table, 16 by default)
 *   mancala-ai-tool solve VARIANT HOUSES SEEDS [MOVES...]
 *     (MANCALA_SOLVE_TABLE_MB and MANCALA_SOLVE_ENDGAME_KB size the tables;
 *     MANCALA_SOLVE_ENDGAME_FILE names an endgame table file to map)
 *   mancala-ai-tool bench
 *   mancala-ai-tool tune VARIANT HOUSES SEEDS LEVEL GAMES SIDE EXTRA MOBILITY [SEED]
 *     (LEVEL with these evaluation weights against LEVEL with the defaults)
 *   mancala-ai-tool styles VARIANT HOUSES SEEDS STYLE_A STYLE_B GAMES
 *     (a style: DEPTH:NODES:NOISE:RANDOM:ALL[:HAND_SET], see below)
 */

#include "mancala-search-private.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A size from the environment; 0 (the default) when unset. */
static size_t
env_size (const char *name)
{
  const char *value = getenv (name);

  return value != NULL ? (size_t) strtoull (value, NULL, 10) : 0;
}

static int
usage (void)
{
  fprintf (stderr, "usage: see the comment at the top of mancala-ai-tool.c\n");
  return 2;
}

static bool
parse_rules (char         **argv,
             MancalaRules  *rules)
{
  MancalaVariant variant;
  char error[128];

  if (!mancala_variant_from_string (argv[0], &variant))
    return false;
  mancala_rules_init_default (rules, variant);
  rules->houses = (uint8_t) atoi (argv[1]);
  rules->seeds = (uint8_t) atoi (argv[2]);
  if (!mancala_rules_validate (rules, error, sizeof error))
    {
      fprintf (stderr, "%s\n", error);
      return false;
    }
  return true;
}

static bool
play_moves (const MancalaRules *rules,
            MancalaPosition    *pos,
            MancalaHistory     *history,
            int                 argc,
            char              **argv)
{
  mancala_position_init (pos, rules);
  mancala_history_init (history, rules, pos);
  for (int i = 0; i < argc; i++)
    {
      unsigned move = (unsigned) atoi (argv[i]);

      if (!mancala_position_is_legal (rules, pos, move))
        {
          fprintf (stderr, "illegal move %u\n", move);
          return false;
        }
      mancala_play (rules, pos, history, move, NULL);
    }
  return true;
}

static bool
progress_cb (const MancalaMatchResult *so_far,
             void                     *user_data)
{
  if (so_far->games % 20 == 0)
    {
      fprintf (stderr, ".");
      fflush (stderr);
    }
  return true;
}

int
main (int    argc,
      char **argv)
{
  MancalaRules rules;
  static MancalaPosition pos;
  static MancalaHistory history;

  if (argc < 2)
    return usage ();

  if (strcmp (argv[1], "bench") == 0)
    {
      for (unsigned i = 0; i < mancala_bench_n_items (); i++)
        {
          MancalaBenchItem item;

          mancala_bench_run_item (i, &item);
          printf ("%-50s %12llu nodes %8.3f s %12.0f nodes/s\n", item.name,
                  (unsigned long long) item.nodes, item.seconds, item.nodes_per_second);
          fflush (stdout);
        }
      return 0;
    }

  if (argc < 5 || !parse_rules (argv + 2, &rules))
    return usage ();

  if (strcmp (argv[1], "match") == 0 && argc >= 8)
    {
      MancalaLevel a, b;
      MancalaMatchResult result;
      uint64_t seed = argc > 8 ? strtoull (argv[8], NULL, 10) : 1;

      if (!mancala_level_from_string (argv[5], &a) || !mancala_level_from_string (argv[6], &b))
        return usage ();
      mancala_match_play (&rules, a, b, (unsigned) atoi (argv[7]), seed, NULL, NULL, NULL, &result);
      printf ("%s %s games %u a_wins %u draws %u b_wins %u a_score %.1f\n",
              argv[5], argv[6], result.games, result.a_wins, result.draws,
              result.b_wins, result.a_score);
      return 0;
    }

  if (strcmp (argv[1], "tune") == 0 && argc >= 10)
    {
      MancalaPlayerSpec a = { .has_weights = true }, b = { 0 };
      MancalaMatchResult result;
      uint64_t seed = argc > 10 ? strtoull (argv[10], NULL, 10) : 1;

      if (!mancala_level_from_string (argv[5], &a.level))
        return usage ();
      b.level = a.level;
      _mancala_level_style (&rules, a.level, &a.style);
      b.style = a.style;
      a.weights.side = atoi (argv[7]);
      a.weights.extra = atoi (argv[8]);
      a.weights.mobility = atoi (argv[9]);
      _mancala_match_play_custom (&rules, &a, &b, (unsigned) atoi (argv[6]), seed,
                                  NULL, NULL, NULL, &result);
      printf ("side %d extra %d mobility %d vs defaults: %u-%u-%u %.1f%%\n",
              a.weights.side, a.weights.extra, a.weights.mobility,
              result.a_wins, result.draws, result.b_wins, result.a_score);
      return 0;
    }

  /* Two styles: DEPTH:NODES:NOISE:RANDOM:ALL[:HAND_SET], noise in eighths
   * of a seed; HAND_SET 1: Kalah's hand-set evaluation, not the fitted one.
   */
  if (strcmp (argv[1], "styles") == 0 && argc >= 8)
    {
      MancalaPlayerSpec spec[2] = { { 0 } };
      MancalaMatchResult result;

      for (unsigned i = 0; i < 2; i++)
        {
          unsigned long long nodes;
          int all = 0, hand_set = 0;

          if (sscanf (argv[5 + i], "%u:%llu:%d:%u:%d:%d", &spec[i].style.depth, &nodes,
                      &spec[i].style.noise, &spec[i].style.random_pct, &all, &hand_set) < 5)
            return usage ();
          spec[i].style.hand_set_eval = hand_set != 0;
          spec[i].style.nodes = nodes;
          spec[i].style.all_scores = all != 0;
        }
      _mancala_match_play_custom (&rules, &spec[0], &spec[1], (unsigned) atoi (argv[7]), 1,
                                  NULL, NULL, NULL, &result);
      printf ("%s vs %s: %u-%u-%u %.1f%%\n", argv[5], argv[6],
              result.a_wins, result.draws, result.b_wins, result.a_score);
      return 0;
    }

  if (strcmp (argv[1], "table") == 0 && argc >= 6)
    {
      unsigned games = (unsigned) atoi (argv[5]);
      unsigned wise_games = argc > 6 ? (unsigned) atoi (argv[6]) : games;
      uint64_t seed = argc > 7 ? strtoull (argv[7], NULL, 10) : 1;
      double table[MANCALA_N_LEVELS][MANCALA_N_LEVELS];

      for (unsigned a = 0; a < MANCALA_N_LEVELS; a++)
        for (unsigned b = a; b < MANCALA_N_LEVELS; b++)
          {
            MancalaMatchResult result;

            if (a == b)
              {
                table[a][b] = 50.0;
                continue;
              }
            /* Wise is the expensive player: its series may be shorter. */
            mancala_match_play (&rules, b, a, b == MANCALA_LEVEL_WISE ? wise_games : games,
                                seed, NULL, progress_cb, NULL, &result);
            table[b][a] = result.a_score;
            table[a][b] = 100.0 - result.a_score;
            fprintf (stderr, " %s vs %s (%u games): %u-%u-%u %.1f%%\n",
                     mancala_level_to_string (b), mancala_level_to_string (a), result.games,
                     result.a_wins, result.draws, result.b_wins, result.a_score);
          }

      printf ("| %s %ux%u | foolish | simple | average | clever | wise |\n|---|---|---|---|---|---|\n",
              argv[2], rules.houses, rules.seeds);
      for (unsigned a = 0; a < MANCALA_N_LEVELS; a++)
        {
          printf ("| %s |", mancala_level_to_string (a));
          for (unsigned b = 0; b < MANCALA_N_LEVELS; b++)
            printf (a == b ? " – |" : " %.1f |", table[a][b]);
          printf ("\n");
        }
      return 0;
    }

  if (strcmp (argv[1], "search") == 0 && argc >= 6)
    {
      size_t table_mb = env_size ("MANCALA_SEARCH_TABLE_MB");
      MancalaSearcher *searcher = mancala_searcher_new (table_mb != 0 ? table_mb : 16);
      MancalaSearchLimits limits = { .depth = (unsigned) atoi (argv[5]) };
      MancalaSearchResult result;

      if (!play_moves (&rules, &pos, &history, argc - 6, argv + 6))
        return 2;
      mancala_searcher_search (searcher, &rules, &pos, &history, &limits, &result);
      printf ("move %u score %d depth %u nodes %llu seconds %.3f nps %.0f exact %d\n",
              result.move, result.score, result.depth, (unsigned long long) result.nodes,
              result.seconds, result.nodes / result.seconds, result.exact);
      mancala_searcher_free (searcher);
      return 0;
    }

  if (strcmp (argv[1], "solve") == 0)
    {
      MancalaSolveResult result;

      if (!play_moves (&rules, &pos, &history, argc - 5, argv + 5))
        return 2;
      size_t table_mb = env_size ("MANCALA_SOLVE_TABLE_MB");
      size_t endgame_kb = env_size ("MANCALA_SOLVE_ENDGAME_KB");

      const char *file = getenv ("MANCALA_SOLVE_ENDGAME_FILE");
      MancalaEndgameTable *endgame = file != NULL ? mancala_endgame_table_open (&rules, file) : NULL;

      if (file != NULL && endgame == NULL)
        fprintf (stderr, "%s: not a table for these rules\n", file);
      if (!_mancala_solve_custom (&rules, &pos, &history, table_mb,
                                  endgame_kb != 0 ? endgame_kb * 1024 : SIZE_MAX, endgame, NULL, &result))
        fprintf (stderr, "not solved\n");
      mancala_endgame_table_close (endgame);
      printf ("value %d best", result.value);
      for (unsigned i = 0; i < result.n_best; i++)
        printf (" %u", result.best[i]);
      printf (" nodes %llu seconds %.3f\n", (unsigned long long) result.nodes, result.seconds);
      return 0;
    }

  return usage ();
}
