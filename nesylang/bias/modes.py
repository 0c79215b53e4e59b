"""Mode biases, stage one: a program's ``#modeh``/``#modeb``/``#type``/``#constant``/``#maxv``
declarations -> one typed :class:`Bias`, the same for both dialects.

ILASP writes ``var(t)`` and ``const(t)``; Aleph writes ``+t`` (an input: a variable the clause
already has), ``-t`` (an output: a new or existing variable) and ``#t`` (a constant). Both become
:class:`Placeholder` roles, so the learners never look at the surface syntax.

>>> from nesylang.session import Program
>>> p = Program.from_string('''
... #modeh(monk1(+robot)).
... #modeb(2, head_shape(+robot, #shape)).
... #type(shape, [round, square]).
... ''')
>>> bias = Bias.from_program(p.loaded)
>>> [str(m) for m in bias.heads + bias.bodies]
['modeh(monk1(+robot))', 'modeb(2, head_shape(+robot, #shape))']
>>> [str(v) for v in bias.values("shape")]
['round', 'square']
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import DirectiveError
from ..source import Span

# Placeholder roles: the two dialects' argument modes.
INPUT, OUTPUT, CONST, VAR = "+", "-", "#", "var"
_ROLES = {"+": INPUT, "-": OUTPUT, "#": CONST, "var": VAR, "const": CONST}

# Comparison literals are never negated (their negation is another comparison).
COMPARISONS = frozenset({"<", "=<", ">", ">=", "\\=", "=\\=", "=:=", "\\==", "=="})


@dataclass(frozen=True)
class Placeholder:
    """One argument of a mode schema: a role (``+``, ``-``, ``var``: variables; ``#``: a
    constant) and a type name."""

    role: str
    type: str

    @property
    def is_var(self) -> bool:
        return self.role != CONST

    def __str__(self) -> str:
        return f"{self.role}{self.type}" if self.role != VAR else f"var({self.type})"


@dataclass(frozen=True)
class Mode:
    """A head or body mode in typed form.

    ``args`` holds :class:`Placeholder` objects, or fixed runtime terms where the schema names
    a constant itself (``p(a, var(t))``). ``recall`` bounds how many literals of this mode one
    clause body may hold (None: unbounded, ``*``).
    """

    kind: str  # "head" | "body"
    predicate: str
    args: tuple[Any, ...]
    recall: int | None = None
    positive: bool = False
    anti_reflexive: bool = False
    symmetric: bool = False
    style: str = "ilasp"
    span: Span | None = field(default=None, compare=False, hash=False, repr=False)

    @property
    def signature(self) -> tuple[str, int]:
        return self.predicate, len(self.args)

    @property
    def is_comparison(self) -> bool:
        return self.predicate in COMPARISONS and len(self.args) == 2

    @property
    def negatable(self) -> bool:
        return not self.positive and not self.is_comparison

    def placeholders(self) -> list[Placeholder]:
        return [a for a in self.args if isinstance(a, Placeholder)]

    def __str__(self) -> str:
        from ..logic.terms import term_str

        def arg(a):
            if isinstance(a, Placeholder):
                return str(a)
            return term_str(a)

        body = f"{self.predicate}({', '.join(arg(a) for a in self.args)})" if self.args else self.predicate
        opts = [o for o, on in (("positive", self.positive), ("anti_reflexive", self.anti_reflexive),
                                ("symmetric", self.symmetric)) if on]
        recall = "" if self.recall is None else f"{self.recall}, "
        tail = f", ({', '.join(opts)})" if opts else ""
        return f"mode{'h' if self.kind == 'head' else 'b'}({recall}{body}{tail})"


@dataclass(frozen=True)
class Bias:
    """Everything a structure learner needs to know about its hypothesis space.

    ``types`` maps a type name to its constants in declaration order (``#type`` first, then
    ``#constant``); ``max_vars`` is ``#maxv`` (None when the program does not say).
    """

    heads: tuple[Mode, ...] = ()
    bodies: tuple[Mode, ...] = ()
    types: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    max_vars: int | None = None

    @classmethod
    def from_program(cls, loaded) -> "Bias":
        """The typed bias of a :class:`~nesylang.program.loader.LoadedProgram`."""
        from ..program.loader import VarMap, to_runtime
        from ..logic.terms import term_str

        heads, bodies = [], []
        for decl in loaded.modes:
            mode = _mode_of(decl)
            (heads if mode.kind == "head" else bodies).append(mode)
        values: dict[str, list[Any]] = {}
        seen: dict[str, set[str]] = {}
        for t in loaded.types:
            bucket = values.setdefault(t.name, [])
            for v in t.values:
                rt = to_runtime(v, VarMap())
                key = term_str(rt)
                if key not in seen.setdefault(t.name, set()):
                    seen[t.name].add(key)
                    bucket.append(rt)
        for c in loaded.constants:
            rt = to_runtime(c.value, VarMap())
            key = term_str(rt)
            if key not in seen.setdefault(c.type_name, set()):
                seen[c.type_name].add(key)
                values.setdefault(c.type_name, []).append(rt)
        max_vars = loaded.max_vars.limit if loaded.max_vars is not None else None
        return cls(tuple(heads), tuple(bodies), tuple((k, tuple(v)) for k, v in values.items()), max_vars)

    def values(self, type_name: str, span: Span | None = None) -> tuple[Any, ...]:
        """The constants of a type; a located error when it has none (``#t`` needs them)."""
        for name, vals in self.types:
            if name == type_name:
                if vals:
                    return vals
                break
        raise DirectiveError(f"type '{type_name}' has no constants; declare them with "
                             f"#type({type_name}, [...]) or #constant({type_name}, Value)", span)

    def head_modes(self, predicate: str, arity: int, span: Span | None = None) -> list[Mode]:
        """The head modes of a target; a located error when it has none."""
        out = [m for m in self.heads if m.signature == (predicate, arity)]
        if not out:
            declared = ", ".join(sorted({f"{m.predicate}/{len(m.args)}" for m in self.heads})) or "none"
            raise DirectiveError(f"no #modeh for {predicate}/{arity} (head modes declared: {declared})", span)
        return out

    def with_bodies(self, bodies) -> "Bias":
        """The same bias with other body modes (learners that invent predicates add some)."""
        return Bias(self.heads, tuple(bodies), self.types, self.max_vars)


def _mode_of(decl) -> Mode:
    """A parsed :class:`~nesylang.syntax.ast.ModeDecl` in typed form."""
    from ..program.loader import VarMap, to_runtime
    from ..syntax import ast

    schema = decl.schema
    if isinstance(schema, ast.Atom):
        predicate, raw_args = schema.name, ()
    elif isinstance(schema, ast.Compound):
        predicate, raw_args = schema.functor, schema.args
    else:  # pragma: no cover - the parser rejects these
        raise DirectiveError("a mode declaration needs an atom schema such as p(var(t))", decl.span)
    args: list[Any] = []
    for a in raw_args:
        if isinstance(a, ast.Compound) and a.functor in _ROLES and len(a.args) == 1:
            inner = a.args[0]
            if not isinstance(inner, ast.Atom):
                raise DirectiveError(f"'{a.functor}' takes a type name, e.g. {a.functor}(t)", a.span)
            args.append(Placeholder(_ROLES[a.functor], inner.name))
        elif isinstance(a, (ast.Atom, ast.Number, ast.String)):
            args.append(to_runtime(a, VarMap()))
        else:
            raise DirectiveError("a mode argument is var(t), const(t), +t, -t, #t or a constant", a.span)
    recall = None if decl.recall in (None, "*") else int(decl.recall)
    if recall is not None and recall < 1:
        raise DirectiveError("a mode's recall is a positive integer or *", decl.span)
    mode = Mode("head" if decl.kind == "modeh" else "body", predicate, tuple(args), recall,
                "positive" in decl.options, "anti_reflexive" in decl.options, "symmetric" in decl.options,
                decl.style, span=decl.span)
    if mode.symmetric:
        var_types = [p.type for p in mode.placeholders() if p.is_var]
        if len(var_types) < 2:
            raise DirectiveError("(symmetric) needs a mode with two variable arguments", decl.span)
        if var_types[0] != var_types[1]:  # swapping them would put a value in the other type's place
            raise DirectiveError(f"(symmetric) needs its two variable arguments of one type "
                                 f"(got {var_types[0]} and {var_types[1]})", decl.span)
    return mode
