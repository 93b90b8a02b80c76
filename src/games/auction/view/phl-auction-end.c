/* phl-auction-end.c — the Stamp Auction result: score chart and details
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The base's end page says who won and shows a PhlScoreChart: here its
 * rows are each player's first day postmarks by the country that gave
 * them (and those given back for credit).  The details under it: how the
 * game ended, a bar per player of the postmarks by country (each with its
 * own hatching as well as its colour) and the money, and the same in
 * words for everyone.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-auction-paint.h"
#include "phl-auction-view-private.h"

#define ROW_HEIGHT 70

static void
hatch (cairo_t *cr,
       double   x,
       double   y,
       double   w,
       double   h,
       int      kind)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  cairo_set_line_width (cr, 2);
  for (double t = -h; t < w + h; t += 7)
    {
      switch (kind)
        {
        case 0:   /* upright */
          cairo_move_to (cr, x + t, y);
          cairo_line_to (cr, x + t, y + h);
          break;
        case 1:   /* across */
          if (t < h)
            {
              cairo_move_to (cr, x, y + t);
              cairo_line_to (cr, x + w, y + t);
            }
          break;
        default:  /* diagonal */
          cairo_move_to (cr, x + t, y);
          cairo_line_to (cr, x + t - h, y + h);
          break;
        }
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static double
label (cairo_t     *cr,
       PangoLayout *layout,
       const char  *text,
       double       x,
       double       y,
       gboolean     bold,
       double       alpha,
       GdkRGBA     *fg)
{
  int w, h;
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, alpha);
  cairo_move_to (cr, x, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  return w;
}

/* The chart's context: shared by the legend and every row. */
typedef struct
{
  cairo_t     *cr;
  PangoLayout *layout;
  GdkRGBA      fg;
  int          width;
  double       name_w;
  double       bar_x;
  double       bar_w;
  guint        max_marks;
  int          max_money;
} EndChart;

/* The legend, in as many lines as the width needs; returns its height. */
static double
draw_chart_legend (EndChart              *chart,
                   const PhlAuctionState *state)
{
  cairo_t *cr = chart->cr;
  gboolean held = FALSE;
  double x = 0, y = 14;

  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];

      /* Only a game started from a position file has these. */
      held |= p->postmarks + p->postmarks_repaid
              > (guint) (p->postmarks_earned[0] + p->postmarks_earned[1] + p->postmarks_earned[2]);
    }
  for (int k = 0; k < PHL_AUCTION_N_COUNTRIES + 3; k++)
    {
      const char *words = k < PHL_AUCTION_N_COUNTRIES ? phl_auction_country_name (k)
                          : k == PHL_AUCTION_N_COUNTRIES ? _("given back for credit")
                          : k == PHL_AUCTION_N_COUNTRIES + 1 ? (held ? _("held before") : NULL)
                          : _("money: sales, kept as auctioneer / spent");
      int w, h;

      if (words == NULL)
        continue;
      pango_layout_set_text (chart->layout, words, -1);
      pango_layout_get_pixel_size (chart->layout, &w, &h);
      if (x > 0 && x + 30 + w > chart->width)
        {
          x = 0;
          y += 24;
        }
      if (k < PHL_AUCTION_N_COUNTRIES)
        {
          PhlRgb rgb = phl_auction_country_rgb (k);

          cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
          cairo_rectangle (cr, x, y - 8, 24, 16);
          cairo_fill (cr);
          hatch (cr, x, y - 8, 24, 16, k);
        }
      else if (k == PHL_AUCTION_N_COUNTRIES + 2)
        phl_auction_paint_coin (cr, x + 12, y, 8);
      else
        {
          cairo_set_source_rgba (cr, chart->fg.red, chart->fg.green, chart->fg.blue,
                                 k == PHL_AUCTION_N_COUNTRIES ? 0.35 : 0.6);
          cairo_rectangle (cr, x, y - 8, 24, 16);
          cairo_fill (cr);
        }
      x += 30 + label (cr, chart->layout, words, x + 30, y, FALSE, 1, &chart->fg) + 16;
    }
  return y + 14;
}

/* A player's postmarks by country, then those held before and those
 * given back, on the row at @y. */
