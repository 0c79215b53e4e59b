"""Session 21: why narrowing (``specific``) loses test PN on the letters, and narrowing variants
compared on the same searched clauses.

``search``: run the letters as ``benchmarks/nesy_pi.py --letters --no-baseline`` does (run_letter's
scenes, LETTERS_SEARCH, 120 CPU s limit) without narrowing, and pickle the searcher after the search
with the train/test/robustness tensors (CACHE/<tag>_<letter>_<seed>.pkl; the search is what costs).
``variants``: for each cached run apply narrowing variants (``--variant NAME:opt=json,...``) to the
same searched clause and print test PN / robustness N per letter; ``--why VARIANT`` lists, for each
test positive the searched clause covers and the variant rejects, the reason: no case kept for it,
or the narrowing atom(s) that reject it and whether a neighbouring bin would have kept it.

    OMP_NUM_THREADS=1 python benchmarks/nesypi21_diag.py search auto --letters M R --seeds 0 1 --set auto_bins=true
    OMP_NUM_THREADS=1 python benchmarks/nesypi21_diag.py variants auto --variant s20:specific_cases=true,specific_support=2 \
        --variant interval:specific_cases=true,specific_interval=true --why s20

(``variants`` re-runs ``Searcher.specialise`` on the cached searched clause; on session 20's settings
it gives session 20's end-to-end rows exactly. ``split="count"`` in a variant: an experiment, cases
taken as the covered positives grouped by entity count instead of the invention's cases.)
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

CACHE = Path(os.environ.get("NESYPI21_CACHE", "/tmp/nesypi21_cache"))


def search(tag: str, letters, seeds, sets) -> None:
    import torch

    from nesylang.learners.nesy_pi import search as S
    from nesylang.learners.nesy_pi.scorer import SceneTensors

    torch.set_num_threads(1)
    CACHE.mkdir(parents=True, exist_ok=True)
    options = dict(B.LETTERS_SEARCH)
    options.update(sets)
    options["specific"] = False
    held = {}
    orig_run = S.Searcher.run

    def run(self):
        held["searcher"] = self
        return orig_run(self)

    S.Searcher.run = run
    glyphs: list = []
    orig_points = B.generate.glyph_points

    def points(glyph, step=1.0):
        glyphs.append(glyph)
        return orig_points(glyph, step)

    B.generate.glyph_points = points
    for seed in seeds:
        for letter in letters:
            glyphs.clear()
            p = B.Program.from_file(B.ROOT / "examples" / "kandinsky" / "letters.nesy")
            sets_ = {}
            for name, prefix, neg in (("train", "a", "letters"), ("test", "b", "letters"), ("missing", "c", "missing")):
                start = len(glyphs)
                n = 100 if name == "train" else 200
                p.add_data(name, scenes=B.generate.letter_scenes(letter, n, seed, prefix, neg), grouping={})
                sets_[name] = list(glyphs[start:])
            cpu = time.process_time()
            r = p.learn("nesy_pi", target="target/1", data="train", test=["test", "missing"],
                        time_limit=120.0, **options)
            cpu = time.process_time() - cpu
            s = held.pop("searcher")
            s.s.deadline = None
            bins = r.details.get("bins") or s.t.bins
            tens = {"train": s.t}
            for name in ("test", "missing"):
                tens[name] = SceneTensors(p.dataset(name), bins)
            out = CACHE / f"{tag}_{letter}_{seed}.pkl"
            with open(out, "wb") as f:
                pickle.dump({"searcher": s, "tensors": tens, "glyphs": sets_, "cpu": cpu,
                             "stopped": r.details["stopped"], "options": options,
                             "test_pn": r.metric("test test", "PN"), "robust_n": r.metric("test missing", "N")}, f)
            print(json.dumps({"letter": letter, "seed": seed, "cpu": round(cpu, 2), "test_pn": r.metric("test test", "PN"),
                              "clause": r.details["target_clause"], "load": os.getloadavg()[0]}), flush=True)


def apply(run: dict, opts: dict):
    """The run's searched clause narrowed under ``opts`` (Settings fields); returns (cand, cpu s)."""
    from nesylang.learners.nesy_pi.learner import score_cand
    from nesylang.learners.nesy_pi.scorer import metrics

    s = run["searcher"]
    general = run.setdefault("general", s.best)
    s.best = general
    saved = copy.copy(s.s)
    for k, v in opts.items():
        if k != "split":
            setattr(s.s, k, v)
    cpu = time.process_time()
    split = opts.get("split")
    if split == "count":  # experiment: cases = the covered positives by entity count
        s.s.specific_cases = True
        orig = type(s)._cases

        def by_count(self, n, atoms, covered):
            from nesylang.learners.nesy_pi.scorer import clause_values
            counts = self.t.mask.sum(axis=1)
            groups = sorted({int(c) for c in counts[covered]}, reverse=True)
            if len(groups) < 2:
                return []
            acc = clause_values(self.t, atoms, n, self.inventions)
            return [(n, atoms, acc, covered & (counts == c)) for c in groups]
        type(s)._cases = by_count
    if opts.get("specific", True):
        try:
            s.specialise()
        finally:
            if split == "count":
                type(s)._cases = orig
    cpu = time.process_time() - cpu
    best = s.best
    s.s = saved
    s.best = general
    out = {"cpu": cpu}
    for name, t in run["tensors"].items():
        sc = score_cand(t, best, s.inventions)
        out[name] = (metrics(sc, t.labels), sc)
    return best, out


