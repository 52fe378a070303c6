/* test-cli-random.c
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

#define G_LOG_DOMAIN "mancala-test-cli-random"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "mancala-position.h"

/* Throws random argument and move lists at the built mancala-cli (path in
 * $MANCALA_CLI): whatever it gets, it answers with one JSON object and
 * status 0, or one line on stderr and status 2; never a signal, never a
 * hang. Run with --seed to replay a failure; the command line is in the
 * failure message.
 */

/* Generous: under valgrind or the sanitizers one run takes a second. */
#define SPAWN_TIMEOUT_S 60

/* How many lists: $MANCALA_TEST_CLI_ROUNDS scales them down, for
 * build-aux/valgrind, where every spawn runs under valgrind too.
 */
static guint
n_rounds (guint default_rounds)
{
  const char *text = g_getenv ("MANCALA_TEST_CLI_ROUNDS");
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, default_rounds, &value, NULL))
    return default_rounds;

  return (guint) value;
}

typedef struct
{
  GBytes  *out;
  GBytes  *err;
  int      status;    /* Exit status, or -1 for a signal. */
  gboolean timed_out;
  double   seconds;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_bytes_unref);
  g_clear_pointer (&run->err, g_bytes_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

typedef struct
{
  GMainLoop *loop;
  GBytes    *out;
  GBytes    *err;
  GError    *error;
  gboolean   done;
} Wait;

static void
communicate_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Wait *wait = user_data;

  g_subprocess_communicate_finish (G_SUBPROCESS (object), result,
                                   &wait->out, &wait->err, &wait->error);
  wait->done = TRUE;
  g_main_loop_quit (wait->loop);
}

static gboolean
timeout_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

static char *
describe (GPtrArray *args)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < args->len && g_ptr_array_index (args, i) != NULL; i++)
    {
      g_autofree char *quoted = g_shell_quote (g_ptr_array_index (args, i));

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", quoted);
    }

  return g_string_free (text, FALSE);
}

/* @args: the arguments after the program name, NULL-terminated. */
static void
run_cli (Run       *run,
         GPtrArray *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (context, FALSE);
  g_autoptr(GSource) timeout = g_timeout_source_new_seconds (SPAWN_TIMEOUT_S);
  g_autoptr(GError) error = NULL;
  Wait wait = { loop, NULL, NULL, NULL, FALSE };
  gint64 start = g_get_monotonic_time ();

  g_ptr_array_add (argv, (char *) g_getenv ("MANCALA_CLI"));
  for (guint i = 0; i < args->len && g_ptr_array_index (args, i) != NULL; i++)
    g_ptr_array_add (argv, g_ptr_array_index (args, i));
  g_ptr_array_add (argv, NULL);

  g_main_context_push_thread_default (context);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);

  g_subprocess_communicate_async (process, NULL, NULL, communicate_cb, &wait);
  g_source_set_callback (timeout, G_SOURCE_FUNC (timeout_cb), loop, NULL);
  g_source_set_static_name (timeout, "[test-cli-random] spawn timeout");
  g_source_attach (timeout, context);

  g_main_loop_run (loop);
  g_source_destroy (timeout);

  run->timed_out = !wait.done;
  if (run->timed_out)
    {
      g_subprocess_force_exit (process);
      while (!wait.done)
        g_main_context_iteration (context, TRUE);
    }
  g_main_context_pop_thread_default (context);

  g_assert_no_error (wait.error);
  g_subprocess_wait (process, NULL, NULL);

  run->out = wait.out;
  run->err = wait.err;
  run->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

static gboolean
has_arg (GPtrArray  *args,
         const char *arg)
{
  for (guint i = 0; i < args->len && g_ptr_array_index (args, i) != NULL; i++)
    if (strcmp (g_ptr_array_index (args, i), arg) == 0)
      return TRUE;

  return FALSE;
}

/* docs/design.md: status 0 and one JSON object on stdout (the help and
 * version texts aside), or status 2, nothing on stdout, one line on
 * stderr. Returns the object on success.
 */
