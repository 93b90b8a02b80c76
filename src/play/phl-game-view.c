/* phl-game-view.c — the play screen every game's view derives from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is the same in every game (see phl-game-view.h).  The
 * view follows the match: on every change it asks PhlHotseat who is at the
 * screen, reads the new change records into the log and the news line,
 * and lets the game redraw.  What happened is the engine's to say (a
 * PhlChange per action, written for each seat that may see it); the view
 * never compares states.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-accessible.h"
#include "phl-ai.h"
#include "phl-ai-runner.h"
#include "phl-change.h"
#include "phl-game-log.h"
#include "phl-game-view-private.h"
#include "phl-hotseat.h"
#include "phl-motion.h"

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PhlGameView, phl_game_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_BOARD,
  PROP_VIEWER,
  PROP_LOG_VISIBLE,
  PROP_HINT_LEVEL,
  PROP_GAME_NAME,
  PROP_KEYBOARD_INPUT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

PhlGameViewPrivate *
_phl_game_view_get_priv (PhlGameView *self)
{
  return phl_game_view_get_instance_private (self);
}

const char *
_phl_game_view_seat_name (PhlGameView *self,
           guint        seat)
{
  return phl_match_get_seat (_phl_game_view_get_priv (self)->match, seat)->name;
}

/* ---- Following the match ------------------------------------------------- */

gboolean
phl_game_view_get_can_act (PhlGameView *self)
{
  PhlGameViewPrivate *priv;
  int seat;

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), FALSE);

  priv = _phl_game_view_get_priv (self);
  seat = phl_match_get_current_seat (priv->match);
  return !priv->replaying && !phl_match_is_over (priv->match) && phl_match_seat_is_person (priv->match, seat) &&
         phl_hotseat_get_viewer (priv->hotseat) == seat;
}

void
_phl_game_view_update_actions (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  gboolean over = phl_match_is_over (priv->match);
  gboolean handover = phl_hotseat_get_handover (priv->hotseat) >= 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.hint",
                                 phl_game_view_get_can_act (self) && priv->hint_cancellable == NULL);
  /* A guide goes back with its own Back: the script cannot be undone under it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo",
                                 !over && !handover && !priv->replaying && priv->guide == NULL &&
                                 phl_match_get_can_undo_for (priv->match,
                                                             phl_hotseat_get_at_screen (priv->hotseat)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.show-board", over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.play-again", over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.take-screen", handover);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.clear-hint",
                                 gtk_revealer_get_reveal_child (priv->hint_revealer));
  gtk_widget_set_visible (priv->hint_button, !over && !priv->replaying);
  gtk_widget_set_visible (priv->undo_button, !over && !priv->replaying);
  gtk_widget_set_visible (priv->replay_button, !priv->replaying);
  _phl_game_view_replay_update_actions (self);
}

static void
focus_board (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Only when the focus is nowhere useful: never away from a button the
   * player is using. */
  if (priv->board != NULL && gtk_widget_get_mapped (priv->board) &&
      (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
    gtk_widget_grab_focus (priv->board);
}

/* The screen changes hands: nothing of one person's screen but the match
 * reaches the next (the game's own state, the hint). */
static gboolean
forget_viewer (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);
  int handover = phl_hotseat_get_handover (priv->hotseat);

  if (viewer == priv->screen_viewer && handover == priv->screen_handover)
    return FALSE;
  priv->screen_viewer = viewer;
  priv->screen_handover = handover;
  /* The last person's hint, and its text in the folded bar. */
  phl_game_view_clear_hint (self);
  gtk_label_set_text (priv->hint_label, "");
  /* And the result the last person's screen was showing. */
  phl_game_view_cancel_beat (self);
  if (klass->forget_viewer != NULL)
    klass->forget_viewer (self);
  return TRUE;
}

/* Once the page has settled: the hand-over page's button has the focus,
 * so that Enter takes the screen (a GtkStack switching pages, or the
 * header, may have taken it on the way). */
static gboolean
focus_handover_idle (gpointer user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  priv->handover_focus_idle = 0;
  if (phl_hotseat_get_handover (priv->hotseat) >= 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (priv->handover_button));
  return G_SOURCE_REMOVE;
}

