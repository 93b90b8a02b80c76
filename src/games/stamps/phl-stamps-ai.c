/* phl-stamps-ai.c — computer opponents for STAMPS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-stamps-ai"

#include "config.h"

#include <string.h>

#include "stamps/phl-stamps-ai-private.h"
#include "stamps/phl-stamps-rules.h"

/* Room for every legal cell: the grid never spans more than 40 cells, so
 * its ring of neighbours has fewer than 4 * 42. */
#define MAX_CELLS 256
#define MAX_MOVES (PHL_STAMPS_HAND_SIZE * MAX_CELLS)

/* Weights of the hard AI, tuned with bench/stamps/bench-stamps-tune
 * (docs/stamps.md).  A collision with turns left may still be undone, and an
 * unmoved marker may still move: the *_hope weights give that share of the
 * value per remaining turn, up to their *_max.  A marker right behind
 * another is likely to run into it (crowding). */
const PhlStampsAiWeights phl_stamps_ai_default_weights = {
  .follow_up = 0.6,
  .opponent = 0.8,
  .collision_hope = 0.08,
  .collision_hope_max = 0.45,
  .unmoved_hope = 0.06,
  .unmoved_hope_max = 0.5,
  .crowding = 0,
  .draw_follow_up = TRUE,
  .later_opponents = 0.6,
};

typedef struct
{
  PhlStampsColor color;
  int            x, y;
} Move;

/* Placements of the current seat's hand colours (each colour once). */
static guint
collect_moves (const PhlStampsState *state,
               Move                 *moves,
               guint                 max_moves)
{
  PhlStampsCell cells[MAX_CELLS];
  guint n_cells = phl_stamps_collect_legal_cells (state, cells, MAX_CELLS);
  guint seat = state->current;
  guint n = 0;
  guint seen = 0;

  for (guint i = 0; i < state->hand_len[seat]; i++)
    {
      PhlStampsColor color = state->hand[seat][i];

      if (seen & (1u << color))
        continue;
      seen |= 1u << color;
      for (guint j = 0; j < n_cells && n < max_moves; j++)
        {
          moves[n].color = color;
          moves[n].x = cells[j].x;
          moves[n].y = cells[j].y;
          n++;
        }
    }
  return n;
}

static void
apply_steps (const guint8           markers[PHL_STAMPS_N_COLORS],
             const guint            steps[PHL_STAMPS_N_COLORS],
             const PhlStampsTableau *tableau,
             guint8                 after[PHL_STAMPS_N_COLORS])
{
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    after[c] = MIN (markers[c] + steps[c], tableau->n_columns);
}

/* The hard AI's view of a tableau with @turns placements still to make: the
 * end-of-game score, softened where later steps can still change it. */
static double
outlook (const PhlStampsAiWeights *w,
         const PhlStampsTableau   *tableau,
         const guint8              markers[PHL_STAMPS_N_COLORS],
         double                    turns)
{
  guint per_column[PHL_STAMPS_MAX_COLUMNS + 2] = { 0 };
  double collision_hope = MIN (w->collision_hope * turns, w->collision_hope_max);
  double unmoved_hope = MIN (w->unmoved_hope * turns, w->unmoved_hope_max);
  double value = 0;

  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    per_column[markers[c]]++;
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    {
      guint k = markers[c];

      if (k == 0)
        value += tableau->unmoved * (1.0 - unmoved_hope);
      else if (per_column[k] > 1)
        value += tableau->collision + (tableau->values[k] - tableau->collision) * collision_hope;
      else
        {
          value += tableau->values[k];
          /* Another marker one column ahead: the next step collides. */
          if (turns > 0 && k < tableau->n_columns && per_column[k + 1] > 0)
            value -= w->crowding * tableau->values[k];
        }
    }
  return value;
}

/* Placements the seat to act still makes after the current one, roughly:
 * the stamps left to play shared by the seats. */
static double
turns_left_after (const PhlStampsState *state)
{
  guint left = phl_stamps_state_pile_size (state);

  for (guint seat = 0; seat < state->n_players; seat++)
    left += state->hand_len[seat];
  return MAX (0.0, (double) left / state->n_players - 1.0);
}

/* Best gain of @seat's outlook with a stamp of @color on @state. */
static double
best_gain (const PhlStampsAiWeights *w,
           const PhlStampsState     *state,
           const PhlStampsCell      *cells,
           guint                     n_cells,
           guint                     seat,
           PhlStampsColor            color,
           double                    turns,
           double                    base)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  double best = -G_MAXDOUBLE;

  for (guint i = 0; i < n_cells; i++)
    {
      guint steps[PHL_STAMPS_N_COLORS];
      guint8 after[PHL_STAMPS_N_COLORS];
      double gain;

      if (phl_stamps_count_steps (state, color, cells[i].x, cells[i].y, steps) == 0)
        gain = 0;
      else
        {
          apply_steps (state->markers[seat], steps, tableau, after);
          gain = outlook (w, tableau, after, turns) - base;
        }
      best = MAX (best, gain);
    }
  return n_cells > 0 ? best : 0;
}

