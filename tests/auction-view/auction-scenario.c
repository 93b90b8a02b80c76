/* auction-scenario.c — Stamp Auction played in the real app (tests/probe)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every click lands at a point worked out from the table's own layout
 * (phl-auction-layout.h, the geometry the view draws and hit-tests with)
 * and the canvas's size: a redesign moves the points with it.  Waits are
 * on the match's state, never on time, except where the test proves that
 * the computers wait.
 *
 * English plays a whole sealed-bid game by the mouse, with an undo against
 * a computer and a Continue that must keep the log; every language plays
 * a hot-seat hand-over, rings the bell in a countdown, meets a sell turn
 * passed over and a refused country, wins from a position, and takes
 * screenshots at 1920×1080, 1024×700 and 800×600.
 */
#include "config.h"

#include <string.h>

#include "auction/phl-auction.h"
#include "phl-auction-layout.h"
#include "phl-change.h"
#include "phl-game-view.h"
#include "probe.h"

static const char *
source_dir (void)
{
  return g_getenv ("TESTS_AUCTION_VIEW_DIR");
}

static gboolean english;

/* @format (a translated message with one %s) with @arg in place. */
static char *
fill (const char *format,
      const char *arg)
{
  const char *at = strstr (format, "%s");

  if (at == NULL)
    return g_strdup (format);
  return g_strdup_printf ("%.*s%s%s", (int) (at - format), format, arg, at + 2);
}

static const PhlAuctionState *
state_of (PhlMatch *match)
{
  return phl_match_get_state (match);
}

static GtkWidget *
canvas (void)
{
  GtkWidget *board = probe_board ();
  GtkWidget *area = board != NULL ? probe_find_type (board, "GtkDrawingArea") : NULL;

  if (area == NULL)
    probe_bail ("no table canvas in the board");
  return area;
}

static guint
n_humans (PhlMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    n += phl_match_get_seat (match, i)->kind == PHL_SEAT_HUMAN;
  return n;
}

/* The table as the view lays it out now. */
static void
layout_now (PhlMatch         *match,
            PhlAuctionLayout *layout)
{
  const PhlAuctionState *state = state_of (match);
  GtkWidget *area = canvas ();
  int seat = phl_match_get_current_seat (match);
  guint n_sales = 0;

  if (state->phase == PHL_AUCTION_PHASE_SELL && seat >= 0
      && phl_auction_can_sell (state, seat) == PHL_AUCTION_OK)
    {
      g_autoptr(GArray) sales = phl_auction_list_sales (state, seat);

      n_sales = sales->len;
    }
  phl_auction_layout_compute (layout, state, gtk_widget_get_width (area), gtk_widget_get_height (area),
                              n_sales, n_humans (match) > 1);
}

/* A real click in the middle of @item. */
static void
click_item (PhlMatch *match,
            int       item)
{
  PhlAuctionLayout layout;
  PhlAuctionRect r;

  probe_settle ();
  layout_now (match, &layout);
  if (!phl_auction_layout_item_rect (&layout, item, &r))
    probe_bail ("the table has no item %d now", item);
  probe_click_at (canvas (), r.x + r.w / 2, r.y + r.h / 2);
}

static GtkWidget *
visible_button (const char *msgid)
{
  GtkWidget *button = probe_find (probe_view (), P_(msgid));

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_get_sensitive (button) ? button : NULL;
}

static gboolean
person_or_notice (PhlMatch *match)
{
  int seat = phl_match_get_current_seat (match);

  return phl_match_is_over (match) || visible_button ("_Continue") != NULL
         || (seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN
             && state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN);
}

/* One decision of the person at the screen, by the mouse.  Returns FALSE
 * when there was none to take (a countdown runs). */
