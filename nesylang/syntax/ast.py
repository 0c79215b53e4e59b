"""AST node types: frozen, typed dataclasses, each with a source span that equality ignores.

The AST is what the parser produces and the printer prints; it is separate from the runtime
term representation in :mod:`nesylang.logic.terms`. Tests compare whole trees:

>>> from nesylang.syntax.parser import parse_program
>>> parse_program("a :- b.").statements == (Clause((Head(Atom("a")),), Atom("b")),)
True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from ..source import Span


def _span() -> Span | None:
    return field(default=None, compare=False, repr=False, kw_only=True)  # type: ignore[return-value]


# ---- terms -----------------------------------------------------------------------------
# (every node class has a docstring: for one without, dataclass() writes one with
# inspect.signature, about 0.2 ms a class at every start-up)

@dataclass(frozen=True)
class Atom:
    """An atom: ``a``, ``'hello world'``."""
    name: str
    span: Span | None = _span()


@dataclass(frozen=True)
class Number:
    """An integer or a float: ``3``, ``0.5``."""
    value: int | float
    span: Span | None = _span()


@dataclass(frozen=True)
class String:
    """A double-quoted string: ``"abc"``."""
    value: str
    span: Span | None = _span()


@dataclass(frozen=True)
class Variable:
    """A variable: ``X``, ``_Y``, ``_``."""
    name: str
    span: Span | None = _span()


@dataclass(frozen=True)
class Compound:
    """A compound term: ``f(a, X)``, and an operator term such as ``X + 1``."""
    functor: str
    args: tuple["Term", ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class ListTerm:
    """``[a, b | T]``: items and an optional tail (None means ``[]``)."""

    items: tuple["Term", ...]
    tail: "Term | None" = None
    span: Span | None = _span()


@dataclass(frozen=True)
class RangeList:
    """``[Low..High]``: the integers from Low to High inclusive (expanded when loaded)."""

    low: "Term"
    high: "Term"
    span: Span | None = _span()


Term = Union[Atom, Number, String, Variable, Compound, ListTerm, RangeList]


# ---- statements ------------------------------------------------------------------------

@dataclass(frozen=True)
class Head:
    """One head atom of a clause, with its probability annotation (None: deterministic).

    The annotation is kept as a term: a number or expression (``0.3``, ``1/3``), ``t(P)``
    for a learnable probability, or ``nn(Net, Inputs[, Var[, Domain]])`` for a neural one.
    """

    atom: Term
    prob: Term | None = None
    span: Span | None = _span()


@dataclass(frozen=True)
class Clause:
    """A fact or rule; several heads make an annotated disjunction."""

    heads: tuple[Head, ...]
    body: Term | None = None
    span: Span | None = _span()


@dataclass(frozen=True)
class Directive:
    """``:- Goal.``: run at load time (use_module, consult, initialization)."""

    goal: Term
    span: Span | None = _span()


@dataclass(frozen=True)
class Query:
    """``?- Goal.``: a query statement (mostly typed at the REPL)."""

    goal: Term
    span: Span | None = _span()


@dataclass(frozen=True)
class ModeDecl:
    """A mode bias: ``#modeh``/``#modeb`` in ILASP form (``var(t)``, ``const(t)``) or Aleph
    form (``+t``, ``-t``, ``#t``). ``recall`` is an int, ``"*"`` or None."""

    kind: str  # "modeh" | "modeb"
    recall: int | str | None
    schema: Term
    options: tuple[str, ...] = ()
    style: str = "ilasp"  # "ilasp" | "aleph"
    span: Span | None = _span()


@dataclass(frozen=True)
class ConstantDecl:
    """``#constant(Type, Value).``"""

    type_name: str
    value: Term
    span: Span | None = _span()


@dataclass(frozen=True)
class TypeDecl:
    """``#type(Name, [Values...]).``: an Aleph-style type with its constants (a
    :class:`NumberRange` for a large ``[Low..High]``)."""

    name: str
    values: "tuple[Term, ...] | NumberRange"
    span: Span | None = _span()


class NumberRange:
    """The values of ``#type(n, [Low..High])`` when there are many: the Numbers from Low to
    High, made one at a time, so that a type of 10^8 integers loads at once. Reading them all
    (a learner enumerating the type's constants) past ``limit`` is a located error.

    >>> r = NumberRange(1, 10**8, 10)
    >>> len(r), r[2], r == NumberRange(1, 10**8, 10)
    (100000000, Number(value=3), True)
    >>> list(r)
    Traceback (most recent call last):
    ...
    nesylang.errors.DirectiveError: the type's range [1..100000000] has 100000000 values; a type has at most 10
    """

    __slots__ = ("low", "high", "limit", "span")

    def __init__(self, low: int, high: int, limit: int, span: Span | None = None):
        self.low, self.high, self.limit, self.span = low, high, limit, span

    def __len__(self) -> int:
        return max(0, self.high - self.low + 1)

    def __getitem__(self, i: int) -> Number:
        value = range(self.low, self.high + 1)[i]  # (an IndexError past the end, as a tuple gives)
        return Number(value, span=self.span)

    def __iter__(self):
        if len(self) > self.limit:
            from ..errors import DirectiveError

            raise DirectiveError(f"the type's range [{self.low}..{self.high}] has {len(self)} values; "
                                 f"a type has at most {self.limit}", self.span)
        return (Number(v, span=self.span) for v in range(self.low, self.high + 1))

    def __eq__(self, other) -> bool:
        if isinstance(other, NumberRange):
            return (self.low, self.high) == (other.low, other.high)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.low, self.high))

    def __repr__(self) -> str:
        return f"NumberRange({self.low}, {self.high})"


@dataclass(frozen=True)
class MaxVars:
    """``#maxv(N).``: the most variables a learned rule may use."""

    limit: int
    span: Span | None = _span()


@dataclass(frozen=True)
class BiasDecl:
    """``#bias("...").``: ILASP/FastLAS-style clingo text over each candidate rule's
    ``head(A)``, ``body(A)`` and ``body(naf(A))`` (used by the ``ffnsl`` learner)."""

    text: str
    span: Span | None = _span()


@dataclass(frozen=True)
class Option:
    """``key = value`` inside a learner, network or data specification."""

    key: str
    value: Term
    span: Span | None = _span()


@dataclass(frozen=True)
class LearnDirective:
    """``#learn Targets using Learner(key=value, ...).``"""

    targets: tuple[Term, ...]
    learner: str
    options: tuple[Option, ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class Declaration:
    """``#network(Name, Spec).``, ``#data(Name, Spec).``, ``#tensors(Name, Spec).``:
    a named resource whose Spec is ``kind(positional..., key=value...)``."""

    kind: str  # "network" | "data" | "tensors"
    name: str
    spec_kind: str
    args: tuple[Term, ...]
    options: tuple[Option, ...]
    span: Span | None = _span()


Statement = Union[Clause, Directive, Query, ModeDecl, ConstantDecl, TypeDecl, MaxVars,
                  LearnDirective, Declaration, BiasDecl]


@dataclass(frozen=True)
class Program:
    """A whole program: its statements in order."""
    statements: tuple[Statement, ...]
    span: Span | None = _span()