static void
draw_postmarks_bar (EndChart               *chart,
                    const PhlAuctionPlayer *p,
                    double                  y)
{
  cairo_t *cr = chart->cr;
  double seg = chart->bar_w / MAX (1, chart->max_marks);
  double mx = chart->bar_x;
  guint earned = 0;

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      PhlRgb rgb = phl_auction_country_rgb (c);
      double w = seg * p->postmarks_earned[c];

      if (w <= 0)
        continue;
      cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
      cairo_rectangle (cr, mx, y + 8, w - 2, 24);
      cairo_fill (cr);
      hatch (cr, mx, y + 8, w - 2, 24, c);
      mx += w;
      earned += p->postmarks_earned[c];
    }
  if (p->postmarks + p->postmarks_repaid > earned)
    {
      /* Postmarks held before this match's record began (a position). */
      double w = seg * (p->postmarks + p->postmarks_repaid - earned);

      cairo_set_source_rgba (cr, chart->fg.red, chart->fg.green, chart->fg.blue, 0.6);
      cairo_rectangle (cr, mx, y + 8, w - 2, 24);
      cairo_fill (cr);
      mx += w;
      earned = p->postmarks + p->postmarks_repaid;
    }
  if (p->postmarks_repaid > 0)
    {
      /* The repaid ones are the last of the bar, greyed. */
      double w = seg * MIN (p->postmarks_repaid, earned);

      cairo_set_source_rgba (cr, chart->fg.red, chart->fg.green, chart->fg.blue, 0.35);
      cairo_rectangle (cr, mx - w, y + 8, w - 2, 24);
      cairo_fill (cr);
    }
}

/* Money at @my: income up (sales, then kept as auctioneer), spending
 * below it. */
static void
draw_money_bar (EndChart               *chart,
                const PhlAuctionPlayer *p,
                double                  my)
{
  cairo_t *cr = chart->cr;
  double scale = chart->bar_w / chart->max_money;
  double w1 = p->payouts * scale, w2 = p->income * scale, w3 = p->spent * scale;

  cairo_set_source_rgb (cr, 0.85, 0.66, 0.18);
  cairo_rectangle (cr, chart->bar_x, my, MAX (0, w1), 10);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.95, 0.82, 0.45);
  cairo_rectangle (cr, chart->bar_x + w1, my, MAX (0, w2), 10);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, chart->fg.red, chart->fg.green, chart->fg.blue, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, chart->bar_x + 0.5, my + 13.5, MAX (0, w3), 8);
  cairo_stroke (cr);
}

/* Player @i's row at @y: the winner's tint, the name, both bars and their
 * figures. */
static void
draw_player_row (PhlAuctionView        *self,
                 EndChart              *chart,
                 const PhlAuctionState *state,
                 guint                  i,
                 double                 y)
{
  const PhlAuctionPlayer *p = &state->players[i];
  g_autofree char *marks = g_strdup_printf (ngettext ("%u postmark", "%u postmarks", p->postmarks), p->postmarks);
  g_autofree char *money = g_strdup_printf (_("%d money"), p->money);
  g_autofree char *credit = NULL;
  double figures_x = chart->bar_x + chart->bar_w + 8;

  if (state->winners & (1u << i))
    {
      cairo_set_source_rgba (chart->cr, 0.2, 0.75, 0.45, 0.18);
      phl_paint_rounded_rect (chart->cr, 0, y, chart->width, ROW_HEIGHT - 6, 8);
      cairo_fill (chart->cr);
    }
  pango_layout_set_width (chart->layout, (int) (chart->name_w * PANGO_SCALE));
  pango_layout_set_ellipsize (chart->layout, PANGO_ELLIPSIZE_END);
  label (chart->cr, chart->layout, _phl_auction_view_seat_name (self, i), 8, y + 20, TRUE, 1, &chart->fg);
  /* Under a loser's name, the credit that kept them from winning. */
  if (!(state->winners & (1u << i)) && p->credits > 0)
    credit = g_strdup_printf (ngettext ("%u credit card outstanding", "%u credit cards outstanding", p->credits),
                              p->credits);
  label (chart->cr, chart->layout, (state->winners & (1u << i)) ? _("Winner") : credit ? credit : "", 8, y + 44,
         FALSE, 0.7,
         &chart->fg);
  pango_layout_set_width (chart->layout, -1);

  draw_postmarks_bar (chart, p, y);
  label (chart->cr, chart->layout, marks, figures_x, y + 20, TRUE, 1, &chart->fg);
  draw_money_bar (chart, p, y + 40);
  label (chart->cr, chart->layout, money, figures_x, y + 50, FALSE, 0.8, &chart->fg);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PhlAuctionView *self = user_data;
  const PhlAuctionState *state = phl_match_get_state (self->match);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  EndChart chart = { cr, layout, .width = width, .max_marks = state->target, .max_money = 1 };
  double legend_h;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (GTK_WIDGET (area), &chart.fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &chart.fg);
#endif
  chart.name_w = MIN (170, width * 0.25);
  chart.bar_x = chart.name_w + 16;
  chart.bar_w = MAX (40, width - chart.bar_x - 110);

  /* One scale for every row: the most postmarks, the most money. */
  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];
      guint earned = p->postmarks_earned[0] + p->postmarks_earned[1] + p->postmarks_earned[2];

      chart.max_marks = MAX (chart.max_marks, MAX (earned, p->postmarks));
      chart.max_money = MAX (chart.max_money, MAX (p->payouts + p->income, p->spent));
      chart.max_money = MAX (chart.max_money, p->money);
    }

  legend_h = draw_chart_legend (&chart, state);
  for (guint i = 0; i < state->n_players; i++)
    draw_player_row (self, &chart, state, i, legend_h + 12 + i * ROW_HEIGHT);
}

