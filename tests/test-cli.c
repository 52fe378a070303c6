/* test-cli.c
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

#define G_LOG_DOMAIN "mancala-test-cli"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

/* Runs the built mancala-cli (path in $MANCALA_CLI) as a user would and
 * checks its JSON against positions worked out by hand from docs/rules.md.
 */

typedef struct
{
  char *out;
  char *err;
  int   status;   /* The exit status, or -1 when it did not exit. */
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli_argv (Run         *run,
              const char **args)
{
  const char *cli = g_getenv ("MANCALA_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);

  if (g_spawn_check_wait_status (wait_status, &error))
    run->status = 0;
  else if (error->domain == G_SPAWN_EXIT_ERROR)
    run->status = error->code;
  else
    run->status = -1;
}

#define run_cli(run, ...) run_cli_argv (run, (const char *[]) { __VA_ARGS__, NULL })

/* Success: status 0, nothing on stderr, one JSON object on stdout. */
static JsonObject *
parse_success (Run *run)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (run->status != 0 || run->err[0] != '\0')
    g_test_message ("stderr: %s", run->err);
  g_assert_cmpint (run->status, ==, 0);
  g_assert_cmpstr (run->err, ==, "");

  json_parser_load_from_data (parser, run->out, -1, &error);
  g_assert_no_error (error);
  root = json_parser_get_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));

  return json_object_ref (json_node_get_object (root));
}

static JsonObject *
run_json_argv (const char **args)
{
  g_auto(Run) run = { 0 };

  run_cli_argv (&run, args);
  return parse_success (&run);
}

#define run_json(...) run_json_argv ((const char *[]) { __VA_ARGS__, NULL })

/* Failure: status 2, nothing on stdout, exactly one line on stderr. */
static void
assert_bad_argv (const char **args)
{
  g_auto(Run) run = { 0 };
  const char *newline;

  run_cli_argv (&run, args);

  g_test_message ("%s %s: %s", args[0], args[1] != NULL ? args[1] : "", run.err);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "mancala-cli: "));
  newline = strchr (run.err, '\n');
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline, ==, "\n");
  /* One clear line: more than the prefix, less than a screenful. */
  g_assert_cmpuint (strlen (run.err), >, strlen ("mancala-cli: ") + 10);
  g_assert_cmpuint (strlen (run.err), <, 300);
}

#define assert_bad(...) assert_bad_argv ((const char *[]) { __VA_ARGS__, NULL })

static void
assert_int_array (JsonArray    *array,
                  const gint64 *expected,
                  guint         n_expected)
{
  g_assert_nonnull (array);
  g_assert_cmpuint (json_array_get_length (array), ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    g_assert_cmpint (json_array_get_int_element (array, i), ==, expected[i]);
}

#define assert_ints(array, ...) \
  G_STMT_START { \
    const gint64 _expected[] = { __VA_ARGS__ }; \
    assert_int_array ((array), _expected, G_N_ELEMENTS (_expected)); \
  } G_STMT_END

static void
assert_side (JsonObject   *object,
             const char   *side,
             const gint64 *houses,
             guint         n_houses,
             gint64        store)
{
  JsonObject *row = json_object_get_object_member (object, side);

  g_assert_nonnull (row);
  assert_int_array (json_object_get_array_member (row, "houses"), houses, n_houses);
  g_assert_cmpint (json_object_get_int_member (row, "store"), ==, store);
}

#define assert_row(object, side, store, ...) \
  G_STMT_START { \
    const gint64 _houses[] = { __VA_ARGS__ }; \
    assert_side ((object), (side), _houses, G_N_ELEMENTS (_houses), (store)); \
  } G_STMT_END

static void
assert_score (JsonObject *object,
              gint64      south,
              gint64      north)
{
  JsonObject *score = json_object_get_object_member (object, "score");

  g_assert_cmpint (json_object_get_int_member (score, "south"), ==, south);
  g_assert_cmpint (json_object_get_int_member (score, "north"), ==, north);
}

static void
test_show_kalah_start (void)
{
  g_autoptr(JsonObject) show = run_json ("show");
  JsonObject *options = json_object_get_object_member (show, "options");

  g_assert_cmpstr (json_object_get_string_member (show, "variant"), ==, "kalah");
  g_assert_cmpint (json_object_get_int_member (show, "houses"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (show, "seeds"), ==, 4);
  assert_row (show, "south", 0, 4, 4, 4, 4, 4, 4);
  assert_row (show, "north", 0, 4, 4, 4, 4, 4, 4);
  g_assert_cmpstr (json_object_get_string_member (show, "to_move"), ==, "south");
  assert_ints (json_object_get_array_member (show, "legal"), 1, 2, 3, 4, 5, 6);
  g_assert_false (json_object_get_boolean_member (show, "over"));
  g_assert_true (json_object_get_null_member (show, "winner"));
  assert_score (show, 0, 0);
  g_assert_false (json_object_get_boolean_member (show, "swapped"));

  g_assert_false (json_object_get_boolean_member (options, "empty_capture"));
  g_assert_cmpstr (json_object_get_string_member (options, "end_rule"), ==, "immediate");
  g_assert_false (json_object_get_boolean_member (options, "pie"));
  g_assert_false (json_object_has_member (options, "grand_slam"));
  g_assert_false (json_object_has_member (show, "round"));
}

/* South lifts the 4 seeds of house 3: houses 4, 5, 6 and the store get
 * one each; the last is in the store, so South moves again. Then house 1
 * sows 2, 3, 4, 5 and the turn passes.
 */
static void
test_show_kalah_moves (void)
{
  g_autoptr(JsonObject) one = run_json ("show", "--variant", "kalah", "--moves", "3");
  g_autoptr(JsonObject) two = run_json ("show", "--moves", "3,1");

  assert_row (one, "south", 1, 4, 4, 0, 5, 5, 5);
  assert_row (one, "north", 0, 4, 4, 4, 4, 4, 4);
  g_assert_cmpstr (json_object_get_string_member (one, "to_move"), ==, "south");
  assert_ints (json_object_get_array_member (one, "legal"), 1, 2, 4, 5, 6);
  assert_score (one, 1, 0);

  assert_row (two, "south", 1, 0, 5, 1, 6, 6, 5);
  assert_row (two, "north", 0, 4, 4, 4, 4, 4, 4);
  g_assert_cmpstr (json_object_get_string_member (two, "to_move"), ==, "north");
  assert_ints (json_object_get_array_member (two, "moves"), 3, 1);
}

/* 3 houses of 1 seed. South 3 reaches the store (extra turn); South 2
 * ends in the emptied house 3, facing North's house 1: 1 + 1 seeds are
 * captured. North does the same in mirror: 3 (store), then 2 captures
 * South's house 1. Both rows are empty: 3 to 3, a draw.
 */
static void
test_show_kalah_captures_and_end (void)
{
  g_autoptr(JsonObject) mid = run_json ("show", "--houses", "3", "--seeds", "1",
                                        "--moves", "3,2");
  g_autoptr(JsonObject) end = run_json ("show", "--houses", "3", "--seeds", "1",
                                        "--moves", "3,2,3,2");

  assert_row (mid, "south", 3, 1, 0, 0);
  assert_row (mid, "north", 0, 0, 1, 1);
  g_assert_cmpstr (json_object_get_string_member (mid, "to_move"), ==, "north");
  assert_ints (json_object_get_array_member (mid, "legal"), 2, 3);
  g_assert_false (json_object_get_boolean_member (mid, "over"));

  assert_row (end, "south", 3, 0, 0, 0);
  assert_row (end, "north", 3, 0, 0, 0);
  g_assert_true (json_object_get_boolean_member (end, "over"));
  g_assert_cmpstr (json_object_get_string_member (end, "winner"), ==, "draw");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (end, "legal")), ==, 0);
  assert_score (end, 3, 3);
}

