/* phl-stampswap-paint-phases.c — the work area of each phase, and the frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Collect: the pool and your Daily Collection.  Choose: everybody's piles.
 * Show: the stamps to place and the contests with what they score now.
 * (The Cut is phl-stampswap-cut.c.)  phl_stampswap_draw_canvas() paints a
 * frame: table, board, album, the phase, opponents, the stamp or item
 * being dragged, pop-ups, the score table and the keyboard focus ring.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-layer-cache.h"
#include "phl-number.h"
#include "phl-paint.h"
#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-paint.h"
#include "phl-stampswap-view-private.h"

static void
paint_collect (PhlStampswapView *self,
               cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  gboolean mine = phl_stampswap_view_my_turn (self);

  phl_stampswap_work_title (self, cr, mine ? _("The pool: take one item") : _("The pool"));
  for (guint i = 0; i < st->n_pool; i++)
    {
      gboolean hover = self->hover.kind == PHL_STAMPSWAP_HIT_POOL && self->hover.index == (int) i;
      PhlStampswapAction action = { .kind = PHL_STAMPSWAP_ACTION_TAKE, .index = i };

      phl_stampswap_paint_slot (cr, L->pool[i], hover && mine);
      if (st->pool[i] == EMPTY)
        continue;
      phl_stampswap_paint_item (self, cr, st->pool[i], phl_stampswap_rect_inset (L->pool[i], 2));
      if (hover && mine)
        phl_stampswap_draw_outline (cr, L->pool[i], 0.15, 0.45, 0.85, 2.5);
      if (phl_stampswap_view_hint_is (self, &action))
        phl_stampswap_draw_hint (cr, L->pool[i]);
    }

  phl_stampswap_draw_ink (cr, 0.8);
  phl_stampswap_draw_text (cr, self->canvas, _("Your Daily Collection"),
                           (Rect) { L->coll_area.x, L->coll_area.y, L->coll_area.w, L->font + 5 }, L->font,
                           PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE);
  for (guint i = 0; i < PHL_STAMPSWAP_ITEMS; i++)
    {
      char n[4];

      phl_stampswap_paint_slot (cr, L->coll[i], FALSE);
      phl_stampswap_draw_ink (cr, 0.25);
      g_snprintf (n, sizeof n, "%u", i + 1);
      phl_stampswap_draw_text (cr, self->canvas, n, L->coll[i], 18, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE
                                                                     | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
      if (self->viewer >= 0 && i < phl_stampswap_view_player (self, self->viewer)->n_collection)
        phl_stampswap_paint_item (self, cr, phl_stampswap_view_player (self, self->viewer)->collection[i],
                                  phl_stampswap_rect_inset (L->coll[i], 2));
    }
}

static void
paint_pile_items (PhlStampswapView *self,
                  cairo_t          *cr,
                  const guint16    *items,
                  guint             n,
                  Rect              r)
{
  Rect boxes[HELD];

  phl_stampswap_layout_grid (phl_stampswap_rect_inset (r, 4), MAX (n, 1u), 80, 4, boxes);
  for (guint i = 0; i < n; i++)
    phl_stampswap_paint_item (self, cr, items[i], boxes[i]);
}

static void
paint_choose_row (PhlStampswapView *self,
                  cairo_t          *cr,
                  guint             s,
                  gboolean          mine)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, s);
  Rect row = L->pile_row[s];
  PhlRgb c = phl_stampswap_seat_rgb (s);
  double name_w = L->pile[s][0].x - row.x - 8, size = L->font - 1;
  /* Two lines for a pile's label: its worth is never cut short. */
  double label = row.h >= 90 ? floor (size * 2.5) + 4 : size + 6;
  g_autofree char *order = NULL;
  const char *state_text;

  cairo_rectangle (cr, row.x, row.y + 4, 4, row.h - 8);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  phl_stampswap_draw_ink (cr, 1);
  phl_stampswap_draw_text (cr, self->canvas, (int) s == self->viewer ? _("You") : phl_stampswap_view_seat_name (self, s),
                           (Rect) { row.x + 10, row.y + 2, name_w - 10, size * 1.4 }, size + 1,
                           PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE);
  if (phl_stampswap_game_current (self->st) == (int) s)
    state_text = _("choosing now");
  else if (p->chose && self->chose_place[s] > 0)
    /* Translators: the order of choices in this Swap, "chose as no. 2" */
    state_text = order = g_strdup_printf (_("chose as no. %u"), self->chose_place[s]);
  else if (p->chose)
    state_text = _("has chosen");
  else
    state_text = _("waits");
  phl_stampswap_draw_ink (cr, 0.75);
  phl_stampswap_draw_text (cr, self->canvas, state_text, (Rect) { row.x + 10, row.y + size * 1.5, name_w - 10, size * 1.4 },
                           size - 1, PHL_STAMPSWAP_TEXT_LINE);
  if (p->n_reserve > 0 && row.h > size * 3 + 30)
    {
      double s_item = MIN (32, row.h - size * 4.5);

      phl_stampswap_draw_ink (cr, 0.65);
      phl_stampswap_draw_text (cr, self->canvas, _("reserve:"), (Rect) { row.x + 10, row.y + size * 3, name_w - 10, size * 1.4 },
                               size - 2, PHL_STAMPSWAP_TEXT_LINE);
      for (guint i = 0; i < p->n_reserve && i < 3 && s_item > 12; i++)
        phl_stampswap_paint_item (self, cr, p->reserve[i],
                                  (Rect) { row.x + 10 + i * (s_item + 2), row.y + size * 4.5, s_item, s_item });
    }

  if (p->piles_state == PHL_STAMPSWAP_PILES_UP)
    for (guint k = 0; k < 2; k++)
      {
        Rect r = L->pile[s][k];
        gboolean can = mine && phl_stampswap_view_pile_available (self, s);
        gboolean hover = self->hover.kind == PHL_STAMPSWAP_HIT_PILE && self->hover.index == (int) s
                         && self->hover.sub == (int) k;
        PhlStampswapAction action = { .kind = PHL_STAMPSWAP_ACTION_CHOOSE, .seat = s, .pile = k };
        g_autofree char *text = NULL;

        phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
        cairo_set_source_rgba (cr, c.red, c.green, c.blue, hover && can ? 0.28 : 0.12);
        cairo_fill (cr);
        if (can)
          phl_stampswap_draw_outline (cr, r, c.red, c.green, c.blue, hover ? 3 : 1.5);
        if (phl_stampswap_view_hint_is (self, &action))
          phl_stampswap_draw_hint (cr, r);
        paint_pile_items (self, cr, p->piles[k], p->n_pile[k], (Rect) { r.x, r.y + label, r.w, r.h - label });
        if (can)
          {
            g_autofree char *worth = phl_number_format_decimal (phl_stampswap_view_pile_worth (self, s, k), 1);

            /* Translators: a pile and what the computer thinks it is worth to you ("11.5", in the app's language) */
            text = g_strdup_printf (_("Pile %u · worth about %s to you"), k + 1, worth);
          }
        else
          text = g_strdup_printf (_("Pile %u"), k + 1);
        phl_stampswap_draw_ink (cr, 0.85);
        phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { r.x + 6, r.y + 1, r.w - 12, label - 2 }, size - 1,
                                 PHL_STAMPSWAP_TEXT_BOLD);
      }
  else if (p->n_below > 0)
    {
      Rect r = { L->pile[s][0].x, row.y, L->pile[s][1].x + L->pile[s][1].w - L->pile[s][0].x, row.h };

      phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
      cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 0.08);
      cairo_fill (cr);
      phl_stampswap_draw_ink (cr, 0.65);
      phl_stampswap_draw_text (cr, self->canvas, _("below the mat"), (Rect) { r.x + 6, r.y + 1, r.w - 12, label - 2 },
                               size - 1, PHL_STAMPSWAP_TEXT_LINE);
      paint_pile_items (self, cr, p->below, p->n_below, (Rect) { r.x, r.y + label, r.w, r.h - label });
    }
}

