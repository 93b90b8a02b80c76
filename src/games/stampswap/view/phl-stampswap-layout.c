/* phl-stampswap-layout.c — where everything of the Stamp Swap table lies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "phl-stampswap-layout.h"
#include "stampswap/phl-stampswap-album.h"

#define ALBUM PHL_STAMPSWAP_ALBUM_SIZE
#define HELD  PHL_STAMPSWAP_MAX_HELD
#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY

typedef PhlStampswapRect Rect;

gboolean
phl_stampswap_rect_contains (const PhlStampswapRect *r,
                             double                  x,
                             double                  y)
{
  return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

gboolean
phl_stampswap_rect_overlaps (const PhlStampswapRect *a,
                             const PhlStampswapRect *b)
{
  return a->w > 0 && a->h > 0 && b->w > 0 && b->h > 0
         && a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

PhlStampswapRect
phl_stampswap_rect_inset (PhlStampswapRect r,
                          double           d)
{
  return (Rect) { r.x + d, r.y + d, MAX (0, r.w - 2 * d), MAX (0, r.h - 2 * d) };
}

void
phl_stampswap_layout_grid (PhlStampswapRect  area,
                           guint             n,
                           double            max_size,
                           double            gap,
                           PhlStampswapRect *out)
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
  best = floor (MIN (best, max_size));
  for (guint i = 0; i < n; i++)
    {
      guint cols = MIN (best_cols, n);
      double total = cols * best + (cols - 1) * gap;

      out[i] = (Rect) { floor (area.x + (area.w - total) / 2 + (i % best_cols) * (best + gap)),
                        area.y + (i / best_cols) * (best + gap), best, best };
    }
}

static gboolean
is_opponent (const PhlStampswapLayoutInput *in,
             guint                          seat)
{
  return (int) seat != in->viewer;
}

static guint
zone_of (const PhlStampswapLayoutInput *in,
         guint                          item)
{
  if (in->cut == NULL || item >= in->cut->n_items)
    return PHL_STAMPSWAP_CUT_UNSET;
  return MIN (in->cut->zone[item], PHL_STAMPSWAP_N_CUT_ZONES - 1);
}

static void
layout_collect (PhlStampswapLayout            *L,
                const PhlStampswapLayoutInput *in,
                double                         gap)
{
  const PhlStampswapState *st = in->state;
  Rect c = L->content;
  double coll_h = floor (MIN (c.h * 0.25, 96));
  Rect pool = { c.x, c.y, c.w, c.h - coll_h - gap };
  double label = L->font + 6;
  double s;

  /* Short boards: the collection keeps a row of readable slots. */
  coll_h = MAX (coll_h, label + 20);
  pool.h = c.h - coll_h - gap;
  s = floor (MIN (coll_h - label, (c.w - 5 * 6) / PHL_STAMPSWAP_ITEMS));

  phl_stampswap_layout_grid (pool, st->n_pool, 110, 5, L->pool);
  L->coll_area = (Rect) { c.x, c.y + c.h - coll_h, c.w, coll_h };
  for (guint i = 0; i < PHL_STAMPSWAP_ITEMS; i++)
    L->coll[i] = (Rect) { c.x + i * (s + 6), L->coll_area.y + label, s, s };
}

