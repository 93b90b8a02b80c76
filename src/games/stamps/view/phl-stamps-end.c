/* phl-stamps-end.c — the STAMPS end screen: tableau resolution and chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows the rulebook's scoring one step at a time for every player: the
 * final tableaux, markers sharing a column removed (0 points), lone markers
 * scored with their column's value, unmoved markers at -3, then the totals,
 * and a chart of where each player's points came from.
 */
#define G_LOG_DOMAIN "phl-stamps-end"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "stamps/phl-stamps-rules.h"
#include "stamps/view/phl-stamps-end.h"
#include "stamps/view/phl-stamps-look.h"

#define N_STEPS 5
#define STEP_MS 900

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

char *
phl_stamps_end_dup_title (PhlStampsEnd *self)
{
  const PhlStampsState *state;
  guint winners, n = 0;
  int best = 0;
  GString *names = g_string_new (NULL);

  g_return_val_if_fail (PHL_IS_STAMPS_END (self), NULL);

  state = get_state (self);
  winners = phl_stamps_winners (state);
  for (guint i = 0; i < state->n_players; i++)
    if (winners & (1u << i))
      {
        if (n > 0)
          g_string_append (names, ", ");
        g_string_append (names, phl_match_get_seat (self->match, i)->name);
        best = phl_stamps_score (state, i);
        n++;
      }
  if (n == 1)
    {
      /* Translators: e.g. "Anna wins with 14 points" */
      char *text = g_strdup_printf (ngettext ("%s wins with %d point", "%s wins with %d points", ABS (best)),
                                    names->str, best);

      g_string_free (names, TRUE);
      return text;
    }
  else
    {
      /* Translators: a tie, e.g. "Shared win: Anna, Ben with 12 points" */
      char *text = g_strdup_printf (ngettext ("Shared win: %s with %d point", "Shared win: %s with %d points",
                                              ABS (best)),
                                    names->str, best);

      g_string_free (names, TRUE);
      return text;
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

static void
draw_chart (PhlStampsEnd *self,
            cairo_t      *cr,
            double        x,
            double        y,
            double        w,
            double        h)
{
  const PhlStampsState *state = get_state (self);
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  int max_pos = 10, max_neg = 3;
  double bar_h, zero, unit;
  guint n = state->n_players;

  set_ink (cr, 0.8);
  phl_stamps_paint_text_left (cr, GTK_WIDGET (self), _("Where the points came from"), x, y + 10, 14, TRUE, -1);
  y += 28;
  h -= 28;

  for (guint s = 0; s < n; s++)
    {
      PhlStampsResolution res;
      int pos = 0, neg = 0;

      phl_stamps_resolve (state, s, &res);
      for (guint i = 0; i < PHL_STAMPS_N_COLORS; i++)
        {
          if (res.markers[i].points > 0)
            pos += res.markers[i].points;
          else
            neg -= res.markers[i].points;
        }
      max_pos = MAX (max_pos, pos);
      max_neg = MAX (max_neg, neg);
    }
  (void) tableau;

  unit = (w - 90) / (double) (max_pos + max_neg);
  zero = x + 60 + max_neg * unit;
  bar_h = MIN (30, h / n - 40);

  for (guint s = 0; s < n; s++)
    {
      PhlStampsResolution res;
      double by = y + s * (h / n) + 18;
      double px = zero, nx = zero;
      char total[32];

      phl_stamps_resolve (state, s, &res);
      set_ink (cr, 0.85);
      phl_stamps_paint_text_left (cr, GTK_WIDGET (self), phl_match_get_seat (self->match, s)->name, x, by - 9, 12, TRUE, -1);

      for (guint i = 0; i < PHL_STAMPS_N_COLORS; i++)
        {
          const PhlStampsMarkerResult *m = &res.markers[i];
          double seg = ABS (m->points) * unit;
          PhlRgb rgb = phl_stamps_look_rgb (m->color);
          double sx;

          if (m->points == 0)
            continue;
          if (m->points > 0)
            {
              sx = px;
              px += seg;
              cairo_rectangle (cr, sx, by, seg, bar_h);
              cairo_set_source_rgb (cr, rgb.red, rgb.green, rgb.blue);
              cairo_fill (cr);
            }
          else
            {
              nx -= seg;
              sx = nx;
              cairo_rectangle (cr, sx, by, seg, bar_h);
              cairo_set_source_rgb (cr, 0.55, 0.55, 0.58);
              cairo_fill (cr);
              /* Hatching marks the penalty. */
              cairo_save (cr);
              cairo_rectangle (cr, sx, by, seg, bar_h);
              cairo_clip (cr);
              cairo_set_source_rgba (cr, 1, 1, 1, 0.5);
              cairo_set_line_width (cr, 1.5);
              for (double d = -bar_h; d < seg; d += 6)
                {
                  cairo_move_to (cr, sx + d, by + bar_h);
                  cairo_line_to (cr, sx + d + bar_h, by);
                }
              cairo_stroke (cr);
              cairo_restore (cr);
            }
          /* The marker's motif on its segment (below a narrow one), so colour
           * is not the only cue. */
          if (seg >= bar_h * 0.7)
            phl_stamps_paint_marker (cr, m->color, sx + seg / 2, by + bar_h / 2, bar_h * 0.32, 1);
          else
            phl_stamps_paint_marker (cr, m->color, sx + seg / 2, by + bar_h + 9, 7, 1);
          cairo_rectangle (cr, sx + 0.5, by + 0.5, seg - 1, bar_h - 1);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      g_snprintf (total, sizeof total, "%d", res.total);
      set_ink (cr, 0.9);
      phl_stamps_paint_text_left (cr, GTK_WIDGET (self), total, px + 8, by + bar_h / 2, 15, TRUE, -1);
    }

  /* What the shapes mean. */
  set_ink (cr, 0.6);
  phl_stamps_paint_text_left (cr, GTK_WIDGET (self), _("Coloured: a marker alone in its column. Hatched: −3 for a marker that never moved."),
                              x, y + h + 26, 11, FALSE, -1);

  /* The zero line. */
  set_ink (cr, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, zero, y + 12);
  cairo_line_to (cr, zero, y + h);
  cairo_stroke (cr);
  phl_stamps_paint_text (cr, GTK_WIDGET (self), "0", zero, y + h + 8, 11, FALSE);
}

static void
phl_stamps_end_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  PhlStampsEnd *self = PHL_STAMPS_END (widget);
  const PhlStampsState *state = get_state (self);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);
  double margin = 16;
  double left_w = (w - 3 * margin) * 0.56;
  double row_h, top;
  guint winners = phl_stamps_winners (state);
  cairo_t *cr;
  g_autofree char *caption = NULL;

  if (w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* Step caption: "Step 2 of 5: …". */
  caption = g_strdup_printf (_("Step %u of %u: %s"), MIN (self->step, N_STEPS - 1) + 1, N_STEPS,
                             step_caption (self->step));
  set_ink (cr, 0.8);
  phl_stamps_paint_text_left (cr, GTK_WIDGET (self), caption, margin, margin + 8, 14, TRUE, -1);

  top = margin + 28;
  row_h = (h - top - margin) / state->n_players;
  for (guint s = 0; s < state->n_players; s++)
    {
      double y = top + s * row_h;
      double name_h = 24;
      double name_w;
      g_autofree char *score = NULL;
      PhlStampsResolution res;

      phl_stamps_resolve (state, s, &res);
      phl_paint_rounded_rect (cr, margin, y, left_w, row_h - 8, 10);
      set_ink (cr, (self->step >= N_STEPS - 1 && (winners & (1u << s))) ? 0.12 : 0.05);
      cairo_fill (cr);

      set_ink (cr, 0.9);
      name_w = phl_stamps_paint_text_left (cr, GTK_WIDGET (self), phl_match_get_seat (self->match, s)->name, margin + 12,
                                           y + name_h / 2 + 4, 15, TRUE, -1);
      if (self->step >= N_STEPS - 1)
        {
          score = g_strdup_printf (ngettext ("%d point", "%d points", ABS (res.total)), res.total);
          phl_stamps_paint_text_left (cr, GTK_WIDGET (self), score, margin + left_w - 130, y + name_h / 2 + 4, 15, TRUE, -1);
          {
            /* The sum as the rulebook writes it: "4 + 5 − 3 = 6". */
            GString *sum = g_string_new (NULL);

            for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
              {
                int p = res.markers[k].points;

                if (p == 0)
                  continue;
                if (sum->len == 0)
                  g_string_append_printf (sum, p < 0 ? "−%d" : "%d", ABS (p));
                else
                  g_string_append_printf (sum, p < 0 ? " − %d" : " + %d", ABS (p));
              }
            if (sum->len == 0)
              g_string_append (sum, "0");
            g_string_append_printf (sum, " = %d", res.total);
            set_ink (cr, 0.6);
            phl_stamps_paint_text_left (cr, GTK_WIDGET (self), sum->str, margin + 36 + name_w, y + name_h / 2 + 4, 14, FALSE, -1);
            g_string_free (sum, TRUE);
            set_ink (cr, 0.9);
          }
          if (winners & (1u << s))
            {
              /* The winner's star (drawn: not every font has the glyph). */
              cairo_set_source_rgb (cr, 0.85, 0.60, 0.05);
              phl_paint_motif (cr, PHL_MOTIF_STARS, margin + left_w - 146, y + name_h / 2 + 4, 20);
            }
        }
      draw_tableau (self, cr, s, margin + 12, y + name_h + 8, left_w - 24,
                    row_h - 8 - name_h - 12);
    }

  if (self->step >= N_STEPS - 1)
    draw_chart (self, cr, margin * 2 + left_w + 8, top, w - left_w - 3 * margin - 16,
                MIN (h - top - margin - 16, state->n_players * 90.0 + 30));
  cairo_destroy (cr);
}

static void
update_accessible (PhlStampsEnd *self)
{
  const PhlStampsState *state = get_state (self);
  g_autofree char *title = phl_stamps_end_dup_title (self);
  GString *s = g_string_new (title);

  g_string_append (s, ". ");
  for (guint i = 0; i < state->n_players; i++)
    {
      PhlStampsResolution res;

      phl_stamps_resolve (state, i, &res);
      g_string_append_printf (s, "%s: ", phl_match_get_seat (self->match, i)->name);
      for (guint k = 0; k < PHL_STAMPS_N_COLORS; k++)
        {
          const PhlStampsMarkerResult *m = &res.markers[k];

          /* Translators: one marker's result, e.g. "red 0", "green +5", "blue -3" */
          g_string_append_printf (s, k ? ", %s %+d" : "%s %+d", phl_stamps_color_to_name (m->color), m->points);
        }
      {
        g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", ABS (res.total)),
                                                   res.total);

        g_string_append_printf (s, "; %s. ", points);
      }
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
phl_stamps_end_replay (PhlStampsEnd *self)
{
  gboolean animations = TRUE;

  g_return_if_fail (PHL_IS_STAMPS_END (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  update_accessible (self);
  if (!animations)
    {
      self->step = N_STEPS - 1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->step = 0;
  self->timeout_id = g_timeout_add (STEP_MS, next_step, self);
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
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 360;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1000 : 600;
}

static void
phl_stamps_end_class_init (PhlStampsEndClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stamps_end_dispose;
  widget_class->snapshot = phl_stamps_end_snapshot;
  widget_class->measure = phl_stamps_end_measure;
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
