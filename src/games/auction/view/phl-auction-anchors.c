/* phl-auction-anchors.c — where Learn to Play may point on the auction table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The anchor names of docs/guides.md ("## Stamp Auction anchors"), from
 * the table's one layout (phl-auction-layout.c, as drawn and clicked) and
 * the decision bar's buttons, in the view's coordinates.  Everything an
 * anchor shows is on the table for all to see: no hidden card is named.
 */
#define G_LOG_DOMAIN "phl-auction-view"

#include "config.h"

#include <string.h>

#include "phl-auction-view-private.h"

static void
set_rect (graphene_rect_t      *rect,
          const PhlAuctionRect *r)
{
  graphene_rect_init (rect, r->x, r->y, r->w, r->h);
}

static int
parse_country (const char *text)
{
  static const char * const keys[PHL_AUCTION_N_COUNTRIES] = { "andorra", "liechtenstein", "monaco" };

  for (int c = 0; c < PHL_AUCTION_N_COUNTRIES; c++)
    if (g_str_equal (text, keys[c]))
      return c;
  return -1;
}

/* The decision bar's button @name ("credit", "repay-money" …) while it shows. */
static GtkWidget *
bar_button (PhlAuctionView *self,
            const char     *name)
{
  static const struct { const char *name; gsize offset; } buttons[] = {
    { "credit", G_STRUCT_OFFSET (PhlAuctionView, credit_button) },
    { "repay-money", G_STRUCT_OFFSET (PhlAuctionView, repay_money_button) },
    { "repay-postmark", G_STRUCT_OFFSET (PhlAuctionView, repay_postmark_button) },
    { "sell", G_STRUCT_OFFSET (PhlAuctionView, sell_button) },
    { "pass", G_STRUCT_OFFSET (PhlAuctionView, pass_button) },
    { "ring", G_STRUCT_OFFSET (PhlAuctionView, ring_button) },
    { "continue", G_STRUCT_OFFSET (PhlAuctionView, continue_button) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (g_str_equal (name, buttons[i].name))
      {
        GtkWidget *button = G_STRUCT_MEMBER (GtkWidget *, self, buttons[i].offset);

        return button != NULL && gtk_widget_is_drawable (button) ? button : NULL;
      }
  return NULL;
}

/* A seat's panel, or the part of it named by @part. */
static gboolean
player_anchor (const PhlAuctionLayout *l,
               const PhlAuctionState  *state,
               const char             *part,
               const char             *seat_text,
               graphene_rect_t        *rect)
{
  const PhlAuctionPlayerBox *b;
  int seat = phl_game_view_parse_anchor_seat (seat_text, state->n_players);
  guint n_hand;

  if (seat < 0 || (guint) seat >= l->n_players)
    return FALSE;
  b = &l->players[seat];
  if (g_str_equal (part, "player"))
    set_rect (rect, &b->panel);
  else if (g_str_equal (part, "money"))
    graphene_rect_init (rect, b->panel.x, b->stats_y - 10, b->panel.w, 20);
  else if (g_str_equal (part, "hand"))
    {
      n_hand = MAX (1, state->players[seat].n_hand);
      graphene_rect_init (rect, b->hand_x, b->hand_y, b->card_w + (n_hand - 1) * b->step, b->card_h);
    }
  else
    return FALSE;
  return TRUE;
}

/* @name's rectangle on the canvas, or FALSE. */
static gboolean
canvas_anchor (PhlAuctionView  *self,
               const char      *name,
               graphene_rect_t *rect)
{
  const PhlAuctionState *state = phl_match_get_state (self->match);
  g_autofree char *head = NULL;
  const char *colon = strchr (name, ':');
  const char *arg = colon != NULL ? colon + 1 : NULL;
  PhlAuctionLayout l;
  PhlAuctionRect r;
  int country;
  guint64 n;

  _phl_auction_view_layout (self, &l);
  if (l.width <= 0 || l.height <= 0)
    return FALSE;
  head = colon != NULL ? g_strndup (name, colon - name) : g_strdup (name);

  if (g_str_equal (name, "piles"))
    {
      graphene_rect_t second;

      set_rect (rect, &l.piles[0]);
      set_rect (&second, &l.piles[1]);
      graphene_rect_union (rect, &second, rect);
      return TRUE;
    }
  if (g_str_equal (head, "pile") && arg != NULL &&
      g_ascii_string_to_unsigned (arg, 10, 1, 2, &n, NULL))
    {
      set_rect (rect, &l.piles[n - 1]);
      return TRUE;
    }
  if (g_str_equal (name, "lot"))
    {
      set_rect (rect, &l.lot);
      return TRUE;
    }
  if (g_str_equal (name, "price"))
    {
      graphene_rect_init (rect, l.price_x - l.price_r, l.price_y - l.price_r, 2 * l.price_r, 2 * l.price_r);
      return l.price_r > 0;
    }
  if (g_str_equal (name, "bell"))
    {
      set_rect (rect, &l.bell);
      return TRUE;
    }
  /* The country tables, each with its treasury. */
  if (g_str_equal (name, "countries") || g_str_equal (name, "treasury"))
    {
      graphene_rect_t other;

      set_rect (rect, &l.countries[0]);
      for (int c = 1; c < PHL_AUCTION_N_COUNTRIES; c++)
        {
          set_rect (&other, &l.countries[c]);
          graphene_rect_union (rect, &other, rect);
        }
      return TRUE;
    }
  if ((g_str_equal (head, "country") || g_str_equal (head, "treasury")) && arg != NULL &&
      (country = parse_country (arg)) >= 0)
    {
      set_rect (rect, &l.countries[country]);
      return TRUE;
    }
  if (g_str_equal (name, "sales"))
    {
      set_rect (rect, &l.info);
      return TRUE;
    }
  if (g_str_equal (head, "sale") && arg != NULL &&
      g_ascii_string_to_unsigned (arg, 10, 1, PHL_AUCTION_MAX_ROWS, &n, NULL))
    return n <= l.n_rows && phl_auction_layout_item_rect (&l, ITEM_SALE + (int) n - 1, &r) &&
           (set_rect (rect, &r), TRUE);
  if (arg != NULL && (g_str_equal (head, "player") || g_str_equal (head, "money") || g_str_equal (head, "hand")))
    return player_anchor (&l, state, head, arg, rect);
  return FALSE;
}

gboolean
phl_auction_view_get_anchor (PhlGameView     *view,
                             const char      *anchor,
                             graphene_rect_t *rect)
{
  PhlAuctionView *self = PHL_AUCTION_VIEW (view);
  GtkWidget *from = self->canvas;
  graphene_rect_t inner;

  if (g_str_has_prefix (anchor, "button:"))
    {
      if ((from = bar_button (self, anchor + 7)) == NULL)
        return FALSE;
      graphene_rect_init (&inner, 0, 0, gtk_widget_get_width (from), gtk_widget_get_height (from));
    }
  else if (!gtk_widget_get_mapped (self->canvas) || !canvas_anchor (self, anchor, &inner))
    return FALSE;
  /* From the canvas (or the button) into the view. */
  if (!gtk_widget_compute_point (from, GTK_WIDGET (view), &inner.origin, &rect->origin))
    return FALSE;
  rect->size = inner.size;
  return TRUE;
}
