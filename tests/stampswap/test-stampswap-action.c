/* test-stampswap-action.c — typed actions and the shared cut check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "phl-error.h"
#include "stampswap-test-util.h"
#include "stampswap/phl-stampswap-action.h"

/* Every action the engine lists as legal reads back and writes out the same. */
static void
test_round_trip_legal (void)
{
  PhlStampswapState *state = stampswap_test_new_game (3, 21);
  guint checked[PHL_STAMPSWAP_ACTION_CONTEST + 1] = { 0 };
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);

  while (phl_stampswap_game_current (state) >= 0)
    {
      g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);

      g_assert_cmpuint (legal->len, >, 0);
      for (guint i = 0; i < legal->len; i++)
        {
          const char *text = g_ptr_array_index (legal, i);
          PhlStampswapAction a;
          g_autoptr(GError) error = NULL;
          g_autofree char *again = NULL;

          g_assert_true (phl_stampswap_action_parse (text, &a, &error));
          g_assert_no_error (error);
          switch (a.kind)
            {
            case PHL_STAMPSWAP_ACTION_TAKE: again = phl_stampswap_action_take (a.index); break;
            case PHL_STAMPSWAP_ACTION_CUT: again = phl_stampswap_action_cut (&a.cut); break;
            case PHL_STAMPSWAP_ACTION_CHOOSE: again = phl_stampswap_action_choose (a.seat, a.pile); break;
            case PHL_STAMPSWAP_ACTION_PLACE: again = phl_stampswap_action_place (a.index, a.x, a.y); break;
            case PHL_STAMPSWAP_ACTION_DISCARD: again = phl_stampswap_action_discard (a.index); break;
            case PHL_STAMPSWAP_ACTION_CONTEST: again = phl_stampswap_action_contest (a.contest); break;
            }
          /* A cut lists its piles in item order; the engine does too. */
          g_assert_cmpstr (again, ==, text);
          checked[a.kind]++;
          if (a.kind == PHL_STAMPSWAP_ACTION_CUT)
            g_assert_cmpint (phl_stampswap_cut_problem (state, state->current, &a.cut, NULL), ==,
                             PHL_STAMPSWAP_CUT_OK);
        }
      stampswap_test_apply_ok (state, g_ptr_array_index (legal, g_rand_int_range (rng, 0, legal->len)));
    }
  g_assert_cmpuint (checked[PHL_STAMPSWAP_ACTION_TAKE], >, 0);
  g_assert_cmpuint (checked[PHL_STAMPSWAP_ACTION_CUT], >, 0);
  g_assert_cmpuint (checked[PHL_STAMPSWAP_ACTION_CHOOSE], >, 0);
  g_assert_cmpuint (checked[PHL_STAMPSWAP_ACTION_PLACE], >, 0);
  g_assert_cmpuint (checked[PHL_STAMPSWAP_ACTION_CONTEST], >, 0);
  phl_stampswap_state_free (state);
}

