/* phl-game-view-private.h — the parts of PhlGameView its own files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-game-view.c follows the match and owns the actions;
 * phl-game-view-hint.c thinks about hints off the main thread;
 * phl-game-view-pages.c fills the hand-over and end pages, the scores
 * window and the toolbar's layout by width.
 */
#pragma once

#include <adwaita.h>

#include "phl-ai-runner.h"
#include "phl-game-log.h"
#include "phl-game-view.h"
#include "phl-hotseat.h"

G_BEGIN_DECLS

/* Narrower than this, the log goes under the board and the toolbar's
 * buttons show only their icons. */
#define NARROW_WIDTH 1000

typedef struct _PhlGameViewReview PhlGameViewReview;
typedef struct _PhlGameViewGuide PhlGameViewGuide;

typedef struct
{
  PhlMatch      *match;
  PhlHotseat    *hotseat;
  /* What the shell tells the view (properties, bound to the settings). */
  PhlAiLevel     hint_level;
  char          *game_name;
  PhlAiRunner   *ai_runner;
  GtkWidget     *board;

  /* The hint being thought about; a change of the match makes it stale. */
  GCancellable  *hint_cancellable;
  guint          generation;

  /* The log shows the first n_logged changes, written for logged_viewer. */
  guint          n_logged;
  int            logged_viewer;
  /* Online play: the lines of chat (ChatLine, in order), how many are in
   * the log, and the chat entry the shell put under the log. */
  GPtrArray     *chat;
  guint          n_chat_logged;
  GtkWidget     *chat_entry;
  gboolean       show_board_at_end;
  gboolean       was_over;
  gboolean       log_visible;
  gboolean       narrow;
  gboolean       started;
  /* The viewer and hand-over the screen was last shown for: when either
   * changes, the game forgets the last person's screen (forget_viewer). */
  int            screen_viewer;
  int            screen_handover;
  /* The last refresh was for another person than the one before. */
  gboolean       just_handed;
  guint          focus_idle;
  guint          handover_focus_idle;
  /* GTK < 4.14: the widget whose description carries the news, and the
   * window whose focus changes are watched (phl-game-view-speech.c). */
  GtkWidget     *told;
  GtkWidget     *told_root;
  /* The last input was a key, not a pointer; where the pointer was last
   * seen, so a motion GTK makes up in place is no sign of the mouse
   * (phl-game-view-input.c). */
  gboolean       keyboard_input;
  gboolean       pointer_seen;
  double         pointer_x;
  double         pointer_y;

  /* Replay mode (phl-game-view-replay.c): the match is stepped along its
   * recorded actions by a person watching, nobody plays. */
  gboolean       replaying;
  gboolean       replay_seeking;

  /* Learn to Play (phl-game-view-guide.c): the guide running, or NULL;
   * the computers wait while it runs, whatever the game asked. */
  PhlGameViewGuide *guide;
  gboolean       computers_paused;
  /* A result shown for a moment (phl-game-view-beat.c): its text, the
   * time left and when that was counted; the game's own status line. */
  guint          beat_source;
  char          *beat_text;
  gint64         beat_left_us;
  gint64         beat_polled_at;
  char          *status_text;
  /* Online (phl_game_view_set_computers_elsewhere()): never here. */
  gboolean       computers_elsewhere;
  GtkWidget     *replay_bar;
  GtkLabel      *replay_label;
  GtkAdjustment *replay_adjustment;
  GtkWidget     *replay_scale;
  GtkWidget     *replay_seat;
  GtkWidget     *replay_play_on;
  GtkWidget     *replay_review;

  /* The Review's panel (phl-game-view-review.c), NULL until opened. */
  PhlGameViewReview *review_panel;

  GtkWidget     *frame;
  GtkWidget     *toolbar;
  GtkLabel      *status_label;
  GtkLabel      *detail_label;
  GtkWidget     *hint_button;
  GtkWidget     *undo_button;
  GtkWidget     *log_button;
  GtkWidget     *replay_button;
  GtkWidget     *scores_button;
  GtkWidget     *rules_button;
  GtkRevealer   *hint_revealer;
  GtkLabel      *hint_label;
  GtkStack      *pages;
  GtkBox        *board_box;
  AdwBin        *board_slot;
  GtkRevealer   *log_revealer;
  GtkWidget     *log_box;
  GtkWidget     *log_column;
  PhlGameLog    *log;
  AdwStatusPage *handover_page;
  GtkButton     *handover_button;
  GtkLabel      *end_title;
  GtkWidget     *play_again_button;
  GtkLabel      *end_subtitle;
  PhlScoreChart *end_chart;
  AdwBin        *end_details;
} PhlGameViewPrivate;

PhlGameViewPrivate *_phl_game_view_get_priv             (PhlGameView *self);
const char         *_phl_game_view_seat_name            (PhlGameView *self,
                                                         guint        seat);
