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

from ..errors import CyclicTermError, EvaluationError

# Integers are bounded so that no literal or arithmetic result can exhaust memory or time, and
# every integer prints and reads back inside Python's 4,300-digit string-conversion limit.
MAX_INT_BITS = 14_000
# Recursive walks check for a cycle once they are this deep (a finite term this deep is rare,
# so ordinary terms pay nothing but a depth count).
CYCLE_CHECK_DEPTH = 400
# ProbLog 2.3 rounds every float it makes a term of to 15 decimal places
# (``Constant.FLOAT_PRECISION``): `X is 1/3` binds 0.333333333333333, `X is 0.1 + 0.2` binds 0.3
# (so `X =:= 0.3` holds), `X is 1.0e-20` binds 0.0. nesylang rounds the results of is/2 and
# atom_number/2 the same way, so that computed answers print and compare as ProbLog's. Arithmetic
# inside one expression and the comparisons (`0.1 + 0.2 =:= 0.3` fails) are exact, as in ProbLog.
# Float literals are rounded the same way when a program is loaded (`t(1.0e-20)` holds 0.0, as in
# ProbLog); rounding twice changes nothing, so printed terms read back unchanged.
FLOAT_DECIMALS = 15


def problog_float(x: float) -> float:
    """A float as ProbLog keeps it in a term (rounded to :data:`FLOAT_DECIMALS` places).

    >>> problog_float(1 / 3), problog_float(0.1 + 0.2), problog_float(1e-20), problog_float(2.5e20)
    (0.333333333333333, 0.3, 0.0, 2.5e+20)
    """
    return round(x, FLOAT_DECIMALS)


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


class QuotedName(str):
    """An atom's name written between quotes (``'abc'``, ``'<'``). It is the same name, so the
    same atom (equal and hashed as the plain ``str``), and prints quoted, as ProbLog prints an
    atom it read quoted (``x('abc')``, ``cmp('<')``), since answers are compared as text. A
    functor written quoted is one too, and its term prints in canonical form as written
    (``'hello'(world)``, ``'+'(1,2)``), as ProbLog prints it; ``'.'(a, [])`` stays a list."""

    __slots__ = ()


class FunctionalName(str):
    """An operator's name written in functional notation (``-(a)``, ``+(1,2)``, ``:(a,b)``).
    It is the same functor (equal and hashed as the plain ``str``), and the term prints as it
    was written, as ProbLog prints it (``-(a)`` where ``- a`` prints ``-a``)."""

    __slots__ = ()


class OperatorName(str):
    """An operator's name taken apart by ``=..`` from a term written in operator form (``a-b =..
    [Op|_]``). It is the same name (equal and hashed as the plain ``str``); a term ``=..`` builds
    from it prints in operator form (``1-2``), as ProbLog's does (its reader keeps such a name
    quoted), where one built from a bare ``-`` prints ``-(1,2)``."""

    __slots__ = ()


_PRINTED_FUNCTIONAL = frozenset({"\\+", ":-", "."})  # printed as functors however written


def functional_name(name: str) -> str:
    """A functor as read from functional notation ``name(...)``: an operator's name is marked
    (:class:`FunctionalName`) so that the term prints as it was written."""
    if (name in INFIX_OPS or name in PREFIX_OPS) and name not in _PRINTED_FUNCTIONAL:
        return FunctionalName(name)
    return name


class Struct:
    """An atom (``args == ()``) or a compound term ``functor(args...)``."""

    __slots__ = ("functor", "args", "_hash", "_ground", "_local")

    def __init__(self, functor: str, args: tuple = ()):
        self.functor = functor
        self.args = args
        self._hash: int | None = None
        # (variables, variant key) of a term that is not ground, cached by the grounder's
        # tabling (nesylang.logic.unify.variant_key_vars); valid while those variables are unbound
        self._local: tuple | None = None
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
        # iterative, so that two lists of 10^5 items compare without deep recursion
        stack = [(self.args, other.args)]
        while stack:
            a, b = stack.pop()
            if len(a) != len(b):
                return False
            for x, y in zip(a, b):
                if x is y:
                    continue
                tx = type(x)
                if tx is not type(y):
                    return False
                if tx is Struct:
                    if x.functor != y.functor or (x._hash is not None and y._hash is not None
                                                  and x._hash != y._hash):
                        return False
                    stack.append((x.args, y.args))
                elif x != y:
                    return False
        return True

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = _hash_struct(self)
        return h

    def __repr__(self) -> str:
        return term_str(self)


