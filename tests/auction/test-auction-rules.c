/* test-auction-rules.c — each Stamp Auction rule, on positions loaded from text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "auction/phl-auction.h"
#include "auction-test-util.h"

/* A 3-player countdown: seat 1 auctions a Monaco-issued card at @price;
 * the players hold @money1..3. */
static PhlAuctionState *
countdown_position (int price,
                    int money1,
                    int money2,
                    int money3)
{
  g_autofree char *text = g_strdup_printf (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=%d\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=%d\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=%d\nCredits=0\nPostmarks=0\nHand=\n"
    "[Table]\nPhase=countdown\nAuctioneer=1\n"
    "[Auction]\nCard=monaco/sports/red/liechtenstein\nPrice=%d\n",
    money1, money2, money3, price);

  return auction_test_load (text);
}

static void
test_payment_split (void)
{
  /* Odd price: the country gets half rounded up. */
  const int cases[][3] = {
    /* price, to the auctioneer, to Monaco */
    { 7, 3, 4 }, { 8, 4, 4 }, { 1, 0, 1 }, { 0, 0, 0 }, { 12, 6, 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree PhlAuctionState *state = countdown_position (cases[i][0], 20, 20, 20);
      int total = auction_test_money_total (state);

      auction_test_apply (state, "ring 2");
      g_assert_cmpint (state->players[1].money, ==, 20 - cases[i][0]);
      g_assert_cmpint (state->players[0].money, ==, 20 + cases[i][1]);
      g_assert_cmpint (state->treasury[PHL_AUCTION_MONACO], ==, cases[i][2]);
      g_assert_cmpint (state->treasury[PHL_AUCTION_ANDORRA], ==, 0);
      g_assert_cmpint (state->players[1].n_hand, ==, 1);
      g_assert_cmpuint (state->players[1].hand[0], ==,
                        auction_test_card ("monaco/sports/red/liechtenstein"));
      /* A buyer left with 12 or less may take credit; otherwise nobody
       * has a decision and the sell step is skipped. */
      if (state->players[1].money <= 12)
        g_assert_cmpuint (state->players[1].bought_from, ==, 1u << PHL_AUCTION_MONACO);
      else
        g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
      g_assert_true (state->has_last);
      g_assert_cmpuint (state->last_buyer, ==, 1);
      g_assert_cmpint (state->last_price, ==, cases[i][0]);
      g_assert_false (state->last_free);
      g_assert_cmpint (auction_test_money_total (state), ==, total);
      g_assert_cmpint (state->players[1].spent, ==, cases[i][0]);
      g_assert_cmpint (state->players[0].income, ==, cases[i][1]);
    }
}

static void
test_auctioneer_buys (void)
{
  g_autofree PhlAuctionState *state = countdown_position (5, 20, 20, 20);

  auction_test_apply (state, "ring 1");
  g_assert_cmpint (state->players[0].money, ==, 15);
  g_assert_cmpint (state->treasury[PHL_AUCTION_MONACO], ==, 5);
  g_assert_cmpint (state->players[1].money, ==, 20);
  g_assert_cmpint (state->players[0].n_hand, ==, 1);
}

static void
test_cannot_pay_restarts (void)
{
  g_autofree PhlAuctionState *state = countdown_position (5, 20, 20, 3);
  g_autoptr(GPtrArray) actions = NULL;

  auction_test_apply (state, "ring 3");
  /* Nothing changed hands; the auction starts over at 12 without seat 3. */
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_COUNTDOWN);
  g_assert_cmpint (state->price, ==, 12);
  g_assert_cmpint (state->players[2].money, ==, 3);
  g_assert_cmpuint (state->excluded, ==, 1u << 2);
  auction_test_refuse (state, "ring 3");

  actions = phl_auction_state_legal_actions (state);
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "ring 3", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "ring 2", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "tick", g_str_equal, NULL));

  /* Seat 3 could afford 3 now, but sits out; seat 2 buys. */
  for (int i = 0; i < 9; i++)
    auction_test_apply (state, "tick");
  g_assert_cmpint (state->price, ==, 3);
  auction_test_refuse (state, "ring 3");
  auction_test_apply (state, "ring 2");
  g_assert_cmpint (state->players[1].money, ==, 17);
  g_assert_cmpuint (state->excluded, ==, 0);
}

