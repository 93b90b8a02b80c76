/* fuzz.h — what every Philatelia fuzz target shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A target is one LLVMFuzzerTestOneInput() that feeds the bytes through
 * the in-memory loading path (phl_key_file_new_from_data), exactly as a
 * file read from disk would go after its size check.  It is linked either
 * with libFuzzer (clang, -fsanitize=fuzzer) or with driver.c, which runs
 * the seed corpus once as a test.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "phl-key-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Loaders report problems as GErrors, never on the log: a warning or a
 * critical (a failed g_return_if_fail) while loading is a bug.  It aborts
 * with SIGABRT, which libFuzzer catches and keeps the input for (GLib's
 * own fatal warnings raise SIGTRAP, which it does not). */
static inline GLogWriterOutput
fuzz_log_writer (GLogLevelFlags   level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  if (level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;
  g_log_writer_standard_streams (level, fields, n_fields, user_data);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return G_LOG_WRITER_HANDLED;
}

static inline void
fuzz_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
}

/* A scratch folder of the target's own (made on the first call from
 * @pattern, as g_dir_make_tmp() takes it), emptied: each input starts
 * from nothing. */
static inline const char *
fuzz_scratch_dir (const char *pattern)
{
  static char *dir;
  g_autoptr(GDir) folder = NULL;
  const char *name;

  if (dir == NULL)
    dir = g_dir_make_tmp (pattern, NULL);
  g_assert_nonnull (dir);
  folder = g_dir_open (dir, 0, NULL);
  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  return dir;
}

/* The bytes as a key file named @name in messages, or NULL when they are
 * not one (which is an answer too, not a failure). */
static inline PhlKeyFile *
fuzz_key_file (const uint8_t *data,
               size_t         size,
               const char    *name)
{
  g_autoptr(GError) error = NULL;
  PhlKeyFile *file;

  fuzz_init ();
  file = phl_key_file_new_from_data ((const char *) data, (gssize) size, name, &error);
  /* Every refusal says which file it is about. */
  g_assert (file != NULL || (error != NULL && g_str_has_prefix (error->message, name)));
  return file;
}
