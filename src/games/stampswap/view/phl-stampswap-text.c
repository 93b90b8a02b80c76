/* phl-stampswap-text.c — every sentence of the Stamp Swap table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written when shown, for the seat at the screen: the status line, what
 * an item or a place on the board holds (for the accessible description
 * of the canvas and the pop-ups) and the hint's words.
 */
#include "config.h"

#include "phl-accessible.h"
#include <glib/gi18n.h>

#include "phl-stampswap-card-painter.h"
#include "phl-stampswap-view-private.h"
#include "phl-game-view.h"

const char *
phl_stampswap_kind_label (guint8 kind)
{
  static const char * const names[] = {
    N_("small square"), N_("large square"), N_("short rectangle"), N_("long rectangle"), N_("forever stamp"),
  };
  return kind < G_N_ELEMENTS (names) ? _(names[kind]) : "";
}

char *
phl_stampswap_describe_stamp (const PhlStampswapStamp *s)
{
  if (s->kind == PHL_STAMPSWAP_FOREVER)
    return g_strdup (_("forever stamp"));
  if (s->flags & PHL_STAMPSWAP_STAMP_RARE)
    /* Translators: a rare stamp, e.g. "rare large square, value 6" */
    return g_strdup_printf (_("rare %s, value %d"), phl_stampswap_kind_label (s->kind), s->value);
  if (s->flags & PHL_STAMPSWAP_STAMP_CANCELED)
    /* Translators: e.g. "canceled blue animals short rectangle" */
    return g_strdup_printf (_("canceled %s %s %s"), phl_stampswap_color_label (s->color),
                            phl_stampswap_theme_label (s->theme), phl_stampswap_kind_label (s->kind));
  /* Translators: e.g. "blue space small square, value 3" (faded stamps have negative values) */
  return g_strdup_printf (_("%s %s %s, value %d"), phl_stampswap_color_label (s->color),
                          phl_stampswap_theme_label (s->theme), phl_stampswap_kind_label (s->kind), s->value);
}

/* What @item is, as @seat (-1: nobody) may see it: safe on the hint's
 * thread, which has only a copy of the state. */
char *
phl_stampswap_describe_item_for (const PhlStampswapState *st,
                                 int                      seat,
                                 guint16                  item)
{
  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    return g_strdup (_("the first-player token"));
  if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (st, item - PHL_STAMPSWAP_ITEM_CARD);

      /* Translators: e.g. "Specialist: Restorer — text" */
      return g_strdup_printf (_("%s: %s — %s"), phl_stampswap_card_painter_kind_label (card, NULL), card->name,
                              card->text ? card->text : "");
    }
  if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
    {
      const PhlStampswapTile *tile = phl_stampswap_item_tile (item);
      gboolean down = st->face_down[item];
      gboolean peek = down && seat >= 0 && phl_stampswap_state_knows (st, seat, item);
      g_autofree char *a = NULL;

      if (down && !peek)
        return g_strdup_printf (_("face-down %s"), phl_stampswap_kind_label (tile->kind));
      a = phl_stampswap_describe_stamp (&tile->stamps[0]);
      if (tile->n_stamps > 1)
        {
          g_autofree char *b = phl_stampswap_describe_stamp (&tile->stamps[1]);

          /* Translators: a double tile: two stamps */
          return g_strdup_printf (_("double tile: %s and %s"), a, b);
        }
      if (peek)
        /* Translators: a face-down stamp its owner has viewed */
        return g_strdup_printf (_("%s (face down, only you see it)"), a);
      return g_steal_pointer (&a);
    }
  return g_strdup ("");
}

char *
phl_stampswap_describe_item (PhlStampswapView *self,
                             guint16           item)
{
  return phl_stampswap_describe_item_for (self->st, phl_stampswap_view_at_screen (self), item);
}

const char *
phl_stampswap_phase_name (guint phase)
{
  switch (phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return _("Collect");
    case PHL_STAMPSWAP_PHASE_CUT:
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return _("Swap");
    case PHL_STAMPSWAP_PHASE_SHOW:
      return _("Show");
    default:
      return _("Final Show");
    }
}

/* The full name of a phase, as the rulebooks print it. */
const char *
phl_stampswap_phase_title (guint phase)
{
  switch (phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return _("Collect Phase");
    case PHL_STAMPSWAP_PHASE_CUT:
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return _("Swap Phase");
    case PHL_STAMPSWAP_PHASE_SHOW:
      return _("Show Phase");
    default:
      return _("Final Show");
    }
}

