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
import re
from typing import Callable

from ..errors import (CyclicTermError, DomainError, EvaluationError, GroundingError, InstantiationError,
                      NesySyntaxError, NesyTypeError, RepresentationError)
from ..limits import reserve
from ..util.records import record, set_field as _set
from .terms import (CYCLE_CHECK_DEPTH, INFIX_OPS, MAX_INT_BITS, NIL, PREFIX_OPS, FunctionalName, OperatorName, QuotedName, Str, Struct, Var, atom_str, check_acyclic, check_int, functional_name,
                    is_acyclic, is_number, iter_vars, list_items, make_list, problog_float, problog_write_str,
                    term_str)
from .unify import copy_term, deref, instantiate, is_ground, resolve, undo, unify, variant_key


@record(frozen=True)
class Builtin:
    """A builtin predicate ``name/arity`` run by ``fn``: deterministic, or enumerating when
    ``det`` is False."""

    name: str
    arity: int
    fn: Callable
    det: bool = True
    # Optional fast path on clause templates: fn(template_args, env, trail, span), which reads
    # variables through the clause's renaming ``env`` instead of copying the goal first.
    template_fn: Callable | None = None

    def __init__(self,
                 name: str,
                 arity: int,
                 fn: Callable,
                 det: bool = True,
                 template_fn: Callable | None = None) -> None:
        _set(self, "name", name)
        _set(self, "arity", arity)
        _set(self, "fn", fn)
        _set(self, "det", det)
        _set(self, "template_fn", template_fn)


BUILTINS: dict[tuple[str, int], Builtin] = {}
# Control constructs compiled by the loader (listed so that clauses cannot redefine them).
# ProbLog 2.3's once/1 and call_nc/N are call/N: once(G) gives every answer of G (no cut in
# ProbLog), and nesylang has no call cache to bypass.
CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1), ("not", 1), ("true", 0), ("fail", 0),
           ("false", 0), ("findall", 3), ("all", 3), ("all_or_none", 3), ("forall", 2), ("once", 1)} \
    | {("call", n) for n in range(1, 9)} | {("call_nc", n) for n in range(1, 9)}

# The predicates ProbLog 2.3's engine answers itself (its DefaultEngine's builtins, which
# ClauseDB._add_head refuses to define: AccessError "Can not overwrite built-in"): a program may
# not define them, by a fact, a rule, a probabilistic clause, an annotated disjunction's head or
# library(assert)'s assertz. Read from ProbLog's engine (tests/compat/test_compat15a.py checks it
# against the installed one). nesylang's other builtins are not ProbLog's, and a program may
# define those (ClauseDB.overridden); forall/2 is a clause of ProbLog's library, not a builtin.
PROBLOG_ENGINE_BUILTINS = frozenset(
    (s.rsplit("/", 1)[0], int(s.rsplit("/", 1)[1])) for s in (
        "./2 </2 =../2 =/2 =:=/2 =</2 ==/2 =\\=/2 >/2 >=/2 @</2 @=</2 @>/2 @>=/2 \\=/2 \\==/2 "
        "_consult/2 _use_module/2 _use_module/3 all/3 all_or_none/3 arg/3 atom/1 atom_number/2 atomic/1 "
        "between/3 callable/1 check_state/1 clause/2 clause/3 cmd_args/1 compare/3 compound/1 condition/1 "
        "consult/1 create_scope/2 dbg_printdb/0 dbreference/1 fail/0 false/0 find_scope/2 findall/3 float/1 "
        "functor/3 ground/1 integer/1 is/2 is_list/1 length/2 module/2 nl/0 nocache/2 nonvar/1 notrace/0 "
        "number/1 numbervars/2 numbervars/3 once/1 plus/3 possible/1 primitive/1 print_state/0 "
        "probabilityX/1 rational/1 reset_state/0 sample_uniform1/3 seq/1 set_state/1 simple/1 sort/2 "
        "subquery/2 subquery/3 subquery/5 subquery_in_scope/3 subquery_in_scope/4 subquery_in_scope/6 "
        "subsumes_chk/2 subsumes_term/2 succ/2 trace/0 true/0 unknown/1 use_module/1 use_module/2 var/1 "
        "varnumbers/2").split()) | {
    (name, n) for name in ("call", "call_nc", "try_call", "debugprint", "error", "write", "writeln", "writenl")
    for n in range(1, 10)} | {("call_in_scope", n) for n in range(2, 11)}


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


# ProbLog 2.3 reports division by zero, a math domain error and an unknown function as this
_PL_ARITH = " (ProbLog: ArithmeticError)"


def _zero_divisor(span):
    return EvaluationError("division by zero (evaluation_error(zero_divisor))" + _PL_ARITH, span)


def _int_overflow(span):
    return EvaluationError(f"integer too large: over {MAX_INT_BITS} bits, the bound on integers "
                           "(evaluation_error(int_overflow))", span)


def _div(a, b, span):
    if b == 0:
        raise _zero_divisor(span)
    return a / b


# ProbLog 2.3 computes //, mod, rem and div with Python's operators, so they take floats too
# and round towards negative infinity; its `rem` is Python's % (the sign of the divisor), not
# ISO's. nesylang gives ProbLog's answers.
def _intdiv(a, b, span):
    if b == 0:
        raise _zero_divisor(span)
    return a // b


def _mod(a, b, span):
    if b == 0:
        raise _zero_divisor(span)
    return a % b


def _div_floor(a, b, span):
    if b == 0:
        raise _zero_divisor(span)
    return (a - a % b) // b


def _pow(a, b, span):
    if type(a) is int and type(b) is int:
        if b < 0:
            if a == 0:
                raise _zero_divisor(span)
            return a ** float(b)  # ProbLog (and Python): 2 ** -1 is 0.5
        # |a| >= 2^(bits-1), so the power has at least b*(bits-1)+1 bits: refuse before computing
        if abs(a) > 1 and b * (abs(a).bit_length() - 1) >= MAX_INT_BITS:
            raise _int_overflow(span)
        return a ** b
    r = a ** b
    if type(r) is complex:  # a negative base to a fractional power: no real value
        raise EvaluationError(f"{term_str(Struct('**', (a, b)))} has no real value "
                              "(evaluation_error(undefined))", span)
    return r


def _shift(op, a, b, span):
    if type(a) is not int or type(b) is not int:
        raise NesyTypeError(f"{op} needs integers, got {term_str(a)} and {term_str(b)} "
                            f"(type_error(integer, ...))", span)
    if op == ">>":
        b = -b
    if b < 0:
        return a >> -b
    if a and a.bit_length() + b > MAX_INT_BITS:
        raise _int_overflow(span)
    return a << b


