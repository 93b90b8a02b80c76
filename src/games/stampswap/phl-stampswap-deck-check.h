/* phl-stampswap-deck-check.h — reading one card and checking a whole deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck loader's own parts (phl-stampswap-deck.c); not for other code.
 * Problems are appended to @errors as GErrors whose messages read
 * "FILE:LINE: [Group] Key: what is wrong".
 */
#pragma once

#include "phl-key-file.h"
#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

/* Reads the keys of card @group into @card (kind and id already set);
 * FALSE when it appended any problem. */
gboolean phl_stampswap_card_load        (PhlKeyFile       *file,
                                         const char       *group,
                                         PhlStampswapCard *card,
                                         GPtrArray        *errors);
/* Whole-deck checks on @cards (PhlStampswapCard): what a game with up to
 * five seats needs. */
void     phl_stampswap_deck_check_cards (PhlKeyFile       *file,
                                         GArray           *cards,
                                         GPtrArray        *errors);

G_END_DECLS
