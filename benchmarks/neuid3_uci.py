"""NeuID3 (issue 9), Experiment 1: UCI data sets from scikit-learn, symbolic and as images.

Data: scikit-learn's bundled iris, wine and breast cancer. The most frequent class is the
positive one (ties: the lowest class number), the rest negative. Stratified 10-fold
(``StratifiedKFold(10, shuffle=True, random_state=0)`` on the binary label). In each fold,
every feature is discretised by Fayyad and Irani's MDL criterion (1993), fitted on the
training fold only, to at most 3 bins (:func:`mdl_cuts`: recursive MDL splitting, best first,
stopping at 2 cut points); each bin is one Boolean ``has(Row, fJ_bK)`` (a feature MDL leaves in
one bin gives a Boolean that always holds and is dropped: no test can split on it).

Side by side, in the same run, on the same folds and the same Booleans:

* default: the training fold's majority class;
* ``DecisionTreeClassifier(criterion="entropy", random_state=0)`` on the Booleans, unbounded
  and at the depth of NeuID3's tree in that fold (and, for reference, unbounded on the raw
  features);
* NeuID3 symbolic: ``#modeh(pos(+row)). #modeb(has(+row, #bin)).``, ``max_depth=10``;
* NeuID3 images: each Boolean of each row is an 8x8 "0" or "1" digit from scikit-learn's
  digits (training rows draw from one half of the 0/1 digits, test rows from the other half),
  one neural test per Boolean ``on(+row, #bin)``, ``on(R, B) :- column(B, K), arg(K, R, X), bit(X).``
  with each row ``row(tensor(px(..)), ...)`` (its images in order, so that all examples share
  one compiled template per node query), ``max_depth=4`` (``--image-max-depth``),
  ``nn(bit_net, [X]) :: bit(X).``: one ``bit_net`` (64-32-1 MLP) copied per test and trained
  from the class label alone (Adam, lr 1e-3, batch 32 unless told otherwise; ``--steps auto_refit``,
  the learner's default since session 18: at least 20 epochs at the root, each candidate's epochs
  chosen on a held-out fifth of its node, then a refit on all; ``--steps epochs``: 20 everywhere);
* an MLP on the Booleans (the same 64-unit network as on pixels, below);
* a plain MLP on all the pixels of a row's images (concatenated; one hidden layer of 64 ReLU),
  Adam lr 1e-3, batch 32, 100 epochs;
* the paper's MLP: per feature a 2-way image classifier (64-32-2, softmax) whose outputs,
  concatenated, feed an MLP (64 ReLU, 1 logit), trained end to end from the label (same
  optimiser, batch and epochs);
* image reading: on held-out feature images, the share the installed tests read right
  (a test's P >= 0.5 against its image's digit, up to polarity).

Timings per tree: wall and CPU seconds (``time.process_time``), and the learner's per-stage seconds (``compile``: grounding and circuit
compilation of the node queries; ``network``: the networks' forward and backward passes;
``other``: the rest of the grow stage; wall-clock), and the grow stage's CPU seconds by exclusive
stage (``t_cpu_*``: network, compile, circuit, loss, backward, other; ``t_cpu_non_network``).

    python benchmarks/neuid3_uci.py            # all three data sets, symbolic and images
    python benchmarks/neuid3_uci.py --quick    # 3 folds, iris and wine, images on one iris fold
    python benchmarks/neuid3_uci.py --image-folds iris=10,wine=3,breast_cancer=1   # what was run
    python benchmarks/neuid3_uci.py --no-images
    python benchmarks/neuid3_uci.py --datasets iris --image-folds iris=10 --min-steps 400   # a floor on Adam steps
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DATASETS = ("iris", "wine", "breast_cancer")


# ---- Fayyad-Irani MDL discretisation -------------------------------------------------------

def _entropy(counts: np.ndarray) -> float:
    n = counts.sum()
    if n == 0:
        return 0.0
    p = counts[counts > 0] / n
    return float(-(p * np.log2(p)).sum())


def _best_cut(x: np.ndarray, y: np.ndarray, classes: np.ndarray):
    """The boundary cut of sorted ``x`` (labels ``y``) with the least class-information entropy,
    and whether it passes the MDL criterion: (gain, cut value, left mask) or None."""
    n = len(x)
    if n < 2:
        return None
    onehot = (y[:, None] == classes[None, :]).astype(float)
    left = np.cumsum(onehot, axis=0)[:-1]  # counts of x[:i+1]
    total = onehot.sum(axis=0)
    best = None
    for i in range(n - 1):
        if x[i] == x[i + 1]:
            continue
        l, r = left[i], total - left[i]
        e = ((i + 1) * _entropy(l) + (n - i - 1) * _entropy(r)) / n
        if best is None or e < best[0] - 1e-12:
            best = (e, i)
    if best is None:
        return None
    e, i = best
    ent = _entropy(total)
    gain = ent - e
    l, r = left[i], total - left[i]
    k, k1, k2 = (np.count_nonzero(c) for c in (total, l, r))
    delta = math.log2(3 ** k - 2) - (k * ent - k1 * _entropy(l) - k2 * _entropy(r))
    if gain <= (math.log2(n - 1) + delta) / n:
        return None
    return gain, (x[i] + x[i + 1]) / 2.0, i + 1


def mdl_cuts(values, labels, max_bins: int = 3) -> list[float]:
    """Fayyad and Irani's MDL cut points of one feature, at most ``max_bins - 1`` of them:
    recursive MDL splitting taken best first (the accepted split that lowers the weighted
    class entropy of the whole most), sorted.

    >>> mdl_cuts([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] * 3, [0] * 5 + [1] * 5 + [0] * 5 + [1] * 5 + [0] * 5 + [1] * 5)
    [5.5]
    """
    order = np.argsort(values, kind="stable")
    x = np.asarray(values, dtype=float)[order]
    y = np.asarray(labels)[order]
    classes = np.unique(y)
    n = len(x)
    intervals = [(0, n)]
    cuts: list[float] = []
    while len(cuts) < max_bins - 1:
        best = None
        for j, (a, b) in enumerate(intervals):
            found = _best_cut(x[a:b], y[a:b], classes)
            if found is not None and (best is None or found[0] * (b - a) > best[0]):
                best = (found[0] * (b - a), j, found[1], a + found[2])
        if best is None:
            break
        _, j, cut, m = best
        a, b = intervals.pop(j)
        intervals[j:j] = [(a, m), (m, b)]
        cuts.append(float(cut))
    return sorted(cuts)


def booleans(X: np.ndarray, cuts: list[list[float]]):
    """One Boolean per bin of every feature with at least two bins: (matrix, names)."""
    cols, names = [], []
    for j, cs in enumerate(cuts):
        if not cs:
            continue
        b = np.digitize(X[:, j], cs)  # bin k: cs[k-1] <= x < cs[k]
        for k in range(len(cs) + 1):
            cols.append((b == k).astype(int))
            names.append(f"f{j}_b{k}")
    return np.stack(cols, axis=1), names


# ---- data --------------------------------------------------------------------------------

def load(name: str):
    from sklearn import datasets

    d = getattr(datasets, f"load_{name}")()
    counts = np.bincount(d.target)
    positive = int(np.argmax(counts))  # argmax takes the lowest on ties
    return d.data.astype(float), (d.target == positive).astype(int), positive


def digit_pools(seed: int = 0):
    """Indices of scikit-learn's 0s and 1s, split into disjoint train/test pools, and images."""
    from sklearn.datasets import load_digits

    d = load_digits()
    rng = np.random.default_rng(seed)
    pools = {}
    for digit in (0, 1):
        idx = rng.permutation(np.flatnonzero(d.target == digit))
        half = len(idx) // 2
        pools[digit] = (idx[:half], idx[half:])
    return (d.data / 16.0).astype(np.float32), pools


