"""Unbound variables in answers are named as ProbLog 2.3 names them (nesylang.logic.varnames).

The expected names are derived by hand from ProbLog's engine (engine_unify.unify_call_return and
engine_stack.eval_clause: a query ``q(_)`` starts from the context [-1]; a clause's other slots
get the next numbers below the lowest in use; every body call renames the clause's unbound
variables below the lowest number, the call's result first, then the other slots in order;
``\\+`` passes its context on), and each was checked against ``problog FILE`` output.
"""
from __future__ import annotations

from nesylang.logic import varnames as V
from nesylang.session import Program


def answers(text: str, query: str) -> set[str]:
    return {a.atom for a in Program.from_string(text).query(query)}


def test_a_call_renames_every_unbound_variable_of_the_clause():
    # gen(L) :- length(L, 2).  context [-1]; length's result [A, B] -> -2, -3
    assert answers("gen(L) :- length(L, 2).", "gen(_)") == {"gen([X2, X3])"}
    # gen(L) :- length(L, 2), X = 1.  slots L, X = [-1, -2]; length: [-3, -4], X -> -5;
    # X = 1: L's -3, -4 -> -6, -7
    assert answers("gen(L) :- length(L, 2), X = 1.", "gen(_)") == {"gen([X6, X7])"}
    # gen(L) :- X = 1, length(L, 2).  X = 1: L -1 -> -3; length: -4, -5
    assert answers("gen(L) :- X = 1, length(L, 2).", "gen(_)") == {"gen([X4, X5])"}


def test_the_result_is_numbered_before_the_other_slots():
    # gen(A, L) :- length(L, 2).  [-1, -2]; length's result -> -3, -4; then A -> -5
    assert answers("gen(A, L) :- length(L, 2).", "gen(_, _)") == {"gen(X5,[X3, X4])"}


def test_facts_with_variables_are_clauses_with_the_body_true():
    program = "p(X, a).  r(X, f(Y, X)).  q(_, _)."
    assert answers(program, "p(_, _)") == {"p(X2,a)"}  # head [-1]; true: -1 -> -2
    assert answers(program, "q(A, A)") == {"q(X2,X2)"}
    assert answers(program, "r(g(Z), W)") == {"r(g(X3),f(X4,g(X3)))"}


def test_an_answer_reached_with_two_numberings_is_two_answers():
    program = "a(X) :- length(X, 1).\na(X) :- Y = 1, length(X, 1)."
    assert answers(program, "a(_)") == {"a([X2])", "a([X4])"}


def test_negation_passes_the_context_on_and_callers_renumber_results():
    program = """p(_, _).
        b(X, Y) :- p(X, Y).
        c(L) :- b(X, Y), L = [X, Y].
        d(L) :- \\+ fail, c(L)."""
    assert answers(program, "b(_, _)") == {"b(X3,X4)"}
    # c: slots L, X, Y = [-1, -2, -3]; b: X, Y -> -4, -5, L -> -6; L = [X, Y]: -> -7, -8
    assert answers(program, "c(_)") == {"c([X7, X8])"}
    assert answers(program, "d(_)") == {"d([X2, X3])"}


def test_the_replay_prints_nothing_twice(capsys):
    Program.from_string("t(X) :- write(hi), nl, X = [_].").query("t(_)")
    assert capsys.readouterr().out == "hi\n"


def test_call_return_follows_problogs_unify_call_return():
    # caller context [-1, -2] (L, X); call length(L, 2) in the callee's numbering [-1, 2];
    # its result [[-7, -8], 2] comes back as -3, -4, and X, not in the call, becomes -5
    two = V.from_term(2, None)
    call_args, translate = V.substitute_call_args([0, two], [-1, -2])
    assert call_args[0] == -1 and translate[-1] == -1
    result = [V.PT((".", 2), (-7, V.PT((".", 2), (-8, V.from_term(V.Struct("[]"), None))))), two]
    out = V.call_return(result, call_args, [-1, -2], translate, V.context_min_var([-1, -2]))
    assert out[0].args[0] == -3 and out[0].args[1].args[0] == -4 and out[1] == -5
