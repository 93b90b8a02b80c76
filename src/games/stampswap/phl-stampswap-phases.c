/* phl-stampswap-phases.c — the phases' mechanics: Collect, Cut, Choose, Show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What each step of a round does to the state once the action is known to
 * be legal (taking, cutting, choosing a pile, scoring the Show), the solo
 * dummy's fixed moves, and the effect helpers they share.  Setup, the
 * order of the steps and the action text are in phl-stampswap-game.c.
 */
#define G_LOG_DOMAIN "phl-stampswap-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-game-private.h"

#define NONE PHL_STAMPSWAP_NONE
#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY

const PhlStampswapTile *
_phl_stampswap_tile_of (guint16 item)
{
  return &phl_stampswap_tiles ()[item];
}

gboolean
_phl_stampswap_is_dummy (const PhlStampswapState *state,
                         guint                    part)
{
  return state->solo && part == PHL_STAMPSWAP_DUMMY (state);
}

static void
push_item (guint16 *items,
           guint8  *n,
           guint16  item)
{
  g_assert (*n < PHL_STAMPSWAP_MAX_HELD);
  items[(*n)++] = item;
}

void
_phl_stampswap_mark_flags (PhlApplyFlags *flags)
{
  if (flags != NULL)
    *flags |= PHL_APPLY_IRREVERSIBLE;
}

/* A random tile of @kind from the supply, or NONE when it ran out. */
guint8
_phl_stampswap_draw_tile (PhlStampswapState *state,
                          GRand             *rng,
                          guint8             kind)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  guint8 candidates[PHL_STAMPSWAP_N_TILES];
  guint n = 0;
  guint8 tile;

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    if (state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY && tiles[t].kind == kind)
      candidates[n++] = t;
  if (n == 0)
    return NONE;
  tile = candidates[g_rand_int_range (rng, 0, n)];
  state->tile_where[tile] = PHL_STAMPSWAP_TILE_IN_PLAY;
  state->face_down[tile] = 0;
  state->known[tile] = 0;
  return tile;
}

void
_phl_stampswap_box_item (PhlStampswapState *state,
                         guint16            item)
{
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      state->tile_where[item] = PHL_STAMPSWAP_TILE_BOX;
      state->face_down[item] = 0;
    }
  else if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    state->card_where[item - PHL_STAMPSWAP_ITEM_CARD] = PHL_STAMPSWAP_TILE_BOX;
}

const PhlStampswapCard *
_phl_stampswap_top_event_with (const PhlStampswapState *state,
                               PhlStampswapEffect       effect)
{
  const PhlStampswapCard *event = phl_stampswap_state_top_event (state);

  return event != NULL && event->effect == effect ? event : NULL;
}

/* Sum of points (or counts) of the top event (when it has @effect) and the
 * seat's active specialists with @effect. */
static int
effect_sum (const PhlStampswapState *state,
            guint                    seat,
            PhlStampswapEffect       effect,
            gboolean                 use_count)
{
  const PhlStampswapCard *event = _phl_stampswap_top_event_with (state, effect);
  int sum = phl_stampswap_state_specialist_sum (state, seat, effect, use_count);

  if (event != NULL)
    sum += use_count ? event->count : event->points;
  return sum;
}

/* Credits the top event (when it has @effect) and the seat's specialists
 * with @effect with their points (the balance test's card_points). */
static void
credit_effect (PhlStampswapState  *state,
               guint               seat,
               PhlStampswapEffect  effect)
{
  const PhlStampswapCard *event = _phl_stampswap_top_event_with (state, effect);

  if (event != NULL)
    state->card_points[state->round_events[0]] += event->points;
  phl_stampswap_state_credit_specialists (state, seat, effect);
}

/* Credits the seat's exhibitors, the mat's among them, with what they
 * score now. */
static void
credit_exhibitors (PhlStampswapState *state,
                   guint              seat)
{
  const PhlStampswapPlayer *p = &state->players[seat];

  if (state->deck == NULL || state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    return;
  state->card_points[p->mat_exhibitor] +=
    phl_stampswap_contest_score (&phl_stampswap_state_card (state, p->mat_exhibitor)->rule, &p->album);
  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, p->cards[i]);

      if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
        state->card_points[p->cards[i]] += phl_stampswap_contest_score (&card->rule, &p->album);
    }
}

