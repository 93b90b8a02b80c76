/* phl-score-chart-paint.c — drawing the score chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One pass lays the chart out for a width and, given a cairo context,
 * draws it: measuring (for the height) and drawing cannot disagree.  Text
 * is Pango in the widget's font; ink is the theme's foreground.
 */
#define G_LOG_DOMAIN "phl-score-chart"

#include "config.h"

#include <math.h>

#include "phl-paint.h"
#include "phl-score-chart-private.h"

#define BAR_HEIGHT   24.0
#define ROW_GAP      12.0
#define SWATCH       14.0
#define GAP          8.0
/* Below this width the names go above their bars. */
#define WIDE_LAYOUT  420

typedef struct
{
  PhlScoreChart *self;
  cairo_t       *cr;       /* NULL: only measuring */
  double         width;
  GdkRGBA        fg;
  double         font_px;  /* the widget's font size */
} Painter;

static void
set_fg (Painter *p,
        double   alpha)
{
  cairo_set_source_rgba (p->cr, p->fg.red, p->fg.green, p->fg.blue, p->fg.alpha * alpha);
}

/* Draws (or only measures, without cr) @text; returns its height. */
static double
text (Painter       *p,
      const char    *str,
      double         x,
      double         y,
      double         max_width,
      PhlTextStyle  *style,
      double        *width)
{
  double w = 0, h = 0;

  phl_paint_text_measure (GTK_WIDGET (p->self), str, max_width, style, &w, &h);
  if (width != NULL)
    *width = w;
  if (p->cr != NULL)
    phl_paint_text (p->cr, GTK_WIDGET (p->self), str, x, y, max_width, style);
  return h;
}

static void
swatch (Painter       *p,
        const GdkRGBA *color,
        double         x,
        double         y,
        double         size,
        gboolean       round)
{
  if (p->cr == NULL)
    return;
  if (round)
    {
      cairo_new_sub_path (p->cr);
      cairo_arc (p->cr, x + size / 2, y + size / 2, size / 2, 0, 2 * G_PI);
    }
  else
    phl_paint_rounded_rect (p->cr, x, y, size, size, 3);
  gdk_cairo_set_source_rgba (p->cr, color);
  cairo_fill_preserve (p->cr);
  /* An outline so a pale colour still shows on a pale page. */
  set_fg (p, 0.35);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
}

/* The title, wrapping; returns the y below it. */
static double
paint_title (Painter *p,
             double   y)
{
  PhlTextStyle style = { .size = p->font_px * 1.15, .bold = TRUE };

  if (p->self->title == NULL || *p->self->title == '\0')
    return y;
  if (p->cr != NULL)
    set_fg (p, 1);
  return y + text (p, p->self->title, 0, y, p->width, &style, NULL) + GAP;
}

/* Legend entries flowing in lines; returns the y below them. */
static double
paint_legend (Painter *p,
              double   y)
{
  PhlScoreChart *self = p->self;
  gboolean by_series = self->kind == PHL_SCORE_CHART_LINES;
  guint n = by_series ? self->series->len : self->categories->len;
  PhlTextStyle style = { .size = p->font_px * 0.9 };
  double x = 0, line_h = 0;

  /* A single category is said by the title; its bars by their totals. */
  if (n == 0 || (!by_series && n == 1))
    return y;
  for (guint i = 0; i < n; i++)
    {
      const char *name;
      const GdkRGBA *color;
      double w, h, max_text = MAX (40, p->width - SWATCH - 6);

      if (by_series)
        {
          const ChartSeries *series = g_ptr_array_index (self->series, i);

          name = series->name;
          color = &series->color;
        }
      else
        {
          const ChartCategory *category = g_ptr_array_index (self->categories, i);

          name = category->name;
          color = &category->color;
        }
      phl_paint_text_measure (GTK_WIDGET (self), name, max_text, &style, &w, &h);
      if (x > 0 && x + SWATCH + 6 + w > p->width)
        {
          y += line_h + 4;
          x = 0;
          line_h = 0;
        }
      swatch (p, color, x, y + MAX (0, (h - SWATCH) / 2), SWATCH, FALSE);
      if (p->cr != NULL)
        set_fg (p, 0.9);
      text (p, name, x + SWATCH + 6, y, max_text, &style, NULL);
      x += SWATCH + 6 + w + 16;
      line_h = MAX (line_h, MAX (h, SWATCH));
    }
  return y + line_h + GAP * 1.5;
}

