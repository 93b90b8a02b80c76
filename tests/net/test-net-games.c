/* test-net-games.c — whole games through a real prosody, host and joiners as processes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game: `philatelia-cli net host` with the computer on some
 * seats and `net join` bots on the others, as separate processes through
 * a real XMPP server.  Every process must end the game with the same
 * [Result].  Then every view a joiner received (its --log) is checked
 * against the host's whole save with the engine's own knowledge: what
 * the seat may know is exactly as in the match, what it may not know
 * (found by dealing the hidden part anew, determinize()) is not the
 * match's, and the seed appears nowhere.  The Stamp Swap game is played
 * with a deck only the host's save holds: the joiners play it from their
 * views, its names and translations included.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "net-test-util.h"
#include "phl-change.h"
#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "phl-match.h"

static const char * const joiner_accounts[] = { "bob", "carol", "dave", "erin", "frank", "gina" };

typedef struct
{
  const char *game;
  const char *variant;
  guint       players;
  guint       computers;   /* bit i: seat i + 1 */
  gboolean    custom_deck; /* Stamp Swap: a deck only the host's save holds */
  guint       tick_ms;     /* Stamp Auction: the host's countdown clock (0: default) */
  gboolean    watcher;     /* a spectator (erin) watches without a seat */
} GameCase;

static GKeyFile *
position_of (const PhlGameRules *rules,
             gconstpointer       state)
{
  GKeyFile *file = g_key_file_new ();

  g_key_file_set_string (file, "Match", "Game", rules->id);
  g_key_file_set_integer (file, "Match", "Players", rules->n_players (state));
  rules->save_position (state, file);
  /* A Stamp Swap deck is the same in every view and public: the check
   * need not weigh its groups each time (check_custom_deck reads it). */
  {
    g_auto(GStrv) groups = g_key_file_get_groups (file, NULL);

    for (guint g = 0; groups[g] != NULL; g++)
      if (g_str_equal (groups[g], "Deck") || g_str_has_prefix (groups[g], "Deck."))
        g_key_file_remove_group (file, groups[g], NULL);
  }
  return file;
}

static char *
value_of (GKeyFile   *file,
          const char *group,
          const char *key)
{
  return g_key_file_get_value (file, group, key, NULL);
}

/* Which keys of @truth hide something from @seat: those that change when
 * the seat's unknowns are dealt anew. */
static GHashTable *
hidden_keys (const PhlGameRules *rules,
             gconstpointer       state,
             guint               seat,
             GKeyFile           *truth)
{
  GHashTable *hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) groups = g_key_file_get_groups (truth, NULL);

  if (rules->determinize == NULL)
    return hidden;
  for (guint sample = 0; sample < 6; sample++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (sample * 7919 + 1);
      gpointer copy = rules->determinize (state, seat, rng);
      g_autoptr(GKeyFile) dealt = position_of (rules, copy);

      rules->free (copy);
      for (guint g = 0; groups[g] != NULL; g++)
        {
          g_auto(GStrv) keys = g_key_file_get_keys (truth, groups[g], NULL, NULL);

          for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
            {
              g_autofree char *a = value_of (truth, groups[g], keys[k]);
              g_autofree char *b = value_of (dealt, groups[g], keys[k]);

              if (g_strcmp0 (a, b) != 0)
                g_hash_table_add (hidden, g_strconcat (groups[g], "/", keys[k], NULL));
            }
        }
    }
  return hidden;
}

/* Whether @key of @group changes when @seat's unknowns are dealt anew,
 * over many deals: a hidden value that six deals happened to leave as it
 * was (a hand drawn from a bag of nearly one colour) is still hidden. */
static gboolean
key_varies (const PhlGameRules *rules,
            gconstpointer       state,
            guint               seat,
            const char         *group,
            const char         *key,
            const char         *truth)
{
  if (rules->determinize == NULL)
    return FALSE;
  for (guint sample = 0; sample < 200; sample++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (sample * 104729 + 17);
      gpointer copy = rules->determinize (state, seat, rng);
      g_autoptr(GKeyFile) dealt = position_of (rules, copy);
      g_autofree char *value = value_of (dealt, group, key);

      rules->free (copy);
      if (g_strcmp0 (value, truth) != 0)
        return TRUE;
    }
  return FALSE;
}

