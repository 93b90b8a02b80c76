/* test-stampswap-fuzz.c — malformed actions and positions never crash
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mutated and random action texts are refused with PHL_ERROR_ILLEGAL and
 * leave the state unchanged, or are legal; mutated position files load or
 * fail with a message naming the file.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-ai.h"
#include "stampswap/phl-stampswap-card-text.h"
#include "stampswap/phl-stampswap-game.h"

static const char alphabet[] = "takecutchoosplacediscardcontest 0123456789,|/at-xyz";

static char *
mutate (GRand      *rng,
        const char *text)
{
  GString *out = g_string_new (text);
  guint edits = g_rand_int_range (rng, 1, 4);

  for (guint e = 0; e < edits; e++)
    {
      guint pos = out->len > 0 ? g_rand_int_range (rng, 0, out->len + 1) : 0;
      char c = alphabet[g_rand_int_range (rng, 0, sizeof alphabet - 1)];

      switch (g_rand_int_range (rng, 0, 3))
        {
        case 0:
          g_string_insert_c (out, pos, c);
          break;
        case 1:
          if (pos < out->len)
            g_string_erase (out, pos, 1);
          break;
        default:
          if (pos < out->len)
            out->str[pos] = c;
          break;
        }
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_legal (GPtrArray  *legal,
          const char *action)
{
  for (guint i = 0; i < legal->len; i++)
    if (g_str_equal (g_ptr_array_index (legal, i), action))
      return TRUE;
  return FALSE;
}

static void
test_actions (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (99);

  for (guint g = 0; g < 6; g++)
    {
      g_autoptr(GRand) game_rng = g_rand_new_with_seed (g);
      PhlSetup setup = { 1 + g % 5, NULL, NULL, NULL };
      PhlStampswapState *state = phl_stampswap_game_new (&setup, game_rng, NULL);

      while (phl_stampswap_game_current (state) >= 0)
        {
          g_autoptr(GPtrArray) legal = phl_stampswap_game_legal (state);
          g_autofree char *action = phl_stampswap_ai_choose (state, PHL_AI_EASY, rng);

          for (guint k = 0; k < 8; k++)
            {
              g_autofree char *bad = mutate (rng, action);
              PhlStampswapState *copy = phl_stampswap_state_copy (state);
              g_autoptr(GError) error = NULL;
              g_autoptr(GRand) r = g_rand_new_with_seed (k);
              gboolean ok = phl_stampswap_game_apply (copy, bad, r, NULL, &error);

              /* Accepted only if legal; a refusal says why and changes nothing. */
              if (ok)
                {
                  if (!is_legal (legal, bad) && !g_str_has_prefix (bad, "cut "))
                    g_error ("accepted “%s”, which is not a legal action", bad);
                }
              else
                {
                  g_assert_error (error, PHL_ERROR, PHL_ERROR_ILLEGAL);
                  g_assert_cmpmem (copy, sizeof *copy, state, sizeof *state);
                }
              phl_stampswap_state_free (copy);
            }
          g_assert_true (phl_stampswap_game_apply (state, action, game_rng, NULL, NULL));
        }
      phl_stampswap_state_free (state);
    }
}

static void
test_positions (void)
{
  const char *good =
    "[Match]\nGame=stampswap\nFormat=1\nPlayers=2\nCurrent=1\n"
    "[Player1]\nAlbum=abc.........;AAA.........;AAA.........;............;............;"
    "............;BBBB........;BBBB........;............;............;............;............\n"
    "Specialists=1\n"
    "[Player1.Stamps]\na=forever\nb=forever\nc=forever\nA=short-rect/blue/space:3\n"
    "B=long-rect/rare:6\n"
    "[Player2]\nAlbum=a...........;b...........;............;............;............;"
    "............;............;............;............;............;............;............\n"
    "[Player2.Stamps]\na=forever\nb=forever\n"
    "[Contest:x]\nName=X\nType=size\nRule=holes\nSize=2\nPoints=3\n";
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  guint loaded = 0;

  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *text = mutate (rng, good);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "fuzz.philatelia", &error);
      gpointer state;

      if (file == NULL)
        continue;
      state = phl_stampswap_rules.load_position (file, &error);
      if (state != NULL)
        {
          g_autoptr(GKeyFile) out = g_key_file_new ();

          phl_stampswap_rules.write_score (state, out);
          phl_stampswap_rules.free (state);
          loaded++;
        }
      else
        g_assert_true (g_str_has_prefix (error->message, "fuzz.philatelia"));
    }
  g_assert_cmpuint (loaded, >, 0);
}

/* Whatever the validator accepts, a game can be played with. */
static void
test_decks (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "decks",
                                                 "standard.deck.desktop.in", NULL);
  g_autofree char *good = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (8);
  guint valid = 0;

  g_assert_true (g_file_get_contents (path, &good, NULL, NULL));
  for (guint i = 0; i < 400; i++)
    {
      g_autofree char *text = mutate (rng, good);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "fuzz.deck", &error);
      g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
      g_autofree char *deck_path = NULL;
      PhlSetup setup = { 5, NULL, NULL, NULL };
      gpointer state;
      PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
      int fd;

      if (file == NULL)
        continue;
      /* The texts' placeholders, mutated too: warnings name their place. */
      {
        g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

        phl_stampswap_deck_text_warnings (file, warnings);
        for (guint w = 0; w < warnings->len; w++)
          g_assert_true (g_str_has_prefix (((GError *) g_ptr_array_index (warnings, w))->message, "fuzz.deck:"));
      }
      if (!phl_stampswap_deck_validate (file, errors))
        {
          for (guint e = 0; e < errors->len; e++)
            g_assert_true (g_str_has_prefix (((GError *) g_ptr_array_index (errors, e))->message, "fuzz.deck"));
          continue;
        }
      valid++;
      fd = g_file_open_tmp ("stampswap-fuzz-XXXXXX.deck", &deck_path, &error);
      g_assert_no_error (error);
      close (fd);
      g_assert_true (g_file_set_contents (deck_path, text, -1, NULL));
      setup.deck = deck_path;
      state = phl_stampswap_rules.new_game (&setup, rng, &error);
      g_assert_no_error (error);
      while (!phl_stampswap_rules.is_over (state))
        {
          g_autofree char *action = phl_stampswap_rules.choose_action (state, levels, rng);
          g_assert_true (phl_stampswap_rules.apply (state, action, rng, NULL, NULL, NULL));
        }
      phl_stampswap_rules.free (state);
      g_unlink (deck_path);
    }
  g_assert_cmpuint (valid, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/fuzz/actions", test_actions);
  g_test_add_func ("/stampswap/fuzz/positions", test_positions);
  g_test_add_func ("/stampswap/fuzz/decks", test_decks);
  return g_test_run ();
}
