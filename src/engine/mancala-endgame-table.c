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

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Kalah's endgame tables in files. In Kalah what is still to be won
 * depends on the seeds in the houses alone (the stores only add), so one
 * table serves every position, every start count and both sides; the
 * Kalah solver fills it (mancala-solve-kalah.c, by seeds upwards: a
 * move never adds seeds to the houses) and indexes it by the
 * combinatorial number system. A file is a header and the values, one
 * byte a board:
 *
 *   "MANCALA-KALAH-EG" (16 bytes), format 1, houses, empty capture,
 *   immediate end, max seeds (one byte each), 3 zero bytes, the number
 *   of values and a checksum of them (little-endian 64-bit each).
 *
 * The checksum is read in full when the file is opened (86 MB in tens of
 * milliseconds once cached): a damaged table would give wrong values
 * silently, where a missing one only costs time.
 */

#define MAGIC        "MANCALA-KALAH-EG"
#define MAGIC_LEN    16
#define FORMAT       1
#define HEADER_BYTES 40
#define MAX_BYTES    (128u * 1024 * 1024)

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
  /* C(max_seeds + bins, bins), exact step by step. */
  unsigned bins = 2 * houses;
  uint64_t n = 1;

  for (unsigned k = 1; k <= bins; k++)
    n = n * (max_seeds + k) / k;
  return n;
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

static uint64_t
checksum (const uint8_t *values,
          size_t         n)
{
  uint64_t h = UINT64_C (0xcbf29ce484222325);

  /* FNV-1a over 8-byte words, the tail byte by byte. */
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    {
      uint64_t w;

      memcpy (&w, values + i, 8);
      h = (h ^ w) * UINT64_C (0x100000001b3);
    }
  for (; i < n; i++)
    h = (h ^ values[i]) * UINT64_C (0x100000001b3);
  return h;
}

static void
put_u64 (uint8_t  *p,
         uint64_t  v)
{
  for (unsigned i = 0; i < 8; i++)
    p[i] = (uint8_t) (v >> (8 * i));
}

static uint64_t
get_u64 (const uint8_t *p)
{
  uint64_t v = 0;

  for (unsigned i = 0; i < 8; i++)
    v |= (uint64_t) p[i] << (8 * i);
  return v;
}

static void
make_header (const MancalaRules *rules,
             unsigned            max_seeds,
             uint64_t            n,
             uint64_t            sum,
             uint8_t            *header)
{
  memset (header, 0, HEADER_BYTES);
  memcpy (header, MAGIC, MAGIC_LEN);
  header[16] = FORMAT;
  header[17] = rules->houses;
  header[18] = rules->empty_capture;
  header[19] = rules->end_rule == MANCALA_END_IMMEDIATE;
  header[20] = (uint8_t) max_seeds;
  put_u64 (header + 24, n);
  put_u64 (header + 32, sum);
}

static bool
write_all (int            fd,
           const uint8_t *data,
           size_t         n)
{
  while (n > 0)
    {
      ssize_t done = write (fd, data, n);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        return false;
      data += done;
      n -= (size_t) done;
    }
  return true;
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
  uint8_t header[HEADER_BYTES];
  unsigned seeds;
  size_t n, len = strlen (path);
  char *tmp;
  int fd, saved;
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

  tmp = malloc (len + 8);
  if (tmp == NULL)
    {
      _mancala_kalah_solver_free (solver);
      errno = ENOMEM;
      return false;
    }
  memcpy (tmp, path, len);
  memcpy (tmp + len, ".XXXXXX", 8);

  make_header (rules, max_seeds, n, checksum (values, n), header);
  fd = mkstemp (tmp);
  ok = fd >= 0
       && write_all (fd, header, HEADER_BYTES)
       && write_all (fd, values, n)
       && fchmod (fd, 0644) == 0;
  saved = errno;
  if (fd >= 0 && close (fd) != 0 && ok)
    {
      ok = false;
      saved = errno;
    }
  if (ok && rename (tmp, path) != 0)
    {
      ok = false;
      saved = errno;
    }
  if (!ok && fd >= 0)
    unlink (tmp);

  free (tmp);
  _mancala_kalah_solver_free (solver);
  errno = saved;
  return ok;
}

MancalaEndgameTable *
mancala_endgame_table_open (const MancalaRules *rules,
                            const char         *path)
{
  MancalaEndgameTable *self;
  uint8_t expected[HEADER_BYTES];
  const uint8_t *bytes;
  struct stat st;
  unsigned max_seeds;
  uint64_t n;
  void *map;
  int fd;

  if (!mancala_endgame_table_supported (rules))
    {
      errno = EINVAL;
      return NULL;
    }

  fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || st.st_size < HEADER_BYTES)
    {
      close (fd);
      errno = EINVAL;
      return NULL;
    }
  map = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
  close (fd);
  if (map == MAP_FAILED)
    return NULL;

  bytes = map;
  max_seeds = bytes[20];
  n = get_u64 (bytes + 24);
  if (max_seeds == 0 || max_seeds > 127 || boards (rules->houses, max_seeds) != n
      || (uint64_t) st.st_size != HEADER_BYTES + n)
    goto bad;
  make_header (rules, max_seeds, n, checksum (bytes + HEADER_BYTES, (size_t) n), expected);
  if (memcmp (expected, bytes, HEADER_BYTES) != 0)
    goto bad;

  self = calloc (1, sizeof *self);
  if (self == NULL)
    {
      munmap (map, (size_t) st.st_size);
      errno = ENOMEM;
      return NULL;
    }
  /* Lookups jump about: reading ahead would only evict. */
  madvise (map, (size_t) st.st_size, MADV_RANDOM);
  self->houses = rules->houses;
  self->empty_capture = rules->empty_capture;
  self->end_immediate = rules->end_rule == MANCALA_END_IMMEDIATE;
  self->max_seeds = max_seeds;
  self->map = map;
  self->map_bytes = (size_t) st.st_size;
  return self;

bad:
  munmap (map, (size_t) st.st_size);
  errno = EINVAL;
  return NULL;
}

unsigned
mancala_endgame_table_max_seeds (const MancalaEndgameTable *table)
{
  return table->max_seeds;
}

void
mancala_endgame_table_close (MancalaEndgameTable *table)
{
  if (table == NULL)
    return;
  munmap (table->map, table->map_bytes);
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
  return (const uint8_t *) table->map + HEADER_BYTES;
}

size_t
_mancala_endgame_table_bytes (const MancalaEndgameTable *table)
{
  return table->map_bytes;
}
