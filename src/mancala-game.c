/* mancala-game.c
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

#define G_LOG_DOMAIN "mancala-game"

#include "config.h"

#include <glib/gi18n.h>

#include "mancala-game-private.h"

G_DEFINE_FINAL_TYPE (MancalaGame, mancala_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_TO_MOVE,
  PROP_IS_OVER,
  PROP_OUTCOME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_THINKING,
  PROP_LAST_MOVE,
  PROP_N_MOVES,
  PROP_PAUSED,
  PROP_SOUTH_PLAYER,
  PROP_NORTH_PLAYER,
  PROP_SOUTH_LEVEL,
  PROP_NORTH_LEVEL,
  PROP_THINKING_TIME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_MOVE_PLAYED,
  SIGNAL_POSITION_CHANGED,
  SIGNAL_TURN_CHANGED,
  SIGNAL_ROUND_CHANGED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The derived read-only properties, compared before and after a change
 * so that only real changes are notified.
 */
typedef struct
{
  MancalaVariant variant;
  MancalaSide    to_move;
  gboolean       over;
  MancalaOutcome outcome;
  gboolean       can_undo;
  gboolean       can_redo;
  guint          last_move;
  guint          n_moves;
} Snapshot;

G_DEFINE_QUARK (mancala-game-error-quark, mancala_game_error)

static gint next_serial;

static MancalaSide
seat_of_side (const MancalaPosition *position,
              MancalaSide            side)
{
  /* After a pie swap the player who started north owns south. */
  if (position->flags & MANCALA_POSITION_SWAPPED)
    return mancala_side_other (side);

  return side;
}

static gboolean
human_decides_at (MancalaGame           *self,
                  const MancalaPosition *position)
{
  if (mancala_position_is_over (position))
    return FALSE;

  return self->kinds[seat_of_side (position, position->to_move)] == MANCALA_PLAYER_HUMAN;
}

static gboolean
has_human (MancalaGame *self)
{
  return self->kinds[0] == MANCALA_PLAYER_HUMAN || self->kinds[1] == MANCALA_PLAYER_HUMAN;
}

/* The number of moves undo goes back to, or -1. */
static gint
undo_target (MancalaGame *self)
{
  if (self->moves->len == 0)
    return -1;

  if (!has_human (self))
    return (gint) self->moves->len - 1;

  for (gint i = (gint) self->moves->len - 1; i >= 0; i--)
    if (human_decides_at (self, &g_array_index (self->positions, MancalaPosition, i)))
      return i;

  return -1;
}

static void
take_snapshot (MancalaGame *self,
               Snapshot    *snapshot)
{
  snapshot->variant = self->rules.variant;
  snapshot->to_move = self->position.to_move;
  snapshot->over = mancala_position_is_over (&self->position);
  snapshot->outcome = mancala_position_outcome (&self->rules, &self->position);
  snapshot->can_undo = undo_target (self) >= 0;
  snapshot->can_redo = self->redo->len > 0;
  snapshot->last_move = mancala_game_get_last_move (self);
  snapshot->n_moves = self->moves->len;
}

static void
notify_changes (MancalaGame    *self,
                const Snapshot *before)
{
  Snapshot after;

  take_snapshot (self, &after);

  g_object_freeze_notify (G_OBJECT (self));
#define NOTIFY_IF_CHANGED(field, prop) \
  if (before->field != after.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  NOTIFY_IF_CHANGED (variant, PROP_VARIANT);
  NOTIFY_IF_CHANGED (to_move, PROP_TO_MOVE);
  NOTIFY_IF_CHANGED (over, PROP_IS_OVER);
  NOTIFY_IF_CHANGED (outcome, PROP_OUTCOME);
  NOTIFY_IF_CHANGED (can_undo, PROP_CAN_UNDO);
  NOTIFY_IF_CHANGED (can_redo, PROP_CAN_REDO);
  NOTIFY_IF_CHANGED (last_move, PROP_LAST_MOVE);
  NOTIFY_IF_CHANGED (n_moves, PROP_N_MOVES);
#undef NOTIFY_IF_CHANGED
  g_object_thaw_notify (G_OBJECT (self));
}

void
_mancala_game_set_thinking (MancalaGame *self,
                            gboolean     thinking)
{
  thinking = !!thinking;
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_THINKING]);
}

