/* test-computer-stress.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-computer-private.h"
#include "mancala-game-private.h"
#include "model-test-util.h"

/* Starts and cancels the computer's search at random moments (new game,
 * undo, a rule or player change, dispose, pause, holds) and checks that
 * nothing crashes and that a move is only ever applied from the newest
 * search, never from one that was stopped, and only to the position it
 * was computed for.
 */

/* Searches to start (and mostly cancel) in each run. */
#define N_SEARCHES_FAKE   1000
#define N_SEARCHES_ENGINE 300

typedef struct
{
  guint64  key;
  guint    epoch;
  gboolean stopped;
} SearchRecord;

static GMutex searches_lock;
static GHashTable *searches;     /* id → SearchRecord */
static guint search_counter;     /* Last id handed out. */

/* Bumped by the test just before each action that must make the search
 * under way worthless (a new game, a move, undo, redo, a player change,
 * dispose). A search that read the epoch before such an action and still
 * got applied after it is a stale move.
 */
static guint epoch;

typedef struct
{
  GRand       *rand;
  MancalaGame *game;
  guint        holds;
  gboolean     check_ids;
  guint        n_computer_moves;
  guint        n_actions;
} Stress;

/* The engine's contract with a random, short, stoppable duration; the
 * id of each search travels back in result->nodes.
 */
static bool
fake_choose_move (const MancalaRules    *rules,
                  const MancalaPosition *pos,
                  const MancalaHistory  *history,
                  MancalaLevel           level,
                  uint64_t               seed,
                  const _Atomic int     *stop,
                  MancalaSearchResult   *result)
{
  guint8 moves[MANCALA_MAX_MOVES];
  guint n = mancala_position_legal_moves (rules, pos, moves);
  guint id = (guint) g_atomic_int_add (&search_counter, 1) + 1;
  guint steps = (guint) (seed % 30);
  SearchRecord *record = g_new0 (SearchRecord, 1);

  record->epoch = (guint) g_atomic_int_get (&epoch);

  for (guint i = 0; i < steps && !*stop; i++)
    g_usleep (100);

  memset (result, 0, sizeof *result);
  result->move = n > 0 ? moves[seed % n] : MANCALA_MOVE_NONE;
  result->nodes = id;
  result->stopped = *stop != 0;

  record->key = mancala_position_key (pos);
  record->stopped = result->stopped;
  g_mutex_lock (&searches_lock);
  g_hash_table_insert (searches, GUINT_TO_POINTER (id), record);
  g_mutex_unlock (&searches_lock);

  return n > 0;
}

static void
move_played_cb (MancalaGame *game,
                MancalaSide  side,
                guint        house,
                guint        flags,
                gpointer     report,
                gpointer     before_data,
                Stress      *stress)
{
  const MancalaPosition *before = before_data;
  MancalaSide seat = (before->flags & MANCALA_POSITION_SWAPPED) ? mancala_side_other (side) : side;
  const MancalaSearchResult *result;
  SearchRecord *record;
  guint id;

  g_assert_true (mancala_position_is_legal (mancala_game_get_rules (game), before, house));

  if (mancala_game_get_player_kind (game, seat) != MANCALA_PLAYER_COMPUTER)
    return;

  stress->n_computer_moves++;
  if (!stress->check_ids)
    return;

  result = _mancala_game_get_last_search_result (game);
  id = (guint) result->nodes;

  g_mutex_lock (&searches_lock);
  record = g_hash_table_lookup (searches, GUINT_TO_POINTER (id));
  g_assert_nonnull (record);
  g_assert_false (record->stopped);
  g_assert_cmpuint (record->key, ==, mancala_position_key (before));
  g_assert_cmpuint (record->epoch, ==, (guint) g_atomic_int_get (&epoch));
  g_mutex_unlock (&searches_lock);
}

/* Mostly the computer, so that most actions interrupt a search. */
static MancalaPlayerKind
random_kind (Stress *stress)
{
  return g_rand_int_range (stress->rand, 0, 3) ? MANCALA_PLAYER_COMPUTER : MANCALA_PLAYER_HUMAN;
}

static void
random_rules (Stress       *stress,
              MancalaRules *rules)
{
  unsigned min, max;

  mancala_rules_init_default (rules, g_rand_int_range (stress->rand, 0, MANCALA_N_VARIANTS));
  mancala_variant_house_range (rules->variant, &min, &max);
  rules->houses = g_rand_int_range (stress->rand, min, max + 1);
  if (rules->variant == MANCALA_VARIANT_KALAH)
    rules->pie = g_rand_boolean (stress->rand);
  if (rules->variant == MANCALA_VARIANT_CONGKAK)
    rules->rounds = g_rand_boolean (stress->rand) ? MANCALA_ROUNDS_TRADITIONAL : MANCALA_ROUNDS_SINGLE;
}

static void
new_game (Stress *stress)
{
  MancalaRules rules;

  random_rules (stress, &rules);
  g_assert_true (mancala_game_new_game (stress->game, &rules,
                                        random_kind (stress), g_rand_int_range (stress->rand, 0, 5),
                                        MANCALA_PLAYER_COMPUTER, g_rand_int_range (stress->rand, 0, 5)));
}

static void
create_game (Stress *stress)
{
  stress->game = mancala_game_new ();
  stress->holds = 0;
  mancala_game_set_thinking_time (stress->game, g_rand_int_range (stress->rand, 0, 3));
  g_signal_connect (stress->game, "move-played", G_CALLBACK (move_played_cb), stress);
  new_game (stress);
}

