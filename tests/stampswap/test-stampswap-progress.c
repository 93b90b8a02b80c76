/* test-stampswap-progress.c — positions that hold a Stamp Swap game in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At every decision of seeded self-play games: the whole state written as
 * a position reads back byte for byte; the view online play sends the seat
 * to act (its determinization, written the same way) reads back with the
 * same seat to act and the same legal actions; and that view depends only
 * on what the seat may know: dealt with the same generator from another
 * world the seat cannot tell from the real one, it is the same text.
 * A game with a custom deck plays on from its position where the deck
 * file is gone, with the deck's names and translations.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-expert.h"
#include "stampswap/phl-stampswap-game.h"
#include "stampswap/phl-stampswap-position.h"

/* The position as the online host writes a view (phl-cli-net-host.c). */
static char *
position_text (const PhlStampswapState *state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  int current = phl_stampswap_game_current (state);

  g_key_file_set_string (file, "Match", "Game", "stampswap");
  g_key_file_set_integer (file, "Match", "Format", 1);
  g_key_file_set_integer (file, "Match", "Players", state->n_players);
  g_key_file_set_integer (file, "Match", "Current", current >= 0 ? current + 1 : 0);
  phl_stampswap_rules.save_position (state, file);
  return g_key_file_to_data (file, NULL, NULL);
}

static PhlStampswapState *
read_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "view", &error);
  PhlStampswapState *state;

  g_assert_no_error (error);
  state = phl_stampswap_rules.load_position (file, &error);
  if (state == NULL)
    g_error ("the position does not read back: %s\n%s", error->message, text);
  return state;
}

#define CLEAR_TAIL(array, n) \
  memset ((array) + (n), 0, sizeof (array) - (n) * sizeof (array)[0])

/* Zeroes what lies past each list's end: the engine leaves old entries
 * there, which mean nothing. */
static void
clear_unused (PhlStampswapState *state)
{
  CLEAR_TAIL (state->attendees, state->n_attendees);
  CLEAR_TAIL (state->events, state->n_events);
  CLEAR_TAIL (state->round_events, state->n_round_events);
  CLEAR_TAIL (state->board, state->n_board);
  CLEAR_TAIL (state->pool, state->n_pool);
  /* The balance test's bookkeeping of what each card scored is not part of
   * the game and not saved (a saved game is never balance-tested). */
  memset (state->card_points, 0, sizeof state->card_points);
  for (guint s = 0; s < PHL_STAMPSWAP_MAX_PARTS; s++)
    {
      PhlStampswapPlayer *p = &state->players[s];

      if (s >= phl_stampswap_state_n_parts (state))
        {
          memset (p, 0, sizeof *p);
          continue;
        }
      CLEAR_TAIL (p->album.stamps, p->album.n_stamps);
      CLEAR_TAIL (p->collection, p->n_collection);
      CLEAR_TAIL (p->reserve, p->n_reserve);
      CLEAR_TAIL (p->piles[0], p->n_pile[0]);
      CLEAR_TAIL (p->piles[1], p->n_pile[1]);
      CLEAR_TAIL (p->below, p->n_below);
      CLEAR_TAIL (p->pending, p->n_pending);
      CLEAR_TAIL (p->placed_round, p->n_placed_round);
      CLEAR_TAIL (p->cards, p->n_cards);
    }
}

static void
assert_same_state (const PhlStampswapState *a,
                   const PhlStampswapState *b)
{
  PhlStampswapState copy = *b, left;

  g_assert_cmpstr (phl_stampswap_deck_get_id (a->deck), ==, phl_stampswap_deck_get_id (b->deck));
  g_assert_cmpuint (phl_stampswap_deck_n_cards (a->deck), ==, phl_stampswap_deck_n_cards (b->deck));
  for (guint c = 0; c < phl_stampswap_deck_n_cards (a->deck); c++)
    g_assert_cmpstr (phl_stampswap_state_card (a, c)->id, ==, phl_stampswap_state_card (b, c)->id);
  copy.deck = a->deck;
  left = *a;
  clear_unused (&left);
  clear_unused (&copy);
  for (gsize i = 0; i < sizeof copy; i++)
    if (((const guint8 *) &left)[i] != ((const guint8 *) &copy)[i])
      g_error ("the state read back differs at byte %" G_GSIZE_FORMAT, i);
}

