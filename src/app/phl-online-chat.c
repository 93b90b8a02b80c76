/* phl-online-chat.c — the chat of an online game, in its game log (see the header)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "phl-online-chat"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-view.h"
#include "phl-online-chat.h"

struct _PhlOnlineChat
{
  GObject     parent_instance;

  PhlOnline  *online;     /* weak: the window owns both */
  GtkWidget  *entry;      /* ours, moved from view to view */
  GtkWidget  *view;       /* weak: the game view the entry is under */
  GPtrArray  *who;        /* the lines so far, in order */
  GPtrArray  *said;
  gboolean    active;
};

G_DEFINE_FINAL_TYPE (PhlOnlineChat, phl_online_chat, G_TYPE_OBJECT)

static void
detach (PhlOnlineChat *self)
{
  if (self->view != NULL)
    phl_game_view_set_chat_entry (PHL_GAME_VIEW (self->view), NULL);
  else if (gtk_widget_get_parent (self->entry) != NULL)
    gtk_widget_unparent (self->entry);
  g_clear_weak_pointer (&self->view);
}

/* The entry under @view's log, and the chat so far in it. */
static void
attach (PhlOnlineChat *self,
        GtkWidget     *view)
{
  GtkRoot *root = gtk_widget_get_root (self->entry);
  gboolean typing = root != NULL && gtk_widget_is_focus (self->entry)
                    && gtk_window_is_active (GTK_WINDOW (root));

  if (view == self->view)
    return;
  detach (self);
  if (!PHL_IS_GAME_VIEW (view))
    return;
  g_set_weak_pointer (&self->view, view);
  for (guint i = 0; i < self->who->len; i++)
    phl_game_view_add_chat (PHL_GAME_VIEW (view), g_ptr_array_index (self->who, i),
                            g_ptr_array_index (self->said, i));
  phl_game_view_set_chat_entry (PHL_GAME_VIEW (view), self->entry);
  /* A seat's next view replaces the last one: typing goes on. */
  if (typing)
    gtk_widget_grab_focus (self->entry);
}

static void
on_status (PhlOnlineChat *self)
{
  gboolean active = self->online != NULL && phl_online_get_active (self->online);

  if (active == self->active)
    return;
  self->active = active;
  if (!active)
    {
      /* The online game is over or left: its chat goes with it. */
      detach (self);
      g_ptr_array_set_size (self->who, 0);
      g_ptr_array_set_size (self->said, 0);
    }
}

static void
on_chat (PhlOnlineChat *self,
         const char    *who,
         const char    *text)
{
  /* Translators: a line of chat read out: who, then what they said */
  g_autofree char *line = g_strdup_printf (_("%s: %s"), who, text);

  g_ptr_array_add (self->who, g_strdup (who));
  g_ptr_array_add (self->said, g_strdup (text));
  if (self->view == NULL)
    return;
  phl_game_view_add_chat (PHL_GAME_VIEW (self->view), who, text);
  phl_game_view_announce (PHL_GAME_VIEW (self->view), line);
}

static void
on_entry_activate (PhlOnlineChat *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  if (*text == '\0' || self->online == NULL)
    return;
  phl_online_send_chat (self->online, text);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

void
phl_online_chat_follow (PhlOnlineChat *self,
                        GtkWidget     *view)
{
  g_return_if_fail (PHL_IS_ONLINE_CHAT (self));

  on_status (self);
  if (self->active)
    attach (self, view);
  else
    detach (self);
}

static void
phl_online_chat_dispose (GObject *object)
{
  PhlOnlineChat *self = PHL_ONLINE_CHAT (object);

  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  g_clear_weak_pointer (&self->online);
  if (self->entry != NULL)
    detach (self);
  g_clear_object (&self->entry);
  G_OBJECT_CLASS (phl_online_chat_parent_class)->dispose (object);
}

static void
phl_online_chat_finalize (GObject *object)
{
  PhlOnlineChat *self = PHL_ONLINE_CHAT (object);

  g_ptr_array_unref (self->who);
  g_ptr_array_unref (self->said);
  G_OBJECT_CLASS (phl_online_chat_parent_class)->finalize (object);
}

static void
phl_online_chat_class_init (PhlOnlineChatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = phl_online_chat_dispose;
  object_class->finalize = phl_online_chat_finalize;
}

static void
phl_online_chat_init (PhlOnlineChat *self)
{
  self->who = g_ptr_array_new_with_free_func (g_free);
  self->said = g_ptr_array_new_with_free_func (g_free);
  self->entry = g_object_ref_sink (gtk_entry_new ());
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Say something to the other players"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chat message"), -1);
  gtk_widget_set_margin_start (self->entry, 6);
  gtk_widget_set_margin_end (self->entry, 6);
  gtk_widget_set_margin_top (self->entry, 6);
  gtk_widget_set_margin_bottom (self->entry, 6);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_entry_activate), self);
}

PhlOnlineChat *
phl_online_chat_new (PhlOnline *online)
{
  PhlOnlineChat *self = g_object_new (PHL_TYPE_ONLINE_CHAT, NULL);

  g_set_weak_pointer (&self->online, online);
  g_signal_connect_swapped (online, "chat", G_CALLBACK (on_chat), self);
  return self;
}
