/* phl-paint-text.c — text in drawings, with Pango in the widget's font
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines wrap only between words.  A text that does not fit its box gets a
 * smaller font, step by step down to a minimum, rather than a break in the
 * middle of a word ("Appra-iser"); only decorations may be ellipsized.
 */
#define G_LOG_DOMAIN "phl-paint"

#include "config.h"

#include "phl-paint.h"

/* Each step makes the font this much smaller. */
#define SHRINK_STEP 0.92

static GMutex font_lock;
static char *default_family;

void
phl_paint_set_default_font (const char *family)
{
  g_mutex_lock (&font_lock);
  g_free (default_family);
  default_family = g_strdup (family);
  g_mutex_unlock (&font_lock);
}

static PangoFontDescription *
default_description (void)
{
  PangoFontDescription *desc = pango_font_description_new ();

  g_mutex_lock (&font_lock);
  pango_font_description_set_family (desc, default_family != NULL ? default_family : "Sans");
  g_mutex_unlock (&font_lock);
  pango_font_description_set_absolute_size (desc, 14 * PANGO_SCALE);
  return desc;
}

/* The font size of @desc in pixels. */
static double
description_px (PangoContext               *context,
                const PangoFontDescription *desc)
{
  double size = desc != NULL ? pango_font_description_get_size (desc) / (double) PANGO_SCALE : 0;
  double dpi;

  if (size <= 0)
    return 14;
  if (pango_font_description_get_size_is_absolute (desc))
    return size;
  dpi = pango_cairo_context_get_resolution (context);
  return size * (dpi > 0 ? dpi : 96) / 72;
}

gboolean
phl_text_layout_breaks_words (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);

  g_return_val_if_fail (PANGO_IS_LAYOUT (layout), FALSE);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *start = text + line->start_index;
      gunichar before, after;

      if (line->start_index == 0 || *start == '\0')
        continue;
      before = g_utf8_get_char (g_utf8_prev_char (start));
      after = g_utf8_get_char (start);
      /* Between two letters or digits is inside a word. */
      if (g_unichar_isalnum (before) && g_unichar_isalnum (after))
        return FALSE;
    }
  return TRUE;
}

static gboolean
fits (PangoLayout        *layout,
      double              max_width,
      const PhlTextStyle *style)
{
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (max_width > 0 && logical.width > max_width + 0.5)
    return FALSE;
  if (style->max_height > 0 && logical.height > style->max_height + 0.5)
    return FALSE;
  if (style->max_lines > 0 && pango_layout_get_line_count (layout) > style->max_lines)
    return FALSE;
  return phl_text_layout_breaks_words (layout);
}

PangoLayout *
phl_text_layout_new (PangoContext       *context,
                     const char         *text,
                     double              max_width,
                     const PhlTextStyle *style)
{
  static const PhlTextStyle plain = { 0 };
  PangoLayout *layout;
  PangoFontDescription *desc;
  PangoAttrList *attrs;
  double size, min_size;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), NULL);

  if (style == NULL)
    style = &plain;
  layout = pango_layout_new (context);
  desc = pango_font_description_copy (pango_context_get_font_description (context));
  if (desc == NULL)
    desc = default_description ();
  size = style->size > 0 ? style->size : description_px (context, desc);
  min_size = style->min_size > 0 ? MIN (style->min_size, size) : size * 0.6;
  if (style->bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);

  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  /* Never a hyphen pango made up: a break is between words or not at all. */
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_set_alignment (layout, style->align);
  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
    }

  for (;;)
    {
      pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      if (fits (layout, max_width, style))
        break;
      if (size <= min_size + 0.01)
        {
          /* Still too big at the smallest size. */
          if (style->ellipsize && max_width > 0)
            {
              /* A decoration: cut with "…", on whole lines. */
              pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
              if (style->max_lines > 0)
                pango_layout_set_height (layout, -style->max_lines);
              else if (style->max_height > 0)
                pango_layout_set_height (layout, (int) (style->max_height * PANGO_SCALE));
              else
                pango_layout_set_height (layout, -1);
            }
          if (!phl_text_layout_breaks_words (layout))
            {
              /* Pango would break a word too long for the box: let it
               * overflow whole instead (or cut it, for a decoration). */
              pango_layout_set_height (layout, -1);
              if (!style->ellipsize)
                pango_layout_set_width (layout, -1);
            }
          break;
        }
      size = MAX (min_size, size * SHRINK_STEP);
    }
  pango_font_description_free (desc);
  return layout;
}

/* ---- Layouts kept between frames ---------------------------------------- */

/* A board paints the same few hundred texts frame after frame, and each
 * layout costs a shaping pass per size tried: the layouts in a widget's
 * font are kept, keyed by everything that shapes them (the context and
 * its serial, which changes with the font or the font map, the text, the
 * width and the style's sizes), and dropped all at once when there are
 * too many.  Widgets live on the main thread: so does this table. */
#define LAYOUT_CACHE_MAX 2048

static GHashTable *layout_cache;

