/* mancala-cli-game.c
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

#define G_LOG_DOMAIN "mancala-cli"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "mancala-cli-private.h"
#include "mancala-game-record.h"

/* Reads at most one byte more than a record may have, so that a huge or
 * endless input (a device, a pipe) is refused without reading it all.
 */
static char *
read_limited (FILE   *file,
              gsize  *length)
{
  gsize size = MANCALA_GAME_RECORD_MAX_SIZE + 1;
  char *data = g_malloc (size);

  *length = fread (data, 1, size, file);
  return data;
}

gboolean
_mancala_cli_load_game (MancalaCli  *self,
                        GError     **error)
{
  g_autoptr(MancalaGameRecord) record = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  const char *name = self->game;
  gboolean from_stdin = strcmp (name, "-") == 0;
  FILE *file;
  gsize length;

  file = from_stdin ? stdin : fopen (name, "rb");
  if (file == NULL)
    {
      int saved = errno;

      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_GAME,
                   /* Translators: e.g. "--game game.mancala: No such file or directory". */
                   _("--game %s: %s"), name, g_strerror (saved));
      return FALSE;
    }

  data = read_limited (file, &length);
  if (ferror (file))
    {
      int saved = errno;

      if (!from_stdin)
        fclose (file);
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_GAME,
                   _("--game %s: %s"), name, g_strerror (saved));
      return FALSE;
    }
  if (!from_stdin)
    fclose (file);

  record = mancala_game_record_parse (data, (gssize) length, &local_error);
  if (record == NULL)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_GAME,
                   _("--game %s: %s"), from_stdin ? _("(standard input)") : name,
                   local_error->message);
      return FALSE;
    }

  self->rules = record->rules;
  g_array_set_size (self->played, 0);
  g_array_append_vals (self->played, record->moves->data, record->moves->len);

  /* The parser replayed every move already; this cannot fail. */
  return mancala_game_record_replay (record, G_MAXUINT, &self->position, self->history, NULL);
}
