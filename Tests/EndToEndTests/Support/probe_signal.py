#!/usr/bin/env python3
"""A signal while the app's ambiguous-width question is out, before ncurses starts.

    python3 probe_signal.py --bin DANSHU --journal FILE --how int|term|hup|quit|segv

Starts danshu in a pseudo-terminal that never answers the cursor-position question (so the app waits its 100 ms for
it, echo and line editing off), and as soon as the question is asked sends Ctrl-C's byte (`int`) or the signal (`segv`
stands for a crash; no core file is written). Prints
one JSON object: how the process ended (`signal`: its number, or `status`), the terminal's modes after it (echo,
icanon, isig), the last bytes the app wrote, and `late`: whether ncurses had started all the same (the signal came after
the question's 100 ms, on a busy machine: the round tells nothing and may be run again). Exit status 0 when it ran, 1 when it broke.
"""

import argparse
import json
import os
import resource
import select
import signal
import sys
import termios
import time

# No __pycache__ beside it: SwiftPM would take the folder for a file of the test target.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wide_terminal import start  # noqa: E402

QUESTION = b"\x1b[6n"


def main():
    parser = argparse.ArgumentParser(description="A signal during the ambiguous-width question: see the docstring.")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--journal", required=True)
    parser.add_argument("--how", required=True, choices=["int", "term", "hup", "quit", "segv"])
    options = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # inherited: a quit or a crash leaves no core file
    environment = ["LANG=C.UTF-8", "TERM=xterm-256color", "PATH=" + os.environ.get("PATH", "/usr/bin:/bin"),
                   "HOME=" + os.path.dirname(options.journal), "SWIFT_BACKTRACE=enable=no"]
    pid, master = start(["env", "-i"] + environment + [options.bin, "--file", options.journal], 80, 24)
    written = b""
    deadline = time.monotonic() + 10
    while QUESTION not in written:
        if time.monotonic() > deadline:
            print(json.dumps({"error": "the app never asked its question", "written": written.decode("latin-1")}))
            return 1
        if select.select([master], [], [], 0.5)[0]:
            written += os.read(master, 65536)
    if options.how == "int":
        os.write(master, b"\x03")  # the terminal's interrupt character: the line discipline sends SIGINT
    else:
        os.kill(pid, getattr(signal, "SIG" + options.how.upper()))
    # Read what the app still writes while it ends (a full pty would hold it up).
    while True:
        finished, status = os.waitpid(pid, os.WNOHANG)
        if finished:
            break
        if select.select([master], [], [], 0.05)[0]:
            try:
                written += os.read(master, 65536)
            except OSError:
                pass
    while select.select([master], [], [], 0)[0]:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        written += chunk
    lflag = termios.tcgetattr(master)[3]
    os.close(master)
    ended = {"signal": os.WTERMSIG(status)} if os.WIFSIGNALED(status) else {"status": os.WEXITSTATUS(status)}
    ended.update({"echo": bool(lflag & termios.ECHO), "icanon": bool(lflag & termios.ICANON),
                  "isig": bool(lflag & termios.ISIG), "tail": written[-40:].decode("latin-1"),
                  "late": b"\x1b[?1049h" in written})
    print(json.dumps(ended))
    return 0


if __name__ == "__main__":
    sys.exit(main())
