/* phl-stampswap-state.c — state helpers, scoring sums and invariants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-state"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-state.h"

PhlStampswapState *
phl_stampswap_state_copy (const PhlStampswapState *state)
{
  PhlStampswapState *copy;

  g_return_val_if_fail (state != NULL, NULL);

  copy = g_memdup2 (state, sizeof *state);
  if (copy->deck != NULL)
    phl_stampswap_deck_ref (copy->deck);
  return copy;
}

void
phl_stampswap_state_free (PhlStampswapState *state)
{
  if (state == NULL)
    return;
  if (state->deck != NULL)
    phl_stampswap_deck_unref (state->deck);
  g_free (state);
}

guint
phl_stampswap_state_n_parts (const PhlStampswapState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_players + (state->solo ? 1 : 0);
}

const PhlStampswapCard *
phl_stampswap_state_card (const PhlStampswapState *state,
                          guint                    index)
{
  g_return_val_if_fail (state != NULL && state->deck != NULL, NULL);
  return phl_stampswap_deck_get_card (state->deck, index);
}

const PhlStampswapCard *
phl_stampswap_state_top_event (const PhlStampswapState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  if (state->n_round_events == 0)
    return NULL;
  return phl_stampswap_state_card (state, state->round_events[0]);
}

const PhlStampswapTile *
phl_stampswap_item_tile (guint16 item)
{
  g_return_val_if_fail (PHL_STAMPSWAP_ITEM_IS_TILE (item), NULL);
  return &phl_stampswap_tiles ()[item];
}

gboolean
phl_stampswap_item_is_rare (guint16 item)
{
  const PhlStampswapTile *tile;

  if (!PHL_STAMPSWAP_ITEM_IS_TILE (item))
    return FALSE;
  tile = phl_stampswap_item_tile (item);
  return tile->n_stamps == 1 && (tile->stamps[0].flags & PHL_STAMPSWAP_STAMP_RARE);
}

gboolean
phl_stampswap_state_knows (const PhlStampswapState *state,
                           guint                    seat,
                           guint                    tile)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (tile < PHL_STAMPSWAP_N_TILES, FALSE);

  return !state->face_down[tile] || (state->known[tile] & (1u << seat)) != 0;
}

gboolean
phl_stampswap_state_hides_from (const PhlStampswapState *state,
                                guint                    seat,
                                int                      other)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (other == (int) seat)
    return FALSE;
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    if (state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY && state->face_down[t]
        && phl_stampswap_state_knows (state, seat, t)
        && (other < 0 || !phl_stampswap_state_knows (state, other, t)))
      return TRUE;
  return FALSE;
}

/* Specialists count for a player on the mat, in the reserve, below the mat
 * once a pile is theirs and, until the piles are made, in the Daily
 * Collection (docs/stampswap.md). */
/* Walks this seat's active specialists with @effect: returns the sum of
 * their points (or counts when @use_count) and, when @credit is not NULL,
 * adds each one's points to its card's entry. */
static int
specialist_walk (const PhlStampswapState *state,
                 guint                    seat,
                 PhlStampswapEffect       effect,
                 gboolean                 use_count,
                 gint16                  *credit)
{
  const PhlStampswapPlayer *p;
  int sum = 0;

  if (state->deck == NULL)
    return 0;
  p = &state->players[seat];

#define ADD_CARD(index) \
  G_STMT_START { \
    guint i_ = (index); \
    const PhlStampswapCard *c_ = phl_stampswap_state_card (state, i_); \
    if (c_->kind == PHL_STAMPSWAP_CARD_SPECIALIST && c_->effect == effect) \
      { \
        sum += use_count ? c_->count : c_->points; \
        if (credit != NULL && i_ < PHL_STAMPSWAP_MAX_CARDS) \
          credit[i_] += c_->points; \
      } \
  } G_STMT_END

  for (guint i = 0; i < p->n_cards; i++)
    ADD_CARD (p->cards[i]);
  for (guint i = 0; i < p->n_reserve; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->reserve[i]))
      ADD_CARD (p->reserve[i] - PHL_STAMPSWAP_ITEM_CARD);
  for (guint i = 0; i < p->n_collection; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->collection[i]))
      ADD_CARD (p->collection[i] - PHL_STAMPSWAP_ITEM_CARD);
  for (guint i = 0; i < p->n_below; i++)
    if (PHL_STAMPSWAP_ITEM_IS_CARD (p->below[i]))
      ADD_CARD (p->below[i] - PHL_STAMPSWAP_ITEM_CARD);