static JsonObject *
check_contract (GPtrArray *args,
                Run       *run)
{
  g_autofree char *command = describe (args);
  gsize out_len, err_len;
  const char *out = g_bytes_get_data (run->out, &out_len);
  const char *err = g_bytes_get_data (run->err, &err_len);
  g_autofree char *out_text = g_strndup (out, out_len);
  g_autofree char *err_text = g_strndup (err, err_len);

  if (run->timed_out || (run->status != 0 && run->status != 2))
    g_error ("mancala-cli %s: %s (status %d) after %.1f s; stderr: %s", command,
             run->timed_out ? "hung" : "crashed or failed", run->status, run->seconds, err_text);

  if (run->status == 2)
    {
      const char *newline = memchr (err, '\n', err_len);

      if (out_len != 0 || err_len == 0 || newline != err + err_len - 1 ||
          !g_str_has_prefix (err_text, "mancala-cli: ") || strlen (err_text) != err_len)
        g_error ("mancala-cli %s: status 2 but stdout “%s”, stderr “%s”", command, out_text, err_text);
      return NULL;
    }

  if (err_len != 0)
    g_error ("mancala-cli %s: status 0 but stderr “%s”", command, err_text);

  if (has_arg (args, "--help") || has_arg (args, "-h") || has_arg (args, "--version") ||
      has_arg (args, "help"))
    return NULL;

  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(GError) error = NULL;

    if (!json_parser_load_from_data (parser, out_text, (gssize) out_len, &error) ||
        !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
      g_error ("mancala-cli %s: status 0 but stdout is no JSON object: “%s”", command, out_text);

    return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
  }
}

static const char *
pick (const char * const *choices,
      guint               n)
{
  return choices[g_test_rand_int_range (0, (gint32) n)];
}

#define PICK(array) pick (array, G_N_ELEMENTS (array))

static char *
random_junk (void)
{
  static const char * const junk[] = {
    "", "-", "--", "---", "=", "-x", "--=", "--variant=", "-h", "--pretty",
    "ünïcödé", "\xff\xfe", "\t", " 3 ", "swap", "0", "-1", "+3", "3.0", "0x3", "1e9",
    "18446744073709551616", "4294967297", "99999999999999999999", "%s%n%s",
  };

  if (g_test_rand_int_range (0, 8) == 0)
    {
      GString *text = g_string_new (NULL);
      guint n = g_test_rand_int_range (1, 600);

      for (guint i = 0; i < n; i++)
        g_string_append_c (text, (char) g_test_rand_int_range (1, 256));
      return g_string_free (text, FALSE);
    }

  return g_strdup (PICK (junk));
}

/* A move list: mostly house numbers, with typos and absurd values. */
static char *
random_moves (void)
{
  static const char * const odd[] = {
    "swap", "SWAP", "0", "10", "99999", "-1", "", " ", "a", "1.5", "3 3", "\xff",
  };
  GString *text = g_string_new (NULL);
  guint n = g_test_rand_int_range (0, 40);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, g_test_rand_int_range (0, 30) == 0 ? ';' : ',');
      if (g_test_rand_int_range (0, 10) == 0)
        g_string_append (text, PICK (odd));
      else
        g_string_append_printf (text, "%d", g_test_rand_int_range (1, 10));
    }

  return g_string_free (text, FALSE);
}

/* Budgets stay small so the whole test takes seconds; the absurd ones
 * are refused before any search starts.
 */
