/* phl-swop-view.c — the SWOP play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlSwopView is a PhlGameView whose board is a PhlSwopCanvas.  The base
 * owns the toolbar, the hint runner, the log and last-move line (from the
 * match's change records), the end page, undo and focus; this file keeps
 * the board in step with the match, says what to do now, shows the hint on
 * the board (selecting nothing), and plays the board's intents
 * (phl-swop-choices.c) through phl_game_view_submit().
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-swop-rules-sections.h"
#include "phl-swop-text.h"
#include "phl-swop-view-private.h"

#define ANIMATION_MS 230

G_DEFINE_FINAL_TYPE (PhlSwopView, phl_swop_view, PHL_TYPE_GAME_VIEW)

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static PhlMatch *
get_match (PhlSwopView *self)
{
  return phl_game_view_get_match (PHL_GAME_VIEW (self));
}

const PhlSwopState *
phl_swop_view_state (PhlSwopView *self)
{
  return phl_match_get_state (get_match (self));
}

const char *
phl_swop_view_seat_name (PhlSwopView *self,
                         guint        seat)
{
  return phl_match_get_seat (get_match (self), seat)->name;
}

void
phl_swop_view_set_flash (PhlSwopView *self,
                         const char  *text)
{
  g_free (self->flash);
  self->flash = g_strdup (text);
}

void
phl_swop_view_submit (PhlSwopView *self,
                      const char  *action)
{
  g_return_if_fail (action != NULL);

  self->choice = PHL_SWOP_CHOICE_NONE;
  if (!phl_game_view_submit (PHL_GAME_VIEW (self), action))
    {
      /* The base shows the reason in full and a screen reader hears it. */
      phl_swop_canvas_clear_selection (self->canvas);
      phl_swop_view_update_choices (self);
    }
}

/* ------------------------------------------------------------------ */
/* Status                                                              */

static char *
status_text (PhlSwopView *self)
{
  const PhlSwopState *state = phl_swop_view_state (self);
  int seat = phl_swop_state_seat_to_act (state);
  int selected = phl_swop_canvas_get_selected (self->canvas);
  gboolean you = phl_match_count_people (get_match (self)) == 1;

  if (state->over)
    return g_strdup (_("The game is over."));
  if (seat < 0)
    return g_strdup ("");
  if (!phl_match_seat_is_person (get_match (self), seat))
    {
      if (state->picks > 0)
        return g_strdup_printf (_("%s takes a colour cube from the pool…"), phl_swop_view_seat_name (self, seat));
      return g_strdup_printf (_("%s is thinking…"), phl_swop_view_seat_name (self, seat));
    }
  if (state->picks > 0)
    {
      if (state->variant == PHL_SWOP_VARIANT_SOLO)
        return g_strdup (_("Take back one spent colour cube from the pool."));
      if (you)
        return g_strdup (_("You are last on the track: take a colour cube of your choice from the pool."));
      return g_strdup_printf (_("%s is last on the track: take a colour cube of your choice from the pool."),
                              phl_swop_view_seat_name (self, seat));
    }
  if (self->choice & PHL_SWOP_CHOICE_CUBE)
    return g_strdup (_("Choose which colour cube to spend on this swap."));
  if (self->choice & PHL_SWOP_CHOICE_CHIP)
    return g_strdup (_("Both dice are in the Swop: choose the one the Swop chip replaces."));
  if (selected >= 0)
    {
      g_autofree char *die = phl_swop_text_die (state, selected);

      return g_strdup_printf (_("Now pick the die to swap with %s, or press Escape."), die);
    }
  if (you)
    return g_strdup (phl_game_view_for_input (PHL_GAME_VIEW (self),
                                              _("Your turn: go to a die with the arrow keys and press Enter, "
                                                "then to the die to swap it with."),
                                              _("Your turn: click a die, then the die to swap it with.")));
  /* Translators: hot-seat: the name of the player whose turn it is */
  return g_strdup_printf (phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self))
                            ? _("%s’s turn: go to a die with the arrow keys and press Enter, "
                              "then to the die to swap it with.")
                            : _("%s’s turn: click a die, then the die to swap it with."),
                          phl_swop_view_seat_name (self, seat));
}

/* "Your last move scored 3 points; the best possible was 6." under the
 * board after a person's swap, from the match's change record. */