void                _phl_game_view_update_actions       (PhlGameView *self);
void                _phl_game_view_refresh              (PhlGameView *self);

/* phl-game-view-beat.c */
void                _phl_game_view_set_status_text      (PhlGameView *self,
                                                         const char  *text);
void                _phl_game_view_beat_dispose         (PhlGameView *self);

/* phl-game-view-speech.c: a screen reader hears @text now. */
void                _phl_game_view_say                  (PhlGameView *self,
                                                         const char  *text);

void                _phl_game_view_name_button          (GtkWidget   *button,
                                                         const char  *name);

/* phl-game-view-input.c */
void                _phl_game_view_input_init           (PhlGameView *self);

/* phl-game-view-summary.c */
void                _phl_game_view_summary_class_init   (GtkWidgetClass *widget_class);

/* phl-game-view-replay.c */
void                _phl_game_view_replay_class_init    (GtkWidgetClass *widget_class);
/* After every refresh in replay mode: the bar, the status, the news. */
void                _phl_game_view_replay_refresh       (PhlGameView *self);
/* After a step: what a screen reader hears. */
void                _phl_game_view_replay_announce      (PhlGameView *self);
void                _phl_game_view_replay_update_actions (PhlGameView *self);

/* phl-game-view-review.c */
void                _phl_game_view_review_class_init    (GtkWidgetClass *widget_class);
void                _phl_game_view_review_update_actions (PhlGameView *self);
void                _phl_game_view_review_apply_layout  (PhlGameView *self);
void                _phl_game_view_review_dispose       (PhlGameView *self);
/* The computers think unless the game paused them or a guide runs. */
void                _phl_game_view_sync_paused          (PhlGameView *self);

/* phl-game-view-guide.c */
void                _phl_game_view_guide_class_init     (GtkWidgetClass *widget_class);
void                _phl_game_view_guide_dispose        (PhlGameView *self);
/* Whether the guide took @action (TRUE), and whether it was played. */
gboolean            _phl_game_view_guide_submit         (PhlGameView *self,
                                                         const char  *action,
                                                         gboolean    *submitted);
void                _phl_game_view_guide_allocate       (PhlGameView *self,
                                                         int          width,
                                                         int          height);
void                _phl_game_view_guide_refresh        (PhlGameView *self);
void                _phl_game_view_guide_input_changed  (PhlGameView *self);
/* The keyboard focus where the step wants it (Next, or the board). */
void                _phl_game_view_guide_focus          (PhlGameView *self);

/* phl-game-view-anchors.c */
/* Of @step's anchors, those the game can show now (at most @max_rects), in
 * the view's coordinates; returns how many. */
guint               _phl_game_view_resolve_anchors      (PhlGameView        *self,
                                                         const PhlGuideStep *step,
                                                         graphene_rect_t    *rects,
                                                         guint               max_rects);
/* Where the guide's @bubble goes in a view of @width × @height: beside
 * the @n_rects anchors, covering as little of them as it can. */
void                _phl_game_view_place_bubble         (GtkWidget             *bubble,
                                                         const graphene_rect_t *rects,
                                                         guint                  n_rects,
                                                         int                    width,
                                                         int                    height,
                                                         GtkAllocation         *out);

/* phl-game-view-hint.c */
void                _phl_game_view_hint_action          (GtkWidget   *widget,
                                                         const char  *action_name,
                                                         GVariant    *parameter);
void                _phl_game_view_clear_hint_action    (GtkWidget   *widget,
                                                         const char  *action_name,
                                                         GVariant    *parameter);

/* phl-game-view-pages.c */
char               *_phl_game_view_dup_winner_title     (PhlGameView *self);
/* "3 points", or in the game's unit (describe_score()). */
char               *_phl_game_view_dup_score            (PhlGameView *self,
                                                         int          score);
/* "Ann 3 points": @seat's name and @score in the game's unit. */
char               *_phl_game_view_dup_seat_score       (PhlGameView *self,
                                                         guint        seat,
                                                         int          score);
void                _phl_game_view_fill_end_page        (PhlGameView *self);
void                _phl_game_view_fill_handover_page   (PhlGameView *self,
                                                         guint        seat);
void                _phl_game_view_scores_action        (GtkWidget   *widget,
                                                         const char  *action_name,
                                                         GVariant    *parameter);
void                _phl_game_view_apply_layout         (PhlGameView *self);

/* phl-game-view-news.c */
void  _phl_game_view_show_news      (PhlGameView *self,
                                     const char  *text,
                                     gboolean     announce);
void  _phl_game_view_refresh_log    (PhlGameView *self);
char *_phl_game_view_dup_last_moves (PhlGameView *self);
void  _phl_game_view_announce_news  (PhlGameView *self,
                                     guint        n_before);

G_END_DECLS