/* With the pie rule North may answer South's first move with "swap":
 * the board stays, the players exchange sides.
 */
static void
test_show_kalah_pie (void)
{
  g_autoptr(JsonObject) before = run_json ("show", "--pie", "--moves", "1");
  g_autoptr(JsonObject) after = run_json ("show", "--pie", "--moves", "1,swap");
  JsonArray *legal = json_object_get_array_member (before, "legal");

  g_assert_cmpstr (json_object_get_string_member (before, "to_move"), ==, "north");
  g_assert_cmpuint (json_array_get_length (legal), ==, 7);
  g_assert_cmpstr (json_array_get_string_element (legal, 0), ==, "swap");
  g_assert_cmpint (json_array_get_int_element (legal, 1), ==, 1);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (before, "options"),
                                                 "pie"));
  g_assert_false (json_object_get_boolean_member (before, "swapped"));

  g_assert_true (json_object_get_boolean_member (after, "swapped"));
  g_assert_cmpstr (json_object_get_string_member (after, "to_move"), ==, "north");
  assert_row (after, "south", 0, 0, 5, 5, 5, 5, 4);
  assert_row (after, "north", 0, 4, 4, 4, 4, 4, 4);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (after, "moves"), 1),
                   ==, "swap");
}

/* Kalah 3 × 1. South 1 → S [0,2,1]; North 3 reaches the store (extra
 * turn); North 2 ends in its emptied house 3, facing South 1, which is
 * empty: nothing is captured, unless --empty-capture takes the last seed.
 */
static void
test_show_kalah_options (void)
{
  g_autoptr(JsonObject) plain = run_json ("show", "--houses", "3", "--seeds", "1",
                                          "--moves", "1,3,2");
  g_autoptr(JsonObject) empty = run_json ("show", "--houses", "3", "--seeds", "1",
                                          "--empty-capture", "--moves", "1,3,2");
  g_autoptr(JsonObject) immediate = NULL;
  g_autoptr(JsonObject) no_move = NULL;

  assert_row (plain, "north", 1, 1, 0, 1);
  assert_row (empty, "north", 2, 1, 0, 0);
  assert_row (empty, "south", 0, 0, 2, 1);
  g_assert_cmpstr (json_object_get_string_member (empty, "to_move"), ==, "south");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (empty, "options"),
                                                 "empty_capture"));

  /* South 1, North 1, South 2 (store: again), South 3: South's row is
   * empty with North to move. Immediate: North banks its 4 and wins 4-2.
   * No-move: North still has seeds, so the game goes on.
   */
  immediate = run_json ("show", "--houses", "3", "--seeds", "1", "--moves", "1,1,2,3");
  no_move = run_json ("show", "--houses", "3", "--seeds", "1", "--end-rule", "no-move",
                      "--moves", "1,1,2,3");

  g_assert_true (json_object_get_boolean_member (immediate, "over"));
  g_assert_cmpstr (json_object_get_string_member (immediate, "winner"), ==, "north");
  assert_score (immediate, 2, 4);

  g_assert_false (json_object_get_boolean_member (no_move, "over"));
  g_assert_true (json_object_get_null_member (no_move, "winner"));
  assert_row (no_move, "south", 2, 0, 0, 0);
  assert_row (no_move, "north", 0, 1, 2, 1);
  g_assert_cmpstr (json_object_get_string_member (no_move, "to_move"), ==, "north");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (no_move, "options"),
                                                  "end_rule"), ==, "no-move");
}

/* Oware 2 × 1. South 2 captures North 1 (2). North 2 makes South 1 a 2,
 * which is every seed South has: a grand slam. By default it captures
 * nothing; with --grand-slam capture North takes 2 and both stores hold
 * half the seeds: a draw.
 */
