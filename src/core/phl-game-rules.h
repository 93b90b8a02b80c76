/* phl-game-rules.h — what a game engine provides to the shared match machinery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game keeps its state in a plain C struct and exposes pure functions
 * over it through one PhlGameRules table.  The match, the save files, the
 * command-line tool and self-play know games only through this table.
 *
 * Actions are short ASCII strings ("a1 c3", "place B 3,-1", "ring 2"): the
 * same text is what the view submits, what the AI returns and what a save
 * file lists in its [Actions] group, so a match replays from its seed and
 * its action list.
 */
#pragma once

#include <glib.h>

#include "phl-change.h"
#include "phl-key-file.h"

G_BEGIN_DECLS

#define PHL_MAX_SEATS 6

typedef enum
{
  PHL_AI_EASY,
  PHL_AI_NORMAL,
  PHL_AI_HARD,
  /* Searches (phl-search.c): the engines' choose_action() never sees it;
   * phl_ai_choose() is the one door to every level. */
  PHL_AI_EXPERT,
} PhlAiLevel;

#define PHL_AI_N_LEVELS (PHL_AI_EXPERT + 1)

/* Set by apply() for actions the match must not undo past. */
typedef enum
{
  PHL_APPLY_NONE         = 0,
  /* Hidden information became known to someone, or chance was drawn. */
  PHL_APPLY_IRREVERSIBLE = 1 << 0,
} PhlApplyFlags;

typedef struct
{
  guint                n_players;
  /* NULL means the game's default variant. */
  const char          *variant;
  /* Stamp Swap: path of a .deck file, NULL for the built-in standard deck. */
  const char          *deck;
  /* Further game options as "key=value" strings, NULL-terminated or NULL. */
  const char * const  *options;
  /* The deck itself when already read (a save's own copy, docs/save-format.md);
   * then @deck only says where it came from. */
  PhlKeyFile          *deck_file;
  /* The save this setup was read from, or NULL; see phl_setup_set_error(). */
  PhlKeyFile          *file;
} PhlSetup;

/* A variant and the players it is for. */
typedef struct
{
  const char *id;            /* as in [Match] Variant= */
  guint       min_players;
  guint       max_players;
} PhlGameVariantPlayers;

typedef struct _PhlGameRules PhlGameRules;

/* What a game's own philatelia-cli commands use of the tool: its two
 * ways to fail (docs/cli.md), each printing the message and returning
 * the exit status (1 for invalid input, 2 for a usage error). */
typedef struct
{
  int (*usage_error)   (const char   *format,
                        ...) G_GNUC_PRINTF (1, 2);
  int (*invalid_input) (const GError *error);
} PhlCliSupport;

/* A philatelia-cli command that belongs to one game (Stamp Swap's
 * validate-deck, say); run() gets the command's arguments (argv[0] is
 * its name) and returns the exit status: 0 on success, else what
 * @cli's functions return. */
typedef struct
{
  const char *name;
  const char *arguments;     /* N_() */
  const char *summary;       /* N_() */
  int       (*run)           (const PhlCliSupport *cli,
                              int                  argc,
                              char               **argv);
} PhlGameCommand;

/* The expert's think budget (phl-ai.h). */
typedef struct _PhlAiBudget PhlAiBudget;

/* How a game helps the expert's search (phl-search.h); every hook may be
 * NULL. */
