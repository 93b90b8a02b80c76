/* phl-swop-position.h — SWOP positions as docs/save-format.md describes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "swop/phl-swop-state.h"

G_BEGIN_DECLS

/* Reads [Match], [Board], [PlayerN] and [LastMove]; every error names the
 * file, line, group and key. */
PhlSwopState *phl_swop_position_load           (PhlKeyFile          *file,
                                                GError             **error);
/* The same for a position whose [Match] the match has read into @setup. */
PhlSwopState *phl_swop_position_read           (const PhlSetup      *setup,
                                                GError             **error);
void          phl_swop_position_save           (const PhlSwopState  *state,
                                                GKeyFile            *file);
/* `philatelia-cli score`: [PlayerN] Score= (and Team= in the team game). */
void          phl_swop_position_write_score    (const PhlSwopState  *state,
                                                GKeyFile            *out);
/* `philatelia-cli moves`: "a1 c3 points=4 sequences=2 bonus=1 swops=0",
 * best first; one line per pair of cells whatever the choices. */
GPtrArray    *phl_swop_position_describe_moves (const PhlSwopState  *state);

G_END_DECLS
