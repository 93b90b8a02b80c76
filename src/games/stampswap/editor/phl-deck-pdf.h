/* phl-deck-pdf.h — print-and-play sheets of a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-deck-document.h"

G_BEGIN_DECLS

/* Card size (mm), bleed and the sheet layout: A4 landscape, 4 × 2 cards. */
#define PHL_DECK_PDF_CARD_WIDTH_MM   63.0
#define PHL_DECK_PDF_CARD_HEIGHT_MM  88.0
#define PHL_DECK_PDF_BLEED_MM         3.0
#define PHL_DECK_PDF_COLUMNS          4
#define PHL_DECK_PDF_ROWS             2

/* Writes every card of @document in @language at real size, with bleed
 * and crop marks; @pages receives the number of sheets.  Cards with a
 * problem are left out and counted in the error only if none is left. */
gboolean phl_deck_pdf_export (PhlDeckDocument *document,
                              const char      *language,
                              const char      *path,
                              guint           *pages,
                              GError         **error);

G_END_DECLS
