"""How much of each sum's decision graph EXAL has explored after each epoch (issue 17, session 21).

One training run as ``exal_profile_s14.py`` does it (N = 2 / 4, 1500 sums, Adam 1e-3, minibatches
of 16, one thread), EXAL with the learner's defaults (``--set`` to change them). After every epoch,
over the distinct formulas: graph nodes and edges (each edge one unit propagation when it was
created), the share of formulas whose explored graph is complete (every node's still-possible
outcomes expanded), and the explored explanations (paths of the merged graph) against the sum's
models (pairs of N-digit numbers with that sum, counted by hand: min(S, 2(10^N - 1) - S) + 1).

``--warmup-samples W`` makes the uniform warm-up rounds draw W explanations instead of ``samples``
(guided rounds unchanged).

    python benchmarks/exal21_coverage.py --n 4 --seed 0
    python benchmarks/exal21_coverage.py --n 4 --seed 0 --warmup-samples 3
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def graph_stats(trainer, n: int, examples) -> dict:
    import numpy as np

    from nesylang.learners.exal.explain import explored_graph

    seen, nodes, edges, complete, paths, models = set(), 0, 0, 0, [], []
    for index, state in list(trainer.states.items()):
        formula = state.formula
        if formula is None or id(formula) in seen or "memo" not in formula.cache:
            continue
        seen.add(id(formula))
        label = int(examples[index].query.args[-1].value if hasattr(examples[index].query.args[-1], "value")
                    else examples[index].query.args[-1])
        inner = [x for x in formula.cache["memo_nodes_of"] if x.__class__ is not tuple]
        nodes += len(inner)
        edges += len(formula.cache["memo_edges"])
        complete += all(len(x[2]) == len(x[1]) for x in inner)
        g = explored_graph(formula)
        if g is None:
            continue
        height, parent, child = g[0], g[1], g[2]
        count = np.zeros(len(height))
        count[0] = 1.0
        for v in np.argsort(height, kind="stable"):  # children first
            if v:
                count[v] = count[child[parent == v]].sum()
        paths.append(count[-1])
        models.append(min(label, 2 * (10 ** n - 1) - label) + 1)
    ratio = [p / m for p, m in zip(paths, models) if m]
    return {"formulas": len(seen), "nodes": nodes, "edges": edges, "complete": complete / max(1, len(seen)),
            "paths_over_models_median": float(np.median(ratio)) if ratio else None,
            "paths_over_models_mean": float(np.mean(ratio)) if ratio else None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sums", type=int, default=1500)
    ap.add_argument("--set", nargs="*", default=[], metavar="OPTION=VALUE")
    ap.add_argument("--warmup-samples", type=int, default=0,
                    help="draws per uniform warm-up round (0: `samples`, the learner's behaviour); the "
                         "rounds' other settings unchanged")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import torch

    torch.set_num_threads(1)
    import nesylang.learners.exal as exal
    import nesylang.neural.training as training
    from bench_exal_addition import BATCH, LR, _program, _sum_accuracy

    box = {}
    init = exal.ExalTrainer.__init__

    def capture(self, *a, **k):
        init(self, *a, **k)
        box["t"] = self

    exal.ExalTrainer.__init__ = capture
    if args.warmup_samples:
        inner_explain = exal.ExalTrainer.explain

        def explain(self, index, query, proposal=None):
            if proposal is not None or not self.guide:
                return inner_explain(self, index, query, proposal)
            kept, self.samples = self.samples, args.warmup_samples  # a uniform warm-up round
            try:
                return inner_explain(self, index, query, proposal)
            finally:
                self.samples = kept

        exal.ExalTrainer.explain = explain
    rows = []
    inner_acc = training.accuracy
    t0 = [time.process_time()]

    def accuracy(prog, data, **kw):
        acc = inner_acc(prog, data, **kw)
        cpu = time.process_time() - t0[0]  # the epoch's training and evaluation, not the counting below
        row = graph_stats(box["t"], args.n, examples)
        row.update(epoch=len(rows) + 1, digit_accuracy=acc, cpu=cpu)
        rows.append(row)
        print(json.dumps(row), flush=True)
        t0[0] = time.process_time()
        return acc

    training.accuracy = accuracy
    program = _program(args.n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:args.sums]
    torch.manual_seed(args.seed)
    opts = {k: json.loads(v) for k, _, v in (s.partition("=") for s in args.set)}
    program.fit_exal(examples, epochs=args.epochs, batch_size=BATCH, lr=LR, seed=args.seed, progress=False,
                     evaluate={"test_digits": program.dataset("test_digits")}, **opts)
    final = _sum_accuracy(program, args.n)
    print(json.dumps({"sum_accuracy": final["sum_accuracy"], "train_cpu": sum(r["cpu"] for r in rows)}))
    if args.out:
        Path(args.out).write_text(json.dumps({"args": vars(args), "epochs": rows, "final": final}, indent=1))


if __name__ == "__main__":
    main()
