/* phl-deck-document.c — a Stamp Swap deck being edited
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-deck-document"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "phl-deck-document.h"
#include "phl-deck-file.h"
#include "phl-file.h"
#include "phl-match.h"
#include "philatelia-core-resources.h"

#define STANDARD_RESOURCE "/io/github/philatelia/Philatelia/core/decks/standard.deck"
#define UNDO_DEPTH        200
#define VALIDATE_DELAY_MS 150
#define DRAFT_DELAY_MS    400

struct _PhlDeckDocument
{
  GObject    parent_instance;

  GKeyFile  *key_file;
  char      *path;
  gboolean   read_only;
  /* Text as last saved (or loaded), to tell whether it is modified. */
  char      *saved_text;

  GPtrArray *undo;      /* char * texts before each step, oldest first */
  GPtrArray *redo;
  char      *merge;     /* tag of the step in progress, for typing */
  gint64     merge_time;
  guint      edit_depth;

  GPtrArray *problems;
  guint      validate_id;
  guint      draft_id;
};

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

static const char * const kind_names[] = { "Event", "Contest", "Specialist", "Exhibitor" };

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
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->merge, g_free);
  g_clear_pointer (&self->problems, g_ptr_array_unref);

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
}

/* ---------------------------------------------------------------- loading */

static gboolean
check_text (const char  *data,
            gsize        length,
            GError     **error)
{
  const char *end;

  if (length > PHL_DECK_DOCUMENT_MAX_SIZE)
    {
      g_autofree char *size = g_format_size (length);
      g_autofree char *max = g_format_size (PHL_DECK_DOCUMENT_MAX_SIZE);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is too large for a deck (%s; at most %s)."), size, max);
      return FALSE;
    }
  if (!g_utf8_validate (data, length, &end))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: it is not UTF-8 text (byte %u)."),
                   (guint) (end - data + 1));
      return FALSE;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The file is not a deck: it contains a null byte."));
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
  gsize n_groups = 0;

  g_return_val_if_fail (data != NULL, NULL);

  if (!check_text (data, length, error))
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
  self->saved_text = g_key_file_to_data (self->key_file, NULL, NULL);
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

static char *
locale_key (const char *key,
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
  g_autofree char *full = locale_key (key, language);

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

static void
changed (PhlDeckDocument *self,
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
static void
push_undo (PhlDeckDocument *self,
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
    push_undo (self, NULL);
  self->edit_depth++;
}

void
phl_deck_document_end_edit (PhlDeckDocument *self)
{
  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));
  g_return_if_fail (self->edit_depth > 0);
  self->edit_depth--;
  if (self->edit_depth == 0)
    changed (self, FALSE);
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
  changed (self, TRUE);
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
  changed (self, TRUE);
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
  push_undo (self, merge);
  if (value == NULL)
    g_key_file_remove_key (self->key_file, group, key, NULL);
  else
    g_key_file_set_value (self->key_file, group, key, value);
  if (self->edit_depth == 0)
    changed (self, FALSE);
}