# ---- NeuID3 --------------------------------------------------------------------------------

def symbolic_program(B: np.ndarray, names: list[str]) -> str:
    lines = [f"has(r{i}, {names[j]})." for i in range(len(B)) for j in np.flatnonzero(B[i])]
    lines += [f"#type(bin, [{', '.join(names)}]).", "#modeh(pos(+row)).", "#modeb(has(+row, #bin))."]
    return "\n".join(lines) + "\n"


IMAGE_RULES = """
#network(bit_net, mlp(input=64, hidden=[32], output=1)).
nn(bit_net, [X]) :: bit(X).
on(R, B) :- column(B, K), arg(K, R, X), bit(X).
#modeh(pos(+row)).
#modeb(on(+row, #bin)).
"""


def image_program(names: list[str]) -> str:
    """A row is ``row(tensor(px(I0)), ..., tensor(px(Im)))``, its Booleans' images in order, so
    that all examples share one compiled template per node query."""
    lines = [f"column({b}, {j + 1})." for j, b in enumerate(names)]
    lines.append(f"#type(bin, [{', '.join(names)}]).")
    return "\n".join(lines) + IMAGE_RULES


def row_term(i: int, m: int) -> str:
    return "row(" + ", ".join(f"tensor(px({i * m + j}))" for j in range(m)) + ")"


