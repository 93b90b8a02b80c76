/* phl-stampswap-balance.c — the balance test's games, on every core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays games as `philatelia-cli selfplay stampswap --deck FILE` does (same
 * engine, same computer players, game g with seed S + g).  Workers take the
 * next game number from an atomic counter and write its record into the
 * slot of that number, so the records, and so the report, are the same
 * whatever the number of threads.  The slots come in blocks made as the
 * games reach them: memory grows with the games played, not the games
 * asked for (a run of 2³¹ games stopped early costs what it played).  Each
 * worker plays on its own state; the deck is loaded once and shared
 * read-only (it is immutable).
 *
 * The games come in batches: the first look's, then as many again each
 * time, up to the cap.  After each batch every card is analysed; the run
 * stops when none is undecided.  A batch ends with all its games, so which
 * games a look sees never depends on the threads either.
 *
 * While a card changed from the reference deck is undecided, each game is
 * also played with the reference deck and the same seed, into a parallel
 * record (docs/deck-editor.md "Changed cards").
 */
#define G_LOG_DOMAIN "phl-balance"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "phl-ai.h"
#include "phl-error.h"
#include "phl-rng.h"
#include "stampswap/phl-stampswap-balance.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-state.h"

/* No computer game needs more; one that does is a bug. */
#define MAX_ACTIONS_PER_GAME 20000
/* Games per block of records. */
#define BLOCK_GAMES 4096

typedef struct
{
  PhlStampswapDeck        *deck;
  const PhlBalanceOptions *options;
  /* Blocks of BLOCK_GAMES records, made when a game first needs one. */
  PhlBalanceGame         **blocks;
  guint                    n_blocks;
  /* The reference deck's games with the same seeds, while a changed card
   * is undecided (with_reference). */
  PhlBalanceReference      reference;
  PhlBalanceGame         **ref_blocks;
  gboolean                 with_reference;
  volatile gint            next;      /* the next game number to play */
  guint                    limit;     /* the end of the current batch */
  volatile gint           *progress;
  GCancellable            *cancellable;
  GMutex                   lock;      /* guards blocks and error */
  GError                  *error;
} Run;

static PhlBalanceGame *
record_of (Run             *run,
           PhlBalanceGame **blocks,
           guint            g)
{
  PhlBalanceGame *block;

  g_mutex_lock (&run->lock);
  if (blocks[g / BLOCK_GAMES] == NULL)
    blocks[g / BLOCK_GAMES] = g_new0 (PhlBalanceGame, BLOCK_GAMES);
  block = blocks[g / BLOCK_GAMES];
  g_mutex_unlock (&run->lock);
  return &block[g % BLOCK_GAMES];
}

/* The games played, in their order, in one array (the blocks stay); with
 * @ref_games, the reference's games of the same seeds beside them (not
 * done where not played). */
static PhlBalanceGame *
gather_played (Run             *run,
               guint           *n_played,
               PhlBalanceGame **ref_games)
{
  guint n = 0;
  PhlBalanceGame *games;

  for (guint b = 0; b < run->n_blocks; b++)
    for (guint i = 0; run->blocks[b] != NULL && i < BLOCK_GAMES; i++)
      n += run->blocks[b][i].done;
  games = g_new (PhlBalanceGame, MAX (n, 1));
  *ref_games = g_new0 (PhlBalanceGame, MAX (n, 1));
  n = 0;
  for (guint b = 0; b < run->n_blocks; b++)
    for (guint i = 0; run->blocks[b] != NULL && i < BLOCK_GAMES; i++)
      if (run->blocks[b][i].done)
        {
          if (run->ref_blocks[b] != NULL)
            (*ref_games)[n] = run->ref_blocks[b][i];
          games[n++] = run->blocks[b][i];
        }
  *n_played = n;
  return games;
}

static void
free_blocks (Run *run)
{
  for (guint b = 0; b < run->n_blocks; b++)
    {
      g_free (run->blocks[b]);
      g_free (run->ref_blocks[b]);
    }
  g_clear_pointer (&run->blocks, g_free);
  g_clear_pointer (&run->ref_blocks, g_free);
}

static void
set_bit (guint64 *bits,
         guint    index)
{
  if (index < PHL_BALANCE_MAX_CARDS)
    bits[index / 64] |= G_GUINT64_CONSTANT (1) << (index % 64);
}

/* Plays game @g; FALSE with @error when the game breaks, FALSE without it
 * when cancelled. */
