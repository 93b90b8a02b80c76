#!/usr/bin/env bash
# .ci/tsan.sh — the ThreadSanitizer pass: threads share nothing mutable.
#
#   .ci/tsan.sh                  everything below; exits nonzero on any report
#   .ci/tsan.sh --no-self-check  without step 4
#
# 1. GLib itself, built with -fsanitize=thread from Debian's source of the
#    installed version (build-tsan-glib/, reused while the version matches).
#    Why: GMutex, GCond, GAsyncQueue (so GThreadPool, so every GTask),
#    GMainContext and GObject's reference counts synchronise with futexes
#    and atomics *inside* libglib.  Against the distribution's
#    uninstrumented libglib, TSan sees none of it: tests/threads alone gives
#    over 100 reports, every one a GTask hand-over, while g_ref_count_inc(),
#    out of sight in libglib, is never reported at all.  With GLib
#    instrumented, both problems go away and no suppression is needed
#    (.ci/tsan.supp says what may ever go there).
# 2. Philatelia with -Db_sanitize=thread, without the GTK app, in build-tsan/.
# 3. The engine suites, tests/threads (the computer players' runner, hints
#    and two balance simulations at once on shared states) and the balance
#    test.  Every process, children included, writes its reports to
#    build-tsan/tsan-logs/; one report anywhere fails the pass.
# 4. Self-check, that the pass can fail: tests/threads against a copy of the
#    tree with a race put back must report it.  Each game may say how, in
#    src/games/<game>/tsan-self-check.sh (the Stamp Swap deck's old
#    non-atomic grefcount: "data race … g_ref_count_inc … its deck_ref").
#
# Needs (all in .ci/packages.txt): gcc with libtsan, meson, dpkg-dev for
# `apt-get source`, GLib's build dependencies (pulled in by libglib2.0-dev),
# and network access to the machine's Debian mirror for GLib's source.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

self_check=1
for arg in "$@"; do
  case $arg in
    --no-self-check) self_check=0 ;;
    *) echo "usage: $0 [--no-self-check]" >&2; exit 2 ;;
  esac
done

# TSan maps its shadow memory at fixed addresses; with more than 28 bits of
# mmap randomisation (newer kernels) it dies with "unexpected memory
# mapping".  Prefer switching randomisation off for our processes only;
# else lower the bits (root) and put them back on exit.
run=()
bits=$(cat /proc/sys/vm/mmap_rnd_bits 2>/dev/null || echo 0)
if [ "$bits" -gt 28 ]; then
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    run=(setarch "$(uname -m)" -R)
  elif [ "$(id -u)" = 0 ] && sysctl -qw vm.mmap_rnd_bits=28; then
    trap 'sysctl -qw vm.mmap_rnd_bits='"$bits" EXIT
  else
    echo "tsan: vm.mmap_rnd_bits is $bits; TSan may fail (run as root, or allow setarch -R)" >&2
  fi
fi

# ------------------------------------------------------------ 1. GLib
glib_dir=$root/build-tsan-glib
glib_pkg=$(dpkg-query -W -f '${source:Package}' libglib2.0-0)
glib_version=$(dpkg-query -W -f '${source:Version}' libglib2.0-0)
glib_libs=$glib_dir/build/glib:$glib_dir/build/gobject:$glib_dir/build/gio:$glib_dir/build/gmodule

build_glib() {
  local codename keyring apt
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  rm -rf "${glib_dir:?}"
  mkdir -p "$glib_dir/apt/lists/partial" "$glib_dir/apt/cache/archives/partial" \
           "$glib_dir/apt/sources.list.d" "$glib_dir/src"
  # A private apt configuration, so the machine's own stays as it is: the
  # source twins of its Debian entries (same mirror), else deb.debian.org.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      > "$glib_dir/apt/sources.list.d/debian.sources"
  fi
  sed -n 's/^deb \(.*debian.*\)/deb-src \1/p' /etc/apt/sources.list 2>/dev/null \
    > "$glib_dir/apt/sources.list" || true
  if [ ! -s "$glib_dir/apt/sources.list" ] && [ ! -e "$glib_dir/apt/sources.list.d/debian.sources" ]; then
    printf 'deb-src [signed-by=%s] http://deb.debian.org/%s %s main\n' \
      "$keyring" debian "$codename" "$keyring" debian "$codename-updates" \
      "$keyring" debian-security "$codename-security" > "$glib_dir/apt/sources.list"
  fi
  apt=(apt-get -q -o "Dir::Etc::SourceList=$glib_dir/apt/sources.list"
       -o "Dir::Etc::SourceParts=$glib_dir/apt/sources.list.d"
       -o "Dir::State::Lists=$glib_dir/apt/lists" -o "Dir::Cache=$glib_dir/apt/cache"
       -o APT::Sandbox::User=root)
  # A mirror without some suite is fine as long as `apt-get source` succeeds.
  "${apt[@]}" update >/dev/null || true
  # The installed version if the archive still has it, else the newest of this release.
  (cd "$glib_dir/src" &&
     { "${apt[@]}" source "$glib_pkg=$glib_version" || "${apt[@]}" source "$glib_pkg"; } >/dev/null)
  meson setup "$glib_dir/build" "$(find "$glib_dir/src" -mindepth 1 -maxdepth 1 -type d | head -n1)" \
    -Db_sanitize=thread -Dbuildtype=debugoptimized --wrap-mode=nodownload \
    -Dtests=false -Dinstalled_tests=false -Dman=false -Dgtk_doc=false -Dnls=disabled \
    -Dlibmount=disabled -Dselinux=disabled -Dlibelf=disabled -Dsysprof=disabled \
    -Ddtrace=false -Dsystemtap=false >/dev/null
  # Only the libraries the tests load (gio pulls in glib, gobject, gmodule).
  meson compile -C "$glib_dir/build" gio-2.0 >/dev/null
  echo "$glib_version" > "$glib_dir/VERSION"
}

