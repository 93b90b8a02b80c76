/* test-auction-position.c — Stamp Auction position files, score and move output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-match.h"
#include "../save-setup-error.h"

#include <locale.h>

#include "auction/phl-auction.h"
#include "auction-test-util.h"

/* The rulebook's example: three cards sold to Andorra, two of them showing
 * Andorra's flag, bring the treasury and two first day postmarks. */
static const char rulebook_example[] =
  "[Match]\n"
  "Game=auction\n"
  "Format=1\n"
  "Players=4\n"
  "Current=2\n"
  "\n"
  "[Treasury]\n"
  "Andorra=9\n"
  "Liechtenstein=4\n"
  "Monaco=0\n"
  "\n"
  "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player2]\n"
  "Money=7\n"
  "Credits=0\n"
  "Postmarks=1\n"
  "Hand=andorra/sports/red/andorra;monaco/wildlife/red/andorra;andorra/history/red/liechtenstein\n"
  "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player4]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n";

static void
test_rulebook_example (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (rulebook_example);
  g_autoptr(GPtrArray) moves = phl_auction_describe_moves (state);

  g_assert_cmpint (phl_auction_state_current_seat (state), ==, 1);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (moves, 0), ==, "sell 1,2,3 to andorra payout=9 postmarks=2");

  auction_test_apply (state, "sell 1,2,3 to andorra");
  g_assert_cmpint (state->players[1].money, ==, 16);
  g_assert_cmpint (state->players[1].postmarks, ==, 3);
  g_assert_cmpint (state->treasury[PHL_AUCTION_ANDORRA], ==, 0);
  g_assert_cmpint (state->treasury[PHL_AUCTION_LIECHTENSTEIN], ==, 4);
  g_assert_cmpint (state->players[1].n_hand, ==, 0);
  g_assert_cmpint (state->n_discard, ==, 3);
  /* The breakdown counts what happened since the position. */
  g_assert_cmpuint (state->players[1].sets_sold[PHL_AUCTION_ANDORRA], ==, 1);
  g_assert_cmpuint (state->players[1].postmarks_earned[PHL_AUCTION_ANDORRA], ==, 2);
  g_assert_cmpint (state->players[1].payouts, ==, 9);
}

