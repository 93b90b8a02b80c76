/* probe.h — drives the real app from inside, for the UI tests of the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A scenario is one C file linked with the philatelia executable's own
 * objects (main() included) and with probe.c.  It defines
 *
 *     void probe_scenario (void);
 *
 * which the probe calls once the main window shows, in a fresh home
 * (XDG_*_HOME and HOME under a new temporary directory, settings in
 * memory).  The scenario runs straight down like a script: every probe_*
 * call that acts returns once the app has processed what it did, and every
 * wait iterates the main loop (the app keeps running) until a condition
 * holds — there are no sleeps.  When probe_scenario() returns, the probe
 * prints the TAP plan, quits the app through app.quit as a desktop would
 * and checks that it ends cleanly.  GLib and GTK warnings are fatal
 * (G_DEBUG=fatal-warnings) and are printed as "Bail out!" first.
 *
 * Declaring a scenario (tests/<game>-view/meson.build), one line:
 *
 *     probe_scenarios += [ { 'name': 'ui-swop', 'sources': files('swop-scenario.c') } ]
 *
 * Optional keys: 'languages' (default [ 'en', 'pl', 'de' ]: one test per
 * language, named ui-swop-en, ui-swop-pl, ui-swop-de), 'cases' (a list of
 * names: one test per case and language, ui-saves-fifo-pl…, the scenario
 * reading its case with probe_case()), 'suite' (added to
 * 'ui'), 'timeout' (seconds, default 600), 'env' (a dict of more variables),
 * 'include_directories' and 'dependencies' (added to the probe's: the core,
 * GTK, libadwaita, src/app and src/widgets).
 * Run one with `meson test -C build ui-swop-en --print-errorlogs`; its
 * screenshots land in build/tests/probe/screenshots/ui-swop-en/.  The tests
 * run in a private session bus under Xvfb with a 1920×1080 screen
 * (tests/ui-session.sh), GSK_RENDERER=cairo, GTK_A11Y=test (accessible
 * properties readable in the process).
 *
 * A scenario, for example:
 *
 *     #include "probe.h"
 *
 *     void
 *     probe_scenario (void)
 *     {
 *       PhlMatch *match = probe_start_new ("swop", "HC", 42, NULL, NULL);
 *       GtkWidget *board = probe_board ();
 *       guint before = phl_match_get_n_actions (match);
 *
 *       probe_screenshots ("start");                  // start-1920x1080.png …
 *       probe_click_at (board, 40, 40);               // a real click
 *       PROBE_WAIT (phl_match_get_n_actions (match) > before, 5000);
 *       probe_ok (probe_activate (NULL, "game.undo", NULL), "undo");
 *       probe_ok (probe_find (NULL, P_("Hint")) != NULL, "a Hint button");
 *     }
 *
 * Names given to probe_find() are compared with the app's texts in the
 * language of the run; write P_("Undo") (the English message id) to find a
 * widget in every language.  probe_language() says which run this is: a
 * scenario may play the whole game in "en" and only take its screenshots
 * in "pl" and "de".
 *
 * Recipes:
 * - undo against a computer: play a move, probe_wait_person(), then
 *   probe_activate (NULL, "game.undo", NULL) or probe_key ("ctrl+z") and
 *   compare phl_match_get_n_actions() before and after;
 * - Continue with the log intact: probe_start_continue (NULL) leaves the
 *   game and continues it from the autosave (a new PhlMatch read from the
 *   file, a new view), then read the log's texts with probe_texts();
 * - a new game the way a person starts one: probe_open_new_game ("swop")
 *   (or a real click on the card found by its name), set the dialog's
 *   rows, then probe_start_from_dialog (dialog);
 * - files that must be there when the app opens (an autosave it cannot
 *   resume): write them in probe_prepare();
 * - hot seat: probe_start_new (game, "HH", …), then probe_handover()
 *   before each person's turn;
 * - a real move on the board: compute the point from the board's own size
 *   (gtk_widget_get_width (probe_board ())…) and the game's layout, then
 *   probe_click_at() / probe_drag() and probe_wait_actions().
 *
 * The app runs with its animation-speed setting at "fast" (computers move
 * 150 ms apart) and GTK animations on (probe_set_animations() turns them
 * off).  PROBE_TIMEOUT_SCALE=3 gives slow machines (sanitizers) more time;
 * PROBE_KEEP_HOME=1 keeps the temporary home for a look afterwards;
 * PROBE_HOME=DIR uses DIR as the home and keeps it (an app restarted in
 * the home of an earlier run).
 */
