/* mancala-cli-args.c
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
#include <string.h>

#include "mancala-cli-private.h"
#include "mancala-game-record.h"

G_DEFINE_QUARK (mancala-cli-error-quark, _mancala_cli_error)

/* Numbers are taken as strings so that a typo gets our own message, with
 * the range, rather than GOption's generic one, and so that a value that
 * does not fit an int is refused instead of wrapped.
 */
GOptionContext *
_mancala_cli_option_context (MancalaCli *self)
{
  const GOptionEntry main_entries[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, &self->help,
      N_("Show this help and exit"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &self->version,
      N_("Show the version and exit"), NULL },
    { "pretty", 0, 0, G_OPTION_ARG_NONE, &self->pretty,
      N_("Indent the JSON output for people"), NULL },
    { NULL }
  };
  const GOptionEntry rule_entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &self->variant,
      N_("The game: kalah (default), oware or congkak"), N_("NAME") },
    { "houses", 0, 0, G_OPTION_ARG_STRING, &self->houses,
      N_("Houses per side, 1 to 9 (default: 6; 7 for congkak)"), N_("N") },
    { "seeds", 0, 0, G_OPTION_ARG_STRING, &self->seeds,
      N_("Seeds per house at the start, 1 to 12 (default: 4; 7 for congkak)"), N_("K") },
    { "empty-capture", 0, 0, G_OPTION_ARG_NONE, &self->empty_capture,
      N_("Kalah: capture the last seed even when the facing house is empty"), NULL },
    { "end-rule", 0, 0, G_OPTION_ARG_STRING, &self->end_rule,
      N_("Kalah: end when a row is empty (immediate) or the mover has none (no-move)"),
      N_("RULE") },
    { "pie", 0, 0, G_OPTION_ARG_NONE, &self->pie,
      N_("Kalah: north may answer the first move with “swap”"), NULL },
    { "grand-slam", 0, 0, G_OPTION_ARG_STRING, &self->grand_slam,
      N_("Oware: taking every opposing seed: no-capture, forbidden or capture"),
      N_("RULE") },
    { "rounds", 0, 0, G_OPTION_ARG_STRING, &self->rounds,
      N_("Congkak: single (one round) or traditional (burnt houses)"),
      N_("RULES") },
    { "moves", 0, 0, G_OPTION_ARG_STRING, &self->moves,
      N_("The moves from the start, e.g. 3,1,6 (“swap”: the pie move)"),
      N_("LIST") },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &self->game,
      N_("Rules and moves from a game record (docs/notation.md); “-”: standard input"),
      N_("FILE") },
    { NULL }
  };
  const GOptionEntry run_entries[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &self->depth,
      N_("perft: plies to count; bestmove: plies to search (1 to 40)"), N_("D") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &self->level,
      N_("bestmove: foolish, simple, average, clever, wise or 1 to 5"),
      N_("LEVEL") },
    { "time-ms", 0, 0, G_OPTION_ARG_STRING, &self->time_ms,
      N_("bestmove: think T ms; perft, solve, match: give up after T ms"),
      N_("T") },
    { "nodes", 0, 0, G_OPTION_ARG_STRING, &self->nodes,
      N_("bestmove: search at most N nodes (with --depth or --time-ms: whichever ends first)"),
      N_("N") },
    { "table-mb", 0, 0, G_OPTION_ARG_STRING, &self->table_mb,
      N_("solve: memory for the table, 1 to 16384 MiB (default: sized to the board, at most 448)"),
      N_("M") },
    { "games", 0, 0, G_OPTION_ARG_STRING, &self->games,
      N_("match: games to play, 1 to 1000 (default 20)"), N_("G") },
    { "text", 0, 0, G_OPTION_ARG_NONE, &self->text,
      N_("analyse: one line per move instead of JSON"), NULL },
    { NULL }
  };
  GOptionContext *context;
  GOptionGroup *group;

  context = g_option_context_new (_("SUBCOMMAND [ARGUMENT…] — play and analyse Kalah, Oware and Congkak"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  /* Our own --help shows every group at once, so a user sees all flags. */
  g_option_context_set_help_enabled (context, FALSE);

  group = g_option_group_new ("rules", _("Rule set and position (every subcommand):"),
                              _("Show the rule set options"), NULL, NULL);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, rule_entries);
  g_option_context_add_group (context, group);

  group = g_option_group_new ("run", _("Subcommand options:"),
                              _("Show the subcommand options"), NULL, NULL);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, run_entries);
  g_option_context_add_group (context, group);

  /* Not the main group, whose heading GOption names "Application Options". */
  group = g_option_group_new ("general", _("General options:"), _("Show the general options"),
                              NULL, NULL);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_group_add_entries (group, main_entries);
  g_option_context_add_group (context, group);

  g_option_context_set_summary (context, _(
    "Subcommands (each prints one JSON object on standard output):\n"
    "  show                  the position: board, side to move, legal moves, result\n"
    "  perft --depth D       count the leaves of the move tree D plies deep\n"
    "  bestmove --level L | --depth D | --time-ms T | --nodes N\n"
    "                        the computer’s move for the side to move, and its score\n"
    "  solve [--table-mb M]  the exact result under perfect play, and every best move\n"
    "  match A B [--games G] levels A and B play each other from varied openings\n"
    "  bench                 fixed perft, search and solve runs, for tracking speed\n"
    "  analyse [--text]      the value of every move played and of the best move\n"
    "\n"
    "Instead of --variant … --moves, --game FILE reads the rules and the moves of\n"
    "a game record (the notation Mancala saves, in docs/notation.md).\n"
    "\n"
    "Houses are numbered 1 to N on each side in sowing order, so house N is\n"
    "next to the side’s own store. South moves first."));
  g_option_context_set_description (context, _(
    "Variant options:\n"
    "  --empty-capture       Kalah: a last seed in an own empty house goes to the\n"
    "                        store even when the facing house is empty\n"
    "  --end-rule no-move    Kalah: the game ends only when the side to move has no\n"
    "                        seeds; the other side adds its row to its store\n"
    "  --pie                 Kalah: on north’s first turn, north may play “swap”:\n"
    "                        the players exchange sides, north moves next\n"
    "  --grand-slam RULE     Oware: a move that would capture all the opponent’s\n"
    "                        seeds captures nothing (no-capture, the default), is\n"
    "                        only legal when every move is one (forbidden), or\n"
    "                        captures them (capture)\n"
    "  --rounds traditional  Congkak: rounds go on; houses a side cannot refill\n"
    "                        with K seeds are burnt for the next round\n"
    "\n"
    "Limits: perft and solve give up after 60 s (solve on Kalah boards of up to\n"
    "6 houses after 600 s), match after 600 s (--time-ms changes it, up to\n"
    "600000); a --depth search stops after 60 s and says\n"
    "\"capped\": true. analyse gives each position --time-ms (default 500) to\n"
    "solve it exactly, then as long again for an estimate (\"exact\": false and\n"
    "the search's \"depth\").\n"
    "\n"
    "Examples:\n"
    "  mancala-cli show --variant oware --moves 3,1,6\n"
    "  mancala-cli perft --variant kalah --houses 4 --seeds 3 --depth 6\n"
    "  mancala-cli bestmove --level clever --moves 3\n"
    "  mancala-cli match simple wise --games 10 --variant congkak --rounds traditional\n"
    "  mancala-cli analyse --text --game game.mancala\n"
    "\n"
    "Errors print one line on standard error and exit with status 2."));

  return context;
}

