/* phl-application.c — the application: settings, statistics, app actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-application"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-accessible.h"
#include "phl-application.h"
#include "phl-cover.h"
#include "phl-game-info.h"
#include "phl-file.h"
#include "phl-online.h"
#include "phl-preferences-window.h"
#include "phl-recent-games.h"
#include "phl-window.h"

struct _PhlApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  PhlStats       *stats;
};

G_DEFINE_FINAL_TYPE (PhlApplication, phl_application, ADW_TYPE_APPLICATION)

PhlApplication *
phl_application_new (const char        *application_id,
                     GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (PHL_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", "/io/github/philatelia/Philatelia",
                       NULL);
}

char *
phl_application_autosave_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "philatelia", "autosave.philatelia", NULL);
}

static void
phl_application_activate (GApplication *app)
{
  GtkWindow *window;

  g_assert (PHL_IS_APPLICATION (app));

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (phl_window_new (PHL_APPLICATION (app)));
  gtk_window_present (window);
}

/* Files and links given to the app (philatelia FILE…, or the desktop
 * opening an xmpp: link): a link is an invitation to a game's room
 * (phl_online_open_link()), a file a saved game to open. */
static void
phl_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  GtkWindow *window;

  phl_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (!PHL_IS_WINDOW (window))
    return;
  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *uri = g_file_get_uri (files[i]);
      g_autofree char *path = g_file_get_path (files[i]);

      if (g_file_has_uri_scheme (files[i], "xmpp"))
        phl_online_open_link (PHL_ONLINE (phl_window_get_online (PHL_WINDOW (window))), uri);
      else if (path != NULL)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.open-file", "s", path);
    }
}

static gboolean
style_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *style = g_variant_get_string (variant, NULL);

  if (g_str_equal (style, "light"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_str_equal (style, "dark"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    g_value_set_enum (value, ADW_COLOR_SCHEME_DEFAULT);
  return TRUE;
}

/* The library's covers are painted in a worker while the window is built
 * and realized, for the scale of the first monitor. */
static void
paint_covers_ahead (void)
{
  const PhlGameInfo * const *games = phl_game_info_all ();
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  const PhlGameCover *covers[8];
  guint n_covers = 0;

  for (guint i = 0; games[i] != NULL && n_covers < G_N_ELEMENTS (covers); i++)
    covers[n_covers++] = games[i]->cover;
  phl_cover_paint_ahead (covers, n_covers,
                         adw_style_manager_get_dark (adw_style_manager_get_default ()),
                         monitor != NULL ? gdk_monitor_get_scale_factor (monitor) : 1);
}

/* A kill inside an atomic write leaves its temporary file beside the
 * real one: nothing writes yet at start, so any there is stale. */
static void
remove_stale_temporaries (void)
{
  g_autofree char *autosave = phl_application_autosave_path ();
  g_autofree char *state_dir = g_path_get_dirname (autosave);
  g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "philatelia", NULL);
  g_autofree char *recent_dir = phl_recent_games_default_dir ();

  /* Every game in progress has its autosave there (phl-unfinished-games.c). */
  phl_file_remove_stale_temporaries (state_dir, ".philatelia");
  phl_file_remove_stale_temporaries (data_dir, "statistics.ini");
  phl_file_remove_stale_temporaries (recent_dir, ".philatelia");
}

static void
phl_application_startup (GApplication *app)
{
  PhlApplication *self = PHL_APPLICATION (app);
  g_autofree char *stats_path = NULL;

  G_APPLICATION_CLASS (phl_application_parent_class)->startup (app);

  g_set_application_name (_("Philatelia"));
  phl_accessible_install ();

  self->settings = g_settings_new (APP_ID);
  remove_stale_temporaries ();
  stats_path = g_build_filename (g_get_user_data_dir (), "philatelia", "statistics.ini", NULL);
  self->stats = phl_stats_new (stats_path);

  g_settings_bind_with_mapping (self->settings, "style",
                                adw_style_manager_get_default (), "color-scheme",
                                G_SETTINGS_BIND_GET, style_get_mapping, NULL, NULL, NULL);
  paint_covers_ahead ();
}

static void
phl_application_dispose (GObject *object)
{
  PhlApplication *self = (PhlApplication *)object;

  g_clear_object (&self->settings);
  g_clear_object (&self->stats);

  G_OBJECT_CLASS (phl_application_parent_class)->dispose (object);
}

static void
phl_application_class_init (PhlApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = phl_application_dispose;
  app_class->activate = phl_application_activate;
  app_class->open = phl_application_open;
  app_class->startup = phl_application_startup;
}

static void
add_credit (GPtrArray   *people,
            const char  *who,
            const char  *game)
{
  if (who != NULL)
    /* Translators: a person or a company, then the game they are credited
     * for, as in “Paul Salomon (Stamp Swap)” */
    g_ptr_array_add (people, g_strdup_printf (_("%s (%s)"), who, game));
}

static void
add_board_game_credits (AdwAboutWindow *about)
{
  g_autoptr(GPtrArray) design = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) art = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) publishers = g_ptr_array_new_with_free_func (g_free);

  /* The makers of the board games Philatelia plays, as their rulebooks
   * name them (PhlGameInfo.credits). */
  for (const PhlGameInfo * const *info = phl_game_info_all (); *info != NULL; info++)
    {
      const PhlGameCredits *credits = (*info)->credits;
      const char *game = _((*info)->name);

      if (credits == NULL)
        continue;
      add_credit (design, credits->designers, game);
      add_credit (art, credits->artist, game);
      add_credit (publishers, credits->publisher, game);
    }
  g_ptr_array_add (design, NULL);
  g_ptr_array_add (art, NULL);
  g_ptr_array_add (publishers, NULL);

  adw_about_window_add_credit_section (about, _("Board game design"), (const char **) design->pdata);
  adw_about_window_add_credit_section (about, _("Board game art"), (const char **) art->pdata);
  adw_about_window_add_acknowledgement_section (about, _("Board game publishers"),
                                                (const char **) publishers->pdata);
}

