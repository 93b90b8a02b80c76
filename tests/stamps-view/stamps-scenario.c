/* stamps-scenario.c — STAMPS played in the real app, by the mouse path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the UI probe (tests/probe/probe.h).  Every click lands at a point the
 * board's own layout gives for a hand slot or a cell
 * (phl_stamps_canvas_get_hand_point/_cell_point), never at fixed pixels:
 *
 * - a whole game against a computer by real clicks: pick a stamp in the
 *   hand, click a highlighted cell; the hover preview and the cell under
 *   the pointer reach the board's accessible label;
 * - the hint: shown with its reason, while the stamp the player picked
 *   stays picked (the next click places the player's stamp, not the
 *   hint's);
 * - keyboard-only placements (1/2, arrows, Enter);
 * - undo against the computer once the draw pile is empty (nothing hidden
 *   is revealed then): the player's move and the computer's answer go back;
 * - a hot-seat hand-over: nobody's hand in any text until the next person
 *   shows theirs;
 * - Continue: the match read back from the autosave, the game log whole;
 * - screenshots at 1920×1080, 1024×700 and 800×600 of the start, the hint,
 *   the hand-over page, the end and a game of four.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "probe.h"
#include "stamps/phl-stamps-action.h"
#include "stamps/phl-stamps-ai.h"
#include "stamps/view/phl-stamps-canvas.h"
#include "stamps/view/phl-stamps-cells.h"

/* The app's own formats, translated for the run (P_), fill the expected texts. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static PhlStampsCanvas *
board (void)
{
  GtkWidget *widget = probe_board ();

  if (widget == NULL || !PHL_IS_STAMPS_CANVAS (widget))
    probe_bail ("the STAMPS board is not showing");
  return PHL_STAMPS_CANVAS (widget);
}

static const PhlStampsState *
state_of (PhlMatch *match)
{
  return phl_match_get_state (match);
}

static void
click_hand (guint slot)
{
  double x, y;

  if (!phl_stamps_canvas_get_hand_point (board (), slot, &x, &y))
    probe_bail ("hand slot %u is not on the board", slot);
  probe_click_at (GTK_WIDGET (board ()), x, y);
}

static void
click_cell (int x,
            int y)
{
  double px, py;

  if (!phl_stamps_canvas_get_cell_point (board (), x, y, &px, &py))
    probe_bail ("cell %d, %d is not on the board", x, y);
  probe_click_at (GTK_WIDGET (board ()), px, py);
}

/* The slot of the seat to act holding @color. */
static guint
slot_of (const PhlStampsState *st,
         PhlStampsColor        color)
{
  for (guint i = 0; i < st->hand_len[st->current]; i++)
    if (st->hand[st->current][i] == color)
      return i;
  probe_bail ("the hand holds no %s", phl_stamps_color_to_key (color));
}

/* Plays @color at (x, y) for the person to act: the hand slot, a hover
 * over the cell (its preview), then the click; waits for the move. */
static gboolean
place_by_mouse (PhlMatch      *match,
                PhlStampsColor color,
                int            x,
                int            y)
{
  guint n = phl_match_get_n_actions (match);
  g_autofree char *expected = phl_stamps_format_action (color, x, y);
  double px, py;

  click_hand (slot_of (state_of (match), color));
  phl_stamps_canvas_get_cell_point (board (), x, y, &px, &py);
  probe_hover_at (GTK_WIDGET (board ()), px, py);
  click_cell (x, y);
  probe_wait_actions (n + 1, 10000);
  return g_strcmp0 (phl_match_get_action (match, n), expected) == 0;
}

/* A legal move for the person to act: the first legal cell, the first
 * stamp; both in the engine's order, so the game is the same every run. */
static void
some_move (const PhlStampsState *st,
           PhlStampsColor       *color,
           int                  *x,
           int                  *y,
           guint                 skip)
{
  g_autoptr(GArray) cells = phl_stamps_legal_cells (st);
  const PhlStampsCell *c = &g_array_index (cells, PhlStampsCell, skip % cells->len);

  *color = st->hand[st->current][0];
  *x = c->x;
  *y = c->y;
}

