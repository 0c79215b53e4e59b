"""Eleusis card windows for NeuID3 (issue 9, Experiment 2): a generator of image data sets.

A card is (suit, rank) with suit 1..4 (the letters A..D) and rank 1..8. Each card is two 2x8x8
images: its suit, a jittered letter glyph drawn here (numpy), and its rank, a scikit-learn
``digits`` image of that digit. Both images carry the card's colour as two channels: a white
card has the glyph in both channels, a red card in channel 0 only. Red suits: A and C (the
paper's diamonds and hearts, in its order diamond, clubs, hearts, spades), ``RED_SUITS``.
Faces are ranks 5..8 (``FACES``), as in a Piquet pack's four face cards.

Training and validation cards draw their rank images from one half of each digit's images, test
cards from the other half (disjoint), and their glyphs from different random streams. Each
example is a window of two cards ``concept(S0, R0, S1, R1)`` (suit and rank image of card 0, then
of card 1) with the label of a hidden concept; train/validation/test hold 1000/200/1000
examples, half positive (rejection sampling of uniform random cards).

A concept is a nesylang rule over the symbolic values (suit 1..4, rank 1..8), e.g.
``concept(S0, R0, S1, R1) :- S0 < S1.``; it is evaluated on all 4*8*4*8 windows once.

    python examples/eleusis/generate.py --concept rank_order --seed 0 --out /tmp/eleusis
    python examples/eleusis/generate.py --rule "concept(S0,R0,S1,R1) :- S0 =:= S1." --out /tmp/same
"""
from __future__ import annotations

import argparse
import itertools
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

RED_SUITS = (1, 3)  # A and C
FACES = (5, 6, 7, 8)
SUITS = (1, 2, 3, 4)
RANKS = tuple(range(1, 9))

CONCEPTS = {
    "suit_order": "concept(S0, R0, S1, R1) :- S0 < S1.",
    "rank_order": "concept(S0, R0, S1, R1) :- R0 < R1.",
    # Table 7's conjunction (section 6.4 calls it a disjunction; issue 9: the conjunction)
    "hidden_order_simple": "concept(S0, R0, S1, R1) :- R0 < R1, S0 < S1.",
    "alternating_faces": ("face(R) :- R >= 5.\n"
                          "concept(S0, R0, S1, R1) :- face(R0), \\+ face(R1).\n"
                          "concept(S0, R0, S1, R1) :- \\+ face(R0), face(R1)."),
}

# 8x8 letter glyphs A..D (1 = ink), drawn by hand
_GLYPHS = {
    1: ["...##...",
        "..#..#..",
        ".#....#.",
        ".#....#.",
        ".######.",
        ".#....#.",
        ".#....#.",
        "........"],
    2: [".#####..",
        ".#....#.",
        ".#....#.",
        ".#####..",
        ".#....#.",
        ".#....#.",
        ".#####..",
        "........"],
    3: ["..####..",
        ".#....#.",
        ".#......",
        ".#......",
        ".#......",
        ".#....#.",
        "..####..",
        "........"],
    4: [".####...",
        ".#...#..",
        ".#....#.",
        ".#....#.",
        ".#....#.",
        ".#...#..",
        ".####...",
        "........"],
}
GLYPHS = {s: np.array([[c == "#" for c in row] for row in g], dtype=np.float32) for s, g in _GLYPHS.items()}


def glyph(suit: int, rng: np.random.Generator) -> np.ndarray:
    """A jittered 8x8 glyph of ``suit``: shifted by up to one pixel, strokes of random intensity,
    some ink dropped, background noise, a little blur; values in [0, 1]."""
    g = GLYPHS[suit]
    dy, dx = rng.integers(-1, 2, size=2)
    g = np.roll(np.roll(g, dy, axis=0), dx, axis=1)
    ink = g * rng.uniform(0.6, 1.0, size=g.shape) * (rng.random(g.shape) > 0.1)
    blur = 0.5 * ink + 0.125 * (np.roll(ink, 1, 0) + np.roll(ink, -1, 0) + np.roll(ink, 1, 1) + np.roll(ink, -1, 1))
    noise = rng.random(g.shape) * 0.15
    return np.clip(blur + noise, 0.0, 1.0).astype(np.float32)


