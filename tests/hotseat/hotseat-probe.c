/* hotseat-probe.c — plays a hot-seat game in the real app and reads every
 * text it shows, looking for other people's hidden items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked with the objects of the philatelia executable, its own main()
 * included: this file only adds a constructor that gives the app a fresh
 * home with an autosave of a new game where every seat is a person
 * (HOTSEAT_GAME: stampswap, swop, stamps or auction; HOTSEAT_SEATS, e.g. "HHC",
 * makes the seats marked C computers), and a timer that, once the window
 * is up, presses Continue and then plays the people one after the other as
 * they would:
 *
 * - a hand-over page ("Pass to …", a status page naming the person to act)
 *   is read while nobody's hidden facts may show, then its button pressed:
 *   that person alone is at the screen;
 * - a person whose turn comes without a hand-over page joins those who may
 *   be watching (everyone since the last hand-over);
 * - the person at the screen plays a move through the match, as the play
 *   screen would submit it (a sealed bid through the screen's own Hint
 *   and Bid); the computers are played by the app, and while they think
 *   nobody new comes to the screen.
 *
 * After every change it walks every window's widget tree and reads every
 * text it holds — labels, button labels, window titles, tooltips, entries,
 * and the accessible label and description of every widget, hidden ones
 * too — and fails when one names a hidden item that someone who may be
 * watching may not know, worked out from the engine's state: Stamp Swap's
 * face-down stamps, STAMPS hands, Stamp Auction's sealed bids.  The texts
 * are read in English.
 *
 * Nothing else of one person's screen may reach the next either: before
 * each move the person moves the board's keyboard cursor with the arrow
 * keys, and whenever the screen changes hands (after a hand-over page, or
 * another person's turn) the whole play screen — the focused widget, what
 * is selected, checked or shown, every text and accessible description —
 * must be what a fresh screen of the same match shows that person.  On a
 * hand-over page the keyboard focus must be on its button (Enter takes
 * the screen).  Output is TAP.
 *
 * The linker's --wrap catches the start of the app (phl_application_new(),
 * when the engines' resources are ready) and the match being played
 * (phl_match_set_autosave_path(), which the window calls when a game
 * starts).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "auction/phl-auction.h"
#include "phl-application.h"
#include "phl-change.h"
#include "phl-game-info.h"
#include "phl-game-view.h"
#include "phl-match.h"
#include "stamps/phl-stamps-ai.h"
#include "stamps/phl-stamps-rules.h"
#include "stampswap/phl-stampswap-state.h"

#define N_SEATS 3

static const char *game;
static PhlMatch *match;
static char *home;
static guint audience;          /* bit per seat that may be watching */
static guint n_checks, n_failures, n_handovers, n_moves;
static guint max_moves;
static guint last_checked = G_MAXUINT;
static GRand *rng;
static gboolean continued;
static guint idle_ticks;
static guint n_screens;         /* screens compared with a fresh one */
static guint n_focus_failures;
static guint n_screen_failures;
static guint n_undo_failures, n_undo_checks;
static gboolean busy;           /* a fresh screen is being built */
static int last_viewer = -2;
static guint max_screens;

void __real_phl_match_set_autosave_path (PhlMatch *self, const char *path);
void __wrap_phl_match_set_autosave_path (PhlMatch *self, const char *path);

void
__wrap_phl_match_set_autosave_path (PhlMatch   *self,
                                    const char *path)
{
  if (path != NULL)
    g_set_object (&match, self);
  __real_phl_match_set_autosave_path (self, path);
}

/* ---- Reading every text ------------------------------------------------- */

static void
add_accessible (GPtrArray             *texts,
                GtkAccessible         *accessible,
                GtkAccessibleProperty  property)
{
  /* GTK has no getter: the check returns the real value when it differs. */
  char *value = gtk_test_accessible_check_property (accessible, property, "\x01-no-such-text-\x01");

  if (value != NULL && !g_str_equal (value, "undefined"))
    g_ptr_array_add (texts, value);
  else
    g_free (value);
}

