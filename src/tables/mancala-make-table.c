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
 */

#include "mancala-oware-table-private.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int    argc,
      char **argv)
{
  MancalaRules rules;
  MancalaGrandSlam slam;
  char *end;
  long seeds;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
  if (argc != 5 || strcmp (argv[1], "oware") != 0
      || !mancala_grand_slam_from_string (argv[2], &slam))
    {
      fprintf (stderr, "usage: %s oware no-capture|forbidden|capture SEEDS OUTPUT\n", argv[0]);
      return 2;
    }
  rules.grand_slam = slam;
  errno = 0;
  seeds = strtol (argv[3], &end, 10);
  if (errno != 0 || *end != '\0' || seeds < 1 || seeds > MANCALA_OWARE_TABLE_MAX)
    {
      fprintf (stderr, "%s: seeds must be 1 to %d\n", argv[0], MANCALA_OWARE_TABLE_MAX);
      return 2;
    }
  if (!_mancala_oware_table_build (&rules, (unsigned) seeds, argv[4]))
    {
      fprintf (stderr, "%s: %s: %s\n", argv[0], argv[4], strerror (errno));
      return 1;
    }
  return 0;
}
