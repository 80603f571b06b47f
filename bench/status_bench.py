#!/usr/bin/env python3
"""`danshu status` on a 10-year journal: the whole process, from spawn to exit, beside `true` and
`date` as references. Median of many runs; target ≤ 15 ms. Prints a table; exits 0 even on FAIL
(it is a report) and 1 when the measurement itself broke."""
import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ui_bench import make_journal  # noqa: E402  (same generated journal as the terminal bench)

TARGET_MS = 15.0


def run_once(argv, env):
    """Spawn, wait, and return the wall time in ms and the exit status."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        start = time.perf_counter()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
        _, status = os.waitpid(pid, 0)
        elapsed = (time.perf_counter() - start) * 1000
    finally:
        os.close(devnull)
    return elapsed, os.waitstatus_to_exitcode(status)


def measure(argv, env, runs):
    times = []
    for _ in range(runs):
        elapsed, code = run_once(argv, env)
        if code != 0:
            raise SystemExit(f"status_bench: {' '.join(argv)} exited {code}")
        times.append(elapsed)
    return statistics.median(times), min(times), max(times)


def which(name):
    for folder in os.environ.get("PATH", "/usr/bin:/bin").split(":"):
        path = os.path.join(folder, name)
        if os.access(path, os.X_OK):
            return path
    raise SystemExit(f"status_bench: {name} not found")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin", required=True, help="the danshu binary (release)")
    parser.add_argument("--runs", type=int, default=60)
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    with tempfile.TemporaryDirectory(prefix="danshu-status-bench-") as folder:
        journal = os.path.join(folder, "journal.json")
        make_journal(journal, 3650, seed=10)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
               "DANSHU_TODAY": "2026-11-29", "HOME": folder}
        rows = [("danshu status (10 y, %d KB)" % (os.path.getsize(journal) // 1024),
                 [binary, "--file", journal, "status"]),
                ("true", [which("true")]),
                ("date", [which("date")])]
        for _, argv in rows:  # warm the page cache
            run_once(argv, env)
        results = [(label, measure(argv, env, args.runs)) for label, argv in rows]
    print(f"danshu status: whole process, median of {args.runs} runs")
    print(f"{'command':<32}{'median ms':>10}{'min':>8}{'max':>8}")
    print("-" * 58)
    for label, (median, low, high) in results:
        print(f"{label:<32}{median:>10.1f}{low:>8.1f}{high:>8.1f}")
    median = results[0][1][0]
    verdict = "PASS" if median <= TARGET_MS else "FAIL"
    print(f"\ntarget: danshu status at 10 y {median:.1f} ms ≤ {TARGET_MS:.0f} ms   {verdict}")


if __name__ == "__main__":
    main()