static void
add (GPtrArray  *texts,
     const char *text)
{
  if (text != NULL && text[0] != '\0')
    g_ptr_array_add (texts, g_strdup (text));
}

static void
collect (GtkWidget *widget,
         GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget))
    add (texts, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    add (texts, gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_WINDOW (widget))
    add (texts, gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_EDITABLE (widget))
    add (texts, gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      g_ptr_array_add (texts, gtk_text_buffer_get_text (buffer, &start, &end, TRUE));
    }
  add (texts, gtk_widget_get_tooltip_text (widget));
  add_accessible (texts, GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  add_accessible (texts, GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, texts);
}

static GPtrArray *
all_texts (void)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      collect (window, texts);
    }
  return texts;
}

/* ---- Hidden items, from the engine's state ------------------------------ */

/* Whether every seat in @watching (everybody when 0) knows what @known
 * (bit per seat) says. */
static gboolean
all_know (guint known,
          guint watching)
{
  if (watching == 0)
    watching = (1u << N_SEATS) - 1;
  return (known & watching) == watching;
}

static const char *
kind_en (guint8 kind)
{
  static const char * const names[] = { "small square", "large square", "short rectangle", "long rectangle",
                                        "forever stamp" };
  return kind < G_N_ELEMENTS (names) ? names[kind] : "?";
}

/* Every way the app has named a tile's face. */
static void
stampswap_names (guint      tile,
                 GPtrArray *out)
{
  const PhlStampswapTile *t = &phl_stampswap_tiles ()[tile];

  g_ptr_array_add (out, phl_stampswap_tile_describe (t));
  for (guint k = 0; k < t->n_stamps; k++)
    {
      const PhlStampswapStamp *s = &t->stamps[k];

      if (s->kind == PHL_STAMPSWAP_FOREVER)
        continue;
      if (s->flags & PHL_STAMPSWAP_STAMP_RARE)
        g_ptr_array_add (out, g_strdup_printf ("rare %s, value %d", kind_en (s->kind), s->value));
      else if (s->flags & PHL_STAMPSWAP_STAMP_CANCELED)
        g_ptr_array_add (out, g_strdup_printf ("canceled %s %s %s", phl_stampswap_color_label (s->color),
                                               phl_stampswap_theme_label (s->theme), kind_en (s->kind)));
      else
        g_ptr_array_add (out, g_strdup_printf ("%s %s %s, value %d", phl_stampswap_color_label (s->color),
                                               phl_stampswap_theme_label (s->theme), kind_en (s->kind),
                                               s->value));
    }
}

/* Names of face-down stamps someone watching has not viewed, minus names
 * that a stamp in plain sight shares. */
static GPtrArray *
stampswap_secrets (const PhlStampswapState *st)
{
  g_autoptr(GPtrArray) hidden = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) open = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    {
      if (st->tile_where[t] != PHL_STAMPSWAP_TILE_IN_PLAY)
        continue;
      if (st->face_down[t] && !all_know (st->known[t], audience))
        stampswap_names (t, hidden);
      else
        stampswap_names (t, open);
    }
  for (guint i = 0; i < hidden->len; i++)
    {
      gboolean shared = FALSE;

      for (guint j = 0; j < open->len && !shared; j++)
        shared = g_str_equal (hidden->pdata[i], open->pdata[j]);
      if (!shared)
        g_ptr_array_add (out, g_strdup (hidden->pdata[i]));
    }
  return out;
}

/* The hand colours of seats not watching that no one watching holds, in
 * the phrases that name a hand stamp. */
