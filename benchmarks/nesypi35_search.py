"""Session 30 (nesypi35): the CPU time of NeSy-π's search alone, on one letter run's inputs.

The learner runs once (run_letter, the met setting of nesypi32_profile); its Searcher's inputs
(bias, target, scene tensors, settings, taken names) are kept, and fresh searchers run the search
(``Searcher.run``: Algorithm 1 and split's case searches) ``--repeat`` more times on them, without
the time limit, printing each run's CPU s, the median, the scored count and the best's text.
The scene tensors' caches (dicts, some by invention name) are put back as they were when the
learner's searcher was made before each run, so every run is the learner's search again.

    OMP_NUM_THREADS=1 python benchmarks/nesypi35_search.py M 0 [--no-invent] [--repeat 5]
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

from nesypi32_profile import MET  # (the letters' method options, as the letters run)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("letter")
    ap.add_argument("seed", type=int)
    ap.add_argument("--no-invent", action="store_true")
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    import nesylang
    from nesylang.learners.nesy_pi import search

    print("nesylang", nesylang.__file__, file=sys.stderr)
    kept = []
    init = search.Searcher.__init__

    def keep(self, bias, target, tensors, settings, *, taken_names=frozenset(), scorer=None):
        if not kept:  # the learner's searcher (case searches are made by it)
            kept.append((bias, target, tensors, settings, set(taken_names), scorer,
                         {k: dict(v) for k, v in vars(tensors).items() if type(v) is dict}))
        init(self, bias, target, tensors, settings, taken_names=taken_names, scorer=scorer)

    search.Searcher.__init__ = keep
    B.run_letter(a.letter, a.seed, not a.no_invent, 100, 200, 110.0, **dict(B.LETTERS_SEARCH, **MET))
    search.Searcher.__init__ = init
    bias, target, tensors, settings, taken, scorer, memos = kept[0]
    settings = dataclasses.replace(settings, deadline=None)
    cpu = []
    for _ in range(a.repeat):
        for k, v in memos.items():
            setattr(tensors, k, dict(v))
        s = search.Searcher(bias, target, tensors, settings, taken_names=taken, scorer=scorer)
        t = time.process_time()
        s.run()
        cpu.append(time.process_time() - t)
        best = s.best.text if s.best is not None else None
        scored = s.scored
        del s
    print(a.letter, a.seed, "noinv" if a.no_invent else "inv", f"median {statistics.median(cpu):.3f}",
          " ".join(f"{c:.3f}" for c in cpu), scored, f"load {os.getloadavg()[0]:.1f}", best, flush=True)


if __name__ == "__main__":
    main()