/* Everything that changes the position goes through here first. */
static void
invalidate (MancalaGame *self)
{
  _mancala_game_cancel_computer (self);
  _mancala_game_cancel_advice (self);
}

static void
rebuild_history (MancalaGame *self)
{
  MancalaPosition position = g_array_index (self->positions, MancalaPosition, 0);

  /* Replaying is the only way to get the Oware repetition keys back. */
  mancala_history_init (&self->history, &self->rules, &position);
  for (guint i = 0; i < self->moves->len; i++)
    mancala_play (&self->rules, &position, &self->history,
                  g_array_index (self->moves, MancalaMove, i).house, NULL);

  g_warn_if_fail (mancala_position_equal (&position, &self->position));
}

static void
push_move (MancalaGame *self,
           guint        house,
           MancalaReport *report)
{
  MancalaMove move;

  move.side = self->position.to_move;
  move.house = house;
  move.flags = mancala_play (&self->rules, &self->position, &self->history, house, report);

  g_array_append_val (self->moves, move);
  g_array_append_val (self->positions, self->position);
}

static void
pop_move (MancalaGame *self)
{
  MancalaMove move;

  g_assert (self->moves->len > 0);

  move = g_array_index (self->moves, MancalaMove, self->moves->len - 1);
  g_array_set_size (self->moves, self->moves->len - 1);
  g_array_set_size (self->positions, self->positions->len - 1);
  g_array_prepend_val (self->redo, move);

  self->position = g_array_index (self->positions, MancalaPosition, self->positions->len - 1);
}

/* Emits the signals that follow a change that is not one forward move. */
static void
emit_position_changed (MancalaGame    *self,
                       const Snapshot *before)
{
  guint generation = self->generation;

  notify_changes (self, before);

  g_signal_emit (self, signals[SIGNAL_POSITION_CHANGED], 0);

  /* A handler may have changed the game again: its signals won. */
  if (generation != self->generation)
    return;

  if (!mancala_position_is_over (&self->position))
    g_signal_emit (self, signals[SIGNAL_TURN_CHANGED], 0, (MancalaSide) self->position.to_move);

  if (generation == self->generation)
    _mancala_game_update_computer (self);
}

void
_mancala_game_play_move (MancalaGame *self,
                         guint        house)
{
  MancalaPosition before = self->position;
  MancalaMove move;
  Snapshot snapshot;
  guint generation;

  take_snapshot (self, &snapshot);
  invalidate (self);
  generation = self->generation;

  push_move (self, house, self->report);
  g_array_set_size (self->redo, 0);
  move = g_array_index (self->moves, MancalaMove, self->moves->len - 1);

  notify_changes (self, &snapshot);

  g_signal_emit (self, signals[SIGNAL_MOVE_PLAYED], 0,
                 (MancalaSide) move.side, (guint) move.house, (guint) move.flags,
                 self->report, &before);
  if (generation != self->generation)
    return;

  if (move.flags & MANCALA_MOVE_ROUND_CHANGE)
    {
      g_signal_emit (self, signals[SIGNAL_ROUND_CHANGED], 0, (guint) self->position.round);
      if (generation != self->generation)
        return;
    }

  if (mancala_position_is_over (&self->position))
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0,
                   mancala_position_outcome (&self->rules, &self->position));
  else
    g_signal_emit (self, signals[SIGNAL_TURN_CHANGED], 0, (MancalaSide) self->position.to_move);

  if (generation == self->generation)
    _mancala_game_update_computer (self);
}

/* Sets a player without touching the computer: the caller does. */
static void
store_player (MancalaGame       *self,
              MancalaSide        seat,
              MancalaPlayerKind  kind,
              MancalaLevel       level)
{
  if (self->kinds[seat] != kind)
    {
      self->kinds[seat] = kind;
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[seat == MANCALA_SOUTH ? PROP_SOUTH_PLAYER : PROP_NORTH_PLAYER]);
    }

  if (self->levels[seat] != level)
    {
      self->levels[seat] = level;
      g_object_notify_by_pspec (G_OBJECT (self),
                                properties[seat == MANCALA_SOUTH ? PROP_SOUTH_LEVEL : PROP_NORTH_LEVEL]);
    }
}