static GPtrArray *
stamps_secrets (const PhlStampsState *st)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  guint hidden = 0, open = 0;

  if (st->over)
    return out;
  for (guint s = 0; s < st->n_players; s++)
    for (guint i = 0; i < st->hand_len[s]; i++)
      {
        if (audience != 0 && (audience & (1u << s)))
          open |= 1u << st->hand[s][i];
        else
          hidden |= 1u << st->hand[s][i];
      }
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if ((hidden & ~open) & (1u << c))
      {
        const char *name = phl_stamps_color_to_name (c);

        g_ptr_array_add (out, g_strdup_printf ("hand: %s", name));
        for (guint d = 0; d < PHL_STAMPS_N_COLORS; d++)
          g_ptr_array_add (out, g_strdup_printf ("hand: %s, %s", phl_stamps_color_to_name (d), name));
        g_ptr_array_add (out, g_strdup_printf ("Selected: %s", name));
        g_ptr_array_add (out, g_strdup_printf ("place %s at", name));
      }
  return out;
}

/* The sealed bids written down in this auction by seats not watching. */
static GPtrArray *
auction_secrets (const PhlAuctionState *st)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  guint made;

  if (!st->sealed || st->phase != PHL_AUCTION_PHASE_BIDS)
    return out;
  made = st->n_players - st->bids_left;
  for (guint k = 1; k <= made; k++)
    {
      guint seat = (st->auctioneer + k) % st->n_players;
      int bid = st->players[seat].bid;

      if (audience != 0 && audience == (1u << seat))
        continue;
      if (bid >= 0)
        {
          /* "Bid 7" and "bid 7", not "Bid 70". */
          g_ptr_array_add (out, g_strdup_printf ("Bid %d\x01", bid));
          g_ptr_array_add (out, g_strdup_printf ("bid %d\x01", bid));
        }
      else
        g_ptr_array_add (out, g_strdup ("Make no bid"));
    }
  return out;
}

/* Whether @text holds @needle; a needle ending in \x01 must not be
 * followed by a digit there. */
static gboolean
contains (const char *text,
          const char *needle)
{
  gsize len = strlen (needle);
  gboolean whole = len > 0 && needle[len - 1] == '\x01';
  g_autofree char *bare = g_strndup (needle, whole ? len - 1 : len);
  gsize n = strlen (bare);

  for (const char *at = strstr (text, bare); at != NULL; at = strstr (at + 1, bare))
    if (!whole || !g_ascii_isdigit (at[n]))
      return TRUE;
  return FALSE;
}

static void
check (const char *when)
{
  gconstpointer state = phl_match_get_state (match);
  g_autoptr(GPtrArray) secrets = NULL;
  g_autoptr(GPtrArray) texts = all_texts ();
  guint failures = n_failures;

  if (g_str_equal (game, "stampswap"))
    secrets = stampswap_secrets (state);
  else if (g_str_equal (game, "stamps"))
    secrets = stamps_secrets (state);
  else if (g_str_equal (game, "auction"))
    secrets = auction_secrets (state);
  else
    secrets = g_ptr_array_new ();    /* SWOP hides nothing */

  n_checks++;
  for (guint i = 0; i < texts->len; i++)
    for (guint j = 0; j < secrets->len; j++)
      if (contains (texts->pdata[i], secrets->pdata[j]))
        {
          g_autofree char *needle = g_strdelimit (g_strdup (secrets->pdata[j]), "\x01", ' ');

          if (n_failures - failures < 5)
            g_print ("# move %u, %s, watching 0x%x: “%s” names a hidden item (%s)\n", n_moves, when, audience,
                     (char *) texts->pdata[i], g_strstrip (needle));
          n_failures++;
        }
}

/* ---- Playing ------------------------------------------------------------- */

static const char *
seat_name (guint seat)
{
  return phl_match_get_seat (match, seat)->name;
}