#undef ADD_CARD
  return sum;
}

/* Specialists count for a player on the mat, in the reserve, below the mat
 * once a pile is theirs and, until the piles are made, in the Daily
 * Collection (docs/stampswap.md). */
int
phl_stampswap_state_specialist_sum (const PhlStampswapState *state,
                                    guint                    seat,
                                    PhlStampswapEffect       effect,
                                    gboolean                 use_count)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS, 0);

  return specialist_walk (state, seat, effect, use_count, NULL);
}

void
phl_stampswap_state_credit_specialists (PhlStampswapState *state,
                                        guint              seat,
                                        PhlStampswapEffect effect)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS);

  specialist_walk (state, seat, effect, FALSE, state->card_points);
}

guint
phl_stampswap_state_reserve_count (const PhlStampswapState *state,
                                   guint                    seat)
{
  const PhlStampswapPlayer *p;
  const PhlStampswapCard *event;
  guint want = 1, non_rare = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS, 0);

  p = &state->players[seat];
  event = phl_stampswap_state_top_event (state);
  if (event != NULL && event->effect == PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE)
    want += event->count;
  want += phl_stampswap_state_specialist_sum (state, seat, PHL_STAMPSWAP_EFFECT_EXTRA_RESERVE, TRUE);
  for (guint i = 0; i < p->n_collection; i++)
    non_rare += !phl_stampswap_item_is_rare (p->collection[i]);
  /* Two items must stay for the piles; rare stamps can't be reserved. */
  want = MIN (want, non_rare);
  if (p->n_collection < 2 + want)
    want = p->n_collection >= 2 ? MIN (want, p->n_collection - 2u) : 0;
  return want;
}

int
phl_stampswap_state_round_total (const PhlStampswapState *state,
                                 guint                    seat,
                                 guint                    round,
                                 PhlStampswapRoundSource  source)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS && round < PHL_STAMPSWAP_ROUNDS, 0);
  g_return_val_if_fail (source < PHL_STAMPSWAP_N_ROUND_SOURCES, 0);

  return state->players[seat].round_points[round][source];
}

int
phl_stampswap_state_total (const PhlStampswapState *state,
                           guint                    seat)
{
  const PhlStampswapPlayer *p;
  int total = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS, 0);

  p = &state->players[seat];
  for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS; r++)
    for (guint s = 0; s < PHL_STAMPSWAP_N_ROUND_SOURCES; s++)
      total += p->round_points[r][s];
  for (guint s = 0; s < PHL_STAMPSWAP_N_FINAL_SOURCES; s++)
    total += p->final_points[s];
  return total;
}

int
phl_stampswap_state_exhibitor_points (const PhlStampswapState *state,
                                      guint                    seat)
{
  const PhlStampswapPlayer *p;
  int sum = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < PHL_STAMPSWAP_MAX_PARTS, 0);

  if (state->deck == NULL || state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    return 0;
  p = &state->players[seat];
  sum += phl_stampswap_contest_score (&phl_stampswap_state_card (state, p->mat_exhibitor)->rule,
                                      &p->album);
  for (guint i = 0; i < p->n_cards; i++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, p->cards[i]);

      if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
        sum += phl_stampswap_contest_score (&card->rule, &p->album);
    }
  return sum;
}

static guint
owned_specialists (const PhlStampswapState *state,
                   guint                    seat)
{
  const PhlStampswapPlayer *p = &state->players[seat];
  guint n = p->extra_specialists;

  for (guint i = 0; i < p->n_cards; i++)
    n += phl_stampswap_state_card (state, p->cards[i])->kind == PHL_STAMPSWAP_CARD_SPECIALIST;
  return n;
}