static gboolean
label_has (GtkWidget  *widget,
           const char *needle)
{
  g_autofree char *label = probe_accessible_label (widget);

  return label != NULL && strstr (label, needle) != NULL;
}

static gboolean
description_has (GtkWidget  *widget,
                 const char *needle)
{
  g_autofree char *description = probe_accessible_description (widget);

  return description != NULL && strstr (description, needle) != NULL;
}

static void
ask_hint (void)
{
  if (!probe_activate (NULL, "game.hint", NULL))
    probe_click (probe_get (NULL, P_("_Hint")));
}

/* The hint is shown on the board with its reason and changes nothing the
 * player chose: the stamp picked before stays picked. */
static void
check_hint (PhlMatch *match)
{
  const PhlStampsState *st = state_of (match);
  PhlStampsHint hint;
  g_autofree char *action = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *selected = NULL;
  guint mine = 0;
  PhlStampsColor color;
  g_autoptr(GArray) cells = phl_stamps_legal_cells (st);
  const PhlStampsCell *other = NULL;
  guint n = phl_match_get_n_actions (match);

  g_assert_true (phl_stamps_ai_hint (st, &hint));
  action = phl_stamps_format_action (hint.color, hint.x, hint.y);
  /* The play screen names the cell by row and column (the CLI keeps its
   * coordinates). */
  reason = phl_stamps_cells_describe_action (st, action);
  /* Pick the stamp the hint does not suggest, if the hand has one. */
  for (guint i = 0; i < st->hand_len[st->current]; i++)
    if (st->hand[st->current][i] != hint.color)
      mine = i;
  color = st->hand[st->current][mine];
  click_hand (mine);
  selected = g_strdup_printf (P_("Selected: %s."), phl_stamps_color_to_name (color));
  probe_ok (description_has (GTK_WIDGET (board ()), selected), "the picked stamp is named: %s", selected);

  ask_hint ();
  PROBE_WAIT (probe_shows (reason), 20000);
  probe_ok (TRUE, "the hint's reason shows: %s", reason);
  probe_screenshots ("hint");
  probe_ok (description_has (GTK_WIDGET (board ()), selected), "after the hint the picked stamp is still %s",
            phl_stamps_color_to_key (color));

  /* A click on another cell places the player's own stamp. */
  for (guint i = 0; i < cells->len && other == NULL; i++)
    if (g_array_index (cells, PhlStampsCell, i).x != hint.x || g_array_index (cells, PhlStampsCell, i).y != hint.y)
      other = &g_array_index (cells, PhlStampsCell, i);
  if (other == NULL)
    g_error ("no legal cell besides the hint's");
  click_cell (other->x, other->y);
  probe_wait_actions (n + 1, 10000);
  {
    g_autofree char *placed = phl_stamps_format_action (color, other->x, other->y);

    probe_ok (g_strcmp0 (phl_match_get_action (match, n), placed) == 0,
              "the click after the hint placed the picked stamp: %s", phl_match_get_action (match, n));
  }
}

/* The first two numbers of @text ("row 3, column 5, …" in any language). */
static void
first_two_numbers (const char *text,
                   int        *a,
                   int        *b)
{
  const char *p = text != NULL ? text : "";

  p += strcspn (p, "0123456789");
  *a = atoi (p);
  p += strspn (p, "0123456789");
  p += strcspn (p, "0123456789");
  *b = atoi (p);
}

/* The keyboard alone: 2 picks the second stamp, Enter puts the cursor on
 * a cell a stamp may go to and names it by row and column, the arrows
 * walk every cell one step in their screen direction (occupied ones too),
 * and Enter places (on a cell no stamp may go to, it first takes the
 * cursor to the nearest one that may). */
