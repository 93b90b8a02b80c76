/* guide-scenario.c — each game's Learn to Play guide, played in the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One case per game (tests/guides/meson.build), in English, Polish and
 * German.  The guide starts from its button on the game's card in the
 * library (a real click) and is played to its end through the app's
 * actions: guide.next on tell steps, phl_game_view_submit() with the
 * step's expected action on act steps (the path a click on the board
 * takes), the scripted computer on opponent steps.  On the way: the
 * first WrongExample is played, its explanation shows and the step is
 * offered again with nothing played; Back once, after the first act step,
 * brings the step back on a rebuilt game; every anchor of every step
 * resolves on the board while the step shows; no control in the bubble is
 * unnamed; a screenshot of each kind of step (tell, act, wrong, after,
 * opponent, end) at three sizes.  In the Stamp Swap guides every take is
 * a real click on the step's highlight, and a step with TextKeys= shows
 * the words for the pointer after a click and those for the keys after a
 * key.  At the end: Restart starts over, Skip
 * closes the guide, and the finished guided game is not in the
 * statistics.  Nothing is timed: every wait is on state.
 */
#include "config.h"

#include <string.h>

#include "phl-application.h"
#include "phl-game-info.h"
#include "phl-game-view.h"
#include "phl-guide.h"
#include "phl-stats.h"
#include "guide-probe.h"
#include "probe.h"

/* The first screenshot of each kind of step, at three sizes. */
static void
screenshot_once (const char *kind)
{
  static GHashTable *taken;

  if (taken == NULL)
    taken = g_hash_table_new (g_str_hash, g_str_equal);
  if (g_hash_table_contains (taken, kind))
    return;
  g_hash_table_add (taken, (gpointer) kind);
  probe_screenshots (kind);
}

static void
check_anchors (PhlGameView        *view,
               const PhlGuideStep *step,
               guint               index)
{
  /* On the end page the board is gone: the bubble is centred then. */
  if (phl_match_is_over (phl_game_view_get_match (view)))
    return;
  for (guint i = 0; step->anchors[i] != NULL; i++)
    {
      graphene_rect_t rect;

      probe_ok (phl_game_view_get_guide_anchor (view, step->anchors[i], &rect) &&
                rect.size.width > 0 && rect.size.height > 0,
                "step %u: anchor %s resolves", index + 1, step->anchors[i]);
    }
}

/* The bubble: inside the view, as wide as its buttons need, and off what
 * the step points at. */
