"""Builtin predicates that the grounder runs directly (deterministic or enumerating).

Each builtin is a function ``fn(args, trail, span)``: a deterministic one returns True or
False (binding variables on ``trail``); an enumerating one (``det=False``) yields once per
solution, with its bindings in place while the caller continues. Errors are located at the
goal's span. Arithmetic follows ProbLog (and Python): ``/`` is true division, ``//`` and
``mod`` floor.

>>> from nesylang.logic.terms import Var, Struct
>>> X = Var("X"); trail = []
>>> BUILTINS[("is", 2)].fn((X, Struct("+", (1, 2))), trail, None), X.ref
(True, 3)
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..errors import InstantiationError, NesyTypeError, GroundingError
from .terms import NIL, Str, Struct, Var, atom_str, is_number, list_items, make_list, term_str
from .unify import copy_term, deref, instantiate, is_ground, resolve, undo, unify


@dataclass(frozen=True)
class Builtin:
    name: str
    arity: int
    fn: Callable
    det: bool = True
    # Optional fast path on clause templates: fn(template_args, env, trail, span), which reads
    # variables through the clause's renaming ``env`` instead of copying the goal first.
    template_fn: Callable | None = None


BUILTINS: dict[tuple[str, int], Builtin] = {}
# Control constructs compiled by the loader (listed so that clauses cannot redefine them).
CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1), ("not", 1), ("true", 0), ("fail", 0),
           ("false", 0), ("findall", 3), ("forall", 2)} | {("call", n) for n in range(1, 9)}


def builtin(name: str, arity: int, det: bool = True):
    def register(fn):
        BUILTINS[(name, arity)] = Builtin(name, arity, fn, det)
        return fn
    return register


# ---- arithmetic -----------------------------------------------------------------------------

def _int_only(op, f):
    def g(a, b, span):
        if type(a) is not int or type(b) is not int:
            raise NesyTypeError(f"{op} needs integers, got {term_str(a)} and {term_str(b)}", span)
        return f(a, b)
    return g


def _div(a, b, span):
    if b == 0:
        raise GroundingError("division by zero", span)
    return a / b


def _intdiv(a, b, span):
    if type(a) is not int or type(b) is not int:
        raise NesyTypeError(f"// needs integers, got {term_str(a)} and {term_str(b)}", span)
    if b == 0:
        raise GroundingError("division by zero", span)
    return a // b


def _mod(a, b, span):
    if type(a) is not int or type(b) is not int:
        raise NesyTypeError(f"mod needs integers, got {term_str(a)} and {term_str(b)}", span)
    if b == 0:
        raise GroundingError("division by zero", span)
    return a % b


def _rem(a, b, span):
    if type(a) is not int or type(b) is not int:
        raise NesyTypeError(f"rem needs integers, got {term_str(a)} and {term_str(b)}", span)
    if b == 0:
        raise GroundingError("division by zero", span)
    return int(math.fmod(a, b))


def _pow(a, b, span):
    try:
        if type(a) is int and type(b) is int and b < 0:
            return a ** float(b)
        return a ** b
    except (ZeroDivisionError, OverflowError) as e:
        raise GroundingError(f"arithmetic error: {e}", span) from None


BINARY = {
    "+": lambda a, b, s: a + b, "-": lambda a, b, s: a - b, "*": lambda a, b, s: a * b,
    "/": _div, "//": _intdiv, "mod": _mod, "rem": _rem, "div": _intdiv,
    "min": lambda a, b, s: min(a, b), "max": lambda a, b, s: max(a, b),
    "**": _pow, "^": _pow, "atan2": lambda a, b, s: math.atan2(a, b), "atan": lambda a, b, s: math.atan2(a, b),
    "log": lambda a, b, s: math.log(b) / math.log(a),
    ">>": _int_only(">>", lambda a, b: a >> b), "<<": _int_only("<<", lambda a, b: a << b),
    "/\\": _int_only("/\\", lambda a, b: a & b), "\\/": _int_only("\\/", lambda a, b: a | b),
    "xor": _int_only("xor", lambda a, b: a ^ b), "gcd": _int_only("gcd", math.gcd),
    "truncate": None,
}
del BINARY["truncate"]

UNARY = {
    "-": lambda a: -a, "+": lambda a: a, "abs": abs, "sign": lambda a: (a > 0) - (a < 0) if type(a) is int else math.copysign(1.0, a) if a else 0.0,
    "sqrt": math.sqrt, "exp": math.exp, "log": math.log, "log2": math.log2, "sin": math.sin, "cos": math.cos,
    "tan": math.tan, "asin": math.asin, "acos": math.acos, "atan": math.atan, "sinh": math.sinh,
    "cosh": math.cosh, "tanh": math.tanh, "floor": lambda a: int(math.floor(a)), "ceiling": lambda a: int(math.ceil(a)),
    "round": lambda a: int(math.floor(a + 0.5)) if a >= 0 else -int(math.floor(-a + 0.5)),
    "truncate": lambda a: int(a), "integer": lambda a: int(round(a)), "float": float,
    "float_integer_part": lambda a: float(int(a)), "float_fractional_part": lambda a: a - int(a),
    "\\": lambda a: ~a,
}
CONSTANTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "infinite": math.inf, "nan": math.nan,
             "epsilon": 2.220446049250313e-16, "max_tagged_integer": (1 << 60) - 1}


def evaluate(t, span):
    """Evaluate an arithmetic expression (iterative over deep left-nested sums)."""
    t = deref(t)
    tt = type(t)
    if tt is int or tt is float:
        return t
    if tt is Var:
        raise InstantiationError("arithmetic on an unbound variable", span)
    if tt is Struct:
        args = t.args
        n = len(args)
        if n == 2:
            f = BINARY.get(t.functor)
            if f is not None:
                a = evaluate(args[0], span)
                b = evaluate(args[1], span)
                try:
                    return f(a, b, span)
                except (ValueError, OverflowError, TypeError) as e:
                    raise GroundingError(f"arithmetic error in {term_str(t)}: {e}", span) from None
        elif n == 1:
            f = UNARY.get(t.functor)
            if f is not None:
                a = evaluate(args[0], span)
                if t.functor == "\\" and type(a) is not int:
                    raise NesyTypeError(f"\\ needs an integer, got {term_str(a)}", span)
                try:
                    return f(a)
                except (ValueError, OverflowError, TypeError) as e:
                    raise GroundingError(f"arithmetic error in {term_str(t)}: {e}", span) from None
        elif n == 0:
            if t.functor in CONSTANTS:
                return CONSTANTS[t.functor]
            if t.functor == "[]":
                pass
        if t.functor == "." and n == 2 and deref(args[1]) == NIL:  # "a" as [97]
            return evaluate(args[0], span)
        raise NesyTypeError(f"{term_str(t)} is not an arithmetic expression "
                            f"(unknown function {atom_str(t.functor)}/{n})", span)
    raise NesyTypeError(f"{term_str(t)} is not a number", span)


def evaluate_template(t, env: dict, span):
    """Evaluate an arithmetic expression of a clause template, reading its variables through
    the clause's renaming ``env`` (saves copying the expression on every call)."""
    tt = type(t)
    if tt is int or tt is float:
        return t
    if tt is Var:
        v = env.get(t)
        if v is None:
            raise InstantiationError("arithmetic on an unbound variable", span)
        return evaluate(v, span)
    if tt is Struct and not t._ground:
        args = t.args
        if len(args) == 2:
            f = BINARY.get(t.functor)
            if f is not None:
                a = evaluate_template(args[0], env, span)
                b = evaluate_template(args[1], env, span)
                try:
                    return f(a, b, span)
                except (ValueError, OverflowError, TypeError) as e:
                    raise GroundingError(f"arithmetic error in {term_str(t)}: {e}", span) from None
        return evaluate(instantiate(t, env), span)
    return evaluate(t, span)


