/* phl-online-account.c — the online account and its password (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-online-account"

#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>

#include "phl-file.h"
#include "phl-online-account.h"
#include "phl-xmpp-client.h"

#define TEST_PASSWORD_ENV "PHILATELIA_TEST_PASSWORD_FILE"

static const SecretSchema *
password_schema (void)
{
  static const SecretSchema schema = {
    "io.github.philatelia.Philatelia.Account", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    }
  };
  return &schema;
}

static char *
setting_or_null (GSettings  *settings,
                 const char *key)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  g_strstrip (value);
  return *value != '\0' ? g_steal_pointer (&value) : NULL;
}

PhlOnlineAccount *
phl_online_account_load (GSettings *settings)
{
  PhlOnlineAccount *account = g_new0 (PhlOnlineAccount, 1);

  account->address = setting_or_null (settings, "online-address");
  account->server = setting_or_null (settings, "online-server");
  account->cafile = setting_or_null (settings, "online-cafile");
  return account;
}

void
phl_online_account_free (PhlOnlineAccount *account)
{
  if (account == NULL)
    return;
  g_free (account->address);
  g_free (account->server);
  g_free (account->cafile);
  g_free (account);
}

/* Without a Secret Service on the session bus libsecret reports a D-Bus
 * error no person can act on: say what is missing instead. */
static GError *
keyring_error (const GError *error)
{
  /* Translators: the keyring is GNOME Keyring or another Secret Service */
  return g_error_new (PHL_NET_ERROR, PHL_NET_ERROR_LOGIN,
                      _("The password cannot be kept: no keyring is available (%s)"), error->message);
}

static void
on_stored (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!secret_password_store_finish (result, &error))
    {
      g_task_return_error (task, keyring_error (error));
      g_error_free (error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

void
phl_online_password_store (const char          *address,
                           const char          *password,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  const char *test_file = g_getenv (TEST_PASSWORD_ENV);
  /* Translators: the keyring item's label; %s is the address */
  g_autofree char *label = g_strdup_printf (_("Philatelia online account %s"), address);

  if (test_file != NULL)
    {
      GError *error = NULL;
      g_autofree char *line = g_strconcat (password, "\n", NULL);

      if (phl_file_write_atomically (test_file, line, strlen (line), &error))
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  secret_password_store (password_schema (), SECRET_COLLECTION_DEFAULT, label, password,
                         cancellable, on_stored, task, "address", address, NULL);
}

gboolean
phl_online_password_store_finish (GAsyncResult  *result,
                                  GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
return_password (GTask *task,
                 char  *password)
{
  if (password == NULL || *password == '\0')
    {
      g_free (password);
      g_task_return_new_error (task, PHL_NET_ERROR, PHL_NET_ERROR_LOGIN, "%s",
                               _("No password is kept for this account: give it in Preferences, Online"));
      return;
    }
  g_task_return_pointer (task, password, g_free);
}

static void
on_looked_up (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  char *password = secret_password_lookup_finish (result, &error);

  if (error != NULL)
    {
      g_task_return_error (task, keyring_error (error));
      g_error_free (error);
      return;
    }
  return_password (task, password);
}

void
phl_online_password_lookup (const char          *address,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  const char *test_file = g_getenv (TEST_PASSWORD_ENV);

  if (test_file != NULL)
    {
      g_autofree char *contents = NULL;
      char *newline;

      if (!phl_file_read_regular (test_file, 4096, &contents, NULL, NULL))
        contents = g_strdup ("");
      newline = strpbrk (contents, "\r\n");
      if (newline != NULL)
        *newline = '\0';
      return_password (task, g_steal_pointer (&contents));
      g_object_unref (task);
      return;
    }
  secret_password_lookup (password_schema (), cancellable, on_looked_up, task, "address", address, NULL);
}

char *
phl_online_password_lookup_finish (GAsyncResult  *result,
                                   GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
