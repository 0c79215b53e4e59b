"""library(lists) predicates that follow ProbLog 2.3's own clauses (session 23, issue 14).

Expectations are worked out by hand from the clauses of ProbLog 2.3's ``library/lists.pl``:

    min_member([X|L],S) :- min_member(L,X,S).
    min_member([],S,S).
    min_member([X|L],M,S) :- M @< X, min_member(L,X,S).
    min_member([X|L],M,S) :- M @>= X, min_member(L,M,S).

keeps the larger element (the first of equal ones): it gives the LARGEST element in the
standard order of terms (SWI-Prolog's min_member/2 gives the smallest). max_member/2 keeps the
later of equal ones. ``select(X,[X|_],Y,[Y|_])`` and its recursive clause leave the other
elements of the result list unbound, and selectchk/4 takes the first position where X and Y
unify with the elements there.
"""
from __future__ import annotations

import pytest

from nesylang.session import Program

LISTS = ":- use_module(library(lists)).\n"


def answers(text: str) -> dict:
    return {a.atom: a.probability for a in Program.from_string(LISTS + text, autoload=False).run_queries()}


@pytest.mark.parametrize("items, smallest_by_problog", [
    ("[3, 1, 2]", "3"),            # M=3: 3 @< 1 no, keep 3; 3 @< 2 no, keep 3
    ("[1, 3, 2]", "3"),            # M=1: 1 @< 3, take 3; 3 @< 2 no
    ("[a]", "a"),
    ("[b, f(x), 3, \"s\", 2.0]", "f(x)"),   # numbers < atoms < strings < compounds
    ("[2, 2.0, 1]", "2"),          # 2 @< 2.0 no (2.0 @< 2): keep 2
    ("[2.0, 2, 1]", "2"),          # 2.0 @< 2: take 2
    ("[f(b), f(a), g(a)]", "g(a)"),
])
def test_min_member_as_problog(items, smallest_by_problog):
    assert answers(f"m(M) :- min_member({items}, M).\nquery(m(_)).\n") == {f"m({smallest_by_problog})": 1.0}


@pytest.mark.parametrize("items, largest", [
    ("[3, 1, 2]", "3"),
    ("[b, f(x), 3, \"s\", 2.0]", "f(x)"),
    ("[2, 2.0, 1]", "2"),          # M=2: 2 @> 2.0, keep 2
    ("[2.0, 2]", "2"),             # M=2.0: 2.0 @=< 2, take 2
])
def test_max_member_as_problog(items, largest):
    assert answers(f"m(M) :- max_member({items}, M).\nquery(m(_)).\n") == {f"m({largest})": 1.0}


def test_min_member_of_the_empty_list_fails():
    assert answers("e :- min_member([], _).\nquery(e).\n") == {"e": 0.0}


def test_min_member_over_probabilistic_lists():
    # bids 3 and 7, each with probability 0.5: worlds {} (no list), {3}, {7}, {3, 7}
    got = answers("0.5::bid(3). 0.5::bid(7).\n"
                  "low(M) :- findall(V, bid(V), L), L \\= [], min_member(L, M).\nquery(low(_)).\n")
    assert got == {"low(3)": 0.25, "low(7)": 0.5}   # {3, 7} gives 7, as ProbLog's min_member


def test_select4_leaves_the_other_elements_open():
    got = answers("q(R) :- select(b, [a, b, c], x, R).\nquery(q(_)).\n")
    assert list(got) == ["q([X2, x | X3])"]   # as ProbLog 2.3 prints it (checked with `problog`)


def test_select4_against_a_given_list_answers_at_every_position_that_unifies():
    # position 1: X = a, Y = a (the result's first element a); position 2: X = b, Y = c
    got = answers("r(X, Y) :- select(X, [a, b], Y, [a, c]).\nquery(r(_, _)).\n")
    assert got == {"r(a,a)": 1.0, "r(b,c)": 1.0}


def test_selectchk4_takes_the_first_position():
    got = answers("s(R) :- selectchk(a, [a, b, a], x, R).\n"
                  "t :- selectchk(q, [p, q, q], r, [p, q, r]).\nquery(s(_)). query(t).\n")
    assert got == {"s([x | X2])": 1.0, "t": 1.0}   # s: as `problog` prints it
