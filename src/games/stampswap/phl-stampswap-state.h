/* phl-stampswap-state.h — the whole state of a Stamp Swap game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain struct of fixed arrays: copying it with memcpy is a valid copy
 * except for the deck, which is shared and reference counted (use
 * phl_stampswap_state_copy()).  The view reads it directly; it changes only
 * through phl_stampswap_rules.apply().
 */
#pragma once

#include <glib.h>

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-album.h"
#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

#define PHL_STAMPSWAP_MAX_PLAYERS  5
/* Solo games add a dummy collector after the last seat. */
#define PHL_STAMPSWAP_MAX_PARTS    (PHL_STAMPSWAP_MAX_PLAYERS + 1)
#define PHL_STAMPSWAP_ROUNDS       3
#define PHL_STAMPSWAP_ITEMS        6
#define PHL_STAMPSWAP_MAX_POOL     64
#define PHL_STAMPSWAP_MAX_HELD     32
#define PHL_STAMPSWAP_MAX_CARDS    128
#define PHL_STAMPSWAP_MAX_OWNED    32
#define PHL_STAMPSWAP_N_ROUND_CONTESTS 4

/* Items: a tile id, a deck card, or the first-player token. */
#define PHL_STAMPSWAP_ITEM_CARD    0x100
#define PHL_STAMPSWAP_ITEM_TOKEN   0x200
#define PHL_STAMPSWAP_ITEM_EMPTY   0xffff
#define PHL_STAMPSWAP_ITEM_IS_TILE(i) ((i) < PHL_STAMPSWAP_N_TILES)
#define PHL_STAMPSWAP_ITEM_IS_CARD(i) ((i) >= PHL_STAMPSWAP_ITEM_CARD && (i) < PHL_STAMPSWAP_ITEM_TOKEN)

typedef enum
{
  PHL_STAMPSWAP_PHASE_COLLECT,
  PHL_STAMPSWAP_PHASE_CUT,
  PHL_STAMPSWAP_PHASE_CHOOSE,
  PHL_STAMPSWAP_PHASE_SHOW,
  PHL_STAMPSWAP_PHASE_OVER,
  /* A position read from a file: scored, never played. */
  PHL_STAMPSWAP_PHASE_ANALYSIS,
} PhlStampswapPhase;

typedef enum
{
  PHL_STAMPSWAP_TILE_SUPPLY,
  PHL_STAMPSWAP_TILE_IN_PLAY,   /* pool, a collection, a pile, pending or an album */
  PHL_STAMPSWAP_TILE_BOX,       /* returned to the box or discarded */
} PhlStampswapTileWhere;

typedef enum
{
  PHL_STAMPSWAP_PILES_NONE,     /* no piles above the mat (kept, or never made) */
  PHL_STAMPSWAP_PILES_UP,       /* both piles above the mat */
  PHL_STAMPSWAP_PILES_SPLIT,    /* one was taken, the other moved below the mat */
} PhlStampswapPiles;

/* Where points come from, per round. */
typedef enum
{
  PHL_STAMPSWAP_SRC_EXHIBITORS,
  PHL_STAMPSWAP_SRC_TOKEN,
  PHL_STAMPSWAP_SRC_CONTEST,
  PHL_STAMPSWAP_SRC_DISCARDS,   /* values of stamps that did not fit */
  PHL_STAMPSWAP_SRC_EFFECTS,    /* event and specialist effects */
  PHL_STAMPSWAP_N_ROUND_SOURCES
} PhlStampswapRoundSource;

/* Where points come from at the Final Show. */
typedef enum
{
  PHL_STAMPSWAP_FINAL_FOREVER,
  PHL_STAMPSWAP_FINAL_VALUES,
  PHL_STAMPSWAP_FINAL_SPECIALISTS,
  PHL_STAMPSWAP_FINAL_FINALE,
  PHL_STAMPSWAP_FINAL_EFFECTS,  /* specialists that change values or add points */
  PHL_STAMPSWAP_N_FINAL_SOURCES
} PhlStampswapFinalSource;

