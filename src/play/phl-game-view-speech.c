/* phl-game-view-speech.c — news a screen reader hears on GTK before 4.14
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.14 has gtk_accessible_announce(); Debian 12's GTK 4.8 does not, and
 * its AT-SPI backend (gtk/a11y/gtkatspicontext.c) is silent about what a
 * play screen would naturally do with news:
 * - a widget shown or hidden inside a window gives only children-changed
 *   on its parent ("showing" is sent for windows alone), which Orca 43
 *   ignores, so an alert label that appears is never read out;
 * - a label's new text is a name change, and text-changed is sent only for
 *   entries and text views;
 * - Orca 43 speaks a name or description change only when it comes from
 *   the object that has the focus (default.py onNameChanged,
 *   onDescriptionChanged).
 * So the news becomes the accessible description of the focused widget in
 * the view (normally the board).  tests/a11y/ listens on the real bus.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include "phl-accessible.h"
#include "phl-game-view-private.h"

#define BOARD_DESCRIPTION_KEY "phl-board-description"
/* What the board's description property holds, when the board set it. */
#define SHOWN_KEY "phl-board-description-shown"

void
phl_game_view_describe_board (GtkWidget  *widget,
                              const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (description == NULL)
    description = "";
  g_object_set_data_full (G_OBJECT (widget), BOARD_DESCRIPTION_KEY, g_strdup (description), g_free);
  /* Unchanged on screen: no update, which GTK 4.8 would send as a change
   * event (a board describes itself on every key press and pointer step,
   * and a flood of events silences Orca).  News said over the board (see
   * _phl_game_view_say()) is a change: the next description replaces it. */
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), SHOWN_KEY), description) == 0)
    return;
  g_object_set_data_full (G_OBJECT (widget), SHOWN_KEY, g_strdup (description), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

#if !GTK_CHECK_VERSION (4, 14, 0)
/* The focus moved on: a widget that only carried the news (a toolbar
 * button) gets its own description back, which GTK 4.8 takes from the
 * tooltip.  The board keeps the news until the game describes it again on
 * its next change. */
static void
on_focus_moved (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (priv->told == NULL || (root != NULL && gtk_root_get_focus (root) == priv->told))
    return;
  if (priv->told != priv->board && gtk_widget_get_tooltip_text (priv->told) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (priv->told), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_widget_get_tooltip_text (priv->told), -1);
  else if (priv->told != priv->board)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (priv->told), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_clear_weak_pointer (&priv->told);
}
#endif

void
_phl_game_view_say (PhlGameView *self,
                    const char  *text)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (text == NULL || *text == '\0' || focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return;

  if (priv->told_root != GTK_WIDGET (root))
    {
      g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (on_focus_moved), self,
                               G_CONNECT_SWAPPED);
      g_set_weak_pointer (&priv->told_root, GTK_WIDGET (root));
    }
  on_focus_moved (self);
  /* Empty first: the same words twice are still a change to announce.
   * A board keeps what the game says of it, after the news. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  {
    const char *own = g_object_get_data (G_OBJECT (focus), BOARD_DESCRIPTION_KEY);
    g_autofree char *spoken = own != NULL && *own != '\0' ? g_strconcat (text, "\n", own, NULL) : g_strdup (text);

    gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken, -1);
    g_object_set_data (G_OBJECT (focus), SHOWN_KEY, NULL);
  }
  g_set_weak_pointer (&priv->told, focus);
#endif
}

/* See phl_accessible_name_button(). */
void
_phl_game_view_name_button (GtkWidget  *button,
                            const char *name)
{
  phl_accessible_name_button (button, name);
}
