/* fuzz-cli-args.c
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

/* libFuzzer harness of mancala-cli's argument and --moves parsing,
 * through mancala_cli_run() as main() calls it. The input is the argument
 * list, arguments separated by NUL bytes. The contract of docs/design.md is
 * checked on what it prints: status 0 and one JSON object on standard
 * output (or the help or version text), or status 2, nothing on standard
 * output and exactly one line on standard error.
 *
 * Searches are the CLI tests' business, not the parser's: subcommands
 * that think for long (solve, match, bench, and perft or bestmove without
 * a small --depth) are turned into "show" before the run, so that each
 * input takes milliseconds.
 */

#define _POSIX_C_SOURCE 200809L
#define G_LOG_DOMAIN "fuzz-cli-args"

#include "config.h"

#include <json-glib/json-glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "mancala-cli.h"

#define FUZZ_NAME "fuzz-cli-args"
#include "fuzz-check.h"

#define MAX_ARGS 32

static GString *out;
static GString *err;

/* The answer goes to stdout with stdio, so stdout itself is pointed at a
 * temporary file; libFuzzer reports on stderr, which stays. GLib's
 * printers are captured too.
 */
static int out_fd = -1;

static void
capture_out_cb (const char *text)
{
  g_string_append (out, text);
}

static void
read_stdout (void)
{
  off_t size;

  fflush (stdout);
  size = lseek (out_fd, 0, SEEK_END);
  CHECK (size >= 0);
  if (size > 0)
    {
      gsize start = out->len;

      g_string_set_size (out, start + (gsize) size);
      CHECK (pread (out_fd, out->str + start, (size_t) size, 0) == size);
    }
  CHECK (ftruncate (out_fd, 0) == 0);
  CHECK (lseek (out_fd, 0, SEEK_SET) == 0);
}

static void
capture_err_cb (const char *text)
{
  g_string_append (err, text);
}

/* TRUE when every --depth given is 1 or 2 and at least one is. */
static gboolean
has_small_depth (char **args,
                 guint  n_args)
{
  gboolean found = FALSE;

  for (guint i = 1; i < n_args; i++)
    {
      const char *value = NULL;

      if (strcmp (args[i], "--depth") == 0)
        value = i + 1 < n_args ? args[i + 1] : "";
      else if (g_str_has_prefix (args[i], "--depth="))
        value = args[i] + strlen ("--depth=");
      else
        continue;

      if (strcmp (value, "1") != 0 && strcmp (value, "2") != 0)
        return FALSE;
      found = TRUE;
    }

  return found;
}

static gboolean
has_arg (char       **args,
         guint        n_args,
         const char  *prefix)
{
  for (guint i = 1; i < n_args; i++)
    if (g_str_has_prefix (args[i], prefix))
      return TRUE;

  return FALSE;
}

static void
tame_subcommands (char  **args,
                  guint   n_args)
{
  gboolean small = has_small_depth (args, n_args);
  gboolean timed = has_arg (args, n_args, "--time-ms") || has_arg (args, n_args, "--level");

  for (guint i = 1; i < n_args; i++)
    {
      gboolean slow = strcmp (args[i], "solve") == 0 ||
                      strcmp (args[i], "match") == 0 ||
                      strcmp (args[i], "bench") == 0 ||
                      strcmp (args[i], "analyse") == 0;

      /* --game reads a file or standard input, which could block; the
       * record parser has its own harness (fuzz-record.c).
       */
      if (g_str_has_prefix (args[i], "--game"))
        {
          g_free (args[i]);
          args[i] = g_strdup ("--pretty");
          continue;
        }

      if ((strcmp (args[i], "perft") == 0 || strcmp (args[i], "bestmove") == 0) &&
          (!small || timed))
        slow = TRUE;

      if (slow)
        {
          g_free (args[i]);
          args[i] = g_strdup ("show");
        }
    }
}

static gboolean
is_help_or_version (const char *text)
{
  return g_str_has_prefix (text, "mancala-cli ") || strstr (text, "Usage:") != NULL;
}

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_FATAL_MASK);
  FILE *file = tmpfile ();

  CHECK (file != NULL);
  out_fd = fileno (file);
  fflush (stdout);
  CHECK (dup2 (out_fd, STDOUT_FILENO) == STDOUT_FILENO);

  out = g_string_new (NULL);
  err = g_string_new (NULL);
  g_set_print_handler (capture_out_cb);
  g_set_printerr_handler (capture_err_cb);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  size_t start = 0;
  int status;

  g_ptr_array_add (args, g_strdup ("mancala-cli"));
  for (size_t i = 0; i <= size && args->len < MAX_ARGS; i++)
    if (i == size || data[i] == '\0')
      {
        g_ptr_array_add (args, g_strndup ((const char *) data + start, i - start));
        start = i + 1;
      }
  tame_subcommands ((char **) args->pdata, args->len);
  g_ptr_array_add (args, NULL);

  g_string_truncate (out, 0);
  g_string_truncate (err, 0);

  status = mancala_cli_run ((int) args->len - 1, (char **) args->pdata);
  read_stdout ();

  if (status == 0)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      CHECK (err->len == 0);
      CHECK (out->len > 0 && out->str[out->len - 1] == '\n');
      if (!is_help_or_version (out->str))
        {
          CHECK (json_parser_load_from_data (parser, out->str, (gssize) out->len, NULL));
          CHECK (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
        }
    }
  else
    {
      CHECK (status == 2);
      CHECK (out->len == 0);
      CHECK (g_str_has_prefix (err->str, "mancala-cli: "));
      CHECK (err->len > strlen ("mancala-cli: ") + 1);
      CHECK (strchr (err->str, '\n') == err->str + err->len - 1);
    }

  return 0;
}
