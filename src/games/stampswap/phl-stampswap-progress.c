/* phl-stampswap-progress.c — a Stamp Swap game in progress in a position file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Items are written as text that reads the same in every language: a
 * stamp tile by its number in data/stampswap/tiles.ini (1-165), a card as
 * <Kind>:<id> (the group name a deck gives it), `token` for the
 * first-player token and `-` for a Show slot already placed.  A list that
 * is empty is not written.
 */
#define G_LOG_DOMAIN "phl-stampswap-progress"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-progress.h"

#define GROUP       PHL_STAMPSWAP_PROGRESS_GROUP
#define DECK_GROUP  "Deck"
#define DECK_PREFIX "Deck."
#define EMPTY       PHL_STAMPSWAP_ITEM_EMPTY
#define NONE        PHL_STAMPSWAP_NONE
#define N_TILES     PHL_STAMPSWAP_N_TILES
#define VERSION     1

static const char * const phase_names[] = { "collect", "cut", "choose", "show", "over", NULL };
static const char * const piles_names[] = { "none", "up", "split", NULL };

/* Writing */

static char *
card_to_string (const PhlStampswapState *state,
                guint                    index)
{
  const PhlStampswapCard *card = phl_stampswap_state_card (state, index);

  return g_strconcat (phl_stampswap_card_kind_to_string (card->kind), ":", card->id, NULL);
}

static char *
item_to_string (const PhlStampswapState *state,
                guint16                  item)
{
  if (item == EMPTY)
    return g_strdup ("-");
  if (item == PHL_STAMPSWAP_ITEM_TOKEN)
    return g_strdup ("token");
  if (PHL_STAMPSWAP_ITEM_IS_CARD (item))
    return card_to_string (state, item - PHL_STAMPSWAP_ITEM_CARD);
  return g_strdup_printf ("%u", item + 1u);
}

/* Takes @strings; writes nothing for an empty list. */
static void
set_strings (GKeyFile   *file,
             const char *group,
             const char *key,
             GPtrArray  *strings)
{
  if (strings->len > 0)
    g_key_file_set_string_list (file, group, key, (const char * const *) strings->pdata, strings->len);
  g_ptr_array_unref (strings);
}

static void
set_items (const PhlStampswapState *state,
           GKeyFile                *file,
           const char              *group,
           const char              *key,
           const guint16           *items,
           guint                    n)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (strings, item_to_string (state, items[i]));
  set_strings (file, group, key, strings);
}

static void
set_cards (const PhlStampswapState *state,
           GKeyFile                *file,
           const char              *group,
           const char              *key,
           const guint8            *cards,
           guint                    n)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (strings, card_to_string (state, cards[i]));
  set_strings (file, group, key, strings);
}

/* The cards whose card_where is @where, in deck order. */
static void
set_cards_where (const PhlStampswapState *state,
                 GKeyFile                *file,
                 const char              *key,
                 PhlStampswapTileWhere    where)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint c = 0; c < phl_stampswap_deck_n_cards (state->deck); c++)
    if (state->card_where[c] == where)
      g_ptr_array_add (strings, card_to_string (state, c));
  set_strings (file, GROUP, key, strings);
}

/* The tile numbers whose byte in @bytes has a bit of @mask (or, with
 * @mask 0, equals @equal). */
static void
set_tiles (GKeyFile     *file,
           const char   *group,
           const char   *key,
           const guint8 *bytes,
           guint8        mask,
           guint8        equal)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < N_TILES; t++)
    if (mask != 0 ? (bytes[t] & mask) != 0 : bytes[t] == equal)
      g_ptr_array_add (strings, g_strdup_printf ("%u", t + 1));
  set_strings (file, group, key, strings);
}

/* The album as its tiles, in the order they were placed: N@x,y with the
 * tile's top left cell. */
static void
set_album (GKeyFile                *file,
           const char              *group,
           const PhlStampswapAlbum *album)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < album->n_stamps; k++)
    {
      const PhlStampswapStamp *stamp = &album->stamps[k];
      const PhlStampswapTile *tile;

      if (stamp->tile >= N_TILES || (k > 0 && album->stamps[k - 1].tile == stamp->tile))
        continue;
      tile = &tiles[stamp->tile];
      g_ptr_array_add (strings, g_strdup_printf ("%u@%d,%d", stamp->tile + 1u,
                                                 stamp->x - tile->stamps[0].x,
                                                 stamp->y - tile->stamps[0].y));
    }
  set_strings (file, group, "Placed", strings);
}

