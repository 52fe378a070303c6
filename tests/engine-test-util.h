/* engine-test-util.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mancala-position.h"

G_BEGIN_DECLS

/* Boards are written as text so that a test states the whole expected
 * position in one readable line:
 *
 *   "S 2 1 6 0 0 0 [3] N 3 3 3 3 3 3 [5] north"
 *
 * houses 1..N of south, its store, houses 1..N of north, its store, then
 * the side to move, or "over" for a finished game. A burnt house is "x".
 * Traditional Congkak adds the round ("r2"); "pie" and "swapped" show
 * those position flags.
 */
void      engine_test_rules            (MancalaRules          *rules,
                                        MancalaVariant         variant,
                                        unsigned               houses,
                                        unsigned               seeds);
/* The rules of a small test board: @option picks one variant option
 * (Kalah: 1 empty capture, 2 end rule no-move, 3 pie; Oware: 1 grand slam
 * captures, 2 forbidden; Congkak: 1 traditional rounds; 0 the defaults).
 */
void      engine_test_rules_option     (MancalaRules          *rules,
                                        MancalaVariant         variant,
                                        unsigned               houses,
                                        unsigned               seeds,
                                        int                    option);
void      engine_test_position         (MancalaPosition       *pos,
                                        const MancalaRules    *rules,
                                        const char            *board);
char     *engine_test_board_string     (const MancalaRules    *rules,
                                        const MancalaPosition *pos);

/* "s3" for south house 3, "S" for the south store, "n1", "N". */
char     *engine_test_pit_name         (const MancalaRules    *rules,
                                        unsigned               pit);

/* Only the LIFT, DROP and RELAY events, in order: "lift s2 x3 s3 S n1". */
char     *engine_test_sowing_string    (const MancalaRules    *rules,
                                        const MancalaReport   *report);
/* The CAPTURE events sorted by pit, whose order docs/rules.md leaves open:
 * "s5>S x1 n3>S x4".
 */
char     *engine_test_captures_string  (const MancalaRules    *rules,
                                        const MancalaReport   *report);
/* Every event, for failure messages. */
char     *engine_test_events_string    (const MancalaRules    *rules,
                                        const MancalaReport   *report);
unsigned  engine_test_count_events     (const MancalaReport   *report,
                                        MancalaEventKind       kind);

/* Applies the DROP, CAPTURE, COLLECT and REFILL events (and the lifts)
 * of @report to a copy of @before and checks that it gives the pits of
 * @after. Returns FALSE with a message in @why otherwise.
 */
gboolean  engine_test_replay_report    (const MancalaRules    *rules,
                                        const MancalaPosition *before,
                                        const MancalaReport   *report,
                                        const MancalaPosition *after,
                                        char                 **why);

/* The legal moves as text, "swap 1 2 4"; also checks that
 * mancala_position_is_legal() agrees with the list for every move.
 */
char     *engine_test_moves_string     (const MancalaRules    *rules,
                                        const MancalaPosition *pos);

#define assert_moves(rules, pos, expected) \
  G_STMT_START { \
    char *moves__ = engine_test_moves_string ((rules), (pos)); \
    g_assert_cmpstr (moves__, ==, (expected)); \
    g_free (moves__); \
  } G_STMT_END

#define assert_board(rules, pos, expected) \
  G_STMT_START { \
    char *board__ = engine_test_board_string ((rules), (pos)); \
    g_assert_cmpstr (board__, ==, (expected)); \
    g_free (board__); \
  } G_STMT_END

#define assert_sowing(rules, report, expected) \
  G_STMT_START { \
    char *sowing__ = engine_test_sowing_string ((rules), (report)); \
    g_assert_cmpstr (sowing__, ==, (expected)); \
    g_free (sowing__); \
  } G_STMT_END

#define assert_captures(rules, report, expected) \
  G_STMT_START { \
    char *captures__ = engine_test_captures_string ((rules), (report)); \
    g_assert_cmpstr (captures__, ==, (expected)); \
    g_free (captures__); \
  } G_STMT_END

#define assert_replay(rules, before, report, after) \
  G_STMT_START { \
    char *why__ = NULL; \
    if (!engine_test_replay_report ((rules), (before), (report), (after), &why__)) \
      g_error ("report does not replay: %s", why__); \
  } G_STMT_END

/* Checks that @move is legal, applies it with a report, checks that the
 * report replays to the new board, and returns the move's flags. @report
 * may be NULL (one on the heap is used then).
 */
unsigned  engine_test_apply            (const MancalaRules    *rules,
                                        MancalaPosition       *pos,
                                        unsigned               move,
                                        MancalaReport         *report);

/* Moves as a list "3 1 swap 6"; asserts each one is legal and plays it
 * with mancala_position_apply(). Returns the flags of the last move.
 */
unsigned  engine_test_play             (const MancalaRules    *rules,
                                        MancalaPosition       *pos,
                                        const char            *moves);

/* Copies the file @from to @to with its first @len bytes, the byte at
 * @flip (when below @len) changed: a table file cut short or damaged.
 */
void      engine_test_write_damaged    (const char            *from,
                                        const char            *to,
                                        gsize                  len,
                                        gsize                  flip);

G_END_DECLS
