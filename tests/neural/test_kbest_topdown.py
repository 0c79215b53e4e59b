"""The top-down k-best search (:mod:`nesylang.grounding.kbest_topdown`), which
``program.query(goal, proofs=k)`` uses for an open query, and what it leaves to grounding.

Expected values are derived here by hand or by brute force over every world of the program's
choices (written in Python from the program's rules, not from nesylang's ground program):
recursion through a ground call (cut where it repeats), deterministic negation, if-then-else
and findall (decided in place), probabilistic ones (grounded instead), the default meaning of
``proofs=k`` for open and ground queries, ``last_stats`` and the command line."""
from __future__ import annotations

import itertools
import math

import pytest

import nesylang
from nesylang.errors import CompilationError, GroundingError, NesyError
from nesylang.neural.kbest_open import infer_kbest_in_all


def answers(program, goal, k, method=None, **kw) -> dict:
    if method is None:
        out = program.query(goal, proofs=k, **kw)
    else:
        out = infer_kbest_in_all(program, [program._parse_goal(goal)], [], k, method=method)
    return {a.atom.replace(" ", ""): a.probability for a in out}


def worlds(facts: dict):
    """Every world of independent facts {name: probability}: (set of true facts, weight)."""
    names = sorted(facts)
    for bits in itertools.product((0, 1), repeat=len(names)):
        true = {n for n, b in zip(names, bits) if b}
        yield true, math.prod(facts[n] if b else 1 - facts[n] for n, b in zip(names, bits))


def disjunction(facts: dict, proofs: list) -> float:
    """P(one of the proofs, each a set of facts that must hold), over every world."""
    return sum(w for true, w in worlds(facts) if any(pr <= true for pr in proofs))


# ---- recursion through a ground call ---------------------------------------------------------
CYCLE = "0.5::a. 0.4::b. 0.8::c. 0.3::d.\np :- a.\np :- q, c.\nq :- b.\nq :- p, d.\nr(1) :- p.\nr(2) :- q.\n"
CYCLE_FACTS = {"a": 0.5, "b": 0.4, "c": 0.8, "d": 0.3}


def cycle_model(true: set) -> set:
    """r's answers in one world: the least model of p :- a; q, c. q :- b; p, d."""
    p = q = False
    while True:
        p2, q2 = "a" in true or (q and "c" in true), "b" in true or (p and "d" in true)
        if (p2, q2) == (p, q):
            return {f"r({i})" for i, v in ((1, p), (2, q)) if v}
        p, q = p2, q2


def test_recursion_through_a_ground_call_is_cut_where_it_repeats():
    # proofs without a repeated call on their path (by hand): p {a} .5, {b,c} .32;
    # q {b} .4, {a,d} .15 (p within q within p, and q within p within q, are cut)
    ranked = [("r(1)", {"a"}), ("r(2)", {"b"}), ("r(1)", {"b", "c"}), ("r(2)", {"a", "d"})]
    p = nesylang.Program.from_string(CYCLE)
    exact = {a: sum(w for true, w in worlds(CYCLE_FACTS) if a in cycle_model(true)) for a in ("r(1)", "r(2)")}
    assert {a.atom: a.probability for a in p.query("r(X)")} == pytest.approx(exact, abs=1e-12)
    for k in (1, 2, 3, 4, 10):
        chosen: dict = {}
        for a, pr in ranked[:k]:
            chosen.setdefault(a, []).append(pr)
        want = {a: disjunction(CYCLE_FACTS, prs) for a, prs in chosen.items()}
        for method in ("top-down", "grounding"):
            assert answers(p, "r(X)", k, method) == pytest.approx(want, abs=1e-12), (k, method)
        assert answers(p, "r(X)", k) == pytest.approx(want, abs=1e-12)
        assert p.last_stats["proofs_top_down"] == 1.0 and p.last_stats["proofs_certified"] == 1.0
    assert answers(p, "r(X)", 10) == pytest.approx(exact, abs=1e-12)  # every proof: exact


# ---- deterministic negation, if-then-else, findall: decided in place ----------------------------
DET = """
0.6::e(1,2). 0.7::e(2,3). 0.4::e(1,3).
node(1). node(2). node(3).
big(3).
reach(Y) :- e(1, Y), \\+ big(Y).
reach(Y) :- e(1, Z), e(Z, Y), findall(N, node(N), Ns), length(Ns, 3).
t(Y, L) :- reach(Y), (big(Y) -> L = big ; L = small).
"""


def test_deterministic_negation_if_then_else_and_findall_run_top_down():
    # t(2,small) {e(1,2)} .6; t(3,big) {e(1,2), e(2,3)} .42 (e(1,3) alone: \+ big(3) fails)
    facts = {"e12": 0.6, "e23": 0.7, "e13": 0.4}
    p = nesylang.Program.from_string(DET)
    assert answers(p, "t(Y,L)", 1) == {"t(2,small)": pytest.approx(0.6)}
    assert p.last_stats["proofs_top_down"] == 1.0
    want = {"t(2,small)": 0.6, "t(3,big)": disjunction(facts, [{"e12", "e23"}])}
    assert answers(p, "t(Y,L)", 2) == pytest.approx(want, abs=1e-12)
    assert answers(p, "t(Y,L)", 5, "grounding") == pytest.approx(want, abs=1e-12)
    assert {a.atom.replace(" ", ""): a.probability for a in p.query("t(Y,L)")} == pytest.approx(want, abs=1e-12)