static void
test_nobody_rings (void)
{
  g_autofree PhlAuctionState *state = countdown_position (12, 20, 20, 20);

  for (int i = 0; i < 12; i++)
    {
      auction_test_apply (state, "tick");
      g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_COUNTDOWN);
    }
  g_assert_cmpint (state->price, ==, 0);
  /* The end of 0: the auctioneer takes the card for free, and the log
   * line that says so is theirs (it carries their seat's dot). */
  {
    g_autoptr(PhlChange) change = phl_change_new (-1);
    g_autoptr(GError) error = NULL;

    g_assert_true (phl_auction_rules.apply (state, "tick", NULL, NULL, change, &error));
    g_assert_no_error (error);
    g_assert_cmpint (phl_change_get_actor (change), ==, -1);
    g_assert_cmpint (phl_change_get_subject (change), ==, 0);
    g_assert_nonnull (strstr (phl_change_describe (change, -1), "took the card free"));
  }
  g_assert_cmpint (state->players[0].n_hand, ==, 1);
  g_assert_cmpint (state->players[0].money, ==, 20);
  g_assert_cmpint (state->treasury[PHL_AUCTION_MONACO], ==, 0);
  g_assert_true (state->last_free);
  g_assert_cmpuint (state->last_buyer, ==, 0);
}

static void
test_wrong_phase_and_grammar (void)
{
  g_autofree PhlAuctionState *state = countdown_position (9, 20, 20, 20);

  auction_test_refuse (state, "take 1");
  auction_test_refuse (state, "pass");
  auction_test_refuse (state, "credit");
  auction_test_refuse (state, "sell 1,2,3 to monaco");
  auction_test_refuse (state, "ring 4");
  auction_test_refuse (state, "ring 0");
  auction_test_refuse (state, "ring");
  auction_test_refuse (state, "ring two");
  auction_test_refuse (state, "tick tock");
  auction_test_refuse (state, "bid 1 3");
  auction_test_refuse (state, "");
  auction_test_refuse (state, "hello");
}

/* Auctioneers run 3 auctions each, clockwise from the dealer. */
static void
test_dealer_rotation (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (42);
  g_autofree PhlAuctionState *state = phl_auction_state_new_game (4, FALSE, rng, NULL);
  const guint expected[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0 };

  g_assert_nonnull (state);
  for (guint a = 0; a < G_N_ELEMENTS (expected); a++)
    {
      g_autoptr(GPtrArray) actions = NULL;

      g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
      g_assert_cmpuint (state->auctioneer, ==, expected[a]);
      g_assert_cmpint (phl_auction_state_current_seat (state), ==, (int) expected[a]);
      g_assert_cmpuint (state->table_round, ==, a / 12);
      auction_test_apply (state, "take 1");
      g_assert_cmpint (phl_auction_state_current_seat (state), ==, (int) expected[a]);
      /* Nobody rings: the auctioneer takes it. */
      for (int t = 0; t < 13; t++)
        auction_test_apply (state, "tick");
      while (state->phase == PHL_AUCTION_PHASE_SELL)
        auction_test_apply (state, "pass");
    }
}

/* After an auction the auctioneer decides first, then clockwise; a player
 * with nothing to decide is skipped. */
static void
test_sell_order (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=4\nCurrent=3\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    /* Seat 1 may take credit, seat 2 has nothing to do, seats 3 and 4 may. */
    "[Player1]\nMoney=5\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=30\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=12\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player4]\nMoney=10\nCredits=0\nPostmarks=0\nHand=\n"
    "[Table]\nPhase=countdown\nAuctioneer=3\n"
    "[Auction]\nCard=andorra/sports/red/andorra\nPrice=0\n");

  auction_test_apply (state, "tick");
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_SELL);
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 2);
  auction_test_refuse (state, "take 1");
  auction_test_apply (state, "pass");
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 3);
  auction_test_apply (state, "pass");
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 0);
  auction_test_apply (state, "pass");
  /* Seat 2 is skipped; the auctioneer starts the next auction. */
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 2);
}