static char *
unescape (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; )
    {
      static const struct { const char *entity; char c; } entities[] = {
        { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' }, { "&quot;", '"' }, { "&apos;", '\'' },
      };
      gboolean done = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (entities) && !done; i++)
        if (g_str_has_prefix (p, entities[i].entity))
          {
            g_string_append_c (out, entities[i].c);
            p += strlen (entities[i].entity);
            done = TRUE;
          }
      if (!done)
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  guint views;
  guint hidden_compared;
  guint hidden_equal;
} ViewCheck;

/* One view of @seat after @seq actions against the host's match. */
static void
check_view (PhlMatch   *whole,
            guint       seq,
            guint       seat,
            const char *text,
            ViewCheck  *check)
{
  const PhlGameRules *rules = phl_match_get_rules (whole);
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) then = phl_match_new_at (whole, seq, NULL, &error);
  g_autoptr(GKeyFile) view = g_key_file_new ();
  g_autoptr(GKeyFile) truth = NULL;
  g_autoptr(GHashTable) hidden = NULL;
  g_auto(GStrv) groups = NULL;

  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_data (view, text, -1, G_KEY_FILE_KEEP_TRANSLATIONS, &error));
  truth = position_of (rules, phl_match_get_state (then));
  hidden = hidden_keys (rules, phl_match_get_state (then), seat, truth);
  groups = g_key_file_get_groups (truth, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (truth, groups[g], NULL, NULL);

      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *name = g_strconcat (groups[g], "/", keys[k], NULL);
          g_autofree char *want = value_of (truth, groups[g], keys[k]);
          g_autofree char *got = value_of (view, groups[g], keys[k]);

          if (g_hash_table_contains (hidden, name))
            {
              check->hidden_compared++;
              check->hidden_equal += g_strcmp0 (want, got) == 0;
            }
          else if (g_strcmp0 (want, got) != 0
                   && !key_varies (rules, phl_match_get_state (then), seat, groups[g], keys[k], want))
            g_error ("seat %u, view after %u actions: %s is “%s”, the match has “%s”",
                     seat + 1, seq, name, got, want);
        }
    }
  check->views++;
}

static guint
count_views (const char *log_path)
{
  g_autofree char *log = NULL;
  guint n = 0;

  if (!g_file_get_contents (log_path, &log, NULL, NULL))
    return 0;
  for (const char *p = log; (p = strstr (p, "kind=\"view\"")) != NULL; p++)
    n++;
  return n;
}

