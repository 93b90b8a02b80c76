/* phl-game-view-beat.c — a moment for a result before the game goes on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Some moves end something the players should see end: an auction's sale
 * (the card flies to its buyer, "Anna rang first and bought the card for
 * 7.").  phl_game_view_begin_beat() keeps that result in the status line
 * and tells it to a screen reader, and for its length the computers wait
 * and the game's update() may ask phl_game_view_in_beat() before it starts
 * anything timed (a countdown).  Time counts only while the game is not
 * held (PhlGameViewClass.is_held: a pause key, an open menu or dialog);
 * then update() runs again, and the game goes on.
 */
#include "config.h"

#include "phl-game-view-private.h"

/* How often a beat looks at the clock and whether it is held. */
#define BEAT_POLL_MS 100

static gboolean
is_held (PhlGameView *self)
{
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);

  return klass->is_held != NULL && klass->is_held (self);
}

static void
show_status (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const char *text = priv->beat_text != NULL ? priv->beat_text : priv->status_text;

  gtk_label_set_text (priv->status_label, text != NULL ? text : "");
}

static void
end_beat (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_clear_handle_id (&priv->beat_source, g_source_remove);
  g_clear_pointer (&priv->beat_text, g_free);
  show_status (self);
  _phl_game_view_sync_paused (self);
}

static gboolean
on_beat_poll (gpointer user_data)
{
  PhlGameView *self = user_data;
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  gint64 now = g_get_monotonic_time ();

  if (!is_held (self))
    priv->beat_left_us -= now - priv->beat_polled_at;
  priv->beat_polled_at = now;
  if (priv->beat_left_us > 0)
    return G_SOURCE_CONTINUE;
  priv->beat_source = 0;
  end_beat (self);
  /* The game goes on: the update() that waited for the beat runs now. */
  _phl_game_view_refresh (self);
  return G_SOURCE_REMOVE;
}

void
phl_game_view_begin_beat (PhlGameView *self,
                          const char  *result,
                          guint        ms)
{
  PhlGameViewPrivate *priv;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));
  g_return_if_fail (result != NULL);

  priv = _phl_game_view_get_priv (self);
  /* A replay steps at the watcher's pace, and a guide at its script's.
   * A hand-over page is a pause of its own, and what one person's screen
   * said never reaches the next (the log keeps the result). */
  if (priv->replaying || priv->guide != NULL || ms == 0
      || priv->just_handed || phl_hotseat_get_handover (priv->hotseat) >= 0)
    return;
  g_clear_handle_id (&priv->beat_source, g_source_remove);
  g_free (priv->beat_text);
  priv->beat_text = g_strdup (result);
  priv->beat_left_us = (gint64) ms * 1000;
  priv->beat_polled_at = g_get_monotonic_time ();
  priv->beat_source = g_timeout_add (BEAT_POLL_MS, on_beat_poll, self);
  show_status (self);
  _phl_game_view_sync_paused (self);
  phl_game_view_announce (self, result);
}

const char *
phl_game_view_get_status (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  return gtk_label_get_text (_phl_game_view_get_priv (self)->status_label);
}

gboolean
phl_game_view_in_beat (PhlGameView *self)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), FALSE);

  return _phl_game_view_get_priv (self)->beat_source != 0;
}

void
phl_game_view_cancel_beat (PhlGameView *self)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  if (_phl_game_view_get_priv (self)->beat_source != 0)
    end_beat (self);
}

void
_phl_game_view_set_status_text (PhlGameView *self,
                                const char  *text)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_free (priv->status_text);
  priv->status_text = g_strdup (text);
  show_status (self);
}

void
_phl_game_view_beat_dispose (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  g_clear_handle_id (&priv->beat_source, g_source_remove);
  g_clear_pointer (&priv->beat_text, g_free);
  g_clear_pointer (&priv->status_text, g_free);
}