typedef struct
{
  /* A quick action for the seat to act in a playout, from what that seat
   * may know.  NULL: choose_action() with every seat at hard. */
  char      *(*playout_action)    (gconstpointer  state,
                                   GRand         *rng);
  /* The actions the search considers for the seat to act, best first, at
   * most @max_actions of them.  NULL: every legal action. */
  GPtrArray *(*candidates)        (gconstpointer  state,
                                   guint          max_actions,
                                   GRand         *rng);
  /* How good a position that is not over is for each seat, each value in
   * [0, 1] (like a chance to win), so a playout can stop early after
   * max_playout_depth actions.  NULL: playouts go to the end. */
  void       (*evaluate)          (gconstpointer  state,
                                   double        *values);
  guint        max_playout_depth;
  guint        max_candidates;
  /* The UCT exploration constant; 0 for the search's default. */
  double       exploration;
  /* For a state in which seats other than the one to act may act too (the
   * auction's countdown, where anyone may ring): the table's action with
   * every seat at its level in @levels, experts included, within @budget
   * (may be NULL).  NULL when @state is not such a state (the usual door
   * decides) or the budget was cancelled.  phl_ai_choose() asks it first
   * whenever an expert sits at the table. */
  char      *(*table_action)      (gconstpointer      state,
                                   const PhlAiLevel  *levels,
                                   GRand             *rng,
                                   const PhlAiBudget *budget);
} PhlSearchHooks;

struct _PhlGameRules
{
  const char *id;            /* as in the top-level meson.build's games list */
  guint       min_players;
  guint       max_players;
  /* NULL-terminated list of variant ids, the first is the default; may be NULL. */
  const char * const *variants;
  /* The same variants with their player ranges, { NULL }-terminated; NULL
   * when every variant is for min_players to max_players.  The one place
   * the app (new-game dialog, library) learns who may play what. */
  const PhlGameVariantPlayers *variant_players;

  /* A new game dealt with @rng (the match's RNG). */
  gpointer   (*new_game)       (const PhlSetup  *setup,
                                GRand           *rng,
                                GError         **error);
  gpointer   (*copy)           (gconstpointer    state);
  void       (*free)           (gpointer         state);

  guint      (*n_players)      (gconstpointer    state);
  /* The 0-based seat expected to act, or -1 once the game is over. */
  int        (*current_seat)   (gconstpointer    state);
  gboolean   (*is_over)        (gconstpointer    state);
  /* Final (or current) score of @seat as the game counts it. */
  int        (*score)          (gconstpointer    state,
                                guint            seat);
  /* Bit i set when seat i is among the winners (ties share). Only once over. */
  guint      (*winners)        (gconstpointer    state);

  /* Legal actions for the seat to act, as newly allocated strings. */
  GPtrArray *(*legal_actions)  (gconstpointer    state);
  /* Applies @action; on failure leaves @state unchanged and sets @error
   * with a translated message saying why the action is illegal.  When
   * @change is not NULL (the match keeps one per action; the AI and
   * fuzzing pass NULL) the engine tells in it what happened, in the
   * current language: see phl-change.h.  @flags may be NULL. */
  gboolean   (*apply)          (gpointer         state,
                                const char      *action,
                                GRand           *rng,
                                PhlApplyFlags   *flags,
                                PhlChange       *change,
                                GError         **error);
  /* The computer's action for the seat(s) to act; @levels holds one level
   * per seat.  Decides only from what that seat may know.  @rng is the
   * AI's own generator, never the match's. */
  char      *(*choose_action)  (gconstpointer    state,
                                const PhlAiLevel *levels,
                                GRand           *rng);

  /* Position files (docs/save-format.md#positions).  save_position() adds the game's keys to
   * [Match] and its own groups; load_position() reads a whole position file
   * on its own (its [Match] header too) and names file, group, key and
   * line in its errors. */
  void       (*save_position)  (gconstpointer    state,
                                GKeyFile        *file);
  gpointer   (*load_position)  (PhlKeyFile      *file,
                                GError         **error);
  /* The same for a position whose [Match] the match has read already
   * (Game, Format, Players, Variant, Deck, Options: see
   * phl_setup_read()): @setup->file is the position, and the game reads
   * only its own keys (Current, Starter, its groups).  NULL: the match
   * calls load_position(). */
  gpointer   (*read_position)  (const PhlSetup  *setup,
                                GError         **error);
  /* `philatelia-cli score` and `moves` output (docs/cli.md#output-of-score-moves-and-selfplay). */
  void       (*write_score)    (gconstpointer    state,
                                GKeyFile        *out);
  GPtrArray *(*describe_moves) (gconstpointer    state);
  /* The deck the game was dealt from, which a save carries so that it
   * resumes without the deck file (optional; NULL for deck-less games). */
  PhlKeyFile *(*get_deck)      (gconstpointer    state);

