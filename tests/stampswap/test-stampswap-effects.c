/* test-stampswap-effects.c — event and specialist effects
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "stampswap/phl-stampswap-game.h"
#include "stampswap-test-util.h"

static guint8
card (const PhlStampswapState *state,
      const char              *id)
{
  int index = phl_stampswap_deck_find (state->deck, id);

  g_assert_cmpint (index, >=, 0);
  return index;
}

static void
give (PhlStampswapState *state,
      guint              seat,
      const char        *id)
{
  PhlStampswapPlayer *p = &state->players[seat];
  guint8 index = card (state, id);

  /* Take it out of the attendee deck or the pool, so every card stays in one place. */
  for (guint i = 0; i < state->n_attendees; i++)
    if (state->attendees[i] == index)
      {
        memmove (&state->attendees[i], &state->attendees[i + 1], state->n_attendees - i - 1);
        state->n_attendees--;
        break;
      }
  for (guint i = 0; i < state->n_pool; i++)
    if (state->pool[i] == PHL_STAMPSWAP_ITEM_CARD + index)
      state->pool[i] = PHL_STAMPSWAP_ITEM_EMPTY;
  state->card_where[index] = PHL_STAMPSWAP_TILE_IN_PLAY;
  p->cards[p->n_cards++] = index;
}

static void
set_event (PhlStampswapState *state,
           const char        *id)
{
  state->round_events[0] = card (state, id);
  state->n_round_events = MAX (state->n_round_events, 1);
}

static int
effects (const PhlStampswapState *state,
         guint                    seat)
{
  return state->players[seat].round_points[state->round][PHL_STAMPSWAP_SRC_EFFECTS];
}

/* Gracious Host scores when a pile is taken, not when its owner keeps both;
 * Generous Gifts scores per item taken. */
static void
test_pile_taken_points (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 1);

  stampswap_test_set_choose (state, 0);
  give (state, 1, "gracious-host");
  give (state, 2, "gracious-host");
  set_event (state, "generous-gifts");
  stampswap_test_apply_ok (state, "choose 2/1");
  stampswap_test_apply_ok (state, "choose 1/1");
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_SHOW);
  g_assert_cmpint (effects (state, 1), ==, 2 + 1);
  g_assert_cmpint (effects (state, 0), ==, 1);
  g_assert_cmpint (effects (state, 2), ==, 0);   /* kept both: nothing fires */
  phl_stampswap_state_free (state);
}

/* A specialist is active as soon as its pile is below your mat: a Gracious
 * Host taken in the Choose scores when a pile is then taken from you; one
 * offered in your own pile does not. */
static void
test_pile_taken_received (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 8);
  guint8 host = card (state, "gracious-host");

  stampswap_test_set_choose (state, 0);
  for (guint i = 0; i < state->n_attendees; i++)
    if (state->attendees[i] == host)
      state->attendees[i] = state->attendees[--state->n_attendees];
  state->card_where[host] = PHL_STAMPSWAP_TILE_IN_PLAY;
  state->players[1].piles[0][0] = PHL_STAMPSWAP_ITEM_CARD + host;
  stampswap_test_apply_ok (state, "choose 2/1");          /* seat 1 takes the Host from seat 2 */
  g_assert_cmpint (effects (state, 1), ==, 0);
  stampswap_test_apply_ok (state, "choose 1/2");          /* seat 2 takes from seat 1 */
  g_assert_cmpint (effects (state, 0), ==, 2);
  g_assert_cmpint (effects (state, 1), ==, 0);
  phl_stampswap_state_free (state);
}

/* Envelope Maker draws a small square face up when a pile is taken. */
static void
test_pile_taken_draw (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 2);
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  const PhlStampswapPlayer *p = &state->players[1];
  gboolean found = FALSE;

  stampswap_test_set_choose (state, 0);
  give (state, 1, "envelope-maker");
  stampswap_test_apply_ok (state, "choose 2/1");
  stampswap_test_apply_ok (state, "choose 1/1");
  g_assert_cmpint (p->n_pending, ==, 3);
  for (guint i = 0; i < p->n_pending; i++)
    found |= tiles[p->pending[i]].kind == PHL_STAMPSWAP_SMALL_SQUARE;
  g_assert_true (found);
  g_assert_cmpint (state->players[0].n_pending, ==, 2);
  phl_stampswap_state_free (state);
}

static void
collect_all (PhlStampswapState *state)
{
  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autofree char *action = NULL;
      guint slot = 0;

      for (guint i = 0; i < state->n_pool && slot == 0; i++)
        if (state->pool[i] != PHL_STAMPSWAP_ITEM_EMPTY && state->pool[i] != PHL_STAMPSWAP_ITEM_TOKEN)
          slot = i + 1;
      action = g_strdup_printf ("take %u", slot);
      stampswap_test_apply_ok (state, action);
    }
}