/* What a specialist adds to @album's points at the Final Show. */
static int
specialist_final_points (const PhlStampswapCard  *card,
                         const PhlStampswapAlbum *album)
{
  int effects = 0;

  if (card->kind != PHL_STAMPSWAP_CARD_SPECIALIST)
    return 0;
  for (guint k = 0; k < album->n_stamps; k++)
    {
      const PhlStampswapStamp *stamp = &album->stamps[k];

      if (card->effect == PHL_STAMPSWAP_EFFECT_FINAL_POINTS
          && phl_stampswap_filter_matches (&card->filter, stamp))
        effects += card->points;
      else if (card->effect == PHL_STAMPSWAP_EFFECT_CANCELED_VALUE
               && (stamp->flags & PHL_STAMPSWAP_STAMP_CANCELED))
        effects += card->points;
      else if (card->effect == PHL_STAMPSWAP_EFFECT_FADED_IMMUNE && stamp->value < 0)
        effects -= stamp->value;
    }
  return effects;
}

void
phl_stampswap_state_final_card_points (const PhlStampswapState *state,
                                       int                     *points)
{
  g_return_if_fail (state != NULL && points != NULL);

  if (state->deck == NULL)
    return;
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];

      if (state->n_board > PHL_STAMPSWAP_N_ROUND_CONTESTS)
        points[state->board[PHL_STAMPSWAP_N_ROUND_CONTESTS]] += p->final_points[PHL_STAMPSWAP_FINAL_FINALE];
      for (guint i = 0; i < p->n_cards; i++)
        points[p->cards[i]] += specialist_final_points (phl_stampswap_state_card (state, p->cards[i]), &p->album);
    }
}

void
phl_stampswap_state_score_final (PhlStampswapState *state)
{
  static const int forever_points[] = { 10, 6, 3 };
  int forever[PHL_STAMPSWAP_MAX_PLAYERS + 1];
  guint n_ranked;

  g_return_if_fail (state != NULL);

  for (guint s = 0; s < state->n_players; s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      forever[s] = phl_stampswap_album_count_kind (&p->album, PHL_STAMPSWAP_FOREVER)
                   + phl_stampswap_state_specialist_sum (state, s, PHL_STAMPSWAP_EFFECT_FOREVER_BONUS, TRUE);
    }
  n_ranked = state->n_players;
  /* Two players (and solo) rank against an imaginary player with 3. */
  if (state->n_players <= 2)
    forever[n_ranked++] = 3;

  for (guint s = 0; s < state->n_players; s++)
    {
      PhlStampswapPlayer *p = &state->players[s];
      const PhlStampswapAlbum *album = &p->album;
      guint place = 1;
      int effects = 0;

      memset (p->final_points, 0, sizeof p->final_points);
      for (guint o = 0; o < n_ranked; o++)
        place += forever[o] > forever[s];
      if (forever[s] >= 1 && place <= G_N_ELEMENTS (forever_points))
        p->final_points[PHL_STAMPSWAP_FINAL_FOREVER] = forever_points[place - 1];

      p->final_points[PHL_STAMPSWAP_FINAL_VALUES] = phl_stampswap_album_value_sum (album);
      if (state->deck != NULL)
        p->final_points[PHL_STAMPSWAP_FINAL_SPECIALISTS] = 2 * owned_specialists (state, s);
      else
        p->final_points[PHL_STAMPSWAP_FINAL_SPECIALISTS] = 2 * p->extra_specialists;
      if (state->n_board > PHL_STAMPSWAP_N_ROUND_CONTESTS)
        p->final_points[PHL_STAMPSWAP_FINAL_FINALE] =
          phl_stampswap_contest_score (&phl_stampswap_state_card (state, state->board[PHL_STAMPSWAP_N_ROUND_CONTESTS])->rule,
                                       album);

      if (state->deck == NULL || state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
        continue;
      for (guint i = 0; i < p->n_cards; i++)
        effects += specialist_final_points (phl_stampswap_state_card (state, p->cards[i]), album);
      p->final_points[PHL_STAMPSWAP_FINAL_EFFECTS] = effects;
    }
}

static gboolean
check_failed (GError    **error,
              const char *format,
              ...) G_GNUC_PRINTF (2, 3);

static gboolean
check_failed (GError    **error,
              const char *format,
              ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, PHL_ERROR, PHL_ERROR_INVALID, message);
  return FALSE;
}

