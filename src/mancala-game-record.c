/* mancala-game-record.c
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

#define G_LOG_DOMAIN "mancala-game-record"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mancala-game-record.h"

/* The notation is specified in docs/notation.md; the rules it replays
 * are those of docs/rules.md, as the engine plays them.
 */

G_DEFINE_QUARK (mancala-game-record-error-quark, mancala_game_record_error)

typedef enum
{
  TAG_MANCALA,
  TAG_VARIANT,
  TAG_HOUSES,
  TAG_SEEDS,
  TAG_EMPTY_CAPTURE,
  TAG_END_RULE,
  TAG_PIE,
  TAG_GRAND_SLAM,
  TAG_ROUNDS,
  TAG_EVENT,
  TAG_DATE,
  TAG_SOUTH,
  TAG_NORTH,
  TAG_RESULT,
  N_TAGS
} Tag;

static const char *const tag_names[N_TAGS] = {
  "Mancala", "Variant", "Houses", "Seeds", "EmptyCapture", "EndRule", "Pie",
  "GrandSlam", "Rounds", "Event", "Date", "South", "North", "Result",
};

typedef struct
{
  GError        **error;
  guint           line;          /* 1-based number of the line being read. */

  MancalaGameRecord  *record;
  char           *tags[N_TAGS];
  guint           tag_lines[N_TAGS];
  gboolean        in_moves;      /* The tags are over, the rules are set. */

  MancalaPosition position;
  MancalaHistory *history;
  guint           last_flags;    /* Of the last move, for the next line. */
  guint           last_move;
  gboolean        round_allowed; /* A "Round" line may follow. */
} Parser;

MancalaGameRecord *
mancala_game_record_new (const MancalaRules *rules)
{
  MancalaGameRecord *self = g_new0 (MancalaGameRecord, 1);

  self->rules = *rules;
  self->moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  return self;
}

void
mancala_game_record_free (MancalaGameRecord *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->moves);
  g_free (self->south);
  g_free (self->north);
  g_free (self->event);
  g_free (self->date);
  g_free (self);
}

char *
mancala_game_record_format_move (guint move,
                                 guint flags)
{
  if (move == MANCALA_MOVE_SWAP)
    return g_strdup ("swap");

  /* A round change hands the turn on through a "Round" line, so "+"
   * only marks the extra turn of the rules (last seed in the store).
   */
  return g_strdup_printf ("%u%s%s", move,
                          (flags & MANCALA_MOVE_CAPTURE) ? "x" : "",
                          (flags & MANCALA_MOVE_EXTRA_TURN) &&
                          !(flags & MANCALA_MOVE_ROUND_CHANGE) ? "+" : "");
}

gboolean
mancala_game_record_continues_turn (guint move,
                                    guint flags)
{
  return move != MANCALA_MOVE_SWAP &&
         (flags & MANCALA_MOVE_EXTRA_TURN) != 0 &&
         (flags & MANCALA_MOVE_ROUND_CHANGE) == 0;
}

char *
mancala_game_record_dup_legal_moves (const MancalaRules    *rules,
                                     const MancalaPosition *pos)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  guint n = mancala_position_legal_moves (rules, pos, moves);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      if (moves[i] == MANCALA_MOVE_SWAP)
        g_string_append (text, "swap");
      else
        g_string_append_printf (text, "%u", moves[i]);
    }

  return g_string_free (text, FALSE);
}

static const char *
side_name (MancalaSide side)
{
  return side == MANCALA_SOUTH ? _("South") : _("North");
}

