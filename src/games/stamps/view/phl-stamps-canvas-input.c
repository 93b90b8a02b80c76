/* phl-stamps-canvas-input.c — the STAMPS board's pointer and keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A click on a hand stamp picks it, a click on a highlighted cell places
 * it.  The keyboard does the same: 1 and 2 pick, the arrows walk every
 * cell of the grid around the stamps, Enter or Space places (on a cell no
 * stamp may go to, it takes the cursor to the nearest one that may).  + and − zoom, 0 or Home fits
 * the grid again; Ctrl+scroll zooms and the middle or right button pans.
 */
#define G_LOG_DOMAIN "phl-stamps-canvas"

#include "config.h"

#include <math.h>

#include "stamps/view/phl-stamps-canvas-private.h"
#include "stamps/view/phl-stamps-cells.h"

void
phl_stamps_canvas_set_hover (PhlStampsCanvas *self,
                             gboolean         has,
                             int              x,
                             int              y)
{
  if (has == self->has_hover && (!has || (x == self->hover_x && y == self->hover_y)))
    return;
  self->has_hover = has;
  self->hover_x = x;
  self->hover_y = y;
  /* The preview redraws what it covers (live from cell to cell); the
   * keyboard cursor is on the kept layer. */
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  if (self->keyboard_mode)
    phl_stamps_canvas_redraw (self);
}

/* The cell under the pointer, whatever it holds (the screen reader's). */
static void
set_point (PhlStampsCanvas *self,
           gboolean         has,
           int              x,
           int              y)
{
  if (has == self->has_point && (!has || (x == self->point_x && y == self->point_y)))
    return;
  self->has_point = has;
  self->point_x = x;
  self->point_y = y;
  phl_stamps_canvas_update_accessible (self);
}

void
phl_stamps_canvas_select_hand (PhlStampsCanvas *self,
                               guint            index)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);

  if (!self->interactive || self->viewer < 0 || index >= state->hand_len[self->viewer])
    return;
  self->selected = index;
  phl_stamps_canvas_update_preview (self);
  phl_stamps_canvas_update_accessible (self);
  phl_stamps_canvas_redraw (self);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    px,
           double                    py,
           PhlStampsCanvas          *self)
{
  PhlStampsLayout l;
  int x, y;
  int hand;
  gboolean on_board;

  /* GTK repeats the last position after a relayout (the board may have
   * moved under a still pointer): that is no reason to take the cursor
   * away from a keyboard user. */
  if ((!phl_pointer_moved (GTK_EVENT_CONTROLLER (motion), &self->pointer_spot)
       || (px == self->pointer_x && py == self->pointer_y)) && self->keyboard_mode)
    return;
  self->pointer_x = px;
  self->pointer_y = py;
  self->keyboard_mode = FALSE;
  phl_stamps_canvas_compute_layout (self, &l);
  hand = phl_stamps_layout_hand_at (&l, px, py);
  if (hand != self->hover_hand)
    {
      self->hover_hand = hand;
      if (phl_stamps_canvas_hover_live (self))
        phl_layer_cache_queue_live (&self->layer, GTK_WIDGET (self));
      else
        phl_stamps_canvas_redraw (self);
    }
  on_board = phl_stamps_layout_cell_at (&l, px, py, &x, &y);
  set_point (self, on_board, x, y);
  if (on_board && phl_stamps_canvas_is_legal (self, x, y))
    phl_stamps_canvas_set_hover (self, TRUE, x, y);
  else
    phl_stamps_canvas_set_hover (self, FALSE, 0, 0);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   self->interactive && (self->has_hover || hand >= 0) ? "pointer" : NULL);
}

static void
on_leave (GtkEventControllerMotion *motion,
          PhlStampsCanvas          *self)
{
  self->hover_hand = -1;
  self->pointer_spot.known = FALSE;
  set_point (self, FALSE, 0, 0);
  if (!self->keyboard_mode)
    phl_stamps_canvas_set_hover (self, FALSE, 0, 0);
  phl_stamps_canvas_redraw (self);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           px,
            double           py,
            PhlStampsCanvas *self)
{
  PhlStampsLayout l;
  int x, y, hand;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  phl_stamps_canvas_compute_layout (self, &l);
  hand = phl_stamps_layout_hand_at (&l, px, py);
  if (hand >= 0)
    phl_stamps_canvas_select_hand (self, hand);
  else if (phl_stamps_layout_cell_at (&l, px, py, &x, &y))
    phl_stamps_canvas_place_at (self, x, y);
}

