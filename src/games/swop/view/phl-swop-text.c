/* phl-swop-text.c — the SWOP screen's sentences: dice, sequences, breakdowns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-text"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-swop-text.h"

char *
phl_swop_text_die (const PhlSwopState *state,
                   int                 cell)
{
  char name[3];
  PhlSwopCell die = state->board[cell];

  phl_swop_cell_format_name (cell, name);
  if (phl_swop_cell_is_chip (die))
    /* Translators: a Swop chip lying on a cell of the board, e.g. "Swop chip at c2" */
    return g_strdup_printf (_("Swop chip at %s"), name);
  /* Translators: a die: its colour, its number and its cell, e.g. "Red 3 at c2" */
  return g_strdup_printf (_("%s %d at %s"), phl_swop_die_colour (die.colour)->name, die.pips, name);
}

char *
phl_swop_text_sequence (const PhlSwopSequence *sequence)
{
  switch (sequence->kind)
    {
    case PHL_SWOP_SEQUENCE_TWO_SETS:
      return g_strdup (_("Swop of two sets of three"));
    case PHL_SWOP_SEQUENCE_SET:
      if (sequence->length == PHL_SWOP_SWOP_LENGTH)
        return g_strdup (_("Swop: a set of six"));
      /* Translators: %d is 3, 4 or 5 dice showing the same number */
      return g_strdup_printf (_("Set of %d"), sequence->length);
    case PHL_SWOP_SEQUENCE_STRAIGHT:
    default:
      if (sequence->length == PHL_SWOP_SWOP_LENGTH)
        return g_strdup (_("Swop: a straight of six"));
      /* Translators: %d is 3, 4 or 5 dice counting up or down by one */
      return g_strdup_printf (_("Straight of %d"), sequence->length);
    }
}

char *
phl_swop_text_breakdown (const PhlSwopEval *eval)
{
  GString *text = g_string_new (NULL);
  g_autofree char *total = g_strdup_printf (ngettext ("%d point", "%d points", eval->points), eval->points);

  if (eval->n_sequences == 0)
    {
      g_string_free (text, TRUE);
      /* Translators: a swap that forms no sequence */
      return g_strdup (_("no sequence, 0 points"));
    }
  for (guint i = 0; i < eval->n_sequences; i++)
    {
      g_autofree char *what = phl_swop_text_sequence (&eval->sequences[i]);

      if (i > 0)
        g_string_append (text, " + ");
      /* Translators: a sequence and its points, e.g. "Set of 4 (2)" */
      g_string_append_printf (text, _("%s (%d)"), what, eval->sequences[i].points);
    }
  if (eval->bonus > 0)
    /* Translators: bonus points for several sequences in one move */
    g_string_append_printf (text, _(" + bonus %d"), eval->bonus);
  g_string_append_printf (text, " = %s", total);
  return g_string_free (text, FALSE);
}

char *
phl_swop_text_colours (guint colours)
{
  GString *names = g_string_new (NULL);

  for (int c = 0; c < PHL_SWOP_N_COLOURS; c++)
    if (colours & (1u << c))
      {
        if (names->len > 0)
          /* Translators: between two colour names: "Red or Blue" */
          g_string_append (names, _(" or "));
        g_string_append (names, phl_swop_die_colour (c)->name);
      }
  return g_string_free (names, FALSE);
}

void
phl_swop_text_preview (const PhlSwopState *state,
                       int                 first,
                       int                 second,
                       char              **title,
                       char              **detail,
                       gboolean           *legal)
{
  PhlSwopEval eval;
  PhlSwopIllegal reason = phl_swop_state_check_swap (state, first, second, &eval);
  GString *line;
  guint options;

  *legal = reason == PHL_SWOP_LEGAL;
  if (!*legal)
    {
      *title = g_strdup (_("Not allowed"));
      *detail = g_strdup (phl_swop_illegal_message (reason));
      return;
    }

  /* Translators: what a swap would score, in the preview under the board */
  *title = g_strdup_printf (ngettext ("+%d point", "+%d points", eval.points), eval.points);
  line = g_string_new (NULL);
  {
    g_autofree char *breakdown = phl_swop_text_breakdown (&eval);

    g_string_append (line, breakdown);
  }
  if (eval.swops > 0)
    {
      g_string_append (line, " · ");
      g_string_append_printf (line, ngettext ("Uses %d Swop chip", "Uses %d Swop chips", eval.swops), eval.swops);
    }
  options = phl_swop_state_cube_options (state, first, second);
  if (options != 0)
    {
      g_autofree char *names = phl_swop_text_colours (options);

      g_string_append (line, " · ");
      /* Translators: %s is one colour or "Red or Blue" */
      g_string_append_printf (line, _("Costs a colour cube: %s"), names);
    }
  else if (state->cubes)
    {
      g_string_append (line, " · ");
      g_string_append (line, _("Free: a white die moves"));
    }
  *detail = g_string_free (line, FALSE);
}
