/* phl-stampswap-view.c — the Stamp Swap play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PhlGameView: the base owns the toolbar, hint runner, hand-over page,
 * log, end page and computers; this class brings the board
 * (phl-stampswap-board.c, drawn by phl-stampswap-paint-*.c from the one
 * geometry of phl-stampswap-layout.c) and follows the match for it: the
 * cut being made, the end-of-day summary that waits for the players, the
 * hint shown on the board.  It changes the game only by submitting actions
 * built with the engine's phl_stampswap_action_*() functions.
 */
#define G_LOG_DOMAIN "phl-stampswap-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-change.h"
#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"
#include "stampswap/phl-stampswap-ai.h"

G_DEFINE_FINAL_TYPE (PhlStampswapView, phl_stampswap_view, PHL_TYPE_GAME_VIEW)

/* ------------------------------------------------------------- Accessors */

static PhlMatch *
get_match (PhlStampswapView *self)
{
  return phl_game_view_get_match (PHL_GAME_VIEW (self));
}

const PhlStampswapPlayer *
phl_stampswap_view_player (PhlStampswapView *self,
                           guint             seat)
{
  return &self->st->players[MIN (seat, PARTS - 1)];
}

guint
phl_stampswap_view_n_parts (PhlStampswapView *self)
{
  return phl_stampswap_state_n_parts (self->st);
}

gboolean
phl_stampswap_view_is_dummy (PhlStampswapView *self,
                             guint             seat)
{
  return self->st->solo && seat == self->st->n_players;
}

const PhlSeat *
phl_stampswap_view_seat (PhlStampswapView *self,
                         guint             seat)
{
  return phl_match_get_seat (get_match (self), seat);
}

const char *
phl_stampswap_view_seat_name (PhlStampswapView *self,
                              guint             seat)
{
  if (phl_stampswap_view_is_dummy (self, seat))
    return _("Dummy collector");
  return phl_stampswap_view_seat (self, seat)->name;
}

/* The seat at the screen, -1 while a hand-over page shows: what the texts
 * and drawings may tell. */
int
phl_stampswap_view_at_screen (PhlStampswapView *self)
{
  return phl_game_view_get_viewer (PHL_GAME_VIEW (self));
}

/* A person at the screen whose turn it is, with nothing over the board. */
gboolean
phl_stampswap_view_my_turn (PhlStampswapView *self)
{
  return phl_game_view_get_can_act (PHL_GAME_VIEW (self)) && self->summary_day < 0;
}

PhlStampswapFace
phl_stampswap_view_item_face (PhlStampswapView *self,
                              guint16           item)
{
  int seat = phl_stampswap_view_at_screen (self);

  if (!PHL_STAMPSWAP_ITEM_IS_TILE (item) || !self->st->face_down[item])
    return PHL_STAMPSWAP_FACE_UP;
  if (seat >= 0 && phl_stampswap_state_knows (self->st, seat, item))
    return PHL_STAMPSWAP_FACE_DOWN_PEEK;
  return PHL_STAMPSWAP_FACE_DOWN;
}

gboolean
phl_stampswap_view_pending_left (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p;

  if (self->viewer < 0)
    return FALSE;
  p = phl_stampswap_view_player (self, self->viewer);
  for (guint i = 0; i < p->n_pending; i++)
    if (p->pending[i] != EMPTY)
      return TRUE;
  return FALSE;
}

gboolean
phl_stampswap_view_pile_available (PhlStampswapView *self,
                                   guint             owner)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_CHOOSE && (int) owner != self->viewer
         && phl_stampswap_view_player (self, owner)->piles_state == PHL_STAMPSWAP_PILES_UP;
}

gboolean
phl_stampswap_view_contest_available (PhlStampswapView *self,
                                      guint             slot)
{
  return self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_my_turn (self)
         && slot < PHL_STAMPSWAP_N_ROUND_CONTESTS
         && !(phl_stampswap_view_player (self, self->viewer)->tickets & (1u << slot))
         && !phl_stampswap_view_pending_left (self);
}

