/* mancala-window.c
 *
 * Copyright 2026 The Mancala developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mancala-window"

#include "config.h"

#include "mancala-window-private.h"

#include "mancala-rules-text.h"

#include <glib/gi18n.h>

G_DEFINE_FINAL_TYPE (MancalaWindow, mancala_window, ADW_TYPE_APPLICATION_WINDOW)

static guint
count_humans (MancalaWindow *self)
{
  return (mancala_game_get_side_kind (self->game, MANCALA_SOUTH) == MANCALA_PLAYER_HUMAN) +
         (mancala_game_get_side_kind (self->game, MANCALA_NORTH) == MANCALA_PLAYER_HUMAN);
}

/* With one person at the board it is "You" against "Computer (Wise)";
 * with two people or two computers, the sides tell them apart.
 */
char *
_mancala_window_dup_player_name (MancalaWindow *self,
                                 MancalaSide    side)
{
  MancalaPlayerKind kind = mancala_game_get_side_kind (self->game, side);
  const char *level = mancala_level_get_title (mancala_game_get_side_level (self->game, side));
  guint n_humans = count_humans (self);

  if (kind == MANCALA_PLAYER_HUMAN)
    {
      if (n_humans == 1)
        return g_strdup (_("You"));

      return g_strdup (side == MANCALA_SOUTH ? _("South") : _("North"));
    }

  if (n_humans == 1)
    /* Translators: the computer player and its level, e.g. "Computer (Wise)". */
    return g_strdup_printf (_("Computer (%s)"), level);

  return g_strdup_printf (side == MANCALA_SOUTH
                          /* Translators: a computer playing South, and its level. */
                          ? _("South (%s)")
                          /* Translators: a computer playing North, and its level. */
                          : _("North (%s)"),
                          level);
}

static gboolean
is_you (MancalaWindow *self,
        MancalaSide    side)
{
  return count_humans (self) == 1 &&
         mancala_game_get_side_kind (self->game, side) == MANCALA_PLAYER_HUMAN;
}

static char *
dup_result_text (MancalaWindow *self)
{
  const MancalaRules *rules = mancala_game_get_rules (self->game);
  const MancalaPosition *position = mancala_game_get_position (self->game);
  MancalaOutcome outcome = mancala_game_get_outcome (self->game);
  MancalaSide winner = outcome == MANCALA_OUTCOME_NORTH ? MANCALA_NORTH : MANCALA_SOUTH;
  guint winner_score = mancala_position_store (rules, position, winner);
  guint loser_score = mancala_position_store (rules, position, mancala_side_other (winner));
  g_autofree char *name = NULL;

  if (outcome == MANCALA_OUTCOME_DRAW)
    /* Translators: the result of a drawn game, e.g. "It’s a draw, 24 to 24." */
    return g_strdup_printf (_("It’s a draw, %u to %u."), winner_score, loser_score);

  if (is_you (self, winner))
    /* Translators: the result, winner's score first. */
    return g_strdup_printf (_("You won %u to %u!"), winner_score, loser_score);

  if (is_you (self, mancala_side_other (winner)))
    /* Translators: the result, the player's own (losing) score first. */
    return g_strdup_printf (_("You lost %u to %u."), loser_score, winner_score);

  name = _mancala_window_dup_player_name (self, winner);
  /* Translators: the result: a player's name, then the scores, winner's first. */
  return g_strdup_printf (_("%s won %u to %u!"), name, winner_score, loser_score);
}

static char *
dup_turn_text (MancalaWindow *self)
{
  MancalaSide side = mancala_game_get_to_move (self->game);
  g_autofree char *name = _mancala_window_dup_player_name (self, side);

  if (mancala_game_get_paused (self->game))
    return g_strdup (_("Paused"));

  if (is_you (self, side))
    return g_strdup (_("Your turn"));

  if (mancala_game_is_thinking (self->game))
    /* Translators: a computer player is choosing its move, e.g. "Computer (Wise) is thinking…". */
    return g_strdup_printf (_("%s is thinking…"), name);

  /* Translators: whose turn it is, e.g. "South to move". */
  return g_strdup_printf (_("%s to move"), name);
}

