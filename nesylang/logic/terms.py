"""Runtime terms: what the grounder computes with (the AST has its own node types).

* :class:`Struct` is an atom (no arguments) or a compound term; hashable and immutable.
* Numbers are Python ``int`` and ``float``; strings are :class:`Str`.
* :class:`Var` is a logic variable. Its binding lives in the variable itself (``ref``) and is
  undone through the engine's trail, which keeps dereferencing to one attribute read.
* Lists are ``'.'(H, T)`` cells ending in ``[]``, as in ProbLog.

>>> term_str(make_list([1, Struct("a")]))
'[1, a]'
"""
from __future__ import annotations

import itertools
import re
from typing import Iterable, Iterator, Union


class Var:
    """A logic variable; ``ref`` is its binding (None while unbound)."""

    __slots__ = ("name", "ref", "id")
    _ids = itertools.count()

    def __init__(self, name: str = "_"):
        self.name = name
        self.ref: Term | None = None
        self.id = next(Var._ids)

    def __repr__(self) -> str:
        return f"_{self.name}{self.id}" if self.name == "_" else f"{self.name}_{self.id}"


class Str:
    """A double-quoted string literal."""

    __slots__ = ("value",)

    def __init__(self, value: str):
        self.value = value

    def __eq__(self, other) -> bool:
        return type(other) is Str and other.value == self.value

    def __hash__(self) -> int:
        return hash(("$str", self.value))

    def __repr__(self) -> str:
        return f"Str({self.value!r})"


class Struct:
    """An atom (``args == ()``) or a compound term ``functor(args...)``."""

    __slots__ = ("functor", "args", "_hash", "_ground")

    def __init__(self, functor: str, args: tuple = ()):
        self.functor = functor
        self.args = args
        self._hash: int | None = None
        # True when no variable occurs inside (so copying, resolving and variant keys can
        # return the term itself); False means "may contain variables".
        ground = True
        for a in args:
            ta = type(a)
            if ta is Struct:
                if not a._ground:
                    ground = False
                    break
            elif ta is Var:
                ground = False
                break
        self._ground = ground

    @property
    def arity(self) -> int:
        return len(self.args)

    @property
    def signature(self) -> tuple[str, int]:
        return (self.functor, len(self.args))

    def __eq__(self, other) -> bool:
        if self is other:
            return True
        if type(other) is not Struct or other.functor != self.functor:
            return False
        a, b = self.args, other.args
        if len(a) != len(b):
            return False
        for x, y in zip(a, b):
            if x is y:
                continue
            if type(x) is not type(y) or x != y:
                return False
        return True

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((self.functor, self.args))
        return h

    def __repr__(self) -> str:
        return term_str(self)


Term = Union[Struct, Var, Str, int, float]

NIL = Struct("[]")
TRUE_ATOM = Struct("true")
FALSE_ATOM = Struct("false")
EMPTY_TUPLE: tuple = ()


def atom(name: str) -> Struct:
    return Struct(name)


def make_list(items: Iterable[Term], tail: Term = NIL) -> Term:
    result = tail
    for item in reversed(list(items)):
        result = Struct(".", (item, result))
    return result


def is_number(t) -> bool:
    return (type(t) is int) or (type(t) is float)


def is_atom(t) -> bool:
    return type(t) is Struct and not t.args


def is_callable(t) -> bool:
    return type(t) is Struct


def list_items(t: Term) -> tuple[list[Term], Term]:
    """Items of a (dereferenced) list and its tail (``[]`` for a proper list)."""
    items = []
    t = deref(t)
    while type(t) is Struct and t.functor == "." and len(t.args) == 2:
        items.append(t.args[0])
        t = deref(t.args[1])
    return items, t


def deref(t):
    """Follow variable bindings to the term a variable stands for (iterative, so long chains are
    safe). Lives here, below unification, so that printing and list walking need no import of
    ``unify``."""
    while type(t) is Var:
        r = t.ref
        if r is None:
            return t
        t = r
    return t


# ---- printing ------------------------------------------------------------------------------

# Operators as the language prints them: name -> (priority, type).
INFIX_OPS: dict[str, tuple[int, str]] = {
    ":-": (1200, "xfx"), ";": (1100, "xfy"), "->": (1050, "xfy"), "*->": (1050, "xfy"),
    ",": (1000, "xfy"), "::": (1000, "xfx"),
    "=": (700, "xfx"), "\\=": (700, "xfx"), "==": (700, "xfx"), "\\==": (700, "xfx"),
    "@<": (700, "xfx"), "@>": (700, "xfx"), "@=<": (700, "xfx"), "@>=": (700, "xfx"),
    "=..": (700, "xfx"), "is": (700, "xfx"), "=:=": (700, "xfx"), "=\\=": (700, "xfx"),
    "<": (700, "xfx"), ">": (700, "xfx"), "=<": (700, "xfx"), ">=": (700, "xfx"),
    ":": (600, "xfy"),
    "+": (500, "yfx"), "-": (500, "yfx"), "/\\": (500, "yfx"), "\\/": (500, "yfx"), "xor": (500, "yfx"),
    "*": (400, "yfx"), "/": (400, "yfx"), "//": (400, "yfx"), "rem": (400, "yfx"), "mod": (400, "yfx"),
    "div": (400, "yfx"), "rdiv": (400, "yfx"), "<<": (400, "yfx"), ">>": (400, "yfx"),
    "**": (200, "xfx"), "^": (200, "xfy"),
}
PREFIX_OPS: dict[str, tuple[int, str]] = {"\\+": (900, "fy"), "-": (200, "fy"), "+": (200, "fy"), "\\": (200, "fy")}
_WORD_OPS = {"is", "xor", "rem", "mod", "div", "rdiv"}

