/* phl-stampswap-ai.c — computer players' decisions and hints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Levels: easy plays legal moves at random and places stamps at the first
 * free spot; normal values items by points and contest fit and places by
 * searching the album; hard values every item by its best placement, cuts
 * against what each opponent would take and searches placements with a
 * fuller evaluation (holes, corners, edges, free space).  The valuations
 * they rank by are in phl-stampswap-ai-eval.c.
 */
#define G_LOG_DOMAIN "phl-stampswap-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "phl-number.h"
#include "stampswap/phl-stampswap-action.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-ai-private.h"
#include "stampswap/phl-stampswap-game.h"

#define N     PHL_STAMPSWAP_ALBUM_SIZE
#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY
#define NONE  PHL_STAMPSWAP_NONE

#define SWAP_GUINT(a, b) G_STMT_START { guint t_ = (a); (a) = (b); (b) = t_; } G_STMT_END

/* Hard placement look-ahead: spots tried, and stamps placed after each. */
#define ROLLOUT_SPOTS  5u
#define ROLLOUT_STAMPS 3u

/* ------------------------------------------------------------- Decisions */

typedef struct
{
  char   *action;
  double  value;
  char   *reason;
} Scored;

static void
scored_clear (gpointer data)
{
  Scored *s = data;

  g_free (s->action);
  g_free (s->reason);
}

static gint
compare_scored (gconstpointer a,
                gconstpointer b)
{
  const Scored *x = a, *y = b;

  return x->value < y->value ? 1 : x->value > y->value ? -1 : 0;
}

static void
add_scored (GArray     *out,
            char       *action,
            double      value,
            char       *reason)
{
  Scored s = { action, value, reason };

  g_array_append_val (out, s);
}

static void
rank_collect (const Ctx *ctx,
              GArray    *out)
{
  const PhlStampswapState *state = ctx->state;

  for (guint i = 0; i < state->n_pool; i++)
    {
      guint16 item = state->pool[i];
      double v;

      if (item == EMPTY)
        continue;
      v = _phl_stampswap_ai_item_value (ctx, item);
      /* The token also makes you first to choose and to collect next round. */
      if (item == PHL_STAMPSWAP_ITEM_TOKEN && state->round + 1 < PHL_STAMPSWAP_ROUNDS)
        v += 1.0;
      char *worth = phl_number_format_decimal (v, 1);
      add_scored (out, phl_stampswap_action_take (i), v,
                  g_strdup_printf (_("worth about %s points to you"), worth));
      g_free (worth);
    }
}

/* Parses a legal cut action ("cut 2|1,4|3,5,6") back into its three lists
 * of 0-based collection indices. */
void
_phl_stampswap_ai_parse_cut (const char *action,
                             guint8      lists[3][PHL_STAMPSWAP_MAX_HELD],
                             guint       n_lists[3])
{
  const char *p = action + 4;

  for (guint l = 0; l < 3; l++)
    {
      n_lists[l] = 0;
      while (*p != '\0' && *p != '|')
        {
          char *end;
          long v = strtol (p, &end, 10);

          if (end == p)
            break;
          lists[l][n_lists[l]++] = v - 1;
          p = *end == ',' ? end + 1 : end;
        }
      if (*p == '|')
        p++;
    }
}

