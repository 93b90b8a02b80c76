/* phl-stampswap-deck-csv.c — a Stamp Swap deck as a spreadsheet (CSV)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first line names the columns: Card, then every key of the deck (a
 * translation next to its English key: Name, Name[pl], Name[de]).  The
 * first row after it is the deck itself (Card "Deck"), then one row per
 * card in file order, Card naming it as the deck file does
 * ("Event:opening-gala").  An empty cell is a key the group does not have.
 * Fields are quoted as RFC 4180 says; values are the texts a person reads
 * (a line break is a line break, not "\n").  See docs/formats.md.
 */
#define G_LOG_DOMAIN "phl-stampswap"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "phl-deck-file.h"
#include "phl-error.h"
#include "stampswap/phl-stampswap-deck-csv.h"

/* ---------------------------------------------------------------- values */

/* A key's value as a person reads it (escapes undone); the raw value when
 * it has an escape GKeyFile does not know. */
static char *
value_of (GKeyFile   *file,
          const char *group,
          const char *key)
{
  char *value = g_key_file_get_string (file, group, key, NULL);

  return value != NULL ? value : g_key_file_get_value (file, group, key, NULL);
}

/* "Name[pl]" → "Name". */
static char *
base_key (const char *key)
{
  const char *bracket = strchr (key, '[');

  return bracket != NULL ? g_strndup (key, bracket - key) : g_strdup (key);
}

/* ---------------------------------------------------------------- writing */

static void
append_field (GString    *out,
              const char *value)
{
  gsize length = strlen (value);
  gboolean quote = strpbrk (value, ",\"\r\n") != NULL
                   || (length > 0 && (g_ascii_isspace (value[0]) || g_ascii_isspace (value[length - 1])));

  if (!quote)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* The key columns in order: each base key where it first appears, its
 * translations right after it. */
static GPtrArray *
key_columns (GKeyFile *deck)
{
  g_auto(GStrv) groups = g_key_file_get_groups (deck, NULL);
  g_autoptr(GPtrArray) bases = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) by_base = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                         (GDestroyNotify) g_ptr_array_unref);
  GPtrArray *columns = g_ptr_array_new_with_free_func (g_free);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (deck, groups[g], NULL, NULL);

      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *base = base_key (keys[k]);
          GPtrArray *variants;

          variants = g_hash_table_lookup (by_base, base);
          if (variants == NULL)
            {
              variants = g_ptr_array_new_with_free_func (g_free);
              g_ptr_array_add (bases, g_strdup (base));
              g_hash_table_insert (by_base, g_ptr_array_index (bases, bases->len - 1), variants);
            }
          if (!g_ptr_array_find_with_equal_func (variants, keys[k], g_str_equal, NULL))
            {
              /* The English key before its translations. */
              if (g_str_equal (keys[k], base))
                g_ptr_array_insert (variants, 0, g_strdup (keys[k]));
              else
                g_ptr_array_add (variants, g_strdup (keys[k]));
            }
        }
    }
  for (guint b = 0; b < bases->len; b++)
    {
      GPtrArray *variants = g_hash_table_lookup (by_base, g_ptr_array_index (bases, b));

      for (guint v = 0; v < variants->len; v++)
        g_ptr_array_add (columns, g_strdup (g_ptr_array_index (variants, v)));
    }
  return columns;
}

