"""A circuit too large to export at once keeps its SDD manager (``FLATTEN_UP_TO``); since
session 26 that manager goes back to the pool when the circuit is exported or dropped, as an
exported one does at once (a fresh manager's computed caches are new pages, whose faults were
half of a 107-variable compilation). While the circuit lives its manager is not pooled; once
pooled it holds nothing alive, and a compilation that reuses it answers as brute-force
enumeration of the worlds does."""
from __future__ import annotations

import gc
import itertools
import pickle

import pytest

from nesylang.circuits import sdd

# (program, the query's truth in a world of its facts, the facts): three variables each
PROGRAMS = [
    ("0.3::a. 0.5::b. 0.2::c. q :- a, \\+ b. q :- c. query(q).",
     lambda w: (w["a"] and not w["b"]) or w["c"], {"a": 0.3, "b": 0.5, "c": 0.2}),
    ("0.6::a. 0.7::b. 0.1::c. q :- a, b. q :- \\+ a, c. evidence(q). query(a).",
     None, {"a": 0.6, "b": 0.7, "c": 0.1}),
]
KEY = (3, "right")  # three variables: a right-linear vtree (see sdd.VTREE)


def _brute(holds, probs):
    names = sorted(probs)
    total = 0.0
    for values in itertools.product([False, True], repeat=len(names)):
        world = dict(zip(names, values))
        if holds(world):
            weight = 1.0
            for n in names:
                weight *= probs[n] if world[n] else 1 - probs[n]
            total += weight
    return total


def _q(w):
    return (w["a"] and w["b"]) or (not w["a"] and w["c"])


# P(a | q) for the second program, from the same enumeration
EXPECTED = [_brute(PROGRAMS[0][1], PROGRAMS[0][2]),
            _brute(lambda w: w["a"] and _q(w), PROGRAMS[1][2]) / _brute(_q, PROGRAMS[1][2])]


@pytest.fixture
def kept(monkeypatch):
    monkeypatch.setattr(sdd, "_pool", {})
    monkeypatch.setattr(sdd, "_large", {})
    monkeypatch.setattr(sdd, "FLATTEN_UP_TO", 0)  # every circuit keeps its manager


def _circuits(program):
    return [c for c in _walk(program._cache) if isinstance(c, sdd.CompiledCircuit)]


def _walk(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _walk(v)
    elif isinstance(x, (tuple, list)):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def test_a_kept_manager_is_pooled_once_its_circuit_is_dropped(kept):
    from nesylang.session import Program

    used = []
    for (text, _, _), expected in zip(PROGRAMS, EXPECTED):
        program = Program.from_string(text)
        got = program.run_queries()[0].probability
        assert abs(got - expected) <= 1e-12, (text, got, expected)
        circuits = _circuits(program)
        assert circuits and all(not c.flattened for c in circuits)  # counted in C, manager kept
        assert KEY not in sdd._pool  # not while its circuit lives
        del program, circuits
        gc.collect()
        assert set(sdd._pool) == {KEY}
        assert sdd._pool[KEY].live_count() == 0  # nothing of the dropped circuit left alive
        used.append(id(sdd._pool[KEY]))
    assert len(set(used)) == 1, "the pooled manager was not reused by the second program"


def test_exporting_a_kept_circuit_pools_its_manager_and_it_still_pickles(kept):
    from nesylang.session import Program

    text, _, _ = PROGRAMS[0]
    program = Program.from_string(text)
    assert abs(program.run_queries()[0].probability - EXPECTED[0]) <= 1e-12
    (circuit,) = _circuits(program)
    assert KEY not in sdd._pool
    flat = circuit.flat  # exported: the arrays replace the manager
    assert circuit.flattened and set(sdd._pool) == {KEY} and sdd._pool[KEY].live_count() == 0
    again = pickle.loads(pickle.dumps(circuit))
    assert again.flat == flat and again._release is None
    # a fresh program takes the pooled manager and answers as before
    assert abs(Program.from_string(text).run_queries()[0].probability - EXPECTED[0]) <= 1e-12


def test_at_most_pool_large_kept_managers_are_pooled(kept, monkeypatch):
    from pysdd.sdd import SddManager

    monkeypatch.setattr(sdd, "POOL_LARGE", 1)
    small = SddManager(var_count=3, auto_gc_and_minimize=False)
    assert sdd._give_back(small)
    for n in (4, 5):
        assert sdd._give_back(SddManager(var_count=n, auto_gc_and_minimize=False), (n, "right"), large=True)
    assert set(sdd._pool) == {(3, "right"), (5, "right")}  # the older kept one went, not the small one
    assert sdd._take_manager(5, minimize=False).var_count() == 5 and sdd._large == {}
