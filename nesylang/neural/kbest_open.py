"""The k most probable proofs of a query in all, without grounding every answer first.

``program.query(goal, proofs=k)`` on an open query (and ``per_answer=False`` on any):
DeepProbLog's approximate engine finds ``k`` proofs of a query in all, not ``k`` per answer.
:func:`infer_kbest_in_all` first runs the top-down search of
:mod:`nesylang.grounding.kbest_topdown` (session 15), and the grounding search below
(:func:`k_best_in_all`, session 14) where that one cannot be exact. An open query such as Forth Sort's
``forth_sort([7,3,9,1,4,8,2,6], L)`` has 40,320 answers; grounding all of them first (what
``proofs=k`` per answer does, :func:`nesylang.inference.infer_kbest`) passes the ground-node
limit. Here the grounding is driven by the search instead, for any program:

1. The program is grounded with a probability threshold ``tau``: a table answer's derivation
   (a conjunction of choices and other answers) is dropped when an upper bound on its most
   probable proof is below ``tau`` (the grounder's ``answer_filter`` hook). The bound is
   :func:`nesylang.grounding.kbest.best_values`' node value, kept up to date while the graph
   grows: a choice's weight; an OR node's largest child; an AND node's product of its
   children's, times ``1 / (the smallest factor of g)`` for each choice group ``g`` two
   children's cones share (a proof pays a shared choice once), capped by its smallest child.
   Every proof of the full program with probability ``>= tau`` survives (each of its
   sub-proofs has at least its probability, so no derivation on its way is dropped), and
   every proof of the pruned program is a proof of the full one.
2. The existing A* search (:func:`nesylang.grounding.kbest.k_best_proofs`) finds each
   remaining answer's ``k`` best proofs, answers taken in decreasing order of their bound until
   one's bound is below the ``k``-th proof found; the ``k`` most probable (answer, proof) pairs
   of all answers are kept.
3. If the ``k``-th of them is at least every dropped derivation's bound (or nothing was
   dropped), no dropped proof can beat it: a missing proof has a first dropped derivation in
   execution order, whose sub-derivations were all kept, so its bound is at least the proof's
   probability. They are then provably the ``k`` most probable proofs. Otherwise ``tau`` is
   lowered (to the ``k``-th proof's probability when ``k`` were found: one more round then
   certifies; else to the bound of about the kept count's most promising dropped derivation,
   at most by the factor ``shrink``) and the program is grounded again.

A round that passes the node budget (``max_nodes``, else the program's ``max-ground-nodes``) or
the time limit ends the search with the previous round's proofs: exact proofs, but not
provably the ``k`` best (``program.last_stats["proofs_certified"]`` is 0 then, 1 otherwise).
Each answer's value is the probability of the disjunction of its proofs among the ``k``,
compiled: a lower bound of its exact probability; answers without such a proof are not listed.
With ``k`` at least the number of proofs the values are exact.

Dropping derivations is sound only for monotone use: a negation, an if-then-else or a
``findall`` over a pruned goal would see fewer derivations and change meaning. A round in which
such a construct ran and something was dropped is grounded again without dropping (the full
program, as ``proofs=k`` per answer does). So is a round with recursion through a table (a
call that meets a table still being evaluated: path programs on cyclic graphs), where an
answer's bound could be taken before all its derivations are known. Negated derived atoms
are ranked optimistically, as in :mod:`nesylang.grounding.kbest`.

The bound is per table answer, not per caller (tables are shared): where choices are near
uniform (Forth Sort on an untrained network) little is dropped and a round is nearly the whole
ground program (benchmarks/README.md, session 14).
"""
from __future__ import annotations

import dataclasses
import time

from ..errors import LimitError, NesyError
from ..grounding.ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE
from ..limits import Budget, running, stage

INF = float("inf")