gboolean
_mancala_cli_parse_uint (const char  *flag,
                         const char  *text,
                         guint        min,
                         guint        max,
                         guint       *value,
                         GError     **error)
{
  guint64 number = 0;
  gsize len = strlen (text);

  /* Only plain digits: "+3", " 3", "3.0" and "0x3" are all typos here. */
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (text[i]))
      {
        len = 0;
        break;
      }

  if (len > 0 && len <= 10)
    number = g_ascii_strtoull (text, NULL, 10);

  if (len == 0 || len > 10 || number < min || number > max)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                   /* Translators: e.g. "--seeds must be a whole number from 1 to 12, not “13”". */
                   _("%s must be a whole number from %u to %u, not “%s”"),
                   flag, min, max, text);
      return FALSE;
    }

  *value = (guint) number;
  return TRUE;
}

/* A small edit distance, so that "kalha" and "--vairant" get a hint. */
static guint
edit_distance (const char *a,
               const char *b)
{
  gsize la = strlen (a);
  gsize lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (gsize j = 0; j <= lb; j++)
    row[j] = j;

  for (gsize i = 1; i <= la; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint above = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + cost);
          diagonal = above;
        }
    }

  return row[lb];
}

char *
_mancala_cli_suggest (const char        *word,
                      const char *const *choices)
{
  const char *best = NULL;
  guint best_distance = G_MAXUINT;

  for (guint i = 0; choices[i] != NULL; i++)
    {
      guint distance = edit_distance (word, choices[i]);

      if (distance < best_distance)
        {
          best = choices[i];
          best_distance = distance;
        }
    }

  /* Beyond two edits a guess is more confusing than helpful. */
  if (best == NULL || best_distance > 2 || best_distance >= strlen (word))
    return NULL;

  return g_strdup (best);
}

