"""findall/3 keeps ProbLog 2.3's elements: one per proof, ordered by the newest node of each
proof in the keep_all formula ProbLog grounds the goal into (see nesylang.grounding.findall).

Each expected list is derived by hand from that rule (a defined predicate's answers go on
grouped, in the order first found, once all its clauses are done; facts, builtin solutions and
choices are atoms built once; a conjunction is a new node per pair of proofs) and each
probability from the independent facts; ProbLog 2.3 gives the same answers (checked with
``problog FILE``)."""
from __future__ import annotations

import pytest

from nesylang.session import Program


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text).run_queries()}


def close(got: dict, want: dict) -> None:
    assert set(got) == set(want)
    for k, v in want.items():
        assert got[k] == pytest.approx(v, abs=1e-12), k


def test_two_clauses_give_each_solution_twice_in_newest_node_order():
    # r(a) has proofs [p(a)] (node 1) and [p(a), a\==c] (conj 4); r(b): [p(b)] (2), conj 6:
    # sorted by newest node: a(1), b(2), a(4), b(6)
    close(answers("""
0.5::p(a). 0.5::p(b).
r(X) :- p(X).
r(X) :- p(X), X \\== c.
l(L) :- findall(X, r(X), L).
query(l(_)).
"""), {"l([a, b, a, b])": 0.25, "l([a, a])": 0.25, "l([b, b])": 0.25, "l([])": 0.25})


def test_member_groups_its_answers_before_they_go_on():
    # member/2 is a defined predicate: its answers a (twice), b (twice), c come grouped, and
    # every proof rests on the one atom `true`, so the ties keep that order
    close(answers("""
:- use_module(library(lists)).
l(L) :- findall(X, member(X, [a, b, a, c, b]), L).
query(l(_)).
"""), {"l([a, a, b, b, c])": 1.0})


def test_member_over_repeated_elements_then_a_choice():
    # r(a): conj(member's a with 2 proofs, p(a)) = one node, two branches; r(b) after it
    close(answers("""
:- use_module(library(lists)).
0.6::p(a). 0.3::p(b).
r(X) :- member(X, [a, b, a]), p(X).
l(L) :- findall(X, r(X), L).
query(l(_)).
"""), {"l([a, a, b])": 0.6 * 0.3, "l([a, a])": 0.6 * 0.7, "l([b])": 0.4 * 0.3, "l([])": 0.4 * 0.7})


def test_a_negation_without_proofs_builds_no_node():
    # ok(1) = p(1) (node 1), ok(3) = p(3) (node 3) and conj(p(3), 3>2) (node 7);
    # ok(2) = conj(p(2), \+ bad(2)) (node 5): 1, 3, 2, 3
    close(answers("""
0.5::p(1). 0.5::p(2). 0.5::p(3). 0.3::bad(2).
ok(X) :- p(X), \\+ bad(X).
ok(X) :- p(X), X > 2.
l(L) :- findall(X, ok(X), L).
query(l([1, 3, 2, 3])).
query(l([1, 3, 3])).
"""), {"l([1, 3, 2, 3])": 0.5 * 0.5 * 0.7 * 0.5, "l([1, 3, 3])": 0.5 * (1 - 0.5 * 0.7) * 0.5})


def test_a_nested_findalls_certain_empty_list_adds_no_node():
    # 3-[] rests on the fact g(3, []) alone (node 3), older than every other proof's conj
    close(answers("""
:- use_module(library(lists)).
g(1, [a, b]). g(2, [c]). g(3, []).
0.5::keep(X) :- member(X, [a, b, c]).
groups(R) :- findall(N-K, (g(N, L), findall(X, (member(X, L), keep(X)), K)), R).
query(groups([3-[], 1-[a, b], 2-[c]])).
"""), {"groups([3-[], 1-[a, b], 2-[c]])": 0.125})


def test_a_disjunction_groups_by_binding():
    # s(1) = conj(true, choice) 3, s(2) 5; t: q(1) 6, q(2) 7, X = 3 (8); the disjunction
    # passes X = 1 with both proofs, then 2, then 3: ordered 1(3), 2(5), 1(6), 2(7), 3(8)
    close(answers("""
:- use_module(library(lists)).
q(1). q(2).
0.4::s(X) :- member(X, [1, 2]).
t(X) :- call(q, X) ; X = 3.
m(L) :- findall(X, (s(X) ; t(X)), L).
query(m(_)).
"""), {"m([1, 2, 1, 2, 3])": 0.16, "m([2, 1, 2, 3])": 0.24, "m([1, 1, 2, 3])": 0.24, "m([1, 2, 3])": 0.36})


def test_certain_duplicate_facts_count_and_sort():
    close(answers("""
c(1). c(2). c(1). c(3). c(2).
l(L) :- findall(X, c(X), L).
n(N) :- findall(X, c(X), L), length(L, N).
query(l(_)). query(n(_)).
"""), {"l([1, 2, 1, 3, 2])": 1.0, "n(5)": 1.0})
