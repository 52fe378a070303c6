/* fuzz-check.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

/* A failed check must stop libFuzzer at once, with the input saved, so
 * it traps instead of returning. FUZZ_NAME names the harness.
 */
#define CHECK(cond)                                                     \
  do {                                                                  \
    if (!(cond))                                                        \
      {                                                                 \
        fprintf (stderr, "%s: %s:%d: check failed: %s\n",               \
                 FUZZ_NAME, __FILE__, __LINE__, #cond);                 \
        __builtin_trap ();                                              \
      }                                                                 \
  } while (0)
