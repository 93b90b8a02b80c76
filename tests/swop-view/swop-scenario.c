/* swop-scenario.c — the SWOP play screen in the real app, on the UI probe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Ann (a person) plays a whole basic game against Bob (an easy computer)
 * the way a person does: real clicks at the centres of dice computed from
 * the canvas's own geometry (phl_swop_canvas_get_geometry()), one move by
 * the keyboard alone (arrows, Enter) and one by a drag.  On the way:
 *
 * - the hint shows a swap on the board and selects nothing: the next click
 *   on a die only chooses that die, no swap is played;
 * - the preview strip lies under the board, beside every die, never over one;
 * - the board's accessible label names the die under the cursor;
 * - every button of the screen has a name; no label of the screen is ellipsized;
 * - undo against the computer takes back Ann's move and Bob's answer;
 * - Continue (leaving and reading the autosave back) keeps every action;
 * - a master game asks which cube to spend, under the board; a hot seat
 *   passes between two people without a hand-over page (SWOP hides nothing);
 * - at 1920×1080, 1024×700 and 800×600 the board, the panel and the track
 *   fit the canvas and the window reaches that size; screenshots of each.
 */
#include "config.h"

#include <string.h>

#include "phl-change.h"
#include "phl-game-log.h"
#include "probe.h"
#include "swop/phl-swop.h"
#include "../../src/games/swop/view/phl-swop-canvas.h"
#include "../../src/games/swop/view/phl-swop-text.h"

static const int sizes[][2] = { { 1920, 1080 }, { 1024, 700 }, { 800, 600 } };

static PhlMatch *match;

static const PhlSwopState *
state (void)
{
  return phl_match_get_state (match);
}

static PhlSwopCanvas *
canvas (void)
{
  GtkWidget *widget = probe_find_type (NULL, "PhlSwopCanvas");

  if (widget == NULL)
    probe_bail ("no SWOP board shows");
  return PHL_SWOP_CANVAS (widget);
}

static void
cell_centre (int     cell,
             double *x,
             double *y)
{
  PhlSwopGeometry g;
  double size;

  phl_swop_canvas_get_geometry (canvas (), &g);
  phl_swop_geometry_die_rect (&g, cell, x, y, &size);
  *x += size / 2;
  *y += size / 2;
}

static void
click_cell (int cell)
{
  double x, y;

  cell_centre (cell, &x, &y);
  probe_click_at (GTK_WIDGET (canvas ()), x, y);
}

/* The hard computer's choice for Ann: a swap or a pick, choices spelt out. */
static PhlSwopAction
best_action (void)
{
  PhlSwopAction action;

  if (!phl_swop_ai_hint (state (), &action, NULL))
    probe_bail ("no move for Ann");
  return action;
}

/* After the second die: a choice the game asks for is answered with Enter
 * (its first button has the focus); then the move must be made. */
static void
answer_choice (guint before)
{
  probe_settle ();
  if (phl_match_get_n_actions (match) == before && phl_swop_canvas_get_selected (canvas ()) >= 0)
    probe_key ("Return");
  probe_wait_actions (before + 1, 10000);
}

static void
pick_from_pool (int colour)
{
  PhlSwopGeometry g;
  guint before = phl_match_get_n_actions (match);

  phl_swop_canvas_get_geometry (canvas (), &g);
  for (int slot = 0; slot < PHL_SWOP_N_COLOURS; slot++)
    if (phl_swop_geometry_pool_colour (state (), slot) == colour)
      {
        double x, y;

        phl_swop_geometry_pool_slot (&g, slot, &x, &y);
        probe_click_at (GTK_WIDGET (canvas ()), x + g.pool_cube / 2, y + g.pool_cube / 2);
      }
  probe_wait_actions (before + 1, 10000);
}

typedef enum { BY_CLICKS, BY_KEYS, BY_DRAG } Way;

