/* phl-swop-canvas-input.c — pointer, keyboard and tooltips of the SWOP canvas
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two dice make a swap intent: click one then the other, drag one onto the
 * other, or move the cursor with the arrow keys and press Enter or Space
 * on each.  The canvas only emits the intent (::swap-requested); it never
 * submits.
 */
#define G_LOG_DOMAIN "phl-swop-canvas"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-swop-canvas-private.h"

#define DRAG_THRESHOLD 6.0

static void
refuse (PhlSwopCanvas *self,
        const char    *reason)
{
  g_signal_emit (self, phl_swop_canvas_signals[SIGNAL_REFUSED], 0, reason);
  if (reason != NULL)
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
activate_cell (PhlSwopCanvas *self,
               int            cell)
{
  const PhlSwopState *state = &self->state;
  int first;

  if (!self->can_act)
    {
      if (!state->over)
        refuse (self, _("Please wait for your turn."));
      return;
    }
  if ((self->choice & PHL_SWOP_CHOICE_CHIP) && (cell == self->pending[0] || cell == self->pending[1]))
    {
      g_signal_emit (self, phl_swop_canvas_signals[SIGNAL_CHIP_CHOSEN], 0, cell);
      return;
    }
  if (self->choice != PHL_SWOP_CHOICE_NONE)
    return;
  if (state->picks > 0)
    {
      refuse (self, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_PICK_PENDING));
      return;
    }
  if (self->selected < 0)
    {
      if (phl_swop_cell_is_chip (state->board[cell]))
        refuse (self, phl_swop_illegal_message (PHL_SWOP_ILLEGAL_CHIP));
      else
        {
          refuse (self, NULL);
          phl_swop_canvas_select (self, cell);
        }
      phl_swop_canvas_changed (self);
      return;
    }
  if (self->selected == cell)
    {
      phl_swop_canvas_select (self, -1);
      phl_swop_canvas_changed (self);
      return;
    }
  first = self->selected;
  g_signal_emit (self, phl_swop_canvas_signals[SIGNAL_SWAP_REQUESTED], 0, first, cell);
}

static void
pick_from_pool (PhlSwopCanvas *self,
                int            colour)
{
  const PhlSwopState *state = &self->state;

  if (!self->can_act || state->picks == 0 || state->pool[colour] == 0)
    return;
  g_signal_emit (self, phl_swop_canvas_signals[SIGNAL_PICK_REQUESTED], 0, colour);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PhlSwopCanvas            *self)
{
  PhlSwopGeometry g;
  int cell, pool;

  /* GTK repeats a still pointer's place as the board changes under it:
   * that takes nothing from a keyboard player. */
  if (!phl_pointer_moved (GTK_EVENT_CONTROLLER (controller), &self->pointer_spot) && self->keyboard)
    return;
  phl_swop_canvas_geometry (self, &g);
  cell = phl_swop_geometry_cell_at (&g, x, y);
  pool = phl_swop_geometry_pool_at (&g, &self->state, x, y);
  self->pointer_x = x;
  self->pointer_y = y;
  if (cell != self->hover || pool != self->pool_hover || self->keyboard)
    {
      /* With no die chosen, the pointer moves only the hover ring. */
      gboolean ring_only = pool == self->pool_hover && !self->keyboard && self->selected < 0 && !self->dragging;

      self->keyboard = FALSE;
      self->hover = cell;
      self->pool_hover = pool;
      if (ring_only)
        phl_swop_canvas_hover_changed (self);
      else
        phl_swop_canvas_changed (self);
    }
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   self->can_act && ((cell >= 0 && !phl_swop_cell_is_chip (self->state.board[cell]))
                                                     || (pool >= 0 && self->state.picks > 0))
                                   ? "pointer" : NULL);
}

