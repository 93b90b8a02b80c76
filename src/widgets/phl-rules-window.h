/* phl-rules-window.h — a game's rules in short, one window for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* One section of a game's rules: a title and its text in Pango markup
 * (paragraphs separated by a blank line).  All are N_() strings: the
 * window translates them.  @markup_keys, if set, is the text for a player
 * on the keyboard (a section about this app's clicks and hovers says
 * keys instead).  An array ends with { NULL }. */
typedef struct
{
  const char *title;
  const char *markup;
  const char *markup_keys;
} PhlRulesSection;

#define PHL_TYPE_RULES_WINDOW (phl_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (PhlRulesWindow, phl_rules_window, PHL, RULES_WINDOW, AdwWindow)

/* @game_name: the game's name, already translated ("Stamp Swap");
 * @for_keys: the player's last input was a key (phl_game_view_for_input()):
 * sections with a @markup_keys show that. */
GtkWindow *phl_rules_window_new             (GtkWindow             *parent,
                                             const char            *game_name,
                                             const PhlRulesSection *sections,
                                             gboolean               for_keys);
guint      phl_rules_window_get_n_sections  (PhlRulesWindow        *self);
/* Scrolls to section @index and puts the keyboard focus on its title. */
void       phl_rules_window_show_section    (PhlRulesWindow        *self,
                                             guint                  index);

/* Adds a Learn to Play button: it activates win.learn with @game_id on
 * the window the rules belong to, and closes the rules. */
void       phl_rules_window_set_learn       (PhlRulesWindow        *self,
                                             const char            *game_id);

G_END_DECLS
