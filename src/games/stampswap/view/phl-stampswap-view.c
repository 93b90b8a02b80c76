/* phl-stampswap-view.c — the Stamp Swap play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A toolbar (status, Hint, Scores, Rules) above one canvas that draws the
 * board row (phase track, contests, events), your album and your work area
 * (the pool, the cut, the piles to choose, the stamps to place) and the
 * opponents' compact mats.  compute_layout() is the one geometry used by
 * drawing and hit-testing.  The view changes the game only by submitting
 * action strings to the match.
 */
#define G_LOG_DOMAIN "phl-stampswap-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "phl-hotseat.h"
#include "phl-paint.h"
#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-highlight.h"
#include "phl-stampswap-paint.h"
#include "phl-stampswap-rules-summary.h"
#include "phl-stampswap-view.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-state.h"

#define ALBUM  PHL_STAMPSWAP_ALBUM_SIZE
#define HELD   PHL_STAMPSWAP_MAX_HELD
#define PARTS  PHL_STAMPSWAP_MAX_PARTS
#define EMPTY  PHL_STAMPSWAP_ITEM_EMPTY
#define NONE   PHL_STAMPSWAP_NONE
#define MAX_OWNED_SHOWN 16

typedef struct
{
  double x, y, w, h;
} Rect;

typedef enum
{
  HIT_NONE,
  HIT_POOL,        /* index: pool slot */
  HIT_COLLECTION,  /* index: collection item (Collect, read-only) */
  HIT_CUT_ITEM,    /* index: collection item being cut */
  HIT_ZONE,        /* index: ZONE_* */
  HIT_PILE,        /* index: owner seat, sub: pile 0/1 */
  HIT_PENDING,     /* index: pending stamp */
  HIT_ALBUM,       /* index: x + 12 y */
  HIT_CONTEST,     /* index: board slot 0-4 */
  HIT_CHOICE,      /* index: board slot 0-3, the Show's contest list */
  HIT_OPPONENT,    /* index: seat */
  HIT_CARD,        /* index: deck card (hover preview only) */
  HIT_EVENT,       /* index: round event position */
  HIT_ITEM,        /* index: item value (hover preview only) */
} HitKind;

typedef struct
{
  HitKind kind;
  int     index;
  int     sub;
} Hit;

enum { ZONE_NONE, ZONE_RESERVE, ZONE_PILE1, ZONE_PILE2, N_ZONES };

typedef struct
{
  double W, H;
  Rect   board, track, contests[PHL_STAMPSWAP_N_ROUND_CONTESTS + 1], events;
  Rect   album;
  double cell;
  Rect   work, content, strip;
  Rect   opp_col, opp[PARTS];
  /* Collect */
  Rect   pool[PHL_STAMPSWAP_MAX_POOL];
  Rect   coll[HELD];
  Rect   coll_area;
  /* Cut */
  Rect   zone[N_ZONES];
  Rect   cut_item[HELD];
  Rect   meter;
  /* Choose */
  Rect   pile[PARTS][2];
  Rect   pile_row[PARTS];
  /* Show */
  Rect   pending[HELD];
  Rect   choice[PHL_STAMPSWAP_N_ROUND_CONTESTS];
  /* Strip: your cards */
  Rect   mycard[MAX_OWNED_SHOWN + 1];
  int    mycard_index[MAX_OWNED_SHOWN + 1];
  int    n_mycards;
  /* Expanded opponent */
  Rect   expanded;
  Rect   scores;
} Layout;

struct _PhlStampswapView
{
  GtkWidget                parent_instance;

  PhlMatch                *match;
  const PhlStampswapState *st;
  /* Who is at the screen: every hidden fact in a text goes through it. */
  PhlHotseat              *hotseat;
  /* Whose mat the board is laid out for (the person at the screen, or the
   * last one while a hand-over page shows). */
  int                      viewer;

  GtkWidget               *toolbar;
  GtkWidget               *status_label;
  GtkWidget               *detail_label;
  GtkWidget               *confirm_button;
  GtkWidget               *hint_button;
  GtkWidget               *scores_button;
  GtkWidget               *stack;
  GtkWidget               *canvas;
  GtkWidget               *privacy_page;
  GtkWidget               *privacy_button;

  Layout                   lay;

  /* Pointer */
  double                   px, py;
  gboolean                 pointer_in;
  Hit                      hover;
  /* Drag (also clicks: a drag that hardly moved) */
  gboolean                 pressed;
  Hit                      press_hit;
  double                   press_x, press_y;
  gboolean                 drag_moved;

  /* Cut */
  guint8                   assign[HELD];
  int                      cut_sel;
  char                    *cut_key;
  double                   meter[PARTS][2];
  gboolean                 meter_valid;

  /* Show */
  int                      sel_pending;
  int                      ghost_x, ghost_y;
  gboolean                 ghost_on;

  /* Keyboard */
  int                      focus;
  gboolean                 keyboard_ghost;

  /* Hint */
  char                    *hint_action;
  char                    *hint_reason;
  guint                    hint_serial;
  gboolean                 hint_running;
  GCancellable            *hint_cancel;

  /* What items and piles are worth to the viewer, from what they may know. */
  PhlStampswapState       *known_copy;
  guint                    known_serial;
  int                      known_viewer;
  gboolean                 show_scores;
  int                      expanded_opp;
  gboolean                 pinned;       /* the expanded mat stays open */
  /* The order of this Swap's choices: place (1-based) per seat, 0 = not yet. */
  guint8                   chose_place[PARTS];
  guint8                   n_chose;
  guint                    serial;
  char                    *message;
  gboolean                 was_over;
  /* What the last action did, for the status line: written when shown,
   * for whoever is at the screen then. */
  PhlStampswapState       *prev;
  guint                    prev_n_actions;
  PhlStampswapState       *last_before;
  char                    *last_action;
  gboolean                 day_scored;
  /* A short glow where the last action happened (≤ 250 ms). */
  HitKind                  flash_kind;
  int                      flash_index;
  int                      flash_seat;
  gint64                   flash_start;
  guint                    flash_tick;
};

G_DEFINE_FINAL_TYPE (PhlStampswapView, phl_stampswap_view, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------- Helpers */

static gboolean
in_rect (const Rect *r,
         double      x,
         double      y)
{
  return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static Rect
inset (Rect   r,
       double d)
{
  return (Rect) { r.x + d, r.y + d, MAX (0, r.w - 2 * d), MAX (0, r.h - 2 * d) };
}

static const PhlStampswapPlayer *
player (PhlStampswapView *self,
        guint             seat)
{
  return &self->st->players[seat];
}

static guint
n_parts (PhlStampswapView *self)
{
  return phl_stampswap_state_n_parts (self->st);
}

static gboolean
is_dummy (PhlStampswapView *self,
          guint             seat)
{
  return self->st->solo && seat == self->st->n_players;
}

static const char *
seat_name (PhlStampswapView *self,
           guint             seat)
{
  if (is_dummy (self, seat))
    return _("Dummy collector");
  return phl_match_get_seat (self->match, seat)->name;
}

static gboolean
seat_is_human (PhlStampswapView *self,
               int               seat)
{
  return seat >= 0 && (guint) seat < self->st->n_players
         && phl_match_get_seat (self->match, seat)->kind == PHL_SEAT_HUMAN;
}

/* The seat at the screen, -1 while a hand-over page shows: what the texts
 * and drawings may tell. */
static int
at_screen (PhlStampswapView *self)
{
  return phl_hotseat_get_viewer (self->hotseat);
}

/* The seat that may act through this screen now. */
static gboolean
my_turn (PhlStampswapView *self)
{
  int cur = phl_stampswap_game_current (self->st);

  return cur >= 0 && cur == at_screen (self) && seat_is_human (self, cur)
         && gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->canvas;
}

/* How @item shows to the seat at the screen; the engine says what it may know. */
static PhlStampswapFace
item_face (PhlStampswapView *self,
           guint16           item)
{
  int seat = at_screen (self);

  if (!PHL_STAMPSWAP_ITEM_IS_TILE (item) || !self->st->face_down[item])
    return PHL_STAMPSWAP_FACE_UP;
  if (seat >= 0 && phl_stampswap_state_knows (self->st, seat, item))
    return PHL_STAMPSWAP_FACE_DOWN_PEEK;
  return PHL_STAMPSWAP_FACE_DOWN;
}

static const char *
kind_label (guint8 kind)
{
  static const char * const names[] = {
    N_("small square"), N_("large square"), N_("short rectangle"), N_("long rectangle"), N_("forever stamp"),
  };
  return kind < G_N_ELEMENTS (names) ? _(names[kind]) : "";
}

static char *
describe_stamp (const PhlStampswapStamp *s)
{
  if (s->kind == PHL_STAMPSWAP_FOREVER)
    return g_strdup (_("forever stamp"));
  if (s->flags & PHL_STAMPSWAP_STAMP_RARE)
    /* Translators: a rare stamp, e.g. "rare large square, value 6" */
    return g_strdup_printf (_("rare %s, value %d"), kind_label (s->kind), s->value);
  if (s->flags & PHL_STAMPSWAP_STAMP_CANCELED)
    /* Translators: e.g. "canceled blue animals short rectangle" */
    return g_strdup_printf (_("canceled %s %s %s"), phl_stampswap_color_label (s->color), phl_stampswap_theme_label (s->theme),
                            kind_label (s->kind));
  /* Translators: e.g. "blue space small square, value 3" (faded stamps have negative values) */
  return g_strdup_printf (_("%s %s %s, value %d"), phl_stampswap_color_label (s->color), phl_stampswap_theme_label (s->theme),
                          kind_label (s->kind), s->value);
}

static char *
describe_item (PhlStampswapView *self,
               guint16           item)
{
  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    return g_strdup (_("the first-player token"));
  if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (self->st, item - PHL_STAMPSWAP_ITEM_CARD);

      /* Translators: e.g. "Specialist: Restorer — text" */
      return g_strdup_printf (_("%s: %s — %s"), phl_stampswap_card_painter_kind_label (card, NULL), card->name,
                              card->text ? card->text : "");
    }
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      PhlStampswapFace face = item_face (self, item);
      g_autofree char *a = NULL;

      if (face == PHL_STAMPSWAP_FACE_DOWN)
        return g_strdup_printf (_("face-down %s"), kind_label (tile->kind));
      a = describe_stamp (&tile->stamps[0]);
      if (tile->n_stamps > 1)
        {
          g_autofree char *b = describe_stamp (&tile->stamps[1]);

          /* Translators: a double tile: two stamps */
          return g_strdup_printf (_("double tile: %s and %s"), a, b);
        }
      if (face == PHL_STAMPSWAP_FACE_DOWN_PEEK)
        /* Translators: a face-down stamp its owner has viewed */
        return g_strdup_printf (_("%s (face down, only you see it)"), a);
      return g_steal_pointer (&a);
    }
  return g_strdup ("");
}

/* ------------------------------------------------------------- Text */

static void
text_at (cairo_t    *cr,
         const char *text,
         double      x,
         double      y,
         double      width,
         double      size,
         gboolean    bold,
         PangoAlignment align)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Cantarell Bold" : "Cantarell");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, align);
    }
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* Wrapped text; returns its height. */
static double
para_at (cairo_t    *cr,
         const char *text,
         double      x,
         double      y,
         double      width,
         double      size)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell");
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_get_pixel_size (layout, &w, &h);
  pango_font_description_free (font);
  g_object_unref (layout);
  return h;
}

static void
set_ink (cairo_t *cr,
         double   alpha)
{
  cairo_set_source_rgba (cr, 0.18, 0.15, 0.12, alpha);
}

static void
panel (cairo_t *cr,
       Rect     r,
       double   red,
       double   green,
       double   blue,
       double   alpha)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_set_source_rgba (cr, red, green, blue, alpha);
  cairo_fill (cr);
}

static void
outline (cairo_t *cr,
         Rect     r,
         double   red,
         double   green,
         double   blue,
         double   width)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
  cairo_set_source_rgb (cr, red, green, blue);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* Text centred in a box, shrunk until it fits on one line. */