def _log2(a, b, span):
    d = math.log(a)
    if d == 0:  # log base 1
        raise EvaluationError(f"log({term_str(a)}, {term_str(b)}): logarithm to base 1 "
                              "(evaluation_error(undefined))", span)
    return math.log(b) / d


BINARY = {
    "+": lambda a, b, s: a + b, "-": lambda a, b, s: a - b, "*": lambda a, b, s: a * b,
    "/": _div, "//": _intdiv, "mod": _mod, "rem": _mod, "div": _div_floor,
    "min": lambda a, b, s: min(a, b), "max": lambda a, b, s: max(a, b),
    "**": _pow, "^": _pow, "atan2": lambda a, b, s: math.atan2(a, b), "atan": lambda a, b, s: math.atan2(a, b),
    "log": _log2,
    ">>": lambda a, b, s: _shift(">>", a, b, s), "<<": lambda a, b, s: _shift("<<", a, b, s),
    "/\\": _int_only("/\\", lambda a, b: a & b), "\\/": _int_only("\\/", lambda a, b: a | b),
    "xor": _int_only("xor", lambda a, b: a ^ b), "gcd": _int_only("gcd", math.gcd),
    "#": _int_only("#", lambda a, b: a ^ b), "><": _int_only("><", lambda a, b: a ^ b),  # ProbLog: xor
    "exp": lambda a, b, s: math.pow(a, b),  # ProbLog's exp/2
    "truncate": None,
}
del BINARY["truncate"]

UNARY = {
    # sign, integer, round and float_integer_part as ProbLog 2.3 computes them (with Python):
    # integers, `integer` truncates, `round` rounds halves to even
    "-": lambda a: -a, "+": lambda a: a, "abs": abs, "sign": lambda a: (a > 0) - (a < 0),
    "sqrt": math.sqrt, "exp": math.exp, "log": math.log, "log2": math.log2, "sin": math.sin, "cos": math.cos,
    "tan": math.tan, "asin": math.asin, "acos": math.acos, "atan": math.atan, "sinh": math.sinh,
    "cosh": math.cosh, "tanh": math.tanh, "floor": lambda a: int(math.floor(a)), "ceiling": lambda a: int(math.ceil(a)),
    "round": lambda a: int(round(a)),
    "truncate": lambda a: int(a), "integer": int, "float": float,
    "float_integer_part": int, "float_fractional_part": lambda a: a - int(a),
    "log10": math.log10, "asinh": math.asinh, "acosh": math.acosh, "atanh": math.atanh,
    "gamma": math.gamma, "lgamma": math.lgamma, "erf": math.erf, "erfc": math.erfc,
    "\\": lambda a: ~a,
}
CONSTANTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "infinite": math.inf, "nan": math.nan,
             "epsilon": 2.220446049250313e-16, "max_tagged_integer": (1 << 60) - 1}


def _arith_error(t, e: Exception, span) -> GroundingError:
    """The ISO error for a Python arithmetic exception raised while evaluating ``t``."""
    if isinstance(e, ZeroDivisionError):
        return EvaluationError(f"division by zero in {term_str(t)} (evaluation_error(zero_divisor))" + _PL_ARITH,
                               span)
    if isinstance(e, OverflowError):
        return EvaluationError(f"arithmetic overflow in {term_str(t)}: {e} (evaluation_error(float_overflow))",
                               span)
    if isinstance(e, TypeError):
        return NesyTypeError(f"arithmetic type error in {term_str(t)}: {e}", span)
    return EvaluationError(f"{term_str(t)} is undefined: {e} (evaluation_error(undefined))" + _PL_ARITH, span)


def _checked(r, t, span):
    """An arithmetic result, refused when it is an integer over the bound or not a real number."""
    tr = type(r)
    if tr is int:
        if r.bit_length() > MAX_INT_BITS:
            raise _int_overflow(span)
    elif tr is not float:
        raise EvaluationError(f"{term_str(t)} has no real value (evaluation_error(undefined))", span)
    return r


def evaluate(t, span, _depth: int = 0):
    """Evaluate an arithmetic expression.

    Integer results are bounded (:data:`~nesylang.logic.terms.MAX_INT_BITS`); a result without
    a real value (``(-8) ** 0.5``, ``log(0)``) is an ``evaluation_error(undefined)``.
    """
    t = deref(t)
    tt = type(t)
    if tt is int or tt is float:
        return t
    if tt is Var:
        raise InstantiationError("arithmetic on an unbound variable (ProbLog: CallModeError)", span)
    if tt is Struct:
        args = t.args
        n = len(args)
        if n:
            _depth += 1
            if _depth == CYCLE_CHECK_DEPTH and not is_acyclic(t):
                raise CyclicTermError("cyclic arithmetic expression (as after X = X + 1)", span)
        if n == 2:
            f = BINARY.get(t.functor)
            if f is not None:
                a = evaluate(args[0], span, _depth)
                b = evaluate(args[1], span, _depth)
                try:
                    return _checked(f(a, b, span), t, span)
                except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
                    raise _arith_error(t, e, span) from None
        elif n == 1:
            f = UNARY.get(t.functor)
            if f is not None:
                a = evaluate(args[0], span, _depth)
                if t.functor == "\\" and type(a) is not int:
                    raise NesyTypeError(f"\\ needs an integer, got {term_str(a)}", span)
                try:
                    return _checked(f(a), t, span)
                except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
                    raise _arith_error(t, e, span) from None
        elif n == 0:
            if t.functor in CONSTANTS:
                return CONSTANTS[t.functor]
            if t.functor == "[]":
                pass
        if t.functor == "." and n == 2 and deref(args[1]) == NIL:  # "a" as [97]
            return evaluate(args[0], span, _depth)
        raise NesyTypeError(f"{term_str(t)} is not an arithmetic expression "
                            f"(unknown function {atom_str(t.functor)}/{n})" + _PL_ARITH, span)
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
            raise InstantiationError("arithmetic on an unbound variable (ProbLog: CallModeError)", span)
        return evaluate(v, span)
    if tt is Struct and not t._ground:
        args = t.args
        if len(args) == 2:
            f = BINARY.get(t.functor)
            if f is not None:
                a = evaluate_template(args[0], env, span)
                b = evaluate_template(args[1], env, span)
                try:
                    return _checked(f(a, b, span), t, span)
                except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
                    raise _arith_error(t, e, span) from None
        return evaluate(instantiate(t, env), span)
    return evaluate(t, span)


def _is_template(args, env, trail, span):
    v = evaluate_template(args[1], env, span)
    if type(v) is float:
        v = problog_float(v)  # as ProbLog keeps it (see FLOAT_DECIMALS)
    return unify(instantiate(args[0], env), v, trail)