/* What the seat after the mover can expect to gain on @after.  Its hand is
 * unknown to the mover: every colour pair is weighed by its chance of being
 * drawn from the stamps the mover cannot see. */
static double
expected_opponent_gain (const PhlStampsAiWeights *w,
                        const PhlStampsState     *after,
                        guint                     seat,
                        const guint               unseen[PHL_STAMPS_N_COLORS])
{
  PhlStampsCell cells[MAX_CELLS];
  guint n_cells;
  guint n_unseen = 0;
  guint hand = after->hand_len[seat];
  double gain[PHL_STAMPS_N_COLORS] = { 0 };
  double turns, base, expected = 0;

  if (after->over)
    return 0;
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    n_unseen += unseen[c];
  if (n_unseen == 0 || hand == 0)
    return 0;

  n_cells = phl_stamps_collect_legal_cells (after, cells, MAX_CELLS);
  turns = turns_left_after (after);
  base = outlook (w, phl_stamps_tableau_get_default (), after->markers[seat], turns);
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    if (unseen[c] > 0)
      gain[c] = best_gain (w, after, cells, n_cells, seat, c, turns, base);

  if (hand == 1 || n_unseen == 1)
    {
      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        expected += gain[c] * unseen[c] / n_unseen;
      return expected;
    }
  for (guint a = 0; a < PHL_STAMPS_N_COLORS; a++)
    for (guint b = a; b < PHL_STAMPS_N_COLORS; b++)
      {
        double p;

        if (a == b)
          p = (double) unseen[a] * (unseen[a] - 1);
        else
          p = 2.0 * unseen[a] * unseen[b];
        expected += p * MAX (gain[a], gain[b]);
      }
  return expected / ((double) n_unseen * (n_unseen - 1));
}

/* Stamps @seat cannot see: the pile and every hand the engine hides from
 * it (phl_stamps_state_sees_hand, as for the screen). */
static void
unseen_colors (const PhlStampsState *state,
               guint                 seat,
               guint                 unseen[PHL_STAMPS_N_COLORS])
{
  for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
    unseen[c] = state->pile[c];
  for (guint s = 0; s < state->n_players; s++)
    if (!phl_stamps_state_sees_hand (state, seat, s))
      for (guint i = 0; i < state->hand_len[s]; i++)
        unseen[state->hand[s][i]]++;
}

static void
fill_hint (const PhlStampsState *state,
           const Move           *move,
           PhlStampsHint        *hint)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  guint8 after[PHL_STAMPS_N_COLORS];
  const guint8 *markers = state->markers[state->current];

  memset (hint, 0, sizeof *hint);
  hint->color = move->color;
  hint->x = move->x;
  hint->y = move->y;
  phl_stamps_count_steps (state, move->color, move->x, move->y, hint->steps);
  apply_steps (markers, hint->steps, tableau, after);
  hint->score_gain = phl_stamps_tableau_score (tableau, after)
                     - phl_stamps_tableau_score (tableau, markers);
}

/* Index of the best of @scores, ties broken at random. */
static guint
argmax_random (const double *scores,
               guint         n,
               GRand        *rng)
{
  double best = -G_MAXDOUBLE;
  guint best_i = 0, n_best = 0;

  for (guint i = 0; i < n; i++)
    {
      if (scores[i] > best + 1e-9)
        {
          best = scores[i];
          best_i = i;
          n_best = 1;
        }
      else if (scores[i] > best - 1e-9 && g_rand_int_range (rng, 0, ++n_best) == 0)
        best_i = i;
    }
  return best_i;
}

static guint
choose_easy (const PhlStampsState *state,
             const Move           *moves,
             guint                 n_moves,
             GRand                *rng)
{
  double scores[MAX_MOVES];

  /* Half the time anywhere at all; otherwise the most steps, blind to
   * collisions. */
  if (g_rand_boolean (rng))
    return g_rand_int_range (rng, 0, n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      guint steps[PHL_STAMPS_N_COLORS];

      scores[i] = phl_stamps_count_steps (state, moves[i].color, moves[i].x, moves[i].y, steps);
    }
  return argmax_random (scores, n_moves, rng);
}

