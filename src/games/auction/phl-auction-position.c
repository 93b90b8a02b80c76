/* phl-auction-position.c — Stamp Auction position files, score and move listings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/save-format.md fixes [Treasury] and [PlayerN] Money= Credits= Postmarks= Hand=
 * BoughtFrom=.  A position that gives only those is read as the sell step
 * after an auction with seat Current to act (and as auctioneer), the undealt
 * cards of the built-in deck in the piles.  The optional [Table], [Auction],
 * [Sell] and [Last] groups (docs/auction.md) state the rest, so that any
 * state saves and loads back unchanged.
 */
#define G_LOG_DOMAIN "phl-auction"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "auction/phl-auction-private.h"

#define POSITION_FORMAT 1

static const char * const phase_ids[] = { "pick", "bids", "countdown", "sell", "over" };
static const char * const treasury_keys[] = { "Andorra", "Liechtenstein", "Monaco" };

/* ---- Saving -------------------------------------------------------------- */

static void
set_cards (GKeyFile             *file,
           const char           *group,
           const char           *key,
           const PhlAuctionCard *cards,
           guint                 n)
{
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (strings, phl_auction_card_to_string (cards[i]));
  g_ptr_array_add (strings, NULL);
  g_key_file_set_string_list (file, group, key, (const char * const *) strings->pdata, n);
}

static void
set_countries (GKeyFile   *file,
               const char *group,
               const char *key,
               guint       mask)
{
  const char *ids[PHL_AUCTION_N_COUNTRIES + 1];
  gsize n = 0;

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    if (mask & (1u << c))
      ids[n++] = phl_auction_country_id (c);
  ids[n] = NULL;
  g_key_file_set_string_list (file, group, key, ids, n);
}

static void
set_seats (GKeyFile   *file,
           const char *group,
           const char *key,
           guint       mask)
{
  int seats[PHL_MAX_SEATS];
  gsize n = 0;

  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    if (mask & (1u << s))
      seats[n++] = s + 1;
  g_key_file_set_integer_list (file, group, key, seats, n);
}

/* The breakdown keys, written only once something happened. */
static void
save_breakdown (GKeyFile               *file,
                const char             *group,
                const PhlAuctionPlayer *p)
{
  int sold[PHL_AUCTION_N_COUNTRIES], earned[PHL_AUCTION_N_COUNTRIES];
  gboolean any_sale = FALSE;

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      sold[c] = p->sets_sold[c];
      earned[c] = p->postmarks_earned[c];
      any_sale |= sold[c] != 0 || earned[c] != 0;
    }
  if (any_sale)
    {
      g_key_file_set_integer_list (file, group, "SetsSold", sold, PHL_AUCTION_N_COUNTRIES);
      g_key_file_set_integer_list (file, group, "PostmarksEarned", earned, PHL_AUCTION_N_COUNTRIES);
    }
  if (p->postmarks_repaid != 0)
    g_key_file_set_integer (file, group, "PostmarksRepaid", p->postmarks_repaid);
  if (p->spent != 0)
    g_key_file_set_integer (file, group, "Spent", p->spent);
  if (p->income != 0)
    g_key_file_set_integer (file, group, "Income", p->income);
  if (p->payouts != 0)
    g_key_file_set_integer (file, group, "Payouts", p->payouts);
}

