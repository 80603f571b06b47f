#!/usr/bin/env python3
"""The functions danshu runs in the bench's session and in `status` and `check`, for the linker to lay out together.

    python3 scripts/link-order.py --bin .build/release/danshu > scripts/link-order.txt   (`make link-order`)

Pages of code are mapped into memory 64 KB at a time around each first touch, so the start-up code scattered over
the 6 MB of the Swift standard library and danshu cost about 4 MB of resident memory; listed in the order they first
run, lld (`--symbol-ordering-file`, Package.swift) puts these functions next to each other. The runs are the ones
`make bench-ui` measures (bench/ui_bench.py: the 10-year journal in an 80x24 pty, the first frame, arrows, the walk
back, chip keys, quit), then `status` and `check` on the same journal, then the bench's other memory figures (the
same journal at 200x60, a journal with a year of urges), each under valgrind's callgrind, which names every function
that ran. Only names the binary defines are kept. A stale list only costs memory, never
correctness: a name the binary no longer has is skipped. Needs valgrind; Python 3 standard library otherwise.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))
import ui_bench  # noqa: E402  (the bench's session, journal and keys)


def callgrind_wrapper(folder, binary):
    """A script that runs `binary` under callgrind, each process writing its own output file in `folder`."""
    wrapper = os.path.join(folder, "callgrind-danshu")
    with open(wrapper, "w") as f:
        f.write("#!/bin/sh\nexec valgrind -q --tool=callgrind --dump-instr=no --compress-strings=no --compress-pos=no "
                f"--demangle=no --callgrind-out-file={folder}/callgrind.%p '{binary}' \"$@\"\n")
    os.chmod(wrapper, 0o755)
    return wrapper


def run_sessions(wrapper, folder):
    """The bench's runs (ui_bench.measure_run) under callgrind, in the order their code is laid out: the 10-year
    journal at 80x24 with chip keys, then `status` and `check`, then what only the bench's other memory figures run:
    the same journal at 200x60 (the wide panels) and a journal with a year of urges at 80x24."""
    env = ui_bench.base_env()
    env["DANSHU_TODAY"] = ui_bench.TODAY.isoformat()
    env["NO_MOTION"] = "1"  # as the bench: no confetti on a streak's milestone
    ui_bench.FRAME_TIMEOUT = ui_bench.KEY_TIMEOUT = 120.0  # callgrind runs it some fifty times slower

    class Counts:
        arrows_per_run, chips_per_run = 4, 3

    def session(name, size=(ui_bench.ROWS, ui_bench.COLS), urges=False, chips=False):
        original = os.path.join(folder, f"journal-{name}.json")
        ui_bench.make_journal(original, 3650, seed=10, urges=urges)
        live = os.path.join(folder, f"run-{name}", "journal.json")
        os.makedirs(os.path.dirname(live), mode=0o700)
        shutil.copyfile(original, live)
        os.chmod(live, 0o600)
        program = ui_bench.Program(name, [wrapper, "--file", live], env, "q 終了", ui_bench.danshu_selected, [b"q"],
                                   size=size)
        ui_bench.measure_run(program, Counts, ui_bench.new_result(), {"path": live} if chips else None)
        return original

    original = session("10y", chips=True)
    for command in ("status", "check"):
        subprocess.run([wrapper, "--file", original, command], env=env, stdout=subprocess.DEVNULL, check=True)
    session("10y-200x60", size=ui_bench.BIG)
    session("10y-urges", urges=True)


def defined_functions(binary):
    names = set()
    for line in subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            names.add(parts[2])
    return names


def functions_run(outputs, binary_name, defined):
    """Names of the binary's functions in callgrind's outputs, in order of first appearance."""
    order, seen = [], set()
    for path in outputs:
        current = called = None
        with open(path, errors="replace") as f:
            for line in f:
                match = re.match(r"(c?)(ob|fn)=(.*)", line.rstrip("\n"))
                if not match:
                    continue
                call, kind, value = match.groups()
                if kind == "ob":
                    called = value
                    if not call:
                        current = value
                    continue
                obj = called if call else current
                name = re.sub(r"'\d+$", "", value)  # callgrind's mark for a recursion level
                if obj and os.path.basename(obj) == binary_name and name in defined and name not in seen:
                    seen.add(name)
                    order.append(name)
    return order


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=".build/release/danshu", help="the danshu binary")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    if not shutil.which("valgrind"):
        print("link-order: valgrind is missing (apt-get install valgrind)", file=sys.stderr)
        return 1
    folder = tempfile.mkdtemp(prefix="danshu-link-order-")
    try:
        run_sessions(callgrind_wrapper(folder, binary), folder)
        outputs = sorted((os.path.join(folder, name) for name in os.listdir(folder) if name.startswith("callgrind.")),
                         key=os.path.getmtime)
        names = functions_run(outputs, os.path.basename(binary), defined_functions(binary))
    finally:
        ui_bench.kill_children()
        shutil.rmtree(folder, ignore_errors=True)
    if len(names) < 100:
        print(f"link-order: only {len(names)} functions seen; is {args.bin} a danshu binary with symbols?", file=sys.stderr)
        return 1
    sys.stdout.write("".join(name + "\n" for name in names))
    print(f"link-order: {len(names)} functions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
