/* phl-deck-document-private.h — the deck document's parts shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-deck-document.h"

G_BEGIN_DECLS

struct _PhlDeckDocument
{
  GObject    parent_instance;

  GKeyFile  *key_file;
  char      *path;
  gboolean   read_only;
  /* Text as last saved (or loaded), to tell whether it is modified. */
  char      *saved_text;
  /* The file as written on disk (laid out by hand, perhaps, unlike
   * saved_text): problems name its lines while nothing is modified. */
  char      *file_text;

  GPtrArray *undo;      /* char * texts before each step, oldest first */
  GPtrArray *redo;
  char      *merge;     /* tag of the step in progress, for typing */
  gint64     merge_time;
  guint      edit_depth;

  GPtrArray *problems;
  GPtrArray *warnings;  /* PhlDeckProblem: texts that disagree with their card */
  guint      validate_id;
  guint      draft_id;
};

/* Records the text before an edit, unless it continues a merged step. */
void  phl_deck_document_push_undo  (PhlDeckDocument *self,
                                    const char      *merge);
/* After an edit: validation and the draft are queued, ::changed emitted. */
void  phl_deck_document_changed    (PhlDeckDocument *self,
                                    gboolean         structural);
/* "Name" for English, "Name[pl]" for Polish. */
char *phl_deck_document_locale_key (const char      *key,
                                    const char      *language);

/* phl-deck-document-translations.c */
/* "Name[pl]" → "Name", "pl" for the translated keys (Name, Text, Description). */
gboolean phl_deck_split_translation_key       (const char      *full,
                                               char           **key,
                                               char           **language);
/* After @full_key (a translation) was set or removed: its source hash follows. */
void     phl_deck_document_translation_written (PhlDeckDocument *self,
                                               const char      *group,
                                               const char      *full_key,
                                               gboolean         removed);
/* Stores the source hash of every translation that has none. */
void     phl_deck_document_record_sources     (PhlDeckDocument *self);

G_END_DECLS
