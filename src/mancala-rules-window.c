/* mancala-rules-window.c
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

#define G_LOG_DOMAIN "mancala-rules-window"

#include "config.h"

#include "mancala-rules-window.h"

#include "mancala-board-art.h"
#include "mancala-rules-text.h"

#include <glib/gi18n.h>

struct _MancalaRulesWindow
{
  AdwWindow     parent_instance;

  MancalaRules  rules;

  AdwViewStack *stack;
  GtkBox       *kalah_box;
  GtkBox       *oware_box;
  GtkBox       *congkak_box;
};

G_DEFINE_FINAL_TYPE (MancalaRulesWindow, mancala_rules_window, ADW_TYPE_WINDOW)

/* One small board of a figure, with rings that point at what happened. */
typedef struct
{
  MancalaRules    rules;
  MancalaPosition position;
  guint32         lifted;    /* The house the move starts from. */
  guint32         relayed;   /* Houses lifted again (Congkak). */
  guint32         captured;  /* Pits emptied by a capture. */
  guint32         landed;    /* Where the last seed fell. */
} Picture;

#define PICTURE_HEIGHT 220

static void
ring_pits (cairo_t                  *cr,
           const MancalaBoardLayout *layout,
           guint32                   pits,
           const char               *colour)
{
  GdkRGBA rgba;

  gdk_rgba_parse (&rgba, colour);

  for (guint pit = 0; pit < MANCALA_MAX_PITS; pit++)
    if (pits & (1u << pit))
      mancala_board_art_draw_pit_ring (cr, layout, pit, &rgba);
}

static void
draw_picture_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  const Picture *picture = user_data;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double aspect = mancala_board_layout_aspect (&picture->rules);
  double ref_width = 1000.0, ref_height = 1000.0 / aspect;
  MancalaBoardLayout layout;
  graphene_rect_t shown;
  double scale;

  /* The pictures have no names, so only the wood (and its shadow) is
   * fitted to the area: the board art is vector drawing and scales
   * sharply.
   */
  mancala_board_layout_init (&layout, &picture->rules, ref_width, ref_height);
  graphene_rect_inset_r (&layout.wood, -12.0, -12.0, &shown);
  scale = MIN (width / shown.size.width, height / shown.size.height);

  cairo_translate (cr,
                   (width - shown.size.width * scale) / 2.0 - shown.origin.x * scale,
                   (height - shown.size.height * scale) / 2.0 - shown.origin.y * scale);
  cairo_scale (cr, scale, scale);

  mancala_board_art_draw_position (cr, &picture->rules, &picture->position, NULL,
                                   ref_width, ref_height, dark);

  /* The same colours in both styles: the palette's blue, orange, red and
   * green, lighter on the dark board.
   */
  ring_pits (cr, &layout, picture->lifted, dark ? "#78aeed" : "#1c71d8");
  ring_pits (cr, &layout, picture->relayed, dark ? "#ffa348" : "#e66100");
  ring_pits (cr, &layout, picture->captured, dark ? "#f66151" : "#c01c28");
  ring_pits (cr, &layout, picture->landed, dark ? "#8ff0a4" : "#26a269");
}

static GtkWidget *
create_picture (Picture    *picture,
                const char *description)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), PICTURE_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_picture_cb, picture, g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);

  return area;
}

