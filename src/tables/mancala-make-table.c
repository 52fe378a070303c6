/* mancala-make-table.c
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

/* Makes one of the endgame tables that ship with the game, at build time:
 *
 *   mancala-make-table oware GRAND-SLAM SEEDS OUTPUT
 *   mancala-make-table kalah standard|empty-capture SEEDS OUTPUT
 *
 * The Kalah tables are for six houses and the immediate end, the
 * board and end rule that Wise's table lookups serve.
 */

#include "mancala-oware-table-private.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
usage (const char *self)
{
  fprintf (stderr, "usage: %s oware no-capture|forbidden|capture SEEDS OUTPUT\n"
                   "       %s kalah standard|empty-capture SEEDS OUTPUT\n", self, self);
  return 2;
}

int
main (int    argc,
      char **argv)
{
  MancalaRules rules;
  MancalaGrandSlam slam;
  bool oware, ok;
  unsigned max;
  char *end;
  long seeds;

  if (argc != 5)
    return usage (argv[0]);
  oware = strcmp (argv[1], "oware") == 0;
  if (oware)
    {
      mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
      if (!mancala_grand_slam_from_string (argv[2], &slam))
        return usage (argv[0]);
      rules.grand_slam = slam;
      max = MANCALA_OWARE_TABLE_MAX;
    }
  else if (strcmp (argv[1], "kalah") == 0)
    {
      mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
      if (strcmp (argv[2], "standard") != 0 && strcmp (argv[2], "empty-capture") != 0)
        return usage (argv[0]);
      rules.empty_capture = strcmp (argv[2], "empty-capture") == 0;
      max = mancala_endgame_table_seeds (&rules);
    }
  else
    return usage (argv[0]);

  errno = 0;
  seeds = strtol (argv[3], &end, 10);
  if (errno != 0 || *end != '\0' || seeds < 1 || seeds > (long) max)
    {
      fprintf (stderr, "%s: seeds must be 1 to %u\n", argv[0], max);
      return 2;
    }
  if (oware)
    ok = _mancala_oware_table_build (&rules, (unsigned) seeds, argv[4]);
  else
    ok = mancala_endgame_table_build (&rules, (unsigned) seeds, argv[4], NULL);
  if (!ok)
    {
      fprintf (stderr, "%s: %s: %s\n", argv[0], argv[4], strerror (errno));
      return 1;
    }
  return 0;
}
