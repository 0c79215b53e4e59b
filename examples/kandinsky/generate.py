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
  pairs different); negatives hold at most one pair;
* complex patterns (§4.1, learned with line grouping, ``complex.nesy``): **check_mark**,
  **parallel**, **perpendicular**, **square**; see each generator.
* letters (§4.1's Latin alphabet patterns, ``letters.nesy``): ``letter_I`` ... ``letter_Z``, the
  letter in upper or lower case drawn by objects along strokes through a 5 x 7 grid (STROKES);
  negatives the other letters, or (``letter_scenes(..., negatives="missing")``, the robustness
  test) the letter less one object.

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


# ---- complex patterns (objects on lines; learned with line grouping) ----------------------------

SPACING = 0.1  # between neighbours on a row (grouping's max_gap is 0.12)


def _row(start, angle_deg: float, n: int, spacing: float = SPACING) -> list[tuple[float, float]]:
    a = math.radians(angle_deg)
    return [(start[0] + k * spacing * math.cos(a), start[1] + k * spacing * math.sin(a)) for k in range(n)]


def _inside(pts, lo: float = 0.05, hi: float = 0.95) -> bool:
    return all(lo <= x <= hi and lo <= y <= hi for x, y in pts)


def _apart(pts, gap: float = 0.07) -> bool:
    return all(math.dist(a, b) >= gap for i, a in enumerate(pts) for b in pts[i + 1:])


def _objects(rng, pts) -> list[dict]:
    return [_obj(rng, x, y) for x, y in pts]


def _two_rows(rng: random.Random, angle_between) -> list[tuple[float, float]]:
    """Two rows of 3-4 objects (6-8 in all), the second turned by ``angle_between()`` degrees,
    not touching."""
    while True:
        n1, n2 = rng.randint(3, 4), rng.randint(3, 4)
        a1 = rng.uniform(0, 180)
        a2 = a1 + angle_between() * rng.choice((-1, 1))
        r1 = _row((rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)), a1, n1)
        r2 = _row((rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)), a2, n2)
        pts = r1 + r2
        if _inside(pts) and all(math.dist(p, q) >= 0.2 for p in r1 for q in r2):
            return pts


def parallel(rng: random.Random, positive: bool) -> list[dict]:
    """Two parallel rows (6-8 objects); negatives: rows 20-80 degrees apart."""
    return _objects(rng, _two_rows(rng, (lambda: 0.0) if positive else (lambda: rng.uniform(20, 80))))


def perpendicular(rng: random.Random, positive: bool) -> list[dict]:
    """Two perpendicular rows (6-8 objects); negatives: rows 20-80 degrees apart."""
    return _objects(rng, _two_rows(rng, (lambda: 90.0) if positive else (lambda: rng.uniform(20, 80))))


def check_mark(rng: random.Random, positive: bool) -> list[dict]:
    """A check mark: a short arm (2 objects) and a long arm (2-4 objects) meeting at a vertex at
    the bottom, 5-7 objects, turned 0-45 degrees. Negatives: two crossing rows (5-8 objects)
    whose crossing is never an end of both (an X or a T)."""
    while True:
        if positive:
            turn = rng.uniform(0, 45)
            v = (rng.uniform(0.2, 0.8), rng.uniform(0.1, 0.6))
            left = _row(v, 135 + turn, 3)[1:]
            right = _row(v, 55 + turn, rng.randint(3, 5))[1:]
            pts = [v] + left + right
        else:
            n1, n2 = rng.randint(3, 4), rng.randint(3, 4)
            while n1 + n2 - 1 > 8 or n1 + n2 - 1 < 5:
                n1, n2 = rng.randint(3, 4), rng.randint(3, 4)
            a1 = rng.uniform(0, 180)
            a2 = a1 + rng.uniform(40, 90)
            c = (rng.uniform(0.25, 0.75), rng.uniform(0.25, 0.75))
            i1 = rng.randrange(1, n1 - 1)  # the crossing is inside row 1
            i2 = rng.randrange(0, n2)  # anywhere on row 2 (its end: a T)
            r1 = _row(c, a1, n1)
            r1 = [(x - i1 * SPACING * math.cos(math.radians(a1)), y - i1 * SPACING * math.sin(math.radians(a1)))
                  for x, y in r1]
            r2 = _row(c, a2, n2)
            r2 = [(x - i2 * SPACING * math.cos(math.radians(a2)), y - i2 * SPACING * math.sin(math.radians(a2)))
                  for x, y in r2]
            pts = r1 + [p for k, p in enumerate(r2) if k != i2]  # the crossing object is shared
        if _inside(pts) and _apart(pts):
            return _objects(rng, pts)