static void
fit_text_full (cairo_t    *cr,
               const char *text,
               Rect        r,
               double      size,
               gboolean    bold,
               gboolean    centre)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Cantarell Bold" : "Cantarell");
  int w, h;

  pango_layout_set_text (layout, text, -1);
  for (;;)
    {
      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &w, &h);
      if (w <= r.w || size <= 6.5)
        break;
      size *= 0.92;
    }
  if (w > r.w)
    {
      pango_layout_set_width (layout, (int) (r.w * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      w = r.w;
    }
  cairo_move_to (cr, r.x + (centre ? MAX (0, (r.w - w) / 2) : 0), r.y + (r.h - h) / 2);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
fit_text (cairo_t    *cr,
          const char *text,
          Rect        r,
          double      size,
          gboolean    bold)
{
  fit_text_full (cr, text, r, size, bold, TRUE);
}

/* ------------------------------------------------------------- Layout */

/* Lays @n boxes out in a grid filling @area as largely as possible. */
static void
grid_boxes (Rect   area,
            guint  n,
            double max_size,
            double gap,
            Rect  *out)
{
  double best = 0;
  guint best_cols = 1;

  if (n == 0)
    return;
  for (guint cols = 1; cols <= n; cols++)
    {
      guint rows = (n + cols - 1) / cols;
      double s = MIN ((area.w - gap * (cols - 1)) / cols, (area.h - gap * (rows - 1)) / rows);

      if (s > best)
        best = s, best_cols = cols;
    }
  best = MIN (best, max_size);
  for (guint i = 0; i < n; i++)
    {
      guint cols = MIN (best_cols, n);
      double total = cols * best + (cols - 1) * gap;

      out[i] = (Rect) { area.x + (area.w - total) / 2 + (i % best_cols) * (best + gap),
                        area.y + (i / best_cols) * (best + gap), best, best };
    }
}

static guint
collection_count (PhlStampswapView *self)
{
  return self->viewer >= 0 ? player (self, self->viewer)->n_collection : 0;
}

static gboolean
cutting (PhlStampswapView *self)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_CUT && my_turn (self);
}

static void
compute_layout (PhlStampswapView *self,
                double            W,
                double            H)
{
  Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  guint n_opp = 0;
  double m = 10, gap = 8;
  double opp_w, left_w, bh, track_w, events_w, card_w, A, strip_h, title_h = 28;
  Rect below, c;

  memset (L, 0, sizeof *L);
  L->W = W, L->H = H;
  for (guint s = 0; s < n_parts (self); s++)
    n_opp += (int) s != self->viewer;

  opp_w = n_opp > 0 ? CLAMP (W * 0.2, 200, 360) : 0;
  left_w = W - 2 * m - (n_opp > 0 ? opp_w + m : 0);
  bh = CLAMP (H * 0.25, 120, 300);
  L->board = (Rect) { m, m, left_w, bh };
  track_w = bh * 1.0;
  events_w = bh * 0.7 + 36;
  card_w = MIN ((left_w - track_w - events_w - 2 * gap - 4 * gap) / 5, bh * 0.72);
  L->track = (Rect) { m, m, track_w, bh };
  for (guint i = 0; i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    L->contests[i] = (Rect) { m + track_w + gap + i * (card_w + gap) + (i == 4 ? gap : 0), m, card_w, bh };
  L->events = (Rect) { m + left_w - events_w, m, events_w, bh };

  below = (Rect) { m, m + bh + m, left_w, H - bh - 3 * m };
  A = MIN (below.h, left_w * 0.5);
  L->cell = floor (A / ALBUM);
  A = L->cell * ALBUM;
  L->album = (Rect) { m, below.y + (below.h - A) / 2, A, A };
  L->work = (Rect) { m + A + m, below.y, left_w - A - m, below.h };
  strip_h = CLAMP (L->work.h * 0.2, 56, 110);
  L->strip = (Rect) { L->work.x, L->work.y + L->work.h - strip_h, L->work.w, strip_h };
  L->content = (Rect) { L->work.x, L->work.y + title_h, L->work.w, L->work.h - strip_h - gap - title_h };

  /* Opponents: compact mats in a column. */
  L->opp_col = (Rect) { W - m - opp_w, m, opp_w, H - 2 * m };
  {
    guint k = 0;
    double each = n_opp > 0 ? (L->opp_col.h - gap * (n_opp - 1)) / n_opp : 0;

    for (guint s = 0; s < n_parts (self); s++)
      if ((int) s != self->viewer)
        {
          L->opp[s] = (Rect) { L->opp_col.x, L->opp_col.y + k * (each + gap), opp_w, each };
          k++;
        }
  }
  if (self->expanded_opp >= 0 && (guint) self->expanded_opp < n_parts (self))
    {
      double ew = MIN (W * 0.42, 560), eh = MIN (H - 2 * m, ew * 1.15);
      Rect o = L->opp[self->expanded_opp];

      L->expanded = (Rect) { L->opp_col.x - m - ew, CLAMP (o.y, m, H - m - eh), ew, eh };
    }

  /* Your cards along the strip: the mat exhibitor first. */
  if (self->viewer >= 0)
    {
      const PhlStampswapPlayer *p = player (self, self->viewer);
      double ch = L->strip.h - 22, cw = ch * 0.72;
      double x = L->strip.x + 150;
      guint n = MIN (p->n_cards, MAX_OWNED_SHOWN);

      if (x + (n + 1) * (cw + 4) > L->strip.x + L->strip.w)
        cw = MAX (16, (L->strip.x + L->strip.w - x) / (n + 1) - 4);
      L->mycard_index[0] = p->mat_exhibitor;
      for (guint i = 0; i < n; i++)
        L->mycard_index[i + 1] = p->cards[i];
      L->n_mycards = n + 1;
      for (int i = 0; i < L->n_mycards; i++)
        L->mycard[i] = (Rect) { x + i * (cw + 4), L->strip.y + 20, cw, ch };
    }

  c = L->content;
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      {
        double coll_h = MIN (c.h * 0.3, 96);
        Rect pool = { c.x, c.y, c.w, c.h - coll_h - gap };

        grid_boxes (pool, st->n_pool, 96, 6, L->pool);
        L->coll_area = (Rect) { c.x, c.y + c.h - coll_h, c.w, coll_h };
        for (guint i = 0; i < PHL_STAMPSWAP_ITEMS; i++)
          {
            double s = MIN (coll_h - 20, (c.w - 5 * 6) / PHL_STAMPSWAP_ITEMS);

            L->coll[i] = (Rect) { c.x + i * (s + 6), L->coll_area.y + 18, s, s };
          }
      }
      break;

    case PHL_STAMPSWAP_PHASE_CUT:
      {
        guint n = collection_count (self);
        double row_h = MIN (c.h * 0.28, 100);
        double zone_h = c.h - row_h - gap - (cutting (self) ? 64 : 0);
        double rw = c.w * 0.26, pw = (c.w - rw - 2 * gap) / 2;
        Rect zrect[N_ZONES];
        guint counts[N_ZONES] = { 0 }, k[N_ZONES] = { 0 };
        Rect boxes[N_ZONES][HELD];

        zrect[ZONE_NONE] = (Rect) { c.x, c.y, c.w, row_h };
        zrect[ZONE_RESERVE] = (Rect) { c.x, c.y + row_h + gap, rw, zone_h };
        zrect[ZONE_PILE1] = (Rect) { c.x + rw + gap, c.y + row_h + gap, pw, zone_h };
        zrect[ZONE_PILE2] = (Rect) { c.x + rw + pw + 2 * gap, c.y + row_h + gap, pw, zone_h };
        L->meter = (Rect) { c.x + rw + gap, c.y + row_h + gap + zone_h + 4, 2 * pw + gap, 60 };
        memcpy (L->zone, zrect, sizeof zrect);
        for (guint i = 0; i < n; i++)
          counts[MIN (self->assign[i], N_ZONES - 1)]++;
        for (guint z = 0; z < N_ZONES; z++)
          {
            Rect inner = z == ZONE_NONE ? inset (zrect[z], 4) : (Rect) { zrect[z].x + 6, zrect[z].y + 24,
                                                                          zrect[z].w - 12, zrect[z].h - 30 };

            if (z == ZONE_NONE)
              {
                /* The Daily Collection keeps six slots. */
                double s = MIN (inner.h - 16, (inner.w - 5 * 6) / PHL_STAMPSWAP_ITEMS);

                for (guint i = 0; i < HELD; i++)
                  boxes[z][i] = (Rect) { inner.x + i * (s + 6), inner.y + 16, s, s };
              }
            else
              grid_boxes (inner, MAX (counts[z], 2u), 90, 6, boxes[z]);
          }
        for (guint i = 0; i < n; i++)
          {
            guint z = MIN (self->assign[i], N_ZONES - 1);

            L->cut_item[i] = z == ZONE_NONE ? boxes[z][i] : boxes[z][k[z]];
            k[z]++;
          }
      }
      break;

    case PHL_STAMPSWAP_PHASE_CHOOSE:
      {
        guint rows = n_parts (self);
        double row_h = MIN ((c.h - gap * (rows - 1)) / MAX (rows, 1u), 130);
        guint r = 0;

        for (guint s = 0; s < n_parts (self); s++)
          {
            Rect row = { c.x, c.y + r * (row_h + gap), c.w, row_h };
            double name_w = MIN (130, c.w * 0.22);
            double pw = (c.w - name_w - 2 * gap) / 2;

            L->pile_row[s] = row;
            L->pile[s][0] = (Rect) { row.x + name_w + gap, row.y, pw, row.h };
            L->pile[s][1] = (Rect) { row.x + name_w + 2 * gap + pw, row.y, pw, row.h };
            r++;
          }
      }
      break;

    case PHL_STAMPSWAP_PHASE_SHOW:
      {
        guint n = self->viewer >= 0 ? player (self, self->viewer)->n_pending : 0;
        double list_h = MIN (c.h * 0.45, 4 * 44);
        Rect area = { c.x, c.y, c.w, c.h - list_h - gap };

        if (n > 0)
          grid_boxes (area, n, 150, 8, L->pending);
        for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
          L->choice[i] = (Rect) { c.x, c.y + c.h - list_h + i * (list_h / 4), c.w, list_h / 4 - 4 };
      }
      break;

    default:
      break;
    }

  L->scores = (Rect) { m + 20, m + 20, W - 2 * m - 40, H - 2 * m - 40 };
}

static void
ensure_layout (PhlStampswapView *self)
{
  compute_layout (self, gtk_widget_get_width (self->canvas), gtk_widget_get_height (self->canvas));
}

/* ------------------------------------------------------------- Hit test */

static Hit
hit_test (PhlStampswapView *self,
          double            x,
          double            y)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  Hit hit = { HIT_NONE, -1, -1 };

  if (self->show_scores)
    return hit;

  /* An expanded mat catches the pointer only when pinned open by a click. */
  if (self->expanded_opp >= 0 && self->pinned && in_rect (&L->expanded, x, y))
    return (Hit) { HIT_OPPONENT, self->expanded_opp, 1 };

  for (guint i = 0; i < st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    if (in_rect (&L->contests[i], x, y))
      return (Hit) { HIT_CONTEST, i, 0 };
  if (in_rect (&L->events, x, y))
    {
      /* The splayed events: tabs on top, the top card below. */
      double tab = st->n_round_events > 1 ? MIN (22, L->events.h * 0.3 / (st->n_round_events - 1)) : 0;
      int k = (int) ((y - L->events.y) / MAX (tab, 1));

      if (tab > 0 && k < st->n_round_events - 1)
        return (Hit) { HIT_EVENT, st->n_round_events - 1 - k, 0 };
      return (Hit) { HIT_EVENT, 0, 0 };
    }
  for (guint s = 0; s < n_parts (self); s++)
    if ((int) s != self->viewer && in_rect (&L->opp[s], x, y))
      return (Hit) { HIT_OPPONENT, s, 0 };
  for (int i = 0; i < L->n_mycards; i++)
    if (in_rect (&L->mycard[i], x, y))
      return (Hit) { HIT_CARD, L->mycard_index[i], 0 };

  if (in_rect (&L->album, x, y))
    return (Hit) { HIT_ALBUM, (int) ((x - L->album.x) / L->cell) + ALBUM * (int) ((y - L->album.y) / L->cell), 0 };

  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      for (guint i = 0; i < st->n_pool; i++)
        if (st->pool[i] != EMPTY && in_rect (&L->pool[i], x, y))
          return (Hit) { HIT_POOL, i, 0 };
      for (guint i = 0; i < collection_count (self); i++)
        if (in_rect (&L->coll[i], x, y))
          return (Hit) { HIT_COLLECTION, i, 0 };
      break;

    case PHL_STAMPSWAP_PHASE_CUT:
      if (cutting (self))
        {
          for (guint i = 0; i < collection_count (self); i++)
            if (in_rect (&L->cut_item[i], x, y))
              return (Hit) { HIT_CUT_ITEM, i, 0 };
          for (guint z = 0; z < N_ZONES; z++)
            if (in_rect (&L->zone[z], x, y))
              return (Hit) { HIT_ZONE, z, 0 };
        }
      break;

    case PHL_STAMPSWAP_PHASE_CHOOSE:
      for (guint s = 0; s < n_parts (self); s++)
        for (guint k = 0; k < 2; k++)
          if (in_rect (&L->pile[s][k], x, y))
            return (Hit) { HIT_PILE, s, k };
      break;

    case PHL_STAMPSWAP_PHASE_SHOW:
      if (self->viewer >= 0)
        for (guint i = 0; i < player (self, self->viewer)->n_pending; i++)
          if (player (self, self->viewer)->pending[i] != EMPTY && in_rect (&L->pending[i], x, y))
            return (Hit) { HIT_PENDING, i, 0 };
      for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
        if (in_rect (&L->choice[i], x, y))
          return (Hit) { HIT_CHOICE, i, 0 };
      break;

    default:
      break;
    }
  return hit;
}

/* ------------------------------------------------------------- Actions */

static void update_all (PhlStampswapView *self);
static void start_flash (PhlStampswapView *self);
static void paint_flash (PhlStampswapView *self,
                         cairo_t          *cr);
static guint focus_targets (PhlStampswapView *self,
                            Hit              *out);

static void
set_message (PhlStampswapView *self,
             const char       *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  update_all (self);
}

static void
submit (PhlStampswapView *self,
        const char       *action)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->message, g_free);
  if (!phl_match_submit (self->match, action, &error))
    set_message (self, error->message);
}

static gboolean
pending_left (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p = player (self, self->viewer);

  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] != EMPTY)
      return TRUE;
  return FALSE;
}

static gboolean
pile_available (PhlStampswapView *self,
                guint             owner)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_CHOOSE && (int) owner != self->viewer
         && player (self, owner)->piles_state == PHL_STAMPSWAP_PILES_UP;
}

static gboolean
contest_available (PhlStampswapView *self,
                   guint             slot)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && my_turn (self) && slot < PHL_STAMPSWAP_N_ROUND_CONTESTS
         && !(player (self, self->viewer)->tickets & (1u << slot)) && !pending_left (self);
}

/* Cut: is the assignment a legal cut, and its action text. */
static char *
cut_action (PhlStampswapView *self,
            char            **why)
{
  const PhlStampswapPlayer *p = player (self, self->viewer);
  guint want = phl_stampswap_state_reserve_count (self->st, self->viewer);
  GString *lists[3] = { NULL, NULL, NULL };
  guint counts[N_ZONES] = { 0 };
  char *result = NULL;

  *why = NULL;
  for (guint i = 0; i < p->n_collection; i++)
    {
      counts[self->assign[i]]++;
      if (self->assign[i] == ZONE_RESERVE && phl_stampswap_item_is_rare (p->collection[i]))
        {
          *why = g_strdup (_("Rare stamps may not be reserved, not even face down"));
          return NULL;
        }
    }
  if (counts[ZONE_NONE] > 0)
    *why = g_strdup_printf (ngettext ("Put %u more item in the reserve or a pile",
                                      "Put %u more items in the reserve or a pile", counts[ZONE_NONE]),
                            counts[ZONE_NONE]);
  else if (counts[ZONE_RESERVE] != want)
    *why = g_strdup_printf (ngettext ("Reserve exactly %u item", "Reserve exactly %u items", want), want);
  else if (p->n_collection - want >= 2 && (counts[ZONE_PILE1] == 0 || counts[ZONE_PILE2] == 0))
    *why = g_strdup (_("Each of the two piles needs at least one item"));
  else if (p->n_collection - want < 2 && counts[ZONE_PILE2] > 0)
    *why = g_strdup (_("Too few items for two piles: put them all in pile 1"));
  if (*why != NULL)
    return NULL;

  for (guint l = 0; l < 3; l++)
    lists[l] = g_string_new ("");
  for (guint i = 0; i < p->n_collection; i++)
    {
      GString *list = lists[self->assign[i] - 1];

      g_string_append_printf (list, "%s%u", list->len ? "," : "", i + 1);
    }
  result = g_strdup_printf ("cut %s|%s|%s", lists[0]->str, lists[1]->str, lists[2]->str);
  for (guint l = 0; l < 3; l++)
    g_string_free (lists[l], TRUE);
  return result;
}

/* The fairness meter: what each opponent's AI would think of each pile. */
static void
update_meter (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p;
  PhlStampswapState *copy;
  PhlStampswapPlayer *q;

  self->meter_valid = FALSE;
  if (!cutting (self))
    return;
  p = player (self, self->viewer);
  copy = phl_stampswap_state_copy (self->st);
  q = &copy->players[self->viewer];
  q->n_pile[0] = q->n_pile[1] = 0;
  for (guint i = 0; i < p->n_collection; i++)
    if (self->assign[i] == ZONE_PILE1 || self->assign[i] == ZONE_PILE2)
      {
        guint k = self->assign[i] - ZONE_PILE1;

        q->piles[k][q->n_pile[k]++] = p->collection[i];
      }
  q->piles_state = PHL_STAMPSWAP_PILES_UP;
  memset (self->meter, 0, sizeof self->meter);
  /* The solo dummy follows its fixed rule: it has no valuation. */
  for (guint s = 0; s < copy->n_players; s++)
    if ((int) s != self->viewer)
      for (guint k = 0; k < 2; k++)
        self->meter[s][k] = q->n_pile[k] > 0 ? phl_stampswap_ai_pile_value (copy, s, self->viewer, k) : 0;
  self->meter_valid = TRUE;
  phl_stampswap_state_free (copy);
}

static void
reset_cut (PhlStampswapView *self)
{
  memset (self->assign, ZONE_NONE, sizeof self->assign);
  self->cut_sel = -1;
  self->meter_valid = FALSE;
}

static void
assign_item (PhlStampswapView *self,
             guint             item,
             guint             zone)
{
  const PhlStampswapPlayer *p = player (self, self->viewer);

  if (item >= p->n_collection || zone >= N_ZONES)
    return;
  if (zone == ZONE_RESERVE && phl_stampswap_item_is_rare (p->collection[item]))
    {
      set_message (self, _("Rare stamps may not be reserved, not even face down"));
      return;
    }
  g_clear_pointer (&self->message, g_free);
  self->assign[item] = zone;
  self->cut_sel = -1;
  update_meter (self);
  update_all (self);
}

static void
confirm_cut (PhlStampswapView *self)
{
  g_autofree char *why = NULL;
  g_autofree char *action = NULL;

  if (!cutting (self))
    return;
  action = cut_action (self, &why);
  if (action == NULL)
    set_message (self, why);
  else
    submit (self, action);
}

/* Show: the ghost's top-left cell for the pointer at x, y (pointer at the stamp's centre). */
static void
ghost_from_pointer (PhlStampswapView       *self,
                    const PhlStampswapTile *tile,
                    double                  x,
                    double                  y)
{
  const Layout *L = &self->lay;
  double gx = (x - L->album.x) / L->cell - tile->w / 2.0;
  double gy = (y - L->album.y) / L->cell - tile->h / 2.0;

  self->ghost_x = (int) floor (gx + 0.5);
  self->ghost_y = (int) floor (gy + 0.5);
  self->ghost_on = x > L->album.x - L->cell * 2 && y > L->album.y - L->cell * 2
                   && x < L->album.x + L->album.w + L->cell * 2 && y < L->album.y + L->album.h + L->cell * 2;
}

static const PhlStampswapTile *
selected_tile (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p;

  if (self->sel_pending < 0 || self->viewer < 0)
    return NULL;
  p = player (self, self->viewer);
  if ((guint) self->sel_pending >= p->n_pending || p->pending[self->sel_pending] == EMPTY)
    return NULL;
  return phl_stampswap_item_tile (p->pending[self->sel_pending]);
}

static void
place_selected (PhlStampswapView *self)
{
  const PhlStampswapTile *tile = selected_tile (self);
  g_autofree char *action = NULL;

  if (tile == NULL || !self->ghost_on)
    return;
  if (!phl_stampswap_album_fits (&player (self, self->viewer)->album, tile, self->ghost_x, self->ghost_y))
    {
      set_message (self, _("The stamp does not fit there: it would overlap a stamp or the album’s edge"));
      return;
    }
  action = g_strdup_printf ("place %d at %d,%d", self->sel_pending + 1, self->ghost_x, self->ghost_y);
  self->sel_pending = -1;
  self->ghost_on = FALSE;
  submit (self, action);
}

static void
activate_pending (PhlStampswapView *self,
                  int               index)
{
  const PhlStampswapPlayer *p = player (self, self->viewer);
  const PhlStampswapTile *tile;

  if (index < 0 || (guint) index >= p->n_pending || p->pending[index] == EMPTY)
    return;
  tile = phl_stampswap_item_tile (p->pending[index]);
  if (!phl_stampswap_album_fits_anywhere (&p->album, tile))
    {
      g_autofree char *action = g_strdup_printf ("discard %d", index + 1);

      submit (self, action);
      return;
    }
  self->sel_pending = self->sel_pending == index ? -1 : index;
  update_all (self);
}

/* ------------------------------------------------------------- Hint */

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_autoptr(GRand) rng = g_rand_new ();
  PhlStampswapAiChoice *choice = phl_stampswap_ai_hint (data, rng);

  g_task_return_pointer (task, choice, (GDestroyNotify) phl_stampswap_ai_choice_free);
}

