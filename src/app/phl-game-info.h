/* phl-game-info.h — what the app shows of each game before it is played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine (PhlGameRules) knows the rules; this knows the game's face:
 * its translated name and description, its variants and options for the
 * new-game dialog, its cover art and, once its view exists, how to make it.
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

typedef struct
{
  const char           *id;
  const char           *name;          /* N_() */
  const char           *description;   /* N_() */
  const PhlGameVariant *variants;      /* terminated by { NULL } */
  const PhlGameOption  *options;       /* terminated by { NULL } */
  /* Whether a match is played with a deck the player chooses. */
  gboolean              uses_decks;
  /* The library's cover: the art and the table it lies on. */
  const PhlGameCover   *cover;
  /* The play screen for @match. */
  GtkWidget          *(*create_view)   (PhlMatch  *match);
} PhlGameInfo;

const PhlGameInfo * const *phl_game_info_all      (void);
const PhlGameInfo         *phl_game_info_lookup   (const char        *id);
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
