"""Session 22: why the letters' searched clauses lose test PN on the issue's bins (from 0°).

Reads the searches that ``benchmarks/nesypi21_diag.py search TAG`` pickles (run_letter's scenes,
LETTERS_SEARCH, no narrowing) and, per run, splits the searched clause's test loss into lost
positives (test P) and accepted negatives (test N):

- each test positive the clause rejects: is it accepted when every binned fact whose measurement
  lies within ``delta`` of a bin edge also holds in the neighbouring bin (``edge``: the jitter
  decides the bin), and which top-level atom rejects it (dropping that atom alone accepts it);
- each accepted test negative: its glyph;
- the same for the training positives (a clause that already misses them in training is a
  search or language limit, not a generalisation one).

    NESYPI21_CACHE=/tmp/nesypi22/cache OMP_NUM_THREADS=1 python benchmarks/nesypi21_diag.py search zero
    NESYPI21_CACHE=/tmp/nesypi22/cache python benchmarks/nesypi22_diag.py zero [--letters L M R] [-v]
"""
from __future__ import annotations

import argparse
import collections
import copy
import os
import pickle
import statistics
import sys
import types

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesypi21_diag as D

# delta: how close to an edge a measurement is "on" it, in bin units (phi 18°, slope 22.5°, rho 0.05)
DELTAS = {"phi": 3.0 / 18.0, "slope": 3.0 / 22.5, "rho": 0.1}


def tolerant(t, deltas=DELTAS):
    """A copy of SceneTensors ``t`` whose binned facts also hold in the neighbouring bin when the
    measurement lies within ``deltas[kind]`` bin units of the edge between them."""
    u = copy.copy(t)
    u._cache, u._placed, u._scores, u._inv = {}, {}, {}, {}
    orig = type(t).array

    def array(self, predicate, arity, const):
        key = (predicate, const)
        a = self._cache.get(key)
        if a is not None:
            return a
        d = deltas.get(predicate)
        base = orig(self, predicate, arity, const)
        if d is None:
            return base
        meas = t.measure(predicate)
        nb = getattr(t.bins, predicate)
        k = int(const)
        with np.errstate(invalid="ignore"):
            lo, hi = np.floor(meas - d), np.floor(meas + d)
            if predicate in ("phi", "slope"):
                lo, hi = lo % nb, hi % nb
            else:
                lo, hi = np.clip(lo, 0, nb - 1), np.clip(hi, 0, nb - 1)
            a = np.maximum(base, ((lo == k) | (hi == k)) & ~np.isnan(meas)).astype(float)
        self._cache[key] = a
        return a

    u.array = types.MethodType(array, u)
    return u


def score(t, cand, inventions):
    from nesylang.learners.nesy_pi.learner import score_cand

    return score_cand(t, cand, inventions)


def analyse(run, letter, seed, verbose) -> dict:
    from nesylang.learners.nesy_pi.scorer import score_clause

    s = run["searcher"]
    best = s.best
    out = {"letter": letter, "seed": seed}
    for name in ("train", "test"):
        t = run["tensors"][name]
        g = score(t, best, s.inventions)
        tol = score(tolerant(t), best, s.inventions)
        pos, neg = t.labels == 1, t.labels == 0
        lost = np.flatnonzero(pos & (g == 0))
        glyphs = run["glyphs"][name]
        blame = collections.Counter()
        for i in lost:
            hit = []
            for j in range(len(best.atoms)):
                rest = best.atoms[:j] + best.atoms[j + 1:]
                if score_clause(t, rest, best.n, s.inventions)[i] > 0:
                    hit.append(best.atoms[j][0])
            blame[",".join(hit) if hit else "several"] += 1
        fp = collections.Counter(glyphs[i] for i in np.flatnonzero(neg & (g > 0)))
        out[name] = {"P": float(g[pos].mean()), "N": float(1 - g[neg].mean()),
                     "lost": len(lost), "lost_glyphs": dict(collections.Counter(glyphs[i] for i in lost)),
                     "edge": int(np.sum(tol[lost] > 0)), "blame": dict(blame),
                     "fp": sum(fp.values()), "fp_glyphs": dict(fp.most_common(6)),
                     "P_tol": float(tol[pos].mean()), "N_tol": float(1 - tol[neg].mean()),
                     "ents_pos": dict(collections.Counter(int(x) for x in t.mask[pos].sum(axis=1)))}
    if verbose:
        print(f"\n## {letter} seed {seed}  N={best.n}  {best.text}")
        for a in best.atoms:
            inv = s.inventions.get(a[0])
            if inv is not None:
                print(f"   {a[0]}{a[1]}: {len(inv.variations)} variations P {inv.p:.2f} N {inv.n:.2f}: "
                      + " | ".join(", ".join(f"{x[0]}{x[1]}={x[2]}" for x in v) for v in inv.variations))
        for name in ("train", "test"):
            print(f"   {name}: {out[name]}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("tag")
    ap.add_argument("--letters", nargs="*", default=D.B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    rows = []
    for letter in a.letters:
        for seed in a.seeds:
            path = D.CACHE / f"{a.tag}_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            rows.append(analyse(run, letter, seed, a.v))
    print("\n| letter | runs | train P | train N | test P | test N | test PN | lost test positives | on a bin edge "
          "| blamed atom (drop it: accepted) | accepted test negatives (glyphs) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for letter in a.letters:
        rs = [r for r in rows if r["letter"] == letter]
        if not rs:
            continue
        def m(f, k, rs=rs):
            return statistics.mean(r[f][k] for r in rs)
        blame = collections.Counter()
        fpg = collections.Counter()
        for r in rs:
            blame.update(r["test"]["blame"])
            fpg.update(r["test"]["fp_glyphs"])
        lost = sum(r["test"]["lost"] for r in rs)
        edge = sum(r["test"]["edge"] for r in rs)
        print(f"| {letter} | {len(rs)} | {m('train', 'P'):.3f} | {m('train', 'N'):.3f} | {m('test', 'P'):.3f} | "
              f"{m('test', 'N'):.3f} | {statistics.mean(r['test']['P'] * r['test']['N'] for r in rs):.3f} | {lost} | "
              f"{edge} | {dict(blame.most_common(4))} | {sum(r['test']['fp'] for r in rs)} ({dict(fpg.most_common(5))}) |")


if __name__ == "__main__":
    main()