static void
apply_hint (PhlStampswapView *self)
{
  const char *a = self->hint_action;
  guint n, x, y;

  if (a == NULL)
    return;
  if (sscanf (a, "place %u at %u,%u", &n, &x, &y) == 3)
    {
      self->sel_pending = n - 1;
      self->ghost_x = x, self->ghost_y = y;
      self->ghost_on = TRUE;
      self->keyboard_ghost = TRUE;
    }
  else if (g_str_has_prefix (a, "cut "))
    {
      g_auto(GStrv) parts = g_strsplit (a + 4, "|", 3);

      reset_cut (self);
      for (guint l = 0; parts[l] != NULL && l < 3; l++)
        {
          g_auto(GStrv) items = g_strsplit (parts[l], ",", -1);

          for (guint i = 0; items[i] != NULL; i++)
            if (*items[i] && atoi (items[i]) >= 1 && atoi (items[i]) <= HELD)
              self->assign[atoi (items[i]) - 1] = ZONE_RESERVE + l;
        }
      update_meter (self);
    }
}

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  PhlStampswapView *self = user_data;
  g_autoptr(PhlStampswapAiChoice) choice = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self->match == NULL)
    {
      g_object_unref (self);
      return;
    }
  self->hint_running = FALSE;
  if (choice != NULL && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (result), "serial")) == self->serial)
    {
      g_free (self->hint_action);
      g_free (self->hint_reason);
      self->hint_action = g_steal_pointer (&choice->action);
      self->hint_reason = g_steal_pointer (&choice->reason);
      apply_hint (self);
    }
  update_all (self);
  g_object_unref (self);
}

static void
on_hint (PhlStampswapView *self)
{
  g_autoptr(GTask) task = NULL;

  if (!my_turn (self) || self->hint_running)
    return;
  phl_match_set_assisted (self->match, TRUE);
  self->hint_running = TRUE;
  /* No source object: the worker may drop the task last, and must not
   * drop the last reference to a widget (user_data keeps the view). */
  task = g_task_new (NULL, NULL, hint_done, g_object_ref (self));
  g_object_set_data (G_OBJECT (task), "serial", GUINT_TO_POINTER (self->serial));
  g_task_set_task_data (task, phl_stampswap_state_copy (self->st), (GDestroyNotify) phl_stampswap_state_free);
  g_task_run_in_thread (task, hint_thread);
  update_all (self);
}

static gboolean
hint_is (PhlStampswapView *self,
         const char       *action)
{
  return self->hint_action != NULL && g_strcmp0 (self->hint_action, action) == 0;
}

/* ------------------------------------------------------------- Valuations */

/* The state as the viewer may know it (unknown face-down stamps re-drawn),
 * made once per state change. */
static const PhlStampswapState *
known_state (PhlStampswapView *self)
{
  if (self->known_copy == NULL || self->known_serial != self->serial || self->known_viewer != self->viewer)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (self->serial);

      g_clear_pointer (&self->known_copy, phl_stampswap_state_free);
      self->known_copy = phl_stampswap_ai_view (self->st, MAX (self->viewer, 0), rng);
      self->known_serial = self->serial;
      self->known_viewer = self->viewer;
    }
  return self->known_copy;
}

/* Pool slot @slot: in the viewer's copy a face-down stamp is only what it may be. */
static double
pool_worth (PhlStampswapView *self,
            guint             slot)
{
  const PhlStampswapState *known = known_state (self);

  return phl_stampswap_ai_item_value (known, MAX (self->viewer, 0), known->pool[slot]);
}

static double
pile_worth (PhlStampswapView *self,
            guint             owner,
            guint             pile)
{
  return phl_stampswap_ai_pile_value (known_state (self), MAX (self->viewer, 0), owner, pile);
}

/* ------------------------------------------------------------- Drawing */

static void
paint_item (PhlStampswapView *self,
            cairo_t          *cr,
            guint16           item,
            Rect              r)
{
  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    phl_stampswap_paint_token (cr, r.x + r.w / 2, r.y + r.h / 2, MIN (r.w, r.h) * 0.32);
  else if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (self->st, item - PHL_STAMPSWAP_ITEM_CARD);
      double h = r.h * 0.96, w = MIN (r.w * 0.96, h * 0.72);

      phl_stampswap_card_paint (cr, r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h, card, NULL);
    }
  else if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    phl_stampswap_paint_tile_in (cr, phl_stampswap_item_tile (item), r.x + 2, r.y + 2, r.w - 4, r.h - 4,
                                 (MIN (r.w, r.h) - 4) / 3.3, item_face (self, item));
}

static void
paint_slot (cairo_t *cr,
            Rect     r,
            gboolean hover)
{
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
  cairo_set_source_rgba (cr, 0.45, 0.35, 0.25, hover ? 0.22 : 0.10);
  cairo_fill (cr);
}

/* The contest or exhibitor under the pointer, whose count the album shows. */
static const PhlStampswapCard *
hovered_rule_card (PhlStampswapView *self)
{
  const PhlStampswapState *st = self->st;
  const PhlStampswapCard *card = NULL;

  if (self->pressed || self->show_scores || !self->pointer_in)
    return NULL;
  switch (self->hover.kind)
    {
    case HIT_CONTEST:
    case HIT_CHOICE:
      if ((guint) self->hover.index < st->n_board)
        card = phl_stampswap_state_card (st, st->board[self->hover.index]);
      break;
    case HIT_CARD:
      card = phl_stampswap_state_card (st, self->hover.index);
      break;
    case HIT_POOL:
      if (PHL_STAMPSWAP_ITEM_IS_CARD (st->pool[self->hover.index]))
        card = phl_stampswap_state_card (st, st->pool[self->hover.index] - PHL_STAMPSWAP_ITEM_CARD);
      break;
    default:
      break;
    }
  if (card != NULL && card->kind != PHL_STAMPSWAP_CARD_CONTEST && card->kind != PHL_STAMPSWAP_CARD_EXHIBITOR)
    card = NULL;
  return card;
}

static void
paint_highlight (PhlStampswapView        *self,
                 cairo_t                 *cr,
                 const PhlStampswapAlbum *album,
                 Rect                     r,
                 double                   cell)
{
  const PhlStampswapCard *card = hovered_rule_card (self);
  PhlStampswapHighlight h;
  guint count;
  char text[256];

  if (card == NULL)
    return;
  phl_stampswap_highlight_compute (&card->rule, album, &h);
  cairo_save (cr);
  /* Dim what does not count, ring what does. */
  for (guint i = 0; i < album->n_stamps; i++)
    {
      const PhlStampswapStamp *s = &album->stamps[i];
      Rect b = { r.x + s->x * cell, r.y + s->y * cell, s->w * cell, s->h * cell };

      if (!h.stamps[i])
        {
          cairo_rectangle (cr, b.x, b.y, b.w, b.h);
          cairo_set_source_rgba (cr, 0.96, 0.95, 0.91, 0.72);
          cairo_fill (cr);
        }
      else
        outline (cr, inset (b, 1.5), 0.95, 0.62, 0.05, 3);
    }
  for (int y = 0; y < ALBUM; y++)
    for (int x = 0; x < ALBUM; x++)
      if (h.cells[y][x])
        {
          cairo_rectangle (cr, r.x + x * cell + 2, r.y + y * cell + 2, cell - 4, cell - 4);
          cairo_set_source_rgba (cr, 0.95, 0.62, 0.05, 0.55);
          cairo_fill (cr);
        }
  for (int y = 1; y < ALBUM; y++)
    for (int x = 1; x < ALBUM; x++)
      if (h.corners[y][x])
        {
          cairo_arc (cr, r.x + x * cell, r.y + y * cell, MAX (4, cell * 0.22), 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.95, 0.62, 0.05);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.3, 0.2, 0.05);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }

  /* What it adds up to. */
  count = phl_stampswap_contest_count (&card->rule, album);
  /* Translators: a contest or exhibitor over your album: "Green Room: 4 × 3 = 12 points" */
  g_snprintf (text, sizeof text, _("%s: %u × %d = %d points"), card->name, count, card->rule.points,
              phl_stampswap_contest_score (&card->rule, album));
  panel (cr, (Rect) { r.x + 8, r.y + r.h - 34, r.w - 16, 26 }, 0.15, 0.13, 0.12, 0.88);
  cairo_set_source_rgb (cr, 1, 1, 1);
  fit_text (cr, text, (Rect) { r.x + 14, r.y + r.h - 34, r.w - 28, 26 }, 13, TRUE);
  cairo_restore (cr);
}

static void
paint_album (PhlStampswapView        *self,
             cairo_t                 *cr,
             const PhlStampswapAlbum *album,
             Rect                     r,
             double                   cell,
             gboolean                 interactive)
{
  cairo_save (cr);
  /* The album page. */
  phl_paint_rounded_rect (cr, r.x - 4, r.y - 4, r.w + 8, r.h + 8, 6);
  cairo_set_source_rgb (cr, 0.24, 0.26, 0.30);
  cairo_fill (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  cairo_set_source_rgb (cr, 0.96, 0.95, 0.91);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.35, 0.22);
  cairo_set_line_width (cr, 1);
  for (int i = 0; i <= ALBUM; i++)
    {
      cairo_move_to (cr, r.x + i * cell + 0.5, r.y);
      cairo_line_to (cr, r.x + i * cell + 0.5, r.y + r.h);
      cairo_move_to (cr, r.x, r.y + i * cell + 0.5);
      cairo_line_to (cr, r.x + r.w, r.y + i * cell + 0.5);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < album->n_stamps; i++)
    {
      const PhlStampswapStamp *s = &album->stamps[i];

      phl_stampswap_paint_stamp (cr, s, r.x + s->x * cell, r.y + s->y * cell, s->w * cell, s->h * cell);
    }
  if (interactive)
    paint_highlight (self, cr, album, r, cell);
  cairo_restore (cr);
}

static void
paint_ghost (PhlStampswapView       *self,
             cairo_t                *cr,
             const PhlStampswapTile *tile,
             int                     gx,
             int                     gy,
             gboolean                hint)
{
  const Layout *L = &self->lay;
  gboolean fits = phl_stampswap_album_fits (&player (self, self->viewer)->album, tile, gx, gy);
  double x = L->album.x + gx * L->cell, y = L->album.y + gy * L->cell;

  cairo_save (cr);
  cairo_push_group (cr);
  phl_stampswap_paint_tile (cr, tile, x, y, L->cell, PHL_STAMPSWAP_FACE_UP);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.75);
  cairo_rectangle (cr, x + 1.5, y + 1.5, tile->w * L->cell - 3, tile->h * L->cell - 3);
  if (fits)
    cairo_set_source_rgba (cr, 0.15, 0.65, 0.30, 0.30);
  else
    cairo_set_source_rgba (cr, 0.85, 0.12, 0.12, 0.35);
  cairo_fill_preserve (cr);
  if (fits)
    cairo_set_source_rgb (cr, 0.10, 0.55, 0.22);
  else
    cairo_set_source_rgb (cr, 0.80, 0.10, 0.10);
  cairo_set_line_width (cr, 3);
  if (hint)
    {
      double dash[] = { 6, 4 };

      cairo_set_dash (cr, dash, 2, 0);
    }
  cairo_stroke (cr);
  if (!fits)
    {
      /* Not only red: a cross too. */
      cairo_move_to (cr, x + 4, y + 4);
      cairo_line_to (cr, x + tile->w * L->cell - 4, y + tile->h * L->cell - 4);
      cairo_move_to (cr, x + tile->w * L->cell - 4, y + 4);
      cairo_line_to (cr, x + 4, y + tile->h * L->cell - 4);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static const char *
phase_name (guint phase)
{
  switch (phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return _("Collect");
    case PHL_STAMPSWAP_PHASE_CUT:
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return _("Swap");
    case PHL_STAMPSWAP_PHASE_SHOW:
      return _("Show");
    default:
      return _("Final Show");
    }
}

/* The full name of a phase, as the rulebooks print it. */
static const char *
phase_title (guint phase)
{
  switch (phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return _("Collect Phase");
    case PHL_STAMPSWAP_PHASE_CUT:
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return _("Swap Phase");
    case PHL_STAMPSWAP_PHASE_SHOW:
      return _("Show Phase");
    default:
      return _("Final Show");
    }
}

static void
paint_track (PhlStampswapView *self,
             cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  Rect t = L->track;
  double title_h = 20, label_h = 11;
  double row_h = (t.h - title_h - 6) / 3.7, col_w = (t.w - 8) / 3;
  int cur_phase = st->phase == PHL_STAMPSWAP_PHASE_COLLECT ? 0
                  : st->phase <= PHL_STAMPSWAP_PHASE_CHOOSE ? 1 : st->phase == PHL_STAMPSWAP_PHASE_SHOW ? 2 : 3;
  static const guint phases[3] = { PHL_STAMPSWAP_PHASE_COLLECT, PHL_STAMPSWAP_PHASE_CUT, PHL_STAMPSWAP_PHASE_SHOW };
  gboolean over = st->phase == PHL_STAMPSWAP_PHASE_OVER;

  panel (cr, t, 0.30, 0.22, 0.16, 0.92);
  cairo_set_source_rgb (cr, 1, 0.93, 0.8);
  fit_text (cr, _("The Stamp Show"), (Rect) { t.x + 4, t.y + 2, t.w - 8, title_h }, 12, TRUE);
  for (int d = 0; d < 3; d++)
    {
      char day[64];
      double y = t.y + title_h + d * row_h;

      g_snprintf (day, sizeof day, _("Day %u"), (guint) d + 1);
      cairo_set_source_rgba (cr, 1, 1, 1, d == st->round && !over ? 0.95 : 0.55);
      text_at (cr, day, t.x + 6, y - 1, t.w - 12, 8.5, d == st->round && !over, PANGO_ALIGN_LEFT);
      for (int p = 0; p < 3; p++)
        {
          Rect c = { t.x + 4 + p * col_w, y + label_h, col_w - 3, row_h - label_h - 3 };
          gboolean past = d < st->round || (d == st->round && p < cur_phase) || over;
          gboolean now = d == st->round && p == cur_phase && !over;

          phl_paint_rounded_rect (cr, c.x, c.y, c.w, c.h, 4);
          if (now)
            cairo_set_source_rgb (cr, 0.98, 0.80, 0.30);
          else if (past)
            cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, 0.10);
          cairo_fill (cr);
          if (now)
            cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, past ? 0.6 : 0.85);
          fit_text (cr, phase_name (phases[p]), inset (c, 2), MIN (11, c.h * 0.6), now);
        }
    }
  {
    Rect c = { t.x + 4, t.y + title_h + 3 * row_h + 2, t.w - 11, t.y + t.h - 5 - (t.y + title_h + 3 * row_h + 2) };

    phl_paint_rounded_rect (cr, c.x, c.y, c.w, c.h, 4);
    cairo_set_source_rgba (cr, over ? 0.98 : 1, over ? 0.80 : 1, over ? 0.30 : 1, over ? 1 : 0.10);
    cairo_fill (cr);
    if (over)
      cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
    else
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
    fit_text (cr, _("Final Show"), inset (c, 2), MIN (11, c.h * 0.6), over);
  }
}

static void
paint_ticket (cairo_t    *cr,
              double      x,
              double      y,
              double      s,
              guint       seat,
              const char *name)
{
  PhlRgb c = phl_stampswap_seat_rgb (seat);
  char initial[8] = { 0 };
  gunichar ch = g_unichar_toupper (g_utf8_get_char (name));

  g_unichar_to_utf8 (ch, initial);
  phl_paint_rounded_rect (cr, x, y, s, s * 0.8, s * 0.15);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  text_at (cr, initial, x, y + s * 0.05, s, s * 0.55, TRUE, PANGO_ALIGN_CENTER);
}

static void
paint_board (PhlStampswapView *self,
             cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;

  paint_track (self, cr);

  for (guint i = 0; i < st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[i]);
      Rect r = L->contests[i];
      double ticket = MIN (18, r.w / 5);
      guint k = 0;
      g_autofree char *action = g_strdup_printf ("contest %s", card->id);

      phl_stampswap_card_paint (cr, r.x, r.y, r.w, r.h - ticket - 2, card, NULL);
      if (contest_available (self, i))
        {
          int now = phl_stampswap_game_contest_value (st, self->viewer, i);
          char text[32];

          outline (cr, inset (r, -3), 0.15, 0.55, 0.25, self->hover.kind == HIT_CONTEST && self->hover.index == (int) i ? 4 : 2);
          g_snprintf (text, sizeof text, "+%d", now);
          panel (cr, (Rect) { r.x + r.w - 40, r.y + r.h - ticket - 26, 38, 22 }, 0.15, 0.55, 0.25, 0.95);
          cairo_set_source_rgb (cr, 1, 1, 1);
          text_at (cr, text, r.x + r.w - 40, r.y + r.h - ticket - 24, 38, 13, TRUE, PANGO_ALIGN_CENTER);
        }
      if (hint_is (self, action))
        outline (cr, inset (r, -5), 0.95, 0.65, 0.05, 4);
      /* Show tickets placed on this contest. */
      for (guint s = 0; s < n_parts (self); s++)
        if (i < PHL_STAMPSWAP_N_ROUND_CONTESTS && (player (self, s)->tickets & (1u << i)) && !is_dummy (self, s))
          {
            paint_ticket (cr, r.x + k * (ticket + 2), r.y + r.h - ticket * 0.8, ticket, s, seat_name (self, s));
            k++;
          }
      if (i == PHL_STAMPSWAP_N_ROUND_CONTESTS)
        {
          set_ink (cr, 0.7);
          fit_text (cr, _("scored at the Final Show"), (Rect) { r.x, r.y + r.h - ticket, r.w, ticket }, 9, FALSE);
        }
    }

  /* Events: splayed, the top card's effect readable. */
  if (st->n_round_events > 0)
    {
      Rect e = L->events;
      double tab = st->n_round_events > 1 ? MIN (22, e.h * 0.3 / (st->n_round_events - 1)) : 0;
      double top_y = e.y + tab * (st->n_round_events - 1);
      double cw = e.w;

      for (int k = st->n_round_events - 1; k >= 1; k--)
        {
          const PhlStampswapCard *card = phl_stampswap_state_card (st, st->round_events[k]);
          double y = e.y + (st->n_round_events - 1 - k) * tab;
          double r, g, b;

          phl_stampswap_card_band_rgb (card, &r, &g, &b);
          phl_paint_rounded_rect (cr, e.x, y, cw, tab + 8, 5);
          cairo_set_source_rgb (cr, r * 0.8, g * 0.8, b * 0.8);
          cairo_fill (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          text_at (cr, card->name, e.x + 6, y + 2, cw - 12, MIN (11, tab * 0.6), FALSE, PANGO_ALIGN_LEFT);
        }
      phl_stampswap_card_paint (cr, e.x, top_y, cw, e.y + e.h - top_y,
                                phl_stampswap_state_card (st, st->round_events[0]), NULL);
    }
}