static void
test_show_oware_grand_slam (void)
{
  g_autoptr(JsonObject) plain = run_json ("show", "--variant", "oware", "--houses", "2",
                                          "--seeds", "1", "--moves", "2,2");
  g_autoptr(JsonObject) capture = run_json ("show", "--variant", "oware", "--houses", "2",
                                            "--seeds", "1", "--grand-slam", "capture",
                                            "--moves", "2,2");

  assert_row (plain, "south", 2, 2, 0);
  assert_row (plain, "north", 0, 0, 0);
  g_assert_false (json_object_get_boolean_member (plain, "over"));
  assert_ints (json_object_get_array_member (plain, "legal"), 1);

  g_assert_true (json_object_get_boolean_member (capture, "over"));
  g_assert_cmpstr (json_object_get_string_member (capture, "winner"), ==, "draw");
  assert_score (capture, 2, 2);
}

/* Oware 3 × 1: South 3 drops its seed in North's house 1, making 2: a
 * capture. North's house 1 is the first of its row, so the chain stops.
 */
static void
test_show_oware (void)
{
  g_autoptr(JsonObject) start = run_json ("show", "--variant", "oware");
  g_autoptr(JsonObject) capture = run_json ("show", "--variant", "oware", "--houses", "3",
                                            "--seeds", "1", "--moves", "3");
  g_autoptr(JsonObject) sown = run_json ("show", "--variant", "oware", "--moves", "6");
  JsonObject *options = json_object_get_object_member (start, "options");

  g_assert_cmpstr (json_object_get_string_member (start, "variant"), ==, "oware");
  assert_row (start, "south", 0, 4, 4, 4, 4, 4, 4);
  assert_ints (json_object_get_array_member (start, "legal"), 1, 2, 3, 4, 5, 6);
  g_assert_cmpstr (json_object_get_string_member (options, "grand_slam"), ==, "no-capture");
  g_assert_false (json_object_has_member (options, "pie"));

  /* Stores are skipped: the 4 seeds of house 6 go to North's 1..4. */
  assert_row (sown, "south", 0, 4, 4, 4, 4, 4, 0);
  assert_row (sown, "north", 0, 5, 5, 5, 5, 4, 4);

  assert_row (capture, "south", 2, 1, 1, 0);
  assert_row (capture, "north", 0, 0, 1, 1);
  assert_score (capture, 2, 0);
  g_assert_cmpstr (json_object_get_string_member (capture, "to_move"), ==, "north");
  assert_ints (json_object_get_array_member (capture, "legal"), 2, 3);
}

/* Congkak 7 × 7, South 7: the store and North 1..6 get a seed; North 6
 * now holds 8, so South relays them: North 7, (not North's store), South
 * 1..7. The last falls in South's emptied house 7, facing North 1 (8
 * seeds): 8 + 1 go to the store, 10 in all.
 */
static void
test_show_congkak (void)
{
  g_autoptr(JsonObject) start = run_json ("show", "--variant", "congkak");
  g_autoptr(JsonObject) first = run_json ("show", "--variant", "congkak", "--moves", "1");
  g_autoptr(JsonObject) relay = run_json ("show", "--variant", "congkak", "--moves", "7");

  g_assert_cmpint (json_object_get_int_member (start, "houses"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (start, "seeds"), ==, 7);
  assert_row (start, "north", 0, 7, 7, 7, 7, 7, 7, 7);
  assert_ints (json_object_get_array_member (start, "legal"), 1, 2, 3, 4, 5, 6, 7);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (start, "options"),
                                                  "rounds"), ==, "single");
  g_assert_false (json_object_has_member (start, "round"));
  g_assert_false (json_object_has_member (start, "burnt"));

  /* 7 seeds from house 1: houses 2..7 and the store; an extra turn. */
  assert_row (first, "south", 1, 0, 8, 8, 8, 8, 8, 8);
  g_assert_cmpstr (json_object_get_string_member (first, "to_move"), ==, "south");
  assert_ints (json_object_get_array_member (first, "legal"), 2, 3, 4, 5, 6, 7);

  assert_row (relay, "south", 10, 8, 8, 8, 8, 8, 8, 0);
  assert_row (relay, "north", 0, 0, 8, 8, 8, 8, 0, 8);
  g_assert_cmpstr (json_object_get_string_member (relay, "to_move"), ==, "north");
}

static void
test_show_oware_feeding (void)
{
  g_autoptr(JsonObject) show = run_json ("show", "--variant", "oware", "--houses", "3",
                                         "--seeds", "2", "--moves", "2,2,3");

  assert_row (show, "south", 3, 0, 0, 0);
  assert_row (show, "north", 3, 1, 1, 4);
  g_assert_cmpstr (json_object_get_string_member (show, "to_move"), ==, "north");
  assert_ints (json_object_get_array_member (show, "legal"), 3);
}

static void
test_show_congkak_traditional (void)
{
  g_autoptr(JsonObject) start = run_json ("show", "--variant", "congkak",
                                          "--rounds", "traditional");
  JsonObject *burnt = json_object_get_object_member (start, "burnt");

  g_assert_cmpint (json_object_get_int_member (start, "round"), ==, 1);
  g_assert_nonnull (burnt);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (burnt, "south")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (burnt, "north")), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (start, "options"),
                                                  "rounds"), ==, "traditional");
}

/* Congkak 3 × 2, traditional. South 1 relays S3, N2, S2 and stops in
 * North's emptied house 2: S [1,0,1] 2, N [4,1,3] 0. North 2 relays N3
 * and S3, ends in its own emptied house 2 and captures S2: 1 + 1, so
 * N [5,0,0] 3, S [2,0,0] 2. South 1 ends in its empty house 3 and
 * captures North 1: 5 + 1, S [0,1,0] 8. North has no seeds: the round
 * ends, South banks its 1 (9), North has 3. South refills all three
 * houses (3 left); North fills house 3 only (1 left): houses 1 and 2
 * burn. North lost the round, so North starts round 2.
 */