static char *
dup_sowing_text (MancalaWindow *self)
{
  const GArray *moves = mancala_game_get_move_list (self->game);
  const MancalaMove *last;
  g_autofree char *name = NULL;

  if (moves->len == 0)
    return g_strdup ("");

  last = &g_array_index (moves, MancalaMove, moves->len - 1);

  /* The replay of a move that ended a Congkak round goes on with the
   * refill: say so, with what each side owns now.
   */
  if ((last->flags & MANCALA_MOVE_ROUND_CHANGE) && !mancala_game_is_over (self->game))
    {
      const MancalaRules *rules = mancala_game_get_rules (self->game);
      const MancalaPosition *position = mancala_game_get_position (self->game);
      g_autofree char *south = _mancala_window_dup_player_name (self, MANCALA_SOUTH);
      g_autofree char *north = _mancala_window_dup_player_name (self, MANCALA_NORTH);

      /* Translators: a Congkak round ended; the round, then each player
       * and the seeds they own, e.g. "Round 2 ends: You 52, Computer (Simple) 41. Refilling…".
       */
      return g_strdup_printf (_("Round %u ends: %s %u, %s %u. Refilling…"),
                              (guint) position->round - 1,
                              south, mancala_position_store (rules, position, MANCALA_SOUTH) +
                                     mancala_position_side_seeds (rules, position, MANCALA_SOUTH),
                              north, mancala_position_store (rules, position, MANCALA_NORTH) +
                                     mancala_position_side_seeds (rules, position, MANCALA_NORTH));
    }

  if (is_you (self, last->side))
    /* Translators: shown while the board replays the player's move. */
    return g_strdup_printf (_("You sow house %u…"), (guint) last->house);

  name = _mancala_window_dup_player_name (self, last->side);
  /* Translators: shown while the board replays a move, e.g. "Computer (Wise) sows house 3…". */
  return g_strdup_printf (_("%s sows house %u…"), name, (guint) last->house);
}

static void
update_status (MancalaWindow *self)
{
  g_autofree char *text = NULL;
  gboolean thinking;
  gboolean over = mancala_game_is_over (self->game);
  g_autofree char *south = _mancala_window_dup_player_name (self, MANCALA_SOUTH);
  g_autofree char *north = _mancala_window_dup_player_name (self, MANCALA_NORTH);

  mancala_board_set_player_names (self->board, south, north);

  if (self->replaying)
    {
      /* The result of a move is told once the board has shown it. */
      text = dup_sowing_text (self);
      over = FALSE;
    }
  else if (over)
    {
      text = dup_result_text (self);
    }
  else
    {
      g_autofree char *turn = dup_turn_text (self);

      /* "Play again" already says whose turn it is. */
      if (self->move_note != NULL && self->note_is_turn && !mancala_game_get_paused (self->game))
        text = g_strdup (self->move_note);
      else if (self->move_note != NULL)
        /* Translators: what the last move did, then whose turn it is:
         * "Computer (Wise) captured 5 seeds. Your turn".
         */
        text = g_strdup_printf (_("%s %s"), self->move_note, turn);
      else
        text = g_steal_pointer (&turn);
    }

  gtk_label_set_label (self->status_label, text);

  /* Play Again goes away with the focus: give it to the new game's houses. */
  if (!over && gtk_root_get_focus (GTK_ROOT (self)) == GTK_WIDGET (self->play_again_button))
    gtk_widget_child_focus (GTK_WIDGET (self->board), GTK_DIR_TAB_FORWARD);
  gtk_widget_set_visible (GTK_WIDGET (self->play_again_button), over);

  if (over)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "game-over");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "game-over");

  /* While a move is replayed the status tells that move, not who thinks. */
  thinking = mancala_game_is_thinking (self->game) && !self->replaying;
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
}

