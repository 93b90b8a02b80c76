/* phl-stampswap-card-painter.c — Stamp Swap cards drawn from their data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-card-painter"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "phl-paint.h"
#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-paint.h"

enum { LABEL_EVENT, LABEL_SPECIALIST, LABEL_EXHIBITOR, LABEL_COLOR, LABEL_THEME, LABEL_SIZE,
       LABEL_CANCELED, LABEL_FINALE, LABEL_FINAL_VP, N_LABELS };

/* The printed labels in the three languages the app ships; NULL language
 * uses the interface's translation of the English text. */
static const char * const labels[N_LABELS][3] = {
  { N_("Event"), "Wydarzenie", "Ereignis" },
  { N_("Specialist"), "Specjalista", "Spezialist" },
  { N_("Exhibitor"), "Wystawca", "Aussteller" },
  { N_("Colour contest"), "Konkurs kolorów", "Farbwettbewerb" },
  { N_("Theme contest"), "Konkurs tematów", "Motivwettbewerb" },
  { N_("Size contest"), "Konkurs rozmiarów", "Größenwettbewerb" },
  { N_("Canceled contest"), "Konkurs ostemplowanych", "Stempelwettbewerb" },
  { N_("Finale contest"), "Konkurs Finałowy", "Finalwettbewerb" },
  { N_("2 VP at the end"), "2 PZ na koniec", "2 Punkte am Ende" },
};

static const char *
label (guint       which,
       const char *language)
{
  if (language == NULL)
    return _(labels[which][0]);
  if (g_str_has_prefix (language, "pl"))
    return labels[which][1];
  if (g_str_has_prefix (language, "de"))
    return labels[which][2];
  return labels[which][0];
}

const char *
phl_stampswap_card_painter_kind_label (const PhlStampswapCard *card,
                               const char             *language)
{
  g_return_val_if_fail (card != NULL, "");

  switch (card->kind)
    {
    case PHL_STAMPSWAP_CARD_EVENT:
      return label (LABEL_EVENT, language);
    case PHL_STAMPSWAP_CARD_SPECIALIST:
      return label (LABEL_SPECIALIST, language);
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      return label (LABEL_EXHIBITOR, language);
    case PHL_STAMPSWAP_CARD_CONTEST:
    default:
      return label (LABEL_COLOR + MIN (card->type, PHL_STAMPSWAP_CONTEST_FINALE), language);
    }
}

void
phl_stampswap_card_band_rgb (const PhlStampswapCard *card,
                             double                 *red,
                             double                 *green,
                             double                 *blue)
{
  static const double contest[PHL_STAMPSWAP_N_CONTEST_TYPES][3] = {
    { 0.55, 0.27, 0.62 }, { 0.13, 0.52, 0.55 }, { 0.84, 0.45, 0.10 }, { 0.33, 0.36, 0.42 }, { 0.72, 0.55, 0.10 },
  };
  double r = 0.2, g = 0.4, b = 0.6;

  switch (card->kind)
    {
    case PHL_STAMPSWAP_CARD_EVENT:
      r = 0.16, g = 0.40, b = 0.66;
      break;
    case PHL_STAMPSWAP_CARD_SPECIALIST:
      r = 0.20, g = 0.50, b = 0.32;
      break;
    case PHL_STAMPSWAP_CARD_EXHIBITOR:
      r = 0.66, g = 0.24, b = 0.20;
      break;
    case PHL_STAMPSWAP_CARD_CONTEST:
    default:
      {
        guint t = MIN (card->type, PHL_STAMPSWAP_CONTEST_FINALE);

        r = contest[t][0], g = contest[t][1], b = contest[t][2];
      }
      break;
    }
  *red = r, *green = g, *blue = b;
}

/* Little album diagrams for the contest rules. */
static void
cell_square (cairo_t *cr,
             double   x,
             double   y,
             double   s,
             gboolean filled)
{
  cairo_rectangle (cr, x + s * 0.06, y + s * 0.06, s * 0.88, s * 0.88);
  if (filled)
    cairo_fill (cr);
  else
    cairo_stroke (cr);
}

