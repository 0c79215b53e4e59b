"""p*: the digit accuracy of multi_addition's MLP trained with labelled digits (issue 17's reference).

The same network (``mnist_net`` of examples/addition/multi_addition.nesy, freshly initialised
with ``torch.manual_seed(seed)`` like the EXAL runs), the same 1200 training images, now with
their labels: Adam (lr 1e-3), minibatches of 16, cross-entropy, ``--epochs`` epochs. Reported:
test digit accuracy after the last epoch, per seed and mean, and the reference sum accuracy
(p*)^(2N) for N = 2, 4, 15.

    python benchmarks/exal_pstar.py --seeds 0 1 2     # ~1 min
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_exal_addition import DATA, _program  # noqa: E402


def supervised(seed: int, epochs: int) -> dict:
    import numpy as np
    import torch

    torch.manual_seed(seed)
    program = _program(2)
    program.materialise_declarations()
    module = program.network("mnist_net").module  # an mlp: it outputs logits
    d = np.load(DATA / "digits.npz")
    x, y = torch.from_numpy(d["train"]), torch.from_numpy(d["train_labels"]).long()
    xt, yt = torch.from_numpy(d["test"]), d["test_labels"]
    opt = torch.optim.Adam(module.parameters(), lr=1e-3)
    gen = torch.Generator().manual_seed(seed)
    cpu = time.process_time()
    curve = []
    for _ in range(epochs):
        module.train()
        for idx in torch.randperm(len(x), generator=gen).split(16):
            opt.zero_grad()
            loss = torch.nn.functional.cross_entropy(module(x[idx]), y[idx])
            loss.backward()
            opt.step()
        module.eval()
        with torch.no_grad():
            curve.append(float((module(xt).argmax(1).numpy() == yt).mean()))
    return {"seed": seed, "test_digit_accuracy": curve[-1], "curve": curve, "cpu_s": time.process_time() - cpu}


def main() -> None:
    import torch

    torch.set_num_threads(1)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--out", default=str(HERE / "results" / "exal_pstar.json"))
    args = ap.parse_args()
    runs = [supervised(s, args.epochs) for s in args.seeds]
    p = sum(r["test_digit_accuracy"] for r in runs) / len(runs)
    res = {"epochs": args.epochs, "runs": runs, "p_star": p,
           "reference_sum_accuracy": {n: p ** (2 * n) for n in (2, 4, 15)}}
    Path(args.out).write_text(json.dumps(res, indent=1) + "\n")
    print(f"p* = {p:.4f} over seeds {args.seeds} ({args.epochs} epochs); per seed "
          + ", ".join(f"{r['test_digit_accuracy']:.4f}" for r in runs)
          + "; (p*)^4 = {:.4f}, (p*)^8 = {:.4f}, (p*)^30 = {:.4f}".format(*(p ** (2 * n) for n in (2, 4, 15))))


if __name__ == "__main__":
    main()
