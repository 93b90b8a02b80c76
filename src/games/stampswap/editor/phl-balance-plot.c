/* phl-balance-plot.c — each card's effect with its uncertainty (a forest plot)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per card, grouped by kind, the largest effect first: its effect
 * in points (a dot) and the interval the verdict is read from (a line) on
 * one axis, with zero and the tolerance band behind.  Flagged cards (the
 * interval wholly outside the band) are drawn in the warning colour with a
 * mark and a bold name, so the strong card is seen without reading numbers;
 * undecided ones (the interval across an edge of the band) with a dashed
 * line and a question mark.  One pass
 * lays out and (with a cairo context) draws, so the height measured and the
 * drawing agree.  The accessible description says which cards stand out.
 */
#define G_LOG_DOMAIN "phl-balance-plot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-balance-plot.h"
#include "phl-card-form.h"
#include "phl-number.h"
#include "phl-paint.h"

#define ROW_H     20.0
#define HEAD_H    28.0
#define AXIS_H    24.0
#define GAP       10.0
#define DOT       4.5

typedef struct
{
  char    *name;      /* NULL: a kind's heading in @heading */
  char    *heading;
  double   effect, low, high;
  /* A changed card's own band (what it scored in the reference deck,
   * ±25 %), drawn on its row; 0: the run's band. */
  double   band;
  gboolean tested;
  gboolean flagged;
  gboolean undecided;
} Row;

struct _PhlBalancePlot
{
  GtkWidget  parent_instance;

  GArray    *rows;        /* Row */
  double     tolerance;
  double     axis_lo, axis_hi;
};

G_DEFINE_FINAL_TYPE (PhlBalancePlot, phl_balance_plot, GTK_TYPE_WIDGET)

static const GdkRGBA flag_color = { 0.90, 0.38, 0.0, 1 };  /* #e66100 */

static void
row_clear (Row *row)
{
  g_free (row->name);
  g_free (row->heading);
}

/* ---------------------------------------------------------------- drawing */

static double
axis_x (PhlBalancePlot *self,
        double          value,
        double          x0,
        double          x1)
{
  return x0 + (value - self->axis_lo) / (self->axis_hi - self->axis_lo) * (x1 - x0);
}

/* A step of 1, 2 or 5 × 10^k giving about five ticks. */
static double
tick_step (double span)
{
  double raw = span / 5, base = pow (10, floor (log10 (raw)));

  return raw / base < 1.5 ? base : raw / base < 3.5 ? 2 * base : raw / base < 7.5 ? 5 * base : 10 * base;
}