char *
mancala_game_record_explain_illegal (const MancalaRules    *rules,
                                     const MancalaPosition *pos,
                                     guint                  move)
{
  MancalaSide side = pos->to_move;
  g_autofree char *legal = NULL;

  if (mancala_position_is_over (pos))
    return g_strdup (_("the game is already over"));

  legal = mancala_game_record_dup_legal_moves (rules, pos);

  if (move == MANCALA_MOVE_SWAP)
    {
      if (rules->variant != MANCALA_VARIANT_KALAH || !rules->pie)
        return g_strdup (_("“swap” needs the pie rule of Kalah ([Pie \"yes\"])"));
      /* Translators: %s lists the legal moves, e.g. "1, 2, 6". */
      return g_strdup_printf (_("“swap” is only allowed as North’s first move (legal moves: %s)"),
                              legal);
    }

  if (move < 1 || move > rules->houses)
    /* Translators: e.g. "there is no house 8; houses are numbered 1 to 6". */
    return g_strdup_printf (_("there is no house %u; houses are numbered 1 to %u"),
                            move, (guint) rules->houses);

  if (mancala_position_is_burnt (rules, pos, side, move))
    /* Translators: e.g. "house 3 of South is burnt (legal moves: 1, 2)". */
    return g_strdup_printf (_("house %u of %s is burnt (legal moves: %s)"),
                            move, side_name (side), legal);

  if (mancala_position_house (rules, pos, side, move) == 0)
    return g_strdup_printf (_("house %u of %s is empty (legal moves: %s)"),
                            move, side_name (side), legal);

  if (rules->variant == MANCALA_VARIANT_OWARE &&
      mancala_position_side_seeds (rules, pos, mancala_side_other (side)) == 0)
    /* Translators: Oware's feeding rule. */
    return g_strdup_printf (_("house %u gives the empty side no seed, and it must be fed (legal moves: %s)"),
                            move, legal);

  if (rules->variant == MANCALA_VARIANT_OWARE &&
      rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN)
    return g_strdup_printf (_("house %u would be a grand slam, which these rules forbid (legal moves: %s)"),
                            move, legal);

  return g_strdup_printf (_("house %u is not a legal move for %s (legal moves: %s)"),
                          move, side_name (side), legal);
}

gboolean
mancala_game_record_replay (const MancalaGameRecord *self,
                            guint                    n_moves,
                            MancalaPosition         *pos,
                            MancalaHistory          *history,
                            GArray                  *flags)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (pos != NULL && history != NULL, FALSE);

  mancala_position_init (pos, &self->rules);
  mancala_history_init (history, &self->rules, pos);

  for (guint i = 0; i < MIN (n_moves, self->moves->len); i++)
    {
      guint move = g_array_index (self->moves, guint8, i);
      guint8 move_flags;

      if (!mancala_position_is_legal (&self->rules, pos, move))
        return FALSE;

      move_flags = (guint8) mancala_play (&self->rules, pos, history, move, NULL);
      if (flags != NULL)
        g_array_append_val (flags, move_flags);
    }

  return TRUE;
}

/* Writing. */

static void
append_tag (GString    *out,
            Tag         tag,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", tag_names[tag]);

  /* One line per tag: a newline in a name becomes a space. */
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, (guchar) *p < 0x20 ? ' ' : *p);
    }

  g_string_append (out, "\"]\n");
}

static void
append_round (GString               *out,
              const MancalaRules    *rules,
              const MancalaPosition *pos)
{
  g_string_append_printf (out, "Round %u", (guint) pos->round);

  if (pos->burnt != 0)
    {
      g_string_append (out, " burnt:");
      for (guint side = MANCALA_SOUTH; side <= MANCALA_NORTH; side++)
        for (guint house = 1; house <= rules->houses; house++)
          if (mancala_position_is_burnt (rules, pos, side, house))
            g_string_append_printf (out, " %c%u", side == MANCALA_SOUTH ? 'S' : 'N', house);
    }

  g_string_append_c (out, '\n');
}