static char *
layout_key (PangoContext       *context,
            const char         *text,
            double              max_width,
            const PhlTextStyle *style)
{
  static const PhlTextStyle plain = { 0 };

  if (style == NULL)
    style = &plain;
  return g_strdup_printf ("%p %u %a %a %d %d %a %d %a %d|%s", (gpointer) context, pango_context_get_serial (context),
                          max_width, style->size, style->bold, (int) style->align, style->max_height,
                          style->max_lines, style->min_size, style->ellipsize, text != NULL ? text : "");
}

static PangoLayout *
cached_layout (PangoContext       *context,
               const char         *text,
               double              max_width,
               const PhlTextStyle *style)
{
  char *key = layout_key (context, text, max_width, style);
  PangoLayout *layout;

  if (layout_cache == NULL)
    layout_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  layout = g_hash_table_lookup (layout_cache, key);
  if (layout != NULL)
    {
      g_free (key);
      return g_object_ref (layout);
    }
  if (g_hash_table_size (layout_cache) >= LAYOUT_CACHE_MAX)
    g_hash_table_remove_all (layout_cache);
  layout = phl_text_layout_new (context, text, max_width, style);
  g_hash_table_insert (layout_cache, key, g_object_ref (layout));
  return layout;
}

/* A layout in @widget's font (kept), or in the default font for @cr (or
 * for no surface at all when both are NULL). */
static PangoLayout *
layout_for (cairo_t            *cr,
            GtkWidget          *widget,
            const char         *text,
            double              max_width,
            const PhlTextStyle *style)
{
  PangoContext *context;
  PangoFontDescription *desc;
  PangoLayout *layout;

  if (widget != NULL)
    return cached_layout (gtk_widget_get_pango_context (widget), text, max_width, style);

  if (cr != NULL)
    context = pango_cairo_create_context (cr);
  else
    context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  desc = default_description ();
  pango_context_set_font_description (context, desc);
  pango_font_description_free (desc);
  layout = phl_text_layout_new (context, text, max_width, style);
  g_object_unref (context);
  return layout;
}

/* Where the layout's box starts, for a layout without a width. */
static double
anchor_x (PangoLayout        *layout,
          double              x,
          double              max_width,
          const PhlTextStyle *style,
          int                 width)
{
  if (max_width > 0 || style == NULL)
    return x;
  switch (style->align)
    {
    case PANGO_ALIGN_CENTER:
      return x - width / 2.0;
    case PANGO_ALIGN_RIGHT:
      return x - width;
    case PANGO_ALIGN_LEFT:
    default:
      return x;
    }
}

/* ---- Texts cut short, for tests ----------------------------------------- */

static GMutex ellipsized_lock;
static GPtrArray *ellipsized;

void
phl_paint_text_record_ellipsized (gboolean record)
{
  g_mutex_lock (&ellipsized_lock);
  g_clear_pointer (&ellipsized, g_ptr_array_unref);
  if (record)
    ellipsized = g_ptr_array_new_with_free_func (g_free);
  g_mutex_unlock (&ellipsized_lock);
}

GPtrArray *
phl_paint_text_take_ellipsized (void)
{
  GPtrArray *taken;

  g_mutex_lock (&ellipsized_lock);
  taken = ellipsized;
  if (taken != NULL)
    ellipsized = g_ptr_array_new_with_free_func (g_free);
  g_mutex_unlock (&ellipsized_lock);
  return taken;
}

static void
record_if_ellipsized (PangoLayout *layout,
                      const char  *text)
{
  g_mutex_lock (&ellipsized_lock);
  if (ellipsized != NULL && pango_layout_is_ellipsized (layout))
    g_ptr_array_add (ellipsized, g_strdup (text));
  g_mutex_unlock (&ellipsized_lock);
}

double
phl_paint_text (cairo_t            *cr,
                GtkWidget          *widget,
                const char         *text,
                double              x,
                double              y,
                double              max_width,
                const PhlTextStyle *style)
{
  g_autoptr(PangoLayout) layout = NULL;
  int width, height;

  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (widget == NULL || GTK_IS_WIDGET (widget), 0);

  if (text == NULL || *text == '\0')
    return 0;
  layout = layout_for (cr, widget, text, max_width, style);
  record_if_ellipsized (layout, text);
  pango_layout_get_pixel_size (layout, &width, &height);
  if (style != NULL && style->center_y)
    y -= height / 2.0;
  cairo_save (cr);
  if (style != NULL && style->color != NULL)
    gdk_cairo_set_source_rgba (cr, style->color);
  cairo_move_to (cr, anchor_x (layout, x, max_width, style, width), y);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
  return height;
}

void
phl_paint_text_measure (GtkWidget          *widget,
                        const char         *text,
                        double              max_width,
                        const PhlTextStyle *style,
                        double             *width,
                        double             *height)
{
  g_autoptr(PangoLayout) layout = NULL;
  int w, h;

  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  layout = layout_for (NULL, widget, text, max_width, style);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

PangoLayout *
phl_paint_text_layout (GtkWidget          *widget,
                       const char         *text,
                       double              max_width,
                       const PhlTextStyle *style)
{
  g_return_val_if_fail (widget == NULL || GTK_IS_WIDGET (widget), NULL);

  /* The caller's own, never one of the kept ones. */
  if (widget != NULL)
    return phl_text_layout_new (gtk_widget_get_pango_context (widget), text, max_width, style);
  return layout_for (NULL, widget, text, max_width, style);
}
