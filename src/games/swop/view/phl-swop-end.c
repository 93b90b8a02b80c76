/* phl-swop-end.c — the end of a SWOP game: who won, where the points came from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-swop-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-paint.h"
#include "phl-swop-view-private.h"

typedef struct
{
  const char *label;
  double      rgb[3];
} Part;

static const Part parts[] = {
  { N_("Sequences"), { 0.21, 0.52, 0.89 } },
  { N_("Swops"), { 0.96, 0.76, 0.07 } },
  { N_("Bonus"), { 0.18, 0.76, 0.49 } },
  { N_("Unused chips"), { 0.35, 0.35, 0.38 } },
  { N_("Colour cubes"), { 0.57, 0.25, 0.67 } },
};

static void
seat_parts (const PhlSwopState *state,
            guint               seat,
            int                *values)
{
  values[0] = state->tally[seat].sequences;
  values[1] = state->tally[seat].swops;
  values[2] = state->tally[seat].bonus;
  values[3] = state->over ? (int) state->chips[seat] : 0;
  values[4] = state->over && state->cubes ? phl_swop_state_end_bonus (state, seat) - (int) state->chips[seat] : 0;
}

static double
chart_text (GtkWidget  *widget,
            cairo_t    *cr,
            const char *text,
            double      x,
            double      y,
            double      size,
            gboolean    bold,
            double      align,
            double      max_width)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_copy (
      pango_context_get_font_description (pango_layout_get_context (layout)));
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  if (max_width > 0)
    {
      /* Only names are cut short here; the accessible label has them whole. */
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - align * w, y);
  pango_cairo_show_layout (cr, layout);
  return w;
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PhlSwopView *self = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  const PhlSwopState *state = &self->state;
  guint winners = phl_swop_state_winners (state);
  double name_w = MIN (160, width * 0.3);
  double bar_x = name_w + 10, bar_w = width - bar_x - 50;
  double row = 34, legend_y = state->n_players * row + 8;
  int max_total = PHL_SWOP_FINISH;
  double lx = 0, ly = legend_y;
  GdkRGBA fg;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, &fg);
#else
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  for (guint seat = 0; seat < state->n_players; seat++)
    max_total = MAX (max_total, phl_swop_state_score (state, seat));

  for (guint index = 0; index < state->n_players; index++)
    {
      /* The team game lists partners together: seats 1 and 3, then 2 and 4. */
      guint seat = state->variant == PHL_SWOP_VARIANT_TEAM ? (index % 2) * 2 + index / 2 : index;
      int values[G_N_ELEMENTS (parts)];
      double y = index * row, x = bar_x;
      g_autofree char *total = g_strdup_printf ("%d", phl_swop_state_score (state, seat));
      g_autofree char *name = (winners & (1u << seat)) ? g_strdup_printf ("★ %s", phl_swop_view_seat_name (self, seat))
                                                       : g_strdup (phl_swop_view_seat_name (self, seat));

      seat_parts (state, seat, values);
      gdk_cairo_set_source_rgba (cr, &fg);
      chart_text (widget, cr, name, 0, y + 6, 14, (winners & (1u << seat)) != 0, 0, name_w);
      phl_paint_rounded_rect (cr, bar_x, y + 4, bar_w, row - 10, 4);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.06);
      cairo_fill (cr);
      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        {
          double w = bar_w * values[p] / max_total;

          if (values[p] <= 0)
            continue;
          cairo_rectangle (cr, x, y + 4, w, row - 10);
          cairo_set_source_rgb (cr, parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2]);
          cairo_fill (cr);
          /* The number on the segment: the colour is not the only cue. */
          if (w > 14)
            {
              g_autofree char *n = g_strdup_printf ("%d", values[p]);
              PhlRgb c = phl_rgb_contrast ((PhlRgb) { parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2] });

              cairo_set_source_rgb (cr, c.red, c.green, c.blue);
              chart_text (widget, cr, n, x + w / 2, y + 7, 12, TRUE, 0.5, 0);
            }
          x += w;
        }
      gdk_cairo_set_source_rgba (cr, &fg);
      chart_text (widget, cr, total, width - 4, y + 4, 16, TRUE, 1, 0);
    }

  /* The legend wraps onto a second line in a narrow card. */
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    {
      g_autoptr(PangoLayout) probe = NULL;
      const char *label = _(parts[p].label);
      int w, h;

      if (p == 4 && !state->cubes)
        continue;
      probe = gtk_widget_create_pango_layout (widget, label);
      pango_layout_get_pixel_size (probe, &w, &h);
      if (lx > 0 && lx + 16 + w > width)
        {
          lx = 0;
          ly += 20;
        }
      cairo_rectangle (cr, lx, ly + 3, 12, 12);
      cairo_set_source_rgb (cr, parts[p].rgb[0], parts[p].rgb[1], parts[p].rgb[2]);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.85);
      lx += 16 + chart_text (widget, cr, label, lx + 16, ly, 12, FALSE, 0, 0) + 14;
    }
}

