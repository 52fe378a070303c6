/* mancala-saved-game.c
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

#define G_LOG_DOMAIN "mancala-saved-game"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-game-private.h"
#include "mancala-saved-game.h"
#include "mancala-state-file.h"

struct _MancalaSavedGame
{
  GObject  parent_instance;

  char              *path;
  char              *broken_path;
  GWeakRef           watched;
  MancalaFileWriter *writer;
};

G_DEFINE_FINAL_TYPE (MancalaSavedGame, mancala_saved_game, G_TYPE_OBJECT)

enum {
  SIGNAL_SAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_QUARK (mancala-saved-game-error-quark, mancala_saved_game_error)

/* The saved game's code for an error of its own or of the state file. */
static int
saved_game_code (const GError *error)
{
  if (error->domain != MANCALA_STATE_FILE_ERROR)
    return error->code;

  switch (error->code)
    {
    case MANCALA_STATE_FILE_ERROR_VERSION:
      return MANCALA_SAVED_GAME_ERROR_VERSION;
    case MANCALA_STATE_FILE_ERROR_TOO_LARGE:
      return MANCALA_SAVED_GAME_ERROR_TOO_LARGE;
    case MANCALA_STATE_FILE_ERROR_WRITE:
      return MANCALA_SAVED_GAME_ERROR_WRITE;
    case MANCALA_STATE_FILE_ERROR_CORRUPT:
    default:
      return MANCALA_SAVED_GAME_ERROR_CORRUPT;
    }
}

/* Moves @state_error into @error, in the saved game's domain. */
static void
propagate_state_error (GError **error,
                       GError  *state_error)
{
  if (state_error->domain == MANCALA_STATE_FILE_ERROR)
    {
      state_error->code = saved_game_code (state_error);
      state_error->domain = MANCALA_SAVED_GAME_ERROR;
    }

  g_propagate_error (error, state_error);
}

static void
add_moves (JsonBuilder  *builder,
           const char   *name,
           const GArray *moves)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < moves->len; i++)
    {
      guint house = g_array_index (moves, MancalaMove, i).house;

      /* The same spelling as mancala-cli's move lists. */
      if (house == MANCALA_MOVE_SWAP)
        json_builder_add_string_value (builder, "swap");
      else
        json_builder_add_int_value (builder, house);
    }
  json_builder_end_array (builder);
}

static void
add_player (JsonBuilder *builder,
            MancalaGame *game,
            MancalaSide  seat)
{
  json_builder_set_member_name (builder, mancala_side_to_string (seat));
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder,
                                 _mancala_enum_to_nick (MANCALA_TYPE_PLAYER_KIND,
                                                        mancala_game_get_player_kind (game, seat)));
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder,
                                 mancala_level_to_string (mancala_game_get_player_level (game, seat)));
  /* The statistics credit the weakest level that played (optional: absent
   * until the computer of @seat moved).
   */
  if (_mancala_game_get_played_level (game, seat) < MANCALA_N_LEVELS)
    {
      json_builder_set_member_name (builder, "weakest-level");
      json_builder_add_string_value (builder,
                                     mancala_level_to_string (_mancala_game_get_played_level (game, seat)));
    }
  json_builder_end_object (builder);
}

char *
mancala_saved_game_to_data (MancalaGame *game,
                            gsize       *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  const MancalaRules *rules;

  g_return_val_if_fail (MANCALA_IS_GAME (game), NULL);

  rules = mancala_game_get_rules (game);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, MANCALA_SAVED_GAME_VERSION);

  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, mancala_variant_to_string (rules->variant));
  json_builder_set_member_name (builder, "houses");
  json_builder_add_int_value (builder, rules->houses);
  json_builder_set_member_name (builder, "seeds");
  json_builder_add_int_value (builder, rules->seeds);
  json_builder_set_member_name (builder, "empty-capture");
  json_builder_add_boolean_value (builder, rules->empty_capture);
  json_builder_set_member_name (builder, "end-rule");
  json_builder_add_string_value (builder, mancala_end_rule_to_string (rules->end_rule));
  json_builder_set_member_name (builder, "pie");
  json_builder_add_boolean_value (builder, rules->pie);
  json_builder_set_member_name (builder, "grand-slam");
  json_builder_add_string_value (builder, mancala_grand_slam_to_string (rules->grand_slam));
  json_builder_set_member_name (builder, "rounds");
  json_builder_add_string_value (builder, mancala_rounds_to_string (rules->rounds));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  add_player (builder, game, MANCALA_SOUTH);
  add_player (builder, game, MANCALA_NORTH);
  json_builder_end_object (builder);

  add_moves (builder, "moves", mancala_game_get_move_list (game));
  add_moves (builder, "redo", mancala_game_get_redo_list (game));

  /* For people reading the file; restore replays the moves instead. */
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, mancala_game_is_over (game));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, length);
}