static void
test_describe_moves (void)
{
  /* Three identical-type cards go to any country; Monaco was bought from. */
  g_autofree PhlAuctionState *state = auction_test_load (
    "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
    "[Treasury]\nAndorra=2\nLiechtenstein=5\nMonaco=8\n"
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\n"
    "Hand=monaco/wildlife/blue/liechtenstein;andorra/wildlife/blue/andorra;"
    "liechtenstein/wildlife/blue/liechtenstein;monaco/sports/red/monaco\n"
    "BoughtFrom=monaco\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n");
  g_autoptr(GPtrArray) moves = phl_auction_describe_moves (state);
  g_autoptr(GPtrArray) legal = phl_auction_state_legal_actions (state);

  g_assert_cmpuint (moves->len, ==, 2);
  /* Best first: most postmarks, then payout. */
  g_assert_cmpstr (g_ptr_array_index (moves, 0), ==, "sell 1,2,3 to liechtenstein payout=5 postmarks=2");
  g_assert_cmpstr (g_ptr_array_index (moves, 1), ==, "sell 1,2,3 to andorra payout=2 postmarks=1");
  g_assert_true (g_ptr_array_find_with_equal_func (legal, "sell 1,2,3 to liechtenstein", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (legal, "pass", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (legal, "credit", g_str_equal, NULL));

  /* Nothing to list for a seat that is not selling now. */
  auction_test_apply (state, "pass");
  g_clear_pointer (&moves, g_ptr_array_unref);
  moves = phl_auction_describe_moves (state);
  g_assert_cmpuint (moves->len, ==, 0);
}

static void
test_write_score (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (rulebook_example);
  g_autoptr(GKeyFile) out = g_key_file_new ();
  g_autofree char *text = NULL;

  phl_auction_write_score (state, out);
  g_assert_cmpint (g_key_file_get_integer (out, "Player2", "Score", NULL), ==, 1);
  g_assert_cmpint (g_key_file_get_integer (out, "Player2", "Money", NULL), ==, 7);
  g_assert_cmpint (g_key_file_get_integer (out, "Player4", "Money", NULL), ==, 20);
  text = g_key_file_to_data (out, NULL, NULL);
  g_assert_nonnull (strstr (text, "[Player1]\nScore=0\nMoney=20\n"));
}

/* A position without [Table] is the sell step after an auction by seat
 * Current, with the undealt cards in the piles. */
static void
test_defaults (void)
{
  g_autofree PhlAuctionState *state = auction_test_load (rulebook_example);

  g_assert_cmpint (state->phase, ==, PHL_AUCTION_PHASE_SELL);
  g_assert_cmpuint (state->auctioneer, ==, 1);
  g_assert_cmpuint (state->seller, ==, 1);
  g_assert_cmpuint (state->sellers_left, ==, 4);
  g_assert_cmpuint (state->target, ==, 5);
  g_assert_cmpuint (phl_auction_state_count_cards (state), ==, 45);
  g_assert_cmpuint (state->pile_len[0], ==, 21);
  g_assert_cmpuint (state->pile_len[1], ==, 21);
  g_assert_cmpuint (state->credit_cards_left, ==, 11);
  g_assert_cmpint (state->bank, ==, 7 + 60 + 13 - 80);
}

static void
assert_round_trip (const PhlAuctionState *state)
{
  g_autoptr(GKeyFile) saved = g_key_file_new ();
  g_autoptr(GKeyFile) again = g_key_file_new ();
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree PhlAuctionState *loaded = NULL;

  phl_auction_save_position (state, saved);
  text = g_key_file_to_data (saved, NULL, NULL);
  loaded = auction_test_load (text);
  phl_auction_save_position (loaded, again);
  text2 = g_key_file_to_data (again, NULL, NULL);
  g_assert_cmpstr (text, ==, text2);
  if (memcmp (state, loaded, sizeof *state) != 0)
    g_error ("the state changed on a round trip through:\n%s", text);
}

static void
test_round_trip (void)
{
  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed + 100);
      g_autofree PhlAuctionState *state =
        phl_auction_state_new_game (3 + seed % 4, seed % 3 == 0, rng, NULL);
      PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_HARD, PHL_AI_EASY, PHL_AI_NORMAL,
                                           PHL_AI_EASY, PHL_AI_HARD, PHL_AI_NORMAL };

      assert_round_trip (state);
      while (state->phase != PHL_AUCTION_PHASE_OVER)
        {
          g_autofree char *action = phl_auction_ai_choose (state, levels, ai_rng);

          auction_test_apply (state, action);
          assert_round_trip (state);
        }
    }
}

typedef struct
{
  const char *text;
  const char *message;   /* expected part of the error */
} Malformed;

