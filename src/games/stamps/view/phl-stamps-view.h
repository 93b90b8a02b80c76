/* phl-stamps-view.h — the STAMPS play screen, a PhlGameView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-game-view.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPS_VIEW (phl_stamps_view_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampsView, phl_stamps_view, PHL, STAMPS_VIEW, PhlGameView)

GtkWidget *phl_stamps_view_new (PhlMatch *match);

/* phl-stamps-anchors.c: where Learn to Play points (docs/guides.md,
 * "STAMPS anchors"); the class's get_anchor(). */
gboolean   phl_stamps_view_get_anchor (PhlGameView     *view,
                                       const char      *anchor,
                                       graphene_rect_t *rect);

G_END_DECLS
