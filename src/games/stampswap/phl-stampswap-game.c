/* phl-stampswap-game.c — the rules: setup, actions and phase changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * apply() checks an action completely before changing anything, then runs
 * the automatic steps (end of Collect, the solo dummy, scoring, the next
 * round) until a seat has to decide again.
 */
#define G_LOG_DOMAIN "phl-stampswap-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-game.h"

#define NONE PHL_STAMPSWAP_NONE
#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY

static const PhlStampswapTile *
tile_of (guint16 item)
{
  return &phl_stampswap_tiles ()[item];
}

static gboolean
is_dummy (const PhlStampswapState *state,
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

static void
mark_flags (PhlApplyFlags *flags)
{
  if (flags != NULL)
    *flags |= PHL_APPLY_IRREVERSIBLE;
}

/* A random tile of @kind from the supply, or NONE when it ran out. */
static guint8
draw_tile (PhlStampswapState *state,
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

static void
box_item (PhlStampswapState *state,
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

static const PhlStampswapCard *
top_event_with (const PhlStampswapState *state,
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
  const PhlStampswapCard *event = top_event_with (state, effect);
  int sum = phl_stampswap_state_specialist_sum (state, seat, effect, use_count);

  if (event != NULL)
    sum += use_count ? event->count : event->points;
  return sum;
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
static void
refresh_pool_knowledge (PhlStampswapState *state)
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

static void
setup_round (PhlStampswapState *state,
             GRand             *rng)
{
  guint n_events = state->solo ? 2 : state->n_players;
  gboolean face_up;

  state->n_round_events = 0;
  for (guint i = 0; i < n_events && state->n_events > 0; i++)
    {
      guint pick = g_rand_int_range (rng, 0, state->n_events);

      state->round_events[state->n_round_events++] = state->events[pick];
      state->events[pick] = state->events[--state->n_events];
    }
  face_up = top_event_with (state, PHL_STAMPSWAP_EFFECT_REVEAL_POOL) != NULL;

  state->n_pool = 0;
  for (guint e = 0; e < state->n_round_events; e++)
    {
      const PhlStampswapCard *event = phl_stampswap_state_card (state, state->round_events[e]);

      for (guint i = 0; i < event->n_items && state->n_pool < PHL_STAMPSWAP_MAX_POOL - 1; i++)
        {
          guint8 symbol = event->items[i];

          if (symbol == PHL_STAMPSWAP_ITEM_ATTENDEE)
            {
              guint8 card;

              if (state->n_attendees == 0)
                continue;
              card = state->attendees[--state->n_attendees];
              state->card_where[card] = PHL_STAMPSWAP_TILE_IN_PLAY;
              state->pool[state->n_pool++] = PHL_STAMPSWAP_ITEM_CARD + card;
            }
          else
            {
              guint8 tile = draw_tile (state, rng, symbol & ~PHL_STAMPSWAP_ITEM_DOWN);

              if (tile == NONE)
                continue;  /* that kind ran out: the symbol is skipped */
              state->face_down[tile] = (symbol & PHL_STAMPSWAP_ITEM_DOWN) && !face_up;
              state->pool[state->n_pool++] = tile;
            }
        }
    }
  /* The first player puts the token in the pool. */
  state->pool[state->n_pool++] = PHL_STAMPSWAP_ITEM_TOKEN;
  state->token_holder = NONE;
  state->last_taker = NONE;

  for (guint s = 0; s < PHL_STAMPSWAP_MAX_PARTS; s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      p->n_collection = p->n_reserve = p->n_below = p->n_pending = 0;
      p->n_pile[0] = p->n_pile[1] = 0;
      p->n_placed_round = 0;
      p->piles_state = PHL_STAMPSWAP_PILES_NONE;
      p->cut_done = p->chose = p->show_done = FALSE;
    }
  state->phase = PHL_STAMPSWAP_PHASE_COLLECT;
  state->current = state->first_player;
  refresh_pool_knowledge (state);
}

PhlStampswapState *
phl_stampswap_game_new (const PhlSetup  *setup,
                        GRand           *rng,
                        GError         **error)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GArray) mats = NULL;
  PhlStampswapState *state;
  guint n_players;
  guint8 mat_cards[PHL_STAMPSWAP_MAX_PLAYERS];
  guint n_mats = 0;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  n_players = setup->n_players;
  if (n_players < 1 || n_players > PHL_STAMPSWAP_MAX_PLAYERS)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("Stamp Swap is for 1 to 5 players, not %u"), n_players);
      return NULL;
    }
  if (setup->variant != NULL && !g_str_equal (setup->variant, "standard")
      && !g_str_equal (setup->variant, "solo"))
    {
      phl_setup_set_error (setup, error, PHL_ERROR_UNSUPPORTED, "Variant",
                           _("Unknown Stamp Swap variant “%s” (standard or solo)"), setup->variant);
      return NULL;
    }
  if (g_strcmp0 (setup->variant, "solo") == 0 && n_players != 1)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("The solo score attack is for one player"));
      return NULL;
    }
  /* A save's deck errors name the save's key already (phl-match-file.c). */
  deck = setup->deck_file != NULL ? phl_stampswap_deck_load (setup->deck_file, error)
                                  : phl_stampswap_deck_load_path (setup->deck, error);
  if (deck == NULL)
    return NULL;

  state = g_new0 (PhlStampswapState, 1);
  state->deck = phl_stampswap_deck_ref (deck);
  state->n_players = n_players;
  state->solo = n_players == 1;
  state->token_holder = NONE;
  state->last_taker = NONE;

  /* Contest board: one random card of each type, finale last. */
  for (guint type = 0; type < PHL_STAMPSWAP_N_CONTEST_TYPES; type++)
    {
      guint8 options[PHL_STAMPSWAP_MAX_CARDS];
      guint n = 0;

      for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
        {
          const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);
          if (card->kind == PHL_STAMPSWAP_CARD_CONTEST && card->type == type)
            options[n++] = c;
        }
      state->board[state->n_board++] = options[g_rand_int_range (rng, 0, n)];
    }

  /* Events and the shuffled attendee deck; mats dealt at random. */
  for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);

      switch (card->kind)
        {
        case PHL_STAMPSWAP_CARD_EVENT:
          state->events[state->n_events++] = c;
          state->card_where[c] = PHL_STAMPSWAP_TILE_SUPPLY;
          break;
        case PHL_STAMPSWAP_CARD_SPECIALIST:
        case PHL_STAMPSWAP_CARD_EXHIBITOR:
          if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && card->mat > 0)
            mat_cards[n_mats++] = c;
          else
            {
              state->attendees[state->n_attendees++] = c;
              state->card_where[c] = PHL_STAMPSWAP_TILE_SUPPLY;
            }
          break;
        default:
          break;
        }
    }
  for (guint i = state->n_attendees; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      guint8 t = state->attendees[i - 1];

      state->attendees[i - 1] = state->attendees[j];
      state->attendees[j] = t;
    }
  for (guint i = n_mats; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      guint8 t = mat_cards[i - 1];

      mat_cards[i - 1] = mat_cards[j];
      mat_cards[j] = t;
    }
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      phl_stampswap_album_init (&state->players[s].album);
      state->players[s].mat_exhibitor = mat_cards[s % n_mats];
    }

  state->first_player = state->solo ? 0 : g_rand_int_range (rng, 0, n_players);
  setup_round (state, rng);
  return state;
}

