/* test-record.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The game record (docs/notation.md): random games of every variant and
 * option survive writing and reading; every kind of malformed record is
 * refused with its line named.
 */

#include <string.h>

#include "mancala-game-record.h"

/* Every rule set a player can choose, and the engine's extremes. */
static GPtrArray *
all_rule_sets (void)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func (g_free);

  for (guint v = 0; v < MANCALA_N_VARIANTS; v++)
    for (guint option = 0; option < 6; option++)
      for (guint size = 0; size < 3; size++)
        {
          MancalaRules *rules = g_new0 (MancalaRules, 1);

          mancala_rules_init_default (rules, v);
          switch (v)
            {
            case MANCALA_VARIANT_KALAH:
              rules->empty_capture = (option & 1) != 0;
              rules->end_rule = (option & 2) ? MANCALA_END_NO_MOVE : MANCALA_END_IMMEDIATE;
              rules->pie = option >= 4;
              break;
            case MANCALA_VARIANT_OWARE:
              if (option >= 3)
                {
                  g_free (rules);
                  continue;
                }
              rules->grand_slam = option;
              break;
            case MANCALA_VARIANT_CONGKAK:
              if (option >= 2)
                {
                  g_free (rules);
                  continue;
                }
              rules->rounds = option;
              break;
            default:
              g_assert_not_reached ();
            }

          /* The default board, a small one, and a large one. */
          if (size == 1)
            {
              rules->houses = 3;
              rules->seeds = 2;
            }
          else if (size == 2)
            {
              rules->houses = v == MANCALA_VARIANT_CONGKAK ? 9 : 8;
              rules->seeds = v == MANCALA_VARIANT_CONGKAK ? 9 : 6;
            }
          g_assert_true (mancala_rules_validate (rules, NULL, 0));
          g_ptr_array_add (sets, rules);
        }

  return sets;
}

/* A random game, stopped at a random ply or played out. */
static MancalaGameRecord *
random_game (const MancalaRules *rules,
             GRand              *rand,
             MancalaPosition    *final)
{
  g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
  MancalaGameRecord *record = mancala_game_record_new (rules);
  guint limit = g_rand_boolean (rand) ? G_MAXUINT : (guint) g_rand_int_range (rand, 0, 60);

  mancala_position_init (final, rules);
  mancala_history_init (history, rules, final);

  while (!mancala_position_is_over (final) && record->moves->len < limit)
    {
      uint8_t moves[MANCALA_MAX_MOVES];
      guint n = mancala_position_legal_moves (rules, final, moves);
      guint8 move = moves[g_rand_int_range (rand, 0, n)];

      mancala_play (rules, final, history, move, NULL);
      g_array_append_val (record->moves, move);
    }

  return record;
}

static void
test_record_round_trip (void)
{
  g_autoptr(GPtrArray) sets = all_rule_sets ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261202);
  guint games = 0, over = 0, rounds = 0, swaps = 0;

  for (guint i = 0; i < sets->len; i++)
    for (guint g = 0; g < 120; g++)
      {
        const MancalaRules *rules = g_ptr_array_index (sets, i);
        g_autofree MancalaHistory *history = g_new0 (MancalaHistory, 1);
        g_autoptr(MancalaGameRecord) record = NULL;
        g_autoptr(MancalaGameRecord) parsed = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *text = NULL;
        g_autofree char *again = NULL;
        MancalaPosition final, replayed;

        record = random_game (rules, rand, &final);
        if (g % 3 == 0)
          {
            record->south = g_strdup ("Ama \"the \\ sower\"");
            record->north = g_strdup ("Kofi – ẞ ✓");
            record->date = g_strdup ("2026.12.02");
          }
        text = mancala_game_record_to_string (record);
        parsed = mancala_game_record_parse (text, -1, &error);
        if (error != NULL)
          g_printerr ("%s\n", text);
        g_assert_no_error (error);

        g_assert_true (mancala_rules_equal (&parsed->rules, rules));
        g_assert_cmpmem (parsed->moves->data, parsed->moves->len,
                         record->moves->data, record->moves->len);
        g_assert_cmpstr (parsed->south, ==, record->south);
        g_assert_cmpstr (parsed->north, ==, record->north);
        g_assert_true (mancala_game_record_replay (parsed, G_MAXUINT, &replayed, history, NULL));
        g_assert_true (mancala_position_equal (&replayed, &final));

        /* Writing what was read gives the same text. */
        again = mancala_game_record_to_string (parsed);
        g_assert_cmpstr (again, ==, text);

        games++;
        over += mancala_position_is_over (&final);
        rounds += strstr (text, "\nRound ") != NULL;
        swaps += strstr (text, " swap\n") != NULL;
      }

  g_test_message ("%u games, %u finished, %u with rounds, %u with a swap",
                  games, over, rounds, swaps);
  g_assert_cmpuint (games, >=, 3000);
  g_assert_cmpuint (over, >, games / 3);
  g_assert_cmpuint (rounds, >, 10);
  g_assert_cmpuint (swaps, >, 10);
}

