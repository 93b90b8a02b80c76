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

#include "phl-key-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Loaders report problems as GErrors, never on the log: a warning or a
 * critical (a failed g_return_if_fail) while loading is a bug, so it
 * aborts and the fuzzer keeps the input. */
static inline void
fuzz_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
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
