/* phl-auction-bell.c — Stamp Auction: when the expert rings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everyone may ring during a countdown, so the bell does not fit a search
 * tree in which one seat acts at a time.  The expert decides it apart:
 * the rivals' ring prices as the hard player would set them follow from
 * the open table, so the card can be had one step above the best of them
 * (or for nothing when nobody wants it).  Whether that is worth it is
 * settled by playing the rest of the game out both ways on the same
 * determinizations (paired samples, so the difference is measured, not
 * two noisy means), with the hard player for every seat afterwards.
 *
 * The view asks once when a countdown starts, off the main thread, and
 * compares the price with the answer at every tick (PhlAuctionBell); a
 * table of computers (the command line's self-play) asks at the tick
 * where the expert's price shows.
 */
#define G_LOG_DOMAIN "phl-auction-expert"

#include "config.h"

#include <math.h>
#include <time.h>

#include "auction/phl-auction-private.h"

/* The budget's clock: the thinking thread's CPU time, so a busy machine
 * does not cut the thought short, and the wall clock as a cap. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time ();
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
all_hard (PhlAiLevel *levels)
{
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    levels[s] = PHL_AI_HARD;
}

gboolean
phl_auction_expert_bell_plan (const PhlAuctionState *state,
                              guint                  seat,
                              int                   *price)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  int prices[PHL_MAX_SEATS];
  int rivals = -1, q;

  g_return_val_if_fail (state != NULL && price != NULL, FALSE);
  g_return_val_if_fail (seat < state->n_players, FALSE);

  *price = -1;
  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN || (state->excluded & (1u << seat)))
    return FALSE;
  all_hard (levels);
  phl_auction_ai_ring_prices (state, levels, prices);
  for (guint s = 0; s < state->n_players; s++)
    if (s != seat && !(state->excluded & (1u << s)))
      rivals = MAX (rivals, prices[s]);
  /* Nobody else rings: the auctioneer gets it free by waiting. */
  if (rivals < 0 && seat == state->auctioneer)
    return FALSE;
  q = MIN (rivals + 1, phl_auction_deck ()->start_price);
  /* A rival the model expected to ring has not: the price showing is the
   * best offer left. */
  q = MIN (q, state->price);
  if (q > state->players[seat].money)
    return FALSE;
  *price = q;
  return TRUE;
}

/* Runs the countdown to its end with every seat ringing at @prices. */
static void
run_countdown (PhlAuctionState *state,
               const int       *prices)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  guint all = (1u << state->n_players) - 1;

  all_hard (levels);
  while (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      int ringer = phl_auction_ai_first_ringer (state, levels, prices, all);
      char action[16];
      guint8 excluded = state->excluded;

      if (ringer >= 0)
        g_snprintf (action, sizeof action, "ring %d", ringer + 1);
      else
        g_strlcpy (action, "tick", sizeof action);
      if (!phl_auction_state_apply (state, action, NULL, NULL))
        g_return_if_reached ();
      /* Someone who could not pay sits out; nobody's price stays it. */
      if (state->excluded != excluded)
        {
          int again[PHL_MAX_SEATS];

          phl_auction_ai_ring_prices (state, levels, again);
          run_countdown (state, again);
          return;
        }
    }
}

/* The hard player for every seat until the game ends or @max_auctions
 * more auctions have ended (0: to the end). */
static void
play_out (PhlAuctionState *state,
          guint            max_auctions,
          GRand           *rng)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  guint stop = state->n_auctions + max_auctions;

  all_hard (levels);
  while (state->phase != PHL_AUCTION_PHASE_OVER
         && (max_auctions == 0 || state->n_auctions < stop || state->phase != PHL_AUCTION_PHASE_PICK))
    {
      g_autofree char *action = NULL;

      if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
        {
          int prices[PHL_MAX_SEATS];

          /* The prices do not change as the price falls: work them out once. */
          phl_auction_ai_ring_prices (state, levels, prices);
          run_countdown (state, prices);
          continue;
        }
      action = phl_auction_ai_choose (state, levels, rng);
      if (action == NULL || !phl_auction_state_apply (state, action, NULL, NULL))
        g_return_if_reached ();
    }
}

