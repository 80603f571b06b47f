#!/usr/bin/env python3
"""`danshu status` as a shell prompt sees it: the whole process, from spawn to exit, on journals of 10
and 50 years, against the floor of a static Swift program that only prints "hi" (bench/hi.swift, built
here with `swiftc -O -static-stdlib`, never committed). Targets (design.md §7): within 1 ms of hi at 10
years, within 3 ms at 50 years, and within 1 ms at 10 years for the same journal with every gram spelled `20.0`
(still a day per line, as a hand edit or another tool may spell it: read from the end all the same); and
`danshu check` (the whole journal read and validated) within 2 ms of hi at 10 years. Also shown: `true`, and
status on the 10-year journal with each day over several lines, which makes it read the whole file (the way
every status ran before it read only the end). And the two commands that write a day, `danshu log 1` and `danshu urge 7
--trigger stress` (design.md §9: an urge is logged as fast as a drink), each on a fresh copy of the 10-year journal
(copied before each run, outside its time): urge within 0.5 ms of log.
Runs are interleaved (each round runs every command once) so a busy machine slows all rows alike;
medians of --runs rounds. Exit status: 0 when the measurement ran (whatever the verdicts), 1 when it
broke."""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ui_bench import make_journal  # noqa: E402  (same generated journal as the terminal bench)

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS_MS = {10: 1.0, 50: 3.0}  # status's time above hi's
CHECK_TARGET_MS = 2.0  # `danshu check` on the 10-year journal, above hi's
REPORT_TARGET_RATIO = 2.0  # `danshu report` of 4 weeks on the 10-year journal, against check's whole time
URGE_TARGET_MS = 0.5  # `danshu urge` above `danshu log`, both writing the 10-year journal


def run_once(argv, env, devnull):
    """Spawn, wait, and return the wall time in ms and the exit status."""
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status = os.waitpid(pid, 0)
    return (time.perf_counter() - start) * 1000, os.waitstatus_to_exitcode(status)


def measure(rows, env, runs, fresh=None):
    """Median, min and max of each row's runs, the rows interleaved round by round. `fresh` maps a row's label to
    (original, copy): the copy is made again before each of its runs, outside the time."""
    fresh = fresh or {}
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = {label: [] for label, _ in rows}
    try:
        for label, argv in rows:  # warm the page cache
            if label in fresh:
                shutil.copyfile(*fresh[label])
            run_once(argv, env, devnull)
        for _ in range(runs):
            for label, argv in rows:
                if label in fresh:
                    shutil.copyfile(*fresh[label])
                elapsed, code = run_once(argv, env, devnull)
                if code != 0:
                    raise SystemExit(f"status_bench: {' '.join(argv)} exited {code}")
                times[label].append(elapsed)
    finally:
        os.close(devnull)
    return {label: (statistics.median(t), min(t), max(t)) for label, t in times.items()}


def which(name):
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"status_bench: {name} not found")
    return found


