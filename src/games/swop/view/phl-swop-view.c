/* phl-swop-view.c — the SWOP play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PhlSwopView puts the board (PhlSwopCanvas), the choice bar, the end card
 * and the status bar together.  The canvas says which two dice the player
 * picked; the view plays that intent (phl-swop-choices.c) through the
 * match, which is the only way the game changes.  The hint is shown on the
 * board and selects nothing.
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-swop-rules-window.h"
#include "phl-swop-text.h"
#include "phl-swop-view-private.h"

#define ANIMATION_MS 230

G_DEFINE_FINAL_TYPE (PhlSwopView, phl_swop_view, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

gboolean
phl_swop_view_seat_is_human (PhlSwopView *self,
                             int          seat)
{
  return seat >= 0 && (guint) seat < phl_match_get_n_seats (self->match)
         && phl_match_get_seat (self->match, seat)->kind == PHL_SEAT_HUMAN;
}

const char *
phl_swop_view_seat_name (PhlSwopView *self,
                         guint        seat)
{
  return phl_match_get_seat (self->match, seat)->name;
}

guint
phl_swop_view_n_humans (PhlSwopView *self)
{
  guint n = 0;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    n += phl_swop_view_seat_is_human (self, i);
  return n;
}

/* A person at the screen may act now. */
static gboolean
can_act (PhlSwopView *self)
{
  return phl_swop_view_seat_is_human (self, phl_swop_state_seat_to_act (&self->state));
}

static guint
motion_ms (PhlSwopView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled ? ANIMATION_MS : 0;
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
  g_autoptr(GError) error = NULL;

  g_return_if_fail (action != NULL);

  if (!phl_match_submit (self->match, action, &error))
    {
      self->choice = PHL_SWOP_CHOICE_NONE;
      phl_swop_canvas_clear_selection (PHL_SWOP_CANVAS (self->canvas));
      phl_swop_view_set_flash (self, error->message);
      phl_swop_view_update (self);
    }
}

/* ------------------------------------------------------------------ */
/* Status                                                              */

static char *
status_text (PhlSwopView *self)
{
  const PhlSwopState *state = &self->state;
  int seat = phl_swop_state_seat_to_act (state);
  gboolean you = phl_swop_view_n_humans (self) == 1;

  if (state->over)
    return g_strdup (_("The game is over."));
  if (seat < 0)
    return g_strdup ("");
  if (!phl_swop_view_seat_is_human (self, seat))
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
  if (phl_swop_canvas_get_selected (PHL_SWOP_CANVAS (self->canvas)) >= 0)
    {
      g_autofree char *die = phl_swop_text_die (state, phl_swop_canvas_get_selected (PHL_SWOP_CANVAS (self->canvas)));

      return g_strdup_printf (_("Now pick the die to swap with %s, or press Escape."), die);
    }
  if (you)
    return g_strdup (_("Your turn: click a die, then the die to swap it with."));
  /* Translators: hot-seat: the name of the player whose turn it is */
  return g_strdup_printf (_("%s’s turn: click a die, then the die to swap it with."),
                          phl_swop_view_seat_name (self, seat));
}

static void
set_label (GtkWidget  *label,
           const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
}

void
phl_swop_view_update (PhlSwopView *self)
{
  g_autofree char *status = status_text (self);
  const char *detail = self->flash != NULL ? self->flash : self->hint_text;
  g_autofree char *last = NULL;

  set_label (self->status_label, status);
  set_label (self->detail_label, detail);
  if (self->last_text != NULL && self->report != NULL)
    last = g_strdup_printf ("%s %s", self->last_text, self->report);
  else
    last = g_strdup (self->last_text != NULL ? self->last_text : self->report);
  set_label (self->last_label, last);
  gtk_widget_set_sensitive (self->hint_button, can_act (self));
  gtk_widget_set_visible (self->results_button, self->state.over && self->end_dismissed);
  phl_swop_view_update_choices (self);
  phl_swop_view_update_end (self);
}

/* ------------------------------------------------------------------ */
/* Hint, rules, end                                                    */