static char *
describe_card (const PhlStampswapCard *card)
{
  /* Translators: e.g. "Colour contest: Green Room — 3 points per green stamp" */
  return g_strdup_printf (_("%s: %s — %s"), phl_stampswap_card_painter_kind_label (card, NULL), card->name,
                          card->text ? card->text : "");
}

/* An item of your Daily Collection being cut, where it is, and the keys. */
static char *
describe_cut_item (PhlStampswapView *self,
                   int               index)
{
  static const char * const zones[PHL_STAMPSWAP_N_CUT_ZONES] = {
    N_("not placed yet"), N_("in the reserve"), N_("in pile 1"), N_("in pile 2"),
  };
  g_autofree char *d = phl_stampswap_describe_item (self, phl_stampswap_view_player (self, self->viewer)->collection[index]);
  guint zone = index < self->cut.n_items ? MIN (self->cut.zone[index], 3) : 0;

  /* Translators: item, then where it is in the cut; R, 1, 2 are keys */
  return g_strdup_printf (_("%s, %s. Press R for the reserve, 1 or 2 for a pile, Enter to confirm."), d,
                          _(zones[zone]));
}

/* A zone of the cut and how many items lie there. */
static char *
describe_zone (PhlStampswapView *self,
               int               zone)
{
  static const char * const names[PHL_STAMPSWAP_N_CUT_ZONES] = {
    N_("Daily Collection"), N_("Reserve"), N_("Pile 1"), N_("Pile 2"),
  };
  guint n = 0;

  for (guint i = 0; i < self->cut.n_items; i++)
    n += self->cut.zone[i] == (guint) zone;
  /* Translators: a zone of the cut and how many items lie there */
  return g_strdup_printf (ngettext ("%s: %u item", "%s: %u items", n), _(names[zone]), n);
}

/* A seat's pile @pile and every item in it. */
static char *
describe_pile (PhlStampswapView *self,
               int               seat,
               int               pile)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, seat);
  g_autoptr(GString) s = g_string_new (NULL);

  /* Translators: "Anna's pile 2:" */
  g_string_append_printf (s, _("%s’s pile %d:"), phl_stampswap_view_seat_name (self, seat), pile + 1);
  for (guint i = 0; i < p->n_pile[pile]; i++)
    {
      g_autofree char *d = phl_stampswap_describe_item (self, p->piles[pile][i]);
      g_string_append_printf (s, " %s;", d);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* A contest on the board: a round's says what it is worth to you now. */
static char *
describe_contest (PhlStampswapView *self,
                  int               slot)
{
  const PhlStampswapState *st = self->st;
  const PhlStampswapCard *card;

  if ((guint) slot >= st->n_board)
    return NULL;
  card = phl_stampswap_state_card (st, st->board[slot]);
  if (slot < PHL_STAMPSWAP_N_ROUND_CONTESTS && self->viewer >= 0)
    {
      int now = phl_stampswap_game_contest_value (st, self->viewer, slot);

      /* Translators: contest name, its text, points now */
      return g_strdup_printf (_("Contest %s: %s — %d points for you now"), card->name,
                              card->text ? card->text : "", now);
    }
  return describe_card (card);
}

/* A cell of your album and the stamp on it. */
static char *
describe_album_cell (PhlStampswapView *self,
                     int               cell)
{
  const PhlStampswapAlbum *album;
  int x = cell % ALBUM, y = cell / ALBUM, k;
  g_autofree char *d = NULL;

  if (self->viewer < 0)
    return NULL;
  album = &phl_stampswap_view_player (self, self->viewer)->album;
  k = phl_stampswap_album_stamp_at (album, x, y);
  if (k < 0)
    /* Translators: an empty cell of your album; columns and rows count from 1 */
    return g_strdup_printf (_("Your album, column %d, row %d: empty"), x + 1, y + 1);
  d = phl_stampswap_describe_stamp (&album->stamps[k]);
  /* Translators: a cell of your album and the stamp on it */
  return g_strdup_printf (_("Your album, column %d, row %d: %s"), x + 1, y + 1, d);
}

/* An opponent's mat: name, points, stamps in the album, cards. */
static char *
describe_opponent (PhlStampswapView *self,
                   guint             seat)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, seat);

  if (phl_stampswap_view_is_dummy (self, seat))
    return g_strdup (phl_stampswap_view_seat_name (self, seat));
  guint n_cards = (guint) p->n_cards + 1;
  int points = phl_stampswap_state_total (self->st, seat);
  g_autofree char *stamps = NULL;
  g_autofree char *cards = NULL;

  /* Translators: part of an opponent's mat: "3 stamps in the album" */
  stamps = g_strdup_printf (ngettext ("%u stamp in the album", "%u stamps in the album", p->album.n_stamps),
                            p->album.n_stamps);
  /* Translators: part of an opponent's mat: "1 card" */
  cards = g_strdup_printf (ngettext ("%u card", "%u cards", n_cards), n_cards);
  /* Translators: an opponent's mat: name, points, then "3 stamps in the album" and "1 card" */
  return g_strdup_printf (ngettext ("%s: %d point, %s, %s", "%s: %d points, %s, %s", ABS (points)),
                          phl_stampswap_view_seat_name (self, seat), points, stamps, cards);
}

