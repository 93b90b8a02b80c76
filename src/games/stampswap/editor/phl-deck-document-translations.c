/* phl-deck-document-translations.c — translations that know they are stale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside each translation of a Name, Text or Description the deck keeps a
 * hash of the English it was translated from (docs/deck-format.md
 * "Translations that know they are stale"):
 *
 *   Text=Scores 2 more points.
 *   Text[pl]=Zdobywa 2 punkty więcej.
 *   TextSource[pl]=3f2a09c1
 *
 * When the English changes, its hash no longer matches: the translation is
 * outdated until it is written again or marked as current, much like
 * gettext's fuzzy flag.  The hashes live in the key file itself, so undo,
 * drafts, saves and copies of a card keep them without further care.
 */
#define G_LOG_DOMAIN "phl-deck-document"

#include "config.h"

#include <string.h>

#include "phl-deck-document-private.h"

/* The keys that are translated (docs/deck-format.md#cards). */
static const char * const translatable[] = { "Name", "Text", "Description" };

char *
phl_deck_source_hash (const char *english)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);

  if (english != NULL)
    g_checksum_update (checksum, (const guchar *) english, strlen (english));
  return g_strndup (g_checksum_get_string (checksum), 8);
}

/* "Name[pl]" → "Name", "pl", for the translatable keys only. */
gboolean
phl_deck_split_translation_key (const char  *full,
                                char       **key,
                                char       **language)
{
  const char *bracket = strchr (full, '[');
  gsize len = strlen (full);

  if (bracket == NULL || bracket == full || len < 2 || full[len - 1] != ']' || bracket + 1 == full + len - 1)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (translatable); i++)
    if (strlen (translatable[i]) == (gsize) (bracket - full) &&
        strncmp (full, translatable[i], bracket - full) == 0)
      {
        if (key != NULL)
          *key = g_strndup (full, bracket - full);
        if (language != NULL)
          *language = g_strndup (bracket + 1, full + len - 1 - (bracket + 1));
        return TRUE;
      }
  return FALSE;
}

static char *
source_key (const char *key,
            const char *language)
{
  return g_strdup_printf ("%sSource[%s]", key, language);
}

static gboolean
is_english (const char *language)
{
  return language == NULL || language[0] == '\0' || g_str_equal (language, "en");
}

/* Stores the hash of @key's English as the source of its @language. */
static void
store_source (PhlDeckDocument *self,
              const char      *group,
              const char      *key,
              const char      *language)
{
  g_autofree char *english = g_key_file_get_value (self->key_file, group, key, NULL);
  g_autofree char *hash = phl_deck_source_hash (english);
  g_autofree char *source = source_key (key, language);

  g_key_file_set_value (self->key_file, group, source, hash);
}

void
phl_deck_document_translation_written (PhlDeckDocument *self,
                                       const char      *group,
                                       const char      *full_key,
                                       gboolean         removed)
{
  g_autofree char *key = NULL;
  g_autofree char *language = NULL;

  if (!phl_deck_split_translation_key (full_key, &key, &language))
    return;
  if (removed)
    {
      g_autofree char *source = source_key (key, language);

      g_key_file_remove_key (self->key_file, group, source, NULL);
    }
  else
    store_source (self, group, key, language);
}

void
phl_deck_document_record_sources (PhlDeckDocument *self)
{
  g_auto(GStrv) groups = g_key_file_get_groups (self->key_file, NULL);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (self->key_file, groups[g], NULL, NULL);

      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *key = NULL;
          g_autofree char *language = NULL;
          g_autofree char *source = NULL;

          if (!phl_deck_split_translation_key (keys[k], &key, &language))
            continue;
          source = source_key (key, language);
          /* Without a hash (older decks, the standard deck): current as loaded. */
          if (!g_key_file_has_key (self->key_file, groups[g], source, NULL))
            store_source (self, groups[g], key, language);
        }
    }
}

/* Whether @key[@language] of @group in @key_file was written for another English. */
static gboolean
key_file_is_outdated (GKeyFile   *key_file,
                      const char *group,
                      const char *key,
                      const char *language)
{
  g_autofree char *full = NULL;
  g_autofree char *value = NULL;
  g_autofree char *source = NULL;
  g_autofree char *stored = NULL;
  g_autofree char *english = NULL;
  g_autofree char *hash = NULL;

  if (is_english (language))
    return FALSE;
  full = phl_deck_document_locale_key (key, language);
  value = g_key_file_get_value (key_file, group, full, NULL);
  if (value == NULL || value[0] == '\0')
    return FALSE;
  source = source_key (key, language);
  stored = g_key_file_get_value (key_file, group, source, NULL);
  /* No hash: taken as current (the document records one when it loads). */
  if (stored == NULL)
    return FALSE;
  english = g_key_file_get_value (key_file, group, key, NULL);
  hash = phl_deck_source_hash (english);
  return g_ascii_strcasecmp (g_strstrip (stored), hash) != 0;
}

gboolean
phl_deck_document_translation_is_outdated (PhlDeckDocument *self,
                                           const char      *group,
                                           const char      *key,
                                           const char      *language)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), FALSE);
  g_return_val_if_fail (group != NULL && key != NULL, FALSE);

  return key_file_is_outdated (self->key_file, group, key, language);
}

static guint
count_in_group (GKeyFile   *key_file,
                const char *group)
{
  g_auto(GStrv) keys = g_key_file_get_keys (key_file, group, NULL, NULL);
  guint n = 0;

  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      g_autofree char *key = NULL;
      g_autofree char *language = NULL;

      if (phl_deck_split_translation_key (keys[k], &key, &language) &&
          key_file_is_outdated (key_file, group, key, language))
        n++;
    }
  return n;
}

guint
phl_deck_key_file_count_outdated (GKeyFile   *key_file,
                                  const char *group)
{
  g_auto(GStrv) groups = NULL;
  guint n = 0;

  g_return_val_if_fail (key_file != NULL, 0);

  if (group != NULL)
    return count_in_group (key_file, group);
  groups = g_key_file_get_groups (key_file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    n += count_in_group (key_file, groups[g]);
  return n;
}

guint
phl_deck_document_count_outdated (PhlDeckDocument *self,
                                  const char      *group)
{
  g_return_val_if_fail (PHL_IS_DECK_DOCUMENT (self), 0);
  return phl_deck_key_file_count_outdated (self->key_file, group);
}

void
phl_deck_document_mark_translation_current (PhlDeckDocument *self,
                                            const char      *group,
                                            const char      *key,
                                            const char      *language)
{
  g_return_if_fail (PHL_IS_DECK_DOCUMENT (self));

  if (self->read_only || !phl_deck_document_translation_is_outdated (self, group, key, language))
    return;
  phl_deck_document_push_undo (self, NULL);
  store_source (self, group, key, language);
  if (self->edit_depth == 0)
    phl_deck_document_changed (self, FALSE);
}
