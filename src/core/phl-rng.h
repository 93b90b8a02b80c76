/* phl-rng.h — seeded random numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Matches draw chance only from a GRand made here from their 64-bit seed,
 * so a match replays exactly from its seed and its action list.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

GRand   *phl_rng_new_from_seed (guint64 seed);
/* A fresh seed for a new match, from the system's entropy. */
guint64  phl_rng_random_seed   (void);

G_END_DECLS