static void
test_set_types (void)
{
  const struct {
    const char *a, *b, *c;
    guint countries;
  } cases[] = {
    /* Andorra: one colour, three motifs. */
    { "monaco/sports/red/monaco", "andorra/wildlife/red/andorra", "andorra/history/red/monaco",
      1u << PHL_AUCTION_ANDORRA },
    /* Liechtenstein: one motif, three colours. */
    { "monaco/sports/red/monaco", "andorra/sports/blue/andorra", "andorra/sports/yellow/monaco",
      1u << PHL_AUCTION_LIECHTENSTEIN },
    /* Monaco: three motifs and three colours. */
    { "monaco/sports/red/monaco", "andorra/wildlife/blue/andorra", "andorra/history/yellow/monaco",
      1u << PHL_AUCTION_MONACO },
    /* One colour and one motif: any country. */
    { "monaco/wildlife/blue/monaco", "andorra/wildlife/blue/andorra",
      "liechtenstein/wildlife/blue/monaco", 0x7 },
    /* Not sets. */
    { "monaco/sports/red/monaco", "andorra/sports/red/andorra", "andorra/history/red/monaco", 0 },
    { "monaco/sports/red/monaco", "andorra/sports/blue/andorra", "andorra/sports/blue/monaco", 0 },
    { "monaco/sports/red/monaco", "andorra/wildlife/blue/andorra", "andorra/history/blue/monaco", 0 },
    { "monaco/sports/red/monaco", "andorra/wildlife/blue/andorra", "andorra/wildlife/yellow/monaco", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PhlAuctionCard a = auction_test_card (cases[i].a);
      PhlAuctionCard b = auction_test_card (cases[i].b);
      PhlAuctionCard c = auction_test_card (cases[i].c);

      g_assert_cmpuint (phl_auction_set_countries (a, b, c), ==, cases[i].countries);
      /* Order does not matter. */
      g_assert_cmpuint (phl_auction_set_countries (c, a, b), ==, cases[i].countries);
      g_assert_cmpuint (phl_auction_set_countries (b, c, a), ==, cases[i].countries);
    }
}

/* Seat 1 holds two cards of a Monaco set and an Andorra set's two cards;
 * seat 2 auctions the third. */
static const char bought_from_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\n"
  "[Treasury]\nAndorra=4\nLiechtenstein=0\nMonaco=6\n"
  "[Player1]\nMoney=12\nCredits=0\nPostmarks=0\n"
  "Hand=monaco/sports/red/monaco;andorra/wildlife/blue/monaco;liechtenstein/sports/yellow/andorra;"
  "andorra/history/yellow/andorra\n"
  "[Player2]\nMoney=9\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player3]\nMoney=10\nCredits=0\nPostmarks=0\nHand=\n"
  "[Table]\nPhase=countdown\nAuctioneer=2\nAuctionsLeft=3\n"
  "Pile1=andorra/sports/red/andorra\nPile2=monaco/wildlife/red/andorra\n"
  "[Auction]\nCard=monaco/history/yellow/monaco\nPrice=6\n";

static void
test_bought_from (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (bought_from_position);
  g_autoptr(GArray) sales = NULL;

  /* Seat 1 buys a Monaco stamp: the Monaco set is there, but not to Monaco. */
  auction_test_apply (state, "ring 1");
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 1);
  auction_test_apply (state, "pass");
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 2);
  auction_test_apply (state, "pass");
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 0);
  g_assert_cmpuint (state->players[0].bought_from, ==, 1u << PHL_AUCTION_MONACO);
  sales = phl_auction_list_sales (state, 0);
  for (guint i = 0; i < sales->len; i++)
    g_assert_cmpint (g_array_index (sales, PhlAuctionSale, i).country, !=, PHL_AUCTION_MONACO);
  /* Cards 1, 2, 5 are sports/red, wildlife/blue, history/yellow. */
  auction_test_refuse (state, "sell 1,2,5 to monaco");
  auction_test_apply (state, "pass");

  /* After the next auction ends, the sale is allowed. */
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
  auction_test_apply (state, "take 1");
  for (int t = 0; t < 13; t++)
    auction_test_apply (state, "tick");
  g_assert_cmpuint (state->players[0].bought_from, ==, 0);
  while (phl_auction_state_current_seat (state) != 0)
    auction_test_apply (state, "pass");
  auction_test_apply (state, "sell 5,2,1 to monaco");
  g_assert_cmpint (state->players[0].postmarks, ==, 3);
  g_assert_cmpint (state->players[0].money, ==, 12 - 6 + 9);
  g_assert_cmpint (state->treasury[PHL_AUCTION_MONACO], ==, 0);
  g_assert_cmpint (state->players[0].n_hand, ==, 2);
  g_assert_cmpint (state->n_discard, ==, 3);
  /* One set per turn. */
  g_assert_cmpint (phl_auction_can_sell (state, 0), ==, PHL_AUCTION_REFUSED_ALREADY_SOLD);
}

