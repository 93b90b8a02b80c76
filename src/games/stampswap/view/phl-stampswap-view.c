/* phl-stampswap-view.c — the Stamp Swap play screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget: a canvas (drawn by phl-stampswap-paint-*.c from the one
 * geometry of phl-stampswap-layout.c) under the end-of-day summary card,
 * following the match.  The view changes the game only by submitting
 * actions built with the engine's phl_stampswap_action_*() functions.
 */
#define G_LOG_DOMAIN "phl-stampswap-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "phl-stampswap-rules-summary.h"
#include "phl-stampswap-view-private.h"
#include "stampswap/phl-stampswap-ai.h"

G_DEFINE_FINAL_TYPE (PhlStampswapView, phl_stampswap_view, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------- Accessors */

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
  return phl_match_get_seat (self->match, seat);
}

const char *
phl_stampswap_view_seat_name (PhlStampswapView *self,
                              guint             seat)
{
  if (phl_stampswap_view_is_dummy (self, seat))
    return _("Dummy collector");
  return phl_stampswap_view_seat (self, seat)->name;
}

static gboolean
seat_is_human (PhlStampswapView *self,
               int               seat)
{
  return seat >= 0 && (guint) seat < self->st->n_players
         && phl_stampswap_view_seat (self, seat)->kind == PHL_SEAT_HUMAN;
}

/* The seat at the screen, -1 while a hand-over page shows: what the texts
 * and drawings may tell. */
int
phl_stampswap_view_at_screen (PhlStampswapView *self)
{
  return phl_hotseat_get_viewer (self->hotseat);
}

/* A person at the screen whose turn it is, with nothing over the board. */
gboolean
phl_stampswap_view_my_turn (PhlStampswapView *self)
{
  int cur = phl_stampswap_game_current (self->st);

  return cur >= 0 && cur == phl_stampswap_view_at_screen (self) && seat_is_human (self, cur)
         && self->summary_day < 0 && gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->board;
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
                                     self->expanded_opp, self->pinned, self->show_scores };
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

void
phl_stampswap_view_message (PhlStampswapView *self,
                            const char       *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  phl_stampswap_view_refresh (self);
}

void
phl_stampswap_view_submit (PhlStampswapView *self,
                           char             *action)
{
  g_autofree char *owned = action;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->message, g_free);
  self->hint_on = FALSE;
  if (!phl_match_submit (self->match, owned, &error))
    phl_stampswap_view_message (self, error->message);
}

void
phl_stampswap_view_show_scores (PhlStampswapView *self,
                                gboolean          show)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->scores_button), show);
}

void
phl_stampswap_view_refresh (PhlStampswapView *self)
{
  g_autofree char *status = phl_stampswap_status_text (self);
  gboolean mine = phl_stampswap_view_my_turn (self);
  g_autofree char *phase = NULL;

  if (self->st->phase == PHL_STAMPSWAP_PHASE_OVER)
    phase = g_strdup (_("Final Show"));
  else
    /* Translators: "Day 2 · Swap Phase" */
    phase = g_strdup_printf (_("Day %u · %s"), self->st->round + 1, phl_stampswap_phase_title (self->st->phase));
  if (self->last_text != NULL)
    {
      g_autofree char *t = g_strdup_printf ("%s — %s", phase, self->last_text);
      gtk_label_set_text (GTK_LABEL (self->detail_label), t);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->detail_label), phase);

  if (self->message != NULL)
    gtk_label_set_text (GTK_LABEL (self->status_label), self->message);
  else if (self->hint_on && self->hint_reason != NULL && mine)
    gtk_label_set_text (GTK_LABEL (self->status_label), self->hint_reason);
  else if (self->hint_running)
    gtk_label_set_text (GTK_LABEL (self->status_label), _("Thinking about a hint…"));
  else
    gtk_label_set_text (GTK_LABEL (self->status_label), status);

  gtk_widget_set_visible (self->confirm_button, phl_stampswap_view_cutting (self));
  if (phl_stampswap_view_cutting (self))
    {
      g_autofree char *why = phl_stampswap_cut_instruction (self);

      gtk_widget_set_sensitive (self->confirm_button, why == NULL);
    }
  gtk_widget_set_sensitive (self->hint_button, mine && !self->hint_running);
  phl_stampswap_update_accessible (self, status);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------- Hint */

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_autoptr(GRand) rng = g_rand_new ();
  PhlStampswapAiChoice *choice = phl_stampswap_ai_hint (data, rng);

  g_task_return_pointer (task, choice, (GDestroyNotify) phl_stampswap_ai_choice_free);
}