static void
layout_cut (PhlStampswapLayout            *L,
            const PhlStampswapLayoutInput *in,
            double                         gap)
{
  Rect c = L->content;
  guint n = in->viewer >= 0 ? in->state->players[in->viewer].n_collection : 0;
  /* While cutting, a bottom row: the fairness meter and Confirm Piles.
   * A short board has no meter, and the button beside the collection. */
  gboolean short_board = c.h < 170;
  double meter_h = in->cutting && !short_board ? floor (MAX (38, MIN (60, c.h * 0.2))) : 0;
  double button_w = floor (MIN (220, c.w * (short_board ? 0.34 : 0.4)));
  double row_h = floor (short_board ? MAX (40, c.h * 0.36) : MIN (c.h * 0.28, 100));
  double zone_h = c.h - row_h - gap - (meter_h > 0 ? meter_h + gap : 0);
  double rw = floor (c.w * 0.26), pw = floor ((c.w - rw - 2 * gap) / 2);
  double label = L->font + 8;
  guint counts[PHL_STAMPSWAP_N_CUT_ZONES] = { 0 }, k[PHL_STAMPSWAP_N_CUT_ZONES] = { 0 };
  Rect boxes[PHL_STAMPSWAP_N_CUT_ZONES][HELD];

  L->zone[PHL_STAMPSWAP_CUT_UNSET] = (Rect) { c.x, c.y, c.w - (in->cutting && short_board ? button_w + gap : 0),
                                              row_h };
  if (in->cutting && short_board)
    L->confirm = (Rect) { c.x + c.w - button_w, c.y + floor ((row_h - MIN (34, row_h)) / 2), button_w,
                          MIN (34, row_h) };
  L->zone[PHL_STAMPSWAP_CUT_RESERVE] = (Rect) { c.x, c.y + row_h + gap, rw, zone_h };
  L->zone[PHL_STAMPSWAP_CUT_PILE1] = (Rect) { c.x + rw + gap, c.y + row_h + gap, pw, zone_h };
  L->zone[PHL_STAMPSWAP_CUT_PILE2] = (Rect) { c.x + rw + pw + 2 * gap, c.y + row_h + gap, pw, zone_h };
  if (meter_h > 0)
    {
      double y = c.y + row_h + gap + zone_h + gap;

      if (in->state->n_players > 1)
        L->meter = (Rect) { c.x, y, c.w - button_w - gap, meter_h };
      L->confirm = (Rect) { c.x + c.w - button_w, y + floor ((meter_h - 34) / 2), button_w, 34 };
    }
  for (guint i = 0; i < n; i++)
    counts[zone_of (in, i)]++;
  for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    {
      Rect r = L->zone[z];
      Rect inner = { r.x + 6, r.y + label, r.w - 12, r.h - label - 6 };

      if (z == PHL_STAMPSWAP_CUT_UNSET)
        {
          /* The Daily Collection keeps its six places. */
          double s = floor (MIN (inner.h, (inner.w - 5 * 6) / PHL_STAMPSWAP_ITEMS));

          for (guint i = 0; i < HELD; i++)
            boxes[z][i] = (Rect) { inner.x + (i % PHL_STAMPSWAP_ITEMS) * (s + 6), inner.y, s, s };
        }
      else
        phl_stampswap_layout_grid (inner, MAX (counts[z], 2u), 90, 6, boxes[z]);
    }
  for (guint i = 0; i < n; i++)
    {
      guint z = zone_of (in, i);

      L->cut_item[i] = z == PHL_STAMPSWAP_CUT_UNSET ? boxes[z][i] : boxes[z][k[z]];
      k[z]++;
    }
}

static void
layout_choose (PhlStampswapLayout            *L,
               const PhlStampswapLayoutInput *in,
               double                         gap)
{
  guint rows = phl_stampswap_state_n_parts (in->state);
  Rect c = L->content;
  double row_h = floor (MIN ((c.h - gap * (rows - 1)) / MAX (rows, 1u), 130));
  double name_w = floor (MIN (130, c.w * 0.24));
  double pw = floor ((c.w - name_w - 2 * gap) / 2);

  for (guint s = 0; s < rows; s++)
    {
      Rect row = { c.x, c.y + s * (row_h + gap), c.w, row_h };

      L->pile_row[s] = row;
      L->pile[s][0] = (Rect) { row.x + name_w + gap, row.y, pw, row.h };
      L->pile[s][1] = (Rect) { row.x + name_w + 2 * gap + pw, row.y, pw, row.h };
    }
}

static void
layout_show (PhlStampswapLayout            *L,
             const PhlStampswapLayoutInput *in,
             double                         gap)
{
  guint n = in->viewer >= 0 ? in->state->players[in->viewer].n_pending : 0;
  Rect c = L->content;
  /* A short board lists the contests in two columns. */
  guint cols = c.h < 170 ? 2 : 1, rows = PHL_STAMPSWAP_N_ROUND_CONTESTS / cols;
  double each = floor (MIN (44, MAX (L->font * 2.2, (c.h * 0.5) / rows)));
  double list_h = rows * each, col_w = floor ((c.w - (cols - 1) * gap) / cols);
  Rect area = { c.x, c.y, c.w, c.h - list_h - gap };

  if (n > 0)
    phl_stampswap_layout_grid (area, n, 150, 8, L->pending);
  for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    L->choice[i] = (Rect) { c.x + (i % cols) * (col_w + gap), c.y + c.h - list_h + (i / cols) * each, col_w, each - 4 };
}

