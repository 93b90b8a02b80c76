/* phl-swop-preview.c — the preview strip under the SWOP board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With a die chosen, the die under the pointer (or the keyboard cursor) is
 * the target: the board shows the two swapped and outlines what they form,
 * and this strip, in its own place under the board, says what the swap
 * scores and costs, or why it is not allowed.  It never covers a die.
 */
#define G_LOG_DOMAIN "phl-swop-canvas"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-game-view.h"
#include "phl-swop-canvas-private.h"
#include "phl-swop-text.h"

/* The strip's two parts: a short title and the detail. */
static gboolean
preview_parts (PhlSwopCanvas *self,
               char         **title,
               char         **detail,
               gboolean      *legal)
{
  int target = phl_swop_canvas_preview_target (self);

  *legal = TRUE;
  if (target >= 0)
    {
      g_autofree char *a = phl_swop_text_die (&self->state, self->selected);
      g_autofree char *b = phl_swop_text_die (&self->state, target);
      g_autofree char *what = NULL;
      g_autofree char *line = NULL;

      phl_swop_text_preview (&self->state, self->selected, target, &what, &line, legal);
      /* Translators: the preview: "+3 points — Red 3 at c2 ↔ Blue 5 at d4" */
      *title = g_strdup_printf (_("%s — %s ↔ %s"), what, a, b);
      *detail = g_steal_pointer (&line);
      return TRUE;
    }
  if (self->selected >= 0 && self->can_act)
    {
      g_autofree char *a = phl_swop_text_die (&self->state, self->selected);

      /* Translators: a die is chosen, e.g. "Red 3 at c2 chosen" */
      *title = g_strdup_printf (_("%s chosen"), a);
      *detail = g_strdup (phl_game_view_for_input_of (GTK_WIDGET (self),
                                                      _("Go to another die with the arrow keys to see what the swap "
                                                        "scores; press Enter to swap. Escape lets go."),
                                                      _("Point at another die to see what the swap scores; click it "
                                                        "to swap. Escape lets go.")));
      return TRUE;
    }
  return FALSE;
}

char *
phl_swop_canvas_preview_text (PhlSwopCanvas *self)
{
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  gboolean legal;

  if (!preview_parts (self, &title, &detail, &legal))
    return NULL;
  /* Translators: the preview read out: its title, then the detail */
  return g_strdup_printf (C_("swop preview", "%s: %s"), title, detail);
}

void
phl_swop_canvas_paint_preview (PhlSwopCanvas         *self,
                               cairo_t               *cr,
                               const PhlSwopGeometry *g)
{
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  PhlRgb fg = phl_swop_canvas_foreground (self);
  double pad = 8, x = g->preview_x, y = g->preview_y, height;
  gboolean legal;

  if (!preview_parts (self, &title, &detail, &legal))
    {
      /* Nothing previewed: the note, if any ("the best possible was 6"). */
      if (self->note != NULL)
        {
          phl_swop_canvas_set_rgb (cr, fg, 0.75);
          phl_swop_canvas_text (self, cr, self->note, x + pad, y + 4, g->preview_font, FALSE, 0,
                                g->preview_w - 2 * pad, NULL);
        }
      return;
    }

  phl_paint_rounded_rect (cr, x, y, g->preview_w, g->preview_h, 10);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    cairo_set_source_rgba (cr, 1, 1, 1, 0.06);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.04);
  cairo_fill_preserve (cr);
  if (legal)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  else
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, g->preview_w, g->preview_h);
  cairo_clip (cr);
  if (legal)
    phl_swop_canvas_set_rgb (cr, fg, 1);
  else
    cairo_set_source_rgba (cr, 0.80, 0.10, 0.13, 1);
  height = phl_swop_canvas_text (self, cr, title, x + pad, y + 4, g->preview_font, TRUE, 0,
                                 g->preview_w - 2 * pad, NULL);
  phl_swop_canvas_set_rgb (cr, fg, 0.9);
  phl_swop_canvas_text (self, cr, detail, x + pad, y + 4 + height, g->preview_font, FALSE, 0,
                        g->preview_w - 2 * pad, NULL);
  cairo_restore (cr);
}
