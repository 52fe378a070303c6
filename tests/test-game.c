/* test-game.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-computer-private.h"
#include "mancala-game-private.h"
#include "model-test-util.h"

/* What the signals told, in order. */
typedef struct
{
  GString *log;
  guint    n_moves;
  guint    n_game_over;
  guint    n_position_changed;
  guint    n_turns;
  guint    n_rounds;
  MancalaOutcome outcome;
  MancalaPosition last_before;
  guint    last_report_events;
  gboolean hold_on_move;
  guint    n_is_over_notify;
} Recorder;

static void
move_played_cb (MancalaGame *game,
                MancalaSide  side,
                guint        house,
                guint        flags,
                gpointer     report,
                gpointer     before,
                Recorder    *recorder)
{
  const MancalaReport *r = report;

  g_assert_nonnull (report);
  g_assert_nonnull (before);
  g_assert_cmpint (side, ==, ((const MancalaPosition *) before)->to_move);

  recorder->n_moves++;
  recorder->last_before = *(const MancalaPosition *) before;
  recorder->last_report_events = r->n_events;
  g_string_append_printf (recorder->log, "move %s %u;", side == MANCALA_SOUTH ? "S" : "N", house);

  if (recorder->hold_on_move)
    mancala_game_hold (game);
}

static void
game_over_cb (MancalaGame    *game,
              MancalaOutcome  outcome,
              Recorder       *recorder)
{
  recorder->n_game_over++;
  recorder->outcome = outcome;
  g_string_append (recorder->log, "over;");
}

static void
turn_changed_cb (MancalaGame *game,
                 MancalaSide  side,
                 Recorder    *recorder)
{
  recorder->n_turns++;
  g_string_append_printf (recorder->log, "turn %s;", side == MANCALA_SOUTH ? "S" : "N");
}

static void
position_changed_cb (MancalaGame *game,
                     Recorder    *recorder)
{
  recorder->n_position_changed++;
}

static void
round_changed_cb (MancalaGame *game,
                  guint        round,
                  Recorder    *recorder)
{
  recorder->n_rounds++;
}

static void
is_over_notify_cb (MancalaGame *game,
                   GParamSpec  *pspec,
                   Recorder    *recorder)
{
  recorder->n_is_over_notify++;
}

static void
recorder_attach (Recorder    *recorder,
                 MancalaGame *game)
{
  memset (recorder, 0, sizeof *recorder);
  recorder->log = g_string_new (NULL);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), recorder);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), recorder);
  g_signal_connect (game, "turn-changed", G_CALLBACK (turn_changed_cb), recorder);
  g_signal_connect (game, "position-changed", G_CALLBACK (position_changed_cb), recorder);
  g_signal_connect (game, "round-changed", G_CALLBACK (round_changed_cb), recorder);
  g_signal_connect (game, "notify::is-over", G_CALLBACK (is_over_notify_cb), recorder);
}

static void
recorder_clear (Recorder *recorder)
{
  g_string_free (recorder->log, TRUE);
}

static void
test_game_initial (void)
{
  g_autoptr(MancalaGame) game = mancala_game_new ();
  guint8 moves[MANCALA_MAX_MOVES];
  MancalaVariant variant;

  g_assert_cmpint (mancala_game_get_rules (game)->variant, ==, MANCALA_VARIANT_KALAH);
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_SOUTH);
  g_assert_false (mancala_game_is_over (game));
  g_assert_false (mancala_game_can_undo (game));
  g_assert_false (mancala_game_can_redo (game));
  g_assert_true (mancala_game_is_human_turn (game));
  g_assert_false (mancala_game_is_thinking (game));
  g_assert_cmpuint (mancala_game_get_legal_moves (game, moves), ==, 6);
  g_assert_cmpuint (mancala_game_get_last_move (game), ==, MANCALA_MOVE_NONE);
  g_assert_cmpint (mancala_game_get_player_kind (game, MANCALA_NORTH), ==, MANCALA_PLAYER_COMPUTER);

  g_object_get (game, "variant", &variant, NULL);
  g_assert_cmpint (variant, ==, MANCALA_VARIANT_KALAH);
}

