/* phl-stamps-game.c — the STAMPS engine as a PhlGameRules table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-game-rules.h"
#include "stamps/phl-stamps-action.h"
#include "stamps/phl-stamps-ai.h"
#include "stamps/phl-stamps-expert.h"
#include "stamps/phl-stamps-position.h"
#include "stamps/phl-stamps-rules.h"

static gpointer
stamps_new_game (const PhlSetup  *setup,
                 GRand           *rng,
                 GError         **error)
{
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  if (setup->n_players < PHL_STAMPS_MIN_PLAYERS || setup->n_players > PHL_STAMPS_MAX_PLAYERS)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("STAMPS is played by %d to %d players, not %u."),
                           PHL_STAMPS_MIN_PLAYERS, PHL_STAMPS_MAX_PLAYERS, setup->n_players);
      return NULL;
    }
  if (setup->variant != NULL && !g_str_equal (setup->variant, "standard"))
    {
      phl_setup_set_error (setup, error, PHL_ERROR_UNSUPPORTED, "Variant",
                           _("STAMPS has no variant “%s”."), setup->variant);
      return NULL;
    }
  return phl_stamps_state_new_game (setup->n_players, rng);
}

static gpointer
stamps_copy (gconstpointer state)
{
  return phl_stamps_state_copy (state);
}

static void
stamps_free (gpointer state)
{
  phl_stamps_state_free (state);
}

static guint
stamps_n_players (gconstpointer state)
{
  return ((const PhlStampsState *) state)->n_players;
}

static int
stamps_current_seat (gconstpointer state)
{
  return phl_stamps_current_seat (state);
}

static gboolean
stamps_is_over (gconstpointer state)
{
  return phl_stamps_is_over (state);
}

static int
stamps_score (gconstpointer state,
              guint         seat)
{
  return phl_stamps_score (state, seat);
}

static guint
stamps_winners (gconstpointer state)
{
  return phl_stamps_winners (state);
}

static GPtrArray *
stamps_legal_actions (gconstpointer state_ptr)
{
  const PhlStampsState *state = state_ptr;
  g_autoptr(GArray) cells = NULL;
  GPtrArray *actions = g_ptr_array_new_with_free_func (g_free);

  if (state->over)
    return actions;
  cells = phl_stamps_legal_cells (state);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      if (!phl_stamps_hand_has (state, state->current, c))
        continue;
      for (guint i = 0; i < cells->len; i++)
        {
          const PhlStampsCell *cell = &g_array_index (cells, PhlStampsCell, i);

          g_ptr_array_add (actions, phl_stamps_format_action (c, cell->x, cell->y));
        }
    }
  return actions;
}

/* The placement is public; the stamp drawn is told only to the seats that
 * may see the mover's hand (phl_stamps_state_sees_hand()). */
static void
describe_change (PhlChange                *change,
                 const PhlStampsState     *before,
                 const PhlStampsState     *after,
                 const PhlStampsPlacement *placement,
                 gboolean                  drew)
{
  guint seat = before->current;
  g_autofree char *steps = phl_stamps_placement_describe_steps (placement);
  g_autofree char *what = phl_stamps_placement_describe (placement);
  g_autofree char *placed = NULL;
  guint seeing = 0;

  /* Translators: e.g. "Anna placed blue: red +2 · score 3 → 5" */
  placed = g_strdup_printf (_("%s placed %s: %s"), phl_change_seat (seat),
                            phl_stamps_color_to_name (placement->color), what);
  if (placement->score_after != placement->score_before)
    phl_change_add_points (change, seat, placement->score_after - placement->score_before, steps);

  /* A full stop, as after the stamp drawn: a note may follow. */
  if (!drew)
    {
      g_autofree char *sentence = g_strconcat (placed, ".", NULL);

      phl_change_set_text (change, sentence);
    }
  else
    {
      PhlStampsColor drawn = after->hand[seat][after->hand_len[seat] - 1];
      /* Translators: the stamp drawn after placing, which the others do not see */
      g_autofree char *secret = g_strdup_printf (_("%s. Drew %s."), placed,
                                                 phl_stamps_color_to_name (drawn));
      /* Translators: the stamp drawn after placing, as the others learn it */
      g_autofree char *open = g_strdup_printf (_("%s. Drew a stamp from the pile."), placed);

      for (guint v = 0; v < after->n_players; v++)
        if (phl_stamps_state_sees_hand (after, v, seat))
          seeing |= 1u << v;
      phl_change_set_text (change, phl_stamps_state_sees_hand (after, -1, seat) ? secret : open);
      phl_change_set_seat_text (change, seeing, secret);
    }

  /* Seats with an empty hand are passed over. */
  if (!after->over)
    for (guint i = 1; i < after->n_players; i++)
      {
        guint skipped = (seat + i) % after->n_players;
        g_autofree char *note = NULL;

        if (skipped == after->current)
          break;
        /* Translators: a player passed over at the end of the game */
        note = g_strdup_printf (_("%s has no stamps left and is passed over."),
                                phl_change_seat (skipped));
        phl_change_add_note (change, note);
      }
}

