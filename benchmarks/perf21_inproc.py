"""Logic overhead before against after in ONE process (issue 16, session 21): two copies of
``bench_deepproblog.overhead``'s setup, one evaluated by a saved copy of ``nesylang/neural/batch.py``
(``--before FILE``, e.g. HEAD's), one by this checkout's (each loaded from its file as a module of
its own), with each setup's plain step; every iteration runs the four steps in a rotating order (so
each follows each other as often), timed with the process's CPU clock; medians (plain: both
plain steps' together). Finer than alternating fresh processes on a loaded machine, since both sides
see the same moment's load; the lead's figure is still ``record.py``'s.

    OMP_NUM_THREADS=1 python benchmarks/perf21_inproc.py --before OLD_batch.py [--cases 1x16,2x16] [--steps 600]

Only ``batch.py`` is swapped (the evaluator's, its templates' fast paths' and world tables' classes
are set to the loaded module's after the setup): use it for changes confined to that file. An A/A
run (``--before`` a copy of the current file) shows the harness's own bias.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def load_copy(path: str, name: str):
    import nesylang.neural  # noqa: F401  (the package the old module's relative imports need)

    spec = importlib.util.spec_from_file_location(f"nesylang.neural.{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def to_module(step, module) -> None:
    """Make this setup's evaluator, fast paths and world tables instances of ``module``'s classes."""
    ev = step.evaluator
    ev.__class__ = module.BatchEvaluator
    for plan in ev._plans.values():
        fast = plan.categorical
        if fast is not None:
            fast.__class__ = module._Categorical
            if fast._worlds:
                fast._worlds.__class__ = module._WorldTable
                fast._worlds._past_end = {}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", required=True, help="a copy of nesylang/neural/batch.py as it was")
    ap.add_argument("--cases", default="1x16,2x16")
    ap.add_argument("--steps", type=int, default=600)
    args = ap.parse_args()
    import torch

    import bench_deepproblog as bd

    torch.set_num_threads(1)
    modules = {"before": load_copy(args.before, "_batch_before"),
               "after": load_copy(str(HERE.parent / "nesylang" / "neural" / "batch.py"), "_batch_after")}
    clock = time.process_time
    for c, case in enumerate(args.cases.split(",")):
        n, b = map(int, case.split("x"))
        order = ("before", "after") if c % 2 == 0 else ("after", "before")  # which setup is made first
        sides = {name: bd.overhead_setup(n, b) for name in order}
        for name, setup in sides.items():
            for i in range(2 * len(setup["batches"])):  # templates compiled, world tables built, entries kept
                setup["nesy_step"](i)
            to_module(setup["step"], modules[name])  # both sides: a module loaded from its file
        for setup in sides.values():
            for i in range(30):
                setup["nesy_step"](i)
        runs = [("before", sides["before"]["nesy_step"]), ("plain_b", sides["before"]["plain_step"]),
                ("after", sides["after"]["nesy_step"]), ("plain_a", sides["after"]["plain_step"])]
        got: dict[str, list[float]] = {k: [] for k, _ in runs}
        for i in range(args.steps):
            r = i % len(runs)
            for name, fn in runs[r:] + runs[:r]:
                t = clock()
                fn(i)
                got[name].append(clock() - t)
        got["plain"] = got["plain_b"] + got["plain_a"]
        med = {k: statistics.median(v) * 1e3 for k, v in got.items()}
        print(f"N = {n}, batch {b}, {args.steps} steps, load {os.getloadavg()[0]:.1f}: before {med['before']:.3f} ms "
              f"({med['before'] / med['plain']:.3f}x), after {med['after']:.3f} ms ({med['after'] / med['plain']:.3f}x), "
              f"plain {med['plain']:.3f} ms; after - before {1e3 * (med['after'] - med['before']):+.1f} us", flush=True)


if __name__ == "__main__":
    main()
