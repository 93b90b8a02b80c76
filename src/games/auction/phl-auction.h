/* phl-auction.h — Stamp Auction: cards, state and the engine's public API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state is a plain struct (no heap pointers), so the AI searches on
 * copies and tests build positions directly.  Everything the view needs
 * beyond the PhlGameRules table is declared here: the sets a player can
 * sell, whether credit and repayment are allowed (and why not), the
 * auction in progress, and the computer players' bell timing.
 */
#pragma once

#include <glib.h>

#include "phl-ai.h"
#include "phl-game-rules.h"

G_BEGIN_DECLS

/* Upper bounds of the fixed arrays; the deck data may not exceed them. */
#define PHL_AUCTION_MAX_DECK    60
#define PHL_AUCTION_N_COUNTRIES 3

typedef enum
{
  PHL_AUCTION_ANDORRA,
  PHL_AUCTION_LIECHTENSTEIN,
  PHL_AUCTION_MONACO,
} PhlAuctionCountry;

typedef enum
{
  PHL_AUCTION_SPORTS,
  PHL_AUCTION_WILDLIFE,
  PHL_AUCTION_HISTORY,
} PhlAuctionMotif;

typedef enum
{
  PHL_AUCTION_RED,
  PHL_AUCTION_BLUE,
  PHL_AUCTION_YELLOW,
} PhlAuctionColour;

/* A card packed in one byte: ((country * 3 + motif) * 3 + colour) * 3 + flag. */
typedef guint8 PhlAuctionCard;

#define PHL_AUCTION_CARD(country, motif, colour, flag) \
  ((PhlAuctionCard) ((((country) * 3 + (motif)) * 3 + (colour)) * 3 + (flag)))

static inline PhlAuctionCountry phl_auction_card_country (PhlAuctionCard c) { return (PhlAuctionCountry) (c / 27); }
static inline PhlAuctionMotif   phl_auction_card_motif   (PhlAuctionCard c) { return (PhlAuctionMotif) (c / 9 % 3); }
static inline PhlAuctionColour  phl_auction_card_colour  (PhlAuctionCard c) { return (PhlAuctionColour) (c / 3 % 3); }
static inline PhlAuctionCountry phl_auction_card_flag    (PhlAuctionCard c) { return (PhlAuctionCountry) (c % 3); }

/* The built-in deck and the table's numbers, from auction/cards.ini in the
 * core GResource (data in docs/rules/auction.md#cards). */
typedef struct
{
  guint          n_cards;
  PhlAuctionCard cards[PHL_AUCTION_MAX_DECK];
  int            start_money;
  guint          credit_cards;
  int            credit_amount;
  int            credit_max_money;
  int            repay_money;
  int            start_price;
  guint          hand_size;
  guint          auctions_per_auctioneer;
  guint          postmarks_to_win_few;   /* 3-4 players */
  guint          postmarks_to_win_many;  /* 5-6 players */
} PhlAuctionDeck;

const PhlAuctionDeck *phl_auction_deck_get_default (GError **error);
/* Parses a deck file (same format as the built-in one); for tests and tools. */
gboolean              phl_auction_deck_load        (PhlKeyFile      *file,
                                                    PhlAuctionDeck  *deck,
                                                    GError         **error);

/* "andorra/sports/red/monaco" and back (docs/save-format.md#stamp-auction-positions). */
char                 *phl_auction_card_to_string   (PhlAuctionCard   card);
gboolean              phl_auction_card_from_string (const char      *text,
                                                    PhlAuctionCard  *card);
/* Lower-case ids as used in files and actions. */
const char           *phl_auction_country_id       (PhlAuctionCountry country);
gboolean              phl_auction_country_from_id  (const char        *id,
                                                    PhlAuctionCountry *country);