/* The board row across @left_w: the track, the contests, the events. */
static void
layout_board (PhlStampswapLayout *L,
              double              left_w,
              double              m,
              double              gap)
{
  double H = L->H, bh, track_w, events_w, card_w;

  /* Short boards (an 800×600 window with the log under the board) keep
   * the contests as a low row. */
  bh = floor (CLAMP (H * 0.25, H < 400 ? 72 : L->compact ? 96 : 120, 300));
  L->board = (Rect) { m, m, left_w, bh };
  /* Narrow boards keep the contest cards wide enough for their names. */
  track_w = floor (bh * (L->compact ? 0.8 : 0.95));
  events_w = floor (L->compact ? bh * 0.62 + 20 : bh * 0.72 + 30);
  card_w = floor (MIN ((left_w - track_w - events_w - 7 * gap) / 5, bh * 0.72));
  L->track = (Rect) { m, m, track_w, bh };
  for (guint i = 0; i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    L->contests[i] = (Rect) { m + track_w + gap + i * (card_w + gap) + (i == 4 ? gap : 0), m, card_w, bh };
  L->events = (Rect) { m + left_w - events_w, m, events_w, bh };
}

/* Under the board: your album, and the work area beside it (the phase's
 * title, its content and the strip of your cards). */
static void
layout_album_and_work (PhlStampswapLayout *L,
                       double              left_w,
                       double              m,
                       double              gap)
{
  double H = L->H, A, strip_h;
  Rect below = { m, m + L->board.h + m, left_w, H - L->board.h - 3 * m };

  /* The album takes up to 45 % of the width, so the work area keeps room
   * for the cut's three zones. */
  A = MIN (below.h, left_w * 0.45);
  L->cell = floor (A / ALBUM);
  A = L->cell * ALBUM;
  L->album = (Rect) { m, below.y + floor ((below.h - A) / 2), A, A };
  L->work = (Rect) { m + A + m, below.y, left_w - A - m, below.h };
  strip_h = floor (CLAMP (L->work.h * 0.2, H < 400 ? 44 : 56, 110));
  L->strip = (Rect) { L->work.x, L->work.y + L->work.h - strip_h, L->work.w, strip_h };
  /* Two lines of the phase's instruction: it wraps, never ellipsized. */
  L->title = (Rect) { L->work.x, L->work.y, L->work.w, floor ((L->font + 4) * 2.4) };
  L->content = (Rect) { L->work.x, L->title.y + L->title.h + 2, L->work.w,
                        L->strip.y - gap - (L->title.y + L->title.h + 2) };
}

/* Opponents: compact mats in a column of @opp_w at the right. */
static void
layout_opponents (PhlStampswapLayout            *L,
                  const PhlStampswapLayoutInput *in,
                  guint                          n_opp,
                  double                         opp_w,
                  double                         m,
                  double                         gap)
{
  guint n_parts = phl_stampswap_state_n_parts (in->state), k = 0;
  double each;

  L->opp_col = (Rect) { L->W - m - opp_w, m, opp_w, L->H - 2 * m };
  each = n_opp > 0 ? floor ((L->opp_col.h - gap * (n_opp - 1)) / n_opp) : 0;
  for (guint s = 0; s < n_parts; s++)
    if (is_opponent (in, s))
      L->opp[s] = (Rect) { L->opp_col.x, L->opp_col.y + k++ * (each + gap), opp_w, each };
}

/* Your cards along the strip: the mat exhibitor first. */
static void
layout_your_cards (PhlStampswapLayout            *L,
                   const PhlStampswapLayoutInput *in)
{
  double info_w = L->compact ? 112 : 150;

  L->strip_info = (Rect) { L->strip.x + 10, L->strip.y + 2, info_w - 12, L->strip.h - 4 };
  if (in->viewer >= 0)
    {
      const PhlStampswapPlayer *p = &in->state->players[in->viewer];
      double label = L->font + 6;
      double ch = L->strip.h - label - 4, cw = floor (ch * 0.72);
      double x = L->strip.x + info_w;
      guint n = MIN (p->n_cards, PHL_STAMPSWAP_MAX_OWNED_SHOWN);

      if (x + (n + 1) * (cw + 4) > L->strip.x + L->strip.w)
        cw = floor (MAX (12, (L->strip.x + L->strip.w - x) / (n + 1) - 4));
      L->mycard_index[0] = p->mat_exhibitor;
      for (guint i = 0; i < n; i++)
        L->mycard_index[i + 1] = p->cards[i];
      L->n_mycards = n + 1;
      for (int i = 0; i < L->n_mycards; i++)
        L->mycard[i] = (Rect) { x + i * (cw + 4), L->strip.y + label, cw, ch };
    }
}

/* The expanded opponent: beside its column; over the album when that
 * would cover the area being worked on; else over the column itself. */
static void
layout_expanded (PhlStampswapLayout            *L,
                 const PhlStampswapLayoutInput *in,
                 double                         m)
{
  double W = L->W, H = L->H;
  double ew = floor (MIN (W * 0.42, 560)), eh = floor (MIN (H - 2 * m, ew * 1.15));
  Rect o = L->opp[in->expanded_opp];
  Rect busy = phl_stampswap_layout_busy (L, in);

  L->expanded = (Rect) { L->opp_col.x - m - ew, CLAMP (o.y, m, H - m - eh), ew, eh };
  if (phl_stampswap_rect_overlaps (&L->expanded, &busy) && busy.x - 2 * m >= 160)
    {
      ew = MIN (ew, busy.x - 2 * m), eh = floor (MIN (H - 2 * m, ew * 1.15));
      L->expanded = (Rect) { m, CLAMP (o.y, m, H - m - eh), ew, eh };
    }
  if (phl_stampswap_rect_overlaps (&L->expanded, &busy))
    L->expanded = L->opp_col;
}

void
phl_stampswap_layout_compute (PhlStampswapLayout            *L,
                              const PhlStampswapLayoutInput *in,
                              double                         W,
                              double                         H)
{
  const PhlStampswapState *st = in->state;
  guint n_parts = phl_stampswap_state_n_parts (st), n_opp = 0;
  double m, gap, opp_w, left_w;

  memset (L, 0, sizeof *L);
  W = MAX (W, PHL_STAMPSWAP_LAYOUT_MIN_W);
  H = MAX (H, PHL_STAMPSWAP_LAYOUT_MIN_H);
  L->W = W, L->H = H;
  L->compact = W < 1000 || H < 600;
  L->font = L->compact ? 11 : 13;
  m = L->compact ? 6 : 10;
  gap = L->compact ? 6 : 8;
  for (guint s = 0; s < n_parts; s++)
    n_opp += is_opponent (in, s);

  opp_w = n_opp > 0 ? floor (CLAMP (W * 0.2, L->compact ? 140 : 200, 360)) : 0;
  left_w = W - 2 * m - (n_opp > 0 ? opp_w + m : 0);
  layout_board (L, left_w, m, gap);
  layout_album_and_work (L, left_w, m, gap);
  layout_opponents (L, in, n_opp, opp_w, m, gap);
  layout_your_cards (L, in);

  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      layout_collect (L, in, gap);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      layout_cut (L, in, gap);
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      layout_choose (L, in, gap);
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      layout_show (L, in, gap);
      break;
    default:
      break;
    }

  if (in->expanded_opp >= 0 && (guint) in->expanded_opp < n_parts && is_opponent (in, in->expanded_opp))
    layout_expanded (L, in, m);
  L->scores = (Rect) { m + 20, m + 20, W - 2 * m - 40, H - 2 * m - 40 };
}