/* Shows @action on the board (nothing of the player's changes). */
static char *
show_hint (PhlStampswapView *self,
           const char       *action,
           const char       *reason)
{
  self->hint_on = action != NULL && phl_stampswap_action_parse (action, &self->hint, NULL);
  gtk_widget_queue_draw (self->canvas);
  return self->hint_on ? phl_stampswap_hint_text (self, reason) : NULL;
}

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  PhlStampswapView *self = user_data;
  g_autoptr(PhlStampswapAiChoice) choice = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self->match == NULL)
    {
      g_object_unref (self);
      return;
    }
  self->hint_running = FALSE;
  if (choice != NULL && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (result), "serial")) == self->serial)
    {
      g_free (self->hint_reason);
      self->hint_reason = show_hint (self, choice->action, choice->reason);
    }
  phl_stampswap_view_refresh (self);
  g_object_unref (self);
}

static void
on_hint (PhlStampswapView *self)
{
  g_autoptr(GTask) task = NULL;

  if (!phl_stampswap_view_my_turn (self) || self->hint_running)
    return;
  phl_match_set_assisted (self->match, TRUE);
  self->hint_running = TRUE;
  task = g_task_new (NULL, NULL, hint_done, g_object_ref (self));
  g_object_set_data (G_OBJECT (task), "serial", GUINT_TO_POINTER (self->serial));
  g_task_set_task_data (task, phl_stampswap_state_copy (self->st), (GDestroyNotify) phl_stampswap_state_free);
  g_task_run_in_thread (task, hint_thread);
  phl_stampswap_view_refresh (self);
}

/* ------------------------------------------------------------- Changes */

#define FLASH_US (250 * 1000)