static void
store_paused (MancalaGame *self,
              gboolean     paused)
{
  if (self->paused == paused)
    return;

  self->paused = paused;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

static void
reset (MancalaGame        *self,
       const MancalaRules *rules)
{
  MancalaPosition start;

  self->rules = *rules;
  mancala_position_init (&start, rules);
  self->position = start;
  mancala_history_init (&self->history, rules, &start);

  g_array_set_size (self->positions, 0);
  g_array_append_val (self->positions, start);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->redo, 0);
  self->weakest[MANCALA_SOUTH] = MANCALA_N_LEVELS;
  self->weakest[MANCALA_NORTH] = MANCALA_N_LEVELS;

  /* Unique in the process, so that statistics tell games apart even
   * across game objects.
   */
  self->serial = (guint) g_atomic_int_add (&next_serial, 1) + 1;
}

static void
mancala_game_dispose (GObject *object)
{
  MancalaGame *self = (MancalaGame *)object;

  _mancala_game_cancel_computer (self);
  if (self->advice != NULL)
    _mancala_game_cancel_advice (self);

  G_OBJECT_CLASS (mancala_game_parent_class)->dispose (object);
}

static void
mancala_game_finalize (GObject *object)
{
  MancalaGame *self = (MancalaGame *)object;

  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->advice, g_ptr_array_unref);
  g_free (self->report);

  G_OBJECT_CLASS (mancala_game_parent_class)->finalize (object);
}

