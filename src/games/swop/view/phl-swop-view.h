/* phl-swop-view.h — the SWOP play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-view.h"

G_BEGIN_DECLS

#define PHL_TYPE_SWOP_VIEW (phl_swop_view_get_type ())

G_DECLARE_FINAL_TYPE (PhlSwopView, phl_swop_view, PHL, SWOP_VIEW, PhlGameView)

/* The play screen of @match, a SWOP match; it only submits actions. */
GtkWidget *phl_swop_view_new (PhlMatch *match);

G_END_DECLS
