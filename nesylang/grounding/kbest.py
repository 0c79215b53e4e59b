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

The search is A* with a heuristic: each open node's best proof probability ignoring
consistency, computed once (for all answers of an open query) by one depth-first pass, or by
Knuth's generalisation of Dijkstra's algorithm where the ground program has cycles. Proofs come
out in order of decreasing probability, except where a proof needs the same choice twice: the
heuristic then counts it twice, is not admissible, and a less probable proof may come first
(``0.5::a. 0.9::c. 0.9::d. 0.3::b. r :- a, c. s :- a, d. q :- r, s. q :- b.``: the first proof
found is ``b``, 0.3, not ``a, c, d``, 0.405); the bound stays a lower bound. Derivations that
revisit an OR node on their own path (recursion) are pruned: they can only add literals.

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
import weakref
from dataclasses import dataclass

from ..limits import current as current_budget
from .ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram


@dataclass(frozen=True)
class KProof:
    """A proof: its literals (signed ground-program node ids) and its probability (a negated
    derived atom counted as 1)."""

    literals: frozenset
    probability: float


def best_values(gp: GroundProgram, root, weights: dict[int, list[float]], *, everything: bool = False
                ) -> dict[int, float]:
    """Each signed node's most probable proof probability, consistency ignored (an upper
    bound on its best consistent proof): Knuth's algorithm, nodes finalised in decreasing value.
    ``root``: one node or several (the values are a property of each node, so one pass serves
    every root); ``everything``: every node of ``gp``, not only those below the roots."""
    roots = [root] if isinstance(root, int) else list(root)
    kinds, data = gp.kinds, gp.data

    def leaf(signed: int) -> float | None:
        n = abs(signed)
        kind = kinds[n]
        if n == TRUE:
            return 1.0 if signed > 0 else 0.0
        if kind == KIND_CHOICE:
            g, i = data[n]
            if g not in weights:  # a group below no root (everything=True)
                return None
            w = weights[g][i]
            return w if signed > 0 else 1.0 - w
        if signed < 0:
            through = _through(gp, signed)
            if through != signed and kinds[abs(through)] in (KIND_CHOICE,) or abs(through) == TRUE:
                return leaf(through)
            return 1.0  # a negated derived atom: optimistic
        return None

    starts = range(1, len(kinds)) if everything else roots
    acyclic = _acyclic_values(gp, starts, leaf)
    if acyclic is not None:
        return acyclic
    cone = range(1, len(kinds)) if everything else gp.cone(roots)
    parents: dict[int, list[int]] = {}
    pending: dict[int, int] = {}
    value: dict[int, float] = {}
    heap: list[tuple[float, int]] = []
    leaves: dict[int, float | None] = {}
    for n in cone:
        kind = kinds[n]
        if kind == KIND_AND or kind == KIND_OR:
            kids = list(dict.fromkeys(data[n]))
            if kind == KIND_AND:
                pending[n] = len(kids)
                value[n] = 1.0
            for c in kids:
                if c not in leaves:
                    v = leaves[c] = leaf(c)
                    if v is not None:
                        heapq.heappush(heap, (-v, c))
                parents.setdefault(c, []).append(n)
    for r in roots:
        for s in (r, -r):
            if s not in leaves:
                v = leaves[s] = leaf(s)
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
            if kinds[p] == KIND_OR:
                heapq.heappush(heap, (v, p))
            else:
                value[p] *= -v
                pending[p] -= 1
                if pending[p] == 0:
                    heapq.heappush(heap, (-value[p], p))
    return final


def _acyclic_values(gp: GroundProgram, starts, leaf) -> dict[int, float] | None:
    """:func:`best_values` by one depth-first pass, children before parents, where the graph
    below ``starts`` has no cycle (None if it has one: Knuth's algorithm is needed then). An
    AND node's value is the product of its distinct children's, an OR node's their maximum; a
    node with no proof gets 0."""
    kinds, data = gp.kinds, gp.data
    out: dict[int, float] = {}
    busy: set[int] = set()
    for start in starts:
        if start in out:
            continue
        if kinds[abs(start)] not in (KIND_AND, KIND_OR) or start < 0:
            v = leaf(start)
            if v is not None:
                out[start] = v
            if start > 0:
                continue
            start = -start
            if start in out or kinds[start] not in (KIND_AND, KIND_OR):
                continue
        stack = [(start, 0)]
        busy.add(start)
        while stack:
            n, i = stack[-1]
            kids = data[n]
            while i < len(kids):
                c = kids[i]
                if c > 0 and (kinds[c] == KIND_AND or kinds[c] == KIND_OR):
                    if c not in out:
                        if c in busy:
                            return None  # a cycle
                        break
                elif c not in out:
                    v = leaf(c)
                    out[c] = 0.0 if v is None else v
                i += 1
            if i < len(kids):
                stack[-1] = (n, i)
                busy.add(kids[i])
                stack.append((kids[i], 0))
                continue
            stack.pop()
            busy.discard(n)
            if kinds[n] == KIND_AND:
                v = 1.0
                for c in dict.fromkeys(kids):
                    v *= out[c]
            else:
                v = max((out[c] for c in kids), default=0.0)
            out[n] = v
    return out


def k_best_proofs_many(gp: GroundProgram, roots: list[int], weights: dict[int, list[float]],
                       k: int) -> list[list[KProof]]:
    """:func:`k_best_proofs` of each root (the answers of an open query), the heuristic's
    values computed once for all of them."""
    best = best_values(gp, [abs(r) for r in roots if abs(r) != TRUE], weights)
    through: dict[int, int] = {}
    return [k_best_proofs(gp, r, weights, k, best=best, _through_memo=through) for r in roots]