static void
update_board (MancalaWindow *self)
{
  gboolean south_human = mancala_game_get_side_kind (self->game, MANCALA_SOUTH) == MANCALA_PLAYER_HUMAN;
  gboolean north_human = mancala_game_get_side_kind (self->game, MANCALA_NORTH) == MANCALA_PLAYER_HUMAN;

  mancala_board_set_human_sides (self->board, south_human, north_human);
  mancala_board_set_interactive (self->board,
                                 mancala_game_is_human_turn (self->game) &&
                                 !mancala_game_get_paused (self->game));
}

static void
update_title (MancalaWindow *self)
{
  const MancalaRules *rules = mancala_game_get_rules (self->game);
  g_autofree char *summary = mancala_rules_get_summary (rules);
  g_autofree char *subtitle = NULL;

  adw_window_title_set_title (self->window_title, mancala_variant_get_title (rules->variant));

  /* In a game of rounds, which one is being played belongs to the rules in force. */
  if (rules->variant == MANCALA_VARIANT_CONGKAK && rules->rounds == MANCALA_ROUNDS_TRADITIONAL)
    /* Translators: the rules under the title, then the round of a game of rounds. */
    subtitle = g_strdup_printf (_("%s · Round %u"), summary,
                                (guint) mancala_game_get_position (self->game)->round);
  else
    subtitle = g_steal_pointer (&summary);

  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* A narrow window ellipsizes the subtitle: the tooltip has it whole. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title), subtitle);
}

static void
update_all (MancalaWindow *self)
{
  update_title (self);
  update_board (self);
  update_status (self);
  _mancala_window_update_actions (self);
}

static void
set_move_note (MancalaWindow *self,
               char          *note)
{
  g_free (self->move_note);
  self->move_note = note;
  self->note_is_turn = FALSE;
}

static guint
count_captured (const MancalaReport *report)
{
  guint captured = 0;

  for (guint i = 0; i < report->n_events; i++)
    if (report->events[i].kind == MANCALA_EVENT_CAPTURE)
      captured += report->events[i].count;

  return captured;
}

/* One short sentence about what a move did, or NULL for a plain sowing. */
static char *
dup_move_note (MancalaWindow       *self,
               MancalaSide          side,
               guint                flags,
               const MancalaReport *report)
{
  g_autofree char *name = _mancala_window_dup_player_name (self, side);
  gboolean you = is_you (self, side);

  if (flags & MANCALA_MOVE_SWAPPED)
    {
      /* The swap has happened: whoever played it now owns South. */
      g_autofree char *swapper = _mancala_window_dup_player_name (self, MANCALA_SOUTH);

      return is_you (self, MANCALA_SOUTH) ? g_strdup (_("You swapped sides."))
                                          /* Translators: the pie rule was used by a player. */
                                          : g_strdup_printf (_("%s swapped sides."), swapper);
    }

  if (flags & MANCALA_MOVE_ROUND_CHANGE)
    {
      const MancalaPosition *position = mancala_game_get_position (self->game);

      /* Translators: a new round of traditional Congkak begins. */
      return g_strdup_printf (_("Round %u begins."), (guint) position->round);
    }

  if (flags & MANCALA_MOVE_GRAND_SLAM)
    return g_strdup (_("Grand slam: nothing is captured."));

  if (flags & MANCALA_MOVE_CAPTURE)
    {
      guint n = count_captured (report);

      if (you)
        return g_strdup_printf (g_dngettext (NULL, "You captured %u seed.",
                                             "You captured %u seeds.", n), n);

      /* Translators: a player's name and the seeds the move captured. */
      return g_strdup_printf (g_dngettext (NULL, "%s captured %u seed.",
                                           "%s captured %u seeds.", n), name, n);
    }

  if (flags & MANCALA_MOVE_EXTRA_TURN)
    return you ? g_strdup (_("Your last seed landed in your store: play again!"))
               /* Translators: the last seed fell in the player's own store. */
               : g_strdup_printf (_("%s plays again…"), name);

  return NULL;
}

