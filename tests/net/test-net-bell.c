/* test-net-bell.c — Stamp Auction's bell over a slow link: the higher price wins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `net host` runs the countdown's clock in real time (150 ms a tick);
 * the three seats are played here.  Seat 2 reaches the server through a
 * proxy that holds every byte 150 ms each way (300 ms there and back),
 * seat 3 directly, seat 1 never rings.  In each lot the seats ring at a
 * price set by the lot's role:
 *   0 — seat 2 rings at 3, seat 3 at 2: seat 2 rang first in countdown
 *       terms, though its ring reaches the host after seat 3's;
 *   1 — seat 3 at 3, seat 2 at 2: seat 3 must win;
 *   2 — both at 3: the first ring to arrive (seat 3's) wins.
 * The host's save tells who won each lot and at what price; the figures
 * go to the test's log (docs/online.md, "Measures").  Seat 1 once tries
 * to ring for seat 2: the host refuses it.
 */
#include "config.h"

#include "net-test-proxy.h"
#include "net-test-util.h"
#include "phl-game-rules.h"
#include "phl-match.h"
#include "phl-net-guest.h"
#include "phl-net-message.h"

#define ROOM "bell@" PHL_TEST_ROOMS
#define TICK_MS 150
#define DELAY_MS 150
#define LOTS 6
#define HIGH 3
#define LOW 2
/* The countdown starts at this price (docs/auction.md). */
#define START_PRICE 12

typedef struct Table Table;

typedef struct
{
  Table         *table;
  PhlXmppClient *client;
  PhlNetGuest   *guest;
  gboolean       delayed;
  guint          rung_lot;      /* the lot we rang in, + 1 */
  guint          ring_seq;
  gint64         ring_at;
  GArray        *to_result;     /* ms from a ring to the lot's result */
  char          *refusal;       /* the host's last refusal */
} Seat;

struct Table
{
  gboolean foreign_ring;        /* seat 1 tried to ring for seat 2 */
  GArray *lots;                 /* lot ids (the seq its countdown began at), in order */
  Seat    seats[3];
};

static guint
lot_role (Table *table,
          guint  lot)
{
  guint i;

  for (i = 0; i < table->lots->len; i++)
    if (g_array_index (table->lots, guint, i) == lot)
      return i % 3;
  g_array_append_val (table->lots, lot);
  return i % 3;
}

static guint
ring_limit (guint    role,
            gboolean delayed)
{
  switch (role)
    {
    case 0: return delayed ? HIGH : LOW;
    case 1: return delayed ? LOW : HIGH;
    default: return HIGH;
    }
}

static void
on_view_changed (PhlNetGuest *guest,
                 Seat        *seat)
{
  const PhlGameRules *rules = phl_net_guest_get_rules (guest);
  gconstpointer view = phl_net_guest_get_view (guest);
  int me = phl_net_guest_get_seat (guest);
  guint seq = phl_net_guest_get_seq (guest);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GPtrArray) legal = NULL;
  guint price, lot;

  if (rules->is_over (view))
    return;
  if (seat->rung_lot != 0 && seq == seat->ring_seq + 1 && !rules->others_may_act (view))
    {
      double ms = (g_get_monotonic_time () - seat->ring_at) / 1000.0;

      g_array_append_val (seat->to_result, ms);
    }
  if (rules->others_may_act (view))
    {
      /* Seat 1 never rings, but once tries to ring for seat 2: refused. */
      if (me == 0)
        {
          if (!seat->table->foreign_ring)
            phl_net_guest_submit (guest, "ring 2");
          seat->table->foreign_ring = TRUE;
          return;
        }
      g_assert_true (g_key_file_load_from_data (file, phl_net_guest_get_view_text (guest), -1, 0, NULL));
      price = g_key_file_get_integer (file, "Auction", "Price", NULL);
      lot = seq - (START_PRICE - price);
      if (price > ring_limit (lot_role (seat->table, lot), seat->delayed) || seat->rung_lot == lot + 1)
        return;
      g_autofree char *ring = g_strdup_printf ("ring %d", me + 1);

      seat->rung_lot = lot + 1;
      seat->ring_seq = seq;
      seat->ring_at = g_get_monotonic_time ();
      phl_net_guest_submit (guest, ring);
      return;
    }
  if (rules->current_seat (view) != me || phl_net_guest_get_answered (guest))
    return;
  /* Turns: a pass when there is one, else the first legal action. */
  legal = rules->legal_actions (view);
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    if (g_str_equal (legal->pdata[i], "pass"))
      {
        phl_net_guest_submit (guest, "pass");
        return;
      }
  phl_net_guest_submit (guest, legal->pdata[0]);
}