char *
mancala_game_record_to_string (const MancalaGameRecord *self)
{
  const MancalaRules *rules;
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  MancalaPosition pos;
  GString *out = g_string_new (NULL);
  gboolean line_open = FALSE;
  char number[16];

  g_return_val_if_fail (self != NULL, NULL);

  rules = &self->rules;
  g_snprintf (number, sizeof number, "%u", MANCALA_GAME_RECORD_VERSION);
  append_tag (out, TAG_MANCALA, number);
  append_tag (out, TAG_VARIANT, mancala_variant_to_string (rules->variant));
  g_snprintf (number, sizeof number, "%u", (guint) rules->houses);
  append_tag (out, TAG_HOUSES, number);
  g_snprintf (number, sizeof number, "%u", (guint) rules->seeds);
  append_tag (out, TAG_SEEDS, number);

  /* Every option of the variant, defaults too: a reader sees the rules. */
  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      append_tag (out, TAG_EMPTY_CAPTURE, rules->empty_capture ? "yes" : "no");
      append_tag (out, TAG_END_RULE, mancala_end_rule_to_string (rules->end_rule));
      append_tag (out, TAG_PIE, rules->pie ? "yes" : "no");
      break;
    case MANCALA_VARIANT_OWARE:
      append_tag (out, TAG_GRAND_SLAM, mancala_grand_slam_to_string (rules->grand_slam));
      break;
    case MANCALA_VARIANT_CONGKAK:
      append_tag (out, TAG_ROUNDS, mancala_rounds_to_string (rules->rounds));
      break;
    case MANCALA_N_VARIANTS:
    default:
      g_assert_not_reached ();
    }

  if (self->event != NULL)
    append_tag (out, TAG_EVENT, self->event);
  if (self->date != NULL)
    append_tag (out, TAG_DATE, self->date);
  if (self->south != NULL)
    append_tag (out, TAG_SOUTH, self->south);
  if (self->north != NULL)
    append_tag (out, TAG_NORTH, self->north);

  /* The result needs the last position: write the moves aside first. */
  {
    g_autoptr(GString) moves = g_string_new (NULL);
    guint flags = 0;

    mancala_position_init (&pos, rules);
    mancala_history_init (history, rules, &pos);

    for (guint i = 0; i < self->moves->len; i++)
      {
        guint move = g_array_index (self->moves, guint8, i);
        g_autofree char *text = NULL;

        if (!mancala_position_is_legal (rules, &pos, move))
          {
            g_critical ("Record move %u (%u) is illegal", i + 1, move);
            break;
          }

        if (!line_open)
          g_string_append_printf (moves, "%u. %c", i + 1,
                                  pos.to_move == MANCALA_SOUTH ? 'S' : 'N');

        flags = mancala_play (rules, &pos, history, move, NULL);
        text = mancala_game_record_format_move (move, flags);
        g_string_append_printf (moves, " %s", text);

        /* A turn stays on its line while the same side moves again. */
        line_open = mancala_game_record_continues_turn (move, flags);
        if (!line_open)
          g_string_append_c (moves, '\n');

        if ((flags & MANCALA_MOVE_ROUND_CHANGE) && !mancala_position_is_over (&pos))
          append_round (moves, rules, &pos);
      }

    if (line_open)
      g_string_append_c (moves, '\n');

    if (mancala_position_is_over (&pos))
      {
        g_autofree char *result =
          g_strdup_printf ("%u-%u",
                           mancala_position_store (rules, &pos, MANCALA_SOUTH),
                           mancala_position_store (rules, &pos, MANCALA_NORTH));
        append_tag (out, TAG_RESULT, result);
      }
    else
      {
        append_tag (out, TAG_RESULT, "*");
      }

    g_string_append_c (out, '\n');
    g_string_append (out, moves->str);
  }

  return g_string_free (out, FALSE);
}

/* Reading. */

G_GNUC_PRINTF (3, 4)
static gboolean
fail (Parser     *self,
      int         code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (self->error, MANCALA_GAME_RECORD_ERROR, code,
               /* Translators: e.g. "line 7: house 4 of South is empty". */
               _("line %u: %s"), self->line, message);
  return FALSE;
}

static gboolean
parse_number (const char *text,
              guint       max,
              guint      *value)
{
  gsize len = strlen (text);

  if (len == 0 || len > 9 || text[strspn (text, "0123456789")] != '\0')
    return FALSE;

  *value = (guint) g_ascii_strtoull (text, NULL, 10);
  return *value <= max;
}