static void
test_show_congkak_round_two (void)
{
  g_autoptr(JsonObject) show = run_json ("show", "--variant", "congkak", "--rounds", "traditional",
                                         "--houses", "3", "--seeds", "2", "--moves", "1,2,1");
  JsonObject *burnt = json_object_get_object_member (show, "burnt");

  g_assert_cmpint (json_object_get_int_member (show, "round"), ==, 2);
  assert_row (show, "south", 3, 2, 2, 2);
  assert_row (show, "north", 1, 0, 0, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (burnt, "south")), ==, 0);
  assert_ints (json_object_get_array_member (burnt, "north"), 1, 2);
  g_assert_cmpstr (json_object_get_string_member (show, "to_move"), ==, "north");
  assert_ints (json_object_get_array_member (show, "legal"), 3);
  g_assert_false (json_object_get_boolean_member (show, "over"));

  /* Nobody moves from a burnt house. */
  assert_bad ("show", "--variant", "congkak", "--rounds", "traditional",
              "--houses", "3", "--seeds", "2", "--moves", "1,2,1,1");
}

/* Kalah 6 × 4, two plies: house 3 gives South another turn with 5
 * moves; the 5 other moves give North 6 moves each: 5 + 5 × 6 = 35.
 * With the pie rule North also has "swap": 5 + 5 × 7 = 40. Oware: North
 * always has its 6 full houses after South's move: 36. The deeper
 * counts agree with a separate Python model of docs/rules.md written to
 * cross-check the engine.
 */
static void
test_perft (void)
{
  struct { const char *variant; const char *option; const char *depth; gint64 nodes; } cases[] = {
    { "kalah", NULL, "1", 6 },
    { "kalah", NULL, "2", 35 },
    { "kalah", NULL, "4", 942 },
    { "kalah", NULL, "6", 23233 },
    { "kalah", "--pie", "2", 40 },
    { "kalah", "--pie", "5", 5632 },
    { "oware", NULL, "1", 6 },
    { "oware", NULL, "2", 36 },
    { "oware", NULL, "6", 27332 },
    { "congkak", NULL, "1", 7 },
    { "congkak", NULL, "2", 36 },
    { "congkak", NULL, "4", 1406 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) perft = NULL;

      if (cases[i].option != NULL)
        perft = run_json ("perft", "--variant", cases[i].variant, cases[i].option,
                          "--depth", cases[i].depth);
      else
        perft = run_json ("perft", "--variant", cases[i].variant, "--depth", cases[i].depth);

      g_assert_cmpint (json_object_get_int_member (perft, "depth"), ==,
                       g_ascii_strtoll (cases[i].depth, NULL, 10));
      g_assert_cmpint (json_object_get_int_member (perft, "nodes"), ==, cases[i].nodes);
      g_assert_cmpfloat (json_object_get_double_member (perft, "seconds"), >=, 0.0);
    }
}

