"""Session 22: the programs a corpus run (``benchmarks/problog_corpus.py --out NAME.json``)
found slower than ProbLog, measured again alone with more repeats, through the same harness
(``problog_corpus.measure_interleaved``: both systems' children alive, alternated program by
program; load + ground + compile + evaluate; ``time.process_time``; one torch thread), so that
a ratio above 1 from three repeats can be told from the noise of a shared machine.

    python benchmarks/speed22_remeasure.py --from speed22_corpus_after.json --repeats 15

Prints one Markdown row per program (the corpus run's medians, then this run's) and the load
average before and after; ``--above R`` picks the programs whose corpus ratio exceeds R
(default 1.0), ``--programs a.pl,b.pl`` names them instead.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import problog_corpus as pc  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--from", dest="source", default="speed22_corpus_after.json",
                    help="a corpus run's results, under benchmarks/results/")
    ap.add_argument("--above", type=float, default=1.0)
    ap.add_argument("--programs", default="", help="comma-separated program file names instead")
    ap.add_argument("--repeats", type=int, default=11)
    ap.add_argument("--limit", type=float, default=30.0, help="CPU s per run (see problog_corpus --limit)")
    args = ap.parse_args()
    rows = {r["program"]: r for r in json.loads((HERE / "results" / args.source).read_text())["rows"]}
    names = [n for n in args.programs.split(",") if n] or \
        [n for n, r in sorted(rows.items(), key=lambda kv: -kv[1]["ratio"]) if r["ratio"] > args.above]
    paths = [str(pc.CORPUS / n) for n in names]
    load = os.getloadavg()
    both = pc.measure_interleaved(paths, args.repeats, args.limit)
    print(f"{len(paths)} programs, median of {args.repeats}; load average {load[0]:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after")
    print("| program | corpus run: nesylang / ProbLog ms (ratio) | alone: nesylang / ProbLog ms | ratio |")
    print("|---|---|---|---|")
    slower = 0
    for n, p in zip(names, paths):
        a, b = both["nesylang"]["times"][p], both["problog"]["times"][p]
        r = rows.get(n)
        before = f"{1e3 * r['nesylang_s']:.1f} / {1e3 * r['problog_s']:.1f} ({r['ratio']:.2f})" if r else "-"
        if None in a or None in b:
            print(f"| {n} | {before} | time-boxed | - |")
            continue
        x, y = statistics.median(a), statistics.median(b)
        slower += x > y
        print(f"| {n} | {before} | {1e3 * x:.1f} / {1e3 * y:.1f} | {x / y:.2f} |")
    print(f"slower than ProbLog alone: {slower} of {len(paths)}")


if __name__ == "__main__":
    main()