static gboolean
flash_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  PhlStampswapView *self = user_data;

  gtk_widget_queue_draw (self->canvas);
  if (gdk_frame_clock_get_frame_time (clock) - self->flash_start >= FLASH_US)
    {
      self->flash_kind = PHL_STAMPSWAP_HIT_NONE;
      self->flash_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* A short glow where @action (just applied) happened. */
static void
start_flash (PhlStampswapView *self,
             const char       *action)
{
  PhlStampswapAction a;
  GdkFrameClock *clock;
  gboolean animations = TRUE;

  self->flash_kind = PHL_STAMPSWAP_HIT_NONE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations || action == NULL || !phl_stampswap_action_parse (action, &a, NULL))
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

static void
show_summary (PhlStampswapView *self,
              int               day)
{
  self->summary_day = day;
  if (day >= 0)
    phl_stampswap_summary_fill (self, day);
  gtk_widget_set_visible (self->summary, day >= 0);
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

/* What the last action did, in a sentence (until change records). */
static char *
describe_last (PhlStampswapView *self,
               guint             seat,
               const char       *action)
{
  PhlStampswapAction a;
  const char *who = phl_stampswap_view_seat_name (self, seat);

  if (!phl_stampswap_action_parse (action, &a, NULL))
    return NULL;
  switch (a.kind)
    {
    case PHL_STAMPSWAP_ACTION_TAKE:
      return g_strdup_printf (_("%s took an item."), who);
    case PHL_STAMPSWAP_ACTION_CUT:
      return g_strdup_printf (_("%s made two piles."), who);
    case PHL_STAMPSWAP_ACTION_CHOOSE:
      /* Translators: "Anna took pile 2 of Bob." */
      return g_strdup_printf (_("%s took pile %u of %s."), who, a.pile + 1, phl_stampswap_view_seat_name (self, a.seat));
    case PHL_STAMPSWAP_ACTION_PLACE:
      return g_strdup_printf (_("%s placed a stamp."), who);
    case PHL_STAMPSWAP_ACTION_DISCARD:
      return g_strdup_printf (_("%s discarded a stamp that fit nowhere."), who);
    case PHL_STAMPSWAP_ACTION_CONTEST:
      {
        int id = phl_stampswap_deck_find (self->st->deck, a.contest);

        /* Translators: "Bob entered Green Room." */
        return g_strdup_printf (_("%s entered %s."), who, id >= 0 ? phl_stampswap_state_card (self->st, id)->name : a.contest);
      }
    default:
      return NULL;
    }
}

static void
show_privacy (PhlStampswapView *self,
              int               seat)
{
  g_autofree char *title = g_strdup_printf (_("Pass to %s"), phl_stampswap_view_seat_name (self, seat));
  g_autofree char *button = g_strdup_printf (_("Show %s’s Mat"), phl_stampswap_view_seat_name (self, seat));

  adw_status_page_set_title (ADW_STATUS_PAGE (self->privacy_page), title);
  gtk_button_set_label (GTK_BUTTON (self->privacy_button), button);
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->privacy_page);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (self->privacy_button);
}

static void
on_privacy_done (PhlStampswapView *self)
{
  phl_hotseat_handed_over (self->hotseat);
  if (phl_stampswap_view_at_screen (self) >= 0)
    self->viewer = phl_stampswap_view_at_screen (self);
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->board);
  gtk_widget_grab_focus (self->canvas);
  phl_stampswap_view_refresh (self);
}

/* Follows the match: a new action, an undo, a hand-over. */
static void
on_match_changed (PhlStampswapView *self)
{
  guint n = phl_match_get_n_actions (self->match);
  guint seen = self->seen_actions->len;
  guint old_round = self->seen_round;
  int old_current = self->seen_current;
  g_autofree char *undone = NULL;
  g_autofree char *key = NULL;
  int cur;

  self->st = phl_match_get_state (self->match);
  self->serial++;
  cur = phl_stampswap_game_current (self->st);
  if (n < seen)
    undone = g_strdup (g_ptr_array_index (self->seen_actions, n));
  /* Who chose in which order this Swap (an undo starts the count afresh). */
  if ((self->st->phase != PHL_STAMPSWAP_PHASE_CHOOSE && self->st->phase != PHL_STAMPSWAP_PHASE_SHOW) || n < seen)
    {
      memset (self->chose_place, 0, sizeof self->chose_place);
      self->n_chose = 0;
    }
  g_clear_pointer (&self->last_text, g_free);
  for (guint i = seen; i < n; i++)
    {
      const char *action = phl_match_get_action (self->match, i);
      PhlStampswapAction a;

      if (phl_stampswap_action_parse (action, &a, NULL) && a.kind == PHL_STAMPSWAP_ACTION_CHOOSE && i == n - 1
          && old_current >= 0 && old_current < PARTS && self->chose_place[old_current] == 0)
        self->chose_place[old_current] = ++self->n_chose;
      if (i == n - 1 && old_current >= 0)
        self->last_text = describe_last (self, old_current, action);
    }
  g_ptr_array_set_size (self->seen_actions, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->seen_actions, g_strdup (phl_match_get_action (self->match, i)));
  self->flash_seat = old_current;
  self->seen_round = self->st->round;
  self->seen_current = cur;

  self->hint_on = FALSE;
  g_clear_pointer (&self->hint_reason, g_free);
  g_clear_pointer (&self->message, g_free);
  self->hint_running = FALSE;
  self->sel_pending = -1;
  self->ghost_on = FALSE;
  self->pressed = FALSE;
  self->focus = 0;

  /* The end of a day: a summary that waits for the players; an undo
   * back into the day takes it away. */
  if (n > seen && self->st->round != old_round && self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    show_summary (self, old_round);
  else if (n < seen || self->st->phase == PHL_STAMPSWAP_PHASE_OVER)
    show_summary (self, -1);

  /* Whose view: the seat at the screen (PhlHotseat).  Between people, a
   * hand-over page first when the next one's hidden stamps would show. */
  if (phl_hotseat_get_handover (self->hotseat) >= 0)
    show_privacy (self, phl_hotseat_get_handover (self->hotseat));
  else
    {
      if (phl_stampswap_view_at_screen (self) >= 0)
        self->viewer = phl_stampswap_view_at_screen (self);
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->board);
      start_flash (self, n > 0 && n > seen ? phl_match_get_action (self->match, n - 1) : NULL);
    }

  /* A fresh cut for this seat starts empty; an undone cut comes back as
   * the player made it. */
  key = g_strdup_printf ("%u/%u/%d", self->st->round, self->st->phase, cur);
  if (g_strcmp0 (key, self->cut_key) != 0 || undone != NULL)
    {
      g_free (self->cut_key);
      self->cut_key = g_steal_pointer (&key);
      phl_stampswap_cut_reset (self);
      phl_stampswap_cut_restore (self, undone);
    }

  if (self->st->phase == PHL_STAMPSWAP_PHASE_OVER && !self->was_over)
    {
      self->was_over = TRUE;
      phl_stampswap_view_show_scores (self, TRUE);
    }
  else if (self->st->phase != PHL_STAMPSWAP_PHASE_OVER)
    self->was_over = FALSE;
  phl_stampswap_view_refresh (self);
}

