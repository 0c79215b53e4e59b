"""ProbLog 2.3 rules found by the thirteenth compatibility hunt (issue 14), on the engine side.

Expected values are derived by hand from ProbLog's source and checked with ``problog FILE``:

* NonGroundQuery (engine.ground) is raised only for a probabilistic answer: ProbLog's add_or
  returns TRUE for a disjunction holding a literal and its negation, so an answer whose
  derivations are ``e`` and ``\\+ e`` (findall/3 over one probabilistic fact: the lists [2]
  and []) is certain there and listed with its variable.
* ProbLog's formula is hash-consed and its engine caches the calls the evidence's grounding
  made, so nodes this grounder builds twice are one node there: a ground call after an open
  call of the same atom (``r(X) :- p(X, Y), p(X, Y).``), a ground call made inside an open
  call and hit again once that call completed, the atoms inside a cycle of the evidence's
  grounding (`smokes(dan)` called while `smokes(ann)` is evaluated), and an open evidence
  goal's call, which a query calling the same variant reuses. Evidence propagation decides
  them together, and an open query drops what it makes false.
* findall/3's copy of a proof keeps the order of its conjuncts: `(s(X), s(Y))` gives two
  proof nodes for X-Y and Y-X in ProbLog's formula.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_an_open_answer_that_is_certain_is_listed_with_its_variable():
    # r(X): findall(Z, e(X, Z), L) gives [2] (e) or [] (\+ e): OR(e, \+ e) is TRUE
    got = _answers("0.8::e(1,2).\nr(X) :- findall(Z, e(X, Z), L).\nquery(r(_)).\n")
    assert got == {"r(X5)": 1.0}


def test_an_open_answer_that_is_certain_is_listed_with_evidence_too():
    # r(X) also has the answers c(1) and c(3); c(2) is false: 0.2 / 0.7 and 0.4 / 0.7
    got = _answers("0.8::e(1,2).\n0.2::c(1); 0.3::c(2); 0.4::c(3).\n"
                   "r(X) :- findall(Z, e(X, Z), L).\nr(X) :- c(X).\n"
                   "evidence(c(2), false).\nquery(r(_)).\n")
    assert got == pytest.approx({"r(X5)": 1.0, "r(1)": 0.2 / 0.7, "r(3)": 0.4 / 0.7}, abs=1e-12)


def test_an_open_answer_of_two_facts_is_still_nonground_query():
    # the lists [2, 3], [2], [3], [] are four conditions: no opposite pair, probabilistic
    with pytest.raises(NesyError, match="NonGroundQuery") as info:
        _answers("0.8::e(1,2).\n0.3::e(1,3).\nr(X) :- findall(Z, e(1, Z), L).\nquery(r(_)).\n")
    assert info.value.line == 4


PATH = "p(X,Y) :- e(X,Y).\n"


def test_evidence_on_an_open_and_a_ground_call_of_one_atom():
    # r(2) is p(2,2) (AND(x, x) is x), p(2,2) is e(2,2) and the cycle: the evidence makes
    # e(2,2) false, so query(e(_,_)) has no answer and lists itself with 0
    got = _answers("0.1::e(2,2).\n" + PATH + "p(X,Y) :- p(X,Z), e(Z,Y).\n"
                   "r(X) :- p(X,Y), p(X,Y).\nevidence(r(2), false).\nquery(e(_,_)).\n")
    assert got == {"e(X3,X4)": 0.0}


def test_a_ground_call_made_inside_an_open_call_then_hit():
    # \+ r(1): p(1,1) and p(2,1) false, so e(1,1) and e(2,1) are; e(1,2) by evidence: every
    # p answer is false and p(_,_) lists itself with 0
    got = _answers("0.7::e(1,1). 0.4::e(1,2). 0.7::e(2,1).\n" + PATH + "p(X,Y) :- e(X,Z), p(Z,Y).\n"
                   "r(X) :- p(Y,X), p(Y,X).\nevidence(\\+ r(1)).\nevidence(e(1,2), false).\n"
                   "query(p(_,_)).\n")
    assert got == {"p(X3,X4)": 0.0}


SMOKERS = ("0.7::stress(ann). 0.8::stress(dan).\nfriend(ann,dan). friend(dan,ann).\n"
           "0.3::influences(X,Y) :- friend(X,Y).\nsmokes(X) :- stress(X).\n"
           "smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).\n")


@pytest.mark.parametrize("evidence", ["evidence(smokes(ann), false).\n",
                                      "h(X) :- \\+ smokes(X).\nevidence(h(ann), true).\n"])
def test_an_atom_inside_the_evidences_cycle_is_cached(evidence):
    # the evidence makes smokes(ann) false: stress(ann) false and AND(influences(dan,ann),
    # smokes(dan)) false, the node the open query's derivation of smokes(ann) reuses. By hand:
    # P(not sa) = 0.3 * (1 - 0.3 * 0.8) = 0.228, P(sd, not sa) = 0.3 * 0.8 * 0.7 = 0.168
    got = _answers(SMOKERS + evidence + "query(smokes(_)).\n")
    assert got == pytest.approx({"smokes(dan)": 0.168 / 0.228}, abs=1e-12)


def test_a_query_calling_the_open_evidence_goal_gets_its_nodes():
    # evidence(can(_), false) fixes each answer of that call; query(\+ can(_)) makes the same
    # call, so every answer is false and \+ can(_) itself is listed, true (before: \+ can(a),
    # \+ can(b) listed, as the cycle's nodes were not recognised)
    program = ("0.6::s(a). 0.3::s(b).\n0.5::inf(a,b). 0.5::inf(b,a).\n"
               "sm(X) :- s(X).\nsm(X) :- inf(Y,X), sm(Y).\n0.5::can(X) :- sm(X).\n"
               "evidence(can(_), false).\n")
    assert _answers(program + "query(\\+ can(_)).\n") == {"\\+can(X2)": 1.0}
    assert _answers(program + "query(can(_)).\n") == {"can(X2)": 0.0}


def test_findall_over_a_cycle_keeps_each_proofs_order():
    # group's proofs of bob-cat are AND(s(bob)..., s(cat)...), of cat-bob the other order, so
    # ProbLog lists the lists that hold some of one and none of the other, with 0 (before:
    # only lists with as many of each); the probabilities are problog's output for it
    program = ("0.3::stress(bob). 0.3::stress(cat).\nfriend(bob,cat). friend(cat,bob).\n"
               "0.9::influences(X,Y) :- friend(X,Y).\nsmokes(X) :- stress(X).\n"
               "smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).\n"
               "group(L) :- findall(X-Y, (friend(X,Y), smokes(X), smokes(Y)), L).\n"
               "query(group(_)).\n")
    got = _answers(program)
    assert got["group([bob-cat])"] == 0.0 and got["group([cat-bob])"] == 0.0
    assert got["group([bob-cat, bob-cat, cat-bob])"] == 0.0
    nonzero = {k.replace("bob-cat", "B").replace("cat-bob", "C"): v for k, v in got.items() if v > 1e-12}
    assert nonzero == pytest.approx({"group([])": 0.1351, "group([B, C])": 0.4356, "group([B, B, C, C])": 0.0162,
                                     "group([B, B, B, B, C, C, C, C])": 0.3402,
                                     "group([B, B, B, B, B, B, B, B, B, C, C, C, C, C, C, C, C, C])": 0.0729},
                                    abs=1e-9)


def test_an_evidence_atom_an_earlier_open_call_answered_is_that_calls_node():
    # ProbLog grounds evidence(smokes(ann)) first; query q(_)'s open call smokes(X) then
    # answers smokes(ann) and DefineCache keeps that node for the atom, so healthy(_)'s
    # \+ smokes(ann) gets it: not the evidence's node, listed with 0 (before: dropped).
    # healthy(bob) = P(not sb | sa): sa = st_a or (i_ba and sb), sb = st_b or (i_ab and sa);
    # P(sa) = 0.1 + 0.9 * 0.7 * 0.2 = 0.226, P(sa, not sb) = 0.1 * 0.8 * 0.3 = 0.024
    program = ("person(ann). person(bob).\n0.1::stress(ann). 0.2::stress(bob).\n"
               "friend(ann,bob). friend(bob,ann).\n0.7::influences(X,Y) :- friend(X,Y).\n"
               "smokes(X) :- stress(X).\nsmokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).\n"
               "healthy(X) :- person(X), \\+ smokes(X).\nq(X) :- smokes(X).\n"
               "evidence(smokes(ann)).\n")
    got = _answers(program + "query(q(_)).\nquery(healthy(_)).\n")
    assert got == pytest.approx({"q(ann)": 1.0, "q(bob)": 1 - 0.024 / 0.226,
                                 "healthy(ann)": 0.0, "healthy(bob)": 0.024 / 0.226}, abs=1e-12)
    # without the open call first, the ground call gets the evidence's node: no healthy(ann)
    got = _answers(program + "query(healthy(_)).\n")
    assert got == pytest.approx({"healthy(bob)": 0.024 / 0.226}, abs=1e-12)
