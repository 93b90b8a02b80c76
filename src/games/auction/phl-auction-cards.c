/* phl-auction-cards.c — Stamp Auction cards, their names and the built-in deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "philatelia-core-resources.h"
#include "auction/phl-auction.h"

#define DECK_RESOURCE "/io/github/philatelia/Philatelia/core/auction/cards.ini"
#define DECK_FORMAT   1

static const char * const country_ids[] = { "andorra", "liechtenstein", "monaco" };
static const char * const motif_ids[] = { "sports", "wildlife", "history" };
static const char * const colour_ids[] = { "red", "blue", "yellow" };

const char *
phl_auction_country_id (PhlAuctionCountry country)
{
  g_return_val_if_fail (country < PHL_AUCTION_N_COUNTRIES, NULL);
  return country_ids[country];
}

const char *
phl_auction_motif_id (PhlAuctionMotif motif)
{
  g_return_val_if_fail (motif < 3, NULL);
  return motif_ids[motif];
}

const char *
phl_auction_colour_id (PhlAuctionColour colour)
{
  g_return_val_if_fail (colour < 3, NULL);
  return colour_ids[colour];
}

static int
find_id (const char * const *ids,
         const char         *text)
{
  for (int i = 0; i < 3; i++)
    if (g_str_equal (ids[i], text))
      return i;
  return -1;
}

gboolean
phl_auction_country_from_id (const char        *id,
                             PhlAuctionCountry *country)
{
  int i;

  g_return_val_if_fail (id != NULL, FALSE);

  i = find_id (country_ids, id);
  if (i < 0)
    return FALSE;
  if (country != NULL)
    *country = (PhlAuctionCountry) i;
  return TRUE;
}

const char *
phl_auction_country_name (PhlAuctionCountry country)
{
  static const char * const names[] = {
    NC_("country", "Andorra"), NC_("country", "Liechtenstein"), NC_("country", "Monaco"),
  };

  g_return_val_if_fail (country < PHL_AUCTION_N_COUNTRIES, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "country", names[country]);
}

const char *
phl_auction_motif_name (PhlAuctionMotif motif)
{
  static const char * const names[] = {
    NC_("stamp motif", "Sports"), NC_("stamp motif", "Wildlife"), NC_("stamp motif", "Historic moment"),
  };

  g_return_val_if_fail (motif < 3, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp motif", names[motif]);
}

const char *
phl_auction_colour_name (PhlAuctionColour colour)
{
  static const char * const names[] = {
    NC_("stamp colour", "Red"), NC_("stamp colour", "Blue"), NC_("stamp colour", "Yellow"),
  };

  g_return_val_if_fail (colour < 3, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "stamp colour", names[colour]);
}

char *
phl_auction_card_to_string (PhlAuctionCard card)
{
  g_return_val_if_fail (card < 81, NULL);

  return g_strdup_printf ("%s/%s/%s/%s",
                          country_ids[phl_auction_card_country (card)],
                          motif_ids[phl_auction_card_motif (card)],
                          colour_ids[phl_auction_card_colour (card)],
                          country_ids[phl_auction_card_flag (card)]);
}

gboolean
phl_auction_card_from_string (const char     *text,
                              PhlAuctionCard *card)
{
  g_auto(GStrv) parts = NULL;
  int country, motif, colour, flag;

  g_return_val_if_fail (text != NULL, FALSE);

  parts = g_strsplit (text, "/", -1);
  if (g_strv_length (parts) != 4)
    return FALSE;
  for (guint i = 0; i < 4; i++)
    g_strstrip (parts[i]);
  country = find_id (country_ids, parts[0]);
  motif = find_id (motif_ids, parts[1]);
  colour = find_id (colour_ids, parts[2]);
  flag = find_id (country_ids, parts[3]);
  if (country < 0 || motif < 0 || colour < 0 || flag < 0)
    return FALSE;
  if (card != NULL)
    *card = PHL_AUCTION_CARD (country, motif, colour, flag);
  return TRUE;
}

guint
phl_auction_set_countries (PhlAuctionCard a,
                           PhlAuctionCard b,
                           PhlAuctionCard c)
{
  guint motifs = (1u << phl_auction_card_motif (a)) | (1u << phl_auction_card_motif (b))
                 | (1u << phl_auction_card_motif (c));
  guint colours = (1u << phl_auction_card_colour (a)) | (1u << phl_auction_card_colour (b))
                  | (1u << phl_auction_card_colour (c));
  gboolean one_motif = (motifs & (motifs - 1)) == 0;
  gboolean one_colour = (colours & (colours - 1)) == 0;

  if (one_motif && one_colour)
    return 0x7;
  if (one_colour && motifs == 0x7)
    return 1u << PHL_AUCTION_ANDORRA;
  if (one_motif && colours == 0x7)
    return 1u << PHL_AUCTION_LIECHTENSTEIN;
  if (motifs == 0x7 && colours == 0x7)
    return 1u << PHL_AUCTION_MONACO;
  return 0;
}

static gboolean
get_number (PhlKeyFile  *file,
            const char  *key,
            int          min,
            int          max,
            int         *value,
            GError     **error)
{
  return phl_key_file_get_int (file, "Rules", key, min, max, value, error);
}

gboolean
phl_auction_deck_load (PhlKeyFile      *file,
                       PhlAuctionDeck  *deck,
                       GError         **error)
{
  GKeyFile *kf;
  g_auto(GStrv) keys = NULL;
  int format, value;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (deck != NULL, FALSE);

  memset (deck, 0, sizeof *deck);
  kf = phl_key_file_get_key_file (file);

  if (!phl_key_file_get_int (file, "Deck", "Format", 1, G_MAXINT, &format, error))
    return FALSE;
  if (format > DECK_FORMAT)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Deck", "Format",
                              _("format %d is newer than this version understands (%d)"),
                              format, DECK_FORMAT);
      return FALSE;
    }

  if (!get_number (file, "StartMoney", 0, 1000, &deck->start_money, error)
      || !get_number (file, "CreditAmount", 0, 1000, &deck->credit_amount, error)
      || !get_number (file, "CreditMaxMoney", 0, 1000, &deck->credit_max_money, error)
      || !get_number (file, "RepayMoney", 0, 1000, &deck->repay_money, error)
      || !get_number (file, "StartPrice", 0, 100, &deck->start_price, error))
    return FALSE;
  if (!get_number (file, "CreditCards", 0, 60, &value, error))
    return FALSE;
  deck->credit_cards = value;
  if (!get_number (file, "HandSize", 0, 5, &value, error))
    return FALSE;
  deck->hand_size = value;
  if (!get_number (file, "AuctionsPerAuctioneer", 1, 20, &value, error))
    return FALSE;
  deck->auctions_per_auctioneer = value;
  if (!get_number (file, "PostmarksToWinFew", 1, 50, &value, error))
    return FALSE;
  deck->postmarks_to_win_few = value;
  if (!get_number (file, "PostmarksToWinMany", 1, 50, &value, error))
    return FALSE;
  deck->postmarks_to_win_many = value;

  if (!phl_key_file_has_group (file, "Cards"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, "Cards", NULL,
                              _("the group is missing"));
      return FALSE;
    }
  keys = g_key_file_get_keys (kf, "Cards", NULL, NULL);
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *text = NULL;

      if (deck->n_cards == PHL_AUCTION_MAX_DECK)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Cards", keys[i],
                                  _("a deck holds at most %d cards"), PHL_AUCTION_MAX_DECK);
          return FALSE;
        }
      text = phl_key_file_get_string (file, "Cards", keys[i], error);
      if (text == NULL)
        return FALSE;
      if (!phl_auction_card_from_string (text, &deck->cards[deck->n_cards]))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Cards", keys[i],
                                  _("“%s” is not a card (country/motif/colour/flag)"), text);
          return FALSE;
        }
      deck->n_cards++;
    }
  if (deck->n_cards < 3)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Cards", NULL,
                              _("a deck needs at least 3 cards"));
      return FALSE;
    }
  return TRUE;
}

const PhlAuctionDeck *
phl_auction_deck_get_default (GError **error)
{
  static PhlAuctionDeck deck;
  static char *load_error;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(PhlKeyFile) file = NULL;

      /* The core's own resource: referencing it keeps the resource in
       * programs that link the static core library. */
      bytes = g_resource_lookup_data (phl_core_get_resource (), DECK_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
      if (bytes != NULL)
        file = phl_key_file_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                           "resource://" DECK_RESOURCE, &local_error);
      if (file != NULL)
        phl_auction_deck_load (file, &deck, &local_error);
      if (local_error != NULL)
        load_error = g_strdup (local_error->message);
      g_once_init_leave (&initialized, 1);
    }

  if (load_error != NULL)
    {
      g_set_error_literal (error, PHL_ERROR, PHL_ERROR_INVALID, load_error);
      return NULL;
    }
  return &deck;
}