static void
test_game_play_refused (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(GError) error = NULL;
  MancalaRules rules;

  /* No such house, the swap without the pie rule, an empty house. */
  g_assert_false (mancala_game_play (game, 7, &error));
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (mancala_game_play (game, 200, &error));
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (mancala_game_play (game, MANCALA_MOVE_SWAP, &error));
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (mancala_game_play (game, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_NORTH);
  g_assert_true (mancala_game_play (game, 1, &error));
  g_assert_false (mancala_game_play (game, 1, &error));   /* South's house 1 is empty. */
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 2);

  /* A person cannot move for the computer. */
  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_game_set_thinking_time (game, 10000);
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_FOOLISH,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
  g_assert_false (mancala_game_is_human_turn (game));
  g_assert_true (mancala_game_is_thinking (game));
  g_assert_false (mancala_game_play (game, 1, &error));
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);

  /* Invalid rules are refused and the game goes on. */
  rules.houses = 0;
  g_test_expect_message ("mancala-game", G_LOG_LEVEL_WARNING, "*invalid rules*");
  g_assert_false (mancala_game_new_game (game, &rules,
                                         MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH,
                                         MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (mancala_game_get_rules (game)->houses, ==, 6);

  g_clear_object (&game);
  model_drain_computer ();
}

static void
test_game_undo_redo_extra_turns (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  MancalaPosition positions[4];
  Recorder recorder;

  recorder_attach (&recorder, game);

  /* Kalah 6×4: house 3 ends in the store, an extra turn for south. */
  positions[0] = *mancala_game_get_position (game);
  g_assert_true (mancala_game_play (game, 3, NULL));
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_SOUTH);
  g_assert_cmpuint (g_array_index (mancala_game_get_move_list (game), MancalaMove, 0).flags &
                    MANCALA_MOVE_EXTRA_TURN, !=, 0);
  positions[1] = *mancala_game_get_position (game);
  g_assert_true (mancala_game_play (game, 6, NULL));
  positions[2] = *mancala_game_get_position (game);
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_NORTH);
  g_assert_true (mancala_game_play (game, 1, NULL));
  positions[3] = *mancala_game_get_position (game);
  g_assert_cmpstr (recorder.log->str, ==, "move S 3;turn S;move S 6;turn N;move N 1;turn S;");
  g_assert_true (mancala_position_equal (&recorder.last_before, &positions[2]));
  g_assert_cmpuint (recorder.last_report_events, >, 0);

  /* Between two people every move is a decision: undo one at a time. */
  for (int i = 2; i >= 0; i--)
    {
      g_assert_true (mancala_game_undo (game));
      g_assert_true (mancala_position_equal (mancala_game_get_position (game), &positions[i]));
      g_assert_cmpuint (mancala_game_get_redo_list (game)->len, ==, 3 - i);
    }
  g_assert_false (mancala_game_can_undo (game));
  g_assert_false (mancala_game_undo (game));
  g_assert_cmpuint (g_array_index (mancala_game_get_redo_list (game), MancalaMove, 0).house, ==, 3);

  for (int i = 1; i <= 3; i++)
    {
      g_assert_true (mancala_game_redo (game));
      g_assert_true (mancala_position_equal (mancala_game_get_position (game), &positions[i]));
    }
  g_assert_false (mancala_game_can_redo (game));
  g_assert_cmpuint (recorder.n_moves, ==, 3);     /* Undo and redo are no new moves. */
  g_assert_cmpuint (recorder.n_position_changed, ==, 6);

  /* A new move forgets the redo list. */
  g_assert_true (mancala_game_undo (game));
  g_assert_true (mancala_game_can_redo (game));
  g_assert_true (mancala_game_play (game, 3, NULL));
  g_assert_false (mancala_game_can_redo (game));

  recorder_clear (&recorder);
}

static gboolean
human_to_move (gpointer data)
{
  return mancala_game_is_human_turn (data) || mancala_game_is_over (data);
}