#pragma once

#include <adwaita.h>

#include "phl-match.h"

G_BEGIN_DECLS

/* Written by the scenario. */
void        probe_scenario        (void);

/* ---- Starting ------------------------------------------------------------ */

/* Starts a new match of @game ("stampswap", "swop", "stamps", "auction")
 * from the library's Continue: the probe writes it as the autosave and
 * presses Continue.  @seats has one letter per seat: H a person, C an easy
 * computer, N a normal one, D a hard one ("HC", "HHC"); the seats are named
 * Ann, Bob, Cy, Dee, Eve, Fay.  @variant NULL is the default, @options
 * "key=value" strings or NULL.  Any game in progress is left first.
 * Returns the match being played (owned by the window) once the game's
 * view is mapped and has drawn. */
PhlMatch   *probe_start_new       (const char         *game,
                                   const char         *seats,
                                   guint64             seed,
                                   const char         *variant,
                                   const char * const *options);
/* Continues @save_file (a .philatelia save or position; copied to the
 * autosave), or with NULL the game on screen (else the one played last) — leaving the
 * game first, so the match is read back from the file as after a restart:
 * the way to test Continue with the log intact. */
PhlMatch   *probe_start_continue  (const char         *save_file);
/* Back to the library (win.show-library), waiting until it shows. */
void        probe_leave           (void);
/* The new-game dialog of @game, opened the way the game's card in the
 * library opens it (win.new-game with the game's id); returns it once it
 * is on screen.  A scenario may instead click the card itself, found by
 * its accessible name (probe_find (NULL, P_("Stamp Swap"))), and then
 * wait with probe_wait_find_type (NULL, "PhlNewGameDialog", …). */
GtkWindow  *probe_open_new_game   (const char         *game);
/* Presses @dialog's Start, found by its translated name, with a real
 * click and waits until the new game's view shows (a dialog asking to
 * discard a game in progress must not come up: this fails then).  Returns
 * the match being played. */
PhlMatch   *probe_start_from_dialog (GtkWindow        *dialog);

/* Optional, written by a scenario that needs files in the fresh home
 * before the app starts (an autosave the library reads while it opens):
 * called before main() creates the application, with the language set.
 * probe_home() and probe_case() are known by then. */
void        probe_prepare         (void) __attribute__((weak));
/* The case of a scenario declared with 'cases' (PROBE_CASE), or NULL. */
const char *probe_case            (void);

PhlMatch   *probe_match           (void);   /* the match being played, or NULL */
GtkWindow  *probe_window          (void);   /* the main window */
/* The game's view: the PhlGameView (or, before it exists, the widget
 * whose type name is Phl…View) in the main window; NULL in the library. */
GtkWidget  *probe_view            (void);
/* The view's board (PhlGameView:board), else the largest drawing widget. */
GtkWidget  *probe_board           (void);
const char *probe_language        (void);   /* "en", "pl", "de" */
GSettings  *probe_settings        (void);   /* the app's settings */
const char *probe_home            (void);   /* the fresh home */
/* Turns GTK's animations off (gtk-enable-animations), as a user with
 * reduced motion has it; on by default. */
void        probe_set_animations  (gboolean            enabled);

/* ---- Finding ------------------------------------------------------------- */