static void
assert_same_actions (const PhlStampswapState *a,
                     const PhlStampswapState *b)
{
  g_autoptr(GPtrArray) expected = phl_stampswap_game_legal (a);
  g_autoptr(GPtrArray) got = phl_stampswap_game_legal (b);

  g_assert_cmpint (phl_stampswap_game_current (a), ==, phl_stampswap_game_current (b));
  g_assert_cmpuint (expected->len, ==, got->len);
  for (guint i = 0; i < expected->len; i++)
    g_assert_cmpstr (expected->pdata[i], ==, got->pdata[i]);
}

/* Returns whether the other world differed from the real one. */
static gboolean
check_step (const PhlStampswapState *state,
            guint32                  seed)
{
  int seat = phl_stampswap_game_current (state);
  g_autofree char *text = position_text (state);
  PhlStampswapState *back = read_text (text);
  g_autoptr(GRand) r0 = g_rand_new_with_seed (seed);
  g_autoptr(GRand) r1 = g_rand_new_with_seed (seed + 1);
  g_autoptr(GRand) r2 = g_rand_new_with_seed (seed + 1);
  PhlStampswapState *view, *world, *world_view, *view_back;
  g_autofree char *view_text = NULL;
  g_autofree char *world_text = NULL;
  gboolean differed;

  /* The whole state: the host's own save of the position. */
  assert_same_state (state, back);
  phl_stampswap_state_free (back);
  if (seat < 0)
    return FALSE;

  /* The view of the seat to act plays on as the real game does. */
  view = phl_stampswap_expert_determinize (state, seat, r1);
  view_text = position_text (view);
  view_back = read_text (view_text);
  assert_same_state (view, view_back);
  assert_same_actions (state, view_back);
  g_assert_null (strstr (view_text, "Seed"));

  /* Another world as the seat knows it: the same view. */
  world = phl_stampswap_expert_determinize (state, seat, r0);
  differed = memcmp (world, state, sizeof *world) != 0;
  world_view = phl_stampswap_expert_determinize (world, seat, r2);
  world_text = position_text (world_view);
  g_assert_cmpstr (world_text, ==, view_text);

  phl_stampswap_state_free (view);
  phl_stampswap_state_free (view_back);
  phl_stampswap_state_free (world);
  phl_stampswap_state_free (world_view);
  return differed;
}

static void
play_and_check (PhlStampswapState *state,
                guint32            seed,
                guint             *steps,
                guint             *differed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr(GRand) ai_rng = g_rand_new_with_seed (seed + 17);

  while (TRUE)
    {
      g_autofree char *action = NULL;

      *differed += check_step (state, seed * 1000 + *steps);
      (*steps)++;
      if (phl_stampswap_game_current (state) < 0)
        break;
      action = phl_stampswap_ai_choose (state, PHL_AI_EASY, ai_rng);
      g_assert_true (phl_stampswap_game_apply (state, action, rng, NULL, NULL));
    }
}

static void
test_selfplay (void)
{
  guint steps = 0, differed = 0;

  for (guint g = 0; g < 5; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (900 + g);
      guint n_players = 1 + g % 5;
      PhlSetup setup = { n_players, n_players == 1 ? "solo" : NULL, NULL, NULL };
      g_autoptr(GError) error = NULL;
      PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, &error);

      g_assert_no_error (error);
      play_and_check (state, 900 + g, &steps, &differed);
      g_assert_cmpint (state->phase, ==, PHL_STAMPSWAP_PHASE_OVER);
      phl_stampswap_state_free (state);
    }
  g_test_message ("%u steps checked, %u with hidden things", steps, differed);
  /* Most positions hide something: the attendee deck at least. */
  g_assert_cmpuint (differed, >, steps / 2);
}

/* The standard deck with one specialist renamed and given new texts in
 * another deck id: a deck no computer has installed. */
