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


INDEX_ABOVE = 8  # predicates with more clauses are indexed on their first argument


def _index_key(t) -> Any:
    """What a first argument must match (None: a variable, which matches anything)."""
    while type(t) is Var:
        if t.ref is None:
            return None
        t = t.ref
    if type(t) is Struct:
        return (t.functor, len(t.args))
    return (type(t), t)


@dataclass
class ClauseDB:
    """Clauses by signature, plus the program's declarations and learnable parameters."""

    clauses: dict[tuple[str, int], list[RClause]] = field(default_factory=dict)
    first_span: dict[tuple[str, int], Span | None] = field(default_factory=dict)
    parameters: dict[Any, float] = field(default_factory=dict)
    parameter_spans: dict[Any, Span | None] = field(default_factory=dict)
    libraries: set[str] = field(default_factory=set)
    next_clause_id: int = 0
    # first-argument indexes, built on first use: sig -> (clause list, its length, key -> positions,
    # positions of clauses whose first argument is a variable)
    _indexes: dict = field(default_factory=dict, repr=False, compare=False)

    def candidates(self, call: Struct, clauses: list[RClause]) -> list[RClause]:
        """The clauses of ``call``'s predicate whose head may unify with it, judged by the first
        argument, in program order (10^6 facts answer a ground query without trying each)."""
        if len(clauses) < INDEX_ABOVE or not call.args:
            return clauses
        key = _index_key(call.args[0])
        if key is None:
            return clauses
        sig = (call.functor, len(call.args))
        entry = self._indexes.get(sig)
        if entry is None or entry[0] is not clauses or entry[1] != len(clauses):
            by_key: dict[Any, list[int]] = {}
            open_: list[int] = []
            for i, c in enumerate(clauses):
                a = c.head.args[0]
                ta = type(a)
                if ta is int or ta is float:  # most facts: no call needed
                    k = (ta, a)
                elif ta is Struct:
                    k = (a.functor, len(a.args))
                else:
                    k = _index_key(a)
                if k is None:
                    open_.append(i)
                else:
                    hits = by_key.get(k)
                    if hits is None:
                        by_key[k] = [i]
                    else:
                        hits.append(i)
            entry = self._indexes[sig] = (clauses, len(clauses), by_key, open_)
        hits, open_ = entry[2].get(key, ()), entry[3]
        if not open_:
            return [clauses[i] for i in hits]
        import heapq

        return [clauses[i] for i in heapq.merge(hits, open_)]

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

    def remove(self, clause_ids: set[int]) -> None:
        """Drop the clauses with these ids (and their learnable parameters); a predicate left
        with no clause is dropped too. Used to replace learned clauses."""
        for sig in list(self.clauses):
            kept = [c for c in self.clauses[sig] if c.clause_id not in clause_ids]
            if len(kept) != len(self.clauses[sig]):
                if kept:
                    self.clauses[sig] = kept
                else:
                    del self.clauses[sig]
                    self.first_span.pop(sig, None)
        for key in [k for k in self.parameters if isinstance(k, tuple) and k and k[0] in clause_ids]:
            del self.parameters[key]
            self.parameter_spans.pop(key, None)

    def copy(self) -> "ClauseDB":
        """A copy whose clause lists can be extended without touching this one."""
        return ClauseDB({k: list(v) for k, v in self.clauses.items()}, dict(self.first_span),
                        dict(self.parameters), dict(self.parameter_spans), set(self.libraries),
                        self.next_clause_id)
