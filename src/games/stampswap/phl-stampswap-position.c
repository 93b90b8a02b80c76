/* phl-stampswap-position.c — Stamp Swap positions and `score` output (docs/save-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stampswap-position"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "stampswap/phl-stampswap-position.h"
#include "stampswap/phl-stampswap-progress.h"

#define N PHL_STAMPSWAP_ALBUM_SIZE

/* Characters save_position() gives to stamps, in album order. */
static const char stamp_chars[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/* The album's rows, 12 of 12 characters each; NULL (with @error) else. */
static char **
get_album_rows (PhlKeyFile  *file,
                const char  *group,
                GError     **error)
{
  g_auto(GStrv) rows = NULL;
  gsize n_rows = 0;

  rows = phl_key_file_get_string_list (file, group, "Album", &n_rows, error);
  if (rows == NULL)
    return NULL;
  if (n_rows != N)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                              _("an album has 12 rows, not %u"), (guint) n_rows);
      return NULL;
    }
  for (guint y = 0; y < N; y++)
    if (strlen (rows[y]) != N)
      {
        phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                                _("row %u has %u characters instead of 12"), y + 1,
                                (guint) strlen (rows[y]));
        return NULL;
      }
  return g_steal_pointer (&rows);
}

/* The stamp whose top left cell is (@x, @y) in @rows: its cells must form
 * one rectangle of its kind's size; its kind and values are the key of
 * its character in @stamps_group. */
static gboolean
load_album_stamp (PhlKeyFile          *file,
                  const char          *group,
                  const char          *stamps_group,
                  char               **rows,
                  guint                x,
                  guint                y,
                  PhlStampswapAlbum   *album,
                  GError             **error)
{
  guchar c = rows[y][x];
  char key[2] = { c, '\0' };
  g_autofree char *spec = NULL;
  g_autoptr(GError) local_error = NULL;
  PhlStampswapStamp stamp;
  guint w = 0, h = 0, cells = 0;

  while (x + w < N && rows[y][x + w] == c)
    w++;
  while (y + h < N && rows[y + h][x] == c)
    h++;
  for (guint j = 0; j < N; j++)
    for (guint i = 0; i < N; i++)
      cells += (guchar) rows[j][i] == c;
  for (guint j = y; j < y + h; j++)
    for (guint i = x; i < x + w; i++)
      cells -= (guchar) rows[j][i] == c;
  if (cells != 0 || c >= 0x80)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                              _("the cells of stamp “%c” do not form one rectangle"), c);
      return FALSE;
    }
  for (guint j = y; j < y + h; j++)
    for (guint i = x; i < x + w; i++)
      if ((guchar) rows[j][i] != c)
        {
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                                  _("the cells of stamp “%c” do not form one rectangle"), c);
          return FALSE;
        }
  spec = phl_key_file_get_string (file, stamps_group, key, error);
  if (spec == NULL)
    return FALSE;
  if (!phl_stampswap_stamp_parse (spec, &stamp, &local_error))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, stamps_group, key,
                              "%s", local_error->message);
      return FALSE;
    }
  if (!phl_stampswap_kind_fits_size (stamp.kind, w, h))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                              _("stamp “%c” covers %ux%u cells, which is not the size of a %s"),
                              c, w, h, phl_stampswap_kind_to_string (stamp.kind));
      return FALSE;
    }
  stamp.x = x;
  stamp.y = y;
  stamp.w = w;
  stamp.h = h;
  if (!phl_stampswap_album_add_stamp (album, &stamp))
    {
      phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, "Album",
                              _("an album holds at most %d stamps"), PHL_STAMPSWAP_MAX_STAMPS);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_album (PhlKeyFile         *file,
            guint               seat,
            PhlStampswapPlayer *player,
            GError            **error)
{
  g_autofree char *group = g_strdup_printf ("Player%u", seat + 1);
  g_autofree char *stamps_group = g_strdup_printf ("Player%u.Stamps", seat + 1);
  g_auto(GStrv) rows = NULL;
  gboolean done[256] = { FALSE };
  int specialists = 0;

  phl_stampswap_album_init (&player->album);
  rows = get_album_rows (file, group, error);
  if (rows == NULL)
    return FALSE;
  /* Each stamp once, from its top left cell. */
  for (guint y = 0; y < N; y++)
    for (guint x = 0; x < N; x++)
      {
        guchar c = rows[y][x];

        if (c == '.' || done[c])
          continue;
        done[c] = TRUE;
        if (!load_album_stamp (file, group, stamps_group, rows, x, y, &player->album, error))
          return FALSE;
      }

  if (!phl_key_file_get_int_default (file, group, "Specialists", 0, 30, 0, &specialists, error))
    return FALSE;
  player->extra_specialists = specialists;
  return TRUE;
}

