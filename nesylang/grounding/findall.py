"""Stage 3 helper: ``findall/3``, ``all/3`` and ``all_or_none/3`` over probabilistic goals.

The grounder collects the derivations of the inner goal (each a tuple of ground-program nodes,
with the template's value); this module turns them into the lists the collecting goal can
return and the condition under which each is *the* list: one list per possible world, made of
the solutions true in that world. It follows ProbLog 2.3 (``engine_builtin._builtin_findall``,
``_builtin_all``, ``_select_sublist``), so that the same programs give the same lists:

* ``findall/3`` collects one element per *proof*: every derivation is expanded into the
  conjunctions of probabilistic choices (and negated atoms) it rests on, so a solution proved
  twice in a world appears twice. The elements are ordered by the newest node each proof rests
  on, ties in the order the solutions were found. "Newest" is ProbLog's creation order in the
  fresh formula it grounds the goal into: the ground program's node ids play that role for
  the nodes built while the goal was solved; a node built before (for another goal) takes the
  place where the first derivation that rests on it was found, and a negated literal the place
  of its atom.
* ``all/3`` collects one element per distinct solution (template and the goal's variables), in
  the order found, and fails where the list would be empty; ``all_or_none/3`` keeps the empty
  list.

Each subset of the uncertain elements gives a candidate list under the condition "these
elements' proofs hold and the others' do not"; a condition that contradicts itself outright
(a node and its negation) gives no list. With ``x`` uncertain elements there are ``2**x``
subsets, so ``x`` is bounded (:data:`MAX_UNCERTAIN`, and the query's ground-node limit): past
it the findall is a located :class:`~nesylang.errors.LimitError`.
"""
from __future__ import annotations

from typing import Any, Iterator

from ..errors import LimitError
from ..source import Span
from .ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram

MAX_UNCERTAIN = 20  # 2**20 candidate lists
MAX_PROOFS = 100_000  # proofs expanded from the derivations of one findall


def _collapse(gp: GroundProgram, node: int) -> int:
    """An atom with a single derivation stands for that derivation (ProbLog keeps no OR node
    for it), so that ``a`` and ``\\+ a`` are recognised as opposites wherever ``a`` was derived."""
    seen = set()
    while node > 0 and gp.kinds[node] == KIND_OR and node not in seen:
        if TRUE in gp.or_sets[node]:
            return TRUE
        if len(gp.data[node]) != 1:
            break
        seen.add(node)
        node = gp.data[node][0]
    return node


def _literal(gp: GroundProgram, node: int) -> int:
    while True:
        lit = -_collapse(gp, -node) if node < 0 else _collapse(gp, node)
        if lit == node:
            return lit
        node = lit


def _reused_nodes(gp: GroundProgram, derivations, start: int) -> dict[int, float]:
    """The place of each node built before the findall's goal was solved (id below ``start``)
    that its derivations rest on: ProbLog grounds the goal into a fresh formula, where such a
    node is built when the first derivation that reaches it is: after the nodes that the
    derivations up to that one built (the goal is solved before its derivations are taken, so
    the newest node they reach stands for the time)."""
    place: dict[int, float] = {}
    kinds, data = gp.kinds, gp.data
    roots = [abs(d) for _, _, deps, _ in derivations for d in deps]
    if all(r < start for r in roots) and any(kinds[r] == KIND_OR and len(data[r]) > 1 for r in roots):
        # answered from a table an earlier call of the same goal built, where a solution has
        # several derivations: where ProbLog builds each among the other solutions' nodes is
        # not known from the order found, and that evaluation built them in its order
        return place
    seen: set[int] = set()
    newest = start - 0.5  # the newest node the derivations so far have built
    for _, _, deps, _ in derivations:
        stack = [abs(d) for d in deps]
        reused = []
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            if node < start:
                reused.append(node)
            else:
                newest = max(newest, node)
            if kinds[node] == KIND_AND or kinds[node] == KIND_OR:
                stack.extend(abs(c) for c in data[node] if abs(c) not in seen)
        for node in reused:
            place[node] = newest + 0.5
    return place


