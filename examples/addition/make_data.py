"""Build the multi-digit addition data from scikit-learn's bundled handwritten digits.

scikit-learn ships 1,797 8x8 digit images (``sklearn.datasets.load_digits``, no download).
They are split into disjoint train and test images; training and test sums pair images of
their own split only. Outputs (in ``data/``): ``digits.npz`` (arrays ``train``, ``test``:
images scaled to [0, 1], shape (n, 64); and their labels), ``train_n{N}.jsonl`` and
``test_n{N}.jsonl`` for N = 1..4 digits per number, and ``test_digits.jsonl`` (one query per
test image, for digit accuracy).

    python examples/addition/make_data.py          # deterministic (seed 0)
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
TRAIN_IMAGES = 1200
TRAIN_SUMS = 1500
TEST_SUMS = 500


def main(seed: int = 0) -> None:
    from sklearn.datasets import load_digits

    digits = load_digits()
    images = (digits.data / 16.0).astype(np.float32)
    labels = digits.target.astype(np.int64)
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(images))
    train_idx, test_idx = order[:TRAIN_IMAGES], order[TRAIN_IMAGES:]
    out = HERE / "data"
    out.mkdir(exist_ok=True)
    np.savez_compressed(out / "digits.npz", train=images[train_idx], test=images[test_idx],
                        train_labels=labels[train_idx], test_labels=labels[test_idx])
    splits = {"train": labels[train_idx], "test": labels[test_idx]}
    for n in range(1, 5):
        for split, count in (("train", TRAIN_SUMS), ("test", TEST_SUMS)):
            lab = splits[split]
            lines = []
            for _ in range(count):
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
            (out / f"{split}_n{n}.jsonl").write_text("\n".join(lines) + "\n")
    test_lab = splits["test"]
    (out / "test_digits.jsonl").write_text(
        "\n".join(json.dumps({"query": f"digit(tensor(test({i})), {int(y)})"}) for i, y in enumerate(test_lab)) + "\n")


if __name__ == "__main__":
    main()