static void
check_keyboard (PhlMatch *match)
{
  guint n = phl_match_get_n_actions (match);
  const PhlStampsState *st = state_of (match);
  PhlStampsColor second = st->hand[st->current][st->hand_len[st->current] > 1 ? 1 : 0];
  g_autofree char *cell = g_strdup_printf (P_("row %d, column %d"), 0, 0);
  g_autofree char *can = g_strdup_printf (P_("%s, empty, you can place here"), "");
  g_autofree char *prefix = NULL;
  g_autofree char *before = NULL;
  g_autofree char *below = NULL;
  char letter[2] = { phl_stamps_color_to_letter (second), 0 };
  int r1 = 0, c1 = 0, r2 = -1, c2 = -1, step;

  gtk_widget_grab_focus (GTK_WIDGET (board ()));
  probe_key (st->hand_len[st->current] > 1 ? "2" : "1");
  probe_key ("Return");
  /* "row %d, column %d" up to the first number: the cursor's cell is named. */
  prefix = g_strndup (cell, strcspn (cell, "0"));
  PROBE_WAIT (label_has (GTK_WIDGET (board ()), prefix), 3000);
  probe_ok (label_has (GTK_WIDGET (board ()), prefix) && label_has (GTK_WIDGET (board ()), can),
            "the keyboard cursor's cell, where a stamp may go, is in the board's label");
  /* Down is the row below on screen, same column (Up at the grid's
   * bottom edge, where Down only rings the bell). */
  before = probe_accessible_label (GTK_WIDGET (board ()));
  probe_key ("Down");
  below = probe_accessible_label (GTK_WIDGET (board ()));
  step = 1;
  if (g_strcmp0 (before, below) == 0)
    {
      g_free (below);
      probe_key ("Up");
      below = probe_accessible_label (GTK_WIDGET (board ()));
      step = -1;
    }
  first_two_numbers (before, &r1, &c1);
  first_two_numbers (below, &r2, &c2);
  probe_ok (r2 - r1 == step && c2 == c1, "Down or Up moves one row, same column: %s → %s", before, below);
  probe_key (step == 1 ? "Up" : "Down");
  probe_key ("Right");
  if (!label_has (GTK_WIDGET (board ()), can))
    probe_key ("Return");
  PROBE_WAIT (label_has (GTK_WIDGET (board ()), can), 3000);
  probe_key ("Return");
  probe_wait_actions (n + 1, 10000);
  probe_ok (g_str_has_prefix (phl_match_get_action (match, n), letter),
            "a placement by the keyboard alone: %s", phl_match_get_action (match, n));
}

/* Undo once the pile is empty: the player's last move and the computer's
 * answer both go back, and it is the player's turn again. */
static void
check_undo (PhlMatch *match)
{
  guint before = phl_match_get_n_actions (match);
  PhlStampsColor color;
  int x, y;

  some_move (state_of (match), &color, &x, &y, 0);
  place_by_mouse (match, color, x, y);
  probe_wait_person (30000);
  if (phl_match_is_over (match))
    {
      probe_skip ("undo: the game ended with the move");
      return;
    }
  probe_ok (phl_match_get_n_actions (match) == before + 2, "the computer answered");
  if (!probe_activate (NULL, "game.undo", NULL))
    probe_activate (NULL, "win.undo", NULL);
  probe_ok (phl_match_get_n_actions (match) == before,
            "undo against the computer takes back both moves (%u actions, was %u)",
            phl_match_get_n_actions (match), before);
  probe_ok (phl_match_get_current_seat (match) == 0, "the person is to act again");
}

static guint
count_texts (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_texts (c);
  return n;
}

static void check_continue (PhlMatch **match);