void
phl_auction_save_position (const PhlAuctionState *state,
                           GKeyFile              *file)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (file != NULL);

  g_key_file_set_string (file, "Match", "Game", "auction");
  g_key_file_set_integer (file, "Match", "Format", POSITION_FORMAT);
  g_key_file_set_integer (file, "Match", "Players", state->n_players);
  g_key_file_set_integer (file, "Match", "Current", phl_auction_state_current_seat (state) + 1);
  if (state->sealed)
    g_key_file_set_string (file, "Match", "Variant", "sealed");

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    g_key_file_set_integer (file, "Treasury", treasury_keys[c], state->treasury[c]);

  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlAuctionPlayer *p = &state->players[s];
      g_autofree char *group = g_strdup_printf ("Player%u", s + 1);

      g_key_file_set_integer (file, group, "Money", p->money);
      g_key_file_set_integer (file, group, "Credits", p->credits);
      g_key_file_set_integer (file, group, "Postmarks", p->postmarks);
      set_cards (file, group, "Hand", p->hand, p->n_hand);
      if (p->bought_from != 0)
        set_countries (file, group, "BoughtFrom", p->bought_from);
      if (p->took_credit)
        g_key_file_set_boolean (file, group, "TookCredit", TRUE);
      if (p->bid != PHL_AUCTION_NO_BID)
        g_key_file_set_integer (file, group, "Bid", p->bid);
      save_breakdown (file, group, p);
    }

  g_key_file_set_string (file, "Table", "Phase", phase_ids[state->phase]);
  g_key_file_set_integer (file, "Table", "Dealer", state->dealer + 1);
  g_key_file_set_integer (file, "Table", "Auctioneer", state->auctioneer + 1);
  g_key_file_set_integer (file, "Table", "AuctionsLeft", state->auctions_left);
  g_key_file_set_integer (file, "Table", "Round", state->table_round);
  g_key_file_set_integer (file, "Table", "Auctions", state->n_auctions);
  set_cards (file, "Table", "Pile1", state->piles[0], state->pile_len[0]);
  set_cards (file, "Table", "Pile2", state->piles[1], state->pile_len[1]);
  set_cards (file, "Table", "Discard", state->discard, state->n_discard);
  g_key_file_set_integer (file, "Table", "CreditCards", state->credit_cards_left);
  g_key_file_set_integer (file, "Table", "Bank", state->bank);

  if (state->phase == PHL_AUCTION_PHASE_BIDS || state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      set_cards (file, "Auction", "Card", &state->lot, 1);
      g_key_file_set_integer (file, "Auction", "Price", state->price);
      if (state->excluded != 0)
        set_seats (file, "Auction", "Excluded", state->excluded);
      if (state->phase == PHL_AUCTION_PHASE_BIDS)
        g_key_file_set_integer (file, "Auction", "BidsLeft", state->bids_left);
    }
  if (state->phase == PHL_AUCTION_PHASE_SELL)
    {
      g_key_file_set_integer (file, "Sell", "SellersLeft", state->sellers_left);
      g_key_file_set_boolean (file, "Sell", "Sold", state->sold);
    }
  if (state->has_last)
    {
      set_cards (file, "Last", "Card", &state->last_card, 1);
      g_key_file_set_integer (file, "Last", "Buyer", state->last_buyer + 1);
      g_key_file_set_integer (file, "Last", "Price", state->last_price);
      g_key_file_set_boolean (file, "Last", "Free", state->last_free);
    }
  if (state->phase == PHL_AUCTION_PHASE_OVER)
    {
      set_seats (file, "Result", "Winners", state->winners);
      g_key_file_set_boolean (file, "Result", "ByPostmarks", state->won_by_postmarks);
    }
}

/* ---- Loading ------------------------------------------------------------- */

static gboolean
get_cards (PhlKeyFile      *file,
           const char      *group,
           const char      *key,
           gboolean         required,
           PhlAuctionCard  *cards,
           guint8          *n_cards,
           GError         **error)
{
  g_auto(GStrv) items = NULL;
  gsize n = 0;

  *n_cards = 0;
  if (!required && !phl_key_file_has_key (file, group, key))
    return TRUE;
  items = phl_key_file_get_string_list (file, group, key, &n, error);
  if (items == NULL)
    return FALSE;
  if (n > PHL_AUCTION_MAX_DECK)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, key,
                              _("at most %d cards are allowed"), PHL_AUCTION_MAX_DECK);
      return FALSE;
    }
  for (gsize i = 0; i < n; i++)
    {
      g_strstrip (items[i]);
      if (!phl_auction_card_from_string (items[i], &cards[i]))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, key,
                                  _("“%s” is not a card: write country/motif/colour/flag, e.g. andorra/sports/red/monaco"),
                                  items[i]);
          return FALSE;
        }
    }
  *n_cards = n;
  return TRUE;
}