static void
update_note (PhlSwopView *self,
             guint        n_before)
{
  PhlMatch *match = get_match (self);
  guint n = phl_match_get_n_actions (match);
  const PhlSwopState *state = phl_swop_view_state (self);
  g_autofree char *note = NULL;

  /* A guide asks for its moves: no "the best possible was" after them. */
  if (n > n_before && self->best_seat >= 0 && self->best_actions == n_before &&
      phl_game_view_get_guide (PHL_GAME_VIEW (self)) == NULL)
    {
      const PhlChange *change = phl_match_get_change (match, n_before);
      int got = phl_change_get_points (change, self->best_seat);

      if (phl_change_get_actor (change) == self->best_seat)
        {
          if (phl_match_count_people (get_match (self)) == 1)
            note = g_strdup_printf (ngettext ("Your last move scored %d point; the best possible was %d.",
                                              "Your last move scored %d points; the best possible was %d.", got),
                                    got, self->best_points);
          else
            note = g_strdup_printf (ngettext ("%s’s last move scored %d point; the best possible was %d.",
                                              "%s’s last move scored %d points; the best possible was %d.", got),
                                    phl_swop_view_seat_name (self, self->best_seat), got, self->best_points);
          phl_swop_canvas_set_note (self->canvas, note);
          /* Heard too: the shared news tells only the computers' moves. */
          phl_game_view_announce (PHL_GAME_VIEW (self), note);
        }
    }
  else if (n < n_before)
    phl_swop_canvas_set_note (self->canvas, NULL);

  /* The exhaustive oracle for the person about to swap (66 × 65 / 2 swaps: quick). */
  self->best_seat = -1;
  if (!state->over && state->picks == 0 && phl_match_seat_is_person (get_match (self), state->current))
    {
      self->best_points = phl_swop_best_possible (state, NULL, NULL);
      self->best_actions = n;
      self->best_seat = state->current;
    }
}

void
phl_swop_view_refresh (PhlSwopView *self)
{
  g_autofree char *status = status_text (self);

  phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  if (self->flash != NULL)
    phl_game_view_set_detail (PHL_GAME_VIEW (self), self->flash);
  phl_swop_view_update_choices (self);
}

/* ------------------------------------------------------------------ */
/* PhlGameView                                                         */

static void
phl_swop_view_update (PhlGameView *view)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);
  guint n = phl_match_get_n_actions (get_match (self));

  if (n != self->n_shown)
    {
      guint n_before = self->n_shown;

      /* The match moved on (or back): whatever was half-chosen is gone. */
      self->choice = PHL_SWOP_CHOICE_NONE;
      phl_swop_view_set_flash (self, NULL);
      phl_swop_canvas_set_state (self->canvas, phl_swop_view_state (self),
                                 n == n_before + 1 ? phl_game_view_get_motion_ms (view, ANIMATION_MS) : 0);
      self->n_shown = n;
      update_note (self, n_before);
    }
  phl_swop_canvas_set_can_act (self->canvas, phl_game_view_get_can_act (view));
  phl_swop_view_refresh (self);
}

/* The screen changes hands: a swap half chosen, the cursor and the
 * pointer's die stay with the last person. */
static void
phl_swop_view_forget_viewer (PhlGameView *view)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);

  self->pending[0] = self->pending[1] = -1;
  self->pending_cube = -1;
  phl_swop_canvas_forget_viewer (self->canvas);
  phl_swop_view_cancel_choice (self);
}

static char *
phl_swop_view_show_hint (PhlGameView *view,
                         const char  *text)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);
  const PhlSwopState *state = phl_swop_view_state (self);
  PhlSwopAction action;
  PhlSwopEval eval;

  if (text == NULL || !phl_swop_action_parse (text, &action))
    {
      phl_swop_canvas_set_hint (self->canvas, NULL);
      return NULL;
    }
  /* On the board only: nothing is chosen for the player. */
  phl_swop_canvas_set_hint (self->canvas, &action);
  if (action.kind == PHL_SWOP_ACTION_PICK)
    /* Translators: the hint's reason for a catch-up pick */
    return g_strdup_printf (_("Take this colour cube from the pool: %s."), phl_swop_die_colour (action.cube)->name);
  if (phl_swop_state_check_swap (state, action.cells[0], action.cells[1], &eval) != PHL_SWOP_LEGAL)
    return NULL;
  {
    g_autofree char *a = phl_swop_text_die (state, action.cells[0]);
    g_autofree char *b = phl_swop_text_die (state, action.cells[1]);
    g_autofree char *breakdown = phl_swop_text_breakdown (&eval);

    /* Translators: the hint's reason: two dice and what swapping them scores */
    return g_strdup_printf (_("Swap %s with %s — %s."), a, b, breakdown);
  }
}

