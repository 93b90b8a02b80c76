/* phl-score-chart.c — the scores of a game, drawn and in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One chart for every end screen and the deck editor's balance test: bars
 * per seat with stacked categories, or lines over an ordered axis.  Text is
 * Pango in the widget's font, ink follows the theme's foreground (so the
 * dark style works), and every number drawn is also in the accessible
 * description, so a screen reader hears the whole chart.
 */
#define G_LOG_DOMAIN "phl-score-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-paint.h"
#include "phl-score-chart.h"

#define BAR_HEIGHT   24.0
#define ROW_GAP      12.0
#define SWATCH       14.0
#define GAP          8.0
/* Below this width the names go above their bars. */
#define WIDE_LAYOUT  420

typedef struct
{
  int      value;
  gboolean set;
} Value;

typedef struct
{
  char    *name;
  GdkRGBA  color;
} Category;

typedef struct
{
  char     *name;
  char     *note;
  GdkRGBA   color;
  gboolean  highlight;
  GArray   *values;   /* of Value, one per category */
} Series;

struct _PhlScoreChart
{
  GtkWidget                parent_instance;

  char                    *title;
  PhlScoreChartKind        kind;
  GPtrArray               *series;      /* of Series */
  GPtrArray               *categories;  /* of Category */
  PhlScoreChartFormatFunc  format;
  gpointer                 format_data;
  GDestroyNotify           format_destroy;
};

G_DEFINE_FINAL_TYPE (PhlScoreChart, phl_score_chart, GTK_TYPE_WIDGET)

/* Mid tones that read on light and dark backgrounds alike. */
static const char * const series_palette[] = {
  "#3584e4", "#e66100", "#2ec27e", "#9141ac", "#c01c28", "#865e3c",
};
static const char * const category_palette[] = {
  "#62a0ea", "#f6d32d", "#57e389", "#ff7800", "#dc8add", "#cdab8f", "#99c1f1", "#f66151",
};

static void
series_free (gpointer data)
{
  Series *series = data;

  g_free (series->name);
  g_free (series->note);
  g_array_unref (series->values);
  g_free (series);
}

static void
category_free (gpointer data)
{
  Category *category = data;

  g_free (category->name);
  g_free (category);
}

static char *
format_value (PhlScoreChart *self,
              int            value)
{
  if (self->format != NULL)
    return self->format (value, self->format_data);
  return g_strdup_printf (ngettext ("%d point", "%d points", ABS (value)), value);
}

static const Value *
get_value (const Series *series,
           guint         category)
{
  static const Value unset = { 0, FALSE };

  if (category >= series->values->len)
    return &unset;
  return &g_array_index (series->values, Value, category);
}

static int
series_total (const Series *series)
{
  int total = 0;

  for (guint c = 0; c < series->values->len; c++)
    total += g_array_index (series->values, Value, c).value;
  return total;
}

/* ---- Words --------------------------------------------------------------- */

static char *
series_label (const Series *series)
{
  g_autofree char *name = NULL;

  if (series->highlight)
    /* Translators: a winner's name in a chart's description */
    name = g_strdup_printf (_("%s, winner"), series->name);
  else
    name = g_strdup (series->name);
  if (series->note != NULL && *series->note != '\0')
    /* Translators: a seat's name in a chart and a note about it, e.g. "Seat 1 (45% wins)" */
    return g_strdup_printf (_("%s (%s)"), name, series->note);
  return g_steal_pointer (&name);
}

