"""NeSy-π's ``specific_cases`` option (session 20): the searched clause split into one target
clause per case of its invented atom, each narrowed on the training positives it covers.
Expected clauses and scores are worked out by hand in the comments.
"""
from __future__ import annotations

import pytest

from nesylang.bias import Bias
from nesylang.errors import NesyError
from nesylang.learners.nesy_pi.learner import exact_scores
from nesylang.learners.nesy_pi.scenes import bins_of, parse_scenes
from nesylang.session import Program

BIAS = """
#type(color, [red, green, blue]). #type(rho, [0..3]). #maxv(4).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)).
#modeb(*, rho(+obj, +obj, #rho), (symmetric)).
"""


def _scene(sid: str, label: int, *objs) -> dict:
    return {"id": sid, "label": label, "objects": [{"x": x, "y": y, "color": c} for c, x, y in objs]}


def _train():
    # Two cases of the concept. Case A: a red object and a blue one 0.3 apart (rho bin
    # floor(0.3 * 4) = 1). Case B: a green object and two blue ones, every pair 0.3 or 0.42
    # apart (bin 1). Negatives: blue objects only. At N = 1 the colour search scores red and
    # green P 0.5, N 1 and blue P 1, N 0; the subset {green, red} is invented (P = N = 1) and
    # target :- in(O1, X), inv_color_1(O1) is accepted at once.
    return [_scene("a1", 1, ("red", 0.2, 0.5), ("blue", 0.5, 0.5)),
            _scene("a2", 1, ("red", 0.2, 0.2), ("blue", 0.2, 0.5)),
            _scene("b1", 1, ("green", 0.2, 0.5), ("blue", 0.5, 0.5), ("blue", 0.5, 0.8)),
            _scene("b2", 1, ("green", 0.3, 0.3), ("blue", 0.6, 0.3), ("blue", 0.6, 0.6)),
            _scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.5, 0.5)),
            _scene("n2", 0, ("blue", 0.2, 0.2), ("blue", 0.5, 0.2), ("blue", 0.5, 0.5))]


def _damaged():
    # case B less one blue object (2 entities, green-blue 0.3 apart: bin 1); case A less its
    # blue object; one intact case-B positive
    return [_scene("dB", 0, ("green", 0.2, 0.5), ("blue", 0.5, 0.5)),
            _scene("dA", 0, ("red", 0.2, 0.5)),
            _scene("okB", 1, ("green", 0.25, 0.4), ("blue", 0.55, 0.4), ("blue", 0.55, 0.7))]


def _learn(**options):
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_train())
    p.add_data("damaged", scenes=_damaged())
    return p.learn("nesy_pi", target="target/1", data="train", test=["damaged"], **options)


def test_specific_alone_reads_only_what_every_case_has():
    # specific (session 19): O1's colour is read by the invention already; every covered
    # positive has 2 entities, so O2 joins: blue in all four, rho(O1, O2) bin 1 in all four;
    # not every one has a third entity (a1, a2 have 2), so no O3. dB (green, blue 0.3 apart)
    # satisfies it: damaged N = 1/2 (dA has one entity), P = 1 (okB).
    r = _learn(specific=True)
    clause = r.details["target_clause"]
    assert clause.startswith("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, inv_color_")
    assert clause.endswith("(O1), color(O2, blue), rho(O1, O2, 1).")
    assert (r.metric("test damaged", "P"), r.metric("test damaged", "N")) == (1.0, 0.5)


def test_specific_cases_narrows_each_case_on_its_own_positives():
    # The invention's variations, sorted: green, red. Each unfolded clause covers 2 positives;
    # the tie goes to the first, green (b1, b2), then red (a1, a2). Case green: O1 green is
    # read already; O2: blue, rho 1; both have 3 entities, so O3: blue, rho(O1, O3) 1 (the
    # other blue, 0.3 or 0.42 away), rho(O2, O3) 1 (the blues 0.3 apart). Case red: O2 blue,
    # rho 1, no O3 (2 entities). Train P = N = 1 as before. Damaged: dB has 2 entities and no
    # red: 0; dA: 0; okB satisfies the green case: N = 1, P = 1.
    r = _learn(specific=True, specific_cases=True)
    assert r.details["target_clause"] == (
        "target(X) :- in(O1, X), in(O2, X), in(O3, X), O1 \\== O2, O1 \\== O3, O2 \\== O3, color(O1, green), "
        "color(O2, blue), rho(O1, O2, 1), color(O3, blue), rho(O1, O3, 1), rho(O2, O3, 1).\n"
        "target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), color(O2, blue), rho(O1, O2, 1).")
    assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)
    assert (r.metric("test damaged", "P"), r.metric("test damaged", "N")) == (1.0, 1.0)
    assert (r.metric("test damaged", "P (searched)"), r.metric("test damaged", "N (searched)")) == (1.0, 0.0)
    assert r.metric("search", "entities N") == 3
    # the two clauses are ordinary program text: exact inference through them gives the same
    bias = Bias.from_program(Program.from_string(BIAS).loaded)
    data = parse_scenes(_damaged(), "damaged")
    exact = exact_scores(data, bins_of(bias), r.text, "target")
    assert exact.tolist() == [0.0, 0.0, 1.0]


def test_specific_cases_needs_specific():
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_train())
    with pytest.raises(NesyError):
        p.learn("nesy_pi", target="target/1", data="train", specific_cases=True)
    with pytest.raises(NesyError):
        p.learn("nesy_pi", target="target/1", data="train", specific=True, specific_cases="yes")


def test_specific_cases_leaves_a_clause_without_inventions_to_specific():
    # A red object in every positive, none in the negatives: color(O1, red) is searched (no
    # invention in it), so specific_cases changes nothing: both give specific's clause.
    train = [_scene("p1", 1, ("red", 0.2, 0.5), ("blue", 0.5, 0.5)),
             _scene("p2", 1, ("red", 0.2, 0.2), ("blue", 0.2, 0.5)),
             _scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.5, 0.5)),
             _scene("n2", 0, ("green", 0.2, 0.2), ("blue", 0.2, 0.5))]
    out = []
    for extra in ({}, {"specific_cases": True}):
        p = Program.from_string(BIAS)
        p.add_data("train", scenes=train)
        out.append(p.learn("nesy_pi", target="target/1", data="train", specific=True, **extra).details["target_clause"])
    assert out[0] == out[1] == ("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), "
                                "color(O2, blue), rho(O1, O2, 1).")
