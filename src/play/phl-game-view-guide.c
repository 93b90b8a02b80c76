/* phl-game-view-guide.c — Learn to Play on the game's own screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guide (phl-guide.h, docs/guides.md) is played on the shared game view:
 * a bubble with the step's words, pointing at the board element the step
 * talks about (the game's get_anchor()), the board dimmed around it
 * (PhlGuideDim), and Back, Restart and Skip always there.  The learner
 * acts on the board as in any game; phl_game_view_submit() asks this file
 * first, which lets the expected move through and explains any other one
 * from what the engine's change record says it would do, without playing
 * it.  The computers do not think while the guide runs: the script plays
 * their moves.  Back and Restart need the match as it was at an earlier
 * step; undo may be refused there (a roll, a draw), so the view asks for
 * a new match (::guide-rebuild) built with phl_match_new_at().
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-view-private.h"
#include "phl-guide-dim.h"

/* How long a computer's scripted move waits, under the motion setting, so
 * the learner sees it come. */
#define OPPONENT_MS 900
#define MAX_ANCHORS 8

struct _PhlGameViewGuide
{
  PhlGuide      *guide;
  guint          step;
  PhlGuidePhase  phase;
  /* The wrong move's explanation or what the right one scored. */
  char          *message;
  guint          opponent_id;
  guint          rebuild_id;
  /* The instruction line is the guide's, not the game's. */
  gboolean       status_set;
  PhlMatch      *rebuild_match;
  guint          rebuild_step;

  GtkWidget     *dim;
  GtkWidget     *bubble;
  GtkLabel      *counter;
  GtkLabel      *text;
  GtkLabel      *message_label;
  GtkWidget     *next_button;
  GtkWidget     *follow_button;
  GtkWidget     *back_button;
  GtkWidget     *restart_button;
  GtkWidget     *skip_button;
};

enum {
  GUIDE_REBUILD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static PhlGameViewGuide *
get_guide (PhlGameView *self)
{
  return _phl_game_view_get_priv (self)->guide;
}

static const PhlGuideStep *
current_step (PhlGameViewGuide *guide)
{
  if (guide->step >= phl_guide_get_n_steps (guide->guide))
    return NULL;
  return phl_guide_get_step (guide->guide, guide->step);
}

/* ---- Where the step points (the geometry: phl-game-view-anchors.c) ------- */

void
_phl_game_view_guide_allocate (PhlGameView *self,
                               int          width,
                               int          height)
{
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  graphene_rect_t rects[MAX_ANCHORS], board;
  GtkAllocation place;
  guint n = 0;
  gboolean has_board;

  if (guide == NULL)
    return;

  has_board = priv->board != NULL && gtk_widget_get_mapped (priv->board) &&
              gtk_widget_compute_bounds (priv->board, GTK_WIDGET (self), &board);
  if (has_board && guide->phase != PHL_GUIDE_PHASE_END)
    n = _phl_game_view_resolve_anchors (self, current_step (guide), rects, G_N_ELEMENTS (rects));
  else if (priv->end_details != NULL && gtk_widget_get_mapped (GTK_WIDGET (priv->end_details)))
    {
      /* The end page: the bubble keeps off the winner, the buttons, the chart and
       * the game's details (a scoring replayed), with nothing dimmed. */
      guint m = 0;

      if (gtk_widget_compute_bounds (GTK_WIDGET (priv->end_title), GTK_WIDGET (self), &rects[m]))
        m++;
      if (gtk_widget_compute_bounds (gtk_widget_get_parent (priv->play_again_button), GTK_WIDGET (self), &rects[m]))
        m++;
      if (gtk_widget_compute_bounds (GTK_WIDGET (priv->end_chart), GTK_WIDGET (self), &rects[m]))
        m++;
      if (gtk_widget_compute_bounds (GTK_WIDGET (priv->end_details), GTK_WIDGET (self), &rects[m]))
        m++;
      phl_guide_dim_set_shape (PHL_GUIDE_DIM (guide->dim), NULL, NULL, 0);
      gtk_widget_allocate (guide->dim, width, height, -1, NULL);
      _phl_game_view_place_bubble (guide->bubble, rects, m, width, height, &place);
      gtk_widget_size_allocate (guide->bubble, &place, -1);
      return;
    }
  phl_guide_dim_set_shape (PHL_GUIDE_DIM (guide->dim), n > 0 ? &board : NULL, rects, n);
  gtk_widget_allocate (guide->dim, width, height, -1, NULL);

  _phl_game_view_place_bubble (guide->bubble, rects, n, width, height, &place);
  gtk_widget_size_allocate (guide->bubble, &place, -1);
}

/* ---- The bubble ---------------------------------------------------------- */

/* What @seat scored in @change and why, or NULL when it scored nothing. */
static char *
dup_points_text (PhlGameView     *self,
                 const PhlChange *change,
                 guint            seat)
{
  g_autoptr(GString) reasons = g_string_new (NULL);
  int points = phl_change_get_points (change, seat);
  g_autofree char *scored = NULL;

  for (guint i = 0; i < phl_change_get_n_scores (change); i++)
    {
      const char *reason;
      guint who;
      int value;

      phl_change_get_score (change, i, &who, &value, &reason);
      if (who != seat || reason == NULL || *reason == '\0')
        continue;
      if (reasons->len > 0)
        /* Translators: between the reasons a move scored, "Set of 3, Straight of 4" */
        g_string_append (reasons, _(", "));
      g_string_append (reasons, reason);
    }
  /* Most moves of most games score nothing then: better unsaid. */
  if (points == 0 && reasons->len == 0)
    return NULL;
  scored = _phl_game_view_dup_score (self, points);
  if (reasons->len == 0)
    /* Translators: what a move scored, "3 points." */
    return g_strdup_printf (C_("what a move scored", "%s."), scored);
  /* Translators: what a move scored and why, "3 points: Straight of 4, bonus." */
  return g_strdup_printf (C_("what a move scored and why", "%s: %s."), scored, reasons->str);
}

/* Whether the guide waits for Next (a tell step, a move made). */
static gboolean
waits_for_next (PhlGameViewGuide *guide)
{
  const PhlGuideStep *step = current_step (guide);

  return (guide->phase == PHL_GUIDE_PHASE_STEP && step != NULL && step->kind == PHL_GUIDE_TELL) ||
         guide->phase == PHL_GUIDE_PHASE_AFTER;
}

/* The instruction line says what the guide waits for; otherwise the
 * game's own ("Your turn: …"). */
static void
sync_status (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);