/* The first mapped widget under @root (NULL: every window) named @name:
 * its accessible label, a button's or GtkLabel's text (mnemonic
 * underscores ignored), its tooltip, a window's title, a status page's,
 * window title's or preferences row's title.  A label or image inside a
 * button gives the button: what a person would press.  NULL if none. */
GtkWidget  *probe_find            (GtkWidget          *root,
                                   const char         *name);
/* The same, but a missing widget fails the test (printing what shows). */
GtkWidget  *probe_get             (GtkWidget          *root,
                                   const char         *name);
/* Waits until probe_find (@root, @name) finds something and returns it. */
GtkWidget  *probe_wait_find       (GtkWidget          *root,
                                   const char         *name,
                                   guint               timeout_ms);
/* The first mapped widget of the type named @type_name ("PhlSwopCanvas")
 * or of a subtype, or the first with GtkActionable:action-name @action. */
GtkWidget  *probe_find_type       (GtkWidget          *root,
                                   const char         *type_name);
GtkWidget  *probe_find_action     (GtkWidget          *root,
                                   const char         *action);
/* Waits until probe_find_type (@root, @type_name) finds something. */
GtkWidget  *probe_wait_find_type  (GtkWidget          *root,
                                   const char         *type_name,
                                   guint               timeout_ms);
/* @msgid translated into the language of the run. */
const char *probe_tr              (const char         *msgid);
#define P_(msgid) probe_tr (msgid)

/* Every text of the mapped widgets of every window, in tree order: labels,
 * button labels, titles, tooltips, entries, accessible labels and
 * descriptions.  Free with g_strfreev(). */
char      **probe_texts           (void);
/* Whether some text of probe_texts() contains @needle. */
gboolean    probe_shows           (const char         *needle);
/* probe_texts() as TAP comments ("# text: …"). */
void        probe_print_texts     (void);
/* Whether the app has logged a message (g_message(), g_warning()…, any
 * domain) containing @needle since it started. */
gboolean    probe_logged          (const char         *needle);
/* What a screen reader would meet unnamed: every mapped control under
 * @root (NULL: every window) — button, check, switch, drop-down, scale,
 * menu button, or a focusable Phl… widget — that has no accessible label,
 * no labelled-by relation and no text of its own or of a label inside it.
 * One line each ("GtkButton, icon edit-undo-symbolic, in PhlSwopView");
 * empty when all have names.  Free with g_strfreev(). */
char      **probe_unnamed         (GtkWidget          *root);
/* The accessible label / description GTK holds for @widget, or NULL. */
char       *probe_accessible_label       (GtkWidget   *widget);
char       *probe_accessible_description (GtkWidget   *widget);

/* ---- Acting -------------------------------------------------------------- */

/* gtk_widget_activate_action_variant() on @widget (NULL: the view, else
 * the main window); @parameter may be floating.  FALSE when no such
 * action. */
gboolean    probe_activate        (GtkWidget          *widget,
                                   const char         *action,
                                   GVariant           *parameter);
/* A real pointer click (button 1, through the X server with xdotool) at
 * @x, @y in @widget's own coordinates, or at its centre; returns once the
 * app has received the release.  The point must be inside one of the
 * app's windows (fails otherwise). */
void        probe_click_at        (GtkWidget          *widget,
                                   double              x,
                                   double              y);
void        probe_click           (GtkWidget          *widget);
/* Moves the pointer there without a click (hover: previews, tooltips). */
void        probe_hover_at        (GtkWidget          *widget,
                                   double              x,
                                   double              y);
/* A real drag with button 1 from (@x1, @y1) to (@x2, @y2) in @widget's
 * coordinates, in small steps; returns once the release arrived. */
void        probe_drag            (GtkWidget          *widget,
                                   double              x1,
                                   double              y1,
                                   double              x2,
                                   double              y2);
