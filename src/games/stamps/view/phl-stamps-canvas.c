/* phl-stamps-canvas.c — the STAMPS board: state, animation, public API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid is fitted to the stamps plus the ring of cells a stamp may go
 * to; the fit, a new stamp and the markers it moves are animated for the
 * time the view gives (none with reduced motion).  Drawing, input and the
 * accessible texts are in the files next to this one.
 */
#define G_LOG_DOMAIN "phl-stamps-canvas"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "stamps/phl-stamps-action.h"
#include "stamps/view/phl-stamps-canvas-private.h"

G_DEFINE_FINAL_TYPE (PhlStampsCanvas, phl_stamps_canvas, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLACE,
  SIGNAL_PREVIEW_CHANGED,
  SIGNAL_LAYOUT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const PhlStampsState *
phl_stamps_canvas_state (PhlStampsCanvas *self)
{
  return phl_match_get_state (self->match);
}

double
phl_stamps_canvas_ease (double t)
{
  t = CLAMP (t, 0, 1);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

static double
lerp (double a,
      double b,
      double t)
{
  return a + (b - a) * t;
}

void
phl_stamps_canvas_compute_layout (PhlStampsCanvas *self,
                                  PhlStampsLayout *layout)
{
  phl_stamps_layout_compute (layout, gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)),
                             phl_stamps_canvas_state (self)->n_players, &self->fit,
                             self->user_zoom, self->pan_x, self->pan_y);
}

gboolean
phl_stamps_canvas_is_legal (PhlStampsCanvas *self,
                            int              x,
                            int              y)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      const PhlStampsCell *c = &g_array_index (self->legal, PhlStampsCell, i);

      if (c->x == x && c->y == y)
        return TRUE;
    }
  return FALSE;
}

gboolean
phl_stamps_canvas_selected_color (PhlStampsCanvas *self,
                                  PhlStampsColor  *color)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  if (self->viewer < 0 || self->viewer >= state->n_players
      || !phl_stamps_state_sees_hand (state, self->viewer, self->viewer))
    return FALSE;
  if (self->selected >= state->hand_len[self->viewer])
    return FALSE;
  *color = state->hand[self->viewer][self->selected];
  return TRUE;
}

int
phl_stamps_canvas_hint_slot (PhlStampsCanvas *self)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  if (!self->has_hint || self->viewer < 0 || self->viewer >= state->n_players)
    return -1;
  /* The selected stamp when it is of the hinted colour, else the first. */
  if (self->selected < state->hand_len[self->viewer]
      && state->hand[self->viewer][self->selected] == self->hint.color)
    return self->selected;
  for (guint i = 0; i < state->hand_len[self->viewer]; i++)
    if (state->hand[self->viewer][i] == self->hint.color)
      return i;
  return -1;
}

void
phl_stamps_canvas_redraw (PhlStampsCanvas *self)
{
  phl_layer_cache_queue_still (&self->layer, GTK_WIDGET (self));
  if (memcmp (&self->told_fit, &self->fit, sizeof self->fit) == 0 && self->told_zoom == self->user_zoom &&
      self->told_pan_x == self->pan_x && self->told_pan_y == self->pan_y)
    return;
  self->told_fit = self->fit;
  self->told_zoom = self->user_zoom;
  self->told_pan_x = self->pan_x;
  self->told_pan_y = self->pan_y;
  g_signal_emit (self, signals[SIGNAL_LAYOUT_CHANGED], 0);
}

/* ---- animation ------------------------------------------------------- */

static void
finish_animation (PhlStampsCanvas *self)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  self->anim_t = 1;
  self->anim_place = FALSE;
  self->fit = self->to;
  for (guint i = 0; i < state->n_players; i++)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      self->marker_from[i][c] = state->markers[i][c];
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  phl_stamps_canvas_redraw (self);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  PhlStampsCanvas *self = PHL_STAMPS_CANVAS (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t = (double) (now - self->anim_start) / self->anim_duration;
  double e;

  if (t >= 1)
    {
      self->tick_id = 0;
      finish_animation (self);
      return G_SOURCE_REMOVE;
    }
  self->anim_t = CLAMP (t, 0, 1);
  e = phl_stamps_canvas_ease (self->anim_t);
  self->fit.cx = lerp (self->from.cx, self->to.cx, e);
  self->fit.cy = lerp (self->from.cy, self->to.cy, e);
  self->fit.cols = lerp (self->from.cols, self->to.cols, e);
  self->fit.rows = lerp (self->from.rows, self->to.rows, e);
  phl_stamps_canvas_redraw (self);
  return G_SOURCE_CONTINUE;
}