static void
test_sell_refusals (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=4\nLiechtenstein=0\nMonaco=6\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\n"
    "Hand=monaco/sports/red/monaco;andorra/wildlife/blue/monaco;andorra/history/yellow/andorra;"
    "andorra/history/red/andorra\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n");

  auction_test_refuse (state, "sell 1,2,4 to monaco");   /* not a set */
  auction_test_refuse (state, "sell 1,2,3 to andorra");  /* a set, not for Andorra */
  auction_test_refuse (state, "sell 1,2,2 to monaco");
  auction_test_refuse (state, "sell 1,2,5 to monaco");
  auction_test_refuse (state, "sell 0,1,2 to monaco");
  auction_test_refuse (state, "sell 1,2 to monaco");
  auction_test_refuse (state, "sell 1,2,3 to france");
  auction_test_refuse (state, "sell 1,2,3 monaco");
  g_assert_cmpint (phl_auction_can_sell (state, 1), ==, PHL_AUCTION_REFUSED_NOT_YOUR_TURN);
  auction_test_apply (state, "sell 1,2,3 to monaco");
  g_assert_cmpint (state->players[0].postmarks, ==, 2);
  g_assert_cmpint (state->players[0].money, ==, 26);
  g_assert_cmpint (state->players[0].n_hand, ==, 1);
  g_assert_cmpuint (state->players[0].hand[0], ==, auction_test_card ("andorra/history/red/andorra"));
  auction_test_refuse (state, "sell 1,2,3 to monaco");
}

static PhlAuctionState *
credit_position (int money,
                 int credits,
                 int others_credits)
{
  g_autofree char *text = g_strdup_printf (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=%d\nCredits=%d\nPostmarks=1\nHand=\n"
    "[Player2]\nMoney=20\nCredits=%d\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n",
    money, credits, others_credits);

  return auction_test_load (text);
}

static void
test_credit_limits (void)
{
  g_autofree PhlAuctionState *rich = credit_position (13, 0, 0);
  g_autofree PhlAuctionState *state = credit_position (12, 0, 0);
  g_autofree PhlAuctionState *no_cards = credit_position (0, 1, 10);
  g_autofree char *reason = NULL;
  int total;

  g_assert_cmpint (phl_auction_can_credit (rich, 0), ==, PHL_AUCTION_REFUSED_TOO_RICH);
  auction_test_refuse (rich, "credit");
  reason = phl_auction_refusal_describe (PHL_AUCTION_REFUSED_TOO_RICH);
  g_assert_nonnull (strstr (reason, "12"));

  g_assert_cmpint (phl_auction_can_credit (state, 0), ==, PHL_AUCTION_OK);
  g_assert_cmpint (phl_auction_can_credit (state, 1), ==, PHL_AUCTION_REFUSED_NOT_YOUR_TURN);
  total = auction_test_money_total (state) - state->bank;
  auction_test_apply (state, "credit");
  g_assert_cmpint (state->players[0].money, ==, 22);
  g_assert_cmpint (state->players[0].credits, ==, 1);
  g_assert_cmpint (state->credit_cards_left, ==, 10);
  /* The position's bank balance is what its money says: 52 - 60 = -8. */
  g_assert_cmpint (state->bank, ==, -8 + 10);
  g_assert_cmpint (auction_test_money_total (state) - state->bank, ==, total);
  /* Once per table round, whatever the money. */
  g_assert_cmpint (phl_auction_can_credit (state, 0), ==, PHL_AUCTION_REFUSED_CREDIT_THIS_ROUND);
  auction_test_refuse (state, "credit");

  /* Eleven credit cards in all. */
  g_assert_cmpint (no_cards->credit_cards_left, ==, 0);
  g_assert_cmpint (phl_auction_can_credit (no_cards, 0), ==, PHL_AUCTION_REFUSED_NO_CREDIT_CARDS);
  auction_test_refuse (no_cards, "credit");
  /* Repaying returns a card to the stack. */
  auction_test_apply (no_cards, "repay postmark");
  g_assert_cmpint (no_cards->credit_cards_left, ==, 1);
  g_assert_cmpint (phl_auction_can_credit (no_cards, 0), ==, PHL_AUCTION_OK);
}

