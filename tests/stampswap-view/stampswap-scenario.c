/* stampswap-scenario.c — Stamp Swap played in the real app by the mouse
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the UI probe (tests/probe/probe.h).  Every point clicked or dragged
 * comes from the view's own layout module (phl-stampswap-layout.c) for the
 * canvas's size at that moment, never from fixed pixels; the test waits
 * on the match's state, never on time.
 *
 * - A whole game against a normal computer: each pool item taken by a
 *   click, the cut made by real drags of every item into the reserve and
 *   the piles, piles chosen by clicks, each new stamp dragged into the
 *   album, contests entered by clicks; after each day the summary waits
 *   for Continue.
 * - On the way: the hint shows its piles and its stamp's place without
 *   changing the player's; a drop closes what followed the pointer; the
 *   canvas tells a screen reader what is under the keyboard cursor; a
 *   move made by keys only; undo against the computer (a confirmed cut
 *   comes back as it was made); Continue with the log intact.
 * - A hot-seat game until the hand-over page, passed by a real click.
 * - Screenshots of every phase at 1920×1080, 1024×700 and 800×600.
 */
#include "config.h"

#include <string.h>

#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"
#include "probe.h"

static guint shots_taken;

static PhlStampswapView *
view (void)
{
  GtkWidget *widget = probe_view ();

  if (widget == NULL || !PHL_IS_STAMPSWAP_VIEW (widget))
    probe_bail ("no Stamp Swap view (%s)", widget ? G_OBJECT_TYPE_NAME (widget) : "none");
  return PHL_STAMPSWAP_VIEW (widget);
}

/* The layout for the canvas as it is now. */
static const PhlStampswapLayout *
layout (PhlStampswapView *v)
{
  probe_settle ();
  phl_stampswap_view_ensure_layout (v);
  return &v->lay;
}

static void
click_rect (PhlStampswapView *v,
            PhlStampswapRect  r)
{
  probe_click_at (v->canvas, r.x + r.w / 2, r.y + r.h / 2);
}

/* Screenshots the first time @name comes. */
static void
shots (const char *name,
       guint       bit)
{
  if (shots_taken & bit)
    return;
  shots_taken |= bit;
  /* The pointer on the phase track, where nothing pops up. */
  probe_hover_at (view ()->canvas, 4, 4);
  probe_screenshots (name);
}

static gboolean
summary_shows (PhlStampswapView *v)
{
  return gtk_widget_get_visible (v->summary) && gtk_widget_get_mapped (v->summary);
}

/* A person's turn, with any end-of-day summary continued. */
static void
wait_turn (PhlMatch *match)
{
  for (;;)
    {
      PhlStampswapView *v = view ();

      /* The summary holds the computers: a person's turn may not come. */
      PROBE_WAIT (summary_shows (v) || phl_match_is_over (match) || phl_stampswap_view_my_turn (v), 60000);
      probe_settle ();
      if (summary_shows (v))
        {
          guint n = phl_match_get_n_actions (match);

          shots ("stampswap-summary", 1 << 5);
          probe_ok (phl_match_get_n_actions (match) == n, "the computer waits while the day's summary shows");
          probe_click (v->summary_button);
          PROBE_WAIT (!summary_shows (v), 5000);
          continue;
        }
      return;
    }
}

static void
submit_and_wait (PhlMatch *match,
                 guint     before)
{
  probe_wait_actions (before + 1, 10000);
}

