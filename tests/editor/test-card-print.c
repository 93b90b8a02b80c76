/* test-card-print.c — the print sheet and the card pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card's PNG picture has the size its resolution gives (63 × 88 mm at
 * 150 and 300 dpi) and is drawn in the language chosen; the PDF has a
 * page per sheet of 8 cards and, with backs, a page of backs after each;
 * every card of a kind has its text at one size, the smallest at which all
 * of them fit.
 *
 * The play screen draws a card with a soft shadow below and to the right
 * of it; the print sheet must not (a grey edge on paper, off the cutting
 * line).  Each card of the standard deck is painted on a transparent
 * surface: for print nothing may lie beyond the card's edge, while the
 * screen's painting does put its shadow there (so the check can fail).
 */
#include "config.h"

#include <cairo.h>
#include <glib.h>

#include <glib/gstdio.h>
#include <string.h>

#include "phl-deck-document.h"
#include "phl-deck-pdf.h"
#include "stampswap/view/phl-stampswap-card-painter.h"

#define SCALE  4
#define MARGIN 8.0
/* A poker card in points, as on the print sheet (63 × 88 mm). */
#define CARD_W (63 * 72.0 / 25.4)
#define CARD_H (88 * 72.0 / 25.4)

/* Pixels painted right of or below the card's edge (leaving half a point
 * for the edge's antialiasing). */
static guint
painted_beyond_edge (const PhlStampswapCard *card,
                     gboolean                print)
{
  int width = (int) ((CARD_W + 2 * MARGIN) * SCALE);
  int height = (int) ((CARD_H + 2 * MARGIN) * SCALE);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  const guint32 *pixels;
  int stride;
  guint painted = 0;

  cairo_scale (cr, SCALE, SCALE);
  if (print)
    phl_stampswap_card_paint_print (cr, MARGIN, MARGIN, CARD_W, CARD_H, card, "en");
  else
    phl_stampswap_card_paint (cr, MARGIN, MARGIN, CARD_W, CARD_H, card, "en");
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  pixels = (const guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gboolean beyond = x >= (MARGIN + CARD_W + 0.5) * SCALE || y >= (MARGIN + CARD_H + 0.5) * SCALE;

        if (beyond && (pixels[y * stride + x] >> 24) != 0)
          painted++;
      }
  cairo_surface_destroy (surface);
  return painted;
}

static void
test_no_shadow (void)
{
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_standard ();
  g_auto(GStrv) cards = NULL;
  guint n = 0;

  g_assert_nonnull (document);
  cards = phl_deck_document_get_cards (document);
  for (guint i = 0; cards[i] != NULL; i++)
    {
      g_autoptr(PhlStampswapDeck) deck = phl_deck_document_load_card (document, cards[i], "en", NULL);
      const PhlStampswapCard *card;

      if (deck == NULL)
        continue;
      card = phl_stampswap_deck_get_card (deck, 0);
      if (painted_beyond_edge (card, TRUE) != 0)
        g_error ("%s: the print card paints beyond its edge", cards[i]);
      /* On screen the shadow is there: the check sees it. */
      g_assert_cmpuint (painted_beyond_edge (card, FALSE), >, 100);
      n++;
    }
  g_assert_cmpuint (n, >=, 50);
}

/* The width and height a PNG file's header gives. */
static void
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autofree guchar *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (data + 1, 3, "PNG", 3);
  *width = (guint) data[16] << 24 | data[17] << 16 | data[18] << 8 | data[19];
  *height = (guint) data[20] << 24 | data[21] << 16 | data[22] << 8 | data[23];
}

