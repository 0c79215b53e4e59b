"""AST node types: frozen, typed dataclasses, each with a source span that equality ignores.

The AST is what the parser produces and the printer prints; it is separate from the runtime
term representation in :mod:`nesylang.logic.terms`. Tests compare whole trees:

>>> from nesylang.syntax.parser import parse_program
>>> parse_program("a :- b.").statements == (Clause((Head(Atom("a")),), Atom("b")),)
True
"""
from __future__ import annotations

from dataclasses import field
from typing import Union

from ..source import Span
from ..util.records import record, set_field as _set


def _span() -> Span | None:
    return field(default=None, compare=False, repr=False, kw_only=True)  # type: ignore[return-value]


# Every node class is a frozen record (see nesylang.util.records): dataclass(frozen=True)
# compiled 5 to 6 methods a class with exec, 120 for the AST, about 7.5 ms of every start-up.
# Each class writes out its __init__ (with the fields' defaults), __eq__ and __hash__ (over the
# compared fields as a tuple, as dataclass() makes them, and as fast); tests/test_startup25_ast_nodes.py
# checks them all against real frozen dataclasses.
_node = record(frozen=True)


# ---- terms -----------------------------------------------------------------------------
# (every node class has a docstring: for one without, dataclass() writes one with
# inspect.signature, about 0.2 ms a class at every start-up)

@_node
class Atom:
    """An atom: ``a``, ``'hello world'``."""
    name: str
    span: Span | None = _span()

    def __init__(self, name: str, *, span: Span | None = None) -> None:
        _set(self, "name", name)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.name,) == (other.name,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.name,))


@_node
class Number:
    """An integer or a float: ``3``, ``0.5``."""
    value: int | float
    span: Span | None = _span()

    def __init__(self, value: int | float, *, span: Span | None = None) -> None:
        _set(self, "value", value)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.value,) == (other.value,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.value,))


@_node
class String:
    """A double-quoted string: ``"abc"``."""
    value: str
    span: Span | None = _span()

    def __init__(self, value: str, *, span: Span | None = None) -> None:
        _set(self, "value", value)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.value,) == (other.value,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.value,))


@_node
class Variable:
    """A variable: ``X``, ``_Y``, ``_``."""
    name: str
    span: Span | None = _span()

    def __init__(self, name: str, *, span: Span | None = None) -> None:
        _set(self, "name", name)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.name,) == (other.name,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.name,))


@_node
class Compound:
    """A compound term: ``f(a, X)``, and an operator term such as ``X + 1``."""
    functor: str
    args: tuple["Term", ...]
    span: Span | None = _span()

    def __init__(self, functor: str, args: tuple[Term, ...], *, span: Span | None = None) -> None:
        _set(self, "functor", functor)
        _set(self, "args", args)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.functor, self.args) == (other.functor, other.args)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.functor, self.args))


@_node
class ListTerm:
    """``[a, b | T]``: items and an optional tail (None means ``[]``)."""

    items: tuple["Term", ...]
    tail: "Term | None" = None
    span: Span | None = _span()

    def __init__(self, items: tuple[Term, ...], tail: Term | None = None, *,
                 span: Span | None = None) -> None:
        _set(self, "items", items)
        _set(self, "tail", tail)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.items, self.tail) == (other.items, other.tail)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.items, self.tail))


@_node
class RangeList:
    """``[Low..High]``: the integers from Low to High inclusive (expanded when loaded)."""

    low: "Term"
    high: "Term"
    span: Span | None = _span()

    def __init__(self, low: Term, high: Term, *, span: Span | None = None) -> None:
        _set(self, "low", low)
        _set(self, "high", high)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.low, self.high) == (other.low, other.high)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.low, self.high))


Term = Union[Atom, Number, String, Variable, Compound, ListTerm, RangeList]


# ---- statements ------------------------------------------------------------------------

@_node
class Head:
    """One head atom of a clause, with its probability annotation (None: deterministic).

    The annotation is kept as a term: a number or expression (``0.3``, ``1/3``), ``t(P)``
    for a learnable probability, or ``nn(Net, Inputs[, Var[, Domain]])`` for a neural one.
    """

    atom: Term
    prob: Term | None = None
    span: Span | None = _span()

    def __init__(self, atom: Term, prob: Term | None = None, *, span: Span | None = None) -> None:
        _set(self, "atom", atom)
        _set(self, "prob", prob)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.atom, self.prob) == (other.atom, other.prob)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.atom, self.prob))


@_node
class Clause:
    """A fact or rule; several heads make an annotated disjunction."""

    heads: tuple[Head, ...]
    body: Term | None = None
    span: Span | None = _span()

    def __init__(self, heads: tuple[Head, ...], body: Term | None = None, *,
                 span: Span | None = None) -> None:
        _set(self, "heads", heads)
        _set(self, "body", body)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.heads, self.body) == (other.heads, other.body)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.heads, self.body))


@_node
class Directive:
    """``:- Goal.``: run at load time (use_module, consult, initialization)."""

    goal: Term
    span: Span | None = _span()

    def __init__(self, goal: Term, *, span: Span | None = None) -> None:
        _set(self, "goal", goal)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.goal,) == (other.goal,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.goal,))


