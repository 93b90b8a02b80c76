/* phl-deck-file.c — the parts of a .deck file every deck shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-deck-file"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-deck-file.h"

#define DECK_GROUP "Deck"

static const char * const kind_names[] = {
  [PHL_CARD_EVENT] = "Event",
  [PHL_CARD_CONTEST] = "Contest",
  [PHL_CARD_SPECIALIST] = "Specialist",
  [PHL_CARD_EXHIBITOR] = "Exhibitor",
};

const char *
phl_card_kind_to_string (PhlCardKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);

  return kind_names[kind];
}

static gboolean
is_valid_id (const char *id)
{
  if (id[0] == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

gboolean
phl_deck_file_parse_group (const char   *group,
                           PhlCardKind  *kind,
                           const char  **id)
{
  const char *colon = strchr (group, ':');

  if (colon == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (strlen (kind_names[i]) == (gsize) (colon - group) &&
        strncmp (group, kind_names[i], colon - group) == 0)
      {
        if (!is_valid_id (colon + 1))
          return FALSE;
        if (kind != NULL)
          *kind = i;
        if (id != NULL)
          *id = colon + 1;
        return TRUE;
      }
  return FALSE;
}

static void
add_error (GPtrArray *errors,
           GError    *error)
{
  g_ptr_array_add (errors, error);
}

/* A group "<Kind>:<id>" must name a known kind and a valid id; groups
 * without a colon are left alone, as a newer version may add some. */
static void
check_card_group (PhlKeyFile *file,
                  const char *group,
                  GPtrArray  *errors)
{
  const char *colon = strchr (group, ':');
  g_autofree char *kind = NULL;
  GError *error = NULL;

  if (colon == NULL || phl_deck_file_parse_group (group, NULL, NULL))
    return;

  kind = g_strndup (group, colon - group);
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (kind, kind_names[i]))
      {
        phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, group, NULL,
                                _("“%s” is not a valid card id (use lower-case letters, digits "
                                  "and hyphens)"), colon + 1);
        add_error (errors, error);
        return;
      }
  phl_key_file_set_error (file, &error, PHL_ERROR_UNSUPPORTED, group, NULL,
                          _("unknown card kind “%s” (Event, Contest, Specialist or Exhibitor)"),
                          kind);
  add_error (errors, error);
}

gboolean
phl_deck_file_check_header (PhlKeyFile *file,
                            GPtrArray  *errors)
{
  GKeyFile *key_file = phl_key_file_get_key_file (file);
  g_auto(GStrv) groups = NULL;
  guint n_before = errors->len;
  GError *error = NULL;
  int format;

  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (errors != NULL, FALSE);

  if (!phl_key_file_get_int (file, DECK_GROUP, "Format", 1, G_MAXINT, &format, &error))
    add_error (errors, g_steal_pointer (&error));
  else if (format > PHL_DECK_FORMAT)
    {
      phl_key_file_set_error (file, &error, PHL_ERROR_UNSUPPORTED, DECK_GROUP, "Format",
                              _("the deck was written by a newer version (format %d; this "
                                "version reads format %d)"), format, PHL_DECK_FORMAT);
      add_error (errors, g_steal_pointer (&error));
    }
  if (g_key_file_has_group (key_file, DECK_GROUP))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;

      if (!(id = phl_key_file_get_string (file, DECK_GROUP, "Id", &error)))
        add_error (errors, g_steal_pointer (&error));
      else if (!is_valid_id (id))
        {
          phl_key_file_set_error (file, &error, PHL_ERROR_INVALID, DECK_GROUP, "Id",
                                  _("“%s” is not a valid id (use lower-case letters, digits "
                                    "and hyphens)"), id);
          add_error (errors, g_steal_pointer (&error));
        }
      name = phl_key_file_get_string (file, DECK_GROUP, "Name", &error);
      if ((name == NULL && g_error_matches (error, PHL_ERROR, PHL_ERROR_MISSING))
          || (name != NULL && name[0] == '\0'))
        {
          g_clear_error (&error);
          g_clear_pointer (&name, g_free);
          phl_key_file_set_error (file, &error, PHL_ERROR_MISSING, DECK_GROUP, "Name",
                                  _("the name is empty: every deck needs a name"));
        }
      if (name == NULL)
        add_error (errors, g_steal_pointer (&error));
    }

  groups = g_key_file_get_groups (key_file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    check_card_group (file, groups[i], errors);

  /* GKeyFile merges a group written twice; the reader remembers where. */
  for (guint i = 0; i < phl_key_file_get_n_duplicate_groups (file); i++)
    {
      guint line;
      const char *group = phl_key_file_get_duplicate_group (file, i, &line);
      const char *id;

      if (phl_deck_file_parse_group (group, NULL, &id))
        error = g_error_new (PHL_ERROR, PHL_ERROR_INVALID, _("%s:%u: [%s]: duplicate card id “%s”"),
                             phl_key_file_get_name (file), line, group, id);
      else
        error = g_error_new (PHL_ERROR, PHL_ERROR_INVALID,
                             _("%s:%u: [%s]: the group appears more than once"),
                             phl_key_file_get_name (file), line, group);
      add_error (errors, g_steal_pointer (&error));
    }

  return errors->len == n_before;
}

char *
phl_deck_file_user_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "philatelia", "decks", NULL);
}
