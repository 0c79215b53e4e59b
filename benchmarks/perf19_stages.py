"""Where a warm nesylang training step's logic overhead goes (issue 16, target 1), stage by
stage, inside the benchmark's own loop (``bench_deepproblog.overhead``'s setup: the MLP, fused
Adam, the same minibatches; templates compiled, world tables built, every entry kept).

Each measured iteration runs, in this order: an instrumented copy of the step's common path
(``ExactStep`` -> ``BatchEvaluator._one_source_nll`` -> ``_WorldTable._lean_nll``, then
``optimizer_step``), with a thread-CPU timer between stages; the plain supervised step; the
real nesylang step (timed whole). Medians, microseconds of thread CPU time. Stages: ``glue``
(the entries' fields, input de-duplication), ``gather`` (the images' rows), ``forward`` (the
module), ``checks`` (outputs to numpy, the clamping check, the outputs' array), ``table``
(the world table's loss and gradient), ``lossnode`` (the ``dot`` node and its value),
``zero_grad``, ``backward``, ``adam``. Minibatches the common path does not take (another
template in the batch) are skipped by the instrumented copy.

    OMP_NUM_THREADS=1 python benchmarks/perf19_stages.py N BATCH [STEPS] [--plain-stages]

``--plain-stages`` (session 21) also times a copy of the plain step stage by stage, in the same
loop, before the plain step (p_gather: the images and labels; p_forward; p_loss: clamp, log,
nll_loss; p_zero_grad; p_backward; p_adam).
"""
from __future__ import annotations

import statistics
import sys
import time
from itertools import chain
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def main() -> None:
    import bench_deepproblog as bd
    import numpy as np
    import torch

    from nesylang.neural import batch as B

    torch.set_num_threads(1)
    plain_stages = "--plain-stages" in sys.argv
    argv = [a for a in sys.argv if a != "--plain-stages"]
    n, batch = int(argv[1]), int(argv[2])
    steps = int(argv[3]) if len(argv) > 3 else 600
    setup = bd.overhead_setup(n, batch)  # overhead()'s own setup, before its timing loop
    nesy_step, plain_step, step, networks, batches = (setup[k] for k in (
        "nesy_step", "plain_step", "step", "networks", "batches"))
    for i in range(2 * len(batches)):  # every entry kept, the world table built
        nesy_step(i)
        plain_step(i)
    T = time.thread_time_ns
    rec: dict[str, list[float]] = {}
    ev = step.evaluator

    def instrumented(i) -> bool:
        t0 = T()
        entries = list(map(step._entries.__getitem__, batches[i % len(batches)]))
        _, outputs, _, _, ones, indices = zip(*entries)
        one = ones[0]
        if ones.count(one) != len(ones):
            return False
        indices = list(chain.from_iterable(indices))
        rows = None
        distinct = dict.fromkeys(indices)
        if len(distinct) != len(indices):
            rows = list(map(dict(zip(distinct, range(len(distinct)))).__getitem__, indices))
            indices = list(distinct)
        t1 = T()
        column = torch.from_numpy(one.tensor.numpy().take(indices, axis=0))
        t2 = T()
        out = ev._run_on_column(one.net, one.net_name, column, True, one.span)
        t3 = T()
        values = out.detach().numpy()
        table = one.fast._worlds
        if not B._MIN(values, None) >= B._CLAMP:
            return False
        outputs = np.array(outputs)
        t4 = T()
        found = table._lean_nll(values, rows, outputs, step.eps, len(entries))
        t5 = T()
        loss = torch.dot(out.reshape(-1), torch.from_numpy(found[1].astype(np.float32).reshape(-1)))
        loss.detach().fill_(found[0] / len(entries))
        t6 = T()
        for net in networks.values():
            net.optimizer.zero_grad()
        t7 = T()
        loss.backward()
        t8 = T()
        for net in networks.values():
            net.optimizer.step()
        t9 = T()
        for k, a, z in (("glue", t0, t1), ("gather", t1, t2), ("forward", t2, t3), ("checks", t3, t4),
                        ("table", t4, t5), ("lossnode", t5, t6), ("zero_grad", t6, t7), ("backward", t7, t8),
                        ("adam", t8, t9), ("instrumented_total", t0, t9)):
            rec.setdefault(k, []).append((z - a) / 1e3)
        return True

    names = plain_step.__code__.co_freevars
    env = dict(zip(names, [c.cell_contents for c in plain_step.__closure__]))
    plain, plain_opt, image_idx, train, labels = (env[k] for k in ("plain", "plain_opt", "image_idx", "train", "labels"))

    def plain_instr(i):
        t0 = T()
        idx = image_idx[i % len(batches)]
        x, y = train[idx], labels[idx]
        t1 = T()
        o = plain(x)
        t2 = T()
        loss = torch.nn.functional.nll_loss(torch.log(o.clamp_min(1e-38)), y)
        t3 = T()
        plain_opt.zero_grad()
        t4 = T()
        loss.backward()
        t5 = T()
        plain_opt.step()
        t6 = T()
        for k, a, z in (("p_gather", t0, t1), ("p_forward", t1, t2), ("p_loss", t2, t3), ("p_zero_grad", t3, t4),
                        ("p_backward", t4, t5), ("p_adam", t5, t6), ("p_total", t0, t6)):
            rec.setdefault(k, []).append((z - a) / 1e3)

    for i in range(steps):
        if not instrumented(i):
            continue
        if plain_stages:
            plain_instr(i)
        t = T()
        plain_step(i)
        rec.setdefault("plain_step", []).append((T() - t) / 1e3)
        t = T()
        nesy_step(i)
        rec.setdefault("nesylang_step", []).append((T() - t) / 1e3)
    import os

    print(f"N = {n}, batch {batch}, {len(rec['plain_step'])} steps, load {os.getloadavg()[0]:.1f}:",
          {k: round(statistics.median(v), 1) for k, v in rec.items()})


if __name__ == "__main__":
    main()