def _is_template(args, env, trail, span):
    return unify(instantiate(args[0], env), evaluate_template(args[1], env, span), trail)


@builtin("is", 2)
def _is(args, trail, span):
    return unify(args[0], evaluate(args[1], span), trail)


BUILTINS[("is", 2)] = Builtin("is", 2, _is, True, _is_template)


def _compare_num(op):
    def cmp(args, trail, span):
        return op(evaluate(args[0], span), evaluate(args[1], span))

    def cmp_template(args, env, trail, span):
        return op(evaluate_template(args[0], env, span), evaluate_template(args[1], env, span))
    return cmp, cmp_template


for _name, _op in (("=:=", lambda a, b: a == b), ("=\\=", lambda a, b: a != b), ("<", lambda a, b: a < b),
                   (">", lambda a, b: a > b), ("=<", lambda a, b: a <= b), (">=", lambda a, b: a >= b)):
    _f, _ft_ = _compare_num(_op)
    BUILTINS[(_name, 2)] = Builtin(_name, 2, _f, True, _ft_)


@builtin("succ", 2)
def _succ(args, trail, span):
    a, b = deref(args[0]), deref(args[1])
    if type(a) is int:
        if a < 0:
            raise NesyTypeError("succ/2 needs a non-negative integer", span)
        return unify(b, a + 1, trail)
    if type(b) is int:
        return b > 0 and unify(a, b - 1, trail)
    raise InstantiationError("succ/2 needs at least one bound argument", span)


