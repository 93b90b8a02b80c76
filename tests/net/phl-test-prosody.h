/* phl-test-prosody.h — a real XMPP server (prosody) for the net tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writes a prosody configuration into a fresh temporary folder (its own
 * data folder, pid file, a free port on 127.0.0.1, a chat-room service,
 * TLS required with a self-signed certificate made by openssl), registers
 * the accounts, runs prosody in the foreground and stops it again.  The
 * server dies with the test process (PR_SET_PDEATHSIG), so a failed
 * assertion does not leave it running.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PHL_TEST_DOMAIN "philatelia.test"
#define PHL_TEST_ROOMS  "rooms.philatelia.test"

typedef struct
{
  char        *dir;       /* the temporary folder, removed by stop() */
  char        *cafile;    /* the server's certificate, to trust */
  char        *server;    /* "127.0.0.1:PORT" */
  guint16      port;
  GSubprocess *process;
  /* Stream management (XEP-0198, prosody's mod_smacks): dropped
   * sessions wait a minute to be resumed. */
  gboolean     stream_management;
  /* In-band registration (XEP-0077): anyone may make an account. */
  gboolean     registration;
} PhlTestProsody;

/* @accounts: NULL-terminated local parts; each gets the password
 * "pw-" LOCALPART.  NULL (and a failed test) when prosody cannot start. */
PhlTestProsody *phl_test_prosody_start (const char * const *accounts);
/* The same with stream management on. */
PhlTestProsody *phl_test_prosody_start_with_stream_management (const char * const *accounts);
/* The same with in-band registration allowed (test-net-register only). */
PhlTestProsody *phl_test_prosody_start_with_registration (const char * const *accounts);
/* SIGTERM, waits for the exit, removes the folder. */
void            phl_test_prosody_stop  (PhlTestProsody     *self);
/* A file holding @account's password, in the server's folder. */
char           *phl_test_prosody_password_file (PhlTestProsody *self,
                                                const char     *account);

/* Removes @file and everything under it (a test's temporary folder). */
void            phl_test_remove_tree   (GFile          *file);

G_END_DECLS
