/* phl-layer-cache.c — a board's still picture kept between frames
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-layer-cache"

#include "config.h"

#include <math.h>

#include "phl-layer-cache.h"

void
phl_layer_cache_clear (PhlLayerCache *cache)
{
  g_clear_pointer (&cache->node, gsk_render_node_unref);
}

void
phl_layer_cache_queue_still (PhlLayerCache *cache,
                             GtkWidget     *widget)
{
  cache->still_changed = TRUE;
  gtk_widget_queue_draw (widget);
}

void
phl_layer_cache_queue_live (PhlLayerCache *cache,
                            GtkWidget     *widget)
{
  cache->live_only = TRUE;
  gtk_widget_queue_draw (widget);
}

void
phl_layer_cache_append (PhlLayerCache     *cache,
                        GtkWidget         *widget,
                        GtkSnapshot       *snapshot,
                        int                width,
                        int                height,
                        PhlLayerPaintFunc  paint,
                        gpointer           user_data)
{
  int scale = gtk_widget_get_scale_factor (widget);

  if (cache->node == NULL || cache->still_changed || !cache->live_only
      || cache->width != width || cache->height != height || cache->scale != scale)
    {
      GtkSnapshot *still = gtk_snapshot_new ();
      cairo_t *cr = gtk_snapshot_append_cairo (still, &GRAPHENE_RECT_INIT (0, 0, width, height));
      cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_t *image_cr;

      /* Painted once into pixels, so that a frame redrawing a few small
       * areas composites those pixels instead of replaying the whole
       * drawing: the cairo renderer draws every node that meets the
       * bounding box of what changed. */
      cairo_surface_set_device_scale (image, scale, scale);
      image_cr = cairo_create (image);
      paint (image_cr, width, height, user_data);
      cairo_destroy (image_cr);
      cairo_set_source_surface (cr, image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (image);
      g_clear_pointer (&cache->node, gsk_render_node_unref);
      cache->node = gtk_snapshot_free_to_node (still);
      cache->width = width;
      cache->height = height;
      cache->scale = scale;
      cache->n_paints++;
    }
  cache->still_changed = FALSE;
  cache->live_only = FALSE;
  if (cache->node != NULL)
    gtk_snapshot_append_node (snapshot, cache->node);
}

cairo_t *
phl_layer_cache_live_cairo (GtkSnapshot *snapshot,
                            double       x,
                            double       y,
                            double       width,
                            double       height)
{
  /* Whole pixels, so that the area redrawn covers every pixel touched. */
  double x0 = floor (x), y0 = floor (y);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x0, y0, ceil (x + width) - x0, ceil (y + height) - y0);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  cairo_rectangle (cr, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
  cairo_clip (cr);
  return cr;
}
