/* test-auction-selfplay.c — invariants over seeded Stamp Auction self-play,
 * and the computer players' behaviour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "auction/phl-auction.h"
#include "auction-test-util.h"

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const PhlAuctionCard *) a - (int) *(const PhlAuctionCard *) b;
}

static void
check_invariants (const PhlAuctionState *state)
{
  const PhlAuctionDeck *deck = phl_auction_deck_get_default (NULL);
  PhlAuctionCard seen[PHL_AUCTION_MAX_DECK + 1], expected[PHL_AUCTION_MAX_DECK];
  guint n = 0, credits = 0;

  /* Money is conserved: players + treasuries = start money + bank balance. */
  g_assert_cmpint (auction_test_money_total (state), ==,
                   deck->start_money * (int) state->n_players + state->bank);
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_cmpint (state->players[s].money, >=, 0);
      credits += state->players[s].credits;
    }
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    g_assert_cmpint (state->treasury[c], >=, 0);
  /* The breakdown adds up: postmarks earned by country minus repaid. */
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlAuctionPlayer *p = &state->players[s];

      g_assert_cmpint (p->postmarks, ==, p->postmarks_earned[0] + p->postmarks_earned[1]
                                         + p->postmarks_earned[2] - p->postmarks_repaid);
    }
  g_assert_cmpuint (credits + state->credit_cards_left, ==, deck->credit_cards);

  /* Every card is in exactly one place. */
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < state->pile_len[p]; i++)
      seen[n++] = state->piles[p][i];
  for (guint i = 0; i < state->n_discard; i++)
    seen[n++] = state->discard[i];
  for (guint s = 0; s < state->n_players; s++)
    for (guint i = 0; i < state->players[s].n_hand; i++)
      seen[n++] = state->players[s].hand[i];
  if (state->phase == PHL_AUCTION_PHASE_BIDS || state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    seen[n++] = state->lot;
  g_assert_cmpuint (n, ==, deck->n_cards);
  g_assert_cmpuint (phl_auction_state_count_cards (state), ==, deck->n_cards);
  memcpy (expected, deck->cards, n * sizeof expected[0]);
  qsort (seen, n, sizeof seen[0], compare_cards);
  qsort (expected, n, sizeof expected[0], compare_cards);
  g_assert_true (memcmp (seen, expected, n * sizeof seen[0]) == 0);

  if (state->phase == PHL_AUCTION_PHASE_OVER)
    {
      g_assert_cmpint (phl_auction_state_current_seat (state), ==, -1);
      g_assert_cmpuint (state->winners, !=, 0);
      g_assert_cmpuint (state->winners >> state->n_players, ==, 0);
    }
  else
    {
      g_assert_cmpint (phl_auction_state_current_seat (state), >=, 0);
      g_assert_cmpint (phl_auction_state_current_seat (state), <, state->n_players);
      for (guint s = 0; s < state->n_players; s++)
        g_assert_false (state->players[s].postmarks >= state->target && state->players[s].credits == 0);
    }
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    g_assert_cmpint (state->price, <=, deck->start_price);
}

static gboolean
is_legal (const PhlAuctionState *state,
          const char            *action)
{
  g_autoptr(GPtrArray) legal = phl_auction_state_legal_actions (state);

  return g_ptr_array_find_with_equal_func (legal, action, g_str_equal, NULL);
}

/* Plays one game; @levels NULL plays uniformly random legal actions. */
static PhlAuctionState *
play (guint             seed,
      guint             n_players,
      gboolean          sealed,
      const PhlAiLevel *levels)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed ^ 0x5eed);
  g_autoptr(GError) error = NULL;
  PhlAuctionState *state = phl_auction_state_new_game (n_players, sealed, rng, &error);
  guint steps = 0;

  g_assert_no_error (error);
  check_invariants (state);
  while (state->phase != PHL_AUCTION_PHASE_OVER)
    {
      g_autofree char *action = NULL;

      if (levels != NULL)
        {
          action = phl_auction_ai_choose (state, levels, ai_rng);
          g_assert_nonnull (action);
          if (!is_legal (state, action))
            g_error ("seed %u: the computer chose “%s”, which is not a legal action", seed, action);
        }
      else
        {
          g_autoptr(GPtrArray) legal = phl_auction_state_legal_actions (state);

          g_assert_cmpuint (legal->len, >, 0);
          action = g_strdup (g_ptr_array_index (legal, g_rand_int_range (ai_rng, 0, legal->len)));
        }
      auction_test_apply (state, action);
      check_invariants (state);
      g_assert_cmpuint (++steps, <, 100000);
    }
  return state;
}

