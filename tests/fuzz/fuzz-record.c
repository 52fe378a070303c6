/* fuzz-record.c
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

/* libFuzzer harness of the game record parser (docs/notation.md): any
 * bytes give a record or a MANCALA_GAME_RECORD_ERROR whose message names a
 * line, never a crash, a leak or a critical. A record that parses must
 * survive a round trip: written and read again it has the same rules and
 * moves, replays to the same position, and writes the same text.
 */

#define G_LOG_DOMAIN "fuzz-record"

#include "config.h"

#include <string.h>

#include "mancala-game-record.h"

#define FUZZ_NAME "fuzz-record"
#include "fuzz-check.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MancalaGameRecord) record = NULL;
  g_autoptr(MancalaGameRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  MancalaPosition a, b;

  record = mancala_game_record_parse ((const char *) data, (gssize) size, &error);
  if (record == NULL)
    {
      CHECK (error != NULL && error->domain == MANCALA_GAME_RECORD_ERROR);
      CHECK (error->code == MANCALA_GAME_RECORD_ERROR_TOO_LARGE ||
             g_str_has_prefix (error->message, "line "));
      return 0;
    }

  CHECK (error == NULL);
  CHECK (mancala_rules_validate (&record->rules, NULL, 0));

  text = mancala_game_record_to_string (record);
  again = mancala_game_record_parse (text, -1, &error);
  CHECK (again != NULL);
  CHECK (mancala_rules_equal (&record->rules, &again->rules));
  CHECK (record->moves->len == again->moves->len);
  CHECK (record->moves->len == 0 ||
         memcmp (record->moves->data, again->moves->data, record->moves->len) == 0);

  CHECK (mancala_game_record_replay (record, G_MAXUINT, &a, history, NULL));
  CHECK (mancala_game_record_replay (again, G_MAXUINT, &b, history, NULL));
  CHECK (mancala_position_equal (&a, &b));

  text_again = mancala_game_record_to_string (again);
  CHECK (strcmp (text, text_again) == 0);

  return 0;
}
