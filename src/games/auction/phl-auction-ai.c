/* phl-auction-ai.c — Stamp Auction computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each level values a hand by packing it into the sets it holds or could
 * complete: a complete set is worth its first day postmarks (in money) and
 * part of a treasury, a pair the same times the chance that a completing
 * card is still to come.  A card's worth at auction is what it adds to
 * that value; a player rings once the price has fallen to the part of it
 * it is willing to pay.  The levels differ in what they see:
 *
 *  - easy ignores flags and supply in partial sets, bids with noise and
 *    reacts slowly;
 *  - normal counts the cards still to come and the flags they carry;
 *  - hard also models its rivals' limits (ringing just above the best
 *    rival instead of at its own limit), bids to deny a rival the card that
 *    wins, picks the pile with the rivals in mind, and reacts fastest.
 *
 * Ring prices are deterministic per auction (the noise is a hash of the
 * auction number and seat), so the view can ask when a computer rings and
 * replays are exact.
 */
#define G_LOG_DOMAIN "phl-auction-ai"

#include "config.h"

#include <math.h>

#include "auction/phl-auction-private.h"

typedef struct
{
  double   postmark;       /* money a first day postmark is worth */
  double   treasury;       /* share of a treasury counted in a set's worth */
  double   single;         /* a card that is in no set yet */
  gboolean use_flags;      /* partial sets expect the flags still to come */
  gboolean use_supply;     /* completion chance from the cards still to come */
  double   pair_chance;    /* when not use_supply */
  double   greed;          /* part of a card's worth it pays at most */
  int      noise;          /* ± on its limit */
  gboolean model_rivals;
  gboolean deny;
  int      credit_below;   /* takes credit when its money falls below */
  int      repay_keep;     /* repays with money when this much remains */
  double   sell_min_gain;
  double   reaction;       /* countdown steps until it rings */
} AiProfile;

static const AiProfile profiles[] = {
  [PHL_AI_EASY] = {
    .postmark = 6, .treasury = 0.3, .single = 1.0,
    .use_flags = FALSE, .use_supply = FALSE, .pair_chance = 0.5,
    .greed = 1.0, .noise = 3,
    .model_rivals = FALSE, .deny = FALSE,
    .credit_below = 3, .repay_keep = 10, .sell_min_gain = -100.0,
    .reaction = 0.8,
  },
  [PHL_AI_NORMAL] = {
    .postmark = 7, .treasury = 0.6, .single = 1.0,
    .use_flags = TRUE, .use_supply = TRUE, .pair_chance = 0.5,
    .greed = 0.8, .noise = 1,
    .model_rivals = FALSE, .deny = FALSE,
    .credit_below = 6, .repay_keep = 8, .sell_min_gain = 0.0,
    .reaction = 0.5,
  },
  [PHL_AI_HARD] = {
    .postmark = 6, .treasury = 0.7, .single = 2.0,
    .use_flags = TRUE, .use_supply = TRUE, .pair_chance = 0.5,
    .greed = 1.0, .noise = 0,
    .model_rivals = TRUE, .deny = TRUE,
    .credit_below = 9, .repay_keep = 6, .sell_min_gain = 0.0,
    .reaction = 0.25,
  },
};

#define WIN_BONUS 60.0

static const AiProfile *
profile (PhlAiLevel level)
{
  return &profiles[CLAMP (level, PHL_AI_EASY, PHL_AI_HARD)];
}

double
phl_auction_ai_reaction (PhlAiLevel level)
{
  return profile (level)->reaction;
}

/* ---- What is still to come ----------------------------------------------- */

typedef struct
{
  guint total;
  guint by_type[9];       /* motif * 3 + colour */
  guint by_flag[9][3];
} Supply;

static guint
card_type (PhlAuctionCard card)
{
  return phl_auction_card_motif (card) * 3 + phl_auction_card_colour (card);
}

/* The cards in the piles and on the block: their multiset follows from
 * the public deck list minus every card seen, so every seat may use it. */
static void
count_supply (const PhlAuctionState *state,
              Supply                *supply)
{
  memset (supply, 0, sizeof *supply);
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < state->pile_len[p]; i++)
      {
        PhlAuctionCard c = state->piles[p][i];

        supply->total++;
        supply->by_type[card_type (c)]++;
        supply->by_flag[card_type (c)][phl_auction_card_flag (c)]++;
      }
}

