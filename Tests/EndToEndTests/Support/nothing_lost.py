#!/usr/bin/env python3
"""Another program's versions around the app's saves and its end, at random moments; nothing may be lost (issue 34).

    python3 nothing_lost.py --bin DANSHU [--rounds N] [--seed S] [--load K]

Each round starts the app on the journal in a pseudo-terminal (pyte, from wide_terminal.py), presses `1` (one more beer
today: a save), and acts as another program in one of these ways, at random moments:

  quit     0-60 ms after the key, renames in a version read before the key's save (without that beer) with a day of
           its own, then `q` 0-1000 ms later;
  keys     the same version, then arrow keys for up to 2.5 s before `q`;
  inplace  rewrites the journal in place, the same size, one day changed and its modification time put back, then `q`
           0-1500 ms later;
  term     the rename, then SIGTERM 0-1000 ms later (the app must end by SIGTERM);
  ctrl-c   the rename, then Ctrl-C's byte 0-1000 ms later (the app must end by SIGINT);
  hangup   the rename, then the terminal closed 0-1000 ms later;
  deleted  deletes the journal, then `q` and `W` (write back and quit).

After every round the journal must hold every beer pressed so far and every day the other program added or changed.
Prints the figures; on a loss, the seed and the round, exit 1. --load K runs K busy processes beside it.
"""

import argparse
import json
import os
import random
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from resize_stress import App, TODAY, busy  # noqa: E402
from wide_terminal import hang_up  # noqa: E402

CASES = ["quit", "keys", "inplace", "term", "ctrl-c", "hangup", "deleted"]
QUESTION = "W 書き戻して終了"


def read(journal):
    with open(journal, "rb") as file:
        return file.read()


def rename_in(journal, base, date):
    """Another program's version: `base` (bytes read earlier) with a sober day of its own, renamed over the journal."""
    data = json.loads(base)
    data["days"][date] = {"drank": False}
    incoming = os.path.join(os.path.dirname(journal), ".incoming.json")
    with open(incoming, "w", encoding="utf-8") as file:
        json.dump(data, file, ensure_ascii=False, indent=1)
        file.flush()
        os.fsync(file.fileno())
    os.rename(incoming, journal)


def rewrite_in_place(journal, date):
    """`date`, sober in the file, made a drinking day in the same number of bytes; the file's times put back."""
    info = os.stat(journal)
    text = read(journal).decode("utf-8")
    before = '"%s": {"drank": false}' % date
    if before not in text:
        return False
    changed = text.replace(before, '"%s": {"drank": true} ' % date).encode("utf-8")
    descriptor = os.open(journal, os.O_WRONLY)
    os.pwrite(descriptor, changed, 0)
    os.close(descriptor)
    os.utime(journal, ns=(info.st_atime_ns, info.st_mtime_ns))
    return True


