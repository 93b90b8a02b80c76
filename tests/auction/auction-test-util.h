/* auction-test-util.h — building Stamp Auction positions from text in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "auction/phl-auction.h"

/* Loads @text as a position file named "test.philatelia"; fails the test
 * on an error. */
static inline PhlAuctionState *
auction_test_load (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  PhlAuctionState *state;

  g_assert_no_error (error);
  state = phl_auction_load_position (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

/* Loads @text expecting an error; returns its message. */
static inline char *
auction_test_load_error (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  g_autofree PhlAuctionState *state = NULL;

  g_assert_no_error (error);
  state = phl_auction_load_position (file, &error);
  g_assert_null (state);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

static inline void
auction_test_apply (PhlAuctionState *state,
                    const char      *action)
{
  g_autoptr(GError) error = NULL;

  if (!phl_auction_state_apply (state, action, NULL, &error))
    g_error ("%s: %s", action, error->message);
}

/* Applies @action expecting it to be refused; the state must not change. */
static inline void
auction_test_refuse (PhlAuctionState *state,
                     const char      *action)
{
  g_autoptr(GError) error = NULL;
  PhlAuctionState before = *state;

  g_assert_false (phl_auction_state_apply (state, action, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (memcmp (&before, state, sizeof before) == 0);
}

static inline PhlAuctionCard
auction_test_card (const char *text)
{
  PhlAuctionCard card = 0;

  g_assert_true (phl_auction_card_from_string (text, &card));
  return card;
}

static inline int
auction_test_money_total (const PhlAuctionState *state)
{
  int total = 0;

  for (guint s = 0; s < state->n_players; s++)
    total += state->players[s].money;
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    total += state->treasury[c];
  return total;
}