static void
phl_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  static const char *developers[] = { "The Philatelia developers", NULL };
  PhlApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwAboutWindow *about;

  g_assert (PHL_IS_APPLICATION (self));

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  g_object_set (about,
                "application-name", _("Philatelia"),
                "application-icon", APP_ID,
                "developer-name", _("The Philatelia developers"),
                "version", PACKAGE_VERSION,
                "website", "https://github.com/philatelia/philatelia",
                "issue-url", "https://github.com/philatelia/philatelia/issues",
                "comments", _("Four stamp-collecting board games with computer opponents, "
                              "and a deck editor for your own Stamp Swap cards."),
                "developers", developers,
                /* Translators: your names, one per line */
                "translator-credits", _("translator-credits"),
                "copyright", "© 2026 The Philatelia developers",
                "license-type", GTK_LICENSE_GPL_3_0,
                NULL);
  /* The games are theirs: credit them beside the app's own developers. */
  add_board_game_credits (about);
  gtk_window_set_transient_for (GTK_WINDOW (about), window);
  gtk_window_present (GTK_WINDOW (about));
}

static void
phl_application_preferences_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  PhlApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  PhlPreferencesWindow *preferences = phl_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (preferences), window);
  gtk_window_present (GTK_WINDOW (preferences));
}

/* Preferences at its Online page (to set up the account). */
static void
phl_application_preferences_online_action (GSimpleAction *action,
                                           GVariant      *parameter,
                                           gpointer      user_data)
{
  PhlApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  PhlPreferencesWindow *preferences = phl_preferences_window_new (self->settings);

  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), "online");
  gtk_window_set_transient_for (GTK_WINDOW (preferences), window);
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
phl_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  PhlApplication *self = user_data;
  /* A closed window leaves the application's list (and may take its
   * dialogs with it): walk a copy that holds a reference to each. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  /* Closing each window saves its size; the match autosaved already. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (self));
}

static void
phl_application_deck_editor_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  PhlApplication *self = user_data;
  const PhlGameInfo *info = phl_game_info_with_editor ();

  if (info != NULL)
    info->decks->open_editor (GTK_APPLICATION (self));
}

/* From the deck editor: a Stamp Swap game with a card of a user deck
 * dealt in the first round ((ss): the deck's path and the card's group),
 * set up in the main window's new-game dialog. */
static void
phl_application_try_card_action (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  PhlApplication *self = user_data;
  GtkWindow *window = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (PHL_IS_WINDOW (l->data))
      {
        window = l->data;
        break;
      }
  if (window == NULL)
    window = GTK_WINDOW (phl_window_new (self));
  gtk_window_present (window);
  gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.try-card", parameter);
}

static const GActionEntry app_actions[] = {
  { "quit", phl_application_quit_action },
  { "about", phl_application_about_action },
  { "preferences", phl_application_preferences_action },
  { "preferences-online", phl_application_preferences_online_action },
  { "deck-editor", phl_application_deck_editor_action },
  { "try-card", phl_application_try_card_action, "(ss)" },
};

static void
phl_application_init (PhlApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<primary>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<primary>comma", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-library",
                                         (const char *[]) { "<alt>Left", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         (const char *[]) { "<primary>question", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.open",
                                         (const char *[]) { "<primary>o", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.save-as",
                                         (const char *[]) { "<primary><shift>s", NULL });
}

GSettings *
phl_application_get_settings (PhlApplication *self)
{
  g_return_val_if_fail (PHL_IS_APPLICATION (self), NULL);

  return self->settings;
}

PhlStats *
phl_application_get_stats (PhlApplication *self)
{
  g_return_val_if_fail (PHL_IS_APPLICATION (self), NULL);

  return self->stats;
}