def k_best_proofs(gp: GroundProgram, root: int, weights: dict[int, list[float]], k: int, *,
                  best: dict[int, float] | None = None, _through_memo: dict[int, int] | None = None
                  ) -> list[KProof]:
    """The ``k`` most probable proofs of ``root`` (fewer if it has fewer), most probable first.
    ``weights``: each group's outcome probabilities (as :meth:`Program.group_weights` gives).
    ``best``: :func:`best_values` for a set of roots including this one (computed if not given).

    A search state's frontier (the nodes still to prove) is a linked list of cells
    ``(signed node, ancestors, rest, h)``, ``h`` the heuristic of the cell and everything
    after it, so expanding a node costs its children, not the frontier's length; a state's
    literals are a linked list too, made a set when the proof is complete."""
    if root == FALSE or k <= 0:
        return []
    if root == TRUE:
        return [KProof(frozenset(), 1.0)]
    if best is None or root not in best:
        best, _through_memo = _shared_best(gp, root, weights)
    if best.get(root, 0.0) <= 0.0:
        return []
    kinds, data = gp.kinds, gp.data
    through: dict[int, int] = {} if _through_memo is None else _through_memo
    counter = itertools.count()
    # state: (-priority, tiebreak, probability, groups {g: (eq or None, excluded)}, literals, frontier)
    start = (root, frozenset(), None, best[root])
    heap = [(-best[root], next(counter), 1.0, {}, None, start)]
    found: list[KProof] = []
    seen: set[frozenset] = set()
    budget = current_budget()
    steps = 0
    push = heapq.heappush
    while heap and len(found) < k:
        steps += 1
        if budget is not None and steps % 2048 == 0:
            budget.check_time()
        _, _, prob, groups, literals, frontier = heapq.heappop(heap)
        if frontier is None:
            proof = _literal_set(literals)
            if proof not in seen:
                seen.add(proof)
                found.append(KProof(proof, prob))
            continue
        node, anc, rest, _ = frontier
        h_rest = 1.0 if rest is None else rest[3]
        t = through.get(node)
        if t is None:
            t = through[node] = _through(gp, node)
        node = t
        n = abs(node)
        kind = kinds[n]
        if n == TRUE:
            if node > 0:
                push(heap, (-prob * h_rest, next(counter), prob, groups, literals, rest))
        elif kind == KIND_CHOICE:
            g, i = data[n]
            eq, excluded = groups.get(g, (None, frozenset()))
            if node > 0 and (eq is None or eq == i) and i not in excluded:
                if eq == i:  # already chosen (the literal is kept, as the proof's set dedupes it)
                    groups2, prob2 = groups, prob
                else:
                    groups2 = {**groups, g: (i, excluded)}
                    prob2 = prob * weights[g][i] if not excluded else _probability(groups2, weights)
            elif node < 0 and eq != i:
                groups2 = {**groups, g: (eq, excluded | {i})}
                prob2 = prob if eq is not None or i in excluded else _probability(groups2, weights)
            else:
                continue
            if prob2 * h_rest > 0.0:
                push(heap, (-prob2 * h_rest, next(counter), prob2, groups2, (node, literals), rest))
        elif node < 0:  # a negated derived atom: kept whole
            push(heap, (-prob * h_rest, next(counter), prob, groups, (node, literals), rest))
        elif kind == KIND_AND:
            cell, h = rest, h_rest
            for c in reversed(list(dict.fromkeys(data[n]))):
                h *= best.get(c, 0.0)
                if h == 0.0:
                    break
                cell = (c, anc, cell, h)
            if h > 0.0 and prob * h > 0.0:
                push(heap, (-prob * h, next(counter), prob, groups, literals, cell))
        elif kind == KIND_OR and n not in anc:
            inner = anc | {n}
            for c in data[n]:
                h = best.get(c, 0.0) * h_rest
                if h > 0.0 and prob * h > 0.0:
                    push(heap, (-prob * h, next(counter), prob, groups, literals, (c, inner, rest, h)))
    return found


# ground program -> (weights, its node count then, values of every node): the heuristic's
# values for a second and later search on the same ground program under the same weights
# (one search per answer of an open query), computed once for the whole ground program
_BEST: dict[int, tuple] = {}  # id(gp) -> (weak reference to gp, weights, node count, values or None, memo)


def _shared_best(gp: GroundProgram, root: int, weights: dict[int, list[float]]
                 ) -> tuple[dict[int, float], dict[int, int] | None]:
    """:func:`best_values` for ``root``: below it only at the first search on ``gp`` under
    ``weights``; from the second on, every node's, computed once and kept while ``gp`` lives
    (nodes are not changed once made; nodes added later, such as proofs' disjunctions, are
    not roots of a search). Also a memo of :func:`_through` for the searches to share."""
    key = id(gp)
    entry = _BEST.get(key)
    if (entry is not None and entry[0]() is gp and abs(root) < entry[2] and len(entry[1]) == len(weights)
            and all(list(weights.get(g, ())) == w for g, w in entry[1].items())):
        if entry[3] is None:
            entry = _BEST[key] = (entry[0], entry[1], len(gp.kinds), best_values(gp, [], weights, everything=True),
                                  entry[4])
        if root in entry[3]:
            return entry[3], entry[4]
        return best_values(gp, root, weights), entry[4]  # a root that is a leaf, or has no proof
    ref = weakref.ref(gp, lambda _, key=key: _BEST.pop(key, None))
    _BEST[key] = (ref, {g: list(w) for g, w in weights.items()}, len(gp.kinds), None, {})
    return best_values(gp, root, weights), None


def _literal_set(literals) -> frozenset:
    out = []
    while literals is not None:
        out.append(literals[0])
        literals = literals[1]
    return frozenset(out)


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