if [ "$(cat "$glib_dir/VERSION" 2>/dev/null)" != "$glib_version" ] ||
   [ ! -e "$glib_dir/build/gio/libgio-2.0.so.0" ]; then
  echo "tsan: building GLib $glib_version with ThreadSanitizer (once)"
  build_glib
fi

# Runs a command under TSan, with the instrumented GLib, reports going to
# directory $1.  Only test processes get this environment: the build's own
# tools (glib-compile-resources…) keep the system's GLib.
under_tsan() {
  local logs=$1
  shift
  # GSlice keeps freed blocks in per-thread magazines; plain malloc lets
  # TSan follow every object from allocation to free.
  env LD_LIBRARY_PATH="$glib_libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" G_SLICE=always-malloc \
      TSAN_OPTIONS="log_path=$logs/tsan exitcode=66 halt_on_error=0 second_deadlock_stack=1 suppressions=$root/.ci/tsan.supp" \
      "${run[@]}" "$@"
}

# Prints the reports in log directory $1 and returns how many there are.
count_reports() {
  local n=0 f
  for f in "$1"/tsan.*; do
    [ -e "$f" ] || continue
    n=$((n + $(grep -c '^WARNING: ThreadSanitizer' "$f" || true)))
    cat "$f"
  done
  return "$((n > 255 ? 255 : n))"
}

# ------------------------------------------------------ 2. Philatelia
meson setup build-tsan -Db_sanitize=thread -Dapp=false --wipe >/dev/null 2>&1 ||
  meson setup build-tsan -Db_sanitize=thread -Dapp=false
"${run[@]}" meson compile -C build-tsan

# -------------------------------------------------------- 3. The tests
logs=$root/build-tsan/tsan-logs
rm -rf "$logs" && mkdir -p "$logs"
status=0
# Check that the runtime starts at all (a broken setup must not pass as "0 reports").
under_tsan "$logs" build-tsan/tests/threads/test-threads -l >/dev/null
# Each game's engine tests are in the suite named by its id: the games are
# those of the build (phl-games.h, from the top-level meson.build's list).
suites=(--suite core --suite threads)
for game in $(grep -o 'X([a-z0-9_]*)' build-tsan/phl-games.h | sed 's/X(\(.*\))/\1/'); do
  suites+=(--suite "$game")
done
under_tsan "$logs" meson test -C build-tsan --no-rebuild --print-errorlogs --timeout-multiplier 4 \
  "${suites[@]}" --no-suite slow || status=1
# The editor's document model (GTK-free, like the engines).
under_tsan "$logs" meson test -C build-tsan --no-rebuild --print-errorlogs --timeout-multiplier 4 \
  editor-document || status=1

reports=0
count_reports "$logs" || reports=$?
echo "tsan: $reports ThreadSanitizer report(s)"
[ "$reports" -eq 0 ] || status=1

# ----------------------------------------------------- 4. Self-check
self_check_one() {
  local check=$1 proof=$root/build-tsan-proof found=0 attempt
  # Sets self_check_file, self_check_break, self_check_broken,
  # self_check_test, self_check_report and self_check_what.
  # shellcheck source=/dev/null
  . "$check"
  rm -rf "$proof" && mkdir -p "$proof/src"
  git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$proof/src"
  sed -i "$self_check_break" "$proof/src/$self_check_file"
  if ! self_check_broken "$proof/src/$self_check_file"; then
    echo "tsan: self-check cannot put the race back in $self_check_file; update $check" >&2
    exit 1
  fi
  meson setup "$proof/build" "$proof/src" -Db_sanitize=thread -Dapp=false >/dev/null
  "${run[@]}" meson compile -C "$proof/build" test-threads >/dev/null
  for attempt in 1 2 3; do
    rm -rf "$proof/logs" && mkdir -p "$proof/logs"
    under_tsan "$proof/logs" "$proof/build/tests/threads/test-threads" -p "$self_check_test" \
      >/dev/null 2>&1 || true
    if cat "$proof/logs"/tsan.* 2>/dev/null | grep -q "$self_check_report"; then
      found=1
      break
    fi
  done
  if [ "$found" = 1 ]; then
    echo "tsan: self-check passed: with $self_check_what the pass reports"
    grep -m1 -A3 '^WARNING: ThreadSanitizer' "$proof/logs"/tsan.* | sed 's/^/    /'
  else
    echo "tsan: self-check FAILED: $self_check_what went unreported" >&2
    status=1
  fi
}

if [ "$self_check" = 1 ]; then
  checks=(src/games/*/tsan-self-check.sh)
  if [ ! -e "${checks[0]}" ]; then
    echo "tsan: no game says how to check that the pass can fail (src/games/*/tsan-self-check.sh)" >&2
    status=1
  fi
  for check in "${checks[@]}"; do
    [ -e "$check" ] && self_check_one "$check"
  done
fi

exit $status