static void
rank_cut (const Ctx *ctx,
          GArray    *out)
{
  const PhlStampswapState *state = ctx->state;
  const PhlStampswapPlayer *p = &state->players[ctx->seat];
  g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);
  double mine[PHL_STAMPSWAP_MAX_HELD];
  double theirs[PHL_STAMPSWAP_MAX_PARTS][PHL_STAMPSWAP_MAX_HELD];
  guint n_parts = phl_stampswap_state_n_parts (state);

  for (guint i = 0; i < p->n_collection; i++)
    mine[i] = _phl_stampswap_ai_item_value (ctx, p->collection[i]);
  if (ctx->level == PHL_AI_HARD)
    for (guint o = 0; o < n_parts; o++)
      {
        Ctx other;

        if (o == ctx->seat || o >= state->n_players)
          continue;
        _phl_stampswap_ai_ctx_init (&other, state, o, PHL_AI_NORMAL);
        for (guint i = 0; i < p->n_collection; i++)
          theirs[o][i] = _phl_stampswap_ai_item_value (&other, p->collection[i]);
      }

  for (guint a = 0; a < legal->len; a++)
    {
      const char *action = g_ptr_array_index (legal, a);
      guint8 lists[3][PHL_STAMPSWAP_MAX_HELD];
      guint n_lists[3];
      double reserve = 0, pile[2] = { 0, 0 }, keep;

      _phl_stampswap_ai_parse_cut (action, lists, n_lists);
      for (guint i = 0; i < n_lists[0]; i++)
        reserve += mine[lists[0][i]];
      for (guint k = 0; k < 2; k++)
        for (guint i = 0; i < n_lists[k + 1]; i++)
          pile[k] += mine[lists[k + 1][i]];

      if (ctx->level == PHL_AI_HARD && state->n_players > 1)
        {
          guint n = 0;

          /* Each possible chooser takes the pile it likes better; I keep the other. */
          keep = 0;
          for (guint o = 0; o < state->n_players; o++)
            {
              double their[2] = { 0, 0 };

              if (o == ctx->seat)
                continue;
              for (guint k = 0; k < 2; k++)
                for (guint i = 0; i < n_lists[k + 1]; i++)
                  their[k] += theirs[o][lists[k + 1][i]];
              keep += their[0] >= their[1] ? pile[1] : pile[0];
              n++;
            }
          keep /= MAX (n, 1u);
          keep = 0.5 * keep + 0.5 * MIN (pile[0], pile[1]);
        }
      else
        keep = MIN (pile[0], pile[1]);
      g_autofree char *kept = phl_number_format_decimal (reserve, 1);
      g_autofree char *left = phl_number_format_decimal (keep, 1);

      add_scored (out, g_strdup (action), reserve + keep,
                  g_strdup_printf (_("keeps %s in the reserve; the pile left to you is worth about %s"),
                                   kept, left));
    }
}

static void
rank_choose (const Ctx *ctx,
             GArray    *out)
{
  const PhlStampswapState *state = ctx->state;

  for (guint o = 0; o < phl_stampswap_state_n_parts (state); o++)
    {
      const PhlStampswapPlayer *p = &state->players[o];

      if (o == ctx->seat || p->piles_state != PHL_STAMPSWAP_PILES_UP)
        continue;
      for (guint k = 0; k < 2; k++)
        {
          double v = _phl_stampswap_ai_items_value (ctx, p->piles[k], p->n_pile[k]);
          g_autofree char *worth = phl_number_format_decimal (v, 1);

          add_scored (out, phl_stampswap_action_choose (o, k), v,
                      g_strdup_printf (_("this pile is worth about %s points to you"), worth));
        }
    }
}

/* Largest pending stamp first: it is the hardest to fit later. */
int
_phl_stampswap_ai_pick_pending (const PhlStampswapPlayer *p)
{
  int best = -1;
  guint best_area = 0;

  for (guint i = 0; i < p->n_pending; i++)
    {
      const PhlStampswapTile *tile;

      if (p->pending[i] == EMPTY)
        continue;
      tile = _phl_stampswap_ai_tile_of (p->pending[i]);
      if (best < 0 || (guint) tile->w * tile->h > best_area)
        {
          best = i;
          best_area = tile->w * tile->h;
        }
    }
  return best;
}

/* Hard: places the other pending stamps greedily after a candidate spot
 * and returns the album's value then, counting stamps that no longer fit
 * as discards. */
