"""MONK-1 with the neural DNF learner (issue 10), run by ``#learn`` on generated programs:
network, thresholded and disentangled F1 against scikit-learn's DecisionTreeClassifier on the
same splits, and the faithfulness of the rules.

Data: all 432 rows (a1, a2, a4 in 1..3; a3, a6 in 1..2; a5 in 1..4), y = (a1 = a2) or (a5 = 1),
5 stratified 70/30 splits (StratifiedShuffleSplit, random_state = split). Each split writes a
program (432 robots as facts; ``#modeb(head_shape(+robot, #shape))`` and the like for the four
attributes with 3-4 values, one input per value; ``#modeb(smiling(+robot))`` and
``#modeb(has_tie(+robot))`` for the two binary ones: 15 inputs), train.jsonl / test.jsonl, and
``#learn monk1/1 using ndnf(data=train, test=test, ...)``, loaded and run as a directive.
F1 on the test part. "disentangled (sweep)" is the paper's pipeline (output layer thresholded,
v2); "disentangled" is the learner's default ``disj=auto`` (the output nodes split exactly
too, kept when not worse on train). "≡ MONK-1": the rules equal MONK-1 on all 432 rows.
Faithfulness: the discretised network, the clauses under nesylang inference and clingo on the
export agree on all 432 robots.

    python benchmarks/ndnf_monk1.py [--epochs 300] [--conjunctions 32] [--splits 5]
"""
from __future__ import annotations

import argparse
import itertools
import json
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

SIZES = (3, 3, 2, 3, 4, 2)
ATTRS = ("head_shape", "body_shape", "smiling", "holding", "jacket_color", "has_tie")
VALUES = (("round", "square", "octagon"), ("round", "square", "octagon"), None,
          ("sword", "balloon", "flag"), ("red", "yellow", "green", "blue"), None)  # None: unary, true iff 1


def monk1():
    rows = np.array(list(itertools.product(*(range(1, n + 1) for n in SIZES))))
    y = ((rows[:, 0] == rows[:, 1]) | (rows[:, 4] == 1)).astype(int)
    return rows, y


def one_hot(rows):
    return np.concatenate([(rows[:, [k]] == (np.array([1]) if n == 2 else np.arange(1, n + 1))).astype(int)
                           for k, n in enumerate(SIZES)], axis=1)


def write_program(folder: Path, rows, y, tr, te, options: str) -> Path:
    facts = []
    for i, r in enumerate(rows):
        facts.append(f"robot(r{i}).")
        facts += [f"{a}(r{i}, {VALUES[k][v - 1]})." if VALUES[k] else f"{a}(r{i})."
                  for k, (a, v) in enumerate(zip(ATTRS, r)) if VALUES[k] or v == 1]
    (folder / "monk1_facts.nesy").write_text("\n".join(facts) + "\n")
    for name, idx in (("train", tr), ("test", te)):
        (folder / f"{name}.jsonl").write_text(
            "".join(json.dumps({"query": f"monk1(r{i})", "p": int(y[i])}) + "\n" for i in idx))
    text = [":- consult('monk1_facts.nesy').", "#modeh(monk1(+robot))."]
    text += [f"#modeb({a}(+robot, #{a}_v))." if vs else f"#modeb({a}(+robot))." for a, vs in zip(ATTRS, VALUES)]
    text += [f"#type({a}_v, [{', '.join(vs)}])." for a, vs in zip(ATTRS, VALUES) if vs]
    text += ['#data(train, jsonl("train.jsonl")).', '#data(test, jsonl("test.jsonl")).',
             f'#learn monk1/1 using ndnf(data=train, test=test{options}, asp="monk1.lp").']
    path = folder / "monk1.nesy"
    path.write_text("\n".join(text) + "\n")
    return path


