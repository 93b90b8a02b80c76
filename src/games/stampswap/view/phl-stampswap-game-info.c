/* phl-stampswap-game-info.c — Stamp Swap as the library, the dialogs and About show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's registration with the app (phl-game-info.h): its name,
 * variants and options, its cover art, its makers, its view, and its
 * decks: the user's deck files the new-game dialog offers, the cards of
 * one to try, and the deck editor.
 */
#define G_LOG_DOMAIN "phl-stampswap-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-paint.h"
#include "stampswap/view/phl-stampswap-view.h"
#include "stampswap/editor/phl-deck-editor.h"
#include "stampswap/phl-stampswap-deck.h"

static const PhlGameVariant variants[] = {
  { "standard", N_("Standard") },
  { "solo", N_("Solo score attack") },
  { NULL }
};

static const PhlGameOption options[] = { { NULL } };

/* The makers of the board game, as its rulebook names them. */
static const PhlGameCredits credits = { "Paul Salomon", "Conner Gillette", "Stonemaier Games" };

static const PhlRgb purple = { 0.57, 0.25, 0.67 };
static const PhlRgb yellow = { 0.96, 0.76, 0.07 };
static const PhlRgb blue = { 0.21, 0.52, 0.89 };
static const PhlRgb green = { 0.18, 0.62, 0.38 };
static const PhlRgb brown = { 0.60, 0.42, 0.24 };

static void
paint_stampswap (cairo_t  *cr,
                 double    width,
                 double    height,
                 gboolean  dark)
{
  double u = MIN (width / 4.0, height / 3.0);
  double x0 = (width - 4 * u) / 2 + u * 0.2;
  double y0 = (height - 3 * u) / 2 + u * 0.2;

  /* An album page: a grid with stamps of several sizes fitted in. */
  cairo_set_source_rgba (cr, dark ? 0.16 : 1, dark ? 0.15 : 1, dark ? 0.14 : 0.98, 1);
  phl_paint_rounded_rect (cr, x0 - u * 0.1, y0 - u * 0.1, u * 3.8, u * 2.8, u * 0.1);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.25);
  cairo_set_line_width (cr, 1);
  for (int i = 0; i <= 12; i++)
    {
      cairo_move_to (cr, x0 + i * u * 0.3, y0);
      cairo_line_to (cr, x0 + i * u * 0.3, y0 + u * 2.4);
    }
  for (int i = 0; i <= 8; i++)
    {
      cairo_move_to (cr, x0, y0 + i * u * 0.3);
      cairo_line_to (cr, x0 + u * 3.6, y0 + i * u * 0.3);
    }
  cairo_stroke (cr);

  phl_cover_paint_stamp (cr, x0 + u * 0.45, y0 + u * 0.45, u * 0.9, u * 0.9, 0, blue, PHL_BORDER_STRIPES, PHL_MOTIF_STARS, "3");
  phl_cover_paint_stamp (cr, x0 + u * 1.35, y0 + u * 0.6, u * 0.9, u * 1.2, 0, green, PHL_BORDER_DOTS, PHL_MOTIF_PETALS, "2");
  phl_cover_paint_stamp (cr, x0 + u * 0.45, y0 + u * 1.5, u * 0.9, u * 1.2, 0, purple, PHL_BORDER_CHECKS, PHL_MOTIF_COLUMNS, "4");
  phl_cover_paint_stamp (cr, x0 + u * 1.5, y0 + u * 1.8, u * 1.2, u * 0.6, 0, yellow, PHL_BORDER_ZIGZAG, PHL_MOTIF_WHEELS, "1");
  /* One more stamp held over the page, about to be placed. */
  phl_cover_paint_stamp (cr, x0 + u * 2.85, y0 + u * 1.15, u * 0.9, u * 0.9, -0.18, brown, PHL_BORDER_DOUBLE, PHL_MOTIF_PAWS, "2");
}

static const PhlGameCover cover = {
  { 0.93, 0.87, 0.76 }, { 0.30, 0.24, 0.20 }, 4.0 / 3.0, paint_stampswap,
};

static char *
playable_deck_name (const char *path)
{
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_file (path, NULL);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  if (file == NULL || !phl_stampswap_deck_validate (file, errors))
    return NULL;
  return phl_key_file_get_locale_string (file, "Deck", "Name", NULL);
}

/* Each card by name and kind, to be dealt as "kind:id" (the engine's
 * try-card option). */
static void
list_deck_cards (const char *path,
                 GPtrArray  *labels,
                 GPtrArray  *values)
{
  g_autoptr(PhlStampswapDeck) deck = phl_stampswap_deck_load_path (path, NULL);

  for (guint c = 0; deck != NULL && c < phl_stampswap_deck_n_cards (deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);

      /* Translators: a card to try: its name and its kind, e.g. "Colour Club (Contest card)" */
      g_ptr_array_add (labels, g_strdup_printf (C_("try a card", "%s (%s)"), card->name,
                                                phl_stampswap_card_kind_label (card->kind)));
      g_ptr_array_add (values, g_strdup_printf ("%s:%s", phl_stampswap_card_kind_to_string (card->kind),
                                                card->id));
    }
}

static const PhlGameDecks decks = {
  .playable_name = playable_deck_name,
  .list_cards = list_deck_cards,
  .open_editor = phl_deck_editor_present,
};

const PhlGameInfo phl_stampswap_game_info = {
  .id = "stampswap",
  .name = N_("Stamp Swap"),
  .description = N_("Draft stamps at the convention, cut them into piles for your rivals "
                    "to choose from, and fill your album to win the contests."),
  .variants = variants,
  .options = options,
  .decks = &decks,
  .cover = &cover,
  .credits = &credits,
  .create_view = phl_stampswap_view_new,
};
