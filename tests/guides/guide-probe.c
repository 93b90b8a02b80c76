/* guide-probe.c — what the guide scenarios share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "guide-probe.h"

PhlGameView *
guide_probe_view (void)
{
  GtkWidget *view = probe_view ();

  return view != NULL && PHL_IS_GAME_VIEW (view) && gtk_widget_get_mapped (view) &&
         phl_game_view_get_guide (PHL_GAME_VIEW (view)) != NULL ? PHL_GAME_VIEW (view) : NULL;
}

PhlGameView *
guide_probe_wait_step (guint index)
{
  PhlGameView *view = NULL;
  PhlGuidePhase phase = PHL_GUIDE_PHASE_NONE;

  PROBE_WAIT ((view = guide_probe_view ()) != NULL &&
              phl_game_view_get_guide_step (view, &phase) == index &&
              phase != PHL_GUIDE_PHASE_OPPONENT, GUIDE_WAIT_MS);
  probe_settle ();
  return view;
}

PhlGuidePhase
guide_probe_phase (PhlGameView *view)
{
  PhlGuidePhase phase;

  phl_game_view_get_guide_step (view, &phase);
  return phase;
}
