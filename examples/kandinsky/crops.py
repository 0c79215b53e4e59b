"""Rendered object crops for NeSy-π's learned perception (issue 11, perception (c)).

Each object of a Kandinsky scene is drawn as a 16 x 16 RGB crop: a ``cube`` as a square, a
``sphere`` as a disc, a ``cylinder`` as a triangle, in red, green or blue on a dark background,
with small noise (size and centre jitter, colour jitter, pixel noise; values in [0, 1], channels
first). The same seed gives the same bytes.

    python examples/kandinsky/crops.py --out examples/kandinsky/data

writes ``crops.npz`` (``train``: 600 crops, ``test``: 200, float32 ``(n, 3, 16, 16)``) and the
direct-label queries ``crops_train.jsonl`` (``color_of(tensor(train(i)), red)`` and
``shape_of(tensor(train(i)), cube)`` for each crop), ``colors_test.jsonl`` and ``shapes_test.jsonl``
that ``perception.nesy`` trains and tests the colour and shape ``cnn``s with.

:func:`with_images` replaces the colours and shapes of scene objects by ``"image": I``, crops
rendered from the true attributes into a separate array (a ``#tensors`` source).

>>> import numpy as np
>>> a = render("red", "cube", np.random.default_rng(0))
>>> a.shape, a.dtype, bool(a[0].mean() > a[1].mean())
((3, 16, 16), dtype('float32'), True)
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

COLORS = ("red", "green", "blue")
SHAPES = ("cube", "sphere", "cylinder")  # drawn as square, disc, triangle
SIZE = 16
RGB = {"red": (0.9, 0.15, 0.15), "green": (0.15, 0.8, 0.2), "blue": (0.15, 0.25, 0.9)}
BACKGROUND = 0.1
NOISE = 0.05  # pixel noise (standard deviation)


def _mask(shape: str, rng: np.random.Generator) -> np.ndarray:
    yy, xx = np.mgrid[0:SIZE, 0:SIZE].astype(float) + 0.5
    cx, cy = SIZE / 2 + rng.uniform(-1.5, 1.5), SIZE / 2 + rng.uniform(-1.5, 1.5)
    r = rng.uniform(4.5, 6.0)  # half the extent: the square's corners lie well outside the disc
    if shape == "cube":
        return (np.abs(xx - cx) <= r) & (np.abs(yy - cy) <= r)
    if shape == "sphere":
        return (xx - cx) ** 2 + (yy - cy) ** 2 <= r ** 2
    # cylinder: an upward triangle, apex at the top (row 0 is the top)
    top, bottom = cy - r, cy + r
    half = (yy - top) / (bottom - top) * r
    return (yy >= top) & (yy <= bottom) & (np.abs(xx - cx) <= half)


def render(color: str, shape: str, rng: np.random.Generator) -> np.ndarray:
    """One crop, ``(3, 16, 16)`` float32 in [0, 1]."""
    rgb = np.clip(np.array(RGB[color]) + rng.uniform(-0.1, 0.1, 3), 0, 1)
    img = np.full((3, SIZE, SIZE), BACKGROUND)
    m = _mask(shape, rng)
    img[:, m] = rgb[:, None]
    img += rng.normal(0.0, NOISE, img.shape)
    return np.clip(img, 0, 1).astype(np.float32)


def labelled_crops(n: int, seed: int, stream: str) -> tuple[np.ndarray, list[str], list[str]]:
    """``n`` crops of random colour and shape: (images, colours, shapes)."""
    rng = np.random.default_rng([seed, sum(map(ord, stream)), len(stream)])
    colors = [COLORS[i] for i in rng.integers(0, 3, n)]
    shapes = [SHAPES[i] for i in rng.integers(0, 3, n)]
    return np.stack([render(c, s, rng) for c, s in zip(colors, shapes)]), colors, shapes


def with_images(scenes: list[dict], seed: int, start: int = 0) -> tuple[list[dict], np.ndarray]:
    """The scenes with each object's ``color`` and ``shape`` replaced by ``"image": I``
    (numbered from ``start``), and the crops rendered from the true attributes."""
    rng = np.random.default_rng([seed, start, 7])  # train and test scenes (different starts) differ
    out, images = [], []
    for sc in scenes:
        objs = []
        for o in sc["objects"]:
            images.append(render(o["color"], o["shape"], rng))
            objs.append({k: v for k, v in o.items() if k not in ("color", "shape")} | {"image": start + len(images) - 1})
        out.append(dict(sc, objects=objs))
    return out, np.stack(images) if images else np.zeros((0, 3, SIZE, SIZE), np.float32)


def queries(source: str, colors: list[str], shapes: list[str], which=("color", "shape")) -> list[dict]:
    rows = []
    for i, (c, s) in enumerate(zip(colors, shapes)):
        if "color" in which:
            rows.append({"query": f"color_of(tensor({source}({i})), {c})"})
        if "shape" in which:
            rows.append({"query": f"shape_of(tensor({source}({i})), {s})"})
    return rows


def _jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", type=int, default=600)
    ap.add_argument("--test", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "data")
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    train, tc, ts = labelled_crops(a.train, a.seed, "train")
    test, vc, vs = labelled_crops(a.test, a.seed, "test")
    np.savez_compressed(a.out / "crops.npz", train=train, test=test)
    _jsonl(a.out / "crops_train.jsonl", queries("train", tc, ts))
    _jsonl(a.out / "colors_test.jsonl", queries("test", vc, vs, ("color",)))
    _jsonl(a.out / "shapes_test.jsonl", queries("test", vc, vs, ("shape",)))


if __name__ == "__main__":
    main()
