"""Perception (b)'s ceiling for NeSy-π (session 26, issue 11): (a)'s own learned clauses scored on
perception (b)'s scenes of the same seed, exactly as ``nesy_pi.py --noisy`` scores (b).

    OMP_NUM_THREADS=1 python benchmarks/nesypi28_noisy_ceiling.py
        # the 8 patterns, 5 seeds: (a)'s clause on (a)'s and (b)'s test scenes, and the (b) runs of
        # Three Same and Two Pairs with both clauses' (b) train PN (max scorer, as the search ranks)
    OMP_NUM_THREADS=1 python benchmarks/nesypi28_noisy_ceiling.py --patterns three_same two_pairs \
        --b-set nc=0.7 --b-set sc=0.7 --tag nc07   # diagnostic: (b) with lower invention thresholds

For each pattern and seed, nesy_pi.run learns under (a) (kandinsky.nesy / complex.nesy, SEARCH, 100
training and 200 test scenes, 60 CPU s), keeping the Searcher (the learner's own class, recorded on
construction). Its clause text (the learner's ``program_text``) is then scored on nesy_pi.program's
(b) scenes (nesy_pi.noisy, the same seed) by the learner's own test path: exact inference
(``exact_scores``: ``program.query`` on the scenes' facts), test P/N/PN (``metrics``) and accuracy at 0.5;
the max-proof PN (``score_cand``) beside it. The same path applied to the runs' own clauses on
their own test scenes must give the runs' recorded figures (checked: "check_a"/"check_b" in the raw
rows, "checks N/N" in the output).

If (a)'s clause scores accuracy more than 0.03 below (a) under (b), then "learn (a)'s clauses and
stay within 0.03 of (a)'s accuracy" cannot both hold, whatever the search: the perception decides.

With (b) runs (``--b-patterns``, default Three Same and Two Pairs): the clause (b) learns, and both
clauses' (b) TRAIN P/N/PN under the max scorer (what the search ranks by) and by exact inference;
and the P/N of (a)'s invented predicates on (b)'s training scenes (eqs 7-8, the invention's atom as
a clause over its arity's entities), against the thresholds nc = sc = 0.9 invention needs.

The brute-force check (Three Same and Two Pairs, every (b) test scene, when (a)'s clause is "three
objects of one colour and shape" / "two pairs of one colour and shape"): the probability of the
concept by enumerating all 9^n colour-shape worlds of the scene (independent per-object maps),
and the most probable proof max over tuples and classes of the product of the distinct
confidences, both written here in plain loops, against exact_scores and the max scorer.

Raw rows: benchmarks/results/nesypi28_noisy_ceiling.json (``--tag`` adds a suffix).
"""
from __future__ import annotations

import argparse
import itertools
import json
import resource
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import nesy_pi as NP  # its generators, settings and runs, not copies

import nesylang.learners.nesy_pi.learner as L
from nesylang.bias import Bias
from nesylang.learners.nesy_pi.scenes import perceive
from nesylang.learners.nesy_pi.scorer import SceneTensors, metrics, score_clause

CAPTURED: list = []