static void
on_hint_clicked (PhlSwopView *self)
{
  PhlSwopAction hint;
  PhlSwopEval eval;

  if (!can_act (self) || !phl_swop_ai_hint (&self->state, &hint, &eval))
    return;
  phl_match_set_assisted (self->match, TRUE);
  g_free (self->hint_text);
  if (hint.kind == PHL_SWOP_ACTION_PICK)
    self->hint_text = g_strdup_printf (_("Hint: take this colour cube from the pool: %s."),
                                       phl_swop_die_colour (hint.cube)->name);
  else
    {
      g_autofree char *a = phl_swop_text_die (&self->state, hint.cells[0]);
      g_autofree char *b = phl_swop_text_die (&self->state, hint.cells[1]);
      g_autofree char *breakdown = phl_swop_text_breakdown (&eval);

      /* Translators: the hint: two dice and what swapping them scores */
      self->hint_text = g_strdup_printf (_("Hint: swap %s with %s — %s."), a, b, breakdown);
    }
  /* Shown on the board only: nothing is chosen for the player. */
  phl_swop_canvas_set_hint (PHL_SWOP_CANVAS (self->canvas), &hint);
  phl_swop_view_set_flash (self, NULL);
  phl_swop_view_update (self);
}

static void
on_rules_clicked (PhlSwopView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (phl_swop_rules_window_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
}

static void
show_board (PhlSwopView *self)
{
  self->end_dismissed = TRUE;
  phl_swop_view_update (self);
}

static void
show_results (PhlSwopView *self)
{
  self->end_dismissed = FALSE;
  phl_swop_view_update (self);
}

/* ------------------------------------------------------------------ */
/* The match changed                                                   */

/* What the last change did, in one line that keeps its total
 * ("Anna swapped Red 3 at c2 and Blue 5 at d4: Straight of 3 (1) = 1 point.").
 * Replaced by the match's change records once those exist. */
static void
describe_change (PhlSwopView        *self,
                 const PhlSwopState *prev,
                 const PhlSwopState *now)
{
  int mover = phl_swop_state_seat_to_act (prev);
  PhlSwopEval eval;

  if (now->swaps_made == prev->swaps_made + 1 && now->last_move[0] >= 0 && mover >= 0)
    {
      int a = now->last_move[0], b = now->last_move[1];
      gboolean legal = phl_swop_state_check_swap (prev, a, b, &eval) == PHL_SWOP_LEGAL;
      g_autofree char *die_a = phl_swop_text_die (prev, a);
      g_autofree char *die_b = phl_swop_text_die (prev, b);
      g_autofree char *breakdown = legal ? phl_swop_text_breakdown (&eval) : g_strdup ("");

      phl_swop_canvas_set_last (PHL_SWOP_CANVAS (self->canvas), legal ? &eval : NULL);
      g_free (self->last_text);
      /* Translators: the last move: who swapped which dice, and the breakdown */
      self->last_text = g_strdup_printf (_("%s swapped %s and %s: %s."), phl_swop_view_seat_name (self, mover),
                                         die_a, die_b, breakdown);
      g_clear_pointer (&self->report, g_free);
      if (phl_swop_view_seat_is_human (self, mover) && self->best_seat == mover
          && self->best_swaps == prev->swaps_made && self->best_points >= 0)
        {
          int got = now->track[mover] - prev->track[mover];

          if (phl_swop_view_n_humans (self) == 1)
            self->report = g_strdup_printf (ngettext ("Your last move scored %d point; the best possible was %d.",
                                                      "Your last move scored %d points; the best possible was %d.",
                                                      got),
                                            got, self->best_points);
          else
            self->report = g_strdup_printf (ngettext ("%s’s last move scored %d point; the best possible was %d.",
                                                      "%s’s last move scored %d points; the best possible was %d.",
                                                      got),
                                            phl_swop_view_seat_name (self, mover), got, self->best_points);
        }
    }
  else if (now->picks < prev->picks && now->swaps_made == prev->swaps_made && prev->picks > 0)
    {
      for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
        if (now->pool[c] < prev->pool[c])
          {
            g_free (self->last_text);
            /* Translators: a catch-up pick: "Anna took a colour cube from the pool: Red." */
            self->last_text = g_strdup_printf (_("%s took a colour cube from the pool: %s."),
                                               phl_swop_view_seat_name (self, prev->pick_seat),
                                               phl_swop_die_colour (c)->name);
          }
    }
  else
    {
      /* Undo, or a match loaded: no stale line. */
      phl_swop_canvas_set_last (PHL_SWOP_CANVAS (self->canvas), NULL);
      g_clear_pointer (&self->last_text, g_free);
      g_clear_pointer (&self->report, g_free);
    }
}

static void
remember_best (PhlSwopView *self)
{
  const PhlSwopState *now = &self->state;

  /* The exhaustive oracle for the person about to swap. */
  self->best_seat = -1;
  if (!now->over && now->picks == 0 && phl_swop_view_seat_is_human (self, now->current))
    {
      self->best_points = phl_swop_best_possible (now, NULL, NULL);
      self->best_swaps = now->swaps_made;
      self->best_seat = now->current;
    }
}

static void
on_match_changed (PhlSwopView *self)
{
  PhlSwopState prev = self->state;
  PhlSwopCanvas *canvas = PHL_SWOP_CANVAS (self->canvas);

  self->state = *(const PhlSwopState *) phl_match_get_state (self->match);
  self->choice = PHL_SWOP_CHOICE_NONE;
  g_clear_pointer (&self->hint_text, g_free);
  phl_swop_view_set_flash (self, NULL);
  describe_change (self, &prev, &self->state);
  remember_best (self);
  if (!self->state.over)
    self->end_dismissed = FALSE;

  phl_swop_canvas_set_hint (canvas, NULL);
  phl_swop_canvas_set_state (canvas, &self->state, motion_ms (self));
  phl_swop_canvas_set_can_act (canvas, can_act (self));
  phl_swop_view_update (self);
}

/* ------------------------------------------------------------------ */
/* The canvas's intents                                                */

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
  phl_swop_view_update (self);
}