/* Takes the first pool item, or with @face_down the first face-down one. */
static void
take (PhlMatch         *match,
      PhlStampswapView *v,
      gboolean          face_down)
{
  const PhlStampswapLayout *L;
  guint before = phl_match_get_n_actions (match);
  guint slot = 0;

  for (guint i = v->st->n_pool; i > 0; i--)
    if (v->st->pool[i - 1] != EMPTY
        && (!face_down || (PHL_STAMPSWAP_ITEM_IS_TILE (v->st->pool[i - 1]) && v->st->face_down[v->st->pool[i - 1]])))
      slot = i - 1;
  while (slot < v->st->n_pool && v->st->pool[slot] == EMPTY)
    slot++;
  shots ("stampswap-collect", 1 << 0);
  L = layout (v);
  if (!(shots_taken & (1 << 6)))
    {
      /* The pointer over an item: the canvas says what lies there. */
      g_autofree char *description = NULL;
      g_autofree char *expected = phl_stampswap_describe_hit (v, (Hit) { PHL_STAMPSWAP_HIT_POOL, slot, 0 });

      guint paints;

      shots_taken |= 1 << 6;
      /* The last move's flash over: from here only the hover is drawn. */
      PROBE_WAIT (v->flash_kind == PHL_STAMPSWAP_HIT_NONE, 5000);
      probe_settle ();
      paints = phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (v->canvas));
      probe_hover_at (v->canvas, L->pool[slot].x + L->pool[slot].w / 2, L->pool[slot].y + L->pool[slot].h / 2);
      probe_settle ();
      description = probe_accessible_description (v->canvas);
      probe_ok (v->hover.kind == PHL_STAMPSWAP_HIT_POOL && description != NULL && g_str_equal (description, expected),
                "the pointer over pool item %u: “%s”", slot + 1, description ? description : "");
      /* The hover and its pop-up are the live layer: the table is kept. */
      probe_ok (phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (v->canvas)) == paints,
                "the hover redraws only its own area (the table painted %u times for it)",
                phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (v->canvas)) - paints);
    }
  click_rect (v, L->pool[slot]);
  submit_and_wait (match, before);
}

/* The cut: the engine's first legal cut, made by dragging each item. */
static void
cut (PhlMatch         *match,
     PhlStampswapView *v,
     gboolean          check_undo)
{
  g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (v->st);
  PhlStampswapAction want;
  PhlStampswapCut made;
  guint before = phl_match_get_n_actions (match);
  gboolean all = TRUE;

  g_assert_true (phl_stampswap_action_parse (g_ptr_array_index (legal, 0), &want, NULL));
  /* The hint: shown on the board, the player's piles untouched. */
  if (!(shots_taken & (1 << 1)))
    {
      probe_ok (probe_activate (NULL, "game.hint", NULL), "game.hint asks for a hint");
      PROBE_WAIT (v->hint_on, 30000);
      probe_ok (v->hint.kind == PHL_STAMPSWAP_ACTION_CUT, "the hint suggests a cut");
      {
        gboolean untouched = TRUE;

        for (guint i = 0; i < v->cut.n_items; i++)
          untouched &= v->cut.zone[i] == PHL_STAMPSWAP_CUT_UNSET;
        probe_ok (untouched, "the hint shows its piles and moves none of the player's items");
      }
      shots ("stampswap-cut-hint", 1 << 1);
    }
  /* A hovered opponent's mat, shown large, keeps off the cut. */
  for (guint seat = 0; seat < phl_stampswap_view_n_parts (v); seat++)
    if ((int) seat != v->viewer)
      {
        const PhlStampswapLayout *L = layout (v);
        PhlStampswapRect o = L->opp[seat];

        probe_hover_at (v->canvas, o.x + o.w / 2, o.y + o.h / 2);
        L = layout (v);
        probe_ok (v->expanded_opp == (int) seat && !phl_stampswap_rect_overlaps (&L->expanded, &L->content),
                  "the hovered mat of seat %u opens beside the cut, not over it", seat);
        break;
      }
  for (guint i = 0; i < v->cut.n_items; i++)
    {
      const PhlStampswapLayout *L = layout (v);
      PhlStampswapRect from = L->cut_item[i], to = L->zone[want.cut.zone[i]];

      probe_drag (v->canvas, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h - 8);
      probe_settle ();
      all &= v->cut.zone[i] == want.cut.zone[i];
      if (i == 0)
        probe_ok (v->preview_blocked && v->hover.kind == PHL_STAMPSWAP_HIT_NONE && v->expanded_opp < 0,
                  "the drop closes what followed the pointer");
    }
  probe_ok (all, "each item dragged into its zone lands there");
  made = v->cut;
  shots ("stampswap-cut", 1 << 2);
  probe_click (v->confirm_button);
  submit_and_wait (match, before);
  if (!check_undo)
    return;

  /* Undo against the computer: the piles come back as they were made. */
  probe_wait_person (60000);
  v = view ();
  probe_activate (NULL, "game.undo", NULL);
  probe_settle ();
  if (probe_ok (phl_match_get_n_actions (match) == before && phl_stampswap_view_cutting (v),
                "undo takes back the cut and the computer's moves after it (%u actions, %u before the cut)",
                phl_match_get_n_actions (match), before))
    probe_ok (memcmp (v->cut.zone, made.zone, made.n_items) == 0, "the undone cut's piles are back as made");
  if (phl_stampswap_view_cutting (v))
    {
      before = phl_match_get_n_actions (match);
      probe_click (v->confirm_button);
      submit_and_wait (match, before);
    }
}

