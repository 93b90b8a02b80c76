/* phl-deck-document.c — a Stamp Swap deck being edited
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document: the deck's GKeyFile, loading, undo/redo snapshots, edits
 * of values and translations, validation, drafts and atomic saves.  The
 * operations on whole cards are in phl-deck-document-cards.c.
 */
#define G_LOG_DOMAIN "phl-deck-document"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-deck-document-private.h"
#include "phl-deck-file.h"
#include "phl-file.h"
#include "phl-match.h"
#include "stampswap/phl-stampswap-card-text.h"
#include "philatelia-core-resources.h"

#define STANDARD_RESOURCE "/io/github/philatelia/Philatelia/core/decks/standard.deck"
#define UNDO_DEPTH        200
#define VALIDATE_DELAY_MS 150
#define DRAFT_DELAY_MS    400


G_DEFINE_FINAL_TYPE (PhlDeckDocument, phl_deck_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_READ_ONLY,
  N_PROPS
};

enum {
  CHANGED,
  VALIDATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
phl_deck_problem_free (PhlDeckProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->group);
  g_free (problem->key);
  g_free (problem->message);
  g_free (problem->full);
  g_free (problem);
}

PhlDeckProblem *
phl_deck_problem_parse (const char *message,
                        const char *name)
{
  PhlDeckProblem *problem = g_new0 (PhlDeckProblem, 1);
  const char *p = message;

  problem->full = g_strdup (message);
  if (name != NULL && g_str_has_prefix (p, name) && p[strlen (name)] == ':')
    {
      p += strlen (name) + 1;
      if (g_ascii_isdigit (*p))
        {
          problem->line = (guint) g_ascii_strtoull (p, (char **) &p, 10);
          if (*p == ':')
            p++;
        }
    }
  while (*p == ' ')
    p++;
  if (*p == '[')
    {
      /* The group ends at the first "]" followed by ":" or " ". */
      const char *end = p + 1;

      while ((end = strchr (end, ']')) != NULL && end[1] != ':' && end[1] != ' ')
        end++;
      if (end != NULL)
        {
          problem->group = g_strndup (p + 1, end - p - 1);
          p = end + 1;
          if (*p == ' ')
            {
              const char *colon = strstr (p + 1, ": ");
              const char *space = strchr (p + 1, ' ');

              if (colon != NULL && (space == NULL || space > colon))
                {
                  problem->key = g_strndup (p + 1, colon - p - 1);
                  p = colon;
                }
            }
          if (*p == ':')
            p++;
          while (*p == ' ')
            p++;
        }
    }
  problem->message = g_strdup (p);
  return problem;
}

gboolean
phl_deck_parse_card_group (const char           *group,
                           PhlStampswapCardKind *kind,
                           const char          **id)
{
  PhlCardKind k;

  if (group == NULL || !phl_deck_file_parse_group (group, &k, id))
    return FALSE;
  if (kind != NULL)
    *kind = (PhlStampswapCardKind) k;
  return TRUE;
}

gboolean
phl_deck_id_is_valid (const char *id)
{
  g_autofree char *group = NULL;

  if (id == NULL || strlen (id) > 64)
    return FALSE;
  group = g_strconcat ("Event:", id, NULL);
  return phl_deck_file_parse_group (group, NULL, NULL);
}

static void
phl_deck_document_finalize (GObject *object)
{
  PhlDeckDocument *self = (PhlDeckDocument *)object;

  g_clear_handle_id (&self->validate_id, g_source_remove);
  /* Pending edits reach the draft even when the window goes away. */
  if (self->draft_id != 0)
    {
      g_clear_handle_id (&self->draft_id, g_source_remove);
      phl_deck_document_write_draft (self, NULL);
    }
  g_clear_pointer (&self->key_file, g_key_file_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->saved_text, g_free);
  g_clear_pointer (&self->file_text, g_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->merge, g_free);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->warnings, g_ptr_array_unref);

  G_OBJECT_CLASS (phl_deck_document_parent_class)->finalize (object);
}