def tree_timings(result) -> dict:
    """Wall-clock stage seconds (``grow``, ``compile``, ``network``, ``other``, ``evaluate``) and
    the grow stage's CPU seconds by exclusive stage (``cpu_grow`` = ``cpu_network`` +
    ``cpu_compile`` + ``cpu_circuit`` + ``cpu_loss`` + ``cpu_backward`` + ``cpu_other``;
    ``cpu_non_network`` = ``cpu_grow`` - ``cpu_network``)."""
    t = result.details.get("timings", {})
    grow = result.timings.get("grow", 0.0)
    out = {"grow": grow, "compile": t.get("compile", 0.0), "network": t.get("network", 0.0),
           "other": max(0.0, grow - t.get("compile", 0.0) - t.get("network", 0.0)),
           "evaluate": result.timings.get("evaluate", 0.0) + result.timings.get("test", 0.0)}
    out.update({k: v for k, v in t.items() if k.startswith("cpu_")})
    if "cpu_grow" in t:
        out["cpu_non_network"] = t["cpu_grow"] - t.get("cpu_network", 0.0)
    return out


def run_symbolic(B_tr, y_tr, B_te, y_te, names, max_depth):
    from nesylang.session import Program

    B = np.concatenate([B_tr, B_te])
    program = Program.from_string(symbolic_program(B, names))
    n = len(B_tr)
    program.datasets["held_out"] = program.dataset([(f"pos(r{n + i})", float(v)) for i, v in enumerate(y_te)])
    t0, c0 = time.perf_counter(), time.process_time()
    result = program.learn("neuid3", target="pos/1", data=[(f"pos(r{i})", float(v)) for i, v in enumerate(y_tr)],
                           test=["held_out"], max_depth=max_depth)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    tree = result.details["tree"]
    return {"accuracy": result.metric("test", "held_out accuracy"), "depth": tree.depth,
            "leaves": len(tree.leaves()), "seconds": seconds, "cpu_seconds": cpu,
            **{f"t_{k}": v for k, v in tree_timings(result).items()}}


def run_images(B_tr, y_tr, B_te, y_te, names, images, pools, rng, args):
    import torch

    from nesylang.session import Program

    B = np.concatenate([B_tr, B_te])
    n = len(B_tr)
    # each Boolean of each row: a digit image of its value, training rows from the train pools
    picks = np.zeros(B.shape, dtype=int)
    for i in range(len(B)):
        part = 0 if i < n else 1
        for j in range(B.shape[1]):
            picks[i, j] = rng.choice(pools[int(B[i, j])][part])
    m = len(names)
    program = Program.from_string(image_program(names))
    flat_px = torch.tensor(images[picks.reshape(-1)])
    px = flat_px.reshape(len(B), m, 64)
    cols = {b: j for j, b in enumerate(names)}
    program.tensors["px"] = flat_px  # px(I * m + J): the image of row I's Boolean J
    program.datasets["held_out"] = program.dataset([(f"pos({row_term(n + i, m)})", float(v))
                                                    for i, v in enumerate(y_te)])
    torch.manual_seed(0)
    t0, c0 = time.perf_counter(), time.process_time()
    result = program.learn("neuid3", target="pos/1",
                           data=[(f"pos({row_term(i, m)})", float(v)) for i, v in enumerate(y_tr)],
                           test=["held_out"], max_depth=args.image_max_depth, epochs=args.epochs, lr=args.lr,
                           batch_size=32, seed=0, warm_from=getattr(args, "warm_from", "own"),
                           prune=getattr(args, "prune", False), min_steps=getattr(args, "min_steps", 0),
                           steps=getattr(args, "steps", "auto_refit"), plateau_tol=getattr(args, "plateau_tol", 0.01),
                           plateau_patience=getattr(args, "plateau_patience", 5),
                           max_steps=getattr(args, "max_steps", 400),
                           plateau_holdout=getattr(args, "plateau_holdout", 0.2))
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    tree = result.details["tree"]
    # image reading: each installed test's network on held-out images of its feature
    right = total = 0
    for node in tree.nodes():
        if node.is_leaf:
            continue
        nets = [k for k in tree.networks if k.endswith(f"_n{node.id}")]
        b = node.test.text.split(",")[1].strip(" )")
        j = cols[b]
        truth = B_te[:, j]
        with torch.no_grad():
            p = tree.networks[nets[0]].module(px[n:, j]).reshape(-1).numpy()
        p = 1 / (1 + np.exp(-p)) if (p.min() < 0 or p.max() > 1) else p
        reads = (p >= 0.5).astype(int)
        agree = max(np.mean(reads == truth), np.mean(reads != truth))  # up to polarity
        right += agree * len(truth)
        total += len(truth)
    # a plain MLP on all pixels of the row (torch, one thread, Adam)
    t1 = time.perf_counter()
    mlp_acc = pixel_mlp(px[:n].reshape(n, -1), y_tr, px[n:].reshape(len(B) - n, -1), y_te, args.mlp_epochs)
    t2 = time.perf_counter()
    paper_acc = paper_mlp(px[:n], y_tr, px[n:], y_te, args.mlp_epochs)
    pruned = [m.value for m in result.metrics if m.stage == "prune" and m.name == "splits removed"]
    return {"accuracy": result.metric("test", "held_out accuracy"), "depth": tree.depth,
            "leaves": len(tree.leaves()), "seconds": seconds, "cpu_seconds": cpu,
            "pruned": pruned[0] if pruned else 0, "reading": right / total if total else math.nan,
            "root_gain": tree.root.gain, "node_epochs": [h["epochs"] for h in result.history if h["epochs"]],
            "root_epochs": dict(tree.root.trained_epochs),
            "mlp_pixels": mlp_acc, "mlp_seconds": t2 - t1, "paper_mlp": paper_acc,
            "paper_mlp_seconds": time.perf_counter() - t2,
            **{f"t_{k}": v for k, v in tree_timings(result).items()}}


