/* phl-score-chart-private.h — the chart's model, shared by its painter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-score-chart.h"

G_BEGIN_DECLS

typedef struct
{
  int      value;
  gboolean set;
} ChartValue;

typedef struct
{
  char    *name;
  GdkRGBA  color;
} ChartCategory;

typedef struct
{
  char     *name;
  char     *note;
  GdkRGBA   color;
  gboolean  highlight;
  GArray   *values;   /* of ChartValue, one per category */
} ChartSeries;

struct _PhlScoreChart
{
  GtkWidget                parent_instance;

  char                    *title;
  PhlScoreChartKind        kind;
  GPtrArray               *series;      /* of ChartSeries */
  GPtrArray               *categories;  /* of ChartCategory */
  char                    *goal_label;
  int                      goal;
  PhlScoreChartFormatFunc  format;
  gpointer                 format_data;
  GDestroyNotify           format_destroy;
};

/* The value of @category in @series (unset: 0). */
const ChartValue *_phl_score_chart_get_value    (const ChartSeries  *series,
                                            guint          category);
int          _phl_score_chart_series_total (const ChartSeries  *series);
/* Lays the chart out for @width; draws it when @cr is set.  Returns the
 * height it needs (phl-score-chart-paint.c). */
double       _phl_score_chart_render       (PhlScoreChart *self,
                                            cairo_t       *cr,
                                            double         width);

G_END_DECLS