static void
save_part (const PhlStampswapState *state,
           guint                    part,
           GKeyFile                *file)
{
  const PhlStampswapPlayer *p = &state->players[part];
  g_autofree char *group = g_strdup_printf ("%s.Player%u", GROUP, part + 1);
  g_autofree char *mat = card_to_string (state, p->mat_exhibitor);
  int points[PHL_STAMPSWAP_ROUNDS * PHL_STAMPSWAP_N_ROUND_SOURCES];
  int final[PHL_STAMPSWAP_N_FINAL_SOURCES];
  int rounds[PHL_STAMPSWAP_ROUNDS];
  GPtrArray *placed = g_ptr_array_new_with_free_func (g_free);

  set_album (file, group, &p->album);
  set_items (state, file, group, "Collection", p->collection, p->n_collection);
  set_items (state, file, group, "Reserve", p->reserve, p->n_reserve);
  set_items (state, file, group, "Pile1", p->piles[0], p->n_pile[0]);
  set_items (state, file, group, "Pile2", p->piles[1], p->n_pile[1]);
  set_items (state, file, group, "Below", p->below, p->n_below);
  set_items (state, file, group, "Pending", p->pending, p->n_pending);
  for (guint i = 0; i < p->n_placed_round; i++)
    g_ptr_array_add (placed, g_strdup_printf ("%u", p->placed_round[i] + 1u));
  set_strings (file, group, "PlacedThisRound", placed);
  g_key_file_set_string (file, group, "Piles", piles_names[MIN (p->piles_state, 2)]);
  g_key_file_set_boolean (file, group, "CutDone", p->cut_done);
  g_key_file_set_boolean (file, group, "Chose", p->chose);
  g_key_file_set_boolean (file, group, "ShowDone", p->show_done);
  g_key_file_set_string (file, group, "MatExhibitor", mat);
  set_cards (state, file, group, "Cards", p->cards, p->n_cards);
  g_key_file_set_integer (file, group, "Tickets", p->tickets);
  for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS; r++)
    {
      rounds[r] = p->contest_round[r] == NONE ? -1 : p->contest_round[r];
      for (guint s = 0; s < PHL_STAMPSWAP_N_ROUND_SOURCES; s++)
        points[r * PHL_STAMPSWAP_N_ROUND_SOURCES + s] = p->round_points[r][s];
    }
  for (guint s = 0; s < PHL_STAMPSWAP_N_FINAL_SOURCES; s++)
    final[s] = p->final_points[s];
  g_key_file_set_integer_list (file, group, "ContestRounds", rounds, G_N_ELEMENTS (rounds));
  g_key_file_set_integer_list (file, group, "RoundPoints", points, G_N_ELEMENTS (points));
  g_key_file_set_integer_list (file, group, "FinalPoints", final, G_N_ELEMENTS (final));
  set_tiles (file, group, "Viewed", state->known, 1u << part, 0);
}