static gboolean
has_specialist (const PhlStampswapState *state,
                guint                    seat,
                PhlStampswapEffect       effect)
{
  const PhlStampswapPlayer *p = &state->players[seat];

  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *c = phl_stampswap_state_card (state, p->cards[i]);
      if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
        return TRUE;
    }
  for (guint i = 0; i < p->n_reserve; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->reserve[i]))
      {
        const PhlStampswapCard *c = phl_stampswap_state_card (state, p->reserve[i] - PHL_STAMPSWAP_ITEM_CARD);
        if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
          return TRUE;
      }
  for (guint i = 0; i < p->n_collection; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->collection[i]))
      {
        const PhlStampswapCard *c = phl_stampswap_state_card (state, p->collection[i] - PHL_STAMPSWAP_ITEM_CARD);
        if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
          return TRUE;
      }
  for (guint i = 0; i < p->n_below; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->below[i]))
      {
        const PhlStampswapCard *c = phl_stampswap_state_card (state, p->below[i] - PHL_STAMPSWAP_ITEM_CARD);
        if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
          return TRUE;
      }
  return FALSE;
}

/* The stamp kinds of the seat's active specialists with a drawing @effect. */
static guint
specialist_kinds (const PhlStampswapState *state,
                  guint                    seat,
                  PhlStampswapEffect       effect,
                  guint8                  *kinds)
{
  const PhlStampswapPlayer *p = &state->players[seat];
  const guint16 *lists[] = { p->reserve, p->collection, p->below };
  const guint8 lens[] = { p->n_reserve, p->n_collection, p->n_below };
  guint n = 0;

  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *c = phl_stampswap_state_card (state, p->cards[i]);
      if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
        kinds[n++] = c->stamp_kind;
    }
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lens[l]; i++)
      if (PHL_STAMPSWAP_ITEM_IS_CARD (lists[l][i]))
        {
          const PhlStampswapCard *c = phl_stampswap_state_card (state, lists[l][i] - PHL_STAMPSWAP_ITEM_CARD);
          if (c->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c->effect == effect)
            kinds[n++] = c->stamp_kind;
        }
  return n;
}

/* Holders of a view-pool specialist see every face-down stamp in the pool. */
void
_phl_stampswap_refresh_pool_knowledge (PhlStampswapState *state)
{
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      if (!has_specialist (state, s, PHL_STAMPSWAP_EFFECT_VIEW_POOL))
        continue;
      for (guint i = 0; i < state->n_pool; i++)
        if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[i]))
          state->known[state->pool[i]] |= 1u << s;
    }
}

/* ---------------------------------------------------------------- Collect */

gboolean
_phl_stampswap_collect_finished (const PhlStampswapState *state)
{
  gboolean all_full = TRUE, pool_empty = TRUE;

  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    all_full &= state->players[s].n_collection >= PHL_STAMPSWAP_ITEMS;
  for (guint i = 0; i < state->n_pool; i++)
    pool_empty &= state->pool[i] == EMPTY;
  return all_full || pool_empty;
}

void
_phl_stampswap_take_slot (PhlStampswapState *state,
                          guint              slot)
{
  PhlStampswapPlayer *p = &state->players[state->current];
  guint16 item = state->pool[slot];

  state->pool[slot] = EMPTY;
  push_item (p->collection, &p->n_collection, item);
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    state->known[item] |= 1u << state->current;
  state->last_taker = state->current;
  state->current = (state->current + 1) % phl_stampswap_state_n_parts (state);
  _phl_stampswap_refresh_pool_knowledge (state);
}

/* The dummy takes the lowest pool slot, the token only when nothing else is left. */
void
_phl_stampswap_dummy_take (PhlStampswapState *state)
{
  guint token_slot = NONE;

  for (guint i = 0; i < state->n_pool; i++)
    {
      if (state->pool[i] == EMPTY)
        continue;
      if (state->pool[i] == PHL_STAMPSWAP_ITEM_TOKEN)
        {
          token_slot = i;
          continue;
        }
      _phl_stampswap_take_slot (state, i);
      return;
    }
  g_assert (token_slot != NONE);
  _phl_stampswap_take_slot (state, token_slot);
}

