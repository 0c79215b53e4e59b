"""hunt17: `=..` and atom_number/2 with a bound second argument of the wrong type are ProbLog's
CallModeError, located at the call (found by mutating queries: `query(r1(r1))` for
`r1(X) :- T = (a xor b), T =.. X.`). ProbLog 2.3's modes: `=..` takes (var, fixed_list),
(nonvar, var) or (nonvar, list), a list whose tail is [] or unbound; atom_number/2 takes
(var, float|integer) or (atom, var|float|integer). Each case is checked against ProbLog itself,
which raises CallModeError, and the partial-list and number cases still answer in both."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

ERRORS = [  # (program, line of the call)
    ("r(X) :- T = (a xor b), T =.. X.\nquery(r(r1)).\n", 1),
    ("r(X) :- f(a) =.. [f|X].\nquery(r(foo)).\n", 1),
    ("r(X) :- T = g(1), T =.. X.\nquery(r([g|b])).\n", 1),
    ("n(X) :- atom_number('12', X).\nquery(n(abc)).\n", 1),
    ("n(X) :- atom_number(abc, X).\nquery(n(f(x))).\n", 1),
]

ANSWERS = [  # (program, {answer: probability}), hand-derived
    ("r(X) :- f(a, b) =.. [f|X].\nquery(r(_)).\n", {"r([a, b])": 1.0}),
    ("r(X) :- f(a) =.. [F|X], F == f.\nquery(r([a])).\n", {"r([a])": 1.0}),
    ("n(X) :- atom_number('7', X).\nquery(n(7)).\nquery(n(8)).\n", {"n(7)": 1.0, "n(8)": 0.0}),
]


@pytest.mark.parametrize("text,line", ERRORS)
def test_call_mode_error_as_problog(text, line, tmp_path):
    with pytest.raises(NesyError) as err:
        Program.from_string(text).run_queries()
    assert "(ProbLog: CallModeError)" in str(err.value)
    assert f"<string>:{line}:" in str(err.value)
    problog = pytest.importorskip("problog")
    from problog.engine_builtin import CallModeError
    from problog.program import PrologString
    with pytest.raises(CallModeError):
        problog.get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()


@pytest.mark.parametrize("text,expected", ANSWERS)
def test_valid_modes_answer(text, expected):
    got = {a.atom: a.probability for a in Program.from_string(text).run_queries()}
    assert got == pytest.approx(expected)


# A probabilistic answer left non-ground, with no evidence to decide it, is ProbLog's
# NonGroundQuery at that query, raised before the next query is grounded (found by wrapping
# sort/2 in \+ \+: the next query's last/2 on the unbound list does not terminate)
NONGROUND_FIRST = """0.5::score(ann, 3).
0.5::score(bob, 1).
score(cal, 2).
ranked(S) :- findall(V-P, score(P, V), L), \\+ \\+ (sort(L, S)).
best(P) :- ranked(S), last(S, _-P).
:- use_module(library(lists)).
query(ranked(_)).
query(best(_)).
"""


def test_nonground_query_raised_before_the_next_query():
    import time
    start = time.process_time()
    with pytest.raises(NesyError) as err:
        Program.from_string(NONGROUND_FIRST).run_queries()
    assert "(ProbLog: NonGroundQuery)" in str(err.value)
    assert "<string>:7:" in str(err.value)  # the first query, not the second
    assert time.process_time() - start < 30
    problog = pytest.importorskip("problog")
    from problog.errors import NonGroundQuery
    from problog.program import PrologString
    with pytest.raises(NonGroundQuery):
        problog.get_evaluatable().create_from(PrologString(NONGROUND_FIRST), propagate_evidence=True).evaluate()


@pytest.mark.parametrize("goal", ["is_set(_)", "is_set(foo)", "is_set([a|_])",
                                  "list_to_set(_, _)", "list_to_set(foo, _)", "list_to_set([a|_], _)"])
def test_lists_of_no_proper_list_is_call_mode_error(goal):
    """library(lists)'s is_set/1 is ProbLog's `sort(List, Set), same_length(List, Set)`, and its
    list_to_set/2 starts with `length(List, Len)`: both take a proper list only (found by freeing
    a query's argument, `query(is_set(_))`; list_to_set/2 with an unbound list did not terminate)."""
    text = f":- use_module(library(lists)).\nq :- {goal}.\nquery(q).\n"
    with pytest.raises(NesyError) as err:
        Program.from_string(text).run_queries()
    assert "(ProbLog: CallModeError)" in str(err.value)
    problog = pytest.importorskip("problog")
    from problog.engine_builtin import CallModeError
    from problog.program import PrologString
    with pytest.raises(CallModeError):
        problog.get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()
