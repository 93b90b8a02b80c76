/* phl-game-view-summary.c — the summary key: the scores and whose turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * S (game.summary) says, in every game, what a sighted player reads off
 * the screen at a glance: each seat's score as the rules count it, then
 * whose turn it is.  A game adds its own detail with the class's
 * describe_summary().  The words go to a screen reader through the view's
 * speech (phl-game-view-speech.c); the Scores window shows the same.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-view-private.h"

static char *
describe_turn (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  int seat = phl_match_get_current_seat (priv->match);

  if (phl_match_is_over (priv->match))
    return g_strdup (_("The game is over."));
  if (seat < 0)
    return g_strdup (_("Every player may act now."));
  if (seat == phl_game_view_get_viewer (self) && phl_match_seat_is_person (priv->match, seat))
    return g_strdup (_("It is your turn."));
  /* Translators: the summary key's last words, %s is a player */
  return g_strdup_printf (_("It is %s’s turn."), _phl_game_view_seat_name (self, seat));
}

char *
_phl_game_view_dup_score (PhlGameView *self,
                          int          score)
{
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);
  char *text = klass->describe_score != NULL ? klass->describe_score (self, score) : NULL;

  if (text != NULL)
    return text;
  return g_strdup_printf (ngettext ("%d point", "%d points", ABS (score)), score);
}

char *
_phl_game_view_dup_seat_score (PhlGameView *self,
                               guint        seat,
                               int          score)
{
  g_autofree char *points = _phl_game_view_dup_score (self, score);

  /* Translators: a player and their score in the game's unit, in the
   * summary key and the final scores: "Ann 12 points", "Ann 3 postmarks" */
  return g_strdup_printf (C_("a player's score", "%s %s"), _phl_game_view_seat_name (self, seat), points);
}

/**
 * phl_game_view_dup_summary:
 * @self: a #PhlGameView
 *
 * Returns: (transfer full): what the summary key says now.
 */
char *
phl_game_view_dup_summary (PhlGameView *self)
{
  PhlGameViewPrivate *priv;
  PhlGameViewClass *klass;
  const PhlGameRules *rules;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  priv = _phl_game_view_get_priv (self);
  klass = PHL_GAME_VIEW_GET_CLASS (self);
  rules = phl_match_get_rules (priv->match);
  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    {
      int score = rules->score (phl_match_get_state (priv->match), i);

      g_ptr_array_add (parts, _phl_game_view_dup_seat_score (self, i, score));
    }
  g_ptr_array_add (parts, NULL);
  {
    g_autofree char *scores = g_strjoinv (", ", (char **) parts->pdata);
    g_autofree char *turn = describe_turn (self);

    /* Translators: the summary key's words, %s is the list of scores */
    g_string_printf (text, _("Scores: %s."), scores);
    g_string_append_c (text, ' ');
    g_string_append (text, turn);
  }
  if (klass->describe_summary != NULL)
    {
      g_autofree char *detail = klass->describe_summary (self);

      if (detail != NULL && *detail != '\0')
        g_string_append_printf (text, " %s", detail);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
summary_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  g_autofree char *summary = NULL;

  /* While the screen is handed over nobody's facts may show. */
  if (phl_game_view_get_viewer (self) < 0 && phl_match_count_people (_phl_game_view_get_priv (self)->match) > 1)
    return;
  summary = phl_game_view_dup_summary (self);
  _phl_game_view_say (self, summary);
}

void
_phl_game_view_summary_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.summary", NULL, summary_action);
}
