"""A ProbLog 2.3 rule found by the seventh compatibility hunt (issue 14).

Expected values are derived by hand from ProbLog's source (checked with ``problog FILE``):
``engine.ground_all`` grounds the evidence first and caches each ground evidence call, then
propagates it (``lookup_evidence``); a later non-root call of the same atom that hits the cache
gets the evidence's value in (``eval_nodes.results_to_actions`` -> ``propagate_evidence``), also
where the atom is on a cycle. Only a call of another variant (``path(a, Y)``) or the query's own
root grounds the cycle afresh, and so lists an answer the evidence decides (with probability 0).
"""
from __future__ import annotations

import pytest

from nesylang.session import Program

GRAPH = ("node(a). node(b). node(c).\n"
         "0.6::edge(a,c). 0.6::edge(b,a). 0.5::edge(c,b).\n"   # a -> c -> b -> a: a cycle
         "path(X,Y) :- edge(X,Y).\npath(X,Y) :- edge(X,Z), path(Z,Y).\n")


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_a_ground_call_of_a_cyclic_evidence_atom_takes_its_value():
    # path(a,b) has one proof, edge(a,c), edge(c,b): both true under the evidence, so
    # path(a,c) is true (u(c) false on its face), \+ path(a,b) is false (u(b) likewise), and
    # u(a) = \+ path(a,a) = \+ edge(b,a): 1 - 0.6
    answers = _answers(GRAPH + "u(Y) :- node(Y), \\+ path(a,Y).\nquery(u(_)).\nevidence(path(a,b)).\n")
    assert answers == {"u(a)": pytest.approx(0.4)}


def test_a_call_of_another_variant_grounds_the_cycle_afresh():
    # u(Y) :- path(a,Y) calls path(a,_), not the cached path(a,b): the false evidence atom and
    # path(a,a) (which needs it) are listed with 0; path(a,c) = edge(a,c) given
    # \+ (edge(a,c), edge(c,b)): 0.6 * 0.5 / (1 - 0.3)
    answers = _answers(GRAPH + "u(Y) :- path(a,Y).\nquery(u(_)).\nevidence(path(a,b), false).\n")
    assert answers == {"u(a)": 0.0, "u(b)": 0.0, "u(c)": pytest.approx(0.3 / 0.7)}


# ``engine.ground_all`` grounds the evidence before it propagates it: the answers of every call
# that grounding makes are cached with the nodes they had then, and a query that calls the same
# variant gets those nodes back, false only where propagation fixed them (a fixed answer is one
# node per atom in the cache), not re-derived from their fixed children.

def test_an_open_query_of_a_variant_the_evidence_called_keeps_its_nodes():
    # w(5) calls t(X, Y): t(2,3) is w(5)'s only proof, so false; t(3,4) needs s(3), which the
    # evidence makes false, but its node is not fixed by propagation: listed, with 0
    answers = _answers("v(1). v(2). v(3).\n0.6::s(X) :- v(X), X > 1.\n"
                       "0.8::t(X, Y) :- s(X), Y is X + 1.\nw(S) :- t(X, Y), S is X + Y, S >= 4.\n"
                       "query(t(_,_)).\nevidence(w(5), false).\nevidence(s(3), false).\n")
    assert answers == {"t(3,4)": 0.0}


def test_a_ground_call_of_an_atom_the_evidence_fixed_on_a_cycle():
    # unreach(b,a) false makes path(b,a) true (it needs edge(b,a)); unreach(b,a) is not listed,
    # and unreach(a,b) = \+ path(a,b) = \+ edge(a,b): 0.5
    answers = _answers("node(a). node(b).\n0.5::edge(a,b). 0.7::edge(b,a).\n"
                       "path(X,Y) :- edge(X,Y).\npath(X,Y) :- path(X,Z), edge(Z,Y).\n"
                       "unreach(X,Y) :- node(X), node(Y), X \\== Y, \\+ path(X,Y).\n"
                       "query(unreach(_,_)).\nevidence(unreach(b,a), false).\n")
    assert answers == {"unreach(a,b)": pytest.approx(0.5)}
