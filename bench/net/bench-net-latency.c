/* bench-net-latency.c — how long a move takes to reach every seat's screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-net-latency [--games N] [--game ID]
 *
 * Starts a real prosody on localhost (tests/net), hosts N games with
 * `philatelia-cli net host` for two online seats and plays both seats
 * from here, each answering its view at once with the easy computer's move.
 * For every move it times, on this process's clock, from sending the
 * move to each seat receiving the view after it: the mover's own screen
 * and the other seat's.  Prints the median and the 95th percentile.  It
 * prints figures; it asserts nothing beyond the games finishing.  The
 * game is --game, or else the first registered game for two players in
 * which every seat sees everything and only the seat to act acts: the
 * figures are the network's, not a game's.
 */
#include "config.h"

#include <stdio.h>

#include "net-test-util.h"
#include "phl-ai.h"
#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "phl-net-message.h"
#include "phl-xmpp-muc.h"

typedef struct
{
  PhlXmppClient *client;
  const char    *account;
  char          *room;
  gboolean       entered;
  gboolean       over;
  guint          view_seq;
} Seat;

typedef struct
{
  Seat    seats[2];
  /* Per move (its seq): when it went out and who sent it. */
  GHashTable *sent_at;
  GHashTable *sent_by;
  GArray *mover_ms;
  GArray *other_ms;
} Bench;

static Bench bench;
static const PhlGameRules *game_rules;

static void
answer (Seat       *seat,
        const char *view_text,
        guint       seq)
{
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (view_text, strlen (view_text), "view", NULL);
  const PhlGameRules *rules = game_rules;
  gpointer view = file != NULL ? rules->load_position (file, NULL) : NULL;
  g_autofree char *action = NULL;
  g_autofree char *to = g_strdup_printf ("%s/host", seat->room);
  g_autoptr(xmpp_stanza_t) stanza = NULL;
  PhlNetMessage message = { PHL_NET_MOVE, seq, -1, NULL };

  g_assert_nonnull (view);
  seat->over = rules->is_over (view);
  if (seat->over || rules->current_seat (view) != seat - bench.seats)
    {
      rules->free (view);
      return;
    }
  {
    PhlAiLevel levels[PHL_MAX_SEATS] = { PHL_AI_EASY, PHL_AI_EASY };
    g_autoptr(GRand) rng = g_rand_new_with_seed (seq);

    action = phl_ai_choose (rules, view, levels, rng, NULL);
  }
  message.text = action;
  stanza = phl_net_message_build (seat->client, to, "chat", &message, message.text);
  g_hash_table_insert (bench.sent_at, GUINT_TO_POINTER (seq + 1),
                       g_memdup2 (&(gint64) { g_get_monotonic_time () }, sizeof (gint64)));
  g_hash_table_insert (bench.sent_by, GUINT_TO_POINTER (seq + 1), seat);
  phl_xmpp_client_send (seat->client, stanza);
  rules->free (view);
}

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            Seat          *seat)
{
  PhlNetMessage message;

  if (!phl_net_message_parse (stanza, &message, NULL))
    return;
  if (message.kind == PHL_NET_VIEW && message.seq >= seat->view_seq)
    {
      const gint64 *sent = g_hash_table_lookup (bench.sent_at, GUINT_TO_POINTER (message.seq));

      /* The first view after a move, once per seat. */
      if (sent != NULL && message.seq > seat->view_seq)
        {
          double ms = (g_get_monotonic_time () - *sent) / 1000.0;

          g_array_append_val (g_hash_table_lookup (bench.sent_by, GUINT_TO_POINTER (message.seq)) == seat
                              ? bench.mover_ms : bench.other_ms, ms);
        }
      seat->view_seq = message.seq;
      answer (seat, message.text, message.seq);
    }
  phl_net_message_clear (&message);
}

static void
on_entered (PhlXmppClient *client,
            const GError  *error,
            gpointer       data);

static gboolean
enter_again (gpointer data)
{
  Seat *seat = data;

  phl_xmpp_enter_room (seat->client, seat->room, seat->account, FALSE, on_entered, seat);
  return G_SOURCE_REMOVE;
}

