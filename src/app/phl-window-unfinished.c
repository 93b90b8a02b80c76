/* phl-window-unfinished.c — the games in progress the library lists
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each unfinished game has its own autosave (phl-unfinished-games.c):
 * win.continue plays the one played last, win.continue-game (s) the one
 * at a path, win.delete-unfinished (s) deletes one with an Undo in a
 * toast (win.undo-delete-unfinished), its save kept in memory till then.
 *
 * Online games (phl-online-games.h) are listed too, marked so: a hosted
 * one is an autosave like any other, which Continue hosts again in its
 * room and Delete, once asked, ends; a seat has no autosave, and is
 * continued with win.continue-online (s: its room) and left with
 * win.delete-online (s).
 */
#define G_LOG_DOMAIN "phl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "phl-file.h"
#include "phl-key-file.h"
#include "phl-online.h"
#include "phl-online-games.h"
#include "phl-unfinished-games.h"
#include "phl-window-private.h"

/* The game deleted last, for the toast's Undo. */
typedef struct
{
  char   *path;
  GBytes *data;
} DeletedGame;

#define DELETED_KEY "phl-deleted-game"

static void
deleted_game_free (gpointer data)
{
  DeletedGame *deleted = data;

  g_free (deleted->path);
  g_bytes_unref (deleted->data);
  g_free (deleted);
}

static PhlOnline *
online (PhlWindow *self)
{
  return PHL_ONLINE (phl_window_get_online (self));
}

static const char *
game_name (const char *game_id)
{
  const PhlGameInfo *info = phl_game_info_lookup (game_id);

  return info != NULL ? _(info->name) : game_id;
}

/* "Your turn" or "Waiting for Anna". */
static char *
describe_turn (gboolean    mine,
               const char *whose)
{
  if (mine)
    return g_strdup (_("Your turn"));
  if (whose == NULL)
    return g_strdup (_("Waiting for the host"));
  /* Translators: in the library, an online game's turn; %s is a name or an address */
  return g_strdup_printf (_("Waiting for %s"), whose);
}

gboolean
_phl_window_add_hosted_row (PhlWindow  *self,
                            PhlMatch   *saved,
                            const char *path,
                            const char *title,
                            const char *date)
{
  PhlOnlineGame *game = phl_online_games_find_autosave (phl_online_get_games (online (self)), path);
  int seat = phl_match_get_current_seat (saved);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) friends = NULL;
  g_autofree char *with = NULL;
  g_autofree char *online_title = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *subtitle = NULL;

  if (game == NULL)
    return FALSE;
  for (guint i = 0; game->friends[i] != NULL; i++)
    if (*game->friends[i] != '\0')
      g_strv_builder_add (builder, game->friends[i]);
  friends = g_strv_builder_end (builder);
  with = g_strjoinv (", ", friends);
  /* Translators: the library's row of a game hosted online: the game's row, then who plays */
  online_title = g_strdup_printf (_("%s · online with %s"), title, with);
  turn = describe_turn (phl_match_seat_is_person (saved, seat),
                        seat >= 0 ? phl_match_get_seat (saved, seat)->name : NULL);
  /* Translators: whose turn it is, then when the game was played last */
  subtitle = g_strdup_printf (_("%s · %s"), turn, date);
  phl_library_page_add_online (_phl_window_get_library_page (self), "win.continue-game",
                               "win.delete-unfinished", path, online_title, subtitle);
  return TRUE;
}

void
_phl_window_add_joined_rows (PhlWindow *self)
{
  GPtrArray *games = phl_online_get_games (online (self));

  for (guint i = 0; i < games->len; i++)
    {
      PhlOnlineGame *game = g_ptr_array_index (games, i);
      g_autofree char *title = NULL;
      g_autofree char *turn = NULL;
      const char *whose = NULL;

      if (game->role != PHL_ONLINE_GAME_JOINED || phl_game_info_lookup (game->game_id) == NULL)
        continue;
      if (game->turn >= 0 && game->turn < (int) g_strv_length (game->names))
        whose = game->names[game->turn];
      /* Translators: the library's row of an online game we have a seat in: the game, the host's address */
      title = g_strdup_printf (_("%s · online, hosted by %s"), game_name (game->game_id), game->host);
      turn = describe_turn (game->turn == game->seat, whose);
      phl_library_page_add_online (_phl_window_get_library_page (self), "win.continue-online",
                                   "win.delete-online", game->room, title, turn);
    }
}

/* win.continue-online (s): our seat in the online game at that room. */
static void
continue_online_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  phl_online_rejoin (online (PHL_WINDOW (widget)), g_variant_get_string (parameter, NULL));
}

/* win.delete-online (s): we leave the online game at that room. */
static void
delete_online_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);

  phl_online_forget (online (self), g_variant_get_string (parameter, NULL));
  _phl_window_refresh_continue (self);
  _phl_window_show_toast (self, _("You left the online game"));
}

/* A hosted game ends for good, once asked: its room is forgotten and its
 * autosave goes, with no Undo (the friends were told nothing to undo). */
