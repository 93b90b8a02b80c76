/* phl-stampswap-expert-hooks.c — how the expert's search plays Stamp Swap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search (phl-search.c) tries moves on many deals of what its seat
 * cannot see.  It asks here which moves are worth a look (the hard
 * player's favourites), how a playout goes on (a quick greedy player) and
 * how a position stands when the playout stops: every collector's points
 * so far, its album as the hard player judges it, and what the items it
 * holds will be worth once placed.  Before judging, a position in the
 * Collect, Cut or Choose is played on to the end of the Swap, when every
 * item has found its owner.
 *
 * The hard player's valuations cost a search of the album each; albums
 * change only in the Show, so a round asks for the same few thousand
 * values over and over: a per-thread cache keeps them, keyed by
 * everything they depend on (so it returns what a fresh computation would).
 */
#define G_LOG_DOMAIN "phl-stampswap-expert"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stampswap/phl-stampswap-ai-private.h"
#include "stampswap/phl-stampswap-expert.h"
#include "stampswap/phl-stampswap-game.h"

#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY
#define NONE  PHL_STAMPSWAP_NONE

/* Moves the search weighs per decision, by phase. */
#define CANDIDATES_COLLECT 6u
#define CANDIDATES_CUT     6u
#define CANDIDATES_SHOW    4u
/* A playout's random moves pick among values this far apart (points). */
#define PLAYOUT_NOISE      1.5
/* A point lead of this size is worth about 73 % (logistic scale). */
#define EVAL_SCALE         8.0

/* ----------------------------------------------------------------- Cache */

#define VALUE_BITS 16
#define LIST_BITS  10

typedef struct
{
  guint64 key;
  double  value;
  gint8   x, y;     /* a tile's best spot, -1 when it fits nowhere */
} ValueEntry;

typedef struct
{
  guint64    key;
  GPtrArray *actions;
} ListEntry;

typedef struct
{
  ValueEntry values[1u << VALUE_BITS];
  ListEntry  lists[1u << LIST_BITS];
  GRand     *rng;   /* the judge's own, reseeded per position */
} Cache;

static void
cache_free (gpointer data)
{
  Cache *cache = data;

  for (guint i = 0; i < G_N_ELEMENTS (cache->lists); i++)
    g_clear_pointer (&cache->lists[i].actions, g_ptr_array_unref);
  g_rand_free (cache->rng);
  g_free (cache);
}

static GPrivate cache_key = G_PRIVATE_INIT (cache_free);

static Cache *
get_cache (void)
{
  Cache *cache = g_private_get (&cache_key);

  if (cache == NULL)
    {
      cache = g_new0 (Cache, 1);
      cache->rng = g_rand_new_with_seed (1);
      g_private_set (&cache_key, cache);
    }
  return cache;
}

static inline guint64
mix (guint64 h,
     guint64 v)
{
  /* splitmix64's finaliser over the running hash. */
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 31;
  return h;
}

static guint64
hash_bytes (guint64     h,
            const void *data,
            gsize       n)
{
  const guint8 *p = data;
  guint64 word;

  for (; n >= 8; n -= 8, p += 8)
    {
      memcpy (&word, p, 8);
      h = mix (h, word);
    }
  word = 0;
  memcpy (&word, p, n);
  return mix (h, word ^ ((guint64) n << 56));
}

/* ---------------------------------------------------------- Seat context */

/* A seat's valuations depend on its album, its tickets, the Shows it still
 * has, the board and its exhibitors: all in one key. */
typedef struct
{
  Ctx     ctx;
  guint64 key;
} Seat;

