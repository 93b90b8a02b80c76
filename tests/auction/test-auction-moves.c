/* test-auction-moves.c — Stamp Auction actions as typed values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl_auction_move_parse() and phl_auction_move_to_action() are how the
 * view builds and reads actions; every action the rules list must survive
 * the round trip, and hand-worked actions must read as the grammar says.
 */
#include "config.h"

#include "auction/phl-auction.h"

static void
assert_round_trip (const char *action)
{
  PhlAuctionMove move;
  g_autofree char *again = NULL;

  if (!phl_auction_move_parse (action, &move))
    g_error ("“%s” was not read", action);
  again = phl_auction_move_to_action (&move);
  g_assert_cmpstr (again, ==, action);
}

static void
assert_all_legal_round_trip (const PhlAuctionState *state)
{
  g_autoptr(GPtrArray) actions = phl_auction_state_legal_actions (state);

  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    assert_round_trip (g_ptr_array_index (actions, i));
}

/* Every action the rules list, in every phase, reads back unchanged. */
static void
test_legal_round_trip (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  g_autofree PhlAuctionState *state = phl_auction_state_new_game (4, FALSE, rng, &error);
  g_autofree PhlAuctionState *sealed = phl_auction_state_new_game (4, TRUE, rng, &error);
  PhlAuctionState sell;
  PhlAuctionPlayer *p;

  g_assert_no_error (error);
  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_PICK);
  assert_all_legal_round_trip (state);

  /* A countdown: tick and every seat's ring. */
  state->phase = PHL_AUCTION_PHASE_COUNTDOWN;
  state->price = 7;
  assert_all_legal_round_trip (state);

  /* Sealed bids of the second seat, none and 0…money. */
  sealed->phase = PHL_AUCTION_PHASE_BIDS;
  sealed->bidder = 1;
  sealed->bids_left = 3;
  assert_all_legal_round_trip (sealed);

  /* A sell turn holding sets for every country, with credit open. */
  sell = *state;
  sell.phase = PHL_AUCTION_PHASE_SELL;
  sell.seller = 2;
  sell.sellers_left = 4;
  p = &sell.players[2];
  p->n_hand = 6;
  p->hand[0] = PHL_AUCTION_CARD (PHL_AUCTION_MONACO, PHL_AUCTION_SPORTS, PHL_AUCTION_RED, PHL_AUCTION_MONACO);
  p->hand[1] = PHL_AUCTION_CARD (PHL_AUCTION_MONACO, PHL_AUCTION_WILDLIFE, PHL_AUCTION_BLUE, PHL_AUCTION_ANDORRA);
  p->hand[2] = PHL_AUCTION_CARD (PHL_AUCTION_ANDORRA, PHL_AUCTION_HISTORY, PHL_AUCTION_YELLOW, PHL_AUCTION_MONACO);
  p->hand[3] = PHL_AUCTION_CARD (PHL_AUCTION_ANDORRA, PHL_AUCTION_WILDLIFE, PHL_AUCTION_RED, PHL_AUCTION_ANDORRA);
  p->hand[4] = PHL_AUCTION_CARD (PHL_AUCTION_LIECHTENSTEIN, PHL_AUCTION_HISTORY, PHL_AUCTION_RED, PHL_AUCTION_LIECHTENSTEIN);
  p->hand[5] = PHL_AUCTION_CARD (PHL_AUCTION_LIECHTENSTEIN, PHL_AUCTION_SPORTS, PHL_AUCTION_BLUE, PHL_AUCTION_LIECHTENSTEIN);
  p->money = 5;
  p->bought_from = 0;
  {
    g_autoptr(GPtrArray) actions = phl_auction_state_legal_actions (&sell);
    gboolean any_sale = FALSE, credit = FALSE;

    for (guint i = 0; i < actions->len; i++)
      {
        any_sale |= g_str_has_prefix (g_ptr_array_index (actions, i), "sell ");
        credit |= g_str_equal (g_ptr_array_index (actions, i), "credit");
      }
    g_assert_true (any_sale);
    g_assert_true (credit);
  }
  assert_all_legal_round_trip (&sell);
}