char *
phl_score_chart_dup_description (PhlScoreChart *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), NULL);

  if (self->title != NULL && *self->title != '\0')
    {
      g_string_append (text, self->title);
      if (!g_str_has_suffix (self->title, ".") && !g_str_has_suffix (self->title, ":"))
        g_string_append_c (text, '.');
    }
  for (guint s = 0; s < self->series->len; s++)
    {
      const Series *series = g_ptr_array_index (self->series, s);
      g_autofree char *label = series_label (series);
      g_autoptr(GString) parts = g_string_new (NULL);
      g_autofree char *sentence = NULL;
      guint n_parts = 0;

      for (guint c = 0; c < self->categories->len; c++)
        {
          const Category *category = g_ptr_array_index (self->categories, c);
          const Value *value = get_value (series, c);
          g_autofree char *amount = NULL;
          g_autofree char *part = NULL;

          if (!value->set)
            continue;
          amount = format_value (self, value->value);
          /* Translators: a category and its value in a chart's description, e.g. "album: 20 points" */
          part = g_strdup_printf (_("%s: %s"), category->name, amount);
          if (parts->len > 0)
            /* Translators: between the parts of a seat's score in a chart's description */
            g_string_append (parts, _(", "));
          g_string_append (parts, part);
          n_parts++;
        }

      if (self->kind == PHL_SCORE_CHART_BARS)
        {
          g_autofree char *total = format_value (self, series_total (series));

          /* The only category of the chart says no more than the total. */
          if (n_parts > 0 && self->categories->len > 1)
            {
              /* Translators: a seat's total and, in brackets, where it came from */
              g_autofree char *breakdown = g_strdup_printf (_("%s (%s)"), total, parts->str);

              sentence = g_strdup_printf (_("%s: %s"), label, breakdown);
            }
          else
            sentence = g_strdup_printf (_("%s: %s"), label, total);
        }
      else
        /* Translators: a line of a chart and its values, e.g. "Seat 1 — 40–44: 3 games, 45–49: 5 games" */
        sentence = g_strdup_printf (_("%s — %s"), label, parts->len > 0 ? parts->str : _("no values"));

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
      g_string_append_c (text, '.');
    }
  if (self->series->len == 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, _("No scores yet."));
    }
  return g_string_free (text, FALSE);
}