static void
add_option (GPtrArray *args)
{
  static const char * const variants[] = { "kalah", "oware", "congkak", "Kalah", "chess", "" };
  static const char * const numbers[] = {
    "1", "2", "3", "4", "6", "7", "9", "12", "0", "10", "13", "1000000", "", "x", "-3",
  };
  static const char * const depths[] = { "1", "2", "3", "4", "0", "41", "1000000", "4294967296", "" };
  static const char * const times[] = { "1", "50", "200", "0", "600001", "99999999999", "" };
  static const char * const levels[] = { "foolish", "simple", "1", "2", "0", "6", "wise!", "" };
  static const char * const games[] = { "2", "1", "0", "3", "1001", "1000000", "" };
  static const char * const end_rules[] = { "immediate", "no-move", "never", "" };
  static const char * const slams[] = { "no-capture", "forbidden", "capture", "maybe" };
  static const char * const rounds[] = { "single", "traditional", "double" };
  g_autofree char *value = NULL;
  const char *name;

  switch (g_test_rand_int_range (0, 15))
    {
    case 0: name = "--variant"; value = g_strdup (PICK (variants)); break;
    case 1: name = "--houses"; value = g_strdup (PICK (numbers)); break;
    case 2: name = "--seeds"; value = g_strdup (PICK (numbers)); break;
    case 3: name = "--end-rule"; value = g_strdup (PICK (end_rules)); break;
    case 4: name = "--grand-slam"; value = g_strdup (PICK (slams)); break;
    case 5: name = "--rounds"; value = g_strdup (PICK (rounds)); break;
    case 6:
    case 7: name = "--moves"; value = random_moves (); break;
    case 8: name = "--depth"; value = g_strdup (PICK (depths)); break;
    case 9: name = "--time-ms"; value = g_strdup (PICK (times)); break;
    case 10: name = "--level"; value = g_strdup (PICK (levels)); break;
    case 11: name = "--games"; value = g_strdup (PICK (games)); break;
    case 12: g_ptr_array_add (args, g_strdup ("--empty-capture")); return;
    case 13: g_ptr_array_add (args, g_strdup ("--pie")); return;
    default: g_ptr_array_add (args, random_junk ()); return;
    }

  if (g_test_rand_bit ())
    {
      g_ptr_array_add (args, g_strdup (name));
      g_ptr_array_add (args, g_steal_pointer (&value));
    }
  else
    {
      g_ptr_array_add (args, g_strconcat (name, "=", value, NULL));
    }
}

/* Whether the run could think for long: such lists get a time budget. */
static gboolean
needs_budget (GPtrArray *args)
{
  for (guint i = 0; i < args->len; i++)
    {
      const char *arg = g_ptr_array_index (args, i);

      if (g_str_has_prefix (arg, "--depth") && (strstr (arg, "3") || strstr (arg, "4")))
        return TRUE;
      if (i + 1 < args->len && strcmp (arg, "--depth") == 0)
        {
          const char *next = g_ptr_array_index (args, i + 1);

          if (strcmp (next, "3") == 0 || strcmp (next, "4") == 0)
            return TRUE;
        }
    }

  return FALSE;
}

static void
test_random_arguments (void)
{
  static const char * const subcommands[] = {
    "show", "show", "show", "perft", "perft", "bestmove", "bestmove", "solve", "match", "bench",
    "shwo", "SHOW", "", "help",
  };
  guint n_ok = 0, n_refused = 0;
  guint rounds = n_rounds (300);

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(JsonObject) result = NULL;
      g_auto(Run) run = { 0 };
      const char *subcommand = PICK (subcommands);
      guint n_options = g_test_rand_int_range (0, 6);

      if (g_test_rand_int_range (0, 20) != 0)
        g_ptr_array_add (args, g_strdup (subcommand));

      /* Slow subcommands on a board small enough to finish quickly, or
       * with a time budget; the odd one is refused for extra words.
       */
      if (strcmp (subcommand, "match") == 0)
        {
          g_ptr_array_add (args, g_strdup (g_test_rand_bit () ? "foolish" : "1"));
          g_ptr_array_add (args, g_strdup (g_test_rand_bit () ? "simple" : "foolish"));
          g_ptr_array_add (args, g_strdup ("--games=2"));
        }
      if (strcmp (subcommand, "bench") == 0)
        g_ptr_array_add (args, g_strdup ("--depth=1"));
      if (strcmp (subcommand, "solve") == 0)
        g_ptr_array_add (args, g_strdup ("--time-ms=200"));

      for (guint i = 0; i < n_options; i++)
        add_option (args);

      if (needs_budget (args))
        g_ptr_array_add (args, g_strdup ("--time-ms=300"));
      if (strcmp (subcommand, "match") == 0 || strcmp (subcommand, "solve") == 0)
        {
          g_ptr_array_add (args, g_strdup ("--houses=3"));
          g_ptr_array_add (args, g_strdup ("--seeds=3"));
        }

      g_ptr_array_add (args, NULL);
      run_cli (&run, args);
      result = check_contract (args, &run);
      if (run.status == 0)
        n_ok++;
      else
        n_refused++;
    }

  g_test_message ("%u answers, %u refusals", n_ok, n_refused);
  /* Random lists that never pass test nothing but the error path (a
   * short run may be unlucky).
   */
  if (rounds >= 100)
    {
      g_assert_cmpuint (n_ok, >, rounds / 30);
      g_assert_cmpuint (n_refused, >, rounds / 30);
    }
}

