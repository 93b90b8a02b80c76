/* test-text.c — text in drawings wraps between words, never inside one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display needed: the layouts come from a plain Pango context.
 */
#include "config.h"

#include <string.h>

#include "phl-game-info.h"
#include "phl-paint.h"

/* Pango 1.50 has no autoptr for its contexts. */
typedef PangoContext TestContext;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestContext, g_object_unref)

static PangoContext *
make_context (void)
{
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  PangoFontDescription *desc = pango_font_description_from_string ("Sans 12");

  pango_context_set_font_description (context, desc);
  pango_font_description_free (desc);
  return context;
}

static double
text_width (PangoContext *context,
            const char   *text,
            double        size)
{
  PhlTextStyle style = { .size = size };
  g_autoptr(PangoLayout) layout = phl_text_layout_new (context, text, 0, &style);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

static double
layout_size (PangoLayout *layout)
{
  const PangoFontDescription *desc = pango_layout_get_font_description (layout);

  return pango_font_description_get_size (desc) / (double) PANGO_SCALE;
}

/* The text each line of @layout starts with. */
static char *
line_starts (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  GString *starts = g_string_new (NULL);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;

      if (starts->len > 0)
        g_string_append_c (starts, '|');
      g_string_append_len (starts, text + line->start_index, line->length);
    }
  return g_string_free (starts, FALSE);
}

/* Room for "Envelope" but not "Envelope Maker": the break is before
 * "Maker" and the size stays. */
static void
test_two_words_wrap_between (void)
{
  g_autoptr(TestContext) context = make_context ();
  double width = text_width (context, "Envelope", 16) + 4;
  PhlTextStyle style = { .size = 16 };
  g_autoptr(PangoLayout) layout = phl_text_layout_new (context, "Envelope Maker", width, &style);
  g_autofree char *lines = line_starts (layout);

  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 2);
  g_assert_cmpstr (lines, ==, "Envelope |Maker");
  g_assert_true (phl_text_layout_breaks_words (layout));
  g_assert_cmpfloat_with_epsilon (layout_size (layout), 16, 0.01);
}

/* A box narrower than the word on one line: the font shrinks until the
 * word fits whole. */
static void
test_word_shrinks_to_fit (void)
{
  g_autoptr(TestContext) context = make_context ();
  double full = text_width (context, "Appraiser", 16);
  PhlTextStyle style = { .size = 16, .max_lines = 1 };
  g_autoptr(PangoLayout) layout = phl_text_layout_new (context, "Appraiser", full * 0.8, &style);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_cmpfloat (width, <=, full * 0.8 + 0.5);
  g_assert_cmpfloat (layout_size (layout), <, 16);
  g_assert_cmpfloat (layout_size (layout), >=, 16 * 0.6 - 0.01);
}

/* Even without a line limit, a single word never wraps inside itself: it
 * shrinks instead of becoming "Appra-iser". */
static void
test_word_never_breaks (void)
{
  g_autoptr(TestContext) context = make_context ();
  const char *texts[] = { "Appraiser", "Envelope Maker", "Stamp Appraiser and Envelope Maker" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    for (double width = 8; width <= 120; width += 4)
      {
        PhlTextStyle style = { .size = 16 };
        g_autoptr(PangoLayout) layout = phl_text_layout_new (context, texts[i], width, &style);
        g_autofree char *lines = line_starts (layout);

        if (!phl_text_layout_breaks_words (layout))
          g_error ("\"%s\" in %.0f px broke a word: %s", texts[i], width, lines);
        /* Each line starts where a word of the text starts. */
        {
          g_auto(GStrv) parts = g_strsplit (lines, "|", -1);
          g_autofree char *spaced = g_strconcat (" ", texts[i], NULL);

          for (guint k = 0; parts[k] != NULL; k++)
            {
              g_autofree char *start = g_strstrip (g_strdup (parts[k]));
              g_autofree char *needle = g_strconcat (" ", start, NULL);

              g_assert_nonnull (strstr (spaced, needle));
            }
        }
      }
}

/* A box one line high: the two words shrink onto one line. */
static void
test_shrinks_to_height (void)
{
  g_autoptr(TestContext) context = make_context ();
  double width = text_width (context, "Envelope Maker", 16) * 0.8;
  PhlTextStyle one_line = { .size = 16 };
  g_autoptr(PangoLayout) wrapped = phl_text_layout_new (context, "Envelope Maker", width, &one_line);
  int line_h;
  g_autoptr(PangoLayout) layout = NULL;

  pango_layout_get_pixel_size (wrapped, NULL, &line_h);
  g_assert_cmpint (pango_layout_get_line_count (wrapped), ==, 2);
  one_line.max_height = line_h / 2.0 + 1;
  layout = phl_text_layout_new (context, "Envelope Maker", width, &one_line);
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_cmpfloat (layout_size (layout), <, 16);
}

/* The checker itself sees a break inside a word. */
static void
test_checker_sees_mid_word (void)
{
  g_autoptr(TestContext) context = make_context ();
  g_autoptr(PangoLayout) layout = pango_layout_new (context);

  pango_layout_set_text (layout, "Appraiser", -1);
  pango_layout_set_wrap (layout, PANGO_WRAP_CHAR);
  pango_layout_set_width (layout, 20 * PANGO_SCALE);
  g_assert_cmpint (pango_layout_get_line_count (layout), >, 1);
  g_assert_false (phl_text_layout_breaks_words (layout));
}

/* Only a decoration is ellipsized, and only after shrinking. */
static void
test_decoration_ellipsizes (void)
{
  g_autoptr(TestContext) context = make_context ();
  PhlTextStyle essential = { .size = 16, .max_lines = 1 };
  PhlTextStyle decoration = { .size = 16, .max_lines = 1, .ellipsize = TRUE };
  g_autoptr(PangoLayout) kept = phl_text_layout_new (context, "Envelope Maker", 30, &essential);
  g_autoptr(PangoLayout) cut = phl_text_layout_new (context, "Envelope Maker", 30, &decoration);

  g_assert_false (pango_layout_is_ellipsized (kept));
  g_assert_true (phl_text_layout_breaks_words (kept));
  g_assert_true (pango_layout_is_ellipsized (cut));
  g_assert_cmpint (pango_layout_get_line_count (cut), ==, 1);
}

/* Counts the pixels of @surface close to @r, @g, @b. */
static guint
count_colour (cairo_surface_t *surface,
              int              r,
              int              g,
              int              b)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(guint32 *) (data + y * stride + x * 4);
        int pr = (pixel >> 16) & 0xff, pg = (pixel >> 8) & 0xff, pb = pixel & 0xff;

        if (((pixel >> 24) & 0xff) == 0xff && ABS (pr - r) < 6 && ABS (pg - g) < 6 && ABS (pb - b) < 6)
          n++;
      }
  return n;
}