guint8
phl_stampswap_game_token_owner (const PhlStampswapState *state)
{
  g_return_val_if_fail (state != NULL, NONE);

  if (state->token_holder != NONE)
    return state->token_holder;
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];
      const guint16 *lists[] = { p->collection, p->reserve, p->piles[0], p->piles[1], p->below };
      const guint8 lens[] = { p->n_collection, p->n_reserve, p->n_pile[0], p->n_pile[1], p->n_below };

      for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
        for (guint i = 0; i < lens[l]; i++)
          if (lists[l][i] == PHL_STAMPSWAP_ITEM_TOKEN)
            return s;
    }
  return NONE;
}

/* ---------------------------------------------------------------- Collect */

static gboolean
collect_finished (const PhlStampswapState *state)
{
  gboolean all_full = TRUE, pool_empty = TRUE;

  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    all_full &= state->players[s].n_collection >= PHL_STAMPSWAP_ITEMS;
  for (guint i = 0; i < state->n_pool; i++)
    pool_empty &= state->pool[i] == EMPTY;
  return all_full || pool_empty;
}

static void
take_slot (PhlStampswapState *state,
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
  refresh_pool_knowledge (state);
}

/* The dummy takes the lowest pool slot, the token only when nothing else is left. */
static void
dummy_take (PhlStampswapState *state)
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
      take_slot (state, i);
      return;
    }
  g_assert (token_slot != NONE);
  take_slot (state, token_slot);
}

