"""ProbLog 2.3 rule found by hunt13c/hunt13d (issue 14): a findall/3 copy, then an open query.

Expected values are derived by hand from ProbLog's source and checked with ``problog FILE``.
ProbLog grounds a findall/3 goal in a formula of its own, which also has a cache of its own
(engine_builtin._builtin_findall_base). It copies each proof into the query's formula
(copy_node -> add_atom). When the evidence makes another outcome of an annotated disjunction
true, the first copy of an outcome is stored under its identifier and then made FALSE for
that findall (constraint.ConstraintAD.add). A later query's call of the same predicate is not
in the main cache, so it is grounded afresh: eval_choice -> add_atom finds the stored node and
reuses it, skipping the constraint. The excluded outcome is then listed, with probability 0.
In the other order, the query makes the outcome first (FALSE, so not listed), and the findall's
copy reuses it (the lists holding it are listed, with 0).
"""
from __future__ import annotations

import pytest

from nesylang.session import Program

PICK = "0.4::pick(1); 0.6::pick(2).\ntot(L) :- findall(V, pick(V), L).\n"


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_an_outcome_a_findall_copied_first_is_listed_by_a_later_open_query():
    # evidence pick(1): pick(2) is 0. The findall's copy of pick(2) is FALSE, so tot([1]) is
    # pick(1) (1). query(pick(_)) then reuses the copy's node: pick(2) is listed, with 0
    got = _answers(PICK + "query(tot(_)).\nquery(pick(_)).\nevidence(pick(1)).\n")
    assert got == {"tot([1])": 1.0, "pick(1)": 1.0, "pick(2)": 0.0}


def test_the_open_query_first_drops_the_outcome_and_the_copy_reuses_it():
    # pick(_) makes pick(2) first, as FALSE: no answer pick(2). The findall's copy then reuses
    # that node, so the lists holding 2, and [] (\+ pick(1)), are listed, with 0
    got = _answers(PICK + "query(pick(_)).\nquery(tot(_)).\nevidence(pick(1)).\n")
    assert got == {"pick(1)": 1.0, "tot([1, 2])": 0.0, "tot([1])": 1.0, "tot([2])": 0.0, "tot([])": 0.0}


def test_a_ground_findall_query_then_an_open_query():
    # the copy is made whatever list the query asks for
    got = _answers(PICK + "query(tot([1])).\nquery(pick(_)).\nevidence(pick(1)).\n")
    assert got == {"tot([1])": 1.0, "pick(1)": 1.0, "pick(2)": 0.0}


def test_a_findall_over_a_derived_predicate_then_open_queries():
    # p(2) and pick(2) are both grounded afresh by the later queries and reach the copied node
    got = _answers("0.4::pick(1); 0.6::pick(2).\np(X) :- pick(X).\ntot(L) :- findall(V, p(V), L).\n"
                   "query(tot(_)).\nquery(p(_)).\nquery(pick(_)).\nevidence(pick(1)).\n")
    assert got == {"tot([1])": 1.0, "p(1)": 1.0, "p(2)": 0.0, "pick(1)": 1.0, "pick(2)": 0.0}


def test_three_outcomes():
    # evidence die(2): die(1) and die(3) are 0, copied first by the findall; n(1) is certain
    got = _answers("0.2::die(1); 0.3::die(2); 0.5::die(3).\n"
                   "n(N) :- findall(V, die(V), L), length(L, N).\n"
                   "query(n(_)).\nquery(die(_)).\nevidence(die(2)).\n")
    assert got == {"n(1)": 1.0, "die(1)": 0.0, "die(2)": 1.0, "die(3)": 0.0}


def test_a_rule_annotated_disjunction():
    # 0.5::d(a). 0.5::d(b). evidence pick(a, 1) makes d(a) true and pick(a, 2) 0. For b:
    # pick(b, 1) = 0.5 * 0.4 = 0.2 and pick(b, 2) = 0.5 * 0.6 = 0.3. The lists: [1] where d(b)
    # is false (0.5), [1, 1] 0.2, [1, 2] 0.3; [1, 1, 2], [2] and [] are 0. The findall copied
    # pick(a, 2) first, so the open query lists it, with 0
    got = _answers("0.5::d(a). 0.5::d(b).\n0.4::pick(X, 1); 0.6::pick(X, 2) :- d(X).\n"
                   "tot(L) :- findall(V, pick(_, V), L).\n"
                   "query(tot(_)).\nquery(pick(_, _)).\nevidence(pick(a, 1)).\n")
    assert got == pytest.approx({
        "tot([1, 1, 2])": 0.0, "tot([1, 2])": 0.3, "tot([2])": 0.0, "tot([1, 1])": 0.2,
        "tot([1])": 0.5, "tot([])": 0.0,
        "pick(a,1)": 1.0, "pick(a,2)": 0.0, "pick(b,1)": 0.2, "pick(b,2)": 0.3}, abs=1e-12)


def test_evidence_false_on_an_outcome():
    # evidence(pick(2), false): the evidence's grounding made pick(2), so every copy and call
    # reuses it, and propagation fixes it false: the lists are listed (0 but tot([1])), and
    # the open query drops pick(2)
    got = _answers(PICK + "query(tot(_)).\nquery(pick(_)).\nevidence(pick(2), false).\n")
    assert got == {"pick(1)": 1.0, "tot([1, 2])": 0.0, "tot([1])": 1.0, "tot([2])": 0.0, "tot([])": 0.0}
