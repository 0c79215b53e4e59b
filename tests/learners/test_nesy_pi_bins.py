"""NeSy-π's phi and slope bins centred on 0° (``centred_bins=true``, session 18) against the
issue's bins from 0°. Expected values are worked out by hand in the comments.
"""
from __future__ import annotations

import math

import pytest

from nesylang.errors import NesyError
from nesylang.learners.nesy_pi.scenes import Bins, Grouping, Scene, SceneObject, scene_facts
from nesylang.session import Program

PHI_BIAS = """
#type(phi, [0..3]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, phi(+obj, +obj, #phi)).
"""


def _at(deg: float) -> tuple[float, float]:
    """B's position when A is at (0.5, 0.5) and B lies 0.2 away in direction ``deg``."""
    return 0.5 + 0.2 * math.cos(math.radians(deg)), 0.5 + 0.2 * math.sin(math.radians(deg))


def test_centred_bins_by_hand():
    edge, mid = Bins(phi=4, slope=4), Bins(phi=4, slope=4, centred=True)
    # from 0°, 90° wide: 88° -> bin 0, 92° -> bin 1 (90° is the edge); centred, bin 1 is
    # [45°, 135°): both 1; 2° and 358°: bins 0 and 3 from 0°, both 0 centred
    for deg, e, m in ((88, 0, 1), (92, 1, 1), (2, 0, 0), (358, 3, 0), (180, 2, 2), (44, 0, 0), (46, 0, 1)):
        x, y = _at(deg)
        assert (edge.phi_bin(0.5, 0.5, x, y), mid.phi_bin(0.5, 0.5, x, y)) == (e, m), deg
    # slopes over [0°, 180°), 45° wide: from 0°, 179° -> 3 and 1° -> 0; centred both 0 (bin 0 is
    # [-22.5°, 22.5°)); 90° -> 2 either way; 23° -> 0 from 0°, 1 centred
    assert [edge.slope_bin(a) for a in (179.0, 1.0, 90.0, 23.0)] == [3, 0, 2, 0]
    assert [mid.slope_bin(a) for a in (179.0, 1.0, 90.0, 23.0)] == [0, 0, 2, 1]
    assert mid.interval("phi", 1) == (45.0, 135.0) and mid.interval("slope", 0) == (-22.5, 22.5)
    # rho is not an angle: unchanged, [0.25, 0.5) table widths at 4 bins
    assert Bins(rho=4, centred=True).interval("rho", 1) == Bins(rho=4).interval("rho", 1) == (0.25, 0.5)


def test_centred_slope_facts_of_a_vertical_row():
    # a vertical row tilted 1° either way: slope 89° or 91°, bins 3 and 4 of 8 from 0°; centred
    # (22.5° wide, bin 4 is [78.75°, 101.25°)) both 4
    for tilt, edge_bin in ((-1.0, 3), (1.0, 4)):  # 89° -> 3, 91° -> 4
        a = math.radians(90.0 + tilt)
        pts = [(0.5 + k * 0.1 * math.cos(a), 0.3 + k * 0.1 * math.sin(a)) for k in range(3)]
        sc = Scene("s", 1.0, tuple(SceneObject(x, y, ()) for x, y in pts))
        assert f"slope(g(s,0), {edge_bin})." in scene_facts([sc], Bins(slope=8), Grouping())
        assert "slope(g(s,0), 4)." in scene_facts([sc], Bins(slope=8, centred=True), Grouping())


def _pair(sid: str, label: int, deg: float) -> dict:
    x, y = _at(deg)
    return {"id": sid, "label": label, "objects": [{"x": 0.5, "y": 0.5}, {"x": x, "y": y}]}


def _scenes():
    # positives: B straight above A, 2° off either way (88°, 92°); negatives: B to A's right, 2°
    # off (2°, 358°); two of each
    return [_pair("p1", 1, 88.0), _pair("n1", 0, 2.0), _pair("p2", 1, 92.0), _pair("n2", 0, 358.0),
            _pair("p3", 1, 88.0), _pair("n3", 0, 2.0), _pair("p4", 1, 92.0), _pair("n4", 0, 358.0)]


