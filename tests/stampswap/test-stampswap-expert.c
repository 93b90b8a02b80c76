/* test-stampswap-expert.c — the expert decides only from what its seat may know
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions come from seeded self-play.  Each is changed only where a seat
 * cannot see (an unseen face-down stamp exchanged with another tile of its
 * size from the supply or elsewhere, the attendee and event decks
 * reordered): the seat's determinizations and the expert's decision must
 * not change.  A determinization must keep all the seat sees, deal only
 * what the rules allow and play on to the end.
 */
#include "config.h"

#include <string.h>

#include "phl-ai.h"
#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-expert.h"
#include "stampswap/phl-stampswap-game.h"

#define EMPTY PHL_STAMPSWAP_ITEM_EMPTY

/* Every list of items in a state, in a fixed order. */
typedef struct
{
  guint16 *items[1 + 6 * PHL_STAMPSWAP_MAX_PARTS];
  guint    n[1 + 6 * PHL_STAMPSWAP_MAX_PARTS];
  gboolean reserve[1 + 6 * PHL_STAMPSWAP_MAX_PARTS];
  guint    n_lists;
} Lists;

static void
lists_add (Lists   *lists,
           guint16 *items,
           guint    n,
           gboolean reserve)
{
  lists->items[lists->n_lists] = items;
  lists->n[lists->n_lists] = n;
  lists->reserve[lists->n_lists] = reserve;
  lists->n_lists++;
}

static void
lists_init (Lists             *lists,
            PhlStampswapState *state)
{
  lists->n_lists = 0;
  lists_add (lists, state->pool, state->n_pool, FALSE);
  for (guint s = 0; s < phl_stampswap_state_n_parts (state); s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      lists_add (lists, p->collection, p->n_collection, FALSE);
      lists_add (lists, p->reserve, p->n_reserve, TRUE);
      lists_add (lists, p->piles[0], p->n_pile[0], FALSE);
      lists_add (lists, p->piles[1], p->n_pile[1], FALSE);
      lists_add (lists, p->below, p->n_below, FALSE);
      lists_add (lists, p->pending, p->n_pending, FALSE);
    }
}

/* Tiles @a and @b change places, with what is known of each place. */
static void
swap_tiles (PhlStampswapState *state,
            guint16            a,
            guint16            b)
{
  Lists lists;
  guint8 t;

  lists_init (&lists, state);
  for (guint l = 0; l < lists.n_lists; l++)
    for (guint i = 0; i < lists.n[l]; i++)
      if (lists.items[l][i] == a)
        lists.items[l][i] = b;
      else if (lists.items[l][i] == b)
        lists.items[l][i] = a;
  t = state->tile_where[a]; state->tile_where[a] = state->tile_where[b]; state->tile_where[b] = t;
  t = state->face_down[a]; state->face_down[a] = state->face_down[b]; state->face_down[b] = t;
  t = state->known[a]; state->known[a] = state->known[b]; state->known[b] = t;
}

static gboolean
unseen (const PhlStampswapState *state,
        guint                    seat,
        guint                    tile)
{
  return state->tile_where[tile] == PHL_STAMPSWAP_TILE_IN_PLAY
         && !phl_stampswap_state_knows (state, seat, tile);
}

static void
reverse (guint8 *values,
         guint   n)
{
  for (guint i = 0; i < n / 2; i++)
    {
      guint8 t = values[i];

      values[i] = values[n - 1 - i];
      values[n - 1 - i] = t;
    }
}

/* A copy of @state that differs from it only in what @seat cannot see, or
 * NULL when @seat sees everything that could differ.  @rng picks which
 * tiles change places. */
static PhlStampswapState *
hide_differently (const PhlStampswapState *state,
                  guint                    seat,
                  GRand                   *rng)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  PhlStampswapState *other = phl_stampswap_state_copy (state);
  guint changed = 0;

  for (guint a = 0; a < PHL_STAMPSWAP_N_TILES; a++)
    {
      guint16 candidates[PHL_STAMPSWAP_N_TILES];
      guint n = 0;

      if (!unseen (other, seat, a))
        continue;
      /* Any other tile of its size it could be: in the supply, or another
       * unseen stamp (not into a reserve if it is rare: the rules say so). */
      for (guint b = 0; b < PHL_STAMPSWAP_N_TILES; b++)
        if (b != a && tiles[b].kind == tiles[a].kind
            && (other->tile_where[b] == PHL_STAMPSWAP_TILE_SUPPLY || unseen (other, seat, b))
            && !phl_stampswap_item_is_rare (b) && !phl_stampswap_item_is_rare (a))
          candidates[n++] = b;
      if (n == 0)
        continue;
      swap_tiles (other, a, candidates[g_rand_int_range (rng, 0, n)]);
      changed++;
    }
  if (other->n_attendees > 1)
    {
      reverse (other->attendees, other->n_attendees);
      changed++;
    }
  reverse (other->events, other->n_events);
  if (changed == 0)
    {
      phl_stampswap_state_free (other);
      return NULL;
    }
  return other;
}

