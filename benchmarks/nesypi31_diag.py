"""Why perception (c) does not learn (a)'s clause on Two Pairs (session 27, issue 11).

    OMP_NUM_THREADS=1 python benchmarks/nesypi31_diag.py --seeds 0 1 2 3 4
    OMP_NUM_THREADS=1 python benchmarks/nesypi31_diag.py --resolved --tag resolved   # with the prototype

Per seed: nesy_pi.py's perception networks (train_perception), then nesy_pi.run of Two Pairs
under (a) and under (c) (learned_program), each keeping the learner's own Searcher. Then:

- both clauses scored on (c)'s TRAINING scenes with the learner's own scorer (score_cand on a
  fresh SceneTensors: the max scorer the search ranks by): P / N / PN;
- (a)'s invented predicates (eqs 7-8) on (c)'s training scenes, against nc = sc = 0.9;
- the networks' confidences on the scenes' crops: the true class's probability and the largest
  wrong-class probability, per attribute, over every object of the training and test scenes;
  and the product of the 8 confidences (a)'s clause reads on each positive training scene;
- the search traces of (a) and (c) (best clause and PN per step).

Raw rows: benchmarks/results/nesypi31_diag.json.
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import nesy_pi as NP
import nesypi31_learned  # noqa: F401  (its deep _structure: "same" compares meanings)

import nesylang.learners.nesy_pi.learner as L
from nesylang.bias import Bias
from nesylang.learners.nesy_pi.scenes import perceive
from nesylang.learners.nesy_pi.scorer import SceneTensors, metrics, score_clause

CAPTURED: list = []


def record() -> None:
    """The learner's Searcher (search.py's, or the prototype's after ``--resolved``), recorded on
    construction."""
    base = L.Searcher

    class _Recording(base):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            CAPTURED.append(self)

    L.Searcher = _Recording


def learn(pattern, seed, make=None):
    CAPTURED.clear()
    row = NP.run(pattern, seed, True, 100, 200, 60.0, make=make)
    assert len(CAPTURED) == 1
    return row, CAPTURED[0]


def data_of(p):
    bins = L.bins_of_checked(Bias.from_program(p.loaded), None)
    return perceive(p, p.dataset("train")), perceive(p, p.dataset("test")), bins


def score(searcher, cand, data, bins):
    t = SceneTensors(data, bins)  # fresh: invention arrays are cached by name
    s = L.score_cand(t, cand, searcher.inventions)
    return s, metrics(s, t.labels)


def inventions_on(searcher, cand, data, bins):
    _, used = L.NesyPiLearner().program_text(searcher, cand)
    t = SceneTensors(data, bins)
    out = []
    for name in used:
        inv = searcher.inventions[name]
        s = score_clause(t, ((name, tuple(range(1, inv.arity + 1)), None),), inv.arity, searcher.inventions)
        p, n, pn = metrics(s, t.labels)
        out.append({"name": name, "gloss": inv.gloss[:200], "p": p, "n": n, "pn": pn,
                    "p_a": inv.p, "n_a": inv.n})
    return out


def confidences(raw_scenes, perceived):
    """Per attribute: true-class probabilities and largest wrong-class probabilities."""
    out = {"color": ([], []), "shape": ([], [])}
    for rs, ps in zip(raw_scenes, perceived.scenes):
        for ro, po in zip(rs["objects"], ps.objects):
            d = dict(po.attributes)
            for k in ("color", "shape"):
                dist = dict(d[k])
                out[k][0].append(dist[ro[k]])
                out[k][1].append(max(v for c, v in dist.items() if c != ro[k]))
    return {k: (np.array(a), np.array(b)) for k, (a, b) in out.items()}


def summary(x):
    q = np.quantile(x, [0.0, 0.01, 0.05, 0.1, 0.5])
    return {"min": q[0], "q01": q[1], "q05": q[2], "q10": q[3], "median": q[4], "mean": float(x.mean()),
            "below_0.5": float(np.mean(x < 0.5)), "below_0.99": float(np.mean(x < 0.99)),
            "below_0.999": float(np.mean(x < 0.999))}


def main(argv=None):
    import torch

    torch.set_num_threads(1)
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--pattern", default="two_pairs")
    ap.add_argument("--tag", default="")
    ap.add_argument("--resolved", action="store_true",
                    help="search with nesypi31_complete's prototype (complete chosen at the data's resolution)")
    ap.add_argument("--thresholds", action="store_true",
                    help="with --resolved: nesypi31_complete's THRESHOLDS variant too")
    a = ap.parse_args(argv)
    if a.resolved:
        import nesypi31_complete

        nesypi31_complete.install(thresholds=a.thresholds)
    record()
    rows = []
    for seed in a.seeds:
        cpu = time.process_time()
        perception, prow = NP.train_perception(seed)
        row_a, sa = learn(a.pattern, seed)
        def make(seed=seed, perception=perception):
            return NP.learned_program(a.pattern, 100, 200, seed, perception)

        row_c, sc = learn(a.pattern, seed, make)
        pc = make()
        train_c, test_c, bins = data_of(pc)
        pa = NP.program(a.pattern, 100, 200, seed)
        train_a, _, _ = data_of(pa)
        sa_c, (p1, n1, pn1) = score(sa, sa.best, train_c, bins)
        sc_c, (p2, n2, pn2) = score(sc, sc.best, train_c, bins)
        _, (p3, n3, pn3) = score(sc, sc.best, train_a, bins)
        raw_train = NP.generate.scenes(a.pattern, 100, seed, "a")
        raw_test = NP.generate.scenes(a.pattern, 200, seed, "b")
        conf_tr = confidences(raw_train, train_c)
        conf_te = confidences(raw_test, test_c)
        y = np.array([int(s.label) for s in train_c.scenes])
        row = {"seed": seed, "perception": prow,
               "a_clause": row_a["clause"], "c_clause": row_c["clause"],
               "a_program": row_a["program"], "c_program": row_c["program"],
               "same": NP.same_clauses(row_a, row_c),
               "acc_a": row_a["accuracy"], "acc_c": row_c["accuracy"],
               "train_pn_a_run": row_a["train_pn"], "train_pn_c_run": row_c["train_pn"],
               "c_train_a_clause": [p1, n1, pn1], "c_train_c_clause": [p2, n2, pn2],
               "a_train_c_clause": [p3, n3, pn3],
               "a_clause_c_train_pos": {"min": float(sa_c[y == 1].min()),
                                        "below_0.5": int(np.sum(sa_c[y == 1] < 0.5)),
                                        "below_0.99": int(np.sum(sa_c[y == 1] < 0.99))},
               "a_clause_c_train_neg_max": float(sa_c[y == 0].max()),
               "c_clause_c_train_pos_below_0.5": int(np.sum(sc_c[y == 1] < 0.5)),
               "c_clause_c_train_neg_above_0.5": int(np.sum(sc_c[y == 0] >= 0.5)),
               "inv_a_on_c_train": inventions_on(sa, sa.best, train_c, bins),
               "inv_c_on_c_train": inventions_on(sc, sc.best, train_c, bins),
               "conf_train": {k: {"true": summary(t), "wrong_max": summary(-w)} for k, (t, w) in conf_tr.items()},
               "conf_test": {k: {"true": summary(t), "wrong_max": summary(-w)} for k, (t, w) in conf_te.items()},
               "trace_a": [(r.n, r.predicates, r.step, r.best, r.pn) for r in sa.trace],
               "trace_c": [(r.n, r.predicates, r.step, r.best, r.pn) for r in sc.trace],
               "inventions_c": [(i.name, i.p, i.n, i.gloss[:300]) for i in sc.inventions.values()],
               "inventions_a": [(i.name, i.p, i.n, i.gloss[:300]) for i in sa.inventions.values()],
               "scored_a": sa.scored, "scored_c": sc.scored,
               "cpu": round(time.process_time() - cpu, 2)}
        rows.append(row)
        print(json.dumps({k: v for k, v in row.items() if not k.startswith(("trace", "inventions", "conf", "inv_",
                                                                             "a_program", "c_program"))},
                         default=float), flush=True)
    print(f"peak memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    out = ROOT / "benchmarks" / "results" / f"nesypi31_diag{'_' + a.tag if a.tag else ''}.json"
    out.write_text(json.dumps(rows, indent=1, default=float) + "\n")
    print("wrote", out)


if __name__ == "__main__":
    main()