def pixel_mlp(X_tr, y_tr, X_te, y_te, epochs: int, hidden: int = 64, seed: int = 0) -> float:
    """A plain MLP (pixels -> hidden ReLU -> 1 logit), Adam lr 1e-3, batch 32, cross-entropy:
    test accuracy after ``epochs`` epochs."""
    import torch

    torch.manual_seed(seed)
    net = torch.nn.Sequential(torch.nn.Linear(X_tr.shape[1], hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    yt = torch.tensor(y_tr, dtype=torch.float32)
    g = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        for idx in torch.randperm(len(yt), generator=g).split(32):
            loss = torch.nn.functional.binary_cross_entropy_with_logits(net(X_tr[idx]).squeeze(1), yt[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        pred = (net(X_te).squeeze(1) >= 0).numpy().astype(int)
    return float(np.mean(pred == y_te))


def paper_mlp(px_tr, y_tr, px_te, y_te, epochs: int, hidden: int = 64, seed: int = 0) -> float:
    """The paper's MLP baseline on images: per feature a 2-way image classifier (64-32-2,
    softmax; one per feature, not shared) whose two outputs, for all features concatenated,
    feed an MLP (hidden ReLU, 1 logit); trained end to end from the class label alone,
    Adam lr 1e-3, batch 32: test accuracy after ``epochs`` epochs. ``px_*``: (rows, features, 64)."""
    import torch

    torch.manual_seed(seed)
    m = px_tr.shape[1]

    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.readers = torch.nn.ModuleList(torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.ReLU(),
                                                                   torch.nn.Linear(32, 2), torch.nn.Softmax(-1))
                                               for _ in range(m))
            self.head = torch.nn.Sequential(torch.nn.Linear(2 * m, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))

        def forward(self, x):
            return self.head(torch.cat([r(x[:, j]) for j, r in enumerate(self.readers)], dim=1)).squeeze(1)

    net = Net()
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    yt = torch.tensor(y_tr, dtype=torch.float32)
    g = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        for idx in torch.randperm(len(yt), generator=g).split(32):
            loss = torch.nn.functional.binary_cross_entropy_with_logits(net(px_tr[idx]), yt[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        pred = (net(px_te) >= 0).numpy().astype(int)
    return float(np.mean(pred == y_te))


# ---- the experiment ------------------------------------------------------------------------

def mean_std(v):
    v = [float(a) for a in v if not (isinstance(a, float) and math.isnan(a))]
    if not v:
        return "-"
    return f"{statistics.mean(v):.3f} ± {statistics.pstdev(v):.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="3 folds, iris and wine, images on iris only")
    ap.add_argument("--datasets", default=",".join(DATASETS))
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--no-images", action="store_true")
    ap.add_argument("--image-datasets", default=None, help="which data sets get the image variant")
    ap.add_argument("--image-folds", default="iris=10,wine=10,breast_cancer=10",
                    help="per data set, run the image variant on its first N folds (e.g. iris=10,wine=3)")
    ap.add_argument("--symbolic-folds", default="",
                    help="per data set, run only its first N folds (e.g. breast_cancer=3); default: all")
    ap.add_argument("--only-folds", default="", help="run only these folds (e.g. 1,2); others are skipped")
    ap.add_argument("--image-max-depth", type=int, default=4)
    ap.add_argument("--warm-from", default="own", choices=("own", "installed"),
                    help="NeuID3 images: where a child's candidate copies start (the learner's warm_from)")
    ap.add_argument("--prune", action="store_true",
                    help="NeuID3 images: prune=true (collapse splits that change no training prediction)")
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--min-steps", type=int, default=0,
                    help="NeuID3 images: min_steps (a floor on each candidate's Adam steps per node; 0: epochs alone)")
    ap.add_argument("--steps", default="auto_refit", choices=("epochs", "auto", "auto_refit"),
                    help="NeuID3's steps option (auto_refit, the learner's default since session 18: epochs "
                         "chosen on a held-out fifth, then a refit on all; epochs: the paper's 20; auto: "
                         "each candidate until its loss levels off)")
    ap.add_argument("--plateau-tol", type=float, default=0.01)
    ap.add_argument("--plateau-patience", type=int, default=5)
    ap.add_argument("--max-steps", type=int, default=400)
    ap.add_argument("--plateau-holdout", type=float, default=0.2)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--max-depth", type=int, default=10)
    ap.add_argument("--mlp-epochs", type=int, default=100)
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "neuid3_uci.json"))
    args = ap.parse_args()
    import torch
    from sklearn.model_selection import StratifiedKFold
    from sklearn.tree import DecisionTreeClassifier

    torch.set_num_threads(1)
    names_ds = args.datasets.split(",")
    folds = args.folds
    image_sets = set(names_ds if args.image_datasets is None else args.image_datasets.split(","))
    if args.quick:
        names_ds = [d for d in names_ds if d != "breast_cancer"]
        folds = 3
        image_sets &= {"iris"}
        args.image_folds = "iris=1"
    if args.no_images:
        image_sets = set()
    image_folds = {k: int(v) for k, v in (kv.split("=") for kv in args.image_folds.split(",") if kv)}
    symbolic_folds = {k: int(v) for k, v in (kv.split("=") for kv in args.symbolic_folds.split(",") if kv)}
    images, pools = digit_pools(0)
    started = time.perf_counter()
    report = {"command": " ".join(sys.argv), "datasets": {}}
    for ds in names_ds:
        X, y, positive = load(ds)
        skf = StratifiedKFold(n_splits=folds, shuffle=True, random_state=0)
        rows = []
        for k, (tr, te) in enumerate(skf.split(X, y)):
            if k >= symbolic_folds.get(ds, folds):
                break
            if args.only_folds and k not in {int(f) for f in args.only_folds.split(",")}:
                continue
            cuts = [mdl_cuts(X[tr, j], y[tr]) for j in range(X.shape[1])]
            B_tr, names = booleans(X[tr], cuts)
            B_te, _ = booleans(X[te], cuts)
            row = {"fold": k, "booleans": len(names), "train": len(tr), "test": len(te)}
            majority = int(np.mean(y[tr]) >= 0.5)
            row["default"] = float(np.mean(y[te] == majority))
            sym = run_symbolic(B_tr, y[tr], B_te, y[te], names, args.max_depth)
            row["neuid3"] = sym
            clf = DecisionTreeClassifier(criterion="entropy", random_state=0).fit(B_tr, y[tr])
            row["sk_unbounded"] = float(clf.score(B_te, y[te]))
            row["sk_unbounded_depth"] = int(clf.get_depth())
            d = max(1, sym["depth"])
            row["sk_equal_depth"] = float(DecisionTreeClassifier(criterion="entropy", max_depth=d, random_state=0)
                                          .fit(B_tr, y[tr]).score(B_te, y[te]))
            row["sk_raw_unbounded"] = float(DecisionTreeClassifier(criterion="entropy", random_state=0)
                                            .fit(X[tr], y[tr]).score(X[te], y[te]))
            row["mlp_booleans"] = pixel_mlp(torch.tensor(B_tr, dtype=torch.float32), y[tr],
                                            torch.tensor(B_te, dtype=torch.float32), y[te], args.mlp_epochs)
            if ds in image_sets and k < image_folds.get(ds, folds):
                rng = np.random.default_rng(1000 + k)
                row["images"] = run_images(B_tr, y[tr], B_te, y[te], names, images, pools, rng, args)
            rows.append(row)
            img = row.get("images")
            print(f"{ds} fold {k}: {len(names)} Booleans; default {row['default']:.3f}, sklearn {row['sk_unbounded']:.3f}"
                  f" (depth {row['sk_unbounded_depth']}), equal depth {row['sk_equal_depth']:.3f}, NeuID3 "
                  f"{sym['accuracy']:.3f} (depth {sym['depth']}, {sym['seconds']:.2f} s, CPU {sym['cpu_seconds']:.2f} s, compile "
                  f"{sym['t_compile']:.2f} s), MLP Booleans {row['mlp_booleans']:.3f}"
                  + (f"; images {img['accuracy']:.3f} ({img['seconds']:.1f} s, CPU {img['cpu_seconds']:.1f} s, "
                     f"compile {img['t_compile']:.1f}, network {img['t_network']:.1f}, "
                     f"grow CPU network {img.get('t_cpu_network', math.nan):.1f} / non-network "
                     f"{img.get('t_cpu_non_network', math.nan):.1f}, depth {img['depth']}, "
                     f"leaves {img['leaves']}, pruned {img.get('pruned', 0)}, reading {img['reading']:.3f}, "
                     f"root IG {img['root_gain'] if img['root_gain'] is not None else math.nan:.3f}), "
                     f"MLP pixels {img['mlp_pixels']:.3f}, "
                     f"paper MLP {img['paper_mlp']:.3f}" if img else ""), flush=True)
        report["datasets"][ds] = {"positive_class": positive, "rows": len(y), "positives": int(y.sum()), "folds": rows}
    report["seconds"] = time.perf_counter() - started
    print()
    print("| data set | default | sklearn tree (Booleans, unbounded) | sklearn tree (equal depth) | NeuID3 symbolic | "
          "sklearn tree (raw features) | MLP on Booleans | NeuID3 images | MLP on pixels | paper's MLP | image reading |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for ds, r in report["datasets"].items():
        fs = r["folds"]
        im = [f["images"] for f in fs if "images" in f]
        print(f"| {ds} | {mean_std(f['default'] for f in fs)} | {mean_std(f['sk_unbounded'] for f in fs)} | "
              f"{mean_std(f['sk_equal_depth'] for f in fs)} | {mean_std(f['neuid3']['accuracy'] for f in fs)} | "
              f"{mean_std(f['sk_raw_unbounded'] for f in fs)} | {mean_std(f['mlp_booleans'] for f in fs)} | "
              f"{mean_std(i['accuracy'] for i in im) + f' ({len(im)} folds)' if im else '-'} | "
              f"{mean_std(i['mlp_pixels'] for i in im) if im else '-'} | "
              f"{mean_std(i['paper_mlp'] for i in im) if im else '-'} | "
              f"{mean_std(i['reading'] for i in im) if im else '-'} |")
    print()
    print("| data set | variant | tree s (mean) | CPU s (mean) | compile s | network s | other s | compile share | depth | leaves |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for ds, r in report["datasets"].items():
        for variant in ("neuid3", "images"):
            ts = [f[variant] for f in r["folds"] if variant in f]
            if not ts:
                continue
            m = lambda key: statistics.mean(t[key] for t in ts)
            share = sum(t["t_compile"] for t in ts) / max(1e-9, sum(t["seconds"] for t in ts))
            print(f"| {ds} | {'symbolic' if variant == 'neuid3' else 'images'} | {m('seconds'):.2f} | {m('cpu_seconds'):.2f} | "
                  f"{m('t_compile'):.2f} | {m('t_network'):.2f} | {m('t_other'):.2f} | {share:.1%} | "
                  f"{m('depth'):.1f} | {m('leaves'):.1f} |")
    print(f"\ntotal {report['seconds']:.1f} s")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
