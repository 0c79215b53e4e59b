"""NeSy-π on the simple Kandinsky patterns (Close, Diagonal, Three Same, Two Pairs), with and
without predicate invention: test P, N, PN and accuracy, seconds, candidates scored.

    python benchmarks/nesy_pi.py            # 5 seeds, 100 training (50/50) and 200 test scenes
    python benchmarks/nesy_pi.py --quick    # 1 seed, 60 training, 100 test, 30 s per run

Perception (a) only: exact attributes, positions jittered by σ = 0.005 (0/1 facts, so the max
scorer is exact). Settings: examples/kandinsky/kandinsky.nesy and nesy_pi's defaults; none of
the authors' extras (length bonus, clipping, even spacing) is on. Raw rows go to
benchmarks/results/nesy_pi.json.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "kandinsky"))

import generate  # noqa: E402

from nesylang.session import Program  # noqa: E402

PATTERNS = ["close", "diagonal", "three_same", "two_pairs"]


def run(pattern: str, seed: int, invent: bool, n_train: int, n_test: int, time_limit: float) -> dict:
    p = Program.from_file(ROOT / "examples" / "kandinsky" / "kandinsky.nesy")
    p.add_data("train", scenes=generate.scenes(pattern, n_train, seed, "a"))
    p.add_data("test", scenes=generate.scenes(pattern, n_test, seed, "b"))
    started = time.perf_counter()
    r = p.learn("nesy_pi", target="target/1", data="train", test=["test"], invent=invent, time_limit=time_limit)
    seconds = time.perf_counter() - started
    return {"pattern": pattern, "seed": seed, "invent": invent, "seconds": round(seconds, 2),
            "train_pn": r.metric("train", "PN"), "test_p": r.metric("test test", "P"),
            "test_n": r.metric("test test", "N"), "test_pn": r.metric("test test", "PN"),
            "accuracy": r.metric("test test", "accuracy"), "accepted": r.details["accepted"],
            "stopped": r.details["stopped"], "scored": r.details["scored"], "n": r.metric("search", "entities N"),
            "clause": r.details["target_clause"]}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--patterns", nargs="*", default=PATTERNS)
    a = ap.parse_args(argv)
    seeds, n_train, n_test, limit = ([0], 60, 100, 30.0) if a.quick else (range(5), 100, 200, 60.0)
    rows = []
    for pattern in a.patterns:
        for invent in (True, False):
            for seed in seeds:
                row = run(pattern, seed, invent, n_train, n_test, limit)
                rows.append(row)
                print(json.dumps(row), flush=True)
    print("\n| pattern | invent | test P | test N | test PN | accuracy | seconds | accepted |")
    print("|---|---|---|---|---|---|---|---|")
    for pattern in a.patterns:
        for invent in (True, False):
            rs = [r for r in rows if r["pattern"] == pattern and r["invent"] == invent]
            mean = lambda k: statistics.mean(r[k] for r in rs)  # noqa: E731
            print(f"| {pattern} | {'on' if invent else 'off'} | {mean('test_p'):.2f} | {mean('test_n'):.2f} | "
                  f"{mean('test_pn'):.2f} | {mean('accuracy'):.2f} | {mean('seconds'):.1f} | "
                  f"{sum(r['accepted'] for r in rs)}/{len(rs)} |")
    out = ROOT / "benchmarks" / "results" / "nesy_pi.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