void
phl_stampswap_progress_save (const PhlStampswapState *state,
                             GKeyFile                *file)
{
  g_return_if_fail (state != NULL && state->deck != NULL);
  g_return_if_fail (state->phase < PHL_STAMPSWAP_PHASE_ANALYSIS);
  g_return_if_fail (file != NULL);

  g_key_file_set_integer (file, GROUP, "Version", VERSION);
  g_key_file_set_string (file, GROUP, "Phase", phase_names[state->phase]);
  g_key_file_set_integer (file, GROUP, "Round", state->round + 1);
  g_key_file_set_boolean (file, GROUP, "Solo", state->solo);
  g_key_file_set_integer (file, GROUP, "Current", state->current + 1);
  g_key_file_set_integer (file, GROUP, "FirstPlayer", state->first_player + 1);
  g_key_file_set_integer (file, GROUP, "TokenHolder",
                          state->token_holder == NONE ? 0 : state->token_holder + 1);
  g_key_file_set_integer (file, GROUP, "LastTaker",
                          state->last_taker == NONE ? 0 : state->last_taker + 1);
  set_cards (state, file, GROUP, "Board", state->board, state->n_board);
  set_cards (state, file, GROUP, "RoundEvents", state->round_events, state->n_round_events);
  set_items (state, file, GROUP, "Pool", state->pool, state->n_pool);
  /* What the seat of a view cannot know is dealt anew before this is
   * written (determinize): the attendee deck's order, its unseen tiles. */
  set_cards (state, file, GROUP, "Attendees", state->attendees, state->n_attendees);
  set_cards (state, file, GROUP, "Events", state->events, state->n_events);
  set_cards_where (state, file, "CardsInPlay", PHL_STAMPSWAP_TILE_IN_PLAY);
  set_cards_where (state, file, "CardsInBox", PHL_STAMPSWAP_TILE_BOX);
  set_tiles (file, GROUP, "TilesInBox", state->tile_where, 0, PHL_STAMPSWAP_TILE_BOX);
  set_tiles (file, GROUP, "FaceDown", state->face_down, 0xff, 0);
  if (state->trial_card > 0)
    {
      g_autofree char *trial = card_to_string (state, state->trial_card - 1);

      g_key_file_set_string (file, GROUP, "TrialCard", trial);
    }
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    save_part (state, s, file);
  /* The deck as its own file has it, translations included, as a save
   * carries it: the position plays on where the deck is not installed. */
  phl_key_file_embed (file, phl_key_file_get_key_file (phl_stampswap_deck_get_file (state->deck)),
                      DECK_GROUP, DECK_PREFIX);
}

/* Reading */

typedef struct
{
  PhlKeyFile        *file;
  PhlStampswapState *state;
  GError           **error;
} Reader;

/* An optional list: absent is empty; more than @max entries is an error. */
static gboolean
get_list (Reader     *r,
          const char *group,
          const char *key,
          guint       max,
          GStrv      *out,
          guint      *n)
{
  gsize length = 0;

  *out = NULL;
  *n = 0;
  if (!phl_key_file_has_key (r->file, group, key))
    return TRUE;
  *out = phl_key_file_get_string_list (r->file, group, key, &length, r->error);
  if (*out == NULL)
    return FALSE;
  if (length > max)
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                              _("at most %u entries fit here, not %u"), max, (guint) length);
      return FALSE;
    }
  *n = length;
  return TRUE;
}

static gboolean
parse_card (Reader     *r,
            const char *group,
            const char *key,
            const char *text,
            guint8     *index)
{
  const char *colon = strchr (text, ':');
  int found = colon != NULL ? phl_stampswap_deck_find (r->state->deck, colon + 1) : -1;
  const char *kind = found >= 0 ? phl_stampswap_card_kind_to_string (phl_stampswap_state_card (r->state, found)->kind)
                                : NULL;

  /* The kind must be the card's: Event:x names no specialist x. */
  if (found < 0 || found >= PHL_STAMPSWAP_MAX_CARDS
      || strlen (kind) != (gsize) (colon - text) || strncmp (text, kind, colon - text) != 0)
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                              _("the deck has no card “%s”"), text);
      return FALSE;
    }
  *index = found;
  return TRUE;
}

/* A tile number 1-165 as a tile id. */
static gboolean
parse_tile (Reader     *r,
            const char *group,
            const char *key,
            const char *text,
            guint8     *tile)
{
  guint64 number = 0;

  if (!g_ascii_string_to_unsigned (text, 10, 1, N_TILES, &number, NULL))
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                              _("“%s” is not a stamp tile number (1 to %d)"), text, N_TILES);
      return FALSE;
    }
  *tile = number - 1;
  return TRUE;
}

static gboolean
parse_item (Reader     *r,
            const char *group,
            const char *key,
            const char *text,
            gboolean    tiles_only,
            guint16    *item)
{
  guint8 index;

  if (g_str_equal (text, "-") || (!tiles_only && g_str_equal (text, "token")))
    {
      *item = text[0] == '-' ? EMPTY : PHL_STAMPSWAP_ITEM_TOKEN;
      return TRUE;
    }
  if (!tiles_only && strchr (text, ':') != NULL)
    {
      if (!parse_card (r, group, key, text, &index))
        return FALSE;
      *item = PHL_STAMPSWAP_ITEM_CARD + index;
      return TRUE;
    }
  if (!parse_tile (r, group, key, text, &index))
    return FALSE;
  *item = index;
  return TRUE;
}

