/* test-change.c — what the engines say an action did
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hand-worked actions in each game, played through a match from a
 * position file: who acted, the points and their reasons with the total,
 * what each seat is told (a hidden item only to the seats that may know
 * it), the auction's note on a skipped sell turn, and the records a save
 * rebuilds when it is replayed.
 */
#include "config.h"

#include <string.h>

#include "phl-change.h"
#include "phl-match.h"
#include "pebbles.h"

static PhlMatch *
match_from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  PhlMatch *match;

  g_assert_no_error (error);
  match = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

static const PhlChange *
submit (PhlMatch   *match,
        const char *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (phl_match_submit (match, action, &error));
  g_assert_no_error (error);
  return phl_match_get_change (match, phl_match_get_n_actions (match) - 1);
}

/* A save of @match read back: the records are rebuilt alike. */
static void
assert_rebuilt (PhlMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = phl_match_to_data (match, NULL);
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (data, -1, "saved.philatelia", &error);
  g_autoptr(PhlMatch) loaded = NULL;

  g_assert_no_error (error);
  loaded = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, phl_match_get_n_actions (match));
  for (guint i = 0; i < phl_match_get_n_actions (match); i++)
    g_assert_true (phl_change_equal (phl_match_get_change (match, i),
                                     phl_match_get_change (loaded, i)));
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

static void
assert_lacks (const char *text,
              const char *part)
{
  if (strstr (text, part) != NULL)
    g_error ("“%s” should not contain “%s”", text, part);
}

/* The record itself: texts per seat, markers, notes, equality. */
static void
test_record (void)
{
  const char *names[] = { "Anna", "Ben" };
  g_autoptr(PhlChange) change = phl_change_new (0);
  g_autoptr(PhlChange) other = phl_change_new (0);
  g_autofree char *text = g_strdup_printf ("%s drew a card.", phl_change_seat (0));
  g_autofree char *secret = g_strdup_printf ("%s drew the Penny Black.", phl_change_seat (0));
  const char *reason;
  guint seat;
  int points;

  g_assert_cmpstr (phl_change_describe (change, -1), ==, "");
  phl_change_set_text (change, text);
  phl_change_set_seat_text (change, 1u << 0, secret);
  phl_change_add_points (change, 0, 3, "Set of 3");
  phl_change_add_points (change, 0, 1, "Bonus");
  phl_change_add_points (change, 1, -2, NULL);
  g_assert_cmpstr (phl_change_describe (change, -1), ==, "Player 1 drew a card.");
  phl_change_set_seat_names (change, names, 2);
  g_assert_cmpstr (phl_change_describe (change, -1), ==, "Anna drew a card.");
  g_assert_cmpstr (phl_change_describe (change, 1), ==, "Anna drew a card.");
  g_assert_cmpstr (phl_change_describe (change, 0), ==, "Anna drew the Penny Black.");
  g_assert_true (phl_change_has_seat_text (change, 0));
  g_assert_false (phl_change_has_seat_text (change, 1));
  g_assert_cmpint (phl_change_get_points (change, 0), ==, 4);
  g_assert_cmpint (phl_change_get_points (change, 1), ==, -2);
  g_assert_cmpuint (phl_change_get_n_scores (change), ==, 3);
  phl_change_get_score (change, 1, &seat, &points, &reason);
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpint (points, ==, 1);
  g_assert_cmpstr (reason, ==, "Bonus");

  phl_change_add_note (change, "Ben cannot sell.");
  g_assert_cmpstr (phl_change_describe (change, 1), ==, "Anna drew a card. Ben cannot sell.");
  g_assert_cmpstr (phl_change_describe (change, 0), ==, "Anna drew the Penny Black. Ben cannot sell.");
  g_assert_cmpuint (phl_change_get_n_notes (change), ==, 1);

  g_assert_false (phl_change_equal (change, other));
  phl_change_set_text (other, text);
  phl_change_set_seat_text (other, 1u << 0, secret);
  phl_change_add_points (other, 0, 3, "Set of 3");
  phl_change_add_points (other, 0, 1, "Bonus");
  phl_change_add_points (other, 1, -2, NULL);
  phl_change_add_note (other, "Ben cannot sell.");
  g_assert_false (phl_change_equal (change, other));
  phl_change_set_seat_names (other, names, 2);
  g_assert_true (phl_change_equal (change, other));
}

/* The rulebook's example 2 (tests/swop/test-swop-score.c): c4 ⇄ f4 forms a
 * Swop and two more sequences, bonus 2, 10 points in all. */
