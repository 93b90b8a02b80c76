/* phl-library-page.c — the first page: the games, Continue, recent games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game card activates win.new-game with the game's id; each game in
 * progress has a row whose Continue activates win.continue-game and whose
 * Delete activates win.delete-unfinished, both with its autosave's path;
 * a recent game's row activates win.replay with its save's path.  The
 * page itself decides nothing.
 */
#define G_LOG_DOMAIN "phl-library-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-accessible.h"
#include "phl-cover.h"
#include "phl-game-info.h"
#include "phl-guide.h"
#include "phl-library-page.h"
#include "phl-recent-games.h"

struct _PhlLibraryPage
{
  GtkWidget             parent_instance;

  PhlStats             *stats;
  PhlRecentGames       *recent;
  /* The per-game expander rows in recent_group, and the game ids whose
   * list is open (kept open when the lists are built again). */
  GPtrArray            *recent_rows;
  GHashTable           *recent_expanded;
  GCancellable         *recent_cancellable;

  GtkScrolledWindow    *scroller;
  AdwPreferencesGroup  *continue_group;
  /* The rows of the games in progress in continue_group. */
  GPtrArray            *unfinished_rows;
  GtkFlowBox           *games_box;
  AdwPreferencesGroup  *recent_group;
};

G_DEFINE_FINAL_TYPE (PhlLibraryPage, phl_library_page, GTK_TYPE_WIDGET)

static char *
stats_summary (PhlStats   *stats,
               const char *game_id)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  PhlGameStats s;

  if (stats == NULL)
    return NULL;
  phl_stats_get (stats, game_id, &s);
  if (s.played == 0)
    return g_strdup (_("Not played yet"));

  /* Clean wins and wins with a hint or an undo apart; the best score is
   * that of a clean game, so it is missing while there is none. */
  /* Translators: statistics on a game card, joined by " · ":
   * "Played 5 · Won 2 · Won with help 1 · Best score 41" */
  g_ptr_array_add (parts, g_strdup_printf (_("Played %u"), s.played));
  g_ptr_array_add (parts, g_strdup_printf (_("Won %u"), s.won));
  if (s.assisted_wins > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("Won with help %u"), s.assisted_wins));
  if (s.has_best_score)
    g_ptr_array_add (parts, g_strdup_printf (_("Best score %d"), s.best_score));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static GtkWidget *
create_card (PhlLibraryPage    *self,
             const PhlGameInfo *info)
{
  g_autofree char *players = phl_game_info_players (info);
  g_autofree char *stats = stats_summary (self->stats, info->id);
  GtkWidget *button, *box, *cover, *text, *label;

  cover = phl_cover_new (info->cover);
  phl_cover_set_dark (PHL_COVER (cover), adw_style_manager_get_dark (adw_style_manager_get_default ()));

  text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (text, "card-text");
  /* It has the card's background, down to the card's bottom edge. */
  gtk_widget_set_vexpand (text, TRUE);
  label = gtk_label_new (_(info->name));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "title-3");
  gtk_box_append (GTK_BOX (text), label);
  label = gtk_label_new (players);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (text), label);
  label = gtk_label_new (_(info->description));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_lines (GTK_LABEL (label), 3);
  /* Keeps cards narrow enough for two per row on a laptop screen. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_width_chars (GTK_LABEL (label), 30);
  gtk_box_append (GTK_BOX (text), label);
  label = gtk_label_new (stats);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "game-stats");
  gtk_box_append (GTK_BOX (text), label);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), cover);
  gtk_box_append (GTK_BOX (box), text);

  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "card");
  gtk_widget_add_css_class (button, "game-card");
  gtk_widget_set_name (button, info->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.new-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", info->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->name),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(info->description),
                                  -1);
  if (!phl_game_info_playable (info) || !phl_guide_exists (info->id))
    return button;

  /* Learn to Play beside the card, not inside it: a button in a button
   * is one control to a screen reader. */
  {
    GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *learn = gtk_button_new_with_mnemonic (_("_Learn to Play"));
    /* Translators: the accessible name of a game card's Learn to Play button, %s is the game */
    g_autofree char *learn_name = g_strdup_printf (_("Learn to Play %s"), _(info->name));

    gtk_widget_add_css_class (learn, "learn-button");
    gtk_widget_set_halign (learn, GTK_ALIGN_START);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (learn), "win.learn");
    gtk_actionable_set_action_target (GTK_ACTIONABLE (learn), "s", info->id);
    gtk_widget_set_tooltip_text (learn, _("A guided first game: the app shows each step"));
    phl_accessible_name_button (learn, learn_name);
    gtk_box_append (GTK_BOX (column), button);
    gtk_box_append (GTK_BOX (column), learn);
    return column;
  }
}