def square(rng: random.Random, positive: bool) -> list[dict]:
    """The outline of an axis-aligned square, 3-5 objects per edge, evenly spaced; negatives: a
    5 x 3 rectangle, lying or standing."""
    while True:
        if positive:
            a = b = rng.randint(3, 5)
        else:
            a, b = (5, 3) if rng.random() < 0.5 else (3, 5)
        x0, y0 = rng.uniform(0.1, 0.9 - (a - 1) * SPACING), rng.uniform(0.1, 0.9 - (b - 1) * SPACING)
        pts = [(x0 + i * SPACING, y0 + j * SPACING) for i in range(a) for j in range(b)
               if i in (0, a - 1) or j in (0, b - 1)]
        if _inside(pts):
            return _objects(rng, pts)


# ---- letters (§4.1's Latin alphabet patterns) ---------------------------------------------------

# Each glyph is a list of strokes, polylines through points of a 5 x 7 grid (column 0-4, row 0-6,
# row 0 at the bottom); lower case letters with a descender (g, j, p, q, y) reach row 0 and sit
# higher. Objects lie along each stroke at most one grid unit apart (a segment of length L gets
# ceil(L) equal steps), points of two strokes closer than 0.4 units merged. Every stroke is straight
# between its points, so line grouping sees the strokes; curves are polylines.
STROKES = {
    "A": [[(0, 0), (2, 6), (4, 0)], [(1, 3), (3, 3)]],
    "B": [[(0, 0), (0, 6), (3, 6), (4, 5), (4, 4), (3, 3), (0, 3)], [(3, 3), (4, 2), (4, 1), (3, 0), (0, 0)]],
    "C": [[(4, 6), (1, 6), (0, 5), (0, 1), (1, 0), (4, 0)]],
    "D": [[(0, 0), (0, 6), (3, 6), (4, 5), (4, 1), (3, 0), (0, 0)]],
    "E": [[(4, 6), (0, 6), (0, 0), (4, 0)], [(0, 3), (3, 3)]],
    "F": [[(4, 6), (0, 6), (0, 0)], [(0, 3), (3, 3)]],
    "G": [[(4, 5), (3, 6), (1, 6), (0, 5), (0, 1), (1, 0), (3, 0), (4, 1), (4, 3), (2, 3)]],
    "H": [[(0, 0), (0, 6)], [(4, 0), (4, 6)], [(0, 3), (4, 3)]],
    "I": [[(1, 6), (3, 6)], [(2, 6), (2, 0)], [(1, 0), (3, 0)]],
    "J": [[(2, 6), (4, 6), (4, 1), (3, 0), (1, 0), (0, 1)]],
    "K": [[(0, 0), (0, 6)], [(4, 6), (0, 2)], [(1, 3), (4, 0)]],
    "L": [[(0, 6), (0, 0), (4, 0)]],
    "M": [[(0, 0), (0, 6), (2, 3), (4, 6), (4, 0)]],
    "N": [[(0, 0), (0, 6), (4, 0), (4, 6)]],
    "O": [[(1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 1), (3, 0), (1, 0)]],
    "P": [[(0, 0), (0, 6), (3, 6), (4, 5), (4, 4), (3, 3), (0, 3)]],
    "Q": [[(1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 1), (3, 0), (1, 0)], [(2, 2), (4, 0)]],
    "R": [[(0, 0), (0, 6), (3, 6), (4, 5), (4, 4), (3, 3), (0, 3)], [(2, 3), (4, 0)]],
    "S": [[(4, 5), (3, 6), (1, 6), (0, 5), (0, 4), (1, 3), (3, 3), (4, 2), (4, 1), (3, 0), (1, 0), (0, 1)]],
    "T": [[(0, 6), (4, 6)], [(2, 6), (2, 0)]],
    "U": [[(0, 6), (0, 1), (1, 0), (3, 0), (4, 1), (4, 6)]],
    "V": [[(0, 6), (2, 0), (4, 6)]],
    "W": [[(0, 6), (1, 0), (2, 3), (3, 0), (4, 6)]],
    "X": [[(0, 6), (4, 0)], [(0, 0), (4, 6)]],
    "Y": [[(0, 6), (2, 3), (4, 6)], [(2, 3), (2, 0)]],
    "Z": [[(0, 6), (4, 6), (0, 0), (4, 0)]],
    "a": [[(0, 4), (3, 4), (4, 3), (4, 0)], [(4, 2), (1, 2), (0, 1), (1, 0), (4, 0)]],
    "b": [[(0, 6), (0, 0), (3, 0), (4, 1), (4, 3), (3, 4), (0, 4)]],
    "c": [[(4, 4), (1, 4), (0, 3), (0, 1), (1, 0), (4, 0)]],
    "d": [[(4, 6), (4, 0), (1, 0), (0, 1), (0, 3), (1, 4), (4, 4)]],
    "e": [[(0, 2), (4, 2), (4, 3), (3, 4), (1, 4), (0, 3), (0, 1), (1, 0), (4, 0)]],
    "f": [[(4, 6), (2, 6), (1, 5), (1, 0)], [(0, 3), (3, 3)]],
    "g": [[(4, 6), (1, 6), (0, 5), (0, 3), (1, 2), (4, 2)], [(4, 6), (4, 1), (3, 0), (0, 0)]],
    "h": [[(0, 6), (0, 0)], [(0, 4), (3, 4), (4, 3), (4, 0)]],
    "i": [[(1, 4), (2, 4), (2, 0)], [(1, 0), (3, 0)], [(2, 6)]],
    "j": [[(3, 4), (3, 1), (2, 0), (1, 0), (0, 1)], [(3, 6)]],
    "k": [[(0, 6), (0, 0)], [(3, 4), (0, 1)], [(1, 2), (3, 0)]],
    "l": [[(1, 6), (2, 6), (2, 0)], [(1, 0), (3, 0)]],
    "m": [[(0, 0), (0, 4)], [(0, 3), (1, 4), (2, 3), (2, 0)], [(2, 3), (3, 4), (4, 3), (4, 0)]],
    "n": [[(0, 0), (0, 4)], [(0, 3), (1, 4), (3, 4), (4, 3), (4, 0)]],
    "o": [[(1, 0), (0, 1), (0, 3), (1, 4), (3, 4), (4, 3), (4, 1), (3, 0), (1, 0)]],
    "p": [[(0, 0), (0, 6), (3, 6), (4, 5), (4, 3), (3, 2), (0, 2)]],
    "q": [[(4, 0), (4, 6), (1, 6), (0, 5), (0, 3), (1, 2), (4, 2)]],
    "r": [[(0, 0), (0, 4)], [(0, 3), (1, 4), (3, 4), (4, 3)]],
    "s": [[(4, 4), (1, 4), (0, 3), (1, 2), (3, 2), (4, 1), (3, 0), (0, 0)]],
    "t": [[(1, 6), (1, 1), (2, 0), (4, 0)], [(0, 4), (3, 4)]],
    "u": [[(0, 4), (0, 1), (1, 0), (3, 0), (4, 1)], [(4, 4), (4, 0)]],
    "v": [[(0, 4), (2, 0), (4, 4)]],
    "w": [[(0, 4), (1, 0), (2, 2), (3, 0), (4, 4)]],
    "x": [[(0, 4), (4, 0)], [(0, 0), (4, 4)]],
    "y": [[(0, 6), (2, 2)], [(4, 6), (1, 0)]],
    "z": [[(0, 4), (4, 4), (0, 0), (4, 0)]],
}
LETTER_UNIT = 0.08  # one grid unit in table widths: a letter spans 0.32 x 0.48, neighbours <= 0.08 apart
LETTER_SHIFT = 0.1  # the letter's centre moves up to this far from the table's centre, each axis


