/* test-stampswap-contest.c — the rulebook's worked examples as positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each example is a position (docs/save-format.md) loaded through the engine's
 * load_position and scored through write_score, as `philatelia-cli score`
 * does.
 */
#include "config.h"

#include "phl-game-rules.h"
#include "stampswap/phl-stampswap-contest.h"
#include "stampswap/phl-stampswap-deck.h"
#include "stampswap/phl-stampswap-state.h"

static gpointer
load (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  gpointer state;

  g_assert_no_error (error);
  state = phl_stampswap_rules.load_position (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

static GKeyFile *
score_of (const char *text)
{
  gpointer state = load (text);
  GKeyFile *out = g_key_file_new ();

  phl_stampswap_rules.write_score (state, out);
  phl_stampswap_rules.free (state);
  return out;
}

static int
get_int (GKeyFile   *out,
         const char *group,
         const char *key)
{
  g_autoptr(GError) error = NULL;
  int value;

  g_assert_true (g_key_file_has_key (out, group, key, NULL));
  value = g_key_file_get_integer (out, group, key, &error);
  g_assert_no_error (error);
  return value;
}

#define HEADER "[Match]\nGame=stampswap\nFormat=1\nPlayers=1\nCurrent=1\n"

/* A single rectangle scores 3, the two connected rectangles 6 (the second
 * touches the first along part of an edge); the square next to the lone
 * rectangle does not join it. */
static void
test_rectangles_group (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=AAA.........;AAABBB......;...BBB......;............;............;"
    "............;CCCCSS......;CCCCSS......;............;............;............;............\n"
    "[Player1.Stamps]\nA=short-rect/blue/space:2\nB=short-rect/green/animals:1\n"
    "C=long-rect/yellow/flowers:3\nS=small-square/brown/vehicles:4\n"
    "[Contest:rectangle-row]\nName=Rectangle Row\nType=size\nRule=group\nAttribute=shape\nValue=rectangles\nPoints=3\n"
    "[Contest:square-dance]\nName=Square Dance\nType=size\nRule=group\nAttribute=shape\nValue=squares\nPoints=3\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:rectangle-row"), ==, 6);
  {
    /* Highlighting marks the two connected rectangles, not the lone one. */
    PhlStampswapState *state = load (
      HEADER
      "[Player1]\nAlbum=AAA.........;AAABBB......;...BBB......;............;............;"
      "............;CCCCSS......;CCCCSS......;............;............;............;............\n"
      "[Player1.Stamps]\nA=short-rect/blue/space:2\nB=short-rect/green/animals:1\n"
      "C=long-rect/yellow/flowers:3\nS=small-square/brown/vehicles:4\n"
      "[Contest:rectangle-row]\nName=Rectangle Row\nType=size\nRule=group\nAttribute=shape\nValue=rectangles\nPoints=3\n");
    guint8 mask[PHL_STAMPSWAP_MAX_STAMPS];
    const PhlStampswapCard *card = phl_stampswap_deck_get_card (state->deck, 0);

    g_assert_cmpuint (phl_stampswap_contest_mark (&card->rule, &state->players[0].album, mask), ==, 2);
    g_assert_true (mask[0] && mask[1] && !mask[2] && !mask[3]);
    phl_stampswap_rules.free (state);
  }
  g_assert_cmpint (get_int (out, "Player1", "Contest:square-dance"), ==, 3);
  g_assert_cmpint (get_int (out, "Player1", "Values"), ==, 10);
  g_assert_cmpint (get_int (out, "Player1", "Forever"), ==, 0);
  g_assert_cmpint (get_int (out, "Player1", "Specialists"), ==, 0);
}

/* Purple and green tie for the most abundant colour with 3 stamps each:
 * ignoring one, the other scores 12. */
static void
test_second_most (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=AABBCCDDEEFF;AABBCCDDEEFF;GG..........;GG..........;............;"
    "............;............;............;............;............;............;............\n"
    "Specialists=2\n"
    "[Player1.Stamps]\nA=small-square/purple/space:1\nB=small-square/purple/animals:1\n"
    "C=small-square/purple/flowers:1\nD=small-square/green/space:1\nE=small-square/green/vehicles:-2\n"
    "F=small-square/green/monuments:canceled\nG=small-square/blue/space:3\n"
    "[Contest:second-fiddle]\nName=Second Fiddle\nType=finale\nRule=second-most\nAttribute=color\nPoints=4\n"
    "[Contest:runner-up-theme]\nName=Runner-up Theme\nType=theme\nRule=second-most\nAttribute=theme\nPoints=3\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:second-fiddle"), ==, 12);
  /* Themes: space 3, then animals, flowers, vehicles, monuments 1 each. */
  g_assert_cmpint (get_int (out, "Player1", "Contest:runner-up-theme"), ==, 3);
  g_assert_cmpint (get_int (out, "Player1", "Values"), ==, 5);
  g_assert_cmpint (get_int (out, "Player1", "Specialists"), ==, 4);
}

