/* test-stampswap-layout.c — the Stamp Swap table's geometry, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays games of 1 to 5 players with the engine and lays every position
 * out at the canvas sizes of a 800×600, a 1024×700 and a 1920×1080 window:
 * everything lies inside the canvas, nothing overlaps what it must not,
 * sizes stay legible, a point of every rectangle hits what lies there, and
 * pop-ups keep off the area being worked on.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "../stampswap/stampswap-test-util.h"
#include "phl-stampswap-layout.h"
#include "stampswap/phl-stampswap-action.h"

typedef PhlStampswapRect Rect;

/* Canvas sizes: a window minus header bar and the game view's toolbar. */
static const struct { double w, h; const char *name; } sizes[] = {
  { 784, 470, "800x600" },
  /* 800×600 with the game log under the board. */
  { 784, 280, "800x600 with the log" },
  { 1008, 570, "1024x700" },
  { 1904, 950, "1920x1080" },
};

static guint n_layouts;

static void
assert_inside (const Rect *r,
               const Rect *outer,
               const char *what,
               const char *where)
{
  if (r->w <= 0 || r->h <= 0)
    g_error ("%s: %s is empty (%.0f×%.0f)", where, what, r->w, r->h);
  if (r->x < outer->x - 0.5 || r->y < outer->y - 0.5 || r->x + r->w > outer->x + outer->w + 0.5
      || r->y + r->h > outer->y + outer->h + 0.5)
    g_error ("%s: %s (%.0f,%.0f %.0f×%.0f) is not inside (%.0f,%.0f %.0f×%.0f)", where, what, r->x, r->y, r->w,
             r->h, outer->x, outer->y, outer->w, outer->h);
}

static void
assert_apart (const Rect *a,
              const Rect *b,
              const char *what,
              const char *where)
{
  if (phl_stampswap_rect_overlaps (a, b))
    g_error ("%s: %s overlap (%.0f,%.0f %.0f×%.0f and %.0f,%.0f %.0f×%.0f)", where, what, a->x, a->y, a->w, a->h,
             b->x, b->y, b->w, b->h);
}

/* Every rectangle in @rects pairwise apart and inside @outer. */
static void
assert_set (const Rect *rects,
            guint       n,
            const Rect *outer,
            const char *what,
            const char *where)
{
  for (guint i = 0; i < n; i++)
    {
      assert_inside (&rects[i], outer, what, where);
      for (guint j = i + 1; j < n; j++)
        assert_apart (&rects[i], &rects[j], what, where);
    }
}

/* The centre of @hit's rectangle hits it again. */
static void
assert_round_trip (const PhlStampswapLayout      *L,
                   const PhlStampswapLayoutInput *in,
                   PhlStampswapHit                hit,
                   const char                    *where)
{
  Rect r = phl_stampswap_layout_rect_of (L, hit);
  PhlStampswapHit back = phl_stampswap_layout_hit (L, in, r.x + r.w / 2, r.y + r.h / 2);

  if (back.kind != hit.kind || back.index != hit.index || (hit.kind == PHL_STAMPSWAP_HIT_PILE && back.sub != hit.sub))
    g_error ("%s: hit %d/%d/%d at (%.0f,%.0f) came back as %d/%d/%d", where, hit.kind, hit.index, hit.sub,
             r.x + r.w / 2, r.y + r.h / 2, back.kind, back.index, back.sub);
}

/* One layout under test: the position, the canvas and the result. */
typedef struct
{
  const PhlStampswapState  *st;
  int                       viewer;
  const PhlStampswapCut    *cut;
  PhlStampswapLayoutInput   in;
  PhlStampswapLayout        L;
  double                    W;
  double                    H;
  Rect                      canvas;
  const char               *where;
} Check;

