/* phl-stampswap-cut.c — making piles: the Cut of the Swap Phase
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player drags each item of the Daily Collection into the reserve or
 * a pile (or uses R, 1, 2, 0); the engine's phl_stampswap_cut_problem()
 * says what is still wrong, phl_stampswap_action_cut() writes the action.
 * A hint shows its piles as orange ghosts and moves nothing; an undone cut
 * comes back as the player made it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-number.h"
#include "phl-paint.h"
#include "phl-stampswap-paint.h"
#include "phl-stampswap-view-private.h"
#include "stampswap/phl-stampswap-ai.h"

gboolean
phl_stampswap_view_cutting (PhlStampswapView *self)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_CUT && phl_stampswap_view_my_turn (self);
}

/* The fairness meter: what each opponent's computer player would think of
 * each pile. */
static void
update_meter (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p;
  PhlStampswapState *copy;
  PhlStampswapPlayer *q;

  self->meter_valid = FALSE;
  if (!phl_stampswap_view_cutting (self))
    return;
  p = phl_stampswap_view_player (self, self->viewer);
  copy = phl_stampswap_state_copy (self->st);
  q = &copy->players[self->viewer];
  q->n_pile[0] = q->n_pile[1] = 0;
  for (guint i = 0; i < p->n_collection && i < self->cut.n_items; i++)
    if (self->cut.zone[i] == PHL_STAMPSWAP_CUT_PILE1 || self->cut.zone[i] == PHL_STAMPSWAP_CUT_PILE2)
      {
        guint k = self->cut.zone[i] - PHL_STAMPSWAP_CUT_PILE1;

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

void
phl_stampswap_cut_reset (PhlStampswapView *self)
{
  if (self->viewer >= 0 && self->st->phase == PHL_STAMPSWAP_PHASE_CUT)
    phl_stampswap_cut_init (&self->cut, self->st, self->viewer);
  else
    memset (&self->cut, 0, sizeof self->cut);
  self->cut_sel = -1;
  self->meter_valid = FALSE;
}

void
phl_stampswap_cut_assign (PhlStampswapView *self,
                          guint             item,
                          guint             zone)
{
  if (item >= self->cut.n_items || zone >= PHL_STAMPSWAP_N_CUT_ZONES)
    return;
  if (!phl_stampswap_cut_allows (self->st, self->viewer, item, zone))
    {
      phl_stampswap_view_message (self, _("Rare stamps may not be reserved, not even face down"));
      return;
    }
  phl_stampswap_view_message (self, NULL);
  self->cut.zone[item] = zone;
  self->cut_sel = -1;
  update_meter (self);
  phl_stampswap_view_refresh (self);
}

/* After an undo: the piles as the player had made them, read back from
 * the action the undo took away. */
void
phl_stampswap_cut_restore (PhlStampswapView *self,
                           const char       *action)
{
  PhlStampswapAction a;

  if (action == NULL || !phl_stampswap_action_parse (action, &a, NULL) || a.kind != PHL_STAMPSWAP_ACTION_CUT
      || !phl_stampswap_view_cutting (self))
    return;
  phl_stampswap_cut_reset (self);
  for (guint i = 0; i < self->cut.n_items && i < a.cut.n_items; i++)
    self->cut.zone[i] = a.cut.zone[i];
  update_meter (self);
}

char *
phl_stampswap_cut_instruction (PhlStampswapView *self)
{
  guint count = 0;

  switch (phl_stampswap_cut_problem (self->st, self->viewer, &self->cut, &count))
    {
    case PHL_STAMPSWAP_CUT_OK:
      return NULL;
    case PHL_STAMPSWAP_CUT_ITEMS_UNSET:
      return g_strdup_printf (ngettext ("Put %u more item in the reserve or a pile",
                                        "Put %u more items in the reserve or a pile", count), count);
    case PHL_STAMPSWAP_CUT_RESERVE_COUNT:
      return g_strdup_printf (ngettext ("Reserve exactly %u item", "Reserve exactly %u items", count), count);
    case PHL_STAMPSWAP_CUT_RARE_RESERVED:
      return g_strdup (_("Rare stamps may not be reserved, not even face down"));
    case PHL_STAMPSWAP_CUT_PILE_EMPTY:
      return g_strdup (_("Each of the two piles needs at least one item"));
    case PHL_STAMPSWAP_CUT_ONE_PILE:
    default:
      return g_strdup (_("Too few items for two piles: put them all in pile 1"));
    }
}

void
phl_stampswap_cut_confirm (PhlStampswapView *self)
{
  g_autofree char *why = NULL;

  if (!phl_stampswap_view_cutting (self))
    return;
  why = phl_stampswap_cut_instruction (self);
  if (why != NULL)
    phl_stampswap_view_message (self, why);
  else
    phl_stampswap_view_submit (self, phl_stampswap_action_cut (&self->cut));
}

static void
paint_meter (PhlStampswapView *self,
             cairo_t          *cr)
{
  const Rect m = self->lay.meter;
  guint n = 0, k = 0;
  double max = 1, size = self->lay.font - 1, name_w = MIN (120, m.w * 0.3);

  if (!self->meter_valid || self->st->n_players < 2 || m.w <= 0)
    return;
  for (guint s = 0; s < self->st->n_players; s++)
    if ((int) s != self->viewer)
      {
        n++;
        max = MAX (max, MAX (self->meter[s][0], self->meter[s][1]));
      }
  phl_stampswap_draw_ink (cr, 0.7);
  phl_stampswap_draw_text (cr, self->canvas, _("What each opponent would think the piles are worth"),
                           (Rect) { m.x, m.y, m.w, size + 4 }, size, PHL_STAMPSWAP_TEXT_LINE);
  for (guint s = 0; s < self->st->n_players; s++)
    if ((int) s != self->viewer)
      {
        double rh = MIN (size + 2, (m.h - size - 6) / n - 2), y = m.y + size + 6 + k * (rh + 2);
        double half = (m.w - name_w) / 2;
        PhlRgb c = phl_stampswap_seat_rgb (s);

        phl_stampswap_draw_ink (cr, 0.85);
        phl_stampswap_draw_text (cr, self->canvas, phl_stampswap_view_seat_name (self, s),
                                 (Rect) { m.x, y, name_w - 6, rh }, rh, PHL_STAMPSWAP_TEXT_LINE);
        for (guint q = 0; q < 2; q++)
          {
            double len = (half - 44) * MAX (0, self->meter[s][q]) / max;
            double bx = m.x + name_w + q * half;
            g_autofree char *v = phl_number_format_decimal (self->meter[s][q], 1);

            cairo_rectangle (cr, bx, y, len, rh);
            cairo_set_source_rgba (cr, c.red, c.green, c.blue, q == 0 ? 0.9 : 0.55);
            cairo_fill (cr);
            phl_stampswap_draw_ink (cr, 0.85);
            phl_stampswap_draw_text (cr, self->canvas, v, (Rect) { bx + len + 3, y, 40, rh }, rh,
                                     PHL_STAMPSWAP_TEXT_LINE);
          }
        k++;
      }
}

/* The hint's piles: each item a faint orange ghost where the hint puts
 * it, unless it is there already. */
static void
paint_hint_ghosts (PhlStampswapView *self,
                   cairo_t          *cr)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
  PhlStampswapLayoutInput in = phl_stampswap_view_layout_input (self);
  PhlStampswapLayout ghost;
  PhlStampswapCut cut;

  if (!self->hint_on || self->hint.kind != PHL_STAMPSWAP_ACTION_CUT)
    return;
  phl_stampswap_cut_init (&cut, self->st, self->viewer);
  for (guint i = 0; i < cut.n_items && i < self->hint.cut.n_items; i++)
    cut.zone[i] = self->hint.cut.zone[i];
  in.cut = &cut;
  phl_stampswap_layout_compute (&ghost, &in, self->lay.W, self->lay.H);
  for (guint z = PHL_STAMPSWAP_CUT_RESERVE; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < cut.n_items; i++)
        any |= cut.zone[i] == z && self->cut.zone[i] != z;
      if (any)
        phl_stampswap_draw_hint (cr, phl_stampswap_rect_inset (self->lay.zone[z], 3));
    }
  for (guint i = 0; i < cut.n_items; i++)
    {
      static const char * const keys[PHL_STAMPSWAP_N_CUT_ZONES] = { "", "R", "1", "2" };
      Rect r = ghost.cut_item[i], at = self->lay.cut_item[i];
      gboolean free = TRUE;

      if (cut.zone[i] == self->cut.zone[i])
        continue;
      /* On the item: where the hint puts it (the keys that do it). */
      phl_stampswap_draw_hint (cr, at);
      /* Top left: the value chip has the bottom right. */
      phl_stampswap_draw_chip (cr, self->canvas, (Rect) { at.x - 4, at.y - 4, 24, 22 }, keys[cut.zone[i]]);
      /* In its pile: a faint ghost, where no item lies yet. */
      for (guint j = 0; j < self->cut.n_items && free; j++)
        free = !phl_stampswap_rect_overlaps (&r, &self->lay.cut_item[j]);
      if (!free)
        continue;
      cairo_push_group (cr);
      phl_stampswap_paint_item (self, cr, p->collection[i], phl_stampswap_rect_inset (r, 2));
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.38);
      phl_stampswap_draw_hint (cr, r);
    }
}

