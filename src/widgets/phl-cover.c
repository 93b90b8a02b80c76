/* phl-cover.c — a game's cover in the library
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library is the first thing on screen, so its covers are made to be
 * cheap in the first frame (bench/startup):
 *
 *  - the art is painted once, on its piece of the table, into a texture of
 *    its own size and kept, so rebuilding the cards (new statistics,
 *    another style) paints nothing;
 *  - the rest of the table is colour nodes beside it, so no pixel is drawn
 *    twice;
 *  - phl_cover_paint_ahead() paints the art in a worker thread while GTK is
 *    still starting up, and the first snapshot only picks it up.
 */
#define G_LOG_DOMAIN "phl-cover"

#include "config.h"

#include <math.h>

#include "phl-cover.h"

struct _PhlCover
{
  GtkWidget           parent_instance;

  const PhlGameCover *cover;
  gboolean            dark;
};

G_DEFINE_FINAL_TYPE (PhlCover, phl_cover, GTK_TYPE_WIDGET)

typedef struct
{
  const PhlGameCover *cover;
  gboolean            dark;
  int                 width;    /* in device pixels */
  int                 height;
} ArtKey;

typedef struct
{
  ArtKey      key;
  GdkTexture *texture;
} Art;

typedef struct
{
  Art   *arts;
  guint  n_arts;
  int    scale;
} PaintJob;

/* Main thread only.  The worker touches nothing but its own PaintJob. */
static GArray  *art_cache;
static GThread *painter;

static gboolean
art_key_equal (const ArtKey *a,
               const ArtKey *b)
{
  return a->cover == b->cover && a->dark == b->dark && a->width == b->width && a->height == b->height;
}

/* The table's colour in 8 bits a channel, as the texture stores it, so the
 * art's piece of the table and the colour nodes beside it meet unseen. */
static GdkRGBA
table_colour (const PhlGameCover *cover,
              gboolean            dark)
{
  PhlRgb table = dark ? cover->table_dark : cover->table_light;

  return (GdkRGBA) { round (table.red * 255) / 255, round (table.green * 255) / 255,
                     round (table.blue * 255) / 255, 1 };
}

static GdkTexture *
paint_art (const ArtKey *key,
           int           scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, key->width, key->height);
  g_autoptr(GBytes) bytes = NULL;
  cairo_t *cr = cairo_create (surface);
  GdkRGBA table = table_colour (key->cover, key->dark);

  gdk_cairo_set_source_rgba (cr, &table);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  key->cover->paint_art (cr, (double) key->width / scale, (double) key->height / scale, key->dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* The texture keeps the surface's pixels alive; nothing is copied. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * key->height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  return gdk_memory_texture_new (key->width, key->height, GDK_MEMORY_DEFAULT, bytes,
                                 cairo_image_surface_get_stride (surface));
}

static gpointer
paint_job_run (gpointer data)
{
  PaintJob *job = data;

  for (guint i = 0; i < job->n_arts; i++)
    job->arts[i].texture = paint_art (&job->arts[i].key, job->scale);
  return job;
}

/* The cache keeps one size of each cover in each style: the one last
 * drawn.  Resizing a narrow window repaints, but stores nothing more.
 * Takes @texture. */
static void
store_art (const ArtKey *key,
           GdkTexture   *texture)
{
  Art art = { *key, texture };

  if (art_cache == NULL)
    art_cache = g_array_new (FALSE, FALSE, sizeof (Art));
  for (guint i = 0; i < art_cache->len; i++)
    {
      Art *cached = &g_array_index (art_cache, Art, i);

      if (cached->key.cover == key->cover && cached->key.dark == key->dark)
        {
          g_object_unref (cached->texture);
          *cached = art;
          return;
        }
    }
  g_array_append_val (art_cache, art);
}

/* Waits for the worker, if one was started, and keeps what it painted. */
static void
collect_painter (void)
{
  PaintJob *job;

  if (painter == NULL)
    return;
  job = g_thread_join (g_steal_pointer (&painter));
  for (guint i = 0; i < job->n_arts; i++)
    store_art (&job->arts[i].key, job->arts[i].texture);
  g_free (job->arts);
  g_free (job);
}

static ArtKey
art_key_for (const PhlGameCover *cover,
             gboolean            dark,
             int                 scale,
             double              height)
{
  int pixel_height = (int) (height * scale);

  return (ArtKey) { cover, dark, (int) (pixel_height * cover->art_aspect), pixel_height };
}

static GdkTexture *
lookup_art (const ArtKey *key,
            int           scale)
{
  GdkTexture *texture;

  collect_painter ();
  for (guint i = 0; art_cache != NULL && i < art_cache->len; i++)
    if (art_key_equal (&g_array_index (art_cache, Art, i).key, key))
      return g_array_index (art_cache, Art, i).texture;

  texture = paint_art (key, scale);
  store_art (key, texture);
  return texture;
}