void
phl_deck_document_set_translation (PhlDeckDocument *self,
                                   const char      *group,
                                   const char      *key,
                                   const char      *language,
                                   const char      *value,
                                   const char      *merge)
{
  g_autofree char *full = locale_key (key, language);
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

/* Rebuilds the key file with the groups in @order (the others dropped),
 * renaming @from to @to on the way. */
static void
rebuild (PhlDeckDocument *self,
         const char     **order,
         const char      *from,
         const char      *to)
{
  g_autoptr(GKeyFile) out = g_key_file_new ();

  for (guint i = 0; order[i] != NULL; i++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (self->key_file, order[i], NULL, NULL);
      const char *name = (from != NULL && g_str_equal (order[i], from)) ? to : order[i];
      g_autofree char *comment = g_key_file_get_comment (self->key_file, order[i], NULL, NULL);

      if (keys == NULL)
        continue;
      /* A group without keys must still exist. */
      g_key_file_set_value (out, name, "X-Placeholder", "");
      g_key_file_remove_key (out, name, "X-Placeholder", NULL);
      if (comment != NULL && comment[0] != '\0' && i == 0)
        g_key_file_set_comment (out, name, NULL, comment, NULL);
      for (guint k = 0; keys[k] != NULL; k++)
        {
          g_autofree char *value = g_key_file_get_value (self->key_file, order[i], keys[k], NULL);

          if (value != NULL)
            g_key_file_set_value (out, name, keys[k], value);
        }
    }
  g_key_file_unref (self->key_file);
  self->key_file = g_steal_pointer (&out);
}

static char *
unique_id (PhlDeckDocument *self,
           const char      *base)
{
  g_auto(GStrv) cards = phl_deck_document_get_cards (self);

  for (guint n = 1; ; n++)
    {
      g_autofree char *id = n == 1 ? g_strdup (base) : g_strdup_printf ("%s-%u", base, n);
      gboolean taken = FALSE;

      for (guint i = 0; cards[i] != NULL && !taken; i++)
        {
          const char *other;

          if (phl_deck_parse_card_group (cards[i], NULL, &other) && g_str_equal (other, id))
            taken = TRUE;
        }
      if (!taken)
        return g_steal_pointer (&id);
    }
}

static char **
groups_with (PhlDeckDocument *self,
             const char      *after,
             const char      *insert)
{
  g_auto(GStrv) groups = g_key_file_get_groups (self->key_file, NULL);
  GPtrArray *order = g_ptr_array_new ();
  gboolean inserted = FALSE;

  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_ptr_array_add (order, g_strdup (groups[i]));
      if (after != NULL && g_str_equal (groups[i], after))
        {
          g_ptr_array_add (order, g_strdup (insert));
          inserted = TRUE;
        }
    }
  if (!inserted)
    g_ptr_array_add (order, g_strdup (insert));
  g_ptr_array_add (order, NULL);
  return (char **) g_ptr_array_free (order, FALSE);
}

/* Last card group of @kind, so new cards join their kind. */
static char *
last_of_kind (PhlDeckDocument     *self,
              PhlStampswapCardKind kind)
{
  g_auto(GStrv) cards = phl_deck_document_get_cards (self);
  char *last = NULL;

  for (guint i = 0; cards[i] != NULL; i++)
    {
      PhlStampswapCardKind k;

      if (phl_deck_parse_card_group (cards[i], &k, NULL) && k == kind)
        {
          g_free (last);
          last = g_strdup (cards[i]);
        }
    }
  return last;
}

char *
phl_deck_document_add_card (PhlDeckDocument     *self,
                            PhlStampswapCardKind kind,
                            const char          *after)
{
  static const char * const base[] = { "new-event", "new-contest", "new-specialist", "new-exhibitor" };
  g_autofree char *id = NULL;
  g_autofree char *fallback = NULL;
  g_autofree char *group = NULL;
  g_auto(GStrv) order = NULL;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  g_return_val_if_fail (kind < PHL_STAMPSWAP_N_CARD_KINDS, NULL);

  if (self->read_only)
    return NULL;
  id = unique_id (self, base[kind]);
  group = g_strdup_printf ("%s:%s", kind_names[kind], id);
  if (after == NULL)
    after = fallback = last_of_kind (self, kind);

  push_undo (self, NULL);
  self->edit_depth++;
  order = groups_with (self, after, group);
  g_key_file_set_value (self->key_file, group, "Name", "");
  rebuild (self, (const char **) order, NULL, NULL);
  switch (kind)
    {
    case PHL_STAMPSWAP_CARD_EVENT:
      g_key_file_set_string (self->key_file, group, "Name", _("New event"));
      g_key_file_set_string (self->key_file, group, "Text", _("This round, nothing special happens."));
      g_key_file_set_value (self->key_file, group, "Items",
                            "small-square:up;short-rect:up;large-square:down;long-rect:up;forever;attendee");
      g_key_file_set_value (self->key_file, group, "Effect", "none");
      break;
    case PHL_STAMPSWAP_CARD_CONTEST:
      g_key_file_set_string (self->key_file, group, "Name", _("New contest"));
      g_key_file_set_value (self->key_file, group, "Type", "color");
      g_key_file_set_value (self->key_file, group, "Rule", "group");
      g_key_file_set_value (self->key_file, group, "Attribute", "color");
      g_key_file_set_value (self->key_file, group, "Value", "any");
      g_key_file_set_value (self->key_file, group, "Points", "2");
      break;
    case PHL_STAMPSWAP_CARD_SPECIALIST:
      g_key_file_set_string (self->key_file, group, "Name", _("New specialist"));
      g_key_file_set_string (self->key_file, group, "Text", _("Worth 2 points at the Final Show."));
      g_key_file_set_value (self->key_file, group, "Effect", "none");
      break;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
    default:
      g_key_file_set_string (self->key_file, group, "Name", _("New exhibitor"));
      g_key_file_set_string (self->key_file, group, "Text",
                             _("At every Show, score 1 point for each stamp in your album matching the filter."));
      g_key_file_set_value (self->key_file, group, "Effect", "count");
      g_key_file_set_value (self->key_file, group, "Filter", "color:blue");
      g_key_file_set_value (self->key_file, group, "Points", "1");
      break;
    }
  self->edit_depth--;
  changed (self, TRUE);
  return g_steal_pointer (&group);
}