static void
check_log (const char *log_path,
           const char *host_save,
           guint       seat)
{
  g_autofree char *log = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) whole = phl_match_new_from_file (host_save, &error);
  g_autoptr(GRegex) game_element = g_regex_new ("<game ([^>]*[^/>])>(.*?)</game>", G_REGEX_DOTALL, 0, NULL);
  g_autoptr(GRegex) seq_attribute = g_regex_new ("seq=\"([0-9]+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;
  g_autofree char *seed = NULL;
  ViewCheck check = { 0 };
  guint index = 0, stride, superseded = 0;
  g_autoptr(GArray) seqs = g_array_new (FALSE, FALSE, sizeof (guint));

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  /* Each check replays the match up to the view: a long game (Stamp
   * Swap's hundred-odd views a seat) has about 40 of its views checked,
   * evenly spread. */
  stride = count_views (log_path) / 40 + 1;
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, phl_match_get_seed (whole));
  g_assert_null (strstr (log, seed));

  /* Every view's seq, in the order received. */
  for (g_regex_match (game_element, log, 0, &info); g_match_info_matches (info);
       g_match_info_next (info, NULL))
    {
      g_autofree char *attributes = g_match_info_fetch (info, 1);
      g_autoptr(GMatchInfo) seq_info = NULL;
      g_autofree char *seq = NULL;
      guint number;

      if (strstr (attributes, "kind=\"view\"") == NULL)
        continue;
      g_assert_true (g_regex_match (seq_attribute, attributes, 0, &seq_info));
      seq = g_match_info_fetch (seq_info, 1);
      number = g_ascii_strtoull (seq, NULL, 10);
      g_array_append_val (seqs, number);
    }
  g_clear_pointer (&info, g_match_info_free);
  for (g_regex_match (game_element, log, 0, &info); g_match_info_matches (info);
       g_match_info_next (info, NULL))
    {
      g_autofree char *attributes = g_match_info_fetch (info, 1);
      g_autofree char *body = NULL;
      g_autofree char *text = NULL;
      guint seq, i;
      gboolean overtaken = FALSE;

      if (strstr (attributes, "kind=\"view\"") == NULL)
        continue;
      i = index++;
      seq = g_array_index (seqs, guint, i);
      /* A tick the auction's clock showed before the match played it,
       * overtaken by a ring at a higher price: a later view goes back to
       * its seq or before.  The match never had that position. */
      for (guint j = i + 1; j < seqs->len && !overtaken; j++)
        overtaken = g_array_index (seqs, guint, j) <= seq;
      if (overtaken)
        {
          superseded++;
          continue;
        }
      if (i % stride != 0)
        continue;
      body = g_match_info_fetch (info, 2);
      text = unescape (body);
      check_view (whole, seq, seat, text, &check);
    }
  g_test_message ("seat %u: %u of %u views checked (%u ticks shown ahead, overtaken by a ring), "
                  "%u hidden values, %u as in the match",
                  seat + 1, check.views, index, superseded, check.hidden_compared, check.hidden_equal);
  g_assert_cmpuint (check.views, >, 2);
  /* Had the host sent the match itself, every hidden value would be the
   * match's. */
  if (check.hidden_compared >= 10)
    g_assert_cmpuint (check.hidden_equal, <, check.hidden_compared);
}

/* A spectator's log holds only what the room heard: no view, no
 * refusal, no seed, no hidden action's text and no seat's own account of
 * an action; its record (OUT) has every action up to the last. */
static void
check_watcher (const char *log_path,
               const char *record_path,
               const char *host_save)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) whole = phl_match_new_from_file (host_save, &error);
  g_autoptr(GRegex) game_element = g_regex_new ("<game ([^>]*[^/>])>(.*?)</game>", G_REGEX_DOTALL, 0, NULL);
  g_autoptr(GRegex) seq_attribute = g_regex_new ("seq=\"([0-9]+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *log = NULL;
  g_autofree char *record = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *last_line = NULL;
  guint n = 0, private_texts = 0, events = 0, hiding = 0;

  g_assert_no_error (error);
  n = phl_match_get_n_actions (whole);
  g_assert_true (g_file_get_contents (log_path, &raw, NULL, NULL));
  log = unescape (raw);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, phl_match_get_seed (whole));
  g_assert_null (strstr (log, seed));
  g_assert_null (strstr (raw, "kind=\"view\""));
  g_assert_null (strstr (raw, "kind=\"refused\""));
  for (guint i = 0; i < n; i++)
    {
      const PhlChange *change = phl_match_get_change (whole, i);
      const char *public = phl_change_describe (change, -1);

      for (guint seat = 0; seat < phl_match_get_n_seats (whole); seat++)
        if (phl_change_has_seat_text (change, seat))
          {
            const char *own = phl_change_describe (change, seat);

            if (strstr (public, own) != NULL)
              continue;
            private_texts++;
            if (strstr (log, own) != NULL)
              g_error ("the spectator heard seat %u’s own account of action %u: %s", seat + 1, i + 1, own);
          }
    }
  /* An event with text tells an action that hides nothing. */
  for (g_regex_match (game_element, raw, 0, &info); g_match_info_matches (info);
       g_match_info_next (info, NULL))
    {
      g_autofree char *attributes = g_match_info_fetch (info, 1);
      g_autofree char *text = g_match_info_fetch (info, 2);
      g_autoptr(GMatchInfo) seq_info = NULL;
      g_autofree char *seq = NULL;
      guint index;
      const PhlChange *change;

      g_assert_nonnull (strstr (attributes, "kind=\"event\""));
      g_assert_true (g_regex_match (seq_attribute, attributes, 0, &seq_info));
      seq = g_match_info_fetch (seq_info, 1);
      index = g_ascii_strtoull (seq, NULL, 10);
      g_assert_cmpuint (index, <, n);
      change = phl_match_get_change (whole, index);
      for (guint seat = 0; seat < phl_match_get_n_seats (whole); seat++)
        g_assert_false (phl_change_has_seat_text (change, seat));
      events++;
    }
  for (guint i = 0; i < n; i++)
    for (guint seat = 0; seat < phl_match_get_n_seats (whole); seat++)
      if (phl_change_has_seat_text (phl_match_get_change (whole, i), seat))
        {
          hiding++;
          break;
        }
  g_test_message ("spectator: %u events with text, %u of %u actions hid something, %u private accounts "
                  "of an action never heard", events, hiding, n, private_texts);
  g_assert_cmpuint (hiding, >, 0);
  /* Its record ends with the game's last action. */
  g_assert_true (g_file_get_contents (record_path, &record, NULL, NULL));
  g_strchomp (record);
  last_line = g_strdup_printf ("\n%u. ", n);
  g_assert_nonnull (strstr (record, last_line));
}

