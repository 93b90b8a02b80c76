/* phl-swop-end.c — the end of a SWOP game: where the points came from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The base's end page says who won and shows the score chart; SWOP fills
 * the chart with each player's points by source and adds, under it, what
 * the variant makes of the result (the teams' sums, the solo goal).
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-score-chart.h"
#include "phl-swop-paint.h"
#include "phl-swop-view-private.h"

typedef struct
{
  const char *label;
  GdkRGBA     rgba;
} Part;

static const Part parts[] = {
  { N_("Sequences"), { 0.21, 0.52, 0.89, 1 } },
  { N_("Swops"), { 0.96, 0.76, 0.07, 1 } },
  { N_("Bonus"), { 0.18, 0.76, 0.49, 1 } },
  { N_("Unused chips"), { 0.35, 0.35, 0.38, 1 } },
  { N_("Colour cubes"), { 0.57, 0.25, 0.67, 1 } },
};

static void
seat_parts (const PhlSwopState *state,
            guint               seat,
            int                *values)
{
  values[0] = state->tally[seat].sequences;
  values[1] = state->tally[seat].swops;
  values[2] = state->tally[seat].bonus;
  values[3] = state->over ? (int) state->chips[seat] : 0;
  values[4] = state->over && state->cubes ? phl_swop_state_end_bonus (state, seat) - (int) state->chips[seat] : 0;
}

void
phl_swop_view_fill_score_chart (PhlGameView   *view,
                                PhlScoreChart *chart)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);
  const PhlSwopState *state = phl_swop_view_state (self);
  guint winners = phl_swop_state_winners (state);

  /* The track's finish (the solo game's goal), marked across the bars. */
  phl_score_chart_set_goal (chart, PHL_SWOP_FINISH, C_("swop score track", "Finish"));
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    if (p != 4 || state->cubes)
      phl_score_chart_add_category (chart, _(parts[p].label), &parts[p].rgba);
  for (guint index = 0; index < state->n_players; index++)
    {
      /* The team game lists partners together: seats 1 and 3, then 2 and 4. */
      guint seat = state->variant == PHL_SWOP_VARIANT_TEAM ? (index % 2) * 2 + index / 2 : index;
      PhlRgb rgb = phl_swop_paint_pawn_rgb (seat);
      GdkRGBA rgba = { rgb.red, rgb.green, rgb.blue, 1 };
      guint series = phl_score_chart_add_series (chart, phl_swop_view_seat_name (self, seat), &rgba);
      int values[G_N_ELEMENTS (parts)];

      seat_parts (state, seat, values);
      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        if (values[p] != 0)
          phl_score_chart_add_value (chart, series, _(parts[p].label), values[p]);
      phl_score_chart_set_series_highlight (chart, series, (winners & (1u << seat)) != 0);
      if (state->variant == PHL_SWOP_VARIANT_TEAM)
        {
          /* Translators: a seat's team beside its name on the score chart */
          g_autofree char *team = g_strdup_printf (_("Team %u"), seat % 2 + 1);

          phl_score_chart_set_series_note (chart, series, team);
        }
    }
}

GtkWidget *
phl_swop_view_create_end_details (PhlGameView *view)
{
  PhlSwopView *self = PHL_SWOP_VIEW (view);
  const PhlSwopState *state = phl_swop_view_state (self);
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      int score = phl_swop_state_score (state, 0);
      g_autofree char *moves = g_strdup_printf (ngettext ("%d point in %u move", "%d points in %u moves", score),
                                                score, state->swaps_made);

      /* Both sentences end with their own stop; the second is "53 points in 6 moves". */
      text = g_strdup_printf ("%s %s.", phl_swop_state_winners (state) != 0 ? _("You reached 40 — solo game won!")
                                                                           : _("40 points were needed."),
                              moves);
    }
  else if (state->variant == PHL_SWOP_VARIANT_TEAM)
    /* Translators: the team game's final scores */
    text = g_strdup_printf (_("Team 1 (%s, %s): %d · Team 2 (%s, %s): %d"),
                            phl_swop_view_seat_name (self, 0), phl_swop_view_seat_name (self, 2),
                            phl_swop_state_team_score (state, 0),
                            phl_swop_view_seat_name (self, 1), phl_swop_view_seat_name (self, 3),
                            phl_swop_state_team_score (state, 1));
  else
    text = g_strdup (_("Final scores include a point for each unused Swop chip and, in the master level, each colour cube."));

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}