def coloured(img: np.ndarray, suit: int) -> np.ndarray:
    """(2, 8, 8): channel 0 always the image; channel 1 the image on a white card, 0 on a red one."""
    return np.stack([img, np.zeros_like(img) if suit in RED_SUITS else img])


def concept_table(rule: str) -> dict[tuple[int, int, int, int], int]:
    """The concept's label of every window (S0, R0, S1, R1), by nesylang on the symbolic values."""
    from nesylang.session import Program

    program = Program.from_string(rule)
    out = {}
    for s0, r0, s1, r1 in itertools.product(SUITS, RANKS, SUITS, RANKS):
        answers = program.query(f"concept({s0}, {r0}, {s1}, {r1})")
        out[(s0, r0, s1, r1)] = int(answers[0].probability > 0.5)
    if len(set(out.values())) < 2:
        raise SystemExit(f"the rule labels every window {'positive' if 1 in out.values() else 'negative'}: {rule}")
    return out


@dataclass
class Split:
    cards: np.ndarray  # (n, 4): S0, R0, S1, R1
    labels: np.ndarray  # (n,)
    index: np.ndarray  # (n, 4): indices into Eleusis.images of the S0, R0, S1, R1 images


@dataclass
class Eleusis:
    images: np.ndarray  # (N, 2, 8, 8) float32
    splits: dict[str, Split]
    rule: str


def digit_pools(seed: int = 0):
    from sklearn.datasets import load_digits

    d = load_digits()
    rng = np.random.default_rng(seed)
    pools = {}
    for r in RANKS:
        idx = rng.permutation(np.flatnonzero(d.target == r))
        half = len(idx) // 2
        pools[r] = (idx[:half], idx[half:])
    return (d.images / 16.0).astype(np.float32), pools


def generate(rule: str, seed: int = 0, sizes=(("train", 1000), ("val", 200), ("test", 1000))) -> Eleusis:
    table = concept_table(rule)
    digits, pools = digit_pools(0)  # the train/test split of the digit images is fixed across seeds
    rng = np.random.default_rng(seed)
    images: list[np.ndarray] = []
    splits = {}
    for name, n in sizes:
        part = 1 if name == "test" else 0
        grng = np.random.default_rng([seed, part, 7])  # glyph jitter: its own stream per part
        want = {0: n - n // 2, 1: n // 2}
        cards, labels = [], []
        while want[0] or want[1]:
            c = (int(rng.integers(1, 5)), int(rng.integers(1, 9)), int(rng.integers(1, 5)), int(rng.integers(1, 9)))
            lab = table[c]
            if want[lab]:
                want[lab] -= 1
                cards.append(c)
                labels.append(lab)
        order = rng.permutation(n)
        cards = np.array(cards)[order]
        labels = np.array(labels)[order]
        index = np.zeros((n, 4), dtype=int)
        for i, (s0, r0, s1, r1) in enumerate(cards):
            for j, (suit, value, is_rank) in enumerate(((s0, s0, False), (s0, r0, True), (s1, s1, False),
                                                        (s1, r1, True))):
                img = digits[rng.choice(pools[value][part])] if is_rank else glyph(value, grng)
                index[i, j] = len(images)
                images.append(coloured(img, suit))
        splits[name] = Split(cards, labels, index)
    return Eleusis(np.stack(images), splits, rule)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--concept", choices=sorted(CONCEPTS), default="rank_order")
    ap.add_argument("--rule", help='a nesylang rule for concept/4, e.g. "concept(S0,R0,S1,R1) :- S0 < S1."')
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True, help="folder: images.npy, and train/val/test .npz (cards, labels, index)")
    args = ap.parse_args()
    data = generate(args.rule or CONCEPTS[args.concept], args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    np.save(out / "images.npy", data.images)
    for name, s in data.splits.items():
        np.savez(out / f"{name}.npz", cards=s.cards, labels=s.labels, index=s.index)
    print(f"{len(data.images)} images; " + ", ".join(f"{k}: {len(s.labels)} ({int(s.labels.sum())} positive)"
                                                      for k, s in data.splits.items()))


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    main()