static double
render (PhlBalancePlot *self,
        cairo_t        *cr,
        double          width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double name_w = MIN (width * 0.4, 240);
  double x0 = name_w + GAP, x1 = width - 8;
  double y = AXIS_H, top;
  GdkRGBA fg;
  PhlTextStyle label = { .size = 12, .ellipsize = TRUE, .center_y = TRUE };
  PhlTextStyle bold = { .size = 13, .bold = TRUE, .center_y = TRUE };
  PhlTextStyle tick = { .size = 11, .align = PANGO_ALIGN_CENTER, .center_y = TRUE };

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, &fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
#endif
  for (guint i = 0; i < self->rows->len; i++)
    y += g_array_index (self->rows, Row, i).name ? ROW_H : HEAD_H;
  if (cr == NULL || self->rows->len == 0 || x1 <= x0)
    return self->rows->len ? y + 4 : 0;

  top = AXIS_H;
  /* The tolerance band and zero, behind everything. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.07);
  cairo_rectangle (cr, axis_x (self, -self->tolerance, x0, x1), top,
                   axis_x (self, self->tolerance, x0, x1) - axis_x (self, -self->tolerance, x0, x1), y - top);
  cairo_fill (cr);
  {
    double step = tick_step (self->axis_hi - self->axis_lo);

    for (double v = ceil (self->axis_lo / step) * step; v <= self->axis_hi + 1e-9; v += step)
      {
        double x = axis_x (self, v, x0, x1);
        g_autofree char *number = phl_number_format_decimal (fabs (v), step < 1 ? 1 : 0);
        g_autofree char *text = g_strdup_printf ("%s%s", v > 1e-9 ? "+" : v < -1e-9 ? "−" : "", number);

        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fabs (v) < 1e-9 ? 0.55 : 0.15);
        cairo_set_line_width (cr, 1);
        cairo_move_to (cr, round (x) + 0.5, top);
        cairo_line_to (cr, round (x) + 0.5, y);
        cairo_stroke (cr);
        tick.color = &fg;
        phl_paint_text (cr, widget, text, x - 30, AXIS_H / 2, 60, &tick);
      }
  }

  {
    PhlTextStyle unit = { .size = 11, .bold = TRUE, .center_y = TRUE, .ellipsize = TRUE, .color = &fg };

    phl_paint_text (cr, widget, _("Effect in points"), 4, AXIS_H / 2, name_w - 4, &unit);
  }
  y = AXIS_H;
  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);

      if (row->name == NULL)
        {
          bold.color = &fg;
          phl_paint_text (cr, widget, row->heading, 0, y + HEAD_H / 2 + 2, name_w, &bold);
          y += HEAD_H;
          continue;
        }
      if (row->flagged)
        {
          cairo_set_source_rgba (cr, flag_color.red, flag_color.green, flag_color.blue, 0.14);
          phl_paint_rounded_rect (cr, 0, y + 1, width, ROW_H - 2, 4);
          cairo_fill (cr);
        }
      label.bold = row->flagged;
      label.color = &fg;
      {
        /* The mark keeps the flag readable without colour. */
        g_autofree char *text = row->flagged ? g_strdup_printf ("⚠ %s", row->name)
                                : row->undecided ? g_strdup_printf ("? %s", row->name)
                                : g_strdup (row->name);

        phl_paint_text (cr, widget, text, 4, y + ROW_H / 2, name_w - 4, &label);
      }
      if (row->band > 0)
        {
          /* The band this row's interval is judged against. */
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.16);
          cairo_rectangle (cr, axis_x (self, -row->band, x0, x1), y + 3,
                           axis_x (self, row->band, x0, x1) - axis_x (self, -row->band, x0, x1), ROW_H - 6);
          cairo_fill (cr);
        }
      if (row->tested)
        {
          const GdkRGBA *ink = row->flagged ? &flag_color : &fg;
          double cy = y + ROW_H / 2;

          cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, row->flagged ? 1 : 0.7);
          cairo_set_line_width (cr, row->flagged ? 2.5 : 1.5);
          if (row->undecided)
            cairo_set_dash (cr, (const double[]) { 4, 3 }, 2, 0);
          cairo_move_to (cr, axis_x (self, row->low, x0, x1), cy);
          cairo_line_to (cr, axis_x (self, row->high, x0, x1), cy);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_arc (cr, axis_x (self, row->effect, x0, x1), cy, row->flagged ? DOT + 1 : DOT, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      y += ROW_H;
    }
  return y + 4;
}

/* ---------------------------------------------------------------- data */