static char *
position_text (const PhlStampswapState *state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  phl_stampswap_rules.save_position (state, file);
  return g_key_file_to_data (file, NULL, NULL);
}

/* Every item as @seat sees it, place by place, and the other public facts. */
static char *
seat_view (const PhlStampswapState *state,
           guint                    seat)
{
  GString *out = g_string_new (NULL);
  PhlStampswapState *copy = phl_stampswap_state_copy (state);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *position = NULL;
  Lists lists;

  /* The albums and the board; [Progress…] writes the real items, which
   * the lists below give as the seat sees them. */
  phl_stampswap_rules.save_position (state, file);
  g_key_file_remove_group (file, "Progress", NULL);
  for (guint s = 0; s < PHL_STAMPSWAP_MAX_PARTS; s++)
    {
      g_autofree char *group = g_strdup_printf ("Progress.Player%u", s + 1);

      g_key_file_remove_group (file, group, NULL);
    }
  position = g_key_file_to_data (file, NULL, NULL);

  lists_init (&lists, copy);
  for (guint l = 0; l < lists.n_lists; l++)
    {
      g_string_append_printf (out, "list %u:", l);
      for (guint i = 0; i < lists.n[l]; i++)
        {
          g_autofree char *text = lists.items[l][i] == EMPTY ? g_strdup ("-")
                                  : phl_stampswap_item_describe (state, seat, lists.items[l][i]);

          g_string_append_printf (out, " [%s]", text);
        }
      g_string_append_c (out, '\n');
    }
  for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
    if (state->tile_where[t] == PHL_STAMPSWAP_TILE_BOX
        || (state->tile_where[t] == PHL_STAMPSWAP_TILE_IN_PLAY && phl_stampswap_state_knows (state, seat, t)))
      g_string_append_printf (out, "tile %u where %u down %u known %u\n", t,
                              state->tile_where[t], state->face_down[t], state->known[t]);
  for (guint s = 0; s < state->n_players; s++)
    g_string_append_printf (out, "score %u: %d\n", s, phl_stampswap_state_total (state, s));
  g_string_append_printf (out, "phase %u round %u current %u attendees %u events %u\n%s",
                          state->phase, state->round, state->current, state->n_attendees,
                          state->n_events, position);
  phl_stampswap_state_free (copy);
  return g_string_free (out, FALSE);
}

/* Positions from seeded games at every third decision; @visit returns the
 * checks it made. */
typedef guint (*VisitFunc) (const PhlStampswapState *state,
                            guint                    seat,
                            guint32                  seed);

static guint
visit_games (guint      n_games,
             PhlAiLevel level,
             guint      every,
             VisitFunc  visit)
{
  guint checks = 0;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (300 + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (700 + g);
      PhlSetup setup = { 2 + g % 3, NULL, NULL, NULL };
      PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);
      guint step = 0;

      while (phl_stampswap_game_current (state) >= 0)
        {
          g_autofree char *action = NULL;

          if (step++ % every == 0)
            for (guint seat = 0; seat < state->n_players; seat++)
              checks += visit (state, seat, g * 1000 + step);
          action = phl_stampswap_ai_choose (state, level, ai_rng);
          g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
        }
      phl_stampswap_state_free (state);
    }
  return checks;
}

/* ------------------------------------------------------------------ Tests */

static guint
visit_equal_deals (const PhlStampswapState *state,
                   guint                    seat,
                   guint32                  seed)
{
  g_autoptr(GRand) pick = g_rand_new_with_seed (seed);
  PhlStampswapState *other = hide_differently (state, seat, pick);
  guint checks = 0;

  if (other == NULL)
    return 0;
  g_assert_cmpint (memcmp (state, other, sizeof *state), !=, 0);
  for (guint k = 0; k < 3; k++)
    {
      g_autoptr(GRand) r1 = g_rand_new_with_seed (seed * 7 + k);
      g_autoptr(GRand) r2 = g_rand_new_with_seed (seed * 7 + k);
      PhlStampswapState *x = phl_stampswap_expert_determinize (state, seat, r1);
      PhlStampswapState *y = phl_stampswap_expert_determinize (other, seat, r2);
      g_autofree char *px = position_text (x);
      g_autofree char *py = position_text (y);

      /* Equal to the last byte: nothing of what differed survives. */
      g_assert_true (memcmp (x, y, sizeof *x) == 0);
      g_assert_cmpstr (px, ==, py);
      phl_stampswap_state_free (x);
      phl_stampswap_state_free (y);
      checks++;
    }
  phl_stampswap_state_free (other);
  return checks;
}

