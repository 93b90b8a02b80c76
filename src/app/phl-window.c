/* phl-window.c — the main window: the library and the match being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-accessible.h"
#include "phl-game-info.h"
#include "phl-game-view.h"
#include "phl-file.h"
#include "phl-library-page.h"
#include "phl-new-game-dialog.h"
#include "phl-online.h"
#include "phl-online-chat.h"
#include "phl-recent-games.h"
#include "phl-toast.h"
#include "phl-unfinished-games.h"
#include "phl-window-private.h"

/* While the autosave fails, it is tried again after every action and this
 * often in between, so saving resumes once there is room again. */
#define SAVE_RETRY_SECONDS 5

struct _PhlWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  PhlRecentGames       *recent;
  PhlOnline            *online;
  PhlMatch             *match;
  guint                 save_retry_id;
  /* Why the finished match's save or result is not on disk yet, NULL
   * once it is (or while the match goes on). */
  GError               *end_error;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  PhlLibraryPage       *library_page;
  AdwWindowTitle       *game_title;
  AdwBin               *game_bin;
  PhlOnlineChat        *chat;
  GtkRevealer          *save_banner;
  GtkLabel             *save_banner_message;
  GtkWidget            *retry_button;
};

G_DEFINE_FINAL_TYPE (PhlWindow, phl_window, ADW_TYPE_APPLICATION_WINDOW)

static PhlApplication *
get_application (PhlWindow *self)
{
  return PHL_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

static char *
describe_match (PhlMatch *match)
{
  const PhlGameInfo *info = phl_game_info_lookup (phl_match_get_rules (match)->id);
  guint n_seats = phl_match_get_n_seats (match);
  guint n_actions = phl_match_get_n_actions (match);
  g_autofree char *players = g_strdup_printf (ngettext ("%u player", "%u players", n_seats), n_seats);
  g_autofree char *moves = g_strdup_printf (ngettext ("%u move played", "%u moves played", n_actions),
                                            n_actions);

  /* Translators: the Continue row, e.g. "SWOP · 2 players · 14 moves played" */
  return g_strdup_printf (_("%s · %s · %s"), info ? _(info->name) : phl_match_get_rules (match)->id,
                          players, moves);
}

static gboolean
hint_level_from_setting (GValue   *value,
                         GVariant *variant,
                         gpointer  user_data)
{
  /* "Expert hints" on: the expert's search; otherwise the hard player. */
  g_value_set_enum (value, g_variant_get_boolean (variant) ? PHL_AI_EXPERT : PHL_AI_HARD);
  return TRUE;
}

/* A game's view follows every setting it has a property of the same name
 * for (the auction's "sounds" and "auction-tempo"): the game declares
 * them, the window needs to know no game.  Only properties of the game
 * views themselves, never a GtkWidget one that shares a key's name. */
static void
bind_game_settings (PhlWindow *self,
                    GtkWidget *view)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (view), keys[i]);

      if (pspec != NULL && g_type_is_a (pspec->owner_type, PHL_TYPE_GAME_VIEW))
        g_settings_bind (self->settings, keys[i], view, keys[i], G_SETTINGS_BIND_GET);
    }
}

/* The game's play screen for @match: what it shows of the settings is
 * bound to them here, so the view never asks the application. */
static GtkWidget *
create_view (PhlWindow         *self,
             const PhlGameInfo *info,
             PhlMatch          *match)
{
  GtkWidget *view = info->create_view (match);

  phl_game_view_set_game_name (PHL_GAME_VIEW (view), _(info->name));
  g_settings_bind_with_mapping (self->settings, "expert-hints", view, "hint-level", G_SETTINGS_BIND_GET,
                                hint_level_from_setting, NULL, NULL, NULL);
  bind_game_settings (self, view);
  return view;
}

static gboolean
present_dialog (gpointer dialog)
{
  gtk_window_present (GTK_WINDOW (dialog));
  return G_SOURCE_REMOVE;
}

/* Once the window is on screen, so the dialog is stacked above it. */
static void
present_after_map (GtkWidget *dialog)
{
  g_idle_add_full (G_PRIORITY_LOW, present_dialog, g_object_ref (dialog), g_object_unref);
}

/* A message the player must read in full, in a dialog over the library,
 * and in the log for whoever looks later. */