/* What the place under the keyboard cursor or the pointer holds. */
static char *
describe_hit_plain (PhlStampswapView *self,
                    Hit               hit)
{
  const PhlStampswapState *st = self->st;
  int viewer = self->viewer;

  switch (hit.kind)
    {
    case PHL_STAMPSWAP_HIT_POOL:
      {
        g_autofree char *d = phl_stampswap_describe_item (self, st->pool[hit.index]);
        /* Translators: pool slot number and what lies there */
        return g_strdup_printf (_("Pool item %d: %s"), hit.index + 1, d);
      }
    case PHL_STAMPSWAP_HIT_COLLECTION:
      {
        g_autofree char *d = phl_stampswap_describe_item (self, phl_stampswap_view_player (self, viewer)->collection[hit.index]);
        /* Translators: an item of your Daily Collection */
        return g_strdup_printf (_("Your Daily Collection, item %d: %s"), hit.index + 1, d);
      }
    case PHL_STAMPSWAP_HIT_CUT_ITEM:
      return describe_cut_item (self, hit.index);
    case PHL_STAMPSWAP_HIT_ZONE:
      return describe_zone (self, hit.index);
    case PHL_STAMPSWAP_HIT_PILE:
      return describe_pile (self, hit.index, hit.sub);
    case PHL_STAMPSWAP_HIT_PENDING:
      {
        g_autofree char *d = phl_stampswap_describe_item (self, phl_stampswap_view_player (self, viewer)->pending[hit.index]);
        return g_strdup_printf (_("New stamp %d: %s. Enter picks it up; arrows move it; Enter places it."),
                                hit.index + 1, d);
      }
    case PHL_STAMPSWAP_HIT_CHOICE:
    case PHL_STAMPSWAP_HIT_CONTEST:
      return describe_contest (self, hit.index);
    case PHL_STAMPSWAP_HIT_CARD:
      return describe_card (phl_stampswap_state_card (st, hit.index));
    case PHL_STAMPSWAP_HIT_EVENT:
      if (hit.index < st->n_round_events)
        return describe_card (phl_stampswap_state_card (st, st->round_events[hit.index]));
      return NULL;
    case PHL_STAMPSWAP_HIT_ALBUM:
      return describe_album_cell (self, hit.index);
    case PHL_STAMPSWAP_HIT_OPPONENT:
      return describe_opponent (self, hit.index);
    default:
      return NULL;
    }
}

/* Whether the hint shown means the place @hit: what the orange outline
 * tells the eye, told to the ear. */
static gboolean
hit_is_hinted (PhlStampswapView *self,
               Hit               hit)
{
  const PhlStampswapAction *h = &self->hint;

  if (!self->hint_on)
    return FALSE;
  switch (hit.kind)
    {
    case PHL_STAMPSWAP_HIT_POOL:
      return h->kind == PHL_STAMPSWAP_ACTION_TAKE && h->index == (guint) hit.index;
    case PHL_STAMPSWAP_HIT_PILE:
      return h->kind == PHL_STAMPSWAP_ACTION_CHOOSE && h->seat == (guint) hit.index && h->pile == (guint) hit.sub;
    case PHL_STAMPSWAP_HIT_PENDING:
      return (h->kind == PHL_STAMPSWAP_ACTION_PLACE || h->kind == PHL_STAMPSWAP_ACTION_DISCARD)
             && h->index == (guint) hit.index;
    case PHL_STAMPSWAP_HIT_ALBUM:
      return h->kind == PHL_STAMPSWAP_ACTION_PLACE && (guint) (hit.index % ALBUM) == h->x
             && (guint) (hit.index / ALBUM) == h->y;
    case PHL_STAMPSWAP_HIT_CHOICE:
    case PHL_STAMPSWAP_HIT_CONTEST:
      return h->kind == PHL_STAMPSWAP_ACTION_CONTEST && (guint) hit.index < self->st->n_board
             && g_strcmp0 (phl_stampswap_state_card (self->st, self->st->board[hit.index])->id, h->contest) == 0;
    default:
      return FALSE;
    }
}

