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

G_END_DECLS
