/* mancala-cli.h
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

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs mancala-cli with the program's arguments: prints one JSON object
 * on stdout and returns 0, or prints one line on stderr and returns 2.
 * --help and --version print on stdout and return 0.
 */
int mancala_cli_run (int    argc,
                     char **argv);

G_END_DECLS
