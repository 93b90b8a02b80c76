/* phl-deck-pdf.c — print-and-play sheets of a deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A4 landscape sheets of 4 × 2 poker-size cards (63 × 88 mm).  Each card
 * sits in its own 3 mm bleed, filled with the card's band colour and stock,
 * so a slightly-off cut shows no white; crop marks in the margins and at
 * the gutters mark the cutting lines.  Cards are drawn by the play
 * screen's painter, in the language chosen, the texts of all cards of a
 * kind at one size: the smallest at which every one of them fits.  With
 * backs, each sheet is followed by its backs, mirrored left to right so
 * that they meet their fronts when printed on both sides (flip on the long
 * edge).  A single card can also be written as a PNG picture at a chosen
 * resolution.
 */
#define G_LOG_DOMAIN "phl-deck-pdf"

#include "config.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <glib/gi18n.h>

#include "phl-deck-pdf.h"
#include "phl-file.h"
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
 * band running off the top; its text at @text_px. */
static void
print_card (cairo_t                *cr,
            double                  x,
            double                  y,
            const PhlStampswapCard *card,
            const char             *language,
            double                  text_px)
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
  phl_stampswap_card_paint_print_at (cr, x * MM, y * MM, PHL_DECK_PDF_CARD_WIDTH_MM * MM,
                                     PHL_DECK_PDF_CARD_HEIGHT_MM * MM, card, language, text_px);
  cairo_restore (cr);
}

/* The game's name on the backs, as each edition calls it. */
static const char *
game_name (const char *language)
{
  return language != NULL && g_str_has_prefix (language, "pl") ? "ZnaczkoMania" : "Stamp Swap";
}

/* The back of @card at (@x, @y) mm, bleed and all: the kind's colour, a
 * frame, the game's name and the kind. */