static gboolean
decide (PhlMatch *match)
{
  const PhlAuctionState *state = state_of (match);
  int seat = phl_match_get_current_seat (match);
  guint before = phl_match_get_n_actions (match);
  GtkWidget *button;

  /* What just appeared has its place on the screen first. */
  probe_settle ();
  if ((button = visible_button ("_Continue")) != NULL)
    {
      probe_click (button);
      PROBE_WAIT (visible_button ("_Continue") == NULL, 5000);
      return TRUE;
    }
  if (probe_handover () >= 0)
    return TRUE;
  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
      click_item (match, state->pile_len[0] > 0 ? PHL_AUCTION_ITEM_PILE : PHL_AUCTION_ITEM_PILE + 1);
      break;
    case PHL_AUCTION_PHASE_BIDS:
      {
        /* A modest bid: chosen by one click, placed by a second. */
        int price = MIN (state->players[seat].money, 3);

        click_item (match, PHL_AUCTION_ITEM_BID + price);
        click_item (match, PHL_AUCTION_ITEM_BID + price);
      }
      break;
    case PHL_AUCTION_PHASE_SELL:
      {
        PhlAuctionLayout layout;

        layout_now (match, &layout);
        if (layout.n_rows > 0)
          {
            click_item (match, PHL_AUCTION_ITEM_SALE);
            click_item (match, PHL_AUCTION_ITEM_SALE);
          }
        else
          probe_click (probe_get (probe_view (), P_("_Done")));
      }
      break;
    default:
      return FALSE;
    }
  PROBE_WAIT (phl_match_get_n_actions (match) > before || phl_match_is_over (match), 10000);
  return TRUE;
}

/* ---- A whole sealed-bid game by the mouse -------------------------------------- */

static void
whole_game (void)
{
  PhlMatch *match = probe_start_new ("auction", "HCC", 7, "sealed", NULL);
  gboolean undone = FALSE, continued = FALSE;
  guint decisions = 0;

  probe_ok (match != NULL, "a sealed-bid auction against two computers");
  probe_screenshots ("sealed-start");
  while (!phl_match_is_over (match) && decisions < 600)
    {
      guint before;
      int seat;

      PROBE_WAIT (person_or_notice (match), 60000);
      if (phl_match_is_over (match))
        break;
      before = phl_match_get_n_actions (match);
      seat = phl_match_get_current_seat (match);
      if (decisions == 2)
        probe_screenshots ("sealed-decision");
      if (!decide (match))
        continue;
      decisions++;

      /* Undo against a computer: once a computer has answered, take back
       * the person's move with the computer's (nothing revealed yet). */
      if (!undone && !phl_match_is_over (match) && seat == 0)
        {
          PROBE_WAIT (phl_match_get_n_actions (match) >= before + 2 || person_or_notice (match), 10000);
          if (phl_match_get_n_actions (match) >= before + 2 && phl_match_get_can_undo (match))
            {
              probe_ok (probe_activate (NULL, "game.undo", NULL), "game.undo is there");
              PROBE_WAIT (phl_match_get_n_actions (match) <= before, 5000);
              probe_ok (phl_match_get_n_actions (match) == before && phl_match_get_current_seat (match) == 0,
                        "undo took back the move and the computer's answer (%u actions, seat %d)",
                        phl_match_get_n_actions (match), phl_match_get_current_seat (match));
              undone = TRUE;
            }
        }

      /* Continue halfway: the log must still tell the whole game. */
      if (!continued && decisions == 12 && !phl_match_is_over (match))
        {
          g_autofree char *first = g_strdup (phl_change_describe (phl_match_get_change (match, 0), 0));
          guint n = phl_match_get_n_actions (match);

          probe_ok (first[0] != '\0', "the first action has words: %s", first);
          match = probe_start_continue (NULL);
          /* The computers may have moved on before the game was left. */
          probe_ok (phl_match_get_n_actions (match) >= n, "Continue brings back all %u actions (%u)", n,
                    phl_match_get_n_actions (match));
          probe_ok (probe_shows (first), "after Continue the log still shows the first action");
          continued = TRUE;
        }
    }
  probe_ok (phl_match_is_over (match), "the game was played to its end by the mouse (%u decisions)", decisions);
  probe_ok (undone, "undo against a computer was tried and worked");
  probe_ok (continued, "Continue was tried");
  probe_settle ();
  probe_screenshots ("sealed-end");
}

/* ---- A hot-seat hand-over with a sealed bid ------------------------------------ */

