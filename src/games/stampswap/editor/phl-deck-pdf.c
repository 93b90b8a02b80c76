/* phl-deck-pdf.c — print-and-play sheets of a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A4 landscape sheets of 4 × 2 poker-size cards (63 × 88 mm).  Each card
 * sits in its own 3 mm bleed, filled with the card's band colour and stock,
 * so a slightly-off cut shows no white; crop marks in the margins and at
 * the gutters mark the cutting lines.  Cards are drawn by the play
 * screen's painter.
 */
#define G_LOG_DOMAIN "phl-deck-pdf"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "phl-deck-pdf.h"
#include "stampswap/view/phl-stampswap-card-painter.h"

#define MM (72.0 / 25.4)
#define PAGE_WIDTH_MM  297.0
#define PAGE_HEIGHT_MM 210.0
#define GUTTER_MM      (2 * PHL_DECK_PDF_BLEED_MM)
#define MARK_MM        5.0

static void
crop_line (cairo_t *cr,
           double   x1,
           double   y1,
           double   x2,
           double   y2)
{
  cairo_move_to (cr, x1 * MM, y1 * MM);
  cairo_line_to (cr, x2 * MM, y2 * MM);
}

/* The grid of cards on a page, centred. */
#define GRID_W_MM (PHL_DECK_PDF_COLUMNS * PHL_DECK_PDF_CARD_WIDTH_MM + (PHL_DECK_PDF_COLUMNS - 1) * GUTTER_MM)
#define GRID_H_MM (PHL_DECK_PDF_ROWS * PHL_DECK_PDF_CARD_HEIGHT_MM + (PHL_DECK_PDF_ROWS - 1) * GUTTER_MM)
#define LEFT_MM   ((PAGE_WIDTH_MM - GRID_W_MM) / 2)
#define TOP_MM    ((PAGE_HEIGHT_MM - GRID_H_MM) / 2)

/* The card at (@x, @y) mm in its bleed: the card stock, with the kind
 * band running off the top. */
static void
print_card (cairo_t                *cr,
            double                  x,
            double                  y,
            const PhlStampswapCard *card,
            const char             *language)
{
  double r, g, b;

  cairo_save (cr);
  cairo_rectangle (cr, (x - PHL_DECK_PDF_BLEED_MM) * MM, (y - PHL_DECK_PDF_BLEED_MM) * MM,
                   (PHL_DECK_PDF_CARD_WIDTH_MM + 2 * PHL_DECK_PDF_BLEED_MM) * MM,
                   (PHL_DECK_PDF_CARD_HEIGHT_MM + 2 * PHL_DECK_PDF_BLEED_MM) * MM);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.92);
  cairo_fill (cr);
  phl_stampswap_card_band_rgb (card, &r, &g, &b);
  cairo_rectangle (cr, (x - PHL_DECK_PDF_BLEED_MM) * MM, (y - PHL_DECK_PDF_BLEED_MM) * MM,
                   (PHL_DECK_PDF_CARD_WIDTH_MM + 2 * PHL_DECK_PDF_BLEED_MM) * MM,
                   (PHL_DECK_PDF_BLEED_MM + PHL_DECK_PDF_CARD_HEIGHT_MM * 0.13) * MM);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  /* The card itself, as in play but with no drop shadow, clipped square
   * at the trim. */
  cairo_rectangle (cr, x * MM, y * MM, PHL_DECK_PDF_CARD_WIDTH_MM * MM, PHL_DECK_PDF_CARD_HEIGHT_MM * MM);
  cairo_clip (cr);
  phl_stampswap_card_paint_print (cr, x * MM, y * MM, PHL_DECK_PDF_CARD_WIDTH_MM * MM,
                                  PHL_DECK_PDF_CARD_HEIGHT_MM * MM, card, language);
  cairo_restore (cr);
}

