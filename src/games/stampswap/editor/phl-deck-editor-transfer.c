/* phl-deck-editor-transfer.c — decks into and out of the deck editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Import a deck file or a spreadsheet (CSV, docs/formats.md "Deck
 * spreadsheet"); when the deck is one of the user's decks already, ask:
 * Replace it, Keep Both (the import renamed "My deck (2)") or Cancel.
 * Export the deck as a spreadsheet, and the selected card as a PNG
 * picture at a chosen resolution.
 */
#define G_LOG_DOMAIN "phl-deck-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-deck-editor-private.h"
#include "phl-deck-file.h"
#include "phl-deck-pdf.h"
#include "phl-file.h"
#include "stampswap/phl-stampswap-deck-csv.h"

/* ---------------------------------------------------------------- the user's decks */

static GKeyFile *
load_deck_file (const char *path)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize length;

  if (!phl_file_read_regular (path, PHL_DECK_CSV_MAX_SIZE, &data, &length, NULL)
      || !g_key_file_load_from_data (file, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
    return NULL;
  return g_steal_pointer (&file);
}

/* The user's deck files, each with its key file, in the callback. */
typedef gboolean (*DeckVisitor) (const char *path,
                                 GKeyFile   *file,
                                 gpointer    data);

static void
for_each_user_deck (DeckVisitor visit,
                    gpointer    data)
{
  g_autofree char *dir_path = phl_deck_file_user_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GKeyFile) file = NULL;

      if (!g_str_has_suffix (name, ".deck"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      file = load_deck_file (path);
      if (file != NULL && !visit (path, file, data))
        return;
    }
}

typedef struct
{
  const char *id;
  char       *path;
} IdSearch;

static gboolean
has_id (const char *path,
        GKeyFile   *file,
        gpointer    data)
{
  IdSearch *search = data;
  g_autofree char *id = g_key_file_get_value (file, "Deck", "Id", NULL);

  if (g_strcmp0 (id, search->id) != 0)
    return TRUE;
  search->path = g_strdup (path);
  return FALSE;
}

static gboolean
add_name (const char *path,
          GKeyFile   *file,
          gpointer    names)
{
  char *name = g_key_file_get_string (file, "Deck", "Name", NULL);

  if (name != NULL)
    g_hash_table_add (names, name);
  return TRUE;
}

/* "@name (@n)" as the deck list writes a second deck of a name. */
static char *
numbered_name (const char *name,
               guint       n)
{
  /* Translators: a deck's name with a number that tells it from a deck of
   * the same name, e.g. "My deck (2)" */
  return g_strdup_printf (_("%s (%u)"), name, n);
}

/* The first number n from 2 for which no user deck is called "@name (n)". */
static guint
free_name_number (const char *name)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for_each_user_deck (add_name, names);
  for (guint n = 2; ; n++)
    {
      g_autofree char *candidate = numbered_name (name, n);

      if (!g_hash_table_contains (names, candidate))
        return n;
    }
}

/* ---------------------------------------------------------------- import */

typedef struct
{
  PhlDeckEditor   *self;
  PhlDeckDocument *imported;
  char            *existing;   /* the user's deck with the same id */
} Import;

static void
import_free (Import *import)
{
  g_object_unref (import->self);
  g_object_unref (import->imported);
  g_free (import->existing);
  g_free (import);
}

static void
import_free_notify (gpointer  data,
                    GClosure *closure)
{
  import_free (data);
}

static void
imported_toast (PhlDeckEditor   *self,
                PhlDeckDocument *imported)
{
  guint problems = phl_deck_document_get_problems (imported)->len;
  g_autofree char *message = NULL;

  if (problems == 0)
    message = g_strdup (_("Deck imported"));
  else
    message = g_strdup_printf (g_dngettext (NULL, "Deck imported with %u problem: fix it to play with it",
                                            "Deck imported with %u problems: fix them to play with it",
                                            problems), problems);
  phl_deck_editor_toast (self, message);
}

/* A new user deck, beside any with the same id or name. */
static void
import_as_new (PhlDeckEditor   *self,
               PhlDeckDocument *imported)
{
  g_autofree char *id = phl_deck_editor_deck_id (imported);
  g_autofree char *target = phl_deck_editor_create_deck (self, imported, id, NULL);

  if (target == NULL)
    return;
  phl_deck_editor_open_deck (self, target);
  imported_toast (self, imported);
}

/* Keep Both: the import is renamed "My deck (2)" in every language. */
static void
import_keep_both (Import *import)
{
  GKeyFile *key_file = phl_deck_document_get_key_file (import->imported);
  g_autofree char *name = g_key_file_get_string (key_file, "Deck", "Name", NULL);
  guint n = free_name_number (name ? name : "");
  g_auto(GStrv) keys = g_key_file_get_keys (key_file, "Deck", NULL, NULL);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    if (g_str_equal (keys[i], "Name") || g_str_has_prefix (keys[i], "Name["))
      {
        g_autofree char *value = g_key_file_get_string (key_file, "Deck", keys[i], NULL);
        g_autofree char *renamed = numbered_name (value ? value : "", n);

        g_key_file_set_string (key_file, "Deck", keys[i], renamed);
      }
  import_as_new (import->self, import->imported);
}

