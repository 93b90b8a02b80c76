/* phl-window.h — the main window: the library and the match being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "phl-application.h"

G_BEGIN_DECLS

#define PHL_TYPE_WINDOW (phl_window_get_type ())

G_DECLARE_FINAL_TYPE (PhlWindow, phl_window, PHL, WINDOW, AdwApplicationWindow)

PhlWindow *phl_window_new       (PhlApplication *application);
PhlMatch  *phl_window_get_match (PhlWindow      *self);
/* The window's online play (phl-online.h), a PhlOnline. */
GObject   *phl_window_get_online (PhlWindow     *self);

G_END_DECLS