static void
move_cursor_to (int cell)
{
  int from = phl_swop_canvas_get_cursor (canvas ());
  int dc = phl_swop_cell_column (cell) - phl_swop_cell_column (MAX (from, 0));
  int dr = phl_swop_cell_row (cell) - phl_swop_cell_row (MAX (from, 0));
  GString *keys = g_string_new (NULL);

  for (int i = 0; i < ABS (dc); i++)
    g_string_append (keys, dc > 0 ? "Right " : "Left ");
  for (int i = 0; i < ABS (dr); i++)
    g_string_append (keys, dr > 0 ? "Down " : "Up ");
  if (keys->len > 0)
    probe_key (keys->str);
  g_string_free (keys, TRUE);
}

/* The person to act plays the hard computer's move. */
static void
play_ann (Way way)
{
  PhlSwopAction action = best_action ();
  guint before = phl_match_get_n_actions (match);

  if (action.kind == PHL_SWOP_ACTION_PICK)
    {
      pick_from_pool (action.cube);
      return;
    }
  switch (way)
    {
    case BY_KEYS:
      gtk_widget_grab_focus (GTK_WIDGET (canvas ()));
      move_cursor_to (action.cells[0]);
      probe_key ("Return");
      move_cursor_to (action.cells[1]);
      probe_key ("space");
      break;
    case BY_DRAG:
      {
        double x1, y1, x2, y2;

        cell_centre (action.cells[0], &x1, &y1);
        cell_centre (action.cells[1], &x2, &y2);
        probe_drag (GTK_WIDGET (canvas ()), x1, y1, x2, y2);
      }
      break;
    case BY_CLICKS:
    default:
      click_cell (action.cells[0]);
      click_cell (action.cells[1]);
      break;
    }
  answer_choice (before);
}

/* ---- Checks ------------------------------------------------------------- */

static void
check_fits (const char *when,
            int         width,
            int         height)
{
  PhlSwopCanvas *board = canvas ();
  double w = gtk_widget_get_width (GTK_WIDGET (board)), h = gtk_widget_get_height (GTK_WIDGET (board));
  PhlSwopGeometry g;
  gboolean inside;

  phl_swop_canvas_get_geometry (board, &g);
  inside = g.felt_x >= 0 && g.felt_y >= 0 && g.felt_x + g.felt_w <= w + 0.5
           && g.preview_y + g.preview_h <= g.track_y + 0.5
           && g.panel_x >= 0 && g.panel_x + g.panel_w <= w + 0.5
           && g.track_y + g.track_h <= h + 0.5
           && g.pool_y + (state ()->cubes ? ((PHL_SWOP_N_COLOURS + g.pool_per_row - 1) / g.pool_per_row) * (g.pool_cube + 10) + 28 : 0) <= g.panel_y + g.panel_h + 0.5;
  probe_ok (inside, "%s at %d×%d: board, preview, panel and track inside the %.0f×%.0f board", when, width, height,
            w, h);
  /* Legible from 1024×700 up (a die at least 32 px, text at least 12 px);
   * usable at 800×600 (a die a sure click target, text still 12 px). */
  probe_ok (g.cell >= (width >= 1024 ? 32 : 24) && g.preview_font >= 12, "%s at %d×%d: dice of %.0f px, text of %.0f px",
            when, width, height, g.cell, g.preview_font);
  /* The preview strip beside the board, never over a die. */
  probe_ok (g.preview_y >= g.felt_y + g.felt_h && (g.panel_x >= g.felt_x + g.felt_w || g.panel_y >= g.preview_y + g.preview_h),
            "%s at %d×%d: the preview strip and the panel cover no die", when, width, height);
}