/* Replace: the user's deck gets the imported text (and loses its draft). */
static void
import_replace (Import *import)
{
  PhlDeckEditor *self = import->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = phl_deck_document_to_data (import->imported, NULL);
  g_autofree char *draft = phl_deck_document_draft_path (import->existing);

  if (self->document != NULL && g_strcmp0 (phl_deck_document_get_path (self->document), import->existing) == 0)
    {
      phl_deck_document_discard_draft (self->document);
      /* Opened again below, from the new text. */
      g_clear_object (&self->document);
    }
  g_unlink (draft);
  if (!phl_file_write_atomically (import->existing, data, strlen (data), &error))
    {
      phl_show_error_dialog (GTK_WINDOW (self), _("Could not import the deck"), error->message);
      phl_deck_editor_open_deck (self, NULL);
      return;
    }
  phl_deck_editor_open_deck (self, import->existing);
  imported_toast (self, import->imported);
}

static void
import_response (AdwMessageDialog *dialog,
                 const char       *response,
                 Import           *import)
{
  if (g_str_equal (response, "replace"))
    import_replace (import);
  else if (g_str_equal (response, "keep"))
    import_keep_both (import);
}

/* Imports @imported, asking first when the user has a deck with its id. */
static void
import_document (PhlDeckEditor   *self,
                 PhlDeckDocument *imported)
{
  g_autofree char *id = phl_deck_document_get_value (imported, "Deck", "Id");
  IdSearch search = { id, NULL };
  g_autoptr(GKeyFile) existing = NULL;
  g_autofree char *existing_name = NULL;
  g_autofree char *import_name = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  Import *import;

  if (id != NULL)
    for_each_user_deck (has_id, &search);
  if (search.path == NULL)
    {
      import_as_new (self, imported);
      return;
    }
  existing = load_deck_file (search.path);
  existing_name = existing ? g_key_file_get_locale_string (existing, "Deck", "Name", NULL, NULL) : NULL;
  import_name = g_key_file_get_string (phl_deck_document_get_key_file (imported), "Deck", "Name", NULL);
  renamed = numbered_name (import_name ? import_name : "", free_name_number (import_name ? import_name : ""));
  /* Translators: %s is the name of one of the user's decks */
  heading = g_strdup_printf (_("Replace “%s”?"), existing_name ? existing_name : id);
  body = g_strdup_printf (_("Your decks already have this deck. Replace it with the imported one, "
                            "or keep both: the imported deck is then called “%s”."), renamed);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "keep", _("_Keep Both"), "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  import = g_new0 (Import, 1);
  import->self = g_object_ref (self);
  import->imported = g_object_ref (imported);
  import->existing = g_steal_pointer (&search.path);
  g_signal_connect_data (dialog, "response", G_CALLBACK (import_response), import, import_free_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_path (PhlDeckEditor *self,
             const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlDeckDocument) imported = phl_deck_document_new_from_file (path, &error);

  if (imported == NULL)
    {
      phl_show_error_dialog (GTK_WINDOW (self), _("Could not import the deck"), error->message);
      return;
    }
  import_document (self, imported);
}

/* A spreadsheet: its errors name the file, the line and the column. */
static void
import_csv_path (PhlDeckEditor *self,
                 const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) deck = NULL;
  g_autoptr(PhlDeckDocument) imported = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (phl_file_read_regular (path, PHL_DECK_CSV_MAX_SIZE, &csv, &length, &error)
      && (deck = phl_stampswap_deck_from_csv (csv, length, path, &error)) != NULL)
    {
      data = g_key_file_to_data (deck, &length, NULL);
      imported = phl_deck_document_new_from_data (data, length, NULL, FALSE, &error);
    }
  if (imported == NULL)
    {
      phl_show_error_dialog (GTK_WINDOW (self), _("Could not import the spreadsheet"), error->message);
      return;
    }
  import_document (self, imported);
}

static void
import_chosen (GtkWindow *parent,
               GFile     *file,
               gpointer   csv)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL && csv != NULL)
    import_csv_path (PHL_DECK_EDITOR (parent), path);
  else if (path != NULL)
    import_path (PHL_DECK_EDITOR (parent), path);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  gboolean csv = strstr (action_name, "csv") != NULL;
  PhlFileChooserOptions options = {
    .title = csv ? _("Import Spreadsheet") : _("Import Deck"),
    .accept_label = _("_Import"),
    .pattern = csv ? "*.csv" : "*.deck",
    .filter_name = csv ? _("Spreadsheets (CSV)") : _("Stamp Swap decks"),
  };

  if (parameter != NULL && csv)
    import_csv_path (self, g_variant_get_string (parameter, NULL));
  else if (parameter != NULL)
    import_path (self, g_variant_get_string (parameter, NULL));
  else
    phl_file_chooser_run (GTK_WINDOW (self), &options, import_chosen, GINT_TO_POINTER (csv));
}

/* ---------------------------------------------------------------- export */

