"""Session 23b: is a better clause among those the letters' search scored, ranked lower on
training PN? On the searches ``nesypi21_diag.py search TAG`` pickles (the searcher's cache holds
every clause it scored; session 23's cache: the defaults, bins from 0°). Clauses are taken one per
training score vector (``distinct``: equal vectors are one hypothesis on the data), in the
search's rank order (training PN, then P, fewer atoms, text).

``oracle``: the returned clause's test PN beside the best test PN among the top K (an upper bound
for ANY rule that picks among them; it reads the test scenes, so it is a bound, not a method).
``select``: rules that choose on TRAINING scenes only, among the top 300:
  best (the search's choice), ties (the same training PN), se1/se05 (within 1 / 0.5 standard
  error of the best training PN,
  SE = sqrt(P(1-P)/|D+| + N(1-N)/|D-|): the fewest flat disjuncts, ``--general``: the highest P),
  u0/u1se (sequential covering: add up to 2 more target clauses from the top 400, each the one
  that raises the union's training PN most, if by more than 0 / 1 SE).
Each prints test PN and robustness N per run and the means.

    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi23b_diag.py oracle --top 100
    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi23b_diag.py select [--general]
"""
from __future__ import annotations

import argparse
import math
import os
import pickle
import statistics
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B
import nesypi21_diag as D


def distinct(s) -> list:
    out, seen = [], set()
    for c in sorted((c for c in s.cache.values() if c.atoms), key=lambda c: c.rank()):
        k = c.scores.tobytes()
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def union_scores(chosen, tens, s):
    from nesylang.learners.nesy_pi.scorer import score_clause

    return np.max(np.stack([score_clause(tens, c.atoms, c.n, s.inventions) for c in chosen]), axis=0)


def oracle(runs, top: int) -> None:
    from nesylang.learners.nesy_pi.scorer import metrics

    res = {}
    for letter, seed, run in runs:
        s, te = run["searcher"], run["tensors"]["test"]
        cands = distinct(s)
        tp = [metrics(union_scores([c], te, s), te.labels)[2] for c in cands[:top]]
        j = int(np.argmax(tp))
        res[(letter, seed)] = (tp[0], tp[j])
        print(f"{letter} {seed}: returned {tp[0]:.3f} oracle@{top} {tp[j]:.3f} (rank {j}, train PN "
              f"{cands[0].pn:.3f} -> {cands[j].pn:.3f}; {len(cands)} distinct)", flush=True)
    summary(res, ("returned", f"oracle@{top}"))


def select(runs, general: bool) -> None:
    from nesylang.learners.nesy_pi.scorer import expand, metrics

    names = ("best", "ties", "se1", "se05", "u0", "u1se")
    res = {}
    for letter, seed, run in runs:
        s, te, rb = run["searcher"], run["tensors"]["test"], run["tensors"]["missing"]
        cands = distinct(s)[:400]
        y = s.labels
        npos, nneg = int((y == 1).sum()), int((y == 0).sum())

        def se(p, n, npos=npos, nneg=nneg):
            return math.sqrt(p * (1 - p) / npos + n * (1 - n) / nneg)

        def size(c, s=s):
            return len(expand(c.atoms, s.inventions))

        b = cands[0]
        picks = {"best": [b]}
        for name, thr in (("ties", b.pn), ("se1", b.pn - se(b.p, b.nn)), ("se05", b.pn - 0.5 * se(b.p, b.nn))):
            pool = [c for c in cands[:300] if c.pn >= thr - 1e-12]
            key = (lambda c: (-c.p, c.rank())) if general else (lambda c: (size(c), c.rank()))
            picks[name] = [min(pool, key=key)]
        for name, k in (("u0", 0.0), ("u1se", 1.0)):
            chosen = [b]
            for _ in range(2):
                u = np.max(np.stack([c.scores for c in chosen]), axis=0)
                p0, n0, pn0 = metrics(u, y)
                bar, pick = pn0 + k * se(p0, n0), None
                for c in cands:
                    pn = metrics(np.maximum(u, c.scores), y)[2]
                    if pn > bar + 1e-12:
                        bar, pick = pn, c
                if pick is None:
                    break
                chosen.append(pick)
            picks[name] = chosen
        out = {}
        for name in names:
            out[name] = (metrics(union_scores(picks[name], te, s), te.labels)[2],
                         metrics(union_scores(picks[name], rb, s), rb.labels)[1])
        res[(letter, seed)] = out
        print(f"{letter} {seed}: " + " | ".join(f"{k} {v[0]:.3f}/{v[1]:.2f}" for k, v in out.items()), flush=True)
    for name in names:
        print(name, "test PN", round(statistics.mean(v[name][0] for v in res.values()), 4),
              "robustness N", round(statistics.mean(v[name][1] for v in res.values()), 4))


def summary(res, labels) -> None:
    letters = sorted({k[0] for k in res})
    for i, lab in enumerate(labels):
        per = {L: statistics.mean(v[i] for k, v in res.items() if k[0] == L) for L in letters}
        print(lab, "mean", round(statistics.mean(per.values()), 4), " ".join(f"{L} {x:.3f}" for L, x in per.items()))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["oracle", "select"])
    ap.add_argument("--tag", default="zero")
    ap.add_argument("--letters", nargs="*", default=B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--top", type=int, default=100)
    ap.add_argument("--general", action="store_true")
    a = ap.parse_args()

    def runs():
        for letter in a.letters:
            for seed in a.seeds:
                with open(D.CACHE / f"{a.tag}_{letter}_{seed}.pkl", "rb") as f:
                    yield letter, seed, pickle.load(f)

    if a.what == "oracle":
        oracle(runs(), a.top)
    else:
        select(runs(), a.general)


if __name__ == "__main__":
    main()
