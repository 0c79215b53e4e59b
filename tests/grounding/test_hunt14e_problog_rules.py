"""ProbLog 2.3's answers on points a differential hunt (session 22, hunt14e) found.

* An open query's conjunction on a cycle of the evidence's grounding that is made of the same
  nodes as one of the evidence's (probabilistic facts' atoms, answers of the ground calls the
  evidence's grounding made, which ProbLog caches) is, to ProbLog, that very node (add_and
  hash-conses a conjunction by its children): false where evidence propagation made it false.
  The same holds through the query's own nodes that are, hash-consed, the evidence's (a derived
  atom's OR of the same derivations), down to the answers of the evidence's calls on a cycle.
* An answer of a call on a cycle of calls (a left-recursive `path(a, Z)`) is a modifiable OR
  node of its own in ProbLog's formula (eval_nodes: add_or((node,), readonly=False)), also with
  one derivation: evidence propagation does not fix it from that derivation, so a query that
  reuses the evidence's call lists it, with 0.
* An atom of the query's own call that only its cycle derives once the evidence's false nodes
  are put in has no answer (ProbLog grounds that call after propagation and passes an answer on
  only when a derivation gives one), also where an evidence atom is on a cycle of its own calls.
"""
from __future__ import annotations

import pytest

from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


CYCLE = ("0.3::g(X) :- between(1, 3, X).\n"
         "0.5::e(1,2). 0.4::e(1,3). 0.1::e(3,1).\n"
         "h(X) :- g(X).\n"
         "h(X) :- e(Y, X), h(Y).\n")


def test_an_answer_whose_derivations_the_evidence_made_false_on_a_cycle_is_not_listed():
    # evidence(h(3), false): h(3) = g(3) or (e(1,3), h(1)), h(1) = g(1) or (e(3,1), h(3)).
    # Given not h(3): not g(3) and not (e(1,3), g(1)); P = 0.7 * (1 - 0.4 * 0.3) = 0.616.
    # h(1) there is g(1) without e(1,3): 0.3 * 0.6 * 0.7 / 0.616 = 0.126 / 0.616;
    # h(2) = g(2) or (e(1,2), h(1)): 0.3 + 0.7 * 0.5 * 0.126 / 0.616.
    # ProbLog lists no h(3) (its derivations are the evidence's nodes, false); before, h(3): 0
    got = _answers(CYCLE + "evidence(h(3), false).\nquery(h(_)).\n")
    assert set(got) == {"h(1)", "h(2)"}
    assert got["h(1)"] == pytest.approx(0.126 / 0.616, abs=1e-12)
    assert got["h(2)"] == pytest.approx(0.3 + 0.35 * 0.126 / 0.616, abs=1e-12)


def test_a_negated_open_query_drops_that_answer_too():
    # query(\+ h(_)): \+ A for each answer A the evidence does not make false (problog's output)
    got = _answers(CYCLE + "evidence(h(3), false).\nquery(\\+ h(_)).\n")
    assert set(got) == {"\\+h(1)", "\\+h(2)"}
    assert got["\\+h(1)"] == pytest.approx(1 - 0.126 / 0.616, abs=1e-12)


def test_without_the_evidence_every_answer_is_listed():
    # h(3) = g(3) or (e(1,3), g(1)) (the cycle adds nothing): 1 - 0.7 * (1 - 0.12)
    got = _answers(CYCLE + "query(h(_)).\n")
    assert set(got) == {"h(1)", "h(2)", "h(3)"}
    assert got["h(3)"] == pytest.approx(1 - 0.7 * 0.88, abs=1e-12)


LEFT = ("0.3::edge(n1,n2). 0.1::edge(n3,n4). 0.5::edge(n4,n1).\n"
        "path(X, Y) :- edge(X, Y).\n"
        "path(X, Y) :- path(X, Z), edge(Z, Y).\n")


def test_an_answer_of_a_cyclic_call_the_evidence_grounded_is_listed_with_0():
    # evidence(\+ path(n4,n3)) grounds the open call path(n4, Z) (a cycle: it calls itself);
    # its answer path(n4,n1) is an OR node over edge(n4,n1), which the other evidence makes
    # false, but propagation does not fix the OR: the query, which reuses that call, lists
    # path(n4,n1) and path(n4,n2) = path(n4,n1), edge(n1,n2), both 0 (problog's output;
    # before, path(n4,n1) was not listed)
    got = _answers(LEFT + "evidence(edge(n4,n1), false).\nevidence(\\+ path(n4,n3)).\n"
                   "query(path(n4, _)).\n")
    assert got == {"path(n4,n1)": 0.0, "path(n4,n2)": 0.0}