class _Recording(L.Searcher):
    """The learner's Searcher, recorded on construction (to keep the best clause and inventions)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        CAPTURED.append(self)


L.Searcher = _Recording


B_EXTRA: dict = {}  # nesy_pi options for the (b) runs only (--b-set; a diagnostic, not a setting)


def learn(pattern: str, seed: int, noisy: bool):
    """nesy_pi.run under (a) or (b), with its Searcher."""
    CAPTURED.clear()
    saved = dict(NP.EXTRA)
    if noisy:
        NP.EXTRA.update(B_EXTRA)
    try:
        row = NP.run(pattern, seed, True, 100, 200, 60.0, transform=NP.noisy if noisy else None)
    finally:
        NP.EXTRA.clear()
        NP.EXTRA.update(saved)
    assert len(CAPTURED) == 1
    return row, CAPTURED[0]


def datasets(pattern: str, seed: int, noisy: bool):
    """(train, test, bins) as the learner reads them, from nesy_pi.program."""
    p = NP.program(pattern, 100, 200, seed, NP.noisy if noisy else None)
    bins = L.bins_of_checked(Bias.from_program(p.loaded), None)
    return perceive(p, p.dataset("train")), perceive(p, p.dataset("test")), bins


def evaluate(searcher, data, bins) -> dict:
    """The learner's test path for ``searcher``'s best clause on ``data``: exact inference on
    the clause text, P/N/PN and accuracy at 0.5; the max-proof PN beside it; the scores."""
    text, _ = L.NesyPiLearner().program_text(searcher, searcher.best)
    exact = L.exact_scores(data, bins, text, "target")
    y = np.array([int(s.label) for s in data.scenes])
    p, n, pn = metrics(exact, y)
    # a fresh SceneTensors: invention arrays are cached by name, and (a) and (b) reuse names
    mx = L.score_cand(SceneTensors(data, bins), searcher.best, searcher.inventions)
    mp, mn, mpn = metrics(mx, y)
    return {"p": p, "n": n, "pn": pn, "accuracy": float(np.mean((exact >= 0.5) == (y == 1))),
            "positives_below": float(np.mean(exact[y == 1] < 0.5)),
            "negatives_above": float(np.mean(exact[y == 0] >= 0.5)),
            "max_p": mp, "max_n": mn, "max_pn": mpn, "_exact": exact, "_max": mx}


def reproduces(ev: dict, row: dict) -> bool:
    """Whether :func:`evaluate` gives a run's own recorded test PN and accuracy."""
    return abs(ev["accuracy"] - row["accuracy"]) < 1e-9 and abs(ev["pn"] - row["test_pn"]) < 1e-9


def invention_pn(searcher, data, bins) -> list[dict]:
    """P/N (eqs 7-8) on ``data`` of each invented predicate the best clause uses: its atom over
    entities 1..arity as a clause (the max over its variations, max over injective tuples)."""
    _, used = L.NesyPiLearner().program_text(searcher, searcher.best)
    t = SceneTensors(data, bins)
    out = []
    for name in used:
        inv = searcher.inventions[name]
        scores = score_clause(t, ((name, tuple(range(1, inv.arity + 1)), None),), inv.arity, searcher.inventions)
        p, n, pn = metrics(scores, t.labels)
        out.append({"name": name, "gloss": inv.gloss, "variations": len(inv.variations), "arity": inv.arity,
                    "p": p, "n": n, "pn": pn, "train_a_p": inv.p, "train_a_n": inv.n})
    return out


# ---- brute force (plain loops, independent of the scorer and of exact inference) ---------------

CLASSES = [(c, s) for c in NP.generate.COLORS for s in NP.generate.SHAPES]
THREE = ("target(X) :- in(O1, X), in(O2, X), in(O3, X), O1 \\== O2, O1 \\== O3, O2 \\== O3, {SAME}(O1, O2), "
         "{SAME}(O1, O3).")
PAIRS = ("target(X) :- in(O1, X), in(O2, X), in(O3, X), in(O4, X), O1 \\== O2, O1 \\== O3, O1 \\== O4, "
         "O2 \\== O3, O2 \\== O4, O3 \\== O4, {SAME}(O1, O2), {SAME}(O3, O4).")


def concept_of(structure: str) -> str | None:
    """"three" or "pairs" when (a)'s clause (invented predicates by definition) is the Three Same
    / Two Pairs concept with "same colour and shape" over all 3 colours and 3 shapes."""
    for kind, template in (("three", THREE), ("pairs", PAIRS)):
        head = template.split("{SAME}")[0]
        if not structure.startswith(head):
            continue
        rest = structure[len(head):]
        same = rest[:rest.index("}(") + 1]
        if template.replace("{SAME}", same) != structure:
            continue
        shapes = ["('shape', (1,), '" + s + "'), ('shape', (2,), '" + s + "')" for s in NP.generate.SHAPES]
        if all(x in same for x in shapes) and same.count("|") == 2 and same.count("inv_color") == 3:
            return kind  # same shape per variation, and the nested colour invention (checked below)
    return None


