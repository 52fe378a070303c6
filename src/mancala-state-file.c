/* mancala-state-file.c
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

#define G_LOG_DOMAIN "mancala-state-file"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "mancala-state-file.h"

G_DEFINE_QUARK (mancala-state-file-error-quark, mancala_state_file_error)

char *
_mancala_state_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "mancala", NULL);
}

gboolean
_mancala_file_read (const char  *path,
                    gsize        max_size,
                    char       **contents,
                    gsize       *length,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  GStatBuf buf;

  g_assert (path != NULL && contents != NULL && length != NULL);

  *contents = NULL;
  *length = 0;

  if (g_stat (path, &buf) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        return FALSE;

      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                   "Cannot read %s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  /* Checked before reading, so a huge file costs no memory. */
  if (!S_ISREG (buf.st_mode) || (guint64) buf.st_size > max_size)
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_TOO_LARGE,
                   "%s is not a regular file of at most %" G_GSIZE_FORMAT " bytes",
                   path, max_size);
      return FALSE;
    }

  if (!g_file_get_contents (path, contents, length, &local_error))
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                   "Cannot read %s: %s", path, local_error->message);
      return FALSE;
    }

  /* It may have grown between the two calls. */
  if (*length > max_size)
    {
      g_clear_pointer (contents, g_free);
      *length = 0;
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_TOO_LARGE,
                   "%s is larger than %" G_GSIZE_FORMAT " bytes", path, max_size);
      return FALSE;
    }

  return TRUE;
}

char *
_mancala_file_set_aside (const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d-%H%M%S");

  g_assert (path != NULL);

  /* Keep every broken file: people may want to send it to us. */
  for (guint i = 0; i < 100; i++)
    {
      g_autofree char *target = NULL;

      if (i == 0)
        target = g_strdup_printf ("%s.broken-%s", path, date);
      else
        target = g_strdup_printf ("%s.broken-%s-%u", path, date, i);

      if (g_file_test (target, G_FILE_TEST_EXISTS))
        continue;

      if (g_rename (path, target) != 0)
        {
          int saved_errno = errno;

          g_warning ("Cannot set %s aside: %s", path, g_strerror (saved_errno));
          return NULL;
        }

      return g_steal_pointer (&target);
    }

  g_warning ("Cannot set %s aside: too many broken files", path);
  return NULL;
}

gboolean
_mancala_file_write (const char  *path,
                     const char  *contents,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) local_error = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_WRITE,
                   "Cannot create %s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* Write to a temporary file and rename it over: a crash leaves the old
   * file or the new one, never half of each.
   */
  if (!g_file_set_contents_full (path, contents, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local_error))
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_WRITE,
                   "Cannot write %s: %s", path, local_error->message);
      return FALSE;
    }

  return TRUE;
}

struct _MancalaFileWriter
{
  gatomicrefcount ref;
  char           *path;
  GMutex          lock;          /* Guards @pending and @writing. */
  GMutex          write_lock;    /* Orders the writes of the thread and of flush. */
  GBytes         *pending;
  gboolean        writing;
};

MancalaFileWriter *
_mancala_file_writer_new (const char *path)
{
  MancalaFileWriter *self = g_new0 (MancalaFileWriter, 1);

  g_atomic_ref_count_init (&self->ref);
  self->path = g_strdup (path);
  g_mutex_init (&self->lock);
  g_mutex_init (&self->write_lock);

  return self;
}

MancalaFileWriter *
_mancala_file_writer_ref (MancalaFileWriter *self)
{
  g_atomic_ref_count_inc (&self->ref);

  return self;
}

void
_mancala_file_writer_unref (MancalaFileWriter *self)
{
  if (!g_atomic_ref_count_dec (&self->ref))
    return;

  g_clear_pointer (&self->pending, g_bytes_unref);
  g_mutex_clear (&self->lock);
  g_mutex_clear (&self->write_lock);
  g_free (self->path);
  g_free (self);
}

/* Writes the newest queued contents, if any. */
static gboolean
write_pending (MancalaFileWriter  *self,
               GError            **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gboolean ok = TRUE;

  g_mutex_lock (&self->write_lock);

  g_mutex_lock (&self->lock);
  bytes = g_steal_pointer (&self->pending);
  g_mutex_unlock (&self->lock);

  if (bytes != NULL)
    ok = _mancala_file_write (self->path, g_bytes_get_data (bytes, NULL),
                              g_bytes_get_size (bytes), error);

  g_mutex_unlock (&self->write_lock);

  return ok;
}

static void
writer_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  MancalaFileWriter *self = task_data;
  GError *last_error = NULL;

  for (;;)
    {
      GError *error = NULL;

      g_mutex_lock (&self->lock);
      if (self->pending == NULL)
        {
          /* Decided under the lock, so that a new request either finds
           * this thread still running or starts another one.
           */
          self->writing = FALSE;
          g_mutex_unlock (&self->lock);
          break;
        }
      g_mutex_unlock (&self->lock);

      if (!write_pending (self, &error))
        {
          g_clear_error (&last_error);
          last_error = error;
        }
    }

  if (last_error != NULL)
    g_task_return_error (task, last_error);
  else
    g_task_return_boolean (task, TRUE);
}

