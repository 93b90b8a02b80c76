/* phl-swop-describe.c — translated words for cells, sequences and scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-describe"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "swop/phl-swop-describe.h"
#include "swop/phl-swop-dice.h"

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
