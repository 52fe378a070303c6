/* mancala-statistics.c
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

#define G_LOG_DOMAIN "mancala-statistics"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-state-file.h"
#include "mancala-statistics.h"

#define STATISTICS_VERSION 1
/* A few hundred records at most exist (3 variants × 2 seats × 6
 * opponents); anything near this size is not ours.
 */
#define STATISTICS_MAX_SIZE (256 * 1024)

struct _MancalaStatistics
{
  GObject   parent_instance;

  char              *path;
  MancalaFileWriter *writer;
  GArray            *records;  /* MancalaRecord, sorted. */
  guint     recorded_serial; /* mancala_game_get_serial() is unique per process. */
};

G_DEFINE_FINAL_TYPE (MancalaStatistics, mancala_statistics, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static int
compare_records (gconstpointer a,
                 gconstpointer b)
{
  const MancalaRecord *ra = a;
  const MancalaRecord *rb = b;

  if (ra->variant != rb->variant)
    return (int) ra->variant - (int) rb->variant;
  if (ra->seat != rb->seat)
    return (int) ra->seat - (int) rb->seat;
  return ra->opponent - rb->opponent;
}

static MancalaRecord *
find_record (MancalaStatistics *self,
             MancalaVariant     variant,
             MancalaSide        seat,
             gint               opponent,
             gboolean           create)
{
  MancalaRecord key = { variant, seat, opponent, 0, 0, 0 };

  for (guint i = 0; i < self->records->len; i++)
    {
      MancalaRecord *record = &g_array_index (self->records, MancalaRecord, i);

      if (compare_records (record, &key) == 0)
        return record;
    }

  if (!create)
    return NULL;

  g_array_append_val (self->records, key);
  g_array_sort (self->records, compare_records);

  return find_record (self, variant, seat, opponent, FALSE);
}

static const char *
opponent_to_string (gint opponent)
{
  return opponent == MANCALA_OPPONENT_PERSON ? "person" : mancala_level_to_string (opponent);
}

static gboolean
opponent_from_string (const char *name,
                      gint       *opponent)
{
  MancalaLevel level;

  if (g_strcmp0 (name, "person") == 0)
    {
      *opponent = MANCALA_OPPONENT_PERSON;
      return TRUE;
    }

  /* Only the names: "1".."5" are for people typing levels. */
  if (name == NULL || !mancala_level_from_string (name, &level) ||
      g_strcmp0 (mancala_level_to_string (level), name) != 0)
    return FALSE;

  *opponent = level;
  return TRUE;
}

static char *
to_data (MancalaStatistics *self,
         gsize             *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, STATISTICS_VERSION);
  json_builder_set_member_name (builder, "records");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->records->len; i++)
    {
      const MancalaRecord *record = &g_array_index (self->records, MancalaRecord, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, mancala_variant_to_string (record->variant));
      json_builder_set_member_name (builder, "seat");
      json_builder_add_string_value (builder, mancala_side_to_string (record->seat));
      json_builder_set_member_name (builder, "opponent");
      json_builder_add_string_value (builder, opponent_to_string (record->opponent));
      json_builder_set_member_name (builder, "won");
      json_builder_add_int_value (builder, record->won);
      json_builder_set_member_name (builder, "lost");
      json_builder_add_int_value (builder, record->lost);
      json_builder_set_member_name (builder, "drawn");
      json_builder_add_int_value (builder, record->drawn);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, length);
}

static gboolean
read_record (JsonNode      *node,
             MancalaRecord *record)
{
  JsonObject *object;
  const char *seat;
  gint64 won, lost, drawn;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;

  object = json_node_get_object (node);
  seat = _mancala_json_get_string (object, "seat");

  if (!mancala_variant_from_string (_mancala_json_get_string (object, "variant") ?
                                    _mancala_json_get_string (object, "variant") : "",
                                    &record->variant) ||
      !opponent_from_string (_mancala_json_get_string (object, "opponent"), &record->opponent) ||
      !_mancala_json_get_int (object, "won", 0, G_MAXUINT, &won) ||
      !_mancala_json_get_int (object, "lost", 0, G_MAXUINT, &lost) ||
      !_mancala_json_get_int (object, "drawn", 0, G_MAXUINT, &drawn))
    return FALSE;

  if (g_strcmp0 (seat, "south") == 0)
    record->seat = MANCALA_SOUTH;
  else if (g_strcmp0 (seat, "north") == 0)
    record->seat = MANCALA_NORTH;
  else
    return FALSE;

  record->won = (guint) won;
  record->lost = (guint) lost;
  record->drawn = (guint) drawn;

  return TRUE;
}