char *
phl_stampswap_deck_to_csv (GKeyFile *deck,
                           gsize    *length)
{
  g_autoptr(GPtrArray) columns = key_columns (deck);
  g_auto(GStrv) groups = g_key_file_get_groups (deck, NULL);
  GString *out = g_string_new ("Card");

  for (guint c = 0; c < columns->len; c++)
    {
      g_string_append_c (out, ',');
      append_field (out, g_ptr_array_index (columns, c));
    }
  g_string_append (out, "\r\n");
  for (guint g = 0; groups[g] != NULL; g++)
    {
      append_field (out, groups[g]);
      for (guint c = 0; c < columns->len; c++)
        {
          const char *key = g_ptr_array_index (columns, c);
          g_autofree char *value = NULL;

          g_string_append_c (out, ',');
          if (g_key_file_has_key (deck, groups[g], key, NULL))
            value = value_of (deck, groups[g], key);
          if (value != NULL)
            append_field (out, value);
        }
      g_string_append (out, "\r\n");
    }
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- reading */

typedef struct
{
  GPtrArray *cells;
  guint      line;   /* where the row starts */
} Row;

static void
row_free (gpointer data)
{
  Row *row = data;

  g_ptr_array_unref (row->cells);
  g_free (row);
}

static void
finish_row (GPtrArray  *rows,
            GPtrArray **cells,
            guint       line)
{
  Row *row;

  /* An empty line is no row. */
  if ((*cells)->len == 1 && ((char *) g_ptr_array_index (*cells, 0))[0] == '\0')
    {
      g_clear_pointer (cells, g_ptr_array_unref);
      return;
    }
  row = g_new0 (Row, 1);
  row->cells = g_steal_pointer (cells);
  row->line = line;
  g_ptr_array_add (rows, row);
}

static GPtrArray *
parse_rows (const char  *data,
            gsize        length,
            const char  *name,
            GError     **error)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (row_free);
  g_autoptr(GPtrArray) cells = NULL;
  g_autoptr(GString) cell = g_string_new (NULL);
  guint line = 1, row_line = 1;
  gsize i = 0;

  /* The byte-order mark some spreadsheets write. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length)
    {
      if (cells == NULL)
        {
          cells = g_ptr_array_new_with_free_func (g_free);
          row_line = line;
        }
      g_string_truncate (cell, 0);
      if (data[i] == '"')
        {
          guint opened = line;

          for (i++; ; i++)
            {
              if (i >= length)
                {
                  g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                               /* Translators: FILE:LINE: then the message */
                               _("%s:%u: column %u: the quoted field that starts here is never closed"),
                               name, opened, cells->len + 1);
                  return NULL;
                }
              if (data[i] == '"' && i + 1 < length && data[i + 1] == '"')
                {
                  g_string_append_c (cell, '"');
                  i++;
                  continue;
                }
              if (data[i] == '"')
                break;
              if (data[i] == '\n')
                line++;
              /* A line break inside a field is read as one "\n". */
              if (data[i] == '\r' && i + 1 < length && data[i + 1] == '\n')
                continue;
              g_string_append_c (cell, data[i]);
            }
          i++;
          if (i < length && data[i] != ',' && data[i] != '\r' && data[i] != '\n')
            {
              g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                           _("%s:%u: column %u: text after the closing quote (a quote inside a field is written twice: \"\")"),
                           name, line, cells->len + 1);
              return NULL;
            }
        }
      else
        for (; i < length && data[i] != ',' && data[i] != '\r' && data[i] != '\n'; i++)
          {
            if (data[i] == '"')
              {
                g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                             _("%s:%u: column %u: a quote in a field that does not start with one (put the field in quotes and write the quote twice)"),
                             name, line, cells->len + 1);
                return NULL;
              }
            g_string_append_c (cell, data[i]);
          }
      g_ptr_array_add (cells, g_strdup (cell->str));
      if (i >= length)
        break;
      if (data[i] == ',')
        {
          i++;
          /* A comma at the very end: one more, empty, field. */
          if (i >= length)
            g_ptr_array_add (cells, g_strdup (""));
          continue;
        }
      if (data[i] == '\r' && i + 1 < length && data[i + 1] == '\n')
        i++;
      i++;
      finish_row (rows, &cells, row_line);
      line++;
    }
  if (cells != NULL)
    finish_row (rows, &cells, row_line);
  return g_steal_pointer (&rows);
}

/* A key name a deck file can hold: letters, digits and '-', then maybe a
 * language in brackets ("Name[pl]"). */
static gboolean
key_name_is_valid (const char *key)
{
  const char *p = key;

  if (!g_ascii_isalpha (*p))
    return FALSE;
  while (g_ascii_isalnum (*p) || *p == '-')
    p++;
  if (*p == '\0')
    return TRUE;
  if (*p++ != '[' || !g_ascii_isalpha (*p))
    return FALSE;
  while (g_ascii_isalnum (*p) || *p == '_' || *p == '@' || *p == '.' || *p == '-')
    p++;
  return p[0] == ']' && p[1] == '\0';
}

static gboolean
card_id_is_valid (const char *id)
{
  if (id[0] == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

static gboolean
check_header (GPtrArray   *header,
              const char  *name,
              guint        line,
              GError     **error)
{
  if (g_strcmp0 (g_ptr_array_index (header, 0), "Card") != 0)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s:%u: the first line must name the columns, starting with “Card”"), name, line);
      return FALSE;
    }
  for (guint c = 1; c < header->len; c++)
    {
      const char *key = g_ptr_array_index (header, c);

      if (!key_name_is_valid (key) || g_str_equal (key, "Card"))
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s:%u: column %u: “%s” is not the name of a key (letters, digits and “-”, maybe a language in brackets: “Name[pl]”)"),
                       name, line, c + 1, key);
          return FALSE;
        }
      for (guint d = 1; d < c; d++)
        if (g_str_equal (key, g_ptr_array_index (header, d)))
          {
            g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                         _("%s:%u: column %u: “%s” is already column %u"), name, line, c + 1, key, d + 1);
            return FALSE;
          }
    }
  return TRUE;
}

/* The group @row stands for ("Deck", "Event:x"), or NULL with an error. */
static char *
row_group (Row         *row,
           const char  *name,
           GError     **error)
{
  const char *card = g_ptr_array_index (row->cells, 0);
  const char *colon = strchr (card, ':');
  g_autofree char *kind = colon ? g_strndup (card, colon - card) : g_strdup (card);

  if (g_str_equal (card, "Deck"))
    return g_strdup ("Deck");
  for (PhlCardKind k = PHL_CARD_EVENT; k <= PHL_CARD_EXHIBITOR; k++)
    if (colon != NULL && g_str_equal (kind, phl_card_kind_to_string (k)))
      {
        if (!card_id_is_valid (colon + 1))
          {
            g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                         _("%s:%u: column “Card”: “%s” is not a card id (letters, digits, “-” and “_”)"),
                         name, row->line, colon + 1);
            return NULL;
          }
        return g_strdup (card);
      }
  g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
               /* Translators: keep Deck, Event, Contest, Specialist and Exhibitor in English: the file says them so */
               _("%s:%u: column “Card”: “%s” is not “Deck” nor Event, Contest, Specialist or Exhibitor, a colon and the card’s id"),
               name, row->line, card);
  return NULL;
}

