/* phl-pebbles-view.c — the Pebbles play screen: the pile and three buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The smallest PhlGameView: the board is a box with the pile, each seat's
 * pebbles and "Take 1", "Take 2", "Take 3", which submit "take N".  A
 * development game (-Ddev-games=true): its words are not translated.
 */
#define G_LOG_DOMAIN "phl-pebbles-view"

#include "config.h"

#include <glib/gi18n.h>

#include "phl-game-view.h"
#include "pebbles/phl-pebbles.h"
#include "pebbles/view/phl-pebbles-view.h"

#define MAX_TAKE 3

struct _PhlPebblesView
{
  PhlGameView  parent_instance;

  GtkLabel    *pile;
  GtkLabel    *taken;
  GtkWidget   *take[MAX_TAKE];
  /* The hint's action, shown on its button. */
  int          hinted;
};

G_DEFINE_FINAL_TYPE (PhlPebblesView, phl_pebbles_view, PHL_TYPE_GAME_VIEW)

static const PhlRulesSection rules[] = {
  { "Pebbles", "Take one, two or three pebbles from the pile in turn.  When the pile is empty, "
               "whoever took the most pebbles wins." },
  { NULL }
};

static void
phl_pebbles_view_update (PhlGameView *view)
{
  PhlPebblesView *self = PHL_PEBBLES_VIEW (view);
  PhlMatch *match = phl_game_view_get_match (view);
  gconstpointer state = phl_match_get_state (match);
  guint pile = phl_pebbles_get_pile (state);
  g_autoptr(GString) taken = g_string_new (NULL);
  g_autofree char *pile_text = g_strdup_printf ("%u pebbles on the pile", pile);

  gtk_label_set_text (self->pile, pile_text);
  for (guint seat = 0; seat < phl_match_get_n_seats (match); seat++)
    g_string_append_printf (taken, "%sSeat %u: %u", seat > 0 ? "  " : "", seat + 1,
                            phl_pebbles_get_taken (state, seat));
  gtk_label_set_text (self->taken, taken->str);
  for (guint n = 1; n <= MAX_TAKE; n++)
    gtk_widget_set_sensitive (self->take[n - 1], phl_game_view_get_can_act (view) && n <= pile);
  phl_game_view_set_status (view, phl_match_is_over (match) ? "The pile is empty"
                                  : phl_game_view_get_can_act (view) ? "Take 1 to 3 pebbles" : "");
}

static char *
phl_pebbles_view_show_hint (PhlGameView *view,
                            const char  *action)
{
  PhlPebblesView *self = PHL_PEBBLES_VIEW (view);
  guint64 n = 0;

  if (self->hinted > 0)
    gtk_widget_remove_css_class (self->take[self->hinted - 1], "suggested-action");
  self->hinted = 0;
  if (action != NULL && g_str_has_prefix (action, "take ")
      && g_ascii_string_to_unsigned (action + 5, 10, 1, MAX_TAKE, &n, NULL))
    {
      self->hinted = n;
      gtk_widget_add_css_class (self->take[n - 1], "suggested-action");
    }
  return NULL;
}

static const PhlRulesSection *
phl_pebbles_view_get_rules (PhlGameView *view)
{
  return rules;
}

static void
on_take_clicked (GtkButton      *button,
                 PhlPebblesView *self)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pebbles"));
  g_autofree char *action = g_strdup_printf ("take %u", n);

  phl_game_view_submit (PHL_GAME_VIEW (self), action);
}

static void
phl_pebbles_view_constructed (GObject *object)
{
  G_OBJECT_CLASS (phl_pebbles_view_parent_class)->constructed (object);
  phl_pebbles_view_update (PHL_GAME_VIEW (object));
}

static void
phl_pebbles_view_class_init (PhlPebblesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PhlGameViewClass *view_class = PHL_GAME_VIEW_CLASS (klass);

  object_class->constructed = phl_pebbles_view_constructed;
  view_class->update = phl_pebbles_view_update;
  view_class->show_hint = phl_pebbles_view_show_hint;
  view_class->get_rules = phl_pebbles_view_get_rules;
}

static void
phl_pebbles_view_init (PhlPebblesView *self)
{
  GtkWidget *board = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_halign (board, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (board, GTK_ALIGN_CENTER);
  gtk_widget_set_focusable (board, TRUE);
  self->pile = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->pile), "title-1");
  self->taken = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (board), GTK_WIDGET (self->pile));
  gtk_box_append (GTK_BOX (board), GTK_WIDGET (self->taken));
  for (guint n = 1; n <= MAX_TAKE; n++)
    {
      g_autofree char *label = g_strdup_printf ("Take %u", n);

      self->take[n - 1] = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (self->take[n - 1]), "pebbles", GUINT_TO_POINTER (n));
      g_signal_connect (self->take[n - 1], "clicked", G_CALLBACK (on_take_clicked), self);
      gtk_box_append (GTK_BOX (buttons), self->take[n - 1]);
    }
  gtk_box_append (GTK_BOX (board), buttons);
  g_object_set (self, "board", board, NULL);
}

GtkWidget *
phl_pebbles_view_new (PhlMatch *match)
{
  g_return_val_if_fail (PHL_IS_MATCH (match), NULL);

  return g_object_new (PHL_TYPE_PEBBLES_VIEW, "match", match, NULL);
}