static gpointer
paint_auction_cover (gpointer data)
{
  cairo_surface_t *surface = data;
  cairo_t *cr = cairo_create (surface);

  phl_game_info_lookup ("auction")->cover->paint_art (cr, 400, 300, FALSE);
  cairo_destroy (cr);
  return NULL;
}

/* The auction cover's price "7" is drawn with Pango in the painter thread,
 * where there is no widget: its pale yellow is on the art. */
static void
test_cover_text_in_thread (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  GThread *thread = g_thread_new ("painter", paint_auction_cover, surface);

  g_thread_join (thread);
  if (g_getenv ("PHL_WIDGETS_SHOTS") != NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("PHL_WIDGETS_SHOTS"), "cover-auction.png", NULL);

      cairo_surface_write_to_png (surface, path);
    }
  g_assert_cmpuint (count_colour (surface, 255, 237, 153), >, 200);
  cairo_surface_destroy (surface);
}

/* A stamp's value and a die's letter are drawn as text too. */
static void
test_stamp_value_drawn (void)
{
  cairo_surface_t *plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 120, 150);
  cairo_surface_t *valued = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 120, 150);
  PhlStampLook look = { { 0.2, 0.3, 0.7 }, PHL_BORDER_PLAIN, PHL_MOTIF_NONE, NULL };
  cairo_t *cr;
  guint white_plain, white_valued;

  cr = cairo_create (plain);
  phl_paint_stamp (cr, 0, 0, 120, 150, &look);
  cairo_destroy (cr);
  look.value = "7";
  cr = cairo_create (valued);
  phl_paint_stamp (cr, 0, 0, 120, 150, &look);
  cairo_destroy (cr);
  if (g_getenv ("PHL_WIDGETS_SHOTS") != NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("PHL_WIDGETS_SHOTS"), "stamp-value.png", NULL);
      cairo_surface_t *die = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 80, 80);

      cairo_surface_write_to_png (valued, path);
      cr = cairo_create (die);
      phl_paint_die (cr, 4, 4, 72, (PhlRgb) { 0.9, 0.2, 0.2 }, "R", 5);
      cairo_destroy (cr);
      g_free (path);
      path = g_build_filename (g_getenv ("PHL_WIDGETS_SHOTS"), "die.png", NULL);
      cairo_surface_write_to_png (die, path);
      cairo_surface_destroy (die);
    }
  /* White ink on the blue picture: the value's glyph. */
  white_plain = count_colour (plain, 255, 255, 255);
  white_valued = count_colour (valued, 255, 255, 255);
  g_assert_cmpuint (white_valued, >, white_plain + 20);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (valued);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text/two-words-wrap-between", test_two_words_wrap_between);
  g_test_add_func ("/text/word-shrinks-to-fit", test_word_shrinks_to_fit);
  g_test_add_func ("/text/word-never-breaks", test_word_never_breaks);
  g_test_add_func ("/text/shrinks-to-height", test_shrinks_to_height);
  g_test_add_func ("/text/checker-sees-mid-word", test_checker_sees_mid_word);
  g_test_add_func ("/text/decoration-ellipsizes", test_decoration_ellipsizes);
  g_test_add_func ("/text/cover-text-in-thread", test_cover_text_in_thread);
  g_test_add_func ("/text/stamp-value-drawn", test_stamp_value_drawn);
  return g_test_run ();
}
