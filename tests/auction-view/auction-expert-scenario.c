/* auction-expert-scenario.c — an expert computer's bell in the real app
 * (tests/probe)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * expert-bell.philatelia: Anna (a person) auctions a red historic moment;
 * Clara (expert) wants it one step above the price the hard model gives
 * the best rival: 6, though at hard she would not ring for it at all.  The view runs
 * the countdown in real time; Clara's price is weighed on a worker thread
 * when the countdown starts and every tick only compares the price with
 * it.  Were the answer lost or late, she would ring as hard does — never
 * for this card — and Bruno or Anna would have it: so a ring by Clara
 * at 6 shows the bell thought out and heard within the ticks.  Screenshots
 * show her seat's tag ("expert computer") in en, pl and de.
 */
#include "config.h"

#include "auction/phl-auction.h"
#include "probe.h"

static const PhlAuctionState *
state_of (PhlMatch *match)
{
  return phl_match_get_state (match);
}

void
probe_scenario (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TESTS_AUCTION_VIEW_DIR"), "expert-bell.philatelia", NULL);
  g_autoptr(PhlKeyFile) file = NULL;
  g_autofree PhlAuctionState *start = NULL;
  g_autoptr(GError) error = NULL;
  PhlMatch *match;
  const PhlAuctionState *state;

  /* The position as it starts. */
  file = phl_key_file_new_from_file (path, &error);
  start = file != NULL ? phl_auction_load_position (file, &error) : NULL;
  if (start == NULL)
    probe_bail ("%s: %s", path, error->message);
  probe_ok (start->phase == PHL_AUCTION_PHASE_COUNTDOWN && phl_auction_ai_ring_price (start, 2, PHL_AI_HARD) < 0,
            "a countdown in which Clara at hard would not ring");

  g_settings_set_string (probe_settings (), "auction-tempo", "fast");
  g_settings_set_boolean (probe_settings (), "sounds", FALSE);
  match = probe_start_continue (path);
  probe_ok (phl_match_get_seat (match, 2)->level == PHL_AI_EXPERT, "Clara is an expert computer");
  PROBE_WAIT (state_of (match)->n_auctions > start->n_auctions, 30000);
  state = state_of (match);
  probe_ok (state->n_auctions == start->n_auctions + 1 && state->last_buyer == 2 && state->last_price == 6
            && !state->last_free,
            "the expert rang at 6 (buyer %u, price %d%s)", state->last_buyer + 1, state->last_price,
            state->last_free ? ", nobody rang" : "");
  probe_settle ();
  probe_screenshots ("expert-bought");
}