/* A complete set of the five themes scores 9; a sixth stamp does not make
 * a second set. Rare stamps have no theme. */
static void
test_theme_set (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=AABBCCDDEE..;AABBCCDDEE..;FFRR........;FFRR........;............;"
    "............;............;............;............;............;............;............\n"
    "[Player1.Stamps]\nA=small-square/purple/space:1\nB=small-square/yellow/monuments:2\n"
    "C=small-square/blue/animals:3\nD=small-square/green/flowers:4\nE=small-square/brown/vehicles:1\n"
    "F=small-square/brown/space:1\nR=small-square/rare:6\n"
    "[Contest:world-tour]\nName=World Tour\nType=theme\nRule=sets\nAttribute=theme\nPoints=9\n"
    "[Contest:rainbow-sets]\nName=Rainbow Sets\nType=color\nRule=sets\nAttribute=color\nPoints=8\n"
    "[Contest:rare-finds]\nName=Rare Finds\nType=canceled\nRule=count\nFilter=rare\nPoints=4\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:world-tour"), ==, 9);
  g_assert_cmpint (get_int (out, "Player1", "Contest:rainbow-sets"), ==, 8);
  g_assert_cmpint (get_int (out, "Player1", "Contest:rare-finds"), ==, 4);
  g_assert_cmpint (get_int (out, "Player1", "Values"), ==, 18);
}

/* Two perfect corners: the top-left and bottom-left corners of the blue stamp. */
static void
test_perfect_corners (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=............;.ab.........;.cBB........;.dBB........;.ef.........;"
    "............;............;............;............;............;............;............\n"
    "[Player1.Stamps]\na=forever\nb=forever\nc=forever\nd=forever\ne=forever\nf=forever\n"
    "B=small-square/blue/space:2\n"
    "[Contest:perfect-corners]\nName=Perfect Corners\nType=canceled\nRule=corners\nPoints=4\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:perfect-corners"), ==, 8);
  /* One player ranks against the imaginary player with 3: 6 forever stamps win. */
  g_assert_cmpint (get_int (out, "Player1", "Forever"), ==, 10);
}

/* One complete edge (the right one) made of 5 stamps scores 10. */
static void
test_complete_edge (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=.........AAA;.........AAA;.........AAA;..........BB;..........BB;"
    "..........BB;..........CC;..........CC;..........DD;..........DD;..........EE;..........EE\n"
    "[Player1.Stamps]\nA=large-square/blue/space:2\nB=short-rect/blue/space:2\n"
    "C=small-square/blue/space:2\nD=small-square/blue/space:2\nE=small-square/blue/space:2\n"
    "[Contest:framed-album]\nName=Framed Album\nType=finale\nRule=edges\nPoints=2\n"
    "[Contest:blue-wave]\nName=Blue Wave\nType=color\nRule=group\nAttribute=color\nValue=blue\nPoints=3\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:framed-album"), ==, 10);
  g_assert_cmpint (get_int (out, "Player1", "Contest:blue-wave"), ==, 15);
}

/* Two 1x2 holes among the empty regions score 6; single cells do not count. */
static void
test_holes (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=..a......b..;AAAA....BBBB;AAAA....BBBB;............;............;"
    "............;............;............;............;...........c;..........dC;..........e.\n"
    "[Player1.Stamps]\na=forever\nb=forever\nc=forever\nC=forever\nd=forever\ne=forever\n"
    "A=long-rect/green/animals:1\nB=long-rect/green/animals:1\n"
    "[Contest:twin-gaps]\nName=Twin Gaps\nType=finale\nRule=holes\nSize=2\nPoints=3\n"
    "[Contest:pinholes]\nName=Pinholes\nType=canceled\nRule=holes\nSize=1\nPoints=3\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:twin-gaps"), ==, 6);
  /* The bottom-right corner cell is a hole of one cell. */
  g_assert_cmpint (get_int (out, "Player1", "Contest:pinholes"), ==, 3);
}

