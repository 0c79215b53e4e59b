"""library(lists) and library(apply) additions, yall lambdas, ``:- unknown(fail).`` and the
"defined in library(...)" hint. Expected values are derived by hand in each test (the same
predicates are also checked against ProbLog 2.3 in ``tests/compat/``; lambdas are not, since
ProbLog has no library(yall)).
"""
from __future__ import annotations

import pytest

from nesylang.errors import DirectiveError, NesyNameError, NesyTypeError
from nesylang.session import Program


def answers(text: str, **options) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, **options).run_queries()}


def test_lambda_parameters_and_bound_variables():
    got = answers("""
        :- use_module(library(apply)).
        double(L) :- maplist([X, Y]>>(Y is 2 * X), [1, 2, 3], L).
        offset(L) :- N = 10, maplist([X, Y]>>(Y is X + N), [1, 2], L).
        big(L) :- include([X]>>(X > 1), [1, 2, 3], L).
        sum(S) :- foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).
        three(L) :- maplist([X, Y, Z]>>(Z is X * Y), [1, 2], [3, 4], L).
        extra(Z) :- G = [X]>>plus3(X), call(G, 1, Z).
        plus3(X, Y) :- Y is X + 3.
        query(double(_)). query(offset(_)). query(big(_)). query(sum(_)). query(three(_)). query(extra(_)).
    """)
    assert got == {"double([2, 4, 6])": 1.0, "offset([11, 12])": 1.0, "big([2, 3])": 1.0, "sum(6)": 1.0,
                   "three([3, 8])": 1.0, "extra(4)": 1.0}


def test_lambda_is_copied_except_free_variables():
    """yall copies the lambda at each call: an unbound variable of the body that is not a
    parameter stays unbound outside, unless it is declared free with Free/Lambda."""
    got = answers("""
        copied(Y) :- call([X]>>(Y = X), 5), var(Y).
        shared(Y) :- call(v(Y)/[X]>>(Y = X), 5).
        each(L) :- maplist([X]>>(T = X), [1, 2]), L = ok.
        query(copied(_)). query(shared(_)). query(each(_)).
    """)
    assert got["shared(5)"] == 1.0
    assert got["each(ok)"] == 1.0  # T is fresh in each call, so 1 and 2 do not clash
    assert [k for k in got if k.startswith("copied(")] and all(v == 1.0 for v in got.values())


def test_lambda_over_probabilistic_facts():
    # maplist over [a, b] needs p(a) and p(b), independent: 0.5 * 0.4 = 0.2
    got = answers("""
        0.5::p(a). 0.4::p(b).
        both :- maplist([X]>>p(X), [a, b]).
        query(both).
    """)
    assert got == {"both": pytest.approx(0.2)}


def test_lambda_parameters_must_be_a_list():
    with pytest.raises(NesyTypeError) as info:
        answers("bad :- call(x>>true, 1).\nquery(bad).")
    assert info.value.span is not None and info.value.span.line == 1


def test_unknown_fail_directive():
    # rain 0.4; wet = rain (sprinkler_on is undefined and fails); dry = 1 - 0.4
    got = answers(":- unknown(fail).\n0.4::rain.\nwet :- rain.\nwet :- sprinkler_on.\ndry :- \\+ wet.\n"
                  "query(wet). query(dry). query(nothing(1)).")
    assert got == {"wet": pytest.approx(0.4), "dry": pytest.approx(0.6), "nothing(1)": 0.0}


def test_unknown_takes_fail_or_error():
    with pytest.raises(DirectiveError) as info:
        Program.from_string("a.\n:- unknown(maybe).\n")
    assert info.value.span.line == 2


