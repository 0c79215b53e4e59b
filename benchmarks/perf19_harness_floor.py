"""Where nesylang's side of the second harness (``dpl_script_harness.py``) spends its epoch, and
the floor the network sets (issue 16, target 2: >= 300x DeepProbLog at N = 2 on a full epoch).

In one process, with the harness's own data, network, source object and optimizer (the
script's Adam, not fused), batch 2:

- ``cold``: the harness's measured call, ``fit`` over the 375 N = 2 sums with a fresh program
  (template disk cache off), CPU s; of it, ``compile`` (``TemplateCache.lookup``, the one open
  ``multi_addition`` template's grounding and SDD compilation), ``table`` (the world table's
  construction, ``_WorldTable.of``) and ``circuit`` (the circuit's passes in the steps before
  the table is built, ``_Categorical.mean_nll`` less ``table``);
- ``warm``: a second epoch of the same ``fit`` (templates compiled, table built);
- ``plain``: the same network's plain supervised epoch on the same images with their digit
  labels, in the same minibatches of 2 sums (8 images), the same optimizer; the rounds of
  ``warm`` and ``plain`` alternate.

``plain + compile`` is what a nesylang epoch cannot go below without a cheaper network step or
a cheaper compilation, so DeepProbLog's epoch CPU divided by it bounds the harness's ratio.

    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python benchmarks/perf19_harness_floor.py [--n 2] [--rounds 3]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2)
    ap.add_argument("--images", type=int, default=1500)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import warnings

    warnings.filterwarnings("ignore")
    import dpl_script_harness as h
    import torch
    from deepproblog.network import Network
    from engine_imports import import_engine

    import nesylang
    from nesylang.neural import batch as batch_module
    from nesylang.neural import templates as templates_module

    import_engine()
    torch.set_num_threads(1)
    clock = time.process_time
    spent = {"compile": 0.0, "table": 0.0, "categorical": 0.0}

    def timed(cls, name, key, static=False):
        fn = getattr(cls, name)

        def wrapper(*a, **k):
            t = clock()
            try:
                return fn(*a, **k)
            finally:
                spent[key] += clock() - t
        setattr(cls, name, staticmethod(wrapper) if static else wrapper)

    timed(templates_module.TemplateCache, "lookup", "compile")
    timed(batch_module._WorldTable, "of", "table", static=True)
    timed(batch_module._Categorical, "mean_nll", "categorical")

    x, labels = h._digits(args.images)
    sums = h._sums(labels, args.n)

    def number(ix):
        return f"tensor(train({ix[0]}))" if args.n == 1 else "[" + ",".join(f"tensor(train({i}))" for i in ix) + "]"

    functor = "addition" if args.n == 1 else "multi_addition"
    queries = [f"{functor}({number(a)},{number(b)},{total})" for a, b, total in sums]
    program = nesylang.load(h._program_path())
    program.tensors["train"] = h.DigitImages(x)
    module = h._net()
    net = Network(module, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(module.parameters(), lr=1e-3)
    program.networks["mnist_net"] = net
    t = clock()
    history = program.fit(queries, epochs=1, batch_size=2, lr=1e-3, seed=h.SEED, progress=False)
    cold = clock() - t
    result = {"n": args.n, "sums": len(queries), "load_start": os.getloadavg()[0], "cold_s": cold,
              "compile_s": spent["compile"], "table_s": spent["table"],
              "circuit_s": spent["categorical"] - spent["table"], "epoch_loss": history.last.loss,
              "warm_s": [], "plain_s": []}
    y = torch.tensor(labels)
    for r in range(args.rounds):
        t = clock()
        program.fit(queries, epochs=1, batch_size=2, lr=1e-3, seed=h.SEED + 1 + r, progress=False)
        result["warm_s"].append(clock() - t)
        plain = h._net()
        opt = torch.optim.Adam(plain.parameters(), lr=1e-3)
        order = h._order(len(sums), h.SEED + 1 + r)
        t = clock()
        for b in range(0, len(order), 2):
            idx = [j for i in order[b:b + 2] for j in (*sums[i][0], *sums[i][1])]
            opt.zero_grad()
            loss = torch.nn.functional.nll_loss(torch.log(plain(torch.stack([x[j] for j in idx]))), y[idx])
            loss.backward()
            opt.step()
        result["plain_s"].append(clock() - t)
    warm, plain = statistics.median(result["warm_s"]), statistics.median(result["plain_s"])
    result.update(load_end=os.getloadavg()[0], warm_median_s=warm, plain_median_s=plain,
                  floor_s=plain + result["compile_s"])
    print(json.dumps(result))


if __name__ == "__main__":
    main()