static void
count_items (const guint16 *items,
             guint          n,
             guint         *tiles,
             guint         *cards,
             guint         *tokens)
{
  for (guint i = 0; i < n; i++)
    {
      guint16 item = items[i];

      if (item == PHL_STAMPSWAP_ITEM_EMPTY)
        continue;
      if (PHL_STAMPSWAP_ITEM_IS_TILE (item))
        tiles[item]++;
      else if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
        cards[item - PHL_STAMPSWAP_ITEM_CARD]++;
      else
        (*tokens)++;
    }
}

gboolean
phl_stampswap_state_check (const PhlStampswapState *state,
                           GError                 **error)
{
  guint tiles[PHL_STAMPSWAP_N_TILES] = { 0 };
  guint cards[PHL_STAMPSWAP_MAX_CARDS] = { 0 };
  guint tokens = 0;
  guint n_cards;

  g_return_val_if_fail (state != NULL, FALSE);

  if (state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    return TRUE;
  n_cards = phl_stampswap_deck_n_cards (state->deck);

  count_items (state->pool, state->n_pool, tiles, cards, &tokens);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];
      const PhlStampswapAlbum *album = &p->album;
      guint covered = 0, area = 0;

      count_items (p->collection, p->n_collection, tiles, cards, &tokens);
      count_items (p->reserve, p->n_reserve, tiles, cards, &tokens);
      count_items (p->piles[0], p->n_pile[0], tiles, cards, &tokens);
      count_items (p->piles[1], p->n_pile[1], tiles, cards, &tokens);
      count_items (p->below, p->n_below, tiles, cards, &tokens);
      count_items (p->pending, p->n_pending, tiles, cards, &tokens);
      for (guint i = 0; i < p->n_cards; i++)
        cards[p->cards[i]]++;
      for (guint k = 0; k < album->n_stamps; k++)
        {
          const PhlStampswapStamp *stamp = &album->stamps[k];

          if (k == 0 || album->stamps[k - 1].tile != stamp->tile)
            tiles[stamp->tile]++;
          area += stamp->w * stamp->h;
          for (int y = stamp->y; y < stamp->y + stamp->h; y++)
            for (int x = stamp->x; x < stamp->x + stamp->w; x++)
              if (album->cells[y][x] != k + 1)
                return check_failed (error, "seat %u: album cell %d,%d is not stamp %u", s + 1, x, y, k);
        }
      for (int y = 0; y < PHL_STAMPSWAP_ALBUM_SIZE; y++)
        for (int x = 0; x < PHL_STAMPSWAP_ALBUM_SIZE; x++)
          covered += album->cells[y][x] != 0;
      if (covered != area)
        return check_failed (error, "seat %u: album stamps overlap (%u cells, %u area)", s + 1, covered, area);
    }
  for (guint i = 0; i < state->n_attendees; i++)
    cards[state->attendees[i]]++;

  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    {
      guint want = state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY ? 1 : 0;

      if (tiles[t] != want)
        return check_failed (error, "tile %u is found %u times, expected %u", t + 1, tiles[t], want);
    }
  for (guint c = 0; c < n_cards; c++)
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, c);
      guint want;

      if (card->kind == PHL_STAMPSWAP_CARD_SPECIALIST
          || (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR && card->mat == 0))
        want = state->card_where[c] == PHL_STAMPSWAP_TILE_BOX ? 0 : 1;
      else
        want = 0;
      if (cards[c] != want)
        return check_failed (error, "card %s is found %u times, expected %u", card->id, cards[c], want);
    }
  if (state->phase != PHL_STAMPSWAP_PHASE_OVER
      && tokens + (state->token_holder != PHL_STAMPSWAP_NONE) != 1)
    return check_failed (error, "the first-player token is in %u places",
                         tokens + (state->token_holder != PHL_STAMPSWAP_NONE));
  return TRUE;
}

const char *
phl_stampswap_round_source_label (PhlStampswapRoundSource source)
{
  static const char * const labels[] = {
    N_("Exhibitors"), N_("First-player token"), N_("Contest"), N_("Discarded stamps"), N_("Card effects"),
  };

  g_return_val_if_fail (source < PHL_STAMPSWAP_N_ROUND_SOURCES, NULL);
  return _(labels[source]);
}

const char *
phl_stampswap_final_source_label (PhlStampswapFinalSource source)
{
  static const char * const labels[] = {
    N_("Forever stamps"), N_("Stamp values"), N_("Specialists"), N_("Finale contest"), N_("Specialist effects"),
  };

  g_return_val_if_fail (source < PHL_STAMPSWAP_N_FINAL_SOURCES, NULL);
  return _(labels[source]);
}

