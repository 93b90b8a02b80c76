/* phl-deck-editor.h — the Stamp Swap deck editor window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PHL_TYPE_DECK_EDITOR (phl_deck_editor_get_type ())
G_DECLARE_FINAL_TYPE (PhlDeckEditor, phl_deck_editor, PHL, DECK_EDITOR, AdwApplicationWindow)

/* Shows the application's deck editor, creating it on first use. */
void           phl_deck_editor_present   (GtkApplication *app);
PhlDeckEditor *phl_deck_editor_new       (GtkApplication *app);

/* For tests and scripted use: open a deck file or the standard deck (NULL). */
void           phl_deck_editor_open_deck (PhlDeckEditor  *self,
                                          const char     *path);

G_END_DECLS