static const char swop_position[] =
  "[Match]\nGame=swop\nFormat=1\nPlayers=2\nCurrent=1\nVariant=basic\n"
  "[Board]\n"
  "Row1=W1 R6 O1 Y6 G1 T6 B1 V6 P1 N6 K1\n"
  "Row2=W6 R1 O6 Y1 G6 T1 B6 V1 P6 N1 K6\n"
  "Row3=W1 R6 B6 Y6 G1 W4 B1 V6 P1 N6 K1\n"
  "Row4=W3 R3 G1 O3 Y5 V3 T2 B3 P4 N5 K6\n"
  "Row5=W1 R6 P6 Y6 G1 R2 B1 V6 P1 N6 K1\n"
  "Row6=O6 O1 Y6 G1 T6 O3 T6 V1 T6 N1 K6\n"
  "[Player1]\nName=Anna\nScore=0\nChips=3\n"
  "[Player2]\nName=Ben\nScore=0\nChips=3\n";

static void
test_swop (void)
{
  g_autoptr(PhlMatch) match = match_from_text (swop_position);
  const PhlChange *change = submit (match, "c4 f4");
  const char *text = phl_change_describe (change, -1);
  g_autoptr(GPtrArray) legal = NULL;
  int sum = 0;

  g_assert_cmpint (phl_change_get_actor (change), ==, 0);
  assert_contains (text, "Anna swapped ");
  assert_contains (text, " on c4 and ");
  /* The total stays in the line. */
  assert_contains (text, " + bonus 2 = 10 points.");
  g_assert_cmpstr (phl_change_describe (change, 1), ==, text);
  g_assert_cmpint (phl_change_get_points (change, 0), ==, 10);
  g_assert_cmpint (phl_change_get_points (change, 1), ==, 0);
  /* Three sequences and the bonus, each with its reason. */
  g_assert_cmpuint (phl_change_get_n_scores (change), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const char *reason;
      int points;

      phl_change_get_score (change, i, NULL, &points, &reason);
      g_assert_nonnull (reason);
      sum += points;
      if (i == 3)
        g_assert_cmpstr (reason, ==, "Bonus for 3 sequences");
    }
  g_assert_cmpint (sum, ==, 10);

  g_test_message ("%s", text);
  legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
  change = submit (match, g_ptr_array_index (legal, 0));
  g_assert_cmpint (phl_change_get_actor (change), ==, 1);
  assert_contains (phl_change_describe (change, 0), "Ben swapped ");
  assert_rebuilt (match);
}

/* Anna buys a Monaco stamp that completes her set for Monaco: she may not
 * sell it to Monaco in this sell step, and nobody else has anything to
 * do, so every turn of the sell step is skipped, each saying why. */
static const char auction_skip_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\n"
  "[Treasury]\nAndorra=4\nLiechtenstein=0\nMonaco=6\n"
  "[Player1]\nName=Anna\nMoney=20\nCredits=0\nPostmarks=0\n"
  "Hand=monaco/sports/red/monaco;andorra/wildlife/blue/monaco\n"
  "[Player2]\nName=Ben\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player3]\nName=Cleo\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Table]\nPhase=countdown\nAuctioneer=2\nAuctionsLeft=3\n"
  "Pile1=andorra/sports/red/andorra\nPile2=monaco/wildlife/red/andorra\n"
  "[Auction]\nCard=monaco/history/yellow/monaco\nPrice=6\n";

static void
test_auction_skip (void)
{
  g_autoptr(PhlMatch) match = match_from_text (auction_skip_position);
  const PhlChange *change;
  const char *text;

  change = submit (match, "tick");
  g_assert_cmpint (phl_change_get_actor (change), ==, -1);
  /* The clock ticking down says nothing. */
  g_assert_cmpstr (phl_change_describe (change, -1), ==, "");

  change = submit (match, "ring 1");
  text = phl_change_describe (change, -1);
  g_test_message ("%s", text);
  g_assert_cmpint (phl_change_get_actor (change), ==, 0);
  g_assert_true (g_str_has_prefix (text, "Anna rang first and bought the card for 5."));
  g_assert_cmpuint (phl_change_get_n_notes (change), ==, 3);
  g_assert_cmpstr (phl_change_get_note (change, 0), ==,
                   "Ben has nothing to sell, take or repay, and is passed over.");
  g_assert_cmpstr (phl_change_get_note (change, 1), ==,
                   "Cleo has nothing to sell, take or repay, and is passed over.");
  g_assert_cmpstr (phl_change_get_note (change, 2), ==,
                   "Anna cannot sell: bought a card from Monaco in this auction, and may not "
                   "sell to it before the next auction ends.");
  assert_contains (text, "Anna cannot sell: bought a card from Monaco");
  /* The sell step is over: the next auction begins. */
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 1);
  assert_rebuilt (match);
}