static void
seat_init (Seat                    *seat,
           const PhlStampswapState *state,
           guint                    index)
{
  const PhlStampswapPlayer *p = &state->players[index];
  const PhlStampswapAlbum *album = &p->album;
  guint64 h = GPOINTER_TO_SIZE (state->deck);

  _phl_stampswap_ai_ctx_init (&seat->ctx, state, index, PHL_AI_HARD);
  h = hash_bytes (h, album->cells, sizeof album->cells);
  h = hash_bytes (h, album->stamps, album->n_stamps * sizeof album->stamps[0]);
  h = mix (h, p->tickets | (guint64) _phl_stampswap_ai_shows_left (state, index) << 8
              | (guint64) (state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS) << 16
              | (guint64) p->mat_exhibitor << 24 | (guint64) state->n_board << 32);
  h = hash_bytes (h, state->board, state->n_board);
  for (guint i = 0; i < p->n_cards; i++)
    if (phl_stampswap_state_card (state, p->cards[i])->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
      h = mix (h, p->cards[i]);
  seat->key = h;
}

/* What @item is worth to the seat (the hard player's valuation), and for
 * a tile its best spot. */
static const ValueEntry *
seat_item (const Seat *seat,
           guint16     item)
{
  Cache *cache = get_cache ();
  guint64 key = mix (seat->key, item);
  ValueEntry *e = &cache->values[key & ((1u << VALUE_BITS) - 1)];

  if (e->key == key && key != 0)
    return e;
  e->key = key;
  e->x = e->y = -1;
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = _phl_stampswap_ai_tile_of (item);
      const PhlStampswapAlbum *album = &seat->ctx.state->players[seat->ctx.seat].album;
      int x = -1, y = -1;
      double v = _phl_stampswap_ai_best_spot (&seat->ctx, album, tile, TRUE, &x, &y);

      if (v == -INFINITY)
        v = _phl_stampswap_ai_best_spot (&seat->ctx, album, tile, FALSE, &x, &y);
      if (v == -INFINITY)
        {
          /* Discarded: its value is scored at once. */
          v = 0;
          for (guint k = 0; k < tile->n_stamps; k++)
            v += tile->stamps[k].value;
          x = y = -1;
        }
      e->value = v;
      e->x = x;
      e->y = y;
    }
  else
    e->value = _phl_stampswap_ai_item_value (&seat->ctx, item);
  return e;
}

static double
seat_value_of (const Seat *seat,
               guint16     item)
{
  return item == EMPTY ? 0 : seat_item (seat, item)->value;
}

static double
seat_items (const Seat    *seat,
            const guint16 *items,
            guint          n)
{
  double v = 0;

  for (guint i = 0; i < n; i++)
    v += seat_value_of (seat, items[i]);
  return v;
}

static double
seat_album (const Seat *seat)
{
  Cache *cache = get_cache ();
  guint64 key = mix (seat->key, 0xa1b2c3d4ull);
  ValueEntry *e = &cache->values[key & ((1u << VALUE_BITS) - 1)];

  if (e->key != key || key == 0)
    {
      e->key = key;
      e->value = _phl_stampswap_ai_album_eval (&seat->ctx, &seat->ctx.state->players[seat->ctx.seat].album);
    }
  return e->value;
}

/* ------------------------------------------------------------- Decisions */

typedef struct
{
  char   *action;
  double  value;
} Option;

static void
option_clear (gpointer data)
{
  g_free (((Option *) data)->action);
}

static gint
compare_options (gconstpointer a,
                 gconstpointer b)
{
  const Option *x = a, *y = b;

  return x->value < y->value ? 1 : x->value > y->value ? -1 : strcmp (x->action, y->action);
}

static void
add_option (GArray *out,
            char   *action,
            double  value)
{
  Option o = { action, value };

  g_array_append_val (out, o);
}

static void
options_collect (const PhlStampswapState *state,
                 GArray                  *out)
{
  Seat me;

  seat_init (&me, state, state->current);
  for (guint i = 0; i < state->n_pool; i++)
    {
      guint16 item = state->pool[i];
      double v;

      if (item == EMPTY)
        continue;
      v = seat_value_of (&me, item);
      /* The token also makes you first to choose and to collect next round. */
      if (item == PHL_STAMPSWAP_ITEM_TOKEN && state->round + 1 < PHL_STAMPSWAP_ROUNDS)
        v += 1.0;
      add_option (out, g_strdup_printf ("take %u", i + 1), v);
    }
}