/* The chart's numbers as text, for a screen reader. */
static char *
chart_description (PhlSwopView *self)
{
  const PhlSwopState *state = &self->state;
  GString *text = g_string_new (NULL);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      int values[G_N_ELEMENTS (parts)];

      seat_parts (state, seat, values);
      if (seat > 0)
        g_string_append (text, "; ");
      /* Translators: a player's points for a screen reader, then the parts: "Anna 41 points: Sequences 20, …" */
      g_string_append_printf (text, ngettext ("%s %d point:", "%s %d points:", phl_swop_state_score (state, seat)),
                              phl_swop_view_seat_name (self, seat), phl_swop_state_score (state, seat));
      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        if (values[p] > 0)
          g_string_append_printf (text, " %s %d,", _(parts[p].label), values[p]);
      if (text->str[text->len - 1] == ',')
        g_string_truncate (text, text->len - 1);
    }
  return g_string_free (text, FALSE);
}

static char *
compose_title (PhlSwopView *self,
               char       **subtitle)
{
  const PhlSwopState *state = &self->state;
  guint winners = phl_swop_state_winners (state);
  GString *names;
  guint n = 0;

  if (state->variant == PHL_SWOP_VARIANT_SOLO)
    {
      int score = phl_swop_state_score (state, 0);

      *subtitle = g_strdup_printf (ngettext ("%d point in %u move", "%d points in %u moves", score),
                                   score, state->swaps_made);
      if (winners != 0)
        return g_strdup (_("You reached 40 — solo game won!"));
      return g_strdup_printf (_("%d points: 40 were needed"), score);
    }
  if (state->variant == PHL_SWOP_VARIANT_TEAM)
    {
      int a = phl_swop_state_team_score (state, 0), b = phl_swop_state_team_score (state, 1);

      /* Translators: the team game's final scores */
      *subtitle = g_strdup_printf (_("Team 1 (%s, %s): %d · Team 2 (%s, %s): %d"),
                                   phl_swop_view_seat_name (self, 0), phl_swop_view_seat_name (self, 2), a,
                                   phl_swop_view_seat_name (self, 1), phl_swop_view_seat_name (self, 3), b);
      if (a == b)
        return g_strdup (_("The teams share the win"));
      return g_strdup_printf (_("Team %d wins"), a > b ? 1 : 2);
    }

  *subtitle = g_strdup (_("Final scores include a point for each unused Swop chip and, in the master level, each colour cube."));
  if (g_bit_nth_lsf (winners, -1) >= 0 && (winners & (winners - 1)) == 0)
    {
      guint seat = g_bit_nth_lsf (winners, -1);

      if (phl_swop_view_n_humans (self) == 1 && phl_swop_view_seat_is_human (self, seat))
        return g_strdup (_("You win!"));
      return g_strdup_printf (_("%s wins"), phl_swop_view_seat_name (self, seat));
    }
  names = g_string_new (NULL);
  for (guint seat = 0; seat < state->n_players; seat++)
    if (winners & (1u << seat))
      {
        if (n++ > 0)
          g_string_append (names, ", ");
        g_string_append (names, phl_swop_view_seat_name (self, seat));
      }
  {
    g_autofree char *list = g_string_free (names, FALSE);

    /* Translators: several players with the same best score, e.g. "Anna, Bob share the win" */
    return g_strdup_printf (_("%s share the win"), list);
  }
}

void
phl_swop_view_update_end (PhlSwopView *self)
{
  gboolean show = self->state.over && !self->end_dismissed;

  if (show)
    {
      g_autofree char *subtitle = NULL;
      g_autofree char *title = compose_title (self, &subtitle);
      g_autofree char *numbers = chart_description (self);

      gtk_label_set_text (GTK_LABEL (self->end_title), title);
      gtk_label_set_text (GTK_LABEL (self->end_subtitle), subtitle);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart), self->state.n_players * 34 + 52);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, numbers, -1);
      gtk_widget_queue_draw (self->chart);
    }
  gtk_widget_set_visible (self->end_card, show);
}

void
phl_swop_view_init_end (PhlSwopView *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
}