static gboolean
get_countries (PhlKeyFile  *file,
               const char  *group,
               const char  *key,
               guint8      *mask,
               GError     **error)
{
  g_auto(GStrv) items = NULL;
  gsize n = 0;

  *mask = 0;
  if (!phl_key_file_has_key (file, group, key))
    return TRUE;
  items = phl_key_file_get_string_list (file, group, key, &n, error);
  if (items == NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      PhlAuctionCountry country;

      g_strstrip (items[i]);
      if (!phl_auction_country_from_id (items[i], &country))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, key,
                                  _("“%s” is not a country: andorra, liechtenstein or monaco"),
                                  items[i]);
          return FALSE;
        }
      *mask |= 1u << country;
    }
  return TRUE;
}

static gboolean
get_seats (PhlKeyFile  *file,
           const char  *group,
           const char  *key,
           guint        n_players,
           guint8      *mask,
           GError     **error)
{
  g_auto(GStrv) items = NULL;
  gsize n = 0;

  *mask = 0;
  if (!phl_key_file_has_key (file, group, key))
    return TRUE;
  items = phl_key_file_get_string_list (file, group, key, &n, error);
  if (items == NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      guint64 seat;

      g_strstrip (items[i]);
      if (!g_ascii_string_to_unsigned (items[i], 10, 1, n_players, &seat, NULL))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, key,
                                  _("“%s” is not a seat from 1 to %u"), items[i], n_players);
          return FALSE;
        }
      *mask |= 1u << (seat - 1);
    }
  return TRUE;
}

static gboolean
get_seat (PhlKeyFile  *file,
          const char  *group,
          const char  *key,
          guint        n_players,
          int          default_value,
          guint8      *seat,
          GError     **error)
{
  int value;

  if (!phl_key_file_get_int_default (file, group, key, 1, n_players, default_value + 1,
                                     &value, error))
    return FALSE;
  *seat = value - 1;
  return TRUE;
}

/* The deck's cards that the position does not place, in deck order. */
static guint
undealt_cards (const PhlAuctionState *state,
               PhlAuctionCard        *out)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  gboolean used[PHL_AUCTION_MAX_DECK] = { FALSE, };
  guint n = 0;

  for (guint s = 0; s < state->n_players; s++)
    for (guint i = 0; i < state->players[s].n_hand; i++)
      for (guint d = 0; d < deck->n_cards; d++)
        if (!used[d] && deck->cards[d] == state->players[s].hand[i])
          {
            used[d] = TRUE;
            break;
          }
  for (guint i = 0; i < state->n_discard; i++)
    for (guint d = 0; d < deck->n_cards; d++)
      if (!used[d] && deck->cards[d] == state->discard[i])
        {
          used[d] = TRUE;
          break;
        }
  for (guint d = 0; d < deck->n_cards; d++)
    if (!used[d])
      out[n++] = deck->cards[d];
  return n;
}

static void
remove_from_piles (PhlAuctionState *state,
                   PhlAuctionCard   card)
{
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < state->pile_len[p]; i++)
      if (state->piles[p][i] == card)
        {
          memmove (&state->piles[p][i], &state->piles[p][i + 1],
                   (state->pile_len[p] - i - 1) * sizeof state->piles[p][0]);
          state->piles[p][--state->pile_len[p]] = 0;
          return;
        }
}

/* Three counts, one per country, as "andorra;liechtenstein;monaco". */
static gboolean
get_per_country (PhlKeyFile  *file,
                 const char  *group,
                 const char  *key,
                 guint8      *counts,
                 GError     **error)
{
  g_auto(GStrv) items = NULL;
  gsize n = 0;

  if (!phl_key_file_has_key (file, group, key))
    return TRUE;
  items = phl_key_file_get_string_list (file, group, key, &n, error);
  if (items == NULL)
    return FALSE;
  if (n != PHL_AUCTION_N_COUNTRIES)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, key,
                              _("three numbers are needed, for Andorra, Liechtenstein and Monaco"));
      return FALSE;
    }
  for (gsize i = 0; i < n; i++)
    {
      guint64 value;

      g_strstrip (items[i]);
      if (!g_ascii_string_to_unsigned (items[i], 10, 0, 200, &value, NULL))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_PARSE, group, key,
                                  _("“%s” is not a whole number"), items[i]);
          return FALSE;
        }
      counts[i] = value;
    }
  return TRUE;
}

