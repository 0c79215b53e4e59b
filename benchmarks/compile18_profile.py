"""Session 18: where a cold template's compile time goes (record.py's cold_compile, N = 2-4).

    NESYLANG_CACHE=off OMP_NUM_THREADS=1 python benchmarks/compile18_profile.py N [--profile] [--templates 100]

Prints the per-template CPU times of the template cache's compile call (first, median, mean, the
sum without the first), and with --profile a cProfile of those calls (tottime and cumtime)."""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("NESYLANG_CACHE", "off")


def _phase_timers(phases: dict) -> None:
    """Wrap the compile path's steps in CPU timers (nested ones are counted in their callers too)."""
    from nesylang.circuits import sdd
    from nesylang.grounding import ground_program, grounder

    def wrap(owner, name, label):
        f = getattr(owner, name)

        def timed(*args, **kwargs):
            t = time.process_time()
            try:
                return f(*args, **kwargs)
            finally:
                phases[label] = phases.get(label, 0.0) + time.process_time() - t

        setattr(owner, name, timed)

    wrap(grounder.Grounder, "ground_goal", "grounding")
    wrap(sdd.IncrementalCompiler, "compile", "sdd compile (all)")
    wrap(ground_program.GroundProgram, "cone", "  cone")
    if hasattr(sdd.IncrementalCompiler, "_cone_groups"):  # session 18: the cone walk's shortcut
        wrap(sdd.IncrementalCompiler, "_cone_groups", "  cone (compiled nodes' groups)")
    wrap(sdd._Builder, "build", "  build (apply)")
    wrap(sdd, "_sccs", "    sccs")
    wrap(sdd.IncrementalCompiler, "_flat", "  flat (all)")
    wrap(sdd.IncrementalCompiler, "_learn", "    learn")
    wrap(sdd.IncrementalCompiler, "_sync", "    sync")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int)
    ap.add_argument("--templates", type=int, default=100)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--top", type=int, default=45)
    ap.add_argument("--phases", action="store_true", help="per-phase CPU timers (ms per template)")
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    import record
    from engine_imports import import_engine

    import_engine()
    program = record._multi_addition(a.n)
    evaluator = program.batch_evaluator("cpu")
    examples = program.dataset("train_sums")
    cache = evaluator.templates
    compile_one = cache._compile
    times: list[float] = []
    prof = None
    if a.profile:
        import cProfile

        prof = cProfile.Profile()

    def timed(*args, **kwargs):
        if prof is not None:
            prof.enable()
        started = time.process_time()
        try:
            return compile_one(*args, **kwargs)
        finally:
            times.append(time.process_time() - started)
            if prof is not None:
                prof.disable()

    cache._compile = timed
    phases: dict[str, float] = {}
    if a.phases:
        _phase_timers(phases)
    t0 = time.process_time()
    for b in range(0, len(examples), 16):
        if cache.compiled >= a.templates:
            break
        evaluator.stable_entries(examples[b:b + 16])
    total = time.process_time() - t0
    ms = [t * 1e3 for t in times]
    print(f"N={a.n} templates={len(ms)} step_ms_per_template={total / len(ms) * 1e3:.3f} "
          f"compile_ms_per_template={sum(ms) / len(ms):.3f} first={ms[0]:.2f} median={statistics.median(ms):.3f} "
          f"mean_rest={statistics.mean(ms[1:]):.3f} max_rest={max(ms[1:]):.2f} load={os.getloadavg()[0]:.2f}")
    for name, t in sorted(phases.items(), key=lambda kv: -kv[1]):
        print(f"  {name:28s} {t / len(ms) * 1e3:.3f} ms per template")
    if prof is not None:
        import pstats

        st = pstats.Stats(prof)
        st.sort_stats("tottime").print_stats(a.top)
        st.sort_stats("cumtime").print_stats(a.top)


if __name__ == "__main__":
    main()