@builtin("is", 2)
def _is(args, trail, span):
    v = evaluate(args[1], span)
    if type(v) is float:
        v = problog_float(v)
    return unify(args[0], v, trail)


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
    # as ProbLog 2.3 computes it, on any integers: succ(X, 0) gives X = -1 (ISO fails there and
    # refuses negative integers)
    a, b = deref(args[0]), deref(args[1])
    for x in (a, b):
        if type(x) is not Var and type(x) is not int:
            raise NesyTypeError(f"succ/2 needs integers, got {term_str(x)} (type_error(integer, ...)) "
                                "(ProbLog: CallModeError)", span)
    if type(a) is int:
        return unify(b, check_int(a + 1, span), trail)
    if type(b) is int:
        return unify(a, b - 1, trail)
    raise InstantiationError("succ/2 needs at least one bound argument (ProbLog: CallModeError)", span)


@builtin("plus", 3)
def _plus(args, trail, span):
    # ProbLog 2.3's modes: integers (a float, even 2.0, is its CallModeError) or unbound
    a, b, c = (deref(x) for x in args)
    for x in (a, b, c):
        if type(x) is not Var and type(x) is not int:
            raise NesyTypeError(f"plus/3 needs integers, got {term_str(x)} (type_error(integer, ...)) "
                                "(ProbLog: CallModeError)", span)
    if type(a) is int and type(b) is int:
        target, r = c, a + b
    elif type(a) is int and type(c) is int:
        target, r = b, c - a
    elif type(b) is int and type(c) is int:
        target, r = a, c - b
    else:
        raise InstantiationError("plus/3 needs two bound arguments (ProbLog: CallModeError)", span)
    if type(r) is int:
        check_int(r, span)
    return unify(target, r, trail)


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
    if tt is Str:  # strings before atoms, as in ProbLog 2.3 (SWI-Prolog puts them after)
        return 2
    if tt is Struct and not t.args:
        return 3
    return 5


def _compare_numbers(a, b) -> int:
    """ProbLog 2.3's order of two numbers (engine_builtin.struct_cmp): equal values compare
    equal, a float before an integer; two different values compare by their text (Python's
    ``str``), as its struct_cmp falls through to comparing the functors there: so
    ``10 @< 9``, ``-1 @< -2`` and ``sort([10, 9, 100], L)`` gives ``[10, 100, 9]``."""
    if a == b:
        return (type(a) is int) - (type(b) is int) if type(a) is not type(b) else 0
    if a != a or b != b:  # NaN: order it below every other number, so sorting stays consistent
        return (b != b) - (a != a) if (a != a) != (b != b) else 0
    sa, sb = str(a), str(b)
    return (sa > sb) - (sa < sb)


# The operators whose terms ProbLog 2.3's parser builds with a quoted functor (its build_binop
# and build_unop name the term "'-'" for `a-b`, where `-(a,b)` is '-'): `,` `;` `:-` `\\+` are
# its own classes, with plain names.
_QUOTED_INFIX = frozenset(("-", "+", "*", "/", "//", "mod", "rem", "**", "^", ":", "=", "\\=", "==", "\\==",
                           "@<", "@>", "@=<", "@>=", "is", "=:=", "=\\=", "<", ">", "=<", ">=", "=..", "->",
                           "*->", "-->", "<<", ">>", "/\\", "\\/", "xor", "#", "><", "&", "~=", "div", "=>",
                           "|"))
_QUOTED_PREFIX = frozenset(("-", "+", "\\"))


def _problog_name(t) -> str:
    """A functor's name as ProbLog 2.3 holds it, which its standard order compares as text: with
    its quotes where it was written quoted (`'abc'`, `'hello'(w)`), or where it is an operator
    written as one (`a-b`, `- a`; not `-(a, b)`, which reads as written, nor `,` `;`)."""
    name = t.functor
    kind = type(name)
    if kind is QuotedName:
        return "'" + name + "'"
    if kind is not FunctionalName and t.args:
        n = len(t.args)
        if (n == 2 and name in _QUOTED_INFIX) or (n == 1 and name in _QUOTED_PREFIX):
            return "'" + name + "'"
    return name


def _compare_names(a, b) -> int:
    """Two atoms or functors of one arity, of different names, in ProbLog 2.3's order."""
    na, nb = _problog_name(a), _problog_name(b)
    return (na > nb) - (na < nb)


def _call_var_rank(scope) -> dict[int, int]:
    """The unbound variables of a builtin call's arguments, numbered by first occurrence."""
    rank: dict[int, int] = {}
    for v in iter_vars(Struct("$", tuple(scope))):
        rank.setdefault(v.id, len(rank))
    return rank


def compare_terms(a, b, scope=None) -> int:
    """Standard order of terms as ProbLog 2.3 has it: Var < Number < String < Atom < Compound.

    Two unbound variables compare as in ProbLog's engine, which numbers the unbound variables
    of a builtin call's arguments at the call (-1, -2, ... by first occurrence): of the
    arguments ``scope`` (a tuple of terms), the variable that occurs first is the greater; with
    no scope, the older variable is the greater.

    Iterative (deep terms are safe) and terminating on cyclic terms: after many compound pairs
    it remembers the pairs it has compared, and a pair met again compares equal so far.

    >>> compare_terms(Struct("f", (1, Struct("b"))), Struct("f", (1, Struct("a"))))
    1
    """
    stack = [(a, b)]
    pairs = 0
    seen: set | None = None
    while stack:
        a, b = stack.pop()
        a, b = deref(a), deref(b)
        if a is b:
            continue
        ra, rb = _type_rank(a), _type_rank(b)
        if ra != rb:
            return -1 if ra < rb else 1
        if ra == 0:
            if scope is not None:
                if type(scope) is not dict:
                    scope = _call_var_rank(scope)
                ia, ib = scope.get(a.id, a.id), scope.get(b.id, b.id)
            else:
                ia, ib = a.id, b.id
            c = (ia < ib) - (ia > ib)
        elif ra == 1:
            c = _compare_numbers(a, b)
        elif ra == 3:
            c = _compare_names(a, b) if a.functor != b.functor else 0
        elif ra == 2:
            c = (a.value > b.value) - (a.value < b.value)
        else:
            if len(a.args) != len(b.args):
                return -1 if len(a.args) < len(b.args) else 1
            if a.functor != b.functor:
                return _compare_names(a, b)
            pairs += 1
            if pairs > 2000 and not (a._ground and b._ground):
                if seen is None:
                    seen = set()
                key = (id(a), id(b))
                if key in seen:
                    continue
                seen.add(key)
            stack.extend(zip(reversed(a.args), reversed(b.args)))
            continue
        if c:
            return c
    return 0


for _name, _test in (("==", lambda c: c == 0), ("\\==", lambda c: c != 0), ("@<", lambda c: c < 0),
                     ("@>", lambda c: c > 0), ("@=<", lambda c: c <= 0), ("@>=", lambda c: c >= 0)):
    builtin(_name, 2)(lambda args, trail, span, _t=_test: _t(compare_terms(args[0], args[1], args)))


