/* phl-stampswap-progress.h — a Stamp Swap game in progress in a position file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The [Progress] and [Progress.PlayerN] groups (docs/save-format.md) hold
 * everything play needs beyond the albums: phase, round, pool, decks,
 * every seat's holdings and marks, and who has viewed which face-down
 * stamp.  The deck travels in the file as [Deck] and [Deck.<group>], as
 * in a save.  Written for every state that is not an analysed position,
 * so a position read back plays on with the same legal actions.
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

#define PHL_STAMPSWAP_PROGRESS_GROUP "Progress"

void               phl_stampswap_progress_save (const PhlStampswapState *state,
                                                GKeyFile                *file);
PhlStampswapState *phl_stampswap_progress_load (PhlKeyFile              *file,
                                                guint                    n_players,
                                                GError                 **error);

G_END_DECLS