static const char sealed_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\nVariant=sealed\n"
  "[Treasury]\nAndorra=0\nLiechtenstein=0\nMonaco=0\n"
  "[Player1]\nName=Anna\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player2]\nName=Ben\nMoney=20\nCredits=0\nPostmarks=0\nHand=\n"
  "[Player3]\nName=Cleo\nMoney=4\nCredits=0\nPostmarks=0\nHand=\n"
  "[Table]\nPhase=pick\nAuctioneer=2\n";

static void
test_auction_sealed (void)
{
  g_autoptr(PhlMatch) match = match_from_text (sealed_position);
  const PhlChange *change;

  change = submit (match, "take 1");
  g_assert_true (g_str_has_prefix (phl_change_describe (change, -1), "Ben auctions the card of pile 1: "));
  assert_contains (phl_change_describe (change, -1), ", flag of ");

  /* Cleo's bid is hers alone until all have bid. */
  change = submit (match, "bid 3 4");
  g_assert_cmpint (phl_change_get_actor (change), ==, 2);
  g_assert_cmpstr (phl_change_describe (change, -1), ==, "Cleo made a sealed bid.");
  g_assert_cmpstr (phl_change_describe (change, 0), ==, "Cleo made a sealed bid.");
  g_assert_cmpstr (phl_change_describe (change, 1), ==, "Cleo made a sealed bid.");
  g_assert_cmpstr (phl_change_describe (change, 2), ==, "Cleo: 4 (sealed).");
  assert_lacks (phl_change_describe (change, -1), "4");

  change = submit (match, "bid 1 6");
  g_assert_cmpstr (phl_change_describe (change, 2), ==, "Anna made a sealed bid.");
  g_assert_cmpstr (phl_change_describe (change, 0), ==, "Anna: 6 (sealed).");

  /* The last bid shows them all, to everyone. */
  change = submit (match, "bid 2 none");
  g_assert_true (g_str_has_prefix (phl_change_describe (change, -1),
                                   "The bids: Cleo: 4, Anna: 6, Ben: no bid. "
                                   "Anna bid highest and bought the card for 6. "));
  g_assert_cmpstr (phl_change_describe (change, 2), ==, phl_change_describe (change, -1));
  assert_rebuilt (match);
}

/* The rulebook's example (tests/stamps/test-stamps-rules.c): Toni's red
 * brackets a blue, a yellow and a green stamp; she then draws a stamp
 * that only she may know. */
static const char stamps_position[] =
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
  "[Grid]\n"
  "Row1=. R . .\n"
  "Row2=. Y B .\n"
  "Row3=R Y G .\n"
  "[Player1]\nName=Toni\nHand=RB\nMarkers=0;0;0;0;0\n"
  "[Player2]\nName=Ben\nHand=GP\nMarkers=0;0;0;0;0\n";

static void
test_stamps (void)
{
  g_autoptr(PhlMatch) match = match_from_text (stamps_position);
  const PhlChange *change = submit (match, "R@3,2");
  g_autoptr(GKeyFile) position = g_key_file_new ();
  g_autofree char *hand = NULL;
  g_autofree char *drew = NULL;
  const char *drawn_name;
  const char *reason;
  static const char placed[] =
    "Toni placed red: blue +1, yellow +1, green +1 · score -15 → -6 · "
    "column collision: blue, yellow, green";

  /* What Toni drew: the last stamp of her hand ("B" and the new one). */
  phl_match_get_rules (match)->save_position (phl_match_get_state (match), position);
  hand = g_key_file_get_string (position, "Player1", "Hand", NULL);
  g_assert_cmpuint (strlen (hand), ==, 2);
  drawn_name = strchr ("B", hand[1]) != NULL ? "blue" : strchr ("R", hand[1]) != NULL ? "red"
             : strchr ("Y", hand[1]) != NULL ? "yellow" : strchr ("G", hand[1]) != NULL ? "green"
             : "purple";
  drew = g_strdup_printf ("Drew %s.", drawn_name);

  g_assert_cmpint (phl_change_get_actor (change), ==, 0);
  g_assert_cmpstr (phl_change_describe (change, -1), ==,
                   "Toni placed red: blue +1, yellow +1, green +1 · score -15 → -6 · "
                   "column collision: blue, yellow, green. Drew a stamp from the pile.");
  g_assert_cmpstr (phl_change_describe (change, 1), ==, phl_change_describe (change, -1));
  assert_lacks (phl_change_describe (change, 1), drew);
  g_assert_true (g_str_has_prefix (phl_change_describe (change, 0), placed));
  g_assert_true (g_str_has_suffix (phl_change_describe (change, 0), drew));
  g_assert_cmpint (phl_change_get_points (change, 0), ==, 9);
  g_assert_cmpuint (phl_change_get_n_scores (change), ==, 1);
  phl_change_get_score (change, 0, NULL, NULL, &reason);
  g_assert_cmpstr (reason, ==, "blue +1, yellow +1, green +1");
  assert_rebuilt (match);
}

