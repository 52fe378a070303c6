/* mancala-window-private.h
 *
 * Copyright 2026 The Mancala developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mancala-window.h"
#include "mancala-history-pane.h"
#include "mancala-move-list.h"
#include "mancala-saved-game.h"
#include "mancala-settings.h"
#include "mancala-sound.h"
#include "mancala-statistics.h"

G_BEGIN_DECLS

struct _MancalaWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children. */
  AdwWindowTitle       *window_title;
  /* The move list and browsing (mancala-window-history.c). */
  MancalaHistoryPane   *history_pane;
  MancalaMoveList      *move_list;
  GtkRevealer          *history_revealer;
  GtkLabel             *history_label;
  GtkToggleButton      *move_list_button;
  /* Analysis (mancala-window-analysis.c). */
  GtkSwitch            *analysis_switch;
  GtkWidget            *analysis_graph;     /* MancalaAnalysisGraph */
  GtkLabel             *analysis_label;
  GtkSpinner           *analysis_spinner;
  AdwToastOverlay      *toast_overlay;
  MancalaBoard         *board;
  GtkLabel             *status_label;
  GtkSpinner           *thinking_spinner;
  GtkButton            *play_again_button;
  GtkButton            *swap_button;
  GtkButton            *pause_button;
  AdwSqueezer          *end_squeezer;
  GtkWidget            *end_buttons;
  GMenu                *narrow_section;

  MancalaGame          *game;
  MancalaSettings      *settings;
  MancalaSavedGame     *saved_game;
  MancalaStatistics    *statistics;
  MancalaSound         *sound;

  /* The advice being computed; cancelled by any change of position. */
  GCancellable         *advice_cancellable;

  /* Open at most once each; weak pointers. */
  GtkWindow            *preferences_window;
  GtkWindow            *new_game_dialog;
  GtkWindow            *rules_window;
  GtkWindow            *statistics_window;
  /* The open "Start a New Game?" question (mancala-window-discard.c). */
  AdwMessageDialog     *discard_dialog;

  /* What the last move did, for the status line ("You captured 4 seeds."). */
  char                 *move_note;

  /* Holds taken on the game while the board animates. */
  guint                 n_holds;

  /* The settings are being put back on the game's rules. */
  guint                 syncing_rules : 1;

  /* The board is replaying the last move. */
  guint                 replaying : 1;

  /* move_note is an extra turn: it says whose turn it is. */
  guint                 note_is_turn : 1;

  /* The board shows the position after move browse_move, not the game's. */
  guint                 browsing : 1;
  guint                 paused_before_browsing : 1;
  guint                 browse_move;
};

void _mancala_window_class_actions_init (MancalaWindowClass *klass);

/* mancala-window-history.c: the move list, browsing, Continue from Here. */
void     _mancala_window_class_history_init (MancalaWindowClass *klass);
void     _mancala_window_history_init       (MancalaWindow      *self);
/* Shows the position after @n moves (n_moves: the game as it is). */
void     _mancala_window_browse             (MancalaWindow      *self,
                                             guint               n);
/* mancala-window-analysis.c: the Analysis switch, graph and values. */
void     _mancala_window_class_analysis_init (MancalaWindowClass *klass);
void     _mancala_window_analysis_init      (MancalaWindow      *self);
/* Restarts the analysis for the game and the move shown (when on). */
void     _mancala_window_analysis_refresh   (MancalaWindow      *self);

/* mancala-window-record.c: Save As, Open, Copy Game, Paste Game. */
void     _mancala_window_class_record_init  (MancalaWindowClass *klass);
/* Writes the game's record to @file (Save As without the dialog). */
void     _mancala_window_save_to_file       (MancalaWindow      *self,
                                             GFile              *file);
/* TRUE while browsing; @n (may be NULL) gets the move shown. */
gboolean _mancala_window_get_browsing       (MancalaWindow      *self,
                                             guint              *n);
void _mancala_window_update_actions     (MancalaWindow      *self);
void _mancala_window_new_game           (MancalaWindow      *self);
/* The main menu takes the header bar's buttons that a narrow window hides. */
void _mancala_window_update_narrow_menu (MancalaWindow      *self);
/* The name of whoever plays @side now, as the board and status show it. */
char *_mancala_window_dup_player_name   (MancalaWindow      *self,
                                         MancalaSide         side);

G_END_DECLS
