/* phl-stampswap-scores.c — every point explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score chart's values by source (the base's Scores window and end
 * page), the end-of-day summary card that waits for the players (who
 * scored what in the Show) and the end page's tables per day.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-paint.h"
#include "phl-stampswap-view-private.h"

int
phl_stampswap_day_total (const PhlStampswapState *st,
                         guint                    seat,
                         guint                    day)
{
  int v = 0;

  if (day < PHL_STAMPSWAP_ROUNDS)
    for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
      v += st->players[seat].round_points[day][k];
  else
    for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
      v += st->players[seat].final_points[k];
  return v;
}

/* The score chart (game.scores, the end page): per seat, every source of
 * points over the days, then the Final Show's. */
void
phl_stampswap_fill_chart (PhlStampswapView *self,
                          PhlScoreChart    *chart)
{
  const PhlStampswapState *st = self->st;

  /* Ten sources, ten colours: the days' warm, the Final Show's cool. */
  static const GdkRGBA round_rgba[PHL_STAMPSWAP_N_ROUND_SOURCES] = {
    { 0.93, 0.62, 0.20, 1 }, { 0.98, 0.82, 0.25, 1 }, { 0.85, 0.35, 0.30, 1 }, { 0.55, 0.40, 0.30, 1 },
    { 0.80, 0.50, 0.75, 1 },
  };
  static const GdkRGBA final_rgba[PHL_STAMPSWAP_N_FINAL_SOURCES] = {
    { 0.45, 0.55, 0.70, 1 }, { 0.30, 0.60, 0.85, 1 }, { 0.30, 0.70, 0.45, 1 }, { 0.20, 0.45, 0.60, 1 },
    { 0.55, 0.75, 0.55, 1 },
  };

  for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
    phl_score_chart_add_category (chart, phl_stampswap_round_source_label (k), &round_rgba[k]);
  for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
    phl_score_chart_add_category (chart, phl_stampswap_final_source_label (k), &final_rgba[k]);
  for (guint s = 0; s < st->n_players; s++)
    {
      PhlRgb c = phl_stampswap_seat_rgb (s);
      GdkRGBA rgba = { c.red, c.green, c.blue, 1 };
      guint series = phl_score_chart_add_series (chart, phl_stampswap_view_seat_name (self, s), &rgba);
      const PhlStampswapPlayer *p = phl_stampswap_view_player (self, s);

      for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
        {
          int v = 0;

          for (guint d = 0; d < PHL_STAMPSWAP_ROUNDS; d++)
            v += p->round_points[d][k];
          phl_score_chart_add_value (chart, series, phl_stampswap_round_source_label (k), v);
        }
      for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
        phl_score_chart_add_value (chart, series, phl_stampswap_final_source_label (k), p->final_points[k]);
    }
}

static GtkWidget *
grid_label (const char *text,
            gboolean    heading,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  /* Names and contests wrap at words within a column of their own. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  if (xalign == 1)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* A table: a column per player, a row per source of @day (or of the Final
 * Show when @day is PHL_STAMPSWAP_ROUNDS), the contest entered, the total. */
static void
fill_grid (PhlStampswapView *self,
           GtkGrid          *grid,
           guint             day)
{
  const PhlStampswapState *st = self->st;
  gboolean final = day >= PHL_STAMPSWAP_ROUNDS;
  guint n_src = final ? PHL_STAMPSWAP_N_FINAL_SOURCES : PHL_STAMPSWAP_N_ROUND_SOURCES;
  guint row = 1;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
  for (guint s = 0; s < st->n_players; s++)
    gtk_grid_attach (grid, grid_label (phl_stampswap_view_seat_name (self, s), TRUE, 1), s + 1, 0, 1, 1);
  if (!final)
    {
      gtk_grid_attach (grid, grid_label (_("Contest entered"), FALSE, 0), 0, row, 1, 1);
      for (guint s = 0; s < st->n_players; s++)
        {
          const PhlStampswapPlayer *p = phl_stampswap_view_player (self, s);

          gtk_grid_attach (grid, grid_label (p->contest_round[day] < st->n_board
                                             ? phl_stampswap_state_card (st, st->board[p->contest_round[day]])->name : "—",
                                             FALSE, 1), s + 1, row, 1, 1);
        }
      row++;
    }
  for (guint k = 0; k < n_src; k++, row++)
    {
      gtk_grid_attach (grid, grid_label (final ? phl_stampswap_final_source_label (k) : phl_stampswap_round_source_label (k),
                                         FALSE, 0), 0, row, 1, 1);
      for (guint s = 0; s < st->n_players; s++)
        {
          const PhlStampswapPlayer *p = phl_stampswap_view_player (self, s);
          char v[16];

          g_snprintf (v, sizeof v, "%d", final ? p->final_points[k] : p->round_points[day][k]);
          gtk_grid_attach (grid, grid_label (v, FALSE, 1), s + 1, row, 1, 1);
        }
    }
  gtk_grid_attach (grid, grid_label (_("Total"), TRUE, 0), 0, row, 1, 1);
  for (guint s = 0; s < st->n_players; s++)
    {
      char v[16];

      g_snprintf (v, sizeof v, "%d", phl_stampswap_day_total (st, s, day));
      gtk_grid_attach (grid, grid_label (v, TRUE, 1), s + 1, row, 1, 1);
    }
}

/* The end-of-day summary: who scored what in the Show of @day. */
void
phl_stampswap_summary_fill (PhlStampswapView *self,
                            guint             day)
{
  g_autofree char *title = g_strdup_printf (_("Day %u is over"), day + 1);
  g_autoptr(GString) spoken = g_string_new (title);

  gtk_label_set_text (GTK_LABEL (self->summary_title), title);
  fill_grid (self, GTK_GRID (self->summary_grid), day);
  g_string_append_c (spoken, '.');
  for (guint s = 0; s < self->st->n_players; s++)
    {
      int v = phl_stampswap_day_total (self->st, s, day);

      g_string_append_printf (spoken, ngettext (" %s scored %d point.", " %s scored %d points.", v),
                              phl_stampswap_view_seat_name (self, s), v);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->summary), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken->str, -1);
  /* Said as well as shown: who scored what today. */
  phl_game_view_announce (PHL_GAME_VIEW (self), spoken->str);
}

/* The end page's details: every day and the Final Show, a table each. */
GtkWidget *
phl_stampswap_final_details (PhlStampswapView *self)
{
  /* Side by side where there is room, one under the other where not. */
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 24);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 18);

  for (guint d = 0; d <= PHL_STAMPSWAP_ROUNDS; d++)
    {
      g_autofree char *title = d < PHL_STAMPSWAP_ROUNDS ? g_strdup_printf (_("Day %u"), d + 1) : g_strdup (_("Final Show"));
      GtkWidget *heading = gtk_label_new (title);
      GtkWidget *grid = gtk_grid_new ();

      gtk_widget_add_css_class (heading, "title-4");
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      fill_grid (self, GTK_GRID (grid), d);
      gtk_box_append (GTK_BOX (box), heading);
      gtk_box_append (GTK_BOX (box), grid);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
    }
  return flow;
}