char *
phl_deck_document_duplicate_card (PhlDeckDocument *self,
                                  const char      *group)
{
  PhlStampswapCardKind kind;
  const char *id;
  g_autofree char *base = NULL;
  g_autofree char *new_id = NULL;
  g_autofree char *new_group = NULL;
  g_auto(GStrv) order = NULL;
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);

  if (self->read_only || !phl_deck_parse_card_group (group, &kind, &id) ||
      !g_key_file_has_group (self->key_file, group))
    return NULL;
  base = g_strconcat (id, "-copy", NULL);
  new_id = unique_id (self, base);
  new_group = g_strdup_printf ("%s:%s", kind_names[kind], new_id);

  push_undo (self, NULL);
  order = groups_with (self, group, new_group);
  keys = g_key_file_get_keys (self->key_file, group, NULL, NULL);
  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      g_autofree char *value = g_key_file_get_value (self->key_file, group, keys[k], NULL);

      /* A copy of a mat exhibitor joins the deck instead of doubling the mat. */
      if (value != NULL && !g_str_equal (keys[k], "Mat"))
        g_key_file_set_value (self->key_file, new_group, keys[k], value);
    }
  rebuild (self, (const char **) order, NULL, NULL);
  changed (self, TRUE);
  return g_steal_pointer (&new_group);
}

gboolean
phl_deck_document_delete_card (PhlDeckDocument *self,
                               const char      *group)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);

  if (self->read_only || !phl_deck_parse_card_group (group, NULL, NULL) ||
      !g_key_file_has_group (self->key_file, group))
    return FALSE;
  push_undo (self, NULL);
  g_key_file_remove_group (self->key_file, group, NULL);
  changed (self, TRUE);
  return TRUE;
}

gboolean
phl_deck_document_move_card (PhlDeckDocument *self,
                             const char      *group,
                             int              delta)
{
  g_auto(GStrv) groups = NULL;
  guint n, index = G_MAXUINT;
  int target;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);

  if (self->read_only)
    return FALSE;
  groups = g_key_file_get_groups (self->key_file, NULL);
  n = g_strv_length (groups);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (groups[i], group))
      index = i;
  if (index == G_MAXUINT)
    return FALSE;
  /* Moves step over cards only, never above [Deck]. */
  target = index;
  while (delta != 0)
    {
      int step = delta > 0 ? 1 : -1;

      target += step;
      if (target < 0 || target >= (int) n)
        return FALSE;
      if (phl_deck_parse_card_group (groups[target], NULL, NULL))
        delta -= step;
    }
  push_undo (self, NULL);
  {
    char *moving = groups[index];

    if (target > (int) index)
      memmove (&groups[index], &groups[index + 1], (target - index) * sizeof (char *));
    else
      memmove (&groups[target + 1], &groups[target], (index - target) * sizeof (char *));
    groups[target] = moving;
  }
  rebuild (self, (const char **) groups, NULL, NULL);
  changed (self, TRUE);
  return TRUE;
}