/* The big regions, apart and inside the canvas, and legible. */
static void
check_regions (const Check *c)
{
  const PhlStampswapLayout *L = &c->L;
  const char *where = c->where;

  assert_inside (&L->board, &c->canvas, "board", where);
  assert_inside (&L->album, &c->canvas, "album", where);
  assert_inside (&L->work, &c->canvas, "work area", where);
  assert_apart (&L->board, &L->album, "board and album", where);
  assert_apart (&L->board, &L->work, "board and work area", where);
  assert_apart (&L->album, &L->work, "album and work area", where);
  assert_inside (&L->title, &L->work, "title", where);
  assert_inside (&L->content, &L->work, "content", where);
  assert_inside (&L->strip, &L->work, "strip", where);
  assert_apart (&L->title, &L->content, "title and content", where);
  assert_apart (&L->content, &L->strip, "content and strip", where);
  /* Legible: album cells, contest cards, text. */
  if (c->W >= 700 && c->H >= 400 &&
      (L->cell < (c->W < 1000 ? 18 : 26) || L->contests[0].w < 60 || L->content.h < 150))
    g_error ("%s: too small: album cell %.0f, contest card %.0f wide, work area %.0f high", where, L->cell,
             L->contests[0].w, L->content.h);
}

/* The board row: track, five contests, events. */
static void
check_board_row (const Check *c)
{
  Rect row[PHL_STAMPSWAP_N_ROUND_CONTESTS + 3];
  guint n = 0;

  row[n++] = c->L.track;
  for (guint i = 0; i < c->st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    row[n++] = c->L.contests[i];
  row[n++] = c->L.events;
  assert_set (row, n, &c->L.board, "board row", c->where);
  for (guint i = 0; i < c->st->n_board && i <= PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    assert_round_trip (&c->L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CONTEST, i, 0 }, c->where);
}

/* Opponents: a column of mats apart from everything of yours; a hovered
 * one's mat, shown large, keeps off the work. */
static void
check_opponents (const Check *c)
{
  const PhlStampswapLayout *L = &c->L;
  const char *where = c->where;
  guint n_parts = phl_stampswap_state_n_parts (c->st);
  Rect opps[PHL_STAMPSWAP_MAX_PARTS];
  guint n_opps = 0;

  for (guint s = 0; s < n_parts; s++)
    if ((int) s != c->viewer)
      {
        opps[n_opps++] = L->opp[s];
        assert_apart (&L->opp[s], &L->board, "opponent and board", where);
        assert_apart (&L->opp[s], &L->work, "opponent and work area", where);
        assert_apart (&L->opp[s], &L->album, "opponent and album", where);
        g_assert_cmpfloat (L->opp[s].h, >=, c->H < 400 ? 48 : 60);
        assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_OPPONENT, s, 0 }, where);
      }
  assert_set (opps, n_opps, &c->canvas, "opponents", where);

  for (guint s = 0; s < n_parts; s++)
    if ((int) s != c->viewer)
      {
        PhlStampswapLayoutInput ex = c->in;
        PhlStampswapLayout E;
        Rect busy;

        ex.expanded_opp = s;
        phl_stampswap_layout_compute (&E, &ex, c->W, c->H);
        busy = phl_stampswap_layout_busy (&E, &ex);
        assert_inside (&E.expanded, &c->canvas, "expanded opponent", where);
        assert_apart (&E.expanded, &busy, "expanded opponent and the work", where);
        g_assert_cmpfloat (E.expanded.w, >=, E.opp[s].w);
      }
}

/* Your cards along the strip, and your album's corners. */
static void
check_your_cards (const Check *c)
{
  const PhlStampswapLayout *L = &c->L;

  assert_set (L->mycard, L->n_mycards, &L->strip, "your cards", c->where);
  for (int i = 0; i < L->n_mycards; i++)
    {
      PhlStampswapRect r = L->mycard[i];
      PhlStampswapHit h = phl_stampswap_layout_hit (L, &c->in, r.x + r.w / 2, r.y + r.h / 2);

      assert_apart (&L->strip_info, &r, "strip text and card", c->where);
      g_assert_cmpint (h.kind, ==, PHL_STAMPSWAP_HIT_CARD);
      g_assert_cmpint (h.index, ==, L->mycard_index[i]);
    }
  /* Album cells: the corners round-trip. */
  assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_ALBUM, 0, 0 }, c->where);
  assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_ALBUM, 143, 0 }, c->where);
  assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_ALBUM, 5 + 12 * 7, 0 }, c->where);
}