static gboolean
load_data (MancalaStatistics  *self,
           const char         *data,
           gsize               length,
           GError            **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GArray) records = g_array_new (FALSE, FALSE, sizeof (MancalaRecord));
  JsonArray *array;

  root = _mancala_json_parse_object (data, length, STATISTICS_VERSION, error);
  if (root == NULL)
    return FALSE;

  array = _mancala_json_get_array (json_node_get_object (root), "records");
  if (array == NULL)
    goto corrupt;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      MancalaRecord record;

      if (!read_record (json_array_get_element (array, i), &record))
        goto corrupt;

      /* Two records of one kind would be counted twice: refuse. */
      for (guint j = 0; j < records->len; j++)
        if (compare_records (&g_array_index (records, MancalaRecord, j), &record) == 0)
          goto corrupt;

      g_array_append_val (records, record);
    }

  g_array_sort (records, compare_records);
  g_array_set_size (self->records, 0);
  g_array_append_vals (self->records, records->data, records->len);

  return TRUE;

corrupt:
  g_set_error_literal (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                       "Missing or malformed records");
  return FALSE;
}

static gboolean
save (MancalaStatistics  *self,
      GError            **error)
{
  g_autoptr(GBytes) bytes = NULL;
  char *data;
  gsize length;

  data = to_data (self, &length);
  bytes = g_bytes_new_take (data, length);

  return _mancala_file_writer_write (self->writer, bytes, error);
}

static void
write_done_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!_mancala_file_writer_finish (result, &error))
    g_warning ("Cannot save the statistics: %s", error->message);
}

/* At the end of a game, while the board animates: write in a thread. */
static void
save_soon (MancalaStatistics *self)
{
  g_autoptr(GBytes) bytes = NULL;
  char *data;
  gsize length;

  data = to_data (self, &length);
  bytes = g_bytes_new_take (data, length);
  _mancala_file_writer_queue (self->writer, bytes, write_done_cb, NULL, NULL);
}

static void
game_over_cb (MancalaStatistics *self,
              MancalaOutcome     outcome,
              MancalaGame       *game)
{
  mancala_statistics_record_game (self, game, NULL);
}

static void
mancala_statistics_dispose (GObject *object)
{
  MancalaStatistics *self = (MancalaStatistics *)object;
  g_autoptr(GError) error = NULL;

  if (self->writer != NULL && !_mancala_file_writer_flush (self->writer, &error))
    g_warning ("Cannot save the statistics: %s", error->message);
  g_clear_pointer (&self->writer, _mancala_file_writer_unref);

  G_OBJECT_CLASS (mancala_statistics_parent_class)->dispose (object);
}

static void
mancala_statistics_finalize (GObject *object)
{
  MancalaStatistics *self = (MancalaStatistics *)object;

  g_clear_pointer (&self->records, g_array_unref);
  g_free (self->path);

  G_OBJECT_CLASS (mancala_statistics_parent_class)->finalize (object);
}