static char *
write_custom_deck (const char *dir)
{
  g_autoptr(GKeyFile) deck = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "club.deck", NULL);
  g_auto(GStrv) groups = NULL;

  phl_stampswap_deck_write (phl_stampswap_deck_get_default (), deck);
  g_key_file_set_string (deck, "Deck", "Id", "club-travelling");
  groups = g_key_file_get_groups (deck, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    if (g_str_has_prefix (groups[g], "Specialist:") || g_str_has_prefix (groups[g], "Event:"))
      {
        g_key_file_set_string (deck, groups[g], "Name", "Club Custom");
        g_key_file_set_string (deck, groups[g], "Name[pl]", "Klubowy");
        g_key_file_set_string (deck, groups[g], "Name[de]", "Vereinseigen");
      }
  g_assert_true (g_key_file_save_to_file (deck, path, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static void
test_custom_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("phl-progress-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  PhlSetup setup = { 3, NULL, NULL, NULL };
  PhlStampswapState *state, *view, *back;
  g_autofree char *text = NULL;
  g_autoptr(PhlStampswapDeck) deck = NULL;
  guint specialists = 0;

  g_assert_no_error (error);
  path = write_custom_deck (dir);
  setup.deck = path;
  state = phl_stampswap_game_new (&setup, rng, &error);
  g_assert_no_error (error);
  view = phl_stampswap_expert_determinize (state, phl_stampswap_game_current (state), rng);
  text = position_text (view);
  /* The joiner's computer has no such deck. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  back = read_text (text);
  assert_same_state (view, back);
  assert_same_actions (state, back);
  g_assert_cmpstr (phl_stampswap_deck_get_id (back->deck), ==, "club-travelling");
  for (guint c = 0; c < phl_stampswap_deck_n_cards (back->deck); c++)
    if (phl_stampswap_state_card (back, c)->kind == PHL_STAMPSWAP_CARD_SPECIALIST)
      {
        g_autofree char *pl = phl_stampswap_deck_get_card_string (back->deck, c, "Name", "pl");
        g_autofree char *de = phl_stampswap_deck_get_card_string (back->deck, c, "Name", "de");

        g_assert_cmpstr (phl_stampswap_state_card (back, c)->name, ==, "Club Custom");
        g_assert_cmpstr (pl, ==, "Klubowy");
        g_assert_cmpstr (de, ==, "Vereinseigen");
        specialists++;
      }
  g_assert_cmpuint (specialists, >, 0);
  /* And it plays to the end from there. */
  {
    guint steps = 0, differed = 0;

    play_and_check (back, 5, &steps, &differed);
    g_assert_cmpint (back->phase, ==, PHL_STAMPSWAP_PHASE_OVER);
  }
  phl_stampswap_state_free (state);
  phl_stampswap_state_free (view);
  phl_stampswap_state_free (back);
}

/* Positions that must be refused, each with its key named. */
static void
test_refused (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  PhlSetup setup = { 2, NULL, NULL, NULL };
  PhlStampswapState *state = phl_stampswap_game_new (&setup, rng, NULL);
  g_autofree char *text = position_text (state);
  static const struct { const char *key, *value, *message; } cases[] = {
    { "Phase", "lunch", "[Progress] Phase" },
    { "Pool", "1;Event:nope;token", "no card" },
    { "Pool", "166;token", "[Progress] Pool" },
    { "Current", "7", "[Progress] Current" },
    { "Pool", "token", "not a position a game can reach" },
    { "Version", "9", "newer version" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(PhlKeyFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *changed = NULL;

      g_assert_true (g_key_file_load_from_data (key_file, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
      g_key_file_set_value (key_file, "Progress", cases[i].key, cases[i].value);
      changed = g_key_file_to_data (key_file, NULL, NULL);
      file = phl_key_file_new_from_data (changed, -1, "bad", NULL);
      g_assert_null (phl_stampswap_rules.load_position (file, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].message);
    }
  phl_stampswap_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/progress/selfplay", test_selfplay);
  g_test_add_func ("/stampswap/progress/custom-deck", test_custom_deck);
  g_test_add_func ("/stampswap/progress/refused", test_refused);
  return g_test_run ();
}