/* How the bars sit across the width: shared by every row. */
typedef struct
{
  gboolean wide;      /* names beside their bars, not above */
  double   name_w;    /* the names' column (wide only) */
  double   bar_x;
  double   bar_w;
  double   unit;      /* width of one point */
  double   zero_x;
  int      max_neg;   /* the longest stack below zero */
} BarScale;

static char *
bar_label (const ChartSeries *series)
{
  return series->highlight ? g_strdup_printf ("★ %s", series->name) : g_strdup (series->name);
}

/* The scale: the longest stack either side of zero, the widest name and
 * total. */
static BarScale
measure_bars (Painter *p)
{
  PhlScoreChart *self = p->self;
  BarScale scale = { .wide = p->width >= WIDE_LAYOUT };
  PhlTextStyle name_style = { .size = p->font_px };
  PhlTextStyle note_style = { .size = p->font_px * 0.85 };
  PhlTextStyle total_style = { .size = p->font_px * 1.05, .bold = TRUE };
  double total_w = 0;
  int max_pos = 0, max_neg = 0;

  for (guint s = 0; s < self->series->len; s++)
    {
      const ChartSeries *series = g_ptr_array_index (self->series, s);
      int pos = 0, neg = 0;
      g_autofree char *total = g_strdup_printf ("%d", _phl_score_chart_series_total (series));
      double w;

      for (guint c = 0; c < series->values->len; c++)
        {
          int v = g_array_index (series->values, ChartValue, c).value;

          if (v > 0)
            pos += v;
          else
            neg -= v;
        }
      max_pos = MAX (max_pos, pos);
      max_neg = MAX (max_neg, neg);
      phl_paint_text_measure (GTK_WIDGET (self), total, 0, &total_style, &w, NULL);
      total_w = MAX (total_w, w);
      if (scale.wide)
        {
          g_autofree char *label = bar_label (series);

          name_style.bold = series->highlight;
          phl_paint_text_measure (GTK_WIDGET (self), label, 0, &name_style, &w, NULL);
          scale.name_w = MAX (scale.name_w, w + 16);
          if (series->note != NULL && *series->note != '\0')
            {
              phl_paint_text_measure (GTK_WIDGET (self), series->note, 0, &note_style, &w, NULL);
              scale.name_w = MAX (scale.name_w, w + 16);
            }
        }
    }
  if (self->goal_label != NULL && self->goal > 0)
    max_pos = MAX (max_pos, self->goal);
  if (max_pos + max_neg == 0)
    max_pos = 1;
  if (scale.wide)
    scale.name_w = MIN (scale.name_w, p->width * 0.36);
  scale.bar_x = scale.wide ? scale.name_w + GAP : 0;
  scale.bar_w = MAX (20, p->width - scale.bar_x - total_w - GAP);
  scale.unit = scale.bar_w / (max_pos + max_neg);
  scale.zero_x = scale.bar_x + max_neg * scale.unit;
  scale.max_neg = max_neg;
  return scale;
}

/* The seat: its colour, its name and its note; returns their height. */
static double
paint_bar_seat (Painter           *p,
                const BarScale    *scale,
                const ChartSeries *series,
                double             y)
{
  PhlTextStyle name_style = { .size = p->font_px, .bold = series->highlight };
  PhlTextStyle note_style = { .size = p->font_px * 0.85 };
  g_autofree char *label = bar_label (series);
  double text_w = scale->wide ? scale->name_w - 16 : p->width - 16;
  double name_h;

  swatch (p, &series->color, 0, y + 4, 10, TRUE);
  if (p->cr != NULL)
    set_fg (p, 1);
  name_h = text (p, label, 16, y, text_w, &name_style, NULL);
  if (series->note != NULL && *series->note != '\0')
    {
      if (p->cr != NULL)
        set_fg (p, 0.7);
      name_h += text (p, series->note, 16, y + name_h, text_w, &note_style, NULL);
    }
  return name_h;
}

