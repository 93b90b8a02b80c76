/* phl-stampswap-cli.h — Stamp Swap's part of philatelia-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-rules.h"

G_BEGIN_DECLS

char *phl_stampswap_hint_reason (gconstpointer  state,
                                 const char    *action,
                                 PhlAiLevel     level);

/* `balance` and `validate-deck`. */
extern const PhlGameCommand phl_stampswap_commands[];

G_END_DECLS
