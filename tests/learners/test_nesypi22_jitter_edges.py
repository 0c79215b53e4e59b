"""NeSy-π's ``jitter_edges`` option (session 22): a bin edge where the training measurements pile up
splits one geometric value by noise, so an invention (or a ``specific`` atom) whose positives come
within 1/8 bin of it takes the bin across it too (a jitter edge: at least twice what an even
spread over its two bins puts within 1/8 of it, and a Poisson count of that mean reaching as many
with probability below 0.001). Expected edges and bins are worked out by hand in the comments
(phi bins of 45 degrees from 0: bin k holds [45k, 45k + 45)).
"""
from __future__ import annotations

import math

import numpy as np

from nesylang.learners.nesy_pi.scenes import Bins, parse_scenes
from nesylang.learners.nesy_pi.scorer import SceneTensors
from nesylang.session import Program

PHI = """
#type(phi, [0..7]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, phi(+obj, +obj, #phi)).
"""


def _pair(sid: str, label: int, angle: float, d: float = 0.3) -> dict:
    """Two objects, the second ``d`` from the first (0.3, 0.4) in direction ``angle`` (degrees)."""
    a = math.radians(angle)
    return {"id": sid, "label": label,
            "objects": [{"x": 0.3, "y": 0.4}, {"x": 0.3 + d * math.cos(a), "y": 0.4 + d * math.sin(a)}]}


def _train():
    # Positives: B above A at 90.5, 91, 91.5, 92, 92.5 degrees (bin units 2.011-2.056: bin 2,
    # just past the 90-degree edge; A from B: 6.011-6.056, bin 6 past the 270-degree edge), or B
    # right of A at 10, 12, 14 degrees (0.222-0.311, bin 0; back: 4.222-4.311, bin 4). Negatives:
    # B at 150, 155, 160 degrees (3.333-3.556, bin 3; back 7.333-7.556, bin 7).
    pos = [_pair(f"a{i}", 1, t) for i, t in enumerate((90.5, 91.0, 91.5, 92.0, 92.5))]
    pos += [_pair(f"r{i}", 1, t) for i, t in enumerate((10.0, 12.0, 14.0))]
    neg = [_pair(f"n{i}", 0, t) for i, t in enumerate((150.0, 155.0, 160.0))]
    return pos + neg


def test_jitter_edges_are_the_edges_the_measurements_pile_up_on():
    # Edge 2 (90 degrees): 5 measurements within 1/8 bin (2.011-2.056); bins 1 and 2 hold 0 + 5,
    # an even spread puts 5 x 2 x 1/8 / 2 = 0.625 there: 5 >= 2 x 0.625, and P(Poisson(0.625) >= 5)
    # = 1 - e^-0.625 (1 + 0.625 + 0.1953 + 0.0407 + 0.0064) = 0.00038 < 0.001: a jitter edge.
    # Edge 6 (270 degrees) the same. No other measurement is within 1/8 of an edge (the nearest:
    # 0.222 from edge 0, 4.222 from edge 4, 3.333 from edge 3, 7.333 from edge 7). With 3 such
    # positives (the first three) the excess could be chance: P(Poisson(0.375) >= 3) = 0.0066.
    t = SceneTensors(parse_scenes(_train(), "train"), Bins(phi=8))
    assert t.jitter_edges("phi") == frozenset({2, 6})
    # a bin-2 measurement 0.011 above edge 2 reaches bin 1 across it; one in mid-bin nothing;
    # bin 0 borders edges 0 and 1, neither a jitter edge
    assert t.edge_neighbours("phi", 2, t.measure("phi")[:1, 0, 1]) == [1]
    assert t.edge_neighbours("phi", 2, np.array([2.5])) == []
    assert t.edge_neighbours("phi", 0, t.measure("phi")[5:6, 0, 1]) == []
    few = SceneTensors(parse_scenes(_train()[:3] + _train()[5:], "few"), Bins(phi=8))
    assert few.jitter_edges("phi") == frozenset()