/* Hatching over a penalty's segment: it is not told by colour alone. */
static void
hatch_segment (Painter *p,
               double   x,
               double   bar_y,
               double   w)
{
  cairo_save (p->cr);
  cairo_rectangle (p->cr, x, bar_y, MAX (1, w - 1), BAR_HEIGHT);
  cairo_clip (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (p->cr, 1.5);
  for (double d = -BAR_HEIGHT; d < w; d += 6)
    {
      cairo_move_to (p->cr, x + d, bar_y + BAR_HEIGHT);
      cairo_line_to (p->cr, x + d + BAR_HEIGHT, bar_y);
    }
  cairo_stroke (p->cr);
  cairo_restore (p->cr);
}

/* One segment per category, points right of zero and penalties left of
 * it; returns where the points end. */
static double
paint_bar_segments (Painter           *p,
                    const BarScale    *scale,
                    const ChartSeries *series,
                    double             bar_y)
{
  PhlScoreChart *self = p->self;
  PhlTextStyle seg_style = { .size = p->font_px * 0.8, .bold = TRUE, .align = PANGO_ALIGN_CENTER,
                             .center_y = TRUE };
  double right = scale->zero_x, left = scale->zero_x;

  for (guint c = 0; c < self->categories->len; c++)
    {
      const ChartCategory *category = g_ptr_array_index (self->categories, c);
      int v = _phl_score_chart_get_value (series, c)->value;
      double w = ABS (v) * scale->unit, x;
      g_autofree char *number = NULL;
      double nw;

      if (v == 0)
        continue;
      if (v > 0)
        {
          x = right;
          right += w;
        }
      else
        {
          left -= w;
          x = left;
        }
      cairo_rectangle (p->cr, x, bar_y, MAX (1, w - 1), BAR_HEIGHT);
      gdk_cairo_set_source_rgba (p->cr, &category->color);
      cairo_fill (p->cr);
      if (v < 0)
        hatch_segment (p, x, bar_y, w);
      /* The number on its segment when it fits. */
      number = g_strdup_printf ("%d", v);
      phl_paint_text_measure (GTK_WIDGET (self), number, 0, &seg_style, &nw, NULL);
      if (nw + 4 <= w && self->categories->len > 1)
        {
          PhlRgb bg = { category->color.red, category->color.green, category->color.blue };
          PhlRgb ink = phl_rgb_contrast (bg);
          GdkRGBA ink_rgba = { ink.red, ink.green, ink.blue, 1 };

          seg_style.color = &ink_rgba;
          phl_paint_text (p->cr, GTK_WIDGET (self), number, x + w / 2, bar_y + BAR_HEIGHT / 2,
                          0, &seg_style);
          seg_style.color = NULL;
        }
    }
  return right;
}

/* One seat's row: the highlight, the track, the segments and the total;
 * returns the row's height. */
static double
paint_bar_row (Painter           *p,
               const BarScale    *scale,
               const ChartSeries *series,
               double             y)
{
  PhlTextStyle total_style = { .size = p->font_px * 1.05, .bold = TRUE, .center_y = TRUE };
  g_autofree char *total = NULL;
  double name_h, row_h, bar_y, right;

  name_h = paint_bar_seat (p, scale, series, y);
  if (scale->wide)
    {
      bar_y = y + MAX (0, (MIN (name_h, 2 * BAR_HEIGHT) - BAR_HEIGHT) / 2);
      row_h = MAX (name_h, BAR_HEIGHT);
    }
  else
    {
      bar_y = y + name_h + 4;
      row_h = name_h + 4 + BAR_HEIGHT;
    }
  if (p->cr == NULL)
    return row_h;

  if (series->highlight)
    {
      cairo_save (p->cr);
      phl_paint_rounded_rect (p->cr, -4, y - 4, p->width + 8, row_h + 8, 6);
      set_fg (p, 0.06);
      cairo_fill (p->cr);
      cairo_restore (p->cr);
    }
  /* The track the bar runs on. */
  phl_paint_rounded_rect (p->cr, scale->bar_x, bar_y, scale->bar_w, BAR_HEIGHT, 4);
  set_fg (p, 0.06);
  cairo_fill (p->cr);

  right = paint_bar_segments (p, scale, series, bar_y);
  total = g_strdup_printf ("%d", _phl_score_chart_series_total (series));
  set_fg (p, 1);
  phl_paint_text (p->cr, GTK_WIDGET (p->self), total, MAX (right, scale->zero_x) + GAP / 2,
                  bar_y + BAR_HEIGHT / 2, 0, &total_style);
  return row_h;
}

/* The goal's dashed line down the rows from @top to @bottom, and its
 * label under them; returns the y below the label. */
static double
paint_bar_goal (Painter        *p,
                const BarScale *scale,
                double          top,
                double          bottom)
{
  PhlScoreChart *self = p->self;
  double gx = floor (scale->zero_x + self->goal * scale->unit) + 0.5;
  PhlTextStyle goal_style = { .size = p->font_px * 0.8, .align = PANGO_ALIGN_RIGHT };
  double h;

  phl_paint_text_measure (GTK_WIDGET (self), self->goal_label, 0, &goal_style, NULL, &h);
  if (p->cr != NULL)
    {
      static const double dash[] = { 4, 3 };

      cairo_save (p->cr);
      set_fg (p, 0.6);
      cairo_set_line_width (p->cr, 1.5);
      cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_move_to (p->cr, gx, top - 2);
      cairo_line_to (p->cr, gx, bottom + 2);
      cairo_stroke (p->cr);
      cairo_restore (p->cr);
      set_fg (p, 0.75);
      phl_paint_text (p->cr, GTK_WIDGET (self), self->goal_label, gx - 4, bottom + 4, 0, &goal_style);
    }
  return bottom + ROW_GAP + h + 4;
}

/* Stacked bars, one row per seat: layers of rows, then the zero line and
 * the goal across them all. */
static double
paint_bars (Painter *p,
            double   y)
{
  PhlScoreChart *self = p->self;
  BarScale scale = measure_bars (p);
  double top = y;

  for (guint s = 0; s < self->series->len; s++)
    y += paint_bar_row (p, &scale, g_ptr_array_index (self->series, s), y) + ROW_GAP;

  if (p->cr != NULL && scale.max_neg > 0 && self->series->len > 0)
    {
      /* Zero, where the penalties start. */
      set_fg (p, 0.45);
      cairo_set_line_width (p->cr, 1);
      cairo_move_to (p->cr, floor (scale.zero_x) + 0.5, top - 2);
      cairo_line_to (p->cr, floor (scale.zero_x) + 0.5, y - ROW_GAP + 2);
      cairo_stroke (p->cr);
    }
  if (self->goal_label != NULL && self->goal > 0 && self->series->len > 0)
    y = paint_bar_goal (p, &scale, top, y - ROW_GAP);
  return y;
}

/* The lines' scale: the values' range, the plot's box and which category
 * labels are shown (every @every-th, each whole). */
typedef struct
{
  int    lo;
  int    hi;
  double plot_h;
  double axis_w;   /* the tick labels' column */
  double plot_x;
  double plot_w;
  double slot;     /* width per category */
  double label_h;
  guint  every;
} LineScale;

static LineScale
measure_lines (Painter *p)
{
  PhlScoreChart *self = p->self;
  guint n = self->categories->len;
  PhlTextStyle axis_style = { .size = p->font_px * 0.8 };
  PhlTextStyle x_style = { .size = p->font_px * 0.8, .align = PANGO_ALIGN_CENTER };
  LineScale scale = { 0, 1, CLAMP (p->width * 0.45, 140, 260), .every = 1 };
  double label_w = 0;

  for (guint s = 0; s < self->series->len; s++)
    {
      const ChartSeries *series = g_ptr_array_index (self->series, s);

      for (guint c = 0; c < n; c++)
        {
          const ChartValue *value = _phl_score_chart_get_value (series, c);

          if (!value->set)
            continue;
          scale.lo = MIN (scale.lo, value->value);
          scale.hi = MAX (scale.hi, value->value);
        }
    }
  for (int t = 0; t <= 2; t++)
    {
      g_autofree char *tick = g_strdup_printf ("%d", scale.lo + (scale.hi - scale.lo) * t / 2);
      double w;

      phl_paint_text_measure (GTK_WIDGET (self), tick, 0, &axis_style, &w, NULL);
      scale.axis_w = MAX (scale.axis_w, w);
    }
  scale.plot_x = scale.axis_w + GAP;
  scale.plot_w = MAX (20, p->width - scale.plot_x - GAP);
  scale.slot = n > 0 ? scale.plot_w / n : scale.plot_w;
  for (guint c = 0; c < n; c++)
    {
      const ChartCategory *category = g_ptr_array_index (self->categories, c);
      double w, h;

      phl_paint_text_measure (GTK_WIDGET (self), category->name, 0, &x_style, &w, &h);
      label_w = MAX (label_w, w);
      scale.label_h = MAX (scale.label_h, h);
    }
  /* Every label that fits whole: no label is cut or broken. */
  while (scale.every < n && scale.slot * scale.every < label_w + 6)
    scale.every++;
  return scale;
}

static double
value_y (const LineScale *scale,
         double           top,
         int              value)
{
  return top + scale->plot_h - scale->plot_h * (value - scale->lo) / (scale->hi - scale->lo);
}

/* The grid: three ticks up the side, the categories along the bottom. */
static void
paint_line_axes (Painter         *p,
                 const LineScale *scale,
                 double           y)
{
  PhlScoreChart *self = p->self;
  PhlTextStyle axis_style = { .size = p->font_px * 0.8, .align = PANGO_ALIGN_RIGHT, .center_y = TRUE };
  PhlTextStyle x_style = { .size = p->font_px * 0.8, .align = PANGO_ALIGN_CENTER };

  cairo_set_line_width (p->cr, 1);
  for (int t = 0; t <= 2; t++)
    {
      int v = scale->lo + (scale->hi - scale->lo) * t / 2;
      double ty = value_y (scale, y, v);
      g_autofree char *tick = g_strdup_printf ("%d", v);

      set_fg (p, v == 0 ? 0.45 : 0.15);
      cairo_move_to (p->cr, scale->plot_x, floor (ty) + 0.5);
      cairo_line_to (p->cr, scale->plot_x + scale->plot_w, floor (ty) + 0.5);
      cairo_stroke (p->cr);
      set_fg (p, 0.8);
      phl_paint_text (p->cr, GTK_WIDGET (self), tick, scale->axis_w, ty, 0, &axis_style);
    }
  for (guint c = 0; c < self->categories->len; c += scale->every)
    {
      const ChartCategory *category = g_ptr_array_index (self->categories, c);

      set_fg (p, 0.8);
      phl_paint_text (p->cr, GTK_WIDGET (self), category->name, scale->plot_x + scale->slot * (c + 0.5),
                      y + scale->plot_h + 4, 0, &x_style);
    }
}

/* One seat's line through its values, with a dot on each. */
static void
paint_line (Painter           *p,
            const LineScale   *scale,
            const ChartSeries *series,
            double             y)
{
  guint n = p->self->categories->len;
  gboolean started = FALSE;

  gdk_cairo_set_source_rgba (p->cr, &series->color);
  cairo_set_line_width (p->cr, series->highlight ? 3 : 2);
  cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_ROUND);
  for (guint c = 0; c < n; c++)
    {
      const ChartValue *value = _phl_score_chart_get_value (series, c);
      double px = scale->plot_x + scale->slot * (c + 0.5);
      double py = value_y (scale, y, value->value);

      if (!value->set)
        continue;
      if (started)
        cairo_line_to (p->cr, px, py);
      else
        cairo_move_to (p->cr, px, py);
      started = TRUE;
    }
  cairo_stroke (p->cr);
  for (guint c = 0; c < n; c++)
    {
      const ChartValue *value = _phl_score_chart_get_value (series, c);

      if (!value->set)
        continue;
      cairo_new_sub_path (p->cr);
      cairo_arc (p->cr, scale->plot_x + scale->slot * (c + 0.5), value_y (scale, y, value->value), 3, 0,
                 2 * G_PI);
    }
  cairo_fill (p->cr);
}