/* The save's own copy of its deck made into a deck no computer has
 * installed: another id, and names of its own in three languages on its
 * events and specialists.  The rules stay, so the game is as dealt. */
static void
make_deck_custom (const char *save)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_auto(GStrv) groups = NULL;
  g_autofree char *data = NULL;

  g_assert_true (g_key_file_load_from_file (file, save, G_KEY_FILE_KEEP_TRANSLATIONS, NULL));
  g_assert_true (g_key_file_has_group (file, "Deck"));
  g_key_file_set_string (file, "Deck", "Id", "club-online");
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    if (g_str_has_prefix (groups[g], "Deck.Specialist:") || g_str_has_prefix (groups[g], "Deck.Event:"))
      {
        g_autofree char *name = g_strdup_printf ("Club %s", strchr (groups[g], ':') + 1);
        g_autofree char *name_pl = g_strdup_printf ("Klubowy %s", strchr (groups[g], ':') + 1);
        g_autofree char *name_de = g_strdup_printf ("Vereins-%s", strchr (groups[g], ':') + 1);

        g_key_file_set_string (file, groups[g], "Name", name);
        g_key_file_set_string (file, groups[g], "Name[pl]", name_pl);
        g_key_file_set_string (file, groups[g], "Name[de]", name_de);
      }
  data = g_key_file_to_data (file, NULL, NULL);
  g_assert_true (g_file_set_contents (save, data, -1, NULL));
}

/* The joiner's record, its last view, plays with the host's custom deck. */
static void
check_custom_deck (const char *record,
                   const char *log_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_file (record, &error);
  const PhlGameRules *rules = phl_game_rules_lookup ("stampswap");
  g_autofree char *log = NULL;
  gpointer view;

  g_assert_no_error (error);
  view = rules->load_position (file, &error);
  g_assert_no_error (error);
  g_assert_true (rules->is_over (view));
  rules->free (view);
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_nonnull (strstr (log, "Id=club-online"));
  g_assert_nonnull (strstr (log, "Name[pl]=Klubowy "));
  g_assert_nonnull (strstr (log, "Name[de]=Vereins-"));
}

