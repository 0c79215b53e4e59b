"""A second throughput harness (issue 16, target 2), written from DeepProbLog 2.1's own example
script ``examples/MNIST/addition.py``, not from this project's benchmark.

DeepProbLog's side is that script, line for line, with two changes forced by running offline:
MNIST (torchvision downloads it) becomes scikit-learn's 8x8 digits, served by a tensor source
and a dataset class written as DeepProbLog's ``MNIST_Images`` and ``MNISTOperator`` are (pairs
of consecutive images, labels their sum, DeepProbLog's ``Query`` with a substitution), and its
``MNIST_Net`` (a LeNet for 28x28 images) is the same layers sized for 8x8 ones. Everything else
is the script's: ``models/addition.pl`` unchanged, ``Network(..., batching=True)``, Adam at
1e-3, ``ExactEngine`` with the circuit cache on, ``DataLoader(train_set, 2, False)``,
``train_model(model, loader, 1, log_iter=100)``.

nesylang's side loads the same ``addition.pl``, takes the same tensor source object and a
DeepProbLog ``Network`` over a copy of the same initial weights, and trains one epoch with
``fit(batch_size=2, lr=1e-3)``. ``fit`` shuffles its epoch with ``random.Random(seed)``;
DeepProbLog's loader (``shuffle=False``) is given its dataset in that order, so both see the
same minibatches. Each side runs in its own process (its own peak RSS), one torch thread,
nesylang's template disk cache off; CPU time of the training call (nesylang's includes parsing
the query strings, grounding and compiling); the epoch's mean loss on both sides (they must
agree closely).

    OMP_NUM_THREADS=1 python benchmarks/dpl_script_harness.py [--n 1] [--images 1500] [--batch 2]
    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python benchmarks/dpl_script_harness.py --overhead 5 [--tensor-source]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 0


# ---- the script's data, written as DeepProbLog's MNIST module writes it ------------------------
class DigitImages:
    """DeepProbLog's ``MNIST_Images``: ``item[0]`` is the image index (a tensor source)."""

    def __init__(self, images):
        self.images = images

    def __getitem__(self, item):
        return self.images[int(item[0])]


def _digits(count: int):
    import numpy as np
    import torch
    from sklearn.datasets import load_digits

    d = load_digits()
    x = torch.tensor(((d.images[:count] / 16.0) - 0.5) / 0.5, dtype=torch.float32).unsqueeze(1)  # ToTensor + Normalize(0.5, 0.5)
    return x, np.asarray(d.target[:count])


def _sums(labels, n: int) -> list[tuple[list[int], list[int], int]]:
    """``MNISTOperator`` with ``seed=None``: consecutive images, ``n`` per number, two numbers."""
    it = iter(range(len(labels)))
    out = []
    try:
        while True:
            a = [next(it) for _ in range(n)]
            b = [next(it) for _ in range(n)]
            value = lambda ix: int("".join(str(int(labels[i])) for i in ix))  # noqa: E731
            out.append((a, b, value(a) + value(b)))
    except StopIteration:
        pass
    return out


def _order(count: int, seed: int = SEED) -> list[int]:
    order = list(range(count))
    random.Random(seed).shuffle(order)  # nesylang's first-epoch order (fit's shuffle)
    return order


