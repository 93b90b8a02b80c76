/* test-auction-layout.c — the Stamp Auction table's geometry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout is GTK-free, so it is checked here for every table size the
 * app must serve (a canvas in an 800×600 window up to a maximised
 * 1920×1080 one), every phase and player count: nothing outside the
 * canvas, nothing overlapping, values big enough to read, and the centre
 * of every item hits that item.
 */
#include "config.h"

#include <math.h>

#include "phl-auction-layout.h"

typedef struct
{
  double      width, height;
  const char *what;
} Size;

/* The canvas the play screen leaves the board: window minus header bar,
 * toolbar and (at large sizes) the log pane. */
static const Size sizes[] = {
  { 784, 280, "800×600 window, the log under the board" },
  { 784, 300, "800×600 window, a shorter toolbar" },
  { 784, 420, "800×600 window" },
  { 1008, 520, "1024×700 window" },
  { 1560, 880, "1920×1080 window with the log pane" },
  { 1900, 950, "1920×1080 window" },
};

static PhlAuctionState *
new_state (guint           n_players,
           gboolean        sealed,
           PhlAuctionPhase phase,
           guint           n_hand)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (n_players * 11 + n_hand);
  g_autoptr(GError) error = NULL;
  PhlAuctionState *state = phl_auction_state_new_game (n_players, sealed, rng, &error);

  g_assert_no_error (error);
  state->phase = phase;
  for (guint s = 0; s < n_players; s++)
    state->players[s].n_hand = n_hand;
  return state;
}

static void
assert_inside (const PhlAuctionRect *r,
               double                x,
               double                y,
               double                w,
               double                h,
               const char           *what)
{
  if (r->w <= 0 || r->h <= 0 || r->x < x - 0.01 || r->y < y - 0.01
      || r->x + r->w > x + w + 0.01 || r->y + r->h > y + h + 0.01)
    g_error ("%s (%.1f,%.1f %.1f×%.1f) is not inside (%.1f,%.1f %.1f×%.1f)",
             what, r->x, r->y, r->w, r->h, x, y, w, h);
}

static gboolean
overlap (const PhlAuctionRect *a,
         const PhlAuctionRect *b)
{
  return a->x < b->x + b->w - 0.01 && b->x < a->x + a->w - 0.01
         && a->y < b->y + b->h - 0.01 && b->y < a->y + a->h - 0.01;
}

static void
assert_disjoint (const PhlAuctionRect *rects,
                 const char * const   *names,
                 guint                 n,
                 const char           *where)
{
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (overlap (&rects[i], &rects[j]))
        g_error ("%s: %s overlaps %s", where, names[i], names[j]);
}

/* The main parts: inside the canvas and apart; room for the piles' labels
 * and counts; big enough to read and hit. */
static void
check_main_parts (const PhlAuctionLayout *l,
                  const PhlAuctionState  *state,
                  const Size             *size,
                  const char             *where)
{
  PhlAuctionRect table[32], dial;
  const char *names[32];
  guint n = 0;

  for (guint c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    {
      table[n] = l->countries[c];
      names[n++] = "a country";
    }
  table[n] = l->piles[0], names[n++] = "pile 1";
  table[n] = l->piles[1], names[n++] = "pile 2";
  table[n] = l->lot, names[n++] = "the block";
  dial = (PhlAuctionRect) { l->price_x - l->price_r, l->price_y - l->price_r, 2 * l->price_r, 2 * l->price_r };
  table[n] = dial, names[n++] = "the price dial";
  table[n] = l->bell, names[n++] = "the bell";
  table[n] = l->info, names[n++] = "the decision area";
  for (guint s = 0; s < state->n_players; s++)
    table[n] = l->players[s].panel, names[n++] = "a player's panel";
  for (guint i = 0; i < n; i++)
    assert_inside (&table[i], 0, 0, size->width, size->height, names[i]);
  assert_disjoint (table, names, n, where);

  /* Room for the labels above the piles and the pile counts under them. */
  g_assert_cmpfloat (l->piles[0].y - l->label_h, >=, l->countries[0].y + l->countries[0].h);
  g_assert_cmpfloat (l->piles[0].y + l->piles[0].h + 16, <=, l->info.y);

  /* Legible: cards, dial and buttons big enough to read and hit. */
  g_assert_cmpfloat (l->lot.h, >=, 70);
  g_assert_cmpfloat (l->piles[0].h, >=, 56);
  g_assert_cmpfloat (l->price_r, >=, 30);
  g_assert_cmpfloat (l->countries[0].w, >=, 120);
  g_assert_cmpfloat (l->countries[0].h, >=, 56);
  g_assert_cmpfloat (l->info.h, >=, 100);
}

/* Each player's panel holds the hand (and the player's bell). */
static void
check_panels (const PhlAuctionLayout *l,
              const PhlAuctionState  *state,
              gboolean                player_bells)
{
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlAuctionPlayerBox *b = &l->players[s];
      const PhlAuctionPlayer *p = &state->players[s];
      PhlAuctionRect last = { b->hand_x + (p->n_hand > 0 ? p->n_hand - 1 : 0) * b->step, b->hand_y,
                              b->card_w, b->card_h };

      g_assert_cmpfloat (b->card_h, >=, 36);
      g_assert_cmpfloat (b->panel.w, >=, 140);
      assert_inside (&last, b->panel.x, b->panel.y, b->panel.w, b->panel.h, "a hand's last card");
      if (player_bells)
        {
          assert_inside (&b->bell, b->panel.x, b->panel.y, b->panel.w, b->panel.h, "a player's bell");
          g_assert_false (overlap (&b->bell, &last));
        }
    }
}

