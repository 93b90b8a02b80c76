/* phl-key-file.c — GKeyFile reading that reports file, line, group and key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-key-file"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "phl-key-file.h"

/* Files larger than this are refused before parsing: no deck, save or
 * position comes anywhere near it, and a hostile file must not hang us. */
#define MAX_FILE_SIZE (4 * 1024 * 1024)

struct _PhlKeyFile
{
  grefcount   ref_count;
  char       *name;
  GKeyFile   *key_file;
  /* "group\037key" (or "group\037" for the header) -> line number */
  GHashTable *lines;
  /* Group names written more than once, each with its second line. */
  GPtrArray  *duplicate_groups;
  GArray     *duplicate_lines;
};

G_DEFINE_QUARK (phl-error-quark, phl_error)

static char *
line_key (const char *group,
          const char *key)
{
  return g_strconcat (group, "\037", key ? key : "", NULL);
}

static void
index_lines (PhlKeyFile *self,
             const char *data,
             gsize       length)
{
  g_autofree char *group = NULL;
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
          /* Name[pl] is indexed as Name; the first occurrence wins. */
          bracket = strchr (stripped, '[');
          if (bracket != NULL)
            *bracket = '\0';
          g_strchomp (stripped);
          {
            g_autofree char *k = line_key (group, stripped);

            if (!g_hash_table_contains (self->lines, k))
              g_hash_table_insert (self->lines, g_steal_pointer (&k), GUINT_TO_POINTER (line));
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
  g_ref_count_init (&self->ref_count);
  self->name = g_strdup (name);
  self->key_file = g_key_file_new ();
  self->lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->duplicate_groups = g_ptr_array_new_with_free_func (g_free);
  self->duplicate_lines = g_array_new (FALSE, FALSE, sizeof (guint));

  if (length > MAX_FILE_SIZE)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: the file is too large (%.1f MB; at most %d MB)"),
                   name, length / 1048576.0, MAX_FILE_SIZE / 1048576);
      return NULL;
    }

  if (!g_utf8_validate (data, length, NULL))
    {
      const char *bad = NULL;
      guint line = 1;

      g_utf8_validate (data, length, &bad);
      for (const char *p = data; p < bad; p++)
        if (*p == '\n')
          line++;
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s:%u: the text is not valid UTF-8"), name, line);
      return NULL;
    }

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
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  file = g_file_new_for_commandline_arg (path);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && g_file_info_get_size (info) > MAX_FILE_SIZE)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: the file is too large (%.1f MB; at most %d MB)"),
                   path, g_file_info_get_size (info) / 1048576.0, MAX_FILE_SIZE / 1048576);
      return NULL;
    }

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: cannot read the file: %s"), path, local_error->message);
      return NULL;
    }

  return phl_key_file_new_from_data (contents, length, path, error);
}

PhlKeyFile *
phl_key_file_ref (PhlKeyFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

void
phl_key_file_unref (PhlKeyFile *self)
{
  g_return_if_fail (self != NULL);

  if (g_ref_count_dec (&self->ref_count))
    {
      g_clear_pointer (&self->key_file, g_key_file_unref);
      g_clear_pointer (&self->lines, g_hash_table_unref);
      g_clear_pointer (&self->duplicate_groups, g_ptr_array_unref);
      g_clear_pointer (&self->duplicate_lines, g_array_unref);
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
  g_autofree char *k = NULL;

  g_return_val_if_fail (self != NULL, 0);

  if (group == NULL)
    return 0;
  k = line_key (group, key);
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
    g_string_append_printf (where, " [%s]", group);
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