void
_phl_game_view_refresh (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  gboolean over = phl_match_is_over (priv->match);
  int handover = phl_hotseat_get_handover (priv->hotseat);
  g_autofree char *last = NULL;
  gboolean handed = forget_viewer (self);

  priv->just_handed = handed;
  _phl_game_view_refresh_log (self);
  if (over)
    {
      if (!priv->was_over)
        {
          _phl_game_view_fill_end_page (self);
          /* A replay steps on through the end: the board stays. */
          priv->show_board_at_end = priv->replaying;
        }
      gtk_stack_set_visible_child_name (priv->pages, priv->show_board_at_end ? "board" : "end");
      phl_game_view_set_status (self, _("The game is over."));
    }
  else if (handover >= 0)
    {
      _phl_game_view_fill_handover_page (self, handover);
      gtk_stack_set_visible_child_name (priv->pages, "handover");
    }
  else
    gtk_stack_set_visible_child_name (priv->pages, "board");

  last = _phl_game_view_dup_last_moves (self);
  _phl_game_view_show_news (self, over ? NULL : last, FALSE);
  PHL_GAME_VIEW_GET_CLASS (self)->update (self);
  /* A new person at the screen reads what happened since they last
   * played, not the game's line about the last move. */
  if (handed && !over)
    _phl_game_view_show_news (self, last, FALSE);
  _phl_game_view_update_actions (self);
  if (!over && handover < 0)
    focus_board (self);
  /* Only now: the button's action (game.take-screen) is enabled, and a
   * disabled button does not take the focus. */
  if (!over && handover >= 0)
    {
      gtk_widget_grab_focus (GTK_WIDGET (priv->handover_button));
      if (priv->handover_focus_idle == 0)
        priv->handover_focus_idle = g_idle_add (focus_handover_idle, self);
    }
  /* The board the focus was on has gone: keyboard and screen reader go on
   * from Play Again (enabled only now), where the winner is said. */
  if (over && !priv->was_over && !priv->show_board_at_end)
    gtk_widget_grab_focus (priv->play_again_button);
  if (priv->replaying)
    _phl_game_view_replay_refresh (self);
  _phl_game_view_guide_refresh (self);
}

static void
on_match_changed (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n_before = priv->n_logged;

  priv->generation++;
  phl_game_view_clear_hint (self);
  _phl_game_view_refresh (self);
  if (priv->replaying)
    _phl_game_view_replay_announce (self);
  else if (priv->just_handed && !phl_match_is_over (priv->match))
    {
      /* Another person is at the screen: what happened since they last
       * played, not only the computers' last moves. */
      g_autofree char *last = _phl_game_view_dup_last_moves (self);

      phl_game_view_announce (self, last);
    }
  else if (n_before < phl_match_get_n_actions (priv->match))
    _phl_game_view_announce_news (self, n_before);
  else if (phl_match_is_over (priv->match) && !priv->was_over)
    _phl_game_view_announce_news (self, phl_match_get_n_actions (priv->match));
  priv->was_over = phl_match_is_over (priv->match);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* ---- Actions ------------------------------------------------------------- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  /* The match refuses too; a finished game is never reopened, and a
   * replay steps back with its own keys, keeping the line ahead. */
  if (!phl_match_is_over (priv->match) && !priv->replaying)
    phl_match_undo_for (priv->match, phl_hotseat_get_at_screen (priv->hotseat));
}

static void
take_screen_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  g_autofree char *last = NULL;

  phl_hotseat_handed_over (priv->hotseat);
  _phl_game_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
  /* The button pressed has gone with its page (GTK would move the focus
   * on to the log): the board has it, and this person hears what happened
   * since they last played, as the news line shows it to them. */
  if (priv->board != NULL && gtk_widget_get_mapped (priv->board))
    gtk_widget_grab_focus (priv->board);
  last = _phl_game_view_dup_last_moves (self);
  if (last != NULL && !phl_match_is_over (priv->match))
    _phl_game_view_say (self, last);
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  priv->show_board_at_end = !priv->show_board_at_end;
  _phl_game_view_refresh (self);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  const char *name = _phl_game_view_get_priv (self)->game_name;
  GtkWindow *window = phl_rules_window_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                            name != NULL ? name : "",
                                            PHL_GAME_VIEW_GET_CLASS (self)->get_rules (self),
                                            phl_game_view_get_keyboard_input (self));
  const char *game_id = phl_match_get_rules (_phl_game_view_get_priv (self)->match)->id;

  /* Not while a guide runs: it is the lesson already. */
  if (phl_guide_exists (game_id) && _phl_game_view_get_priv (self)->guide == NULL &&
      !_phl_game_view_get_priv (self)->replaying)
    phl_rules_window_set_learn (PHL_RULES_WINDOW (window), game_id);
  gtk_window_present (window);
}