/* Each possible chooser takes the pile it likes better; the cutter keeps
 * the reserve and the other pile. */
static void
options_cut (const PhlStampswapState *state,
             GArray                  *out)
{
  const PhlStampswapPlayer *p = &state->players[state->current];
  g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);
  guint n_parts = phl_stampswap_state_n_parts (state);
  double mine[PHL_STAMPSWAP_MAX_HELD];
  double theirs[PHL_STAMPSWAP_MAX_PARTS][PHL_STAMPSWAP_MAX_HELD];
  Seat me;

  seat_init (&me, state, state->current);
  for (guint i = 0; i < p->n_collection; i++)
    mine[i] = seat_value_of (&me, p->collection[i]);
  for (guint o = 0; o < state->n_players; o++)
    {
      Seat other;

      if (o == state->current)
        continue;
      seat_init (&other, state, o);
      for (guint i = 0; i < p->n_collection; i++)
        theirs[o][i] = seat_value_of (&other, p->collection[i]);
    }

  for (guint a = 0; a < legal->len; a++)
    {
      const char *action = g_ptr_array_index (legal, a);
      guint8 lists[3][PHL_STAMPSWAP_MAX_HELD];
      guint n_lists[3];
      double reserve = 0, pile[2] = { 0, 0 }, keep = 0, given = 0;
      guint n = 0;

      _phl_stampswap_ai_parse_cut (action, lists, n_lists);
      for (guint i = 0; i < n_lists[0]; i++)
        reserve += mine[lists[0][i]];
      for (guint k = 0; k < 2; k++)
        for (guint i = 0; i < n_lists[k + 1]; i++)
          pile[k] += mine[lists[k + 1][i]];
      for (guint o = 0; o < state->n_players; o++)
        {
          double their[2] = { 0, 0 };
          guint taken;

          if (o == state->current)
            continue;
          for (guint k = 0; k < 2; k++)
            for (guint i = 0; i < n_lists[k + 1]; i++)
              their[k] += theirs[o][lists[k + 1][i]];
          taken = their[0] >= their[1] ? 0 : 1;
          keep += pile[1 - taken];
          given += their[taken];
          n++;
        }
      if (n == 0 || n_parts > state->n_players)
        keep = MIN (pile[0], pile[1]);  /* solo: the dummy takes the bigger pile */
      else
        {
          keep /= n;
          /* What a chooser gains is a rival's gain, shared among the rivals. */
          keep -= given / n / n;
        }
      add_option (out, g_strdup (action), reserve + keep);
    }
}

/* The pile I take is mine; the other one stays with its owner. */
static void
options_choose (const PhlStampswapState *state,
                GArray                  *out)
{
  guint n_parts = phl_stampswap_state_n_parts (state);
  Seat me;

  seat_init (&me, state, state->current);
  for (guint o = 0; o < n_parts; o++)
    {
      const PhlStampswapPlayer *p = &state->players[o];
      gboolean rival = o < state->n_players;
      Seat owner;

      if (o == state->current || p->piles_state != PHL_STAMPSWAP_PILES_UP)
        continue;
      if (rival)
        seat_init (&owner, state, o);
      for (guint k = 0; k < 2; k++)
        {
          double v = seat_items (&me, p->piles[k], p->n_pile[k]);

          if (rival)
            v -= seat_items (&owner, p->piles[1 - k], p->n_pile[1 - k]) / MAX (1u, state->n_players - 1u);
          add_option (out, g_strdup_printf ("choose %u/%u", o + 1, k + 1), v);
        }
    }
}

/* The Show: the largest new stamp at its best spot; then the hard
 * player's contest. */
