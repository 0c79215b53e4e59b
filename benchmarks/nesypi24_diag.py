"""Session 24: ``split_cases`` on the cached searches (``nesypi21_diag.py search zero``, pickled
searchers of the 8 letters x 5 seeds with LETTERS_SEARCH, no narrowing): the case searches run
from the cached searcher (the main search is not repeated), then narrowing under ``--set``
options, then train/test PN and robustness N. CPU s per run: the case searches + narrowing.

    S="--set specific=true --set specific_cases=true --set specific_interval=true"
    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi24_diag.py clause $S
    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi24_diag.py clause $S \\
        --set specific_predict=0.05

Rows: ``single_*`` the cached searched clause, ``split_*`` after the case searches (the union where
it was kept), ``final_*`` after narrowing; ``cases`` lists each case's positives, clause and PN on
its case (also when the union was not kept). The raw output of session 24's runs is in
benchmarks/results/nesypi24_diag_*.txt.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import pickle
import statistics
import sys
import time
from pathlib import Path

CACHE = Path(os.environ.get("NESYPI21_CACHE", "/tmp/nesypi21_cache"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("split", choices=("off", "entities", "clause"))
    ap.add_argument("--letters", nargs="*", default=list("ILMRTVXY"))
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--tag", default="zero")
    a = ap.parse_args()
    import torch

    from nesylang.learners.nesy_pi.learner import score_cand
    from nesylang.learners.nesy_pi.scorer import metrics

    torch.set_num_threads(1)
    sets = {}
    for item in a.set:
        k, _, v = item.partition("=")
        sets[k] = json.loads(v)
    rows = []
    for seed in a.seeds:
        for letter in a.letters:
            path = CACHE / f"{a.tag}_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            s = run["searcher"]
            s.s = copy.copy(s.s)
            s.s.deadline = None
            s.s.split_cases = a.split
            for k, v in sets.items():
                setattr(s.s, k, v)
            single = s.best
            cpu = time.process_time()
            if a.split != "off" and not s.accepted():
                s.split()
            split_best = s.best
            if s.s.specific:
                s.specialise()
            cpu = time.process_time() - cpu
            row = {"letter": letter, "seed": seed, "search_cpu": round(run["cpu"], 2), "cpu": round(cpu, 2),
                   "split": split_best is not single, "load": os.getloadavg()[0]}
            for name, cand in (("single", single), ("split", split_best), ("final", s.best)):
                for tn, t in run["tensors"].items():
                    _, n, pn = metrics(score_cand(t, cand, s.inventions), t.labels)
                    row[f"{name}_{tn}_pn"] = round(pn, 4)
                    if tn == "missing":
                        row[f"{name}_robust_n"] = round(n, 4)
            row["cases"] = getattr(s, "split_trace", None)
            rows.append(row)
            print(json.dumps(row), flush=True)
    for f in ("single_test_pn", "split_test_pn", "final_test_pn", "single_robust_n", "final_robust_n"):
        print(f, f"{statistics.mean(r[f] for r in rows):.4f}")


if __name__ == "__main__":
    sys.exit(main())
