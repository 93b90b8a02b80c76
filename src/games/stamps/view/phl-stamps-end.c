/* phl-stamps-end.c — the STAMPS end page's details and score chart rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under the base view's winner and chart (PhlGameView): the rulebook's
 * scoring one step at a time for every player — the final tableaux,
 * markers sharing a column removed (0 points), lone markers scored with
 * their column's value, unmoved markers at −3, then the totals.  The
 * chart's rows are each player's points by where they came from.
 */
#define G_LOG_DOMAIN "phl-stamps-end"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "stamps/phl-stamps-rules.h"
#include "phl-score-chart.h"
#include "stamps/view/phl-stamps-end.h"
#include "stamps/view/phl-stamps-look.h"

#define N_STEPS 5

struct _PhlStampsEnd
{
  GtkWidget  parent_instance;

  PhlMatch  *match;
  guint      step;
  guint      timeout_id;
};

G_DEFINE_FINAL_TYPE (PhlStampsEnd, phl_stamps_end, GTK_TYPE_WIDGET)

static const PhlStampsState *
get_state (PhlStampsEnd *self)
{
  return phl_match_get_state (self->match);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
set_ink (cairo_t *cr,
         double   alpha)
{
  if (is_dark ())
    cairo_set_source_rgba (cr, 0.95, 0.95, 0.97, alpha);
  else
    cairo_set_source_rgba (cr, 0.13, 0.13, 0.16, alpha);
}

static const char *
step_caption (guint step)
{
  switch (step)
    {
    case 0:
      return _("The final tableaux");
    case 1:
      return _("Markers sharing a column are removed: 0 points");
    case 2:
      return _("A marker alone in its column scores the column’s value");
    case 3:
      return _("Each marker that never moved: −3 points");
    default:
      return _("Final scores");
    }
}

static void
draw_badge (cairo_t    *cr,
            GtkWidget  *widget,
            const char *text,
            double      cx,
            double      cy,
            double      r,
            gboolean    negative)
{
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (negative)
    cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  else
    cairo_set_source_rgb (cr, 0.15, 0.52, 0.29);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  phl_stamps_paint_text (cr, widget, text, cx, cy, r * 1.05, TRUE);
}

static void
draw_tableau (PhlStampsEnd *self,
              cairo_t      *cr,
              guint         seat,
              double        x,
              double        y,
              double        w,
              double        h)
{
  const PhlStampsState *state = get_state (self);
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  PhlStampsResolution res;
  double gap = 8;
  double cw = (w - gap) / 11.0;
  double rh = MIN ((h - 16) / PHL_STAMPS_N_COLORS, cw);
  double radius = MIN (cw, rh) * 0.4;

  phl_stamps_resolve (state, seat, &res);

  for (guint c = 0; c <= 10 && c <= tableau->n_columns; c++)
    {
      double cx = x + c * cw + (c > 0 ? gap : 0);
      char value[16];

      phl_paint_rounded_rect (cr, cx + 1, y, cw - 2, rh * PHL_STAMPS_N_COLORS, 3);
      set_ink (cr, c == 0 ? 0.03 : 0.07);
      cairo_fill (cr);
      g_snprintf (value, sizeof value, "%d", c == 0 ? tableau->unmoved : tableau->values[c]);
      set_ink (cr, c == 0 ? 0.45 : 0.65);
      phl_stamps_paint_text (cr, GTK_WIDGET (self), value, cx + cw / 2, y + rh * PHL_STAMPS_N_COLORS + 8,
                             MIN (12, cw * 0.5), c > 0);
    }

  for (guint i = 0; i < PHL_STAMPS_N_COLORS; i++)
    {
      const PhlStampsMarkerResult *m = &res.markers[i];
      double mx = x + m->column * cw + (m->column > 0 ? gap : 0) + cw / 2;
      double my = y + (m->color + 0.5) * rh;
      char text[16];

      switch (m->outcome)
        {
        case PHL_STAMPS_OUTCOME_COLLISION:
          phl_stamps_paint_marker (cr, m->color, mx, my, radius, self->step >= 1 ? 0.3 : 1);
          if (self->step >= 1)
            {
              /* Crossed out, and its 0. */
              cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
              cairo_set_line_width (cr, 2.5);
              cairo_move_to (cr, mx - radius, my - radius);
              cairo_line_to (cr, mx + radius, my + radius);
              cairo_move_to (cr, mx + radius, my - radius);
              cairo_line_to (cr, mx - radius, my + radius);
              cairo_stroke (cr);
              g_snprintf (text, sizeof text, "%d", m->points);
              draw_badge (cr, GTK_WIDGET (self), text, mx + radius * 0.9, my - radius * 0.7, radius * 0.55, TRUE);
            }
          break;

        case PHL_STAMPS_OUTCOME_LONE:
          phl_stamps_paint_marker (cr, m->color, mx, my, radius, 1);
          if (self->step >= 2)
            {
              g_snprintf (text, sizeof text, "+%d", m->points);
              draw_badge (cr, GTK_WIDGET (self), text, mx + radius * 0.9, my - radius * 0.7, radius * 0.6, m->points < 0);
            }
          break;

        case PHL_STAMPS_OUTCOME_UNMOVED:
        default:
          phl_stamps_paint_marker (cr, m->color, mx, my, radius, 1);
          if (self->step >= 3)
            {
              g_snprintf (text, sizeof text, "%d", m->points);
              draw_badge (cr, GTK_WIDGET (self), text, mx + radius * 0.9, my - radius * 0.7, radius * 0.6, TRUE);
            }
          break;
        }
    }
}

void
phl_stamps_end_fill_chart (PhlMatch      *match,
                           PhlScoreChart *chart)
{
  const PhlStampsState *state;
  /* Two categories, in this order: gains first, the penalty after. */
  const char *lone = _("Markers alone in their column");
  const char *unmoved = _("Markers that never moved");

  g_return_if_fail (PHL_IS_MATCH (match));
  g_return_if_fail (PHL_IS_SCORE_CHART (chart));

  state = phl_match_get_state (match);
  phl_score_chart_add_category (chart, lone, NULL);
  phl_score_chart_add_category (chart, unmoved, NULL);
  for (guint s = 0; s < state->n_players; s++)
    {
      guint series = phl_score_chart_add_series (chart, phl_match_get_seat (match, s)->name, NULL);
      PhlStampsResolution res;
      int gained = 0, lost = 0;

      phl_stamps_resolve (state, s, &res);
      for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
        {
          if (res.markers[k].outcome == PHL_STAMPS_OUTCOME_LONE)
            gained += res.markers[k].points;
          else if (res.markers[k].outcome == PHL_STAMPS_OUTCOME_UNMOVED)
            lost += res.markers[k].points;
        }
      phl_score_chart_add_value (chart, series, lone, gained);
      phl_score_chart_add_value (chart, series, unmoved, lost);
      phl_score_chart_set_series_highlight (chart, series, (phl_stamps_winners (state) & (1u << s)) != 0);
    }
}

/* Each player's block: the name line over the tableau. */
#define NAME_H   28.0
#define BLOCK_GAP 10.0
#define CAPTION_H 32.0

static double
block_height (double width)
{
  double cw = (width - 24 - 8) / 11.0;
  double rh = CLAMP (cw, 14, 26);

  return NAME_H + 8 + rh * PHL_STAMPS_N_COLORS + 24;
}

/* The sum as the rulebook writes it: "4 + 5 − 3 = 6". */
static char *
dup_sum (const PhlStampsResolution *res)
{
  GString *sum = g_string_new (NULL);

  for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
    {
      int p = res->markers[k].points;

      if (p == 0)
        continue;
      if (sum->len == 0)
        g_string_append_printf (sum, p < 0 ? "−%d" : "%d", ABS (p));
      else
        g_string_append_printf (sum, p < 0 ? " − %d" : " + %d", ABS (p));
    }
  if (sum->len == 0)
    g_string_append (sum, "0");
  g_string_append_printf (sum, " = %d", res->total);
  return g_string_free (sum, FALSE);
}

static void
draw_block (PhlStampsEnd *self,
            cairo_t      *cr,
            guint         seat,
            double        x,
            double        y,
            double        w,
            double        h,
            gboolean      winner)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PhlStampsResolution res;
  double cy = y + NAME_H / 2 + 4;
  double name_w;

  phl_stamps_resolve (get_state (self), seat, &res);
  phl_paint_rounded_rect (cr, x, y, w, h, 10);
  set_ink (cr, (self->step >= N_STEPS - 1 && winner) ? 0.12 : 0.05);
  cairo_fill (cr);

  set_ink (cr, 0.9);
  name_w = phl_stamps_paint_text_left (cr, widget, phl_match_get_seat (self->match, seat)->name, x + 12, cy, 15,
                                       TRUE, w * 0.45);
  if (self->step >= N_STEPS - 1)
    {
      g_autofree char *score = g_strdup_printf (ngettext ("%d point", "%d points", ABS (res.total)), res.total);
      g_autofree char *sum = dup_sum (&res);
      double score_w = phl_stamps_text_width (widget, score, 15, TRUE);
      double right = x + w - 12 - score_w;

      phl_stamps_paint_text_left (cr, widget, score, right, cy, 15, TRUE, -1);
      if (winner)
        {
          /* The winner's star (drawn: not every font has the glyph). */
          cairo_set_source_rgb (cr, 0.85, 0.60, 0.05);
          phl_paint_motif (cr, PHL_MOTIF_STARS, right - 16, cy, 20);
        }
      set_ink (cr, 0.6);
      phl_stamps_paint_text_left (cr, widget, sum, x + 24 + name_w, cy, 14, FALSE,
                                  MAX (20, right - 32 - (x + 24 + name_w)));
    }
  draw_tableau (self, cr, seat, x + 12, y + NAME_H + 8, w - 24, h - NAME_H - 8 - 24);
}

