/* phl-stampswap-rules-summary.h — the in-app rules summary window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWindow *phl_stampswap_rules_summary_new (GtkWindow *parent);

G_END_DECLS