const char           *phl_auction_motif_id         (PhlAuctionMotif  motif);
const char           *phl_auction_colour_id        (PhlAuctionColour colour);
/* Translated display names. */
const char           *phl_auction_country_name     (PhlAuctionCountry country);
const char           *phl_auction_motif_name       (PhlAuctionMotif   motif);
const char           *phl_auction_colour_name      (PhlAuctionColour  colour);

/* Bit c set when the three cards form a set that country c buys:
 * Andorra one colour and three motifs, Liechtenstein one motif and three
 * colours, Monaco three motifs and three colours; three cards of one colour
 * and one motif go to any country. */
guint                 phl_auction_set_countries    (PhlAuctionCard   a,
                                                    PhlAuctionCard   b,
                                                    PhlAuctionCard   c);

typedef enum
{
  PHL_AUCTION_PHASE_PICK,       /* the auctioneer chooses a pile: "take 1|2" */
  PHL_AUCTION_PHASE_BIDS,       /* sealed variant: "bid <seat> <price>|none" */
  PHL_AUCTION_PHASE_COUNTDOWN,  /* "tick" or "ring <seat>" */
  PHL_AUCTION_PHASE_SELL,       /* a player's turn after an auction */
  PHL_AUCTION_PHASE_OVER,
} PhlAuctionPhase;

/* Sealed bids not (yet) made. */
#define PHL_AUCTION_NO_BID (-1)

typedef struct
{
  int            money;
  guint8         credits;      /* credit cards held */
  guint8         postmarks;
  guint8         n_hand;
  guint8         bought_from;  /* bit per country bought from in this auction */
  gboolean       took_credit;  /* in the current table round */
  gint8          bid;          /* sealed variant: PHL_AUCTION_NO_BID or 0-12 */
  PhlAuctionCard hand[PHL_AUCTION_MAX_DECK];

  /* The end-of-game breakdown: what happened in this match (a position
   * file states it with optional keys, else it starts at zero). */
  guint8         sets_sold[PHL_AUCTION_N_COUNTRIES];
  guint8         postmarks_earned[PHL_AUCTION_N_COUNTRIES];
  guint8         postmarks_repaid;
  int            spent;        /* paid for cards at auction */
  int            income;       /* kept as auctioneer from others' purchases */
  int            payouts;      /* treasuries taken by selling */
} PhlAuctionPlayer;

typedef struct
{
  guint8           n_players;
  gboolean         sealed;
  PhlAuctionPhase  phase;
  guint8           target;           /* postmarks to win */
  guint8           dealer;
  guint8           auctioneer;
  guint8           auctions_left;    /* for this auctioneer, the running one included */
  guint16          table_round;      /* 0 for the dealer's first turn */
  guint16          n_auctions;       /* auctions finished so far */

  guint8           pile_len[2];
  PhlAuctionCard   piles[2][PHL_AUCTION_MAX_DECK];  /* the face-up top is the last */
  guint8           n_discard;
  PhlAuctionCard   discard[PHL_AUCTION_MAX_DECK];

  /* The auction in progress (BIDS, COUNTDOWN). */
  PhlAuctionCard   lot;
  gint8            price;            /* the price showing, start_price … 0 */
  guint8           excluded;         /* seats that rang without the money */
  guint8           bidder;           /* sealed: the seat to bid next */
  guint8           bids_left;

  /* The sell step (SELL). */
  guint8           seller;
  guint8           sellers_left;     /* the seller's turn included */
  gboolean         sold;             /* the seller has sold a set this turn */

  int              treasury[PHL_AUCTION_N_COUNTRIES];
  guint8           credit_cards_left;
  /* Money the bank paid out as credit minus money repaid to it: players +
   * treasuries == start money × players + bank at all times. */
  int              bank;

  /* The last finished auction, for the view. */
  gboolean         has_last;
  PhlAuctionCard   last_card;
  guint8           last_buyer;
  gint8            last_price;
  gboolean         last_free;        /* nobody rang: the auctioneer took it */

  guint8           winners;          /* bit per winning seat once over */
  gboolean         won_by_postmarks; /* FALSE when the piles ran out */

  PhlAuctionPlayer players[PHL_MAX_SEATS];
} PhlAuctionState;

