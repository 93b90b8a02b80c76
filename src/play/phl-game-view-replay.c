/* phl-game-view-replay.c — stepping through a game on its own screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A replay is the game's own view on a match that is moved back and forth
 * along its recorded actions (phl_match_seek()): the board, the log and
 * the scores follow the match as in play, while a replay bar under the
 * toolbar steps (first, back, forward, last, a slider over the whole
 * game) and says "Action N of M".  Nobody plays: the board takes no input
 * and the computers do not move.
 *
 * Who may see what: the view is drawn for one seat (a fixed PhlHotseat
 * viewer).  A game that was not over where the file ends is shown only as
 * that seat saw it; a finished game hides nothing any more, so the bar
 * offers every seat's view ("Watch as").
 *
 * Keys: the boards use the arrow keys to move over what they show (a
 * screen reader reads it so), and Alt+Left is the way back to the
 * library, so Ctrl+Left / Ctrl+Right step back and forward anywhere in
 * the view (Ctrl+Home / Ctrl+End: first and last); on the slider the
 * plain arrow keys, Home and End step too.
 *
 * "Play on from here" builds a new match at the step shown
 * (phl_match_new_at()) with the same seats or with computers in place of
 * the others, and hands it on through PhlGameView::play-on.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-game-view-private.h"
#include "phl-hotseat.h"

enum {
  PLAY_ON,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Stepping ------------------------------------------------------------ */

static void
seek (PhlGameView *self,
      guint        n)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  g_autoptr(GError) error = NULL;

  if (!priv->replaying)
    return;
  n = MIN (n, phl_match_get_n_recorded (priv->match));
  if (n == phl_match_get_n_actions (priv->match))
    return;
  /* The slider follows the match from the refresh, not the other way. */
  priv->replay_seeking = TRUE;
  if (!phl_match_seek (priv->match, n, &error))
    /* Only a save that replays differently than it did when opened. */
    phl_game_view_set_detail (self, error->message);
  priv->replay_seeking = FALSE;
  _phl_game_view_replay_refresh (self);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlMatch *match = _phl_game_view_get_priv (self)->match;
  guint n = phl_match_get_n_actions (match);

  if (g_str_equal (action_name, "game.replay-first"))
    seek (self, 0);
  else if (g_str_equal (action_name, "game.replay-back"))
    seek (self, n > 0 ? n - 1 : 0);
  else if (g_str_equal (action_name, "game.replay-forward"))
    seek (self, n + 1);
  else if (g_str_equal (action_name, "game.replay-last"))
    seek (self, phl_match_get_n_recorded (match));
}

static void
seek_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  seek (PHL_GAME_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
on_scale_value_changed (PhlGameView   *self,
                        GtkAdjustment *adjustment)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  double value = gtk_adjustment_get_value (adjustment);

  if (!priv->replay_seeking)
    seek (self, (guint) MAX (0.0, value + 0.5));
}

/* The scale shows whole steps only. */
static gboolean
on_scale_change_value (GtkRange      *range,
                       GtkScrollType  scroll,
                       double         value,
                       PhlGameView   *self)
{
  seek (self, (guint) MAX (0.0, value + 0.5));
  return TRUE;
}

/* ---- What shows ---------------------------------------------------------- */

void
_phl_game_view_replay_update_actions (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkWidget *widget = GTK_WIDGET (self);
  guint n = phl_match_get_n_actions (priv->match);
  guint total = phl_match_get_n_recorded (priv->match);

  gtk_widget_action_set_enabled (widget, "game.replay", !priv->replaying && n > 0);
  gtk_widget_action_set_enabled (widget, "game.replay-first", priv->replaying && n > 0);
  gtk_widget_action_set_enabled (widget, "game.replay-back", priv->replaying && n > 0);
  gtk_widget_action_set_enabled (widget, "game.replay-forward", priv->replaying && n < total);
  gtk_widget_action_set_enabled (widget, "game.replay-last", priv->replaying && n < total);
  gtk_widget_action_set_enabled (widget, "game.replay-seek", priv->replaying);
  gtk_widget_action_set_enabled (widget, "game.play-on", priv->replaying && !phl_match_is_over (priv->match));
  gtk_widget_action_set_enabled (widget, "game.play-on-with",
                                 priv->replaying && !phl_match_is_over (priv->match));
  _phl_game_view_review_update_actions (self);
}