static void
rebuild_cards (PhlLibraryPage *self)
{
  const PhlGameInfo * const *games = phl_game_info_all ();
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box))) != NULL)
    gtk_flow_box_remove (self->games_box, child);
  for (guint i = 0; games[i] != NULL; i++)
    {
      GtkWidget *card = create_card (self, games[i]);

      gtk_flow_box_append (self->games_box, card);
      /* The card's button is its one Tab stop (Enter or Space opens it);
       * the flow box's cell around it only carries the game's name. */
      child = gtk_widget_get_parent (card);
      gtk_widget_set_focusable (child, FALSE);
      phl_accessible_name (child, _(games[i]->name));
    }
}

static void
on_recent_expanded (AdwExpanderRow *row,
                    GParamSpec     *pspec,
                    PhlLibraryPage *self)
{
  const char *game_id = gtk_widget_get_name (GTK_WIDGET (row));

  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->recent_expanded, g_strdup (game_id));
  else
    g_hash_table_remove (self->recent_expanded, game_id);
}

static GtkWidget *
create_recent_row (PhlRecentGame *game)
{
  g_autofree char *date = g_date_time_format (game->date, "%x %X");
  g_autofree char *players = phl_recent_game_describe_players (game);
  g_autofree char *result = phl_recent_game_describe_result (game);
  g_autofree char *subtitle = g_strconcat (players, "\n", result, NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), date);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.replay");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", game->path);
  /* A screen reader hears the date, then who played and how it ended. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, date,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  return row;
}

/* One expander per game with games kept, its rows newest first. */
static void
show_recent (PhlLibraryPage *self,
             GPtrArray      *kept)
{
  const PhlGameInfo * const *games = phl_game_info_all ();
  gboolean any = FALSE;

  for (guint i = 0; i < self->recent_rows->len; i++)
    adw_preferences_group_remove (self->recent_group, g_ptr_array_index (self->recent_rows, i));
  g_ptr_array_set_size (self->recent_rows, 0);

  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autofree char *count = NULL;
      GtkWidget *expander = NULL;
      guint n = 0;

      for (guint j = 0; j < kept->len; j++)
        {
          PhlRecentGame *game = g_ptr_array_index (kept, j);

          if (!g_str_equal (game->game_id, games[i]->id))
            continue;
          if (expander == NULL)
            expander = adw_expander_row_new ();
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), create_recent_row (game));
          n++;
        }
      if (expander == NULL)
        continue;
      any = TRUE;
      gtk_widget_set_name (expander, games[i]->id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _(games[i]->name));
      count = g_strdup_printf (ngettext ("%u finished game", "%u finished games", n), n);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), count);
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander),
                                     g_hash_table_contains (self->recent_expanded, games[i]->id));
      g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (on_recent_expanded), self, 0);
      adw_preferences_group_add (self->recent_group, expander);
      g_ptr_array_add (self->recent_rows, expander);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), any);
}

static void
recent_listed (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(PhlLibraryPage) self = user_data;
  g_autoptr(GPtrArray) kept = phl_recent_games_list_finish (PHL_RECENT_GAMES (source), result, NULL);

  /* NULL when a newer listing replaced this one, or the page went. */
  if (kept != NULL && self->recent_rows != NULL)
    show_recent (self, kept);
}

/* The saves are read in a worker: a hundred of them take a moment. */
static void
rebuild_recent (PhlLibraryPage *self)
{
  if (self->recent == NULL)
    return;
  g_cancellable_cancel (self->recent_cancellable);
  g_clear_object (&self->recent_cancellable);
  self->recent_cancellable = g_cancellable_new ();
  phl_recent_games_list_async (self->recent, NULL, self->recent_cancellable, recent_listed,
                               g_object_ref (self));
}