/* The once-per-round limit ends when the dealer auctions again. */
static void
test_credit_new_round (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=2\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Table]\nPhase=sell\nDealer=1\nAuctioneer=3\nAuctionsLeft=2\n");

  auction_test_apply (state, "credit");
  auction_test_apply (state, "pass");
  /* Seat 1 is the last seller after seat 3's auction. */
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
  g_assert_cmpuint (state->auctions_left, ==, 1);
  g_assert_true (state->players[0].took_credit);
  g_assert_cmpuint (state->table_round, ==, 0);

  state->players[0].money = 3;
  auction_test_apply (state, "take 1");
  for (int t = 0; t < 13; t++)
    auction_test_apply (state, "tick");
  /* Seat 3 took the card free; seat 1 becomes auctioneer: a new round. */
  while (state->phase == PHL_AUCTION_PHASE_SELL)
    {
      if (phl_auction_state_current_seat (state) == 0)
        g_assert_cmpint (phl_auction_can_credit (state, 0), ==, PHL_AUCTION_REFUSED_CREDIT_THIS_ROUND);
      auction_test_apply (state, "pass");
    }
  g_assert_cmpuint (state->table_round, ==, 1);
  g_assert_cmpuint (state->auctioneer, ==, 0);
  g_assert_false (state->players[0].took_credit);
}

static void
test_repay (void)
{
  g_autofree PhlAuctionState *state = credit_position (31, 2, 0);
  g_autofree PhlAuctionState *poor = credit_position (14, 1, 0);
  g_autofree PhlAuctionState *debt_free = credit_position (20, 0, 0);

  auction_test_apply (state, "repay money");
  g_assert_cmpint (state->players[0].money, ==, 16);
  g_assert_cmpint (state->players[0].credits, ==, 1);
  g_assert_cmpint (state->bank, ==, 31 + 40 - 60 - 15);
  auction_test_apply (state, "repay postmark");
  g_assert_cmpint (state->players[0].postmarks, ==, 0);
  g_assert_cmpint (state->players[0].credits, ==, 0);
  g_assert_cmpint (state->players[0].money, ==, 16);
  g_assert_cmpint (phl_auction_can_repay (state, 0, FALSE), ==, PHL_AUCTION_REFUSED_NO_CREDIT);
  auction_test_refuse (state, "repay money");

  g_assert_cmpint (phl_auction_can_repay (poor, 0, FALSE), ==, PHL_AUCTION_REFUSED_TOO_POOR);
  auction_test_refuse (poor, "repay money");
  poor->players[0].postmarks = 0;
  g_assert_cmpint (phl_auction_can_repay (poor, 0, TRUE), ==, PHL_AUCTION_REFUSED_NO_POSTMARK);
  auction_test_refuse (poor, "repay postmark");
  auction_test_refuse (poor, "repay");
  auction_test_refuse (poor, "repay gold");

  g_assert_cmpint (phl_auction_can_repay (debt_free, 0, TRUE), ==, PHL_AUCTION_REFUSED_NO_CREDIT);
}

/* A seller at @postmarks with @credits and a Liechtenstein set whose three
 * flags are Liechtenstein's. */
static PhlAuctionState *
win_position (guint players,
              int   postmarks,
              int   credits,
              int   money)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append_printf (text,
    "[Match]\nGame=auction\nFormat=1\nPlayers=%u\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=3\nMonaco=0\n"
    "[Player1]\nMoney=%d\nCredits=%d\nPostmarks=%d\n"
    "Hand=andorra/wildlife/red/liechtenstein;monaco/wildlife/blue/liechtenstein;"
    "monaco/wildlife/yellow/liechtenstein\n",
    players, money, credits, postmarks);
  for (guint s = 2; s <= players; s++)
    g_string_append_printf (text, "[Player%u]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n", s);
  return auction_test_load (text->str);
}