/* The one card type that completes a pair: the same type for two identical
 * cards, else the third motif and/or third colour. */
static guint
completing_type (PhlAuctionCard a,
                 PhlAuctionCard b,
                 guint         *countries)
{
  guint ma = phl_auction_card_motif (a), mb = phl_auction_card_motif (b);
  guint ca = phl_auction_card_colour (a), cb = phl_auction_card_colour (b);
  guint m = ma == mb ? ma : 3 - ma - mb;
  guint c = ca == cb ? ca : 3 - ca - cb;

  if (ma == mb && ca == cb)
    *countries = 0x7;
  else if (ca == cb)
    *countries = 1u << PHL_AUCTION_ANDORRA;
  else if (ma == mb)
    *countries = 1u << PHL_AUCTION_LIECHTENSTEIN;
  else
    *countries = 1u << PHL_AUCTION_MONACO;
  return m * 3 + c;
}

/* ---- Valuing a hand ------------------------------------------------------- */

typedef struct
{
  double value;
  guint  mask;   /* hand indices (bits) */
} Group;

typedef struct
{
  const PhlAuctionState *state;
  const AiProfile       *ai;
  const Supply          *supply;
  int                    postmarks;   /* the seat's, for the winning bonus */
} Valuer;

static double
set_worth (const Valuer *v,
           double        postmarks,
           int           treasury)
{
  double worth = postmarks * v->ai->postmark + treasury * v->ai->treasury;

  if (v->postmarks + postmarks >= v->state->target)
    worth += WIN_BONUS;
  return worth;
}

static double
triple_worth (const Valuer         *v,
              const PhlAuctionCard *cards)
{
  guint countries = phl_auction_set_countries (cards[0], cards[1], cards[2]);
  double best = -1.0;

  for (guint x = 0; x < PHL_AUCTION_N_COUNTRIES; x++)
    if (countries & (1u << x))
      {
        guint postmarks = (phl_auction_card_flag (cards[0]) == x)
                          + (phl_auction_card_flag (cards[1]) == x)
                          + (phl_auction_card_flag (cards[2]) == x);

        best = MAX (best, set_worth (v, postmarks, v->state->treasury[x]));
      }
  return best;
}

static double
pair_worth (const Valuer   *v,
            PhlAuctionCard  a,
            PhlAuctionCard  b)
{
  guint countries;
  guint type = completing_type (a, b, &countries);
  guint avail = v->supply->by_type[type];
  double chance, best = 0.0;

  if (v->ai->use_supply)
    {
      if (avail == 0)
        return 0.0;
      chance = (double) avail / (avail + 2.0);
      /* Few cards left means few auctions left to win one in. */
      chance *= MIN (1.0, v->supply->total / 10.0);
    }
  else
    chance = v->ai->pair_chance;

  for (guint x = 0; x < PHL_AUCTION_N_COUNTRIES; x++)
    if (countries & (1u << x))
      {
        double postmarks;

        if (v->ai->use_flags)
          postmarks = (phl_auction_card_flag (a) == x) + (phl_auction_card_flag (b) == x)
                      + (avail > 0 ? (double) v->supply->by_flag[type][x] / avail : 0.0);
        else
          postmarks = 1.0;
        best = MAX (best, set_worth (v, postmarks, v->state->treasury[x]) * 0.85);
      }
  return chance * best;
}

static int
compare_groups (gconstpointer a,
                gconstpointer b)
{
  const Group *x = a, *y = b;

  return (x->value < y->value) - (x->value > y->value);
}

/* The hand packed greedily into its most valuable disjoint sets and pairs. */
static double
hand_worth (const Valuer         *v,
            const PhlAuctionCard *hand,
            guint                 n)
{
  Group groups[2048];
  guint n_groups = 0, used = 0;
  double total = 0.0;

  /* Large hands are rare; past 14 cards only the first 14 are packed. */
  n = MIN (n, 14u);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        double w = pair_worth (v, hand[i], hand[j]);

        if (w > 0.0 && n_groups < G_N_ELEMENTS (groups))
          groups[n_groups++] = (Group) { w, (1u << i) | (1u << j) };
        for (guint k = j + 1; k < n; k++)
          {
            PhlAuctionCard t[3] = { hand[i], hand[j], hand[k] };

            w = triple_worth (v, t);
            if (w >= 0.0 && n_groups < G_N_ELEMENTS (groups))
              groups[n_groups++] = (Group) { w + 0.01, (1u << i) | (1u << j) | (1u << k) };
          }
      }
  qsort (groups, n_groups, sizeof groups[0], compare_groups);
  for (guint g = 0; g < n_groups; g++)
    if ((groups[g].mask & used) == 0)
      {
        used |= groups[g].mask;
        total += groups[g].value;
      }
  for (guint i = 0; i < n; i++)
    if (!(used & (1u << i)))
      total += v->ai->single;
  return total;
}

