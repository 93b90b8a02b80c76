/* phl-new-game-dialog.h — the setup of a match, shared by all games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "phl-game-info.h"
#include "phl-match.h"

G_BEGIN_DECLS

#define PHL_TYPE_NEW_GAME_DIALOG (phl_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PhlNewGameDialog, phl_new_game_dialog, PHL, NEW_GAME_DIALOG, AdwWindow)

PhlNewGameDialog *phl_new_game_dialog_new (GtkWindow         *parent,
                                           const PhlGameInfo *info);
/* Chooses the user deck at @deck_path and, to try it in the first round,
 * its card @group ("Contest:colour-club"); a deck the dialog does not
 * offer (one with problems) or a card it lacks is left unchosen. */
void              phl_new_game_dialog_try_card (PhlNewGameDialog *self,
                                                const char       *deck_path,
                                                const char       *group);

G_END_DECLS
