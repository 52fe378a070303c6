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

/* Every table file: a 16-byte magic naming its kind, format 1, three
 * bytes for the rules it holds (the houses first), the most seeds it
 * covers, three zero bytes, the number of values and their checksum
 * (little-endian 64-bit each), then the values: one byte for each board
 * of up to that many seeds on the houses, C(seeds + 2 houses, 2 houses).
 */
#define MANCALA_TABLE_HEADER_BYTES 40
#define MANCALA_TABLE_MAGIC_BYTES  16

uint64_t _mancala_table_boards     (unsigned       houses,
                                    unsigned       max_seeds);

/* Writes a whole file to a temporary file beside @path and renames it
 * there, so readers never see half a table. False with errno set.
 */
bool     _mancala_table_file_save  (const char    *path,
                                    const char    *magic,
                                    const uint8_t *rules,
                                    unsigned       max_seeds,
                                    const void    *values,
                                    size_t         n);

/* Maps @path read-only and shared when it is a whole, undamaged table
 * of @magic for @rules (the three bytes that save took); sets
 * *@max_seeds and *@bytes (munmap() the result with it). NULL with
 * errno set otherwise: EINVAL for a file that is not such a table.
 * Reads every value once for the checksum, the first time a file is
 * mapped: a file in use, or the last given up, stays mapped and is
 * handed out again. Give it back with _mancala_table_file_unload().
 */
uint8_t *_mancala_table_file_load  (const char    *path,
                                    const char    *magic,
                                    const uint8_t *rules,
                                    unsigned      *max_seeds,
                                    size_t        *bytes);
void     _mancala_table_file_unload (uint8_t      *map,
                                     size_t        bytes);

/* The path of the installed table @name: in $MANCALA_TABLE_DIR when it
 * is set (empty: no tables), else where the build installs them. False
 * when there is no such directory or the path does not fit.
 */
bool     _mancala_table_file_installed (const char *name,
                                        char       *path,
                                        size_t      size);
