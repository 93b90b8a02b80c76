/* phl-game-view.h — the play screen every game's view derives from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One screen, four games.  The base owns everything that must behave the
 * same in every game: the toolbar and its actions (game.hint, game.undo,
 * game.rules, game.scores, game.log, game.show-board, game.play-again,
 * game.new), who is at the screen and the hand-over page, the hint and the
 * computers thinking off the main thread, the game log and the last-move
 * line read from the match's change records, the end page with the winner
 * and a score chart, what a screen reader hears, keyboard focus and the
 * layout by width.  A game's view brings its board (the `board` property,
 * set from its template) and fills in the class functions below.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-ai.h"
#include "phl-guide.h"
#include "phl-match.h"
#include "phl-rules-window.h"
#include "phl-score-chart.h"

G_BEGIN_DECLS

#define PHL_TYPE_GAME_VIEW (phl_game_view_get_type ())

G_DECLARE_DERIVABLE_TYPE (PhlGameView, phl_game_view, PHL, GAME_VIEW, GtkWidget)

struct _PhlGameViewClass
{
  GtkWidgetClass parent_class;

  /* Redraw the board and set the status for the match and the person at
   * the screen: after every change of the match, after a hand-over and
   * once at the start. */
  void                   (*update)             (PhlGameView   *self);
  /* Optional: the screen changes hands (a hand-over page shows, or another
   * person's view): forget everything one person's screen carried that
   * was not the match's — the keyboard's place on the board, a selection,
   * the pointer's item, zoom, a drag — so none of it reaches the next
   * person.  update() follows.  The base clears the hint and puts the
   * keyboard focus on the hand-over page's button, then on the board. */
  void                   (*forget_viewer)      (PhlGameView   *self);
  /* Show @action (the hard computer's choice for the viewer, in the save's
   * syntax) as a suggestion on the board, changing nothing the player
   * chose or arranged; NULL clears it.  Returns the translated reason the
   * hint bar shows, or NULL. */
  char                  *(*show_hint)          (PhlGameView   *self,
                                                const char    *action);
  /* Optional, on the hint's thread with a private copy of the state: the
   * translated reasons for @action.  When set, it wins over the text
   * show_hint() returns. */
  char                  *(*explain_hint)       (gconstpointer  state,
                                                guint          seat,
                                                const char    *action);
  /* Optional: one sentence said after the hint, where the board shows
   * @action, in words for the input in use (phl_game_view_for_input()):
   * an outline for the eye, a mark the arrow keys find for the ear. */
  char                  *(*hint_where)         (PhlGameView   *self,
                                                const char    *action);
  /* Optional: the game's own detail of the result, under the winner and
   * the chart on the end page. */
  GtkWidget             *(*create_end_details) (PhlGameView   *self);
  /* Optional: the score chart's values (seats × categories); the default
   * is each seat's score as the rules count it. */
  void                   (*fill_score_chart)   (PhlGameView   *self,
                                                PhlScoreChart *chart);
  /* The rules window's sections, { NULL }-terminated. */
  const PhlRulesSection *(*get_rules)          (PhlGameView   *self);
  /* Optional (Learn to Play, docs/guides.md): where the board element
   * @anchor ("cell:c3", "dice", a game's own names) is, in the view's
   * coordinates; FALSE for a name the game does not know or that is not
   * shown now. */
  gboolean               (*get_anchor)         (PhlGameView     *self,
                                                const char      *anchor,
                                                graphene_rect_t *rect);
  /* Whether phl_game_view_submit() hands a move to the match now; the
   * default is phl_game_view_get_can_act().  A game whose moves may come
   * out of turn (an auction's bell, rung by anyone) says so here; the
   * engine still decides whether the move is legal. */
  gboolean               (*may_submit)         (PhlGameView     *self);
  /* Optional: what the summary key (S, game.summary) adds after the
   * scores and whose turn it is, translated, for the viewer; NULL for
   * nothing.  Never a fact the viewer may not see. */
  char                  *(*describe_summary)   (PhlGameView     *self);
  /* Optional: a score in the game's own unit, translated ("3 postmarks"),
   * wherever the base tells scores (final scores, summary key, guide);
   * NULL for the default, "3 points". */
  char                  *(*describe_score)     (PhlGameView     *self,
                                                int              score);
  /* Optional: the game stands still now (its pause key, a menu or dialog
   * open over it): a beat's time (phl_game_view_begin_beat) waits. */
  gboolean               (*is_held)            (PhlGameView     *self);
};

