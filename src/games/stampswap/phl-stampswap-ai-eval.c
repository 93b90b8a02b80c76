/* phl-stampswap-ai-eval.c — what the computer players think things are worth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The valuations behind every decision: an album's evaluation against the
 * contests and exhibitors still to score, the best spot for a stamp, the
 * worth of items and piles, and the view of the state a seat may know.
 * The decisions themselves are in phl-stampswap-ai.c.
 */
#define G_LOG_DOMAIN "phl-stampswap-ai"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-ai-private.h"
#include "stampswap/phl-stampswap-game.h"

#define N     PHL_STAMPSWAP_ALBUM_SIZE

const PhlStampswapTile *
_phl_stampswap_ai_tile_of (guint16 item)
{
  return &phl_stampswap_tiles ()[item];
}

/* Shows still to come for the seat, counting this round's if not yet scored. */
guint
_phl_stampswap_ai_shows_left (const PhlStampswapState *state,
            guint                    seat)
{
  guint left = PHL_STAMPSWAP_ROUNDS - state->round;

  if (state->phase == PHL_STAMPSWAP_PHASE_OVER || state->players[seat].show_done)
    left--;
  return left;
}

void
_phl_stampswap_ai_ctx_init (Ctx                     *ctx,
                            const PhlStampswapState *state,
                            guint                    seat,
                            PhlAiLevel               level)
{
  const PhlStampswapPlayer *p = &state->players[seat];
  guint tickets_used = __builtin_popcount (p->tickets);
  guint open = 0, left = _phl_stampswap_ai_shows_left (state, seat);

  memset (ctx, 0, sizeof *ctx);
  ctx->state = state;
  ctx->seat = seat;
  ctx->level = level;

  for (guint slot = 0; slot < PHL_STAMPSWAP_N_ROUND_CONTESTS && slot < state->n_board; slot++)
    open += !(p->tickets & (1u << slot));
  for (guint slot = 0; slot < state->n_board; slot++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, state->board[slot]);

      if (slot == PHL_STAMPSWAP_N_ROUND_CONTESTS)
        ctx->weights[ctx->n_rules] = 1.0;
      else if (p->tickets & (1u << slot))
        continue;
      else
        /* Only (3 - used) of the open contests will be entered. */
        ctx->weights[ctx->n_rules] = open > 0 ? (double) MIN (left, 3 - tickets_used) / open : 0;
      ctx->rules[ctx->n_rules++] = &card->rule;
    }
  /* Exhibitors score at every Show still to come. */
  if (state->phase != PHL_STAMPSWAP_PHASE_ANALYSIS)
    {
      ctx->weights[ctx->n_rules] = left;
      ctx->rules[ctx->n_rules++] = &phl_stampswap_state_card (state, p->mat_exhibitor)->rule;
      for (guint i = 0; i < p->n_cards; i++)
        {
          const PhlStampswapCard *card = phl_stampswap_state_card (state, p->cards[i]);

          if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
            {
              ctx->weights[ctx->n_rules] = left;
              ctx->rules[ctx->n_rules++] = &card->rule;
            }
        }
    }
}

/* Empty cells that some 2x2 square could still cover. */
static guint
usable_cells (const PhlStampswapAlbum *album)
{
  guint8 usable[N][N] = { { 0 } };
  guint n = 0;

  for (int y = 0; y + 1 < N; y++)
    for (int x = 0; x + 1 < N; x++)
      if (!album->cells[y][x] && !album->cells[y][x + 1]
          && !album->cells[y + 1][x] && !album->cells[y + 1][x + 1])
        usable[y][x] = usable[y][x + 1] = usable[y + 1][x] = usable[y + 1][x + 1] = 1;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      n += usable[y][x];
  return n;
}

double
_phl_stampswap_ai_album_eval (const Ctx               *ctx,
                              const PhlStampswapAlbum *album)
{
  double v = 0;
  guint forever = 0;

  for (guint k = 0; k < album->n_stamps; k++)
    {
      v += album->stamps[k].value;
      forever += album->stamps[k].kind == PHL_STAMPSWAP_FOREVER;
    }
  v += 3.0 * forever;
  for (guint i = 0; i < ctx->n_rules; i++)
    if (ctx->weights[i] > 0)
      v += ctx->weights[i] * phl_stampswap_contest_score (ctx->rules[i], album);

  if (ctx->level == PHL_AI_HARD)
    {
      guint usable = usable_cells (album);
      guint empty = phl_stampswap_album_empty_cells (album);

      /* Space that only forever stamps can still fill is mostly lost. */
      v -= 0.12 * (empty - usable);
      v -= 0.8 * phl_stampswap_album_holes (album, 1);
    }
  else if (ctx->level == PHL_AI_NORMAL)
    v -= 0.5 * phl_stampswap_album_holes (album, 1);
  return v;
}

