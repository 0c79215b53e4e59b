"""The k most probable proofs of a query in all (``program.query(goal, proofs=k,
per_answer=False)``, :mod:`nesylang.neural.kbest_open`), found by grounding pruned at a
probability threshold that is lowered until the k proofs are provably the k best.

Expected values come from the programs' proofs enumerated here by hand or by a small Python
model of each program (not from nesylang's ground program): the k most probable (answer, proof)
pairs, and each answer's value as the probability of the disjunction of its chosen proofs,
summed over all worlds. Shapes: an open query with many answers (paths in a DAG), annotated
disjunctions, a neural AD from a small torch network, a choice two sub-goals share, Forth Sort
(compare.pl unchanged), a negation and a cyclic graph (where dropping is unsound: grounded
whole), and the node budget (proofs kept, not certified)."""
from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import EvidenceError, LimitError, NesyError  # noqa: E402
from nesylang.neural.kbest_open import infer_kbest_in_all, k_best_in_all  # noqa: E402


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


def expected(proofs: dict, facts: dict, k: int) -> dict:
    """``proofs``: answer -> list of proofs, each a dict {choice variable: value}; ``facts``:
    variable -> {value: probability} (each variable a categorical, values exclusive). The k
    most probable (answer, proof) pairs (no tie at the cut), and each answer's probability
    that one of its chosen proofs holds, summed over every world."""
    ranked = sorted(((math.prod(facts[v][x] for v, x in pr.items()), a, i)
                     for a, prs in proofs.items() for i, pr in enumerate(prs)), key=lambda t: -t[0])
    if k < len(ranked):
        assert ranked[k - 1][0] - ranked[k][0] > 1e-9, "a tie at the cut: the k best are not unique"
    chosen: dict = {}
    for _, a, i in ranked[:k]:
        chosen.setdefault(a, []).append(proofs[a][i])
    names = sorted(facts)
    out = {a: 0.0 for a in chosen}
    for values in itertools.product(*(sorted(facts[v]) for v in names)):
        world = dict(zip(names, values))
        w = math.prod(facts[v][world[v]] for v in names)
        for a, prs in chosen.items():
            if any(all(world[v] == x for v, x in pr.items()) for pr in prs):
                out[a] += w
    return out


def got(program, goal, k, method=None, **kw) -> dict:
    """The answers from the k best proofs in all: through ``program.query`` (the default
    method, top-down falling back to grounding), or by ``method`` ("top-down", "grounding")."""
    if method is None:
        answers = program.query(goal, proofs=k, per_answer=False, **kw)
    else:
        answers = infer_kbest_in_all(program, [program._parse_goal(goal)], [], k, method=method)
    return {a.atom.replace(" ", ""): a.probability for a in answers}


def exact(program, goal) -> dict:
    return {a.atom.replace(" ", ""): a.probability for a in program.query(goal)}


def check(program, goal, proofs, facts, ks):
    full = exact(program, goal)
    for k in ks:
        want = expected(proofs, facts, k)
        for method in ("top-down", "grounding"):  # both searches, the same k best proofs
            have = got(program, goal, k, method)
            assert set(have) == set(want), (k, method)
            for a, v in want.items():
                assert have[a] == pytest.approx(v, abs=1e-12), (a, k, method)
                assert have[a] <= full[a] + 1e-12
            assert program.last_stats["proofs_certified"] == 1.0
            assert program.last_stats["proofs_top_down"] == float(method == "top-down")
        assert got(program, goal, k) == pytest.approx(have, abs=1e-12)  # the default: top-down here
        assert program.last_stats["proofs_top_down"] == 1.0
    return full


# ---- an open query with many answers: paths in a DAG ---------------------------------------------
EDGES = {(1, 2): 0.9, (1, 3): 0.6, (2, 3): 0.8, (2, 4): 0.35, (3, 4): 0.7, (3, 5): 0.45, (4, 5): 0.95,
         (4, 6): 0.25, (5, 6): 0.85, (2, 6): 0.15}
DAG = "".join(f"{p}::e({a},{b}).\n" for (a, b), p in EDGES.items()) + \
    "path(X,Y) :- e(X,Y).\npath(X,Y) :- e(X,Z), path(Z,Y).\n"