/* Collecting: the pool, readable, and your collection. */
static void
check_collect (const Check *c)
{
  const PhlStampswapState *st = c->st;
  const PhlStampswapLayout *L = &c->L;
  Rect used[PHL_STAMPSWAP_MAX_POOL + PHL_STAMPSWAP_ITEMS];
  guint n = 0;

  for (guint i = 0; i < st->n_pool; i++)
    {
      used[n++] = L->pool[i];
      /* Pool stamps large enough for their values to be read. */
      if (c->W >= 700 && L->pool[i].w < (c->H < 400 ? 20 : c->W < 1000 ? 30 : 40))
        g_error ("%s: pool slots of %.0f px are too small to read", c->where, L->pool[i].w);
      if (st->pool[i] != PHL_STAMPSWAP_ITEM_EMPTY)
        assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_POOL, i, 0 }, c->where);
    }
  for (guint i = 0; i < PHL_STAMPSWAP_ITEMS; i++)
    used[n++] = L->coll[i];
  assert_set (used, n, &L->content, "pool and collection", c->where);
  for (guint i = 0; c->viewer >= 0 && i < st->players[c->viewer].n_collection; i++)
    assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_COLLECTION, i, 0 }, c->where);
}

/* Cutting: the zones and their items, Confirm Piles and the meter apart,
 * each zone a drop target. */
static void
check_cut (const Check *c)
{
  const PhlStampswapLayout *L = &c->L;
  const char *where = c->where;
  guint n = c->st->players[c->viewer].n_collection;

  assert_set (L->zone, PHL_STAMPSWAP_N_CUT_ZONES, &L->content, "cut zones", where);
  assert_inside (&L->confirm, &L->content, "Confirm Piles", where);
  assert_apart (&L->confirm, &L->meter, "Confirm Piles and the meter", where);
  g_assert_cmpfloat (L->confirm.w, >=, 120);
  for (guint z = 0; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    {
      assert_apart (&L->confirm, &L->zone[z], "Confirm Piles and a zone", where);
      if (L->meter.w > 0)
        assert_apart (&L->meter, &L->zone[z], "meter and zone", where);
    }
  assert_set (L->cut_item, n, &L->content, "cut items", where);
  for (guint i = 0; i < n; i++)
    {
      /* Each item inside its zone, under the zone's label. */
      assert_inside (&L->cut_item[i], &L->zone[c->cut->zone[i]], "cut item in its zone", where);
      g_assert_cmpfloat (L->cut_item[i].y, >=, L->zone[c->cut->zone[i]].y + L->font);
      assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CUT_ITEM, i, 0 }, where);
    }
  /* A drop target: a zone's empty corner hits the zone. */
  for (guint z = PHL_STAMPSWAP_CUT_RESERVE; z < PHL_STAMPSWAP_N_CUT_ZONES; z++)
    {
      PhlStampswapHit h = phl_stampswap_layout_hit (L, &c->in, L->zone[z].x + 3, L->zone[z].y + L->zone[z].h - 3);

      g_assert_cmpint (h.kind, ==, PHL_STAMPSWAP_HIT_ZONE);
      g_assert_cmpint (h.index, ==, z);
    }
}

/* Pop-ups while dragging: the expanded opponent and any preview keep off
 * the cut. */