static void
valuer_init (Valuer                *v,
             const PhlAuctionState *state,
             const Supply          *supply,
             guint                  seat,
             PhlAiLevel             level)
{
  v->state = state;
  v->ai = profile (level);
  v->supply = supply;
  v->postmarks = state->players[seat].postmarks;
}

double
phl_auction_ai_hand_worth (const PhlAuctionState *state,
                           guint                  seat,
                           PhlAiLevel             level)
{
  Supply supply;
  Valuer v;

  count_supply (state, &supply);
  valuer_init (&v, state, &supply, seat, level);
  return hand_worth (&v, state->players[seat].hand, state->players[seat].n_hand);
}

/* What @card adds to @seat's hand, in money. */
static double
card_worth (const PhlAuctionState *state,
            const Supply          *supply,
            guint                  seat,
            PhlAiLevel             level,
            PhlAuctionCard         card)
{
  const PhlAuctionPlayer *p = &state->players[seat];
  PhlAuctionCard hand[PHL_AUCTION_MAX_DECK + 1];
  Valuer v;
  double before, after;

  valuer_init (&v, state, supply, seat, level);
  memcpy (hand, p->hand, p->n_hand * sizeof hand[0]);
  before = hand_worth (&v, hand, p->n_hand);
  /* The new card first, so a hand beyond the packing limit still sees it. */
  memmove (hand + 1, hand, p->n_hand * sizeof hand[0]);
  hand[0] = card;
  after = hand_worth (&v, hand, p->n_hand + 1);
  return after - before;
}

/* Deterministic noise in [-amplitude, amplitude] for one seat and auction. */
static int
noise (const PhlAuctionState *state,
       guint                  seat,
       int                    amplitude)
{
  guint32 h = (state->n_auctions + 1) * 2654435761u ^ (seat + 1) * 40503u ^ state->lot * 97u;

  if (amplitude == 0)
    return 0;
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return (int) (h % (2 * amplitude + 1)) - amplitude;
}

/* The most @seat would pay for the card on the block, before tactics. */
static int
limit_price (const PhlAuctionState *state,
             const Supply          *supply,
             guint                  seat,
             PhlAiLevel             level)
{
  const AiProfile *ai = profile (level);
  const PhlAuctionPlayer *p = &state->players[seat];
  double worth = card_worth (state, supply, seat, level, state->lot);
  int limit;

  limit = (int) floor (worth * ai->greed) + noise (state, seat, ai->noise);
  limit = MIN (limit, phl_auction_deck ()->start_price);
  return MIN (limit, p->money);
}

/* Whether the card on the block completes a set that wins for @seat
 * (enough postmarks, and money to repay its credit with the payout). */
static gboolean
card_wins_for (const PhlAuctionState *state,
               guint                  seat)
{
  const PhlAuctionPlayer *p = &state->players[seat];

  for (guint i = 0; i < p->n_hand; i++)
    for (guint j = i + 1; j < p->n_hand; j++)
      {
        guint countries = phl_auction_set_countries (p->hand[i], p->hand[j], state->lot);

        for (guint x = 0; x < PHL_AUCTION_N_COUNTRIES; x++)
          if (countries & (1u << x))
            {
              guint postmarks = (phl_auction_card_flag (p->hand[i]) == x)
                                + (phl_auction_card_flag (p->hand[j]) == x)
                                + (phl_auction_card_flag (state->lot) == x);

              if (p->postmarks + postmarks >= state->target
                  && p->money + state->treasury[x] >= p->credits * phl_auction_deck ()->repay_money)
                return TRUE;
            }
      }
  return FALSE;
}

