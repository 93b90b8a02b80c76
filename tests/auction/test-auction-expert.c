/* test-auction-expert.c — the Stamp Auction's expert: fair determinizations,
 * fair decisions, and its bell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fairness: two positions that differ only in what a seat cannot see (the
 * order of the face-down pile cards, or a sealed bid already written)
 * give that seat equal determinizations and the same expert decision from
 * the same random stream.  A determinization keeps everything the seat
 * sees and is a position that plays on to the end.
 */
#include "config.h"

#include <locale.h>

#include "auction/phl-auction.h"
#include "auction-test-util.h"
#include "phl-ai.h"

#define ITERATIONS 16

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const PhlAuctionCard *) a - (int) *(const PhlAuctionCard *) b;
}

static char *
position_text (const PhlAuctionState *state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_auction_save_position (state, file);
  return g_key_file_to_data (file, NULL, NULL);
}

static void
all_levels (PhlAiLevel *levels,
            PhlAiLevel  level)
{
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    levels[s] = level;
}

/* A seeded game of hard players, stopped at the first position after
 * @auctions auctions where @stop says so. */
static PhlAuctionState *
play_until (guint32    seed,
            guint      n_players,
            gboolean   sealed,
            guint      auctions,
            gboolean (*stop) (const PhlAuctionState *state))
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed + 1);
  PhlAuctionState *state = phl_auction_state_new_game (n_players, sealed, rng, NULL);
  PhlAiLevel levels[PHL_MAX_SEATS];

  all_levels (levels, PHL_AI_HARD);
  g_assert_nonnull (state);
  while (state->phase != PHL_AUCTION_PHASE_OVER)
    {
      g_autofree char *action = NULL;

      if (state->n_auctions >= auctions && stop (state))
        return state;
      action = phl_auction_ai_choose (state, levels, ai_rng);
      auction_test_apply (state, action);
    }
  g_free (state);
  return NULL;
}

/* The same position with two face-down cards of different piles swapped:
 * what no seat can see. */
static PhlAuctionState *
swap_hidden (const PhlAuctionState *state)
{
  PhlAuctionState *other = g_memdup2 (state, sizeof *state);

  g_assert_cmpuint (state->pile_len[0], >=, 3);
  g_assert_cmpuint (state->pile_len[1], >=, 3);
  for (guint i = 0; i + 1 < state->pile_len[0]; i++)
    for (guint j = 0; j + 1 < state->pile_len[1]; j++)
      if (state->piles[0][i] != state->piles[1][j])
        {
          other->piles[0][i] = state->piles[1][j];
          other->piles[1][j] = state->piles[0][i];
          return other;
        }
  g_assert_not_reached ();
}

/* Everything @seat sees: the state with the face-down cards and the bids
 * it may not know blanked, and the face-down cards as a sorted list. */
static void
seat_view (const PhlAuctionState *state,
           guint                  seat,
           PhlAuctionState       *view,
           PhlAuctionCard        *hidden,
           guint                 *n_hidden)
{
  *view = *state;
  *n_hidden = 0;
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i + 1 < state->pile_len[p]; i++)
      {
        hidden[(*n_hidden)++] = state->piles[p][i];
        view->piles[p][i] = 0;
      }
  qsort (hidden, *n_hidden, sizeof hidden[0], compare_cards);
  for (guint s = 0; s < state->n_players; s++)
    if (!phl_auction_state_sees_bid (state, seat, s))
      view->players[s].bid = PHL_AUCTION_NO_BID;
}

static void
assert_keeps_view (const PhlAuctionState *state,
                   const PhlAuctionState *det,
                   guint                  seat)
{
  PhlAuctionState a, b;
  PhlAuctionCard ha[PHL_AUCTION_MAX_DECK], hb[PHL_AUCTION_MAX_DECK];
  guint na, nb;

  seat_view (state, seat, &a, ha, &na);
  seat_view (det, seat, &b, hb, &nb);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  g_assert_cmpuint (na, ==, nb);
  g_assert_true (memcmp (ha, hb, na * sizeof ha[0]) == 0);
}

