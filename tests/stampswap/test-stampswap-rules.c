/* test-stampswap-rules.c — Cut, Choose, the token, reserves and discards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap-test-util.h"

static void
apply_fails (PhlStampswapState *state,
             const char        *action,
             const char        *message)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  PhlStampswapState *before = phl_stampswap_state_copy (state);

  g_assert_false (phl_stampswap_game_apply (state, action, rng, NULL, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
  /* A refused action leaves the state as it was. */
  g_assert_cmpmem (state, sizeof *state, before, sizeof *before);
  phl_stampswap_state_free (before);
}

static guint
find_tile (guint8   kind,
           gboolean rare,
           int      value)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    if (tiles[t].kind == kind && tiles[t].n_stamps == 1
        && !!(tiles[t].stamps[0].flags & PHL_STAMPSWAP_STAMP_RARE) == rare
        && (value == G_MININT || tiles[t].stamps[0].value == value))
      return t;
  g_assert_not_reached ();
}

static gboolean
pending_has (const PhlStampswapState *state,
             guint                    seat,
             guint                    tile)
{
  const PhlStampswapPlayer *p = &state->players[seat];

  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] == tile)
      return TRUE;
  return FALSE;
}

static void
test_choose_two (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 1);

  stampswap_test_set_choose (state, 0);
  apply_fails (state, "choose 1/1", "Choose one of the two piles of an opponent");
  stampswap_test_apply_ok (state, "choose 2/1");
  g_assert_cmpint (state->current, ==, 1);
  apply_fails (state, "choose 1/3", "Choose one of the two piles of an opponent");
  stampswap_test_apply_ok (state, "choose 1/2");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_true (pending_has (state, 0, 152));   /* took seat 2's pile 1 */
  g_assert_true (pending_has (state, 0, 150));   /* kept its own pile 1 */
  g_assert_true (pending_has (state, 1, 151));
  g_assert_true (pending_has (state, 1, 153));
  phl_stampswap_state_free (state);
}

/* Seat 3 takes from seat 1, who has already chosen: the turn would pass to
 * the right of seat 1, but everyone has chosen. */
static void
test_choose_three (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 2);

  stampswap_test_set_choose (state, 0);
  stampswap_test_apply_ok (state, "choose 2/1");
  g_assert_cmpint (state->current, ==, 1);
  apply_fails (state, "choose 2/1", "Choose one of the two piles of an opponent");
  stampswap_test_apply_ok (state, "choose 3/2");
  g_assert_cmpint (state->current, ==, 2);
  apply_fails (state, "choose 2/2",
               "You may only take from an opponent whose two piles are both still above the mat");
  stampswap_test_apply_ok (state, "choose 1/1");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_true (pending_has (state, 0, 152) && pending_has (state, 0, 151));
  g_assert_true (pending_has (state, 1, 155) && pending_has (state, 1, 153));
  g_assert_true (pending_has (state, 2, 150) && pending_has (state, 2, 154));
  phl_stampswap_state_free (state);
}

static void
test_choose_three_keeps_both (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 3);

  stampswap_test_set_choose (state, 0);
  stampswap_test_apply_ok (state, "choose 2/1");
  stampswap_test_apply_ok (state, "choose 1/1");
  /* Seat 1 had chosen: to its right is seat 3, whose opponents have no
   * piles left above their mats, so it keeps both of its own. */
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_true (pending_has (state, 2, 154) && pending_has (state, 2, 155));
  phl_stampswap_state_free (state);
}

static void
test_choose_four (void)
{
  PhlStampswapState *state = stampswap_test_new_game (4, 4);

  stampswap_test_set_choose (state, 0);
  stampswap_test_apply_ok (state, "choose 3/1");
  g_assert_cmpint (state->current, ==, 2);
  stampswap_test_apply_ok (state, "choose 1/1");
  g_assert_cmpint (state->current, ==, 3);   /* right of seat 1 is seat 4 */
  stampswap_test_apply_ok (state, "choose 2/1");
  g_assert_cmpint (state->current, ==, 1);
  stampswap_test_apply_ok (state, "choose 4/1");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (state->players[s].n_pending, ==, 2);
  phl_stampswap_state_free (state);
}

