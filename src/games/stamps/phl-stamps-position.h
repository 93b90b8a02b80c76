/* phl-stamps-position.h — STAMPS position files and `philatelia-cli` output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The docs/save-format.md contract: [Grid] Row1..RowN, [PlayerN] Hand= Markers=.
 * The draw pile is not written: it is every stamp of the game that is in
 * neither the grid nor a hand (docs/stamps.md).
 */
#pragma once

#include <glib.h>

#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "stamps/phl-stamps-state.h"

G_BEGIN_DECLS

PhlStampsState *phl_stamps_position_load        (PhlKeyFile           *file,
                                                 GError              **error);
/* The same for a position whose [Match] the match has read into @setup. */
PhlStampsState *phl_stamps_position_read        (const PhlSetup       *setup,
                                                 GError              **error);
/* Writes [Match] Players and Current (0 once over), Game and Format unless
 * present (a save's header is the match's),
 * [Grid] cropped to the stamps, so the text's top-left cell becomes (0,0),
 * and [PlayerN]. */
void            phl_stamps_position_save        (const PhlStampsState *state,
                                                 GKeyFile             *file);
/* `score`: [PlayerN] Score= as scored at the end of the game. */
void            phl_stamps_position_write_score (const PhlStampsState *state,
                                                 GKeyFile             *out);
/* `moves`: "B@3,-1 blue=0 red=2 yellow=0 green=0 purple=0", one per colour
 * in hand and legal cell, best first (see docs/stamps.md for the order). */
GPtrArray      *phl_stamps_position_describe_moves (const PhlStampsState *state);

G_END_DECLS