  /* "The game is over." stays. */
  if (phl_match_is_over (_phl_game_view_get_priv (self)->match))
    return;
  if (waits_for_next (guide))
    {
      phl_game_view_set_status (self, phl_game_view_for_input (self, _("Read the step, then press Next."),
                                                               _("Read the step, then click Next.")));
      guide->status_set = TRUE;
    }
  else if (guide->status_set)
    {
      guide->status_set = FALSE;
      PHL_GAME_VIEW_GET_CLASS (self)->update (self);
    }
}

static void
sync_bubble (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);
  const PhlGuideStep *step = current_step (guide);
  guint n_steps = phl_guide_get_n_steps (guide->guide);
  g_autofree char *counter = NULL;
  gboolean game_over = phl_match_is_over (_phl_game_view_get_priv (self)->match);
  gboolean show_next;

  if (step != NULL)
    /* Translators: the Learn to Play bubble's counter */
    counter = g_strdup_printf (_("Step %u of %u"), guide->step + 1, n_steps);
  else
    counter = g_strdup (phl_guide_get_title (guide->guide));
  gtk_label_set_text (guide->counter, counter);
  if (step != NULL && step->text != NULL)
    gtk_label_set_text (guide->text,
                        phl_game_view_for_input (self, step->text_keys != NULL ? step->text_keys : step->text,
                                                 step->text));
  else if (step != NULL)
    /* A scripted move with nothing to say: never an empty bubble. */
    gtk_label_set_text (guide->text, _("Watch the board."));
  else
    gtk_label_set_text (guide->text,
                        game_over
                        ? _("You have finished the guide. See how the game was scored, or start the guide again.")
                        : _("You have finished the guide. Play on against the computer from here, or start again."));
  gtk_widget_set_visible (GTK_WIDGET (guide->text), gtk_label_get_text (guide->text)[0] != '\0');
  gtk_label_set_text (guide->message_label, guide->message != NULL ? guide->message : "");
  gtk_widget_set_visible (GTK_WIDGET (guide->message_label), guide->message != NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (guide->message_label), "error");
  if (guide->phase == PHL_GUIDE_PHASE_WRONG)
    gtk_widget_add_css_class (GTK_WIDGET (guide->message_label), "error");

  show_next = waits_for_next (guide);
  gtk_widget_set_visible (guide->next_button, show_next);
  gtk_widget_set_visible (guide->follow_button,
                          guide->phase == PHL_GUIDE_PHASE_END && phl_guide_get_next (guide->guide) != NULL &&
                          phl_guide_exists (phl_guide_get_next (guide->guide)));
  /* Play On only while there is a game to play on. */
  gtk_button_set_label (GTK_BUTTON (guide->skip_button),
                        guide->phase != PHL_GUIDE_PHASE_END ? _("_Skip")
                        : game_over ? _("_Close Guide") : _("_Play On"));
  if (guide->phase == PHL_GUIDE_PHASE_END && !gtk_widget_get_visible (guide->follow_button))
    gtk_widget_add_css_class (guide->skip_button, "suggested-action");
  else
    gtk_widget_remove_css_class (guide->skip_button, "suggested-action");
  gtk_widget_set_tooltip_text (guide->skip_button,
                               guide->phase != PHL_GUIDE_PHASE_END
                               ? _("Leave the guide and play on from here against the computer")
                               : game_over ? _("Close the guide")
                               : _("Close the guide and play on against the computer"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.next", show_next);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.back",
                                 guide->step > 0 || guide->phase == PHL_GUIDE_PHASE_AFTER ||
                                 guide->phase == PHL_GUIDE_PHASE_END);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.restart", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.skip", TRUE);
  sync_status (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* What the bubble says now, for a screen reader. */
static void
announce_bubble (PhlGameView *self,
                 gboolean     with_text)
{
  PhlGameViewGuide *guide = get_guide (self);
  g_autoptr(GString) words = g_string_new (NULL);

  if (with_text)
    {
      g_string_append (words, gtk_label_get_text (guide->counter));
      g_string_append (words, ". ");
      g_string_append (words, gtk_label_get_text (guide->text));
    }
  if (guide->message != NULL)
    {
      if (words->len > 0)
        g_string_append_c (words, ' ');
      g_string_append (words, guide->message);
    }
  /* Said, not written into the news line: the bubble shows it already. */
  if (words->len > 0)
    _phl_game_view_say (self, words->str);
}

static void
focus_for_phase (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (gtk_widget_get_visible (guide->next_button))
    gtk_widget_grab_focus (guide->next_button);
  else if (guide->phase == PHL_GUIDE_PHASE_END)
    gtk_widget_grab_focus (gtk_widget_get_visible (guide->follow_button) ? guide->follow_button : guide->skip_button);
  else if (priv->board != NULL && gtk_widget_get_mapped (priv->board))
    gtk_widget_grab_focus (priv->board);
}

/* The view was mapped: the focus goes where the step wants it, then the
 * step is said there (before the map there was nowhere to say it, so
 * step 1 was never heard). */
void
_phl_game_view_guide_focus (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);
  const PhlGuideStep *step;

  if (guide == NULL)
    return;
  focus_for_phase (self);
  step = current_step (guide);
  if (guide->phase == PHL_GUIDE_PHASE_END || (step != NULL && step->text != NULL))
    announce_bubble (self, guide->phase != PHL_GUIDE_PHASE_AFTER);
}

