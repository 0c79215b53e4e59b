"""Forth Sort (DeepProbLog's examples/Forth/Sort): learn the comparison a bubble sort uses.

compare.pl is DeepProbLog's program, unchanged. The swap network sees two digits (one-hot,
as DeepProbLog's EncodeModule does) and says whether to swap them; it learns only from
whole sorted lists: ``forth_sort([3,1,2], [1,2,3])``. Lists of length 2-3 train it; accuracy
is DeepProbLog's (the most probable answer of ``forth_sort(L, X)``) on lists of length 4.

    python examples/deepproblog/forth_sort/train.py [--epochs 3]
"""
from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import torch

import nesylang


class EncodeModule(torch.nn.Module):
    """DeepProbLog's Forth EncodeModule: one-hot digits -> MLP -> softmax over [no_swap, swap]."""

    def __init__(self, digits: int = 10, hidden: int = 20, out: int = 2):
        super().__init__()
        self.digits = digits
        self.net = torch.nn.Sequential(torch.nn.Linear(2 * digits, hidden), torch.nn.ReLU(),
                                       torch.nn.Linear(hidden, out), torch.nn.Softmax(-1))

    def forward(self, x, y):
        x = torch.nn.functional.one_hot(x.long().reshape(-1), self.digits).float()
        y = torch.nn.functional.one_hot(y.long().reshape(-1), self.digits).float()
        return self.net(torch.cat([x, y], -1))


def data(rng: random.Random, n: int, lengths: tuple[int, ...]) -> list[str]:
    out = []
    for _ in range(n):
        xs = [rng.randrange(10) for _ in range(rng.choice(lengths))]
        out.append(f"forth_sort({xs}, {sorted(xs)})".replace(" ", ""))
    return out


def make_program(seed: int = 0) -> nesylang.Program:
    torch.manual_seed(seed)
    program = nesylang.load(str(Path(__file__).with_name("compare.pl")))
    program.networks["swap_net"] = EncodeModule()
    return program


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--train", type=int, default=200)
    args = ap.parse_args()
    rng = random.Random(0)
    program = make_program()
    train, test = data(rng, args.train, (2, 3)), data(rng, 30, (4,))
    print(f"accuracy before: {program.accuracy(test):.2f}")
    for epoch in range(args.epochs):
        started = time.perf_counter()
        history = program.fit(train, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
        seconds = time.perf_counter() - started
        print(f"epoch {epoch + 1}: loss {history.last.loss:.4f}  {seconds:.1f} s  "
              f"test accuracy (length 4) {program.accuracy(test):.2f}")


if __name__ == "__main__":
    main()