static void
paint_rule_icon (cairo_t                       *cr,
                 const PhlStampswapContestRule *rule,
                 double                         cx,
                 double                         cy,
                 double                         size)
{
  double s = size / 3, x0 = cx - size / 2, y0 = cy - size / 2;

  switch (rule->rule)
    {
    case PHL_STAMPSWAP_RULE_GROUP:
      /* An L of joined cells. */
      cell_square (cr, x0, y0, s, TRUE);
      cell_square (cr, x0, y0 + s, s, TRUE);
      cell_square (cr, x0 + s, y0 + s, s, TRUE);
      cell_square (cr, x0 + 2 * s, y0 + s, s, TRUE);
      cell_square (cr, x0 + 2 * s, y0 + 2 * s, s, FALSE);
      break;
    case PHL_STAMPSWAP_RULE_SECOND_MOST:
      /* Bars: the tallest crossed out, the second marked. */
      cairo_rectangle (cr, x0 + s * 0.2, y0, s * 0.7, size);
      cairo_stroke (cr);
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x0 + s * 1.1, y0 + size);
      cairo_stroke (cr);
      cairo_rectangle (cr, x0 + s * 1.2, y0 + size * 0.25, s * 0.7, size * 0.75);
      cairo_fill (cr);
      cairo_rectangle (cr, x0 + s * 2.2, y0 + size * 0.6, s * 0.7, size * 0.4);
      cairo_stroke (cr);
      break;
    case PHL_STAMPSWAP_RULE_SETS:
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 5;

          cairo_new_sub_path (cr);
          cairo_arc (cr, cx + size * 0.36 * cos (a), cy + size * 0.36 * sin (a), size * 0.13, 0, 2 * G_PI);
        }
      cairo_fill (cr);
      break;
    case PHL_STAMPSWAP_RULE_COUNT:
      /* "#" */
      cairo_move_to (cr, x0 + s, y0);
      cairo_line_to (cr, x0 + s * 0.8, y0 + size);
      cairo_move_to (cr, x0 + 2 * s, y0);
      cairo_line_to (cr, x0 + s * 1.8, y0 + size);
      cairo_move_to (cr, x0, y0 + s);
      cairo_line_to (cr, x0 + size, y0 + s);
      cairo_move_to (cr, x0, y0 + 2 * s);
      cairo_line_to (cr, x0 + size, y0 + 2 * s);
      cairo_stroke (cr);
      break;
    case PHL_STAMPSWAP_RULE_CORNERS:
      cell_square (cr, x0, y0, size / 2, TRUE);
      cell_square (cr, cx, y0, size / 2, FALSE);
      cell_square (cr, x0, cy, size / 2, FALSE);
      cell_square (cr, cx, cy, size / 2, TRUE);
      cairo_arc (cr, cx, cy, size * 0.1, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case PHL_STAMPSWAP_RULE_SURROUNDED:
      for (int i = 0; i < 9; i++)
        cell_square (cr, x0 + (i % 3) * s, y0 + (i / 3) * s, s, i != 4);
      cairo_save (cr);
      cairo_set_source_rgba (cr, 0.9, 0.7, 0.1, 1);
      cell_square (cr, x0 + s, y0 + s, s, TRUE);
      cairo_restore (cr);
      break;
    case PHL_STAMPSWAP_RULE_EDGES:
      cairo_rectangle (cr, x0, y0, size, size);
      cairo_stroke (cr);
      cairo_rectangle (cr, x0 + size - s * 0.6, y0, s * 0.6, size);
      cairo_fill (cr);
      break;
    case PHL_STAMPSWAP_RULE_HOLES:
    default:
      for (int i = 0; i < 9; i++)
        if (i != 4 && !(rule->size == 2 && i == 5))
          cell_square (cr, x0 + (i % 3) * s, y0 + (i / 3) * s, s, TRUE);
      break;
    }
}

