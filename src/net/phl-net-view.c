/* phl-net-view.c — what a seat is sent of the match (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "philatelia-net"

#include "config.h"

#include "phl-key-file.h"
#include "phl-net-view.h"

char *
phl_net_view_text (PhlMatch      *match,
                   gconstpointer  state,
                   guint          n_actions,
                   guint          seat)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GRand) fresh = g_rand_new ();
  g_autoptr(GKeyFile) file = g_key_file_new ();
  gpointer view = rules->determinize != NULL ? rules->determinize (state, seat, fresh)
                                             : rules->copy (state);
  int current = rules->current_seat (view);

  g_key_file_set_string (file, "Match", "Game", rules->id);
  g_key_file_set_integer (file, "Match", "Format", PHL_MATCH_FORMAT);
  g_key_file_set_integer (file, "Match", "Players", rules->n_players (view));
  g_key_file_set_integer (file, "Match", "Current", current >= 0 ? current + 1 : 0);
  rules->save_position (view, file);
  g_key_file_set_boolean (file, "Match", "Over", rules->is_over (view));
  g_key_file_set_integer (file, "Match", "Actions", n_actions);
  for (guint i = 0; i < rules->n_players (view); i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);
      const PhlSeat *info = phl_match_get_seat (match, i);

      if (!g_key_file_has_key (file, group, "Name", NULL) && info->name != NULL)
        g_key_file_set_string (file, group, "Name", info->name);
    }
  rules->free (view);
  return g_key_file_to_data (file, NULL, NULL);
}

gboolean
phl_net_match_views_hold_play (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  gconstpointer state = phl_match_get_state (match);
  int seat = rules->current_seat (state);
  g_autofree char *text = NULL;
  g_autoptr(PhlKeyFile) file = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) got = NULL;
  gpointer view;
  gboolean same;

  g_return_val_if_fail (PHL_IS_MATCH (match), FALSE);

  if (seat < 0)
    return TRUE;
  text = phl_net_view_text (match, state, phl_match_get_n_actions (match), seat);
  file = phl_key_file_new_from_data (text, strlen (text), "view", NULL);
  view = file != NULL ? rules->load_position (file, NULL) : NULL;
  if (view == NULL)
    return FALSE;
  expected = rules->legal_actions (state);
  got = rules->legal_actions (view);
  same = rules->current_seat (view) == seat && expected->len == got->len;
  for (guint i = 0; same && i < expected->len; i++)
    same = g_ptr_array_find_with_equal_func (got, expected->pdata[i], g_str_equal, NULL);
  rules->free (view);
  return same;
}