static void
tell_over_library (PhlWindow  *self,
                   const char *title,
                   const char *body)
{
  GtkWidget *dialog;

  g_message ("%s %s", title, body);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), title, body);
  gtk_window_set_title (GTK_WINDOW (dialog), title);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  /* At start-up the library is not on screen yet: the dialog follows it. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_window_present (GTK_WINDOW (dialog));
  else
    g_signal_connect_object (self, "map", G_CALLBACK (present_after_map), dialog,
                             G_CONNECT_SWAPPED);
}

/* An autosave that cannot be resumed is kept beside it under a new name,
 * and the player is told why, in a dialog over the library (a toast
 * would cut the reason short). */
static void
set_aside_autosave (PhlWindow    *self,
                    const char   *path,
                    const GError *reason)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strconcat (path, ".broken-", stamp, NULL);
  g_autofree char *aside_name = g_path_get_basename (aside);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *why = NULL;
  g_autofree char *body = NULL;

  /* The message starts with the file's path: its name says enough. */
  why = g_str_has_prefix (reason->message, path)
        ? g_strconcat (name, reason->message + strlen (path), NULL) : g_strdup (reason->message);
  if (g_rename (path, aside) == 0)
    /* Translators: %s is a file name, then the reason the game cannot go on */
    body = g_strdup_printf (_("It was kept as %s.\n\n%s"), aside_name, why);
  else
    body = g_steal_pointer (&why);
  tell_over_library (self, _("The saved game cannot be resumed."), body);
}

/* Statistics that could not be read at start were kept aside (their
 * message says under which name) and start afresh: the player is told,
 * as of a broken autosave. */
static void
tell_damaged_statistics (PhlWindow *self)
{
  g_autoptr(GError) damage = phl_stats_take_damage (phl_application_get_stats (get_application (self)));
  g_autofree char *body = NULL;

  if (damage == NULL)
    return;
  /* Translators: after it comes where the file was kept and why it cannot be read */
  body = g_strdup_printf (_("The statistics start afresh. %s"), damage->message);
  tell_over_library (self, _("The statistics could not be read."), body);
}

static gboolean keep_finished_game_now (PhlWindow  *self,
                                        GError    **error);

/* At start, an autosave holding a finished game is one whose recent-game
 * copy or result could not be written (a full disk, then the app closed):
 * kept now, once there is room, and only then removed. */
static void
keep_finished_autosave (PhlWindow *self,
                        PhlMatch  *saved,
                        char      *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) old_match = self->match ? g_object_ref (self->match) : NULL;

  g_set_object (&self->match, saved);
  phl_match_set_autosave_path (saved, path);
  if (!keep_finished_game_now (self, &error))
    g_message ("Could not keep the finished game: %s", error->message);
  g_set_object (&self->match, old_match);
}

/* The library's rows of the games in progress, newest first: each
 * autosave holding an unfinished match we can play.  One that cannot be
 * read is set aside; at start, one holding a finished game is kept. */
static void
refresh_continue (PhlWindow *self,
                  gboolean   at_start)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();
  gboolean any = FALSE;

  phl_library_page_clear_unfinished (self->library_page);
  for (guint i = 0; i < paths->len; i++)
    {
      char *path = g_ptr_array_index (paths, i);
      g_autoptr(PhlMatch) saved = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInfo) file_info = NULL;
      g_autoptr(GDateTime) written = NULL;
      g_autofree char *title = NULL;
      g_autofree char *date = NULL;
      const PhlGameInfo *info;

      saved = phl_match_new_from_file (path, &error);
      if (error != NULL)
        set_aside_autosave (self, path, error);
      if (at_start && saved != NULL && phl_match_is_over (saved))
        keep_finished_autosave (self, saved, path);
      info = saved ? phl_game_info_lookup (phl_match_get_rules (saved)->id) : NULL;
      if (saved == NULL || phl_match_is_over (saved) || info == NULL || !phl_game_info_playable (info))
        continue;
      file_info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
      written = file_info ? g_file_info_get_modification_date_time (file_info) : NULL;
      date = written ? g_date_time_format (written, "%x %X") : g_strdup ("");
      title = describe_match (saved);
      if (!_phl_window_add_hosted_row (self, saved, path, title, date))
        phl_library_page_add_unfinished (self->library_page, path, title, date);
      any = TRUE;
    }
  _phl_window_add_joined_rows (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue", any);
}