static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gtk_widget_activate_action (widget, "win.play-again", NULL);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);

  gtk_widget_activate_action (widget, "win.new-game", "s", phl_match_get_rules (_phl_game_view_get_priv (self)->match)->id);
}

static void
phl_game_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (PHL_GAME_VIEW (widget));

  if (priv->frame != NULL)
    gtk_widget_measure (priv->frame, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
phl_game_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  gboolean narrow = width < NARROW_WIDTH;

  /* The layout for this width before the frame is placed: placed in the
   * old one first, the board was painted once at a size it never keeps
   * (an 800-wide window drew the log beside a 519×280 board, its texts
   * cut short, before the log folded under it). */
  if (narrow != priv->narrow && priv->frame != NULL)
    {
      int minimum, natural;

      priv->narrow = narrow;
      _phl_game_view_apply_layout (self);
      /* Measured again, as allocating wants after a change. */
      gtk_widget_measure (priv->frame, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      gtk_widget_measure (priv->frame, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    }
  /* No layout manager: with one, GTK never calls this function. */
  if (priv->frame != NULL)
    gtk_widget_allocate (priv->frame, width, height, baseline, NULL);
  /* Over the board, once the board has its place. */
  _phl_game_view_guide_allocate (self, width, height);
}

/* Once the page showing the view has settled: a GtkStack that switches
 * to it moves the focus it had one step further (GTK_DIR_TAB_FORWARD),
 * past the board we focused on map, to the log. */
static gboolean
focus_board_after_map (gpointer user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  priv->focus_idle = 0;
  /* A guide puts it where its step wants it: Next, or the board to act. */
  if (priv->guide != NULL)
    {
      _phl_game_view_guide_focus (self);
      return G_SOURCE_REMOVE;
    }
  if (priv->board != NULL && gtk_widget_get_mapped (priv->board) &&
      (focus == NULL || !gtk_widget_is_ancestor (focus, priv->board)) && focus != priv->board)
    gtk_widget_grab_focus (priv->board);
  return G_SOURCE_REMOVE;
}

static void
phl_game_view_map (GtkWidget *widget)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  GTK_WIDGET_CLASS (phl_game_view_parent_class)->map (widget);

  /* The first look, once the game's own constructed() has run. */
  if (!priv->started)
    {
      priv->started = TRUE;
      _phl_game_view_refresh (self);
      priv->was_over = phl_match_is_over (priv->match);
    }
  focus_board (self);
  if (priv->focus_idle == 0)
    priv->focus_idle = g_idle_add (focus_board_after_map, self);
}

/* ---- Public API ---------------------------------------------------------- */

PhlMatch *
phl_game_view_get_match (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  return _phl_game_view_get_priv (self)->match;
}

GtkWidget *
phl_game_view_get_board (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  return _phl_game_view_get_priv (self)->board;
}

int
phl_game_view_get_viewer (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), -1);

  return phl_hotseat_get_viewer (_phl_game_view_get_priv (self)->hotseat);
}

gboolean
phl_game_view_submit (PhlGameView *self,
                      const char  *action)
{
  PhlGameViewPrivate *priv;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), FALSE);

  priv = _phl_game_view_get_priv (self);
  /* A replay is watched, not played (an auction's clock rings for nobody). */
  if (priv->replaying)
    return FALSE;
  /* Learn to Play lets the expected move through and explains others;
   * the script says whose move it is (an auction's bell rings for anyone,
   * whoever the engine waits for). */
  {
    gboolean submitted;

    if (_phl_game_view_guide_submit (self, action, &submitted))
      return submitted;
  }
  if (!PHL_GAME_VIEW_GET_CLASS (self)->may_submit (self))
    return FALSE;
  if (phl_match_submit (priv->match, action, &error))
    return TRUE;
  _phl_game_view_show_news (self, error->message, TRUE);
  return FALSE;
}