static void
mancala_statistics_class_init (MancalaStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mancala_statistics_dispose;
  object_class->finalize = mancala_statistics_finalize;

  /**
   * MancalaStatistics::changed:
   *
   * The records changed.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mancala_statistics_init (MancalaStatistics *self)
{
  self->records = g_array_new (FALSE, FALSE, sizeof (MancalaRecord));
}

MancalaStatistics *
mancala_statistics_new (const char *dir)
{
  MancalaStatistics *self = g_object_new (MANCALA_TYPE_STATISTICS, NULL);
  g_autofree char *default_dir = NULL;

  if (dir == NULL)
    dir = default_dir = _mancala_state_dir ();

  self->path = g_build_filename (dir, "statistics.json", NULL);
  self->writer = _mancala_file_writer_new (self->path);

  return self;
}

const char *
mancala_statistics_get_path (MancalaStatistics *self)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), NULL);

  return self->path;
}

gboolean
mancala_statistics_load (MancalaStatistics  *self,
                         GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *aside = NULL;
  gsize length;

  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (_mancala_file_read (self->path, STATISTICS_MAX_SIZE, &contents, &length, &local_error) &&
      load_data (self, contents, length, &local_error))
    {
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return TRUE;
    }

  if (local_error == NULL)
    return TRUE;   /* No file yet. */

  aside = _mancala_file_set_aside (self->path);
  g_warning ("Statistics %s set aside as %s: %s", self->path,
             aside != NULL ? aside : "(failed)", local_error->message);

  g_array_set_size (self->records, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  g_set_error_literal (error, MANCALA_STATE_FILE_ERROR, local_error->code,
                       _("The statistics were damaged and were set aside"));

  return FALSE;
}

guint
mancala_statistics_get_n_records (MancalaStatistics *self)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), 0);

  return self->records->len;
}

const MancalaRecord *
mancala_statistics_get_record (MancalaStatistics *self,
                               guint              index)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);

  return &g_array_index (self->records, MancalaRecord, index);
}

gboolean
mancala_statistics_record_game (MancalaStatistics  *self,
                                MancalaGame        *game,
                                GError            **error)
{
  const MancalaRules *rules;
  MancalaOutcome outcome;
  gboolean changed = FALSE;

  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (MANCALA_IS_GAME (game), FALSE);

  if (!mancala_game_is_over (game))
    return TRUE;

  /* Undoing the last move and playing it again ends the same game twice:
   * only its first end counts.
   */
  if (self->recorded_serial == mancala_game_get_serial (game))
    return TRUE;

  self->recorded_serial = mancala_game_get_serial (game);

  rules = mancala_game_get_rules (game);
  outcome = mancala_game_get_outcome (game);

  for (MancalaSide seat = MANCALA_SOUTH; seat <= MANCALA_NORTH; seat++)
    {
      MancalaSide other = mancala_side_other (seat);
      MancalaRecord *record;
      MancalaSide side;
      gint opponent;

      if (mancala_game_get_player_kind (game, seat) != MANCALA_PLAYER_HUMAN)
        continue;

      if (mancala_game_get_player_kind (game, other) == MANCALA_PLAYER_HUMAN)
        opponent = MANCALA_OPPONENT_PERSON;
      else
        opponent = mancala_game_get_weakest_level (game, other);

      /* After a pie swap the seat ended the game on the other side. */
      side = mancala_game_get_side_seat (game, seat);

      record = find_record (self, rules->variant, seat, opponent, TRUE);
      if (outcome == MANCALA_OUTCOME_DRAW)
        record->drawn++;
      else if ((outcome == MANCALA_OUTCOME_SOUTH) == (side == MANCALA_SOUTH))
        record->won++;
      else
        record->lost++;

      changed = TRUE;
    }

  if (!changed)
    return TRUE;

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  save_soon (self);

  return TRUE;
}

gboolean
mancala_statistics_flush (MancalaStatistics  *self,
                          GError            **error)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), FALSE);

  return _mancala_file_writer_flush (self->writer, error);
}

void
mancala_statistics_watch (MancalaStatistics *self,
                          MancalaGame       *game)
{
  g_return_if_fail (MANCALA_IS_STATISTICS (self));
  g_return_if_fail (MANCALA_IS_GAME (game));

  g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), self,
                           G_CONNECT_SWAPPED);
}

gboolean
mancala_statistics_reset (MancalaStatistics  *self,
                          GError            **error)
{
  g_return_val_if_fail (MANCALA_IS_STATISTICS (self), FALSE);

  g_array_set_size (self->records, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  return save (self, error);
}