/* Hand-written texts: the fields they carry, and the refusals. */
static void
test_parse (void)
{
  PhlStampswapAction a;
  g_autoptr(GError) error = NULL;
  static const char * const bad[] = {
    "take 0", "take 01", "take", "take 3 ", "choose 2", "choose 0/1", "place 1 at 3", "place 1 at 3,x",
    "discard -1", "contest ", "cut 1|2", "cut 1|2|3|4", "cut 1|1|2", "cut x|1|2", "cut 0|1|2", "cut 33|1|2",
    "bid 3", "",
  };

  g_assert_true (phl_stampswap_action_parse ("take 7", &a, NULL));
  g_assert_cmpint (a.kind, ==, PHL_STAMPSWAP_ACTION_TAKE);
  g_assert_cmpuint (a.index, ==, 6);
  g_assert_true (phl_stampswap_action_parse ("choose 3/2", &a, NULL));
  g_assert_cmpint (a.kind, ==, PHL_STAMPSWAP_ACTION_CHOOSE);
  g_assert_cmpuint (a.seat, ==, 2);
  g_assert_cmpuint (a.pile, ==, 1);
  g_assert_true (phl_stampswap_action_parse ("place 2 at 0,11", &a, NULL));
  g_assert_cmpint (a.kind, ==, PHL_STAMPSWAP_ACTION_PLACE);
  g_assert_cmpuint (a.index, ==, 1);
  g_assert_cmpuint (a.x, ==, 0);
  g_assert_cmpuint (a.y, ==, 11);
  g_assert_true (phl_stampswap_action_parse ("discard 4", &a, NULL));
  g_assert_cmpint (a.kind, ==, PHL_STAMPSWAP_ACTION_DISCARD);
  g_assert_cmpuint (a.index, ==, 3);
  g_assert_true (phl_stampswap_action_parse ("contest green-room", &a, NULL));
  g_assert_cmpstr (a.contest, ==, "green-room");
  g_assert_true (phl_stampswap_action_parse ("cut 5|1,4|2,3,6", &a, NULL));
  g_assert_cmpint (a.kind, ==, PHL_STAMPSWAP_ACTION_CUT);
  g_assert_cmpuint (a.cut.n_items, ==, 6);
  {
    static const guint8 want[6] = { 2, 3, 3, 2, 1, 3 };

    g_assert_cmpmem (a.cut.zone, 6, want, 6);
  }
  /* Too few items for two piles: the second list is empty. */
  g_assert_true (phl_stampswap_action_parse ("cut 2||", &a, NULL));
  g_assert_cmpuint (a.cut.n_items, ==, 2);
  g_assert_cmpint (a.cut.zone[0], ==, PHL_STAMPSWAP_CUT_UNSET);
  g_assert_cmpint (a.cut.zone[1], ==, PHL_STAMPSWAP_CUT_RESERVE);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      if (phl_stampswap_action_parse (bad[i], &a, &error))
        g_error ("“%s” was read as an action", bad[i]);
      g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
    }
}

/* A cut being assembled: each problem in the rules' order, then OK, and
 * the action text the engine accepts. */
static void
test_cut_problems (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 9);
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  PhlStampswapPlayer *p;
  PhlStampswapCut cut;
  guint seat, count = 99, rare = PHL_STAMPSWAP_N_TILES;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);
      stampswap_test_apply_ok (state, g_ptr_array_index (legal, 0));
    }
  seat = state->current;
  p = &state->players[seat];
  g_assert_cmpuint (p->n_collection, ==, 6);
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES && rare == PHL_STAMPSWAP_N_TILES; t++)
    if (tiles[t].n_stamps == 1 && (tiles[t].stamps[0].flags & PHL_STAMPSWAP_STAMP_RARE))
      rare = t;
  /* Item 1 rare, the rest never rare. */
  p->collection[0] = rare;
  for (guint i = 1; i < p->n_collection; i++)
    p->collection[i] = PHL_STAMPSWAP_ITEM_TOKEN;
  g_assert_cmpuint (phl_stampswap_state_reserve_count (state, seat), ==, 1);

  phl_stampswap_cut_init (&cut, state, seat);
  g_assert_cmpuint (cut.n_items, ==, 6);
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, &count), ==, PHL_STAMPSWAP_CUT_ITEMS_UNSET);
  g_assert_cmpuint (count, ==, 6);
  g_assert_false (phl_stampswap_cut_allows (state, seat, 0, PHL_STAMPSWAP_CUT_RESERVE));
  g_assert_true (phl_stampswap_cut_allows (state, seat, 0, PHL_STAMPSWAP_CUT_PILE2));
  g_assert_true (phl_stampswap_cut_allows (state, seat, 1, PHL_STAMPSWAP_CUT_RESERVE));
  g_assert_false (phl_stampswap_cut_allows (state, seat, 6, PHL_STAMPSWAP_CUT_PILE1));

  /* 1 rare to the reserve, 2-5 in pile 1, 6 unset. */
  cut.zone[0] = PHL_STAMPSWAP_CUT_RESERVE;
  for (guint i = 1; i < 5; i++)
    cut.zone[i] = PHL_STAMPSWAP_CUT_PILE1;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, &count), ==, PHL_STAMPSWAP_CUT_ITEMS_UNSET);
  g_assert_cmpuint (count, ==, 1);
  cut.zone[5] = PHL_STAMPSWAP_CUT_RESERVE;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, &count), ==, PHL_STAMPSWAP_CUT_RESERVE_COUNT);
  g_assert_cmpuint (count, ==, 1);
  cut.zone[5] = PHL_STAMPSWAP_CUT_PILE1;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, &count), ==, PHL_STAMPSWAP_CUT_RARE_RESERVED);
  g_assert_cmpuint (count, ==, 0);
  g_assert_false (phl_stampswap_cut_check (state, seat, &cut, &error));
  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
  g_clear_error (&error);
  cut.zone[0] = PHL_STAMPSWAP_CUT_PILE1;
  cut.zone[1] = PHL_STAMPSWAP_CUT_RESERVE;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, NULL), ==, PHL_STAMPSWAP_CUT_PILE_EMPTY);
  cut.zone[5] = PHL_STAMPSWAP_CUT_PILE2;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, NULL), ==, PHL_STAMPSWAP_CUT_OK);
  g_assert_true (phl_stampswap_cut_check (state, seat, &cut, NULL));
  text = phl_stampswap_action_cut (&cut);
  g_assert_cmpstr (text, ==, "cut 2|1,3,4,5|6");
  stampswap_test_apply_ok (state, text);
  g_assert_cmpuint (state->players[seat].n_pile[0], ==, 4);
  g_assert_cmpuint (state->players[seat].n_pile[1], ==, 1);
  phl_stampswap_state_free (state);
}

