/* phl-deck-document-cards.c — operations on a deck's cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Adding, duplicating, deleting, moving and renaming cards (each one undo
 * step, the deck's groups kept in their order), and one card alone as a
 * deck for the preview.
 */
#define G_LOG_DOMAIN "phl-deck-document"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "phl-deck-document-private.h"
#include "stampswap/phl-stampswap-card-text.h"

static const char * const kind_names[] = { "Event", "Contest", "Specialist", "Exhibitor" };

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

  phl_deck_document_push_undo (self, NULL);
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
  phl_deck_document_changed (self, TRUE);
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

  phl_deck_document_push_undo (self, NULL);
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
  phl_deck_document_changed (self, TRUE);
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
  phl_deck_document_push_undo (self, NULL);
  g_key_file_remove_group (self->key_file, group, NULL);
  phl_deck_document_changed (self, TRUE);
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
  phl_deck_document_push_undo (self, NULL);
  {
    char *moving = groups[index];

    if (target > (int) index)
      memmove (&groups[index], &groups[index + 1], (target - index) * sizeof (char *));
    else
      memmove (&groups[target + 1], &groups[target], (index - target) * sizeof (char *));
    groups[target] = moving;
  }
  rebuild (self, (const char **) groups, NULL, NULL);
  phl_deck_document_changed (self, TRUE);
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
  phl_deck_document_push_undo (self, NULL);
  groups = g_key_file_get_groups (self->key_file, NULL);
  rebuild (self, (const char **) groups, group, new_group);
  phl_deck_document_changed (self, TRUE);
  return g_steal_pointer (&new_group);
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
      g_autofree char *full = phl_deck_document_locale_key (key, language);
      g_autofree char *value = g_key_file_get_value (self->key_file, group, full, NULL);

      if (value != NULL && value[0] != '\0')
        g_key_file_set_value (one, group, key, value);
    }
  text = g_key_file_to_data (one, &length, NULL);
  file = phl_key_file_new_from_data (text, length, "deck", error);
  if (file == NULL)
    return NULL;
  /* Filled with the plural forms of @language, not English's. */
  return phl_stampswap_card_text_load_cards (file, language, error);
}
