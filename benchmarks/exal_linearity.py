"""EXAL's time per epoch against N (issue 17: "time per epoch stays linear in N up to N = 30").

Each run is a fresh process (one torch thread, the template cache off): the carry formulation
of examples/addition/multi_addition.nesy on the first ``--sums`` N-digit training sums, two
EXAL epochs (`samples=20`, `theta=0`, batch 16, lr 1e-3, seed 0; the first epoch grounds and
builds each query's formula, the second reuses them), CPU seconds (`time.process_time`). The
N values run interleaved, ``--repeats`` times, so machine load falls on all of them alike.
Prints one JSON line per run and the median CPU per digit per query for each N.

    python benchmarks/exal_linearity.py                 # N = 8, 15, 30, two repeats, 300 sums
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _child(n: int, sums: int) -> None:
    import torch

    sys.path.insert(0, str(HERE))
    import scaling

    torch.set_num_threads(1)
    folder = scaling._folder([n])
    program = scaling._program(folder, n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:sums]
    torch.manual_seed(0)
    t0 = time.process_time()
    history = program.fit_exal(examples, samples=20, theta=0.0, epochs=2, batch_size=16, lr=1e-3, seed=0,
                               progress=False)
    cpu = time.process_time() - t0
    print(json.dumps({"n": n, "sums": len(examples), "cpu_2_epochs": round(cpu, 3),
                      "epoch_wall": [round(r.seconds, 2) for r in history.epochs],
                      "per_digit_per_query_ms": round(cpu / 2 / n / len(examples) * 1e3, 4),
                      "load": round(os.getloadavg()[0], 1)}), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, nargs="+", default=[8, 30, 15])
    ap.add_argument("--sums", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        _child(args.child, args.sums)
        return
    env = dict(os.environ, NESYLANG_CACHE="off", OMP_NUM_THREADS="1")
    per_n: dict[int, list[float]] = {}
    for _ in range(args.repeats):
        for n in args.n:
            out = subprocess.run([sys.executable, __file__, "--child", str(n), "--sums", str(args.sums)],
                                 capture_output=True, text=True, env=env, check=True).stdout
            row = json.loads(out.strip().splitlines()[-1])
            print(json.dumps(row), flush=True)
            per_n.setdefault(n, []).append(row["per_digit_per_query_ms"])
    for n in sorted(per_n):
        print(f"N = {n}: median {statistics.median(per_n[n]):.3f} ms CPU per digit per query "
              f"({', '.join(f'{v:.3f}' for v in per_n[n])})")


if __name__ == "__main__":
    main()