/* ---- Going through the steps --------------------------------------------- */

static void enter_step (PhlGameView *self);

static void
advance (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);

  guide->step++;
  enter_step (self);
}

static gboolean
opponent_cb (gpointer user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGuideStep *step = current_step (guide);
  guint n_before = phl_match_get_n_actions (priv->match);
  g_autoptr(GError) error = NULL;

  guide->opponent_id = 0;
  g_return_val_if_fail (step != NULL && step->kind == PHL_GUIDE_OPPONENT, G_SOURCE_REMOVE);
  if (!phl_match_submit (priv->match, step->expect[0], &error))
    {
      /* The engine changed under the guide: free play from here. */
      g_warning ("%s: step %u: %s", phl_guide_get_name (guide->guide), guide->step + 1, error->message);
      phl_game_view_stop_guide (self);
      return G_SOURCE_REMOVE;
    }
  if (step->text == NULL)
    {
      advance (self);
      return G_SOURCE_REMOVE;
    }
  guide->phase = PHL_GUIDE_PHASE_AFTER;
  g_clear_pointer (&guide->message, g_free);
  if (phl_match_get_n_actions (priv->match) > n_before)
    {
      const PhlChange *change = phl_match_get_change (priv->match, n_before);
      int actor = phl_change_get_actor (change);

      if (actor >= 0 && phl_change_get_n_scores (change) > 0)
        guide->message = dup_points_text (self, change, actor);
    }
  sync_bubble (self);
  focus_for_phase (self);
  announce_bubble (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
enter_step (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGuideStep *step = current_step (guide);

  g_clear_handle_id (&guide->opponent_id, g_source_remove);
  g_clear_pointer (&guide->message, g_free);
  if (step == NULL)
    {
      guide->phase = PHL_GUIDE_PHASE_END;
      sync_bubble (self);
      focus_for_phase (self);
      announce_bubble (self, TRUE);
      return;
    }
  if (phl_match_get_n_actions (priv->match) != step->n_actions_before)
    {
      g_warning ("%s: step %u starts after %u actions, the game has %u",
                 phl_guide_get_name (guide->guide), guide->step + 1, step->n_actions_before,
                 phl_match_get_n_actions (priv->match));
      phl_game_view_stop_guide (self);
      return;
    }
  guide->phase = step->kind == PHL_GUIDE_OPPONENT ? PHL_GUIDE_PHASE_OPPONENT : PHL_GUIDE_PHASE_STEP;
  sync_bubble (self);
  /* The focus first: the words go to the widget that keeps it (Next, or
   * the board for a move), not to one the focus then leaves. */
  focus_for_phase (self);
  if (step->text != NULL)
    announce_bubble (self, TRUE);
  if (step->kind == PHL_GUIDE_OPPONENT)
    {
      guint ms = phl_game_view_get_motion_ms (self, OPPONENT_MS);

      /* A text to read first gives the learner a moment more. */
      guide->opponent_id = g_timeout_add (MAX (ms, step->text != NULL ? 150u : 0u), opponent_cb, self);
    }
}

/* ---- The learner's moves ------------------------------------------------- */

/* What @action would do, told as the engine tells it, without playing it. */
static char *
explain_wrong (PhlGameView        *self,
               const PhlGuideStep *step,
               const char         *action)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);
  gconstpointer state = phl_match_get_state (priv->match);
  int seat = phl_match_get_current_seat (priv->match);
  g_autoptr(PhlChange) change = phl_change_new (seat);
  g_autoptr(GRand) rng = g_rand_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *points = NULL;
  const char *names[PHL_MAX_SEATS];
  gpointer copy = rules->copy (state);
  gboolean legal;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    names[i] = phl_match_get_seat (priv->match, i)->name;
  phl_change_set_seat_names (change, names, phl_match_get_n_seats (priv->match));
  legal = rules->apply (copy, action, rng, NULL, change, &error);
  rules->free (copy);
  if (!legal)
    {
      /* Translators: a move the rules refuse, in Learn to Play; %s is the engine's reason */
      g_string_printf (text, _("That move is not allowed: %s"), error->message);
      g_string_append_c (text, ' ');
      g_string_append (text, _("Try again."));
      return g_string_free (text, FALSE);
    }
  g_string_append (text, step->wrong != NULL ? step->wrong : _("That is not the move this step asks for."));
  /* What it would score, unless the step's own words said it scores
   * nothing. */
  points = dup_points_text (self, change, seat >= 0 ? seat : 0);
  if (points != NULL)
    {
      g_string_append_c (text, ' ');
      /* Translators: what a wrong move would have scored, %s is e.g. "3 points: Straight of 4." */
      g_string_append_printf (text, _("That move would score %s"), points);
    }
  else if (step->wrong == NULL)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("That move would score nothing."));
    }
  g_string_append_c (text, ' ');
  g_string_append (text, _("Try again."));
  return g_string_free (text, FALSE);
}

