/* test-stampswap-anchors.c — Learn to Play's anchors on the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a display: the names of docs/guides.md "Stamp Swap anchors"
 * on hand-made states (unknown and out-of-range names are refused), and
 * each Stamp Swap guide (the arguments, data/guides/stampswap*.guide.desktop.in)
 * played through the match with its seed: at every step each Anchor=
 * resolves, at every canvas size, to a rectangle inside the canvas whose
 * centre hits the element it names (the pool slot, the pile, the album
 * cell, the contest to enter, where the first-player token lies).
 */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "../stampswap/stampswap-test-util.h"
#include "phl-match.h"
#include "phl-stampswap-layout.h"
#include "stampswap/phl-stampswap-action.h"

typedef PhlStampswapRect Rect;

static const struct { double w, h; } sizes[] = {
  { 784, 280 },   /* 800×600 with the game log under the board */
  { 784, 470 },   /* 800×600 */
  { 1008, 570 },  /* 1024×700 */
  { 1904, 950 },  /* 1920×1080 */
};

typedef struct
{
  PhlStampswapLayout      layout;
  PhlStampswapLayoutInput input;
  PhlStampswapCut         cut;
} Table;

/* The table as seat 0 sees it, as the view lays it out: while seat 0
 * makes its piles, every item is still in the Daily Collection row. */
static void
table_lay_out (Table                   *t,
               const PhlStampswapState *st,
               double                   w,
               double                   h)
{
  gboolean cutting = st->phase == PHL_STAMPSWAP_PHASE_CUT && st->current == 0;

  memset (&t->cut, 0, sizeof t->cut);
  t->cut.n_items = st->players[0].n_collection;
  t->input = (PhlStampswapLayoutInput) { st, 0, cutting, cutting ? &t->cut : NULL, -1, FALSE };
  phl_stampswap_layout_compute (&t->layout, &t->input, w, h);
}

static Rect
anchor (Table      *t,
        const char *name)
{
  return phl_stampswap_layout_anchor (&t->layout, &t->input, name);
}

static PhlStampswapHit
hit_centre (Table *t,
            Rect   r)
{
  return phl_stampswap_layout_hit (&t->layout, &t->input, r.x + r.w / 2, r.y + r.h / 2);
}

static gboolean
rect_empty (Rect r)
{
  return r.w <= 0 || r.h <= 0;
}

/* ------------------------------------------------------------ the names */

static PhlMatch *
new_match (guint   n_players,
           guint64 seed)
{
  PhlSeat seats[2] = { { "You", PHL_SEAT_HUMAN, PHL_AI_NORMAL }, { "Computer", PHL_SEAT_COMPUTER, PHL_AI_NORMAL } };
  PhlSetup setup = { .n_players = n_players };
  g_autoptr(GError) error = NULL;
  PhlMatch *match = phl_match_new (&phl_stampswap_rules, &setup, seats, seed, &error);

  g_assert_no_error (error);
  return match;
}

/* The guide's deal (seed 18, two players): the token is pool slot 14 and
 * Perfect Corners is on the board. */