static PhlStampswapState *load_position (PhlKeyFile  *file,
                                          int          players,
                                          GError     **error);

/* The [Match] header, for a position read on its own (the match reads it
 * once for its positions, then calls phl_stampswap_position_read()). */
PhlStampswapState *
phl_stampswap_position_load (PhlKeyFile  *file,
                             GError     **error)
{
  int players = 0, format = 0;

  g_return_val_if_fail (file != NULL, NULL);

  if (!phl_key_file_get_int (file, "Match", "Format", 1, G_MAXINT, &format, error))
    return NULL;
  if (format > 1)
    {
      phl_key_file_set_error (file, error, PHL_ERROR_UNSUPPORTED, "Match", "Format",
                              _("this position needs a newer version (format %d)"), format);
      return NULL;
    }
  if (!phl_key_file_get_int (file, "Match", "Players", 1, PHL_STAMPSWAP_MAX_PLAYERS, &players, error))
    return NULL;
  return load_position (file, players, error);
}

PhlStampswapState *
phl_stampswap_position_read (const PhlSetup  *setup,
                             GError         **error)
{
  g_return_val_if_fail (setup != NULL && setup->file != NULL, NULL);

  return load_position (setup->file, setup->n_players, error);
}

static PhlStampswapState *
load_position (PhlKeyFile  *file,
               int          players,
               GError     **error)
{
  g_autoptr(PhlStampswapDeck) contests = NULL;
  PhlStampswapState *state;
  int current = 1;

  /* A game in progress (docs/save-format.md); without [Progress], the
   * finished albums of an analysis. */
  if (phl_key_file_has_group (file, PHL_STAMPSWAP_PROGRESS_GROUP))
    return phl_stampswap_progress_load (file, players, error);
  /* 0: nobody is to act, the game is over (what `replay` writes then). */
  if (!phl_key_file_get_int_default (file, "Match", "Current", 0, players, 1, &current, error))
    return NULL;
  current = MAX (current, 1);
  contests = phl_stampswap_deck_load_cards (file, error);
  if (contests == NULL)
    return NULL;
  for (guint i = 0; i < phl_stampswap_deck_n_cards (contests); i++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (contests, i);

      if (card->kind != PHL_STAMPSWAP_CARD_CONTEST)
        {
          g_autofree char *group = g_strconcat (phl_stampswap_card_kind_to_string (card->kind),
                                                ":", card->id, NULL);
          phl_key_file_set_error (file, error, PHL_ERROR_INVALID, group, NULL,
                                  _("a position may only hold contest cards"));
          return NULL;
        }
    }

  state = g_new0 (PhlStampswapState, 1);
  state->deck = phl_stampswap_deck_ref (contests);
  state->n_players = players;
  state->solo = FALSE;
  state->phase = PHL_STAMPSWAP_PHASE_ANALYSIS;
  state->current = current - 1;
  state->token_holder = PHL_STAMPSWAP_NONE;
  for (guint s = 0; s < (guint) players; s++)
    if (!load_album (file, s, &state->players[s], error))
      {
        phl_stampswap_state_free (state);
        return NULL;
      }
  phl_stampswap_state_score_final (state);
  return state;
}

