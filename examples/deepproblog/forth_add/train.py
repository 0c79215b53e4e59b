"""Forth Add (DeepProbLog's examples/Forth/Add): learn digit addition with a carry, slot by slot.

choose.pl is DeepProbLog's program, unchanged. Two networks see one column of the sum (two
digits and the incoming carry, one-hot, as DeepProbLog's EncodeModule builds it, called once
per input with plain integers): ``neural1`` gives the result digit, ``neural2`` the carry out.
They learn only from whole sums: ``add([4,7],[5,8],0,[1,0,5])`` is 47 + 58 = 105. Training
sums have 2 digits; accuracy is the share of 3-digit test sums whose right answer gets
probability above 1/2 (so it is the most probable answer; chance is 1/2000).

    python examples/deepproblog/forth_add/train.py [--epochs 30]
"""
from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import torch

import nesylang


class EncodeModule(torch.nn.Module):
    """DeepProbLog's Forth EncodeModule: its inputs (digits, a carry) one-hot in a vector of
    ``in_size``, then an MLP with tanh and a softmax. One input at a time, as DeepProbLog calls it."""

    def __init__(self, in_size: int, mid_size: int, out_size: int):
        super().__init__()
        self.in_size = in_size
        self.mlp = torch.nn.Sequential(torch.nn.Linear(in_size, mid_size), torch.nn.Tanh(),
                                       torch.nn.Linear(mid_size, out_size), torch.nn.Softmax(-1))

    def forward(self, *x):
        encoded = torch.zeros(self.in_size)
        for j, i in enumerate(x):
            encoded[j * 10 + int(i)] = 1
        return self.mlp(encoded)


def query(a: list[int], b: list[int], carry: int = 0) -> str:
    total = int("".join(map(str, a))) + int("".join(map(str, b))) + carry
    digits = [int(c) for c in str(total).rjust(len(a) + 1, "0")]
    return f"add({a},{b},{carry},{digits})".replace(" ", "")


def data(rng: random.Random, n: int, length: int) -> list[str]:
    return [query([rng.randrange(10) for _ in range(length)], [rng.randrange(10) for _ in range(length)])
            for _ in range(n)]


def make_program(seed: int = 0) -> nesylang.Program:
    torch.manual_seed(seed)
    program = nesylang.load(str(Path(__file__).with_name("choose.pl")))
    program.networks["neural1"] = EncodeModule(30, 50, 10)
    program.networks["neural2"] = EncodeModule(22, 10, 2)
    return program


def accuracy(program: nesylang.Program, test: list[str]) -> float:
    return sum(program.query(q)[0].probability > 0.5 for q in test) / len(test)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--train", type=int, default=300)
    args = ap.parse_args()
    torch.set_num_threads(1)
    rng = random.Random(0)
    program = make_program()
    train, test = data(rng, args.train, 2), data(rng, 50, 3)
    print(f"accuracy before: {accuracy(program, test):.2f}")
    for epoch in range(args.epochs):
        started, cpu = time.perf_counter(), time.process_time()
        history = program.fit(train, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
        print(f"epoch {epoch + 1}: loss {history.last.loss:.4f}  {time.perf_counter() - started:.1f} s "
              f"({time.process_time() - cpu:.1f} s CPU)  test accuracy (3 digits) {accuracy(program, test):.2f}")


if __name__ == "__main__":
    main()