static void
paint_choose (PhlStampswapView *self,
              cairo_t          *cr)
{
  gboolean mine = phl_stampswap_view_my_turn (self);

  phl_stampswap_work_title (self, cr, mine ? _("Choose: take a pile of an opponent whose two piles are still up; its owner chooses next")
                                           : _("Choose: players take piles in turn"));
  for (guint s = 0; s < phl_stampswap_view_n_parts (self); s++)
    paint_choose_row (self, cr, s, mine);
}

static void
paint_choice (PhlStampswapView *self,
              cairo_t          *cr,
              guint             i)
{
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
  const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[i]);
  Rect r = self->lay.choice[i];
  gboolean entered = (p->tickets & (1u << i)) != 0;
  gboolean can = phl_stampswap_view_contest_available (self, i);
  gboolean hover = self->hover.kind == PHL_STAMPSWAP_HIT_CHOICE && self->hover.index == (int) i;
  PhlStampswapAction action = { .kind = PHL_STAMPSWAP_ACTION_CONTEST };
  g_autofree char *text = NULL;
  double red, green, blue, right_w, size = self->lay.font;

  g_strlcpy (action.contest, card->id, sizeof action.contest);
  phl_stampswap_card_band_rgb (card, &red, &green, &blue);
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 6);
  cairo_set_source_rgba (cr, red, green, blue, entered ? 0.08 : can && hover ? 0.35 : 0.18);
  cairo_fill (cr);
  if (can)
    phl_stampswap_draw_outline (cr, r, red, green, blue, hover ? 3 : 1.5);
  if (phl_stampswap_view_hint_is (self, &action))
    phl_stampswap_draw_hint (cr, r);
  cairo_set_source_rgb (cr, red, green, blue);
  phl_stampswap_card_paint_icon (cr, card, r.x + r.h / 2 + 2, r.y + r.h / 2, r.h * 0.55);
  if (entered)
    {
      int round = -1;

      for (guint d = 0; d < PHL_STAMPSWAP_ROUNDS; d++)
        if (p->contest_round[d] == i && (d < st->round || (d == st->round && p->show_done)))
          round = d;
      text = g_strdup_printf (_("entered on day %d"), round + 1);
    }
  else
    {
      int now = phl_stampswap_game_contest_value (st, self->viewer, i);

      text = g_strdup_printf (ngettext ("%d point now", "%d points now", now), now);
    }
  right_w = MIN (MIN (190, r.w * 0.42), phl_stampswap_text_width (self->canvas, text, size, !entered) + 4);
  phl_stampswap_draw_ink (cr, entered ? 0.5 : 1);
  phl_stampswap_draw_text (cr, self->canvas, card->name, (Rect) { r.x + r.h + 6, r.y, r.w - r.h - right_w - 16, r.h },
                           size, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_MIDDLE);
  phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { r.x + r.w - 6 - right_w, r.y, right_w, r.h }, size,
                           PHL_STAMPSWAP_TEXT_LINE | PHL_STAMPSWAP_TEXT_RIGHT | PHL_STAMPSWAP_TEXT_MIDDLE
                           | (entered ? 0 : PHL_STAMPSWAP_TEXT_BOLD));
}

