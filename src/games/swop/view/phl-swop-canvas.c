/* phl-swop-canvas.c — the SWOP board widget: state, intents, animation, accessibility
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas holds a copy of the state it shows and what the view told it
 * (hint, last swap, a swap waiting for a choice); painting, the preview
 * strip and input live in their own files (phl-swop-canvas-private.h).
 */
#define G_LOG_DOMAIN "phl-swop-canvas"

#include "config.h"

#include "phl-accessible.h"
#include <glib/gi18n.h>

#include "phl-swop-canvas-private.h"
#include "phl-swop-text.h"
#include "phl-game-view.h"

guint phl_swop_canvas_signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PhlSwopCanvas, phl_swop_canvas, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------ */
/* Shared helpers                                                      */

void
phl_swop_canvas_geometry (PhlSwopCanvas   *self,
                          PhlSwopGeometry *g)
{
  phl_swop_geometry_compute (g, &self->state, gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)));
}

gboolean
phl_swop_canvas_seat_is_human (PhlSwopCanvas *self,
                               int            seat)
{
  return self->match != NULL && phl_match_seat_is_person (self->match, seat);
}

const char *
phl_swop_canvas_seat_name (PhlSwopCanvas *self,
                           guint          seat)
{
  if (self->match == NULL || seat >= phl_match_get_n_seats (self->match))
    return "";
  return phl_match_get_seat (self->match, seat)->name;
}

int
phl_swop_canvas_preview_target (PhlSwopCanvas *self)
{
  int target;

  if (self->selected < 0 || !self->can_act)
    return -1;
  /* While the player chooses a cube or the chip's cell, the swap stays previewed. */
  if (self->choice != PHL_SWOP_CHOICE_NONE)
    return self->pending[0] == self->selected ? self->pending[1] : self->pending[0];
  target = self->keyboard && !self->dragging ? self->cursor : self->hover;
  return target == self->selected ? -1 : target;
}

static void
compute_legal (PhlSwopCanvas *self)
{
  for (int cell = 0; cell < PHL_SWOP_N_CELLS; cell++)
    self->legal[cell] = self->selected >= 0 && cell != self->selected
                        && phl_swop_state_check_swap (&self->state, self->selected, cell, NULL) == PHL_SWOP_LEGAL;
}

void
phl_swop_canvas_select (PhlSwopCanvas *self,
                        int            cell)
{
  gboolean changed = self->selected != cell;

  self->selected = cell;
  compute_legal (self);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* What a screen reader hears of the canvas: its label names the die under
 * the cursor (or the pointer) and what it holds, and with a die chosen
 * what swapping onto it would do; the description says what to do. */
static void
update_accessible (PhlSwopCanvas *self)
{
  int cell = self->keyboard || self->hover < 0 ? self->cursor : self->hover;
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (cell >= 0)
    {
      g_autofree char *die = phl_swop_text_die (&self->state, cell);
      g_autofree char *preview = phl_swop_canvas_preview_target (self) == cell
                                 ? phl_swop_canvas_preview_text (self) : NULL;

      if (cell == self->selected)
        /* Translators: the die under the cursor is the chosen one */
        label = g_strdup_printf (_("%s, chosen"), die);
      else if (preview != NULL)
        label = g_steal_pointer (&preview);
      else if (self->hint_shown && self->hint.kind == PHL_SWOP_ACTION_SWAP
               && (cell == self->hint.cells[0] || cell == self->hint.cells[1]))
        /* Translators: the die under the cursor is one of the hint's two */
        label = g_strdup_printf (_("%s, suggested by the hint"), die);
      else
        label = g_steal_pointer (&die);
    }

  /* Not your turn: only what it is.  The board's description follows
   * every piece of news, and "it is not your turn" after each of the
   * computer's moves was heard again and again; a key pressed meanwhile
   * is refused out loud instead ("Please wait for your turn."). */
  if (!self->can_act)
    description = g_strdup (_("SWOP board"));
  else if (self->selected >= 0)
    description = g_strdup (_("SWOP board: move with the arrow keys and press Enter or Space on the die to swap with; Escape lets go."));
  else
    description = g_strdup (_("SWOP board: move with the arrow keys, press Enter or Space to choose a die, then the die to swap it with."));
  phl_accessible_relabel (GTK_WIDGET (self), label != NULL ? label : _("SWOP board"));
  phl_game_view_describe_board (GTK_WIDGET (self), description);
}

void
phl_swop_canvas_changed (PhlSwopCanvas *self)
{
  update_accessible (self);
  phl_layer_cache_queue_still (&self->layer, GTK_WIDGET (self));
}

void
phl_swop_canvas_hover_changed (PhlSwopCanvas *self)
{
  update_accessible (self);
  phl_layer_cache_queue_live (&self->layer, GTK_WIDGET (self));
}

/* ------------------------------------------------------------------ */
/* Animation                                                           */

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (widget);

  self->anim_t = (double) (gdk_frame_clock_get_frame_time (clock) - self->anim_start)
                 / (self->anim_ms * G_TIME_SPAN_MILLISECOND);
  if (self->anim_t >= 1)
    {
      /* At rest: the dice and pawns join the still layer again. */
      self->anim_t = 1;
      self->anim_swap = FALSE;
      self->tick_id = 0;
      phl_layer_cache_queue_still (&self->layer, widget);
      return G_SOURCE_REMOVE;
    }
  phl_layer_cache_queue_live (&self->layer, widget);
  return G_SOURCE_CONTINUE;
}

