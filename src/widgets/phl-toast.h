/* phl-toast.h — toasts whose text is shown as it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwToast's title is Pango markup.  Error messages and file names are
 * not: "stamps & more.deck" would make an empty toast and a GTK warning.
 * Every toast with text from outside a translation goes through here.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

static inline AdwToast *
phl_toast_new_plain (const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);

  return adw_toast_new (markup);
}

G_END_DECLS
