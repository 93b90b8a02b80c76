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
 * countdown pauses them itself), so no thinking thread is counted.  Each
 * game's cases live in its own folder, bench/<game>/frames-<game>.c.
 * docs/performance.md has the command and the figures.
 */
#include "config.h"

#include <string.h>
#include <time.h>

#include "frames-bench.h"
#include "frames-games.h"
#include "phl-game-view.h"
#include "phl-layered-area.h"
#include "probe.h"

guint frames_n_wanted = 90;

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

/* How often the board's kept picture was painted so far (boards drawn
 * on a PhlLayeredArea), or 0: a case's count tells whether its frames
 * were live ones or repainted the board. */
static guint
count_still_paints (GtkWidget *widget)
{
  guint n = PHL_IS_LAYERED_AREA (widget) ? phl_layered_area_get_n_still_paints (PHL_LAYERED_AREA (widget)) : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_still_paints (child);
  return n;
}

static guint still_paints_before;

void
frames_record_begin (void)
{
  probe_settle ();
  g_array_set_size (frames.wall, 0);
  g_array_set_size (frames.cpu, 0);
  frames.wall_start = 0;
  frames.recording = TRUE;
  still_paints_before = count_still_paints (probe_board ());
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


void
frames_record_end (const char *what)
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
  if (count_still_paints (probe_board ()) > 0)
    probe_diag ("  (%s: the kept picture painted %u times)", what,
                count_still_paints (probe_board ()) - still_paints_before);
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

  frames_record_begin ();
  id = gtk_widget_add_tick_callback (board, redraw_tick, NULL, NULL);
  PROBE_WAIT (frames.cpu->len >= frames_n_wanted, 120000);
  gtk_widget_remove_tick_callback (board, id);
  frames_record_end ("redraw");
}

/* The pointer across the board on a zigzag of small steps. */
static void
measure_hover (void)
{
  GtkWidget *board = probe_board ();
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  const guint steps = 60;

  frames_record_begin ();
  for (guint i = 0; i < steps; i++)
    {
      double t = (double) i / (steps - 1);

      probe_hover_at (board, width * (0.1 + 0.8 * t), height * ((i / 6) % 2 ? 0.7 - 0.5 * (i % 6) / 5.0
                                                                            : 0.2 + 0.5 * (i % 6) / 5.0));
    }
  probe_settle ();
  frames_record_end ("hover");
  /* Off the board again, where nothing pops up. */
  probe_hover_at (board, 2, 2);
}

void
frames_pause_computers (gboolean paused)
{
  phl_game_view_set_computers_paused (PHL_GAME_VIEW (probe_view ()), paused);
}

gboolean
frames_case_wanted (const char *name)
{
  const char *only = g_getenv ("FRAMES_CASE");

  return only == NULL || g_str_equal (only, name);
}

void
frames_measure_board (void)
{
  /* FRAMES_NO_LOG=1: the game's log hidden, to see the board's cost alone. */
  if (g_getenv ("FRAMES_NO_LOG") != NULL)
    g_object_set (probe_view (), "log-visible", FALSE, NULL);
  if (frames_case_wanted ("redraw"))
    measure_redraw ();
  if (frames_case_wanted ("hover"))
    measure_hover ();
}

void
frames_set_recording (gboolean recording)
{
  frames.recording = recording;
}

void
frames_set_keep (gboolean (*keep) (void))
{
  frames.keep = keep;
}

guint
frames_n_recorded (void)
{
  return frames.cpu->len;
}

/* ---- The benchmark --------------------------------------------------------------------- */

/* Every game with a bench/<game>/frames-<game>.c, in the games' order. */
#define DECLARE_GAME(id) extern const FramesGame frames_##id;
FRAMES_GAMES (DECLARE_GAME)
#define LIST_GAME(id) &frames_##id,
static const FramesGame *games[] = { FRAMES_GAMES (LIST_GAME) };

void
probe_scenario (void)
{
  static const int sizes[][2] = { { 1920, 1080 }, { 1024, 700 } };
  GtkWindow *window = probe_window ();
  GdkFrameClock *clock;
  GskRenderer *renderer;
  const char *only = g_getenv ("FRAMES_GAME");

  /* FRAMES_WIDTH=1920 or 1024: one of the sizes only. */
  int only_width = g_getenv ("FRAMES_WIDTH") != NULL ? atoi (g_getenv ("FRAMES_WIDTH")) : 0;

  if (g_getenv ("FRAMES_N") != NULL)
    frames_n_wanted = MAX (10, atoi (g_getenv ("FRAMES_N")));
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
        if (only != NULL && !g_str_equal (only, games[g]->game))
          continue;
        if (only_width > 0 && only_width != sizes[s][0])
          continue;
        current_game = games[g]->game;
        current_width = sizes[s][0];
        current_height = sizes[s][1];
        /* Each game from its start: the window's size first. */
        probe_leave ();
        probe_resize (current_width, current_height);
        games[g]->run ();
      }
  probe_ok (TRUE, "the frames were measured");
}