static void
test_equal_deals (void)
{
  g_assert_cmpuint (visit_games (6, PHL_AI_NORMAL, 2, visit_equal_deals), >, 100);
}

static guint
visit_keeps_view (const PhlStampswapState *state,
                  guint                    seat,
                  guint32                  seed)
{
  const PhlStampswapTile *tiles = phl_stampswap_tiles ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autofree char *before = seat_view (state, seat);
  guint checks = 0, moved = 0;

  for (guint k = 0; k < 4; k++)
    {
      PhlStampswapState *det = phl_stampswap_expert_determinize (state, seat, rng);
      g_autofree char *after = seat_view (det, seat);
      g_autoptr(GError) error = NULL;
      guint supply[PHL_STAMPSWAP_N_KINDS] = { 0 }, supply_det[PHL_STAMPSWAP_N_KINDS] = { 0 };
      Lists a, b;

      g_assert_cmpstr (before, ==, after);
      g_assert_true (phl_stampswap_state_check (det, &error));
      g_assert_no_error (error);
      /* As many tiles of each size left in the supply. */
      for (guint t = 0; t < PHL_STAMPSWAP_N_TILES; t++)
        {
          supply[tiles[t].kind] += state->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY;
          supply_det[tiles[t].kind] += det->tile_where[t] == PHL_STAMPSWAP_TILE_SUPPLY;
        }
      g_assert_cmpmem (supply, sizeof supply, supply_det, sizeof supply_det);
      /* Places the seat sees hold the same item; unseen ones a tile of the
       * same size, never a rare one in a reserve (if plain tiles are left). */
      lists_init (&a, (PhlStampswapState *) state);
      lists_init (&b, det);
      for (guint l = 0; l < a.n_lists; l++)
        for (guint i = 0; i < a.n[l]; i++)
          {
            guint16 x = a.items[l][i], y = b.items[l][i];

            if (x == EMPTY || !PHL_STAMPSWAP_ITEM_IS_TILE (x) || !unseen (state, seat, x))
              {
                g_assert_cmpuint (x, ==, y);
                continue;
              }
            g_assert_true (PHL_STAMPSWAP_ITEM_IS_TILE (y));
            g_assert_cmpuint (tiles[x].kind, ==, tiles[y].kind);
            g_assert_true (det->face_down[y]);
            g_assert_false (phl_stampswap_state_knows (det, seat, y));
            if (a.reserve[l])
              g_assert_false (phl_stampswap_item_is_rare (y));
            moved += x != y;
          }
      g_assert_cmpmem (state->players[seat].album.cells, sizeof state->players[seat].album.cells,
                       det->players[seat].album.cells, sizeof det->players[seat].album.cells);
      phl_stampswap_state_free (det);
      checks++;
    }
  (void) moved;
  return checks;
}

static void
test_keeps_view (void)
{
  g_assert_cmpuint (visit_games (3, PHL_AI_NORMAL, 3, visit_keeps_view), >, 100);
}

/* The deals really are random: an unseen stamp is not always the same tile. */
static void
test_deals_vary (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  PhlStampswapState *state = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint slot = G_MAXUINT;

  /* Round 1 of a 2-player game: the pool has face-down stamps nobody viewed. */
  for (guint32 seed = 1; slot == G_MAXUINT && seed < 50; seed++)
    {
      g_clear_pointer (&state, phl_stampswap_state_free);
      state = phl_stampswap_game_new (&(PhlSetup) { 2, NULL, NULL, NULL }, rng, NULL);
      for (guint i = 0; i < state->n_pool && slot == G_MAXUINT; i++)
        if (PHL_STAMPSWAP_ITEM_IS_TILE (state->pool[i]) && unseen (state, 0, state->pool[i]))
          slot = i;
    }
  g_assert_cmpuint (slot, !=, G_MAXUINT);
  for (guint k = 0; k < 40; k++)
    {
      PhlStampswapState *det = phl_stampswap_expert_determinize (state, 0, rng);

      g_hash_table_add (seen, GUINT_TO_POINTER (det->pool[slot] + 1));
      phl_stampswap_state_free (det);
    }
  g_assert_cmpuint (g_hash_table_size (seen), >, 5);
  phl_stampswap_state_free (state);
}

/* A determinization is a position the rules play on from: hard players
 * finish it, every action legal. */