static void
paint_mini_album (PhlStampswapView        *self,
                  cairo_t                 *cr,
                  const PhlStampswapAlbum *album,
                  double                   x,
                  double                   y,
                  double                   cell)
{
  Rect r = { x, y, cell * ALBUM, cell * ALBUM };

  cairo_save (cr);
  cairo_rectangle (cr, r.x - 2, r.y - 2, r.w + 4, r.h + 4);
  cairo_set_source_rgb (cr, 0.24, 0.26, 0.30);
  cairo_fill (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  cairo_set_source_rgb (cr, 0.96, 0.95, 0.91);
  cairo_fill (cr);
  for (guint i = 0; i < album->n_stamps; i++)
    {
      const PhlStampswapStamp *s = &album->stamps[i];

      if (cell >= 9)
        phl_stampswap_paint_stamp (cr, s, r.x + s->x * cell, r.y + s->y * cell, s->w * cell, s->h * cell);
      else
        {
          PhlRgb c = phl_stampswap_color_rgb ((s->flags & PHL_STAMPSWAP_STAMP_RARE) ? NONE : s->color);

          if (s->kind == PHL_STAMPSWAP_FOREVER)
            c = (PhlRgb) { 0.36, 0.42, 0.52 };
          cairo_rectangle (cr, r.x + s->x * cell + 0.5, r.y + s->y * cell + 0.5, s->w * cell - 1, s->h * cell - 1);
          cairo_set_source_rgba (cr, c.red, c.green, c.blue, s->value < 0 ? 0.5 : 1);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

static guint
count_forever (const PhlStampswapAlbum *album)
{
  return phl_stampswap_album_count_kind (album, PHL_STAMPSWAP_FOREVER);
}

/* Items a player holds this round, for the compact mats. */
static guint
held_items (const PhlStampswapPlayer *p,
            guint16                  *out)
{
  guint n = 0;

  for (guint i = 0; i < p->n_collection; i++)
    out[n++] = p->collection[i];
  for (guint i = 0; i < p->n_reserve; i++)
    out[n++] = p->reserve[i];
  for (guint i = 0; i < p->n_below; i++)
    out[n++] = p->below[i];
  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] != EMPTY)
      out[n++] = p->pending[i];
  return n;
}

static void
paint_opponent (PhlStampswapView *self,
                cairo_t          *cr,
                guint             seat,
                Rect              r,
                gboolean          expanded)
{
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p = player (self, seat);
  PhlRgb c = phl_stampswap_seat_rgb (seat);
  gboolean current = phl_stampswap_game_current (st) == (int) seat;
  gboolean hover = self->hover.kind == HIT_OPPONENT && self->hover.index == (int) seat;
  double head = expanded ? 30 : MIN (24, r.h * 0.22);
  double cell, ax, ay;
  gboolean stacked;
  char score[64];
  guint16 items[4 * HELD];
  guint n_items;
  const PhlSeat *info = is_dummy (self, seat) ? NULL : phl_match_get_seat (self->match, seat);

  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_set_source_rgba (cr, 0.99, 0.97, 0.93, expanded ? 1 : 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_set_line_width (cr, current ? 3.5 : hover ? 2 : 1);
  cairo_stroke (cr);
  /* Name band in the player's colour. */
  cairo_save (cr);
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_clip (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, head);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  {
    g_autofree char *label = NULL;

    if (info != NULL && info->kind == PHL_SEAT_COMPUTER)
      /* Translators: a computer player's name and level, e.g. "Bob (hard)" */
      label = g_strdup_printf (_("%s (%s)"), info->name,
                               info->level == PHL_AI_EASY ? _("easy") : info->level == PHL_AI_NORMAL ? _("normal") : _("hard"));
    else
      label = g_strdup (seat_name (self, seat));
    text_at (cr, label, r.x + 8, r.y + head / 2 - head * 0.32, r.w - 90, head * 0.55, TRUE, PANGO_ALIGN_LEFT);
  }
  if (!is_dummy (self, seat))
    {
      g_snprintf (score, sizeof score, ngettext ("%d point", "%d points", phl_stampswap_state_total (st, seat)),
                  phl_stampswap_state_total (st, seat));
      text_at (cr, score, r.x + r.w - 88, r.y + head / 2 - head * 0.32, 80, head * 0.55, TRUE, PANGO_ALIGN_RIGHT);
    }

  /* The album. */
  {
    /* Beside the information, or above it when the mat is tall. */
    double side = floor (MIN ((r.h - head - 10) / ALBUM, (r.w * (expanded ? 0.62 : 0.45)) / ALBUM));
    double above = floor (MIN ((r.h - head - 110) / ALBUM, (r.w - 16) / ALBUM));

    stacked = !expanded && above > side * 1.3;
    cell = stacked ? above : side;
  }
  ax = r.x + 8, ay = r.y + head + 5;
  if (stacked)
    ax = r.x + (r.w - cell * ALBUM) / 2;
  if (!is_dummy (self, seat))
    paint_mini_album (self, cr, &p->album, ax, ay, cell);

  /* Beside it: token, forever stamps, cards, items in hand, piles. */
  {
    double x = stacked ? r.x + 8 : ax + (is_dummy (self, seat) ? 0 : cell * ALBUM + 10);
    double y = stacked && !is_dummy (self, seat) ? ay + cell * ALBUM + 8 : ay;
    double w = r.x + r.w - 6 - x;
    double fs = expanded ? 12 : MIN (11, MAX (8, (r.h - head) / 8));
    char line[128];
    guint n_spec = 0, n_exh = 1;

    set_ink (cr, 0.9);
    if (phl_stampswap_game_token_owner (st) == seat)
      {
        phl_stampswap_paint_token (cr, x + fs * 0.8, y + fs * 0.8, fs * 0.75);
        text_at (cr, _("first player"), x + fs * 2, y, w - fs * 2, fs, FALSE, PANGO_ALIGN_LEFT);
        y += fs * 1.7;
        set_ink (cr, 0.9);
      }
    for (guint i = 0; i < p->n_cards; i++)
      {
        const PhlStampswapCard *card = phl_stampswap_state_card (st, p->cards[i]);

        n_spec += card->kind == PHL_STAMPSWAP_CARD_SPECIALIST;
        n_exh += card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR;
      }
    if (!is_dummy (self, seat))
      {
        /* Translators: compact mat: exhibitors, specialists and forever stamps */
        g_snprintf (line, sizeof line, _("%u exh. · %u spec. · %u ∞"), n_exh, n_spec, count_forever (&p->album));
        text_at (cr, line, x, y, w, fs, FALSE, PANGO_ALIGN_LEFT);
        y += fs * 1.6;
      }
    n_items = held_items (p, items);
    if (st->phase == PHL_STAMPSWAP_PHASE_CHOOSE && p->piles_state == PHL_STAMPSWAP_PILES_UP)
      {
        g_snprintf (line, sizeof line, _("piles: %u + %u items"), p->n_pile[0], p->n_pile[1]);
        text_at (cr, line, x, y, w, fs, TRUE, PANGO_ALIGN_LEFT);
        y += fs * 1.6;
      }
    if (n_items > 0 && y < r.y + r.h - 10)
      {
        double s = MIN ((r.y + r.h - 6 - y), MAX (14, MIN (w / MIN (n_items, 6u) - 3, expanded ? 70 : 34)));
        guint per_row = MAX (1, (guint) (w / (s + 3)));

        for (guint i = 0; i < n_items && y + (i / per_row + 1) * (s + 3) <= r.y + r.h - 2; i++)
          paint_item (self, cr, items[i], (Rect) { x + (i % per_row) * (s + 3), y + (i / per_row) * (s + 3), s, s });
      }
    if (expanded && p->n_cards > 0)
      {
        double cy = ay + cell * ALBUM + 10, ch = r.y + r.h - cy - 8, cw = ch * 0.72;

        if (ch > 40)
          for (guint i = 0; i < p->n_cards && r.x + 8 + (i + 1) * (cw + 4) < r.x + r.w; i++)
            phl_stampswap_card_paint (cr, r.x + 8 + i * (cw + 4), cy, cw, ch,
                                      phl_stampswap_state_card (st, p->cards[i]), NULL);
      }
  }
}

static void
paint_strip (PhlStampswapView *self,
             cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p;
  Rect s = L->strip;
  PhlRgb c;
  char text[96];

  if (self->viewer < 0)
    return;
  p = player (self, self->viewer);
  c = phl_stampswap_seat_rgb (self->viewer);
  panel (cr, s, 0.99, 0.97, 0.93, 0.9);
  cairo_rectangle (cr, s.x, s.y + 8, 5, s.h - 16);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  set_ink (cr, 1);
  text_at (cr, seat_name (self, self->viewer), s.x + 12, s.y + 4, 136, 13, TRUE, PANGO_ALIGN_LEFT);
  g_snprintf (text, sizeof text, ngettext ("%d point", "%d points", phl_stampswap_state_total (st, self->viewer)),
              phl_stampswap_state_total (st, self->viewer));
  text_at (cr, text, s.x + 12, s.y + 22, 136, 16, TRUE, PANGO_ALIGN_LEFT);
  set_ink (cr, 0.75);
  g_snprintf (text, sizeof text,
              ngettext ("%u show ticket left", "%u show tickets left",
                        3 - __builtin_popcount (p->tickets)), 3 - __builtin_popcount (p->tickets));
  text_at (cr, text, s.x + 12, s.y + 42, 136, 10, FALSE, PANGO_ALIGN_LEFT);
  g_snprintf (text, sizeof text, ngettext ("%u forever stamp", "%u forever stamps", count_forever (&p->album)),
              count_forever (&p->album));
  text_at (cr, text, s.x + 12, s.y + 55, 136, 10, FALSE, PANGO_ALIGN_LEFT);
  if (phl_stampswap_game_token_owner (st) == (guint) self->viewer)
    phl_stampswap_paint_token (cr, s.x + 136, s.y + 14, 10);

  set_ink (cr, 0.75);
  text_at (cr, _("Your exhibitors and specialists"), L->mycard[0].x, s.y + 3, s.w - 160, 10, FALSE,
           PANGO_ALIGN_LEFT);
  for (int i = 0; i < L->n_mycards; i++)
    phl_stampswap_card_paint (cr, L->mycard[i].x, L->mycard[i].y, L->mycard[i].w, L->mycard[i].h,
                              phl_stampswap_state_card (st, L->mycard_index[i]), NULL);
}

static void
work_title (cairo_t    *cr,
            const Layout *L,
            const char *text)
{
  set_ink (cr, 0.95);
  fit_text_full (cr, text, (Rect) { L->work.x + 2, L->work.y, L->work.w - 4, 24 }, 15, TRUE, FALSE);
}

static void
paint_collect (PhlStampswapView *self,
               cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  gboolean mine = my_turn (self);

  work_title (cr, L, mine ? _("The pool: take one item") : _("The pool"));
  for (guint i = 0; i < st->n_pool; i++)
    {
      gboolean hover = self->hover.kind == HIT_POOL && self->hover.index == (int) i;
      g_autofree char *action = g_strdup_printf ("take %u", i + 1);

      paint_slot (cr, L->pool[i], hover && mine);
      if (st->pool[i] == EMPTY)
        continue;
      paint_item (self, cr, st->pool[i], inset (L->pool[i], 2));
      if (hover && mine)
        outline (cr, L->pool[i], 0.15, 0.45, 0.85, 2.5);
      if (hint_is (self, action))
        outline (cr, inset (L->pool[i], -2), 0.95, 0.65, 0.05, 4);
    }

  set_ink (cr, 0.8);
  text_at (cr, _("Your Daily Collection"), L->coll_area.x, L->coll_area.y, L->coll_area.w, 12, TRUE,
           PANGO_ALIGN_LEFT);
  for (guint i = 0; i < PHL_STAMPSWAP_ITEMS; i++)
    {
      char n[4];

      paint_slot (cr, L->coll[i], FALSE);
      set_ink (cr, 0.25);
      g_snprintf (n, sizeof n, "%u", i + 1);
      text_at (cr, n, L->coll[i].x, L->coll[i].y + L->coll[i].h / 2 - 12, L->coll[i].w, 20, TRUE, PANGO_ALIGN_CENTER);
      if (self->viewer >= 0 && i < player (self, self->viewer)->n_collection)
        paint_item (self, cr, player (self, self->viewer)->collection[i], inset (L->coll[i], 2));
    }
}

static void
paint_cut (PhlStampswapView *self,
           cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapPlayer *p = player (self, self->viewer);
  static const char * const zone_names[N_ZONES] = {
    N_("Daily Collection: drag each item into the reserve or a pile"), N_("Reserve"), N_("Pile 1"), N_("Pile 2"),
  };
  guint want = phl_stampswap_state_reserve_count (self->st, self->viewer);
  g_autofree char *why = NULL;
  g_autofree char *action = NULL;

  if (!cutting (self))
    {
      work_title (cr, L, _("Cut: every player reserves one item and splits the rest into two piles"));
      return;
    }
  {
    g_autofree char *title = g_strdup_printf (ngettext ("Cut: reserve %u item and split the rest into two piles",
                                                        "Cut: reserve %u items and split the rest into two piles",
                                                        want), want);
    work_title (cr, L, title);
  }
  for (guint z = 0; z < N_ZONES; z++)
    {
      Rect r = L->zone[z];
      gboolean target = self->pressed && self->drag_moved && self->press_hit.kind == HIT_CUT_ITEM
                        && in_rect (&r, self->px, self->py);

      phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
      cairo_set_source_rgba (cr, z == ZONE_RESERVE ? 0.55 : 0.35, 0.45, z == ZONE_NONE ? 0.35 : 0.55,
                             target ? 0.30 : 0.12);
      cairo_fill (cr);
      if (target || (self->cut_sel >= 0 && self->hover.kind == HIT_ZONE && self->hover.index == (int) z))
        outline (cr, r, 0.15, 0.45, 0.85, 2.5);
      set_ink (cr, 0.85);
      fit_text_full (cr, _(zone_names[z]), (Rect) { r.x + 8, r.y + 2, r.w - 16, 18 }, 12, TRUE, FALSE);
    }
  for (guint i = 0; i < p->n_collection; i++)
    {
      Rect r = L->cut_item[i];
      gboolean dragged = self->pressed && self->drag_moved && self->press_hit.kind == HIT_CUT_ITEM
                         && self->press_hit.index == (int) i;

      if (dragged)
        {
          paint_slot (cr, r, FALSE);
          continue;
        }
      paint_slot (cr, r, self->hover.kind == HIT_CUT_ITEM && self->hover.index == (int) i);
      paint_item (self, cr, p->collection[i], inset (r, 2));
      if (phl_stampswap_item_is_rare (p->collection[i]))
        {
          /* A padlock-ish marker: rare stamps can't be reserved. */
          cairo_set_source_rgba (cr, 0.75, 0.55, 0.05, 1);
          text_at (cr, "★", r.x + r.w - 14, r.y + 1, 14, 11, TRUE, PANGO_ALIGN_LEFT);
        }
      if (self->cut_sel == (int) i)
        outline (cr, inset (r, -2), 0.15, 0.45, 0.85, 3);
    }

  /* Fairness meter: how each opponent's computer player values each pile. */
  if (self->meter_valid && self->st->n_players > 1)
    {
      Rect m = L->meter;
      guint n = 0, k = 0;
      double max = 1;

      for (guint s = 0; s < self->st->n_players; s++)
        if ((int) s != self->viewer)
          {
            n++;
            max = MAX (max, MAX (self->meter[s][0], self->meter[s][1]));
          }
      set_ink (cr, 0.7);
      text_at (cr, _("What each opponent would think the piles are worth"), m.x, m.y, m.w, 10, FALSE, PANGO_ALIGN_LEFT);
      for (guint s = 0; s < self->st->n_players; s++)
        if ((int) s != self->viewer)
          {
            double rh = MIN (12, (m.h - 14) / n - 2), y = m.y + 14 + k * (rh + 2);
            double half = (m.w - 120) / 2;
            PhlRgb c = phl_stampswap_seat_rgb (s);
            char v[32];

            set_ink (cr, 0.85);
            text_at (cr, seat_name (self, s), m.x, y - 1, 110, rh * 0.85, FALSE, PANGO_ALIGN_LEFT);
            for (guint q = 0; q < 2; q++)
              {
                double len = half * 0.8 * MAX (0, self->meter[s][q]) / max;
                double bx = m.x + 120 + q * half;

                cairo_rectangle (cr, bx, y, len, rh);
                cairo_set_source_rgba (cr, c.red, c.green, c.blue, q == 0 ? 0.9 : 0.55);
                cairo_fill (cr);
                g_snprintf (v, sizeof v, "%.1f", self->meter[s][q]);
                set_ink (cr, 0.85);
                text_at (cr, v, bx + len + 3, y - 1, 40, rh * 0.85, FALSE, PANGO_ALIGN_LEFT);
              }
            k++;
          }
    }

  action = cut_action (self, &why);
  (void) action;
}

static void
paint_pile_items (PhlStampswapView *self,
                  cairo_t          *cr,
                  const guint16    *items,
                  guint             n,
                  Rect              r)
{
  Rect boxes[HELD];

  grid_boxes (inset (r, 4), MAX (n, 1u), 80, 4, boxes);
  for (guint i = 0; i < n; i++)
    paint_item (self, cr, items[i], boxes[i]);
}

static void
paint_choose (PhlStampswapView *self,
              cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  gboolean mine = my_turn (self);

  work_title (cr, L, mine ? _("Choose: take a pile of an opponent whose two piles are still up; its owner chooses next")
                          : _("Choose: players take piles in turn"));
  for (guint s = 0; s < n_parts (self); s++)
    {
      const PhlStampswapPlayer *p = player (self, s);
      Rect row = L->pile_row[s];
      PhlRgb c = phl_stampswap_seat_rgb (s);
      double name_w = L->pile[s][0].x - row.x - 8;
      const char *state_text;

      cairo_rectangle (cr, row.x, row.y + 4, 4, row.h - 8);
      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      cairo_fill (cr);
      set_ink (cr, 1);
      text_at (cr, (int) s == self->viewer ? _("You") : seat_name (self, s), row.x + 10, row.y + 4, name_w - 10, 13,
               TRUE, PANGO_ALIGN_LEFT);
      {
        char order[64];

        if (phl_stampswap_game_current (st) == (int) s)
          state_text = _("choosing now");
        else if (p->chose && self->chose_place[s] > 0)
          {
            /* Translators: the order of choices in this Swap, "chose 2nd" */
            g_snprintf (order, sizeof order, _("chose as no. %u"), self->chose_place[s]);
            state_text = order;
          }
        else if (p->chose)
          state_text = _("has chosen");
        else
          state_text = _("waits");
        set_ink (cr, 0.7);
        text_at (cr, state_text, row.x + 10, row.y + 22, name_w - 10, 10, FALSE, PANGO_ALIGN_LEFT);
      }
      if (p->n_reserve > 0)
        {
          set_ink (cr, 0.6);
          text_at (cr, _("reserve:"), row.x + 10, row.y + 38, name_w - 10, 9, FALSE, PANGO_ALIGN_LEFT);
          for (guint i = 0; i < p->n_reserve && i < 3; i++)
            paint_item (self, cr, p->reserve[i], (Rect) { row.x + 10 + i * 34, row.y + 50, 32, 32 });
        }

      if (p->piles_state == PHL_STAMPSWAP_PILES_UP)
        for (guint k = 0; k < 2; k++)
          {
            Rect r = L->pile[s][k];
            gboolean can = mine && pile_available (self, s);
            gboolean hover = self->hover.kind == HIT_PILE && self->hover.index == (int) s && self->hover.sub == (int) k;
            g_autofree char *action = g_strdup_printf ("choose %u/%u", s + 1, k + 1);
            char label[64];

            phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
            cairo_set_source_rgba (cr, c.red, c.green, c.blue, hover && can ? 0.28 : 0.12);
            cairo_fill (cr);
            if (can)
              outline (cr, r, c.red, c.green, c.blue, hover ? 3 : 1.5);
            if (hint_is (self, action))
              outline (cr, inset (r, -3), 0.95, 0.65, 0.05, 4);
            paint_pile_items (self, cr, p->piles[k], p->n_pile[k], (Rect) { r.x, r.y + 14, r.w, r.h - 14 });
            if (can)
              /* Translators: a pile and what the computer thinks it is worth to you */
              g_snprintf (label, sizeof label, _("Pile %u · worth about %.1f to you"), k + 1, pile_worth (self, s, k));
            else
              g_snprintf (label, sizeof label, _("Pile %u"), k + 1);
            set_ink (cr, 0.8);
            fit_text_full (cr, label, (Rect) { r.x + 6, r.y, r.w - 12, 14 }, 10, TRUE, FALSE);
          }
      else if (p->n_below > 0)
        {
          Rect r = { L->pile[s][0].x, row.y, L->pile[s][1].x + L->pile[s][1].w - L->pile[s][0].x, row.h };

          phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
          cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 0.08);
          cairo_fill (cr);
          set_ink (cr, 0.6);
          text_at (cr, _("below the mat"), r.x + 6, r.y + 1, r.w - 12, 10, FALSE, PANGO_ALIGN_LEFT);
          paint_pile_items (self, cr, p->below, p->n_below, (Rect) { r.x, r.y + 14, r.w, r.h - 14 });
        }
    }
}

static void
paint_show (PhlStampswapView *self,
            cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p = player (self, self->viewer);
  gboolean mine = my_turn (self);
  gboolean left = pending_left (self);

  if (!mine)
    work_title (cr, L, _("Show: players place their new stamps and enter a contest"));
  else if (left)
    work_title (cr, L, _("Show: drag each new stamp into your album"));
  else
    work_title (cr, L, _("Show: enter one contest you have not entered yet"));

  for (guint i = 0; i < p->n_pending; i++)
    {
      Rect r = L->pending[i];
      const PhlStampswapTile *tile;
      gboolean nowhere;
      g_autofree char *action = g_strdup_printf ("place %u", i + 1);
      g_autofree char *discard = g_strdup_printf ("discard %u", i + 1);

      if (p->pending[i] == EMPTY)
        continue;
      tile = phl_stampswap_item_tile (p->pending[i]);
      nowhere = !phl_stampswap_album_fits_anywhere (&p->album, tile);
      paint_slot (cr, r, self->hover.kind == HIT_PENDING && self->hover.index == (int) i);
      if (!(self->pressed && self->drag_moved && self->press_hit.kind == HIT_PENDING && self->press_hit.index == (int) i))
        phl_stampswap_paint_tile_in (cr, tile, r.x + 4, r.y + 4, r.w - 8, r.h - 8, L->cell, PHL_STAMPSWAP_FACE_UP);
      if (self->sel_pending == (int) i)
        outline (cr, inset (r, -2), 0.15, 0.45, 0.85, 3);
      if (self->hint_action && (g_str_has_prefix (self->hint_action, action) && self->hint_action[strlen (action)] == ' '))
        outline (cr, inset (r, -4), 0.95, 0.65, 0.05, 3);
      if (nowhere && mine)
        {
          char text[64];
          int value = 0;

          for (guint k = 0; k < tile->n_stamps; k++)
            value += tile->stamps[k].value;
          g_snprintf (text, sizeof text, _("Fits nowhere: discard (%+d)"), value);
          panel (cr, (Rect) { r.x, r.y + r.h - 22, r.w, 22 }, 0.75, 0.15, 0.10, 0.92);
          cairo_set_source_rgb (cr, 1, 1, 1);
          text_at (cr, text, r.x + 2, r.y + r.h - 19, r.w - 4, 11, TRUE, PANGO_ALIGN_CENTER);
          if (hint_is (self, discard))
            outline (cr, inset (r, -4), 0.95, 0.65, 0.05, 3);
        }
    }
  if (mine && !left && p->n_pending == 0)
    {
      set_ink (cr, 0.6);
      text_at (cr, _("No new stamps this round."), L->content.x, L->content.y + 8, L->content.w, 12, FALSE,
               PANGO_ALIGN_LEFT);
    }

  /* The contests with what each would score for you now. */
  for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS && i < st->n_board; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[i]);
      Rect r = L->choice[i];
      gboolean entered = (p->tickets & (1u << i)) != 0;
      gboolean can = contest_available (self, i);
      gboolean hover = self->hover.kind == HIT_CHOICE && self->hover.index == (int) i;
      char text[128];
      double red, green, blue, right_w;
      g_autofree char *action = g_strdup_printf ("contest %s", card->id);

      phl_stampswap_card_band_rgb (card, &red, &green, &blue);
      phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
      cairo_set_source_rgba (cr, red, green, blue, entered ? 0.08 : can && hover ? 0.35 : 0.18);
      cairo_fill (cr);
      if (can)
        outline (cr, r, red, green, blue, hover ? 3 : 1.5);
      if (hint_is (self, action))
        outline (cr, inset (r, -2), 0.95, 0.65, 0.05, 3);
      cairo_set_source_rgb (cr, red, green, blue);
      phl_stampswap_card_paint_icon (cr, card, r.x + r.h / 2 + 2, r.y + r.h / 2, r.h * 0.55);
      set_ink (cr, entered ? 0.45 : 1);
      right_w = MIN (190, r.w * 0.42);
      fit_text_full (cr, card->name, (Rect) { r.x + r.h + 6, r.y, r.w - r.h - right_w - 14, r.h }, 12, TRUE, FALSE);
      if (entered)
        {
          int round = -1;

          for (guint d = 0; d < PHL_STAMPSWAP_ROUNDS; d++)
            if (p->contest_round[d] == i && (d < st->round || (d == st->round && p->show_done)))
              round = d;
          g_snprintf (text, sizeof text, _("entered on day %d"), round + 1);
        }
      else
        {
          int now = phl_stampswap_game_contest_value (st, self->viewer, i);

          g_snprintf (text, sizeof text, ngettext ("%d point now", "%d points now", now), now);
        }
      {
        /* Right-aligned, shrunk to fit: measure, then place. */
        PangoLayout *layout = pango_cairo_create_layout (cr);
        PangoFontDescription *font = pango_font_description_from_string (entered ? "Cantarell" : "Cantarell Bold");
        double size = 12;
        int tw, th;

        pango_layout_set_text (layout, text, -1);
        do
          {
            pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
            pango_layout_set_font_description (layout, font);
            pango_layout_get_pixel_size (layout, &tw, &th);
            size *= 0.92;
          }
        while (tw > right_w && size > 7);
        cairo_move_to (cr, r.x + r.w - 6 - MIN (tw, right_w), r.y + (r.h - th) / 2);
        pango_cairo_show_layout (cr, layout);
        pango_font_description_free (font);
        g_object_unref (layout);
      }
    }
}