static void
paint_effect_icon (cairo_t                *cr,
                   const PhlStampswapCard *card,
                   double                  cx,
                   double                  cy,
                   double                  size)
{
  double r = size / 2;

  switch (card->effect)
    {
    case PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE:
    case PHL_STAMPSWAP_EFFECT_DRAW_RESERVE:
      /* A box with a plus. */
      cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.5, r * 1.6, r * 1.2);
      cairo_stroke (cr);
      cairo_move_to (cr, cx, cy - r * 0.25);
      cairo_line_to (cr, cx, cy + r * 0.45);
      cairo_move_to (cr, cx - r * 0.35, cy + r * 0.1);
      cairo_line_to (cr, cx + r * 0.35, cy + r * 0.1);
      cairo_stroke (cr);
      break;
    case PHL_STAMPSWAP_EFFECT_TOKEN_POINTS:
      phl_stampswap_paint_token (cr, cx, cy, r * 0.8);
      break;
    case PHL_STAMPSWAP_EFFECT_CONTEST_BONUS:
      /* A ribbon rosette. */
      cairo_arc (cr, cx, cy - r * 0.2, r * 0.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_move_to (cr, cx - r * 0.3, cy + r * 0.1);
      cairo_line_to (cr, cx - r * 0.5, cy + r);
      cairo_line_to (cr, cx, cy + r * 0.7);
      cairo_line_to (cr, cx + r * 0.5, cy + r);
      cairo_line_to (cr, cx + r * 0.3, cy + r * 0.1);
      cairo_fill (cr);
      break;
    case PHL_STAMPSWAP_EFFECT_REVEAL_POOL:
    case PHL_STAMPSWAP_EFFECT_VIEW_POOL:
    case PHL_STAMPSWAP_EFFECT_VIEW_PILES:
      phl_stampswap_paint_eye (cr, cx, cy, size * 0.9);
      break;
    case PHL_STAMPSWAP_EFFECT_PLACED_POINTS:
    case PHL_STAMPSWAP_EFFECT_FINAL_POINTS:
      {
        PhlStampswapStamp stamp = { 0, 0, 2, 2, PHL_STAMPSWAP_SMALL_SQUARE, 2, 0, 2, 0, 0 };

        if (card->filter.type == PHL_STAMPSWAP_FILTER_COLOR)
          stamp.color = card->filter.value;
        else if (card->filter.type == PHL_STAMPSWAP_FILTER_THEME)
          stamp.theme = card->filter.value;
        else if (card->filter.type == PHL_STAMPSWAP_FILTER_RARE)
          stamp.flags = PHL_STAMPSWAP_STAMP_RARE, stamp.value = 5;
        else if (card->filter.type == PHL_STAMPSWAP_FILTER_CANCELED)
          stamp.flags = PHL_STAMPSWAP_STAMP_CANCELED, stamp.value = 0;
        else if (card->filter.type == PHL_STAMPSWAP_FILTER_FADED)
          stamp.value = -2;
        phl_stampswap_paint_stamp (cr, &stamp, cx - r, cy - r, size, size);
      }
      break;
    case PHL_STAMPSWAP_EFFECT_GIFT_POINTS:
    case PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS:
    case PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW:
      /* Two stacked piles and an arrow. */
      cairo_rectangle (cr, cx - r, cy - r * 0.2, r * 0.7, r * 0.9);
      cairo_rectangle (cr, cx + r * 0.3, cy - r * 0.2, r * 0.7, r * 0.9);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - r * 0.6, cy - r * 0.5);
      cairo_curve_to (cr, cx - r * 0.3, cy - r, cx + r * 0.3, cy - r, cx + r * 0.6, cy - r * 0.5);
      cairo_stroke (cr);
      break;
    case PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD:
    case PHL_STAMPSWAP_EFFECT_FADED_IMMUNE:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.8, cy - r * 0.6);
      cairo_curve_to (cr, cx + r * 0.8, cy + r * 0.3, cx + r * 0.3, cy + r * 0.8, cx, cy + r);
      cairo_curve_to (cr, cx - r * 0.3, cy + r * 0.8, cx - r * 0.8, cy + r * 0.3, cx - r * 0.8, cy - r * 0.6);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS:
      phl_stampswap_paint_symbol (cr, PHL_STAMPSWAP_ITEM_ATTENDEE, cx, cy, size);
      break;
    case PHL_STAMPSWAP_EFFECT_FOREVER_BONUS:
      phl_stampswap_paint_symbol (cr, PHL_STAMPSWAP_FOREVER, cx, cy, size * 2);
      break;
    case PHL_STAMPSWAP_EFFECT_CANCELED_VALUE:
      {
        PhlStampswapStamp stamp = { 0, 0, 2, 2, PHL_STAMPSWAP_SMALL_SQUARE, 2, 1, 0, PHL_STAMPSWAP_STAMP_CANCELED, 0 };

        phl_stampswap_paint_stamp (cr, &stamp, cx - r, cy - r, size, size);
      }
      break;
    case PHL_STAMPSWAP_EFFECT_NONE:
    default:
      phl_paint_motif (cr, PHL_MOTIF_SUN, cx, cy, size * 0.8);
      break;
    }
}