def dag_proofs(start):
    """answer -> proofs: the edge sets of the paths from ``start`` (by depth-first search)."""
    out: dict = {}

    def walk(node, used):
        for (a, b) in EDGES:
            if a == node:
                path = used + [(a, b)]
                out.setdefault(f"path({start},{b})", []).append({e: 1 for e in path})
                walk(b, path)
    walk(start, [])
    return out


def test_open_query_with_many_answers_against_enumerated_paths():
    facts = {e: {1: p, 0: 1 - p} for e, p in EDGES.items()}
    proofs = dag_proofs(1)
    n_proofs = sum(len(v) for v in proofs.values())
    p = nesylang.Program.from_string(DAG)
    full = check(p, "path(1,X)", proofs, facts, [1, 2, 3, 5, 8, 13])
    # every proof: exact inference's answers
    assert got(p, "path(1,X)", n_proofs) == pytest.approx(full, abs=1e-12)
    assert got(p, "path(1,X)", 10 * n_proofs) == pytest.approx(full, abs=1e-12)


def test_one_proof_is_the_most_probable_path_and_answers_without_a_chosen_proof_are_left_out():
    p = nesylang.Program.from_string(DAG)
    # path(1,2) by e(1,2): 0.9 beats every other path (by hand)
    assert got(p, "path(1,X)", 1) == {"path(1,2)": pytest.approx(0.9)}
    # two: e(1,2) 0.9, then e(1,2),e(2,3) 0.72 (path(1,3) by e(1,3) alone is 0.6)
    assert got(p, "path(1,X)", 2) == {"path(1,2)": pytest.approx(0.9), "path(1,3)": pytest.approx(0.72)}


# ---- annotated disjunctions, and a choice two sub-goals share -----------------------------------
AD = """
0.2::c(X,r); 0.5::c(X,g); 0.3::c(X,b) :- item(X).
item(1). item(2).
pair(A,B) :- c(1,A), c(2,B).
same(C) :- c(1,C), both(C).
both(C) :- c(2,C), c(1,C).
"""
COLOURS = {"r": 0.2, "g": 0.5, "b": 0.3}


def test_annotated_disjunctions_pairs():
    # pairs by probability (by hand): gg .25, gb = bg .15, gr = rg .1, bb .09, rb = br .06, rr .04;
    # k = 1, 3, 5, 6, 9 cut between two different probabilities
    facts = {1: dict(COLOURS), 2: dict(COLOURS)}
    proofs = {f"pair({a},{b})": [{1: a, 2: b}] for a in COLOURS for b in COLOURS}
    p = nesylang.Program.from_string(AD)
    check(p, "pair(A,B)", proofs, facts, [1, 3, 5, 6, 9])


def test_a_choice_needed_twice_is_paid_once():
    # same(C): c(1,C) twice and c(2,C): its proof is {c(1)=C, c(2)=C}, probability w_C^2
    facts = {1: dict(COLOURS), 2: dict(COLOURS)}
    proofs = {f"same({c})": [{1: c, 2: c}] for c in COLOURS}
    p = nesylang.Program.from_string(AD)
    check(p, "same(C)", proofs, facts, [1, 2, 3])
    assert got(p, "same(C)", 1) == {"same(g)": pytest.approx(0.25)}


def test_shared_choice_beats_a_lone_fact():
    # q(1)'s proof {a, c, d} (0.405) uses a in both r and s; q(2) {b} 0.3; q(3) {a} 0.5
    p = nesylang.Program.from_string("0.5::a. 0.9::c. 0.9::d. 0.3::b.\nr :- a, c.\ns :- a, d.\n"
                                     "q(1) :- r, s.\nq(2) :- b.\nq(3) :- a.\n")
    facts = {v: {1: w, 0: 1 - w} for v, w in {"a": 0.5, "b": 0.3, "c": 0.9, "d": 0.9}.items()}
    proofs = {"q(1)": [{"a": 1, "c": 1, "d": 1}], "q(2)": [{"b": 1}], "q(3)": [{"a": 1}]}
    check(p, "q(X)", proofs, facts, [1, 2, 3])
    assert got(p, "q(X)", 2) == {"q(3)": pytest.approx(0.5), "q(1)": pytest.approx(0.405)}


