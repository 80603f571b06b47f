#!/usr/bin/env python3
"""The main screens shown in README.md, captured from the real binary in tmux.

    python3 scripts/readme-screen.py --bin .build/debug/danshu             # print the 80x24 block
    python3 scripts/readme-screen.py --bin .build/debug/danshu --screen wide-screen   # the wide one
    python3 scripts/readme-screen.py --bin .build/debug/danshu --write README.md       # write them all

The recipe is fixed so that the same binary always gives the same text: a tmux pane of the screen's size
(80x24 between the `screen` markers, 160x48 between the `wide-screen` ones, a phone's 45x20 between the
`phone-screen` ones),
LANG=C.UTF-8, today pinned to 2026-11-29, NO_MOTION=1 (no milestone confetti over the start), the demo
journal of scripts/demo-journal.py with its
default seed, and the keys k k k l (up three weeks, right one day) to select the slip on
2026-11-09, which shows the drinks, the note and the gauge above its maximum. `make readme-screen`
writes each block into README.md between its markers; Tests/EndToEndTests/ReadmeScreenTests.swift
prints them again and fails when README.md differs. Python 3 standard library and tmux only.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TODAY = "2026-11-29"
# Each screen: its markers' name and its size.
SCREENS = {"screen": (80, 24), "wide-screen": (160, 48), "phone-screen": (45, 20)}
KEYS = ["k", "k", "k", "l"]
# What the screen shows once the keys have taken effect: the selected day's heading.
SELECTED = "2026年11月9日(月)"
HERE = os.path.dirname(os.path.abspath(__file__))


def tmux(socket, *arguments, env):
    result = subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", *arguments], env=env,
                            stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit("readme-screen: tmux %s failed: %s" % (" ".join(arguments), result.stderr.strip()))
    return result.stdout


def settled_screen(socket, env, must_contain, timeout=10.0):
    """The pane's text once it contains `must_contain` and two captures 100 ms apart agree."""
    deadline = time.monotonic() + timeout
    last = ""
    while time.monotonic() < deadline:
        last = tmux(socket, "capture-pane", "-p", "-t", "demo", env=env)
        if must_contain in last:
            time.sleep(0.1)
            again = tmux(socket, "capture-pane", "-p", "-t", "demo", env=env)
            if again == last:
                return last
        time.sleep(0.05)
    raise SystemExit("readme-screen: timed out waiting for %r; the screen shows:\n%s" % (must_contain, last))


def capture(binary, width, height):
    """The fenced code block of the screen at `width` x `height`, as it goes between its markers."""
    # Children inherit blocked signals (a test runner blocks some); the app must get SIGHUP at the end.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    folder = tempfile.mkdtemp(prefix="danshu-readme-")
    socket = "danshu-readme-%d" % os.getpid()
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": folder, "LANG": "C.UTF-8"}
    try:
        journal = os.path.join(folder, "journal.json")
        subprocess.run([sys.executable, os.path.join(HERE, "demo-journal.py"), "--today", TODAY, journal], check=True)
        app = " ".join(shlex_quote(w) for w in [os.path.abspath(binary), "--file", journal])
        tmux(socket, "start-server", ";", "set-option", "-g", "default-terminal", "tmux-256color", ";",
             "new-session", "-d", "-s", "demo", "-x", str(width), "-y", str(height),
             "-e", "LANG=C.UTF-8", "-e", "DANSHU_TODAY=" + TODAY, "-e", "NO_MOTION=1", app, env=env)
        settled_screen(socket, env, "q 終了")
        tmux(socket, "send-keys", "-t", "demo", *KEYS, env=env)
        screen = settled_screen(socket, env, SELECTED)
    finally:
        subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"], env=env,
                       stdin=subprocess.DEVNULL, capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
    lines = [line.rstrip() for line in screen.rstrip("\n").split("\n")]
    return "```text\n" + "\n".join(lines) + "\n```"


def shlex_quote(word):
    return "'" + word.replace("'", "'\\''") + "'"


def write(readme, name, block):
    begin, end_marker = "<!-- %s:begin -->" % name, "<!-- %s:end -->" % name
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    start, end = text.find(begin), text.find(end_marker)
    if start < 0 or end < start:
        raise SystemExit("readme-screen: %s has no %s … %s markers" % (readme, begin, end_marker))
    updated = text[:start + len(begin)] + "\n" + block + "\n" + text[end:]
    if updated != text:
        with open(readme, "w", encoding="utf-8") as f:
            f.write(updated)
        print("readme-screen: updated the %s in %s" % (name, readme))
    else:
        print("readme-screen: the %s in %s is up to date" % (name, readme))


def main():
    parser = argparse.ArgumentParser(description="Capture danshu's main screen for README.md.")
    parser.add_argument("--bin", required=True, help="the danshu binary")
    parser.add_argument("--screen", choices=sorted(SCREENS), default="screen", help="the block to print (without --write)")
    parser.add_argument("--write", metavar="README", help="replace every screen's block between its markers in README")
    args = parser.parse_args()
    if args.write:
        for name, (width, height) in SCREENS.items():
            write(args.write, name, capture(args.bin, width, height))
    else:
        print(capture(args.bin, *SCREENS[args.screen]))


if __name__ == "__main__":
    main()