def build_hi(folder):
    """bench/hi.swift as a static binary in `folder`."""
    swiftc = os.environ.get("SWIFTC") or which("swiftc")
    binary = os.path.join(folder, "hi")
    result = subprocess.run([swiftc, "-O", "-static-stdlib", os.path.join(HERE, "hi.swift"), "-o", binary],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"status_bench: swiftc could not build hi.swift:\n{result.stderr}")
    return binary


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin", required=True, help="the danshu binary (release)")
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    with tempfile.TemporaryDirectory(prefix="danshu-status-bench-") as folder:
        hi = build_hi(folder)
        journals = {}
        for years in (10, 50):
            journals[years] = os.path.join(folder, f"journal-{years}y.json")
            make_journal(journals[years], years * 365, seed=years)
        other_layout = os.path.join(folder, "journal-10y-indented.json")
        with open(journals[10], encoding="utf-8") as source, open(other_layout, "w", encoding="utf-8") as target:
            json.dump(json.load(source), target, ensure_ascii=False, indent=1)
        # Still a day per line, as a hand edit or another tool may spell it: the end is read all the same.
        respelled = os.path.join(folder, "journal-10y-grams-20.0.json")
        with open(journals[10], encoding="utf-8") as source, open(respelled, "w", encoding="utf-8") as target:
            target.write(re.sub(r'"grams": (\d+)([,}])', r'"grams": \1.0\2', source.read()))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
               "DANSHU_TODAY": "2026-11-29", "DANSHU_NOW": "2026-11-29T22:00", "HOME": folder}
        writes = os.path.join(folder, "journal-10y-written.json")
        size = {years: os.path.getsize(path) // 1024 for years, path in journals.items()}
        rows = [("hi (static Swift, the floor)", [hi]),
                ("true", [which("true")]),
                (f"danshu status, 10 y ({size[10]} KB)", [binary, "--file", journals[10], "status"]),
                (f"danshu status, 50 y ({size[50]} KB)", [binary, "--file", journals[50], "status"]),
                ("danshu status, 10 y, days over lines", [binary, "--file", other_layout, "status"]),
                ("danshu status, 10 y, grams spelled 20.0", [binary, "--file", respelled, "status"]),
                (f"danshu check, 10 y ({size[10]} KB)", [binary, "--file", journals[10], "check"]),
                (f"danshu check, 50 y ({size[50]} KB)", [binary, "--file", journals[50], "check"]),
                ("danshu report, 4 weeks, 10 y", [binary, "--file", journals[10], "report", "--output", os.path.join(folder, "r.txt")]),
                ("danshu report --format html, 10 y", [binary, "--file", journals[10], "report", "--format", "html",
                                                        "--output", os.path.join(folder, "r.html")]),
                ("danshu log 1, 10 y (a write)", [binary, "--file", writes, "log", "1"]),
                ("danshu urge 7 --trigger stress, 10 y", [binary, "--file", writes, "urge", "7", "--trigger", "stress"])]
        fresh = {rows[10][0]: (journals[10], writes), rows[11][0]: (journals[10], writes)}
        results = measure(rows, env, args.runs, fresh)
    print(f"danshu status and check: whole process, median of {args.runs} interleaved runs")
    print(f"{'command':<40}{'median ms':>10}{'min':>8}{'max':>8}")
    print("-" * 66)
    for label, _ in rows:
        median, low, high = results[label]
        print(f"{label:<40}{median:>10.2f}{low:>8.2f}{high:>8.2f}")
    floor = results[rows[0][0]][0]
    failed = False
    print()
    for years, label in ((10, rows[2][0]), (50, rows[3][0]), (10, rows[5][0])):
        above = results[label][0] - floor
        verdict = "PASS" if above <= TARGETS_MS[years] else "FAIL"
        failed |= verdict == "FAIL"
        what = "status at {} y{}".format(years, ", grams spelled 20.0," if label == rows[5][0] else "")
        print(f"target: {what} within {TARGETS_MS[years]:.0f} ms of hi: {above:+.2f} ms   {verdict}")
    above = results[rows[6][0]][0] - floor
    verdict = "PASS" if above <= CHECK_TARGET_MS else "FAIL"
    failed |= verdict == "FAIL"
    print(f"target: check at 10 y within {CHECK_TARGET_MS:.0f} ms of hi: {above:+.2f} ms   {verdict}")
    check = results[rows[6][0]][0]
    for label in (rows[8][0], rows[9][0]):
        ratio = results[label][0] / check
        verdict = "PASS" if ratio <= REPORT_TARGET_RATIO else "FAIL"
        failed |= verdict == "FAIL"
        print(f"target: {label} within {REPORT_TARGET_RATIO:.0f} x check's time: {ratio:.2f} x   {verdict}")
    above = results[rows[11][0]][0] - results[rows[10][0]][0]
    verdict = "PASS" if above <= URGE_TARGET_MS else "FAIL"
    failed |= verdict == "FAIL"
    print(f"target: danshu urge within {URGE_TARGET_MS} ms of danshu log, 10 y: {above:+.2f} ms   {verdict}")
    if failed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
