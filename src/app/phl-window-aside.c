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

/* A replay of the window's own game remembers it, so the replay leads back:
 * the autosave of a game in progress, or the match of a game just ended
 * (its end page and Play Again).  Any other replay forgets it. */
#define REPLAYED_PATH  "phl-replayed-path"
#define REPLAYED_MATCH "phl-replayed-match"

static void
forget_replayed (PhlWindow *self)
{
  g_object_set_data (G_OBJECT (self), REPLAYED_PATH, NULL);
  g_object_set_data (G_OBJECT (self), REPLAYED_MATCH, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", FALSE);
}

static void
remember_replayed (PhlWindow *self,
                   PhlMatch  *playing)
{
  const char *path = phl_match_get_autosave_path (playing);

  if (!phl_match_is_over (playing) && path != NULL)
    g_object_set_data_full (G_OBJECT (self), REPLAYED_PATH, g_strdup (path), g_free);
  else if (phl_match_is_over (playing))
    g_object_set_data_full (G_OBJECT (self), REPLAYED_MATCH, g_object_ref (playing), g_object_unref);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", TRUE);
}

/* "Play On from Here" at the last action of the game in progress, with the
 * same players, is that game going on: it is continued, not copied. */
static void
on_play_on (PhlWindow *self,
            PhlMatch  *match)
{
  const char *path = g_object_get_data (G_OBJECT (self), REPLAYED_PATH);
  g_autoptr(PhlMatch) saved = path ? phl_match_new_from_file (path, NULL) : NULL;
  gboolean same = saved != NULL && phl_match_get_n_actions (saved) == phl_match_get_n_actions (match);

  for (guint i = 0; same && i < phl_match_get_n_seats (match); i++)
    same = phl_match_get_seat (saved, i)->kind == phl_match_get_seat (match, i)->kind;
  if (same)
    {
      g_autofree char *kept = g_strdup (path);

      forget_replayed (self);
      _phl_window_continue_from (self, kept);
      return;
    }
  forget_replayed (self);
  _phl_window_play_or_ask (self, match);
}

/* win.back-to-game: from the replay back to the game it shows. */
static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PhlWindow *self = PHL_WINDOW (widget);
  g_autofree char *path = g_strdup (g_object_get_data (G_OBJECT (self), REPLAYED_PATH));
  PhlMatch *ended = g_object_get_data (G_OBJECT (self), REPLAYED_MATCH);
  g_autoptr(PhlMatch) match = ended ? g_object_ref (ended) : NULL;
  const PhlGameInfo *info;

  forget_replayed (self);
  if (path != NULL)
    {
      _phl_window_continue_from (self, path);
      return;
    }
  info = match ? showable_info (self, match) : NULL;
  if (info == NULL)
    return;
  /* Ended, kept and counted already: its end page, with Play Again. */
  _phl_window_set_match (self, match);
  _phl_window_show_view (self, info, match, _(info->name));
}

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
  if (g_object_get_data (G_OBJECT (self), REPLAYED_PATH) != NULL ||
      g_object_get_data (G_OBJECT (self), REPLAYED_MATCH) != NULL)
    phl_game_view_set_replay_return (PHL_GAME_VIEW (view), "win.back-to-game");
  g_signal_connect_object (view, "play-on", G_CALLBACK (on_play_on), self, G_CONNECT_SWAPPED);
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
  forget_replayed (self);
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
  forget_replayed (self);
  remember_replayed (self, playing);
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
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
}