/* A finished game is a leaf; the perft of a position comes from --moves. */
static void
test_perft_moves (void)
{
  g_autoptr(JsonObject) over = run_json ("perft", "--houses", "3", "--seeds", "1",
                                         "--moves", "3,2,3,2", "--depth", "3");
  g_autoptr(JsonObject) extra = run_json ("perft", "--moves", "3", "--depth", "1");

  g_assert_cmpint (json_object_get_int_member (over, "nodes"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (extra, "nodes"), ==, 5);
}

static void
test_perft_gives_up (void)
{
  assert_bad ("perft", "--depth", "40", "--time-ms", "100");
}

static void
test_bad_usage (void)
{
  assert_bad ("shwo");
  assert_bad ("frobnicate");
  assert_bad ("show", "--vairant", "kalah");
  assert_bad ("show", "--no-such-flag");
  assert_bad ("show", "-x");
  assert_bad ("show", "extra");
  assert_bad ("show", "--moves", "3", "1");
  assert_bad ("show", "--depth", "3");
  assert_bad ("show", "--games", "4");
  assert_bad ("--pretty");
  assert_bad ("show", "--variant");
  assert_bad ("match", "simple");
  assert_bad ("match", "simple", "wise", "clever");
}

static void
test_no_arguments (void)
{
  g_auto(Run) run = { 0 };

  run_cli_argv (&run, (const char *[]) { NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "mancala-cli: "));
  g_assert_true (strstr (run.err, "show") != NULL);
}

static void
test_bad_rules (void)
{
  assert_bad ("show", "--variant", "chess");
  assert_bad ("show", "--variant", "kalha");
  assert_bad ("show", "--variant", "");
  assert_bad ("show", "--houses", "0");
  assert_bad ("show", "--houses", "10");
  assert_bad ("show", "--houses", "abc");
  assert_bad ("show", "--houses", "-3");
  assert_bad ("show", "--houses", "6.0");
  assert_bad ("show", "--houses", "99999999999999999999");
  assert_bad ("show", "--seeds", "0");
  assert_bad ("show", "--seeds", "13");
  assert_bad ("show", "--seeds", "");
  assert_bad ("show", "--grand-slam", "capture");
  assert_bad ("show", "--variant", "congkak", "--grand-slam", "capture");
  assert_bad ("show", "--variant", "oware", "--pie");
  assert_bad ("show", "--variant", "oware", "--empty-capture");
  assert_bad ("show", "--variant", "congkak", "--end-rule", "no-move");
  assert_bad ("show", "--variant", "kalah", "--rounds", "traditional");
  assert_bad ("show", "--end-rule", "never");
  assert_bad ("show", "--variant", "oware", "--grand-slam", "sometimes");
  assert_bad ("show", "--variant", "congkak", "--rounds", "many");
}

static void
test_bad_moves (void)
{
  assert_bad ("show", "--moves", "3,,1");
  assert_bad ("show", "--moves", "3,1,");
  assert_bad ("show", "--moves", ",3");
  assert_bad ("show", "--moves", "x");
  assert_bad ("show", "--moves", "3;1");
  assert_bad ("show", "--moves", "-1");
  assert_bad ("show", "--moves", "0");
  assert_bad ("show", "--moves", "7");
  assert_bad ("show", "--houses", "4", "--moves", "5");
  assert_bad ("show", "--moves", "99999999999");
  /* House 3 is empty after it was played and South moves again. */
  assert_bad ("show", "--moves", "3,3");
  /* After the game ended. */
  assert_bad ("show", "--houses", "3", "--seeds", "1", "--moves", "3,2,3,2,1");
  /* The swap: without --pie, by South, and not on North's first turn. */
  assert_bad ("show", "--moves", "1,swap");
  assert_bad ("show", "--pie", "--moves", "swap");
  assert_bad ("show", "--pie", "--moves", "1,2,swap");
  assert_bad ("show", "--variant", "oware", "--moves", "swap");
  /* Oware 3 × 2: South 2 captures North 1 (3), North 2 captures South 1
   * (3), South 3 sows North 1..3 and has no seeds left: North must feed
   * South, which only house 3 does.
   */
  assert_bad ("show", "--variant", "oware", "--houses", "3", "--seeds", "2",
              "--moves", "2,2,3,1");
  assert_bad ("perft", "--depth", "2", "--moves", "1,1,1");
}

static void
test_bad_depth (void)
{
  assert_bad ("perft");
  assert_bad ("perft", "--depth");
  assert_bad ("perft", "--depth", "0");
  assert_bad ("perft", "--depth", "-1");
  assert_bad ("perft", "--depth", "41");
  assert_bad ("perft", "--depth", "1000000");
  assert_bad ("perft", "--depth", "five");
  assert_bad ("perft", "--depth", "3", "--time-ms", "0");
  assert_bad ("perft", "--depth", "3", "--level", "wise");
  assert_bad ("bestmove");
  assert_bad ("bestmove", "--depth", "0");
  assert_bad ("bestmove", "--depth", "500");
  assert_bad ("bestmove", "--level", "genius");
  assert_bad ("bestmove", "--level", "6");
  assert_bad ("bestmove", "--level", "wise", "--depth", "3");
  assert_bad ("bestmove", "--time-ms", "-5");
  assert_bad ("bestmove", "--time-ms", "86400000");
  assert_bad ("bestmove", "--nodes", "0");
  assert_bad ("bestmove", "--level", "wise", "--nodes", "1000");
  assert_bad ("perft", "--depth", "3", "--nodes", "1000");
  assert_bad ("match", "simple", "wize");
  assert_bad ("match", "simple", "wise", "--games", "0");
  assert_bad ("match", "simple", "wise", "--games", "100000");
  assert_bad ("match", "simple", "wise", "--moves", "3");
  assert_bad ("bench", "--variant", "oware");
  assert_bad ("bench", "--depth", "3");
}

static void
test_help_and_version (void)
{
  static const char *const words[] = {
    "show", "perft", "bestmove", "solve", "match", "bench", "analyse",
    "--game", "--text", "--variant", "--houses", "--seeds", "--empty-capture", "--end-rule", "--pie",
    "--grand-slam", "--rounds", "--moves", "--depth", "--level", "--time-ms", "--nodes", "--games",
  };
  g_auto(Run) help = { 0 };
  g_auto(Run) version = { 0 };

  run_cli (&help, "--help");
  g_assert_cmpint (help.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    g_assert_true (strstr (help.out, words[i]) != NULL);

  /* "help" as a word is what people try first. */
  {
    g_auto(Run) word = { 0 };

    run_cli (&word, "help");
    g_assert_cmpint (word.status, ==, 0);
    g_assert_cmpstr (word.out, ==, help.out);
  }

  run_cli (&version, "--version");
  g_assert_cmpint (version.status, ==, 0);
  g_assert_true (g_str_has_prefix (version.out, "mancala-cli "));
}

/* Kalah 2 × 1: South 2 reaches the store, then South 1 captures North 1
 * (1 + 1); South's row is empty, North keeps its 1: 3 to 1, +2. South 1
 * first loses (see the solve test), so the best move is 2, worth +2.
 */
static void
test_bestmove (void)
{
  g_autoptr(JsonObject) deep = run_json ("bestmove", "--houses", "2", "--seeds", "1",
                                         "--depth", "6");
  g_autoptr(JsonObject) level = run_json ("bestmove", "--level", "foolish", "--houses", "4",
                                          "--seeds", "2");
  g_autoptr(JsonObject) timed = run_json ("bestmove", "--time-ms", "50", "--variant", "oware",
                                          "--houses", "4", "--seeds", "2");
  g_autoptr(JsonObject) counted = run_json ("bestmove", "--nodes", "5000", "--variant", "oware");
  g_autoptr(JsonObject) counted_again = run_json ("bestmove", "--nodes", "5000", "--variant", "oware");
  gint64 move;

  g_assert_cmpint (json_object_get_int_member (deep, "move"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (deep, "score"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (deep, "depth"), >=, 1);
  g_assert_cmpint (json_object_get_int_member (deep, "nodes"), >, 0);
  g_assert_true (json_object_has_member (deep, "seconds"));

  move = json_object_get_int_member (level, "move");
  g_assert_cmpint (move, >=, 1);
  g_assert_cmpint (move, <=, 4);
  g_assert_cmpstr (json_object_get_string_member (level, "level"), ==, "foolish");

  move = json_object_get_int_member (timed, "move");
  g_assert_cmpint (move, >=, 1);
  g_assert_cmpint (move, <=, 4);

  /* A node budget stops near its count and plays the same every time. */
  move = json_object_get_int_member (counted, "move");
  g_assert_cmpint (move, >=, 1);
  g_assert_cmpint (move, <=, 6);
  g_assert_cmpint (json_object_get_int_member (counted, "nodes"), <=, 5000 + 4096);
  g_assert_cmpint (json_object_get_int_member (counted_again, "move"), ==, move);
  g_assert_cmpint (json_object_get_int_member (counted_again, "nodes"), ==,
                   json_object_get_int_member (counted, "nodes"));

  /* Nothing to find in a finished game. */
  assert_bad ("bestmove", "--depth", "3", "--houses", "3", "--seeds", "1",
              "--moves", "3,2,3,2");
}

/* Kalah 2 × 1 (see bestmove): +2 with house 2 only. South 1 instead:
 * North 1 leaves S [0,2] N [0,2]; South 2 sows the store and North 1,
 * South's row is empty and North banks 3: 1 to 3.
 */
static void
test_solve (void)
{
  g_autoptr(JsonObject) tiny = NULL;
  g_autoptr(JsonObject) over = NULL;
  g_autoptr(JsonObject) small = NULL;
  g_autoptr(JsonObject) deep = NULL;

  tiny = run_json ("solve", "--houses", "2", "--seeds", "1");
  g_assert_cmpint (json_object_get_int_member (tiny, "value"), ==, 2);
  assert_ints (json_object_get_array_member (tiny, "best"), 2);
  g_assert_cmpint (json_object_get_int_member (tiny, "nodes"), >, 0);
  g_assert_true (json_object_has_member (tiny, "seconds"));
  /* MANCALA_ENDGAME_DIR is empty here (tests/meson.build): no table. */
  g_assert_cmpint (json_object_get_int_member (tiny, "endgame_table_seeds"), ==, 0);
  g_assert_false (json_object_has_member (tiny, "endgame_table_build_seconds"));

  /* A six-house Kalah endgame reads the table the build made
   * (MANCALA_TABLE_DIR, tests/meson.build), and builds none.
   */
  {
    g_autoptr(JsonObject) late = run_json ("solve", "--moves", "3,6,2,1,5,3,6,2,6,1,4,3,6,1,6,2");

    g_assert_cmpint (json_object_get_int_member (late, "value"), ==, -10);
    assert_ints (json_object_get_array_member (late, "best"), 2);
    g_assert_cmpint (json_object_get_int_member (late, "endgame_table_seeds"), ==, MANCALA_KALAH_TABLE_SEEDS);
    g_assert_false (json_object_has_member (late, "endgame_table_build_seconds"));
  }

  /* A finished game has its value and no move. */
  over = run_json ("solve", "--houses", "3", "--seeds", "1", "--moves", "3,2,3,2");
  g_assert_cmpint (json_object_get_int_member (over, "value"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (over, "best")), ==, 0);

  /* The solver and a search deep enough for this board agree. */
  small = run_json ("solve", "--houses", "4", "--seeds", "3");
  deep = run_json ("bestmove", "--houses", "4", "--seeds", "3", "--depth", "40");
  g_assert_cmpint (json_object_get_int_member (deep, "score"), ==,
                   json_object_get_int_member (small, "value"));
  g_assert_true (json_object_has_member (deep, "exact"));
  g_assert_cmpint (json_object_get_int_member (deep, "move"), ==,
                   json_array_get_int_element (json_object_get_array_member (small, "best"), 0));

  /* The pie move is listed as "swap" (value cross-checked with the
   * Python model of docs/rules.md).
   */
  {
    g_autoptr(JsonObject) pie = run_json ("solve", "--houses", "3", "--seeds", "2", "--pie",
                                          "--moves", "3");
    JsonArray *best = json_object_get_array_member (pie, "best");

    g_assert_cmpint (json_object_get_int_member (pie, "value"), ==, 0);
    g_assert_cmpuint (json_array_get_length (best), ==, 3);
    g_assert_cmpstr (json_array_get_string_element (best, 0), ==, "swap");
    g_assert_cmpint (json_array_get_int_element (best, 1), ==, 1);
    g_assert_cmpint (json_array_get_int_element (best, 2), ==, 2);
  }

  /* The full board cannot be solved in 100 ms: a clear refusal. */
  assert_bad ("solve", "--time-ms", "100");
  assert_bad ("solve", "--depth", "3");
}

static void
test_match (void)
{
  g_autoptr(JsonObject) match = run_json ("match", "foolish", "2", "--games", "4",
                                          "--houses", "3", "--seeds", "2");
  gint64 a_wins = json_object_get_int_member (match, "a_wins");
  gint64 draws = json_object_get_int_member (match, "draws");
  gint64 b_wins = json_object_get_int_member (match, "b_wins");

  g_assert_cmpstr (json_object_get_string_member (match, "a"), ==, "foolish");
  g_assert_cmpstr (json_object_get_string_member (match, "b"), ==, "simple");
  g_assert_cmpint (json_object_get_int_member (match, "games"), ==, 4);
  g_assert_cmpint (a_wins + draws + b_wins, ==, 4);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (match, "a_score"),
                                  (a_wins + draws / 2.0) / 4 * 100, 1e-9);
}

/* The fixed set takes a few seconds; only its shape is checked. */
static void
test_bench (void)
{
  g_autoptr(JsonObject) bench = run_json ("bench");
  JsonArray *items = json_object_get_array_member (bench, "items");
  gint64 total = 0;

  g_assert_nonnull (items);
  g_assert_cmpuint (json_array_get_length (items), >, 0);

  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);
      const char *kind = json_object_get_string_member (item, "kind");

      g_assert_nonnull (json_object_get_string_member (item, "name"));
      g_assert_true (g_strv_contains ((const char *const[]) { "perft", "search", "solve", NULL },
                                      kind));
      g_assert_true (g_strv_contains ((const char *const[]) { "kalah", "oware", "congkak", NULL },
                                      json_object_get_string_member (item, "variant")));
      g_assert_cmpint (json_object_get_int_member (item, "nodes"), >, 0);
      g_assert_cmpfloat (json_object_get_double_member (item, "seconds"), >=, 0.0);
      g_assert_cmpfloat (json_object_get_double_member (item, "nodes_per_second"), >=, 0.0);
      total += json_object_get_int_member (item, "nodes");
    }

  g_assert_cmpint (json_object_get_int_member (bench, "nodes"), ==, total);
  g_assert_true (json_object_has_member (bench, "seconds"));
  g_assert_true (json_object_has_member (bench, "nodes_per_second"));
}

/* A record on disk, in a directory removed at the end of the test run. */
static char *
write_record (const char *name,
              const char *text)
{
  static char *dir = NULL;
  g_autoptr(GError) error = NULL;
  char *path;

  if (dir == NULL)
    {
      dir = g_dir_make_tmp ("mancala-test-cli-XXXXXX", &error);
      g_assert_no_error (error);
    }

  path = g_build_filename (dir, name, NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* The same game given as --moves and as a record. */
static void
test_game_show (void)
{
  g_autofree char *path =
    write_record ("oware.mancala",
                  "[Mancala \"1\"]\n[Variant \"oware\"]\n[Houses \"5\"]\n\n"
                  "1. S 3\n2. N 1\n3. S 6\n");
  g_autofree char *bad_path = NULL;
  g_auto(Run) by_moves = { 0 };
  g_auto(Run) by_game = { 0 };

  /* House 6 does not exist on a five-house board. */
  assert_bad ("show", "--game", path);

  g_clear_pointer (&path, g_free);
  path = write_record ("oware.mancala",
                       "[Mancala \"1\"]\n[Variant \"oware\"]\n[Houses \"5\"]\n\n"
                       "1. S 3\n2. N 1\n3. S 5\n");
  run_cli (&by_moves, "show", "--variant", "oware", "--houses", "5", "--moves", "3,1,5");
  run_cli (&by_game, "show", "--game", path);
  g_assert_cmpint (by_game.status, ==, 0);
  g_assert_cmpstr (by_game.out, ==, by_moves.out);

  /* Every subcommand that takes --moves takes --game. */
  {
    g_autoptr(JsonObject) perft = run_json ("perft", "--depth", "2", "--game", path);
    g_autoptr(JsonObject) best = run_json ("bestmove", "--depth", "2", "--game", path);

    g_assert_cmpint (json_object_get_int_member (perft, "nodes"), >, 0);
    g_assert_true (json_object_has_member (best, "move"));
  }

  assert_bad ("show", "--game", "/nonexistent/game.mancala");
  assert_bad ("show", "--game", path, "--moves", "3");
  assert_bad ("show", "--game", path, "--variant", "oware");
  assert_bad ("show", "--game", path, "--pie");
  assert_bad ("match", "simple", "wise", "--game", path);
  assert_bad ("show", "--text");

  bad_path = write_record ("bad.mancala", "[Mancala \"1\"]\n[Variant \"kalah\"]\n1. N 3\n");
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "show", "--game", bad_path);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "line 3: "));
  }
}

