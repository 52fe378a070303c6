/* mancala-position.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-rules.h"

/* A position is a small fixed-size value: copy it with `=`. Moves are
 * house numbers 1..N of the side to move; MANCALA_MOVE_SWAP is the pie
 * move of Kalah.
 */

#define MANCALA_MOVE_SWAP   0u
#define MANCALA_MOVE_NONE   0xffu

/* Houses plus the swap. */
#define MANCALA_MAX_MOVES   (MANCALA_MAX_HOUSES + 1)

/* A traditional Congkak game that reaches this round ends with it, so
 * that two players who tie every round cannot play for ever.
 */
#define MANCALA_MAX_ROUNDS  99

typedef enum
{
  MANCALA_POSITION_PIE     = 1 << 0,  /* North may still play the swap. */
  MANCALA_POSITION_SWAPPED = 1 << 1,  /* The players exchanged sides. */
  MANCALA_POSITION_OVER    = 1 << 2,
} MancalaPositionFlags;

typedef struct
{
  uint8_t  pits[MANCALA_MAX_PITS];  /* Seeds per pit, circuit order; unused pits are 0. */
  uint8_t  to_move;                 /* MancalaSide; once over, who would have moved. */
  uint8_t  flags;                   /* MancalaPositionFlags */
  uint8_t  round;                   /* 1-based; only traditional Congkak goes past 1. */
  uint8_t  reserved;                /* Always 0, so positions compare and hash as bytes. */
  uint32_t burnt;                   /* Bit per pit: burnt houses (traditional Congkak). */
} MancalaPosition;

typedef enum
{
  MANCALA_OUTCOME_NONE,     /* The game goes on. */
  MANCALA_OUTCOME_SOUTH,
  MANCALA_OUTCOME_NORTH,
  MANCALA_OUTCOME_DRAW
} MancalaOutcome;

/* What mancala_position_apply() tells about a move. */
typedef enum
{
  MANCALA_MOVE_EXTRA_TURN   = 1 << 0,  /* The same player moves next: an extra turn,
                                        * or a Congkak round the mover starts. Never
                                        * set when the game is over. */
  MANCALA_MOVE_CAPTURE      = 1 << 1,
  MANCALA_MOVE_GRAND_SLAM   = 1 << 2,  /* A grand slam that captured nothing. */
  MANCALA_MOVE_ROUND_CHANGE = 1 << 3,
  MANCALA_MOVE_GAME_OVER    = 1 << 4,
  MANCALA_MOVE_SWAPPED      = 1 << 5,
} MancalaMoveFlags;

/* The report of a move, in the order the rules played it, so that the
 * window can animate it exactly.
 */
typedef enum
{
  MANCALA_EVENT_LIFT,        /* pit: the house lifted; count: seeds taken. */
  MANCALA_EVENT_DROP,        /* pit: where one seed fell. */
  MANCALA_EVENT_RELAY,       /* pit: the house lifted again (Congkak); count: seeds taken. */
  MANCALA_EVENT_CAPTURE,     /* pit: the pit emptied; to: the store; count: seeds moved. */
  MANCALA_EVENT_GRAND_SLAM,  /* A grand slam captured nothing. */
  MANCALA_EVENT_EXTRA_TURN,  /* side: who moves again. */
  MANCALA_EVENT_SWAP,        /* The players exchanged sides. */
  MANCALA_EVENT_COLLECT,     /* End of game or round: pit's seeds go to store 'to'; count. */
  MANCALA_EVENT_ROUND_END,   /* count: the round that begins; side: who starts it. */
  MANCALA_EVENT_REFILL,      /* pit: a house refilled from store 'to'; count: seeds. */
  MANCALA_EVENT_BURN,        /* pit: a house burnt for the next round. */
  MANCALA_EVENT_REPETITION,  /* The move repeated a position (Oware): the game ends. */
  MANCALA_EVENT_GAME_OVER,   /* side: the outcome (MancalaOutcome). */
} MancalaEventKind;

typedef struct
{
  uint8_t kind;   /* MancalaEventKind */
  uint8_t pit;
  uint8_t to;
  uint8_t count;  /* Seeds, or a round number; for EXTRA_TURN and
                   * GAME_OVER, the side or outcome. */
} MancalaEvent;

/* Long Congkak relays drop thousands of seeds; a full buffer sets
 * @overflow and the move is still applied exactly.
 */
#define MANCALA_MAX_EVENTS 8192

typedef struct
{
  uint16_t     n_events;
  bool         overflow;
  MancalaEvent events[MANCALA_MAX_EVENTS];
} MancalaReport;

/* Start position of a game. */
void            mancala_position_init          (MancalaPosition       *pos,
                                                const MancalaRules    *rules);

