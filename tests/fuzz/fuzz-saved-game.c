/* fuzz-saved-game.c
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

/* libFuzzer harness of the saved-game loader: any bytes must give a game
 * or a clean error, never a crash, a leak or a critical. A game that
 * loads must survive a round trip: written again and loaded into a
 * second game, it gives the same rules, position and move lists, and
 * writing that game gives the same text.
 */

#define G_LOG_DOMAIN "fuzz-saved-game"

#include "config.h"

#include <string.h>

#include "mancala-computer.h"
#include "mancala-saved-game.h"

#define FUZZ_NAME "fuzz-saved-game"
#include "fuzz-check.h"

static MancalaGame *game;
static MancalaGame *copy;

static gboolean
same_moves (const GArray *a,
            const GArray *b)
{
  if (a->len != b->len)
    return FALSE;

  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, MancalaMove, i).house != g_array_index (b, MancalaMove, i).house ||
        g_array_index (a, MancalaMove, i).side != g_array_index (b, MancalaMove, i).side)
      return FALSE;

  return TRUE;
}

static void
reset (MancalaGame *self)
{
  MancalaRules rules;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  CHECK (mancala_game_new_game (self, &rules,
                                MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH,
                                MANCALA_PLAYER_HUMAN, MANCALA_LEVEL_FOOLISH));
}

/* A loaded game may have handed the side to move to the computer, whose
 * search runs in a thread: cancel both games' searches first, then let
 * their late answers arrive, so that nothing outlives the input
 * (LeakSanitizer checks each one).
 */
static void
settle (void)
{
  reset (game);
  reset (copy);

  while (mancala_computer_get_n_running () > 0 || g_main_context_pending (NULL))
    g_main_context_iteration (NULL, mancala_computer_get_n_running () > 0);
}

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical means a caller broke a precondition: a bug to report. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_FATAL_MASK);

  game = mancala_game_new ();
  copy = mancala_game_new ();
  mancala_game_set_thinking_time (game, 0);
  mancala_game_set_thinking_time (copy, 0);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) copy_error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  gsize length = 0, length_again = 0;
  gboolean loaded;

  loaded = mancala_saved_game_load_data (game, (const char *) data, size, &error);

  if (!loaded)
    {
      /* A clean error, one line for the log; or no error for a game that
       * was over, which is not resumed.
       */
      if (error != NULL)
        {
          CHECK (error->domain == MANCALA_SAVED_GAME_ERROR);
          CHECK (error->message != NULL && *error->message != '\0');
        }
      settle ();
      return 0;
    }

  CHECK (error == NULL);
  CHECK (!mancala_game_is_over (game) || mancala_game_get_redo_list (game)->len == 0);

  text = mancala_saved_game_to_data (game, &length);
  CHECK (text != NULL && length == strlen (text));
  CHECK (mancala_saved_game_load_data (copy, text, length, &copy_error));
  CHECK (copy_error == NULL);

  CHECK (mancala_rules_equal (mancala_game_get_rules (game), mancala_game_get_rules (copy)));
  CHECK (mancala_position_equal (mancala_game_get_position (game),
                                 mancala_game_get_position (copy)));
  CHECK (same_moves (mancala_game_get_move_list (game), mancala_game_get_move_list (copy)));
  CHECK (same_moves (mancala_game_get_redo_list (game), mancala_game_get_redo_list (copy)));
  for (guint seat = MANCALA_SOUTH; seat <= MANCALA_NORTH; seat++)
    {
      CHECK (mancala_game_get_player_kind (game, seat) == mancala_game_get_player_kind (copy, seat));
      CHECK (mancala_game_get_player_level (game, seat) == mancala_game_get_player_level (copy, seat));
    }

  text_again = mancala_saved_game_to_data (copy, &length_again);
  CHECK (length == length_again && memcmp (text, text_again, length) == 0);

  settle ();

  return 0;
}