/* Stamps with no empty cell next to them; the album edge covers. */
static void
test_surrounded (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=abCC........;deCC........;f...........;............;............;"
    "............;............;............;............;............;............;............\n"
    "[Player1.Stamps]\na=forever\nb=forever\nd=forever\ne=forever\nf=forever\n"
    "C=small-square/yellow/flowers:canceled\n"
    "[Contest:tight-binding]\nName=Tight Binding\nType=canceled\nRule=surrounded\nPoints=2\n"
    "[Contest:postmark-parade]\nName=Postmark Parade\nType=canceled\nRule=count\nFilter=canceled\nPoints=3\n");

  g_assert_cmpint (get_int (out, "Player1", "Contest:tight-binding"), ==, 6);
  g_assert_cmpint (get_int (out, "Player1", "Contest:postmark-parade"), ==, 3);
  g_assert_cmpint (get_int (out, "Player1", "Values"), ==, 0);
}

/* David has 3 forever stamps, Teresa 2: David ties the imaginary player
 * (10 points, 2nd place not awarded), Teresa is 3rd (3 points). */
static void
test_forever_two_players (void)
{
  g_autoptr(GKeyFile) out = score_of (
    "[Match]\nGame=stampswap\nFormat=1\nPlayers=2\nCurrent=1\n"
    "[Player1]\nName=David\nAlbum=abc.........;............;............;............;............;"
    "............;............;............;............;............;............;............\n"
    "[Player1.Stamps]\na=forever\nb=forever\nc=forever\n"
    "[Player2]\nName=Teresa\nAlbum=a...........;b...........;............;............;............;"
    "............;............;............;............;............;............;............\n"
    "[Player2.Stamps]\na=forever\nb=forever\n");

  g_assert_cmpint (get_int (out, "Player1", "Forever"), ==, 10);
  g_assert_cmpint (get_int (out, "Player2", "Forever"), ==, 3);
}

/* Three or more players: no imaginary player; ties share their place. */
static void
test_forever_ranking (void)
{
  const char *rows_with[] = {
    "............",
    "a...........",
    "ab..........",
    "abc.........",
  };
  g_autoptr(GString) text = g_string_new ("[Match]\nGame=stampswap\nFormat=1\nPlayers=5\n");
  /* Counts 3, 3, 2, 1, 0: places 1, 1, 3, 4, none. */
  const guint counts[] = { 3, 3, 2, 1, 0 };
  const int expected[] = { 10, 10, 3, 0, 0 };
  g_autoptr(GKeyFile) out = NULL;

  for (guint s = 0; s < 5; s++)
    {
      g_string_append_printf (text, "[Player%u]\nAlbum=%s", s + 1, rows_with[counts[s]]);
      for (guint r = 1; r < 12; r++)
        g_string_append (text, ";............");
      g_string_append_printf (text, "\n[Player%u.Stamps]\na=forever\nb=forever\nc=forever\n", s + 1);
    }
  out = score_of (text->str);
  for (guint s = 0; s < 5; s++)
    {
      g_autofree char *group = g_strdup_printf ("Player%u", s + 1);
      g_assert_cmpint (get_int (out, group, "Forever"), ==, expected[s]);
    }
}

/* The colour group with Value=any takes the best colour. */
static void
test_group_any (void)
{
  g_autoptr(GKeyFile) out = score_of (
    HEADER
    "[Player1]\nName=Ann\nAlbum=AABBCC......;AABBCC......;DD..EE......;DD..EE......;............;"
    "............;............;............;............;............;............;............\n"
    "[Player1.Stamps]\nA=small-square/green/space:1\nB=small-square/green/animals:1\n"
    "C=small-square/blue/flowers:1\nD=small-square/green/flowers:1\nE=small-square/blue/space:1\n"
    "[Contest:colour-club]\nName=Colour Club\nType=color\nRule=group\nAttribute=color\nValue=any\nPoints=2\n"
    "[Contest:theme-circle]\nName=Theme Circle\nType=theme\nRule=group\nAttribute=theme\nValue=any\nPoints=2\n");

  /* Green A, B, D connect (3 stamps); blue C and E connect too (2). */
  g_assert_cmpint (get_int (out, "Player1", "Contest:colour-club"), ==, 6);
  /* Flowers C and D do not touch; space A and E do not either. */
  g_assert_cmpint (get_int (out, "Player1", "Contest:theme-circle"), ==, 2);
}

