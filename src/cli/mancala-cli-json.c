/* mancala-cli-json.c
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

#include "mancala-cli-private.h"

/* A move is a house number, except the pie move, which is a word: a
 * script that reads "legal" must never mistake it for a house.
 */
void
_mancala_cli_json_move (JsonBuilder *builder,
                        guint        move)
{
  if (move == MANCALA_MOVE_SWAP)
    json_builder_add_string_value (builder, "swap");
  else
    json_builder_add_int_value (builder, move);
}

static void
add_side (JsonBuilder           *builder,
          const MancalaRules    *rules,
          const MancalaPosition *pos,
          MancalaSide            side)
{
  json_builder_set_member_name (builder, mancala_side_to_string (side));
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "houses");
  json_builder_begin_array (builder);
  for (guint house = 1; house <= rules->houses; house++)
    json_builder_add_int_value (builder, mancala_position_house (rules, pos, side, house));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "store");
  json_builder_add_int_value (builder, mancala_position_store (rules, pos, side));

  json_builder_end_object (builder);
}

static void
add_burnt (JsonBuilder           *builder,
           const MancalaRules    *rules,
           const MancalaPosition *pos)
{
  json_builder_set_member_name (builder, "burnt");
  json_builder_begin_object (builder);

  for (MancalaSide side = MANCALA_SOUTH; side <= MANCALA_NORTH; side++)
    {
      json_builder_set_member_name (builder, mancala_side_to_string (side));
      json_builder_begin_array (builder);
      for (guint house = 1; house <= rules->houses; house++)
        if (mancala_position_is_burnt (rules, pos, side, house))
          json_builder_add_int_value (builder, house);
      json_builder_end_array (builder);
    }

  json_builder_end_object (builder);
}

/* Only the options of the variant in force, so the object says exactly
 * which rules the numbers were computed with.
 */
void
_mancala_cli_json_options (JsonBuilder        *builder,
                           const MancalaRules *rules)
{
  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);

  switch (rules->variant)
    {
    case MANCALA_VARIANT_KALAH:
      json_builder_set_member_name (builder, "empty_capture");
      json_builder_add_boolean_value (builder, rules->empty_capture);
      json_builder_set_member_name (builder, "end_rule");
      json_builder_add_string_value (builder, mancala_end_rule_to_string (rules->end_rule));
      json_builder_set_member_name (builder, "pie");
      json_builder_add_boolean_value (builder, rules->pie);
      break;

    case MANCALA_VARIANT_OWARE:
      json_builder_set_member_name (builder, "grand_slam");
      json_builder_add_string_value (builder, mancala_grand_slam_to_string (rules->grand_slam));
      break;

    case MANCALA_VARIANT_CONGKAK:
      json_builder_set_member_name (builder, "rounds");
      json_builder_add_string_value (builder, mancala_rounds_to_string (rules->rounds));
      break;

    case MANCALA_N_VARIANTS:
    default:
      g_assert_not_reached ();
    }

  json_builder_end_object (builder);
}

/* Adds the members describing @pos to the object being built. */
void
_mancala_cli_json_position (JsonBuilder           *builder,
                            const MancalaRules    *rules,
                            const MancalaPosition *pos)
{
  uint8_t moves[MANCALA_MAX_MOVES];
  guint n_moves = mancala_position_legal_moves (rules, pos, moves);
  MancalaOutcome outcome = mancala_position_outcome (rules, pos);

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, mancala_variant_to_string (rules->variant));
  json_builder_set_member_name (builder, "houses");
  json_builder_add_int_value (builder, rules->houses);
  json_builder_set_member_name (builder, "seeds");
  json_builder_add_int_value (builder, rules->seeds);
  _mancala_cli_json_options (builder, rules);

  add_side (builder, rules, pos, MANCALA_SOUTH);
  add_side (builder, rules, pos, MANCALA_NORTH);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_string_value (builder, mancala_side_to_string (pos->to_move));

  json_builder_set_member_name (builder, "legal");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_moves; i++)
    _mancala_cli_json_move (builder, moves[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, mancala_position_is_over (pos));

  json_builder_set_member_name (builder, "winner");
  switch (outcome)
    {
    case MANCALA_OUTCOME_SOUTH:
      json_builder_add_string_value (builder, "south");
      break;
    case MANCALA_OUTCOME_NORTH:
      json_builder_add_string_value (builder, "north");
      break;
    case MANCALA_OUTCOME_DRAW:
      json_builder_add_string_value (builder, "draw");
      break;
    case MANCALA_OUTCOME_NONE:
    default:
      json_builder_add_null_value (builder);
      break;
    }

  json_builder_set_member_name (builder, "score");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "south");
  json_builder_add_int_value (builder, mancala_position_store (rules, pos, MANCALA_SOUTH));
  json_builder_set_member_name (builder, "north");
  json_builder_add_int_value (builder, mancala_position_store (rules, pos, MANCALA_NORTH));
  json_builder_end_object (builder);

  /* After the pie move the player who opened owns north: say so, or a
   * reader would credit the wrong person with "south".
   */
  json_builder_set_member_name (builder, "swapped");
  json_builder_add_boolean_value (builder, (pos->flags & MANCALA_POSITION_SWAPPED) != 0);

  if (rules->variant == MANCALA_VARIANT_CONGKAK && rules->rounds == MANCALA_ROUNDS_TRADITIONAL)
    {
      json_builder_set_member_name (builder, "round");
      json_builder_add_int_value (builder, pos->round);
      add_burnt (builder, rules, pos);
    }
}

char *
_mancala_cli_json_to_string (JsonBuilder *builder,
                             gboolean     pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);

  return json_generator_to_data (generator, NULL);
}