PhlAiLevel
phl_game_view_get_hint_level (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), PHL_AI_HARD);

  return _phl_game_view_get_priv (self)->hint_level;
}

void
phl_game_view_set_hint_level (PhlGameView *self,
                              PhlAiLevel   level)
{
  PhlGameViewPrivate *priv;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));
  g_return_if_fail (level < PHL_AI_N_LEVELS);

  priv = _phl_game_view_get_priv (self);
  if (priv->hint_level == level)
    return;
  priv->hint_level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_LEVEL]);
}

void
phl_game_view_set_game_name (PhlGameView *self,
                             const char  *name)
{
  PhlGameViewPrivate *priv;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  priv = _phl_game_view_get_priv (self);
  if (g_strcmp0 (priv->game_name, name) == 0)
    return;
  g_free (priv->game_name);
  priv->game_name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_NAME]);
}

void
phl_game_view_set_status (PhlGameView *self,
                          const char  *text)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  /* Shown unless a beat's result is (phl-game-view-beat.c). */
  _phl_game_view_set_status_text (self, text);
}

void
phl_game_view_set_detail (PhlGameView *self,
                          const char  *text)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  _phl_game_view_show_news (self, text, FALSE);
}

void
phl_game_view_set_seat_color (PhlGameView   *self,
                              guint          seat,
                              const GdkRGBA *color)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  phl_game_log_set_seat_color (_phl_game_view_get_priv (self)->log, seat, color);
}

void
phl_game_view_set_computers_paused (PhlGameView *self,
                                    gboolean     paused)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  _phl_game_view_get_priv (self)->computers_paused = !!paused;
  _phl_game_view_sync_paused (self);
}

guint
phl_game_view_get_computer_delay (PhlGameView *self)
{
  PhlGameViewPrivate *priv;

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), 0);

  priv = _phl_game_view_get_priv (self);
  return priv->ai_runner != NULL ? phl_ai_runner_get_delay (priv->ai_runner) : 0;
}

void
_phl_game_view_sync_paused (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  if (priv->ai_runner != NULL)
    phl_ai_runner_set_paused (priv->ai_runner,
                              priv->computers_paused || priv->guide != NULL || priv->computers_elsewhere
                              || priv->beat_source != 0);
}

void
phl_game_view_set_computers_elsewhere (PhlGameView *self,
                                       gboolean     elsewhere)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  _phl_game_view_get_priv (self)->computers_elsewhere = !!elsewhere;
  _phl_game_view_sync_paused (self);
}

guint
phl_game_view_get_motion_ms (PhlGameView *self,
                             guint        normal_ms)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), normal_ms);

  return phl_motion_get_ms (GTK_WIDGET (self), normal_ms);
}

/* ---- GObject ------------------------------------------------------------- */

static void
set_board (PhlGameView *self,
           GtkWidget   *board)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  priv->board = board;
  adw_bin_set_child (priv->board_slot, board);
  if (board != NULL)
    gtk_widget_set_focusable (board, TRUE);
}

static void
set_log_visible (PhlGameView *self,
                 gboolean     visible)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  if (priv->log_visible == !!visible)
    return;
  priv->log_visible = !!visible;
  gtk_revealer_set_reveal_child (priv->log_revealer, priv->log_visible);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOG_VISIBLE]);
}