static void
check_cut_popups (const Check *c)
{
  guint n_parts = phl_stampswap_state_n_parts (c->st);

  for (guint s = 0; s < n_parts; s++)
    if ((int) s != c->viewer)
      {
        PhlStampswapLayoutInput ex = c->in;
        PhlStampswapLayout E;

        ex.expanded_opp = s;
        phl_stampswap_layout_compute (&E, &ex, c->W, c->H);
        assert_inside (&E.expanded, &c->canvas, "expanded opponent", c->where);
        assert_apart (&E.expanded, &E.content, "expanded opponent and the cut", c->where);
      }
  for (double x = 0; x < c->W; x += c->W / 7)
    for (double y = 0; y < c->H; y += c->H / 5)
      {
        Rect p = phl_stampswap_layout_popup (&c->L, &c->in, x, y, 200, MIN (300, c->H * 0.45));

        assert_inside (&p, &c->canvas, "pop-up", c->where);
        assert_apart (&p, &c->L.content, "pop-up and the cut", c->where);
      }
}

/* Choosing: every seat's two piles, tall enough. */
static void
check_choose (const Check *c)
{
  guint n_parts = phl_stampswap_state_n_parts (c->st);
  Rect piles[2 * PHL_STAMPSWAP_MAX_PARTS];
  guint n = 0;

  for (guint s = 0; s < n_parts; s++)
    {
      piles[n++] = c->L.pile[s][0];
      piles[n++] = c->L.pile[s][1];
      g_assert_cmpfloat (c->L.pile[s][0].h, >=, c->H < 400 ? 14 : 40);
      for (guint k = 0; k < 2; k++)
        assert_round_trip (&c->L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_PILE, s, k }, c->where);
    }
  assert_set (piles, n, &c->L.content, "piles", c->where);
}

/* Showing: the stamps to place and the contests to choose. */
static void
check_show (const Check *c)
{
  const PhlStampswapState *st = c->st;
  const PhlStampswapLayout *L = &c->L;
  Rect used[PHL_STAMPSWAP_MAX_HELD + PHL_STAMPSWAP_N_ROUND_CONTESTS];
  guint n = 0;

  for (guint i = 0; c->viewer >= 0 && i < st->players[c->viewer].n_pending; i++)
    {
      used[n++] = L->pending[i];
      if (st->players[c->viewer].pending[i] != PHL_STAMPSWAP_ITEM_EMPTY)
        assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_PENDING, i, 0 }, c->where);
    }
  for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
    {
      used[n++] = L->choice[i];
      g_assert_cmpfloat (L->choice[i].h, >=, L->font * 1.6);
      assert_round_trip (L, &c->in, (PhlStampswapHit) { PHL_STAMPSWAP_HIT_CHOICE, i, 0 }, c->where);
    }
  assert_set (used, n, &L->content, "stamps to place and contests", c->where);
}

static void
check_layout (const PhlStampswapState *st,
              int                      viewer,
              const PhlStampswapCut   *cut,
              double                   W,
              double                   H,
              const char              *where)
{
  Check c = { st, viewer, cut, { st, viewer, cut != NULL, cut, -1, FALSE }, .W = W, .H = H,
              .canvas = { 0, 0, W, H }, .where = where };

  phl_stampswap_layout_compute (&c.L, &c.in, W, H);
  n_layouts++;

  check_regions (&c);
  check_board_row (&c);
  check_opponents (&c);
  if (viewer >= 0)
    check_your_cards (&c);

  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      check_collect (&c);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      if (cut != NULL)
        {
          check_cut (&c);
          check_cut_popups (&c);
        }
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      check_choose (&c);
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      check_show (&c);
      break;
    default:
      break;
    }
}

/* A cut for the seat to act with items in every zone: the first reserved
 * (or the first allowed), the rest alternating between the piles. */
static void
make_cut (const PhlStampswapState *st,
          PhlStampswapCut         *cut)
{
  guint seat = st->current;
  guint want = phl_stampswap_state_reserve_count (st, seat);

  phl_stampswap_cut_init (cut, st, seat);
  for (guint i = 0; i < cut->n_items; i++)
    {
      if (want > 0 && phl_stampswap_cut_allows (st, seat, i, PHL_STAMPSWAP_CUT_RESERVE))
        cut->zone[i] = PHL_STAMPSWAP_CUT_RESERVE, want--;
      else
        cut->zone[i] = PHL_STAMPSWAP_CUT_PILE1 + i % 2;
    }
}