def test_without_the_cyclic_evidence_call_the_answer_false_by_evidence_is_not_listed():
    # the query grounds path(n4, Z) after propagation: edge(n4,n1) is FALSE there, so no
    # answer is left and the query is listed as itself, false (problog's output)
    got = _answers(LEFT + "evidence(edge(n4,n1), false).\nquery(path(n4, _)).\n")
    assert got == {"path(n4,X2)": 0.0}


REACH = ("0.3::red(1). 0.3::red(2). 0.3::red(3). 0.3::red(4).\n"
         "0.3::e(1,2). 0.8::e(1,4). 0.8::e(2,1). 0.2::e(2,4). 0.9::e(3,2). 0.7::e(4,1).\n"
         "h1(X) :- red(X).\n"
         "reach(X, Y) :- e(X, Y).\n"
         "reach(X, Y) :- e(X, Z), reach(Z, Y).\n"
         "h2(X) :- reach(X, Y), h1(Y).\n"
         "h3(X) :- h2(X), h1(X).\n"
         "h5(X) :- reach(X, Y), h3(Y).\n")


def test_a_derivation_through_the_evidences_cycle_answers_is_the_evidences_node():
    # evidence(\+ h5(3)): h5(3)'s derivations reach(3, Y), h3(Y) are, in the open query
    # h5(_), the evidence's nodes (reach(3, 2) is e(3,2) or e(3,2), reach(2,2), whose cycle
    # answers are the evidence's), false: no h5(3) (problog's output; before, h5(3) with 0
    # and \+h5(3) with 1)
    got = _answers(REACH + "evidence(\\+h5(3)).\nquery(\\+ h5(_)).\nquery(h5(_)).\n")
    assert set(got) == {"h5(1)", "h5(2)", "h5(4)", "\\+h5(1)", "\\+h5(2)", "\\+h5(4)"}
    expected = {"h5(1)": 0.11448426384783107, "h5(2)": 0.04888616792996572, "h5(4)": 0.10989885895077961}
    for atom, p in expected.items():
        assert got[atom] == pytest.approx(p, abs=1e-9)
        assert got["\\+" + atom] == pytest.approx(1 - p, abs=1e-9)


ACT = ("0.3::r(a,b). 0.8::r(a,d). 0.1::r(b,c). 0.9::r(c,a). 0.7::r(c,b). 0.4::r(c,d). 0.5::r(d,a).\n"
       "t(X, Y) :- r(X, Y).\n"
       "t(X, Y) :- t(X, Z), r(Z, Y).\n"
       "0.3::act(X, go); 0.3::act(X, stay) :- t(X, _).\n")


def test_an_answer_only_the_querys_own_cycle_derives_is_not_listed():
    # evidence(t(b,c), false) makes r(b,c), b's only edge, false: t(b, Y) has no derivation
    # but through the cycle t(b,a) <- t(b,d) <- t(b,a) of the query's own call t(X, _), so no
    # act(b, _) (problog's output; before, act(b,go) and act(b,stay) with 0). act(a, go): one
    # choice per t(a, Y) (the clause's variables are X and Y); with x = r(a,b), y = r(a,d),
    # z = r(d,a): t(a,b) = x, t(a,d) = y, t(a,a) = y and z, so
    # P = 1 - E[0.7^x] * E[0.7^(y + y z)] = 1 - 0.91 * (0.2 + 0.8 * (0.5 * 0.7 + 0.5 * 0.49))
    got = _answers(ACT + "evidence(t(b,c), false).\nquery(act(_, _)).\n")
    assert set(got) == {f"act({x},{v})" for x in "acd" for v in ("go", "stay")}
    assert got["act(a,go)"] == pytest.approx(1 - 0.91 * (0.2 + 0.8 * 0.595), abs=1e-12)


def test_the_evidences_own_derivation_on_a_cycle_keeps_its_value():
    # evidence(act(a,stay), false): each derivation of act(a,stay) is AND(t(a,Y), choice) over
    # the answers of the evidence's cyclic call t(a, _) (a -> b -> c -> a); the open query
    # act(a, _) reuses that call, so its derivations are the evidence's AND nodes, false: no
    # act(a,stay) (problog's output; before, act(a,stay) with 0)
    got = _answers("0.1::r(a,b). 0.9::r(b,c). 0.7::r(c,a). 0.8::r(c,d). 0.1::r(d,a). 0.4::r(d,b).\n"
                   "t(X, Y) :- r(X, Y).\nt(X, Y) :- r(X, Z), t(Z, Y).\n"
                   "0.3::act(X, go); 0.3::act(X, stay) :- t(X, _).\n"
                   "evidence(act(a,stay), false).\nquery(act(a, _)).\n")
    assert set(got) == {"act(a,go)"}
    assert got["act(a,go)"] == pytest.approx(0.026782894203226104, abs=1e-9)
