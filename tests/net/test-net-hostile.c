/* test-net-hostile.c — what a host does with moves it must not take
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A SWOP game hosted by `philatelia-cli net host` for two online seats.
 * The seats' connections are made here, in the test (src/net), so that
 * they can send what no bot sends: a move out of turn, garbage action
 * text, a malformed game element, a 1 MB message, a replayed sequence
 * number, and a move from an address without a seat.  Each must come
 * back refused while the game goes on unharmed; then two `net join`
 * bots take the seats over and finish the game.
 */
#include "config.h"

#include "net-test-util.h"
#include "phl-game-rules.h"
#include "phl-key-file.h"
#include "phl-net-message.h"
#include "phl-xmpp-muc.h"

#define ROOM "hostile@" PHL_TEST_ROOMS
#define HOST_IN_ROOM ROOM "/host"

typedef struct
{
  PhlXmppClient *client;
  char          *account;
  gboolean       entered;
  gboolean       failed;
  /* The last view and refusal received. */
  char          *view;
  guint          view_seq;
  int            seat;
  char          *refusal;
  guint          n_refusals;
} Peer;

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            Peer          *peer)
{
  PhlNetMessage message;

  if (!phl_net_message_parse (stanza, &message, NULL))
    return;
  if (message.kind == PHL_NET_VIEW)
    {
      g_free (peer->view);
      peer->view = g_strdup (message.text);
      peer->view_seq = message.seq;
      peer->seat = message.seat;
    }
  else if (message.kind == PHL_NET_REFUSED)
    {
      g_free (peer->refusal);
      peer->refusal = g_strdup (message.text);
      peer->n_refusals++;
    }
  phl_net_message_clear (&message);
}

static void
on_closed (PhlXmppClient *client,
           const GError  *error,
           Peer          *peer)
{
  g_test_message ("%s: %s", peer->account, error->message);
  peer->failed = TRUE;
}

static void
wait_until (gboolean (*done) (Peer *), Peer *peer)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!done (peer) && !peer->failed)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (peer->failed);
}

static gboolean is_ready (Peer *peer) { return phl_xmpp_client_is_ready (peer->client); }
static gboolean has_entered (Peer *peer) { return peer->entered; }
static gboolean has_view (Peer *peer) { return peer->view != NULL; }

static void
peer_connect (Peer       *peer,
              const char *account)
{
  g_autofree char *jid = g_strconcat (account, "@" PHL_TEST_DOMAIN, NULL);
  g_autofree char *password = g_strconcat ("pw-", account, NULL);

  peer->account = g_strdup (account);
  peer->seat = -1;
  peer->client = phl_xmpp_client_new (jid, password, net_test_server->server, net_test_server->cafile);
  g_signal_connect (peer->client, "message", G_CALLBACK (on_message), peer);
  g_signal_connect (peer->client, "closed", G_CALLBACK (on_closed), peer);
  phl_xmpp_client_connect (peer->client);
  wait_until (is_ready, peer);
}

static void enter (Peer *peer);

static gboolean
retry_enter (gpointer data)
{
  enter (data);
  return G_SOURCE_REMOVE;
}

static void
on_entered (PhlXmppClient *client,
            const GError  *error,
            gpointer       data)
{
  Peer *peer = data;

  if (error == NULL)
    peer->entered = TRUE;
  else if (g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NOT_MEMBER)
           || g_error_matches (error, PHL_NET_ERROR, PHL_NET_ERROR_NO_ROOM))
    g_timeout_add (200, retry_enter, peer);
  else
    {
      g_test_message ("%s", error->message);
      peer->failed = TRUE;
    }
}

static void
enter (Peer *peer)
{
  phl_xmpp_enter_room (peer->client, ROOM, peer->account, FALSE, on_entered, peer);
}

static void
peer_clear (Peer *peer)
{
  g_signal_handlers_disconnect_by_data (peer->client, peer);
  phl_xmpp_client_disconnect (peer->client);
  g_clear_object (&peer->client);
  g_free (peer->account);
  g_free (peer->view);
  g_free (peer->refusal);
}

/* Sends a game element of @kind with @seq (negative: none) and @text. */
static void
send_raw (Peer       *peer,
          const char *to,
          const char *kind,
          int         seq,
          const char *text)
{
  g_autoptr(xmpp_stanza_t) message = xmpp_message_new (phl_xmpp_client_get_context (peer->client),
                                                       "chat", to, NULL);
  xmpp_stanza_t *game = phl_xmpp_stanza_add_child (peer->client, message, "game", PHL_NS_GAME);

  xmpp_stanza_set_attribute (game, "kind", kind);
  if (seq >= 0)
    {
      g_autofree char *number = g_strdup_printf ("%d", seq);

      xmpp_stanza_set_attribute (game, "seq", number);
    }
  if (text != NULL)
    phl_xmpp_stanza_add_text (peer->client, game, text);
  phl_xmpp_client_send (peer->client, message);
}