const PhlStampswapTile *
phl_stampswap_view_selected_tile (PhlStampswapView *self)
{
  const PhlStampswapPlayer *p;

  if (self->sel_pending < 0 || self->viewer < 0)
    return NULL;
  p = phl_stampswap_view_player (self, self->viewer);
  if ((guint) self->sel_pending >= p->n_pending || p->pending[self->sel_pending] == EMPTY)
    return NULL;
  return phl_stampswap_item_tile (p->pending[self->sel_pending]);
}

PhlStampswapLayoutInput
phl_stampswap_view_layout_input (PhlStampswapView *self)
{
  gboolean cutting = phl_stampswap_view_cutting (self);

  return (PhlStampswapLayoutInput) { self->st, self->viewer, cutting, cutting ? &self->cut : NULL,
                                     self->expanded_opp, self->pinned };
}

void
phl_stampswap_view_ensure_layout (PhlStampswapView *self)
{
  PhlStampswapLayoutInput in = phl_stampswap_view_layout_input (self);

  phl_stampswap_layout_compute (&self->lay, &in, gtk_widget_get_width (self->canvas),
                                gtk_widget_get_height (self->canvas));
}

gboolean
phl_stampswap_view_hint_is (PhlStampswapView         *self,
                            const PhlStampswapAction *action)
{
  return self->hint_on && phl_stampswap_action_equal (&self->hint, action);
}

/* The state as the viewer may know it (unknown face-down stamps re-drawn),
 * made once per state change. */
static const PhlStampswapState *
known_state (PhlStampswapView *self)
{
  if (self->known_copy == NULL || self->known_serial != self->serial || self->known_viewer != self->viewer)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (self->serial);

      g_clear_pointer (&self->known_copy, phl_stampswap_state_free);
      self->known_copy = phl_stampswap_ai_view (self->st, MAX (self->viewer, 0), rng);
      self->known_serial = self->serial;
      self->known_viewer = self->viewer;
    }
  return self->known_copy;
}

double
phl_stampswap_view_pool_worth (PhlStampswapView *self,
                               guint             slot)
{
  const PhlStampswapState *known = known_state (self);

  return phl_stampswap_ai_item_value (known, MAX (self->viewer, 0), known->pool[slot]);
}

double
phl_stampswap_view_pile_worth (PhlStampswapView *self,
                               guint             owner,
                               guint             pile)
{
  return phl_stampswap_ai_pile_value (known_state (self), MAX (self->viewer, 0), owner, pile);
}

/* ------------------------------------------------------------- Status */

/* A refusal or what the player must change, in full, in the news line. */
void
phl_stampswap_view_message (PhlStampswapView *self,
                            const char       *message)
{
  if (message != NULL)
    {
      phl_game_view_set_detail (PHL_GAME_VIEW (self), message);
      phl_game_view_announce (PHL_GAME_VIEW (self), message);
    }
  phl_stampswap_view_refresh (self);
}

void
phl_stampswap_view_submit (PhlStampswapView *self,
                           char             *action)
{
  g_autofree char *owned = action;

  phl_game_view_submit (PHL_GAME_VIEW (self), owned);
}

static char *
dup_status (PhlStampswapView *self)
{
  char *status = phl_stampswap_status_text (self);
  const PhlStampswapCard *trial = phl_stampswap_game_trial_card (self->st);

  /* A designer trying a card hears so all through the first day. */
  if (trial != NULL && self->st->round == 0 && self->st->phase < PHL_STAMPSWAP_PHASE_OVER)
    {
      /* Translators: the status line of a game started with "Try a card"
       * in the deck editor: the card's name, then what to do now */
      char *trying = g_strdup_printf (_("Trying %s: dealt on the first day. %s"), trial->name, status);

      g_free (status);
      status = trying;
    }
  return status;
}

