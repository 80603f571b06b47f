#!/usr/bin/env python3
"""The main screen shown in README.md, captured from the real binary in tmux.

    python3 scripts/readme-screen.py --bin .build/debug/danshu             # print the block
    python3 scripts/readme-screen.py --bin .build/debug/danshu --write README.md

The recipe is fixed so that the same binary always gives the same text: an 80x24 tmux pane,
LANG=C.UTF-8, today pinned to 2026-11-29, NO_MOTION=1 (no milestone confetti over the start), the demo
journal of scripts/demo-journal.py with its
default seed, and the keys k k k l (up three weeks, right one day) to select the slip on
2026-11-09, which shows the drinks, the note and the gauge above its maximum. `make readme-screen`
writes the block into README.md between the screen markers; Tests/EndToEndTests/ReadmeScreenTests.swift
prints it again and fails when README.md differs. Python 3 standard library and tmux only.
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
WIDTH, HEIGHT = 80, 24
KEYS = ["k", "k", "k", "l"]
# What the screen shows once the keys have taken effect: the selected day's heading.
SELECTED = "2026年11月9日(月)"
BEGIN = "<!-- screen:begin -->"
END = "<!-- screen:end -->"
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


def capture(binary):
    """The fenced code block of the screen, as it goes between the markers."""
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
             "new-session", "-d", "-s", "demo", "-x", str(WIDTH), "-y", str(HEIGHT),
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


def write(readme, block):
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise SystemExit("readme-screen: %s has no %s … %s markers" % (readme, BEGIN, END))
    updated = text[:start + len(BEGIN)] + "\n" + block + "\n" + text[end:]
    if updated != text:
        with open(readme, "w", encoding="utf-8") as f:
            f.write(updated)
        print("readme-screen: updated the screen in %s" % readme)
    else:
        print("readme-screen: %s is up to date" % readme)


def main():
    parser = argparse.ArgumentParser(description="Capture danshu's main screen for README.md.")
    parser.add_argument("--bin", required=True, help="the danshu binary")
    parser.add_argument("--write", metavar="README", help="replace the block between the screen markers of README")
    args = parser.parse_args()
    block = capture(args.bin)
    if args.write:
        write(args.write, block)
    else:
        print(block)


if __name__ == "__main__":
    main()