@builtin("plus", 3)
def _plus(args, trail, span):
    a, b, c = (deref(x) for x in args)
    if is_number(a) and is_number(b):
        return unify(c, a + b, trail)
    if is_number(a) and is_number(c):
        return unify(b, c - a, trail)
    if is_number(b) and is_number(c):
        return unify(a, c - b, trail)
    raise InstantiationError("plus/3 needs two bound arguments", span)


# ---- unification and comparison ---------------------------------------------------------------

@builtin("=", 2)
def _eq(args, trail, span):
    return unify(args[0], args[1], trail)


@builtin("\\=", 2)
def _neq(args, trail, span):
    mark = len(trail)
    ok = unify(args[0], args[1], trail)
    undo(trail, mark)
    return not ok


def _type_rank(t):
    tt = type(t)
    if tt is Var:
        return 0
    if tt is float or tt is int:
        return 1
    if tt is Struct and not t.args:
        return 3
    if tt is Str:
        return 4
    return 5


def compare_terms(a, b) -> int:
    """Standard order of terms: Var < Number < Atom < String < Compound."""
    a, b = deref(a), deref(b)
    if a is b:
        return 0
    ra, rb = _type_rank(a), _type_rank(b)
    if ra != rb:
        return -1 if ra < rb else 1
    if ra == 0:
        return (a.id > b.id) - (a.id < b.id)
    if ra == 1:
        if a == b:
            return (type(a) is int) - (type(b) is int) if type(a) is not type(b) else 0
        return -1 if a < b else 1
    if ra == 3:
        return (a.functor > b.functor) - (a.functor < b.functor)
    if ra == 4:
        return (a.value > b.value) - (a.value < b.value)
    if len(a.args) != len(b.args):
        return -1 if len(a.args) < len(b.args) else 1
    if a.functor != b.functor:
        return -1 if a.functor < b.functor else 1
    for x, y in zip(a.args, b.args):
        c = compare_terms(x, y)
        if c:
            return c
    return 0


for _name, _test in (("==", lambda c: c == 0), ("\\==", lambda c: c != 0), ("@<", lambda c: c < 0),
                     ("@>", lambda c: c > 0), ("@=<", lambda c: c <= 0), ("@>=", lambda c: c >= 0)):
    builtin(_name, 2)(lambda args, trail, span, _t=_test: _t(compare_terms(args[0], args[1])))


@builtin("compare", 3)
def _compare(args, trail, span):
    c = compare_terms(args[1], args[2])
    return unify(args[0], Struct("<" if c < 0 else ">" if c > 0 else "="), trail)


# ---- type checks ----------------------------------------------------------------------------

def _check(name, test):
    builtin(name, 1)(lambda args, trail, span: test(deref(args[0])))