/* [Name "value"], with \" and \\ inside the value. */
static gboolean
parse_tag_line (Parser     *self,
                const char *line)
{
  const char *p = line + 1;
  const char *name_start = p;
  g_autofree char *name = NULL;
  g_autoptr(GString) value = g_string_new (NULL);
  int tag = -1;

  while (g_ascii_isalpha (*p))
    p++;
  name = g_strndup (name_start, p - name_start);

  if (*name == '\0' || *p != ' ')
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("a tag is written [Name \"value\"], e.g. [Variant \"kalah\"]"));

  while (*p == ' ')
    p++;
  if (*p != '"')
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("the value of tag %s must be in double quotes"), name);

  for (p++; *p != '"'; p++)
    {
      if (*p == '\0')
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                     _("the value of tag %s has no closing quote"), name);
      if (*p == '\\')
        {
          p++;
          if (*p != '"' && *p != '\\')
            return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                         _("only \\\" and \\\\ may follow a backslash in a tag value"));
        }
      if ((guchar) *p < 0x20 || *p == 0x7f)
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                     _("the value of tag %s holds a control character"), name);
      g_string_append_c (value, *p);
    }

  if (strcmp (p + 1, "]") != 0)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("a tag line ends with the closing bracket “]”"));

  for (guint i = 0; i < N_TAGS; i++)
    if (strcmp (name, tag_names[i]) == 0)
      tag = (int) i;

  if (tag < 0)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("unknown tag %s"), name);

  if ((tag == TAG_MANCALA) != (self->tag_lines[TAG_MANCALA] == 0))
    {
      if (tag == TAG_MANCALA)
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("the tag Mancala appears twice"));
      return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                   _("a game record starts with the tag [Mancala \"%u\"]"),
                   MANCALA_GAME_RECORD_VERSION);
    }

  if (self->tags[tag] != NULL)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("the tag %s appears twice"), name);

  if (tag == TAG_MANCALA)
    {
      guint version;

      if (!parse_number (value->str, G_MAXINT, &version) || version == 0)
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                     _("the notation version must be a whole number, not “%s”"), value->str);
      if (version > MANCALA_GAME_RECORD_VERSION)
        return fail (self, MANCALA_GAME_RECORD_ERROR_VERSION,
                     _("this record uses version %u of the notation; this program reads version %u"),
                     version, MANCALA_GAME_RECORD_VERSION);
    }

  self->tags[tag] = g_string_free (g_steal_pointer (&value), FALSE);
  self->tag_lines[tag] = self->line;
  return TRUE;
}

static gboolean
parse_yes_no (Parser     *self,
              Tag         tag,
              gboolean   *value)
{
  if (self->tags[tag] == NULL)
    return TRUE;

  if (strcmp (self->tags[tag], "yes") != 0 && strcmp (self->tags[tag], "no") != 0)
    {
      self->line = self->tag_lines[tag];
      return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                   _("%s must be “yes” or “no”, not “%s”"), tag_names[tag], self->tags[tag]);
    }

  *value = strcmp (self->tags[tag], "yes") == 0;
  return TRUE;
}

static gboolean
check_foreign_tag (Parser         *self,
                   Tag             tag,
                   MancalaVariant  owner)
{
  if (self->tags[tag] == NULL || self->record->rules.variant == owner)
    return TRUE;

  self->line = self->tag_lines[tag];
  /* Translators: e.g. "GrandSlam is an option of oware, not of kalah". */
  return fail (self, MANCALA_GAME_RECORD_ERROR_RULES, _("%s is an option of %s, not of %s"),
               tag_names[tag], mancala_variant_to_string (owner),
               mancala_variant_to_string (self->record->rules.variant));
}

