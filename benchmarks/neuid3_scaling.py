"""NeuID3 (issue 9): how one node's time grows when its examples or its candidates double.

The issue's target: "doubling a node's examples or candidates <= 2.2x its time". The node is
the root of a wine image tree (``max_depth=1``, so the root is the only node trained; its
children are leaves), built as in ``neuid3_wine_one_tree.py``: wine's first stratified fold
(``StratifiedKFold(10, shuffle=True, random_state=0)``), its MDL Booleans, each Boolean of each
row an 8x8 "0"/"1" digit from the train pool, one ``on(+row, #bin)`` test per Boolean (one
64-32-1 ``bit_net`` copy each), 20 epochs, lr 1e-3, batch 32, one torch thread.

Sizes, from the fold's n = 160 rows and k = 22 Booleans (candidates):

* examples: n/2 (every other row of each class), n, 2n (each row twice, the second time with
  other digit images of the same values), k candidates;
* candidates: k/2 (the first half of the Booleans), k, 2k (each Boolean twice, the second
  column with other digit images of the same values), n examples.

Every size is the same work per example and candidate (20 epochs of minibatches of 32), so a
node whose cost is all per (example, candidate) doubles its time; fixed per-step costs make it
less, per-node costs that grow faster than the data make it more. The figure is the root's CPU
seconds (``result.history[0]["cpu_seconds"]``, ``time.process_time``: training, reading the
probabilities, scoring), the minimum over ``--repeats`` runs of each size, interleaved. A first
run (not counted) pays torch's one-off start-up costs.

``--data eleusis``: the root of an Eleusis rank_order tree under T^opt-union (Appendix C's 12
rules, CNN copies, lr 3e-3 as ``neuid3_eleusis.py``; these tests go through the batched
evaluator, not the direct path of the wine tests), seed 0, with n = 1000 training windows
(n/2: the first half of each class; 2n: 2000 windows generated at once, of which the 1000-window
sizes take the first of each class) and k = 12 candidates (k/2: the first 6 rules; 2k: each rule
twice, the second under another name, with copies of its own). ``--epochs`` (default 20) sets
the epochs for both data sets.

    OMP_NUM_THREADS=1 python benchmarks/neuid3_scaling.py              # wine, 3 repeats
    OMP_NUM_THREADS=1 python benchmarks/neuid3_scaling.py --repeats 1  # quicker
    OMP_NUM_THREADS=1 python benchmarks/neuid3_scaling.py --data eleusis --repeats 1 --epochs 5
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import numpy as np
import torch
from sklearn.model_selection import StratifiedKFold

sys.path.insert(0, str(Path(__file__).parent))
import neuid3_uci as uci  # noqa: E402


EPOCHS = 20
STEPS = "auto_refit"  # --steps: the learner's steps (its default since session 18; sessions 13's figures: epochs)


def root_seconds(B: np.ndarray, y: np.ndarray, names: list[str], images, pools, seed: int) -> dict:
    """The root's CPU seconds (by stage) of a ``max_depth=1`` image tree on Booleans ``B``."""
    from nesylang.session import Program

    rng = np.random.default_rng(seed)
    n, m = B.shape
    picks = np.array([[rng.choice(pools[int(B[i, j])][0]) for j in range(m)] for i in range(n)])
    program = Program.from_string(uci.image_program(names))
    program.tensors["px"] = torch.tensor(images[picks.reshape(-1)])
    torch.manual_seed(0)
    result = program.learn("neuid3", target="pos/1",
                           data=[(f"pos({uci.row_term(i, m)})", float(v)) for i, v in enumerate(y)],
                           max_depth=1, epochs=EPOCHS, lr=1e-3, batch_size=32, seed=0, steps=STEPS)
    root = result.history[0]
    return {"examples": n, "candidates": m, "test": root["test"], "gain": root["gain"], **root["cpu_seconds"]}


def eleusis_seconds(data, rows: np.ndarray, rules: list[str]) -> dict:
    """The root's CPU seconds (by stage) of a ``max_depth=1`` Eleusis tree on the training
    windows ``rows`` with the candidates ``rules`` (names of ``neuid3_eleusis.RULES``, or
    ``NAME_2``: rule NAME under another name)."""
    import neuid3_eleusis as el
    from nesylang.session import Program

    lines = [el.networks()]
    for r in rules:
        base = r[:-2] if r.endswith("_2") else r
        lines.append(el.RULES[base].replace(f"{base}(", f"{r}(", 1))
        lines.append(el.mode(r))
    lines.append("#modeh(hidden(+suit0, +rank0, +suit1, +rank1)).")
    program = Program.from_string("\n".join(lines) + "\n")
    program.tensors["img"] = torch.tensor(data.images)
    split = data.splits["train"]
    torch.manual_seed(0)
    result = program.learn("neuid3", target="hidden/4", data=[(el.atom(split.index[i]), float(split.labels[i]))
                                                               for i in rows],
                           max_depth=1, epochs=EPOCHS, lr=3e-3, batch_size=32, seed=0, epsilon=0.01, steps=STEPS)
    root = result.history[0]
    return {"examples": len(rows), "candidates": len(rules), "test": root["test"], "gain": root["gain"],
            **root["cpu_seconds"]}


