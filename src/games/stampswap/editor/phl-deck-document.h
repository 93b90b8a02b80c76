/* phl-deck-document.h — a Stamp Swap deck being edited
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document is the deck's GKeyFile itself (docs/deck-format.md): every
 * edit sets keys in it, so what is saved is exactly what the engine reads.
 * Edits push a snapshot of the text for undo; changes are validated with
 * the engine's own checks (the same as `philatelia-cli validate-deck`) and
 * autosaved to a draft file; saving writes the deck atomically.
 *
 * GTK-free: only GLib and GIO.
 */
#pragma once

#include <gio/gio.h>

#include "stampswap/phl-stampswap-deck.h"

G_BEGIN_DECLS

/* Imports larger than this are refused before parsing. */
#define PHL_DECK_DOCUMENT_MAX_SIZE   (1024 * 1024)
/* Groups beyond this are refused (the engine allows 128 cards). */
#define PHL_DECK_DOCUMENT_MAX_GROUPS 1024

/* One problem the validator found, tied to a group and key when it names them. */
typedef struct
{
  char *group;    /* "Deck", "Event:gala", or NULL */
  char *key;      /* "Items", "Name", … or NULL */
  guint line;
  char *message;  /* without the file/line/group/key prefix */
  char *full;     /* the whole message as philatelia-cli prints it */
} PhlDeckProblem;

void phl_deck_problem_free (PhlDeckProblem *problem);

#define PHL_TYPE_DECK_DOCUMENT (phl_deck_document_get_type ())
G_DECLARE_FINAL_TYPE (PhlDeckDocument, phl_deck_document, PHL, DECK_DOCUMENT, GObject)

/* Reads a deck's text.  Fails (with a translated message) on text that is
 * not a key file, too large, not UTF-8, or without a [Deck] group; a deck
 * that is a key file with card problems loads and reports them as problems. */
PhlDeckDocument *phl_deck_document_new_from_data (const char  *data,
                                                  gsize        length,
                                                  const char  *path,
                                                  gboolean     read_only,
                                                  GError     **error);
PhlDeckDocument *phl_deck_document_new_from_file (const char  *path,
                                                  GError     **error);
/* The built-in standard deck, read-only. */
PhlDeckDocument *phl_deck_document_new_standard  (void);
/* The text of the built-in standard deck (translations merged). */
GBytes          *phl_deck_document_standard_bytes (void);

GKeyFile    *phl_deck_document_get_key_file   (PhlDeckDocument *self);
const char  *phl_deck_document_get_path       (PhlDeckDocument *self);
gboolean     phl_deck_document_get_read_only  (PhlDeckDocument *self);
gboolean     phl_deck_document_get_modified   (PhlDeckDocument *self);
gboolean     phl_deck_document_get_can_undo   (PhlDeckDocument *self);
gboolean     phl_deck_document_get_can_redo   (PhlDeckDocument *self);
char        *phl_deck_document_to_data        (PhlDeckDocument *self,
                                               gsize           *length);

/* Card groups in file order (NULL-terminated, free with g_strfreev). */
char       **phl_deck_document_get_cards      (PhlDeckDocument *self);
/* "Name" in @language ("en"/NULL, "pl", "de") without fallback; NULL when absent. */
char        *phl_deck_document_get_translation (PhlDeckDocument *self,
                                                const char      *group,
                                                const char      *key,
                                                const char      *language);
char        *phl_deck_document_get_value      (PhlDeckDocument *self,
                                               const char      *group,
                                               const char      *key);

/* Edits.  @merge: edits with the same non-NULL tag in a row share one undo
 * step (typing).  A NULL or empty @value removes the key. */
void         phl_deck_document_set_value      (PhlDeckDocument *self,
                                               const char      *group,
                                               const char      *key,
                                               const char      *value,
                                               const char      *merge);
void         phl_deck_document_set_translation (PhlDeckDocument *self,
                                                const char      *group,
                                                const char      *key,
                                                const char      *language,
                                                const char      *value,
                                                const char      *merge);
/* Starts an undo step for several set_value calls (no merge); end with
 * phl_deck_document_end_edit(). */
void         phl_deck_document_begin_edit     (PhlDeckDocument *self);
void         phl_deck_document_end_edit       (PhlDeckDocument *self);

/* Card operations; each returns the new or moved group, or NULL. */
char        *phl_deck_document_add_card       (PhlDeckDocument     *self,
                                               PhlStampswapCardKind kind,
                                               const char          *after);