gboolean
_phl_game_view_guide_submit (PhlGameView *self,
                             const char  *action,
                             gboolean    *submitted)
{
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGuideStep *step;
  g_autoptr(GError) error = NULL;
  guint n_before;

  *submitted = FALSE;
  if (guide == NULL)
    return FALSE;
  step = current_step (guide);
  /* Past the script: the learner plays on, the guide makes way. */
  if (guide->phase == PHL_GUIDE_PHASE_END)
    {
      phl_game_view_stop_guide (self);
      return FALSE;
    }
  if (step->kind != PHL_GUIDE_ACT ||
      (guide->phase != PHL_GUIDE_PHASE_STEP && guide->phase != PHL_GUIDE_PHASE_WRONG))
    {
      g_free (guide->message);
      guide->message = g_strdup (phl_game_view_for_input (self, _("First read this step, then press Next."),
                                                          _("First read this step, then click Next.")));
      sync_bubble (self);
      announce_bubble (self, FALSE);
      return TRUE;
    }
  if (!phl_guide_step_expects (guide->guide, step, phl_match_get_state (priv->match), action))
    {
      g_free (guide->message);
      guide->message = explain_wrong (self, step, action);
      guide->phase = PHL_GUIDE_PHASE_WRONG;
      sync_bubble (self);
      announce_bubble (self, FALSE);
      /* The board shows the step's position again, nothing played. */
      _phl_game_view_refresh (self);
      return TRUE;
    }

  n_before = phl_match_get_n_actions (priv->match);
  guide->phase = PHL_GUIDE_PHASE_AFTER;
  g_clear_pointer (&guide->message, g_free);
  if (!phl_match_submit (priv->match, action, &error))
    {
      guide->phase = PHL_GUIDE_PHASE_WRONG;
      guide->message = g_strdup (error->message);
      sync_bubble (self);
      announce_bubble (self, FALSE);
      return TRUE;
    }
  *submitted = TRUE;
  {
    const PhlChange *change = phl_match_get_change (priv->match, n_before);
    g_autofree char *points = dup_points_text (self, change, 0);

    guide->message = step->after == NULL ? g_steal_pointer (&points)
                     : points == NULL ? g_strdup (step->after)
                     : g_strconcat (step->after, " ", points, NULL);
  }
  sync_bubble (self);
  focus_for_phase (self);
  announce_bubble (self, FALSE);
  return TRUE;
}