static gboolean
unknown_value (const char         *flag,
               const char         *value,
               const char *const  *choices,
               GError            **error)
{
  g_autofree char *hint = _mancala_cli_suggest (value, choices);
  g_autofree char *list = g_strjoinv (", ", (char **) choices);

  if (hint != NULL)
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 /* Translators: e.g. "unknown --variant “kalha”; did you mean “kalah”?" */
                 _("unknown %s “%s”; did you mean “%s”?"), flag, value, hint);
  else
    g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
                 /* Translators: e.g. "unknown --variant “go”; choose one of kalah, oware, congkak". */
                 _("unknown %s “%s”; choose one of %s"), flag, value, list);
  return FALSE;
}

static gboolean
refuse_foreign_option (const char     *flag,
                       gboolean        given,
                       MancalaVariant  owner,
                       MancalaVariant  variant,
                       GError        **error)
{
  if (!given || owner == variant)
    return TRUE;

  g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_USAGE,
               /* Translators: e.g. "--grand-slam is an option of oware, not of kalah". */
               _("%s is an option of %s, not of %s"),
               flag, mancala_variant_to_string (owner), mancala_variant_to_string (variant));
  return FALSE;
}

/* Names are matched without case: "Kalah" is no typo. */
static void
ascii_lower (char *text)
{
  for (; text != NULL && *text != '\0'; text++)
    *text = g_ascii_tolower (*text);
}

gboolean
_mancala_cli_build_rules (MancalaCli  *self,
                          GError     **error)
{
  MancalaRules *rules = &self->rules;
  MancalaVariant variant = MANCALA_VARIANT_KALAH;
  char reason[256];
  guint value;

  ascii_lower (self->variant);
  ascii_lower (self->end_rule);
  ascii_lower (self->grand_slam);
  ascii_lower (self->rounds);

  if (self->variant != NULL && !mancala_variant_from_string (self->variant, &variant))
    return unknown_value ("--variant", self->variant, mancala_variant_names (), error);

  if (!refuse_foreign_option ("--empty-capture", self->empty_capture,
                              MANCALA_VARIANT_KALAH, variant, error) ||
      !refuse_foreign_option ("--end-rule", self->end_rule != NULL,
                              MANCALA_VARIANT_KALAH, variant, error) ||
      !refuse_foreign_option ("--pie", self->pie,
                              MANCALA_VARIANT_KALAH, variant, error) ||
      !refuse_foreign_option ("--grand-slam", self->grand_slam != NULL,
                              MANCALA_VARIANT_OWARE, variant, error) ||
      !refuse_foreign_option ("--rounds", self->rounds != NULL,
                              MANCALA_VARIANT_CONGKAK, variant, error))
    return FALSE;

  mancala_rules_init_default (rules, variant);

  if (self->houses != NULL)
    {
      if (!_mancala_cli_parse_uint ("--houses", self->houses,
                                    MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES, &value, error))
        return FALSE;
      rules->houses = (uint8_t) value;
    }

  if (self->seeds != NULL)
    {
      if (!_mancala_cli_parse_uint ("--seeds", self->seeds,
                                    MANCALA_MIN_SEEDS, MANCALA_MAX_SEEDS, &value, error))
        return FALSE;
      rules->seeds = (uint8_t) value;
    }

  rules->empty_capture = rules->empty_capture || self->empty_capture;
  rules->pie = rules->pie || self->pie;

  if (self->end_rule != NULL &&
      !mancala_end_rule_from_string (self->end_rule, &rules->end_rule))
    return unknown_value ("--end-rule", self->end_rule, mancala_end_rule_names (), error);

  if (self->grand_slam != NULL &&
      !mancala_grand_slam_from_string (self->grand_slam, &rules->grand_slam))
    return unknown_value ("--grand-slam", self->grand_slam, mancala_grand_slam_names (), error);

  if (self->rounds != NULL &&
      !mancala_rounds_from_string (self->rounds, &rules->rounds))
    return unknown_value ("--rounds", self->rounds, mancala_rounds_names (), error);

  /* The engine is the judge of what a rule set may be; it explains. */
  if (!mancala_rules_validate (rules, reason, sizeof reason))
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_RULES,
                   /* Translators: the reason is in English, from the engine. */
                   _("invalid rule set: %s"), reason);
      return FALSE;
    }

  return TRUE;
}