/* The description of action @index for the person watching. */
static const char *
describe_action (PhlGameView *self,
                 guint        index)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  return phl_change_describe (phl_match_get_change (priv->match, index),
                              phl_hotseat_get_viewer (priv->hotseat));
}

void
_phl_game_view_replay_refresh (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n = phl_match_get_n_actions (priv->match);
  guint total = phl_match_get_n_recorded (priv->match);
  int seat = phl_match_get_current_seat (priv->match);
  g_autofree char *position = NULL;
  g_autofree char *status = NULL;

  if (priv->replay_bar == NULL)
    return;

  /* Translators: where a replay is, e.g. "Action 12 of 40" */
  position = g_strdup_printf (_("Action %u of %u"), n, total);
  gtk_label_set_text (priv->replay_label, position);
  priv->replay_seeking = TRUE;
  gtk_adjustment_configure (priv->replay_adjustment, n, 0, MAX (total, 1), 1, 10, 0);
  priv->replay_seeking = FALSE;
  /* GTK 4.8 gives a screen reader the slider's number alone ("2"): the
   * position in words is its description too, which Orca 43 reads on
   * focus and speaks again as it changes. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->replay_scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, position,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, position, -1);

  if (phl_match_is_over (priv->match))
    {
      g_autofree char *winner = _phl_game_view_dup_winner_title (self);

      /* Translators: the status line of a replay at the end, then who won */
      status = g_strdup_printf (_("Replay: the game is over. %s"), winner);
    }
  else if (seat >= 0)
    /* Translators: the status line of a replay; %s is the player to act */
    status = g_strdup_printf (_("Replay: %s to play."), _phl_game_view_seat_name (self, seat));
  else
    status = g_strdup (_("Replay"));
  phl_game_view_set_status (self, status);
  /* The news line: what the action just stepped over did, whole. */
  phl_game_view_set_detail (self, n > 0 ? describe_action (self, n - 1) : NULL);
  _phl_game_view_replay_update_actions (self);
}

void
_phl_game_view_replay_announce (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n = phl_match_get_n_actions (priv->match);
  g_autoptr(GString) text = g_string_new (gtk_label_get_text (priv->replay_label));

  if (n > 0)
    {
      g_string_append (text, ": ");
      g_string_append (text, describe_action (self, n - 1));
    }
  if (phl_match_is_over (priv->match))
    {
      g_autofree char *winner = _phl_game_view_dup_winner_title (self);

      g_string_append_c (text, ' ');
      g_string_append (text, winner);
    }
  phl_game_view_announce (self, text->str);
}

/* ---- Watching as --------------------------------------------------------- */

static void
on_seat_selected (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (priv->replay_seat));

  if (selected == GTK_INVALID_LIST_POSITION || (int) selected == phl_hotseat_get_viewer (priv->hotseat))
    return;
  phl_hotseat_set_fixed_viewer (priv->hotseat, selected);
  _phl_game_view_refresh (self);
  g_object_notify (G_OBJECT (self), "viewer");
}

/* ---- Playing on ---------------------------------------------------------- */

static void
play_on (PhlGameView *self,
         gboolean     computers)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);
  guint n_seats = phl_match_get_n_seats (priv->match);
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  PhlSeat seats[PHL_MAX_SEATS];

  if (!priv->replaying || phl_match_is_over (priv->match))
    return;
  for (guint i = 0; i < n_seats; i++)
    {
      seats[i] = *phl_match_get_seat (priv->match, i);
      /* The person watching plays their seat; the others' go to the
       * computers, at the level a computer had there. */
      if (computers && (int) i != viewer)
        {
          if (seats[i].kind == PHL_SEAT_HUMAN)
            seats[i].level = PHL_AI_NORMAL;
          seats[i].kind = PHL_SEAT_COMPUTER;
        }
      else if (computers)
        seats[i].kind = PHL_SEAT_HUMAN;
    }
  match = phl_match_new_at (priv->match, phl_match_get_n_actions (priv->match), seats, &error);
  if (match == NULL)
    {
      phl_game_view_set_detail (self, error->message);
      return;
    }
  /* Whoever plays on has seen how the game went on: a win from here
   * counts apart, as one with a hint does. */
  phl_match_set_assisted (match, TRUE);
  g_signal_emit (self, signals[PLAY_ON], 0, match);
}

