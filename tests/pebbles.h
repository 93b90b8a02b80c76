/* pebbles.h — the tiny game the search and match tests play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pebbles lives in its game folder (src/games/pebbles/); the tests link
 * its engine whether or not the build registers it (-Ddev-games).
 */
#pragma once

#include "pebbles/phl-pebbles.h"

#define pebbles_rules phl_pebbles_rules
