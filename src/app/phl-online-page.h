/* phl-online-page.h — Preferences, Online: the account that plays online
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PHL_TYPE_ONLINE_PAGE (phl_online_page_get_type ())

G_DECLARE_FINAL_TYPE (PhlOnlinePage, phl_online_page, PHL, ONLINE_PAGE, AdwPreferencesPage)

GtkWidget *phl_online_page_new (GSettings *settings);

G_END_DECLS
