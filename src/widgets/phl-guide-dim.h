/* phl-guide-dim.h — the dimmed layer over a board with holes where to look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Learn to Play (docs/guides.md) dims the board except the element a step
 * talks about.  The layer is drawn over the board and never takes input:
 * clicks and the keyboard reach the board under it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PHL_TYPE_GUIDE_DIM (phl_guide_dim_get_type ())

G_DECLARE_FINAL_TYPE (PhlGuideDim, phl_guide_dim, PHL, GUIDE_DIM, GtkWidget)

GtkWidget *phl_guide_dim_new       (void);
/* The area dimmed (the board), in the layer's coordinates, and the holes
 * left clear in it, outlined; no holes and an empty area: nothing drawn. */
void       phl_guide_dim_set_shape (PhlGuideDim           *self,
                                    const graphene_rect_t *area,
                                    const graphene_rect_t *holes,
                                    guint                  n_holes);
guint      phl_guide_dim_get_n_holes (PhlGuideDim         *self);
/* Hole @index as drawn (the anchor grown by a margin), for the tests. */
gboolean   phl_guide_dim_get_hole  (PhlGuideDim           *self,
                                    guint                  index,
                                    graphene_rect_t       *rect);

G_END_DECLS
