"""An example's ground formula in CNF, over categorical choice variables (EXAL's input).

The ground program's AND/OR graph below a query node is translated with Tseitin's encoding:
one Boolean per AND/OR node, defined by its children, and one indicator per outcome of each
choice group (a probabilistic fact is a group of two outcomes: true, false; an annotated
disjunction whose probabilities may sum below one has an extra "none" outcome), with the
constraint that exactly one outcome of each group holds. The query node (or its negation)
is a unit clause. Explanations are complete assignments of the groups, so the auxiliary
Booleans follow from them by unit propagation.

Tseitin's encoding gives supported-model semantics, which equals the least model only for
acyclic ground programs; a cyclic one is refused with a clear error.
"""
from __future__ import annotations

import weakref
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain

from ...errors import LearningError
from ...grounding.factor import AUX
from ...grounding.ground_program import FALSE, KIND_AND, KIND_CHOICE, KIND_OR, TRUE, GroundProgram


# decision-graph nodes cached by EXPLAIN in all live formulas together (:mod:`.explain`'s
# ``_memo_total``; a formula gives its count back when it is freed, :meth:`Formula.__del__`)
_memo_total = [0]


@dataclass
class Group:
    """A categorical decision variable: its ground-program group id and outcome indicators."""

    gid: int
    indicators: list[int]  # SAT variable per outcome; outcome j < n_real is a real outcome
    n_real: int            # outcomes with a weight (the rest: "false"/"none")
    boolean: bool          # a probabilistic fact: outcome 0 = true, 1 = false


