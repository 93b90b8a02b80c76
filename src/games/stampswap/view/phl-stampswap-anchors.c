/* phl-stampswap-anchors.c — where the board elements a guide names are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Learn to Play (docs/guides.md "Stamp Swap anchors"): a name is looked
 * up in the layout the board is drawn and hit-tested with, for the seat
 * the layout is made for.  GTK-free like the layout, so
 * tests/stampswap-view/test-stampswap-anchors.c checks the guide's
 * anchors without a display; the view turns the rectangle into its own
 * coordinates (PhlGameViewClass.get_anchor).  Numbers in names are those
 * of the action text (1-based slots, items, seats and piles; album cells
 * 0-based x,y), so a guide's Anchor= reads like its Expect=.
 */
#include "config.h"

#include <string.h>

#include "phl-stampswap-layout.h"
#include "stampswap/phl-stampswap-game.h"

#define ALBUM PHL_STAMPSWAP_ALBUM_SIZE
#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY
#define NONE  PHL_STAMPSWAP_NONE

typedef PhlStampswapRect Rect;

/* The smallest rectangle holding @a and @b (either may be empty). */
static Rect
rect_union (Rect a,
            Rect b)
{
  double x0, y0, x1, y1;

  if (a.w <= 0 || a.h <= 0)
    return b;
  if (b.w <= 0 || b.h <= 0)
    return a;
  x0 = MIN (a.x, b.x), y0 = MIN (a.y, b.y);
  x1 = MAX (a.x + a.w, b.x + b.w), y1 = MAX (a.y + a.h, b.y + b.h);
  return (Rect) { x0, y0, x1 - x0, y1 - y0 };
}

/* Reads "N" (or "N,M,…") after @prefix into @out: TRUE when @name is
 * @prefix followed by exactly @n non-negative numbers split by @sep. */
static gboolean
parse_numbers (const char *name,
               const char *prefix,
               char        sep,
               guint       n,
               int        *out)
{
  const char *p;

  if (!g_str_has_prefix (name, prefix))
    return FALSE;
  p = name + strlen (prefix);
  for (guint i = 0; i < n; i++)
    {
      char *end = NULL;
      gint64 v;

      if (!g_ascii_isdigit (*p))
        return FALSE;
      v = g_ascii_strtoll (p, &end, 10);
      if (v > 1000)
        return FALSE;
      out[i] = (int) v;
      p = end;
      if (i + 1 < n)
        {
          if (*p != sep)
            return FALSE;
          p++;
        }
    }
  return *p == '\0';
}

static int
board_slot_of (const PhlStampswapState *st,
               const char              *id)
{
  for (guint i = 0; i < st->n_board; i++)
    if (g_strcmp0 (phl_stampswap_state_card (st, st->board[i])->id, id) == 0)
      return (int) i;
  return -1;
}

/* Where the first-player token lies for the seat at the screen: its pool
 * slot, its place in your Daily Collection or cut, your score panel when
 * it is yours, or the mat of the opponent who has it. */
