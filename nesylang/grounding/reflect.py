"""Stage 3 helper: ``clause/2`` and ``clause/3``, the program's clauses read back as terms.

ProbLog's ``clause(Head, Body)`` enumerates the clauses whose head unifies with ``Head`` (a
callable term), in program order; a fact's body is ``true``, and a probabilistic clause's
body is its body without the probability. ``clause(Head, Body, P)`` adds the probability:
1.0 for a deterministic clause, the annotation for a probabilistic one (a list of them for
an annotated disjunction's heads is not given: each head is its own clause here). The
grounder (``Grounder._call``) answers these from the clause database: a compiled body (a
:class:`~nesylang.program.database.Goal` tree) is turned back into the term it came from,
renamed apart per clause.

>>> from nesylang.program.database import ClauseDB
>>> from nesylang.program.loader import add_clause
>>> from nesylang.syntax.parser import parse_program
>>> db = ClauseDB()
>>> _ = add_clause(db, parse_program("0.3::h(X) :- a(X), \\\\+ b.").statements[0], 0)
>>> [(h.functor, b.functor, str(b.args[1]), p) for h, b, p in clause_terms(db, ("h", 1))]
[('h', ',', '\\\\+(b)', 0.3)]
"""
from __future__ import annotations

from typing import Iterator

from ..logic.terms import Struct
from ..logic.unify import copy_term
from ..program.database import (BUILTIN, CALL, CHOICE, CONJ, DISJ, DYNCALL, FAIL, FINDALL, ITE, NOT,
                                TRUE as GOAL_TRUE, ClauseDB, Goal)

TRUE_ATOM = Struct("true")
FAIL_ATOM = Struct("fail")
# the predicates answered here: the grounder treats them as defined
# (and ProbLog's try_call/N, call/N that fails where the goal is undefined, possible/1, a goal's
# derivable answers with the weights ignored, and subquery/2,3,5, answered by the grounder's
# session callback; cmd_args/1, the session's command-line arguments)
REFLECTIVE = ({("clause", 2), ("clause", 3), ("possible", 1), ("subquery", 2), ("subquery", 3), ("subquery", 5),
               ("cmd_args", 1)}
              | {("try_call", n) for n in range(1, 9)})


def body_term(goal: Goal | None):
    """The body term a compiled goal was made from (its probabilistic choice left out)."""
    if goal is None:
        return TRUE_ATOM
    k = goal.kind
    if k in (CALL, BUILTIN, FINDALL):
        return goal.term
    if k == DYNCALL:
        return Struct("call", (goal.term,) + tuple(goal.extra)) if goal.extra else Struct("call", (goal.term,))
    if k == GOAL_TRUE:
        return TRUE_ATOM
    if k == FAIL:
        return FAIL_ATOM
    if k == NOT:
        return Struct("\\+", (body_term(goal.goals[0]),))
    if k == CONJ:
        parts = [body_term(g) for g in goal.goals if g.kind != CHOICE]
        if not parts:
            return TRUE_ATOM
        out = parts[-1]
        for p in reversed(parts[:-1]):
            out = Struct(",", (p, out))
        return out
    if k == DISJ:
        return Struct(";", (body_term(goal.goals[0]), body_term(goal.goals[1])))
    if k == ITE:
        cond, then, other = (body_term(g) for g in goal.goals)
        arrow = Struct("*->" if goal.extra else "->", (cond, then))
        # (C -> T) with no else branch: the loader's FAIL goal shares the construct's span
        return arrow if goal.goals[2].kind == FAIL and goal.goals[2].span is goal.span else Struct(";", (arrow, other))
    if k == CHOICE:
        return TRUE_ATOM
    raise AssertionError(f"unknown goal kind {k}")  # pragma: no cover


def _probability(goal: Goal | None, head_index: int | None):
    spec = None
    if goal is not None and goal.kind == CHOICE:
        spec = goal.extra[0]
    elif goal is not None and goal.kind == CONJ and goal.goals and goal.goals[-1].kind == CHOICE:
        spec = goal.goals[-1].extra[0]
    if spec is None or spec.neural is not None:
        return 1.0
    index = (goal if goal.kind == CHOICE else goal.goals[-1]).extra[1]
    return spec.weights[index].term


def clause_terms(db: ClauseDB, sig: tuple[str, int]) -> Iterator[tuple[Struct, object, object]]:
    """(head, body, probability) of each clause of ``sig``, in program order, renamed apart."""
    for c in db.clauses.get(sig, ()):
        copy = copy_term(Struct("$", (c.head, body_term(c.body), _probability(c.body, None))), {})
        yield copy.args