def _hash_struct(t: Struct, depth: int = 0) -> int:
    """The hash of a Struct: shallow terms (most are) recursively, deeper ones through
    :func:`_hash_deep` (long lists nest past Python's recursion limit). Either gives
    ``hash((functor, argument hashes))``."""
    hashes = []
    for a in t.args:
        if type(a) is Struct:
            h = a._hash
            if h is None:
                h = _hash_struct(a, depth + 1) if depth < 32 else _hash_deep(a)
            hashes.append(h)
        else:
            hashes.append(hash(a))
    h = t._hash = hash((t.functor, tuple(hashes)))
    return h


def _hash_deep(t: Struct) -> int:
    """The hash of a Struct, computed bottom-up without recursion."""
    stack = [t]
    while stack:
        top = stack[-1]
        pending = [a for a in top.args if type(a) is Struct and a._hash is None]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if top._hash is None:
            top._hash = hash((top.functor, tuple(a._hash if type(a) is Struct else hash(a) for a in top.args)))
    return t._hash


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
    """Items of a (dereferenced) list and its tail (``[]`` for a proper list).

    A cyclic list (``L = [a|L]``) raises :class:`~nesylang.errors.CyclicTermError` (Brent's
    cycle detection: one identity test per cell).
    """
    items = []
    t = deref(t)
    saved = t
    power = steps = 1
    while type(t) is Struct and t.functor == "." and len(t.args) == 2:
        items.append(t.args[0])
        t = deref(t.args[1])
        if t is saved:
            raise CyclicTermError("cyclic term: a list whose tail is the list itself "
                                  "(type_error(list, ...))")
        if steps == power:
            saved = t
            power <<= 1
            steps = 0
        steps += 1
    return items, t


def is_acyclic(t: Term) -> bool:
    """True when ``t`` is a finite term (no variable is bound to a term containing itself).

    Iterative depth-first search that marks the compound terms on the current path; a ground
    compound holds no variable and so no cycle, and is skipped.

    >>> X = Var("X"); X.ref = Struct("f", (X,))
    >>> is_acyclic(Struct("g", (1, X))), is_acyclic(Struct("g", (1, Var())))
    (False, True)
    """
    t = deref(t)
    if type(t) is not Struct or t._ground:
        return True
    state = {id(t): 1}  # 1: on the path, 2: done
    stack = [(t, iter(t.args))]
    while stack:
        node, it = stack[-1]
        for a in it:
            a = deref(a)
            if type(a) is Struct and not a._ground:
                s = state.get(id(a))
                if s == 1:
                    return False
                if s is None:
                    state[id(a)] = 1
                    stack.append((a, iter(a.args)))
                    break
        else:
            state[id(node)] = 2
            stack.pop()
    return True


def check_acyclic(t: Term, what: str = "term") -> None:
    """Raise :class:`~nesylang.errors.CyclicTermError` (unlocated; the caller adds the goal's
    span) when ``t`` is cyclic."""
    if not is_acyclic(t):
        raise CyclicTermError(f"cyclic {what}: a variable is bound to a term that contains it "
                              "(as after X = f(X)); it has no finite form")


