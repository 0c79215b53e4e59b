"""Kandinsky-style scene generators for NeSy-π (the paper's §4.1 simple patterns).

Objects lie on a unit-square table; colours red/green/blue, shapes cube/sphere/cylinder;
positions jittered by σ = 0.005 (perception (a): exact attributes). Half the scenes are
positive. Each generator is ``pattern(rng, positive) -> [object dicts]``:

* **close**: two objects at most 1/7 of the table width apart; negatives at least 1/2 apart;
* **diagonal**: two objects on a diagonal (45°, 135°, 225° or 315°); negatives on a horizontal;
* **three_same**: three objects of one colour and one shape; negatives (issue 11): ⅓ one
  colour only (shapes not all alike), ⅓ one shape only (colours not all alike), ⅓ neither
  (colours and shapes each drawn at random, not all alike), so a negative may hold a pair alike
  in colour and shape;
* **two_pairs**: four objects forming two pairs (same colour and shape in each pair, the
  pairs different); negatives hold at most one pair.

``python examples/kandinsky/generate.py close --train 100 --test 200 --seed 0 --out DIR`` writes
``DIR/close_train.jsonl`` and ``DIR/close_test.jsonl``; the same seed writes the same bytes.
Learn them with ``kandinsky.nesy`` beside this file.
"""
from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

COLORS = ("red", "green", "blue")
SHAPES = ("cube", "sphere", "cylinder")
SIGMA = 0.005


def _jitter(rng: random.Random, x: float) -> float:
    return round(x + rng.gauss(0.0, SIGMA), 4)


def _obj(rng, x, y, color=None, shape=None) -> dict:
    return {"x": _jitter(rng, x), "y": _jitter(rng, y), "color": color or rng.choice(COLORS),
            "shape": shape or rng.choice(SHAPES)}


def _places(rng: random.Random, n: int, min_gap: float = 0.12) -> list[tuple[float, float]]:
    while True:
        pts = [(rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)) for _ in range(n)]
        if all(math.dist(a, b) >= min_gap for i, a in enumerate(pts) for b in pts[i + 1:]):
            return pts


def _pair_at(rng: random.Random, lo: float, hi: float, angles=None) -> tuple[tuple[float, float], tuple[float, float]]:
    while True:
        a = (rng.uniform(0.05, 0.95), rng.uniform(0.05, 0.95))
        ang = math.radians(rng.choice(angles)) if angles else rng.uniform(0, 2 * math.pi)
        d = rng.uniform(lo, hi)
        b = (a[0] + d * math.cos(ang), a[1] + d * math.sin(ang))
        if 0.05 <= b[0] <= 0.95 and 0.05 <= b[1] <= 0.95:
            return a, b


def close(rng: random.Random, positive: bool) -> list[dict]:
    # jitter moves each object by ~σ: keep the true distances clear of the class limits
    a, b = _pair_at(rng, 0.03, 1 / 7 - 0.02) if positive else _pair_at(rng, 0.5 + 0.02, 0.9)
    return [_obj(rng, *a), _obj(rng, *b)]


def diagonal(rng: random.Random, positive: bool) -> list[dict]:
    angles = (45, 135, 225, 315) if positive else (0, 180)
    a, b = _pair_at(rng, 0.2, 0.5, angles)
    return [_obj(rng, *a), _obj(rng, *b)]


def _distinct(rng: random.Random, values, k: int) -> list[str]:
    return rng.sample(list(values), k)


def three_same(rng: random.Random, positive: bool) -> list[dict]:
    pts = _places(rng, 3)
    if positive:
        c, s = rng.choice(COLORS), rng.choice(SHAPES)
        attrs = [(c, s)] * 3
    else:
        # issue 11: ⅓ same colour only, ⅓ same shape only, ⅓ other. The free attribute is drawn
        # at random but not all alike, so two objects may match in colour and shape (a pair
        # alone does not separate the classes: the clause needs all three objects).
        kind = rng.randrange(3)
        while True:
            cs = [rng.choice(COLORS) for _ in range(3)]
            ss = [rng.choice(SHAPES) for _ in range(3)]
            if kind == 0:
                cs = [cs[0]] * 3
            elif kind == 1:
                ss = [ss[0]] * 3
            same_c, same_s = len(set(cs)) == 1, len(set(ss)) == 1
            if (kind == 0 and not same_s) or (kind == 1 and not same_c) or (kind == 2 and not same_c and not same_s):
                break
        attrs = list(zip(cs, ss))
    return [_obj(rng, x, y, c, s) for (x, y), (c, s) in zip(pts, attrs)]


def two_pairs(rng: random.Random, positive: bool) -> list[dict]:
    pts = _places(rng, 4)
    kinds = [(c, s) for c in COLORS for s in SHAPES]
    if positive:
        p, q = rng.sample(kinds, 2)
        attrs = [p, p, q, q]
    elif rng.random() < 0.5:  # one pair, two singles
        p, q, r = rng.sample(kinds, 3)
        attrs = [p, p, q, r]
    else:  # no pair
        attrs = rng.sample(kinds, 4)
    rng.shuffle(attrs)
    return [_obj(rng, x, y, c, s) for (x, y), (c, s) in zip(pts, attrs)]


PATTERNS = {"close": close, "diagonal": diagonal, "three_same": three_same, "two_pairs": two_pairs}


def scenes(pattern: str, n: int, seed: int, prefix: str = "s") -> list[dict]:
    """``n`` scenes of a pattern, alternating positive and negative."""
    rng = random.Random(f"{pattern}:{seed}:{prefix}")
    gen = PATTERNS[pattern]
    return [{"id": f"{prefix}{i}", "label": int(i % 2 == 0), "objects": gen(rng, i % 2 == 0)} for i in range(n)]


def write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pattern", choices=sorted(PATTERNS))
    ap.add_argument("--train", type=int, default=100)
    ap.add_argument("--test", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("."))
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    write(a.out / f"{a.pattern}_train.jsonl", scenes(a.pattern, a.train, a.seed, "a"))
    write(a.out / f"{a.pattern}_test.jsonl", scenes(a.pattern, a.test, a.seed, "b"))


if __name__ == "__main__":
    main()
