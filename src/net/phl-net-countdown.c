/* phl-net-countdown.c — the host's clock for a countdown (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The countdown runs in steps: at each price a computer seat that rings
 * does so at once; otherwise the host waits until every online seat in
 * the room answered (a ring or a pass) or COUNTDOWN_WINDOW_MS passed,
 * and then the first ring counts, or else the price falls.
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include "phl-net-countdown.h"

/* How long the host waits for the online seats' answers to one step of
 * the countdown before the price falls anyway. */
#define COUNTDOWN_WINDOW_MS 5000

struct _PhlNetCountdown
{
  PhlMatch              *match;
  PhlNetCountdownDecide  decide;
  gpointer               user_data;
  guint                  computers;
  guint                  online;
  /* The step being answered: its seq, who answered, who rang. */
  guint                  seq;
  guint                  answered;
  int                    ring;
  guint                  window_id;
};

PhlNetCountdown *
phl_net_countdown_new (PhlMatch              *match,
                       PhlNetCountdownDecide  decide,
                       gpointer               user_data)
{
  PhlNetCountdown *self = g_new0 (PhlNetCountdown, 1);

  self->match = g_object_ref (match);
  self->decide = decide;
  self->user_data = user_data;
  self->ring = -1;
  return self;
}

void
phl_net_countdown_free (PhlNetCountdown *self)
{
  if (self == NULL)
    return;
  phl_net_countdown_stop (self);
  g_object_unref (self->match);
  g_free (self);
}

void
phl_net_countdown_stop (PhlNetCountdown *self)
{
  g_clear_handle_id (&self->window_id, g_source_remove);
}

/* Every online seat answered the step, or its window closed: the first
 * ring counts, else the price falls. */
static void
close_step (PhlNetCountdown *self)
{
  g_autofree char *action = NULL;

  g_clear_handle_id (&self->window_id, g_source_remove);
  action = self->ring >= 0 ? g_strdup_printf ("ring %d", self->ring + 1) : g_strdup ("tick");
  self->answered = 0;
  self->ring = -1;
  self->decide (action, self->user_data);
}

static gboolean
on_window (gpointer user_data)
{
  PhlNetCountdown *self = user_data;

  self->window_id = 0;
  g_debug ("countdown step %u: window closed, answered %x", self->seq, self->answered);
  close_step (self);
  return G_SOURCE_REMOVE;
}

static void
maybe_close_step (PhlNetCountdown *self)
{
  guint waiting = self->online & ~self->computers & ~self->answered;

  if (waiting == 0 || self->ring >= 0)
    close_step (self);
}

/* The computer's action for its seats: "ring N" or "tick". */
static char *
computer_action (PhlNetCountdown *self)
{
  PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
  char *action = NULL;

  for (guint i = 0; i < phl_match_get_n_seats (self->match); i++)
    levels[i] = phl_match_get_seat (self->match, i)->level;
  phl_match_get_rules (self->match)->choose_for_seats (phl_match_get_state (self->match), levels,
                                                       self->computers, &action);
  return action;
}

void
phl_net_countdown_step (PhlNetCountdown *self,
                        guint            computers,
                        guint            online)
{
  g_autofree char *action = NULL;

  self->computers = computers;
  self->online = online;
  if (self->seq == phl_match_get_n_actions (self->match) && self->window_id != 0)
    return;
  /* A computer seat at the table rings without delay. */
  action = computer_action (self);
  if (action != NULL && g_str_has_prefix (action, "ring "))
    {
      self->decide (action, self->user_data);
      return;
    }
  self->seq = phl_match_get_n_actions (self->match);
  self->answered = 0;
  self->ring = -1;
  self->window_id = g_timeout_add (COUNTDOWN_WINDOW_MS, on_window, self);
  maybe_close_step (self);
}

void
phl_net_countdown_answer (PhlNetCountdown *self,
                          guint            seat,
                          guint            seq,
                          gboolean         ring)
{
  if (self->seq != seq || self->window_id == 0)
    return;
  self->answered |= 1u << seat;
  if (ring && self->ring < 0)
    self->ring = seat;
  maybe_close_step (self);
}

void
phl_net_countdown_presence (PhlNetCountdown *self,
                            guint            online)
{
  self->online = online;
  if (self->window_id != 0)
    maybe_close_step (self);
}
