"""Data for the Boolean-network examples of the ``ndnf`` learner (issue 10): one fold of a network.

A Boolean network's synchronous update, learned from all 2^n states: gene v is on at t+1 iff
some rule for v has its body true at t. The ground truth is the block of the named network in
``boolean_networks.md`` (``../shared/data/`` beside the repository, or ``--data``). The states
are split by ``KFold(n_splits=K, shuffle=True, random_state=0)``; fold k's test part is its
test set, the rest its training set. Written beside the programs (or into ``--out``):

* ``NETWORK_facts.nesy``: ``state(s5).`` and ``on(s5, b).`` per state (a gene that is off
  has no fact);
* ``NETWORK_train.jsonl`` / ``NETWORK_test.jsonl``: every (state, gene) pair of the fold's
  states, ``{"query": "next(s5, c)", "p": 1}``.

Then ``nesy run NETWORK.nesy`` learns ``next/2`` by its ``#learn`` directive:

    python examples/ndnf/boolean/make_data.py budding --folds 10 --fold 0
    cd examples/ndnf/boolean && nesy run budding.nesy
"""
from __future__ import annotations

import argparse
import itertools
import json
import re
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[3] / "shared" / "data" / "boolean_networks.md"
FOLDS = {"ara": 5, "budding": 10, "fission": 10, "mam": 10}  # the CV (5 allowed for ARA)


def ground_truth(name: str, path: Path = DATA) -> tuple[list[str], dict[str, list[dict[int, int]]]]:
    """(genes, rules) of one network: rules[v] lists bodies {gene index: 0/1}."""
    text = path.read_text()
    m = re.search(r"\*\*" + name.upper() + r"\*\* \(\d+ genes: ([a-z ]+)\)\s*```(.*?)```", text, re.DOTALL)
    if m is None:
        raise SystemExit(f"no network {name} in {path}")
    genes = m.group(1).split()
    rules: dict[str, list[dict[int, int]]] = {g: [] for g in genes}
    for line in m.group(2).strip().splitlines():
        head, body = line.split(":-")
        v = re.match(r"\s*(\w+)\(1,T\)", head).group(1)
        rules[v].append({genes.index(g): int(b) for g, b in re.findall(r"(\w+)\((\d),T-1\)", body)})
    return genes, rules


def dataset(genes: list[str], rules) -> tuple[np.ndarray, np.ndarray]:
    """All 2^n states (rows, 0/1) and their successors."""
    states = np.array(list(itertools.product([0, 1], repeat=len(genes))))
    y = np.zeros_like(states)
    for k, g in enumerate(genes):
        for body in rules[g]:
            y[:, k] |= np.all([states[:, j] == b for j, b in body.items()], axis=0) if body else 1
    return states, y


def fold_indices(n: int, folds: int, fold: int) -> tuple[np.ndarray, np.ndarray]:
    from sklearn.model_selection import KFold

    return list(KFold(n_splits=folds, shuffle=True, random_state=0).split(np.zeros(n)))[fold]


def write_fold(out: Path, name: str, genes, states, y, train, test) -> None:
    """The facts and the train/test JSONL of one fold, as the module docstring says."""
    facts = []
    for i, row in enumerate(states):
        facts.append(f"state(s{i}).")
        facts += [f"on(s{i}, {g})." for g, b in zip(genes, row) if b]
    (out / f"{name}_facts.nesy").write_text("\n".join(facts) + "\n")
    for part, idx in (("train", train), ("test", test)):
        (out / f"{name}_{part}.jsonl").write_text("".join(
            json.dumps({"query": f"next(s{i}, {g})", "p": int(y[i, k])}) + "\n"
            for i in idx for k, g in enumerate(genes)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("network", choices=sorted(FOLDS))
    ap.add_argument("--folds", type=int, default=None, help="K (default: 5 for ara, else 10)")
    ap.add_argument("--fold", type=int, default=0)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=HERE)
    args = ap.parse_args()
    folds = args.folds or FOLDS[args.network]
    genes, rules = ground_truth(args.network, args.data)
    states, y = dataset(genes, rules)
    train, test = fold_indices(len(states), folds, args.fold)
    write_fold(args.out, args.network, genes, states, y, train, test)
    print(f"{args.network}: {len(genes)} genes, {len(states)} states; fold {args.fold} of {folds}: "
          f"{len(train)} training and {len(test)} test states in {args.out}")


if __name__ == "__main__":
    main()
