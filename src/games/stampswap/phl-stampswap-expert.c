/* phl-stampswap-expert.c — the deals the expert's search imagines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a seat cannot see in Stamp Swap: the face-down stamps it has not
 * viewed (in the pool, in others' collections, reserves and piles), which
 * tiles are still in the supply, the order of the attendee deck and of the
 * event deck.  A determinization deals all of that anew; everything else
 * (albums, face-up items, who has viewed which stamp, scores) is copied.
 */
#define G_LOG_DOMAIN "phl-stampswap-expert"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "stampswap/phl-stampswap-expert.h"

#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY

/* One place holding a stamp the seat has not viewed. */
typedef struct
{
  guint16 *item;       /* in the copy */
  gboolean no_rare;    /* a reserve: the rules keep rare stamps out of it */
} Hole;

typedef struct
{
  Hole  holes[PHL_STAMPSWAP_N_TILES];
  guint n_holes;
} Holes;

static void
gather (const PhlStampswapState *state,
        guint                    seat,
        guint16                 *items,
        guint                    n,
        gboolean                 no_rare,
        Holes                   *by_kind)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();

  for (guint i = 0; i < n; i++)
    {
      guint16 item = items[i];
      Holes *holes;

      if (item == EMPTY || !PHL_STAMPSWAP_ITEM_IS_TILE (item)
          || state->tile_where[item] != PHL_STAMPSWAP_TILE_IN_PLAY
          || phl_stampswap_state_knows (state, seat, item))
        continue;
      holes = &by_kind[tiles[item].kind];
      holes->holes[holes->n_holes].item = &items[i];
      holes->holes[holes->n_holes].no_rare = no_rare;
      holes->n_holes++;
    }
}

static int
compare_guint8 (const void *a,
                const void *b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

static void
shuffle_guint8 (guint8 *values,
                guint   n,
                GRand  *rng)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rng, 0, i);
      guint8 t = values[i - 1];

      values[i - 1] = values[j];
      values[j] = t;
    }
}

/* Deals the unseen tiles of one kind into its holes.  @copy still holds the
 * real tiles in the holes; @state is the original, for their flags. */
static void
deal_kind (const PhlStampswapState *state,
           PhlStampswapState       *copy,
           guint                    seat,
           guint8                   kind,
           Holes                   *holes,
           GRand                   *rng)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  guint8 flags_down[PHL_STAMPSWAP_N_TILES], flags_known[PHL_STAMPSWAP_N_TILES];
  /* The rare tiles, then also the plain ones no reserve took. */
  guint8 plain[PHL_STAMPSWAP_N_TILES], rest[PHL_STAMPSWAP_N_TILES];
  guint8 dealt[PHL_STAMPSWAP_N_TILES];
  guint n_plain = 0, n_rest = 0, next_plain = 0;

  /* What the seat knows of each hole: that it is face down and who viewed it. */
  for (guint h = 0; h < holes->n_holes; h++)
    {
      guint16 real = *holes->holes[h].item;

      flags_down[h] = state->face_down[real];
      flags_known[h] = state->known[real];
    }

  /* The tiles it could be, by tile number: the same set whatever the real
   * tiles are.  They all go back to the supply, as the seat sees it. */
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    {
      if (tiles[t].kind != kind)
        continue;
      if (state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY
          || (state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY
              && !phl_stampswap_state_knows (state, seat, t)))
        {
          if (phl_stampswap_item_is_rare (t))
            rest[n_rest++] = t;
          else
            plain[n_plain++] = t;
          copy->tile_where[t] = PHL_STAMPSWAP_TILE_SUPPLY;
          copy->face_down[t] = 0;
          copy->known[t] = 0;
        }
    }
  g_assert (n_plain + n_rest >= holes->n_holes);

  /* Reserves first, each from the plain tiles; then every other hole from
   * all that are left: a uniform deal among those the rules allow.  (Should
   * the plain tiles run short, a reserve takes what is left.) */
  shuffle_guint8 (plain, n_plain, rng);
  for (guint h = 0; h < holes->n_holes; h++)
    {
      dealt[h] = holes->holes[h].no_rare && next_plain < n_plain;
      if (dealt[h])
        *holes->holes[h].item = plain[next_plain++];
    }
  for (guint i = next_plain; i < n_plain; i++)
    rest[n_rest++] = plain[i];
  shuffle_guint8 (rest, n_rest, rng);
  for (guint h = 0, next = 0; h < holes->n_holes; h++)
    if (!dealt[h])
      *holes->holes[h].item = rest[next++];

  for (guint h = 0; h < holes->n_holes; h++)
    {
      guint16 t = *holes->holes[h].item;

      copy->tile_where[t] = PHL_STAMPSWAP_TILE_IN_PLAY;
      copy->face_down[t] = flags_down[h];
      copy->known[t] = flags_known[h];
    }
}

PhlStampswapState *
phl_stampswap_expert_determinize (const PhlStampswapState *state,
                                  guint                    seat,
                                  GRand                   *rng)
{
  PhlStampswapState *copy;
  Holes *by_kind;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);
  g_return_val_if_fail (seat < phl_stampswap_state_n_parts (state), NULL);

  copy = phl_stampswap_state_copy (state);
  by_kind = g_new0 (Holes, PHL_STAMPSWAP_N_KINDS);

  /* The places in a fixed order: the pool, then each collector's holdings. */
  gather (state, seat, copy->pool, copy->n_pool, FALSE, by_kind);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      PhlStampswapPlayer *p = &copy->players[s];

      gather (state, seat, p->collection, p->n_collection, FALSE, by_kind);
      gather (state, seat, p->reserve, p->n_reserve, TRUE, by_kind);
      gather (state, seat, p->piles[0], p->n_pile[0], FALSE, by_kind);
      gather (state, seat, p->piles[1], p->n_pile[1], FALSE, by_kind);
      gather (state, seat, p->below, p->n_below, FALSE, by_kind);
      gather (state, seat, p->pending, p->n_pending, FALSE, by_kind);
    }
  for (guint8 kind = 0; kind < PHL_STAMPSWAP_N_KINDS; kind++)
    if (by_kind[kind].n_holes > 0)
      deal_kind (state, copy, seat, kind, &by_kind[kind], rng);
  g_free (by_kind);

  /* The attendee deck in an order nobody knows; the event deck is drawn
   * from at random, so only its contents matter: sorted. */
  qsort (copy->attendees, copy->n_attendees, 1, compare_guint8);
  shuffle_guint8 (copy->attendees, copy->n_attendees, rng);
  qsort (copy->events, copy->n_events, 1, compare_guint8);
  return copy;
}
