/* phl-hotseat.c — who is at the screen of a match several people share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "phl-hotseat.h"

struct _PhlHotseat
{
  GObject   parent_instance;

  PhlMatch *match;
  /* Bit per seat that may be watching: everyone who was at the screen
   * since the last hand-over. */
  guint     audience;
  /* The last person whose view was shown, or -1. */
  int       shown;
  int       handover;
  int       viewer;
  /* A replay watched by one seat: no hand-overs, always this viewer. */
  gboolean  fixed;
};

G_DEFINE_FINAL_TYPE (PhlHotseat, phl_hotseat, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Would @seat's view show anyone who may be watching something they may
 * not know? */
static gboolean
hides (PhlHotseat *self,
       int         seat)
{
  const PhlGameRules *rules = phl_match_get_rules (self->match);
  gconstpointer state = phl_match_get_state (self->match);

  if (seat < 0 || rules->hides_from == NULL)
    return FALSE;
  /* Nobody has taken the screen yet, and anybody may be watching: in a
   * game that hides anything the first person takes it from a hand-over
   * page too, in every game alike (not only where the first view already
   * shows a hand, as in STAMPS). */
  if (self->audience == 0)
    return TRUE;
  for (guint a = 0; a < phl_match_get_n_seats (self->match); a++)
    if ((self->audience & (1u << a)) && (int) a != seat && rules->hides_from (state, seat, a))
      return TRUE;
  return FALSE;
}

/* Follows the match, from the first handler of its "changed" signal. */
static void
follow (PhlHotseat *self)
{
  int cur = phl_match_get_current_seat (self->match);
  guint n_humans = 0;
  int only = -1;

  if (self->fixed)
    {
      self->handover = -1;
      return;
    }
  for (guint s = 0; s < phl_match_get_n_seats (self->match); s++)
    if (phl_match_seat_is_person (self->match, s))
      n_humans++, only = s;

  if (n_humans <= 1)
    {
      self->handover = -1;
      self->viewer = self->shown = only;
      self->audience = only >= 0 ? 1u << only : 0;
      return;
    }
  if (!phl_match_seat_is_person (self->match, cur))
    {
      /* A computer's turn or the end: the last person's view, as long as
       * it shows nothing to the others watching. */
      self->handover = -1;
      self->viewer = hides (self, self->shown) ? -1 : self->shown;
      return;
    }
  if (cur == self->handover)
    return;
  if (hides (self, cur))
    {
      self->handover = cur;
      self->viewer = -1;
      return;
    }
  self->handover = -1;
  self->audience |= 1u << cur;
  self->shown = self->viewer = cur;
}

static void
on_match_changed (PhlHotseat *self)
{
  int viewer = self->viewer, handover = self->handover;

  follow (self);
  if (viewer != self->viewer || handover != self->handover)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
phl_hotseat_dispose (GObject *object)
{
  PhlHotseat *self = PHL_HOTSEAT (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (phl_hotseat_parent_class)->dispose (object);
}

static void
phl_hotseat_class_init (PhlHotseatClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = phl_hotseat_dispose;

  /* The viewer or the hand-over changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
phl_hotseat_init (PhlHotseat *self)
{
  self->shown = self->handover = self->viewer = -1;
}

PhlHotseat *
phl_hotseat_new (PhlMatch *match)
{
  PhlHotseat *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_HOTSEAT, NULL);
  self->match = g_object_ref (match);
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  follow (self);
  return self;
}

PhlMatch *
phl_hotseat_get_match (PhlHotseat *self)
{
  g_return_val_if_fail (PHL_IS_HOTSEAT (self), NULL);

  return self->match;
}

int
phl_hotseat_get_viewer (PhlHotseat *self)
{
  g_return_val_if_fail (PHL_IS_HOTSEAT (self), -1);

  return self->viewer;
}

int
phl_hotseat_get_at_screen (PhlHotseat *self)
{
  g_return_val_if_fail (PHL_IS_HOTSEAT (self), -1);

  if (self->fixed || self->handover >= 0)
    return -1;
  /* Nobody's view while a computer's turn would show what the last
   * person may not know to the others: nobody is taken to be there. */
  return phl_match_seat_is_person (self->match, self->viewer) ? self->viewer : -1;
}

int
phl_hotseat_get_handover (PhlHotseat *self)
{
  g_return_val_if_fail (PHL_IS_HOTSEAT (self), -1);

  return self->handover;
}

void
phl_hotseat_handed_over (PhlHotseat *self)
{
  g_return_if_fail (PHL_IS_HOTSEAT (self));

  follow (self);
  if (self->handover < 0)
    return;
  self->audience = 1u << self->handover;
  self->shown = self->viewer = self->handover;
  self->handover = -1;
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * phl_hotseat_set_fixed_viewer:
 * @self: a #PhlHotseat
 * @seat: the seat watching, or -1 for someone who knows nothing hidden
 *
 * For a replay: the screen shows @seat's view whoever is to act, and never
 * hands over, until the end of the hot-seat (it does not go back).
 */
void
phl_hotseat_set_fixed_viewer (PhlHotseat *self,
                              int         seat)
{
  g_return_if_fail (PHL_IS_HOTSEAT (self));
  g_return_if_fail (seat < (int) phl_match_get_n_seats (self->match));

  self->fixed = TRUE;
  self->handover = -1;
  self->shown = self->viewer = seat;
  self->audience = seat >= 0 ? 1u << seat : 0;
  g_signal_emit (self, signals[CHANGED], 0);
}
