/* pebbles.h — a tiny game for testing the shared match machinery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pile of 10-20 pebbles (drawn from the match's RNG); players take 1-3 in
 * turn; "take 3" is treated as revealing hidden information, so undo stops
 * there.  The game ends when the pile is empty; most pebbles wins.
 */
#pragma once

#include "phl-game-rules.h"

extern const PhlGameRules pebbles_rules;
