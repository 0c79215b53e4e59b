"""Build the multi-digit addition data from scikit-learn's bundled handwritten digits.

scikit-learn ships 1,797 8x8 digit images (``sklearn.datasets.load_digits``, no download).
They are split into disjoint train and test images; training and test sums pair images of
their own split only. Outputs (in ``data/``): ``digits.npz`` (arrays ``train``, ``test``:
images scaled to [0, 1], shape (n, 64); and their labels), ``train_n{N}.jsonl`` and
``test_n{N}.jsonl`` for N = 1..4 digits per number, and ``test_digits.jsonl`` (one query per
test image, for digit accuracy).

    python examples/addition/make_data.py          # deterministic (seed 0)
    python examples/addition/make_data.py --n 15   # also train_n15.jsonl / test_n15.jsonl

``--n N ...`` (N > 4) writes only ``train_n{N}.jsonl`` and ``test_n{N}.jsonl`` for those N,
from the same train/test image split, with a random generator of their own seeded with
(seed, N): the files of the default run (N = 1..4, digits.npz, test_digits.jsonl) are not
touched, and each N's sums do not depend on which other N were asked for. Unlike the default
run's sums (images drawn with replacement), no image occurs twice within one of these sums,
as in the EXAL paper's data (images may still recur across sums). For large N the
sums are big integers (N = 15: up to 31 digits), which nesylang handles as Python ints.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
TRAIN_IMAGES = 1200
TRAIN_SUMS = 1500
TEST_SUMS = 500
BASE_NS = range(1, 5)


def _split(seed: int):
    """Images, labels, the generator after drawing the split, and the train/test indices."""
    from sklearn.datasets import load_digits

    digits = load_digits()
    images = (digits.data / 16.0).astype(np.float32)
    labels = digits.target.astype(np.int64)
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(images))
    return images, labels, rng, order[:TRAIN_IMAGES], order[TRAIN_IMAGES:]


def _sums(rng, lab, split: str, n: int, count: int, distinct: bool = False) -> str:
    """``count`` queries adding two n-digit numbers made of random images of ``split``
    (``distinct``: no image twice within one query, as in the EXAL paper's data)."""
    lines = []
    for _ in range(count):
        if distinct:
            picks = rng.choice(len(lab), size=2 * n, replace=False)
        else:
            picks = rng.integers(0, len(lab), size=2 * n)
        a, b = picks[:n], picks[n:]
        value = lambda idx: int("".join(str(lab[i]) for i in idx))  # noqa: E731
        total = value(a) + value(b)
        if n == 1:
            q = f"addition(tensor({split}({a[0]})), tensor({split}({b[0]})), {total})"
        else:
            xs = ", ".join(f"tensor({split}({i}))" for i in a)
            ys = ", ".join(f"tensor({split}({i}))" for i in b)
            q = f"multi_addition([{xs}], [{ys}], {total})"
        lines.append(json.dumps({"query": q}))
    return "\n".join(lines) + "\n"


def main(seed: int = 0) -> None:
    images, labels, rng, train_idx, test_idx = _split(seed)
    out = HERE / "data"
    out.mkdir(exist_ok=True)
    np.savez_compressed(out / "digits.npz", train=images[train_idx], test=images[test_idx],
                        train_labels=labels[train_idx], test_labels=labels[test_idx])
    splits = {"train": labels[train_idx], "test": labels[test_idx]}
    for n in BASE_NS:
        for split, count in (("train", TRAIN_SUMS), ("test", TEST_SUMS)):
            (out / f"{split}_n{n}.jsonl").write_text(_sums(rng, splits[split], split, n, count))
    test_lab = splits["test"]
    (out / "test_digits.jsonl").write_text(
        "\n".join(json.dumps({"query": f"digit(tensor(test({i})), {int(y)})"}) for i, y in enumerate(test_lab)) + "\n")


def extra(ns, seed: int = 0, out: Path | None = None) -> None:
    """train_n{N}.jsonl / test_n{N}.jsonl for N beyond the default run, each N from its own
    generator seeded with (seed, N), into ``out`` (default ``data/``); nothing else is written."""
    _, labels, _, train_idx, test_idx = _split(seed)
    out = HERE / "data" if out is None else Path(out)
    out.mkdir(exist_ok=True)
    splits = {"train": labels[train_idx], "test": labels[test_idx]}
    for n in ns:
        rng = np.random.default_rng([seed, n])
        for split, count in (("train", TRAIN_SUMS), ("test", TEST_SUMS)):
            (out / f"{split}_n{n}.jsonl").write_text(_sums(rng, splits[split], split, n, count, distinct=True))


if __name__ == "__main__":
    import importlib.util
    import sys

    if importlib.util.find_spec("sklearn") is None:
        sys.exit("make_data.py needs scikit-learn, for its bundled digit images: pip install scikit-learn "
                 "(or, in the repository, pip install \".[data]\")")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, nargs="+", metavar="N",
                        help="only write train_n{N}/test_n{N} for these N (> 4), e.g. --n 15")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.n:
        bad = [n for n in args.n if n in BASE_NS or n < 1]
        if bad:
            parser.error(f"N = 1..4 are written by the default run (without --n); got {bad}")
        extra(args.n, args.seed)
    else:
        main(args.seed)