static void
draw_and_reserve (PhlStampswapState *state,
                  GRand             *rng,
                  guint              seat,
                  guint8             kind,
                  PhlApplyFlags     *flags)
{
  PhlStampswapPlayer *p = &state->players[seat];
  guint8 tile = _phl_stampswap_draw_tile (state, rng, kind);

  _phl_stampswap_mark_flags (flags);
  if (tile == NONE)
    return;
  /* Drawn face down and viewed by its owner only. */
  state->face_down[tile] = 1;
  state->known[tile] = 1u << seat;
  push_item (p->reserve, &p->n_reserve, tile);
}

void
_phl_stampswap_end_collect (PhlStampswapState *state,
                            GRand             *rng,
                            PhlApplyFlags     *flags)
{
  guint n_parts = phl_stampswap_state_n_parts (state);
  const PhlStampswapCard *event;

  for (guint i = 0; i < state->n_pool; i++)
    {
      if (state->pool[i] == PHL_STAMPSWAP_ITEM_TOKEN)
        state->token_holder = state->last_taker;  /* kept beneath the collection */
      else if (state->pool[i] != EMPTY)
        _phl_stampswap_box_item (state, state->pool[i]);
    }
  state->n_pool = 0;

  /* End-of-Collect effects: specialists first, then the event. */
  for (guint k = 0; k < n_parts; k++)
    {
      guint seat = (state->first_player + k) % n_parts;
      guint8 kinds[PHL_STAMPSWAP_MAX_CARDS];
      guint n = specialist_kinds (state, seat, PHL_STAMPSWAP_EFFECT_DRAW_RESERVE, kinds);

      for (guint i = 0; i < n; i++)
        draw_and_reserve (state, rng, seat, kinds[i], flags);
    }
  event = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_DRAW_RESERVE);
  if (event != NULL)
    for (guint k = 0; k < n_parts; k++)
      draw_and_reserve (state, rng, (state->first_player + k) % n_parts, event->stamp_kind, flags);

  state->phase = PHL_STAMPSWAP_PHASE_CUT;
}

/* ------------------------------------------------------------------- Cut */

/* Parses "1,3,4" (or "") into 0-based indices; FALSE on junk. */
static gboolean
parse_index_list (const char *text,
                  guint8     *out,
                  guint      *n_out,
                  guint       limit)
{
  g_auto(GStrv) parts = NULL;

  *n_out = 0;
  if (*text == '\0')
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end = NULL;
      long v;

      if (parts[i][0] < '1' || parts[i][0] > '9')
        return FALSE;
      v = strtol (parts[i], &end, 10);
      if (*end != '\0' || v > (long) limit || *n_out >= PHL_STAMPSWAP_MAX_HELD)
        return FALSE;
      out[(*n_out)++] = v - 1;
    }
  return TRUE;
}

gboolean
_phl_stampswap_check_cut (const PhlStampswapState *state,
                          guint                    seat,
                          const char              *text,
                          guint8                   lists[3][PHL_STAMPSWAP_MAX_HELD],
                          guint                    n_lists[3],
                          GError                 **error)
{
  const PhlStampswapPlayer *p = &state->players[seat];
  g_auto(GStrv) parts = g_strsplit (text, "|", -1);
  guint8 used[PHL_STAMPSWAP_MAX_HELD] = { 0 };
  PhlStampswapCut cut = { 0 };

  if (g_strv_length (parts) != 3)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                   _("A cut is written “cut RESERVE|PILE1|PILE2”, e.g. “cut 2|1,4|3,5,6”"));
      return FALSE;
    }
  for (guint l = 0; l < 3; l++)
    {
      if (!parse_index_list (parts[l], lists[l], &n_lists[l], p->n_collection))
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                       _("“%s” is not a list of items 1 to %u of your Daily Collection"),
                       parts[l], p->n_collection);
          return FALSE;
        }
      for (guint i = 0; i < n_lists[l]; i++)
        if (used[lists[l][i]]++)
          {
            g_set_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL,
                         _("Item %u is listed twice"), lists[l][i] + 1);
            return FALSE;
          }
    }
  /* The rules' one check, shared with the views' cut being assembled. */
  cut.n_items = p->n_collection;
  for (guint l = 0; l < 3; l++)
    for (guint i = 0; i < n_lists[l]; i++)
      cut.zone[lists[l][i]] = PHL_STAMPSWAP_CUT_RESERVE + l;
  if (!phl_stampswap_cut_check (state, seat, &cut, error))
    return FALSE;
  return TRUE;
}

