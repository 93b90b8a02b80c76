/* phl-stampswap-game.c — the rules: setup, actions and phase changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * apply() checks an action completely before changing anything, then runs
 * the automatic steps (end of Collect, the solo dummy, scoring, the next
 * round) until a seat has to decide again.  What each phase does to the
 * state is in phl-stampswap-phases.c.
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

      /* A tried event is the first round's top event (the draw above is
       * still made, so the rest of the deal is as random as ever). */
      if (i == 0 && state->round == 0 && state->trial_card > 0
          && phl_stampswap_state_card (state, state->trial_card - 1)->kind == PHL_STAMPSWAP_CARD_EVENT)
        for (guint e = 0; e < state->n_events; e++)
          if (state->events[e] == state->trial_card - 1)
            pick = e;

      state->round_events[state->n_round_events++] = state->events[pick];
      state->events[pick] = state->events[--state->n_events];
    }
  face_up = _phl_stampswap_top_event_with (state, PHL_STAMPSWAP_EFFECT_REVEAL_POOL) != NULL;

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
              guint8 tile = _phl_stampswap_draw_tile (state, rng, symbol & ~PHL_STAMPSWAP_ITEM_DOWN);

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
  _phl_stampswap_refresh_pool_knowledge (state);
}

/* The try-card option's card as its deck index + 1, 0 without the option;
 * FALSE for a card the deck does not have. */
static gboolean
find_trial_card (const PhlSetup   *setup,
                 PhlStampswapDeck *deck,
                 guint8           *trial,
                 GError          **error)
{
  const char *group = phl_setup_get_option (setup, "try-card");

  *trial = 0;
  if (group == NULL || group[0] == '\0')
    return TRUE;
  for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);
      g_autofree char *name = g_strdup_printf ("%s:%s", phl_stampswap_card_kind_to_string (card->kind), card->id);

      if (g_str_equal (name, group))
        {
          *trial = c + 1;
          return TRUE;
        }
    }
  phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Options",
                       /* Translators: the setup option try-card names a card the deck lacks */
                       _("The deck has no card “%s” to try"), group);
  return FALSE;
}

/* A tried specialist or deck exhibitor the first round's events did not
 * draw (none of them calls for an attendee) is added to the pool, before
 * the token. */
static void
deal_trial_attendee (PhlStampswapState *state)
{
  guint8 card = state->trial_card - 1;

  if (state->trial_card == 0 || state->card_where[card] != PHL_STAMPSWAP_TILE_SUPPLY
      || state->n_pool >= PHL_STAMPSWAP_MAX_POOL)
    return;
  for (guint i = 0; i < state->n_attendees; i++)
    if (state->attendees[i] == card)
      {
        memmove (&state->attendees[i], &state->attendees[i + 1], state->n_attendees - i - 1);
        state->n_attendees--;
        state->card_where[card] = PHL_STAMPSWAP_TILE_IN_PLAY;
        /* The token stays the last slot. */
        state->pool[state->n_pool] = state->pool[state->n_pool - 1];
        state->pool[state->n_pool - 1] = PHL_STAMPSWAP_ITEM_CARD + card;
        state->n_pool++;
        return;
      }
}

PhlStampswapState *
phl_stampswap_game_new (const PhlSetup  *setup,
                        GRand           *rng,
                        GError         **error)
{
  return phl_stampswap_game_new_with_deck (setup, NULL, rng, error);
}

/* The setup's players and variant, as Stamp Swap allows them. */
static gboolean
check_setup (const PhlSetup  *setup,
             GError         **error)
{
  guint n_players = setup->n_players;

  if (n_players < 1 || n_players > PHL_STAMPSWAP_MAX_PLAYERS)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("Stamp Swap is for 1 to 5 players, not %u"), n_players);
      return FALSE;
    }
  if (setup->variant != NULL && !g_str_equal (setup->variant, "standard")
      && !g_str_equal (setup->variant, "solo"))
    {
      phl_setup_set_error (setup, error, PHL_ERROR_UNSUPPORTED, "Variant",
                           _("Unknown Stamp Swap variant “%s” (standard or solo)"), setup->variant);
      return FALSE;
    }
  if (g_strcmp0 (setup->variant, "solo") == 0 && n_players != 1)
    {
      phl_setup_set_error (setup, error, PHL_ERROR_INVALID, "Players",
                           _("The solo score attack is for one player"));
      return FALSE;
    }
  return TRUE;
}

/* Contest board: one random card of each type, finale last; a tried
 * contest takes its type's place. */
