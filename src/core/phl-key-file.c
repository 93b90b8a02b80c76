/* phl-key-file.c — GKeyFile reading that reports file, line, group and key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-key-file"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "phl-file.h"
#include "phl-key-file.h"
#include "phl-number.h"

struct _PhlKeyFile
{
  /* Atomic: a Stamp Swap deck keeps its file, and decks are shared by
   * states on several threads. */
  gatomicrefcount ref_count;
  char       *name;
  GKeyFile   *key_file;
  /* "group\037key" (or "group\037" for the header) -> line number */
  GHashTable *lines;
  /* Group names written more than once, each with its second line. */
  GPtrArray  *duplicate_groups;
  GArray     *duplicate_lines;
  /* A file embedded in another (phl_key_file_new_embedded()): its groups
   * are the outer file's "<prefix><group>", except @header, and lines
   * and messages name them as the outer file writes them.  The header
   * is @outer_header in the outer file (the same name unless renamed). */
  char       *header;
  char       *outer_header;
  char       *prefix;
};

G_DEFINE_QUARK (phl-error-quark, phl_error)

static char *
line_key (const char *group,
          const char *key)
{
  return g_strconcat (group, "\037", key ? key : "", NULL);
}

/* The group as written in the file, for line numbers and messages. */
static char *
written_group (PhlKeyFile *self,
               const char *group)
{
  if (self->prefix == NULL)
    return g_strdup (group);
  if (g_strcmp0 (group, self->header) == 0)
    return g_strdup (self->outer_header);
  return g_strconcat (self->prefix, group, NULL);
}

static void
index_lines (PhlKeyFile *self,
             const char *data,
             gsize       length)
{
  g_autofree char *group = NULL;
  g_autoptr(GHashTable) exact = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *p = data;
  const char *end = data + length;
  guint line = 0;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);
      g_autofree char *text = NULL;
      char *stripped;

      if (eol == NULL)
        eol = end;
      line++;
      text = g_strndup (p, eol - p);
      stripped = g_strstrip (text);
      p = eol + 1;

      if (stripped[0] == '\0' || stripped[0] == '#')
        continue;

      if (stripped[0] == '[')
        {
          char *close = strrchr (stripped, ']');

          if (close == NULL)
            continue;
          g_free (group);
          group = g_strndup (stripped + 1, close - stripped - 1);
          {
            g_autofree char *k = line_key (group, NULL);

            /* GKeyFile silently merges a repeated group; a deck must not. */
            if (g_hash_table_contains (self->lines, k))
              {
                g_ptr_array_add (self->duplicate_groups, g_strdup (group));
                g_array_append_val (self->duplicate_lines, line);
              }
            else
              g_hash_table_insert (self->lines, g_steal_pointer (&k), GUINT_TO_POINTER (line));
          }
        }
      else if (group != NULL)
        {
          char *eq = strchr (stripped, '=');
          char *bracket;

          if (eq == NULL)
            continue;
          *eq = '\0';
          g_strchomp (stripped);
          /* Name[pl] is indexed as itself and, unless Name came first, as
           * Name; the first occurrence wins, but a Name written after its
           * translations takes its own line back. */
          for (guint pass = 0; pass < 2; pass++)
            {
              g_autofree char *k = line_key (group, stripped);

              if (pass == 0 && !g_hash_table_contains (exact, k))
                {
                  g_hash_table_add (exact, g_strdup (k));
                  g_hash_table_insert (self->lines, g_steal_pointer (&k), GUINT_TO_POINTER (line));
                }
              else if (!g_hash_table_contains (self->lines, k))
                g_hash_table_insert (self->lines, g_steal_pointer (&k), GUINT_TO_POINTER (line));
              bracket = strchr (stripped, '[');
              if (bracket == NULL)
                break;
              *bracket = '\0';
              g_strchomp (stripped);
            }
        }
    }
}

/* GKeyFile says what is wrong but not where.  A prefix of whole lines
 * that fails to load keeps failing as lines are added, so the first bad
 * line is found by bisecting on the number of lines. */
static guint
find_bad_line (const char *data,
               gsize       length)
{
  g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (gsize));
  guint lo = 1, hi;

  for (gsize i = 0; i < length; i++)
    if (data[i] == '\n' || i + 1 == length)
      {
        gsize end = i + 1;

        g_array_append_val (ends, end);
      }
  hi = MAX (ends->len, 1);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      g_autoptr(GKeyFile) probe = g_key_file_new ();

      if (g_key_file_load_from_data (probe, data, g_array_index (ends, gsize, mid - 1),
                                     G_KEY_FILE_KEEP_TRANSLATIONS, NULL))
        lo = mid + 1;
      else
        hi = mid;
    }
  return hi;
}

