/* phl-game-view-news.c — the play screen's news: the detail line, the
 * game log and what a screen reader hears of each change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every line comes from the match's change records, written for the person
 * at the screen (PhlHotseat's viewer): the view never compares states.
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-game-log.h"
#include "phl-game-view-private.h"
#include "phl-hotseat.h"

/* At most this many moves in the news line under the status. */
#define MAX_NEWS_LINES 2

void
_phl_game_view_show_news (PhlGameView *self,
                          const char  *text,
                          gboolean     announce)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  gboolean has_text = text != NULL && *text != '\0';

  gtk_label_set_text (priv->detail_label, has_text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (priv->detail_label), has_text);
  /* An alert label that appears is not read out by GTK 4.8 with Orca 43:
   * the news goes to the focused widget instead (phl-game-view-speech.c). */
  if (announce && has_text)
    _phl_game_view_say (self, text);
}

void
phl_game_view_announce (PhlGameView *self,
                        const char  *text)
{
  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  if (text == NULL || *text == '\0')
    return;
#if GTK_CHECK_VERSION (4, 14, 0)
  _phl_game_view_say (self, text);
#else
  _phl_game_view_show_news (self, text, TRUE);
#endif
}

/* Whether the lines logged so far read differently for @viewer: only
 * then does a hand-over rewrite the log. */
static gboolean
log_differs (PhlGameView *self,
             int          viewer)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  for (guint i = 0; i < priv->n_logged; i++)
    {
      const PhlChange *change = phl_match_get_change (priv->match, i);

      if (g_strcmp0 (phl_change_describe (change, viewer), phl_change_describe (change, priv->logged_viewer)) != 0)
        return TRUE;
    }
  return FALSE;
}

/* A line of chat, said after @after actions. */
typedef struct
{
  guint  after;
  char  *who;
  char  *text;
} ChatLine;

static void
chat_line_free (gpointer data)
{
  ChatLine *line = data;

  g_free (line->who);
  g_free (line->text);
  g_free (line);
}

/* The chat said by the time @n_actions were played, not yet in the log. */
static void
log_chat_up_to (PhlGameView *self,
                guint        n_actions)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  for (; priv->chat != NULL && priv->n_chat_logged < priv->chat->len; priv->n_chat_logged++)
    {
      ChatLine *line = g_ptr_array_index (priv->chat, priv->n_chat_logged);

      if (line->after > n_actions)
        break;
      phl_game_log_append_chat (priv->log, line->who, line->text);
    }
}

/* The log holds every change so far, written for the person at the
 * screen, with the chat between them; a hand-over that changes what it
 * may say, or an undo, rewrites it. */
void
_phl_game_view_refresh_log (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n_actions = phl_match_get_n_actions (priv->match);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);

  if (n_actions < priv->n_logged || (viewer != priv->logged_viewer && log_differs (self, viewer)))
    {
      phl_game_log_clear (priv->log);
      priv->n_logged = 0;
      priv->n_chat_logged = 0;
    }
  priv->logged_viewer = viewer;
  for (; priv->n_logged < n_actions; priv->n_logged++)
    {
      const PhlChange *change = phl_match_get_change (priv->match, priv->n_logged);

      log_chat_up_to (self, priv->n_logged);
      phl_game_log_append (priv->log, phl_change_get_subject (change), phl_change_describe (change, viewer));
    }
  /* After an undo, chat said later than the moves left stays, last. */
  log_chat_up_to (self, G_MAXUINT);
}

void
phl_game_view_add_chat (PhlGameView *self,
                        const char  *who,
                        const char  *text)
{
  PhlGameViewPrivate *priv;
  ChatLine *line;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));
  g_return_if_fail (who != NULL && text != NULL);

  priv = _phl_game_view_get_priv (self);
  if (priv->chat == NULL)
    priv->chat = g_ptr_array_new_with_free_func (chat_line_free);
  line = g_new0 (ChatLine, 1);
  line->after = phl_match_get_n_actions (priv->match);
  line->who = g_strdup (who);
  line->text = g_strdup (text);
  g_ptr_array_add (priv->chat, line);
  /* After the moves already in the log; moves not yet there come first. */
  log_chat_up_to (self, priv->n_logged);
}

