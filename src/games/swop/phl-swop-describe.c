/* phl-swop-describe.c — translated words for cells, sequences and scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-describe"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "swop/phl-swop-describe.h"
#include "swop/phl-swop-dice.h"
#include "swop/phl-swop-score.h"

static char *
points_text (int points)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", points), points);
}

char *
phl_swop_describe_cell (const PhlSwopState *state,
                        int                 cell)
{
  const PhlSwopDieColour *colour;
  PhlSwopCell die;
  char name[3];

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (cell >= 0 && cell < PHL_SWOP_N_CELLS, NULL);

  phl_swop_cell_format_name (cell, name);
  die = state->board[cell];
  if (phl_swop_cell_is_chip (die))
    /* Translators: %s is a cell of the board, such as "d2" */
    return g_strdup_printf (_("Swop chip on %s"), name);

  colour = phl_swop_die_colour (die.colour);
  /* Translators: a die: its colour, its number of pips and its cell, as in
   * "Turquoise 3 on c4" */
  return g_strdup_printf (_("%s %d on %s"), colour != NULL ? colour->name : "?", die.pips, name);
}

char *
phl_swop_describe_cell_object (const PhlSwopState *state,
                               int                 cell)
{
  PhlSwopCell die;
  char name[3];

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (cell >= 0 && cell < PHL_SWOP_N_CELLS, NULL);

  phl_swop_cell_format_name (cell, name);
  die = state->board[cell];
  if (phl_swop_cell_is_chip (die))
    /* Translators: a Swop chip as the object of "swapped" (Polish
     * accusative: "Żeton Swop na polu d2" stays so); %s is a cell */
    return g_strdup_printf (C_("object", "Swop chip on %s"), name);
  /* Translators: a die as the object of "swapped": its colour (already in
   * the object's case, as "die colour, object" gives it), its pips and its
   * cell, as in "Anna swapped White 1 on a1 and Pink 5 on e1" */
  return g_strdup_printf (C_("object", "%s %d on %s"),
                          phl_swop_die_colour_object_name (die.colour), die.pips, name);
}

static char *
sequence_name (const PhlSwopSequence *sequence)
{
  gboolean swop = phl_swop_sequence_is_swop (sequence);

  switch (sequence->kind)
    {
    case PHL_SWOP_SEQUENCE_TWO_SETS:
      return g_strdup (_("Swop: two sets of three"));
    case PHL_SWOP_SEQUENCE_STRAIGHT:
      if (swop)
        return g_strdup (_("Swop: straight of six"));
      /* Translators: %u is the number of dice, 3 to 5 */
      return g_strdup_printf (_("Straight of %u"), sequence->run_length);
    case PHL_SWOP_SEQUENCE_SET:
    default:
      if (swop && sequence->run_length > PHL_SWOP_SWOP_LENGTH)
        /* Translators: %u is the number of dice in the set, 7 or more;
         * only six of them count */
        return g_strdup_printf (_("Swop: set of %u, scored as six"), sequence->run_length);
      if (swop)
        return g_strdup (_("Swop: set of six"));
      /* Translators: %u is the number of dice, 3 to 5 */
      return g_strdup_printf (_("Set of %u"), sequence->run_length);
    }
}

char *
phl_swop_describe_sequence (const PhlSwopSequence *sequence)
{
  g_autofree char *name = NULL;
  g_autofree char *points = NULL;

  g_return_val_if_fail (sequence != NULL, NULL);

  name = sequence_name (sequence);
  points = points_text (sequence->points);
  /* Translators: a sequence and what it scores, as in "Set of 4 (2 points)" */
  return g_strdup_printf (_("%s (%s)"), name, points);
}

char *
phl_swop_describe_eval (const PhlSwopEval *eval)
{
  GString *text;
  g_autofree char *total = NULL;

  g_return_val_if_fail (eval != NULL, NULL);

  text = g_string_new (NULL);
  if (eval->n_sequences == 0)
    g_string_append (text, _("No sequence"));
  for (guint k = 0; k < eval->n_sequences; k++)
    {
      g_autofree char *line = phl_swop_describe_sequence (&eval->sequences[k]);

      g_string_append_printf (text, "%s\n", line);
    }
  if (eval->bonus > 0)
    {
      g_autofree char *points = points_text (eval->bonus);

      g_string_append_printf (text,
                              /* Translators: the bonus for forming several sequences in one
                               * move, as in "Bonus for 3 sequences (2 points)" */
                              g_dngettext (GETTEXT_PACKAGE, "Bonus for %u sequence (%s)",
                                           "Bonus for %u sequences (%s)", eval->n_sequences),
                              eval->n_sequences, points);
      g_string_append_c (text, '\n');
    }
  if (eval->n_sequences > 0)
    {
      total = points_text (eval->points);
      /* Translators: the points of the whole move, as in "Total: 16 points" */
      g_string_append_printf (text, _("Total: %s"), total);
    }
  return g_string_free (text, FALSE);
}