/* GLib 2.74 sets a GError twice, with a warning, when a value holds a
 * bad escape and ends in a lone backslash (“Hand=R\xB\”).  Such a value
 * is refused at load, with its place, before any getter reads it. */
static gboolean
check_trailing_backslashes (PhlKeyFile  *self,
                            GError     **error)
{
  g_auto(GStrv) groups = g_key_file_get_groups (self->key_file, NULL);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (self->key_file, groups[g], NULL, NULL);

      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *value = g_key_file_get_value (self->key_file, groups[g], keys[k], NULL);
          gsize n = value != NULL ? strlen (value) : 0;
          gsize backslashes = 0;

          while (backslashes < n && value[n - 1 - backslashes] == '\\')
            backslashes++;
          if (backslashes % 2 == 1)
            {
              phl_key_file_set_error (self, error, PHL_ERROR_PARSE, groups[g], keys[k],
                                      _("the value ends with a lone backslash"));
              return FALSE;
            }
        }
    }
  return TRUE;
}

PhlKeyFile *
phl_key_file_new_from_data (const char  *data,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(PhlKeyFile) self = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (length < 0)
    length = strlen (data);

  self = g_new0 (PhlKeyFile, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->name = g_strdup (name);
  self->key_file = g_key_file_new ();
  self->lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->duplicate_groups = g_ptr_array_new_with_free_func (g_free);
  self->duplicate_lines = g_array_new (FALSE, FALSE, sizeof (guint));

  if (length > PHL_MAX_SAVE_SIZE)
    {
      g_autofree char *size = phl_number_format_decimal (length / 1048576.0, 1);

      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: the file is too large (%s MB; at most %d MB)"),
                   name, size, PHL_MAX_SAVE_SIZE / 1048576);
      return NULL;
    }

  if (!phl_file_check_utf8 (data, length, name, error))
    return NULL;

  if (!g_key_file_load_from_data (self->key_file, data, length,
                                  G_KEY_FILE_KEEP_TRANSLATIONS, &local_error))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s:%u: not a valid key file: %s"), name,
                   find_bad_line (data, length), local_error->message);
      return NULL;
    }

  index_lines (self, data, length);
  if (!check_trailing_backslashes (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

PhlKeyFile *
phl_key_file_new_from_file (const char  *path,
                            GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!phl_file_read_regular (path, PHL_MAX_FILE_SIZE, &contents, &length, error))
    return NULL;
  return phl_key_file_new_from_data (contents, length, path, error);
}

static void
copy_group (GKeyFile   *from,
            const char *from_group,
            GKeyFile   *to,
            const char *to_group)
{
  g_auto(GStrv) keys = g_key_file_get_keys (from, from_group, NULL, NULL);

  /* Raw values: translations (Name[pl]) and escapes stay as they are. */
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (from, from_group, keys[i], NULL);

      g_key_file_set_value (to, to_group, keys[i], value);
    }
}

void
phl_key_file_embed (GKeyFile   *to,
                    GKeyFile   *from,
                    const char *header,
                    const char *prefix)
{
  phl_key_file_embed_renamed (to, from, header, header, prefix);
}

void
phl_key_file_embed_renamed (GKeyFile   *to,
                            GKeyFile   *from,
                            const char *header,
                            const char *outer_header,
                            const char *prefix)
{
  g_auto(GStrv) groups = NULL;

  g_return_if_fail (to != NULL);
  g_return_if_fail (from != NULL);
  g_return_if_fail (header != NULL && outer_header != NULL && prefix != NULL);

  groups = g_key_file_get_groups (from, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_autofree char *group = g_str_equal (groups[g], header)
                               ? g_strdup (outer_header) : g_strconcat (prefix, groups[g], NULL);

      copy_group (from, groups[g], to, group);
    }
}

PhlKeyFile *
phl_key_file_new_embedded (PhlKeyFile *outer,
                           const char *header,
                           const char *prefix)
{
  return phl_key_file_new_embedded_renamed (outer, header, header, prefix);
}

