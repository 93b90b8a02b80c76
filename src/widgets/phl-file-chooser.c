/* phl-file-chooser.c — asking for a file to open or save, on every GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.10 replaced GtkFileChooserNative with GtkFileDialog; Debian 12 has
 * 4.8 and the Flatpak runtime the newest, so the one place that chooses
 * between them is here.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-file-chooser.h"

typedef struct
{
  GtkWindow     *parent;
  PhlFileChosen  callback;
  gpointer       user_data;
  gboolean       save;
} ChooserData;

static void
chosen (ChooserData *data,
        GFile       *file)
{
  if (file != NULL)
    data->callback (data->parent, file, data->user_data);
  g_object_unref (data->parent);
  g_free (data);
}

#if GTK_CHECK_VERSION (4, 10, 0)
static void
dialog_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ChooserData *data = user_data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr(GFile) file = data->save ? gtk_file_dialog_save_finish (dialog, result, NULL)
                                     : gtk_file_dialog_open_finish (dialog, result, NULL);

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

void
phl_file_chooser_run (GtkWindow                   *parent,
                      const PhlFileChooserOptions *options,
                      PhlFileChosen                callback,
                      gpointer                     user_data)
{
  ChooserData *data;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (options != NULL && callback != NULL);

  data = g_new0 (ChooserData, 1);
  data->parent = g_object_ref (parent);
  data->callback = callback;
  data->user_data = user_data;
  data->save = options->save;
  gtk_file_filter_add_pattern (filter, options->pattern);
  gtk_file_filter_set_name (filter, options->filter_name);
#if GTK_CHECK_VERSION (4, 10, 0)
  {
    g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
    g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

    g_list_store_append (filters, filter);
    gtk_file_dialog_set_title (dialog, options->title);
    gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
    gtk_file_dialog_set_modal (dialog, TRUE);
    if (options->save)
      {
        gtk_file_dialog_set_initial_name (dialog, options->initial_name);
        gtk_file_dialog_save (dialog, parent, NULL, dialog_done, data);
      }
    else
      gtk_file_dialog_open (dialog, parent, NULL, dialog_done, data);
  }
#else
  {
    GtkFileChooserNative *native =
      gtk_file_chooser_native_new (options->title, parent,
                                   options->save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                   options->accept_label, _("_Cancel"));

    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    if (options->save && options->initial_name != NULL)
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), options->initial_name);
    g_signal_connect (native, "response", G_CALLBACK (native_response), data);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  }
#endif
}

void
phl_show_error_dialog (GtkWindow  *parent,
                       const char *heading,
                       const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, NULL);

  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}
