"""A/B of two nesylang trees on the corpus programs with evidence (session 30, hunt23): the
cost of following ProbLog's shared nodes in evidence propagation.

    python benchmarks/hunt23_ab.py OLD_ROOT NEW_ROOT [--repeats 3] [--list FILE]

OLD_ROOT and NEW_ROOT are source trees (a `git worktree` or a `git archive` copy each). One
child per tree, started once (so imports are not timed), is fed the programs one at a time,
the two alternating which runs first, so both see the same load; each program's CPU time is the
median of its repeats in the child (``problog_corpus.CHILD``, the corpus benchmark's own
timer). ``--list``: a file of program names, one per line, instead of every program with
``evidence(``.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import problog_corpus as PC  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--list", default="")
    args = ap.parse_args()
    if args.list:
        progs = [str(PC.CORPUS / line.strip()) for line in open(args.list) if line.strip()]
    else:
        progs = sorted(str(p) for p in PC.CORPUS.glob("*.pl")
                       if re.search(r"^\s*evidence\(", p.read_text(), re.M))
    env = {**os.environ, "OMP_NUM_THREADS": "1"}

    def child(root: str):
        return subprocess.Popen([sys.executable, "-c", PC.CHILD.format(root=root), "nesylang",
                                 str(args.repeats), "-"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True, env=env)

    old, new = child(args.old), child(args.new)
    rows = []
    for i, p in enumerate(progs):
        got = {}
        for c in (old, new) if i % 2 == 0 else (new, old):
            c.stdin.write(p + "\n")
            c.stdin.flush()
            got[c is old] = statistics.median(json.loads(c.stdout.readline()))
        rows.append((os.path.basename(p), got[True], got[False]))
    for c in (old, new):
        c.stdin.close()
        c.wait()
    a, b = sum(r[1] for r in rows), sum(r[2] for r in rows)
    ratios = [r[2] / r[1] for r in rows if r[1] > 0]
    print(f"{len(rows)} programs: old {a:.3f} CPU s, new {b:.3f} ({b / a:.3f}); "
          f"median per-program ratio {statistics.median(ratios):.3f}")
    for name, x, y in sorted(rows, key=lambda r: -(r[2] / r[1] if r[1] else 0))[:10]:
        print(f"{name} {x * 1000:.2f} ms -> {y * 1000:.2f} ms ({y / x:.2f})")


if __name__ == "__main__":
    main()