static void
test_choose_five (void)
{
  PhlStampswapState *state = stampswap_test_new_game (5, 5);

  stampswap_test_set_choose (state, 2);
  stampswap_test_apply_ok (state, "choose 5/1");
  g_assert_cmpint (state->current, ==, 4);
  stampswap_test_apply_ok (state, "choose 3/2");
  g_assert_cmpint (state->current, ==, 1);   /* seat 3 chose: right of it is seat 2 */
  stampswap_test_apply_ok (state, "choose 1/1");
  g_assert_cmpint (state->current, ==, 0);
  stampswap_test_apply_ok (state, "choose 4/1");
  g_assert_cmpint (state->current, ==, 3);
  stampswap_test_apply_ok (state, "choose 2/2");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  for (guint s = 0; s < 5; s++)
    g_assert_cmpint (state->players[s].n_pending, ==, 2);
  phl_stampswap_state_free (state);
}

static void
play_easy_until (PhlStampswapState *state,
                 guint              phase)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);

  while (state->phase != phase && phl_stampswap_game_current (state) >= 0)
    {
      g_autofree char *action = phl_stampswap_ai_choose (state, PHL_AI_EASY, rng);
      stampswap_test_apply_ok (state, action);
    }
}

static guint
first_slot (const PhlStampswapState *state,
            gboolean                 token)
{
  for (guint i = 0; i < state->n_pool; i++)
    if (state->pool[i] != PHL_STAMPSWAP_ITEM_EMPTY
        && (state->pool[i] == PHL_STAMPSWAP_ITEM_TOKEN) == token)
      return i + 1;
  g_assert_not_reached ();
}

/* Nobody takes the token: the last player to take an item gains it, it is
 * not one of their six items, and they choose first. */
static void
test_token_left_in_pool (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 6);
  guint first = state->first_player;

  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autofree char *action = g_strdup_printf ("take %u", first_slot (state, FALSE));
      stampswap_test_apply_ok (state, action);
    }
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_CUT);
  g_assert_cmpint (state->token_holder, ==, 1 - first);
  g_assert_cmpint (state->players[0].n_collection, ==, 6);
  g_assert_cmpint (state->players[1].n_collection, ==, 6);
  play_easy_until (state, PHL_STAMPSWAP_PHASE_CHOOSE);
  g_assert_cmpint (state->current, ==, 1 - first);
  play_easy_until (state, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_cmpint (state->token_holder, ==, 1 - first);
  phl_stampswap_state_free (state);
}

/* The first player takes the token and offers it in a pile: whoever takes
 * that pile holds the token, scores 2 and goes first next round. */
static void
test_token_in_pile (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 8);
  guint first = state->first_player, other = 1 - first;
  g_autofree char *take = NULL;
  g_autofree char *steal = NULL;

  take = g_strdup_printf ("take %u", first_slot (state, TRUE));
  stampswap_test_apply_ok (state, take);
  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autofree char *action = g_strdup_printf ("take %u", first_slot (state, FALSE));
      stampswap_test_apply_ok (state, action);
    }
  g_assert_cmpint (state->players[first].collection[0], ==, PHL_STAMPSWAP_ITEM_TOKEN);
  g_assert_cmpint (state->token_holder, ==, PHL_STAMPSWAP_NONE);
  /* The first player cuts first: the token alone in pile 1. */
  g_assert_cmpint (state->current, ==, first);
  if (phl_stampswap_item_is_rare (state->players[first].collection[1]))
    stampswap_test_apply_ok (state, "cut 3|1|2,4,5,6");
  else
    stampswap_test_apply_ok (state, "cut 2|1|3,4,5,6");
  play_easy_until (state, PHL_STAMPSWAP_PHASE_CHOOSE);
  /* Whoever holds the token, wherever it lies, chooses first. */
  g_assert_cmpint (state->current, ==, first);
  stampswap_test_apply_ok (state, other == 0 ? "choose 1/1" : "choose 2/1");
  steal = g_strdup_printf ("choose %u/1", first + 1);
  stampswap_test_apply_ok (state, steal);
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_cmpint (state->token_holder, ==, other);
  play_easy_until (state, PHL_STAMPSWAP_PHASE_COLLECT);
  g_assert_cmpint (state->round, ==, 1);
  g_assert_cmpint (state->players[other].round_points[0][PHL_STAMPSWAP_SRC_TOKEN], ==, 2);
  g_assert_cmpint (state->players[first].round_points[0][PHL_STAMPSWAP_SRC_TOKEN], ==, 0);
  g_assert_cmpint (state->first_player, ==, other);
  g_assert_cmpint (state->current, ==, other);
  phl_stampswap_state_free (state);
}