static void
start_animation (PhlSwopCanvas *self,
                 guint          ms)
{
  if (ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->anim_t = 1;
      self->anim_swap = FALSE;
      return;
    }
  self->anim_ms = ms;
  self->anim_t = 0;
  self->anim_start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

GtkWidget *
phl_swop_canvas_new (void)
{
  return g_object_new (PHL_TYPE_SWOP_CANVAS, NULL);
}

void
phl_swop_canvas_set_match (PhlSwopCanvas *self,
                           PhlMatch      *match)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  g_set_object (&self->match, match);
  phl_layer_cache_queue_still (&self->layer, GTK_WIDGET (self));
}

void
phl_swop_canvas_set_state (PhlSwopCanvas      *self,
                           const PhlSwopState *state,
                           guint               animate_ms)
{
  PhlSwopState prev;

  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));
  g_return_if_fail (state != NULL);

  prev = self->state;
  self->state = *state;
  self->selected = -1;
  self->choice = PHL_SWOP_CHOICE_NONE;
  self->dragging = FALSE;
  for (guint seat = 0; seat < PHL_SWOP_MAX_PLAYERS; seat++)
    self->pawn_from[seat] = prev.track[seat];

  if (animate_ms > 0 && state->swaps_made == prev.swaps_made + 1 && state->last_move[0] >= 0)
    {
      int a = state->last_move[0], b = state->last_move[1];

      self->anim_swap = TRUE;
      self->anim_cells[0] = a;
      self->anim_cells[1] = b;
      self->anim_dice[0] = prev.board[a];
      self->anim_dice[1] = prev.board[b];
      self->anim_chip[0] = phl_swop_cell_is_chip (state->board[a]);
      self->anim_chip[1] = phl_swop_cell_is_chip (state->board[b]);
      start_animation (self, animate_ms);
    }
  else
    {
      self->anim_swap = FALSE;
      self->anim_t = 1;
    }
  /* What the swap just made formed stays outlined faintly (the animation's
   * own knowledge of the board before; texts come from change records). */
  self->have_last = state->swaps_made == prev.swaps_made + 1 && state->last_move[0] >= 0
                    && phl_swop_state_check_swap (&prev, state->last_move[0], state->last_move[1],
                                                  &self->last_eval) == PHL_SWOP_LEGAL;
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_set_can_act (PhlSwopCanvas *self,
                             gboolean       can_act)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  if (self->can_act == can_act)
    return;
  self->can_act = can_act;
  if (!can_act)
    {
      self->selected = -1;
      self->dragging = FALSE;
      self->choice = PHL_SWOP_CHOICE_NONE;
    }
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_set_hint (PhlSwopCanvas       *self,
                          const PhlSwopAction *hint)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  self->hint_shown = hint != NULL;
  if (hint != NULL)
    self->hint = *hint;
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_set_pending (PhlSwopCanvas *self,
                             int            first,
                             int            second,
                             PhlSwopChoice  choice)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  self->choice = choice;
  self->pending[0] = first;
  self->pending[1] = second;
  if (choice != PHL_SWOP_CHOICE_NONE)
    phl_swop_canvas_select (self, first);
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_clear_selection (PhlSwopCanvas *self)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  self->choice = PHL_SWOP_CHOICE_NONE;
  self->dragging = FALSE;
  phl_swop_canvas_select (self, -1);
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_forget_viewer (PhlSwopCanvas *self)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  self->hover = self->pool_hover = self->drag_from = -1;
  self->cursor = 0;
  self->keyboard = FALSE;
  phl_swop_canvas_clear_selection (self);
}

void
phl_swop_canvas_set_bar (PhlSwopCanvas *self,
                         GtkWidget     *bar)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  g_clear_pointer (&self->bar, gtk_widget_unparent);
  self->bar = bar;
  if (bar != NULL)
    gtk_widget_set_parent (bar, GTK_WIDGET (self));
}

void
phl_swop_canvas_set_note (PhlSwopCanvas *self,
                          const char    *note)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  if (g_strcmp0 (self->note, note) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  phl_layer_cache_queue_still (&self->layer, GTK_WIDGET (self));
}

gboolean
phl_swop_canvas_get_hint (PhlSwopCanvas *self,
                          PhlSwopAction *hint)
{
  g_return_val_if_fail (PHL_IS_SWOP_CANVAS (self), FALSE);

  if (self->hint_shown && hint != NULL)
    *hint = self->hint;
  return self->hint_shown;
}

