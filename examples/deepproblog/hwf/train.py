"""HWF, handwritten formulas (DeepProbLog's examples/HWF): learn digits and operators from
the values of whole formulas.

model.pl is DeepProbLog's program, unchanged. Formulas are rendered from scikit-learn's 8x8
digits and four operator glyphs drawn here (+ - * /, with a pixel of noise), and labelled
only with their value: ``expression([tensor(img(4)), tensor(img(9)), tensor(img(2))], 6.0)``.
Training uses formulas of one and three symbols; accuracy is the share of three-symbol test
formulas whose most probable value is the right one (chance is far below 0.1).

    python examples/deepproblog/hwf/train.py [--epochs 3]
"""
from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import numpy as np
import torch

import nesylang

OPERATORS = ["+", "-", "*", "/"]


def glyph(op: str, rng: np.random.Generator) -> np.ndarray:
    """An 8x8 operator glyph in scikit-learn's 0..16 range, with noise."""
    g = np.zeros((8, 8))
    if op in "+-":
        g[3:5, 1:7] = 16
    if op == "+":
        g[1:7, 3:5] = 16
    if op == "*":
        for i in range(1, 7):
            g[i, i] = g[i, 7 - i] = 16
    if op == "/":
        for i in range(1, 7):
            g[i, 7 - i] = 16
    g += rng.normal(0, 2.0, (8, 8))
    return np.clip(g, 0, 16)


def images(seed: int = 0):
    """Digit and operator images: a tensor (N, 64) scaled to [0, 1], and each symbol's indices."""
    from sklearn.datasets import load_digits

    rng = np.random.default_rng(seed)
    digits = load_digits()
    by_symbol: dict[str, list[int]] = {str(d): list(np.flatnonzero(digits.target == d)) for d in range(10)}
    rows = [digits.images.reshape(-1, 64)]
    start = len(digits.target)
    ops = []
    for k, op in enumerate(OPERATORS):
        ops.append(np.stack([glyph(op, rng).reshape(64) for _ in range(60)]))
        by_symbol[op] = list(range(start + 60 * k, start + 60 * (k + 1)))
    table = torch.tensor(np.concatenate(rows + ops) / 16.0, dtype=torch.float32)
    return table, by_symbol


def formulas(rng: random.Random, by_symbol, n: int, lengths: tuple[int, ...]) -> list[tuple[str, float]]:
    out = []
    while len(out) < n:
        length = rng.choice(lengths)
        symbols = [str(rng.randrange(10)) if i % 2 == 0 else rng.choice(OPERATORS) for i in range(length)]
        try:
            value = float(eval("".join(symbols)))  # noqa: S307 - our own digits and operators
        except ZeroDivisionError:
            continue
        refs = ",".join(f"tensor(img({rng.choice(by_symbol[s])}))" for s in symbols)
        out.append((f"[{refs}]", value))
    return out


def make_program(seed: int = 0) -> nesylang.Program:
    torch.manual_seed(seed)
    program = nesylang.load(str(Path(__file__).with_name("model.pl")))

    def classifier(n: int) -> torch.nn.Module:
        return torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.ReLU(), torch.nn.Linear(32, n),
                                   torch.nn.Softmax(-1))

    program.networks["net1"] = classifier(10)
    program.networks["net2"] = classifier(4)
    program.tensors["img"], by_symbol = images(seed)
    program.by_symbol = by_symbol  # type: ignore[attr-defined]
    return program


def accuracy(program, data) -> float:
    right = 0
    for refs, value in data:
        answers = program.query(f"expression({refs}, R)")
        best = max(answers, key=lambda a: a.probability)
        right += abs(float(best.term.args[1]) - value) < 1e-4
    return right / len(data)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--train", type=int, default=300)
    args = ap.parse_args()
    rng = random.Random(0)
    program = make_program()
    train = formulas(rng, program.by_symbol, args.train, (1, 3))
    test = formulas(rng, program.by_symbol, 40, (3,))
    queries = [f"expression({refs}, {value!r})" for refs, value in train]
    print(f"accuracy before: {accuracy(program, test):.2f}")
    for epoch in range(args.epochs):
        started = time.perf_counter()
        history = program.fit(queries, epochs=1, batch_size=16, lr=0.003, seed=epoch, progress=False)
        seconds = time.perf_counter() - started
        print(f"epoch {epoch + 1}: loss {history.last.loss:.4f}  {seconds:.1f} s  "
              f"test accuracy (3 symbols) {accuracy(program, test):.2f}")


if __name__ == "__main__":
    main()
