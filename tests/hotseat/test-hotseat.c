/* test-hotseat.c — who is at the screen: PhlHotseat over real engines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engines' hides_from() say what a seat's view would show another;
 * PhlHotseat turns it into the seat every text is written for and the
 * hand-over pages.  Sequences worked out by hand from the rules.
 */
#include "config.h"

#include <string.h>

#include "auction/phl-auction.h"
#include "phl-change.h"
#include "phl-hotseat.h"
#include "stamps/phl-stamps-state.h"
#include "stampswap/phl-stampswap-state.h"

#define H PHL_SEAT_HUMAN
#define C PHL_SEAT_COMPUTER

static PhlMatch *
new_match (const char  *game,
           const char  *variant,
           PhlSeatKind  a,
           PhlSeatKind  b,
           PhlSeatKind  c,
           guint64      seed)
{
  PhlSeat seats[3] = {
    { (char *) "Ann", a, PHL_AI_EASY }, { (char *) "Bob", b, PHL_AI_EASY }, { (char *) "Cy", c, PHL_AI_EASY },
  };
  PhlSetup setup = { .n_players = 3, .variant = variant };
  g_autoptr(GError) error = NULL;
  PhlMatch *match = phl_match_new (phl_game_rules_lookup (game), &setup, seats, seed, &error);

  g_assert_no_error (error);
  return match;
}

static void
submit (PhlMatch   *match,
        const char *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (phl_match_submit (match, action, &error));
  g_assert_no_error (error);
}

/* The first legal action, as any person might play. */
static void
play_any (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (match));

  g_ptr_array_set_free_func (legal, g_free);
  g_assert_cmpuint (legal->len, >, 0);
  submit (match, legal->pdata[0]);
}

/* STAMPS: every hand is private, so every person's turn begins with a
 * hand-over, the first one too. */
static void
test_stamps_people (void)
{
  g_autoptr(PhlMatch) match = new_match ("stamps", NULL, H, H, H, 3);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);
  const PhlStampsState *st = phl_match_get_state (match);

  g_assert_cmpint (st->current, ==, 0);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, 0);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  phl_hotseat_handed_over (hotseat);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 0);

  play_any (match);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, 1);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  /* Asking again changes nothing. */
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, 1);
  phl_hotseat_handed_over (hotseat);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 1);

  /* The engine: a hand for its owner alone, until the end. */
  g_assert_true (phl_stamps_state_sees_hand (st, 1, 1));
  g_assert_false (phl_stamps_state_sees_hand (st, 0, 1));
  g_assert_false (phl_stamps_state_sees_hand (st, -1, 1));
  g_assert_true (phl_stamps_state_hides_from (st, 1, 0));
  g_assert_true (phl_stamps_state_hides_from (st, 1, -1));
  g_assert_false (phl_stamps_state_hides_from (st, 1, 1));
}

/* One person with two computers: always that person's view, no hand-over. */
static void
test_stamps_one_person (void)
{
  g_autoptr(PhlMatch) match = new_match ("stamps", NULL, C, H, C, 3);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);

  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
      g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 1);
      play_any (match);
    }
}

/* A replay watched by one seat of a hot-seat game: that seat's view at
 * every step, back and forth, never a hand-over. */
static void
test_stamps_replay_fixed (void)
{
  g_autoptr(PhlMatch) match = new_match ("stamps", NULL, H, H, H, 3);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 6; i++)
    play_any (match);
  phl_hotseat_set_fixed_viewer (hotseat, 2);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 2);
  for (guint n = 6; n-- > 0;)
    {
      g_assert_true (phl_match_seek (match, n, &error));
      g_assert_no_error (error);
      g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
      g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 2);
    }
  g_assert_true (phl_match_seek (match, 6, &error));
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, 2);
  /* Nobody's hidden facts, when asked for. */
  phl_hotseat_set_fixed_viewer (hotseat, -1);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  g_assert_true (phl_match_seek (match, 3, &error));
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
}

/* Stamp Swap: a hand-over only when the next person has viewed a
 * face-down stamp someone watching has not. */