@builtin("compare", 3)
def _compare(args, trail, span):
    order = deref(args[0])
    if type(order) is not Var:
        if type(order) is not Struct or order.args:
            raise NesyTypeError(f"compare/3 needs an atom as the order, got {term_str(order)} "
                                "(type_error(atom, ...)) (ProbLog: CallModeError)", span)
        if order.functor not in ("<", "=", ">"):
            raise DomainError(f"compare/3: the order must be <, = or >, got {term_str(order)} "
                              "(domain_error(order, ...)) (ProbLog: CallModeError)", span)
    c = compare_terms(args[1], args[2], args)
    return unify(args[0], _COMPARE_ORDERS[(c > 0) - (c < 0)], trail)


_COMPARE_ORDERS = {o: Struct(QuotedName(n)) for o, n in ((-1, "<"), (0, "="), (1, ">"))}  # ProbLog: cmp('<')


# ---- type checks ----------------------------------------------------------------------------

def _check(name, test):
    builtin(name, 1)(lambda args, trail, span: test(deref(args[0])))


_check("var", lambda t: type(t) is Var)
_check("nonvar", lambda t: type(t) is not Var)
_check("atom", lambda t: type(t) is Struct and not t.args)
_check("number", lambda t: type(t) in (int, float))
_check("integer", lambda t: type(t) is int)
_check("float", lambda t: type(t) is float)
# as ProbLog 2.3: a string is not atomic (an atom or a number), but it is simple and primitive
_check("atomic", lambda t: type(t) in (int, float) or (type(t) is Struct and not t.args))
_check("compound", lambda t: type(t) is Struct and bool(t.args))
_check("callable", lambda t: type(t) is Struct)
# ProbLog 2.3's other type checks: it has no rationals and no database references
_check("simple", lambda t: type(t) in (Var, int, float, Str) or (type(t) is Struct and not t.args))
_check("primitive", lambda t: type(t) in (int, float, Str) or (type(t) is Struct and not t.args))
_check("rational", lambda t: False)
_check("dbreference", lambda t: False)
def _is_list(t) -> bool:
    """ProbLog 2.3's is_list/1: ``[]``, or a list whose tail is ``[]`` or unbound
    (``is_list([a|_])`` holds there, unlike in ISO Prolog; ``is_list(_)`` does not)."""
    try:
        items, tail = list_items(t)
    except CyclicTermError:  # a cyclic list has no end: not a list
        return False
    return tail == NIL or (bool(items) and type(tail) is Var)


def _ground(t) -> bool:
    try:
        return is_ground(t)
    except CyclicTermError:  # a cyclic term is ground when no variable is left inside it
        seen, stack = set(), [t]
        while stack:
            x = deref(stack.pop())
            if type(x) is Var:
                return False
            if type(x) is Struct and not x._ground and id(x) not in seen:
                seen.add(id(x))
                stack.extend(x.args)
        return True


_check("is_list", _is_list)
_check("ground", _ground)
_check("string", lambda t: type(t) is Str)


# ---- output and user errors (ProbLog 2.3's write/N, writenl/N, writeln/N, nl/0, error/N) -------
# They run when grounding reaches them, as in ProbLog; a tabled goal grounds once, so a write
# inside it prints once however often the goal is used.

def _call_var_names(args) -> dict:
    """The names ProbLog prints for the unbound variables of a builtin call's arguments: its
    engine numbers them at the call, across all arguments in order of first occurrence, and
    prints them ``X1``, ``X2``, ... (``write(f(X, Y, X))`` prints ``f(X1,X2,X1)``, and a later
    ``write(Y)`` prints ``X1``)."""
    names: dict = {}
    for a in args:
        for v in iter_vars(resolve(a)):
            names.setdefault(v, f"X{len(names) + 1}")
    return names


def _noquote(t, names: dict | None = None) -> str:
    t = resolve(t)
    if type(t) is Struct and not t.args:
        return t.functor  # an atom as its name: write('a b') prints a b
    text = term_str(t, var_names=names)
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == "'" else text


def _printer(end: str, stream: str):
    def fn(args, trail, span):
        import sys

        out = sys.stdout if stream == "stdout" else sys.stderr
        names = _call_var_names(args)
        if stream == "stdout":  # ProbLog's write prints str(term): its answers' text, not one that reads back
            print(" ".join(problog_write_str(a, names) for a in args), end=end, file=out)
        else:  # debugprint: quoted, to standard error
            print(" ".join(term_str(resolve(a), var_names=names) for a in args), file=out)
        return True
    return fn


def _user_error(args, trail, span):
    names = _call_var_names(args)
    raise GroundingError("error/N: " + "".join(_noquote(a, names) for a in args), span)


@builtin("$call_text", 3)
def _call_text(args, trail, span):
    """``'$call_text'(Call, Term, Atom)``: the text of ``Term`` (part of the library call
    ``Call``) as an atom, its unbound variables named as ProbLog's engine names those of a
    builtin call's arguments (``concat([a, N, M], S)`` gives ``aX1X2``; see _call_var_names)."""
    names = _call_var_names([args[0]])
    return unify(args[2], Struct(term_str(resolve(args[1]), var_names=names)), trail)


@builtin("$mode_error", 3)
def _mode_error(args, trail, span):
    """A library predicate's call that fits none of its modes: ProbLog's CallModeError, for
    library code written in nesylang. ``'$mode_error'(Call, Modes, Culprit)``: ``Modes`` is the
    text of the accepted modes, ``Culprit`` the argument that fits none; an unbound one, or a
    list with an unbound tail, makes it an instantiation error, any other a type error."""
    call, modes, culprit = resolve(args[0]), resolve(args[1]), resolve(args[2])
    names = _call_var_names([call])
    text = (f"{term_str(call, var_names=names)}: the arguments fit none of its modes, "
            f"{_noquote(modes)} (ProbLog: CallModeError)")
    if type(culprit) is Var or type(deref(list_items(culprit)[1])) is Var:
        raise InstantiationError(text, span)
    raise NesyTypeError(text, span)


for _n in range(1, 10):
    builtin("write", _n)(_printer("", "stdout"))
    builtin("writenl", _n)(_printer("\n", "stdout"))
    builtin("writeln", _n)(_printer("\n", "stdout"))
    builtin("debugprint", _n)(_printer("\n", "stderr"))
    builtin("error", _n)(_user_error)
builtin("nl", 0)(lambda args, trail, span: print() or True)
# ProbLog's trace/0 and notrace/0 switch its interactive debugger on and off; they always succeed
# (nesylang has no such debugger, so they do nothing; a program may still define its own)
builtin("trace", 0)(lambda args, trail, span: True)
builtin("notrace", 0)(lambda args, trail, span: True)