_check("var", lambda t: type(t) is Var)
_check("nonvar", lambda t: type(t) is not Var)
_check("atom", lambda t: type(t) is Struct and not t.args)
_check("number", lambda t: type(t) in (int, float))
_check("integer", lambda t: type(t) is int)
_check("float", lambda t: type(t) is float)
_check("atomic", lambda t: type(t) in (int, float, Str) or (type(t) is Struct and not t.args))
_check("compound", lambda t: type(t) is Struct and bool(t.args))
_check("callable", lambda t: type(t) is Struct)
_check("is_list", lambda t: list_items(t)[1] == NIL)
_check("ground", is_ground)
_check("string", lambda t: type(t) is Str)


# ---- term construction ----------------------------------------------------------------------

@builtin("functor", 3)
def _functor(args, trail, span):
    t = deref(args[0])
    if type(t) is Var:
        name, n = deref(args[1]), deref(args[2])
        if type(n) is Var or type(name) is Var:
            raise InstantiationError("functor/3 needs a term or a name and an arity", span)
        if type(n) is not int:
            raise NesyTypeError("functor/3 needs an integer arity", span)
        if n == 0:
            return unify(t, name, trail)
        if type(name) is not Struct or name.args:
            raise NesyTypeError("functor/3 needs an atom as the name of a compound", span)
        return unify(t, Struct(name.functor, tuple(Var() for _ in range(n))), trail)
    if type(t) is Struct:
        return unify(args[1], Struct(t.functor), trail) and unify(args[2], len(t.args), trail)
    return unify(args[1], t, trail) and unify(args[2], 0, trail)


@builtin("arg", 3)
def _arg(args, trail, span):
    n, t = deref(args[0]), deref(args[1])
    if type(n) is not int:
        raise InstantiationError("arg/3 needs an integer position", span)
    if type(t) is not Struct:
        raise NesyTypeError("arg/3 needs a compound term", span)
    return 1 <= n <= len(t.args) and unify(args[2], t.args[n - 1], trail)


@builtin("=..", 2)
def _univ(args, trail, span):
    t = deref(args[0])
    if type(t) is Struct:
        return unify(args[1], make_list([Struct(t.functor)] + list(t.args)), trail)
    if type(t) is not Var:
        return unify(args[1], make_list([t]), trail)
    items, tail = list_items(args[1])
    if tail != NIL or not items:
        raise InstantiationError("=.. needs a term or a proper list", span)
    head = deref(items[0])
    if len(items) == 1:
        return unify(t, head, trail)
    if type(head) is not Struct or head.args:
        raise NesyTypeError("=.. needs an atom as the functor", span)
    return unify(t, Struct(head.functor, tuple(items[1:])), trail)


@builtin("copy_term", 2)
def _copy_term(args, trail, span):
    return unify(args[1], copy_term(resolve(args[0])), trail)


def _text(t, span, what="an atom"):
    t = deref(t)
    if type(t) is Struct and not t.args:
        return t.functor
    if type(t) is Str:
        return t.value
    if type(t) in (int, float):
        return term_str(t)
    if type(t) is Var:
        raise InstantiationError(f"expected {what}, got an unbound variable", span)
    raise NesyTypeError(f"expected {what}, got {term_str(t)}", span)


@builtin("atom_codes", 2)
def _atom_codes(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], make_list([ord(c) for c in _text(t, span)]), trail)
    items, _ = list_items(args[1])
    return unify(t, Struct("".join(chr(deref(c)) for c in items)), trail)


@builtin("atom_chars", 2)
def _atom_chars(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], make_list([Struct(c) for c in _text(t, span)]), trail)
    items, _ = list_items(args[1])
    return unify(t, Struct("".join(_text(c, span) for c in items)), trail)


@builtin("atom_length", 2)
def _atom_length(args, trail, span):
    return unify(args[1], len(_text(args[0], span)), trail)


@builtin("char_code", 2)
def _char_code(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], ord(_text(t, span)), trail)
    return unify(t, Struct(chr(deref(args[1]))), trail)


@builtin("atom_number", 2)
def _atom_number(args, trail, span):
    t = deref(args[0])
    if type(t) is Var:
        return unify(t, Struct(term_str(deref(args[1]))), trail)
    text = _text(t, span)
    for conv in (int, float):
        try:
            return unify(args[1], conv(text), trail)
        except ValueError:
            continue
    return False


