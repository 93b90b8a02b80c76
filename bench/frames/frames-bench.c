/* frames-bench.c — how long a frame of each game's board takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A benchmark, not a test: the real app on the UI probe (tests/probe/probe.h)
 * under Xvfb, in the renderer GSK_RENDERER names.  Each game's play screen
 * at 1920×1080 and 1024×700; a frame is timed from the window's frame clock
 * ("before-paint" to "after-paint": update, layout, snapshot and render),
 * in wall time and in the process's CPU time (CLOCK_PROCESS_CPUTIME_ID).
 * The cases:
 *
 *   redraw     every widget of the board queued for drawing, every frame
 *              (the board painted from scratch, no cache kept)
 *   hover      the pointer moved over the board, point by point
 *   drag       Stamp Swap: an item of the cut dragged across the board
 *   swap       SWOP: the frames in the middle of a die swap's animation
 *              (at the slow speed; its first and last frames redraw the
 *              board, as the redraw case does)
 *   countdown  Stamp Auction: the frames of a countdown
 *
 * The computers are paused while a case is measured (the auction's
 * countdown pauses them itself), so no thinking thread is counted.
 * docs/performance.md has the command and the figures.
 */
#include "config.h"

#include <string.h>
#include <time.h>

#include "auction/phl-auction.h"
#include "phl-game-view.h"
#include "phl-layered-area.h"
#include "phl-stampswap-view-private.h"
#include "phl-swop-canvas-private.h"
#include "probe.h"
#include "swop/phl-swop.h"

static guint n_frames_wanted = 90;

/* ---- The frame clock ------------------------------------------------------ */

typedef struct
{
  gboolean recording;
  /* When set, only frames for which it holds at before-paint and at
   * after-paint are counted. */
  gboolean (*keep) (void);
  gboolean kept;
  gint64   wall_start, cpu_start;
  GArray  *wall;   /* double ms */
  GArray  *cpu;    /* double ms */
} Frames;

static Frames frames;

static gint64
clock_ns (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

static void
on_before_paint (GdkFrameClock *clock)
{
  frames.kept = frames.keep == NULL || frames.keep ();
  frames.wall_start = clock_ns (CLOCK_MONOTONIC);
  frames.cpu_start = clock_ns (CLOCK_PROCESS_CPUTIME_ID);
}

static void
on_after_paint (GdkFrameClock *clock)
{
  double wall, cpu;

  if (!frames.recording || frames.wall_start == 0 || !frames.kept || (frames.keep != NULL && !frames.keep ()))
    return;
  wall = (clock_ns (CLOCK_MONOTONIC) - frames.wall_start) / 1e6;
  cpu = (clock_ns (CLOCK_PROCESS_CPUTIME_ID) - frames.cpu_start) / 1e6;
  g_array_append_val (frames.wall, wall);
  g_array_append_val (frames.cpu, cpu);
}

static void
record_begin (void)
{
  probe_settle ();
  g_array_set_size (frames.wall, 0);
  g_array_set_size (frames.cpu, 0);
  frames.wall_start = 0;
  frames.recording = TRUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  g_array_sort (values, compare_doubles);
  if (values->len == 0)
    return 0;
  return g_array_index (values, double, MIN (values->len - 1, (guint) (p * values->len)));
}

static const char *current_game;
static int current_width, current_height;

static void
record_end (const char *what)
{
  frames.recording = FALSE;
  frames.keep = NULL;
  if (frames.cpu->len == 0)
    {
      probe_diag ("| %s | %d×%d | %s | no frames |", current_game, current_width, current_height, what);
      return;
    }
  probe_diag ("| %s | %d×%d | %s | %u | %.1f | %.1f | %.1f | %.1f |", current_game, current_width,
              current_height, what, frames.cpu->len, percentile (frames.cpu, 0.5),
              percentile (frames.cpu, 0.95), percentile (frames.wall, 0.5), percentile (frames.wall, 0.95));
}

/* ---- The cases ---------------------------------------------------------------- */

static void
queue_draw_tree (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_tree (child);
}

static gboolean
redraw_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  queue_draw_tree (widget);
  return G_SOURCE_CONTINUE;
}

static void
measure_redraw (void)
{
  GtkWidget *board = probe_board ();
  guint id;

  record_begin ();
  id = gtk_widget_add_tick_callback (board, redraw_tick, NULL, NULL);
  PROBE_WAIT (frames.cpu->len >= n_frames_wanted, 120000);
  gtk_widget_remove_tick_callback (board, id);
  record_end ("redraw");
}

static PhlStampswapView *stampswap_view (void);