static void
deal_board (PhlStampswapState      *state,
            PhlStampswapDeck       *deck,
            guint8                  trial,
            GRand                  *rng)
{
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
      if (trial > 0 && phl_stampswap_deck_get_card (deck, trial - 1)->kind == PHL_STAMPSWAP_CARD_CONTEST
          && phl_stampswap_deck_get_card (deck, trial - 1)->type == type)
        state->board[state->n_board - 1] = trial - 1;
    }
}

/* The events and the attendee deck into the supply; the mat exhibitors
 * into @mat_cards (returns how many). */
static guint
sort_cards (PhlStampswapState      *state,
            PhlStampswapDeck       *deck,
            guint8                 *mat_cards)
{
  guint n_mats = 0;

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
  return n_mats;
}

static void
shuffle_cards (guint8 *cards,
               guint   n,
               GRand  *rng)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      guint8 t = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = t;
    }
}

/* A tried attendee goes on top of the attendee deck, which the first
 * round's attendee symbols draw from; a tried mat exhibitor changes
 * places with the first seat's. */
static void
place_trial_card (PhlStampswapState *state,
                  guint8            *mat_cards,
                  guint              n_mats,
                  guint8             trial)
{
  for (guint i = 0; trial > 0 && i < state->n_attendees; i++)
    if (state->attendees[i] == trial - 1)
      {
        state->attendees[i] = state->attendees[state->n_attendees - 1];
        state->attendees[state->n_attendees - 1] = trial - 1;
      }
  for (guint i = 0; trial > 0 && i < n_mats; i++)
    if (mat_cards[i] == trial - 1)
      {
        mat_cards[i] = mat_cards[0];
        mat_cards[0] = trial - 1;
      }
}

PhlStampswapState *
phl_stampswap_game_new_with_deck (const PhlSetup   *setup,
                                  PhlStampswapDeck *shared_deck,
                                  GRand            *rng,
                                  GError          **error)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  PhlStampswapState *state;
  guint n_players;
  guint8 mat_cards[PHL_STAMPSWAP_MAX_PLAYERS];
  guint n_mats;
  guint8 trial = 0;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  if (!check_setup (setup, error))
    return NULL;
  n_players = setup->n_players;
  /* A save's deck errors name the save's key already (phl-match-file.c). */
  deck = shared_deck != NULL ? phl_stampswap_deck_ref (shared_deck)
       : setup->deck_file != NULL ? phl_stampswap_deck_load (setup->deck_file, error)
       : phl_stampswap_deck_load_path (setup->deck, error);
  if (deck == NULL)
    return NULL;

  if (!find_trial_card (setup, deck, &trial, error))
    return NULL;

  state = g_new0 (PhlStampswapState, 1);
  state->deck = phl_stampswap_deck_ref (deck);
  state->trial_card = trial;
  state->n_players = n_players;
  state->solo = n_players == 1;
  state->token_holder = NONE;
  state->last_taker = NONE;

  deal_board (state, deck, trial, rng);
  /* Events and the shuffled attendee deck; mats dealt at random. */
  n_mats = sort_cards (state, deck, mat_cards);
  shuffle_cards (state->attendees, state->n_attendees, rng);
  shuffle_cards (mat_cards, n_mats, rng);
  place_trial_card (state, mat_cards, n_mats, trial);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      phl_stampswap_album_init (&state->players[s].album);
      state->players[s].mat_exhibitor = mat_cards[s % n_mats];
    }

  state->first_player = state->solo ? 0 : g_rand_int_range (rng, 0, n_players);
  setup_round (state, rng);
  deal_trial_attendee (state);
  return state;
}