def test_bins_from_zero_cannot_tell_above_from_right_but_centred_bins_can():
    # From 0° with 4 bins: p at 88° has phi(A, B, 0), phi(B, A, 2) (268°), exactly n at 2°
    # (phi 0, and 182° -> 2); p at 92° has phi(A, B, 1), phi(B, A, 3) and n at 358° has
    # phi(A, B, 3), phi(B, A, 1): the same facts with A and B swapped. Every clause scores each
    # positive as its negative twin, so P = m and N = 1 - m for the mean m of the positives'
    # scores, and PN = m(1 - m) <= 1/4.
    p = Program.from_string(PHI_BIAS)
    p.add_data("train", scenes=_scenes())
    r = p.learn("nesy_pi", target="target/1", data="train")
    assert r.metric("train", "PN") <= 0.25 + 1e-9
    # Centred: 88° and 92° -> bin 1, 268° and 272° -> bin 3; 2° and 358° -> bin 0, 178° and 182°
    # -> bin 2: phi(O1, O2, 1) holds in every positive and no negative, P = N = 1, and so does
    # the disjunction of bins 1 and 3 (the only other set of bins with P = N = 1: one without 0
    # and 2); on the tie in PN, P and length the text decides, and "inv_phi_1" < "phi".
    q = Program.from_string(PHI_BIAS)
    q.add_data("train", scenes=_scenes())
    r = q.learn("nesy_pi", target="target/1", data="train", centred_bins=True)
    assert r.metric("train", "PN") == pytest.approx(1.0)
    assert r.details["target_clause"] == "target(X) :- in(O1, X), in(O2, X), O1 \\== O2, inv_phi_1(O1, O2)."
    assert "inv_phi_1(O1, O2) :- phi(O1, O2, 1).\ninv_phi_1(O1, O2) :- phi(O1, O2, 3)." in r.text
    # the exact re-scoring reads the same (centred) facts: P = N = 1 there too
    assert r.metric("train exact", "PN") == pytest.approx(1.0)


def test_centred_bins_is_a_checked_option():
    p = Program.from_string(PHI_BIAS)
    p.add_data("train", scenes=_scenes())
    with pytest.raises(NesyError):
        p.learn("nesy_pi", target="target/1", data="train", centred_bins="yes")
    with pytest.raises(NesyError, match="choose one"):
        p.learn("nesy_pi", target="target/1", data="train", centred_bins=True, auto_bins=True)


def test_auto_bins_shift_the_edges_away_from_the_measurements():
    from nesylang.learners.nesy_pi.scenes import auto_shifts

    # directions 88°, 92°, 2°, 358° (and back: 268°, 272°, 182°, 178°) with 4 bins of 90°: a
    # shift s (a fraction of a bin, steps of 1/16) moves the edges to 90k - 90s; a direction is
    # near an edge when within 90/8 = 11.25° of one. s = 0: all 8 within 2° -> 8 near; s = 1/16
    # (edges at 84.375° + 90k): 88° is 3.6° off -> all 8 near again; s = 2/16 (edges 78.75° +
    # 90k): 88° is 9.25° off, 92° 13.25° -> the 4 at 88/268/358/178 near; s = 3/16 (73.125°):
    # 88° 14.9°, 92° 18.9°, 2° off 16.875° -> none near. The smallest shift with none: 3/16.
    sc = [Scene(d["id"], d["label"], tuple(SceneObject(o["x"], o["y"], ()) for o in d["objects"]))
          for d in _scenes()]
    b = auto_shifts(sc, None, Bins(phi=4))
    assert b.phi_shift == pytest.approx(3 / 16) and b.slope_shift == 0.0
    # with the shift the positives' directions share a bin: 88° and 92° -> bin 1 ([73.125°, 163.125°))
    assert {b.phi_bin(0.5, 0.5, *_at(d)) for d in (88.0, 92.0)} == {1}
    assert {b.phi_bin(0.5, 0.5, *_at(d)) for d in (2.0, 358.0)} == {0}
    p = Program.from_string(PHI_BIAS)
    p.add_data("train", scenes=_scenes())
    r = p.learn("nesy_pi", target="target/1", data="train", auto_bins=True)
    assert r.metric("train", "PN") == pytest.approx(1.0) and r.metric("train exact", "PN") == pytest.approx(1.0)
