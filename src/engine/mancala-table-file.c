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
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define FORMAT 1

/* The build sets the installed tables' directory (meson.build); an
 * engine compiled without it has none.
 */
#ifndef MANCALA_TABLE_DIR
#define MANCALA_TABLE_DIR ""
#endif

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

/* The level API makes a searcher for every move, and so opens a table
 * for every move: mapping 86 MB and checking its checksum took 30 to 80
 * ms a time. So every file stays mapped while in use and the last ones
 * given up stay mapped too, checked once, until another file is mapped:
 * at most the tables in use and those just before stay in memory.
 */
#define MAX_MAPS 8

typedef struct
{
  dev_t           dev;
  ino_t           ino;
  off_t           size;
  struct timespec mtime;
  struct timespec ctime;
  uint8_t        *map;
  unsigned        users;
} Mapping;

static pthread_mutex_t maps_lock = PTHREAD_MUTEX_INITIALIZER;
static Mapping maps[MAX_MAPS];

static bool
same_file (const Mapping     *m,
           const struct stat *st)
{
  return m->map != NULL && m->dev == st->st_dev && m->ino == st->st_ino && m->size == st->st_size
         && m->mtime.tv_sec == st->st_mtim.tv_sec && m->mtime.tv_nsec == st->st_mtim.tv_nsec
         && m->ctime.tv_sec == st->st_ctim.tv_sec && m->ctime.tv_nsec == st->st_ctim.tv_nsec;
}

/* A verified mapping of the file of @st, with a user more; NULL when
 * there is none. Called with maps_lock held.
 */
static uint8_t *
mapping_take (const struct stat *st)
{
  for (unsigned i = 0; i < MAX_MAPS; i++)
    if (same_file (&maps[i], st))
      {
        maps[i].users++;
        return maps[i].map;
      }
  return NULL;
}

/* One user less of @map; a map the list does not hold is unmapped.
 * Called with maps_lock held.
 */
static void
unload_locked (uint8_t *map,
               size_t   bytes)
{
  for (unsigned i = 0; i < MAX_MAPS; i++)
    if (maps[i].map == map)
      {
        maps[i].users--;
        return;
      }
  munmap (map, bytes);
}

void
_mancala_table_file_unload (uint8_t *map,
                            size_t   bytes)
{
  if (map == NULL)
    return;
  pthread_mutex_lock (&maps_lock);
  unload_locked (map, bytes);
  pthread_mutex_unlock (&maps_lock);
}

/* Keeps @map, verified, with one user; unmaps the ones nobody uses.
 * Called with maps_lock held.
 */
static void
mapping_add (const struct stat *st,
             uint8_t           *map)
{
  Mapping *slot = NULL;

  for (unsigned i = 0; i < MAX_MAPS; i++)
    {
      if (maps[i].map != NULL && maps[i].users == 0)
        {
          munmap (maps[i].map, (size_t) maps[i].size);
          maps[i].map = NULL;
        }
      if (maps[i].map == NULL && slot == NULL)
        slot = &maps[i];
    }
  /* No room: the caller's map is then its own (see unload). */
  if (slot == NULL)
    return;
  *slot = (Mapping) { st->st_dev, st->st_ino, st->st_size, st->st_mtim, st->st_ctim, map, 1 };
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
  bool cached;
  int fd = open (path, O_RDONLY | O_CLOEXEC);

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || st.st_size < MANCALA_TABLE_HEADER_BYTES)
    {
      close (fd);
      errno = EINVAL;
      return NULL;
    }

  pthread_mutex_lock (&maps_lock);
  map = mapping_take (&st);
  cached = map != NULL;
  if (map == NULL)
    {
      map = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
      if (map == MAP_FAILED)
        map = NULL;
    }
  close (fd);
  if (map == NULL)
    {
      pthread_mutex_unlock (&maps_lock);
      return NULL;
    }

  seeds = map[20];
  n = get_u64 (map + 24);
  if (seeds == 0 || seeds > 127 || _mancala_table_boards (rules[0], seeds) != n
      || (uint64_t) st.st_size != MANCALA_TABLE_HEADER_BYTES + n)
    goto bad;
  /* A damaged table would give wrong values silently, where a missing
   * one only costs time (86 MB in tens of milliseconds once cached). A
   * mapping kept from before was checked then: its header says which
   * table it is.
   */
  make_header (magic, rules, seeds, n,
               cached ? get_u64 (map + 32) : checksum (map + MANCALA_TABLE_HEADER_BYTES, (size_t) n),
               expected);
  if (memcmp (expected, map, sizeof expected) != 0)
    goto bad;

  if (!cached)
    {
      /* Lookups jump about: reading ahead would only evict. */
      madvise (map, (size_t) st.st_size, MADV_RANDOM);
      mapping_add (&st, map);
    }
  pthread_mutex_unlock (&maps_lock);
  *max_seeds = seeds;
  *bytes = (size_t) st.st_size;
  return map;

bad:
  if (cached)
    unload_locked (map, (size_t) st.st_size);
  else
    munmap (map, (size_t) st.st_size);
  pthread_mutex_unlock (&maps_lock);
  errno = EINVAL;
  return NULL;
}

bool
_mancala_table_file_installed (const char *name,
                               char       *path,
                               size_t      size)
{
  const char *dir = getenv ("MANCALA_TABLE_DIR");

  if (dir == NULL)
    dir = MANCALA_TABLE_DIR;
  if (*dir == '\0')
    return false;
  return (size_t) snprintf (path, size, "%s/%s", dir, name) < size;
}