static void
test_win (void)
{
  struct {
    guint players;
    int postmarks, credits, money;
    gboolean wins;
  } cases[] = {
    { 3, 2, 0, 0, TRUE },    /* 3-4 players: 5 postmarks */
    { 3, 1, 0, 0, FALSE },
    { 4, 2, 0, 0, TRUE },
    { 4, 1, 0, 0, FALSE },
    { 5, 1, 0, 0, TRUE },    /* 5-6 players: 4 */
    { 6, 0, 0, 0, FALSE },
    { 6, 1, 0, 0, TRUE },
    { 5, 1, 1, 0, FALSE },   /* credit outstanding */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree PhlAuctionState *state = win_position (cases[i].players, cases[i].postmarks,
                                                        cases[i].credits, cases[i].money);

      auction_test_apply (state, "sell 1,2,3 to liechtenstein");
      g_assert_cmpint (state->players[0].postmarks, ==, cases[i].postmarks + 3);
      g_assert_cmpint (state->phase == PHL_AUCTION_PHASE_OVER, ==, cases[i].wins);
      if (cases[i].wins)
        {
          g_assert_cmpuint (state->winners, ==, 1);
          g_assert_true (state->won_by_postmarks);
          g_assert_cmpint (phl_auction_state_current_seat (state), ==, -1);
          auction_test_refuse (state, "pass");
        }
    }
}

static void
test_win_after_repaying (void)
{
  g_autofree PhlAuctionState *by_money = win_position (5, 1, 1, 12);
  g_autofree PhlAuctionState *by_postmark = win_position (5, 2, 1, 0);

  /* 4 postmarks, one credit: the payout (3) brings the money to 15. */
  auction_test_apply (by_money, "sell 1,2,3 to liechtenstein");
  g_assert_cmpint (by_money->phase, ==, PHL_AUCTION_PHASE_SELL);
  auction_test_apply (by_money, "repay money");
  g_assert_cmpint (by_money->phase, ==, PHL_AUCTION_PHASE_OVER);
  g_assert_cmpuint (by_money->winners, ==, 1);

  /* 5 postmarks: one pays the credit back and 4 still win. */
  auction_test_apply (by_postmark, "sell 1,2,3 to liechtenstein");
  g_assert_cmpint (by_postmark->phase, ==, PHL_AUCTION_PHASE_SELL);
  auction_test_apply (by_postmark, "repay postmark");
  g_assert_cmpint (by_postmark->players[0].postmarks, ==, 4);
  g_assert_cmpint (by_postmark->phase, ==, PHL_AUCTION_PHASE_OVER);
}

/* The last card's auction and sell step end the game: most postmarks,
 * then most money, ties shared. */
static void
test_piles_run_out (void)
{
  const struct {
    int pm[3], money[3];
    guint winners;
  } cases[] = {
    { { 3, 2, 1 }, { 0, 50, 50 }, 0x1 },
    { { 2, 2, 1 }, { 10, 12, 50 }, 0x2 },
    { { 2, 2, 2 }, { 12, 10, 12 }, 0x5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\n"
        "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
        "[Player1]\nMoney=%d\nCredits=0\nPostmarks=%d\nHand=\n"
        "[Player2]\nMoney=%d\nCredits=0\nPostmarks=%d\nHand=\n"
        "[Player3]\nMoney=%d\nCredits=0\nPostmarks=%d\nHand=\n"
        "[Table]\nPhase=pick\nAuctioneer=2\nPile1=\nPile2=andorra/sports/red/andorra\n",
        cases[i].money[0], cases[i].pm[0], cases[i].money[1], cases[i].pm[1],
        cases[i].money[2], cases[i].pm[2]);
      g_autofree PhlAuctionState *state = auction_test_load (text);

      auction_test_refuse (state, "take 1");
      g_assert_false (phl_auction_state_pile_top (state, 0, NULL));
      auction_test_apply (state, "take 2");
      for (int t = 0; t < 13; t++)
        auction_test_apply (state, "tick");
      while (state->phase == PHL_AUCTION_PHASE_SELL)
        auction_test_apply (state, "pass");
      g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_OVER);
      g_assert_false (state->won_by_postmarks);
      g_assert_cmpuint (state->winners, ==, cases[i].winners);
    }
}

