"""Logic overhead before against after on ONE setup (issue 16, session 21): one
``bench_deepproblog.overhead`` setup whose training step runs, at every iteration, once with the old
code and once with the new (rotating which goes first), then the plain step; CPU time per step,
medians. Old and new are ``nesylang/neural/batch.py`` (``--before``: a saved copy, loaded as a
module of its own; the setup's evaluator, fast paths and world tables take its classes for its
calls, each version keeping its own world-table caches) and ``networks._probabilities_like``
(before: the torch form of session 20, written out below; after: this checkout's). The same
network, tables and minibatches on both sides, so no setup-to-setup bias (which two setups in one
process showed: ±50-150 µs in A/A runs at load 7-8); each side's step sees the weights the other
side's step left (one Adam step apart).

    OMP_NUM_THREADS=1 python benchmarks/perf21_same.py --before OLD_batch.py [--cases 1x16,2x16] [--steps 600]
    ... --aa      # both sides the new code: the harness's own spread
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def torch_probabilities_like(out, categorical: bool) -> bool:
    """``networks._probabilities_like`` as it was before session 21."""
    import torch

    with torch.no_grad():
        if not bool((out >= 0).all()):
            return False
        if categorical and out.shape[1] > 1:
            ones = torch.ones(out.shape[0], device=out.device, dtype=out.dtype)
            return bool(torch.allclose(out.sum(dim=1), ones, atol=1e-4))
        return bool((out <= 1).all())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", required=True)
    ap.add_argument("--cases", default="1x16,2x16")
    ap.add_argument("--steps", type=int, default=600)
    ap.add_argument("--aa", action="store_true", help="both sides the new code")
    args = ap.parse_args()
    import torch

    import bench_deepproblog as bd
    from nesylang.neural import batch as new_batch
    from nesylang.neural import networks
    from perf21_inproc import load_copy

    torch.set_num_threads(1)
    old_batch = new_batch if args.aa else load_copy(args.before, "_batch_before")
    checks = {"before": networks._probabilities_like if args.aa else torch_probabilities_like,
              "after": networks._probabilities_like}
    modules = {"before": old_batch, "after": new_batch}
    clock = time.process_time
    for case in args.cases.split(","):
        n, b = map(int, case.split("x"))
        setup = bd.overhead_setup(n, b)
        nesy_step, plain_step, step = setup["nesy_step"], setup["plain_step"], setup["step"]
        for i in range(2 * len(setup["batches"])):  # templates compiled, world tables built, entries kept
            nesy_step(i)
        ev = step.evaluator
        caches = {"before": {}, "after": {}}

        def use(side: str) -> None:
            module = modules[side]
            ev.__class__ = module.BatchEvaluator
            networks._probabilities_like = checks[side]
            for plan in ev._plans.values():
                fast = plan.categorical
                if fast is not None:
                    fast.__class__ = module._Categorical
                    if fast._worlds:
                        fast._worlds.__class__ = module._WorldTable
                        fast._worlds._past_end = caches[side].setdefault(id(fast._worlds), {})

        got: dict[str, list[float]] = {"before": [], "after": [], "plain": []}
        try:
            for i in range(30 + args.steps):
                for side in (("before", "after") if i % 2 == 0 else ("after", "before")):
                    use(side)
                    t = clock()
                    nesy_step(i)
                    if i >= 30:
                        got[side].append(clock() - t)
                t = clock()
                plain_step(i)
                if i >= 30:
                    got["plain"].append(clock() - t)
        finally:
            use("after")
        med = {k: statistics.median(v) * 1e3 for k, v in got.items()}
        print(f"N = {n}, batch {b}, {args.steps} steps, load {os.getloadavg()[0]:.1f}{' (A/A)' if args.aa else ''}: "
              f"before {med['before']:.3f} ms ({med['before'] / med['plain']:.3f}x), after {med['after']:.3f} ms "
              f"({med['after'] / med['plain']:.3f}x), plain {med['plain']:.3f} ms; after - before "
              f"{1e3 * (med['after'] - med['before']):+.1f} us", flush=True)


if __name__ == "__main__":
    main()