def test_an_invention_takes_the_bin_across_a_jitter_edge():
    # At N = 2 every bin alone has P <= 5/8; the invention ranked first is the necessary one of most
    # variations with PN 1: phi(O1, O2) in {0, 2, 4, 6} (either entity may be O1). Its positives
    # in bin 2 lie 0.011-0.056 past edge 2, those in bin 6 past edge 6, so jitter_edges adds bins
    # 1 and 6's neighbour 5; bins 0 and 4 (10-14 degrees, 190-194) are 0.22 from their edges and
    # stay. No negative is in bin 1 or 5: train P = N = 1 either way. A probe with B at 89 degrees
    # (1.978: bin 1; back 5.978: bin 5) is accepted only with the option; one at 152 degrees
    # (bins 3 and 7) by neither; one at 91 degrees by both.
    probe = [_pair("q89", 1, 89.0), _pair("q152", 0, 152.0), _pair("q91", 1, 91.0)]
    got = {}
    for on in (False, True):
        p = Program.from_string(PHI)
        p.add_data("train", scenes=_train())
        p.add_data("probe", scenes=probe)
        r = p.learn("nesy_pi", target="target/1", data="train", test=["probe"], jitter_edges=on)
        assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)
        inv = r.details["inventions"][0]
        got[on] = (sorted(int(v[0][2]) for v in inv.variations), [float(x) for x in r.details["exact"]["probe"]])
    assert got[False] == ([0, 2, 4, 6], [0.0, 0.0, 1.0])
    assert got[True] == ([0, 1, 2, 4, 5, 6], [1.0, 0.0, 1.0])


def test_specific_takes_the_bin_across_a_jitter_edge():
    # Positives: a red object and a blue one above it at 90.5, 91, ..., 93 degrees (bin 2,
    # 0.011-0.067 past edge 2); negatives: blue objects only (0 and 180 degrees apart, and two
    # more directions: 78.7 degrees = 1.75, 111.8 = 2.48; none near edge 2). Edge 2: 6
    # measurements within 1/8, bins 1 and 2 hold 1 + 7, even spread 8 x 1/8 = 1: 6 >= 2, and
    # P(Poisson(1) >= 6) = 1 - e^-1 (1 + 1 + 1/2 + 1/6 + 1/24 + 1/120) = 0.0006: a jitter edge.
    # The search accepts color(O1, red) at N = 1; specific adds O2 blue and phi(O1, O2) in bin
    # 2 (every positive), with jitter_edges bins 1 and 2 (and phi(O2, O1): bin 6, with 5). A
    # probe at 88 degrees (1.956, bin 1) is accepted only with the option.
    bias = PHI.replace("#type(phi", "#type(color, [red, blue]). #modeb(*, color(+obj, #color)).\n#type(phi")

    def scene(sid, label, *objs):
        return {"id": sid, "label": label, "objects": [{"x": x, "y": y, "color": c} for c, x, y in objs]}

    def rb(sid, label, angle):
        a = math.radians(angle)
        return scene(sid, label, ("red", 0.3, 0.3), ("blue", 0.3 + 0.3 * math.cos(a), 0.3 + 0.3 * math.sin(a)))

    train = [rb(f"p{i}", 1, t) for i, t in enumerate((90.5, 91.0, 91.5, 92.0, 92.5, 93.0))]
    train += [scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.6, 0.5)),
              scene("n2", 0, ("blue", 0.2, 0.2), ("blue", 0.5, 0.2), ("blue", 0.3, 0.7))]
    probe = [rb("q88", 1, 88.0), rb("q95", 1, 95.0)]
    got = {}
    for on in (False, True):
        p = Program.from_string(bias)
        p.add_data("train", scenes=train)
        p.add_data("probe", scenes=probe)
        r = p.learn("nesy_pi", target="target/1", data="train", test=["probe"], specific=True, jitter_edges=on)
        assert r.details["searched_clause"] == "target(X) :- in(O1, X), color(O1, red)."
        got[on] = [float(x) for x in r.details["exact"]["probe"]]
    assert got == {False: [0.0, 1.0], True: [1.0, 1.0]}
