"""Session 23: where the narrowing stack loses test PN on the issue's bins (from 0°), per run and
per case size, on the searches that ``benchmarks/nesypi21_diag.py search TAG`` pickles.

For each cached run and each variant (``--variant NAME:opt=json,...``, Settings fields; the
searched clause and session 21's stack are always included) it prints test P, test N and
robustness N, and splits the variant's test loss against the searched clause into

- lost test positives (the searched clause accepts them, the narrowed one does not): the kept
  case whose unfolded body covers the scene, the number of training positives the case was
  narrowed on (``n``), the first narrowing atom that rejects it, the bins allowed there and the
  bins the scene offers, and the distance in bins from the nearest allowed one;
- gained test negatives (rejected by the narrowing) and the accepted negatives left, by glyph.

    NESYPI21_CACHE=/tmp/nesypi23/cache OMP_NUM_THREADS=1 python benchmarks/nesypi21_diag.py search zero
    NESYPI21_CACHE=/tmp/nesypi23/cache python benchmarks/nesypi23_diag.py zero --letters L M [-v] \\
        --variant small:specific_cases=true,specific_interval=true,specific_min_case=8
"""
from __future__ import annotations

import argparse
import collections
import os
import pickle
import statistics
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesypi21_diag as D

STACK = {"specific_cases": True, "specific_interval": True}