static double
reward (const PhlAuctionState *state,
        guint                  seat)
{
  double values[PHL_MAX_SEATS];

  phl_auction_expert_evaluate (state, values);
  return values[seat];
}

/* How many auctions a sample plays ahead before it judges the table. */
#define BELL_HORIZON 0

int
phl_auction_expert_ring_price (const PhlAuctionState *state,
                               guint                  seat,
                               GRand                 *rng,
                               const PhlAiBudget     *budget)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  int prices[PHL_MAX_SEATS];
  gint64 cpu_start = thread_cpu_us (), wall_start = g_get_monotonic_time ();
  guint think_ms = budget != NULL && budget->think_ms > 0 ? budget->think_ms : PHL_AI_DEFAULT_THINK_MS;
  guint max_iterations = budget != NULL ? budget->max_iterations : 0;
  GCancellable *cancellable = budget != NULL ? budget->cancellable : NULL;
  g_autoptr(GRand) playout_rng = NULL;
  double sum = 0.0, sum_sq = 0.0;
  guint n = 0;
  int q;

  g_return_val_if_fail (state != NULL && rng != NULL, -1);
  g_return_val_if_fail (seat < state->n_players, -1);

  if (!phl_auction_expert_bell_plan (state, seat, &q))
    return -1;
  all_hard (levels);
  phl_auction_ai_ring_prices (state, levels, prices);
  /* At no cost the card is the hard player's to judge: whether it would
   * ring at all when nobody else does. */
  if (q == 0)
    return prices[seat] >= 0 ? 0 : -1;

  playout_rng = g_rand_new_with_seed (g_rand_int (rng));
  while (TRUE)
    {
      g_autofree PhlAuctionState *det = NULL;
      PhlAuctionState buy, wait;
      double diff;

      if (g_cancellable_is_cancelled (cancellable))
        return PHL_AUCTION_BELL_CANCELLED;
      if (max_iterations > 0 ? n >= max_iterations
          : n > 0 && (thread_cpu_us () - cpu_start >= think_ms * 1000
                      || g_get_monotonic_time () - wall_start >= 3 * think_ms * 1000))
        break;
      /* Settled early when the difference is far beyond its noise. */
      if (max_iterations == 0 && n >= 12)
        {
          double mean = sum / n, var = MAX (0.0, sum_sq / n - mean * mean);

          if (fabs (mean) > 3.0 * sqrt (var / n) + 1e-9)
            break;
        }

      det = phl_auction_determinize (state, seat, rng);
      buy = *det;
      wait = *det;
      prices[seat] = q;
      run_countdown (&buy, prices);
      prices[seat] = -1;
      run_countdown (&wait, prices);
      play_out (&buy, BELL_HORIZON, playout_rng);
      play_out (&wait, BELL_HORIZON, playout_rng);
      diff = reward (&buy, seat) - reward (&wait, seat);
      sum += diff;
      sum_sq += diff * diff;
      n++;
    }
  return sum > 0.0 ? q : -1;
}

char *
phl_auction_expert_countdown_action (const PhlAuctionState *state,
                                     const PhlAiLevel      *levels,
                                     guint                  ai_seats,
                                     GRand                 *rng,
                                     const PhlAiBudget     *budget)
{
  int bell[PHL_MAX_SEATS];

  g_return_val_if_fail (state != NULL && levels != NULL && rng != NULL, NULL);
  g_return_val_if_fail (state->phase == PHL_AUCTION_PHASE_COUNTDOWN, NULL);

  for (guint s = 0; s < state->n_players; s++)
    {
      int q;

      bell[s] = PHL_AUCTION_BELL_UNKNOWN;
      if (levels[s] != PHL_AI_EXPERT || !(ai_seats & (1u << s)))
        continue;
      /* Above the plan's price there is nothing to weigh yet. */
      if (!phl_auction_expert_bell_plan (state, s, &q) || q < state->price)
        {
          bell[s] = -1;
          continue;
        }
      bell[s] = phl_auction_expert_ring_price (state, s, rng, budget);
      if (bell[s] == PHL_AUCTION_BELL_CANCELLED)
        return NULL;
    }
  return phl_auction_ai_countdown_action_full (state, levels, ai_seats, bell);
}