# ---- a neural AD from a small torch network ---------------------------------------------------
class Table(torch.nn.Module):
    """digit(X, Y) for an integer X: a fixed softmax row per X."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(3)
        self.logits = torch.nn.Parameter(1.5 * torch.randn(4, 3, dtype=torch.float64))

    def forward(self, x):
        return torch.softmax(self.logits[int(x)], 0)

    def rows(self):
        with torch.no_grad():
            return torch.softmax(self.logits, 1).tolist()


NEURAL = ("nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).\n"
          "add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n"
          "add3(Z) :- digit(1, A), digit(2, B), digit(3, C), Z is A + B + C.\n")


def test_neural_annotated_disjunctions():
    net = Table()
    p = nesylang.Program.from_string(NEURAL)
    p.networks["net"] = net
    rows = net.rows()
    facts = {x: dict(enumerate(rows[x])) for x in (1, 2, 3)}
    proofs: dict = {}
    for a, b, c in itertools.product(range(3), repeat=3):
        proofs.setdefault(f"add3({a + b + c})", []).append({1: a, 2: b, 3: c})
    full = check(p, "add3(Z)", proofs, facts, [1, 2, 4, 7, 12])
    assert got(p, "add3(Z)", 27) == pytest.approx(full, abs=1e-12)  # every proof
    # the same network, another query shape
    proofs2: dict = {}
    for a, b in itertools.product(range(3), repeat=2):
        proofs2.setdefault(f"add(0,1,{a + b})", []).append({0: a, 1: b})
    check(p, "add(0,1,Z)", proofs2, {x: dict(enumerate(rows[x])) for x in (0, 1)}, [1, 3, 5])


# ---- Forth Sort (compare.pl unchanged) against a model of its rules ----------------------------
COMPARE = Path(__file__).resolve().parents[2] / "examples" / "deepproblog" / "forth_sort" / "compare.pl"


class PairTable(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(11)
        self.logits = torch.nn.Parameter(2.0 * torch.randn(10, 10, 2, dtype=torch.float64))

    def forward(self, x, y):
        return torch.softmax(self.logits[int(x), int(y)], 0)

    def swap(self, x, y) -> float:
        with torch.no_grad():
            return float(torch.softmax(self.logits[x, y], 0)[1])


def sort_proofs(xs):
    """answer -> its proofs (dicts pair -> decision), from every world of the pairs compared:
    compare.pl's bubble sort with a decision per ordered pair (a proof is what a run reads)."""
    pairs = [(a, b) for a in xs for b in xs if a != b]
    out: dict = {}
    for bits in itertools.product((0, 1), repeat=len(pairs)):
        world = dict(zip(pairs, bits))
        used: dict = {}
        rest, acc = list(xs), []
        while rest:
            line, cur = [], rest[0]
            for nxt in rest[1:]:
                d = used[(cur, nxt)] = world[(cur, nxt)]
                lo, hi = (cur, nxt) if d == 0 else (nxt, cur)
                line.append(lo)
                cur = hi
            rest, acc = line, [cur] + acc
        answer = f"forth_sort({list(xs)},{acc})".replace(" ", "")
        known = out.setdefault(answer, [])
        if used not in known:
            known.append(used)
    return out


def test_forth_sort_open_query_against_its_rules():
    xs = [3, 0, 2, 1]
    net = PairTable()
    p = nesylang.load(str(COMPARE))
    p.networks["swap_net"] = net
    facts = {(a, b): {1: net.swap(a, b), 0: 1 - net.swap(a, b)} for a in xs for b in xs if a != b}
    proofs = sort_proofs(xs)
    goal = f"forth_sort({xs},L)".replace(" ", "")
    full = check(p, goal, proofs, facts, [1, 2, 3, 10, 25])
    n_proofs = sum(len(v) for v in proofs.values())
    assert got(p, goal, n_proofs) == pytest.approx(full, abs=1e-12)


