"""Warcraft-style pathfinding with EXAL and a plugged-in EXPLAIN (examples/pathfinding).

    python benchmarks/bench_pathfinding.py            # about 11 minutes on 2 CPU cores
    python benchmarks/bench_pathfinding.py --quick    # 6x6 grids, about a minute

Runs, in one process with one torch thread:

1. the exact checks on a 3x3 grid (run.py --check): nesylang's exact probability of the
   training query from pathfinding.nesy against brute force, the sampler's explanations against
   the query's models and nesylang's own EXAL keys, and the gradient estimates against the
   exact gradient of log P(query);
2. training on 100 12x12 grids, evaluation on 100 others, with three uses of the same sampler
   through ``program.fit_exal(..., sampler=...)``: EXAL with full explanations, EXAL with
   partial explanations (cubes) (seed 0), and posterior sampling (Monte Carlo EM; seeds 0, 1,
   2: the data and the network's initialisation change); then the same network trained on the
   true tile costs, as a ceiling.

Writes benchmarks/results/pathfinding.json and prints a Markdown table.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "examples" / "pathfinding"))
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

import run as pathfinding  # noqa: E402

CONFIGS = [  # (name, estimator, options, seed)
    ("EXAL, full explanations", "exal", {"drop": "none"}, 0),
    ("EXAL, partial explanations (cubes)", "exal", {"drop": "cube"}, 0),
    ("posterior sampling (MCEM)", "posterior", {}, 0),
    ("posterior sampling (MCEM)", "posterior", {}, 1),
    ("posterior sampling (MCEM)", "posterior", {}, 2),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="6x6 grids, fewer epochs")
    ap.add_argument("--out", type=Path, default=HERE / "results" / "pathfinding.json")
    args = ap.parse_args()
    torch.set_num_threads(1)
    started = time.perf_counter()
    k = 6 if args.quick else 12
    results = {"machine": {"python": platform.python_version(), "torch": torch.__version__,
                           "cpus": os.cpu_count(), "threads": torch.get_num_threads()},
               "check": pathfinding.check()}
    runs = []
    for name, estimator, extra, seed in CONFIGS:
        if args.quick:
            if seed:
                continue
            extra = {**extra, "epochs": 5}
        print(f"\n== {name}, seed {seed}", flush=True)
        r = pathfinding.run(estimator, k=k, n_train=100, n_test=100, seed=seed,
                            supervised=estimator == "posterior" and seed == 0, **extra)
        r["name"] = name
        runs.append(r)
    results["runs"] = runs
    results["total_seconds"] = time.perf_counter() - started
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))

    print(f"\n{k}x{k} grids, 100 train / 100 test, total {results['total_seconds']:.0f} s\n")
    print("| training | seed | samples x copies | drop | epochs | s / epoch | path optimal | exact path | tiles |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in runs:
        f = r["final"]
        print(f"| {r['name']} | {r['seed']} | {r['samples']} x {r['repeat']} | {r['drop']} | {r['epochs']} | "
              f"{r['seconds_per_epoch']:.1f} | {f['path_accuracy']:.0%} | {f['exact_path_accuracy']:.0%} | "
              f"{f['tile_accuracy']:.1%} |")
    s = next(r["supervised_ceiling"] for r in runs if "supervised_ceiling" in r)
    print(f"| supervised on true costs (ceiling) | 0 | - | - | 10 | - | {s['path_accuracy']:.0%} | "
          f"{s['exact_path_accuracy']:.0%} | {s['tile_accuracy']:.1%} |")


if __name__ == "__main__":
    main()
