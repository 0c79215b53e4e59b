"""ProbLog 2.3 rules found by the ninth compatibility hunt (issue 14).

Expected values are derived by hand from ProbLog's source and checked with ``problog FILE``:

* ProbLog names an answer's unbound variables by its engine's numbering of the answering
  clause's context (``engine_stack``; see nesylang.logic.varnames). Loading library(assert) or
  library(record) does not change that numbering: the library's predicates are only more
  builtins, so a query whose grounding calls none of them gets the names it gets without the
  library (``r(X) :- once(f(_)).`` answers ``r(X3)``, as without it: the body's call is made
  in a context of the clause's two variables and the call's own, numbered below them).
"""
from __future__ import annotations

import pytest

from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


BODY = ("f(0).\n"
        "r(X) :- once(f(_)).\n"
        "t(X) :- f(_), call(f(_)).\n"
        "u(X) :- \\+ f(2).\n"
        "query(r(_)).\nquery(t(_)).\nquery(u(_)).\n")


def test_names_without_a_library_are_the_reference():
    # r: one call (once/1 is call/1), context [X, _] + the call's: X3; t: two calls: X6;
    # u: a negation passes its context on unchanged: X1 (ProbLog prints these)
    assert _answers(BODY) == {"r(X3)": 1.0, "t(X6)": 1.0, "u(X1)": 1.0}


def test_library_assert_loaded_keeps_problogs_names():
    # before this hunt: r(X2), t(X2), u(X2) (the replay was refused once the library was loaded)
    assert _answers(":- use_module(library(assert)).\n" + BODY) == {"r(X3)": 1.0, "t(X6)": 1.0, "u(X1)": 1.0}


def test_library_record_loaded_keeps_problogs_names():
    assert _answers(":- use_module(library(record)).\n" + BODY) == {"r(X3)": 1.0, "t(X6)": 1.0, "u(X1)": 1.0}


def test_a_directive_that_asserted_before_the_queries_keeps_the_names():
    # the database the query sees has f(3) too: two proofs of r, one answer r(X3), certain
    text = ":- use_module(library(assert)).\n:- assertz(f(3)).\n" + BODY
    assert _answers(text) == {"r(X3)": 1.0, "t(X6)": 1.0, "u(X1)": 1.0}


def test_the_replay_never_runs_an_assert_again():
    # the query asserts g(1) once (a replay that ran assertz would add a second g(1), and c
    # would count 2); its own name stays the fallback, as before
    text = (":- use_module(library(assert)).\nr(X) :- assertz(g(1)).\n"
            "c(N) :- findall(x, g(_), L), length(L, N).\nquery(r(_)).\nquery(c(_)).\n")
    got = _answers(text)
    assert got["c(1)"] == 1.0 and len(got) == 2


# ---- evidence propagation through an atom with one derivation --------------------------------
# formula.LogicFormula.propagate decides an undecided child of a false AND once its other children
# are true. In ProbLog's formula a derived atom with one derivation is that derivation's node
# (add_or/add_and of one child return the child; the define cache keeps it), so deciding s1(p)
# decides p1(p) too. The ground program here keeps a node per derived atom: propagation must see
# through it, or it leaves s2(m) open below.
WALK = ("0.5::s1(m); 0.5::s1(p).\n0.5::s2(m); 0.5::s2(p).\n"
        "p1(X) :- s1(X).\n"
        "p2(X, Y) :- p1(X), s2(Y).\n"
        "e :- p1(m), s2(p).\ne :- p1(p), s2(m).\n"
        "evidence(s1(p)).\nevidence(\\+ e).\nquery(p2(_, _)).\n")


def test_propagation_sees_an_atom_with_one_derivation_as_its_derivation():
    # e false: both ANDs false; (p1(p), s2(m)) has p1(p) = s1(p) true, so s2(m) is false.
    # p2(m,p) is the first AND (false), p2(m,m) and p2(p,m) contain s2(m) (false): none listed
    # (before: p2(m,m) listed with 0). p2(p,p): s1(p) given, s2(m) excluded, so s2(p): 1.
    assert _answers(WALK) == {"p2(p,p)": 1.0}