static void
test_names (void)
{
  g_autoptr(PhlMatch) match = new_match (2, 18);
  PhlStampswapState *st = phl_stampswap_state_copy (phl_match_get_state (match));
  Table t;
  Rect r, cell;
  PhlStampswapHit hit;

  table_lay_out (&t, st, 1008, 570);

  /* The album and its cells, 0-based like "place N at X,Y". */
  r = anchor (&t, "album");
  g_assert_cmpfloat (r.w, ==, t.layout.album.w);
  cell = anchor (&t, "cell:11,11");
  g_assert_cmpfloat (cell.x, ==, t.layout.album.x + 11 * t.layout.cell);
  g_assert_cmpfloat (cell.w, ==, t.layout.cell);
  hit = hit_centre (&t, cell);
  g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_ALBUM);
  g_assert_cmpint (hit.index, ==, 11 + 12 * 11);
  r = anchor (&t, "cells:1,3,2,3");
  g_assert_cmpfloat (r.w, ==, 2 * t.layout.cell);
  g_assert_cmpfloat (r.h, ==, 3 * t.layout.cell);
  g_assert_true (rect_empty (anchor (&t, "cell:12,0")));
  g_assert_true (rect_empty (anchor (&t, "cells:10,10,3,3")));
  g_assert_true (rect_empty (anchor (&t, "cells:1,1,0,2")));
  g_assert_true (rect_empty (anchor (&t, "cell:1")));
  g_assert_true (rect_empty (anchor (&t, "cell:1,2,")));
  g_assert_true (rect_empty (anchor (&t, "cell:-1,2")));

  /* The board: the finale is the fifth card, a contest by its card id. */
  r = anchor (&t, "finale");
  g_assert_cmpfloat (r.x, ==, t.layout.contests[4].x);
  r = anchor (&t, "contest:perfect-corners");
  hit = hit_centre (&t, r);
  g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_CONTEST);
  g_assert_cmpstr (phl_stampswap_state_card (st, st->board[hit.index])->id, ==, "perfect-corners");
  g_assert_true (rect_empty (anchor (&t, "contest:no-such-card")));
  r = anchor (&t, "contests");
  g_assert_cmpfloat (r.x, ==, t.layout.contests[0].x);
  g_assert_cmpfloat (r.x + r.w, ==, t.layout.contests[3].x + t.layout.contests[3].w);

  /* The Collect: pool slots as in "take N"; the token is slot 14. */
  hit = hit_centre (&t, anchor (&t, "pool:10"));
  g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_POOL);
  g_assert_cmpint (hit.index, ==, 9);
  g_assert_true (rect_empty (anchor (&t, "pool:0")));
  g_assert_true (rect_empty (anchor (&t, "pool:15")));
  g_assert_cmpuint (st->pool[13], ==, PHL_STAMPSWAP_ITEM_TOKEN);
  r = anchor (&t, "first-player");
  g_assert_cmpfloat (r.x, ==, t.layout.pool[13].x);
  g_assert_cmpfloat (r.y, ==, t.layout.pool[13].y);
  /* Names of other phases are not shown now; opponents are, you are not. */
  g_assert_true (rect_empty (anchor (&t, "pile:2/1")));
  g_assert_true (rect_empty (anchor (&t, "reserve")));
  g_assert_true (rect_empty (anchor (&t, "pending")));
  g_assert_false (rect_empty (anchor (&t, "opponent:2")));
  g_assert_true (rect_empty (anchor (&t, "opponent:1")));
  g_assert_true (rect_empty (anchor (&t, "opponent:3")));
  g_assert_true (rect_empty (anchor (&t, "no-such-thing")));
  g_assert_true (rect_empty (anchor (&t, "")));

  /* Taken, the token lies in your Daily Collection. */
  stampswap_test_apply_ok (st, "take 14");
  table_lay_out (&t, st, 1008, 570);
  hit = hit_centre (&t, anchor (&t, "first-player"));
  g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_COLLECTION);
  g_assert_cmpuint (st->players[0].collection[hit.index], ==, PHL_STAMPSWAP_ITEM_TOKEN);
  hit = hit_centre (&t, anchor (&t, "collection:1"));
  g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_COLLECTION);
  g_assert_cmpint (hit.index, ==, 0);
  g_assert_true (rect_empty (anchor (&t, "collection:2")));
  phl_stampswap_state_free (st);
}

/* ------------------------------------------------------------ the guide */

/* The centre of @name's rectangle hits the one thing it names (areas such
 * as the album, the pool or the contests are not checked here). */
static void
check_target (Table      *t,
              const char *name,
              Rect        r,
              const char *where)
{
  const PhlStampswapState *st = t->input.state;
  PhlStampswapHit hit = hit_centre (t, r);
  int a, b;

  if (sscanf (name, "pool:%d", &a) == 1)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_POOL && hit.index == a - 1);
  else if (sscanf (name, "pile:%d/%d", &a, &b) == 2 && st->phase == PHL_STAMPSWAP_PHASE_CHOOSE)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_PILE && hit.index == a - 1 && hit.sub == b - 1);
  else if (sscanf (name, "pending:%d", &a) == 1)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_PENDING && hit.index == a - 1);
  else if (sscanf (name, "cell:%d,%d", &a, &b) == 2)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_ALBUM && hit.index == a + 12 * b);
  else if (g_str_has_prefix (name, "choice:"))
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_CHOICE
                   && g_str_equal (phl_stampswap_state_card (st, st->board[hit.index])->id, name + 7));
  else if (sscanf (name, "collection:%d", &a) == 1 && st->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_COLLECTION && hit.index == a - 1);
  else if (sscanf (name, "collection:%d", &a) == 1 && t->input.cutting)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_CUT_ITEM && hit.index == a - 1);
  else if (g_str_equal (name, "reserve") && t->input.cutting)
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_ZONE && hit.index == PHL_STAMPSWAP_CUT_RESERVE);
  else if (g_str_equal (name, "events"))
    g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_EVENT || hit.kind == PHL_STAMPSWAP_HIT_NONE);
  else if (g_str_equal (name, "first-player") && st->phase == PHL_STAMPSWAP_PHASE_COLLECT
           && hit.kind == PHL_STAMPSWAP_HIT_POOL)
    g_assert_cmpuint (st->pool[hit.index], ==, PHL_STAMPSWAP_ITEM_TOKEN);
  else
    return;
  g_test_message ("%s: %s hits what it names", where, name);
}

/* An act step's bubble points where the expected action is made: its
 * first anchor is the pool slot taken, the pile chosen, the album cells
 * the stamp covers, or the contest entered. */