static double
rollout (const Ctx                *ctx,
         const PhlStampswapPlayer *p,
         PhlStampswapAlbum        *album,
         int                       skip)
{
  guint8 done[PHL_STAMPSWAP_MAX_HELD] = { 0 };
  double discarded = 0;

  done[skip] = 1;
  /* The largest few are the ones that may not fit: enough to judge a spot
   * and it bounds the search time whatever the number of new stamps. */
  for (guint placed = 0; placed < ROLLOUT_STAMPS; placed++)
    {
      int index = -1, x = 0, y = 0;
      guint best_area = 0;
      const PhlStampswapTile *tile;

      for (guint i = 0; i < p->n_pending; i++)
        if (p->pending[i] != EMPTY && !done[i]
            && (index < 0 || (guint) _phl_stampswap_ai_tile_of (p->pending[i])->w
                                 * _phl_stampswap_ai_tile_of (p->pending[i])->h > best_area))
          {
            index = i;
            best_area = _phl_stampswap_ai_tile_of (p->pending[i])->w
                        * _phl_stampswap_ai_tile_of (p->pending[i])->h;
          }
      if (index < 0)
        break;
      done[index] = 1;
      tile = _phl_stampswap_ai_tile_of (p->pending[index]);
      if (_phl_stampswap_ai_best_spot (ctx, album, tile, TRUE, &x, &y) == -INFINITY
          && _phl_stampswap_ai_best_spot (ctx, album, tile, FALSE, &x, &y) == -INFINITY)
        {
          /* Lost: its value is scored at once, and the space it would have used is wasted. */
          for (guint k = 0; k < tile->n_stamps; k++)
            discarded += tile->stamps[k].value - 2.0;
          continue;
        }
      phl_stampswap_album_place (album, tile, x, y);
    }
  return _phl_stampswap_ai_album_eval (ctx, album) + discarded;
}

static void
rank_show (const Ctx *ctx,
           GArray    *out)
{
  const PhlStampswapState *state = ctx->state;
  const PhlStampswapPlayer *p = &state->players[ctx->seat];
  int index = _phl_stampswap_ai_pick_pending (p);

  if (index >= 0)
    {
      const PhlStampswapTile *tile = _phl_stampswap_ai_tile_of (p->pending[index]);
      guint8 cells[N * N];
      guint n = phl_stampswap_album_placements (&p->album, tile, cells);
      double base = _phl_stampswap_ai_album_eval (ctx, &p->album);
      guint first = out->len;

      if (n == 0)
        {
          add_scored (out, phl_stampswap_action_discard (index), 0,
                      g_strdup (_("it fits nowhere in your album")));
          return;
        }
      for (guint k = 0; k < n; k++)
        {
          int x = cells[k] % N, y = cells[k] / N;
          PhlStampswapAlbum after = p->album;
          double v;

          phl_stampswap_album_place (&after, tile, x, y);
          v = _phl_stampswap_ai_album_eval (ctx, &after) - base
              + 0.15 * _phl_stampswap_ai_contact (&p->album, tile, x, y);
          char *worth = phl_number_format_decimal (v, 1);
          add_scored (out, phl_stampswap_action_place (index, x, y), v,
                      g_strdup_printf (_("adds about %s points and keeps the album tidy"), worth));
          g_free (worth);
        }

      /* Hard looks ahead: the best few spots are judged by where the rest
       * of this round's stamps can still go. */
      if (ctx->level == PHL_AI_HARD)
        {
          guint pending = 0;

          for (guint i = 0; i < p->n_pending; i++)
            pending += p->pending[i] != EMPTY;
          if (pending > 1)
            {
              guint order[N * N];
              guint n_values = out->len - first;
              guint8 chosen[N * N] = { 0 };

              /* Exactly the best few spots (ties broken by reading order). */
              for (guint i = 0; i < n_values; i++)
                order[i] = i;
              for (guint i = 0; i < MIN (n_values, ROLLOUT_SPOTS); i++)
                {
                  guint best = i;

                  for (guint j = i + 1; j < n_values; j++)
                    if (g_array_index (out, Scored, first + order[j]).value
                        > g_array_index (out, Scored, first + order[best]).value)
                      best = j;
                  SWAP_GUINT (order[i], order[best]);
                  chosen[order[i]] = 1;
                }
              for (guint i = 0; i < n_values; i++)
                {
                  Scored *s = &g_array_index (out, Scored, first + i);
                  PhlStampswapAlbum after = p->album;
                  /* Candidate i is the placement at cells[i], added above in that order. */
                  int x = cells[i] % N, y = cells[i] / N;

                  if (!chosen[i])
                    {
                      s->value -= 1000;  /* not looked at: ranked after those that were */
                      continue;
                    }
                  phl_stampswap_album_place (&after, tile, x, y);
                  s->value = rollout (ctx, p, &after, index) - base
                             + 0.15 * _phl_stampswap_ai_contact (&p->album, tile, x, y);
                  g_free (s->reason);
                  char *worth = phl_number_format_decimal (s->value, 1);
                  s->reason = g_strdup_printf (_("adds about %s points once this round’s other stamps fit around it"),
                                               worth);
                  g_free (worth);
                }
            }
        }
      return;
    }

  {
    double now[PHL_STAMPSWAP_N_ROUND_CONTESTS];
    guint open[PHL_STAMPSWAP_N_ROUND_CONTESTS];
    guint n_open = 0, entries_left;

    for (guint slot = 0; slot < PHL_STAMPSWAP_N_ROUND_CONTESTS && slot < state->n_board; slot++)
      if (!(p->tickets & (1u << slot)))
        {
          now[n_open] = phl_stampswap_game_contest_value (state, ctx->seat, slot);
          open[n_open++] = slot;
        }
    entries_left = PHL_STAMPSWAP_ROUNDS - state->round;
    for (guint i = 0; i < n_open; i++)
      {
        const PhlStampswapCard *card = phl_stampswap_state_card (state, state->board[open[i]]);
        double v = now[i];

        /* Hard saves the contests that will be worth most for later rounds:
         * albums grow, so it enters now the weakest of the ones it will
         * still enter, and skips the weakest of all. */
        if (ctx->level == PHL_AI_HARD && entries_left > 1)
          {
            guint better = 0;

            for (guint j = 0; j < n_open; j++)
              better += now[j] > now[i] || (now[j] == now[i] && j < i);
            v = better == entries_left - 1 ? now[i] + 100 : now[i] - 10.0 * MAX (0, (int) better - (int) entries_left + 1);
          }
        add_scored (out, phl_stampswap_action_contest (card->id), v,
                    g_strdup_printf (_("%s scores %d points now"), card->name, (int) now[i]));
      }
  }
}

