/* phl-stampswap-view.h — the Stamp Swap play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-game-view.h"
#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_STAMPSWAP_VIEW (phl_stampswap_view_get_type ())

G_DECLARE_FINAL_TYPE (PhlStampswapView, phl_stampswap_view, PHL, STAMPSWAP_VIEW, PhlGameView)

GtkWidget *phl_stampswap_view_new (PhlMatch *match);

G_END_DECLS