def variants(tag: str, specs, why: str | None, letters, seeds) -> None:
    rows = {}
    for letter in letters:
        for seed in seeds:
            path = CACHE / f"{tag}_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            for name, opts in specs:
                best, out = apply(run, opts)
                rows.setdefault(name, {}).setdefault(letter, []).append(
                    (out["test"][0][2], out["missing"][0][1], out["train"][0][2], out["cpu"], run["cpu"]))
                if name == why:
                    explain(run, best, out, letter, seed)
    for name, _ in specs:
        per = rows.get(name, {})
        allruns = [x for v in per.values() for x in v]
        if not allruns:
            continue
        print(f"\n{name}: test PN {statistics.mean(x[0] for x in allruns):.4f}, robustness N "
              f"{statistics.mean(x[1] for x in allruns):.4f}, train PN {statistics.mean(x[2] for x in allruns):.4f}, "
              f"runs {len(allruns)}, narrowing CPU s most {max(x[3] for x in allruns):.1f}, "
              f"search+narrowing CPU s most {max(x[3] + x[4] for x in allruns):.1f}")
        print("| letter | test PN per seed | mean | robustness N per seed | mean |")
        print("|---|---|---|---|---|")
        for letter, v in per.items():
            print(f"| {letter} | {' '.join(f'{x[0]:.3f}' for x in v)} | {statistics.mean(x[0] for x in v):.3f} | "
                  f"{' '.join(f'{x[1]:.2f}' for x in v)} | {statistics.mean(x[1] for x in v):.3f} |")


