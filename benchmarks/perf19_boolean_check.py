"""Session 19's chunked ``LinearLevels.boolean_rows`` against HEAD's (the whole table at once):
the same truth tables, bit for bit, on the world tables of DeepProbLog's N = 1 and N = 2 addition
templates; their build time (``_WorldTable.of``), the two alternating; and a training trace (the
N = 2 harness of ``dpl_script_harness.py``: every minibatch's loss and the final weights, as
bytes) with each.

    OMP_NUM_THREADS=1 python benchmarks/perf19_boolean_check.py [--rounds 5]
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))


def head_boolean_rows():
    """HEAD's ``LinearLevels.boolean_rows`` (``git show``), as a function to bind."""
    text = subprocess.run(["git", "show", "HEAD:nesylang/circuits/numpy_eval.py"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout
    path = Path(os.environ.get("TMPDIR", "/tmp")) / "perf19_numpy_eval_head.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("perf19_numpy_eval_head", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.LinearLevels.boolean_rows


def template_levels(n: int):
    import bench_deepproblog as bd

    step = bd.overhead_setup(n, 16)["step"]
    return [p.categorical for p in step.evaluator._plans.values() if p.categorical is not None]


def trace(boolean_rows) -> str:
    """sha256 over every minibatch loss of the harness's N = 2 epoch and the final weights."""
    import dpl_script_harness as h
    import torch
    from deepproblog.network import Network

    import nesylang
    from nesylang.circuits.numpy_eval import LinearLevels
    from nesylang.neural import training

    LinearLevels.boolean_rows = boolean_rows
    losses = []
    step_fn = training.optimizer_step

    def record(networks, param_opt, loss):
        losses.append(loss.detach().double().numpy().tobytes())
        return step_fn(networks, param_opt, loss)

    training.optimizer_step = record
    x, labels = h._digits(1500)
    sums = h._sums(labels, 2)
    queries = [f"multi_addition([{','.join(f'tensor(train({i}))' for i in a)}],"
               f"[{','.join(f'tensor(train({i}))' for i in b)}],{t})" for a, b, t in sums]
    program = nesylang.load(h._program_path())
    program.tensors["train"] = h.DigitImages(x)
    module = h._net()
    net = Network(module, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(module.parameters(), lr=1e-3)
    program.networks["mnist_net"] = net
    program.fit(queries, epochs=1, batch_size=2, lr=1e-3, seed=h.SEED, progress=False)
    training.optimizer_step = step_fn
    digest = hashlib.sha256(b"".join(losses))
    for p in module.parameters():
        digest.update(p.detach().numpy().tobytes())
    return f"{len(losses)} steps {digest.hexdigest()[:16]}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    import numpy as np
    import torch

    from nesylang.circuits.numpy_eval import LinearLevels
    from nesylang.neural.batch import _WorldTable

    torch.set_num_threads(1)
    new, old = LinearLevels.boolean_rows, head_boolean_rows()
    for n in (1, 2):
        for cat in template_levels(n):
            size, groups, levels = cat.size, cat.groups, cat.levels
            count = size ** groups
            worlds = np.indices((size,) * groups).reshape(groups, -1).T
            pos = (np.arange(size - 1)[None, None, :] >= worlds[:, :, None]).reshape(count, levels.n_vars).T
            a, b = old(levels, pos, levels.out_rows), new(levels, pos, levels.out_rows)
            same = (a is None and b is None) or (a is not None and b is not None and np.array_equal(a, b))
            times = {"HEAD": [], "chunked": []}
            for r in range(args.rounds):
                for name, fn in (("HEAD", old), ("chunked", new)) if r % 2 == 0 else (("chunked", new), ("HEAD", old)):
                    LinearLevels.boolean_rows = fn
                    t = time.process_time()
                    _WorldTable.of(levels, size, groups)
                    times[name].append((time.process_time() - t) * 1e3)
            LinearLevels.boolean_rows = new
            print(f"N = {n}, {groups} choices, {count} worlds ({-(-count // 64)} words), "
                  f"{levels.n_elements} elements: truth tables identical: {same}; _WorldTable.of ms, "
                  + "; ".join(f"{k} {', '.join(f'{x:.1f}' for x in v)} (median {statistics.median(v):.1f})"
                              for k, v in times.items()), flush=True)
    print("training trace, HEAD:   ", trace(old), flush=True)
    print("training trace, chunked:", trace(new), flush=True)
    print(f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