PhlMatch  *phl_game_view_get_match            (PhlGameView *self);
GtkWidget *phl_game_view_get_board            (PhlGameView *self);
/* The seat every text and drawing is made for, -1 while the screen is
 * being handed over (nobody's hidden facts may show). */
int        phl_game_view_get_viewer           (PhlGameView *self);
/* A person is at the screen and it is their turn: the board takes input. */
gboolean   phl_game_view_get_can_act          (PhlGameView *self);
/* Submits @action, the one way every view moves: a guide's script checks
 * it first, then the class's may_submit(), then the match; a refusal's
 * reason is shown in full and announced.  Never during a replay. */
gboolean   phl_game_view_submit               (PhlGameView *self,
                                               const char  *action);
/* The instruction line and the line under it; both wrap, never cut. */
void       phl_game_view_set_status           (PhlGameView *self,
                                               const char  *text);
void       phl_game_view_set_detail           (PhlGameView *self,
                                               const char  *text);
/* Whether the last input in the view was a key (TRUE) or a pointer
 * ("keyboard-input", phl-game-view-input.c); the words of an instruction
 * for it ("press Enter" or "click"). */
gboolean   phl_game_view_get_keyboard_input   (PhlGameView *self);
const char *phl_game_view_for_input           (PhlGameView *self,
                                               const char  *for_keys,
                                               const char  *for_pointer);
/* The same for a widget inside a game view (a canvas's own texts). */
const char *phl_game_view_for_input_of        (GtkWidget   *widget,
                                               const char  *for_keys,
                                               const char  *for_pointer);
/* What the summary key says now: every score, whose turn it is, then the
 * game's describe_summary() (phl-game-view-summary.c). */
char      *phl_game_view_dup_summary          (PhlGameView *self);
/* A moment for @result (translated, "Anna bought the card for 7."), for
 * @ms while the game is not held: the status line shows it, a screen
 * reader hears it, the computers wait, and update() runs again after it.
 * Nothing in a replay or a guide. */
void       phl_game_view_begin_beat           (PhlGameView *self,
                                               const char  *result,
                                               guint        ms);
/* The status line as shown now (a beat's result while one is on). */
const char *phl_game_view_get_status          (PhlGameView *self);
/* A beat is on: update() starts nothing timed yet. */
gboolean   phl_game_view_in_beat              (PhlGameView *self);
/* Ends a beat at once (an undo took its move back). */
void       phl_game_view_cancel_beat          (PhlGameView *self);
/* The status line while @seat is to take the screen ("Pass the screen
 * to Anna."): one wording in every game, as the hand-over page's. */
char       *phl_game_view_dup_pass_screen     (PhlGameView *self,
                                               guint        seat);
/* What a screen reader says now (the board's news, not its instructions). */
void       phl_game_view_announce             (PhlGameView *self,
                                               const char  *text);
void       phl_game_view_clear_hint           (PhlGameView *self);
/* Online play: a line of chat joins the log, after the moves so far (it
 * is public: every viewer sees it). */
void       phl_game_view_add_chat             (PhlGameView *self,
                                               const char  *who,
                                               const char  *text);
/* The shell's chat entry goes under the log; NULL takes it out. */
void       phl_game_view_set_chat_entry       (PhlGameView *self,
                                               GtkWidget   *entry);
/* While paused the computers do not move (a summary the players read). */
void       phl_game_view_set_computers_paused (PhlGameView *self,
                                               gboolean     paused);
/* Online play: the computer seats' moves come from elsewhere (the host),
 * so this view never plays them, whatever the game pauses or resumes. */
void       phl_game_view_set_computers_elsewhere (PhlGameView *self,
                                                  gboolean     elsewhere);
/* The computers' pace: how long after a change a computer's move comes
 * at the soonest, in ms; 0 when no computer plays here (a replay). */
guint      phl_game_view_get_computer_delay   (PhlGameView *self);
/* The level hints and the Review ask the computer at ("hint-level",
 * PHL_AI_HARD unless the shell binds it to the settings). */