static void
choose (PhlMatch         *match,
        PhlStampswapView *v)
{
  g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (v->st);
  PhlStampswapAction a;
  const PhlStampswapLayout *L = layout (v);
  guint before = phl_match_get_n_actions (match);

  g_assert_true (phl_stampswap_action_parse (g_ptr_array_index (legal, 0), &a, NULL));
  shots ("stampswap-choose", 1 << 3);
  click_rect (v, L->pile[a.seat][a.pile]);
  submit_and_wait (match, before);
}

static void
show (PhlMatch         *match,
      PhlStampswapView *v)
{
  g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (v->st);
  PhlStampswapAction a;
  const PhlStampswapLayout *L = layout (v);
  guint before = phl_match_get_n_actions (match);

  g_assert_true (phl_stampswap_action_parse (g_ptr_array_index (legal, 0), &a, NULL));
  switch (a.kind)
    {
    case PHL_STAMPSWAP_ACTION_PLACE:
      {
        const PhlStampswapTile *tile = phl_stampswap_item_tile (v->st->players[v->viewer].pending[a.index]);
        PhlStampswapRect from = L->pending[a.index];

        shots ("stampswap-show", 1 << 4);
        /* The pointer at the stamp's centre over the cells it goes to. */
        probe_drag (v->canvas, from.x + from.w / 2, from.y + from.h / 2,
                    L->album.x + (a.x + tile->w / 2.0) * L->cell, L->album.y + (a.y + tile->h / 2.0) * L->cell);
      }
      break;
    case PHL_STAMPSWAP_ACTION_DISCARD:
      click_rect (v, L->pending[a.index]);
      break;
    case PHL_STAMPSWAP_ACTION_CONTEST:
      for (guint i = 0; i < PHL_STAMPSWAP_N_ROUND_CONTESTS; i++)
        if (g_str_equal (phl_stampswap_state_card (v->st, v->st->board[i])->id, a.contest))
          click_rect (v, L->choice[i]);
      break;
    default:
      probe_bail ("“%s” in the Show", (char *) g_ptr_array_index (legal, 0));
    }
  submit_and_wait (match, before);
}

/* The canvas says what the keyboard cursor is on; Right and Enter take. */
static void
keyboard_take (PhlMatch         *match,
               PhlStampswapView *v)
{
  guint before = phl_match_get_n_actions (match);
  g_autofree char *description = NULL;

  /* Keyboard only: the pointer rests where nothing is. */
  probe_hover_at (v->canvas, 4, 4);
  gtk_widget_grab_focus (v->canvas);
  probe_key ("Right");
  description = probe_accessible_description (v->canvas);
  {
    g_autofree char *expected = phl_stampswap_describe_hit (v, (Hit) { PHL_STAMPSWAP_HIT_POOL, 1, 0 });

    probe_ok (description != NULL && g_str_equal (description, expected),
              "the canvas describes the item under the keyboard cursor: “%s”", description ? description : "");
  }
  probe_key ("Return");
  submit_and_wait (match, before);
  probe_ok (g_str_equal (phl_match_get_action (match, before), "take 2"),
            "Right and Enter take the second pool item (%s)", phl_match_get_action (match, before));
}

static void
undo_collect (PhlMatch         *match,
              PhlStampswapView *v)
{
  guint before = phl_match_get_n_actions (match);

  take (match, v, FALSE);
  probe_wait_person (60000);
  probe_activate (NULL, "game.undo", NULL);
  probe_settle ();
  probe_ok (phl_match_get_n_actions (match) == before && phl_stampswap_view_my_turn (view ()),
            "undo against the computer takes back my take and its answer (%u actions, %u before)",
            phl_match_get_n_actions (match), before);
}