static void
walk_widgets (GtkWidget *widget,
              guint     *n_unnamed,
              guint     *n_ellipsized,
              GString   *names)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    {
      g_autofree char *label = probe_accessible_label (widget);
      const char *text = gtk_button_get_label (GTK_BUTTON (widget));
      gboolean has_text = text != NULL && *text != '\0';

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && !has_text;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LABEL (child) && *gtk_label_get_text (GTK_LABEL (child)) != '\0')
          has_text = TRUE;
      if (!has_text && (label == NULL || *label == '\0'))
        {
          (*n_unnamed)++;
          g_string_append_printf (names, " %s", G_OBJECT_TYPE_NAME (widget));
        }
    }
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      (*n_ellipsized)++;
      g_string_append_printf (names, " “%s”", gtk_label_get_text (GTK_LABEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk_widgets (child, n_unnamed, n_ellipsized, names);
}

static void
check_names_and_text (const char *when)
{
  g_autoptr(GString) names = g_string_new (NULL);
  guint n_unnamed = 0, n_ellipsized = 0;

  walk_widgets (probe_view (), &n_unnamed, &n_ellipsized, names);
  probe_ok (n_unnamed == 0 && n_ellipsized == 0, "%s: every button named, no label ellipsized (%u, %u:%s)", when,
            n_unnamed, n_ellipsized, names->str);
}

/* At each size: the window gets it, nothing is clipped or cut, a
 * screenshot (the board's layout checked when @board). */
static void
look_at_sizes_of (const char *name,
                  gboolean    board)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *shot = g_strdup_printf ("%s-%dx%d", name, sizes[i][0], sizes[i][1]);

      probe_ok (probe_resize (sizes[i][0], sizes[i][1]), "%s: the window gets %d×%d", name, sizes[i][0],
                sizes[i][1]);
      if (board)
        check_fits (name, sizes[i][0], sizes[i][1]);
      check_names_and_text (shot);
      probe_screenshot (shot);
    }
  probe_resize (1920, 1080);
}

static void
look_at_sizes (const char *name)
{
  look_at_sizes_of (name, TRUE);
}

/* The game log, shown or not (it may be folded away in a narrow window). */
static PhlGameLog *
find_log (GtkWidget *widget)
{
  if (PHL_IS_GAME_LOG (widget))
    return PHL_GAME_LOG (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      PhlGameLog *log = find_log (child);

      if (log != NULL)
        return log;
    }
  return NULL;
}

/* Every action is in the log, the last one as the engine told it. */
static void
check_log (const char *when)
{
  PhlGameLog *log = find_log (probe_view ());
  guint n = phl_match_get_n_actions (match), entries = 0;
  const char *last = n > 0 ? phl_change_describe (phl_match_get_change (match, n - 1), 0) : NULL;
  gboolean found = FALSE;

  if (!probe_ok (log != NULL, "%s: the view has a game log", when))
    return;
  for (guint i = 0; i < phl_game_log_get_n_entries (log); i++)
    if (!phl_game_log_get_entry_is_heading (log, i))
      {
        entries++;
        found = found || g_strcmp0 (phl_game_log_get_entry_text (log, i), last) == 0;
      }
  probe_ok (entries == n && found, "%s: the log holds the %u actions, the last “%s” (%u entries)", when, n,
            last ? last : "", entries);
  /* The last move that scored says its sum and total ("… + bonus 1 = 3 points"). */
  for (guint i = n; i > 0; i--)
    {
      const PhlChange *change = phl_match_get_change (match, i - 1);

      if (phl_change_get_n_scores (change) > 0)
        {
          const char *text = phl_change_describe (change, 0);

          probe_ok (strstr (text, "=") != NULL, "%s: a scoring move keeps its total: “%s”", when, text);
          break;
        }
    }
}

/* ---- The scenario ------------------------------------------------------- */

/* The hint shows a swap and selects nothing: a click on a die chooses that
 * die only; no swap is played. */
