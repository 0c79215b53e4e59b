"""hunt19: `nth0/3` and `nth1/3` of an unbound or partial list are ProbLog's CallModeError (its
library's nth0/4 takes length/2 of the list's tail), where nesylang ran forever (found by
splitting a clause body: `aux(F, X, L) :- nth0(0, L, F).` called before L is built). Each
case is checked against ProbLog itself, which raises CallModeError; the proper-list cases
answer in both (hand-derived)."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

LISTS = ":- use_module(library(lists)).\n"

ERRORS = [  # programs whose call of nth0/3 or nth1/3 has no proper list
    "r(F) :- nth0(0, L, F), L = [a].\nquery(r(_)).\n",
    "r(F) :- nth1(1, [a|T], F), T = [].\nquery(r(_)).\n",
    "r(I) :- nth0(I, L, x).\nquery(r(_)).\n",
]

ANSWERS = [  # (program, {answer: probability}), hand-derived
    ("r(F) :- L = [a, b], nth0(1, L, F).\nquery(r(_)).\n", {"r(b)": 1.0}),
    ("r(I) :- nth1(I, [x, y, x], x).\nquery(r(_)).\n", {"r(1)": 1.0, "r(3)": 1.0}),
    ("0.4::p.\nr(F) :- p, nth0(0, [a], F).\nquery(r(_)).\n", {"r(a)": 0.4}),
]


@pytest.mark.parametrize("text", ERRORS)
def test_partial_list_is_call_mode_error_as_problog(text):
    with pytest.raises(NesyError) as err:
        Program.from_string(LISTS + text).run_queries()
    assert "(ProbLog: CallModeError)" in str(err.value)
    problog = pytest.importorskip("problog")
    from problog.engine_builtin import CallModeError
    from problog.program import PrologString
    with pytest.raises(CallModeError):
        problog.get_evaluatable().create_from(PrologString(LISTS + text), propagate_evidence=True).evaluate()


@pytest.mark.parametrize("text,expected", ANSWERS)
def test_proper_lists_answer(text, expected):
    got = {a.atom: a.probability for a in Program.from_string(LISTS + text).run_queries()}
    assert got == pytest.approx(expected)
