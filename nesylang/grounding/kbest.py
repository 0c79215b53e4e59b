"""k-best-proof approximate inference, on the ground program (between stages 3 and 4).

Takes a :class:`GroundProgram`, a root node and the current outcome probabilities of its
choice groups; returns the ``k`` most probable proofs of the root, found by best-first (A*)
search over the AND/OR graph, and a new OR node whose children are those proofs. Compiling
that node instead of the root gives a lower bound on the root's probability (each proof
entails the root), which is exact once every proof is among the ``k``, and differentiable
like any compiled circuit. This is DeepProbLog's approximate engine's idea (its
``ApproximateEngine`` with k-best search), applied after grounding, where the size that
matters is the circuit's.

A proof is a consistent set of literals: choice outcomes (``g = i``), negated choices
(``g != i``), and negated sub-formulas (``\\+ p`` of a derived atom), which stay whole and are
compiled exactly. Its probability is the product over its groups of ``w[g][i]`` or
``1 - sum(w[g][s] for s excluded)``; a negated sub-formula counts as 1 while ranking (an
optimistic estimate, so such proofs may be ranked too high; the bound stays a lower bound).

The search is A* with an admissible heuristic: each open node's best proof probability
ignoring consistency, computed once by Knuth's generalisation of Dijkstra's algorithm. Proofs
come out in order of decreasing probability. Derivations that revisit an OR node on their
own path (recursion) are pruned: they can only add literals.

>>> from nesylang.grounding.ground_program import GroundProgram
>>> gp = GroundProgram()
>>> a, b = gp.add_group("a", (0.6,), ("a",), None, False), gp.add_group("b", (0.3,), ("b",), None, False)
>>> root = gp.disj([gp.choice(a, 0), gp.conj([gp.choice(a, 0), gp.choice(b, 0)]), gp.choice(b, 0)])
>>> [round(p.probability, 3) for p in k_best_proofs(gp, root, {a: [0.6], b: [0.3]}, 5)]
[0.6, 0.3, 0.18]
"""
from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass

from ..limits import current as current_budget
from .ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram


@dataclass(frozen=True)
class KProof:
    """A proof: its literals (signed ground-program node ids) and its probability (a negated
    derived atom counted as 1)."""

    literals: frozenset
    probability: float


def best_values(gp: GroundProgram, root: int, weights: dict[int, list[float]]) -> dict[int, float]:
    """Each signed node's most probable proof probability, consistency ignored (an upper
    bound on its best consistent proof): Knuth's algorithm, nodes finalised in decreasing value."""
    cone = gp.cone([root])
    parents: dict[int, list[int]] = {}
    pending: dict[int, int] = {}
    value: dict[int, float] = {}
    heap: list[tuple[float, int]] = []

    def leaf(signed: int) -> float | None:
        n = abs(signed)
        kind = gp.kinds[n]
        if n == TRUE:
            return 1.0 if signed > 0 else 0.0
        if kind == KIND_CHOICE:
            g, i = gp.data[n]
            w = weights[g][i]
            return w if signed > 0 else 1.0 - w
        if signed < 0:
            through = _through(gp, signed)
            if through != signed and gp.kinds[abs(through)] in (KIND_CHOICE,) or abs(through) == TRUE:
                return leaf(through)
            return 1.0  # a negated derived atom: optimistic
        return None

    for n in cone:
        kind = gp.kinds[n]
        if kind == KIND_AND or kind == KIND_OR:
            kids = list(dict.fromkeys(gp.data[n]))
            if kind == KIND_AND:
                pending[n] = len(kids)
                value[n] = 1.0
            for c in kids:
                v = leaf(c)
                if v is not None:
                    heapq.heappush(heap, (-v, c))
                parents.setdefault(c, []).append(n)
    for s in (root, -root):
        v = leaf(s)
        if v is not None:
            heapq.heappush(heap, (-v, s))
    final: dict[int, float] = {}
    while heap:
        v, s = heapq.heappop(heap)
        if s in final:
            continue
        final[s] = -v
        for p in parents.get(s, ()):
            if p in final:
                continue
            if gp.kinds[p] == KIND_OR:
                heapq.heappush(heap, (v, p))
            else:
                value[p] *= -v
                pending[p] -= 1
                if pending[p] == 0:
                    heapq.heappush(heap, (-value[p], p))
    return final