/* The tags are over: build the rule set, and the start position. */
static gboolean
begin_moves (Parser *self)
{
  MancalaRules *rules = &self->record->rules;
  guint line = self->line;
  MancalaVariant variant;
  char reason[256];
  guint value;

  if (self->tag_lines[TAG_MANCALA] == 0)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("a game record starts with the tag [Mancala \"%u\"]"),
                 MANCALA_GAME_RECORD_VERSION);

  if (self->tags[TAG_VARIANT] == NULL)
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                 _("the record names no variant; add e.g. [Variant \"kalah\"] to its tags"));

  self->line = self->tag_lines[TAG_VARIANT];
  if (!mancala_variant_from_string (self->tags[TAG_VARIANT], &variant))
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                 _("unknown variant “%s”; choose kalah, oware or congkak"),
                 self->tags[TAG_VARIANT]);

  mancala_rules_init_default (rules, variant);

  if (!check_foreign_tag (self, TAG_EMPTY_CAPTURE, MANCALA_VARIANT_KALAH) ||
      !check_foreign_tag (self, TAG_END_RULE, MANCALA_VARIANT_KALAH) ||
      !check_foreign_tag (self, TAG_PIE, MANCALA_VARIANT_KALAH) ||
      !check_foreign_tag (self, TAG_GRAND_SLAM, MANCALA_VARIANT_OWARE) ||
      !check_foreign_tag (self, TAG_ROUNDS, MANCALA_VARIANT_CONGKAK))
    return FALSE;

  if (self->tags[TAG_HOUSES] != NULL)
    {
      self->line = self->tag_lines[TAG_HOUSES];
      if (!parse_number (self->tags[TAG_HOUSES], MANCALA_MAX_HOUSES, &value) ||
          value < MANCALA_MIN_HOUSES)
        return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                     _("Houses must be a whole number from %u to %u, not “%s”"),
                     MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES, self->tags[TAG_HOUSES]);
      rules->houses = (uint8_t) value;
    }

  if (self->tags[TAG_SEEDS] != NULL)
    {
      self->line = self->tag_lines[TAG_SEEDS];
      if (!parse_number (self->tags[TAG_SEEDS], MANCALA_MAX_SEEDS, &value) ||
          value < MANCALA_MIN_SEEDS)
        return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                     _("Seeds must be a whole number from %u to %u, not “%s”"),
                     MANCALA_MIN_SEEDS, MANCALA_MAX_SEEDS, self->tags[TAG_SEEDS]);
      rules->seeds = (uint8_t) value;
    }

  {
    gboolean empty_capture = rules->empty_capture;
    gboolean pie = rules->pie;

    if (!parse_yes_no (self, TAG_EMPTY_CAPTURE, &empty_capture) ||
        !parse_yes_no (self, TAG_PIE, &pie))
      return FALSE;
    rules->empty_capture = empty_capture;
    rules->pie = pie;
  }

  self->line = self->tag_lines[TAG_END_RULE];
  if (self->tags[TAG_END_RULE] != NULL &&
      !mancala_end_rule_from_string (self->tags[TAG_END_RULE], &rules->end_rule))
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                 _("EndRule must be “immediate” or “no-move”, not “%s”"),
                 self->tags[TAG_END_RULE]);

  self->line = self->tag_lines[TAG_GRAND_SLAM];
  if (self->tags[TAG_GRAND_SLAM] != NULL &&
      !mancala_grand_slam_from_string (self->tags[TAG_GRAND_SLAM], &rules->grand_slam))
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                 _("GrandSlam must be “no-capture”, “forbidden” or “capture”, not “%s”"),
                 self->tags[TAG_GRAND_SLAM]);

  self->line = self->tag_lines[TAG_ROUNDS];
  if (self->tags[TAG_ROUNDS] != NULL &&
      !mancala_rounds_from_string (self->tags[TAG_ROUNDS], &rules->rounds))
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES,
                 _("Rounds must be “single” or “traditional”, not “%s”"),
                 self->tags[TAG_ROUNDS]);

  self->line = self->tag_lines[TAG_VARIANT];
  if (!mancala_rules_validate (rules, reason, sizeof reason))
    /* Translators: the reason is in English, from the engine. */
    return fail (self, MANCALA_GAME_RECORD_ERROR_RULES, _("invalid rule set: %s"), reason);

  self->line = line;
  self->record->event = g_strdup (self->tags[TAG_EVENT]);
  self->record->date = g_strdup (self->tags[TAG_DATE]);
  self->record->south = g_strdup (self->tags[TAG_SOUTH]);
  self->record->north = g_strdup (self->tags[TAG_NORTH]);

  mancala_position_init (&self->position, rules);
  mancala_history_init (self->history, rules, &self->position);
  self->in_moves = TRUE;
  return TRUE;
}