/* The normal level's limit of every seat: how a hard player sees its rivals. */
static void
rival_limits (const PhlAuctionState *state,
              const Supply          *supply,
              int                   *limits)
{
  for (guint o = 0; o < state->n_players; o++)
    limits[o] = (state->excluded & (1u << o)) ? -1 : limit_price (state, supply, o, PHL_AI_NORMAL);
}

/* @limits: rival_limits() of @state, or NULL to compute them when needed. */
static int
ring_price (const PhlAuctionState *state,
            const Supply          *supply,
            guint                  seat,
            PhlAiLevel             level,
            const int             *limits)
{
  const AiProfile *ai = profile (level);
  int limit = limit_price (state, supply, seat, level);
  int own_limits[PHL_MAX_SEATS];
  int rivals = -1;
  gboolean rival_wins = FALSE;

  if (!ai->model_rivals && !ai->deny)
    return limit < 0 ? -1 : limit;

  if (limits == NULL)
    {
      rival_limits (state, supply, own_limits);
      limits = own_limits;
    }
  for (guint o = 0; o < state->n_players; o++)
    {
      if (o == seat || (state->excluded & (1u << o)))
        continue;
      rivals = MAX (rivals, limits[o]);
      if (ai->deny && card_wins_for (state, o))
        rival_wins = TRUE;
    }

  /* Keeping the winning card from a rival is worth all we have. */
  if (rival_wins)
    limit = MAX (limit, MIN (state->players[seat].money, phl_auction_deck ()->start_price));
  if (limit < 0)
    return -1;
  if (ai->model_rivals)
    {
      /* Wait until just above the best rival's limit; with no rival, ring
       * at 0 unless we are the auctioneer and get it free anyway. */
      int wait_for = rivals < 0 ? 0 : rivals + 1;

      if (rivals < 0 && seat == state->auctioneer)
        return -1;
      limit = MIN (limit, wait_for);
    }
  return limit;
}

int
phl_auction_ai_ring_price (const PhlAuctionState *state,
                           guint                  seat,
                           PhlAiLevel             level)
{
  Supply supply;

  g_return_val_if_fail (state != NULL, -1);
  g_return_val_if_fail (seat < state->n_players, -1);

  if (state->phase != PHL_AUCTION_PHASE_COUNTDOWN && state->phase != PHL_AUCTION_PHASE_BIDS)
    return -1;
  if (state->excluded & (1u << seat))
    return -1;
  count_supply (state, &supply);
  return ring_price (state, &supply, seat, level, NULL);
}

/* ---- Decisions ------------------------------------------------------------ */

void
phl_auction_ai_ring_prices (const PhlAuctionState *state,
                            const PhlAiLevel      *levels,
                            int                   *prices)
{
  Supply supply;
  int limits[PHL_MAX_SEATS];

  count_supply (state, &supply);
  rival_limits (state, &supply, limits);
  for (guint s = 0; s < state->n_players; s++)
    prices[s] = (state->excluded & (1u << s)) ? -1 : ring_price (state, &supply, s, levels[s], limits);
}

int
phl_auction_ai_first_ringer (const PhlAuctionState *state,
                             const PhlAiLevel      *levels,
                             const int             *prices,
                             guint                  seats)
{
  int best = -1, best_draw = 0;

  /* The quickest reaction rings first; between equally quick players the
   * bell is a coin toss, drawn per auction so that it is reproducible. */
  for (guint s = 0; s < state->n_players; s++)
    {
      int draw = noise (state, s, 1000);

      if ((state->excluded & (1u << s)) || !(seats & (1u << s)))
        continue;
      if (prices[s] < state->price)
        continue;
      if (best < 0
          || profile (levels[s])->reaction < profile (levels[best])->reaction
          || (profile (levels[s])->reaction == profile (levels[best])->reaction && draw > best_draw))
        {
          best = s;
          best_draw = draw;
        }
    }
  return best;
}

static char *
choose_countdown (const PhlAuctionState *state,
                  const PhlAiLevel      *levels,
                  guint                  ai_seats)
{
  int prices[PHL_MAX_SEATS];
  int best;

  phl_auction_ai_ring_prices (state, levels, prices);
  best = phl_auction_ai_first_ringer (state, levels, prices, ai_seats);
  if (best < 0)
    return g_strdup ("tick");
  return g_strdup_printf ("ring %d", best + 1);
}