static void
handover (void)
{
  PhlMatch *match = probe_start_new ("auction", "HHC", 11, "sealed", NULL);
  gboolean handed = FALSE, bid_after = FALSE;

  for (guint step = 0; step < 40 && !bid_after; step++)
    {
      const PhlAuctionState *state;
      int seat;

      PROBE_WAIT (person_or_notice (match) || probe_handover () >= 0, 30000);
      state = state_of (match);
      seat = phl_match_get_current_seat (match);
      if (state->phase == PHL_AUCTION_PHASE_BIDS && handed)
        {
          guint before = phl_match_get_n_actions (match);

          probe_screenshots ("handover-bid");
          decide (match);
          bid_after = phl_match_get_n_actions (match) > before
                      && phl_auction_move_parse (phl_match_get_action (match, before), &(PhlAuctionMove) { 0 });
          break;
        }
      if (phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN
          && phl_auction_state_hides_from (state, seat, phl_game_view_get_viewer (PHL_GAME_VIEW (probe_view ()))))
        {
          probe_screenshots ("handover-page");
          handed = probe_handover () == seat;
          continue;
        }
      decide (match);
    }
  probe_ok (handed, "a sealed bid asked for the screen to be handed over");
  probe_ok (bid_after, "after the hand-over the bid was placed by the mouse");
}

/* ---- Keyboard only ------------------------------------------------------------------ */

/* Whether the status shows the part of @msgid after its "%s" (a name). */
static gboolean
shows_after_name (const char *msgid)
{
  const char *text = P_(msgid);
  const char *at = strstr (text, "%s");

  return probe_shows (at != NULL ? at + 2 : text);
}

/* The auctioneer's instruction says "click" once the pointer moved and
 * names the keys after a key press. */
static void
pick_words_follow_input (void)
{
  const char *keys = "%s, you are the auctioneer: choose a pile to auction its card with the arrow keys and Enter";
  const char *pointer = "%s, you are the auctioneer: click a pile to auction its card";

  probe_hover_at (canvas (), 4, 4);
  probe_hover_at (canvas (), 24, 24);
  probe_settle ();
  probe_ok (shows_after_name (pointer) && !shows_after_name (keys), "after a pointer move the pick says “click”");
  probe_key ("shift");
  probe_settle ();
  probe_ok (shows_after_name (keys) && !shows_after_name (pointer), "after a key press the pick names the keys");
}

/* The table takes the arrows and Enter: a pile auctioned and a sealed bid
 * made without the mouse. */
static void
keyboard (void)
{
  PhlMatch *match = probe_start_new ("auction", "HCC", 3, "sealed", NULL);
  gboolean picked = FALSE, bid = FALSE;

  for (guint step = 0; step < 30 && !(picked && bid); step++)
    {
      PhlAuctionPhase phase;
      guint before;

      PROBE_WAIT (person_or_notice (match), 30000);
      if (phl_match_is_over (match))
        break;
      probe_settle ();
      phase = state_of (match)->phase;
      before = phl_match_get_n_actions (match);
      if (visible_button ("_Continue") != NULL || phase == PHL_AUCTION_PHASE_SELL)
        {
          decide (match);
          continue;
        }
      if (phase == PHL_AUCTION_PHASE_PICK && !picked)
        pick_words_follow_input ();
      /* The first live item, then Enter; a bid is chosen, then placed. */
      gtk_widget_grab_focus (canvas ());
      probe_key ("Right");
      probe_key ("Return");
      if (phase == PHL_AUCTION_PHASE_BIDS)
        probe_key ("Return");
      PROBE_WAIT (phl_match_get_n_actions (match) > before, 5000);
      if (phase == PHL_AUCTION_PHASE_PICK)
        picked = g_str_has_prefix (phl_match_get_action (match, before), "take ");
      else if (phase == PHL_AUCTION_PHASE_BIDS)
        bid = g_str_has_prefix (phl_match_get_action (match, before), "bid 1 ");
    }
  probe_ok (picked, "a pile auctioned with the arrow keys and Enter");
  probe_ok (bid, "a sealed bid made with the arrow keys and Enter");
}