PhlStampswapRect
phl_stampswap_layout_busy (const PhlStampswapLayout      *L,
                           const PhlStampswapLayoutInput *in)
{
  switch (in->state->phase)
    {
    case PHL_STAMPSWAP_PHASE_CUT:
      /* The collection row, the zones and the meter. */
      return in->cutting ? L->content : (Rect) { 0 };
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return L->content;
    case PHL_STAMPSWAP_PHASE_SHOW:
      /* The album and the stamps to place. */
      return (Rect) { L->album.x, MIN (L->album.y, L->content.y), L->content.x + L->content.w - L->album.x,
                      MAX (L->album.y + L->album.h, L->content.y + L->content.h) - MIN (L->album.y, L->content.y) };
    default:
      return (Rect) { 0 };
    }
}

PhlStampswapRect
phl_stampswap_layout_popup (const PhlStampswapLayout      *L,
                            const PhlStampswapLayoutInput *in,
                            double                         x,
                            double                         y,
                            double                         w,
                            double                         h)
{
  Rect busy = phl_stampswap_layout_busy (L, in);
  Rect canvas = { 0, 0, L->W, L->H };
  Rect best = { 0 };
  double best_cover = G_MAXDOUBLE;
  /* Beside the pointer first, then the quiet places of the table. */
  Rect tries[] = {
    { x + 18, y + 18, w, h }, { x - 18 - w, y + 18, w, h }, { x + 18, y - 18 - h, w, h }, { x - 18 - w, y - 18 - h, w, h },
    { L->album.x, L->album.y, w, h }, { L->board.x, L->board.y + L->board.h + 4, w, h },
    { L->opp_col.x - w - 4, L->opp_col.y, w, h }, { L->W - w - 4, L->H - h - 4, w, h }, { 4, 4, w, h },
  };

  w = MIN (w, L->W - 8), h = MIN (h, L->H - 8);
  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    {
      Rect r = tries[i];
      double cover = 0;

      r.w = w, r.h = h;
      r.x = CLAMP (r.x, 4, L->W - 4 - w);
      r.y = CLAMP (r.y, 4, L->H - 4 - h);
      if (phl_stampswap_rect_overlaps (&r, &busy))
        cover = (MIN (r.x + r.w, busy.x + busy.w) - MAX (r.x, busy.x))
                * (MIN (r.y + r.h, busy.y + busy.h) - MAX (r.y, busy.y));
      if (cover == 0 && phl_stampswap_rect_contains (&canvas, r.x, r.y))
        return r;
      if (cover < best_cover)
        best = r, best_cover = cover;
    }
  /* No room that size (a short board): narrower, over the album. */
  if (best_cover > 0 && busy.x >= L->album.x + L->album.w && L->album.w >= 100)
    return (Rect) { L->album.x, L->album.y, MIN (w, busy.x - L->album.x - 4), MIN (h, L->album.h) };
  return best;
}