/* --game - reads standard input. */
static void
test_game_stdin (void)
{
  const char *cli = g_getenv ("MANCALA_CLI");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(Run) by_moves = { 0 };

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                              G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              cli, "show", "--game", "-", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, "[Mancala \"1\"]\n[Variant \"kalah\"]\n1. S 3+ 1\n",
                                 NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  run_cli (&by_moves, "show", "--moves", "3,1");
  g_assert_cmpstr (out, ==, by_moves.out);
}

/* Plays a game to its end (or @limit plies), choosing among the legal
 * moves by a fixed rule, and returns the moves as --moves takes them.
 */
static char *
play_game (const char *const *rules,
           guint              limit)
{
  GString *moves = g_string_new (NULL);

  for (guint ply = 0; ply < limit; ply++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autoptr(JsonObject) show = NULL;
      JsonArray *legal;
      JsonNode *pick;

      g_ptr_array_add (args, (char *) "show");
      for (guint i = 0; rules[i] != NULL; i++)
        g_ptr_array_add (args, (char *) rules[i]);
      g_ptr_array_add (args, (char *) "--moves");
      g_ptr_array_add (args, moves->str);
      g_ptr_array_add (args, NULL);
      show = run_json_argv ((const char **) args->pdata);

      legal = json_object_get_array_member (show, "legal");
      if (json_object_get_boolean_member (show, "over"))
        break;

      pick = json_array_get_element (legal, (ply * 7 + 3) % json_array_get_length (legal));
      if (moves->len > 0)
        g_string_append_c (moves, ',');
      if (JSON_NODE_HOLDS_VALUE (pick) && json_node_get_value_type (pick) == G_TYPE_STRING)
        g_string_append (moves, json_node_get_string (pick));
      else
        g_string_append_printf (moves, "%" G_GINT64_FORMAT, json_node_get_int (pick));
    }

  return g_string_free (moves, FALSE);
}