void
phl_stampswap_position_save (const PhlStampswapState *state,
                             GKeyFile                *file)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (file != NULL);

  g_key_file_set_integer (file, "Match", "Players", state->n_players);
  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlStampswapPlayer *p = &state->players[s];
      g_autofree char *group = g_strdup_printf ("Player%u", s + 1);
      g_autofree char *stamps_group = g_strdup_printf ("Player%u.Stamps", s + 1);
      char rows[N][N + 1];
      const char *list[N];
      guint n_specialists = p->extra_specialists;

      for (guint y = 0; y < N; y++)
        {
          for (guint x = 0; x < N; x++)
            {
              guint8 cell = p->album.cells[y][x];
              /* More stamps than characters cannot happen in a real game. */
              rows[y][x] = cell == 0 ? '.' : stamp_chars[(cell - 1) % (sizeof stamp_chars - 1)];
            }
          rows[y][N] = '\0';
          list[y] = rows[y];
        }
      g_key_file_set_string_list (file, group, "Album", list, N);
      for (guint k = 0; k < p->album.n_stamps; k++)
        {
          char key[2] = { stamp_chars[k % (sizeof stamp_chars - 1)], '\0' };
          g_autofree char *spec = phl_stampswap_stamp_to_string (&p->album.stamps[k]);

          g_key_file_set_string (file, stamps_group, key, spec);
        }
      if (state->deck != NULL && state->phase != PHL_STAMPSWAP_PHASE_ANALYSIS)
        for (guint i = 0; i < p->n_cards; i++)
          n_specialists += phl_stampswap_state_card (state, p->cards[i])->kind == PHL_STAMPSWAP_CARD_SPECIALIST;
      if (n_specialists > 0)
        g_key_file_set_integer (file, group, "Specialists", n_specialists);
    }

  if (state->deck == NULL)
    return;
  /* Names as the deck writes them, not in the interface language: the
   * file must read the same in every language. */
  if (state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    {
      for (guint i = 0; i < phl_stampswap_deck_n_cards (state->deck); i++)
        phl_stampswap_deck_save_card (state->deck, i, file);
    }
  else
    {
      for (guint i = 0; i < state->n_board; i++)
        phl_stampswap_deck_save_card (state->deck, state->board[i], file);
      phl_stampswap_progress_save (state, file);
    }
}

void
phl_stampswap_position_write_score (const PhlStampswapState *state,
                                    GKeyFile                *out)
{
  g_autoptr(GArray) contests = NULL;
  PhlStampswapState *final;

  g_return_if_fail (state != NULL);
  g_return_if_fail (out != NULL);

  /* Forever, values and specialists as the Final Show would count them now. */
  final = phl_stampswap_state_copy (state);
  phl_stampswap_state_score_final (final);

  contests = g_array_new (FALSE, FALSE, sizeof (guint));
  if (state->phase == PHL_STAMPSWAP_PHASE_ANALYSIS)
    {
      for (guint i = 0; i < phl_stampswap_deck_n_cards (state->deck); i++)
        g_array_append_val (contests, i);
    }
  else
    for (guint i = 0; i < state->n_board; i++)
      {
        guint index = state->board[i];
        g_array_append_val (contests, index);
      }

  for (guint s = 0; s < state->n_players; s++)
    {
      const PhlStampswapPlayer *p = &final->players[s];
      g_autofree char *group = g_strdup_printf ("Player%u", s + 1);

      for (guint i = 0; i < contests->len; i++)
        {
          const PhlStampswapCard *card =
            phl_stampswap_deck_get_card (state->deck, g_array_index (contests, guint, i));
          g_autofree char *key = g_strconcat ("Contest:", card->id, NULL);

          g_key_file_set_integer (out, group, key,
                                  phl_stampswap_contest_score (&card->rule, &p->album));
        }
      g_key_file_set_integer (out, group, "Forever", p->final_points[PHL_STAMPSWAP_FINAL_FOREVER]);
      g_key_file_set_integer (out, group, "Values", p->final_points[PHL_STAMPSWAP_FINAL_VALUES]);
      g_key_file_set_integer (out, group, "Specialists", p->final_points[PHL_STAMPSWAP_FINAL_SPECIALISTS]);
    }
  phl_stampswap_state_free (final);
}