static void
show_error (PhlWindow  *self,
            const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, phl_toast_new_plain (message));
}

static void
update_actions (PhlWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-again",
                                 self->match != NULL && phl_match_is_over (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->match != NULL);
}

static void keep_finished_game (PhlWindow *self);

/* Every write the match on screen waits for, again: its autosave and, once
 * it is over, its recent-game copy and its result. */
static void
retry_saving (PhlWindow *self)
{
  if (self->match == NULL)
    return;
  /* Success clears autosave-error, whose notification updates the banner. */
  phl_match_autosave (self->match, NULL);
  keep_finished_game (self);
}

static gboolean
retry_save_cb (gpointer user_data)
{
  /* The banner's update ends this timeout once all is on disk. */
  retry_saving (user_data);
  return G_SOURCE_CONTINUE;
}

/* The banner stays while the moves on the board, or the result of the
 * game that ended, are not on disk. */
static void
update_save_banner (PhlWindow *self)
{
  const GError *error = self->match ? phl_match_get_autosave_error (self->match) : NULL;

  if (error == NULL)
    error = self->end_error;

  if (error != NULL)
    gtk_label_set_text (self->save_banner_message, error->message);
  gtk_revealer_set_reveal_child (self->save_banner, error != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retry-save", error != NULL);

  if (error != NULL && self->save_retry_id == 0)
    self->save_retry_id = g_timeout_add_seconds (SAVE_RETRY_SECONDS, retry_save_cb, self);
  else if (error == NULL)
    g_clear_handle_id (&self->save_retry_id, g_source_remove);
}

/* A finished game is not continued: its save goes to the recent games and
 * its result to the statistics, and only once both are on disk does the
 * autosave go (a full disk must not lose the game).  Each step is done
 * once; a failed one is tried again as the autosave is (retry_saving()),
 * the banner saying why meanwhile.  TRUE when nothing is left to do. */
static gboolean
keep_finished_game_now (PhlWindow  *self,
                        GError    **error)
{
  PhlMatch *match = self->match;
  const char *autosave = phl_match_get_autosave_path (match);

  if (!phl_match_is_over (match) || phl_match_get_guided (match))
    return TRUE;
  if (g_object_get_data (G_OBJECT (match), "phl-recent-kept") == NULL)
    {
      g_autofree char *path = phl_recent_games_add (self->recent, match, error);

      if (path == NULL && error != NULL && *error != NULL)
        return FALSE;
      g_object_set_data (G_OBJECT (match), "phl-recent-kept", GINT_TO_POINTER (TRUE));
    }
  if (!phl_stats_record_match (phl_application_get_stats (get_application (self)), match, error))
    return FALSE;
  if (autosave != NULL)
    {
      g_autofree char *path = g_strdup (autosave);

      phl_match_set_autosave_path (match, NULL);
      g_unlink (path);
    }
  return TRUE;
}

static void
keep_finished_game (PhlWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;
  keep_finished_game_now (self, &error);
  if (error == NULL && self->end_error == NULL)
    return;
  if (error != NULL && self->end_error == NULL)
    g_message ("Could not keep the finished game: %s", error->message);
  g_clear_error (&self->end_error);
  self->end_error = g_steal_pointer (&error);
  update_save_banner (self);
}

/* Leaving the game on screen: it stays in the autosave for Continue.  A
 * last try when saving failed; if that fails too, the player is told what
 * Continue will not bring back. */
static void
save_before_leaving (PhlWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->match != NULL && self->end_error != NULL && !keep_finished_game_now (self, &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("The finished game was not saved. %s"), error->message);

      show_error (self, message);
    }
  else if (self->match != NULL && phl_match_get_autosave_error (self->match) != NULL &&
           !phl_match_autosave (self->match, &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("Your latest moves were not saved. %s"), error->message);

      show_error (self, message);
    }
}

static void
on_match_changed (PhlWindow *self)
{
  update_actions (self);
  /* A guided game is a lesson: not counted, not kept, and the autosave
   * (the game in progress before it) stays for Continue. */
  if (phl_match_is_over (self->match) && !phl_match_get_guided (self->match))
    keep_finished_game (self);
}