/* ------------------------------------------------------------- GObject */

static void
on_rules (PhlStampswapView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_window_present (phl_stampswap_rules_summary_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL));
}

static void
on_scores_toggled (PhlStampswapView *self)
{
  self->show_scores = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->scores_button));
  gtk_widget_queue_draw (self->canvas);
}

static gboolean
on_board_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              PhlStampswapView      *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0 && (keyval == GDK_KEY_h || keyval == GDK_KEY_H))
    {
      on_hint (self);
      return TRUE;
    }
  return FALSE;
}

static void
phl_stampswap_view_dispose (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);
  GtkWidget *child;

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->hotseat);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->dispose (object);
}

static void
phl_stampswap_view_finalize (GObject *object)
{
  PhlStampswapView *self = PHL_STAMPSWAP_VIEW (object);

  g_free (self->hint_reason);
  g_free (self->cut_key);
  g_free (self->message);
  g_free (self->last_text);
  g_ptr_array_unref (self->seen_actions);
  g_clear_pointer (&self->known_copy, phl_stampswap_state_free);
  G_OBJECT_CLASS (phl_stampswap_view_parent_class)->finalize (object);
}

static gboolean
grab_focus_idle (gpointer data)
{
  PhlStampswapView *self = data;

  if (gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->privacy_page)
    gtk_widget_grab_focus (self->privacy_button);
  else if (self->summary_day >= 0)
    gtk_widget_grab_focus (self->summary_button);
  else
    gtk_widget_grab_focus (self->canvas);
  return G_SOURCE_REMOVE;
}

static void
phl_stampswap_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (phl_stampswap_view_parent_class)->map (widget);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, grab_focus_idle, g_object_ref (widget), g_object_unref);
}

static void
phl_stampswap_view_class_init (PhlStampswapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_stampswap_view_dispose;
  object_class->finalize = phl_stampswap_view_finalize;
  widget_class->map = phl_stampswap_view_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stampswap-view");
}

static GtkWidget *
toolbar_button (const char *label,
                const char *icon,
                const char *tooltip)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
wrapping_label (const char *css)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, css);
  return label;
}

