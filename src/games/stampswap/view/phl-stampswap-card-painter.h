/* phl-stampswap-card-painter.h — Stamp Swap cards drawn from their data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Event, contest, specialist and exhibitor cards are drawn from the deck
 * model alone (name, text, effect, items), with plain cairo, so the play
 * screen, the deck editor's preview and its PDF export draw the same card.
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

/* Paints @card into the rectangle.  The card's name and text are drawn as
 * they are in @card (the editor fills in the language it edits); @language
 * ("en", "pl", "de", or NULL for the interface language) picks the printed
 * labels such as the card kind.  Small rectangles drop the text and keep
 * the name and icons. */
void  phl_stampswap_card_paint       (cairo_t                *cr,
                                      double                  x,
                                      double                  y,
                                      double                  width,
                                      double                  height,
                                      const PhlStampswapCard *card,
                                      const char             *language);
/* The same for print (the deck editor's print sheet): no drop shadow, the
 * card ends at its edge. */
void  phl_stampswap_card_paint_print (cairo_t                *cr,
                                      double                  x,
                                      double                  y,
                                      double                  width,
                                      double                  height,
                                      const PhlStampswapCard *card,
                                      const char             *language);
/* The same at @text_px for the card's text (if it fits; smaller if not):
 * the print sheet gives every card of a kind one size. */
void  phl_stampswap_card_paint_print_at (cairo_t                *cr,
                                         double                  x,
                                         double                  y,
                                         double                  width,
                                         double                  height,
                                         const PhlStampswapCard *card,
                                         const char             *language,
                                         double                  text_px);
/* The size (px) @card's text takes in a card of @width × @height: its
 * normal size, shrunk until the text fits; 0 for a card with no text. */
double phl_stampswap_card_text_size  (double                  width,
                                      double                  height,
                                      const PhlStampswapCard *card,
                                      const char             *language);
/* The card's kind label ("Event", "Colour contest", "Specialist", …) in @language. */
const char *phl_stampswap_card_painter_kind_label (const PhlStampswapCard *card,
                                           const char             *language);
/* The colour of the card's band. */
void  phl_stampswap_card_band_rgb    (const PhlStampswapCard *card,
                                      double                 *red,
                                      double                 *green,
                                      double                 *blue);
/* Just the rule/effect icon, centred in a square of @size. */
void  phl_stampswap_card_paint_icon  (cairo_t                *cr,
                                      const PhlStampswapCard *card,
                                      double                  cx,
                                      double                  cy,
                                      double                  size);

/* The font of cards and tokens: the desktop's interface font, no size set
 * (free with pango_font_description_free()). */
PangoFontDescription *phl_stampswap_card_font (gboolean bold);

G_END_DECLS