static JsonObject *
run_with_rules (const char        *command,
                const char *const *rules,
                const char        *moves)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (char *) command);
  for (guint i = 0; rules[i] != NULL; i++)
    g_ptr_array_add (args, (char *) rules[i]);
  g_ptr_array_add (args, (char *) "--moves");
  g_ptr_array_add (args, (char *) moves);
  g_ptr_array_add (args, NULL);
  return run_json_argv ((const char **) args->pdata);
}

/* On boards the solver finishes, analyse's values are solve's: the best
 * value is the value of the position, and the value of the move played
 * is that of the position it leads to (negated when the turn passes).
 */
static void
test_analyse_matches_solve (void)
{
  const char *const kalah[] = { "--variant", "kalah", "--houses", "3", "--seeds", "3", "--pie", NULL };
  /* Oware small enough for exact solves well inside analyse's 500 ms. */
  const char *const oware[] = { "--variant", "oware", "--houses", "2", "--seeds", "3", NULL };
  const char *const congkak[] = { "--variant", "congkak", "--houses", "3", "--seeds", "2", NULL };
  const char *const *sets[] = { kalah, oware, congkak };
  guint checked = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autofree char *moves = play_game (sets[s], 40);
      g_auto(GStrv) list = g_strsplit (moves, ",", -1);
      g_autoptr(JsonObject) analysis = run_with_rules ("analyse", sets[s], moves);
      JsonArray *rows = json_object_get_array_member (analysis, "moves");
      GString *prefix = g_string_new (NULL);

      g_assert_cmpuint (json_array_get_length (rows), ==, g_strv_length (list));

      for (guint i = 0; list[i] != NULL; i++)
        {
          JsonObject *row = json_array_get_object_element (rows, i);
          g_autoptr(JsonObject) before = run_with_rules ("solve", sets[s], prefix->str);
          g_autoptr(JsonObject) here = run_with_rules ("show", sets[s], prefix->str);
          g_autoptr(JsonObject) after_show = NULL;
          g_autoptr(JsonObject) after = NULL;

          g_assert_true (json_object_get_boolean_member (row, "exact"));
          g_assert_true (json_object_get_null_member (row, "depth"));
          g_assert_cmpint (json_object_get_int_member (row, "number"), ==, i + 1);
          g_assert_cmpint (json_object_get_int_member (row, "best_value"), ==,
                           json_object_get_int_member (before, "value"));
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (row, "best")), ==,
                            json_array_get_length (json_object_get_array_member (before, "best")));
          g_assert_cmpstr (json_object_get_string_member (row, "side"), ==,
                           json_object_get_string_member (here, "to_move"));

          if (prefix->len > 0)
            g_string_append_c (prefix, ',');
          g_string_append (prefix, list[i]);

          after_show = run_with_rules ("show", sets[s], prefix->str);
          if (!json_object_get_boolean_member (after_show, "over"))
            {
              gint64 v;
              gboolean same;

              after = run_with_rules ("solve", sets[s], prefix->str);
              v = json_object_get_int_member (after, "value");
              same = g_strcmp0 (json_object_get_string_member (after_show, "to_move"),
                                json_object_get_string_member (here, "to_move")) == 0 &&
                     strcmp (list[i], "swap") != 0;
              g_assert_cmpint (json_object_get_int_member (row, "value"), ==, same ? v : -v);
            }

          g_assert_cmpint (json_object_get_int_member (row, "loss"), ==,
                           json_object_get_int_member (row, "best_value") -
                           json_object_get_int_member (row, "value"));
          checked++;
        }

      g_string_free (prefix, TRUE);
    }

  g_test_message ("%u moves checked against solve", checked);
  g_assert_cmpuint (checked, >, 20);
}