static void
phl_stamps_end_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  PhlStampsEnd *self = PHL_STAMPS_END (widget);
  const PhlStampsState *state = get_state (self);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);
  guint winners = phl_stamps_winners (state);
  /* Two blocks side by side where they stay wide enough. */
  guint cols = w >= 2 * 300 + BLOCK_GAP ? 2 : 1;
  double block_w = (w - (cols - 1) * BLOCK_GAP) / cols;
  double block_h = block_height (block_w);
  g_autofree char *caption = NULL;
  cairo_t *cr;

  if (w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* Step caption: "Step 2 of 5: …". */
  caption = g_strdup_printf (_("Step %u of %u: %s"), MIN (self->step, N_STEPS - 1) + 1, N_STEPS,
                             step_caption (self->step));
  set_ink (cr, 0.8);
  phl_stamps_paint_text_left (cr, widget, caption, 0, CAPTION_H / 2, 14, TRUE, w);
  for (guint s = 0; s < state->n_players; s++)
    draw_block (self, cr, s, (s % cols) * (block_w + BLOCK_GAP), CAPTION_H + (s / cols) * (block_h + BLOCK_GAP),
                block_w, block_h, (winners & (1u << s)) != 0);
  cairo_destroy (cr);
}

static void
update_accessible (PhlStampsEnd *self)
{
  const PhlStampsState *state = get_state (self);
  GString *s = g_string_new (_("The final tableaux"));

  g_string_append (s, ". ");
  for (guint i = 0; i < state->n_players; i++)
    {
      PhlStampsResolution res;
      g_autofree char *sum = NULL;
      g_autofree char *points = NULL;

      phl_stamps_resolve (state, i, &res);
      sum = dup_sum (&res);
      g_string_append_printf (s, "%s: ", phl_match_get_seat (self->match, i)->name);
      for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
        {
          const PhlStampsMarkerResult *m = &res.markers[k];

          /* Translators: one marker's result, e.g. "red 0", "green +5", "blue -3" */
          g_string_append_printf (s, k ? ", %s %+d" : "%s %+d", phl_stamps_color_to_name (m->color), m->points);
        }
      points = g_strdup_printf (ngettext ("%d point", "%d points", ABS (res.total)), res.total);
      g_string_append_printf (s, "; %s, %s. ", sum, points);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, s->str, -1);
  g_string_free (s, TRUE);
}