@_node
class Query:
    """``?- Goal.``: a query statement (mostly typed at the REPL)."""

    goal: Term
    span: Span | None = _span()

    def __init__(self, goal: Term, *, span: Span | None = None) -> None:
        _set(self, "goal", goal)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.goal,) == (other.goal,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.goal,))


@_node
class ModeDecl:
    """A mode bias: ``#modeh``/``#modeb`` in ILASP form (``var(t)``, ``const(t)``) or Aleph
    form (``+t``, ``-t``, ``#t``). ``recall`` is an int, ``"*"`` or None."""

    kind: str  # "modeh" | "modeb"
    recall: int | str | None
    schema: Term
    options: tuple[str, ...] = ()
    style: str = "ilasp"  # "ilasp" | "aleph"
    span: Span | None = _span()

    def __init__(self, kind: str, recall: int | str | None, schema: Term,
                 options: tuple[str, ...] = (), style: str = "ilasp", *, span: Span | None = None) -> None:
        _set(self, "kind", kind)
        _set(self, "recall", recall)
        _set(self, "schema", schema)
        _set(self, "options", options)
        _set(self, "style", style)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return ((self.kind, self.recall, self.schema, self.options, self.style)
                    == (other.kind, other.recall, other.schema, other.options, other.style))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.recall, self.schema, self.options, self.style))


@_node
class ConstantDecl:
    """``#constant(Type, Value).``"""

    type_name: str
    value: Term
    span: Span | None = _span()

    def __init__(self, type_name: str, value: Term, *, span: Span | None = None) -> None:
        _set(self, "type_name", type_name)
        _set(self, "value", value)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.type_name, self.value) == (other.type_name, other.value)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.type_name, self.value))


@_node
class TypeDecl:
    """``#type(Name, [Values...]).``: an Aleph-style type with its constants (a
    :class:`NumberRange` for a large ``[Low..High]``)."""

    name: str
    values: "tuple[Term, ...] | NumberRange"
    span: Span | None = _span()

    def __init__(self, name: str, values: tuple[Term, ...] | NumberRange, *,
                 span: Span | None = None) -> None:
        _set(self, "name", name)
        _set(self, "values", values)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.name, self.values) == (other.name, other.values)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.name, self.values))


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


@_node
class MaxVars:
    """``#maxv(N).``: the most variables a learned rule may use."""

    limit: int
    span: Span | None = _span()

    def __init__(self, limit: int, *, span: Span | None = None) -> None:
        _set(self, "limit", limit)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.limit,) == (other.limit,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.limit,))


@_node
class BiasDecl:
    """``#bias("...").``: ILASP/FastLAS-style clingo text over each candidate rule's
    ``head(A)``, ``body(A)`` and ``body(naf(A))`` (used by the ``ffnsl`` learner)."""

    text: str
    span: Span | None = _span()

    def __init__(self, text: str, *, span: Span | None = None) -> None:
        _set(self, "text", text)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.text,) == (other.text,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.text,))


@_node
class Option:
    """``key = value`` inside a learner, network or data specification."""

    key: str
    value: Term
    span: Span | None = _span()

    def __init__(self, key: str, value: Term, *, span: Span | None = None) -> None:
        _set(self, "key", key)
        _set(self, "value", value)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.key, self.value) == (other.key, other.value)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.key, self.value))


@_node
class LearnDirective:
    """``#learn Targets using Learner(key=value, ...).``"""

    targets: tuple[Term, ...]
    learner: str
    options: tuple[Option, ...]
    span: Span | None = _span()

    def __init__(self, targets: tuple[Term, ...], learner: str, options: tuple[Option, ...], *,
                 span: Span | None = None) -> None:
        _set(self, "targets", targets)
        _set(self, "learner", learner)
        _set(self, "options", options)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return ((self.targets, self.learner, self.options)
                    == (other.targets, other.learner, other.options))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.targets, self.learner, self.options))


@_node
class Declaration:
    """``#network(Name, Spec).``, ``#data(Name, Spec).``, ``#tensors(Name, Spec).``:
    a named resource whose Spec is ``kind(positional..., key=value...)``."""

    kind: str  # "network" | "data" | "tensors"
    name: str
    spec_kind: str
    args: tuple[Term, ...]
    options: tuple[Option, ...]
    span: Span | None = _span()

    def __init__(self, kind: str, name: str, spec_kind: str, args: tuple[Term, ...],
                 options: tuple[Option, ...], *, span: Span | None = None) -> None:
        _set(self, "kind", kind)
        _set(self, "name", name)
        _set(self, "spec_kind", spec_kind)
        _set(self, "args", args)
        _set(self, "options", options)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return ((self.kind, self.name, self.spec_kind, self.args, self.options)
                    == (other.kind, other.name, other.spec_kind, other.args, other.options))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.name, self.spec_kind, self.args, self.options))


Statement = Union[Clause, Directive, Query, ModeDecl, ConstantDecl, TypeDecl, MaxVars,
                  LearnDirective, Declaration, BiasDecl]


@_node
class Program:
    """A whole program: its statements in order."""
    statements: tuple[Statement, ...]
    span: Span | None = _span()

    def __init__(self, statements: tuple[Statement, ...], *, span: Span | None = None) -> None:
        _set(self, "statements", statements)
        _set(self, "span", span)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.statements,) == (other.statements,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.statements,))
