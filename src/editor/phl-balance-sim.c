/* phl-balance-sim.c — computer-only games with a deck, and what they show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-balance-sim"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "phl-balance-sim.h"
#include "phl-error.h"
#include "phl-rng.h"
#include "stampswap/phl-stampswap-state.h"

#define MAX_ACTIONS_PER_GAME 20000
/* A card is judged only once it was held this often. */
#define MIN_HOLDERS 12

static void
balance_card_free (PhlBalanceCard *card)
{
  g_free (card->group);
  g_free (card->name);
  g_free (card);
}

void
phl_balance_result_free (PhlBalanceResult *result)
{
  if (result == NULL)
    return;
  for (guint i = 0; i < PHL_BALANCE_MAX_SEATS; i++)
    g_clear_pointer (&result->scores[i], g_array_unref);
  g_clear_pointer (&result->cards, g_ptr_array_unref);
  g_free (result);
}

/* Marks every card that came into play in @state for the seats of this game. */
static void
note_round (const PhlStampswapState *state,
            guint8                  *event_seen)
{
  if (state->n_round_events > 0 && state->round_events[0] < PHL_STAMPSWAP_MAX_CARDS)
    event_seen[state->round_events[0]] = 1;
}

static gboolean
play_one (const PhlGameRules *rules,
          const PhlSetup     *setup,
          const PhlAiLevel   *levels,
          guint               shift,
          guint64             seed,
          PhlBalanceResult   *result,
          GError            **error)
{
  g_autoptr(GRand) match_rng = phl_rng_new_from_seed (seed);
  g_autoptr(GRand) ai_rng = phl_rng_new_from_seed (seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  guint8 event_seen[PHL_STAMPSWAP_MAX_CARDS] = { 0 };
  guint n = setup->n_players;
  PhlStampswapState *state;
  guint winners;

  state = rules->new_game (setup, match_rng, error);
  if (state == NULL)
    return FALSE;
  for (guint step = 0; !rules->is_over (state); step++)
    {
      g_autofree char *action = NULL;
      PhlApplyFlags flags;

      note_round (state, event_seen);
      if (step >= MAX_ACTIONS_PER_GAME)
        {
          g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("The game with seed %s did not end."), seed_text);
          rules->free (state);
          return FALSE;
        }
      action = rules->choose_action (state, levels, ai_rng);
      if (action == NULL || !rules->apply (state, action, match_rng, &flags, NULL, error))
        {
          if (action == NULL)
            {
              g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

              g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                           _("The computer found no move in the game with seed %s."), seed_text);
            }
          rules->free (state);
          return FALSE;
        }
    }

  winners = rules->winners (state);
  for (guint i = 0; i < n; i++)
    {
      guint seat = (i + shift) % n;
      int score = rules->score (state, i);
      gboolean won = (winners & (1u << i)) != 0;
      const PhlStampswapPlayer *p = &state->players[i];
      guint8 held[PHL_STAMPSWAP_MAX_CARDS] = { 0 };

      g_array_append_val (result->scores[seat], score);
      if (won)
        result->wins[seat]++;
      for (guint c = 0; c < p->n_cards; c++)
        held[p->cards[c]] = 1;
      held[p->mat_exhibitor] = 1;
      for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS; r++)
        if (p->contest_round[r] < state->n_board)
          held[state->board[p->contest_round[r]]] = 1;
      /* Everybody scores the finale at the Final Show. */
      for (guint b = PHL_STAMPSWAP_N_ROUND_CONTESTS; b < state->n_board; b++)
        held[state->board[b]] = 1;
      for (guint c = 0; c < result->cards->len && c < PHL_STAMPSWAP_MAX_CARDS; c++)
        {
          PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

          /* Events touch everybody at the table. */
          if (held[c] || event_seen[c])
            {
              card->holders++;
              card->holder_wins += won;
              card->holder_score_sum += score;
            }
        }
    }
  for (guint c = 0; c < result->cards->len && c < PHL_STAMPSWAP_MAX_CARDS; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
      gboolean any = event_seen[c];

      for (guint b = PHL_STAMPSWAP_N_ROUND_CONTESTS; b < state->n_board && !any; b++)
        any = state->board[b] == c;

      for (guint i = 0; i < n && !any; i++)
        {
          const PhlStampswapPlayer *p = &state->players[i];

          any = p->mat_exhibitor == c;
          for (guint k = 0; k < p->n_cards && !any; k++)
            any = p->cards[k] == c;
          for (guint r = 0; r < PHL_STAMPSWAP_ROUNDS && !any; r++)
            any = p->contest_round[r] < state->n_board && state->board[p->contest_round[r]] == c;
        }
      card->games_in_play += any;
    }
  rules->free (state);
  return TRUE;
}

