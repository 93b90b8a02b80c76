/* test-stampswap-trycard.c — the try-card setup option deals its card in round 1
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A designer tries a card (try-card=<Kind>:<id>): whatever the seed and
 * the number of players, the card is in the first round: an event on top,
 * a contest on the board, a specialist or deck exhibitor in the pool, a
 * mat exhibitor on the first seat's mat.  Without the option the same
 * seeds leave it out of some deals, so these checks can fail.  A save
 * with the option replays the same deal.
 */
#include "config.h"

#include <string.h>

#include "phl-match.h"
#include "stampswap/phl-stampswap-game.h"

#define N_SEEDS 40

static PhlStampswapState *
new_game (PhlKeyFile *deck_file,
          guint       n_players,
          guint32     seed,
          const char *option,
          GError    **error)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  const char *options[] = { option, NULL };
  PhlSetup setup = { n_players, n_players == 1 ? "solo" : NULL, NULL, option ? options : NULL, deck_file };

  return phl_stampswap_game_new (&setup, rng, error);
}

static int
card_index (const PhlStampswapState *state,
            const char              *group)
{
  for (guint c = 0; c < phl_stampswap_deck_n_cards (state->deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, c);
      g_autofree char *name = g_strdup_printf ("%s:%s", phl_stampswap_card_kind_to_string (card->kind), card->id);

      if (g_str_equal (name, group))
        return c;
    }
  g_error ("no card %s", group);
  return -1;
}

/* Whether @card is in the first round as its kind is dealt. */
static gboolean
dealt_in_round_one (const PhlStampswapState *state,
                    guint                    card)
{
  const PhlStampswapCard *c = phl_stampswap_state_card (state, card);

  g_assert_cmpuint (state->round, ==, 0);
  switch (c->kind)
    {
    case PHL_STAMPSWAP_CARD_EVENT:
      return state->n_round_events > 0 && state->round_events[0] == card;
    case PHL_STAMPSWAP_CARD_CONTEST:
      for (guint i = 0; i < state->n_board; i++)
        if (state->board[i] == card)
          return TRUE;
      return FALSE;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      if (c->mat > 0)
        return state->players[0].mat_exhibitor == card;
      G_GNUC_FALLTHROUGH;
    case PHL_STAMPSWAP_CARD_SPECIALIST:
    default:
      for (guint i = 0; i < state->n_pool; i++)
        if (state->pool[i] == PHL_STAMPSWAP_ITEM_CARD + card)
          return state->card_where[card] == PHL_STAMPSWAP_TILE_IN_PLAY;
      return FALSE;
    }
}

static void
check_tried (PhlKeyFile *deck_file,
             const char *group)
{
  guint missed_without = 0;

  for (guint players = 1; players <= 5; players++)
    for (guint32 seed = 1; seed <= N_SEEDS; seed++)
      {
        g_autofree char *option = g_strconcat ("try-card=", group, NULL);
        g_autoptr(GError) error = NULL;
        PhlStampswapState *with = new_game (deck_file, players, seed, option, &error);
        PhlStampswapState *without = new_game (deck_file, players, seed, NULL, &error);
        int card;

        g_assert_no_error (error);
        card = card_index (with, group);
        if (!dealt_in_round_one (with, card))
          g_error ("%s not dealt in round 1 (%u players, seed %u)", group, players, seed);
        g_assert_true (phl_stampswap_game_trial_card (with) == phl_stampswap_state_card (with, card));
        g_assert_null (phl_stampswap_game_trial_card (without));
        if (!phl_stampswap_state_check (with, &error))
          g_error ("%s, %u players, seed %u: %s", group, players, seed, error->message);
        /* The first player puts the token in the pool: it stays the last slot. */
        g_assert_cmpuint (with->pool[with->n_pool - 1], ==, PHL_STAMPSWAP_ITEM_TOKEN);
        missed_without += !dealt_in_round_one (without, card);
        phl_stampswap_state_free (with);
        phl_stampswap_state_free (without);
      }
  /* Chance alone leaves the card out of many of these deals. */
  g_assert_cmpuint (missed_without, >, N_SEEDS);
}

static void
test_event (void)
{
  check_tried (NULL, "Event:rocket-night");
}

static void
test_contest (void)
{
  check_tried (NULL, "Contest:colour-club");
  /* The finale has its own place on the board. */
  check_tried (NULL, "Contest:second-fiddle");
}

static void
test_specialist (void)
{
  check_tried (NULL, "Specialist:botanist");
}