@builtin("subsumes_term", 2)
def _subsumes_term(args, trail, span):
    """General can be made equal to Specific by binding General's variables only, with the two
    terms' variables taken apart, as ProbLog 2.3's ``subsumes`` does (it unifies General in a
    context of its own): ``subsumes_term(h(X, Y), h(Y, X))`` and ``subsumes_term(X, f(X))``
    succeed there (ISO fails them), ``subsumes_term(f(X, a), f(Y, Y))`` fails."""
    general, specific = args
    mark = len(trail)
    try:
        before = variant_key(resolve(specific))
        ok = (unify(copy_term(resolve(general)), specific, trail)
              and variant_key(resolve(specific)) == before)
    except CyclicTermError:  # subsumes_term(X, f(X)): only a cyclic term would make them equal
        ok = False
    finally:
        undo(trail, mark)
    return ok


BUILTINS[("subsumes_chk", 2)] = Builtin("subsumes_chk", 2, _subsumes_term, True)


@builtin("nocache", 2)
def _nocache(args, trail, span):
    """ProbLog's ``nocache(Name, Arity)`` turns off its result cache for a predicate: a speed
    setting with no effect on answers, and nesylang has no such cache to turn off."""
    name, arity = (resolve(a) for a in args)
    if type(name) is not Struct or name.args or type(arity) is not int:
        raise InstantiationError("nocache/2 needs a name and an arity, as nocache(p, 2) (ProbLog: "
                                 "CallModeError)", span)
    return True


# ---- term construction ----------------------------------------------------------------------

@builtin("functor", 3)
def _functor(args, trail, span):
    t = deref(args[0])
    if type(t) is Var:
        name, n = deref(args[1]), deref(args[2])
        if type(n) is Var or type(name) is Var:
            raise InstantiationError("functor/3 needs a term or a name and an arity (ProbLog: CallModeError)", span)
        if type(n) is not int:
            raise NesyTypeError(f"functor/3 needs an integer arity, got {term_str(n)} (type_error(integer, ...))"
                                " (ProbLog: CallModeError)", span)
        if type(name) is Struct and name.args:
            raise NesyTypeError(f"functor/3 needs an atomic name, got {term_str(name)} "
                                "(type_error(atomic, ...)) (ProbLog: CallModeError)", span)
        if n < 0:
            raise DomainError(f"functor/3 needs a non-negative arity, got {n} "
                              "(domain_error(not_less_than_zero, ...)) (ProbLog: CallModeError)", span)
        if n == 0:
            return unify(t, name, trail)
        if type(name) is not Struct:
            raise NesyTypeError(f"functor/3 needs an atom as the name of a compound, got {term_str(name)} "
                                "(type_error(atomic, ...)) (ProbLog: CallModeError)", span)
        reserve(n, span, "functor/3's term")  # functor(X, foo, 100000000) stops here
        return unify(t, Struct(name.functor, tuple(Var() for _ in range(n))), trail)
    if type(t) is Struct:
        return unify(args[1], Struct(_operator_name(t)), trail) and unify(args[2], len(t.args), trail)
    return unify(args[1], t, trail) and unify(args[2], 0, trail)


# ProbLog builds these with their own classes, whose names print bare (`,/2`, `\+/1`)
_BARE_OPERATOR_NAMES = frozenset({",", ";", "\\+", ":-", "::", "."})


def _operator_name(t: Struct) -> str:
    """The name of ``t`` as functor/3 gives it. ProbLog's reader names a term written with an
    operator by the operator between quotes (``a xor b`` is ``'xor'(a, b)`` there), so the name
    functor/3 takes from it prints quoted, ``'xor'``, ``'='``, ``'-'`` (the same atom as
    ``xor``): the name is a :class:`QuotedName`. A term written in functional notation
    (``xor(a, b)``) or quoted keeps its own name."""
    name = t.functor
    if type(name) is str and name not in _BARE_OPERATOR_NAMES and (
            (len(t.args) == 2 and name in INFIX_OPS) or (len(t.args) == 1 and name in PREFIX_OPS)):
        return QuotedName(name)
    return name


@builtin("arg", 3)
def _arg(args, trail, span):
    n, t = deref(args[0]), deref(args[1])
    if type(n) is Var or type(t) is Var:
        raise InstantiationError("arg/3 needs an integer position and a compound term (ProbLog: CallModeError)", span)
    if type(n) is not int:
        raise NesyTypeError(f"arg/3 needs an integer position, got {term_str(n)} (type_error(integer, ...))"
                            " (ProbLog: CallModeError)", span)
    if type(t) is not Struct or not t.args:
        raise NesyTypeError(f"arg/3 needs a compound term, got {term_str(t)} (type_error(compound, ...))"
                            " (ProbLog: CallModeError)", span)
    return 1 <= n <= len(t.args) and unify(args[2], t.args[n - 1], trail)