static void
on_selected_changed (PhlSwopView *self)
{
  /* A die chosen after a refusal: the refusal is old news. */
  if (phl_swop_canvas_get_selected (PHL_SWOP_CANVAS (self->canvas)) >= 0)
    phl_swop_view_set_flash (self, NULL);
  phl_swop_view_update (self);
}

static gboolean
on_choice_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       PhlSwopView           *self)
{
  if (keyval != GDK_KEY_Escape || self->choice == PHL_SWOP_CHOICE_NONE)
    return FALSE;
  phl_swop_view_cancel_choice (self);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The view                                                            */

static void
phl_swop_view_dispose (GObject *object)
{
  PhlSwopView *self = PHL_SWOP_VIEW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_SWOP_VIEW);
  /* The template's separator and bars have no id: unparent them too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->dispose (object);
}

static void
phl_swop_view_finalize (GObject *object)
{
  PhlSwopView *self = PHL_SWOP_VIEW (object);

  g_free (self->flash);
  g_free (self->hint_text);
  g_free (self->last_text);
  g_free (self->report);

  G_OBJECT_CLASS (phl_swop_view_parent_class)->finalize (object);
}

static void
phl_swop_view_class_init (PhlSwopViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_swop_view_dispose;
  object_class->finalize = phl_swop_view_finalize;
  gtk_widget_class_set_css_name (widget_class, "swop-view");

  g_type_ensure (PHL_TYPE_SWOP_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-swop-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, canvas);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_card);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_title);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, end_subtitle);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, chart);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_revealer);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, choice_buttons);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, status_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, detail_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, last_label);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, PhlSwopView, results_button);
  gtk_widget_class_bind_template_callback (widget_class, show_board);
  gtk_widget_class_bind_template_callback (widget_class, show_results);
  gtk_widget_class_bind_template_callback (widget_class, on_hint_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_key_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_swap_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_pick_requested);
  gtk_widget_class_bind_template_callback (widget_class, on_chip_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_refused);
  gtk_widget_class_bind_template_callback (widget_class, on_selected_changed);
}

static void
phl_swop_view_init (PhlSwopView *self)
{
  self->best_seat = -1;
  self->pending[0] = self->pending[1] = -1;
  self->pending_cube = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  phl_swop_view_init_end (self);
}

GtkWidget *
phl_swop_view_new (PhlMatch *match)
{
  PhlSwopView *self;
  PhlSwopCanvas *canvas;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);
  g_return_val_if_fail (g_str_equal (phl_match_get_rules (match)->id, "swop"), NULL);

  self = g_object_new (PHL_TYPE_SWOP_VIEW, NULL);
  canvas = PHL_SWOP_CANVAS (self->canvas);
  self->match = g_object_ref (match);
  self->state = *(const PhlSwopState *) phl_match_get_state (match);
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  remember_best (self);
  phl_swop_canvas_set_match (canvas, match);
  phl_swop_canvas_set_state (canvas, &self->state, 0);
  phl_swop_canvas_set_can_act (canvas, can_act (self));
  phl_swop_view_update (self);
  return GTK_WIDGET (self);
}