# ---- where dropping would be unsound, and the budget ---------------------------------------------
def test_negation_over_a_pruned_goal_is_grounded_whole():
    # at the first threshold p's only derivation (b, 0.1) would be dropped, and \+ p would then
    # be certain; the round is grounded again without dropping: q(1) is 0.9, never 1
    p = nesylang.Program.from_string("0.9::a. 0.1::b.\npp :- b.\nq(0) :- pp.\nq(1) :- \\+ pp.\nq(2) :- a.\n")
    full = exact(p, "q(X)")
    for k in (1, 2, 3):
        have = got(p, "q(X)", k)
        assert all(v <= full[a] + 1e-12 for a, v in have.items())
        assert have.get("q(1)", 0.0) <= 0.9 + 1e-12
    assert got(p, "q(X)", 3) == pytest.approx(full, abs=1e-12)
    assert full["q(1)"] == pytest.approx(0.9)
    assert p.last_stats["proofs_top_down"] == 0.0  # a negation over a probabilistic goal: grounded
    with pytest.raises(NesyError, match="cannot answer this query exactly: a negation"):
        got(p, "q(X)", 3, "top-down")


def test_recursion_through_a_table_is_grounded_whole():
    # a cyclic graph: path(2, Y) meets path(2, Y) again while it is evaluated
    p = nesylang.Program.from_string("0.6::e(1,2). 0.7::e(2,3). 0.5::e(3,2). 0.4::e(3,4). 0.2::e(2,4).\n"
                                     "path(X,Y) :- e(X,Y).\npath(X,Y) :- e(X,Z), path(Z,Y).\n")
    full = exact(p, "path(1,X)")
    # proofs of path(1,Y) are simple paths from 1 (by hand): 1-2 .6; 1-2-3 .42; 1-2-4 .12;
    # 1-2-3-4 .168; 1-2-3-2 is the edge set of 1-2-3 plus e(3,2): .21 (a proof of path(1,2))
    assert got(p, "path(1,X)", 1) == {"path(1,2)": pytest.approx(0.6)}
    assert got(p, "path(1,X)", 2) == {"path(1,2)": pytest.approx(0.6), "path(1,3)": pytest.approx(0.42)}
    assert got(p, "path(1,X)", 50) == pytest.approx(full, abs=1e-12)
    assert p.last_stats["proofs_top_down"] == 0.0  # path(2,Y) within path(2,Y): grounded
    with pytest.raises(NesyError, match="recursion through a variant"):
        got(p, "path(1,X)", 2, "top-down")


def test_node_budget_keeps_exact_proofs_without_certifying():
    net = PairTable()
    p = nesylang.load(str(COMPARE))
    p.networks["swap_net"] = net
    xs = [3, 0, 2, 1, 4]
    goal = f"forth_sort({xs},L)".replace(" ", "")
    term, span = p._parse_goal(goal)
    rounds: list = []
    gp, answers, best, certified = k_best_in_all(p, term, span, 200, rounds=rounds, max_nodes=400)
    assert not certified and rounds  # a later round passed 400 nodes
    facts = {(a, b): net.swap(a, b) for a in xs for b in xs if a != b}
    for prob, i, proof in best:  # each is an exact proof: its probability is its choices' product
        labels = [gp.label(abs(x)) for x in proof.literals]
        want = 1.0
        for x, label in zip(proof.literals, labels):
            a, b, d = label[len("swap("):-1].split(",")
            w = facts[(int(a), int(b))] if d == "swap" else 1 - facts[(int(a), int(b))]
            want *= w if x > 0 else 1 - w
        assert prob == pytest.approx(want, abs=1e-12)
    assert [b[0] for b in best] == sorted((b[0] for b in best), reverse=True)
    with pytest.raises(LimitError):  # not even the first round fits
        k_best_in_all(p, term, span, 5, max_nodes=5)
    full = exact(p, goal)
    have = got(p, goal, 3)
    assert all(v <= full[a] + 1e-12 for a, v in have.items())


def test_errors_are_located():
    p = nesylang.Program.from_string(DAG)
    with pytest.raises(NesyError, match="positive integer"):
        p.query("path(1,X)", proofs=0, per_answer=False)
    with pytest.raises(EvidenceError):
        p.query("path(1,X)", proofs=2, per_answer=False, evidence={"e(1,2)": True})