static GtkWidget *
create_label (const char *text,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static void
add_section (GtkBox     *box,
             const char *heading,
             const char *text)
{
  GtkWidget *label = create_label (heading, "title-3");

  gtk_widget_set_margin_top (label, 12);
  gtk_box_append (box, label);
  gtk_box_append (box, create_label (text, "body"));
}

/* A move shown as two boards, before and after, and a caption. The
 * engine plays the move, so the pictures cannot disagree with the game.
 */
static void
add_figure (GtkBox                *box,
            const MancalaRules    *rules,
            const MancalaPosition *before,
            guint                  move,
            const char            *caption)
{
  g_autofree MancalaReport *report = g_new0 (MancalaReport, 1);
  Picture *first, *second;
  GtkWidget *figure, *arrow;
  int last_drop = -1;

  if (!mancala_position_is_legal (rules, before, move))
    {
      g_critical ("Rules example: move %u is not legal", move);
      return;
    }

  first = g_new0 (Picture, 1);
  first->rules = *rules;
  first->position = *before;
  first->lifted = 1u << mancala_rules_pit (rules, before->to_move, move);

  second = g_memdup2 (first, sizeof *first);
  second->lifted = 0;
  mancala_position_apply (rules, &second->position, move, report);

  for (guint i = 0; i < report->n_events; i++)
    {
      const MancalaEvent *event = &report->events[i];

      if (event->kind == MANCALA_EVENT_DROP)
        last_drop = event->pit;
      else if (event->kind == MANCALA_EVENT_RELAY)
        second->relayed |= 1u << event->pit;
      else if (event->kind == MANCALA_EVENT_CAPTURE)
        second->captured |= (1u << event->pit) | (1u << event->to);
    }

  /* A captured landing house shows the capture, not the landing. */
  if (last_drop >= 0 && !(second->captured & (1u << last_drop)))
    second->landed = 1u << last_drop;

  figure = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (figure, "rules-figure");
  gtk_box_append (GTK_BOX (figure), create_picture (first, _("The board before the move")));
  arrow = gtk_image_new_from_icon_name ("go-down-symbolic");
  gtk_widget_add_css_class (arrow, "dim-label");
  gtk_box_append (GTK_BOX (figure), arrow);
  gtk_box_append (GTK_BOX (figure), create_picture (second, _("The board after the move")));
  gtk_box_append (GTK_BOX (figure), create_label (caption, "caption"));
  gtk_box_append (box, figure);
}

/* One board, for a position rather than a move. */
static void
add_still (GtkBox                *box,
           const MancalaRules    *rules,
           const MancalaPosition *position,
           const char            *caption)
{
  Picture *picture = g_new0 (Picture, 1);
  GtkWidget *figure;

  picture->rules = *rules;
  picture->position = *position;

  figure = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (figure, "rules-figure");
  gtk_box_append (GTK_BOX (figure), create_picture (picture, caption));
  gtk_box_append (GTK_BOX (figure), create_label (caption, "caption"));
  gtk_box_append (box, figure);
}

static void
add_options (GtkBox             *box,
             const MancalaRules *rules,
             gboolean            in_force)
{
  g_auto(GStrv) lines = mancala_rules_get_option_descriptions (rules);
  GtkWidget *heading;

  heading = create_label (in_force ? _("In This Game") : _("Usual Rules"), "title-3");
  gtk_widget_set_margin_top (heading, 12);
  gtk_box_append (box, heading);

  if (!in_force)
    gtk_box_append (box, create_label (_("Choose other options in Preferences."), "dim-label"));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* Translators: a bullet point in a list of rules. */
      g_autofree char *item = g_strdup_printf (_("• %s"), lines[i]);

      gtk_box_append (box, create_label (item, "body"));
    }
}

static void
set_board (MancalaPosition    *position,
           const MancalaRules *rules,
           const unsigned     *south,
           unsigned            south_store,
           const unsigned     *north,
           unsigned            north_store)
{
  mancala_position_set_board (position, rules, south, south_store,
                              north, north_store, MANCALA_SOUTH);
}

static void
fill_kalah (GtkBox             *box,
            const MancalaRules *in_force)
{
  static const unsigned capture_south[] = { 0, 1, 0, 3, 2, 1 };
  static const unsigned capture_north[] = { 3, 2, 1, 5, 0, 2 };
  MancalaRules rules;
  MancalaPosition position;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_KALAH);
  mancala_position_init (&position, &rules);

  gtk_box_append (box, create_label (_("Kalah is the mancala most played in Europe and America. "
                                       "Each player owns the row of houses nearest to them and "
                                       "the store on their right. Have more seeds in your store "
                                       "than your opponent at the end to win."), "body"));

  add_section (box, _("Sowing"),
               _("On your turn, choose one of your houses that holds seeds. Lift all its seeds "
                 "and sow them one by one into the following pits, counter-clockwise: along "
                 "your row, into your store, then along your opponent’s row. Your opponent’s "
                 "store is skipped."));
  add_figure (box, &rules, &position, 1,
              _("South sows the 4 seeds of house 1 (blue) into the next four houses; the "
                "last one falls in the green house."));

  add_section (box, _("Extra Turn"),
               _("If your last seed falls into your own store, you play again."));
  add_figure (box, &rules, &position, 3,
              _("The last seed from house 3 falls into South’s store: South plays again."));

  add_section (box, _("Capture"),
               _("If your last seed falls into an empty house of your own row and the house "
                 "facing it holds seeds, you capture them, together with your last seed."));
  set_board (&position, &rules, capture_south, 8, capture_north, 6);
  add_figure (box, &rules, &position, 2,
              _("The last seed falls into the empty house 3; it and the 5 seeds facing it "
                "go to South’s store (red)."));

  add_section (box, _("End of the Game"),
               _("When a row is empty, the game ends and each player adds the seeds left in "
                 "their row to their store. The fuller store wins."));

  add_options (box, in_force->variant == MANCALA_VARIANT_KALAH ? in_force : &rules,
               in_force->variant == MANCALA_VARIANT_KALAH);
}