/* Called right after the board was given a position or a move: while it
 * replays, the computer must not move. The board emits
 * animation-finished exactly once per animation, and at once (before
 * this) when there is nothing to animate.
 */
static void
focus_play_again (MancalaWindow *self)
{
  /* Enter plays again; a person at the board had the focus on a house
   * that is now out of play.
   */
  if (count_humans (self) > 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->play_again_button));
}

static void
hold_while_animating (MancalaWindow *self)
{
  if (!mancala_board_get_animating (self->board))
    return;

  self->n_holds++;
  mancala_game_hold (self->game);
}

static void
board_animation_finished_cb (MancalaWindow *self,
                             MancalaBoard  *board)
{
  if (self->replaying)
    {
      self->replaying = FALSE;
      update_status (self);

      if (mancala_game_is_over (self->game))
        focus_play_again (self);
    }

  if (self->n_holds == 0)
    return;

  self->n_holds--;
  mancala_game_release (self->game);
}

void
_mancala_window_update_narrow_menu (MancalaWindow *self)
{
  gboolean narrow = adw_squeezer_get_visible_child (self->end_squeezer) != self->end_buttons;
  gboolean paused = self->game != NULL && mancala_game_get_paused (self->game);
  g_autoptr(GMenuItem) pause = NULL;

  g_menu_remove_all (self->narrow_section);
  if (!narrow)
    return;

  g_menu_append (self->narrow_section, _("_Advice"), "game.advice");
  pause = g_menu_item_new (paused ? _("_Resume") : _("_Pause"), "game.pause");
  /* Only two computers can be paused. */
  g_menu_item_set_attribute (pause, "hidden-when", "s", "action-disabled");
  g_menu_append_item (self->narrow_section, pause);
}

static void
board_cue_cb (MancalaWindow *self,
              guint          event,
              guint          pit,
              guint          variation,
              MancalaBoard  *board)
{
  mancala_sound_play (self->sound, (MancalaSoundEvent) event, variation);
}

static void
board_house_activated_cb (MancalaWindow *self,
                          guint          house,
                          MancalaBoard  *board)
{
  g_autoptr(GError) error = NULL;

  if (!mancala_game_play (self->game, house, &error))
    g_debug ("House %u not played: %s", house, error->message);
}

/* Why the side to move may not play @house of @side, in one sentence. */
static char *
dup_refusal_text (MancalaWindow *self,
                  MancalaSide    side,
                  guint          house)
{
  const MancalaRules *rules = mancala_game_get_rules (self->game);
  const MancalaPosition *position = mancala_game_get_position (self->game);
  MancalaSide mover = mancala_game_get_to_move (self->game);
  MancalaSide other = mancala_side_other (mover);
  g_autofree char *mover_name = _mancala_window_dup_player_name (self, mover);
  g_autofree char *other_name = _mancala_window_dup_player_name (self, other);

  if (side != mover)
    return is_you (self, mover)
           /* Translators: the player clicked the opponent's house; %s is the opponent. */
           ? g_strdup_printf (_("That house belongs to %s: play one of yours."), other_name)
           /* Translators: a house of the side not to move; the first %s owns it. */
           : g_strdup_printf (_("That house belongs to %s: %s is to move."), other_name, mover_name);

  if (mancala_position_is_burnt (rules, position, side, house))
    /* Translators: traditional Congkak; a burnt house is out of play for the round. */
    return g_strdup_printf (_("House %u is burnt: nobody plays it this round."), house);

  if (position->pits[mancala_rules_pit (rules, side, house)] == 0)
    return g_strdup_printf (_("House %u is empty."), house);

  /* Only Oware refuses a house with seeds: the opponent must be fed, and
   * a grand slam may be forbidden (docs/rules.md).
   */
  if (mancala_position_side_seeds (rules, position, other) == 0)
    return is_you (self, mover)
           /* Translators: Oware; %s is the opponent, whose row is empty. */
           ? g_strdup_printf (_("%s has no seeds: you must play a house that reaches them."), other_name)
           /* Translators: Oware; the opponent (first %s) must be fed by the mover (second %s). */
           : g_strdup_printf (_("%s has no seeds: %s must play a house that reaches them."),
                              other_name, mover_name);

  /* Translators: Oware with grand slams forbidden; %s is the opponent. */
  return g_strdup_printf (_("That move would take every seed %s has, which these rules forbid."),
                          other_name);
}