static gboolean
parse_side (const char  *text,
            MancalaSide *side)
{
  if (strcmp (text, "S") == 0)
    *side = MANCALA_SOUTH;
  else if (strcmp (text, "N") == 0)
    *side = MANCALA_NORTH;
  else
    return FALSE;
  return TRUE;
}

/* "Round 2" or "Round 2 burnt: S7 N1": the first position of a new
 * Congkak round, checked against the engine's.
 */
static gboolean
parse_round_line (Parser  *self,
                  char   **tokens)
{
  const MancalaRules *rules = &self->record->rules;
  guint round;
  guint32 burnt = 0;
  guint i;

  if (tokens[1] == NULL || !parse_number (tokens[1], 1000, &round))
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("a round line is written “Round 2”, with the round’s number"));

  if (!self->round_allowed)
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("round %u cannot begin here: the last move did not end a round"), round);

  if (round != self->position.round)
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("the record says round %u begins, but it is round %u"),
                 round, (guint) self->position.round);

  i = 2;
  if (tokens[i] != NULL)
    {
      if (strcmp (tokens[i], "burnt:") != 0 || tokens[i + 1] == NULL)
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                     _("after the round’s number only “burnt:” and houses such as S7 N1 may follow"));

      for (i++; tokens[i] != NULL; i++)
        {
          char letter[2] = { tokens[i][0], '\0' };
          MancalaSide side;
          guint house;

          if (!parse_side (letter, &side) || !parse_number (tokens[i] + 1, rules->houses, &house) ||
              house == 0)
            return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                         _("“%s” is not a house: write S or N and its number, e.g. S7"), tokens[i]);
          burnt |= 1u << mancala_rules_pit (rules, side, house);
        }
    }

  if (burnt != self->position.burnt)
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("the burnt houses of round %u are not the ones the record lists"), round);

  self->round_allowed = FALSE;
  return TRUE;
}

/* "3", "3x", "3+", "3x+" or "swap". */
static gboolean
parse_move_token (Parser     *self,
                  const char *token,
                  guint      *move,
                  gboolean   *says_capture,
                  gboolean   *says_extra)
{
  const char *p = token;

  *says_capture = FALSE;
  *says_extra = FALSE;

  if (strcmp (token, "swap") == 0)
    {
      *move = MANCALA_MOVE_SWAP;
      return TRUE;
    }

  while (g_ascii_isdigit (*p))
    p++;

  if (p == token || p - token > 2)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("“%s” is not a move: write a house number (e.g. 3, 3x, 3+) or “swap”"), token);

  /* House 0 would read as the swap, which is spelt out. */
  *move = (guint) g_ascii_strtoull (token, NULL, 10);
  if (*move == 0)
    return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL,
                 _("move %u (%s) is illegal: there is no house 0; houses are numbered 1 to %u"),
                 self->record->moves->len + 1, token, (guint) self->record->rules.houses);

  if (*p == 'x')
    {
      *says_capture = TRUE;
      p++;
    }
  if (*p == '+')
    {
      *says_extra = TRUE;
      p++;
    }

  if (*p != '\0')
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("“%s” is not a move: after the house only “x” (capture) and “+” (extra turn) may follow"),
                 token);

  return TRUE;
}

