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

/* The resolutions a card picture may have. */
#define PHL_DECK_PNG_MIN_DPI 72
#define PHL_DECK_PNG_MAX_DPI 1200

/* Writes every card of @document in @language at real size, with bleed
 * and crop marks, the texts of a kind at one size; with @backs each sheet
 * is followed by its backs (mirrored for printing on both sides).  @pages
 * receives the number of pages.  Cards with a problem are left out and
 * counted in the error only if none is left. */
gboolean   phl_deck_pdf_export     (PhlDeckDocument *document,
                                    const char      *language,
                                    gboolean         backs,
                                    const char      *path,
                                    guint           *pages,
                                    GError         **error);
/* The cards of @document without problems, in @language, one deck each. */
GPtrArray *phl_deck_pdf_load_cards (PhlDeckDocument *document,
                                    const char      *language);
/* The size of the texts of each kind of card on the sheet: the smallest
 * size at which every card of the kind fits (0: no card with a text). */
void       phl_deck_pdf_text_sizes (GPtrArray       *decks,
                                    const char      *language,
                                    double           sizes[PHL_STAMPSWAP_N_CARD_KINDS]);
/* Writes the card @group as a PNG picture at its printed size (63 × 88 mm)
 * at @dpi dots per inch; @width and @height receive its size in pixels. */
gboolean   phl_deck_png_export     (PhlDeckDocument *document,
                                    const char      *group,
                                    const char      *language,
                                    guint            dpi,
                                    const char      *path,
                                    int             *width,
                                    int             *height,
                                    GError         **error);

G_END_DECLS