@builtin("=..", 2)
def _univ(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:  # ProbLog's modes (nonvar, var) or (nonvar, list): a list, maybe partial
        second = deref(args[1])
        end = deref(list_items(second)[1]) if type(second) is not Var else None
        if end is not None and type(end) is not Var and end != NIL:
            raise NesyTypeError(f"=.. needs a list or a variable second, got {term_str(resolve(second))} "
                                "(type_error(list, ...)) (ProbLog: CallModeError)", span)
    if type(t) is Struct:
        name = t.functor
        if type(name) is str and t.args and (name in INFIX_OPS or name in PREFIX_OPS):
            name = OperatorName(name)  # from `a-b`: a term rebuilt from it prints `1-2`, as in ProbLog
        return unify(args[1], make_list([Struct(name)] + list(t.args)), trail)
    if type(t) is not Var:
        return unify(args[1], make_list([t]), trail)
    items, tail = list_items(args[1])
    tail = deref(tail)
    if type(tail) is Var:
        raise InstantiationError("=.. needs a term or a proper list (ProbLog: CallModeError)", span)
    if tail != NIL:
        raise NesyTypeError(f"=.. needs a list, got {term_str(args[1])} (type_error(list, ...)) "
                            "(ProbLog: CallModeError)", span)
    if not items:
        raise DomainError("=.. needs a non-empty list (domain_error(non_empty_list, [])) "
                          "(ProbLog: CallModeError)", span)
    head = deref(items[0])
    if type(head) is Var:
        raise InstantiationError("=.. needs a bound functor (ProbLog: CallModeError)", span)
    if len(items) == 1:
        if type(head) is Struct and head.args:
            raise NesyTypeError(f"=.. needs an atomic term, got {term_str(head)} (type_error(atomic, ...))"
                                " (ProbLog: CallModeError)",
                                span)
        return unify(t, head, trail)
    if type(head) is not Struct or head.args:
        raise NesyTypeError(f"=.. needs an atom as the functor, got {term_str(head)} (type_error(atom, ...))"
                            " (ProbLog: CallModeError)",
                            span)
    name = head.functor
    if type(name) is OperatorName:
        name = str(name)  # taken from an operator-form term: rebuilt in operator form
    elif type(name) is str and name != ",":
        # ProbLog's =.. builds a plain compound, which it prints in canonical form (`-(1,2)`,
        # `<(1,2)`) and whose name functor/3 gives bare (`<`, where a term written `1<2` gives
        # `'<'`): an operator's name is marked as if written in functional notation
        name = functional_name(name)
    return unify(t, Struct(name, tuple(items[1:])), trail)


@builtin("copy_term", 2)
def _copy_term(args, trail, span):
    return unify(args[1], copy_term(resolve(args[0])), trail)


def _numbervars(term, start: int, out, trail) -> bool:
    """ProbLog 2.3's numbervars: ``out`` is a copy of ``term`` with its n-th distinct variable
    replaced by ``'$Var'(start + n)``; ``term`` itself stays unbound (ISO binds it, and has the
    end number as the third argument; ProbLog decides here)."""
    fresh: dict = {}
    copy = copy_term(resolve(term), fresh)  # fresh: the term's variables in order of occurrence
    for n, v in enumerate(fresh.values()):
        unify(v, Struct("$Var", (start + n,)), trail)
    return unify(out, copy, trail)


@builtin("numbervars", 2)
def _numbervars2(args, trail, span):
    return _numbervars(args[0], 0, args[1], trail)


@builtin("numbervars", 3)
def _numbervars3(args, trail, span):
    start = resolve(args[1])
    if type(start) is not int:
        raise InstantiationError("numbervars/3 needs an integer start, as numbervars(T, 0, Out) "
                                 "(ProbLog: CallModeError)", span)
    return _numbervars(args[0], start, args[2], trail)


@builtin("varnumbers", 2)
def _varnumbers(args, trail, span):
    """ProbLog's varnumbers/2, numbervars/2's inverse: each ``'$Var'(N)`` becomes a fresh
    variable, the same N the same variable (rebuilt without recursion: terms may be deep)."""
    term = resolve(args[0])
    check_acyclic(term)
    table: dict = {}

    def leaf(t):
        if type(t) is Struct and t.functor == "$Var" and len(t.args) == 1 and type(t.args[0]) is int:
            return table.setdefault(t.args[0], Var())
        return None

    done: list = []  # rebuilt subterms, in post-order
    stack: list = [(term, False)]
    while stack:
        t, expanded = stack.pop()
        if expanded:
            n = len(t.args)
            parts = done[len(done) - n:]
            del done[len(done) - n:]
            done.append(Struct(t.functor, tuple(parts)))
            continue
        new = leaf(t)
        if new is not None:
            done.append(new)
        elif type(t) is Struct and t.args:
            stack.append((t, True))
            stack.extend((a, False) for a in reversed(t.args))
        else:
            done.append(t)
    return unify(args[1], done[0], trail)


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


def _code_text(t, span, chars: bool) -> str:
    """The text of a list of character codes (``chars``: one-character atoms) or of a string."""
    t = deref(t)
    if type(t) is Str:
        return t.value
    items, tail = list_items(t)
    tail = deref(tail)
    if type(tail) is Var:
        raise InstantiationError("expected a list, got a partial list", span)
    if tail != NIL:
        raise NesyTypeError(f"expected a list, got {term_str(t)} (type_error(list, ...))", span)
    return "".join(_char(c, span) if chars else _code_char(c, span) for c in items)


def _valid_code(c) -> bool:
    return type(c) is int and 0 <= c <= 0x10FFFF and not 0xD800 <= c <= 0xDFFF


def _code_char(c, span) -> str:
    c = deref(c)
    if type(c) is Var:
        raise InstantiationError("expected a character code, got an unbound variable", span)
    if type(c) is not int:
        raise NesyTypeError(f"expected a character code, got {term_str(c)} (type_error(integer, ...))", span)
    if not _valid_code(c):
        raise RepresentationError(f"{c} is not a character code (representation_error(character_code))", span)
    return chr(c)


def _char(c, span) -> str:
    c = deref(c)
    if type(c) is Var:
        raise InstantiationError("expected a character, got an unbound variable", span)
    if type(c) is not Struct or c.args or len(c.functor) != 1:
        raise NesyTypeError(f"expected a character (a one-letter atom), got {term_str(c)} "
                            "(type_error(character, ...))", span)
    return c.functor


_NUMBER = re.compile(r"[+-]?(?:(?P<int>[0-9]+)|0x[0-9a-fA-F]+|0o[0-7]+|0b[01]+"
                     r"|[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|inf|nan)")


def parse_number(text: str):
    """The number a text stands for (Prolog syntax, leading layout allowed), or None.

    Integers are refused over the bound (``MAX_INT_BITS``) before conversion.

    >>> parse_number("42"), parse_number(" -1.5e3"), parse_number("0x1F"), parse_number("4 2")
    (42, -1500.0, 31, None)
    """
    text = text.lstrip()
    m = _NUMBER.fullmatch(text)
    if m is None:
        return None
    body = text.lstrip("+-")
    neg = text.startswith("-")
    if body in ("inf", "nan"):
        v = float(body)
        return -v if neg else v
    if m.group("int") is not None or body[:2] in ("0x", "0o", "0b"):
        # refuse before converting: a binary literal has one digit per bit, and 4,300 decimal
        # digits (Python's conversion limit) are over the bound already
        if len(body) > MAX_INT_BITS + 2 or (m.group("int") is not None and len(body) > 4300):
            raise OverflowError
        v = int(body, 0) if body[:2] in ("0x", "0o", "0b") else int(body)
        if v.bit_length() > MAX_INT_BITS:
            raise OverflowError
        return -v if neg else v
    return float(text)


def _number_of(text: str, span):
    try:
        v = parse_number(text)
        return problog_float(v) if type(v) is float else v
    except OverflowError:
        raise EvaluationError(f"integer too large: over {MAX_INT_BITS} bits, the bound on integers "
                              "(evaluation_error(int_overflow))", span) from None


@builtin("atom_codes", 2)
def _atom_codes(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], make_list([ord(c) for c in _text(t, span)]), trail)
    return unify(t, Struct(_code_text(args[1], span, False)), trail)


@builtin("atom_chars", 2)
def _atom_chars(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], make_list([Struct(c) for c in _text(t, span)]), trail)
    return unify(t, Struct(_code_text(args[1], span, True)), trail)


