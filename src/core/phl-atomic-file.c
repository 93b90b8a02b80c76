/* phl-atomic-file.c — writing a file whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saves and statistics are written to a temporary file beside the real one,
 * flushed to disk and renamed over it, so a crash or a full disk leaves
 * either the old or the new file.  Written here rather than with
 * g_file_set_contents_full() because its errors name the temporary file
 * ("autosave.philatelia.EZHKZ3"), which means nothing to a player.
 */
#define G_LOG_DOMAIN "phl-match"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "phl-match.h"

static gboolean
fail (GError     **error,
      const char  *path,
      int          saved_errno)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: "Cannot save /home/…/autosave.philatelia: No space left on device" */
               _("Cannot save %s: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize written = write (fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          /* A zero-length write on a regular file means no room. */
          if (written == 0)
            errno = ENOSPC;
          return FALSE;
        }
      data += written;
      length -= written;
    }
  return TRUE;
}

gboolean
phl_file_write_atomically (const char  *path,
                           const char  *data,
                           gssize       length,
                           GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *temp = NULL;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (length < 0)
    length = strlen (data);

  temp = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0)
    return fail (error, path, errno);

  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_unlink (temp);
      return fail (error, path, saved_errno);
    }
  if (close (fd) != 0 || g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      return fail (error, path, saved_errno);
    }
  return TRUE;
}