extern const PhlGameRules phl_auction_rules;

/* A fresh game dealt with @rng; @sealed selects the sealed-bid variant. */
PhlAuctionState *phl_auction_state_new_game   (guint       n_players,
                                               gboolean    sealed,
                                               GRand      *rng,
                                               GError    **error);
gboolean         phl_auction_state_apply      (PhlAuctionState  *state,
                                               const char       *action,
                                               PhlApplyFlags    *flags,
                                               GError          **error);
/* The same, telling in @change (may be NULL) what the action did. */
gboolean         phl_auction_state_apply_full (PhlAuctionState  *state,
                                               const char       *action,
                                               PhlApplyFlags    *flags,
                                               PhlChange        *change,
                                               GError          **error);
GPtrArray       *phl_auction_state_legal_actions (const PhlAuctionState *state);
/* The seat whose decision is awaited (the auctioneer's during a countdown,
 * where anyone may ring), or -1 when over. */
int              phl_auction_state_current_seat (const PhlAuctionState *state);
/* Hidden information: in the sealed variant, whether @seat has written
 * down its bid in the auction running now. */
gboolean         phl_auction_state_has_bid    (const PhlAuctionState *state,
                                               guint                  seat);
/* Whether @viewer (-1: nobody) may know @bidder's sealed bid: its own, or
 * once the bids are revealed. */
gboolean         phl_auction_state_sees_bid   (const PhlAuctionState *state,
                                               int                    viewer,
                                               guint                  bidder);
/* Whether @seat's view shows a sealed bid @other (-1: nobody) may not know,
 * or @seat is about to write one down (PhlGameRules.hides_from). */
gboolean         phl_auction_state_hides_from (const PhlAuctionState *state,
                                               guint                  seat,
                                               int                    other);
/* The face-up top card of pile 0 or 1; FALSE when the pile is empty. */
gboolean         phl_auction_state_pile_top   (const PhlAuctionState *state,
                                               guint                  pile,
                                               PhlAuctionCard        *card);
/* Total number of cards in piles, hands, discard and on the block. */
guint            phl_auction_state_count_cards (const PhlAuctionState *state);

/* Selling. */
typedef struct
{
  guint8            cards[3];   /* 0-based hand indices, ascending */
  PhlAuctionCountry country;
  int               payout;     /* the country's treasury */
  guint             postmarks;  /* cards showing that country's flag */
} PhlAuctionSale;

/* Why an action is refused; PHL_AUCTION_OK when it is allowed. */
typedef enum
{
  PHL_AUCTION_OK,
  PHL_AUCTION_REFUSED_GAME_OVER,
  PHL_AUCTION_REFUSED_NOT_YOUR_TURN,      /* only on your turn after an auction */
  PHL_AUCTION_REFUSED_ALREADY_SOLD,       /* one set per turn */
  PHL_AUCTION_REFUSED_TOO_RICH,           /* credit needs money ≤ credit_max_money */
  PHL_AUCTION_REFUSED_CREDIT_THIS_ROUND,  /* once per table round */
  PHL_AUCTION_REFUSED_NO_CREDIT_CARDS,
  PHL_AUCTION_REFUSED_NO_CREDIT,          /* nothing to repay */
  PHL_AUCTION_REFUSED_TOO_POOR,           /* repaying needs repay_money */
  PHL_AUCTION_REFUSED_NO_POSTMARK,
} PhlAuctionRefusal;

/* Every set in @seat's hand and each country it may go to now (bought-from
 * countries left out), best first: most postmarks, then highest payout. */
GArray           *phl_auction_list_sales      (const PhlAuctionState *state,
                                               guint                  seat);
PhlAuctionRefusal phl_auction_can_sell        (const PhlAuctionState *state,
                                               guint                  seat);