def explain(run, best, out, letter, seed) -> None:
    """Test positives the searched clause covers and ``best`` does not: why. Per lost positive:
    ``nocase`` (no kept case's unfolded body covers it), ``fewer`` (a case body covers it but the
    narrowed case reads more entities than the scene has), else ``atom`` (the first narrowing atom
    that rejects it under the earlier atoms' witnesses; the values the scene offers there against
    the allowed ones)."""
    import numpy as np

    from nesylang.errors import NesyError
    from nesylang.learners.nesy_pi.learner import score_cand
    from nesylang.learners.nesy_pi.scorer import score_clause

    s = run["searcher"]
    t = run["tensors"]["test"]
    tr = run["tensors"]["train"]
    general = run["general"]
    g = score_cand(t, general, s.inventions)
    b = out["test"][1]
    pos = t.labels == 1
    lost = np.flatnonzero(pos & (g > 0) & (b == 0))
    gl = run["glyphs"]["test"]
    cases = best.cases or (best,)
    # the kept cases' unfolded bodies (before narrowing), in the same order
    from nesylang.learners.nesy_pi.scorer import clause_values

    gacc = clause_values(tr, general.atoms, general.n, s.inventions)
    covered = (tr.labels == 1) & (gacc.reshape(tr.S, -1).max(axis=1) > 0)
    if best.cases:
        bodies = [(cn, body) for cn, body, _, _ in s._cases(general.n, tuple(general.atoms), covered)]
    else:
        bodies = [(general.n, tuple(general.atoms))]
    kinds = {}
    lines = []
    for i in lost:
        ents = int(t.mask[i].sum())
        why = None
        body_cover = [ents >= bn and score_clause(t, body, bn, s.inventions)[i] > 0 for bn, body in bodies]
        if not any(body_cover):
            why = "nocase"
            detail = ""
        else:
            ci = body_cover.index(True)
            c = cases[ci]
            body = bodies[ci][1]
            if ents < c.n:
                why = "fewer"
                detail = f"case{ci} n={c.n} > {ents}"
            else:
                why = "atom"
                k = len(body)
                while k < len(c.atoms) and score_clause(t, c.atoms[:k + 1], c.n, s.inventions)[i] > 0:
                    k += 1
                a = c.atoms[k]
                inv = s.inventions.get(a[0])
                if inv is not None and all(len(v) == 1 for v in inv.variations):
                    pred = inv.variations[0][0][0]
                    allowed = [v[0][2] for v in inv.variations]
                    vars_ = a[1]
                else:
                    pred, vars_, allowed = a[0], a[1], [a[2]]
                try:
                    vals = [str(v) for v in s.bias.values(next(m for m in s.bias.bodies if m.predicate == pred)
                                                           .args[-1].type)]
                except (StopIteration, AttributeError, NesyError):
                    vals = []
                offered = [v for v in vals
                           if score_clause(t, c.atoms[:k] + ((pred, vars_, v),), c.n, s.inventions)[i] > 0]
                trsupport = {v: int(((score_clause(tr, c.atoms[:len(body)] + ((pred, vars_, v),), c.n,
                                                   s.inventions) > 0) & (tr.labels == 1)).sum()) for v in allowed}
                why = f"atom:{pred}"
                detail = f"case{ci} atom#{k - len(body)} {pred}{vars_} allowed {trsupport} offered {offered}"
        kinds[why.split(':')[0]] = kinds.get(why.split(':')[0], 0) + 1
        lines.append(f"  test {i} glyph {gl[i]} ents {ents}: {why} {detail}")
    trp = tr.labels == 1
    print(f"\n## {letter} seed {seed}: test P searched {float(np.mean(g[pos])):.3f} -> {float(np.mean(b[pos])):.3f}, "
          f"N {float(np.mean(1 - g[~pos])):.3f} -> {float(np.mean(1 - b[~pos])):.3f}; lost {len(lost)} {kinds}; "
          f"cases {len(cases)} (n {[c.n for c in cases]}, train positives "
          f"{[int(((score_clause(tr, c.atoms, c.n, s.inventions) > 0) & trp).sum()) for c in cases]})")
    print("\n".join(lines))


def parse_sets(items):
    out = {}
    for item in items:
        k, _, v = item.partition("=")
        out[k] = json.loads(v)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("search", "variants"))
    ap.add_argument("tag")
    ap.add_argument("--letters", nargs="*", default=B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--variant", action="append", default=[], help="NAME:opt=json,opt=json (Settings fields)")
    ap.add_argument("--why", default=None)
    a = ap.parse_args()
    if a.mode == "search":
        search(a.tag, a.letters, a.seeds, parse_sets(a.set))
        return
    specs = [("searched", {"specific": False})]
    for v in a.variant:
        name, _, rest = v.partition(":")
        specs.append((name, parse_sets(x for x in rest.split(",") if x) | {"specific": True}))
    variants(a.tag, specs, a.why, a.letters, a.seeds)


if __name__ == "__main__":
    main()