static void
play_on_with_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  play_on (PHL_GAME_VIEW (widget), g_str_equal (g_variant_get_string (parameter, NULL), "computers"));
}

static void
on_play_on_response (AdwMessageDialog *dialog,
                     const char       *response,
                     PhlGameView      *self)
{
  if (g_str_equal (response, "same") || g_str_equal (response, "computers"))
    play_on (self, g_str_equal (response, "computers"));
}

static void
play_on_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);
  guint n = phl_match_get_n_actions (priv->match);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (viewer >= 0)
    /* Translators: %u is the number of the action, %s the player watching */
    body = g_strdup_printf (_("A new game starts after action %u: with the same players, or with %s "
                              "and computers in place of the others."),
                            n, _phl_game_view_seat_name (self, viewer));
  else
    body = g_strdup_printf (_("A new game starts after action %u, with the same players."), n);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                                       _("Play On from Here?"), body));
  gtk_window_set_title (GTK_WINDOW (dialog), _("Play On from Here?"));
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  if (viewer >= 0)
    adw_message_dialog_add_response (dialog, "computers", _("_Computers for the Others"));
  adw_message_dialog_add_response (dialog, "same", _("_Same Players"));
  adw_message_dialog_set_response_appearance (dialog, "same", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "same");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_play_on_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* game.replay on a game being played: the window opens its replay. */
static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gtk_widget_activate_action (widget, "win.replay-game", NULL);
}

/* ---- The bar ------------------------------------------------------------- */

static GtkWidget *
new_step_button (const char *icon,
                 const char *action,
                 const char *name,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return button;
}

