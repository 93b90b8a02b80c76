/* phl-guide-dim.c — the dimmed layer over a board with holes where to look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-guide-dim.h"

#define MAX_HOLES 8
/* Room around a hole, so the element's edge is not cut. */
#define HOLE_MARGIN 4.0

struct _PhlGuideDim
{
  GtkWidget        parent_instance;

  graphene_rect_t  area;
  graphene_rect_t  holes[MAX_HOLES];
  guint            n_holes;
};

G_DEFINE_FINAL_TYPE (PhlGuideDim, phl_guide_dim, GTK_TYPE_WIDGET)

static void
phl_guide_dim_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  PhlGuideDim *self = PHL_GUIDE_DIM (widget);
  cairo_t *cr;

  if (self->area.size.width <= 0 || self->area.size.height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &self->area);
  /* The board darkened, with even-odd holes left clear. */
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_rectangle (cr, self->area.origin.x, self->area.origin.y, self->area.size.width, self->area.size.height);
  for (guint i = 0; i < self->n_holes; i++)
    cairo_rectangle (cr, self->holes[i].origin.x, self->holes[i].origin.y,
                     self->holes[i].size.width, self->holes[i].size.height);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_fill (cr);

  /* Each hole outlined: white inside Adwaita's blue, seen on every board. */
  for (guint i = 0; i < self->n_holes; i++)
    {
      const graphene_rect_t *hole = &self->holes[i];

      cairo_set_line_width (cr, 4);
      cairo_set_source_rgb (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0);
      cairo_rectangle (cr, hole->origin.x + 2, hole->origin.y + 2, hole->size.width - 4, hole->size.height - 4);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 1.5);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, hole->origin.x + 4.75, hole->origin.y + 4.75, hole->size.width - 9.5, hole->size.height - 9.5);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
phl_guide_dim_class_init (PhlGuideDimClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = phl_guide_dim_snapshot;
  gtk_widget_class_set_css_name (widget_class, "guide-dim");
  /* Only a look: a screen reader hears the step's words instead. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
phl_guide_dim_init (PhlGuideDim *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
phl_guide_dim_new (void)
{
  return g_object_new (PHL_TYPE_GUIDE_DIM, NULL);
}

void
phl_guide_dim_set_shape (PhlGuideDim           *self,
                         const graphene_rect_t *area,
                         const graphene_rect_t *holes,
                         guint                  n_holes)
{
  g_return_if_fail (PHL_IS_GUIDE_DIM (self));

  self->area = area != NULL ? *area : GRAPHENE_RECT_INIT (0, 0, 0, 0);
  self->n_holes = MIN (n_holes, MAX_HOLES);
  for (guint i = 0; i < self->n_holes; i++)
    {
      /* Grown a little, and kept inside the dimmed area. */
      graphene_rect_inset_r (&holes[i], -HOLE_MARGIN, -HOLE_MARGIN, &self->holes[i]);
      if (!graphene_rect_intersection (&self->holes[i], &self->area, &self->holes[i]))
        self->holes[i] = GRAPHENE_RECT_INIT (0, 0, 0, 0);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
phl_guide_dim_get_n_holes (PhlGuideDim *self)
{
  g_return_val_if_fail (PHL_IS_GUIDE_DIM (self), 0);

  return self->n_holes;
}

gboolean
phl_guide_dim_get_hole (PhlGuideDim     *self,
                        guint            index,
                        graphene_rect_t *rect)
{
  g_return_val_if_fail (PHL_IS_GUIDE_DIM (self), FALSE);

  if (index >= self->n_holes)
    return FALSE;
  *rect = self->holes[index];
  return TRUE;
}
