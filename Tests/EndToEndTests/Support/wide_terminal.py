#!/usr/bin/env python3
"""A terminal of the tests' own, on pyte: runs a program in a pseudo-terminal and keeps its screen the way
a Japanese terminal set-up would, drawing East Asian Ambiguous characters (○ ─ │ ▶ █ …) two cells wide
(vim's ambiwidth=double), and answering cursor-position requests from its own cursor, or not at all.

    python3 wide_terminal.py --state DIR [options] -- PROGRAM [ARGUMENT...]

Options:
  --state DIR          where the state file goes (required)
  --columns N          the width (default 80)
  --lines N            the height (default 24)
  --ambiguous 1|2      cells for an East Asian Ambiguous character (unicodedata.east_asian_width "A") that
                       pyte's wcwidth counts as one; zero-width marks stay zero (default 1)
  --no-answer          never answer ESC [ 6 n (cursor position) or ESC [ 5 n (status); by default both are
                       answered, ESC [ row ; column R from the terminal's own cursor
  --answer-delay MS    answer cursor-position requests MS milliseconds late, as a terminal under load may
  --type-on-request T  typed once, when the first cursor-position request arrives, before it is answered
  --before T           drawn on the screen before the program starts, as a shell's prompt would be

The program gets this process's environment (use `env -i NAME=VALUE … PROGRAM` for an exact one).
Besides what pyte does, the terminal has xterm's alternate screen (?1049h/l, ?1047, ?47).

DIR/state.json, replaced whole after every change (never half written):
  lines      the screen in view as text, one string per row (a wide character is one string character)
  alternate  whether the alternate screen is in view
  changedAt  seconds from the program's start to this screen
  requests   seconds from the program's start to each cursor-position request
  status     the exit status once the program has ended (128 + N for signal N), else null
  settled    whether the program had stopped writing when this screen was taken: everything it wrote was read
             and it was asleep (waiting for input), so the screen is not half a frame written in several writes
Standard input: lines of hexadecimal bytes, each typed into the terminal as one write. At its end the
program gets a hang-up (then SIGKILL) if still running, and the terminal closes.
"""

import argparse
import copy
import errno
import fcntl
import json
import os
import select
import signal
import struct
import sys
import termios
import time
import traceback
import unicodedata
from collections import defaultdict

import pyte
import pyte.screens

ALTERNATE_SCREEN_MODES = {1049, 1047, 47}


def wide_ambiguous(narrow):
    """pyte's width function with every one-cell East Asian Ambiguous character counted two cells."""
    def width(char):
        cells = narrow(char)
        return 2 if cells == 1 and unicodedata.east_asian_width(char) == "A" else cells
    return width


class Screen(pyte.Screen):
    """pyte's screen, plus the alternate screen, and answers (or silence) to status requests."""

    def __init__(self, columns, lines, answers, type_on_request, started, answer_delay=0.0):
        super().__init__(columns, lines)
        self.answers = answers
        self.answer_delay = answer_delay
        self.late = []  # (when, bytes): answers held back by --answer-delay
        self.type_on_request = type_on_request
        self.started = started
        self.requests = []
        self.normal = None  # (buffer, cursor) of the normal screen while the alternate one is in view
        self.to_program = lambda data: None  # writes to the program, set once it runs

    def set_mode(self, *modes, **kwargs):
        if kwargs.get("private") and ALTERNATE_SCREEN_MODES & set(modes) and self.normal is None:
            self.normal = (self.buffer, copy.copy(self.cursor))
            self.buffer = defaultdict(self.buffer.default_factory)
            self.dirty.update(range(self.lines))
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes, **kwargs):
        if kwargs.get("private") and ALTERNATE_SCREEN_MODES & set(modes) and self.normal is not None:
            self.buffer, self.cursor = self.normal
            self.normal = None
            self.dirty.update(range(self.lines))
        super().reset_mode(*modes, **kwargs)

    def report_device_status(self, mode=0, **kwargs):
        if mode == 6:
            if not self.requests and self.type_on_request:
                self.to_program(self.type_on_request)
            self.requests.append(round(time.monotonic() - self.started, 4))
            # After the last column the cursor waits to wrap; like xterm, report the last column.
            self.write_process_input("\x1b[%d;%dR" % (self.cursor.y + 1, min(self.cursor.x, self.columns - 1) + 1))
        elif mode == 5:
            self.write_process_input("\x1b[0n")

    def write_process_input(self, data):
        if not self.answers:
            return
        if self.answer_delay > 0:
            self.late.append((time.monotonic() + self.answer_delay, data.encode()))
        else:
            self.to_program(data.encode())

    def send_due(self):
        """Sends the held-back answers whose time has come; the seconds until the next one (None: none left)."""
        now = time.monotonic()
        while self.late and self.late[0][0] <= now:
            self.to_program(self.late.pop(0)[1])
        return max(0.0, self.late[0][0] - now) if self.late else None