static guint
count_labels (GtkWidget *widget)
{
  guint n = GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_labels (c);
  return n;
}

static void
continue_with_log (void)
{
  PhlMatch *match;
  guint n = phl_match_get_n_actions (probe_match ());
  GtkWidget *log;

  match = probe_start_continue (NULL);
  probe_ok (match != NULL && phl_match_get_n_actions (match) == n, "Continue brings back the game's %u actions", n);
  log = probe_find_type (NULL, "PhlGameLog");
  if (log == NULL)
    probe_activate (NULL, "game.log", NULL), probe_settle (), log = probe_find_type (NULL, "PhlGameLog");
  probe_ok (log != NULL && count_labels (log) >= 6, "the game log is whole after Continue (%u lines)",
            log ? count_labels (log) : 0);
}

static void
play_whole_game (void)
{
  PhlMatch *match = probe_start_new ("stampswap", "HN", 7, NULL, NULL);
  gboolean undone_cut = FALSE, undone_take = FALSE, keyed = FALSE, continued = FALSE;
  guint moves = 0;

  probe_ok (match != NULL, "a Stamp Swap game against a normal computer");
  {
    g_auto(GStrv) unnamed = probe_unnamed (probe_view ());

    probe_ok (unnamed[0] == NULL, "every control of the view has a name%s%s", unnamed[0] ? ": " : "",
              unnamed[0] ? unnamed[0] : "");
  }
  for (;;)
    {
      PhlStampswapView *v;

      wait_turn (match);
      if (phl_match_is_over (match))
        break;
      v = view ();
      if (moves++ > 400)
        probe_bail ("the game does not end");
      switch (v->st->phase)
        {
        case PHL_STAMPSWAP_PHASE_COLLECT:
          if (!keyed && v->st->pool[1] != EMPTY)
            keyboard_take (match, v), keyed = TRUE;
          else if (!undone_take && keyed)
            undo_collect (match, v), undone_take = TRUE;
          else
            take (match, v, FALSE);
          break;
        case PHL_STAMPSWAP_PHASE_CUT:
          cut (match, v, !undone_cut);
          undone_cut = TRUE;
          break;
        case PHL_STAMPSWAP_PHASE_CHOOSE:
          choose (match, v);
          break;
        case PHL_STAMPSWAP_PHASE_SHOW:
          show (match, v);
          if (!continued && v->st->round == 1)
            continue_with_log (), continued = TRUE, match = probe_match ();
          break;
        default:
          probe_bail ("a person's turn in phase %u", v->st->phase);
        }
    }
  probe_ok (phl_match_is_over (match), "the whole game played by the mouse, to the Final Show");
  probe_settle ();
  probe_screenshots ("stampswap-end");
}

/* Two people: the first takes the screen from a hand-over page, as in
 * STAMPS and the auction, and one comes before a face-down stamp would
 * show. */
static void
hot_seat (void)
{
  PhlMatch *match = probe_start_new ("stampswap", "HH", 3, NULL, NULL);
  int first = phl_match_get_current_seat (match);
  int seat;

  probe_settle ();
  seat = probe_handover ();

  probe_ok (seat == first && phl_stampswap_view_at_screen (view ()) == first,
            "the game opens on the hand-over page for the first person (%d, got %d)", first, seat);
  seat = -1;

  for (guint i = 0; i < 40 && seat < 0 && !phl_match_is_over (match); i++)
    {
      PhlStampswapView *v;

      seat = probe_handover ();
      if (seat >= 0)
        break;
      v = view ();
      if (v->st->phase != PHL_STAMPSWAP_PHASE_COLLECT)
        break;
      take (match, v, TRUE);
    }
  probe_ok (seat >= 0 && phl_stampswap_view_at_screen (view ()) == seat,
            "a hand-over page passed by a click puts seat %d at the screen", seat);
}

void
probe_scenario (void)
{
  play_whole_game ();
  hot_seat ();
}
