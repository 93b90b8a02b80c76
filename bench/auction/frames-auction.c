/* frames-auction.c — Stamp Auction: a countdown in the frame benchmark (bench/frames/frames-bench.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "frames-bench.h"
#include "auction/phl-auction.h"
#include "probe.h"

/* ---- Stamp Auction: a countdown --------------------------------------------------------- */

static const PhlAuctionState *
auction_state (PhlMatch *match)
{
  return phl_match_get_state (match);
}

static gboolean
person_to_act (PhlMatch *match)
{
  int seat = phl_match_get_current_seat (match);

  return seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN
         && auction_state (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN;
}

static GtkWidget *
continue_button (void)
{
  GtkWidget *button = probe_find (probe_view (), P_("_Continue"));

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_get_sensitive (button) ? button : NULL;
}

/* Plays on (the person's first legal action) until a countdown runs. */
static gboolean
reach_countdown (PhlMatch *match)
{
  for (guint guard = 0; guard < 200 && !phl_match_is_over (match); guard++)
    {
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;

      PROBE_WAIT (auction_state (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN || person_to_act (match)
                  || continue_button () != NULL || phl_match_is_over (match), 60000);
      if (auction_state (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN)
        return TRUE;
      if (continue_button () != NULL)
        {
          probe_click (continue_button ());
          probe_settle ();
          continue;
        }
      if (phl_match_is_over (match))
        break;
      legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
      if (!phl_match_submit (match, g_ptr_array_index (legal, 0), &error))
        probe_bail ("%s", error->message);
      probe_settle ();
    }
  return FALSE;
}

static void
bench_auction (void)
{
  PhlMatch *match = probe_start_new ("auction", "HCC", 5, NULL, NULL);
  guint n_countdowns = 0;

  g_settings_set_string (probe_settings (), "auction-tempo", "slow");
  probe_wait_person (30000);
  frames_pause_computers (TRUE);
  frames_measure_board ();
  frames_pause_computers (FALSE);
  if (!frames_case_wanted ("countdown"))
    return;

  frames_record_begin ();
  frames_set_recording (FALSE);
  while (frames_n_recorded () < frames_n_wanted && n_countdowns < 6 && reach_countdown (match))
    {
      n_countdowns++;
      frames_set_recording (TRUE);
      PROBE_WAIT (auction_state (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN
                  || frames_n_recorded () >= frames_n_wanted, 60000);
      frames_set_recording (FALSE);
    }
  frames_record_end ("countdown");
}

const FramesGame frames_auction = { "auction", bench_auction };