static void
play_against_computer (void)
{
  PhlMatch *match = probe_start_new ("stamps", "HN", 7, NULL, NULL);
  guint moves = 0, refused = 0;
  gboolean hinted = FALSE, keyed = FALSE, undone = FALSE, continued = FALSE;

  /* Reduced motion: the grid's fit does not move under the pointer
   * between working out a cell's point and clicking it. */
  probe_set_animations (FALSE);

  probe_screenshots ("start");
  probe_wait_person (30000);
  while (!phl_match_is_over (match))
    {
      const PhlStampsState *st = state_of (match);
      PhlStampsColor color;
      int x, y;

      if (!hinted)
        {
          check_hint (match);
          hinted = TRUE;
        }
      else if (!keyed)
        {
          check_keyboard (match);
          keyed = TRUE;
        }
      else if (moves == 5 && !continued)
        {
          check_continue (&match);
          continued = TRUE;
          continue;
        }
      else if (!undone && phl_stamps_state_pile_size (st) == 0)
        {
          check_undo (match);
          undone = TRUE;
          continue;
        }
      else
        {
          some_move (st, &color, &x, &y, moves);
          if (moves == 3)
            {
              double px, py;
              g_autofree char *cell = phl_stamps_cells_name (st, x, y);

              /* The pointer's cell and what it holds reach a screen reader. */
              click_hand (slot_of (st, color));
              phl_stamps_canvas_get_cell_point (board (), x, y, &px, &py);
              probe_hover_at (GTK_WIDGET (board ()), px, py);
              /* GTK hands motion to the board at its next frame. */
              PROBE_WAIT (label_has (GTK_WIDGET (board ()), cell), 3000);
              probe_ok (label_has (GTK_WIDGET (board ()), cell), "the hovered cell is in the board's label: %s", cell);
            }
          if (!place_by_mouse (match, color, x, y))
            refused++;
          moves++;
        }
      probe_wait_person (30000);
    }
  probe_ok (refused == 0, "a whole game by mouse clicks: %u placements, %u went elsewhere", moves, refused);
  probe_ok (undone, "undo was tried once the pile was empty");
  probe_ok (continued, "the game was continued from the autosave");
  probe_screenshots ("end");
  probe_set_animations (TRUE);
}

/* Continue: the same match read back from the autosave, the log as long. */
static void
check_continue (PhlMatch **match)
{
  guint n = phl_match_get_n_actions (*match);
  GtkWidget *log;

  *match = probe_start_continue (NULL);
  probe_ok (phl_match_get_n_actions (*match) == n, "Continue reads back all %u actions", n);
  log = probe_find_type (NULL, "PhlGameLog");
  if (log != NULL)
    probe_ok (count_texts (log) >= n, "the game log after Continue has a line per move (%u for %u)",
              count_texts (log), n);
  else
    probe_skip ("no game log on this view yet");
  probe_wait_person (30000);
}

/* The hand-over page's button, while the page shows. */
static GtkWidget *
handover_button (void)
{
  GtkWidget *button = probe_find_action (NULL, "game.take-screen");

  return button != NULL ? button : probe_find (NULL, P_("_Show My Hand"));
}

/* Two people at one screen: after Ann's move the hand-over page shows and
 * no text names a hand until Bob shows his. */
static void
hand_over (void)
{
  PhlMatch *match = probe_start_new ("stamps", "HH", 11, NULL, NULL);
  PhlStampsColor color;
  int x, y;
  GtkWidget *button;

  probe_wait_person (10000);
  /* Ann may be asked to show her hand first. */
  if (handover_button () != NULL)
    probe_click (handover_button ());
  PROBE_WAIT (probe_board () != NULL && gtk_widget_get_mapped (probe_board ()), 5000);
  some_move (state_of (match), &color, &x, &y, 0);
  probe_ok (place_by_mouse (match, color, x, y), "Ann placed a stamp by the mouse");
  PROBE_WAIT (handover_button () != NULL, 5000);
  probe_ok (!probe_shows (P_("Your hand:")), "no hand is named while the screen is handed over");
  probe_screenshots ("handover");
  button = handover_button ();
  probe_click (button);
  PROBE_WAIT (probe_board () != NULL && gtk_widget_get_mapped (probe_board ()), 5000);
  probe_ok (description_has (GTK_WIDGET (board ()), P_("Your hand:")), "Bob sees his hand after the hand-over");
  some_move (state_of (match), &color, &x, &y, 1);
  probe_ok (place_by_mouse (match, color, x, y), "Bob placed a stamp by the mouse");
}

/* Four players: four tableaux beside or under the grid at every size. */
static void
four_players (void)
{
  PhlMatch *match = probe_start_new ("stamps", "HNNN", 5, NULL, NULL);
  PhlStampsColor color;
  int x, y;

  probe_wait_person (30000);
  some_move (state_of (match), &color, &x, &y, 2);
  probe_ok (place_by_mouse (match, color, x, y), "a placement by the mouse with four players");
  probe_wait_person (30000);
  probe_screenshots ("four");
}

void
probe_scenario (void)
{
  play_against_computer ();
  hand_over ();
  four_players ();
}
