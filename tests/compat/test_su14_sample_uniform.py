"""ProbLog 2.3's ``sample_uniform1(+Key, +List, ?Result)`` (issue 14), against hand calculations.

What ProbLog does (problog/engine_builtin.py, ``_builtin_sample_uniform``, and ``problog FILE``
on these programs): with Result unbound, one atom per list position, probability 1/len, all in
one mutually exclusive group named by the key only; with Result bound, one Boolean atom per key,
probability 1/len, in no group; an atom keeps the probability it was made with; a ground call
after its open call completed is answered from that call's answers (ProbLog's cache). The
programs in ``programs/su14_*.pl`` check the same against ProbLog itself; these run without it.
"""
from __future__ import annotations

import pytest

from nesylang.errors import InstantiationError, NesyTypeError, ProbabilityError
from nesylang.session import Program

DIE = "die(X) :- sample_uniform1(die, [1, 2, 3, 4, 5, 6], X).\n"


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_die_is_uniform_and_one_key_is_one_choice():
    got = answers(DIE + "two :- die(X), die(Y), X \\== Y.\nquery(die(X)). query(two).")
    for n in range(1, 7):
        assert got[f"die({n})"] == pytest.approx(1 / 6, abs=1e-12)
    assert got["two"] == pytest.approx(0.0, abs=1e-12)  # the same key: the same outcome


def test_evidence_on_an_open_call():
    # even = {2, 4, 6}: P(die(n) | even) = 1/3 for even n, 0 for odd; P(>= 4 | even) = 2/3
    got = answers(DIE + "even :- die(X), X mod 2 =:= 0.\nbig :- die(X), X >= 4.\n"
                  "evidence(even).\nquery(die(X)). query(big).")
    for n in (2, 4, 6):
        assert got[f"die({n})"] == pytest.approx(1 / 3, abs=1e-9)
    for n in (1, 3, 5):
        assert got[f"die({n})"] == pytest.approx(0.0, abs=1e-12)
    assert got["big"] == pytest.approx(2 / 3, abs=1e-9)


def test_two_keys_are_independent():
    # P(sum = 7) = 6/36, P(sum = 12) = 1/36; P(double | sum >= 8) = 3/15 (4+4, 5+5, 6+6 of 15)
    text = ("die(D, X) :- sample_uniform1(D, [1, 2, 3, 4, 5, 6], X).\n"
            "sum(S) :- die(red, A), die(blue, B), S is A + B.\n")
    got = answers(text + "query(sum(7)). query(sum(12)).")
    assert got["sum(7)"] == pytest.approx(6 / 36, abs=1e-12)
    assert got["sum(12)"] == pytest.approx(1 / 36, abs=1e-12)
    got = answers(text + "double :- die(red, X), die(blue, Y), X =:= Y.\nhigh :- sum(S), S >= 8.\n"
                  "evidence(high).\nquery(double).")
    assert got["double"] == pytest.approx(3 / 15, abs=1e-9)