static gboolean
read_moves (JsonObject  *object,
            const char  *name,
            GByteArray  *moves)
{
  JsonArray *array = _mancala_json_get_array (object, name);

  if (array == NULL || json_array_get_length (array) > MANCALA_MAX_PLIES * 8)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      guint8 move;

      if (!JSON_NODE_HOLDS_VALUE (node))
        return FALSE;

      if (json_node_get_value_type (node) == G_TYPE_STRING &&
          g_strcmp0 (json_node_get_string (node), "swap") == 0)
        move = MANCALA_MOVE_SWAP;
      else if (json_node_get_value_type (node) == G_TYPE_INT64 &&
               json_node_get_int (node) >= 1 &&
               json_node_get_int (node) <= MANCALA_MAX_HOUSES)
        move = (guint8) json_node_get_int (node);
      else
        return FALSE;

      g_byte_array_append (moves, &move, 1);
    }

  return TRUE;
}

/* "" for a missing string, which no from_string() accepts. */
static const char *
member_string (JsonObject *object,
               const char *name)
{
  const char *value = _mancala_json_get_string (object, name);

  return value != NULL ? value : "";
}

static gboolean
read_rules (JsonObject   *object,
            MancalaRules *rules)
{
  gint64 houses, seeds;
  gboolean empty_capture, pie;

  /* Every field is required: a file that lost one is not trusted. */
  memset (rules, 0, sizeof *rules);

  if (object == NULL ||
      !mancala_variant_from_string (member_string (object, "variant"),
                                    &rules->variant) ||
      !_mancala_json_get_int (object, "houses", MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES, &houses) ||
      !_mancala_json_get_int (object, "seeds", MANCALA_MIN_SEEDS, MANCALA_MAX_SEEDS, &seeds) ||
      !_mancala_json_get_bool (object, "empty-capture", &empty_capture) ||
      !_mancala_json_get_bool (object, "pie", &pie) ||
      !mancala_end_rule_from_string (member_string (object, "end-rule"),
                                     &rules->end_rule) ||
      !mancala_grand_slam_from_string (member_string (object, "grand-slam"),
                                       &rules->grand_slam) ||
      !mancala_rounds_from_string (member_string (object, "rounds"),
                                   &rules->rounds))
    return FALSE;

  rules->houses = (guint8) houses;
  rules->seeds = (guint8) seeds;
  rules->empty_capture = empty_capture;
  rules->pie = pie;

  return TRUE;
}

static gboolean
read_player (JsonObject        *players,
             MancalaSide        seat,
             MancalaPlayerKind *kind,
             MancalaLevel      *level,
             MancalaLevel      *weakest)
{
  JsonObject *object;
  int value;

  if (players == NULL)
    return FALSE;

  object = _mancala_json_get_object (players, mancala_side_to_string (seat));
  if (object == NULL ||
      !_mancala_enum_from_nick (MANCALA_TYPE_PLAYER_KIND,
                                _mancala_json_get_string (object, "kind"), &value))
    return FALSE;
  *kind = value;

  *weakest = MANCALA_N_LEVELS;
  if (json_object_has_member (object, "weakest-level") &&
      !mancala_level_from_string (member_string (object, "weakest-level"), weakest))
    return FALSE;

  return mancala_level_from_string (member_string (object, "level"), level);
}

static gboolean
is_finished (const MancalaRules *rules,
             const GByteArray   *moves)
{
  g_autofree MancalaHistory *history = g_new (MancalaHistory, 1);
  MancalaPosition position;

  mancala_position_init (&position, rules);
  mancala_history_init (history, rules, &position);

  for (guint i = 0; i < moves->len; i++)
    {
      if (!mancala_position_is_legal (rules, &position, moves->data[i]))
        return FALSE;   /* _mancala_game_load() reports it. */
      mancala_play (rules, &position, history, moves->data[i], NULL);
    }

  return mancala_position_is_over (&position);
}