/* The score breakdown: a table per source and round, a chart of totals. */
static void
paint_scores (PhlStampswapView *self,
              cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  Rect r = L->scores;
  guint n = st->n_players;
  static const char * const round_src[PHL_STAMPSWAP_N_ROUND_SOURCES] = {
    N_("Exhibitors"), N_("First-player token"), N_("Contest"), N_("Discarded stamps"), N_("Effects"),
  };
  static const char * const final_src[PHL_STAMPSWAP_N_FINAL_SOURCES] = {
    N_("Forever stamps"), N_("Stamp values"), N_("Specialists"), N_("Finale contest"), N_("Specialist effects"),
  };
  static const PhlRgb seg[4] = {
    { 0.36, 0.60, 0.85 }, { 0.30, 0.70, 0.45 }, { 0.93, 0.62, 0.20 }, { 0.75, 0.35, 0.60 },
  };
  double table_w = r.w * 0.58, col_w, row_h, x0, y;
  guint rounds_shown = st->phase == PHL_STAMPSWAP_PHASE_OVER ? 3 : st->round + 1;
  guint n_rows = rounds_shown * (PHL_STAMPSWAP_N_ROUND_SOURCES + 1) + PHL_STAMPSWAP_N_FINAL_SOURCES + 3;
  g_autofree char *title = NULL;

  /* Dim the table behind. */
  cairo_rectangle (cr, 0, 0, L->W, L->H);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);
  panel (cr, r, 0.99, 0.98, 0.95, 0.98);

  if (st->phase == PHL_STAMPSWAP_PHASE_OVER)
    {
      guint winners = phl_stampswap_game_winners (st);
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint s = 0; s < n; s++)
        if (winners & (1u << s))
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", seat_name (self, s));
      if (st->solo)
        title = g_strdup_printf (_("Final Show: you scored %d points"), phl_stampswap_state_total (st, 0));
      else
        /* Translators: the winners' names */
        title = g_strdup_printf (_("Final Show — the winner: %s"), names->str);
    }
  else
    title = g_strdup (_("Scores so far"));
  set_ink (cr, 1);
  text_at (cr, title, r.x + 16, r.y + 12, r.w - 32, 20, TRUE, PANGO_ALIGN_LEFT);

  /* Table. */
  row_h = MIN (20, (r.h - 70) / n_rows);
  x0 = r.x + 16 + table_w * 0.42;
  col_w = (table_w * 0.58) / MAX (n, 1u);
  y = r.y + 46;
  for (guint s = 0; s < n; s++)
    {
      PhlRgb c = phl_stampswap_seat_rgb (s);

      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      text_at (cr, seat_name (self, s), x0 + s * col_w, y, col_w - 4, row_h * 0.65, TRUE, PANGO_ALIGN_RIGHT);
    }
  y += row_h;
  for (guint d = 0; d < rounds_shown; d++)
    {
      char day[64];
      g_snprintf (day, sizeof day, _("Day %u"), d + 1);
      cairo_rectangle (cr, r.x + 12, y, table_w + 8, row_h);
      cairo_set_source_rgba (cr, seg[d].red, seg[d].green, seg[d].blue, 0.2);
      cairo_fill (cr);
      set_ink (cr, 1);
      text_at (cr, day, r.x + 16, y + 1, table_w * 0.4, row_h * 0.65, TRUE, PANGO_ALIGN_LEFT);
      for (guint s = 0; s < n; s++)
        {
          char v[16];
          int sum = 0;

          for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
            sum += player (self, s)->round_points[d][k];
          g_snprintf (v, sizeof v, "%d", sum);
          text_at (cr, v, x0 + s * col_w, y + 1, col_w - 4, row_h * 0.65, TRUE, PANGO_ALIGN_RIGHT);
        }
      y += row_h;
      for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
        {
          set_ink (cr, 0.8);
          text_at (cr, _(round_src[k]), r.x + 28, y + 1, table_w * 0.4 - 12, row_h * 0.6, FALSE, PANGO_ALIGN_LEFT);
          for (guint s = 0; s < n; s++)
            {
              const PhlStampswapPlayer *q = player (self, s);
              char v[16];

              g_snprintf (v, sizeof v, "%d", q->round_points[d][k]);
              set_ink (cr, 0.8);
              text_at (cr, v, x0 + s * col_w, y + 1, col_w - 4, row_h * 0.6, FALSE, PANGO_ALIGN_RIGHT);
              /* Which contest each player entered that day. */
              if (k == PHL_STAMPSWAP_SRC_CONTEST
                  && (d < st->round || st->phase == PHL_STAMPSWAP_PHASE_OVER || q->show_done)
                  && q->contest_round[d] < st->n_board)
                {
                  const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[q->contest_round[d]]);

                  set_ink (cr, 0.55);
                  fit_text_full (cr, card->name, (Rect) { x0 + s * col_w + 8, y, col_w - 40, row_h * 0.9 },
                                 row_h * 0.5, FALSE, FALSE);
                }
            }
          y += row_h;
        }
    }
  {
    cairo_rectangle (cr, r.x + 12, y, table_w + 8, row_h);
    cairo_set_source_rgba (cr, seg[3].red, seg[3].green, seg[3].blue, 0.2);
    cairo_fill (cr);
    set_ink (cr, 1);
    text_at (cr, st->phase == PHL_STAMPSWAP_PHASE_OVER ? _("Final Show") : _("Final Show (not yet)"),
             r.x + 16, y + 1, table_w * 0.4, row_h * 0.65, TRUE, PANGO_ALIGN_LEFT);
    y += row_h;
    for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
      {
        set_ink (cr, 0.8);
        text_at (cr, _(final_src[k]), r.x + 28, y + 1, table_w * 0.4 - 12, row_h * 0.6, FALSE, PANGO_ALIGN_LEFT);
        for (guint s = 0; s < n; s++)
          {
            char v[16];

            g_snprintf (v, sizeof v, "%d", player (self, s)->final_points[k]);
            text_at (cr, v, x0 + s * col_w, y + 1, col_w - 4, row_h * 0.6, FALSE, PANGO_ALIGN_RIGHT);
          }
        y += row_h;
      }
    cairo_move_to (cr, r.x + 12, y + 0.5);
    cairo_line_to (cr, r.x + 20 + table_w, y + 0.5);
    set_ink (cr, 0.5);
    cairo_set_line_width (cr, 1);
    cairo_stroke (cr);
    set_ink (cr, 1);
    text_at (cr, _("Total"), r.x + 16, y + 2, table_w * 0.4, row_h * 0.7, TRUE, PANGO_ALIGN_LEFT);
    for (guint s = 0; s < n; s++)
      {
        char v[16];

        g_snprintf (v, sizeof v, "%d", phl_stampswap_state_total (st, s));
        text_at (cr, v, x0 + s * col_w, y + 2, col_w - 4, row_h * 0.7, TRUE, PANGO_ALIGN_RIGHT);
      }
  }

  /* Chart: per player, stacked totals per day and the Final Show. */
  {
    Rect c = { r.x + table_w + 50, r.y + 56, r.w - table_w - 70, r.h - 110 };
    int max = 10, min = 0;
    double bar_w, zero_y, scale;
    static const char * const seg_names[4] = { N_("Day 1"), N_("Day 2"), N_("Day 3"), N_("Final Show") };

    for (guint s = 0; s < n; s++)
      {
        int pos = 0, neg = 0;

        for (guint d = 0; d < 4; d++)
          {
            int v = 0;

            if (d < 3)
              for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
                v += player (self, s)->round_points[d][k];
            else
              for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
                v += player (self, s)->final_points[k];
            if (v > 0)
              pos += v;
            else
              neg += v;
          }
        max = MAX (max, pos);
        min = MIN (min, neg);
      }
    scale = (c.h - 30) / (double) (max - min);
    zero_y = c.y + max * scale;
    bar_w = MIN (60, c.w / MAX (n, 1u) * 0.6);
    set_ink (cr, 0.9);
    text_at (cr, _("Points per day"), c.x, c.y - 24, c.w, 13, TRUE, PANGO_ALIGN_LEFT);
    for (guint s = 0; s < n; s++)
      {
        double x = c.x + (s + 0.5) * c.w / n - bar_w / 2;
        double up = zero_y, down = zero_y;

        for (guint d = 0; d < 4; d++)
          {
            int v = 0;

            if (d < 3)
              for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
                v += player (self, s)->round_points[d][k];
            else
              for (guint k = 0; k < PHL_STAMPSWAP_N_FINAL_SOURCES; k++)
                v += player (self, s)->final_points[k];
            if (v == 0)
              continue;
            cairo_set_source_rgb (cr, seg[d].red, seg[d].green, seg[d].blue);
            if (v > 0)
              {
                cairo_rectangle (cr, x, up - v * scale, bar_w, v * scale);
                up -= v * scale;
              }
            else
              {
                cairo_rectangle (cr, x, down, bar_w, -v * scale);
                down -= v * scale;
              }
            cairo_fill_preserve (cr);
            cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
            cairo_set_line_width (cr, 1);
            cairo_stroke (cr);
          }
        {
          char v[16];
          PhlRgb pc = phl_stampswap_seat_rgb (s);

          g_snprintf (v, sizeof v, "%d", phl_stampswap_state_total (st, s));
          set_ink (cr, 1);
          text_at (cr, v, x - 20, up - 18, bar_w + 40, 12, TRUE, PANGO_ALIGN_CENTER);
          cairo_set_source_rgb (cr, pc.red, pc.green, pc.blue);
          text_at (cr, seat_name (self, s), x - 30, down + 4, bar_w + 60, 11, TRUE, PANGO_ALIGN_CENTER);
        }
      }
    cairo_move_to (cr, c.x, zero_y + 0.5);
    cairo_line_to (cr, c.x + c.w, zero_y + 0.5);
    set_ink (cr, 0.5);
    cairo_stroke (cr);
    for (guint d = 0; d < 4; d++)
      {
        double lx = c.x + d * c.w / 4;

        cairo_rectangle (cr, lx, c.y + c.h + 16, 10, 10);
        cairo_set_source_rgb (cr, seg[d].red, seg[d].green, seg[d].blue);
        cairo_fill (cr);
        set_ink (cr, 0.85);
        text_at (cr, _(seg_names[d]), lx + 14, c.y + c.h + 13, c.w / 4 - 16, 10, FALSE, PANGO_ALIGN_LEFT);
      }
  }
}

