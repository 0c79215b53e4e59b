"""Prototype (session 21, issue 16 target 1): the world table's loss as torch operations on the
network's output tensor, forward and backward torch's own, against the numpy table + dot node.
In-process A/B of whole steps (exploration only; the final figures use fresh processes).

    OMP_NUM_THREADS=1 python benchmarks/perf21_proto.py N BATCH [STEPS]
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from itertools import chain
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import numpy as np
import torch

from nesylang.neural import batch as B


def torch_one_source_nll(self, entries, eps):
    if not entries:
        return None
    one = entries[0].one
    if one is None:
        return None
    _, outputs, _, _, ones, indices = zip(*entries)
    if ones.count(one) != len(ones):
        return None
    indices = list(chain.from_iterable(indices))
    rows = None
    distinct = dict.fromkeys(indices)
    if len(distinct) != len(indices):
        rows = list(map(dict(zip(distinct, range(len(distinct)))).__getitem__, indices))
        indices = list(distinct)
    tensors, networks = self.program.tensors, self.program.networks
    if one.generations != (tensors.generation, networks.generation):
        one.refresh(self.program)
    source_tensor, net, net_name, span = one.tensor, one.net, one.net_name, one.span
    column = torch.from_numpy(source_tensor.numpy().take(indices, axis=0))
    out = self._run_on_column(net, net_name, column, True, span)
    table = one.fast._worlds
    values = out.detach().numpy()
    if not (table and B._MIN(values, None) >= B._CLAMP):
        raise RuntimeError("proto: not the lean case")
    b = len(outputs)
    known = table._torch.get(b) if hasattr(table, "_torch") else None
    if known is None:
        if not hasattr(table, "_torch"):
            table._torch = {}
        G, stride = table.groups, table.stride
        end = b * stride
        padded = table.padded.copy()
        padded[:, table.mask == 0] = end + stride  # past the end: clipped to `end` below
        known = table._torch[b] = (padded, (np.arange(b) * stride)[None, :, None], end,
                                   torch.zeros(1, dtype=torch.float64))
    padded, base, end, zero = known
    at = padded.take(outputs, axis=1)
    at += base
    np.minimum(at, end, out=at)
    x = out if rows is None else out.index_select(0, torch.from_numpy(np.array(rows)))
    flat = torch.cat((x.reshape(-1), zero))  # float64
    f = flat.take(torch.from_numpy(at))
    G = table.groups
    if G == 1:
        worlds = f[0]
    else:
        parts = f.unbind(0)
        worlds = parts[0] * parts[1]
        for k in range(2, G):
            worlds = worlds * parts[k]
    chosen = worlds.sum(1)
    if not float(chosen.min()) > B._SMALLEST:
        raise RuntimeError("proto: small")
    loss = torch.log(chosen + eps).sum() * (-1.0 / b)
    return loss.to(out.dtype), None, None


def main():
    import bench_deepproblog as bd

    torch.set_num_threads(1)
    n, batch = int(sys.argv[1]), int(sys.argv[2])
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 400
    setup = bd.overhead_setup(n, batch)
    nesy_step, plain_step, batches = setup["nesy_step"], setup["plain_step"], setup["batches"]
    orig = B.BatchEvaluator._one_source_nll
    for i in range(2 * len(batches)):
        nesy_step(i)
        plain_step(i)
    clock = time.process_time
    rec = {"numpy": [], "torch": [], "plain": []}
    for i in range(steps):
        for name in ("numpy", "torch"):
            B.BatchEvaluator._one_source_nll = orig if name == "numpy" else torch_one_source_nll
            t = clock()
            nesy_step(i)
            rec[name].append(clock() - t)
        t = clock()
        plain_step(i)
        rec["plain"].append(clock() - t)
    med = {k: statistics.median(v) * 1e6 for k, v in rec.items()}
    print(f"N={n} b={batch} load {os.getloadavg()[0]:.1f}", {k: round(v, 1) for k, v in med.items()},
          "ratios", round(med["numpy"] / med["plain"], 3), round(med["torch"] / med["plain"], 3))


if __name__ == "__main__":
    main()
