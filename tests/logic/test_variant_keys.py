"""Variant keys, resolving and copying (nesylang.logic.unify), which tabling is built on.

``variant_key`` is checked against a brute-force variant test (walk both terms side by side,
building a one-to-one renaming of their variables), including after its per-term cache has
seen the term with other bindings. ``resolve`` and ``copy_term`` are checked to share what
needs no rebuilding: a term with no bound variable, a ground subterm, a ground list suffix.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from nesylang.logic.terms import NIL, Str, Struct, Var, make_list
from nesylang.logic.unify import (copy_term, deref, resolve, undo, unify, unify_template, variant_key,
                                  variant_key_vars)

# A recipe is built into terms with a given list of variables (so two recipes can share them).
leaf = st.one_of(
    st.tuples(st.just("var"), st.integers(0, 3)),
    st.tuples(st.just("atom"), st.sampled_from(["a", "b", "[]"])),
    st.tuples(st.just("num"), st.sampled_from([1, 1.0, 2])),
    st.tuples(st.just("str"), st.sampled_from(["a", "1"])),
)
recipe = st.recursive(
    leaf,
    lambda inner: st.one_of(
        st.tuples(st.just("f"), st.lists(inner, min_size=1, max_size=3)),
        st.tuples(st.just("list"), st.lists(inner, max_size=4), st.sampled_from(["nil", "var"]))),
    max_leaves=10)


def build(r, vs):
    kind = r[0]
    if kind == "var":
        return vs[r[1]]
    if kind == "atom":
        return Struct(r[1])
    if kind == "num":
        return r[1]
    if kind == "str":
        return Str(r[1])
    if kind == "f":
        return Struct(f"f{len(r[1])}", tuple(build(a, vs) for a in r[1]))
    return make_list([build(a, vs) for a in r[1]], vs[3] if r[2] == "var" else NIL)


def fresh():
    return [Var(f"V{i}") for i in range(4)]


def is_variant(a, b) -> bool:
    """Brute force: walk both (dereferenced) terms in step; variables must map one to one."""
    fwd, back = {}, {}

    def walk(x, y):
        x, y = deref(x), deref(y)
        if type(x) is Var or type(y) is Var:
            if type(x) is not Var or type(y) is not Var:
                return False
            if fwd.setdefault(x, y) is not y or back.setdefault(y, x) is not x:
                return False
            return True
        if type(x) is not type(y):
            return False
        if type(x) is Struct:
            return (x.functor == y.functor and len(x.args) == len(y.args)
                    and all(walk(p, q) for p, q in zip(x.args, y.args)))
        return x == y

    return walk(a, b)


@settings(max_examples=300, deadline=None)
@given(recipe, recipe)
def test_variant_key_agrees_with_brute_force(ra, rb):
    a, b = build(ra, fresh()), build(rb, fresh())
    wrapped_a, wrapped_b = Struct("h", (a, 7)), Struct("h", (b, 7))
    assert (variant_key(wrapped_a) == variant_key(wrapped_b)) == is_variant(wrapped_a, wrapped_b)
    assert (variant_key(a) == variant_key(b)) == is_variant(a, b)


@settings(max_examples=300, deadline=None)
@given(recipe, recipe, st.permutations(range(4)))
def test_variables_shared_between_arguments_count(ra, rb, perm):
    # k(A, B) against k(A', B') where B' takes A's variables in another order: a variant only
    # when the renaming is consistent across both arguments (each argument is keyed apart)
    vs, ws = fresh(), fresh()
    x = Struct("k", (build(ra, vs), build(rb, vs)))
    y = Struct("k", (build(ra, ws), build(rb, [ws[i] for i in perm])))
    assert (variant_key(x) == variant_key(y)) == is_variant(x, y)


@settings(max_examples=200, deadline=None)
@given(recipe, st.integers(0, 3))
def test_variables_correspond_and_the_cache_follows_bindings(r, which):
    vs = fresh()
    t = Struct("h", (build(r, vs), Struct("g", (vs[0], build(r, vs)))))
    copy = copy_term(t)
    key, t_vars = variant_key_vars(t)
    copy_key, copy_vars = variant_key_vars(copy)
    assert key == copy_key and len(t_vars) == len(copy_vars)
    # the i-th variable of each plays the same part: bound alike, the terms are equal
    trail: list = []
    for i, (v, w) in enumerate(zip(t_vars, copy_vars)):
        assert unify(v, Struct(f"c{i}"), trail) and unify(w, Struct(f"c{i}"), trail)
    assert resolve(t) == resolve(copy)
    undo(trail, 0)
    # keys were cached on t's arguments: binding one of its variables must still change the
    # key (and resolve), as a freshly built term with that binding shows, and undoing restores it
    v = vs[which]
    unify(v, Struct("zz"), trail)
    rebuilt = [Var(f"W{i}") for i in range(4)]
    rebuilt[which] = Struct("zz")
    expected = Struct("h", (build(r, rebuilt), Struct("g", (rebuilt[0], build(r, rebuilt)))))
    assert variant_key(t) == variant_key(expected)
    assert is_variant(resolve(t), expected)
    undo(trail, 0)
    assert variant_key(t) == key


def test_resolve_returns_an_unbound_term_itself():
    X = Var("X")
    items = [Struct("f", (X,)) for _ in range(20_000)]  # long: the spine is walked iteratively
    t = make_list(items)
    assert resolve(t) is t
    variant_key_vars(Struct("p", (t,)))  # caches the list's variables on it
    assert resolve(t) is t
    trail: list = []
    unify(X, 1, trail)
    r = resolve(t)
    assert r is not t and r == make_list([Struct("f", (1,))] * 20_000)
    undo(trail, 0)
    assert resolve(t) is t


def test_ground_parts_are_shared_not_copied():
    X, T = Var("X"), Var("T")
    g = Struct("g", (1, Struct("a")))
    suffix = make_list([Struct("b"), g])  # ground
    t = Struct("f", (X, g, Struct(".", (X, suffix))))
    c = copy_term(t)
    assert c.args[1] is g
    assert c.args[2].args[1] is suffix and c.args[2].args[0] is c.args[0] is not X
    # a partial list: its cells are rebuilt, but not its ground items
    p = make_list([g, X], T)
    cp = copy_term(p)
    assert cp.args[0] is g and cp.args[1].args[0] is not X and cp.args[1].args[1] is not T
    # resolving rebuilds only the cells in front of a binding
    trail: list = []
    unify(X, 5, trail)
    r = resolve(t)
    assert r.args[1] is g and r.args[2].args[1] is suffix and r.args[2].args[0] == 5


def test_unify_template_matches_structure_in_place():
    N1, T = Var("N1"), Var("T")
    head_arg = Struct(".", (N1, Struct(".", (Struct("+"), T))))  # [N1, + | T]
    call_arg = make_list([3, Struct("+"), 4, Struct("*"), 2])
    env: dict = {}
    trail: list = []
    assert unify_template(head_arg, call_arg, env, trail)
    assert env[N1] == 3 and env[T] is call_arg.args[1].args[1] and trail == []
    assert not unify_template(head_arg, make_list([3, Struct("-"), 4]), {}, trail)
    # against an unbound variable the template is instantiated (fresh variables, bound once)
    R = Var("R")
    env = {}
    assert unify_template(head_arg, R, env, trail)
    assert trail == [R] and deref(R).functor == "." and deref(R).args[0] is env[N1] is not N1