def brute(scene, kind: str) -> tuple[float, float]:
    """(P(concept), most probable proof) of one scene by enumerating its colour-shape worlds.

    Concept: ``three``: three distinct objects of one colour and shape; ``pairs``: distinct
    O1..O4 with O1, O2 of one colour and shape and O3, O4 of one colour and shape. Proof: a
    tuple of objects and a class per pair; its probability, the product of the distinct
    colour/shape facts it reads."""
    objs = scene.objects
    dist = [{k: dict(d) for k, d in o.attributes} for o in objs]
    prob = [{(c, s): dist[i]["color"].get(c, 0.0) * dist[i]["shape"].get(s, 0.0) for c, s in CLASSES}
            for i in range(len(objs))]
    n = len(objs)
    total = 0.0
    for world in itertools.product(range(len(CLASSES)), repeat=n):
        w = 1.0
        for i, k in enumerate(world):
            w *= prob[i][CLASSES[k]]
        if w == 0.0:
            continue
        if kind == "three":
            hit = any(world[a] == world[b] == world[c] for a, b, c in itertools.permutations(range(n), 3))
        else:
            hit = any(world[a] == world[b] and world[c] == world[d]
                      for a, b, c, d in itertools.permutations(range(n), 4))
        if hit:
            total += w
    best = 0.0
    if kind == "three":
        for a, b, c in itertools.permutations(range(n), 3):
            for k in CLASSES:
                best = max(best, prob[a][k] * prob[b][k] * prob[c][k])
    else:
        for a, b, c, d in itertools.permutations(range(n), 4):
            for k in CLASSES:
                for j in CLASSES:
                    best = max(best, prob[a][k] * prob[b][k] * prob[c][j] * prob[d][j])
    return total, best


def same_colour_complete(searcher) -> bool:
    """Whether the nested colour invention of (a)'s clause is "same colour" over all 3 colours."""
    _, used = L.NesyPiLearner().program_text(searcher, searcher.best)
    for name in used:
        if name.startswith("inv_color"):
            inv = searcher.inventions[name]
            want = {((("color", (1,), c), ("color", (2,), c))) for c in NP.generate.COLORS}
            return {tuple(sorted(v)) for v in inv.variations} == want
    return False


