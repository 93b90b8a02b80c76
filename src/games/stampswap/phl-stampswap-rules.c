/* phl-stampswap-rules.c — the Stamp Swap engine's PhlGameRules table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-rules"

#include "config.h"

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-change.h"
#include "stampswap/phl-stampswap-cli.h"
#include "stampswap/phl-stampswap-expert.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-position.h"

static const char * const variants[] = { "standard", "solo", NULL };
static const PhlGameVariantPlayers variant_players[] = {
  { "standard", 2, 5 },
  { "solo", 1, 1 },
  { NULL }
};

static gpointer
rules_new_game (const PhlSetup  *setup,
                GRand           *rng,
                GError         **error)
{
  return phl_stampswap_game_new (setup, rng, error);
}

static gpointer
rules_copy (gconstpointer state)
{
  return phl_stampswap_state_copy (state);
}

static void
rules_free (gpointer state)
{
  phl_stampswap_state_free (state);
}

static guint
rules_n_players (gconstpointer state)
{
  return ((const PhlStampswapState *) state)->n_players;
}

static int
rules_current_seat (gconstpointer state)
{
  return phl_stampswap_game_current (state);
}

static gboolean
rules_is_over (gconstpointer state)
{
  const PhlStampswapState *s = state;

  return s->phase == PHL_STAMPSWAP_PHASE_OVER || s->phase == PHL_STAMPSWAP_PHASE_ANALYSIS;
}

static int
rules_score (gconstpointer state,
             guint         seat)
{
  g_return_val_if_fail (seat < ((const PhlStampswapState *) state)->n_players, 0);
  return phl_stampswap_state_total (state, seat);
}

static guint
rules_winners (gconstpointer state)
{
  return phl_stampswap_game_winners (state);
}

static GPtrArray *
rules_legal_actions (gconstpointer state)
{
  return phl_stampswap_game_legal (state);
}

static gboolean
rules_apply (gpointer        state,
             const char     *action,
             GRand          *rng,
             PhlApplyFlags  *flags,
             PhlChange      *change,
             GError        **error)
{
  PhlStampswapState *before;
  PhlStampswapAction parsed;

  if (change == NULL)
    return phl_stampswap_game_apply (state, action, rng, flags, error);
  before = phl_stampswap_state_copy (state);
  if (!phl_stampswap_game_apply (state, action, rng, flags, error))
    {
      phl_stampswap_state_free (before);
      return FALSE;
    }
  /* Applied, so it reads: the change is told from the typed action. */
  if (phl_stampswap_action_parse (action, &parsed, NULL))
    phl_stampswap_change_describe (change, before, state, &parsed);
  phl_stampswap_state_free (before);
  return TRUE;
}

static char *
rules_choose_action (gconstpointer     state,
                     const PhlAiLevel *levels,
                     GRand            *rng)
{
  int seat = phl_stampswap_game_current (state);

  g_return_val_if_fail (seat >= 0, NULL);
  return phl_stampswap_ai_choose (state, levels[seat], rng);
}

static void
rules_save_position (gconstpointer  state,
                     GKeyFile      *file)
{
  phl_stampswap_position_save (state, file);
}

static gpointer
rules_load_position (PhlKeyFile  *file,
                     GError     **error)
{
  return phl_stampswap_position_load (file, error);
}

static gpointer
rules_read_position (const PhlSetup  *setup,
                     GError         **error)
{
  return phl_stampswap_position_read (setup, error);
}

static void
rules_write_score (gconstpointer  state,
                   GKeyFile      *out)
{
  phl_stampswap_position_write_score (state, out);
}

static PhlKeyFile *
rules_get_deck (gconstpointer state)
{
  const PhlStampswapState *s = state;

  return s->deck != NULL ? phl_stampswap_deck_get_file (s->deck) : NULL;
}

static gboolean
rules_hides_from (gconstpointer state,
                  guint         seat,
                  int           other)
{
  return phl_stampswap_state_hides_from (state, seat, other);
}

static gpointer
rules_determinize (gconstpointer state,
                   guint         seat,
                   GRand        *rng)
{
  return phl_stampswap_expert_determinize (state, seat, rng);
}

static GPtrArray *
rules_describe_moves (gconstpointer state)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);

  return phl_stampswap_ai_rank (state, rng);
}

const PhlGameRules phl_stampswap_rules = {
  .id = "stampswap",
  .min_players = 1,
  .max_players = 5,
  .variants = variants,
  .variant_players = variant_players,
  .new_game = rules_new_game,
  .copy = rules_copy,
  .free = rules_free,
  .n_players = rules_n_players,
  .current_seat = rules_current_seat,
  .is_over = rules_is_over,
  .score = rules_score,
  .winners = rules_winners,
  .legal_actions = rules_legal_actions,
  .apply = rules_apply,
  .choose_action = rules_choose_action,
  .save_position = rules_save_position,
  .load_position = rules_load_position,
  .read_position = rules_read_position,
  .write_score = rules_write_score,
  .describe_moves = rules_describe_moves,
  .get_deck = rules_get_deck,
  .hides_from = rules_hides_from,
  .determinize = rules_determinize,
  .search = &phl_stampswap_search_hooks,
  .hint_reason = phl_stampswap_hint_reason,
  .commands = phl_stampswap_commands,
};