/* Cells of the stamp's border shared with stamps or the album edge: packing. */
guint
_phl_stampswap_ai_contact (const PhlStampswapAlbum *album,
                           const PhlStampswapTile  *tile,
                           int                      x,
                           int                      y)
{
  guint n = 0;

  for (int j = y; j < y + tile->h; j++)
    {
      n += x == 0 || album->cells[j][x - 1];
      n += x + tile->w == N || album->cells[j][x + tile->w];
    }
  for (int i = x; i < x + tile->w; i++)
    {
      n += y == 0 || album->cells[y - 1][i];
      n += y + tile->h == N || album->cells[y + tile->h][i];
    }
  return n;
}

/* Best spot for @tile in @album; returns the value gained or -INFINITY. */
double
_phl_stampswap_ai_best_spot (const Ctx               *ctx,
                             const PhlStampswapAlbum *album,
                             const PhlStampswapTile  *tile,
                             gboolean                 anchored_only,
                             int                     *bx,
                             int                     *by)
{
  guint8 cells[N * N];
  guint n = phl_stampswap_album_placements (album, tile, cells);
  double base = _phl_stampswap_ai_album_eval (ctx, album), best = -INFINITY;

  for (guint k = 0; k < n; k++)
    {
      int x = cells[k] % N, y = cells[k] / N;
      PhlStampswapAlbum after;
      guint touch = _phl_stampswap_ai_contact (album, tile, x, y);
      double v;

      /* A spot touching nothing is rarely best; skip it when pressed for time. */
      if (anchored_only && touch == 0)
        continue;
      after = *album;
      phl_stampswap_album_place (&after, tile, x, y);
      v = _phl_stampswap_ai_album_eval (ctx, &after) - base + 0.15 * touch;
      if (v > best)
        {
          best = v;
          *bx = x;
          *by = y;
        }
    }
  return best;
}

static double
card_value (const PhlStampswapState *state,
            guint                    seat,
            const PhlStampswapCard  *card)
{
  guint left = _phl_stampswap_ai_shows_left (state, seat);

  if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
    return phl_stampswap_contest_score (&card->rule, &state->players[seat].album) * left + 1.5 * left;
  /* Specialists: 2 points at the end plus a rough worth of the effect. */
  switch (card->effect)
    {
    case PHL_STAMPSWAP_EFFECT_FINAL_POINTS:
      return 2 + 3.0 * card->points;
    case PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS:
    case PHL_STAMPSWAP_EFFECT_TOKEN_POINTS:
    case PHL_STAMPSWAP_EFFECT_CONTEST_BONUS:
      return 2 + card->points * left * 0.8;
    case PHL_STAMPSWAP_EFFECT_DRAW_RESERVE:
    case PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW:
    case PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE:
      return 2 + 2.0 * left;
    case PHL_STAMPSWAP_EFFECT_FOREVER_BONUS:
      return 2 + 3.0 * card->count;
    default:
      return 3;
    }
}

double
_phl_stampswap_ai_item_value (const Ctx *ctx,
                              guint16    item)
{
  const PhlStampswapState *state = ctx->state;

  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    return 2.5;
  if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    return card_value (state, ctx->seat, phl_stampswap_state_card (state, item - PHL_STAMPSWAP_ITEM_CARD));
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = _phl_stampswap_ai_tile_of (item);
      int x, y;
      double v;

      if (ctx->level == PHL_AI_HARD || ctx->level == PHL_AI_NORMAL)
        {
          v = _phl_stampswap_ai_best_spot (ctx, &state->players[ctx->seat].album, tile, TRUE, &x, &y);
          if (v == -INFINITY)
            v = _phl_stampswap_ai_best_spot (ctx, &state->players[ctx->seat].album, tile, FALSE, &x, &y);
          if (v == -INFINITY)
            {
              v = 0;
              for (guint k = 0; k < tile->n_stamps; k++)
                v += tile->stamps[k].value;
            }
          return v;
        }
      v = 0;
      for (guint k = 0; k < tile->n_stamps; k++)
        v += tile->stamps[k].value + 1;
      return v;
    }
  return 0;
}

/* What an item is worth to ctx->seat from what it may know: a face-down
 * stamp it has not viewed is worth the average of the tiles it could be. */