static void
test_whole_game (gconstpointer data)
{
  const GameCase *test = data;
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, test->game, test->variant, test->players, test->computers, 4242);
  g_autofree char *room = g_strdup_printf ("%s%s-whole@" PHL_TEST_ROOMS, test->game,
                                           test->variant != NULL ? test->variant : "");
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autoptr(GPtrArray) host_args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) host = NULL;
  GSubprocess *joiners[PHL_MAX_SEATS] = { NULL };
  g_autoptr(GSubprocess) watcher = NULL;
  g_autofree char *host_result = NULL;

  if (test->custom_deck)
    make_deck_custom (save);

  /* The room's name alone: the host finds its server's chat-room service
   * (XEP-0030), which is where the joiners look for it. */
  g_ptr_array_add (host_args, g_strdup ("--room"));
  g_ptr_array_add (host_args, g_strdup_printf ("%s%s-whole", test->game,
                                               test->variant != NULL ? test->variant : ""));
  g_ptr_array_add (host_args, g_strdup ("-o"));
  g_ptr_array_add (host_args, g_strdup (host_out));
  if (test->tick_ms != 0)
    g_ptr_array_add (host_args, g_strdup_printf ("--tick-ms=%u", test->tick_ms));
  if (test->watcher)
    g_ptr_array_add (host_args, g_strdup ("--watcher=erin@" PHL_TEST_DOMAIN));
  for (guint i = 0; i < test->players; i++)
    if (!(test->computers & (1u << i)))
      {
        g_ptr_array_add (host_args, g_strdup ("--seat"));
        g_ptr_array_add (host_args, g_strdup_printf ("%u=%s@" PHL_TEST_DOMAIN, i + 1, joiner_accounts[i]));
      }
  g_ptr_array_insert (host_args, 0, g_strdup (save));
  g_ptr_array_insert (host_args, 0, g_strdup ("host"));
  g_ptr_array_insert (host_args, 0, g_strdup ("net"));
  g_ptr_array_add (host_args, NULL);
  host = net_test_spawn_cli ((const char * const *) host_args->pdata);

  for (guint i = 0; i < test->players; i++)
    if (!(test->computers & (1u << i)))
      {
        g_autoptr(GPtrArray) args = net_test_login_args (joiner_accounts[i]);
        g_autofree char *name = g_strdup_printf ("seat%u", i + 1);

        g_ptr_array_insert (args, 0, g_strdup (room));
        g_ptr_array_insert (args, 0, g_strdup ("join"));
        g_ptr_array_insert (args, 0, g_strdup ("net"));
        g_ptr_array_add (args, g_strdup ("-o"));
        g_ptr_array_add (args, g_strdup_printf ("%s/%s.save", dir, name));
        g_ptr_array_add (args, g_strdup ("--log"));
        g_ptr_array_add (args, g_strdup_printf ("%s/%s.log", dir, name));
        g_ptr_array_add (args, NULL);
        joiners[i] = net_test_spawn_cli ((const char * const *) args->pdata);
      }

  if (test->watcher)
    {
      g_autoptr(GPtrArray) args = net_test_login_args ("erin");

      g_ptr_array_insert (args, 0, g_strdup (room));
      g_ptr_array_insert (args, 0, g_strdup ("join"));
      g_ptr_array_insert (args, 0, g_strdup ("net"));
      g_ptr_array_add (args, g_strdup ("--watch"));
      g_ptr_array_add (args, g_strdup ("-o"));
      g_ptr_array_add (args, g_strdup_printf ("%s/watcher.txt", dir));
      g_ptr_array_add (args, g_strdup ("--log"));
      g_ptr_array_add (args, g_strdup_printf ("%s/watcher.log", dir));
      g_ptr_array_add (args, NULL);
      watcher = net_test_spawn_cli ((const char * const *) args->pdata);
    }

  g_assert_cmpint (net_test_wait (host, &host_result), ==, 0);
  g_assert_nonnull (strstr (host_result, "[Result]"));
  if (watcher != NULL)
    {
      g_autofree char *log = g_strdup_printf ("%s/watcher.log", dir);
      g_autofree char *record = g_strdup_printf ("%s/watcher.txt", dir);

      g_assert_cmpint (net_test_wait (watcher, NULL), ==, 0);
      check_watcher (log, record, host_out);
    }
  for (guint i = 0; i < test->players; i++)
    if (joiners[i] != NULL)
      {
        g_autofree char *result = NULL;
        g_autofree char *log = g_strdup_printf ("%s/seat%u.log", dir, i + 1);

        g_assert_cmpint (net_test_wait (joiners[i], &result), ==, 0);
        /* The same winners and scores at every computer. */
        g_assert_cmpstr (result, ==, host_result);
        check_log (log, host_out, i);
              if (test->custom_deck)
          {
            g_autofree char *record = g_strdup_printf ("%s/seat%u.save", dir, i + 1);

            check_custom_deck (record, log);
          }
        g_object_unref (joiners[i]);
      }
}

