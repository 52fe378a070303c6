/* mancala-rules.c
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "mancala-rules.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct
{
  uint8_t     default_houses;
  uint8_t     default_seeds;
  uint8_t     min_houses, max_houses;
  uint8_t     min_seeds, max_seeds;
} VariantInfo;

/* docs/rules.md: the defaults, and what players choose in the game. */
static const VariantInfo variants[MANCALA_N_VARIANTS] = {
  [MANCALA_VARIANT_KALAH]   = { 6, 4, 3, 6, 3, 6 },
  [MANCALA_VARIANT_OWARE]   = { 6, 4, 4, 6, 4, 6 },
  [MANCALA_VARIANT_CONGKAK] = { 7, 7, 3, 9, 3, 9 },
};

/* The one spelling of every name, in value order: the CLI, the settings,
 * the saved game and the preferences all look names up here (the GEnum
 * types of mancala-enums.c are built from these lists).
 */
static const char * const variant_names[] = { "kalah", "oware", "congkak", NULL };
static const char * const end_rule_names[] = { "immediate", "no-move", NULL };
static const char * const grand_slam_names[] = { "no-capture", "forbidden", "capture", NULL };
static const char * const rounds_names[] = { "single", "traditional", NULL };

/* The names of a list, without its NULL. */
#define N_NAMES(a) (sizeof (a) / sizeof ((a)[0]) - 1)

static bool
lookup_name (const char * const *names,
             unsigned            n_names,
             const char         *name,
             unsigned           *value)
{
  if (name == NULL)
    return false;

  for (unsigned i = 0; i < n_names; i++)
    if (strcmp (names[i], name) == 0)
      {
        *value = i;
        return true;
      }

  return false;
}

void
mancala_rules_init_default (MancalaRules   *rules,
                            MancalaVariant  variant)
{
  if ((unsigned) variant >= MANCALA_N_VARIANTS)
    variant = MANCALA_VARIANT_KALAH;

  memset (rules, 0, sizeof *rules);
  rules->variant = variant;
  rules->houses = variants[variant].default_houses;
  rules->seeds = variants[variant].default_seeds;
  rules->empty_capture = false;
  rules->end_rule = MANCALA_END_IMMEDIATE;
  rules->pie = false;
  rules->grand_slam = MANCALA_GRAND_SLAM_NO_CAPTURE;
  rules->rounds = MANCALA_ROUNDS_SINGLE;
}

#if defined(__GNUC__)
static bool fail (char       *error,
                  size_t      error_size,
                  const char *format,
                  ...) __attribute__ ((format (printf, 3, 4)));
#endif

static bool
fail (char       *error,
      size_t      error_size,
      const char *format,
      ...)
{
  if (error != NULL && error_size > 0)
    {
      va_list args;

      va_start (args, format);
      vsnprintf (error, error_size, format, args);
      va_end (args);
    }

  return false;
}

bool
mancala_rules_validate (const MancalaRules *rules,
                        char               *error,
                        size_t              error_size)
{
  const char *variant;

  if ((unsigned) rules->variant >= MANCALA_N_VARIANTS)
    return fail (error, error_size, "unknown variant %d", (int) rules->variant);

  variant = variant_names[rules->variant];

  if (rules->houses < MANCALA_MIN_HOUSES || rules->houses > MANCALA_MAX_HOUSES)
    return fail (error, error_size, "houses must be between %d and %d, not %u",
                 MANCALA_MIN_HOUSES, MANCALA_MAX_HOUSES, (unsigned) rules->houses);

  if (rules->seeds < MANCALA_MIN_SEEDS || rules->seeds > MANCALA_MAX_SEEDS)
    return fail (error, error_size, "seeds must be between %d and %d, not %u",
                 MANCALA_MIN_SEEDS, MANCALA_MAX_SEEDS, (unsigned) rules->seeds);

  if ((unsigned) rules->end_rule >= N_NAMES (end_rule_names))
    return fail (error, error_size, "unknown end rule %d", (int) rules->end_rule);
  if ((unsigned) rules->grand_slam >= N_NAMES (grand_slam_names))
    return fail (error, error_size, "unknown grand-slam rule %d", (int) rules->grand_slam);
  if ((unsigned) rules->rounds >= N_NAMES (rounds_names))
    return fail (error, error_size, "unknown rounds rule %d", (int) rules->rounds);

  /* An option of another variant is refused, not ignored: it would
   * silently play a different game than the one asked for.
   */
  if (rules->variant != MANCALA_VARIANT_KALAH)
    {
      if (rules->empty_capture)
        return fail (error, error_size, "empty-capture is an option of kalah, not of %s", variant);
      if (rules->end_rule != MANCALA_END_IMMEDIATE)
        return fail (error, error_size, "end-rule is an option of kalah, not of %s", variant);
      if (rules->pie)
        return fail (error, error_size, "pie is an option of kalah, not of %s", variant);
    }

  if (rules->variant != MANCALA_VARIANT_OWARE &&
      rules->grand_slam != MANCALA_GRAND_SLAM_NO_CAPTURE)
    return fail (error, error_size, "grand-slam is an option of oware, not of %s", variant);

  if (rules->variant != MANCALA_VARIANT_CONGKAK &&
      rules->rounds != MANCALA_ROUNDS_SINGLE)
    return fail (error, error_size, "rounds is an option of congkak, not of %s", variant);

  if (error != NULL && error_size > 0)
    error[0] = '\0';

  return true;
}

