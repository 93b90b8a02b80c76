/* phl-file-chooser.h — asking for a file to open or save, on every GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called only when the person picked a file. */
typedef void (*PhlFileChosen) (GtkWindow *parent,
                               GFile     *file,
                               gpointer   user_data);

typedef struct
{
  const char *title;
  /* The accept button's label on GTK before 4.10 ("_Open", "_Export"). */
  const char *accept_label;
  /* The proposed name when saving; NULL for none. */
  const char *initial_name;
  /* One filter: a glob and its name ("*.deck", "Stamp Swap decks"). */
  const char *pattern;
  const char *filter_name;
  gboolean    save;
} PhlFileChooserOptions;

/* A modal file chooser on @parent (GtkFileDialog from GTK 4.10 on, a
 * native chooser before); @parent is kept alive until it closes. */
void phl_file_chooser_run (GtkWindow                   *parent,
                           const PhlFileChooserOptions *options,
                           PhlFileChosen                callback,
                           gpointer                     user_data);

/* A message dialog for a failure; @body is plain text (a loader's reason
 * with file, line and key), never markup. */
void phl_show_error_dialog (GtkWindow  *parent,
                            const char *heading,
                            const char *body);

G_END_DECLS
