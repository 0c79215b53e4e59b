"""The names ProbLog 2.3 prints for the unbound variables of a query's answer.

ProbLog's engine keeps a clause's variables in a *context*, a list with one slot per clause
variable (numbered in order of first occurrence, head first, each ``_`` a slot of its own). An
unbound variable is a negative integer and prints as ``X<-n>``. A query ``q(A, B, A)`` starts
from the context ``[-1, -2, -1]``; a clause's head is unified with it and its other slots get
the next numbers below the lowest one in use. Then *every* call of the body (a user predicate,
a builtin, ``true``, ``findall/3``; not ``,``, ``;`` and ``\\+``, which pass the context on)
renames the clause's context: the call's result comes back with fresh numbers below the
context's lowest one, first for the variables the result holds (in the order of the call's
arguments), then for the context's other unbound variables (in slot order). The answer is the
clause head in the context after its last call (``gen(L) :- length(L, 2), X = 1.`` answers
``gen([X6, X7])``). So the names depend only on the clause that gives the answer, its body
calls and their results, not on the numbering inside the calls: :func:`clause_answer`
replays that clause on the bindings nesylang's derivation made, with the functions below,
which follow ProbLog's ``engine_unify`` and ``engine_stack`` (eval_clause, eval_call).

A term here is ``None`` (ProbLog's anonymous variable), an ``int`` (a variable: a slot
index >= 0 in a clause template, a negative number in a context) or a :class:`PT`.
"""
from __future__ import annotations

from .terms import Str, Struct, Var
from .unify import deref


class PT:
    """A non-variable term: a compound (``sig`` is ``(name, arity)``) or a constant (``sig`` is
    ``("$k", type, value)``, ``args`` empty)."""

    __slots__ = ("sig", "args", "value")

    def __init__(self, sig, args=(), value=None):
        self.sig = sig
        self.args = args
        self.value = value  # the nesylang term of a constant

    def is_ground(self) -> bool:
        return all(type(a) is PT and a.is_ground() for a in self.args)

    def variables(self) -> set:
        out: set = set()
        stack = list(self.args)
        while stack:
            a = stack.pop()
            if a is None or type(a) is int:
                if a is not None:
                    out.add(a)
            else:
                stack.extend(a.args)
        return out

    def apply(self, subst):
        """ProbLog's Term.apply: variables replaced through ``subst[...]``, looked up depth
        first, left to right (the order matters: a lookup may make a new variable)."""
        if self.is_ground():
            return self
        new = []
        for a in self.args:
            if a is None or type(a) is int:
                new.append(subst[a])
            else:
                new.append(a.apply(subst))
        return PT(self.sig, tuple(new))


class UnifyError(Exception):
    pass


def _is_var(t) -> bool:
    return t is None or type(t) is int


def _vars_of(t) -> set:
    if t is None:
        return set()
    if type(t) is int:
        return {t}
    return t.variables()


def unify_value(v1, v2, source_values):
    if _is_var(v1) and _is_var(v2):
        if v1 == v2:
            return v1
        if v1 is None:
            return v2
        if v2 is None:
            return v1
        value = unify_value(source_values.get(v1), source_values.get(v2), source_values)
        if value is None:
            value = max(v1, v2)
        if v1 != value:
            source_values[v1] = value
        if v2 != value:
            source_values[v2] = value
        return value
    if _is_var(v1) or _is_var(v2):  # one variable (both were handled above), bound to the other term
        var, other = (v1, v2) if _is_var(v1) else (v2, v1)
        if var is None:
            return other
        if var in other.variables():
            raise UnifyError
        value = unify_value(source_values.get(var), other, source_values)
        source_values[var] = value
        return value
    if v1.sig == v2.sig:
        return PT(v1.sig, tuple(unify_value(a, b, source_values) for a, b in zip(v1.args, v2.args)),
                  v1.value)
    raise UnifyError


def unify_value_dc(v1, v2, source_values, target_values):
    """Unify ``v1`` (the call's side) with ``v2`` (the result's), two contexts."""
    if _is_var(v1) and _is_var(v2):
        if v1 is None or v2 is None:
            return
        sv2 = target_values.get(v2, v2)
        if sv2 == v2:
            sv1 = source_values.get(v1)
            if sv1 is None:
                source_values[v1] = v2
            else:
                unify_value(sv1, v2, target_values)
        else:
            unify_value_dc(v1, sv2, source_values, target_values)
    elif _is_var(v1):
        if v1 is None:
            return
        sv1 = source_values.get(v1)
        if sv1 is None:
            source_values[v1] = v2
        elif _is_var(sv1):
            if sv1 in v2.variables():
                raise UnifyError
            if sv1 != v2:
                target_values[sv1] = v2
            source_values[v1] = v2
        else:
            source_values[v1] = unify_value(source_values[v1], v2, target_values)
    elif _is_var(v2):
        sv2 = target_values.get(v2)
        if sv2 is None:
            target_values[v2] = v1.apply(source_values)
        elif _is_var(sv2):
            pass
        else:
            unify_value_dc(v1, sv2, source_values, target_values)
    elif v1.sig == v2.sig:
        for a1, a2 in zip(v1.args, v2.args):
            unify_value_dc(a1, a2, source_values, target_values)
    else:
        raise UnifyError