static void
start_animation (PhlStampsCanvas *self,
                 gboolean         place)
{
  GdkFrameClock *clock;

  self->from = self->fit;
  phl_stamps_fit_for_state (phl_stamps_canvas_state (self), &self->to);
  if (self->motion_ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      finish_animation (self);
      return;
    }
  self->anim_place = place;
  self->anim_t = 0;
  self->anim_duration = (gint64) self->motion_ms * 1000;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  self->anim_start = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

/* ---- state ----------------------------------------------------------- */

void
phl_stamps_canvas_refresh (PhlStampsCanvas *self)
{
  const PhlStampsState *state;
  /* One more stamp than drawn: a placement, animated; anything else (an
   * undo, a loaded game) jumps. */
  gboolean placed;

  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));
  g_return_if_fail (self->match != NULL);

  state = phl_stamps_canvas_state (self);
  placed = state->n_placed == self->shown_n_placed + 1 && state->has_last;

  g_clear_pointer (&self->legal, g_array_unref);
  self->legal = phl_stamps_legal_cells (state);

  for (guint i = 0; i < state->n_players; i++)
    for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
      {
        self->marker_from[i][c] = placed ? self->marker_shown[i][c] : state->markers[i][c];
        self->marker_shown[i][c] = state->markers[i][c];
      }
  self->shown_n_placed = state->n_placed;
  self->has_last = phl_stamps_last_placement (state, &self->last);

  /* A hint is for one position: the view asks again if it wants one. */
  self->has_hint = FALSE;
  if (self->viewer >= 0 && self->viewer < state->n_players
      && self->selected >= state->hand_len[self->viewer])
    self->selected = 0;
  /* The keyboard's cursor walks every cell and stays where it is; the
   * pointer's is only ever on a cell a stamp may go to. */
  if (self->has_hover && !self->keyboard_mode && !phl_stamps_canvas_is_legal (self, self->hover_x, self->hover_y))
    self->has_hover = FALSE;

  start_animation (self, placed);
  self->has_preview = FALSE;
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  phl_stamps_canvas_redraw (self);
}

/* ---- public ---------------------------------------------------------- */

void
phl_stamps_canvas_set_match (PhlStampsCanvas *self,
                             PhlMatch        *match)
{
  const PhlStampsState *state;

  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));
  g_return_if_fail (PHL_IS_MATCH (match));
  g_return_if_fail (self->match == NULL);

  self->match = g_object_ref (match);
  state = phl_stamps_canvas_state (self);
  phl_stamps_fit_for_state (state, &self->fit);
  self->to = self->fit;
  self->shown_n_placed = state->n_placed;
  phl_stamps_canvas_refresh (self);
}

void
phl_stamps_canvas_set_viewer (PhlStampsCanvas *self,
                              int              seat)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  self->selected = 0;
  self->has_hint = FALSE;
  if (self->match == NULL)
    return;
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  phl_stamps_canvas_redraw (self);
}

void
phl_stamps_canvas_forget_viewer (PhlStampsCanvas *self)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  self->selected = 0;
  self->has_hover = self->has_point = self->has_preview = self->has_hint = FALSE;
  self->hover_hand = -1;
  self->keyboard_mode = FALSE;
  self->user_zoom = 1;
  self->pan_x = self->pan_y = 0;
  g_clear_pointer (&self->preview_text, g_free);
  if (self->match == NULL)
    return;
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
phl_stamps_canvas_set_interactive (PhlStampsCanvas *self,
                                   gboolean         interactive)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  if (self->match == NULL)
    return;
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  phl_stamps_canvas_redraw (self);
}

void
phl_stamps_canvas_set_motion_ms (PhlStampsCanvas *self,
                                 guint            ms)
{
  g_return_if_fail (PHL_IS_STAMPS_CANVAS (self));

  self->motion_ms = ms;
}

gboolean
phl_stamps_canvas_show_hint (PhlStampsCanvas *self,
                             const char      *action)
{
  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);

  self->has_hint = action != NULL
                   && phl_stamps_action_analyse (phl_stamps_canvas_state (self), action, &self->hint);
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  phl_stamps_canvas_redraw (self);
  return self->has_hint || action == NULL;
}

const char *
phl_stamps_canvas_get_preview_text (PhlStampsCanvas *self)
{
  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), NULL);

  return self->has_preview ? self->preview_text : NULL;
}

gboolean
phl_stamps_canvas_get_cell_point (PhlStampsCanvas *self,
                                  int              x,
                                  int              y,
                                  double          *px,
                                  double          *py)
{
  PhlStampsLayout l;
  PhlStampsRect r;

  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), FALSE);

  phl_stamps_canvas_compute_layout (self, &l);
  phl_stamps_layout_cell_rect (&l, x, y, &r);
  *px = r.x + r.w / 2;
  *py = r.y + r.h / 2;
  return phl_stamps_rect_contains (&l.board, *px, *py);
}