/* The visible status page that asks to pass the screen to @seat. */
static GtkWidget *
find_handover (GtkWidget *widget,
               guint      seat)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (ADW_IS_STATUS_PAGE (widget))
    {
      const char *title = adw_status_page_get_title (ADW_STATUS_PAGE (widget));

      if (title != NULL && strstr (title, seat_name (seat)) != NULL)
        return widget;
    }
  /* A stack's page stays mapped while it fades out. */
  if (GTK_IS_STACK (widget))
    {
      GtkWidget *page = gtk_stack_get_visible_child (GTK_STACK (widget));

      return page != NULL ? find_handover (page, seat) : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_handover (child, seat);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && (label == NULL || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_type (GtkWidget  *widget,
           const char *type_name)
{
  GType type = g_type_from_name (type_name);

  if (widget == NULL || type == 0)
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
main_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GType type = g_type_from_name ("PhlWindow");

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_mapped (window))
        return window;
    }
  return NULL;
}

/* ---- What a screen carries ---------------------------------------------- */

/* Every state of every widget of a play screen that one person's use of
 * it may change: which has the keyboard focus, what is selected, checked
 * or pressed, shown or sensitive, and every text (the accessible
 * description of a board says where its keyboard cursor is). */
static void
snapshot_widget (GtkWidget *widget,
                 GtkWidget *focus,
                 GString   *out,
                 guint      depth)
{
  GtkStateFlags flags = gtk_widget_get_state_flags (widget)
                        & (GTK_STATE_FLAG_SELECTED | GTK_STATE_FLAG_CHECKED | GTK_STATE_FLAG_ACTIVE);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  /* The log is the match's, written for the viewer (the texts above
   * check it); its scroll bars and placeholder follow the layout. */
  if (GTK_IS_SCROLLBAR (widget) || g_str_equal (G_OBJECT_TYPE_NAME (widget), "PhlGameLog"))
    return;
  g_string_append_printf (out, "%*s%s", depth, "", G_OBJECT_TYPE_NAME (widget));
  if (!gtk_widget_get_visible (widget))
    {
      g_string_append (out, " hidden\n");
      return;
    }
  g_string_append_printf (out, "%s%s flags=%x", widget == focus ? " FOCUS" : "",
                          gtk_widget_get_sensitive (widget) ? "" : " insensitive", flags);
  if (GTK_IS_LABEL (widget))
    add (texts, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    add (texts, gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_REVEALER (widget))
    g_string_append_printf (out, " revealed=%d", gtk_revealer_get_reveal_child (GTK_REVEALER (widget)));
  if (GTK_IS_STACK (widget))
    add (texts, gtk_stack_get_visible_child_name (GTK_STACK (widget)));
  add_accessible (texts, GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  /* A board's own description, without the news said before it (GTK 4.8
   * speaks a description change: phl-game-view-speech.c); the news are
   * texts, read above for hidden items. */
  if (g_object_get_data (G_OBJECT (widget), "phl-board-description") != NULL)
    add (texts, g_object_get_data (G_OBJECT (widget), "phl-board-description"));
  else
    add_accessible (texts, GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  for (guint i = 0; i < texts->len; i++)
    if (((char *) texts->pdata[i])[0] != '\0')
      g_string_append_printf (out, " “%s”", (char *) texts->pdata[i]);
  g_string_append_c (out, '\n');
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    /* A stack shows one page; the others are no part of the screen. */
    if (!GTK_IS_STACK (widget) || child == gtk_stack_get_visible_child (GTK_STACK (widget)))
      snapshot_widget (child, focus, out, depth + 1);
}

static char *
snapshot (GtkWidget *view)
{
  GString *out = g_string_new (NULL);
  GtkRoot *root = gtk_widget_get_root (view);

  snapshot_widget (view, root != NULL ? gtk_root_get_focus (root) : NULL, out, 0);
  return g_string_free (out, FALSE);
}

static void
settle (void)
{
  for (guint i = 0; i < 100 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The screen has just changed hands: it must be what a fresh screen of
 * the same game shows the same person — built here, for the same match,
 * in a window of the same size — with nothing carried over from what the
 * last person did on it. */
static void
compare_with_fresh (GtkWidget  *window,
                    const char *when)
{
  GtkWidget *view = find_type (window, "PhlGameView");
  GtkWidget *other, *other_view;
  g_autofree char *mine = NULL;
  g_autofree char *fresh = NULL;

  /* Building a screen takes a while: the first hand-overs of a game (the
   * first of each person, of each phase) are enough to show what carries. */
  if (view == NULL || n_screens >= max_screens)
    return;
  settle ();
  mine = snapshot (view);
  busy = TRUE;
  other = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (other), gtk_widget_get_width (view), gtk_widget_get_height (view));
  other_view = phl_game_info_lookup (game)->create_view (match);
  gtk_widget_set_can_target (phl_game_view_get_board (PHL_GAME_VIEW (other_view)), FALSE);
  gtk_window_set_child (GTK_WINDOW (other), other_view);
  /* Its computers are the app's own. */
  phl_game_view_set_computers_paused (PHL_GAME_VIEW (other_view), TRUE);
  gtk_window_present (GTK_WINDOW (other));
  for (guint i = 0; i < 2000 && !gtk_widget_get_mapped (other_view); i++)
    g_main_context_iteration (NULL, TRUE);
  settle ();
  gtk_widget_activate_action (other_view, "game.take-screen", NULL);
  settle ();
  fresh = snapshot (other_view);
  gtk_window_destroy (GTK_WINDOW (other));
  settle ();
  busy = FALSE;
  n_screens++;
  if (g_strcmp0 (mine, fresh) != 0)
    {
      g_auto(GStrv) a = g_strsplit (mine, "\n", -1);
      g_auto(GStrv) b = g_strsplit (fresh, "\n", -1);
      guint shown = 0;

      for (guint i = 0; a[i] != NULL && b[i] != NULL && shown < 3; i++)
        if (!g_str_equal (a[i], b[i]))
          {
            g_print ("# move %u, %s: the screen carries “%s”, a fresh one shows “%s”\n", n_moves, when,
                     g_strstrip (a[i]), g_strstrip (b[i]));
            shown++;
          }
      if (shown == 0)
        g_print ("# move %u, %s: the screens differ in length\n", n_moves, when);
      n_screen_failures++;
    }
}

/* A person uses the board before their move, as people do: the keyboard
 * goes to the board and its arrow keys move its cursor (the auction's
 * price row, STAMPS' cell, a die).  What this leaves must not reach the
 * next person. */
static void
use_board (GtkWidget *window)
{
  GtkWidget *view = find_type (window, "PhlGameView");
  GtkWidget *board = view != NULL ? phl_game_view_get_board (PHL_GAME_VIEW (view)) : NULL;
  GtkWidget *focus;
  static const guint keys[] = { GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Right };

  if (board == NULL || !gtk_widget_get_mapped (board))
    return;
  /* The pointer stays where Xvfb put it: what it hovers is where it is
   * now, not what a person left, and differs between two windows. */
  gtk_widget_set_can_target (board, FALSE);
  gtk_widget_grab_focus (board);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  for (guint k = 0; k < G_N_ELEMENTS (keys) && focus != NULL; k++)
    for (GtkWidget *w = focus; w != NULL && w != view; w = gtk_widget_get_parent (w))
      {
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);
        gboolean handled = FALSE;

        for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
          {
            g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

            if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
                && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_BUBBLE)
              g_signal_emit_by_name (controller, "key-pressed", keys[k], 0, (GdkModifierType) 0, &handled);
          }
        if (handled)
          break;
      }
}

/* Undo is for the person at the screen, their own last move only (issue:
 * Player 2's Undo took back Player 1's pick): pressed by @seat, who has
 * just come to the screen, it must change nothing. */
static void
try_undo (GtkWidget *window,
          int        seat)
{
  guint n = phl_match_get_n_actions (match);
  GtkWidget *view = find_type (window, "PhlGameView");
  int last_person = -1;

  /* The last person to act, past the computers' answers. */
  for (guint i = n; i > 0 && last_person < 0; i--)
    {
      int actor = phl_change_get_actor (phl_match_get_change (match, i - 1));

      if (actor >= 0 && phl_match_get_seat (match, actor)->kind == PHL_SEAT_HUMAN)
        last_person = actor;
    }
  if (view == NULL || last_person < 0 || last_person == seat)
    return;
  n_undo_checks++;
  gtk_widget_activate_action (view, "game.undo", NULL);
  if (phl_match_get_n_actions (match) != n)
    {
      g_print ("# move %u: seat %d at the screen, Undo took back another person's move\n", n_moves, seat);
      n_undo_failures++;
    }
}

static char *
pick_action (void)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  gconstpointer state = phl_match_get_state (match);
  g_autoptr(GPtrArray) legal = rules->legal_actions (state);
  PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY, PHL_AI_EASY,
                                       PHL_AI_EASY };
  int seat = phl_match_get_current_seat (match);

  g_ptr_array_set_free_func (legal, g_free);
  if (g_str_equal (game, "stampswap"))
    {
      const PhlStampswapState *st = state;

      /* Face-down stamps first: the secrets to keep. */
      for (guint i = 0; i < legal->len; i++)
        {
          guint slot;

          if (sscanf (legal->pdata[i], "take %u", &slot) == 1 && slot >= 1 && slot <= st->n_pool
              && PHL_STAMPSWAP_ITEM_IS_TILE (st->pool[slot - 1]) && st->face_down[st->pool[slot - 1]])
            return g_strdup (legal->pdata[i]);
        }
    }
  else if (g_str_equal (game, "stamps"))
    {
      const PhlStampsState *st = state;
      PhlStampsHint hint;

      /* Ask for a hint like a person would, then play the other stamp: the
       * hint names a stamp that stays in the hand. */
      if (phl_stamps_ai_hint (st, &hint))
        {
          GtkWidget *button = find_button (main_window (), "_Hint");

          if (button != NULL)
            g_signal_emit_by_name (button, "clicked");
          for (guint i = 0; i < legal->len; i++)
            if (((const char *) legal->pdata[i])[0] != phl_stamps_color_to_letter (hint.color))
              return g_strdup (legal->pdata[i]);
        }
    }
  else if (g_str_equal (game, "auction") && seat >= 0)
    {
      GtkWidget *view = find_type (main_window (), "PhlAuctionView");

      /* A person at the screen asks for a hint before a sealed bid: the
       * hint bar is one more text that must not name another's bid.  (The
       * hint only marks the board, so the bid itself goes through the
       * match.) */
      if (((const PhlAuctionState *) state)->phase == PHL_AUCTION_PHASE_BIDS && view != NULL)
        gtk_widget_activate_action (view, "game.hint", NULL);
    }
  return rules->choose_action (state, levels, rng);
}

