/* phl-motion.h — how long things move on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that reads the system's reduced-motion switch
 * (gtk-enable-animations) and the app's animation-speed setting.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The nicks of the animation-speed key, in its enum's order. */
typedef enum
{
  PHL_MOTION_SLOW,
  PHL_MOTION_NORMAL,
  PHL_MOTION_FAST,
} PhlMotionSpeed;

/* @normal_ms at the normal speed, scaled by the animation-speed setting;
 * 0 when the system asks for no animations.  @widget may be NULL (the
 * default display's settings). */
guint          phl_motion_get_ms     (GtkWidget      *widget,
                                      guint           normal_ms);
/* Whether the system allows animations on @widget's display. */
gboolean       phl_motion_get_enabled (GtkWidget     *widget);
/* The app's animation-speed setting (normal without an installed schema). */
PhlMotionSpeed phl_motion_get_speed  (void);
/* The rule itself, without a display: 0 without animations, twice as long
 * when slow, half as long when fast. */
guint          phl_motion_scale_ms   (guint           normal_ms,
                                      gboolean        animations,
                                      PhlMotionSpeed  speed);

G_END_DECLS