static gboolean
fill_group (GKeyFile    *deck,
            const char  *group,
            Row         *row,
            GPtrArray   *header,
            const char  *name,
            GError     **error)
{
  for (guint c = 1; c < row->cells->len; c++)
    {
      const char *value = g_ptr_array_index (row->cells, c);

      if (value[0] == '\0')
        continue;
      if (c >= header->len)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s:%u: column %u: a value in a column the first line does not name"),
                       name, row->line, c + 1);
          return FALSE;
        }
      g_key_file_set_string (deck, group, g_ptr_array_index (header, c), value);
    }
  /* A group with no keys still exists. */
  if (!g_key_file_has_group (deck, group))
    {
      g_key_file_set_value (deck, group, "Kind", "");
      g_key_file_remove_key (deck, group, "Kind", NULL);
    }
  return TRUE;
}

GKeyFile *
phl_stampswap_deck_from_csv (const char  *data,
                             gsize        length,
                             const char  *name,
                             GError     **error)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GKeyFile) deck = g_key_file_new ();
  g_autoptr(GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *end;
  GPtrArray *header;
  Row *deck_row = NULL;

  if (length > PHL_DECK_CSV_MAX_SIZE)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE, _("%s: the file is too big for a deck (over %u MB)"),
                   name, PHL_DECK_CSV_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_utf8_validate (data, length, &end))
    {
      guint line = 1;

      for (const char *p = data; p < end; p++)
        line += *p == '\n';
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s:%u: not UTF-8 text (save the spreadsheet as “CSV, UTF-8”)"), name, line);
      return NULL;
    }
  rows = parse_rows (data, length, name, error);
  if (rows == NULL)
    return NULL;
  if (rows->len == 0)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE, _("%s: the file is empty"), name);
      return NULL;
    }
  header = ((Row *) g_ptr_array_index (rows, 0))->cells;
  if (!check_header (header, name, ((Row *) g_ptr_array_index (rows, 0))->line, error))
    return NULL;

  /* [Deck] first, wherever its row is. */
  for (guint r = 1; r < rows->len; r++)
    {
      Row *row = g_ptr_array_index (rows, r);

      if (!g_str_equal (g_ptr_array_index (row->cells, 0), "Deck"))
        continue;
      if (deck_row != NULL)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s:%u: column “Card”: a second “Deck” row (the first is on line %u)"),
                       name, row->line, deck_row->line);
          return NULL;
        }
      deck_row = row;
    }
  if (deck_row == NULL)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: no row with “Deck” in the column “Card” (the deck’s own name and id)"), name);
      return NULL;
    }
  if (!fill_group (deck, "Deck", deck_row, header, name, error))
    return NULL;

  for (guint r = 1; r < rows->len; r++)
    {
      Row *row = g_ptr_array_index (rows, r);
      g_autofree char *group = NULL;
      gpointer seen;

      if (row == deck_row)
        continue;
      group = row_group (row, name, error);
      if (group == NULL)
        return NULL;
      if ((seen = g_hash_table_lookup (lines, group)) != NULL)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s:%u: column “Card”: the card “%s” is already on line %u"),
                       name, row->line, group, GPOINTER_TO_UINT (seen));
          return NULL;
        }
      g_hash_table_insert (lines, g_strdup (group), GUINT_TO_POINTER (row->line));
      if (!fill_group (deck, group, row, header, name, error))
        return NULL;
    }
  return g_steal_pointer (&deck);
}

gboolean
phl_stampswap_deck_same (GKeyFile *a,
                         GKeyFile *b)
{
  g_auto(GStrv) groups_a = g_key_file_get_groups (a, NULL);
  g_auto(GStrv) groups_b = g_key_file_get_groups (b, NULL);

  if (!g_strv_equal ((const char * const *) groups_a, (const char * const *) groups_b))
    return FALSE;
  for (guint g = 0; groups_a[g] != NULL; g++)
    {
      g_auto(GStrv) keys_a = g_key_file_get_keys (a, groups_a[g], NULL, NULL);
      g_auto(GStrv) keys_b = g_key_file_get_keys (b, groups_a[g], NULL, NULL);

      if (g_strv_length (keys_a) != g_strv_length (keys_b))
        return FALSE;
      for (guint k = 0; keys_a[k] != NULL; k++)
        {
          g_autofree char *value_a = value_of (a, groups_a[g], keys_a[k]);
          g_autofree char *value_b = g_key_file_has_key (b, groups_a[g], keys_a[k], NULL)
                                     ? value_of (b, groups_a[g], keys_a[k]) : NULL;

          if (g_strcmp0 (value_a, value_b) != 0)
            return FALSE;
        }
    }
  return TRUE;
}