def check_int(n: int, span=None) -> int:
    """``n`` itself, or a located :class:`~nesylang.errors.EvaluationError` when it is over the
    integer size bound (:data:`MAX_INT_BITS` bits)."""
    if n.bit_length() > MAX_INT_BITS:
        raise EvaluationError(f"integer too large: over {MAX_INT_BITS} bits, the bound on integers "
                              "(evaluation_error(int_overflow))", span)
    return n


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
    "**": (200, "xfx"), "^": (400, "xfy"),  # ProbLog 2.3: ^ is 400 (ISO: 200)
    # the rest of ProbLog 2.3's operator table
    "-->": (1200, "xfx"), "&": (1000, "xfy"), "=>": (700, "yfx"), "as": (700, "xfx"),
    "=@=": (700, "xfx"), "\\=@=": (700, "xfx"), "~=": (700, "xfx"), "~==": (700, "xfx"), "~=/=": (700, "xfx"),
    "~<": (700, "xfx"), "~=<": (700, "xfx"), "~>": (700, "xfx"), "~>=": (700, "xfx"),
    "#": (500, "yfx"), "><": (500, "yfx"),
}
# `\\` (two backslashes) is a prefix operator of its own in ProbLog 2.3's tokenizer, not `\` twice
PREFIX_OPS: dict[str, tuple[int, str]] = {"\\+": (900, "fy"), "-": (200, "fy"), "+": (200, "fy"), "\\": (200, "fy"),
                                          "\\\\": (200, "fy"), "~": (900, "fx")}
_WORD_OPS = {"is", "as", "xor", "rem", "mod", "div", "rdiv"}

# a name that needs no quotes: a lower-case letter (beyond ASCII too, as ProbLog reads `café`),
# then letters, digits and _; an upper-case letter beyond ASCII would start a variable
# (checked by atom_str), so such a name is quoted
_PLAIN_ATOM = re.compile(r"^[^\W\d_A-Z]\w*$")
_SYMBOL_ATOM = re.compile(r"^[+\-*/\\^<>=~:.?@#&$]+$")


# An operator atom as an operand of an infix operator is always parenthesised: (X -> (>)),
# (a & (->)); bare, the parser would read it as the start of another operator term
_OPERAND = -1


def _is_op_atom(t) -> bool:
    t = deref(t)
    return type(t) is Struct and not t.args and (t.functor in INFIX_OPS or t.functor in PREFIX_OPS)


def atom_str(name: str) -> str:
    """An atom's name as written in a program: quoted when it must be.

    >>> atom_str("a"), atom_str("hello world"), atom_str("[]"), atom_str("It's")
    ('a', "'hello world'", '[]', "'It''s'")
    """
    if _PLAIN_ATOM.match(name) and not name[0].isupper() or name in ("[]", "!", ";", "{}", ",") and name != ",":
        return name
    if _SYMBOL_ATOM.match(name) and name not in (".",):
        return name
    return quote_text(name, "'")


def quote_text(text: str, quote: str) -> str:
    r"""``text`` between ``quote`` s, as ProbLog 2.3 prints it and the parser reads it back: a
    backslash and the character after it as they are (the text holds them so: ``'a\nb'`` has
    four characters), a quote not after a backslash doubled, every other character as it is
    (a tab or a new line too, as ProbLog prints them).

    >>> print(quote_text("a\\nb", "'"), quote_text("it's", "'"), quote_text("x\\'", "'"))
    'a\nb' 'it''s' 'x\''
    """
    if quote not in text:
        return quote + text + quote
    out = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n:
            out.append(text[i:i + 2])
            i += 2
            continue
        out.append(quote + quote if ch == quote else ch)
        i += 1
    return quote + "".join(out) + quote


def _num_str(v) -> str:
    if type(v) is float:
        if v != v:
            return "nan"
        if v in (float("inf"), float("-inf")):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    try:
        return str(v)
    except ValueError:  # over Python's digit limit (only from the Python API: see MAX_INT_BITS)
        return hex(v)