static void
test_game_undo_computer (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  MancalaPosition after_extra;
  const GArray *moves;
  guint n_after_reply;

  /* South: 3 (extra turn), then 1; the computer replies. */
  g_assert_true (mancala_game_play (game, 3, NULL));
  after_extra = *mancala_game_get_position (game);
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (mancala_game_is_thinking (game));
  g_assert_true (model_wait_until (human_to_move, game, 10000));
  g_assert_false (mancala_game_is_thinking (game));

  moves = mancala_game_get_move_list (game);
  n_after_reply = moves->len;
  g_assert_cmpuint (n_after_reply, >=, 3);
  for (guint i = 2; i < n_after_reply; i++)
    g_assert_cmpint (g_array_index (moves, MancalaMove, i).side, ==, MANCALA_NORTH);

  /* Undo takes back the computer's reply with south's move 1. */
  g_assert_true (mancala_game_undo (game));
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_true (mancala_position_equal (mancala_game_get_position (game), &after_extra));
  g_assert_cmpuint (mancala_game_get_redo_list (game)->len, ==, n_after_reply - 1);
  g_assert_false (mancala_game_is_thinking (game));

  /* The extra turn was a decision too. */
  g_assert_true (mancala_game_undo (game));
  g_assert_cmpuint (moves->len, ==, 0);
  g_assert_false (mancala_game_can_undo (game));

  /* Redo goes forward to the next decision of the person. */
  g_assert_true (mancala_game_redo (game));
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_true (mancala_game_redo (game));
  g_assert_cmpuint (moves->len, ==, n_after_reply);
  g_assert_true (mancala_game_is_human_turn (game));
  g_assert_false (mancala_game_can_redo (game));

  /* Undo while the computer thinks cancels it; nothing arrives later. */
  mancala_game_set_thinking_time (game, 50);
  g_assert_true (mancala_game_undo (game));
  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (mancala_game_is_thinking (game));
  g_assert_true (mancala_game_undo (game));
  g_assert_false (mancala_game_is_thinking (game));
  g_assert_cmpuint (moves->len, ==, 1);
  model_spin (150);
  model_drain_computer ();
  g_assert_cmpuint (moves->len, ==, 1);

  g_clear_object (&game);
  model_drain_computer ();
}

/* A search that takes two seconds unless stopped. */
static gint n_full_searches;

static bool
slow_choose_move (const MancalaRules    *rules,
                  const MancalaPosition *pos,
                  const MancalaHistory  *history,
                  MancalaLevel           level,
                  uint64_t               seed,
                  const _Atomic int     *stop,
                  MancalaSearchResult   *result)
{
  guint8 moves[MANCALA_MAX_MOVES];
  guint n = mancala_position_legal_moves (rules, pos, moves);

  memset (result, 0, sizeof *result);
  result->move = n > 0 ? moves[0] : MANCALA_MOVE_NONE;

  for (guint i = 0; i < 2000 && !*stop; i++)
    g_usleep (1000);

  result->stopped = *stop != 0;
  if (!result->stopped)
    g_atomic_int_inc (&n_full_searches);

  return n > 0;
}

static void
test_game_cancel_new_game (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_COMPUTER, MANCALA_PLAYER_COMPUTER);
  MancalaRules rules;
  gint64 start;

  _mancala_computer_set_choose_move_func (slow_choose_move);
  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);

  /* Each new game cancels the search of the one before. */
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_WISE,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_WISE));
  g_assert_true (mancala_game_is_thinking (game));
  model_spin (20);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (mancala_game_new_game (game, &rules,
                                            MANCALA_PLAYER_COMPUTER, MANCALA_LEVEL_WISE,
                                            MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_WISE));
      model_spin (5);
    }
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_WISE,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_WISE));
  g_assert_false (mancala_game_is_thinking (game));
  model_drain_computer ();

  /* Every search was stopped, and none played. */
  g_assert_cmpint (g_atomic_int_get (&n_full_searches), ==, 0);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_TIME_SPAN_SECOND);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);
  g_assert_cmpuint (_mancala_game_get_n_stale (game), >=, 6);

  _mancala_computer_set_choose_move_func (NULL);
}

static void
test_game_over (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(GError) error = NULL;
  Recorder recorder;
  GRand *rand = g_rand_new_with_seed (7);
  MancalaOutcome outcome;
  gboolean over;

  recorder_attach (&recorder, game);

  while (!mancala_game_is_over (game))
    {
      guint8 moves[MANCALA_MAX_MOVES];
      guint n = mancala_game_get_legal_moves (game, moves);

      g_assert_cmpuint (n, >, 0);
      g_assert_true (mancala_game_play (game, moves[g_rand_int_range (rand, 0, n)], NULL));
    }
  g_rand_free (rand);

  g_assert_cmpuint (recorder.n_game_over, ==, 1);
  g_assert_cmpuint (recorder.n_is_over_notify, ==, 1);
  g_assert_true (g_str_has_suffix (recorder.log->str, "over;"));
  g_assert_cmpint (recorder.outcome, ==,
                   mancala_position_outcome (mancala_game_get_rules (game),
                                             mancala_game_get_position (game)));
  g_assert_cmpint (recorder.outcome, !=, MANCALA_OUTCOME_NONE);
  g_object_get (game, "outcome", &outcome, "is-over", &over, NULL);
  g_assert_cmpint (outcome, ==, recorder.outcome);
  g_assert_true (over);

  g_assert_false (mancala_game_play (game, 1, &error));
  g_assert_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_OVER);

  /* Undo out of the end, and the game goes on. */
  g_assert_true (mancala_game_undo (game));
  g_assert_false (mancala_game_is_over (game));
  g_assert_cmpuint (recorder.n_is_over_notify, ==, 2);

  recorder_clear (&recorder);
}