/* Random games played by the engine, then perhaps spoilt: mancala-cli
 * show must take exactly the legal lists and show the engine's board.
 */
static void
test_random_moves (void)
{
  static const char * const variants[] = { "kalah", "oware", "congkak" };
  guint n_legal = 0;
  guint rounds = n_rounds (200);

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(JsonObject) result = NULL;
      g_autoptr(GString) moves = g_string_new (NULL);
      g_auto(Run) run = { 0 };
      MancalaRules rules;
      MancalaPosition pos;
      MancalaHistory *history = g_new (MancalaHistory, 1);
      guint variant = g_test_rand_int_range (0, 3);
      guint n_moves = g_test_rand_int_range (0, 60);
      gboolean legal = TRUE;

      mancala_rules_init_default (&rules, (MancalaVariant) variant);
      rules.houses = g_test_rand_int_range (MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES + 1);
      rules.seeds = g_test_rand_int_range (MANCALA_MIN_SEEDS, MANCALA_MAX_SEEDS + 1);
      if (variant == MANCALA_VARIANT_KALAH)
        rules.pie = g_test_rand_bit ();
      if (variant == MANCALA_VARIANT_CONGKAK)
        rules.rounds = g_test_rand_bit () ? MANCALA_ROUNDS_TRADITIONAL : MANCALA_ROUNDS_SINGLE;

      mancala_position_init (&pos, &rules);
      mancala_history_init (history, &rules, &pos);

      for (guint i = 0; i < n_moves && legal; i++)
        {
          uint8_t legal_moves[MANCALA_MAX_MOVES];
          guint n = mancala_position_legal_moves (&rules, &pos, legal_moves);
          guint move;

          /* One move in twenty is any house number at all. */
          if (n == 0 || g_test_rand_int_range (0, 20) == 0)
            move = g_test_rand_int_range (1, MANCALA_MAX_HOUSES + 3);
          else
            move = legal_moves[g_test_rand_int_range (0, (gint32) n)];

          legal = mancala_position_is_legal (&rules, &pos, move);
          if (legal)
            mancala_play (&rules, &pos, history, move, NULL);

          if (i > 0)
            g_string_append_c (moves, ',');
          if (move == MANCALA_MOVE_SWAP)
            g_string_append (moves, "swap");
          else
            g_string_append_printf (moves, "%u", move);
        }
      g_free (history);

      g_ptr_array_add (args, g_strdup ("show"));
      g_ptr_array_add (args, g_strconcat ("--variant=", variants[variant], NULL));
      g_ptr_array_add (args, g_strdup_printf ("--houses=%u", rules.houses));
      g_ptr_array_add (args, g_strdup_printf ("--seeds=%u", rules.seeds));
      if (rules.pie)
        g_ptr_array_add (args, g_strdup ("--pie"));
      if (rules.rounds == MANCALA_ROUNDS_TRADITIONAL)
        g_ptr_array_add (args, g_strdup ("--rounds=traditional"));
      g_ptr_array_add (args, g_strconcat ("--moves=", moves->str, NULL));
      g_ptr_array_add (args, NULL);

      run_cli (&run, args);
      result = check_contract (args, &run);

      if (legal != (run.status == 0))
        {
          g_autofree char *command = describe (args);

          g_error ("mancala-cli %s: status %d, but the engine says the moves are %s",
                   command, run.status, legal ? "legal" : "illegal");
        }

      if (legal)
        {
          JsonObject *south = json_object_get_object_member (result, "south");
          JsonObject *north = json_object_get_object_member (result, "north");

          n_legal++;
          g_assert_nonnull (south);
          g_assert_nonnull (north);
          g_assert_cmpint (json_object_get_int_member (south, "store"), ==,
                           mancala_position_store (&rules, &pos, MANCALA_SOUTH));
          g_assert_cmpint (json_object_get_int_member (north, "store"), ==,
                           mancala_position_store (&rules, &pos, MANCALA_NORTH));
          g_assert_cmpint (json_object_get_boolean_member (result, "over"), ==,
                           mancala_position_is_over (&pos));
        }
    }

  if (rounds >= 100)
    g_assert_cmpuint (n_legal, >, rounds / 10);
}