static void
set_match (PhlWindow *self,
           PhlMatch  *match)
{
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_clear_error (&self->end_error);
  if (match != NULL)
    {
      g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
      g_signal_connect_swapped (match, "notify::autosave-error", G_CALLBACK (update_save_banner), self);
    }
  update_actions (self);
  update_save_banner (self);
}

/* Plays @match, saved after every action to @autosave: its own file, a
 * new one when NULL (a new game never takes another game's file). */
static void
play_match (PhlWindow  *self,
            PhlMatch   *match,
            const char *path)
{
  const PhlGameInfo *info = phl_game_info_lookup (phl_match_get_rules (match)->id);
  g_autofree char *autosave = path ? g_strdup (path) : phl_unfinished_games_new_path (info->id);

  g_return_if_fail (info != NULL && info->create_view != NULL);

  /* A game here replaces the online one. */
  phl_online_leave (self->online);
  /* The game on screen stays in its own autosave for Continue. */
  save_before_leaving (self);
  set_match (self, match);
  /* Saved at once, then after every action: a kill loses nothing.  When
   * it cannot be, the banner says so (naming the file) and it is retried. */
  phl_match_set_autosave_path (match, autosave);
  phl_match_autosave (match, NULL);

  /* The game's view plays the computers and follows the match from here. */
  _phl_window_show_view (self, info, match, _(info->name));
}

/* A new game is one more game in progress: the others stay, each in its
 * autosave, for Continue. */
static void
on_match_created (PhlWindow *self,
                  PhlMatch  *match)
{
  play_match (self, match, NULL);
}

void
_phl_window_play_or_ask (PhlWindow *self,
                         PhlMatch  *match)
{
  on_match_created (self, match);
}

static void continue_from (PhlWindow  *self,
                           const char *path);

void
_phl_window_continue_from (PhlWindow  *self,
                           const char *path)
{
  continue_from (self, path);
}

void
_phl_window_refresh_continue (PhlWindow *self)
{
  refresh_continue (self, FALSE);
}

void
_phl_window_add_toast (PhlWindow *self,
                       AdwToast  *toast)
{
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_phl_window_show_toast (PhlWindow  *self,
                        const char *message)
{
  show_error (self, message);
}

void
_phl_window_set_match (PhlWindow *self,
                       PhlMatch  *match)
{
  set_match (self, match);
}

void
_phl_window_save_before_leaving (PhlWindow *self)
{
  save_before_leaving (self);
}

GtkWidget *
_phl_window_show_view (PhlWindow         *self,
                       const PhlGameInfo *info,
                       PhlMatch          *match,
                       const char        *title)
{
  GtkWidget *view = create_view (self, info, match);

  _phl_window_show_page (self, title, view);
  if (self->chat != NULL)
    phl_online_chat_follow (self->chat, view);
  return view;
}

void
_phl_window_show_page (PhlWindow  *self,
                       const char *title,
                       GtkWidget  *child)
{
  adw_window_title_set_title (self->game_title, title);
  adw_bin_set_child (self->game_bin, child);
  gtk_stack_set_visible_child_name (self->stack, "game");
}

/* The library follows the online games kept (whose turn, a game over). */
static void
on_online_games_changed (PhlWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "library") == 0)
    refresh_continue (self, FALSE);
}

static void
on_online_status (PhlWindow *self)
{
  const char *status = phl_online_get_status (self->online);
  gboolean active = phl_online_get_active (self->online);

  adw_window_title_set_subtitle (self->game_title, active ? status : NULL);
  phl_online_chat_follow (self->chat, _phl_window_get_game_view (self));
}

static void
on_online_match_created (PhlWindow  *self,
                         PhlMatch   *match,
                         char      **addresses)
{
  phl_online_host (self->online, match, addresses);
}

PhlLibraryPage *
_phl_window_get_library_page (PhlWindow *self)
{
  return self->library_page;
}