/* Lucky Dip: everyone draws a small square, face down, viewed by its owner
 * only, into the reserve — even a rare one.  A Grab-Bag Collector draws
 * too, before the event. */
static void
test_draw_reserve (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 3);
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();

  set_event (state, "lucky-dip");
  /* Only rare small squares are left in the supply. */
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    if (tiles[t].kind == PHL_STAMPSWAP_SMALL_SQUARE && state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY
        && !phl_stampswap_item_is_rare (t))
      state->tile_where[t] = PHL_STAMPSWAP_TILE_BOX;
  give (state, 1, "grab-bag-collector");
  collect_all (state);
  g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_CUT);
  g_assert_cmpint (state->players[1].n_reserve, ==, 2);
  g_assert_cmpint (tiles[state->players[1].reserve[0]].kind, ==, PHL_STAMPSWAP_SHORT_RECT);
  for (guint s = 0; s < 3; s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];
      guint16 drawn;

      /* Two rare small squares exist: the third player finds none left. */
      if (p->n_reserve == 0)
        continue;
      drawn = p->reserve[p->n_reserve - 1];
      if (tiles[drawn].kind != PHL_STAMPSWAP_SMALL_SQUARE)
        continue;
      g_assert_true (phl_stampswap_item_is_rare (drawn));
      g_assert_true (state->face_down[drawn]);
      for (guint o = 0; o < 3; o++)
        g_assert_true (phl_stampswap_state_knows (state, o, drawn) == (o == s));
    }
  {
    g_autoptr(GError) error = NULL;

    phl_stampswap_state_check (state, &error);
    g_assert_no_error (error);
  }
  phl_stampswap_state_free (state);
}

/* Loupe Expert sees the pool's face-down stamps; Appraiser sees the piles'. */
static void
test_viewing (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 4);
  guint seat = state->current, other = 1 - seat;
  guint face_down = 0;

  give (state, seat, "loupe-expert");
  give (state, other, "appraiser");
  stampswap_test_apply_ok (state, "take 1");
  for (guint i = 0; i < state->n_pool; i++)
    {
      guint16 item = state->pool[i];

      if (!PHL_STAMPSWAP_ITEM_IS_TILE (item) || !state->face_down[item])
        continue;
      face_down++;
      g_assert_true (phl_stampswap_state_knows (state, seat, item));
      g_assert_false (phl_stampswap_state_knows (state, other, item));
    }
  g_assert_cmpuint (face_down, >, 0);

  collect_all (state);
  while (state->phase == PHL_STAMPSWAP_PHASE_CUT)
    {
      g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);

      stampswap_test_apply_ok (state, g_ptr_array_index (legal, 0));
    }
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < state->players[seat].n_pile[k]; i++)
      {
        guint16 item = state->players[seat].piles[k][i];

        if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
          g_assert_true (phl_stampswap_state_knows (state, other, item));
      }
  phl_stampswap_state_free (state);
}

/* Round scoring with Opening Gala, Early Bird and Show Regular. */
static void
test_round_bonuses (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 5);
  PhlStampswapPlayer *p;
  const PhlStampswapCard *contest;
  g_autofree char *action = NULL;

  state->phase = PHL_STAMPSWAP_PHASE_SHOW;
  state->current = 0;
  state->token_holder = 0;
  state->players[1].show_done = TRUE;
  p = &state->players[0];
  p->show_done = FALSE;
  p->n_pending = 0;
  set_event (state, "opening-gala");
  give (state, 0, "early-bird");
  give (state, 0, "show-regular");
  contest = phl_stampswap_state_card (state, state->board[0]);
  action = g_strdup_printf ("contest %s", contest->id);
  stampswap_test_apply_ok (state, action);
  g_assert_cmpint (p->round_points[0][PHL_STAMPSWAP_SRC_TOKEN], ==, 2);
  g_assert_cmpint (p->round_points[0][PHL_STAMPSWAP_SRC_EFFECTS], ==, 2 + 2 + 1);
  g_assert_cmpint (p->round_points[0][PHL_STAMPSWAP_SRC_CONTEST], ==, 0);
  phl_stampswap_state_free (state);
}

/* Big Frame Day counts large squares placed this round; Exhibitors'
 * Breakfast adds 2 per exhibitor (the mat's included). */
