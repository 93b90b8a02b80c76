/* pebbles.c — a tiny game for testing the shared match machinery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pebbles.h"

typedef struct
{
  guint n_players;
  guint pile;
  guint current;
  guint taken[PHL_MAX_SEATS];
} Pebbles;

static gpointer
pebbles_new_game (const PhlSetup *setup, GRand *rng, GError **error)
{
  Pebbles *p = g_new0 (Pebbles, 1);

  p->n_players = setup->n_players;
  p->pile = g_rand_int_range (rng, 10, 21);
  return p;
}

static gpointer pebbles_copy (gconstpointer state) { return g_memdup2 (state, sizeof (Pebbles)); }
static guint pebbles_n_players (gconstpointer state) { return ((const Pebbles *) state)->n_players; }
static gboolean pebbles_is_over (gconstpointer state) { return ((const Pebbles *) state)->pile == 0; }

static int
pebbles_current_seat (gconstpointer state)
{
  const Pebbles *p = state;

  return p->pile == 0 ? -1 : (int) p->current;
}

static int pebbles_score (gconstpointer state, guint seat) { return ((const Pebbles *) state)->taken[seat]; }

static guint
pebbles_winners (gconstpointer state)
{
  const Pebbles *p = state;
  guint best = 0, mask = 0;

  for (guint i = 0; i < p->n_players; i++)
    best = MAX (best, p->taken[i]);
  for (guint i = 0; i < p->n_players; i++)
    if (p->taken[i] == best)
      mask |= 1u << i;
  return mask;
}

static GPtrArray *
pebbles_legal_actions (gconstpointer state)
{
  const Pebbles *p = state;
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);

  for (guint n = 1; n <= MIN (3, p->pile); n++)
    g_ptr_array_add (actions, g_strdup_printf ("take %u", n));
  return actions;
}

static gboolean
pebbles_apply (gpointer state, const char *action, GRand *rng, PhlApplyFlags *flags,
               PhlChange *change, GError **error)
{
  Pebbles *p = state;
  guint n;

  *flags = PHL_APPLY_NONE;
  if (sscanf (action, "take %u", &n) != 1 || n < 1 || n > 3 || n > p->pile)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL, "cannot %s", action);
      return FALSE;
    }
  /* Draw from the RNG so replays prove the RNG is restored and reproduced. */
  (void) g_rand_int (rng);
  if (n == 3)
    *flags |= PHL_APPLY_IRREVERSIBLE;
  p->pile -= n;
  p->taken[p->current] += n;
  p->current = (p->current + 1) % p->n_players;
  return TRUE;
}

static char *
pebbles_choose_action (gconstpointer state, const PhlAiLevel *levels, GRand *rng)
{
  const Pebbles *p = state;

  return g_strdup_printf ("take %u", MIN (p->pile, levels[p->current] == PHL_AI_HARD ? 3u : 1u));
}

static void
pebbles_save_position (gconstpointer state, GKeyFile *file)
{
  const Pebbles *p = state;

  g_key_file_set_integer (file, "Pile", "Count", p->pile);
  for (guint i = 0; i < p->n_players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

      g_key_file_set_integer (file, group, "Taken", p->taken[i]);
    }
}

static gpointer
pebbles_load_position (PhlKeyFile *file, GError **error)
{
  g_autofree Pebbles *p = g_new0 (Pebbles, 1);
  int value;

  if (!phl_key_file_get_int (file, "Match", "Players", 1, 6, &value, error))
    return NULL;
  p->n_players = value;
  if (!phl_key_file_get_int (file, "Match", "Current", 1, value, &value, error))
    return NULL;
  p->current = value - 1;
  if (!phl_key_file_get_int (file, "Pile", "Count", 0, 100, &value, error))
    return NULL;
  p->pile = value;
  for (guint i = 0; i < p->n_players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

      if (!phl_key_file_get_int (file, group, "Taken", 0, 100, &value, error))
        return NULL;
      p->taken[i] = value;
    }
  return g_steal_pointer (&p);
}

static void
pebbles_write_score (gconstpointer state, GKeyFile *out)
{
  const Pebbles *p = state;

  for (guint i = 0; i < p->n_players; i++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", i + 1);

      g_key_file_set_integer (out, group, "Score", p->taken[i]);
    }
}

static GPtrArray *
pebbles_describe_moves (gconstpointer state)
{
  return pebbles_legal_actions (state);
}

const PhlGameRules pebbles_rules = {
  .id = "pebbles",
  .min_players = 1,
  .max_players = 4,
  .new_game = pebbles_new_game,
  .copy = pebbles_copy,
  .free = g_free,
  .n_players = pebbles_n_players,
  .current_seat = pebbles_current_seat,
  .is_over = pebbles_is_over,
  .score = pebbles_score,
  .winners = pebbles_winners,
  .legal_actions = pebbles_legal_actions,
  .apply = pebbles_apply,
  .choose_action = pebbles_choose_action,
  .save_position = pebbles_save_position,
  .load_position = pebbles_load_position,
  .write_score = pebbles_write_score,
  .describe_moves = pebbles_describe_moves,
};
