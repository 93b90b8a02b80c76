/* replay-probe-util.h — what the replay scenarios share on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "phl-game-view.h"
#include "probe.h"

/* The game's view in the main window: probe_view() knows only the
 * window's game, and a replay is not one. */
static inline PhlGameView *
view (void)
{
  GtkWidget *widget = probe_window () != NULL ? probe_find_type (GTK_WIDGET (probe_window ()), "PhlGameView")
                                              : NULL;

  return widget != NULL && PHL_IS_GAME_VIEW (widget) ? PHL_GAME_VIEW (widget) : NULL;
}

/* The match the view shows, replayed or played. */
static inline PhlMatch *
replay_match (void)
{
  return view () != NULL ? phl_game_view_get_match (view ()) : NULL;
}

static inline gboolean
replaying (void)
{
  return view () != NULL && phl_game_view_get_replaying (view ());
}

/* @msgid translated, without its mnemonic underscore (as probe_find()
 * compares names). */
static inline char *
plain_tr (const char *msgid)
{
  g_autofree char *text = g_strdup (P_(msgid));
  char *u = strchr (text, '_');

  if (u != NULL)
    memmove (u, u + 1, strlen (u));
  return g_steal_pointer (&text);
}