PhlAuctionRefusal phl_auction_can_credit      (const PhlAuctionState *state,
                                               guint                  seat);
PhlAuctionRefusal phl_auction_can_repay       (const PhlAuctionState *state,
                                               guint                  seat,
                                               gboolean               with_postmark);
/* A translated sentence explaining @refusal, e.g. for a disabled button. */
char             *phl_auction_refusal_describe (PhlAuctionRefusal refusal);
char             *phl_auction_sale_to_action  (const PhlAuctionSale *sale);

/* Actions as typed values (phl-auction-moves.c): views and tools build and
 * read actions through these, never by formatting or scanning strings. */
typedef enum
{
  PHL_AUCTION_MOVE_TAKE,            /* "take <pile>" */
  PHL_AUCTION_MOVE_TICK,            /* "tick" */
  PHL_AUCTION_MOVE_RING,            /* "ring <seat>" */
  PHL_AUCTION_MOVE_BID,             /* "bid <seat> <price>|none" */
  PHL_AUCTION_MOVE_SELL,            /* "sell <i>,<j>,<k> to <country>" */
  PHL_AUCTION_MOVE_CREDIT,          /* "credit" */
  PHL_AUCTION_MOVE_REPAY_MONEY,     /* "repay money" */
  PHL_AUCTION_MOVE_REPAY_POSTMARK,  /* "repay postmark" */
  PHL_AUCTION_MOVE_PASS,            /* "pass" */
} PhlAuctionMoveKind;

typedef struct
{
  PhlAuctionMoveKind kind;
  guint              pile;   /* TAKE: 0 or 1 */
  guint              seat;   /* RING, BID: 0-based */
  int                price;  /* BID: 0-12 or PHL_AUCTION_NO_BID */
  /* SELL: the 0-based hand indices (ascending) and the country; the
   * payout and postmarks are not part of the action and stay 0. */
  PhlAuctionSale     sale;
} PhlAuctionMove;

/* The action in save syntax; NULL for a move no action spells (a pile
 * other than 0 or 1, a seat past PHL_MAX_SEATS, a price out of range). */
char             *phl_auction_move_to_action  (const PhlAuctionMove *move);
/* Reads @action's syntax (not whether it is legal now); FALSE when it is
 * not a Stamp Auction action. */
gboolean          phl_auction_move_parse      (const char           *action,
                                               PhlAuctionMove       *move);
/* Whether two sales are the same cards to the same country. */
gboolean          phl_auction_sale_equal      (const PhlAuctionSale *a,
                                               const PhlAuctionSale *b);

/* Right after an auction (until the next one ends): whether its buyer
 * holds a set for the country of the card bought, which the rules keep
 * them from selling there now; sets @country.  The reason a sell turn
 * may be passed over, for the view to say. */
gboolean          phl_auction_last_buyer_blocked (const PhlAuctionState *state,
                                                  PhlAuctionCountry     *country);

/* Computer players. */
/* Price at which @seat at @level rings for the card on the block (-1: it
 * does not ring; in the sealed variant, its bid). */
int               phl_auction_ai_ring_price   (const PhlAuctionState *state,
                                               guint                  seat,
                                               PhlAiLevel             level);
/* How long after a price shows that a computer player rings, in countdown
 * steps (0.25 = a quarter of a step): a quick human beats it to the bell. */
double            phl_auction_ai_reaction     (PhlAiLevel             level);
/* The action the computer at @levels would submit (PhlGameRules.choose_action). */
char             *phl_auction_ai_choose       (const PhlAuctionState *state,
                                               const PhlAiLevel      *levels,
                                               GRand                 *rng);
/* During a countdown: "ring <seat>" for the first of the computer seats in
 * @ai_seats (bit per seat) to ring at the price showing, else "tick".
 * choose_action treats every seat as a computer; a match with people at
 * the table runs the countdown in real time and uses this (or the ring
 * prices and reaction delays) for the computer seats only. */