static void
test_analyse_text (void)
{
  g_autofree char *path =
    write_record ("kalah.mancala",
                  "[Mancala \"1\"]\n[Variant \"kalah\"]\n[Houses \"4\"]\n[Seeds \"3\"]\n\n"
                  "1. S 1\n2. N 2+ 1\n");
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, "analyse", "--text", "--game", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[0], "   1. S 1 "));
  g_assert_nonnull (strstr (lines[0], "lost 12"));
  g_assert_nonnull (strstr (lines[0], "exact"));
  g_assert_true (g_str_has_prefix (lines[1], "   2. N 2+"));
  g_assert_cmpstr (lines[3], ==, "");

  assert_bad ("analyse", "--game", path, "--time-ms", "0");
  assert_bad ("analyse", "--game", path, "--depth", "3");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("MANCALA_CLI") == NULL)
    {
      g_printerr ("MANCALA_CLI must name the mancala-cli binary to test\n");
      return 77;
    }

  g_test_add_func ("/mancala/cli/show/kalah-start", test_show_kalah_start);
  g_test_add_func ("/mancala/cli/show/kalah-moves", test_show_kalah_moves);
  g_test_add_func ("/mancala/cli/show/kalah-captures-and-end", test_show_kalah_captures_and_end);
  g_test_add_func ("/mancala/cli/show/kalah-pie", test_show_kalah_pie);
  g_test_add_func ("/mancala/cli/show/kalah-options", test_show_kalah_options);
  g_test_add_func ("/mancala/cli/show/oware", test_show_oware);
  g_test_add_func ("/mancala/cli/show/oware-grand-slam", test_show_oware_grand_slam);
  g_test_add_func ("/mancala/cli/show/oware-feeding", test_show_oware_feeding);
  g_test_add_func ("/mancala/cli/show/congkak", test_show_congkak);
  g_test_add_func ("/mancala/cli/show/congkak-traditional", test_show_congkak_traditional);
  g_test_add_func ("/mancala/cli/show/congkak-round-two", test_show_congkak_round_two);
  g_test_add_func ("/mancala/cli/perft/counts", test_perft);
  g_test_add_func ("/mancala/cli/perft/moves", test_perft_moves);
  g_test_add_func ("/mancala/cli/perft/gives-up", test_perft_gives_up);
  g_test_add_func ("/mancala/cli/bad/usage", test_bad_usage);
  g_test_add_func ("/mancala/cli/bad/no-arguments", test_no_arguments);
  g_test_add_func ("/mancala/cli/bad/rules", test_bad_rules);
  g_test_add_func ("/mancala/cli/bad/moves", test_bad_moves);
  g_test_add_func ("/mancala/cli/bad/depth", test_bad_depth);
  g_test_add_func ("/mancala/cli/help-and-version", test_help_and_version);
  g_test_add_func ("/mancala/cli/bestmove", test_bestmove);
  g_test_add_func ("/mancala/cli/solve", test_solve);
  g_test_add_func ("/mancala/cli/match", test_match);
  g_test_add_func ("/mancala/cli/bench", test_bench);
  g_test_add_func ("/mancala/cli/game/show", test_game_show);
  g_test_add_func ("/mancala/cli/game/stdin", test_game_stdin);
  g_test_add_func ("/mancala/cli/analyse/matches-solve", test_analyse_matches_solve);
  g_test_add_func ("/mancala/cli/analyse/text", test_analyse_text);

  return g_test_run ();
}