def term_str(t: Term, max_priority: int = 1200, var_names: dict | None = None) -> str:
    """Print a term as the language writes it, in ProbLog's conventions (``f(a,b)``, ``[1, 2]``),
    so answers read the same in both systems. ``var_names`` maps variables to the names to print
    (see :func:`answer_str`); others print as ``_Name123``. The text reads back as the same term
    (learned clauses, messages); :func:`problog_str` is the text ProbLog prints, for answers."""
    out: list[str] = []
    # A cyclic term prints to a bounded depth, with "..." where it goes on (as SWI-Prolog does).
    depth = None if is_acyclic(t) else 12
    _write(deref(t), out, 999 if max_priority < 1200 else max_priority, depth, var_names)
    return "".join(out)


def problog_str(t: Term, var_names: dict | None = None) -> str:
    r"""A term as ProbLog 2.3 prints it (its ``Term.__repr__``), the text of an answer.

    ProbLog's printer keeps, with each term its parser read in operator notation, the operator's
    priority, and writes the term back from that alone: an operand gets parentheses only when it
    is itself an operator term of a higher priority (or of the same one on the wrong side), a
    prefix operator's operand never does, and an atom never does, an operator atom included;
    only a word operator gets spaces (``a mod b``). A conjunction prints in parentheses inside
    a term, ``f((a, b))`` (bare on its own, ``a, b``), a disjunction without, ``f(a; b)``; a
    clause or a negation in functional notation,
    ``:-(a,b)``, ``\+(a)``. A term written in functional notation (``-(1)``) or built by ``=..``
    prints so. So an operator term whose operands are bound at run time prints as the operator
    says: ``X = -Y`` with ``Y = 1`` prints ``-1`` (the compound, not the number), ``1-Y`` with
    ``Y = mod`` prints ``1-mod``. The text need not read back as the same term (``-(1+2)``
    prints ``-1+2``); :func:`term_str` gives text that does.

    >>> problog_str(Struct("p", (Struct("-", (1,)), Struct(":", (Struct("mod"), Struct("x"))))))
    'p(-1,mod:x)'
    >>> problog_str(Struct("-", (Struct("+", (Struct("a"), Struct("b"))),)))
    '-a+b'
    >>> problog_str(Struct("*", (Struct("+", (1, 2)), Struct(";", (Struct("a"), Struct("b"))))))
    '(1+2)*a; b'
    """
    out: list[str] = []
    depth = None if is_acyclic(t) else 12
    _write_problog_top(deref(t), out, depth, var_names)
    return "".join(out)


def problog_write_str(t: Term, var_names: dict | None = None) -> str:
    r"""The text ProbLog 2.3's ``write/1`` prints for a term: an atom bare (``write('a b')``
    prints ``a b``), anything else as :func:`problog_str` prints it, except that a goal's
    operators print as operators where the term is a goal: on its own, as an item of a
    conjunction or disjunction, or a clause's head or body. There ``\+ a`` prints ``\+a`` and
    ``(p :- \+ a, b)`` prints ``p :- \+a, b``, where inside an argument they print ``\+(a)`` and
    ``:-(p,b)``, as in answers.

    >>> problog_write_str(Struct("\\+", (Struct(",", (Struct("a"), Struct("b"))),)))
    '\\+(a, b)'
    >>> problog_write_str(Struct("f", (Struct("\\+", (Struct("a"),)), Struct("a b"))))
    "f(\\+(a),'a b')"
    """
    t = deref(t)
    if type(t) is Struct and not t.args:
        return t.functor
    out: list[str] = []
    depth = None if is_acyclic(t) else 12
    _write_problog_top(t, out, depth, var_names, goal=True)
    return "".join(out)