static void
on_message (PhlXmppClient *client,
            xmpp_stanza_t *stanza,
            Seat          *seat)
{
  PhlNetMessage message;

  if (phl_net_message_parse (stanza, &message, NULL) && message.kind == PHL_NET_REFUSED)
    {
      g_free (seat->refusal);
      seat->refusal = g_strdup (message.text);
    }
  phl_net_message_clear (&message);
}

static void
seat_start (Seat       *seat,
            Table      *table,
            const char *account,
            guint16     port)
{
  g_autofree char *jid = g_strconcat (account, "@" PHL_TEST_DOMAIN, NULL);
  g_autofree char *password = g_strconcat ("pw-", account, NULL);
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", port);

  seat->table = table;
  seat->to_result = g_array_new (FALSE, FALSE, sizeof (double));
  seat->client = phl_xmpp_client_new (jid, password, server, net_test_server->cafile);
  seat->guest = phl_net_guest_new (seat->client, ROOM, jid);
  g_signal_connect (seat->guest, "view-changed", G_CALLBACK (on_view_changed), seat);
  g_signal_connect (seat->client, "message", G_CALLBACK (on_message), seat);
  phl_xmpp_client_connect (seat->client);
  g_signal_connect_swapped (seat->client, "ready", G_CALLBACK (phl_net_guest_start), seat->guest);
}

static void
seat_clear (Seat *seat)
{
  g_signal_handlers_disconnect_by_data (seat->guest, seat);
  g_signal_handlers_disconnect_by_data (seat->client, seat);
  g_free (seat->refusal);
  phl_net_guest_stop (seat->guest);
  phl_xmpp_client_disconnect (seat->client);
  g_clear_object (&seat->guest);
  g_clear_object (&seat->client);
  g_array_unref (seat->to_result);
}

typedef struct
{
  guint start;
  int   winner;     /* 0-based; -1: nobody rang */
  guint price;
} Lot;

/* Each countdown of the host's save: where it began, who rang, at what price. */
static GArray *
lots_of (const char *save)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlMatch) whole = phl_match_new_from_file (save, &error);
  g_autoptr(PhlMatch) then = NULL;
  const PhlGameRules *rules;
  GArray *lots = g_array_new (FALSE, FALSE, sizeof (Lot));
  guint n_actions;
  gboolean was_countdown = FALSE;

  if (whole == NULL)
    {
      g_clear_error (&error);
      return lots;
    }
  rules = phl_match_get_rules (whole);
  n_actions = phl_match_get_n_actions (whole);
  /* Played along once: the seats are played on this thread too. */
  then = phl_match_new_at (whole, 0, NULL, &error);
  g_assert_no_error (error);
  for (guint n = 0; n < n_actions; n++)
    {
      gboolean countdown = rules->others_may_act (phl_match_get_state (then));

      if (countdown && (!was_countdown || g_str_has_prefix (phl_match_get_action (whole, n - 1), "ring ")))
        {
          Lot lot = { n, -1, 0 };
          guint j = n;

          while (j < n_actions && g_str_equal (phl_match_get_action (whole, j), "tick"))
            j++;
          if (j == n_actions)
            break;
          if (g_str_has_prefix (phl_match_get_action (whole, j), "ring "))
            {
              lot.winner = atoi (phl_match_get_action (whole, j) + 5) - 1;
              lot.price = START_PRICE - (j - n);
            }
          g_array_append_val (lots, lot);
        }
      was_countdown = countdown;
      g_assert_true (phl_match_submit (then, phl_match_get_action (whole, n), NULL));
    }
  return lots;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