static void
check_bubble (PhlGameView        *view,
              const PhlGuideStep *step,
              guint               index)
{
  GtkWidget *bubble = probe_find_action (GTK_WIDGET (view), "guide.back");
  graphene_rect_t bounds;
  int min_w;

  while (bubble != NULL && !gtk_widget_has_css_class (bubble, "guide-bubble"))
    bubble = gtk_widget_get_parent (bubble);
  probe_ok (bubble != NULL && gtk_widget_compute_bounds (bubble, GTK_WIDGET (view), &bounds),
            "step %u: the bubble shows", index + 1);
  gtk_widget_measure (bubble, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  probe_ok (bounds.size.width >= min_w && bounds.origin.x >= 0 &&
            bounds.origin.x + bounds.size.width <= gtk_widget_get_width (GTK_WIDGET (view)),
            "step %u: the bubble holds its buttons (%g wide, needs %d) inside the view", index + 1,
            bounds.size.width, min_w);
  if (phl_match_is_over (phl_game_view_get_match (view)))
    return;
  for (guint i = 0; step->anchors[i] != NULL; i++)
    {
      graphene_rect_t rect, both;

      if (phl_game_view_get_guide_anchor (view, step->anchors[i], &rect) &&
          graphene_rect_intersection (&bounds, &rect, &both))
        probe_ok (both.size.width * both.size.height <= 0.1 * rect.size.width * rect.size.height,
                  "step %u: the bubble covers %.0f%% of %s", index + 1,
                  100 * both.size.width * both.size.height / (rect.size.width * rect.size.height),
                  step->anchors[i]);
    }
}

static void
check_named (guint index)
{
  g_auto(GStrv) unnamed = probe_unnamed (NULL);

  if (unnamed[0] != NULL)
    probe_ok (FALSE, "step %u: every control is named (first unnamed: %s)", index + 1, unnamed[0]);
}

/* The wrong example: explained, nothing played, the step offered again. */
static void
play_wrong (PhlGameView        *view,
            const PhlGuideStep *step,
            guint               index)
{
  PhlMatch *match = phl_game_view_get_match (view);
  guint n_before = phl_match_get_n_actions (match);
  const char *message;

  probe_ok (!phl_game_view_submit (view, step->wrong_example), "step %u: the wrong move %s is not played",
            index + 1, step->wrong_example);
  probe_settle ();
  message = phl_game_view_get_guide_message (view);
  probe_ok (guide_probe_phase (view) == PHL_GUIDE_PHASE_WRONG && phl_match_get_n_actions (match) == n_before &&
            phl_game_view_get_guide_step (view, NULL) == index,
            "step %u: the step is offered again after the wrong move", index + 1);
  probe_ok (message != NULL && probe_shows (message), "step %u: the bubble explains the wrong move: %s",
            index + 1, message != NULL ? message : "(none)");
  if (step->wrong != NULL)
    probe_ok (strstr (message, step->wrong) != NULL, "step %u: the explanation says the guide's Wrong", index + 1);
  screenshot_once ("wrong");
}

static PhlGameView *
play_act (PhlGameView        *view,
          const PhlGuideStep *step,
          guint               index,
          gboolean           *back_tried)
{
  guint n_before = phl_match_get_n_actions (phl_game_view_get_match (view));
  const char *message;

  screenshot_once ("act");
  if (step->wrong_example != NULL)
    play_wrong (view, step, index);
  if (!*back_tried && g_str_equal (phl_guide_get_game (phl_game_view_get_guide (view)), "swop") &&
      step->anchors[0] != NULL && step->anchors[1] != NULL && step->anchors[2] == NULL)
    {
      /* The first swap with the mouse, through the dimmed layer: a real
       * click on each of the two dice the step points at. */
      for (guint i = 0; i < 2; i++)
        {
          graphene_rect_t rect;

          phl_game_view_get_guide_anchor (view, step->anchors[i], &rect);
          probe_click_at (GTK_WIDGET (view), rect.origin.x + rect.size.width / 2,
                          rect.origin.y + rect.size.height / 2);
        }
      PROBE_WAIT (phl_match_get_n_actions (phl_game_view_get_match (view)) == n_before + 1, GUIDE_WAIT_MS);
      probe_ok (TRUE, "step %u: %s is played with two clicks on the board", index + 1, step->expect[0]);
    }
  else if (g_str_equal (phl_guide_get_game (phl_game_view_get_guide (view)), "stampswap") &&
           g_str_has_prefix (step->expect[0], "take ") && step->anchors[0] != NULL)
    {
      /* Every take with the mouse, through the dimmed layer: a real click
       * on what the step points at takes the item the step names (the
       * rare stamp, the double tile, the specialist…). */
      graphene_rect_t rect;

      probe_ok (phl_game_view_get_guide_anchor (view, step->anchors[0], &rect), "step %u: anchor %s", index + 1,
                step->anchors[0]);
      probe_click_at (GTK_WIDGET (view), rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2);
      PROBE_WAIT (phl_match_get_n_actions (phl_game_view_get_match (view)) == n_before + 1, GUIDE_WAIT_MS);
      probe_ok (g_str_equal (phl_match_get_action (phl_game_view_get_match (view), n_before), step->expect[0]),
                "step %u: %s is played with a click on %s", index + 1, step->expect[0], step->anchors[0]);
    }
  else
    probe_ok (phl_game_view_submit (view, step->expect[0]), "step %u: %s is played", index + 1, step->expect[0]);
  probe_settle ();
  message = phl_game_view_get_guide_message (view);
  probe_ok (guide_probe_phase (view) == PHL_GUIDE_PHASE_AFTER &&
            phl_match_get_n_actions (phl_game_view_get_match (view)) == n_before + 1,
            "step %u: the move is made and what it scored shows", index + 1);
  {
    const PhlChange *change = phl_match_get_change (phl_game_view_get_match (view), n_before);
    /* A move that scored nothing and has no After says nothing more. */
    gboolean has_news = step->after != NULL || phl_change_get_n_scores (change) > 0;

    if (has_news)
      probe_ok (message != NULL && probe_shows (message), "step %u: the bubble says what it scored: %s",
                index + 1, message != NULL ? message : "(none)");
    else
      probe_ok (message == NULL, "step %u: a move that scored nothing adds nothing to the bubble", index + 1);
  }
  if (step->after != NULL)
    probe_ok (strstr (message, step->after) != NULL, "step %u: with the guide's After", index + 1);
  screenshot_once ("after");

  /* Back once: the same step again, on a game rebuilt without the move. */
  if (!*back_tried)
    {
      PhlGameView *old = view;

      *back_tried = TRUE;
      probe_ok (probe_activate (GTK_WIDGET (view), "guide.back", NULL), "guide.back");
      PROBE_WAIT ((view = guide_probe_view ()) != NULL && view != old, GUIDE_WAIT_MS);
      view = guide_probe_wait_step (index);
      probe_ok (guide_probe_phase (view) == PHL_GUIDE_PHASE_STEP &&
                phl_match_get_n_actions (phl_game_view_get_match (view)) == n_before,
                "step %u: Back offers the step again, the move taken back", index + 1);
      probe_ok (phl_game_view_submit (view, step->expect[0]), "step %u: played again after Back", index + 1);
      probe_settle ();
    }
  return view;
}

static void
learn_from_library (const char *game)
{
  const PhlGameInfo *info = phl_game_info_lookup (game);
  /* The button's accessible name, "Learn to Play %s" in the run's language. */
  GString *name = g_string_new (P_("Learn to Play %s"));
  GtkWidget *button;

  g_string_replace (name, "%s", P_(info->name), 1);
  button = probe_wait_find (NULL, name->str, GUIDE_WAIT_MS);
  g_string_free (name, TRUE);

  probe_ok (button != NULL, "the card of %s has Learn to Play", game);
  probe_screenshot ("library");
  probe_click (button);
}

static void
learn_from_rules (PhlGameView *view)
{
  g_autofree char *label = g_strdup (P_("_Learn to Play"));
  GtkWidget *rules, *button;
  char *w = label;

  /* The button's text without its mnemonic underscore. */
  for (const char *r = label; *r != '\0'; r++)
    if (*r != '_')
      *w++ = *r;
  *w = '\0';
  probe_ok (probe_activate (GTK_WIDGET (view), "game.rules", NULL), "game.rules");
  rules = probe_wait_find_type (NULL, "PhlRulesWindow", GUIDE_WAIT_MS);
  button = probe_wait_find (rules, label, GUIDE_WAIT_MS);
  probe_ok (button != NULL, "the rules window has Learn to Play");
  probe_click (button);
}

/* A game's first guide from its card; a later part (swop-master) as the
 * first part's Next Lesson button starts it.  Returns the view at step 1. */
static PhlGameView *
start_guide (const char *game)
{
  if (phl_game_info_lookup (game) != NULL)
    learn_from_library (game);
  else
    probe_ok (probe_activate (GTK_WIDGET (probe_window ()), "win.learn", g_variant_new_string (game)),
              "win.learn %s", game);
  return guide_probe_wait_step (0);
}

/* The computer's move comes by itself; with a text the step stays to be
 * read, without one the guide goes on. */
static PhlGameView *
play_opponent_step (const PhlGuideStep *step,
                    guint               index)
{
  PhlGameView *view;
  PhlGuidePhase phase = PHL_GUIDE_PHASE_NONE;
  guint at = 0;

  PROBE_WAIT ((view = guide_probe_view ()) != NULL &&
              ((at = phl_game_view_get_guide_step (view, &phase)) > index ||
               (at == index && phase == PHL_GUIDE_PHASE_AFTER)), GUIDE_WAIT_MS);
  probe_settle ();
  if (at == index)
    {
      check_anchors (view, step, index);
      probe_ok (probe_shows (step->text), "step %u: the bubble tells the computer's move", index + 1);
      screenshot_once ("opponent");
      probe_activate (GTK_WIDGET (view), "guide.next", NULL);
    }
  return view;
}

/* A tell step goes on with Next; on step 1 with the keyboard (Next has the
 * focus, Return goes on). */
static void
play_tell_step (PhlGameView *view,
                guint        index)
{
  screenshot_once ("tell");
  if (index == 0)
    {
      probe_key ("Return");
      PROBE_WAIT (phl_game_view_get_guide_step (view, NULL) > 0, GUIDE_WAIT_MS);
      probe_ok (TRUE, "step 1: Return on the focused Next goes on");
    }
  else
    probe_ok (probe_activate (GTK_WIDGET (view), "guide.next", NULL), "step %u: guide.next", index + 1);
}

/* Every step in turn; returns the view the guide ends on. */
static PhlGameView *
play_steps (PhlGameView *view,
            PhlGuide    *guide)
{
  guint n_steps = phl_guide_get_n_steps (guide);
  gboolean back_tried = FALSE;

  for (guint i = 0; i < n_steps; i++)
    {
      const PhlGuideStep *step = phl_guide_get_step (guide, i);

      if (step->kind == PHL_GUIDE_OPPONENT)
        {
          view = play_opponent_step (step, i);
          continue;
        }
      view = guide_probe_wait_step (i);
      check_anchors (view, step, i);
      check_bubble (view, step, i);
      if (step->text != NULL)
        /* In the words for the keys until a pointer is used (TextKeys=). */
        probe_ok (probe_shows (step->text_keys != NULL ? phl_game_view_for_input (view, step->text_keys, step->text)
                                                       : step->text),
                  "step %u: the bubble shows its text", i + 1);
      if (step->text_keys != NULL && !phl_game_view_get_keyboard_input (view))
        {
          /* After a click, a key brings back the words for the keys. */
          probe_key ("Shift_L");
          probe_settle ();
          probe_ok (probe_shows (step->text_keys), "step %u: after a key the bubble says it for the keys", i + 1);
        }
      check_named (i);
      switch (step->kind)
        {
        case PHL_GUIDE_TELL:
          play_tell_step (view, i);
          break;
        case PHL_GUIDE_ACT:
          view = play_act (view, step, i, &back_tried);
          probe_activate (GTK_WIDGET (view), "guide.next", NULL);
          break;
        case PHL_GUIDE_OPPONENT:
          break;
        }
    }
  return guide_probe_wait_step (n_steps);
}

/* The guide's end: every scripted action played, the next lesson
 * offered, and the guided game not in the statistics. */
static void
check_end (PhlGameView *view,
           PhlGuide    *guide)
{
  PhlStats *stats = phl_application_get_stats (PHL_APPLICATION (g_application_get_default ()));
  PhlGameStats counted;

  probe_ok (guide_probe_phase (view) == PHL_GUIDE_PHASE_END, "the guide's end shows");
  probe_ok (phl_match_get_n_actions (phl_game_view_get_match (view)) == phl_guide_get_n_actions (guide),
            "every scripted action was played");
  screenshot_once ("end");
  if (phl_match_is_over (phl_game_view_get_match (view)))
    {
      /* On the end page the bubble keeps off the score chart. */
      GtkWidget *chart = probe_find_type (GTK_WIDGET (view), "PhlScoreChart");
      GtkWidget *bubble = probe_find_action (GTK_WIDGET (view), "guide.back");
      graphene_rect_t a, b;

      while (bubble != NULL && !gtk_widget_has_css_class (bubble, "guide-bubble"))
        bubble = gtk_widget_get_parent (bubble);
      probe_ok (chart != NULL && bubble != NULL &&
                gtk_widget_compute_bounds (chart, GTK_WIDGET (view), &a) &&
                gtk_widget_compute_bounds (bubble, GTK_WIDGET (view), &b) &&
                !graphene_rect_intersection (&a, &b, NULL),
                "the bubble at the end leaves the score chart clear");
    }
  if (phl_guide_get_next (guide) != NULL)
    probe_ok (probe_find_action (GTK_WIDGET (view), "win.learn") != NULL, "the end offers the next lesson");

  /* The guided game, over or not, is not in the statistics. */
  phl_stats_get (stats, phl_guide_get_game (guide), &counted);
  probe_ok (counted.played == 0, "the guided game is not counted (played %u)", counted.played);
}

/* Restart starts over on a new game; Skip leaves the guide for free play.
 * Returns the view left in free play. */
static PhlGameView *
restart_and_skip (PhlGameView *view)
{
  probe_ok (probe_activate (GTK_WIDGET (view), "guide.restart", NULL), "guide.restart");
  PROBE_WAIT ((view = guide_probe_view ()) != NULL && phl_match_get_n_actions (phl_game_view_get_match (view)) == 0,
              GUIDE_WAIT_MS);
  view = guide_probe_wait_step (0);
  probe_ok (TRUE, "Restart shows step 1 on a new game");

  probe_ok (guide_probe_skip (view, FALSE), "Skip asks first; Stay keeps the guide");
  probe_ok (phl_game_view_get_guide_step (view, NULL) == 0, "after Stay the guide is at the same step");
  probe_ok (guide_probe_skip (view, TRUE), "Skip, then Leave, closes the guide");
  probe_settle ();
  probe_ok (phl_game_view_get_guide (view) == NULL && phl_game_view_get_can_act (view),
            "Skip leaves the guide for free play");
  return view;
}

void
probe_scenario (void)
{
  const char *game = probe_case ();
  PhlGameView *view = start_guide (game);
  PhlGuide *guide = phl_guide_ref (phl_game_view_get_guide (view));

  probe_ok (g_str_has_prefix (game, phl_guide_get_game (guide)), "the guide %s runs", game);
  probe_ok (phl_match_get_guided (phl_game_view_get_match (view)), "the game is marked guided");
  probe_ok (probe_shows (phl_guide_get_title (guide)), "the window shows the guide's title");

  view = play_steps (view, guide);
  check_end (view, guide);
  view = restart_and_skip (view);

  /* The rules window has Learn to Play too (not while a guide runs). */
  learn_from_rules (view);
  view = guide_probe_wait_step (0);
  probe_ok (phl_match_get_n_actions (phl_game_view_get_match (view)) == 0,
            "Learn to Play in the rules window starts the guide anew");
  phl_guide_unref (guide);
}
