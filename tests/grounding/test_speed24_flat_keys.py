"""Session 24 (issue 14, "Speed on ProbLog's own ground"): the grounder's shortcuts must not
change an answer.

- Calls whose arguments are atoms, integers and unbound variables find their table by a tuple
  of plain values (``Grounder._call`` / ``_call_goal``), and answers of atoms and integers are
  keyed the same way (``_add_answer``): variants must stay apart exactly as before (``1`` and
  ``1.0``, ``1`` and ``'1'``, ``g(Z, Z)`` and ``g(U, V)``), compound and float arguments take
  the general path.
- ``GroundProgram.conj_literals`` (findall/3's list conditions) is ``conj`` without its checks.
- ``_derivable_nodes`` is ``_derivable`` over the program's own nodes.
- ``cone`` and ``falsified``'s first-answer walk skip nodes already met before pushing them.
- findall/3 builds one term per distinct list of values.

Expected probabilities are worked out by hand (independent facts multiply; a disjunction of
independent facts is 1 - product of the complements) and, where ProbLog 2.3 is installed,
checked against it.
"""
from __future__ import annotations

import itertools
import math
import random

import pytest

from nesylang.grounding.ground_program import (
    FALSE,
    KIND_AND,
    KIND_OR,
    TRUE,
    GroundProgram,
    _derivable,
    _derivable_nodes,
)
from nesylang.logic.terms import Struct
from nesylang.session import Program


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text).run_queries()}


def _problog(text: str) -> dict[str, float]:
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.program import PrologString

    result = get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()
    return {str(k): float(v) for k, v in result.items()}


def _close(got: dict[str, float], want: dict[str, float]) -> None:
    assert set(got) == set(want), (got, want)
    for k, v in want.items():
        assert math.isclose(got[k], v, abs_tol=1e-12), (k, got[k], v)


# ---- variants stay apart -------------------------------------------------------------------

VARIANTS = """
0.3::a(1). 0.4::a(1.0).
b(X) :- a(X).
c :- b(1).
d :- b(1.0).
0.3::k(1). 0.4::k('1').
m1 :- k(1).
m2 :- k('1').
0.5::f(a, a). 0.6::f(a, b).
g(X, Y) :- f(X, Y).
h1 :- g(Z, Z).
h2 :- g(U, V).
0.2::w(f(a)). 0.7::w(f(b)).
y(T) :- w(T).
z1 :- y(f(a)).
z2 :- y(f(b)).
query(c). query(d). query(m1). query(m2). query(h1). query(h2). query(z1). query(z2).
"""

VARIANTS_EXPECTED = {
    "c": 0.3, "d": 0.4,  # a(1) and a(1.0) are two facts: b(1) and b(1.0) two tables
    "m1": 0.3, "m2": 0.4,  # the integer 1 is not the atom '1'
    "h1": 0.5,  # g(Z, Z) has the one answer g(a, a)
    "h2": 1 - 0.5 * 0.4,  # g(U, V) has both
    "z1": 0.2, "z2": 0.7,  # compound arguments: the general path
}


def test_flat_call_keys_keep_variants_apart():
    _close(_answers(VARIANTS), VARIANTS_EXPECTED)


def test_flat_call_keys_against_problog():
    _close(_answers(VARIANTS), _problog(VARIANTS))


OPEN = """
0.5::v(1). 0.25::v(a). 0.75::v(1.0). 0.2::v(b).
u(X) :- v(X).
t(X) :- u(X), u(X).
query(u(_)).
query(t(_)).
"""


def test_flat_answer_keys_keep_answers_apart():
    # four answers of one open call: an integer, two atoms and a float (not merged with 1)
    want = {"u(1)": 0.5, "u(a)": 0.25, "u(1.0)": 0.75, "u(b)": 0.2,
            "t(1)": 0.5, "t(a)": 0.25, "t(1.0)": 0.75, "t(b)": 0.2}
    _close(_answers(OPEN), want)


def test_flat_answer_keys_against_problog():
    _close(_answers(OPEN), _problog(OPEN))


def test_repeated_calls_of_one_variant_share_its_table():
    # p(X, Y) called with different bindings of X and Y's variables: each variant one table
    prog = Program.from_string("""
    0.5::e(1, 2). 0.5::e(2, 3). 0.5::e(3, 1).
    p(X, Y) :- e(X, Y).
    p(X, Y) :- e(X, Z), p(Z, Y).
    query(p(1, _)).
    """)
    answers = {a.atom: a.probability for a in prog.run_queries()}
    # p(1, 2) = e12; p(1, 3) = e12 e23; p(1, 1) = e12 e23 e31 (one path each: a cycle of three)
    _close(answers, {"p(1,2)": 0.5, "p(1,3)": 0.25, "p(1,1)": 0.125})


# ---- findall/3: one term per distinct list -------------------------------------------------

LISTS = """
0.5::q(1). 0.5::q2(1). 0.5::r(1.0).
m(L) :- findall(X, (q(X) ; q2(X)), L).
n(L) :- findall(X, (q(X) ; r(X)), L).
query(m(_)).
query(n(_)).
"""


def test_findall_lists_of_equal_values():
    # m: two solutions of value 1 (q, q2 independent): [1, 1] both, [1] one of them, [] none;
    # n: 1 and 1.0 are different values: four lists
    want = {"m([1, 1])": 0.25, "m([1])": 0.5, "m([])": 0.25,
            "n([1, 1.0])": 0.25, "n([1])": 0.25, "n([1.0])": 0.25, "n([])": 0.25}
    _close(_answers(LISTS), want)