void
phl_stampswap_view_refresh (PhlStampswapView *self)
{
  g_autofree char *status = dup_status (self);
  gboolean cutting = phl_stampswap_view_cutting (self);

  if (self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  gtk_widget_set_visible (self->confirm_button, cutting);
  if (cutting)
    {
      g_autofree char *why = phl_stampswap_cut_instruction (self);

      gtk_widget_set_sensitive (self->confirm_button, why == NULL);
    }
  phl_stampswap_update_accessible (self, status);
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
}

/* ------------------------------------------------------------- Hint */

/* The screen changes hands: the last person's pointer, keyboard cursor,
 * pick in progress and open mat stay with them. */
static void
phl_stampswap_view_forget_viewer (PhlGameView *game_view)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (game_view);

  self->pointer_in = self->describe_pointer = self->preview_blocked = FALSE;
  self->hover = (Hit) { PHL_STAMPSWAP_HIT_NONE, -1, -1 };
  self->pressed = self->drag_moved = FALSE;
  self->sel_pending = -1;
  self->ghost_on = self->keyboard_ghost = FALSE;
  self->focus = 0;
  self->cut_sel = -1;
  self->pinned = FALSE;
  self->expanded_opp = -1;
  self->hint_on = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

static char *
phl_stampswap_view_show_hint (PhlGameView *game_view,
                              const char  *action)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (game_view);

  self->hint_on = action != NULL && phl_stampswap_action_parse (action, &self->hint, NULL);
  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
  /* The outlined place says so to the ear too. */
  phl_stampswap_update_accessible_hover (self);
  return self->hint_on ? phl_stampswap_hint_text (self->st, phl_stampswap_view_at_screen (self), &self->hint, NULL)
                       : NULL;
}

/* On the hint's thread: what the hint names and the hard computer's reason. */
static char *
phl_stampswap_view_explain_hint (gconstpointer state,
                                 guint         seat,
                                 const char   *action)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(PhlStampswapAiChoice) choice = phl_stampswap_ai_hint (state, rng);
  PhlStampswapAction a;

  if (!phl_stampswap_action_parse (action, &a, NULL))
    return NULL;
  return phl_stampswap_hint_text (state, (int) seat, &a, choice != NULL && g_strcmp0 (choice->action, action) == 0
                                          ? choice->reason : NULL);
}

/* ------------------------------------------------------------- Changes */

#define FLASH_US (250 * 1000)