static void
finish (PhlBalanceResult *result)
{
  double sum = 0, count = 0;
  guint wins = 0;

  result->min_score = G_MAXINT;
  result->max_score = G_MININT;
  for (guint s = 0; s < result->players; s++)
    {
      for (guint g = 0; g < result->scores[s]->len; g++)
        {
          int v = g_array_index (result->scores[s], int, g);

          sum += v;
          count++;
          result->min_score = MIN (result->min_score, v);
          result->max_score = MAX (result->max_score, v);
        }
      wins += result->wins[s];
    }
  if (count == 0)
    {
      result->min_score = result->max_score = 0;
      return;
    }
  result->mean_score = sum / count;
  result->base_win_rate = wins / count;

  for (guint c = 0; c < result->cards->len; c++)
    {
      PhlBalanceCard *card = g_ptr_array_index (result->cards, c);
      double p0 = result->base_win_rate;

      card->pick_rate = result->games ? (double) card->games_in_play / result->games : 0;
      if (card->holders == 0)
        continue;
      card->holder_win_rate = (double) card->holder_wins / card->holders;
      card->score_effect = card->holder_score_sum / card->holders - result->mean_score;
      /* Far from the rest: the holders' win rate is more than 2.5 standard
       * errors and 10 points away from the table's. */
      if (card->holders >= MIN_HOLDERS && p0 > 0 && p0 < 1)
        {
          double se = sqrt (p0 * (1 - p0) / card->holders);

          card->outlier = fabs (card->holder_win_rate - p0) > MAX (2.5 * se, 0.10);
        }
    }
}

PhlBalanceResult *
phl_balance_sim_run (const char              *deck_path,
                     const PhlBalanceOptions *options,
                     volatile gint           *progress,
                     GCancellable            *cancellable,
                     GError                 **error)
{
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  g_autoptr(PhlBalanceResult) result = g_new0 (PhlBalanceResult, 1);
  g_autoptr(PhlStampswapDeck) deck = NULL;
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlSetup setup = { 0 };
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->players >= 1 && options->players <= PHL_BALANCE_MAX_SEATS, NULL);

  if (rules == NULL)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, "no Stamp Swap engine");
      return NULL;
    }
  deck = phl_stampswap_deck_load_path (deck_path, error);
  if (deck == NULL)
    return NULL;

  result->players = options->players;
  for (guint i = 0; i < PHL_BALANCE_MAX_SEATS; i++)
    result->scores[i] = g_array_new (FALSE, FALSE, sizeof (int));
  result->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) balance_card_free);
  for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
    {
      const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);
      PhlBalanceCard *bc = g_new0 (PhlBalanceCard, 1);

      bc->group = g_strdup_printf ("%s:%s", phl_stampswap_card_kind_to_string (card->kind), card->id);
      bc->name = g_strdup (card->name);
      bc->kind = card->kind;
      g_ptr_array_add (result->cards, bc);
    }
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = options->level;
  setup.n_players = options->players;
  setup.deck = deck_path;

  for (guint g = 0; g < options->games; g++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      if (!play_one (rules, &setup, levels, g % options->players, options->seed + g, result, error))
        return NULL;
      result->games++;
      if (progress != NULL)
        g_atomic_int_set (progress, (gint) result->games);
    }
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  finish (result);
  return g_steal_pointer (&result);
}

typedef struct
{
  char             *deck_path;
  PhlBalanceOptions options;
  volatile gint    *progress;
} TaskData;

static void
task_data_free (TaskData *data)
{
  g_free (data->deck_path);
  g_free (data);
}

static void
run_thread (GTask        *task,
            gpointer      source,
            gpointer      task_data,
            GCancellable *cancellable)
{
  TaskData *data = task_data;
  GError *error = NULL;
  PhlBalanceResult *result;

  result = phl_balance_sim_run (data->deck_path, &data->options, data->progress, cancellable, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) phl_balance_result_free);
}

void
phl_balance_sim_run_async (const char              *deck_path,
                           const PhlBalanceOptions *options,
                           volatile gint           *progress,
                           GCancellable            *cancellable,
                           GAsyncReadyCallback      callback,
                           gpointer                 user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  TaskData *data = g_new0 (TaskData, 1);

  data->deck_path = g_strdup (deck_path);
  data->options = *options;
  data->progress = progress;
  /* A cancelled run still returns what it played. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_task_data (task, data, (GDestroyNotify) task_data_free);
  g_task_set_source_tag (task, phl_balance_sim_run_async);
  /* g_task_set_check_cancellable() stays FALSE: a cancelled run returns
   * the games played so far. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

PhlBalanceResult *
phl_balance_sim_run_finish (GAsyncResult *result,
                            GError      **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

char *
phl_balance_result_to_text (const PhlBalanceResult *result)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "Games=%u Players=%u Seconds=%.1f MeanScore=%.1f Range=%d..%d\n",
                          result->games, result->players, result->seconds, result->mean_score,
                          result->min_score, result->max_score);
  for (guint s = 0; s < result->players; s++)
    {
      double sum = 0;

      for (guint g = 0; g < result->scores[s]->len; g++)
        sum += g_array_index (result->scores[s], int, g);
      g_string_append_printf (out, "Seat%u Wins=%u (%.0f%%) MeanScore=%.1f\n", s + 1, result->wins[s],
                              result->games ? 100.0 * result->wins[s] / result->games : 0,
                              result->scores[s]->len ? sum / result->scores[s]->len : 0);
    }
  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      g_string_append_printf (out, "%-34s in-play=%3.0f%% holders=%4u win=%3.0f%% score%+5.1f%s\n",
                              card->group, 100 * card->pick_rate, card->holders, 100 * card->holder_win_rate,
                              card->score_effect, card->outlier ? "  OUTLIER" : "");
    }
  return g_string_free (out, FALSE);
}