static Rect
token_rect (const PhlStampswapLayout      *L,
            const PhlStampswapLayoutInput *in)
{
  const PhlStampswapState *st = in->state;
  guint owner;

  if (st->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    for (guint i = 0; i < st->n_pool; i++)
      if (st->pool[i] == PHL_STAMPSWAP_ITEM_TOKEN)
        return L->pool[i];
  owner = phl_stampswap_game_token_owner (st);
  if (owner == NONE)
    return (Rect) { 0 };
  if ((int) owner != in->viewer)
    return L->opp[owner];
  if (st->token_holder == NONE && (st->phase == PHL_STAMPSWAP_PHASE_COLLECT || in->cutting))
    {
      const PhlStampswapPlayer *p = &st->players[owner];

      for (guint i = 0; i < p->n_collection; i++)
        if (p->collection[i] == PHL_STAMPSWAP_ITEM_TOKEN)
          return st->phase == PHL_STAMPSWAP_PHASE_COLLECT ? L->coll[i] : L->cut_item[i];
    }
  return L->strip_info;
}

/* The table, whatever the phase: your album, the board, your panel and
 * cards, the opponents.  FALSE when @name is none of these. */
static gboolean
table_anchor (const PhlStampswapLayout      *L,
              const PhlStampswapLayoutInput *in,
              const char                    *name,
              Rect                          *out)
{
  const PhlStampswapState *st = in->state;
  guint n_parts = phl_stampswap_state_n_parts (st);
  Rect r = { 0 };
  int v[4] = { 0, 0, 1, 1 };

  *out = r;
  if (g_str_equal (name, "album"))
    *out = L->album;
  else if (parse_numbers (name, "cell:", ',', 2, v) || parse_numbers (name, "cells:", ',', 4, v))
    {
      if (v[2] >= 1 && v[3] >= 1 && v[0] + v[2] <= ALBUM && v[1] + v[3] <= ALBUM)
        *out = (Rect) { L->album.x + v[0] * L->cell, L->album.y + v[1] * L->cell, v[2] * L->cell, v[3] * L->cell };
    }
  else if (g_str_equal (name, "board"))
    *out = L->board;
  else if (g_str_equal (name, "track"))
    *out = L->track;
  else if (g_str_equal (name, "events"))
    *out = st->n_round_events > 0 ? L->events : r;
  else if (g_str_equal (name, "contests"))
    {
      for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS && i < st->n_board; i++)
        *out = rect_union (*out, L->contests[i]);
    }
  else if (g_str_equal (name, "finale"))
    *out = st->n_board > PHL_STAMPSWAP_N_ROUND_CONTESTS ? L->contests[PHL_STAMPSWAP_N_ROUND_CONTESTS] : r;
  else if (g_str_has_prefix (name, "contest:"))
    {
      int slot = board_slot_of (st, name + strlen ("contest:"));

      *out = slot >= 0 ? L->contests[slot] : r;
    }
  else if (g_str_has_prefix (name, "choice:"))
    {
      int slot = board_slot_of (st, name + strlen ("choice:"));

      if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && slot >= 0 && slot < PHL_STAMPSWAP_N_ROUND_CONTESTS)
        *out = L->choice[slot];
    }
  else if (g_str_equal (name, "score"))
    *out = L->strip_info;
  else if (g_str_equal (name, "cards"))
    {
      for (int i = 0; i < L->n_mycards; i++)
        *out = rect_union (*out, L->mycard[i]);
    }
  else if (g_str_equal (name, "exhibitor"))
    *out = L->n_mycards > 0 ? L->mycard[0] : r;
  else if (g_str_equal (name, "first-player"))
    *out = token_rect (L, in);
  else if (parse_numbers (name, "opponent:", ',', 1, v))
    {
      if (v[0] >= 1 && (guint) v[0] <= n_parts && v[0] - 1 != in->viewer)
        *out = L->opp[v[0] - 1];
    }
  else
    return FALSE;
  return TRUE;
}

/* Collect: the pool and your Daily Collection. */
static Rect
collect_anchor (const PhlStampswapLayout      *L,
                const PhlStampswapLayoutInput *in,
                const char                    *name)
{
  const PhlStampswapState *st = in->state;
  const PhlStampswapPlayer *me = &st->players[in->viewer];
  Rect r = { 0 };
  int v[1];

  if (g_str_equal (name, "pool"))
    {
      for (guint i = 0; i < st->n_pool; i++)
        r = rect_union (r, L->pool[i]);
      return r;
    }
  if (parse_numbers (name, "pool:", ',', 1, v))
    return v[0] >= 1 && (guint) v[0] <= st->n_pool && st->pool[v[0] - 1] != EMPTY ? L->pool[v[0] - 1] : r;
  if (g_str_equal (name, "collection"))
    return L->coll_area;
  if (parse_numbers (name, "collection:", ',', 1, v))
    return v[0] >= 1 && v[0] <= me->n_collection ? L->coll[v[0] - 1] : r;
  return r;
}