gboolean
phl_stamps_canvas_get_hand_point (PhlStampsCanvas *self,
                                  guint            index,
                                  double          *px,
                                  double          *py)
{
  PhlStampsLayout l;

  g_return_val_if_fail (PHL_IS_STAMPS_CANVAS (self), FALSE);

  if (index >= PHL_STAMPS_HAND_SIZE)
    return FALSE;
  phl_stamps_canvas_compute_layout (self, &l);
  *px = l.hand[index].x + l.hand[index].w / 2;
  *py = l.hand[index].y + l.hand[index].h / 2;
  return l.hand[index].w > 0;
}

/* Emitted by the input code (phl-stamps-canvas-input.c). */
void
phl_stamps_canvas_place_at (PhlStampsCanvas *self,
                            int              x,
                            int              y)
{
  PhlStampsColor color;
  g_autofree char *action = NULL;

  if (!self->interactive || !phl_stamps_canvas_is_legal (self, x, y)
      || !phl_stamps_canvas_selected_color (self, &color))
    return;
  action = phl_stamps_format_action (color, x, y);
  g_signal_emit (self, signals[SIGNAL_PLACE], 0, action);
}

void
phl_stamps_canvas_update_preview (PhlStampsCanvas *self)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  PhlStampsColor color;
  gboolean had = self->has_preview;
  PhlStampsPlacement old = self->preview;
  gboolean live;

  self->has_preview = FALSE;
  if (self->interactive && self->has_hover
      && phl_stamps_canvas_is_legal (self, self->hover_x, self->hover_y)
      && phl_stamps_canvas_selected_color (self, &color))
    self->has_preview = phl_stamps_analyse_placement (state, color, self->hover_x, self->hover_y,
                                                      &self->preview);

  if (had == self->has_preview
      && (!had || (old.x == self->preview.x && old.y == self->preview.y
                   && old.color == self->preview.color)))
    return;
  /* From cell to cell, and as the preview comes and goes, only the live
   * layer changes (phl-stamps-canvas-paint.c). */
  live = phl_stamps_canvas_hover_live (self);

  g_clear_pointer (&self->preview_text, g_free);
  if (self->has_preview)
    self->preview_text = phl_stamps_placement_describe (&self->preview);
  if (live)
    phl_layer_cache_queue_live (&self->layer, GTK_WIDGET (self));
  else
    phl_stamps_canvas_redraw (self);
  phl_stamps_canvas_update_accessible (self);
  g_signal_emit (self, signals[SIGNAL_PREVIEW_CHANGED], 0);
}

static void
phl_stamps_canvas_dispose (GObject *object)
{
  PhlStampsCanvas *self = (PhlStampsCanvas *)object;

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_object (&self->match);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->preview_text, g_free);
  phl_stamps_canvas_clear_cache (self);
  phl_layer_cache_clear (&self->layer);

  G_OBJECT_CLASS (phl_stamps_canvas_parent_class)->dispose (object);
}

static void
phl_stamps_canvas_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  /* Small enough for an 800×600 window with the game's toolbar; the
   * layout (phl-stamps-layout.c) fits itself to whatever it gets. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 360 : 300;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1100 : 640;
}

static void
phl_stamps_canvas_class_init (PhlStampsCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stamps_canvas_dispose;
  widget_class->snapshot = phl_stamps_canvas_snapshot;
  widget_class->measure = phl_stamps_canvas_measure;

  /**
   * PhlStampsCanvas::place:
   * @action: the engine action, e.g. "B@3,-1"
   *
   * The person at the screen chose a placement; the view submits it.
   */
  signals[SIGNAL_PLACE] = g_signal_new ("place", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * PhlStampsCanvas::preview-changed:
   *
   * The previewed placement (and its text) changed.
   */
  signals[SIGNAL_PREVIEW_CHANGED] = g_signal_new ("preview-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
  /**
   * PhlStampsCanvas::layout-changed:
   *
   * The grid moved within the canvas (re-centred, zoomed, panned): what
   * points at a cell must look again.
   */
  signals[SIGNAL_LAYOUT_CHANGED] = g_signal_new ("layout-changed", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "stamps-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
phl_stamps_canvas_init (PhlStampsCanvas *self)
{
  self->viewer = -1;
  self->hover_hand = -1;
  self->anim_t = 1;
  self->user_zoom = 1;
  self->motion_ms = 220;
  self->fit = self->to = (PhlStampsFit) { 1, 1, 5, 4 };

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  phl_stamps_canvas_add_controllers (self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
phl_stamps_canvas_new (PhlMatch *match)
{
  PhlStampsCanvas *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_STAMPS_CANVAS, NULL);
  phl_stamps_canvas_set_match (self, match);
  return GTK_WIDGET (self);
}