static guint
choose_normal (const PhlStampsState *state,
               const Move           *moves,
               guint                 n_moves,
               GRand                *rng)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  const guint8 *markers = state->markers[state->current];
  double scores[MAX_MOVES];

  for (guint i = 0; i < n_moves; i++)
    {
      guint steps[PHL_STAMPS_N_COLORS];
      guint8 after[PHL_STAMPS_N_COLORS];
      guint total = phl_stamps_count_steps (state, moves[i].color, moves[i].x, moves[i].y, steps);

      apply_steps (markers, steps, tableau, after);
      /* Among equal scores prefer more steps: they push markers off -3. */
      scores[i] = phl_stamps_tableau_score (tableau, after) + 0.01 * total;
    }
  return argmax_random (scores, n_moves, rng);
}

/* The hard AI's evaluation of one move; fills the breakdown in @hint. */
static double
evaluate_hard (const PhlStampsAiWeights *w,
               const PhlStampsState     *state,
               const Move               *move,
               const guint               unseen[PHL_STAMPS_N_COLORS],
               double                    base,
               PhlStampsHint            *hint)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  guint seat = state->current;
  PhlStampsState after = *state;
  double turns;

  fill_hint (state, move, hint);
  phl_stamps_place_unchecked (&after, move->color, move->x, move->y);
  turns = turns_left_after (&after);
  hint->outlook_gain = outlook (w, tableau, after.markers[seat], turns) - base;

  /* Next turn's hand: the stamp kept and, while the pile lasts, one drawn
   * from the stamps this seat cannot see; its best use on this grid (if
   * the grid is still like this next turn) is what keeping it is worth. */
  if (after.hand_len[seat] > 0 && turns > 0)
    {
      PhlStampsCell cells[MAX_CELLS];
      guint n_cells = phl_stamps_collect_legal_cells (&after, cells, MAX_CELLS);
      double next_turns = MAX (0.0, turns - 1);
      double kept_base = outlook (w, tableau, after.markers[seat], next_turns);
      double kept = best_gain (w, &after, cells, n_cells, seat, after.hand[seat][0],
                               next_turns, kept_base);
      guint n_unseen = 0;

      for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
        n_unseen += unseen[c];
      if (w->draw_follow_up && phl_stamps_state_pile_size (state) > 0 && n_unseen > 0)
        {
          double expected = 0;

          for (guint c = 0; c < PHL_STAMPS_N_COLORS; c++)
            if (unseen[c] > 0)
              {
                double drawn = c == after.hand[seat][0] ? kept
                               : best_gain (w, &after, cells, n_cells, seat, c, next_turns, kept_base);

                expected += MAX (kept, drawn) * unseen[c] / n_unseen;
              }
          kept = expected;
        }
      hint->follow_up = MAX (0.0, kept);
    }

  /* The next seat plays on this very grid; later ones on a grid the seats
   * before them will have changed, so they count less. */
  phl_stamps_pass_turn (&after);
  if (!after.over && after.current != seat)
    {
      hint->opponent_gain = expected_opponent_gain (w, &after, after.current, unseen);
      if (w->later_opponents > 0)
        for (guint i = 1; i < after.n_players; i++)
          {
            guint other = (after.current + i) % after.n_players;

            if (other == seat)
              break;
            hint->later_opponents_gain += expected_opponent_gain (w, &after, other, unseen);
          }
    }

  hint->value = hint->outlook_gain + w->follow_up * hint->follow_up
                - w->opponent * hint->opponent_gain
                - w->later_opponents * hint->later_opponents_gain;
  return hint->value;
}

static guint
choose_hard (const PhlStampsAiWeights *w,
             const PhlStampsState     *state,
             const Move               *moves,
             guint                     n_moves,
             GRand                    *rng,
             PhlStampsHint            *hints)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  double scores[MAX_MOVES];
  guint unseen[PHL_STAMPS_N_COLORS];
  guint seat = state->current;
  double base = outlook (w, tableau, state->markers[seat], turns_left_after (state));

  unseen_colors (state, seat, unseen);
  for (guint i = 0; i < n_moves; i++)
    scores[i] = evaluate_hard (w, state, &moves[i], unseen, base, &hints[i]);
  return argmax_random (scores, n_moves, rng);
}

gboolean
phl_stamps_ai_choose_hard_weighted (const PhlStampsState     *state,
                                    const PhlStampsAiWeights *weights,
                                    GRand                    *rng,
                                    PhlStampsHint            *hint)
{
  Move moves[MAX_MOVES];
  g_autofree PhlStampsHint *hints = NULL;
  guint n_moves, pick;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (weights != NULL, FALSE);

  if (state->over)
    return FALSE;
  n_moves = collect_moves (state, moves, MAX_MOVES);
  if (n_moves == 0)
    return FALSE;
  hints = g_new (PhlStampsHint, n_moves);
  pick = choose_hard (weights, state, moves, n_moves, rng, hints);
  *hint = hints[pick];
  return TRUE;
}