static void
board_house_refused_cb (MancalaWindow *self,
                        guint          side,
                        guint          house,
                        MancalaBoard  *board)
{
  /* It replaces the last move's note until the next move, and the
   * player to move stays the same: no "Your turn" after it.
   */
  set_move_note (self, dup_refusal_text (self, (MancalaSide) side, house));
  self->note_is_turn = TRUE;
  update_status (self);
}

static void
show_last_move (MancalaWindow *self)
{
  const GArray *moves = mancala_game_get_move_list (self->game);

  if (moves->len > 0)
    {
      const MancalaMove *last = &g_array_index (moves, MancalaMove, moves->len - 1);

      mancala_board_set_last_move (self->board, last->side,
                                   last->house == MANCALA_MOVE_SWAP ? 0 : last->house);
    }
  else
    {
      mancala_board_set_last_move (self->board, MANCALA_SOUTH, 0);
    }
}

static void
cancel_advice (MancalaWindow *self)
{
  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
}

static void
game_move_played_cb (MancalaWindow *self,
                     MancalaSide    side,
                     guint          house,
                     guint          flags,
                     gpointer       report,
                     gpointer       before,
                     MancalaGame   *game)
{
  /* The game cancels the advice for the old position itself. */
  set_move_note (self, dup_move_note (self, side, flags, report));
  self->note_is_turn = (flags & MANCALA_MOVE_EXTRA_TURN) != 0 &&
                       (flags & (MANCALA_MOVE_SWAPPED | MANCALA_MOVE_ROUND_CHANGE |
                                 MANCALA_MOVE_GRAND_SLAM | MANCALA_MOVE_CAPTURE)) == 0;

  mancala_board_animate_move (self->board, mancala_game_get_rules (game), before,
                              report, mancala_game_get_position (game));
  self->replaying = mancala_board_get_animating (self->board) && house != MANCALA_MOVE_SWAP;
  hold_while_animating (self);
  show_last_move (self);

  update_all (self);
}

static void
game_position_changed_cb (MancalaWindow *self,
                          MancalaGame   *game)
{
  set_move_note (self, NULL);

  self->replaying = FALSE;
  mancala_board_set_position (self->board, mancala_game_get_rules (game),
                              mancala_game_get_position (game), TRUE);
  hold_while_animating (self);
  show_last_move (self);

  update_all (self);
}

static void
game_state_changed_cb (MancalaWindow *self)
{
  update_board (self);
  update_status (self);
  _mancala_window_update_actions (self);
}

static void
game_over_cb (MancalaWindow *self)
{
  game_state_changed_cb (self);

  if (!self->replaying)
    focus_play_again (self);
}

static void
apply_players (MancalaWindow *self)
{
  for (MancalaSide seat = MANCALA_SOUTH; seat <= MANCALA_NORTH; seat++)
    mancala_game_set_player (self->game, seat,
                             mancala_settings_get_player_kind (self->settings, seat),
                             mancala_settings_get_player_level (self->settings, seat));
}

static void
settings_players_changed_cb (MancalaWindow   *self,
                             MancalaSettings *settings)
{
  apply_players (self);
  update_all (self);
}