/* The hint's pile for an item being cut, or -1. */
static int
hinted_cut_zone (PhlStampswapView *self,
                 Hit               hit)
{
  if (!self->hint_on || self->hint.kind != PHL_STAMPSWAP_ACTION_CUT || hit.kind != PHL_STAMPSWAP_HIT_CUT_ITEM
      || hit.index < 0 || (guint) hit.index >= self->hint.cut.n_items)
    return -1;
  return self->hint.cut.zone[hit.index];
}

char *
phl_stampswap_describe_hit (PhlStampswapView *self,
                            Hit               hit)
{
  g_autofree char *plain = describe_hit_plain (self, hit);
  int zone = hinted_cut_zone (self, hit);

  if (plain == NULL)
    return NULL;
  if (hit_is_hinted (self, hit))
    /* Translators: what lies under the cursor, then that the hint outlines it */
    return g_strdup_printf (_("%s — suggested by the hint"), plain);
  if (zone == PHL_STAMPSWAP_CUT_RESERVE)
    /* Translators: an item being cut, then where the hint puts it */
    return g_strdup_printf (_("%s The hint puts it in the reserve."), plain);
  if (zone == PHL_STAMPSWAP_CUT_PILE1 || zone == PHL_STAMPSWAP_CUT_PILE2)
    /* Translators: an item being cut, then the pile (1 or 2) the hint puts it in */
    return g_strdup_printf (_("%s The hint puts it in pile %d."), plain, zone == PHL_STAMPSWAP_CUT_PILE1 ? 1 : 2);
  return g_steal_pointer (&plain);
}

static char *
over_text (PhlStampswapView *self)
{
  const PhlStampswapState *st = self->st;
  guint winners = phl_stampswap_game_winners (st);
  guint n = 0;
  int best = 0;

  for (guint s = 0; s < st->n_players; s++)
    if (winners & (1u << s))
      n++, best = phl_stampswap_state_total (st, s);
  if (st->solo)
    return g_strdup_printf (_("The Final Show is over: you scored %d points."), phl_stampswap_state_total (st, 0));
  if (n > 1)
    return g_strdup_printf (_("The Final Show is over: a shared victory with %d points."), best);
  for (guint s = 0; s < st->n_players; s++)
    if (winners & (1u << s))
      return g_strdup_printf (_("The Final Show is over: %s wins with %d points."),
                              phl_stampswap_view_seat_name (self, s), phl_stampswap_state_total (st, s));
  return g_strdup (_("The Final Show is over."));
}

static char *
show_text (PhlStampswapView *self,
           guint             cur)
{
  const PhlStampswapPlayer *p = phl_stampswap_view_player (self, cur);

  if (!phl_stampswap_view_pending_left (self))
    return g_strdup (phl_game_view_for_input (PHL_GAME_VIEW (self),
                                              _("Enter a contest: go to one you may enter with the arrow keys and "
                                                "press Enter to score it."),
                                              _("Enter a contest: click one with a green frame to score it.")));
  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] != EMPTY && !phl_stampswap_album_fits_anywhere (&p->album, phl_stampswap_item_tile (p->pending[i])))
      {
        const PhlStampswapTile *tile = phl_stampswap_item_tile (p->pending[i]);
        int value = 0;

        for (guint k = 0; k < tile->n_stamps; k++)
          value += tile->stamps[k].value;
        /* Translators: a stamp kind, then the points its discard scores */
        return g_strdup_printf (phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self))
                                  ? _("Your %s fits nowhere in the album: go to it with the arrow keys and "
                                      "press Enter to discard it (%+d points).")
                                  : _("Your %s fits nowhere in the album: click it to discard it (%+d points)."),
                                phl_stampswap_kind_label (tile->kind), value);
      }
  return g_strdup (phl_game_view_for_input (PHL_GAME_VIEW (self),
                                            _("Place your new stamps: go to one with the arrow keys and press "
                                              "Enter, move it in the album with the arrow keys, then press Enter."),
                                            _("Place your new stamps: drag each into the album (green fits, red "
                                              "does not).")));
}