static void
on_entered (PhlXmppClient *client,
            const GError  *error,
            gpointer       data)
{
  Seat *seat = data;

  if (error == NULL)
    seat->entered = TRUE;
  else
    g_timeout_add (100, enter_again, seat);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what,
        GArray     *samples)
{
  g_array_sort (samples, compare_doubles);
  if (samples->len == 0)
    return;
  printf ("%-22s moves=%u median=%.1f ms p95=%.1f ms max=%.1f ms\n", what, samples->len,
          g_array_index (samples, double, samples->len / 2),
          g_array_index (samples, double, MIN (samples->len - 1, samples->len * 95 / 100)),
          g_array_index (samples, double, samples->len - 1));
}

static const PhlGameRules *
default_game (void)
{
  for (const PhlGameRules * const *all = phl_game_rules_all (); *all != NULL; all++)
    if ((*all)->min_players <= 2 && (*all)->max_players >= 2
        && (*all)->hides_from == NULL && (*all)->others_may_act == NULL)
      return *all;
  return NULL;
}

static void
play_one (const char *dir,
          guint       game)
{
  g_autofree char *save = net_test_new_save (dir, game_rules->id, NULL, 2, 0, 1000 + game);
  g_autofree char *room = g_strdup_printf ("bench%u@" PHL_TEST_ROOMS, game);
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) host = NULL;

  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup_printf ("--room=%s", room));
  g_ptr_array_add (args, g_strdup ("--seat=1=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("--seat=2=carol@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, NULL);
  host = net_test_spawn_cli ((const char * const *) args->pdata);

  g_hash_table_remove_all (bench.sent_at);
  g_hash_table_remove_all (bench.sent_by);
  for (guint i = 0; i < 2; i++)
    {
      Seat *seat = &bench.seats[i];

      g_free (seat->room);
      seat->room = g_strdup (room);
      seat->entered = seat->over = FALSE;
      seat->view_seq = 0;
      enter_again (seat);
    }
  while (!bench.seats[0].over || !bench.seats[1].over)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (net_test_wait (host, NULL), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(xmpp_stanza_t) leave = xmpp_presence_new (phl_xmpp_client_get_context (bench.seats[i].client));
      g_autofree char *to = g_strdup_printf ("%s/%s", room, bench.seats[i].account);

      xmpp_stanza_set_type (leave, "unavailable");
      xmpp_stanza_set_to (leave, to);
      phl_xmpp_client_send (bench.seats[i].client, leave);
    }
}

int
main (int    argc,
      char **argv)
{
  const char * const accounts[] = { "alice", "bob", "carol", NULL };
  int games = 5;
  g_autofree char *game_id = NULL;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games to play (default 5)", "N" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, "The game to play", "ID" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *dir = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, NULL) || games < 1)
    return 2;
  game_rules = game_id != NULL ? phl_game_rules_lookup (game_id) : default_game ();
  if (game_rules == NULL)
    return 2;
  printf ("game: %s\n", game_rules->id);
  net_test_server = phl_test_prosody_start (accounts);
  if (net_test_server == NULL)
    return 1;
  dir = net_test_make_dir ();
  bench.mover_ms = g_array_new (FALSE, FALSE, sizeof (double));
  bench.other_ms = g_array_new (FALSE, FALSE, sizeof (double));
  bench.sent_at = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  bench.sent_by = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < 2; i++)
    {
      Seat *seat = &bench.seats[i];
      g_autofree char *jid = NULL;
      g_autofree char *password = NULL;

      seat->account = accounts[i + 1];
      jid = g_strconcat (seat->account, "@" PHL_TEST_DOMAIN, NULL);
      password = g_strconcat ("pw-", seat->account, NULL);
      seat->client = phl_xmpp_client_new (jid, password, net_test_server->server, net_test_server->cafile);
      g_signal_connect (seat->client, "message", G_CALLBACK (on_message), seat);
      phl_xmpp_client_connect (seat->client);
      while (!phl_xmpp_client_is_ready (seat->client))
        g_main_context_iteration (NULL, TRUE);
    }
  for (int g = 0; g < games; g++)
    play_one (dir, g);
  report ("to the mover's screen", bench.mover_ms);
  report ("to the other screen", bench.other_ms);
  for (guint i = 0; i < 2; i++)
    {
      phl_xmpp_client_disconnect (bench.seats[i].client);
      g_object_unref (bench.seats[i].client);
      g_free (bench.seats[i].room);
    }
  net_test_remove_dirs (TRUE);
  phl_test_prosody_stop (net_test_server);
  return 0;
}
