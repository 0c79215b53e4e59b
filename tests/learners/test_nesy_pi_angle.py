"""NeSy-π's angle between two line groups (``angle(G, H, K)``, ``#type(angle, [0..n-1])``):
bins, facts, and the learner using it. Expected values are worked out by hand in the comments.
"""
from __future__ import annotations

import math
import random

import pytest

from nesylang.learners.nesy_pi.scenes import Bins, Grouping, Scene, SceneObject, entities, scene_facts
from nesylang.session import Program

ANGLE_BIAS = """
#type(angle, [0..8]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, angle(+obj, +obj, #angle), (symmetric)).
"""


def test_angle_bins_by_hand():
    b = Bins(angle=9)  # 10° bins over [0°, 90°], 90° in the last
    # 10° and 100°: 90° apart -> bin 8; 175° and 8°: 13° apart across 180° -> bin 1
    assert b.angle_bin(10.0, 100.0) == 8 and b.angle_bin(175.0, 8.0) == 1
    # 0° and 45°: [40°, 50°) -> bin 4; 0° and 135°: the smaller angle is 45° -> bin 4
    assert b.angle_bin(0.0, 45.0) == 4 and b.angle_bin(0.0, 135.0) == 4
    assert b.angle_bin(30.0, 30.0) == 0 and b.angle_bin(0.0, 179.5) == 0  # 0.5° apart
    assert b.interval("angle", 8) == (80.0, 90.0) and b.interval("angle", 0) == (0.0, 10.0)
    rng = random.Random(1)
    for _ in range(100):
        s, t = rng.uniform(0, 180), rng.uniform(0, 180)
        assert b.angle_bin(s, t) == b.angle_bin(t, s)


def _scene(points, sid="s"):
    return Scene(sid, 1.0, tuple(SceneObject(x, y, (("color", (("red", 1.0),)),)) for x, y in points))


def test_angle_facts_are_between_line_groups_only():
    # a horizontal row at y = 0.2, a vertical row at x = 0.8 and a lone object far from both
    pts = [(0.1, 0.2), (0.2, 0.2), (0.3, 0.2), (0.8, 0.5), (0.8, 0.6), (0.8, 0.7), (0.3, 0.8)]
    sc = _scene(pts)
    ents = entities(sc, Grouping())
    assert [e.term for e in ents] == ["g(s,0)", "g(s,1)", "o(s,6)"]
    facts = [f for f in scene_facts([sc], Bins(angle=9), Grouping()).splitlines() if f.startswith("angle(")]
    # the lines are 90° apart: bin 8, both orders; the object is on no line: no angle fact
    assert sorted(facts) == ["angle(g(s,0), g(s,1), 8).", "angle(g(s,1), g(s,0), 8)."]
    assert "angle(" not in scene_facts([sc], Bins(rho=4), Grouping())  # no #type(angle): no facts


def _rows(rng: random.Random, turn: float) -> list[dict]:
    """Two rows of 3 objects 0.1 apart, the second turned by ``turn`` degrees, no jitter."""
    while True:
        a1 = rng.uniform(0, 180)
        rows = []
        for a in (a1, a1 + turn):
            x0, y0 = rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)
            rows.append([(x0 + k * 0.1 * math.cos(math.radians(a)), y0 + k * 0.1 * math.sin(math.radians(a)))
                         for k in range(3)])
        pts = rows[0] + rows[1]
        if all(0.05 <= v <= 0.95 for p in pts for v in p) and \
                all(math.dist(p, q) >= 0.25 for p in rows[0] for q in rows[1]):
            return [{"x": x, "y": y, "color": "red"} for x, y in pts]


def test_the_learner_names_perpendicular_lines_with_one_angle_atom():
    rng = random.Random(4)
    scenes = []
    for i in range(16):
        pos = i % 2 == 0
        # positives 90° apart (bin 8); negatives 25-65° apart (bins 2-6)
        scenes.append({"id": f"t{i}", "label": int(pos), "objects": _rows(rng, 90.0 if pos else rng.uniform(25, 65))})
    p = Program.from_string("#type(color, [red]).\n" + ANGLE_BIAS)
    p.add_data("train", scenes=scenes, grouping={})
    r = p.learn("nesy_pi", target="target/1", data="train")
    # by hand: angle(O1, O2, 8) holds in every positive and no negative: P = N = PN = 1
    assert r.details["target_clause"] == "target(X) :- in(O1, X), in(O2, X), O1 \\== O2, angle(O1, O2, 8)."
    assert r.metric("train", "PN") == pytest.approx(1.0)
    # the learned clause answers a new scene through the same facts
    new = {"id": "q1", "label": 1, "objects": _rows(random.Random(9), 90.0)}
    p.add_data("new", scenes=[new], grouping={})
    p.load_string(scene_facts(p.dataset("new").scenes, Bins(angle=9), Grouping()))
    assert p.query("target(q1)")[0].probability == pytest.approx(1.0)