void
_phl_stampswap_do_cut (PhlStampswapState *state,
                       guint              seat,
                       guint8             lists[3][PHL_STAMPSWAP_MAX_HELD],
                       const guint        n_lists[3])
{
  PhlStampswapPlayer *p = &state->players[seat];

  for (guint i = 0; i < n_lists[0]; i++)
    push_item (p->reserve, &p->n_reserve, p->collection[lists[0][i]]);
  p->n_pile[0] = p->n_pile[1] = 0;
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < n_lists[k + 1]; i++)
      push_item (p->piles[k], &p->n_pile[k], p->collection[lists[k + 1][i]]);
  p->n_collection = 0;
  if (p->n_pile[1] == 0)
    {
      /* Too few items for two piles: they stay with their owner. */
      for (guint i = 0; i < p->n_pile[0]; i++)
        push_item (p->below, &p->n_below, p->piles[0][i]);
      p->n_pile[0] = 0;
      p->piles_state = PHL_STAMPSWAP_PILES_NONE;
    }
  else
    p->piles_state = PHL_STAMPSWAP_PILES_UP;
  p->cut_done = TRUE;
}

/* The dummy reserves its first non-rare item and halves the rest in order. */
void
_phl_stampswap_dummy_cut (PhlStampswapState *state)
{
  guint seat = PHL_STAMPSWAP_DUMMY (state);
  const PhlStampswapPlayer *p = &state->players[seat];
  guint8 lists[3][PHL_STAMPSWAP_MAX_HELD];
  guint n_lists[3] = { 0, 0, 0 };
  guint want = phl_stampswap_state_reserve_count (state, seat);
  guint rest = p->n_collection - want, half = MAX (1u, rest / 2);

  for (guint i = 0; i < p->n_collection; i++)
    {
      if (n_lists[0] < want && !phl_stampswap_item_is_rare (p->collection[i]))
        lists[0][n_lists[0]++] = i;
      else if (rest >= 2 && n_lists[1] >= half)
        lists[2][n_lists[2]++] = i;
      else
        lists[1][n_lists[1]++] = i;
    }
  _phl_stampswap_do_cut (state, seat, lists, n_lists);
}

void
_phl_stampswap_start_choose (PhlStampswapState *state,
                             PhlApplyFlags     *flags)
{
  guint n_parts = phl_stampswap_state_n_parts (state);

  /* view-piles: its holder sees every face-down stamp in opponents' piles. */
  for (guint s = 0; s < n_parts; s++)
    {
      if (!has_specialist (state, s, PHL_STAMPSWAP_EFFECT_VIEW_PILES))
        continue;
      _phl_stampswap_mark_flags (flags);
      for (guint o = 0; o < n_parts; o++)
        for (guint k = 0; k < 2 && o != s; k++)
          for (guint i = 0; i < state->players[o].n_pile[k]; i++)
            if (PHL_STAMPSWAP_ITEM_IS_TILE (state->players[o].piles[k][i]))
              state->known[state->players[o].piles[k][i]] |= 1u << s;
    }
  state->phase = PHL_STAMPSWAP_PHASE_CHOOSE;
  state->current = phl_stampswap_game_token_owner (state);
}

/* ---------------------------------------------------------------- Choose */

void
_phl_stampswap_reveal_holdings (PhlStampswapState *state,
                                guint              seat)
{
  PhlStampswapPlayer *p = &state->players[seat];

  for (guint i = 0; i < p->n_below; i++)
    if (PHL_STAMPSWAP_ITEM_IS_TILE (p->below[i]))
      state->face_down[p->below[i]] = 0;
  for (guint i = 0; i < p->n_reserve; i++)
    if (PHL_STAMPSWAP_ITEM_IS_TILE (p->reserve[i]))
      state->face_down[p->reserve[i]] = 0;
}

/* Counter-clockwise from @from: the first part that has not chosen, or NONE. */
guint8
_phl_stampswap_next_unchosen_right (const PhlStampswapState *state,
                                    guint                    from)
{
  guint n_parts = phl_stampswap_state_n_parts (state);

  for (guint i = 1; i < n_parts; i++)
    {
      guint s = (from + n_parts - i) % n_parts;

      if (!state->players[s].chose)
        return s;
    }
  return NONE;
}