static double
known_item_value (const Ctx *ctx,
                  guint16    item)
{
  const PhlStampswapState *state = ctx->state;
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  double sum = 0;
  guint n = 0;

  if (!PHL_STAMPSWAP_ITEM_IS_TILE (item) || phl_stampswap_state_knows (state, ctx->seat, item))
    return _phl_stampswap_ai_item_value (ctx, item);
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    {
      if (tiles[t].kind != tiles[item].kind)
        continue;
      if (state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY
          || (state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY && !phl_stampswap_state_knows (state, ctx->seat, t)))
        {
          sum += _phl_stampswap_ai_item_value (ctx, t);
          n++;
        }
    }
  return n > 0 ? sum / n : 0;
}

double
phl_stampswap_ai_item_value (const PhlStampswapState *state,
                             guint                    seat,
                             guint16                  item)
{
  Ctx ctx;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);

  _phl_stampswap_ai_ctx_init (&ctx, state, seat, PHL_AI_HARD);
  return known_item_value (&ctx, item);
}

double
_phl_stampswap_ai_items_value (const Ctx     *ctx,
                               const guint16 *items,
                               guint          n)
{
  double v = 0;

  for (guint i = 0; i < n; i++)
    v += _phl_stampswap_ai_item_value (ctx, items[i]);
  return v;
}

double
phl_stampswap_ai_pile_value (const PhlStampswapState *state,
                             guint                    seat,
                             guint                    owner,
                             guint                    pile)
{
  const PhlStampswapPlayer *p;
  double v = 0;
  Ctx ctx;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);
  g_return_val_if_fail (owner < phl_stampswap_state_n_parts (state) && pile < 2, 0);

  _phl_stampswap_ai_ctx_init (&ctx, state, seat, PHL_AI_HARD);
  p = &state->players[owner];
  for (guint i = 0; i < p->n_pile[pile]; i++)
    v += known_item_value (&ctx, p->piles[pile][i]);
  return v;
}

/* ------------------------------------------------------------------ View */

PhlStampswapState *
phl_stampswap_ai_view (const PhlStampswapState *state,
                       guint                    seat,
                       GRand                   *rng)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  PhlStampswapState *view;
  guint16 map[PHL_STAMPSWAP_N_TILES];

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  view = phl_stampswap_state_copy (state);
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    map[t] = t;

  for (guint8 kind = 0; kind < PHL_STAMPSWAP_N_KINDS; kind++)
    {
      guint8 unknown[PHL_STAMPSWAP_N_TILES], candidates[PHL_STAMPSWAP_N_TILES];
      guint n_unknown = 0, n_candidates = 0;

      for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
        {
          if (tiles[t].kind != kind)
            continue;
          if (state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY && !phl_stampswap_state_knows (state, seat, t))
            {
              unknown[n_unknown++] = t;
              candidates[n_candidates++] = t;
            }
          else if (state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY)
            candidates[n_candidates++] = t;
        }
      if (n_unknown == 0)
        continue;
      /* A random assignment of the indistinguishable tiles. */
      for (guint i = 0; i < n_unknown; i++)
        {
          guint j = i + g_rand_int_range (rng, 0, n_candidates - i);
          guint8 t = candidates[i];

          candidates[i] = candidates[j];
          candidates[j] = t;
        }
      for (guint t = 0; t < n_candidates; t++)
        if (state->tile_where[candidates[t]] != PHL_STAMPSWAP_TILE_BOX)
          view->tile_where[candidates[t]] = PHL_STAMPSWAP_TILE_SUPPLY;
      for (guint i = 0; i < n_unknown; i++)
        {
          map[unknown[i]] = candidates[i];
          view->tile_where[candidates[i]] = PHL_STAMPSWAP_TILE_IN_PLAY;
          view->face_down[candidates[i]] = state->face_down[unknown[i]];
          view->known[candidates[i]] = state->known[unknown[i]];
        }
    }

#define REMAP(array, n) \
  for (guint i_ = 0; i_ < (n); i_++) \
    if (PHL_STAMPSWAP_ITEM_IS_TILE ((array)[i_])) \
      (array)[i_] = map[(array)[i_]]

  REMAP (view->pool, view->n_pool);
  for (guint s = 0; s < phl_stampswap_state_n_parts (view); s++)
    {
      PhlStampswapPlayer *p = &view->players[s];

      REMAP (p->collection, p->n_collection);
      REMAP (p->reserve, p->n_reserve);
      REMAP (p->piles[0], p->n_pile[0]);
      REMAP (p->piles[1], p->n_pile[1]);
      REMAP (p->below, p->n_below);
    }
#undef REMAP
  return view;
}