PhlAiLevel phl_game_view_get_hint_level       (PhlGameView *self);
void       phl_game_view_set_hint_level       (PhlGameView *self,
                                               PhlAiLevel   level);
/* The game's translated name, the rules window's title ("game-name"). */
void       phl_game_view_set_game_name        (PhlGameView *self,
                                               const char  *name);
/* @normal_ms for this animation under the motion settings, 0 for none. */
guint      phl_game_view_get_motion_ms        (PhlGameView *self,
                                               guint        normal_ms);

/* The colour the game gives @seat on its board: the log's dot for the
 * seat's lines takes it too. */
void       phl_game_view_set_seat_color       (PhlGameView   *self,
                                               guint          seat,
                                               const GdkRGBA *color);

/* Replay mode (phl-game-view-replay.c): from now on the view steps
 * through its match's recorded actions (phl_match_seek()) with a replay
 * bar, the arrow keys and a slider; nobody plays and the computers do not
 * move.  @viewer is the seat watching: the game shows what that seat could
 * see (-1: nothing hidden).  "Play on from here" emits ::play-on with a
 * new match at the step shown. */
void       phl_game_view_start_replay         (PhlGameView *self,
                                               int          viewer);
gboolean   phl_game_view_get_replaying        (PhlGameView *self);
/* After start_replay: "Back to the Game" and Escape activate @action_name. */
void       phl_game_view_set_replay_return    (PhlGameView *self,
                                               const char  *action_name);
/* The Review (phl-game-view-review.c) of the seat watching a replay:
 * its moves against the computer's, in a panel beside the board. */
void       phl_game_view_start_review         (PhlGameView *self);

/* Learn to Play (phl-game-view-guide.c, docs/guides.md): the view plays
 * @guide from the start of step @step (0-based) on its match, which must
 * be the guide's game at that step.  Actions guide.next, guide.back,
 * guide.restart and guide.skip; the learner's moves go through
 * phl_game_view_submit() as in any game.  Back and Restart emit
 * ::guide-rebuild with a new match for the window to show. */
typedef enum
{
  PHL_GUIDE_PHASE_NONE,      /* no guide */
  PHL_GUIDE_PHASE_STEP,      /* a step shown: read (tell) or act (act) */
  PHL_GUIDE_PHASE_WRONG,     /* an act step after a wrong move: offered again */
  PHL_GUIDE_PHASE_AFTER,     /* the move made, what it scored shown, Next */
  PHL_GUIDE_PHASE_OPPONENT,  /* a computer's scripted move coming */
  PHL_GUIDE_PHASE_END,       /* past the last step: play on or restart */
} PhlGuidePhase;

void       phl_game_view_start_guide          (PhlGameView *self,
                                               PhlGuide    *guide,
                                               guint        step);
/* Closes the guide: the game goes on as a normal one (still not counted). */
void       phl_game_view_stop_guide           (PhlGameView *self);
PhlGuide  *phl_game_view_get_guide            (PhlGameView *self);
guint      phl_game_view_get_guide_step       (PhlGameView   *self,
                                               PhlGuidePhase *phase);
/* The wrong move's explanation or what the move scored, or NULL. */
const char *phl_game_view_get_guide_message   (PhlGameView *self);
/* The game's get_anchor() for @anchor; FALSE when it has none. */
/* For a game's get_anchor(): the seat an anchor names ("0", "1"… of
 * "score:1") in a game of @n_players, or -1. */
int        phl_game_view_parse_anchor_seat    (const char      *text,
                                               guint            n_players);
gboolean   phl_game_view_get_guide_anchor     (PhlGameView     *self,
                                               const char      *anchor,
                                               graphene_rect_t *rect);
/* For a game's board: what it shows moved within it without a refresh
 * (a re-centring animation, a zoom, a pan), so that a guide's highlight
 * and bubble follow their anchors. */
void       phl_game_view_board_moved          (PhlGameView     *self);

/* The accessible description of a board (or any widget of the board the
 * keyboard may be on): what it shows now.  News for a screen reader is
 * said before it (GTK 4.8 speaks a description change of the focused
 * widget), so the game's own words are never lost under the news. */
void       phl_game_view_describe_board       (GtkWidget   *widget,
                                               const char  *description);

G_END_DECLS