@builtin("number_codes", 2)
def _number_codes(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], make_list([ord(c) for c in term_str(t)]), trail)
    items, _ = list_items(args[1])
    text = "".join(chr(deref(c)) for c in items)
    try:
        return unify(t, int(text), trail)
    except ValueError:
        return unify(t, float(text), trail)


@builtin("atom_concat", 3)
def _atom_concat(args, trail, span):
    a, b = deref(args[0]), deref(args[1])
    if type(a) is not Var and type(b) is not Var:
        return unify(args[2], Struct(_text(a, span) + _text(b, span)), trail)
    raise InstantiationError("atom_concat/3 needs its first two arguments bound", span)


@builtin("term_to_atom", 2)
def _term_to_atom(args, trail, span):
    return unify(args[1], Struct(term_str(resolve(args[0]))), trail)


# ---- enumerating builtins -------------------------------------------------------------------

@builtin("between", 3, det=False)
def _between(args, trail, span):
    low, high, x = deref(args[0]), deref(args[1]), deref(args[2])
    if type(high) is Struct and not high.args and high.functor in ("inf", "infinite"):
        high = math.inf
    if type(low) is Var or type(high) is Var:
        raise InstantiationError("between/3 needs bounds", span)
    if type(low) is not int or (type(high) is not int and high != math.inf):
        raise NesyTypeError("between/3 needs integer bounds", span)
    if type(x) is int:
        if low <= x <= high:
            yield
        return
    if type(x) is not Var:
        raise NesyTypeError("between/3 needs an integer or a variable", span)
    i = low
    while i <= high:
        mark = len(trail)
        x.ref = i
        trail.append(x)
        yield
        undo(trail, mark)
        i += 1


@builtin("length", 2, det=False)
def _length(args, trail, span):
    items, tail = list_items(args[0])
    tail = deref(tail)
    if tail == NIL:
        mark = len(trail)
        if unify(args[1], len(items), trail):
            yield
        undo(trail, mark)
        return
    if type(tail) is not Var:
        return
    n = deref(args[1])
    if type(n) is int:
        if n >= len(items):
            mark = len(trail)
            if unify(tail, make_list([Var() for _ in range(n - len(items))]), trail):
                yield
            undo(trail, mark)
        return
    if type(n) is not Var:
        raise NesyTypeError("length/2 needs an integer length", span)
    raise InstantiationError("length/2 of a partial list needs a bound length", span)


# ---- sorting ------------------------------------------------------------------------------

import functools as _ft


def _sorted(t, span, dedupe: bool):
    items, tail = list_items(t)
    if deref(tail) != NIL:
        raise InstantiationError("sorting needs a proper list", span)
    items = [resolve(i) for i in items]
    items.sort(key=_ft.cmp_to_key(compare_terms))
    if dedupe:
        out = []
        for i in items:
            if not out or compare_terms(out[-1], i) != 0:
                out.append(i)
        items = out
    return make_list(items)


@builtin("msort", 2)
def _msort(args, trail, span):
    return unify(args[1], _sorted(args[0], span, False), trail)


@builtin("sort", 2)
def _sort(args, trail, span):
    return unify(args[1], _sorted(args[0], span, True), trail)


@builtin("sort", 4)
def _sort4(args, trail, span):
    key, order = deref(args[0]), deref(args[1])
    items, _ = list_items(args[2])
    items = [resolve(i) for i in items]
    k = key if type(key) is int else 0

    def keyof(x):
        return deref(x).args[k - 1] if k else x

    reverse = type(order) is Struct and order.functor in ("@>", "@>=")
    items.sort(key=_ft.cmp_to_key(lambda a, b: compare_terms(keyof(a), keyof(b))), reverse=reverse)
    if type(order) is Struct and order.functor in ("@<", "@>"):
        out = []
        for i in items:
            if not out or compare_terms(keyof(out[-1]), keyof(i)) != 0:
                out.append(i)
        items = out
    return unify(args[3], make_list(items), trail)


@builtin("keysort", 2)
def _keysort(args, trail, span):
    items, _ = list_items(args[0])
    items = [resolve(i) for i in items]
    items.sort(key=_ft.cmp_to_key(lambda a, b: compare_terms(deref(a).args[0], deref(b).args[0])))
    return unify(args[1], make_list(items), trail)