static const PhlStampsCell *
legal_cell (PhlStampsCanvas *self,
            guint            i)
{
  return &g_array_index (self->legal, PhlStampsCell, i);
}

/* The legal cell nearest to (@cx, @cy) in game units: where Enter on a
 * cell no stamp may go to takes the cursor. */
static gboolean
nearest_legal (PhlStampsCanvas *self,
               double           cx,
               double           cy,
               int             *x,
               int             *y)
{
  double best = G_MAXDOUBLE;

  if (self->legal == NULL)
    return FALSE;
  for (guint i = 0; i < self->legal->len; i++)
    {
      const PhlStampsCell *c = legal_cell (self, i);
      double d = hypot (c->x + 0.5 - cx, c->y + 0.5 - cy);

      if (d < best)
        {
          best = d;
          *x = c->x;
          *y = c->y;
        }
    }
  return best < G_MAXDOUBLE;
}

/* The arrows walk every cell of the area drawn around the stamps, one
 * step in the direction on screen (Down is the row below), occupied
 * cells too, so a listener hears the whole grid; at its edge the bell.
 * With no cursor yet it starts on the legal cell nearest the middle. */
static void
move_cursor (PhlStampsCanvas *self,
             int              dx,
             int              dy)
{
  int x0, y0, x1, y1, x, y;

  phl_stamps_cells_area (phl_stamps_canvas_state (self), &x0, &y0, &x1, &y1);
  if (!self->has_hover)
    {
      if (!nearest_legal (self, self->to.cx, self->to.cy, &x, &y))
        {
          x = (x0 + x1) / 2;
          y = (y0 + y1) / 2;
        }
    }
  else
    {
      x = CLAMP (self->hover_x + dx, x0, x1);
      y = CLAMP (self->hover_y + dy, y0, y1);
      if (x == self->hover_x && y == self->hover_y && (dx != 0 || dy != 0))
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          return;
        }
    }
  self->keyboard_mode = TRUE;
  phl_stamps_canvas_set_hover (self, TRUE, x, y);
}

static void
reset_view (PhlStampsCanvas *self)
{
  self->user_zoom = 1;
  self->pan_x = self->pan_y = 0;
  phl_stamps_canvas_redraw (self);
}

static void
zoom_by (PhlStampsCanvas *self,
         double           factor)
{
  double old = self->user_zoom;

  self->user_zoom = CLAMP (self->user_zoom * factor, 0.4, 3.0);
  /* About the board's centre. */
  self->pan_x *= self->user_zoom / old;
  self->pan_y *= self->user_zoom / old;
  phl_stamps_canvas_redraw (self);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PhlStampsCanvas       *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
    case GDK_KEY_Home:
      reset_view (self);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      zoom_by (self, 1.15);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      zoom_by (self, 1 / 1.15);
      return TRUE;
    case GDK_KEY_1:
    case GDK_KEY_KP_1:
      phl_stamps_canvas_select_hand (self, 0);
      return TRUE;
    case GDK_KEY_2:
    case GDK_KEY_KP_2:
      phl_stamps_canvas_select_hand (self, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (self->has_hover && phl_stamps_canvas_is_legal (self, self->hover_x, self->hover_y))
        phl_stamps_canvas_place_at (self, self->hover_x, self->hover_y);
      else if (self->has_hover)
        {
          int x, y;

          /* No stamp may go here: to the nearest cell where one may. */
          if (nearest_legal (self, self->hover_x + 0.5, self->hover_y + 0.5, &x, &y))
            {
              self->keyboard_mode = TRUE;
              phl_stamps_canvas_set_hover (self, TRUE, x, y);
            }
        }
      else
        move_cursor (self, 0, 0);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           PhlStampsCanvas          *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (!(mods & GDK_CONTROL_MASK))
    return FALSE;
  zoom_by (self, dy < 0 ? 1.15 : 1 / 1.15);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               PhlStampsCanvas *self)
{
  /* The left button places stamps: only the others pan. */
  if (gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_PRIMARY)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
}

static void
on_drag_update (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                PhlStampsCanvas *self)
{
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  phl_stamps_canvas_redraw (self);
}

static void
on_focus_changed (PhlStampsCanvas *self)
{
  phl_stamps_canvas_redraw (self);
}

void
phl_stamps_canvas_add_controllers (PhlStampsCanvas *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (self, "notify::has-focus", G_CALLBACK (on_focus_changed), NULL);
}
