"""Session 23: two source trees' nesylang side by side on the same programs, run by run: two
children (``problog_corpus.CHILD``, one per tree, torch imported, one thread), each asked for
one run of a program in turn, A, B, A, B, ..., so that both see the same machine load;
load + ground + compile + evaluate, ``time.process_time``, median of the repeats. Used to
tell a change of a few per cent from the drift of a shared machine's load.

    python benchmarks/speed23_ab.py --a /tmp/wt_head --b . --repeats 21 hunt10_gen_graph_0254.pl

Programs are names in tests/compat/programs/ or paths; ``--glob PATTERN`` adds the matching
corpus programs (``--repeats`` runs each).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import problog_corpus as pc


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="tree A (its nesylang is imported)")
    ap.add_argument("--b", default=str(HERE.parent), help="tree B (default: this one)")
    ap.add_argument("--repeats", type=int, default=21)
    ap.add_argument("--glob", default="")
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    paths = [str(p if Path(p).exists() else pc.CORPUS / p) for p in args.programs]
    if args.glob:
        paths += [str(p) for p in sorted(pc.CORPUS.glob(args.glob))]
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
    kids = {}
    for name, root in (("A", args.a), ("B", args.b)):
        code = pc.CHILD.format(root=str(Path(root).resolve()))
        kids[name] = subprocess.Popen([sys.executable, "-c", code, "nesylang", "1", "-"], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    load = os.getloadavg()[0]
    rows = []
    try:
        for p in paths:
            times: dict[str, list[float]] = {"A": [], "B": []}
            for _ in range(args.repeats):
                for name in ("A", "B"):
                    kids[name].stdin.write(p + "\n")
                    kids[name].stdin.flush()
                    times[name] += pc._read_json(kids[name], list)
            a, b = statistics.median(times["A"]), statistics.median(times["B"])
            rows.append((Path(p).name, a, b))
    finally:
        for k in kids.values():
            k.kill()
    print(f"A = {args.a}, B = {args.b}; median of {args.repeats} alternated runs; load average "
          f"{load:.1f} before, {os.getloadavg()[0]:.1f} after")
    print("| program | A ms | B ms | B / A |\n|---|---|---|---|")
    for name, a, b in rows:
        print(f"| {name} | {1e3 * a:.2f} | {1e3 * b:.2f} | {b / a:.3f} |")
    if len(rows) > 1:
        ta, tb = sum(r[1] for r in rows), sum(r[2] for r in rows)
        print(f"| total | {1e3 * ta:.1f} | {1e3 * tb:.1f} | {tb / ta:.3f} |")


if __name__ == "__main__":
    main()
