"""NeuID3 (issue 9), UCI images: what a candidate's training budget does to each node (session 12).

For one data set and fold (the rows, digit picks and networks of ``neuid3_uci.py``), grows the
image tree under one or more training settings (``--settings``: ``min_steps=N`` for a fixed floor,
``auto`` for ``steps="auto"``) and prints, per split node (pre-order), for the training rows
reaching it (P(kappa|e) >= epsilon through the installed tests, as the learner keeps them) and for
the held-out rows (the same product over the installed networks on their own images):

* the node's test (feature), its depth, training rows and mass, the Adam steps its installed copy
  took in all (its own plus those of the copies it was warm-started from along the path),
* IG~ on the training rows (the learner's) and on the held-out rows (by hand, ``estimates.gain``),
* the test's reading (P >= 0.5 against the image's digit, up to polarity) on the training rows'
  images of that feature (reach-weighted) and on all held-out rows' images (the benchmark's
  figure),
* label fit beyond the digit: the balanced, reach-weighted agreement of the test's reading with
  the class label, less that of the image's digit itself (best polarity of each); > 0 means the
  network fits labels that its digit does not give (memorising rows).

    python benchmarks/neuid3_steps.py --ds wine --fold 4 --settings min_steps=0,min_steps=400,auto
"""
import argparse
import math
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import torch  # noqa: E402

from neuid3_uci import booleans, digit_pools, image_program, load, mdl_cuts, row_term  # noqa: E402

torch.set_num_threads(1)


def _agree(reads, target, weight):
    """Weighted agreement of two 0/1 vectors, up to polarity."""
    s = weight.sum()
    if s <= 0:
        return math.nan
    a = float((weight * (reads == target)).sum() / s)
    return max(a, 1 - a)


