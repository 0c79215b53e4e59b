"""Body factoring (nesylang.grounding.factor): which run of a clause body becomes an auxiliary
table, worked out by hand, and the factored program's probabilities against brute-force
enumeration of its worlds."""
from __future__ import annotations

import itertools

import pytest

import nesylang
from nesylang.grounding.factor import factor_db
from nesylang.logic.terms import term_str

CARRY = """\
0.2::d(a, 0); 0.5::d(a, 1); 0.3::d(a, 2).
0.6::d(b, 0); 0.1::d(b, 1); 0.3::d(b, 2).
0.3::d(c, 0); 0.3::d(c, 1); 0.4::d(c, 2).
add([], [], C, C).
add([A|As], [B|Bs], C, Z) :-
    D is Z mod 3, Rest is Z // 3,
    d(A, DA), d(B, DB),
    S is DA + DB + C, S mod 3 =:= D,
    C2 is S // 3,
    add(As, Bs, C2, Rest).
"""


def _show(t) -> str:
    """A goal as text with each variable under its source name (term_str numbers them)."""
    from nesylang.logic.terms import Struct, Var

    if type(t) is Var:
        return t.name
    if type(t) is Struct and t.args:
        return f"{t.functor}({','.join(_show(a) for a in t.args)})"
    return term_str(t)


def _goal(g) -> str:
    from nesylang.program.database import NOT

    return "\\+(" + _goal(g.goals[0]) + ")" if g.kind == NOT else _show(g.term)


def _bodies(db, sig):
    return [[_goal(g) for g in c.body.goals] for c in db.clauses[sig] if c.body is not None]


def test_the_digit_pair_join_becomes_one_table_keyed_by_image_carry_and_digit():
    program = nesylang.Program.from_string(CARRY)
    factored = factor_db(program.db)
    assert factored is not None
    # Runs of calls and arithmetic holding both d/2 calls, each goal reading a variable of the
    # run's own: d(A, DA) .. S is DA + DB + C (own DA, DB; A, B, S, C shared with the rest) and
    # d(A, DA) .. C2 is S // 3 (own DA, DB, S; A, B, C, D, C2 shared). The fewer shared
    # variables win: a table per (A, B, C), its answers S, shared by every digit D.
    (body,) = _bodies(factored, ("add", 4))
    assert body[:2] == ["is(D,mod(Z,3))", "is(Rest,//(Z,3))"]
    assert body[2].startswith("$join") and body[2].endswith("(A,B,S,C)")
    assert body[3:] == ["=:=(mod(S,3),D)", "is(C2,//(S,3))", "add(As,Bs,C2,Rest)"]
    (aux_sig,) = [s for s in factored.clauses if s[0].startswith("$join")]
    assert aux_sig[1] == 4
    (aux,) = factored.clauses[aux_sig]
    assert [_show(g.term) for g in aux.body.goals] == ["d(A,DA)", "d(B,DB)", "is(S,+(+(DA,DB),C))"]
    # the original database is untouched
    assert _bodies(program.db, ("add", 4))[0][2] == "d(A,DA)"


@pytest.mark.parametrize("text", [
    # a probabilistic rule chooses per binding of all its variables: none is local
    "0.5::p(a, 1). 0.5::p(a, 2). 0.5::q(1). 0.5::q(2).\n0.4::h(X) :- p(X, Y), q(Y), Y > 0, X \\== b.",
    # the joined variable is in the head
    "0.5::p(a, 1). 0.5::q(1).\nh(X, Y) :- p(X, Y), q(Y), X \\== b.",
    # one call only: no join to share
    "0.5::p(a, 1).\nh(X) :- p(X, Y), Z is Y + 1, Z > 1, X \\== b.",
    # a recursive predicate is never moved
    "0.5::e(a, b). 0.5::e(b, c).\npath(X, Y) :- e(X, Y).\npath(X, Z) :- e(X, Y), path(Y, Z), X \\== Z.",
    # a side effect between the calls breaks the run
    "0.5::p(a, 1). 0.5::q(1).\nh(X) :- p(X, Y), write(Y), q(Y), X \\== b.",
    # the whole body: nothing left to share it with
    "0.5::p(a, 1). 0.5::q(1).\nh(X) :- p(X, Y), q(Y).",
])
def test_what_is_not_factored(text):
    assert factor_db(nesylang.Program.from_string(text).db) is None


def test_a_variable_read_by_a_negation_outside_the_run_is_not_local():
    text = ("0.5::p(a, 1). 0.5::p(a, 2). 0.5::q(1). 0.5::q(2). 0.5::r(1).\n"
            "h(X) :- p(X, Y), q(Y), \\+ r(Y), X \\== b.\n"
            "g(X) :- p(X, Y), q(Y), \\+ r(X), X \\== b.\n")
    factored = factor_db(nesylang.Program.from_string(text).db)
    assert factored is not None
    assert _bodies(factored, ("h", 1))[0][0] == "p(X,Y)"  # Y is read by the negation: kept
    g_body = _bodies(factored, ("g", 1))[0]
    assert g_body[0].startswith("$join") and g_body[0].endswith("(X)") and g_body[1:] == ["\\+(r(X))", "\\==(X,b)"]


def _carry_worlds():
    """P(add(Xs, Ys, 0, Z)) for every Z, by enumerating the three digits' annotated
    disjunctions (independent, one per image)."""
    probs = {"a": (0.2, 0.5, 0.3), "b": (0.6, 0.1, 0.3), "c": (0.3, 0.3, 0.4)}
    out: dict[tuple, dict[int, float]] = {}
    for xs, ys in [(("a", "b"), ("c", "a")), (("b",), ("c",)), (("a", "c"), ("b", "b"))]:
        images = sorted(set(xs + ys))
        table: dict[int, float] = {}
        for values in itertools.product(range(3), repeat=len(images)):
            world = dict(zip(images, values))
            w = 1.0
            for i, v in world.items():
                w *= probs[i][v]

            def number(ds):
                return sum(world[d] * 3 ** k for k, d in enumerate(reversed(ds)))
            z = number(xs) + number(ys)
            table[z] = table.get(z, 0.0) + w
        out[(xs, ys)] = table
    return out


def test_factored_sums_equal_brute_force():
    """Every sum of one- and two-digit numbers in base 3 (and impossible ones), answered on the
    factored database by the ordinary inference pipeline, against the enumeration above."""
    text = CARRY + "sum(X, Y, Z) :- reverse(X, RX), reverse(Y, RY), add(RX, RY, 0, Z).\n"
    program = nesylang.Program.from_string(text)
    factored = factor_db(program.db)
    assert factored is not None
    program._loaded.db = factored  # the ordinary pipeline, on the factored clauses
    for (xs, ys), table in _carry_worlds().items():
        for z in range(0, 3 ** (len(xs) + 1)):
            goal = f"sum([{','.join(xs)}], [{','.join(ys)}], {z})"
            (answer,) = program.query(goal)
            assert answer.probability == pytest.approx(table.get(z, 0.0), abs=1e-12), goal
