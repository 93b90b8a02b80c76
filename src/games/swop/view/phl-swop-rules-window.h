/* phl-swop-rules-window.h — the in-app rules summary of SWOP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A window with the translated rules summary, transient for @parent. */
GtkWindow *phl_swop_rules_window_new (GtkWindow *parent);

G_END_DECLS
