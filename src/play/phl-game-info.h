/* phl-game-info.h — what the app shows of each game before it is played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine (PhlGameRules) knows the rules; this knows the game's face:
 * its translated name and description, its variants and options for the
 * new-game dialog, its cover art, the makers the About window credits,
 * its decks if it has any, and how to make its view.  Each game fills one
 * in its view folder (src/games/<id>/view/phl-<id>-game-info.c, as
 * phl_<id>_game_info); the list is the top-level meson.build's
 * (phl-games.h), so the shell reaches the games only through here.
 */
#pragma once

#include <gtk/gtk.h>

#include "phl-ai-runner.h"
#include "phl-game-covers.h"
#include "phl-match.h"

G_BEGIN_DECLS

/* A variant as the dialog names it; who may play it is the engine's
 * (phl_game_info_get_variant_players()). */
typedef struct
{
  const char *id;
  const char *name;        /* N_() */
} PhlGameVariant;

typedef struct
{
  const char *key;         /* "neat" in "neat=true" */
  const char *title;       /* N_() */
  const char *subtitle;    /* N_() */
  /* Only offered with this variant; NULL for all. */
  const char *variant;
} PhlGameOption;

/* The board game's makers as its rulebook names them (the About
 * window's credits); NULL where it names no one. */
typedef struct
{
  const char *designers;
  const char *artist;
  const char *publisher;
} PhlGameCredits;

/* A game played with a deck the player chooses: the built-in standard
 * deck or one of the user's deck files (phl_deck_file_user_dir()). */
typedef struct
{
  /* The deck's translated name if the file at @path is a whole valid
   * deck, else NULL: a deck with errors can be edited but not played. */
  char     *(*playable_name) (const char     *path);
  /* "Try a card": for each card of the deck at @path, its label (name and
   * kind) to @labels and its value for the try-card option to @values;
   * nothing when the deck does not load. */
  void      (*list_cards)    (const char     *path,
                              GPtrArray      *labels,
                              GPtrArray      *values);
  /* Opens the game's deck editor (app.deck-editor); may be NULL. */
  void      (*open_editor)   (GtkApplication *application);
} PhlGameDecks;

/* A setting of the game's own, offered in Preferences under the game's
 * name as a choice: @key is a key of the app's settings schema whose
 * values are @nicks, and @labels name them, in the same order.  A view
 * property of the same name follows it (the window binds it). */
typedef struct
{
  const char         *key;
  const char         *title;         /* N_() */
  const char         *subtitle;      /* N_() */
  const char * const *nicks;         /* NULL-terminated */
  const char * const *labels;        /* N_(), one per nick */
} PhlGamePreference;

typedef struct
{
  const char           *id;            /* as its PhlGameRules */
  const char           *name;          /* N_() */
  const char           *description;   /* N_() */
  const PhlGameVariant *variants;      /* terminated by { NULL } */
  const PhlGameOption  *options;       /* terminated by { NULL } */
  /* NULL unless a match is played with a deck the player chooses. */
  const PhlGameDecks   *decks;
  /* The library's cover: the art and the table it lies on. */
  const PhlGameCover   *cover;
  const PhlGameCredits *credits;       /* may be NULL */
  /* Its own settings, terminated by { NULL }; may be NULL. */
  const PhlGamePreference *preferences;
  /* The play screen for @match. */
  GtkWidget          *(*create_view)   (PhlMatch  *match);
} PhlGameInfo;

const PhlGameInfo * const *phl_game_info_all      (void);
const PhlGameInfo         *phl_game_info_lookup   (const char        *id);
/* The game whose deck editor the app opens (the first that has one), or
 * NULL. */
const PhlGameInfo         *phl_game_info_with_editor (void);
/* The players @variant is for, from the engine (PhlGameRules); 1 to
 * PHL_MAX_SEATS when the game has no engine. */
void                       phl_game_info_get_variant_players (const PhlGameInfo    *info,
                                                              const PhlGameVariant *variant,
                                                              guint                *min_players,
                                                              guint                *max_players);
/* Translated "2–4 players". */
char                      *phl_game_info_players  (const PhlGameInfo *info);
/* Whether the engine and the view are both there to play it. */
gboolean                   phl_game_info_playable (const PhlGameInfo *info);

G_END_DECLS