static void
apply_animation_speed (MancalaWindow *self)
{
  MancalaAnimationSpeed speed = mancala_settings_get_animation_speed (self->settings);

  mancala_board_set_animation_speed (self->board, speed);
  mancala_game_set_thinking_time (self->game, mancala_animation_speed_thinking_time (speed));
}

void
_mancala_window_new_game (MancalaWindow *self)
{
  MancalaRules rules;

  g_assert (MANCALA_IS_WINDOW (self));

  mancala_settings_get_rules (self->settings, &rules);
  mancala_game_new_game (self->game, &rules,
                         mancala_settings_get_player_kind (self->settings, MANCALA_SOUTH),
                         mancala_settings_get_player_level (self->settings, MANCALA_SOUTH),
                         mancala_settings_get_player_kind (self->settings, MANCALA_NORTH),
                         mancala_settings_get_player_level (self->settings, MANCALA_NORTH));
}

/* Preferences always show the rules of the game in progress: put back
 * what the player chose not to start a game with, and what a restored
 * game was played with. A rule never waits for "the next game".
 */
static void
keep_rules_of_game (MancalaWindow *self)
{
  self->syncing_rules = TRUE;
  mancala_settings_set_rules (self->settings, mancala_game_get_rules (self->game));
  self->syncing_rules = FALSE;
}

static void
new_rules_answered_cb (MancalaWindow *self,
                       gboolean       discard,
                       gpointer       user_data)
{
  if (discard)
    {
      _mancala_window_new_game (self);
      return;
    }

  keep_rules_of_game (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("The game goes on with its own rules")));
}

static void
settings_rules_changed_cb (MancalaWindow   *self,
                           MancalaSettings *settings)
{
  MancalaRules wanted;

  if (self->syncing_rules)
    return;

  /* Changed back, or half-way through keep_rules_of_game(). */
  mancala_settings_get_rules (settings, &wanted);
  if (mancala_rules_equal (&wanted, mancala_game_get_rules (self->game)))
    return;

  mancala_window_ask_discard (self, NULL, _("The new rules need a new game."),
                              new_rules_answered_cb, NULL);
}

static void
restore_or_start (MancalaWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!mancala_saved_game_restore (self->saved_game, self->game, &error))
    {
      if (error != NULL)
        {
          /* The model has logged the details; tell the player. */
          g_debug ("Saved game not restored: %s", error->message);
          adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
        }

      _mancala_window_new_game (self);
    }
  else
    {
      /* The players now follow the preferences, as after any change, and
       * the preferences the rules of the restored game.
       */
      apply_players (self);
      keep_rules_of_game (self);
    }

  mancala_saved_game_watch (self->saved_game, self->game);
}

static void
load_statistics (MancalaWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!mancala_statistics_load (self->statistics, &error))
    {
      g_debug ("Statistics not loaded: %s", error->message);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
    }

  mancala_statistics_watch (self->statistics, self->game);
}

static gboolean
mancala_window_close_request (GtkWindow *window)
{
  MancalaWindow *self = MANCALA_WINDOW (window);
  GSettings *settings = mancala_settings_get_gsettings (self->settings);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));

  /* A maximized window keeps the size it will return to. */
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (mancala_window_parent_class)->close_request (window);
}

/* The other windows belong to this one, and their weak pointers point
 * into it: they go first.
 */
static void
destroy_window (GtkWindow **slot)
{
  GtkWindow *window = *slot;

  if (window == NULL)
    return;

  g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) slot);
  *slot = NULL;
  gtk_window_destroy (window);
}

static void
mancala_window_dispose (GObject *object)
{
  MancalaWindow *self = MANCALA_WINDOW (object);

  cancel_advice (self);

  destroy_window ((GtkWindow **) &self->discard_dialog);
  destroy_window (&self->new_game_dialog);
  destroy_window (&self->preferences_window);
  destroy_window (&self->rules_window);
  destroy_window (&self->statistics_window);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);

      while (self->n_holds > 0)
        {
          self->n_holds--;
          mancala_game_release (self->game);
        }
    }

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  g_clear_object (&self->saved_game);
  g_clear_object (&self->statistics);
  g_clear_object (&self->sound);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), MANCALA_TYPE_WINDOW);

  G_OBJECT_CLASS (mancala_window_parent_class)->dispose (object);
}

