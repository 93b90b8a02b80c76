/* phl-file.h — reading a player's file safely, writing it whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads a user's file: only a regular file (not a folder, device or FIFO,
 * checked after opening) of at most @max_size bytes, the limit holding
 * while reading.  @contents ends with a NUL.  Errors are PHL_ERROR, with
 * a translated message naming @path. */
gboolean     phl_file_read_regular         (const char  *path,
                                            gsize        max_size,
                                            char       **contents,
                                            gsize       *length,
                                            GError     **error);

/* FALSE, with "NAME:LINE:COLUMN: the text is not valid UTF-8" (PHL_ERROR,
 * translated; the column counts characters from 1), when @data is not
 * UTF-8 text or holds a NUL byte. */
gboolean     phl_file_check_utf8           (const char  *data,
                                            gsize        length,
                                            const char  *name,
                                            GError     **error);

/* Writes @data to @path through a temporary file and a rename, creating
 * the parent folder, so a crash leaves either the old or the new file. */
gboolean     phl_file_write_atomically     (const char  *path,
                                            const char  *data,
                                            gssize       length,
                                            GError     **error);

/* Removes what a write killed midway leaves in @dir: the temporary files of
 * phl_file_write_atomically() for targets whose names end with
 * @target_suffix ("NAME.XXXXXX", six letters or digits).  Call only when
 * nothing is being written there (at start).  Returns how many went. */
guint        phl_file_remove_stale_temporaries (const char *dir,
                                                const char *target_suffix);

G_END_DECLS