char *
phl_deck_document_rename_card (PhlDeckDocument *self,
                               const char      *group,
                               const char      *id,
                               GError         **error)
{
  PhlStampswapCardKind kind;
  g_autofree char *new_group = NULL;
  g_auto(GStrv) groups = NULL;
  g_auto(GStrv) cards = NULL;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);

  if (self->read_only || !phl_deck_parse_card_group (group, &kind, NULL))
    return NULL;
  if (!phl_deck_id_is_valid (id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("An id is made of lower-case letters a–z, digits and hyphens."));
      return NULL;
    }
  new_group = g_strdup_printf ("%s:%s", kind_names[kind], id);
  if (g_str_equal (new_group, group))
    return g_steal_pointer (&new_group);
  cards = phl_deck_document_get_cards (self);
  for (guint i = 0; cards[i] != NULL; i++)
    {
      const char *other;

      if (phl_deck_parse_card_group (cards[i], NULL, &other) && g_str_equal (other, id))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                       _("Another card already has the id “%s”."), id);
          return NULL;
        }
    }
  push_undo (self, NULL);
  groups = g_key_file_get_groups (self->key_file, NULL);
  rebuild (self, (const char **) groups, group, new_group);
  changed (self, TRUE);
  return g_steal_pointer (&new_group);
}

/* ---------------------------------------------------------------- checks */

GPtrArray *
phl_deck_document_get_problems (PhlDeckDocument *self)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);
  return self->problems;
}

void
phl_deck_document_validate_now (PhlDeckDocument *self)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) errors = NULL;
  gsize length;

  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));

  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_ptr_array_set_size (self->problems, 0);
  text = phl_deck_document_to_data (self, &length);
  file = phl_key_file_new_from_data (text, length, "deck", &error);
  if (file == NULL)
    {
      g_ptr_array_add (self->problems, phl_deck_problem_parse (error->message, "deck"));
    }
  else
    {
      errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
      /* Exactly what `philatelia-cli validate-deck` runs. */
      if (phl_deck_file_check_header (file, errors))
        phl_stampswap_deck_validate (file, errors);
      for (guint i = 0; i < errors->len; i++)
        {
          GError *e = g_ptr_array_index (errors, i);

          g_ptr_array_add (self->problems, phl_deck_problem_parse (e->message, "deck"));
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
      !check_text (text, length, NULL) ||
      !g_key_file_load_from_data (check, text, length, G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
    return FALSE;
  if (g_strcmp0 (text, self->saved_text) == 0)
    return FALSE;
  push_undo (self, NULL);
  replace_text (self, text);
  changed (self, TRUE);
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
      phl_deck_document_discard_draft (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  return TRUE;
}

/* ---------------------------------------------------------------- cards */

PhlStampswapDeck *
phl_deck_document_load_card (PhlDeckDocument *self,
                             const char      *group,
                             const char      *language,
                             GError         **error)
{
  g_autoptr(GKeyFile) one = g_key_file_new ();
  g_auto(GStrv) keys = NULL;
  g_autofree char *text = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  gsize length;

  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), NULL);

  keys = g_key_file_get_keys (self->key_file, group, NULL, error);
  if (keys == NULL)
    return NULL;
  for (guint k = 0; keys[k] != NULL; k++)
    {
      g_autofree char *value = NULL;

      /* Translations are picked below; the printed card has one language. */
      if (strchr (keys[k], '[') != NULL)
        continue;
      value = g_key_file_get_value (self->key_file, group, keys[k], NULL);
      g_key_file_set_value (one, group, keys[k], value);
    }
  for (guint i = 0; i < 2; i++)
    {
      const char *key = i == 0 ? "Name" : "Text";
      g_autofree char *full = locale_key (key, language);
      g_autofree char *value = g_key_file_get_value (self->key_file, group, full, NULL);

      if (value != NULL && value[0] != '\0')
        g_key_file_set_value (one, group, key, value);
    }
  text = g_key_file_to_data (one, &length, NULL);
  file = phl_key_file_new_from_data (text, length, "deck", error);
  if (file == NULL)
    return NULL;
  return phl_stampswap_deck_load_cards (file, error);
}
