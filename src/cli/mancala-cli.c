/* mancala-cli.c
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

#define G_LOG_DOMAIN "mancala-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "mancala-cli-private.h"

#define EXIT_USAGE 2

typedef struct
{
  const char        *name;
  MancalaCliCommand  run;
  guint              n_words;   /* Arguments after the subcommand. */
  MancalaCliFlags    flags;     /* The optional flags it takes. */
} Subcommand;

static const Subcommand subcommands[] = {
  { "show", _mancala_cli_show, 0, MANCALA_CLI_FLAG_MOVES },
  { "perft", _mancala_cli_perft, 0,
    MANCALA_CLI_FLAG_MOVES | MANCALA_CLI_FLAG_DEPTH | MANCALA_CLI_FLAG_TIME_MS },
  { "bestmove", _mancala_cli_bestmove, 0,
    MANCALA_CLI_FLAG_MOVES | MANCALA_CLI_FLAG_DEPTH | MANCALA_CLI_FLAG_LEVEL | MANCALA_CLI_FLAG_TIME_MS
    | MANCALA_CLI_FLAG_NODES },
  { "solve", _mancala_cli_solve, 0,
    MANCALA_CLI_FLAG_MOVES | MANCALA_CLI_FLAG_TIME_MS | MANCALA_CLI_FLAG_TABLE },
  { "match", _mancala_cli_match, 2, MANCALA_CLI_FLAG_GAMES | MANCALA_CLI_FLAG_TIME_MS },
  { "bench", _mancala_cli_bench, 0, 0 },
  { "analyse", _mancala_cli_analyse, 0,
    MANCALA_CLI_FLAG_MOVES | MANCALA_CLI_FLAG_TIME_MS | MANCALA_CLI_FLAG_TEXT },
};

static const char *const subcommand_names[] = {
  "show", "perft", "bestmove", "solve", "match", "bench", "analyse", NULL
};

static const char *const long_options[] = {
  "--help", "--version", "--pretty", "--variant", "--houses", "--seeds",
  "--empty-capture", "--end-rule", "--pie", "--grand-slam", "--rounds", "--moves",
  "--depth", "--level", "--time-ms", "--nodes", "--table-mb", "--games", "--game", "--text", NULL
};

static void
mancala_cli_free (MancalaCli *self)
{
  g_free (self->variant);
  g_free (self->houses);
  g_free (self->seeds);
  g_free (self->end_rule);
  g_free (self->grand_slam);
  g_free (self->rounds);
  g_free (self->moves);
  g_free (self->depth);
  g_free (self->level);
  g_free (self->time_ms);
  g_free (self->nodes);
  g_free (self->table_mb);
  g_free (self->games);
  g_free (self->game);
  g_free (self->text_output);
  g_clear_pointer (&self->words, g_ptr_array_unref);
  g_clear_pointer (&self->played, g_array_unref);
  g_free (self->history);
  g_free (self);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MancalaCli, mancala_cli_free)

/* GOption names the unknown option in a translated sentence; find it
 * again in the arguments to offer the nearest real one.
 */
static void
explain_option_error (GError  *error,
                      char   **args)
{
  g_autofree char *hint = NULL;
  char *message;

  if (!g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION))
    return;

  for (guint i = 1; args[i] != NULL && strcmp (args[i], "--") != 0; i++)
    {
      g_autofree char *name = NULL;

      if (!g_str_has_prefix (args[i], "--"))
        continue;

      name = g_strndup (args[i], strcspn (args[i], "="));
      if (g_strv_contains (long_options, name))
        continue;

      hint = _mancala_cli_suggest (name, long_options);
      break;
    }

  if (hint != NULL)
    /* Translators: the first %s is GLib's message, e.g. "Unknown option --dpeth". */
    message = g_strdup_printf (_("%s; did you mean %s?"), error->message, hint);
  else
    message = g_strdup_printf (_("%s; see “mancala-cli --help”"), error->message);

  g_free (error->message);
  error->message = message;
}

static gboolean
check_flags (MancalaCli        *self,
             const Subcommand  *command,
             GError           **error)
{
  const struct { const char *name; gboolean given; MancalaCliFlags flag; } flags[] = {
    { "--moves", self->moves != NULL, MANCALA_CLI_FLAG_MOVES },
    { "--game", self->game != NULL, MANCALA_CLI_FLAG_MOVES },
    { "--text", self->text, MANCALA_CLI_FLAG_TEXT },
    { "--depth", self->depth != NULL, MANCALA_CLI_FLAG_DEPTH },
    { "--level", self->level != NULL, MANCALA_CLI_FLAG_LEVEL },
    { "--time-ms", self->time_ms != NULL, MANCALA_CLI_FLAG_TIME_MS },
    { "--nodes", self->nodes != NULL, MANCALA_CLI_FLAG_NODES },
    { "--table-mb", self->table_mb != NULL, MANCALA_CLI_FLAG_TABLE },
    { "--games", self->games != NULL, MANCALA_CLI_FLAG_GAMES },
  };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (flags[i].given && (command->flags & flags[i].flag) == 0)
      {
        g_autoptr(GString) owners = g_string_new (NULL);

        for (guint j = 0; j < G_N_ELEMENTS (subcommands); j++)
          if (subcommands[j].flags & flags[i].flag)
            g_string_append_printf (owners, "%s%s", owners->len > 0 ? ", " : "",
                                    subcommands[j].name);

        g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                     /* Translators: e.g. "show does not take --depth (only perft, bestmove do)". */
                     _("%s does not take %s (only %s do)"),
                     command->name, flags[i].name, owners->str);
        return FALSE;
      }

  return TRUE;
}

/* A record carries its own rules and moves: a flag that would change
 * them is a mistake, not something to merge.
 */