static gboolean
play_token (Parser     *self,
            const char *token)
{
  const MancalaRules *rules = &self->record->rules;
  gboolean says_capture, says_extra;
  guint number = self->record->moves->len + 1;
  guint move = MANCALA_MOVE_NONE;
  guint flags;
  guint8 byte;

  if (!parse_move_token (self, token, &move, &says_capture, &says_extra))
    return FALSE;

  if (mancala_position_is_over (&self->position))
    return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL,
                 _("the game is over after move %u; “%s” cannot follow"), number - 1, token);

  if (!mancala_position_is_legal (rules, &self->position, move))
    {
      g_autofree char *why = mancala_game_record_explain_illegal (rules, &self->position, move);

      /* Translators: e.g. "move 9 (4) is illegal: house 4 of South is empty (…)". */
      return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL, _("move %u (%s) is illegal: %s"),
                   number, token, why);
    }

  flags = mancala_play (rules, &self->position, self->history, move, NULL);
  byte = (guint8) move;
  g_array_append_val (self->record->moves, byte);

  if (says_capture && !(flags & MANCALA_MOVE_CAPTURE))
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("move %u (%s) is marked as a capture, but it captures nothing"), number, token);

  if (says_extra && (!(flags & MANCALA_MOVE_EXTRA_TURN) || (flags & MANCALA_MOVE_ROUND_CHANGE)))
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("move %u (%s) is marked as an extra turn, but the turn passes"), number, token);

  self->last_flags = flags;
  self->last_move = move;
  self->round_allowed = (flags & MANCALA_MOVE_ROUND_CHANGE) && !mancala_position_is_over (&self->position);
  return TRUE;
}

/* "12. S 3+ 6": the number of the line's first move, the side on the
 * board that plays it, then the moves of that side's turn.
 */
static gboolean
parse_move_line (Parser  *self,
                 char   **tokens)
{
  guint expected = self->record->moves->len + 1;
  const char *number = tokens[0];
  gsize len = strlen (number);
  MancalaSide side;
  guint value;

  if (len < 2 || number[len - 1] != '.')
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("a move line starts with the move’s number and a dot, e.g. “%u. S 3”"), expected);

  {
    g_autofree char *digits = g_strndup (number, len - 1);

    if (!parse_number (digits, G_MAXINT, &value))
      return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                   _("a move line starts with the move’s number and a dot, e.g. “%u. S 3”"),
                   expected);
  }

  if (value != expected)
    return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL,
                 _("this line says move %u, but it is move %u"), value, expected);

  if (tokens[1] == NULL || !parse_side (tokens[1], &side))
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("after the move’s number comes the side that moves, S or N, e.g. “%u. S 3”"),
                 expected);

  if (tokens[2] == NULL)
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("move %u names no house"), expected);

  if (!mancala_position_is_over (&self->position) && side != self->position.to_move)
    return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL,
                 _("move %u is %s’s, not %s’s"), expected,
                 side_name (self->position.to_move), side_name (side));

  self->round_allowed = FALSE;

  for (guint i = 2; tokens[i] != NULL; i++)
    {
      if (i > 2 && !mancala_game_record_continues_turn (self->last_move, self->last_flags))
        return fail (self, MANCALA_GAME_RECORD_ERROR_ILLEGAL,
                     _("%s does not move again after move %u: a turn’s line ends when the turn passes"),
                     side_name (side), self->record->moves->len);

      if (!play_token (self, tokens[i]))
        return FALSE;
    }

  return TRUE;
}

static gboolean
parse_line (Parser *self,
            char   *line)
{
  g_auto(GStrv) tokens = NULL;
  char *comment;

  /* A comment runs from '#' to the end of a line outside the tags. */
  if (line[0] != '[' && (comment = strchr (line, '#')) != NULL)
    *comment = '\0';
  g_strstrip (line);

  if (*line == '\0')
    return TRUE;

  if (line[0] == '[')
    {
      if (self->in_moves)
        return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("tags belong before the moves"));
      return parse_tag_line (self, line);
    }

  if (!self->in_moves && !begin_moves (self))
    return FALSE;

  tokens = g_strsplit_set (line, " \t", -1);
  /* Drop the empty words between runs of blanks. */
  {
    guint j = 0;

    for (guint i = 0; tokens[i] != NULL; i++)
      if (*tokens[i] != '\0')
        tokens[j++] = tokens[i];
      else
        g_free (tokens[i]);
    tokens[j] = NULL;
  }

  if (strcmp (tokens[0], "Round") == 0)
    return parse_round_line (self, tokens);

  return parse_move_line (self, tokens);
}