static void
phl_deck_document_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PhlDeckDocument *self = PHL_DECK_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, phl_deck_document_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, phl_deck_document_get_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, phl_deck_document_get_modified (self));
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
phl_deck_document_class_init (PhlDeckDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = phl_deck_document_finalize;
  object_class->get_property = phl_deck_document_get_property;

  /**
   * PhlDeckDocument:can-undo:
   *
   * Whether there is an edit to undo.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * PhlDeckDocument:can-redo:
   *
   * Whether there is an undone edit to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * PhlDeckDocument:modified:
   *
   * Whether the text differs from the saved file.
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * PhlDeckDocument:read-only:
   *
   * The built-in deck cannot be edited.
   */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PhlDeckDocument::changed:
   * @structural: whether cards were added, removed, renamed or moved
   *   (or the whole text replaced, as by undo)
   *
   * Emitted after every edit.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * PhlDeckDocument::validated:
   *
   * Emitted when the problems were checked again.
   */
  signals[VALIDATED] = g_signal_new ("validated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
phl_deck_document_init (PhlDeckDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
  self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_deck_problem_free);
  self->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) phl_deck_problem_free);
}

/* ---------------------------------------------------------------- loading */

/* @name: the file as messages call it. */
static gboolean
check_text (const char  *data,
            gsize        length,
            const char  *name,
            GError     **error)
{
  g_autoptr(GError) utf8_error = NULL;

  if (length > PHL_DECK_DOCUMENT_MAX_SIZE)
    {
      g_autofree char *size = g_format_size (length);
      g_autofree char *max = g_format_size (PHL_DECK_DOCUMENT_MAX_SIZE);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is too large for a deck (%s; at most %s)."), size, max);
      return FALSE;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: it contains a null byte."));
      return FALSE;
    }
  /* The line and column, as the validator and philatelia-cli name them. */
  if (!phl_file_check_utf8 (data, length, name, &utf8_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: %s"), utf8_error->message);
      return FALSE;
    }
  return TRUE;
}

PhlDeckDocument *
phl_deck_document_new_from_data (const char  *data,
                                 gsize        length,
                                 const char  *path,
                                 gboolean     read_only,
                                 GError     **error)
{
  g_autoptr(PhlDeckDocument) self = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) groups = NULL;
  g_autofree char *name = NULL;
  gsize n_groups = 0;

  g_return_val_if_fail (data != NULL, NULL);

  /* The file's name is enough in the editor's message. */
  name = path != NULL ? g_path_get_basename (path) : g_strdup ("deck");
  if (!check_text (data, length, name, error))
    return NULL;
  if (!g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: %s"), local_error->message);
      return NULL;
    }
  groups = g_key_file_get_groups (key_file, &n_groups);
  if (n_groups > PHL_DECK_DOCUMENT_MAX_GROUPS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file has %u groups; a deck has at most %u cards."),
                   (guint) n_groups, 128);
      return NULL;
    }
  if (!g_key_file_has_group (key_file, "Deck"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: it has no [Deck] group."));
      return NULL;
    }

  self = g_object_new (PHL_TYPE_DECK_DOCUMENT, NULL);
  self->key_file = g_steal_pointer (&key_file);
  self->path = g_strdup (path);
  self->read_only = read_only;
  /* Translations without a source hash count as current as loaded. */
  phl_deck_document_record_sources (self);
  self->saved_text = g_key_file_to_data (self->key_file, NULL, NULL);
  self->file_text = g_strndup (data, length);
  phl_deck_document_validate_now (self);
  return g_steal_pointer (&self);
}

PhlDeckDocument *
phl_deck_document_new_from_file (const char  *path,
                                 GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  /* Only a regular file, and never more than the limit is read. */
  if (!phl_file_read_regular (path, PHL_DECK_DOCUMENT_MAX_SIZE, &data, &length, error))
    return NULL;
  return phl_deck_document_new_from_data (data, length, path, FALSE, error);
}