class _Pruner:
    """The grounder's ``answer_filter``: drops a derivation whose best-proof bound is below
    ``tau``; node values are computed on demand and memoised (an OR node's value is updated
    from the children it gained since)."""

    def __init__(self, program, grounder, tau: float):
        self.program, self.grounder, self.gp, self.tau = program, grounder, grounder.gp, tau
        self.weights: dict[int, list[float]] = {}
        self.inv: dict[int, float] = {}
        self.fixed: dict[int, tuple[float, int]] = {}  # choice / AND node (signed) -> (value, mask)
        self.ors: dict[int, list] = {}  # OR node -> [children seen, value, mask]
        self.busy: set[int] = set()
        self.dropped: list[float] = []  # the bounds of the dropped derivations
        self.kept = 0
        self.non_monotone = False  # a negation, if-then-else or findall ran
        self.recursive = False  # a table was called while being evaluated (values may go stale)

    def __call__(self, node: int) -> bool:
        if self.tau <= 0.0 or self.grounder.negation_bases:
            return True  # under a negation / condition / findall: never drop
        v = self.value(node)[0]
        if v >= self.tau:
            self.kept += 1
            return True
        self.dropped.append(v)
        return False

    def group(self, g: int) -> list[float]:
        w = self.weights.get(g)
        if w is None:
            w = self.weights[g] = list(self.program.group_weights(self.gp, [g])[g])
            smallest = min(w) if w else 1.0
            if not self.gp.groups[g].complete:
                smallest = min(smallest, 1.0 - sum(w))
            self.inv[g] = 1.0 / smallest if smallest > 0.0 else INF
        return w

    def value(self, node: int) -> tuple[float, int]:
        """(an upper bound on the most probable proof of ``node`` in the graph so far, the bit
        set of the choice groups below it)."""
        if node == TRUE:
            return 1.0, 0
        if node == FALSE:
            return 0.0, 0
        gp = self.gp
        n = abs(node)
        kind = gp.kinds[n]
        if kind == KIND_OR and node > 0:
            return self._or(n)
        got = self.fixed.get(node)
        if got is not None:
            return got
        if kind == KIND_CHOICE:
            g, i = gp.data[n]
            w = self.group(g)[i]
            got = (w if node > 0 else 1.0 - w), 1 << g
        elif node < 0:
            got = 1.0, 0  # a negated derived atom: optimistic (and only under a negation: kept)
        elif kind == KIND_AND:
            if n in self.busy:
                return 1.0, 0  # a cycle: no bound from here (not memoised)
            self.busy.add(n)
            try:
                v, smallest, seen, cyclic = 1.0, 1.0, 0, False
                for c in gp.data[n]:
                    x, m = self.value(c)
                    cyclic = cyclic or (abs(c) in self.busy and gp.kinds[abs(c)] == KIND_OR)
                    v *= x
                    smallest = min(smallest, x)
                    shared = seen & m
                    while shared and v > 0.0:
                        low = shared & -shared
                        v *= self.inv[low.bit_length() - 1]
                        shared ^= low
                    seen |= m
                got = (min(v, smallest) if v == v else smallest), seen
            finally:
                self.busy.discard(n)
            if cyclic:
                return got
        else:  # pragma: no cover - TRUE is handled above
            got = 1.0, 0
        self.fixed[node] = got
        return got

    def _or(self, n: int) -> tuple[float, int]:
        kids = self.gp.data[n]
        entry = self.ors.get(n)
        if entry is None:
            entry = self.ors[n] = [0, 0.0, 0]
        if n in self.busy:
            return 1.0, 0  # a cycle: no bound from here (the other children of the AND bound it)
        if entry[0] == len(kids):
            return entry[1], entry[2]
        self.busy.add(n)
        try:
            v, m = entry[1], entry[2]
            for c in kids[entry[0]:]:
                x, mc = self.value(c)
                v = max(v, x)
                m |= mc
            entry[:] = [len(kids), v, m]
        finally:
            self.busy.discard(n)
        return v, m