static gboolean
play_one (Run              *run,
          PhlStampswapDeck *deck,
          guint             g,
          PhlBalanceGame   *record,
          GError          **error)
{
  const PhlGameRules *rules = &phl_stampswap_rules;
  guint64 seed = run->options->seed + g;
  g_autoptr(GRand) match_rng = phl_rng_new_from_seed (seed);
  g_autoptr(GRand) ai_rng = phl_rng_new_from_seed (seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlSetup setup = { 0 };
  PhlStampswapState *state;
  guint n = run->options->players;
  guint shift = g % n;
  guint winners;

  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = run->options->level;
  setup.n_players = n;
  int final_points[PHL_BALANCE_MAX_CARDS] = { 0 };

  state = phl_stampswap_game_new_with_deck (&setup, deck, match_rng, error);
  if (state == NULL)
    return FALSE;
  memset (record->events, 0xff, sizeof record->events);
  for (guint step = 0; !rules->is_over (state); step++)
    {
      g_autofree char *action = NULL;
      PhlApplyFlags flags;

      /* Checked every move: a cancel is felt at once, not a game later. */
      if (g_cancellable_is_cancelled (run->cancellable))
        {
          rules->free (state);
          return FALSE;
        }
      if (state->n_round_events > 0 && state->round < PHL_BALANCE_ROUNDS)
        {
          record->events[state->round] = state->round_events[0];
          set_bit (record->in_play, state->round_events[0]);
        }
      if (step >= MAX_ACTIONS_PER_GAME)
        {
          g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("The game with seed %s did not end."), seed_text);
          rules->free (state);
          return FALSE;
        }
      action = phl_ai_choose (rules, state, levels, ai_rng, NULL);
      if (action == NULL)
        {
          g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

          g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID,
                       _("The computer found no move in the game with seed %s."), seed_text);
          rules->free (state);
          return FALSE;
        }
      if (!rules->apply (state, action, match_rng, &flags, NULL, error))
        {
          rules->free (state);
          return FALSE;
        }
    }

  record->n_players = n;
  winners = rules->winners (state);
  for (guint i = 0; i < n; i++)
    {
      /* The first player rotates over the seats of the table. */
      guint seat = (i + shift) % n;
      const PhlStampswapPlayer *p = &state->players[i];

      record->score[seat] = rules->score (state, i);
      if (winners & (1u << i))
        record->winners |= 1u << seat;
      for (guint c = 0; c < p->n_cards; c++)
        {
          set_bit (record->held[seat], p->cards[c]);
          set_bit (record->in_play, p->cards[c]);
        }
      set_bit (record->held[seat], p->mat_exhibitor);
      set_bit (record->in_play, p->mat_exhibitor);
    }
  record->n_board = MIN (state->n_board, G_N_ELEMENTS (record->board));
  memcpy (record->board, state->board, record->n_board);
  for (guint b = 0; b < record->n_board; b++)
    set_bit (record->in_play, record->board[b]);
  /* What each card scored itself: the rounds' and the Final Show's. */
  phl_stampswap_state_final_card_points (state, final_points);
  for (guint c = 0; c < PHL_BALANCE_MAX_CARDS; c++)
    {
      record->card_points[c] = (gint16) CLAMP (state->card_points[c] + final_points[c], G_MININT16, G_MAXINT16);
      if (record->card_points[c] != 0)
        set_bit (record->in_play, c);
    }
  rules->free (state);
  return TRUE;
}

static gpointer
worker (gpointer data)
{
  Run *run = data;

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      guint g = (guint) g_atomic_int_add (&run->next, 1);
      PhlBalanceGame *record;

      /* Compared unsigned: the counter may pass G_MAXINT. */
      if (g >= run->limit || g_cancellable_is_cancelled (run->cancellable))
        break;
      record = record_of (run, run->blocks, g);
      if (!play_one (run, run->deck, g, record, &error)
          || (run->with_reference
              && !play_one (run, run->reference.deck, g, record_of (run, run->ref_blocks, g), &error)))
        {
          if (error != NULL)
            {
              g_mutex_lock (&run->lock);
              if (run->error == NULL)
                run->error = g_steal_pointer (&error);
              g_mutex_unlock (&run->lock);
              /* The other workers stop at their next game. */
              g_atomic_int_set (&run->next, (gint) run->limit);
            }
          break;
        }
      record->done = TRUE;
      if (run->with_reference)
        record_of (run, run->ref_blocks, g)->done = TRUE;
      if (run->progress != NULL)
        g_atomic_int_inc (run->progress);
    }
  return NULL;
}

guint
phl_balance_planned_looks (const PhlBalanceOptions *options)
{
  guint first = options->first_look ? options->first_look : PHL_BALANCE_FIRST_LOOK;
  guint looks = 1;

  for (guint64 n = first; n < options->games; n *= 2)
    looks++;
  return looks;
}

/* Plays games up to @run->limit on @n_threads threads, the calling one
 * among them. */
static void
play_batch (Run   *run,
            guint  n_threads)
{
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  for (guint t = 1; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("phl-balance", worker, run));
  worker (run);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
  /* The counter went past the batch's end: the next batch starts there. */
  g_atomic_int_set (&run->next, (gint) run->limit);
}

/* Whether the card the power benchmark watches (@group) is decided. */
static gboolean
focus_decided (const PhlBalanceResult *result,
               const char             *group)
{
  if (group == NULL)
    return FALSE;
  for (guint c = 0; c < result->cards->len; c++)
    {
      const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

      if (g_strcmp0 (card->group, group) == 0)
        return card->verdict != PHL_BALANCE_UNDECIDED;
    }
  return FALSE;
}