PhlStampswapHit
phl_stampswap_layout_hit (const PhlStampswapLayout      *L,
                          const PhlStampswapLayoutInput *in,
                          double                         x,
                          double                         y)
{
  const PhlStampswapState *st = in->state;
  guint n_parts = phl_stampswap_state_n_parts (st);
  PhlStampswapHit none = { PHL_STAMPSWAP_HIT_NONE, -1, -1 };

  /* An expanded mat catches the pointer when pinned open by a click, or
   * when it lies over the column of mats (it stays while the pointer does). */
  if (in->expanded_opp >= 0 && phl_stampswap_rect_contains (&L->expanded, x, y)
      && (in->pinned || phl_stampswap_rect_contains (&L->opp_col, L->expanded.x + 1, L->expanded.y + 1)))
    return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_OPPONENT, in->expanded_opp, in->pinned ? 1 : 0 };

  for (guint i = 0; i < st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    if (phl_stampswap_rect_contains (&L->contests[i], x, y))
      return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CONTEST, i, 0 };
  if (st->n_round_events > 0 && phl_stampswap_rect_contains (&L->events, x, y))
    {
      /* The splayed events: tabs on top, the top card below. */
      double tab = st->n_round_events > 1 ? MIN (22, L->events.h * 0.3 / (st->n_round_events - 1)) : 0;
      int k = (int) ((y - L->events.y) / MAX (tab, 1));

      if (tab > 0 && k < st->n_round_events - 1)
        return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_EVENT, st->n_round_events - 1 - k, 0 };
      return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_EVENT, 0, 0 };
    }
  for (guint s = 0; s < n_parts; s++)
    if (is_opponent (in, s) && phl_stampswap_rect_contains (&L->opp[s], x, y))
      return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_OPPONENT, s, 0 };
  for (int i = 0; i < L->n_mycards; i++)
    if (phl_stampswap_rect_contains (&L->mycard[i], x, y))
      return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CARD, L->mycard_index[i], 0 };

  if (in->viewer >= 0 && phl_stampswap_rect_contains (&L->album, x, y) && L->cell > 0)
    return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_ALBUM,
                               (int) ((x - L->album.x) / L->cell) + ALBUM * (int) ((y - L->album.y) / L->cell), 0 };

  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      for (guint i = 0; i < st->n_pool; i++)
        if (st->pool[i] != EMPTY && phl_stampswap_rect_contains (&L->pool[i], x, y))
          return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_POOL, i, 0 };
      if (in->viewer >= 0)
        for (guint i = 0; i < st->players[in->viewer].n_collection; i++)
          if (phl_stampswap_rect_contains (&L->coll[i], x, y))
            return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_COLLECTION, i, 0 };
      break;

    case PHL_STAMPSWAP_PHASE_CUT:
      if (in->cutting && in->viewer >= 0)
        {
          for (guint i = 0; i < st->players[in->viewer].n_collection; i++)
            if (phl_stampswap_rect_contains (&L->cut_item[i], x, y))
              return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CUT_ITEM, i, 0 };
          for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
            if (phl_stampswap_rect_contains (&L->zone[z], x, y))
              return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_ZONE, z, 0 };
        }
      break;

    case PHL_STAMPSWAP_PHASE_CHOOSE:
      for (guint s = 0; s < n_parts; s++)
        for (guint k = 0; k < 2; k++)
          if (phl_stampswap_rect_contains (&L->pile[s][k], x, y))
            return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_PILE, s, k };
      break;

    case PHL_STAMPSWAP_PHASE_SHOW:
      if (in->viewer >= 0)
        for (guint i = 0; i < st->players[in->viewer].n_pending; i++)
          if (st->players[in->viewer].pending[i] != EMPTY && phl_stampswap_rect_contains (&L->pending[i], x, y))
            return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_PENDING, i, 0 };
      for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS && i < st->n_board; i++)
        if (phl_stampswap_rect_contains (&L->choice[i], x, y))
          return (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CHOICE, i, 0 };
      break;

    default:
      break;
    }
  return none;
}

