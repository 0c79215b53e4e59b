"""Large inputs: how loading and grounding scale (issue 13, "Large inputs").

Four workloads, each run in a fresh process (so peak memory is its own), median of 3:

* facts:     N facts ``f(I, aI).`` loaded from a file, then the ground query ``f(7, a7)``;
* recursion: a chain ``p(I) :- I > 0, J is I - 1, p(J).`` queried at depth N (with
             ``--recursion-limit`` N + 10);
* list:      one fact holding a list literal of N integers, then ``len(L)`` measured by
             ``length/2`` in a query;
* hash:      the facts program, then its content hash (the key of compiled templates on
             disk, computed before the first template of a training run is cached).

Reported: CPU time (user + system of the child process) and the peak resident memory of the
largest child so far (``RUSAGE_CHILDREN``), with the load average, since a busy machine
inflates even CPU time; ``step``: the CPU time of the query (or hash) alone, in-process.

    python benchmarks/bench_large_inputs.py            # the targets: 10^6 facts, depth 10^5, 10^6 items
    python benchmarks/bench_large_inputs.py --only hash   # 10^6 facts, then the content hash
    python benchmarks/bench_large_inputs.py --scale 0.1
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import sys, time
from nesylang.session import Program
kind, path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
p = Program.from_file(path, recursion_limit=n + 10)
started = time.process_time()
if kind == "hash":
    assert len(p.content_hash()) == 64
else:
    goal = {"facts": "f(7, a7)", "recursion": f"p({n})", "list": "len(N)"}[kind]
    answers = p.query(goal)
    assert answers and answers[0].probability == 1.0, answers
print(time.process_time() - started)
"""


def write_program(kind: str, n: int, folder: Path) -> Path:
    path = folder / f"{kind}_{n}.nesy"
    with open(path, "w") as f:
        if kind in ("facts", "hash"):
            f.writelines(f"f({i}, a{i}).\n" for i in range(n))
        elif kind == "recursion":
            f.write("p(0).\np(I) :- I > 0, J is I - 1, p(J).\n")
        else:
            f.write("items([" + ", ".join(str(i) for i in range(n)) + "]).\n")
            f.write("len(N) :- items(L), length(L, N).\n")
    return path


def run_once(kind: str, path: Path, n: int) -> tuple[float, float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", CHILD, kind, str(path), str(n)], check=True,
                          capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # MB (Linux reports KB); the largest child so far
    return cpu, after.ru_maxrss / 1024, float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every size by this")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", choices=("facts", "recursion", "list", "hash"), action="append")
    args = parser.parse_args()
    sizes = {"facts": 1_000_000, "recursion": 100_000, "list": 1_000_000, "hash": 1_000_000}
    targets = {"facts": 10.0, "recursion": 5.0, "list": 5.0}
    env_note = (f"python {sys.version.split()[0]}, {os.cpu_count()} cores, "
                f"load average {os.getloadavg()[0]:.1f} at the start")
    print(f"# bench_large_inputs ({env_note}); CPU seconds, median of {args.repeat}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.only or list(targets):  # (the hash only when asked for)
            n = max(1, int(sizes[kind] * args.scale))
            path = write_program(kind, n, Path(tmp))
            runs = [run_once(kind, path, n) for _ in range(args.repeat)]
            cpu = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            step = statistics.median(r[2] for r in runs)
            print(f"{kind:<10} n={n:<9} cpu={cpu:6.2f} s  step={step:6.2f} s  peak<= {peak:7.0f} MB  "
                  + (f"target {targets[kind]:.0f} s at full size" if kind in targets else "no target")
                  + f"  (load average {os.getloadavg()[0]:.1f}; the CPU time of a loaded "
                  "machine is inflated)")


if __name__ == "__main__":
    main()