static void
hint_then_click (void)
{
  PhlSwopAction hint = best_action ();
  guint before = phl_match_get_n_actions (match);
  g_autofree char *label = NULL;
  GtkWidget *button;

  if (!probe_activate (NULL, "game.hint", NULL))
    {
      button = probe_get (NULL, P_("_Hint"));
      probe_click (button);
    }
  /* The hint is thought about off the main thread; it shows when ready. */
  PROBE_WAIT (phl_swop_canvas_get_hint (canvas (), &hint), 20000);
  if (hint.kind == PHL_SWOP_ACTION_SWAP)
    {
      PhlSwopEval eval;
      g_autofree char *breakdown = NULL;

      phl_swop_state_check_swap (state (), hint.cells[0], hint.cells[1], &eval);
      breakdown = phl_swop_text_breakdown (&eval);
      /* The hint bar slides open over the next frames. */
      PROBE_WAIT (probe_shows (breakdown), 5000);
      probe_ok (probe_shows (breakdown), "the hint’s reason shows with its total: “%s”", breakdown);
    }
  probe_settle ();
  probe_ok (phl_swop_canvas_get_selected (canvas ()) == -1, "the hint chooses no die");
  if (hint.kind != PHL_SWOP_ACTION_SWAP)
    return;
  click_cell (hint.cells[1]);
  probe_settle ();
  probe_ok (phl_match_get_n_actions (match) == before, "a click after the hint plays no swap");
  probe_ok (phl_swop_canvas_get_selected (canvas ()) == hint.cells[1], "it only chooses the die clicked");

  /* The die under the pointer is what the board says it is. */
  label = probe_accessible_label (GTK_WIDGET (canvas ()));
  {
    g_autofree char *die = phl_swop_text_die (state (), hint.cells[1]);

    probe_ok (label != NULL && strstr (label, die) != NULL, "the board's accessible label names %s (“%s”)", die,
              label ? label : "");
  }

  /* Hovering the other hinted die previews the swap beside the board. */
  {
    double x, y;

    cell_centre (hint.cells[0], &x, &y);
    probe_hover_at (GTK_WIDGET (canvas ()), x, y);
    probe_settle ();
    g_clear_pointer (&label, g_free);
    label = probe_accessible_label (GTK_WIDGET (canvas ()));
    probe_ok (label != NULL && strstr (label, "=") != NULL, "the preview of the swap keeps its total (“%s”)",
              label ? label : "");
    probe_screenshots ("preview");
  }
  /* The second click plays it. */
  click_cell (hint.cells[0]);
  answer_choice (before);
  probe_ok (phl_match_get_n_actions (match) >= before + 1, "the second click plays the swap");
}

static void
keyboard_move (void)
{
  guint before;
  g_autofree char *label = NULL;
  g_autofree char *die = NULL;

  probe_wait_person (20000);
  probe_settle ();
  /* The last input was the mouse: the instruction says "click". */
  probe_ok (probe_shows (P_("Your turn: click a die, then the die to swap it with.")),
            "after clicks the status says how to swap with the mouse");
  before = phl_match_get_n_actions (match);
  gtk_widget_grab_focus (GTK_WIDGET (canvas ()));
  probe_key ("Home Up Up Up Up Up Up Right");
  /* A key press: the same instruction names the keys, at once. */
  probe_ok (probe_shows (P_("Your turn: go to a die with the arrow keys and press Enter, then to the die to swap it with."))
            && !probe_shows (P_("Your turn: click a die, then the die to swap it with.")),
            "after a key press the status says how to swap with the keys");
  label = probe_accessible_label (GTK_WIDGET (canvas ()));
  die = phl_swop_text_die (state (), phl_swop_canvas_get_cursor (canvas ()));
  probe_ok (phl_swop_canvas_get_cursor (canvas ()) >= 0 && label != NULL && strstr (label, die) != NULL,
            "the keyboard cursor's die is named: “%s”", label ? label : "");
  play_ann (BY_KEYS);
  probe_ok (phl_match_get_n_actions (match) > before, "a move by the keyboard alone");
}