static gboolean
get_items (Reader     *r,
           const char *group,
           const char *key,
           guint       max,
           gboolean    tiles_only,
           guint16    *items,
           guint8     *n)
{
  g_auto(GStrv) list = NULL;
  guint length;

  if (!get_list (r, group, key, max, &list, &length))
    return FALSE;
  for (guint i = 0; i < length; i++)
    if (!parse_item (r, group, key, list[i], tiles_only, &items[i]))
      return FALSE;
  *n = length;
  return TRUE;
}

static gboolean
get_cards (Reader     *r,
           const char *group,
           const char *key,
           guint       max,
           guint8     *cards,
           guint8     *n)
{
  g_auto(GStrv) list = NULL;
  guint length;

  if (!get_list (r, group, key, max, &list, &length))
    return FALSE;
  for (guint i = 0; i < length; i++)
    if (!parse_card (r, group, key, list[i], &cards[i]))
      return FALSE;
  *n = length;
  return TRUE;
}

/* Sets @bits in @bytes (or, with @bits 0, sets them to @value) for the
 * tiles listed. */
static gboolean
get_tiles (Reader     *r,
           const char *group,
           const char *key,
           guint8     *bytes,
           guint8      bits,
           guint8      value)
{
  g_auto(GStrv) list = NULL;
  guint length;

  if (!get_list (r, group, key, N_TILES, &list, &length))
    return FALSE;
  for (guint i = 0; i < length; i++)
    {
      guint8 tile;

      if (!parse_tile (r, group, key, list[i], &tile))
        return FALSE;
      if (bits != 0)
        bytes[tile] |= bits;
      else
        bytes[tile] = value;
    }
  return TRUE;
}

/* Exactly @n whole numbers from @min to @max. */
static gboolean
get_ints (Reader     *r,
          const char *group,
          const char *key,
          int        *out,
          guint       n,
          int         min,
          int         max)
{
  g_auto(GStrv) list = NULL;
  guint length;

  if (!get_list (r, group, key, n, &list, &length))
    return FALSE;
  if (length != n)
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                              _("%u numbers belong here, not %u"), n, length);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      gint64 value;

      if (!g_ascii_string_to_signed (list[i], 10, min, max, &value, NULL))
        {
          phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                                  _("“%s” is not a whole number from %d to %d"), list[i], min, max);
          return FALSE;
        }
      out[i] = value;
    }
  return TRUE;
}

static gboolean
get_choice (Reader             *r,
            const char         *group,
            const char         *key,
            const char * const *names,
            guint8             *out)
{
  g_autofree char *text = phl_key_file_get_string (r->file, group, key, r->error);

  if (text == NULL)
    return FALSE;
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (text, names[i]))
      {
        *out = i;
        return TRUE;
      }
  {
    g_autofree char *known = g_strjoinv (", ", (char **) names);

    /* Translators: a value that is not one of the listed words */
    phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, key,
                            _("“%s” is not one of: %s"), text, known);
  }
  return FALSE;
}

/* A seat from 1 to the number of parts, or 0 for nobody when @none. */
static gboolean
get_seat (Reader     *r,
          const char *key,
          gboolean    none,
          guint8     *out)
{
  int value = 0;

  if (!phl_key_file_get_int (r->file, GROUP, key, none ? 0 : 1,
                             phl_stampswap_state_n_parts (r->state), &value, r->error))
    return FALSE;
  *out = value == 0 ? NONE : value - 1;
  return TRUE;
}

static gboolean
get_flag (Reader     *r,
          const char *group,
          const char *key,
          gboolean   *out)
{
  return phl_key_file_get_boolean_default (r->file, group, key, FALSE, out, r->error);
}

