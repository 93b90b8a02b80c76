/* phl-layer-cache.h — a board's still picture kept between frames
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board is two layers: the still one (the table, the cards, the dice at
 * rest), painted once into pixels and kept as a render node, and the live
 * one (a hover ring, a die on its way, a countdown's dial), painted every
 * frame into small nodes of its own.  GTK redraws on screen only where
 * the nodes of a frame differ from the last frame's (GTK 4.8 has no other
 * partial redraw for one widget), so a frame that reuses the still node
 * costs the live layer's area only: the cairo renderer composites the
 * kept pixels there instead of replaying the whole drawing.
 *
 * The cache repaints the still layer at the next snapshot unless the only
 * redraw asked for since the last was phl_layer_cache_queue_live(): any
 * other gtk_widget_queue_draw() (a state change, a style change, a new
 * size) repaints it, so a board stays right even where it does not know
 * the cache.  A board that asks for a live frame must therefore ask for
 * every other redraw with phl_layer_cache_queue_still(), never with a bare
 * gtk_widget_queue_draw() in the same frame.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*PhlLayerPaintFunc) (cairo_t  *cr,
                                   int       width,
                                   int       height,
                                   gpointer  user_data);

typedef struct
{
  GskRenderNode *node;
  int            width, height, scale;
  gboolean       still_changed;
  gboolean       live_only;
  guint          n_paints;   /* how often the still layer was painted */
} PhlLayerCache;

/* Drops the kept node (dispose). */
void     phl_layer_cache_clear        (PhlLayerCache     *cache);
/* The still picture changed: repainted at the next frame. */
void     phl_layer_cache_queue_still  (PhlLayerCache     *cache,
                                       GtkWidget         *widget);
/* Only the live layer changed: the next frame reuses the still node. */
void     phl_layer_cache_queue_live   (PhlLayerCache     *cache,
                                       GtkWidget         *widget);
/* Appends the still layer (@width × @height at the widget's origin) to
 * @snapshot, painting it with @paint when it must be. */
void     phl_layer_cache_append       (PhlLayerCache     *cache,
                                       GtkWidget         *widget,
                                       GtkSnapshot       *snapshot,
                                       int                width,
                                       int                height,
                                       PhlLayerPaintFunc  paint,
                                       gpointer           user_data);
/* A live part: a cairo context for the area @x, @y, @width × @height
 * (clipped to it), appended to @snapshot; cairo_destroy() it when done.
 * The smaller the area, the less the frame redraws. */
cairo_t *phl_layer_cache_live_cairo   (GtkSnapshot       *snapshot,
                                       double             x,
                                       double             y,
                                       double             width,
                                       double             height);

G_END_DECLS
