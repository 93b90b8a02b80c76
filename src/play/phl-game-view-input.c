/* phl-game-view-input.c — which input the player uses: keys or a pointer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Instructions say "press Enter" to a player on the keyboard and "click"
 * to one with a mouse, and hover pop-ups show only for a pointer that
 * really moved.  A controller in the capture phase sees every event of
 * the view before any of its widgets: a key press makes the keyboard the
 * input in use; a button press, a touch, or a motion to a new place (not
 * the motion GTK makes up when widgets move under a still pointer, nor a
 * focus change) makes it the pointer.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include "phl-game-view-private.h"

static void
set_keyboard (PhlGameView *self,
              gboolean     keyboard)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  if (priv->keyboard_input == keyboard)
    return;
  priv->keyboard_input = keyboard;
  _phl_game_view_guide_input_changed (self);
  g_object_notify (G_OBJECT (self), "keyboard-input");
}

static gboolean
on_event (GtkEventControllerLegacy *controller,
          GdkEvent                 *event,
          PhlGameView              *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  double x, y;

  switch ((int) gdk_event_get_event_type (event))
    {
    case GDK_KEY_PRESS:
      set_keyboard (self, TRUE);
      break;
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      set_keyboard (self, FALSE);
      break;
    case GDK_MOTION_NOTIFY:
      if (!gdk_event_get_position (event, &x, &y))
        break;
      /* A pointer that did not move is no sign of the mouse in use. */
      if (priv->pointer_seen && (ABS (x - priv->pointer_x) >= 1 || ABS (y - priv->pointer_y) >= 1))
        set_keyboard (self, FALSE);
      priv->pointer_seen = TRUE;
      priv->pointer_x = x;
      priv->pointer_y = y;
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

void
_phl_game_view_input_init (PhlGameView *self)
{
  GtkEventController *legacy = gtk_event_controller_legacy_new ();

  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect_object (legacy, "event", G_CALLBACK (on_event), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), legacy);
}

/**
 * phl_game_view_get_keyboard_input:
 * @self: a #PhlGameView
 *
 * Returns: whether the last input in the view was a key (the default
 * before any input: a screen reader's user starts with keys).
 */
gboolean
phl_game_view_get_keyboard_input (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), TRUE);

  return _phl_game_view_get_priv (self)->keyboard_input;
}

/**
 * phl_game_view_for_input:
 * @self: a #PhlGameView
 * @for_keys: the words for a player on the keyboard ("press Enter")
 * @for_pointer: the words for a player with a pointer ("click")
 *
 * Returns: (transfer none): the words for the input in use.
 */
const char *
phl_game_view_for_input (PhlGameView *self,
                         const char  *for_keys,
                         const char  *for_pointer)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), for_keys);

  return _phl_game_view_get_priv (self)->keyboard_input ? for_keys : for_pointer;
}

/**
 * phl_game_view_for_input_of:
 * @widget: a widget inside a #PhlGameView (a board's canvas)
 * @for_keys: the words for a player on the keyboard
 * @for_pointer: the words for a player with a pointer
 *
 * phl_game_view_for_input() for a part of the board that paints or says
 * an instruction itself.
 *
 * Returns: (transfer none): the words for the input in use in the view
 *   holding @widget; @for_keys outside any view.
 */
const char *
phl_game_view_for_input_of (GtkWidget  *widget,
                            const char *for_keys,
                            const char *for_pointer)
{
  GtkWidget *view;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), for_keys);

  view = gtk_widget_get_ancestor (widget, PHL_TYPE_GAME_VIEW);
  if (view == NULL)
    return for_keys;
  return phl_game_view_for_input (PHL_GAME_VIEW (view), for_keys, for_pointer);
}
