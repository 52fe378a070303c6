/* mancala-table-file-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>
#include <stdint.h>

/* Endgame tables kept in files (mancala-table-file.c): a header that
 * the table's own code lays out, then the values, one byte each. Files
 * are written whole or not at all and mapped read-only, shared by every
 * process that reads them.
 */

/* FNV-1a over the bytes, eight at a time. */
uint64_t _mancala_table_checksum   (const uint8_t *values,
                                    size_t         n);

void     _mancala_table_put_u64    (uint8_t       *p,
                                    uint64_t       v);
uint64_t _mancala_table_get_u64    (const uint8_t *p);

/* Writes @header and @values to a temporary file beside @path and
 * renames it there, so readers never see half a table. Sets errno.
 */
bool     _mancala_table_file_write (const char    *path,
                                    const uint8_t *header,
                                    size_t         header_bytes,
                                    const void    *values,
                                    size_t         n);

/* Maps @path read-only; NULL (errno set) when it cannot, or when it is
 * shorter than @min_bytes (EINVAL). munmap() with *@bytes releases it.
 */
void    *_mancala_table_file_map   (const char    *path,
                                    size_t         min_bytes,
                                    size_t        *bytes);
