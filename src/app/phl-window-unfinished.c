/* phl-window-unfinished.c — the games in progress the library lists
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each unfinished game has its own autosave (phl-unfinished-games.c):
 * win.continue plays the one played last, win.continue-game (s) the one
 * at a path, win.delete-unfinished (s) deletes one with an Undo in a
 * toast (win.undo-delete-unfinished), its save kept in memory till then.
 */
#define G_LOG_DOMAIN "phl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "phl-file.h"
#include "phl-key-file.h"
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

void
_phl_window_class_add_unfinished_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.continue-game", "s", continue_game_action);
  gtk_widget_class_install_action (widget_class, "win.delete-unfinished", "s", delete_unfinished_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete-unfinished", NULL,
                                   undo_delete_unfinished_action);
}
