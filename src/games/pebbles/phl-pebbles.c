/* phl-pebbles.c — Pebbles, a tiny game for testing the shared match
 * machinery and for proving that a game is its folder plus one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pile of 10-20 pebbles (drawn from the match's RNG); players take 1-3 in
 * turn; "take 3" is treated as revealing hidden information, so undo stops
 * there.  The game ends when the pile is empty; most pebbles wins.  The
 * search tests link it on its own; with -Ddev-games=true it is built in
 * too (docs/adding-a-game.md).
 */
#include "config.h"

#include "pebbles/phl-pebbles.h"

#define PEBBLES_MAX_PLAYERS 4

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
  guint64 n;

  *flags = PHL_APPLY_NONE;
  if (!g_str_has_prefix (action, "take ")
      || !g_ascii_string_to_unsigned (action + 5, 10, 1, 3, &n, NULL) || n > p->pile)
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

  /* What load_position() needs to read it back (found missing by
   * fuzzing): the players, and whose turn it is after the pile. */
  g_key_file_set_integer (file, "Match", "Players", p->n_players);
  g_key_file_set_integer (file, "Pile", "Count", p->pile);
  g_key_file_set_integer (file, "Pile", "Turn", p->current + 1);
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
  gboolean written;
  int value;

  if (!phl_key_file_get_int (file, "Match", "Players", 1, PEBBLES_MAX_PLAYERS, &value, error))
    return NULL;
  p->n_players = value;
  /* A hand-written position says Current=; a written one, [Pile] Turn=. */
  written = !phl_key_file_has_key (file, "Match", "Current") && phl_key_file_has_key (file, "Pile", "Turn");
  if (!phl_key_file_get_int (file, written ? "Pile" : "Match", written ? "Turn" : "Current",
                             1, value, &value, error))
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

const PhlGameRules phl_pebbles_rules = {
  .id = "pebbles",
  .min_players = 1,
  .max_players = PEBBLES_MAX_PLAYERS,
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

guint
phl_pebbles_get_pile (gconstpointer state)
{
  return ((const Pebbles *) state)->pile;
}

guint
phl_pebbles_get_taken (gconstpointer state,
                       guint         seat)
{
  const Pebbles *p = state;

  return seat < p->n_players ? p->taken[seat] : 0;
}
