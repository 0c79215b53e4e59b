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

The search is A* whose priority is admissible: an upper bound on every proof a partial proof can
still become, so proofs come out in exact order of decreasing probability (:func:`k_best_proofs`
says how the bound is made). Its per-node part is each node's best proof probability with
consistency ignored and each choice group counted once (:func:`best_values`), computed once (for
all answers of an open query) by one depth-first pass, or by Knuth's generalisation of
Dijkstra's algorithm where the ground program has cycles. A plain product of sub-goals' best
values is not a bound where a proof needs the same choice twice (``0.5::a. 0.9::c. 0.9::d.
0.3::b. r :- a, c. s :- a, d. q :- r, s. q :- b.``: r and s have 0.45 each, their product 0.2025
is below b's 0.3, while the proof ``a, c, d`` has 0.405); the search used it until 28 Nov 2026
and then could return ``b`` first. Derivations that revisit an OR node on their own path
(recursion) are pruned: they can only add literals.

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


class Bounds(dict):
    """:func:`best_values`' result: signed node -> an upper bound on its most probable proof's
    probability (the dict), with what the search needs to bound a partial proof admissibly:
    ``mask`` (signed node -> bit set of the choice groups below it), ``must`` (signed node -> bit
    set of the groups every proof of it decides; empty where the graph has a cycle), and per
    group ``inv`` (1 / the smallest factor a proof's literals of the group can have, inf if 0)
    and ``top`` (the largest such factor); memos the searches on these values share."""

    def __init__(self, values, mask, must, inv, top, weights, negated):
        super().__init__(values)
        self.mask, self.must, self.inv, self.top = mask, must, inv, top
        self.weights = weights
        # 1 - the weights of a group's outcomes negated somewhere: a proof's factor for a
        # group it only excludes outcomes of is at least this
        self.negated = {g: 1.0 - sum(weights[g][i] for i in out) for g, out in negated.items()}
        self.offset: dict[int, int] = {}  # group -> its first outcome's bit in a state's outcome bit set
        at = 0
        for g in sorted(weights):
            self.offset[g] = at
            at += len(weights[g])
        self.spread: dict[int, int] = {}  # group bit set -> outcome_bits
        self.reuse: dict[tuple, float] = {}  # (group bit set, chosen outcome bits in it) -> reuse_factor
        self.inv_memo: dict[int, float] = {}  # bit set -> _product over it (shared by searches)
        self.top_memo: dict[int, float] = {}
        self.kids_memo: dict[int, tuple] = {}  # node -> _kids(...)

    def outcome_bits(self, groups: int) -> int:
        """The bits of every outcome of the groups in the bit set ``groups``."""
        out = 0
        while groups:
            low = groups & -groups
            g = low.bit_length() - 1
            out |= ((1 << len(self.weights[g])) - 1) << self.offset[g]
            groups ^= low
        return out

    def reuse_factor(self, groups: int, pos: int) -> float:
        """A bound on how much more a partial proof's completion can be worth than the product
        of the frontier's values, for the groups in ``groups``, which the partial proof has
        chosen (``pos``: the bits of its chosen outcomes) and the frontier's cones hold: a
        proof of a cell reusing ``g`` pays nothing more for it, while its value paid at least
        ``w[g][i]`` (the chosen outcome's, the only consistent one) or the group's ``negated``
        (for a negation); ``inv[g]`` where the partial proof only excludes outcomes of ``g``."""
        out = 1.0
        while groups:
            low = groups & -groups
            g = low.bit_length() - 1
            bits = (pos >> self.offset[g]) & ((1 << len(self.weights[g])) - 1)
            if bits:
                f = min(self.weights[g][bits.bit_length() - 1], self.negated.get(g, 1.0))
                out *= 1.0 / f if f > 0.0 else float("inf")
            else:
                out *= self.inv[g]
            groups ^= low
        return out


def _product(bits: int, factor: dict[int, float], memo: dict[int, float]) -> float:
    """The product of ``factor[g]`` over the groups ``g`` in the bit set ``bits`` (memoised)."""
    out = memo.get(bits)
    if out is None:
        out, rest = 1.0, bits
        while rest:
            low = rest & -rest
            out *= factor[low.bit_length() - 1]
            rest ^= low
        memo[bits] = out
    return out


def _kids(children, conjunction: bool, best: Bounds) -> tuple:
    """An AND node's distinct children, last first, or an OR node's children with a proof, as
    ``(child, value, groups, must)`` (an AND node with a child without proof: empty)."""
    out = []
    for c in (reversed(list(dict.fromkeys(children))) if conjunction else children):
        v = best.get(c, 0.0)
        if v <= 0.0:
            if conjunction:
                return ()
            continue
        out.append((c, v, best.mask.get(c, 0), best.must.get(c, 0)))
    return tuple(out)


def best_values(gp: GroundProgram, root, weights: dict[int, list[float]], *, everything: bool = False
                ) -> Bounds:
    """Each signed node's most probable proof probability, consistency ignored and each choice
    group counted once: an upper bound on its best consistent proof (a :class:`Bounds`). An OR
    node's value is its children's maximum; an AND node's is the product of its distinct
    children's, times ``inv[g]`` for each further child whose cone holds a group ``g`` an earlier
    child's cone holds (a proof using ``g`` in two children pays its factor once, and that factor
    is at least ``1 / inv[g]``), capped by the smallest child's value (a proof of the AND node
    contains one of each child). One depth-first pass where the graph below the roots has no
    cycle; else Knuth's algorithm (nodes finalised in decreasing value).
    ``root``: one node or several (the values are a property of each node, so one pass serves
    every root); ``everything``: every node of ``gp``, not only those below the roots."""
    roots = [root] if isinstance(root, int) else list(root)
    kinds, data = gp.kinds, gp.data
    top: dict[int, float] = {}
    low: dict[int, float] = {}
    negated: dict[int, set] = {}
    mask: dict[int, int] = {}
    inv: dict[int, float] = {}  # from the literals seen so far (all of a node's below it, when it is valued)

    def leaf(signed: int) -> float | None:
        n = abs(signed)
        kind = kinds[n]
        if n == TRUE:
            mask[signed] = 0
            return 1.0 if signed > 0 else 0.0
        if kind == KIND_CHOICE:
            g, i = data[n]
            if g not in weights:  # a group below no root (everything=True)
                return None
            w = weights[g][i]
            mask[signed] = 1 << g
            if signed > 0:
                low[g] = min(low.get(g, 1.0), w)
            else:
                negated.setdefault(g, set()).add(i)
                w = 1.0 - w
            top[g] = max(top.get(g, 0.0), w)
            smallest = min(low.get(g, 1.0), 1.0 - sum(weights[g][j] for j in negated.get(g, ())))
            inv[g] = 1.0 / smallest if smallest > 0.0 else float("inf")
            return w
        if signed < 0:
            through = _through(gp, signed)
            if through != signed and kinds[abs(through)] in (KIND_CHOICE,) or abs(through) == TRUE:
                v = leaf(through)
                mask[signed] = mask.get(through, 0)
                return v
            mask[signed] = 0
            return 1.0  # a negated derived atom: optimistic
        return None

    starts = range(1, len(kinds)) if everything else roots
    acyclic = _acyclic_values(gp, starts, leaf, mask, inv)
    if acyclic is not None:
        values, must = acyclic
        return Bounds(values, mask, must, inv, top, weights, negated)
    cone = range(1, len(kinds)) if everything else gp.cone(roots)
    parents: dict[int, list[int]] = {}
    pending: dict[int, int] = {}
    heap: list[tuple[float, int]] = []
    leaves: dict[int, float | None] = {}
    inner = []
    for n in cone:
        kind = kinds[n]
        if kind == KIND_AND or kind == KIND_OR:
            inner.append(n)
            kids = list(dict.fromkeys(data[n]))
            if kind == KIND_AND:
                pending[n] = len(kids)
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
    # the groups below each inner node: unions to a fixed point (the graph has cycles)
    for n in inner:
        mask[n] = 0
    changed = True
    while changed:
        changed = False
        for n in reversed(inner):
            m = mask[n]
            for c in data[n]:
                m |= mask.get(c, 0)
            if m != mask[n]:
                mask[n], changed = m, True
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
                pending[p] -= 1
                if pending[p] == 0:
                    heapq.heappush(heap, (-_and_value(data[p], final, mask, inv), p))
    return Bounds(final, mask, {}, inv, top, weights, negated)


def _and_value(kids, values: dict[int, float], mask: dict[int, int], inv: dict[int, float]) -> float:
    """An AND node's value from its children's (see :func:`best_values`)."""
    v, smallest, seen, memo = 1.0, 1.0, 0, {}
    for c in dict.fromkeys(kids):
        x = values.get(c, 0.0)
        if x <= 0.0:
            return 0.0
        v *= x
        smallest = min(smallest, x)
        m = mask.get(c, 0)
        if seen & m:
            v *= _product(seen & m, inv, memo)
        seen |= m
    return min(v, smallest)


def _acyclic_values(gp: GroundProgram, starts, leaf, mask: dict[int, int], inv: dict[int, float]
                    ) -> tuple[dict[int, float], dict[int, int]] | None:
    """The values of :func:`best_values` (AND: :func:`_and_value`; OR: the children's maximum;
    a node with no proof gets 0), each node's groups (``mask``, filled in) and the groups all
    its proofs decide, by one depth-first pass, children before parents, where the graph below
    ``starts`` has no cycle (None if it has one: Knuth's algorithm is needed then). ``inv`` is
    filled in by ``leaf`` as literals are met; when a node is valued it covers every literal
    below it (a smallest factor over more literals only makes the value larger: still a bound)."""
    kinds, data = gp.kinds, gp.data
    out: dict[int, float] = {}
    must: dict[int, int] = {}
    busy: set[int] = set()
    for start in starts:
        if start in out:
            continue
        if kinds[abs(start)] not in (KIND_AND, KIND_OR) or start < 0:
            v = leaf(start)
            if v is not None:
                out[start] = v
                must[start] = mask.get(start, 0)
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
                    must[c] = mask.setdefault(c, 0)
                i += 1
            if i < len(kids):
                stack[-1] = (n, i)
                busy.add(kids[i])
                stack.append((kids[i], 0))
                continue
            stack.pop()
            busy.discard(n)
            if kinds[n] == KIND_AND:
                v, smallest, m, mu = 1.0, 1.0, 0, 0
                for c in dict.fromkeys(kids):
                    x, mc = out[c], mask[c]
                    v = v * x if x > 0.0 else 0.0
                    if x < smallest:
                        smallest = x
                    if m & mc and v > 0.0:
                        v *= _product(m & mc, inv, {})
                    m |= mc
                    mu |= must[c]
                if v > smallest:
                    v = smallest
            else:
                v, m, mu = 0.0, 0, None
                for c in kids:
                    m |= mask[c]
                    if out[c] > 0.0:
                        v = max(v, out[c])
                        mu = must[c] if mu is None else mu & must[c]
                mu = mu or 0
            mask[n] = m
            out[n] = v
            must[n] = mu
    return out, must


def k_best_proofs_many(gp: GroundProgram, roots: list[int], weights: dict[int, list[float]],
                       k: int) -> list[list[KProof]]:
    """:func:`k_best_proofs` of each root (the answers of an open query), the heuristic's
    values computed once for all of them."""
    best = best_values(gp, [abs(r) for r in roots if abs(r) != TRUE], weights)
    through: dict[int, int] = {}
    return [k_best_proofs(gp, r, weights, k, best=best, _through_memo=through) for r in roots]


def k_best_proofs(gp: GroundProgram, root: int, weights: dict[int, list[float]], k: int, *,
                  best: Bounds | None = None, _through_memo: dict[int, int] | None = None
                  ) -> list[KProof]:
    """The ``k`` most probable proofs of ``root`` (fewer if it has fewer), most probable first.
    ``weights``: each group's outcome probabilities (as :meth:`Program.group_weights` gives).
    ``best``: :func:`best_values` for a set of roots including this one (computed if not given).

    A search state is a partial proof (its probability ``prob``, its groups' literals and the
    bit set of its groups) and a frontier (the nodes still to prove), a linked list of cells
    ``(signed node, ancestors, rest, a, groups, must)``: ``a`` bounds the completion of the cell
    and everything after it (the product of their values, times ``inv[g]`` for each further
    cell whose cone holds a group ``g`` an earlier one's holds), ``groups`` is the union of their
    cones' groups and ``must`` that of the groups each must decide. A state's priority is an
    upper bound on every proof it can still become: ``prob`` times the smaller of
    ``a * Bounds.reuse_factor(groups both chosen and in the frontier's cones)`` (a chosen
    literal a cell's proof uses again costs nothing more, while its value paid for it),
    ``prod(top[g] for g the frontier must decide and the state has not)`` (each such group
    costs at most its largest factor, once) and 1.
    So a complete proof leaves the heap only when no open state can still beat it: proofs come
    out in order of decreasing probability (negated derived atoms counted as 1)."""
    if root == FALSE or k <= 0:
        return []
    if root == TRUE:
        return [KProof(frozenset(), 1.0)]
    if not isinstance(best, Bounds) or root not in best:
        best, _through_memo = _shared_best(gp, root, weights)
    if best.get(root, 0.0) <= 0.0:
        return []
    kinds, data = gp.kinds, gp.data
    masks, musts, inv, top = best.mask, best.must, best.inv, best.top
    through: dict[int, int] = {} if _through_memo is None else _through_memo
    inv_memo, top_memo, kids_memo = best.inv_memo, best.top_memo, best.kids_memo

    spread, reuse = best.spread, best.reuse

    def bound(prob: float, chosen: int, pos: int, cell) -> float:
        if cell is None:
            return prob
        x = cell[3]
        shared = chosen & cell[4]
        if shared:
            wide = spread.get(shared)
            if wide is None:
                wide = spread[shared] = best.outcome_bits(shared)
            key = (shared, pos & wide)
            y = reuse.get(key)
            if y is None:
                y = reuse[key] = best.reuse_factor(shared, pos)
            x *= y
        left = cell[5] & ~chosen
        if left:
            y = top_memo.get(left) or _product(left, top, top_memo)
            if y < x:
                x = y
        return prob * x if x < 1.0 else prob

    counter = itertools.count()
    # state: (-priority, tiebreak, probability, groups {g: (eq or None, excluded)}, their bit set,
    # the bit set of their chosen outcomes (Bounds.offset), literals, frontier)
    start = (root, frozenset(), None, best[root], masks.get(root, 0), musts.get(root, 0))
    heap = [(-bound(1.0, 0, 0, start), next(counter), 1.0, {}, 0, 0, None, start)]
    offset = best.offset
    found: list[KProof] = []
    seen: set[frozenset] = set()
    budget = current_budget()
    steps = 0
    push = heapq.heappush
    while heap and len(found) < k:
        steps += 1
        if budget is not None and steps % 2048 == 0:
            budget.check_time()
        _, _, prob, groups, chosen, pos, literals, frontier = heapq.heappop(heap)
        if frontier is None:
            proof = _literal_set(literals)
            if proof not in seen:
                seen.add(proof)
                found.append(KProof(proof, prob))
            continue
        node, anc, rest, _, _, _ = frontier
        t = through.get(node)
        if t is None:
            t = through[node] = _through(gp, node)
        node = t
        n = abs(node)
        kind = kinds[n]
        if n == TRUE:
            if node > 0:
                push(heap, (-bound(prob, chosen, pos, rest), next(counter), prob, groups, chosen, pos, literals, rest))
        elif kind == KIND_CHOICE:
            g, i = data[n]
            eq, excluded = groups.get(g, (None, frozenset()))
            pos2 = pos
            if node > 0 and (eq is None or eq == i) and i not in excluded:
                if eq == i:  # already chosen (the literal is kept, as the proof's set dedupes it)
                    groups2, prob2 = groups, prob
                else:
                    groups2 = {**groups, g: (i, excluded)}
                    prob2 = prob * weights[g][i] if not excluded else _probability(groups2, weights)
                    pos2 = pos | (1 << (offset[g] + i))
            elif node < 0 and eq != i:
                groups2 = {**groups, g: (eq, excluded | {i})}
                prob2 = prob if eq is not None or i in excluded else _probability(groups2, weights)
            else:
                continue
            if prob2 > 0.0 and (rest is None or rest[3] > 0.0):
                chosen2 = chosen | (1 << g)
                push(heap, (-bound(prob2, chosen2, pos2, rest), next(counter), prob2, groups2, chosen2, pos2,
                            (node, literals), rest))
        elif node < 0:  # a negated derived atom: kept whole
            push(heap, (-bound(prob, chosen, pos, rest), next(counter), prob, groups, chosen, pos, (node, literals),
                        rest))
        elif kind == KIND_AND:
            cell = rest
            if cell is None:
                a, m, mu = 1.0, 0, 0
            else:
                a, m, mu = cell[3], cell[4], cell[5]
            kids = kids_memo.get(n)
            if kids is None:
                kids = kids_memo[n] = _kids(data[n], True, best)
            for c, v, mc, muc in kids:
                a *= v
                if mc & m:
                    a *= inv_memo.get(mc & m) or _product(mc & m, inv, inv_memo)
                m |= mc
                mu |= muc
                cell = (c, anc, cell, a, m, mu)
            if kids and a > 0.0:
                push(heap, (-bound(prob, chosen, pos, cell), next(counter), prob, groups, chosen, pos, literals, cell))
        elif kind == KIND_OR and n not in anc:
            inner = anc | {n}
            if rest is None:
                a0, m0, mu0 = 1.0, 0, 0
            else:
                a0, m0, mu0 = rest[3], rest[4], rest[5]
            kids = kids_memo.get(n)
            if kids is None:
                kids = kids_memo[n] = _kids(data[n], False, best)
            for c, v, mc, muc in kids if a0 > 0.0 else ():
                a = a0 * v
                if mc & m0:
                    a *= inv_memo.get(mc & m0) or _product(mc & m0, inv, inv_memo)
                cell = (c, inner, rest, a, m0 | mc, mu0 | muc)
                push(heap, (-bound(prob, chosen, pos, cell), next(counter), prob, groups, chosen, pos, literals, cell))
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
