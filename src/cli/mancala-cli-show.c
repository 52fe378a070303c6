/* mancala-cli-show.c
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

#include "mancala-cli-private.h"

gboolean
_mancala_cli_show (MancalaCli   *self,
                   JsonBuilder  *builder,
                   GError      **error)
{
  json_builder_begin_object (builder);

  _mancala_cli_json_position (builder, &self->rules, &self->position);

  /* The moves as understood, so a script can check its own input. */
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->played->len; i++)
    _mancala_cli_json_move (builder, g_array_index (self->played, guint8, i));
  json_builder_end_array (builder);

  json_builder_end_object (builder);
  return TRUE;
}
