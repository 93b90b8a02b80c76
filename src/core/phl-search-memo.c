/* phl-search-memo.c — remembers a game's search candidates per position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "phl-search-memo.h"

static void
actions_free (gpointer data)
{
  g_ptr_array_unref (data);
}

static void
memo_free (gpointer data)
{
  g_hash_table_unref (data);
}

/* GBytes (the game's id, a NUL, then its key) → GPtrArray of strings. */
static GPrivate memo_table = G_PRIVATE_INIT (memo_free);

static GHashTable *
memo_get (gboolean create)
{
  GHashTable *table = g_private_get (&memo_table);

  if (table == NULL && create)
    {
      table = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                     (GDestroyNotify) g_bytes_unref, actions_free);
      g_private_set (&memo_table, table);
    }
  return table;
}

static GBytes *
memo_key (const char    *game,
          gconstpointer  key,
          gsize          len)
{
  gsize game_len = strlen (game) + 1;
  guint8 *bytes = g_malloc (game_len + len);

  memcpy (bytes, game, game_len);
  memcpy (bytes + game_len, key, len);
  return g_bytes_new_take (bytes, game_len + len);
}

static GPtrArray *
copy_actions (GPtrArray *actions)
{
  GPtrArray *copy = g_ptr_array_new_full (actions->len, g_free);

  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (actions, i)));
  return copy;
}

GPtrArray *
phl_search_memo_lookup (const char    *game,
                        gconstpointer  key,
                        gsize          len)
{
  GHashTable *table = memo_get (FALSE);
  g_autoptr(GBytes) bytes = NULL;
  GPtrArray *actions;

  g_return_val_if_fail (game != NULL && key != NULL, NULL);

  if (table == NULL)
    return NULL;
  bytes = memo_key (game, key, len);
  actions = g_hash_table_lookup (table, bytes);
  return actions != NULL ? copy_actions (actions) : NULL;
}

void
phl_search_memo_store (const char    *game,
                       gconstpointer  key,
                       gsize          len,
                       GPtrArray     *actions)
{
  GHashTable *table = memo_get (TRUE);

  g_return_if_fail (game != NULL && key != NULL && actions != NULL);

  if (g_hash_table_size (table) >= PHL_SEARCH_MEMO_MAX_ENTRIES)
    g_hash_table_remove_all (table);
  g_hash_table_replace (table, memo_key (game, key, len), copy_actions (actions));
}

void
phl_search_memo_clear (void)
{
  GHashTable *table = memo_get (FALSE);

  if (table != NULL)
    g_hash_table_remove_all (table);
}

static __thread int search_seat = -1;

void
phl_search_memo_set_seat (int seat)
{
  search_seat = seat;
}

int
phl_search_memo_get_seat (void)
{
  return search_seat;
}

GPtrArray *
phl_search_memo_limit (GPtrArray *actions,
                       int        seat_to_act,
                       guint      max_actions,
                       guint      others_max)
{
  g_return_val_if_fail (actions != NULL, NULL);

  if (search_seat >= 0 && seat_to_act != search_seat)
    max_actions = MIN (max_actions, others_max);
  if (actions->len > max_actions)
    g_ptr_array_set_size (actions, max_actions);
  return actions;
}