char *
phl_swop_describe_eval_line (const PhlSwopEval *eval)
{
  GString *text;
  g_autofree char *total = NULL;

  g_return_val_if_fail (eval != NULL, NULL);

  if (eval->n_sequences == 0)
    /* Translators: a swap that forms no sequence */
    return g_strdup (_("no sequence, 0 points"));
  text = g_string_new (NULL);
  for (guint k = 0; k < eval->n_sequences; k++)
    {
      g_autofree char *name = sequence_name (&eval->sequences[k]);

      if (k > 0)
        g_string_append (text, " + ");
      /* Translators: a sequence and its points, e.g. "Set of 4 (2)" */
      g_string_append_printf (text, _("%s (%d)"), name, eval->sequences[k].points);
    }
  if (eval->bonus > 0)
    /* Translators: bonus points for several sequences in one move */
    g_string_append_printf (text, _(" + bonus %d"), eval->bonus);
  total = points_text (eval->points);
  g_string_append_printf (text, " = %s", total);
  return g_string_free (text, FALSE);
}

static void
describe_swap (PhlChange           *change,
               const PhlSwopState  *before,
               const PhlSwopState  *after,
               const PhlSwopAction *action)
{
  guint seat = before->current;
  g_autofree char *die_a = phl_swop_describe_cell_object (before, action->cells[0]);
  g_autofree char *die_b = phl_swop_describe_cell_object (before, action->cells[1]);
  g_autofree char *breakdown = NULL;
  g_autofree char *text = NULL;
  PhlSwopEval eval;

  phl_swop_evaluate_swap (before->board, action->cells[0], action->cells[1], &eval);
  breakdown = phl_swop_describe_eval_line (&eval);
  /* Translators: the last move: who swapped which dice, and the breakdown;
   * the dice come in their object form ("die colour, object") */
  text = g_strdup_printf (_("%s swapped %s and %s: %s."), phl_change_seat (seat), die_a, die_b,
                          breakdown);
  for (int colour = 0; colour < PHL_SWOP_N_COLOURS; colour++)
    if (after->pool[colour] > before->pool[colour])
      {
        const PhlSwopDieColour *die = phl_swop_die_colour (colour);
        g_autofree char *paid = NULL;
        char *both;

        /* Translators: the colour cube a swap cost, as in "It cost a colour cube: Red." */
        paid = g_strdup_printf (_("It cost a colour cube: %s."), die != NULL ? die->name : "?");
        both = g_strdup_printf ("%s %s", text, paid);
        g_free (text);
        text = both;
      }
  phl_change_set_text (change, text);

  for (guint k = 0; k < eval.n_sequences; k++)
    {
      g_autofree char *name = sequence_name (&eval.sequences[k]);

      phl_change_add_points (change, seat, eval.sequences[k].points, name);
    }
  if (eval.bonus > 0)
    {
      g_autofree char *reason =
        /* Translators: the reason for bonus points: several sequences in one move */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Bonus for %u sequence",
                                      "Bonus for %u sequences", eval.n_sequences),
                         eval.n_sequences);

      phl_change_add_points (change, seat, eval.bonus, reason);
    }

  if (after->picks > before->picks)
    {
      g_autofree char *note =
        /* Translators: a catch-up pick earned by the move: "Anna is last on the track
         * and takes a colour cube from the pool." */
        g_strdup_printf (_("%s is last on the track and takes a colour cube from the pool."),
                         phl_change_seat (after->pick_seat));

      phl_change_add_note (change, note);
    }
}

void
phl_swop_describe_change (PhlChange           *change,
                          const PhlSwopState  *before,
                          const PhlSwopState  *after,
                          const PhlSwopAction *action)
{
  g_return_if_fail (change != NULL);
  g_return_if_fail (before != NULL && after != NULL && action != NULL);

  if (after->over && !before->over)
    for (guint seat = 0; seat < after->n_players; seat++)
      {
        int bonus = phl_swop_state_end_bonus (after, seat);

        if (bonus != 0)
          /* Translators: the points for what a player has left at the end */
          phl_change_add_points (change, seat, bonus, _("Unused Swop chips and colour cubes"));
      }

  if (action->kind == PHL_SWOP_ACTION_PICK)
    {
      const PhlSwopDieColour *die = phl_swop_die_colour (action->cube);
      g_autofree char *text = NULL;

      phl_change_set_actor (change, before->pick_seat);
      /* Translators: a catch-up pick: "Anna took a colour cube from the pool: Red." */
      text = g_strdup_printf (_("%s took a colour cube from the pool: %s."),
                              phl_change_seat (before->pick_seat), die != NULL ? die->name : "?");
      phl_change_set_text (change, text);
      return;
    }
  describe_swap (change, before, after, action);
}
