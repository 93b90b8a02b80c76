/* stamps-test-util.h — positions written as docs/save-format.md text for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "phl-game-rules.h"
#include "stamps/phl-stamps-state.h"

extern const PhlGameRules phl_stamps_rules;

/* Loads @text through the engine's load_position; fails the test on error. */
static inline PhlStampsState *
stamps_test_load (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  PhlStampsState *state;

  g_assert_no_error (error);
  state = phl_stamps_rules.load_position (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

/* Loads @text and returns the error message (the load must fail). */
static inline char *
stamps_test_load_error (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) file = phl_key_file_new_from_data (text, -1, "test.philatelia", &error);
  gpointer state;

  g_assert_no_error (error);
  state = phl_stamps_rules.load_position (file, &error);
  g_assert_null (state);
  g_assert_nonnull (error);
  g_assert_true (error->domain == PHL_ERROR);
  return g_strdup (error->message);
}