static gboolean
flash_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  PhlStampswapView *self = user_data;

  phl_layered_area_queue_still (PHL_LAYERED_AREA (self->canvas));
  if (gdk_frame_clock_get_frame_time (clock) - self->flash_start >= FLASH_US)
    {
      self->flash_kind = PHL_STAMPSWAP_HIT_NONE;
      self->flash_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* A short glow where @action (just applied) happened, unless the player
 * wants no motion. */
static void
start_flash (PhlStampswapView *self,
             const char       *action)
{
  PhlStampswapAction a;
  GdkFrameClock *clock;

  self->flash_kind = PHL_STAMPSWAP_HIT_NONE;
  if (phl_game_view_get_motion_ms (PHL_GAME_VIEW (self), 250) == 0 || action == NULL
      || !phl_stampswap_action_parse (action, &a, NULL))
    return;
  switch (a.kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
      if (self->st->phase == PHL_STAMPSWAP_PHASE_COLLECT)
        self->flash_kind = PHL_STAMPSWAP_HIT_POOL, self->flash_index = a.index;
      break;
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      if ((int) a.seat != self->viewer)
        self->flash_kind = PHL_STAMPSWAP_HIT_OPPONENT, self->flash_index = a.seat;
      break;
    case PHL_STAMPSWAP_ACTION_PLACE:
      self->flash_kind = PHL_STAMPSWAP_HIT_ALBUM, self->flash_index = 0;
      break;
    case PHL_STAMPSWAP_ACTION_CONTEST:
      for (guint i = 0; i < self->st->n_board; i++)
        if (g_str_equal (phl_stampswap_state_card (self->st, self->st->board[i])->id, a.contest))
          self->flash_kind = PHL_STAMPSWAP_HIT_CONTEST, self->flash_index = i;
      break;
    default:
      break;
    }
  if (self->flash_kind == PHL_STAMPSWAP_HIT_NONE)
    return;
  clock = gtk_widget_get_frame_clock (self->canvas);
  self->flash_start = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  if (self->flash_tick == 0)
    self->flash_tick = gtk_widget_add_tick_callback (self->canvas, flash_tick, self, NULL);
}

/* The end-of-day summary over the board; the computers wait for it. */
static void
show_summary (PhlStampswapView *self,
              int               day)
{
  self->summary_day = day;
  if (day >= 0)
    phl_stampswap_summary_fill (self, day);
  gtk_widget_set_visible (self->summary, day >= 0);
  phl_game_view_set_computers_paused (PHL_GAME_VIEW (self), day >= 0);
  if (day >= 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (self->summary_button);
}

static void
on_summary_continue (PhlStampswapView *self)
{
  show_summary (self, -1);
  gtk_widget_grab_focus (self->canvas);
  phl_stampswap_view_refresh (self);
}

/* Whether the match moved on (or back) since the view last looked, not
 * only the person at the screen. */
static gboolean
match_moved (PhlStampswapView *self)
{
  PhlMatch *match = get_match (self);
  guint n = phl_match_get_n_actions (match);

  if (n != self->seen_actions->len)
    return TRUE;
  return n > 0 && g_strcmp0 (g_ptr_array_index (self->seen_actions, n - 1), phl_match_get_action (match, n - 1)) != 0;
}

static PhlStampswapCutKey
cut_key_now (PhlStampswapView *self,
             int               seat)
{
  return (PhlStampswapCutKey) { self->st->round, self->st->phase, seat };
}

static gboolean
cut_key_equal (const PhlStampswapCutKey *a,
               const PhlStampswapCutKey *b)
{
  return a->round == b->round && a->phase == b->phase && a->seat == b->seat;
}

/* The person's own Show, heard: the base speaks only the others' moves,
 * and what a contest or a discard scored is news to the one who made it
 * ("Anna entered Green Room and scored 12 points this Show."). */
static void
announce_own_result (PhlStampswapView *self,
                     guint             index)
{
  PhlMatch *match = get_match (self);
  const PhlChange *change = phl_match_get_change (match, index);
  int viewer = phl_stampswap_view_at_screen (self);
  PhlStampswapAction a;

  if (change == NULL || viewer < 0 || phl_change_get_actor (change) != viewer
      || !phl_stampswap_action_parse (phl_match_get_action (match, index), &a, NULL)
      || (a.kind != PHL_STAMPSWAP_ACTION_CONTEST && a.kind != PHL_STAMPSWAP_ACTION_DISCARD))
    return;
  phl_game_view_announce (PHL_GAME_VIEW (self), phl_change_describe (change, viewer));
}

static void
follow_match (PhlStampswapView *self)
{
  PhlMatch *match = get_match (self);
  guint n = phl_match_get_n_actions (match);
  guint seen = self->seen_actions->len;
  guint old_round = self->seen_round;
  int old_current = self->seen_current;
  int cur = phl_stampswap_game_current (self->st);
  g_autofree char *undone = NULL;

  self->serial++;
  if (n < seen)
    undone = g_strdup (g_ptr_array_index (self->seen_actions, n));
  /* Who chose in which order this Swap (an undo starts the count afresh). */
  if ((self->st->phase != PHL_STAMPSWAP_PHASE_CHOOSE && self->st->phase != PHL_STAMPSWAP_PHASE_SHOW) || n < seen)
    {
      memset (self->chose_place, 0, sizeof self->chose_place);
      self->n_chose = 0;
    }
  else if (n == seen + 1 && old_current >= 0 && old_current < PARTS && self->chose_place[old_current] == 0)
    {
      PhlStampswapAction a;

      if (phl_stampswap_action_parse (phl_match_get_action (match, n - 1), &a, NULL)
          && a.kind == PHL_STAMPSWAP_ACTION_CHOOSE)
        self->chose_place[old_current] = ++self->n_chose;
    }
  g_ptr_array_set_size (self->seen_actions, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->seen_actions, g_strdup (phl_match_get_action (match, i)));
  self->flash_seat = old_current;
  self->seen_round = self->st->round;
  self->seen_current = cur;
  self->sel_pending = -1;
  self->ghost_on = FALSE;
  self->pressed = FALSE;
  self->focus = 0;

  /* The end of a day: a summary that waits for the players; an undo back
   * into the day, or the end of the game (its own page), takes it away. */
  if (n > seen && self->st->round != old_round && self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    show_summary (self, old_round);
  else if (self->summary_day >= 0 && (n < seen || self->st->phase == PHL_STAMPSWAP_PHASE_OVER))
    show_summary (self, -1);
  start_flash (self, n > seen ? phl_match_get_action (match, n - 1) : NULL);

  /* A fresh cut for this seat starts empty; an undone cut comes back as
   * the player made it. */
  {
    PhlStampswapCutKey key = cut_key_now (self, cur);

    if (!cut_key_equal (&key, &self->cut_key) || undone != NULL)
      {
        self->cut_key = key;
        phl_stampswap_cut_reset (self);
        phl_stampswap_cut_restore (self, undone);
      }
  }
}

static void
phl_stampswap_view_update (PhlGameView *game_view)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (game_view);
  guint seen = self->seen_actions->len;
  gboolean moved = match_moved (self);

  self->st = phl_match_get_state (get_match (self));
  /* Whose mat: the seat at the screen, else the last one's. */
  if (phl_stampswap_view_at_screen (self) >= 0)
    self->viewer = phl_stampswap_view_at_screen (self);
  if (moved)
    follow_match (self);
  else if (phl_stampswap_view_cutting (self) && self->cut.n_items == 0)
    phl_stampswap_cut_reset (self);
  phl_stampswap_view_refresh (self);
  /* After the board's own description, which the news goes before. */
  if (moved && phl_match_get_n_actions (get_match (self)) == seen + 1)
    announce_own_result (self, seen);
}

/* ------------------------------------------------------------- End, rules */

static GtkWidget *
phl_stampswap_view_create_end_details (PhlGameView *game_view)
{
  return phl_stampswap_final_details (PHL_STAMPSWAP_VIEW (game_view));
}

static void
phl_stampswap_view_fill_score_chart (PhlGameView   *game_view,
                                     PhlScoreChart *chart)
{
  phl_stampswap_fill_chart (PHL_STAMPSWAP_VIEW (game_view), chart);
}

static const PhlRulesSection *
phl_stampswap_view_get_rules (PhlGameView *game_view)
{
  return phl_stampswap_rules_sections ();
}

/* ------------------------------------------------------------- GObject */

static void
phl_stampswap_view_constructed (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);
  PhlMatch *match;

  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->constructed (object);

  match = get_match (self);
  self->st = phl_match_get_state (match);
  for (guint s = self->st->n_players; s > 0; s--)
    if (phl_match_seat_is_person (match, s - 1))
      self->viewer = s - 1;
  self->seen_round = self->st->round;
  self->seen_current = phl_stampswap_game_current (self->st);
  for (guint i = 0; i < phl_match_get_n_actions (match); i++)
    g_ptr_array_add (self->seen_actions, g_strdup (phl_match_get_action (match, i)));
  self->cut_key = cut_key_now (self, self->seen_current);
  phl_stampswap_cut_reset (self);
  /* The log's dots in the seats' colours on the board. */
  for (guint s = 0; s < self->st->n_players; s++)
    {
      PhlRgb c = phl_stampswap_seat_rgb (s);

      phl_game_view_set_seat_color (PHL_GAME_VIEW (self), s, &(GdkRGBA) { c.red, c.green, c.blue, 1 });
    }
}

static void
phl_stampswap_view_dispose (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);

  if (self->flash_tick != 0 && self->canvas != NULL)
    gtk_widget_remove_tick_callback (self->canvas, self->flash_tick);
  self->flash_tick = 0;
  /* The board is inside the base's frame, which the base takes down. */
  self->board = NULL;
  g_clear_pointer (&self->drag_backdrop, gsk_render_node_unref);

  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->dispose (object);
}