/* Says why @move is not legal, as precisely as the rules allow. */
static char *
explain_illegal (const MancalaRules    *rules,
                 const MancalaPosition *pos,
                 guint                  move)
{
  MancalaSide side = pos->to_move;
  const char *who = mancala_side_to_string (side);
  g_autofree char *legal = mancala_game_record_dup_legal_moves (rules, pos);

  if (mancala_position_is_over (pos))
    return g_strdup (_("the game is already over"));

  if (move == MANCALA_MOVE_SWAP)
    {
      if (rules->variant != MANCALA_VARIANT_KALAH || !rules->pie)
        return g_strdup (_("“swap” needs the pie rule of kalah (--pie)"));
      return g_strdup_printf (_("“swap” is only allowed as north’s first move (legal moves: %s)"),
                              legal);
    }

  if (mancala_position_is_burnt (rules, pos, side, move))
    return g_strdup_printf (_("house %u of %s is burnt (legal moves: %s)"), move, who, legal);

  if (mancala_position_house (rules, pos, side, move) == 0)
    return g_strdup_printf (_("house %u of %s is empty (legal moves: %s)"), move, who, legal);

  if (rules->variant == MANCALA_VARIANT_OWARE &&
      mancala_position_side_seeds (rules, pos, mancala_side_other (side)) == 0)
    return g_strdup_printf (_("house %u does not give %s a seed, and %s must feed the empty side (legal moves: %s)"),
                            move, mancala_side_to_string (mancala_side_other (side)), who, legal);

  if (rules->variant == MANCALA_VARIANT_OWARE &&
      rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN)
    return g_strdup_printf (_("house %u would be a grand slam, forbidden by --grand-slam forbidden (legal moves: %s)"),
                            move, legal);

  return g_strdup_printf (_("house %u is not a legal move for %s (legal moves: %s)"),
                          move, who, legal);
}

static gboolean
parse_move (const MancalaRules  *rules,
            const char          *token,
            guint                index,
            guint               *move,
            GError             **error)
{
  if (*token == '\0')
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_MOVES,
                   /* Translators: %u is the position in the list, counted from 1. */
                   _("--moves: move %u is empty; write house numbers separated by commas, e.g. 3,1,6"),
                   index);
      return FALSE;
    }

  if (g_ascii_strcasecmp (token, "swap") == 0)
    {
      *move = MANCALA_MOVE_SWAP;
      return TRUE;
    }

  for (const char *p = token; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      {
        g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_MOVES,
                     _("--moves: move %u, “%s”, is neither a house number nor “swap”"),
                     index, token);
        return FALSE;
      }

  *move = strlen (token) > 2 ? G_MAXUINT : (guint) g_ascii_strtoull (token, NULL, 10);
  if (*move == 0 || *move > rules->houses)
    {
      g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_MOVES,
                   /* Translators: e.g. "--moves: move 3, “7”: there is no such house; houses are numbered 1 to 6". */
                   _("--moves: move %u, “%s”: there is no such house; houses are numbered 1 to %u"),
                   index, token, (guint) rules->houses);
      return FALSE;
    }

  return TRUE;
}

gboolean
_mancala_cli_play_moves (MancalaCli  *self,
                         GError     **error)
{
  g_auto(GStrv) tokens = NULL;

  mancala_position_init (&self->position, &self->rules);
  mancala_history_init (self->history, &self->rules, &self->position);

  /* An empty list is the start position, which scripts find handy. */
  if (self->moves == NULL || *g_strstrip (self->moves) == '\0')
    return TRUE;

  tokens = g_strsplit (self->moves, ",", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const char *token = g_strstrip (tokens[i]);
      guint move;
      guint8 byte;

      if (!parse_move (&self->rules, token, i + 1, &move, error))
        return FALSE;

      if (!mancala_position_is_legal (&self->rules, &self->position, move))
        {
          g_autofree char *why = explain_illegal (&self->rules, &self->position, move);

          g_set_error (error, MANCALA_CLI_ERROR, MANCALA_CLI_ERROR_MOVES,
                       /* Translators: e.g. "--moves: move 3 (“7”) is illegal: there is no house 7; …" */
                       _("--moves: move %u (“%s”) is illegal: %s"), i + 1, token, why);
          return FALSE;
        }

      mancala_play (&self->rules, &self->position, self->history, move, NULL);
      byte = (guint8) move;
      g_array_append_val (self->played, byte);
    }

  return TRUE;
}