static void
collect_all (PhlStampswapState *state)
{
  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autofree char *action = g_strdup_printf ("take %u", first_slot (state, FALSE));
      stampswap_test_apply_ok (state, action);
    }
}

static void
test_reserve_rare (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 9);
  PhlStampswapPlayer *p;
  g_autoptr(GPtrArray) legal = NULL;
  guint rare = find_tile (PHL_STAMPSWAP_SMALL_SQUARE, TRUE, G_MININT);

  collect_all (state);
  p = &state->players[state->current];
  p->collection[0] = rare;
  state->face_down[rare] = 1;   /* not even face down */
  for (guint i = 1; i < p->n_collection; i++)
    if (!PHL_STAMPSWAP_ITEM_IS_TILE (p->collection[i]) || phl_stampswap_item_is_rare (p->collection[i]))
      p->collection[i] = PHL_STAMPSWAP_ITEM_TOKEN + 0;   /* never rare */
  apply_fails (state, "cut 1|2|3,4,5,6", "Rare stamps may not be reserved, not even face down");
  apply_fails (state, "cut 2|1|3,4,5", "Every item of your Daily Collection must be reserved or in a pile");
  apply_fails (state, "cut 2|1,3,4,5,6|", "Each of the two piles needs at least one item");
  apply_fails (state, "cut 2,3|1|4,5,6", "You must reserve 1 item");
  apply_fails (state, "cut 2|1,1|3,4,5,6", "Item 1 is listed twice");
  apply_fails (state, "cut 2|1|3,4,5,7", "“3,4,5,7” is not a list of items 1 to 6 of your Daily Collection");
  legal = phl_stampswap_game_legal (state);
  g_assert_cmpuint (legal->len, ==, 5 * 15);
  for (guint i = 0; i < legal->len; i++)
    g_assert_false (g_str_has_prefix (g_ptr_array_index (legal, i), "cut 1|"));
  phl_stampswap_state_free (state);
}

static int
find_card (const PhlStampswapState *state,
           const char              *id)
{
  int index = phl_stampswap_deck_find (state->deck, id);

  g_assert_cmpint (index, >=, 0);
  return index;
}

/* Dealers' Row and a Keen Hoarder each add a reserve. */
static void
test_reserve_extra (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 10);
  PhlStampswapPlayer *p;

  state->round_events[0] = find_card (state, "dealers-row");
  state->n_round_events = MAX (state->n_round_events, 1);
  collect_all (state);
  p = &state->players[state->current];
  for (guint i = 0; i < p->n_collection; i++)
    if (phl_stampswap_item_is_rare (p->collection[i]))
      p->collection[i] = PHL_STAMPSWAP_ITEM_TOKEN;
  g_assert_cmpuint (phl_stampswap_state_reserve_count (state, state->current), ==, 2);
  apply_fails (state, "cut 1|2|3,4,5,6", "You must reserve 2 items");
  p->cards[p->n_cards++] = find_card (state, "keen-hoarder");
  g_assert_cmpuint (phl_stampswap_state_reserve_count (state, state->current), ==, 3);
  stampswap_test_apply_ok (state, "cut 1,2,3|4|5,6");
  g_assert_cmpint (p->n_reserve, ==, 3);
  phl_stampswap_state_free (state);
}