_PLAIN_ATOM = re.compile(r"^[a-z][A-Za-z0-9_]*$")
_SYMBOL_ATOM = re.compile(r"^[+\-*/\\^<>=~:.?@#&$]+$")


def atom_str(name: str) -> str:
    """An atom's name as written in a program: quoted when it must be.

    >>> atom_str("a"), atom_str("hello world"), atom_str("[]"), atom_str("It's")
    ('a', "'hello world'", '[]', "'It\\\\'s'")
    """
    if _PLAIN_ATOM.match(name) or name in ("[]", "!", ";", "{}", ",") and name != ",":
        return name
    if _SYMBOL_ATOM.match(name) and name not in (".",):
        return name
    escaped = name.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n").replace("\t", "\\t")
    return f"'{escaped}'"


def _num_str(v) -> str:
    if type(v) is float:
        if v != v:
            return "nan"
        if v in (float("inf"), float("-inf")):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    return str(v)


def term_str(t: Term, max_priority: int = 1200) -> str:
    """Print a term as the language writes it, in ProbLog's conventions (``f(a,b)``, ``[1, 2]``),
    so answers read the same in both systems."""
    out: list[str] = []
    _write(deref(t), out, 999 if max_priority < 1200 else max_priority)
    return "".join(out)


def _write(t, out: list[str], max_p: int) -> None:
    t = deref(t)
    tt = type(t)
    if tt is int or tt is float:
        s = _num_str(t)
        if s.startswith("-") and max_p < 200:
            out.append(f"({s})")
        else:
            out.append(s)
        return
    if tt is Var:
        out.append(f"_{t.id}" if t.name == "_" else f"_{t.name}{t.id}")
        return
    if tt is Str:
        out.append('"' + t.value.replace("\\", "\\\\").replace('"', '\\"') + '"')
        return
    if tt is not Struct:  # pragma: no cover - foreign objects (e.g. tensors) print by repr
        out.append(repr(t))
        return
    name, args = t.functor, t.args
    if not args:
        s = atom_str(name)
        if (name in INFIX_OPS or name in PREFIX_OPS) and max_p < 1200:
            s = f"({s})" if not _PLAIN_ATOM.match(s) or name in _WORD_OPS else s
        out.append(s)
        return
    if name == "." and len(args) == 2:
        items, tail = list_items(t)
        out.append("[")
        for i, item in enumerate(items):
            if i:
                out.append(", ")
            _write(item, out, 999)
        if not (type(tail) is Struct and tail.functor == "[]" and not tail.args):
            out.append(" | ")
            _write(tail, out, 999)
        out.append("]")
        return
    if len(args) == 2 and name in INFIX_OPS:
        p, typ = INFIX_OPS[name]
        lp = p - 1 if typ[0] == "x" else p
        rp = p - 1 if typ[2] == "x" else p
        if p > max_p:
            out.append("(")
        _write(args[0], out, lp)
        if name == ",":
            out.append(", ")
        elif name in _WORD_OPS or name in ("->", ":-", "::", ";") or name.isalpha():
            out.append(f" {name} " if name in _WORD_OPS or name in (":-", "->") else name)
        else:
            out.append(name)
        right = deref(args[1])
        if name in ("-", "+") and (is_number(right) and right < 0 or
                                   (type(right) is Struct and len(right.args) == 1 and right.functor in PREFIX_OPS)):
            out.append(" ")
        _write(right, out, rp)
        if p > max_p:
            out.append(")")
        return
    if len(args) == 1 and name in PREFIX_OPS and name != "-" or (name == "-" and len(args) == 1 and not is_number(deref(args[0]))):
        p, typ = PREFIX_OPS[name]
        ap = p if typ == "fy" else p - 1
        if p > max_p:
            out.append("(")
        out.append(name)
        arg = deref(args[0])
        if name == "\\+" or (type(arg) is Struct and (arg.functor in PREFIX_OPS or arg.functor in INFIX_OPS) and len(arg.args) <= 2 and not (arg.args == () and _PLAIN_ATOM.match(arg.functor))):
            out.append(" ")
        _write(arg, out, ap)
        if p > max_p:
            out.append(")")
        return
    if name == "{}" and len(args) == 1:
        out.append("{")
        _write(args[0], out, 1200)
        out.append("}")
        return
    out.append(atom_str(name))
    out.append("(")
    for i, a in enumerate(args):
        if i:
            out.append(",")
        _write(a, out, 999)
    out.append(")")


def iter_vars(t: Term) -> Iterator[Var]:
    """The unbound variables of a term, in order of first occurrence (with repeats)."""
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            yield x
        elif type(x) is Struct and x.args:
            stack.extend(reversed(x.args))