def mean_ste(v):
    v = [float(a) for a in v]
    ste = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else 0.0
    return f"{statistics.mean(v):.3f} ± {ste:.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--conjunctions", type=int, default=32)
    ap.add_argument("--splits", type=int, default=5)
    args = ap.parse_args()
    torch.set_num_threads(1)
    from sklearn.metrics import f1_score
    from sklearn.model_selection import StratifiedShuffleSplit
    from sklearn.tree import DecisionTreeClassifier

    import nesylang
    from nesylang.learners.api import run_directive
    from nesylang.learners.ndnf import discretise as dz
    from nesylang.learners.ndnf.rules import rule_lengths

    rows, y = monk1()
    xb = one_hot(rows)
    keys = ("net", "thr", "sweep", "dis", "exact", "exact_sweep", "rules", "len", "thr_rules", "dt", "leaves",
            "depth", "sec", "faith_nesy", "faith_clingo", "split")
    out = {k: [] for k in keys}
    for split in range(args.splits):
        sss = StratifiedShuffleSplit(n_splits=1, test_size=0.3, random_state=split)
        tr, te = next(sss.split(xb, y))
        with tempfile.TemporaryDirectory() as tmp:
            path = write_program(Path(tmp), rows, y, tr, te,
                                 f", conjunctions={args.conjunctions}, epochs={args.epochs}, seed={split}")
            t0 = time.perf_counter()
            program = nesylang.Program.from_file(path)
            (directive,) = program.loaded.learn
            r = run_directive(program, directive)
            out["sec"].append(time.perf_counter() - t0)
        d = r.details
        x, yy, tri, tei = d["x"], d["y"], d["train_idx"], d["test_idx"]
        final, thr = d["discretised"], d["thresholded"]
        pc, pd = d["pruned"]
        sweep = dz.disentangle(pc, pd, x[tri], yy[tri], disj_mode="sweep", fallback_tau=thr.tau)
        # rows of the learner's table are the robots r0..r431 in order: the same as `rows`
        truth = y.reshape(-1, 1)
        out["net"].append(r.metric("network", "test f1"))
        out["thr"].append(r.metric("threshold", "test f1"))
        out["dis"].append(r.metric("disentangle", "test f1"))
        out["sweep"].append(dz.metrics(sweep.predict(x[tei]), yy[tei])["f1"])
        out["exact"].append(bool((final.predict(x) == truth).all()))
        out["exact_sweep"].append(bool((sweep.predict(x) == truth).all()))
        out["split"].append(final.stats.get("disj"))
        lens = rule_lengths(final.conj, final.disj)
        out["rules"].append(len(lens))
        out["len"].append(statistics.mean(lens) if lens else 0)
        out["thr_rules"].append(len(rule_lengths(thr.conj, thr.disj)))
        out["faith_nesy"].append(d["faithfulness"]["nesylang"])
        out["faith_clingo"].append(d["faithfulness"]["clingo"])
        dt = DecisionTreeClassifier(random_state=split).fit(xb[tr], y[tr])
        out["dt"].append(f1_score(y[te], dt.predict(xb[te])))
        out["leaves"].append(dt.get_n_leaves())
        out["depth"].append(dt.get_depth())
        print(f"split {split}: network {out['net'][-1]:.3f}  thresholded {out['thr'][-1]:.3f}  "
              f"disentangled-sweep {out['sweep'][-1]:.3f} (≡: {out['exact_sweep'][-1]})  "
              f"disentangled {out['dis'][-1]:.3f} (disj={out['split'][-1]}, {out['rules'][-1]} rules, "
              f"≡ MONK-1: {out['exact'][-1]}, faithful nesylang {out['faith_nesy'][-1]} clingo "
              f"{out['faith_clingo'][-1]})  DT {out['dt'][-1]:.3f} ({out['leaves'][-1]} leaves, depth "
              f"{out['depth'][-1]})  {out['sec'][-1]:.1f} s", flush=True)
        print("  " + r.text.replace("\n", "\n  "), flush=True)
    net = out["net"]
    print()
    print("| | F1 (mean ± ste) | drop vs network | rules / leaves | mean rule length / depth |")
    print("|---|---|---|---|---|")
    print(f"| NDNF network | {mean_ste(net)} | | | |")
    print(f"| thresholded | {mean_ste(out['thr'])} | {mean_ste(a - b for a, b in zip(net, out['thr']))} | "
          f"{mean_ste(out['thr_rules'])} | |")
    print(f"| disentangled, output thresholded (sweep) | {mean_ste(out['sweep'])} | "
          f"{mean_ste(a - b for a, b in zip(net, out['sweep']))} | | |")
    print(f"| disentangled (disj=auto) | {mean_ste(out['dis'])} | {mean_ste(a - b for a, b in zip(net, out['dis']))} | "
          f"{mean_ste(out['rules'])} | {mean_ste(out['len'])} |")
    print(f"| DecisionTree | {mean_ste(out['dt'])} | | {mean_ste(out['leaves'])} | {mean_ste(out['depth'])} |")
    print(f"\ndisentangled ≡ MONK-1 on all 432 rows in {sum(out['exact'])} of {args.splits} splits "
          f"(sweep: {sum(out['exact_sweep'])}); disj chosen: {out['split']}; faithfulness (nesylang, clingo) "
          f"min {min(out['faith_nesy'])}, {min((f for f in out['faith_clingo'] if f is not None), default=None)}; "
          f"#learn end to end {mean_ste(out['sec'])} s per split")


if __name__ == "__main__":
    main()