static void
test_stampswap_face_down (void)
{
  g_autoptr(PhlMatch) match = new_match ("stampswap", NULL, H, H, H, 5);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);
  const PhlStampswapState *st = phl_match_get_state (match);
  guint first = st->current;
  guint taken[3];

  g_assert_cmpint (st->phase, ==, PHL_STAMPSWAP_PHASE_COLLECT);
  /* The first person takes the screen from the opening page. */
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, first);
  phl_hotseat_handed_over (hotseat);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, first);

  /* Each person in turn takes a face-down stamp. */
  for (guint k = 0; k < 3; k++)
    {
      guint seat = st->current;
      g_autofree char *action = NULL;
      int slot = -1;

      g_assert_cmpuint (seat, ==, (first + k) % 3);
      /* The one to act joins the screen without a hand-over: the others
       * know nothing they do not (nobody has viewed a face-down stamp). */
      g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
      g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, seat);
      for (guint i = 0; i < st->n_pool && slot < 0; i++)
        if (PHL_STAMPSWAP_ITEM_IS_TILE (st->pool[i]) && st->face_down[st->pool[i]])
          slot = i;
      g_assert_cmpint (slot, >=, 0);
      taken[k] = st->pool[slot];
      action = g_strdup_printf ("take %d", slot + 1);
      submit (match, action);
      g_assert_true (phl_stampswap_state_knows (st, seat, taken[k]));
      g_assert_false (phl_stampswap_state_knows (st, (seat + 1) % 3, taken[k]));
    }

  /* Back to the first: their stamp must not show to the two watching. */
  g_assert_cmpuint (st->current, ==, first);
  g_assert_true (phl_stampswap_state_hides_from (st, first, (first + 1) % 3));
  g_assert_true (phl_stampswap_state_hides_from (st, first, -1));
  g_assert_false (phl_stampswap_state_hides_from (st, first, first));
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, first);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  phl_hotseat_handed_over (hotseat);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, first);

  /* Next: the second has viewed a stamp the first (now alone) has not. */
  submit (match, "take 1");
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, (first + 1) % 3);
}

/* Stamp Auction, sealed bids: picking a pile is open, each bid is
 * written down after a hand-over, and the bids are revealed after. */
static void
test_auction_sealed (void)
{
  g_autoptr(PhlMatch) match = new_match ("auction", "sealed", H, H, H, 2);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);
  const PhlAuctionState *st = phl_match_get_state (match);
  guint auctioneer = st->auctioneer;
  guint first = (auctioneer + 1) % 3;
  g_autofree char *bid = NULL;

  g_assert_cmpint (st->phase, ==, PHL_AUCTION_PHASE_PICK);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, auctioneer);
  phl_hotseat_handed_over (hotseat);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, auctioneer);

  submit (match, "take 1");
  g_assert_cmpint (st->phase, ==, PHL_AUCTION_PHASE_BIDS);
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, first);
  g_assert_cmpint (phl_hotseat_get_viewer (hotseat), ==, -1);
  phl_hotseat_handed_over (hotseat);

  bid = g_strdup_printf ("bid %u 2", first + 1);
  submit (match, bid);
  g_assert_true (phl_auction_state_has_bid (st, first));
  g_assert_false (phl_auction_state_has_bid (st, (first + 1) % 3));
  g_assert_true (phl_auction_state_sees_bid (st, first, first));
  g_assert_false (phl_auction_state_sees_bid (st, auctioneer, first));
  g_assert_true (phl_auction_state_hides_from (st, first, auctioneer));
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, (first + 1) % 3);
  phl_hotseat_handed_over (hotseat);
  play_any (match);
  phl_hotseat_handed_over (hotseat);
  play_any (match);

  /* Revealed: everybody may know every bid. */
  g_assert_cmpint (st->phase, !=, PHL_AUCTION_PHASE_BIDS);
  g_assert_true (phl_auction_state_sees_bid (st, auctioneer, first));
  g_assert_false (phl_auction_state_hides_from (st, first, auctioneer));
  g_assert_cmpint (phl_hotseat_get_handover (hotseat), ==, -1);
}

/* The opening, alike in every game: with several people, a game that
 * hides anything opens on the hand-over page for the first person (the
 * others may be watching), and one that hides nothing (SWOP) never shows
 * one.  With one person and computers, never. */
static void
test_opening (gconstpointer data)
{
  const char *game = data;
  gboolean hides = !g_str_equal (game, "swop");
  g_autoptr(PhlMatch) people = new_match (game, NULL, H, H, C, 7);
  g_autoptr(PhlHotseat) at_people = phl_hotseat_new (people);
  g_autoptr(PhlMatch) alone = new_match (game, NULL, H, C, C, 7);
  g_autoptr(PhlHotseat) at_alone = phl_hotseat_new (alone);
  int first = phl_match_get_current_seat (people);

  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (phl_hotseat_get_handover (at_alone), ==, -1);
  g_assert_cmpint (phl_hotseat_get_viewer (at_alone), ==, 0);
  if (!phl_match_seat_is_person (people, first))
    {
      /* A computer opens: the page waits for the first person. */
      play_any (people);
      first = phl_match_get_current_seat (people);
    }
  g_assert_true (phl_match_seat_is_person (people, first));
  if (hides)
    {
      g_assert_cmpint (phl_hotseat_get_handover (at_people), ==, first);
      g_assert_cmpint (phl_hotseat_get_viewer (at_people), ==, -1);
      g_assert_cmpint (phl_hotseat_get_at_screen (at_people), ==, -1);
      phl_hotseat_handed_over (at_people);
    }
  g_assert_cmpint (phl_hotseat_get_handover (at_people), ==, -1);
  g_assert_cmpint (phl_hotseat_get_viewer (at_people), ==, first);
  g_assert_cmpint (phl_hotseat_get_at_screen (at_people), ==, first);
}

