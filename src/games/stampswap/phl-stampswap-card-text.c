/* phl-stampswap-card-text.c — card texts that name their parameters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scaffolding for issue 14: the interface is fixed, the filling and the
 * checks are being written on the "texts" branch.
 */
#include "config.h"

#include "stampswap/phl-stampswap-card-text.h"

char *
phl_stampswap_card_text_fill (const char             *text,
                              const PhlStampswapCard *card,
                              const char             *language)
{
  return g_strdup (text);
}

gboolean
phl_stampswap_card_text_check (const char             *text,
                               const PhlStampswapCard *card,
                               GError                **error)
{
  return TRUE;
}

void
phl_stampswap_deck_text_warnings (PhlKeyFile *file,
                                  GPtrArray  *warnings)
{
}