def test_a_random_walk_drops_the_position_the_evidence_excludes():
    # step(1,1) given; pos(2,0) false needs step(2,-1) false (from pos(1,1) = step(1,1)'s node):
    # pos(2,-2) (step(1,-1), step(2,-1)) and pos(2,0) are false, pos(2,2) certain
    text = ("0.5::step(T, -1); 0.5::step(T, 1) :- T > 0.\npos(0, 0).\n"
            "pos(T, P) :- T > 0, T1 is T - 1, pos(T1, P1), step(T, D), P is P1 + D.\n"
            "evidence(step(1, 1)).\nevidence(\\+ pos(2, 0)).\nquery(pos(2, _)).\n")
    assert _answers(text) == {"pos(2,2)": 1.0}


def test_propagation_leaves_an_atom_with_two_derivations_open():
    # r has two derivations (an OR of two): deciding s1(p) does not decide r (propagation goes
    # down only), so the false AND (r, s2(m)) leaves s2(m) open, and r3(m) = (s2(m), w) is
    # listed. By inference: s1(p) makes r true, so e false means s2(m) false: r3(m) 0;
    # r3(p) = s2(p) and w: 1 * 0.5.
    text = ("0.5::s1(m); 0.5::s1(p).\n0.5::s2(m); 0.5::s2(p).\n0.5::t.\n0.5::w.\n"
            "r :- s1(p).\nr :- t.\n"
            "r3(Y) :- s2(Y), w.\n"
            "e :- r, s2(m).\n"
            "evidence(s1(p)).\nevidence(\\+ e).\nquery(r3(_)).\n")
    got = _answers(text)
    assert set(got) == {"r3(m)", "r3(p)"}
    assert got["r3(m)"] == pytest.approx(0.0, abs=1e-12) and got["r3(p)"] == pytest.approx(0.5, abs=1e-12)


# ---- library(cut) next to library(control) --------------------------------------------------
# Both define cut/2 (control's: cut(Pred, IDs), over a list). ProbLog's library(cut) is a module
# (cut.pl: `:- module(cut, [cut/1, cut/2])`), so its cut/1 calls its own cut/2 whatever the
# program loaded; here cut/1 calls the library's helper, so it does not depend on which cut/2
# clauses the program has (control's, over an unbound list of indexes, would add every index
# that succeeds, not the first).
def test_cut_1_is_library_cuts_own_next_to_library_control():
    text = (":- use_module(library(lists)).\n:- use_module(library(control)).\n:- use_module(library(cut)).\n"
            "0.6::p(1).\n0.3::p(2).\n0.5::p(3).\n0.2::q(1,1).\n0.6::q(2,3).\n0.6::q(3,1).\n"
            "0.5::rr(1, X) :- p(X).\nrr(2, X) :- q(X, X).\n0.3::rr(3, 3).\n"
            "0.8::h0(X) :- member(X, [1,2,3]), cut(rr(X)).\nquery(h0(_)).\n")
    got = _answers(text)
    # index 1 first, then 2, then 3; h0 adds its 0.8:
    # X=1: rr(1,1) 0.5*0.6 = 0.3, else rr(2,1) = q(1,1) 0.2: 0.3 + 0.7*0.2 = 0.44 -> 0.352
    # X=2: rr(1,2) 0.5*0.3 = 0.15, rr(2,2) and rr(3,2) have no proof -> 0.12
    # X=3: rr(1,3) 0.5*0.5 = 0.25, rr(2,3) none (no q(3,3)), rr(3,3) 0.3: 0.25 + 0.75*0.3 -> 0.38
    assert set(got) == {"h0(1)", "h0(2)", "h0(3)"}
    for atom, p in {"h0(1)": 0.352, "h0(2)": 0.12, "h0(3)": 0.38}.items():
        assert got[atom] == pytest.approx(p, abs=1e-12)