def test_findall_lists_against_problog():
    _close(_answers(LISTS), _problog(LISTS))


# ---- conj_literals is conj -----------------------------------------------------------------

def _group(gp: GroundProgram, name: str) -> int:
    return gp.choice(gp.add_group(name, (0.5,), (Struct(name),), None, False), 0)


def test_conj_literals_by_hand():
    gp = GroundProgram()
    a, b, c = (_group(gp, n) for n in "abc")
    assert gp.conj_literals([]) == TRUE
    assert gp.conj_literals([-b]) == -b
    node = gp.conj_literals([c, -a])
    assert gp.kinds[node] == KIND_AND and gp.data[node] == (-a, c)
    assert gp.and_order[node] == (c, -a)  # the order met, where it is not the sorted one
    assert gp.conj([-a, c]) == node and gp.conj([c, TRUE, -a]) == node  # one node
    same = gp.conj_literals([-a, c])
    assert same == node


def test_conj_literals_makes_what_conj_makes():
    rng = random.Random(24)
    gps = (GroundProgram(), GroundProgram())
    for gp in gps:
        for name in "abcdefgh":
            _group(gp, name)
    leaves = list(range(2, 10))
    for _ in range(300):
        k = rng.randint(0, 6)
        lits = [x if rng.random() < 0.5 else -x for x in rng.sample(leaves, k)]
        got = (gps[0].conj(list(lits)), gps[1].conj_literals(list(lits)))
        assert got[0] == got[1]
    assert gps[0].kinds == gps[1].kinds and gps[0].data == gps[1].data
    assert gps[0].and_order == gps[1].and_order


def test_conj_still_finds_opposites_and_false():
    gp = GroundProgram()
    a, b = _group(gp, "a"), _group(gp, "b")
    assert gp.conj([a, b, -a]) == FALSE
    assert gp.conj([a, FALSE]) == FALSE
    assert gp.conj([TRUE, TRUE]) == TRUE
    assert gp.conj([a, a, TRUE]) == a


# ---- _derivable_nodes is _derivable --------------------------------------------------------

def _least_fixpoint(inner, kids, is_or, leaf):
    """Brute force: iterate "derivable" to a fixpoint from nothing."""
    members = set(inner)
    have: set[int] = set()
    while True:
        new = set(have)
        for m in inner:
            vals = [c in have if c in members else leaf[c] for c in kids[m]]
            if (any(vals) if is_or[m] else all(vals)):
                new.add(m)
        if new == have:
            return have
        have = new


def test_derivable_nodes_by_hand():
    # OR 2 <- AND 3 <- (OR 2, leaf 10): only through itself (no derivation); OR 4 <- leaf 11
    data = [(), (), [3], (2, 10), [11]]
    kinds = [0, 0, KIND_OR, KIND_AND, KIND_OR]
    leaf = {10: True, 11: True}
    assert _derivable_nodes([2, 3, 4], data, kinds, leaf) == {4}
    data[2] = [3, 11]  # a way out of the cycle: both derivable
    assert _derivable_nodes([2, 3], data, kinds, leaf) == {2, 3}
    leaf[11] = False
    assert _derivable_nodes([2, 3], data, kinds, leaf) == set()


def test_derivable_nodes_matches_brute_force():
    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(1, 8)
        inner = list(range(2, 2 + n))
        leaves = list(range(20, 24))
        data = [()] * (2 + n)
        kinds = [0, 0] + [KIND_OR if rng.random() < 0.5 else KIND_AND for _ in inner]
        for m in inner:
            data[m] = [rng.choice(inner + leaves) for _ in range(rng.randint(1, 3))]
        leaf = {c: rng.random() < 0.6 for c in leaves}
        want = _least_fixpoint(inner, data, {m: kinds[m] == KIND_OR for m in inner}, leaf)
        assert _derivable_nodes(inner, data, kinds, leaf) == want
        assert _derivable(inner, data.__getitem__, (lambda m, k=kinds: k[m] == KIND_OR), leaf.__getitem__) == want


# ---- cone keeps its order --------------------------------------------------------------------

def test_cone_discovery_order():
    gp = GroundProgram()
    a, b, c = (_group(gp, n) for n in "abc")
    x = gp.conj([a, b])
    y = gp.conj([b, -c])
    o = gp.new_or()
    for k in (x, y, a):
        gp.add_disjunct(o, k)
    # depth first, the children pushed in their order (an AND's sorted: y is (-c, b)), the last
    # pushed popped first: o; a; y, then b, c; x (its children met already)
    assert gp.cone([o]) == [o, a, y, b, c, x]
    # from x: b, a; then y: c (b met already)
    assert gp.cone([-y, x]) == [x, b, a, y, c]


def test_every_subset_condition_of_a_findall_is_one_node():
    # conj_literals through sublists: 2^3 lists of three independent facts, each its own condition
    text = "0.5::p(1). 0.5::p(2). 0.5::p(3). l(L) :- findall(X, p(X), L). query(l(_))."
    answers = _answers(text)
    want = {}
    for keep in itertools.product([True, False], repeat=3):
        items = [str(i + 1) for i, k in enumerate(keep) if k]
        want[f"l([{', '.join(items)}])"] = 0.125
    _close(answers, want)