static void
test_png (void)
{
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_standard ();
  g_autofree char *dir = g_dir_make_tmp ("card-png-XXXXXX", NULL);
  g_autofree char *at300 = g_build_filename (dir, "gala-300.png", NULL);
  g_autofree char *at150 = g_build_filename (dir, "gala-150.png", NULL);
  g_autofree char *polish = g_build_filename (dir, "gala-pl.png", NULL);
  g_autofree char *polish_again = g_build_filename (dir, "gala-pl-2.png", NULL);
  g_autofree char *english = NULL, *pl = NULL, *pl_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlStampswapDeck) card = phl_deck_document_load_card (document, "Event:opening-gala", "pl", NULL);
  int width, height;
  guint file_width, file_height;
  gsize english_length, pl_length, pl_again_length;

  g_assert_true (phl_deck_png_export (document, "Event:opening-gala", "en", 300, at300, &width, &height, &error));
  g_assert_no_error (error);
  png_size (at300, &file_width, &file_height);
  g_assert_cmpuint (file_width, ==, 744);
  g_assert_cmpuint (file_height, ==, 1039);
  g_assert_cmpint (width, ==, 744);
  g_assert_cmpint (height, ==, 1039);
  g_assert_true (phl_deck_png_export (document, "Event:opening-gala", "en", 150, at150, NULL, NULL, &error));
  png_size (at150, &file_width, &file_height);
  g_assert_cmpuint (file_width, ==, 372);
  g_assert_cmpuint (file_height, ==, 520);

  /* The language chosen: the Polish card is another picture, the same each time. */
  g_assert_cmpstr (phl_stampswap_deck_get_card (card, 0)->name, ==, "Gala otwarcia");
  g_assert_true (phl_deck_png_export (document, "Event:opening-gala", "pl", 150, polish, NULL, NULL, &error));
  g_assert_true (phl_deck_png_export (document, "Event:opening-gala", "pl", 150, polish_again, NULL, NULL, &error));
  g_assert_true (g_file_get_contents (at150, &english, &english_length, NULL));
  g_assert_true (g_file_get_contents (polish, &pl, &pl_length, NULL));
  g_assert_true (g_file_get_contents (polish_again, &pl_again, &pl_again_length, NULL));
  g_assert_true (english_length != pl_length || memcmp (english, pl, pl_length) != 0);
  g_assert_cmpmem (pl, pl_length, pl_again, pl_again_length);

  /* A card with a problem is not drawn. */
  g_assert_false (phl_deck_png_export (document, "Event:no-such-card", "en", 300, at300, NULL, NULL, &error));
  g_assert_nonnull (error);

  for (const char * const *f = (const char * const[]) { at300, at150, polish, polish_again, NULL }; *f; f++)
    g_unlink (*f);
  g_rmdir (dir);
}

static guint
pdf_pages (const char *path)
{
  g_autofree char *data = NULL;
  g_autoptr(GRegex) page = g_regex_new ("/Type\\s*/Page[^s]", G_REGEX_RAW, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  gsize length;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (g_regex_match_full (page, data, length, 0, 0, &match, NULL); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    pages++;
  return pages;
}

static void
test_pdf (void)
{
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_standard ();
  g_autoptr(GPtrArray) decks = phl_deck_pdf_load_cards (document, "de");
  g_autofree char *dir = g_dir_make_tmp ("deck-pdf-XXXXXX", NULL);
  g_autofree char *fronts = g_build_filename (dir, "fronts.pdf", NULL);
  g_autofree char *both = g_build_filename (dir, "both.pdf", NULL);
  g_autoptr(GError) error = NULL;
  guint sheets = (decks->len + 7) / 8, pages = 0;

  g_assert_true (phl_deck_pdf_export (document, "de", FALSE, fronts, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pages, ==, sheets);
  g_assert_cmpuint (pdf_pages (fronts), ==, sheets);
  g_assert_true (phl_deck_pdf_export (document, "de", TRUE, both, &pages, &error));
  g_assert_cmpuint (pages, ==, 2 * sheets);
  g_assert_cmpuint (pdf_pages (both), ==, 2 * sheets);
  g_unlink (fronts);
  g_unlink (both);
  g_rmdir (dir);
}

/* One size per kind: no card's text is bigger than its kind's size, the
 * size is one card's own (the smallest), and the cards of a kind did not
 * all fit at one size by themselves (else the check could not fail). */
static void
test_one_size_per_kind (void)
{
  g_autoptr(PhlDeckDocument) document = phl_deck_document_new_standard ();
  const double width = 63 * 72.0 / 25.4, height = 88 * 72.0 / 25.4;
  gboolean differ = FALSE;

  for (const char * const *l = (const char * const[]) { "en", "pl", "de", NULL }; *l; l++)
    {
      g_autoptr(GPtrArray) decks = phl_deck_pdf_load_cards (document, *l);
      double sizes[PHL_STAMPSWAP_N_CARD_KINDS];
      gboolean reached[PHL_STAMPSWAP_N_CARD_KINDS] = { FALSE };

      phl_deck_pdf_text_sizes (decks, *l, sizes);
      for (guint i = 0; i < decks->len; i++)
        {
          const PhlStampswapCard *card = phl_stampswap_deck_get_card (g_ptr_array_index (decks, i), 0);
          double own = phl_stampswap_card_text_size (width, height, card, *l);

          if (own == 0)
            continue;
          g_assert_cmpfloat (own, >=, sizes[card->kind]);
          reached[card->kind] |= own == sizes[card->kind];
          differ |= own != sizes[card->kind];
        }
      for (guint k = 0; k < PHL_STAMPSWAP_N_CARD_KINDS; k++)
        g_assert_true (sizes[k] == 0 || reached[k]);
    }
  g_assert_true (differ);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/print/no-shadow", test_no_shadow);
  g_test_add_func ("/editor/print/png-at-dpi-and-language", test_png);
  g_test_add_func ("/editor/print/pdf-with-backs", test_pdf);
  g_test_add_func ("/editor/print/one-text-size-per-kind", test_one_size_per_kind);
  return g_test_run ();
}