char *
phl_stampswap_status_text (PhlStampswapView *self)
{
  const PhlStampswapState *st = self->st;
  int cur = phl_stampswap_game_current (st);
  const char *who;

  if (st->phase == PHL_STAMPSWAP_PHASE_OVER)
    return over_text (self);
  if (cur < 0)
    return g_strdup ("");
  if (self->summary_day >= 0)
    /* Translators: the end-of-day summary waits for the players */
    return g_strdup_printf (_("Day %d is over: press Continue for the next day."), self->summary_day + 1);
  if (phl_stampswap_view_at_screen (self) < 0)
    return phl_game_view_dup_pass_screen (PHL_GAME_VIEW (self), cur);
  if (phl_stampswap_view_my_turn (self))
    {
      switch (st->phase)
        {
        case PHL_STAMPSWAP_PHASE_COLLECT:
          return g_strdup_printf (_("Your turn: take an item from the pool (%u of 6 collected)."),
                                  phl_stampswap_view_player (self, cur)->n_collection);
        case PHL_STAMPSWAP_PHASE_CUT:
          {
            g_autofree char *why = phl_stampswap_cut_instruction (self);

            if (why == NULL)
              return g_strdup (_("Your piles are ready: press Confirm Piles (or Enter)."));
            return g_strdup_printf (_("Your cut: %s."), why);
          }
        case PHL_STAMPSWAP_PHASE_CHOOSE:
          return g_strdup (phl_game_view_for_input (PHL_GAME_VIEW (self),
                                                    _("Your turn: go to a pile of an opponent with the arrow keys "
                                                      "and press Enter to take it."),
                                                    _("Your turn: click a pile of an opponent to take it.")));
        case PHL_STAMPSWAP_PHASE_SHOW:
          return show_text (self, cur);
        default:
          break;
        }
    }
  who = phl_stampswap_view_seat_name (self, cur);
  switch (st->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return g_strdup_printf (_("%s is taking an item…"), who);
    case PHL_STAMPSWAP_PHASE_CUT:
      return g_strdup_printf (_("%s is making piles…"), who);
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      return g_strdup_printf (_("%s is choosing a pile…"), who);
    case PHL_STAMPSWAP_PHASE_SHOW:
      return g_strdup_printf (_("%s is placing stamps…"), who);
    default:
      return g_strdup ("");
    }
}

/* The canvas's accessible label is the situation; its description is
 * what lies under the keyboard cursor (or, without one, the pointer). */
void
phl_stampswap_update_accessible (PhlStampswapView *self,
                                 const char       *status)
{
  const PhlStampswapState *st = self->st;
  g_autoptr(GString) label = g_string_new (NULL);
  g_autofree char *description = NULL;
  Hit targets[PHL_STAMPSWAP_MAX_POOL + HELD];
  guint n = phl_stampswap_focus_targets (self, targets);

  /* Translators: "Stamp Swap table. Day 2, Swap Phase. " */
  g_string_append_printf (label, _("Stamp Swap table. Day %u, %s. "), st->round + 1,
                          phl_stampswap_phase_title (st->phase));
  g_string_append (label, status);
  for (guint s = 0; s < st->n_players; s++)
    g_string_append_printf (label, ngettext (" %s: %d point.", " %s: %d points.", phl_stampswap_state_total (st, s)),
                            phl_stampswap_view_seat_name (self, s), phl_stampswap_state_total (st, s));

  if (st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_selected_tile (self) != NULL && self->ghost_on)
    {
      gboolean fits = phl_stampswap_album_fits (&phl_stampswap_view_player (self, self->viewer)->album,
                                                phl_stampswap_view_selected_tile (self), self->ghost_x, self->ghost_y);

      /* Translators: where the stamp being placed would go; columns and rows count from 1 */
      description = g_strdup_printf (fits ? _("The stamp is at column %d, row %d: it fits there.")
                                          : _("The stamp is at column %d, row %d: it does not fit there."),
                                     self->ghost_x + 1, self->ghost_y + 1);
    }
  /* Under the pointer only while the pointer is the input in use: Enter
   * acts on the keyboard cursor, so a keyboard player must hear that (a
   * mouse resting over the pool once described another item). */
  else if (self->describe_pointer && self->pointer_in && self->hover.kind != PHL_STAMPSWAP_HIT_NONE
           && !phl_game_view_get_keyboard_input (PHL_GAME_VIEW (self)))
    description = phl_stampswap_describe_hit (self, self->hover);
  else if (n > 0)
    description = phl_stampswap_describe_hit (self, targets[CLAMP (self->focus, 0, (int) n - 1)]);
  phl_accessible_relabel (GTK_WIDGET (self->canvas), label->str);
  phl_game_view_describe_board (GTK_WIDGET (self->canvas), description);
}

void
phl_stampswap_update_accessible_hover (PhlStampswapView *self)
{
  g_autofree char *status = phl_stampswap_status_text (self);

  phl_stampswap_update_accessible (self, status);
}
