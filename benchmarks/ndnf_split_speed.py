"""NDNF splitting speed (issue 10): the paper's Fig. 3 analogue and the split cap.

    python benchmarks/ndnf_split_speed.py [--repeat 5] [--kmax 24] [--seed 0]

Fig. 3 analogue: one weight 6 plus k - 1 weights drawn from U[0.3, 0.9] (random signs), k = 4..kmax;
for each k, ``--repeat`` draws, both usages; reports the number of split rules and the CPU time
(median and max over the draws) of ``split_conjunction``. Cap: [24] + [1] * 24 with a 0.5 s
``timeout`` must raise ``SplitLimit`` within 1 s (CPU and wall reported).
"""
from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from nesylang.learners.ndnf.split import SplitLimit, split_conjunction


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--kmax", type=int, default=24)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    print("k  usage     rules(median/max)  cpu_ms(median/max)")
    for k in range(4, args.kmax + 1):
        draws = []
        for _ in range(args.repeat):
            small = rng.uniform(0.3, 0.9, size=k - 1) * rng.choice([-1.0, 1.0], size=k - 1)
            draws.append([6.0] + [float(v) for v in small])
        for usage in ("positive", "negative"):
            counts, times = [], []
            for w in draws:
                t0 = time.process_time()
                rules = split_conjunction(w, usage)
                times.append((time.process_time() - t0) * 1000)
                counts.append(len(rules))
            print(f"{k:2d} {usage:9s} {statistics.median(counts):8.0f} / {max(counts):6d}"
                  f"   {statistics.median(times):9.2f} / {max(times):9.2f}", flush=True)
    w = [24.0] + [1.0] * 24
    c0, t0 = time.process_time(), time.perf_counter()
    try:
        split_conjunction(w, "positive", timeout=0.5)
        print("cap: no SplitLimit raised (the split finished)")
    except SplitLimit:
        print(f"cap: [24] + [1]*24, timeout 0.5 s -> SplitLimit after "
              f"{time.perf_counter() - t0:.3f} s wall, {time.process_time() - c0:.3f} s CPU")


if __name__ == "__main__":
    main()