/* The player went from keys to a pointer or back: the bubble and the
 * instruction line say it in the other words (phl-game-view-input.c). */
void
_phl_game_view_guide_input_changed (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);

  if (guide == NULL)
    return;
  sync_bubble (self);
  if (waits_for_next (guide))
    sync_status (self);
}

/* After every refresh of the view: the board may have moved things. */
void
_phl_game_view_guide_refresh (PhlGameView *self)
{
  PhlGameViewGuide *guide = get_guide (self);

  if (guide == NULL)
    return;
  /* The game's update() has just written its own instruction. */
  guide->status_set = FALSE;
  sync_status (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* ---- Back, Restart, Skip -------------------------------------------------- */

static gboolean
rebuild_cb (gpointer user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewGuide *guide = get_guide (self);
  g_autoptr(PhlMatch) match = g_steal_pointer (&guide->rebuild_match);
  gboolean handled = FALSE;

  guide->rebuild_id = 0;
  g_signal_emit (self, signals[GUIDE_REBUILD], 0, match, guide->rebuild_step, &handled);
  if (!handled)
    g_warning ("Nobody rebuilt the guided game");
  return G_SOURCE_REMOVE;
}

/* Step @index from its start: the same match when it is there already, a
 * new one from the window otherwise. */
static void
go_to_step (PhlGameView *self,
            guint        index)
{
  PhlGameViewGuide *guide = get_guide (self);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGuideStep *step = phl_guide_get_step (guide->guide, index);
  g_autoptr(GError) error = NULL;
  PhlMatch *match;

  g_clear_handle_id (&guide->opponent_id, g_source_remove);
  if (phl_match_get_n_actions (priv->match) == step->n_actions_before)
    {
      guide->step = index;
      enter_step (self);
      return;
    }
  match = phl_match_new_at (priv->match, step->n_actions_before, NULL, &error);
  if (match == NULL)
    match = phl_guide_new_match_at (guide->guide, index, &error);
  if (match == NULL)
    {
      g_free (guide->message);
      guide->message = g_strdup (error->message);
      sync_bubble (self);
      return;
    }
  phl_match_set_guided (match, TRUE);
  g_clear_object (&guide->rebuild_match);
  guide->rebuild_match = match;
  guide->rebuild_step = index;
  /* Not from inside the action: the window replaces this view. */
  if (guide->rebuild_id == 0)
    guide->rebuild_id = g_idle_add (rebuild_cb, self);
}

static void
guide_next_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewGuide *guide = get_guide (self);
  const PhlGuideStep *step;

  if (guide == NULL || (step = current_step (guide)) == NULL)
    return;
  if ((guide->phase == PHL_GUIDE_PHASE_STEP && step->kind == PHL_GUIDE_TELL) ||
      guide->phase == PHL_GUIDE_PHASE_AFTER)
    advance (self);
}

static void
guide_back_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewGuide *guide = get_guide (self);
  const PhlGuideStep *step;
  guint target;

  if (guide == NULL)
    return;
  /* A move made: back to where it was asked for.  Else the step before,
   * passing over the computers' moves that have nothing to say. */
  step = current_step (guide);
  if (guide->phase == PHL_GUIDE_PHASE_AFTER && step != NULL && step->kind == PHL_GUIDE_ACT)
    target = guide->step;
  else if (guide->step == 0)
    return;
  else
    {
      target = guide->step - 1;
      while (target > 0 && phl_guide_get_step (guide->guide, target)->kind == PHL_GUIDE_OPPONENT &&
             phl_guide_get_step (guide->guide, target)->text == NULL)
        target--;
    }
  go_to_step (self, target);
}

