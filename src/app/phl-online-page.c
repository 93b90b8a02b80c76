/* phl-online-page.c — Preferences, Online (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The address, server and certificate file are settings; the password
 * goes to the keyring (phl-online-account.c) once a login with it worked,
 * so a wrong one is never kept.  Create Account registers the address
 * on its server first (XEP-0077, phl-xmpp-register.c), then logs in.
 */
#define G_LOG_DOMAIN "phl-online-page"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-online-account.h"
#include "phl-online-page.h"
#include "phl-xmpp-client.h"
#include "phl-xmpp-register.h"

struct _PhlOnlinePage
{
  AdwPreferencesPage  parent_instance;

  GSettings          *settings;
  PhlXmppClient      *client;
  GCancellable       *cancellable;

  AdwEntryRow        *address_row;
  AdwPasswordEntryRow *password_row;
  AdwActionRow       *status_row;
  GtkButton          *login_button;
  GtkButton          *create_button;
  AdwEntryRow        *server_row;
  AdwEntryRow        *cafile_row;
};

G_DEFINE_FINAL_TYPE (PhlOnlinePage, phl_online_page, ADW_TYPE_PREFERENCES_PAGE)

static void
set_status (PhlOnlinePage *self,
            const char    *text,
            gboolean       busy)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->login_button), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->create_button), !busy);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
let_client_go (PhlOnlinePage *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  phl_xmpp_client_unref_later (g_steal_pointer (&self->client));
}

static void
drop_client (PhlOnlinePage *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  phl_xmpp_client_disconnect (self->client);
  g_clear_object (&self->client);
}

/* A step that failed: its reason on the page.  A cancelled step says
 * nothing, and its page may be gone already. */
static void
show_failure (gpointer      page,
              const GError *error)
{
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    set_status (PHL_ONLINE_PAGE (page), error->message, FALSE);
}

static void
on_stored (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  PhlOnlinePage *self;

  if (!phl_online_password_store_finish (result, &error))
    {
      show_failure (user_data, error);
      return;
    }
  self = user_data;
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
  /* Translators: %s is the account's address */
  {
    g_autofree char *text = g_strdup_printf (_("Logged in as %s; the password is kept in the keyring"),
                                             gtk_editable_get_text (GTK_EDITABLE (self->address_row)));
    set_status (self, text, FALSE);
  }
}

static void
on_ready (PhlXmppClient *client,
          PhlOnlinePage *self)
{
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  g_autofree char *address = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->address_row)));

  drop_client (self);
  /* Translators: the password goes to the keyring after a good login */
  set_status (self, _("Keeping the password…"), TRUE);
  phl_online_password_store (address, password, self->cancellable, on_stored, self);
}

static void
on_closed (PhlXmppClient *client,
           const GError  *error,
           PhlOnlinePage *self)
{
  let_client_go (self);
  set_status (self, error->message, FALSE);
}

/* The address and password typed, or FALSE with the status saying
 * what is missing. */
static gboolean
check_entries (PhlOnlinePage *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));

  if (strchr (address, '@') == NULL)
    {
      set_status (self, _("Give an address such as anna@example.org"), FALSE);
      return FALSE;
    }
  if (*password == '\0')
    {
      set_status (self, _("Give the account’s password"), FALSE);
      return FALSE;
    }
  return TRUE;
}

static void
log_in (PhlOnlinePage *self)
{
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  g_autoptr(PhlOnlineAccount) account = NULL;

  drop_client (self);
  account = phl_online_account_load (self->settings);
  self->client = phl_xmpp_client_new (address, password, account->server, account->cafile);
  g_signal_connect (self->client, "ready", G_CALLBACK (on_ready), self);
  g_signal_connect (self->client, "closed", G_CALLBACK (on_closed), self);
  set_status (self, _("Connecting…"), TRUE);
  phl_xmpp_client_connect (self->client);
}

static void
on_login_clicked (PhlOnlinePage *self)
{
  if (check_entries (self))
    log_in (self);
}

/* Made: log in with it, which keeps the password as Log In does. */
static void
on_account_created (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  PhlOnlinePage *self;

  if (!phl_xmpp_register_finish (result, &error))
    {
      show_failure (user_data, error);
      return;
    }
  self = user_data;
  log_in (self);
}

static void
on_create_clicked (PhlOnlinePage *self)
{
  g_autoptr(PhlOnlineAccount) account = NULL;

  if (!check_entries (self))
    return;
  drop_client (self);
  account = phl_online_account_load (self->settings);
  /* Translators: in-band registration of a new account is under way */
  set_status (self, _("Creating the account…"), TRUE);
  phl_xmpp_register_async (gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                           gtk_editable_get_text (GTK_EDITABLE (self->password_row)),
                           account->server, account->cafile,
                           self->cancellable, on_account_created, self);
}

static void
phl_online_page_dispose (GObject *object)
{
  PhlOnlinePage *self = PHL_ONLINE_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  drop_client (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), PHL_TYPE_ONLINE_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (phl_online_page_parent_class)->dispose (object);
}

static void
phl_online_page_class_init (PhlOnlinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = phl_online_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/philatelia/Philatelia/ui/phl-online-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, address_row);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, password_row);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, status_row);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, login_button);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, create_button);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, server_row);
  gtk_widget_class_bind_template_child (widget_class, PhlOnlinePage, cafile_row);
  gtk_widget_class_bind_template_callback (widget_class, on_login_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_create_clicked);
}

static void
phl_online_page_init (PhlOnlinePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
}

GtkWidget *
phl_online_page_new (GSettings *settings)
{
  PhlOnlinePage *self = g_object_new (PHL_TYPE_ONLINE_PAGE, NULL);

  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "online-address", self->address_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "online-server", self->server_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "online-cafile", self->cafile_row, "text", G_SETTINGS_BIND_DEFAULT);
  return GTK_WIDGET (self);
}
