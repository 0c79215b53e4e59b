"""A Car-like multiclass task with NDNF-MT (issue 10, ``variant=mt``), run by ``#learn``.

Data: all 1,728 combinations of buying, maint (vhigh, high, med, low = 0-3), doors (2, 3, 4,
5more = 0-3), persons (2, 4, more), lug_boot (small, med, big), safety (low, med, high) (0-2).
With price = buying + maint and comfort = [doors >= 4] + [persons = more] + lug_boot, first
match: unacc if persons = 2 or safety = low or price <= 1; unacc if comfort = 0 and safety =
med; vgood if safety = high and price >= 4 and comfort >= 3; good if price >= 4 and (safety =
high or comfort >= 2); else acc. (Levels are numbered so that a higher price value is cheaper:
vhigh = 0.) 5-fold StratifiedKFold(shuffle=True, random_state=0); weighted F1 on the test fold.
Each fold writes a program (``car(c0). buying(c0, vhigh). ...``, one-hot inputs via
``#modeb(buying(+car, #level))`` and the like: 21 inputs; ``#modeh(class(+car, #cls))``) and
runs ``#learn class/2 using ndnf(variant=mt, ...)``. Faithfulness: nesylang's probabilities of
every (car, class) under the annotated disjunctions equal the discretised network's within
1e-9; the activation patterns are taken from all 1,728 cars (the whole input space).

    python benchmarks/ndnf_car.py [--conjunctions 32] [--epochs 300] [--folds 5] [--max-folds K] [--skip-folds J]
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

ATTRS = ("buying", "maint", "doors", "persons", "lug_boot", "safety")
VALUES = (("vhigh", "high", "med", "low"), ("vhigh", "high", "med", "low"), ("d2", "d3", "d4", "d5more"),
          ("p2", "p4", "pmore"), ("small", "med", "big"), ("low", "med", "high"))
TYPES = ("price_level", "price_level", "doors_v", "persons_v", "lug_v", "safety_v")
CLASSES = ("unacc", "acc", "good", "vgood")


def car_rows():
    rows = np.array(list(itertools.product(*(range(len(v)) for v in VALUES))))
    b, m, d, p, lug, s = rows.T
    price = b + m
    comfort = (d >= 2).astype(int) + (p == 2).astype(int) + lug
    y = np.full(len(rows), 1)  # acc
    good = (price >= 4) & ((s == 2) | (comfort >= 2))
    vgood = (s == 2) & (price >= 4) & (comfort >= 3)
    unacc = (p == 0) | (s == 0) | (price <= 1) | ((comfort == 0) & (s == 1))
    y[good] = 2
    y[vgood] = 3  # vgood is matched before good
    y[unacc] = 0  # and unacc before both
    return rows, y


def write_program(folder: Path, rows, y, tr, te, options: str) -> Path:
    facts = []
    for i, r in enumerate(rows):
        facts.append(f"car(c{i}).")
        facts += [f"{a}(c{i}, {VALUES[k][v]})." for k, (a, v) in enumerate(zip(ATTRS, r))]
    (folder / "facts.nesy").write_text("\n".join(facts) + "\n")
    for name, idx in (("train", tr), ("test", te)):
        (folder / f"{name}.jsonl").write_text(
            "".join(json.dumps({"query": f"class(c{i}, {CLASSES[y[i]]})", "p": 1}) + "\n" for i in idx))
    text = [":- consult('facts.nesy').", "#modeh(class(+car, #cls)).", f"#type(cls, [{', '.join(CLASSES)}])."]
    text += [f"#modeb({a}(+car, #{t}_{k}))." for k, (a, t) in enumerate(zip(ATTRS, TYPES))]
    text += [f"#type({t}_{k}, [{', '.join(vs)}])." for k, (t, vs) in enumerate(zip(TYPES, VALUES))]
    text += ['#data(train, jsonl("train.jsonl")).', '#data(test, jsonl("test.jsonl")).',
             f'#learn class/2 using ndnf(data=train, test=test, variant=mt{options}, asp="car.lp").']
    path = folder / "car.nesy"
    path.write_text("\n".join(text) + "\n")
    return path


def mean_ste(v):
    v = [float(a) for a in v]
    ste = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else 0.0
    return f"{statistics.mean(v):.3f} ± {ste:.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--conjunctions", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--max-folds", type=int, default=None)
    ap.add_argument("--skip-folds", type=int, default=0, help="start at this fold (to finish a run in parts)")
    ap.add_argument("--extra", default="")
    args = ap.parse_args()
    torch.set_num_threads(1)
    from sklearn.metrics import f1_score
    from sklearn.model_selection import StratifiedKFold
    from sklearn.tree import DecisionTreeClassifier

    import nesylang
    from nesylang.learners.api import run_directive

    rows, y = car_rows()
    print(f"car-like: {len(rows)} rows, class counts {dict(zip(CLASSES, np.bincount(y, minlength=4).tolist()))}")
    onehot = np.concatenate([(rows[:, [k]] == np.arange(len(v))).astype(int) for k, v in enumerate(VALUES)], axis=1)
    out = {k: [] for k in ("net", "thr", "dis", "ads", "conj", "dt", "leaves", "sec", "faith", "fallbacks")}
    folds = StratifiedKFold(n_splits=args.folds, shuffle=True, random_state=0).split(rows, y)
    for fold, (tr, te) in enumerate(folds):
        if args.max_folds is not None and fold >= args.max_folds:
            break
        if fold < args.skip_folds:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = write_program(Path(tmp), rows, y, tr, te, f", conjunctions={args.conjunctions}, "
                                 f"epochs={args.epochs}, seed={fold}{args.extra}")
            t0 = time.perf_counter()
            program = nesylang.Program.from_file(path)
            (directive,) = program.loaded.learn
            r = run_directive(program, directive)
            out["sec"].append(time.perf_counter() - t0)
        d = r.details
        assert (d["y"] == y).all()
        out["net"].append(r.metric("network", "test f1"))
        out["thr"].append(r.metric("threshold", "test f1"))
        out["dis"].append(r.metric("disentangle", "test f1"))
        out["ads"].append(d["patterns"])
        out["conj"].append(r.metric("disentangle", "conjunction rules"))
        out["faith"].append(d["faithfulness"]["nesylang"])
        out["fallbacks"].append(len(d["fallbacks"]))
        dt = DecisionTreeClassifier(random_state=fold).fit(onehot[tr], y[tr])
        out["dt"].append(f1_score(y[te], dt.predict(onehot[te]), average="weighted"))
        out["leaves"].append(dt.get_n_leaves())
        print(f"fold {fold}: network {out['net'][-1]:.3f}  thresholded {out['thr'][-1]:.3f}  disentangled "
              f"{out['dis'][-1]:.3f} ({out['conj'][-1]} conjunction rules, {out['ads'][-1]} annotated disjunctions, "
              f"fallbacks {out['fallbacks'][-1]})  DT {out['dt'][-1]:.3f} ({out['leaves'][-1]} leaves)  "
              f"faithfulness {out['faith'][-1]}  {out['sec'][-1]:.1f} s "
              f"({', '.join(f'{k} {v:.1f}' for k, v in r.timings.items())})", flush=True)
    net = out["net"]
    print()
    print("| | weighted F1 (mean ± ste) | drop vs network | rules |")
    print("|---|---|---|---|")
    print(f"| NDNF-MT network | {mean_ste(net)} | | |")
    print(f"| thresholded | {mean_ste(out['thr'])} | {mean_ste(a - b for a, b in zip(net, out['thr']))} | |")
    print(f"| disentangled | {mean_ste(out['dis'])} | {mean_ste(a - b for a, b in zip(net, out['dis']))} | "
          f"{mean_ste(out['conj'])} conjunction rules, {mean_ste(out['ads'])} annotated disjunctions |")
    print(f"| DecisionTree (one-hot) | {mean_ste(out['dt'])} | | {mean_ste(out['leaves'])} leaves |")
    print(f"\n{len(net)} folds; faithfulness (1e-9) {out['faith']}; #learn end to end {mean_ste(out['sec'])} s per fold")


if __name__ == "__main__":
    main()
