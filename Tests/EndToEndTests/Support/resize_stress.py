#!/usr/bin/env python3
"""Resizes danshu's terminal at random moments and times how long each new size takes to reach the screen.

    python3 resize_stress.py --bin DANSHU [--resizes N] [--seed S] [--deadline-ms D] [--target-ms T] [--load K]

The app runs in a pseudo-terminal of this script's own (pyte, from wide_terminal.py). Before each resize the
script makes the app busy with one of: typing into a form, a bracketed paste, a chip key that saves the journal,
opening a form, or a milestone's confetti (a fresh start); the resize then comes 0-30 ms later, while the app
is reading, drawing or saving. Sizes alternate between too small (below 40x16: the screen must say `現在 W×H` with the new
numbers) and large enough (the too-small notice gone, the first and last rows drawn), so a stale frame never
passes. No key is sent until the new size is on screen: a resize the app did not notice stays unseen.

Prints the figures (median, 95th percentile, slowest). Exit 1 when a resize was not drawn within the deadline
(default 2000 ms: a missed resize waits for the next key or the 30 s clock tick), or, with --target-ms, when
any took longer than the target. --load K runs K busy processes beside it.
"""

import argparse
import fcntl
import json
import os
import random
import select
import signal
import struct
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pyte  # noqa: E402
from wide_terminal import Screen, display, hang_up, read_available, start  # noqa: E402

TODAY = "2026-11-29"
TOO_SMALL = "端末が小さすぎます"


class App:
    """The app in a pty, with its screen kept by pyte."""

    def __init__(self, binary, journal, columns, lines, motion):
        environment = {"LANG": "C.UTF-8", "TERM": "xterm-256color", "DANSHU_TODAY": TODAY,
                       "SWIFT_BACKTRACE": "interactive=no", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                       "HOME": os.path.dirname(journal)}
        environment.update((name, value) for name, value in os.environ.items() if name.endswith("SAN_OPTIONS"))
        if not motion:
            environment["NO_MOTION"] = "1"
        self.started = time.monotonic()
        self.screen = Screen(columns, lines, True, b"", self.started)
        self.stream = pyte.ByteStream(self.screen)
        argv = ["env", "-i"] + ["%s=%s" % item for item in sorted(environment.items())] + [binary, "--file", journal]
        self.pid, self.master = start(argv, columns, lines)
        self.screen.to_program = lambda data: os.write(self.master, data)
        self.columns, self.lines = columns, lines

    def send(self, data):
        os.write(self.master, data)

    def pump(self, timeout):
        """Reads what the app wrote within `timeout` seconds; the time of the read, or None when nothing came."""
        readable, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not readable:
            return None
        data = read_available(self.master)
        if not data:
            raise RuntimeError("the app ended; the screen shows:\n" + "\n".join(display(self.screen)))
        now = time.monotonic()
        self.stream.feed(data)
        return now

    def wait_for(self, done, seconds, what):
        """Pumps until `done(lines)` holds; the time of the read that made it hold."""
        deadline = time.monotonic() + seconds
        while True:
            lines = display(self.screen)
            if done(lines):
                return time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("waited %.1f s for %s; the screen shows:\n%s" % (seconds, what, "\n".join(lines)))
            self.pump(left)

    def resize(self, columns, lines):
        self.screen.resize(lines, columns)
        self.columns, self.lines = columns, lines
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))

    def close(self):
        hang_up(self.pid, self.master)


def shows_size(lines, columns, height):
    """The frame drawn for this size: the too-small notice with these numbers, or a full screen without it."""
    text = "\n".join(lines)
    if columns < 40 or height < 16:
        return TOO_SMALL in text and ("現在 %d×%d" % (columns, height)) in text
    return TOO_SMALL not in text and lines[0].strip() != "" and lines[-1].strip() != ""


def sober_journal(path, first):
    """A journal whose sober days since `first` make today a milestone: the app celebrates at start."""
    day = time.strptime(first, "%Y-%m-%d")
    days = {}
    stamp = time.mktime(day) + 12 * 3600
    while time.strftime("%Y-%m-%d", time.localtime(stamp)) < TODAY:
        days[time.strftime("%Y-%m-%d", time.localtime(stamp))] = {"drank": False}
        stamp += 86400
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"format": "danshu-journal", "version": 1, "days": days}, file)