typedef struct
{
  PhlStampswapAlbum album;

  /* Collect: the Daily Collection. */
  guint8  n_collection;
  guint16 collection[PHL_STAMPSWAP_MAX_HELD];
  /* Cut and Choose. */
  guint8  n_reserve;
  guint16 reserve[PHL_STAMPSWAP_MAX_HELD];
  guint8  n_pile[2];
  guint16 piles[2][PHL_STAMPSWAP_MAX_HELD];
  guint8  n_below;              /* chosen and kept piles, drawn stamps */
  guint16 below[PHL_STAMPSWAP_MAX_HELD];
  guint8  piles_state;          /* PhlStampswapPiles */
  gboolean cut_done;
  gboolean chose;
  /* Show: stamps to place, in a stable order; done ones are ITEM_EMPTY. */
  guint8  n_pending;
  guint16 pending[PHL_STAMPSWAP_MAX_HELD];
  guint8  n_placed_round;       /* tiles placed this round (for placed-points) */
  guint8  placed_round[PHL_STAMPSWAP_MAX_HELD];
  gboolean show_done;

  /* Attendee cards on the mat (deck indices); the built-in exhibitor apart. */
  guint8  mat_exhibitor;
  guint8  n_cards;
  guint8  cards[PHL_STAMPSWAP_MAX_OWNED];
  /* Bit i: entered board contest i (0-3) — a show ticket lies there. */
  guint8  tickets;
  guint8  contest_round[PHL_STAMPSWAP_ROUNDS];  /* board slot entered each round */

  gint16  round_points[PHL_STAMPSWAP_ROUNDS][PHL_STAMPSWAP_N_ROUND_SOURCES];
  gint16  final_points[PHL_STAMPSWAP_N_FINAL_SOURCES];
  /* Analysed positions: Specialists=<count>. */
  guint8  extra_specialists;
} PhlStampswapPlayer;

typedef struct
{
  PhlStampswapDeck  *deck;
  guint8   n_players;
  gboolean solo;
  guint8   phase;         /* PhlStampswapPhase */
  guint8   round;         /* 0-2 */
  guint8   current;       /* seat to act */
  guint8   first_player;
  /* Seat holding the token "beneath the collection" or after the swap;
   * PHL_STAMPSWAP_NONE while it is an item in the pool or a collection. */
  guint8   token_holder;
  guint8   last_taker;

  guint8   tile_where[PHL_STAMPSWAP_N_TILES];
  guint8   face_down[PHL_STAMPSWAP_N_TILES];
  guint8   known[PHL_STAMPSWAP_N_TILES];   /* bit per seat that has viewed it */

  guint8   card_where[PHL_STAMPSWAP_MAX_CARDS];  /* PhlStampswapTileWhere, for events and attendees */

  guint8   n_attendees;                    /* the attendee deck, top last */
  guint8   attendees[PHL_STAMPSWAP_MAX_CARDS];
  guint8   n_events;                       /* the event deck */
  guint8   events[PHL_STAMPSWAP_MAX_CARDS];
  guint8   n_round_events;                 /* this round's events, top first */
  guint8   round_events[PHL_STAMPSWAP_MAX_PLAYERS];
  /* Board: the colour, theme, size and canceled contests, then the finale. */
  guint8   n_board;
  guint8   board[PHL_STAMPSWAP_N_ROUND_CONTESTS + 1];

  guint8   n_pool;                         /* pool slots, stable for the round */
  guint16  pool[PHL_STAMPSWAP_MAX_POOL];

  PhlStampswapPlayer players[PHL_STAMPSWAP_MAX_PARTS];

  /* The card a designer tries (setup option try-card=Kind:id), dealt in
   * the first round: its deck index + 1, 0 in a normal game (so a zeroed
   * state, e.g. a read position, tries nothing). */
  guint8   trial_card;

  /* The points each deck card has scored in the rounds, for every seat
   * together (contests, exhibitors, events' and specialists' effects); the
   * Final Show's are phl_stampswap_state_final_card_points().  Read by the
   * balance test only. */
  gint16   card_points[PHL_STAMPSWAP_MAX_CARDS];
} PhlStampswapState;