static void
paint_preview (PhlStampswapView *self,
               cairo_t          *cr)
{
  const Layout *L = &self->lay;
  const PhlStampswapCard *card = NULL;
  guint16 item = EMPTY;
  double w, h, x, y;

  switch (self->hover.kind)
    {
    case HIT_CONTEST:
      if ((guint) self->hover.index < self->st->n_board)
        card = phl_stampswap_state_card (self->st, self->st->board[self->hover.index]);
      break;
    case HIT_EVENT:
      if (self->hover.index < self->st->n_round_events)
        card = phl_stampswap_state_card (self->st, self->st->round_events[self->hover.index]);
      break;
    case HIT_CARD:
      card = phl_stampswap_state_card (self->st, self->hover.index);
      break;
    case HIT_POOL:
      item = self->st->pool[self->hover.index];
      break;
    case HIT_COLLECTION:
      item = player (self, self->viewer)->collection[self->hover.index];
      break;
    case HIT_CUT_ITEM:
      if (!self->pressed)
        item = player (self, self->viewer)->collection[self->hover.index];
      break;
    case HIT_ALBUM:
      {
        /* A stamp in your album: what it is, in words. */
        const PhlStampswapAlbum *album = &player (self, self->viewer)->album;
        int k = phl_stampswap_album_stamp_at (album, self->hover.index % ALBUM, self->hover.index / ALBUM);
        g_autofree char *text = NULL;
        double tw;

        if (k < 0 || selected_tile (self) != NULL)
          return;
        text = describe_stamp (&album->stamps[k]);
        tw = MIN (MIN (360, g_utf8_strlen (text, -1) * 6.4 + 24), L->W - self->px - 30);
        panel (cr, (Rect) { self->px + 16, self->py + 16, tw, 24 }, 0.15, 0.15, 0.17, 0.92);
        cairo_set_source_rgb (cr, 1, 1, 1);
        fit_text_full (cr, text, (Rect) { self->px + 22, self->py + 16, tw - 12, 24 }, 11, FALSE, FALSE);
      }
      return;
    default:
      return;
    }
  if (item != EMPTY && PHL_STAMPSWAP_ITEM_IS_CARD (item))
    card = phl_stampswap_state_card (self->st, item - PHL_STAMPSWAP_ITEM_CARD);
  if (card != NULL)
    {
      h = MIN (300, L->H * 0.45), w = h * 0.72;
    }
  else if (item != EMPTY && PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      double cell = MAX (L->cell * 1.2, 30);

      w = MAX (tile->w * cell + 16, 200), h = tile->h * cell + 48;
    }
  else
    return;
  x = self->px + 18, y = self->py + 18;
  /* Contests and events: beside the album, so its highlight stays in view. */
  if (self->hover.kind == HIT_CONTEST || self->hover.kind == HIT_EVENT || self->hover.kind == HIT_CHOICE)
    x = L->work.x + 8, y = self->hover.kind == HIT_CHOICE ? L->work.y + 4 : L->board.y + L->board.h + 8;
  if (x + w > L->W - 4)
    x = self->px - 18 - w;
  if (y + h > L->H - 4)
    y = MAX (4, L->H - 4 - h);
  if (card != NULL)
    phl_stampswap_card_paint (cr, x, y, w, h, card, NULL);
  else
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      g_autofree char *text = describe_item (self, item);

      panel (cr, (Rect) { x, y, w, h }, 0.15, 0.15, 0.17, 0.92);
      phl_stampswap_paint_tile (cr, tile, x + (w - tile->w * MAX (L->cell * 1.2, 30)) / 2, y + 8,
                                MAX (L->cell * 1.2, 30), item_face (self, item));
      cairo_set_source_rgb (cr, 1, 1, 1);
      text_at (cr, text, x + 6, y + h - 30, w - 12, 9, FALSE, PANGO_ALIGN_CENTER);
      if (self->hover.kind == HIT_POOL && my_turn (self))
        {
          char worth[96];

          /* Translators: the computer's estimate of a pool item for you */
          g_snprintf (worth, sizeof worth, _("worth about %.1f points to you"), pool_worth (self, self->hover.index));
          cairo_set_source_rgb (cr, 0.98, 0.80, 0.35);
          text_at (cr, worth, x + 6, y + h - 16, w - 12, 9, TRUE, PANGO_ALIGN_CENTER);
        }
    }
}

static void
draw_canvas (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  PhlStampswapView *self = user_data;
  const Layout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  cairo_pattern_t *felt;
  gint64 start = g_get_monotonic_time ();

  compute_layout (self, width, height);

  /* The table: warm paper. */
  felt = cairo_pattern_create_linear (0, 0, 0, height);
  cairo_pattern_add_color_stop_rgb (felt, 0, 0.93, 0.88, 0.79);
  cairo_pattern_add_color_stop_rgb (felt, 1, 0.87, 0.80, 0.69);
  cairo_set_source (cr, felt);
  cairo_paint (cr);
  cairo_pattern_destroy (felt);

  paint_board (self, cr);
  if (self->viewer >= 0)
    {
      paint_album (self, cr, &player (self, self->viewer)->album, L->album, L->cell, TRUE);
      paint_strip (self, cr);
    }

  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      paint_collect (self, cr);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      if (cutting (self))
        paint_cut (self, cr);
      else
        {
          work_title (cr, L, _("Cut: every player reserves items and splits the rest into two piles"));
          set_ink (cr, 0.8);
          if (self->viewer >= 0 && player (self, self->viewer)->cut_done)
            para_at (cr, _("Your piles are made. Waiting for the others."), L->content.x, L->content.y,
                     L->content.w, 12);
        }
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      paint_choose (self, cr);
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      paint_show (self, cr);
      break;
    default:
      work_title (cr, L, _("The Final Show is over"));
      break;
    }

  /* Opponents. */
  for (guint s = 0; s < n_parts (self); s++)
    if ((int) s != self->viewer)
      paint_opponent (self, cr, s, L->opp[s], FALSE);
  if (self->expanded_opp >= 0 && (guint) self->expanded_opp < n_parts (self) && self->expanded_opp != self->viewer)
    {
      cairo_save (cr);
      phl_paint_rounded_rect (cr, L->expanded.x + 3, L->expanded.y + 5, L->expanded.w, L->expanded.h, 8);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      cairo_restore (cr);
      paint_opponent (self, cr, self->expanded_opp, L->expanded, TRUE);
    }

  /* The stamp being placed: a ghost snapping to the album's cells. */
  if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && my_turn (self))
    {
      const PhlStampswapTile *tile = selected_tile (self);
      gboolean dragging = self->pressed && self->drag_moved && self->press_hit.kind == HIT_PENDING;

      if (dragging)
        tile = phl_stampswap_item_tile (player (self, self->viewer)->pending[self->press_hit.index]);
      if (tile != NULL && self->ghost_on)
        {
          g_autofree char *hint = g_strdup_printf ("place %d at %d,%d", (dragging ? self->press_hit.index : self->sel_pending) + 1,
                                                   self->ghost_x, self->ghost_y);

          paint_ghost (self, cr, tile, self->ghost_x, self->ghost_y, hint_is (self, hint));
        }
      else if (tile != NULL && dragging)
        phl_stampswap_paint_tile (cr, tile, self->px - tile->w * L->cell / 2, self->py - tile->h * L->cell / 2,
                                  L->cell, PHL_STAMPSWAP_FACE_UP);
    }
  /* An item being dragged in the cut follows the pointer. */
  if (cutting (self) && self->pressed && self->drag_moved && self->press_hit.kind == HIT_CUT_ITEM)
    {
      Rect r = L->cut_item[self->press_hit.index];

      paint_item (self, cr, player (self, self->viewer)->collection[self->press_hit.index],
                  (Rect) { self->px - r.w / 2, self->py - r.h / 2, r.w, r.h });
    }

  paint_flash (self, cr);

  if (self->show_scores || st->phase == PHL_STAMPSWAP_PHASE_OVER)
    {
      if (self->show_scores)
        paint_scores (self, cr);
    }
  else if (self->pointer_in && !self->pressed)
    paint_preview (self, cr);

  /* Keyboard focus ring. */
  if (gtk_widget_has_visible_focus (self->canvas) && !self->show_scores && self->expanded_opp < 0)
    {
      Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
      guint n = focus_targets (self, targets);

      if (n > 0 && !(st->phase == PHL_STAMPSWAP_PHASE_SHOW && selected_tile (self) != NULL))
        {
          Hit h = targets[CLAMP (self->focus, 0, (int) n - 1)];
          Rect r = { 0 };
          double dash[] = { 5, 3 };

          switch (h.kind)
            {
            case HIT_POOL: r = L->pool[h.index]; break;
            case HIT_CUT_ITEM: r = L->cut_item[h.index]; break;
            case HIT_PILE: r = L->pile[h.index][h.sub]; break;
            case HIT_PENDING: r = L->pending[h.index]; break;
            case HIT_CHOICE: r = L->choice[h.index]; break;
            default: break;
            }
          cairo_save (cr);
          cairo_set_dash (cr, dash, 2, 0);
          outline (cr, inset (r, -4), 0.10, 0.35, 0.80, 2.5);
          cairo_restore (cr);
        }
    }
  /* G_MESSAGES_DEBUG=phl-stampswap-view shows what a frame costs. */
  g_debug ("frame %dx%d drawn in %.1f ms", width, height, (g_get_monotonic_time () - start) / 1000.0);
}

/* ------------------------------------------------------------- Keyboard focus */

static guint
focus_targets (PhlStampswapView *self,
               Hit              *out)
{
  const PhlStampswapState *st = self->st;
  guint n = 0;

  if (!my_turn (self))
    return 0;
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      for (guint i = 0; i < st->n_pool; i++)
        if (st->pool[i] != EMPTY)
          out[n++] = (Hit) { HIT_POOL, i, 0 };
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      for (guint i = 0; i < collection_count (self); i++)
        out[n++] = (Hit) { HIT_CUT_ITEM, i, 0 };
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      for (guint s = 0; s < n_parts (self); s++)
        if (pile_available (self, s))
          for (guint k = 0; k < 2; k++)
            out[n++] = (Hit) { HIT_PILE, s, k };
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      if (pending_left (self))
        {
          const PhlStampswapPlayer *p = player (self, self->viewer);

          for (guint i = 0; i < p->n_pending; i++)
            if (p->pending[i] != EMPTY)
              out[n++] = (Hit) { HIT_PENDING, i, 0 };
        }
      else
        for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
          if (contest_available (self, i))
            out[n++] = (Hit) { HIT_CHOICE, i, 0 };
      break;
    default:
      break;
    }
  return n;
}