GBytes *
phl_deck_document_standard_bytes (void)
{
  return g_resource_lookup_data (phl_core_get_resource (), STANDARD_RESOURCE,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

PhlDeckDocument *
phl_deck_document_new_standard (void)
{
  g_autoptr(GBytes) bytes = phl_deck_document_standard_bytes ();
  g_autoptr(GError) error = NULL;
  PhlDeckDocument *self;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  self = phl_deck_document_new_from_data (data, length, NULL, TRUE, &error);
  if (self == NULL)
    g_error ("the built-in deck does not load: %s", error->message);
  return self;
}

/* ---------------------------------------------------------------- getters */

GKeyFile *
phl_deck_document_get_key_file (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->key_file;
}

const char *
phl_deck_document_get_path (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->path;
}

gboolean
phl_deck_document_get_read_only (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), TRUE);
  return self->read_only;
}

char *
phl_deck_document_to_data (PhlDeckDocument *self,
                           gsize           *length)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return g_key_file_to_data (self->key_file, length, NULL);
}

gboolean
phl_deck_document_get_modified (PhlDeckDocument *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);
  text = phl_deck_document_to_data (self, NULL);
  return g_strcmp0 (text, self->saved_text) != 0;
}

gboolean
phl_deck_document_get_can_undo (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
phl_deck_document_get_can_redo (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

char **
phl_deck_document_get_cards (PhlDeckDocument *self)
{
  g_auto(GStrv) groups = NULL;
  GPtrArray *cards = g_ptr_array_new ();

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);

  groups = g_key_file_get_groups (self->key_file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    if (phl_deck_parse_card_group (groups[i], NULL, NULL))
      g_ptr_array_add (cards, g_strdup (groups[i]));
  g_ptr_array_add (cards, NULL);
  return (char **) g_ptr_array_free (cards, FALSE);
}

char *
phl_deck_document_locale_key (const char *key,
            const char *language)
{
  if (language == NULL || language[0] == '\0' || g_str_equal (language, "en"))
    return g_strdup (key);
  return g_strdup_printf ("%s[%s]", key, language);
}

char *
phl_deck_document_get_value (PhlDeckDocument *self,
                             const char      *group,
                             const char      *key)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return g_key_file_get_value (self->key_file, group, key, NULL);
}

char *
phl_deck_document_get_translation (PhlDeckDocument *self,
                                   const char      *group,
                                   const char      *key,
                                   const char      *language)
{
  g_autofree char *full = phl_deck_document_locale_key (key, language);

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  /* get_string unescapes \n and friends. */
  return g_key_file_get_string (self->key_file, group, full, NULL);
}

/* ---------------------------------------------------------------- undo */

static void
notify_state (PhlDeckDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static gboolean
validate_cb (gpointer user_data)
{
  PhlDeckDocument *self = user_data;

  self->validate_id = 0;
  phl_deck_document_validate_now (self);
  return G_SOURCE_REMOVE;
}

static gboolean
draft_cb (gpointer user_data)
{
  PhlDeckDocument *self = user_data;
  g_autoptr(GError) error = NULL;

  self->draft_id = 0;
  if (!phl_deck_document_write_draft (self, &error))
    g_warning ("Could not write the deck draft: %s", error->message);
  return G_SOURCE_REMOVE;
}

void
phl_deck_document_changed (PhlDeckDocument *self,
                           gboolean         structural)
{
  if (self->validate_id == 0)
    self->validate_id = g_timeout_add (VALIDATE_DELAY_MS, validate_cb, self);
  if (self->path != NULL && !self->read_only)
    {
      g_clear_handle_id (&self->draft_id, g_source_remove);
      self->draft_id = g_timeout_add (DRAFT_DELAY_MS, draft_cb, self);
    }
  notify_state (self);
  g_signal_emit (self, signals[CHANGED], 0, structural);
}

/* Records the text before an edit, unless it continues a merged step. */
void
phl_deck_document_push_undo (PhlDeckDocument *self,
                             const char      *merge)
{
  gint64 now = g_get_monotonic_time ();

  if (self->edit_depth > 0)
    return;
  if (merge != NULL && self->merge != NULL && g_str_equal (merge, self->merge) &&
      now - self->merge_time < 2 * G_USEC_PER_SEC && self->undo->len > 0)
    {
      self->merge_time = now;
      return;
    }
  g_free (self->merge);
  self->merge = g_strdup (merge);
  self->merge_time = now;
  g_ptr_array_add (self->undo, phl_deck_document_to_data (self, NULL));
  if (self->undo->len > UNDO_DEPTH)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
}

void
phl_deck_document_begin_edit (PhlDeckDocument *self)
{
  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  if (self->edit_depth == 0)
    phl_deck_document_push_undo (self, NULL);
  self->edit_depth++;
}

void
phl_deck_document_end_edit (PhlDeckDocument *self)
{
  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  g_return_if_fail (self->edit_depth > 0);
  self->edit_depth--;
  if (self->edit_depth == 0)
    phl_deck_document_changed (self, FALSE);
}

static void
replace_text (PhlDeckDocument *self,
              const char      *text)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  if (!g_key_file_load_from_data (key_file, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
    return;
  g_key_file_unref (self->key_file);
  self->key_file = g_steal_pointer (&key_file);
}

void
phl_deck_document_undo (PhlDeckDocument *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  if (self->undo->len == 0)
    return;
  g_ptr_array_add (self->redo, phl_deck_document_to_data (self, NULL));
  text = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  replace_text (self, text);
  g_clear_pointer (&self->merge, g_free);
  phl_deck_document_changed (self, TRUE);
}

void
phl_deck_document_redo (PhlDeckDocument *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  if (self->redo->len == 0)
    return;
  g_ptr_array_add (self->undo, phl_deck_document_to_data (self, NULL));
  text = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  replace_text (self, text);
  g_clear_pointer (&self->merge, g_free);
  phl_deck_document_changed (self, TRUE);
}

/* ---------------------------------------------------------------- edits */

void
phl_deck_document_set_value (PhlDeckDocument *self,
                             const char      *group,
                             const char      *key,
                             const char      *value,
                             const char      *merge)
{
  g_autofree char *old = NULL;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  g_return_if_fail (group != NULL && key != NULL);

  if (self->read_only)
    return;
  old = g_key_file_get_value (self->key_file, group, key, NULL);
  if (value != NULL && value[0] == '\0')
    value = NULL;
  if (g_strcmp0 (old, value) == 0)
    return;
  phl_deck_document_push_undo (self, merge);
  if (value == NULL)
    g_key_file_remove_key (self->key_file, group, key, NULL);
  else
    g_key_file_set_value (self->key_file, group, key, value);
  /* A translation written now is translated from the English as it is now. */
  phl_deck_document_translation_written (self, group, key, value == NULL);
  if (self->edit_depth == 0)
    phl_deck_document_changed (self, FALSE);
}

void
phl_deck_document_set_translation (PhlDeckDocument *self,
                                   const char      *group,
                                   const char      *key,
                                   const char      *language,
                                   const char      *value,
                                   const char      *merge)
{
  g_autofree char *full = phl_deck_document_locale_key (key, language);
  g_autoptr(GKeyFile) escape = g_key_file_new ();
  g_autofree char *escaped = NULL;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));

  /* Escape newlines and leading spaces the way GKeyFile writes strings. */
  if (value != NULL && value[0] != '\0')
    {
      g_key_file_set_string (escape, "x", "x", value);
      escaped = g_key_file_get_value (escape, "x", "x", NULL);
    }
  phl_deck_document_set_value (self, group, full, escaped, merge);
}

/* ---------------------------------------------------------------- checks */

GPtrArray *
phl_deck_document_get_problems (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->problems;
}

GPtrArray *
phl_deck_document_get_warnings (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->warnings;
}

char *
phl_deck_document_get_file_name (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->path != NULL ? g_path_get_basename (self->path) : g_strdup ("standard.deck");
}

void
phl_deck_document_validate_now (PhlDeckDocument *self)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autofree char *name = NULL;
  gsize length;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));

  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_ptr_array_set_size (self->problems, 0);
  g_ptr_array_set_size (self->warnings, 0);
  text = phl_deck_document_to_data (self, &length);
  /* Messages name the file; its lines are those of the file on disk while
   * nothing is modified, then those of the text the editor will write. */
  if (self->file_text != NULL && g_strcmp0 (text, self->saved_text) == 0)
    {
      g_free (text);
      text = g_strdup (self->file_text);
      length = strlen (text);
    }
  name = phl_deck_document_get_file_name (self);
  file = phl_key_file_new_from_data (text, length, name, &error);
  if (file == NULL)
    {
      g_ptr_array_add (self->problems, phl_deck_problem_parse (error->message, name));
    }
  else
    {
      errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
      /* Exactly what `philatelia-cli validate-deck` runs: every problem. */
      if (phl_deck_file_check_header (file, errors))
        phl_stampswap_deck_validate (file, errors);
      for (guint i = 0; i < errors->len; i++)
        {
          GError *e = g_ptr_array_index (errors, i);

          g_ptr_array_add (self->problems, phl_deck_problem_parse (e->message, name));
        }
      /* Texts whose numbers disagree with the card: the deck still plays. */
      warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
      phl_stampswap_deck_text_warnings (file, warnings);
      for (guint i = 0; i < warnings->len; i++)
        {
          GError *e = g_ptr_array_index (warnings, i);

          g_ptr_array_add (self->warnings, phl_deck_problem_parse (e->message, name));
        }
    }
  g_signal_emit (self, signals[VALIDATED], 0);
}

