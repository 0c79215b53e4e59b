"""NeSy-π's ``specific`` option (session 19): the searched clause narrowed to the fewest values
its covered training positives allow, and widened to more entities while every covered positive
has them. Expected clauses and scores are worked out by hand in the comments.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

BIAS = """
#type(color, [red, blue]). #type(rho, [0..3]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)).
#modeb(*, rho(+obj, +obj, #rho), (symmetric)).
"""


def _scene(sid: str, label: int, *objs) -> dict:
    return {"id": sid, "label": label, "objects": [{"x": x, "y": y, "color": c} for c, x, y in objs]}


def _train(far: float = 0.3):
    # Positives: a red object and a blue one 0.3 apart (rho bin floor(0.3 * 4) = 1), or ``far``
    # apart in the second positive. Negatives: two blue objects, 0.3 apart. color(O1, red) alone
    # has P = N = 1.
    return [_scene("p1", 1, ("red", 0.2, 0.5), ("blue", 0.5, 0.5)),
            _scene("n1", 0, ("blue", 0.2, 0.5), ("blue", 0.5, 0.5)),
            _scene("p2", 1, ("red", 0.2, 0.2), ("blue", 0.2, 0.2 + far)),
            _scene("n2", 0, ("blue", 0.2, 0.2), ("blue", 0.2, 0.5))]


def _damaged():
    # the positives' kind less the blue object (1 entity), with the blue object 0.6 apart
    # (rho 2), and with a second red in place of the blue (colour changed); one intact positive
    return [_scene("d1", 0, ("red", 0.2, 0.5)),
            _scene("d2", 0, ("red", 0.2, 0.5), ("blue", 0.8, 0.5)),
            _scene("d3", 0, ("red", 0.2, 0.5), ("red", 0.5, 0.5)),
            _scene("ok", 1, ("red", 0.3, 0.4), ("blue", 0.3, 0.7))]


def _learn(train, **options):
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=train)
    p.add_data("damaged", scenes=_damaged())
    return p, p.learn("nesy_pi", target="target/1", data="train", test=["damaged"], **options)


def test_without_specific_the_searched_clause_accepts_every_damaged_scene_with_a_red():
    # N = 1, the colour search: color(O1, red) has P = N = 1 >= accept and the search stops. On
    # the damaged set it holds on d1, d2, d3 (each has a red): N = 0, P = 1 (ok has a red).
    _, r = _learn(_train())
    assert r.details["target_clause"] == "target(X) :- in(O1, X), color(O1, red)."
    assert (r.metric("test damaged", "P"), r.metric("test damaged", "N")) == (1.0, 0.0)


def test_specific_reads_the_second_entity_and_the_distance():
    # The same search, then: O1's colour already red (nothing new); both positives have 2
    # entities, so O2 joins: its colour on the witnesses (O2 = the blue object) is blue in both
    # -> color(O2, blue); rho(O1, O2) is bin 1 in both -> rho(O1, O2, 1). #maxv(3): at most 2
    # entity variables. Train P = N = 1 as before. Damaged: d1 has one entity, d2 rho 2
    # (distance 0.6), d3 no blue: all three 0, N = 1; ok (distance 0.3, rho 1) holds, P = 1.
    _, r = _learn(_train(), specific=True)
    assert r.details["target_clause"] == ("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), "
                                          "color(O2, blue), rho(O1, O2, 1).")
    assert r.details["searched_clause"] == "target(X) :- in(O1, X), color(O1, red)."
    assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)
    assert (r.metric("test damaged", "P"), r.metric("test damaged", "N")) == (1.0, 1.0)
    assert (r.metric("test damaged", "P (searched)"), r.metric("test damaged", "N (searched)")) == (1.0, 0.0)
    assert r.metric("search", "entities N") == 2


def test_specific_joins_the_values_the_positives_need_as_one_invented_disjunction():
    # The second positive's pair 0.6 apart (rho 2): no one bin covers both positives, the
    # fewest that do are {1, 2} -> an invented rho set with those two variations, symmetric.
    # Damaged: d2 (rho 2) now holds, d1 and d3 do not: N = 2/3.
    _, r = _learn(_train(far=0.6), specific=True)
    clause = r.details["target_clause"]
    assert clause.startswith("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), color(O2, blue), inv_rho_")
    name = clause.split("inv_rho_")[1].split("(")[0]
    assert f"inv_rho_{name}(O1, O2) :- rho(O1, O2, 1).\ninv_rho_{name}(O1, O2) :- rho(O1, O2, 2)." in r.text
    assert f"#modeb(*, inv_rho_{name}(+ obj, + obj), (symmetric))." in r.text
    assert r.metric("test damaged", "N") == pytest.approx(2 / 3)
    # the learned text is ordinary program text: it answers queries on new scenes the same
    assert r.metric("train exact", "PN") == pytest.approx(1.0)


def test_specific_does_not_widen_past_the_positives_entity_count():
    # A third positive with the red object alone: the searched clause still covers all three,
    # but not every covered positive has a second entity, so no O2; O1's colour is read already.
    train = _train() + [_scene("p3", 1, ("red", 0.6, 0.6)), _scene("n3", 0, ("blue", 0.6, 0.6))]
    _, r = _learn(train, specific=True)
    assert r.details["target_clause"] == "target(X) :- in(O1, X), color(O1, red)."


def test_specific_support_skips_an_atom_whose_values_were_seen_once():
    # As the disjunction test: rho bin 1 holds on one covered positive (p1), bin 2 on the other
    # (p2). With specific_support=2 each value must hold on 2 covered positives, so no rho atom;
    # color(O2, blue) holds on both and stays. Damaged: d2 (blue 0.6 away) now holds too, d1 (one
    # entity) and d3 (no blue) do not: N = 2/3 as before, from the colour alone.
    _, r = _learn(_train(far=0.6), specific=True, specific_support=2)
    assert r.details["target_clause"] == ("target(X) :- in(O1, X), in(O2, X), O1 \\== O2, color(O1, red), "
                                          "color(O2, blue).")
    assert r.metric("test damaged", "N") == pytest.approx(2 / 3)
    # both positives at rho 1: the value holds on 2 covered positives and the atom stays
    _, r = _learn(_train(), specific=True, specific_support=2)
    assert r.details["target_clause"].endswith("color(O2, blue), rho(O1, O2, 1).")
    # 3: no value holds on 3 of the 2 positives; O2's atoms are all skipped, so O2 goes too
    _, r = _learn(_train(), specific=True, specific_support=3)
    assert r.details["target_clause"] == "target(X) :- in(O1, X), color(O1, red)."


def test_specific_is_a_checked_option():
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_train())
    with pytest.raises(NesyError):
        p.learn("nesy_pi", target="target/1", data="train", specific="yes")
    with pytest.raises(NesyError):
        p.learn("nesy_pi", target="target/1", data="train", specific=True, specific_support=0)
