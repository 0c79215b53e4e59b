"""Two ProbLog 2.3 behaviours found by hunt15 (issue 14), against hand calculations.

1. The order in which a call's clauses answer. ProbLog picks a call's clauses with
   ``ClauseIndex.find`` (problog/clausedb.py): for a ground call argument it takes the clauses
   whose head holds that value there, then (``curr |= none``) those whose head argument there is
   not ground, each group in program order; with several ground arguments ``results & curr``
   keeps the order of the last one. findall/3 lists the solutions in that order, so
   ``findall(P, likes(P, tea), L)`` over ``0.6::likes(ann, X) :- X = tea.`` and
   ``0.3::likes(bob, tea).`` gives ``[bob, ann]``. (Needs hunt15's patch of
   nesylang/program/database.py.)
2. ``[]`` is an atom, so ``[].`` is a fact, ``q :- [].`` calls it and ``query([])`` asks it, as in
   ProbLog. (The body goal needs hunt15's patch of nesylang/program/loader.py.)

The programs ``programs/hunt15_order_*.pl`` check the same against ProbLog itself; these run
without it.
"""
from __future__ import annotations

import pytest

from nesylang.session import Program


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


LIKES = ("0.6::likes(ann, X) :- X = tea.\n"
         "0.3::likes(bob, tea).\n")


def test_ground_heads_answer_before_open_heads():
    # the four worlds of (ann, bob): both 0.6*0.3, ann only 0.6*0.7, bob only 0.4*0.3, none 0.4*0.7
    got = answers(LIKES + "t(L) :- findall(P, likes(P, tea), L).\nquery(t(_)).")
    assert set(got) == {"t([bob, ann])", "t([ann])", "t([bob])", "t([])"}
    assert got["t([bob, ann])"] == pytest.approx(0.18, abs=1e-12)
    assert got["t([ann])"] == pytest.approx(0.42, abs=1e-12)
    assert got["t([bob])"] == pytest.approx(0.12, abs=1e-12)
    assert got["t([])"] == pytest.approx(0.28, abs=1e-12)


def test_an_open_call_keeps_program_order():
    # no ground argument: no index, the clauses in program order
    got = answers(LIKES + "t(L) :- findall(P, likes(P, _), L).\nquery(t(_)).")
    assert set(got) == {"t([ann, bob])", "t([ann])", "t([bob])", "t([])"}
    assert got["t([ann, bob])"] == pytest.approx(0.18, abs=1e-12)


def test_the_last_ground_argument_decides():
    # r(P, a, b): keyed on b, the heads ground at b (p2, p3) first, then p1 (open at b);
    # keyed on a alone (r(P, a, _)): p1, p3 (ground at a), then p2. Each list has probability 1/8.
    text = ("0.5::r(p1, a, X) :- X = b.\n0.5::r(p2, Y, b) :- Y = a.\n0.5::r(p3, a, b).\n"
            "t(L) :- findall(P, r(P, a, b), L).\nu(L) :- findall(P, r(P, a, _), L).\n"
            "query(t(_)). query(u(_)).")
    got = answers(text)
    assert got["t([p2, p3, p1])"] == pytest.approx(0.125, abs=1e-12)
    assert got["t([p2, p1])"] == pytest.approx(0.125, abs=1e-12)
    assert got["t([p3, p1])"] == pytest.approx(0.125, abs=1e-12)
    assert got["u([p1, p3, p2])"] == pytest.approx(0.125, abs=1e-12)
    assert got["u([p1, p2])"] == pytest.approx(0.125, abs=1e-12)
    assert "t([p1, p2, p3])" not in got and "u([p1, p2, p3])" not in got


def test_a_compound_head_argument_with_a_variable_is_open():
    # r(p1, f(X)) is not ground at position 2, r(p2, f(a)) is: p2 first
    text = ("0.5::r(p1, f(X)) :- X = a.\n0.5::r(p2, f(a)).\n"
            "t(L) :- findall(P, r(P, f(a)), L).\nquery(t(_)).")
    got = answers(text)
    assert got["t([p2, p1])"] == pytest.approx(0.25, abs=1e-12)
    assert "t([p1, p2])" not in got


def test_many_clauses_indexed_keep_problog_order():
    # 12 clauses (above the indexing threshold): the facts for k first, then the open rule
    facts = "".join(f"0.5::v(k{i % 3}, {i}).\n" for i in range(10))
    text = ("0.5::v(K, r1) :- K = k1.\n" + facts + "0.5::v(K, r2) :- K = k1.\n"
            "w(N) :- findall(X, v(k1, X), L), L = [N|_].\n"
            "query(w(_)).")
    got = answers(text)
    # v(k1, 1) (the first fact keyed k1) heads every list in which it is true: probability 1/2
    assert got["w(1)"] == pytest.approx(0.5, abs=1e-12)
    # r1 (an open head, written first) comes first only when all three k1 facts are false: 1/8 * 1/2
    assert got["w(r1)"] == pytest.approx(0.0625, abs=1e-12)


def test_empty_list_is_an_atom_that_can_be_a_fact():
    got = answers("0.4::[].\nq :- [].\nr :- \\+ [].\nquery(q). query(r). query([]).")
    assert got["q"] == pytest.approx(0.4, abs=1e-12)
    assert got["r"] == pytest.approx(0.6, abs=1e-12)
    assert got["[]"] == pytest.approx(0.4, abs=1e-12)


def test_empty_list_fact_and_rule_heads():
    got = answers("[].\n[] :- true.\nquery([]).")
    assert got["[]"] == pytest.approx(1.0, abs=1e-12)