static void
update_accessible (PhlBalancePlot *self)
{
  g_autoptr(GString) flagged = g_string_new (NULL);
  g_autofree char *description = NULL;
  guint n = 0, undecided = 0;

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      g_autofree char *amount = NULL;

      undecided += row->name != NULL && row->undecided;
      if (row->name == NULL || !row->flagged)
        continue;
      amount = phl_number_format_decimal (row->effect, 1);
      if (n++ > 0)
        g_string_append (flagged, ", ");
      /* Translators: a flagged card in the plot's description: name and effect in points */
      g_string_append_printf (flagged, _("%s (%s%s points)"), row->name, row->effect >= 0 ? "+" : "", amount);
    }
  if (self->rows->len == 0)
    description = g_strdup (_("No balance test has run yet."));
  else if (n == 0)
    description = g_strdup (_("Each card’s effect on its holder’s final score in points, with its interval corrected for testing every card. No card stands out."));
  else
    /* Translators: %s lists the flagged cards */
    description = g_strdup_printf (g_dngettext (NULL,
                                                "Each card’s effect on its holder’s final score in points, with its interval corrected for testing every card. Stands out: %s.",
                                                "Each card’s effect on its holder’s final score in points, with its interval corrected for testing every card. Stand out: %s.",
                                                n), flagged->str);
  if (undecided > 0)
    {
      /* Translators: added to the plot's description */
      g_autofree char *more = g_strdup_printf (g_dngettext (NULL, "%u card is undecided.", "%u cards are undecided.",
                                                            undecided), undecided);
      char *both = g_strjoin (" ", description, more, NULL);

      g_free (description);
      description = both;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card effects"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

void
phl_balance_plot_set_result (PhlBalancePlot         *self,
                             const PhlBalanceResult *result)
{
  static const guint kind_order[] = {
    PHL_STAMPSWAP_CARD_CONTEST, PHL_STAMPSWAP_CARD_EVENT, PHL_STAMPSWAP_CARD_SPECIALIST, PHL_STAMPSWAP_CARD_EXHIBITOR,
  };
  g_autoptr(GPtrArray) by_size = result ? phl_balance_cards_by_size (result) : NULL;
  double lo = 0, hi = 0;

  g_return_if_fail (PHL_IS_BALANCE_PLOT (self));

  g_array_set_size (self->rows, 0);
  self->tolerance = result ? result->tolerance_points : 0;
  for (guint k = 0; result != NULL && k < G_N_ELEMENTS (kind_order); k++)
    {
      gboolean any = FALSE;

      /* Kind by kind, the largest effect first, as in the table. */
      for (guint c = 0; c < by_size->len; c++)
        {
          const PhlBalanceCard *card = g_ptr_array_index (by_size, c);
          Row row = { 0 };

          if (card->kind != kind_order[k])
            continue;
          if (!any)
            {
              Row heading = { .heading = g_strdup (phl_card_form_kind_plural (card->kind)) };

              g_array_append_val (self->rows, heading);
              any = TRUE;
            }
          row.name = g_strdup (card->name != NULL ? card->name : card->group);
          row.effect = card->points.effect;
          row.low = card->points.low;
          row.high = card->points.high;
          row.band = card->measure == PHL_BALANCE_CHANGED ? card->band : 0;
          /* Fewer than five games on a side: an interval too wide to draw. */
          row.tested = card->points.n >= 5 && card->points.n_rest >= 5;
          /* The interval drawn is the one that decides: flagged exactly
           * when it lies wholly outside the band. */
          row.flagged = card->flagged;
          row.undecided = card->verdict == PHL_BALANCE_UNDECIDED;
          if (row.tested)
            {
              lo = MIN (lo, row.low);
              hi = MAX (hi, row.high);
            }
          g_array_append_val (self->rows, row);
        }
    }
  lo = MIN (lo, -self->tolerance);
  hi = MAX (hi, self->tolerance);
  /* Symmetric around zero: left is weaker, right is stronger. */
  hi = MAX (MAX (fabs (lo), fabs (hi)) * 1.05, 1);
  self->axis_lo = -hi;
  self->axis_hi = hi;
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

char **
phl_balance_plot_dup_flagged (PhlBalancePlot *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);

      if (row->name != NULL && row->flagged)
        g_strv_builder_add (builder, row->name);
    }
  return g_strv_builder_end (builder);
}

/* ---------------------------------------------------------------- widget */

static void
phl_balance_plot_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  render (PHL_BALANCE_PLOT (widget), cr, width);
  cairo_destroy (cr);
}

static void
phl_balance_plot_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 280;
      *natural = 640;
    }
  else
    *minimum = *natural = (int) ceil (render (PHL_BALANCE_PLOT (widget), NULL, for_size > 0 ? for_size : 640));
}

static void
phl_balance_plot_finalize (GObject *object)
{
  PhlBalancePlot *self = PHL_BALANCE_PLOT (object);

  g_array_unref (self->rows);
  G_OBJECT_CLASS (phl_balance_plot_parent_class)->finalize (object);
}

static void
phl_balance_plot_class_init (PhlBalancePlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = phl_balance_plot_finalize;
  widget_class->snapshot = phl_balance_plot_snapshot;
  widget_class->measure = phl_balance_plot_measure;
  gtk_widget_class_set_css_name (widget_class, "balanceplot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
phl_balance_plot_init (PhlBalancePlot *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, (GDestroyNotify) row_clear);
  update_accessible (self);
}

GtkWidget *
phl_balance_plot_new (void)
{
  return g_object_new (PHL_TYPE_BALANCE_PLOT, NULL);
}
