"""ProbLog 2.3 behaviours checked by hunt16 (issue 14), against hand calculations.

1. A negative fact without a probability (``\\+ foo(a).``, ``not foo(a).``, ``\\+foo.``) is not a
   statement ProbLog takes: ``LogicProgram.add_statement`` (problog/program.py) raises
   ``GroundingError: Unexpected fact '\\+foo(a)'`` for a statement that is a negation, whether or
   not ``foo`` has other clauses. With a probability (``0.3::\\+ foo(a).``, ``1.0::\\+ foo(a).``) or a
   body (``\\+ foo(X) :- b.``, ``\\+ foo(a) :- true.``) it is a negative head literal: ``foo`` becomes
   ``foo_p`` and not ``foo_n``. ``not(foo(a)).``, written as a call, is a clause of not/1.
2. The order of a call's answers in a findall list, with probabilistic rules and facts (the
   clause index's order: heads ground at the call's last ground argument first).

The programs ``programs/hunt16_*.pl`` check the order against ProbLog itself; these run without it.
"""
from __future__ import annotations

import pytest

from nesylang.errors import GroundingError
from nesylang.session import Program


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


@pytest.mark.parametrize("statement, shown", [
    ("\\+ foo(a).", "\\+foo(a)"),
    ("not foo(a).", "not foo(a)"),
    ("\\+foo(a).", "\\+foo(a)"),
    ("\\+(foo(a)).", "\\+foo(a)"),
    ("\\+(X).", "\\+X"),
])
@pytest.mark.parametrize("before", ["0.5::foo(a).\n", "0.5::foo(b).\n", ""])
def test_a_negative_fact_without_probability_is_refused_where_it_stands(statement, shown, before):
    text = before + statement + "\nquery(foo(a)).\n"
    with pytest.raises(GroundingError) as err:
        answers(text)
    message = str(err.value)
    assert "ProbLog: GroundingError" in message and "Unexpected fact" in message
    assert shown in message and "X_0" not in message  # a variable by its written name
    line = 2 if before else 1
    assert (err.value.line, err.value.column) == (line, 1)


def test_a_negative_atom_fact_is_refused_too():
    with pytest.raises(GroundingError) as err:
        answers("0.5::foo.\n\\+foo.\nquery(foo).\n")
    assert (err.value.line, err.value.column) == (2, 1)
    assert "\\+foo " in str(err.value)


@pytest.mark.parametrize("negative, expected", [
    # foo(a) = foo_p(a) and not foo_n(a); foo_p(a) has 0.5
    ("0.3::\\+ foo(a).", 0.5 * 0.7),
    ("1.0::\\+ foo(a).", 0.0),
    ("\\+ foo(X) :- X = a.", 0.0),
    ("\\+ foo(a) :- true.", 0.0),
    ("0.2::\\+ foo(X) :- X = a.", 0.5 * 0.8),
    ("0.4::\\+ foo(X) :- X = a, h.\n0.5::h.", 0.5 * (1 - 0.4 * 0.5)),
    ("not(foo(a)).", 0.5),  # a clause of not/1, which no call reaches
])
def test_negative_heads_with_a_probability_or_a_body_are_taken(negative, expected):
    got = answers("0.5::foo(a).\n" + negative + "\nquery(foo(a)).\n")
    assert got["foo(a)"] == pytest.approx(expected, abs=1e-12)


def test_a_negative_fact_in_a_rule_body_is_a_negation():
    # \+ at the start of a continuation line is a body goal, not a statement
    got = answers("0.5::foo(a).\nq :-\n    \\+ foo(a).\nquery(q).\n")
    assert got["q"] == pytest.approx(0.5, abs=1e-12)


def test_first_answer_of_probabilistic_rules_and_facts_follows_the_index_order():
    # route(a, Y): the heads ground at a (0.4 c, 0.3 d by a rule, 0.2 e) come before the head
    # open there (0.5 b by a rule). First element: c 0.4; d 0.6*0.3; e 0.6*0.7*0.2; b 0.6*0.7*0.8*0.5
    text = ("0.5::route(X, Y) :- X = a, Y = b.\n0.4::route(a, c).\n"
            "0.3::route(a, Y) :- Y = d.\n0.2::route(a, e).\n"
            "firsts(F) :- findall(Y, route(a, Y), [F|_]).\nquery(firsts(_)).\n")
    got = answers(text)
    assert set(got) == {"firsts(c)", "firsts(d)", "firsts(e)", "firsts(b)"}
    assert got["firsts(c)"] == pytest.approx(0.4, abs=1e-12)
    assert got["firsts(d)"] == pytest.approx(0.6 * 0.3, abs=1e-12)
    assert got["firsts(e)"] == pytest.approx(0.6 * 0.7 * 0.2, abs=1e-12)
    assert got["firsts(b)"] == pytest.approx(0.6 * 0.7 * 0.8 * 0.5, abs=1e-12)


def test_a_partly_ground_compound_argument_is_not_an_index_key():
    # p(f(_), V) has no ground argument: program order; p(f(a), V) keys on f(a): the two facts
    # (ground there) first, then the two rules (open there)
    text = ("p(f(X), 1) :- X = a.\np(f(a), 2).\np(Z, 3) :- Z = f(a).\np(f(a), 4).\n"
            "l(L) :- findall(V, p(f(_), V), L).\nl2(L) :- findall(V, p(f(a), V), L).\n"
            "query(l(_)). query(l2(_)).\n")
    got = answers(text)
    assert got == {"l([1, 2, 3, 4])": pytest.approx(1.0), "l2([2, 4, 1, 3])": pytest.approx(1.0)}