static void
on_leave (GtkEventControllerMotion *controller,
          PhlSwopCanvas            *self)
{
  self->hover = -1;
  self->pool_hover = -1;
  self->pointer_spot.known = FALSE;
  phl_swop_canvas_changed (self);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PhlSwopCanvas  *self)
{
  PhlSwopGeometry g;

  phl_swop_canvas_geometry (self, &g);
  self->drag_from = phl_swop_geometry_cell_at (&g, x, y);
  self->dragging = FALSE;
  self->pointer_x = x;
  self->pointer_y = y;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                PhlSwopCanvas  *self)
{
  PhlSwopGeometry g;
  double sx, sy;

  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  self->pointer_x = sx + dx;
  self->pointer_y = sy + dy;
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || self->drag_from < 0 || !self->can_act
          || self->choice != PHL_SWOP_CHOICE_NONE || self->state.picks > 0
          || phl_swop_cell_is_chip (self->state.board[self->drag_from]))
        return;
      self->dragging = TRUE;
      self->keyboard = FALSE;
      refuse (self, NULL);
      phl_swop_canvas_select (self, self->drag_from);
    }
  phl_swop_canvas_geometry (self, &g);
  self->hover = phl_swop_geometry_cell_at (&g, self->pointer_x, self->pointer_y);
  phl_swop_canvas_changed (self);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             PhlSwopCanvas  *self)
{
  PhlSwopGeometry g;
  double sx, sy;
  int target, pool;

  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  phl_swop_canvas_geometry (self, &g);
  target = phl_swop_geometry_cell_at (&g, sx + dx, sy + dy);
  if (self->dragging)
    {
      int first = self->selected;

      self->dragging = FALSE;
      if (target >= 0 && target != first)
        g_signal_emit (self, phl_swop_canvas_signals[SIGNAL_SWAP_REQUESTED], 0, first, target);
      else
        {
          phl_swop_canvas_select (self, -1);
          phl_swop_canvas_changed (self);
        }
      return;
    }
  /* A click. */
  pool = phl_swop_geometry_pool_at (&g, &self->state, sx, sy);
  if (pool >= 0)
    pick_from_pool (self, pool);
  else if (target >= 0)
    {
      self->cursor = target;
      activate_cell (self, target);
    }
  else if (self->selected >= 0 && self->choice == PHL_SWOP_CHOICE_NONE)
    {
      phl_swop_canvas_select (self, -1);
      phl_swop_canvas_changed (self);
    }
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                PhlSwopCanvas         *self)
{
  int column = phl_swop_cell_column (MAX (self->cursor, 0));
  int row = phl_swop_cell_row (MAX (self->cursor, 0));

  if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      column = (column + PHL_SWOP_COLUMNS - 1) % PHL_SWOP_COLUMNS;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      column = (column + 1) % PHL_SWOP_COLUMNS;
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      row = (row + PHL_SWOP_ROWS - 1) % PHL_SWOP_ROWS;
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      row = (row + 1) % PHL_SWOP_ROWS;
      break;
    case GDK_KEY_Home:
      column = 0;
      break;
    case GDK_KEY_End:
      column = PHL_SWOP_COLUMNS - 1;
      break;
    case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_KP_Space:
      self->keyboard = TRUE;
      activate_cell (self, MAX (self->cursor, 0));
      return TRUE;
    case GDK_KEY_Escape:
      if (self->selected >= 0 && self->choice == PHL_SWOP_CHOICE_NONE)
        {
          phl_swop_canvas_select (self, -1);
          phl_swop_canvas_changed (self);
          return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
  self->keyboard = TRUE;
  self->cursor = phl_swop_cell_index (column, row);
  phl_swop_canvas_changed (self);
  return TRUE;
}

/* Tooltips for what the canvas draws besides the dice (those have the
 * preview strip): the players' rows, the pool and the track's fields. */
static gboolean
on_query_tooltip (GtkWidget     *widget,
                  int            x,
                  int            y,
                  gboolean       keyboard,
                  GtkTooltip    *tooltip,
                  PhlSwopCanvas *self)
{
  const PhlSwopState *state = &self->state;
  g_autofree char *text = NULL;
  PhlSwopGeometry g;
  int colour;

  if (keyboard)
    return FALSE;
  phl_swop_canvas_geometry (self, &g);
  colour = phl_swop_geometry_pool_at (&g, state, x, y);
  if (colour >= 0)
    /* Translators: tooltip of a colour in the pool: "Red: 2 in the pool" */
    text = g_strdup_printf (_("%s: %u in the pool"), phl_swop_die_colour (colour)->name, state->pool[colour]);
  else if (x >= g.panel_x && x < g.panel_x + g.panel_w && y < g.pool_y)
    for (guint seat = 0; seat < state->n_players && text == NULL; seat++)
      {
        double row_x, row_y;

        phl_swop_geometry_seat_at (&g, state, seat, &row_x, &row_y);
        if (x < row_x || x >= row_x + g.row_w || y < row_y || y >= row_y + g.row_h)
          continue;
        if (state->cubes)
          text = g_strdup_printf (ngettext ("%s: %d points, %u Swop chip left, %u colour cubes",
                                            "%s: %d points, %u Swop chips left, %u colour cubes", state->chips[seat]),
                                  phl_swop_canvas_seat_name (self, seat), phl_swop_state_score (state, seat),
                                  state->chips[seat], phl_swop_state_cubes_of (state, seat));
        else
          text = g_strdup_printf (ngettext ("%s: %d points, %u Swop chip left",
                                            "%s: %d points, %u Swop chips left", state->chips[seat]),
                                  phl_swop_canvas_seat_name (self, seat), phl_swop_state_score (state, seat),
                                  state->chips[seat]);
      }
  else if (y >= g.track_y && x >= g.track_x && x < g.track_x + g.track_w)
    {
      int field = (int) ((x - g.track_x) / g.field_w);
      gboolean star = field == PHL_SWOP_PICK_FIELD_1 || field == PHL_SWOP_PICK_FIELD_2;

      if (star && state->cubes && state->variant != PHL_SWOP_VARIANT_SOLO)
        text = g_strdup (_("When the first pawn reaches this field, the last player takes a colour cube from the pool"));
      else if (star && state->takebacks)
        text = g_strdup (_("On reaching this field you take back a spent colour cube"));
      else if (field == PHL_SWOP_FINISH)
        text = g_strdup (state->variant == PHL_SWOP_VARIANT_SOLO ? _("The goal of the solo game")
                                                                  : _("The finish: the game ends after this round"));
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { x - 8, y - 8, 16, 16 });
  return TRUE;
}

static void
on_focus_changed (PhlSwopCanvas *self)
{
  if (self->cursor < 0)
    self->cursor = 0;
  phl_swop_canvas_changed (self);
}

void
phl_swop_canvas_init_input (PhlSwopCanvas *self)
{
  GtkEventController *motion, *key, *focus;
  GtkGesture *drag;

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
}