/* Plays @state on to the end with hard players; every action legal. */
static void
assert_plays_to_end (const PhlAuctionState *state)
{
  g_autofree PhlAuctionState *copy = g_memdup2 (state, sizeof *state);
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  PhlAiLevel levels[PHL_MAX_SEATS];
  guint cards = phl_auction_state_count_cards (state);

  all_levels (levels, PHL_AI_HARD);
  for (guint step = 0; copy->phase != PHL_AUCTION_PHASE_OVER; step++)
    {
      g_autofree char *action = phl_auction_ai_choose (copy, levels, rng);

      g_assert_cmpuint (step, <, 5000);
      g_assert_nonnull (action);
      auction_test_apply (copy, action);
      g_assert_cmpuint (phl_auction_state_count_cards (copy), ==, cards);
    }
  g_assert_cmpuint (copy->winners, !=, 0);
}

static gboolean
at_pick (const PhlAuctionState *state)
{
  return state->phase == PHL_AUCTION_PHASE_PICK;
}

static gboolean
at_sell_with_choice (const PhlAuctionState *state)
{
  g_autoptr(GPtrArray) actions = NULL;

  if (state->phase != PHL_AUCTION_PHASE_SELL)
    return FALSE;
  actions = phl_auction_state_legal_actions (state);
  return actions->len >= 2;
}

static gboolean
at_countdown_start (const PhlAuctionState *state)
{
  return state->phase == PHL_AUCTION_PHASE_COUNTDOWN && state->price == 12;
}

static gboolean
at_bids_after_one (const PhlAuctionState *state)
{
  return state->phase == PHL_AUCTION_PHASE_BIDS && state->bids_left == state->n_players - 1;
}

/* Equal determinizations of two positions that differ in the pile order,
 * for every seat and several random streams; each keeps the seat's view
 * and plays to the end; different streams deal differently. */
static void
test_determinize_fair (void)
{
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autofree PhlAuctionState *a = play_until (seed, 3 + seed % 2, FALSE, seed * 2, at_pick);
      g_autofree PhlAuctionState *b = swap_hidden (a);
      g_autofree char *text_a = position_text (a);
      g_autofree char *text_b = position_text (b);

      /* The two positions do differ. */
      g_assert_cmpstr (text_a, !=, text_b);
      for (guint seat = 0; seat < a->n_players; seat++)
        {
          g_autoptr(GRand) rng_a = g_rand_new_with_seed (seed * 100 + seat);
          g_autoptr(GRand) rng_b = g_rand_new_with_seed (seed * 100 + seat);
          g_autoptr(GRand) rng_c = g_rand_new_with_seed (seed * 100 + seat + 50);
          g_autofree PhlAuctionState *det_a = phl_auction_determinize (a, seat, rng_a);
          g_autofree PhlAuctionState *det_b = phl_auction_determinize (b, seat, rng_b);
          g_autofree PhlAuctionState *det_c = phl_auction_determinize (a, seat, rng_c);
          g_autofree char *det_text_a = position_text (det_a);
          g_autofree char *det_text_b = position_text (det_b);
          g_autofree char *det_text_c = position_text (det_c);

          g_assert_cmpstr (det_text_a, ==, det_text_b);
          g_assert_cmpstr (det_text_a, !=, det_text_c);
          assert_keeps_view (a, det_a, seat);
          assert_keeps_view (a, det_c, seat);
          assert_plays_to_end (det_a);
        }
    }
}

/* The same decision from the same stream in both positions, at the
 * expert's turn (picking a pile, selling). */
static void
assert_same_decision (const PhlAuctionState *a,
                      const PhlAuctionState *b,
                      guint32                seed)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlAiBudget budget = { .max_iterations = ITERATIONS };
  g_autoptr(GRand) rng_a = g_rand_new_with_seed (seed);
  g_autoptr(GRand) rng_b = g_rand_new_with_seed (seed);
  g_autofree char *action_a = NULL;
  g_autofree char *action_b = NULL;
  g_autoptr(GPtrArray) legal = phl_auction_state_legal_actions (a);

  all_levels (levels, PHL_AI_HARD);
  levels[phl_auction_state_current_seat (a)] = PHL_AI_EXPERT;
  action_a = phl_ai_choose (&phl_auction_rules, a, levels, rng_a, &budget);
  action_b = phl_ai_choose (&phl_auction_rules, b, levels, rng_b, &budget);
  g_assert_nonnull (action_a);
  g_assert_cmpstr (action_a, ==, action_b);
  g_assert_true (g_ptr_array_find_with_equal_func (legal, action_a, g_str_equal, NULL));
}