static void
phl_game_view_constructed (GObject *object)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  G_OBJECT_CLASS (phl_game_view_parent_class)->constructed (object);

  g_return_if_fail (PHL_IS_MATCH (priv->match));

  /* Before our own handler: it follows the match from its own. */
  priv->hotseat = phl_hotseat_new (priv->match);
  priv->logged_viewer = phl_hotseat_get_viewer (priv->hotseat);
  priv->screen_viewer = priv->logged_viewer;
  priv->screen_handover = phl_hotseat_get_handover (priv->hotseat);
  g_object_set_data (object, PHL_HOTSEAT_KEY, priv->hotseat);
  g_signal_connect_object (priv->match, "changed", G_CALLBACK (on_match_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->match, "notify::can-undo", G_CALLBACK (_phl_game_view_update_actions), self,
                           G_CONNECT_SWAPPED);

  priv->ai_runner = phl_ai_runner_new (priv->match);
  /* Slow enough to see the computer's move, even without animations. */
  phl_ai_runner_set_delay (priv->ai_runner, MAX (150, phl_motion_get_ms (GTK_WIDGET (self), 450)));
  /* A quarter of the expert's thinking time at the fast speed. */
  phl_ai_runner_set_think_ms (priv->ai_runner, phl_motion_get_speed () == PHL_MOTION_FAST
                                               ? PHL_AI_DEFAULT_THINK_MS / 4 : PHL_AI_DEFAULT_THINK_MS);
  _phl_game_view_refresh_log (self);
  _phl_game_view_update_actions (self);
}

static void
phl_game_view_dispose (GObject *object)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_cancellable_cancel (priv->hint_cancellable);
  g_clear_object (&priv->hint_cancellable);
  g_clear_handle_id (&priv->focus_idle, g_source_remove);
  g_clear_handle_id (&priv->handover_focus_idle, g_source_remove);
  _phl_game_view_guide_dispose (self);
  g_clear_object (&priv->ai_runner);
  _phl_game_view_review_dispose (self);
  _phl_game_view_beat_dispose (self);
  g_clear_weak_pointer (&priv->told);
  g_clear_weak_pointer (&priv->told_root);
  g_clear_pointer (&priv->chat, g_ptr_array_unref);
  /* Not gtk_widget_dispose_template(): GTK 4.8 looks up the template of
   * the instance's own class there, which is the game's, not ours.  Our
   * template has one child, which holds all the others. */
  g_clear_pointer (&priv->frame, gtk_widget_unparent);
  priv->board = NULL;

  G_OBJECT_CLASS (phl_game_view_parent_class)->dispose (object);
}

static void
phl_game_view_finalize (GObject *object)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (PHL_GAME_VIEW (object));

  g_clear_object (&priv->hotseat);
  g_clear_object (&priv->match);
  g_free (priv->game_name);

  G_OBJECT_CLASS (phl_game_view_parent_class)->finalize (object);
}