static void
paint_show (PhlStampswapView *self,
            cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
  gboolean mine = phl_stampswap_view_my_turn (self);
  gboolean left = phl_stampswap_view_pending_left (self);

  if (!mine)
    phl_stampswap_work_title (self, cr, _("Show: players place their new stamps and enter a contest"));
  else if (left)
    phl_stampswap_work_title (self, cr, phl_game_view_for_input (PHL_GAME_VIEW (self),
                                                                 _("Show: move each new stamp into your album with "
                                                                   "the arrow keys and Enter"),
                                                                 _("Show: drag each new stamp into your album")));
  else
    phl_stampswap_work_title (self, cr, _("Show: enter one contest you have not entered yet"));

  for (guint i = 0; i < p->n_pending; i++)
    {
      Rect r = L->pending[i];
      const PhlStampswapTile *tile;
      PhlStampswapAction discard = { .kind = PHL_STAMPSWAP_ACTION_DISCARD, .index = i };
      gboolean dragged = self->pressed && self->drag_moved && self->press_hit.kind == PHL_STAMPSWAP_HIT_PENDING
                         && self->press_hit.index == (int) i;

      if (p->pending[i] == EMPTY)
        continue;
      tile = phl_stampswap_item_tile (p->pending[i]);
      phl_stampswap_paint_slot (cr, r, self->hover.kind == PHL_STAMPSWAP_HIT_PENDING && self->hover.index == (int) i);
      if (!dragged)
        phl_stampswap_paint_tile_in (cr, tile, r.x + 4, r.y + 4, r.w - 8, r.h - 8, L->cell, PHL_STAMPSWAP_FACE_UP);
      if (self->sel_pending == (int) i)
        phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (r, -2), 0.15, 0.45, 0.85, 3);
      /* The hint's stamp (its place shows in the album). */
      if (self->hint_on && (self->hint.kind == PHL_STAMPSWAP_ACTION_PLACE || self->hint.kind == PHL_STAMPSWAP_ACTION_DISCARD)
          && self->hint.index == i)
        phl_stampswap_draw_hint (cr, r);
      if (mine && !phl_stampswap_album_fits_anywhere (&p->album, tile))
        {
          g_autofree char *text = NULL;
          int value = 0;

          for (guint k = 0; k < tile->n_stamps; k++)
            value += tile->stamps[k].value;
          text = g_strdup_printf (_("Fits nowhere: discard (%+d)"), value);
          phl_stampswap_draw_panel (cr, (Rect) { r.x, r.y + r.h - 34, r.w, 34 }, 0.75, 0.15, 0.10, 0.92);
          cairo_set_source_rgb (cr, 1, 1, 1);
          phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { r.x + 3, r.y + r.h - 33, r.w - 6, 32 }, 11,
                                   PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
          if (phl_stampswap_view_hint_is (self, &discard))
            phl_stampswap_draw_hint (cr, r);
        }
    }
  if (mine && !left && p->n_pending == 0)
    {
      phl_stampswap_draw_ink (cr, 0.65);
      phl_stampswap_draw_text (cr, self->canvas, _("No new stamps this round."), L->content, L->font, 0);
    }
  for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS && i < self->st->n_board; i++)
    paint_choice (self, cr, i);
}