static gboolean
finish (gpointer data)
{
  gboolean over = match != NULL && phl_match_is_over (match);

  g_print ("ok 1 /hotseat/%s/played # %u moves, %u hand-overs, %u checks, %u screens compared%s\n", game,
           n_moves, n_handovers, n_checks, n_screens, over ? ", to the end" : "");
  if (n_handovers == 0 && !g_str_equal (game, "swop"))
    g_print ("not ok 2 /hotseat/%s/hidden-items # no hand-over happened\n", game);
  else if (n_failures > 0)
    g_print ("not ok 2 /hotseat/%s/hidden-items # %u texts name a hidden item of another seat\n", game,
             n_failures);
  else
    g_print ("ok 2 /hotseat/%s/hidden-items\n", game);
  if (n_focus_failures > 0)
    g_print ("not ok 3 /hotseat/%s/handover-focus # %u hand-over pages without the focus on their button\n", game,
             n_focus_failures);
  else
    g_print ("ok 3 /hotseat/%s/handover-focus\n", game);
  if (n_screens == 0 || n_screen_failures > 0)
    g_print ("not ok 4 /hotseat/%s/nothing-carried # %u of %u screens carried the last person's state\n", game,
             n_screen_failures, n_screens);
  else
    g_print ("ok 4 /hotseat/%s/nothing-carried # %u screens\n", game, n_screens);
  if (n_undo_failures > 0 || (n_undo_checks == 0 && n_handovers > 0))
    g_print ("not ok 5 /hotseat/%s/undo-own-move-only # %u of %u undos took back another person's move\n", game,
             n_undo_failures, n_undo_checks);
  else
    g_print ("ok 5 /hotseat/%s/undo-own-move-only # %u tried\n", game, n_undo_checks);
  fflush (stdout);
  _exit (n_failures > 0 || n_focus_failures > 0 || n_screen_failures > 0 || n_screens == 0
         || n_undo_failures > 0 || (n_undo_checks == 0 && n_handovers > 0)
         || (n_handovers == 0 && !g_str_equal (game, "swop")) || n_checks == 0 ? 1 : 0);
  return G_SOURCE_REMOVE;
}

