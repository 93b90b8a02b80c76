/* phl-key-file.h — GKeyFile reading that reports file, line, group and key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GKeyFile does not remember line numbers, so PhlKeyFile keeps the text it
 * parsed and an index of where each group and key was written.  Every
 * getter fails with a PHL_ERROR whose message reads
 *
 *     FILE:LINE: [Group] Key: what is wrong
 *
 * which is the error format of philatelia-cli (docs/cli.md#exit-status).
 */
#pragma once

#include <gio/gio.h>

#include "phl-error.h"

G_BEGIN_DECLS

typedef struct _PhlKeyFile PhlKeyFile;

/* Decks, saves and positions larger than this are refused: none comes
 * anywhere near it, and a hostile file must not hang us. */
#define PHL_MAX_FILE_SIZE (4 * 1024 * 1024)
/* A save carries a whole deck besides the game (docs/save-format.md);
 * nothing larger is ever parsed. */
#define PHL_MAX_SAVE_SIZE (2 * PHL_MAX_FILE_SIZE)

/* Reads @path with phl_file_read_regular() and PHL_MAX_FILE_SIZE. */
PhlKeyFile  *phl_key_file_new_from_file    (const char  *path,
                                            GError     **error);
/* @name is used in messages in place of a file name; at most
 * PHL_MAX_SAVE_SIZE bytes. */
PhlKeyFile  *phl_key_file_new_from_data    (const char  *data,
                                            gssize       length,
                                            const char  *name,
                                            GError     **error);
/* A file kept inside another, as a save keeps its deck: group @header of
 * @outer, and each group "<@prefix><name>" as "<name>".  Line numbers and
 * messages name @outer and the groups as @outer writes them.  NULL when
 * @outer has no group @header. */
PhlKeyFile  *phl_key_file_new_embedded     (PhlKeyFile  *outer,
                                            const char  *header,
                                            const char  *prefix);
/* The other way: copies every group of @from into @to, @header as it is
 * and the others as "<@prefix><group>", with raw values. */
void         phl_key_file_embed            (GKeyFile    *to,
                                            GKeyFile    *from,
                                            const char  *header,
                                            const char  *prefix);
/* The same with the header renamed: @outer_header in @outer (and in
 * @to) is @header inside (a position's [Match] embedded in a save). */
PhlKeyFile  *phl_key_file_new_embedded_renamed (PhlKeyFile  *outer,
                                                const char  *outer_header,
                                                const char  *header,
                                                const char  *prefix);
void         phl_key_file_embed_renamed    (GKeyFile    *to,
                                            GKeyFile    *from,
                                            const char  *header,
                                            const char  *outer_header,
                                            const char  *prefix);
PhlKeyFile  *phl_key_file_ref              (PhlKeyFile  *self);
void         phl_key_file_unref            (PhlKeyFile  *self);

GKeyFile    *phl_key_file_get_key_file     (PhlKeyFile  *self);
const char  *phl_key_file_get_name         (PhlKeyFile  *self);
/* 1-based line of the key (or of the group header when @key is NULL); 0 if absent. */
guint        phl_key_file_get_line         (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key);

/* Sets @error to "FILE:LINE: [GROUP] KEY: message"; @group and @key may be NULL. */
void         phl_key_file_set_error        (PhlKeyFile  *self,
                                            GError     **error,
                                            PhlError     code,
                                            const char  *group,
                                            const char  *key,
                                            const char  *format,
                                            ...) G_GNUC_PRINTF (6, 7);

/* Groups written twice (GKeyFile merges them): the name and the line of
 * the repeat. */
guint        phl_key_file_get_n_duplicate_groups (PhlKeyFile *self);
const char  *phl_key_file_get_duplicate_group (PhlKeyFile *self,
                                            guint        index,
                                            guint       *line);

gboolean     phl_key_file_has_group        (PhlKeyFile  *self,
                                            const char  *group);
gboolean     phl_key_file_has_key          (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key);
/* Required keys: a missing key is an error. */
char        *phl_key_file_get_string       (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key,
                                            GError     **error);
/* Translatable keys (Name[pl]=…) in the current locale. */
char        *phl_key_file_get_locale_string (PhlKeyFile *self,
                                            const char  *group,
                                            const char  *key,
                                            GError     **error);
char       **phl_key_file_get_string_list  (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key,
                                            gsize       *length,
                                            GError     **error);
gboolean     phl_key_file_get_int          (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key,
                                            int          min,
                                            int          max,
                                            int         *value,
                                            GError     **error);
/* Optional keys: @default_value when absent, an error when malformed. */
gboolean     phl_key_file_get_int_default  (PhlKeyFile  *self,
                                            const char  *group,
                                            const char  *key,
                                            int          min,
                                            int          max,
                                            int          default_value,
                                            int         *value,
                                            GError     **error);
gboolean     phl_key_file_get_boolean_default (PhlKeyFile *self,
                                            const char  *group,
                                            const char  *key,
                                            gboolean     default_value,
                                            gboolean    *value,
                                            GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PhlKeyFile, phl_key_file_unref)

G_END_DECLS