/* The art's few words ("7" on the auction's cover) in the desktop's font,
 * read here on the main thread for the painter thread. */
static void
use_desktop_font (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *font_name = NULL;
  PangoFontDescription *desc;

  if (settings == NULL)
    return;
  g_object_get (settings, "gtk-font-name", &font_name, NULL);
  if (font_name == NULL)
    return;
  desc = pango_font_description_from_string (font_name);
  if (pango_font_description_get_family (desc) != NULL)
    phl_paint_set_default_font (pango_font_description_get_family (desc));
  pango_font_description_free (desc);
}

/**
 * phl_cover_paint_ahead:
 * @covers: the covers the library will show
 * @n_covers: how many
 * @dark: for the dark style
 * @scale: the scale factor they will most likely be shown at
 *
 * Starts painting the covers' art in a worker thread.  Call it early, before
 * the window is built; the first cover drawn waits for it.
 */
void
phl_cover_paint_ahead (const PhlGameCover * const *covers,
                       guint                      n_covers,
                       gboolean                   dark,
                       int                        scale)
{
  PaintJob *job;

  g_return_if_fail (covers != NULL || n_covers == 0);
  g_return_if_fail (scale >= 1);

  if (n_covers == 0 || painter != NULL)
    return;

  use_desktop_font ();
  job = g_new0 (PaintJob, 1);
  job->n_arts = n_covers;
  job->scale = scale;
  job->arts = g_new0 (Art, n_covers);
  for (guint i = 0; i < n_covers; i++)
    job->arts[i].key = art_key_for (covers[i], dark, scale, PHL_COVER_HEIGHT);
  painter = g_thread_new ("phl-cover-painter", paint_job_run, job);
}

static void
append_table (GtkSnapshot   *snapshot,
              const GdkRGBA *colour,
              double         x,
              double         y,
              double         width,
              double         height)
{
  if (width > 0 && height > 0)
    gtk_snapshot_append_color (snapshot, colour, &GRAPHENE_RECT_INIT (x, y, width, height));
}

static void
phl_cover_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  PhlCover *self = PHL_COVER (widget);
  GdkRGBA colour = table_colour (self->cover, self->dark);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  /* The art keeps its proportions; on a narrow card it shrinks. */
  double art_height = MIN (height, width / self->cover->art_aspect);
  graphene_rect_t art;
  ArtKey key;

  if (width <= 0 || height <= 0)
    return;
  if (art_height < 1)
    {
      append_table (snapshot, &colour, 0, 0, width, height);
      return;
    }

  key = art_key_for (self->cover, self->dark, scale, art_height);
  /* Whole pixels, so the texture is drawn unscaled and sharp. */
  art = GRAPHENE_RECT_INIT (floor ((width - (double) key.width / scale) / 2),
                            floor ((height - (double) key.height / scale) / 2),
                            (double) key.width / scale,
                            (double) key.height / scale);
  gtk_snapshot_append_texture (snapshot, lookup_art (&key, scale), &art);

  /* The art lies on its own piece of the table; the rest goes around it. */
  append_table (snapshot, &colour, 0, 0, width, art.origin.y);
  append_table (snapshot, &colour, 0, art.origin.y + art.size.height,
                width, height - art.origin.y - art.size.height);
  append_table (snapshot, &colour, 0, art.origin.y, art.origin.x, art.size.height);
  append_table (snapshot, &colour, art.origin.x + art.size.width, art.origin.y,
                width - art.origin.x - art.size.width, art.size.height);
}

static void
phl_cover_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  /* Any width will do: the art shrinks to fit. */
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = PHL_COVER_HEIGHT;
  else
    *minimum = *natural = 0;
}

static void
phl_cover_class_init (PhlCoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = phl_cover_snapshot;
  widget_class->measure = phl_cover_measure;
  gtk_widget_class_set_css_name (widget_class, "cover");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
phl_cover_init (PhlCover *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
phl_cover_new (const PhlGameCover *cover)
{
  PhlCover *self;

  g_return_val_if_fail (cover != NULL, NULL);

  if (painter == NULL && art_cache == NULL)
    use_desktop_font ();
  self = g_object_new (PHL_TYPE_COVER, NULL);
  self->cover = cover;
  return GTK_WIDGET (self);
}

void
phl_cover_set_dark (PhlCover *self,
                    gboolean  dark)
{
  g_return_if_fail (PHL_IS_COVER (self));

  dark = !!dark;
  if (self->dark == dark)
    return;
  self->dark = dark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
