"""The third ProbLog-compatibility hunt (issue 14): behaviour that the answer corpus of
``test_compat.py`` cannot see (printed output, error messages) or that it checks only through
ProbLog, with expectations derived by hand from ProbLog 2.3's documented and observed behaviour:

- write/1 names the unbound variables of one call ``X1``, ``X2``, ... in order of first
  occurrence across its arguments (ProbLog's engine numbers a builtin call's variables at the
  call; ``term2str`` prints variable -k as ``Xk``), so each call starts again at ``X1``.
- a float literal is kept as ProbLog's ``Constant`` keeps every float: rounded to 15 decimal
  places (``round(1e-20, 15) == 0.0``, ``round(0.30000000000000004, 15) == 0.3``).
- a builtin that ProbLog checks with its call modes names ProbLog's CallModeError in its error.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


def _answers(text: str) -> dict:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def test_write_names_variables_per_call(capsys):
    _answers("show(X) :- write(X), nl, write(f(X, Y, X)), nl, write(Y), nl, write(g(Z, Y)), nl,"
             " write(X, Z), nl, X = 1.\nquery(show(_)).\n")
    assert capsys.readouterr().out.splitlines() == ["X1", "f(X1,X2,X1)", "X1", "g(X1,X2)", "X1 X2"]


def test_writeln_of_a_partly_bound_term(capsys):
    _answers("w :- A = f(B), writeln(A-B-C).\nquery(w).\n")
    assert capsys.readouterr().out.splitlines() == ["f(X1)-X1-X2"]


def test_float_literals_are_rounded_as_problog_keeps_them():
    got = _answers("t(1.0e-20).\nq :- t(X), X > 0.\n"
                   "r :- X = 0.30000000000000004, X =:= 0.3.\n"
                   "s(Y) :- Y is 1.0e-20 * 1.0e20.\n"
                   "u(X) :- X = 0.1234567890123456789.\n"
                   "query(q). query(r). query(s(_)). query(u(_)).\n")
    assert got == {"q": 0.0, "r": 1.0, "s(0.0)": 1.0, "u(0.123456789012346)": 1.0}


@pytest.mark.parametrize("goal", ["between(1, a, X)", "between(1.5, 3, X)", "succ(a, X)", "plus(a, 1, X)",
                                  "length(X, a)", "functor(X, f, a)", "arg(a, f(b), X)", "X =.. [1, 2]",
                                  "G = 3, call(G, X)"])
def test_call_mode_errors_name_problogs_error(goal):
    with pytest.raises(NesyError) as e:
        _answers(f"a(X) :- {goal}.\nquery(a(_)).\n")
    text = str(e.value)
    assert "(ProbLog: CallModeError)" in text and ":1:" in text


def test_a_functor_written_quoted_prints_as_written():
    # ProbLog 2.3 keeps the quotes of a quoted name, functors included, and prints such a term in
    # canonical form: t('hello'(world)), t('+'(1,2)), t('f'('k')); '.'(a, []) is the list [a] here
    # (a documented difference).
    got = _answers("t('hello'(world)). t('+'(1,2)). t('.'(a,[])).\n"
                   "t(X) :- X = 'f'(Y), Y = 'k'.\nquery(t(_)).\n")
    assert set(got) == {"t('hello'(world))", "t('+'(1,2))", "t([a])", "t('f'('k'))"}


def test_a_quoted_functor_is_the_same_functor():
    got = _answers("'hello'(world).\nq(X) :- hello(X).\nr(X) :- X is '+'(1, 2).\nquery(q(_)). query(r(_)).\n")
    assert got == {"q(world)": 1.0, "r(3)": 1.0}