def main(argv=None) -> None:
    import torch

    torch.set_num_threads(1)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--patterns", nargs="*", default=NP.PATTERNS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--b-patterns", nargs="*", default=["three_same", "two_pairs"],
                    help="patterns whose (b) run is made too (train PN of both clauses)")
    ap.add_argument("--no-b", action="store_true", help="no (b) runs")
    ap.add_argument("--b-set", action="append", default=[], metavar="OPTION=VALUE",
                    help="a nesy_pi option for the (b) runs only, VALUE as JSON (a diagnostic: where the search "
                         "misses (a)'s clause)")
    ap.add_argument("--tag", default="")
    a = ap.parse_args(argv)
    for item in a.b_set:
        key, _, value = item.partition("=")
        B_EXTRA[key] = json.loads(value)
    rows, checks = [], []
    for pattern in a.patterns:
        for seed in a.seeds:
            cpu = time.process_time()
            row_a, sa = learn(pattern, seed, False)
            _, test_a, bins = datasets(pattern, seed, False)
            train_b, test_b, bins_b = datasets(pattern, seed, True)
            on_a = evaluate(sa, test_a, bins)
            on_b = evaluate(sa, test_b, bins_b)
            checks.append(reproduces(on_a, row_a))
            row = {"pattern": pattern, "seed": seed, "clause_a": row_a["clause"], "program_a": row_a["program"],
                   "accuracy_a": row_a["accuracy"], "test_pn_a": row_a["test_pn"],
                   "check_a": checks[-1],
                   "b_test_p": on_b["p"], "b_test_n": on_b["n"], "b_test_pn": on_b["pn"],
                   "b_accuracy": on_b["accuracy"], "b_test_pn_max": on_b["max_pn"],
                   "b_positives_below": on_b["positives_below"], "b_negatives_above": on_b["negatives_above"],
                   "b_test_p_max": on_b["max_p"], "b_test_n_max": on_b["max_n"]}
            kind = concept_of(row_a["program"]) if pattern in ("three_same", "two_pairs") else None
            if kind and same_colour_complete(sa):
                exact, mx = on_b["_exact"], on_b["_max"]
                diffs, mdiffs = [], []
                for i, sc in enumerate(test_b.scenes):
                    bp, bm = brute(sc, kind)
                    diffs.append(abs(bp - exact[i]))
                    mdiffs.append(abs(bm - mx[i]))
                    if i == 0:
                        row["brute_scene"] = {"id": sc.id, "label": sc.label,
                                              "objects": [dict(o.attributes) for o in sc.objects],
                                              "brute_force": bp, "exact_scores": float(exact[i]),
                                              "max_proof_by_hand": bm, "max_scorer": float(mx[i])}
                row["brute_concept"] = kind
                row["brute_max_abs_diff_exact"] = max(diffs)
                row["brute_max_abs_diff_max"] = max(mdiffs)
            if pattern in a.b_patterns and not a.no_b:
                row_b, sb = learn(pattern, seed, True)
                own = evaluate(sb, test_b, bins_b)
                checks.append(reproduces(own, row_b))
                ta = evaluate(sa, train_b, bins_b)
                tb = evaluate(sb, train_b, bins_b)
                checks.append(abs(tb["max_pn"] - row_b["train_pn"]) < 1e-9)
                row.update({"clause_b": row_b["clause"], "program_b": row_b["program"],
                            "check_b": checks[-2] and checks[-1],
                            "accuracy_b": row_b["accuracy"], "test_pn_b": row_b["test_pn"],
                            "same_clauses": NP.same_clauses(row_a, row_b),
                            "b_train_a_clause": {k: v for k, v in ta.items() if not k.startswith("_")},
                            "b_train_b_clause": {k: v for k, v in tb.items() if not k.startswith("_")},
                            "b_train_pn_searched": row_b["train_pn"], "entities_b": row_b["n"],
                            "inventions_a_on_b_train": invention_pn(sa, train_b, bins_b),
                            "inventions_b": [{"name": i.name, "gloss": i.gloss, "p": i.p, "n": i.n}
                                             for i in sb.inventions.values()]})
            if B_EXTRA:
                row["b_options"] = dict(B_EXTRA)
            row["cpu"] = round(time.process_time() - cpu, 2)
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if not k.startswith(("program", "clause", "inventions"))}),
                  flush=True)
    print(f"\nchecks (the test path reproduces the runs' figures): {sum(checks)}/{len(checks)}")
    print("\n| pattern | accuracy (a) | (a)'s clause under (b): accuracy | difference | test P | test N | test PN "
          "| max-proof PN | positives < 0.5 | negatives >= 0.5 | ceiling within 0.03 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for pattern in a.patterns:
        rs = [r for r in rows if r["pattern"] == pattern]

        def m(f, rs=rs):
            return statistics.mean(r[f] for r in rs)

        d = m("b_accuracy") - m("accuracy_a")
        print(f"| {pattern} | {m('accuracy_a'):.3f} | {m('b_accuracy'):.3f} | {d:+.3f} | {m('b_test_p'):.3f} | "
              f"{m('b_test_n'):.3f} | {m('b_test_pn'):.3f} | {m('b_test_pn_max'):.3f} | "
              f"{m('b_positives_below'):.3f} | {m('b_negatives_above'):.3f} | {'yes' if d >= -0.03 else 'no'} |")
    brs = [r for r in rows if "brute_concept" in r]
    if brs:
        print(f"\nbrute force: {len(brs)} runs' test scenes; most |brute - exact_scores| "
              f"{max(r['brute_max_abs_diff_exact'] for r in brs):.2e}, most |max proof by hand - max scorer| "
              f"{max(r['brute_max_abs_diff_max'] for r in brs):.2e}")
    bs = [r for r in rows if "clause_b" in r]
    if bs:
        print("\n| pattern | seed | (b) train PN max: (a)'s clause | (b)'s clause | exact: (a)'s | (b)'s "
              "| (a)'s inventions on (b) train: P / N |")
        print("|---|---|---|---|---|---|---|")
        for r in bs:
            inv = "; ".join(f"{i['name']} {i['p']:.2f} / {i['n']:.2f}" for i in r["inventions_a_on_b_train"])
            print(f"| {r['pattern']} | {r['seed']} | {r['b_train_a_clause']['max_pn']:.3f} | "
                  f"{r['b_train_b_clause']['max_pn']:.3f} | {r['b_train_a_clause']['pn']:.3f} | "
                  f"{r['b_train_b_clause']['pn']:.3f} | {inv} |")
    print(f"\npeak memory (max RSS): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB; "
          f"CPU s {sum(r['cpu'] for r in rows):.1f}")
    out = ROOT / "benchmarks" / "results" / f"nesypi28_noisy_ceiling{'_' + a.tag if a.tag else ''}.json"
    out.write_text(json.dumps(rows, indent=1, default=float) + "\n")


if __name__ == "__main__":
    main()
