"""The world table's lean loss (``_WorldTable._lean_nll``) before against after, in a tight loop on
the inputs of real training steps (issue 16, session 21): ``bench_deepproblog.overhead``'s setup
runs STEPS steps and every call's inputs are kept; then each version (``--before``: a saved copy
of ``nesylang/neural/batch.py``; after: this checkout's) evaluates all of them, the two versions
alternating round by round; per round the mean µs per call (thread CPU time); medians over the
rounds. The results are checked to be equal (loss and gradient, bit for bit or to 1e-12). Then
the "auto" network's probability check, session 20's torch form against this checkout's numpy form.

    OMP_NUM_THREADS=1 python benchmarks/perf21_micro.py --before OLD_batch.py [--cases 1x16,2x16,1x2,2x2] [--rounds 15]

(A tight loop keeps the table and the code in the cache: inside a training step each numpy call
costs 2-3x as much, session 19's measurement.)
"""
from __future__ import annotations

import argparse
import copy
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", required=True)
    ap.add_argument("--cases", default="1x16,2x16,1x2,2x2")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    import numpy as np
    import torch

    import bench_deepproblog as bd
    from nesylang.neural import batch as B
    from perf21_inproc import load_copy

    torch.set_num_threads(1)
    old = load_copy(args.before, "_batch_before")
    T = time.thread_time_ns
    for case in args.cases.split(","):
        n, b = map(int, case.split("x"))
        calls = []
        lean = B._WorldTable._lean_nll

        def keep(self, out, rows, outputs, eps, batch):
            calls.append((self, out.copy(), None if rows is None else list(rows), tuple(int(o) for o in outputs), eps,
                          batch))
            return lean(self, out, rows, outputs, eps, batch)

        B._WorldTable._lean_nll = keep
        try:
            setup = bd.overhead_setup(n, b)
            for i in range(args.steps):
                setup["nesy_step"](i)
        finally:
            B._WorldTable._lean_nll = lean
        tables = {id(c[0]): c[0] for c in calls}
        # each version its own copy of each table (their caches per batch size differ)
        versions = {}
        for name, cls in (("before", old._WorldTable), ("after", B._WorldTable)):
            copies = {}
            for key, table in tables.items():
                t = copy.copy(table)
                t.__class__, t._past_end, t._bases = cls, {}, {}
                copies[key] = t
            versions[name] = copies
        # both called with the tuple of outputs _one_source_nll has; the old version's caller made an array of
        # it first (np.array, timed here on its side), the new one passes the tuple
        args_of = {"before": [(versions["before"][id(c[0])], c[1], c[2], c[3], c[4], c[5]) for c in calls],
                   "after": [(versions["after"][id(c[0])], c[1], c[2], c[3], c[4], c[5]) for c in calls]}
        array = np.array

        def call(side, a):
            if side == "before":
                return type(a[0])._lean_nll(a[0], a[1], a[2], array(a[3]), a[4], a[5])
            return type(a[0])._lean_nll(*a)
        worst = 0.0
        identical = True
        for x, y in zip(args_of["before"], args_of["after"]):
            u, v = call("before", x), call("after", y)
            if u is None or v is None:
                assert u is None and v is None
                continue
            identical &= u[0] == v[0] and bool((u[1] == v[1]).all())
            worst = max(worst, abs(u[0] - v[0]) / abs(u[0]),
                        float((np.abs(u[1] - v[1]) / np.maximum(np.abs(u[1]), 1e-300)).max()))
        per: dict[str, list[float]] = {"before": [], "after": []}
        for r in range(args.rounds):
            for name in (("before", "after") if r % 2 == 0 else ("after", "before")):
                todo = args_of[name]
                t = T()
                for a in todo:
                    call(name, a)
                per[name].append((T() - t) / 1e3 / len(todo))
        shared = sum(c[2] is not None for c in calls)
        print(f"N = {n}, batch {b}: {len(calls)} calls ({shared} with an image read twice); before "
              f"{statistics.median(per['before']):.1f} us, after {statistics.median(per['after']):.1f} us per call "
              f"(medians of {args.rounds} rounds); results identical: {identical}, worst relative difference {worst:.2g}",
              flush=True)
    # the "auto" network's probability check (networks._probabilities_like), torch form against numpy form
    from nesylang.neural import networks
    from perf21_same import torch_probabilities_like

    for rows in (32, 64):
        x = torch.softmax(torch.randn(rows, 10, generator=torch.Generator().manual_seed(0), requires_grad=True), 1)
        per = {"torch": [], "numpy": []}
        for r in range(args.rounds):
            for name, fn in (("torch", torch_probabilities_like), ("numpy", networks._probabilities_like)):
                t = T()
                for _ in range(1000):
                    fn(x, True)
                per[name].append((T() - t) / 1e6)
        print(f"probability check on ({rows}, 10) float32 outputs: torch form {statistics.median(per['torch']):.1f} us, "
              f"numpy form {statistics.median(per['numpy']):.1f} us per call (medians of {args.rounds} rounds)")


if __name__ == "__main__":
    main()
