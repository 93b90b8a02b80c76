/* phl-window-private.h — what the window's other files share with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-window.h"

G_BEGIN_DECLS

/* Plays @match as a new game would start: asks first when it would
 * replace a game in progress (phl-window.c). */
void _phl_window_play_or_ask   (PhlWindow  *self,
                                PhlMatch   *match);
/* A short message in a toast (phl-window.c). */
void _phl_window_show_toast    (PhlWindow  *self,
                                const char *message);

/* Open… and Save As… (phl-window-files.c): win.open, win.open-file (s),
 * win.save-as and win.save-as-file (s). */
void _phl_window_class_add_file_actions (GtkWidgetClass *widget_class);

G_END_DECLS