gboolean
mancala_saved_game_load_data (MancalaGame  *game,
                              const char   *data,
                              gsize         length,
                              GError      **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GByteArray) moves = g_byte_array_new ();
  g_autoptr(GByteArray) redo = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;
  MancalaPlayerKind kinds[2];
  MancalaLevel levels[2];
  MancalaLevel weakest[2];
  JsonObject *object;
  MancalaRules rules;

  g_return_val_if_fail (MANCALA_IS_GAME (game), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length > MANCALA_SAVED_GAME_MAX_SIZE)
    {
      g_set_error (error, MANCALA_SAVED_GAME_ERROR, MANCALA_SAVED_GAME_ERROR_TOO_LARGE,
                   "Saved game of %" G_GSIZE_FORMAT " bytes", length);
      return FALSE;
    }

  root = _mancala_json_parse_object (data != NULL ? data : "", length,
                                     MANCALA_SAVED_GAME_VERSION, &local_error);
  if (root == NULL)
    {
      propagate_state_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  object = json_node_get_object (root);

  if (!read_rules (_mancala_json_get_object (object, "rules"), &rules) ||
      !read_player (_mancala_json_get_object (object, "players"), MANCALA_SOUTH,
                    &kinds[MANCALA_SOUTH], &levels[MANCALA_SOUTH], &weakest[MANCALA_SOUTH]) ||
      !read_player (_mancala_json_get_object (object, "players"), MANCALA_NORTH,
                    &kinds[MANCALA_NORTH], &levels[MANCALA_NORTH], &weakest[MANCALA_NORTH]) ||
      !read_moves (object, "moves", moves) ||
      !read_moves (object, "redo", redo))
    {
      g_set_error_literal (error, MANCALA_SAVED_GAME_ERROR, MANCALA_SAVED_GAME_ERROR_CORRUPT,
                           "Missing or malformed fields");
      return FALSE;
    }

  if (mancala_rules_validate (&rules, NULL, 0) && is_finished (&rules, moves))
    return FALSE;

  if (!_mancala_game_load (game, &rules, kinds, levels,
                           moves->data, moves->len, redo->data, redo->len, &local_error))
    {
      g_set_error (error, MANCALA_SAVED_GAME_ERROR, MANCALA_SAVED_GAME_ERROR_ILLEGAL,
                   "%s", local_error->message);
      return FALSE;
    }

  _mancala_game_set_weakest_level (game, MANCALA_SOUTH, weakest[MANCALA_SOUTH]);
  _mancala_game_set_weakest_level (game, MANCALA_NORTH, weakest[MANCALA_NORTH]);

  return TRUE;
}

static const char *
describe_error (int code)
{
  switch (code)
    {
    case MANCALA_SAVED_GAME_ERROR_VERSION:
      return _("The saved game is from a newer version of Mancala and was set aside");
    case MANCALA_SAVED_GAME_ERROR_TOO_LARGE:
      return _("The saved game was too large and was set aside");
    case MANCALA_SAVED_GAME_ERROR_ILLEGAL:
      return _("The saved game held an impossible move and was set aside");
    case MANCALA_SAVED_GAME_ERROR_CORRUPT:
    case MANCALA_SAVED_GAME_ERROR_WRITE:
    default:
      return _("The saved game was damaged and was set aside");
    }
}

static void
free_weak_ref (gpointer data)
{
  GWeakRef *weak = data;

  g_weak_ref_clear (weak);
  g_free (weak);
}

static void
write_done_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(MancalaSavedGame) self = g_weak_ref_get (weak);
  g_autoptr(GError) error = NULL;

  if (!_mancala_file_writer_finish (result, &error))
    {
      error->code = saved_game_code (error);
      error->domain = MANCALA_SAVED_GAME_ERROR;
      g_warning ("%s", error->message);
      if (self != NULL)
        g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, error);
    }

  free_weak_ref (weak);
}

static void
save_cb (MancalaSavedGame *self)
{
  g_autoptr(MancalaGame) game = g_weak_ref_get (&self->watched);
  g_autoptr(GBytes) bytes = NULL;
  char *data;
  gsize length;
  GWeakRef *weak;

  if (game == NULL)
    return;

  data = mancala_saved_game_to_data (game, &length);
  bytes = g_bytes_new_take (data, length);

  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  _mancala_file_writer_queue (self->writer, bytes, write_done_cb, weak, free_weak_ref);
}