/* Cut: your Daily Collection, the reserve and the two piles being made. */
static Rect
cut_anchor (const PhlStampswapLayout      *L,
            const PhlStampswapLayoutInput *in,
            const char                    *name)
{
  const PhlStampswapPlayer *me = &in->state->players[in->viewer];
  Rect r = { 0 };
  int v[1];

  if (g_str_equal (name, "collection"))
    return L->zone[PHL_STAMPSWAP_CUT_UNSET];
  if (parse_numbers (name, "collection:", ',', 1, v))
    return v[0] >= 1 && v[0] <= me->n_collection ? L->cut_item[v[0] - 1] : r;
  if (g_str_equal (name, "reserve"))
    return L->zone[PHL_STAMPSWAP_CUT_RESERVE];
  if (parse_numbers (name, "pile:", ',', 1, v))
    return v[0] == 1 ? L->zone[PHL_STAMPSWAP_CUT_PILE1] : v[0] == 2 ? L->zone[PHL_STAMPSWAP_CUT_PILE2] : r;
  if (g_str_equal (name, "confirm"))
    return L->confirm;
  return r;
}

/* Choose: every seat's row of piles. */
static Rect
choose_anchor (const PhlStampswapLayout      *L,
               const PhlStampswapLayoutInput *in,
               const char                    *name)
{
  guint n_parts = phl_stampswap_state_n_parts (in->state);
  Rect r = { 0 };
  int v[2];

  if (g_str_equal (name, "piles"))
    return L->content;
  if (parse_numbers (name, "piles:", ',', 1, v))
    return v[0] >= 1 && (guint) v[0] <= n_parts ? L->pile_row[v[0] - 1] : r;
  if (parse_numbers (name, "pile:", '/', 2, v))
    {
      if (v[0] < 1 || (guint) v[0] > n_parts || v[1] < 1 || v[1] > 2)
        return r;
      return L->pile[v[0] - 1][v[1] - 1];
    }
  return r;
}

/* Show: the stamps to place and the contests to enter. */
static Rect
show_anchor (const PhlStampswapLayout      *L,
             const PhlStampswapLayoutInput *in,
             const char                    *name)
{
  const PhlStampswapState *st = in->state;
  const PhlStampswapPlayer *me = &st->players[in->viewer];
  Rect r = { 0 };
  int v[1];

  if (g_str_equal (name, "pending"))
    {
      for (guint i = 0; i < me->n_pending; i++)
        if (me->pending[i] != EMPTY)
          r = rect_union (r, L->pending[i]);
      return r;
    }
  if (parse_numbers (name, "pending:", ',', 1, v))
    return v[0] >= 1 && v[0] <= me->n_pending && me->pending[v[0] - 1] != EMPTY ? L->pending[v[0] - 1] : r;
  if (g_str_equal (name, "choices"))
    {
      for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS && i < st->n_board; i++)
        r = rect_union (r, L->choice[i]);
      return r;
    }
  return r;
}

PhlStampswapRect
phl_stampswap_layout_anchor (const PhlStampswapLayout      *L,
                             const PhlStampswapLayoutInput *in,
                             const char                    *name)
{
  const PhlStampswapState *st = in->state;
  Rect r = { 0 };

  g_return_val_if_fail (name != NULL, r);

  if (in->viewer < 0 || (guint) in->viewer >= phl_stampswap_state_n_parts (st))
    return r;
  if (table_anchor (L, in, name, &r))
    return r;
  if (st->phase == PHL_STAMPSWAP_PHASE_COLLECT)
    return collect_anchor (L, in, name);
  if (in->cutting)
    return cut_anchor (L, in, name);
  if (st->phase == PHL_STAMPSWAP_PHASE_CHOOSE)
    return choose_anchor (L, in, name);
  if (st->phase == PHL_STAMPSWAP_PHASE_SHOW)
    return show_anchor (L, in, name);
  return r;
}