/* The decision area: sale rows one under the other, or the bid buttons. */
static void
check_decision_area (const PhlAuctionLayout *l,
                     const char             *where)
{
  for (guint i = 0; i < l->n_rows; i++)
    {
      assert_inside (&l->rows[i], l->info.x, l->info.y, l->info.w, l->info.h, "a sale row");
      g_assert_cmpfloat (l->rows[i].h, >=, 26);
      if (i > 0)
        g_assert_false (overlap (&l->rows[i - 1], &l->rows[i]));
    }
  if (l->has_bids)
    {
      const char *bid_names[14];

      for (guint i = 0; i < 14; i++)
        {
          bid_names[i] = "a bid button";
          assert_inside (&l->bids[i], l->info.x, l->info.y, l->info.w, l->info.h, "a bid button");
          g_assert_cmpfloat (l->bids[i].w, >=, 28);
          g_assert_cmpfloat (l->bids[i].h, >=, 28);
        }
      /* "No bid" has room for its words. */
      g_assert_cmpfloat (l->bids[13].w, >=, 90);
      assert_disjoint (l->bids, bid_names, 14, where);
    }
}

/* Hit-testing round trip: the centre of every item hits it. */
static void
check_hits (const PhlAuctionLayout *l,
            const PhlAuctionState  *state,
            gboolean                player_bells)
{
  int items[64];
  guint n_items = 0;

  items[n_items++] = PHL_AUCTION_ITEM_PILE;
  items[n_items++] = PHL_AUCTION_ITEM_PILE + 1;
  items[n_items++] = PHL_AUCTION_ITEM_BELL;
  for (int c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    items[n_items++] = PHL_AUCTION_ITEM_COUNTRY + c;
  for (guint i = 0; i < l->n_rows; i++)
    items[n_items++] = PHL_AUCTION_ITEM_SALE + i;
  if (l->has_bids)
    {
      for (int i = 0; i <= 12; i++)
        items[n_items++] = PHL_AUCTION_ITEM_BID + i;
      items[n_items++] = PHL_AUCTION_ITEM_BID_NONE;
    }
  if (player_bells)
    for (guint s = 0; s < state->n_players; s++)
      items[n_items++] = PHL_AUCTION_ITEM_PLAYER_BELL + s;
  for (guint i = 0; i < n_items; i++)
    {
      PhlAuctionRect r;

      g_assert_true (phl_auction_layout_item_rect (l, items[i], &r));
      g_assert_cmpint (phl_auction_layout_hit (l, r.x + r.w / 2, r.y + r.h / 2), ==, items[i]);
    }
  /* The block and the dial ring the bell too; a player's panel is no item. */
  g_assert_cmpint (phl_auction_layout_hit (l, l->lot.x + l->lot.w / 2, l->lot.y + l->lot.h / 2), ==,
                   PHL_AUCTION_ITEM_BELL);
  g_assert_cmpint (phl_auction_layout_hit (l, l->price_x, l->price_y), ==, PHL_AUCTION_ITEM_BELL);
  g_assert_cmpint (phl_auction_layout_hit (l, l->players[0].panel.x + 4, l->players[0].panel.y + 4), ==,
                   PHL_AUCTION_ITEM_NONE);
  g_assert_cmpint (phl_auction_layout_hit (l, -5, -5), ==, PHL_AUCTION_ITEM_NONE);
}

static void
check_layout (const PhlAuctionLayout *l,
              const PhlAuctionState  *state,
              const Size             *size,
              gboolean                player_bells,
              const char             *where)
{
  check_main_parts (l, state, size, where);
  check_panels (l, state, player_bells);
  check_decision_area (l, where);
  check_hits (l, state, player_bells);
}

/* Every size, player count, phase; one and several people. */
static void
test_fits (void)
{
  static const struct { PhlAuctionPhase phase; gboolean sealed; guint n_sales; guint n_hand; } phases[] = {
    { PHL_AUCTION_PHASE_PICK, FALSE, 0, 0 },
    { PHL_AUCTION_PHASE_COUNTDOWN, FALSE, 0, 5 },
    { PHL_AUCTION_PHASE_BIDS, TRUE, 0, 3 },
    { PHL_AUCTION_PHASE_SELL, FALSE, 1, 4 },
    { PHL_AUCTION_PHASE_SELL, FALSE, 20, 12 },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint n = 3; n <= 6; n++)
      for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
        for (int bells = 0; bells <= 1; bells++)
          {
            g_autofree PhlAuctionState *state = new_state (n, phases[p].sealed, phases[p].phase, phases[p].n_hand);
            g_autofree char *where = g_strdup_printf ("%s, %u players, phase %d, %s", sizes[s].what, n,
                                                      phases[p].phase, bells ? "several people" : "one person");
            PhlAuctionLayout l;

            phl_auction_layout_compute (&l, state, sizes[s].width, sizes[s].height, phases[p].n_sales, bells);
            check_layout (&l, state, &sizes[s], bells, where);
            /* At least two sale rows always show, and never more than there are. */
            if (phases[p].n_sales > 0)
              {
                g_assert_cmpuint (l.n_rows, >=, MIN (2, phases[p].n_sales));
                g_assert_cmpuint (l.n_rows, <=, phases[p].n_sales);
              }
          }
}

/* Hand-worked: at 800×600 six players take two columns, four keep one. */
static void
test_columns (void)
{
  g_autofree PhlAuctionState *six = new_state (6, FALSE, PHL_AUCTION_PHASE_PICK, 3);
  g_autofree PhlAuctionState *four = new_state (4, FALSE, PHL_AUCTION_PHASE_PICK, 3);
  PhlAuctionLayout l;

  phl_auction_layout_compute (&l, six, 784, 420, 0, FALSE);
  g_assert_cmpuint (l.player_columns, ==, 2);
  /* Row-major: seats 1 and 2 side by side, seat 3 below seat 1. */
  g_assert_cmpfloat (l.players[1].panel.y, ==, l.players[0].panel.y);
  g_assert_cmpfloat (l.players[2].panel.x, ==, l.players[0].panel.x);
  g_assert_cmpfloat (l.players[2].panel.y, >, l.players[0].panel.y);

  phl_auction_layout_compute (&l, four, 784, 420, 0, FALSE);
  g_assert_cmpuint (l.player_columns, ==, 1);
  phl_auction_layout_compute (&l, six, 1900, 950, 0, FALSE);
  g_assert_cmpuint (l.player_columns, ==, 1);
  /* The table keeps three fifths of the width. */
  g_assert_cmpfloat (l.players[0].panel.x, ==, floor (1900 * 0.6));
}

/* A narrow table puts the sealed-bid prices in two rows (0…7, 8…12 and
 * "no bid"), a wide one in one row. */
static void
test_bid_rows (void)
{
  g_autofree PhlAuctionState *state = new_state (4, TRUE, PHL_AUCTION_PHASE_BIDS, 0);
  PhlAuctionLayout l;

  phl_auction_layout_compute (&l, state, 784, 420, 0, FALSE);
  g_assert_true (l.has_bids);
  g_assert_cmpfloat (l.bids[8].y, >, l.bids[7].y);
  g_assert_cmpfloat (l.bids[8].x, ==, l.bids[0].x);
  g_assert_cmpfloat (l.bids[13].y, ==, l.bids[12].y);

  phl_auction_layout_compute (&l, state, 1900, 950, 0, FALSE);
  g_assert_cmpfloat (l.bids[13].y, ==, l.bids[0].y);
  g_assert_cmpfloat (l.bids[13].x, >, l.bids[12].x);

  /* Outside the bidding there are no bid buttons to hit. */
  state->phase = PHL_AUCTION_PHASE_PICK;
  phl_auction_layout_compute (&l, state, 784, 420, 0, FALSE);
  g_assert_false (l.has_bids);
  g_assert_false (phl_auction_layout_item_rect (&l, PHL_AUCTION_ITEM_BID + 3, &(PhlAuctionRect) { 0 }));
}

/* The countries' names share one size: the longest fits, and the short
 * ones are not drawn larger than it. */
static void
test_shared_text_size (void)
{
  /* "Andorra", "Liechtenstein", "Monaco" at 18 px, in panels of 150 px. */
  const double widths[] = { 70, 160, 64 };
  const double rooms[] = { 150, 150, 150 };
  const double roomy[] = { 300, 300, 300 };
  const double tiny[] = { 150, 20, 150 };
  double size = phl_auction_shared_text_size (widths, rooms, 3, 18, 10);

  g_assert_cmpfloat (size, <, 18);
  g_assert_cmpfloat (size, >=, 16.5);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat (widths[i] * size / 18, <=, rooms[i]);
  g_assert_cmpfloat (phl_auction_shared_text_size (widths, roomy, 3, 18, 10), ==, 18);
  g_assert_cmpfloat (phl_auction_shared_text_size (widths, tiny, 3, 18, 10), ==, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/auction-view/layout/fits", test_fits);
  g_test_add_func ("/auction-view/layout/columns", test_columns);
  g_test_add_func ("/auction-view/layout/bid-rows", test_bid_rows);
  g_test_add_func ("/auction-view/layout/shared-text-size", test_shared_text_size);
  return g_test_run ();
}
