"""Clause-body arithmetic (``is/2`` and the comparisons) compiled to Python functions.

The grounder evaluates a goal such as ``S is DA + DB + C`` or ``S mod 10 =:= D`` once per
derivation that reaches it: multi-digit addition does so a few hundred times per template.
The general path (:func:`nesylang.logic.builtins.evaluate_template`) walks the expression
term on every call. Here each such goal is turned once into a straight-line Python function
of the clause's renaming ``env``, for the common case only: every leaf is a number or a clause
variable bound to a number, every operation a binary arithmetic function.

A compiled goal computes exactly what the general path computes (the same functions of
:data:`~nesylang.logic.builtins.BINARY`, the same bound on integers, the same binding of the
left-hand side, a float rounded as ProbLog rounds it). Whatever it does not handle (an unbound
variable, a variable bound to an expression or a non-number, a result the general path would
refuse, any error) makes it give up before it binds anything; the general path then evaluates the goal from scratch and
reports what it reports. ``compiled(goal)`` is None for a goal outside the common case.
"""
from __future__ import annotations

import weakref

from ..logic.builtins import BINARY
from ..logic.terms import FLOAT_DECIMALS, MAX_INT_BITS, Struct, Var
from ..logic.unify import instantiate, unify

_COMPARE = {"=:=": "==", "=\\=": "!=", "<": "<", ">": ">", "=<": "<=", ">=": ">="}
_INLINE = {"+": "+", "-": "-", "*": "*"}  # BINARY's lambdas for these are exactly the operators


class GiveUp(Exception):
    """Raised by a compiled goal outside the common case (nothing is bound by then)."""


def _number(v):
    """A clause variable's runtime value as a number, or GiveUp."""
    while type(v) is Var:
        v = v.ref
    tv = type(v)
    if tv is int or tv is float:
        return v
    raise GiveUp


_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_NOT_COMPILED = object()
_SEEN_ONCE = object()

# Generated sources by text -> their ``make`` function. A source depends only on the goal's
# shape (its constants, variables and functions are ``make``'s arguments), so every goal of one
# shape (``T0 is T - 1`` in any clause of any program loaded in this process) shares one
# compilation: Python's compile() costs 0.2-0.7 ms, more than a few general evaluations.
_SOURCES: dict[str, object] = {}
SOURCES_KEPT = 512


def compiled(goal):
    """The compiled function ``f(env, trail) -> bool`` of a builtin goal of a clause body
    (kept per goal), or None where the goal is not plain arithmetic, or where it is met for
    the first time: a goal evaluated once (most goals of a small program) is cheaper on the
    general path than compiled, so it is compiled when it is met a second time."""
    f = _CACHE.get(goal, None)
    if f is None:
        _CACHE[goal] = _SEEN_ONCE
        return None
    if f is _SEEN_ONCE:
        f = _compile(goal)
        _CACHE[goal] = _NOT_COMPILED if f is None else f
    return None if f is _NOT_COMPILED else f


class _Code:
    def __init__(self):
        self.lines: list[str] = []
        self.names: dict[str, object] = {"GiveUp": GiveUp, "_number": _number, "MAXB": MAX_INT_BITS,
                                         "Var": Var, "unify": unify, "instantiate": instantiate,
                                         "FLOAT_DECIMALS": FLOAT_DECIMALS}
        self.loaded: dict[Var, str] = {}

    def name(self, prefix: str, value) -> str:
        n = f"{prefix}{len(self.names)}"
        self.names[n] = value
        return n

    def expression(self, t) -> str | None:
        """Emit lines computing template term ``t``; the name holding its value, or None."""
        tt = type(t)
        if tt is int or tt is float:
            return self.name("c", t)
        if tt is Var:
            v = self.loaded.get(t)
            if v is None:
                key = self.name("k", t)
                v = self.loaded[t] = f"v{len(self.names)}"
                self.names[v] = None  # reserve the name
                self.lines.append(f"{v} = env.get({key})")
                self.lines.append(f"if type({v}) is not int:")  # a variable bound to a number, mostly
                self.lines.append(f"    {v} = {v}.ref if type({v}) is Var and type({v}.ref) is int else _number({v})")
            return v
        if tt is Struct and not t._ground and len(t.args) == 2 and t.functor in BINARY:
            a = self.expression(t.args[0])
            if a is None:
                return None
            b = self.expression(t.args[1])
            if b is None:
                return None
            r = f"r{len(self.names)}"
            self.names[r] = None
            op = _INLINE.get(t.functor)
            if op is not None:
                self.lines.append(f"{r} = {a} {op} {b}")
            else:
                self.lines.append(f"{r} = {self.name('f', BINARY[t.functor])}({a}, {b}, None)")
            self.lines.append(f"if type({r}) is int:")
            self.lines.append(f"    if {r}.bit_length() > MAXB: raise GiveUp")
            self.lines.append(f"elif type({r}) is not float: raise GiveUp")
            return r
        return None  # anything else (a unary function, a constant, a ground expression) goes the general way

    def function(self, result_lines: list[str]) -> object:
        body = "\n".join("        " + line for line in self.lines + result_lines)
        source = (f"def make({', '.join(self.names)}):\n"
                  f"    def f(env, trail):\n{body}\n"
                  f"    return f\n")
        make = _SOURCES.get(source)
        if make is None:
            scope: dict = {}
            exec(compile(source, "<nesylang arithmetic>", "exec"), scope)
            make = scope["make"]
            if len(_SOURCES) >= SOURCES_KEPT:
                del _SOURCES[next(iter(_SOURCES))]  # the oldest
            _SOURCES[source] = make
        return make(**self.names)


def _compile(goal):
    term = goal.term
    if type(term) is not Struct or len(term.args) != 2:
        return None
    code = _Code()
    left, right = term.args
    if term.functor == "is":
        value = code.expression(right)
        if value is None:
            return None
        # the bound float is rounded as ProbLog rounds it (terms.FLOAT_DECIMALS)
        code.lines.append(f"val = round({value}, FLOAT_DECIMALS) if type({value}) is float else {value}")
        value = "val"
        if type(left) is Var:
            key = code.name("k", left)
            vname = code.name("n", left.name)
            return code.function([
                f"x = env.get({key})",
                "if x is None:",  # the variable's first occurrence: a fresh variable, as instantiate makes it
                f"    x = env[{key}] = Var({vname})",
                f"    x.ref = {value}",
                "    trail.append(x)",
                "    return True",
                "if type(x) is Var and x.ref is None:",  # met again after backtracking: unbound
                f"    x.ref = {value}",
                "    trail.append(x)",
                "    return True",
                f"return unify(x, {value}, trail)",
            ])
        key = code.name("t", left)
        return code.function([f"return unify(instantiate({key}, env), {value}, trail)"])
    op = _COMPARE.get(term.functor)
    if op is None:
        return None
    a = code.expression(left)
    if a is None:
        return None
    b = code.expression(right)
    if b is None:
        return None
    return code.function([f"return {a} {op} {b}"])