static const char sealed_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\nVariant=sealed\n"
  "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
  "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player3]\nMoney=4\nCredits=0\nPostmarks=0\nHand=\n"
  "[Table]\nPhase=pick\nAuctioneer=2\n";

static void
test_sealed_bids (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (sealed_position);
  g_autofree PhlAuctionState *tie = NULL;
  g_autofree PhlAuctionState *none = NULL;
  PhlApplyFlags flags = PHL_APPLY_NONE;

  g_assert_true (state->sealed);
  auction_test_apply (state, "take 1");
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_BIDS);
  /* Bids run from the auctioneer's left: seats 3, 1, then 2. */
  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 2);
  auction_test_refuse (state, "bid 1 5");
  auction_test_refuse (state, "bid 3 5");   /* more than seat 3 has */
  auction_test_refuse (state, "bid 3 13");
  auction_test_refuse (state, "ring 3");
  auction_test_refuse (state, "tick");
  tie = g_memdup2 (state, sizeof *state);
  none = g_memdup2 (state, sizeof *state);

  auction_test_apply (state, "bid 3 4");
  auction_test_apply (state, "bid 1 6");
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_BIDS);
  g_assert_true (phl_auction_state_apply (state, "bid 2 5", &flags, NULL));
  g_assert_true (flags & PHL_APPLY_IRREVERSIBLE);
  /* The countdown reaches 6 first: seat 1 pays 6, 3 to Andorra/… */
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_SELL);
  g_assert_cmpuint (state->last_buyer, ==, 0);
  g_assert_cmpint (state->last_price, ==, 6);
  g_assert_cmpint (state->players[0].money, ==, 14);
  g_assert_cmpint (state->players[1].money, ==, 23);

  /* Equal bids: the bidder nearest the auctioneer's left wins, the
   * auctioneer last. */
  auction_test_apply (tie, "bid 3 none");
  auction_test_apply (tie, "bid 1 5");
  auction_test_apply (tie, "bid 2 5");
  g_assert_cmpuint (tie->last_buyer, ==, 0);
  g_assert_cmpint (tie->players[1].money, ==, 22);

  /* The auctioneer's winning bid goes whole to the issuing country. */
  {
    g_autofree PhlAuctionState *own = g_memdup2 (none, sizeof *none);
    PhlAuctionCountry country = phl_auction_card_country (own->lot);

    auction_test_apply (own, "bid 3 2");
    auction_test_apply (own, "bid 1 none");
    auction_test_apply (own, "bid 2 7");
    g_assert_cmpuint (own->last_buyer, ==, 1);
    g_assert_cmpint (own->players[1].money, ==, 13);
    g_assert_cmpint (own->treasury[country], ==, 7);
  }

  /* No bids: the auctioneer takes it free. */
  auction_test_apply (none, "bid 3 none");
  auction_test_apply (none, "bid 1 none");
  auction_test_apply (none, "bid 2 none");
  g_assert_true (none->last_free);
  g_assert_cmpuint (none->last_buyer, ==, 1);
  g_assert_cmpint (none->players[1].n_hand, ==, 1);
}

static void
test_take (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autofree PhlAuctionState *state = phl_auction_state_new_game (5, FALSE, rng, NULL);
  PhlAuctionCard top;
  guint len;
  PhlApplyFlags flags = PHL_APPLY_NONE;

  g_assert_cmpint (state->pile_len[0] + state->pile_len[1], ==, 45 - 10);
  g_assert_cmpint (state->target, ==, 4);
  g_assert_true (phl_auction_state_pile_top (state, 1, &top));
  g_assert_cmpuint (top, ==, state->piles[1][state->pile_len[1] - 1]);
  len = state->pile_len[1];
  auction_test_refuse (state, "take 3");
  auction_test_refuse (state, "take 0");
  auction_test_refuse (state, "take");
  auction_test_refuse (state, "tick");
  g_assert_true (phl_auction_state_apply (state, "take 2", &flags, NULL));
  g_assert_true (flags & PHL_APPLY_IRREVERSIBLE);
  g_assert_cmpuint (state->lot, ==, top);
  g_assert_cmpuint (state->pile_len[1], ==, len - 1);
  g_assert_cmpint (state->price, ==, 12);
  /* Time passed in a live auction cannot be taken back by undo. */
  g_assert_true (phl_auction_state_apply (state, "tick", &flags, NULL));
  g_assert_true (flags & PHL_APPLY_IRREVERSIBLE);
}

