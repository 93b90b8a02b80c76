#include "config.h"
#include "phl-key-file.h"
static void
test_line (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PhlKeyFile) kf = phl_key_file_new_from_data ("# c\n[Match]\nGame=swop\nPlayers=x\n", -1, "t.philatelia", &error);
  int n;
  g_assert_no_error (error);
  g_assert_false (phl_key_file_get_int (kf, "Match", "Players", 1, 6, &n, &error));
  g_assert_cmpstr (error->message, ==, "t.philatelia:4: [Match] Players: “x” is not a whole number");
}
int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/key-file/line", test_line);
  return g_test_run ();
}