static void
on_end_hosted_response (AdwMessageDialog *dialog,
                        const char       *response,
                        PhlWindow        *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "phl-path");
  const char *room = g_object_get_data (G_OBJECT (dialog), "phl-room");

  if (!g_str_equal (response, "end"))
    return;
  phl_online_forget (online (self), room);
  g_unlink (path);
  _phl_window_refresh_continue (self);
  _phl_window_show_toast (self, _("Online game ended"));
}

static void
ask_end_hosted (PhlWindow     *self,
                PhlOnlineGame *game)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("End This Online Game?"),
                                                       _("Your friends will not be able to play it on.")));
  gtk_window_set_title (GTK_WINDOW (dialog), _("End This Online Game?"));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "end", _("_End Game"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "end", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "phl-path", g_strdup (game->autosave), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "phl-room", g_strdup (game->room), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_end_hosted_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Whether @path is one of the autosaves, not a file anywhere else. */
static gboolean
is_unfinished_game (const char *path)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();

  return g_ptr_array_find_with_equal_func (paths, path, g_str_equal, NULL);
}

/* win.continue: the game in progress played last. */
static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_autoptr(GPtrArray) paths = phl_unfinished_games_list ();

  if (paths->len > 0)
    _phl_window_continue_from (PHL_WINDOW (widget), g_ptr_array_index (paths, 0));
}

/* win.continue-game (s): the game in progress saved at that path. */
static void
continue_game_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  const char *path = g_variant_get_string (parameter, NULL);

  if (is_unfinished_game (path))
    _phl_window_continue_from (PHL_WINDOW (widget), path);
  else
    _phl_window_refresh_continue (PHL_WINDOW (widget));
}

/* win.delete-unfinished (s): the game in progress saved at that path goes,
 * its save kept in memory for the toast's Undo. */
static void
delete_unfinished_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autofree char *data = NULL;
  gsize length;
  AdwToast *toast;
  DeletedGame *deleted;
  PhlOnlineGame *hosted = phl_online_games_find_autosave (phl_online_get_games (online (self)), path);

  if (hosted != NULL && is_unfinished_game (path))
    {
      ask_end_hosted (self, hosted);
      return;
    }
  if (!is_unfinished_game (path) || !phl_file_read_regular (path, PHL_MAX_SAVE_SIZE, &data, &length, NULL))
    return;
  if (g_unlink (path) != 0)
    {
      g_autofree char *name = g_path_get_basename (path);
      /* Translators: %s is a file name */
      g_autofree char *message = g_strdup_printf (_("%s could not be deleted."), name);

      _phl_window_show_toast (self, message);
      return;
    }
  deleted = g_new0 (DeletedGame, 1);
  deleted->path = g_strdup (path);
  deleted->data = g_bytes_new_take (g_steal_pointer (&data), length);
  g_object_set_data_full (G_OBJECT (self), DELETED_KEY, deleted, deleted_game_free);
  _phl_window_refresh_continue (self);

  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete-unfinished");
  _phl_window_add_toast (self, toast);
}

/* win.undo-delete-unfinished: the game deleted last is back. */
static void
undo_delete_unfinished_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  DeletedGame *deleted = g_object_get_data (G_OBJECT (self), DELETED_KEY);
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data;

  if (deleted == NULL)
    return;
  data = g_bytes_get_data (deleted->data, &length);
  if (!phl_file_write_atomically (deleted->path, data, length, &error))
    _phl_window_show_toast (self, error->message);
  g_object_set_data (G_OBJECT (self), DELETED_KEY, NULL);
  _phl_window_refresh_continue (self);
}

/* A hosted game is autosaved as any game in progress: in a file of its
 * own, for Continue (phl-online.c). */
GtkWidget *
_phl_window_play_online (PhlWindow *self,
                         PhlMatch  *match,
                         gboolean   autosave)
{
  const PhlGameInfo *info = phl_game_info_lookup (phl_match_get_rules (match)->id);

  g_return_val_if_fail (info != NULL && info->create_view != NULL, NULL);

  if (phl_window_get_match (self) != match)
    _phl_window_save_before_leaving (self);
  _phl_window_set_match (self, match);
  /* A hosted game is a game in progress of its own, as any new game. */
  if (autosave && phl_match_get_autosave_path (match) == NULL)
    {
      g_autofree char *path = phl_unfinished_games_new_path (info->id);

      phl_match_set_autosave_path (match, path);
    }
  if (autosave)
    phl_match_autosave (match, NULL);
  return _phl_window_show_view (self, info, match, _(info->name));
}

void
_phl_window_class_add_unfinished_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.continue-game", "s", continue_game_action);
  gtk_widget_class_install_action (widget_class, "win.delete-unfinished", "s", delete_unfinished_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete-unfinished", NULL,
                                   undo_delete_unfinished_action);
  gtk_widget_class_install_action (widget_class, "win.continue-online", "s", continue_online_action);
  gtk_widget_class_install_action (widget_class, "win.delete-online", "s", delete_online_action);
}
