"""Arithmetic errors and calls in a mode ProbLog refuses name ProbLog's error kind, as issue 14 asks of
every error ProbLog has (found by session 25's hunt). The expected kinds are what ``problog FILE``
(ProbLog 2.3) reported for each program; the locations are the clause bodies, counted by hand."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


@pytest.mark.parametrize("body, problog", [
    ("X is 1/0", "ArithmeticError"),
    ("X is 1 mod 0", "ArithmeticError"),
    ("X is 1 rem 0", "ArithmeticError"),
    ("X is 1//0", "ArithmeticError"),
    ("X is 1.0/0", "ArithmeticError"),
    ("X is 0**(-1)", "ArithmeticError"),
    ("X is log(0)", "ArithmeticError"),
    ("X is sqrt(-1)", "ArithmeticError"),
    ("X is asin(2)", "ArithmeticError"),
    ("X is foo+1", "ArithmeticError"),
    ("call(G), X = G", "CallModeError"),
    ("compare(foo, 1, 2), X = 1", "CallModeError"),
    ("atom_number(A, X)", "CallModeError"),
    ("atom_number(f(x), X)", "CallModeError"),
    ("call(1), X = 1", "CallModeError"),
    ("findall(Y, 3, X)", "CallModeError"),
])
def test_error_names_problogs_kind(body, problog):
    text = f"t :- true.\np(X) :- {body}.\nquery(p(_)).\n"
    with pytest.raises(NesyError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert f"(ProbLog: {problog})" in info.value.message
    assert info.value.span.line == 2