/* Reference flood fill: sizes of the empty regions. */
static guint
holes_reference (const PhlStampswapAlbum *album,
                 guint                    size)
{
  guint8 seen[12][12] = { { 0 } };
  guint n = 0;

  for (int y = 0; y < 12; y++)
    for (int x = 0; x < 12; x++)
      {
        int stack[144], top = 0;
        guint region = 0;

        if (album->cells[y][x] || seen[y][x])
          continue;
        seen[y][x] = 1;
        stack[top++] = x + 12 * y;
        while (top > 0)
          {
            int c = stack[--top], cx = c % 12, cy = c / 12;
            const int d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

            region++;
            for (int k = 0; k < 4; k++)
              {
                int nx = cx + d[k][0], ny = cy + d[k][1];

                if (nx >= 0 && ny >= 0 && nx < 12 && ny < 12 && !album->cells[ny][nx] && !seen[ny][nx])
                  {
                    seen[ny][nx] = 1;
                    stack[top++] = nx + 12 * ny;
                  }
              }
          }
        n += region == size;
      }
  return n;
}

/* Random albums of forever stamps: the fast hole count agrees with a flood fill. */
static void
test_holes_random (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);

  for (guint trial = 0; trial < 300; trial++)
    {
      PhlStampswapAlbum album;
      PhlStampswapStamp stamp;
      guint density = g_rand_int_range (rng, 20, 90);

      phl_stampswap_album_init (&album);
      g_assert_true (phl_stampswap_stamp_parse ("forever", &stamp, NULL));
      stamp.w = stamp.h = 1;
      for (guint y = 0; y < 12; y++)
        for (guint x = 0; x < 12; x++)
          if ((guint) g_rand_int_range (rng, 0, 100) < density)
            {
              stamp.x = x;
              stamp.y = y;
              phl_stampswap_album_add_stamp (&album, &stamp);
            }
      for (guint size = 1; size <= 3; size++)
        g_assert_cmpuint (phl_stampswap_album_holes (&album, size), ==, holes_reference (&album, size));
    }
}

/* What a rule marks for highlighting agrees with what it counts, on the
 * albums of finished self-play games, for every contest of the standard deck. */
static void
test_mark (void)
{
  PhlStampswapDeck *deck = phl_stampswap_deck_get_default ();
  guint checked = 0;

  for (guint g = 0; g < 12; g++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (g);
      PhlSetup setup = { 2 + g % 4, NULL, NULL, NULL };
      PhlAiLevel levels[PHL_MAX_SEATS] = { 0 };
      PhlStampswapState *state = phl_stampswap_rules.new_game (&setup, rng, NULL);

      while (!phl_stampswap_rules.is_over (state))
        {
          g_autofree char *action = phl_stampswap_rules.choose_action (state, levels, rng);
          g_assert_true (phl_stampswap_rules.apply (state, action, rng, NULL, NULL, NULL));
        }
      for (guint s = 0; s < state->n_players; s++)
        for (guint c = 0; c < phl_stampswap_deck_n_cards (deck); c++)
          {
            const PhlStampswapCard *card = phl_stampswap_deck_get_card (deck, c);
            const PhlStampswapAlbum *album = &state->players[s].album;
            guint8 mask[PHL_STAMPSWAP_MAX_STAMPS];
            guint count, marked;

            if (card->kind != PHL_STAMPSWAP_CARD_CONTEST && card->kind != PHL_STAMPSWAP_CARD_EXHIBITOR)
              continue;
            count = phl_stampswap_contest_count (&card->rule, album);
            marked = phl_stampswap_contest_mark (&card->rule, album, mask);
            switch (card->rule.rule)
              {
              case PHL_STAMPSWAP_RULE_SETS:
                g_assert_cmpuint (marked, ==, 5 * count);
                break;
              case PHL_STAMPSWAP_RULE_CORNERS:
                g_assert_true ((count == 0) == (marked == 0));
                g_assert_cmpuint (marked, >=, MIN (count, 1u) * 4);
                break;
              case PHL_STAMPSWAP_RULE_HOLES:
                g_assert_cmpuint (marked, ==, 0);
                break;
              default:
                g_assert_cmpuint (marked, ==, count);
                break;
              }
            checked++;
          }
      phl_stampswap_rules.free (state);
    }
  g_assert_cmpuint (checked, >, 500);
}

typedef struct
{
  const char *body;
  const char *message;
} BadCase;

