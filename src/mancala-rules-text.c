/* mancala-rules-text.c
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

#define G_LOG_DOMAIN "mancala-rules-text"

#include "config.h"

#include "mancala-rules-text.h"

#include <glib/gi18n.h>

const char *
mancala_variant_get_title (MancalaVariant variant)
{
  switch (variant)
    {
    case MANCALA_VARIANT_KALAH:
      return C_("variant", "Kalah");
    case MANCALA_VARIANT_OWARE:
      return C_("variant", "Oware");
    case MANCALA_VARIANT_CONGKAK:
      return C_("variant", "Congkak");
    case MANCALA_N_VARIANTS:
    default:
      return _("Mancala");
    }
}

const char *
mancala_level_get_title (MancalaLevel level)
{
  switch (level)
    {
    case MANCALA_LEVEL_FOOLISH:
      return C_("level", "Foolish");
    case MANCALA_LEVEL_SIMPLE:
      return C_("level", "Simple");
    case MANCALA_LEVEL_AVERAGE:
      return C_("level", "Average");
    case MANCALA_LEVEL_CLEVER:
      return C_("level", "Clever");
    case MANCALA_LEVEL_WISE:
    case MANCALA_N_LEVELS:
    default:
      return C_("level", "Wise");
    }
}

char *
mancala_rules_get_summary (const MancalaRules *rules)
{
  g_autofree char *houses = NULL;
  g_autofree char *seeds = NULL;
  g_autoptr(GPtrArray) parts = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  houses = g_strdup_printf (g_dngettext (NULL, "%u house", "%u houses", rules->houses),
                            (guint) rules->houses);
  seeds = g_strdup_printf (g_dngettext (NULL, "%u seed", "%u seeds", rules->seeds),
                           (guint) rules->seeds);

  parts = g_ptr_array_new_with_free_func (g_free);
  /* Translators: the board size under the window title, e.g. "6 houses, 4 seeds". */
  g_ptr_array_add (parts, g_strdup_printf (_("%s, %s"), houses, seeds));

  /* Only options that differ from the documented default are named, so
   * the usual game reads short.
   */
  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      if (rules->empty_capture)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Empty capture")));
      if (rules->end_rule == MANCALA_END_NO_MOVE)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Ends when stuck")));
      if (rules->pie)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Pie rule")));
      break;

    case MANCALA_VARIANT_OWARE:
      if (rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Grand slam forbidden")));
      else if (rules->grand_slam == MANCALA_GRAND_SLAM_CAPTURE)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Grand slam captures")));
      break;

    case MANCALA_VARIANT_CONGKAK:
      if (rules->rounds == MANCALA_ROUNDS_TRADITIONAL)
        /* Translators: a short name of a rule option, under the window title. */
        g_ptr_array_add (parts, g_strdup (_("Rounds with burnt houses")));
      break;

    case MANCALA_N_VARIANTS:
    default:
      break;
    }

  g_ptr_array_add (parts, NULL);

  return g_strjoinv (" · ", (char **) parts->pdata);
}

GStrv
mancala_rules_get_option_descriptions (const MancalaRules *rules)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_autofree char *houses = NULL;
  g_autofree char *seeds = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  builder = g_strv_builder_new ();
  houses = g_strdup_printf (g_dngettext (NULL, "Each player has %u house.",
                                         "Each player has %u houses.", rules->houses),
                            (guint) rules->houses);
  seeds = g_strdup_printf (g_dngettext (NULL, "Every house starts with %u seed.",
                                        "Every house starts with %u seeds.", rules->seeds),
                           (guint) rules->seeds);
  g_strv_builder_add (builder, houses);
  g_strv_builder_add (builder, seeds);

  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      g_strv_builder_add (builder, rules->empty_capture
                          ? _("A last seed in an empty house of your own row is captured even when the facing house is empty.")
                          : _("A last seed in an empty house of your own row captures only when the facing house holds seeds."));
      g_strv_builder_add (builder, rules->end_rule == MANCALA_END_NO_MOVE
                          ? _("The game ends when the player to move has no seeds; the other player keeps the seeds left in their row.")
                          : _("The game ends as soon as either row is empty; each player keeps the seeds left in their row."));
      g_strv_builder_add (builder, rules->pie
                          ? _("Pie rule: on their first turn, North may swap sides instead of moving.")
                          : _("No pie rule: South keeps the first move."));
      break;

    case MANCALA_VARIANT_OWARE:
      if (rules->grand_slam == MANCALA_GRAND_SLAM_FORBIDDEN)
        g_strv_builder_add (builder, _("A grand slam, a move that would capture all of the opponent’s seeds, is forbidden unless every move is one; then it captures nothing."));
      else if (rules->grand_slam == MANCALA_GRAND_SLAM_CAPTURE)
        g_strv_builder_add (builder, _("A grand slam, a move that captures all of the opponent’s seeds, captures them all."));
      else
        g_strv_builder_add (builder, _("A grand slam, a move that would capture all of the opponent’s seeds, may be played but captures nothing."));
      break;

    case MANCALA_VARIANT_CONGKAK:
      g_strv_builder_add (builder, rules->rounds == MANCALA_ROUNDS_TRADITIONAL
                          ? _("The game goes on over several rounds; houses a player cannot refill are burnt.")
                          : _("The game is a single round."));
      break;

    case MANCALA_N_VARIANTS:
    default:
      break;
    }

  return g_strv_builder_end (builder);
}