PhlKeyFile *
phl_key_file_new_embedded_renamed (PhlKeyFile *outer,
                                   const char *outer_header,
                                   const char *header,
                                   const char *prefix)
{
  PhlKeyFile *self;
  g_auto(GStrv) groups = NULL;
  gsize prefix_len;

  g_return_val_if_fail (outer != NULL, NULL);
  g_return_val_if_fail (outer_header != NULL && header != NULL && prefix != NULL, NULL);

  if (!g_key_file_has_group (outer->key_file, outer_header))
    return NULL;

  prefix_len = strlen (prefix);
  self = g_new0 (PhlKeyFile, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->name = g_strdup (outer->name);
  self->header = g_strdup (header);
  self->outer_header = g_strdup (outer_header);
  self->prefix = g_strdup (prefix);
  self->key_file = g_key_file_new ();
  /* The outer file's index, looked up with the written group names. */
  self->lines = g_hash_table_ref (outer->lines);
  self->duplicate_groups = g_ptr_array_new_with_free_func (g_free);
  self->duplicate_lines = g_array_new (FALSE, FALSE, sizeof (guint));

  groups = g_key_file_get_groups (outer->key_file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    if (g_str_equal (groups[g], outer_header))
      copy_group (outer->key_file, groups[g], self->key_file, header);
    else if (g_str_has_prefix (groups[g], prefix) && groups[g][prefix_len] != '\0')
      copy_group (outer->key_file, groups[g], self->key_file, groups[g] + prefix_len);

  for (guint i = 0; i < outer->duplicate_groups->len; i++)
    {
      const char *group = g_ptr_array_index (outer->duplicate_groups, i);
      guint line = g_array_index (outer->duplicate_lines, guint, i);

      if (g_str_equal (group, outer_header) || g_str_has_prefix (group, prefix))
        {
          g_ptr_array_add (self->duplicate_groups,
                           g_strdup (g_str_equal (group, outer_header) ? header : group + prefix_len));
          g_array_append_val (self->duplicate_lines, line);
        }
    }
  return self;
}

PhlKeyFile *
phl_key_file_ref (PhlKeyFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
phl_key_file_unref (PhlKeyFile *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_clear_pointer (&self->key_file, g_key_file_unref);
      g_clear_pointer (&self->lines, g_hash_table_unref);
      g_clear_pointer (&self->duplicate_groups, g_ptr_array_unref);
      g_clear_pointer (&self->duplicate_lines, g_array_unref);
      g_free (self->header);
      g_free (self->outer_header);
      g_free (self->prefix);
      g_free (self->name);
      g_free (self);
    }
}

GKeyFile *
phl_key_file_get_key_file (PhlKeyFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->key_file;
}

const char *
phl_key_file_get_name (PhlKeyFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->name;
}

guint
phl_key_file_get_line (PhlKeyFile *self,
                       const char *group,
                       const char *key)
{
  g_autofree char *written = NULL;
  g_autofree char *k = NULL;

  g_return_val_if_fail (self != NULL, 0);

  if (group == NULL)
    return 0;
  written = written_group (self, group);
  k = line_key (written, key);
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->lines, k));
}

void
phl_key_file_set_error (PhlKeyFile  *self,
                        GError     **error,
                        PhlError     code,
                        const char  *group,
                        const char  *key,
                        const char  *format,
                        ...)
{
  g_autoptr(GString) where = g_string_new (self->name);
  g_autofree char *message = NULL;
  guint line;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* A missing key is reported at its group's header. */
  line = phl_key_file_get_line (self, group, key);
  if (line == 0 && key != NULL)
    line = phl_key_file_get_line (self, group, NULL);
  if (line > 0)
    g_string_append_printf (where, ":%u", line);
  g_string_append (where, ":");
  if (group != NULL)
    {
      g_autofree char *written = written_group (self, group);

      g_string_append_printf (where, " [%s]", written);
    }
  if (key != NULL)
    g_string_append_printf (where, " %s", key);
  if (group != NULL || key != NULL)
    g_string_append (where, ":");

  g_set_error (error, PHL_ERROR, code, "%s %s", where->str, message);
}

guint
phl_key_file_get_n_duplicate_groups (PhlKeyFile *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->duplicate_groups->len;
}

const char *
phl_key_file_get_duplicate_group (PhlKeyFile *self,
                                  guint       index,
                                  guint      *line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->duplicate_groups->len, NULL);

  if (line != NULL)
    *line = g_array_index (self->duplicate_lines, guint, index);
  return g_ptr_array_index (self->duplicate_groups, index);
}

gboolean
phl_key_file_has_group (PhlKeyFile *self,
                        const char *group)
{
  return g_key_file_has_group (self->key_file, group);
}

