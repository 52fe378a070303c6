/* mancala-new-game-dialog.c
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

/* The New Game page: the game as three cards, who plays, and the board
 * size as a secondary choice. It reads and writes the very keys that
 * Preferences shows (so the two never disagree), but only on Start:
 * browsing it costs nothing. The rules themselves are in docs/rules.md.
 */

#define G_LOG_DOMAIN "mancala-new-game"

#include "config.h"

#include "mancala-new-game-dialog.h"

#include <glib/gi18n.h>
#include <math.h>

struct _MancalaNewGameDialog
{
  AdwWindow          parent_instance;

  GtkToggleButton   *cards[MANCALA_N_VARIANTS];
  GtkDrawingArea    *pictures[MANCALA_N_VARIANTS];
  AdwComboRow       *opponent_row;
  AdwComboRow       *level_row;
  AdwComboRow       *starts_row;
  AdwComboRow       *north_level_row;
  AdwExpanderRow    *board_row;
  GtkSpinButton     *houses_spin;
  GtkSpinButton     *seeds_spin;

  MancalaSettings   *settings;
  MancalaVariant     variant;
  /* The board chosen for each game while the page is open. */
  guint              houses[MANCALA_N_VARIANTS];
  guint              seeds[MANCALA_N_VARIANTS];
  gboolean           updating;
  gboolean           saving;
};

G_DEFINE_FINAL_TYPE (MancalaNewGameDialog, mancala_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *variant_keys[][2] = {
  [MANCALA_VARIANT_KALAH] = { "kalah-houses", "kalah-seeds" },
  [MANCALA_VARIANT_OWARE] = { "oware-houses", "oware-seeds" },
  [MANCALA_VARIANT_CONGKAK] = { "congkak-houses", "congkak-seeds" },
};

/* The pictures ------------------------------------------------------------- */

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A small sketch of each board: Kalah's plank with its two stores, the
 * Oware board without stores (the captures go beside it), the long
 * Congkak boat with seven houses and round stores at the ends.
 */
static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  MancalaVariant variant = GPOINTER_TO_UINT (user_data);
  guint houses = variant == MANCALA_VARIANT_CONGKAK ? 7 : 6;
  gboolean stores = variant != MANCALA_VARIANT_OWARE;
  double margin = 2;
  double w = width - 2 * margin, h = height - 2 * margin;
  double store_w = stores ? h * 0.45 : 0;
  double cell = (w - 2 * store_w) / houses;
  double r = MIN (cell, h / 2) * 0.36;

  cairo_save (cr);
  cairo_translate (cr, margin, margin);

  /* The wood. */
  if (variant == MANCALA_VARIANT_CONGKAK)
    {
      cairo_move_to (cr, 0, h * 0.5);
      cairo_curve_to (cr, 0, -h * 0.05, w * 0.1, 0, w * 0.2, 0);
      cairo_line_to (cr, w * 0.8, 0);
      cairo_curve_to (cr, w * 0.9, 0, w, -h * 0.05, w, h * 0.5);
      cairo_curve_to (cr, w, h * 1.05, w * 0.9, h, w * 0.8, h);
      cairo_line_to (cr, w * 0.2, h);
      cairo_curve_to (cr, w * 0.1, h, 0, h * 1.05, 0, h * 0.5);
      cairo_close_path (cr);
    }
  else
    {
      rounded_rect (cr, 0, 0, w, h, h * (stores ? 0.25 : 0.12));
    }
  cairo_set_source_rgb (cr, 0.70, 0.45, 0.22);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.45, 0.27, 0.12);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  /* The stores. */
  if (stores)
    for (guint s = 0; s < 2; s++)
      {
        double cx = s == 0 ? store_w * 0.55 : w - store_w * 0.55;

        cairo_save (cr);
        cairo_translate (cr, cx, h / 2);
        if (variant == MANCALA_VARIANT_CONGKAK)
          cairo_scale (cr, store_w * 0.42, store_w * 0.42);
        else
          cairo_scale (cr, store_w * 0.36, h * 0.38);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        cairo_set_source_rgb (cr, 0.42, 0.24, 0.10);
        cairo_fill (cr);
      }

  /* The houses, each with a few seeds. */
  for (guint row = 0; row < 2; row++)
    for (guint i = 0; i < houses; i++)
      {
        double cx = store_w + cell * (i + 0.5);
        double cy = h * (row == 0 ? 0.28 : 0.72);

        cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, 0.42, 0.24, 0.10);
        cairo_fill (cr);

        for (guint k = 0; k < 3; k++)
          {
            double a = 2 * G_PI * k / 3 + i + row;

            cairo_arc (cr, cx + cos (a) * r * 0.4, cy + sin (a) * r * 0.4, r * 0.3, 0, 2 * G_PI);
            cairo_set_source_rgb (cr, k == 0 ? 0.92 : 0.85, k == 1 ? 0.86 : 0.78, k == 2 ? 0.80 : 0.70);
            cairo_fill (cr);
          }
      }

  cairo_restore (cr);
}