double
phl_stamps_ai_outlook (const PhlStampsState     *state,
                       const PhlStampsAiWeights *weights,
                       guint                     seat)
{
  g_return_val_if_fail (state != NULL && weights != NULL && seat < state->n_players, 0);

  return outlook (weights, phl_stamps_tableau_get_default (), state->markers[seat],
                  state->over ? 0 : turns_left_after (state));
}

static int
compare_hints_best_first (gconstpointer a,
                          gconstpointer b,
                          gpointer      user_data)
{
  const PhlStampsHint *x = a, *y = b;

  return (x->value < y->value) - (x->value > y->value);
}

/* Ranks the placements of the seat to act by hard's whole evaluation
 * (@thorough) or by the outlook gain of the mover's own tableau alone. */
static guint
rank (const PhlStampsState     *state,
      const PhlStampsAiWeights *weights,
      gboolean                  thorough,
      PhlStampsHint            *hints,
      guint                     max_hints)
{
  const PhlStampsTableau *tableau = phl_stamps_tableau_get_default ();
  Move moves[MAX_MOVES];
  g_autofree PhlStampsHint *all = NULL;
  guint unseen[PHL_STAMPS_N_COLORS];
  guint seat = state->current;
  guint n_moves;
  double base, turns;

  if (state->over)
    return 0;
  n_moves = collect_moves (state, moves, MAX_MOVES);
  if (n_moves == 0)
    return 0;
  all = g_new (PhlStampsHint, n_moves);
  unseen_colors (state, seat, unseen);
  turns = turns_left_after (state);
  base = outlook (weights, tableau, state->markers[seat], turns);
  for (guint i = 0; i < n_moves; i++)
    {
      guint8 after[PHL_STAMPS_N_COLORS];

      if (thorough)
        {
          evaluate_hard (weights, state, &moves[i], unseen, base, &all[i]);
          continue;
        }
      fill_hint (state, &moves[i], &all[i]);
      apply_steps (state->markers[seat], all[i].steps, tableau, after);
      /* One placement fewer to come after this one. */
      all[i].outlook_gain = outlook (weights, tableau, after, MAX (0.0, turns - 1.0 / state->n_players)) - base;
      all[i].value = all[i].outlook_gain;
    }
  /* Stable: equal values keep the order of the moves. */
  g_qsort_with_data (all, n_moves, sizeof *all, compare_hints_best_first, NULL);
  n_moves = MIN (n_moves, max_hints);
  memcpy (hints, all, n_moves * sizeof *all);
  return n_moves;
}

guint
phl_stamps_ai_rank_hard (const PhlStampsState     *state,
                         const PhlStampsAiWeights *weights,
                         PhlStampsHint            *hints,
                         guint                     max_hints)
{
  g_return_val_if_fail (state != NULL && weights != NULL && hints != NULL, 0);

  return rank (state, weights, TRUE, hints, max_hints);
}

guint
phl_stamps_ai_rank_quick (const PhlStampsState     *state,
                          const PhlStampsAiWeights *weights,
                          PhlStampsHint            *hints,
                          guint                     max_hints)
{
  g_return_val_if_fail (state != NULL && weights != NULL && hints != NULL, 0);

  return rank (state, weights, FALSE, hints, max_hints);
}

gboolean
phl_stamps_ai_choose (const PhlStampsState *state,
                      PhlAiLevel            level,
                      GRand                *rng,
                      PhlStampsHint        *hint)
{
  Move moves[MAX_MOVES];
  guint n_moves, pick;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);
  g_return_val_if_fail (hint != NULL, FALSE);

  if (level == PHL_AI_HARD)
    return phl_stamps_ai_choose_hard_weighted (state, &phl_stamps_ai_default_weights, rng, hint);

  if (state->over)
    return FALSE;
  n_moves = collect_moves (state, moves, MAX_MOVES);
  if (n_moves == 0)
    return FALSE;
  if (level == PHL_AI_EASY)
    pick = choose_easy (state, moves, n_moves, rng);
  else
    pick = choose_normal (state, moves, n_moves, rng);
  fill_hint (state, &moves[pick], hint);
  return TRUE;
}

gboolean
phl_stamps_ai_hint (const PhlStampsState *state,
                    PhlStampsHint        *hint)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (0x5741);

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (hint != NULL, FALSE);

  return phl_stamps_ai_choose (state, PHL_AI_HARD, rng, hint);
}