static void
test_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      PhlStampswapState *st = stampswap_test_new_game (n_players, seed * 7 + n_players);
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);

      while (phl_stampswap_game_current (st) >= 0)
        {
          g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (st);
          int cur = phl_stampswap_game_current (st);

          for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
            {
              g_autofree char *where = g_strdup_printf ("%u players, seed %u, %s, day %u phase %u", n_players,
                                                        seed, sizes[k].name, st->round + 1, st->phase);

              if (st->phase == PHL_STAMPSWAP_PHASE_CUT && (guint) cur < st->n_players)
                {
                  PhlStampswapCut cut;

                  make_cut (st, &cut);
                  check_layout (st, cur, &cut, sizes[k].w, sizes[k].h, where);
                }
              check_layout (st, (guint) cur < st->n_players ? cur : 0, NULL, sizes[k].w, sizes[k].h, where);
            }
          stampswap_test_apply_ok (st, g_ptr_array_index (legal, g_rand_int_range (rng, 0, legal->len)));
        }
      for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
        check_layout (st, 0, NULL, sizes[k].w, sizes[k].h, "game over");
      phl_stampswap_state_free (st);
    }
}

/* Smaller than the smallest canvas: laid out at the minimum (it scrolls). */
static void
test_minimum (void)
{
  PhlStampswapState *st = stampswap_test_new_game (5, 4);
  PhlStampswapLayoutInput in = { st, 0, FALSE, NULL, -1, FALSE };
  PhlStampswapLayout L;

  phl_stampswap_layout_compute (&L, &in, 300, 200);
  g_assert_cmpfloat (L.W, ==, PHL_STAMPSWAP_LAYOUT_MIN_W);
  g_assert_cmpfloat (L.H, ==, PHL_STAMPSWAP_LAYOUT_MIN_H);
  check_layout (st, 0, NULL, PHL_STAMPSWAP_LAYOUT_MIN_W, PHL_STAMPSWAP_LAYOUT_MIN_H, "minimum");
  phl_stampswap_state_free (st);
}

/* Hand-worked: a point between two pool slots hits nothing; a pinned
 * expanded mat takes the pointer, a hovered one does not. */
static void
test_hand_worked (void)
{
  PhlStampswapState *st = stampswap_test_new_game (3, 11);
  PhlStampswapLayoutInput in = { st, 0, FALSE, NULL, -1, FALSE };
  PhlStampswapLayout L;
  PhlStampswapHit h;
  Rect a, b;

  phl_stampswap_layout_compute (&L, &in, 1904, 950);
  a = L.pool[0], b = L.pool[1];
  g_assert_cmpfloat (b.x, >, a.x + a.w);
  h = phl_stampswap_layout_hit (&L, &in, (a.x + a.w + b.x) / 2, a.y + a.h / 2);
  g_assert_cmpint (h.kind, ==, PHL_STAMPSWAP_HIT_NONE);

  in.expanded_opp = 1;
  phl_stampswap_layout_compute (&L, &in, 1904, 950);
  h = phl_stampswap_layout_hit (&L, &in, L.expanded.x + 10, L.expanded.y + L.expanded.h / 2);
  g_assert_true (h.kind != PHL_STAMPSWAP_HIT_OPPONENT || h.sub != 1);
  in.pinned = TRUE;
  h = phl_stampswap_layout_hit (&L, &in, L.expanded.x + 10, L.expanded.y + L.expanded.h / 2);
  g_assert_cmpint (h.kind, ==, PHL_STAMPSWAP_HIT_OPPONENT);
  g_assert_cmpint (h.index, ==, 1);
  g_assert_cmpint (h.sub, ==, 1);
  phl_stampswap_state_free (st);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint n = 1; n <= 5; n++)
    {
      g_autofree char *path = g_strdup_printf ("/stampswap-layout/games/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_games);
    }
  g_test_add_func ("/stampswap-layout/minimum", test_minimum);
  g_test_add_func ("/stampswap-layout/hand-worked", test_hand_worked);
  return g_test_run ();
}
