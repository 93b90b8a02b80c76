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
  /* The engine's words, so the board, the log and the hint agree. */
  return phl_swop_describe_cell (state, cell);
}

char *
phl_swop_text_breakdown (const PhlSwopEval *eval)
{
  return phl_swop_describe_eval_line (eval);
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