static void
draw_and_reserve (PhlStampswapState *state,
                  GRand             *rng,
                  guint              seat,
                  guint8             kind,
                  PhlApplyFlags     *flags)
{
  PhlStampswapPlayer *p = &state->players[seat];
  guint8 tile = draw_tile (state, rng, kind);

  mark_flags (flags);
  if (tile == NONE)
    return;
  /* Drawn face down and viewed by its owner only. */
  state->face_down[tile] = 1;
  state->known[tile] = 1u << seat;
  push_item (p->reserve, &p->n_reserve, tile);
}

static void
end_collect (PhlStampswapState *state,
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
        box_item (state, state->pool[i]);
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
  event = top_event_with (state, PHL_STAMPSWAP_EFFECT_DRAW_RESERVE);
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

static gboolean
check_cut (const PhlStampswapState *state,
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

static void
do_cut (PhlStampswapState *state,
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
static void
dummy_cut (PhlStampswapState *state)
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
  do_cut (state, seat, lists, n_lists);
}

static void
start_choose (PhlStampswapState *state,
              PhlApplyFlags     *flags)
{
  guint n_parts = phl_stampswap_state_n_parts (state);

  /* view-piles: its holder sees every face-down stamp in opponents' piles. */
  for (guint s = 0; s < n_parts; s++)
    {
      if (!has_specialist (state, s, PHL_STAMPSWAP_EFFECT_VIEW_PILES))
        continue;
      mark_flags (flags);
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

static void
reveal_holdings (PhlStampswapState *state,
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
static guint8
next_unchosen_right (const PhlStampswapState *state,
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

static gboolean
has_pile_to_take (const PhlStampswapState *state,
                  guint                    chooser)
{
  for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
    if (o != chooser && state->players[o].piles_state == PHL_STAMPSWAP_PILES_UP)
      return TRUE;
  return FALSE;
}

static void
keep_own_piles (PhlStampswapState *state,
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

static void
do_choose (PhlStampswapState *state,
           guint              owner,
           guint              pile,
           GRand             *rng,
           PhlApplyFlags     *flags)
{
  guint chooser = state->current;
  PhlStampswapPlayer *c = &state->players[chooser];
  PhlStampswapPlayer *o = &state->players[owner];
  const PhlStampswapCard *gift = top_event_with (state, PHL_STAMPSWAP_EFFECT_GIFT_POINTS);
  int points = 0;
  guint8 draws[PHL_STAMPSWAP_MAX_CARDS];
  guint n_draws;

  /* The owner's pile-taken effects, from the specialists it holds as the
   * pile is taken (not those in the piles themselves). */
  if (gift != NULL)
    points += gift->points * o->n_pile[pile];
  points += phl_stampswap_state_specialist_sum (state, owner, PHL_STAMPSWAP_EFFECT_PILE_TAKEN_POINTS, FALSE);
  n_draws = specialist_kinds (state, owner, PHL_STAMPSWAP_EFFECT_PILE_TAKEN_DRAW, draws);

  for (guint i = 0; i < o->n_pile[pile]; i++)
    push_item (c->below, &c->n_below, o->piles[pile][i]);
  for (guint i = 0; i < o->n_pile[1 - pile]; i++)
    push_item (o->below, &o->n_below, o->piles[1 - pile][i]);
  o->n_pile[0] = o->n_pile[1] = 0;
  o->piles_state = PHL_STAMPSWAP_PILES_SPLIT;

  for (guint i = 0; i < n_draws; i++)
    {
      guint8 tile = draw_tile (state, rng, draws[i]);

      if (tile != NONE)
        push_item (o->below, &o->n_below, tile);
    }
  o->round_points[state->round][PHL_STAMPSWAP_SRC_EFFECTS] += points;

  c->chose = TRUE;
  reveal_holdings (state, chooser);
  mark_flags (flags);

  state->current = !o->chose ? owner : next_unchosen_right (state, owner);
}

/* The dummy takes the pile with more items (pile 1 on a tie). */
static void
dummy_choose (PhlStampswapState *state,
              GRand             *rng,
              PhlApplyFlags     *flags)
{
  for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
    if (o != state->current && state->players[o].piles_state == PHL_STAMPSWAP_PILES_UP)
      {
        const PhlStampswapPlayer *p = &state->players[o];

        do_choose (state, o, p->n_pile[1] > p->n_pile[0] ? 1 : 0, rng, flags);
        return;
      }
  g_assert_not_reached ();
}

static void
end_swap (PhlStampswapState *state)
{
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      PhlStampswapPlayer *p = &state->players[s];
      guint16 items[2 * PHL_STAMPSWAP_MAX_HELD];
      guint n = 0;

      if (p->piles_state == PHL_STAMPSWAP_PILES_UP)
        keep_own_piles (state, s);
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
          else if (is_dummy (state, s))
            box_item (state, item);
          else if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
            {
              state->face_down[item] = 0;
              push_item (p->pending, &p->n_pending, item);
            }
          else if (p->n_cards < PHL_STAMPSWAP_MAX_OWNED)
            p->cards[p->n_cards++] = item - PHL_STAMPSWAP_ITEM_CARD;
          else
            box_item (state, item);
        }
      p->show_done = is_dummy (state, s);
    }
  state->phase = PHL_STAMPSWAP_PHASE_SHOW;
}

/* ------------------------------------------------------------------ Show */

static int
discard_value (const PhlStampswapState *state,
               guint                    seat,
               const PhlStampswapTile  *tile)
{
  gboolean shield = top_event_with (state, PHL_STAMPSWAP_EFFECT_DISCARD_SHIELD) != NULL
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

static void
score_round (PhlStampswapState *state,
             guint              seat,
             guint              slot)
{
  PhlStampswapPlayer *p = &state->players[seat];
  gint16 *points = p->round_points[state->round];
  const PhlStampswapCard *event;
  const PhlStampswapCard *contest = phl_stampswap_state_card (state, state->board[slot]);
  guint n_exhibitors = 1;
  int effects = 0;

  for (guint i = 0; i < p->n_cards; i++)
    n_exhibitors += phl_stampswap_state_card (state, p->cards[i])->kind == PHL_STAMPSWAP_CARD_EXHIBITOR;
  points[PHL_STAMPSWAP_SRC_EXHIBITORS] += phl_stampswap_state_exhibitor_points (state, seat);
  if ((event = top_event_with (state, PHL_STAMPSWAP_EFFECT_EXHIBITOR_BONUS)) != NULL)
    effects += event->points * n_exhibitors;

  if (state->token_holder == seat)
    {
      points[PHL_STAMPSWAP_SRC_TOKEN] += 2;
      effects += effect_sum (state, seat, PHL_STAMPSWAP_EFFECT_TOKEN_POINTS, FALSE);
    }

  points[PHL_STAMPSWAP_SRC_CONTEST] += phl_stampswap_contest_score (&contest->rule, &p->album);
  effects += effect_sum (state, seat, PHL_STAMPSWAP_EFFECT_CONTEST_BONUS, FALSE);

  if ((event = top_event_with (state, PHL_STAMPSWAP_EFFECT_PLACED_POINTS)) != NULL)
    for (guint i = 0; i < p->n_placed_round; i++)
      {
        const PhlStampswapTile *tile = tile_of (p->placed_round[i]);

        for (guint k = 0; k < tile->n_stamps; k++)
          if (phl_stampswap_filter_matches (&event->filter, &tile->stamps[k]))
            effects += event->points;
      }
  points[PHL_STAMPSWAP_SRC_EFFECTS] += effects;

  p->tickets |= 1u << slot;
  p->contest_round[state->round] = slot;
  p->show_done = TRUE;
}

static void
end_round (PhlStampswapState *state,
           GRand             *rng,
           PhlApplyFlags     *flags)
{
  /* The top event leaves the game; the others go back into the deck. */
  for (guint e = 0; e < state->n_round_events; e++)
    {
      guint8 card = state->round_events[e];

      if (e == 0)
        state->card_where[card] = PHL_STAMPSWAP_TILE_BOX;
      else
        state->events[state->n_events++] = card;
    }
  state->n_round_events = 0;

  if (++state->round >= PHL_STAMPSWAP_ROUNDS)
    {
      state->round = PHL_STAMPSWAP_ROUNDS - 1;
      state->phase = PHL_STAMPSWAP_PHASE_OVER;
      phl_stampswap_state_score_final (state);
      return;
    }
  state->first_player = state->token_holder;
  mark_flags (flags);
  setup_round (state, rng);
}

/* --------------------------------------------------------------- Advance */

static void
advance (PhlStampswapState *state,
         GRand             *rng,
         PhlApplyFlags     *flags)
{
  guint n_parts = phl_stampswap_state_n_parts (state);

  for (;;)
    {
      switch (state->phase)
        {
        case PHL_STAMPSWAP_PHASE_COLLECT:
          if (collect_finished (state))
            {
              end_collect (state, rng, flags);
              continue;
            }
          if (is_dummy (state, state->current))
            {
              dummy_take (state);
              continue;
            }
          return;

        case PHL_STAMPSWAP_PHASE_CUT:
          {
            guint8 next = NONE;

            for (guint k = 0; k < n_parts && next == NONE; k++)
              if (!state->players[(state->first_player + k) % n_parts].cut_done)
                next = (state->first_player + k) % n_parts;
            if (next == NONE)
              {
                start_choose (state, flags);
                continue;
              }
            if (is_dummy (state, next))
              {
                dummy_cut (state);
                continue;
              }
            state->current = next;
            return;
          }

        case PHL_STAMPSWAP_PHASE_CHOOSE:
          if (state->current == NONE)
            {
              end_swap (state);
              continue;
            }
          if (!has_pile_to_take (state, state->current))
            {
              guint seat = state->current;

              /* Nobody left to take from: keep both piles, no pile-taken effects. */
              if (state->players[seat].piles_state == PHL_STAMPSWAP_PILES_UP)
                keep_own_piles (state, seat);
              state->players[seat].chose = TRUE;
              reveal_holdings (state, seat);
              state->current = next_unchosen_right (state, seat);
              continue;
            }
          if (is_dummy (state, state->current))
            {
              dummy_choose (state, rng, flags);
              continue;
            }
          return;

        case PHL_STAMPSWAP_PHASE_SHOW:
          {
            guint8 next = NONE;

            for (guint k = 0; k < n_parts && next == NONE; k++)
              if (!state->players[(state->first_player + k) % n_parts].show_done)
                next = (state->first_player + k) % n_parts;
            if (next == NONE)
              {
                end_round (state, rng, flags);
                continue;
              }
            state->current = next;
            return;
          }

        default:
          return;
        }
    }
}

/* ---------------------------------------------------------------- Public */

int
phl_stampswap_game_current (const PhlStampswapState *state)
{
  g_return_val_if_fail (state != NULL, -1);

  if (state->phase == PHL_STAMPSWAP_PHASE_OVER || state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    return -1;
  return state->current;
}

static gboolean
pending_left (const PhlStampswapPlayer *p)
{
  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] != EMPTY)
      return TRUE;
  return FALSE;
}

static void
add_cut_actions (const PhlStampswapState *state,
                 GPtrArray               *out)
{
  const PhlStampswapPlayer *p = &state->players[state->current];
  guint n = p->n_collection;
  guint want = phl_stampswap_state_reserve_count (state, state->current);

  /* Every reserve subset of size want (no rare), then every split of the
   * rest with the lowest remaining item in pile 1. */
  for (guint rmask = 0; rmask < (1u << n); rmask++)
    {
      guint8 rest[PHL_STAMPSWAP_MAX_HELD];
      guint m = 0;
      gboolean ok = (guint) __builtin_popcount (rmask) == want;
      g_autoptr(GString) reserve = NULL;

      for (guint i = 0; i < n && ok; i++)
        if ((rmask & (1u << i)) && phl_stampswap_item_is_rare (p->collection[i]))
          ok = FALSE;
      if (!ok)
        continue;
      reserve = g_string_new ("");
      for (guint i = 0; i < n; i++)
        {
          if (rmask & (1u << i))
            g_string_append_printf (reserve, "%s%u", reserve->len ? "," : "", i + 1);
          else
            rest[m++] = i;
        }
      if (m < 2)
        {
          g_autoptr(GString) a = g_string_new ("");

          for (guint i = 0; i < m; i++)
            g_string_append_printf (a, "%s%u", i ? "," : "", rest[i] + 1);
          g_ptr_array_add (out, g_strdup_printf ("cut %s|%s|", reserve->str, a->str));
          continue;
        }
      for (guint bmask = 1; bmask < (1u << (m - 1)); bmask++)
        {
          g_autoptr(GString) a = g_string_new (NULL);
          g_autoptr(GString) b = g_string_new (NULL);

          g_string_append_printf (a, "%u", rest[0] + 1);
          for (guint i = 1; i < m; i++)
            {
              GString *pile = bmask & (1u << (i - 1)) ? b : a;
              g_string_append_printf (pile, "%s%u", pile->len ? "," : "", rest[i] + 1);
            }
          g_ptr_array_add (out, g_strdup_printf ("cut %s|%s|%s", reserve->str, a->str, b->str));
        }
    }
}

GPtrArray *
phl_stampswap_game_legal (const PhlStampswapState *state)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const PhlStampswapPlayer *p;

  g_return_val_if_fail (state != NULL, out);

  if (phl_stampswap_game_current (state) < 0)
    return out;
  p = &state->players[state->current];
  switch (state->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      for (guint i = 0; i < state->n_pool; i++)
        if (state->pool[i] != EMPTY)
          g_ptr_array_add (out, g_strdup_printf ("take %u", i + 1));
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      add_cut_actions (state, out);
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
        if (o != state->current && state->players[o].piles_state == PHL_STAMPSWAP_PILES_UP)
          for (guint k = 0; k < 2; k++)
            g_ptr_array_add (out, g_strdup_printf ("choose %u/%u", o + 1, k + 1));
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      if (pending_left (p))
        {
          for (guint i = 0; i < p->n_pending; i++)
            {
              guint8 cells[PHL_STAMPSWAP_ALBUM_SIZE * PHL_STAMPSWAP_ALBUM_SIZE];
              guint n;

              if (p->pending[i] == EMPTY)
                continue;
              n = phl_stampswap_album_placements (&p->album, tile_of (p->pending[i]), cells);
              for (guint k = 0; k < n; k++)
                g_ptr_array_add (out, g_strdup_printf ("place %u at %u,%u", i + 1,
                                                       cells[k] % PHL_STAMPSWAP_ALBUM_SIZE,
                                                       cells[k] / PHL_STAMPSWAP_ALBUM_SIZE));
              if (n == 0)
                g_ptr_array_add (out, g_strdup_printf ("discard %u", i + 1));
            }
        }
      else
        for (guint slot = 0; slot < PHL_STAMPSWAP_N_ROUND_CONTESTS && slot < state->n_board; slot++)
          if (!(p->tickets & (1u << slot)))
            g_ptr_array_add (out, g_strdup_printf ("contest %s",
                                                   phl_stampswap_state_card (state, state->board[slot])->id));
      break;
    default:
      break;
    }
  return out;
}

static gboolean
parse_uint (const char *text,
            guint      *value,
            const char **rest)
{
  char *end = NULL;
  unsigned long v;

  /* Plain decimal without leading zeros: one text per action. */
  if (!g_ascii_isdigit (*text) || (text[0] == '0' && g_ascii_isdigit (text[1])))
    return FALSE;
  v = strtoul (text, &end, 10);
  if (v > 1000)
    return FALSE;
  *value = v;
  *rest = end;
  return TRUE;
}

static gboolean
illegal (GError    **error,
         const char *message)
{
  g_set_error_literal (error, PHL_ERROR, PHL_ERROR_ILLEGAL, message);
  return FALSE;
}

static gboolean
apply_show (PhlStampswapState *state,
            const char        *action,
            GError           **error)
{
  PhlStampswapPlayer *p = &state->players[state->current];
  const char *rest;
  guint n, x, y;

  if (g_str_has_prefix (action, "place "))
    {
      const PhlStampswapTile *tile;

      if (!parse_uint (action + 6, &n, &rest) || !g_str_has_prefix (rest, " at ")
          || !parse_uint (rest + 4, &x, &rest) || *rest != ','
          || !parse_uint (rest + 1, &y, &rest) || *rest != '\0')
        return illegal (error, _("A placement is written “place N at X,Y”"));
      if (n < 1 || n > p->n_pending || p->pending[n - 1] == EMPTY)
        return illegal (error, _("There is no such stamp left to place"));
      tile = tile_of (p->pending[n - 1]);
      if (!phl_stampswap_album_fits (&p->album, tile, x, y))
        return illegal (error, _("The stamp does not fit there: it would overlap a stamp or the album’s edge"));
      phl_stampswap_album_place (&p->album, tile, x, y);
      p->placed_round[p->n_placed_round++] = p->pending[n - 1];
      p->pending[n - 1] = EMPTY;
      return TRUE;
    }
  if (g_str_has_prefix (action, "discard "))
    {
      const PhlStampswapTile *tile;

      if (!parse_uint (action + 8, &n, &rest) || *rest != '\0')
        return illegal (error, _("A discard is written “discard N”"));
      if (n < 1 || n > p->n_pending || p->pending[n - 1] == EMPTY)
        return illegal (error, _("There is no such stamp left to place"));
      tile = tile_of (p->pending[n - 1]);
      if (phl_stampswap_album_fits_anywhere (&p->album, tile))
        return illegal (error, _("This stamp fits in your album, so it must be placed"));
      p->round_points[state->round][PHL_STAMPSWAP_SRC_DISCARDS] += discard_value (state, state->current, tile);
      box_item (state, p->pending[n - 1]);
      p->pending[n - 1] = EMPTY;
      return TRUE;
    }
  if (g_str_has_prefix (action, "contest "))
    {
      const char *id = action + 8;

      if (pending_left (p))
        return illegal (error, _("Place or discard all your new stamps before entering a contest"));
      for (guint slot = 0; slot < PHL_STAMPSWAP_N_ROUND_CONTESTS && slot < state->n_board; slot++)
        if (g_str_equal (phl_stampswap_state_card (state, state->board[slot])->id, id))
          {
            if (p->tickets & (1u << slot))
              return illegal (error, _("You have already entered this contest"));
            score_round (state, state->current, slot);
            return TRUE;
          }
      return illegal (error, _("There is no such contest on the board"));
    }
  return illegal (error, _("In the Show Phase you place or discard stamps, then enter a contest"));
}

gboolean
phl_stampswap_game_apply (PhlStampswapState *state,
                          const char        *action,
                          GRand             *rng,
                          PhlApplyFlags     *flags,
                          GError           **error)
{
  const char *rest;
  guint a, b;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);

  if (flags != NULL)
    *flags = PHL_APPLY_NONE;
  if (phl_stampswap_game_current (state) < 0)
    return illegal (error, _("The game is over"));

  switch (state->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      if (!g_str_has_prefix (action, "take ") || !parse_uint (action + 5, &a, &rest) || *rest != '\0')
        return illegal (error, _("In the Collect Phase you take an item: “take N”"));
      if (a < 1 || a > state->n_pool || state->pool[a - 1] == EMPTY)
        return illegal (error, _("There is no item in that place of the pool"));
      if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[a - 1]) && state->face_down[state->pool[a - 1]])
        mark_flags (flags);
      take_slot (state, a - 1);
      break;

    case PHL_STAMPSWAP_PHASE_CUT:
      {
        guint8 lists[3][PHL_STAMPSWAP_MAX_HELD];
        guint n_lists[3];

        if (!g_str_has_prefix (action, "cut "))
          return illegal (error, _("In the Cut you reserve and split: “cut RESERVE|PILE1|PILE2”"));
        if (!check_cut (state, state->current, action + 4, lists, n_lists, error))
          return FALSE;
        do_cut (state, state->current, lists, n_lists);
      }
      break;

    case PHL_STAMPSWAP_PHASE_CHOOSE:
      if (!g_str_has_prefix (action, "choose ") || !parse_uint (action + 7, &a, &rest)
          || *rest != '/' || !parse_uint (rest + 1, &b, &rest) || *rest != '\0')
        return illegal (error, _("In the Choose you take a pile: “choose SEAT/PILE”"));
      if (a < 1 || a > phl_stampswap_state_n_parts (state) || a - 1 == state->current || b < 1 || b > 2)
        return illegal (error, _("Choose one of the two piles of an opponent"));
      if (state->players[a - 1].piles_state != PHL_STAMPSWAP_PILES_UP)
        return illegal (error, _("You may only take from an opponent whose two piles are both still above the mat"));
      do_choose (state, a - 1, b - 1, rng, flags);
      break;

    case PHL_STAMPSWAP_PHASE_SHOW:
      if (!apply_show (state, action, error))
        return FALSE;
      break;

    default:
      return illegal (error, _("The game is over"));
    }

  advance (state, rng, flags);
  return TRUE;
}

guint
phl_stampswap_game_winners (const PhlStampswapState *state)
{
  int best = G_MININT, best_rare = G_MININT;
  guint mask = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (guint s = 0; s < state->n_players; s++)
    {
      int total = phl_stampswap_state_total (state, s);
      int rare = phl_stampswap_album_rare_value (&state->players[s].album);

      if (total > best || (total == best && rare > best_rare))
        {
          best = total;
          best_rare = rare;
          mask = 1u << s;
        }
      else if (total == best && rare == best_rare)
        mask |= 1u << s;
    }
  return mask;
}