static gboolean
load_album (Reader            *r,
            const char        *group,
            PhlStampswapAlbum *album)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  g_auto(GStrv) list = NULL;
  guint length;

  phl_stampswap_album_init (album);
  if (!get_list (r, group, "Placed", PHL_STAMPSWAP_MAX_STAMPS, &list, &length))
    return FALSE;
  for (guint i = 0; i < length; i++)
    {
      g_auto(GStrv) parts = g_strsplit_set (list[i], "@,", -1);
      guint64 x = 0, y = 0;
      guint8 tile;

      if (g_strv_length (parts) != 3
          || !g_ascii_string_to_unsigned (parts[1], 10, 0, PHL_STAMPSWAP_ALBUM_SIZE - 1, &x, NULL)
          || !g_ascii_string_to_unsigned (parts[2], 10, 0, PHL_STAMPSWAP_ALBUM_SIZE - 1, &y, NULL))
        {
          /* Translators: N@x,y is the syntax, leave it as it is */
          phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, "Placed",
                                  _("“%s” is not a placed tile (N@x,y)"), list[i]);
          return FALSE;
        }
      if (!parse_tile (r, group, "Placed", parts[0], &tile))
        return FALSE;
      if (!phl_stampswap_album_fits (album, &tiles[tile], x, y)
          || !phl_stampswap_album_place (album, &tiles[tile], x, y))
        {
          phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, group, "Placed",
                                  _("tile %s does not fit at %u,%u"), parts[0], (guint) x, (guint) y);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_part (Reader *r,
           guint   part)
{
  PhlStampswapPlayer *p = &r->state->players[part];
  g_autofree char *group = g_strdup_printf ("%s.Player%u", GROUP, part + 1);
  g_autofree char *mat = NULL;
  guint16 placed[PHL_STAMPSWAP_MAX_HELD];
  int points[PHL_STAMPSWAP_ROUNDS * PHL_STAMPSWAP_N_ROUND_SOURCES];
  int final[PHL_STAMPSWAP_N_FINAL_SOURCES];
  int rounds[PHL_STAMPSWAP_ROUNDS];
  int tickets = 0;

  if (!load_album (r, group, &p->album)
      || !get_items (r, group, "Collection", PHL_STAMPSWAP_MAX_HELD, FALSE, p->collection, &p->n_collection)
      || !get_items (r, group, "Reserve", PHL_STAMPSWAP_MAX_HELD, FALSE, p->reserve, &p->n_reserve)
      || !get_items (r, group, "Pile1", PHL_STAMPSWAP_MAX_HELD, FALSE, p->piles[0], &p->n_pile[0])
      || !get_items (r, group, "Pile2", PHL_STAMPSWAP_MAX_HELD, FALSE, p->piles[1], &p->n_pile[1])
      || !get_items (r, group, "Below", PHL_STAMPSWAP_MAX_HELD, FALSE, p->below, &p->n_below)
      || !get_items (r, group, "Pending", PHL_STAMPSWAP_MAX_HELD, TRUE, p->pending, &p->n_pending)
      || !get_items (r, group, "PlacedThisRound", PHL_STAMPSWAP_MAX_HELD, TRUE, placed, &p->n_placed_round)
      || !get_choice (r, group, "Piles", piles_names, &p->piles_state)
      || !get_flag (r, group, "CutDone", &p->cut_done)
      || !get_flag (r, group, "Chose", &p->chose)
      || !get_flag (r, group, "ShowDone", &p->show_done)
      || !get_cards (r, group, "Cards", PHL_STAMPSWAP_MAX_OWNED, p->cards, &p->n_cards)
      || !phl_key_file_get_int (r->file, group, "Tickets", 0, (1 << PHL_STAMPSWAP_N_ROUND_CONTESTS) - 1,
                                &tickets, r->error)
      || !get_ints (r, group, "ContestRounds", rounds, G_N_ELEMENTS (rounds),
                    -1, PHL_STAMPSWAP_N_ROUND_CONTESTS - 1)
      || !get_ints (r, group, "RoundPoints", points, G_N_ELEMENTS (points), G_MININT16, G_MAXINT16)
      || !get_ints (r, group, "FinalPoints", final, G_N_ELEMENTS (final), G_MININT16, G_MAXINT16)
      || !get_tiles (r, group, "Viewed", r->state->known, 1u << part, 0))
    return FALSE;
  for (guint i = 0; i < p->n_placed_round; i++)
    {
      /* Tiles only: "-" is refused as parse_tile refuses it. */
      if (placed[i] == EMPTY)
        return parse_tile (r, group, "PlacedThisRound", "-", &p->placed_round[i]);
      p->placed_round[i] = placed[i];
    }
  mat = phl_key_file_get_string (r->file, group, "MatExhibitor", r->error);
  if (mat == NULL || !parse_card (r, group, "MatExhibitor", mat, &p->mat_exhibitor))
    return FALSE;
  p->tickets = tickets;
  for (guint rd = 0; rd < PHL_STAMPSWAP_ROUNDS; rd++)
    {
      p->contest_round[rd] = rounds[rd] < 0 ? NONE : rounds[rd];
      for (guint s = 0; s < PHL_STAMPSWAP_N_ROUND_SOURCES; s++)
        p->round_points[rd][s] = points[rd * PHL_STAMPSWAP_N_ROUND_SOURCES + s];
    }
  for (guint s = 0; s < PHL_STAMPSWAP_N_FINAL_SOURCES; s++)
    p->final_points[s] = final[s];
  return TRUE;
}