static void
undo_against_computer (void)
{
  guint before;

  probe_wait_person (20000);
  before = phl_match_get_n_actions (match);
  play_ann (BY_CLICKS);
  probe_wait_person (20000);
  if (phl_match_is_over (match))
    return;
  probe_ok (phl_match_get_n_actions (match) >= before + 2, "Bob answered (%u actions)",
            phl_match_get_n_actions (match));
  if (!probe_activate (NULL, "game.undo", NULL))
    probe_key ("ctrl+z");
  probe_settle ();
  probe_ok (phl_match_get_n_actions (match) == before, "undo takes back Ann’s move and Bob’s answer (%u → %u)",
            before + 2, phl_match_get_n_actions (match));
}

/* Master level: a swap of two colours whose cubes Ann both holds asks
 * which to spend; the question shows under the board, over no die, and
 * Enter answers it with its first button. */
static void
cube_choice (void)
{
  int first = -1, second = -1;
  guint before;
  PhlSwopGeometry g;
  graphene_rect_t bounds;
  GtkWidget *bar;

  match = probe_start_new ("swop", "HC", 7, "master", NULL);
  probe_wait_person (20000);
  for (int a = 0; a < PHL_SWOP_N_CELLS && first < 0; a++)
    for (int b = a + 1; b < PHL_SWOP_N_CELLS && first < 0; b++)
      if (phl_swop_state_swap_choices (state (), a, b, NULL) & PHL_SWOP_CHOICE_CUBE)
        {
          first = a;
          second = b;
        }
  if (!probe_ok (first >= 0, "master: a swap that asks for a cube"))
    return;
  before = phl_match_get_n_actions (match);
  click_cell (first);
  click_cell (second);
  probe_settle ();
  probe_ok (phl_match_get_n_actions (match) == before, "master: the swap waits for the choice of cube");
  bar = probe_find (GTK_WIDGET (canvas ()), P_("Spend which colour cube?"));
  probe_ok (bar != NULL, "master: the choice bar asks which cube to spend");
  phl_swop_canvas_get_geometry (canvas (), &g);
  if (bar != NULL && gtk_widget_compute_bounds (bar, GTK_WIDGET (canvas ()), &bounds))
    probe_ok (bounds.origin.y >= g.felt_y + g.felt_h, "master: the choice bar lies under the board (%.0f ≥ %.0f)",
              bounds.origin.y, g.felt_y + g.felt_h);
  probe_screenshots ("cube-choice");
  probe_key ("Return");
  probe_wait_actions (before + 1, 10000);
  probe_ok (phl_match_get_n_actions (match) > before, "master: Enter on the first cube plays the swap");
}

/* Two people at one screen: SWOP hides nothing, so no hand-over page;
 * the status names whose turn it is and the board takes their clicks. */
static void
hot_seat (void)
{
  guint before;
  g_auto(GStrv) parts = NULL;
  g_autofree char *turn = NULL;

  match = probe_start_new ("swop", "HH", 3, NULL, NULL);
  probe_wait_person (20000);
  play_ann (BY_CLICKS);
  probe_settle ();
  probe_ok (phl_match_get_current_seat (match) == 1, "hot seat: Bob is to act after Ann");
  parts = g_strsplit (P_("%s’s turn: click a die, then the die to swap it with."), "%s", 2);
  if (g_strv_length (parts) == 2)
    turn = g_strconcat (parts[0], "Bob", parts[1], NULL);
  probe_ok (turn != NULL && probe_shows (turn), "hot seat: the status says “%s”", turn ? turn : "");
  before = phl_match_get_n_actions (match);
  play_ann (BY_CLICKS);
  probe_ok (phl_match_get_n_actions (match) == before + 1 && phl_match_get_current_seat (match) == 0,
            "hot seat: Bob swaps at the same board, no hand-over page between");
}

/* A solo game to its end by the mouse: every swap spends a cube (Enter
 * picks the first when two could pay); the end page says how it went. */