def wait_end(app, seconds):
    """Pumps the screen until the app ends; its wait status, or None at the deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pid, status = os.waitpid(app.pid, os.WNOHANG)
        if pid:
            os.close(app.master)
            return status
        try:
            app.pump(0.02)
        except RuntimeError:
            time.sleep(0.01)
    return None


def main():
    parser = argparse.ArgumentParser(description="Another program's versions around saves and the end: see the docstring.")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--load", type=int, default=0)
    options = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    seed = options.seed if options.seed is not None else random.randrange(1 << 32)
    rng = random.Random(seed)

    folder = tempfile.mkdtemp(prefix="danshu-nothing-lost-")
    journal = os.path.join(folder, "journal.json")
    # Sober days of 2019, which the in-place rewrites turn into drinking days one by one.
    days = {"2019-%02d-%02d" % (month, day): {"drank": False} for month in range(1, 13) for day in range(1, 29)}
    with open(journal, "w", encoding="utf-8") as file:
        json.dump({"format": "danshu-journal", "version": 1, "days": days}, file)
    hogs = busy(options.load)
    theirs, flipped, beers, counts, problems = [], [], 0, {case: 0 for case in CASES}, []
    base = time.mktime(time.strptime("2020-01-01", "%Y-%m-%d")) + 12 * 3600
    app = None
    try:
        for number in range(options.rounds):
            case = rng.choice(CASES)
            counts[case] += 1
            app = App(options.bin, journal, 100, 30, motion=False)
            app.wait_for(lambda lines: "q 終了" in "\n".join(lines), 10, "the main screen")
            before = read(journal)
            beers += 1
            # The beer that takes the day past 500 g is asked about once (issue 40): y records it.
            app.send(b"1y" if (beers - 1) * 20 <= 500 < beers * 20 else b"1")
            app.wait_for(lambda lines: ("ビール500缶 × %d" % beers) in "\n".join(lines), 10, "%d beers" % beers)
            date = time.strftime("%Y-%m-%d", time.localtime(base + number * 86400))
            expected_signal = None
            if case == "inplace":
                time.sleep(rng.uniform(0, 0.3))
                day = "2019-%02d-%02d" % (1 + number % 12, 1 + (number // 12) % 28)
                if rewrite_in_place(journal, day):
                    flipped.append(day)
                time.sleep(rng.uniform(0, 1.5))
                app.send(b"q")
            elif case == "deleted":
                os.unlink(journal)
                time.sleep(rng.uniform(0, 1.0))
                app.send(b"q")
                app.wait_for(lambda lines: QUESTION in "\n".join(lines), 10, "the question")
                app.send(b"W")
            else:
                time.sleep(rng.uniform(0, 0.060))
                rename_in(journal, before, date)
                theirs.append(date)
                if case == "keys":
                    end = time.monotonic() + rng.uniform(0, 2.5)
                    while time.monotonic() < end:
                        app.send(rng.choice([b"\x1b[D", b"\x1b[C"]))
                        app.pump(rng.uniform(0.05, 0.3))
                    app.send(b"t")
                else:
                    time.sleep(rng.uniform(0, 1.0))
                if case == "term":
                    os.kill(app.pid, signal.SIGTERM)
                    expected_signal = signal.SIGTERM
                elif case == "ctrl-c":
                    app.send(b"\x03")
                    expected_signal = signal.SIGINT
                elif case == "hangup":
                    hang_up(app.pid, app.master)
                    app = None
                else:
                    app.send(b"q")
            if app is not None:
                status = wait_end(app, 10)
                app = None
                if status is None:
                    problems.append("round %d (%s): the app did not end" % (number, case))
                    break
                if expected_signal and not (os.WIFSIGNALED(status) and os.WTERMSIG(status) == expected_signal):
                    problems.append("round %d (%s): ended with status %r, not by %s"
                                    % (number, case, status, signal.Signals(expected_signal).name))
            data = json.loads(read(journal))
            on_disk = data["days"]
            today = on_disk.get(TODAY, {})
            kept = sum(drink["count"] for drink in today.get("drinks", []))
            lost = [d for d in theirs if on_disk.get(d) != {"drank": False}]
            unflipped = [d for d in flipped if on_disk.get(d, {}).get("drank") is not True]
            if kept != beers or lost or unflipped:
                problems.append("round %d (%s): %d of %d beers on disk, their days lost %s, rewrites lost %s"
                                % (number, case, kept, beers, lost[:5], unflipped[:5]))
                break
    finally:
        if app:
            app.close()
        for pid in hogs:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)

    print("nothing lost: %d rounds (%s), load %d: %d beers, %d of the other program's days, %d rewrites in place; %s"
          % (options.rounds, ", ".join("%s %d" % item for item in counts.items()), options.load, beers, len(theirs),
             len(flipped), "0 lost" if not problems else "LOST"))
    if problems:
        print("\n".join(problems))
        print("repeat with --seed %d" % seed)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
