/* phl-stampswap-paint-table.c — what is on the table in every phase
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board row (phase track, contests with their show tickets, the
 * day's events), your album with a contest's count lit up, the stamp
 * being placed, the opponents' mats, your cards, the hover pop-ups and
 * the short glow where the last action happened.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-ai.h"
#include "phl-number.h"
#include "phl-paint.h"
#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-highlight.h"
#include "phl-stampswap-paint.h"
#include "phl-stampswap-view-private.h"

/* One line of text at (x, y), at most @w wide. */
static void
line (PhlStampswapView     *self,
      cairo_t              *cr,
      const char           *text,
      double                x,
      double                y,
      double                w,
      double                size,
      PhlStampswapTextFlags flags)
{
  phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { x, y, w, ceil (size * 1.35) }, size,
                           flags | PHL_STAMPSWAP_TEXT_LINE);
}

void
phl_stampswap_paint_item (PhlStampswapView *self,
                          cairo_t          *cr,
                          guint16           item,
                          Rect              r)
{
  if (phl_paint_outside_clip (cr, r.x, r.y, r.w, r.h, 6))
    return;
  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    phl_stampswap_paint_token (cr, r.x + r.w / 2, r.y + r.h / 2, MIN (r.w, r.h) * 0.32);
  else if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (self->st, item - PHL_STAMPSWAP_ITEM_CARD);
      double h = r.h * 0.96, w = MIN (r.w * 0.96, h * 0.72);

      phl_stampswap_card_paint (cr, r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h, card, NULL);
    }
  else if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      PhlStampswapFace face = phl_stampswap_view_item_face (self, item);
      double cell = (MIN (r.w, r.h) - 4) / 3.3;

      phl_stampswap_paint_tile_in (cr, tile, r.x + 2, r.y + 2, r.w - 4, r.h - 4, cell, face);
      /* Small slots: the value again, large enough to read. */
      if (face != PHL_STAMPSWAP_FACE_DOWN && MIN (r.w, r.h) < 90 && MIN (r.w, r.h) >= 34
          && tile->kind != PHL_STAMPSWAP_FOREVER)
        {
          char value[32];

          if (tile->n_stamps > 1)
            g_snprintf (value, sizeof value, "%d+%d", tile->stamps[0].value, tile->stamps[1].value);
          else
            g_snprintf (value, sizeof value, "%d", tile->stamps[0].value);
          phl_stampswap_draw_chip (cr, self->canvas, r, value);
        }
    }
}