static gboolean
tick (gpointer data)
{
  GtkWidget *window = main_window ();
  GtkWidget *page;
  g_autoptr(GError) error = NULL;
  g_autofree char *action = NULL;
  int seat;

  if (window == NULL || busy)
    return G_SOURCE_CONTINUE;
  if (!continued)
    {
      continued = TRUE;
      if (!gtk_widget_activate_action (window, "win.continue", NULL))
        {
          g_print ("Bail out! the library offers no Continue\n");
          _exit (1);
        }
      return G_SOURCE_CONTINUE;
    }
  if (match == NULL)
    {
      if (++idle_ticks > 200)
        {
          g_print ("Bail out! no game started\n");
          _exit (1);
        }
      return G_SOURCE_CONTINUE;
    }
  if (phl_match_is_over (match) || n_moves >= max_moves)
    {
      check ("at the end");
      g_idle_add (finish, NULL);
      return G_SOURCE_REMOVE;
    }
  {
    /* Stamp Swap's end-of-day summary holds everybody, the computers too,
     * until someone presses Continue. */
    GtkWidget *next = find_button (window, "_Continue");

    if (next != NULL)
      {
        check ("on the end-of-day summary");
        g_signal_emit_by_name (next, "clicked");
        return G_SOURCE_CONTINUE;
      }
  }
  seat = phl_match_get_current_seat (match);
  if (phl_match_get_seat (match, seat)->kind != PHL_SEAT_HUMAN)
    {
      GtkWidget *auction = find_type (window, "PhlAuctionView");

      /* A sell turn passed over holds the computers until a person has
       * read why (the auction's Continue). */
      if (auction != NULL)
        gtk_widget_activate_action (auction, "auction.continue", NULL);
      /* The app plays the computer; read each position it leaves once. */
      if (last_checked != phl_match_get_n_actions (match))
        {
          last_checked = phl_match_get_n_actions (match);
          check ("during a computer's turn");
        }
      return G_SOURCE_CONTINUE;
    }
  page = find_handover (window, seat);
  if (page != NULL)
    {
      GtkWidget *button = find_button (page, NULL);

      /* Anyone may be looking at a hand-over page. */
      audience = 0;
      check ("on the hand-over page");
      if (button == NULL)
        {
          g_print ("Bail out! the hand-over page has no button\n");
          _exit (1);
        }
      n_handovers++;
      /* Enter presses the focused widget: it must be the page's own
       * button, not the header's or the hidden board's. */
      if (gtk_root_get_focus (GTK_ROOT (window)) != button)
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

          g_print ("# move %u: on the hand-over page the keyboard focus is on %s “%s”, not its button\n",
                   n_moves, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                   focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
          n_focus_failures++;
        }
      /* "clicked" at once: activate would press it for a quarter second. */
      g_signal_emit_by_name (button, "clicked");
      audience = 1u << seat;
      check ("after the hand-over");
      compare_with_fresh (window, "after the hand-over");
      last_viewer = seat;
      try_undo (window, seat);
      return G_SOURCE_CONTINUE;
    }
  audience |= 1u << seat;
  check ("before a move");
  /* Another person's turn without a hand-over (nothing hidden to show):
   * the screen changes hands all the same. */
  if (last_viewer != seat)
    {
      compare_with_fresh (window, "as the screen changes hands");
      last_viewer = seat;
      try_undo (window, seat);
    }
  use_board (window);
  action = pick_action ();
  if (action == NULL || (action[0] != '\0' && !phl_match_submit (match, action, &error)))
    {
      g_print ("Bail out! move “%s” refused: %s\n", action ? action : "(none)", error ? error->message : "");
      _exit (1);
    }
  n_moves++;
  return G_SOURCE_CONTINUE;
}