static gboolean
check_result (Parser *self)
{
  const MancalaRules *rules = &self->record->rules;
  const char *result = self->tags[TAG_RESULT];
  gboolean over = mancala_position_is_over (&self->position);
  guint south, north;
  g_auto(GStrv) parts = NULL;

  if (result == NULL)
    return TRUE;

  self->line = self->tag_lines[TAG_RESULT];

  if (strcmp (result, "*") == 0)
    {
      if (over)
        return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                     _("the result says the game goes on, but it is over (%u-%u)"),
                     mancala_position_store (rules, &self->position, MANCALA_SOUTH),
                     mancala_position_store (rules, &self->position, MANCALA_NORTH));
      return TRUE;
    }

  parts = g_strsplit (result, "-", 3);
  if (g_strv_length (parts) != 2 ||
      !parse_number (parts[0], 1000, &south) || !parse_number (parts[1], 1000, &north))
    return fail (self, MANCALA_GAME_RECORD_ERROR_SYNTAX,
                 _("the result is the final score, South’s first, e.g. “25-23”, or “*”, not “%s”"),
                 result);

  if (!over)
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("the result says %s, but the moves do not finish the game"), result);

  if (south != mancala_position_store (rules, &self->position, MANCALA_SOUTH) ||
      north != mancala_position_store (rules, &self->position, MANCALA_NORTH))
    return fail (self, MANCALA_GAME_RECORD_ERROR_MISMATCH,
                 _("the result says %s, but the moves end %u-%u"), result,
                 mancala_position_store (rules, &self->position, MANCALA_SOUTH),
                 mancala_position_store (rules, &self->position, MANCALA_NORTH));

  return TRUE;
}

static void
parser_clear (Parser *self)
{
  for (guint i = 0; i < N_TAGS; i++)
    g_free (self->tags[i]);
  g_free (self->history);
  mancala_game_record_free (self->record);
}

MancalaGameRecord *
mancala_game_record_parse (const char  *text,
                           gssize       length,
                           GError     **error)
{
  Parser self = { 0 };
  MancalaRules rules;
  const char *end;
  const char *p;
  MancalaGameRecord *result;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (text);

  if (length > MANCALA_GAME_RECORD_MAX_SIZE)
    {
      g_autofree char *size = g_format_size (length);

      g_set_error (error, MANCALA_GAME_RECORD_ERROR, MANCALA_GAME_RECORD_ERROR_TOO_LARGE,
                   /* Translators: %u is a number of KiB, %s a size such as "2.1 MB". */
                   _("a game record is at most %u KiB; this one is %s"),
                   MANCALA_GAME_RECORD_MAX_SIZE / 1024, size);
      return NULL;
    }

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  self.error = error;
  self.record = mancala_game_record_new (&rules);
  self.history = g_new0 (MancalaHistory, 1);

  p = text;
  end = text + length;

  /* A byte order mark is what some editors put first. */
  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);
      g_autofree char *line = NULL;
      gsize len;

      if (eol == NULL)
        eol = end;
      len = eol - p;
      self.line++;

      if (memchr (p, '\0', len) != NULL || !g_utf8_validate (p, len, NULL))
        {
          fail (&self, MANCALA_GAME_RECORD_ERROR_SYNTAX, _("this line is not UTF-8 text"));
          parser_clear (&self);
          return NULL;
        }

      line = g_strndup (p, len);
      if (!parse_line (&self, line))
        {
          parser_clear (&self);
          return NULL;
        }

      p = eol + 1;
    }

  /* A record of tags alone is the start position of its rules. */
  self.line = MAX (self.line, 1);
  if (!self.in_moves && !begin_moves (&self))
    {
      parser_clear (&self);
      return NULL;
    }

  if (!check_result (&self))
    {
      parser_clear (&self);
      return NULL;
    }

  result = g_steal_pointer (&self.record);
  parser_clear (&self);
  return result;
}