/* Crop marks: in the margins, along every cut line, clear of the bleed. */
static void
print_crop_marks (cairo_t *cr)
{
  const double left = LEFT_MM, top = TOP_MM, grid_w = GRID_W_MM, grid_h = GRID_H_MM;

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.25 * MM);
  for (guint col = 0; col < PHL_DECK_PDF_COLUMNS; col++)
    for (guint edge = 0; edge < 2; edge++)
      {
        double cx = left + col * (PHL_DECK_PDF_CARD_WIDTH_MM + GUTTER_MM) + edge * PHL_DECK_PDF_CARD_WIDTH_MM;

        crop_line (cr, cx, top - PHL_DECK_PDF_BLEED_MM - 1 - MARK_MM, cx, top - PHL_DECK_PDF_BLEED_MM - 1);
        crop_line (cr, cx, top + grid_h + PHL_DECK_PDF_BLEED_MM + 1,
                   cx, top + grid_h + PHL_DECK_PDF_BLEED_MM + 1 + MARK_MM);
      }
  for (guint row = 0; row < PHL_DECK_PDF_ROWS; row++)
    for (guint edge = 0; edge < 2; edge++)
      {
        double cy = top + row * (PHL_DECK_PDF_CARD_HEIGHT_MM + GUTTER_MM) + edge * PHL_DECK_PDF_CARD_HEIGHT_MM;

        crop_line (cr, left - PHL_DECK_PDF_BLEED_MM - 1 - MARK_MM, cy, left - PHL_DECK_PDF_BLEED_MM - 1, cy);
        crop_line (cr, left + grid_w + PHL_DECK_PDF_BLEED_MM + 1, cy,
                   left + grid_w + PHL_DECK_PDF_BLEED_MM + 1 + MARK_MM, cy);
      }
  cairo_stroke (cr);
}

/* Page @page of @decks (one card each), with its crop marks. */
static void
print_page (cairo_t    *cr,
            GPtrArray  *decks,
            guint       page,
            const char *language)
{
  const guint per_page = PHL_DECK_PDF_COLUMNS * PHL_DECK_PDF_ROWS;

  for (guint slot = 0; slot < per_page; slot++)
    {
      guint index = page * per_page + slot;
      guint col = slot % PHL_DECK_PDF_COLUMNS;
      guint row = slot / PHL_DECK_PDF_COLUMNS;
      double x = LEFT_MM + col * (PHL_DECK_PDF_CARD_WIDTH_MM + GUTTER_MM);
      double y = TOP_MM + row * (PHL_DECK_PDF_CARD_HEIGHT_MM + GUTTER_MM);

      if (index >= decks->len)
        break;
      print_card (cr, x, y, phl_stampswap_deck_get_card (g_ptr_array_index (decks, index), 0), language);
    }
  print_crop_marks (cr);
  cairo_show_page (cr);
}

gboolean
phl_deck_pdf_export (PhlDeckDocument *document,
                     const char      *language,
                     const char      *path,
                     guint           *pages,
                     GError         **error)
{
  g_auto(GStrv) cards = NULL;
  g_autoptr(GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_stampswap_deck_unref);
  const guint per_page = PHL_DECK_PDF_COLUMNS * PHL_DECK_PDF_ROWS;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Each card without problems, as a deck of its own. */
  cards = phl_deck_document_get_cards (document);
  for (guint i = 0; cards[i] != NULL; i++)
    {
      PhlStampswapDeck *card = phl_deck_document_load_card (document, cards[i], language, NULL);

      if (card != NULL)
        g_ptr_array_add (decks, card);
    }
  if (decks->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The deck has no card without problems to print."));
      return FALSE;
    }

  surface = cairo_pdf_surface_create (path, PAGE_WIDTH_MM * MM, PAGE_HEIGHT_MM * MM);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, _("Stamp Swap print-and-play cards"));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Philatelia");
  cr = cairo_create (surface);
  n_pages = (decks->len + per_page - 1) / per_page;
  for (guint page = 0; page < n_pages; page++)
    print_page (cr, decks, page, language);

  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  if (pages != NULL)
    *pages = n_pages;
  return TRUE;
}