static void
phl_game_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, priv->match);
      break;
    case PROP_BOARD:
      g_value_set_object (value, priv->board);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, priv->hotseat != NULL ? phl_hotseat_get_viewer (priv->hotseat) : -1);
      break;
    case PROP_LOG_VISIBLE:
      g_value_set_boolean (value, priv->log_visible);
      break;
    case PROP_HINT_LEVEL:
      g_value_set_enum (value, priv->hint_level);
      break;
    case PROP_GAME_NAME:
      g_value_set_string (value, priv->game_name);
      break;
    case PROP_KEYBOARD_INPUT:
      g_value_set_boolean (value, priv->keyboard_input);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_game_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  PhlGameView *self = PHL_GAME_VIEW (object);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  switch (prop_id)
    {
    case PROP_MATCH:
      priv->match = g_value_dup_object (value);
      break;
    case PROP_BOARD:
      set_board (self, g_value_get_object (value));
      break;
    case PROP_LOG_VISIBLE:
      set_log_visible (self, g_value_get_boolean (value));
      break;
    case PROP_HINT_LEVEL:
      phl_game_view_set_hint_level (self, g_value_get_enum (value));
      break;
    case PROP_GAME_NAME:
      phl_game_view_set_game_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static char *
default_show_hint (PhlGameView *self,
                   const char  *action)
{
  return NULL;
}

static const PhlRulesSection no_rules[] = { { NULL } };

static const PhlRulesSection *
default_get_rules (PhlGameView *self)
{
  return no_rules;
}

static void
phl_game_view_class_init (PhlGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* Views shown outside the app (tests, benches) get the same names. */
  phl_accessible_install ();
  object_class->constructed = phl_game_view_constructed;
  object_class->dispose = phl_game_view_dispose;
  object_class->finalize = phl_game_view_finalize;
  object_class->get_property = phl_game_view_get_property;
  object_class->set_property = phl_game_view_set_property;
  widget_class->measure = phl_game_view_measure;
  widget_class->size_allocate = phl_game_view_size_allocate;
  widget_class->map = phl_game_view_map;
  klass->show_hint = default_show_hint;
  klass->get_rules = default_get_rules;
  klass->may_submit = phl_game_view_get_can_act;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, PHL_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, PHL_MAX_SEATS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOG_VISIBLE] =
    g_param_spec_boolean ("log-visible", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The level hints and the Review ask the computer at (the shell binds
   * it to the "expert-hints" setting). */
  properties[PROP_HINT_LEVEL] =
    g_param_spec_enum ("hint-level", NULL, NULL, PHL_TYPE_AI_LEVEL, PHL_AI_HARD,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The game's translated name, as the rules window's title. */
  properties[PROP_GAME_NAME] =
    g_param_spec_string ("game-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the last input was a key, not a pointer (phl-game-view-input.c). */
  properties[PROP_KEYBOARD_INPUT] =
    g_param_spec_boolean ("keyboard-input", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  g_type_ensure (PHL_TYPE_GAME_LOG);
  g_type_ensure (PHL_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-game-view.ui");
#define BIND(name) gtk_widget_class_bind_template_child_private (widget_class, PhlGameView, name)
  BIND (frame);
  BIND (toolbar);
  BIND (status_label);
  BIND (detail_label);
  BIND (hint_button);
  BIND (undo_button);
  BIND (log_button);
  BIND (replay_button);
  BIND (scores_button);
  BIND (rules_button);
  BIND (hint_revealer);
  BIND (hint_label);
  BIND (pages);
  BIND (board_box);
  BIND (board_slot);
  BIND (log_revealer);
  BIND (log_box);
  BIND (log_column);
  BIND (log);
  BIND (handover_page);
  BIND (handover_button);
  BIND (end_title);
  BIND (play_again_button);
  BIND (end_subtitle);
  BIND (end_chart);
  BIND (end_details);
#undef BIND

  gtk_widget_class_install_action (widget_class, "game.hint", NULL, _phl_game_view_hint_action);
  gtk_widget_class_install_action (widget_class, "game.clear-hint", NULL, _phl_game_view_clear_hint_action);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "game.scores", NULL, _phl_game_view_scores_action);
  gtk_widget_class_install_action (widget_class, "game.show-board", NULL, show_board_action);
  gtk_widget_class_install_action (widget_class, "game.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "game.new", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "game.take-screen", NULL, take_screen_action);
  gtk_widget_class_install_property_action (widget_class, "game.log", "log-visible");
  _phl_game_view_replay_class_init (widget_class);
  _phl_game_view_review_class_init (widget_class);
  _phl_game_view_guide_class_init (widget_class);
  _phl_game_view_summary_class_init (widget_class);
}

/* Shortcuts that work wherever the focus is in the window, as long as the
 * game is on screen (the window is their manager). */
static void
add_shortcuts (PhlGameView *self)
{
  static const struct { const char *trigger, *action; } shortcuts[] = {
    { "<Control>z", "game.undo" },
    { "<Control>h", "game.hint" },
    { "s",          "game.summary" },
    { "F1",         "game.rules" },
    { "F9",         "game.log" },
    { "Escape",     "game.clear-hint" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].trigger),
                                                            gtk_named_action_new (shortcuts[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
phl_game_view_init (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  priv->log_visible = TRUE;
  priv->hint_level = PHL_AI_HARD;
  priv->keyboard_input = TRUE;
  _phl_game_view_input_init (self);
  gtk_revealer_set_reveal_child (priv->log_revealer, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->log), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"), -1);
  _phl_game_view_apply_layout (self);
  add_shortcuts (self);
  /* Until a guide starts (phl-game-view-guide.c). */
  phl_game_view_stop_guide (self);
  /* Names a screen reader says once, without underlines. */
  for (GtkWidget *button = gtk_widget_get_first_child (gtk_widget_get_parent (priv->play_again_button));
       button != NULL; button = gtk_widget_get_next_sibling (button))
    _phl_game_view_name_button (button, NULL);
  /* Filled at each hand-over; until then it needs a name too. */
  _phl_game_view_name_button (GTK_WIDGET (priv->handover_button),
                              /* Translators: the name of the hand-over page's button before anyone is named on it */
                              _("Take the Screen"));
}