gboolean
_phl_stampswap_has_pile_to_take (const PhlStampswapState *state,
                                 guint                    chooser)
{
  for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
    if (o != chooser && state->players[o].piles_state == PHL_STAMPSWAP_PILES_UP)
      return TRUE;
  return FALSE;
}

void
_phl_stampswap_keep_own_piles (PhlStampswapState *state,
                               guint              seat)
{
  PhlStampswapPlayer *p = &state->players[seat];

  for (guint k = 0; k < 2; k++)
    {
      for (guint i = 0; i < p->n_pile[k]; i++)
        push_item (p->below, &p->n_below, p->piles[k][i]);
      p->n_pile[k] = 0;
    }
  p->piles_state = PHL_STAMPSWAP_PILES_NONE;
}

void
_phl_stampswap_do_choose (PhlStampswapState *state,
                          guint              owner,
                          guint              pile,
                          GRand             *rng,
                          PhlApplyFlags     *flags)
{
  guint chooser = state->current;
  PhlStampswapPlayer *c = &state->players[chooser];
  PhlStampswapPlayer *o = &state->players[owner];
  const PhlStampswapCard *gift = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_GIFT_POINTS);
  int points = 0;
  guint8 draws[PHL_STAMPSWAP_MAX_CARDS];
  guint n_draws;

  /* The owner's pile-taken effects, from the specialists it holds as the
   * pile is taken (not those in the piles themselves). */
  if (gift != NULL)
    {
      points += gift->points * o->n_pile[pile];
      state->card_points[state->round_events[0]] += gift->points * o->n_pile[pile];
    }
  points += phl_stampswap_state_specialist_sum (state, owner, PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS, FALSE);
  phl_stampswap_state_credit_specialists (state, owner, PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS);
  n_draws = specialist_kinds (state, owner, PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW, draws);

  for (guint i = 0; i < o->n_pile[pile]; i++)
    push_item (c->below, &c->n_below, o->piles[pile][i]);
  for (guint i = 0; i < o->n_pile[1 - pile]; i++)
    push_item (o->below, &o->n_below, o->piles[1 - pile][i]);
  o->n_pile[0] = o->n_pile[1] = 0;
  o->piles_state = PHL_STAMPSWAP_PILES_SPLIT;

  for (guint i = 0; i < n_draws; i++)
    {
      guint8 tile = _phl_stampswap_draw_tile (state, rng, draws[i]);

      if (tile != NONE)
        push_item (o->below, &o->n_below, tile);
    }
  o->round_points[state->round][PHL_STAMPSWAP_SRC_EFFECTS] += points;

  c->chose = TRUE;
  _phl_stampswap_reveal_holdings (state, chooser);
  _phl_stampswap_mark_flags (flags);

  state->current = !o->chose ? owner : _phl_stampswap_next_unchosen_right (state, owner);
}

/* The dummy takes the pile with more items (pile 1 on a tie). */
void
_phl_stampswap_dummy_choose (PhlStampswapState *state,
                             GRand             *rng,
                             PhlApplyFlags     *flags)
{
  for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
    if (o != state->current && state->players[o].piles_state == PHL_STAMPSWAP_PILES_UP)
      {
        const PhlStampswapPlayer *p = &state->players[o];

        _phl_stampswap_do_choose (state, o, p->n_pile[1] > p->n_pile[0] ? 1 : 0, rng, flags);
        return;
      }
  g_assert_not_reached ();
}