/* Sends and waits for the host's refusal, which must hold @expected. */
static void
expect_refused (Peer       *peer,
                const char *to,
                const char *kind,
                int         seq,
                const char *text,
                const char *expected)
{
  guint before = peer->n_refusals;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  send_raw (peer, to, kind, seq, text);
  while (peer->n_refusals == before)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_test_message ("refused: %s", peer->refusal);
  g_assert_nonnull (strstr (peer->refusal, expected));
}

/* A legal action of the view's seat to act, from the view itself. */
static char *
legal_action (const char *view_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (view_text, strlen (view_text), "view", &error);
  const PhlGameRules *rules = phl_game_rules_lookup ("swop");
  gpointer view;
  g_autoptr(GPtrArray) actions = NULL;
  char *action;

  g_assert_no_error (error);
  view = rules->load_position (file, &error);
  g_assert_no_error (error);
  actions = rules->legal_actions (view);
  g_assert_cmpuint (actions->len, >, 0);
  action = g_strdup (g_ptr_array_index (actions, 0));
  rules->free (view);
  return action;
}

static void
test_hostile (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 0, 77);
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autofree char *action = NULL;
  g_autofree char *host_result = NULL;
  GSubprocess *bots[2];
  Peer seats[2] = { { 0 } }, stranger = { 0 };
  Peer *to_act, *waiting;
  guint seq;

  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup ("--room=" ROOM));
  g_ptr_array_add (args, g_strdup ("--seat=1=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("--seat=2=carol@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("-o"));
  g_ptr_array_add (args, g_strdup (host_out));
  g_ptr_array_add (args, NULL);
  host = net_test_spawn_cli ((const char * const *) args->pdata);

  peer_connect (&seats[0], "bob");
  peer_connect (&seats[1], "carol");
  peer_connect (&stranger, "dave");
  for (guint i = 0; i < 2; i++)
    {
      enter (&seats[i]);
      wait_until (has_entered, &seats[i]);
      wait_until (has_view, &seats[i]);
    }
  g_assert_cmpint (seats[0].seat, ==, 0);
  g_assert_cmpint (seats[1].seat, ==, 1);
  seq = seats[0].view_seq;
  to_act = strstr (seats[0].view, "Current=1") != NULL ? &seats[0] : &seats[1];
  waiting = to_act == &seats[0] ? &seats[1] : &seats[0];
  action = legal_action (to_act->view);

  /* A legal move, but not this seat's turn. */
  expect_refused (waiting, HOST_IN_ROOM, "move", seq, action, "not your turn");
  /* Garbage action text: the engine's own reason. */
  expect_refused (to_act, HOST_IN_ROOM, "move", seq, "zz9 plural z alpha", "is not a SWOP move");
  /* Malformed: no sequence number; an unknown kind. */
  expect_refused (to_act, HOST_IN_ROOM, "move", -1, action, "Malformed");
  expect_refused (to_act, HOST_IN_ROOM, "bogus", seq, action, "Malformed");
  /* Only the host sends views. */
  expect_refused (to_act, HOST_IN_ROOM, "view", seq, "[Match]\nGame=swop\n", "Only the host");
  /* A 1 MB message. */
  for (guint i = 0; i < 1024 * 1024 / 8; i++)
    g_string_append (huge, "a1 c3 b2");
  expect_refused (to_act, HOST_IN_ROOM, "move", seq, huge->str, "too long");
  /* An address without a seat, straight to the host's account. */
  expect_refused (&stranger, "alice@" PHL_TEST_DOMAIN, "move", seq, action, "no seat");
  /* Nothing of that moved the game: the legal move is the next one. */
  g_assert_cmpuint (to_act->view_seq, ==, seq);
  send_raw (to_act, HOST_IN_ROOM, "move", seq, action);
  while (to_act->view_seq == seq)
    g_main_context_iteration (NULL, TRUE);
  /* The same move again: replayed. */
  expect_refused (to_act, HOST_IN_ROOM, "move", seq, action, "replayed");

  peer_clear (&seats[0]);
  peer_clear (&seats[1]);
  peer_clear (&stranger);

  /* The bots take the seats over and finish the game. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) bot_args = net_test_login_args (i == 0 ? "bob" : "carol");

      g_ptr_array_insert (bot_args, 0, g_strdup (ROOM));
      g_ptr_array_insert (bot_args, 0, g_strdup ("join"));
      g_ptr_array_insert (bot_args, 0, g_strdup ("net"));
      g_ptr_array_add (bot_args, NULL);
      bots[i] = net_test_spawn_cli ((const char * const *) bot_args->pdata);
    }
  g_assert_cmpint (net_test_wait (host, &host_result), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *result = NULL;

      g_assert_cmpint (net_test_wait (bots[i], &result), ==, 0);
      g_assert_cmpstr (result, ==, host_result);
      g_object_unref (bots[i]);
    }
  {
    g_autofree char *contents = NULL;
    g_autofree char *first = NULL;

    /* The first action of the game is the legal move sent above. */
    g_assert_true (g_file_get_contents (host_out, &contents, NULL, NULL));
    first = g_strdup_printf ("Action%u=%s\n", seq + 1, action);
    g_assert_nonnull (strstr (contents, first));
  }
}