void
phl_stampswap_paint_cut (PhlStampswapView *self,
                         cairo_t          *cr)
{
  const PhlStampswapLayout *L = &self->lay;
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, self->viewer);
  static const char * const zone_names[PHL_STAMPSWAP_N_CUT_ZONES] = {
    N_("Daily Collection: drag each item into the reserve or a pile"), N_("Reserve"), N_("Pile 1"), N_("Pile 2"),
  };
  guint want = phl_stampswap_state_reserve_count (self->st, self->viewer);

  if (!phl_stampswap_view_cutting (self))
    {
      phl_stampswap_work_title (self, cr, _("Cut: every player reserves items and splits the rest into two piles"));
      if (self->viewer >= 0 && p->cut_done)
        {
          phl_stampswap_draw_ink (cr, 0.8);
          phl_stampswap_draw_text (cr, self->canvas, _("Your piles are made. Waiting for the others."), L->content,
                                   L->font, PHL_STAMPSWAP_TEXT_NORMAL);
        }
      return;
    }
  {
    g_autofree char *title = g_strdup_printf (ngettext ("Cut: reserve %u item and split the rest into two piles",
                                                        "Cut: reserve %u items and split the rest into two piles",
                                                        want), want);
    phl_stampswap_work_title (self, cr, title);
  }
  for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    {
      Rect r = L->zone[z];
      /* The zone under a dragged item lights up (on the live layer). */
      gboolean target = !self->painting_still && self->pressed && self->drag_moved
                        && self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM
                        && phl_stampswap_rect_contains (&r, self->px, self->py);

      phl_paint_rounded_rect (cr, r.x, r.y, r.w, r.h, 8);
      cairo_set_source_rgba (cr, z == PHL_STAMPSWAP_CUT_RESERVE ? 0.55 : 0.35, 0.45,
                             z == PHL_STAMPSWAP_CUT_UNSET ? 0.35 : 0.55, target ? 0.30 : 0.12);
      cairo_fill (cr);
      if (target || (self->cut_sel >= 0 && self->hover.kind == PHL_STAMPSWAP_HIT_ZONE && self->hover.index == (int) z))
        phl_stampswap_draw_outline (cr, r, 0.15, 0.45, 0.85, 2.5);
      phl_stampswap_draw_ink (cr, 0.85);
      phl_stampswap_draw_text (cr, self->canvas,
                               z == PHL_STAMPSWAP_CUT_UNSET && phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self))
                               ? _("Daily Collection: put each item in the reserve (R) or a pile (1 or 2)")
                               : _(zone_names[z]), (Rect) { r.x + 8, r.y + 2, r.w - 16, L->font + 5 },
                               L->font, PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE);
    }
  for (guint i = 0; i < p->n_collection; i++)
    {
      Rect r = L->cut_item[i];
      /* The still layer keeps the item in its slot: the live layer
       * paints the slot empty while the item is dragged. */
      gboolean dragged = !self->painting_still && self->pressed && self->drag_moved
                         && self->press_hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM && self->press_hit.index == (int) i;

      phl_stampswap_paint_slot (cr, r, !dragged && self->hover.kind == PHL_STAMPSWAP_HIT_CUT_ITEM
                                       && self->hover.index == (int) i);
      if (dragged)
        continue;
      phl_stampswap_paint_item (self, cr, p->collection[i], phl_stampswap_rect_inset (r, 2));
      if (phl_stampswap_item_is_rare (p->collection[i]))
        {
          /* A star marker: rare stamps can't be reserved. */
          cairo_set_source_rgba (cr, 0.75, 0.55, 0.05, 1);
          phl_stampswap_draw_text (cr, self->canvas, "★", (Rect) { r.x + r.w - 15, r.y + 1, 14, 14 }, 11,
                                   PHL_STAMPSWAP_TEXT_BOLD | PHL_STAMPSWAP_TEXT_LINE);
        }
      if (self->cut_sel == (int) i)
        phl_stampswap_draw_outline (cr, phl_stampswap_rect_inset (r, -2), 0.15, 0.45, 0.85, 3);
    }
  paint_hint_ghosts (self, cr);
  paint_meter (self, cr);
}
