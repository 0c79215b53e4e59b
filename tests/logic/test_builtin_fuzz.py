"""Fuzzing the builtins: every builtin in ``BUILTINS``, called with random argument terms
(unbound, shared and cyclic variables, atoms with odd and non-ASCII names, integers up to and
over the bound, floats with nan and inf, strings, partial lists, nested compounds), either
answers or raises a :class:`~nesylang.errors.NesyError`, in bounded time.

Two paths: the builtin's function called directly (fast, so each builtin gets many examples,
and terms such as cyclic ones need no program text), and real queries through
:class:`~nesylang.session.Program`, where every error must also carry a source location.
"""
from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nesylang.errors import NesyError
from nesylang.logic.builtins import BUILTINS
from nesylang.logic.terms import MAX_INT_BITS, Str, Struct, Var, term_str
from nesylang.logic.unify import undo
from nesylang.session import Program
from nesylang.source import Source, Span

ATOMS = ["a", "b", "[]", "", "foo", "A b", "é", "日本", "@<", "@>=", "<", "=", "-", "+", "inf", "nan",
         "12", " 12", "0x1F", "1e5", "1.5", "x" * 300]
INTS = [0, 1, -1, 2, 3, 7, -5, 97, 55296, 0x10FFFF, 0x110000, 10 ** 8, 2 ** 63, 1 << (MAX_INT_BITS - 1),
        -(1 << (MAX_INT_BITS - 1))]
FLOATS = [0.0, -0.0, 0.5, 1.5, -2.5, 1e308, math.nan, math.inf, -math.inf]
STRINGS = ["", "12", "ab", "é", "1.5e3", "a b"]
FUNCTORS = ["f", "g", "-", "+", "*", "**", "^", "<<", ">>", "/", "//", "mod", "log", "sqrt", "."]

# A recipe is built into a fresh term for each call, since calls bind variables.
leaf = st.one_of(
    st.tuples(st.just("var"), st.integers(0, 2)),             # one of three shared variables
    st.tuples(st.just("atom"), st.sampled_from(ATOMS)),
    st.tuples(st.just("int"), st.sampled_from(INTS) | st.integers(-300, 300)),
    st.tuples(st.just("float"), st.sampled_from(FLOATS) | st.floats(allow_nan=True)),
    st.tuples(st.just("str"), st.sampled_from(STRINGS) | st.text(max_size=5)),
)


def _extend(children):
    return st.one_of(
        st.tuples(st.just("compound"), st.sampled_from(FUNCTORS), st.lists(children, min_size=1, max_size=3)),
        st.tuples(st.just("list"), st.lists(children, max_size=4), children),   # [items | tail]
        st.tuples(st.just("cyclic"), st.sampled_from(FUNCTORS), children),      # V = f(V, child)
        st.tuples(st.just("cyclic_list"), st.lists(children, min_size=1, max_size=3)),  # L = [x, y | L]
    )


recipe = st.recursive(leaf, _extend, max_leaves=8)


def build(r, shared: list[Var]):
    kind = r[0]
    if kind == "var":
        return shared[r[1]]
    if kind == "atom":
        return Struct(r[1])
    if kind in ("int", "float"):
        return r[1]
    if kind == "str":
        return Str(r[1])
    if kind == "compound":
        return Struct(r[1], tuple(build(c, shared) for c in r[2]))
    if kind == "list":
        t = build(r[2], shared)
        for item in reversed(r[1]):
            t = Struct(".", (build(item, shared), t))
        return t
    if kind == "cyclic":
        v = Var("C")
        v.ref = Struct(r[1], (v, build(r[2], shared)))
        return v
    if kind == "cyclic_list":
        v = Var("L")
        t = v
        for item in reversed(r[1]):
            t = Struct(".", (build(item, shared), t))
        v.ref = t
        return v
    raise AssertionError(kind)


SPAN = Span(Source("<fuzz>", "goal.\n"), 1, 1, 1, 5)
SIGNATURES = sorted(BUILTINS, key=str)
MAX_SOLUTIONS = 20  # between(1, 10**12, X) enumerates for a long time: a caller stops when it likes


def call_builtin(sig, recipes) -> None:
    b = BUILTINS[sig]
    shared = [Var("X"), Var("Y"), Var("Z")]
    args = tuple(build(r, shared) for r in recipes)
    trail: list = []
    try:
        if b.det:
            b.fn(args, trail, SPAN)
        else:
            for n, _ in enumerate(b.fn(args, trail, SPAN)):
                for a in args:  # the bindings of a solution must print (cyclic ones included)
                    term_str(a)
                if n >= MAX_SOLUTIONS:
                    break
        for a in args:
            term_str(a)
    except NesyError as e:
        e.render()
        str(e)
    finally:
        undo(trail, 0)


DIRECT = settings(max_examples=40, deadline=2000, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("sig", SIGNATURES, ids=lambda s: f"{s[0]}/{s[1]}")
def test_each_builtin_answers_or_raises_a_nesy_error(sig):
    @DIRECT
    @given(recipes=st.lists(recipe, min_size=sig[1], max_size=sig[1]))
    def run(recipes):
        call_builtin(sig, recipes)

    run()


# ---- through the query path -------------------------------------------------------------------

def _text(r) -> str:
    """Program text for a recipe (cyclic terms are made by a unification before the goal)."""
    kind = r[0]
    if kind == "var":
        return "XYZ"[r[1]]
    if kind == "atom":
        return term_str(Struct(r[1]))
    if kind == "int":
        return str(r[1]) if r[1] >= 0 else f"({r[1]})"
    if kind == "float":
        v = r[1]
        return "nan" if v != v else "inf" if v == math.inf else "(-inf)" if v == -math.inf else f"({v!r})"
    if kind == "str":
        return term_str(Str(r[1]))
    if kind == "compound":
        return term_str(Struct(r[1])) + "(" + ", ".join(_text(c) for c in r[2]) + ")"
    if kind == "list":
        if not r[1]:
            return _text(r[2])
        return "[" + ", ".join(_text(c) for c in r[1]) + " | " + _text(r[2]) + "]"
    return "Z"


QUERY = settings(max_examples=150, deadline=5000, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.fixture(scope="module")
def program():
    # the time limit stops goals that enumerate for a long time (between(1, 10**12, X)) with a NesyError
    return Program.from_string("t.\n", time_limit=2)


def test_builtin_queries_answer_or_raise_a_located_nesy_error(program):
    @QUERY
    @given(sig=st.sampled_from(SIGNATURES), recipes=st.lists(recipe, min_size=3, max_size=3),
           cyclic=st.sampled_from(["", "Z = f(Z), ", "Z = [a|Z], ", "Z = Z + 1, "]))
    def run(sig, recipes, cyclic):
        name, arity = sig
        goal = f"{cyclic}{term_str(Struct(name))}({', '.join(_text(r) for r in recipes[:arity])})"
        try:
            program.query(goal)
        except NesyError as e:
            assert e.span is not None, f"{goal}: unlocated {e!r}"

    run()