void
mancala_variant_house_range (MancalaVariant  variant,
                             unsigned       *min,
                             unsigned       *max)
{
  if ((unsigned) variant >= MANCALA_N_VARIANTS)
    variant = MANCALA_VARIANT_KALAH;

  *min = variants[variant].min_houses;
  *max = variants[variant].max_houses;
}

void
mancala_variant_seed_range (MancalaVariant  variant,
                            unsigned       *min,
                            unsigned       *max)
{
  if ((unsigned) variant >= MANCALA_N_VARIANTS)
    variant = MANCALA_VARIANT_KALAH;

  *min = variants[variant].min_seeds;
  *max = variants[variant].max_seeds;
}

const char *
mancala_variant_to_string (MancalaVariant variant)
{
  if ((unsigned) variant >= MANCALA_N_VARIANTS)
    return NULL;

  return variant_names[variant];
}

bool
mancala_variant_from_string (const char     *name,
                             MancalaVariant *variant)
{
  unsigned value;

  if (!lookup_name (variant_names, N_NAMES (variant_names), name, &value))
    return false;

  *variant = (MancalaVariant) value;
  return true;
}

const char *
mancala_end_rule_to_string (MancalaEndRule end_rule)
{
  if ((unsigned) end_rule >= N_NAMES (end_rule_names))
    return NULL;

  return end_rule_names[end_rule];
}

bool
mancala_end_rule_from_string (const char     *name,
                              MancalaEndRule *end_rule)
{
  unsigned value;

  if (!lookup_name (end_rule_names, N_NAMES (end_rule_names), name, &value))
    return false;

  *end_rule = (MancalaEndRule) value;
  return true;
}

const char *
mancala_grand_slam_to_string (MancalaGrandSlam grand_slam)
{
  if ((unsigned) grand_slam >= N_NAMES (grand_slam_names))
    return NULL;

  return grand_slam_names[grand_slam];
}

bool
mancala_grand_slam_from_string (const char       *name,
                                MancalaGrandSlam *grand_slam)
{
  unsigned value;

  if (!lookup_name (grand_slam_names, N_NAMES (grand_slam_names), name, &value))
    return false;

  *grand_slam = (MancalaGrandSlam) value;
  return true;
}

const char *
mancala_rounds_to_string (MancalaRounds rounds)
{
  if ((unsigned) rounds >= N_NAMES (rounds_names))
    return NULL;

  return rounds_names[rounds];
}

bool
mancala_rounds_from_string (const char    *name,
                            MancalaRounds *rounds)
{
  unsigned value;

  if (!lookup_name (rounds_names, N_NAMES (rounds_names), name, &value))
    return false;

  *rounds = (MancalaRounds) value;
  return true;
}

const char * const *
mancala_variant_names (void)
{
  return variant_names;
}

const char * const *
mancala_end_rule_names (void)
{
  return end_rule_names;
}

const char * const *
mancala_grand_slam_names (void)
{
  return grand_slam_names;
}

const char * const *
mancala_rounds_names (void)
{
  return rounds_names;
}

const char *
mancala_side_to_string (MancalaSide side)
{
  return side == MANCALA_SOUTH ? "south" : "north";
}

bool
mancala_rules_equal (const MancalaRules *a,
                     const MancalaRules *b)
{
  return a->variant == b->variant &&
         a->houses == b->houses &&
         a->seeds == b->seeds &&
         a->empty_capture == b->empty_capture &&
         a->end_rule == b->end_rule &&
         a->pie == b->pie &&
         a->grand_slam == b->grand_slam &&
         a->rounds == b->rounds;
}