def test_recursion_inside_a_negation_and_through_one():
    # reach/2 on a deterministic cycle 1-2-3-1, inside \+: decided in place (reach(1,4) fails
    # once its repeated calls are cut; reach(1,2) holds), so q(1) {a} .5 and q(2) has no proof
    p = nesylang.Program.from_string("0.5::a. 0.4::b.\ne(1,2). e(2,3). e(3,1).\nreach(X,Y) :- e(X,Y).\n"
                                     "reach(X,Y) :- e(X,Z), reach(Z,Y).\nq(1) :- a, \\+ reach(1,4).\n"
                                     "q(2) :- b, \\+ reach(1,2).\n")
    assert answers(p, "q(X)", 2) == pytest.approx({"q(1)": 0.5}, abs=1e-12)
    assert p.last_stats["proofs_top_down"] == 1.0
    # r :- \+ r is not stratified: the grounder's error, as exact inference gives it
    p = nesylang.Program.from_string("0.5::a.\nq(1) :- a.\nq(2) :- \\+ r.\nr :- \\+ r.\n")
    for kw in ({}, {"proofs": 2}):
        with pytest.raises(CompilationError, match="not stratified"):
            p.query("q(X)", **kw)


def test_probabilistic_if_then_else_is_grounded():
    p = nesylang.Program.from_string("0.3::a.\ns(X) :- (a -> X = 1 ; X = 2).\n")
    assert answers(p, "s(X)", 2) == pytest.approx({"s(1)": 0.3, "s(2)": 0.7}, abs=1e-12)
    assert p.last_stats["proofs_top_down"] == 0.0
    assert answers(p, "s(X)", 1) == pytest.approx({"s(2)": 0.7}, abs=1e-12)  # {\+ a}


def test_probabilistic_answer_with_variables_is_the_grounders_error():
    p = nesylang.Program.from_string("0.3::a.\np(_, b) :- a.\n")
    with pytest.raises(GroundingError, match="NonGroundQuery"):
        p.query("p(X, Y)", proofs=2)


# ---- the default meaning of proofs=k, last_stats, the command line ------------------------------
OPEN = "0.6::a. 0.3::b. 0.5::c.\nq(1) :- a.\nq(2) :- b, c.\nq(2) :- c.\nq(3) :- b.\n"


def test_open_query_default_is_k_proofs_in_all_and_ground_query_unchanged():
    p = nesylang.Program.from_string(OPEN)
    # proofs in all (by hand): q(1) {a} .6, q(2) {c} .5, q(3) {b} .3, q(2) {b,c} .15
    assert answers(p, "q(X)", 1) == {"q(1)": pytest.approx(0.6)}
    assert answers(p, "q(X)", 2) == {"q(1)": pytest.approx(0.6), "q(2)": pytest.approx(0.5)}
    # per answer (the old default), every answer with its own best proof
    assert answers(p, "q(X)", 1, per_answer=True) == pytest.approx({"q(1)": 0.6, "q(2)": 0.5, "q(3)": 0.3})
    # a ground query: the same either way
    for per_answer in (None, True, False):
        kw = {} if per_answer is None else {"per_answer": per_answer}
        assert answers(p, "q(2)", 1, **kw) == pytest.approx({"q(2)": 0.5})
        assert answers(p, "q(2)", 2, **kw) == pytest.approx({"q(2)": 0.5})  # {b,c} within {c}


def test_last_stats_are_this_querys():
    p = nesylang.Program.from_string(OPEN)
    p.query("q(X)")  # exact: grounds, compiles, caches
    p.last_stats["ground_seconds"] = 1e9  # as if an earlier query had been slow
    p.query("q(X)", proofs=2)
    stats = p.last_stats
    assert stats["ground_seconds"] <= stats["total_seconds"] < 1e9
    assert stats["proofs"] == 2.0 and "cache_hit" not in stats
    p.query("q(2)", proofs=1)  # the per-answer path: none of the open search's figures remain
    assert "proofs_top_down" not in p.last_stats and p.last_stats["ground_seconds"] < 1e9


def test_method_is_checked():
    p = nesylang.Program.from_string(OPEN)
    with pytest.raises(NesyError, match="method"):
        answers(p, "q(X)", 1, "best-first")


def test_cli_proofs_on_an_open_query(tmp_path, capsys):
    from nesylang.cli import main

    f = tmp_path / "k.nesy"
    f.write_text(OPEN + "query(q(X)).\n")
    assert main(["query", str(f), "--proofs", "1"]) == 0
    assert capsys.readouterr().out.split() == ["q(1):", "0.6"]
    assert main(["query", str(f), "--proofs", "2"]) == 0
    assert capsys.readouterr().out.split() == ["q(1):", "0.6", "q(2):", "0.5"]