/* Reading and showing the choice ------------------------------------------ */

/* The range a "…-houses" or "…-seeds" key accepts, within the engine's. */
static void
key_range (MancalaNewGameDialog *self,
           const char           *key,
           guint                *min,
           guint                *max)
{
  GSettings *gsettings = mancala_settings_get_gsettings (self->settings);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *type;

  g_object_get (gsettings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &limits);

  if (g_strcmp0 (type, "range") == 0)
    g_variant_get (limits, "(uu)", min, max);
}

static void
update_summary (MancalaNewGameDialog *self)
{
  guint houses = self->houses[self->variant];
  guint seeds = self->seeds[self->variant];
  g_autofree char *house_text = NULL;
  g_autofree char *summary = NULL;

  house_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u house", "%u houses", houses), houses);
  /* Translators: the board size, e.g. "6 houses, 4 seeds each". */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u seed each", "%s, %u seeds each", seeds),
                             house_text, seeds);
  adw_expander_row_set_subtitle (self->board_row, summary);
}

static void
show_variant_size (MancalaNewGameDialog *self)
{
  guint min, max;

  self->updating = TRUE;

  min = 3, max = 9;
  key_range (self, variant_keys[self->variant][0], &min, &max);
  gtk_spin_button_set_range (self->houses_spin, min, max);
  gtk_spin_button_set_value (self->houses_spin, self->houses[self->variant]);

  min = 3, max = 9;
  key_range (self, variant_keys[self->variant][1], &min, &max);
  gtk_spin_button_set_range (self->seeds_spin, min, max);
  gtk_spin_button_set_value (self->seeds_spin, self->seeds[self->variant]);

  self->updating = FALSE;
  update_summary (self);
}

static void
size_changed_cb (MancalaNewGameDialog *self)
{
  if (self->updating)
    return;

  self->houses[self->variant] = (guint) gtk_spin_button_get_value_as_int (self->houses_spin);
  self->seeds[self->variant] = (guint) gtk_spin_button_get_value_as_int (self->seeds_spin);
  update_summary (self);
}

static void
card_toggled_cb (MancalaNewGameDialog *self,
                 GtkToggleButton      *card)
{
  if (!gtk_toggle_button_get_active (card))
    return;

  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    if (self->cards[v] == card)
      self->variant = v;

  show_variant_size (self);
}

/* The rows that mean something for the opponent chosen. */
static void
update_rows (MancalaNewGameDialog *self)
{
  MancalaOpponent opponent = adw_combo_row_get_selected (self->opponent_row);

  gtk_widget_set_visible (GTK_WIDGET (self->level_row), opponent != MANCALA_OPPONENT_FRIEND);
  gtk_widget_set_visible (GTK_WIDGET (self->starts_row), opponent == MANCALA_OPPONENT_COMPUTER);
  gtk_widget_set_visible (GTK_WIDGET (self->north_level_row), opponent == MANCALA_OPPONENT_WATCH);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_row),
                                 opponent == MANCALA_OPPONENT_WATCH
                                 /* Translators: the level of the computer that plays South, which starts. */
                                 ? _("_South’s Level (Starts)")
                                 : _("Computer’s _Level"));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->opponent_row),
                               opponent == MANCALA_OPPONENT_FRIEND
                               ? _("Take turns at the board; South, at the bottom, starts")
                               : NULL);
}

static void
load_sizes (MancalaNewGameDialog *self)
{
  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    {
      MancalaRules rules;

      mancala_settings_get_variant_rules (self->settings, v, &rules);
      self->houses[v] = rules.houses;
      self->seeds[v] = rules.seeds;
    }
}

