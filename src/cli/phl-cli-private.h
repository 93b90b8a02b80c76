/* phl-cli-private.h — what philatelia-cli's command files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * phl-cli.c holds the command table and the analysis commands; the
 * commands that drive a game through save files (new, replay, hint,
 * play) each live in their own file and use the helpers of
 * phl-cli-common.c.
 */
#pragma once

#include <glib.h>

#include "phl-ai.h"
#include "phl-key-file.h"
#include "phl-match.h"

G_BEGIN_DECLS

enum {
  PHL_CLI_EXIT_OK = 0,
  PHL_CLI_EXIT_INVALID = 1,
  PHL_CLI_EXIT_USAGE = 2,
};

/* "philatelia-cli: MESSAGE" and the pointer to --help on stderr; returns
 * PHL_CLI_EXIT_USAGE. */
int       phl_cli_usage_error     (const char  *format,
                                   ...) G_GNUC_PRINTF (1, 2);
/* The error's message (it names file, group, key and line where known)
 * on stderr; returns PHL_CLI_EXIT_INVALID. */
int       phl_cli_invalid_input   (const GError *error);

/* Parses the command's options; on a usage error prints it and returns
 * FALSE with *status set. */
gboolean  phl_cli_parse_options   (const char    *parameters,
                                   GOptionEntry  *entries,
                                   int           *argc,
                                   char        ***argv,
                                   int           *status);

/* "easy", "normal", "hard" or "expert" (NULL: @fallback) into @level;
 * FALSE after a usage message otherwise. */
gboolean  phl_cli_parse_level     (const char    *text,
                                   PhlAiLevel     fallback,
                                   PhlAiLevel    *level);

/* The most --think-ms takes: ten minutes a decision. */
#define PHL_CLI_MAX_THINK_MS 600000

/* --think-ms (the expert's CPU time per decision; 0 is the default
 * budget) into @budget_ms; FALSE after a usage message when negative or
 * beyond PHL_CLI_MAX_THINK_MS. */
gboolean  phl_cli_parse_think_ms  (int            think_ms,
                                   guint         *budget_ms);

/* Writes @data to @path atomically, or to standard output when @path is
 * NULL or "-".  @path's folder must exist; a symbolic link is followed
 * (its target is written), not replaced. */
gboolean  phl_cli_write_output    (const char    *path,
                                   const char    *data,
                                   gsize          length,
                                   GError       **error);

/* "2,3" (1-based seats) into a bit mask of @n_seats seats; NULL is every
 * seat.  FALSE after a usage message. */
gboolean  phl_cli_parse_seats     (const char    *text,
                                   guint         *mask);

/* The computer's action at @level (phl_ai_choose(), within @budget for
 * the expert; may be NULL) for the seat to act in @match, which must be
 * one of @seats (bit mask; in Stamp Auction's countdown, where anyone may
 * ring, only those seats ring).  Its generator is seeded from the number
 * of actions played, never from the match's seed; every level decides
 * from what the seat to act may know (see docs/cli.md).  NULL with @error
 * once the game is over or when another seat is to act; @name names the
 * file in the message. */
char     *phl_cli_choose_action   (PhlMatch          *match,
                                   PhlAiLevel         level,
                                   guint              seats,
                                   const PhlAiBudget *budget,
                                   const char        *name,
                                   GError           **error);

/* The ids of the games, as "a, b, c" (--help, usage errors). */
char     *phl_cli_game_ids        (void);

/* @path as messages name it: "-" is standard input. */
const char *phl_cli_file_name     (const char    *path);

/* The save or position @path ("-": standard input) as a match; @file
 * (may be NULL) gets the file it was read from. */
PhlMatch *phl_cli_load            (const char    *path,
                                   PhlKeyFile   **file,
                                   GError       **error);

/* The match of @source (read from @file) after its first @n_actions
 * actions: dealt again from the same seed and setup (or the position it
 * began at) and played up to there through the engine. */
PhlMatch *phl_cli_match_at        (PhlKeyFile    *file,
                                   PhlMatch      *source,
                                   guint          n_actions,
                                   GError       **error);

/* The position of @match as a position file (docs/save-format.md#positions), with
 * [Match] Over=, Actions=, Scores= and, once over, Winners= added for
 * scripts. */
GKeyFile *phl_cli_position_file   (PhlMatch      *match);

int       phl_cli_command_new     (int            argc,
                                   char         **argv);
int       phl_cli_command_replay  (int            argc,
                                   char         **argv);
int       phl_cli_command_hint    (int            argc,
                                   char         **argv);
int       phl_cli_command_play    (int            argc,
                                   char         **argv);
int       phl_cli_command_review  (int            argc,
                                   char         **argv);
int       phl_cli_command_net     (int            argc,
                                   char         **argv);

G_END_DECLS