def start(argv, columns, lines):
    """Forks `argv` on a new pseudo-terminal of this size; returns (pid, master descriptor)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
    pid = os.fork()
    if pid == 0:
        try:
            os.close(master)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            os.closerange(3, 65536)  # the program's end must not wait for ours
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    os.close(slave)
    return pid, master


def read_available(fd):
    """Everything the program has written by now (a frame comes in several reads); empty at its end."""
    data = b""
    while select.select([fd], [], [], 0)[0]:
        try:
            chunk = os.read(fd, 65536)
        except OSError as error:
            if error.errno != errno.EIO:
                raise
            chunk = b""
        if not chunk:
            break
        data += chunk
    return data


def hang_up(pid, master):
    """Closes the terminal under a program that still runs, as closing a terminal window does; SIGKILL if it
    has not ended two seconds later."""
    os.close(master)
    for sig in (signal.SIGHUP, signal.SIGKILL):
        try:
            os.killpg(pid, sig)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            if os.waitpid(pid, os.WNOHANG)[0]:
                return
            time.sleep(0.02)


def display(screen):
    """The screen's lines, as pyte's `display` gives them, except that a wide character's right half left alone
    when a narrow one was written over its left half (pyte keeps it as an empty cell, and its `display` then
    fails) reads as a space, as a terminal shows it. ncurses writes a row left to right, so such a cell exists
    for a moment whenever a frame puts narrow text where wide text was, and a read can land in that moment."""
    wcwidth = pyte.screens.wcwidth  # the ambiguous width in force
    lines = []
    for y in range(screen.lines):
        row, text, stub = screen.buffer[y], [], False
        for x in range(screen.columns):
            if stub:
                stub = False
                continue
            char = row[x].data
            stub = bool(char) and wcwidth(char[0]) == 2
            text.append(char or " ")
        lines.append("".join(text))
    return lines


def busy(pid):
    """Whether the program may be halfway through writing a frame: running or runnable (R), or in an
    uninterruptible wait (D). Asleep (S: for input, a timer, or room in the terminal to write) or gone: not busy."""
    try:
        with open("/proc/%d/stat" % pid, encoding="utf-8", errors="replace") as file:
            stat = file.read()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2:][:1] in ("R", "D")


def pending(fd):
    """Whether the program has written something not read yet."""
    return bool(select.select([fd], [], [], 0)[0])


def exit_status(status):
    return 128 + os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def main():
    parser = argparse.ArgumentParser(description="A terminal for the tests: see the module's docstring.")
    parser.add_argument("--state", required=True)
    parser.add_argument("--columns", type=int, default=80)
    parser.add_argument("--lines", type=int, default=24)
    parser.add_argument("--ambiguous", type=int, choices=(1, 2), default=1)
    parser.add_argument("--no-answer", dest="answers", action="store_false")
    parser.add_argument("--answer-delay", type=int, default=0)
    parser.add_argument("--type-on-request", default="")
    parser.add_argument("--before", default="")
    parser.add_argument("program", nargs="+")
    options = parser.parse_args()

    # The test process blocks most signals and children inherit that: the program must get SIGHUP and
    # SIGWINCH. (Descriptors 3 and up stay open here: Foundation watches this process through one of them.)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    if options.ambiguous == 2:
        pyte.screens.wcwidth = wide_ambiguous(pyte.screens.wcwidth)

    started = time.monotonic()
    screen = Screen(options.columns, options.lines, options.answers, options.type_on_request.encode(), started,
                    options.answer_delay / 1000.0)
    stream = pyte.ByteStream(screen)
    stream.feed(options.before.encode())
    pid, master = start(options.program, options.columns, options.lines)
    screen.to_program = lambda data: os.write(master, data)
    state = {"lines": [], "alternate": False, "changedAt": 0.0, "requests": [], "status": None, "settled": True}

    def save(**changes):
        state.update(changes, lines=display(screen), alternate=screen.normal is not None, requests=screen.requests)
        path = os.path.join(options.state, "state.json")
        with open(path + ".tmp", "w", encoding="utf-8") as file:
            json.dump(state, file, ensure_ascii=False)
        os.replace(path + ".tmp", path)

    save()
    stdin = sys.stdin.fileno()
    pending_input = b""
    running = True
    settled = True
    while running:
        # While the last screen may be half a frame, look again soon: the program may go to sleep without writing more.
        due = screen.send_due()
        wait = None if settled else 0.005
        if due is not None:
            wait = due if wait is None else min(wait, due)
        readable, _, _ = select.select([master, stdin], [], [], wait)
        if master in readable:
            data = read_available(master)
            if not data:
                break  # the program and everything it started have closed the terminal
            stream.feed(data)
            settled = not busy(pid) and not pending(master)
            save(changedAt=round(time.monotonic() - started, 4), settled=settled)
        elif not settled and not busy(pid) and not pending(master):
            settled = True
            save(settled=True)
        if stdin in readable:
            chunk = os.read(stdin, 65536)
            if not chunk:
                running = False
            pending_input += chunk
            *lines, pending_input = pending_input.split(b"\n")
            for line in lines:
                os.write(master, bytes.fromhex(line.decode()))

    if not running:
        hang_up(pid, master)
        return
    _, status = os.waitpid(pid, 0)
    save(status=exit_status(status), settled=True)
    os.close(master)


if __name__ == "__main__":
    try:
        main()
    except Exception:
        traceback.print_exc()  # the test shows it with its failure
        sys.stderr.flush()
    # Stay until the test lets go: what it still writes needs a reader, or SIGPIPE would end the test process.
    while os.read(0, 65536):
        pass
