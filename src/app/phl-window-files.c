/* phl-window-files.c — Open… and Save As… for games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any save or position file (FORMATS.md) opens: a finished game in replay
 * (win.replay), any other goes on being played.  A file that cannot be
 * read is said so in a dialog with the loader's reason (file, line, key),
 * and the game on screen is left as it was.  Save As writes the game on
 * screen to a file of the player's choice, atomically.
 *
 * The choosers only pick a path and hand it to win.open-file or
 * win.save-as-file, which the UI tests call directly.
 */
#define G_LOG_DOMAIN "phl-window-files"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-window-private.h"

#define SUFFIX ".philatelia"

static void
show_file_error (PhlWindow  *self,
                 const char *heading,
                 const char *reason)
{
  /* The body is plain text: nothing read from a file becomes markup. */
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);

  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), reason);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  g_message ("%s %s", heading, reason);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- The choosers --------------------------------------------------------- */

typedef struct
{
  PhlWindow  *self;
  const char *action;   /* win.open-file or win.save-as-file */
} ChooserData;

static void
chosen (ChooserData *data,
        GFile       *file)
{
  g_autofree char *path = file ? g_file_get_path (file) : NULL;

  if (path != NULL)
    gtk_widget_activate_action (GTK_WIDGET (data->self), data->action, "s", path);
  g_object_unref (data->self);
  g_free (data);
}

#if GTK_CHECK_VERSION (4, 10, 0)
static void
dialog_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  ChooserData *data = user_data;
  g_autoptr(GFile) file = NULL;

  if (g_str_equal (data->action, "win.save-as-file"))
    file = gtk_file_dialog_save_finish (dialog, result, NULL);
  else
    file = gtk_file_dialog_open_finish (dialog, result, NULL);
  chosen (data, file);
}
#else
static void
native_response (GtkNativeDialog *native,
                 int              response,
                 gpointer         user_data)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  chosen (user_data, file);
  g_object_unref (native);
}
#endif

static void
choose_file (PhlWindow  *self,
             gboolean    save,
             const char *initial_name)
{
  ChooserData *data = g_new0 (ChooserData, 1);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  const char *title = save ? _("Save Game As") : _("Open Game");

  data->self = g_object_ref (self);
  data->action = save ? "win.save-as-file" : "win.open-file";
  gtk_file_filter_add_pattern (filter, "*" SUFFIX);
  gtk_file_filter_set_name (filter, _("Philatelia games"));
#if GTK_CHECK_VERSION (4, 10, 0)
  {
    g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
    g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

    g_list_store_append (filters, filter);
    gtk_file_dialog_set_title (dialog, title);
    gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
    gtk_file_dialog_set_modal (dialog, TRUE);
    if (save)
      {
        gtk_file_dialog_set_initial_name (dialog, initial_name);
        gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, dialog_done, data);
      }
    else
      gtk_file_dialog_open (dialog, GTK_WINDOW (self), NULL, dialog_done, data);
  }
#else
  {
    GtkFileChooserNative *native =
      gtk_file_chooser_native_new (title, GTK_WINDOW (self),
                                   save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   save ? _("_Save") : _("_Open"), _("_Cancel"));

    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    if (save)
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), initial_name);
    g_signal_connect (native, "response", G_CALLBACK (native_response), data);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  }
#endif
}

/* ---- Open ------------------------------------------------------------------ */

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  choose_file (PHL_WINDOW (widget), FALSE, NULL);
}

/* win.open-file: the file at the parameter's path. */
static void
open_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new_from_file (path, &error);
  const PhlGameInfo *info;

  if (match == NULL)
    {
      show_file_error (self, _("The file cannot be opened"), error->message);
      return;
    }

  /* Over: there is nothing to play, only to look back at. */
  if (phl_match_is_over (match))
    {
      if (!gtk_widget_activate_action (widget, "win.replay", "s", path))
        _phl_window_show_toast (self, _("This game is over."));
      return;
    }

  info = phl_game_info_lookup (phl_match_get_rules (match)->id);
  if (info == NULL || !phl_game_info_playable (info))
    {
      g_autofree char *reason =
        /* Translators: %s is a file's path */
        g_strdup_printf (_("%s: this version of Philatelia cannot play this game."), path);

      show_file_error (self, _("The file cannot be opened"), reason);
      return;
    }
  /* Played from here on like any game: autosaved, Continue brings it
   * back; the file itself stays as it was. */
  _phl_window_play_or_ask (self, match);
}

/* ---- Save As ---------------------------------------------------------------- */

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  PhlMatch *match = phl_window_get_match (self);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = NULL;
  g_autofree char *name = NULL;

  if (match == NULL)
    return;
  stamp = g_date_time_format (now, "%Y-%m-%d %H.%M");
  name = g_strdup_printf ("%s %s" SUFFIX, phl_match_get_rules (match)->id, stamp);
  choose_file (self, TRUE, name);
}

static void
save_to (PhlWindow  *self,
         const char *path)
{
  PhlMatch *match = phl_window_get_match (self);
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (match == NULL)
    return;
  if (!phl_match_save (match, path, &error))
    {
      show_file_error (self, _("The game cannot be saved"), error->message);
      return;
    }
  basename = g_path_get_basename (path);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Saved as %s"), basename);
  _phl_window_show_toast (self, message);
}

static void
on_replace_response (AdwMessageDialog *dialog,
                     const char       *response,
                     PhlWindow        *self)
{
  if (g_str_equal (response, "replace"))
    save_to (self, g_object_get_data (G_OBJECT (dialog), "phl-path"));
}

/* win.save-as-file: the game on screen to the parameter's path. */
static void
save_as_file_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const char *chosen_path = g_variant_get_string (parameter, NULL);
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  if (phl_window_get_match (self) == NULL)
    return;
  if (g_str_has_suffix (chosen_path, SUFFIX))
    {
      /* The chooser has asked already before replacing a file. */
      save_to (self, chosen_path);
      return;
    }

  /* The suffix the Open dialog looks for; the name with it is one the
   * chooser did not ask about. */
  path = g_strconcat (chosen_path, SUFFIX, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      save_to (self, path);
      return;
    }
  basename = g_path_get_basename (path);
  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Replace “%s”?"), basename);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, NULL));
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_set_body (dialog, _("A file with this name already exists. Saving the game replaces it."));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "phl-path", g_steal_pointer (&path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_phl_window_class_add_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-file", "s", open_file_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.save-as-file", "s", save_as_file_action);
}