static gboolean
check_game_flags (MancalaCli  *self,
                  GError     **error)
{
  const struct { const char *name; gboolean given; } flags[] = {
    { "--moves", self->moves != NULL },
    { "--variant", self->variant != NULL },
    { "--houses", self->houses != NULL },
    { "--seeds", self->seeds != NULL },
    { "--empty-capture", self->empty_capture },
    { "--end-rule", self->end_rule != NULL },
    { "--pie", self->pie },
    { "--grand-slam", self->grand_slam != NULL },
    { "--rounds", self->rounds != NULL },
  };

  if (self->game == NULL)
    return TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (flags[i].given)
      {
        g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                     /* Translators: e.g. "--game and --moves do not go together: the record holds the rules and the moves". */
                     _("--game and %s do not go together: the record holds the rules and the moves"),
                     flags[i].name);
        return FALSE;
      }

  return TRUE;
}

static const Subcommand *
find_subcommand (const char  *name,
                 GError     **error)
{
  g_autofree char *hint = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (strcmp (subcommands[i].name, name) == 0)
      return &subcommands[i];

  hint = _mancala_cli_suggest (name, subcommand_names);
  if (hint != NULL)
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 _("unknown subcommand “%s”; did you mean “%s”?"), name, hint);
  else
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 _("unknown subcommand “%s”; choose one of show, perft, bestmove, solve, match, bench, analyse"),
                 name);
  return NULL;
}

static gboolean
check_words (MancalaCli        *self,
             const Subcommand  *command,
             GError           **error)
{
  guint n_words = self->words->len - 1;
  const char *extra;

  if (n_words == command->n_words)
    return TRUE;

  if (n_words < command->n_words)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   /* Translators: only "match" takes arguments: two levels. */
                   _("%s takes two levels, e.g. “mancala-cli match simple wise”"),
                   command->name);
      return FALSE;
    }

  extra = g_ptr_array_index (self->words, 1);
  if (command->n_words == 0 && extra[strspn (extra, "0123456789,")] == '\0')
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 /* Translators: a word like "1" after "--moves 3 1". */
                 _("%s takes no arguments, but got “%s”; write moves with commas: --moves 3,1,6"),
                 command->name, extra);
  else if (command->n_words == 0)
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 _("%s takes no arguments, but got “%s”"), command->name, extra);
  else
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 /* Translators: e.g. "match takes two levels, but got a third: “wise”". */
                 _("%s takes two levels, but got a third: “%s”"),
                 command->name, (const char *) g_ptr_array_index (self->words, 3));
  return FALSE;
}

static gboolean
run (MancalaCli  *self,
     char       **args,
     char       **output,
     GError     **error)
{
  g_autoptr(GOptionContext) context = _mancala_cli_option_context (self);
  g_autoptr(JsonBuilder) builder = NULL;
  const Subcommand *command;

  if (!g_option_context_parse_strv (context, &args, error))
    {
      /* GOption's conversion message does not say which argument. */
      if ((*error)->domain == G_CONVERT_ERROR)
        g_prefix_error (error, _("an option value is not valid text in this locale: "));
      explain_option_error (*error, args);
      return FALSE;
    }

  /* "mancala-cli help" is what many people try first. */
  if (self->help || (args[1] != NULL && strcmp (args[1], "help") == 0))
    {
      *output = g_option_context_get_help (context, FALSE, NULL);
      return TRUE;
    }

  if (self->version)
    {
      *output = g_strdup ("mancala-cli " PACKAGE_VERSION "\n");
      return TRUE;
    }

  for (guint i = 1; args[i] != NULL; i++)
    g_ptr_array_add (self->words, g_strdup (args[i]));

  if (self->words->len == 0)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   _("usage: mancala-cli show|perft|bestmove|solve|match|bench|analyse [OPTION…]; see “mancala-cli --help”"));
      return FALSE;
    }

  command = find_subcommand (g_ptr_array_index (self->words, 0), error);
  if (command == NULL ||
      !check_words (self, command, error) ||
      !check_flags (self, command, error) ||
      !check_game_flags (self, error))
    return FALSE;

  if (self->game != NULL ? !_mancala_cli_load_game (self, error)
                         : (!_mancala_cli_build_rules (self, error) ||
                            !_mancala_cli_play_moves (self, error)))
    return FALSE;

  builder = json_builder_new ();
  if (!command->run (self, builder, error))
    return FALSE;

  if (self->text_output != NULL)
    *output = g_steal_pointer (&self->text_output);
  else
    *output = _mancala_cli_json_to_string (builder, self->pretty);
  return TRUE;
}

int
mancala_cli_run (int    argc,
                 char **argv)
{
  g_autoptr(MancalaCli) self = g_new0 (MancalaCli, 1);
  g_auto(GStrv) args = g_new0 (char *, argc + 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *output = NULL;

  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  self->words = g_ptr_array_new_with_free_func (g_free);
  self->played = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->history = g_new0 (MancalaHistory, 1);

  /* Nothing reaches stdout before the whole answer is known, so an error
   * never leaves half an object behind.
   */
  if (!run (self, args, &output, &error))
    {
      g_autofree char *line = g_strdelimit (g_strdup (error->message), "\r\n", ' ');

      g_printerr ("mancala-cli: %s\n", line);
      return EXIT_USAGE;
    }

  /* JSON is UTF-8 whatever the locale: write the bytes as they are. */
  if (fputs (output, stdout) == EOF ||
      (!g_str_has_suffix (output, "\n") && fputc ('\n', stdout) == EOF) ||
      fflush (stdout) != 0)
    {
      g_printerr ("mancala-cli: %s\n", _("could not write the result to standard output"));
      return EXIT_USAGE;
    }

  return 0;
}
