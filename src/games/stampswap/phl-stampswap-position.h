/* phl-stampswap-position.h — Stamp Swap positions and `score` output (docs/save-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position states albums directly ([PlayerN] Album=, [PlayerN.Stamps])
 * with inline [Contest:<id>] groups; it is scored, never played on.
 */
#pragma once

#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

PhlStampswapState *phl_stampswap_position_load        (PhlKeyFile              *file,
                                                       GError                 **error);
/* The same for a position whose [Match] the match has read into @setup. */
PhlStampswapState *phl_stampswap_position_read (const PhlSetup  *setup,
                                                GError         **error);
void               phl_stampswap_position_save        (const PhlStampswapState *state,
                                                       GKeyFile                *file);
/* [PlayerN] Contest:<id>=, Forever=, Values=, Specialists= */
void               phl_stampswap_position_write_score (const PhlStampswapState *state,
                                                       GKeyFile                *out);

G_END_DECLS
