/* phl-stampswap-change.h — Stamp Swap: what an action did, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-change.h"
#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-state.h"

G_BEGIN_DECLS

/* Tells in @change what @action (as phl_stampswap_action_parse() read
 * it) did to @before, giving @after. */
void phl_stampswap_change_describe (PhlChange                *change,
                                    const PhlStampswapState  *before,
                                    const PhlStampswapState  *after,
                                    const PhlStampswapAction *action);

G_END_DECLS