static gboolean
load_breakdown (PhlKeyFile       *file,
                const char       *group,
                PhlAuctionPlayer *p,
                GError          **error)
{
  int value;

  if (!get_per_country (file, group, "SetsSold", p->sets_sold, error)
      || !get_per_country (file, group, "PostmarksEarned", p->postmarks_earned, error))
    return FALSE;
  if (!phl_key_file_get_int_default (file, group, "PostmarksRepaid", 0, 200, 0, &value, error))
    return FALSE;
  p->postmarks_repaid = value;
  return phl_key_file_get_int_default (file, group, "Spent", 0, 1000000, 0, &p->spent, error)
         && phl_key_file_get_int_default (file, group, "Income", 0, 1000000, 0, &p->income, error)
         && phl_key_file_get_int_default (file, group, "Payouts", 0, 1000000, 0, &p->payouts, error);
}

static gboolean
load_player (PhlKeyFile       *file,
             guint             seat,
             PhlAuctionPlayer *p,
             GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);
  int value;

  if (!phl_key_file_has_group (file, group))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, group, NULL,
                              _("the group is missing"));
      return FALSE;
    }
  if (!phl_key_file_get_int (file, group, "Money", 0, 100000, &p->money, error))
    return FALSE;
  if (!phl_key_file_get_int (file, group, "Credits", 0, deck->credit_cards, &value, error))
    return FALSE;
  p->credits = value;
  if (!phl_key_file_get_int (file, group, "Postmarks", 0, 200, &value, error))
    return FALSE;
  p->postmarks = value;
  if (!get_cards (file, group, "Hand", TRUE, p->hand, &p->n_hand, error))
    return FALSE;
  if (!get_countries (file, group, "BoughtFrom", &p->bought_from, error))
    return FALSE;
  if (!phl_key_file_get_boolean_default (file, group, "TookCredit", FALSE, &p->took_credit, error))
    return FALSE;
  if (!phl_key_file_get_int_default (file, group, "Bid", PHL_AUCTION_NO_BID, deck->start_price,
                                     PHL_AUCTION_NO_BID, &value, error))
    return FALSE;
  p->bid = value;
  return load_breakdown (file, group, p, error);
}

static gboolean
get_phase (PhlKeyFile       *file,
           PhlAuctionPhase  *phase,
           GError          **error)
{
  g_autofree char *text = NULL;

  *phase = PHL_AUCTION_PHASE_SELL;
  if (!phl_key_file_has_key (file, "Table", "Phase"))
    return TRUE;
  text = phl_key_file_get_string (file, "Table", "Phase", error);
  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (phase_ids); i++)
    if (g_str_equal (g_strstrip (text), phase_ids[i]))
      {
        *phase = i;
        return TRUE;
      }
  phl_key_file_set_error (file, error, PHL_ERROR_PARSE, "Table", "Phase",
                          _("“%s” is not a phase: pick, bids, countdown, sell or over"), text);
  return FALSE;
}