/* Keys as xdotool names them ("ctrl+z", "Return", "h"), sent through the
 * X server to the front window (a dialog before the main window), which
 * gets the X input focus first; returns once the last release arrived. */
void        probe_key             (const char         *keys);

/* A hot-seat hand-over: when a page asking to pass the screen to a seat
 * shows (a mapped AdwStatusPage whose title names a seat of the match),
 * clicks its button for real and waits until the page has gone.  Returns
 * that seat, or -1 when no hand-over page shows. */
int         probe_handover        (void);

/* ---- Waiting -------------------------------------------------------------- */

typedef gboolean (*ProbePredicate) (gpointer data);

/* Iterates the main loop until @predicate holds; after @timeout_ms (scaled
 * by PROBE_TIMEOUT_SCALE) the test bails out naming @what, listing what
 * the screen shows and saving a screenshot "timeout-N.png". */
void        probe_wait            (ProbePredicate      predicate,
                                   gpointer            data,
                                   guint               timeout_ms,
                                   const char         *what);
/* The same for an expression: PROBE_WAIT (phl_match_is_over (m), 60000); */
#define PROBE_WAIT(condition, timeout_ms) \
  G_STMT_START { \
    ProbeWaiter probe_waiter_; \
    probe_waiter_begin (&probe_waiter_, (timeout_ms), #condition, __FILE__, __LINE__); \
    while (!(condition)) \
      probe_waiter_step (&probe_waiter_); \
    probe_waiter_end (&probe_waiter_); \
  } G_STMT_END
/* Until the app has handled everything pending and drawn a frame. */
void        probe_settle          (void);
/* Until the match waits for a person (hand-over page passed or not), or
 * is over; computers move meanwhile. */
void        probe_wait_person     (guint               timeout_ms);
/* Until the match has at least @n actions (or is over). */
void        probe_wait_actions    (guint               n,
                                   guint               timeout_ms);

/* ---- Looking --------------------------------------------------------------- */

/* Resizes the main window to @width × @height at the top left of the
 * screen (as a window manager would; 1920×1080 fills the screen like a
 * maximised window) and waits until it has that size and has drawn.
 * FALSE (with a diagnostic) when it did not get that size or when its
 * content's minimum size is bigger: then the content is cut off. */
gboolean    probe_resize          (int                 width,
                                   int                 height);
/* The main window as the screen shows it (ImageMagick's import of the
 * root window, cut to the window) in PROBE_SCREENSHOTS/@name.png. */
void        probe_screenshot      (const char         *name);
/* At 1920×1080, 1024×700 and 800×600: @name-1920x1080.png … (a TAP line
 * each for whether the window got that size), back to 1920×1080 after. */
void        probe_screenshots     (const char         *name);

/* ---- TAP -------------------------------------------------------------------- */

/* One TAP line: "ok N - …" or "not ok N - …"; returns @condition. */
gboolean    probe_ok              (gboolean            condition,
                                   const char         *format,
                                   ...) G_GNUC_PRINTF (2, 3);
void        probe_skip            (const char         *format,
                                   ...) G_GNUC_PRINTF (1, 2);
/* A "# …" line. */
void        probe_diag            (const char         *format,
                                   ...) G_GNUC_PRINTF (1, 2);
/* "not ok", what shows, a screenshot, "Bail out!" and the end. */
G_NORETURN void probe_bail        (const char         *format,
                                   ...) G_GNUC_PRINTF (1, 2);

/* For PROBE_WAIT. */
typedef struct
{
  gint64      deadline;
  const char *what;
  const char *file;
  int         line;
  guint       tick_id;
} ProbeWaiter;

void        probe_waiter_begin    (ProbeWaiter        *waiter,
                                   guint               timeout_ms,
                                   const char         *what,
                                   const char         *file,
                                   int                 line);
void        probe_waiter_step     (ProbeWaiter        *waiter);
void        probe_waiter_end      (ProbeWaiter        *waiter);

G_END_DECLS