static void
fill_oware (GtkBox             *box,
            const MancalaRules *in_force)
{
  static const unsigned chain_south[] = { 2, 1, 0, 3, 3, 1 };
  static const unsigned chain_north[] = { 1, 2, 4, 3, 0, 5 };
  static const unsigned slam_south[] = { 4, 3, 5, 2, 3, 2 };
  static const unsigned slam_north[] = { 1, 2, 0, 0, 0, 0 };
  MancalaRules rules;
  MancalaPosition position;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_OWARE);
  mancala_position_init (&position, &rules);

  gtk_box_append (box, create_label (_("Oware, also called Awalé or Ayo, is played all over West "
                                       "Africa and the Caribbean; these are the Abapa rules of "
                                       "international tournaments. Each player owns the six "
                                       "houses nearest to them; the stores only keep captured "
                                       "seeds. Capture more than half of the seeds to win."), "body"));

  add_section (box, _("Sowing"),
               _("Choose one of your houses that holds seeds and sow its seeds one by one into "
                 "the following houses, counter-clockwise. Seeds never go into a store. A house "
                 "of 12 seeds or more goes round the board and skips the house it started from."));
  add_figure (box, &rules, &position, 3,
              _("South sows house 3: one seed into each of the next four houses."));

  add_section (box, _("Capture"),
               _("If your last seed makes a house of your opponent hold exactly 2 or 3 seeds, "
                 "you capture them. The house before it is captured too if it also holds 2 "
                 "or 3, and so on along your opponent’s row."));
  set_board (&position, &rules, chain_south, 10, chain_north, 10);
  add_figure (box, &rules, &position, 5,
              _("The last seed makes 3 in North’s house 2 and the house before it holds 2: "
                "South captures both (red)."));

  add_section (box, _("Grand Slam"),
               _("A move that would capture every seed of your opponent is a grand slam. "
                 "Usually it may be played but captures nothing."));
  set_board (&position, &rules, slam_south, 13, slam_north, 12);
  add_figure (box, &rules, &position, 5,
              _("This move would take all of North’s seeds, so it captures nothing."));

  add_section (box, _("Feeding"),
               _("If your opponent has no seeds, you must make a move that gives them some, "
                 "when you can."));

  add_section (box, _("End of the Game"),
               /* The three endings of the engine (docs/rules.md, Oware rule 6). */
               _("The game ends as soon as a player has captured more than half of the seeds, "
                 "or both have exactly half; the seeds still in the houses stay on the board, "
                 "counted for nobody. It also ends when the player to move cannot move, or "
                 "when a position comes back: then each player captures the seeds left on "
                 "their side. The most seeds win."));

  add_options (box, in_force->variant == MANCALA_VARIANT_OWARE ? in_force : &rules,
               in_force->variant == MANCALA_VARIANT_OWARE);
}

