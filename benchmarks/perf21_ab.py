"""Logic overhead (issue 16, target 1), before against after: ``bench_deepproblog.overhead`` run
in fresh processes, one tree's ``nesylang`` then the other's, alternating round by round (the
harness itself, its network, data and minibatches, come from this checkout's ``benchmarks/``).
Prints each run's ratio (nesylang step / plain step, medians of CPU time over the measured
steps) with the load average, and per case the median ratio of each side.

    OMP_NUM_THREADS=1 python benchmarks/perf21_ab.py --before OLD_TREE [--after NEW_TREE]
        [--rounds 4] [--steps 300] [--cases 1x16,2x16,1x2,2x2]

``OLD_TREE`` / ``NEW_TREE``: directories holding a ``nesylang`` package (NEW_TREE defaults to
this checkout), e.g. a copy of the tree before a change.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, os, sys
tree, bench, cases, steps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
sys.path.insert(0, tree)
import torch
torch.set_num_threads(1)
import nesylang
assert os.path.realpath(nesylang.__file__).startswith(os.path.realpath(tree)), nesylang.__file__
sys.path.insert(0, bench)
from bench_deepproblog import overhead
out = []
for case in cases.split(","):
    n, b = map(int, case.split("x"))
    o = overhead(n, b, steps)
    out.append({"case": case, "ratio": o["ratio"], "nesy_ms": o["nesy_step_ms"], "plain_ms": o["plain_step_ms"],
                "load": os.getloadavg()[0]})
print(json.dumps(out))
"""


def run(tree: str, cases: str, steps: int) -> list[dict]:
    env = dict(os.environ, OMP_NUM_THREADS="1")
    done = subprocess.run([sys.executable, "-c", CHILD, tree, str(HERE), cases, str(steps)], env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", default=str(HERE.parent))
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--cases", default="1x16,2x16,1x2,2x2")
    args = ap.parse_args()
    sides = {"before": args.before, "after": args.after}
    got: dict = {}
    for r in range(args.rounds):
        for side in (("before", "after") if r % 2 == 0 else ("after", "before")):
            for row in run(sides[side], args.cases, args.steps):
                got.setdefault((row["case"], side), []).append(row)
                print(f"round {r + 1} {side:6s} {row['case']:5s} ratio {row['ratio']:.3f} "
                      f"({row['nesy_ms']:.3f} / {row['plain_ms']:.3f} ms) load {row['load']:.1f}", flush=True)
    print("medians (ratio; nesylang / plain ms):")
    for case in args.cases.split(","):
        line = []
        for side in ("before", "after"):
            rows = got[(case, side)]
            line.append(f"{side} {statistics.median(r['ratio'] for r in rows):.3f} "
                        f"({statistics.median(r['nesy_ms'] for r in rows):.3f} / "
                        f"{statistics.median(r['plain_ms'] for r in rows):.3f})")
        print(f"  {case}: " + ", ".join(line))


if __name__ == "__main__":
    main()