def _write_problog_top(t, out: list[str], depth: int | None, names: dict | None, goal: bool = False) -> None:
    """A term printed on its own: a conjunction or disjunction there prints without the
    parentheses it has as an argument (ProbLog's ``And.__repr__``, ``Or.__repr__``): the
    query ``(a, b)`` answers ``a, b``, and a disjunction is parenthesised inside it. With
    ``goal``, as write/1 prints it, a negation and a clause there print as operators too
    (see :func:`problog_write_str`)."""
    if type(t) is Struct and type(t.functor) is str:
        if len(t.args) == 2 and t.functor in (",", ";"):
            for i, a in enumerate(t.args):
                if i:
                    out.append(", " if t.functor == "," else "; ")
                # a disjunction inside a conjunction is parenthesised
                _write_problog_item(deref(a), out, depth, names, goal, (";",) if t.functor == "," else ())
            return
        if goal and t.functor == ":-" and len(t.args) in (1, 2):
            if len(t.args) == 2:
                _write_problog_top(deref(t.args[0]), out, depth, names, goal)
                out.append(" ")
            out.append(":- ")
            _write_problog_top(deref(t.args[-1]), out, depth, names, goal)
            return
        if goal and t.functor == "\\+" and len(t.args) == 1:
            out.append("\\+")  # its conjunction or disjunction is parenthesised: \+(a, b)
            _write_problog_item(deref(t.args[0]), out, depth, names, goal, (",", ";"))
            return
    _write_problog(t, out, depth, names)


def _write_problog_item(a, out: list[str], depth: int | None, names: dict | None, goal: bool,
                        wrapped: tuple) -> None:
    """``a`` printed on its own, in parentheses when it is a conjunction or disjunction whose
    operator is in ``wrapped``."""
    wrap = type(a) is Struct and len(a.args) == 2 and type(a.functor) is str and a.functor in wrapped
    if wrap:
        out.append("(")
    _write_problog_top(a, out, depth, names, goal)
    if wrap:
        out.append(")")


# the operators that ProbLog's parser builds as terms of their own kind, printed otherwise than
# an operator term: a conjunction (And), a disjunction (Or), a clause, a negation, and `::` (a
# probability on its right operand)
_PROBLOG_NOT_OPTERM = frozenset({",", ";", ":-", "\\+", "::"})


def _problog_priority(t) -> int | None:
    """The operator priority ProbLog keeps with a term read in operator notation; None for any
    other term (an atom, a number, a term in functional notation or built at run time)."""
    if type(t) is not Struct or type(t.functor) is not str or t.functor in _PROBLOG_NOT_OPTERM:
        return None
    n = len(t.args)
    if n == 2:
        op = INFIX_OPS.get(t.functor)
    elif n == 1:
        op = PREFIX_OPS.get(t.functor)
    else:
        return None
    return None if op is None else op[0]