static GArray *
rank (const PhlStampswapState *state,
      PhlAiLevel               level)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Scored));
  Ctx ctx;

  g_array_set_clear_func (out, scored_clear);
  _phl_stampswap_ai_ctx_init (&ctx, state, state->current, level);
  switch (state->phase)
    {
    case PHL_STAMPSWAP_PHASE_COLLECT:
      rank_collect (&ctx, out);
      break;
    case PHL_STAMPSWAP_PHASE_CUT:
      rank_cut (&ctx, out);
      break;
    case PHL_STAMPSWAP_PHASE_CHOOSE:
      rank_choose (&ctx, out);
      break;
    case PHL_STAMPSWAP_PHASE_SHOW:
      rank_show (&ctx, out);
      break;
    default:
      break;
    }
  g_array_sort (out, compare_scored);
  return out;
}

GPtrArray *
_phl_stampswap_ai_ranked_actions (const PhlStampswapState *state,
                                  PhlAiLevel               level,
                                  guint                    max_actions)
{
  g_autoptr(GArray) ranked = rank (state, level);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < ranked->len && i < max_actions; i++)
    g_ptr_array_add (out, g_strdup (g_array_index (ranked, Scored, i).action));
  return out;
}

/* Easy: any legal move, except that stamps go to the first free spot. */
static char *
choose_easy (const PhlStampswapState *state,
             GRand                   *rng)
{
  const PhlStampswapPlayer *p = &state->players[state->current];
  g_autoptr(GPtrArray) legal = NULL;

  if (state->phase == PHL_STAMPSWAP_PHASE_SHOW)
    {
      int index = -1;

      for (guint i = 0; i < p->n_pending && index < 0; i++)
        if (p->pending[i] != EMPTY)
          index = i;
      if (index >= 0)
        {
          guint8 cells[N * N];
          guint n = phl_stampswap_album_placements (&p->album, _phl_stampswap_ai_tile_of (p->pending[index]), cells);

          if (n == 0)
            return phl_stampswap_action_discard (index);
          return phl_stampswap_action_place (index, cells[0] % N, cells[0] / N);
        }
    }
  legal = phl_stampswap_game_legal (state);
  g_return_val_if_fail (legal->len > 0, NULL);
  return g_strdup (g_ptr_array_index (legal, g_rand_int_range (rng, 0, legal->len)));
}

