"""Unification, dereferencing and copying of runtime terms.

Bindings are stored in the variables (``Var.ref``) and recorded on a trail (a Python list) so
the engine can undo them when it backtracks: ``mark = len(trail)`` ... ``undo(trail, mark)``.
Unification and copying are iterative, so long lists never hit Python's recursion limit.

>>> from nesylang.logic.terms import Struct, Var
>>> X = Var("X"); trail = []
>>> unify(Struct("f", (X, 1)), Struct("f", (2, 1)), trail), resolve(X)
(True, 2)
"""
from __future__ import annotations

from .terms import CYCLE_CHECK_DEPTH, Str, Struct, Term, Var, check_acyclic, deref, list_items  # noqa: F401 - deref is re-exported here

# After this many compound pairs, unification starts remembering the pairs it has taken apart,
# so that it terminates on cyclic (rational) terms: a pair met again is assumed to unify, which
# is the standard algorithm for rational trees. Ordinary unifications never reach it.
_PAIRS_BEFORE_TRACKING = 2000


def bind(v: Var, value, trail: list) -> None:
    v.ref = value
    trail.append(v)


def undo(trail: list, mark: int) -> None:
    while len(trail) > mark:
        trail.pop().ref = None


def unify(a, b, trail: list) -> bool:
    """Unify two terms, recording bindings on ``trail``. No occurs check (as in Prolog): ``X =
    f(X)`` makes a cyclic term, and unifying cyclic terms terminates.

    On failure the caller undoes the trail to its mark; partial bindings may remain until then.

    >>> X, Y = Var("X"), Var("Y"); trail = []
    >>> unify(X, Struct("f", (X,)), trail), unify(Y, Struct("f", (Y,)), trail), unify(X, Y, trail)
    (True, True, True)
    """
    stack = [(a, b)]
    pop = stack.pop
    push = stack.append
    pairs = 0
    seen: set | None = None
    while stack:
        x, y = pop()
        # dereference both
        while type(x) is Var and x.ref is not None:
            x = x.ref
        while type(y) is Var and y.ref is not None:
            y = y.ref
        if x is y:
            continue
        tx, ty = type(x), type(y)
        if tx is Var:
            x.ref = y
            trail.append(x)
            continue
        if ty is Var:
            y.ref = x
            trail.append(y)
            continue
        if tx is not ty:
            return False
        if tx is Struct:
            if x.functor != y.functor:
                return False
            if x._ground and y._ground:
                # two ground terms (a fact's argument and a bound call's): equality, decided
                # by the cached hashes where both are known, without a pair per argument
                hx, hy = x._hash, y._hash
                if (hx is not None and hy is not None and hx != hy) or x != y:
                    return False
                continue
            xa, ya = x.args, y.args
            n = len(xa)
            if n != len(ya):
                return False
            pairs += 1
            if pairs > _PAIRS_BEFORE_TRACKING and not (x._ground and y._ground):
                if seen is None:
                    seen = set()
                key = (id(x), id(y))
                if key in seen:
                    continue
                seen.add(key)
            for i in range(n - 1, -1, -1):
                push((xa[i], ya[i]))
        elif x != y:
            return False
    return True


def resolve(t):
    """A copy of ``t`` with every bound variable replaced by its value (unbound ones kept).

    A cyclic term has no such copy: :class:`~nesylang.errors.CyclicTermError`.
    """
    t = deref(t)
    if type(t) is not Struct or t._ground:
        return t
    return _resolve_struct(t, 0)


def _resolve_struct(t: Struct, depth: int):
    # Lists are resolved along their spine iteratively; other nesting recursively (shallow).
    depth += 1
    if depth == CYCLE_CHECK_DEPTH:
        check_acyclic(t)
    if t.functor == "." and len(t.args) == 2:
        items, tail = list_items(t)
        result = tail if type(tail) is not Struct or tail._ground else _resolve_struct(tail, depth)
        for item in reversed(items):
            item = deref(item)
            if type(item) is Struct and not item._ground:
                item = _resolve_struct(item, depth)
            result = Struct(".", (item, result))
        return result
    args = t.args
    new = None
    for i, a in enumerate(args):
        r = a
        if type(a) is Var:
            r = deref(a)
            if type(r) is Struct and not r._ground:
                r = _resolve_struct(r, depth)
        elif type(a) is Struct and not a._ground:
            r = _resolve_struct(a, depth)
        if r is not a:
            if new is None:
                new = list(args[:i])
            new.append(r)
        elif new is not None:
            new.append(a)
    if new is None:
        return t
    return Struct(t.functor, tuple(new))


def is_ground(t) -> bool:
    stack = [t]
    steps = 0
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            return False
        if type(x) is Struct and not x._ground:
            stack.extend(x.args)
            steps += 1
            if steps == 10_000:  # long enough to be worth one check for a cycle
                check_acyclic(t)
    return True


def variant_key(t):
    """A hashable key equal for two terms iff they are variants (equal up to renaming).

    Numbers carry their type so that ``1`` and ``1.0`` stay distinct, as in Prolog. A ground
    compound is its own key (its equality already tells ``1`` from ``1.0``).
    """
    t = deref(t)
    if type(t) is Struct and is_ground(t):
        return t if t._ground else resolve(t)
    seen: dict[Var, int] = {}

    def key(x, depth):
        x = deref(x)
        tx = type(x)
        if tx is Struct:
            if not x.args:
                return x.functor
            depth += 1
            if depth == CYCLE_CHECK_DEPTH:
                check_acyclic(x)
            if x.functor == "." and len(x.args) == 2:
                items, tail = list_items(x)
                return ("$list", tuple(key(i, depth) for i in items), key(tail, depth))
            return (x.functor,) + tuple(key(a, depth) for a in x.args)
        if tx is Var:
            n = seen.get(x)
            if n is None:
                n = seen[x] = len(seen)
            return ("$VAR", n)
        if tx is float:
            return ("$float", x)
        if tx is Str:
            return ("$str", x.value)
        return x

    return key(t, 0)


def copy_term(t, mapping: dict | None = None):
    """A copy of ``t`` with fresh variables (shared variables stay shared within the copy)."""
    if mapping is None:
        mapping = {}

    def cp(x, depth):
        x = deref(x)
        tx = type(x)
        if tx is Struct and x._ground:
            return x
        if tx is Var:
            v = mapping.get(x)
            if v is None:
                v = mapping[x] = Var(x.name)
            return v
        if tx is Struct and x.args:
            depth += 1
            if depth == CYCLE_CHECK_DEPTH:
                check_acyclic(x)
            if x.functor == "." and len(x.args) == 2:
                items, tail = list_items(x)
                items = [cp(i, depth) for i in items]  # in order: fresh variables number as they occur
                result = cp(tail, depth)
                for item in reversed(items):
                    result = Struct(".", (item, result))
                return result
            return Struct(x.functor, tuple(cp(a, depth) for a in x.args))
        return x

    return cp(t, 0)


def instantiate(t, env: dict):
    """A clause-template term with its variables renamed through ``env`` (fresh variables on
    first sight). Templates are never bound, so no dereferencing is needed."""
    tt = type(t)
    if tt is Var:
        v = env.get(t)
        if v is None:
            v = env[t] = Var(t.name)
        return v
    if tt is Struct and not t._ground:
        return Struct(t.functor, tuple([instantiate(a, env) for a in t.args]))
    return t
