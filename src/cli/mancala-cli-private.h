/* mancala-cli-private.h
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

#include <json-glib/json-glib.h>

#include "mancala-cli.h"
#include "mancala-position.h"
#include "mancala-search.h"

G_BEGIN_DECLS

#define MANCALA_CLI_ERROR (_mancala_cli_error_quark ())

typedef enum
{
  MANCALA_CLI_ERROR_USAGE,   /* Unknown subcommand, flag or value. */
  MANCALA_CLI_ERROR_RULES,   /* A rule set the engine refuses. */
  MANCALA_CLI_ERROR_MOVES,   /* A malformed or illegal --moves. */
  MANCALA_CLI_ERROR_LIMIT,   /* A run that hit its node or time cap. */
  MANCALA_CLI_ERROR_GAME,    /* A --game file that cannot be read or is not a record. */
} MancalaCliError;

/* Flags that not every subcommand takes. */
typedef enum
{
  MANCALA_CLI_FLAG_MOVES   = 1 << 0,
  MANCALA_CLI_FLAG_DEPTH   = 1 << 1,
  MANCALA_CLI_FLAG_LEVEL   = 1 << 2,
  MANCALA_CLI_FLAG_TIME_MS = 1 << 3,
  MANCALA_CLI_FLAG_GAMES   = 1 << 4,
  MANCALA_CLI_FLAG_TEXT    = 1 << 5,
  MANCALA_CLI_FLAG_NODES   = 1 << 6,
  MANCALA_CLI_FLAG_TABLE   = 1 << 7,
} MancalaCliFlags;

/* The options exactly as typed (NULL when absent), then what they mean. */
typedef struct
{
  char           *variant;
  char           *houses;
  char           *seeds;
  char           *end_rule;
  char           *grand_slam;
  char           *rounds;
  char           *moves;
  char           *depth;
  char           *level;
  char           *time_ms;
  char           *nodes;
  char           *table_mb;   /* solve --table-mb */
  char           *games;
  char           *game;       /* --game FILE, "-" for standard input */
  gboolean        empty_capture;
  gboolean        pie;
  gboolean        pretty;
  gboolean        text;       /* analyse --text */
  gboolean        help;
  gboolean        version;

  /* Words that are not options: the subcommand and its arguments. */
  GPtrArray      *words;

  MancalaRules    rules;
  MancalaPosition position;
  MancalaHistory *history;
  GArray         *played;     /* guint8 moves of --moves or --game, in order */

  /* Set by a subcommand that answers in text (analyse --text) instead
   * of JSON.
   */
  char           *text_output;
} MancalaCli;

typedef gboolean (*MancalaCliCommand) (MancalaCli   *self,
                                       JsonBuilder  *builder,
                                       GError      **error);

GQuark      _mancala_cli_error_quark    (void);

/* mancala-cli-args.c */
GOptionContext *_mancala_cli_option_context (MancalaCli   *self);
gboolean    _mancala_cli_parse_uint     (const char   *flag,
                                         const char   *text,
                                         guint         min,
                                         guint         max,
                                         guint        *value,
                                         GError      **error);
gboolean    _mancala_cli_build_rules    (MancalaCli   *self,
                                         GError      **error);
gboolean    _mancala_cli_play_moves     (MancalaCli   *self,
                                         GError      **error);

/* mancala-cli-game.c: --game FILE, a record in docs/notation.md. */
gboolean    _mancala_cli_load_game      (MancalaCli   *self,
                                         GError      **error);
char       *_mancala_cli_suggest        (const char   *word,
                                         const char  *const *choices);

/* mancala-cli-limit.c: runs @task on a copy of @data in a thread; copies
 * the result back and returns TRUE when it ends within @timeout_ms.
 */
typedef void (*MancalaCliTask) (gpointer data);

gboolean    _mancala_cli_run_limited    (MancalaCliTask task,
                                         gpointer       data,
                                         gsize          size,
                                         guint          timeout_ms);

/* A timer that sets *@stop after @timeout_ms; free returns whether it did. */
typedef struct _MancalaCliWatchdog MancalaCliWatchdog;

MancalaCliWatchdog *_mancala_cli_watchdog_new  (_Atomic int        *stop,
                                                guint               timeout_ms);
gboolean            _mancala_cli_watchdog_free (MancalaCliWatchdog *self);

/* mancala-cli-json.c */
void        _mancala_cli_json_position  (JsonBuilder           *builder,
                                         const MancalaRules    *rules,
                                         const MancalaPosition *pos);
void        _mancala_cli_json_options   (JsonBuilder           *builder,
                                         const MancalaRules    *rules);
void        _mancala_cli_json_move      (JsonBuilder           *builder,
                                         guint                  move);
char       *_mancala_cli_json_to_string (JsonBuilder           *builder,
                                         gboolean               pretty);

/* The subcommands. */
gboolean    _mancala_cli_show           (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_perft          (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_bestmove       (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_solve          (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_match          (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_bench          (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);
gboolean    _mancala_cli_analyse        (MancalaCli   *self,
                                         JsonBuilder  *builder,
                                         GError      **error);

G_END_DECLS