void
phl_stampswap_paint_slot (cairo_t *cr,
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

  if (self->pressed || !self->pointer_in)
    return NULL;
  switch (self->hover.kind)
    {
    case PHL_STAMPSWAP_HIT_CONTEST:
    case PHL_STAMPSWAP_HIT_CHOICE:
      if ((guint) self->hover.index < st->n_board)
        card = phl_stampswap_state_card (st, st->board[self->hover.index]);
      break;
    case PHL_STAMPSWAP_HIT_CARD:
      card = phl_stampswap_state_card (st, self->hover.index);
      break;
    case PHL_STAMPSWAP_HIT_POOL:
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

gboolean
phl_stampswap_hover_lights_album (PhlStampswapView *self)
{
  return hovered_rule_card (self) != NULL;
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
  g_autofree char *text = NULL;

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
        phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (b, 1.5), 0.95, 0.62, 0.05, 3);
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
  /* Translators: a contest or exhibitor over your album: "Green Room: 4 × 3 = 12 points" */
  text = g_strdup_printf (_("%s: %u × %d = %d points"), card->name, phl_stampswap_contest_count (&card->rule, album),
                          card->rule.points, phl_stampswap_contest_score (&card->rule, album));
  {
    Rect box = { r.x + 8, r.y + r.h - 40, r.w - 16, 32 };

    phl_stampswap_draw_panel (cr, box, 0.15, 0.13, 0.12, 0.88);
    cairo_set_source_rgb (cr, 1, 1, 1);
    phl_stampswap_draw_text (cr, self->canvas, text, phl_stampswap_rect_inset (box, 4), 14,
                             PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
  }
  cairo_restore (cr);
}

void
phl_stampswap_paint_album (PhlStampswapView        *self,
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

void
phl_stampswap_paint_ghost (PhlStampswapView       *self,
                           cairo_t                *cr,
                           const PhlStampswapTile *tile,
                           int                     gx,
                           int                     gy,
                           gboolean                hint)
{
  const PhlStampswapLayout *L = &self->lay;
  gboolean fits = phl_stampswap_album_fits (&phl_stampswap_view_player (self, self->viewer)->album, tile, gx, gy);
  double x = L->album.x + gx * L->cell, y = L->album.y + gy * L->cell;
  double w = tile->w * L->cell, h = tile->h * L->cell;

  cairo_save (cr);
  cairo_push_group (cr);
  phl_stampswap_paint_tile (cr, tile, x, y, L->cell, PHL_STAMPSWAP_FACE_UP);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, hint ? 0.45 : 0.75);
  if (hint)
    {
      /* A suggestion: orange and dashed, not the placing colours. */
      phl_stampswap_draw_hint (cr, (Rect) { x, y, w, h });
      cairo_restore (cr);
      return;
    }
  cairo_rectangle (cr, x + 1.5, y + 1.5, w - 3, h - 3);
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
  cairo_stroke (cr);
  if (!fits)
    {
      /* Not only red: a cross too. */
      cairo_move_to (cr, x + 4, y + 4);
      cairo_line_to (cr, x + w - 4, y + h - 4);
      cairo_move_to (cr, x + w - 4, y + 4);
      cairo_line_to (cr, x + 4, y + h - 4);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* The phase track: a row per phase (its name written once, wide enough
 * in every language), a column per day, the Final Show below. */
static void
paint_track (PhlStampswapView *self,
             cairo_t          *cr)
{
  const PhlStampswapState *st = self->st;
  Rect t = self->lay.track;
  double title_h = floor (MIN (20, t.h * 0.17)), head_h = floor (MIN (14, t.h * 0.11));
  double name_w = floor ((t.w - 8) * 0.58), col_w = floor ((t.w - 10 - name_w) / 3);
  double row_h = floor ((t.h - title_h - head_h - 6) / 4);
  int cur_phase = st->phase == PHL_STAMPSWAP_PHASE_COLLECT ? 0
                  : st->phase <= PHL_STAMPSWAP_PHASE_CHOOSE ? 1 : st->phase == PHL_STAMPSWAP_PHASE_SHOW ? 2 : 3;
  static const guint phases[3] = { PHL_STAMPSWAP_PHASE_COLLECT, PHL_STAMPSWAP_PHASE_CUT, PHL_STAMPSWAP_PHASE_SHOW };
  gboolean over = st->phase == PHL_STAMPSWAP_PHASE_OVER;
  PhlStampswapTextFlags fit = PHL_STAMPSWAP_TEXT_LINE | PHL_STAMPSWAP_TEXT_MIDDLE;
  double y0 = t.y + title_h + head_h + 2;

  phl_stampswap_draw_panel (cr, t, 0.30, 0.22, 0.16, 0.92);
  cairo_set_source_rgb (cr, 1, 0.93, 0.8);
  phl_stampswap_draw_text (cr, self->canvas, _("The Stamp Show"), (Rect) { t.x + 4, t.y + 2, t.w - 8, title_h }, 12,
                           fit | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_BOLD);
  for (int d = 0; d < 3; d++)
    {
      char day[8];

      g_snprintf (day, sizeof day, "%d", d + 1);
      cairo_set_source_rgba (cr, 1, 1, 1, d == st->round && !over ? 1 : 0.7);
      phl_stampswap_draw_text (cr, self->canvas, day, (Rect) { t.x + 4 + name_w + d * col_w, t.y + title_h, col_w, head_h },
                               MIN (11, head_h), fit | PHL_STAMPSWAP_TEXT_CENTRE
                               | (d == st->round && !over ? PHL_STAMPSWAP_TEXT_BOLD : 0));
    }
  for (int p = 0; p < 4; p++)
    {
      double y = y0 + p * row_h;
      gboolean row_now = p == cur_phase;

      if (p == 3)
        {
          /* The Final Show comes once, after the third day: a row of its own. */
          Rect c = { t.x + 4, y + 2, t.w - 8, row_h - 4 };

          phl_paint_rounded_rect (cr, c.x, c.y, c.w, c.h, 3);
          if (over)
            cairo_set_source_rgb (cr, 0.98, 0.80, 0.30);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
          cairo_fill (cr);
          if (over)
            cairo_set_source_rgb (cr, 0.2, 0.12, 0.05);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
          phl_stampswap_draw_text (cr, self->canvas, _("Final Show"), phl_stampswap_rect_inset (c, 2),
                                   MIN (11, row_h * 0.6), fit | PHL_STAMPSWAP_TEXT_CENTRE | (over ? PHL_STAMPSWAP_TEXT_BOLD : 0));
          break;
        }
      cairo_set_source_rgba (cr, 1, 1, 1, row_now ? 1 : 0.8);
      phl_stampswap_draw_text (cr, self->canvas, phl_stampswap_phase_name (phases[p]),
                               (Rect) { t.x + 6, y, name_w - 4, row_h }, MIN (11, row_h * 0.6),
                               fit | (row_now ? PHL_STAMPSWAP_TEXT_BOLD : 0));
      for (int d = 0; d < 3; d++)
        {
          Rect c = { t.x + 4 + name_w + d * col_w + 2, y + 2, col_w - 4, row_h - 4 };
          gboolean past = over || d < st->round || (d == st->round && p < cur_phase);
          gboolean now = !over && d == st->round && p == cur_phase;

          phl_paint_rounded_rect (cr, c.x, c.y, c.w, c.h, 3);
          if (now)
            cairo_set_source_rgb (cr, 0.98, 0.80, 0.30);
          else if (past)
            cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
          cairo_fill (cr);
        }
    }
}

static void
paint_ticket (PhlStampswapView *self,
              cairo_t          *cr,
              double            x,
              double            y,
              double            s,
              guint             seat)
{
  PhlRgb c = phl_stampswap_seat_rgb (seat);
  char initial[8] = { 0 };
  gunichar mine = g_unichar_toupper (g_utf8_get_char (phl_stampswap_view_seat_name (self, seat)));
  gboolean shared = FALSE;

  /* Seats whose names start alike ("Player 1", "Player 2") are told
   * apart by their numbers. */
  for (guint other = 0; other < self->st->n_players; other++)
    if (other != seat && g_unichar_toupper (g_utf8_get_char (phl_stampswap_view_seat_name (self, other))) == mine)
      shared = TRUE;
  if (shared)
    g_snprintf (initial, sizeof initial, "%u", seat + 1);
  else
    g_unichar_to_utf8 (mine, initial);
  phl_paint_rounded_rect (cr, x, y, s, s * 0.8, s * 0.15);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  phl_stampswap_draw_text (cr, self->canvas, initial, (Rect) { x, y, s, s * 0.8 }, s * 0.55,
                           PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE | PHL_STAMPSWAP_TEXT_CENTRE
                           | PHL_STAMPSWAP_TEXT_MIDDLE);
}

/* Room for two lines of the smallest text the table draws. */
#define TWO_SMALL_LINES 18.0
/* Translators: under the Finale contest, which is scored once, at the end */
#define FINAL_CAPTION N_("scored at the end")
#define CAPTION_PX 9.0

/* The height of the caption under the Finale contest: the tickets' row
 * when the words fit it on one line, else two lines. */
static double
final_caption_height (PhlStampswapView *self,
                      double            width,
                      double            ticket)
{
  if (phl_stampswap_text_width (self->canvas, _(FINAL_CAPTION), CAPTION_PX * 0.8, FALSE) <= width)
    return ticket;
  return MAX (ticket, ceil (CAPTION_PX * 2.5));
}

void
phl_stampswap_paint_board (PhlStampswapView *self,
                           cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;

  paint_track (self, cr);
  for (guint i = 0; i < st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (st, st->board[i]);
      Rect r = L->contests[i];
      double ticket = MIN (18, r.w / 5);
      PhlStampswapAction action = { .kind = PHL_STAMPSWAP_ACTION_CONTEST };
      guint k = 0;
      double caption_h = ticket;

      g_strlcpy (action.contest, card->id, sizeof action.contest);
      /* The Finale contest takes no tickets: its room says when it is
       * scored, on two lines when one is too narrow. */
      if (i == PHL_STAMPSWAP_N_ROUND_CONTESTS)
        caption_h = final_caption_height (self, r.w, ticket);
      phl_stampswap_card_paint (cr, r.x, r.y, r.w, r.h - caption_h - 2, card, NULL);
      if (phl_stampswap_view_contest_available (self, i))
        {
          g_autofree char *text = g_strdup_printf ("+%d", phl_stampswap_game_contest_value (st, self->viewer, i));
          Rect badge = { r.x + r.w - 40, r.y + r.h - ticket - 26, 38, 22 };

          phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (r, -3), 0.15, 0.55, 0.25,
                                      self->hover.kind == PHL_STAMPSWAP_HIT_CONTEST && self->hover.index == (int) i ? 4 : 2);
          phl_stampswap_draw_panel (cr, badge, 0.15, 0.55, 0.25, 0.95);
          cairo_set_source_rgb (cr, 1, 1, 1);
          phl_stampswap_draw_text (cr, self->canvas, text, badge, 13, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE
                                                                       | PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
        }
      if (phl_stampswap_view_hint_is (self, &action))
        phl_stampswap_draw_hint (cr, phl_stampswap_rect_inset (r, -2));
      /* Show tickets placed on this contest. */
      for (guint s = 0; s < phl_stampswap_view_n_parts (self); s++)
        if (i < PHL_STAMPSWAP_N_ROUND_CONTESTS && (phl_stampswap_view_player (self, s)->tickets & (1u << i))
            && !phl_stampswap_view_is_dummy (self, s))
          paint_ticket (self, cr, r.x + k++ * (ticket + 2), r.y + r.h - ticket * 0.8, ticket, s);
      if (i == PHL_STAMPSWAP_N_ROUND_CONTESTS)
        {
          phl_stampswap_draw_ink (cr, 0.75);
          phl_stampswap_draw_text (cr, self->canvas, _(FINAL_CAPTION), (Rect) { r.x, r.y + r.h - caption_h, r.w, caption_h },
                                   CAPTION_PX, PHL_STAMPSWAP_TEXT_CENTRE | PHL_STAMPSWAP_TEXT_MIDDLE);
        }
    }

  /* Events: splayed, the top card's effect readable. */
  if (st->n_round_events > 0)
    {
      Rect e = L->events;
      double tab = st->n_round_events > 1 ? MIN (22, e.h * 0.3 / (st->n_round_events - 1)) : 0;
      double top_y = e.y + tab * (st->n_round_events - 1);

      for (int k = st->n_round_events - 1; k >= 1; k--)
        {
          const PhlStampswapCard *card = phl_stampswap_state_card (st, st->round_events[k]);
          double y = e.y + (st->n_round_events - 1 - k) * tab;
          double r, g, b;

          phl_stampswap_card_band_rgb (card, &r, &g, &b);
          phl_paint_rounded_rect (cr, e.x, y, e.w, tab + 8, 5);
          cairo_set_source_rgb (cr, r * 0.8, g * 0.8, b * 0.8);
          cairo_fill (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          /* A tab tall enough for two small lines wraps a long name. */
          if (tab >= TWO_SMALL_LINES)
            phl_stampswap_draw_text (cr, self->canvas, card->name, (Rect) { e.x + 4, y + 1, e.w - 8, tab - 1 },
                                     MIN (11, tab * 0.6), PHL_STAMPSWAP_TEXT_NORMAL);
          else
            line (self, cr, card->name, e.x + 6, y + 1, e.w - 12, MIN (11, tab * 0.6), 0);
        }
      phl_stampswap_card_paint (cr, e.x, top_y, e.w, e.y + e.h - top_y,
                                phl_stampswap_state_card (st, st->round_events[0]), NULL);
    }
}

static void
paint_mini_album (cairo_t                 *cr,
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
paint_mat_head (PhlStampswapView *self,
                cairo_t          *cr,
                guint             seat,
                Rect              r,
                double            head)
{
  const PhlSeat *info = phl_stampswap_view_is_dummy (self, seat) ? NULL : phl_stampswap_view_seat (self, seat);
  PhlRgb c = phl_stampswap_seat_rgb (seat);
  g_autofree char *label = NULL;
  double size = head * 0.55, score_w = 0;

  cairo_save (cr);
  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_clip (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, head);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  if (info != NULL)
    {
      int total = phl_stampswap_state_total (self->st, seat);
      g_autofree char *score = g_strdup_printf (ngettext ("%d point", "%d points", total), total);

      score_w = MIN (r.w * 0.4, phl_stampswap_text_width (self->canvas, score, size, TRUE) + 4);
      line (self, cr, score, r.x + r.w - 6 - score_w, r.y + (head - size * 1.35) / 2, score_w, size,
            PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_RIGHT);
    }
  if (info != NULL && info->kind == PHL_SEAT_COMPUTER)
    /* Translators: a computer player's name and level, e.g. "Bob (hard)" */
    label = g_strdup_printf (_("%s (%s)"), info->name, phl_ai_level_describe (info->level));
  else
    label = g_strdup (phl_stampswap_view_seat_name (self, seat));
  line (self, cr, label, r.x + 8, r.y + (head - size * 1.35) / 2, r.w - score_w - 20, size, PHL_STAMPSWAP_TEXT_BOLD);
}

void
phl_stampswap_paint_opponent (PhlStampswapView *self,
                              cairo_t          *cr,
                              guint             seat,
                              Rect              r,
                              gboolean          expanded)
{
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, seat);
  gboolean dummy = phl_stampswap_view_is_dummy (self, seat);
  PhlRgb c = phl_stampswap_seat_rgb (seat);
  gboolean current = phl_stampswap_game_current (st) == (int) seat;
  gboolean hover = self->hover.kind == PHL_STAMPSWAP_HIT_OPPONENT && self->hover.index == (int) seat;
  double head = expanded ? 30 : MIN (24, MAX (18, r.h * 0.2));
  double cell, ax, ay, x, y, w, fs;
  gboolean stacked;
  guint16 items[4 * HELD];
  guint n_items, n_spec = 0, n_exh = 1;

  phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
  cairo_set_source_rgba (cr, 0.99, 0.97, 0.93, expanded ? 1 : 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_set_line_width (cr, current ? 3.5 : hover ? 2 : 1);
  cairo_stroke (cr);
  paint_mat_head (self, cr, seat, r, head);

  /* The album: beside the information, or above it when the mat is tall. */
  {
    double side = floor (MIN ((r.h - head - 10) / ALBUM, (r.w * (expanded ? 0.62 : 0.45)) / ALBUM));
    double above = floor (MIN ((r.h - head - 110) / ALBUM, (r.w - 16) / ALBUM));

    stacked = !expanded && above > side * 1.3;
    cell = stacked ? above : side;
  }
  ax = stacked ? r.x + (r.w - cell * ALBUM) / 2 : r.x + 8, ay = r.y + head + 5;
  if (!dummy)
    paint_mini_album (cr, &p->album, ax, ay, cell);

  /* Beside it: token, cards, items in hand, piles. */
  x = stacked ? r.x + 8 : ax + (dummy ? 0 : cell * ALBUM + 10);
  y = stacked && !dummy ? ay + cell * ALBUM + 8 : ay;
  w = r.x + r.w - 6 - x;
  fs = expanded ? 12 : MIN (11, MAX (9, (r.h - head) / 8));
  phl_stampswap_draw_ink (cr, 0.9);
  if (phl_stampswap_game_token_owner (st) == seat)
    {
      phl_stampswap_paint_token (cr, x + fs * 0.8, y + fs * 0.8, fs * 0.75);
      phl_stampswap_draw_ink (cr, 0.9);
      line (self, cr, _("first player"), x + fs * 2, y, w - fs * 2, fs, 0);
      y += fs * 1.7;
    }
  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (st, p->cards[i]);

      n_spec += card->kind == PHL_STAMPSWAP_CARD_SPECIALIST;
      n_exh += card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR;
    }
  if (!dummy)
    {
      /* Translators: compact mat: exhibitors, specialists and forever stamps */
      g_autofree char *text = g_strdup_printf (_("%u exh. · %u spec. · %u ∞"), n_exh, n_spec,
                                               phl_stampswap_album_count_kind (&p->album, PHL_STAMPSWAP_FOREVER));

      y += phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { x, y, w, fs * 3 }, fs, 0) + fs * 0.4;
    }
  n_items = held_items (p, items);
  if (st->phase == PHL_STAMPSWAP_PHASE_CHOOSE && p->piles_state == PHL_STAMPSWAP_PILES_UP)
    {
      g_autofree char *text = g_strdup_printf (_("piles: %u + %u items"), p->n_pile[0], p->n_pile[1]);

      y += phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { x, y, w, fs * 3 }, fs, PHL_STAMPSWAP_TEXT_BOLD)
           + fs * 0.4;
    }
  if (n_items > 0 && y < r.y + r.h - 10)
    {
      double s = MIN ((r.y + r.h - 6 - y), MAX (14, MIN (w / MIN (n_items, 6u) - 3, expanded ? 70 : 34)));
      guint per_row = MAX (1, (guint) (w / (s + 3)));

      for (guint i = 0; i < n_items && y + (i / per_row + 1) * (s + 3) <= r.y + r.h - 2; i++)
        phl_stampswap_paint_item (self, cr, items[i], (Rect) { x + (i % per_row) * (s + 3), y + (i / per_row) * (s + 3), s, s });
    }
  if (expanded && p->n_cards > 0)
    {
      double cy = ay + cell * ALBUM + 10, ch = r.y + r.h - cy - 8, cw = ch * 0.72;

      if (ch > 40)
        for (guint i = 0; i < p->n_cards && r.x + 8 + (i + 1) * (cw + 4) < r.x + r.w; i++)
          phl_stampswap_card_paint (cr, r.x + 8 + i * (cw + 4), cy, cw, ch, phl_stampswap_state_card (st, p->cards[i]), NULL);
    }
}

void
phl_stampswap_paint_strip (PhlStampswapView *self,
                           cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  const PhlStampswapPlayer *p;
  Rect s = L->strip, info = L->strip_info;
  double size = L->font - 2, y = info.y;
  guint forever, tickets;
  int total;
  PhlRgb c;

  if (self->viewer < 0)
    return;
  p = phl_stampswap_view_player (self, self->viewer);
  c = phl_stampswap_seat_rgb (self->viewer);
  total = phl_stampswap_state_total (st, self->viewer);
  forever = phl_stampswap_album_count_kind (&p->album, PHL_STAMPSWAP_FOREVER);
  tickets = 3 - __builtin_popcount (p->tickets);
  phl_stampswap_draw_panel (cr, s, 0.99, 0.97, 0.93, 0.9);
  cairo_rectangle (cr, s.x, s.y + 8, 5, s.h - 16);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill (cr);
  {
    g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", total), total);
    g_autofree char *left = g_strdup_printf (ngettext ("%u show ticket left", "%u show tickets left", tickets), tickets);
    g_autofree char *fs = g_strdup_printf (ngettext ("%u forever stamp", "%u forever stamps", forever), forever);
    double token = phl_stampswap_game_token_owner (st) == (guint) self->viewer ? 22 : 0;

    phl_stampswap_draw_ink (cr, 1);
    line (self, cr, phl_stampswap_view_seat_name (self, self->viewer), info.x, y, info.w - token, size + 1,
          PHL_STAMPSWAP_TEXT_BOLD);
    if (token > 0)
      phl_stampswap_paint_token (cr, info.x + info.w - 12, y + 9, 8);
    y += (size + 1) * 1.35;
    phl_stampswap_draw_ink (cr, 1);
    line (self, cr, points, info.x, y, info.w, size + 3, PHL_STAMPSWAP_TEXT_BOLD);
    y += (size + 3) * 1.35;
    phl_stampswap_draw_ink (cr, 0.8);
    line (self, cr, left, info.x, y, info.w, size - 1, 0);
    y += (size - 1) * 1.35;
    if (y + size < info.y + info.h)
      line (self, cr, fs, info.x, y, info.w, size - 1, 0);
  }
  if (L->n_mycards > 0)
    {
      phl_stampswap_draw_ink (cr, 0.8);
      /* Translators: the label over your exhibitor and specialist cards */
      line (self, cr, _("Your cards"), L->mycard[0].x, s.y + 2, s.x + s.w - L->mycard[0].x - 4, size, 0);
    }
  for (int i = 0; i < L->n_mycards; i++)
    phl_stampswap_card_paint (cr, L->mycard[i].x, L->mycard[i].y, L->mycard[i].w, L->mycard[i].h,
                              phl_stampswap_state_card (st, L->mycard_index[i]), NULL);
}

/* The phase's instruction above the work area: wraps, never cut short. */
void
phl_stampswap_work_title (PhlStampswapView *self,
                          cairo_t          *cr,
                          const char       *text)
{
  phl_stampswap_draw_ink (cr, 0.95);
  phl_stampswap_draw_text (cr, self->canvas, text, self->lay.title, self->lay.font + 3,
                           PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_MIDDLE);
}

/* The hover pop-up: a card or an item large, placed where it covers
 * nothing being worked on (phl_stampswap_layout_popup()). */
void
phl_stampswap_paint_preview (PhlStampswapView *self,
                             cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapState *st = self->st;
  PhlStampswapLayoutInput in = phl_stampswap_view_layout_input (self);
  const PhlStampswapCard *card = NULL;
  guint16 item = EMPTY;
  double w, h;
  Rect at;

  if (self->preview_blocked)
    return;
  switch (self->hover.kind)
    {
    case PHL_STAMPSWAP_HIT_CONTEST:
      if ((guint) self->hover.index < st->n_board)
        card = phl_stampswap_state_card (st, st->board[self->hover.index]);
      break;
    case PHL_STAMPSWAP_HIT_EVENT:
      if (self->hover.index < st->n_round_events)
        card = phl_stampswap_state_card (st, st->round_events[self->hover.index]);
      break;
    case PHL_STAMPSWAP_HIT_CARD:
      card = phl_stampswap_state_card (st, self->hover.index);
      break;
    case PHL_STAMPSWAP_HIT_POOL:
      item = st->pool[self->hover.index];
      break;
    case PHL_STAMPSWAP_HIT_COLLECTION:
    case PHL_STAMPSWAP_HIT_CUT_ITEM:
      item = phl_stampswap_view_player (self, self->viewer)->collection[self->hover.index];
      break;
    case PHL_STAMPSWAP_HIT_ALBUM:
      {
        /* A stamp in your album: what it is, in words. */
        const PhlStampswapAlbum *album = &phl_stampswap_view_player (self, self->viewer)->album;
        int k = phl_stampswap_album_stamp_at (album, self->hover.index % ALBUM, self->hover.index / ALBUM);
        g_autofree char *text = NULL;
        double tw;

        if (k < 0 || phl_stampswap_view_selected_tile (self) != NULL)
          return;
        text = phl_stampswap_describe_stamp (&album->stamps[k]);
        tw = MIN (360, phl_stampswap_text_width (self->canvas, text, 12, FALSE) + 16);
        at = phl_stampswap_layout_popup (L, &in, self->px, self->py, tw, 26);
        phl_stampswap_draw_panel (cr, at, 0.15, 0.15, 0.17, 0.92);
        cairo_set_source_rgb (cr, 1, 1, 1);
        phl_stampswap_draw_text (cr, self->canvas, text, phl_stampswap_rect_inset (at, 4), 12,
                                 PHL_STAMPSWAP_TEXT_LINE | PHL_STAMPSWAP_TEXT_MIDDLE | PHL_STAMPSWAP_TEXT_CENTRE);
      }
      return;
    default:
      return;
    }
  if (item != EMPTY && PHL_STAMPSWAP_ITEM_IS_CARD (item))
    card = phl_stampswap_state_card (st, item - PHL_STAMPSWAP_ITEM_CARD);
  if (card != NULL)
    h = floor (MIN (320, L->H * 0.5)), w = floor (h * 0.72);
  else if (item != EMPTY && PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      double cell = MAX (L->cell * 1.2, 30);

      w = MAX (tile->w * cell + 16, 220), h = tile->h * cell + 64;
    }
  else
    return;
  at = phl_stampswap_layout_popup (L, &in, self->px, self->py, w, h);
  if (card != NULL)
    phl_stampswap_card_paint (cr, at.x, at.y, at.w, at.h, card, NULL);
  else
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      /* As large as the pop-up allows (smaller on a short board). */
      double cell = MIN (MAX (L->cell * 1.2, 30), MIN ((at.w - 16) / tile->w, (at.h - 64) / tile->h));
      g_autofree char *text = phl_stampswap_describe_item (self, item);
      double th;

      phl_stampswap_draw_panel (cr, at, 0.15, 0.15, 0.17, 0.94);
      phl_stampswap_paint_tile (cr, tile, at.x + (at.w - tile->w * cell) / 2, at.y + 8, cell,
                                phl_stampswap_view_item_face (self, item));
      cairo_set_source_rgb (cr, 1, 1, 1);
      th = phl_stampswap_draw_text (cr, self->canvas, text, (Rect) { at.x + 6, at.y + tile->h * cell + 12, at.w - 12, 34 },
                                    11, PHL_STAMPSWAP_TEXT_CENTRE);
      if (self->hover.kind == PHL_STAMPSWAP_HIT_POOL && phl_stampswap_view_my_turn (self))
        {
          /* Translators: the computer's estimate of a pool item for you */
          g_autofree char *number = phl_number_format_decimal (phl_stampswap_view_pool_worth (self, self->hover.index), 1);
          g_autofree char *worth = g_strdup_printf (_("worth about %s points to you"), number);

          cairo_set_source_rgb (cr, 0.98, 0.80, 0.35);
          line (self, cr, worth, at.x + 6, at.y + tile->h * cell + 14 + th, at.w - 12, 11,
                PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_CENTRE);
        }
    }
}

#define FLASH_US (250 * 1000)

void
phl_stampswap_paint_flash (PhlStampswapView *self,
                           cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (self->canvas);
  double t;
  Rect r = { 0 };

  if (self->flash_kind == PHL_STAMPSWAP_HIT_NONE || clock == NULL)
    return;
  t = (gdk_frame_clock_get_frame_time (clock) - self->flash_start) / (double) FLASH_US;
  if (t < 0 || t >= 1)
    return;
  if (self->flash_kind == PHL_STAMPSWAP_HIT_ALBUM)
    {
      /* The newest stamp of whoever placed it. */
      int seat = self->flash_seat;

      if (seat < 0 || (guint) seat >= phl_stampswap_view_n_parts (self)
          || phl_stampswap_view_player (self, seat)->album.n_stamps == 0)
        return;
      if (seat == self->viewer)
        {
          const PhlStampswapAlbum *album = &phl_stampswap_view_player (self, seat)->album;
          const PhlStampswapStamp *s = &album->stamps[album->n_stamps - 1];

          r = (Rect) { L->album.x + s->x * L->cell, L->album.y + s->y * L->cell, s->w * L->cell, s->h * L->cell };
        }
      else
        r = L->opp[seat];
    }
  else
    r = phl_stampswap_layout_rect_of (L, (Hit) { self->flash_kind, self->flash_index, 0 });
  if (r.w <= 0)
    return;
  cairo_save (cr);
  phl_paint_rounded_rect (cr, r.x - 3 - 6 * t, r.y - 3 - 6 * t, r.w + 6 + 12 * t, r.h + 6 + 12 * t, 8);
  cairo_set_source_rgba (cr, 0.98, 0.72, 0.10, 1 - t);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  cairo_restore (cr);
}
