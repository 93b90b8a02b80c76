/* phl-stampswap-hint-text.c — the hint's words: what it suggests, by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written on the hint's thread from a copy of the state (nothing of the
 * view): a listener hears which item, pile, place or contest the hint
 * means, the same words the board's description uses.  Where the board
 * shows it (hint_where) is said on the main thread, in words for the
 * input in use.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "phl-stampswap-view-private.h"

/* "a; b; c" of @n items, as @seat may see them. */
static char *
list_items (const PhlStampswapState *st,
            int                      seat,
            const guint16           *items,
            guint                    n)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *d = NULL;

      if (items[i] == EMPTY)
        continue;
      d = phl_stampswap_describe_item_for (st, seat, items[i]);
      if (s->len > 0)
        g_string_append (s, "; ");
      g_string_append (s, d);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* A cut: pile 1, pile 2 and the reserve, each with its items. */
static char *
what_cut (const PhlStampswapState  *st,
          int                       seat,
          const PhlStampswapAction *a)
{
  const PhlStampswapPlayer *p = &st->players[MIN (st->current, PHL_STAMPSWAP_MAX_PARTS - 1)];
  guint16 zone_items[PHL_STAMPSWAP_N_CUT_ZONES][PHL_STAMPSWAP_MAX_HELD];
  guint n[PHL_STAMPSWAP_N_CUT_ZONES] = { 0 };
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *reserve = NULL;

  for (guint i = 0; i < p->n_collection && i < a->cut.n_items; i++)
    {
      guint z = MIN (a->cut.zone[i], PHL_STAMPSWAP_N_CUT_ZONES - 1);

      zone_items[z][n[z]++] = p->collection[i];
    }
  one = list_items (st, seat, zone_items[PHL_STAMPSWAP_CUT_PILE1], n[PHL_STAMPSWAP_CUT_PILE1]);
  two = list_items (st, seat, zone_items[PHL_STAMPSWAP_CUT_PILE2], n[PHL_STAMPSWAP_CUT_PILE2]);
  reserve = list_items (st, seat, zone_items[PHL_STAMPSWAP_CUT_RESERVE], n[PHL_STAMPSWAP_CUT_RESERVE]);
  if (*reserve == '\0')
    /* Translators: the hint's cut: the items of each pile */
    return g_strdup_printf (_("Pile 1: %s. Pile 2: %s"), one, two);
  /* Translators: the hint's cut: the items of each pile and of the reserve */
  return g_strdup_printf (_("Pile 1: %s. Pile 2: %s. Reserve: %s"), one, two, reserve);
}

/* What @a does, named: the item, the pile, the place or the contest. */
static char *
what (const PhlStampswapState  *st,
      int                       seat,
      const PhlStampswapAction *a)
{
  const PhlStampswapPlayer *p = &st->players[MIN (st->current, PHL_STAMPSWAP_MAX_PARTS - 1)];
  g_autofree char *d = NULL;

  switch (a->kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
      if (a->index >= st->n_pool || st->pool[a->index] == EMPTY)
        return NULL;
      d = phl_stampswap_describe_item_for (st, seat, st->pool[a->index]);
      /* Translators: the hint: take this pool item (numbered from 1, as the board reads it) */
      return g_strdup_printf (_("Take pool item %u: %s"), a->index + 1, d);
    case PHL_STAMPSWAP_ACTION_CUT:
      return what_cut (st, seat, a);
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      {
        const PhlStampswapPlayer *owner = &st->players[MIN (a->seat, PHL_STAMPSWAP_MAX_PARTS - 1)];

        if (a->pile > 1)
          return NULL;
        d = list_items (st, seat, owner->piles[a->pile], owner->n_pile[a->pile]);
        /* Translators: the hint: take this pile (1 or 2), then its items */
        return g_strdup_printf (_("Take pile %u: %s"), a->pile + 1, d);
      }
    case PHL_STAMPSWAP_ACTION_PLACE:
      if (a->index >= p->n_pending || p->pending[a->index] == EMPTY)
        return NULL;
      d = phl_stampswap_describe_item_for (st, seat, p->pending[a->index]);
      /* Translators: the hint: a stamp and the album cell of its top-left corner; columns and rows count from 1 */
      return g_strdup_printf (_("Place %s at column %u, row %u of your album"), d, a->x + 1, a->y + 1);
    case PHL_STAMPSWAP_ACTION_DISCARD:
      if (a->index >= p->n_pending || p->pending[a->index] == EMPTY)
        return NULL;
      d = phl_stampswap_describe_item_for (st, seat, p->pending[a->index]);
      /* Translators: the hint: discard this stamp */
      return g_strdup_printf (_("Discard %s"), d);
    case PHL_STAMPSWAP_ACTION_CONTEST:
      {
        int card = phl_stampswap_deck_find (st->deck, a->contest);

        if (card < 0)
          return NULL;
        /* Translators: the hint: enter this contest (its name) */
        return g_strdup_printf (_("Enter the contest %s"),
                                phl_stampswap_deck_get_card (st->deck, (guint) card)->name);
      }
    default:
      return NULL;
    }
}

char *
phl_stampswap_hint_text (const PhlStampswapState  *st,
                         int                       seat,
                         const PhlStampswapAction *a,
                         const char               *reason)
{
  g_autofree char *named = st != NULL ? what (st, seat, a) : NULL;

  if (named != NULL && reason != NULL && *reason != '\0')
    /* Translators: the hint: what it suggests, then why ("worth about 4.5 points to you") */
    return g_strchomp (g_strdup_printf (_("%s — %s. "), named, reason));
  if (named != NULL)
    return g_strdup_printf ("%s.", named);
  if (reason != NULL && *reason != '\0')
    return g_strdup_printf ("%s.", reason);
  return g_strdup ("");
}

/* Where the board shows the hint: the orange outline for the eye; for the
 * keyboard the mark the arrow keys find ("suggested by the hint"). */
char *
phl_stampswap_hint_where (PhlGameView *view,
                          const char  *action)
{
  PhlStampswapAction a;

  if (action == NULL || !phl_stampswap_action_parse (action, &a, NULL))
    return NULL;
  switch (a.kind)
    {
    case PHL_STAMPSWAP_ACTION_CUT:
      return g_strdup (phl_game_view_for_input (view,
                                                _("Each item says which pile the hint puts it in: 1, 2 and R "
                                                  "put the item under the cursor there, or make your own piles."),
                                                _("The suggested piles are outlined in orange; drag the items "
                                                  "there, or make your own.")));
    case PHL_STAMPSWAP_ACTION_PLACE:
      return g_strdup (phl_game_view_for_input (view,
                                                _("With the arrow keys, the stamp and its album place say "
                                                  "“suggested by the hint”."),
                                                _("The suggested place is outlined in orange in your album.")));
    default:
      return g_strdup (phl_game_view_for_input (view,
                                                _("With the arrow keys, it says “suggested by the hint”."),
                                                _("The suggestion is outlined in orange.")));
    }
}