/* Undo with several people (issue: Player 2 took back Player 1's pick):
 * whoever is at the screen may take back only their own last move, before
 * anyone else acted, and doing so is no help.  Played through the game
 * with every seat a person, each taking the screen when asked. */
static void
test_undo_people (gconstpointer data)
{
  const char *game = data;
  g_autoptr(PhlMatch) match = new_match (game, g_str_equal (game, "auction") ? "sealed" : NULL, H, H, H, 5);
  g_autoptr(PhlHotseat) hotseat = phl_hotseat_new (match);
  guint refused = 0, taken = 0;

  for (guint move = 0; move < 60 && !phl_match_is_over (match); move++)
    {
      int last_actor = -1, at_screen;
      guint n = phl_match_get_n_actions (match);
      g_autofree char *again = NULL;

      if (phl_hotseat_get_handover (hotseat) >= 0)
        {
          /* The page is up: nobody is known to be at the screen. */
          g_assert_cmpint (phl_hotseat_get_at_screen (hotseat), ==, -1);
          g_assert_false (phl_match_undo_for (match, phl_hotseat_get_at_screen (hotseat)));
          phl_hotseat_handed_over (hotseat);
        }
      at_screen = phl_hotseat_get_at_screen (hotseat);
      if (at_screen < 0)
        {
          play_any (match);
          continue;
        }
      g_assert_cmpint (at_screen, ==, phl_match_get_current_seat (match));
      if (n > 0)
        last_actor = phl_change_get_actor (phl_match_get_change (match, n - 1));
      if (last_actor >= 0 && last_actor != at_screen)
        {
          /* Another person's move: never this person's to take back. */
          if (phl_match_get_can_undo (match))
            refused++;
          g_assert_false (phl_match_get_can_undo_for (match, at_screen));
          g_assert_false (phl_match_undo_for (match, at_screen));
          g_assert_cmpuint (phl_match_get_n_actions (match), ==, n);
        }
      else if (n > 0 && (again = g_strdup (phl_match_get_action (match, n - 1)))
               && phl_match_undo_for (match, at_screen))
        {
          /* Their own: just that one, and the same move can be played again. */
          g_assert_cmpuint (phl_match_get_n_actions (match), ==, n - 1);
          g_assert_cmpint (phl_match_get_current_seat (match), ==, at_screen);
          g_assert_false (phl_match_get_assisted (match));
          if (phl_hotseat_get_handover (hotseat) >= 0)
            phl_hotseat_handed_over (hotseat);
          g_assert_cmpint (phl_hotseat_get_at_screen (hotseat), ==, at_screen);
          submit (match, again);
          taken++;
        }
      play_any (match);
    }
  g_assert_cmpuint (refused, >, 0);
  g_test_message ("%s: %u undos refused, %u taken", game, refused, taken);
  g_assert_false (phl_match_get_assisted (match));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hotseat/stamps/people", test_stamps_people);
  g_test_add_func ("/hotseat/stamps/one-person", test_stamps_one_person);
  g_test_add_func ("/hotseat/stamps/replay-fixed", test_stamps_replay_fixed);
  g_test_add_func ("/hotseat/stampswap/face-down", test_stampswap_face_down);
  g_test_add_func ("/hotseat/auction/sealed", test_auction_sealed);
  g_test_add_data_func ("/hotseat/opening/stampswap", "stampswap", test_opening);
  g_test_add_data_func ("/hotseat/opening/swop", "swop", test_opening);
  g_test_add_data_func ("/hotseat/opening/stamps", "stamps", test_opening);
  g_test_add_data_func ("/hotseat/opening/auction", "auction", test_opening);
  g_test_add_data_func ("/hotseat/undo/stampswap", "stampswap", test_undo_people);
  g_test_add_data_func ("/hotseat/undo/swop", "swop", test_undo_people);
  g_test_add_data_func ("/hotseat/undo/stamps", "stamps", test_undo_people);
  g_test_add_data_func ("/hotseat/undo/auction", "auction", test_undo_people);
  return g_test_run ();
}