static void
paint_dragged (PhlStampswapView *self,
               cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  gboolean mine = phl_stampswap_view_my_turn (self);

  /* The stamp being placed: a ghost snapping to the album's cells; the
   * hint's place as an orange outline. */
  if (self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && mine)
    {
      const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
      const PhlStampswapTile *tile = phl_stampswap_view_selected_tile (self);
      gboolean dragging = self->pressed && self->drag_moved && self->press_hit.kind == PHL_STAMPSWAP_HIT_PENDING;

      if (self->hint_on && self->hint.kind == PHL_STAMPSWAP_ACTION_PLACE && self->hint.index < p->n_pending
          && p->pending[self->hint.index] != EMPTY)
        phl_stampswap_paint_ghost (self, cr, phl_stampswap_item_tile (p->pending[self->hint.index]),
                                   self->hint.x, self->hint.y, TRUE);
      if (dragging)
        tile = phl_stampswap_item_tile (p->pending[self->press_hit.index]);
      if (tile != NULL && self->ghost_on)
        phl_stampswap_paint_ghost (self, cr, tile, self->ghost_x, self->ghost_y, FALSE);
      else if (tile != NULL && dragging)
        phl_stampswap_paint_tile (cr, tile, self->px - tile->w * L->cell / 2, self->py - tile->h * L->cell / 2,
                                  L->cell, PHL_STAMPSWAP_FACE_UP);
    }
  /* An item being dragged in the cut follows the pointer. */
  if (phl_stampswap_view_cutting (self) && self->pressed && self->drag_moved
      && self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM)
    {
      Rect r = L->cut_item[self->press_hit.index];

      phl_stampswap_paint_item (self, cr, phl_stampswap_view_player (self, self->viewer)->collection[self->press_hit.index],
                                (Rect) { self->px - r.w / 2, self->py - r.h / 2, r.w, r.h });
    }
}

static void
paint_focus (PhlStampswapView *self,
             cairo_t          *cr)
{
  Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
  guint n;
  static const double dash[] = { 5, 3 };

  if (!gtk_widget_has_visible_focus (self->canvas) || self->expanded_opp >= 0)
    return;
  n = phl_stampswap_focus_targets (self, targets);
  if (n == 0 || (self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_selected_tile (self) != NULL))
    return;
  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (phl_stampswap_layout_rect_of (&self->lay,
                                                                                           targets[CLAMP (self->focus, 0, (int) n - 1)]), -4),
                              0.10, 0.35, 0.80, 2.5);
  cairo_restore (cr);
}