/* ---- Before main() ------------------------------------------------------- */

static void
write_autosave (void)
{
  static const char * const names[N_SEATS] = { "Ann", "Bob", "Cy" };
  const PhlGameRules *rules = phl_game_rules_lookup (game);
  PhlSeat seats[N_SEATS];
  PhlSetup setup = { .n_players = N_SEATS };
  const char *kinds = g_getenv ("HOTSEAT_SEATS") ?: "HHH";
  g_autoptr(PhlMatch) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (home, "state", "philatelia", "autosave.philatelia", NULL);

  if (g_str_equal (game, "auction"))
    setup.variant = "sealed";
  for (guint i = 0; i < N_SEATS; i++)
    seats[i] = (PhlSeat) { (char *) names[i], kinds[i] == 'C' ? PHL_SEAT_COMPUTER : PHL_SEAT_HUMAN,
                           PHL_AI_EASY };
  if (rules == NULL
      || !(fresh = phl_match_new (rules, &setup, seats, g_ascii_strtoull (g_getenv ("HOTSEAT_SEED") ?: "7", NULL, 10),
                                  &error))
      || !phl_match_save (fresh, path, &error))
    {
      g_print ("Bail out! cannot start %s: %s\n", game, error ? error->message : "unknown game");
      _exit (1);
    }
}

