/* phl-stampswap-scores.c — every point explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score table over the canvas (Scores: per day and source, the Final
 * Show, a chart of the days), the end-of-day summary card that waits for
 * the players (who scored what in the Show) and the end page's details.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-paint.h"
#include "phl-stampswap-view-private.h"

static const PhlRgb day_rgb[4] = {
  { 0.36, 0.60, 0.85 }, { 0.30, 0.70, 0.45 }, { 0.93, 0.62, 0.20 }, { 0.75, 0.35, 0.60 },
};

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

static void
cell (PhlStampswapView     *self,
      cairo_t              *cr,
      const char           *text,
      double                x,
      double                y,
      double                w,
      double                size,
      PhlStampswapTextFlags flags)
{
  phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { x, y, w, size * 1.35 }, size, flags | PHL_STAMPSWAP_TEXT_LINE);
}

static void
number (PhlStampswapView     *self,
        cairo_t              *cr,
        int                   value,
        double                x,
        double                y,
        double                w,
        double                size,
        PhlStampswapTextFlags flags)
{
  char v[16];

  g_snprintf (v, sizeof v, "%d", value);
  cell (self, cr, v, x, y, w, size, flags | PHL_STAMPSWAP_TEXT_RIGHT);
}

static void
paint_chart (PhlStampswapView *self,
             cairo_t          *cr,
             Rect              c)
{
  const PhlStampswapState *st = self->st;
  guint n = st->n_players;
  int max = 10, min = 0;
  double bar_w, zero_y, scale;
  static const char * const seg_names[4] = { N_("Day 1"), N_("Day 2"), N_("Day 3"), N_("Final Show") };

  for (guint s = 0; s < n; s++)
    {
      int pos = 0, neg = 0;

      for (guint d = 0; d < 4; d++)
        {
          int v = phl_stampswap_day_total (st, s, d);

          if (v > 0)
            pos += v;
          else
            neg += v;
        }
      max = MAX (max, pos);
      min = MIN (min, neg);
    }
  scale = (c.h - 60) / (double) (max - min);
  zero_y = c.y + 24 + max * scale;
  bar_w = MIN (60, c.w / MAX (n, 1u) * 0.6);
  phl_stampswap_draw_ink (cr, 0.9);
  cell (self, cr, _("Points per day"), c.x, c.y, c.w, 13, PHL_STAMPSWAP_TEXT_BOLD);
  for (guint s = 0; s < n; s++)
    {
      double x = c.x + (s + 0.5) * c.w / n - bar_w / 2;
      double up = zero_y, down = zero_y;
      PhlRgb pc = phl_stampswap_seat_rgb (s);

      for (guint d = 0; d < 4; d++)
        {
          int v = phl_stampswap_day_total (st, s, d);

          if (v == 0)
            continue;
          cairo_set_source_rgb (cr, day_rgb[d].red, day_rgb[d].green, day_rgb[d].blue);
          if (v > 0)
            cairo_rectangle (cr, x, up - v * scale, bar_w, v * scale), up -= v * scale;
          else
            cairo_rectangle (cr, x, down, bar_w, -v * scale), down -= v * scale;
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      phl_stampswap_draw_ink (cr, 1);
      number (self, cr, phl_stampswap_state_total (st, s), x - 20, up - 18, bar_w / 2 + 30, 12, PHL_STAMPSWAP_TEXT_BOLD);
      cairo_set_source_rgb (cr, pc.red * 0.8, pc.green * 0.8, pc.blue * 0.8);
      cell (self, cr, phl_stampswap_view_seat_name (self, s), x - 30, down + 4, bar_w + 60, 11,
            PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_CENTRE);
    }
  cairo_move_to (cr, c.x, zero_y + 0.5);
  cairo_line_to (cr, c.x + c.w, zero_y + 0.5);
  phl_stampswap_draw_ink (cr, 0.5);
  cairo_stroke (cr);
  for (guint d = 0; d < 4; d++)
    {
      double lx = c.x + d * c.w / 4;

      cairo_rectangle (cr, lx, c.y + c.h - 12, 10, 10);
      cairo_set_source_rgb (cr, day_rgb[d].red, day_rgb[d].green, day_rgb[d].blue);
      cairo_fill (cr);
      phl_stampswap_draw_ink (cr, 0.85);
      cell (self, cr, _(seg_names[d]), lx + 14, c.y + c.h - 15, c.w / 4 - 16, 10, 0);
    }
}

/* The score breakdown: a table per source and day, a chart of totals. */
void
phl_stampswap_paint_scores (PhlStampswapView *self,
                            cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  Rect r = L->scores;
  guint n = st->n_players;
  gboolean over = st->phase == PHL_STAMPSWAP_PHASE_OVER;
  guint days = over ? 3 : st->round + 1;
  guint n_rows = days * (PHL_STAMPSWAP_N_ROUND_SOURCES + 1) + PHL_STAMPSWAP_N_FINAL_SOURCES + 3;
  double table_w = r.w * 0.6, row_h = MIN (20, (r.h - 70) / n_rows), fs = row_h * 0.62;
  double x0 = r.x + 16 + table_w * 0.42, col_w = (table_w * 0.58) / MAX (n, 1u), y = r.y + 46;

  /* Dim the table behind. */
  cairo_rectangle (cr, 0, 0, L->W, L->H);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);
  phl_stampswap_draw_panel (cr, r, 0.99, 0.98, 0.95, 0.98);
  phl_stampswap_draw_ink (cr, 1);
  cell (self, cr, over ? _("Final Show") : _("Scores so far"), r.x + 16, r.y + 12, r.w - 32, 18, PHL_STAMPSWAP_TEXT_BOLD);

  for (guint s = 0; s < n; s++)
    {
      PhlRgb c = phl_stampswap_seat_rgb (s);

      cairo_set_source_rgb (cr, c.red * 0.8, c.green * 0.8, c.blue * 0.8);
      cell (self, cr, phl_stampswap_view_seat_name (self, s), x0 + s * col_w, y, col_w - 4, fs,
            PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_RIGHT);
    }
  y += row_h;
  for (guint d = 0; d < days; d++)
    {
      g_autofree char *day = g_strdup_printf (_("Day %u"), d + 1);

      cairo_rectangle (cr, r.x + 12, y, table_w + 8, row_h);
      cairo_set_source_rgba (cr, day_rgb[d].red, day_rgb[d].green, day_rgb[d].blue, 0.2);
      cairo_fill (cr);
      phl_stampswap_draw_ink (cr, 1);
      cell (self, cr, day, r.x + 16, y + 1, table_w * 0.4, fs, PHL_STAMPSWAP_TEXT_BOLD);
      for (guint s = 0; s < n; s++)
        number (self, cr, phl_stampswap_day_total (st, s, d), x0 + s * col_w, y + 1, col_w - 4, fs,
                PHL_STAMPSWAP_TEXT_BOLD);
      y += row_h;
      for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
        {
          phl_stampswap_draw_ink (cr, 0.8);
          cell (self, cr, phl_stampswap_round_source_label (k), r.x + 28, y + 1, table_w * 0.4 - 12, fs * 0.95, 0);
          for (guint s = 0; s < n; s++)
            {
              const PhlStampswapPlayer *q = phl_stampswap_view_player (self, s);

              phl_stampswap_draw_ink (cr, 0.8);
              number (self, cr, q->round_points[d][k], x0 + s * col_w, y + 1, col_w - 4, fs * 0.95, 0);
              /* Which contest each player entered that day. */
              if (k == PHL_STAMPSWAP_SRC_CONTEST && (d < st->round || over || q->show_done)
                  && q->contest_round[d] < st->n_board)
                {
                  phl_stampswap_draw_ink (cr, 0.6);
                  cell (self, cr, phl_stampswap_state_card (st, st->board[q->contest_round[d]])->name,
                        x0 + s * col_w + 4, y + 1, col_w - 40, fs * 0.85, 0);
                }
            }
          y += row_h;
        }
    }
  cairo_rectangle (cr, r.x + 12, y, table_w + 8, row_h);
  cairo_set_source_rgba (cr, day_rgb[3].red, day_rgb[3].green, day_rgb[3].blue, 0.2);
  cairo_fill (cr);
  phl_stampswap_draw_ink (cr, 1);
  cell (self, cr, over ? _("Final Show") : _("Final Show (not yet)"), r.x + 16, y + 1, table_w * 0.4, fs,
        PHL_STAMPSWAP_TEXT_BOLD);
  y += row_h;
  for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
    {
      phl_stampswap_draw_ink (cr, 0.8);
      cell (self, cr, phl_stampswap_final_source_label (k), r.x + 28, y + 1, table_w * 0.4 - 12, fs * 0.95, 0);
      for (guint s = 0; s < n; s++)
        number (self, cr, phl_stampswap_view_player (self, s)->final_points[k], x0 + s * col_w, y + 1, col_w - 4,
                fs * 0.95, 0);
      y += row_h;
    }
  cairo_move_to (cr, r.x + 12, y + 0.5);
  cairo_line_to (cr, r.x + 20 + table_w, y + 0.5);
  phl_stampswap_draw_ink (cr, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  phl_stampswap_draw_ink (cr, 1);
  cell (self, cr, _("Total"), r.x + 16, y + 2, table_w * 0.4, fs * 1.1, PHL_STAMPSWAP_TEXT_BOLD);
  for (guint s = 0; s < n; s++)
    number (self, cr, phl_stampswap_state_total (st, s), x0 + s * col_w, y + 2, col_w - 4, fs * 1.1,
            PHL_STAMPSWAP_TEXT_BOLD);

  paint_chart (self, cr, (Rect) { r.x + table_w + 50, r.y + 40, r.w - table_w - 70, r.h - 60 });
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
}

/* The end page's details: every day and the Final Show, a table each. */
GtkWidget *
phl_stampswap_final_details (PhlStampswapView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  for (guint d = 0; d <= PHL_STAMPSWAP_ROUNDS; d++)
    {
      g_autofree char *title = d < PHL_STAMPSWAP_ROUNDS ? g_strdup_printf (_("Day %u"), d + 1) : g_strdup (_("Final Show"));
      GtkWidget *heading = gtk_label_new (title);
      GtkWidget *grid = gtk_grid_new ();

      gtk_widget_add_css_class (heading, "title-4");
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      fill_grid (self, GTK_GRID (grid), d);
      gtk_box_append (GTK_BOX (box), heading);
      gtk_box_append (GTK_BOX (box), grid);
    }
  return box;
}
