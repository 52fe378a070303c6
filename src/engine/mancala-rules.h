/* mancala-rules.h
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

#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The rule set: a variant, the board size and the variant's options.
 * Plain C, no GLib: the engine is shared by the game, the CLI and the
 * fuzzers. docs/rules.md is the specification of every value here.
 */

#define MANCALA_MIN_HOUSES 1
#define MANCALA_MAX_HOUSES 9
#define MANCALA_MIN_SEEDS  1
#define MANCALA_MAX_SEEDS  12

/* Two rows of houses plus two stores. */
#define MANCALA_MAX_PITS   (2 * MANCALA_MAX_HOUSES + 2)

typedef enum
{
  MANCALA_VARIANT_KALAH,
  MANCALA_VARIANT_OWARE,
  MANCALA_VARIANT_CONGKAK,
  MANCALA_N_VARIANTS
} MancalaVariant;

typedef enum
{
  MANCALA_SOUTH = 0,
  MANCALA_NORTH = 1
} MancalaSide;

typedef enum
{
  MANCALA_END_IMMEDIATE,
  MANCALA_END_NO_MOVE
} MancalaEndRule;

typedef enum
{
  MANCALA_GRAND_SLAM_NO_CAPTURE,
  MANCALA_GRAND_SLAM_FORBIDDEN,
  MANCALA_GRAND_SLAM_CAPTURE
} MancalaGrandSlam;

typedef enum
{
  MANCALA_ROUNDS_SINGLE,
  MANCALA_ROUNDS_TRADITIONAL
} MancalaRounds;

typedef struct
{
  MancalaVariant   variant;
  uint8_t          houses;         /* N, houses per side */
  uint8_t          seeds;          /* K, seeds per house at the start */

  /* Kalah only. */
  bool             empty_capture;
  MancalaEndRule   end_rule;
  bool             pie;

  /* Oware only. */
  MancalaGrandSlam grand_slam;

  /* Congkak only. */
  MancalaRounds    rounds;
} MancalaRules;

static inline MancalaSide
mancala_side_other (MancalaSide side)
{
  return (MancalaSide) (1 - side);
}

/* Pits are numbered along the circuit: south houses 1..N are pits
 * 0..N-1, the south store is pit N, north houses 1..N are pits
 * N+1..2N and the north store is pit 2N+1.
 */
static inline unsigned
mancala_rules_n_pits (const MancalaRules *rules)
{
  return 2u * rules->houses + 2u;
}

static inline unsigned
mancala_rules_store (const MancalaRules *rules,
                     MancalaSide         side)
{
  return side == MANCALA_SOUTH ? rules->houses : 2u * rules->houses + 1u;
}

/* @house is 1..N. */
static inline unsigned
mancala_rules_pit (const MancalaRules *rules,
                   MancalaSide         side,
                   unsigned            house)
{
  return side == MANCALA_SOUTH ? house - 1u : rules->houses + house;
}

/* The house across the board: house i faces house N+1-i. */
static inline unsigned
mancala_rules_facing_pit (const MancalaRules *rules,
                          unsigned            pit)
{
  return 2u * rules->houses - pit;
}

static inline bool
mancala_rules_is_store (const MancalaRules *rules,
                        unsigned            pit)
{
  return pit == rules->houses || pit == 2u * rules->houses + 1u;
}

/* Which side a pit (house or store) belongs to. */
static inline MancalaSide
mancala_rules_pit_side (const MancalaRules *rules,
                        unsigned            pit)
{
  return pit <= rules->houses ? MANCALA_SOUTH : MANCALA_NORTH;
}

/* The house number 1..N of a house pit. */
static inline unsigned
mancala_rules_pit_house (const MancalaRules *rules,
                         unsigned            pit)
{
  return pit < rules->houses ? pit + 1u : pit - rules->houses;
}

/* The variant's documented defaults (docs/rules.md). */
void        mancala_rules_init_default      (MancalaRules       *rules,
                                             MancalaVariant      variant);

/* Checks the ranges and that no option of another variant is set.
 * Returns true when the rules are valid; otherwise writes a one-line,
 * untranslated English reason into @error (when not NULL).
 */
bool        mancala_rules_validate          (const MancalaRules *rules,
                                             char               *error,
                                             size_t              error_size);

/* The house and seed counts a player may choose in the game for a variant
 * (docs/rules.md, "players choose"); the engine itself accepts the wider
 * MANCALA_MIN/MAX ranges.
 */
void        mancala_variant_house_range     (MancalaVariant      variant,
                                             unsigned           *min,
                                             unsigned           *max);
void        mancala_variant_seed_range      (MancalaVariant      variant,
                                             unsigned           *min,
                                             unsigned           *max);

/* Stable lowercase names used by the CLI, the settings and saved games. */
const char *mancala_variant_to_string       (MancalaVariant      variant);
bool        mancala_variant_from_string     (const char         *name,
                                             MancalaVariant     *variant);
const char *mancala_end_rule_to_string      (MancalaEndRule      end_rule);
bool        mancala_end_rule_from_string    (const char         *name,
                                             MancalaEndRule     *end_rule);
const char *mancala_grand_slam_to_string    (MancalaGrandSlam    grand_slam);
bool        mancala_grand_slam_from_string  (const char         *name,
                                             MancalaGrandSlam   *grand_slam);
const char *mancala_rounds_to_string        (MancalaRounds       rounds);
bool        mancala_rounds_from_string      (const char         *name,
                                             MancalaRounds      *rounds);
const char *mancala_side_to_string          (MancalaSide         side);

/* Every name of a kind, in value order and NULL-terminated: the choices
 * offered in lists and error messages.
 */
const char * const *mancala_variant_names      (void);
const char * const *mancala_end_rule_names     (void);
const char * const *mancala_grand_slam_names   (void);
const char * const *mancala_rounds_names       (void);

bool        mancala_rules_equal             (const MancalaRules *a,
                                             const MancalaRules *b);