static void
test_malformed (void)
{
  const char *players =
    "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
    "[Player3]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n";
  const char *treasury = "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n";
  const Malformed cases[] = {
    { "[Match]\nGame=swop\nFormat=1\nPlayers=3\nCurrent=1\n",
      "test.philatelia:2: [Match] Game: “swop” is not a Stamp Auction position" },
    { "[Match]\nGame=auction\nFormat=2\nPlayers=3\nCurrent=1\n",
      "test.philatelia:3: [Match] Format: format 2 is newer" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=7\nCurrent=1\n",
      "test.philatelia:4: [Match] Players: 7 is out of range (3 to 6)" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=4\n",
      "test.philatelia:5: [Match] Current: 4 is out of range (1 to 3)" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
      "test.philatelia: [Treasury]: the group is missing" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=x\nMonaco=0\n",
      "test.philatelia:8: [Treasury] Liechtenstein: “x” is not a whole number" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
      "[Player2]\nMoney=20\nCredits=0\nPostmarks=0\n"
      "Hand=andorra/sports/red/andorra;andorra/sports/green/andorra\n",
      "test.philatelia:19: [Player2] Hand: “andorra/sports/green/andorra” is not a card" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n",
      "test.philatelia: [Player2]: the group is missing" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=-3\nCredits=0\nPostmarks=0\nHand=\n",
      "test.philatelia:11: [Player1] Money: -3 is out of range" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=3\nCredits=0\nPostmarks=0\n",
      "test.philatelia:10: [Player1] Hand: the key is missing" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=3\nCredits=0\nPostmarks=0\nHand=\nBoughtFrom=france\n",
      "test.philatelia:15: [Player1] BoughtFrom: “france” is not a country" },
    { "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n"
      "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
      "[Player1]\nMoney=3\nCredits=6\nPostmarks=0\nHand=\n"
      "[Player2]\nMoney=3\nCredits=6\nPostmarks=0\nHand=\n"
      "[Player3]\nMoney=3\nCredits=0\nPostmarks=0\nHand=\n",
      "[Player1] Credits: the players hold 12 credit cards, but there are only 11" },
  };
  g_autofree char *phase = g_strconcat ("[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
                                        treasury, players, "[Table]\nPhase=bidding\n", NULL);
  g_autofree char *auctioneer = g_strconcat ("[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
                                             treasury, players,
                                             "[Table]\nPhase=pick\nAuctioneer=2\n", NULL);
  g_autofree char *empty = g_strconcat ("[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
                                        treasury, players,
                                        "[Table]\nPhase=pick\nPile1=\nPile2=\n", NULL);
  g_autofree char *no_card = g_strconcat ("[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
                                          treasury, players, "[Table]\nPhase=countdown\n", NULL);
  g_autofree char *bids = g_strconcat ("[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\n",
                                       treasury, players,
                                       "[Table]\nPhase=bids\n[Auction]\nCard=monaco/sports/red/monaco\n",
                                       NULL);
  const Malformed table_cases[] = {
    { phase, "test.philatelia:26: [Table] Phase: “bidding” is not a phase" },
    { auctioneer, "test.philatelia:5: [Match] Current: the auctioneer (player 2) acts now" },
    { empty, "[Table] Phase: both piles are empty" },
    { no_card, "test.philatelia: [Auction]: the group is missing" },
    { bids, "[Table] Phase: bids are made only in the sealed variant" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = auction_test_load_error (cases[i].text);

      if (strstr (message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, message, cases[i].message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (table_cases); i++)
    {
      g_autofree char *message = auction_test_load_error (table_cases[i].text);

      if (strstr (message, table_cases[i].message) == NULL)
        g_error ("table case %u: “%s” does not contain “%s”", i, message, table_cases[i].message);
    }
}

static void
test_card_strings (void)
{
  const PhlAuctionDeck *deck = phl_auction_deck_get_default (NULL);
  guint per_country[3] = { 0, }, per_flag[3] = { 0, }, per_pair[9] = { 0, };

  g_assert_nonnull (deck);
  g_assert_cmpuint (deck->n_cards, ==, 45);
  g_assert_cmpuint (deck->credit_cards, ==, 11);
  g_assert_cmpint (deck->start_money, ==, 20);
  for (guint i = 0; i < deck->n_cards; i++)
    {
      g_autofree char *text = phl_auction_card_to_string (deck->cards[i]);
      PhlAuctionCard back = 0;

      g_assert_true (phl_auction_card_from_string (text, &back));
      g_assert_cmpuint (back, ==, deck->cards[i]);
      per_country[phl_auction_card_country (back)]++;
      per_flag[phl_auction_card_flag (back)]++;
      per_pair[phl_auction_card_motif (back) * 3 + phl_auction_card_colour (back)]++;
    }
  /* docs/rules/auction.md#cards: each motif/colour pair 5 times, each country issues 15 and
   * shows 15 flags. */
  for (guint c = 0; c < 3; c++)
    {
      g_assert_cmpuint (per_country[c], ==, 15);
      g_assert_cmpuint (per_flag[c], ==, 15);
    }
  for (guint p = 0; p < 9; p++)
    g_assert_cmpuint (per_pair[p], ==, 5);

  g_assert_false (phl_auction_card_from_string ("andorra/sports/red", NULL));
  g_assert_false (phl_auction_card_from_string ("andorra/sports/red/andorra/x", NULL));
  g_assert_false (phl_auction_card_from_string ("", NULL));
  g_assert_false (phl_auction_card_from_string ("Andorra/sports/red/andorra", NULL));
}

static void
test_bad_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (
    "[Deck]\nFormat=1\n[Rules]\nStartMoney=20\nCreditAmount=10\nCreditMaxMoney=12\n"
    "RepayMoney=15\nStartPrice=12\nCreditCards=11\nHandSize=2\nAuctionsPerAuctioneer=3\n"
    "PostmarksToWinFew=5\nPostmarksToWinMany=4\n[Cards]\nCard01=andorra/sports/red/andorra\n"
    "Card02=andorra/sports/purple/andorra\n", -1, "bad.ini", &error);
  PhlAuctionDeck deck;

  g_assert_no_error (error);
  g_assert_false (phl_auction_deck_load (file, &deck, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "bad.ini:16: [Cards] Card02: “andorra/sports/purple/andorra” is not a card (country/motif/colour/flag)");
}

/* Damaged files either load or fail with a message, and whatever loads
 * can be played on without crashing (run under the sanitizers). */
static void
test_damaged_files (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (2024);
  g_autoptr(GRand) game_rng = g_rand_new_with_seed (5);
  g_autofree PhlAuctionState *state = phl_auction_state_new_game (4, FALSE, game_rng, NULL);
  const PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL, PHL_AI_NORMAL };
  g_autoptr(GPtrArray) originals = g_ptr_array_new_with_free_func (g_free);
  const char *junk[] = { "0", "9", "-1", "", ";", "99999", "monaco/sports/red/monaco", "x", "=", "[Table]\n" };
  guint loaded = 0;

  /* Positions at several phases of one game. */
  for (guint step = 0; state->phase != PHL_AUCTION_PHASE_OVER; step++)
    {
      g_autofree char *action = phl_auction_ai_choose (state, levels, rng);

      if (step % 7 == 0)
        {
          g_autoptr(GKeyFile) file = g_key_file_new ();

          phl_auction_save_position (state, file);
          g_ptr_array_add (originals, g_key_file_to_data (file, NULL, NULL));
        }
      auction_test_apply (state, action);
    }

  for (guint round = 0; round < 600; round++)
    {
      const char *original = g_ptr_array_index (originals, round % originals->len);
      g_auto(GStrv) lines = g_strsplit (original, "\n", -1);
      guint n_lines = g_strv_length (lines);
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = NULL;
      g_autofree PhlAuctionState *damaged = NULL;
      guint target = g_rand_int_range (rng, 0, n_lines);
      int how = g_rand_int_range (rng, 0, 3);

      for (guint i = 0; i < n_lines; i++)
        {
          const char *line = lines[i];
          const char *eq = strchr (line, '=');

          if (i == target && how == 0)
            continue;   /* drop the line */
          if (i == target && how == 1 && eq != NULL)
            g_string_append_printf (text, "%.*s=%s\n", (int) (eq - line), line,
                                    junk[g_rand_int_range (rng, 0, G_N_ELEMENTS (junk))]);
          else if (i == target && how == 2 && eq != NULL)
            g_string_append_printf (text, "%s;%s\n", line,
                                    junk[g_rand_int_range (rng, 0, G_N_ELEMENTS (junk))]);
          else
            g_string_append_printf (text, "%s\n", line);
        }

      file = phl_key_file_new_from_data (text->str, text->len, "damaged.philatelia", &error);
      if (file == NULL)
        continue;
      damaged = phl_auction_load_position (file, &error);
      if (damaged == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "damaged.philatelia"));
          continue;
        }
      loaded++;
      for (guint step = 0; step < 40 && damaged->phase != PHL_AUCTION_PHASE_OVER; step++)
        {
          g_autofree char *action = phl_auction_ai_choose (damaged, levels, rng);
          g_autoptr(GPtrArray) moves = phl_auction_describe_moves (damaged);

          g_assert_nonnull (action);
          if (!phl_auction_state_apply (damaged, action, NULL, NULL))
            break;
        }
    }
  g_assert_cmpuint (loaded, >, 0);
}

static void
test_save_setup_errors (void)
{
  g_autofree char *variant = save_setup_error ("auction", "Players=3", "Variant=dutch");

  g_assert_cmpstr (variant, ==, "test.philatelia:5: [Match] Variant: “dutch” is not a variant: standard or sealed");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/auction/position/rulebook-example", test_rulebook_example);
  g_test_add_func ("/auction/position/describe-moves", test_describe_moves);
  g_test_add_func ("/auction/position/write-score", test_write_score);
  g_test_add_func ("/auction/position/defaults", test_defaults);
  g_test_add_func ("/auction/position/round-trip", test_round_trip);
  g_test_add_func ("/auction/position/malformed", test_malformed);
  g_test_add_func ("/auction/position/cards", test_card_strings);
  g_test_add_func ("/auction/position/bad-deck", test_bad_deck);
  g_test_add_func ("/auction/position/damaged-files", test_damaged_files);
  g_test_add_func ("/auction/position/save-setup-errors", test_save_setup_errors);

  return g_test_run ();
}