static void
test_invariants_ai (void)
{
  const PhlAiLevel mixes[][PHL_MAX_SEATS] = {
    { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY },
    { PHL_AI_HARD, PHL_AI_NORMAL, PHL_AI_EASY, PHL_AI_HARD, PHL_AI_NORMAL, PHL_AI_EASY },
    { PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD },
  };

  for (guint seed = 1; seed <= 48; seed++)
    {
      g_autofree PhlAuctionState *state = play (seed, 3 + seed % 4, seed % 5 == 0,
                                                mixes[seed % G_N_ELEMENTS (mixes)]);

      g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_OVER);
    }
}

static void
test_invariants_random (void)
{
  for (guint seed = 1; seed <= 40; seed++)
    {
      g_autofree PhlAuctionState *state = play (seed, 3 + seed % 4, seed % 3 == 0, NULL);

      g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_OVER);
    }
}

static void
test_same_seed_same_game (void)
{
  const PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_EASY, PHL_AI_NORMAL, PHL_AI_EASY };
  g_autofree PhlAuctionState *a = play (99, 4, FALSE, levels);
  g_autofree PhlAuctionState *b = play (99, 4, FALSE, levels);

  g_assert_true (memcmp (a, b, sizeof *a) == 0);
}

/* hard,easy,easy with the seats rotating: hard wins clearly more. */
static void
test_hard_beats_easy (void)
{
  guint wins[3] = { 0, };
  const guint games = 90;

  for (guint g = 0; g < games; g++)
    {
      PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, };
      guint hard_seat = g % 3;
      g_autofree PhlAuctionState *state = NULL;

      levels[hard_seat] = PHL_AI_HARD;
      state = play (1000 + g, 3, FALSE, levels);
      for (guint s = 0; s < 3; s++)
        if (state->winners & (1u << s))
          wins[(s + 3 - hard_seat) % 3]++;   /* 0 is hard */
    }
  g_test_message ("hard %u, easy %u and %u of %u", wins[0], wins[1], wins[2], games);
  g_assert_cmpuint (wins[0], >, games / 2);
  g_assert_cmpuint (wins[0], >, 2 * wins[1]);
  g_assert_cmpuint (wins[0], >, 2 * wins[2]);
}

static void
test_reaction_profile (void)
{
  g_assert_cmpfloat (phl_auction_ai_reaction (PHL_AI_HARD), <, phl_auction_ai_reaction (PHL_AI_NORMAL));
  g_assert_cmpfloat (phl_auction_ai_reaction (PHL_AI_NORMAL), <, phl_auction_ai_reaction (PHL_AI_EASY));
  g_assert_cmpfloat (phl_auction_ai_reaction (PHL_AI_HARD), >, 0.0);
  /* Within one countdown step, so the ring stays at the price it wanted. */
  g_assert_cmpfloat (phl_auction_ai_reaction (PHL_AI_EASY), <, 1.0);
}

/* The hint is a legal action of the seat asked about; ring prices stay
 * within the countdown and the player's money. */
static void
test_hints_and_ring_prices (void)
{
  for (guint seed = 1; seed <= 6; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed);
      g_autofree PhlAuctionState *state = phl_auction_state_new_game (3 + seed % 4, seed % 2, rng, NULL);
      PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL,
                                           PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };

      while (state->phase != PHL_AUCTION_PHASE_OVER)
        {
          g_autofree char *action = NULL;
          int seat = phl_auction_state_current_seat (state);

          for (guint s = 0; s < state->n_players; s++)
            {
              g_autofree char *hint = phl_auction_hint (state, s);

              for (int level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
                {
                  int price = phl_auction_ai_ring_price (state, s, level);

                  g_assert_cmpint (price, >=, -1);
                  g_assert_cmpint (price, <=, 12);
                  g_assert_cmpint (price, <=, state->players[s].money);
                }
              if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
                {
                  g_autofree char *ring = g_strdup_printf ("ring %u", s + 1);

                  g_assert_nonnull (hint);
                  g_assert_true (g_str_equal (hint, "tick") || g_str_equal (hint, ring));
                }
              else if ((int) s == seat)
                {
                  g_assert_nonnull (hint);
                  g_assert_true (is_legal (state, hint));
                }
              else
                g_assert_null (hint);
            }
          action = phl_auction_ai_choose (state, levels, ai_rng);
          auction_test_apply (state, action);
        }
    }
}