static void
phl_library_page_dispose (GObject *object)
{
  PhlLibraryPage *self = (PhlLibraryPage *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_LIBRARY_PAGE);
  /* The template's outer box has no id, so dispose_template leaves it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  if (self->stats != NULL)
    g_signal_handlers_disconnect_by_data (self->stats, self);
  g_clear_object (&self->stats);
  if (self->recent != NULL)
    g_signal_handlers_disconnect_by_data (self->recent, self);
  g_clear_object (&self->recent);
  g_cancellable_cancel (self->recent_cancellable);
  g_clear_object (&self->recent_cancellable);
  g_clear_pointer (&self->recent_rows, g_ptr_array_unref);
  g_clear_pointer (&self->unfinished_rows, g_ptr_array_unref);
  g_clear_pointer (&self->recent_expanded, g_hash_table_unref);

  G_OBJECT_CLASS (phl_library_page_parent_class)->dispose (object);
}

static void
phl_library_page_class_init (PhlLibraryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_library_page_dispose;

  /* A frame around the page's parts, not a control of its own. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-library-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlLibraryPage, continue_group);
  gtk_widget_class_bind_template_child (widget_class, PhlLibraryPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, PhlLibraryPage, games_box);
  gtk_widget_class_bind_template_child (widget_class, PhlLibraryPage, recent_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
phl_library_page_init (PhlLibraryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named here, so the flow boxes left unnamed elsewhere are not it. */
  phl_accessible_name (GTK_WIDGET (self->games_box), _("Games"));
  self->recent_rows = g_ptr_array_new ();
  self->unfinished_rows = g_ptr_array_new ();
  self->recent_expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* The cards are built once the statistics arrive (set_stats). */
  /* Covers are drawn for the light or the dark style. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (rebuild_cards), self, G_CONNECT_SWAPPED);
}

void
phl_library_page_set_stats (PhlLibraryPage *self,
                            PhlStats       *stats)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));
  g_return_if_fail (PHL_IS_STATS (stats));

  if (self->stats != NULL)
    g_signal_handlers_disconnect_by_data (self->stats, self);
  g_set_object (&self->stats, stats);
  g_signal_connect_object (stats, "changed", G_CALLBACK (rebuild_cards), self, G_CONNECT_SWAPPED);
  rebuild_cards (self);
}

static gboolean
rebuild_recent_idle (gpointer user_data)
{
  PhlLibraryPage *self = user_data;

  if (self->recent_rows != NULL)
    rebuild_recent (self);
  return G_SOURCE_REMOVE;
}

/* Lists the games @recent keeps, per game, and follows it. */
void
phl_library_page_set_recent_games (PhlLibraryPage *self,
                                   PhlRecentGames *recent)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));
  g_return_if_fail (PHL_IS_RECENT_GAMES (recent));

  if (self->recent != NULL)
    g_signal_handlers_disconnect_by_data (self->recent, self);
  g_set_object (&self->recent, recent);
  g_signal_connect_object (recent, "changed", G_CALLBACK (rebuild_recent), self, G_CONNECT_SWAPPED);
  /* Read after the first frame: the list is below the cards anyway. */
  g_idle_add_full (G_PRIORITY_LOW, rebuild_recent_idle, g_object_ref (self), g_object_unref);
}

/* Reads the recent games' folder again (files may have gone since). */
void
phl_library_page_refresh_recent (PhlLibraryPage *self)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));

  rebuild_recent (self);
}

/* Removes every game in progress from the page. */
void
phl_library_page_clear_unfinished (PhlLibraryPage *self)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));

  for (guint i = 0; i < self->unfinished_rows->len; i++)
    adw_preferences_group_remove (self->continue_group, g_ptr_array_index (self->unfinished_rows, i));
  g_ptr_array_set_size (self->unfinished_rows, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), FALSE);
}

static void add_row (PhlLibraryPage *self,
                     const char     *continue_action,
                     const char     *delete_action,
                     const char     *target,
                     const char     *title,
                     const char     *subtitle,
                     const char     *icon_name);

/* A game in progress below the others: @title says which game it is,
 * @subtitle when it was last played; @path is its autosave. */
void
phl_library_page_add_unfinished (PhlLibraryPage *self,
                                 const char     *path,
                                 const char     *title,
                                 const char     *subtitle)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));

  add_row (self, "win.continue-game", "win.delete-unfinished", path, title, subtitle,
           "media-playback-start-symbolic");
}

/* An online game in progress, marked so; its Continue and Delete activate
 * @continue_action and @delete_action with @target. */
void
phl_library_page_add_online (PhlLibraryPage *self,
                             const char     *continue_action,
                             const char     *delete_action,
                             const char     *target,
                             const char     *title,
                             const char     *subtitle)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));

  add_row (self, continue_action, delete_action, target, title, subtitle, "network-workgroup-symbolic");
}

static void
add_row (PhlLibraryPage *self,
         const char     *continue_action,
         const char     *delete_action,
         const char     *target,
         const char     *title,
         const char     *subtitle,
         const char     *icon_name)
{
  GtkWidget *row, *icon, *resume, *delete;
  /* Translators: the accessible name of a game in progress' Delete button, %s describes the game */
  g_autofree char *delete_name = g_strdup_printf (_("Delete %s"), title);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  icon = gtk_image_new_from_icon_name (icon_name);
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_set_tooltip_text (delete, _("Delete This Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL, delete_name, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (delete), delete_action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (delete), "s", target);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);

  resume = gtk_button_new_with_mnemonic (_("_Continue"));
  gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (resume, "suggested-action");
  gtk_widget_add_css_class (resume, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), continue_action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "s", target);
  gtk_accessible_update_property (GTK_ACCESSIBLE (resume), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), resume);

  adw_preferences_group_add (self->continue_group, row);
  g_ptr_array_add (self->unfinished_rows, row);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), TRUE);
}

/* Back at the top, where the games in progress are. */
void
phl_library_page_scroll_to_top (PhlLibraryPage *self)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));

  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

/* Gives the keyboard focus to the card of @game_id (the game just left). */
void
phl_library_page_focus_game (PhlLibraryPage *self,
                             const char     *game_id)
{
  g_return_if_fail (PHL_IS_LIBRARY_PAGE (self));
  g_return_if_fail (game_id != NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      /* A card with Learn to Play is the first of a column. */
      if (card != NULL && GTK_IS_BOX (card))
        card = gtk_widget_get_first_child (card);
      if (card != NULL && g_strcmp0 (gtk_widget_get_name (card), game_id) == 0)
        {
          gtk_widget_grab_focus (card);
          return;
        }
    }
}