static gboolean
has_moves (gpointer data)
{
  MancalaGame *game = data;

  return mancala_game_get_move_list (game)->len >= 4;
}

static gboolean
is_over (gpointer data)
{
  return mancala_game_is_over (data);
}

static void
test_game_pause (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_OWARE,
                                                MANCALA_PLAYER_COMPUTER, MANCALA_PLAYER_COMPUTER);
  const GArray *moves = mancala_game_get_move_list (game);
  guint n;

  g_assert_true (mancala_game_is_thinking (game));
  g_assert_true (model_wait_until (has_moves, game, 10000));

  mancala_game_set_paused (game, TRUE);
  g_assert_false (mancala_game_is_thinking (game));
  n = moves->len;
  model_spin (100);
  model_drain_computer ();
  g_assert_cmpuint (moves->len, ==, n);

  /* Undo between computers takes back one move and stays paused. */
  g_assert_true (mancala_game_undo (game));
  g_assert_cmpuint (moves->len, ==, n - 1);
  g_assert_true (mancala_game_get_paused (game));
  model_spin (50);
  g_assert_cmpuint (moves->len, ==, n - 1);

  mancala_game_set_paused (game, FALSE);
  g_assert_true (mancala_game_is_thinking (game));
  g_assert_true (model_wait_until (is_over, game, 20000));
  g_assert_false (mancala_game_is_thinking (game));

  g_clear_object (&game);
  model_drain_computer ();
}

static gboolean
computer_moved (gpointer data)
{
  return mancala_game_get_move_list (data)->len > 1;
}

static void
test_game_hold (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_COMPUTER);
  Recorder recorder;

  /* The view holds the game from each move until its animation ends. */
  recorder_attach (&recorder, game);
  recorder.hold_on_move = TRUE;

  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_true (mancala_game_is_thinking (game));
  model_spin (200);
  model_drain_computer ();
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 1);
  g_assert_true (mancala_game_is_thinking (game));

  recorder.hold_on_move = FALSE;
  mancala_game_release (game);
  g_assert_true (model_wait_until (computer_moved, game, 5000));

  recorder_clear (&recorder);
  g_clear_object (&game);
  model_drain_computer ();
}

typedef struct
{
  GError *error;
  guint   move;   /* G_MAXUINT until the answer comes. */
} Answer;

static void
advice_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Answer *answer = user_data;

  answer->move = mancala_game_request_advice_finish (MANCALA_GAME (source), result,
                                                     &answer->error);
}

static void
test_game_advice (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_KALAH,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Answer answer = { NULL, 0 };
  MancalaPosition before = *mancala_game_get_position (game);

  /* An answer, and no change to the game. */
  answer.move = G_MAXUINT;
  mancala_game_request_advice (game, NULL, advice_cb, &answer);
  while (answer.move == G_MAXUINT)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (answer.error);
  g_assert_true (mancala_game_is_legal (game, answer.move));
  g_assert_true (mancala_position_equal (&before, mancala_game_get_position (game)));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 0);

  /* A move made meanwhile makes the advice worthless. */
  _mancala_computer_set_choose_move_func (slow_choose_move);
  answer.move = G_MAXUINT;
  mancala_game_request_advice (game, NULL, advice_cb, &answer);
  g_assert_true (mancala_game_play (game, 1, NULL));
  while (answer.move == G_MAXUINT)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (answer.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (answer.move, ==, MANCALA_MOVE_NONE);
  g_clear_error (&answer.error);

  /* So does the caller's cancellable. */
  answer.move = G_MAXUINT;
  mancala_game_request_advice (game, cancellable, advice_cb, &answer);
  g_cancellable_cancel (cancellable);
  while (answer.move == G_MAXUINT)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (answer.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&answer.error);
  _mancala_computer_set_choose_move_func (NULL);

  g_clear_object (&game);
  model_drain_computer ();
}