static const char *
kind_name (guint8 kind)
{
  static const char * const names[] = {
    NC_("one stamp", "small square"), NC_("one stamp", "large square"),
    NC_("one stamp", "short rectangle"), NC_("one stamp", "long rectangle"),
    NC_("one stamp", "forever stamp"),
  };

  return g_dpgettext2 (GETTEXT_PACKAGE, "one stamp", names[kind]);
}

static char *
stamp_describe (const PhlStampswapStamp *stamp)
{
  const char *kind = kind_name (stamp->kind);
  const char *color, *theme;

  if (stamp->kind == PHL_STAMPSWAP_FOREVER)
    return g_strdup (kind);
  if (stamp->flags & PHL_STAMPSWAP_STAMP_RARE)
    /* Translators: a rare stamp, e.g. "large square: rare, value 6" */
    return g_strdup_printf (_("%s: rare, value %d"), kind, stamp->value);
  color = phl_stampswap_color_label (stamp->color);
  theme = phl_stampswap_theme_label (stamp->theme);
  if (stamp->flags & PHL_STAMPSWAP_STAMP_CANCELED)
    /* Translators: e.g. "short rectangle: green, animals, canceled" */
    return g_strdup_printf (_("%s: %s, %s, canceled"), kind, color, theme);
  if (stamp->value < 0)
    /* Translators: e.g. "small square: blue, space, faded, value -2" */
    return g_strdup_printf (_("%s: %s, %s, faded, value %d"), kind, color, theme, stamp->value);
  /* Translators: e.g. "small square: blue, space, value 3" */
  return g_strdup_printf (_("%s: %s, %s, value %d"), kind, color, theme, stamp->value);
}

char *
phl_stampswap_tile_describe (const PhlStampswapTile *tile)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (tile != NULL, NULL);

  first = stamp_describe (&tile->stamps[0]);
  if (tile->n_stamps == 1)
    return g_steal_pointer (&first);
  second = stamp_describe (&tile->stamps[1]);
  /* Translators: a double tile, two small squares described one after the other */
  return g_strdup_printf (_("double tile: %s; %s"), first, second);
}

char *
phl_stampswap_item_describe (const PhlStampswapState *state,
                             guint                    seat,
                             guint16                  item)
{
  g_return_val_if_fail (state != NULL, NULL);

  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    return g_strdup (_("first-player token"));
  if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    {
      const PhlStampswapCard *card = phl_stampswap_state_card (state, item - PHL_STAMPSWAP_ITEM_CARD);

      if (card->kind == PHL_STAMPSWAP_CARD_EXHIBITOR)
        /* Translators: an attendee card, e.g. "Motor Club (exhibitor)" */
        return g_strdup_printf (_("%s (exhibitor)"), card->name);
      /* Translators: an attendee card, e.g. "Botanist (specialist)" */
      return g_strdup_printf (_("%s (specialist)"), card->name);
    }
  g_return_val_if_fail (PHL_STAMPSWAP_ITEM_IS_TILE (item), NULL);
  if (seat >= PHL_STAMPSWAP_MAX_PARTS ? state->face_down[item]
                                     : !phl_stampswap_state_knows (state, seat, item))
    /* Translators: a face-down stamp the player has not seen, e.g. "face-down short rectangle" */
    return g_strdup_printf (_("face-down %s"), kind_name (phl_stampswap_tiles ()[item].kind));
  return phl_stampswap_tile_describe (&phl_stampswap_tiles ()[item]);
}

const char *
phl_stampswap_phase_label (PhlStampswapPhase phase)
{
  switch (phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      return _("Collect Phase");
    case PHL_STAMPSWAP_PHASE_CUT:
      /* Translators: the Cut step of the Swap Phase */
      return _("Swap Phase: Cut");
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      /* Translators: the Choose step of the Swap Phase */
      return _("Swap Phase: Choose");
    case PHL_STAMPSWAP_PHASE_SHOW:
      return _("Show Phase");
    case PHL_STAMPSWAP_PHASE_OVER:
    case PHL_STAMPSWAP_PHASE_ANALYSIS:
    default:
      return _("Final Show");
    }
}