static void
mancala_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  MancalaGame *self = MANCALA_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, self->rules.variant);
      break;
    case PROP_TO_MOVE:
      g_value_set_enum (value, self->position.to_move);
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, mancala_game_is_over (self));
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, mancala_game_get_outcome (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, mancala_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, mancala_game_can_redo (self));
      break;
    case PROP_IS_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_LAST_MOVE:
      g_value_set_uint (value, mancala_game_get_last_move (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->moves->len);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_SOUTH_PLAYER:
      g_value_set_enum (value, self->kinds[MANCALA_SOUTH]);
      break;
    case PROP_NORTH_PLAYER:
      g_value_set_enum (value, self->kinds[MANCALA_NORTH]);
      break;
    case PROP_SOUTH_LEVEL:
      g_value_set_enum (value, self->levels[MANCALA_SOUTH]);
      break;
    case PROP_NORTH_LEVEL:
      g_value_set_enum (value, self->levels[MANCALA_NORTH]);
      break;
    case PROP_THINKING_TIME:
      g_value_set_uint (value, self->thinking_time);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  MancalaGame *self = MANCALA_GAME (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      mancala_game_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_SOUTH_PLAYER:
      mancala_game_set_player (self, MANCALA_SOUTH, g_value_get_enum (value),
                               self->levels[MANCALA_SOUTH]);
      break;
    case PROP_NORTH_PLAYER:
      mancala_game_set_player (self, MANCALA_NORTH, g_value_get_enum (value),
                               self->levels[MANCALA_NORTH]);
      break;
    case PROP_SOUTH_LEVEL:
      mancala_game_set_player (self, MANCALA_SOUTH, self->kinds[MANCALA_SOUTH],
                               g_value_get_enum (value));
      break;
    case PROP_NORTH_LEVEL:
      mancala_game_set_player (self, MANCALA_NORTH, self->kinds[MANCALA_NORTH],
                               g_value_get_enum (value));
      break;
    case PROP_THINKING_TIME:
      mancala_game_set_thinking_time (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_game_class_init (MancalaGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mancala_game_dispose;
  object_class->finalize = mancala_game_finalize;
  object_class->get_property = mancala_game_get_property;
  object_class->set_property = mancala_game_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       MANCALA_TYPE_VARIANT, MANCALA_VARIANT_KALAH,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_enum ("to-move", NULL, NULL,
                       MANCALA_TYPE_SIDE, MANCALA_SOUTH,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL,
                       MANCALA_TYPE_OUTCOME, MANCALA_OUTCOME_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_THINKING] =
    g_param_spec_boolean ("is-thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LAST_MOVE] =
    g_param_spec_uint ("last-move", NULL, NULL, 0, MANCALA_MOVE_NONE, MANCALA_MOVE_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOUTH_PLAYER] =
    g_param_spec_enum ("south-player", NULL, NULL,
                       MANCALA_TYPE_PLAYER_KIND, MANCALA_PLAYER_HUMAN,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NORTH_PLAYER] =
    g_param_spec_enum ("north-player", NULL, NULL,
                       MANCALA_TYPE_PLAYER_KIND, MANCALA_PLAYER_COMPUTER,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOUTH_LEVEL] =
    g_param_spec_enum ("south-level", NULL, NULL,
                       MANCALA_TYPE_LEVEL, MANCALA_LEVEL_AVERAGE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NORTH_LEVEL] =
    g_param_spec_enum ("north-level", NULL, NULL,
                       MANCALA_TYPE_LEVEL, MANCALA_LEVEL_SIMPLE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING_TIME] =
    g_param_spec_uint ("thinking-time", NULL, NULL, 0, 10000, 500,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MancalaGame::move-played:
   * @side: the side that moved
   * @house: the house it sowed, or MANCALA_MOVE_SWAP
   * @flags: MancalaMoveFlags
   * @report: (type gpointer): the `const MancalaReport *` of the move
   * @before: (type gpointer): the `const MancalaPosition *` before it
   *
   * A move was played; both pointers are valid during the emission only.
   */
  signals[SIGNAL_MOVE_PLAYED] =
    g_signal_new ("move-played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 5,
                  MANCALA_TYPE_SIDE, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_POINTER, G_TYPE_POINTER);

  /**
   * MancalaGame::position-changed:
   *
   * The position changed by a new game, a restart, undo, redo or a
   * restore: show it without animation.
   */
  signals[SIGNAL_POSITION_CHANGED] =
    g_signal_new ("position-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MancalaGame::turn-changed:
   * @side: the side to move
   *
   * A new decision is awaited from @side (extra turns included).
   */
  signals[SIGNAL_TURN_CHANGED] =
    g_signal_new ("turn-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MANCALA_TYPE_SIDE);

  /**
   * MancalaGame::round-changed:
   * @round: the round that begins (1-based)
   */
  signals[SIGNAL_ROUND_CHANGED] =
    g_signal_new ("round-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * MancalaGame::game-over:
   * @outcome: who won
   *
   * A move ended the game.
   */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MANCALA_TYPE_OUTCOME);
}

static void
mancala_game_init (MancalaGame *self)
{
  MancalaRules rules;

  self->positions = g_array_new (FALSE, FALSE, sizeof (MancalaPosition));
  self->moves = g_array_new (FALSE, FALSE, sizeof (MancalaMove));
  self->redo = g_array_new (FALSE, FALSE, sizeof (MancalaMove));
  self->advice = g_ptr_array_new_with_free_func (g_object_unref);
  self->report = g_new0 (MancalaReport, 1);

  self->kinds[MANCALA_SOUTH] = MANCALA_PLAYER_HUMAN;
  self->levels[MANCALA_SOUTH] = MANCALA_LEVEL_AVERAGE;
  self->kinds[MANCALA_NORTH] = MANCALA_PLAYER_COMPUTER;
  self->levels[MANCALA_NORTH] = MANCALA_LEVEL_SIMPLE;
  self->thinking_time = 500;
  self->pending_move = MANCALA_MOVE_NONE;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  reset (self, &rules);
}

MancalaGame *
mancala_game_new (void)
{
  return g_object_new (MANCALA_TYPE_GAME, NULL);
}

gboolean
mancala_game_new_game (MancalaGame        *self,
                       const MancalaRules *rules,
                       MancalaPlayerKind   south_kind,
                       MancalaLevel        south_level,
                       MancalaPlayerKind   north_kind,
                       MancalaLevel        north_level)
{
  char reason[256];
  Snapshot snapshot;

  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (south_level < MANCALA_N_LEVELS && north_level < MANCALA_N_LEVELS, FALSE);

  if (!mancala_rules_validate (rules, reason, sizeof reason))
    {
      g_warning ("Refusing a new game with invalid rules: %s", reason);
      return FALSE;
    }

  take_snapshot (self, &snapshot);
  invalidate (self);

  reset (self, rules);

  g_object_freeze_notify (G_OBJECT (self));
  store_paused (self, FALSE);
  store_player (self, MANCALA_SOUTH, south_kind, south_level);
  store_player (self, MANCALA_NORTH, north_kind, north_level);
  g_object_thaw_notify (G_OBJECT (self));

  emit_position_changed (self, &snapshot);

  return TRUE;
}

void
mancala_game_restart (MancalaGame *self)
{
  MancalaRules rules;

  g_return_if_fail (MANCALA_IS_GAME (self));

  rules = self->rules;
  mancala_game_new_game (self, &rules,
                         self->kinds[MANCALA_SOUTH], self->levels[MANCALA_SOUTH],
                         self->kinds[MANCALA_NORTH], self->levels[MANCALA_NORTH]);
}

gboolean
mancala_game_play (MancalaGame  *self,
                   guint         house,
                   GError      **error)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (mancala_position_is_over (&self->position))
    {
      g_set_error_literal (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_OVER,
                           _("The game is over"));
      return FALSE;
    }

  if (!mancala_game_is_human_turn (self))
    {
      g_set_error_literal (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_NOT_YOUR_TURN,
                           _("It is the computer’s turn"));
      return FALSE;
    }

  if (house > MANCALA_MAX_HOUSES ||
      !mancala_position_is_legal (&self->rules, &self->position, house))
    {
      g_set_error_literal (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL,
                           _("This move is not allowed"));
      return FALSE;
    }

  _mancala_game_play_move (self, house);

  return TRUE;
}

gboolean
mancala_game_undo (MancalaGame *self)
{
  Snapshot snapshot;
  gint target;

  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  target = undo_target (self);
  if (target < 0)
    return FALSE;

  take_snapshot (self, &snapshot);
  invalidate (self);

  while ((gint) self->moves->len > target)
    pop_move (self);
  rebuild_history (self);

  /* Two computers would replay at once: stop them, so that undo means
   * something to the person watching.
   */
  if (!has_human (self))
    store_paused (self, TRUE);

  emit_position_changed (self, &snapshot);

  return TRUE;
}

gboolean
mancala_game_redo (MancalaGame *self)
{
  Snapshot snapshot;

  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;

  take_snapshot (self, &snapshot);
  invalidate (self);

  /* Forward to the next decision of a person, or one move between two
   * computers.
   */
  do
    {
      MancalaMove move = g_array_index (self->redo, MancalaMove, 0);

      if (!mancala_position_is_legal (&self->rules, &self->position, move.house))
        {
          g_warning ("Redo list does not fit the game; dropped");
          g_array_set_size (self->redo, 0);
          break;
        }

      g_array_remove_index (self->redo, 0);
      push_move (self, move.house, NULL);
    }
  while (self->redo->len > 0 && has_human (self) &&
         !mancala_position_is_over (&self->position) &&
         !human_decides_at (self, &self->position));

  if (!has_human (self))
    store_paused (self, TRUE);

  emit_position_changed (self, &snapshot);

  return TRUE;
}

gboolean
mancala_game_can_undo (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return undo_target (self) >= 0;
}

gboolean
mancala_game_can_redo (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return self->redo->len > 0;
}

const MancalaRules *
mancala_game_get_rules (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return &self->rules;
}

const MancalaPosition *
mancala_game_get_position (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return &self->position;
}

const MancalaHistory *
mancala_game_get_history (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return &self->history;
}

MancalaSide
mancala_game_get_to_move (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_SOUTH);

  return self->position.to_move;
}

gboolean
mancala_game_is_over (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return mancala_position_is_over (&self->position);
}

MancalaOutcome
mancala_game_get_outcome (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_OUTCOME_NONE);

  return mancala_position_outcome (&self->rules, &self->position);
}

guint
mancala_game_get_legal_moves (MancalaGame *self,
                              guint8      *moves)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), 0);
  g_return_val_if_fail (moves != NULL, 0);

  return mancala_position_legal_moves (&self->rules, &self->position, moves);
}

gboolean
mancala_game_is_legal (MancalaGame *self,
                       guint        house)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return house <= MANCALA_MAX_HOUSES &&
         mancala_position_is_legal (&self->rules, &self->position, house);
}