def busy(k):
    """K processes that keep a core each busy until killed."""
    children = []
    for _ in range(k):
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            while True:
                pass
        children.append(pid)
    return children


def main():
    parser = argparse.ArgumentParser(description="Resizes at random moments: see the module's docstring.")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--resizes", type=int, default=200)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--deadline-ms", type=int, default=2000)
    parser.add_argument("--target-ms", type=int, default=0)
    parser.add_argument("--load", type=int, default=0)
    options = parser.parse_args()
    # The test process blocks most signals and children inherit that: the app must get SIGWINCH.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())

    rng = random.Random(options.seed)
    folder = tempfile.mkdtemp(prefix="danshu-resize-")
    journal = os.path.join(folder, "journal.json")
    hogs = busy(options.load)
    timings = {}
    app = None
    small = False
    try:
        app = App(options.bin, journal, 80, 24, motion=False)
        app.wait_for(lambda lines: "お酒を飲みましたか？" in "\n".join(lines), 10, "the main screen")
        form_open = False
        for number in range(options.resizes):
            activity = "celebration" if number % 20 == 19 else rng.choice(["typing", "paste", "save", "form"])
            if activity == "celebration":
                app.close()
                celebrating = os.path.join(folder, "celebrating-%d.json" % number)
                sober_journal(celebrating, "2026-11-23")
                app = App(options.bin, celebrating, 80, 24, motion=True)
                app.wait_for(lambda lines: "祝 断酒7日目" in "\n".join(lines), 10, "the confetti")
                form_open, small = False, False
            elif activity == "typing":
                if not form_open:
                    app.send(b"o")
                    form_open = True
                app.send("梅酒ハイボール abc"[: rng.randint(1, 12)].encode())
            elif activity == "paste":
                if not form_open:
                    app.send(b"o")
                    form_open = True
                app.send(b"\x1b[200~" + ("ペースト" * rng.randint(10, 500)).encode() + b"\x1b[201~")
            elif activity == "save":
                if form_open:
                    # Esc alone, its own write; the chip follows once the Esc has had its delay.
                    app.send(b"\x1b")
                    time.sleep(0.06)
                    form_open = False
                app.send(rng.choice([b"1", b"2", b"-"]))
            elif activity == "form":
                if not form_open:
                    app.send(b"o")
                    form_open = True
            time.sleep(rng.uniform(0, 0.030))
            small = not small
            columns, height = (rng.randint(30, 39), rng.randint(8, 15)) if small else (rng.randint(40, 200), rng.randint(16, 60))
            asked = time.monotonic()
            app.resize(columns, height)
            try:
                drawn = app.wait_for(lambda lines: shows_size(lines, columns, height), options.deadline_ms / 1000,
                                     "the frame at %d×%d after %s" % (columns, height, activity))
            except TimeoutError as error:
                print("resize %d (%s) to %d×%d was not drawn: %s" % (number + 1, activity, columns, height, error))
                return 1
            timings.setdefault(activity, []).append((drawn - asked) * 1000)
            # The paste and the keys are all read before the next one: what is on screen has settled.
            while app.pump(0.02) is not None:
                pass
    finally:
        if app:
            app.close()
        for pid in hogs:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)

    every = sorted(ms for values in timings.values() for ms in values)
    p95 = every[min(len(every) - 1, int(len(every) * 0.95))]
    print("resize stress: %d resizes at random moments (load %d): median %.1f ms, 95th percentile %.1f ms, slowest %.1f ms"
          % (len(every), options.load, every[len(every) // 2], p95, every[-1]))
    for activity in sorted(timings):
        values = sorted(timings[activity])
        print("  %-11s %3d resizes, slowest %.1f ms" % (activity, len(values), values[-1]))
    if options.target_ms and every[-1] > options.target_ms:
        late = sum(1 for ms in every if ms > options.target_ms)
        print("resize stress: %d of %d resizes took longer than the target of %d ms" % (late, len(every), options.target_ms))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
