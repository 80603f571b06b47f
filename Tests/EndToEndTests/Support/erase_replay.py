#!/usr/bin/env python3
"""Replays what ncurses really sends for danshu through two terminal models and counts the wrong screens.

    python3 erase_replay.py --bin DANSHU --journal FILE --term TERM [--columns 80] [--lines 24] [--trace]

Runs danshu in a pseudo-terminal under TERM on a copy of FILE and drives a long Japanese session (the calendar walked
in both cursor modes, months, statistics, help, trends, the report, the note, feelings and other-drink forms, the
preset pane, answers, drinks, undo and redo). Every byte the app writes goes, as it comes, into two models of
`terminal_model.py`: one that erases as xterm does (ECH counts cells) and one that erases as mlterm does (ECH counts
characters, a wide one as one). After each step settles, Ctrl-L makes the app draw the whole screen again from a
cleared one, which no erasure can get wrong: a model whose screen before Ctrl-L differs from its screen after it was
shown a wrong screen by the incremental update.

Prints one JSON object: steps, and per model the wrong steps (with the first difference), the erasures met (ECH and
EL1), the shifts met (ICH, DCH, insert mode) and the bytes the app wrote. Exit status 0 when the session ran, 1 when it broke.
"""

import argparse
import fcntl
import json
import os
import pty
import select
import shutil
import signal
import struct
import sys
import tempfile
import termios
import time

# No __pycache__ beside it: SwiftPM would take the folder for a file of the test target.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_model import Screen  # noqa: E402

QUIET = 0.15  # seconds of silence that end a step's output
STEP_TIMEOUT = 20.0

ESC = "\x1b"
LEFT, RIGHT, UP, DOWN = ESC + "[D", ESC + "[C", ESC + "[A", ESC + "[B"
LEFT_SS3, RIGHT_SS3, UP_SS3, DOWN_SS3 = ESC + "OD", ESC + "OC", ESC + "OA", ESC + "OB"
PAGE_UP, PAGE_DOWN = ESC + "[5~", ESC + "[6~"
ENTER, TAB = "\r", "\t"
CTRL_R = "\x12"


def session():
    """The steps: each a string typed as one write (a key, or a word of text, as an input method sends it)."""
    steps = []
    # The calendar: back through the month's drinking, sober and noted days, in both cursor modes.
    steps += [LEFT] * 9 + [LEFT_SS3] * 5 + [UP, DOWN_SS3, UP_SS3, RIGHT, RIGHT_SS3, DOWN]
    steps += [PAGE_UP, PAGE_UP, LEFT, LEFT, PAGE_DOWN, PAGE_DOWN, "t"]
    # The statistics of this month and the month before, then help, its pages, and the trends.
    steps += ["s", "<", ">", ESC, "?", PAGE_DOWN, PAGE_DOWN, PAGE_UP, ESC, "w", LEFT, LEFT, RIGHT, ESC]
    # The report view.
    steps += ["r", DOWN, DOWN, ESC]
    # Today answered, drinks added and taken back, undone and redone; a sober answer over drinks.
    steps += ["t", "y", "1", "1", "4", "-", "u", "u", CTRL_R, LEFT, "n", "u", RIGHT]
    # The note, typed in Japanese and saved; the feelings form; a drink of one's own.
    steps += ["m", "今日は友人と", "居酒屋で日本酒を", "二合。明日は休肝日にする", ENTER]
    steps += ["f", RIGHT, RIGHT, TAB, LEFT, ENTER]
    steps += ["o", "地ビール", TAB, "6%", TAB, "350", ENTER]
    # The preset pane: a preset added with a Japanese name, then the pane closed.
    steps += ["e", DOWN, DOWN, "a", "純米吟醸1合", TAB, "15", TAB, "180", ENTER, UP, ESC]
    # Back through the days just changed.
    steps += [LEFT, LEFT, RIGHT, RIGHT, "u", "u"]
    return steps


class App:
    def __init__(self, binary, journal, term, columns, lines, home):
        self.columns, self.lines = columns, lines
        env = {"LANG": "C.UTF-8", "TERM": term, "DANSHU_TODAY": "2026-11-29", "NO_MOTION": "1",
               "DANSHU_AMBIGUOUS_WIDTH": "1", "SWIFT_BACKTRACE": "interactive=no", "HOME": home,
               "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
            try:
                os.execve(binary, [binary, "--file", journal], env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        self.models = {"xterm": Screen(lines, columns), "mlterm": Screen(lines, columns, erases_by_character=True)}
        self.written = 0

    def settle(self, timeout=STEP_TIMEOUT):
        """Reads what the app writes until it has been quiet for QUIET seconds and is asleep; feeds it to every model."""
        deadline = time.monotonic() + timeout
        last = time.monotonic()
        while True:
            now = time.monotonic()
            if now - last >= QUIET and not self.busy():
                return
            if now > deadline:
                raise RuntimeError("the app never went quiet")
            ready, _, _ = select.select([self.fd], [], [], max(0.01, QUIET - (now - last)))
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                data = b""
            if not data:
                raise RuntimeError("the app ended")
            self.written += len(data)
            for model in self.models.values():
                model.feed(data)
            last = time.monotonic()

    def busy(self):
        """Whether the app may be halfway through a frame: running or runnable (R), or in an uninterruptible wait (D);
        asleep (S: waiting for a key) it has written all it meant to."""
        try:
            with open(f"/proc/{self.pid}/stat", encoding="utf-8", errors="replace") as file:
                stat = file.read()
        except OSError:
            return False
        return stat[stat.rfind(")") + 2:][:1] in ("R", "D")

    def type(self, text):
        os.write(self.fd, text.encode())

    def screens(self):
        return {name: model.text() for name, model in self.models.items()}

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def first_difference(before, after):
    for row, (a, b) in enumerate(zip(before.split("\n"), after.split("\n"))):
        if a != b:
            return {"row": row, "shown": a, "whole": b}
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--journal", required=True)
    parser.add_argument("--term", required=True)
    parser.add_argument("--columns", type=int, default=80)
    parser.add_argument("--lines", type=int, default=24)
    parser.add_argument("--trace", action="store_true", help="print each step's screen (xterm model) to stderr")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="danshu-replay-")
    try:
        journal = os.path.join(work, "journal.json")
        shutil.copyfile(args.journal, journal)
        app = App(os.path.abspath(args.bin), journal, args.term, args.columns, args.lines, work)
        try:
            app.settle()
            wrong = {name: [] for name in app.models}
            steps = session()
            for number, step in enumerate(steps):
                app.type(step)
                app.settle()
                before = app.screens()
                app.type("\x0c")
                app.settle()
                after = app.screens()
                if args.trace:
                    print(f"--- step {number}: {step!r}\n{after['xterm']}", file=sys.stderr)
                for name in app.models:
                    if before[name] != after[name]:
                        wrong[name].append({"step": number, "keys": step.encode().hex(),
                                            "first": first_difference(before[name], after[name])})
            result = {"term": args.term, "steps": len(steps), "written": app.written,
                      "models": {name: {"wrong": len(wrong[name]), "examples": wrong[name][:3],
                                        "erasures": app.models[name].erasures,
                                        "shifts": app.models[name].shifts} for name in app.models},
                      "screen": after["xterm"]}
        finally:
            app.close()
    except (RuntimeError, OSError) as error:
        print(json.dumps({"error": str(error)}))
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