static char *
choose_bid (const PhlAuctionState *state,
            PhlAiLevel             level)
{
  Supply supply;
  int price;

  count_supply (state, &supply);
  price = ring_price (state, &supply, state->bidder, level, NULL);
  if (price < 0)
    return g_strdup_printf ("bid %u none", state->bidder + 1);
  return g_strdup_printf ("bid %u %d", state->bidder + 1, price);
}

static char *
choose_pile (const PhlAuctionState *state,
             PhlAiLevel             level,
             GRand                 *rng)
{
  double best_score = -G_MAXDOUBLE;
  int best = -1;
  Supply supply;

  if (state->pile_len[0] == 0 || state->pile_len[1] == 0)
    return g_strdup_printf ("take %d", state->pile_len[0] > 0 ? 1 : 2);
  if (level == PHL_AI_EASY)
    return g_strdup_printf ("take %d", g_rand_int_range (rng, 1, 3));

  count_supply (state, &supply);
  for (guint pile = 0; pile < 2; pile++)
    {
      PhlAuctionState probe = *state;
      double score;
      int rivals = 0;

      probe.lot = state->piles[pile][state->pile_len[pile] - 1];
      probe.pile_len[pile]--;
      probe.phase = PHL_AUCTION_PHASE_COUNTDOWN;
      /* The card is worth to us what we may get it for, and the rivals'
       * bids pay us half. */
      score = card_worth (&probe, &supply, state->auctioneer, level, probe.lot);
      for (guint o = 0; o < state->n_players; o++)
        if (o != state->auctioneer)
          rivals = MAX (rivals, limit_price (&probe, &supply, o, PHL_AI_NORMAL));
      score += rivals / 2.0;
      if (level == PHL_AI_HARD)
        for (guint o = 0; o < state->n_players; o++)
          if (o != state->auctioneer && card_wins_for (&probe, o))
            score -= WIN_BONUS;
      if (score > best_score)
        {
          best_score = score;
          best = pile;
        }
    }
  return g_strdup_printf ("take %d", best + 1);
}

/* The worth of selling @sale now: postmarks and payout against what the
 * three cards are worth in the hand. */
static double
sale_gain (const PhlAuctionState *state,
           const Supply          *supply,
           guint                  seat,
           PhlAiLevel             level,
           const PhlAuctionSale  *sale)
{
  const PhlAuctionPlayer *p = &state->players[seat];
  PhlAuctionCard rest[PHL_AUCTION_MAX_DECK];
  guint n = 0;
  Valuer v;

  valuer_init (&v, state, supply, seat, level);
  for (guint i = 0; i < p->n_hand; i++)
    if (i != sale->cards[0] && i != sale->cards[1] && i != sale->cards[2])
      rest[n++] = p->hand[i];
  return sale->postmarks * v.ai->postmark + sale->payout
         + hand_worth (&v, rest, n) - hand_worth (&v, p->hand, p->n_hand);
}

static char *
choose_sell_step (const PhlAuctionState *state,
                  PhlAiLevel             level)
{
  const PhlAuctionDeck *deck = phl_auction_deck ();
  const AiProfile *ai = profile (level);
  guint seat = state->seller;
  const PhlAuctionPlayer *p = &state->players[seat];
  g_autoptr(GArray) sales = NULL;
  Supply supply;
  gboolean near_end;

  count_supply (state, &supply);
  near_end = supply.total <= state->n_players;

  /* Repay to win at once. */
  if (p->credits > 0 && p->postmarks >= state->target)
    {
      if (p->money >= deck->repay_money)
        return g_strdup ("repay money");
      if (p->postmarks - p->credits >= state->target)
        return g_strdup ("repay postmark");
    }

  if (phl_auction_can_sell (state, seat) == PHL_AUCTION_OK)
    {
      const PhlAuctionSale *best = NULL;
      double best_gain = -G_MAXDOUBLE;

      sales = phl_auction_list_sales (state, seat);
      for (guint i = 0; i < sales->len; i++)
        {
          const PhlAuctionSale *sale = &g_array_index (sales, PhlAuctionSale, i);
          double gain;

          /* A sale that wins (with what it pays, the credit repaid). */
          if (p->postmarks + sale->postmarks >= state->target
              && (p->credits == 0
                  || p->money + sale->payout >= p->credits * deck->repay_money
                  || p->postmarks + sale->postmarks - p->credits >= state->target))
            return phl_auction_sale_to_action (sale);

          if (level == PHL_AI_EASY)
            gain = sale->postmarks * 10.0 + sale->payout;
          else
            gain = sale_gain (state, &supply, seat, level, sale);
          if (gain > best_gain)
            {
              best_gain = gain;
              best = sale;
            }
        }
      if (best != NULL && best_gain > ai->sell_min_gain
          && (level != PHL_AI_EASY || best->postmarks > 0 || best->payout >= 5))
        return phl_auction_sale_to_action (best);
    }

  if (phl_auction_can_repay (state, seat, FALSE) == PHL_AUCTION_OK
      && p->money - deck->repay_money >= ai->repay_keep
      && !(near_end && level == PHL_AI_HARD))
    return g_strdup ("repay money");

  if (phl_auction_can_credit (state, seat) == PHL_AUCTION_OK
      && (p->money < ai->credit_below || (near_end && level == PHL_AI_HARD)))
    return g_strdup ("credit");

  return g_strdup ("pass");
}