/* A computer that can win by selling does so; one holding the winning
 * postmarks with money to spare repays its credit. */
static void
test_ai_takes_the_win (void)
{
  g_autofree PhlAuctionState *sell = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=3\nMonaco=9\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=3\n"
    "Hand=monaco/sports/red/monaco;andorra/wildlife/blue/liechtenstein;andorra/history/yellow/liechtenstein;"
    "andorra/wildlife/red/liechtenstein;monaco/wildlife/yellow/liechtenstein\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n");
  g_autofree PhlAuctionState *repay = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=5\nCurrent=2\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=16\nCredits=1\nPostmarks=4\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player4]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player5]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n");
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);

  for (int level = PHL_AI_EASY; level <= PHL_AI_HARD; level++)
    {
      PhlAiLevel levels[PHL_MAX_SEATS] = { level, level, level, level, level, level };
      g_autofree char *action = phl_auction_ai_choose (sell, levels, rng);
      g_autofree char *action2 = phl_auction_ai_choose (repay, levels, rng);

      /* Liechtenstein's wildlife set with three of its flags: 6 postmarks. */
      g_assert_cmpstr (action, ==, "sell 2,4,5 to liechtenstein");
      g_assert_cmpstr (action2, ==, "repay money");
    }
}

/* In a countdown, the computer that values the card most rings once the
 * price reaches its limit; hard waits until just above its rivals. */
static void
test_ai_rings (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    /* Seat 2 needs exactly this card for a 3-flag Monaco set. */
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\n"
    "Hand=monaco/sports/red/monaco;monaco/wildlife/blue/monaco\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Table]\nPhase=countdown\nAuctioneer=1\n"
    "[Auction]\nCard=monaco/history/yellow/monaco\nPrice=12\n");
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  int normal = phl_auction_ai_ring_price (state, 1, PHL_AI_NORMAL);
  int hard = phl_auction_ai_ring_price (state, 1, PHL_AI_HARD);
  int rival = phl_auction_ai_ring_price (state, 2, PHL_AI_NORMAL);

  g_assert_cmpint (normal, >, 5);
  g_assert_cmpint (rival, <, normal);
  /* Hard rings just above what its rivals would pay, never above its limit. */
  g_assert_cmpint (hard, <=, MAX (rival, phl_auction_ai_ring_price (state, 0, PHL_AI_NORMAL)) + 1);
  g_assert_cmpint (hard, >=, 0);

  while (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      g_autofree char *action = phl_auction_ai_choose (state, levels, rng);

      if (g_str_has_prefix (action, "ring"))
        {
          g_assert_cmpstr (action, ==, "ring 2");
          g_assert_cmpint (state->price, ==, normal);
        }
      auction_test_apply (state, action);
    }
  g_assert_cmpuint (state->last_buyer, ==, 1);
}

/* With people at the table, only the computer seats ring by themselves. */
static void
test_ai_countdown_mask (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\n"
    "Hand=monaco/sports/red/monaco;monaco/wildlife/blue/monaco\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Table]\nPhase=countdown\nAuctioneer=1\n"
    "[Auction]\nCard=monaco/history/yellow/monaco\nPrice=12\n");
  const PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_HARD, PHL_AI_HARD };

  /* Seat 2 is a person: the computers never ring for it. */
  while (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      g_autofree char *action = phl_auction_ai_countdown_action (state, levels, 0x5);

      g_assert_cmpstr (action, !=, "ring 2");
      auction_test_apply (state, action);
    }
  g_assert_cmpuint (state->last_buyer, !=, 1);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/auction/selfplay/invariants-ai", test_invariants_ai);
  g_test_add_func ("/auction/selfplay/invariants-random", test_invariants_random);
  g_test_add_func ("/auction/selfplay/same-seed", test_same_seed_same_game);
  g_test_add_func ("/auction/selfplay/hard-beats-easy", test_hard_beats_easy);
  g_test_add_func ("/auction/ai/reaction", test_reaction_profile);
  g_test_add_func ("/auction/ai/hints", test_hints_and_ring_prices);
  g_test_add_func ("/auction/ai/takes-the-win", test_ai_takes_the_win);
  g_test_add_func ("/auction/ai/rings", test_ai_rings);
  g_test_add_func ("/auction/ai/countdown-mask", test_ai_countdown_mask);

  return g_test_run ();
}
