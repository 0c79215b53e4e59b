"""ProbLog 2.3 rules found by the eleventh compatibility hunt (issue 14).

Expected values are derived by hand from ProbLog's source and checked with ``problog FILE``:

* One node per name: a later query's answer renames its own node (formula.add_name overwrites),
  but a later ground query is answered from the cache of an earlier open call (DefineCache keeps
  each ground answer of a completed call). The two differ only for a rule that is not
  steadfast.
* findall/3 copies its proofs into the query's formula; a solution's literal is looked up in
  the propagated evidence values only where it is a called predicate's answer
  (EvalDefine.notifyResult), not inside a conjunction (add_and does not look its children up).
* The evidence's findall/3 goal runs in a formula of its own, with a cache of its own: a call
  made there is not a cached call of the query's formula.
* add_and makes a conjunction with a literal and its negation FALSE, so such a derivation is
  not in ProbLog's formula, and evidence on the head propagates through the other derivation.
* The first making of an excluded head of an annotated disjunction (another head is true by
  evidence) is FALSE; a findall/3 copy after the query's own call made it reuses the atom.
* A query that hits a call an earlier query completed gets that call's answers as they were
  then: one that was false there is not there.
* findall/3's copy of an atom (copy_node) does not add it to its annotated disjunction's
  constraint, so an outcome made first so excludes no other outcome.
* length/2 outside ProbLog's modes is its CallModeError (engine_builtin._builtin_length).
"""
from __future__ import annotations

import pytest

from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


NOT_STEADFAST = ("0.5::likes(ann, tea). 0.5::likes(ann, coffee). 0.5::likes(bob, tea).\n"
                 "person(ann). person(bob).\n"
                 "n(P, N) :- findall(D, likes(P, D), L), length(L, N), person(P).\n")


def test_a_later_open_query_renames_the_atom():
    # n(ann, 1) asked as n(ann, _): one of ann's two likes, 0.5. Asked as n(_, _), P is unbound
    # in the findall, which counts all three likes: exactly one of three, 3/8. ProbLog reports
    # the later query's node (before: the first query's 0.5)
    got = _answers(NOT_STEADFAST + "query(n(ann, _)).\nquery(n(_, _)).\n")
    assert got["n(ann,1)"] == pytest.approx(0.375, abs=1e-12)
    assert got["n(ann,2)"] == pytest.approx(0.375, abs=1e-12)
    assert got["n(ann,3)"] == pytest.approx(0.125, abs=1e-12)
    assert got["n(ann,0)"] == pytest.approx(0.125, abs=1e-12)


def test_a_later_ground_query_reuses_the_open_calls_answer():
    # the ground query hits ProbLog's cache of n(_, _): 3/8, not ann's own count (0.5)
    got = _answers(NOT_STEADFAST + "query(n(_, _)).\nquery(n(ann, 1)).\n")
    assert got["n(ann,1)"] == pytest.approx(0.375, abs=1e-12)


FINDALL_CONJ = ("0.6::f(1,2).\n0.3::g(1).\n"
                "r(X, L) :- findall(Y, f(X, Y), L), g(X).\n"
                "s(X, L) :- findall(Y, f(X, Y), L).\n"
                "evidence(f(1,2), false).\n")


def test_a_findall_literal_in_a_conjunction_is_not_looked_up():
    # r(1, [2]): AND(f(1,2), g(1)), which ProbLog keeps (with probability 0); before: dropped
    got = _answers(FINDALL_CONJ + "query(r(1, _)).\n")
    assert got == pytest.approx({"r(1,[2])": 0.0, "r(1,[])": 0.3}, abs=1e-12)


def test_a_findall_literal_as_the_answer_is_looked_up():
    # s(1, [2]) is the literal f(1,2) itself, which the evidence makes false: not listed
    got = _answers(FINDALL_CONJ + "query(s(1, _)).\n")
    assert got == pytest.approx({"s(1,[])": 1.0}, abs=1e-12)


def test_a_findall_literal_is_looked_up_where_the_rest_of_the_body_is_true():
    # c(1) is true by evidence, so the body AND(c(1), k(2, a)) is k(2, a)'s node alone, the
    # clause's answer, which ProbLog looks up: false by evidence, r(1, [2]) is not listed
    got = _answers("0.2::g(2).\n0.3::c(1); 0.5::c(3).\n"
                   "0.4::k(X, a); 0.4::k(X, b) :- g(X).\n"
                   "r(X, L) :- c(X), findall(Y, k(Y, a), L).\n"
                   "evidence(k(2, a), false).\nevidence(c(1), true).\n"
                   "query(r(_, _)).\n")
    assert got == pytest.approx({"r(1,[])": 1.0}, abs=1e-12)