def glyph_points(glyph: str, step: float = 1.0) -> list[tuple[float, float]]:
    """A glyph's object positions in grid units (see STROKES); ``step``: objects at most this
    many grid units apart along a stroke (points of two strokes closer than 0.4 steps merged).

    >>> glyph_points("L") == [(0.0, float(r)) for r in range(6, -1, -1)] + [(float(c), 0.0) for c in range(1, 5)]
    True
    >>> len(glyph_points("L", 1.5)), len(glyph_points("T", 1.5)), len(glyph_points("Y", 2))
    (8, 9, 7)
    """
    pts: list[tuple[float, float]] = []
    for stroke in STROKES[glyph]:
        path = [stroke[0]] if len(stroke) == 1 else []
        for a, b in zip(stroke, stroke[1:]):
            steps = max(1, math.ceil(math.dist(a, b) / step - 1e-9))
            path += [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
                     for k in range(0 if not path else 1, steps + 1)]
        for p in path:
            if all(math.dist(p, q) >= 0.4 * step for q in pts):
                pts.append((float(p[0]), float(p[1])))
    return pts


def _place(rng: random.Random, pts, unit: float = LETTER_UNIT) -> list[dict]:
    cx = 0.5 + rng.uniform(-LETTER_SHIFT, LETTER_SHIFT)
    cy = 0.5 + rng.uniform(-LETTER_SHIFT, LETTER_SHIFT)
    return [_obj(rng, cx + (x - 2) * unit, cy + (y - 3) * unit) for x, y in pts]


