/* model-test-util.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "model-test-util.h"

#include <glib/gstdio.h>

#include "mancala-computer.h"

static void
timeout_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
}

gboolean
model_wait_until (ModelCondition condition,
                  gpointer       data,
                  guint          timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_once (timeout_ms, timeout_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  return condition (data);
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
model_spin (guint ms)
{
  model_wait_until (never, NULL, ms);
}

static gboolean
no_search_running (gpointer data)
{
  return mancala_computer_get_n_running () == 0;
}

void
model_drain_computer (void)
{
  g_assert_true (model_wait_until (no_search_running, NULL, 30000));

  /* The callbacks of the last searches are queued on the main context. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  model_spin (10);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

MancalaGame *
model_new_game (MancalaVariant    variant,
                MancalaPlayerKind south,
                MancalaPlayerKind north)
{
  MancalaGame *game = mancala_game_new ();
  MancalaRules rules;

  mancala_game_set_thinking_time (game, 0);
  mancala_rules_init_default (&rules, variant);
  g_assert_true (mancala_game_new_game (game, &rules,
                                        south, MANCALA_LEVEL_FOOLISH,
                                        north, MANCALA_LEVEL_FOOLISH));

  return game;
}

char *
model_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("mancala-test-XXXXXX", &error);

  g_assert_no_error (error);

  return dir;
}

void
model_remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle == NULL)
    return;

  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        model_remove_dir (path);
      else
        g_unlink (path);
    }

  g_rmdir (dir);
}