static void
load_players (MancalaNewGameDialog *self)
{
  MancalaSettings *settings = self->settings;
  MancalaPlayerKind south = mancala_settings_get_player_kind (settings, MANCALA_SOUTH);
  MancalaPlayerKind north = mancala_settings_get_player_kind (settings, MANCALA_NORTH);
  MancalaOpponent opponent;

  if (south == MANCALA_PLAYER_HUMAN && north == MANCALA_PLAYER_HUMAN)
    opponent = MANCALA_OPPONENT_FRIEND;
  else if (south == MANCALA_PLAYER_COMPUTER && north == MANCALA_PLAYER_COMPUTER)
    opponent = MANCALA_OPPONENT_WATCH;
  else
    opponent = MANCALA_OPPONENT_COMPUTER;

  adw_combo_row_set_selected (self->opponent_row, opponent);
  /* The computer's level: North's when it plays North (the usual game). */
  adw_combo_row_set_selected (self->level_row,
                              mancala_settings_get_player_level (settings,
                                                                 opponent == MANCALA_OPPONENT_COMPUTER &&
                                                                 north == MANCALA_PLAYER_COMPUTER
                                                                 ? MANCALA_NORTH : MANCALA_SOUTH));
  adw_combo_row_set_selected (self->starts_row, south == MANCALA_PLAYER_HUMAN || opponent != MANCALA_OPPONENT_COMPUTER ? 0 : 1);
  adw_combo_row_set_selected (self->north_level_row,
                              mancala_settings_get_player_level (settings, MANCALA_NORTH));
  update_rows (self);
}

/* Preferences changed while the page is open (Ctrl+, still works): the
 * page follows them, but keeps the game the player picked on it.
 */
static void
settings_changed_cb (MancalaNewGameDialog *self,
                     const char           *key,
                     GSettings            *gsettings)
{
  if (self->saving)
    return;

  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    if (g_str_equal (key, variant_keys[v][0]) || g_str_equal (key, variant_keys[v][1]))
      {
        MancalaRules rules;

        /* Only that one: the boards set here for the other games stay. */
        mancala_settings_get_variant_rules (self->settings, v, &rules);
        if (g_str_equal (key, variant_keys[v][0]))
          self->houses[v] = rules.houses;
        else
          self->seeds[v] = rules.seeds;
        show_variant_size (self);
        return;
      }

  if (g_str_has_suffix (key, "-player") || g_str_has_suffix (key, "-level"))
    {
      load_players (self);
    }
}

