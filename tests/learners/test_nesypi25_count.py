"""NeSy-π's ``specific_count`` option (session 25): each narrowed clause also requires the scene's
entity count to lie in its covered training positives' range (widened as ``specific_interval``
widens a binned atom's), printed as ``findall/3``, ``length/2`` and ``between/3``. Expected values
by hand in the comments; the learned text is checked against exact inference (``program.query``).
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.learners.nesy_pi import Bins, scene_facts
from nesylang.session import Program

# #maxv(2): clauses over one entity variable, so narrowing adds no entity
BIAS = """
#type(color, [red, green, blue]). #type(shape, [cube, sphere, cylinder]). #maxv(2).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)).
#modeb(*, shape(+obj, #shape)).
"""
GUARD = "findall(E, in(E, X), Es), length(Es, K), between(2, 3, K)"


def _scene(sid: str, label: int, *objs) -> dict:
    return {"id": sid, "label": label,
            "objects": [{"x": 0.1 + 0.2 * i, "y": 0.2 + 0.15 * i * i, "color": c, "shape": s}
                        for i, (c, s) in enumerate(objs)]}


def _train():
    # positives: a red cube among 2, 2 and 3 objects; negatives: no red cube (2, 2, 3 objects)
    return [_scene("p1", 1, ("red", "cube"), ("green", "sphere")),
            _scene("p2", 1, ("red", "cube"), ("blue", "cylinder")),
            _scene("p3", 1, ("red", "cube"), ("green", "cylinder"), ("blue", "sphere")),
            _scene("n1", 0, ("blue", "cube"), ("green", "sphere")),
            _scene("n2", 0, ("red", "sphere"), ("green", "cube")),
            _scene("n3", 0, ("green", "sphere"), ("blue", "sphere"), ("green", "cylinder"))]


def _new():
    # a red cube among 2 (1) and 3 (1) objects; alone (0: 1 entity) and among 4 (0: 4 entities)
    return [_scene("u1", 1, ("red", "cube"), ("blue", "sphere")),
            _scene("u2", 0, ("red", "cube")),
            _scene("u3", 0, ("red", "cube"), ("green", "sphere"), ("blue", "sphere"), ("green", "cylinder")),
            _scene("u4", 1, ("red", "cube"), ("green", "cube"), ("blue", "cube"))]


def _learn(**options):
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_train())
    p.add_data("new", scenes=_new())
    return p, p.learn("nesy_pi", target="target/1", data="train", test=["new"], invent=False, specific=True,
                      **options)


def test_count_guard_rejects_scenes_with_counts_no_positive_had():
    # The search: colour red alone holds on n2 (N 2/3), cube alone on n1 and n2 (N 1/3); red and
    # cube on one entity holds on every positive and no negative: PN 1, accepted. Narrowing
    # reads colour and shape of O1 already (one value each, no witness changed) and #maxv(2)
    # allows no second entity, so without the guard the clause is the searched one and accepts
    # every new scene with a red cube: P 1, N 0. The covered positives have 2, 2 and 3
    # entities: the guard allows 2..3 (above the clause's 1 entity, so not vacuous), rejecting
    # u2 (1 entity) and u3 (4): P = N = 1; train P = N = 1 unchanged.
    _, plain = _learn()
    assert (plain.metric("test new", "P"), plain.metric("test new", "N")) == (1.0, 0.0)
    assert "findall" not in plain.details["target_clause"]
    _, r = _learn(specific_count=True)
    assert (r.metric("train", "P"), r.metric("train", "N")) == (1.0, 1.0)
    assert (r.metric("test new", "P"), r.metric("test new", "N")) == (1.0, 1.0)
    clause = r.details["target_clause"]
    assert clause.endswith(GUARD + ".")
    assert {"color(O1, red)", "shape(O1, cube)"} <= {a.strip() + ")" for a in clause.split("), ")}


def test_spacing_margin_keeps_the_same_range():
    # specific_interval: the range [2, 3] widened by (3 - 2) / (3 - 1) = 0.5 each side gives
    # [1.5, 3.5], whose whole counts are 2..3 again.
    _, r = _learn(specific_count=True, specific_interval=True)
    assert r.details["target_clause"].endswith(GUARD + ".")
    assert (r.metric("test new", "P"), r.metric("test new", "N")) == (1.0, 1.0)


def test_t_interval_on_three_positives_is_vacuous_and_skipped():
    # specific_predict=0.05 (no binned atom, so the clause's level is 0.05): counts 2, 2, 3 have
    # mean 7/3 and s = sqrt(((1/3)^2 * 2 + (2/3)^2) / 2) = sqrt(1/3); t(0.975, 2) = 4.303, so
    # h = 4.303 * sqrt(1/3) * sqrt(1 + 1/3) = 4.303 * 2/3 = 2.869 and the interval
    # [-0.54, 5.20] holds every count from the clause's 1 entity to the training scenes' 3:
    # no guard, the clause as without the option (N 0 on the new scenes).
    _, r = _learn(specific_count=True, specific_interval=True, specific_predict=0.05)
    assert "findall" not in r.details["target_clause"]
    assert r.metric("test new", "N") == 0.0


def test_learned_text_answers_as_the_scorer_by_exact_inference():
    # The saved clause with its guard, loaded beside the new scenes' facts, answers by exact
    # inference (findall/3, length/2, between/3 on 0/1 facts) what the scorer gave: u1 and u4.
    _, r = _learn(specific_count=True)
    q = Program.from_string(BIAS + r.text)
    q.add_data("new", scenes=_new())
    q.load_string(scene_facts(q.dataset("new").scenes, Bins()))
    answers = {a.atom: a.probability for a in q.query("target(X)")}
    assert [answers.get(f"target(u{i})", 0.0) for i in range(1, 5)] == [1.0, 0.0, 0.0, 1.0]
    assert list(r.details["exact"]["new"]) == [1.0, 0.0, 0.0, 1.0]


def test_count_without_specific_is_a_located_error():
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_train())
    with pytest.raises(NesyError) as e:
        p.learn("nesy_pi", target="target/1", data="train", specific_count=True)
    assert "specific_count" in str(e.value)