gboolean
phl_key_file_has_key (PhlKeyFile *self,
                      const char *group,
                      const char *key)
{
  return g_key_file_has_key (self->key_file, group, key, NULL);
}

static gboolean
require_key (PhlKeyFile  *self,
             const char  *group,
             const char  *key,
             GError     **error)
{
  if (!g_key_file_has_group (self->key_file, group))
    {
      phl_key_file_set_error (self, error, PHL_ERROR_MISSING, group, NULL,
                              _("the group is missing"));
      return FALSE;
    }
  if (!g_key_file_has_key (self->key_file, group, key, NULL))
    {
      phl_key_file_set_error (self, error, PHL_ERROR_MISSING, group, key,
                              _("the key is missing"));
      return FALSE;
    }
  return TRUE;
}

char *
phl_key_file_get_string (PhlKeyFile  *self,
                         const char  *group,
                         const char  *key,
                         GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *value;

  if (!require_key (self, group, key, error))
    return NULL;

  value = g_key_file_get_string (self->key_file, group, key, &local_error);
  if (value == NULL)
    phl_key_file_set_error (self, error, PHL_ERROR_PARSE, group, key,
                            "%s", local_error->message);
  return value;
}

char *
phl_key_file_get_locale_string (PhlKeyFile  *self,
                                const char  *group,
                                const char  *key,
                                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *value;

  if (!require_key (self, group, key, error))
    return NULL;

  value = g_key_file_get_locale_string (self->key_file, group, key, NULL, &local_error);
  if (value == NULL)
    phl_key_file_set_error (self, error, PHL_ERROR_PARSE, group, key,
                            "%s", local_error->message);
  return value;
}

char **
phl_key_file_get_string_list (PhlKeyFile  *self,
                              const char  *group,
                              const char  *key,
                              gsize       *length,
                              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char **value;

  if (!require_key (self, group, key, error))
    return NULL;

  value = g_key_file_get_string_list (self->key_file, group, key, length, &local_error);
  if (value == NULL)
    phl_key_file_set_error (self, error, PHL_ERROR_PARSE, group, key,
                            "%s", local_error->message);
  return value;
}

static gboolean
parse_int (PhlKeyFile  *self,
           const char  *group,
           const char  *key,
           int          min,
           int          max,
           int         *value,
           GError     **error)
{
  g_autofree char *text = NULL;
  gint64 number;
  char *end = NULL;

  text = g_key_file_get_value (self->key_file, group, key, NULL);
  g_strstrip (text);
  number = g_ascii_strtoll (text, &end, 10);
  if (text[0] == '\0' || end == NULL || *end != '\0')
    {
      phl_key_file_set_error (self, error, PHL_ERROR_PARSE, group, key,
                              _("“%s” is not a whole number"), text);
      return FALSE;
    }
  if (number < min || number > max)
    {
      phl_key_file_set_error (self, error, PHL_ERROR_INVALID, group, key,
                              _("%s is out of range (%d to %d)"), text, min, max);
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

gboolean
phl_key_file_get_int (PhlKeyFile  *self,
                      const char  *group,
                      const char  *key,
                      int          min,
                      int          max,
                      int         *value,
                      GError     **error)
{
  if (!require_key (self, group, key, error))
    return FALSE;
  return parse_int (self, group, key, min, max, value, error);
}

gboolean
phl_key_file_get_int_default (PhlKeyFile  *self,
                              const char  *group,
                              const char  *key,
                              int          min,
                              int          max,
                              int          default_value,
                              int         *value,
                              GError     **error)
{
  if (!g_key_file_has_key (self->key_file, group, key, NULL))
    {
      *value = default_value;
      return TRUE;
    }
  return parse_int (self, group, key, min, max, value, error);
}

gboolean
phl_key_file_get_boolean_default (PhlKeyFile  *self,
                                  const char  *group,
                                  const char  *key,
                                  gboolean     default_value,
                                  gboolean    *value,
                                  GError     **error)
{
  g_autofree char *text = NULL;

  if (!g_key_file_has_key (self->key_file, group, key, NULL))
    {
      *value = default_value;
      return TRUE;
    }
  text = g_strstrip (g_key_file_get_value (self->key_file, group, key, NULL));
  if (g_str_equal (text, "true"))
    *value = TRUE;
  else if (g_str_equal (text, "false"))
    *value = FALSE;
  else
    {
      phl_key_file_set_error (self, error, PHL_ERROR_PARSE, group, key,
                              _("“%s” is neither true nor false"), text);
      return FALSE;
    }
  return TRUE;
}