void
phl_game_view_set_chat_entry (PhlGameView *self,
                              GtkWidget   *entry)
{
  PhlGameViewPrivate *priv;

  g_return_if_fail (PHL_IS_GAME_VIEW (self));

  priv = _phl_game_view_get_priv (self);
  if (priv->chat_entry == entry)
    return;
  if (priv->chat_entry != NULL && gtk_widget_get_parent (priv->chat_entry) == priv->log_column)
    gtk_box_remove (GTK_BOX (priv->log_column), priv->chat_entry);
  priv->chat_entry = entry;
  if (entry != NULL)
    gtk_box_append (GTK_BOX (priv->log_column), entry);
}

/* What the others did since the viewer last acted — or the viewer's own
 * last move when nobody moved since — whole: the log has the rest. */
char *
_phl_game_view_dup_last_moves (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n = phl_match_get_n_actions (priv->match);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);
  g_autoptr(GString) text = g_string_new (NULL);
  guint first = n;

  /* Nobody at the screen: only the last move, as everyone may see it. */
  while (viewer >= 0 && first > 0 && phl_change_get_actor (phl_match_get_change (priv->match, first - 1)) != viewer)
    first--;
  if (first == n && n > 0)
    first = n - 1;
  /* The latest lines only: a header that grew with every computer move
   * would push the board down under the pointer (the log has them all). */
  for (guint i = n, shown = 0; i > first && shown < MAX_NEWS_LINES; i--)
    {
      const char *line = phl_change_describe (phl_match_get_change (priv->match, i - 1), viewer);

      if (line == NULL || *line == '\0')
        continue;
      if (text->len > 0)
        g_string_prepend_c (text, '\n');
      g_string_prepend (text, line);
      shown++;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ". Final scores: Ann 54 points, Computer 1 48 points." (in the game's
 * unit) after the winner: the end
 * page's scores, heard in every game. */
static void
append_final_scores (PhlGameView *self,
                     GString     *news)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);
  g_autoptr(GString) scores = g_string_new (NULL);

  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    {
      g_autofree char *score = _phl_game_view_dup_seat_score (self, i, rules->score (phl_match_get_state (priv->match), i));

      if (i > 0)
        /* Translators: between two players' final scores */
        g_string_append (scores, _(", "));
      g_string_append (scores, score);
    }
  /* Translators: after the winner, every player's final score */
  g_string_append_printf (news, _(". Final scores: %s."), scores->str);
}

/* The computers' moves since @n_before, and the winner once the game
 * ends, for a screen reader. */
void
_phl_game_view_announce_news (PhlGameView *self,
                              guint        n_before)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  guint n = phl_match_get_n_actions (priv->match);
  int viewer = phl_hotseat_get_viewer (priv->hotseat);
  g_autoptr(GString) news = g_string_new (NULL);

  /* The computers' moves: a person hears what they did themselves anyway. */
  for (guint i = n_before; i < n; i++)
    {
      const PhlChange *change = phl_match_get_change (priv->match, i);
      int actor = phl_change_get_actor (change);

      if (actor >= 0 && phl_match_seat_is_person (priv->match, actor))
        continue;
      if (news->len > 0)
        g_string_append_c (news, ' ');
      g_string_append (news, phl_change_describe (change, viewer));
    }
  if (phl_match_is_over (priv->match) && !priv->was_over)
    {
      g_autofree char *title = _phl_game_view_dup_winner_title (self);

      if (news->len > 0)
        g_string_append_c (news, ' ');
      g_string_append (news, title);
      append_final_scores (self, news);
    }
  phl_game_view_announce (self, news->str);
}