def _ground_pruned(program, term, span, tau: float, max_nodes: int | None):
    """Ground ``term`` dropping derivations below ``tau``: (ground program, answers, pruner)."""
    from ..grounding.grounder import run_deep

    box: dict = {}

    def work():
        grounder = program._grounder()
        pruner = _Pruner(program, grounder, tau)
        grounder.answer_filter = pruner
        complete = grounder._complete  # negation, if-then-else, findall: see the module docstring

        def watched(*args, **kwargs):
            pruner.non_monotone = True
            return complete(*args, **kwargs)
        grounder._complete = watched
        depends = grounder._depends_on  # recursion through a table: see the module docstring

        def looped(*args, **kwargs):
            pruner.recursive = True
            return depends(*args, **kwargs)
        grounder._depends_on = looped
        box["pruner"] = pruner
        for t, sp in program._loaded.directives:
            grounder.run_directive(t, sp)
        if program._loaded.directives:
            grounder.forget_complete_tables()
        answers = grounder.ground_goal(term, span, query=True)
        return grounder.gp, answers

    limits = program.options.limits()
    if max_nodes is not None:
        limits = dataclasses.replace(limits, max_ground_nodes=max_nodes if limits.max_ground_nodes is None
                                     else min(max_nodes, limits.max_ground_nodes))
    with running(Budget(limits, program._budget([(term, span)]).goal, span)):
        stage("grounding")
        gp, answers = run_deep(work, program.options.recursion_limit)
    return gp, answers, box["pruner"]


@dataclasses.dataclass
class Round:
    """One grounding-and-search round: its threshold, ground-program size, what was dropped,
    and the k best (probability, answer index, proof) found."""

    tau: float
    nodes: int
    dropped: int
    answers: int
    best: list
    certified: bool
    cpu: float


def k_best_in_all(program, term, span, k: int, *, tau: float = 0.5, shrink: float = 1 / 16,
                  max_nodes: int | None = None, rounds: list | None = None):
    """The ``k`` most probable proofs of ``term`` in all (see the module docstring): (ground
    program, answers [(term, node)], [(probability, answer index, proof)] best first,
    certified). ``rounds``: a list that receives each round's :class:`Round`."""
    if not 0.0 < tau <= 1.0 or not 0.0 < shrink < 1.0:
        raise NesyError(f"k-best search needs 0 < tau <= 1 and 0 < shrink < 1, got {tau!r}, {shrink!r}", span)
    last = None
    while True:
        started = time.process_time()
        try:
            gp, answers, pruner = _ground_pruned(program, term, span, tau, max_nodes)
            if pruner.dropped and (pruner.non_monotone or pruner.recursive):  # no dropping (docstring)
                tau = 0.0
                gp, answers, pruner = _ground_pruned(program, term, span, 0.0, max_nodes)
            stage("searching proofs")
            roots = [node for _, node in answers]
            live = [abs(r) for r in roots if abs(r) != TRUE and r != FALSE]
            weights = program.group_weights(gp, gp.groups_in(gp.cone(live))) if live else {}
            found = _k_best_of_answers(gp, roots, weights, k)
        except LimitError:
            if last is None:
                raise
            return last[0], last[1], last[2], False
        best = found
        excluded = max(pruner.dropped, default=0.0)  # no dropped proof is more probable
        certified = not pruner.dropped or (len(best) == k and best[-1][0] >= excluded)
        if rounds is not None:
            rounds.append(Round(tau, len(gp), len(pruner.dropped), len(answers), best, certified,
                                time.process_time() - started))
        if certified:
            return gp, answers, best, True
        last = (gp, answers, best)
        if len(best) == k:
            tau = best[-1][0]  # the next round keeps every proof >= the k-th: it certifies
        else:  # about as many more derivations as were kept (the most promising dropped ones),
            # lowering tau by at most ``shrink`` (what passes it is kept deeper down as well)
            ranked = sorted(pruner.dropped, reverse=True)
            tau = max(ranked[min(len(ranked) - 1, max(pruner.kept, 1))], tau * shrink)


