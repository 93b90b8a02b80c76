/* phl-pointer.c — whether the mouse pointer really moved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-pointer.h"

gboolean
phl_pointer_moved (GtkEventController *controller,
                   PhlPointerSpot     *spot)
{
  GdkEvent *event = gtk_event_controller_get_current_event (controller);
  double x, y;

  if (event == NULL || !gdk_event_get_position (event, &x, &y))
    return TRUE;
  if (spot->known && x == spot->x && y == spot->y)
    return FALSE;
  spot->known = TRUE;
  spot->x = x;
  spot->y = y;
  return TRUE;
}
