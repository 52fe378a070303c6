/* mancala-oware-table-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-search-private.h"

#include <stdint.h>

/* Oware's endgame tables (mancala-oware-table.c): boards of the standard
 * six houses a side.
 */
#define MANCALA_OWARE_TABLE_HOUSES 6
#define MANCALA_OWARE_TABLE_MAX    20

typedef struct _MancalaOwareIndex
{
  unsigned max_seeds;
  uint64_t boards;
  uint64_t base[MANCALA_OWARE_TABLE_MAX + 1];
  uint32_t offset[2 * MANCALA_OWARE_TABLE_HOUSES - 1][MANCALA_OWARE_TABLE_MAX + 1][MANCALA_OWARE_TABLE_MAX + 2];
} MancalaOwareIndex;

void    _mancala_oware_index_init    (MancalaOwareIndex       *index,
                                      unsigned                 max_seeds);

/* The number of the board @pits (twelve houses from the mover's first,
 * @seeds seeds in all, at most the index's max_seeds).
 */
static inline uint64_t
_mancala_oware_index_rank (const MancalaOwareIndex *index,
                           const uint8_t           *pits,
                           unsigned                 seeds)
{
  uint64_t rank = index->base[seeds];
  unsigned r = seeds;

  for (unsigned i = 0; i + 1 < 2 * MANCALA_OWARE_TABLE_HOUSES; i++)
    {
      rank += index->offset[i][r][pits[i]];
      r -= pits[i];
    }
  return rank;
}

/* Every board's value (free() it); NULL when out of memory. */
int8_t *_mancala_oware_table_compute (const MancalaRules      *rules,
                                      const MancalaOwareIndex *index);


/* A table mapped from its file. */
typedef struct _MancalaOwareTable
{
  MancalaOwareIndex  index;
  uint8_t            grand_slam;
  const int8_t      *values;
  void              *map;
  size_t             map_bytes;
} MancalaOwareTable;

bool     _mancala_oware_table_supported (const MancalaRules *rules);
/* The file's name; its header holds the seeds it covers. */
int      _mancala_oware_table_name      (const MancalaRules *rules,
                                         char               *buf,
                                         size_t              size);
/* Computes the table and writes it to @path; false with errno set. */
bool     _mancala_oware_table_build     (const MancalaRules *rules,
                                         unsigned            max_seeds,
                                         const char         *path);
/* NULL (errno set) when @path is missing, damaged or for other rules. */
MancalaOwareTable *_mancala_oware_table_open (const MancalaRules *rules,
                                              const char         *path);
/* The installed table for @rules: in $MANCALA_TABLE_DIR when set (empty:
 * none), else in the game's data directory. NULL when there is none.
 */
MancalaOwareTable *_mancala_oware_table_open_installed (const MancalaRules *rules);
void     _mancala_oware_table_close     (MancalaOwareTable  *table);

bool     _mancala_oware_table_fits      (const MancalaOwareTable *table,
                                         const MancalaRules      *rules);

/* Writes the table's board of the side whose houses are @mine (its
 * row first) to @board and returns the seeds on it.
 */
static inline unsigned
_mancala_oware_table_board (const uint8_t *mine,
                            const uint8_t *theirs,
                            uint8_t       *board)
{
  unsigned seeds = 0;

  for (unsigned i = 0; i < MANCALA_OWARE_TABLE_HOUSES; i++)
    {
      board[i] = mine[i];
      board[i + MANCALA_OWARE_TABLE_HOUSES] = theirs[i];
      seeds += (unsigned) mine[i] + theirs[i];
    }
  return seeds;
}

/* What the side to move of @pos still wins, in seeds, or false when
 * the board holds more seeds than the table.
 */
static inline bool
_mancala_oware_table_lookup (const MancalaOwareTable *table,
                             const uint8_t           *mine,
                             const uint8_t           *theirs,
                             int                     *value)
{
  uint8_t board[2 * MANCALA_OWARE_TABLE_HOUSES];
  unsigned seeds = _mancala_oware_table_board (mine, theirs, board);

  if (seeds > table->index.max_seeds)
    return false;
  *value = table->values[_mancala_oware_index_rank (&table->index, board, seeds)];
  return true;
}
