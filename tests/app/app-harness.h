/* app-harness.h — the real application in the test process, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the window's UI tests: a fresh HOME whose folders have "&" in
 * their names, the application, and the ways a test acts and waits like a
 * player: widgets found by what they show (labels, row titles, action
 * names), actions activated by name, the main loop run until a state holds.
 */
#pragma once

#include <adwaita.h>

#include "phl-application.h"
#include "phl-game-info.h"
#include "phl-window.h"

G_BEGIN_DECLS

extern PhlApplication *harness_app;

/* Sets up HOME, XDG folders, GSettings and the application; call first. */
void       harness_init          (int          *argc,
                                  char       ***argv,
                                  const char   *application_id);
/* Runs the tests, then removes the HOME (unless PHILATELIA_KEEP_TEST_HOME). */
int        harness_run           (void);

/* Runs the main loop until @done says so, failing after @seconds. */
void       harness_wait_for      (gboolean   (*done) (gpointer),
                                  gpointer     data,
                                  guint        seconds,
                                  const char  *what);
/* The same, returning whether @done said so in time. */
gboolean   harness_try_wait      (gboolean   (*done) (gpointer),
                                  gpointer     data,
                                  guint        seconds);
/* Lets pending idles and redraws run. */
void       harness_settle        (void);

typedef gboolean (*HarnessPredicate) (GtkWidget *widget, gconstpointer data);

/* The first widget in @widget's tree (itself included) that @predicate takes. */
GtkWidget *harness_find          (GtkWidget        *widget,
                                  HarnessPredicate  predicate,
                                  gconstpointer     data);
gboolean   harness_has_action    (GtkWidget *widget, gconstpointer action_name);
gboolean   harness_label_contains (GtkWidget *widget, gconstpointer text);
gboolean   harness_is_named      (GtkWidget *widget, gconstpointer name);
/* An AdwPreferencesRow titled @title (what a screen reader names it). */
gboolean   harness_row_titled    (GtkWidget *widget, gconstpointer title);
/* The first widget of @type in the row titled @title within @within (the
 * switch, dropdown or spin button a player would use); fails without. */
GtkWidget *harness_row_child     (GtkWidget  *within,
                                  const char *title,
                                  GType       type);
/* A button whose label or tooltip is @text. */
gboolean   harness_button_says   (GtkWidget *widget, gconstpointer text);

/* The first toplevel window of type @type, or NULL. */
GtkWindow *harness_find_toplevel (GType type);
/* Waits until a toplevel of @type is mapped and returns it. */
GtkWindow *harness_wait_toplevel (GType type);

PhlWindow *harness_open_window   (void);
void       harness_close_window  (PhlWindow *window);
/* No statistics, no autosave. */
void       harness_start_afresh  (void);
/* A match with every seat played by a person called "Player". */
PhlMatch  *harness_hot_seat_match (const PhlGameRules *rules,
                                   guint64             seed);

G_END_DECLS
