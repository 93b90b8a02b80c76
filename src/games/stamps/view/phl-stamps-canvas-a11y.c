/* phl-stamps-canvas-a11y.c — what a screen reader hears of the STAMPS board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The label says which cell is under the keyboard cursor (or else the
 * pointer) by row and column as drawn, what it holds and what placing the picked stamp there would
 * do; the description sums up the game: whose turn, the scores, the draw
 * pile, and the hand of the person at the screen — nobody else's.
 */
#define G_LOG_DOMAIN "phl-stamps-canvas"

#include "config.h"

#include "phl-accessible.h"
#include <glib/gi18n.h>

#include "stamps/phl-stamps-action.h"
#include "stamps/view/phl-stamps-canvas-private.h"
#include "stamps/view/phl-stamps-cells.h"
#include "phl-change.h"
#include "phl-game-view.h"

/* The cell under the keyboard cursor (or else the pointer), first, in
 * words a listener can picture: "row 3, column 5, red stamp". */
static void
append_cell (PhlStampsCanvas *self,
             GString         *s)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  gboolean cursor = self->has_hover && (self->keyboard_mode || !self->has_point);
  int x = cursor ? self->hover_x : self->point_x;
  int y = cursor ? self->hover_y : self->point_y;
  g_autofree char *cell = NULL;

  if (!cursor && !self->has_point)
    return;
  cell = phl_stamps_cells_describe (state, x, y, self->interactive);
  g_string_append_printf (s, "%s. ", cell);
  if (self->has_preview && self->preview_text != NULL && self->preview.x == x && self->preview.y == y)
    g_string_append_printf (s, "%s. ", self->preview_text);
}

/* "Computer 1 placed blue at row 3, column 5." when someone else placed
 * the last stamp: heard after the computer's move, with its cell. */
static void
append_last (PhlStampsCanvas *self,
             GString         *s)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  guint n = phl_match_get_n_actions (self->match);
  const PhlChange *change = n > 0 ? phl_match_get_change (self->match, n - 1) : NULL;
  int actor = change != NULL ? phl_change_get_actor (change) : -1;
  g_autofree char *last = NULL;

  if (actor < 0 || actor == self->viewer || state->over)
    return;
  last = phl_stamps_cells_describe_last (state, phl_match_get_seat (self->match, actor)->name);
  if (last != NULL)
    g_string_append_printf (s, "%s ", last);
}

static char *
describe_game (PhlStampsCanvas *self)
{
  const PhlStampsState *state = phl_stamps_canvas_state (self);
  GString *s = g_string_new (NULL);
  PhlStampsColor color;

  append_last (self, s);
  if (state->over)
    g_string_append (s, _("The game is over."));
  else
    g_string_append_printf (s, _("%s to play."), phl_match_get_seat (self->match, state->current)->name);
  for (guint i = 0; i < state->n_players; i++)
    {
      int score = phl_stamps_score (state, i);

      g_string_append_c (s, ' ');
      /* Translators: one player's score in the board's accessible label */
      g_string_append_printf (s, ngettext ("%s: %d point.", "%s: %d points.", ABS (score)),
                              phl_match_get_seat (self->match, i)->name, score);
    }
  g_string_append_c (s, ' ');
  g_string_append_printf (s, _("Draw pile: %u."), phl_stamps_state_pile_size (state));
  /* Only the hand the person at the screen may see. */
  if (self->viewer >= 0 && self->viewer < state->n_players && state->hand_len[self->viewer] > 0
      && phl_stamps_state_sees_hand (state, self->viewer, self->viewer))
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("Your hand:"));
      for (guint i = 0; i < state->hand_len[self->viewer]; i++)
        {
          g_string_append (s, i > 0 ? ", " : " ");
          g_string_append (s, phl_stamps_color_to_name (state->hand[self->viewer][i]));
        }
      g_string_append_c (s, '.');
      if (self->interactive && phl_stamps_canvas_selected_color (self, &color))
        {
          g_string_append_c (s, ' ');
          g_string_append_printf (s, _("Selected: %s."), phl_stamps_color_to_name (color));
        }
    }
  return g_string_free (s, FALSE);
}

void
phl_stamps_canvas_update_accessible (PhlStampsCanvas *self)
{
  GString *label;
  g_autofree char *description = NULL;

  if (self->match == NULL)
    return;
  label = g_string_new (NULL);
  append_cell (self, label);
  g_string_append (label, _("STAMPS board."));
  description = describe_game (self);
  phl_accessible_relabel (GTK_WIDGET (self), label->str);
  phl_game_view_describe_board (GTK_WIDGET (self), description);
  g_string_free (label, TRUE);
}
