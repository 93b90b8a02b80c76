/* phl-game-view-pages.c — the hand-over and end pages, the scores window,
 * and the toolbar by width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-view-private.h"

char *
_phl_game_view_dup_winner_title (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);
  guint winners = rules->winners (phl_match_get_state (priv->match));
  g_autoptr(GString) names = g_string_new (NULL);
  guint n_winners = 0;

  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    if (winners & (1u << i))
      {
        if (n_winners++ > 0)
          /* Translators: between the names of players who share a win */
          g_string_append (names, _(", "));
        g_string_append (names, _phl_game_view_seat_name (self, i));
      }
  if (n_winners == 0)
    return g_strdup (_("Nobody wins"));
  if (n_winners == 1)
    /* Translators: the end of a game, %s is the winner's name */
    return g_strdup_printf (_("%s wins"), names->str);
  /* Translators: the end of a game, %s lists the names of those who tie */
  return g_strdup_printf (_("A shared win: %s"), names->str);
}

static void
fill_default_chart (PhlGameView   *self,
                    PhlScoreChart *chart)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);

  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    {
      guint series = phl_score_chart_add_series (chart, _phl_game_view_seat_name (self, i), NULL);

      phl_score_chart_add_value (chart, series, _("Score"), rules->score (phl_match_get_state (priv->match), i));
      if (phl_match_is_over (priv->match))
        phl_score_chart_set_series_highlight (chart, series,
                                              rules->winners (phl_match_get_state (priv->match)) & (1u << i));
    }
}

static void
fill_chart (PhlGameView   *self,
            PhlScoreChart *chart)
{
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);

  phl_score_chart_clear (chart);
  if (klass->fill_score_chart != NULL)
    klass->fill_score_chart (self, chart);
  else
    fill_default_chart (self, chart);
}

void
_phl_game_view_fill_end_page (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  PhlGameViewClass *klass = PHL_GAME_VIEW_GET_CLASS (self);
  const PhlGameRules *rules = phl_match_get_rules (priv->match);
  g_autofree char *title = _phl_game_view_dup_winner_title (self);
  g_autoptr(GString) subtitle = g_string_new (NULL);

  for (guint i = 0; i < phl_match_get_n_seats (priv->match); i++)
    {
      g_autofree char *entry =
        /* Translators: one player's final score on the end page, e.g. "Ann: 54" */
        g_strdup_printf (_("%s: %d"), _phl_game_view_seat_name (self, i), rules->score (phl_match_get_state (priv->match), i));

      if (i > 0)
        g_string_append (subtitle, " · ");
      g_string_append (subtitle, entry);
    }
  if (phl_match_get_assisted (priv->match))
    g_string_append_printf (subtitle, "\n%s", _("Hints were used in this game."));

  gtk_label_set_text (priv->end_title, title);
  gtk_label_set_text (priv->end_subtitle, subtitle->str);
  fill_chart (self, priv->end_chart);
  adw_bin_set_child (priv->end_details,
                     klass->create_end_details != NULL ? klass->create_end_details (self) : NULL);
}

char *
phl_game_view_dup_pass_screen (PhlGameView *self,
                               guint        seat)
{
  g_return_val_if_fail (PHL_IS_GAME_VIEW (self), NULL);

  /* Translators: the status line of a game several people play at one
   * screen while the next person is to take it */
  return g_strdup_printf (_("Pass the screen to %s."), _phl_game_view_seat_name (self, seat));
}

void
_phl_game_view_fill_handover_page (PhlGameView *self,
                    guint        seat)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  const char *name = _phl_game_view_seat_name (self, seat);
  /* Translators: the hand-over page of a game several people play at one screen */
  g_autofree char *title = g_strdup_printf (_("Pass the Screen to %s"), name);
  /* The description is markup; a name like "Ann & Bob" is not. */
  g_autofree char *description =
    g_markup_printf_escaped (_("What comes next is for %s’s eyes only. Press the button once %s has the screen."),
                             name, name);
  /* Translators: the hand-over page's button, %s is the person taking the screen */
  g_autofree char *button = g_strdup_printf (_("_I Am %s"), name);

  adw_status_page_set_title (priv->handover_page, title);
  adw_status_page_set_description (priv->handover_page, description);
  gtk_button_set_label (priv->handover_button, button);
  _phl_game_view_name_button (GTK_WIDGET (priv->handover_button), NULL);
}

