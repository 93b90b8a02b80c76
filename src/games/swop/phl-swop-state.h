/* phl-swop-state.h — a game of SWOP: players, turns, legality and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state is a plain struct without pointers: copy it with struct
 * assignment.  An action is "<cell> <cell>" (first cell earlier in reading
 * order) with optional choices "cube=<letter>" and "chip=<cell>", or
 * "pick <letter>" for a catch-up cube; docs/swop.md has the grammar.
 */
#pragma once

#include <glib.h>

#include "phl-game-rules.h"
#include "swop/phl-swop-board.h"
#include "swop/phl-swop-score.h"

G_BEGIN_DECLS

#define PHL_SWOP_MAX_PLAYERS  4
#define PHL_SWOP_FINISH       40
#define PHL_SWOP_PICK_FIELD_1 17
#define PHL_SWOP_PICK_FIELD_2 31
/* Chips on the board that end the game (solo: when the player has none left). */
#define PHL_SWOP_CHIPS_TO_END 6

typedef enum
{
  PHL_SWOP_VARIANT_BASIC,
  PHL_SWOP_VARIANT_MASTER,
  PHL_SWOP_VARIANT_TEAM,
  PHL_SWOP_VARIANT_SOLO,
} PhlSwopVariant;

/* Why a swap is not allowed now. */
typedef enum
{
  PHL_SWOP_LEGAL,
  PHL_SWOP_ILLEGAL_GAME_OVER,    /* nobody moves any more */
  PHL_SWOP_ILLEGAL_PICK_PENDING, /* a catch-up cube must be picked first */
  PHL_SWOP_ILLEGAL_SAME_CELL,    /* one die chosen twice */
  PHL_SWOP_ILLEGAL_CHIP,         /* a Swop chip never moves */
  PHL_SWOP_ILLEGAL_SAME_NUMBER,  /* both dice show the same number */
  PHL_SWOP_ILLEGAL_SWAP_BACK,    /* the two dice the previous move swapped */
  PHL_SWOP_ILLEGAL_NO_CHIP,      /* more Swops than the mover has chips */
  PHL_SWOP_ILLEGAL_NO_CUBE,      /* no colour cube of either die's colour */
} PhlSwopIllegal;

/* Where a player's points came from (for the end screen). */
typedef struct
{
  int sequences;  /* sequences shorter than six */
  int swops;      /* sequences of six */
  int bonus;      /* k - 1 for k sequences in one move */
} PhlSwopTally;

typedef struct
{
  PhlSwopCell    board[PHL_SWOP_N_CELLS];
  PhlSwopVariant variant;
  guint          n_players;
  /* Colour cubes are in play (master level, solo, team with master=true). */
  gboolean       cubes;
  /* Solo: take a spent cube back on reaching 17 and 31. */
  gboolean       takebacks;
  guint          chips_per_player;
  /* The seat whose swap comes next, and who swapped first. */
  guint          current;
  guint          starter;
  /* The two cells of the previous swap, or PHL_SWOP_NO_CELL. */
  int            last_move[2];
  /* Catch-up cubes still to be taken by @pick_seat before @current swaps. */
  guint          picks;
  guint          pick_seat;
  gboolean       over;
  /* Pawn positions on the score track; end bonuses are not in here. */
  int            track[PHL_SWOP_MAX_PLAYERS];
  guint          chips[PHL_SWOP_MAX_PLAYERS];
  guint8         cubes_held[PHL_SWOP_MAX_PLAYERS][PHL_SWOP_N_COLOURS];
  /* Spent cubes, open to catch-up picks. */
  guint8         pool[PHL_SWOP_N_COLOURS];
  PhlSwopTally   tally[PHL_SWOP_MAX_PLAYERS];
  guint          swaps_made;
} PhlSwopState;

typedef enum
{
  PHL_SWOP_ACTION_SWAP,
  PHL_SWOP_ACTION_PICK,
} PhlSwopActionKind;