static void
test_bad_positions (void)
{
  const BadCase cases[] = {
    { "[Player1]\nAlbum=AA\n",
      "test.philatelia:7: [Player1] Album: an album has 12 rows, not 1" },
    { "[Player1]\nAlbum=AA..........;A...........;............;............;............;............;"
      "............;............;............;............;............;............\n"
      "[Player1.Stamps]\nA=small-square/blue/space:1\n",
      "test.philatelia:7: [Player1] Album: the cells of stamp “A” do not form one rectangle" },
    { "[Player1]\nAlbum=AAA.........;AAA.........;............;............;............;............;"
      "............;............;............;............;............;............\n"
      "[Player1.Stamps]\nA=small-square/blue/space:1\n",
      "test.philatelia:7: [Player1] Album: stamp “A” covers 3x2 cells, which is not the size of a small-square" },
    { "[Player1]\nAlbum=AA..........;AA..........;............;............;............;............;"
      "............;............;............;............;............;............\n"
      "[Player1.Stamps]\nA=small-square/pink/space:1\n",
      "test.philatelia:9: [Player1.Stamps] A: “small-square/pink/space:1” needs a colour (purple, yellow, blue, green, brown) and a theme (space, monuments, animals, flowers, vehicles)" },
    { "[Player1]\nAlbum=AA..........;AA..........;............;............;............;............;"
      "............;............;............;............;............;............\n"
      "[Player1.Stamps]\nA=small-square/blue/space:1\n[Contest:x]\nName=X\nType=color\nRule=rainbow\nPoints=2\n",
      "test.philatelia:13: [Contest:x] Rule: unknown contest rule “rainbow”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (HEADER, cases[i].body, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
      gpointer state;

      g_assert_no_error (error);
      state = phl_stampswap_rules.load_position (file, &error);
      g_assert_null (state);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* save_position writes a position that loads back to the same scores. */
static void
test_position_round_trip (void)
{
  const char *text =
    HEADER
    "[Player1]\nName=Ann\nAlbum=AAA.........;AAABBB......;...BBB......;............;............;"
    "............;CCCCSS......;CCCCSS......;............;..........fg;............;............\n"
    "Specialists=1\n"
    "[Player1.Stamps]\nA=short-rect/blue/space:2\nB=short-rect/green/animals:canceled\n"
    "C=long-rect/rare:7\nS=small-square/brown/vehicles:-3\nf=forever\ng=forever\n"
    "[Contest:rectangle-row]\nName=Rectangle Row\nType=size\nRule=group\nAttribute=shape\nValue=rectangles\nPoints=3\n";
  gpointer state = load (text);
  g_autoptr(GKeyFile) saved = g_key_file_new ();
  g_autoptr(GKeyFile) first = g_key_file_new ();
  g_autoptr(GKeyFile) second = g_key_file_new ();
  g_autofree char *data = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  gpointer again;

  g_key_file_set_string (saved, "Match", "Game", "stampswap");
  g_key_file_set_integer (saved, "Match", "Format", 1);
  phl_stampswap_rules.save_position (state, saved);
  data = g_key_file_to_data (saved, NULL, NULL);
  again = load (data);
  phl_stampswap_rules.write_score (state, first);
  phl_stampswap_rules.write_score (again, second);
  a = g_key_file_to_data (first, NULL, NULL);
  b = g_key_file_to_data (second, NULL, NULL);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpint (get_int (first, "Player1", "Values"), ==, 6);
  g_assert_cmpint (get_int (first, "Player1", "Specialists"), ==, 2);
  phl_stampswap_rules.free (state);
  phl_stampswap_rules.free (again);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stampswap/contest/rectangles-group", test_rectangles_group);
  g_test_add_func ("/stampswap/contest/second-most", test_second_most);
  g_test_add_func ("/stampswap/contest/theme-set", test_theme_set);
  g_test_add_func ("/stampswap/contest/perfect-corners", test_perfect_corners);
  g_test_add_func ("/stampswap/contest/complete-edge", test_complete_edge);
  g_test_add_func ("/stampswap/contest/holes", test_holes);
  g_test_add_func ("/stampswap/contest/surrounded", test_surrounded);
  g_test_add_func ("/stampswap/contest/holes-random", test_holes_random);
  g_test_add_func ("/stampswap/contest/mark", test_mark);
  g_test_add_func ("/stampswap/contest/group-any", test_group_any);
  g_test_add_func ("/stampswap/final/forever-two-players", test_forever_two_players);
  g_test_add_func ("/stampswap/final/forever-ranking", test_forever_ranking);
  g_test_add_func ("/stampswap/position/errors", test_bad_positions);
  g_test_add_func ("/stampswap/position/round-trip", test_position_round_trip);
  return g_test_run ();
}
