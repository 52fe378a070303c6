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

uint64_t
_mancala_table_checksum (const uint8_t *values,
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

void
_mancala_table_put_u64 (uint8_t  *p,
                        uint64_t  v)
{
  for (unsigned i = 0; i < 8; i++)
    p[i] = (uint8_t) (v >> (8 * i));
}

uint64_t
_mancala_table_get_u64 (const uint8_t *p)
{
  uint64_t v = 0;

  for (unsigned i = 0; i < 8; i++)
    v |= (uint64_t) p[i] << (8 * i);
  return v;
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
_mancala_table_file_write (const char    *path,
                           const uint8_t *header,
                           size_t         header_bytes,
                           const void    *values,
                           size_t         n)
{
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

  fd = mkstemp (tmp);
  ok = fd >= 0
       && write_all (fd, header, header_bytes)
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

void *
_mancala_table_file_map (const char *path,
                         size_t      min_bytes,
                         size_t     *bytes)
{
  struct stat st;
  void *map;
  int fd = open (path, O_RDONLY | O_CLOEXEC);

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || (uint64_t) st.st_size < min_bytes || st.st_size == 0)
    {
      close (fd);
      errno = EINVAL;
      return NULL;
    }
  map = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_SHARED, fd, 0);
  close (fd);
  if (map == MAP_FAILED)
    return NULL;

  /* Lookups jump about: reading ahead would only evict. */
  madvise (map, (size_t) st.st_size, MADV_RANDOM);
  *bytes = (size_t) st.st_size;
  return map;
}
