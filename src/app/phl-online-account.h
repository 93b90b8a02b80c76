/* phl-online-account.h — the online account: its address in the settings, its password in the keyring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The password is kept by the Secret Service (GNOME Keyring) through
 * libsecret, never in a plain file (docs/online.md).  Tests only: when
 * PHILATELIA_TEST_PASSWORD_FILE is set, that file stands in for the
 * keyring (its first line is the password), since a headless test
 * session has no keyring.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The account as the settings hold it; the password comes separately. */
typedef struct
{
  char *address;   /* "anna@example.org", NULL when none is set */
  char *server;    /* "HOST[:PORT]" or NULL: the address's own */
  char *cafile;    /* a certificate to trust besides the system's, or NULL */
} PhlOnlineAccount;

PhlOnlineAccount *phl_online_account_load   (GSettings         *settings);
void              phl_online_account_free   (PhlOnlineAccount  *account);

void     phl_online_password_store          (const char          *address,
                                             const char          *password,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean phl_online_password_store_finish   (GAsyncResult        *result,
                                             GError             **error);
/* The stored password, or NULL with an error (none stored is an error
 * too: the person must give one). */
void     phl_online_password_lookup         (const char          *address,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
char    *phl_online_password_lookup_finish  (GAsyncResult        *result,
                                             GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlOnlineAccount, phl_online_account_free)

G_END_DECLS