/* Batches until every card is decided, the cap, a cancel or an error. */
static PhlBalanceResult *
play_and_analyse (Run   *run,
                  guint  n_threads)
{
  const PhlBalanceOptions *options = run->options;
  PhlBalanceResult *result = g_new0 (PhlBalanceResult, 1);
  guint first = options->first_look ? options->first_look : PHL_BALANCE_FIRST_LOOK;

  result->players = options->players;
  result->threads = n_threads;
  result->max_games = options->games;
  result->planned_looks = phl_balance_planned_looks (options);
  /* The reference's games are played while a changed card is undecided. */
  run->with_reference = run->reference.n_changed > 0;
  for (guint64 limit = MIN (first, options->games);; limit = MIN (2 * limit, options->games))
    {
      g_autofree PhlBalanceGame *games = NULL;
      g_autofree PhlBalanceGame *ref_games = NULL;
      guint n_played;

      run->limit = (guint) limit;
      play_batch (run, n_threads);
      if (run->error != NULL)
        break;
      result->cancelled = g_cancellable_is_cancelled (run->cancellable);
      games = gather_played (run, &n_played, &ref_games);
      result->looks++;
      run->reference.games = ref_games;
      phl_balance_analyse_with (result, run->deck, games, n_played, &run->reference);
      run->reference.games = NULL;
      run->with_reference = FALSE;
      for (guint c = 0; c < result->cards->len; c++)
        {
          const PhlBalanceCard *card = g_ptr_array_index (result->cards, c);

          run->with_reference |= card->measure == PHL_BALANCE_CHANGED && card->verdict == PHL_BALANCE_UNDECIDED;
        }
      if (result->cancelled || result->n_undecided == 0 || limit >= options->games
          || focus_decided (result, options->stop_when_decided))
        break;
    }
  return result;
}

PhlBalanceResult *
phl_balance_run (const char              *deck_path,
                 const PhlBalanceOptions *options,
                 volatile gint           *progress,
                 GCancellable            *cancellable,
                 GError                 **error)
{
  g_autoptr(PhlBalanceResult) result = NULL;
  g_autoptr(PhlStampswapDeck) deck = NULL;
  g_autoptr(PhlStampswapDeck) ref_deck = NULL;
  Run run = { 0 };
  guint n_threads;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->players >= 1 && options->players <= PHL_BALANCE_MAX_SEATS, NULL);

  deck = phl_stampswap_deck_load_path (deck_path, error);
  if (deck == NULL)
    return NULL;
  if (phl_stampswap_deck_n_cards (deck) > PHL_BALANCE_MAX_CARDS)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_INVALID, _("The balance test takes decks of up to %u cards."),
                   PHL_BALANCE_MAX_CARDS);
      return NULL;
    }

  if (!options->no_reference)
    {
      ref_deck = phl_stampswap_deck_load_path (options->reference_path, error);
      if (ref_deck == NULL)
        return NULL;
      phl_balance_reference_init (&run.reference, deck, ref_deck);
    }

  n_threads = options->threads ? options->threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX (1, options->games));
  run.n_blocks = options->games / BLOCK_GAMES + 1;
  run.blocks = g_new0 (PhlBalanceGame *, run.n_blocks);
  run.ref_blocks = g_new0 (PhlBalanceGame *, run.n_blocks);
  run.deck = deck;
  run.options = options;
  run.progress = progress;
  run.cancellable = cancellable;
  g_mutex_init (&run.lock);

  result = play_and_analyse (&run, n_threads);
  g_mutex_clear (&run.lock);
  free_blocks (&run);
  if (run.error != NULL)
    {
      g_propagate_error (error, run.error);
      return NULL;
    }
  if (run.reference.n_changed > 0)
    result->reference = g_strdup (options->reference_path ? options->reference_path : "standard");
  result->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  result->games_per_second = result->seconds > 0 ? result->games / result->seconds : 0;
  return g_steal_pointer (&result);
}

/* ------------------------------------------------------------ async */

typedef struct
{
  char             *deck_path;
  char             *reference_path;
  char             *stop_when_decided;
  PhlBalanceOptions options;
  volatile gint    *progress;
} TaskData;

static void
task_data_free (TaskData *data)
{
  g_free (data->reference_path);
  g_free (data->stop_when_decided);
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

  result = phl_balance_run (data->deck_path, &data->options, data->progress, cancellable, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) phl_balance_result_free);
}

void
phl_balance_run_async (const char              *deck_path,
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
  /* The caller's strings need not outlive the call. */
  data->options.reference_path = data->reference_path = g_strdup (options->reference_path);
  data->options.stop_when_decided = data->stop_when_decided = g_strdup (options->stop_when_decided);
  data->progress = progress;
  g_task_set_task_data (task, data, (GDestroyNotify) task_data_free);
  g_task_set_source_tag (task, phl_balance_run_async);
  /* A cancelled run still returns the games played so far. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

PhlBalanceResult *
phl_balance_run_finish (GAsyncResult *result,
                        GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