static void
mark_in_play (PhlStampswapState *state,
              const guint16     *items,
              guint              n)
{
  for (guint i = 0; i < n; i++)
    if (PHL_STAMPSWAP_ITEM_IS_TILE (items[i]) && state->tile_where[items[i]] == PHL_STAMPSWAP_TILE_SUPPLY)
      state->tile_where[items[i]] = PHL_STAMPSWAP_TILE_IN_PLAY;
}

/* A tile is in play where a list or an album holds it (a boxed one the
 * check below finds twice). */
static void
derive_tiles_in_play (PhlStampswapState *state)
{
  mark_in_play (state, state->pool, state->n_pool);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];

      mark_in_play (state, p->collection, p->n_collection);
      mark_in_play (state, p->reserve, p->n_reserve);
      mark_in_play (state, p->piles[0], p->n_pile[0]);
      mark_in_play (state, p->piles[1], p->n_pile[1]);
      mark_in_play (state, p->below, p->n_below);
      mark_in_play (state, p->pending, p->n_pending);
      for (guint k = 0; k < p->album.n_stamps; k++)
        if (p->album.stamps[k].tile < N_TILES
            && state->tile_where[p->album.stamps[k].tile] == PHL_STAMPSWAP_TILE_SUPPLY)
          state->tile_where[p->album.stamps[k].tile] = PHL_STAMPSWAP_TILE_IN_PLAY;
    }
}

static gboolean
load_header (Reader *r)
{
  PhlStampswapState *state = r->state;
  g_autofree char *trial = NULL;
  int version = 0, round = 1;
  guint8 cards[PHL_STAMPSWAP_MAX_CARDS], n = 0;

  if (!phl_key_file_get_int (r->file, GROUP, "Version", 1, G_MAXINT, &version, r->error))
    return FALSE;
  if (version > VERSION)
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_UNSUPPORTED, GROUP, "Version",
                              _("this position needs a newer version (format %d)"), version);
      return FALSE;
    }
  if (!phl_key_file_get_boolean_default (r->file, GROUP, "Solo", FALSE, &state->solo, r->error)
      || !get_choice (r, GROUP, "Phase", phase_names, &state->phase)
      || !phl_key_file_get_int (r->file, GROUP, "Round", 1, PHL_STAMPSWAP_ROUNDS, &round, r->error)
      || !get_seat (r, "Current", FALSE, &state->current)
      || !get_seat (r, "FirstPlayer", FALSE, &state->first_player)
      || !get_seat (r, "TokenHolder", TRUE, &state->token_holder)
      || !get_seat (r, "LastTaker", TRUE, &state->last_taker)
      || !get_cards (r, GROUP, "Board", PHL_STAMPSWAP_N_ROUND_CONTESTS + 1, state->board, &state->n_board)
      || !get_cards (r, GROUP, "RoundEvents", PHL_STAMPSWAP_MAX_PLAYERS, state->round_events,
                     &state->n_round_events)
      || !get_items (r, GROUP, "Pool", PHL_STAMPSWAP_MAX_POOL, FALSE, state->pool, &state->n_pool)
      || !get_cards (r, GROUP, "Attendees", PHL_STAMPSWAP_MAX_CARDS, state->attendees, &state->n_attendees)
      || !get_cards (r, GROUP, "Events", PHL_STAMPSWAP_MAX_CARDS, state->events, &state->n_events)
      || !get_tiles (r, GROUP, "TilesInBox", state->tile_where, 0, PHL_STAMPSWAP_TILE_BOX)
      || !get_tiles (r, GROUP, "FaceDown", state->face_down, 0, 1))
    return FALSE;
  state->round = round - 1;
  if (state->n_board < PHL_STAMPSWAP_N_ROUND_CONTESTS)
    {
      phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, GROUP, "Board",
                              _("the board needs at least %d contests"), PHL_STAMPSWAP_N_ROUND_CONTESTS);
      return FALSE;
    }
  if (!get_cards (r, GROUP, "CardsInPlay", PHL_STAMPSWAP_MAX_CARDS, cards, &n))
    return FALSE;
  for (guint i = 0; i < n; i++)
    state->card_where[cards[i]] = PHL_STAMPSWAP_TILE_IN_PLAY;
  if (!get_cards (r, GROUP, "CardsInBox", PHL_STAMPSWAP_MAX_CARDS, cards, &n))
    return FALSE;
  for (guint i = 0; i < n; i++)
    state->card_where[cards[i]] = PHL_STAMPSWAP_TILE_BOX;
  if (phl_key_file_has_key (r->file, GROUP, "TrialCard"))
    {
      trial = phl_key_file_get_string (r->file, GROUP, "TrialCard", r->error);
      if (trial == NULL || !parse_card (r, GROUP, "TrialCard", trial, &cards[0]))
        return FALSE;
      state->trial_card = cards[0] + 1;
    }
  return TRUE;
}