@dataclass
class Formula:
    """CNF clauses over SAT variables 1..n_vars (negative literal = negation).

    ``clauses`` holds each group's at-least-one clause and then the formula's own clauses;
    the groups' at-most-one clauses (one per pair of outcomes, a digit's 10 outcomes make 45)
    are left implicit: the solver propagates the groups natively, and :meth:`cnf` lists them
    (session 16: building them cost a third of the CNF's construction at N = 4, for nothing)."""

    n_vars: int
    clauses: list[tuple[int, ...]]
    groups: list[Group]
    gp: GroundProgram | None = None
    root: int = TRUE
    negated: bool = False
    n_group_clauses: int = 0  # the first clauses: each group's at-least-one
    # what the solver uses: the other clauses, their occurrence lists, and per variable its
    # group position (-1: not an indicator) and outcome, so that groups propagate natively
    solver_clauses: list[tuple[int, ...]] = field(default_factory=list)
    # indexed by literal (a list of 2 n_vars + 1 entries: literal -v sits at Python's index -v):
    # the clauses of 3+ literals that contain it, and the literals its truth forces through the
    # binary clauses (an implication each way)
    solver_occurrences: list = field(default_factory=list)
    solver_implications: list = field(default_factory=list)
    group_of: list[int] = field(default_factory=list)
    outcome_of: list[int] = field(default_factory=list)
    group_indicators: list = field(default_factory=list)  # per group position, its indicators
    lit_group: list[int] = field(default_factory=list)  # by literal (index)
    var_group: list[int] = field(default_factory=list)  # by literal (index)
    lit_pair: list = field(default_factory=list)  # by literal (index)
    cache: dict = field(default_factory=dict)  # per-formula solver state (explain.py)

    def index(self) -> None:
        self.solver_clauses = tuple(self.clauses[self.n_group_clauses:])
        size = 2 * self.n_vars + 1
        # per literal (literal -v at Python's index -v) a list, filled in clause order; then one
        # shared empty tuple where a literal has none
        occurrences: list = [None] * size
        implications: list = [None] * size
        for clause in self.solver_clauses:
            if len(clause) == 2:  # unit clauses are set once at the start (_Solver.start)
                a, b = clause
                x = implications[-a]
                if x is None:
                    implications[-a] = [b]
                else:
                    x.append(b)
                x = implications[-b]
                if x is None:
                    implications[-b] = [a]
                else:
                    x.append(a)
            elif len(clause) > 2:
                for lit in clause:
                    x = occurrences[lit]
                    if x is None:
                        occurrences[lit] = [clause]
                    else:
                        x.append(clause)
        # tuples, here and below: once the garbage collector has seen that they hold only ints
        # and tuples of ints it stops tracking them (lists it scans on every full collection;
        # session 16: the per-literal tables were lists)
        self.solver_occurrences = tuple([() if x is None else tuple(x) for x in occurrences])
        self.solver_implications = tuple([() if x is None else tuple(x) for x in implications])
        group_of = [-1] * (self.n_vars + 1)
        outcome_of = [-1] * (self.n_vars + 1)
        for gi, g in enumerate(self.groups):
            for j, v in enumerate(g.indicators):
                group_of[v], outcome_of[v] = gi, j
        self.group_of, self.outcome_of = tuple(group_of), tuple(outcome_of)
        self.group_indicators = tuple([g.indicators for g in self.groups])
        # by literal (literal -v at Python's index -v): lit_group the group position of a
        # positive indicator literal (-1 for any other literal), var_group its variable's
        # (for both signs)
        self.lit_group = tuple(group_of + [-1] * self.n_vars)
        self.var_group = tuple(group_of + group_of[:0:-1])
        # by literal: the (group position, outcome) pair a positive indicator literal decides,
        # None for any other literal (one tuple per outcome, shared by every edge that sets it)
        self.lit_pair = tuple([None if g < 0 else (g, o) for g, o in zip(group_of, outcome_of)] + [None] * self.n_vars)
        self.cache = {}

    def __del__(self, _total=_memo_total) -> None:
        # the nodes of this formula's cached decision graph leave the process-wide count
        # (session 20: was a weakref.finalize per formula, three more objects each for the
        # garbage collector to walk)
        cache = getattr(self, "cache", None)  # (not self.__dict__: that would materialise one per formula)
        count = cache.get("memo_nodes") if cache else None
        if count:
            _total[0] -= count[0]
            count[0] = 0

    def cnf(self) -> list[tuple[int, ...]]:
        """The whole CNF: each group's at-least-one and at-most-one clauses, then the others."""
        out: list[tuple[int, ...]] = []
        for g in self.groups:
            inds = g.indicators
            out.append(tuple(inds))
            out.extend([(-inds[a], -inds[b]) for a in range(len(inds)) for b in range(a + 1, len(inds))])
        out.extend(self.clauses[self.n_group_clauses:])
        return out

    def satisfied_by(self, choice: dict[int, int]) -> bool:
        """Is the formula true when group position i takes outcome choice[i]? Evaluated on the
        ground program itself, independently of the CNF and of the sampler."""
        if self.gp is None:
            return bool(self.clauses == []) != self.negated if not self.clauses else not self.negated
        outcome = {g.gid: choice[i] for i, g in enumerate(self.groups)}
        value = evaluate_node(self.gp, self.root, outcome)
        return value != self.negated