/* ---- The bell, heard briefly ----------------------------------------------------- */

static gboolean
all_digits (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (; *text; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

static void
wake_up (gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* The main loop runs on (the countdown's timers with it) for @ms. */
static void
let_time_pass (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      gboolean woken = FALSE;

      g_timeout_add_once (50, wake_up, &woken);
      while (!woken)
        g_main_context_iteration (NULL, TRUE);
    }
}

/* The auction just ended (action @sale): its result stays a moment, shown
 * and told, before the next step, the computers' too; paused (P), the
 * moment waits; going on, the game does. */
static void
result_beat (PhlMatch *match,
             guint     sale)
{
  PhlGameView *view = PHL_GAME_VIEW (probe_view ());
  const char *result = phl_change_describe (phl_match_get_change (match, sale), phl_game_view_get_viewer (view));
  guint n = phl_match_get_n_actions (match);

  probe_ok (phl_game_view_in_beat (view) && g_str_equal (phl_game_view_get_status (view), result),
            "the auction's result stays on the screen: %s", result);
  probe_ok (probe_activate (NULL, "auction.pause", NULL), "auction.pause after a sale");
  /* Slow tempo: the beat is 1.8 s; paused, it lasts on. */
  let_time_pass (2500);
  probe_ok (phl_game_view_in_beat (view) && phl_match_get_n_actions (match) == n
            && g_str_equal (phl_game_view_get_status (view), result),
            "paused, the result stays and nobody acts (%u actions, %u before)", phl_match_get_n_actions (match), n);
  probe_activate (NULL, "auction.pause", NULL);
  PROBE_WAIT (!phl_game_view_in_beat (view), 5000);
  probe_ok (!phl_game_view_in_beat (view) && !g_str_equal (phl_game_view_get_status (view), result),
            "after the moment the next step shows: %s", phl_game_view_get_status (view));
  if (!phl_match_seat_is_person (match, phl_match_get_current_seat (match)))
    {
      PROBE_WAIT (phl_match_get_n_actions (match) > n, 10000);
      probe_ok (phl_match_get_n_actions (match) > n, "then the computers go on");
    }
}

static void
bell (void)
{
  PhlMatch *match = probe_start_new ("auction", "HCC", 5, NULL, NULL);
  const PhlAuctionState *state;
  g_autofree char *label1 = NULL, *label2 = NULL, *desc1 = NULL, *desc2 = NULL;
  guint before;
  int price;

  g_settings_set_string (probe_settings (), "auction-tempo", "slow");
  /* Play on until a countdown shows: on a busy machine a whole countdown
   * may pass while the probe is still settling after the pick, and then
   * the next auction's is the one to hear. */
  for (guint tries = 0; tries < 20 && !phl_match_is_over (match)
                        && state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN; tries++)
    {
      PROBE_WAIT (state_of (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN || person_or_notice (match), 30000);
      if (state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN && !phl_match_is_over (match))
        decide (match);
    }
  if (state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN)
    probe_bail ("no countdown seen in 20 turns");

  /* Each tick the description is the price alone, the label the same. */
  price = state_of (match)->price;
  label1 = probe_accessible_label (canvas ());
  desc1 = probe_accessible_description (canvas ());
  PROBE_WAIT (state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN || state_of (match)->price != price, 5000);
  if (state_of (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      label2 = probe_accessible_label (canvas ());
      desc2 = probe_accessible_description (canvas ());
      probe_ok (all_digits (desc1) && all_digits (desc2) && g_strcmp0 (desc1, desc2) != 0,
                "the countdown is described by its number only (“%s”, then “%s”)", desc1, desc2);
      probe_ok (g_strcmp0 (label1, label2) == 0, "the countdown's label stays the same: %s", label1);
      probe_screenshots ("countdown");
    }

  /* Paused (auction.pause, the P key), the price stands still for three
   * slow steps; P again and it falls on. */
  if (state_of (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      guint n;

      probe_ok (probe_activate (NULL, "auction.pause", NULL), "auction.pause in a countdown");
      probe_settle ();
      n = phl_match_get_n_actions (match);
      let_time_pass (3 * 1200);
      probe_ok (phl_match_get_n_actions (match) == n && state_of (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN,
                "paused, the price stands still (%u actions, %u before)", phl_match_get_n_actions (match), n);
      probe_ok (probe_shows (probe_tr ("Paused: press P to let the price fall again")), "the status says it is paused");
      probe_activate (NULL, "auction.pause", NULL);
      PROBE_WAIT (phl_match_get_n_actions (match) > n, 10000);
      probe_ok (TRUE, "going on, the countdown moves again");
    }

  /* A hint in the countdown (Ann is the auctioneer: she may ask): the
   * hard computer's price for her, in the hint bar. */
  if (english && state_of (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN && state_of (match)->auctioneer == 0)
    {
      probe_ok (probe_activate (NULL, "game.hint", NULL), "game.hint in a countdown");
      PROBE_WAIT (probe_shows ("the hard computer") || state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN,
                  5000);
      probe_ok (probe_shows ("the hard computer") || state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN,
                "the countdown hint names the hard computer's price");
    }

  /* Ring by clicking the bell (Ann has the money for any price). */
  state = state_of (match);
  before = phl_match_get_n_actions (match);
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      click_item (match, PHL_AUCTION_ITEM_BELL);
      PROBE_WAIT (phl_match_get_n_actions (match) > before, 5000);
      for (guint i = before; i < phl_match_get_n_actions (match); i++)
        if (g_str_equal (phl_match_get_action (match, i), "ring 1"))
          {
            probe_ok (TRUE, "a click on the bell rang for Ann");
            if (state_of (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN)
              result_beat (match, i);
            return;
          }
      probe_skip ("a computer rang first");
    }
  else
    probe_skip ("the countdown ended before the click");
}

/* ---- A sell turn passed over, a refused country ---------------------------------- */

static char *
write_position (const char *name,
                const char *text)
{
  char *path = g_build_filename (probe_home (), name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, text, -1, &error))
    probe_bail ("%s", error->message);
  return path;
}

/* Bruno (computer) auctioned; Anna bought the Monaco card and holds only a
 * set Monaco buys; with too much money for credit and none to repay she has
 * nothing to do and her turn is passed over. */
static const char skipped_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=2\nSeed=1\nVariant=standard\n\n"
  "[Player1]\nName=Anna\nKind=human\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=1\n"
  "Hand=andorra/sports/red/monaco;liechtenstein/wildlife/blue/andorra;monaco/history/yellow/monaco;\n"
  "BoughtFrom=monaco\n\n"
  "[Player2]\nName=Bruno\nKind=computer\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=0\n"
  "Hand=monaco/sports/red/liechtenstein;\n\n"
  "[Player3]\nName=Clara\nKind=computer\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=0\n"
  "Hand=liechtenstein/sports/red/andorra;\n\n"
  "[Treasury]\nAndorra=3\nLiechtenstein=4\nMonaco=6\n\n"
  "[Last]\nCard=monaco/history/yellow/monaco\nBuyer=1\nPrice=4\nFree=false\n";

/* Anna's turn: a set for Andorra she may sell, one for Monaco she may not. */
static const char refused_position[] =
  "[Match]\nGame=auction\nFormat=1\nPlayers=3\nCurrent=1\nSeed=1\nVariant=standard\n\n"
  "[Player1]\nName=Anna\nKind=human\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=1\n"
  "Hand=andorra/sports/red/monaco;liechtenstein/wildlife/blue/andorra;monaco/history/yellow/monaco;"
  "andorra/wildlife/red/andorra;andorra/history/red/liechtenstein;\n"
  "BoughtFrom=monaco\n\n"
  "[Player2]\nName=Bruno\nKind=computer\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=0\n"
  "Hand=monaco/sports/red/liechtenstein;\n\n"
  "[Player3]\nName=Clara\nKind=computer\nLevel=normal\nMoney=15\nCredits=0\nPostmarks=0\n"
  "Hand=liechtenstein/sports/red/andorra;\n\n"
  "[Treasury]\nAndorra=3\nLiechtenstein=4\nMonaco=6\n\n"
  "[Last]\nCard=monaco/history/yellow/monaco\nBuyer=1\nPrice=4\nFree=false\n";

static gboolean
time_passed (gint64 *until)
{
  return g_get_monotonic_time () >= *until;
}

static void
skipped_turn (void)
{
  g_autofree char *path = write_position ("skipped.philatelia", skipped_position);
  PhlMatch *match = probe_start_continue (path);
  g_autofree char *notice = NULL;
  GtkWidget *button;
  guint n;
  gint64 until;

  PROBE_WAIT (visible_button ("_Continue") != NULL || phl_match_is_over (match), 20000);
  button = visible_button ("_Continue");
  probe_ok (button != NULL, "a sell turn passed over stops the game with Continue");
  notice = fill (P_("You bought from %s in this auction, so you cannot sell there: your turn to sell was passed over."),
                 phl_auction_country_name (PHL_AUCTION_MONACO));
  probe_ok (probe_shows (notice), "it says why: %s", notice);
  probe_screenshots ("skipped-turn");

  /* The computers wait while the player reads it. */
  n = phl_match_get_n_actions (match);
  until = g_get_monotonic_time () + 1500 * G_TIME_SPAN_MILLISECOND;
  probe_wait ((ProbePredicate) time_passed, &until, 5000, "1.5 s to pass");
  probe_ok (phl_match_get_n_actions (match) == n, "the computers waited (%u actions)", phl_match_get_n_actions (match));
  if (button != NULL)
    {
      probe_click (button);
      PROBE_WAIT (phl_match_get_n_actions (match) > n, 10000);
      probe_ok (TRUE, "after Continue the game goes on");
    }
}

static void
refused_country (void)
{
  g_autofree char *path = write_position ("refused.philatelia", refused_position);
  PhlMatch *match = probe_start_continue (path);
  g_autofree char *reason = NULL, *description = NULL;
  PhlAuctionLayout layout;

  probe_settle ();
  reason = fill (P_("You bought from %s in this auction, so you cannot sell there until the next auction ends."),
                 phl_auction_country_name (PHL_AUCTION_MONACO));
  description = probe_accessible_description (canvas ());
  probe_ok (description != NULL && strstr (description, reason) != NULL,
            "the table's description carries the refusal in full: %s", reason);
  /* And in words on the screen, under the table (a label that wraps). */
  probe_ok (probe_shows (reason), "the bar under the table says it in full");
  /* The pointer over Monaco's panel: the reason as a tooltip too. */
  layout_now (match, &layout);
  probe_hover_at (canvas (), layout.countries[PHL_AUCTION_MONACO].x + layout.countries[PHL_AUCTION_MONACO].w / 2,
                  layout.countries[PHL_AUCTION_MONACO].y + layout.countries[PHL_AUCTION_MONACO].h / 2);
  probe_screenshots ("refused-country");
  probe_ok (layout.n_rows > 0, "the Andorra set is offered (%u rows)", layout.n_rows);
}

/* ---- The end, from a winning sale --------------------------------------------- */

static void
winning_sale (void)
{
  g_autofree char *path = g_build_filename (source_dir (), "winning-sale.philatelia", NULL);
  PhlMatch *match = probe_start_continue (path);

  probe_settle ();
  click_item (match, PHL_AUCTION_ITEM_SALE);
  click_item (match, PHL_AUCTION_ITEM_SALE);
  PROBE_WAIT (phl_match_is_over (match), 10000);
  probe_ok (phl_match_is_over (match), "the winning set sold by the mouse ends the game");
  probe_settle ();
  probe_screenshots ("end");
}

void
probe_scenario (void)
{
  english = g_str_equal (probe_language (), "en");
  g_settings_set_string (probe_settings (), "auction-tempo", "fast");
  g_settings_set_boolean (probe_settings (), "sounds", FALSE);

  refused_country ();
  skipped_turn ();
  bell ();
  keyboard ();
  handover ();
  winning_sale ();
  if (english)
    whole_game ();
}