static void
phl_stampswap_view_finalize (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);

  g_ptr_array_unref (self->seen_actions);
  g_clear_pointer (&self->known_copy, phl_stampswap_state_free);
  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->finalize (object);
}

/* Learn to Play: a guide's anchor, from the layout the board is drawn
 * with, in the view's coordinates (phl-stampswap-anchors.c). */
static gboolean
phl_stampswap_view_get_anchor (PhlGameView     *view,
                               const char      *anchor,
                               graphene_rect_t *rect)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (view);
  PhlStampswapLayoutInput in;
  graphene_point_t to;
  Rect r;

  if (self->st == NULL || self->viewer < 0 || !gtk_widget_get_mapped (self->canvas))
    return FALSE;
  phl_stampswap_view_ensure_layout (self);
  in = phl_stampswap_view_layout_input (self);
  r = phl_stampswap_layout_anchor (&self->lay, &in, anchor);
  if (r.w <= 0 || r.h <= 0
      || !gtk_widget_compute_point (self->canvas, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (r.x, r.y), &to))
    return FALSE;
  graphene_rect_init (rect, to.x, to.y, r.w, r.h);
  return TRUE;
}

static void
phl_stampswap_view_class_init (PhlStampswapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  PhlGameViewClass *view_class = PHL_GAME_VIEW_CLASS (klass);

  object_class->constructed = phl_stampswap_view_constructed;
  object_class->dispose = phl_stampswap_view_dispose;
  object_class->finalize = phl_stampswap_view_finalize;
  view_class->update = phl_stampswap_view_update;
  view_class->show_hint = phl_stampswap_view_show_hint;
  view_class->forget_viewer = phl_stampswap_view_forget_viewer;
  view_class->explain_hint = phl_stampswap_view_explain_hint;
  view_class->hint_where = phl_stampswap_hint_where;
  view_class->create_end_details = phl_stampswap_view_create_end_details;
  view_class->fill_score_chart = phl_stampswap_view_fill_score_chart;
  view_class->get_rules = phl_stampswap_view_get_rules;
  view_class->get_anchor = phl_stampswap_view_get_anchor;

  g_type_ensure (PHL_TYPE_STAMPSWAP_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/philatelia/Philatelia/ui/phl-stampswap-view.ui");
  gtk_widget_class_set_css_name (widget_class, "stampswap-view");
}

/* The instructions name the keys or the pointer, whichever was used last:
 * the status and the table's accessible label; the table is painted again
 * only when a heading on it has words for the input (the Cut, the Show's
 * placing), so a hover alone still redraws only itself. */
static void
on_input_changed (PhlStampswapView *self)
{
  g_autofree char *status = NULL;

  if (self->st == NULL)
    return;
  if (phl_stampswap_view_cutting (self)
      || (self->st->phase == PHL_STAMPSWAP_PHASE_SHOW && phl_stampswap_view_my_turn (self)
          && phl_stampswap_view_pending_left (self)))
    {
      phl_stampswap_view_refresh (self);
      return;
    }
  status = dup_status (self);
  if (self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    phl_game_view_set_status (PHL_GAME_VIEW (self), status);
  phl_stampswap_update_accessible (self, status);
}

static void
phl_stampswap_view_init (PhlStampswapView *self)
{
  self->viewer = 0;
  self->known_viewer = -1;
  self->sel_pending = -1;
  self->cut_sel = -1;
  self->expanded_opp = -1;
  self->summary_day = -1;
  self->seen_current = -1;
  self->seen_actions = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Not bound as a template child: GTK 4.8's gtk_widget_dispose_template()
   * for the base class would look for our template's children in its own. */
  self->board = PHL_STAMPSWAP_BOARD (phl_game_view_get_board (PHL_GAME_VIEW (self)));
  self->canvas = self->board->canvas;
  self->confirm_button = self->board->confirm_button;
  self->summary = self->board->summary;
  self->summary_title = self->board->summary_title;
  self->summary_grid = self->board->summary_grid;
  self->summary_button = self->board->summary_button;
  phl_stampswap_board_set_layout_source (self->board, self);
  phl_layered_area_set_funcs (PHL_LAYERED_AREA (self->canvas), phl_stampswap_draw_still,
                              phl_stampswap_snapshot_live, self);
  phl_stampswap_input_attach (self);
  g_signal_connect_swapped (self->confirm_button, "clicked", G_CALLBACK (phl_stampswap_cut_confirm), self);
  g_signal_connect_swapped (self->summary_button, "clicked", G_CALLBACK (on_summary_continue), self);
  g_signal_connect (self, "notify::keyboard-input", G_CALLBACK (on_input_changed), NULL);
}

GtkWidget *
phl_stampswap_view_new (PhlMatch *match)
{
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  return g_object_new (PHL_TYPE_STAMPSWAP_VIEW, "match", match, NULL);
}
