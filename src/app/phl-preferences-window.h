/* phl-preferences-window.h — language, style, animation and auction tempo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PHL_TYPE_PREFERENCES_WINDOW (phl_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (PhlPreferencesWindow, phl_preferences_window, PHL, PREFERENCES_WINDOW, AdwPreferencesWindow)

PhlPreferencesWindow *phl_preferences_window_new (GSettings *settings);

G_END_DECLS
