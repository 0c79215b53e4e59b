"""EXPLAIN: sampling explanations with stochastic DPLL (EXAL, section 3 and 5).

An explanation is a complete assignment of the formula's choice groups (one outcome each)
that satisfies it. :func:`explain` runs DPLL in which the branching decision is *sampled*:
after unit propagation, one more group gets one of its still-possible outcomes, drawn with
probability proportional to ``exp(-theta * N(mu'))``, where ``N(mu')`` counts how often this
example's sampler has produced the partial assignment ``mu'`` before (theta = 0: uniform; a
larger theta favours assignments not seen yet: diversity). On a conflict the sampler
backtracks to its latest sampled choice and excludes it (the paper's implementation), or,
with ``policy="restart"``, starts over. Categorical groups are sampled whole: choosing an
outcome sets its indicator, and propagation clears the others. EXPLAIN never calls a network.
"""
from __future__ import annotations

import math
import random
from typing import Callable

from ...errors import LearningError
from .formula import Formula


class _Solver:
    """Assignment, trail and unit propagation over a formula's clauses."""

    def __init__(self, formula: Formula):
        self.f = formula
        self.value = [0] * (formula.n_vars + 1)  # 1 true, -1 false, 0 unassigned
        self.trail: list[int] = []

    def lit_value(self, lit: int) -> int:
        v = self.value[abs(lit)]
        return v if lit > 0 else -v

    def assign(self, lit: int) -> bool:
        """Set a literal and propagate; False on a conflict (the caller undoes the trail)."""
        queue = [lit]
        value = self.value
        clauses = self.f.clauses
        occ = self.f.occurrences
        while queue:
            l = queue.pop()
            cur = value[abs(l)]
            want = 1 if l > 0 else -1
            if cur == want:
                continue
            if cur == -want:
                return False
            value[abs(l)] = want
            self.trail.append(abs(l))
            for ci in occ.get(-l, ()):
                unassigned = None
                count = 0
                satisfied = False
                for x in clauses[ci]:
                    xv = value[abs(x)]
                    xv = xv if x > 0 else -xv
                    if xv == 1:
                        satisfied = True
                        break
                    if xv == 0:
                        count += 1
                        unassigned = x
                if satisfied:
                    continue
                if count == 0:
                    return False
                if count == 1:
                    queue.append(unassigned)
        return True

    def undo(self, mark: int) -> None:
        trail = self.trail
        value = self.value
        while len(trail) > mark:
            value[trail.pop()] = 0

    def start(self) -> bool:
        for clause in self.f.clauses:
            if not clause:
                return False
            if len(clause) == 1 and not self.assign(clause[0]):
                return False
        return True


def explain(formula: Formula, rng: random.Random, *, theta: float = 0.0,
            counts: dict | None = None, policy: str = "backtrack", max_restarts: int = 1000) -> dict[int, int]:
    """One explanation: group position -> outcome. ``counts`` (N, per example) is updated.

    Raises LearningError if the formula has no explanation (DPLL exhausts every choice).
    """
    if policy not in ("backtrack", "restart"):
        raise LearningError("EXPLAIN's conflict policy is 'backtrack' or 'restart'")
    counts = {} if counts is None else counts
    groups = formula.groups
    for _ in range(max_restarts):
        solver = _Solver(formula)
        if not solver.start():
            raise LearningError("the formula has no explanation (it is unsatisfiable)")
        decisions: list[tuple[int, int, int, frozenset]] = []  # (trail mark, group, outcome, key before)
        excluded: list[set] = [set()]
        key: frozenset = frozenset()
        restart = False
        while True:
            options = []
            done = dead = False
            for gi, g in enumerate(groups):
                if any(solver.value[v] == 1 for v in g.indicators):
                    continue
                mine = [(gi, j) for j, v in enumerate(g.indicators)
                        if solver.value[v] == 0 and (gi, j) not in excluded[-1]]
                if not mine:  # every outcome of this group is refuted here: no model below
                    dead = True
                    break
                options.extend(mine)
            else:
                done = not options
            if done:
                return {gi: next(j for j, v in enumerate(g.indicators) if solver.value[v] == 1)
                        for gi, g in enumerate(groups)}
            if dead:
                # dead end: backtrack to the latest sampled choice and exclude it
                if not decisions:
                    raise LearningError("the formula has no explanation (it is unsatisfiable)")
                mark, gi, j, key = decisions.pop()
                solver.undo(mark)
                excluded.pop()
                excluded[-1].add((gi, j))
                continue
            if theta:
                seen = [counts.get(key | {(gi, j)}, 0) for gi, j in options]
                least = min(seen)  # shift so that exp() cannot underflow to all zeros
                weights = [math.exp(-theta * (c - least)) for c in seen]
                gi, j = rng.choices(options, weights=weights)[0]
            else:
                gi, j = options[rng.randrange(len(options))]
            new_key = key | {(gi, j)}
            counts[new_key] = counts.get(new_key, 0) + 1
            mark = len(solver.trail)
            if solver.assign(groups[gi].indicators[j]):
                decisions.append((mark, gi, j, key))
                excluded.append(set())
                key = new_key
                continue
            solver.undo(mark)
            if policy == "restart":
                restart = True
                break
            excluded[-1].add((gi, j))
        if restart:
            continue
    raise LearningError(f"EXPLAIN found no explanation in {max_restarts} restarts")


def explain_many(formula: Formula, n: int, rng: random.Random, *, theta: float = 0.0, counts: dict | None = None,
                 policy: str = "backtrack", sampler: Callable | None = None) -> list[dict[int, int]]:
    """``n`` runs of EXPLAIN (duplicates included; callers keep the distinct ones)."""
    counts = {} if counts is None else counts
    return [explain(formula, rng, theta=theta, counts=counts, policy=policy) for _ in range(n)]