__attribute__((constructor)) static void
probe_init (void)
{
  game = g_getenv ("HOTSEAT_GAME");
  if (game == NULL)
    return;
  home = g_dir_make_tmp ("hotseat-XXXXXX", NULL);
  g_assert (home != NULL);
  for (guint i = 0; i < 4; i++)
    {
      static const char * const dirs[][2] = { { "XDG_CONFIG_HOME", "config" }, { "XDG_DATA_HOME", "data" },
                                              { "XDG_STATE_HOME", "state" }, { "XDG_CACHE_HOME", "cache" } };
      g_autofree char *dir = g_build_filename (home, dirs[i][1], NULL);

      g_mkdir_with_parents (dir, 0700);
      g_setenv (dirs[i][0], dir, TRUE);
    }
  g_setenv ("PHILATELIA_NO_SOUND", "1", TRUE);
  max_moves = g_ascii_strtoull (g_getenv ("HOTSEAT_MOVES") ?: "400", NULL, 10);
  max_screens = g_ascii_strtoull (g_getenv ("HOTSEAT_SCREENS") ?: "40", NULL, 10);
  rng = g_rand_new_with_seed (11);
}

/* main() starts the app: the engines and their resources are ready. */
PhlApplication *__real_phl_application_new (const char *id, GApplicationFlags flags);
PhlApplication *__wrap_phl_application_new (const char *id, GApplicationFlags flags);

PhlApplication *
__wrap_phl_application_new (const char        *id,
                            GApplicationFlags  flags)
{
  if (game != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new (id);

      /* Computers move 150 ms apart. */
      g_settings_set_string (settings, "animation-speed", "fast");
      write_autosave ();
      g_print ("1..5\n");
      g_timeout_add (60, tick, NULL);
    }
  return __real_phl_application_new (id, flags);
}