void
_mancala_file_writer_queue (MancalaFileWriter   *self,
                            GBytes              *bytes,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data,
                            GDestroyNotify       notify)
{
  g_autoptr(GTask) task = NULL;
  gboolean start;

  g_mutex_lock (&self->lock);
  g_clear_pointer (&self->pending, g_bytes_unref);
  self->pending = g_bytes_ref (bytes);
  start = !self->writing;
  self->writing = TRUE;
  g_mutex_unlock (&self->lock);

  if (!start)
    {
      if (notify != NULL)
        notify (user_data);
      return;
    }

  /* The thread owns a reference: the writer outlives whoever queued. */
  task = g_task_new (NULL, NULL, callback, user_data);
  g_task_set_source_tag (task, _mancala_file_writer_queue);
  g_task_set_name (task, "[mancala] write file");
  g_task_set_task_data (task, _mancala_file_writer_ref (self),
                        (GDestroyNotify) _mancala_file_writer_unref);
  g_task_run_in_thread (task, writer_thread);
}

gboolean
_mancala_file_writer_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
_mancala_file_writer_flush (MancalaFileWriter  *self,
                            GError            **error)
{
  return write_pending (self, error);
}

gboolean
_mancala_file_writer_write (MancalaFileWriter  *self,
                            GBytes             *bytes,
                            GError            **error)
{
  gboolean ok;

  g_mutex_lock (&self->write_lock);
  g_mutex_lock (&self->lock);
  g_clear_pointer (&self->pending, g_bytes_unref);
  g_mutex_unlock (&self->lock);
  ok = _mancala_file_write (self->path, g_bytes_get_data (bytes, NULL),
                            g_bytes_get_size (bytes), error);
  g_mutex_unlock (&self->write_lock);

  return ok;
}

/* Whether brackets and braces outside strings nest deeper than
 * MANCALA_JSON_MAX_DEPTH. json-glib's parser recurses once per level and
 * has no limit of its own: 100,000 "[" (100 KB, well under any size cap)
 * overflow the stack. Our files nest 3 deep; a linear scan before parsing
 * refuses the rest.
 */
static gboolean
nests_too_deep (const char *data,
                gsize       length)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;                        /* Skip the escaped character. */
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;
        case '[':
        case '{':
          if (++depth > MANCALA_JSON_MAX_DEPTH)
            return TRUE;
          break;
        case ']':
        case '}':
          /* Unbalanced text is the parser's to refuse. */
          if (depth > 0)
            depth--;
          break;
        default:
          break;
        }
    }

  return FALSE;
}

JsonNode *
_mancala_json_parse_object (const char  *data,
                            gsize        length,
                            gint64       max_version,
                            GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  gint64 version;

  if (length > G_MAXSSIZE || !g_utf8_validate (data, length, NULL))
    {
      g_set_error_literal (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                           "Not UTF-8 text");
      return NULL;
    }

  if (nests_too_deep (data, length))
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                   "Nested more than %d deep", MANCALA_JSON_MAX_DEPTH);
      return NULL;
    }

  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                   "Not JSON: %s", local_error->message);
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error_literal (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                           "Not a JSON object");
      return NULL;
    }

  object = json_node_get_object (json_parser_get_root (parser));

  if (!_mancala_json_get_int (object, "version", 1, G_MAXINT64, &version))
    {
      g_set_error_literal (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_CORRUPT,
                           "No format version");
      return NULL;
    }

  if (version > max_version)
    {
      g_set_error (error, MANCALA_STATE_FILE_ERROR, MANCALA_STATE_FILE_ERROR_VERSION,
                   "Format version %" G_GINT64_FORMAT " is newer than %" G_GINT64_FORMAT,
                   version, max_version);
      return NULL;
    }

  return json_parser_steal_root (parser);
}

gboolean
_mancala_json_get_int (JsonObject  *object,
                       const char  *name,
                       gint64       min,
                       gint64       max,
                       gint64      *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);

  return *value >= min && *value <= max;
}

gboolean
_mancala_json_get_bool (JsonObject  *object,
                        const char  *name,
                        gboolean    *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;

  *value = json_node_get_boolean (node);

  return TRUE;
}

const char *
_mancala_json_get_string (JsonObject *object,
                          const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

JsonObject *
_mancala_json_get_object (JsonObject *object,
                          const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;

  return json_node_get_object (node);
}

JsonArray *
_mancala_json_get_array (JsonObject *object,
                         const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;

  return json_node_get_array (node);
}

gboolean
_mancala_enum_from_nick (GType       type,
                         const char *nick,
                         int        *value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value;

  if (nick == NULL)
    return FALSE;

  enum_value = g_enum_get_value_by_nick (klass, nick);
  if (enum_value == NULL)
    return FALSE;

  *value = enum_value->value;

  return TRUE;
}

const char *
_mancala_enum_to_nick (GType type,
                       int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  /* Nicks are static strings of the type, alive after the unref. */
  return enum_value != NULL ? enum_value->value_nick : NULL;
}
