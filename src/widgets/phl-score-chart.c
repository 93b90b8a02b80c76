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
#include "phl-score-chart-private.h"

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
  ChartSeries *series = data;

  g_free (series->name);
  g_free (series->note);
  g_array_unref (series->values);
  g_free (series);
}

static void
category_free (gpointer data)
{
  ChartCategory *category = data;

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

const ChartValue *
_phl_score_chart_get_value (const ChartSeries *series,
                            guint         category)
{
  static const ChartValue unset = { 0, FALSE };

  if (category >= series->values->len)
    return &unset;
  return &g_array_index (series->values, ChartValue, category);
}

int
_phl_score_chart_series_total (const ChartSeries *series)
{
  int total = 0;

  for (guint c = 0; c < series->values->len; c++)
    total += g_array_index (series->values, ChartValue, c).value;
  return total;
}

/* ---- Words --------------------------------------------------------------- */

static char *
series_label (const ChartSeries *series)
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
  if (self->goal_label != NULL)
    {
      g_autofree char *amount = format_value (self, self->goal);
      /* Translators: the goal in a chart's description, e.g. "Finish: 40 points" */
      g_autofree char *goal = g_strdup_printf (_("%s: %s"), self->goal_label, amount);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, goal);
      g_string_append_c (text, '.');
    }
  for (guint s = 0; s < self->series->len; s++)
    {
      const ChartSeries *series = g_ptr_array_index (self->series, s);
      g_autofree char *label = series_label (series);
      g_autoptr(GString) parts = g_string_new (NULL);
      g_autofree char *sentence = NULL;
      guint n_parts = 0;

      for (guint c = 0; c < self->categories->len; c++)
        {
          const ChartCategory *category = g_ptr_array_index (self->categories, c);
          const ChartValue *value = _phl_score_chart_get_value (series, c);
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
          g_autofree char *total = format_value (self, _phl_score_chart_series_total (series));

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
  /* A little room around: the winner's highlight reaches past the edge. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-8, -8, width + 16, height + 16));
  _phl_score_chart_render (self, cr, width);
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
      int height = (int) _phl_score_chart_render (self, NULL, for_size > 0 ? for_size : 560);

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
  g_free (self->goal_label);
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
  /* Tab reaches it, and a screen reader reads its description there. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
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
  ChartSeries *series;

  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  series = g_new0 (ChartSeries, 1);
  series->name = g_strdup (name);
  series->values = g_array_new (FALSE, TRUE, sizeof (ChartValue));
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
    if (g_str_equal (((ChartCategory *) g_ptr_array_index (self->categories, c))->name, name))
      return c;
  return G_MAXUINT;
}

guint
phl_score_chart_add_category (PhlScoreChart *self,
                              const char    *name,
                              const GdkRGBA *rgba)
{
  ChartCategory *category;
  guint index;

  g_return_val_if_fail (PHL_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  index = find_category (self, name);
  if (index == G_MAXUINT)
    {
      category = g_new0 (ChartCategory, 1);
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
  ChartSeries *series;
  ChartValue *slot;
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
  slot = &g_array_index (series->values, ChartValue, index);
  slot->value += value;
  slot->set = TRUE;
  changed (self);
}

void
phl_score_chart_set_series_note (PhlScoreChart *self,
                                 guint          series_index,
                                 const char    *note)
{
  ChartSeries *series;

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
  ChartSeries *series;

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
phl_score_chart_set_goal (PhlScoreChart *self,
                          int            value,
                          const char    *label)
{
  g_return_if_fail (PHL_IS_SCORE_CHART (self));

  g_free (self->goal_label);
  self->goal_label = g_strdup (label);
  self->goal = value;
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

  return _phl_score_chart_series_total (g_ptr_array_index (self->series, series_index));
}