static gboolean
next_step (gpointer data)
{
  PhlStampsEnd *self = data;

  self->step++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->step >= N_STEPS - 1)
    {
      self->timeout_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
phl_stamps_end_replay (PhlStampsEnd *self,
                       guint         step_ms)
{
  g_return_if_fail (PHL_IS_STAMPS_END (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  update_accessible (self);
  if (step_ms == 0)
    {
      self->step = N_STEPS - 1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->step = 0;
  self->timeout_id = g_timeout_add (step_ms, next_step, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
phl_stamps_end_dispose (GObject *object)
{
  PhlStampsEnd *self = (PhlStampsEnd *)object;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (phl_stamps_end_parent_class)->dispose (object);
}

static void
phl_stamps_end_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  guint n = get_state (PHL_STAMPS_END (widget))->n_players;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 740;
    }
  else
    {
      /* The height the blocks take at the width offered. */
      double w = for_size > 0 ? for_size : 740;
      guint cols = w >= 2 * 300 + BLOCK_GAP ? 2 : 1;
      double block_w = (w - (cols - 1) * BLOCK_GAP) / cols;
      guint rows = (n + cols - 1) / cols;

      *minimum = *natural = (int) ceil (CAPTION_H + rows * (block_height (block_w) + BLOCK_GAP));
    }
}

static GtkSizeRequestMode
phl_stamps_end_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
phl_stamps_end_class_init (PhlStampsEndClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stamps_end_dispose;
  widget_class->snapshot = phl_stamps_end_snapshot;
  widget_class->measure = phl_stamps_end_measure;
  widget_class->get_request_mode = phl_stamps_end_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "stamps-end");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
phl_stamps_end_init (PhlStampsEnd *self)
{
  self->step = N_STEPS - 1;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
phl_stamps_end_new (PhlMatch *match)
{
  PhlStampsEnd *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_STAMPS_END, NULL);
  self->match = g_object_ref (match);
  return GTK_WIDGET (self);
}
