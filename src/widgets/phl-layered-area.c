/* phl-layered-area.c — a drawing area whose still picture is kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-layered-area"

#include "config.h"

#include "phl-layer-cache.h"
#include "phl-layered-area.h"

struct _PhlLayeredArea
{
  GtkDrawingArea          parent_instance;

  GtkDrawingAreaDrawFunc  still;
  PhlLayeredAreaLiveFunc  live;
  gpointer                user_data;
  PhlLayerCache           layer;
};

G_DEFINE_FINAL_TYPE (PhlLayeredArea, phl_layered_area, GTK_TYPE_DRAWING_AREA)

static void
paint_still (cairo_t  *cr,
             int       width,
             int       height,
             gpointer  user_data)
{
  PhlLayeredArea *self = user_data;

  if (self->still != NULL)
    self->still (GTK_DRAWING_AREA (self), cr, width, height, self->user_data);
}

static void
phl_layered_area_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PhlLayeredArea *self = PHL_LAYERED_AREA (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if (width <= 0 || height <= 0)
    return;
  phl_layer_cache_append (&self->layer, widget, snapshot, width, height, paint_still, self);
  if (self->live != NULL)
    self->live (widget, snapshot, width, height, self->user_data);
}

static void
phl_layered_area_dispose (GObject *object)
{
  PhlLayeredArea *self = PHL_LAYERED_AREA (object);

  phl_layer_cache_clear (&self->layer);
  G_OBJECT_CLASS (phl_layered_area_parent_class)->dispose (object);
}

static void
phl_layered_area_class_init (PhlLayeredAreaClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_layered_area_dispose;
  widget_class->snapshot = phl_layered_area_snapshot;
}

static void
phl_layered_area_init (PhlLayeredArea *self)
{
}

void
phl_layered_area_set_funcs (PhlLayeredArea         *self,
                            GtkDrawingAreaDrawFunc  still,
                            PhlLayeredAreaLiveFunc  live,
                            gpointer                user_data)
{
  g_return_if_fail (PHL_IS_LAYERED_AREA (self));

  self->still = still;
  self->live = live;
  self->user_data = user_data;
  phl_layered_area_queue_still (self);
}

void
phl_layered_area_queue_live (PhlLayeredArea *self)
{
  g_return_if_fail (PHL_IS_LAYERED_AREA (self));

  phl_layer_cache_queue_live (&self->layer, GTK_WIDGET (self));
}

void
phl_layered_area_queue_still (PhlLayeredArea *self)
{
  g_return_if_fail (PHL_IS_LAYERED_AREA (self));

  phl_layer_cache_queue_still (&self->layer, GTK_WIDGET (self));
}

guint
phl_layered_area_get_n_still_paints (PhlLayeredArea *self)
{
  g_return_val_if_fail (PHL_IS_LAYERED_AREA (self), 0);

  return self->layer.n_paints;
}