GtkWidget *
_phl_window_get_game_view (PhlWindow *self)
{
  return adw_bin_get_child (self->game_bin);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const PhlGameInfo *info = phl_game_info_lookup (g_variant_get_string (parameter, NULL));
  PhlNewGameDialog *dialog;

  g_return_if_fail (info != NULL);

  dialog = phl_new_game_dialog_new (GTK_WINDOW (self), info);
  g_signal_connect_object (dialog, "match-created", G_CALLBACK (on_match_created),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "online-match-created", G_CALLBACK (on_online_match_created),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The deck editor's "Try a card": the new-game dialog of the editor's
 * game with the deck (s: its path) and the card (s: its group) chosen. */
static void
try_card_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const PhlGameInfo *info = phl_game_info_with_editor ();
  PhlNewGameDialog *dialog;
  const char *deck, *group;

  g_return_if_fail (info != NULL);

  g_variant_get (parameter, "(&s&s)", &deck, &group);
  dialog = phl_new_game_dialog_new (GTK_WINDOW (self), info);
  phl_new_game_dialog_try_card (dialog, deck, group);
  g_signal_connect_object (dialog, "match-created", G_CALLBACK (on_match_created),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Plays the game in progress saved at @path, on in the same file. */
static void
continue_from (PhlWindow  *self,
               const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;

  /* A game hosted online goes on online, in its room. */
  if (phl_online_resume_host (self->online, path))
    return;
  match = phl_match_new_from_file (path, &error);
  if (match == NULL)
    {
      /* Unreadable since the library showed it: kept aside, and said why. */
      set_aside_autosave (self, path, error);
      refresh_continue (self, FALSE);
      return;
    }
  play_match (self, match, path);
}

static void
show_library_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  g_autofree char *game_id = self->match ? g_strdup (phl_match_get_rules (self->match)->id) : NULL;

  /* The match stays in the autosave; Continue brings it back. */
  save_before_leaving (self);
  set_match (self, NULL);
  adw_bin_set_child (self->game_bin, NULL);
  refresh_continue (self, FALSE);
  phl_library_page_refresh_recent (self->library_page);
  gtk_stack_set_visible_child_name (self->stack, "library");
  /* The games in progress at the top are in sight again. */
  phl_library_page_scroll_to_top (self->library_page);
  /* The keyboard is where the player left: on the game's card. */
  if (game_id != NULL)
    phl_library_page_focus_game (self->library_page, game_id);
}

/* Built when asked for, not with every window as GtkApplication would do
 * with a gtk/help-overlay.ui resource: that cost each start-up ~10 ms. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/philatelia/Philatelia/ui/phl-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

/* The same game again: the same seats, variant, options and deck, dealt
 * anew. */
static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const PhlGameRules *rules;
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  PhlSeat seats[PHL_MAX_SEATS];
  PhlSetup setup = { 0 };

  if (self->match == NULL || !phl_match_is_over (self->match))
    return;

  rules = phl_match_get_rules (self->match);
  setup.n_players = phl_match_get_n_seats (self->match);
  setup.variant = phl_match_get_variant (self->match);
  setup.deck = phl_match_get_deck (self->match);
  setup.options = phl_match_get_options (self->match);
  /* The deck the last game was dealt from, even if its file went since. */
  if (rules->get_deck != NULL)
    setup.deck_file = rules->get_deck (phl_match_get_state (self->match));
  for (guint i = 0; i < setup.n_players; i++)
    seats[i] = *phl_match_get_seat (self->match, i);

  match = phl_match_new (rules, &setup, seats, g_random_int () | (guint64) g_random_int () << 32, &error);
  if (match == NULL)
    {
      show_error (self, error->message);
      return;
    }
  play_match (self, match, NULL);
}

static void
retry_save_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  retry_saving (PHL_WINDOW (widget));
}

static gboolean
phl_window_close_request (GtkWindow *window)
{
  PhlWindow *self = PHL_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  /* Within the schema's ranges, which GSettings enforces. */
  g_settings_set_int (self->settings, "window-width", CLAMP (width, 360, 32768));
  g_settings_set_int (self->settings, "window-height", CLAMP (height, 360, 32768));
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (phl_window_parent_class)->close_request (window);
}

/* GtkWindow:application is not a construct property, so this runs once
 * the window has its application. */