def k_best_proofs(gp: GroundProgram, root: int, weights: dict[int, list[float]], k: int) -> list[KProof]:
    """The ``k`` most probable proofs of ``root`` (fewer if it has fewer), most probable first.
    ``weights``: each group's outcome probabilities (as :meth:`Program.group_weights` gives)."""
    if root == FALSE or k <= 0:
        return []
    if root == TRUE:
        return [KProof(frozenset(), 1.0)]
    best = best_values(gp, root, weights)
    if best.get(root, 0.0) <= 0.0:
        return []
    counter = itertools.count()
    # state: (-priority, tiebreak, probability, groups {g: (eq or None, excluded)}, literals, frontier)
    start = ((root, frozenset()),)
    heap = [(-best[root], next(counter), 1.0, {}, frozenset(), start)]
    found: list[KProof] = []
    seen: set[frozenset] = set()
    budget = current_budget()
    steps = 0
    while heap and len(found) < k:
        steps += 1
        if budget is not None and steps % 2048 == 0:
            budget.check_time()
        _, _, prob, groups, literals, frontier = heapq.heappop(heap)
        if not frontier:
            if literals not in seen:
                seen.add(literals)
                found.append(KProof(literals, prob))
            continue
        (node, anc), rest = frontier[0], frontier[1:]
        node = _through(gp, node)
        n = abs(node)
        kind = gp.kinds[n]
        successors: list[tuple[dict, frozenset, tuple]] = []
        if n == TRUE:
            if node > 0:
                successors.append((groups, literals, rest))
        elif kind == KIND_CHOICE:
            g, i = gp.data[n]
            eq, excluded = groups.get(g, (None, frozenset()))
            if node > 0 and (eq is None or eq == i) and i not in excluded:
                successors.append(({**groups, g: (i, excluded)}, literals | {node}, rest))
            elif node < 0 and eq != i:
                successors.append(({**groups, g: (eq, excluded | {i})}, literals | {node}, rest))
        elif node < 0:
            successors.append((groups, literals | {node}, rest))  # a negated derived atom: kept whole
        elif kind == KIND_AND:
            successors.append((groups, literals, tuple((c, anc) for c in gp.data[n]) + rest))
        elif kind == KIND_OR and n not in anc:
            inner = anc | {n}
            for c in gp.data[n]:
                successors.append((groups, literals, ((c, inner),) + rest))
        for groups2, literals2, frontier2 in successors:
            h = 1.0
            for s, _ in frontier2:
                h *= best.get(s, 0.0)
                if h == 0.0:
                    break
            if h == 0.0:
                continue
            prob2 = prob if groups2 is groups else _probability(groups2, weights)
            if prob2 * h > 0.0:
                heapq.heappush(heap, (-prob2 * h, next(counter), prob2, groups2, literals2, frontier2))
    return found


def _through(gp: GroundProgram, node: int) -> int:
    """``node`` with OR nodes of one child skipped (keeping the sign): a negated fact ``\\+ a``
    is then the negated choice, ranked by its probability rather than optimistically."""
    seen = 0
    while gp.kinds[abs(node)] == KIND_OR and len(gp.data[abs(node)]) == 1 and seen < 10_000:
        child = gp.data[abs(node)][0]
        node = child if node > 0 else -child
        seen += 1
    return node


def _probability(groups: dict, weights: dict[int, list[float]]) -> float:
    p = 1.0
    for g, (eq, excluded) in groups.items():
        w = weights[g]
        p *= w[eq] if eq is not None else max(0.0, 1.0 - sum(w[s] for s in excluded))
    return p


def proofs_node(gp: GroundProgram, proofs: list[KProof]) -> int:
    """A node of ``gp`` for the disjunction of ``proofs`` (FALSE for none)."""
    return gp.disj([gp.conj(sorted(p.literals)) for p in proofs])
