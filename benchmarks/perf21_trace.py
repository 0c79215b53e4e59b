"""Same losses and gradients before and after (issue 16, session 21): runs ``bench_deepproblog``'s
overhead setup (its network, data, minibatches, fused Adam) for STEPS training steps with one
tree's ``nesylang`` and records every step's loss and every parameter's gradient, then the final
weights; ``compare`` reads two such records and prints the largest differences.

    OMP_NUM_THREADS=1 python benchmarks/perf21_trace.py record TREE OUT.npz [--steps 200] [--cases 1x16,2x16,1x2,2x2] [--double]
    python benchmarks/perf21_trace.py compare BEFORE.npz AFTER.npz

``--double``: the network in float64 (then the gradients are compared to float64 precision).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def record(tree: str, path: str, steps: int, cases: str, double: bool) -> None:
    sys.path.insert(0, tree)
    import numpy as np
    import torch

    torch.set_num_threads(1)
    import nesylang  # noqa: F401  (from TREE, before the harness puts this checkout on the path)

    assert str(Path(nesylang.__file__).resolve()).startswith(str(Path(tree).resolve())), nesylang.__file__
    sys.path.insert(0, str(HERE))
    import bench_deepproblog as bd

    if double:
        make = bd._make_net
        bd._make_net = lambda seed=bd.SEED: make(seed).double()
        images = bd._images
        bd._images = lambda: {k: (v.double() if v.is_floating_point() else v) for k, v in images().items()}
    saved = {}
    for case in cases.split(","):
        n, b = map(int, case.split("x"))
        setup = bd.overhead_setup(n, b)
        step, networks, batches = setup["step"], setup["networks"], setup["batches"]
        from nesylang.neural.training import optimizer_step

        params = [p for net in networks.values() for p in net.module.parameters()]
        losses, grads = [], []
        for i in range(steps):
            loss = step(batches[i % len(batches)])
            optimizer_step(networks, None, loss)
            losses.append(float(loss.detach()))
            grads.append(np.concatenate([p.grad.detach().numpy().reshape(-1).astype(np.float64) for p in params]))
        saved[f"{case}_loss"] = np.array(losses)
        saved[f"{case}_grads"] = np.array(grads)
        saved[f"{case}_weights"] = np.concatenate([p.detach().numpy().reshape(-1).astype(np.float64) for p in params])
    np.savez(path, **saved)


def compare(a: str, b: str) -> None:
    import numpy as np

    x, y = np.load(a), np.load(b)
    assert sorted(x.files) == sorted(y.files), (x.files, y.files)
    for k in sorted(x.files):
        u, v = x[k], y[k]
        diff = np.abs(u - v)
        rel = float((diff / np.maximum(np.abs(u), 1e-300)).max())
        print(f"{k:14s} {u.size:9d} values: identical {bool((u == v).all())}, max |diff| {float(diff.max()):.3g}, "
              f"max relative {rel:.3g}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("tree")
    r.add_argument("out")
    r.add_argument("--steps", type=int, default=200)
    r.add_argument("--cases", default="1x16,2x16,1x2,2x2")
    r.add_argument("--double", action="store_true")
    c = sub.add_parser("compare")
    c.add_argument("before")
    c.add_argument("after")
    args = ap.parse_args()
    if args.cmd == "record":
        record(args.tree, args.out, args.steps, args.cases, args.double)
    else:
        compare(args.before, args.after)


if __name__ == "__main__":
    main()