static void
test_game_pie_swap (void)
{
  g_autoptr(MancalaGame) game = mancala_game_new ();
  MancalaRules rules;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  rules.pie = true;
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_CLEVER,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));

  g_assert_true (mancala_game_play (game, 1, NULL));
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_NORTH);
  g_assert_true (mancala_game_is_legal (game, MANCALA_MOVE_SWAP));
  g_assert_cmpint (mancala_game_get_side_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_FOOLISH);

  g_assert_true (mancala_game_play (game, MANCALA_MOVE_SWAP, NULL));
  /* The person who opened now plays north and moves next. */
  g_assert_cmpint (mancala_game_get_side_seat (game, MANCALA_NORTH), ==, MANCALA_SOUTH);
  g_assert_cmpint (mancala_game_get_side_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_CLEVER);
  g_assert_cmpint (mancala_game_get_side_level (game, MANCALA_SOUTH), ==, MANCALA_LEVEL_FOOLISH);
  g_assert_cmpuint (mancala_game_get_last_move (game), ==, MANCALA_MOVE_SWAP);

  g_assert_true (mancala_game_undo (game));
  g_assert_cmpint (mancala_game_get_side_seat (game, MANCALA_NORTH), ==, MANCALA_NORTH);
}

static void
test_game_player_change (void)
{
  g_autoptr(MancalaGame) game = model_new_game (MANCALA_VARIANT_CONGKAK,
                                                MANCALA_PLAYER_HUMAN, MANCALA_PLAYER_HUMAN);

  /* A person handing the board to the computer: it moves at once. */
  g_assert_false (mancala_game_is_thinking (game));
  g_object_set (game, "south-player", MANCALA_PLAYER_COMPUTER, NULL);
  g_assert_true (mancala_game_is_thinking (game));
  g_assert_true (model_wait_until (human_to_move, game, 10000));
  g_assert_cmpint (mancala_game_get_to_move (game), ==, MANCALA_NORTH);

  /* A level change restarts no game. */
  g_object_set (game, "north-level", MANCALA_LEVEL_WISE, NULL);
  g_assert_cmpint (mancala_game_get_player_level (game, MANCALA_NORTH), ==, MANCALA_LEVEL_WISE);
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, >, 0);

  g_clear_object (&game);
  model_drain_computer ();
}

static void
round_number_cb (MancalaGame *game,
                 guint        round,
                 guint       *last_round)
{
  /* Emitted after the move: the position is already the new round's. */
  g_assert_cmpuint (round, ==, mancala_game_get_position (game)->round);
  g_assert_cmpuint (round, ==, *last_round + 1);
  *last_round = round;
}

static void
test_game_rounds (void)
{
  g_autoptr(MancalaGame) game = mancala_game_new ();
  GRand *rand = g_rand_new_with_seed (11);
  guint last_round = 1;
  MancalaRules rules;

  /* Traditional Congkak on a small board goes over several rounds. */
  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.houses = 3;
  rules.seeds = 3;
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  g_assert_true (mancala_game_new_game (game, &rules,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH,
                                        MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
  g_signal_connect (game, "round-changed", G_CALLBACK (round_number_cb), &last_round);

  for (guint game_number = 0; game_number < 20 && last_round < 3; game_number++)
    {
      while (!mancala_game_is_over (game))
        {
          guint8 moves[MANCALA_MAX_MOVES];
          guint n = mancala_game_get_legal_moves (game, moves);

          g_assert_true (mancala_game_play (game, moves[g_rand_int_range (rand, 0, n)], NULL));
        }
      if (last_round < 3)
        {
          mancala_game_restart (game);
          last_round = 1;
        }
    }
  g_rand_free (rand);

  g_assert_cmpuint (last_round, >=, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/model/game/initial", test_game_initial);
  g_test_add_func ("/mancala/model/game/play-refused", test_game_play_refused);
  g_test_add_func ("/mancala/model/game/undo-redo-extra-turns", test_game_undo_redo_extra_turns);
  g_test_add_func ("/mancala/model/game/undo-computer", test_game_undo_computer);
  g_test_add_func ("/mancala/model/game/cancel-new-game", test_game_cancel_new_game);
  g_test_add_func ("/mancala/model/game/over", test_game_over);
  g_test_add_func ("/mancala/model/game/pause", test_game_pause);
  g_test_add_func ("/mancala/model/game/hold", test_game_hold);
  g_test_add_func ("/mancala/model/game/advice", test_game_advice);
  g_test_add_func ("/mancala/model/game/pie-swap", test_game_pie_swap);
  g_test_add_func ("/mancala/model/game/player-change", test_game_player_change);
  g_test_add_func ("/mancala/model/game/rounds", test_game_rounds);

  return g_test_run ();
}