static void
build_bar (PhlGameView *self,
           gboolean     finished)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label;

  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_bottom (bar, 6);
  gtk_widget_add_css_class (bar, "toolbar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Replay"), -1);

  gtk_box_append (GTK_BOX (bar), new_step_button ("go-first-symbolic", "game.replay-first", _("First Action"),
                                                  _("Go to the start of the game (Ctrl+Home)")));
  gtk_box_append (GTK_BOX (bar), new_step_button ("go-previous-symbolic", "game.replay-back", _("Back"),
                                                  _("One action back (Ctrl+Left)")));
  priv->replay_adjustment = gtk_adjustment_new (0, 0, 1, 1, 10, 0);
  priv->replay_scale = gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, priv->replay_adjustment);
  gtk_scale_set_digits (GTK_SCALE (priv->replay_scale), 0);
  gtk_scale_set_draw_value (GTK_SCALE (priv->replay_scale), FALSE);
  gtk_widget_set_hexpand (priv->replay_scale, TRUE);
  gtk_widget_set_size_request (priv->replay_scale, 120, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->replay_scale), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Replay Position"), -1);
  g_signal_connect_object (priv->replay_adjustment, "value-changed", G_CALLBACK (on_scale_value_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->replay_scale, "change-value", G_CALLBACK (on_scale_change_value), self, 0);
  gtk_box_append (GTK_BOX (bar), priv->replay_scale);
  gtk_box_append (GTK_BOX (bar), new_step_button ("go-next-symbolic", "game.replay-forward", _("Forward"),
                                                  _("One action forward (Ctrl+Right)")));
  gtk_box_append (GTK_BOX (bar), new_step_button ("go-last-symbolic", "game.replay-last", _("Last Action"),
                                                  _("Go to the end of the game (Ctrl+End)")));

  label = gtk_label_new (NULL);
  priv->replay_label = GTK_LABEL (label);
  gtk_label_set_width_chars (priv->replay_label, 10);
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (bar), label);

  if (finished)
    {
      /* A finished game hides nothing: anyone's view may show. */
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
        gtk_string_list_append (names, _phl_game_view_seat_name (self, i));
      priv->replay_seat = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
      gtk_widget_set_valign (priv->replay_seat, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (priv->replay_seat, _("Whose view of the game shows"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (priv->replay_seat), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Watch As"), -1);
      gtk_box_append (GTK_BOX (bar), priv->replay_seat);
    }

  /* The Review (phl-game-view-review.c lays it out by width). */
  priv->replay_review = gtk_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->replay_review), "game.review");
  gtk_widget_set_valign (priv->replay_review, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (priv->replay_review, _("Compare your moves with the computer’s"));
  gtk_box_append (GTK_BOX (bar), priv->replay_review);
  _phl_game_view_review_apply_layout (self);

  priv->replay_play_on = gtk_button_new_with_mnemonic (_("_Play On from Here"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->replay_play_on), "game.play-on");
  gtk_widget_set_valign (priv->replay_play_on, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (priv->replay_play_on, _("Start a new game at this point"));
  gtk_widget_add_css_class (priv->replay_play_on, "suggested-action");
  gtk_box_append (GTK_BOX (bar), priv->replay_play_on);

  priv->replay_bar = bar;
  gtk_box_insert_child_after (GTK_BOX (priv->frame), bar, priv->toolbar);
}

static void
add_replay_shortcuts (PhlGameView *self)
{
  static const struct { const char *trigger, *action; } shortcuts[] = {
    { "<Control>Left",  "game.replay-back" },
    { "<Control>Right", "game.replay-forward" },
    { "<Control>Home",  "game.replay-first" },
    { "<Control>End",   "game.replay-last" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Before the board, wherever the focus is in the view. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].trigger),
                                                            gtk_named_action_new (shortcuts[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* ---- Public API ---------------------------------------------------------- */

void
phl_game_view_start_replay (PhlGameView *self,
                            int          viewer)
{
  PhlGameViewPrivate *priv;
  gboolean finished;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  priv = _phl_game_view_get_priv (self);
  if (priv->replaying)
    return;
  g_return_if_fail (viewer < (int) phl_match_get_n_seats (priv->match));

  /* The recorded game as a whole: over at its last action or not. */
  finished = phl_match_is_over (priv->match) &&
             phl_match_get_n_actions (priv->match) == phl_match_get_n_recorded (priv->match);
  if (finished && viewer < 0)
    viewer = 0;

  priv->replaying = TRUE;
  /* Nobody plays a replay: the computers stay still and nothing hints. */
  g_clear_object (&priv->ai_runner);
  phl_game_view_clear_hint (self);
  phl_hotseat_set_fixed_viewer (priv->hotseat, viewer);
  build_bar (self, finished);
  if (priv->replay_seat != NULL)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (priv->replay_seat), viewer);
      g_signal_connect_object (priv->replay_seat, "notify::selected", G_CALLBACK (on_seat_selected), self,
                               G_CONNECT_SWAPPED);
    }
  add_replay_shortcuts (self);
  /* The board stays at the end, with the replay bar over it. */
  priv->show_board_at_end = TRUE;
  if (priv->started)
    _phl_game_view_refresh (self);
  else
    _phl_game_view_update_actions (self);
  g_object_notify (G_OBJECT (self), "viewer");
}

/* A replay of the game being played (or just ended) leads back to it:
 * "Back to the Game" at the start of the bar and Escape activate
 * @action_name, which whoever shows the view provides. */
void
phl_game_view_set_replay_return (PhlGameView *self,
                                 const char  *action_name)
{
  PhlGameViewPrivate *priv;
  GtkWidget *button;
  GtkEventController *controller;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));
  g_return_if_fail (action_name != NULL);

  priv = _phl_game_view_get_priv (self);
  g_return_if_fail (priv->replay_bar != NULL);

  /* An icon: the bar must fit a small window beside the replay's own. */
  button = new_step_button ("window-close-symbolic", action_name, _("Back to the Game"),
                            _("Leave the replay (Escape)"));
  gtk_box_prepend (GTK_BOX (priv->replay_bar), button);

  /* After the board, which may use Escape itself. */
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new (action_name)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

gboolean
phl_game_view_get_replaying (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), FALSE);

  return _phl_game_view_get_priv (self)->replaying;
}

void
_phl_game_view_replay_class_init (GtkWidgetClass *widget_class)
{
  /**
   * PhlGameView::play-on:
   * @match: the new match, at the step the replay shows
   *
   * "Play on from here" was chosen in a replay; whoever shows the view
   * starts @match.
   */
  signals[PLAY_ON] = g_signal_new ("play-on", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, PHL_TYPE_MATCH);

  gtk_widget_class_install_action (widget_class, "game.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "game.replay-first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.replay-back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.replay-forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.replay-last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.replay-seek", "u", seek_action);
  gtk_widget_class_install_action (widget_class, "game.play-on", NULL, play_on_action);
  gtk_widget_class_install_action (widget_class, "game.play-on-with", "s", play_on_with_action);
}