static void
test_plays_on (void)
{
  for (guint g = 0; g < 2; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (50 + g);
      g_autoptr(GRand) ai_rng = g_rand_new_with_seed (60 + g);
      PhlStampswapState *state = phl_stampswap_game_new (&(PhlSetup) { 2 + g, NULL, NULL, NULL }, rng, NULL);
      PhlStampswapState *det;

      /* Into the first Cut, when collections hold face-down stamps. */
      while (state->phase == PHL_STAMPSWAP_PHASE_COLLECT)
        {
          g_autofree char *action = phl_stampswap_ai_choose (state, PHL_AI_NORMAL, ai_rng);

          g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
        }
      det = phl_stampswap_expert_determinize (state, state->current, rng);
      while (phl_stampswap_game_current (det) >= 0)
        {
          g_autofree char *action = phl_stampswap_ai_choose (det, PHL_AI_HARD, ai_rng);
          g_autoptr(GError) error = NULL;

          g_assert_true (phl_stampswap_game_apply (det, action, rng, NULL, &error));
          g_assert_no_error (error);
          g_assert_true (phl_stampswap_state_check (det, &error));
        }
      g_assert_cmpint (det->phase, ==, PHL_STAMPSWAP_PHASE_OVER);
      phl_stampswap_state_free (det);
      phl_stampswap_state_free (state);
    }
}

static gboolean
contains (GPtrArray  *actions,
          const char *action)
{
  for (guint i = 0; i < actions->len; i++)
    if (g_str_equal (g_ptr_array_index (actions, i), action))
      return TRUE;
  return FALSE;
}

/* The hooks give legal moves and values a search can use. */
static guint
visit_hooks (const PhlStampswapState *state,
             guint                    seat,
             guint32                  seed)
{
  const PhlSearchHooks *hooks = phl_stampswap_rules.search;
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  PhlStampswapState *det;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GPtrArray) candidates = NULL;
  g_autofree char *playout = NULL;
  double values[PHL_MAX_SEATS];

  if (seat != state->current)
    return 0;
  det = phl_stampswap_expert_determinize (state, seat, rng);
  legal = phl_stampswap_game_legal (det);
  candidates = hooks->candidates (det, hooks->max_candidates, rng);
  g_assert_cmpuint (candidates->len, >, 0);
  g_assert_cmpuint (candidates->len, <=, hooks->max_candidates);
  for (guint i = 0; i < candidates->len; i++)
    g_assert_true (contains (legal, g_ptr_array_index (candidates, i)));
  playout = hooks->playout_action (det, rng);
  g_assert_true (contains (legal, playout));
  hooks->evaluate (det, values);
  for (guint s = 0; s < det->n_players; s++)
    {
      g_assert_cmpfloat (values[s], >=, 0.0);
      g_assert_cmpfloat (values[s], <=, 1.0);
    }
  phl_stampswap_state_free (det);
  return 1;
}

static void
test_hooks (void)
{
  g_assert_cmpuint (visit_games (3, PHL_AI_NORMAL, 2, visit_hooks), >, 50);
}

/* The same decision from the same random stream when only what the seat
 * cannot see differs (a fixed number of iterations, so the machine's speed
 * does not matter). */
static guint
visit_same_decision (const PhlStampswapState *state,
                     guint                    seat,
                     guint32                  seed)
{
  g_autoptr(GRand) pick = g_rand_new_with_seed (seed);
  PhlStampswapState *other;
  PhlAiLevel levels[PHL_MAX_SEATS];
  PhlAiBudget budget = { .max_iterations = 40 };
  g_autoptr(GRand) r1 = g_rand_new_with_seed (seed);
  g_autoptr(GRand) r2 = g_rand_new_with_seed (seed);
  g_autofree char *x = NULL;
  g_autofree char *y = NULL;

  if (seat != state->current)
    return 0;
  other = hide_differently (state, seat, pick);
  if (other == NULL)
    return 0;
  for (guint i = 0; i < PHL_MAX_SEATS; i++)
    levels[i] = PHL_AI_EXPERT;
  x = phl_ai_choose (&phl_stampswap_rules, state, levels, r1, &budget);
  y = phl_ai_choose (&phl_stampswap_rules, other, levels, r2, &budget);
  g_assert_nonnull (x);
  g_assert_cmpstr (x, ==, y);
  phl_stampswap_state_free (other);
  return 1;
}

static void
test_same_decision (void)
{
  g_assert_cmpuint (visit_games (2, PHL_AI_NORMAL, 5, visit_same_decision), >, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/expert/equal-deals", test_equal_deals);
  g_test_add_func ("/stampswap/expert/keeps-view", test_keeps_view);
  g_test_add_func ("/stampswap/expert/deals-vary", test_deals_vary);
  g_test_add_func ("/stampswap/expert/plays-on", test_plays_on);
  g_test_add_func ("/stampswap/expert/hooks", test_hooks);
  g_test_add_func ("/stampswap/expert/same-decision", test_same_decision);
  return g_test_run ();
}