static void
print_back (cairo_t                *cr,
            double                  x,
            double                  y,
            const PhlStampswapCard *card,
            const char             *language)
{
  const double w = PHL_DECK_PDF_CARD_WIDTH_MM * MM, h = PHL_DECK_PDF_CARD_HEIGHT_MM * MM;
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = phl_stampswap_card_font (TRUE);
  double r, g, b;
  int tw, th;

  cairo_save (cr);
  phl_stampswap_card_band_rgb (card, &r, &g, &b);
  cairo_rectangle (cr, (x - PHL_DECK_PDF_BLEED_MM) * MM, (y - PHL_DECK_PDF_BLEED_MM) * MM,
                   w + 2 * PHL_DECK_PDF_BLEED_MM * MM, h + 2 * PHL_DECK_PDF_BLEED_MM * MM);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  cairo_rectangle (cr, x * MM + 4 * MM, y * MM + 4 * MM, w - 8 * MM, h - 8 * MM);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.92);
  cairo_set_line_width (cr, 0.8 * MM);
  cairo_stroke (cr);
  pango_layout_set_width (layout, (int) ((w - 12 * MM) * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_font_description_set_absolute_size (font, 7 * MM * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, game_name (language), -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, x * MM + 6 * MM, y * MM + h / 2 - th);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_set_absolute_size (font, 4 * MM * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, phl_stampswap_card_painter_kind_label (card, language), -1);
  cairo_move_to (cr, x * MM + 6 * MM, y * MM + h / 2 + 2 * MM);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
  pango_font_description_free (font);
  g_object_unref (layout);
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

/* Page @page of @decks (one card each), with its crop marks: the fronts,
 * or their backs mirrored left to right. */
static void
print_page (cairo_t      *cr,
            GPtrArray    *decks,
            guint         page,
            const char   *language,
            const double *text_px,
            gboolean      backs)
{
  const guint per_page = PHL_DECK_PDF_COLUMNS * PHL_DECK_PDF_ROWS;

  for (guint slot = 0; slot < per_page; slot++)
    {
      guint index = page * per_page + slot;
      guint col = slot % PHL_DECK_PDF_COLUMNS;
      guint row = slot / PHL_DECK_PDF_COLUMNS;
      double x, y;
      const PhlStampswapCard *card;

      if (index >= decks->len)
        break;
      if (backs)
        col = PHL_DECK_PDF_COLUMNS - 1 - col;
      x = LEFT_MM + col * (PHL_DECK_PDF_CARD_WIDTH_MM + GUTTER_MM);
      y = TOP_MM + row * (PHL_DECK_PDF_CARD_HEIGHT_MM + GUTTER_MM);
      card = phl_stampswap_deck_get_card (g_ptr_array_index (decks, index), 0);
      if (backs)
        print_back (cr, x, y, card, language);
      else
        print_card (cr, x, y, card, language, text_px[card->kind]);
    }
  print_crop_marks (cr);
  cairo_show_page (cr);
}

void
phl_deck_pdf_text_sizes (GPtrArray  *decks,
                         const char *language,
                         double      sizes[PHL_STAMPSWAP_N_CARD_KINDS])
{
  for (guint k = 0; k < PHL_STAMPSWAP_N_CARD_KINDS; k++)
    sizes[k] = 0;
  for (guint i = 0; i < decks->len; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (g_ptr_array_index (decks, i), 0);
      double size = phl_stampswap_card_text_size (PHL_DECK_PDF_CARD_WIDTH_MM * MM,
                                                  PHL_DECK_PDF_CARD_HEIGHT_MM * MM, card, language);

      if (size > 0 && (sizes[card->kind] == 0 || size < sizes[card->kind]))
        sizes[card->kind] = size;
    }
}

GPtrArray *
phl_deck_pdf_load_cards (PhlDeckDocument *document,
                         const char      *language)
{
  g_auto(GStrv) cards = phl_deck_document_get_cards (document);
  GPtrArray *decks = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_stampswap_deck_unref);

  /* Each card without problems, as a deck of its own. */
  for (guint i = 0; cards[i] != NULL; i++)
    {
      PhlStampswapDeck *card = phl_deck_document_load_card (document, cards[i], language, NULL);

      if (card != NULL)
        g_ptr_array_add (decks, card);
    }
  return decks;
}

gboolean
phl_deck_pdf_export (PhlDeckDocument *document,
                     const char      *language,
                     gboolean         backs,
                     const char      *path,
                     guint           *pages,
                     GError         **error)
{
  g_autoptr(GPtrArray) decks = NULL;
  const guint per_page = PHL_DECK_PDF_COLUMNS * PHL_DECK_PDF_ROWS;
  double text_px[PHL_STAMPSWAP_N_CARD_KINDS];
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  decks = phl_deck_pdf_load_cards (document, language);
  if (decks->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The deck has no card without problems to print."));
      return FALSE;
    }

  surface = cairo_pdf_surface_create (path, PAGE_WIDTH_MM * MM, PAGE_HEIGHT_MM * MM);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, _("Stamp Swap print-and-play cards"));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Philatelia");
  cr = cairo_create (surface);
  phl_deck_pdf_text_sizes (decks, language, text_px);
  n_pages = (decks->len + per_page - 1) / per_page;
  for (guint page = 0; page < n_pages; page++)
    {
      print_page (cr, decks, page, language, text_px, FALSE);
      if (backs)
        print_page (cr, decks, page, language, text_px, TRUE);
    }
  if (backs)
    n_pages *= 2;

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

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
phl_deck_png_export (PhlDeckDocument *document,
                     const char      *group,
                     const char      *language,
                     guint            dpi,
                     const char      *path,
                     int             *width,
                     int             *height,
                     GError         **error)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GByteArray) png = g_byte_array_new ();
  g_autoptr(GError) card_error = NULL;
  const double scale = dpi / 72.0;
  int w = (int) (PHL_DECK_PDF_CARD_WIDTH_MM / 25.4 * dpi + 0.5);
  int h = (int) (PHL_DECK_PDF_CARD_HEIGHT_MM / 25.4 * dpi + 0.5);
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (document), FALSE);
  g_return_val_if_fail (dpi >= PHL_DECK_PNG_MIN_DPI && dpi <= PHL_DECK_PNG_MAX_DPI, FALSE);

  deck = phl_deck_document_load_card (document, group, language, &card_error);
  if (deck == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card has a problem and cannot be drawn: %s"),
                   card_error ? card_error->message : group);
      return FALSE;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  phl_stampswap_card_paint_print (cr, 0, 0, PHL_DECK_PDF_CARD_WIDTH_MM * MM, PHL_DECK_PDF_CARD_HEIGHT_MM * MM,
                                  phl_stampswap_deck_get_card (deck, 0), language);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png_stream (surface, append_bytes, png);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  if (!phl_file_write_atomically (path, (const char *) png->data, png->len, error))
    return FALSE;
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  return TRUE;
}
