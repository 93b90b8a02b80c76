/* phl-pebbles.h — Pebbles, the development game (phl-pebbles.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-rules.h"

G_BEGIN_DECLS

extern const PhlGameRules phl_pebbles_rules;

/* The pebbles left on the pile. */
guint phl_pebbles_get_pile  (gconstpointer state);
/* The pebbles @seat has taken. */
guint phl_pebbles_get_taken (gconstpointer state,
                             guint         seat);

G_END_DECLS
