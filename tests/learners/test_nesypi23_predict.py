"""NeSy-π's ``specific_predict`` option (session 23): with ``specific_interval``, a binned atom's
bins become Student's t prediction interval for one more positive, mean +- t(1 - a/2, m - 1) s
sqrt(1 + 1/m) (m covered positives, s the standard deviation of their measurements in bin units),
widened to the range seen, at level a split over the binned atoms the narrowing adds (a second
pass at a / k). One positive gives no interval, so no binned atom. Bins are worked out by hand in
the comments; t quantiles for 2 degrees of freedom from the closed form of Student's t with
nu = 2, F(t) = 1/2 + t / (2 sqrt(2 + t^2)), i.e. t_p = c sqrt(2 / (1 - c^2)) with c = 2p - 1.
``jitter_edges`` is off: these tests are about the margin alone.
"""
from __future__ import annotations

import math

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

RHO = """
#type(color, [red, blue]). #type(rho, [0..9]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)).
#modeb(*, rho(+obj, +obj, #rho), (symmetric)).
"""

RHO_PHI = RHO + "#type(phi, [0..7]).\n#modeb(*, phi(+obj, +obj, #phi)).\n"


def _scene(sid: str, label: int, *objs) -> dict:
    return {"id": sid, "label": label, "objects": [{"x": x, "y": y, "color": c} for c, x, y in objs]}


def _pair(sid: str, label: int, d: float, angle: float = 0.0) -> dict:
    """A red object at (0.3, 0.5) and a blue one ``d`` away in direction ``angle`` (degrees)."""
    a = math.radians(angle)
    return _scene(sid, label, ("red", 0.3, 0.5), ("blue", 0.3 + d * math.cos(a), 0.5 + d * math.sin(a)))


NEGATIVES = [_scene("n1", 0, ("blue", 0.21, 0.47), ("blue", 0.62, 0.55)),
             _scene("n2", 0, ("blue", 0.22, 0.23), ("blue", 0.51, 0.18), ("blue", 0.33, 0.71))]


def _learn(bias, train, probe, **options):
    p = Program.from_string(bias)
    p.add_data("train", scenes=train)
    p.add_data("probe", scenes=probe)
    r = p.learn("nesy_pi", target="target/1", data="train", test=["probe"], specific=True,
                specific_interval=True, jitter_edges=False, **options)
    bins = {inv.name: sorted(int(v[0][2]) for v in inv.variations) for inv in r.details["inventions"]}
    return r, [float(v) for v in r.details["exact"]["probe"]], bins


def test_t_interval_reaches_a_bin_the_spacing_margin_does_not():
    # Positives 0.31, 0.33, 0.35 apart (rho bins of 0.1: bin units 3.1, 3.3, 3.5, all bin 3).
    # Search: target :- in(O1, X), color(O1, red) (P = N = 1); specific adds O2, color(O2, blue)
    # and rho(O1, O2). Spacing margin: range 0.4 / (3 - 1) = 0.2: [2.9, 3.7], bins 2 and 3.
    # t interval, one binned atom (k = 1, level 0.05): mean 3.3, s = 0.2, t(0.975, 2) = 0.95
    # sqrt(2 / 0.0975) = 4.303, h = 4.303 * 0.2 * sqrt(4/3) = 0.994: [2.306, 4.294], bins 2-4.
    # Probes: red-blue 0.45 (bin 4), 0.25 (bin 2), 0.55 (bin 5).
    train = [_pair("p1", 1, 0.31), _pair("p2", 1, 0.33, 90.0), _pair("p3", 1, 0.35, 180.0)] + NEGATIVES
    probe = [_pair("q4", 1, 0.45), _pair("q2", 1, 0.25), _pair("q5", 1, 0.55)]
    r, scores, bins = _learn(RHO, train, probe)
    assert scores == [0.0, 1.0, 0.0]
    assert list(bins.values()) == [[2, 3]]
    r, scores, bins = _learn(RHO, train, probe, specific_predict=0.05)
    assert scores == [1.0, 1.0, 0.0]
    assert list(bins.values()) == [[2, 3, 4]]
    assert r.details["target_clause"].startswith("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), "
                                                 "color(O2, blue), inv_rho_")
    assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)


def test_one_positive_narrows_no_bin():
    # One positive, red-blue 0.33 apart (bin 3). Spacing margin: range 0, bin 3 alone, and the
    # probe 0.55 apart (bin 5) is rejected. t interval: one draw has no spread, so no interval and
    # no rho atom; color(O2, blue) still joins (not binned), and the probe is accepted.
    train = [_pair("p1", 1, 0.33)] + NEGATIVES
    probe = [_pair("q5", 1, 0.55)]
    r, scores, _ = _learn(RHO, train, probe)
    assert r.details["target_clause"].endswith("color(O2, blue), rho(O1, O2, 3).")
    assert scores == [0.0]
    r, scores, _ = _learn(RHO, train, probe, specific_predict=0.05)
    assert r.details["target_clause"].endswith("color(O1, red), color(O2, blue).")
    assert scores == [1.0]


def test_level_split_over_the_binned_atoms():
    # As the first test, the blue object at 5, 15, 25 degrees from the red one (phi bins of 45
    # degrees: 0.111, 0.333, 0.556, all bin 0; phi(O2, O1) 185, 195, 205 degrees: 4.111, 4.333,
    # 4.556, bin 4). First pass at 0.05: phi(O1, O2) [-0.771, 1.437] bins 7, 0, 1; phi(O2, O1)
    # [3.229, 5.437] bins 3-5; rho [2.306, 4.294] bins 2-4: three binned atoms join, k = 3.
    # Second pass at 0.05 / 3: t(1 - 0.05/6, 2): c = 0.98333, t = c sqrt(2 / (1 - c^2)) = 7.649;
    # rho: h = 7.649 * 0.2 * 1.1547 = 1.767: [1.534, 5.067], bins 1-5; phi (s = 0.2222): h = 1.963:
    # phi(O1, O2) [-1.629, 2.296] bins 6, 7, 0, 1, 2; phi(O2, O1) [2.371, 6.296] bins 2-6.
    train = [_pair("p1", 1, 0.31, 5.0), _pair("p2", 1, 0.33, 15.0), _pair("p3", 1, 0.35, 25.0)] + NEGATIVES
    probe = [_pair("q5", 1, 0.55, 15.0), _pair("q6", 1, 0.65, 15.0), _pair("q1", 1, 0.33, 100.0),
             _pair("q3", 1, 0.33, 140.0)]
    # probes: rho bin 5 (accepted), bin 6 (not), phi 100 degrees = bin 2 (accepted), 140 = bin 3 (not)
    _, scores, bins = _learn(RHO_PHI, train, probe, specific_predict=0.05)
    assert sorted(bins.values()) == [[0, 1, 2, 6, 7], [1, 2, 3, 4, 5], [2, 3, 4, 5, 6]]
    assert scores == [1.0, 0.0, 1.0, 0.0]


def test_specific_predict_needs_specific_interval():
    p = Program.from_string(RHO)
    p.add_data("train", scenes=[_pair("p1", 1, 0.33)] + NEGATIVES)
    with pytest.raises(NesyError, match="specific_predict"):
        p.learn("nesy_pi", target="target/1", data="train", specific=True, specific_predict=0.05)
    with pytest.raises(NesyError, match="specific_predict"):
        p.learn("nesy_pi", target="target/1", data="train", specific=True, specific_interval=True,
                specific_predict=0.9)