extern const PhlGameRules phl_stampswap_rules;

PhlStampswapState *phl_stampswap_state_copy  (const PhlStampswapState *state);
void               phl_stampswap_state_free  (PhlStampswapState       *state);

/* Seats plus the solo dummy. */
guint    phl_stampswap_state_n_parts       (const PhlStampswapState *state);
const PhlStampswapCard *phl_stampswap_state_card (const PhlStampswapState *state,
                                                  guint                    index);
/* The top event card's effect this round, or NULL. */
const PhlStampswapCard *phl_stampswap_state_top_event (const PhlStampswapState *state);
/* Tile of a tile item. */
const PhlStampswapTile *phl_stampswap_item_tile (guint16 item);
gboolean phl_stampswap_item_is_rare        (guint16 item);
/* Whether @seat may know what face-down @tile is. */
gboolean phl_stampswap_state_knows         (const PhlStampswapState *state,
                                            guint                    seat,
                                            guint                    tile);
/* Whether @seat's view shows a face-down stamp @other (-1: nobody) has not
 * viewed (PhlGameRules.hides_from). */
gboolean phl_stampswap_state_hides_from    (const PhlStampswapState *state,
                                            guint                    seat,
                                            int                      other);
/* Reserves the seat must make at this Cut. */
guint    phl_stampswap_state_reserve_count (const PhlStampswapState *state,
                                            guint                    seat);
/* Points so far (all rounds and, once over, the Final Show). */
int      phl_stampswap_state_total         (const PhlStampswapState *state,
                                            guint                    seat);
int      phl_stampswap_state_round_total   (const PhlStampswapState *state,
                                            guint                    seat,
                                            guint                    round,
                                            PhlStampswapRoundSource  source);
/* Exhibitor points @seat's album would score now (mat + collected). */
int      phl_stampswap_state_exhibitor_points (const PhlStampswapState *state,
                                               guint                    seat);
/* Counts this seat's active specialists with @effect, summing their
 * points (or counts when @use_count). */
int      phl_stampswap_state_specialist_sum (const PhlStampswapState *state,
                                             guint                    seat,
                                             PhlStampswapEffect       effect,
                                             gboolean                 use_count);
/* Adds the points of this seat's active specialists with @effect to their
 * cards' card_points. */
void     phl_stampswap_state_credit_specialists (PhlStampswapState *state,
                                                 guint              seat,
                                                 PhlStampswapEffect effect);
/* Adds to @points (one per deck card) what each card scores at the Final
 * Show for every seat: the finale contest and the specialists' final
 * effects. */
void     phl_stampswap_state_final_card_points  (const PhlStampswapState *state,
                                                 int                     *points);
/* A translated description of an item as @seat may know it, for
 * accessible labels and tooltips ("small square: blue, space, value 3",
 * "face-down short rectangle", "Botanist (specialist)").  @seat may be
 * G_MAXUINT: someone who has viewed no face-down stamp. */
char    *phl_stampswap_item_describe       (const PhlStampswapState *state,
                                            guint                    seat,
                                            guint16                  item);
char    *phl_stampswap_tile_describe       (const PhlStampswapTile  *tile);
/* The phase's translated name, in the rulebook's terms. */
const char *phl_stampswap_phase_label (PhlStampswapPhase phase);
/* Translated names of the score sources, for breakdowns and charts. */
const char *phl_stampswap_round_source_label (PhlStampswapRoundSource source);
const char *phl_stampswap_final_source_label (PhlStampswapFinalSource source);
/* Scores the Final Show into final_points (also used for positions). */
void     phl_stampswap_state_score_final   (PhlStampswapState       *state);
/* Checks that every tile and card is somewhere exactly once and albums
 * don't overlap. */
gboolean phl_stampswap_state_check         (const PhlStampswapState *state,
                                            GError                 **error);

G_END_DECLS
