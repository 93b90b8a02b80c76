/* phl-stampswap-deck-csv.h — a Stamp Swap deck as a spreadsheet (CSV)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per card, one column per key, every translation a column of its
 * own (docs/formats.md "Deck spreadsheet").  deck → CSV → deck gives the
 * same groups, in the same order, with the same values.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Spreadsheets bigger than this are refused (a deck is a few dozen kB). */
#define PHL_DECK_CSV_MAX_SIZE (4 * 1024 * 1024)

/* @deck's groups as RFC 4180 text (CRLF line ends, UTF-8, no BOM). */
char     *phl_stampswap_deck_to_csv   (GKeyFile    *deck,
                                       gsize       *length);

/* The deck the spreadsheet @data describes, or NULL with an error naming
 * @name, the line and the column.  The deck is not validated: that is
 * phl_stampswap_deck_validate()'s job, on the deck file written from it. */
GKeyFile *phl_stampswap_deck_from_csv (const char  *data,
                                       gsize        length,
                                       const char  *name,
                                       GError     **error);

/* Whether @a and @b have the same groups in the same order and the same
 * keys with the same values (comments and key order aside). */
gboolean  phl_stampswap_deck_same     (GKeyFile    *a,
                                       GKeyFile    *b);

G_END_DECLS