static void
changed (PhlScoreChart *self)
{
  g_autofree char *description = phl_score_chart_dup_description (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->title != NULL && *self->title != '\0' ? self->title : _("Score chart"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Drawing ------------------------------------------------------------- */

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

  if (n == 0)
    return y;
  for (guint i = 0; i < n; i++)
    {
      const char *name;
      const GdkRGBA *color;
      double w, h, max_text = MAX (40, p->width - SWATCH - 6);

      if (by_series)
        {
          const Series *series = g_ptr_array_index (self->series, i);

          name = series->name;
          color = &series->color;
        }
      else
        {
          const Category *category = g_ptr_array_index (self->categories, i);

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

static double
paint_bars (Painter *p,
            double   y)
{
  PhlScoreChart *self = p->self;
  gboolean wide = p->width >= WIDE_LAYOUT;
  PhlTextStyle name_style = { .size = p->font_px };
  PhlTextStyle note_style = { .size = p->font_px * 0.85 };
  PhlTextStyle total_style = { .size = p->font_px * 1.05, .bold = TRUE };
  PhlTextStyle seg_style = { .size = p->font_px * 0.8, .bold = TRUE, .align = PANGO_ALIGN_CENTER,
                             .center_y = TRUE };
  double name_w = 0, total_w = 0, bar_x, bar_w, unit, zero_x, top = y;
  int max_pos = 0, max_neg = 0;

  /* The scale: the longest stack either side of zero. */
  for (guint s = 0; s < self->series->len; s++)
    {
      const Series *series = g_ptr_array_index (self->series, s);
      int pos = 0, neg = 0;
      g_autofree char *total = g_strdup_printf ("%d", series_total (series));
      double w;

      for (guint c = 0; c < series->values->len; c++)
        {
          int v = g_array_index (series->values, Value, c).value;

          if (v > 0)
            pos += v;
          else
            neg -= v;
        }
      max_pos = MAX (max_pos, pos);
      max_neg = MAX (max_neg, neg);
      phl_paint_text_measure (GTK_WIDGET (self), total, 0, &total_style, &w, NULL);
      total_w = MAX (total_w, w);
      if (wide)
        {
          g_autofree char *label = series->highlight ? g_strdup_printf ("★ %s", series->name)
                                                     : g_strdup (series->name);

          name_style.bold = series->highlight;
          phl_paint_text_measure (GTK_WIDGET (self), label, 0, &name_style, &w, NULL);
          name_w = MAX (name_w, w + 16);
        }
    }
  if (max_pos + max_neg == 0)
    max_pos = 1;
  if (wide)
    name_w = MIN (name_w, p->width * 0.32);
  bar_x = wide ? name_w + GAP : 0;
  bar_w = MAX (20, p->width - bar_x - total_w - GAP);
  unit = bar_w / (max_pos + max_neg);
  zero_x = bar_x + max_neg * unit;

  for (guint s = 0; s < self->series->len; s++)
    {
      const Series *series = g_ptr_array_index (self->series, s);
      g_autofree char *label = series->highlight ? g_strdup_printf ("★ %s", series->name)
                                                 : g_strdup (series->name);
      g_autofree char *total = g_strdup_printf ("%d", series_total (series));
      double text_w = wide ? name_w - 16 : p->width - 16;
      double name_h, row_h, bar_y, right = zero_x, left = zero_x;

      /* The seat: its colour, its name and its note. */
      name_style.bold = series->highlight;
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
      if (wide)
        {
          bar_y = y + MAX (0, (MIN (name_h, 2 * BAR_HEIGHT) - BAR_HEIGHT) / 2);
          row_h = MAX (name_h, BAR_HEIGHT);
        }
      else
        {
          bar_y = y + name_h + 4;
          row_h = name_h + 4 + BAR_HEIGHT;
        }

      if (p->cr != NULL)
        {
          if (series->highlight)
            {
              cairo_save (p->cr);
              phl_paint_rounded_rect (p->cr, -4, y - 4, p->width + 8, row_h + 8, 6);
              set_fg (p, 0.06);
              cairo_fill (p->cr);
              cairo_restore (p->cr);
            }
          /* The track the bar runs on. */
          phl_paint_rounded_rect (p->cr, bar_x, bar_y, bar_w, BAR_HEIGHT, 4);
          set_fg (p, 0.06);
          cairo_fill (p->cr);

          for (guint c = 0; c < self->categories->len; c++)
            {
              const Category *category = g_ptr_array_index (self->categories, c);
              int v = get_value (series, c)->value;
              double w = ABS (v) * unit, x;
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
                {
                  /* Hatching: a penalty is not told by colour alone. */
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
              /* The number on its segment when it fits. */
              number = g_strdup_printf ("%d", v);
              phl_paint_text_measure (GTK_WIDGET (self), number, 0, &seg_style, &nw, NULL);
              if (nw + 4 <= w)
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
          set_fg (p, 1);
          total_style.center_y = TRUE;
          phl_paint_text (p->cr, GTK_WIDGET (self), total, MAX (right, zero_x) + GAP / 2,
                          bar_y + BAR_HEIGHT / 2, 0, &total_style);
        }
      y += row_h + ROW_GAP;
    }

  if (p->cr != NULL && max_neg > 0 && self->series->len > 0)
    {
      /* Zero, where the penalties start. */
      set_fg (p, 0.45);
      cairo_set_line_width (p->cr, 1);
      cairo_move_to (p->cr, floor (zero_x) + 0.5, top - 2);
      cairo_line_to (p->cr, floor (zero_x) + 0.5, y - ROW_GAP + 2);
      cairo_stroke (p->cr);
    }
  return y;
}

static double
paint_lines (Painter *p,
             double   y)
{
  PhlScoreChart *self = p->self;
  guint n = self->categories->len;
  PhlTextStyle axis_style = { .size = p->font_px * 0.8 };
  PhlTextStyle x_style = { .size = p->font_px * 0.8, .align = PANGO_ALIGN_CENTER };
  double plot_h = CLAMP (p->width * 0.45, 140, 260);
  double axis_w = 0, label_w = 0, label_h = 0, plot_x, plot_w, slot;
  int lo = 0, hi = 1;
  guint every = 1;

  for (guint s = 0; s < self->series->len; s++)
    {
      const Series *series = g_ptr_array_index (self->series, s);

      for (guint c = 0; c < n; c++)
        {
          const Value *value = get_value (series, c);

          if (!value->set)
            continue;
          lo = MIN (lo, value->value);
          hi = MAX (hi, value->value);
        }
    }
  for (int t = 0; t <= 2; t++)
    {
      g_autofree char *tick = g_strdup_printf ("%d", lo + (hi - lo) * t / 2);
      double w;

      phl_paint_text_measure (GTK_WIDGET (self), tick, 0, &axis_style, &w, NULL);
      axis_w = MAX (axis_w, w);
    }
  plot_x = axis_w + GAP;
  plot_w = MAX (20, p->width - plot_x - GAP);
  slot = n > 0 ? plot_w / n : plot_w;
  for (guint c = 0; c < n; c++)
    {
      const Category *category = g_ptr_array_index (self->categories, c);
      double w, h;

      phl_paint_text_measure (GTK_WIDGET (self), category->name, 0, &x_style, &w, &h);
      label_w = MAX (label_w, w);
      label_h = MAX (label_h, h);
    }
  /* Every label that fits whole: no label is cut or broken. */
  while (every < n && slot * every < label_w + 6)
    every++;

  if (p->cr != NULL)
    {
      cairo_set_line_width (p->cr, 1);
      for (int t = 0; t <= 2; t++)
        {
          int v = lo + (hi - lo) * t / 2;
          double ty = y + plot_h - plot_h * (v - lo) / (hi - lo);
          g_autofree char *tick = g_strdup_printf ("%d", v);

          set_fg (p, v == 0 ? 0.45 : 0.15);
          cairo_move_to (p->cr, plot_x, floor (ty) + 0.5);
          cairo_line_to (p->cr, plot_x + plot_w, floor (ty) + 0.5);
          cairo_stroke (p->cr);
          set_fg (p, 0.8);
          axis_style.align = PANGO_ALIGN_RIGHT;
          axis_style.center_y = TRUE;
          phl_paint_text (p->cr, GTK_WIDGET (self), tick, axis_w, ty, 0, &axis_style);
        }
      for (guint c = 0; c < n; c += every)
        {
          const Category *category = g_ptr_array_index (self->categories, c);

          set_fg (p, 0.8);
          phl_paint_text (p->cr, GTK_WIDGET (self), category->name, plot_x + slot * (c + 0.5),
                          y + plot_h + 4, 0, &x_style);
        }
      for (guint s = 0; s < self->series->len; s++)
        {
          const Series *series = g_ptr_array_index (self->series, s);
          gboolean started = FALSE;

          gdk_cairo_set_source_rgba (p->cr, &series->color);
          cairo_set_line_width (p->cr, series->highlight ? 3 : 2);
          cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_ROUND);
          for (guint c = 0; c < n; c++)
            {
              const Value *value = get_value (series, c);
              double px = plot_x + slot * (c + 0.5);
              double py = y + plot_h - plot_h * (value->value - lo) / (hi - lo);

              if (!value->set)
                continue;
              if (started)
                cairo_line_to (p->cr, px, py);
              else
                cairo_move_to (p->cr, px, py);
              started = TRUE;
            }
          cairo_stroke (p->cr);
          /* Dots on the values, each seat its own shape size. */
          for (guint c = 0; c < n; c++)
            {
              const Value *value = get_value (series, c);

              if (!value->set)
                continue;
              cairo_new_sub_path (p->cr);
              cairo_arc (p->cr, plot_x + slot * (c + 0.5),
                         y + plot_h - plot_h * (value->value - lo) / (hi - lo), 3, 0, 2 * G_PI);
            }
          cairo_fill (p->cr);
        }
    }
  return y + plot_h + 4 + label_h + GAP;
}

/* Lays the chart out for @width; draws it when @cr is set.  Returns the
 * height it needs. */
static double
render (PhlScoreChart *self,
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

static void
phl_score_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  PhlScoreChart *self = PHL_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  render (self, cr, width);
  cairo_destroy (cr);
}

static GtkSizeRequestMode
phl_score_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
phl_score_chart_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  PhlScoreChart *self = PHL_SCORE_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Fits a phone; likes a dialog's width. */
      *minimum = 200;
      *natural = 560;
    }
  else
    {
      int height = (int) render (self, NULL, for_size > 0 ? for_size : 560);

      *minimum = *natural = height;
    }
}

static void
phl_score_chart_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (phl_score_chart_parent_class)->css_changed (widget, change);
  /* The theme's foreground (light ⇄ dark) and font size. */
  gtk_widget_queue_resize (widget);
}

static void
phl_score_chart_finalize (GObject *object)
{
  PhlScoreChart *self = PHL_SCORE_CHART (object);

  g_free (self->title);
  g_ptr_array_unref (self->series);
  g_ptr_array_unref (self->categories);
  if (self->format_destroy != NULL)
    self->format_destroy (self->format_data);
  G_OBJECT_CLASS (phl_score_chart_parent_class)->finalize (object);
}

static void
phl_score_chart_class_init (PhlScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = phl_score_chart_finalize;
  widget_class->snapshot = phl_score_chart_snapshot;
  widget_class->measure = phl_score_chart_measure;
  widget_class->get_request_mode = phl_score_chart_get_request_mode;
  widget_class->css_changed = phl_score_chart_css_changed;
  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
phl_score_chart_init (PhlScoreChart *self)
{
  self->series = g_ptr_array_new_with_free_func (series_free);
  self->categories = g_ptr_array_new_with_free_func (category_free);
  changed (self);
}

/* ---- API ----------------------------------------------------------------- */

GtkWidget *
phl_score_chart_new (void)
{
  return g_object_new (PHL_TYPE_SCORE_CHART, NULL);
}

void
phl_score_chart_set_title (PhlScoreChart *self,
                           const char    *title)
{
  g_return_if_fail (PHL_IS_SCORE_CHART (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  changed (self);
}

const char *
phl_score_chart_get_title (PhlScoreChart *self)
{
  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), NULL);

  return self->title;
}

void
phl_score_chart_set_kind (PhlScoreChart     *self,
                          PhlScoreChartKind  kind)
{
  g_return_if_fail (PHL_IS_SCORE_CHART (self));

  self->kind = kind;
  changed (self);
}

PhlScoreChartKind
phl_score_chart_get_kind (PhlScoreChart *self)
{
  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), PHL_SCORE_CHART_BARS);

  return self->kind;
}

guint
phl_score_chart_add_series (PhlScoreChart *self,
                            const char    *name,
                            const GdkRGBA *rgba)
{
  Series *series;

  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  series = g_new0 (Series, 1);
  series->name = g_strdup (name);
  series->values = g_array_new (FALSE, TRUE, sizeof (Value));
  if (rgba != NULL)
    series->color = *rgba;
  else
    gdk_rgba_parse (&series->color, series_palette[self->series->len % G_N_ELEMENTS (series_palette)]);
  g_ptr_array_add (self->series, series);
  changed (self);
  return self->series->len - 1;
}

static guint
find_category (PhlScoreChart *self,
               const char    *name)
{
  for (guint c = 0; c < self->categories->len; c++)
    if (g_str_equal (((Category *) g_ptr_array_index (self->categories, c))->name, name))
      return c;
  return G_MAXUINT;
}

guint
phl_score_chart_add_category (PhlScoreChart *self,
                              const char    *name,
                              const GdkRGBA *rgba)
{
  Category *category;
  guint index;

  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  index = find_category (self, name);
  if (index == G_MAXUINT)
    {
      category = g_new0 (Category, 1);
      category->name = g_strdup (name);
      gdk_rgba_parse (&category->color,
                      category_palette[self->categories->len % G_N_ELEMENTS (category_palette)]);
      g_ptr_array_add (self->categories, category);
      index = self->categories->len - 1;
    }
  category = g_ptr_array_index (self->categories, index);
  if (rgba != NULL)
    category->color = *rgba;
  changed (self);
  return index;
}

void
phl_score_chart_add_value (PhlScoreChart *self,
                           guint          series_index,
                           const char    *category,
                           int            value)
{
  Series *series;
  Value *slot;
  guint index;

  g_return_if_fail (PHL_IS_SCORE_CHART (self));
  g_return_if_fail (series_index < self->series->len);
  g_return_if_fail (category != NULL);

  index = find_category (self, category);
  if (index == G_MAXUINT)
    index = phl_score_chart_add_category (self, category, NULL);
  series = g_ptr_array_index (self->series, series_index);
  if (series->values->len <= index)
    g_array_set_size (series->values, index + 1);
  slot = &g_array_index (series->values, Value, index);
  slot->value += value;
  slot->set = TRUE;
  changed (self);
}

void
phl_score_chart_set_series_note (PhlScoreChart *self,
                                 guint          series_index,
                                 const char    *note)
{
  Series *series;

  g_return_if_fail (PHL_IS_SCORE_CHART (self));
  g_return_if_fail (series_index < self->series->len);

  series = g_ptr_array_index (self->series, series_index);
  g_free (series->note);
  series->note = g_strdup (note);
  changed (self);
}

void
phl_score_chart_set_series_highlight (PhlScoreChart *self,
                                      guint          series_index,
                                      gboolean       highlight)
{
  Series *series;

  g_return_if_fail (PHL_IS_SCORE_CHART (self));
  g_return_if_fail (series_index < self->series->len);

  series = g_ptr_array_index (self->series, series_index);
  series->highlight = !!highlight;
  changed (self);
}

void
phl_score_chart_set_format_func (PhlScoreChart           *self,
                                 PhlScoreChartFormatFunc  func,
                                 gpointer                 user_data,
                                 GDestroyNotify           destroy)
{
  g_return_if_fail (PHL_IS_SCORE_CHART (self));

  if (self->format_destroy != NULL)
    self->format_destroy (self->format_data);
  self->format = func;
  self->format_data = user_data;
  self->format_destroy = destroy;
  changed (self);
}

void
phl_score_chart_clear (PhlScoreChart *self)
{
  g_return_if_fail (PHL_IS_SCORE_CHART (self));

  g_ptr_array_set_size (self->series, 0);
  g_ptr_array_set_size (self->categories, 0);
  changed (self);
}

guint
phl_score_chart_get_n_series (PhlScoreChart *self)
{
  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);

  return self->series->len;
}

guint
phl_score_chart_get_n_categories (PhlScoreChart *self)
{
  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);

  return self->categories->len;
}

int
phl_score_chart_get_total (PhlScoreChart *self,
                           guint          series_index)
{
  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (series_index < self->series->len, 0);

  return series_total (g_ptr_array_index (self->series, series_index));
}