/* A line per seat over the categories (games by final score). */
static double
paint_lines (Painter *p,
             double   y)
{
  PhlScoreChart *self = p->self;
  LineScale scale = measure_lines (p);

  if (p->cr != NULL)
    {
      paint_line_axes (p, &scale, y);
      for (guint s = 0; s < self->series->len; s++)
        paint_line (p, &scale, g_ptr_array_index (self->series, s), y);
    }
  return y + scale.plot_h + 4 + scale.label_h + GAP;
}

double
_phl_score_chart_render (PhlScoreChart *self,
                         cairo_t       *cr,
                         double         width)
{
  Painter p = { self, cr, width };
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *desc = pango_context_get_font_description (context);
  double y = 0;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (GTK_WIDGET (self), &p.fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &p.fg);
#endif
  p.font_px = 14;
  if (desc != NULL && pango_font_description_get_size (desc) > 0)
    {
      p.font_px = pango_font_description_get_size (desc) / (double) PANGO_SCALE;
      if (!pango_font_description_get_size_is_absolute (desc))
        p.font_px *= 96.0 / 72.0;
    }

  y = paint_title (&p, y);
  if (self->series->len == 0)
    return y;
  y = paint_legend (&p, y);
  if (self->kind == PHL_SCORE_CHART_LINES)
    y = paint_lines (&p, y);
  else
    y = paint_bars (&p, y);
  return ceil (y);
}