static char *
show_action (const PhlStampswapState *state)
{
  const PhlStampswapPlayer *p = &state->players[state->current];
  int index = _phl_stampswap_ai_pick_pending (p);

  if (index >= 0)
    {
      const ValueEntry *e;
      Seat me;

      seat_init (&me, state, state->current);
      e = seat_item (&me, p->pending[index]);
      if (e->x < 0 || !phl_stampswap_album_fits (&p->album, _phl_stampswap_ai_tile_of (p->pending[index]), e->x, e->y))
        {
          guint8 cells[PHL_STAMPSWAP_ALBUM_SIZE * PHL_STAMPSWAP_ALBUM_SIZE];

          if (phl_stampswap_album_placements (&p->album, _phl_stampswap_ai_tile_of (p->pending[index]), cells) == 0)
            return g_strdup_printf ("discard %d", index + 1);
          return g_strdup_printf ("place %d at %d,%d", index + 1,
                                  cells[0] % PHL_STAMPSWAP_ALBUM_SIZE, cells[0] / PHL_STAMPSWAP_ALBUM_SIZE);
        }
      return g_strdup_printf ("place %d at %d,%d", index + 1, e->x, e->y);
    }
  {
    g_autoptr(GPtrArray) ranked = _phl_stampswap_ai_ranked_actions (state, PHL_AI_HARD, 1);

    return ranked->len > 0 ? g_strdup (g_ptr_array_index (ranked, 0)) : NULL;
  }
}

/* The options of the seat to act, best first; NULL in the Show. */
static GArray *
options (const PhlStampswapState *state)
{
  GArray *out;

  if (state->phase != PHL_STAMPSWAP_PHASE_COLLECT && state->phase != PHL_STAMPSWAP_PHASE_CUT
      && state->phase != PHL_STAMPSWAP_PHASE_CHOOSE)
    return NULL;
  out = g_array_new (FALSE, FALSE, sizeof (Option));
  g_array_set_clear_func (out, option_clear);
  switch (state->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      options_collect (state, out);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      options_cut (state, out);
      break;
    default:
      options_choose (state, out);
      break;
    }
  g_array_sort (out, compare_options);
  return out;
}

/* A quick, sensible move: the best option, or with @rng one of the near
 * best ones. */
static char *
quick_action (const PhlStampswapState *state,
              GRand                   *rng)
{
  g_autoptr(GArray) ranked = options (state);
  const Option *best = NULL;
  double best_value = -G_MAXDOUBLE;

  if (ranked == NULL)
    return show_action (state);
  for (guint i = 0; i < ranked->len; i++)
    {
      const Option *o = &g_array_index (ranked, Option, i);
      double v = o->value;

      if (rng != NULL)
        v += g_rand_double_range (rng, -PLAYOUT_NOISE, PLAYOUT_NOISE);
      if (v > best_value)
        {
          best_value = v;
          best = o;
        }
    }
  return best != NULL ? g_strdup (best->action) : NULL;
}

/* ----------------------------------------------------------------- Hooks */

static char *
hook_playout_action (gconstpointer state,
                     GRand        *rng)
{
  return quick_action (state, rng);
}

/* The hard player's placements, kept per album and new stamps: they cost
 * a look-ahead each. */
static GPtrArray *
show_candidates (const PhlStampswapState *state,
                 guint                    max_actions)
{
  const PhlStampswapPlayer *p = &state->players[state->current];
  Cache *cache = get_cache ();
  ListEntry *e;
  GPtrArray *out;
  Seat me;
  guint64 key;

  seat_init (&me, state, state->current);
  key = hash_bytes (mix (me.key, max_actions), p->pending, p->n_pending * sizeof p->pending[0]);
  e = &cache->lists[key & ((1u << LIST_BITS) - 1)];
  if (e->key != key || e->actions == NULL)
    {
      g_clear_pointer (&e->actions, g_ptr_array_unref);
      e->key = key;
      e->actions = _phl_stampswap_ai_ranked_actions (state, PHL_AI_HARD, max_actions);
    }
  out = g_ptr_array_new_full (e->actions->len, g_free);
  for (guint i = 0; i < e->actions->len; i++)
    g_ptr_array_add (out, g_strdup (g_ptr_array_index (e->actions, i)));
  return out;
}