/* The pointer across the board on a zigzag of small steps. */
static void
measure_hover (void)
{
  GtkWidget *board = probe_board ();
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  const guint steps = 60;
  guint paints = PHL_IS_STAMPSWAP_VIEW (probe_view ())
                 ? phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (stampswap_view ()->canvas)) : 0;

  record_begin ();
  for (guint i = 0; i < steps; i++)
    {
      double t = (double) i / (steps - 1);

      probe_hover_at (board, width * (0.1 + 0.8 * t), height * ((i / 6) % 2 ? 0.7 - 0.5 * (i % 6) / 5.0
                                                                            : 0.2 + 0.5 * (i % 6) / 5.0));
    }
  probe_settle ();
  if (PHL_IS_STAMPSWAP_VIEW (probe_view ()))
    probe_diag ("Stamp Swap: the table painted %u times in the hover",
                phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (stampswap_view ()->canvas)) - paints);
  record_end ("hover");
  /* Off the board again, where nothing pops up. */
  probe_hover_at (board, 2, 2);
}

static void
pause_computers (gboolean paused)
{
  phl_game_view_set_computers_paused (PHL_GAME_VIEW (probe_view ()), paused);
}

static void
measure_board (void)
{
  /* FRAMES_NO_LOG=1: the game's log hidden, to see the board's cost alone. */
  if (g_getenv ("FRAMES_NO_LOG") != NULL)
    g_object_set (probe_view (), "log-visible", FALSE, NULL);
  measure_redraw ();
  measure_hover ();
}

/* ---- SWOP: a die swap ------------------------------------------------------------ */

static char *
first_swap (PhlMatch *match)
{
  const PhlGameRules *rules = phl_match_get_rules (match);
  g_autoptr(GPtrArray) legal = rules->legal_actions (phl_match_get_state (match));

  for (guint i = 0; i < legal->len; i++)
    {
      PhlSwopAction action;

      if (phl_swop_action_parse (g_ptr_array_index (legal, i), &action) && action.kind == PHL_SWOP_ACTION_SWAP)
        return g_strdup (g_ptr_array_index (legal, i));
    }
  return legal->len > 0 ? g_strdup (g_ptr_array_index (legal, 0)) : NULL;
}

/* A frame in the middle of a swap: the move itself (its first frame) and
 * its landing (the last) redraw the board, which the redraw case counts. */
static gboolean
swap_midway (void)
{
  PhlSwopCanvas *canvas = PHL_SWOP_CANVAS (probe_board ());

  return canvas->tick_id != 0 && canvas->anim_t > 0;
}

static void
measure_swaps (PhlMatch *match)
{
  PhlSwopCanvas *canvas = PHL_SWOP_CANVAS (probe_board ());

  guint still_paints = canvas->layer.n_paints;

  /* Slow motion: more frames per swap. */
  g_settings_set_string (probe_settings (), "animation-speed", "slow");
  record_begin ();
  frames.keep = swap_midway;
  for (guint k = 0; k < 12 && frames.cpu->len < n_frames_wanted && !phl_match_is_over (match); k++)
    {
      g_autofree char *action = first_swap (match);
      g_autoptr(GError) error = NULL;

      if (action == NULL || !phl_match_submit (match, action, &error))
        probe_bail ("no swap to animate: %s", error ? error->message : "none legal");
      PROBE_WAIT (canvas->tick_id == 0, 10000);
    }
  probe_diag ("still layer painted %u times in the swaps", canvas->layer.n_paints - still_paints);
  record_end ("swap");
  g_settings_set_string (probe_settings (), "animation-speed", "fast");
}

static void
bench_swop (void)
{
  PhlMatch *match = probe_start_new ("swop", "HC", 11, NULL, NULL);

  probe_wait_person (30000);
  pause_computers (TRUE);
  measure_board ();
  measure_swaps (match);
}

/* ---- Stamp Swap: a drag in the cut -------------------------------------------------- */

static PhlStampswapView *
stampswap_view (void)
{
  return PHL_STAMPSWAP_VIEW (probe_view ());
}

/* Plays the person's first legal actions until the cut is theirs. */
static void
reach_cut (PhlMatch *match)
{
  for (guint guard = 0; guard < 400; guard++)
    {
      PhlStampswapView *v;
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;
      guint before = phl_match_get_n_actions (match);

      PROBE_WAIT ((v = stampswap_view ()) != NULL
                  && (gtk_widget_get_visible (v->summary) || phl_stampswap_view_my_turn (v)), 60000);
      if (gtk_widget_get_visible (v->summary))
        {
          probe_click (v->summary_button);
          PROBE_WAIT (!gtk_widget_get_visible (stampswap_view ()->summary), 5000);
          continue;
        }
      if (v->st->phase == PHL_STAMPSWAP_PHASE_CUT)
        return;
      legal = phl_stampswap_game_legal (v->st);
      if (!phl_match_submit (match, g_ptr_array_index (legal, 0), &error))
        probe_bail ("%s", error->message);
      probe_wait_actions (before + 1, 10000);
    }
  probe_bail ("no cut came");
}