/* An album full but for a 2x2 gap: a large square must be discarded and
 * scores its value; a small square must be placed. */
static void
set_show (PhlStampswapState *state,
          guint              seat,
          guint              first,
          guint              second)
{
  PhlStampswapPlayer *p = &state->players[seat];
  PhlStampswapStamp filler = { 0 };

  phl_stampswap_album_init (&p->album);
  filler.kind = PHL_STAMPSWAP_LARGE_SQUARE;
  filler.w = filler.h = 3;
  filler.color = filler.theme = PHL_STAMPSWAP_NONE;
  filler.tile = PHL_STAMPSWAP_NONE;
  for (guint y = 0; y < 12; y += 3)
    for (guint x = 0; x < 12; x += 3)
      if (x + y > 0)
        {
          filler.x = x;
          filler.y = y;
          phl_stampswap_album_add_stamp (&p->album, &filler);
        }
  filler.kind = PHL_STAMPSWAP_FOREVER;
  filler.w = filler.h = 1;
  for (guint i = 0; i < 5; i++)
    {
      filler.x = i < 3 ? 2 : i - 3;
      filler.y = i < 3 ? i : 2;
      phl_stampswap_album_add_stamp (&p->album, &filler);
    }
  state->phase = PHL_STAMPSWAP_PHASE_SHOW;
  for (guint s = 0; s < state->n_players; s++)
    state->players[s].show_done = s != seat;
  state->current = seat;
  p->n_pending = 2;
  p->pending[0] = first;
  p->pending[1] = second;
}

static void
test_discard (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 12);
  guint large = find_tile (PHL_STAMPSWAP_LARGE_SQUARE, FALSE, -2);
  guint small = find_tile (PHL_STAMPSWAP_SMALL_SQUARE, FALSE, 3);
  PhlStampswapPlayer *p = &state->players[0];
  g_autoptr(GPtrArray) legal = NULL;

  set_show (state, 0, large, small);
  legal = phl_stampswap_game_legal (state);
  g_assert_cmpuint (legal->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (legal, 0), ==, "discard 1");
  g_assert_cmpstr (g_ptr_array_index (legal, 1), ==, "place 2 at 0,0");
  apply_fails (state, "discard 2", "This stamp fits in your album, so it must be placed");
  apply_fails (state, "place 1 at 0,0",
               "The stamp does not fit there: it would overlap a stamp or the album’s edge");
  apply_fails (state, "contest nothing", "Place or discard all your new stamps before entering a contest");
  stampswap_test_apply_ok (state, "discard 1");
  g_assert_cmpint (p->round_points[state->round][PHL_STAMPSWAP_SRC_DISCARDS], ==, -2);
  g_assert_cmpint (state->tile_where[large], ==, PHL_STAMPSWAP_TILE_BOX);
  stampswap_test_apply_ok (state, "place 2 at 0,0");
  g_assert_cmpint (phl_stampswap_album_empty_cells (&p->album), ==, 0);
  phl_stampswap_state_free (state);
}

/* Restorers' Table: a faded stamp that does not fit costs nothing. */
static void
test_discard_shield (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 13);
  guint large = find_tile (PHL_STAMPSWAP_LARGE_SQUARE, FALSE, -2);
  guint small = find_tile (PHL_STAMPSWAP_SMALL_SQUARE, FALSE, 3);

  set_show (state, 1, large, small);
  state->round_events[0] = find_card (state, "restorers-table");
  state->n_round_events = MAX (state->n_round_events, 1);
  stampswap_test_apply_ok (state, "discard 1");
  g_assert_cmpint (state->players[1].round_points[state->round][PHL_STAMPSWAP_SRC_DISCARDS], ==, 0);
  phl_stampswap_state_free (state);
}

