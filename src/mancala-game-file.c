/* mancala-game-file.c
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

#define G_LOG_DOMAIN "mancala-game"

#include "config.h"

#include "mancala-game-private.h"
#include "mancala-game-file.h"

MancalaGameRecord *
mancala_game_dup_record (MancalaGame *game)
{
  MancalaGameRecord *record;
  const GArray *moves;

  g_return_val_if_fail (MANCALA_IS_GAME (game), NULL);

  record = mancala_game_record_new (mancala_game_get_rules (game));
  moves = mancala_game_get_move_list (game);
  for (guint i = 0; i < moves->len; i++)
    {
      guint8 house = g_array_index (moves, MancalaMove, i).house;

      g_array_append_val (record->moves, house);
    }

  return record;
}

gboolean
mancala_game_load_record (MancalaGame         *game,
                          const MancalaGameRecord *record,
                          guint                n_moves,
                          GError             **error)
{
  MancalaPlayerKind kinds[2];
  MancalaLevel levels[2];

  g_return_val_if_fail (MANCALA_IS_GAME (game), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  for (guint seat = MANCALA_SOUTH; seat <= MANCALA_NORTH; seat++)
    {
      kinds[seat] = mancala_game_get_player_kind (game, seat);
      levels[seat] = mancala_game_get_player_level (game, seat);
    }

  return _mancala_game_load (game, &record->rules, kinds, levels,
                             (const guint8 *) record->moves->data,
                             MIN (n_moves, record->moves->len), NULL, 0, error);
}