def build_formula(gp: GroundProgram, root: int, negate: bool = False, unfold: bool = False) -> Formula:
    """The CNF of ``root`` (or of its negation) over the groups of its cone.

    ``unfold`` (a ground program grounded on a factored database, :mod:`nesylang.grounding.factor`):
    the factored join tables are distributed back into the conjunctions that call them
    (:func:`_unfolded_cone`), so the CNF is the one of the unfactored program's ground formula
    (the grounding is cheaper, the formula the same)."""
    if root in (TRUE, FALSE):
        truth = (root == TRUE) != negate
        f = Formula(0, [] if truth else [()], [], gp, root, negate)
        f.index()
        return f
    kinds, data = gp.kinds, gp.data
    cone = None
    if unfold:
        found = _unfolded_cone(gp, root)
        if found is not None:
            cone, kinds, data = found
    if cone is None:
        cone = _cone(kinds, data, root)
    if cone is None:  # a cycle: name a node of it
        cone = _cone(kinds, data, root, check=False)
        _check_acyclic(gp, cone)
    var_of: dict[int, int] = {}
    next_var = 0
    groups: list[Group] = []
    group_pos: dict[int, int] = {}
    clauses: list[tuple[int, ...]] = []
    gp_groups = gp.groups
    shared = _shared_groups(gp)
    for n in cone:
        if kinds[n] == KIND_CHOICE:
            g = data[n][0]
            if g not in group_pos:
                group = gp_groups[g]
                n_real = len(group.weights)
                n_out = n_real + (0 if group.complete else 1)
                # one Group object per (group, first variable) of a ground program (session 20):
                # formulas of one shared grounder number their groups alike (at N = 4 the 1,425
                # formulas' 11,400 groups are 8 objects)
                key = (g, next_var, n_out)
                made = shared.get(key)
                if made is None:
                    made = shared[key] = Group(g, list(range(next_var + 1, next_var + n_out + 1)), n_real,
                                               n_real == 1 and not group.complete)
                next_var += n_out
                group_pos[g] = len(groups)
                groups.append(made)
                clauses.append(tuple(made.indicators))  # at least one outcome (at most one: implicit, :meth:`Formula.cnf`)
    n_group_clauses = len(clauses)
    for n in cone:
        kind = kinds[n]
        if kind == KIND_CHOICE:
            g, k = data[n]
            var_of[n] = groups[group_pos[g]].indicators[k]
        elif n != TRUE and not ((kind == KIND_AND or kind == KIND_OR) and len(data[n]) == 1):
            next_var += 1
            var_of[n] = next_var
    # an AND or OR of one child is that child: it gets no variable of its own (in addition,
    # half of the inner nodes). Unit propagation made them equal to the child anyway (through
    # two binary clauses), so the search, its pruning and the draws are unchanged; only the
    # literals it sets per decision are fewer.

    def lit(c: int) -> int | None:
        """Node c's literal: None for true, 0 for false, a one-child node's child's."""
        sign = 1
        while True:
            if c == TRUE:
                return None if sign > 0 else 0
            if c == FALSE:
                return 0 if sign > 0 else None
            if c < 0:
                sign, c = -sign, -c
                continue
            v = var_of.get(c)
            if v is not None:
                return v * sign
            c = data[c][0]

    get = var_of.get
    append = clauses.append
    for n in cone:
        kind = kinds[n]
        if kind != KIND_AND and kind != KIND_OR:
            continue
        x = get(n)
        if x is None:  # TRUE, or a one-child node
            continue
        kids = [get(c) or lit(c) for c in data[n]]  # a variable's literal directly, else lit()
        if kind == KIND_AND:
            if 0 in kids:
                append((-x,))
                continue
            if None in kids:
                kids = [k for k in kids if k is not None]
            clauses.extend([(-x, k) for k in kids])
            append((x, *[-k for k in kids]))
        else:
            if None in kids:
                append((x,))
                continue
            if 0 in kids:
                kids = [k for k in kids if k != 0]
            append((-x, *kids))
            clauses.extend([(x, -k) for k in kids])
    r = lit(root)
    if r is None or r == 0:  # the root is a one-child chain down to true or false
        if (r is None) == negate:
            clauses.append(())
    else:
        clauses.append((-r,) if negate else (r,))
    f = Formula(next_var, clauses, groups, gp, root, negate, n_group_clauses=n_group_clauses)
    f.index()
    return f


# per ground program (by id, while it lives), its formulas' Group objects (:func:`build_formula`)
_GROUPS: dict[int, tuple] = {}


def _shared_groups(gp: GroundProgram) -> dict:
    state = _GROUPS.get(id(gp))
    if state is None or state[0]() is not gp:
        state = _GROUPS[id(gp)] = (weakref.ref(gp), {})
        weakref.finalize(gp, _GROUPS.pop, id(gp), None)
    return state[1]