/* Absurd budgets are refused at once; large legal ones obey their time
 * cap.
 */
static void
test_absurd_budgets (void)
{
  static const char * const refused[][6] = {
    { "bestmove", "--depth", "1000000", NULL },
    { "bestmove", "--depth=4294967296", NULL },
    { "perft", "--depth", "1000000", NULL },
    { "perft", "--depth", "99999999999999999999", NULL },
    { "bestmove", "--time-ms", "99999999999", NULL },
    { "bestmove", "--level", "1000000", NULL },
    { "match", "foolish", "wise", "--games", "1000000", NULL },
    { "show", "--houses", "1000000", NULL },
    { "show", "--seeds", "4294967297", NULL },
  };
  static const char * const capped[][10] = {
    { "perft", "--variant", "congkak", "--houses", "9", "--seeds", "12", "--depth", "40", "--time-ms=200" },
    { "bestmove", "--variant", "congkak", "--houses", "9", "--seeds", "12", "--depth", "40", "--time-ms=200" },
    { "bestmove", "--variant", "oware", "--time-ms", "200", NULL },
    /* Larger boards make the solver set up a 2 GiB table before it
     * looks at its budget (seconds, not 200 ms): reported, not tested.
     */
    { "solve", "--variant", "kalah", "--houses", "5", "--seeds", "4", "--time-ms=200", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_auto(Run) run = { 0 };

      for (guint j = 0; refused[i][j] != NULL; j++)
        g_ptr_array_add (args, (char *) refused[i][j]);
      g_ptr_array_add (args, NULL);

      run_cli (&run, args);
      check_contract (args, &run);
      g_assert_cmpint (run.status, ==, 2);
    }

  for (guint i = 0; i < G_N_ELEMENTS (capped); i++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autoptr(JsonObject) result = NULL;
      g_auto(Run) run = { 0 };

      for (guint j = 0; j < G_N_ELEMENTS (capped[i]) && capped[i][j] != NULL; j++)
        g_ptr_array_add (args, (char *) capped[i][j]);
      g_ptr_array_add (args, NULL);

      run_cli (&run, args);
      result = check_contract (args, &run);
      g_test_message ("%s: status %d in %.2f s", capped[i][0], run.status, run.seconds);
      /* 200 ms asked; start-up, the sanitizers and a slow machine get
       * the rest.
       */
      g_assert_cmpfloat (run.seconds, <, 10.0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("MANCALA_CLI") == NULL)
    {
      g_printerr ("MANCALA_CLI must name the mancala-cli binary to test\n");
      return 1;
    }

  g_test_add_func ("/mancala/cli-random/arguments", test_random_arguments);
  g_test_add_func ("/mancala/cli-random/moves", test_random_moves);
  g_test_add_func ("/mancala/cli-random/absurd-budgets", test_absurd_budgets);

  return g_test_run ();
}