PhlStampswapRect
phl_stampswap_layout_rect_of (const PhlStampswapLayout *L,
                              PhlStampswapHit           hit)
{
  int i = hit.index;

  switch (hit.kind)
    {
    case PHL_STAMPSWAP_HIT_POOL: return i >= 0 && i < PHL_STAMPSWAP_MAX_POOL ? L->pool[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_COLLECTION: return i >= 0 && i < HELD ? L->coll[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_CUT_ITEM: return i >= 0 && i < HELD ? L->cut_item[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_ZONE: return i >= 0 && i < PHL_STAMPSWAP_N_CUT_ZONES ? L->zone[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_PILE:
      return i >= 0 && i < PHL_STAMPSWAP_MAX_PARTS && hit.sub >= 0 && hit.sub < 2 ? L->pile[i][hit.sub] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_PENDING: return i >= 0 && i < HELD ? L->pending[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_ALBUM:
      if (i < 0 || i >= ALBUM * ALBUM)
        return (Rect) { 0 };
      return (Rect) { L->album.x + (i % ALBUM) * L->cell, L->album.y + (i / ALBUM) * L->cell, L->cell, L->cell };
    case PHL_STAMPSWAP_HIT_CONTEST: return i >= 0 && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS ? L->contests[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_CHOICE: return i >= 0 && i < PHL_STAMPSWAP_N_ROUND_CONTESTS ? L->choice[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_OPPONENT:
      if (hit.sub == 1)
        return L->expanded;
      return i >= 0 && i < PHL_STAMPSWAP_MAX_PARTS ? L->opp[i] : (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_CARD:
      for (int k = 0; k < L->n_mycards; k++)
        if (L->mycard_index[k] == i)
          return L->mycard[k];
      return (Rect) { 0 };
    case PHL_STAMPSWAP_HIT_EVENT: return L->events;
    default: return (Rect) { 0 };
    }
}
