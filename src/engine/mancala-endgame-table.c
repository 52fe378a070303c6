/* mancala-endgame-table.c
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

#define _GNU_SOURCE
#include "mancala-search-private.h"
#include "mancala-kalah-private.h"
#include "mancala-table-file-private.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Kalah's endgame tables in files. In Kalah what is still to be won
 * depends on the seeds in the houses alone (the stores only add), so one
 * table serves every position, every start count and both sides; the
 * Kalah solver fills it (mancala-solve-kalah.c, by seeds upwards: a
 * move never adds seeds to the houses) and indexes it by the
 * combinatorial number system. The file's layout is in
 * mancala-table-file-private.h; its rule bytes are the houses, empty
 * capture and the immediate end.
 */

#define MAGIC        "MANCALA-KALAH-EG"
#define MAX_BYTES    (128u * 1024 * 1024)

/* The seeds of the tables the build installs (meson_options.txt). */
#ifndef MANCALA_KALAH_TABLE_SEEDS
#define MANCALA_KALAH_TABLE_SEEDS 0
#endif

struct _MancalaEndgameTable
{
  uint8_t  houses;
  bool     empty_capture;
  bool     end_immediate;
  unsigned max_seeds;
  void    *map;
  size_t   map_bytes;
};

bool
mancala_endgame_table_supported (const MancalaRules *rules)
{
  return _mancala_kalah_supported (rules);
}

static uint64_t
boards (unsigned houses,
        unsigned max_seeds)
{
  return _mancala_table_boards (houses, max_seeds);
}

static void
rule_bytes (const MancalaRules *rules,
            uint8_t            *bytes)
{
  bytes[0] = rules->houses;
  bytes[1] = rules->empty_capture;
  bytes[2] = rules->end_rule == MANCALA_END_IMMEDIATE;
}

unsigned
mancala_endgame_table_seeds (const MancalaRules *rules)
{
  unsigned seeds = 0;

  if (!mancala_endgame_table_supported (rules))
    return 0;
  while (seeds < 127 && boards (rules->houses, seeds + 1) <= MAX_BYTES)
    seeds++;
  return seeds;
}

int
mancala_endgame_table_name (const MancalaRules *rules,
                            unsigned            max_seeds,
                            char               *buf,
                            size_t              size)
{
  return snprintf (buf, size, "kalah-%u-houses-%u-seeds%s%s.table",
                   rules->houses, max_seeds,
                   rules->empty_capture ? "-empty-capture" : "",
                   rules->end_rule == MANCALA_END_IMMEDIATE ? "" : "-no-move-end");
}

bool
mancala_endgame_table_build (const MancalaRules *rules,
                             unsigned            max_seeds,
                             const char         *path,
                             const _Atomic int  *stop)
{
  MancalaKalahSolver *solver;
  MancalaRules kalah;
  const uint8_t *values;
  uint8_t what[3];
  unsigned seeds;
  size_t n;
  int saved;
  bool ok;

  if (!mancala_endgame_table_supported (rules) || max_seeds == 0 || max_seeds > 127
      || boards (rules->houses, max_seeds) > MAX_BYTES)
    {
      errno = EINVAL;
      return false;
    }

  /* The solver's own table, sized to hold exactly @max_seeds (the
   * solver stops at the seeds of the whole game, which the table does
   * not depend on).
   */
  kalah = *rules;
  kalah.seeds = (uint8_t) ((max_seeds + 2u * rules->houses - 1) / (2u * rules->houses));
  solver = _mancala_kalah_solver_new (&kalah, 1, boards (rules->houses, max_seeds), NULL, stop);
  if (solver == NULL)
    {
      errno = ENOMEM;
      return false;
    }
  values = _mancala_kalah_solver_fill_endgame (solver, &seeds, &n);
  if (values == NULL || seeds != max_seeds)
    {
      _mancala_kalah_solver_free (solver);
      errno = values == NULL ? EINTR : EINVAL;
      return false;
    }

  rule_bytes (rules, what);
  ok = _mancala_table_file_save (path, MAGIC, what, max_seeds, values, n);
  saved = errno;
  _mancala_kalah_solver_free (solver);
  errno = saved;
  return ok;
}

MancalaEndgameTable *
mancala_endgame_table_open (const MancalaRules *rules,
                            const char         *path)
{
  MancalaEndgameTable *self;
  uint8_t what[3];
  size_t map_bytes;
  unsigned max_seeds;
  void *map;

  if (!mancala_endgame_table_supported (rules))
    {
      errno = EINVAL;
      return NULL;
    }
  rule_bytes (rules, what);
  map = _mancala_table_file_load (path, MAGIC, what, &max_seeds, &map_bytes);
  if (map == NULL)
    return NULL;

  self = calloc (1, sizeof *self);
  if (self == NULL)
    {
      _mancala_table_file_unload (map, map_bytes);
      errno = ENOMEM;
      return NULL;
    }
  self->houses = rules->houses;
  self->empty_capture = rules->empty_capture;
  self->end_immediate = rules->end_rule == MANCALA_END_IMMEDIATE;
  self->max_seeds = max_seeds;
  self->map = map;
  self->map_bytes = map_bytes;
  return self;
}

MancalaEndgameTable *
mancala_endgame_table_open_installed (const MancalaRules *rules)
{
  char name[128], path[4096];

  if (MANCALA_KALAH_TABLE_SEEDS == 0 || !mancala_endgame_table_supported (rules)
      || rules->houses != 6 || rules->end_rule != MANCALA_END_IMMEDIATE)
    return NULL;
  mancala_endgame_table_name (rules, MANCALA_KALAH_TABLE_SEEDS, name, sizeof name);
  if (!_mancala_table_file_installed (name, path, sizeof path))
    return NULL;
  return mancala_endgame_table_open (rules, path);
}

unsigned
mancala_endgame_table_max_seeds (const MancalaEndgameTable *table)
{
  return table->max_seeds;
}

unsigned
_mancala_endgame_table_houses (const MancalaEndgameTable *table)
{
  return table->houses;
}

void
mancala_endgame_table_close (MancalaEndgameTable *table)
{
  if (table == NULL)
    return;
  _mancala_table_file_unload (table->map, table->map_bytes);
  free (table);
}

bool
_mancala_endgame_table_fits (const MancalaEndgameTable *table,
                             const MancalaRules        *rules)
{
  return _mancala_kalah_supported (rules)
         && table->houses == rules->houses
         && table->empty_capture == rules->empty_capture
         && table->end_immediate == (rules->end_rule == MANCALA_END_IMMEDIATE);
}

const uint8_t *
_mancala_endgame_table_values (const MancalaEndgameTable *table)
{
  return (const uint8_t *) table->map + MANCALA_TABLE_HEADER_BYTES;
}

size_t
_mancala_endgame_table_bytes (const MancalaEndgameTable *table)
{
  return table->map_bytes;
}