def evaluate_node(gp: GroundProgram, node: int, outcome: dict[int, int]) -> bool:
    """The truth of a ground-program node when each group takes the given outcome (acyclic)."""
    memo: dict[int, bool] = {}
    stack = [abs(node)]
    while stack:
        n = stack[-1]
        if n in memo:
            stack.pop()
            continue
        kind = gp.kinds[n]
        if n == TRUE:
            memo[n] = True
        elif kind == KIND_CHOICE:
            g, k = gp.data[n]
            memo[n] = outcome.get(g) == k
        else:
            pending = [abs(c) for c in gp.data[n] if abs(c) not in memo]
            if pending:
                stack.extend(pending)
                continue
            vals = [memo[abs(c)] != (c < 0) for c in gp.data[n]]
            memo[n] = all(vals) if kind == KIND_AND else any(vals)
        stack.pop()
    return memo[abs(node)] != (node < 0)


def _cone(kinds, data, root: int, check: bool = True) -> list[int] | None:
    """Every node reachable from ``root``, in the discovery order of
    :meth:`GroundProgram.cone` (which it repeats, without its generator per node); with
    ``check``, None if the cone has a cycle.

    The check rides on the same traversal (session 16; it was a second pass, Kahn's
    algorithm): it is a depth-first search in which a node is entered when it leaves the
    stack, and below its children sits a marker (its id, negated) that leaves when all of
    them are done. The nodes entered whose marker is still on the stack are the path to the
    current node, so an edge into one of them closes a cycle; an edge into a node done
    before is not one. The markers do not change the order in which nodes are entered."""
    seen: dict[int, bool] = {}  # node -> still open (its marker on the stack)
    stack = [abs(root)]
    pop, push, extend = stack.pop, stack.append, stack.extend
    get = seen.get
    while stack:
        n = pop()
        if n < 0:  # a marker: every node below -n is done
            seen[-n] = False
            continue
        state = get(n)
        if state is not None:
            if state and check:
                return None  # an edge back into the path
            continue
        kind = kinds[n]
        if kind == KIND_AND or kind == KIND_OR:
            seen[n] = True
            push(-n)
            extend(map(abs, data[n]))
        else:
            seen[n] = False
    return list(seen)


# the unfolding of each ground program's nodes (:func:`_unfolded_cone`), kept while the ground
# program lives (by id: ground programs compare by value): formulas of one shared grounder
# share most of their nodes
_UNFOLDINGS: dict[int, tuple] = {}
_VIRTUAL = 1 << 40  # conjunctions made by unfolding are numbered from here (past any ground node)