def _k_best_of_answers(gp, roots: list[int], weights, k: int) -> list:
    """The ``k`` most probable (probability, answer index, proof) of all ``roots``, best first:
    each answer's ``k`` best proofs (:func:`nesylang.grounding.kbest.k_best_proofs`), answers
    taken in decreasing order of their bound, stopping at the first whose bound is below the
    ``k``-th proof found (none of its proofs can enter)."""
    from ..grounding.kbest import best_values, k_best_proofs

    live = [abs(r) for r in roots if abs(r) != TRUE and r != FALSE]
    bound = best_values(gp, live, weights) if live else {}

    def upper(r: int) -> float:  # a root not valued here (TRUE, a negated node): no bound
        return 0.0 if r == FALSE else bound.get(r, 1.0)

    order = sorted(range(len(roots)), key=lambda i: (-upper(roots[i]), i))
    pairs: list = []
    through: dict = {}
    for i in order:
        r = roots[i]
        b = upper(r)
        if b <= 0.0 or (len(pairs) >= k and pairs[k - 1][0] > b):
            break
        for p in k_best_proofs(gp, r, weights, k, best=bound if r in bound else None, _through_memo=through):
            pairs.append((p.probability, i, p))
        pairs.sort(key=lambda t: (-t[0], t[1], sorted(t[2].literals)))
        del pairs[k:]
    return pairs


def infer_kbest_in_all(program, queries, evidence, k: int, *, method: str = "auto", **options) -> list:
    """``program.query(goal, proofs=k)`` on an open query (``per_answer=False``): each answer's
    value from its proofs among the query's ``k`` most probable proofs in all (a lower bound);
    answers with none are not listed. ``method``: ``"top-down"``
    (:func:`nesylang.grounding.kbest_topdown.k_best_top_down`), ``"grounding"``
    (:func:`k_best_in_all`; ``options`` go to it), or ``"auto"`` (the default): top-down, and
    grounding where the top-down search cannot be exact (a negation, if-then-else or findall
    over a probabilistic goal, recursion through a variant of a call with variables, a network
    with ``k``). ``program.last_stats``: ``ground_seconds`` and ``search_seconds`` (the
    search, grounding included: they interleave), ``proofs_top_down`` (1 where the top-down
    search answered)."""
    from ..grounding.kbest import proofs_node
    from ..grounding.kbest_topdown import TopDownUnsupported, k_best_top_down
    from ..inference import answers_from_proofs, check_kbest

    span = queries[0][1] if queries else None
    check_kbest(k, evidence, span)
    if len(queries) != 1:
        raise NesyError("per_answer=False takes one query", span)
    if method not in ("auto", "top-down", "grounding"):
        raise NesyError(f"k-best method must be 'auto', 'top-down' or 'grounding', got {method!r}", span)
    term, span = queries[0]
    started = time.perf_counter()
    top_down = method != "grounding"
    result = None
    if top_down:
        try:
            result = k_best_top_down(program, term, span, k)
        except TopDownUnsupported as e:
            if method == "top-down":
                raise NesyError(f"the top-down k-best search cannot answer this query exactly: {e}", span) from None
            top_down = False
    if result is None:
        result = k_best_in_all(program, term, span, k, **options)
    gp, answers, best, certified = result
    searched = time.perf_counter() - started
    by_answer: dict[int, list] = {}
    for _, i, proof in best:
        by_answer.setdefault(i, []).append(proof)
    order = sorted(by_answer)
    with running(program._budget(queries)):
        roots = [proofs_node(gp, by_answer[i]) for i in order]
        out, compiled = answers_from_proofs(program, gp, [answers[i][0] for i in order], roots, span)
    for stale in ("cache_hit",):  # an earlier query's, not this one's
        program.last_stats.pop(stale, None)
    program.last_stats.update(proofs=float(len(best)), proofs_certified=float(certified),
                              proofs_top_down=float(top_down), ground_seconds=searched, search_seconds=searched,
                              circuit_size=compiled.sdd_size, compile_seconds=compiled.compile_seconds,
                              total_seconds=time.perf_counter() - started)
    return out
