"""ProbLog 2.3 rules found by the twelfth compatibility hunt (issue 14).

Expected values are derived by hand from ProbLog's source and checked with ``problog FILE``:

* The standard order (engine_builtin.struct_cmp): two numbers of different value do not return
  from the number branch, and fall through to the comparison of the functors as text, so
  ``10 @< 9`` and ``sort([10, 9, 100], L)`` gives ``[10, 100, 9]``; equal values put a float
  first. Atoms and functors compare by their names as ProbLog holds them: with the quotes where
  the atom was written quoted, and where the term was written with an operator (the parser's
  build_binop and build_unop name `a-b` "'-'"; `-(a,b)`, `,`, `;` keep plain names).
* plus/3 takes integers only (its modes iii, iiv, ivi, vii); subquery/2,3,5 a callable goal and
  an unbound probability; findall/3, all/3 and all_or_none/3 an unbound result or a list
  (modes *cv and *cl): otherwise CallModeError.
* An excluded outcome of an annotated disjunction (another outcome true by evidence) is FALSE
  where a query makes it first; ProbLog stops a conjunction at such an outcome, so a findall/3
  after it in an earlier query never copied anything in, and a later open call makes the
  excluded outcome first (its answers are not listed). Not followed yet (strict xfail below).
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


@pytest.mark.parametrize("goal, expected", [
    # text order of different numbers: "10" < "9", "-1" < "-2", "1e+16" < "5", "20.08..." < "5"
    ("sort([10, 9, 100, 2.5, -3, -20], L)", "[-20, -3, 10, 100, 2.5, 9]"),
    ("sort([1, 1.0, 10], L)", "[1.0, 1, 10]"),      # equal values: the float first
    ("compare(L, 10, 9)", "'<'"),
    ("compare(L, -1, -2)", "'<'"),
    ("compare(L, 8.1e-09, 5)", "'>'"),
    ("compare(L, 2, 2)", "'='"),
    ("compare(L, f(12), f(3))", "'<'"),
])
def test_numbers_compare_as_problog_orders_them(goal, expected):
    got = _answers(f"t(L) :- {goal}.\nquery(t(_)).\n")
    assert got == {f"t({expected})": 1.0}


@pytest.mark.parametrize("goal, expected", [
    ("compare(L, 'bob', alice)", "'<'"),       # "'bob'" < "alice": the quote sorts first
    ("compare(L, [], 'it s')", "'>'"),         # "[]" > "'it s'"
    ("compare(L, a:b, [a, b])", "'<'"),        # "':'" < "."
    ("compare(L, a-b, f(a, b))", "'<'"),       # "'-'" < "f"
    ("compare(L, (a, b), f(a, b))", "'<'"),    # "," is plain: "," < "f"
    ("compare(L, - a, f(a))", "'<'"),          # "'-'" < "f"
    ("compare(L, -(a), f(a))", "'<'"),         # plain "-" < "f" as well
    ("compare(L, -(a, b), '+'(a, b))", "'>'"),  # plain "-" > "'+'"
    ("compare(L, a + b, a - b)", "'<'"),       # "'+'" < "'-'"
])
def test_names_compare_with_problogs_quotes(goal, expected):
    got = _answers(f"t(L) :- {goal}.\nquery(t(_)).\n")
    assert got == {f"t({expected})": 1.0}


def test_a_quoted_atom_still_equals_its_plain_atom():
    # nesylang keeps 'abc' and abc one atom (docs: differences from ProbLog): equal in order too
    got = _answers("t(L) :- compare(L, 'abc', abc).\nt(x) :- 'abc' == abc.\nquery(t(_)).\n")
    assert got == {"t('=')": 1.0, "t(x)": 1.0}


def test_sorting_probabilistic_scores_of_different_lengths():
    # worlds: 12 (0.6) and 9 (0.7) and 100 (0.5); sort gives [100, 12, 9] when all three hold
    got = _answers("0.6::s(12). 0.7::s(9). 0.5::s(100).\n"
                   "r(S) :- findall(X, s(X), L), sort(L, S).\nquery(r(_)).\n")
    assert got["r([100, 12, 9])"] == pytest.approx(0.6 * 0.7 * 0.5, abs=1e-12)
    assert got["r([100, 9])"] == pytest.approx(0.4 * 0.7 * 0.5, abs=1e-12)
    assert got["r([12, 9])"] == pytest.approx(0.6 * 0.7 * 0.5, abs=1e-12)


@pytest.mark.parametrize("goal", [
    "plus(2, 1, 0.6)",          # (engine_builtin._builtin_plus: modes of integers)
    "plus(1.0, 1, X)",
    "subquery(a, 3)",           # the probability must be unbound
    "subquery(a, P, [])",
    "findall(X, member(X, [a]), b)",
    "all(X, member(X, [a]), 7)",
    "findall(X, member(X, [a]), [a|b])",
])
def test_call_mode_errors(goal):
    program = ("0.5::a.\nmember(X, [X|_]).\nmember(X, [_|T]) :- member(X, T).\n"
               f"t :- {goal}.\nquery(t).\n")
    if goal == "subquery(a, P, [])":  # a valid call: P is 0.5
        assert _answers(program) == {"t": 1.0}
        return
    with pytest.raises(NesyError, match="CallModeError") as info:
        _answers(program)
    assert info.value.line == 4


def test_findall_with_a_partial_list_result():
    # the result may be a partial list (mode *cl): [X|_] binds the first solution
    got = _answers("0.5::i(a). 0.4::i(b).\nf(X) :- findall(I, i(I), [X|_]).\nquery(f(_)).\n")
    assert got == pytest.approx({"f(a)": 0.5, "f(b)": 0.5 * 0.4}, abs=1e-12)


AD_FINDALL = (":- use_module(library(lists)).\n"
              "1/3::c(1); 1/3::c(2); 1/3::c(3).\n"
              "r2(X, Y) :- c(X), findall(Z, c(Z), L), sum_list(L, Y).\n"
              "evidence(c(2), true).\n")


@pytest.mark.xfail(strict=True, reason="left: nesylang counts the earlier query's findall/3 copy as made "
                   "(a first attempt, in GroundProgram.falsified, broke hunt6_findall_ad_evidence_two_lists)")
def test_an_outcome_an_earlier_query_never_reached_is_made_first_by_the_later_call():
    # query r2(3, _) stops at c(3) (excluded: FALSE), so its findall never runs there; the
    # open call c(X) of r2(_, _) then makes c(1) first, FALSE: no r2(1, _) answer (before: all
    # listed with 0). r2(2, S) lists each sum its copies give (findall's copies are outside the
    # AD's constraint), r2(3, S) with 0 (problog's output for this program)
    got = _answers(AD_FINDALL + "query(r2(3, _)).\nquery(r2(_, _)).\n")
    assert not any(k.startswith("r2(1,") for k in got)
    assert {k for k in got if k.startswith("r2(2,")} == {f"r2(2,{s})" for s in range(7)}
    assert got["r2(2,2)"] == pytest.approx(1.0, abs=1e-9)
    assert all(v == 0.0 for k, v in got.items() if k != "r2(2,2)")


NEG_CYCLE = ("0.4::a. 0.25::b. 0.25::c. 0.4::d. 0.5::e.\n"
             "x0 :- c.\nx0 :- \\+ b, c, a.\nx1 :- c, b.\nx1 :- \\+ x0.\n"
             "0.3::x2 :- d, \\+ x1, c.\nx0 :- x2, c.\n")


def test_a_negative_cycle_behind_a_literal_the_evidence_makes_false_is_not_reached():
    # ProbLog grounds the queries after propagating evidence(d, false): x2's body stops at d,
    # so x1 :- \+ x0 is never reached inside x0's own evaluation. x0 = c (b, a only add worlds
    # where c holds): 0.25; x1 = c, b or \+ x0: 0.25 * 0.25 + 0.75 = 0.8125 (problog's output)
    got = _answers(NEG_CYCLE + "evidence(d, false).\nquery(x0).\nquery(x1).\nquery(x2).\n")
    assert got == pytest.approx({"x0": 0.25, "x1": 0.8125, "x2": 0.0}, abs=1e-12)


@pytest.mark.parametrize("extra", ["", "evidence(d, true).\n", "evidence(d, false).\nx2 :- e, \\+ x1.\n"])
def test_a_negative_cycle_reached_is_still_problogs_error(extra):
    # without the evidence, with d true, or with another way in (e is not decided): NegativeCycle
    # at x1 :- \+ x0 (line 5, column 7), as problog reports it
    with pytest.raises(NesyError, match="NegativeCycle") as info:
        _answers(NEG_CYCLE + extra + "query(x0).\n")
    assert (info.value.line, info.value.column) == (5, 7)


RULE_FINDALL = ("0.6::e(1).\n0.3::g.\n"
                "0.5::r(L) :- findall(X, e(X), L).\n"
                "0.7::t(L) :- findall(X, e(X), L), g.\n")


def test_a_probabilistic_rules_one_condition_body_is_looked_up():
    # ProbLog rewrites 0.5::r(L) :- B. as r(L) :- body_N(L), choice: body_N's answer is the
    # list condition alone (e(1) for [1], \+ e(1) for []), which EvalDefine looks up in the
    # propagated evidence: with e(1) true, r([]) is not listed (before: listed with 0)
    got = _answers(RULE_FINDALL + "evidence(e(1), true).\nquery(r(_)).\nquery(t(_)).\n")
    assert got == pytest.approx({"r([1])": 0.5, "t([1])": 0.7 * 0.3, "t([])": 0.0}, abs=1e-12)
    got = _answers(RULE_FINDALL + "evidence(e(1), false).\nquery(r(_)).\n")
    assert got == pytest.approx({"r([])": 0.5}, abs=1e-12)


def test_sort_with_a_bound_non_list_output_fails():
    # ProbLog's sort/2 mode is L*: a second argument that is not a list just fails to unify
    got = _answers("t(x) :- sort([b, a], foo).\nt(y) :- sort([b, a], 3).\nt(z) :- sort([b, a], [a|_]).\n"
                   "query(t(_)).\n")
    assert got == {"t(z)": 1.0}
