"""NeSy-π's ``specific_interval`` option (session 21): a binned predicate's narrowed bins become the
interval the covered positives' measurements span (cyclic for ``phi``), each end moved out by
range / (n - 1), n the covered positives. Expected bins are worked out by hand in the comments.
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


def _scene(sid: str, label: int, *objs) -> dict:
    return {"id": sid, "label": label, "objects": [{"x": x, "y": y, "color": c} for c, x, y in objs]}


def _pair(sid: str, label: int, d: float, angle: float = 0.0, c: str = "red") -> dict:
    """A ``c`` object at (0.3, 0.5) and a blue one ``d`` away in direction ``angle`` (degrees)."""
    a = math.radians(angle)
    return _scene(sid, label, (c, 0.3, 0.5), ("blue", 0.3 + d * math.cos(a), 0.5 + d * math.sin(a)))


def _rho_train():
    # Positives: a red and a blue object 0.31, 0.33, 0.52 apart (rho bins of width 0.1: 3, 3, 5;
    # in bin units 3.1, 3.3, 5.2). Negatives: blue objects only. The search accepts
    # target :- in(O1, X), color(O1, red) (P = N = 1) at N = 1; specific then adds O2 (every
    # positive has 2 entities): color(O2, blue), and rho(O1, O2) in the bins greedy cover
    # chooses: 3 (2 positives), then 5.
    return [_pair("p1", 1, 0.31), _pair("p2", 1, 0.33, 90.0), _pair("p3", 1, 0.52),
            _scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.6, 0.5)),
            _scene("n2", 0, ("blue", 0.2, 0.2), ("blue", 0.5, 0.2), ("blue", 0.3, 0.7))]


def _rho_probe():
    # red-blue pairs 0.45 (bin 4), 0.25 (bin 2), 0.65 (bin 6), 0.75 (bin 7) apart
    return [_pair("q4", 1, 0.45), _pair("q2", 1, 0.25), _pair("q6", 1, 0.65), _pair("q7", 1, 0.75)]


def _learn(bias, train, probe, **options):
    p = Program.from_string(bias)
    p.add_data("train", scenes=train)
    p.add_data("probe", scenes=probe)
    r = p.learn("nesy_pi", target="target/1", data="train", test=["probe"], specific=True, **options)
    return r, [float(v) for v in r.details["exact"]["probe"]]


def test_without_margin_the_bins_seen():
    # bins {3, 5}: none of the probes (bins 4, 2, 6, 7); jitter_edges (session 22) off, the
    # bins seen and nothing more
    r, probe = _learn(RHO, _rho_train(), _rho_probe(), jitter_edges=False)
    assert r.details["searched_clause"] == "target(X) :- in(O1, X), color(O1, red)."
    assert "color(O2, blue)" in r.details["target_clause"]
    assert probe == [0.0, 0.0, 0.0, 0.0]


def test_interval_fills_the_gap_and_adds_the_spacing_margin():
    # measurements 3.1, 3.3, 5.2 on n = 3 positives: range 2.1, margin 2.1 / 2 = 1.05 at each
    # end: [2.05, 6.25], bins 2-6; the probes in bins 4, 2, 6, not the one in bin 7
    r, probe = _learn(RHO, _rho_train(), _rho_probe(), specific_interval=True)
    assert probe == [1.0, 1.0, 1.0, 0.0]
    assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)


def test_interval_with_many_tight_positives_adds_almost_nothing():
    # 9 positives 0.32, 0.327, ..., 0.376 apart (bin units 3.2-3.76): range 0.56, margin
    # 0.56 / 8 = 0.07: [3.13, 3.83], bin 3 alone, read as rho(O1, O2, 3); a probe 0.35 apart
    # (bin 3) is accepted, 0.45 (bin 4) and 0.25 (bin 2) are not
    train = [_pair(f"p{i}", 1, 0.32 + 0.007 * i) for i in range(9)] + _rho_train()[3:]
    probe = [_pair("q3", 1, 0.35), _pair("q4", 1, 0.45), _pair("q2", 1, 0.25)]
    r, scores = _learn(RHO, train, probe, specific_interval=True)
    assert r.details["target_clause"].endswith("color(O2, blue), rho(O1, O2, 3).")
    assert scores == [1.0, 0.0, 0.0]


PHI = """
#type(color, [red, blue]). #type(phi, [0..7]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)).
#modeb(*, phi(+obj, +obj, #phi)).
"""


def test_phi_interval_wraps_around_zero():
    # phi bins of 45 degrees from 0. The blue object lies at 350, 10, 20 degrees from the red one
    # (bin units 7.78, 0.22, 0.44: bins 7, 0, 0). The shortest arc holding them runs from 7.78
    # over 0 to 8.44 (the widest gap, 0.44 -> 7.78, left out): bins 7 and 0, not 1-6 (an
    # interval that did not wrap would be every bin, and say nothing). With specific_interval:
    # range 0.667 over n = 3, margin 0.333: [7.44, 8.78], still bins 7 and 0 (8.78 is bin 0
    # again). Probes at 30 degrees (bin 0), 300 degrees (bin 6) and 60 degrees (bin 1). phi(O2, O1) (170, 190, 200 degrees: 3.78, 4.22, 4.44) gives bins 3, 4.
    train = [_pair("p1", 1, 0.3, 350.0), _pair("p2", 1, 0.3, 10.0), _pair("p3", 1, 0.3, 20.0),
             _scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.6, 0.5)),
             _scene("n2", 0, ("blue", 0.2, 0.2), ("blue", 0.5, 0.2), ("blue", 0.3, 0.7))]
    probe = [_pair("q0", 1, 0.3, 30.0), _pair("q6", 1, 0.3, 300.0), _pair("q1", 1, 0.3, 60.0)]
    for interval in (False, True):
        r, scores = _learn(PHI, train, probe, specific_interval=interval)
        assert scores == [1.0, 0.0, 0.0], interval
        bins = {inv.name: sorted(v[0][2] for v in inv.variations) for inv in r.details["inventions"]}
        assert r.details["target_clause"].endswith(
            "color(O1, red), color(O2, blue), inv_phi_1(O1, O2), inv_phi_2(O2, O1).")
        assert bins == {"inv_phi_1": ["0", "7"], "inv_phi_2": ["3", "4"]}, interval


def test_specific_interval_needs_specific():
    p = Program.from_string(RHO)
    p.add_data("train", scenes=_rho_train())
    with pytest.raises(NesyError, match="specific_interval"):
        p.learn("nesy_pi", target="target/1", data="train", specific_interval=True)
