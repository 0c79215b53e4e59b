"""Session 23b: a second target clause searched on the training positives the first leaves
uncovered (sequential covering with a fresh search; an experiment, not an option). On the searches
``nesypi21_diag.py search TAG`` pickles: the cached searcher is copied, the positives its clause
covers are set aside (label -1: neither P nor N reads them), and Algorithm 1 runs again with the
inventions so far, under ``--time-limit`` CPU s. The two clauses are kept as a union only if the
union's TRAINING PN is higher than the first clause's; printed: train and test PN and robustness
N of the first clause and of the result.

    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi23b_cover.py --letters M
"""
from __future__ import annotations

import argparse
import copy
import os
import pickle
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesypi21_diag as D


def main() -> None:
    import torch

    from nesylang.learners.nesy_pi.scorer import metrics, score_clause
    from nesylang.learners.nesy_pi.search import Stop

    torch.set_num_threads(1)
    ap = argparse.ArgumentParser()
    ap.add_argument("--tag", default="zero")
    ap.add_argument("--letters", nargs="*", default=["M"])
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--time-limit", type=float, default=60.0)
    a = ap.parse_args()
    res = []
    for letter in a.letters:
        for seed in a.seeds:
            with open(D.CACHE / f"{a.tag}_{letter}_{seed}.pkl", "rb") as f:
                run = pickle.load(f)
            s = run["searcher"]
            te, rb = run["tensors"]["test"], run["tensors"]["missing"]
            first = s.best
            y = s.labels
            s2 = copy.copy(s)
            s2.s = copy.copy(s.s)
            s2.labels = y.copy()
            s2.labels[(y == 1) & (first.scores > 0)] = -1
            s2.cache, s2.best, s2.trace, s2.scored = {}, None, [], 0
            s2.inventions, s2.invention_order = dict(s.inventions), list(s.invention_order)
            cpu = time.process_time()
            s2.s.deadline = cpu + a.time_limit
            stopped = ""
            try:
                s2.run()
            except Stop:
                stopped = "time limit"
            cpu = time.process_time() - cpu
            second = s2.best
            inv = s2.inventions
            chosen = [first]
            u_train = first.scores
            if second is not None:
                u = np.maximum(first.scores, score_clause(s.t, second.atoms, second.n, inv))
                if metrics(u, y)[2] > metrics(first.scores, y)[2] + 1e-12:
                    chosen.append(second)
                    u_train = u

            def union(tens, chosen=chosen, inv=inv):
                return np.max(np.stack([score_clause(tens, c.atoms, c.n, inv) for c in chosen]), axis=0)

            row = {"letter": letter, "seed": seed, "uncovered": int(((y == 1) & (first.scores == 0)).sum()),
                   "kept": len(chosen), "cpu": round(cpu, 1), "stopped": stopped,
                   "train": (round(first.pn, 4), round(metrics(u_train, y)[2], 4)),
                   "test": (round(metrics(score_clause(te, first.atoms, first.n, s.inventions), te.labels)[2], 4),
                            round(metrics(union(te), te.labels)[2], 4)),
                   "robust_n": (round(metrics(score_clause(rb, first.atoms, first.n, s.inventions), rb.labels)[1], 3),
                                round(metrics(union(rb), rb.labels)[1], 3)),
                   "second": second.text if second is not None else None, "load": os.getloadavg()[0]}
            res.append(row)
            print(row, flush=True)
    for k in ("train", "test", "robust_n"):
        print(k, "first", round(statistics.mean(r[k][0] for r in res), 4), "with cover",
              round(statistics.mean(r[k][1] for r in res), 4))


if __name__ == "__main__":
    main()
