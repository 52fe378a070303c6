/* test-window-record.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Save, Open, Copy Game and Paste Game (mancala-window-record.c): the
 * game goes out as a record in the notation and comes back the same.
 */

#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mancala-game-record.h"
#include "mancala-window-private.h"

#include "window-test-util.h"

static MancalaWindow *
create_two_person_window (void)
{
  reset_settings ();
  g_settings_set_string (settings, "north-player", "human");
  return create_window ();
}

static void
play_opening (MancalaWindow *window)
{
  play_house (window, 3);
  play_house (window, 6);
  play_house (window, 2);
}

static gboolean
same_moves (MancalaGame       *game,
            MancalaGameRecord *record)
{
  const GArray *moves = mancala_game_get_move_list (game);

  if (moves->len != record->moves->len)
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, MancalaMove, i).house != g_array_index (record->moves, guint8, i))
      return FALSE;
  return mancala_rules_equal (mancala_game_get_rules (game), &record->rules);
}

static gboolean
has_question (MancalaWindow *window)
{
  return find_message_dialog () != NULL;
}

static gboolean
file_exists (const char *path)
{
  for (guint i = 0; i < 100 && !g_file_test (path, G_FILE_TEST_EXISTS); i++)
    spin (20);
  spin (50);
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
test_record_save_and_open (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  g_autofree char *dir = g_dir_make_tmp ("mancala-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.mancala", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(MancalaGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  play_opening (window);
  _mancala_window_save_to_file (window, file);
  g_assert_true (file_exists (path));

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "[Mancala \"1\"]\n[Variant \"kalah\"]\n"));
  record = mancala_game_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (same_moves (game, record));

  /* Opening it over a new game in progress asks first. */
  new_game (window);
  play_house (window, 1);
  mancala_window_open_file (window, file);
  g_assert_true (wait_until (has_question, window, 5));
  respond (find_message_dialog (), "_New Game");
  g_assert_true (same_moves (game, record));
  g_assert_true (mancala_game_can_undo (game));

  /* A broken file leaves the game alone. */
  g_file_set_contents (path, "[Mancala \"1\"]\n[Variant \"kalah\"]\n1. S 7\n", -1, &error);
  g_assert_no_error (error);
  mancala_window_open_file (window, file);
  spin (300);
  g_assert_null (find_message_dialog ());
  g_assert_true (same_moves (game, record));

  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A pipe that never ends, as /dev/zero would be: it writes 8 MiB (the
 * reader should stop long before) and keeps its end open until told.
 */
typedef struct
{
  const char *path;
  gint        done;
} EndlessPipe;

static gpointer
endless_pipe_thread (gpointer user_data)
{
  EndlessPipe *pipe = user_data;
  char chunk[4096];
  int fd = g_open (pipe->path, O_WRONLY, 0);

  g_assert_cmpint (fd, >=, 0);
  memset (chunk, 'a', sizeof chunk);
  for (guint i = 0; i < 8 * 256; i++)
    if (write (fd, chunk, sizeof chunk) < 0)
      break;                            /* EPIPE: the reader has stopped. */
  while (!g_atomic_int_get (&pipe->done))
    g_usleep (10 * 1000);
  close (fd);

  return NULL;
}

static gboolean
has_too_large_toast (MancalaWindow *window)
{
  return find_label_containing (GTK_WIDGET (window), "a game record is at most 1024 KiB");
}

static void
test_record_open_endless (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  g_autofree char *dir = g_dir_make_tmp ("mancala-test-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "endless.mancala", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (fifo);
  EndlessPipe pipe = { fifo, 0 };
  GThread *writer;

  /* An endless input is refused after one byte more than a record may
   * have; reading it all would never end.
   */
  play_opening (window);
  signal (SIGPIPE, SIG_IGN);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  writer = g_thread_new ("endless-pipe", endless_pipe_thread, &pipe);
  mancala_window_open_file (window, file);
  g_assert_true (wait_until (has_too_large_toast, window, 10));
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 3);
  g_atomic_int_set (&pipe.done, 1);
  g_thread_join (writer);

  g_unlink (fifo);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_record_open_huge (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  g_autofree char *dir = g_dir_make_tmp ("mancala-test-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.mancala", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (big);
  int fd;

  /* A huge (sparse) file is refused with its own size, unread. */
  play_opening (window);
  fd = g_open (big, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 300 * 1000 * 1000), ==, 0);
  close (fd);
  mancala_window_open_file (window, file);
  g_assert_true (wait_until (has_too_large_toast, window, 10));
  g_assert_true (find_label_containing (GTK_WIDGET (window), "this one is 300.0\u00a0MB"));
  g_assert_cmpuint (mancala_game_get_move_list (game)->len, ==, 3);

  g_unlink (big);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
}

static void
test_record_copy_and_paste (void)
{
  MancalaWindow *window = create_two_person_window ();
  MancalaGame *game = mancala_window_get_game (window);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr(MancalaGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  play_opening (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-game", NULL);
  gdk_clipboard_read_text_async (clipboard, NULL, clipboard_read_cb, &text);
  for (guint i = 0; i < 100 && text == NULL; i++)
    spin (10);
  g_assert_nonnull (text);
  record = mancala_game_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (same_moves (game, record));

  /* A finished or empty game is replaced without a question. */
  new_game (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-game", NULL);
  for (guint i = 0; i < 100 && !same_moves (game, record); i++)
    spin (10);
  g_assert_true (same_moves (game, record));

  /* Text that is not a game changes nothing. */
  gdk_clipboard_set_text (clipboard, "Hello, 1. S 3");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-game", NULL);
  spin (200);
  g_assert_null (find_message_dialog ());
  g_assert_true (same_moves (game, record));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/mancala/window/record/save-and-open", test_record_save_and_open);
  g_test_add_func ("/mancala/window/record/copy-and-paste", test_record_copy_and_paste);
  g_test_add_func ("/mancala/window/record/open-endless", test_record_open_endless);
  g_test_add_func ("/mancala/window/record/open-huge", test_record_open_huge);

  return window_test_run ();
}