static void
guide_restart_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);

  if (get_guide (self) != NULL)
    go_to_step (self, 0);
}

static void
leave_guide (PhlGameView *self)
{
  if (get_guide (self) == NULL)
    return;
  phl_game_view_stop_guide (self);
  _phl_game_view_say (self, _("The guide is closed. Play on against the computer."));
}

static void
on_leave_response (AdwMessageDialog *dialog,
                   const char       *response,
                   PhlGameView      *self)
{
  if (g_str_equal (response, "leave"))
    leave_guide (self);
  else
    _phl_game_view_guide_focus (self);
}

/* Skip asks first: a click meant for Next must not end the whole guide.
 * At the end there is nothing left to lose. */
static void
guide_skip_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewGuide *guide = get_guide (self);
  GtkWidget *dialog;

  if (guide == NULL)
    return;
  if (guide->phase == PHL_GUIDE_PHASE_END)
    {
      leave_guide (self);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Leave the guide?"),
                                   _("You will play on from here against the computer. Learn to Play starts the guide again."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "stay", _("_Stay"), "leave", _("_Leave"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "stay");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "stay");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_leave_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Starting and stopping ------------------------------------------------ */

static GtkWidget *
add_button (GtkWidget  *box,
            const char *label,
            const char *action,
            const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
build_bubble (PhlGameView      *self,
              PhlGameViewGuide *guide)
{
  GtkWidget *buttons, *spacer;

  guide->dim = phl_guide_dim_new ();
  gtk_widget_set_parent (guide->dim, GTK_WIDGET (self));

  guide->bubble = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (guide->bubble, "guide-bubble");
  gtk_accessible_update_property (GTK_ACCESSIBLE (guide->bubble), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  phl_guide_get_title (guide->guide), -1);
  guide->counter = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (guide->counter, 0);
  gtk_widget_add_css_class (GTK_WIDGET (guide->counter), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (guide->counter), "caption-heading");
  guide->text = GTK_LABEL (gtk_label_new (NULL));
  guide->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (guide->message_label), "guide-message");
  for (GtkLabel *label = guide->text; label != NULL; label = label == guide->text ? guide->message_label : NULL)
    {
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (label, 0);
      gtk_label_set_max_width_chars (label, 50);
    }
  gtk_box_append (GTK_BOX (guide->bubble), GTK_WIDGET (guide->counter));
  gtk_box_append (GTK_BOX (guide->bubble), GTK_WIDGET (guide->text));
  gtk_box_append (GTK_BOX (guide->bubble), GTK_WIDGET (guide->message_label));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (buttons, 6);
  guide->back_button = add_button (buttons, _("_Back"), "guide.back", _("One step back"));
  guide->restart_button = add_button (buttons, _("_Restart"), "guide.restart", _("Start the guide again"));
  guide->skip_button = add_button (buttons, _("_Skip"), "guide.skip", NULL);
  spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (buttons), spacer);
  guide->next_button = add_button (buttons, _("_Next"), "guide.next", _("Go on to the next step"));
  gtk_widget_add_css_class (guide->next_button, "suggested-action");
  /* At the end, the guide that follows (Next= in the file), if any. */
  guide->follow_button = gtk_button_new_with_mnemonic (_("Next _Lesson"));
  gtk_widget_add_css_class (guide->follow_button, "suggested-action");
  gtk_widget_set_visible (guide->follow_button, FALSE);
  gtk_box_append (GTK_BOX (buttons), guide->follow_button);
  if (phl_guide_get_next (guide->guide) != NULL)
    {
      g_autoptr(PhlGuide) follow = phl_guide_load (phl_guide_get_next (guide->guide), NULL);

      /* The target first: an action name without its target is a warning. */
      gtk_actionable_set_action_target (GTK_ACTIONABLE (guide->follow_button), "s",
                                        phl_guide_get_next (guide->guide));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (guide->follow_button), "win.learn");
      if (follow != NULL)
        gtk_widget_set_tooltip_text (guide->follow_button, phl_guide_get_title (follow));
    }
  gtk_box_append (GTK_BOX (guide->bubble), buttons);
  gtk_widget_set_parent (guide->bubble, GTK_WIDGET (self));
}