void
phl_stampswap_draw_canvas (GtkDrawingArea *area,
                           cairo_t        *cr,
                           int             width,
                           int             height,
                           gpointer        user_data)
{
  PhlStampswapView *self = user_data;
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  cairo_pattern_t *felt;
  gint64 start = g_get_monotonic_time ();

  phl_stampswap_view_ensure_layout (self);

  /* The table: warm paper. */
  felt = cairo_pattern_create_linear (0, 0, 0, height);
  cairo_pattern_add_color_stop_rgb (felt, 0, 0.93, 0.88, 0.79);
  cairo_pattern_add_color_stop_rgb (felt, 1, 0.87, 0.80, 0.69);
  cairo_set_source (cr, felt);
  cairo_paint (cr);
  cairo_pattern_destroy (felt);

  phl_stampswap_paint_board (self, cr);
  if (self->viewer >= 0)
    {
      phl_stampswap_paint_album (self, cr, &phl_stampswap_view_player (self, self->viewer)->album, L->album, L->cell, TRUE);
      phl_stampswap_paint_strip (self, cr);
    }
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      paint_collect (self, cr);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      phl_stampswap_paint_cut (self, cr);
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      paint_choose (self, cr);
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      paint_show (self, cr);
      break;
    default:
      phl_stampswap_work_title (self, cr, _("The Final Show is over"));
      break;
    }

  for (guint s = 0; s < phl_stampswap_view_n_parts (self); s++)
    if ((int) s != self->viewer)
      phl_stampswap_paint_opponent (self, cr, s, L->opp[s], FALSE);
  if (self->expanded_opp >= 0 && (guint) self->expanded_opp < phl_stampswap_view_n_parts (self)
      && self->expanded_opp != self->viewer && L->expanded.w > 0)
    {
      phl_paint_rounded_rect (cr, L->expanded.x + 3, L->expanded.y + 5, L->expanded.w, L->expanded.h, 8);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      phl_stampswap_paint_opponent (self, cr, self->expanded_opp, L->expanded, TRUE);
    }
  if (!phl_stampswap_view_dragging (self))
    paint_dragged (self, cr);
  phl_stampswap_paint_flash (self, cr);
  if (self->pointer_in && !self->pressed)
    phl_stampswap_paint_preview (self, cr);
  paint_focus (self, cr);
  /* G_MESSAGES_DEBUG=phl-stampswap-view shows what a frame costs. */
  g_debug ("frame %dx%d drawn in %.1f ms", width, height, (g_get_monotonic_time () - start) / 1000.0);
}

/* ---- The live layer (phl-layer-cache.h) ----------------------------------- */

/* Whether an item follows the pointer: it is drawn live, over the kept
 * picture, until it is dropped. */
gboolean
phl_stampswap_view_dragging (PhlStampswapView *self)
{
  return self->pressed && self->drag_moved
         && (self->press_hit.kind == PHL_STAMPSWAP_HIT_PENDING || self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM);
}

static void
snapshot_dragged (PhlStampswapView *self,
                  GtkSnapshot      *snapshot,
                  Rect              area)
{
  cairo_t *cr = phl_layer_cache_live_cairo (snapshot, area.x, area.y, area.w, area.h);

  paint_dragged (self, cr);
  cairo_destroy (cr);
}

/* The still layer: the whole table as phl_stampswap_draw_canvas() paints
 * it, but without the hover (the item's highlight, the album cells a
 * contest counts, the pop-up), which the live layer draws. */
void
phl_stampswap_draw_still (GtkDrawingArea *area,
                          cairo_t        *cr,
                          int             width,
                          int             height,
                          gpointer        user_data)
{
  PhlStampswapView *self = user_data;
  Hit hover = self->hover;
  gboolean pointer_in = self->pointer_in;

  /* What the live layer kept of the table is painted anew with it. */
  g_clear_pointer (&self->drag_backdrop, gsk_render_node_unref);
  self->hover = (Hit) { PHL_STAMPSWAP_HIT_NONE, -1, -1 };
  self->pointer_in = FALSE;
  self->painting_still = TRUE;
  phl_stampswap_draw_canvas (area, cr, width, height, self);
  self->painting_still = FALSE;
  self->hover = hover;
  self->pointer_in = pointer_in;
}

/* The whole table with the hover, painted again within @area only: the
 * frame redraws that area, not the table. */