static void
fill_congkak (GtkBox             *box,
              const MancalaRules *in_force)
{
  static const unsigned relay_south[] = { 0, 2, 0, 2, 0, 1, 0 };
  static const unsigned relay_north[] = { 3, 1, 2, 0, 2, 4, 1 };
  static const unsigned capture_south[] = { 3, 2, 1, 0, 4, 2, 1 };
  static const unsigned capture_north[] = { 2, 5, 3, 6, 1, 2, 4 };
  static const unsigned burnt_south[] = { 7, 7, 7, 7, 7, 7, 7 };
  static const unsigned burnt_north[] = { 7, 7, 7, 7, 0, 0, 0 };
  MancalaRules rules, traditional;
  MancalaPosition position;

  mancala_rules_init_default (&rules, MANCALA_VARIANT_CONGKAK);
  mancala_position_init (&position, &rules);

  gtk_box_append (box, create_label (_("Congkak is played in Malaysia, Indonesia (congklak), "
                                       "Brunei and the Philippines (sungka) on a long board "
                                       "with seven houses per player. Each player’s store is "
                                       "on their left, and the seeds go round clockwise."), "body"));

  add_section (box, _("Sowing"),
               _("Choose one of your houses and sow its seeds one by one clockwise into the "
                 "following houses and your own store, skipping your opponent’s store."));

  add_section (box, _("Extra Turn"),
               _("If your last seed falls into your own store, you play again."));
  add_figure (box, &rules, &position, 1,
              _("The 7 seeds of house 1 reach South’s store: South plays again."));

  add_section (box, _("Relay"),
               _("If your last seed falls into a house that already held seeds, on either "
                 "side, lift them all and sow on. Your turn goes on until the last seed falls "
                 "into a store or an empty house."));
  set_board (&position, &rules, relay_south, 10, relay_north, 10);
  add_figure (box, &rules, &position, 2,
              _("The last seed from house 2 lands in house 4, which held seeds: they are "
                "lifted (orange) and sown on, into the empty house 7, which captures."));

  add_section (box, _("Capture"),
               _("If your last seed falls into an empty house of your own row, you capture "
                 "the seeds of the house facing it, with your last seed. If it falls into an "
                 "empty house of your opponent, your turn ends."));
  set_board (&position, &rules, capture_south, 12, capture_north, 6);
  add_figure (box, &rules, &position, 3,
              _("The last seed falls into the empty house 4: the 6 seeds facing it go to "
                "South’s store (red)."));

  add_section (box, _("Rounds and Burnt Houses"),
               _("When the player to move has no seeds left, the round ends and each player "
                 "adds the seeds of their row to their store. Played in rounds, each player "
                 "then refills their houses from their store; houses that cannot be filled "
                 "are burnt and left out of the next round. A player who cannot fill a "
                 "single house loses."));
  traditional = rules;
  traditional.rounds = MANCALA_ROUNDS_TRADITIONAL;
  set_board (&position, &traditional, burnt_south, 19, burnt_north, 2);
  position.round = 2;
  for (guint house = 5; house <= 7; house++)
    position.burnt |= 1u << mancala_rules_pit (&traditional, MANCALA_NORTH, house);
  add_still (box, &traditional, &position,
             _("Round 2: North could refill only four houses; the other three are burnt."));

  add_options (box, in_force->variant == MANCALA_VARIANT_CONGKAK ? in_force : &rules,
               in_force->variant == MANCALA_VARIANT_CONGKAK);
}

static void
redraw_pictures (GtkWidget *widget)
{
  if (GTK_IS_DRAWING_AREA (widget))
    gtk_widget_queue_draw (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    redraw_pictures (child);
}

static void
style_changed_cb (MancalaRulesWindow *self)
{
  /* The board pictures follow the dark style; their drawings are cached. */
  redraw_pictures (GTK_WIDGET (self));
}

static void
mancala_rules_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MANCALA_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (mancala_rules_window_parent_class)->dispose (object);
}

static void
mancala_rules_window_class_init (MancalaRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mancala_rules_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/mancala/Mancala/mancala-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MancalaRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MancalaRulesWindow, kalah_box);
  gtk_widget_class_bind_template_child (widget_class, MancalaRulesWindow, oware_box);
  gtk_widget_class_bind_template_child (widget_class, MancalaRulesWindow, congkak_box);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mancala_rules_window_init (MancalaRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
}

MancalaRulesWindow *
mancala_rules_window_new (const MancalaRules *rules)
{
  MancalaRulesWindow *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (MANCALA_TYPE_RULES_WINDOW, NULL);
  self->rules = *rules;

  fill_kalah (self->kalah_box, rules);
  fill_oware (self->oware_box, rules);
  fill_congkak (self->congkak_box, rules);
  adw_view_stack_set_visible_child_name (self->stack, mancala_variant_to_string (rules->variant));

  return self;
}

const MancalaRules *
mancala_rules_window_get_rules (MancalaRulesWindow *self)
{
  g_return_val_if_fail (MANCALA_IS_RULES_WINDOW (self), NULL);

  return &self->rules;
}