static gboolean
load_table (PhlKeyFile       *file,
            PhlAuctionState  *state,
            int               current,
            gboolean         *piles_dealt,
            GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  int value, credits = 0, money = 0;

  if (!get_seat (file, "Table", "Auctioneer", state->n_players,
                 current >= 0 ? current : 0, &state->auctioneer, error)
      || !get_seat (file, "Table", "Dealer", state->n_players, state->auctioneer,
                    &state->dealer, error))
    return FALSE;
  if (!phl_key_file_get_int_default (file, "Table", "AuctionsLeft", 1,
                                     deck->auctions_per_auctioneer,
                                     deck->auctions_per_auctioneer, &value, error))
    return FALSE;
  state->auctions_left = value;
  if (!phl_key_file_get_int_default (file, "Table", "Round", 0, 10000, 0, &value, error))
    return FALSE;
  state->table_round = value;
  if (!phl_key_file_get_int_default (file, "Table", "Auctions", 0, 10000, 0, &value, error))
    return FALSE;
  state->n_auctions = value;

  if (!get_cards (file, "Table", "Discard", FALSE, state->discard, &state->n_discard, error))
    return FALSE;
  if (phl_key_file_has_key (file, "Table", "Pile1") || phl_key_file_has_key (file, "Table", "Pile2"))
    {
      if (!get_cards (file, "Table", "Pile1", FALSE, state->piles[0], &state->pile_len[0], error)
          || !get_cards (file, "Table", "Pile2", FALSE, state->piles[1], &state->pile_len[1], error))
        return FALSE;
    }
  else
    {
      PhlAuctionCard rest[PHL_AUCTION_MAX_DECK];
      guint n = undealt_cards (state, rest);

      for (guint i = 0; i < n; i++)
        state->piles[i % 2][state->pile_len[i % 2]++] = rest[i];
      *piles_dealt = TRUE;
    }
  if (phl_auction_state_count_cards (state) > PHL_AUCTION_MAX_DECK)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Table", NULL,
                              _("the position holds more than %d cards"), PHL_AUCTION_MAX_DECK);
      return FALSE;
    }

  for (guint s = 0; s < state->n_players; s++)
    {
      credits += state->players[s].credits;
      money += state->players[s].money;
    }
  if (credits > (int) deck->credit_cards)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Player1", "Credits",
                              _("the players hold %d credit cards, but there are only %u"),
                              credits, deck->credit_cards);
      return FALSE;
    }
  if (!phl_key_file_get_int_default (file, "Table", "CreditCards", 0, deck->credit_cards - credits,
                                     deck->credit_cards - credits, &value, error))
    return FALSE;
  state->credit_cards_left = value;
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    money += state->treasury[c];
  if (!phl_key_file_get_int_default (file, "Table", "Bank", -1000000, 1000000,
                                     money - deck->start_money * (int) state->n_players,
                                     &state->bank, error))
    return FALSE;
  return TRUE;
}

static gboolean
load_auction (PhlKeyFile       *file,
              PhlAuctionState  *state,
              int               current,
              GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  guint8 n = 0;
  int value;

  if (!get_cards (file, "Auction", "Card", TRUE, &state->lot, &n, error))
    return FALSE;
  if (n != 1)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Auction", "Card",
                              _("exactly one card is on the block"));
      return FALSE;
    }
  if (!phl_key_file_get_int_default (file, "Auction", "Price", 0, deck->start_price,
                                     deck->start_price, &value, error))
    return FALSE;
  state->price = value;
  if (!get_seats (file, "Auction", "Excluded", state->n_players, &state->excluded, error))
    return FALSE;

  if (state->phase == PHL_AUCTION_PHASE_BIDS)
    {
      /* The bidders run from the auctioneer's left to the auctioneer. */
      guint distance = (current - state->auctioneer + state->n_players) % state->n_players;
      guint bids_left = distance == 0 ? 1 : state->n_players - distance + 1;

      state->bidder = current;
      if (!phl_key_file_get_int_default (file, "Auction", "BidsLeft", bids_left, bids_left,
                                         bids_left, &value, error))
        return FALSE;
      state->bids_left = value;
    }
  return TRUE;
}

static PhlAuctionState *load_position (PhlKeyFile  *file,
                                        int          players,
                                        gboolean     sealed,
                                        GError     **error);

/* The [Match] header, for a position read on its own (the match reads it
 * once for its positions, then calls phl_auction_read_position()). */
