/* phl-pointer.h — whether the mouse pointer really moved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK sends a board a motion event at the pointer's old place when the
 * board changes under a pointer that stays still (a relayout, the game
 * moving on).  A game board that describes or pops up what lies under the
 * pointer would then speak over a keyboard player; it asks here first.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where the pointer last was on its surface; zero-initialised is fine. */
typedef struct
{
  gboolean known;
  double   x, y;
} PhlPointerSpot;

/* TRUE when the motion event @controller is handling is at another place
 * on the surface than the last one @spot remembers (or has no event, as
 * a test's synthetic motion), and remembers it. */
gboolean phl_pointer_moved (GtkEventController *controller,
                            PhlPointerSpot     *spot);

G_END_DECLS