static void
test_placed_and_exhibitor_bonus (void)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  guint large = 0, forever = 0;

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    {
      if (!large && tiles[t].kind == PHL_STAMPSWAP_LARGE_SQUARE)
        large = t;
      if (!forever && tiles[t].kind == PHL_STAMPSWAP_FOREVER)
        forever = t;
    }
  for (guint variant = 0; variant < 2; variant++)
    {
      PhlStampswapState *state = stampswap_test_new_game (2, 6);
      PhlStampswapPlayer *p = &state->players[0];
      g_autofree char *action = NULL;

      state->phase = PHL_STAMPSWAP_PHASE_SHOW;
      state->current = 0;
      state->token_holder = 1;
      state->players[1].show_done = TRUE;
      p->show_done = FALSE;
      p->n_pending = 2;
      p->pending[0] = large;
      p->pending[1] = forever;
      set_event (state, variant == 0 ? "big-frame-day" : "exhibitors-breakfast");
      give (state, 0, "motor-club");
      stampswap_test_apply_ok (state, "place 1 at 0,0");
      stampswap_test_apply_ok (state, "place 2 at 5,5");
      action = g_strdup_printf ("contest %s", phl_stampswap_state_card (state, state->board[2])->id);
      stampswap_test_apply_ok (state, action);
      g_assert_cmpint (p->round_points[0][PHL_STAMPSWAP_SRC_EFFECTS], ==, variant == 0 ? 2 : 2 * 2);
      g_assert_cmpint (p->round_points[0][PHL_STAMPSWAP_SRC_TOKEN], ==, 0);
      phl_stampswap_state_free (state);
    }
}

/* Final Show specialists: Astronomer, Postmark Lover, Restorer, Forever Fan. */
static void
test_final_effects (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 7);
  PhlStampswapPlayer *p = &state->players[0];
  PhlStampswapStamp stamp;

  phl_stampswap_album_init (&p->album);
  phl_stampswap_album_init (&state->players[1].album);
  g_assert_true (phl_stampswap_stamp_parse ("small-square/blue/space:3", &stamp, NULL));
  stamp.w = stamp.h = 2;
  phl_stampswap_album_add_stamp (&p->album, &stamp);
  g_assert_true (phl_stampswap_stamp_parse ("small-square/green/space:canceled", &stamp, NULL));
  stamp.x = 2;
  stamp.w = stamp.h = 2;
  phl_stampswap_album_add_stamp (&p->album, &stamp);
  g_assert_true (phl_stampswap_stamp_parse ("small-square/green/animals:-2", &stamp, NULL));
  stamp.x = 4;
  stamp.w = stamp.h = 2;
  phl_stampswap_album_add_stamp (&p->album, &stamp);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (phl_stampswap_stamp_parse ("forever", &stamp, NULL));
      stamp.x = 8 + i;
      stamp.w = stamp.h = 1;
      phl_stampswap_album_add_stamp (&p->album, &stamp);
    }
  p->n_cards = 0;
  state->players[1].n_cards = 0;
  give (state, 0, "astronomer");
  give (state, 0, "postmark-lover");
  give (state, 0, "restorer");
  give (state, 0, "forever-fan");
  state->n_board = PHL_STAMPSWAP_N_ROUND_CONTESTS;   /* no finale for this check */
  phl_stampswap_state_score_final (state);
  g_assert_cmpint (p->final_points[PHL_STAMPSWAP_FINAL_VALUES], ==, 3 - 2);
  g_assert_cmpint (p->final_points[PHL_STAMPSWAP_FINAL_SPECIALISTS], ==, 8);
  /* Astronomer 2 (two space stamps), Postmark Lover 2, Restorer +2. */
  g_assert_cmpint (p->final_points[PHL_STAMPSWAP_FINAL_EFFECTS], ==, 2 + 2 + 2);
  /* 2 forever stamps + 1 tie the imaginary player's 3: first place. */
  g_assert_cmpint (p->final_points[PHL_STAMPSWAP_FINAL_FOREVER], ==, 10);
  g_assert_cmpint (state->players[1].final_points[PHL_STAMPSWAP_FINAL_FOREVER], ==, 0);
  phl_stampswap_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/effects/pile-taken-points", test_pile_taken_points);
  g_test_add_func ("/stampswap/effects/pile-taken-received", test_pile_taken_received);
  g_test_add_func ("/stampswap/effects/pile-taken-draw", test_pile_taken_draw);
  g_test_add_func ("/stampswap/effects/draw-reserve", test_draw_reserve);
  g_test_add_func ("/stampswap/effects/viewing", test_viewing);
  g_test_add_func ("/stampswap/effects/round-bonuses", test_round_bonuses);
  g_test_add_func ("/stampswap/effects/placed-and-exhibitor-bonus", test_placed_and_exhibitor_bonus);
  g_test_add_func ("/stampswap/effects/final", test_final_effects);
  return g_test_run ();
}
