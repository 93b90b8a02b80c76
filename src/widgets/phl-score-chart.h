/* phl-score-chart.h — the scores of a game, drawn and in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PHL_TYPE_SCORE_CHART (phl_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (PhlScoreChart, phl_score_chart, PHL, SCORE_CHART, GtkWidget)

typedef enum
{
  /* One bar per series (seat), its categories stacked; negative values
   * stack leftwards from zero.  The total stands at the end of the bar. */
  PHL_SCORE_CHART_BARS,
  /* One line per series over the categories in order (days, rounds, score
   * ranges). */
  PHL_SCORE_CHART_LINES,
} PhlScoreChartKind;

/* Words for one value in the description, e.g. "54 points" (the default)
 * or "3 games": a newly allocated, translated string. */
typedef char *(*PhlScoreChartFormatFunc) (int      value,
                                          gpointer user_data);

GtkWidget        *phl_score_chart_new             (void);
void              phl_score_chart_set_title       (PhlScoreChart          *self,
                                                   const char             *title);
const char       *phl_score_chart_get_title       (PhlScoreChart          *self);
void              phl_score_chart_set_kind        (PhlScoreChart          *self,
                                                   PhlScoreChartKind       kind);
PhlScoreChartKind phl_score_chart_get_kind        (PhlScoreChart          *self);
/* Adds a seat (a bar, or a line) and returns its index.  @rgba: the seat's
 * colour (the line's colour, a marker beside the name); NULL: a default. */
guint             phl_score_chart_add_series      (PhlScoreChart          *self,
                                                   const char             *name,
                                                   const GdkRGBA          *rgba);
/* Optional: declares a category's place (the order of first use
 * otherwise) and colour (NULL or undeclared: a default). */
guint             phl_score_chart_add_category    (PhlScoreChart          *self,
                                                   const char             *name,
                                                   const GdkRGBA          *rgba);
/* Adds @value to @category of @series (the category is made on first use). */
void              phl_score_chart_add_value       (PhlScoreChart          *self,
                                                   guint                   series,
                                                   const char             *category,
                                                   int                     value);
/* A short note beside the seat's name ("winner", "45% wins"). */
void              phl_score_chart_set_series_note (PhlScoreChart          *self,
                                                   guint                   series,
                                                   const char             *note);
/* Marks the winners: a star and bold name, and said in the description. */
void              phl_score_chart_set_series_highlight (PhlScoreChart     *self,
                                                   guint                   series,
                                                   gboolean                highlight);
void              phl_score_chart_set_format_func (PhlScoreChart          *self,
                                                   PhlScoreChartFormatFunc func,
                                                   gpointer                user_data,
                                                   GDestroyNotify          destroy);
/* A goal drawn as a dashed mark across the bars (SWOP's 40 points, the
 * auction's postmarks to win), named in the description: "Goal: 40
 * points".  @label NULL: no goal. */
void              phl_score_chart_set_goal        (PhlScoreChart          *self,
                                                   int                     value,
                                                   const char             *label);
/* Removes every series and category (title, kind and format stay). */
void              phl_score_chart_clear           (PhlScoreChart          *self);

guint             phl_score_chart_get_n_series    (PhlScoreChart          *self);
guint             phl_score_chart_get_n_categories (PhlScoreChart         *self);
/* The sum of a series' values. */
int               phl_score_chart_get_total       (PhlScoreChart          *self,
                                                   guint                   series);
/* The chart in words, as its accessible description carries it. */
char             *phl_score_chart_dup_description (PhlScoreChart          *self);

G_END_DECLS