static void
mancala_saved_game_dispose (GObject *object)
{
  MancalaSavedGame *self = (MancalaSavedGame *)object;
  g_autoptr(GError) error = NULL;

  /* The last moves must reach the disk even when the application quits
   * right after: wait for them here, once.
   */
  if (self->writer != NULL && !_mancala_file_writer_flush (self->writer, &error))
    g_warning ("%s", error->message);
  g_clear_pointer (&self->writer, _mancala_file_writer_unref);

  G_OBJECT_CLASS (mancala_saved_game_parent_class)->dispose (object);
}

static void
mancala_saved_game_finalize (GObject *object)
{
  MancalaSavedGame *self = (MancalaSavedGame *)object;

  g_weak_ref_clear (&self->watched);
  g_free (self->path);
  g_free (self->broken_path);

  G_OBJECT_CLASS (mancala_saved_game_parent_class)->finalize (object);
}

static void
mancala_saved_game_class_init (MancalaSavedGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mancala_saved_game_dispose;
  object_class->finalize = mancala_saved_game_finalize;

  /**
   * MancalaSavedGame::save-failed:
   * @error: (type GError): what went wrong
   *
   * The watched game could not be written.
   */
  signals[SIGNAL_SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
mancala_saved_game_init (MancalaSavedGame *self)
{
  g_weak_ref_init (&self->watched, NULL);
}

MancalaSavedGame *
mancala_saved_game_new (const char *dir)
{
  MancalaSavedGame *self = g_object_new (MANCALA_TYPE_SAVED_GAME, NULL);
  g_autofree char *default_dir = NULL;

  if (dir == NULL)
    dir = default_dir = _mancala_state_dir ();

  self->path = g_build_filename (dir, "saved-game.json", NULL);
  self->writer = _mancala_file_writer_new (self->path);

  return self;
}

const char *
mancala_saved_game_get_path (MancalaSavedGame *self)
{
  g_return_val_if_fail (MANCALA_IS_SAVED_GAME (self), NULL);

  return self->path;
}

const char *
mancala_saved_game_get_broken_path (MancalaSavedGame *self)
{
  g_return_val_if_fail (MANCALA_IS_SAVED_GAME (self), NULL);

  return self->broken_path;
}

gboolean
mancala_saved_game_restore (MancalaSavedGame  *self,
                            MancalaGame       *game,
                            GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (MANCALA_IS_SAVED_GAME (self), FALSE);
  g_return_val_if_fail (MANCALA_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (_mancala_file_read (self->path, MANCALA_SAVED_GAME_MAX_SIZE, &contents, &length, &local_error) &&
      mancala_saved_game_load_data (game, contents, length, &local_error))
    return TRUE;

  if (local_error == NULL)
    return FALSE;

  g_clear_pointer (&self->broken_path, g_free);
  self->broken_path = _mancala_file_set_aside (self->path);
  g_warning ("Saved game %s set aside as %s: %s", self->path,
             self->broken_path != NULL ? self->broken_path : "(failed)",
             local_error->message);

  g_set_error_literal (error, MANCALA_SAVED_GAME_ERROR, saved_game_code (local_error),
                       describe_error (saved_game_code (local_error)));

  return FALSE;
}

gboolean
mancala_saved_game_save (MancalaSavedGame  *self,
                         MancalaGame       *game,
                         GError           **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  char *data;
  gsize length;

  g_return_val_if_fail (MANCALA_IS_SAVED_GAME (self), FALSE);
  g_return_val_if_fail (MANCALA_IS_GAME (game), FALSE);

  data = mancala_saved_game_to_data (game, &length);
  bytes = g_bytes_new_take (data, length);

  if (!_mancala_file_writer_write (self->writer, bytes, &local_error))
    {
      propagate_state_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

gboolean
mancala_saved_game_flush (MancalaSavedGame  *self,
                          GError           **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (MANCALA_IS_SAVED_GAME (self), FALSE);

  if (!_mancala_file_writer_flush (self->writer, &local_error))
    {
      propagate_state_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

void
mancala_saved_game_watch (MancalaSavedGame *self,
                          MancalaGame      *game)
{
  static const char * const signals_to_watch[] = {
    "move-played", "position-changed",
    "notify::south-player", "notify::north-player",
    "notify::south-level", "notify::north-level",
  };

  g_return_if_fail (MANCALA_IS_SAVED_GAME (self));
  g_return_if_fail (MANCALA_IS_GAME (game));

  g_weak_ref_set (&self->watched, game);

  for (guint i = 0; i < G_N_ELEMENTS (signals_to_watch); i++)
    g_signal_connect_object (game, signals_to_watch[i], G_CALLBACK (save_cb), self,
                             G_CONNECT_SWAPPED);
}