static void
test_decision_fair (void)
{
  for (guint32 seed = 11; seed <= 14; seed++)
    {
      g_autofree PhlAuctionState *pick = play_until (seed, 3, FALSE, 4, at_pick);
      g_autofree PhlAuctionState *pick_b = swap_hidden (pick);
      g_autofree PhlAuctionState *sell = play_until (seed, 3, FALSE, 6, at_sell_with_choice);
      g_autofree PhlAuctionState *sell_b = NULL;

      assert_same_decision (pick, pick_b, seed);
      if (sell != NULL && sell->pile_len[0] >= 3 && sell->pile_len[1] >= 3)
        {
          sell_b = swap_hidden (sell);
          assert_same_decision (sell, sell_b, seed);
        }
    }
}

/* The bell: weighed at the tick where the expert's price shows, the same
 * from the same stream whatever the pile order. */
static void
test_bell_fair (void)
{
  guint weighed = 0;

  for (guint32 seed = 21; seed <= 30; seed++)
    {
      g_autofree PhlAuctionState *a = play_until (seed, 3, FALSE, 3, at_countdown_start);
      g_autofree PhlAuctionState *b = NULL;
      PhlAiLevel levels[PHL_MAX_SEATS];
      PhlAiBudget budget = { .max_iterations = ITERATIONS };
      guint seat = (a->auctioneer + 1) % a->n_players;
      g_autoptr(GRand) rng_a = g_rand_new_with_seed (seed);
      g_autoptr(GRand) rng_b = g_rand_new_with_seed (seed);
      g_autofree char *action_a = NULL;
      g_autofree char *action_b = NULL;
      int q, price_a, price_b, rivals = -1;

      if (!phl_auction_expert_bell_plan (a, seat, &q) || q == 0)
        continue;
      /* Down to the plan's price: nobody rings above it (the model). */
      while (a->price > q)
        auction_test_apply (a, "tick");
      b = swap_hidden (a);
      all_levels (levels, PHL_AI_HARD);
      levels[seat] = PHL_AI_EXPERT;
      action_a = phl_ai_choose (&phl_auction_rules, a, levels, rng_a, &budget);
      action_b = phl_ai_choose (&phl_auction_rules, b, levels, rng_b, &budget);
      g_assert_cmpstr (action_a, ==, action_b);
      g_rand_set_seed (rng_a, seed);
      g_rand_set_seed (rng_b, seed);
      price_a = phl_auction_expert_ring_price (a, seat, rng_a, &budget);
      price_b = phl_auction_expert_ring_price (b, seat, rng_b, &budget);
      g_assert_cmpint (price_a, ==, price_b);
      g_assert_true (price_a == q || price_a == -1);
      /* The expert rings now exactly when it decided on this price (and
       * nobody else wants the card at it: the plan is one step above). */
      for (guint s = 0; s < a->n_players; s++)
        if (s != seat)
          rivals = MAX (rivals, phl_auction_ai_ring_price (a, s, PHL_AI_HARD));
      if (rivals < q)
        {
          g_autofree char *ring = g_strdup_printf ("ring %u", seat + 1);

          if (price_a == q)
            g_assert_cmpstr (action_a, ==, ring);
          else
            g_assert_cmpstr (action_a, !=, ring);
        }
      weighed++;
    }
  g_assert_cmpuint (weighed, >=, 3);
}