void
phl_stampswap_card_paint_icon (cairo_t                *cr,
                               const PhlStampswapCard *card,
                               double                  cx,
                               double                  cy,
                               double                  size)
{
  g_return_if_fail (card != NULL);

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1, size * 0.07));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    paint_rule_icon (cr, &card->rule, cx, cy, size);
  else
    paint_effect_icon (cr, card, cx, cy, size);
  cairo_restore (cr);
}

/* The desktop's interface font (no size), or a sans font without GTK. */
PangoFontDescription *
phl_stampswap_card_font (gboolean bold)
{
  GtkSettings *settings = gtk_is_initialized () ? gtk_settings_get_default () : NULL;
  g_autofree char *name = NULL;
  PangoFontDescription *font;

  if (settings != NULL)
    g_object_get (settings, "gtk-font-name", &name, NULL);
  font = pango_font_description_from_string (name != NULL ? name : "Sans");
  pango_font_description_unset_fields (font, PANGO_FONT_MASK_SIZE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  return font;
}

/* ---- Layouts kept between frames -------------------------------------------- */

/* A table shows dozens of cards, each laid out again at every repaint
 * (and a pop-up at every step of the pointer): on the main thread the
 * layouts are kept, keyed by all that shapes them (the text, the box,
 * the size, the font, the drawing's scale and font options), and dropped
 * all at once when there are too many.  Other threads (the deck editor's
 * exports) lay out afresh. */
#define KEPT_LAYOUTS_MAX 1024

static GHashTable *kept_layouts;

static char *
layout_key (cairo_t    *cr,
            const char *text,
            double      width,
            double      height,
            double      font_px,
            gboolean    bold,
            int         how)
{
  cairo_font_options_t *options = cairo_font_options_create ();
  cairo_font_options_t *own = cairo_font_options_create ();
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *font = NULL;
  cairo_matrix_t m;
  unsigned long options_hash;

  cairo_get_matrix (cr, &m);
  cairo_surface_get_font_options (cairo_get_target (cr), options);
  cairo_get_font_options (cr, own);
  cairo_font_options_merge (options, own);
  options_hash = cairo_font_options_hash (options);
  cairo_font_options_destroy (own);
  cairo_font_options_destroy (options);
  if (settings != NULL)
    g_object_get (settings, "gtk-font-name", &font, NULL);
  return g_strdup_printf ("%a %a %a %a %lu %a %a %a %d %d %s|%s", m.xx, m.yx, m.xy, m.yy, options_hash, width, height,
                          font_px, bold, how, font != NULL ? font : "", text);
}

typedef PangoLayout *(*LayoutFunc) (cairo_t    *cr,
                                    const char *text,
                                    double      width,
                                    double      height,
                                    double      font_px,
                                    gboolean    bold,
                                    int         how);

/* @make's layout of @text, kept when on the main thread. */
static PangoLayout *
kept_layout (LayoutFunc  make,
             cairo_t    *cr,
             const char *text,
             double      width,
             double      height,
             double      font_px,
             gboolean    bold,
             int         how)
{
  char *key;
  PangoLayout *layout;

  if (!gtk_is_initialized () || !g_main_context_is_owner (g_main_context_default ()))
    return make (cr, text, width, height, font_px, bold, how);
  key = layout_key (cr, text, width, height, font_px, bold, how);
  if (kept_layouts == NULL)
    kept_layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  layout = g_hash_table_lookup (kept_layouts, key);
  if (layout != NULL)
    {
      g_free (key);
      return g_object_ref (layout);
    }
  if (g_hash_table_size (kept_layouts) >= KEPT_LAYOUTS_MAX)
    g_hash_table_remove_all (kept_layouts);
  layout = make (cr, text, width, height, font_px, bold, how);
  g_hash_table_insert (kept_layouts, key, g_object_ref (layout));
  return layout;
}

/* Lays out @text wrapped at words to @width; shrinks the font until it fits
 * @height and no word breaks ("Appra-iser"); @how: centred or not. */
static PangoLayout *
fit_text (cairo_t    *cr,
          const char *text,
          double      width,
          double      height,
          double      font_px,
          gboolean    bold,
          int         how)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = phl_stampswap_card_font (bold);
  int lw, lh;

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_alignment (layout, how ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
  for (;;)
    {
      pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      if ((lh <= height && lw <= width && phl_text_layout_breaks_words (layout)) || font_px <= 5)
        break;
      font_px *= 0.92;
    }
  if (lw > width && height < font_px * 2.4)
    {
      /* A one-line label (the kind band), a decoration: cut short. */
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (layout, &lw, &lh);
    }
  else if (lw > width)
    {
      /* A word too long for the card even at the smallest size (a tiny
       * card; the hover preview shows it large): only then split it. */
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_get_pixel_size (layout, &lw, &lh);
    }
  if (lh > height)
    {
      pango_layout_set_height (layout, (int) (height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_font_description_free (font);
  return layout;
}

/* Shows @text fitted to its box (fit_text); returns the height used and,
 * in @size_used, the size it was fitted at. */
static double
show_text_sized (cairo_t    *cr,
                 const char *text,
                 double      x,
                 double      y,
                 double      width,
                 double      height,
                 double      font_px,
                 gboolean    bold,
                 gboolean    centre,
                 double     *size_used)
{
  PangoLayout *layout = kept_layout (fit_text, cr, text, width, height, font_px, bold, centre ? 1 : 0);
  int lw, lh;

  if (size_used != NULL)
    *size_used = pango_font_description_get_size (pango_layout_get_font_description (layout)) / (double) PANGO_SCALE;
  pango_layout_get_pixel_size (layout, &lw, &lh);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  return lh;
}

static double
show_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      width,
           double      height,
           double      font_px,
           gboolean    bold,
           gboolean    centre)
{
  return show_text_sized (cr, text, x, y, width, height, font_px, bold, centre, NULL);
}

/* A badge's number, in bold at @font_px. */
static PangoLayout *
badge_text (cairo_t    *cr,
            const char *text,
            double      width,
            double      height,
            double      font_px,
            gboolean    bold,
            int         how)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = phl_stampswap_card_font (TRUE);

  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

static void
paint_badge (cairo_t    *cr,
             const char *text,
             double      cx,
             double      cy,
             double      h,
             double      r,
             double      g,
             double      b)
{
  PangoLayout *layout = kept_layout (badge_text, cr, text, 0, 0, h * 0.62, TRUE, 2);
  int tw, th;
  double w;

  pango_layout_get_pixel_size (layout, &tw, &th);
  w = MAX (h, tw + h * 0.6);
  phl_paint_rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, h / 2);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, cx - tw / 2.0, cy - th / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static int
card_points (const PhlStampswapCard *card)
{
  if (card->kind == PHL_STAMPSWAP_CARD_CONTEST || card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    return card->rule.points;
  return card->points;
}

static void paint_card (cairo_t                *cr,
                        double                  x,
                        double                  y,
                        double                  width,
                        double                  height,
                        const PhlStampswapCard *card,
                        const char             *language,
                        gboolean                shadow,
                        double                  text_px,
                        double                 *text_px_used);

void
phl_stampswap_card_paint (cairo_t                *cr,
                          double                  x,
                          double                  y,
                          double                  width,
                          double                  height,
                          const PhlStampswapCard *card,
                          const char             *language)
{
  paint_card (cr, x, y, width, height, card, language, TRUE, 0, NULL);
}

void
phl_stampswap_card_paint_print (cairo_t                *cr,
                                double                  x,
                                double                  y,
                                double                  width,
                                double                  height,
                                const PhlStampswapCard *card,
                                const char             *language)
{
  paint_card (cr, x, y, width, height, card, language, FALSE, 0, NULL);
}

void
phl_stampswap_card_paint_print_at (cairo_t                *cr,
                                   double                  x,
                                   double                  y,
                                   double                  width,
                                   double                  height,
                                   const PhlStampswapCard *card,
                                   const char             *language,
                                   double                  text_px)
{
  paint_card (cr, x, y, width, height, card, language, FALSE, text_px, NULL);
}

double
phl_stampswap_card_text_size (double                  width,
                              double                  height,
                              const PhlStampswapCard *card,
                              const char             *language)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double used = 0;

  paint_card (cr, 0, 0, width, height, card, language, FALSE, 0, &used);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return used;
}

/* A card's box and the measures its parts share. */
typedef struct
{
  double x, y, width, height;
  double s;        /* the size text and icons scale with */
  double pad;
  double band;     /* the kind band's height */
  double r, g, b;  /* the kind's colour */
  double text_px;  /* the text's size to start from; 0: the card's own */
  double text_px_used;
} CardBox;

/* Card stock with a soft shadow on screen (paper has none), the kind band
 * with its label, and the edge. */
static void
paint_card_stock (cairo_t                *cr,
                  const CardBox          *box,
                  const PhlStampswapCard *card,
                  const char             *language,
                  gboolean                shadow)
{
  double x = box->x, y = box->y, width = box->width, height = box->height, pad = box->pad, band = box->band;
  double radius = box->s * 0.07;

  if (shadow)
    {
      phl_paint_rounded_rect (cr, x + 1.5, y + 2, width, height, radius);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_fill (cr);
    }
  phl_paint_rounded_rect (cr, x, y, width, height, radius);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.92);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  cairo_rectangle (cr, x, y, width, band);
  cairo_set_source_rgb (cr, box->r, box->g, box->b);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  show_text (cr, phl_stampswap_card_painter_kind_label (card, language), x + pad, y + band * 0.12,
             width - 2 * pad, band * 0.85, band * 0.58, TRUE, FALSE);
  cairo_restore (cr);
  phl_paint_rounded_rect (cr, x + 0.5, y + 0.5, width - 1, height - 1, radius);
  cairo_set_source_rgba (cr, box->r * 0.7, box->g * 0.7, box->b * 0.7, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* The icon row from @ty: an event shows its item symbols (and its
 * effect), another card its rule or effect and its points; returns the
 * y below it. */
static double
paint_card_icons (cairo_t                *cr,
                  const CardBox          *box,
                  const PhlStampswapCard *card,
                  double                  ty)
{
  double x = box->x, width = box->width, pad = box->pad;
  double icon = MIN (box->height * 0.2, width * 0.3);

  ty += pad * 0.5;
  if (card->kind == PHL_STAMPSWAP_CARD_EVENT && card->n_items > 0)
    {
      double sym = MIN (icon * 0.8, (width - 2 * pad) / MAX (5, card->n_items));

      for (guint i = 0; i < card->n_items; i++)
        phl_stampswap_paint_symbol (cr, card->items[i],
                                    x + width / 2 + (i - (card->n_items - 1) / 2.0) * sym, ty + sym / 2,
                                    sym * 0.9);
      ty += sym + pad * 0.3;
      if (card->effect != PHL_STAMPSWAP_EFFECT_NONE)
        {
          cairo_set_source_rgb (cr, box->r, box->g, box->b);
          phl_stampswap_card_paint_icon (cr, card, x + width / 2, ty + icon * 0.35, icon * 0.6);
          ty += icon * 0.7 + pad * 0.3;
        }
    }
  else
    {
      int pts = card_points (card);

      cairo_set_source_rgb (cr, box->r, box->g, box->b);
      phl_stampswap_card_paint_icon (cr, card, x + width / 2, ty + icon / 2, icon * 0.8);
      if (pts != 0)
        {
          char points[16];

          g_snprintf (points, sizeof points, "%d", pts);
          paint_badge (cr, points, x + width / 2 + icon * 0.75, ty + icon * 0.25, MAX (12, icon * 0.45),
                       0.80, 0.55, 0.05);
        }
      ty += icon + pad * 0.5;
    }
  return ty;
}

/* The card's text from @ty down, and a specialist's final-points line at
 * the foot. */
static void
paint_card_text (cairo_t                *cr,
                 CardBox                *box,
                 const PhlStampswapCard *card,
                 const char             *language,
                 double                  ty)
{
  double x = box->x, y = box->y, width = box->width, height = box->height, pad = box->pad, band = box->band;

  if (card->text != NULL && ty < y + height - pad * 2)
    {
      double bottom = y + height - pad - (card->kind == PHL_STAMPSWAP_CARD_SPECIALIST ? band * 0.9 : 0);

      cairo_set_source_rgb (cr, 0.22, 0.20, 0.18);
      show_text_sized (cr, card->text, x + pad, ty, width - 2 * pad, bottom - ty,
                       box->text_px > 0 ? box->text_px : MAX (7, box->s * 0.085), FALSE, TRUE, &box->text_px_used);
    }
  if (card->kind == PHL_STAMPSWAP_CARD_SPECIALIST)
    {
      cairo_set_source_rgba (cr, box->r, box->g, box->b, 1);
      show_text (cr, label (LABEL_FINAL_VP, language), x + pad, y + height - pad - band * 0.75,
                 width - 2 * pad, band * 0.8, band * 0.5, TRUE, TRUE);
    }
}

static void
paint_card (cairo_t                *cr,
            double                  x,
            double                  y,
            double                  width,
            double                  height,
            const PhlStampswapCard *card,
            const char             *language,
            gboolean                shadow,
            double                  text_px,
            double                 *text_px_used)
{
  CardBox box = { x, y, width, height, .text_px = text_px };
  gboolean tiny = height < 90;
  double ty;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (card != NULL);

  if (phl_paint_outside_clip (cr, x, y, width, height, 4))
    return;
  box.s = MIN (width, height * 0.75);
  box.pad = MAX (3, box.s * 0.06);
  box.band = MAX (14, height * 0.13);
  phl_stampswap_card_band_rgb (card, &box.r, &box.g, &box.b);
  cairo_save (cr);
  paint_card_stock (cr, &box, card, language, shadow);

  /* Name (a tiny card shows only its name). */
  ty = y + box.band + box.pad * 0.6;
  cairo_set_source_rgb (cr, 0.15, 0.12, 0.10);
  ty += show_text (cr, card->name ? card->name : "", x + box.pad, ty, width - 2 * box.pad,
                   tiny ? height - box.band - box.pad : height * 0.22, MAX (8, box.s * 0.11), TRUE, TRUE);
  if (!tiny)
    {
      ty = paint_card_icons (cr, &box, card, ty);
      paint_card_text (cr, &box, card, language, ty);
    }
  if (text_px_used != NULL)
    *text_px_used = box.text_px_used;
  cairo_restore (cr);
}