/* A single item: no reserve, and it must go to pile 1 alone. */
static void
test_cut_one_pile (void)
{
  PhlStampswapState *state = stampswap_test_new_game (2, 3);
  PhlStampswapCut cut;
  guint seat, want;

  while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    {
      g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);
      stampswap_test_apply_ok (state, g_ptr_array_index (legal, 0));
    }
  seat = state->current;
  state->players[seat].n_collection = 1;
  state->players[seat].collection[0] = PHL_STAMPSWAP_ITEM_TOKEN;
  /* Two items must stay for the piles: nothing is reserved. */
  want = phl_stampswap_state_reserve_count (state, seat);
  g_assert_cmpuint (want, ==, 0);
  phl_stampswap_cut_init (&cut, state, seat);
  for (guint i = 0; i < want; i++)
    cut.zone[i] = PHL_STAMPSWAP_CUT_RESERVE;
  cut.zone[want] = PHL_STAMPSWAP_CUT_PILE2;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, NULL), ==, PHL_STAMPSWAP_CUT_ONE_PILE);
  cut.zone[want] = PHL_STAMPSWAP_CUT_PILE1;
  g_assert_cmpint (phl_stampswap_cut_problem (state, seat, &cut, NULL), ==, PHL_STAMPSWAP_CUT_OK);
  phl_stampswap_state_free (state);
}

/* Equality: the same cut written twice, and different kinds. */
static void
test_equal (void)
{
  PhlStampswapAction a, b;

  g_assert_true (phl_stampswap_action_parse ("cut 1|2,3|4", &a, NULL));
  g_assert_true (phl_stampswap_action_parse ("cut 1|3,2|4", &b, NULL));
  g_assert_true (phl_stampswap_action_equal (&a, &b));
  g_assert_true (phl_stampswap_action_parse ("cut 1|2|3,4", &b, NULL));
  g_assert_false (phl_stampswap_action_equal (&a, &b));
  g_assert_true (phl_stampswap_action_parse ("take 1", &b, NULL));
  g_assert_false (phl_stampswap_action_equal (&a, &b));
  g_assert_true (phl_stampswap_action_parse ("place 1 at 2,3", &a, NULL));
  g_assert_true (phl_stampswap_action_parse ("place 1 at 3,2", &b, NULL));
  g_assert_false (phl_stampswap_action_equal (&a, &b));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/action/round-trip-legal", test_round_trip_legal);
  g_test_add_func ("/stampswap/action/parse", test_parse);
  g_test_add_func ("/stampswap/action/equal", test_equal);
  g_test_add_func ("/stampswap/cut/problems", test_cut_problems);
  g_test_add_func ("/stampswap/cut/one-pile", test_cut_one_pile);
  return g_test_run ();
}