static void
mancala_window_finalize (GObject *object)
{
  MancalaWindow *self = MANCALA_WINDOW (object);

  g_free (self->move_note);

  G_OBJECT_CLASS (mancala_window_parent_class)->finalize (object);
}

static void
mancala_window_class_init (MancalaWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mancala_window_dispose;
  object_class->finalize = mancala_window_finalize;
  window_class->close_request = mancala_window_close_request;

  g_type_ensure (MANCALA_TYPE_BOARD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, board);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, swap_button);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, pause_button);
  gtk_widget_class_bind_template_callback (widget_class, board_house_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_house_refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_animation_finished_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_cue_cb);
  gtk_widget_class_bind_template_callback (widget_class, _mancala_window_update_narrow_menu);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, end_squeezer);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, end_buttons);
  gtk_widget_class_bind_template_child (widget_class, MancalaWindow, narrow_section);

  _mancala_window_class_actions_init (klass);
  _mancala_window_class_history_init (klass);
  _mancala_window_class_record_init (klass);
  _mancala_window_class_analysis_init (klass);
}

static void
mancala_window_init (MancalaWindow *self)
{
  g_autoptr(GAction) sound_action = NULL;
  GSettings *gsettings;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = mancala_settings_new ();
  self->game = mancala_game_new ();
  self->saved_game = mancala_saved_game_new (NULL);
  self->statistics = mancala_statistics_new (NULL);
  self->sound = mancala_sound_new ();

  gsettings = mancala_settings_get_gsettings (self->settings);
  /* The main menu's Sound switch, as in GNOME Reversi. */
  g_settings_bind (gsettings, "sound", self->sound, "enabled", G_SETTINGS_BIND_GET);
  sound_action = g_settings_create_action (gsettings, "sound");
  g_action_map_add_action (G_ACTION_MAP (self), sound_action);
  g_settings_bind (gsettings, "move-preview", self->board, "move-preview", G_SETTINGS_BIND_GET);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (gsettings, "window-width"),
                               g_settings_get_int (gsettings, "window-height"));
  if (g_settings_get_boolean (gsettings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->game, "move-played",
                           G_CALLBACK (game_move_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "position-changed",
                           G_CALLBACK (game_position_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "turn-changed",
                           G_CALLBACK (game_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "game-over",
                           G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::is-thinking",
                           G_CALLBACK (game_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::paused",
                           G_CALLBACK (game_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::paused",
                           G_CALLBACK (_mancala_window_update_narrow_menu), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::can-undo",
                           G_CALLBACK (_mancala_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::can-redo",
                           G_CALLBACK (_mancala_window_update_actions), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->settings, "rules-changed",
                           G_CALLBACK (settings_rules_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "players-changed",
                           G_CALLBACK (settings_players_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::animation-speed",
                           G_CALLBACK (apply_animation_speed), self, G_CONNECT_SWAPPED);

  apply_animation_speed (self);
  restore_or_start (self);
  load_statistics (self);
  _mancala_window_analysis_init (self);
  _mancala_window_history_init (self);

  update_all (self);
}

MancalaWindow *
mancala_window_new (MancalaApplication *application)
{
  return g_object_new (MANCALA_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

MancalaGame *
mancala_window_get_game (MancalaWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_WINDOW (self), NULL);

  return self->game;
}

MancalaSound *
mancala_window_get_sound (MancalaWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_WINDOW (self), NULL);

  return self->sound;
}

MancalaBoard *
mancala_window_get_board (MancalaWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_WINDOW (self), NULL);

  return self->board;
}

const char *
mancala_window_get_status (MancalaWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->status_label);
}