static void
measure_drag (void)
{
  PhlStampswapView *v = stampswap_view ();
  PhlStampswapRect from, to;

  probe_settle ();
  phl_stampswap_view_ensure_layout (v);
  from = v->lay.cut_item[0];
  to = v->lay.zone[1];
  record_begin ();
  for (guint k = 0; k < 3; k++)
    {
      probe_drag (v->canvas, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h - 8);
      probe_settle ();
      phl_stampswap_view_ensure_layout (v);
      /* And back where it came from. */
      from = v->lay.cut_item[0];
      to = v->lay.zone[k % 2 == 0 ? 2 : 1];
    }
  record_end ("drag");
}

static void
bench_stampswap (void)
{
  PhlMatch *match = probe_start_new ("stampswap", "HC", 11, NULL, NULL);

  reach_cut (match);
  pause_computers (TRUE);
  measure_board ();
  measure_drag ();
}

/* ---- STAMPS ------------------------------------------------------------------------ */

static void
bench_stamps (void)
{
  probe_start_new ("stamps", "HC", 11, NULL, NULL);
  probe_wait_person (30000);
  pause_computers (TRUE);
  measure_board ();
}

/* ---- Stamp Auction: a countdown --------------------------------------------------------- */

static const PhlAuctionState *
auction_state (PhlMatch *match)
{
  return phl_match_get_state (match);
}

static gboolean
person_to_act (PhlMatch *match)
{
  int seat = phl_match_get_current_seat (match);

  return seat >= 0 && phl_match_get_seat (match, seat)->kind == PHL_SEAT_HUMAN
         && auction_state (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN;
}

static GtkWidget *
continue_button (void)
{
  GtkWidget *button = probe_find (probe_view (), P_("_Continue"));

  return button != NULL && gtk_widget_get_visible (button) && gtk_widget_get_sensitive (button) ? button : NULL;
}

/* Plays on (the person's first legal action) until a countdown runs. */
static gboolean
reach_countdown (PhlMatch *match)
{
  for (guint guard = 0; guard < 200 && !phl_match_is_over (match); guard++)
    {
      g_autoptr(GPtrArray) legal = NULL;
      g_autoptr(GError) error = NULL;

      PROBE_WAIT (auction_state (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN || person_to_act (match)
                  || continue_button () != NULL || phl_match_is_over (match), 60000);
      if (auction_state (match)->phase == PHL_AUCTION_PHASE_COUNTDOWN)
        return TRUE;
      if (continue_button () != NULL)
        {
          probe_click (continue_button ());
          probe_settle ();
          continue;
        }
      if (phl_match_is_over (match))
        break;
      legal = phl_match_get_rules (match)->legal_actions (phl_match_get_state (match));
      if (!phl_match_submit (match, g_ptr_array_index (legal, 0), &error))
        probe_bail ("%s", error->message);
      probe_settle ();
    }
  return FALSE;
}

static void
bench_auction (void)
{
  PhlMatch *match = probe_start_new ("auction", "HCC", 5, NULL, NULL);
  guint n_countdowns = 0;

  g_settings_set_string (probe_settings (), "auction-tempo", "slow");
  probe_wait_person (30000);
  pause_computers (TRUE);
  measure_board ();
  pause_computers (FALSE);

  record_begin ();
  frames.recording = FALSE;
  while (frames.cpu->len < n_frames_wanted && n_countdowns < 6 && reach_countdown (match))
    {
      n_countdowns++;
      frames.recording = TRUE;
      PROBE_WAIT (auction_state (match)->phase != PHL_AUCTION_PHASE_COUNTDOWN
                  || frames.cpu->len >= n_frames_wanted, 60000);
      frames.recording = FALSE;
    }
  record_end ("countdown");
}

/* ---- The benchmark --------------------------------------------------------------------- */

typedef struct
{
  const char *game;
  void      (*run) (void);
} Game;

static const Game games[] = {
  { "stampswap", bench_stampswap },
  { "swop", bench_swop },
  { "stamps", bench_stamps },
  { "auction", bench_auction },
};

void
probe_scenario (void)
{
  static const int sizes[][2] = { { 1920, 1080 }, { 1024, 700 } };
  GtkWindow *window = probe_window ();
  GdkFrameClock *clock;
  GskRenderer *renderer;
  const char *only = g_getenv ("FRAMES_GAME");

  if (g_getenv ("FRAMES_N") != NULL)
    n_frames_wanted = MAX (10, atoi (g_getenv ("FRAMES_N")));
  frames.wall = g_array_new (FALSE, FALSE, sizeof (double));
  frames.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  probe_settle ();
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  probe_diag ("renderer: %s (GSK_RENDERER=%s)", G_OBJECT_TYPE_NAME (renderer),
              g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "");
  probe_diag ("| game | size | case | frames | CPU median ms | CPU p95 ms | wall median ms | wall p95 ms |");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint g = 0; g < G_N_ELEMENTS (games); g++)
      {
        if (only != NULL && !g_str_equal (only, games[g].game))
          continue;
        current_game = games[g].game;
        current_width = sizes[s][0];
        current_height = sizes[s][1];
        /* Each game from its start: the window's size first. */
        probe_leave ();
        probe_resize (current_width, current_height);
        games[g].run ();
      }
  probe_ok (TRUE, "the frames were measured");
}
