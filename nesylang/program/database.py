"""Stage 2's output: the clause database (clauses by signature, compiled bodies, parameters).

A :class:`ClauseDB` holds runtime clauses keyed by ``(name, arity)``. Each clause body is
compiled once into a small goal tree (:class:`Goal`) so the grounder dispatches on a goal's
kind instead of re-inspecting terms. Probabilistic heads become ordinary clauses whose body
ends in a *choice* goal: ``0.3::h(X) :- b(X).`` is stored as ``h(X) :- b(X), <choice 0 of
group (clause, X)>``; the grounder turns a choice into a leaf of the ground program.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..logic.terms import Struct, Term, Var
from ..source import Span

# Goal kinds (small ints: the grounder's dispatch is a chain of identity tests on these).
CALL, BUILTIN, CONJ, DISJ, NOT, ITE, DYNCALL, CHOICE, TRUE, FAIL, FINDALL, FORALL = range(12)


@dataclass(eq=False)
class Goal:
    """One node of a compiled clause body.

    ``term``: the goal's term (templates share the clause's variables); ``goals``: sub-goals
    for conjunction, disjunction, negation and if-then-else; ``fn``: the builtin's function;
    ``extra``: call/N's extra arguments or a choice's :class:`ChoiceSpec`.
    """

    kind: int
    term: Any = None
    goals: tuple["Goal", ...] = ()
    fn: Callable | None = None
    extra: Any = None
    span: Span | None = None


@dataclass(eq=False)
class WeightSpec:
    """How to compute one head's probability: a term evaluated when the choice is grounded.

    kind is ``"fixed"`` (a number or an arithmetic expression), ``"param"`` (``t(P)``, stored
    in the program's parameter table under ``key``) or ``"neural"`` (``nn(...)``).
    """

    kind: str
    term: Term
    key: Any = None
    span: Span | None = None


@dataclass(eq=False)
class ChoiceSpec:
    """A probabilistic clause's choice: one independent categorical variable per grounding of
    ``variables`` (all the clause's variables, as in ProbLog), with one outcome per head."""

    clause_id: int
    variables: tuple[Var, ...]
    weights: tuple[WeightSpec, ...]
    heads: tuple[Term, ...]
    span: Span | None = None
    neural: Any = None  # for nn(...) heads: (net name term, inputs term, domain list)
    from_rule: bool = False  # the clause has a body


@dataclass(eq=False)
class RClause:
    """A runtime clause: head template, compiled body, and where it came from."""

    head: Struct
    body: Goal | None
    span: Span | None
    clause_id: int
    source_clause: int = -1  # the statement index in the program (for printing and editing)


@dataclass
class ClauseDB:
    """Clauses by signature, plus the program's declarations and learnable parameters."""

    clauses: dict[tuple[str, int], list[RClause]] = field(default_factory=dict)
    first_span: dict[tuple[str, int], Span | None] = field(default_factory=dict)
    parameters: dict[Any, float] = field(default_factory=dict)
    parameter_spans: dict[Any, Span | None] = field(default_factory=dict)
    libraries: set[str] = field(default_factory=set)
    next_clause_id: int = 0

    def add(self, clause: RClause) -> None:
        sig = (clause.head.functor, len(clause.head.args))
        bucket = self.clauses.get(sig)
        if bucket is None:
            self.clauses[sig] = bucket = []
            self.first_span[sig] = clause.span
        bucket.append(clause)

    def get(self, sig: tuple[str, int]) -> list[RClause] | None:
        return self.clauses.get(sig)

    def defines(self, sig: tuple[str, int]) -> bool:
        return sig in self.clauses

    def new_clause_id(self) -> int:
        self.next_clause_id += 1
        return self.next_clause_id

    def signatures(self) -> list[tuple[str, int]]:
        return sorted(self.clauses)

    def copy(self) -> "ClauseDB":
        """A copy whose clause lists can be extended without touching this one."""
        return ClauseDB({k: list(v) for k, v in self.clauses.items()}, dict(self.first_span),
                        dict(self.parameters), dict(self.parameter_spans), set(self.libraries),
                        self.next_clause_id)