static void
test_bell (void)
{
  g_autofree char *dir = net_test_make_dir ();
  g_autofree char *save = net_test_new_save (dir, "auction", NULL, 3, 0, 5);
  g_autofree char *host_out = g_build_filename (dir, "host.save", NULL);
  g_autoptr(GPtrArray) args = net_test_login_args ("alice");
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GArray) lots = NULL;
  const char * const accounts[] = { "dave", "bob", "carol" };
  NetTestProxy *proxy = net_test_proxy_new (net_test_server->port, DELAY_MS);
  Table table = { FALSE, g_array_new (FALSE, FALSE, sizeof (guint)) };
  gint64 deadline = g_get_monotonic_time () + 80 * G_USEC_PER_SEC;
  gint64 next_check = 0;
  guint won[3] = { 0 }, played[3] = { 0 };

  net_test_proxy_listen (proxy);
  g_ptr_array_insert (args, 0, g_strdup (save));
  g_ptr_array_insert (args, 0, g_strdup ("host"));
  g_ptr_array_insert (args, 0, g_strdup ("net"));
  g_ptr_array_add (args, g_strdup ("--room=" ROOM));
  for (guint i = 0; i < 3; i++)
    g_ptr_array_add (args, g_strdup_printf ("--seat=%u=%s@" PHL_TEST_DOMAIN, i + 1, accounts[i]));
  g_ptr_array_add (args, g_strdup_printf ("--tick-ms=%d", TICK_MS));
  g_ptr_array_add (args, g_strdup ("-o"));
  g_ptr_array_add (args, g_strdup (host_out));
  g_ptr_array_add (args, NULL);
  host = net_test_spawn_cli ((const char * const *) args->pdata);

  for (guint i = 0; i < 3; i++)
    {
      table.seats[i].delayed = i == 1;
      seat_start (&table.seats[i], &table, accounts[i],
                  i == 1 ? net_test_proxy_get_port (proxy) : net_test_server->port);
    }
  /* Until LOTS lots were decided (the host saves after every action). */
  while (TRUE)
    {
      gint64 now = g_get_monotonic_time ();

      g_main_context_iteration (NULL, TRUE);
      if (now >= next_check)
        {
          g_autoptr(GArray) so_far = lots_of (host_out);

          if (so_far->len >= LOTS)
            break;
          g_assert_cmpint (now, <, deadline);
          /* The host still runs. */
          g_assert_nonnull (g_subprocess_get_identifier (host));
          next_check = now + 200 * 1000;
        }
    }
  g_subprocess_force_exit (host);
  g_subprocess_wait (host, NULL, NULL);

  lots = lots_of (host_out);
  for (guint i = 0; i < LOTS; i++)
    {
      const Lot *lot = &g_array_index (lots, Lot, i);
      guint role = i % 3;
      int expected = role == 0 ? 1 : 2;

      g_test_message ("lot %u (role %u, from action %u): seat %d rang at %u", i + 1, role, lot->start,
                      lot->winner + 1, lot->price);
      played[role]++;
      if (lot->winner == expected && lot->price == HIGH)
        won[role]++;
    }
  g_test_message ("seat 2 (150 ms each way) rang first at %d, seat 3 at %d: seat 2 won %u of %u",
                  HIGH, LOW, won[0], played[0]);
  g_test_message ("seat 3 rang first at %d, seat 2 at %d: seat 3 won %u of %u", HIGH, LOW, won[1], played[1]);
  g_test_message ("both rang at %d: the first to arrive (seat 3) won %u of %u", HIGH, won[2], played[2]);
  g_test_message ("from a ring to its lot's result, median: seat 2 %.0f ms (%u), seat 3 %.0f ms (%u)",
                  median (table.seats[1].to_result), table.seats[1].to_result->len,
                  median (table.seats[2].to_result), table.seats[2].to_result->len);
  for (guint role = 0; role < 3; role++)
    g_assert_cmpuint (won[role], ==, played[role]);
  /* A ring for another seat is refused, and changed nothing above. */
  g_test_message ("seat 1 ringing for seat 2: %s", table.seats[0].refusal);
  g_assert_nonnull (table.seats[0].refusal);
  g_assert_nonnull (strstr (table.seats[0].refusal, "ring 1"));
  /* Nobody else was refused anything. */
  g_assert_null (table.seats[1].refusal);
  g_assert_null (table.seats[2].refusal);

  for (guint i = 0; i < 3; i++)
    seat_clear (&table.seats[i]);
  g_array_unref (table.lots);
  net_test_proxy_free (proxy);
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
  g_test_add_func ("/net/bell/slow-link", test_bell);
  status = g_test_run ();
  net_test_remove_dirs (status == 0);
  phl_test_prosody_stop (net_test_server);
  return status;
}
