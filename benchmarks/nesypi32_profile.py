"""Session 28 (nesypi32): one letter run (run_letter, the met setting) under cProfile, NeSy-π or
invent=false, to break NeSy-π's extra CPU time down by function.

    OMP_NUM_THREADS=1 python benchmarks/nesypi32_profile.py M 0 [--no-invent] [--out FILE.prof]
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

MET = {"specific": True, "specific_cases": True, "specific_interval": True, "split_cases": "clause",
       "specific_count": True}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("letter")
    ap.add_argument("seed", type=int)
    ap.add_argument("--no-invent", action="store_true")
    ap.add_argument("--out", default="")
    ap.add_argument("--repeat", type=int, default=1, help="runs without the profiler, CPU s of each")
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    import nesylang
    print("nesylang", nesylang.__file__, file=sys.stderr)
    options = dict(B.LETTERS_SEARCH, **MET)
    if a.out:
        pr = cProfile.Profile()
        pr.enable()
        row = B.run_letter(a.letter, a.seed, not a.no_invent, 100, 200, 110.0, **options)
        pr.disable()
        pr.dump_stats(a.out)
        print(row["cpu"], row["scored"])
        pstats.Stats(a.out).sort_stats("cumulative").print_stats(60)
        return
    stages = _stage_timers()
    for _ in range(a.repeat):
        stages.clear()
        row = B.run_letter(a.letter, a.seed, not a.no_invent, 100, 200, 110.0, **options)
        print(a.letter, a.seed, "noinv" if a.no_invent else "inv", row["cpu"], row["scored"], os.getloadavg()[0],
              " ".join(f"{k}={v:.3f}" for k, v in sorted(stages.items())), flush=True)


def _stage_timers() -> dict:
    """CPU s of the learner's parts, by wrapping them (the search, the narrowing, the exact
    stage's scoring, the final parse, the scene tensors)."""

    from nesylang.learners.nesy_pi import learner, search
    from nesylang.syntax import parser

    out: dict = {}

    def wrap(owner, name, label):
        f = getattr(owner, name)

        def g(*args, **kw):
            t = time.process_time()
            try:
                return f(*args, **kw)
            finally:
                out[label] = out.get(label, 0.0) + time.process_time() - t
        setattr(owner, name, g)

    wrap(search.Searcher, "run", "search")
    wrap(search.Searcher, "specialise", "specialise")
    wrap(learner, "score_cand", "score_cand")
    wrap(parser, "parse_program", "parse")
    wrap(learner, "SceneTensors", "tensors")
    return out


if __name__ == "__main__":
    main()