def _branches(gp: GroundProgram, node: int, anc: frozenset, span: Span | None,
              count: list[int], dups: dict[int, int], place: dict[int, float]) -> Iterator[tuple[float, list[int]]]:
    """ProbLog's ``enumerate_branches``: (place of the newest node, literals) of every proof of
    ``node``."""
    if node in anc:  # a cycle contributes nothing to a proof (as in ProbLog)
        yield 0, []
        return
    if node == TRUE:
        yield 0, [TRUE]
        return
    if node == FALSE:
        yield 0, []
        return
    if node < 0:
        lit = _literal(gp, node)
        yield place.get(abs(lit), abs(lit)), [lit]
        return
    kind = gp.kinds[node]
    if kind == KIND_CHOICE:
        yield place.get(node, node), [node]
    elif kind == KIND_AND:
        inner = anc | {node}
        partial: list[tuple[float, list[int]]] = [(place.get(node, node), [])]
        for child in gp.data[node]:
            nxt = []
            for mx, lits in partial:
                for cmx, clits in _branches(gp, child, inner, span, count, dups, place):
                    nxt.append((max(mx, cmx), lits + clits))
                    count[0] += 1
                    if count[0] > MAX_PROOFS:
                        raise LimitError(f"findall/3 would expand its goal into more than {MAX_PROOFS} "
                                         "proofs; collect fewer solutions or make the goal less "
                                         "probabilistic", span, limit="findall-proofs")
            partial = nxt
        yield from partial
    elif kind == KIND_OR:
        inner = anc | {node}
        for child in list(gp.data[node]):
            if child == TRUE:  # a certain answer: once per derivation, where it was found
                for _ in range(1 + dups.get(node, 0)):
                    yield place.get(node, node), [TRUE]
            else:
                yield from _branches(gp, child, inner, span, count, dups, place)
    else:  # KIND_TRUE
        yield 0, [TRUE]


def findall_elements(gp: GroundProgram, derivations: list[tuple[Any, Any, tuple, int]],
                     span: Span | None, dups: dict[int, int], start: int = 0) -> list[tuple[Any, int]]:
    """The elements findall/3 chooses from: (template value, proof node), one per proof.

    ``derivations`` holds, in the order found, (solution key, template value, the derivation's
    nodes, the ground program's size when it was found: where a certain solution is placed);
    ``start`` is its size when the goal began to be solved."""
    order: dict[Any, int] = {}
    for key, *_ in derivations:
        order.setdefault(key, len(order))
    place = _reused_nodes(gp, derivations, start)
    count = [0]
    found = []
    for key, value, deps, stamp in sorted(derivations, key=lambda d: order[d[0]]):  # stable: by solution
        node = gp.conj(deps)
        if node == FALSE:
            continue
        # a derivation that rests on no node is a certain element, placed where it was found
        options = [(stamp, [TRUE])] if node == TRUE else _branches(gp, node, frozenset(), span, count, dups, place)
        for mx, lits in options:
            found.append((mx, value, lits))
    found.sort(key=lambda e: e[0])  # stable
    return [(value, gp.conj(lits) if lits else FALSE) for _, value, lits in found]


def all_elements(gp: GroundProgram, derivations: list[tuple[Any, Any, tuple, int]]) -> list[tuple[Any, int]]:
    """The elements all/3 chooses from: one per distinct solution, with the OR of its derivations."""
    groups: dict[Any, tuple[Any, list[int]]] = {}
    for key, value, deps, _ in derivations:
        groups.setdefault(key, (value, []))[1].append(gp.conj([_literal(gp, d) for d in deps]))
    return [(value, gp.disj(nodes)) for value, nodes in groups.values()]


def sublists(gp: GroundProgram, elements: list[tuple[Any, int]], allow_empty: bool, span: Span | None,
             budget=None) -> Iterator[tuple[list, int]]:
    """Every list the collection can be, with its condition (ProbLog's ``_select_sublist``)."""
    bits: list[int | None] = []
    x = 0
    for _, node in elements:
        if node in (TRUE, FALSE):
            bits.append(None)
        else:
            bits.append(x)
            x += 1
    if x > MAX_UNCERTAIN or (budget is not None and budget.max_nodes is not None
                             and len(gp.kinds) + (1 << x) > budget.max_nodes):
        if budget is not None and budget.max_nodes is not None and x <= MAX_UNCERTAIN:
            raise budget.fail("max_ground_nodes", f"findall/3 over {x} uncertain solutions "
                              f"({2 ** x} possible lists) would pass", span)
        raise LimitError(f"findall/3 collects {x} uncertain solutions: one list per subset of them is "
                         f"2^{x} lists, more than the 2^{MAX_UNCERTAIN} allowed; collect fewer solutions "
                         "or aggregate them inside the goal", span, limit="findall-solutions")
    n = (1 << x) - 1
    while n >= 0:
        values = []
        lits = []
        for (value, node), bit in zip(elements, bits):
            if bit is None:
                if node == TRUE:
                    values.append(value)
            elif n >> bit & 1:
                values.append(value)
                lits.append(node)
            else:
                lits.append(-node)
        n -= 1
        if not values and not allow_empty:
            continue
        cond = gp.conj(lits)
        if cond != FALSE:
            if cond > 0 and gp.kinds[cond] == KIND_AND:
                gp.opaque.add(cond)
            if budget is not None:
                budget.tick(len(gp.kinds), span)
            yield values, cond