char        *phl_deck_document_duplicate_card (PhlDeckDocument *self,
                                               const char      *group);
gboolean     phl_deck_document_delete_card    (PhlDeckDocument *self,
                                               const char      *group);
gboolean     phl_deck_document_move_card      (PhlDeckDocument *self,
                                               const char      *group,
                                               int              delta);
/* Renames [Kind:old] to [Kind:@id]; FALSE when @id is not a free, valid id. */
char        *phl_deck_document_rename_card    (PhlDeckDocument *self,
                                               const char      *group,
                                               const char      *id,
                                               GError         **error);

void         phl_deck_document_undo           (PhlDeckDocument *self);
void         phl_deck_document_redo           (PhlDeckDocument *self);

/* Translations that know they are stale: beside Name[pl] the deck keeps
 * NameSource[pl], the first 8 hex digits of the SHA-1 of the English Name
 * as written in the file when the translation was written (or, for a
 * translation without one, when the deck was loaded).  Writing a
 * translation stores the current hash; changing the English makes the
 * translations outdated.  Every change emits ::changed. */
gboolean     phl_deck_document_translation_is_outdated (PhlDeckDocument *self,
                                                        const char      *group,
                                                        const char      *key,
                                                        const char      *language);
/* Outdated translations (key and language pairs) of @group, or of the
 * whole deck for NULL. */
guint        phl_deck_document_count_outdated  (PhlDeckDocument *self,
                                                const char      *group);
/* The same for a deck file as saved (the deck list): translations without
 * a hash count as current. */
guint        phl_deck_key_file_count_outdated  (GKeyFile        *key_file,
                                                const char      *group);
/* Takes the translation as current (one undo step); nothing when it is not outdated. */
void         phl_deck_document_mark_translation_current (PhlDeckDocument *self,
                                                         const char      *group,
                                                         const char      *key,
                                                         const char      *language);
/* "3f2a09c1": the first 8 hex digits of the SHA-1 of @english ("" for NULL). */
char        *phl_deck_source_hash             (const char      *english);

/* Problems of the current text (PhlDeckProblem), as `validate-deck`. */
GPtrArray   *phl_deck_document_get_problems   (PhlDeckDocument *self);
/* Checks now instead of after the short delay that follows an edit. */
void         phl_deck_document_validate_now   (PhlDeckDocument *self);
/* Texts that disagree with their card (phl_stampswap_deck_text_warnings()),
 * PhlDeckProblem, as of the last validation: shown, but the deck plays. */
GPtrArray   *phl_deck_document_get_warnings   (PhlDeckDocument *self);
/* The file's base name, as problems name it ("standard.deck" for the
 * built-in deck). */
char        *phl_deck_document_get_file_name  (PhlDeckDocument *self);

/* Saves atomically to @path (NULL: the document's path) and forgets the draft. */
gboolean     phl_deck_document_save           (PhlDeckDocument *self,
                                               const char      *path,
                                               GError         **error);
/* The draft of a deck file: $XDG_STATE_HOME/philatelia/deck-drafts/<name>. */
char        *phl_deck_document_draft_path     (const char      *deck_path);
/* Writes the draft now (also done shortly after every edit). */
gboolean     phl_deck_document_write_draft    (PhlDeckDocument *self,
                                               GError         **error);
/* Replaces the text by the draft, as one undoable edit; FALSE without draft. */
gboolean     phl_deck_document_restore_draft  (PhlDeckDocument *self);
void         phl_deck_document_discard_draft  (PhlDeckDocument *self);

/* Helpers shared by the editor's parts. */
gboolean     phl_deck_parse_card_group        (const char           *group,
                                               PhlStampswapCardKind *kind,
                                               const char          **id);
gboolean     phl_deck_id_is_valid             (const char           *id);
/* Parses a validator message "NAME:LINE: [Group] Key: text". */
PhlDeckProblem *phl_deck_problem_parse        (const char           *message,
                                               const char           *name);

G_END_DECLS

G_BEGIN_DECLS
/* One card as a deck of one, its Name and Text in @language (English where
 * untranslated), for the preview and the PDF; NULL with the first problem. */
PhlStampswapDeck *phl_deck_document_load_card (PhlDeckDocument *self,
                                               const char      *group,
                                               const char      *language,
                                               GError         **error);
G_END_DECLS