static void
guide_free (PhlGameViewGuide *guide)
{
  g_clear_handle_id (&guide->opponent_id, g_source_remove);
  g_clear_handle_id (&guide->rebuild_id, g_source_remove);
  g_clear_object (&guide->rebuild_match);
  g_clear_pointer (&guide->dim, gtk_widget_unparent);
  g_clear_pointer (&guide->bubble, gtk_widget_unparent);
  g_clear_pointer (&guide->guide, phl_guide_unref);
  g_free (guide->message);
  g_free (guide);
}

void
phl_game_view_start_guide (PhlGameView *self,
                           PhlGuide    *script,
                           guint        step)
{
  PhlGameViewPrivate *priv;
  PhlGameViewGuide *guide;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));
  g_return_if_fail (script != NULL);
  g_return_if_fail (step < phl_guide_get_n_steps (script));

  priv = _phl_game_view_get_priv (self);
  g_clear_pointer (&priv->guide, guide_free);
  guide = g_new0 (PhlGameViewGuide, 1);
  guide->guide = phl_guide_ref (script);
  guide->step = step;
  priv->guide = guide;
  build_bubble (self, guide);
  _phl_game_view_sync_paused (self);
  _phl_game_view_update_actions (self);
  enter_step (self);
}

void
phl_game_view_stop_guide (PhlGameView *self)
{
  PhlGameViewPrivate *priv;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  priv = _phl_game_view_get_priv (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.next", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.back", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.restart", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guide.skip", FALSE);
  if (priv->guide == NULL)
    return;
  g_clear_pointer (&priv->guide, guide_free);
  /* The computers play on their own from here, and the game's view
   * follows the game by itself again (an auction's clock starts). */
  _phl_game_view_sync_paused (self);
  PHL_GAME_VIEW_GET_CLASS (self)->update (self);
  _phl_game_view_update_actions (self);
  if (priv->board != NULL && gtk_widget_get_mapped (priv->board))
    gtk_widget_grab_focus (priv->board);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

PhlGuide *
phl_game_view_get_guide (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  return get_guide (self) != NULL ? get_guide (self)->guide : NULL;
}

guint
phl_game_view_get_guide_step (PhlGameView   *self,
                              PhlGuidePhase *phase)
{
  PhlGameViewGuide *guide;

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), 0);

  guide = get_guide (self);
  if (phase != NULL)
    *phase = guide != NULL ? guide->phase : PHL_GUIDE_PHASE_NONE;
  return guide != NULL ? guide->step : 0;
}

const char *
phl_game_view_get_guide_message (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  return get_guide (self) != NULL ? get_guide (self)->message : NULL;
}

void
_phl_game_view_guide_dispose (PhlGameView *self)
{
  g_clear_pointer (&_phl_game_view_get_priv (self)->guide, guide_free);
}

void
_phl_game_view_guide_class_init (GtkWidgetClass *widget_class)
{
  /**
   * PhlGameView::guide-rebuild:
   * @match: the guided game at the start of @step
   * @step: the step to go on from
   *
   * Back and Restart need an earlier position: a new view for @match
   * should continue the guide there.  Returns TRUE when handled.
   */
  signals[GUIDE_REBUILD] =
    g_signal_new ("guide-rebuild", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 2, PHL_TYPE_MATCH, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "guide.next", NULL, guide_next_action);
  gtk_widget_class_install_action (widget_class, "guide.back", NULL, guide_back_action);
  gtk_widget_class_install_action (widget_class, "guide.restart", NULL, guide_restart_action);
  gtk_widget_class_install_action (widget_class, "guide.skip", NULL, guide_skip_action);
}
