"""An SDD manager whose compilation was exported is reused for the next compilation with the
same number of variables (creating one can cost 8-13 ms of zeroing once the heap holds a large
free block). A reused manager must answer exactly as a fresh one: checked here against
brute-force enumeration of the worlds, with the manager's identity showing that it was reused,
and the conditions under which a manager must not be pooled."""
from __future__ import annotations

import itertools

import pytest

from nesylang.circuits import sdd


@pytest.fixture
def empty_pool(monkeypatch):
    monkeypatch.setattr(sdd, "_pool", {})


def _worlds(probs: dict[str, float]):
    names = sorted(probs)
    for values in itertools.product([False, True], repeat=len(names)):
        world = dict(zip(names, values))
        weight = 1.0
        for n in names:
            weight *= probs[n] if world[n] else 1 - probs[n]
        yield world, weight


PROGRAMS = [  # (program text, query, the query's truth in a world of its facts, the facts)
    ("0.3::a. 0.5::b. 0.2::c. q :- a, \\+ b. q :- c. query(q).",
     lambda w: (w["a"] and not w["b"]) or w["c"], {"a": 0.3, "b": 0.5, "c": 0.2}),
    ("0.6::a. 0.7::b. 0.1::c. q :- a, b. q :- \\+ a, c. query(q).",
     lambda w: (w["a"] and w["b"]) or (not w["a"] and w["c"]), {"a": 0.6, "b": 0.7, "c": 0.1}),
    ("0.4::a. 0.9::b. 0.5::c. q :- b, c. q :- a, \\+ c. query(q).",
     lambda w: (w["b"] and w["c"]) or (w["a"] and not w["c"]), {"a": 0.4, "b": 0.9, "c": 0.5}),
]


def test_a_reused_manager_answers_as_brute_force(empty_pool):
    from nesylang.session import Program

    used = []
    for text, holds, probs in PROGRAMS:  # three variables each: one manager, reused
        got = Program.from_string(text).query("q")[0].probability
        expected = sum(weight for world, weight in _worlds(probs) if holds(world))
        assert abs(got - expected) <= 1e-12, (text, got, expected)
        key = (3, "right")  # the shape it was built with (three variables: right-linear)
        assert set(sdd._pool) == {key}
        assert sdd._pool[key].live_count() == 0  # nothing of the last compilation left alive
        used.append(id(sdd._pool[key]))
    assert len(set(used)) == 1, "the pooled manager was not reused"


def test_a_kept_manager_is_not_pooled_while_its_circuit_lives(empty_pool, monkeypatch):
    from nesylang.session import Program

    monkeypatch.setattr(sdd, "FLATTEN_UP_TO", 0)  # every circuit keeps its manager
    text, holds, probs = PROGRAMS[0]
    program = Program.from_string(text)
    got = program.query("q")[0].probability
    assert abs(got - sum(w for world, w in _worlds(probs) if holds(world))) <= 1e-12
    assert sdd._pool == {}  # (once the circuit is dropped it is: tests/circuits/test_speed26_kept_pool.py)
    del program


def test_the_pool_is_bounded_and_skips_large_and_minimised_managers(empty_pool, monkeypatch):
    from pysdd.sdd import SddManager

    monkeypatch.setattr(sdd, "POOL_SIZE", 2)
    for n in (3, 4, 5):
        assert sdd._give_back(SddManager(var_count=n, auto_gc_and_minimize=False))
    assert [n for n, _ in sdd._pool] == [4, 5]  # the oldest went first
    assert not sdd._give_back(SddManager(var_count=sdd.POOL_VARS + 1, auto_gc_and_minimize=False))
    assert not sdd._give_back(SddManager(var_count=6, auto_gc_and_minimize=True))
    busy = SddManager(var_count=7, auto_gc_and_minimize=False)
    node = busy.conjoin(busy.literal(1), busy.literal(2))  # a live node: not as good as new
    assert not sdd._give_back(busy)
    assert [n for n, _ in sdd._pool] == [4, 5]
    del node
    assert sdd._take_manager(5, minimize=False).var_count() == 5
    assert [n for n, _ in sdd._pool] == [4]


def test_a_manager_with_many_dead_nodes_is_freed_not_collected(empty_pool, monkeypatch):
    from pysdd.sdd import SddManager

    monkeypatch.setattr(sdd, "POOL_NODES", 10)
    mgr = SddManager(var_count=8, auto_gc_and_minimize=False)
    node = mgr.literal(1)
    for v in range(2, 9):
        node = mgr.disjoin(mgr.conjoin(node, mgr.literal(v)), mgr.literal(-v))
    del node
    assert mgr.live_count() == 0 and mgr.count() > 10  # dead nodes only
    assert not sdd._give_back(mgr) and sdd._pool == {}
    monkeypatch.setattr(sdd, "POOL_NODES", 10**9)
    assert sdd._give_back(mgr) and mgr.count() == 0  # collected, then pooled