static void
solo (void)
{
  guint moves = 0;

  match = probe_start_new ("swop", "H", 5, "solo", NULL);
  while (!phl_match_is_over (match) && moves < 30)
    {
      probe_wait_person (20000);
      if (phl_match_is_over (match))
        break;
      play_ann (BY_CLICKS);
      moves++;
    }
  probe_settle ();
  probe_ok (phl_match_is_over (match), "solo: played to its end in %u moves", moves);
  probe_ok (probe_shows (phl_swop_state_winners (state ()) != 0 ? P_("You reached 40 — solo game won!")
                                                                : P_("40 points were needed.")),
            "solo: the end page says whether 40 was reached");
  probe_screenshot ("solo-end");
}

/* The shared rules window shows SWOP's sections, translated. */
static void
rules (void)
{
  GtkWidget *title;

  probe_ok (probe_activate (NULL, "game.rules", NULL), "the rules open");
  PROBE_WAIT (probe_find (NULL, P_("Swops and Swop chips")) != NULL, 5000);
  title = probe_find (NULL, P_("Swops and Swop chips"));
  probe_ok (title != NULL && probe_shows (P_("Each player holds five colour cubes. Swapping two dice that are not white needs a cube of one of their colours, which goes to the pool (you choose when you hold both). A swap with a white die is free.\n\nWhen a pawn first reaches field 17, and again 31, the one player last on the track takes a cube of their choice from the pool; nobody does when several share last place. Each cube left at the end is worth one point.\n\nIf one move carries a pawn past both 17 and 31, the last player takes two cubes. With three players each holds five cubes of the two sets; the five left over stay in the box.")),
            "the rules window has SWOP’s sections, the master level’s whole");
  probe_screenshot ("rules");
  if (title != NULL)
    gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (title)));
  probe_settle ();
}

void
probe_scenario (void)
{
  guint n_before, moves = 0;

  match = probe_start_new ("swop", "HC", 42, NULL, NULL);
  probe_wait_person (20000);
  probe_ok (phl_match_get_current_seat (match) == 0, "Ann is to act");
  look_at_sizes ("start");

  hint_then_click ();
  keyboard_move ();
  probe_wait_person (20000);
  n_before = phl_match_get_n_actions (match);
  play_ann (BY_DRAG);
  probe_ok (phl_match_get_n_actions (match) > n_before, "a move by a drag");
  undo_against_computer ();

  /* Continue: leave, read the autosave back; every action is there. */
  probe_wait_person (20000);
  n_before = phl_match_get_n_actions (match);
  match = probe_start_continue (NULL);
  probe_ok (match != NULL && phl_match_get_n_actions (match) == n_before, "Continue keeps the %u actions",
            n_before);
  probe_wait_person (20000);
  check_log ("after Continue");
  probe_wait_person (20000);
  look_at_sizes ("continued");

  /* The rest of the game by the mouse. */
  while (!phl_match_is_over (match) && moves < 200)
    {
      probe_wait_person (30000);
      if (phl_match_is_over (match))
        break;
      play_ann (BY_CLICKS);
      moves++;
    }
  probe_ok (phl_match_is_over (match), "the game is played to its end by the mouse (%u more moves)", moves);
  probe_settle ();

  /* The end page says who won; the board is one action away. */
  {
    guint winners = phl_swop_state_winners (state ());
    g_autofree char *title = NULL;

    if (winners != 0 && (winners & (winners - 1)) == 0)
      {
        /* "%s wins" in the run's language, filled in without printf. */
        g_auto(GStrv) parts = g_strsplit (P_("%s wins"), "%s", 2);

        if (g_strv_length (parts) == 2)
          title = g_strconcat (parts[0], phl_match_get_seat (match, g_bit_nth_lsf (winners, -1))->name, parts[1], NULL);
      }
    probe_ok (title != NULL && probe_shows (title), "the end page says who won: “%s”", title ? title : "a tie");
  }
  look_at_sizes_of ("end", FALSE);
  probe_ok (probe_activate (NULL, "game.show-board", NULL), "Show Board");
  probe_settle ();
  look_at_sizes ("end-board");

  cube_choice ();
  hot_seat ();
  solo ();
  rules ();
}