static char *
describe_hit (PhlStampswapView *self,
              Hit               hit)
{
  const PhlStampswapState *st = self->st;

  switch (hit.kind)
    {
    case HIT_POOL:
      {
        g_autofree char *d = describe_item (self, st->pool[hit.index]);
        /* Translators: pool slot number and what lies there */
        return g_strdup_printf (_("Pool item %d: %s"), hit.index + 1, d);
      }
    case HIT_CUT_ITEM:
      {
        static const char * const zones[N_ZONES] = { N_("not placed yet"), N_("in the reserve"), N_("in pile 1"), N_("in pile 2") };
        g_autofree char *d = describe_item (self, player (self, self->viewer)->collection[hit.index]);

        /* Translators: item, then where it is in the cut; R, 1, 2 are keys */
        return g_strdup_printf (_("%s, %s. Press R for the reserve, 1 or 2 for a pile, Enter to confirm."), d,
                                _(zones[self->assign[hit.index]]));
      }
    case HIT_PILE:
      {
        const PhlStampswapPlayer *p = player (self, hit.index);
        g_autoptr(GString) s = g_string_new (NULL);

        /* Translators: "Anna's pile 2:" */
        g_string_append_printf (s, _("%s’s pile %d:"), seat_name (self, hit.index), hit.sub + 1);
        for (guint i = 0; i < p->n_pile[hit.sub]; i++)
          {
            g_autofree char *d = describe_item (self, p->piles[hit.sub][i]);
            g_string_append_printf (s, " %s;", d);
          }
        return g_string_free (g_steal_pointer (&s), FALSE);
      }
    case HIT_PENDING:
      {
        g_autofree char *d = describe_item (self, player (self, self->viewer)->pending[hit.index]);
        return g_strdup_printf (_("New stamp %d: %s. Enter picks it up; arrows move it; Enter places it."),
                                hit.index + 1, d);
      }
    case HIT_CHOICE:
      {
        const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[hit.index]);
        int now = phl_stampswap_game_contest_value (st, self->viewer, hit.index);

        /* Translators: contest name, its text, points now */
        return g_strdup_printf (_("Contest %s: %s — %d points for you now"), card->name, card->text ? card->text : "", now);
      }
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------- Status */

static char *
status_text (PhlStampswapView *self)
{
  const PhlStampswapState *st = self->st;
  int cur = phl_stampswap_game_current (st);
  const char *who;

  if (st->phase == PHL_STAMPSWAP_PHASE_OVER)
    {
      guint winners = phl_stampswap_game_winners (st);
      guint n = 0;
      int best = 0;

      for (guint s = 0; s < st->n_players; s++)
        if (winners & (1u << s))
          n++, best = phl_stampswap_state_total (st, s);
      if (st->solo)
        return g_strdup_printf (_("The Final Show is over: you scored %d points."), phl_stampswap_state_total (st, 0));
      if (n > 1)
        return g_strdup_printf (_("The Final Show is over: a shared victory with %d points."), best);
      for (guint s = 0; s < st->n_players; s++)
        if (winners & (1u << s))
          return g_strdup_printf (_("The Final Show is over: %s wins with %d points."), seat_name (self, s),
                                  phl_stampswap_state_total (st, s));
      return g_strdup (_("The Final Show is over."));
    }
  if (cur < 0)
    return g_strdup ("");
  if (gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->privacy_page)
    return g_strdup_printf (_("Hand the screen to %s."), seat_name (self, cur));
  if (my_turn (self))
    {
      switch (st->phase)
        {
        case PHL_STAMPSWAP_PHASE_COLLECT:
          return g_strdup_printf (_("Your turn: take an item from the pool (%u of 6 collected)."),
                                  player (self, cur)->n_collection);
        case PHL_STAMPSWAP_PHASE_CUT:
          {
            g_autofree char *why = NULL;
            g_autofree char *action = cut_action (self, &why);

            if (action != NULL)
              return g_strdup (_("Your piles are ready: press Confirm Piles (or Enter)."));
            return g_strdup_printf (_("Your cut: %s."), why);
          }
        case PHL_STAMPSWAP_PHASE_CHOOSE:
          return g_strdup (_("Your turn: click a pile of an opponent to take it."));
        case PHL_STAMPSWAP_PHASE_SHOW:
          if (pending_left (self))
            {
              const PhlStampswapPlayer *p = player (self, cur);

              for (guint i = 0; i < p->n_pending; i++)
                if (p->pending[i] != EMPTY
                    && !phl_stampswap_album_fits_anywhere (&p->album, phl_stampswap_item_tile (p->pending[i])))
                  {
                    const PhlStampswapTile *tile = phl_stampswap_item_tile (p->pending[i]);
                    int value = 0;

                    for (guint k = 0; k < tile->n_stamps; k++)
                      value += tile->stamps[k].value;
                    /* Translators: a stamp kind, then the points its discard scores */
                    return g_strdup_printf (_("Your %s fits nowhere in the album: click it to discard it (%+d points)."),
                                            kind_label (tile->kind), value);
                  }
              return g_strdup (_("Place your new stamps: drag each into the album (green fits, red does not)."));
            }
          return g_strdup (_("Enter a contest: click one with a green frame to score it."));
        default:
          break;
        }
    }
  who = seat_name (self, cur);
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return g_strdup_printf (_("%s is taking an item…"), who);
    case PHL_STAMPSWAP_PHASE_CUT:
      return g_strdup_printf (_("%s is making piles…"), who);
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return g_strdup_printf (_("%s is choosing a pile…"), who);
    case PHL_STAMPSWAP_PHASE_SHOW:
      return g_strdup_printf (_("%s is placing stamps…"), who);
    default:
      return g_strdup ("");
    }
}

static void
update_accessible (PhlStampswapView *self,
                   const char       *status)
{
  const PhlStampswapState *st = self->st;
  g_autoptr(GString) label = g_string_new (NULL);
  Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
  guint n = focus_targets (self, targets);

  /* Translators: "Day 2, Swap Phase. " */
  g_string_append_printf (label, _("Day %u, %s. "), st->round + 1, phase_title (st->phase));
  g_string_append (label, status);
  for (guint s = 0; s < st->n_players; s++)
    g_string_append_printf (label, ngettext (" %s: %d point.", " %s: %d points.", phl_stampswap_state_total (st, s)),
                            seat_name (self, s), phl_stampswap_state_total (st, s));
  if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && selected_tile (self) != NULL && self->ghost_on)
    {
      gboolean fits = phl_stampswap_album_fits (&player (self, self->viewer)->album, selected_tile (self),
                                                self->ghost_x, self->ghost_y);

      /* Translators: where the stamp being placed would go; columns and rows count from 1 */
      g_string_append_printf (label, fits ? _(" The stamp is at column %d, row %d: it fits there.")
                                          : _(" The stamp is at column %d, row %d: it does not fit there."),
                              self->ghost_x + 1, self->ghost_y + 1);
    }
  else if (n > 0)
    {
      g_autofree char *d = describe_hit (self, targets[CLAMP (self->focus, 0, (int) n - 1)]);

      if (d != NULL)
        g_string_append_printf (label, " %s", d);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas), GTK_ACCESSIBLE_PROPERTY_LABEL, label->str, -1);
}

static char *describe_last (PhlStampswapView        *self,
                            const PhlStampswapState *before,
                            const char              *action);

/* What the last action did, for the seat at the screen now. */
static char *
last_text (PhlStampswapView *self)
{
  g_autofree char *text = NULL;
  g_autoptr(GString) day = NULL;
  guint round;

  if (self->last_before == NULL || self->last_action == NULL)
    return NULL;
  text = describe_last (self, self->last_before, self->last_action);
  if (text == NULL || !self->day_scored)
    return g_steal_pointer (&text);

  /* A day was scored: everybody's points for it. */
  round = self->last_before->round;
  day = g_string_new (NULL);
  g_string_append_printf (day, _("Day %u scored:"), round + 1);
  for (guint s = 0; s < self->st->n_players; s++)
    {
      int sum = 0;

      for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
        sum += self->st->players[s].round_points[round][k];
      g_string_append_printf (day, " %s %+d%s", seat_name (self, s), sum, s + 1 < self->st->n_players ? "," : ".");
    }
  g_string_append_printf (day, " %s", _("Scores explains every point."));
  return g_string_free (g_steal_pointer (&day), FALSE);
}

static void
update_all (PhlStampswapView *self)
{
  g_autofree char *status = status_text (self);
  g_autofree char *last = last_text (self);
  gboolean mine = my_turn (self);
  char phase[96];

  if (self->st->phase == PHL_STAMPSWAP_PHASE_OVER)
    g_strlcpy (phase, _("Final Show"), sizeof phase);
  else
    /* Translators: "Day 2 · Swap Phase" */
    g_snprintf (phase, sizeof phase, _("Day %u · %s"), self->st->round + 1, phase_title (self->st->phase));
  if (last != NULL)
    {
      g_autofree char *t = g_strdup_printf ("%s — %s", phase, last);
      gtk_label_set_text (GTK_LABEL (self->detail_label), t);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->detail_label), phase);

  if (self->message != NULL)
    gtk_label_set_text (GTK_LABEL (self->status_label), self->message);
  else if (self->hint_reason != NULL && mine)
    {
      g_autofree char *t = g_strdup_printf (_("Hint: %s"), self->hint_reason);
      gtk_label_set_text (GTK_LABEL (self->status_label), t);
    }
  else if (self->hint_running)
    gtk_label_set_text (GTK_LABEL (self->status_label), _("Thinking about a hint…"));
  else
    gtk_label_set_text (GTK_LABEL (self->status_label), status);

  gtk_widget_set_visible (self->confirm_button, cutting (self));
  if (cutting (self))
    {
      g_autofree char *why = NULL;
      g_autofree char *action = cut_action (self, &why);

      gtk_widget_set_sensitive (self->confirm_button, action != NULL);
    }
  gtk_widget_set_sensitive (self->hint_button, mine && !self->hint_running);
  update_accessible (self, status);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------- State changes */

static void
show_privacy (PhlStampswapView *self,
              int               seat)
{
  g_autofree char *title = g_strdup_printf (_("Pass to %s"), seat_name (self, seat));
  g_autofree char *button = g_strdup_printf (_("Show %s’s Mat"), seat_name (self, seat));

  adw_status_page_set_title (ADW_STATUS_PAGE (self->privacy_page), title);
  gtk_button_set_label (GTK_BUTTON (self->privacy_button), button);
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->privacy_page);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (self->privacy_button);
}

static void
on_privacy_done (PhlStampswapView *self)
{
  phl_hotseat_handed_over (self->hotseat);
  if (at_screen (self) >= 0)
    self->viewer = at_screen (self);
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->canvas);
  gtk_widget_grab_focus (self->canvas);
  update_all (self);
}

#define FLASH_US (250 * 1000)

static gboolean
flash_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  PhlStampswapView *self = user_data;

  gtk_widget_queue_draw (self->canvas);
  if (gdk_frame_clock_get_frame_time (clock) - self->flash_start >= FLASH_US)
    {
      self->flash_kind = HIT_NONE;
      self->flash_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_flash (PhlStampswapView *self)
{
  guint n = phl_match_get_n_actions (self->match);
  const char *action;
  gboolean animations = TRUE;
  guint a, b;

  self->flash_kind = HIT_NONE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations || self->last_action == NULL || n == 0)
    return;
  action = phl_match_get_action (self->match, n - 1);
  if (sscanf (action, "take %u", &a) == 1 && self->st->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    self->flash_kind = HIT_POOL, self->flash_index = a - 1;
  else if (sscanf (action, "choose %u/%u", &a, &b) == 2 && (int) a - 1 != self->viewer)
    self->flash_kind = HIT_OPPONENT, self->flash_index = a - 1;
  else if (g_str_has_prefix (action, "place "))
    self->flash_kind = HIT_ALBUM, self->flash_index = 0;
  else if (g_str_has_prefix (action, "contest "))
    {
      for (guint i = 0; i < self->st->n_board; i++)
        if (g_str_equal (phl_stampswap_state_card (self->st, self->st->board[i])->id, action + 8))
          self->flash_kind = HIT_CONTEST, self->flash_index = i;
    }
  if (self->flash_kind == HIT_NONE)
    return;
  self->flash_start = g_get_monotonic_time ();
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (self->canvas);

    if (clock != NULL)
      self->flash_start = gdk_frame_clock_get_frame_time (clock);
  }
  if (self->flash_tick == 0)
    self->flash_tick = gtk_widget_add_tick_callback (self->canvas, flash_tick, self, NULL);
}

static void
paint_flash (PhlStampswapView *self,
             cairo_t          *cr)
{
  const Layout *L = &self->lay;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (self->canvas);
  double t, alpha;
  Rect r = { 0 };

  if (self->flash_kind == HIT_NONE || clock == NULL)
    return;
  t = (gdk_frame_clock_get_frame_time (clock) - self->flash_start) / (double) FLASH_US;
  if (t < 0 || t >= 1)
    return;
  alpha = 1 - t;
  switch (self->flash_kind)
    {
    case HIT_POOL:
      r = L->pool[self->flash_index];
      break;
    case HIT_OPPONENT:
      if (self->flash_index >= 0 && (guint) self->flash_index < n_parts (self))
        r = L->opp[self->flash_index];
      break;
    case HIT_CONTEST:
      r = L->contests[self->flash_index];
      break;
    case HIT_ALBUM:
      {
        /* The newest stamp of whoever placed it. */
        int seat = self->flash_seat;

        if (seat < 0 || (guint) seat >= n_parts (self) || player (self, seat)->album.n_stamps == 0)
          return;
        if (seat == self->viewer)
          {
            const PhlStampswapAlbum *album = &player (self, seat)->album;
            const PhlStampswapStamp *st = &album->stamps[album->n_stamps - 1];

            r = (Rect) { L->album.x + st->x * L->cell, L->album.y + st->y * L->cell, st->w * L->cell, st->h * L->cell };
          }
        else
          r = L->opp[seat];
      }
      break;
    default:
      return;
    }
  if (r.w <= 0)
    return;
  cairo_save (cr);
  phl_paint_rounded_rect (cr, r.x - 3 - 6 * t, r.y - 3 - 6 * t, r.w + 6 + 12 * t, r.h + 6 + 12 * t, 8);
  cairo_set_source_rgba (cr, 0.98, 0.72, 0.10, alpha);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A sentence about the action that just happened, from the states before and after. */
static char *
describe_last (PhlStampswapView        *self,
               const PhlStampswapState *before,
               const char              *action)
{
  const PhlStampswapState *st = self->st;
  guint seat = before->current;
  const char *who = seat_name (self, seat);
  guint a, b;

  if (sscanf (action, "take %u", &a) == 1 && a >= 1 && a <= before->n_pool)
    {
      guint16 item = before->pool[a - 1];
      g_autofree char *what = NULL;

      if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
        {
          const PhlStampswapCard *card = phl_stampswap_state_card (st, item - PHL_STAMPSWAP_ITEM_CARD);

          /* Translators: a card kind and its name, e.g. "Specialist Restorer" */
          what = g_strdup_printf (_("%s %s"), phl_stampswap_card_painter_kind_label (card, NULL), card->name);
        }
      else
        what = describe_item (self, item);

      /* Translators: "Anna took a blue space small square, value 3" */
      return g_strdup_printf (_("%s took %s."), who, what);
    }
  if (g_str_has_prefix (action, "cut "))
    return g_strdup_printf (_("%s made two piles."), who);
  if (sscanf (action, "choose %u/%u", &a, &b) == 2)
    /* Translators: "Anna took pile 2 of Bob." */
    return g_strdup_printf (_("%s took pile %u of %s."), who, b, seat_name (self, a - 1));
  if (g_str_has_prefix (action, "place "))
    return g_strdup_printf (_("%s placed a stamp."), who);
  if (g_str_has_prefix (action, "discard "))
    {
      int points = st->players[seat].round_points[before->round][PHL_STAMPSWAP_SRC_DISCARDS]
                   - before->players[seat].round_points[before->round][PHL_STAMPSWAP_SRC_DISCARDS];

      /* Translators: a discarded stamp's value is scored at once */
      return g_strdup_printf (_("%s discarded a stamp that fit nowhere (%+d points)."), who, points);
    }
  if (g_str_has_prefix (action, "contest "))
    {
      int id = phl_stampswap_deck_find (st->deck, action + 8);
      int total = 0;

      for (guint k = 0; k < PHL_STAMPSWAP_N_ROUND_SOURCES; k++)
        total += st->players[seat].round_points[before->round][k] - before->players[seat].round_points[before->round][k];
      /* Translators: "Bob entered Green Room and scored 12 points this Show." */
      return g_strdup_printf (ngettext ("%s entered %s and scored %d point this Show.",
                                        "%s entered %s and scored %d points this Show.", total),
                              who, id >= 0 ? phl_stampswap_state_card (st, id)->name : action + 8, total);
    }
  return NULL;
}

static void
on_match_changed (PhlStampswapView *self)
{
  int cur;
  g_autofree char *key = NULL;

  self->st = phl_match_get_state (self->match);
  self->serial++;
  self->flash_seat = self->prev != NULL ? self->prev->current : -1;
  /* Who chose in which order this Swap (an undo starts the count afresh). */
  if (self->st->phase != PHL_STAMPSWAP_PHASE_CHOOSE && self->st->phase != PHL_STAMPSWAP_PHASE_SHOW)
    {
      memset (self->chose_place, 0, sizeof self->chose_place);
      self->n_chose = 0;
    }
  else if (self->prev != NULL && phl_match_get_n_actions (self->match) == self->prev_n_actions + 1
           && g_str_has_prefix (phl_match_get_action (self->match, self->prev_n_actions), "choose ")
           && self->prev->current < PARTS && self->chose_place[self->prev->current] == 0)
    self->chose_place[self->prev->current] = ++self->n_chose;
  else if (self->prev != NULL && phl_match_get_n_actions (self->match) < self->prev_n_actions)
    {
      memset (self->chose_place, 0, sizeof self->chose_place);
      self->n_chose = 0;
    }
  g_clear_pointer (&self->last_before, phl_stampswap_state_free);
  g_clear_pointer (&self->last_action, g_free);
  self->day_scored = FALSE;
  if (self->prev != NULL && phl_match_get_n_actions (self->match) == self->prev_n_actions + 1)
    {
      self->last_action = g_strdup (phl_match_get_action (self->match, self->prev_n_actions));
      self->day_scored = self->prev->round != self->st->round
                         || (self->st->phase == PHL_STAMPSWAP_PHASE_OVER && self->prev->phase != PHL_STAMPSWAP_PHASE_OVER);
      self->last_before = g_steal_pointer (&self->prev);
    }
  g_clear_pointer (&self->prev, phl_stampswap_state_free);
  self->prev = phl_stampswap_state_copy (self->st);
  self->prev_n_actions = phl_match_get_n_actions (self->match);
  cur = phl_stampswap_game_current (self->st);
  g_clear_pointer (&self->hint_action, g_free);
  g_clear_pointer (&self->hint_reason, g_free);
  g_clear_pointer (&self->message, g_free);
  self->hint_running = FALSE;
  self->sel_pending = -1;
  self->ghost_on = FALSE;
  self->pressed = FALSE;
  self->focus = 0;

  /* A fresh cut for this seat starts from an empty assignment. */
  key = g_strdup_printf ("%u/%u/%d", self->st->round, self->st->phase, cur);
  if (g_strcmp0 (key, self->cut_key) != 0)
    {
      g_free (self->cut_key);
      self->cut_key = g_steal_pointer (&key);
      reset_cut (self);
    }

  /* Whose view: the seat at the screen (PhlHotseat).  Between people, a
   * hand-over page first when the next one's hidden stamps would show. */
  if (phl_hotseat_get_handover (self->hotseat) >= 0)
    {
      show_privacy (self, phl_hotseat_get_handover (self->hotseat));
      update_all (self);
      return;
    }
  if (at_screen (self) >= 0)
    self->viewer = at_screen (self);
  if (gtk_stack_get_visible_child (GTK_STACK (self->stack)) != self->canvas)
    gtk_stack_set_visible_child (GTK_STACK (self->stack), self->canvas);
  start_flash (self);

  if (self->st->phase == PHL_STAMPSWAP_PHASE_OVER && !self->was_over)
    {
      self->was_over = TRUE;
      self->show_scores = TRUE;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->scores_button), TRUE);
    }
  else if (self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    self->was_over = FALSE;
  update_all (self);
}

