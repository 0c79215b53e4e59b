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
    # Structure is shared: a cell or compound none of whose parts changed is returned itself,
    # and the walk stops at a ground subterm (a ground list suffix is never rebuilt).
    local = t._local
    if local is not None:  # its variables are known: unchanged while all are unbound
        for v in local[0]:
            if v.ref is not None:
                break
        else:
            return t
    depth += 1
    if depth == CYCLE_CHECK_DEPTH:
        check_acyclic(t)
    if t.functor == "." and len(t.args) == 2:
        cells = _open_spine(t)
        tail = deref(cells[-1].args[1])
        result = tail if type(tail) is not Struct or tail._ground else _resolve_struct(tail, depth)
        for cell in reversed(cells):
            head, rest = cell.args
            item = head
            if type(head) is Var:
                item = deref(head)
                if type(item) is Struct and not item._ground:
                    item = _resolve_struct(item, depth)
            elif type(head) is Struct and not head._ground:
                item = _resolve_struct(head, depth)
            result = cell if item is head and result is rest else Struct(".", (item, result))
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


def _open_spine(t: Struct) -> list:
    """The cells of the list ``t`` (dereferenced), up to the first that is ground or not a
    cell: ``[X, a | T]`` gives its two cells, ``[X, a, b]`` the first only (the rest is ground).
    A cyclic list raises :class:`~nesylang.errors.CyclicTermError` (Brent's detection)."""
    cells = [t]
    saved = t
    power = steps = 1
    x = deref(t.args[1])
    while type(x) is Struct and x.functor == "." and len(x.args) == 2 and not x._ground:
        if x is saved:
            list_items(x)  # raises the cyclic-list error
        cells.append(x)
        if steps == power:
            saved = x
            power <<= 1
            steps = 0
        steps += 1
        x = deref(x.args[1])
    return cells


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
    compound is its own key (its equality already tells ``1`` from ``1.0``), also inside a
    larger term, so its cached hash is reused and it is not walked again.

    >>> X, Y = Var("X"), Var("Y")
    >>> variant_key(Struct("f", (X, Y, X))) == variant_key(Struct("f", (Y, X, Y)))
    True
    >>> variant_key(Struct("f", (X, 1))) == variant_key(Struct("f", (X, 1.0)))
    False
    """
    t = resolve(t)
    if type(t) is Struct and t._ground:
        return t
    return variant_key_vars(t)[0]


def variant_key_vars(t) -> tuple:
    """:func:`variant_key` of a *resolved* term (no bound variable inside it, as
    :func:`resolve` returns), with its variables in the order the key numbers them.

    Two variants have equal keys and their variables correspond position by position, which is
    how the grounder binds a call's variables to a table's answers without walking the call
    again. Each argument that is neither ground nor a variable is keyed on its own (its
    variables numbered locally, then mapped to the term's numbering) and that key is kept on
    the argument: a large term passed unchanged from call to call (a list of rule templates
    down a recursion) is walked once, not at every call.
    """
    t = deref(t)
    tt = type(t)
    if tt is Struct:
        if t._ground:
            return t, ()
        seen: dict[Var, int] = {}
        parts: list = [t.functor]
        for a in t.args:
            ta = type(a)
            if ta is Var and a.ref is not None:
                a = deref(a)
                ta = type(a)
            if ta is Struct:
                if a._ground:
                    parts.append(a)
                    continue
                local_vars, local_key = _local_key(a)
                numbers = []
                for v in local_vars:
                    n = seen.get(v)
                    if n is None:
                        n = seen[v] = len(seen)
                    numbers.append(n)
                parts.append((local_key, tuple(numbers)))
            elif ta is Var:
                n = seen.get(a)
                if n is None:
                    n = seen[a] = len(seen)
                parts.append(("$VAR", n))
            else:
                parts.append(_leaf_key(a))
        return tuple(parts), tuple(seen)
    if tt is Var:
        return ("$VAR", 0), (t,)
    return _leaf_key(t), ()


def _leaf_key(x):
    tx = type(x)
    if tx is float:
        return ("$float", x)
    if tx is Str:
        return ("$str", x.value)
    return x


def _local_key(t: Struct) -> tuple:
    """(variables, key) of a compound that is not ground, its variables numbered from 0 in
    order of first occurrence; cached on ``t`` when no bound variable was met on the way."""
    local = t._local
    if local is not None:
        for v in local[0]:
            if v.ref is not None:
                break
        else:
            return local
    seen: dict[Var, int] = {}
    vkeys: list = []
    bound = False

    def key(x, depth):
        # x: a compound that is not ground. Leaves are keyed in the loop (no call per leaf).
        nonlocal bound
        depth += 1
        if depth == CYCLE_CHECK_DEPTH:
            check_acyclic(x)
        if x.functor == "." and len(x.args) == 2:
            cells = _open_spine(x)
            parts = [c.args[0] for c in cells]
            parts.append(cells[-1].args[1])
            for c in cells[:-1]:
                if type(c.args[1]) is Var:  # a bound tail variable on the spine
                    bound = True
        else:
            parts = x.args
        out = []
        for a in parts:
            ta = type(a)
            if ta is Var and a.ref is not None:
                bound = True
                a = deref(a)
                ta = type(a)
            if ta is Struct:
                out.append(a if a._ground else key(a, depth))
            elif ta is Var:
                n = seen.get(a)
                if n is None:
                    n = seen[a] = len(seen)
                    vkeys.append(("$VAR", n))
                out.append(vkeys[n])
            elif ta is float:
                out.append(("$float", a))
            elif ta is Str:
                out.append(("$str", a.value))
            else:
                out.append(a)
        if parts is x.args:
            return (x.functor, *out)
        tail = out.pop()
        return ("$list", tuple(out), tail)

    try:
        k = key(t, 0)  # (before tuple(seen): the walk fills it)
    finally:
        key = None  # (key's cell holds key: a cycle only the cyclic collector frees)
    local = (tuple(seen), k)
    if not bound:
        t._local = local
    return local


def copy_term(t, mapping: dict | None = None):
    """A copy of ``t`` with fresh variables (shared variables stay shared within the copy).
    Ground subterms, a ground list suffix included, are shared with ``t``, never copied."""
    if mapping is None:
        mapping = {}
    t = deref(t)
    if type(t) is Var:
        v = mapping.get(t)
        if v is None:
            v = mapping[t] = Var(t.name)
        return v
    if type(t) is Struct and not t._ground:
        return _copy_compound(t, mapping, 0)
    return t


def _copy_compound(x: Struct, mapping: dict, depth: int):
    """:func:`copy_term` of a compound that is not ground. Leaves are copied in the loop (no
    call per leaf). A module-level function, not a closure over ``mapping``: a closure that
    calls itself is a reference cycle, which kept every call's mapping alive until the cyclic
    collector's next run."""
    depth += 1
    if depth == CYCLE_CHECK_DEPTH:
        check_acyclic(x)
    if x.functor == "." and len(x.args) == 2:
        cells = _open_spine(x)
        parts = [c.args[0] for c in cells]
        parts.append(cells[-1].args[1])
    else:
        parts = x.args
    out = []
    for a in parts:  # in order: fresh variables number as they occur
        ta = type(a)
        if ta is Var:
            a = deref(a)
            ta = type(a)
            if ta is Var:
                v = mapping.get(a)
                if v is None:
                    v = mapping[a] = Var(a.name)
                out.append(v)
                continue
        out.append(_copy_compound(a, mapping, depth) if ta is Struct and not a._ground else a)
    if parts is x.args:
        return Struct(x.functor, tuple(out))
    result = out.pop()
    for item in reversed(out):
        result = Struct(".", (item, result))
    return result


def unify_template(t, x, env: dict, trail: list) -> bool:
    """Unify a clause-template term ``t`` (never bound; its variables renamed through ``env``,
    as :func:`instantiate` does) with the runtime term ``x``, building no renamed copy of ``t``
    where ``x`` already has the structure: ``parse([N1, +|T], R)`` against a bound list only
    maps ``N1`` and ``T`` to the list's parts. A template variable met for the first time is
    mapped straight to its counterpart in ``x`` (no fresh variable, no trail entry).

    >>> N, T = Var("N"), Var("T"); env = {}
    >>> unify_template(Struct(".", (N, T)), Struct(".", (1, Struct("[]"))), env, [])
    True
    >>> env[N], env[T]
    (1, [])
    """
    stack = [(t, x)]
    pop = stack.pop
    push = stack.append
    while stack:
        t, x = pop()
        tt = type(t)
        if tt is Var:
            v = env.get(t)
            if v is None:
                env[t] = x
            elif not unify(v, x, trail):
                return False
            continue
        if tt is not Struct or t._ground:
            if not unify(t, x, trail):
                return False
            continue
        while type(x) is Var and x.ref is not None:
            x = x.ref
        tx = type(x)
        if tx is Var:
            x.ref = instantiate(t, env)
            trail.append(x)
            continue
        ta, xa = t.args, x.args if tx is Struct else None
        if tx is not Struct or x.functor != t.functor or len(xa) != len(ta):
            return False
        for i in range(len(ta) - 1, -1, -1):
            push((ta[i], xa[i]))
    return True


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