static void
check_points_at_action (Table      *t,
                        const char *name,
                        const char *action,
                        const char *where)
{
  const PhlStampswapState *st = t->input.state;
  Rect r = anchor (t, name);
  PhlStampswapHit hit = hit_centre (t, r);
  PhlStampswapAction a;
  g_autoptr(GError) error = NULL;

  if (!phl_stampswap_action_parse (action, &a, &error))
    g_error ("%s: Expect=%s: %s", where, action, error->message);
  switch (a.kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
      g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_POOL && hit.index == (int) a.index);
      break;
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      g_assert_true (hit.kind == PHL_STAMPSWAP_HIT_PILE && hit.index == (int) a.seat && hit.sub == (int) a.pile);
      break;
    case PHL_STAMPSWAP_ACTION_PLACE:
      {
        const PhlStampswapTile *tile = phl_stampswap_item_tile (st->players[0].pending[a.index]);
        double c = t->layout.cell;

        g_assert_cmpfloat_with_epsilon (r.x, t->layout.album.x + a.x * c, 0.01);
        g_assert_cmpfloat_with_epsilon (r.y, t->layout.album.y + a.y * c, 0.01);
        g_assert_cmpfloat_with_epsilon (r.w, tile->w * c, 0.01);
        g_assert_cmpfloat_with_epsilon (r.h, tile->h * c, 0.01);
      }
      break;
    case PHL_STAMPSWAP_ACTION_CONTEST:
      g_assert_cmpint (hit.kind, ==, PHL_STAMPSWAP_HIT_CHOICE);
      g_assert_cmpstr (phl_stampswap_state_card (st, st->board[hit.index])->id, ==, a.contest);
      break;
    default:
      return;
    }
  g_test_message ("%s: %s points where %s acts", where, name, action);
}

static void
test_guide (gconstpointer data)
{
  const char *guide_path = data;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = NULL;
  g_autofree char *game = NULL;
  guint n_steps = 0, n_anchors = 0, n_players;

  g_key_file_load_from_file (file, guide_path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  game = g_key_file_get_string (file, "Guide", "Game", NULL);
  g_assert_cmpstr (game, ==, "stampswap");
  n_players = g_key_file_get_integer (file, "Guide", "Players", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_players, ==, 2);
  match = new_match (n_players, g_key_file_get_uint64 (file, "Guide", "Seed", &error));
  g_assert_no_error (error);

  for (guint i = 1;; i++)
    {
      g_autofree char *group = g_strdup_printf ("Step %u", i);
      g_autofree char *kind = NULL;
      g_auto(GStrv) anchors = NULL;
      g_auto(GStrv) expect = NULL;

      if (!g_key_file_has_group (file, group))
        break;
      n_steps++;
      kind = g_key_file_get_string (file, group, "Kind", &error);
      g_assert_no_error (error);
      anchors = g_key_file_get_string_list (file, group, "Anchor", NULL, NULL);
      for (guint a = 0; anchors != NULL && anchors[a] != NULL; a++)
        for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
          {
            g_autofree char *where = g_strdup_printf ("[%s] at %.0fx%.0f", group, sizes[s].w, sizes[s].h);
            Table t;
            Rect r;

            table_lay_out (&t, phl_match_get_state (match), sizes[s].w, sizes[s].h);
            r = anchor (&t, anchors[a]);
            if (rect_empty (r))
              g_error ("%s: Anchor %s is not shown", where, anchors[a]);
            if (r.x < -0.5 || r.y < -0.5 || r.x + r.w > t.layout.W + 0.5 || r.y + r.h > t.layout.H + 0.5)
              g_error ("%s: Anchor %s (%.0f,%.0f %.0f×%.0f) leaves the canvas", where, anchors[a], r.x, r.y, r.w, r.h);
            check_target (&t, anchors[a], r, where);
            n_anchors++;
          }
      if (g_str_equal (kind, "tell"))
        continue;
      expect = g_key_file_get_string_list (file, group, "Expect", NULL, &error);
      g_assert_no_error (error);
      if (g_str_equal (kind, "act"))
        {
          g_assert_nonnull (anchors);
          for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
            {
              g_autofree char *where = g_strdup_printf ("[%s] at %.0fx%.0f", group, sizes[s].w, sizes[s].h);
              Table t;

              table_lay_out (&t, phl_match_get_state (match), sizes[s].w, sizes[s].h);
              check_points_at_action (&t, anchors[0], expect[0], where);
            }
        }
      g_assert_cmpint (phl_match_get_current_seat (match), ==, g_str_equal (kind, "act") ? 0 : 1);
      if (!phl_match_submit (match, expect[0], &error))
        g_error ("[%s] Expect=%s: %s", group, expect[0], error->message);
    }
  g_assert_cmpuint (n_steps, >=, 10);
  g_test_message ("%u steps, %u anchor placements checked", n_steps, n_anchors);
  g_assert_cmpuint (n_anchors, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);

  g_test_add_func ("/stampswap-view/anchors/names", test_names);
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *base = g_path_get_basename (argv[i]);
      g_autofree char *path = g_strdup_printf ("/stampswap-view/anchors/guide/%.*s", (int) strcspn (base, "."), base);

      g_test_add_data_func (path, argv[i], test_guide);
    }
  return g_test_run ();
}