def test_the_evidences_findall_calls_are_not_cached_calls():
    # quiet says no r(X) holds. In ProbLog r(X) is called inside the evidence's findall only
    # (a formula and cache of its own), so the query grounds it afresh after propagation,
    # where both derivations of each r(x) are false: none listed (before: r(1), r(2) with 0)
    got = _answers("0.3::c(2); 0.5::c(1).\n0.9::g(1). 0.3::g(2).\n"
                   "q(X) :- c(X).\n"
                   "r(X) :- g(X), \\+ q(X).\n"
                   "0.5::r(X) :- q(X), \\+ c(X).\n"
                   "quiet :- findall(X, r(X), []).\n"
                   "evidence(quiet, true).\n"
                   "query(r(_)).\n")
    assert got == pytest.approx({"r(X2)": 0.0}, abs=1e-12)


def test_a_derivation_false_on_its_face_does_not_block_propagation():
    # t :- r(X), q(X). r(2)'s derivation holds q(2) = c(2) and \+ c(2): not in ProbLog's
    # formula, so t has one derivation, r(3), q(3), which evidence(t) makes true; that makes
    # \+ c(3) true, and c(3) is false: not listed (before: c(3) and k(3) with 0)
    got = _answers("0.8::f(3,3).\n0.3::c(2); 0.5::c(3).\n"
                   "k(X) :- c(X).\n"
                   "q(X) :- f(X, X).\nq(X) :- c(X).\n"
                   "0.5::r(X) :- q(X), \\+ c(X).\n"
                   "t :- r(X), q(X).\n"
                   "evidence(c(2), true).\nevidence(t, true).\n"
                   "query(k(_)).\nquery(c(_)).\n")
    assert got == pytest.approx({"k(2)": 1.0, "c(2)": 1.0}, abs=1e-12)


def test_a_findall_copy_reuses_an_excluded_head_the_query_made():
    # c(2) is true by evidence; the query's call c(X) makes c(1) first (FALSE), and the
    # findall's copy of c(1) then reuses the atom: the lists with 1 are listed, with 0
    got = _answers("0.3::c(2); 0.5::c(1).\n"
                   "k(X) :- c(X).\n"
                   "r(X, L) :- c(X), findall(Y, k(Y), L).\n"
                   "evidence(k(2), true).\n"
                   "query(r(_, _)).\n")
    assert got == pytest.approx({"r(2,[2])": 1.0, "r(2,[])": 0.0, "r(2,[2, 1])": 0.0, "r(2,[1])": 0.0}, abs=1e-12)


def test_a_hit_call_keeps_the_answers_it_had():
    # query r(_) makes c(2) first (excluded: FALSE), so ProbLog's table of r(X) has r(3) only;
    # all/3 in the later queries reuses it: coll([3]) alone (before: coll([3, 2]) with 0)
    got = _answers("0.3::c(2); 0.5::c(3).\n"
                   "r(X) :- c(X).\n"
                   "coll(L) :- all(X, r(X), L).\n"
                   "size(N) :- coll(L), length(L, N).\n"
                   "evidence(c(3)).\n"
                   "query(r(_)).\nquery(size(_)).\nquery(coll(_)).\n")
    assert got == pytest.approx({"r(3)": 1.0, "size(1)": 1.0, "coll([3])": 1.0}, abs=1e-12)


def test_an_outcome_only_the_evidences_findall_copies_excludes_nothing():
    # the evidence (a solution of r exists) makes c(2) true; ProbLog made c(2)'s atom by
    # findall's copy (copy_node, without its group), so its constraint excludes nothing, and
    # c(1), made later by the queries, is listed, with 0 (not dropped as an excluded head)
    got = _answers("0.3::c(1); 0.5::c(2).\nf(1,1).\n0.9::f(2,2).\n"
                   "r(X) :- c(X), \\+ f(X, X).\n"
                   "none :- findall(X, r(X), []).\n"
                   "evidence(none, false).\n"
                   "query(r(_)).\nquery(c(_)).\n")
    assert got == pytest.approx({"r(2)": 1.0, "c(1)": 0.0, "c(2)": 1.0}, abs=1e-12)


def test_length_outside_problogs_modes_is_an_error():
    from nesylang.errors import NesyError
    for goal in ("length([a, b], [])", "length([a], 2.0)", "length(foo, N)", "length([a|b], 2)"):
        with pytest.raises(NesyError, match="CallModeError"):
            _answers(f"q :- {goal}.\nquery(q).\n")
    assert _answers("q :- length([a], -1).\nr :- length(L, 2), L = [_, _].\nquery(q).\nquery(r).\n") \
        == {"q": 0.0, "r": 1.0}