static void
setup_from_application (PhlWindow *self)
{
  PhlApplication *app = get_application (self);

  self->settings = g_object_ref (phl_application_get_settings (app));
  /* The schema's ranges hold for what GSettings reads; clamped again so a
   * schema without them (an older one installed) cannot hand GTK -2³¹. */
  gtk_window_set_default_size (GTK_WINDOW (self),
                               CLAMP (g_settings_get_int (self->settings, "window-width"), 360, 32768),
                               CLAMP (g_settings_get_int (self->settings, "window-height"), 360, 32768));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  phl_library_page_set_stats (self->library_page, phl_application_get_stats (app));
  /* Every finished game is kept for replay, unless the player said no. */
  {
    g_autofree char *recent_dir = phl_recent_games_default_dir ();

    self->recent = phl_recent_games_new (recent_dir);
  }
  g_settings_bind (self->settings, "keep-recent-games", self->recent, "enabled", G_SETTINGS_BIND_GET);
  phl_library_page_set_recent_games (self->library_page, self->recent);
  /* The library lists the online games too. */
  self->online = phl_online_new (self, self->settings);
  refresh_continue (self, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", FALSE);
  tell_damaged_statistics (self);
  /* Logged in from the start when an account is set: invitations come,
   * and a game hosted online goes on. */
  g_signal_connect_swapped (self->online, "notify::status", G_CALLBACK (on_online_status), self);
  g_signal_connect_swapped (self->online, "games-changed", G_CALLBACK (on_online_games_changed), self);
  self->chat = phl_online_chat_new (self->online);
  phl_online_login (self->online);
  update_actions (self);

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

static void
phl_window_dispose (GObject *object)
{
  PhlWindow *self = (PhlWindow *)object;

  g_clear_object (&self->chat);
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  g_clear_object (&self->online);
  set_match (self, NULL);
  g_clear_handle_id (&self->save_retry_id, g_source_remove);
  g_clear_error (&self->end_error);
  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->recent);

  G_OBJECT_CLASS (phl_window_parent_class)->dispose (object);
}

/* The startup benchmark (bench/startup) measures launch to first frame. */
static void
exit_after_first_frame (GdkFrameClock *clock,
                        PhlWindow     *self)
{
  g_signal_handlers_disconnect_by_func (clock, exit_after_first_frame, self);
  g_print ("first-frame\n");
  g_application_quit (G_APPLICATION (get_application (self)));
}

static gboolean
set_default_icon (gpointer user_data)
{
  gtk_window_set_default_icon_name (APP_ID);
  return G_SOURCE_REMOVE;
}

/* The window icon only matters to X11 window managers (GNOME Shell takes
 * it from the desktop file), and looking it up and rendering it at every
 * size costs the first frame about 25 ms, so it comes after that frame. */
static void
set_icon_after_first_frame (GdkFrameClock *clock,
                            PhlWindow     *self)
{
  g_signal_handlers_disconnect_by_func (clock, set_icon_after_first_frame, self);
  g_idle_add_full (G_PRIORITY_LOW, set_default_icon, NULL, NULL);
}

static void
phl_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (phl_window_parent_class)->map (widget);

  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (set_icon_after_first_frame), widget);

  if (g_getenv ("PHILATELIA_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                      G_CALLBACK (exit_after_first_frame), widget);
}

static void
phl_window_class_init (PhlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = phl_window_dispose;
  window_class->close_request = phl_window_close_request;
  widget_class->map = phl_window_map;

  g_type_ensure (PHL_TYPE_LIBRARY_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, library_page);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, game_title);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, game_bin);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, save_banner_message);
  gtk_widget_class_bind_template_child (widget_class, PhlWindow, retry_button);

  _phl_window_class_add_file_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.new-game", "s", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.try-card", "(ss)", try_card_action);
  _phl_window_class_add_unfinished_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL, retry_save_action);
  _phl_window_class_add_aside_actions (widget_class);
}

static void
phl_window_init (PhlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Named before it is first shown: a screen reader may walk to it. */
  phl_accessible_name_button (self->retry_button, NULL);
}

PhlWindow *
phl_window_new (PhlApplication *application)
{
  PhlWindow *self;

  g_return_val_if_fail (PHL_IS_APPLICATION (application), NULL);

  self = g_object_new (PHL_TYPE_WINDOW, "application", application, NULL);
  setup_from_application (self);
  return self;
}

/* The match being played, or NULL on the library page. */
PhlMatch *
phl_window_get_match (PhlWindow *self)
{
  g_return_val_if_fail (PHL_IS_WINDOW (self), NULL);

  return self->match;
}

GObject *
phl_window_get_online (PhlWindow *self)
{
  g_return_val_if_fail (PHL_IS_WINDOW (self), NULL);

  return G_OBJECT (self->online);
}
