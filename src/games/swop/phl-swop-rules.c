/* phl-swop-rules.c — SWOP for the shared match machinery (PhlGameRules)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-game-rules.h"
#include "swop/phl-swop-ai.h"
#include "swop/phl-swop-describe.h"
#include "swop/phl-swop-expert.h"
#include "swop/phl-swop-position.h"
#include "swop/phl-swop-state.h"

static const char * const variants[] = { "basic", "master", "team", "solo", NULL };
static const PhlGameVariantPlayers variant_players[] = {
  { "basic", 2, PHL_SWOP_MAX_PLAYERS },
  { "master", 2, PHL_SWOP_MAX_PLAYERS },
  { "team", 4, 4 },
  { "solo", 1, 1 },
  { NULL }
};

static gpointer
swop_new_game (const PhlSetup  *setup,
               GRand           *rng,
               GError         **error)
{
  const char *variant_id = setup->variant != NULL ? setup->variant : "basic";
  PhlSwopVariant variant;
  gboolean players_ok;

  if (g_str_equal (variant_id, "basic"))
    variant = PHL_SWOP_VARIANT_BASIC;
  else if (g_str_equal (variant_id, "master"))
    variant = PHL_SWOP_VARIANT_MASTER;
  else if (g_str_equal (variant_id, "team"))
    variant = PHL_SWOP_VARIANT_TEAM;
  else if (g_str_equal (variant_id, "solo"))
    variant = PHL_SWOP_VARIANT_SOLO;
  else
    {
      phl_setup_set_error (setup, error, PHL_ERROR_UNSUPPORTED, "Variant",
                           _("“%s” is not a SWOP variant (basic, master, team or solo)"), variant_id);
      return NULL;
    }

  switch (variant)
    {
    case PHL_SWOP_VARIANT_SOLO:
      players_ok = setup->n_players == 1;
      break;
    case PHL_SWOP_VARIANT_TEAM:
      players_ok = setup->n_players == 4;
      break;
    default:
      players_ok = setup->n_players >= 2 && setup->n_players <= PHL_SWOP_MAX_PLAYERS;
      break;
    }
  if (!players_ok)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("The number of players (%u) does not suit this SWOP variant (%s)"),
                           setup->n_players, variant_id);
      return NULL;
    }

  return phl_swop_state_new (variant, setup->n_players,
                             phl_setup_get_option_bool (setup, "neat", FALSE),
                             phl_setup_get_option_bool (setup, "master", FALSE),
                             phl_setup_get_option_bool (setup, "takebacks", FALSE),
                             rng);
}

static gpointer
swop_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (PhlSwopState));
}

static guint
swop_n_players (gconstpointer state)
{
  return ((const PhlSwopState *) state)->n_players;
}

static int
swop_current_seat (gconstpointer state)
{
  return phl_swop_state_seat_to_act (state);
}

static gboolean
swop_is_over (gconstpointer state)
{
  return ((const PhlSwopState *) state)->over;
}

static int
swop_score (gconstpointer state,
            guint         seat)
{
  return phl_swop_state_score (state, seat);
}

static guint
swop_winners (gconstpointer state)
{
  return phl_swop_state_winners (state);
}

static GPtrArray *
swop_legal_actions (gconstpointer state)
{
  g_autoptr(GArray) actions = phl_swop_state_legal_actions (state);
  GPtrArray *texts = g_ptr_array_new_full (actions->len, g_free);

  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (texts, phl_swop_action_to_string (&g_array_index (actions, PhlSwopAction, i)));
  return texts;
}

static gboolean
swop_apply (gpointer        state,
            const char     *text,
            GRand          *rng,
            PhlApplyFlags  *flags,
            PhlChange      *change,
            GError        **error)
{
  PhlSwopAction action;
  PhlSwopState before;

  if (flags != NULL)
    *flags = PHL_APPLY_NONE;
  if (!phl_swop_action_parse (text, &action))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                   _("“%s” is not a SWOP move (a swap is written like “a1 c3”)"), text);
      return FALSE;
    }
  if (change == NULL)
    return phl_swop_state_apply (state, &action, error);
  before = *(const PhlSwopState *) state;
  if (!phl_swop_state_apply (state, &action, error))
    return FALSE;
  phl_swop_describe_change (change, &before, state, &action);
  return TRUE;
}

static char *
swop_choose_action (gconstpointer     state,
                    const PhlAiLevel *levels,
                    GRand            *rng)
{
  int seat = phl_swop_state_seat_to_act (state);
  PhlSwopAction action;

  if (seat < 0 || !phl_swop_ai_choose (state, levels[seat], rng, &action))
    return NULL;
  return phl_swop_action_to_string (&action);
}

static void
swop_save_position (gconstpointer  state,
                    GKeyFile      *file)
{
  phl_swop_position_save (state, file);
}

static gpointer
swop_load_position (PhlKeyFile  *file,
                    GError     **error)
{
  return phl_swop_position_load (file, error);
}

static gpointer
swop_read_position (const PhlSetup  *setup,
                    GError         **error)
{
  return phl_swop_position_read (setup, error);
}

static void
swop_write_score (gconstpointer  state,
                  GKeyFile      *out)
{
  phl_swop_position_write_score (state, out);
}

static GPtrArray *
swop_describe_moves (gconstpointer state)
{
  return phl_swop_position_describe_moves (state);
}

const PhlGameRules phl_swop_rules = {
  .id = "swop",
  .min_players = 1,
  .max_players = PHL_SWOP_MAX_PLAYERS,
  .variants = variants,
  .variant_players = variant_players,
  .new_game = swop_new_game,
  .copy = swop_copy,
  .free = g_free,
  .n_players = swop_n_players,
  .current_seat = swop_current_seat,
  .is_over = swop_is_over,
  .score = swop_score,
  .winners = swop_winners,
  .legal_actions = swop_legal_actions,
  .apply = swop_apply,
  .choose_action = swop_choose_action,
  .save_position = swop_save_position,
  .load_position = swop_load_position,
  .read_position = swop_read_position,
  .write_score = swop_write_score,
  .describe_moves = swop_describe_moves,
  /* Nothing is hidden: determinize() copies. */
  .determinize = phl_swop_expert_determinize,
  .search = &phl_swop_search_hooks,
};