/* ---------------------------------------------------------------- files */

char *
phl_deck_document_draft_path (const char *deck_path)
{
  g_autofree char *base = NULL;

  g_return_val_if_fail (deck_path != NULL, NULL);
  base = g_path_get_basename (deck_path);
  return g_build_filename (g_get_user_state_dir (), "philatelia", "deck-drafts", base, NULL);
}

gboolean
phl_deck_document_write_draft (PhlDeckDocument *self,
                               GError         **error)
{
  g_autofree char *draft = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);

  g_clear_handle_id (&self->draft_id, g_source_remove);
  if (self->path == NULL || self->read_only)
    return TRUE;
  draft = phl_deck_document_draft_path (self->path);
  if (!phl_deck_document_get_modified (self))
    {
      g_unlink (draft);
      return TRUE;
    }
  dir = g_path_get_dirname (draft);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  text = phl_deck_document_to_data (self, &length);
  return phl_file_write_atomically (draft, text, length, error);
}

gboolean
phl_deck_document_restore_draft (PhlDeckDocument *self)
{
  g_autofree char *draft = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GKeyFile) check = g_key_file_new ();
  gsize length;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);

  if (self->path == NULL || self->read_only)
    return FALSE;
  draft = phl_deck_document_draft_path (self->path);
  if (!phl_file_read_regular (draft, PHL_DECK_DOCUMENT_MAX_SIZE, &text, &length, NULL) ||
      !check_text (text, length, draft, NULL) ||
      !g_key_file_load_from_data (check, text, length, G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
    return FALSE;
  if (g_strcmp0 (text, self->saved_text) == 0)
    return FALSE;
  phl_deck_document_push_undo (self, NULL);
  replace_text (self, text);
  phl_deck_document_record_sources (self);
  phl_deck_document_changed (self, TRUE);
  return TRUE;
}

void
phl_deck_document_discard_draft (PhlDeckDocument *self)
{
  g_autofree char *draft = NULL;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  if (self->path == NULL)
    return;
  g_clear_handle_id (&self->draft_id, g_source_remove);
  draft = phl_deck_document_draft_path (self->path);
  g_unlink (draft);
}

gboolean
phl_deck_document_save (PhlDeckDocument *self,
                        const char      *path,
                        GError         **error)
{
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);

  if (path == NULL)
    path = self->path;
  g_return_val_if_fail (path != NULL, FALSE);

  text = phl_deck_document_to_data (self, &length);
  if (!phl_file_write_atomically (path, text, length, error))
    return FALSE;
  if (g_strcmp0 (path, self->path) == 0)
    {
      g_free (self->saved_text);
      self->saved_text = g_steal_pointer (&text);
      g_free (self->file_text);
      self->file_text = g_strdup (self->saved_text);
      phl_deck_document_discard_draft (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  return TRUE;
}