def eleusis_sizes() -> tuple:
    import neuid3_eleusis as el
    from generate import CONCEPTS, generate

    data = generate(CONCEPTS["rank_order"], 0, sizes=(("train", 2000),))
    y = data.splits["train"].labels
    pos, neg = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
    first = lambda m: np.sort(np.concatenate([pos[:m // 2], neg[:m - m // 2]]))  # noqa: E731
    rules = list(el.RULES)
    sizes = {
        "n/2, k": (first(500), rules),
        "n, k": (first(1000), rules),
        "2n, k": (np.arange(2000), rules),
        "n, k/2": (first(1000), rules[:6]),
        "n, 2k": (first(1000), rules + [f"{r}_2" for r in rules]),
    }
    return data, sizes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="wine", choices=("wine", "eleusis"))
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--steps", default="auto_refit", choices=("epochs", "auto", "auto_refit"))
    ap.add_argument("--sizes", default="", help="only these sizes, ';'-separated (e.g. 'n, k;2n, k')")
    ap.add_argument("--out", default="", help="write the runs as JSON here")
    args = ap.parse_args()
    global EPOCHS, STEPS
    EPOCHS, STEPS = args.epochs, args.steps
    torch.set_num_threads(1)
    if args.data == "eleusis":
        data, esizes = eleusis_sizes()
        run = lambda size: eleusis_seconds(data, *size)  # noqa: E731
        first = "n, k/2"
    else:
        esizes, run, first = None, None, "n/2, k"
    X, y_all, _ = uci.load("wine")
    tr, _ = next(StratifiedKFold(10, shuffle=True, random_state=0).split(X, y_all))
    cuts = [uci.mdl_cuts(X[tr, j], y_all[tr]) for j in range(X.shape[1])]
    B, names = uci.booleans(X[tr], cuts)
    y = y_all[tr]
    images, pools = uci.digit_pools(0)
    half_rows = np.sort(np.concatenate([np.flatnonzero(y == c)[::2] for c in (0, 1)]))
    k = len(names)
    sizes = {
        "n/2, k": (B[half_rows], y[half_rows], names),
        "n, k": (B, y, names),
        "2n, k": (np.vstack([B, B]), np.concatenate([y, y]), names),
        "n, k/2": (B[:, :k // 2], y, names[:k // 2]),
        "n, 2k": (np.hstack([B, B]), y, names + [f"{b}_2" for b in names]),
    }
    if esizes is not None:
        sizes = esizes
    else:
        run = lambda size: root_seconds(*size, images, pools, 0)  # noqa: E731
    if args.sizes:
        sizes = {key: sizes[key] for key in args.sizes.split(";")}
    run(sizes.get(first, next(iter(sizes.values()))))  # torch's one-off start-up costs
    runs: dict[str, list[dict]] = {s: [] for s in sizes}
    for rep in range(args.repeats):
        for s, size in sizes.items():
            r = run(size)
            runs[s].append(r)
            print(f"repeat {rep} {s}: {r['examples']} examples, {r['candidates']} candidates, root CPU "
                  f"{r['total']:.2f} s (network {r['network']:.2f}, circuit {r['circuit']:.2f}, "
                  f"other {r['other']:.2f}); {r['test']} IG {r['gain']:.4f}", flush=True)
    best = {s: min(runs[s], key=lambda r: r["total"]) for s in sizes}
    print(f"\nload average {os.getloadavg()[0]:.2f}")
    print("| size | examples | candidates | root CPU s (min) | network | non-network |")
    print("|---|---|---|---|---|---|")
    for s, r in best.items():
        print(f"| {s} | {r['examples']} | {r['candidates']} | {r['total']:.2f} | {r['network']:.2f} | "
              f"{r['total'] - r['network']:.2f} |")
    t = {s: r["total"] for s, r in best.items()}
    ratios = [("examples n/2 -> n", "n/2, k", "n, k"), ("examples n -> 2n", "n, k", "2n, k"),
              ("candidates k/2 -> k", "n, k/2", "n, k"), ("candidates k -> 2k", "n, k", "n, 2k")]
    print("\n" + "; ".join(f"{name}: {t[b] / t[a]:.2f}x" for name, a, b in ratios if a in t and b in t))
    if args.out:
        Path(args.out).write_text(json.dumps({"runs": runs, "load": os.getloadavg()}, indent=1))


if __name__ == "__main__":
    main()
