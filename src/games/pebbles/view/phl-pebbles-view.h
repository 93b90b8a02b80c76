/* phl-pebbles-view.h — the Pebbles play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-view.h"

G_BEGIN_DECLS

#define PHL_TYPE_PEBBLES_VIEW (phl_pebbles_view_get_type ())
G_DECLARE_FINAL_TYPE (PhlPebblesView, phl_pebbles_view, PHL, PEBBLES_VIEW, PhlGameView)

GtkWidget *phl_pebbles_view_new (PhlMatch *match);

G_END_DECLS