static void
export_csv_to (PhlDeckEditor *self,
               const char    *path)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *csv = phl_stampswap_deck_to_csv (phl_deck_document_get_key_file (self->document), &length);

  if (!phl_file_write_atomically (path, csv, length, &error))
    phl_show_error_dialog (GTK_WINDOW (self), _("Could not export the spreadsheet"), error->message);
  else
    phl_deck_editor_toast (self, _("Spreadsheet exported"));
}

static void
export_csv_chosen (GtkWindow *parent,
                   GFile     *file,
                   gpointer   user_data)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_csv_to (PHL_DECK_EDITOR (parent), path);
}

static void
export_csv_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  g_autofree char *id = phl_deck_editor_deck_id (self->document);
  g_autofree char *name = g_strdup_printf ("%s.csv", id);

  if (parameter != NULL)
    export_csv_to (self, g_variant_get_string (parameter, NULL));
  else
    phl_deck_editor_choose_file (self, TRUE, _("Export as Spreadsheet"), name, "*.csv", _("Spreadsheets (CSV)"),
                                 export_csv_chosen);
}

/* ---------------------------------------------------------------- a card as a picture */

static const guint png_resolutions[] = { 150, 300, 600 };

static void
export_png_to (PhlDeckEditor *self,
               const char    *path,
               guint          dpi)
{
  g_autoptr(GError) error = NULL;
  int width, height;

  if (!phl_deck_png_export (self->document, self->selected_card, phl_deck_editor_get_language (self), dpi,
                            path, &width, &height, &error))
    phl_show_error_dialog (GTK_WINDOW (self), _("Could not export the card"), error->message);
  else
    {
      /* Translators: the size of the picture written, e.g. "Card exported: 744 × 1039 pixels" */
      g_autofree char *message = g_strdup_printf (_("Card exported: %d × %d pixels"), width, height);

      phl_deck_editor_toast (self, message);
    }
}

static void
export_png_chosen (GtkWindow *parent,
                   GFile     *file,
                   gpointer   dpi)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_png_to (PHL_DECK_EDITOR (parent), path, GPOINTER_TO_UINT (dpi));
}

static void
png_resolution_chosen (AdwMessageDialog *dialog,
                       const char       *response,
                       PhlDeckEditor    *self)
{
  GtkDropDown *resolution = g_object_get_data (G_OBJECT (dialog), "resolution");
  guint dpi = png_resolutions[MIN (gtk_drop_down_get_selected (resolution), G_N_ELEMENTS (png_resolutions) - 1)];
  const char *id = self->selected_card ? strchr (self->selected_card, ':') : NULL;
  g_autofree char *name = g_strdup_printf ("%s-%s.png", id ? id + 1 : "card", phl_deck_editor_get_language (self));
  PhlFileChooserOptions options = {
    .title = _("Export Card as Picture"),
    .accept_label = _("_Export"),
    .initial_name = name,
    .pattern = "*.png",
    .filter_name = _("PNG pictures"),
    .save = TRUE,
  };

  if (g_str_equal (response, "choose"))
    phl_file_chooser_run (GTK_WINDOW (self), &options, export_png_chosen, GUINT_TO_POINTER (dpi));
}

/* The selected card as a PNG picture: the resolution first, then the file.
 * With a parameter ("(si)": path and dots per inch), at once. */
static void
export_png_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PhlDeckEditor *self = PHL_DECK_EDITOR (widget);
  GtkWidget *dialog, *resolution;

  if (parameter != NULL)
    {
      const char *path;
      gint32 dpi;

      g_variant_get (parameter, "(&si)", &path, &dpi);
      if (dpi >= PHL_DECK_PNG_MIN_DPI && dpi <= PHL_DECK_PNG_MAX_DPI)
        export_png_to (self, path, (guint) dpi);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Export Card as Picture"),
                                   _("The selected card at its printed size (63 × 88 mm), in the language "
                                     "of the preview, as a PNG picture."));
  resolution = gtk_drop_down_new_from_strings ((const char * const[]) {
    _("150 dpi (screens)"), _("300 dpi (printing)"), _("600 dpi (fine printing)"), NULL });
  gtk_drop_down_set_selected (GTK_DROP_DOWN (resolution), 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (resolution), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Resolution"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), resolution);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "choose", _("_Choose File…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "choose", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "choose");
  g_object_set_data (G_OBJECT (dialog), "resolution", resolution);
  g_signal_connect (dialog, "response", G_CALLBACK (png_resolution_chosen), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
phl_deck_editor_class_install_transfer_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.export-png", NULL, export_png_action);
  gtk_widget_class_install_action (widget_class, "editor.export-png-file", "(si)", export_png_action);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.import-csv", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.export-csv", NULL, export_csv_action);
  /* The same with a path, for scripted use and the UI tests. */
  gtk_widget_class_install_action (widget_class, "editor.import-file", "s", import_action);
  gtk_widget_class_install_action (widget_class, "editor.import-csv-file", "s", import_action);
  gtk_widget_class_install_action (widget_class, "editor.export-csv-file", "s", export_csv_action);
}