void
_phl_stampswap_end_swap (PhlStampswapState *state)
{
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      PhlStampswapPlayer *p = &state->players[s];
      guint16 items[2 * PHL_STAMPSWAP_MAX_HELD];
      guint n = 0;

      if (p->piles_state == PHL_STAMPSWAP_PILES_UP)
        _phl_stampswap_keep_own_piles (state, s);
      for (guint i = 0; i < p->n_reserve; i++)
        items[n++] = p->reserve[i];
      for (guint i = 0; i < p->n_below; i++)
        items[n++] = p->below[i];
      p->n_reserve = p->n_below = p->n_collection = 0;
      p->n_pending = 0;

      for (guint i = 0; i < n; i++)
        {
          guint16 item = items[i];

          if (item == PHL_STAMPSWAP_ITEM_TOKEN)
            state->token_holder = s;
          else if (_phl_stampswap_is_dummy (state, s))
            _phl_stampswap_box_item (state, item);
          else if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
            {
              state->face_down[item] = 0;
              push_item (p->pending, &p->n_pending, item);
            }
          else if (p->n_cards < PHL_STAMPSWAP_MAX_OWNED)
            p->cards[p->n_cards++] = item - PHL_STAMPSWAP_ITEM_CARD;
          else
            _phl_stampswap_box_item (state, item);
        }
      p->show_done = _phl_stampswap_is_dummy (state, s);
    }
  state->phase = PHL_STAMPSWAP_PHASE_SHOW;
}

/* ------------------------------------------------------------------ Show */

int
_phl_stampswap_discard_value (const PhlStampswapState *state,
                              guint                    seat,
                              const PhlStampswapTile  *tile)
{
  gboolean shield = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD) != NULL
                    || has_specialist (state, seat, PHL_STAMPSWAP_EFFECT_FADED_IMMUNE);
  int value = 0;

  for (guint k = 0; k < tile->n_stamps; k++)
    value += shield ? MAX (0, tile->stamps[k].value) : tile->stamps[k].value;
  return value;
}

int
phl_stampswap_game_contest_value (const PhlStampswapState *state,
                                  guint                    seat,
                                  guint                    board_slot)
{
  const PhlStampswapCard *card;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (board_slot < state->n_board, 0);

  card = phl_stampswap_state_card (state, state->board[board_slot]);
  return phl_stampswap_contest_score (&card->rule, &state->players[seat].album)
         + effect_sum (state, seat, PHL_STAMPSWAP_EFFECT_CONTEST_BONUS, FALSE);
}

void
_phl_stampswap_score_round (PhlStampswapState *state,
                            guint              seat,
                            guint              slot)
{
  PhlStampswapPlayer *p = &state->players[seat];
  gint16 *points = p->round_points[state->round];
  const PhlStampswapCard *event;
  const PhlStampswapCard *contest = phl_stampswap_state_card (state, state->board[slot]);
  guint n_exhibitors = 1;
  int effects = 0;

  int event_points = 0;

  for (guint i = 0; i < p->n_cards; i++)
    n_exhibitors += phl_stampswap_state_card (state, p->cards[i])->kind == PHL_STAMPSWAP_CARD_EXHIBITOR;
  points[PHL_STAMPSWAP_SRC_EXHIBITORS] += phl_stampswap_state_exhibitor_points (state, seat);
  credit_exhibitors (state, seat);
  if ((event = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS)) != NULL)
    event_points += event->points * n_exhibitors;

  if (state->token_holder == seat)
    {
      points[PHL_STAMPSWAP_SRC_TOKEN] += 2;
      effects += effect_sum (state, seat, PHL_STAMPSWAP_EFFECT_TOKEN_POINTS, FALSE);
      credit_effect (state, seat, PHL_STAMPSWAP_EFFECT_TOKEN_POINTS);
    }

  points[PHL_STAMPSWAP_SRC_CONTEST] += phl_stampswap_contest_score (&contest->rule, &p->album);
  state->card_points[state->board[slot]] += phl_stampswap_contest_score (&contest->rule, &p->album);
  effects += effect_sum (state, seat, PHL_STAMPSWAP_EFFECT_CONTEST_BONUS, FALSE);
  credit_effect (state, seat, PHL_STAMPSWAP_EFFECT_CONTEST_BONUS);

  if ((event = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_PLACED_POINTS)) != NULL)
    for (guint i = 0; i < p->n_placed_round; i++)
      {
        const PhlStampswapTile *tile = _phl_stampswap_tile_of (p->placed_round[i]);

        for (guint k = 0; k < tile->n_stamps; k++)
          if (phl_stampswap_filter_matches (&event->filter, &tile->stamps[k]))
            event_points += event->points;
      }
  if (event_points != 0)
    state->card_points[state->round_events[0]] += event_points;
  points[PHL_STAMPSWAP_SRC_EFFECTS] += effects + event_points;

  p->tickets |= 1u << slot;
  p->contest_round[state->round] = slot;
  p->show_done = TRUE;
}