const PhlStampswapCard *
phl_stampswap_game_trial_card (const PhlStampswapState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  if (state->trial_card == 0 || state->deck == NULL)
    return NULL;
  return phl_stampswap_state_card (state, state->trial_card - 1);
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

/* --------------------------------------------------------------- Advance */

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
  _phl_stampswap_mark_flags (flags);
  setup_round (state, rng);
}

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
          if (_phl_stampswap_collect_finished (state))
            {
              _phl_stampswap_end_collect (state, rng, flags);
              continue;
            }
          if (_phl_stampswap_is_dummy (state, state->current))
            {
              _phl_stampswap_dummy_take (state);
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
                _phl_stampswap_start_choose (state, flags);
                continue;
              }
            if (_phl_stampswap_is_dummy (state, next))
              {
                _phl_stampswap_dummy_cut (state);
                continue;
              }
            state->current = next;
            return;
          }

        case PHL_STAMPSWAP_PHASE_CHOOSE:
          if (state->current == NONE)
            {
              _phl_stampswap_end_swap (state);
              continue;
            }
          if (!_phl_stampswap_has_pile_to_take (state, state->current))
            {
              guint seat = state->current;

              /* Nobody left to take from: keep both piles, no pile-taken effects. */
              if (state->players[seat].piles_state == PHL_STAMPSWAP_PILES_UP)
                _phl_stampswap_keep_own_piles (state, seat);
              state->players[seat].chose = TRUE;
              _phl_stampswap_reveal_holdings (state, seat);
              state->current = _phl_stampswap_next_unchosen_right (state, seat);
              continue;
            }
          if (_phl_stampswap_is_dummy (state, state->current))
            {
              _phl_stampswap_dummy_choose (state, rng, flags);
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
              n = phl_stampswap_album_placements (&p->album, _phl_stampswap_tile_of (p->pending[i]), cells);
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

      if (!_phl_stampswap_read_uint (action + 6, &n, &rest) || !g_str_has_prefix (rest, " at ")
          || !_phl_stampswap_read_uint (rest + 4, &x, &rest) || *rest != ','
          || !_phl_stampswap_read_uint (rest + 1, &y, &rest) || *rest != '\0')
        return illegal (error, _("A placement is written “place N at X,Y”"));
      if (n < 1 || n > p->n_pending || p->pending[n - 1] == EMPTY)
        return illegal (error, _("There is no such stamp left to place"));
      tile = _phl_stampswap_tile_of (p->pending[n - 1]);
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

      if (!_phl_stampswap_read_uint (action + 8, &n, &rest) || *rest != '\0')
        return illegal (error, _("A discard is written “discard N”"));
      if (n < 1 || n > p->n_pending || p->pending[n - 1] == EMPTY)
        return illegal (error, _("There is no such stamp left to place"));
      tile = _phl_stampswap_tile_of (p->pending[n - 1]);
      if (phl_stampswap_album_fits_anywhere (&p->album, tile))
        return illegal (error, _("This stamp fits in your album, so it must be placed"));
      p->round_points[state->round][PHL_STAMPSWAP_SRC_DISCARDS]
        += _phl_stampswap_discard_value (state, state->current, tile);
      _phl_stampswap_box_item (state, p->pending[n - 1]);
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
            _phl_stampswap_score_round (state, state->current, slot);
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
      if (!g_str_has_prefix (action, "take ") || !_phl_stampswap_read_uint (action + 5, &a, &rest) || *rest != '\0')
        return illegal (error, _("In the Collect Phase you take an item: “take N”"));
      if (a < 1 || a > state->n_pool || state->pool[a - 1] == EMPTY)
        return illegal (error, _("There is no item in that place of the pool"));
      if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[a - 1]) && state->face_down[state->pool[a - 1]])
        _phl_stampswap_mark_flags (flags);
      _phl_stampswap_take_slot (state, a - 1);
      break;

    case PHL_STAMPSWAP_PHASE_CUT:
      {
        guint8 lists[3][PHL_STAMPSWAP_MAX_HELD];
        guint n_lists[3];

        if (!g_str_has_prefix (action, "cut "))
          return illegal (error, _("In the Cut you reserve and split: “cut RESERVE|PILE1|PILE2”"));
        if (!_phl_stampswap_check_cut (state, state->current, action + 4, lists, n_lists, error))
          return FALSE;
        _phl_stampswap_do_cut (state, state->current, lists, n_lists);
      }
      break;

    case PHL_STAMPSWAP_PHASE_CHOOSE:
      if (!g_str_has_prefix (action, "choose ") || !_phl_stampswap_read_uint (action + 7, &a, &rest)
          || *rest != '/' || !_phl_stampswap_read_uint (rest + 1, &b, &rest) || *rest != '\0')
        return illegal (error, _("In the Choose you take a pile: “choose SEAT/PILE”"));
      if (a < 1 || a > phl_stampswap_state_n_parts (state) || a - 1 == state->current || b < 1 || b > 2)
        return illegal (error, _("Choose one of the two piles of an opponent"));
      if (state->players[a - 1].piles_state != PHL_STAMPSWAP_PILES_UP)
        return illegal (error, _("You may only take from an opponent whose two piles are both still above the mat"));
      _phl_stampswap_do_choose (state, a - 1, b - 1, rng, flags);
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