/* The PhlGameRules table the match and the CLI use. */
static void
test_vtable (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("auction");
  const char *sealed_option[] = { "sealed=true", NULL };
  PhlSetup setup = { 4, NULL, NULL, NULL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  PhlAuctionState *state, *copy;
  PhlApplyFlags flags = PHL_APPLY_NONE;

  g_assert_true (rules == &phl_auction_rules);
  g_assert_cmpuint (rules->min_players, ==, 3);
  g_assert_cmpuint (rules->max_players, ==, 6);
  g_assert_cmpstr (rules->variants[0], ==, "standard");

  state = rules->new_game (&setup, rng, &error);
  g_assert_no_error (error);
  g_assert_false (state->sealed);
  g_assert_cmpuint (rules->n_players (state), ==, 4);
  g_assert_cmpint (rules->current_seat (state), ==, 0);
  g_assert_false (rules->is_over (state));
  g_assert_cmpint (rules->score (state, 2), ==, 0);
  g_assert_true (rules->apply (state, "take 1", rng, &flags, NULL, &error));
  g_assert_true (flags & PHL_APPLY_IRREVERSIBLE);
  g_assert_false (rules->apply (state, "take 1", rng, &flags, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_clear_error (&error);
  copy = rules->copy (state);
  g_assert_true (memcmp (copy, state, sizeof *state) == 0);
  rules->free (copy);
  rules->free (state);

  setup.options = sealed_option;
  state = rules->new_game (&setup, rng, &error);
  g_assert_no_error (error);
  g_assert_true (state->sealed);
  rules->free (state);

  setup.options = NULL;
  setup.variant = "sealed";
  state = rules->new_game (&setup, rng, &error);
  g_assert_true (state->sealed);
  rules->free (state);

  setup.variant = "blitz";
  g_assert_null (rules->new_game (&setup, rng, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_UNSUPPORTED);
  g_clear_error (&error);

  setup.variant = NULL;
  setup.n_players = 2;
  g_assert_null (rules->new_game (&setup, rng, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
}

static void
test_refusal_reasons (void)
{
  for (int r = PHL_AUCTION_REFUSED_GAME_OVER; r <= PHL_AUCTION_REFUSED_NO_POSTMARK; r++)
    {
      g_autofree char *reason = phl_auction_refusal_describe (r);

      g_assert_nonnull (reason);
      g_assert_cmpuint (strlen (reason), >, 10);
    }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/auction/rules/payment-split", test_payment_split);
  g_test_add_func ("/auction/rules/auctioneer-buys", test_auctioneer_buys);
  g_test_add_func ("/auction/rules/cannot-pay-restarts", test_cannot_pay_restarts);
  g_test_add_func ("/auction/rules/nobody-rings", test_nobody_rings);
  g_test_add_func ("/auction/rules/wrong-phase", test_wrong_phase_and_grammar);
  g_test_add_func ("/auction/rules/take", test_take);
  g_test_add_func ("/auction/rules/dealer-rotation", test_dealer_rotation);
  g_test_add_func ("/auction/rules/sell-order", test_sell_order);
  g_test_add_func ("/auction/rules/set-types", test_set_types);
  g_test_add_func ("/auction/rules/bought-from", test_bought_from);
  g_test_add_func ("/auction/rules/sell-refusals", test_sell_refusals);
  g_test_add_func ("/auction/rules/credit-limits", test_credit_limits);
  g_test_add_func ("/auction/rules/credit-new-round", test_credit_new_round);
  g_test_add_func ("/auction/rules/repay", test_repay);
  g_test_add_func ("/auction/rules/win", test_win);
  g_test_add_func ("/auction/rules/win-after-repaying", test_win_after_repaying);
  g_test_add_func ("/auction/rules/piles-run-out", test_piles_run_out);
  g_test_add_func ("/auction/rules/sealed-bids", test_sealed_bids);
  g_test_add_func ("/auction/rules/vtable", test_vtable);
  g_test_add_func ("/auction/rules/refusal-reasons", test_refusal_reasons);

  return g_test_run ();
}