/* Overlay children the layout places (Confirm Piles); the rest centred. */
static gboolean
place_overlay (GtkOverlay       *overlay,
               GtkWidget        *widget,
               GdkRectangle     *allocation,
               PhlStampswapView *self)
{
  graphene_point_t at;
  int min_w, nat_w;

  if (widget != self->confirm_button)
    return FALSE;
  phl_stampswap_view_ensure_layout (self);
  if (!gtk_widget_compute_point (self->canvas, GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (self->lay.confirm.x, self->lay.confirm.y), &at))
    return FALSE;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  allocation->width = MAX (min_w, MIN (nat_w + 24, (int) self->lay.confirm.w));
  allocation->height = (int) self->lay.confirm.h;
  allocation->x = (int) (at.x + self->lay.confirm.w - allocation->width);
  allocation->y = (int) at.y;
  return TRUE;
}

/* The end-of-day summary: a card over the board, with Continue. */
static void
build_summary (PhlStampswapView *self,
               GtkWidget        *overlay)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->summary = box;
  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  g_object_set (box, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL);
  self->summary_title = gtk_label_new ("");
  gtk_widget_add_css_class (self->summary_title, "title-2");
  gtk_widget_set_margin_top (self->summary_title, 18);
  gtk_box_append (GTK_BOX (box), self->summary_title);
  self->summary_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->summary_grid), 14);
  gtk_grid_set_row_spacing (GTK_GRID (self->summary_grid), 6);
  gtk_widget_set_margin_start (self->summary_grid, 18);
  gtk_widget_set_margin_end (self->summary_grid, 18);
  gtk_box_append (GTK_BOX (box), self->summary_grid);
  self->summary_button = gtk_button_new_with_mnemonic (_("_Continue"));
  gtk_widget_add_css_class (self->summary_button, "suggested-action");
  gtk_widget_add_css_class (self->summary_button, "pill");
  gtk_widget_set_halign (self->summary_button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (self->summary_button, 18);
  g_signal_connect_swapped (self->summary_button, "clicked", G_CALLBACK (on_summary_continue), self);
  gtk_box_append (GTK_BOX (box), self->summary_button);
  gtk_widget_set_visible (box, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("End of the day"), -1);
}