  /* Hidden information: whether the view of @seat would show something
   * @other may not know — a hidden item @seat knows, or a secret @seat is
   * about to make (a sealed bid).  @other is -1 for someone who knows
   * nothing hidden.  The one authority on who may know what: the computer
   * players decide from the same knowledge, and a screen shared by several
   * people hands over before such a view (PhlHotseat).  NULL when the game
   * hides nothing. */
  gboolean   (*hides_from)     (gconstpointer    state,
                                guint            seat,
                                int              other);
  /* A copy of @state as @seat may believe it to be: everything @seat may
   * not know (other seats' hidden items, face-down stamps, the order of
   * unseen piles and of the deck) dealt anew from @rng among the ways
   * consistent with what @seat has seen.  The copy depends only on what
   * @seat knows and on @rng: two states that differ only in what @seat
   * cannot see give equal copies from equal random streams (so the hidden
   * items must be gathered in a canonical order before they are dealt).
   * NULL when the game hides nothing (copy() serves). */
  gpointer   (*determinize)    (gconstpointer    state,
                                guint            seat,
                                GRand           *rng);
  /* The expert's search hooks; NULL for the defaults. */
  const PhlSearchHooks *search;

  /* philatelia-cli (docs/cli.md); each may be NULL. */
  /* `hint --explain`: the engine's words for why the computer at @level
   * plays @action, or NULL (the CLI then lists the moves only). */
  char      *(*hint_reason)    (gconstpointer      state,
                                const char        *action,
                                PhlAiLevel         level);
  /* Whether seats other than the one to act may act now too (the
   * auction's countdown, where anyone may ring); NULL when never. */
  gboolean   (*others_may_act) (gconstpointer      state);
  /* For a state in which seats other than the one to act may act too
   * (the auction's countdown): the action of the computer's @seats only
   * (a bit per seat), each at its level in @levels, in @action; FALSE
   * when @state is not such a state. */
  gboolean   (*choose_for_seats) (gconstpointer      state,
                                  const PhlAiLevel  *levels,
                                  guint              seats,
                                  char             **action);
  /* The game's own commands, { NULL }-terminated. */
  const PhlGameCommand *commands;
};

const char     *phl_setup_get_option      (const PhlSetup *setup,
                                           const char     *key);
gboolean        phl_setup_get_option_bool (const PhlSetup *setup,
                                           const char     *key,
                                           gboolean        default_value);
/* How new_game() refuses a setup: @key is the [Match] key at fault
 * ("Players", "Variant", "Deck" or "Options").  For a setup read from a
 * save the message names the save, the line and the key, as every loader
 * error does; otherwise (a new game from the dialog or the command line)
 * it is the bare message. */
void            phl_setup_set_error       (const PhlSetup *setup,
                                           GError        **error,
                                           PhlError        code,
                                           const char     *key,
                                           const char     *format,
                                           ...) G_GNUC_PRINTF (5, 6);

/* The players @variant (NULL: the default) is for; FALSE for a variant
 * the game does not have.  A game without variants takes any name. */
gboolean        phl_game_rules_get_variant_players (const PhlGameRules *rules,
                                                    const char         *variant,
                                                    guint              *min_players,
                                                    guint              *max_players);

/* All engines that are built in, in library order. */
const PhlGameRules * const *phl_game_rules_all    (void);
const PhlGameRules         *phl_game_rules_lookup (const char *id);
void                        phl_game_rules_register (const PhlGameRules *rules);

G_END_DECLS
