"""Session 18: A/B of record.py's cold compilation between two copies of the ``nesylang``
package, alternating fresh processes (CPU time; medians and per-pair ratios).

    OMP_NUM_THREADS=1 python benchmarks/compile18_ab.py BEFORE_DIR AFTER_DIR --n 2 3 4 --rounds 5

BEFORE_DIR and AFTER_DIR each hold a ``nesylang`` package (put first on PYTHONPATH); each round
runs ``record.cold_compile(N, 100)`` once per tree, in turn (the order swapped every round)."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CODE = ("import sys, json; sys.path.insert(0, {here!r}); import record; "
        "r = record.cold_compile({n}, {templates}); print(json.dumps(list(r.values())[0]))")


def one(tree: str, n: int, templates: int) -> dict:
    env = dict(os.environ, PYTHONPATH=tree, NESYLANG_CACHE="off", OMP_NUM_THREADS="1")
    out = subprocess.run([sys.executable, "-c", CODE.format(here=str(HERE), n=n, templates=templates)],
                         env=env, capture_output=True, text=True, cwd="/tmp", check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--n", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--templates", type=int, default=100)
    a = ap.parse_args()
    for n in a.n:
        rows = {"before": [], "after": []}
        for r in range(a.rounds):
            for side in (("before", "after") if r % 2 == 0 else ("after", "before")):
                rows[side].append(one(getattr(a, side), n, a.templates))
        for key in ("compile_ms_per_template", "ms_per_template"):
            b = [x[key] for x in rows["before"]]
            f = [x[key] for x in rows["after"]]
            ratios = [y / x for x, y in zip(b, f)]
            print(f"N={n} {key}: before {', '.join(f'{x:.2f}' for x in b)} | after {', '.join(f'{x:.2f}' for x in f)}"
                  f" | median {statistics.median(b):.2f} -> {statistics.median(f):.2f}"
                  f" (after/before per pair, median {statistics.median(ratios):.2f}; after wins {sum(q < 1 for q in ratios)}/{len(ratios)})")
        print(f"   load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