static GSubprocess *
spawn_joiner (const char *room,
              const char *dir)
{
  g_autoptr(GPtrArray) args = net_test_login_args ("bob");
  const char * const tail[] = { "--level", "expert", "--think-ms", "200", "-o", "seat2.save",
                                "--log", "seat2.log", NULL };

  g_ptr_array_insert (args, 0, g_strdup (room));
  g_ptr_array_insert (args, 0, g_strdup ("join"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  for (guint i = 0; tail[i] != NULL; i++)
    g_ptr_array_add (args, i == 5 || i == 7 ? g_build_filename (dir, tail[i], NULL) : g_strdup (tail[i]));
  g_ptr_array_add (args, NULL);
  return net_test_spawn_cli ((const char * const *) args->pdata);
}

static GSubprocess *
spawn_host (const char *save,
            const char *room,
            const char *host_out)
{
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");

  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup_printf ("--room=%s", room));
  g_ptr_array_add (args, g_strdup ("--seat=2=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("-o"));
  g_ptr_array_add (args, g_strdup (host_out));
  g_ptr_array_add (args, NULL);
  return net_test_spawn_cli ((const char * const *) args->pdata);
}

/* The host killed mid-game (SIGKILL) and started again on the same SAVE
 * and OUT goes on from OUT; the joiner waits for it and finishes. */
static void
test_host_restart (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 1u << 0, 1234);
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autofree char *log = g_build_filename (dir, "seat2.log", NULL);
  const char *room = "restart@" PHL_TEST_ROOMS;
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GSubprocess) second = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autoptr(PhlMatch) before = NULL;
  g_autoptr(PhlMatch) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *host_result = NULL;
  g_autofree char *result = NULL;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  first = spawn_host (save, room, host_out);
  joiner = spawn_joiner (room, dir);
  while (count_views (log) < 4)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (10 * 1000);
    }
  g_subprocess_force_exit (first);
  g_subprocess_wait (first, NULL, NULL);
  before = phl_match_new_from_file (host_out, &error);
  g_assert_no_error (error);
  g_assert_false (phl_match_is_over (before));
  g_assert_cmpuint (phl_match_get_n_actions (before), >, 0);

  second = spawn_host (save, room, host_out);
  g_assert_cmpint (net_test_wait (second, &host_result), ==, 0);
  g_assert_cmpint (net_test_wait (joiner, &result), ==, 0);
  g_assert_cmpstr (result, ==, host_result);
  /* The game went on from where the first host stopped. */
  after = phl_match_new_from_file (host_out, &error);
  g_assert_no_error (error);
  g_assert_true (phl_match_is_over (after));
  for (guint i = 0; i < phl_match_get_n_actions (before); i++)
    g_assert_cmpstr (phl_match_get_action (after, i), ==, phl_match_get_action (before, i));
}

/* A joiner killed mid-game (SIGKILL) and started again with the same OUT
 * takes its seat back, gets its view and finishes the game. */
static void
test_rejoin (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 1u << 0, 99);
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autofree char *log = g_build_filename (dir, "seat2.log", NULL);
  const char *room = "rejoin@" PHL_TEST_ROOMS;
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GSubprocess) second = NULL;
  g_autofree char *host_result = NULL;
  g_autofree char *result = NULL;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup_printf ("--room=%s", room));
  g_ptr_array_add (args, g_strdup ("--seat=2=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("-o"));
  g_ptr_array_add (args, g_strdup (host_out));
  g_ptr_array_add (args, NULL);
  host = net_test_spawn_cli ((const char * const *) args->pdata);

  first = spawn_joiner (room, dir);
  /* The expert thinks 200 ms a move: plenty of time to stop it after a
   * few of them. */
  while (count_views (log) < 4)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (10 * 1000);
    }
  g_subprocess_force_exit (first);
  g_subprocess_wait (first, NULL, NULL);
  g_assert_true (g_subprocess_get_if_signaled (first));

  second = spawn_joiner (room, dir);
  g_assert_cmpint (net_test_wait (host, &host_result), ==, 0);
  g_assert_cmpint (net_test_wait (second, &result), ==, 0);
  g_assert_cmpstr (result, ==, host_result);
}

