/* phl-layered-area.h — a drawing area whose still picture is kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkDrawingArea for a board drawn in two layers (phl-layer-cache.h):
 * the still one painted by @still only when something but the live layer
 * changed, the live one appended by @live every frame.  Any
 * gtk_widget_queue_draw() repaints the still layer;
 * phl_layered_area_queue_live() asks for a frame of the live layer only.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PHL_TYPE_LAYERED_AREA (phl_layered_area_get_type ())

G_DECLARE_FINAL_TYPE (PhlLayeredArea, phl_layered_area, PHL, LAYERED_AREA, GtkDrawingArea)

typedef void (*PhlLayeredAreaLiveFunc) (GtkWidget   *area,
                                        GtkSnapshot *snapshot,
                                        int          width,
                                        int          height,
                                        gpointer     user_data);

void   phl_layered_area_set_funcs   (PhlLayeredArea         *self,
                                     GtkDrawingAreaDrawFunc  still,
                                     PhlLayeredAreaLiveFunc  live,
                                     gpointer                user_data);
void   phl_layered_area_queue_live  (PhlLayeredArea         *self);
void   phl_layered_area_queue_still (PhlLayeredArea         *self);
/* How often the still layer was painted (for tests and benchmarks). */
guint  phl_layered_area_get_n_still_paints (PhlLayeredArea *self);

G_END_DECLS
