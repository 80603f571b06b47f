#!/usr/bin/env python3
"""Another program replaces danshu's journal at random moments around the app's saves; nothing may be lost.

    python3 sync_race.py --bin DANSHU [--rounds N] [--seed S] [--load K]

The app runs in a pseudo-terminal (pyte, from wide_terminal.py). Each round presses `1` (one more beer today: a
save) and, 0-60 ms later, acts as a sync tool: reads the journal, adds one sober day of its own, writes a temporary
file and puts it in place. The sync tool is a careful one (it swaps its file in with renameat2 and puts the app's
version back if the app saved in between), so any loss is the app's. At the end both must be whole: every day of the
sync tool's, and today's beer counted once per press. Prints the figures; exit 1 on any loss.
"""

import argparse
import ctypes
import json
import os
import random
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from resize_stress import App, busy  # noqa: E402

LIBC = ctypes.CDLL(None, use_errno=True)
RENAME_EXCHANGE = 2
AT_FDCWD = -100


def exchange(a, b):
    """Swaps two names atomically; False where the system cannot."""
    if not hasattr(LIBC, "renameat2"):
        return False
    return LIBC.renameat2(AT_FDCWD, a.encode(), AT_FDCWD, b.encode(), RENAME_EXCHANGE) == 0


def sync_tool_adds(journal, date):
    """Adds a sober day to the journal as a careful sync tool would; retries while the app saves in between."""
    for _ in range(50):
        with open(journal, "rb") as file:
            before = file.read()
        data = json.loads(before)
        data["days"][date] = {"drank": False}
        incoming = os.path.join(os.path.dirname(journal), ".incoming.json")
        with open(incoming, "w", encoding="utf-8") as file:
            json.dump(data, file, ensure_ascii=False, indent=1)
            file.flush()
            os.fsync(file.fileno())
        if not exchange(incoming, journal):
            os.rename(incoming, journal)
            return
        with open(incoming, "rb") as file:
            out = file.read()
        if out == before:
            os.unlink(incoming)
            return
        # The app saved meanwhile: its version goes back, and the tool tries again on top of it.
        exchange(incoming, journal)
        os.unlink(incoming)
    raise RuntimeError("the sync tool could not put its day in")


def main():
    parser = argparse.ArgumentParser(description="Another program replaces the journal around saves: see the docstring.")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--rounds", type=int, default=120)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--load", type=int, default=0)
    options = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_SETMASK, set())

    rng = random.Random(options.seed)
    folder = tempfile.mkdtemp(prefix="danshu-sync-race-")
    journal = os.path.join(folder, "journal.json")
    with open(journal, "w", encoding="utf-8") as file:
        json.dump({"format": "danshu-journal", "version": 1, "days": {"2026-11-01": {"drank": False}}}, file)
    hogs = busy(options.load)
    app = None
    theirs = []
    merged_messages = 0
    try:
        app = App(options.bin, journal, 100, 30, motion=False)
        app.wait_for(lambda lines: "お酒を飲みましたか？" in "\n".join(lines), 10, "the main screen")
        base = time.mktime(time.strptime("2020-01-01", "%Y-%m-%d")) + 12 * 3600
        for number in range(options.rounds):
            # The 26th beer takes the day past 500 g, which the app asks about once (issue 40): y records it.
            app.send(b"1y" if number == 25 else b"1")
            time.sleep(rng.uniform(0, 0.060))
            date = time.strftime("%Y-%m-%d", time.localtime(base + number * 86400))
            sync_tool_adds(journal, date)
            theirs.append(date)
            app.pump(0)
            if "別の端末から" in "\n".join(app.screen.display):
                merged_messages += 1
        # One more press brings in the last change, then the count on screen says every press was kept.
        app.send(b"1y" if options.rounds == 25 else b"1")
        presses = options.rounds + 1
        app.wait_for(lambda lines: ("ビール500缶 × %d" % presses) in "\n".join(lines), 10, "%d beers today" % presses)
        app.send(b"q")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            pid, _ = os.waitpid(app.pid, os.WNOHANG)
            if pid:
                os.close(app.master)
                app = None
                break
            try:
                app.pump(0.05)
            except RuntimeError:
                pass
        with open(journal, encoding="utf-8") as file:
            data = json.load(file)
    finally:
        if app:
            app.close()
        for pid in hogs:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)

    days = data["days"]
    lost = [date for date in theirs if days.get(date) != {"drank": False}]
    today = days.get("2026-11-29", {})
    beers = sum(drink["count"] for drink in today.get("drinks", []))
    print("sync race: %d replacements within 60 ms of a save (load %d): %d of the other program's days lost, "
          "%d of %d beers kept; the app said it merged %d times" % (len(theirs), options.load, len(lost), beers, presses,
                                                                      merged_messages))
    if lost or beers != presses:
        print("lost days: %s" % lost[:10])
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