static void
phl_stampswap_view_init (PhlStampswapView *self)
{
  GtkWidget *labels, *box, *scroll;
  GtkEventController *key;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->viewer = 0;
  self->known_viewer = -1;
  self->sel_pending = -1;
  self->cut_sel = -1;
  self->expanded_opp = -1;
  self->summary_day = -1;
  self->seen_current = -1;
  self->seen_actions = g_ptr_array_new_with_free_func (g_free);

  /* The toolbar: phase and status on the left (wrapping), buttons right. */
  self->toolbar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (self->toolbar, "toolbar");
  gtk_widget_set_parent (self->toolbar, GTK_WIDGET (self));
  labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_margin_start (labels, 6);
  self->detail_label = wrapping_label ("caption-heading");
  gtk_widget_add_css_class (self->detail_label, "dim-label");
  self->status_label = wrapping_label ("heading");
  gtk_box_append (GTK_BOX (labels), self->detail_label);
  gtk_box_append (GTK_BOX (labels), self->status_label);
  gtk_box_append (GTK_BOX (self->toolbar), labels);

  self->hint_button = toolbar_button (_("_Hint"), "dialog-information-symbolic",
                                      _("Show what the hard computer player would do, also with the H key (marks the game as assisted)"));
  g_signal_connect_swapped (self->hint_button, "clicked", G_CALLBACK (on_hint), self);
  gtk_box_append (GTK_BOX (self->toolbar), self->hint_button);

  self->scores_button = gtk_toggle_button_new ();
  {
    GtkWidget *content = adw_button_content_new ();

    adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Scores"));
    adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "view-list-symbolic");
    adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
    gtk_button_set_child (GTK_BUTTON (self->scores_button), content);
  }
  gtk_widget_set_tooltip_text (self->scores_button, _("Every point explained, per day and source"));
  g_signal_connect_swapped (self->scores_button, "toggled", G_CALLBACK (on_scores_toggled), self);
  gtk_box_append (GTK_BOX (self->toolbar), self->scores_button);
  {
    GtkWidget *rules = toolbar_button (_("_Rules"), "help-about-symbolic", _("A summary of the rules"));

    g_signal_connect_swapped (rules, "clicked", G_CALLBACK (on_rules), self);
    gtk_box_append (GTK_BOX (self->toolbar), rules);
  }
  gtk_widget_set_margin_top (self->toolbar, 4);
  gtk_widget_set_margin_bottom (self->toolbar, 4);
  gtk_widget_set_margin_end (self->toolbar, 6);

  /* The board (canvas + summary card, scrolling below the smallest
   * layout) and the hand-over page. */
  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_set_transition_duration (GTK_STACK (self->stack), 200);
  gtk_widget_set_vexpand (self->stack, TRUE);
  gtk_widget_set_hexpand (self->stack, TRUE);
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  self->canvas = g_object_new (GTK_TYPE_DRAWING_AREA,
                               "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                               "focusable", TRUE,
                               "hexpand", TRUE, "vexpand", TRUE, NULL);
  gtk_widget_set_size_request (self->canvas, PHL_STAMPSWAP_LAYOUT_MIN_W, PHL_STAMPSWAP_LAYOUT_MIN_H);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->canvas), phl_stampswap_draw_canvas, self, NULL);
  phl_stampswap_input_attach (self);
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (self->canvas, key);
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->canvas);
  self->board = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (self->board), scroll);
  build_summary (self, self->board);
  /* Confirm Piles: on the board, where the layout puts it below the cut. */
  self->confirm_button = gtk_button_new_with_mnemonic (_("_Confirm Piles"));
  gtk_widget_add_css_class (self->confirm_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->confirm_button, _("Make these piles (Enter)"));
  g_signal_connect_swapped (self->confirm_button, "clicked", G_CALLBACK (phl_stampswap_cut_confirm), self);
  gtk_widget_set_visible (self->confirm_button, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->board), self->confirm_button);
  g_signal_connect (self->board, "get-child-position", G_CALLBACK (place_overlay), self);
  gtk_stack_add_child (GTK_STACK (self->stack), self->board);

  self->privacy_page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->privacy_page), "system-users-symbolic");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->privacy_page),
                                   _("The next player’s face-down stamps would show. Everybody else, please look away."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  self->privacy_button = gtk_button_new_with_label ("");
  gtk_widget_add_css_class (self->privacy_button, "pill");
  gtk_widget_add_css_class (self->privacy_button, "suggested-action");
  g_signal_connect_swapped (self->privacy_button, "clicked", G_CALLBACK (on_privacy_done), self);
  gtk_box_append (GTK_BOX (box), self->privacy_button);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->privacy_page), box);
  gtk_stack_add_child (GTK_STACK (self->stack), self->privacy_page);
}

GtkWidget *
phl_stampswap_view_new (PhlMatch *match)
{
  PhlStampswapView *self;

  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  self = g_object_new (PHL_TYPE_STAMPSWAP_VIEW, NULL);
  self->match = g_object_ref (match);
  self->st = phl_match_get_state (match);
  self->hotseat = phl_hotseat_new (match);
  g_object_set_data (G_OBJECT (self), PHL_HOTSEAT_KEY, self->hotseat);
  for (guint s = self->st->n_players; s > 0; s--)
    if (phl_match_get_seat (match, s - 1)->kind == PHL_SEAT_HUMAN)
      self->viewer = s - 1;
  self->seen_round = self->st->round;
  self->seen_current = phl_stampswap_game_current (self->st);
  for (guint i = 0; i < phl_match_get_n_actions (match); i++)
    g_ptr_array_add (self->seen_actions, g_strdup (phl_match_get_action (match, i)));
  g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  on_match_changed (self);
  return GTK_WIDGET (self);
}
