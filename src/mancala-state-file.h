/* mancala-state-file.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The careful file handling shared by the saved game and the statistics:
 * size limit, atomic writes, broken files set aside, strict JSON reading.
 */

/* The errors of the files themselves; the saved game turns them into its
 * own MANCALA_SAVED_GAME_ERROR, the statistics report them as they are.
 */
#define MANCALA_STATE_FILE_ERROR (mancala_state_file_error_quark ())

typedef enum
{
  MANCALA_STATE_FILE_ERROR_CORRUPT,    /* Unreadable, not JSON, or wrong fields. */
  MANCALA_STATE_FILE_ERROR_VERSION,    /* Written by a newer version. */
  MANCALA_STATE_FILE_ERROR_TOO_LARGE,  /* Over the file's size limit. */
  MANCALA_STATE_FILE_ERROR_WRITE,      /* Could not be written. */
} MancalaStateFileError;

GQuark      mancala_state_file_error_quark (void);

/* The default directory: g_get_user_state_dir()/mancala. */
char       *_mancala_state_dir          (void) G_GNUC_WARN_UNUSED_RESULT;

/* Reads @path into @contents. Returns FALSE without an error when the
 * file does not exist; fails with MANCALA_STATE_FILE_ERROR_TOO_LARGE when
 * it is over @max_size, and with _CORRUPT when it cannot be read.
 */
gboolean    _mancala_file_read          (const char  *path,
                                         gsize        max_size,
                                         char       **contents,
                                         gsize       *length,
                                         GError     **error);

/* Renames @path to `<path>.broken-<date>` (never over an existing file);
 * returns the new path, or NULL (with a warning) when it cannot.
 */
char       *_mancala_file_set_aside     (const char  *path) G_GNUC_WARN_UNUSED_RESULT;

/* Writes atomically, creating the directory. */
gboolean    _mancala_file_write         (const char  *path,
                                         const char  *contents,
                                         gsize        length,
                                         GError     **error);

/* Writes a file in a thread, atomically, newest contents first: a write
 * asked for while one runs replaces any other waiting one. fsync takes
 * 10-25 ms, too long for the main loop while the board animates.
 */
typedef struct _MancalaFileWriter MancalaFileWriter;

MancalaFileWriter *_mancala_file_writer_new    (const char          *path);
MancalaFileWriter *_mancala_file_writer_ref    (MancalaFileWriter   *self);
void               _mancala_file_writer_unref  (MancalaFileWriter   *self);

/* Queues @bytes. When this starts a writing thread, @callback runs on the
 * main context once every queued write is done; pass its result to
 * _mancala_file_writer_finish() for the last error. Otherwise the thread
 * under way writes @bytes, and @user_data is dropped with @notify.
 */
void               _mancala_file_writer_queue  (MancalaFileWriter   *self,
                                                GBytes              *bytes,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data,
                                                GDestroyNotify       notify);
gboolean           _mancala_file_writer_finish (GAsyncResult        *result,
                                                GError             **error);

/* Waits for the write under way, then writes what is queued, at once. */
gboolean           _mancala_file_writer_flush  (MancalaFileWriter   *self,
                                                GError             **error);

/* Writes @bytes at once, and drops what is queued (it is older). */
gboolean           _mancala_file_writer_write  (MancalaFileWriter   *self,
                                                GBytes              *bytes,
                                                GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MancalaFileWriter, _mancala_file_writer_unref)

/* Deeper nesting of arrays and objects is refused before parsing. */
#define MANCALA_JSON_MAX_DEPTH 32

/* Parses a JSON object with an integer "version" member between 1 and
 * @max_version (a newer one fails with MANCALA_STATE_FILE_ERROR_VERSION,
 * anything else with _CORRUPT). Returns a new reference to the root node.
 */
JsonNode   *_mancala_json_parse_object  (const char  *data,
                                         gsize        length,
                                         gint64       max_version,
                                         GError     **error) G_GNUC_WARN_UNUSED_RESULT;

/* Typed members; FALSE when missing or of another type. */
gboolean    _mancala_json_get_int       (JsonObject  *object,
                                         const char  *name,
                                         gint64       min,
                                         gint64       max,
                                         gint64      *value);
gboolean    _mancala_json_get_bool      (JsonObject  *object,
                                         const char  *name,
                                         gboolean    *value);
const char *_mancala_json_get_string    (JsonObject  *object,
                                         const char  *name);
JsonObject *_mancala_json_get_object    (JsonObject  *object,
                                         const char  *name);
JsonArray  *_mancala_json_get_array     (JsonObject  *object,
                                         const char  *name);

/* The value of the GEnum @type whose nick is @nick. */
gboolean    _mancala_enum_from_nick     (GType        type,
                                         const char  *nick,
                                         int         *value);
const char *_mancala_enum_to_nick       (GType        type,
                                         int          value);

G_END_DECLS