static GPtrArray *
hook_candidates (gconstpointer state_,
                 guint         max_actions,
                 GRand        *rng)
{
  const PhlStampswapState *state = state_;
  g_autoptr(GArray) ranked = options (state);
  GPtrArray *out;
  guint limit;

  if (ranked == NULL)
    return show_candidates (state, MIN (max_actions, CANDIDATES_SHOW));
  limit = state->phase == PHL_STAMPSWAP_PHASE_COLLECT ? CANDIDATES_COLLECT
          : state->phase == PHL_STAMPSWAP_PHASE_CUT ? CANDIDATES_CUT : G_MAXUINT;
  limit = MIN (limit, max_actions);
  out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < ranked->len && i < limit; i++)
    g_ptr_array_add (out, g_strdup (g_array_index (ranked, Option, i).action));
  return out;
}

/* What a collector can expect to end the game with, from here. */
static double
seat_outlook (const PhlStampswapState *state,
              guint                    index)
{
  const PhlStampswapPlayer *p = &state->players[index];
  guint left = _phl_stampswap_ai_shows_left (state, index);
  double v;
  Seat seat;

  seat_init (&seat, state, index);
  v = phl_stampswap_state_total (state, index) + seat_album (&seat);
  v += seat_items (&seat, p->collection, p->n_collection);
  v += seat_items (&seat, p->reserve, p->n_reserve);
  v += seat_items (&seat, p->below, p->n_below);
  v += seat_items (&seat, p->pending, p->n_pending);
  if (p->piles_state == PHL_STAMPSWAP_PILES_UP)
    v += MIN (seat_items (&seat, p->piles[0], p->n_pile[0]), seat_items (&seat, p->piles[1], p->n_pile[1]));
  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, p->cards[i]);

      if (card->kind == PHL_STAMPSWAP_CARD_SPECIALIST)
        v += seat_value_of (&seat, PHL_STAMPSWAP_ITEM_CARD + p->cards[i]);
      else
        v += 1.5 * left;  /* as an exhibitor in hand is valued */
    }
  if (state->token_holder == index)
    v += (p->show_done ? 0 : 2) + (state->round + 1 < PHL_STAMPSWAP_ROUNDS ? 1 : 0);
  return v;
}

static void
hook_evaluate (gconstpointer state_,
               double       *values)
{
  const PhlStampswapState *state = state_;
  PhlStampswapState *ahead = NULL;
  double outlook[PHL_STAMPSWAP_MAX_PLAYERS];
  gboolean started = FALSE;

  /* Before the end of the Swap the items have no owners yet: play on. */
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    started |= state->players[s].n_collection > 0 || state->players[s].cut_done;
  if (started && state->phase <= PHL_STAMPSWAP_PHASE_CHOOSE)
    {
      Cache *cache = get_cache ();

      ahead = phl_stampswap_state_copy (state);
      g_rand_set_seed (cache->rng, 1);
      while (ahead->phase <= PHL_STAMPSWAP_PHASE_CHOOSE && phl_stampswap_game_current (ahead) >= 0)
        {
          g_autofree char *action = quick_action (ahead, NULL);

          if (action == NULL || !phl_stampswap_game_apply (ahead, action, cache->rng, NULL, NULL))
            break;
        }
      state = ahead;
    }

  for (guint s = 0; s < state->n_players; s++)
    outlook[s] = seat_outlook (state, s);
  for (guint s = 0; s < state->n_players; s++)
    {
      double best_other = -G_MAXDOUBLE;

      for (guint o = 0; o < state->n_players; o++)
        if (o != s)
          best_other = MAX (best_other, outlook[o]);
      values[s] = state->n_players > 1 ? 1.0 / (1.0 + exp (-(outlook[s] - best_other) / EVAL_SCALE))
                                       : 1.0 / (1.0 + exp (-(outlook[s] - 100.0) / (4 * EVAL_SCALE)));
    }
  if (ahead != NULL)
    phl_stampswap_state_free (ahead);
}

const PhlSearchHooks phl_stampswap_search_hooks = {
  .playout_action = hook_playout_action,
  .candidates = hook_candidates,
  .evaluate = hook_evaluate,
  .max_playout_depth = 2,
  .max_candidates = 8,
  .exploration = 0,
};
