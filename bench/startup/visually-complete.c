/* visually-complete.c — when a program's window stops changing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * visually-complete QUIET_MS TIMEOUT_MS PROGRAM [ARGS...]
 *
 * Run inside an X server with the DAMAGE extension (Xvfb has it, and
 * without a compositor every window draws into the screen, so damage on
 * the root window sees every window's drawing).  Starts PROGRAM and
 * records every damage rectangle on the screen; once something was drawn
 * and nothing changed for QUIET_MS (or TIMEOUT_MS passed since the
 * start), it stops PROGRAM and prints, in milliseconds from the spawn:
 *
 *   first-damage-ms=F last-damage-ms=L events=N
 *
 * L is "visually complete": the last moment the screen changed.  The
 * startup benchmark (startup.py) runs it for the app and for the bare
 * window.  VISUALLY_COMPLETE_VERBOSE=1 prints every damage rectangle on
 * standard error, with its time: what was drawn when.
 */
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double start_ms;
static int verbose;

/* Handles the pending damage events; returns how many there were. */
static int
drain (Display *display,
       int      damage_event)
{
  int count = 0;

  while (XPending (display) > 0)
    {
      XEvent event;

      XNextEvent (display, &event);
      if (event.type == damage_event + XDamageNotify)
        {
          const XDamageNotifyEvent *damage = (const XDamageNotifyEvent *) &event;

          if (verbose && start_ms > 0)
            fprintf (stderr, "%8.1f ms  %4dx%-4d at %d,%d\n", now_ms () - start_ms,
                     damage->area.width, damage->area.height, damage->area.x, damage->area.y);
          count++;
        }
    }
  return count;
}

/* Waits up to MS for an event from the server; TRUE if one came. */
static int
wait_for_events (Display *display,
                 double   ms)
{
  struct pollfd fd = { .fd = ConnectionNumber (display), .events = POLLIN };

  if (XPending (display) > 0)
    return 1;
  if (ms <= 0)
    return 0;
  return poll (&fd, 1, (int) (ms + 0.5)) > 0;
}

int
main (int argc, char *argv[])
{
  Display *display;
  int damage_event, damage_error, events = 0;
  double quiet_ms, timeout_ms, start, first = -1, last = -1;
  pid_t child;

  if (argc < 4)
    {
      fprintf (stderr, "usage: %s QUIET_MS TIMEOUT_MS PROGRAM [ARGS...]\n", argv[0]);
      return 2;
    }
  quiet_ms = atof (argv[1]);
  timeout_ms = atof (argv[2]);
  /* Xvfb resets when its last client leaves (the run before): it takes
   * new clients again a moment later. */
  display = XOpenDisplay (NULL);
  for (int i = 0; display == NULL && i < 50; i++)
    {
      usleep (100 * 1000);
      display = XOpenDisplay (NULL);
    }
  if (display == NULL || !XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "%s: no X display with the DAMAGE extension\n", argv[0]);
      return 2;
    }
  XDamageCreate (display, DefaultRootWindow (display), XDamageReportRawRectangles);
  XSync (display, False);
  /* What an earlier run left (its window going away) is not this run's. */
  while (wait_for_events (display, 200))
    drain (display, damage_event);

  verbose = getenv ("VISUALLY_COMPLETE_VERBOSE") != NULL;
  start = start_ms = now_ms ();
  child = fork ();
  if (child == 0)
    {
      close (ConnectionNumber (display));
      execvp (argv[3], argv + 3);
      perror (argv[3]);
      _exit (127);
    }
  if (child < 0)
    {
      perror ("fork");
      return 2;
    }

  for (;;)
    {
      double now = now_ms (), wait;

      if (now - start >= timeout_ms)
        break;
      if (last >= 0 && now - (start + last) >= quiet_ms)
        break;
      wait = timeout_ms - (now - start);
      if (last >= 0 && start + last + quiet_ms - now < wait)
        wait = start + last + quiet_ms - now;
      if (wait_for_events (display, wait))
        {
          int count = drain (display, damage_event);

          if (count > 0)
            {
              last = now_ms () - start;
              if (first < 0)
                first = last;
              events += count;
            }
        }
      if (waitpid (child, NULL, WNOHANG) == child)
        {
          child = 0;
          break;
        }
    }

  if (child > 0)
    {
      kill (child, SIGTERM);
      while (waitpid (child, NULL, 0) < 0 && errno == EINTR)
        ;
    }
  XCloseDisplay (display);
  if (first < 0)
    {
      fprintf (stderr, "%s: %s drew nothing\n", argv[0], argv[3]);
      return 1;
    }
  printf ("first-damage-ms=%.1f last-damage-ms=%.1f events=%d\n", first, last, events);
  return 0;
}