/* Hand-worked readings of the grammar (docs/auction.md). */
static void
test_parse (void)
{
  PhlAuctionMove m;

  g_assert_true (phl_auction_move_parse ("take 2", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_TAKE);
  g_assert_cmpuint (m.pile, ==, 1);

  g_assert_true (phl_auction_move_parse ("ring 6", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_RING);
  g_assert_cmpuint (m.seat, ==, 5);

  g_assert_true (phl_auction_move_parse ("bid 3 none", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_BID);
  g_assert_cmpuint (m.seat, ==, 2);
  g_assert_cmpint (m.price, ==, PHL_AUCTION_NO_BID);

  g_assert_true (phl_auction_move_parse ("bid 1 12", &m));
  g_assert_cmpuint (m.seat, ==, 0);
  g_assert_cmpint (m.price, ==, 12);

  g_assert_true (phl_auction_move_parse ("bid 2 0", &m));
  g_assert_cmpint (m.price, ==, 0);

  /* Card numbers are 1-based in the action, 0-based and sorted in the move. */
  g_assert_true (phl_auction_move_parse ("sell 5,1,3 to liechtenstein", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_SELL);
  g_assert_cmpuint (m.sale.cards[0], ==, 0);
  g_assert_cmpuint (m.sale.cards[1], ==, 2);
  g_assert_cmpuint (m.sale.cards[2], ==, 4);
  g_assert_cmpint (m.sale.country, ==, PHL_AUCTION_LIECHTENSTEIN);

  g_assert_true (phl_auction_move_parse ("tick", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_TICK);
  g_assert_true (phl_auction_move_parse ("credit", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_CREDIT);
  g_assert_true (phl_auction_move_parse ("repay money", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_REPAY_MONEY);
  g_assert_true (phl_auction_move_parse ("repay postmark", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_REPAY_POSTMARK);
  g_assert_true (phl_auction_move_parse ("pass", &m));
  g_assert_cmpint (m.kind, ==, PHL_AUCTION_MOVE_PASS);
}

/* What is not an action is refused, and the move is left alone. */
static void
test_parse_refuses (void)
{
  static const char * const bad[] = {
    "", " ", "take", "take 0", "take 3", "take -1", "take 1 2", "take x",
    "tick now", "ring", "ring 0", "ring 7", "ring one",
    "bid 1", "bid 1 -1", "bid 1 100", "bid 0 3", "bid 1 some", "bid 1 3 4",
    "sell 1,2 to monaco", "sell 1,1,2 to monaco", "sell 1,2,3 monaco", "sell 1,2,3 to peru",
    "sell 0,1,2 to monaco", "sell 1,2,x to andorra", "credit 10", "repay", "repay all",
    "pass 1", "Pass", "auction 1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      PhlAuctionMove m = { .kind = PHL_AUCTION_MOVE_CREDIT, .pile = 77 };

      if (phl_auction_move_parse (bad[i], &m))
        g_error ("“%s” was read as an action", bad[i]);
      g_assert_cmpuint (m.pile, ==, 77);
    }
  g_assert_false (phl_auction_move_parse (NULL, &(PhlAuctionMove) { 0 }));
}

/* Moves no action spells give NULL; the others their syntax. */
static void
test_to_action (void)
{
  struct { PhlAuctionMove move; const char *action; } cases[] = {
    { { .kind = PHL_AUCTION_MOVE_TAKE, .pile = 0 }, "take 1" },
    { { .kind = PHL_AUCTION_MOVE_TAKE, .pile = 2 }, NULL },
    { { .kind = PHL_AUCTION_MOVE_RING, .seat = 3 }, "ring 4" },
    { { .kind = PHL_AUCTION_MOVE_RING, .seat = PHL_MAX_SEATS }, NULL },
    { { .kind = PHL_AUCTION_MOVE_BID, .seat = 1, .price = 9 }, "bid 2 9" },
    { { .kind = PHL_AUCTION_MOVE_BID, .seat = 0, .price = PHL_AUCTION_NO_BID }, "bid 1 none" },
    { { .kind = PHL_AUCTION_MOVE_BID, .seat = 0, .price = -2 }, NULL },
    { { .kind = PHL_AUCTION_MOVE_SELL, .sale = { { 0, 3, 4 }, PHL_AUCTION_MONACO } }, "sell 1,4,5 to monaco" },
    { { .kind = PHL_AUCTION_MOVE_SELL, .sale = { { 0, 3, 200 }, PHL_AUCTION_MONACO } }, NULL },
    { { .kind = PHL_AUCTION_MOVE_REPAY_POSTMARK }, "repay postmark" },
    { { .kind = PHL_AUCTION_MOVE_PASS }, "pass" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *action = phl_auction_move_to_action (&cases[i].move);

      g_assert_cmpstr (action, ==, cases[i].action);
    }
}

static void
test_sale_equal (void)
{
  PhlAuctionSale a = { { 0, 1, 2 }, PHL_AUCTION_ANDORRA, 5, 1 };
  PhlAuctionSale b = { { 0, 1, 2 }, PHL_AUCTION_ANDORRA, 0, 0 };
  PhlAuctionSale c = { { 0, 1, 3 }, PHL_AUCTION_ANDORRA, 5, 1 };
  PhlAuctionSale d = { { 0, 1, 2 }, PHL_AUCTION_MONACO, 5, 1 };

  /* The payout and postmarks are facts of the table, not of the action. */
  g_assert_true (phl_auction_sale_equal (&a, &b));
  g_assert_false (phl_auction_sale_equal (&a, &c));
  g_assert_false (phl_auction_sale_equal (&a, &d));
}

/* Hand-worked: Ann (seat 0) bought a Monaco card and holds a set Monaco
 * buys (three motifs, three colours); the rules keep her from selling it
 * there now.  Bob, who bought nothing, is never "blocked". */
static void
test_last_buyer_blocked (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  g_autofree PhlAuctionState *state = phl_auction_state_new_game (3, FALSE, rng, &error);
  PhlAuctionPlayer *ann = &state->players[0];
  PhlAuctionCountry country = PHL_AUCTION_ANDORRA;

  g_assert_no_error (error);
  /* No auction yet. */
  g_assert_false (phl_auction_last_buyer_blocked (state, &country));

  ann->n_hand = 3;
  ann->hand[0] = PHL_AUCTION_CARD (PHL_AUCTION_MONACO, PHL_AUCTION_SPORTS, PHL_AUCTION_RED, PHL_AUCTION_ANDORRA);
  ann->hand[1] = PHL_AUCTION_CARD (PHL_AUCTION_ANDORRA, PHL_AUCTION_WILDLIFE, PHL_AUCTION_BLUE, PHL_AUCTION_MONACO);
  ann->hand[2] = PHL_AUCTION_CARD (PHL_AUCTION_LIECHTENSTEIN, PHL_AUCTION_HISTORY, PHL_AUCTION_YELLOW, PHL_AUCTION_MONACO);
  g_assert_cmpuint (phl_auction_set_countries (ann->hand[0], ann->hand[1], ann->hand[2]), ==,
                    1u << PHL_AUCTION_MONACO);
  state->has_last = TRUE;
  state->last_buyer = 0;
  state->last_card = ann->hand[0];
  state->phase = PHL_AUCTION_PHASE_PICK;
  g_assert_true (phl_auction_last_buyer_blocked (state, &country));
  g_assert_cmpint (country, ==, PHL_AUCTION_MONACO);

  /* The card came from Andorra: her Monaco set is free to sell. */
  state->last_card = ann->hand[1];
  g_assert_false (phl_auction_last_buyer_blocked (state, NULL));

  /* Bob bought the Monaco card and holds no set. */
  state->last_card = ann->hand[0];
  state->last_buyer = 1;
  state->players[1].n_hand = 2;
  g_assert_false (phl_auction_last_buyer_blocked (state, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/auction/moves/legal-round-trip", test_legal_round_trip);
  g_test_add_func ("/auction/moves/parse", test_parse);
  g_test_add_func ("/auction/moves/parse-refuses", test_parse_refuses);
  g_test_add_func ("/auction/moves/to-action", test_to_action);
  g_test_add_func ("/auction/moves/sale-equal", test_sale_equal);
  g_test_add_func ("/auction/moves/last-buyer-blocked", test_last_buyer_blocked);
  return g_test_run ();
}