def lost_reasons(run, best, scores) -> list[dict]:
    """One record per test positive the searched clause accepts and ``best`` rejects."""
    from nesylang.errors import NesyError
    from nesylang.learners.nesy_pi.learner import score_cand
    from nesylang.learners.nesy_pi.scorer import clause_values, score_clause

    s = run["searcher"]
    t, tr = run["tensors"]["test"], run["tensors"]["train"]
    general = run["general"]
    g = score_cand(t, general, s.inventions)
    pos = t.labels == 1
    lost = np.flatnonzero(pos & (g > 0) & (scores == 0))
    if not len(lost):
        return []
    gacc = clause_values(tr, general.atoms, general.n, s.inventions)
    covered = (tr.labels == 1) & (gacc.reshape(tr.S, -1).max(axis=1) > 0)
    cases = best.cases or (best,)
    if best.cases:
        bodies = [(cn, body, int(taken.sum())) for cn, body, _, taken in
                  s._cases(general.n, tuple(general.atoms), covered)]
    else:
        bodies = [(general.n, tuple(general.atoms), int(covered.sum()))]
    out = []
    for i in lost:
        ents = int(t.mask[i].sum())
        rec = {"glyph": run["glyphs"]["test"][i], "ents": ents}
        cover = [ci for ci, (bn, body, _) in enumerate(bodies)
                 if ents >= bn and score_clause(t, body, bn, s.inventions)[i] > 0]
        if not cover or len(cases) != len(bodies):
            rec["why"] = "nocase"
            out.append(rec)
            continue
        ci = min(cover, key=lambda c: -bodies[c][2])  # the largest case covering it
        c, body = cases[ci], bodies[ci][1]
        rec["n"] = bodies[ci][2]
        if ents < c.n:
            rec["why"] = "fewer"
            out.append(rec)
            continue
        k = len(body)
        while k < len(c.atoms) and score_clause(t, c.atoms[:k + 1], c.n, s.inventions)[i] > 0:
            k += 1
        if k >= len(c.atoms):
            rec["why"] = "joint"
            out.append(rec)
            continue
        a = c.atoms[k]
        inv = s.inventions.get(a[0])
        if inv is not None and all(len(v) == 1 for v in inv.variations):
            pred, allowed = inv.variations[0][0][0], [v[0][2] for v in inv.variations]
        else:
            pred, allowed = a[0], [a[2]]
        try:
            vals = [str(v) for v in s.bias.values(next(m for m in s.bias.bodies if m.predicate == pred)
                                                   .args[-1].type)]
        except (StopIteration, AttributeError, NesyError):
            vals = []
        offered = [v for v in vals if score_clause(t, c.atoms[:k] + ((pred, a[1], v),), c.n, s.inventions)[i] > 0]
        rec.update(why=pred, atom=f"{pred}{a[1]}", allowed=allowed, offered=offered)
        nb = getattr(t.bins, pred, 0)
        try:
            dist = [min(min(abs(int(o) - int(x)), nb - abs(int(o) - int(x)) if pred in ("phi", "slope") else 99)
                        for x in allowed) for o in offered]
            rec["dist"] = min(dist) if dist else None
        except ValueError:
            rec["dist"] = None
        out.append(rec)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("tag")
    ap.add_argument("--letters", nargs="*", default=D.B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("-v", action="store_true", help="print every lost positive")
    a = ap.parse_args()
    specs = [("searched", {"specific": False}), ("stack", dict(STACK, specific=True))]
    for v in a.variant:
        name, _, rest = v.partition(":")
        specs.append((name, D.parse_sets(x for x in rest.split(",") if x) | {"specific": True}))
    table = collections.defaultdict(dict)
    for letter in a.letters:
        for seed in a.seeds:
            path = D.CACHE / f"{a.tag}_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            t = run["tensors"]["test"]
            pos, neg = t.labels == 1, t.labels == 0
            glyphs = run["glyphs"]["test"]
            print(f"\n## {letter} seed {seed}: searched {run['searcher'].best.text}")
            for name, opts in specs:
                best, out = D.apply(run, opts)
                (p, nn, pn), sc = out["test"]
                rn = out["missing"][0][1]
                table[name][(letter, seed)] = (pn, p, nn, rn, out["train"][0][2])
                fp = collections.Counter(glyphs[i] for i in np.flatnonzero(neg & (sc > 0)))
                lostall = int(np.sum(pos & (sc == 0)))
                line = (f"  {name:10s} test P {p:.3f} N {nn:.3f} PN {pn:.3f} robust N {rn:.2f}; positives lost "
                        f"{lostall}; accepted negatives {sum(fp.values())} {dict(fp.most_common(5))}")
                if name != "searched":
                    recs = lost_reasons(run, best, sc)
                    cases = best.cases or (best,)
                    by = collections.Counter()
                    for r in recs:
                        size = r.get("n")
                        bucket = "?" if size is None else ("1" if size == 1 else "2-3" if size <= 3 else
                                                           "4-7" if size <= 7 else "8-15" if size <= 15 else "16+")
                        by[(r["why"], bucket, r.get("dist"))] += 1
                    line += (f"\n     cases {len(cases)} n {[c.n for c in cases]}; lost vs searched {len(recs)}: "
                             + ", ".join(f"{w}/n{b}/d{d}:{k}" for (w, b, d), k in sorted(by.items(), key=str)))
                    if a.v:
                        for r in recs:
                            line += f"\n       {r}"
                print(line, flush=True)
    print()
    for name, _ in specs:
        rows = table[name]
        if not rows:
            continue
        letters = sorted({k[0] for k in rows}, key=a.letters.index)
        per = {L: [v for k, v in rows.items() if k[0] == L] for L in letters}
        print(f"{name}: test PN {statistics.mean(v[0] for v in rows.values()):.4f} robust N "
              f"{statistics.mean(v[3] for v in rows.values()):.4f} train PN {statistics.mean(v[4] for v in rows.values()):.4f} "
              f"runs {len(rows)} | " + " ".join(f"{L} {statistics.mean(v[0] for v in per[L]):.3f}" for L in letters)
              + " | robust " + " ".join(f"{L} {statistics.mean(v[3] for v in per[L]):.2f}" for L in letters))
        if name != "searched":  # the bound if narrowing lost no test positive: searched P x this N
            base = table["searched"]
            print(f"   searched P x {name} N: {statistics.mean(base[k][1] * v[2] for k, v in rows.items()):.4f}")


if __name__ == "__main__":
    main()