@builtin("atom_length", 2)
def _atom_length(args, trail, span):
    n = deref(args[1])
    if type(n) is not Var:
        if type(n) is not int:
            raise NesyTypeError(f"atom_length/2 needs an integer length, got {term_str(n)} "
                                "(type_error(integer, ...))", span)
        if n < 0:
            raise DomainError(f"atom_length/2 needs a non-negative length, got {n} "
                              "(domain_error(not_less_than_zero, ...))", span)
    return unify(n, len(_text(args[0], span)), trail)


@builtin("char_code", 2)
def _char_code(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        return unify(args[1], ord(_char(t, span)), trail)
    c = deref(args[1])
    if type(c) is Var:
        raise InstantiationError("char_code/2 needs a character or a code", span)
    return unify(t, Struct(_code_char(c, span)), trail)


@builtin("atom_number", 2)
def _atom_number(args, trail, span):
    t = deref(args[0])
    if type(t) is Var:
        n = deref(args[1])
        if type(n) is Var:
            raise InstantiationError("atom_number/2 needs an atom or a number (ProbLog: CallModeError)", span)
        if not is_number(n):
            raise NesyTypeError(f"atom_number/2 needs a number, got {term_str(n)} (type_error(number, ...))", span)
        return unify(t, Struct(term_str(n)), trail)
    if is_number(t):  # ProbLog accepts only an atom (or a variable) first
        raise NesyTypeError(f"atom_number/2 needs an atom or a variable first, got the number {term_str(t)} "
                            "(ProbLog: CallModeError)", span)
    if type(t) is Struct and t.args:
        raise NesyTypeError(f"atom_number/2 needs an atom or a variable first, got {term_str(t)} "
                            "(ProbLog: CallModeError)", span)
    n = deref(args[1])
    if type(n) is not Var and not is_number(n):  # ProbLog's modes: (atom, var|integer|float)
        raise NesyTypeError(f"atom_number/2 needs a number or a variable second, got {term_str(resolve(n))} "
                            "(type_error(number, ...)) (ProbLog: CallModeError)", span)
    text = _text(t, span)
    value = _number_of(text, span)
    if type(value) is float and value.is_integer():
        value = int(value)  # ProbLog reads the text as a float, an integral one as an integer ('3.0' is 3)
    return value is not None and unify(args[1], value, trail)


@builtin("number_codes", 2)
def _number_codes(args, trail, span):
    t = deref(args[0])
    if type(t) is not Var:
        if not is_number(t):
            raise NesyTypeError(f"number_codes/2 needs a number, got {term_str(t)} (type_error(number, ...))",
                                span)
        return unify(args[1], make_list([ord(c) for c in term_str(t)]), trail)
    text = _code_text(args[1], span, False)
    value = _number_of(text, span)
    if value is None:
        raise NesySyntaxError(f"number_codes/2: {text!r} is not a number (syntax_error(illegal_number))", span)
    return unify(t, value, trail)


@builtin("atom_concat", 3)
def _atom_concat(args, trail, span):
    a, b = deref(args[0]), deref(args[1])
    if type(a) is not Var and type(b) is not Var:
        return unify(args[2], Struct(_text(a, span) + _text(b, span)), trail)
    raise InstantiationError("atom_concat/3 needs its first two arguments bound", span)


# ProbLog 2.3's make_safe: library(string) gives a result the name of its text between quotes
# unless the text is a lowercase ASCII letter followed by word characters (its safe_expr)
_PROBLOG_SAFE = re.compile(r"[a-z]+(\w)*$")


@builtin("$string_result", 2)
def _string_result(args, trail, span):
    """``'$string_result'(+Atom, ?Result)``: ``Result`` is ``Atom``, marked to print quoted (a
    :class:`QuotedName`) where ProbLog's library(string) quotes it (``'##'``, ``'-'``, ``'1'``,
    ``'éa'``), and bare where it does not (``ab1``; also ``abc`` made from a quoted ``'abc'``,
    as ProbLog unquotes its inputs). The same atom either way: only its printing and its place
    in the standard order, which sees the quotes as ProbLog's does, change."""
    a = deref(args[0])
    name = a.functor if type(a) is Struct and not a.args else None
    if name is None:
        raise NesyTypeError(f"$string_result/2 needs an atom, got {term_str(a)}", span)
    safe = _PROBLOG_SAFE.match(name) is not None
    if safe is (type(name) is QuotedName):  # ProbLog unquotes its inputs: concat(['abc'], X) is abc
        a = Struct(str(name) if safe else QuotedName(name))
    return unify(args[1], a, trail)


def _held_name(args, name: str, span) -> str:
    """The name of the atom ``args[0]`` as ProbLog 2.3 holds it: between quotes where it was
    written quoted (``'abc'``, and library(string)'s quoted results) or is an operator taken
    from a term written with it (``=..`` on ``a-b``), as its reader and its make_safe name
    them. A located type error names the builtin ``name`` where it is not an atom."""
    a = deref(args[0])
    if type(a) is not Struct or a.args:
        raise NesyTypeError(f"{name} needs an atom, got {term_str(a)}", span)
    f = a.functor
    return "'" + f + "'" if type(f) in (QuotedName, OperatorName) else f


@builtin("$problog_name", 2)
def _problog_name_builtin(args, trail, span):
    """``'$problog_name'(+Atom, ?Name)``: ``Name`` is the atom whose name is ``Atom``'s name
    as ProbLog 2.3 holds it, its quotes included: the text its library(string) takes an atom
    for (there ``str2lst('Ab', L)`` gives the quote, ``'A'``, ``b`` and the quote)."""
    return unify(args[1], Struct(_held_name(args, "$problog_name/2", span)), trail)


@builtin("$problog_unquote", 2)
def _problog_unquote(args, trail, span):
    """``'$problog_unquote'(+Atom, ?Text)``: ``Text`` is the atom named by ProbLog 2.3's
    ``unquote`` of ``Atom``'s name as it holds it (every quote at either end taken off): the
    text its concat/2, join/3 and lst2str/2 take an atom for. ``'a b'`` is ``a b`` there, and
    the quote that str2lst/2 gives for a quoted atom's quotes is the empty text."""
    return unify(args[1], Struct(_held_name(args, "$problog_unquote/2", span).strip("'")), trail)


@builtin("term_to_atom", 2)
def _term_to_atom(args, trail, span):
    return unify(args[1], Struct(term_str(resolve(args[0]))), trail)


# ---- enumerating builtins -------------------------------------------------------------------

@builtin("between", 3, det=False)
def _between(args, trail, span):
    # ProbLog's modes: (integer, integer, integer) or (integer, integer, var); it has no infinite
    # bound (between(1, inf, X) is its CallModeError, as are floats and unevaluated expressions)
    low, high, x = deref(args[0]), deref(args[1]), deref(args[2])
    if type(low) is Var or type(high) is Var:
        raise InstantiationError("between/3 needs bounds (ProbLog: CallModeError)", span)
    if type(low) is not int or type(high) is not int:
        got = term_str(resolve(high if type(low) is int else low))
        raise NesyTypeError(f"between/3 needs integer bounds, got {got} (ProbLog: CallModeError)", span)
    if type(x) is int:
        if low <= x <= high:
            yield
        return
    if type(x) is not Var:
        raise NesyTypeError("between/3 needs an integer or a variable (ProbLog: CallModeError)", span)
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
    if type(tail) is not Var:
        # ProbLog's modes: a proper list with an integer or unbound length, a partial list or
        # a variable with an integer; anything else is its CallModeError (length([a], []))
        n = deref(args[1])
        if type(n) is not Var and type(n) is not int:
            raise NesyTypeError(f"length/2 needs an integer length, got {term_str(n)} (ProbLog: "
                                "CallModeError)", span)
        if tail != NIL:
            raise NesyTypeError(f"length/2 needs a list, got {term_str(args[0])} (ProbLog: "
                                "CallModeError)", span)
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
            reserve(n - len(items), span, "length/2's list")  # length(L, 100000000) stops here
            mark = len(trail)
            if unify(tail, make_list([Var() for _ in range(n - len(items))]), trail):
                yield
            undo(trail, mark)
        return
    if type(n) is not Var:
        raise NesyTypeError("length/2 needs an integer length (ProbLog: CallModeError)", span)
    raise InstantiationError("length/2 of a partial list needs a bound length (ProbLog: CallModeError)", span)


# ---- sorting ------------------------------------------------------------------------------

import functools as _ft


def _check_output_list(t, span, what: str) -> None:
    """ISO: the output of a sort must be a list or a partial list (``type_error(list, ...)``)."""
    _, tail = list_items(t)
    tail = deref(tail)
    if type(tail) is not Var and tail != NIL:
        raise NesyTypeError(f"{what} needs a list or an unbound variable as its output, got {term_str(t)} "
                            "(type_error(list, ...))", span)


def _input_list(t, span, what: str, problog: bool = False) -> list:
    """``t``'s items; ``problog``: the predicate is one of ProbLog's builtins (sort/2), whose
    type error there is a CallModeError, so the message names it."""
    items, tail = list_items(t)
    tail = deref(tail)
    if type(tail) is Var:
        raise InstantiationError(f"{what} needs a proper list, got a partial list (ProbLog: CallModeError)", span)
    if tail != NIL:
        raise NesyTypeError(f"{what} needs a list, got {term_str(t)} (type_error(list, ...))"
                            + (" (ProbLog: CallModeError)" if problog else ""), span)
    return [resolve(i) for i in items]


def _sorted(t, span, dedupe: bool, what: str):
    items = _input_list(t, span, what, problog=what == "sort/2")
    scope = _call_var_rank(items)
    items.sort(key=_ft.cmp_to_key(lambda a, b: compare_terms(a, b, scope)))
    if dedupe:
        out = []
        for i in items:
            if not out or compare_terms(out[-1], i, scope) != 0:
                out.append(i)
        items = out
    return make_list(items)


@builtin("msort", 2)
def _msort(args, trail, span):
    _check_output_list(args[1], span, "msort/2")
    return unify(args[1], _sorted(args[0], span, False, "msort/2"), trail)


@builtin("sort", 2)
def _sort(args, trail, span):
    # no check of the output: ProbLog 2.3's sort/2 takes any second argument (its mode L*),
    # and one that is not a list fails to unify (ISO's type_error is msort/2's and sort/4's)
    return unify(args[1], _sorted(args[0], span, True, "sort/2"), trail)


_ORDERS = ("@<", "@=<", "@>", "@>=")


@builtin("sort", 4)
def _sort4(args, trail, span):
    key, order = deref(args[0]), deref(args[1])
    if type(key) is Var or type(order) is Var:
        raise InstantiationError("sort/4 needs a key and an order", span)
    if type(key) is not int:
        raise NesyTypeError(f"sort/4 needs an integer key, got {term_str(key)} (type_error(integer, ...))", span)
    if key < 0:
        raise DomainError(f"sort/4 needs a non-negative key, got {key} (domain_error(not_less_than_zero, ...))",
                          span)
    if type(order) is not Struct or order.args:
        raise NesyTypeError(f"sort/4 needs an atom as the order, got {term_str(order)} (type_error(atom, ...))",
                            span)
    if order.functor not in _ORDERS:
        raise DomainError(f"sort/4: the order must be one of {', '.join(_ORDERS)}, got {term_str(order)} "
                          "(domain_error(order, ...))", span)
    _check_output_list(args[3], span, "sort/4")
    items = _input_list(args[2], span, "sort/4")
    k = key
    if k:
        for i in items:
            if type(i) is Var:
                raise InstantiationError("sort/4 with a key needs bound list elements", span)
            if type(i) is not Struct or len(i.args) < k:
                raise NesyTypeError(f"sort/4 with key {k} needs compound terms with at least {k} arguments, "
                                    f"got {term_str(i)} (type_error(compound, ...))", span)

    def keyof(x):
        return x.args[k - 1] if k else x

    reverse = order.functor in ("@>", "@>=")
    items.sort(key=_ft.cmp_to_key(lambda a, b: compare_terms(keyof(a), keyof(b))), reverse=reverse)
    if order.functor in ("@<", "@>"):
        out = []
        for i in items:
            if not out or compare_terms(keyof(out[-1]), keyof(i)) != 0:
                out.append(i)
        items = out
    return unify(args[3], make_list(items), trail)


@builtin("keysort", 2)
def _keysort(args, trail, span):
    _check_output_list(args[1], span, "keysort/2")
    items = _input_list(args[0], span, "keysort/2")
    for i in items:
        if type(i) is Var:
            raise InstantiationError("keysort/2 needs bound list elements", span)
        if type(i) is not Struct or i.functor != "-" or len(i.args) != 2:
            raise NesyTypeError(f"keysort/2 needs Key-Value pairs, got {term_str(i)} (type_error(pair, ...))", span)
    # Python's sort is stable, as keysort/2 must be
    items.sort(key=_ft.cmp_to_key(lambda a, b: compare_terms(a.args[0], b.args[0])))
    return unify(args[1], make_list(items), trail)


# DeepProbLog's tensor builtins (stdlib/tensor.nesy calls these two)
from .tensor_ops import less_builtin as _tensor_less, tensor_builtin as _tensor  # noqa: E402

BUILTINS[("$tensor", 3)] = Builtin("$tensor", 3, _tensor, True)
BUILTINS[("$tensor_less", 2)] = Builtin("$tensor_less", 2, _tensor_less, True)
