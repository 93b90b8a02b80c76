/* phl-cli-net.h — what `philatelia-cli net host` and `net join` share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-cli-private.h"
#include "phl-net-message.h"
#include "phl-xmpp-muc.h"

G_BEGIN_DECLS

/* docs/cli.md ("net"): 3 when --timeout passes first. */
#define PHL_CLI_EXIT_TIMEOUT 3

/* One run of a net command: the connection, the main loop and how it ended. */
typedef struct
{
  PhlXmppClient *client;
  GMainLoop     *loop;
  int            status;
  gboolean       finished;
  guint          timeout_id;
} PhlCliNet;

/* The options both commands take. */
typedef struct
{
  char *account;
  char *password_file;
  char *server;
  char *cafile;
  int   timeout;
  char *output;
} PhlCliNetOptions;

#define PHL_CLI_NET_OPTION_ENTRIES(o) \
  { "account", 0, 0, G_OPTION_ARG_STRING, &(o).account, N_("The XMPP address to log in with"), "JID" }, \
  { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &(o).password_file, N_("A file whose first line is the password"), "FILE" }, \
  { "server", 0, 0, G_OPTION_ARG_STRING, &(o).server, N_("Connect to this server instead of the account’s"), "HOST[:PORT]" }, \
  { "cafile", 0, 0, G_OPTION_ARG_FILENAME, &(o).cafile, N_("Also trust this certificate"), "PEM" }, \
  { "timeout", 0, 0, G_OPTION_ARG_INT, &(o).timeout, N_("Give up after this many seconds (exit 3)"), "SECONDS" }, \
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &(o).output, N_("Where to write the save (default: standard output)"), "OUT" }

void      phl_cli_net_options_clear (PhlCliNetOptions *options);
/* Checks the options and connects; FALSE after a usage or input message
 * with *status set. */
gboolean  phl_cli_net_start         (PhlCliNet        *net,
                                     PhlCliNetOptions *options,
                                     int              *status);
/* Runs the main loop until phl_cli_net_finish(); returns the status. */
int       phl_cli_net_run           (PhlCliNet        *net);
/* Ends the run with @status; @message (may be NULL) goes to stderr. */
void      phl_cli_net_finish        (PhlCliNet        *net,
                                     int               status,
                                     const char       *message);
void      phl_cli_net_clear         (PhlCliNet        *net);

/* [Result] Winners= and the game's score keys, as `score` writes them. */
void      phl_cli_net_print_result  (const PhlGameRules *rules,
                                     gconstpointer       state);

int       phl_cli_net_host          (int               argc,
                                     char            **argv);
int       phl_cli_net_join          (int               argc,
                                     char            **argv);

G_END_DECLS
