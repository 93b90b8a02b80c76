/* phl-rng.c — seeded random numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-rng"

#include "config.h"

#include "phl-rng.h"

GRand *
phl_rng_new_from_seed (guint64 seed)
{
  /* Both halves of the seed feed the Mersenne Twister, so seeds that
   * differ only in their high bits still give different games. */
  const guint32 words[2] = { (guint32) (seed & 0xffffffffu), (guint32) (seed >> 32) };

  return g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
}

guint64
phl_rng_random_seed (void)
{
  /* Seeds stay below 2^53 so they survive any tool that reads them as a double. */
  return (((guint64) g_random_int () << 32) | g_random_int ()) & ((G_GUINT64_CONSTANT (1) << 53) - 1);
}
