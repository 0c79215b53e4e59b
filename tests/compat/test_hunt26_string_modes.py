"""library(string)'s text arguments are atoms or strings, as ProbLog 2.3's mode `string` says
(found by hunt26 next to ProbLog's own test_string): a number there is ProbLog's CallModeError,
so nesylang's located error names it. The lines are counted by hand; ProbLog's error kind is
checked live where ProbLog is installed."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

CASES = [
    # str2lst/2 of an integer (a text of digits is fine: str2lst('42', L))
    (":- use_module(library(string)).\nt(L) :- str2lst(42, L).\nquery(t(_)).\n", 2),
    # join/3 with a number as the separator (numbers are fine as elements)
    (":- use_module(library(string)).\nt(A) :- join(1, [a, 2], A).\nquery(t(_)).\n", 2),
    # str2int/2 of a float
    (":- use_module(library(string)).\n0.5::c.\nt(N) :- c, str2int(1.5, N).\nquery(t(_)).\n", 3),
]
IDS = ["str2lst_integer", "join_integer_separator", "str2int_float"]


@pytest.mark.parametrize("text, line", CASES, ids=IDS)
def test_number_as_text_is_a_callmode_error(text, line):
    with pytest.raises(NesyError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert "CallModeError" in info.value.message
    assert info.value.span.line == line


@pytest.mark.parametrize("text, line", CASES, ids=IDS)
def test_problog_raises_callmode_error(text, line):
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.engine_builtin import CallModeError
    from problog.program import PrologString

    with pytest.raises(CallModeError):
        get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()