char *
phl_stampswap_ai_choose (const PhlStampswapState *state,
                         PhlAiLevel               level,
                         GRand                   *rng)
{
  g_autoptr(GArray) ranked = NULL;
  PhlStampswapState *view;
  char *action;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);
  g_return_val_if_fail (phl_stampswap_game_current (state) >= 0, NULL);

  if (level == PHL_AI_EASY)
    return choose_easy (state, rng);

  view = phl_stampswap_ai_view (state, state->current, rng);
  ranked = rank (view, level);
  if (ranked->len == 0)
    action = choose_easy (state, rng);
  else
    action = g_strdup (g_array_index (ranked, Scored, 0).action);
  phl_stampswap_state_free (view);
  return action;
}

PhlStampswapAiChoice *
phl_stampswap_ai_hint (const PhlStampswapState *state,
                       GRand                   *rng)
{
  g_autoptr(GArray) ranked = NULL;
  PhlStampswapAiChoice *choice;
  PhlStampswapState *view;
  Scored *best;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  if (phl_stampswap_game_current (state) < 0)
    return NULL;
  view = phl_stampswap_ai_view (state, state->current, rng);
  ranked = rank (view, PHL_AI_HARD);
  phl_stampswap_state_free (view);
  if (ranked->len == 0)
    return NULL;
  best = &g_array_index (ranked, Scored, 0);
  choice = g_new0 (PhlStampswapAiChoice, 1);
  choice->action = g_steal_pointer (&best->action);
  choice->value = best->value;
  choice->reason = g_steal_pointer (&best->reason);
  return choice;
}

void
phl_stampswap_ai_choice_free (PhlStampswapAiChoice *choice)
{
  if (choice == NULL)
    return;
  g_free (choice->action);
  g_free (choice->reason);
  g_free (choice);
}

GPtrArray *
phl_stampswap_ai_rank (const PhlStampswapState *state,
                       GRand                   *rng)
{
  g_autoptr(GArray) ranked = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);
  PhlStampswapState *view;

  g_return_val_if_fail (state != NULL, out);

  if (phl_stampswap_game_current (state) < 0)
    return out;
  view = phl_stampswap_ai_view (state, state->current, rng);
  ranked = rank (view, PHL_AI_HARD);
  for (guint i = 0; i < ranked->len; i++)
    {
      const Scored *s = &g_array_index (ranked, Scored, i);

      g_hash_table_add (listed, s->action);
      g_ptr_array_add (out, g_strdup_printf ("%s value=%.1f", s->action, s->value));
    }
  /* Moves the ranking does not value (other stamps in the Show) come last. */
  legal = phl_stampswap_game_legal (state);
  for (guint i = 0; i < legal->len; i++)
    if (!g_hash_table_contains (listed, g_ptr_array_index (legal, i)))
      g_ptr_array_add (out, g_strdup (g_ptr_array_index (legal, i)));
  phl_stampswap_state_free (view);
  return out;
}

gboolean
phl_stampswap_ai_best_placement (const PhlStampswapState *state,
                                 guint                    seat,
                                 guint                    tile,
                                 PhlAiLevel               level,
                                 int                     *x,
                                 int                     *y)
{
  Ctx ctx;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (tile < PHL_STAMPSWAP_N_TILES, FALSE);
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  _phl_stampswap_ai_ctx_init (&ctx, state, seat, level);
  return _phl_stampswap_ai_best_spot (&ctx, &state->players[seat].album, _phl_stampswap_ai_tile_of (tile),
                                      FALSE, x, y) != -INFINITY;
}