static char *
format_postmarks (int      value,
                  gpointer user_data)
{
  return g_strdup_printf (ngettext ("%d postmark", "%d postmarks", ABS (value)), value);
}

/* Scores are first day postmarks: the base tells them so (final scores,
 * summary key, guide). */
char *
_phl_auction_view_describe_score (PhlGameView *view,
                                  int          score)
{
  return format_postmarks (score, NULL);
}

void
_phl_auction_view_fill_score_chart (PhlGameView   *view,
                                    PhlScoreChart *chart)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  const PhlAuctionState *state = phl_match_get_state (self->match);

  phl_score_chart_set_title (chart, _("First day postmarks"));
  phl_score_chart_set_format_func (chart, format_postmarks, NULL, NULL);
  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      PhlRgb rgb = phl_auction_country_rgb (c);
      GdkRGBA rgba = { rgb.red, rgb.green, rgb.blue, 1 };
      /* Translators: a score chart category: first day postmarks from a country */
      g_autofree char *name = g_strdup_printf (_("from %s"), phl_auction_country_name (c));

      phl_score_chart_add_category (chart, name, &rgba);
    }
  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];
      guint series = phl_score_chart_add_series (chart, _phl_auction_view_seat_name (self, i), NULL);
      guint earned = 0;

      for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
        {
          g_autofree char *name = g_strdup_printf (_("from %s"), phl_auction_country_name (c));

          phl_score_chart_add_value (chart, series, name, p->postmarks_earned[c]);
          earned += p->postmarks_earned[c];
        }
      /* Only a game started from a position has postmarks from before. */
      if (p->postmarks + p->postmarks_repaid > earned)
        phl_score_chart_add_value (chart, series, _("held before"), p->postmarks + p->postmarks_repaid - earned);
      if (p->postmarks_repaid > 0)
        phl_score_chart_add_value (chart, series, _("given back for credit"), -(int) p->postmarks_repaid);
      if (state->winners & (1u << i))
        {
          phl_score_chart_set_series_highlight (chart, series, TRUE);
          phl_score_chart_set_series_note (chart, series, _("winner"));
        }
    }
}

GtkWidget *
_phl_auction_view_create_end_details (PhlGameView *view)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  const PhlAuctionState *state = phl_match_get_state (self->match);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *how, *chart;
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *ended = NULL;

  if (state->won_by_postmarks)
    ended = g_strdup_printf (_("First to %u first day postmarks without credit."), state->target);
  else
    ended = g_strdup (_("Both piles ran out: most postmarks wins, then most money."));
  how = gtk_label_new (ended);
  gtk_label_set_wrap (GTK_LABEL (how), TRUE);
  gtk_label_set_xalign (GTK_LABEL (how), 0);
  gtk_box_append (GTK_BOX (box), how);

  chart = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (chart), draw_chart, g_object_ref (self), g_object_unref);
  /* Room for a legend of up to three lines on a narrow screen. */
  gtk_widget_set_size_request (chart, 360, 92 + state->n_players * ROW_HEIGHT);
  gtk_box_append (GTK_BOX (box), chart);

  for (guint i = 0; i < state->n_players; i++)
    {
      const PhlAuctionPlayer *p = &state->players[i];
      g_autofree char *line = NULL;
      GtkWidget *label;

      /* Translators: the end-of-game breakdown of one player: the name, sets
       * sold to Andorra, Liechtenstein, Monaco, then money in and out */
      line = g_strdup_printf (_("%s: sets sold to %s %u, %s %u, %s %u; from treasuries +%d; kept as auctioneer +%d; spent at auctions −%d; money left %d."),
                              _phl_auction_view_seat_name (self, i),
                              phl_auction_country_name (0), p->sets_sold[0],
                              phl_auction_country_name (1), p->sets_sold[1],
                              phl_auction_country_name (2), p->sets_sold[2],
                              p->payouts, p->income, p->spent, p->money);
      label = gtk_label_new (line);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
      g_string_append_printf (words, "%s ", line);
    }
  /* The bars are the words above, drawn. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Postmarks and money by player"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words->str,
                                  -1);
  return box;
}