/* The draw pile is empty (every stamp is in the grid or Toni's hand) and
 * Ben's hand is empty: after Toni's move the turn comes back to her, and
 * the record says why Ben was passed over. */
static const char stamps_late_position[] =
  "[Match]\nGame=stamps\nFormat=1\nPlayers=2\nCurrent=1\n"
  "[Grid]\n"
  "Row1=B R Y G P B R\n"
  "Row2=Y G P B R Y G\n"
  "Row3=P B R Y G P B\n"
  "Row4=R Y G P Y G P\n"
  "[Player1]\nName=Toni\nHand=RB\nMarkers=0;0;0;0;0\n"
  "[Player2]\nName=Ben\nHand=\nMarkers=0;0;0;0;0\n";

static void
test_stamps_passed_over (void)
{
  g_autoptr(PhlMatch) match = match_from_text (stamps_late_position);
  const PhlChange *change = submit (match, "R@0,4");

  /* Nothing drawn: nothing hidden. */
  g_assert_false (phl_change_has_seat_text (change, 0));
  g_assert_cmpuint (phl_change_get_n_notes (change), ==, 1);
  g_assert_cmpstr (phl_change_get_note (change, 0), ==, "Ben has no stamps left and is passed over.");
  assert_contains (phl_change_describe (change, 1), "Toni placed red: ");
  g_assert_cmpint (phl_match_get_current_seat (match), ==, 0);
}

/* Stamp Swap: a face-down stamp taken from the pool is named to its taker
 * (who views it) and to nobody else; the cutter's log line says what went
 * into the reserve and each pile, everybody else's just that piles were
 * made; a placed stamp's line says where it went. */
static void
test_stampswap_hidden (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (5);
  PhlSeat seats[2] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_EASY },
    { (char *) "Ben", PHL_SEAT_HUMAN, PHL_AI_EASY },
  };
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = 2 };
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, 21, &error);
  guint hidden = 0, scored = 0, contests = 0, cuts = 0, places = 0;

  g_assert_no_error (error);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);
      const PhlChange *change = submit (match, action);
      int actor = phl_change_get_actor (change);

      if (g_str_has_prefix (action, "contest "))
        {
          /* The contest's points come with their sources. */
          assert_contains (phl_change_describe (change, -1), " and scored ");
          scored += phl_change_get_n_scores (change) > 0;
          contests++;
        }
      if (g_str_has_prefix (action, "place "))
        {
          assert_contains (phl_change_describe (change, -1), " at column ");
          places++;
        }
      if (!phl_change_has_seat_text (change, actor))
        continue;
      g_assert_cmpstr (phl_change_describe (change, 1 - actor), ==, phl_change_describe (change, -1));
      if (g_str_has_prefix (action, "cut "))
        {
          assert_contains (phl_change_describe (change, actor), ". Pile 1: ");
          assert_lacks (phl_change_describe (change, -1), "Pile 1");
          if (cuts++ == 0)
            g_test_message ("everyone: %s / the cutter: %s", phl_change_describe (change, -1),
                            phl_change_describe (change, actor));
          continue;
        }
      hidden++;
      g_assert_true (g_str_has_prefix (action, "take "));
      assert_contains (phl_change_describe (change, -1), "face-down");
      assert_lacks (phl_change_describe (change, actor), "face-down");
      g_assert_cmpstr (phl_change_describe (change, 1 - actor), ==, phl_change_describe (change, -1));
      if (hidden == 1)
        g_test_message ("everyone: %s / the taker: %s", phl_change_describe (change, -1),
                        phl_change_describe (change, actor));
    }
  g_assert_cmpuint (hidden, >, 0);
  g_assert_cmpuint (cuts, ==, 6);
  g_assert_cmpuint (places, >, 0);
  g_assert_cmpuint (contests, ==, 6);
  g_assert_cmpuint (scored, >, 0);
}