gboolean
mancala_game_is_human_turn (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return human_decides_at (self, &self->position);
}

guint
mancala_game_get_last_move (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_MOVE_NONE);

  if (self->moves->len == 0)
    return MANCALA_MOVE_NONE;

  return g_array_index (self->moves, MancalaMove, self->moves->len - 1).house;
}

const GArray *
mancala_game_get_move_list (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return self->moves;
}

const GArray *
mancala_game_get_redo_list (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), NULL);

  return self->redo;
}

void
mancala_game_set_player (MancalaGame       *self,
                         MancalaSide        seat,
                         MancalaPlayerKind  kind,
                         MancalaLevel       level)
{
  Snapshot snapshot;

  g_return_if_fail (MANCALA_IS_GAME (self));
  g_return_if_fail (seat == MANCALA_SOUTH || seat == MANCALA_NORTH);
  g_return_if_fail (kind == MANCALA_PLAYER_HUMAN || kind == MANCALA_PLAYER_COMPUTER);
  g_return_if_fail (level < MANCALA_N_LEVELS);

  if (self->kinds[seat] == kind && self->levels[seat] == level)
    return;

  take_snapshot (self, &snapshot);

  g_object_freeze_notify (G_OBJECT (self));
  store_player (self, seat, kind, level);
  notify_changes (self, &snapshot);
  g_object_thaw_notify (G_OBJECT (self));

  /* A search at the old level must not play for the new player. */
  invalidate (self);
  _mancala_game_update_computer (self);
}

