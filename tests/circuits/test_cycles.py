"""Cyclic programs (positive cycles among derived atoms): compiled by ProbLog's cycle breaking
(nesylang.circuits.sdd, ``CYCLES = "break"``). Expected probabilities by brute force over the
probabilistic facts' worlds, with reachability computed here by breadth-first search."""
from __future__ import annotations

import itertools
import random
from collections import deque

import pytest

from nesylang.circuits import sdd
from nesylang.session import Program

TOL = 1e-9


def _reachable(edges, start):
    seen, todo = set(), deque([start])
    while todo:
        a = todo.popleft()
        for x, y in edges:
            if x == a and y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


def _brute_force(facts, holds):
    """Sum over the worlds of ``facts`` [(fact, p)] of P(world) where ``holds(true facts)``."""
    total = 0.0
    for values in itertools.product((True, False), repeat=len(facts)):
        w = 1.0
        for (_, p), v in zip(facts, values):
            w *= p if v else 1 - p
        if holds({f for (f, _), v in zip(facts, values) if v}):
            total += w
    return total


def _random_graph(seed, nodes, edges):
    rng = random.Random(seed)
    pairs = [(a, b) for a in range(nodes) for b in range(nodes) if a != b]
    chosen = rng.sample(pairs, edges)
    return [((a, b), rng.choice((0.2, 0.5, 0.7, 0.9))) for a, b in chosen]


@pytest.mark.parametrize("seed", range(12))
def test_reachability_on_random_cyclic_graphs_against_brute_force(seed):
    facts = _random_graph(seed, nodes=5, edges=11)
    text = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in facts)
    text += "p(X, Y) :- e(X, Y).\np(X, Y) :- e(X, Z), p(Z, Y).\n"
    program = Program.from_string(text)
    for a, b in [(0, 4), (4, 0), (1, 1), (2, 3)]:
        (answer,) = program.query(f"p({a}, {b})")
        expected = _brute_force(facts, lambda true, a=a, b=b: b in _reachable(true, a))
        assert answer.probability == pytest.approx(expected, abs=TOL), (seed, a, b)


@pytest.mark.parametrize("seed", range(6))
def test_cyclic_queries_with_evidence_against_brute_force(seed):
    facts = _random_graph(100 + seed, nodes=4, edges=9)
    text = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in facts)
    text += "p(X, Y) :- e(X, Y).\np(X, Y) :- e(X, Z), p(Z, Y).\n"
    program = Program.from_string(text)
    (answer,) = program.query("p(0, 3)", evidence={"p(3, 0)": True, "p(1, 2)": False})

    def both(true, want):
        return (0 in _reachable(true, 3) and 2 not in _reachable(true, 1)
                and (3 in _reachable(true, 0) or not want))
    expected = _brute_force(facts, lambda t: both(t, True)) / _brute_force(facts, lambda t: both(t, False))
    assert answer.probability == pytest.approx(expected, abs=TOL)


def test_dense_influence_network_against_brute_force():
    # friends-and-smokers with everyone influencing everyone: one cyclic component
    people = range(1, 4)
    facts = [(("stress", x), 0.3) for x in people] + [(("inf", x, y), 0.2) for x in people for y in people if x != y]
    program = Program.from_string(
        "person(P) :- between(1, 3, P).\n0.3::stress(X) :- person(X).\n"
        "0.2::inf(X, Y) :- person(X), person(Y), X \\= Y.\n"
        "smokes(X) :- stress(X).\nsmokes(X) :- inf(Y, X), smokes(Y).\n")

    def smokers(true):
        out = {x for x in people if ("stress", x) in true}
        edges = [(f[1], f[2]) for f in true if f[0] == "inf"]
        for x in list(out):
            out |= _reachable(edges, x)
        return out
    for x in people:
        (answer,) = program.query(f"smokes({x})")
        assert answer.probability == pytest.approx(_brute_force(facts, lambda t, x=x: x in smokers(t)), abs=TOL)


def test_cycle_breaking_and_fixpoint_iteration_agree(monkeypatch):
    # the two ways of compiling a cyclic component give the same circuit function
    facts = _random_graph(7, nodes=7, edges=16)
    text = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in facts)
    text += "p(X, Y) :- e(X, Y).\np(X, Y) :- e(X, Z), p(Z, Y).\nquery(p(0, _)).\nquery(p(_, 3)).\n"
    broken = {a.atom: a.probability for a in Program.from_string(text).run_queries()}
    monkeypatch.setattr(sdd, "CYCLES", "fixpoint")
    iterated = {a.atom: a.probability for a in Program.from_string(text).run_queries()}
    assert broken.keys() == iterated.keys() and len(broken) > 5
    for k in broken:
        assert broken[k] == pytest.approx(iterated[k], abs=TOL)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("guard, value", [("BREAK_CYCLES_UP_TO", 3), ("BREAK_CYCLES_UNFOLDINGS", 5)])
def test_components_past_a_guard_iterate_and_agree_with_brute_force(monkeypatch, guard, value, seed):
    # a component larger than BREAK_CYCLES_UP_TO nodes, or needing more than
    # BREAK_CYCLES_UNFOLDINGS unfoldings, is iterated to a fixpoint instead
    monkeypatch.setattr(sdd, guard, value)
    facts = _random_graph(200 + seed, nodes=5, edges=11)
    text = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in facts)
    text += "p(X, Y) :- e(X, Y).\np(X, Y) :- e(X, Z), p(Z, Y).\n"
    (answer,) = Program.from_string(text).query("p(0, 4)")
    assert answer.probability == pytest.approx(_brute_force(facts, lambda t: 4 in _reachable(t, 0)), abs=TOL)


def test_nonlinear_recursion_against_brute_force():
    # path(X,Y) :- path(X,Z), path(Z,Y): two calls into the component per body (iterated)
    facts = _random_graph(400, nodes=4, edges=8)
    text = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in facts)
    text += "p(X, Y) :- e(X, Y).\np(X, Y) :- p(X, Z), p(Z, Y).\n"
    program = Program.from_string(text)
    for a, b in [(0, 3), (3, 0), (1, 1)]:
        (answer,) = program.query(f"p({a}, {b})")
        assert answer.probability == pytest.approx(
            _brute_force(facts, lambda t, a=a, b=b: b in _reachable(t, a)), abs=TOL)
