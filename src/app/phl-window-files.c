/* phl-window-files.c — Open… and Save As… for games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any save or position file (docs/save-format.md) opens: a finished game in replay
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

#include "phl-file-chooser.h"
#include "phl-game-info.h"
#include "phl-match-file.h"
#include "phl-window-private.h"

#define SUFFIX ".philatelia"

/* ---- The choosers --------------------------------------------------------- */

static void
open_chosen (GtkWindow *parent,
             GFile     *file,
             gpointer   user_data)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), user_data, "s", path);
}

static void
choose_file (PhlWindow  *self,
             gboolean    save,
             const char *initial_name)
{
  PhlFileChooserOptions options = {
    .title = save ? _("Save Game As") : _("Open Game"),
    .accept_label = save ? _("_Save") : _("_Open"),
    .initial_name = initial_name,
    .pattern = "*" SUFFIX,
    .filter_name = _("Philatelia games"),
    .save = save,
  };

  phl_file_chooser_run (GTK_WINDOW (self), &options, open_chosen,
                        save ? "win.save-as-file" : "win.open-file");
}

static void
show_file_error (PhlWindow  *self,
                 const char *heading,
                 const char *reason)
{
  g_message ("%s %s", heading, reason);
  phl_show_error_dialog (GTK_WINDOW (self), heading, reason);
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
  /* From anywhere: a legacy deck path may not reach outside its folder. */
  g_autoptr(PhlMatch) match = phl_match_new_from_other_file (path, &error);
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
