/* phl-stamps-action.c — what an action or a cell means, in words and numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-action"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "stamps/phl-stamps-action.h"

gboolean
phl_stamps_action_analyse (const PhlStampsState *state,
                           const char           *action,
                           PhlStampsPlacement   *placement)
{
  PhlStampsColor color;
  int x, y;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);

  if (action == NULL || !phl_stamps_parse_action (action, &color, &x, &y))
    return FALSE;
  if (state->over || !phl_stamps_hand_has (state, state->current, color))
    return FALSE;
  return phl_stamps_analyse_placement (state, color, x, y, placement);
}

char *
phl_stamps_placement_describe_steps (const PhlStampsPlacement *p)
{
  GString *s = g_string_new (NULL);
  gboolean any = FALSE;

  g_return_val_if_fail (p != NULL, NULL);

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if (p->steps[c] > 0)
      {
        if (any)
          g_string_append (s, ", ");
        /* Translators: marker steps for one colour, e.g. "red +2" */
        g_string_append_printf (s, _("%s +%u"), phl_stamps_color_to_name (c), p->steps[c]);
        any = TRUE;
      }
  if (!any)
    g_string_append (s, _("brackets nothing"));
  return g_string_free (s, FALSE);
}

char *
phl_stamps_placement_describe (const PhlStampsPlacement *p)
{
  g_autofree char *steps = NULL;
  GString *s;

  g_return_val_if_fail (p != NULL, NULL);

  steps = phl_stamps_placement_describe_steps (p);
  s = g_string_new (steps);
  g_string_append (s, " · ");
  /* Translators: the tableau score before and after a placement */
  g_string_append_printf (s, _("score %d → %d"), p->score_before, p->score_after);
  if (p->new_collisions != 0)
    {
      gboolean first = TRUE;

      g_string_append (s, " · ");
      g_string_append (s, _("column collision:"));
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        if (p->new_collisions & (1u << c))
          {
            g_string_append (s, first ? " " : ", ");
            g_string_append (s, phl_stamps_color_to_name (c));
            first = FALSE;
          }
    }
  return g_string_free (s, FALSE);
}

char *
phl_stamps_action_describe (const PhlStampsState *state,
                            const char           *action)
{
  PhlStampsPlacement p;
  g_autofree char *what = NULL;

  if (!phl_stamps_action_analyse (state, action, &p))
    return NULL;
  what = phl_stamps_placement_describe (&p);
  /* Translators: a suggested move and what it does, e.g.
   * "Place blue at 2, -1: red +2 · score 3 → 5" */
  return g_strdup_printf (_("Place %s at %d, %d: %s"), phl_stamps_color_to_name (p.color), p.x, p.y, what);
}

gboolean
phl_stamps_last_placement (const PhlStampsState *state,
                           PhlStampsPlacement   *placement)
{
  g_autoptr(PhlStampsState) before = NULL;
  int color;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);

  if (!state->has_last)
    return FALSE;
  color = phl_stamps_state_get_cell (state, state->last_x, state->last_y);
  if (color == PHL_STAMPS_NO_STAMP)
    return FALSE;
  /* The grid without the last stamp: the brackets only ever depend on the
   * stamps in the grid, which placing changes by that one stamp alone. */
  before = phl_stamps_state_copy (state);
  before->cells[state->last_y + before->origin_y][state->last_x + before->origin_x] = 0;
  before->n_placed--;
  before->over = FALSE;
  return phl_stamps_analyse_placement (before, color, state->last_x, state->last_y, placement);
}

char *
phl_stamps_describe_cell (const PhlStampsState *state,
                          int                   x,
                          int                   y)
{
  int color;

  g_return_val_if_fail (state != NULL, NULL);

  color = phl_stamps_state_get_cell (state, x, y);
  if (color != PHL_STAMPS_NO_STAMP)
    /* Translators: what a cell of the grid holds, e.g. "red stamp" */
    return g_strdup_printf (_("%s stamp"), phl_stamps_color_to_name (color));
  if (!state->over && phl_stamps_is_legal_cell (state, x, y))
    return g_strdup (_("empty, a stamp may go here"));
  return g_strdup (_("empty"));
}