char             *phl_auction_ai_countdown_action (const PhlAuctionState *state,
                                                   const PhlAiLevel      *levels,
                                                   guint                  ai_seats);
/* The same with the expert seats' bell decided beforehand (off the main
 * thread, phl_auction_expert_ring_price()): @bell[s] for a seat whose level
 * is PHL_AI_EXPERT is the price it rings at (-1: never), or
 * PHL_AUCTION_BELL_UNKNOWN while it is still thinking (then it rings as
 * hard would).  @bell may be NULL.  Never searches: fit for every tick. */
#define PHL_AUCTION_BELL_UNKNOWN   (-3)
#define PHL_AUCTION_BELL_CANCELLED (-2)
char             *phl_auction_ai_countdown_action_full (const PhlAuctionState *state,
                                                        const PhlAiLevel      *levels,
                                                        guint                  ai_seats,
                                                        const int             *bell);

/* The expert (phl-auction-expert.c, phl-auction-bell.c). */
/* A copy of @state as @seat may believe it to be: the face-down pile cards
 * dealt anew from @rng (each pile keeps its length and face-up top) and,
 * in the sealed variant, the bids @seat has not seen written as the hard
 * player would.  Depends only on what @seat may see and on @rng. */
PhlAuctionState  *phl_auction_determinize     (const PhlAuctionState *state,
                                               guint                  seat,
                                               GRand                 *rng);
/* How good @state is for each seat, values in [0, 1] summing to 1: the
 * share of the win once over, else an estimate from postmarks, the sets
 * in hand and money (the search's evaluation). */
void              phl_auction_expert_evaluate (const PhlAuctionState *state,
                                               double                *values);
extern const PhlSearchHooks phl_auction_search_hooks;
/* During a countdown: the price at which @seat would buy the card, just
 * above the best rival's ring price as the hard player sets it (or for
 * nothing); FALSE when it cannot or need not ring (it cannot outbid them,
 * or it is the auctioneer and nobody else wants the card). */
gboolean          phl_auction_expert_bell_plan (const PhlAuctionState *state,
                                                guint                  seat,
                                                int                   *price);
/* The price at which the expert at @seat rings for the card on the block
 * (-1: it lets the card go), weighed by playing the game out both ways
 * on determinizations within @budget (may be NULL: the default);
 * PHL_AUCTION_BELL_CANCELLED when @budget's cancellable was cancelled.
 * Takes its time: off the main thread. */
int               phl_auction_expert_ring_price (const PhlAuctionState *state,
                                                 guint                  seat,
                                                 GRand                 *rng,
                                                 const PhlAiBudget     *budget);
/* A computer table's countdown action (every seat in @ai_seats at its
 * level in @levels, experts included): an expert weighs its bell at the
 * tick where its price shows.  NULL when cancelled. */
char             *phl_auction_expert_countdown_action (const PhlAuctionState *state,
                                                       const PhlAiLevel      *levels,
                                                       guint                  ai_seats,
                                                       GRand                 *rng,
                                                       const PhlAiBudget     *budget);
/* The hard computer's advice for @seat: its action at the current decision
 * (during a countdown: "ring <seat>" or "tick" for that seat alone). */
char             *phl_auction_hint            (const PhlAuctionState *state,
                                               guint                  seat);

/* Positions (docs/save-format.md#stamp-auction-positions). */
void              phl_auction_save_position   (const PhlAuctionState *state,
                                               GKeyFile              *file);
PhlAuctionState  *phl_auction_load_position   (PhlKeyFile            *file,
                                               GError               **error);
/* The same for a position whose [Match] the match has read into @setup. */
PhlAuctionState  *phl_auction_read_position   (const PhlSetup        *setup,
                                               GError               **error);
void              phl_auction_write_score     (const PhlAuctionState *state,
                                               GKeyFile              *out);
GPtrArray        *phl_auction_describe_moves  (const PhlAuctionState *state);

G_END_DECLS
