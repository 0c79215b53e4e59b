"""Where the logic overhead's excess lies (issue 16, session 21), by subtraction, in one process:
three versions of ``BatchEvaluator._one_source_nll`` alternate step by step (rotating order) with
the plain step: "current" (this checkout's); "table_only" (the same world table, loss node and
network, but the glue skipped: each minibatch's image list kept from its first step, the
outputs' array built directly, no clamping or sharing logic; minibatches with a shared image or
several templates run "current"); "floor" (the image gather, the network and the same dot loss
node, with a constant gradient instead of the table). CPU time per step, medians.

    OMP_NUM_THREADS=1 python benchmarks/perf21_floor.py N BATCH STEPS

A measurement device only: its "table_only" and "floor" steps train on wrong gradients.
"""
import os, statistics, sys, time
from itertools import chain
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE)); sys.path.insert(0, str(HERE.parent))
import numpy as np, torch
from nesylang.neural import batch as B
import bench_deepproblog as bd
torch.set_num_threads(1)
n, batch = int(sys.argv[1]), int(sys.argv[2]); steps = int(sys.argv[3])
setup = bd.overhead_setup(n, batch)
nesy_step, plain_step, batches, step = setup["nesy_step"], setup["plain_step"], setup["batches"], setup["step"]
orig = B.BatchEvaluator._one_source_nll
for i in range(2 * len(batches)):
    nesy_step(i); plain_step(i)
ev = step.evaluator
cache, floor_cache = {}, {}
def floor(self, entries, eps):   # gather + network + constant gradient loss node
    if any(e.one is not entries[0].one for e in entries):
        return orig(self, entries, eps)
    key = id(entries[0])
    got = floor_cache.get(key)
    one = entries[0].one
    if got is None:
        indices = list(chain.from_iterable(e.indices for e in entries))
        got = floor_cache[key] = (indices, np.random.rand(len(indices), 10).astype(np.float32).reshape(-1) * 1e-3)
    indices, g = got
    if len(set(indices)) != len(indices):  # (as table_only: shared images run the current code)
        return orig(self, entries, eps)
    column = torch.from_numpy(one.tensor.numpy().take(indices, axis=0))
    out = self._run_on_column(one.net, one.net_name, column, True, one.span)
    loss = torch.dot(out.reshape(-1), torch.from_numpy(g))
    loss.detach().fill_(1.0)
    return loss, None, None
def table_only(self, entries, eps):  # floor + table (no glue: indices cached)
    if any(e.one is not entries[0].one for e in entries):
        return orig(self, entries, eps)
    key = id(entries[0])
    got = cache.get(key)
    one = entries[0].one
    if got is None:
        got = cache[key] = (list(chain.from_iterable(e.indices for e in entries)), None)
    indices, _ = got
    if len(set(indices)) != len(indices):  # (shared images: the rows path, not modelled here)
        return orig(self, entries, eps)
    column = torch.from_numpy(one.tensor.numpy().take(indices, axis=0))
    out = self._run_on_column(one.net, one.net_name, column, True, one.span)
    values = out.detach().numpy()
    if not (B._MIN(values, None) >= B._CLAMP):
        return orig(self, entries, eps)
    found = one.fast._worlds._lean_nll(values, None, np.array([e.output for e in entries]), eps, len(entries))
    if found is None:
        return orig(self, entries, eps)
    loss = torch.dot(out.reshape(-1), torch.from_numpy(found[1].astype(np.float32).reshape(-1)))
    loss.detach().fill_(found[0] / len(entries))
    return loss, None, None
clock = time.process_time
variants = {"current": orig, "floor": floor, "table_only": table_only}
rec = {k: [] for k in list(variants) + ["plain"]}
for i in range(steps):
    items = list(variants.items()); r = i % len(items)
    for name, f in items[r:] + items[:r]:
        B.BatchEvaluator._one_source_nll = f
        t = clock(); nesy_step(i); rec[name].append(clock() - t)
    t = clock(); plain_step(i); rec["plain"].append(clock() - t)
med = {k: statistics.median(v) * 1e6 for k, v in rec.items()}
print(f"N={n} b={batch} load {os.getloadavg()[0]:.1f}", {k: round(v, 1) for k, v in med.items()},
      {k: round(med[k] / med["plain"], 3) for k in variants})
