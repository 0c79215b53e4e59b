"""Session 18: why T^bad beats T^nf on Eleusis rank_order (issue 9, Experiment 2).

Grows, for one seed, the rank_order trees of T^nf, T^bad and T^bad minus the three rules whose
truth decides the concept on the windows where they hold (``increment_rank``: R0 + 1 = R1, so
R0 < R1; ``modulo_rank``: (R0 mod 8) + 1 = R1, so R0 < R1 unless R0 = 8; ``equal_ranks``: R0 = R1,
so not R0 < R1), and T^bad with T^nf's two neural facts declared first (``bad_nf_first``: the
same tests; ``rel_rank`` then has T^nf's declaration index, which seeds its shuffles, so its root
copy is T^nf's), with ``neuid3_eleusis.py``'s programs, data and options (``--steps`` as given,
``--pair-net relation``). For each tree it reads every test window's P(leaf|e) as the product of
its path's installed test literals (each node reads copies of its own, so they are independent),
checks the sum of delta_i P(leaf_i|e) against ``program.query`` of the target on some windows, and
reports accuracy and F1 of the whole tree and of its root alone (the root's two children as
leaves), broken down by the windows' true rank difference R1 - R0 (0, +1, -1, |d| >= 2).

    OMP_NUM_THREADS=1 python benchmarks/neuid3s18_bad_vs_nf.py --seed 0 --sets nf,bad --out /tmp/x.json
    OMP_NUM_THREADS=1 python benchmarks/neuid3s18_bad_vs_nf.py --seed 0 --sets nf,bad_nf_first --out /tmp/y.json
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import neuid3_eleusis as E  # noqa: E402

CONCEPT_RULES = ("increment_rank", "modulo_rank", "equal_ranks")
SETS = {
    "nf": E.NEURAL_FACTS,
    # T^bad as neuid3_eleusis.py declared it in sessions 8-17 (--bad-order rules): the rules first
    "bad": tuple(t for t in (*E.RULES, *E.NEURAL_FACTS) if t not in E.OPT["rank_order"]),
    "bad_minus": tuple(t for t in (*E.RULES, *E.NEURAL_FACTS) if t not in E.OPT["rank_order"] + CONCEPT_RULES),
    # T^bad with T^nf's two neural facts declared first: the same set, but rel_rank and rel_suit keep
    # T^nf's declaration indexes (0, 1), which seed each candidate's shuffles (tree.Grower: seed +
    # node * 1009 + index), so the root's rel_rank copy trains on T^nf's minibatch orders
    "bad_nf_first": E.NEURAL_FACTS + tuple(t for t in E.RULES if t not in E.OPT["rank_order"]),
}


def leaf_probabilities(program, tree, index: np.ndarray) -> tuple[np.ndarray, list]:
    """P(leaf_i|e) for every window (rows of ``index``: the S0, R0, S1, R1 image numbers), as the
    product of the path's literal probabilities; and each node's P(test|e)."""
    from nesylang.learners.neuid3.tree import literal_text

    head_vars = ["A", "B", "C", "D"]  # hidden(S0, R0, S1, R1) as the learner names them
    p_test = {}
    for n in tree.nodes():
        if n.is_leaf:
            continue
        text = literal_text(n.test, n.id)  # e.g. rel_rank_n1(B, D)
        name, args = text.split("(", 1)
        args = [a.strip() for a in args.rstrip(")").split(",")]
        vals = np.empty(len(index))
        for i, row in enumerate(index):
            ground = ", ".join(f"tensor(img({int(row[head_vars.index(a)])}))" for a in args)
            vals[i] = program.query(f"{name}({ground})")[0].probability
        p_test[n.id] = vals
    leaves = tree.leaves()
    reach = np.zeros((len(leaves), len(index)))
    for j, leaf in enumerate(leaves):
        r = np.ones(len(index))
        for test, positive, node_id in leaf.path:
            r *= p_test[node_id] if positive else 1.0 - p_test[node_id]
        reach[j] = r
    return reach, p_test


def scores(p: np.ndarray, y: np.ndarray, d: np.ndarray) -> dict:
    pos, neg = E.f1s(p, y)
    right = (p >= 0.5) == (y > 0.5)
    out = {"accuracy": float(right.mean()), "f1_pos": pos, "f1_neg": neg, "errors": int((~right).sum())}
    for label, mask in (("d=0", d == 0), ("d=+1", d == 1), ("d=-1", d == -1), ("|d|>=2", np.abs(d) >= 2)):
        out[f"errors {label}"] = int((~right & mask).sum())
        out[f"windows {label}"] = int(mask.sum())
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sets", default="nf,bad,bad_minus")
    ap.add_argument("--steps", choices=("epochs", "auto", "auto_refit"), default="auto_refit")
    ap.add_argument("--epochs", type=int, default=20, help="20 as in neuid3_eleusis.py (less: a smoke test)")
    ap.add_argument("--check", type=int, default=40, help="windows checked against program.query of the target")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    E.NET, E.PAIR_NET = "cnn", "relation"
    opts = argparse.Namespace(max_depth=3, epochs=args.epochs, lr=3e-3, progress=False, warm_from="own", steps=args.steps,
                              plateau_holdout=0.2)
    data = E.generate(E.CONCEPTS["rank_order"], args.seed)
    test = data.splits["test"]
    y = test.labels.astype(float)
    d = test.cards[:, 3] - test.cards[:, 1]
    rows = []
    for name in args.sets.split(","):
        c0 = time.process_time()
        r = E.run_neuid3(data, SETS[name], opts, seed=args.seed)
        cpu = time.process_time() - c0
        program, tree = r["program"], r["result"].details["tree"]
        reach, p_test = leaf_probabilities(program, tree, test.index)
        deltas = np.array([leaf.delta for leaf in tree.leaves()])
        p_tree = np.clip(deltas @ reach, 0.0, 1.0)
        worst = 0.0
        for i in range(min(args.check, len(y))):
            q = E.atom(test.index[i])
            worst = max(worst, abs(program.query(q)[0].probability - p_tree[i]))
        root = tree.root
        p_root = root.left.delta * p_test[root.id] + root.right.delta * (1.0 - p_test[root.id])
        row = {"seed": args.seed, "set": name, "steps": args.steps, "tests": list(SETS[name]),
               "f1_pos_learner": r["f1_pos"], "f1_neg_learner": r["f1_neg"], "cpu_seconds": cpu,
               "max_abs_diff_vs_query": worst, "render": r["render"], "tests_used": r["tests_used"],
               "tree": scores(p_tree, y, d), "root_only": scores(p_root, y, d),
               "fixed_by_subtrees": int(((p_root >= 0.5) != (y > 0.5)).sum() - ((p_tree >= 0.5) != (y > 0.5)).sum())}
        # the windows the subtrees change, by which rules hold there (true ranks)
        changed = (p_root >= 0.5) != (p_tree >= 0.5)
        r0, r1 = test.cards[:, 1], test.cards[:, 3]
        row["changed"] = {"windows": int(changed.sum()),
                          "now right": int((changed & ((p_tree >= 0.5) == (y > 0.5))).sum()),
                          "R0+1=R1": int((changed & (r0 + 1 == r1)).sum()),
                          "R0=8,R1=1": int((changed & (r0 == 8) & (r1 == 1)).sum()),
                          "R0=R1": int((changed & (r0 == r1)).sum())}
        print(json.dumps({k: v for k, v in row.items() if k != "render"}), flush=True)
        print(r["render"], flush=True)
        rows.append(row)
        Path(args.out).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