typedef struct
{
  PhlSwopActionKind kind;
  /* Swap: the two cells, first < second. */
  int  cells[2];
  /* Swap: the cube spent, -1 when there is no choice to make.
   * Pick: the colour taken from the pool. */
  int  cube;
  /* Swap: the moved die a Swop chip replaces when both are in one Swop, or -1. */
  int  chip;
} PhlSwopAction;

/* A new game; @n_players 1 for solo, 4 for team. */
PhlSwopState  *phl_swop_state_new            (PhlSwopVariant        variant,
                                              guint                 n_players,
                                              gboolean              neat,
                                              gboolean              master_team,
                                              gboolean              takebacks,
                                              GRand                *rng);
/* An empty state to be filled by a position reader: board of chips, no dice. */
void           phl_swop_state_init           (PhlSwopState         *state,
                                              PhlSwopVariant        variant,
                                              guint                 n_players,
                                              gboolean              cubes);

/* The seat to act (the picker while a catch-up pick is due), -1 when over. */
int            phl_swop_state_seat_to_act    (const PhlSwopState   *state);
/* Track plus, once the game is over, unused chips and colour cubes. */
int            phl_swop_state_score          (const PhlSwopState   *state,
                                              guint                 seat);
int            phl_swop_state_end_bonus      (const PhlSwopState   *state,
                                              guint                 seat);
/* Team game: the sum of both partners' scores (seats 0+2, 1+3). */
int            phl_swop_state_team_score     (const PhlSwopState   *state,
                                              guint                 team);
guint          phl_swop_state_winners        (const PhlSwopState   *state);
guint          phl_swop_state_chips_on_board (const PhlSwopState   *state);
guint          phl_swop_state_cubes_of       (const PhlSwopState   *state,
                                              guint                 seat);
/* Total of each colour's cubes in the game (held + pool). */
guint          phl_swop_state_cube_supply    (const PhlSwopState   *state,
                                              PhlSwopColour         colour);
/* A pawn reached 40 or the last chip that ends the game was placed (solo:
 * also no cube left): the game ends once the round is finished. */
gboolean       phl_swop_state_end_is_triggered (const PhlSwopState *state);
/* Re-derives the end of the game for a state read from a position. */
void           phl_swop_state_update_over    (PhlSwopState         *state);

/* Whether the seat to act may exchange @first and @second (any order),
 * and if so what it scores (@eval may be NULL).  Choices of cube and chip
 * are not checked here. */
PhlSwopIllegal phl_swop_state_check_swap     (const PhlSwopState   *state,
                                              int                   first,
                                              int                   second,
                                              PhlSwopEval          *eval);
/* Every check but the Swop chips', which needs the swap scored: for
 * callers that score many swaps themselves (phl_swop_evaluate_pips()). */
PhlSwopIllegal phl_swop_state_precheck_swap  (const PhlSwopState   *state,
                                              int                   first,
                                              int                   second);
/* A translated sentence saying why, for the view and for errors. */
const char    *phl_swop_illegal_message      (PhlSwopIllegal        reason);

/* Cubes the mover could spend on this swap, as a bit mask of colours;
 * 0 when the swap is free (a white die in master, or no cubes in play). */
guint          phl_swop_state_cube_options   (const PhlSwopState   *state,
                                              int                   first,
                                              int                   second);
/* Whether a Swop of this swap holds both moved dice, so that the mover
 * chooses which one the chip replaces. */
gboolean       phl_swop_eval_needs_chip_choice (const PhlSwopEval  *eval);

/* Every legal action of the seat to act, in reading order, choices spelt out. */
GArray        *phl_swop_state_legal_actions  (const PhlSwopState   *state);

gboolean       phl_swop_action_parse         (const char           *text,
                                              PhlSwopAction        *action);
char          *phl_swop_action_to_string     (const PhlSwopAction  *action);

/* Applies @action for the seat to act; on failure leaves @state unchanged
 * and explains why in a translated @error. */
gboolean       phl_swop_state_apply          (PhlSwopState         *state,
                                              const PhlSwopAction  *action,
                                              GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlSwopState, g_free)

G_END_DECLS