static void
random_action (Stress *stress)
{
  MancalaGame *game = stress->game;
  guint bumped = (guint) g_atomic_int_get (&epoch) + 1;
  guint8 moves[MANCALA_MAX_MOVES];
  guint n;

  stress->n_actions++;

  switch (g_rand_int_range (stress->rand, 0, 9))
    {
    case 0:
      g_atomic_int_inc (&epoch);
      new_game (stress);
      break;

    case 1:
      if (mancala_game_can_undo (game))
        g_atomic_int_inc (&epoch);
      g_assert_true (mancala_game_undo (game) == (epoch == bumped));
      break;

    case 2:
      if (mancala_game_can_redo (game))
        g_atomic_int_inc (&epoch);
      g_assert_true (mancala_game_redo (game) == (epoch == bumped));
      break;

    case 3:
      /* A preference change: a player or a level. */
      {
        MancalaSide seat = g_rand_int_range (stress->rand, 0, 2);
        MancalaPlayerKind kind = random_kind (stress);
        MancalaLevel level = g_rand_int_range (stress->rand, 0, 5);

        if (kind != mancala_game_get_player_kind (game, seat) ||
            level != mancala_game_get_player_level (game, seat))
          g_atomic_int_inc (&epoch);
        mancala_game_set_player (game, seat, kind, level);
      }
      break;

    case 4:
      /* The window closes and a new one opens. */
      g_atomic_int_inc (&epoch);
      g_clear_object (&stress->game);
      create_game (stress);
      break;

    case 5:
      if (mancala_game_get_paused (game) || g_rand_boolean (stress->rand))
        mancala_game_set_paused (game, !mancala_game_get_paused (game));
      break;

    case 6:
      if (stress->holds > 0 && g_rand_boolean (stress->rand))
        {
          stress->holds--;
          mancala_game_release (game);
        }
      else if (stress->holds < 3)
        {
          stress->holds++;
          mancala_game_hold (game);
        }
      break;

    default:
      /* A person's move, or a try at one while the computer thinks. */
      n = mancala_game_get_legal_moves (game, moves);
      if (n > 0)
        {
          g_autoptr(GError) error = NULL;
          gboolean human = mancala_game_is_human_turn (game);
          gboolean played;

          if (human)
            g_atomic_int_inc (&epoch);
          played = mancala_game_play (game, moves[g_rand_int_range (stress->rand, 0, n)], &error);

          g_assert_true (played == human);
        }
      break;
    }
}

static gboolean
played_twice (gpointer data)
{
  Stress *stress = data;

  return stress->n_computer_moves >= 2;
}

static void
run_stress (guint    n_searches,
            gboolean check_ids,
            guint    max_wait_ms)
{
  Stress stress = { 0 };
  gint64 start = g_get_monotonic_time ();
  guint n_rounds_with_stale = 0;
  guint n_started = _mancala_computer_get_n_started ();

  stress.rand = g_rand_new_with_seed (g_test_rand_int ());
  stress.check_ids = check_ids;
  create_game (&stress);

  while (_mancala_computer_get_n_started () - n_started < n_searches &&
         stress.n_actions < 10 * n_searches)
    {
      guint wait_us = g_rand_int_range (stress.rand, 0, max_wait_ms * 1000 + 1);
      gint64 until = g_get_monotonic_time () + wait_us;

      /* Let the main loop run for a random moment, so that searches are
       * cancelled before, during and after they finish.
       */
      while (g_get_monotonic_time () < until)
        if (!g_main_context_iteration (NULL, FALSE))
          g_usleep (50);

      random_action (&stress);
      n_rounds_with_stale += _mancala_game_get_n_stale (stress.game) > 0;
    }

  while (stress.holds-- > 0)
    mancala_game_release (stress.game);

  /* After all this the computer still plays, and plays well-formed moves. */
  {
    MancalaRules rules;
    guint n_before = stress.n_computer_moves;

    g_atomic_int_inc (&epoch);
    mancala_game_set_paused (stress.game, FALSE);
    mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
    g_assert_true (mancala_game_new_game (stress.game, &rules,
                                          MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH,
                                          MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH));
    stress.n_computer_moves = 0;
    g_assert_true (model_wait_until (played_twice, &stress, 20000));
    stress.n_computer_moves += n_before;
  }

  g_clear_object (&stress.game);
  model_drain_computer ();

  n_started = _mancala_computer_get_n_started () - n_started;
  g_test_message ("%u actions, %u searches started, %u computer moves applied, %.2f s",
                  stress.n_actions, n_started, stress.n_computer_moves,
                  (g_get_monotonic_time () - start) / 1e6);

  /* The run did exercise both paths: moves applied and answers dropped. */
  g_assert_cmpuint (n_started, >=, n_searches);
  /* Under a sanitizer the real search is slow and rarely finishes
   * between two actions; the fake one always can.
   */
  if (check_ids)
    g_assert_cmpuint (stress.n_computer_moves, >, n_searches / 20);
  g_assert_cmpuint (n_rounds_with_stale, >, 0);
  g_assert_cmpuint (mancala_computer_get_n_running (), ==, 0);

  g_rand_free (stress.rand);
}

static void
test_stress_fake_search (void)
{
  searches = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  _mancala_computer_set_choose_move_func (fake_choose_move);

  run_stress (N_SEARCHES_FAKE, TRUE, 2);

  _mancala_computer_set_choose_move_func (NULL);
  g_clear_pointer (&searches, g_hash_table_unref);
}

static void
test_stress_engine (void)
{
  /* The real levels, Wise included: each must stop when told to. */
  run_stress (N_SEARCHES_ENGINE, FALSE, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/model/computer-stress/fake-search", test_stress_fake_search);
  g_test_add_func ("/mancala/model/computer-stress/engine", test_stress_engine);

  return g_test_run ();
}