def test_undefined_library_predicate_gets_a_hint_when_autoload_is_off():
    with pytest.raises(NesyNameError) as info:
        answers("q :- member(a, [a]).\nquery(q).\n", autoload=False)
    assert "member/2 is defined in library(lists): add :- use_module(library(lists))." in str(info.value)
    assert info.value.span.line == 1 and info.value.span.column == 6  # the call, not the query
    with pytest.raises(NesyNameError) as info:
        answers("q(L) :- maplist(succ, [1], L).\nquery(q(_)).\n", autoload=False)
    assert "maplist/3 is defined in library(apply)" in str(info.value)


def test_library_apply_and_lists_load_explicitly():
    got = answers(":- use_module(library(apply)).\nq(L) :- maplist(p, [1, 2], L).\np(X, Y) :- Y is X * X.\n"
                  "query(q(_)).", autoload=False)
    assert got == {"q([1, 4])": 1.0}
    # library(lists) still brings library(apply) with it (programs written before the split)
    got = answers(":- use_module(library(lists)).\nq(L) :- include(odd, [1, 2, 3], L).\n"
                  "odd(X) :- 1 is X mod 2.\nquery(q(_)).", autoload=False)
    assert got == {"q([1, 3])": 1.0}


def test_new_list_predicates_by_hand():
    got = answers("""
        :- use_module(library(lists)).
        a(E-R) :- nth0(1, [a, b, c], E, R).
        b(I) :- nth1(I, [x, y, x], x, _).
        c(L) :- nth0(2, L, z, [p, q]).
        d :- is_set([1, 2, 3]).
        e :- is_set([1, 2, 1]).
        f(P) :- prefix(P, [1, 2]).
        g(X-Y) :- nextto(X, Y, [1, 2, 3]).
        h(G-V) :- enum_groups([k-1, m-2, k-3], G, V).
        i(G-V) :- enum_groups([k, m, k], [1, 2, 3], G, V).
        j(N) :- proper_length([a, b], N).
        k :- proper_length([a|_], _).
        l :- same_length([1, 2], [a, b]).
        m :- subset([a, c], [c, b, a]).
        n(L) :- selectchk(b, [a, b, b], x, L).
        query(a(_)). query(b(_)). query(c(_)). query(d). query(e). query(f(_)). query(g(_)). query(h(_)).
        query(i(_)). query(j(_)). query(k). query(l). query(m). query(n(_)).
    """)
    assert got == {"a(b-[a, c])": 1.0, "b(1)": 1.0, "b(3)": 1.0, "c([p, q, z])": 1.0, "d": 1.0, "e": 0.0,
                   "f([])": 1.0, "f([1])": 1.0, "f([1, 2])": 1.0, "g(1-2)": 1.0, "g(2-3)": 1.0,
                   "h(k-[1, 3])": 1.0, "h(m-[2])": 1.0, "i(k-[1, 3])": 1.0, "i(m-[2])": 1.0, "j(2)": 1.0,
                   "k": 0.0, "l": 1.0, "m": 1.0,
                   # ProbLog 2.3's selectchk/4 leaves the other elements open (its library's
                   # clauses: selectchk(X,[X|_],Y,[Y|_]) ...); `problog` prints n([X2, x | X3])
                   "n([X2, x | X3])": 1.0}


def test_select_weighted_probabilities_by_hand():
    # weights 1, 2, 5 (total 8): a 1/8; b = (7/8) * (2/7) = 2/8; c = the rest, 5/8
    got = answers(":- use_module(library(lists)).\n"
                  "w(X) :- select_weighted(s, [1, 2, 5], [a, b, c], X, _).\n"
                  "u(X) :- select_uniform(u, [a, b, c, d], X, _).\n"
                  "same :- select_uniform(v, [x, y], A, _), select_uniform(v, [x, y], B, _), A == B.\n"
                  "query(w(_)). query(u(_)). query(same).")
    assert got["w(a)"] == pytest.approx(1 / 8) and got["w(b)"] == pytest.approx(2 / 8)
    assert got["w(c)"] == pytest.approx(5 / 8)
    for x in "abcd":
        assert got[f"u({x})"] == pytest.approx(0.25)
    assert got["same"] == pytest.approx(1.0)  # the same ID and list make the same choice