int
phl_swop_canvas_get_selected (PhlSwopCanvas *self)
{
  g_return_val_if_fail (PHL_IS_SWOP_CANVAS (self), -1);

  return self->selected;
}

int
phl_swop_canvas_get_cursor (PhlSwopCanvas *self)
{
  g_return_val_if_fail (PHL_IS_SWOP_CANVAS (self), -1);

  return self->cursor;
}

void
phl_swop_canvas_get_geometry (PhlSwopCanvas   *self,
                              PhlSwopGeometry *geometry)
{
  g_return_if_fail (PHL_IS_SWOP_CANVAS (self));

  phl_swop_canvas_geometry (self, geometry);
}

/* ------------------------------------------------------------------ */
/* The widget                                                          */

static void
paint_still (cairo_t  *cr,
             int       width,
             int       height,
             gpointer  user_data)
{
  PhlSwopCanvas *self = user_data;
  PhlSwopGeometry g;

  phl_swop_geometry_compute (&g, &self->state, width, height);
  phl_swop_canvas_paint_still (self, cr, &g);
  if (self->bar == NULL || !gtk_widget_get_visible (self->bar))
    phl_swop_canvas_paint_preview (self, cr, &g);
}

static void
phl_swop_canvas_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PhlSwopGeometry g;

  if (self->state.n_players == 0)
    return;
  phl_swop_geometry_compute (&g, &self->state, width, height);
  phl_layer_cache_append (&self->layer, widget, snapshot, width, height, paint_still, self);
  phl_swop_canvas_snapshot_live (self, snapshot, &g);
  if (self->bar != NULL)
    gtk_widget_snapshot_child (widget, self->bar, snapshot);
}

/* The bar lies over the preview strip, as wide as the board, as tall as it
 * needs (over the track if it must: never over a die). */
static void
phl_swop_canvas_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (widget);
  PhlSwopGeometry g;
  int bar_w, bar_h, bar_x, min_w, nat_w;

  if (self->bar == NULL || !gtk_widget_get_visible (self->bar))
    return;
  phl_swop_geometry_compute (&g, &self->state, width, height);
  gtk_widget_measure (self->bar, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  bar_w = CLAMP (nat_w, MAX ((int) g.preview_w, min_w), MAX (width - 16, min_w));
  gtk_widget_measure (self->bar, GTK_ORIENTATION_VERTICAL, bar_w, &bar_h, NULL, NULL, NULL);
  /* Centred under the board, inside the canvas. */
  bar_x = (int) CLAMP (g.preview_x + g.preview_w / 2 - bar_w / 2.0, 8, MAX (8, width - 8 - bar_w));
  gtk_widget_size_allocate (self->bar,
                            &(GtkAllocation) { bar_x, (int) g.preview_y,
                                               bar_w, MIN (bar_h, MAX (0, height - (int) g.preview_y)) },
                            -1);
}

static void
phl_swop_canvas_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  int width, height;

  phl_swop_geometry_min_size (&width, &height);
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1200 : 640;
}

static void
phl_swop_canvas_dispose (GObject *object)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_object (&self->match);
  g_clear_pointer (&self->bar, gtk_widget_unparent);
  g_clear_pointer (&self->note, g_free);
  phl_layer_cache_clear (&self->layer);

  G_OBJECT_CLASS (phl_swop_canvas_parent_class)->dispose (object);
}

static void
phl_swop_canvas_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  PhlSwopCanvas *self = PHL_SWOP_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_swop_canvas_class_init (PhlSwopCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_swop_canvas_dispose;
  object_class->get_property = phl_swop_canvas_get_property;
  widget_class->snapshot = phl_swop_canvas_snapshot;
  widget_class->measure = phl_swop_canvas_measure;
  widget_class->size_allocate = phl_swop_canvas_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "swop-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* The chosen die (the first of a swap), or -1. */
  properties[PROP_SELECTED] = g_param_spec_int ("selected", NULL, NULL, -1, PHL_SWOP_N_CELLS - 1, -1,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player picked two dice (first, second: cells, in the order picked). */
  phl_swop_canvas_signals[SIGNAL_SWAP_REQUESTED] =
    g_signal_new ("swap-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* The player clicked a colour in the pool while a catch-up pick is due. */
  phl_swop_canvas_signals[SIGNAL_PICK_REQUESTED] =
    g_signal_new ("pick-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
  /* The die the Swop chip replaces, while the view asks for it. */
  phl_swop_canvas_signals[SIGNAL_CHIP_CHOSEN] =
    g_signal_new ("chip-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
  /* Input the canvas refused, with the translated reason (a chip clicked,
   * the wrong turn, a pick due); NULL clears an earlier one. */
  phl_swop_canvas_signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
phl_swop_canvas_init (PhlSwopCanvas *self)
{
  self->selected = -1;
  self->hover = -1;
  self->cursor = 0;
  self->pool_hover = -1;
  self->drag_from = -1;
  self->anim_t = 1;
  self->pending[0] = self->pending[1] = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  phl_swop_canvas_init_input (self);
}