def letter_scenes(letter: str, n: int, seed: int, prefix: str = "s", negatives: str = "letters",
                  step: float = 1.0, removed: list | None = None) -> list[dict]:
    """``n`` scenes of one letter pattern, alternating positive and negative. Positives: the
    letter, upper or lower case at random. Negatives: ``letters``, another glyph (the other 25
    letters, either case); ``missing``, a glyph of the letter with one object removed (the
    robustness test, Figs 10-11). Colours and shapes random, the letter shifted slightly.

    ``step`` (default 1): objects every ``step`` grid units along a stroke, the grid unit
    shrunk to LETTER_UNIT / step table widths, so neighbours stay at most 0.08 apart (line
    grouping's max_gap is 0.12) and the glyph has fewer objects: 1.5 puts 29 of the 52 glyphs
    within the paper's per-letter object counts (Table 4, e.g. I 9, L 7-8, T 9), 1 puts 5.
    ``removed``: a list that receives, for each ``missing`` negative, (scene index, glyph, the
    removed object's grid point) -- for tracing which removals a clause misses."""
    if not step > 0:
        raise ValueError(f"step: a positive number of grid units, not {step!r}")
    rng = random.Random(f"letter:{letter}:{seed}:{prefix}:{negatives}")
    mine = (letter.upper(), letter.lower())
    others = [g for g in STROKES if g not in mine]
    out = []
    for i in range(n):
        if i % 2 == 0:
            pts = glyph_points(rng.choice(mine), step)
        elif negatives == "letters":
            pts = glyph_points(rng.choice(others), step)
        elif negatives == "missing":
            glyph = rng.choice(mine)
            pts = glyph_points(glyph, step)
            gone = pts.pop(rng.randrange(len(pts)))
            if removed is not None:
                removed.append((i, glyph, gone))
        else:
            raise ValueError(f"negatives: 'letters' or 'missing', not {negatives!r}")
        out.append({"id": f"{prefix}{i}", "label": int(i % 2 == 0), "objects": _place(rng, pts, LETTER_UNIT / step)})
    return out


PATTERNS = {"close": close, "diagonal": diagonal, "three_same": three_same, "two_pairs": two_pairs,
            "check_mark": check_mark, "parallel": parallel, "perpendicular": perpendicular, "square": square}
COMPLEX = ("check_mark", "parallel", "perpendicular", "square")


def scenes(pattern: str, n: int, seed: int, prefix: str = "s") -> list[dict]:
    """``n`` scenes of a pattern, alternating positive and negative."""
    rng = random.Random(f"{pattern}:{seed}:{prefix}")
    gen = PATTERNS[pattern]
    return [{"id": f"{prefix}{i}", "label": int(i % 2 == 0), "objects": gen(rng, i % 2 == 0)} for i in range(n)]


def write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pattern", choices=sorted(PATTERNS) + [f"letter_{c}" for c in sorted(STROKES) if c.isupper()])
    ap.add_argument("--train", type=int, default=100)
    ap.add_argument("--test", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("."))
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    if a.pattern.startswith("letter_"):
        make = lambda n, prefix: letter_scenes(a.pattern[len("letter_"):], n, a.seed, prefix)  # noqa: E731
    else:
        make = lambda n, prefix: scenes(a.pattern, n, a.seed, prefix)  # noqa: E731
    write(a.out / f"{a.pattern}_train.jsonl", make(a.train, "a"))
    write(a.out / f"{a.pattern}_test.jsonl", make(a.test, "b"))


if __name__ == "__main__":
    main()
