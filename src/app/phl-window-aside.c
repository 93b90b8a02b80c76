/* phl-window-aside.c — matches the window shows on a game's screen without
 * making them its game: Learn to Play and replays (with the review)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Neither is the autosave's game: it is not saved, its end is not counted,
 * and Continue still brings back the game in progress.
 */
#define G_LOG_DOMAIN "phl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-info.h"
#include "phl-game-view.h"
#include "phl-guide.h"
#include "phl-window-private.h"

/* The registration that can show @match, or NULL (told in a toast). */
static const PhlGameInfo *
showable_info (PhlWindow *self,
               PhlMatch  *match)
{
  const PhlGameInfo *info = phl_game_info_lookup (phl_match_get_rules (match)->id);

  if (info == NULL || info->create_view == NULL || !phl_game_info_playable (info))
    {
      _phl_window_show_toast (self, _("This game cannot be shown."));
      return NULL;
    }
  return info;
}

/* ---- Learn to Play (docs/guides.md) -------------------------------------- */

static gboolean on_guide_rebuild (PhlWindow   *self,
                                  PhlMatch    *match,
                                  guint        step,
                                  PhlGameView *view);

/* A guided game on the game's own screen, from the start of @step.  Like
 * a replay it is not the autosave's game: it is not saved, its end is not
 * counted, and Continue still brings back the game in progress. */
static void
show_guided (PhlWindow *self,
             PhlMatch  *match,
             PhlGuide  *guide,
             guint      step)
{
  const PhlGameInfo *info = showable_info (self, match);
  GtkWidget *view;

  if (info == NULL)
    return;
  _phl_window_set_match (self, match);
  view = _phl_window_show_view (self, info, match, phl_guide_get_title (guide));
  g_signal_connect_object (view, "guide-rebuild", G_CALLBACK (on_guide_rebuild), self, G_CONNECT_SWAPPED);
  phl_game_view_start_guide (PHL_GAME_VIEW (view), guide, step);
}

static gboolean
on_guide_rebuild (PhlWindow   *self,
                  PhlMatch    *match,
                  guint        step,
                  PhlGameView *view)
{
  g_autoptr(PhlGuide) guide = NULL;

  if (phl_game_view_get_guide (view) == NULL)
    return FALSE;
  /* Kept while the view that holds it goes. */
  guide = phl_guide_ref (phl_game_view_get_guide (view));
  show_guided (self, match, guide, step);
  return TRUE;
}

/* win.learn (s: the game's id): its guide from the first step. */
static void
learn_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlGuide) guide = phl_guide_load (g_variant_get_string (parameter, NULL), &error);
  g_autoptr(PhlMatch) match = guide != NULL ? phl_guide_new_match (guide, &error) : NULL;

  if (match == NULL)
    {
      _phl_window_show_toast (self, error->message);
      return;
    }
  /* The game on screen stays in the autosave for Continue. */
  _phl_window_save_before_leaving (self);
  show_guided (self, match, guide, 0);
}

/* ---- Replays ------------------------------------------------------------- */

/* A replay on the game's own screen (phl-game-view-replay.c): the match
 * is the window's to show but not its game — it is not autosaved, its end
 * is not counted again, and Continue still brings back the game in
 * progress.  @viewer is the seat watching. */
static void
show_replay (PhlWindow *self,
             PhlMatch  *match,
             int        viewer)
{
  const PhlGameInfo *info = showable_info (self, match);
  g_autofree char *title = NULL;
  GtkWidget *view;

  if (info == NULL)
    return;
  /* The game in progress stays in the autosave for Continue. */
  _phl_window_save_before_leaving (self);
  _phl_window_set_match (self, NULL);
  /* Translators: the window title of a replay, %s is the game's name */
  title = g_strdup_printf (_("%s — Replay"), _(info->name));
  view = _phl_window_show_view (self, info, match, title);
  phl_game_view_start_replay (PHL_GAME_VIEW (view), viewer);
  g_signal_connect_object (view, "play-on", G_CALLBACK (_phl_window_play_or_ask), self, G_CONNECT_SWAPPED);
}

/* The seat a save is watched from: its first person (a game played
 * against the computers is that person's), or nobody's hidden facts. */
static int
first_person (PhlMatch *match)
{
  for (guint i = 0; i < phl_match_get_n_seats (match); i++)
    if (phl_match_seat_is_person (match, i))
      return i;
  return -1;
}

/* win.replay: a save (finished, in progress or any file) step by step. */
static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) match = phl_match_new_from_file (path, &error);

  if (match == NULL)
    {
      _phl_window_show_toast (self, error->message);
      return;
    }
  show_replay (self, match, first_person (match));
}

/* win.replay-game (the game's game.replay): the game on screen so far,
 * watched by whoever is at the screen; the game stays in the autosave. */
static void
replay_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  GtkWidget *view = _phl_window_get_game_view (self);
  PhlMatch *playing = phl_window_get_match (self);
  g_autoptr(PhlMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  int viewer;

  if (playing == NULL || !PHL_IS_GAME_VIEW (view))
    return;
  viewer = phl_game_view_get_viewer (PHL_GAME_VIEW (view));
  match = phl_match_new_at (playing, phl_match_get_n_actions (playing), NULL, &error);
  if (match == NULL)
    {
      _phl_window_show_toast (self, error->message);
      return;
    }
  phl_match_set_assisted (match, phl_match_get_assisted (playing));
  /* Finished, it is in the statistics already; unfinished, Continue has it. */
  if (!phl_match_is_over (playing))
    phl_match_autosave (playing, NULL);
  show_replay (self, match, viewer);
  /* win.review-game (the end page's Review): the replay with its review. */
  if (g_str_equal (action_name, "win.review-game"))
    phl_game_view_start_review (PHL_GAME_VIEW (_phl_window_get_game_view (self)));
}

void
_phl_window_class_add_aside_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.replay", "s", replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-game", NULL, replay_game_action);
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, replay_game_action);
  gtk_widget_class_install_action (widget_class, "win.learn", "s", learn_action);
}