char *
phl_auction_ai_choose (const PhlAuctionState *state,
                       const PhlAiLevel      *levels,
                       GRand                 *rng)
{
  int seat;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (levels != NULL, NULL);

  seat = phl_auction_state_current_seat (state);
  switch (state->phase)
    {
    case PHL_AUCTION_PHASE_PICK:
      return choose_pile (state, levels[seat], rng);
    case PHL_AUCTION_PHASE_COUNTDOWN:
      return choose_countdown (state, levels, (1u << state->n_players) - 1);
    case PHL_AUCTION_PHASE_BIDS:
      return choose_bid (state, levels[seat]);
    case PHL_AUCTION_PHASE_SELL:
      return choose_sell_step (state, levels[seat]);
    case PHL_AUCTION_PHASE_OVER:
    default:
      return NULL;
    }
}

char *
phl_auction_ai_countdown_action (const PhlAuctionState *state,
                                 const PhlAiLevel      *levels,
                                 guint                  ai_seats)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (levels != NULL, NULL);
  g_return_val_if_fail (state->phase == PHL_AUCTION_PHASE_COUNTDOWN, NULL);

  return choose_countdown (state, levels, ai_seats);
}

char *
phl_auction_ai_countdown_action_full (const PhlAuctionState *state,
                                      const PhlAiLevel      *levels,
                                      guint                  ai_seats,
                                      const int             *bell)
{
  int prices[PHL_MAX_SEATS];
  int best;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (levels != NULL, NULL);
  g_return_val_if_fail (state->phase == PHL_AUCTION_PHASE_COUNTDOWN, NULL);

  phl_auction_ai_ring_prices (state, levels, prices);
  /* The experts' prices as they were thought out; until then, hard's. */
  for (guint s = 0; bell != NULL && s < state->n_players; s++)
    if (levels[s] == PHL_AI_EXPERT && bell[s] != PHL_AUCTION_BELL_UNKNOWN && !(state->excluded & (1u << s)))
      prices[s] = bell[s];
  best = phl_auction_ai_first_ringer (state, levels, prices, ai_seats);
  if (best < 0)
    return g_strdup ("tick");
  return g_strdup_printf ("ring %d", best + 1);
}

char *
phl_auction_hint (const PhlAuctionState *state,
                  guint                  seat)
{
  PhlAiLevel levels[PHL_MAX_SEATS];
  g_autoptr(GRand) rng = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (seat < state->n_players, NULL);

  if (state->phase == PHL_AUCTION_PHASE_OVER)
    return NULL;
  if (state->phase == PHL_AUCTION_PHASE_COUNTDOWN)
    {
      if (state->excluded & (1u << seat))
        return g_strdup ("tick");
      if (phl_auction_ai_ring_price (state, seat, PHL_AI_HARD) >= state->price)
        return g_strdup_printf ("ring %u", seat + 1);
      return g_strdup ("tick");
    }
  if ((guint) phl_auction_state_current_seat (state) != seat)
    return NULL;
  for (guint s = 0; s < PHL_MAX_SEATS; s++)
    levels[s] = PHL_AI_HARD;
  rng = g_rand_new_with_seed (state->n_auctions);
  return phl_auction_ai_choose (state, levels, rng);
}