MancalaPlayerKind
mancala_game_get_player_kind (MancalaGame *self,
                              MancalaSide  seat)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_PLAYER_HUMAN);
  g_return_val_if_fail (seat <= MANCALA_NORTH, MANCALA_PLAYER_HUMAN);

  return self->kinds[seat];
}

MancalaLevel
mancala_game_get_weakest_level (MancalaGame *self,
                                MancalaSide  seat)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_LEVEL_SIMPLE);
  g_return_val_if_fail (seat <= MANCALA_NORTH, MANCALA_LEVEL_SIMPLE);

  if (self->weakest[seat] < MANCALA_N_LEVELS)
    return self->weakest[seat];

  return self->levels[seat];
}

MancalaLevel
_mancala_game_get_played_level (MancalaGame *self,
                                MancalaSide  seat)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_N_LEVELS);
  g_return_val_if_fail (seat <= MANCALA_NORTH, MANCALA_N_LEVELS);

  return self->weakest[seat];
}

void
_mancala_game_set_weakest_level (MancalaGame  *self,
                                 MancalaSide   seat,
                                 MancalaLevel  level)
{
  g_return_if_fail (MANCALA_IS_GAME (self));
  g_return_if_fail (seat <= MANCALA_NORTH && level <= MANCALA_N_LEVELS);

  self->weakest[seat] = level;
}

MancalaLevel
mancala_game_get_player_level (MancalaGame *self,
                               MancalaSide  seat)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_LEVEL_FOOLISH);
  g_return_val_if_fail (seat <= MANCALA_NORTH, MANCALA_LEVEL_FOOLISH);

  return self->levels[seat];
}

MancalaSide
mancala_game_get_side_seat (MancalaGame *self,
                            MancalaSide  side)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), side);

  return seat_of_side (&self->position, side);
}

MancalaPlayerKind
mancala_game_get_side_kind (MancalaGame *self,
                            MancalaSide  side)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_PLAYER_HUMAN);
  g_return_val_if_fail (side <= MANCALA_NORTH, MANCALA_PLAYER_HUMAN);

  return self->kinds[seat_of_side (&self->position, side)];
}

