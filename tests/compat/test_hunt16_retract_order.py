"""retract/1 takes the first clause in ProbLog 2.3's clause-index order (hunt16; needs
/tmp/hunt16/assertion_retract_order.patch). ProbLog's library(assert) erases the first clause
``node.children.find(term.args)`` gives: for ``retract(r(a, _))`` the heads ground at ``a`` come
before ``r(X, 0) :- X = a.``. Expected values by hand."""
from __future__ import annotations

import pytest

from nesylang.session import Program


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_retract_takes_the_first_ground_head_before_an_open_one():
    got = answers(":- use_module(library(assert)).\nr(X, 0) :- X = a.\nr(a, 1).\nr(a, 2).\n"
                  "go(L) :- retract(r(a, _)), findall(V, r(a, V), L).\nquery(go(_)).\n")
    # r(a, 1) is removed; the rest in index order: r(a, 2) (ground at a), then r(X, 0)
    assert got == {"go([2, 0])": pytest.approx(1.0, abs=1e-12)}


def test_retract_of_probabilistic_clauses_removes_the_indexed_first():
    # r(a, 1) (0.4) is removed whatever the world; r(X, 0) :- X = a (0.5) stays
    got = answers(":- use_module(library(assert)).\n0.5::r(X, 0) :- X = a.\n0.4::r(a, 1).\n"
                  "go(L) :- retract(r(a, _)), findall(V, r(a, V), L).\nquery(go(_)).\n")
    assert set(got) == {"go([0])", "go([])"}
    assert got["go([0])"] == pytest.approx(0.5, abs=1e-12)
    assert got["go([])"] == pytest.approx(0.5, abs=1e-12)


def test_retract_in_program_order_where_every_head_is_ground_there():
    got = answers(":- use_module(library(assert)).\nstack(X, top) :- X = s0.\nstack(s1, top).\n"
                  "stack(s2, top).\npop2(L) :- retract(stack(_, top)), retract(stack(_, top)), "
                  "findall(S, stack(S, top), L).\nquery(pop2(_)).\n")
    assert got == {"pop2([s2])": pytest.approx(1.0, abs=1e-12)}
