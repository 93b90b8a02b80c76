/* phl-file.c — reading a player's file safely, writing it whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saves, positions and decks may come from anywhere: only regular files
 * are read, and never more than a limit, however the file lies about its
 * size.
 *
 * Saves and statistics are written to a temporary file beside the real one,
 * flushed to disk and renamed over it, so a crash or a full disk leaves
 * either the old or the new file.  Written here rather than with
 * g_file_set_contents_full() because its errors name the temporary file
 * ("autosave.philatelia.EZHKZ3"), which means nothing to a player.
 */
#define G_LOG_DOMAIN "phl-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "phl-error.h"
#include "phl-file.h"
#include "phl-number.h"

/* What a path names when it is not a regular file, for the message. */
static const char *
describe_file_type (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("it is a folder, not a file");
  if (S_ISFIFO (mode) || S_ISSOCK (mode))
    return _("it is a pipe or a socket, not a file");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("it is a device, not a file");
  return _("it is not a regular file");
}

gboolean
phl_file_read_regular (const char  *path,
                       gsize        max_size,
                       char       **contents,
                       gsize       *length,
                       GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *local = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  struct stat info;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  file = g_file_new_for_commandline_arg (path);
  local = g_file_get_path (file);
  if (local == NULL)
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: cannot read the file: it is not on this computer"), path);
      return FALSE;
    }

  /* O_NONBLOCK: opening a FIFO must not wait for a writer.  The type is
   * checked on the descriptor, so the file cannot be swapped in between. */
  fd = g_open (local, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: cannot read the file: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  if (fstat (fd, &info) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: cannot read the file: %s"), path, g_strerror (saved_errno));
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (info.st_mode))
    {
      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: cannot read the file: %s"), path, describe_file_type (info.st_mode));
      close (fd);
      return FALSE;
    }
  if ((guint64) info.st_size > max_size)
    {
      g_autofree char *size = phl_number_format_decimal (info.st_size / 1048576.0, 1);

      g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                   _("%s: the file is too large (%s MB; at most %d MB)"),
                   path, size, (int) (max_size / 1048576));
      close (fd);
      return FALSE;
    }

  /* The size may lie (files in /proc) or grow while we read: the limit
   * holds for what is read, not for what stat said. */
  buffer = g_byte_array_sized_new (MIN ((gsize) info.st_size, max_size) + 1);
  for (;;)
    {
      guint8 chunk[16384];
      gssize n = read (fd, chunk, MIN (sizeof chunk, max_size + 1 - buffer->len));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s: cannot read the file: %s"), path, g_strerror (saved_errno));
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;
      g_byte_array_append (buffer, chunk, n);
      if (buffer->len > max_size)
        {
          g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
                       _("%s: the file is too large (more than %d MB)"),
                       path, (int) (max_size / 1048576));
          close (fd);
          return FALSE;
        }
    }
  close (fd);

  if (length != NULL)
    *length = buffer->len;
  g_byte_array_append (buffer, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&buffer), FALSE);
  return TRUE;
}

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
phl_file_check_utf8 (const char  *data,
                     gsize        length,
                     const char  *name,
                     GError     **error)
{
  const char *bad = NULL;
  const char *line_start = data;
  guint line = 1;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (g_utf8_validate_len (data, length, &bad))
    return TRUE;
  /* A designer's editor shows lines and columns, not byte offsets. */
  for (const char *p = data; p < bad; p++)
    if (*p == '\n')
      {
        line++;
        line_start = p + 1;
      }
  g_set_error (error, PHL_ERROR, PHL_ERROR_PARSE,
               _("%s:%u:%u: the text is not valid UTF-8"), name, line,
               (guint) g_utf8_strlen (line_start, bad - line_start) + 1);
  return FALSE;
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

/* "NAME.XXXXXX" with NAME ending in @target_suffix, as g_mkstemp() fills it. */
static gboolean
is_temporary_name (const char *name,
                   const char *target_suffix)
{
  gsize length = strlen (name);
  g_autofree char *target = NULL;

  if (length < 7 || name[length - 7] != '.')
    return FALSE;
  for (gsize i = length - 6; i < length; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  target = g_strndup (name, length - 7);
  return g_str_has_suffix (target, target_suffix) && target[0] != '\0';
}

guint
phl_file_remove_stale_temporaries (const char *dir,
                                   const char *target_suffix)
{
  g_autoptr(GDir) folder = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (dir != NULL, 0);
  g_return_val_if_fail (target_suffix != NULL, 0);

  folder = g_dir_open (dir, 0, NULL);
  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!is_temporary_name (name, target_suffix))
        continue;
      path = g_build_filename (dir, name, NULL);
      /* Only the regular files this writer makes, never a link's target. */
      if (g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode))
        continue;
      if (g_unlink (path) == 0)
        {
          g_debug ("Removed %s, left by a write that did not finish", path);
          removed++;
        }
    }
  return removed;
}