void
mancala_new_game_dialog_get_choice (MancalaNewGameDialog *self,
                                    MancalaNewGameChoice *choice)
{
  MancalaOpponent opponent;
  MancalaLevel level;

  g_return_if_fail (MANCALA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (choice != NULL);

  /* The variant's other options stay as Preferences have them. */
  mancala_settings_get_variant_rules (self->settings, self->variant, &choice->rules);
  choice->rules.houses = self->houses[self->variant];
  choice->rules.seeds = self->seeds[self->variant];
  if (!mancala_rules_validate (&choice->rules, NULL, 0))
    mancala_settings_get_variant_rules (self->settings, self->variant, &choice->rules);

  opponent = adw_combo_row_get_selected (self->opponent_row);
  level = adw_combo_row_get_selected (self->level_row);
  choice->levels[MANCALA_SOUTH] = mancala_settings_get_player_level (self->settings, MANCALA_SOUTH);
  choice->levels[MANCALA_NORTH] = mancala_settings_get_player_level (self->settings, MANCALA_NORTH);

  switch (opponent)
    {
    case MANCALA_OPPONENT_FRIEND:
      choice->kinds[MANCALA_SOUTH] = MANCALA_PLAYER_HUMAN;
      choice->kinds[MANCALA_NORTH] = MANCALA_PLAYER_HUMAN;
      break;

    case MANCALA_OPPONENT_WATCH:
      choice->kinds[MANCALA_SOUTH] = MANCALA_PLAYER_COMPUTER;
      choice->kinds[MANCALA_NORTH] = MANCALA_PLAYER_COMPUTER;
      choice->levels[MANCALA_SOUTH] = level;
      choice->levels[MANCALA_NORTH] = adw_combo_row_get_selected (self->north_level_row);
      break;

    case MANCALA_OPPONENT_COMPUTER:
    default:
      {
        /* South moves first: whoever starts sits there. */
        MancalaSide computer = adw_combo_row_get_selected (self->starts_row) == 0
                               ? MANCALA_NORTH : MANCALA_SOUTH;

        choice->kinds[computer] = MANCALA_PLAYER_COMPUTER;
        choice->kinds[mancala_side_other (computer)] = MANCALA_PLAYER_HUMAN;
        choice->levels[computer] = level;
      }
      break;
    }
}

void
mancala_new_game_dialog_save (MancalaNewGameDialog *self)
{
  GSettings *gsettings;
  MancalaNewGameChoice choice;
  static const char *kind_keys[] = { "south-player", "north-player" };
  static const char *level_keys[] = { "south-level", "north-level" };

  g_return_if_fail (MANCALA_IS_NEW_GAME_DIALOG (self));

  mancala_new_game_dialog_get_choice (self, &choice);
  gsettings = mancala_settings_get_gsettings (self->settings);
  self->saving = TRUE;

  /* The board of every game the player set here, not only this one's. */
  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    if (v != choice.rules.variant)
      {
        g_settings_set_uint (gsettings, variant_keys[v][0], self->houses[v]);
        g_settings_set_uint (gsettings, variant_keys[v][1], self->seeds[v]);
      }
  mancala_settings_set_rules (self->settings, &choice.rules);

  for (MancalaSide side = MANCALA_SOUTH; side <= MANCALA_NORTH; side++)
    {
      g_settings_set_enum (gsettings, level_keys[side], choice.levels[side]);
      g_settings_set_enum (gsettings, kind_keys[side], choice.kinds[side]);
    }
  self->saving = FALSE;
}

void
mancala_new_game_dialog_set_variant (MancalaNewGameDialog *self,
                                     MancalaVariant        variant)
{
  g_return_if_fail (MANCALA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (variant < MANCALA_N_VARIANTS);

  self->variant = variant;
  if (gtk_toggle_button_get_active (self->cards[variant]))
    show_variant_size (self);
  else
    gtk_toggle_button_set_active (self->cards[variant], TRUE);
}

void
mancala_new_game_dialog_set_opponent (MancalaNewGameDialog *self,
                                      MancalaOpponent       opponent)
{
  g_return_if_fail (MANCALA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (opponent <= MANCALA_OPPONENT_WATCH);

  adw_combo_row_set_selected (self->opponent_row, opponent);
}

static void
start_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  g_signal_emit (widget, signals[SIGNAL_START], 0);
}

/* The class ----------------------------------------------------------------- */

static void
mancala_new_game_dialog_dispose (GObject *object)
{
  MancalaNewGameDialog *self = MANCALA_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), MANCALA_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (mancala_new_game_dialog_parent_class)->dispose (object);
}

static void
mancala_new_game_dialog_class_init (MancalaNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_new_game_dialog_dispose;

  /**
   * MancalaNewGameDialog::start:
   *
   * The player pressed Start Game.
   */
  signals[SIGNAL_START] =
    g_signal_new ("start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-new-game-dialog.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "kalah_card", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, cards[MANCALA_VARIANT_KALAH]));
  gtk_widget_class_bind_template_child_full (widget_class, "oware_card", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, cards[MANCALA_VARIANT_OWARE]));
  gtk_widget_class_bind_template_child_full (widget_class, "congkak_card", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, cards[MANCALA_VARIANT_CONGKAK]));
  gtk_widget_class_bind_template_child_full (widget_class, "kalah_picture", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, pictures[MANCALA_VARIANT_KALAH]));
  gtk_widget_class_bind_template_child_full (widget_class, "oware_picture", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, pictures[MANCALA_VARIANT_OWARE]));
  gtk_widget_class_bind_template_child_full (widget_class, "congkak_picture", FALSE,
                                             G_STRUCT_OFFSET (MancalaNewGameDialog, pictures[MANCALA_VARIANT_CONGKAK]));
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, starts_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, north_level_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, board_row);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, houses_spin);
  gtk_widget_class_bind_template_child (widget_class, MancalaNewGameDialog, seeds_spin);
  gtk_widget_class_bind_template_callback (widget_class, card_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mancala_new_game_dialog_init (MancalaNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (MancalaVariant v = 0; v < MANCALA_N_VARIANTS; v++)
    {
      GtkWidget *child = gtk_widget_get_parent (GTK_WIDGET (self->cards[v]));

      gtk_drawing_area_set_draw_func (self->pictures[v], draw_picture, GUINT_TO_POINTER (v), NULL);
      /* The card is the stop for Tab, not the flow box's cell around it. */
      if (GTK_IS_FLOW_BOX_CHILD (child))
        gtk_widget_set_focusable (child, FALSE);
    }
}

MancalaNewGameDialog *
mancala_new_game_dialog_new (MancalaSettings *settings)
{
  MancalaNewGameDialog *self;

  g_return_val_if_fail (MANCALA_IS_SETTINGS (settings), NULL);

  self = g_object_new (MANCALA_TYPE_NEW_GAME_DIALOG, NULL);
  self->settings = g_object_ref (settings);
  load_sizes (self);
  load_players (self);
  mancala_new_game_dialog_set_variant (self, mancala_settings_get_variant (settings));
  g_signal_connect_object (mancala_settings_get_gsettings (settings), "changed",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);

  return self;
}