static const PhlRulesSection *
phl_swop_view_get_rules (PhlGameView *view)
{
  return phl_swop_rules_sections ();
}

/* ------------------------------------------------------------------ */
/* The board's intents                                                 */

static void
on_swap_requested (PhlSwopCanvas *canvas,
                   int            first,
                   int            second,
                   PhlSwopView   *self)
{
  phl_swop_view_request_swap (self, first, second);
}

static void
on_pick_requested (PhlSwopCanvas *canvas,
                   int            colour,
                   PhlSwopView   *self)
{
  g_autofree char *action = phl_swop_action_pick (colour);

  phl_swop_view_submit (self, action);
}

static void
on_chip_chosen (PhlSwopCanvas *canvas,
                int            cell,
                PhlSwopView   *self)
{
  phl_swop_view_choose_chip (self, cell);
}

static void
on_refused (PhlSwopCanvas *canvas,
            const char    *reason,
            PhlSwopView   *self)
{
  phl_swop_view_set_flash (self, reason);
  if (reason != NULL)
    phl_game_view_announce (PHL_GAME_VIEW (self), reason);
  phl_swop_view_refresh (self);
}

static void
on_selected_changed (PhlSwopView *self)
{
  /* A die chosen after a refusal: the refusal is old news. */
  if (phl_swop_canvas_get_selected (self->canvas) >= 0)
    phl_swop_view_set_flash (self, NULL);
  phl_swop_view_refresh (self);
}

/* ------------------------------------------------------------------ */
/* The view                                                            */

static void
phl_swop_view_constructed (GObject *object)
{
  PhlSwopView *self = PHL_SWOP_VIEW (object);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->constructed (object);

  phl_swop_canvas_set_match (self->canvas, get_match (self));
  self->n_shown = phl_match_get_n_actions (get_match (self));
  phl_swop_canvas_set_state (self->canvas, phl_swop_view_state (self), 0);
  update_note (self, self->n_shown);
  phl_swop_view_update (PHL_GAME_VIEW (self));
}

static void
phl_swop_view_finalize (GObject *object)
{
  PhlSwopView *self = PHL_SWOP_VIEW (object);

  g_free (self->flash);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->finalize (object);
}

static void
phl_swop_view_class_init (PhlSwopViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  PhlGameViewClass *view_class = PHL_GAME_VIEW_CLASS (klass);

  object_class->constructed = phl_swop_view_constructed;
  object_class->finalize = phl_swop_view_finalize;
  view_class->update = phl_swop_view_update;
  view_class->show_hint = phl_swop_view_show_hint;
  view_class->forget_viewer = phl_swop_view_forget_viewer;
  view_class->create_end_details = phl_swop_view_create_end_details;
  view_class->fill_score_chart = phl_swop_view_fill_score_chart;
  view_class->get_rules = phl_swop_view_get_rules;
  view_class->get_anchor = phl_swop_view_get_anchor;

  g_type_ensure (PHL_TYPE_SWOP_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-swop-view.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_swap_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_pick_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_chip_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_refused);
  gtk_widget_class_bind_template_callback (widget_class, on_selected_changed);
}

/* The instructions name the keys or the pointer, whichever was used last.
 * Only the words change: the choice bar stays (the key that made the
 * keyboard the input is on its way to one of its buttons). */
static void
on_input_changed (PhlSwopView *self)
{
  g_autofree char *status = NULL;

  if (phl_game_view_get_match (PHL_GAME_VIEW (self)) == NULL)
    return;
  status = status_text (self);
  phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
phl_swop_view_init (PhlSwopView *self)
{
  self->best_seat = -1;
  self->pending[0] = self->pending[1] = -1;
  self->pending_cube = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The template made the board and gave it to the base, which owns it. */
  self->canvas = PHL_SWOP_CANVAS (phl_game_view_get_board (PHL_GAME_VIEW (self)));
  phl_swop_view_init_choices (self);
  g_signal_connect (self, "notify::keyboard-input", G_CALLBACK (on_input_changed), NULL);
}

GtkWidget *
phl_swop_view_new (PhlMatch *match)
{
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (g_str_equal (phl_match_get_rules (match)->id, "swop"), NULL);

  return g_object_new (PHL_TYPE_SWOP_VIEW, "match", match, NULL);
}