/* A seated account called "host", like the host in the room: the
 * joiner takes its whole address as its nick and plays. */
static void
test_nick_taken (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 1u << 0, 31);
  const char *room = "nick@" PHL_TEST_ROOMS;
  g_autoptr(GPtrArray) host_args = net_test_login_args ("alice");
  g_autoptr(GPtrArray) join_args = net_test_login_args ("host");
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autofree char *host_result = NULL;
  g_autofree char *result = NULL;

  g_ptr_array_insert (host_args, 0, g_strdup (save));
  g_ptr_array_insert (host_args, 0, g_strdup ("host"));
  g_ptr_array_insert (host_args, 0, g_strdup ("net"));
  g_ptr_array_add (host_args, g_strdup_printf ("--room=%s", room));
  g_ptr_array_add (host_args, g_strdup ("--seat=2=host@" PHL_TEST_DOMAIN));
  g_ptr_array_add (host_args, NULL);
  host = net_test_spawn_cli ((const char * const *) host_args->pdata);
  g_ptr_array_insert (join_args, 0, g_strdup (room));
  g_ptr_array_insert (join_args, 0, g_strdup ("join"));
  g_ptr_array_insert (join_args, 0, g_strdup ("net"));
  g_ptr_array_add (join_args, NULL);
  joiner = net_test_spawn_cli ((const char * const *) join_args->pdata);

  g_assert_cmpint (net_test_wait (host, &host_result), ==, 0);
  g_assert_cmpint (net_test_wait (joiner, &result), ==, 0);
  g_assert_nonnull (strstr (host_result, "[Result]"));
  g_assert_nonnull (strstr (result, strstr (host_result, "[Result]")));
}

int
main (int    argc,
      char **argv)
{
  static const GameCase swop = { "swop", NULL, 2, 1u << 0 };
  static const GameCase stamps = { "stamps", NULL, 4, 1u << 0 };
  /* A quick clock: each price shows 50 ms (the ring window stays 300 ms). */
  static const GameCase auction = { "auction", NULL, 3, 1u << 0, FALSE, 50 };
  /* A spectator watches the sealed bids and Stamp Swap's face-down stamps. */
  static const GameCase sealed = { "auction", "sealed", 3, 1u << 0, FALSE, 0, TRUE };
  static const GameCase stampswap = { "stampswap", NULL, 3, 1u << 0, TRUE, 0, TRUE };
  const char * const accounts[] = { "alice", "bob", "carol", "dave", "erin", "host", NULL };
  int status;

  g_test_init (&argc, &argv, NULL);
  net_test_server = phl_test_prosody_start (accounts);
  if (net_test_server == NULL)
    return 1;
  g_test_add_data_func ("/net/whole-game/swop", &swop, test_whole_game);
  g_test_add_data_func ("/net/whole-game/stamps", &stamps, test_whole_game);
  g_test_add_data_func ("/net/whole-game/auction", &auction, test_whole_game);
  g_test_add_data_func ("/net/whole-game/auction-sealed", &sealed, test_whole_game);
  g_test_add_data_func ("/net/whole-game/stampswap", &stampswap, test_whole_game);
  g_test_add_func ("/net/rejoin", test_rejoin);
  g_test_add_func ("/net/host-restart", test_host_restart);
  g_test_add_func ("/net/nick-taken", test_nick_taken);
  status = g_test_run ();
  net_test_remove_dirs (status == 0);
  phl_test_prosody_stop (net_test_server);
  return status;
}