/* A join that cannot log in, with the reason and exit 1. */
static void
expect_login_error (const char *password,
                    gboolean    trust,
                    const char *expected)
{
  g_autofree char *password_file = g_build_filename (net_test_server->dir, "other.password", NULL);
  g_autofree char *err = NULL;
  g_autoptr(GSubprocess) join = NULL;
  const char *argv[] = { "net", "join", "some@" PHL_TEST_ROOMS, "--account", "bob@" PHL_TEST_DOMAIN,
                         "--password-file", password_file, "--server", net_test_server->server,
                         "--timeout", "30", trust ? "--cafile" : NULL, net_test_server->cafile, NULL };

  g_assert_true (g_file_set_contents (password_file, password, -1, NULL));
  join = net_test_spawn_cli (argv);
  g_assert_cmpint (net_test_wait_err (join, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, expected));
}

static void
test_login_errors (void)
{
  expect_login_error ("wrong\n", TRUE, "refused the address bob@" PHL_TEST_DOMAIN " or its password");
  /* TLS is verified: the test server's own certificate is not trusted
   * unless given with --cafile. */
  expect_login_error ("pw-bob\n", FALSE, "is not trusted");
}

/* The other exit codes of docs/cli.md ("net"): 2 for a usage error, 3 when --timeout
 * passes before the game ends (here: nobody comes to seat 2). */
static void
test_exit_codes (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "swop", NULL, 2, 1u << 0, 5);
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) waiting = NULL;
  g_autoptr(GSubprocess) no_room = NULL;
  g_autoptr(GSubprocess) no_seat = NULL;
  g_autofree char *err = NULL;
  const char *missing_room[] = { "net", "host", save, "--account", "alice@" PHL_TEST_DOMAIN,
                                 "--password-file", "x", "--seat", "2=bob@" PHL_TEST_DOMAIN, NULL };
  const char *person_without_seat[] = { "net", "host", save, "--account", "alice@" PHL_TEST_DOMAIN,
                                        "--password-file", "x", "--room", "r", NULL };

  no_room = net_test_spawn_cli (missing_room);
  g_assert_cmpint (net_test_wait (no_room, NULL), ==, 2);
  no_seat = net_test_spawn_cli (person_without_seat);
  g_assert_cmpint (net_test_wait_err (no_seat, NULL, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--seat 2=ADDRESS"));

  /* An OUT left by another game is not resumed. */
  {
    g_autofree char *other_dir = net_test_make_dir ();
    g_autofree char *other = net_test_new_save (other_dir, "swop", NULL, 2, 1u << 0, 6);
    g_autofree char *message = NULL;
    const char *wrong_out[] = { "net", "host", save, "--account", "alice@" PHL_TEST_DOMAIN,
                                "--password-file", "x", "--room", "r", "--seat", "2=bob@" PHL_TEST_DOMAIN,
                                "-o", other, NULL };
    g_autoptr(GSubprocess) resumed = net_test_spawn_cli (wrong_out);

    g_assert_cmpint (net_test_wait_err (resumed, NULL, &message), ==, 1);
    g_assert_nonnull (strstr (message, "holds another game"));
  }

  /* The last --timeout wins: 2 seconds. */
  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup ("--room=nobody@" PHL_TEST_ROOMS));
  g_ptr_array_add (args, g_strdup ("--seat=2=bob@" PHL_TEST_DOMAIN));
  g_ptr_array_add (args, g_strdup ("--timeout=2"));
  g_ptr_array_add (args, NULL);
  waiting = net_test_spawn_cli ((const char * const *) args->pdata);
  g_assert_cmpint (net_test_wait (waiting, NULL), ==, 3);
}

int
main (int    argc,
      char **argv)
{
  const char * const accounts[] = { "alice", "bob", "carol", "dave", NULL };
  int status;

  g_test_init (&argc, &argv, NULL);
  net_test_server = phl_test_prosody_start (accounts);
  if (net_test_server == NULL)
    return 1;
  g_test_add_func ("/net/hostile", test_hostile);
  g_test_add_func ("/net/login-errors", test_login_errors);
  g_test_add_func ("/net/exit-codes", test_exit_codes);
  status = g_test_run ();
  net_test_remove_dirs (status == 0);
  phl_test_prosody_stop (net_test_server);
  return status;
}
