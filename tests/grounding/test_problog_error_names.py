"""Grounding errors that ProbLog 2.3 also raises name ProbLog's error, and are located.

* A negation whose outcome depends on itself (``a :- \\+ b. b :- \\+ a.``) is ProbLog's
  NegativeCycle, at the negation; a negation through recursion that is acyclic at the ground
  level (a game on an acyclic move graph) is answered, as ProbLog answers it.
* An unknown predicate's "did you mean" lists each close name once, although the program
  defines it at several arities.
"""
from __future__ import annotations

import pytest

from nesylang.errors import CompilationError, NesyNameError
from nesylang.session import Program


def test_negative_cycle_names_problog_error():
    program = Program.from_string("0.5::x.\na :- \\+ b, x.\nb :- \\+ a.\n", name="negcycle")
    with pytest.raises(CompilationError, match=r"ProbLog: NegativeCycle") as info:
        program.query("a")
    assert info.value.span is not None and info.value.span.line in (2, 3)


def test_ground_acyclic_negation_is_answered():
    # win(1) is certain (1 -> 0, and 0 has no move); win(2) holds iff the move 2 -> 0 is there
    # (the move 2 -> 1 leads to a win): 0.5; win(3) needs 3 -> 2 and a lost 2: 0.5 * 0.5.
    program = Program.from_string("""
        0.5::move(3, 2). 0.5::move(3, 1). move(2, 1). move(1, 0). 0.5::move(2, 0).
        win(X) :- move(X, Y), \\+ win(Y).
        """, name="nim")
    got = {a.atom: a.probability for a in program.query("win(X)")}
    assert got == pytest.approx({"win(3)": 0.25, "win(2)": 0.5, "win(1)": 1.0})


def test_did_you_mean_lists_a_name_once():
    program = Program.from_string("foo(1). foo(1, 2). foo(1, 2, 3).\nr :- fooo(1).\n", name="dym")
    with pytest.raises(NesyNameError) as info:
        program.query("r")
    message = str(info.value)
    assert "did you mean foo?" in message, message