/* Stamp Swap solo: the dummy's moves are told after the player's. */
static void
test_stampswap_solo (void)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (8);
  PhlSeat seats[1] = { { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_EASY } };
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = 1, .variant = "solo" };
  g_autoptr(PhlMatch) match = phl_match_new (rules, &setup, seats, 4, &error);
  guint took = 0, piles = 0;

  g_assert_no_error (error);
  while (!phl_match_is_over (match))
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);
      const PhlChange *change = submit (match, action);

      for (guint i = 0; i < phl_change_get_n_notes (change); i++)
        {
          took += g_str_has_prefix (phl_change_get_note (change, i), "The dummy took ");
          piles += g_str_equal (phl_change_get_note (change, i), "The dummy took a pile of Anna.");
        }
      /* The dummy is no player with a number. */
      assert_lacks (phl_change_describe (change, 0), "Player 2");
    }
  g_assert_cmpuint (took, >, piles);
  g_assert_cmpuint (piles, ==, 3);
}

/* A whole game played by easy computers: every action says something
 * (but the auction's clock), and the points the records give each seat
 * add up to its final score.  The save rebuilds every record. */
static void
test_whole_game (gconstpointer data)
{
  const char *id = data;
  const PhlGameRules *rules = phl_game_rules_lookup (id);
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (3);
  PhlSeat seats[3] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_EASY },
    { (char *) "Ben", PHL_SEAT_HUMAN, PHL_AI_EASY },
    { (char *) "Cleo", PHL_SEAT_HUMAN, PHL_AI_EASY },
  };
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY,
                                       PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY };
  PhlSetup setup = { .n_players = MAX (rules->min_players, 2) };
  g_autoptr(PhlMatch) match = NULL;
  int start[PHL_MAX_SEATS], sum[PHL_MAX_SEATS] = { 0 };

  if (setup.n_players > 3)
    setup.n_players = 3;
  match = phl_match_new (rules, &setup, seats, 11, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < setup.n_players; seat++)
    start[seat] = rules->score (phl_match_get_state (match), seat);

  for (guint turn = 0; !phl_match_is_over (match); turn++)
    {
      g_autofree char *action = rules->choose_action (phl_match_get_state (match), levels, ai_rng);
      const PhlChange *change;

      g_assert_cmpuint (turn, <, 20000);
      g_assert_nonnull (action);
      change = submit (match, action);
      if (!g_str_equal (action, "tick"))
        g_assert_cmpstr (phl_change_describe (change, -1), !=, "");
      /* No marker is left unnamed. */
      g_assert_null (strchr (phl_change_describe (change, -1), '\x1b'));
      for (guint seat = 0; seat < setup.n_players; seat++)
        sum[seat] += phl_change_get_points (change, seat);
    }
  for (guint seat = 0; seat < setup.n_players; seat++)
    g_assert_cmpint (start[seat] + sum[seat], ==, rules->score (phl_match_get_state (match), seat));
  g_test_message ("%u actions; the last: %s", phl_match_get_n_actions (match),
                  phl_change_describe (phl_match_get_change (match, phl_match_get_n_actions (match) - 1), 0));
  assert_rebuilt (match);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/change/record", test_record);
  g_test_add_func ("/change/swop", test_swop);
  g_test_add_func ("/change/auction-skip", test_auction_skip);
  g_test_add_func ("/change/auction-sealed", test_auction_sealed);
  g_test_add_func ("/change/stamps", test_stamps);
  g_test_add_func ("/change/stamps-passed-over", test_stamps_passed_over);
  g_test_add_func ("/change/stampswap-hidden", test_stampswap_hidden);
  g_test_add_func ("/change/stampswap-solo", test_stampswap_solo);

  for (const PhlGameRules * const *rules = phl_game_rules_all (); *rules != NULL; rules++)
    {
      g_autofree char *path = g_strdup_printf ("/change/whole-game/%s", (*rules)->id);

      g_test_add_data_func (path, (*rules)->id, test_whole_game);
    }

  return g_test_run ();
}