def _write_problog(t, out: list[str], depth: int | None, names: dict | None) -> None:
    t = deref(t)
    if depth is not None:
        if depth <= 0 or len(out) > 2000:
            out.append("...")
            return
        depth -= 1
    tt = type(t)
    if tt is int or tt is float:
        out.append(_num_str(t))
        return
    if tt is not Struct or not t.args:
        if tt is Struct and t.functor == "'" and type(t.functor) is QuotedName:
            # the quote that ProbLog's str2lst/2 gives for a quoted atom's quotes: its make_safe
            # names it by the quote between quotes, and it prints as it holds it, '''
            out.append("'''")
            return
        _write(t, out, 1200, depth, names)  # a variable, a string, an atom (bare, quoted as needed)
        return
    name, args = t.functor, t.args
    if name == "." and len(args) == 2:
        items, tail = [], t
        while (type(tail) is Struct and tail.functor == "." and len(tail.args) == 2
               and (depth is None or len(items) < depth)):
            items.append(tail.args[0])
            tail = deref(tail.args[1])
        out.append("[")
        for i, item in enumerate(items):
            if i:
                out.append(", ")
            _write_problog(item, out, depth, names)
        if not (type(tail) is Struct and tail.functor == "[]" and not tail.args):
            out.append(" | ")
            if type(tail) is Struct and tail.functor == "." and len(tail.args) == 2:
                out.append("...")
            else:
                _write_problog(tail, out, depth, names)
        out.append("]")
        return
    if type(name) is str and len(args) == 2 and name in (",", ";"):
        # a chain of conjuncts in parentheses, a disjunct in parentheses inside; a chain of
        # disjuncts bare
        items = [args[0]]
        tail = deref(args[1])
        while type(tail) is Struct and tail.functor == name and type(tail.functor) is str and len(tail.args) == 2:
            items.append(tail.args[0])
            tail = deref(tail.args[1])
        items.append(tail)
        if name == ",":
            out.append("(")
        for i, item in enumerate(items):
            if i:
                out.append(", " if name == "," else "; ")
            item = deref(item)
            wrap = (name == "," and type(item) is Struct and item.functor == ";" and type(item.functor) is str
                    and len(item.args) == 2)
            if wrap:
                out.append("(")
            _write_problog(item, out, depth, names)
            if wrap:
                out.append(")")
        if name == ",":
            out.append(")")
        return
    if type(name) is str and name == "::" and len(args) == 2:
        _write_problog(args[0], out, depth, names)
        out.append("::")
        _write_problog(args[1], out, depth, names)
        return
    p = _problog_priority(t)
    if p is not None and len(args) == 2:
        spec = INFIX_OPS[name][1]
        for i, a in enumerate(args):
            if i:
                out.append(f" {name} " if "a" <= name[0] <= "z" else name)
            ap = _problog_priority(deref(a))
            wrap = not (ap is None or ap < p or (ap == p and spec == ("yfx", "xfy")[i]))
            if wrap:
                out.append("(")
            _write_problog(a, out, depth, names)
            if wrap:
                out.append(")")
        return
    if p is not None:  # a prefix operator: its operand straight after, never in parentheses
        out.append(name)
        _write_problog(args[0], out, depth, names)
        return
    if name == "{}" and len(args) == 1 and type(name) is str:
        # (ProbLog reads no curly terms) a conjunction inside without its parentheses: {x, y}
        out.append("{")
        inner: list[str] = []
        _write_problog(args[0], inner, depth, names)
        arg = deref(args[0])
        if type(arg) is Struct and arg.functor == "," and type(arg.functor) is str and len(arg.args) == 2:
            inner = ["".join(inner)[1:-1]]
        out.extend(inner)
        out.append("}")
        return
    out.append(quote_text(name, "'") if name in ("[]", "{}") or type(name) is QuotedName else atom_str(name))
    out.append("(")
    for i, a in enumerate(args):
        if i:
            out.append(",")
        _write_problog(a, out, depth, names)
    out.append(")")


def answer_var_names(t: Term) -> dict:
    """The names an answer's unbound variables print with (see :func:`answer_str`)."""
    order: dict = {}
    for v in iter_vars(t):
        order.setdefault(v, len(order) + 1)
    if order and all(v.name.startswith("$X") for v in order):  # named by the grounder as ProbLog
        return {v: v.name[1:] for v in order}                  # names them (see varnames)
    return {v: f"X{len(order) + k}" for v, k in order.items()}


def answer_str(t: Term) -> str:
    """An answer as ProbLog prints it (:func:`problog_str`): with n distinct unbound variables,
    they are named ``X<n+1>``, ``X<n+2>``, ... in order of first occurrence, as ProbLog's engine
    numbers the fresh variables it makes after a clause's own n (so an open query without answers
    prints as ProbLog's ``p(X2): 0``; where ProbLog's answer passes through rules its numbering
    follows its engine's calls and can differ). The text need not read back as the same term
    (``p(-1)`` for the compound ``-(1)`` built at run time, as ProbLog prints it).

    >>> answer_str(Struct("p", (Var("A"), Struct("b"), Var("_"))))
    'p(X3,b,X4)'
    """
    # ProbLog prints a negated query's answer as \+z, though \+(z) inside a term
    prefix = ""
    if type(t) is Struct and t.functor == "\\+" and len(t.args) == 1 and type(deref(t.args[0])) is Struct:
        prefix, t = "\\+", deref(t.args[0])
    if type(t) is Struct and t._ground:
        return prefix + problog_str(t)
    return prefix + problog_str(t, var_names=answer_var_names(t) or None)