def _unfolded_cone(gp: GroundProgram, root: int):
    """The cone of ``root`` as :func:`_cone` walks it, in a graph where each factored join table
    (an OR node named ``'$join<k>'(...)``, :data:`nesylang.grounding.factor.AUX`) is unfolded:
    a conjunction that calls it becomes the disjunction, over the table's derivations in their
    order, of the conjunction with the derivation's goals in the table's place (children
    sorted, TRUE dropped, duplicates merged, as :meth:`GroundProgram.conj` builds them), and a
    disjunction lists such a disjunction's (or a table's) children in its place, as the
    unfactored program's answer node lists its derivations. This is the inverse of factoring's
    rewrite (OR over L of (S and R) = (OR over L of S) and R): the same models, and the
    unfactored ground formula's shape (session 17: for every N = 2 and N = 4 training sum of
    the addition benchmark, the same CNF as grounding the unfactored program, variable for
    variable). Returns (cone, kinds, data), the last two dicts that cover the cone's nodes
    (new conjunctions numbered from ``_VIRTUAL``), or None if the cone has a cycle (the caller
    names it on the ground program itself).

    A node's unfolding is kept per ground program (a node does not change once the grounding
    that made it is complete: the grounder adds derivations only to tables it is evaluating,
    and a formula is built after its query's grounding returns)."""
    kinds, data, names = gp.kinds, gp.data, gp.names
    state = _UNFOLDINGS.get(id(gp))
    if state is None or state[0]() is not gp:
        state = _UNFOLDINGS[id(gp)] = (weakref.ref(gp), _Unfolded(), {}, {}, {})
        weakref.finalize(gp, _UNFOLDINGS.pop, id(gp), None)
    _, K, D, joins, virtual = state

    def is_join(c: int) -> bool:
        hit = joins.get(c)
        if hit is None:
            name = names.get(c) if kinds[c] == KIND_OR else None
            hit = joins[c] = isinstance(getattr(name, "functor", None), str) and name.functor.startswith(AUX)
        return hit

    def conj(kids) -> int:
        """:meth:`GroundProgram.conj` of the unfolded children, as a node of this walk."""
        seen = set()
        for c in kids:
            if c == TRUE:
                continue
            if c == FALSE or -c in seen:
                return FALSE
            seen.add(c)
        if not seen:
            return TRUE
        if len(seen) == 1:
            return next(iter(seen))
        key = tuple(sorted(seen))
        v = virtual.get(key)
        if v is None:
            v = virtual[key] = _VIRTUAL + len(virtual)
            K[v], D[v] = KIND_AND, key
        return v

    def unfold(n: int) -> int:
        """Fill K[n], D[n] (n a ground node); return K[n]."""
        kind, kids = kinds[n], data[n]
        if kind == KIND_AND:
            if any(c > 0 and is_join(c) for c in kids):
                combos = [()]
                for c in kids:
                    if c > 0 and is_join(c):
                        alts = [tuple(data[d]) if d > 0 and kinds[d] == KIND_AND else (d,) for d in data[c]]
                        combos = [x + a for x in combos for a in alts]
                    else:
                        combos = [x + (c,) for x in combos]
                nodes = [conj(x) for x in combos]
                if len(nodes) == 1 and nodes[0] >= _VIRTUAL:
                    kids = D[nodes[0]]
                else:
                    kind, kids = KIND_OR, tuple(dict.fromkeys(x for x in nodes if x != FALSE))
        elif kind == KIND_OR:
            out = None
            for i, c in enumerate(kids):
                spliced = None
                if c > 0:
                    if is_join(c):
                        spliced = data[c]
                    elif kinds[c] == KIND_AND:
                        k2 = K.get(c)
                        if k2 is None:
                            k2 = unfold(c)
                        if k2 == KIND_OR:
                            spliced = D[c]
                if spliced is not None:
                    if out is None:
                        out = list(kids[:i])
                    out.extend(spliced)
                elif out is not None:
                    out.append(c)
            if out is not None:
                kids = tuple(dict.fromkeys(out))
        K[n], D[n] = kind, kids
        return kind

    K.unfold = unfold  # _cone's walk over K and D unfolds each node the first time it reaches it
    try:
        cone = _cone(K, D, root)
    finally:
        K.unfold = None
    return None if cone is None else (cone, K, D)


class _Unfolded(dict):
    """Node -> kind in an unfolded graph (:func:`_unfolded_cone`): a node not unfolded yet is
    unfolded when first looked up (``unfold`` fills this dict and the children's), so
    :func:`_cone` walks the unfolded graph as it walks a ground program."""

    __slots__ = ("unfold",)

    def __init__(self):
        super().__init__()
        self.unfold = None

    def __missing__(self, node: int) -> int:
        if self.unfold is None:
            raise KeyError(node)
        return self.unfold(node)


def _check_acyclic(gp: GroundProgram, cone: list[int]) -> None:
    # Kahn's algorithm: the cone is acyclic iff peeling nodes without (remaining) parents
    # reaches every node; only a cyclic cone pays for Tarjan's SCCs, to name a node of the cycle
    kinds, data = gp.kinds, gp.data
    kids = {n: list(map(abs, data[n])) for n in cone if kinds[n] == KIND_AND or kinds[n] == KIND_OR}
    parents = Counter(chain.from_iterable(kids.values()))
    ready = [n for n in cone if n not in parents]
    peeled = 0
    while ready:
        n = ready.pop()
        peeled += 1
        for c in kids.get(n, ()):
            parents[c] -= 1
            if not parents[c]:
                ready.append(c)
    if peeled == len(cone):
        return
    from ...circuits.sdd import _self_loop, _sccs

    for scc in _sccs(gp, cone):
        if len(scc) > 1 or _self_loop(gp, scc[0]):
            raise LearningError("EXAL needs an acyclic ground program (this query's derivations are "
                                f"recursive through {gp.label(scc[0])}); use exact learning instead")