static gboolean
stamps_apply (gpointer        state,
              const char     *action,
              GRand          *rng,
              PhlApplyFlags  *flags,
              PhlChange      *change,
              GError        **error)
{
  PhlStampsColor color;
  gboolean drew = FALSE;
  int x, y;

  g_return_val_if_fail (action != NULL, FALSE);

  if (flags != NULL)
    *flags = PHL_APPLY_NONE;
  if (!phl_stamps_parse_action (action, &color, &x, &y))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                   _("“%s” is not a STAMPS move (expected a colour letter, @ and a cell, e.g. B@3,-1)."),
                   action);
      return FALSE;
    }
  if (change == NULL)
    {
      if (!phl_stamps_place (state, color, x, y, rng, &drew, error))
        return FALSE;
    }
  else
    {
      g_autoptr(PhlStampsState) before = phl_stamps_state_copy (state);
      PhlStampsPlacement placement;

      phl_stamps_analyse_placement (before, color, x, y, &placement);
      if (!phl_stamps_place (state, color, x, y, rng, &drew, error))
        return FALSE;
      describe_change (change, before, state, &placement, drew);
    }
  if (drew && flags != NULL)
    *flags |= PHL_APPLY_IRREVERSIBLE;
  return TRUE;
}

static char *
stamps_choose_action (gconstpointer     state_ptr,
                      const PhlAiLevel *levels,
                      GRand            *rng)
{
  const PhlStampsState *state = state_ptr;
  PhlStampsHint hint;

  g_return_val_if_fail (levels != NULL, NULL);

  if (!phl_stamps_ai_choose (state, levels[state->current], rng, &hint))
    return NULL;
  return phl_stamps_format_action (hint.color, hint.x, hint.y);
}

static void
stamps_save_position (gconstpointer state,
                      GKeyFile     *file)
{
  phl_stamps_position_save (state, file);
}

static gpointer
stamps_load_position (PhlKeyFile  *file,
                      GError     **error)
{
  return phl_stamps_position_load (file, error);
}

static gpointer
stamps_read_position (const PhlSetup  *setup,
                      GError         **error)
{
  return phl_stamps_position_read (setup, error);
}

static void
stamps_write_score (gconstpointer state,
                    GKeyFile     *out)
{
  phl_stamps_position_write_score (state, out);
}

static gboolean
stamps_hides_from (gconstpointer state,
                   guint         seat,
                   int           other)
{
  return phl_stamps_state_hides_from (state, seat, other);
}

static gpointer
stamps_determinize (gconstpointer state,
                    guint         seat,
                    GRand        *rng)
{
  return phl_stamps_expert_determinize (state, seat, rng);
}

static GPtrArray *
stamps_describe_moves (gconstpointer state)
{
  return phl_stamps_position_describe_moves (state);
}

/* `hint --explain`: the placement's brackets and steps. */
static char *
stamps_hint_reason (gconstpointer  state,
                    const char    *action,
                    PhlAiLevel     level)
{
  return phl_stamps_action_describe (state, action);
}

const PhlGameRules phl_stamps_rules = {
  .id = "stamps",
  .min_players = PHL_STAMPS_MIN_PLAYERS,
  .max_players = PHL_STAMPS_MAX_PLAYERS,
  .variants = NULL,
  .new_game = stamps_new_game,
  .copy = stamps_copy,
  .free = stamps_free,
  .n_players = stamps_n_players,
  .current_seat = stamps_current_seat,
  .is_over = stamps_is_over,
  .score = stamps_score,
  .winners = stamps_winners,
  .legal_actions = stamps_legal_actions,
  .apply = stamps_apply,
  .choose_action = stamps_choose_action,
  .save_position = stamps_save_position,
  .load_position = stamps_load_position,
  .read_position = stamps_read_position,
  .write_score = stamps_write_score,
  .describe_moves = stamps_describe_moves,
  .hides_from = stamps_hides_from,
  .determinize = stamps_determinize,
  .search = &phl_stamps_search_hooks,
  .hint_reason = stamps_hint_reason,
};