def _write(t, out: list[str], max_p: int, depth: int | None = None, names: dict | None = None) -> None:
    t = deref(t)
    if depth is not None:
        if depth <= 0 or len(out) > 2000:  # bounded depth and length: a cycle unfolds for ever
            out.append("...")
            return
        depth -= 1
    tt = type(t)
    if tt is int or tt is float:
        s = _num_str(t)
        if s.startswith("-") and max_p < 200:
            out.append(f"({s})")
        else:
            out.append(s)
        return
    if tt is Var:
        if names is not None and t in names:
            out.append(names[t])
            return
        out.append(f"_{t.id}" if t.name == "_" else f"_{t.name}{t.id}")
        return
    if tt is Str:
        out.append(quote_text(t.value, '"'))
        return
    if tt is not Struct:  # pragma: no cover - foreign objects (e.g. tensors) print by repr
        out.append(repr(t))
        return
    name, args = t.functor, t.args
    if type(name) is QuotedName:
        if args:  # a functor written quoted, as ProbLog prints it: 'hello'(world), '+'(1,2)
            _write_functional(name, args, out, depth, names)
        else:
            out.append(quote_text(name, "'"))
        return
    if not args:
        s = atom_str(name)
        # An operator atom is bare as a whole argument or list item (ProbLog prints cmp(<),
        # [+, -], f(:-), f(is), and the parser reads them back) and parenthesised as an operand.
        if (name in INFIX_OPS or name in PREFIX_OPS) and (max_p < 999 or max_p == _OPERAND):
            s = f"({s})" if not _PLAIN_ATOM.match(s) or name in _WORD_OPS else s
        out.append(s)
        return
    if name == "." and len(args) == 2:
        if depth is None:
            items, tail = list_items(t)
        else:
            items, tail = [], t
            while type(tail) is Struct and tail.functor == "." and len(tail.args) == 2 and len(items) < depth:
                items.append(tail.args[0])
                tail = deref(tail.args[1])
            if type(tail) is Struct and tail.functor == "." and len(tail.args) == 2:
                tail = Struct("...")
        out.append("[")
        for i, item in enumerate(items):
            if i:
                out.append(", ")
            _write(item, out, 999, depth, names)
        if not (type(tail) is Struct and tail.functor == "[]" and not tail.args):
            out.append(" | ")
            _write(tail, out, 999, depth, names)
        out.append("]")
        return
    if type(name) is FunctionalName:  # written -(a): printed so, as ProbLog prints it
        _write_functional(name, args, out, depth, names)
        return
    # ProbLog prints a clause term inside an argument, and every negation, as a compound:
    # b(:-(x,y)), \+(a) (at the top, as a statement, a clause prints as x :- y)
    if len(args) == 2 and name in INFIX_OPS and not (name == ":-" and max_p < 1200):
        p, typ = INFIX_OPS[name]
        lp = p - 1 if typ[0] == "x" else p
        rp = p - 1 if typ[2] == "x" else p
        left = deref(args[0])
        if (typ == "yfx" and type(left) is Struct and len(left.args) == 2
                and INFIX_OPS.get(left.functor) == (p, "xfy")):
            # (a^b)*c: ^ and * share priority 400 (ProbLog), and a^b*c reads as a^(b*c)
            lp = p - 1
        if p > max_p:
            out.append("(")
        if p <= 900 and type(left) is Struct and left.functor == "\\+" and len(left.args) == 1:
            # \+(a)=b would read back as \+(a=b), as ProbLog reads it: (\+(a))=b
            out.append("(")
            _write(left, out, 1200, depth, names)
            out.append(")")
        else:
            _write(args[0], out, _OPERAND if _is_op_atom(args[0]) else lp, depth, names)
        if name == ",":
            out.append(", ")
        elif name in _WORD_OPS or name in ("->", ":-", "::", ";") or name.isalpha():
            out.append(f" {name} " if name in _WORD_OPS or name in (":-", "->") else name)
        else:
            out.append(name)
        right = deref(args[1])
        # 1--1, a--b, a+-b, a-\\b as ProbLog prints them (both parsers read them back as the
        # same term): no space before a prefix operator, unless the text would make one longer
        # operator (below)
        right_out: list[str] = []
        _write(right, right_out, _OPERAND if _is_op_atom(right) else rp, depth, names)
        # a symbolic operator followed by a symbol character would read as one longer operator
        # (a : -1 printed a:-1 reads as a :- 1); 1--1, 1<<-3 read back, as ProbLog prints them
        run = re.match(r"[+\-*/\\^<>=~:.?@#&$]*", "".join(right_out[:2])).group()
        if (run and _SYMBOL_ATOM.match(name) and out[-1] != " "
                and any((name + run[:i]) in INFIX_OPS or (name + run[:i]) in PREFIX_OPS
                        or (name + run[:i]) in ("<-", "..") for i in range(1, len(run) + 1))):
            out.append(" ")
        out.extend(right_out)
        if p > max_p:
            out.append(")")
        return
    if name == "~" and len(args) == 1:
        # as ProbLog writes it: the operand straight after, at argument priority (~a=b, ~-1, ~~a)
        if 900 > max_p:
            out.append("(")
        out.append("~")
        _write(args[0], out, 999, depth, names)
        if 900 > max_p:
            out.append(")")
        return
    if (len(args) == 1 and name in PREFIX_OPS and name not in ("-", "\\+")
            or (name == "-" and len(args) == 1 and not is_number(deref(args[0])))):
        p, typ = PREFIX_OPS[name]
        ap = p if typ == "fy" else p - 1
        if p > max_p:
            out.append("(")
        out.append(name)
        arg = deref(args[0])
        # - +a and - -1 would read back as (-)+a and (-)-1: the operand goes in parentheses
        if (type(arg) is Struct and len(arg.args) == 1 and arg.functor in PREFIX_OPS
                or is_number(arg) and arg < 0):
            out.append("(")
            _write(arg, out, 1200, depth, names)
            out.append(")")
            if p > max_p:
                out.append(")")
            return
        arg_out: list[str] = []
        _write(arg, arg_out, ap, depth, names)
        if name == "\\+" or (type(arg) is Struct and (arg.functor in PREFIX_OPS or arg.functor in INFIX_OPS) and len(arg.args) <= 2 and not (arg.args == () and _PLAIN_ATOM.match(arg.functor))):
            # a space where the operand's text would join the operator or read as its
            # arguments (- (a,b), - -a, - 1**2); none before a name, a quote, a list or a
            # string, as ProbLog prints them (\a**b, -'xor'(a,b))
            first = "".join(arg_out[:2])[:1]
            if not arg.args or not (first.isalpha() or first in "'[\"_"):
                out.append(" ")
        out.extend(arg_out)
        if p > max_p:
            out.append(")")
        return
    if name == "{}" and len(args) == 1:
        out.append("{")
        _write(args[0], out, 1200, depth, names)
        out.append("}")
        return
    _write_functional(name, args, out, depth, names)


def _write_functional(name: str, args: tuple, out: list[str], depth: int | None, names: dict | None) -> None:
    # [] and {} are bare as atoms but not as functors: '[]'(x) reads back, [](x) does not; a
    # functor written quoted stays quoted
    out.append(quote_text(name, "'") if name in ("[]", "{}") or type(name) is QuotedName else atom_str(name))
    out.append("(")
    for i, a in enumerate(args):
        if i:
            out.append(",")
        _write(a, out, 999, depth, names)
    out.append(")")


def iter_vars(t: Term) -> Iterator[Var]:
    """The unbound variables of a term, in order of first occurrence (with repeats)."""
    stack = [t]
    steps = 0
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            yield x
        elif type(x) is Struct and x.args and not x._ground:
            stack.extend(reversed(x.args))
            steps += 1
            if steps == 10_000:  # long enough to be worth one check for a cycle
                check_acyclic(t)