/* A position built by hand (tests, analysis). @south and @north hold N
 * house counts each, house 1 first. The game is not over and no house is
 * burnt; set the fields directly for more.
 */
void            mancala_position_set_board     (MancalaPosition       *pos,
                                                const MancalaRules    *rules,
                                                const unsigned        *south,
                                                unsigned               south_store,
                                                const unsigned        *north,
                                                unsigned               north_store,
                                                MancalaSide            to_move);

/* Writes the legal moves in increasing house order (the swap, when legal,
 * first) and returns how many. A finished game has none.
 */
unsigned        mancala_position_legal_moves   (const MancalaRules    *rules,
                                                const MancalaPosition *pos,
                                                uint8_t                moves[MANCALA_MAX_MOVES]);

bool            mancala_position_is_legal      (const MancalaRules    *rules,
                                                const MancalaPosition *pos,
                                                unsigned               move);

/* Plays a legal @move (check with mancala_position_is_legal() first) and
 * returns MancalaMoveFlags. @report may be NULL. Allocates nothing.
 * The Oware repetition rule needs the game's past: see MancalaHistory.
 */
unsigned        mancala_position_apply         (const MancalaRules    *rules,
                                                MancalaPosition       *pos,
                                                unsigned               move,
                                                MancalaReport         *report);

static inline bool
mancala_position_is_over (const MancalaPosition *pos)
{
  return (pos->flags & MANCALA_POSITION_OVER) != 0;
}

static inline unsigned
mancala_position_store (const MancalaRules    *rules,
                        const MancalaPosition *pos,
                        MancalaSide            side)
{
  return pos->pits[mancala_rules_store (rules, side)];
}

static inline unsigned
mancala_position_house (const MancalaRules    *rules,
                        const MancalaPosition *pos,
                        MancalaSide            side,
                        unsigned               house)
{
  return pos->pits[mancala_rules_pit (rules, side, house)];
}

static inline bool
mancala_position_is_burnt (const MancalaRules    *rules,
                           const MancalaPosition *pos,
                           MancalaSide            side,
                           unsigned               house)
{
  return (pos->burnt >> mancala_rules_pit (rules, side, house)) & 1u;
}

/* Seeds in the houses of @side. */
unsigned        mancala_position_side_seeds    (const MancalaRules    *rules,
                                                const MancalaPosition *pos,
                                                MancalaSide            side);

/* Seeds everywhere; constant over a game: 2 × N × K. */
unsigned        mancala_position_total_seeds   (const MancalaRules    *rules,
                                                const MancalaPosition *pos);

/* MANCALA_OUTCOME_NONE until the game is over; then the larger store
 * wins.
 */
MancalaOutcome  mancala_position_outcome       (const MancalaRules    *rules,
                                                const MancalaPosition *pos);

/* A 64-bit key of everything that decides the future of the game. */
uint64_t        mancala_position_key           (const MancalaPosition *pos);

bool            mancala_position_equal         (const MancalaPosition *a,
                                                const MancalaPosition *b);

/* The past of a game, for the Oware repetition rule: the keys of the
 * positions since the last capture (no earlier position can come back,
 * since captured seeds never return to the board).
 */
#define MANCALA_MAX_PLIES 2048

typedef struct
{
  uint16_t n_keys;
  uint16_t stores;                    /* Seeds in both stores at keys[0]. */
  uint64_t keys[MANCALA_MAX_PLIES];
} MancalaHistory;

void            mancala_history_init           (MancalaHistory        *history,
                                                const MancalaRules    *rules,
                                                const MancalaPosition *pos);

/* Call after each move applied to @pos. When the move repeated an earlier
 * position, ends the game as docs/rules.md says (each side captures the seeds
 * on its side), reports it in @report (may be NULL) and returns true. In
 * Oware a game that would outgrow the history ends the same way.
 */
bool            mancala_history_record         (MancalaHistory        *history,
                                                const MancalaRules    *rules,
                                                MancalaPosition       *pos,
                                                MancalaReport         *report);

/* Applies a legal move and records it: the whole rule set, repetition
 * included. Returns MancalaMoveFlags.
 */
unsigned        mancala_play                   (const MancalaRules    *rules,
                                                MancalaPosition       *pos,
                                                MancalaHistory        *history,
                                                unsigned               move,
                                                MancalaReport         *report);

#define MANCALA_PERFT_MAX_DEPTH 64

/* Leaf count of the move tree to @depth plies from @pos (an extra turn is
 * another ply; a finished game is a leaf). @history may be NULL. Returns
 * 0 when @depth is over MANCALA_PERFT_MAX_DEPTH.
 */
uint64_t        mancala_perft                  (const MancalaRules    *rules,
                                                const MancalaPosition *pos,
                                                const MancalaHistory  *history,
                                                unsigned               depth);