class _ContextWrapper:
    def __init__(self, context):
        self.context = context
        self.numbers: dict = {}
        self.translate: dict = {None: None}
        self.num_count = 0

    def __getitem__(self, key):
        if key is None:
            return None
        if key < 0:
            value = self.numbers.get(key)
            if value is None:
                self.num_count -= 1
                value = self.num_count
                self.numbers[key] = value
            self.translate[value] = key
        else:
            value = self.context[key]
            if value is None or type(value) is int:
                okey = value
                if value is not None:
                    key = value
                value = self.numbers.get(key)
                if value is None:
                    self.num_count -= 1
                    value = self.num_count
                    self.numbers[key] = value
                self.translate[value] = okey
        if not _is_var(value):
            value = value.apply(self)
        return value


def substitute_call_args(terms, context):
    """A call's arguments in the callee's numbering (-1, -2, ... by first occurrence), and the
    map from those numbers back to the caller's."""
    result = []
    cw = _ContextWrapper(context)
    for term in terms:
        if term is None:
            cw.num_count -= 1
            result.append(cw.num_count)
        elif type(term) is int:
            result.append(cw[term])
        else:
            result.append(term.apply(cw))
    return result, cw.translate


class _VarTranslate:
    def __init__(self, base, min_var):
        self.base = base
        self.min_var = min_var

    def __getitem__(self, item):
        if item in self.base:
            return self.base[item]
        self.min_var -= 1
        self.base[item] = self.min_var
        return self.min_var

    def get(self, item, default=None):
        return self.base.get(item, default)

    def __setitem__(self, key, item):
        self.base[key] = item

    def items(self):
        return self.base.items()


def _subst_simple(term, subst):
    if term is None:
        return None
    if type(term) is int:
        return subst[term]
    return term.apply(subst)


def context_min_var(context) -> int:
    m = 0
    for c in context:
        if _is_var(c):
            if c is not None and c < 0:
                m = min(m, c)
        else:
            vs = c.variables()
            if vs:
                m = min(m, min(vs))
    return m


def call_return(result, call_args, context, var_translate, min_var):
    """The caller's context after a call's result (ProbLog's unify_call_return)."""
    mask = [not (type(c) is PT and c.is_ground()) for c in call_args]
    sv = _VarTranslate({}, min_var)
    tv: dict = {}
    for r, c, m in zip(result, call_args, mask):
        if m:
            unify_value_dc(c, r, sv, tv)
    min_var = sv.min_var
    svd = {k: tv.get(v, v) if _is_var(v) else v for k, v in sv.items()}
    tvw = _VarTranslate(tv, min_var)
    svd = {k: _subst_simple(v, tvw) for k, v in svd.items()}
    svd = {var_translate.get(k, k): v for k, v in svd.items()}
    svw = _VarTranslate(svd, tvw.min_var)
    return [_subst_simple(c, svw) for c in context]


def _unify_head_single(source, target, target_context, source_values):
    if _is_var(target):
        target_context[target] = unify_value(source, target_context[target], source_values)
    elif _is_var(source):
        if source is not None:
            source_values[source] = unify_value(source_values.get(source), target, source_values)
    elif target.sig == source.sig:
        for s, t in zip(source.args, target.args):
            _unify_head_single(s, t, target_context, source_values)
    else:
        raise UnifyError


def _subst_all(term, subst):
    if term is None:
        return None
    if type(term) is int:
        return subst.get(term, term)
    if term.is_ground():
        return term
    return PT(term.sig, tuple(_subst_all(a, subst) for a in term.args), term.value)


def enter_clause(call_args, head_args, varcount):
    """A clause's context after its head is unified with a call (ProbLog's eval_clause)."""
    context: list = [None] * varcount
    source_values: dict = {}
    for c, h in zip(call_args, head_args):
        _unify_head_single(c, h, context, source_values)
    context = [_subst_all(c, source_values) for c in context]
    cc = context_min_var(context)
    for i, c in enumerate(context):
        if c is None:
            cc -= 1
            context[i] = cc
    return context


def query_context(args):
    """A query's arguments, numbered as ProbLog's ground() numbers them."""
    return substitute_call_args(args, [])[0]


# ---- nesylang terms <-> ProbLog terms ------------------------------------------------------------

def from_term(t, var_number):
    """A nesylang term as a ProbLog term; ``var_number(v)`` numbers an unbound variable."""
    t = deref(t)
    tt = type(t)
    if tt is Var:
        return var_number(t)
    if tt is Struct and t.args:
        return PT((t.functor, len(t.args)), tuple(from_term(a, var_number) for a in t.args))
    key = t.functor if tt is Struct else (t.value if tt is Str else t)
    return PT(("$k", tt, key), (), t)


def names_of(answer, pl) -> dict | None:
    """The names of the unbound variables of ``answer`` (a resolved nesylang term), read off
    ``pl`` (ProbLog's term for it), or None where the two do not match."""
    names: dict = {}
    stack = [(answer, pl)]
    while stack:
        a, p = stack.pop()
        a = deref(a)
        if type(a) is Var:
            if type(p) is not int or p >= 0:
                return None
            if names.setdefault(a, f"X{-p}") != f"X{-p}":
                return None
        elif type(a) is Struct and a.args:
            if type(p) is not PT or p.sig != (a.functor, len(a.args)):
                return None
            stack.extend(zip(a.args, p.args))
        elif type(p) is not PT or p.args:
            return None
    if len(set(names.values())) != len(names):
        return None
    return names