/* The example of docs/notation.md, read as written. */
static void
test_record_example (void)
{
  const char *text =
    "[Mancala \"1\"]\n"
    "[Variant \"kalah\"]\n"
    "[Houses \"6\"]\n"
    "[Seeds \"4\"]\n"
    "[South \"Ama\"]\n"
    "[North \"Kofi\"]\n"
    "[Result \"*\"]\n"
    "\n"
    "1. S 3+ 2   # the last seed of house 3 fell in the store\n"
    "3. N 4\n"
    "4. S 4\n"
    "5. N 6\n"
    "6. S 4\n"
    "7. N 5\n"
    "8. S 2x\n"
    "9. N 2+ 5\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MancalaGameRecord) record = mancala_game_record_parse (text, -1, &error);
  const guint8 expected[] = { 3, 2, 4, 4, 6, 4, 5, 2, 2, 5 };

  g_assert_no_error (error);
  g_assert_cmpmem (record->moves->data, record->moves->len, expected, sizeof expected);
  g_assert_cmpstr (record->south, ==, "Ama");

  /* The other examples of the page. */
  {
    const char *others[] = {
      "[Mancala \"1\"]\n[Variant \"oware\"]\n[GrandSlam \"no-capture\"]\n\n1. S 6\n2. N 1\n3. S 3\n",
      "[Mancala \"1\"]\n[Variant \"kalah\"]\n[Pie \"yes\"]\n\n1. S 4\n2. N swap\n3. N 3\n",
    };

    for (guint i = 0; i < G_N_ELEMENTS (others); i++)
      {
        g_autoptr(MancalaGameRecord) other = mancala_game_record_parse (others[i], -1, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (other->moves->len, ==, 3);
      }
  }
}

static void
test_record_format_move (void)
{
  const struct { guint move, flags; const char *text; } cases[] = {
    { 3, 0, "3" },
    { 3, MANCALA_MOVE_CAPTURE, "3x" },
    { 6, MANCALA_MOVE_EXTRA_TURN, "6+" },
    { 6, MANCALA_MOVE_EXTRA_TURN | MANCALA_MOVE_ROUND_CHANGE, "6" },
    { 1, MANCALA_MOVE_CAPTURE | MANCALA_MOVE_EXTRA_TURN, "1x+" },
    { MANCALA_MOVE_SWAP, MANCALA_MOVE_SWAPPED, "swap" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = mancala_game_record_format_move (cases[i].move, cases[i].flags);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

#define KALAH "[Mancala \"1\"]\n[Variant \"kalah\"]\n"

static void
test_record_malformed (void)
{
  const struct { const char *text; int code; guint line; const char *words; } cases[] = {
    { "", MANCALA_GAME_RECORD_ERROR_SYNTAX, 1, "[Mancala" },
    { "1. S 3\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 1, "[Mancala" },
    { "[Variant \"kalah\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 1, "starts with" },
    { "[Mancala \"2\"]\n", MANCALA_GAME_RECORD_ERROR_VERSION, 1, "version 2" },
    { "[Mancala \"one\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 1, "whole number" },
    { "[Mancala \"1\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 1, "no variant" },
    { "[Mancala \"1\"]\n[Mancala \"1\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 2, "twice" },
    { KALAH "[Variant \"oware\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "twice" },
    { "[Mancala \"1\"]\n[Variant \"chess\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 2, "chess" },
    { KALAH "[Houses \"10\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "1 to 9" },
    { KALAH "[Houses \"0\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "1 to 9" },
    { KALAH "[Seeds \"-1\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "1 to 12" },
    { KALAH "[Pie \"maybe\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "yes" },
    { KALAH "[EndRule \"never\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "no-move" },
    { KALAH "[GrandSlam \"capture\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "option of oware" },
    { KALAH "[Rounds \"single\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "option of congkak" },
    { "[Mancala \"1\"]\n[Variant \"oware\"]\n[Pie \"yes\"]\n", MANCALA_GAME_RECORD_ERROR_RULES, 3, "option of kalah" },
    { KALAH "[Colour \"red\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "unknown tag" },
    { KALAH "[South Ama]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "quotes" },
    { KALAH "[South \"Ama]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "closing quote" },
    { KALAH "[South \"Ama\"\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "]" },
    { KALAH "[South \"Ama\"] x\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "]" },
    { KALAH "[South \"A\\nB\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "backslash" },
    { KALAH "[South \"A\tB\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "control" },
    { KALAH "[]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "[Name" },
    { KALAH "\n1. S 3\n[South \"Ama\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 5, "before the moves" },
    { KALAH "1. S \xff\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "UTF-8" },
    { KALAH "1. S 3\n\n\n4. S 1\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 6, "move 2" },
    { KALAH "1 S 3\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "number and a dot" },
    { KALAH "x. S 3\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "number and a dot" },
    { KALAH "1. W 3\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "S or N" },
    { KALAH "1. N 3\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "South’s, not North’s" },
    { KALAH "1. S\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "no house" },
    { KALAH "1. S 7\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "no house 7" },
    { KALAH "1. S 0\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "no house 0" },
    { KALAH "1. S 123\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "not a move" },
    { KALAH "1. S three\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "not a move" },
    { KALAH "1. S 3y\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "“x”" },
    { KALAH "1. S 3+x\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "“x”" },
    { KALAH "1. S swap\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "pie rule" },
    { KALAH "[Pie \"yes\"]\n1. S 1\n2. N 1\n3. S swap\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 6, "first move" },
    { KALAH "1. S 2 6\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "does not move again" },
    { KALAH "1. S 3+ 6 1\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 3, "does not move again" },
    { KALAH "1. S 2\n2. N 2\n3. S 2\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 5, "empty" },
    { KALAH "1. S 1+\n", MANCALA_GAME_RECORD_ERROR_MISMATCH, 3, "extra turn" },
    { KALAH "1. S 3x\n", MANCALA_GAME_RECORD_ERROR_MISMATCH, 3, "capture" },
    { KALAH "[Result \"24-24\"]\n1. S 3\n", MANCALA_GAME_RECORD_ERROR_MISMATCH, 3, "do not finish" },
    { KALAH "[Result \"24:24\"]\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "final score" },
    { KALAH "Round 2\n", MANCALA_GAME_RECORD_ERROR_MISMATCH, 3, "did not end a round" },
    { KALAH "Round two\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "Round 2" },
    { KALAH "hello\n", MANCALA_GAME_RECORD_ERROR_SYNTAX, 3, "number and a dot" },
    { KALAH "1. S 3+\n1. S 6\n", MANCALA_GAME_RECORD_ERROR_ILLEGAL, 4, "move 1, but it is move 2" },
    { KALAH "[Houses \"1\"]\n[Seeds \"1\"]\n1. S 1 # over\n2. N 1\n",
      MANCALA_GAME_RECORD_ERROR_ILLEGAL, 6, "over after move 1" },
    { KALAH "[Houses \"1\"]\n[Seeds \"1\"]\n[Result \"*\"]\n1. S 1\n",
      MANCALA_GAME_RECORD_ERROR_MISMATCH, 5, "it is over (1-1)" },
    { KALAH "[Houses \"1\"]\n[Seeds \"1\"]\n[Result \"2-0\"]\n1. S 1\n",
      MANCALA_GAME_RECORD_ERROR_MISMATCH, 5, "end 1-1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MancalaGameRecord) record = mancala_game_record_parse (cases[i].text, -1, &error);
      g_autofree char *prefix = g_strdup_printf ("line %u: ", cases[i].line);

      if (record != NULL || !g_error_matches (error, MANCALA_GAME_RECORD_ERROR, cases[i].code) ||
          !g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, cases[i].words) == NULL)
        g_error ("case %u (%s): got %s", i, g_strescape (cases[i].text, NULL),
                 error != NULL ? error->message : "a record");
    }
}

static void
test_record_too_large (void)
{
  gsize size = MANCALA_GAME_RECORD_MAX_SIZE + 1;
  g_autofree char *text = g_malloc (size);
  g_autoptr(GError) error = NULL;
  g_autoptr(MancalaGameRecord) record = NULL;

  memset (text, '\n', size);
  record = mancala_game_record_parse (text, size, &error);
  g_assert_error (error, MANCALA_GAME_RECORD_ERROR, MANCALA_GAME_RECORD_ERROR_TOO_LARGE);
  g_assert_null (record);
}

/* What people paste: Windows line ends, a byte order mark, tabs, blank
 * lines, comments, a record without marks.
 */
static void
test_record_lenient_layout (void)
{
  const char *text =
    "\xef\xbb\xbf# A game from the club\r\n"
    "  [Mancala \"1\"]  \r\n"
    "[Variant \"oware\"]\r\n"
    "\r\n"
    "1.\tS   3\r\n"
    "2. N 3 # reply\r\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MancalaGameRecord) record = mancala_game_record_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (record->moves->len, ==, 2);
  g_assert_cmpuint (record->rules.variant, ==, MANCALA_VARIANT_OWARE);
  g_assert_cmpuint (record->rules.grand_slam, ==, MANCALA_GRAND_SLAM_NO_CAPTURE);
}

/* Traditional Congkak: the round lines, checked against the engine. */
static void
test_record_rounds (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  MancalaRules rules;
  guint checked = 0;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  rules.rounds = MANCALA_ROUNDS_TRADITIONAL;
  rules.houses = 4;
  rules.seeds = 4;

  for (guint g = 0; g < 200 && checked < 10; g++)
    {
      MancalaPosition final;
      g_autoptr(MancalaGameRecord) record = random_game (&rules, rand, &final);
      g_autofree char *text = mancala_game_record_to_string (record);
      char *round = strstr (text, "\nRound ");
      g_autoptr(GError) error = NULL;
      g_autoptr(MancalaGameRecord) parsed = NULL;

      if (round == NULL)
        continue;

      /* A wrong round number is refused. */
      round[7] = round[7] == '9' ? '8' : round[7] + 1;
      parsed = mancala_game_record_parse (text, -1, &error);
      g_assert_error (error, MANCALA_GAME_RECORD_ERROR, MANCALA_GAME_RECORD_ERROR_MISMATCH);
      g_assert_null (parsed);
      checked++;
    }

  g_assert_cmpuint (checked, ==, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mancala/record/round-trip", test_record_round_trip);
  g_test_add_func ("/mancala/record/example", test_record_example);
  g_test_add_func ("/mancala/record/format-move", test_record_format_move);
  g_test_add_func ("/mancala/record/malformed", test_record_malformed);
  g_test_add_func ("/mancala/record/too-large", test_record_too_large);
  g_test_add_func ("/mancala/record/lenient-layout", test_record_lenient_layout);
  g_test_add_func ("/mancala/record/rounds", test_record_rounds);

  return g_test_run ();
}