/* ------------------------------------------------------------- Input */

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PhlStampswapView         *self)
{
  Hit old = self->hover;

  self->px = x, self->py = y;
  self->pointer_in = TRUE;
  if (self->pressed)
    return;
  ensure_layout (self);
  self->hover = hit_test (self, x, y);
  /* A selected stamp follows the pointer over the album. */
  if (self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && my_turn (self) && selected_tile (self) != NULL
      && !self->keyboard_ghost)
    ghost_from_pointer (self, selected_tile (self), x, y);
  if (self->hover.kind == HIT_OPPONENT && self->hover.sub == 0 && self->expanded_opp != self->hover.index)
    self->expanded_opp = self->hover.index;
  else if (self->hover.kind != HIT_OPPONENT && self->expanded_opp >= 0
           && !self->pinned)
    self->expanded_opp = -1;
  if (old.kind != self->hover.kind || old.index != self->hover.index || old.sub != self->hover.sub
      || self->hover.kind != HIT_NONE || selected_tile (self) != NULL)
    gtk_widget_queue_draw (self->canvas);
}

static void
on_leave (GtkEventControllerMotion *controller,
          PhlStampswapView         *self)
{
  self->pointer_in = FALSE;
  self->hover = (Hit) { HIT_NONE, -1, -1 };
  if (!self->pinned)
    self->expanded_opp = -1;
  gtk_widget_queue_draw (self->canvas);
}

static void
on_drag_begin (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               PhlStampswapView *self)
{
  gtk_widget_grab_focus (self->canvas);
  ensure_layout (self);
  self->pressed = TRUE;
  self->drag_moved = FALSE;
  self->press_x = x, self->press_y = y;
  self->px = x, self->py = y;
  self->press_hit = hit_test (self, x, y);
  self->keyboard_ghost = FALSE;
}

static void
on_drag_update (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                PhlStampswapView *self)
{
  self->px = self->press_x + dx, self->py = self->press_y + dy;
  if (!self->drag_moved && hypot (dx, dy) > 6)
    self->drag_moved = TRUE;
  if (self->drag_moved && self->press_hit.kind == HIT_PENDING && my_turn (self))
    {
      const PhlStampswapPlayer *p = player (self, self->viewer);

      if (p->pending[self->press_hit.index] != EMPTY)
        ghost_from_pointer (self, phl_stampswap_item_tile (p->pending[self->press_hit.index]), self->px, self->py);
    }
  gtk_widget_queue_draw (self->canvas);
}

static void
click (PhlStampswapView *self,
       Hit               hit)
{
  const PhlStampswapState *st = self->st;
  gboolean mine = my_turn (self);
  g_autofree char *action = NULL;

  if (self->show_scores)
    {
      if (st->phase != PHL_STAMPSWAP_PHASE_OVER)
        {
          self->show_scores = FALSE;
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->scores_button), FALSE);
        }
      return;
    }
  switch (hit.kind)
    {
    case HIT_OPPONENT:
      {
        gboolean pinned = self->pinned;

        if (hit.sub == 1 || (pinned && self->expanded_opp == hit.index))
          {
            self->pinned = FALSE;
            self->expanded_opp = -1;
          }
        else
          {
            self->pinned = TRUE;
            self->expanded_opp = hit.index;
          }
        gtk_widget_queue_draw (self->canvas);
      }
      return;
    default:
      if (self->pinned)
        {
          self->pinned = FALSE;
          self->expanded_opp = -1;
          gtk_widget_queue_draw (self->canvas);
        }
      break;
    }
  if (!mine)
    return;
  switch (hit.kind)
    {
    case HIT_POOL:
      action = g_strdup_printf ("take %d", hit.index + 1);
      submit (self, action);
      break;
    case HIT_CUT_ITEM:
      self->cut_sel = self->cut_sel == hit.index ? -1 : hit.index;
      update_all (self);
      break;
    case HIT_ZONE:
      if (self->cut_sel >= 0)
        assign_item (self, self->cut_sel, hit.index);
      break;
    case HIT_PILE:
      if (pile_available (self, hit.index))
        {
          action = g_strdup_printf ("choose %d/%d", hit.index + 1, hit.sub + 1);
          submit (self, action);
        }
      break;
    case HIT_PENDING:
      activate_pending (self, hit.index);
      break;
    case HIT_ALBUM:
      if (selected_tile (self) != NULL)
        {
          ghost_from_pointer (self, selected_tile (self), self->px, self->py);
          place_selected (self);
        }
      break;
    case HIT_CONTEST:
    case HIT_CHOICE:
      if (contest_available (self, hit.index))
        {
          action = g_strdup_printf ("contest %s", phl_stampswap_state_card (st, st->board[hit.index])->id);
          submit (self, action);
        }
      else if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && hit.index < PHL_STAMPSWAP_N_ROUND_CONTESTS)
        {
          if (pending_left (self))
            set_message (self, _("Place or discard all your new stamps before entering a contest"));
          else if (player (self, self->viewer)->tickets & (1u << hit.index))
            set_message (self, _("You have already entered this contest"));
        }
      break;
    default:
      break;
    }
}

static void
on_drag_end (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             PhlStampswapView *self)
{
  Hit start = self->press_hit;
  gboolean moved = self->drag_moved;
  Hit drop;

  self->px = self->press_x + dx, self->py = self->press_y + dy;
  self->pressed = FALSE;
  self->drag_moved = FALSE;
  ensure_layout (self);
  if (!moved)
    {
      click (self, start);
      gtk_widget_queue_draw (self->canvas);
      return;
    }
  if (!my_turn (self))
    {
      gtk_widget_queue_draw (self->canvas);
      return;
    }
  drop = hit_test (self, self->px, self->py);
  if (start.kind == HIT_CUT_ITEM && cutting (self))
    {
      guint zone = ZONE_NONE;

      if (drop.kind == HIT_ZONE)
        zone = drop.index;
      else if (drop.kind == HIT_CUT_ITEM)
        zone = self->assign[drop.index];
      else
        {
          gtk_widget_queue_draw (self->canvas);
          return;
        }
      assign_item (self, start.index, zone);
    }
  else if (start.kind == HIT_PENDING && self->st->phase == PHL_STAMPSWAP_PHASE_SHOW)
    {
      const PhlStampswapPlayer *p = player (self, self->viewer);
      const PhlStampswapTile *tile;

      if (p->pending[start.index] == EMPTY)
        return;
      tile = phl_stampswap_item_tile (p->pending[start.index]);
      ghost_from_pointer (self, tile, self->px, self->py);
      if (self->ghost_on)
        {
          self->sel_pending = start.index;
          if (phl_stampswap_album_fits (&p->album, tile, self->ghost_x, self->ghost_y))
            place_selected (self);
          else
            {
              self->sel_pending = -1;
              self->ghost_on = FALSE;
              set_message (self, _("The stamp does not fit there: it would overlap a stamp or the album’s edge"));
            }
        }
    }
  gtk_widget_queue_draw (self->canvas);
}

static void
move_ghost (PhlStampswapView *self,
            int               dx,
            int               dy)
{
  const PhlStampswapTile *tile = selected_tile (self);

  if (tile == NULL)
    return;
  self->ghost_x = CLAMP (self->ghost_x + dx, 0, ALBUM - tile->w);
  self->ghost_y = CLAMP (self->ghost_y + dy, 0, ALBUM - tile->h);
  self->ghost_on = TRUE;
  self->keyboard_ghost = TRUE;
  update_all (self);
}

static gboolean
on_key (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        PhlStampswapView      *self)
{
  Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
  guint n = focus_targets (self, targets);
  gboolean ghosting = self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && selected_tile (self) != NULL;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      if (self->show_scores && self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->scores_button), FALSE);
      self->sel_pending = -1;
      self->ghost_on = FALSE;
      self->cut_sel = -1;
      update_all (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_h || keyval == GDK_KEY_H)
    {
      on_hint (self);
      return TRUE;
    }
  if (ghosting)
    switch (keyval)
      {
      case GDK_KEY_Left: move_ghost (self, -1, 0); return TRUE;
      case GDK_KEY_Right: move_ghost (self, 1, 0); return TRUE;
      case GDK_KEY_Up: move_ghost (self, 0, -1); return TRUE;
      case GDK_KEY_Down: move_ghost (self, 0, 1); return TRUE;
      case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
        place_selected (self);
        return TRUE;
      default:
        break;
      }
  if (n == 0)
    return FALSE;
  self->focus = CLAMP (self->focus, 0, (int) n - 1);
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_Up:
      self->focus = (self->focus + n - 1) % n;
      break;
    case GDK_KEY_Right: case GDK_KEY_Down:
      self->focus = (self->focus + 1) % n;
      break;
    case GDK_KEY_r: case GDK_KEY_R:
      if (targets[self->focus].kind == HIT_CUT_ITEM)
        assign_item (self, targets[self->focus].index, ZONE_RESERVE);
      break;
    case GDK_KEY_1: case GDK_KEY_KP_1:
      if (targets[self->focus].kind == HIT_CUT_ITEM)
        assign_item (self, targets[self->focus].index, ZONE_PILE1);
      break;
    case GDK_KEY_2: case GDK_KEY_KP_2:
      if (targets[self->focus].kind == HIT_CUT_ITEM)
        assign_item (self, targets[self->focus].index, ZONE_PILE2);
      break;
    case GDK_KEY_0: case GDK_KEY_BackSpace:
      if (targets[self->focus].kind == HIT_CUT_ITEM)
        assign_item (self, targets[self->focus].index, ZONE_NONE);
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (targets[self->focus].kind == HIT_CUT_ITEM)
        confirm_cut (self);
      else if (targets[self->focus].kind == HIT_PENDING)
        {
          const PhlStampswapPlayer *p = player (self, self->viewer);
          int idx = targets[self->focus].index;
          guint8 cells[ALBUM * ALBUM];

          if (phl_stampswap_album_placements (&p->album, phl_stampswap_item_tile (p->pending[idx]), cells) == 0)
            activate_pending (self, idx);
          else
            {
              self->sel_pending = idx;
              self->ghost_x = cells[0] % ALBUM, self->ghost_y = cells[0] / ALBUM;
              self->ghost_on = TRUE;
              self->keyboard_ghost = TRUE;
            }
        }
      else
        click (self, targets[self->focus]);
      break;
    default:
      return FALSE;
    }
  update_all (self);
  return TRUE;
}

/* ------------------------------------------------------------- Buttons */

static void
on_rules (PhlStampswapView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (phl_stampswap_rules_summary_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
}

static void
on_scores_toggled (PhlStampswapView *self)
{
  self->show_scores = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->scores_button));
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------- GObject */

static void
phl_stampswap_view_dispose (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);
  GtkWidget *child;

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->hotseat);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->dispose (object);
}

static void
phl_stampswap_view_finalize (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);

  g_free (self->hint_action);
  g_free (self->hint_reason);
  g_free (self->cut_key);
  g_free (self->message);
  g_free (self->last_action);
  g_clear_pointer (&self->last_before, phl_stampswap_state_free);
  g_clear_pointer (&self->prev, phl_stampswap_state_free);
  g_clear_pointer (&self->known_copy, phl_stampswap_state_free);
  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->finalize (object);
}

static gboolean
grab_focus_idle (gpointer data)
{
  PhlStampswapView *self = data;

  if (gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->privacy_page)
    gtk_widget_grab_focus (self->privacy_button);
  else
    gtk_widget_grab_focus (self->canvas);
  return G_SOURCE_REMOVE;
}

/* Keys go to the table (or the privacy button) from the start, not to the
 * header bar's buttons. */
static void
phl_stampswap_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (phl_stampswap_view_parent_class)->map (widget);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, grab_focus_idle, g_object_ref (widget), g_object_unref);
}

static void
phl_stampswap_view_class_init (PhlStampswapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stampswap_view_dispose;
  object_class->finalize = phl_stampswap_view_finalize;
  widget_class->map = phl_stampswap_view_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stampswap-view");
}

static GtkWidget *
toolbar_button (const char *label,
                const char *icon,
                const char *tooltip)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static void
phl_stampswap_view_init (PhlStampswapView *self)
{
  GtkWidget *labels, *box;
  GtkEventController *motion, *key;
  GtkGesture *drag;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->viewer = 0;
  self->known_viewer = -1;
  self->sel_pending = -1;
  self->cut_sel = -1;
  self->expanded_opp = -1;

  /* The toolbar: phase and status on the left, buttons on the right. */
  self->toolbar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (self->toolbar, "toolbar");
  gtk_widget_set_parent (self->toolbar, GTK_WIDGET (self));
  labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_margin_start (labels, 6);
  self->detail_label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (self->detail_label), 0);
  gtk_widget_add_css_class (self->detail_label, "caption-heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->detail_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->detail_label, "dim-label");
  self->status_label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->status_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->status_label, "heading");
  gtk_box_append (GTK_BOX (labels), self->detail_label);
  gtk_box_append (GTK_BOX (labels), self->status_label);
  gtk_box_append (GTK_BOX (self->toolbar), labels);

  self->confirm_button = gtk_button_new_with_mnemonic (_("_Confirm Piles"));
  gtk_widget_add_css_class (self->confirm_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->confirm_button, _("Make these piles (Enter)"));
  g_signal_connect_swapped (self->confirm_button, "clicked", G_CALLBACK (confirm_cut), self);
  gtk_box_append (GTK_BOX (self->toolbar), self->confirm_button);

  self->hint_button = toolbar_button (_("_Hint"), "dialog-information-symbolic",
                                      _("Show what the hard computer player would do, also with the H key (marks the game as assisted)"));
  g_signal_connect_swapped (self->hint_button, "clicked", G_CALLBACK (on_hint), self);
  gtk_box_append (GTK_BOX (self->toolbar), self->hint_button);

  self->scores_button = gtk_toggle_button_new ();
  {
    GtkWidget *content = adw_button_content_new ();

    adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Scores"));
    adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "view-list-symbolic");
    adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
    gtk_button_set_child (GTK_BUTTON (self->scores_button), content);
  }
  gtk_widget_set_tooltip_text (self->scores_button, _("Every point explained, per day and source"));
  g_signal_connect_swapped (self->scores_button, "toggled", G_CALLBACK (on_scores_toggled), self);
  gtk_box_append (GTK_BOX (self->toolbar), self->scores_button);

  {
    GtkWidget *rules = toolbar_button (_("_Rules"), "help-about-symbolic", _("A summary of the rules"));

    g_signal_connect_swapped (rules, "clicked", G_CALLBACK (on_rules), self);
    gtk_box_append (GTK_BOX (self->toolbar), rules);
  }
  gtk_widget_set_margin_top (self->toolbar, 4);
  gtk_widget_set_margin_bottom (self->toolbar, 4);
  gtk_widget_set_margin_end (self->toolbar, 6);

  /* The canvas and the privacy screen. */
  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_set_transition_duration (GTK_STACK (self->stack), 200);
  gtk_widget_set_vexpand (self->stack, TRUE);
  gtk_widget_set_hexpand (self->stack, TRUE);
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  self->canvas = g_object_new (GTK_TYPE_DRAWING_AREA,
                               "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                               "focusable", TRUE,
                               "hexpand", TRUE, "vexpand", TRUE, NULL);
  gtk_widget_set_size_request (self->canvas, 900, 480);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->canvas), draw_canvas, self, NULL);
  gtk_stack_add_child (GTK_STACK (self->stack), self->canvas);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (self->canvas, motion);
  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drag));
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (self->canvas, key);

  self->privacy_page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->privacy_page), "system-users-symbolic");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->privacy_page),
                                   _("The next player’s face-down stamps would show. Everybody else, please look away."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  self->privacy_button = gtk_button_new_with_label ("");
  gtk_widget_add_css_class (self->privacy_button, "pill");
  gtk_widget_add_css_class (self->privacy_button, "suggested-action");
  g_signal_connect_swapped (self->privacy_button, "clicked", G_CALLBACK (on_privacy_done), self);
  gtk_box_append (GTK_BOX (box), self->privacy_button);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->privacy_page), box);
  gtk_stack_add_child (GTK_STACK (self->stack), self->privacy_page);
}

GtkWidget *
phl_stampswap_view_new (PhlMatch *match)
{
  PhlStampswapView *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_STAMPSWAP_VIEW, NULL);
  self->match = g_object_ref (match);
  self->st = phl_match_get_state (match);
  self->hotseat = phl_hotseat_new (match);
  g_object_set_data (G_OBJECT (self), PHL_HOTSEAT_KEY, self->hotseat);
  for (guint s = self->st->n_players; s > 0; s--)
    if (phl_match_get_seat (match, s - 1)->kind == PHL_SEAT_HUMAN)
      self->viewer = s - 1;
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  on_match_changed (self);
  return GTK_WIDGET (self);
}