def main() -> None:
    from sklearn.model_selection import StratifiedKFold

    from nesylang.learners.neuid3.estimates import class_weights, gain
    from nesylang.session import Program

    ap = argparse.ArgumentParser()
    ap.add_argument("--ds", default="wine")
    ap.add_argument("--fold", type=int, default=0)
    ap.add_argument("--settings", default="min_steps=0,min_steps=400")
    ap.add_argument("--max-depth", type=int, default=4)
    ap.add_argument("--candidates", action="store_true", help="also each root candidate's reading")
    args = ap.parse_args()

    X, y, _ = load(args.ds)
    images, pools = digit_pools(0)
    tr, te = list(StratifiedKFold(10, shuffle=True, random_state=0).split(X, y))[args.fold]
    cuts = [mdl_cuts(X[tr, j], y[tr]) for j in range(X.shape[1])]
    B_tr, names = booleans(X[tr], cuts)
    B_te, _ = booleans(X[te], cuts)
    ytr, yte = y[tr].astype(float), y[te].astype(float)
    B = np.concatenate([B_tr, B_te])
    n, m = len(B_tr), len(names)
    rng = np.random.default_rng(1000 + args.fold)  # as neuid3_uci.run_images
    picks = np.zeros(B.shape, dtype=int)
    for i in range(len(B)):
        part = 0 if i < n else 1
        for j in range(B.shape[1]):
            picks[i, j] = rng.choice(pools[int(B[i, j])][part])
    flat_px = torch.tensor(images[picks.reshape(-1)])
    px = flat_px.reshape(len(B), m, 64)
    cols = {b: j for j, b in enumerate(names)}

    for setting in args.settings.split(","):
        key, _, value = setting.partition("=")
        if key == "min_steps":
            options = {"min_steps": int(value), "steps": "epochs"}  # the fixed schedule (not the default since session 18)
        elif key.startswith("auto"):  # auto or auto/tol/patience/max_steps/holdout
            options = {"steps": "auto"}
            for name, v in zip(("plateau_tol", "plateau_patience", "max_steps", "plateau_holdout"), key.split("/")[1:]):
                options[name] = float(v) if name in ("plateau_tol", "plateau_holdout") else int(v)
        else:
            raise SystemExit(f"unknown setting {setting}: min_steps=N or auto[/tol/patience/max_steps/holdout]")
        program = Program.from_string(image_program(names))
        program.tensors["px"] = flat_px
        program.datasets["held_out"] = program.dataset([(f"pos({row_term(n + i, m)})", float(v))
                                                        for i, v in enumerate(yte)])
        torch.manual_seed(0)
        c0, t0 = time.process_time(), time.perf_counter()
        result = program.learn("neuid3", target="pos/1",
                               data=[(f"pos({row_term(i, m)})", float(v)) for i, v in enumerate(ytr)],
                               test=["held_out"], max_depth=args.max_depth, batch_size=32, seed=0, **options)
        cpu, wall = time.process_time() - c0, time.perf_counter() - t0
        tree = result.details["tree"]
        eps = 0.01
        nodes = {nd.id: nd for nd in tree.nodes()}

        def p_of(node, rows):
            net = tree.networks[[k for k in tree.networks if k.endswith(f"_n{node.id}")][0]]
            j = cols[node.test.text.split(",")[1].strip(" )")]
            with torch.no_grad():
                p = net.module(px[rows, j]).reshape(-1).numpy().astype(float)
            return (1 / (1 + np.exp(-p)) if (p.min() < 0 or p.max() > 1) else p), j

        def reach(node, rows):
            r = np.ones(len(rows))
            for test, positive, nid in node.path:
                p, _ = p_of(nodes[nid], rows)
                r = r * (p if positive else 1 - p)
                r = np.where(r >= eps, r, 0.0)
            return r

        print(f"\n== {args.ds} fold {args.fold}, {setting}: accuracy {result.metric('test', 'held_out accuracy'):.3f}, "
              f"depth {tree.depth}, {len(tree.leaves())} leaves, CPU {cpu:.1f} s (wall {wall:.1f} s)")
        print("node | depth | test | rows | mass | steps (own / path) | IG~ train | IG~ held-out | "
              "reading train | reading held-out | label fit beyond digit (train) | (held-out)")
        rows_tr, rows_te = np.arange(n), np.arange(n, len(B))
        pooled = [0.0, 0]
        for nd in tree.nodes():
            if nd.is_leaf:
                continue
            p_tr, j = p_of(nd, rows_tr)
            p_te, _ = p_of(nd, rows_te)
            r_tr, r_te = reach(nd, rows_tr), reach(nd, rows_te)
            ig_te = gain(yte, r_te, r_te * p_te) if r_te.sum() > 0 else math.nan
            read_tr = _agree((p_tr >= 0.5).astype(int), B_tr[:, j], r_tr)
            read_te = _agree((p_te >= 0.5).astype(int), B_te[:, j], np.ones(len(rows_te)))
            pooled[0] += read_te * len(rows_te)
            pooled[1] += len(rows_te)
            w_tr = r_tr * class_weights(ytr, r_tr) if r_tr.sum() > 0 else r_tr
            w_te = r_te * class_weights(yte, r_te) if r_te.sum() > 0 and 0 < yte[r_te > 0].mean() < 1 else r_te
            fit_tr = _agree((p_tr >= 0.5).astype(int), ytr, w_tr) - _agree(B_tr[:, j], ytr, w_tr)
            fit_te = _agree((p_te >= 0.5).astype(int), yte, w_te) - _agree(B_te[:, j], yte, w_te)
            def steps_at(a):  # the installed test's own copy at node a (this node or an ancestor)
                return a.trained_epochs.get(nd.test.text, 0) * max(1, math.ceil(a.examples / 32))
            own = steps_at(nd)
            path_steps = own + sum(steps_at(nodes[nid]) for _, _, nid in nd.path)
            print(f"n{nd.id} | {nd.depth} | {names[j]} | {nd.examples} | {nd.mass:.1f} | {own} / {path_steps} | "
                  f"{nd.gain:.3f} | {ig_te:.3f} | {read_tr:.3f} | {read_te:.3f} | {fit_tr:+.3f} | {fit_te:+.3f}")
        print(f"reading (pooled, as neuid3_uci.py): {pooled[0] / pooled[1]:.3f}")
        if args.candidates:
            root = tree.root
            print("root candidates (IG~, epochs):", [(k, round(v, 3), root.trained_epochs.get(k))
                                                     for k, v in sorted(root.scores.items(), key=lambda kv: -kv[1])])


if __name__ == "__main__":
    main()