PhlAuctionState *
phl_auction_load_position (PhlKeyFile  *file,
                           GError     **error)
{
  g_autofree char *game = NULL;
  g_autofree char *variant = NULL;
  int format, players;
  gboolean sealed = FALSE;

  g_return_val_if_fail (file != NULL, NULL);

  if (phl_auction_deck_get_default (error) == NULL)
    return NULL;

  game = phl_key_file_get_string (file, "Match", "Game", error);
  if (game == NULL)
    return NULL;
  if (!g_str_equal (g_strstrip (game), "auction"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Game",
                              _("“%s” is not a Stamp Auction position"), game);
      return NULL;
    }
  if (!phl_key_file_get_int (file, "Match", "Format", 1, G_MAXINT, &format, error))
    return NULL;
  if (format > POSITION_FORMAT)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Format",
                              _("format %d is newer than this version understands (%d)"),
                              format, POSITION_FORMAT);
      return NULL;
    }
  if (!phl_key_file_get_int (file, "Match", "Players", phl_auction_rules.min_players,
                             phl_auction_rules.max_players, &players, error))
    return NULL;

  if (phl_key_file_has_key (file, "Match", "Variant"))
    {
      variant = phl_key_file_get_string (file, "Match", "Variant", error);
      if (variant == NULL)
        return NULL;
      g_strstrip (variant);
      if (!g_str_equal (variant, "standard") && !g_str_equal (variant, "sealed"))
        {
          phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Variant",
                                  _("“%s” is not a variant: standard or sealed"), variant);
          return NULL;
        }
      sealed = g_str_equal (variant, "sealed");
    }
  return load_position (file, players, sealed, error);
}

PhlAuctionState *
phl_auction_read_position (const PhlSetup  *setup,
                           GError         **error)
{
  g_return_val_if_fail (setup != NULL && setup->file != NULL, NULL);

  if (phl_auction_deck_get_default (error) == NULL)
    return NULL;
  /* The match checked the variant and its players. */
  return load_position (setup->file, setup->n_players,
                        g_strcmp0 (setup->variant, "sealed") == 0, error);
}

static gboolean
load_treasury (PhlKeyFile       *file,
               PhlAuctionState  *state,
               GError          **error)
{
  if (!phl_key_file_has_group (file, "Treasury"))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_MISSING, "Treasury", NULL,
                              _("the group is missing"));
      return FALSE;
    }
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    if (!phl_key_file_get_int (file, "Treasury", treasury_keys[c], 0, 100000,
                               &state->treasury[c], error))
      return FALSE;
  return TRUE;
}

/* What the phase needs besides the table: the auction under way, the
 * seller, the winners; and that @current may act in it. */
static gboolean
load_phase (PhlKeyFile       *file,
            PhlAuctionState  *state,
            int               current,
            GError          **error)
{
  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
    case PHL_AUCTION_PHASE_COUNTDOWN:
      if (current != state->auctioneer)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Match", "Current",
                                  _("the auctioneer (player %u) acts now"), state->auctioneer + 1);
          return FALSE;
        }
      if (state->phase == PHL_AUCTION_PHASE_PICK && state->pile_len[0] + state->pile_len[1] == 0)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Table", "Phase",
                                  _("both piles are empty, so no auction can start"));
          return FALSE;
        }
      if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN && !load_auction (file, state, current, error))
        return FALSE;
      break;

    case PHL_AUCTION_PHASE_BIDS:
      if (!state->sealed)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, "Table", "Phase",
                                  _("bids are made only in the sealed variant"));
          return FALSE;
        }
      if (!load_auction (file, state, current, error))
        return FALSE;
      break;

    case PHL_AUCTION_PHASE_SELL:
      {
        guint distance = (current - state->auctioneer + state->n_players) % state->n_players;
        int value;

        state->seller = current;
        if (!phl_key_file_get_int_default (file, "Sell", "SellersLeft", 1, state->n_players,
                                           state->n_players - distance, &value, error)
            || !phl_key_file_get_boolean_default (file, "Sell", "Sold", FALSE, &state->sold, error))
          return FALSE;
        state->sellers_left = value;
      }
      break;

    case PHL_AUCTION_PHASE_OVER:
    default:
      state->winners = phl_auction_rank_winners (state);
      state->won_by_postmarks = FALSE;
      for (int s = 0; s < (int) state->n_players; s++)
        if (state->players[s].postmarks >= state->target && state->players[s].credits == 0)
          {
            state->winners = 1u << s;
            state->won_by_postmarks = TRUE;
            break;
          }
      break;
    }
  return TRUE;
}