void
_phl_game_view_scores_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlGameView *self = PHL_GAME_VIEW (widget);
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);
  GtkWidget *window, *content, *header, *chart;

  /* After the end, the scores are the end page. */
  if (phl_match_is_over (priv->match))
    {
      priv->show_board_at_end = FALSE;
      _phl_game_view_refresh (self);
      return;
    }

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Scores so far"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (gtk_widget_get_root (widget)));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 380);
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  chart = GTK_WIDGET (phl_score_chart_new ());
  gtk_widget_set_vexpand (chart, TRUE);
  gtk_widget_set_margin_start (chart, 12);
  gtk_widget_set_margin_end (chart, 12);
  gtk_widget_set_margin_bottom (chart, 12);
  phl_score_chart_set_title (PHL_SCORE_CHART (chart), _("Scores so far"));
  fill_chart (self, PHL_SCORE_CHART (chart));
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), chart);
  adw_window_set_content (ADW_WINDOW (window), content);
  gtk_window_present (GTK_WINDOW (window));
}

/* The toolbar's buttons: an icon and, when there is room, a label. */
static const struct
{
  gsize       offset;
  const char *icon;
  const char *label;
} toolbar_buttons[] = {
  { G_STRUCT_OFFSET (PhlGameViewPrivate, hint_button),   "dialog-information-symbolic", N_("_Hint") },
  { G_STRUCT_OFFSET (PhlGameViewPrivate, undo_button),   "edit-undo-symbolic",          N_("_Undo") },
  { G_STRUCT_OFFSET (PhlGameViewPrivate, log_button),    "view-list-symbolic",          N_("_Log") },
  { G_STRUCT_OFFSET (PhlGameViewPrivate, replay_button), "media-seek-backward-symbolic", N_("Re_play") },
  { G_STRUCT_OFFSET (PhlGameViewPrivate, scores_button), "view-grid-symbolic",          N_("_Scores") },
  { G_STRUCT_OFFSET (PhlGameViewPrivate, rules_button),  "help-browser-symbolic",       N_("_Rules") },
};

static void
rename_button (GtkWidget *button)
{
  _phl_game_view_name_button (button, NULL);
}

static void
set_button_compact (GtkWidget  *button,
                    const char *icon,
                    const char *label,
                    gboolean    compact)
{
  if (compact)
    gtk_button_set_icon_name (GTK_BUTTON (button), icon);
  else
    {
      GtkWidget *content = adw_button_content_new ();

      adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
      adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _(label));
      adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
      gtk_button_set_child (GTK_BUTTON (button), content);
      /* Its mnemonic label names the button again once in a window. */
      g_signal_connect_object (content, "map", G_CALLBACK (rename_button), button, G_CONNECT_SWAPPED);
    }
  /* The translated name from the template, not "Hint Hint". */
  _phl_game_view_name_button (button, NULL);
}

void
_phl_game_view_apply_layout (PhlGameView *self)
{
  PhlGameViewPrivate *priv = _phl_game_view_get_priv (self);

  for (guint i = 0; i < G_N_ELEMENTS (toolbar_buttons); i++)
    set_button_compact (G_STRUCT_MEMBER (GtkWidget *, priv, toolbar_buttons[i].offset),
                        toolbar_buttons[i].icon, toolbar_buttons[i].label, priv->narrow);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (priv->board_box),
                                  priv->narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (priv->log_box),
                                  priv->narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_revealer_set_transition_type (priv->log_revealer,
                                    priv->narrow ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
                                                 : GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT);
  /* Under the board the log takes a strip; beside it, a column. */
  gtk_widget_set_size_request (GTK_WIDGET (priv->log), priv->narrow ? -1 : 280, priv->narrow ? 96 : -1);
  /* …and the board, not the log, gets the height that is left. */
  gtk_widget_set_vexpand (GTK_WIDGET (priv->log), !priv->narrow);
  /* The end page's five buttons in a row are wider than a small window
   * in some languages: narrow, they stack. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_parent (priv->play_again_button)),
                                  priv->narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  _phl_game_view_review_apply_layout (self);
}
