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

Which choice a decision extends is part of the sampling strategy: ``branch="ordered"`` (the
default) extends the first undecided group in grounding order, ``branch="any"`` draws among
the outcomes of every undecided group. Programs that ground their choices in dependency order
(multi-digit addition: the lowest digits and their carry first) then rarely meet a conflict:
at N = 4 the ordered strategy backtracks 0.6 times per explanation against 15, and is 4x faster.

Speed matters (it runs ``samples`` times per example per epoch), so exactly-one groups are
propagated natively rather than through their quadratic at-most-one clauses, the units of the
formula are propagated once per formula, binary clauses propagate as implications, and
``N(mu')`` is kept under a 64-bit Zobrist hash of the set of decisions (only when theta > 0).
With theta = 0, ordered branching, backtracking and no lookahead, draws walk a decision tree
cached per formula (:func:`_explain_memo`): the same distribution, propagating only where a
draw leaves the known tree.

Guided EXPLAIN (``proposal``, an option of EXAL rather than of the paper): decisions draw an
outcome in proportion to given weights, in training the network's current probabilities
mixed with uniform (:class:`~nesylang.learners.exal.ExalTrainer`, option ``guide``). With the
ordered strategy this is sequential importance sampling from the model restricted to the
formula: explanations the model finds likely are found first.

Merged states (``merge``, EXAL's ``recombine``): tree nodes with the same residual formula
are one node, so the cached tree becomes a graph whose complete paths are explanations
(:func:`explored_graph`): the draws and their recombinations.
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from functools import reduce
from itertools import accumulate
from operator import or_

from ...errors import LearningError
from .formula import Formula, _memo_total


class _Solver:
    """Assignment, trail and unit propagation over a formula's clauses and groups."""

    __slots__ = ("f", "value", "trail", "chosen")

    def __init__(self, formula: Formula, value: list[int] | None = None, chosen: list[int] | None = None):
        self.f = formula
        # per literal (2 n_vars + 1 entries, literal -v at Python's index -v): 1 true, -1 false,
        # 0 unassigned; value[v] is variable v's value, value[-v] its negation's
        self.value = [0] * (2 * formula.n_vars + 1) if value is None else value
        self.chosen = [-1] * len(formula.groups) if chosen is None else chosen  # outcome set true per group
        self.trail: list[int] = []  # the literals set true, in the order they were set

    def assign(self, lit: int) -> bool:
        """Set a literal and propagate; False on a conflict (the caller undoes the trail).

        A literal is set as soon as it is implied (not when it leaves the queue), so a literal
        implied twice is queued once, and a conflict shows as soon as both of its sides are
        implied; the fixpoint reached is the same (unit propagation is confluent). The trail
        holds the literals set true (signed), so the literals a step set are a slice of it."""
        value = self.value
        cur = value[lit]
        if cur:
            return cur == 1
        f = self.f
        chosen = self.chosen
        occ = f.solver_occurrences
        implied = f.solver_implications
        lit_group = f.lit_group  # per literal: its group position if it is an outcome indicator set true, else -1
        var_group = f.var_group  # per literal: its variable's group position (-1: not an indicator)
        outcome_of = f.outcome_of
        indicators = f.group_indicators
        trail = self.trail
        push = trail.append
        value[lit] = 1
        value[-lit] = -1
        push(lit)
        gi = lit_group[lit]
        if gi >= 0:
            chosen[gi] = outcome_of[lit]
        queue = [lit]
        pop = queue.pop
        enqueue = queue.append
        while queue:
            l = pop()
            gi = var_group[l]
            if gi >= 0:
                if l > 0:  # an outcome indicator set true: the group's others are false
                    for u in indicators[gi]:
                        if u != l:
                            uv = value[u]
                            if uv == 1:
                                return False
                            if uv == 0:
                                value[u] = -1
                                value[-u] = 1
                                push(-u)
                                enqueue(-u)
                elif chosen[gi] < 0:  # one outcome fewer: is one left, or none?
                    count, last = 0, 0
                    for u in indicators[gi]:
                        if value[u] == 0:
                            count += 1
                            last = u
                    if count == 0:
                        return False
                    if count == 1:
                        value[last] = 1
                        value[-last] = -1
                        push(last)
                        chosen[gi] = outcome_of[last]
                        enqueue(last)
            for x in implied[l]:  # binary clauses (-l, x)
                xv = value[x]
                if xv == 1:
                    continue
                if xv:
                    return False
                value[x] = 1
                value[-x] = -1
                push(x)
                gi = lit_group[x]
                if gi >= 0:
                    chosen[gi] = outcome_of[x]
                enqueue(x)
            for clause in occ[-l]:  # clauses of 3+ literals that just lost one
                unassigned = 0
                for x in clause:
                    xv = value[x]
                    if xv == 1:  # satisfied
                        break
                    if xv == 0:
                        if unassigned:  # two unassigned literals: neither unit nor false
                            break
                        unassigned = x
                else:
                    if not unassigned:
                        return False
                    x = unassigned  # the clause's last literal: it must hold
                    value[x] = 1
                    value[-x] = -1
                    push(x)
                    gi = lit_group[x]
                    if gi >= 0:
                        chosen[gi] = outcome_of[x]
                    enqueue(x)
        return True

    def undo(self, mark: int) -> None:
        trail, value, chosen = self.trail, self.value, self.chosen
        lit_group = self.f.lit_group
        while len(trail) > mark:
            x = trail.pop()
            gi = lit_group[x]
            if gi >= 0:
                chosen[gi] = -1
            value[x] = value[-x] = 0

    def start(self) -> bool:
        """Propagate the formula's unit clauses and empty groups; False if that conflicts."""
        if any(not c for c in self.f.clauses) or any(not g.indicators for g in self.f.groups):
            return False
        for clause in self.f.solver_clauses:
            if len(clause) == 1 and not self.assign(clause[0]):
                return False
        for g in self.f.groups:
            if len(g.indicators) == 1 and not self.assign(g.indicators[0]):
                return False
        return True


def _initial(formula: Formula):
    """The propagated start state of ``formula`` (value, chosen), or None if it conflicts;
    computed once per formula."""
    cached = formula.cache.get("initial", False)
    if cached is False:
        solver = _Solver(formula)
        # tuples (copied by every walk that starts from them): the garbage collector stops
        # tracking a tuple of ints, it walks a list on every collection
        cached = (tuple(solver.value), tuple(solver.chosen)) if solver.start() else None
        formula.cache["initial"] = cached
    return cached


def _zobrist(formula: Formula) -> list[list[int]]:
    """A random 64-bit code per (group, outcome); a partial assignment's key is the XOR of its
    decisions' codes (order-independent, like the set it stands for)."""
    codes = formula.cache.get("zobrist")
    if codes is None:
        rng = random.Random(0x5EED)
        codes = formula.cache["zobrist"] = [[rng.getrandbits(64) for _ in g.indicators] for g in formula.groups]
    return codes


def explain(formula: Formula, rng: random.Random, *, theta: float = 0.0,
            counts: dict | None = None, policy: str = "backtrack", max_restarts: int = 1000,
            branch: str = "ordered", proposal: list[list[float]] | None = None,
            lookahead: bool = False, memo: bool = True, logq: list | None = None,
            merge: bool = False, row: bool = False) -> dict[int, int] | tuple[int, ...]:
    """One explanation: group position -> outcome (with ``row``: the outcomes as a tuple, in
    group position order). ``counts`` (N, per example) is updated when
    theta > 0 (with theta = 0 the visit counts cannot change the distribution).

    ``proposal`` (guided EXPLAIN): per group position, a positive weight per outcome; a
    decision then draws among the still-possible outcomes in proportion to these weights
    (times the diversity factor when theta > 0) instead of uniformly. The result is still a
    model of the formula, so Theorem 1 holds whatever the weights are. With ``lookahead``, each
    candidate outcome is first assigned and propagated: one that conflicts is excluded at once,
    and the others' weights are multiplied by the weights of the outcomes that propagation
    forces in other groups (in addition, choosing one digit of a column forces the other, so
    the pair is drawn by the product of both digits' probabilities, not by the first alone).

    ``memo`` (with theta = 0, backtracking and the ordered strategy: the defaults): walk the
    formula's decision tree cached by :func:`_explain_memo` instead of propagating every
    decision again; the same distribution over explanations, with or without lookahead.

    ``logq`` (a list): the log-probability of the returned explanation under this sampler is
    appended to it: the sum over its sampled decisions of log(weight of the outcome drawn /
    total weight of the outcomes it was drawn among), those known to conflict or to have no
    model below excluded (forced groups contribute nothing). Importance-weighted LEARN
    (``ExalTrainer(..., agree="importance")``) divides by it.

    ``merge`` (with ``memo``): nodes of the cached tree whose residual formula is the same
    (the same unassigned variables and the same clauses not yet satisfied) are one node, so the
    tree becomes a graph whose paths recombine the draws (:func:`_residual_key`); the draws
    keep their distribution. :func:`explored_graph` gives the graph to LEARN.

    Raises LearningError if the formula has no explanation (DPLL exhausts every choice).
    """
    if policy not in ("backtrack", "restart"):
        raise LearningError("EXPLAIN's conflict policy is 'backtrack' or 'restart'")
    if branch not in ("ordered", "any"):
        raise LearningError("EXPLAIN's branching strategy is 'ordered' or 'any'")
    start = _initial(formula)
    if start is None:
        raise LearningError("the formula has no explanation (it is unsatisfiable)")
    if (memo and not theta and policy == "backtrack" and branch == "ordered"
            and _memo_total[0] < MEMO_BUDGET):
        # without a proposal, lookahead draws what the plain search draws: uniformly among the
        # outcomes with a model below
        return _explain_memo(formula, start, rng, proposal, lookahead and proposal is not None, logq, merge, row)
    counts = {} if counts is None else counts
    codes = _zobrist(formula) if theta else None
    groups = formula.groups
    n_groups = len(groups)
    first_only = branch == "ordered"
    order = formula.cache.get("order")
    if order is None:
        order = formula.cache["order"] = tuple(sorted(range(n_groups), key=lambda gi: groups[gi].gid))
    for _ in range(max_restarts):
        solver = _Solver(formula, list(start[0]), list(start[1]))
        value, chosen = solver.value, solver.chosen
        decisions: list[tuple[int, int, int, int]] = []  # (trail mark, group, outcome, key before)
        lq: list[float] = []  # per decision, log of the probability it was drawn with
        excluded: list[set] = [set()]
        key = 0
        restart = False
        while True:
            options = []
            dead = False
            ex = excluded[-1]
            for gi in order:
                if chosen[gi] >= 0:
                    continue
                found = False
                for j, v in enumerate(groups[gi].indicators):
                    if value[v] == 0 and (not ex or (gi, j) not in ex):
                        options.append((gi, j))
                        found = True
                if not found:  # every outcome of this group is refuted here: no model below
                    dead = True
                    break
                if first_only:
                    break
            if not dead and not options:
                if logq is not None:
                    logq.append(math.fsum(lq))
                return tuple(chosen) if row else dict(enumerate(chosen))
            if dead:
                # dead end: backtrack to the latest sampled choice and exclude it
                if not decisions:
                    raise LearningError("the formula has no explanation (it is unsatisfiable)")
                mark, gi, j, key = decisions.pop()
                lq.pop()
                solver.undo(mark)
                excluded.pop()
                excluded[-1].add((gi, j))
                continue
            if lookahead:
                options, forced = _look_ahead(solver, options, proposal)
                if not options:  # every candidate conflicts: a dead end
                    if not decisions:
                        raise LearningError("the formula has no explanation (it is unsatisfiable)")
                    mark, gi, j, key = decisions.pop()
                    lq.pop()
                    solver.undo(mark)
                    excluded.pop()
                    excluded[-1].add((gi, j))
                    continue
            if codes is not None or proposal is not None:
                if codes is not None:
                    seen = [counts.get(key ^ codes[gi][j], 0) for gi, j in options]
                    least = min(seen)  # shift so that exp() cannot underflow to all zeros
                    weights = [math.exp(-theta * (c - least)) for c in seen]
                else:
                    weights = [1.0] * len(options)
                if proposal is not None:
                    guided = [w * (f if lookahead else proposal[gi][j])
                              for w, f, (gi, j) in zip(weights, forced if lookahead else weights, options)]
                    if sum(guided) > 0.0:  # all-zero weights (underflow): fall back to unguided
                        weights = guided
                pick = rng.choices(range(len(options)), weights=weights)[0]  # the same draw as of options
                gi, j = options[pick]
                p_drawn = weights[pick] / math.fsum(weights)
                if codes is not None:
                    new_key = key ^ codes[gi][j]
                    counts[new_key] = counts.get(new_key, 0) + 1
                else:
                    new_key = 0
            else:
                gi, j = options[rng.randrange(len(options))]
                new_key = 0
                p_drawn = 1.0 / len(options)
            mark = len(solver.trail)
            if solver.assign(groups[gi].indicators[j]):
                decisions.append((mark, gi, j, key))
                lq.append(math.log(p_drawn) if len(options) > 1 else 0.0)
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


def explain_round(formula: Formula, rng: random.Random, samples: int, add, patience: int = 0, *,
                  proposal: list[list[float]] | None = None, lookahead: bool = False, merge: bool = False) -> None:
    """Up to ``samples`` draws of :func:`explain` with theta = 0, ordered branching and
    backtracking (EXAL's defaults), each passed as a row (:func:`explain`'s ``row``) to
    ``add``, which returns False when the row is a repeat; after ``patience`` repeats (0:
    never) the round stops. The same draws from the same random numbers as calling
    :func:`explain` in a loop, without its per-call checks."""
    start = _initial(formula)
    if start is None:
        raise LearningError("the formula has no explanation (it is unsatisfiable)")
    look = lookahead and proposal is not None
    stale = 0
    for _ in range(samples):
        if _memo_total[0] < MEMO_BUDGET:
            row = _explain_memo(formula, start, rng, proposal, look, None, merge, True)
        else:
            row = explain(formula, rng, proposal=proposal, lookahead=lookahead, merge=merge, row=True)
        if not add(row):
            stale += 1
            if stale == patience:
                return


# the most decision-tree nodes cached per formula (past it the tree starts afresh), and in
# all live formulas together (past it EXPLAIN runs the plain search, which draws the same, until
# formulas are freed): a node takes about 0.5 KB
MEMO_NODES = 50_000
MEMO_BUDGET = 500_000


def _release(count: list) -> None:
    _memo_total[0] -= count[0]
    count[0] = 0


def _memo_node(solver: _Solver, order: list[int], diff: tuple):
    """A decision-tree node for the solver's current state: the explanation (a tuple of
    outcomes) when every group is decided, else [group, still-possible outcomes, children,
    diff, forced, edges] with ``diff`` the literals the decision into it set (propagation
    included), ``forced`` (filled for lookahead) each child's (group, outcome) pairs set true
    by its decision, the decided one included, and ``edges`` per expanded outcome the
    literals its decision set and the (group, outcome) pairs among them (in a merged graph a
    node has several parents, so the literals belong to the edge), and, when merging, its
    residual key (:func:`_residual_key`).

    Children and edges are numbers (session 20): a child is ``formula.cache["memo_nodes_of"]
    [number]``, an edge's (literals, pairs) ``formula.cache["memo_edges"][number]``, and the
    outcomes a tuple (replaced when one is dropped). Dicts of ints and tuples of ints are left
    alone by the cyclic garbage collector, so a node costs it one object (its list) instead of
    four; at N = 4 the graphs hold tens of thousands of nodes, alive for the whole training."""
    chosen, value, groups = solver.chosen, solver.value, solver.f.groups
    for gi in order:
        if chosen[gi] < 0:
            inds = groups[gi].indicators
            return [gi, tuple([j for j, v in enumerate(inds) if value[v] == 0]), {}, diff, {}, {}, None]
    return tuple(chosen)


def _residual_key(formula: Formula, value: list[int], parent: int | None = None, diff=()) -> int:
    """What is left of the formula in a state: its unassigned variables and the clauses of two
    or more literals not satisfied yet, as one bitset in a Python int (bit v for variable v,
    bit n_vars + 1 + c for clause c). Two states with the same key have the same residual
    formula (an open clause's assigned literals are all false), so the same completions, the
    same next group (the first undecided one: a group is undecided iff one of its indicators
    is unassigned) and the same outcomes with a model below. ``parent``: the key of the state
    that ``diff`` (the literals set since) was applied to; the key then follows from it (each
    literal set removes its variable and the clauses it satisfies: one precomputed mask per
    literal) without looking at ``value``."""
    masks = formula.cache.get("residual_masks")
    shift = formula.n_vars + 1
    if masks is None:
        # per literal: its variable's bit and the bits of the clauses it satisfies
        masks = [0] * (2 * formula.n_vars + 1)
        for v in range(1, formula.n_vars + 1):
            masks[v] = masks[-v] = 1 << v
        for c, clause in enumerate(formula.solver_clauses):
            if len(clause) > 1:
                bit = 1 << (shift + c)
                for lit in clause:
                    masks[lit] |= bit
        formula.cache["residual_masks"] = masks = tuple(masks)
    if parent is not None:
        return parent & ~reduce(or_, map(masks.__getitem__, diff), 0)
    key = ((1 << len(formula.solver_clauses)) - 1) << shift
    for v in range(1, formula.n_vars + 1):
        x = value[v]
        if not x:
            key |= 1 << v
        else:
            key &= ~masks[v if x > 0 else -v]
    return key


def _explain_memo(formula: Formula, start, rng: random.Random,
                  proposal: list[list[float]] | None, lookahead: bool = False,
                  logq: list | None = None, merge: bool = False, row: bool = False):
    """:func:`explain` with theta = 0, ordered branching and backtracking, over a decision
    tree cached per formula (formulas are shared by the queries of one shape and live across
    epochs). Propagation is deterministic, so a node (the state after a sequence of
    decisions) keeps the next group's still-possible outcomes, its children once computed,
    and the literals its decision set; a child whose assignment conflicts, or whose subtree
    has no model, is dropped from its parent's outcomes for good. Dropping it at once draws
    the same as drawing it, failing and excluding it (rejection), so each decision still
    picks an outcome among those with a model below in proportion to its weight (uniform or
    the proposal): the same distribution as the plain search. Only a decision not taken
    before runs unit propagation, from the node's state rebuilt from the start state and the
    literals along the walk.

    ``lookahead`` (with a proposal): at a node with several outcomes every child is expanded
    (once: they stay in the tree), conflicting ones are dropped, and each remaining outcome
    is weighted by the product of the proposal weights of the outcomes its propagation sets
    true (its own included), which is what the plain search's lookahead computes; a child
    whose subtree turns out to have no model is dropped and the decision redrawn, as the
    plain search's backtracking does.

    ``merge``: a new node whose residual formula (:func:`_residual_key`) is already in the
    graph is that node, so later draws through it share its expansions; a walk's explanation
    is then read off its edges. Rejection still drops an outcome from its node for good (its
    residual formula has no model below whichever path reaches it)."""
    cache = formula.cache
    groups = formula.groups
    root = cache.get("memo")
    count = cache.get("memo_nodes")
    if count is None:
        count = cache["memo_nodes"] = [0]  # this formula's nodes, released when it is freed (Formula.__del__)
    if cache.get("memo_merge", merge) != merge:
        root = None  # built the other way: start afresh
    if root is None or count[0] > MEMO_NODES:
        _release(count)
        cache["memo_merge"] = merge
        cache["memo_index"] = {}
        cache["memo_version"] = cache.get("memo_version", 0) + 1
        order = cache.get("order")
        if order is None:
            order = cache["order"] = tuple(sorted(range(len(groups)), key=lambda gi: groups[gi].gid))
        root = cache["memo"] = _memo_node(_Solver(formula, list(start[0]), list(start[1])), order, ())
        cache["memo_nodes_of"] = [root]  # the nodes by number (a node's children are numbers)
        cache["memo_edges"] = []  # the edges by number: (literals set, (group, outcome) pairs among them)
        if merge and not isinstance(root, tuple):
            root[6] = _residual_key(formula, start[0])
        count[0] += 1
        _memo_total[0] += 1
    if isinstance(root, tuple):
        if logq is not None:
            logq.append(0.0)
        return root if row else dict(enumerate(root))
    order = cache["order"]
    index = cache["memo_index"] if merge else None
    nodes, edges = cache["memo_nodes_of"], cache["memo_edges"]
    lit_group, outcome_of = formula.lit_group, formula.outcome_of
    lit_pair = formula.lit_pair.__getitem__

    def expand(node, j, solver, mark):
        """The child of ``node`` by outcome ``j`` just assigned in ``solver`` (from trail
        position ``mark``): recorded as an edge, a new node or, merging, a known one."""
        value = solver.value
        diff = tuple(solver.trail[mark:])  # a tuple of ints: the garbage collector stops tracking it
        pairs = tuple(filter(None, map(lit_pair, diff)))  # the (group, outcome) pairs it set, in trail order
        # leaves (every group decided) are not merged (LEARN joins them), and a leaf's key never
        # equals an inner node's (some indicator of an undecided group is unassigned there)
        key = (_residual_key(formula, value, node[6], diff) if index is not None and -1 in solver.chosen
               else None)
        number = index.get(key) if key is not None else None
        if number is None:  # a new node
            child = _memo_node(solver, order, diff)
            number = len(nodes)
            nodes.append(child)
            if key is not None and not isinstance(child, tuple):
                index[key] = number
                child[6] = key
            count[0] += 1
            _memo_total[0] += 1
        else:
            child = nodes[number]
        node[2][j] = number
        node[5][j] = len(edges)
        edges.append((diff, pairs))
        cache["memo_version"] += 1
        return child

    path: list = []  # (node, outcome) per decision of this walk
    lq: list[float] = []  # per decision of the walk, log of the probability it was drawn with
    node = root
    solver = at = None  # the solver holds node ``at``'s state
    while True:
        gi, options, children, _, forced, _, _ = node
        if not options:  # no outcome has a model below: drop this node from its parent
            if not path:
                raise LearningError("the formula has no explanation (it is unsatisfiable)")
            node, j = path.pop()
            if logq is not None:
                lq.pop()
            node[1] = tuple([o for o in node[1] if o != j])
            del node[2][j]
            node[4].pop(j, None)
            node[5].pop(j, None)
            cache["memo_version"] += 1
            at = None
            continue
        if lookahead and len(options) > 1 and len(forced) < len(options):
            # expand every child not expanded yet (lookahead's propagation, done once)
            if at is not node:
                solver, at = _rebuild(formula, start, path, node), node
            for j in list(options):
                if j in forced:
                    continue
                mark = len(solver.trail)
                if not solver.assign(groups[gi].indicators[j]):
                    solver.undo(mark)
                    node[1] = options = tuple([o for o in options if o != j])
                    cache["memo_version"] += 1
                    continue
                if j not in children:
                    expand(node, j, solver, mark)
                forced[j] = edges[node[5][j]][1]
                solver.undo(mark)
            continue  # options may have shrunk: look at the node again
        if len(options) == 1:
            j = options[0]
            p_drawn = 1.0
        elif lookahead:
            cum, total = [], 0.0
            for o in options:
                w = 1.0
                for g, x in forced[o]:
                    w *= proposal[g][x]
                total += w
                cum.append(total)
            if total > 0.0:
                k = bisect_right(cum, rng.random() * total, 0, len(cum) - 1)
                j = options[k]
                p_drawn = (cum[k] - (cum[k - 1] if k else 0.0)) / total
            else:
                j = options[rng.randrange(len(options))]
                p_drawn = 1.0 / len(options)
        elif proposal is None:
            j = options[rng.randrange(len(options))]
            p_drawn = 1.0 / len(options)
        else:
            weights = proposal[gi]
            # rng.choices(options, weights) inlined (the same draw from the same random number)
            cum = list(accumulate(map(weights.__getitem__, options)))
            total = cum[-1] + 0.0
            if total > 0.0:
                j = options[bisect_right(cum, rng.random() * total, 0, len(cum) - 1)]
                p_drawn = weights[j] / total
            else:
                j = options[rng.randrange(len(options))]
                p_drawn = 1.0 / len(options)
        child = children.get(j)
        if child is None:
            if at is not node:  # rebuild the node's state from the literals along the walk
                solver, at = _rebuild(formula, start, path, node), node
            mark = len(solver.trail)
            if not solver.assign(groups[gi].indicators[j]):
                solver.undo(mark)
                node[1] = tuple([o for o in options if o != j])  # conflicts here: never drawn again
                cache["memo_version"] += 1
                continue
            child = expand(node, j, solver, mark)
            at = child
        elif (child := nodes[child]).__class__ is not tuple and at is node:
            # keep the solver along: set the child's literals
            value, chosen = solver.value, solver.chosen
            diff = edges[node[5][j]][0]
            for lit in diff:
                value[lit] = 1
                value[-lit] = -1
                if lit_group[lit] >= 0:
                    chosen[lit_group[lit]] = outcome_of[lit]
            solver.trail.extend(diff)
            at = child
        path.append((node, j))
        if logq is not None:
            lq.append(math.log(p_drawn) if p_drawn < 1.0 else 0.0)
        if isinstance(child, tuple):
            if logq is not None:
                logq.append(math.fsum(lq))
            if index is None:
                return child if row else dict(enumerate(child))
            chosen = list(start[1])  # merged: the leaf is shared, the explanation is this walk's
            for n_, j_ in path:
                for g, o in edges[n_[5][j_]][1]:
                    chosen[g] = o
            return tuple(chosen) if row else dict(enumerate(chosen))
        node = child


def _rebuild(formula: Formula, start, path: list, node) -> _Solver:
    """A solver holding ``node``'s state: the start state and the literals set along the walk
    (the edges' literals: in a merged graph another path may have created the node)."""
    lit_group, outcome_of = formula.lit_group, formula.outcome_of
    edges = formula.cache["memo_edges"]
    value, chosen = list(start[0]), list(start[1])
    for anc, j in path:
        for lit in edges[anc[5][j]][0]:
            value[lit] = 1
            value[-lit] = -1
            if lit_group[lit] >= 0:
                chosen[lit_group[lit]] = outcome_of[lit]
    return _Solver(formula, value, chosen)


def _look_ahead(solver: _Solver, options: list, proposal: list[list[float]] | None) -> tuple[list, list[float]]:
    """The options whose assignment does not conflict after propagation, and for each the
    product of the proposal weights of its outcome and of the outcomes it forces elsewhere
    (1.0 per option without a proposal)."""
    f = solver.f
    groups, lit_group, outcome_of = f.groups, f.lit_group, f.outcome_of
    kept, weights = [], []
    for gi, j in options:
        mark = len(solver.trail)
        ok = solver.assign(groups[gi].indicators[j])
        if ok:
            w = 1.0
            if proposal is not None:
                for v in solver.trail[mark:]:
                    g = lit_group[v]
                    if g >= 0:
                        w *= proposal[g][outcome_of[v]]
            kept.append((gi, j))
            weights.append(w)
        solver.undo(mark)
    return kept, weights


def explored_graph(formula: Formula):
    """The explanations the formula's cached decision graph holds, for LEARN: every complete
    path from the root to a leaf is a model of the formula (it is a sequence of decisions
    that propagate without conflict down to every group decided). Returns None when the
    formula has no cached graph, else a tuple of NumPy arrays

    (height, parent, child, pair_edge, pair_group, pair_outcome, start_groups, start_outcomes)

    over the nodes with a leaf below: ``height`` per node its longest distance to a leaf (all
    leaves are node 0, height 0; the root is the last node), per edge its ``parent`` and
    ``child``, per (group, outcome) pair an edge decides its edge, group position and
    outcome, and the pairs the start state fixes. A node's height is above its children's,
    so decreasing height is a topological order. Cached per formula until the graph changes."""
    import numpy as np

    cache = formula.cache
    root = cache.get("memo")
    if root is None:
        return None
    version = cache.get("memo_version", 0)
    hit = cache.get("graph")
    if hit is not None and hit[0] == version and hit[1] is root:
        return hit[2]
    start = _initial(formula)
    sg = [g for g, o in enumerate(start[1]) if o >= 0]
    start_groups = np.array(sg, dtype=np.int64)
    start_outcomes = np.array([start[1][g] for g in sg], dtype=np.int64)
    if isinstance(root, tuple):  # every group decided at the start: one explanation, no edges
        empty = np.zeros(0, dtype=np.int64)
        out = (np.zeros(1, dtype=np.int64), empty, empty, empty, empty, empty, start_groups, start_outcomes)
        cache["graph"] = (version, root, out)
        return out
    nodes, edges = cache["memo_nodes_of"], cache["memo_edges"]
    memo: dict[int, int | None] = {}  # id(node) -> node number (0: the leaves), None: no leaf below
    height = [0]
    parents: list[int] = []
    children: list[int] = []
    pair_edge: list[int] = []
    pair_group: list[int] = []
    pair_outcome: list[int] = []

    def visit(node) -> int | None:
        """Number ``node`` after its children (post-order), if a leaf is below it."""
        key = id(node)
        if key in memo:
            return memo[key]
        memo[key] = None  # the graph is acyclic: no walk comes back here before it is done
        kids = []
        h = 0
        for j, number in node[2].items():
            child = nodes[number]
            if child.__class__ is tuple:
                c = 0
            else:
                c = visit(child)
                if c is None:
                    continue
            kids.append((c, edges[node[5][j]][1]))
            if height[c] >= h:
                h = height[c] + 1
        if not kids:
            return None
        me = memo[key] = len(height)
        height.append(h)
        for c, pairs in kids:
            e = len(parents)
            parents.append(me)
            children.append(c)
            for g, o in pairs:
                pair_edge.append(e)
                pair_group.append(g)
                pair_outcome.append(o)
        return me

    if visit(root) is None:
        return None
    arr = lambda xs: np.array(xs, dtype=np.int64)  # noqa: E731
    out = (arr(height), arr(parents), arr(children), arr(pair_edge), arr(pair_group), arr(pair_outcome),
           start_groups, start_outcomes)
    cache["graph"] = (version, root, out)
    return out