def _net():
    """DeepProbLog's ``MNIST_Net`` (encoder: conv, pool, ReLU, conv, pool, ReLU; classifier:
    120, 84, 10, softmax), sized for 8x8 images."""
    import torch
    from torch import nn

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.encoder = nn.Sequential(nn.Conv2d(1, 6, 3, padding=1), nn.MaxPool2d(2, 2), nn.ReLU(True),
                                         nn.Conv2d(6, 16, 3, padding=1), nn.MaxPool2d(2, 2), nn.ReLU(True))
            self.classifier = nn.Sequential(nn.Linear(16 * 2 * 2, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
                                            nn.Linear(84, 10), nn.Softmax(1))

        def forward(self, x):
            return self.classifier(self.encoder(x).view(-1, 16 * 2 * 2))

    torch.manual_seed(SEED)
    return Net()


def _program_path() -> str:
    import deepproblog

    return str(Path(deepproblog.__file__).parent / "examples" / "MNIST" / "models" / "addition.pl")


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# ---- the two sides, each run in a child process ------------------------------------------------
def child_deepproblog(n: int, images: int, batch: int) -> dict:
    import warnings

    warnings.filterwarnings("ignore")
    import torch
    from problog.logic import Constant, Term, list2term

    from deepproblog.dataset import DataLoader, Dataset
    from deepproblog.engines import ExactEngine
    from deepproblog.model import Model
    from deepproblog.network import Network
    from deepproblog.query import Query
    from deepproblog.train import train_model

    torch.set_num_threads(1)
    x, labels = _digits(images)
    sums = _sums(labels, n)
    rows = [sums[i] for i in _order(len(sums))]

    class Addition(Dataset):  # MNISTOperator.to_query, for the rows above
        def __len__(self):
            return len(rows)

        def to_query(self, i):
            a, b, total = rows[i]
            subs, names = {}, []
            for k, number in enumerate((a, b)):
                inner = []
                for j, index in enumerate(number):
                    t = Term(f"p{k}_{j}")
                    subs[t] = Term("tensor", Term("train", Constant(index)))
                    inner.append(t)
                names.append(inner)
            if n == 1:
                return Query(Term("addition", *(e[0] for e in names), Constant(total)), subs)
            return Query(Term("multi_addition", *(list2term(e) for e in names), Constant(total)), subs)

    network = _net()
    net = Network(network, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(network.parameters(), lr=1e-3)
    model = Model(_program_path(), [net])
    model.set_engine(ExactEngine(model), cache=True)
    model.add_tensor_source("train", DigitImages(x))
    loader = DataLoader(Addition(), batch, False)
    cpu = time.process_time()
    # the script's call; verbose=0 only keeps its every-100-iterations print out of the output,
    # and so leaves the summed minibatch losses in accumulated_loss for the epoch's mean
    train = train_model(model, loader, 1, log_iter=100, profile=0, verbose=0)
    cpu = time.process_time() - cpu
    batches = (len(rows) + batch - 1) // batch
    return {"system": "deepproblog", "sums": len(rows), "cpu_s": cpu, "peak_mib": _peak_mib(),
            "epoch_loss": float(train.accumulated_loss) / batches, "circuits": len(model.solver.cache.cache_dict)}


def child_nesylang(n: int, images: int, batch: int) -> dict:
    import warnings

    warnings.filterwarnings("ignore")
    import torch
    from deepproblog.network import Network

    import nesylang
    from engine_imports import import_engine

    import_engine()  # before the clock, as DeepProbLog's side imports its engine and trainer

    torch.set_num_threads(1)
    x, labels = _digits(images)
    sums = _sums(labels, n)

    def number(ix):
        return f"tensor(train({ix[0]}))" if n == 1 else "[" + ",".join(f"tensor(train({i}))" for i in ix) + "]"

    functor = "addition" if n == 1 else "multi_addition"
    queries = [f"{functor}({number(a)},{number(b)},{total})" for a, b, total in sums]
    program = nesylang.load(_program_path())
    program.tensors["train"] = DigitImages(x)
    network = _net()
    net = Network(network, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(network.parameters(), lr=1e-3)
    program.networks["mnist_net"] = net
    cpu = time.process_time()
    history = program.fit(queries, epochs=1, batch_size=batch, lr=1e-3, seed=SEED, progress=False)
    cpu = time.process_time() - cpu
    return {"system": "nesylang", "sums": len(queries), "cpu_s": cpu, "peak_mib": _peak_mib(),
            "epoch_loss": history.last.loss}


def overhead(rounds: int = 3, source: str = "object") -> list[tuple[float, float]]:
    """Logic overhead with the script's network (issue 16, target 1, at batch 2): a warm
    nesylang epoch (``fit`` on the 750 N = 1 query strings, after one epoch that compiled the
    template) against the plain supervised epoch of the same network on the same images with
    their digit labels, in the same minibatches of 2 sums (4 images), the same Adam; CPU s per
    round, the two interleaved. ``source``: the images as the script's object source or as
    one tensor."""
    import torch
    from deepproblog.network import Network

    import nesylang

    torch.set_num_threads(1)
    x, labels = _digits(1500)
    sums = _sums(labels, 1)
    queries = [f"addition(tensor(train({a[0]})),tensor(train({b[0]})),{t})" for a, b, t in sums]
    program = nesylang.load(_program_path())
    program.tensors["train"] = DigitImages(x) if source == "object" else x
    network = _net()
    net = Network(network, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(network.parameters(), lr=1e-3)
    program.networks["mnist_net"] = net
    program.fit(queries, epochs=1, batch_size=2, lr=1e-3, seed=SEED, progress=False)
    y = torch.tensor(labels)
    out = []
    for r in range(rounds):
        cpu = time.process_time()
        program.fit(queries, epochs=1, batch_size=2, lr=1e-3, seed=SEED + 1 + r, progress=False)
        nesy = time.process_time() - cpu
        plain_net = _net()
        opt = torch.optim.Adam(plain_net.parameters(), lr=1e-3)
        order = _order(len(sums), SEED + 1 + r)
        cpu = time.process_time()
        for b in range(0, len(order), 2):
            idx = [j for i in order[b:b + 2] for j in (*sums[i][0], *sums[i][1])]
            opt.zero_grad()
            loss = torch.nn.functional.nll_loss(torch.log(plain_net(torch.stack([x[j] for j in idx]))), y[idx])
            loss.backward()
            opt.step()
        out.append((nesy, time.process_time() - cpu))
    return out


def _child(side: str, args) -> dict:
    # nesylang's template disk cache off: its grounding and compiling count, as DeepProbLog's do
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", NESYLANG_CACHE="off")
    out = subprocess.run([sys.executable, __file__, "--child", side, "--n", str(args.n), "--images",
                          str(args.images), "--batch", str(args.batch)], capture_output=True, text=True,
                         env=env, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1)
    ap.add_argument("--images", type=int, default=1500)
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--child", choices=["deepproblog", "nesylang"])
    ap.add_argument("--overhead", type=int, metavar="ROUNDS", help="logic overhead at batch 2 instead (see overhead)")
    ap.add_argument("--tensor-source", action="store_true", help="with --overhead: the images as one tensor")
    args = ap.parse_args()
    if args.overhead:
        for nesy, plain in overhead(args.overhead, "tensor" if args.tensor_source else "object"):
            print(f"nesylang epoch {nesy:.3f} s CPU, plain epoch {plain:.3f} s CPU: {nesy / plain:.2f}x", flush=True)
        return
    if args.child:
        fn = child_deepproblog if args.child == "deepproblog" else child_nesylang
        print(json.dumps(fn(args.n, args.images, args.batch)))
        return
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    nesy = _child("nesylang", args)
    print(json.dumps(nesy), flush=True)
    dpl = _child("deepproblog", args)
    print(json.dumps(dpl), flush=True)
    print(f"N = {args.n}, batch {args.batch}, {nesy['sums']} sums: nesylang {nesy['cpu_s']:.2f} s CPU, "
          f"DeepProbLog {dpl['cpu_s']:.2f} s CPU: {dpl['cpu_s'] / nesy['cpu_s']:.0f}x; epoch loss "
          f"{nesy['epoch_loss']:.4f} / {dpl['epoch_loss']:.4f}; peak {nesy['peak_mib']:.0f} / {dpl['peak_mib']:.0f} MiB")


if __name__ == "__main__":
    main()