/* A contest can be entered once; the round scores exhibitors, token, contest. */
static void
test_contest_tickets (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 14);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  const PhlStampswapCard *contest;
  g_autofree char *action = NULL;
  guint seat;

  play_easy_until (state, PHL_STAMPSWAP_PHASE_SHOW);
  seat = state->current;
  while (state->players[seat].n_pending > 0)
    {
      g_autofree char *place = phl_stampswap_ai_choose (state, PHL_AI_EASY, rng);

      if (g_str_has_prefix (place, "contest"))
        break;
      stampswap_test_apply_ok (state, place);
    }
  contest = phl_stampswap_state_card (state, state->board[1]);
  action = g_strdup_printf ("contest %s", contest->id);
  apply_fails (state, "contest no-such-card", "There is no such contest on the board");
  state->players[seat].tickets = 1u << 1;
  apply_fails (state, action, "You have already entered this contest");
  state->players[seat].tickets = 0;
  stampswap_test_apply_ok (state, action);
  g_assert_true (state->players[seat].show_done);
  g_assert_cmpint (state->players[seat].tickets, ==, 1u << 1);
  g_assert_cmpint (state->players[seat].round_points[0][PHL_STAMPSWAP_SRC_CONTEST], ==,
                   phl_stampswap_contest_score (&contest->rule, &state->players[seat].album));
  g_assert_cmpint (state->players[seat].round_points[0][PHL_STAMPSWAP_SRC_EXHIBITORS], ==,
                   phl_stampswap_state_exhibitor_points (state, seat));
  phl_stampswap_state_free (state);
}

/* Solo: two events, and the dummy takes the lowest slot after every pick,
 * cuts by its rule and takes the bigger pile. */
static void
test_solo_dummy (void)
{
  PhlStampswapState *state = stampswap_test_new_game (1, 16);
  PhlStampswapPlayer *dummy = &state->players[1];
  guint16 lowest = PHL_STAMPSWAP_ITEM_EMPTY;
  g_autoptr(GPtrArray) legal = NULL;

  g_assert_true (state->solo);
  g_assert_cmpint (state->n_round_events, ==, 2);
  g_assert_cmpint (state->current, ==, 0);
  lowest = state->pool[0];
  stampswap_test_apply_ok (state, "take 2");
  g_assert_cmpint (dummy->n_collection, ==, 1);
  g_assert_cmpint (dummy->collection[0], ==, lowest);
  g_assert_cmpint (state->pool[0], ==, PHL_STAMPSWAP_ITEM_EMPTY);
  g_assert_cmpint (state->current, ==, 0);
  collect_all (state);
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_CUT);
  g_assert_cmpint (state->players[0].n_collection, ==, 6);
  g_assert_cmpint (dummy->n_collection, ==, 6);
  /* The token was left: the dummy took last, so it holds it. */
  g_assert_cmpint (state->token_holder, ==, 1);
  legal = phl_stampswap_game_legal (state);
  stampswap_test_apply_ok (state, g_ptr_array_index (legal, 0));
  /* The dummy cut at once and, holding the token, chose first. */
  g_assert_true (dummy->cut_done);
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_CHOOSE);
  g_assert_true (dummy->chose);
  g_assert_cmpint (state->current, ==, 0);
  stampswap_test_apply_ok (state, "choose 2/2");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_true (dummy->show_done);
  g_assert_cmpint (dummy->n_pending, ==, 0);
  phl_stampswap_state_free (state);
}