static void
snapshot_hover_area (PhlStampswapView *self,
                     GtkSnapshot      *snapshot,
                     Rect              area,
                     int               width,
                     int               height)
{
  cairo_t *cr;

  area = phl_stampswap_rect_inset (area, -8);
  if (area.w <= 8 || area.h <= 8)
    return;
  cr = phl_layer_cache_live_cairo (snapshot, area.x, area.y, area.w, area.h);
  phl_stampswap_draw_canvas (GTK_DRAWING_AREA (self->canvas), cr, width, height, self);
  cairo_destroy (cr);
}

/* Where the pop-up of the hovered item is: its ink, recorded. */
static Rect
preview_area (PhlStampswapView *self)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (recording);
  double x, y, w, h;

  phl_stampswap_paint_preview (self, cr);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (recording, &x, &y, &w, &h);
  cairo_surface_destroy (recording);
  return (Rect) { x, y, w, h };
}

static void
snapshot_hover (PhlStampswapView *self,
                GtkSnapshot      *snapshot,
                int               width,
                int               height)
{
  const PhlStampswapLayout *L = &self->lay;

  if (self->hover.kind == PHL_STAMPSWAP_HIT_NONE)
    return;
  snapshot_hover_area (self, snapshot, phl_stampswap_layout_rect_of (L, self->hover), width, height);
  /* A contest's or an exhibitor's card lights the cells it counts. */
  if (self->viewer >= 0 && phl_stampswap_hover_lights_album (self))
    snapshot_hover_area (self, snapshot, L->album, width, height);
  snapshot_hover_area (self, snapshot, preview_area (self), width, height);
}

/* Under an item of the cut being dragged: the slot it left, and the zone
 * under it, lit (the table again within each); kept as one node until the
 * zone changes. */
static void
snapshot_drag_backdrop (PhlStampswapView *self,
                        GtkSnapshot      *snapshot,
                        int               width,
                        int               height)
{
  const PhlStampswapLayout *L = &self->lay;
  int zone = -1;

  for (guint z = 0; phl_stampswap_view_cutting (self) && z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    if (phl_stampswap_rect_contains (&L->zone[z], self->px, self->py))
      zone = z;
  if (self->drag_backdrop == NULL || self->drag_backdrop_zone != zone
      || self->drag_backdrop_item != self->press_hit.index)
    {
      GtkSnapshot *backdrop = gtk_snapshot_new ();

      snapshot_hover_area (self, backdrop, L->cut_item[self->press_hit.index], width, height);
      if (zone >= 0)
        snapshot_hover_area (self, backdrop, L->zone[zone], width, height);
      g_clear_pointer (&self->drag_backdrop, gsk_render_node_unref);
      self->drag_backdrop = gtk_snapshot_free_to_node (backdrop);
      self->drag_backdrop_zone = zone;
      self->drag_backdrop_item = self->press_hit.index;
    }
  if (self->drag_backdrop != NULL)
    gtk_snapshot_append_node (snapshot, self->drag_backdrop);
}

/* The hover; the dragged item at the pointer and, in the Show, the album
 * where its ghost snaps. */
void
phl_stampswap_snapshot_live (GtkWidget   *area,
                             GtkSnapshot *snapshot,
                             int          width,
                             int          height,
                             gpointer     user_data)
{
  PhlStampswapView *self = user_data;
  const PhlStampswapLayout *L = &self->lay;
  double w = 0, h = 0, pad = 12;

  snapshot_hover (self, snapshot, width, height);
  if (!phl_stampswap_view_dragging (self))
    {
      g_clear_pointer (&self->drag_backdrop, gsk_render_node_unref);
      return;
    }
  if (self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM && self->press_hit.index >= 0)
    {
      w = L->cut_item[self->press_hit.index].w, h = L->cut_item[self->press_hit.index].h;
      snapshot_drag_backdrop (self, snapshot, width, height);
    }
  else if (self->press_hit.index >= 0 && self->viewer >= 0)
    {
      const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);

      if (p->pending[self->press_hit.index] != EMPTY)
        {
          const PhlStampswapTile *tile = phl_stampswap_item_tile (p->pending[self->press_hit.index]);

          w = tile->w * L->cell, h = tile->h * L->cell;
        }
      snapshot_dragged (self, snapshot, (Rect) { L->album.x - pad, L->album.y - pad,
                                                 L->album.w + 2 * pad, L->album.h + 2 * pad });
    }
  snapshot_dragged (self, snapshot, (Rect) { self->px - w / 2 - pad, self->py - h / 2 - pad, w + 2 * pad, h + 2 * pad });
}
