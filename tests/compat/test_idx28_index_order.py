"""ProbLog 2.3's clause index as lookups and library(assert) change it (idx28), checked without
ProbLog: expected answers derived by hand from problog/clausedb.py's ClauseIndex (find appends a
position's open clauses to the key's entry at each lookup, for good; append puts a clause at the
end of its key's entry; erase hides a clause; retract/retractall erase what find gives, with no
unification). The same programs are in tests/compat/programs/idx28_*.pl, compared with ProbLog."""
from __future__ import annotations

import pytest

from nesylang.session import Program


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


LIB = ":- use_module(library(assert)).\n"


def test_a_clause_asserted_after_a_lookup_comes_after_the_open_clause():
    # entry a = [r(a,1)]; the findall's lookup appends r(X,2): [r(a,1), r(X,2)]; assertz appends
    # r(a,3) after them. Without the first lookup the order is r(a,1), r(a,3), r(X,2).
    got = answers(LIB + "r(a, 1).\nr(X, 2) :- X = a.\n"
                  "go(L1, L2) :- findall(V, r(a, V), L1), assertz(r(a, 3)), findall(V, r(a, V), L2).\n"
                  "query(go(_, _)).\n")
    assert got == {"go([1, 2],[1, 2, 3])": pytest.approx(1.0)}
    got = answers(LIB + "r(a, 1).\nr(X, 2) :- X = a.\ng2(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).\n"
                  "query(g2(_)).\n")
    assert got == {"g2([1, 3, 2])": pytest.approx(1.0)}


def test_a_lookup_stops_at_an_argument_that_leaves_no_clause():
    # p(3, a, Z): no clause has 3 or an open first argument, so find returns before the second
    # argument and a's entry keeps [p(1,a,x)]; p(1,a,z) then joins it: [x-clause, z-clause], and
    # the next lookup appends the open p(1,Y,y): x, z, y (ordered by the last ground argument)
    got = answers(LIB + "p(1, a, x).\np(1, Y, y) :- Y = a.\n"
                  "go(L1, L2) :- findall(Z, p(3, a, Z), L1), assertz(p(1, a, z)), findall(Z, p(1, a, Z), L2).\n"
                  "query(go(_, _)).\n")
    assert got == {"go([],[x, z, y])": pytest.approx(1.0)}


def test_retract_erases_what_the_index_finds_without_unification():
    # retract(r(a, 7)): a's entry + open first arguments = f(Y)-1, a-2, X-X, X-6; 7 has no entry,
    # so the open second arguments: X-X only; it is erased (its head cannot unify with r(a, 7)).
    # retractall(r(b, _)): b's entry + the open first arguments: b-4, f(Y)-1, X-6 (X-X gone).
    got = answers(LIB + "r(f(Y), 1) :- Y = b.\nr(a, 2).\nr(X, X) :- X = 3.\nr(b, 4).\nr(g(c), 5).\n"
                  "r(X, 6) :- X = z.\ngo(L1, L2) :- retract(r(a, 7)), findall(V, r(_, V), L1), "
                  "retractall(r(b, _)), findall(V, r(_, V), L2).\nquery(go(_, _)).\n")
    assert got == {"go([1, 2, 4, 5, 6],[2, 5])": pytest.approx(1.0)}


def test_retract_takes_the_first_of_the_entry_as_lookups_made_it():
    # \+ s(k, 9) merges s(X,0) into k's entry after s(k,1); s(k,2) comes last: the two retracts
    # erase s(k,1) and then s(X,0), leaving s(k,2)
    got = answers(LIB + "s(X, 0) :- X = k.\ns(k, 1).\n"
                  "go(L) :- \\+ s(k, 9), assertz(s(k, 2)), retract(s(k, _)), retract(s(k, _)), "
                  "findall(V, s(k, V), L).\nquery(go(_)).\n")
    assert got == {"go([2])": pytest.approx(1.0)}


def test_only_a_program_that_loads_library_assert_keeps_the_index():
    from nesylang.grounding.grounder import Grounder

    plain = Program.from_string("r(a, 1).\nr(X, 2) :- X = a.\n", autoload=False)
    assert Grounder(plain.db).index_log is None
    asserting = Program.from_string(LIB + "r(a, 1).\n", autoload=False)
    assert Grounder(asserting.db).index_log is not None
