"""Session 27 (nesypi31): ``complete``'s invention under near-certain soft perception.

``complete`` also invents, when the chosen necessary invention traded P for N, "the group's most
complete necessary subset: highest P, then N, then fewer variations". On 0/1 facts equal P's tie
exactly. On soft facts near 1 a cross-colour variation ("O1 blue, O2 green") raises P by the
confidences' noise on a positive where its best tuple reads surer objects than the same-colour
one, so "highest P" picks a larger subset than on 0/1 facts. The prototype in
``benchmarks/nesypi31_complete.py`` compares P and N at half a scene's resolution (0.5 / |D+|,
0.5 / |D-|) and picks the same subset as on 0/1 facts. Expected sets worked out by hand below.

Scenes (colours only, O1 and O2 distinct objects; b/r/g = blue/red/green):
  positives: 10 x (b, b, g), 9 x (r, r, g), 1 x (g, g)        (20)
  negatives: 10 x (g, g, r), 10 x (b, r, g)                   (20)
Variations (P over 20 positives, N over 20 negatives, on 0/1 facts):
  bb: P 10/20 = .50, N 1      rr: P .45, N 1       gg: P .05, N .50 (the (g, g, r) negatives)
  bg: P .50 (the (b, b, g)), N .50 (the (b, r, g))  gr: P .45, N 0   br: P 0 (not in the pool)
Necessary subsets (P >= .9): {bb, rr} P 19/20 = .95, N 1, PN .95, the top (invent_top = 1). A
subset with P 1 must cover the (b, b, g) (bb or bg), the (r, r, g) (rr or gr) and the (g, g)
(gg only): at least 3 variations. Of the 3-sets, {bb, rr, gg} has N .50 (only the (g, g, r)
negatives hold), {bg, rr, gg} and {bb, gr, gg} N 0, {bg, gr, gg} N 0; 4- and 5-sets add bg or gr,
N 0. So ``complete`` is {bb, rr, gg}: "same colour".
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

from nesylang.bias import Bias
from nesylang.learners.nesy_pi import search
from nesylang.learners.nesy_pi.scenes import Bins
from nesylang.learners.nesy_pi.scorer import SceneTensors
from nesylang.learners.nesy_pi.search import Cand, Searcher, Settings
from nesylang.session import Program

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"

BIAS = """
#type(color, [red, green, blue]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)). #modeb(*, color(+obj, #color)).
"""
NAMES = {"b": "blue", "r": "red", "g": "green"}
POS = [("b", "b", "g")] * 10 + [("r", "r", "g")] * 9 + [("g", "g")]
NEG = [("g", "g", "r")] * 10 + [("b", "r", "g")] * 10
SAME = {(("color", (1,), c), ("color", (2,), c)) for c in ("blue", "green", "red")}


def _colour(c: str, soft: bool, rng: random.Random):
    if not soft:
        return NAMES[c]
    eps = 10 ** rng.uniform(-6, -3)  # the true class 1 - eps, as the trained networks give (>= 0.999)
    return {v: (1.0 - eps if k == c else eps / 2) for k, v in NAMES.items()}


def _scenes(soft: bool):
    rng = random.Random(31)
    out = []
    for label, kinds in ((1, POS), (0, NEG)):
        for i, objs in enumerate(kinds):
            out.append({"id": f"{'pn'[1 - label]}{i}", "label": label,
                        "objects": [{"x": 0.1 + 0.3 * k, "y": 0.5, "color": _colour(c, soft, rng)}
                                    for k, c in enumerate(objs)]})
    return out


def _invented(searcher_class, soft: bool) -> list[frozenset]:
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_scenes(soft))
    s = searcher_class(Bias.from_program(p.loaded), ("target", 1), SceneTensors(p.dataset("train"), Bins()),
                       Settings(invent_top=1))
    pairs = [("blue", "blue"), ("green", "green"), ("red", "red"), ("blue", "green"), ("blue", "red"),
             ("green", "red")]
    ranked = sorted((s.evaluate(2, (("color", (1,), a), ("color", (2,), b))) for a, b in pairs), key=Cand.rank)
    s.invent(ranked, 2)
    return [frozenset(inv.variations) for inv in s.inventions.values()]


def _prototype():
    sys.path.insert(0, str(BENCH))
    try:
        import nesypi31_complete
    finally:
        sys.path.remove(str(BENCH))
    return nesypi31_complete


TOP = frozenset({(("color", (1,), "blue"), ("color", (2,), "blue")), (("color", (1,), "red"), ("color", (2,), "red"))})


def test_on_01_facts_complete_is_same_colour():
    assert _invented(Searcher, soft=False) == [TOP, frozenset(SAME)]


def test_the_prototype_picks_the_same_subsets_on_01_facts():
    assert _invented(_prototype().ResolvedSearcher, soft=False) == [TOP, frozenset(SAME)]


def test_the_prototype_picks_same_colour_on_near_certain_soft_facts():
    assert _invented(_prototype().ResolvedSearcher, soft=True) == [TOP, frozenset(SAME)]


@pytest.mark.xfail(not hasattr(search, "most_complete"), strict=True,
                   reason="search.py's complete compares P exactly: on soft facts near 1 a cross-colour variation "
                          "adds noise-level P, so the largest subset wins (session 27, nesypi31: its patch adds "
                          "search.most_complete, and this test then passes)")
def test_search_py_picks_same_colour_on_near_certain_soft_facts():
    assert _invented(Searcher, soft=True) == [TOP, frozenset(SAME)]


def test_resolved_complete_by_hand():
    rc = _prototype().resolved_complete
    y = np.array([1] * 20 + [0] * 20)
    # P within 0.5 / 20 = .025 of the top count as equal; then N within .025; then fewer variations
    cands = [(1.0, 0.0, 5, 0, "five"), (0.99, 0.5, 3, 1, "three"), (0.97, 0.5, 2, 2, "two, P too low")]
    assert rc(cands, y)[4] == "three"
    # two of equal size within the resolution: the higher exact P
    assert rc([(0.99, 0.5, 3, 0, "a"), (0.995, 0.49, 3, 1, "b")], y)[4] == "b"
    # N beyond the resolution decides before size
    assert rc([(1.0, 0.2, 2, 0, "low N"), (1.0, 0.5, 3, 1, "high N")], y)[4] == "high N"