/* The deck the position carries, or the built-in one when it has none. */
static PhlStampswapDeck *
load_deck (PhlKeyFile  *file,
           GError     **error)
{
  g_autoptr(PhlKeyFile) deck_file = phl_key_file_new_embedded (file, DECK_GROUP, DECK_PREFIX);

  if (deck_file == NULL)
    return phl_stampswap_deck_ref (phl_stampswap_deck_get_default ());
  return phl_stampswap_deck_load (deck_file, error);
}

/* Whether the cards and seats the engine indexes by are in range. */
static gboolean
check_ranges (Reader *r)
{
  PhlStampswapState *state = r->state;

  for (guint i = 0; i < state->n_board; i++)
    if (phl_stampswap_state_card (state, state->board[i])->kind != PHL_STAMPSWAP_CARD_CONTEST)
      {
        phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, GROUP, "Board",
                                _("the board holds contest cards only"));
        return FALSE;
      }
  for (guint i = 0; i < state->n_round_events; i++)
    if (phl_stampswap_state_card (state, state->round_events[i])->kind != PHL_STAMPSWAP_CARD_EVENT)
      {
        phl_key_file_set_error (r->file, r->error, PHL_ERROR_INVALID, GROUP, "RoundEvents",
                                _("only event cards belong here"));
        return FALSE;
      }
  return TRUE;
}

PhlStampswapState *
phl_stampswap_progress_load (PhlKeyFile  *file,
                             guint        n_players,
                             GError     **error)
{
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(GError) check_error = NULL;
  PhlStampswapState *state;
  Reader r = { file, NULL, error };

  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= PHL_STAMPSWAP_MAX_PLAYERS, NULL);

  deck = load_deck (file, error);
  if (deck == NULL)
    return NULL;
  state = g_new0 (PhlStampswapState, 1);
  state->deck = phl_stampswap_deck_ref (deck);
  state->n_players = n_players;
  r.state = state;
  if (!load_header (&r))
    goto fail;
  if (state->solo && n_players != 1)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, GROUP, "Solo",
                              _("The solo score attack is for one player"));
      goto fail;
    }
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    if (!load_part (&r, s))
      goto fail;
  if (!check_ranges (&r))
    goto fail;
  derive_tiles_in_play (state);
  if (!phl_stampswap_state_check (state, &check_error))
    {
      /* Translators: the reason is a technical one, in English */
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, GROUP, NULL,
                              _("not a position a game can reach: %s"), check_error->message);
      goto fail;
    }
  return state;

fail:
  phl_stampswap_state_free (state);
  return NULL;
}