MancalaLevel
mancala_game_get_side_level (MancalaGame *self,
                             MancalaSide  side)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), MANCALA_LEVEL_FOOLISH);
  g_return_val_if_fail (side <= MANCALA_NORTH, MANCALA_LEVEL_FOOLISH);

  return self->levels[seat_of_side (&self->position, side)];
}

gboolean
mancala_game_is_thinking (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return self->thinking;
}

void
mancala_game_set_paused (MancalaGame *self,
                         gboolean     paused)
{
  g_return_if_fail (MANCALA_IS_GAME (self));

  paused = !!paused;
  if (self->paused == paused)
    return;

  store_paused (self, paused);
  _mancala_game_update_computer (self);
}

gboolean
mancala_game_get_paused (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  return self->paused;
}

void
mancala_game_set_thinking_time (MancalaGame *self,
                                guint        ms)
{
  g_return_if_fail (MANCALA_IS_GAME (self));

  ms = MIN (ms, 10000);
  if (self->thinking_time == ms)
    return;

  self->thinking_time = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_TIME]);
}

guint
mancala_game_get_thinking_time (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), 0);

  return self->thinking_time;
}

guint
mancala_game_get_serial (MancalaGame *self)
{
  g_return_val_if_fail (MANCALA_IS_GAME (self), 0);

  return self->serial;
}

gboolean
_mancala_game_load (MancalaGame             *self,
                    const MancalaRules      *rules,
                    const MancalaPlayerKind  kinds[2],
                    const MancalaLevel       levels[2],
                    const guint8            *moves,
                    guint                    n_moves,
                    const guint8            *redo,
                    guint                    n_redo,
                    GError                 **error)
{
  g_autofree MancalaHistory *history = g_new (MancalaHistory, 1);
  g_autoptr(GArray) redo_moves = g_array_new (FALSE, FALSE, sizeof (MancalaMove));
  MancalaPosition position;
  Snapshot snapshot;
  char reason[256];

  g_return_val_if_fail (MANCALA_IS_GAME (self), FALSE);

  if (!mancala_rules_validate (rules, reason, sizeof reason))
    {
      g_set_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL,
                   "Invalid rules: %s", reason);
      return FALSE;
    }

  for (guint i = 0; i < 2; i++)
    if ((kinds[i] != MANCALA_PLAYER_HUMAN && kinds[i] != MANCALA_PLAYER_COMPUTER) ||
        levels[i] >= MANCALA_N_LEVELS)
      {
        g_set_error_literal (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL,
                             "Invalid player");
        return FALSE;
      }

  /* Check every move, redo list included, before touching the game. */
  mancala_position_init (&position, rules);
  mancala_history_init (history, rules, &position);
  for (guint i = 0; i < n_moves + n_redo; i++)
    {
      guint move = i < n_moves ? moves[i] : redo[i - n_moves];

      if (!mancala_position_is_legal (rules, &position, move))
        {
          g_set_error (error, MANCALA_GAME_ERROR, MANCALA_GAME_ERROR_ILLEGAL,
                       "Move %u (house %u) is illegal", i + 1, move);
          return FALSE;
        }
      if (i >= n_moves)
        {
          MancalaMove entry = { position.to_move, move, 0 };

          entry.flags = mancala_play (rules, &position, history, move, NULL);
          g_array_append_val (redo_moves, entry);
        }
      else
        mancala_play (rules, &position, history, move, NULL);
    }

  take_snapshot (self, &snapshot);
  invalidate (self);
  reset (self, rules);

  for (guint i = 0; i < n_moves; i++)
    push_move (self, moves[i], NULL);
  g_array_append_vals (self->redo, redo_moves->data, redo_moves->len);

  g_object_freeze_notify (G_OBJECT (self));
  store_paused (self, FALSE);
  store_player (self, MANCALA_SOUTH, kinds[MANCALA_SOUTH], levels[MANCALA_SOUTH]);
  store_player (self, MANCALA_NORTH, kinds[MANCALA_NORTH], levels[MANCALA_NORTH]);
  g_object_thaw_notify (G_OBJECT (self));

  emit_position_changed (self, &snapshot);

  return TRUE;
}
