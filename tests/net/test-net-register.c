/* test-net-register.c — making an account from the app (XEP-0077)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against a prosody that allows in-band registration: a new account is
 * registered through the client code (phl-xmpp-register.c) and then logs
 * in with its password; registering the same name again is refused as
 * taken.  Against one that does not (the other tests' configuration),
 * registration gives its own error.
 */
#include "config.h"

#include "phl-test-prosody.h"
#include "phl-xmpp-client.h"
#include "phl-xmpp-register.h"

typedef struct
{
  gboolean done;
  gboolean ok;
  GError  *error;
} Outcome;

static void
on_registered (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->ok = phl_xmpp_register_finish (result, &outcome->error);
  outcome->done = TRUE;
}

static void
wait_for (gboolean *done)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!*done)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
register_account (PhlTestProsody *server,
                  const char     *address,
                  const char     *password,
                  Outcome        *outcome)
{
  phl_xmpp_register_async (address, password, server->server, server->cafile, NULL,
                           on_registered, outcome);
  wait_for (&outcome->done);
  if (outcome->error != NULL)
    g_test_message ("%s: %s", address, outcome->error->message);
}

static void
on_ready (PhlXmppClient *client,
          Outcome       *outcome)
{
  outcome->ok = outcome->done = TRUE;
}

static void
on_closed (PhlXmppClient *client,
           const GError  *error,
           Outcome       *outcome)
{
  outcome->error = g_error_copy (error);
  outcome->done = TRUE;
}

static void
test_register_and_log_in (void)
{
  PhlTestProsody *server = phl_test_prosody_start_with_registration (NULL);
  Outcome made = { 0 }, again = { 0 }, login = { 0 };
  g_autoptr(PhlXmppClient) client = NULL;

  g_assert_nonnull (server);
  register_account (server, "newcomer@" PHL_TEST_DOMAIN, "stamps-4-all", &made);
  g_assert_no_error (made.error);
  g_assert_true (made.ok);

  client = phl_xmpp_client_new ("newcomer@" PHL_TEST_DOMAIN, "stamps-4-all", server->server, server->cafile);
  g_signal_connect (client, "ready", G_CALLBACK (on_ready), &login);
  g_signal_connect (client, "closed", G_CALLBACK (on_closed), &login);
  phl_xmpp_client_connect (client);
  wait_for (&login.done);
  g_assert_no_error (login.error);
  phl_xmpp_client_disconnect (client);

  register_account (server, "newcomer@" PHL_TEST_DOMAIN, "other", &again);
  g_assert_error (again.error, PHL_NET_ERROR, PHL_NET_ERROR_NAME_TAKEN);
  g_clear_error (&again.error);
  phl_test_prosody_stop (server);
}

static void
test_registration_off (void)
{
  PhlTestProsody *server = phl_test_prosody_start (NULL);
  Outcome refused = { 0 };

  g_assert_nonnull (server);
  register_account (server, "newcomer@" PHL_TEST_DOMAIN, "stamps-4-all", &refused);
  g_assert_error (refused.error, PHL_NET_ERROR, PHL_NET_ERROR_NO_REGISTRATION);
  g_assert_false (refused.ok);
  g_clear_error (&refused.error);
  phl_test_prosody_stop (server);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/register/new-account", test_register_and_log_in);
  g_test_add_func ("/net/register/not-allowed", test_registration_off);
  return g_test_run ();
}