/* The last sale, when the file tells it (the group [Last]). */
static gboolean
load_last (PhlKeyFile       *file,
           PhlAuctionState  *state,
           GError          **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck_get_default (NULL);
  guint8 n = 0;
  int value;

  if (!phl_key_file_has_group (file, "Last"))
    return TRUE;
  state->has_last = TRUE;
  if (!get_cards (file, "Last", "Card", TRUE, &state->last_card, &n, error)
      || !get_seat (file, "Last", "Buyer", state->n_players, state->auctioneer, &state->last_buyer, error)
      || !phl_key_file_get_int_default (file, "Last", "Price", 0, deck->start_price, 0,
                                        &value, error)
      || !phl_key_file_get_boolean_default (file, "Last", "Free", FALSE, &state->last_free, error))
    return FALSE;
  state->last_price = value;
  return TRUE;
}

static PhlAuctionState *
load_position (PhlKeyFile  *file,
               int          players,
               gboolean     sealed,
               GError     **error)
{
  const PhlAuctionDeck *deck = phl_auction_deck_get_default (NULL);
  g_autofree PhlAuctionState *state = g_new0 (PhlAuctionState, 1);
  gboolean piles_dealt = FALSE;
  int current;

  state->n_players = players;
  state->target = players <= 4 ? deck->postmarks_to_win_few : deck->postmarks_to_win_many;
  state->sealed = sealed;

  if (!get_phase (file, &state->phase, error))
    return NULL;
  if (!phl_key_file_get_int (file, "Match", "Current",
                             state->phase == PHL_AUCTION_PHASE_OVER ? 0 : 1,
                             state->phase == PHL_AUCTION_PHASE_OVER ? 0 : players,
                             &current, error))
    return NULL;
  current--;

  if (!load_treasury (file, state, error))
    return NULL;
  for (int s = 0; s < players; s++)
    if (!load_player (file, s, &state->players[s], error))
      return NULL;
  if (!load_table (file, state, current, &piles_dealt, error)
      || !load_phase (file, state, current, error))
    return NULL;

  /* Piles made of the undealt deck also hold the card on the block. */
  if (piles_dealt && (state->phase == PHL_AUCTION_PHASE_BIDS
                      || state->phase == PHL_AUCTION_PHASE_COUNTDOWN))
    remove_from_piles (state, state->lot);

  if (!load_last (file, state, error))
    return NULL;
  return g_steal_pointer (&state);
}

/* ---- philatelia-cli score and moves ---------------------------------------- */

void
phl_auction_write_score (const PhlAuctionState *state,
                         GKeyFile              *out)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (out != NULL);

  for (guint s = 0; s < state->n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", s + 1);

      g_key_file_set_integer (out, group, "Score", state->players[s].postmarks);
      g_key_file_set_integer (out, group, "Money", state->players[s].money);
    }
}

GPtrArray *
phl_auction_describe_moves (const PhlAuctionState *state)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) sales = NULL;

  g_return_val_if_fail (state != NULL, lines);

  if (state->phase != PHL_AUCTION_PHASE_SELL
      || phl_auction_can_sell (state, state->seller) != PHL_AUCTION_OK)
    return lines;

  sales = phl_auction_list_sales (state, state->seller);
  for (guint i = 0; i < sales->len; i++)
    {
      const PhlAuctionSale *sale = &g_array_index (sales, PhlAuctionSale, i);
      g_autofree char *action = phl_auction_sale_to_action (sale);

      g_ptr_array_add (lines, g_strdup_printf ("%s payout=%d postmarks=%u",
                                               action, sale->payout, sale->postmarks));
    }
  return lines;
}
