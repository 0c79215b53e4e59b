"""k-best proofs come out in exact order of probability, also where a proof needs the same choice
twice (through two sub-goals, or a sub-goal and a literal already chosen): random small acyclic
ground programs (seeded) whose AND/OR nodes share choices, every proof enumerated here by brute
force from the ground program's nodes (a proof: the literal set of one derivation, kept if
consistent), against ``k_best_proofs``' first k."""
from __future__ import annotations

import itertools
import math
import random

import pytest

from nesylang.grounding import kbest
from nesylang.grounding.ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram


def random_program(seed: int):
    """A ground program of 3-5 groups (facts and 2-3-outcome annotated disjunctions), their
    literals and some negations, and a few layers of AND/OR nodes over earlier nodes, so that
    choices recur below different sub-goals. Returns (gp, root, weights)."""
    rng = random.Random(seed)
    gp = GroundProgram()
    weights: dict[int, list[float]] = {}
    leaves = []
    for j in range(rng.randint(3, 5)):
        outcomes = rng.choice([1, 1, 2, 3])
        raw = [rng.uniform(0.05, 1.0) for _ in range(outcomes + (1 if outcomes > 1 else 0))]
        ws = [round(x / sum(raw), 3) for x in raw][:outcomes] if outcomes > 1 else [round(rng.uniform(0.1, 0.9), 3)]
        g = gp.add_group(f"g{j}", tuple(ws), tuple(f"g{j}_{i}" for i in range(outcomes)), None, False)
        weights[g] = ws
        for i in range(outcomes):
            leaves.append(gp.choice(g, i))
            if rng.random() < 0.4:
                leaves.append(-gp.choice(g, i))
    nodes = list(leaves)
    for _ in range(rng.randint(4, 7)):
        kids = rng.sample(nodes, min(len(nodes), rng.randint(2, 3)))
        n = gp.conj(kids) if rng.random() < 0.5 else gp.disj(kids)
        if n not in (TRUE, FALSE):
            nodes.append(n)
    inner = [n for n in nodes if n > 0 and gp.kinds[n] in (KIND_AND, KIND_OR)]
    root = gp.disj(rng.sample(inner, min(len(inner), 3)) + [rng.choice(leaves)])
    return gp, root, weights


def brute_force(gp: GroundProgram, root: int, weights) -> dict[frozenset, float]:
    """Every consistent proof of ``root`` (literal set of a derivation) -> its probability."""
    memo: dict[int, set] = {}

    def proofs(s: int) -> set:
        if s in memo:
            return memo[s]
        n = abs(s)
        if n == TRUE:
            out = {frozenset()} if s > 0 else set()
        elif gp.kinds[n] == KIND_CHOICE:
            out = {frozenset([s])}
        else:
            assert s > 0, "the generator negates choices only"
            parts = [proofs(c) for c in gp.data[n]]
            if gp.kinds[n] == KIND_OR:
                out = set().union(*parts)
            else:
                assert gp.kinds[n] == KIND_AND
                out = {frozenset().union(*combo) for combo in itertools.product(*parts)}
        memo[s] = out
        return out

    result = {}
    for proof in proofs(root):
        p = probability(gp, proof, weights)
        if p is not None and p > 0.0:
            result[proof] = p
    return result


def probability(gp, proof, weights) -> float | None:
    """The proof's probability (None if inconsistent): per group, w[i] for its chosen outcome,
    else 1 - the excluded outcomes' weights."""
    chosen: dict[int, set] = {}
    excluded: dict[int, set] = {}
    for lit in proof:
        g, i = gp.data[abs(lit)]
        (chosen if lit > 0 else excluded).setdefault(g, set()).add(i)
    p = 1.0
    for g in set(chosen) | set(excluded):
        pos, neg = chosen.get(g, set()), excluded.get(g, set())
        if len(pos) > 1 or pos & neg:
            return None
        p *= weights[g][next(iter(pos))] if pos else max(0.0, 1.0 - sum(weights[g][i] for i in neg))
    return p


SEEDS = range(300)