def test_bound_result_is_one_fact_per_key():
    # a and c are the same atom (probability 1/3); b is position 2 of the key's choice,
    # independent of that atom: P(a, b) = 1/9, P(a, c) = 1/3
    got = answers("a :- sample_uniform1(d, [1, 2, 3], 2).\nb :- sample_uniform1(d, [1, 2, 3], X), X == 2.\n"
                  "c :- sample_uniform1(d, [1, 2, 3], 3).\nab :- a, b.\nac :- a, c.\n"
                  "query(a). query(b). query(ab). query(ac).")
    assert got["a"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["b"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["ab"] == pytest.approx(1 / 9, abs=1e-12)
    assert got["ac"] == pytest.approx(1 / 3, abs=1e-12)


def test_bound_result_takes_the_first_element_that_unifies():
    # [f(1), g(2), f(3)] against f(X): f(1) only, with probability 1/3
    got = answers("p(X) :- sample_uniform1(k, [f(1), g(2), f(3)], f(X)).\nquery(p(X)).")
    assert got == {"p(1)": pytest.approx(1 / 3, abs=1e-12)}


def test_duplicates_count_per_position():
    # [a, b, a]: P(a) = 2/3 (two positions); with Result bound, one atom of 1/3
    got = answers("p(X) :- sample_uniform1(k, [a, b, a], X).\nr :- sample_uniform1(j, [a, b, a], a).\n"
                  "query(p(X)). query(r).")
    assert got["p(a)"] == pytest.approx(2 / 3, abs=1e-12)
    assert got["p(b)"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["r"] == pytest.approx(1 / 3, abs=1e-12)


def test_one_key_two_lists_is_one_choice_by_position():
    # [a, b, c] and [c, d, e] with one key: X = a exactly when Y = c
    text = "p(X, Y) :- sample_uniform1(k, [a, b, c], X), sample_uniform1(k, [c, d, e], Y).\n"
    got = answers(text + "query(p(X, Y)).")
    assert got["p(a,c)"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["p(a,d)"] == pytest.approx(0.0, abs=1e-12)
    # queried ground, both calls have Result bound: the key's one fact, 1/3 for either
    got = answers(text + "query(p(a, c)). query(p(a, d)).")
    assert got["p(a,c)"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["p(a,d)"] == pytest.approx(1 / 3, abs=1e-12)


def test_an_outcome_keeps_its_first_probability():
    # [a, b, c, d] first: every position 1/4; the later [a, b] reuses positions 0 and 1
    got = answers("p(X) :- sample_uniform1(k, [a, b, c, d], X).\nq(X) :- sample_uniform1(k, [a, b], X).\n"
                  "query(p(X)). query(q(X)).")
    assert got["q(a)"] == pytest.approx(1 / 4, abs=1e-12)
    assert got["q(b)"] == pytest.approx(1 / 4, abs=1e-12)


def test_outcomes_over_one_are_an_error_at_the_call():
    # [a, b] first (1/2 each), then [a, b, c, d] adds 1/4 + 1/4: 1.5 in all (ProbLog: InvalidValue)
    text = ("p(X) :- sample_uniform1(k, [a, b], X).\nq(X) :- sample_uniform1(k, [a, b, c, d], X).\n"
            "query(p(X)). query(q(X)).")
    with pytest.raises(ProbabilityError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert "(ProbLog: InvalidValue)" in info.value.message and "1.5" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (2, 9)


def test_ground_call_after_the_open_call_shares_its_choice():
    # r(X) completed first: r(a) and r(b) are its answers, exclusive (t = 0); before it,
    # r(a) alone is the key's Boolean fact (1/3)
    got = answers("r(X) :- sample_uniform1(k, [a, b, c], X).\nquery(r(X)).\nt :- r(a), r(b).\n"
                  "u :- \\+ r(b).\nquery(t). query(u).")
    assert got["t"] == pytest.approx(0.0, abs=1e-12)
    assert got["u"] == pytest.approx(2 / 3, abs=1e-12)
    got = answers("r(X) :- sample_uniform1(k, [a, b, c], X).\nt :- r(a), r(b).\nquery(t).")
    assert got["t"] == pytest.approx(1 / 3, abs=1e-12)  # both the one fact of key k


def test_the_cache_starts_afresh_after_the_directives_and_outside_findall():
    # a directive's open call does not answer the queries' ground calls: r(a), r(b) are the
    # key's one fact (1/3); an open call completed inside findall/3 does not either, until an
    # open call outside a findall uses it (then t is false)
    rule = "r(X) :- sample_uniform1(k, [a, b, c], X).\nt :- r(a), r(b).\n"
    assert answers(rule + ":- r(_).\nquery(t).")["t"] == pytest.approx(1 / 3, abs=1e-12)
    counted = rule + "c(N) :- findall(X, r(X), L), length(L, N).\n"
    assert answers(counted + "query(c(_)). query(t).")["t"] == pytest.approx(1 / 3, abs=1e-12)
    assert answers(counted + "query(c(_)). query(r(_)). query(t).")["t"] == pytest.approx(0.0, abs=1e-12)


def test_k_best_proofs_agree_with_the_tabled_grounding():
    # t(X) :- p(X), p(a): p(a) comes from p(X)'s answers, so only t(a) has a proof (1/3); the
    # top-down prover, which keeps no tables, hands the query to the grounding search
    p = Program.from_string("p(X) :- sample_uniform1(k, [a, b, c], X).\nt(X) :- p(X), p(a).", autoload=False)
    assert {a.atom: a.probability for a in p.query("t(X)")} == {
        "t(a)": pytest.approx(1 / 3, abs=1e-12), "t(b)": 0.0, "t(c)": 0.0}
    got = {a.atom: a.probability for a in p.query("t(X)", proofs=3)}
    assert got == {"t(a)": pytest.approx(1 / 3, abs=1e-12)}


def test_findall_over_the_choice():
    # one position is chosen: [a], [b], [c] with 1/3 each, never two of them
    got = answers("p(L) :- findall(X, sample_uniform1(k, [a, b, c], X), L).\nquery(p(L)).")
    assert got["p([a])"] == pytest.approx(1 / 3, abs=1e-12)
    assert got["p([a, b])"] == pytest.approx(0.0, abs=1e-12)


def test_singleton_and_empty_lists():
    got = answers("s(X) :- sample_uniform1(s, [only], X).\ne :- sample_uniform1(e, [], _).\n"
                  "query(s(X)). query(e).")
    assert got == {"s(only)": pytest.approx(1.0, abs=1e-12), "e": 0.0}


def test_keys_are_compared_as_printed():
    # 1 and 1.0 are two keys (ProbLog names the choice "_uniform_%s" % Key): 1/2 * 1/2
    got = answers("i(X) :- sample_uniform1(1, [a, b], X).\nf(X) :- sample_uniform1(1.0, [a, b], X).\n"
                  "both :- i(a), f(b).\nquery(both).")
    assert got["both"] == pytest.approx(1 / 4, abs=1e-12)


@pytest.mark.parametrize("call, error, words", [
    ("sample_uniform1(K, [a, b], X)", InstantiationError, "ground key, got an unbound variable"),
    ("sample_uniform1(f(K), [a, b], X)", InstantiationError, "ground key"),
    ("sample_uniform1(k, foo, X)", NesyTypeError, "proper list, got foo"),
    ("sample_uniform1(k, [a|T], X)", InstantiationError, "proper list, got a partial list"),
    ("sample_uniform1(k, [a|b], X)", NesyTypeError, "proper list"),
])
def test_modes_problog_refuses(call, error, words):
    text = f"t :- true.\np(X) :- {call}.\nquery(p(_)).\n"
    with pytest.raises(error) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert words in info.value.message and "(ProbLog: CallModeError)" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (2, 9)


@pytest.mark.parametrize("text, calls", [
    ("p(X) :- sample_uniform1(k, [a], X).", True),
    ("p(X) :- call(sample_uniform1, k, [a], X).", True),
    ("p(L) :- findall(X, (true, sample_uniform1(k, [a], X)), L).", True),
    ("p :- \\+ sample_uniform1(k, [a], a).", True),
    ("p(X) :- q(X).\nq(sample_uniform1).", False),  # a fact's argument, not a goal
    ("0.5::a.\nb :- a.", False),
])
def test_called_in_finds_the_programs_that_call_it(text, calls):
    from nesylang.grounding.uniform import called_in

    assert called_in(Program.from_string(text, autoload=False).db) is calls

