/* mancala-table-file.c
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
#include <stdbool.h>

#include "mancala-table-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define FORMAT 1

/* FNV-1a over 8-byte words, the tail byte by byte. */
static uint64_t
checksum (const uint8_t *values,
          size_t         n)
{
  uint64_t h = UINT64_C (0xcbf29ce484222325);
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

uint64_t
_mancala_table_boards (unsigned houses,
                       unsigned max_seeds)
{
  /* C(max_seeds + bins, bins), exact step by step. */
  unsigned bins = 2 * houses;
  uint64_t n = 1;

  for (unsigned k = 1; k <= bins; k++)
    n = n * (max_seeds + k) / k;
  return n;
}

static void
make_header (const char    *magic,
             const uint8_t *rules,
             unsigned       max_seeds,
             uint64_t       n,
             uint64_t       sum,
             uint8_t       *header)
{
  memset (header, 0, MANCALA_TABLE_HEADER_BYTES);
  memcpy (header, magic, MANCALA_TABLE_MAGIC_BYTES);
  header[16] = FORMAT;
  memcpy (header + 17, rules, 3);
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
_mancala_table_file_save (const char    *path,
                          const char    *magic,
                          const uint8_t *rules,
                          unsigned       max_seeds,
                          const void    *values,
                          size_t         n)
{
  uint8_t header[MANCALA_TABLE_HEADER_BYTES];
  size_t len = strlen (path);
  char *tmp = malloc (len + 8);
  int fd, saved;
  bool ok;

  if (tmp == NULL)
    {
      errno = ENOMEM;
      return false;
    }
  memcpy (tmp, path, len);
  memcpy (tmp + len, ".XXXXXX", 8);
  make_header (magic, rules, max_seeds, n, checksum (values, n), header);

  fd = mkstemp (tmp);
  ok = fd >= 0
       && write_all (fd, header, sizeof header)
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
  errno = saved;
  return ok;
}

uint8_t *
_mancala_table_file_load (const char    *path,
                          const char    *magic,
                          const uint8_t *rules,
                          unsigned      *max_seeds,
                          size_t        *bytes)
{
  uint8_t expected[MANCALA_TABLE_HEADER_BYTES];
  struct stat st;
  uint8_t *map;
  uint64_t n;
  unsigned seeds;
  int fd = open (path, O_RDONLY | O_CLOEXEC);

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || st.st_size < MANCALA_TABLE_HEADER_BYTES)
    {
      close (fd);
      errno = EINVAL;
      return NULL;
    }
  map = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
  close (fd);
  if (map == MAP_FAILED)
    return NULL;

  seeds = map[20];
  n = get_u64 (map + 24);
  if (seeds == 0 || seeds > 127 || _mancala_table_boards (rules[0], seeds) != n
      || (uint64_t) st.st_size != MANCALA_TABLE_HEADER_BYTES + n)
    goto bad;
  /* A damaged table would give wrong values silently, where a missing
   * one only costs time (86 MB in tens of milliseconds once cached).
   */
  make_header (magic, rules, seeds, n, checksum (map + MANCALA_TABLE_HEADER_BYTES, (size_t) n), expected);
  if (memcmp (expected, map, sizeof expected) != 0)
    goto bad;

  /* Lookups jump about: reading ahead would only evict. */
  madvise (map, (size_t) st.st_size, MADV_RANDOM);
  *max_seeds = seeds;
  *bytes = (size_t) st.st_size;
  return map;

bad:
  munmap (map, (size_t) st.st_size);
  errno = EINVAL;
  return NULL;
}
