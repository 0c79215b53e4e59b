"""Does grounding EXAL's formulas on the factored database (``ExalTrainer.FACTOR``) change what
EXPLAIN draws or what LEARN sums? (issue 17, session 15)

With theta = 0, ordered branching and backtracking, EXPLAIN walks a formula's decision graph:
at each node it draws one of the next group's outcomes that have a model below (uniformly, or
by the proposal), and with ``recombine`` the nodes are merged by residual formula, LEARN
summing the paths of the explored part. Both the draws' distribution and the explored graph's
are therefore functions of the *full* merged decision graph: its nodes, and per node the
outcomes with a model below and the child each leads to, with the (choice, outcome) pairs it
decides. This script builds that graph completely (every outcome of every node, dead ends
pruned) for every training formula twice, grounded on the program's database and on the
factored one, and compares them after canonical numbering (breadth-first from the root,
outcomes in order; choices named by their network and input template, not by positions that
depend on the CNF). Identical graphs mean identical distributions: the CNFs differ, so the
draws take other random numbers, nothing else.

    python benchmarks/exal_factor_check_s15.py --n 2 4
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import deque
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def start_pairs(formula, names) -> set:
    """The (choice name, outcome) pairs the formula's start state fixes (every model has them)."""
    explain = sys.modules["nesylang.learners.exal.explain"]
    start = explain._initial(formula)
    return set() if start is None else {(names[g], o) for g, o in enumerate(start[1]) if o >= 0}


def full_graph(formula, names, drop=frozenset()):
    """The full merged decision graph of ``formula`` in canonical form: per node (numbered
    breadth-first from the root, outcomes in order) its group's name and its live outcomes
    with (outcome, child number or 'leaf', the sorted (choice name, outcome) pairs the
    decision sets true, less those in ``drop``). None if the formula is unsatisfiable.

    ``drop``: pairs that every model has (fixed by either CNF's start state): one CNF may fix
    them at the start and the other on the first edges of every path, the same explanations."""
    explain = sys.modules["nesylang.learners.exal.explain"]
    start = explain._initial(formula)
    if start is None:
        return None
    groups = formula.groups
    order = sorted(range(len(groups)), key=lambda gi: groups[gi].gid)
    known: dict = {}  # residual key -> node record, or None (no model below)

    def visit(value, chosen, key):
        if key in known:
            return known[key]
        gi = next((g for g in order if chosen[g] < 0), None)
        if gi is None:
            known[key] = "leaf"
            return "leaf"
        known[key] = None  # acyclic: never met again before it is done
        solver = explain._Solver(formula, value, chosen)
        edges = []
        for j, v in enumerate(groups[gi].indicators):
            if value[v] != 0:
                continue
            mark = len(solver.trail)
            if solver.assign(v):
                diff = tuple(solver.trail[mark:])
                pairs = tuple(sorted(p for p in ((names[formula.lit_group[x]], formula.outcome_of[x])
                                                 for x in diff if formula.lit_group[x] >= 0) if p not in drop))
                done = all(c >= 0 for c in chosen)
                child_key = ("leaf",) if done else explain._residual_key(formula, value, key, diff)
                child = "leaf" if done else visit(list(value), list(chosen), child_key)
                if child is not None:
                    edges.append((j, child, pairs))
            solver.undo(mark)
        node = (names[gi], edges) if edges else None
        known[key] = node
        return node

    value, chosen = list(start[0]), list(start[1])
    root = visit(value, chosen, explain._residual_key(formula, value))
    if root is None:
        return None
    if root == "leaf":
        return ["leaf"]
    number = {id(root): 0}
    out = []
    queue = deque([root])
    while queue:
        name, edges = queue.popleft()
        row = []
        for j, child, pairs in edges:
            if child == "leaf":
                row.append((j, "leaf", pairs))
                continue
            if id(child) not in number:
                number[id(child)] = len(number)
                queue.append(child)
            row.append((j, number[id(child)], pairs))
        out.append((name, row))
    return out


def draw_distribution(graph, start: set) -> dict:
    """The probability of each explanation (a frozenset of (choice name, outcome) pairs) under
    one uniform draw: the product over the walk's nodes of 1 / (the node's live outcomes)."""
    out: dict = {}

    def walk(node: int, pairs: frozenset, p: float):
        _, row = graph[node]
        for _, child, edge in row:
            q, now = p / len(row), pairs | frozenset(edge)
            if child == "leaf":
                out[now] = out.get(now, 0.0) + q
            else:
                walk(child, now, q)

    if graph == ["leaf"]:
        return {frozenset(start): 1.0}
    walk(0, frozenset(start), 1.0)
    return out


def graphs(n: int, factor: bool, sums: int):
    import nesylang.learners.exal as exal
    from bench_exal_addition import _program
    from nesylang.logic.terms import term_str

    exal.ExalTrainer.FACTOR = factor
    program = _program(n)
    program.materialise_declarations()
    data = program.dataset("train_sums")[:sums]
    trainer = exal.ExalTrainer(program, samples=10, recombine=True)
    t = time.process_time()
    out = {}
    for ex in data:
        formula, _, _ = trainer.formula(ex.query)
        key = term_str(ex.query)
        described = next(d for f, d in trainer.formulas.values() if f is formula)
        names = [f"{d.kind}:{d.key[0]}:{term_str(d.key[1])}" if d.kind == "nn" else f"{d.kind}:{d.key}"
                 for d in described]
        out[key] = (formula, names)
    return out, time.process_time() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--sums", type=int, default=1500)
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import torch

    torch.set_num_threads(1)
    for n in args.n:
        plain, t0 = graphs(n, False, args.sums)
        factored, t1 = graphs(n, True, args.sums)
        same = same_dropped = same_draws = nodes = edges = cnf = 0
        for k, (fa, na) in plain.items():
            fb, nb = factored[k]
            cnf += (fa.n_vars, len(fa.clauses)) != (fb.n_vars, len(fb.clauses))
            ga, gb = full_graph(fa, na), full_graph(fb, nb)
            if ga == gb:
                same += 1
            else:
                drop = frozenset(start_pairs(fa, na) | start_pairs(fb, nb))
                if full_graph(fa, na, drop) == full_graph(fb, nb, drop):
                    same_dropped += 1
                else:  # compare what one draw gives, explanation by explanation
                    da, db = draw_distribution(ga, start_pairs(fa, na)), draw_distribution(gb, start_pairs(fb, nb))
                    same_draws += da.keys() == db.keys() and all(abs(da[k] - db[k]) < 1e-12 for k in da)
            if ga and ga != ["leaf"]:
                nodes += len(ga)
                edges += sum(len(row) for _, row in ga)
        print(f"N = {n}: {len(plain)} sums, CNFs of different sizes for {cnf}; full merged decision graphs "
              f"identical for {same}, identical but for pairs one CNF fixes at the start for {same_dropped}, "
              f"different for {len(plain) - same - same_dropped} ({nodes} nodes, {edges} edges in all), of which "
              f"{same_draws} give every explanation the same probability in one uniform draw; "
              f"grounding + CNF CPU {t0:.1f} s unfactored, {t1:.1f} s factored")


if __name__ == "__main__":
    main()