/* Undo stops where hidden information was seen or chance was drawn. */
static void
test_irreversible (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 17);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  guint up = 0, down = 0;
  PhlApplyFlags flags;

  for (guint i = 0; i < state->n_pool; i++)
    if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[i]))
      {
        if (state->face_down[state->pool[i]] && down == 0)
          down = i + 1;
        else if (!state->face_down[state->pool[i]] && up == 0)
          up = i + 1;
      }
  g_assert_cmpuint (up, >, 0);
  g_assert_cmpuint (down, >, 0);
  {
    g_autofree char *take_up = g_strdup_printf ("take %u", up);
    g_autofree char *take_down = g_strdup_printf ("take %u", down);

    g_assert_true (phl_stampswap_game_apply (state, take_up, rng, &flags, NULL));
    g_assert_cmpint (flags, ==, PHL_APPLY_NONE);
    g_assert_true (phl_stampswap_game_apply (state, take_down, rng, &flags, NULL));
    g_assert_cmpint (flags, ==, PHL_APPLY_IRREVERSIBLE);
  }
  phl_stampswap_state_free (state);
}

/* Labels for accessibility: what the seat may know, nothing more. */
static void
test_describe (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 18);
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  guint small = find_tile (PHL_STAMPSWAP_SMALL_SQUARE, FALSE, 3);
  guint rare = find_tile (PHL_STAMPSWAP_LARGE_SQUARE, TRUE, G_MININT);
  guint shorty = find_tile (PHL_STAMPSWAP_SHORT_RECT, FALSE, G_MININT);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;
  g_autofree char *e = NULL;
  g_autofree char *expected_rare = NULL;
  guint doubled = 0;

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES && doubled == 0; t++)
    if (tiles[t].n_stamps == 2)
      doubled = t;
  a = phl_stampswap_item_describe (state, 0, small);
  g_assert_true (g_str_has_prefix (a, "small square: "));
  g_assert_true (g_str_has_suffix (a, ", value 3"));
  expected_rare = g_strdup_printf ("large square: rare, value %d", tiles[rare].stamps[0].value);
  b = phl_stampswap_item_describe (state, 0, rare);
  g_assert_cmpstr (b, ==, expected_rare);
  state->face_down[shorty] = 1;
  state->known[shorty] = 1u << 1;
  c = phl_stampswap_item_describe (state, 0, shorty);
  g_assert_cmpstr (c, ==, "face-down short rectangle");
  d = phl_stampswap_item_describe (state, 0, PHL_STAMPSWAP_ITEM_TOKEN);
  g_assert_cmpstr (d, ==, "first-player token");
  e = phl_stampswap_item_describe (state, 0, doubled);
  g_assert_true (g_str_has_prefix (e, "double tile: small square: "));
  phl_stampswap_state_free (state);
}

static void
test_bad_actions (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 15);

  apply_fails (state, "take 99", "There is no item in that place of the pool");
  apply_fails (state, "take", "In the Collect Phase you take an item: “take N”");
  apply_fails (state, "choose 2/1", "In the Collect Phase you take an item: “take N”");
  stampswap_test_apply_ok (state, "take 1");
  apply_fails (state, "take 1", "There is no item in that place of the pool");
  phl_stampswap_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/choose/two", test_choose_two);
  g_test_add_func ("/stampswap/choose/three", test_choose_three);
  g_test_add_func ("/stampswap/choose/three-keeps-both", test_choose_three_keeps_both);
  g_test_add_func ("/stampswap/choose/four", test_choose_four);
  g_test_add_func ("/stampswap/choose/five", test_choose_five);
  g_test_add_func ("/stampswap/token/left-in-pool", test_token_left_in_pool);
  g_test_add_func ("/stampswap/token/in-pile", test_token_in_pile);
  g_test_add_func ("/stampswap/cut/rare", test_reserve_rare);
  g_test_add_func ("/stampswap/cut/extra-reserve", test_reserve_extra);
  g_test_add_func ("/stampswap/show/discard", test_discard);
  g_test_add_func ("/stampswap/show/discard-shield", test_discard_shield);
  g_test_add_func ("/stampswap/show/contest-tickets", test_contest_tickets);
  g_test_add_func ("/stampswap/solo/dummy", test_solo_dummy);
  g_test_add_func ("/stampswap/actions/irreversible", test_irreversible);
  g_test_add_func ("/stampswap/describe", test_describe);
  g_test_add_func ("/stampswap/actions/errors", test_bad_actions);
  return g_test_run ();
}
