/* test-card-print.c — cards on the print sheet have no drop shadow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

#include "phl-deck-document.h"
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/print/no-shadow", test_no_shadow);
  return g_test_run ();
}
