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

/* @msgid translated, without its mnemonic underscore: a button's name. */
static char *
button_name (const char *msgid)
{
  GString *name = g_string_new (P_(msgid));

  g_string_replace (name, "_", "", 0);
  return g_string_free (name, FALSE);
}

gboolean
guide_probe_skip (PhlGameView *view,
                  gboolean     leave)
{
  g_autofree char *answer = button_name (leave ? "_Leave" : "_Stay");
  GtkWidget *dialog, *button;

  if (!probe_activate (GTK_WIDGET (view), "guide.skip", NULL))
    return FALSE;
  dialog = probe_wait_find_type (NULL, "AdwMessageDialog", GUIDE_WAIT_MS);
  if (dialog == NULL || !probe_shows (P_("Leave the guide?")))
    return FALSE;
  /* Asked, not left yet. */
  if (phl_game_view_get_guide (view) == NULL)
    return FALSE;
  button = probe_find (dialog, answer);
  if (button == NULL)
    return FALSE;
  /* The dialog goes away once answered. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  probe_click (button);
  PROBE_WAIT (dialog == NULL || !gtk_widget_get_mapped (dialog), GUIDE_WAIT_MS);
  if (dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  return leave ? phl_game_view_get_guide (view) == NULL : phl_game_view_get_guide (view) != NULL;
}
