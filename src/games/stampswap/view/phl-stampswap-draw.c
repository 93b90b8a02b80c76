/* phl-stampswap-draw.c — text and shapes of the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "phl-paint.h"
#include "phl-stampswap-draw.h"

/* The smallest text drawn; below it a label is cut short instead. */
#define MIN_TEXT_PX 7.0

gboolean
phl_stampswap_layout_breaks_word (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  GSList *lines = pango_layout_get_lines_readonly (layout);

  for (GSList *l = lines != NULL ? lines->next : NULL; l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *start = text + line->start_index;
      gunichar before;

      if (start <= text)
        continue;
      before = g_utf8_get_char (g_utf8_prev_char (start));
      /* A line may start after a space, a hyphen, a dash or a slash. */
      if (!g_unichar_isspace (before) && before != '-' && before != 0x2010 && before != 0x2013
          && before != 0x2014 && before != '/' && before != 0x00B7)
        return TRUE;
    }
  return FALSE;
}

static PangoLayout *
make_layout (GtkWidget  *widget,
             const char *text,
             double      size,
             gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static void
set_size (PangoLayout *layout,
          double       size)
{
  PangoFontDescription *font = pango_font_description_copy (pango_layout_get_font_description (layout));

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
}

double
phl_stampswap_text_width (GtkWidget  *widget,
                          const char *text,
                          double      size,
                          gboolean    bold)
{
  g_autoptr(PangoLayout) layout = make_layout (widget, text, size, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

double
phl_stampswap_draw_text (cairo_t               *cr,
                         GtkWidget             *widget,
                         const char            *text,
                         PhlStampswapRect       box,
                         double                 size,
                         PhlStampswapTextFlags  flags)
{
  g_autoptr(PangoLayout) layout = NULL;
  gboolean line = (flags & PHL_STAMPSWAP_TEXT_LINE) != 0;
  int w = 0, h = 0;
  double x;

  if (text == NULL || *text == '\0' || box.w <= 1)
    return 0;
  layout = make_layout (widget, text, size, flags & PHL_STAMPSWAP_TEXT_BOLD);
  pango_layout_set_alignment (layout, flags & PHL_STAMPSWAP_TEXT_CENTRE ? PANGO_ALIGN_CENTER
                                      : flags & PHL_STAMPSWAP_TEXT_RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  if (!line)
    {
      pango_layout_set_width (layout, (int) (box.w * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
    }
  for (;;)
    {
      pango_layout_get_pixel_size (layout, &w, &h);
      if (size <= MIN_TEXT_PX)
        break;
      if (line ? w <= box.w && h <= MAX (box.h, size * 1.2)
               : (h <= box.h || box.h <= 0) && w <= box.w && !phl_stampswap_layout_breaks_word (layout))
        break;
      size = MAX (MIN_TEXT_PX, size * 0.92);
      set_size (layout, size);
    }
  if (line && w > box.w)
    {
      /* A label that cannot shrink further: cut short. */
      pango_layout_set_width (layout, (int) (box.w * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (layout, &w, &h);
    }
  x = box.x;
  if (line && flags & PHL_STAMPSWAP_TEXT_CENTRE)
    x += MAX (0, (box.w - w) / 2);
  else if (line && flags & PHL_STAMPSWAP_TEXT_RIGHT)
    x += MAX (0, box.w - w);
  cairo_move_to (cr, x, box.y + (flags & PHL_STAMPSWAP_TEXT_MIDDLE ? MAX (0, (box.h - h) / 2) : 0));
  pango_cairo_show_layout (cr, layout);
  return h;
}

void
phl_stampswap_draw_ink (cairo_t *cr,
                        double   alpha)
{
  cairo_set_source_rgba (cr, 0.18, 0.15, 0.12, alpha);
}

void
phl_stampswap_draw_panel (cairo_t          *cr,
                          PhlStampswapRect  r,
                          double            red,
                          double            green,
                          double            blue,
                          double            alpha)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_set_source_rgba (cr, red, green, blue, alpha);
  cairo_fill (cr);
}

void
phl_stampswap_draw_outline (cairo_t          *cr,
                            PhlStampswapRect  r,
                            double            red,
                            double            green,
                            double            blue,
                            double            width)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
  cairo_set_source_rgb (cr, red, green, blue);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
phl_stampswap_draw_hint (cairo_t          *cr,
                         PhlStampswapRect  r)
{
  static const double dash[] = { 7, 4 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (r, -3), 0.95, 0.60, 0.02, 3.5);
  cairo_restore (cr);
}

void
phl_stampswap_draw_chip (cairo_t          *cr,
                         GtkWidget        *widget,
                         PhlStampswapRect  r,
                         const char       *text)
{
  double size = CLAMP (r.h * 0.24, 10, 14);
  double tw = phl_stampswap_text_width (widget, text, size, TRUE);
  PhlStampswapRect chip = { r.x + r.w - tw - size * 0.8 - 1, r.y + r.h - size * 1.35 - 1, tw + size * 0.8,
                            size * 1.35 };

  phl_paint_rounded_rect (cr, chip.x, chip.y, chip.w, chip.h, chip.h / 2);
  cairo_set_source_rgba (cr, 0.12, 0.10, 0.08, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  phl_stampswap_draw_text (cr, widget, text, chip, size, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE
                                                          | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
}