static void
test_deck_exhibitor (void)
{
  check_tried (NULL, "Exhibitor:motor-club");
}

static void
test_mat_exhibitor (void)
{
  check_tried (NULL, "Exhibitor:mat-purple");
}

/* A deck whose events call for no attendee (a stamp instead): the tried
 * specialist is still in the first round's pool. */
static void
test_no_attendee_symbol (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlStampswapDeck) standard = phl_stampswap_deck_load_path (NULL, &error);
  g_autofree char *data = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *edited = NULL;
  g_autoptr(PhlKeyFile) file = NULL;

  g_assert_no_error (error);
  data = g_key_file_to_data (phl_key_file_get_key_file (phl_stampswap_deck_get_file (standard)), NULL, NULL);
  parts = g_strsplit (data, ";attendee", -1);
  edited = g_strjoinv (";small-square:up", parts);
  g_assert_null (strstr (edited, ";attendee"));
  g_assert_null (strstr (edited, "=attendee"));
  file = phl_key_file_new_from_data (edited, -1, "no-attendees.deck", &error);
  g_assert_no_error (error);
  check_tried (file, "Specialist:botanist");
}

static void
test_unknown_card (void)
{
  g_autoptr(GError) error = NULL;
  PhlStampswapState *state = new_game (NULL, 3, 1, "try-card=Contest:no-such-contest", &error);

  g_assert_null (state);
  g_assert_error (error, PHL_ERROR, PHL_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Contest:no-such-contest"));
}

/* A save keeps the option in [Match] Options and replays the same deal. */
static void
test_save_round_trip (void)
{
  const char *options[] = { "try-card=Exhibitor:mat-green", NULL };
  PhlSeat seats[3] = {
    { (char *) "Anna", PHL_SEAT_HUMAN, PHL_AI_NORMAL },
    { (char *) "Ben", PHL_SEAT_COMPUTER, PHL_AI_EASY },
    { (char *) "Cleo", PHL_SEAT_COMPUTER, PHL_AI_EASY },
  };
  PhlSetup setup = { .n_players = 3, .options = options };
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new (&phl_stampswap_rules, &setup, seats, 1234, &error);
  g_autoptr(PhlMatch) loaded = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree char *data = NULL;
  const PhlStampswapState *a, *b;

  g_assert_no_error (error);
  /* A few moves, so the save replays actions too. */
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (phl_match_get_state (match));

      g_assert_true (phl_match_submit (match, g_ptr_array_index (legal, 0), &error));
      g_assert_no_error (error);
    }
  data = phl_match_to_data (match, NULL);
  g_assert_nonnull (strstr (data, "try-card=Exhibitor:mat-green"));
  file = phl_key_file_new_from_data (data, -1, "try.philatelia", &error);
  g_assert_no_error (error);
  loaded = phl_match_new_from_key_file (file, &error);
  g_assert_no_error (error);

  g_assert_true (g_strv_contains (phl_match_get_options (loaded), "try-card=Exhibitor:mat-green"));
  a = phl_match_get_state (match);
  b = phl_match_get_state (loaded);
  g_assert_nonnull (phl_stampswap_game_trial_card (b));
  g_assert_cmpstr (phl_stampswap_game_trial_card (b)->id, ==, "mat-green");
  g_assert_cmpstr (phl_stampswap_state_card (b, b->players[0].mat_exhibitor)->id, ==, "mat-green");
  g_assert_cmpuint (phl_match_get_n_actions (loaded), ==, 4);
  g_assert_cmpmem (a->board, sizeof a->board, b->board, sizeof b->board);
  g_assert_cmpmem (a->pool, sizeof a->pool, b->pool, sizeof b->pool);
  g_assert_cmpmem (a->round_events, sizeof a->round_events, b->round_events, sizeof b->round_events);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (a->players[s].mat_exhibitor, ==, b->players[s].mat_exhibitor);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/try-card/event", test_event);
  g_test_add_func ("/stampswap/try-card/contest", test_contest);
  g_test_add_func ("/stampswap/try-card/specialist", test_specialist);
  g_test_add_func ("/stampswap/try-card/deck-exhibitor", test_deck_exhibitor);
  g_test_add_func ("/stampswap/try-card/mat-exhibitor", test_mat_exhibitor);
  g_test_add_func ("/stampswap/try-card/no-attendee-symbol", test_no_attendee_symbol);
  g_test_add_func ("/stampswap/try-card/unknown-card", test_unknown_card);
  g_test_add_func ("/stampswap/try-card/save-round-trip", test_save_round_trip);
  return g_test_run ();
}
