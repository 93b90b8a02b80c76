/* phl-deck-file.h — the parts of a .deck file every deck shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Checks the [Deck] header and that every other group is named
 * <Kind>:<id> (docs/deck-format.md#cards).  What a card of each kind may say is the Stamp
 * Swap engine's business.
 */
#pragma once

#include "phl-key-file.h"

G_BEGIN_DECLS

#define PHL_DECK_FORMAT 1

typedef enum
{
  PHL_CARD_EVENT,
  PHL_CARD_CONTEST,
  PHL_CARD_SPECIALIST,
  PHL_CARD_EXHIBITOR,
} PhlCardKind;

/* Splits a group name "Contest:colour-club"; FALSE if it is not a card group. */
gboolean    phl_deck_file_parse_group   (const char  *group,
                                         PhlCardKind *kind,
                                         const char **id);
const char *phl_card_kind_to_string     (PhlCardKind  kind);

/* Appends a GError for every problem found to @errors; TRUE when none. */
gboolean    phl_deck_file_check_header  (PhlKeyFile  *file,
                                         GPtrArray   *errors);

/* $XDG_DATA_HOME/philatelia/decks, where user decks live. */
char       *phl_deck_file_user_dir      (void);

G_END_DECLS