/* Sealed bids: a bid already written is hidden from the others. */
static void
test_sealed_fair (void)
{
  guint checked = 0;

  for (guint32 seed = 31; seed <= 36; seed++)
    {
      g_autofree PhlAuctionState *a = play_until (seed, 4, TRUE, 5, at_bids_after_one);
      g_autofree PhlAuctionState *b = NULL;
      guint written = (a->auctioneer + 1) % a->n_players;
      guint seat = a->bidder;
      g_autoptr(GRand) rng_a = g_rand_new_with_seed (seed);
      g_autoptr(GRand) rng_b = g_rand_new_with_seed (seed);
      g_autofree PhlAuctionState *det_a = NULL;
      g_autofree PhlAuctionState *det_b = NULL;
      g_autofree char *text_a = NULL;
      g_autofree char *text_b = NULL;

      g_assert_true (phl_auction_state_has_bid (a, written));
      g_assert_false (phl_auction_state_sees_bid (a, seat, written));
      b = g_memdup2 (a, sizeof *a);
      a->players[written].bid = PHL_AUCTION_NO_BID;
      b->players[written].bid = MIN (b->players[written].money, 9);
      det_a = phl_auction_determinize (a, seat, rng_a);
      det_b = phl_auction_determinize (b, seat, rng_b);
      text_a = position_text (det_a);
      text_b = position_text (det_b);
      g_assert_cmpstr (text_a, ==, text_b);
      assert_keeps_view (a, det_a, seat);
      assert_plays_to_end (det_a);
      /* The bidder's own decision does not depend on it either. */
      assert_same_decision (a, b, seed);
      /* The seat that wrote the bid keeps it. */
      g_rand_set_seed (rng_a, seed);
      g_clear_pointer (&det_b, g_free);
      det_b = phl_auction_determinize (b, written, rng_a);
      g_assert_cmpint (det_b->players[written].bid, ==, b->players[written].bid);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 6);
}

/* Seat 2 holds two red Andorra-flag cards of two motifs; the lot, a red
 * historic moment with the Andorra flag issued by Monaco, makes a set
 * Andorra buys for three postmarks: with three already, selling it right
 * after the auction wins.  The hard rivals ring to deny it, at 3 (seat 1,
 * its money) and 4 (seat 3); the expert buys one step above, at 5. */