def test_the_programs_need_choices_twice():
    """The generator exercises the case: in many programs the best proof is one that two
    sub-goals reach the same choice in (the product of the sub-goals' values undercounts it)."""
    twice = 0
    for seed in SEEDS:
        gp, root, weights = random_program(seed)
        for n in range(1, len(gp.kinds)):
            if gp.kinds[n] == KIND_AND and n in gp.cone([root]):
                subs = [brute_force(gp, c, weights) for c in gp.data[n]]
                shared = [set().union(*s) for s in subs if s]
                if len(shared) == len(subs) and any(a & b for a, b in itertools.combinations(shared, 2)):
                    twice += 1
                    break
    assert twice >= 60


@pytest.mark.parametrize("seed", SEEDS)
def test_first_k_proofs_are_the_k_most_probable(seed):
    gp, root, weights = random_program(seed)
    truth = brute_force(gp, root, weights)
    ranked = sorted(truth.values(), reverse=True)
    for k in (1, 2, 3, 5, len(truth) + 3):
        found = kbest.k_best_proofs(gp, root, weights, k)
        got = [p.probability for p in found]
        assert got == pytest.approx(ranked[:k], abs=1e-12), (seed, k)  # ties may come in any order
        for proof in found:  # each is a real proof, with its own probability
            assert proof.literals in truth
            assert math.isclose(truth[proof.literals], proof.probability, abs_tol=1e-12)
    assert {p.literals for p in found} == set(truth)  # a large k: every proof


def test_the_issue_program_by_hand():
    """``0.5::a. 0.9::c. 0.9::d. 0.3::b. r :- a, c. s :- a, d. q :- r, s. q :- b.``:
    proofs {a, c, d} = 0.405, then {b} = 0.3 (and {a, b, c, d}? no: derivations only)."""
    gp = GroundProgram()
    a, b, c, d = (gp.choice(gp.add_group(x, (w,), (x,), None, False), 0) for x, w in
                  (("a", 0.5), ("b", 0.3), ("c", 0.9), ("d", 0.9)))
    weights = {gp.data[n][0]: [w] for n, w in ((a, 0.5), (b, 0.3), (c, 0.9), (d, 0.9))}
    q = gp.disj([gp.conj([gp.conj([a, c]), gp.conj([a, d])]), b])
    found = kbest.k_best_proofs(gp, q, weights, 3)
    assert [p.literals for p in found] == [frozenset({a, c, d}), frozenset({b})]
    assert [p.probability for p in found] == pytest.approx([0.5 * 0.9 * 0.9, 0.3])


def test_cyclic_ground_program_paths_in_order():
    """A ground program with cycles (Knuth's algorithm for the values): path/2 on a graph with
    cycles; a proof is the edge set of a simple path (derivations revisiting a goal are pruned),
    so the proofs are the simple paths from a to e, enumerated here by depth-first search."""
    import nesylang

    edges = {("a", "b"): 0.6, ("b", "a"): 0.7, ("b", "c"): 0.5, ("c", "b"): 0.9, ("a", "c"): 0.2,
             ("c", "d"): 0.8, ("d", "c"): 0.4, ("b", "d"): 0.3, ("d", "e"): 0.9, ("c", "e"): 0.1}
    text = "".join(f"{p}::edge({x},{y}).\n" for (x, y), p in edges.items())
    text += "path(X,Y) :- edge(X,Y).\npath(X,Y) :- edge(X,Z), path(Z,Y).\n"
    program = nesylang.Program.from_string(text)
    term, _ = program._parse_goal("path(a,e)")
    gp, per_query, _ = program._ground([(term, None)], [])
    [(_, root)] = per_query[0]
    weights = program.group_weights(gp, gp.groups_in(gp.cone([abs(root)])))

    def simple_paths(x, seen):
        if x == "e":
            yield []
            return
        for (u, v) in edges:
            if u == x and v not in seen:
                for rest in simple_paths(v, seen | {v}):
                    yield [(u, v)] + rest

    want = sorted((math.prod(edges[e] for e in path) for path in simple_paths("a", {"a"})), reverse=True)
    assert len(want) >= 5
    assert kbest.best_values(gp, root, weights).must == {}  # the cyclic branch
    for k in (1, 2, 3, len(want) + 2):
        got = [p.probability for p in kbest.k_best_proofs(gp, root, weights, k)]
        assert got == pytest.approx(want[:k], abs=1e-12)