static const char winning_lot[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
  "[Treasury]\nAndorra=4\nLiechtenstein=2\nMonaco=6\n"
  "[Player1]\nMoney=3\nCredits=0\nPostmarks=4\n"
  "Hand=liechtenstein/sports/blue/monaco;andorra/wildlife/yellow/liechtenstein\n"
  "[Player2]\nMoney=20\nCredits=0\nPostmarks=3\n"
  "Hand=andorra/sports/red/andorra;liechtenstein/wildlife/red/andorra\n"
  "[Player3]\nMoney=4\nCredits=0\nPostmarks=4\n"
  "Hand=monaco/sports/yellow/monaco;monaco/history/blue/liechtenstein\n"
  "[Table]\nPhase=countdown\nAuctioneer=1\nAuctionsLeft=2\n"
  "Pile1=andorra/history/yellow/monaco;monaco/wildlife/blue/andorra;liechtenstein/history/red/monaco;"
  "andorra/sports/blue/liechtenstein\n"
  "Pile2=monaco/sports/red/liechtenstein;liechtenstein/wildlife/yellow/andorra;"
  "andorra/history/blue/andorra;monaco/wildlife/yellow/monaco\n"
  "[Auction]\nCard=monaco/history/red/andorra\nPrice=12\n";

static void
test_bell_buys_the_win (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (winning_lot);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  PhlAiBudget budget = { .max_iterations = ITERATIONS };
  PhlAiLevel levels[PHL_MAX_SEATS];
  int q;

  g_assert_cmpint (phl_auction_ai_ring_price (state, 0, PHL_AI_HARD), ==, 3);
  g_assert_cmpint (phl_auction_ai_ring_price (state, 2, PHL_AI_HARD), ==, 4);
  g_assert_true (phl_auction_expert_bell_plan (state, 1, &q));
  g_assert_cmpint (q, ==, 5);
  g_assert_cmpint (phl_auction_expert_ring_price (state, 1, rng, &budget), ==, 5);

  /* At the table: ticks until 5, then seat 2 rings. */
  all_levels (levels, PHL_AI_HARD);
  levels[1] = PHL_AI_EXPERT;
  while (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      g_autofree char *action = phl_ai_choose (&phl_auction_rules, state, levels, rng, &budget);

      if (state->price > 5)
        g_assert_cmpstr (action, ==, "tick");
      else
        g_assert_cmpstr (action, ==, "ring 2");
      auction_test_apply (state, action);
    }
  g_assert_cmpuint (state->last_buyer, ==, 1);
  g_assert_cmpint (state->last_price, ==, 5);
}

/* The auctioneer whom nobody outbids gets the card free by waiting; a
 * cancelled think says so. */
static void
test_bell_plan (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (winning_lot);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  PhlAiBudget budget = { .cancellable = cancellable };
  int q;

  /* Seat 1 cannot outbid seat 3's 4 with its 3. */
  g_assert_false (phl_auction_expert_bell_plan (state, 0, &q));
  g_assert_cmpint (q, ==, -1);
  g_cancellable_cancel (cancellable);
  g_assert_cmpint (phl_auction_expert_ring_price (state, 1, rng, &budget), ==, PHL_AUCTION_BELL_CANCELLED);
  /* Everyone else sits out: the auctioneer waits for the free card. */
  state->excluded = (1u << 1) | (1u << 2);
  g_assert_false (phl_auction_expert_bell_plan (state, 0, &q));
}

/* The view's tick: an expert's thought-out price, or hard's until then. */
static void
test_countdown_with_bell (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (winning_lot);
  PhlAiLevel levels[PHL_MAX_SEATS];
  int bell[PHL_MAX_SEATS] = { PHL_AUCTION_BELL_UNKNOWN, 7, PHL_AUCTION_BELL_UNKNOWN };
  guint all = 0x7;
  g_autofree char *at_12 = NULL;
  g_autofree char *at_7 = NULL;
  g_autofree char *unknown = NULL;

  all_levels (levels, PHL_AI_HARD);
  levels[1] = PHL_AI_EXPERT;
  at_12 = phl_auction_ai_countdown_action_full (state, levels, all, bell);
  g_assert_cmpstr (at_12, ==, "tick");
  state->price = 7;
  at_7 = phl_auction_ai_countdown_action_full (state, levels, all, bell);
  g_assert_cmpstr (at_7, ==, "ring 2");
  /* Still thinking: hard's price, which for the winning card is its
   * all (12, capped by the rivals' model of it). */
  bell[1] = PHL_AUCTION_BELL_UNKNOWN;
  state->price = 12;
  unknown = phl_auction_ai_countdown_action_full (state, levels, all, bell);
  g_assert_cmpstr (unknown, ==, phl_auction_ai_ring_price (state, 1, PHL_AI_HARD) >= 12 ? "ring 2" : "tick");
}

/* The evaluation: a finished game's shares, and values that sum to 1. */
static void
test_evaluate (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (winning_lot);
  double values[PHL_MAX_SEATS];
  double sum = 0.0;

  phl_auction_expert_evaluate (state, values);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpfloat (values[s], >=, 0.0);
      g_assert_cmpfloat (values[s], <=, 1.0);
      sum += values[s];
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  state->phase = PHL_AUCTION_PHASE_OVER;
  state->winners = (1u << 0) | (1u << 2);
  phl_auction_expert_evaluate (state, values);
  g_assert_cmpfloat (values[0], ==, 0.5);
  g_assert_cmpfloat (values[1], ==, 0.0);
  g_assert_cmpfloat (values[2], ==, 0.5);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/auction/expert/determinize-fair", test_determinize_fair);
  g_test_add_func ("/auction/expert/decision-fair", test_decision_fair);
  g_test_add_func ("/auction/expert/bell-fair", test_bell_fair);
  g_test_add_func ("/auction/expert/sealed-fair", test_sealed_fair);
  g_test_add_func ("/auction/expert/bell-buys-the-win", test_bell_buys_the_win);
  g_test_add_func ("/auction/expert/bell-plan", test_bell_plan);
  g_test_add_func ("/auction/expert/countdown-with-bell", test_countdown_with_bell);
  g_test_add_func ("/auction/expert/evaluate", test_evaluate);
  return g_test_run ();
}
