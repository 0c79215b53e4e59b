"""Stage 3 helper: ``findall/3``, ``all/3`` and ``all_or_none/3`` over probabilistic goals.

The grounder collects the derivations of the inner goal (each a tuple of ground-program nodes,
with the template's value); this module turns them into the lists the collecting goal can
return and the condition under which each is *the* list: one list per possible world, made of
the solutions true in that world. It follows ProbLog 2.3 (``engine_builtin._builtin_findall``,
``_builtin_all``, ``_select_sublist``), so that the same programs give the same lists:

* ``findall/3`` collects one element per *proof*, in ProbLog's order: the goal is replayed as
  ProbLog's engine grounds it (:class:`Replay`, below). Where the replay cannot follow that
  engine, every derivation is expanded into the conjunctions of probabilistic choices (and
  negated atoms) it rests on, so a solution proved twice in a world appears twice. The elements are ordered by the newest node each proof rests
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
subsets, so ``x`` is bounded (:data:`MAX_UNCERTAIN`, and the query's ground-node limit). Past
it only the subsets that take at most one outcome of each annotated disjunction are listed (a
list with two has probability 0; ProbLog lists all, and takes a minute at 21 outcomes): 26 lists
for the 25 outcomes of one disjunction. Where even those are too many (independent solutions)
the findall is a located :class:`~nesylang.errors.LimitError`.
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


def _conjoined(place: float, children, branches, count: list[int],
               span: Span | None) -> list[tuple[float, list[int]]]:
    """The proofs of a conjunction placed at ``place``: one per combination of its children's
    proofs (``branches(child)``), at the newest place among them, their literals in order;
    ``count`` counts every proof built, up to MAX_PROOFS."""
    partial: list[tuple[float, list[int]]] = [(place, [])]
    for child in children:
        nxt = []
        for mx, lits in partial:
            for cmx, clits in branches(child):
                nxt.append((max(mx, cmx), lits + clits))
                count[0] += 1
                if count[0] > MAX_PROOFS:
                    raise LimitError(f"findall/3 would expand its goal into more than {MAX_PROOFS} "
                                     "proofs; collect fewer solutions or make the goal less "
                                     "probabilistic", span, limit="findall-proofs")
        partial = nxt
    return partial


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
        # (in the order of the derivation that made it, as ProbLog's conjunction has them)
        yield from _conjoined(place.get(node, node), gp.and_order.get(node) or gp.data[node],
                              lambda child: _branches(gp, child, inner, span, count, dups, place), count, span)
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
        if node == TRUE:
            options = [(stamp, [TRUE])]
        elif len(deps) > 1 and node > TRUE and gp.kinds[node] == KIND_AND:
            # the derivation's conjuncts in its own order (the AND node keeps one order for
            # every derivation of the same set: `(s(X), s(Y))` for X-Y and Y-X), as ProbLog's
            # proof of it has them
            inner = frozenset((node,))
            options = _conjoined(place.get(node, node), [d for d in dict.fromkeys(deps) if d != TRUE],
                                 lambda child: _branches(gp, child, inner, span, count, dups, place),
                                 count, span)
        else:
            options = _branches(gp, node, frozenset(), span, count, dups, place)
        for mx, lits in options:
            found.append((mx, value, lits))
    # (ProbLog's copy of a proof is one AND per order of its conjuncts: see _copied_conj)
    nodes = [_copied_conj(gp, lits) if lits else FALSE for _, _, lits in found]
    copied = tuple(nodes)
    order = sorted(range(len(found)), key=lambda i: found[i][0])  # stable
    return Elements([(found[i][1], nodes[i]) for i in order], copied)


class Elements(list):
    """findall/3's elements, in its order, with ``copied``: their proof nodes in the order
    ProbLog copies them into the query's formula (by solution, before the sort by newest node;
    see GroundProgram.list_order)."""

    def __init__(self, items, copied: tuple):
        super().__init__(items)
        self.copied = copied


def all_elements(gp: GroundProgram, derivations: list[tuple[Any, Any, tuple, int]]) -> list[tuple[Any, int]]:
    """The elements all/3 chooses from: one per distinct solution, with the OR of its derivations."""
    groups: dict[Any, tuple[Any, list[int]]] = {}
    for key, value, deps, _ in derivations:
        groups.setdefault(key, (value, []))[1].append(gp.conj([_literal(gp, d) for d in deps]))
    return [(value, gp.disj(nodes)) for value, nodes in groups.values()]


def sublists(gp: GroundProgram, elements: list[tuple[Any, int]], allow_empty: bool, span: Span | None,
             budget=None, opaque: bool = True, single: bool = False, evidence_true: frozenset | None = None,
             made: int = 0, on_skip=None) -> Iterator[tuple[list, int]]:
    """Every list the collection can be, with its condition (ProbLog's ``_select_sublist``).
    ``opaque``: the conditions are findall/3's, which ProbLog builds in a formula of its own
    and copies without the values evidence propagation fixed (GroundProgram.opaque); all/3
    grounds its goal in the query's formula, where they apply. ``single`` (the program has
    evidence): a condition of one literal is opaque too (an AND of one child), since ProbLog
    looks that literal up in the propagated values only where it is a called predicate's
    answer, not inside a conjunction (`findall(Y, f(X, Y), L), g(X)`).

    ``evidence_true`` (findall/3 while the queries are grounded, see
    inference.evidence_true_choices): the atoms of annotated-disjunction facts that the
    evidence makes true. An element that rests on another outcome of such an atom's group, made
    while this goal was solved (node id from ``made`` on), is in no list: ProbLog grounds the
    queries after propagating the evidence, and its formula makes a choice false when it is
    first added while another choice of its group is evidence-true (constraint.ConstraintAD.add),
    so that it has no list with that element (2^7 lists, not 2^12, for the sum of two dice given
    the first); the lists with it have probability 0 given the evidence. The conditions keep its
    negation, as without this (the node stays in the ground program, as it does in ProbLog's
    formula, where a later call reuses it: GroundProgram.falsified decides such answers);
    ``on_skip`` (a function) is given the set of such proofs."""
    bits: list[int | None] = []
    copied = getattr(elements, "copied", None)
    excluded = _excluded_proofs(gp, copied, evidence_true, made) if evidence_true else ()
    if excluded and on_skip is not None:
        on_skip(excluded)
    x = 0
    for _, node in elements:
        if node in (TRUE, FALSE):
            bits.append(None)
        elif node in excluded:
            bits.append(-1)  # left out of every list (its negation kept in the conditions)
        else:
            bits.append(x)
            x += 1
    capped = budget is not None and budget.max_nodes is not None
    subsets = None  # the subsets taken, as bit masks: None for all 2**x
    if x > MAX_UNCERTAIN or (capped and len(gp.kinds) + (1 << x) > budget.max_nodes):
        # too many subsets to list them all: those that choose two outcomes of one annotated
        # disjunction have probability 0, so the others are enough where they are few (the
        # lists differ from ProbLog's only by lists it gives with probability 0)
        keys = [_choice_keys(gp, node) for (_, node), bit in zip(elements, bits) if bit is not None and bit >= 0]
        lists = _consistent_bound(keys)
        if lists > 1 << MAX_UNCERTAIN or (capped and len(gp.kinds) + lists > budget.max_nodes):
            if capped and lists <= 1 << MAX_UNCERTAIN:
                raise budget.fail("max_ground_nodes", f"findall/3 over {x} uncertain solutions "
                                  f"({lists} possible lists) would pass", span)
            raise LimitError(f"findall/3 collects {x} uncertain solutions: one list per subset of them is "
                             f"2^{x} lists, more than the 2^{MAX_UNCERTAIN} allowed; collect fewer solutions "
                             "or aggregate them inside the goal", span, limit="findall-solutions")
        subsets = _consistent_subsets(keys)
    # the uncertain solutions' nodes distinct (so no literal twice or with its negation): the
    # conditions' conjunctions need no check (GroundProgram.conj_literals)
    uncertain = [abs(node) for (_, node), bit in zip(elements, bits) if bit is not None]
    conj = gp.conj_literals if len(set(uncertain)) == len(uncertain) and 0 not in uncertain else gp.conj
    masks = range((1 << x) - 1, -1, -1) if subsets is None else subsets
    for n in masks:
        values = []
        lits = []
        for (value, node), bit in zip(elements, bits):
            if bit is None:
                if node == TRUE:
                    values.append(value)
            elif bit >= 0 and n >> bit & 1:
                values.append(value)
                lits.append(node)
            else:
                lits.append(-node)
        if not values and not allow_empty:
            continue
        cond = conj(lits)
        if cond != FALSE:
            if opaque and (cond > 0 and gp.kinds[cond] == KIND_AND or single and cond != TRUE):
                # a node of findall's own: the same conjunction made elsewhere (all/3's list,
                # a rule body) is not opaque
                kids = gp.data[cond] if cond > 0 and gp.kinds[cond] == KIND_AND else (cond,)
                own = gp.opaque_index.get(kids)
                if own is None:
                    own = gp.opaque_index[kids] = len(gp.kinds)
                    gp.kinds.append(KIND_AND)
                    gp.data.append(kids)
                    gp.opaque.add(own)
                cond = own
                if copied is not None:
                    gp.list_order.setdefault(cond, copied)
            if budget is not None:
                budget.tick(len(gp.kinds), span)
            yield values, cond


def _choice_keys(gp: GroundProgram, node: int) -> tuple:
    """The outcomes (group, index) of annotated disjunctions that ``node`` holds only in:
    the node itself where it is a choice, a conjunction's choices (through nested ones)."""
    if node < 0:
        return ()
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if n <= TRUE:
            continue
        kind = gp.kinds[n]
        if kind == KIND_CHOICE:
            out.append(gp.data[n])
        elif kind == KIND_AND:
            stack.extend(c for c in gp.data[n] if c > 0)
    return tuple(dict.fromkeys(out))


def _consistent_bound(keys: list[tuple]) -> int:
    """An upper bound on the number of subsets of the elements (``keys``: each one's outcomes)
    that choose at most one outcome of each group: elements that rest on one outcome are
    counted exactly per group (one outcome's elements, in any number, or none); each other
    element doubles the count."""
    by_group: dict[Any, dict[int, int]] = {}
    free = 0
    for ks in keys:
        if len(ks) == 1:
            group, index = ks[0]
            outcomes = by_group.setdefault(group, {})
            outcomes[index] = outcomes.get(index, 0) + 1
        else:
            free += 1
    total = 1 << free
    for outcomes in by_group.values():
        total *= 1 + sum((1 << m) - 1 for m in outcomes.values())
    return total


def _consistent_subsets(keys: list[tuple]) -> Iterator[int]:
    """The subsets (bit i: element i) that choose at most one outcome of each group, in the
    order of all subsets (the largest bit mask first), found depth first from the last
    element, without recursion."""
    chosen: dict[Any, list] = {}  # group -> [its outcome chosen, how many elements chose it]

    def fits(ks) -> bool:
        return all(chosen.get(g, (i,))[0] == i for g, i in ks)

    def take(ks):
        for g, i in ks:
            entry = chosen.get(g)
            if entry is None:
                chosen[g] = [i, 1]
            else:
                entry[1] += 1

    def drop(ks):
        for g, _ in ks:
            entry = chosen[g]
            entry[1] -= 1
            if not entry[1]:
                del chosen[g]

    stack = [[len(keys) - 1, 0, 0]]  # (element, mask so far, 0: new, 1: taken, 2: left out)
    while stack:
        frame = stack[-1]
        b, n, stage = frame
        if b < 0:
            stack.pop()
            yield n
        elif stage == 0 and fits(keys[b]):
            take(keys[b])
            frame[2] = 1
            stack.append([b - 1, n | 1 << b, 0])
        elif stage < 2:
            if stage == 1:
                drop(keys[b])
            frame[2] = 2
            stack.append([b - 1, n, 0])
        else:
            stack.pop()


def _excluded_proofs(gp: GroundProgram, copied: tuple | None, evidence_true: frozenset, made: int) -> set[int]:
    """The proofs (``copied``: in the order ProbLog copies them) that ProbLog's formula makes
    false: those where a choice of an annotated-disjunction fact, made from id ``made`` on, one
    of whose group's other outcomes is in ``evidence_true``, is copied for the first time
    (constraint.ConstraintAD.add makes the new atom false; a later copy reuses the atom as it
    is, so `findall(X-Y, (a(X), b(Y)), L)` with a(2) in the evidence leaves out 1-1 and keeps
    1-2). Empty where a proof is copied twice (which copy comes first is not followed here)."""
    if not copied or len(set(copied)) != len(copied):
        return set()
    seen: set[int] = set()
    out: set[int] = set()
    for proof in copied:
        false = False
        stack = [(proof, True)]
        while stack:
            n, positive = stack.pop()
            a = abs(n)
            if a <= TRUE:
                continue
            kind = gp.kinds[a]
            if kind == KIND_CHOICE:
                if a not in seen:
                    seen.add(a)
                    if positive and n > 0 and a >= made:
                        group, index = gp.data[a]
                        g = gp.groups[group]
                        false = false or not g.from_rule and any(
                            i != index and label in evidence_true for i, label in enumerate(g.labels))
            elif kind == KIND_AND or kind == KIND_OR:  # (copied child by child, in order)
                keep = positive and n > 0 and kind == KIND_AND
                stack.extend((c, keep) for c in reversed(gp.data[a]))
        if false:
            out.add(proof)
    return out


# ---- ProbLog's order, replayed ----------------------------------------------------------------
#
# ProbLog 2.3 grounds a findall's goal into a fresh formula built with keep_all and
# keep_duplicates, and orders the solutions by the newest node of each proof in it. So the
# order is that formula's creation order, which follows ProbLog's engine:
#
# * a call of a defined predicate is evaluated in full (all its clauses) before its answers go
#   on, one answer per distinct result in the order first found, with all its proofs (a
#   completed call is cached: a variant called again replays its answers, building nothing);
# * a fact, a builtin's solution and a probabilistic choice is an atom, built once per
#   identifier (a ground fact: its clause; a fact with variables is a clause with the body
#   ``true``, whose atom all such facts share; a builtin: its instantiated term; a choice: the
#   choice), and a conjunction is a new node per pair of proofs, built when its last conjunct's
#   proof arrives;
# * a probabilistic clause ``P::h :- B`` is ``h :- b(Vars), choice``, where ``b`` is a
#   predicate of its own over all the clause's variables; an annotated disjunction without a
#   body has the body ``true``;
# * a disjunction, like a call, passes its results on once both branches are done, one per
#   distinct binding of the clause's variables;
# * a negation's proof counts as older than any node (ProbLog gives it its negative id); one
#   whose goal has no proof is true and builds no node (nor does a conjunction with it).
#
# A proof's place is the newest atom or conjunction on it; ties keep the order of the answers.
# The replay runs the goal once more in that way, with nesylang's own literals at the leaves.
# Where it cannot follow ProbLog's engine (a call that recurses into itself, if-then-else, a
# goal that calls library(assert)'s or library(record)'s predicates or subquery/N while one of
# them is loaded, a very large goal), the order above (findall_elements) is kept.

REPLAY_STEPS = 200_000
_TRUE_ATOM = ("B", "true")


class NoReplay(Exception):
    """The replay cannot follow ProbLog's engine on this goal."""


def _goal_vars(goal, out: dict) -> dict:
    from ..logic.terms import iter_vars
    from ..program.database import DYNCALL as DYNCALL_KIND

    if goal is None:
        return out
    if goal.term is not None:
        for v in iter_vars(goal.term):
            out.setdefault(v, None)
    if goal.kind == DYNCALL_KIND:
        for a in goal.extra:
            for v in iter_vars(a):
                out.setdefault(v, None)
    for g in goal.goals:
        _goal_vars(g, out)
    return out


class Replay:
    """Replays a findall/3 goal as ProbLog's engine grounds it (see above): each solution's
    proofs as trees of ('A', place, literal), ('C', place, children), ('O', children) and
    ('N', place, literal) nodes."""

    def __init__(self, grounder):
        from ..logic import unify as U
        from ..program import database as D
        from ..program.loader import goal_from_term

        self.U, self.D, self.goal_from_term = U, D, goal_from_term
        self.g = grounder
        self.gp = grounder.gp
        self.trail = grounder.trail
        self.n = 0
        self.atoms: dict = {}
        self.cache: dict = {}
        self.active: set = set()
        self.steps = 0
        self.clause_vars: dict = {}

    def new(self) -> int:
        self.n += 1
        return self.n

    def atom(self, ident) -> int:
        idx = self.atoms.get(ident)
        if idx is None:
            idx = self.atoms[ident] = self.new()
        return idx

    def _key(self, t):
        return t if t._ground else self.U.variant_key(t)

    def _stored(self, t):
        return t if t._ground else self.U.copy_term(t)

    def _lit(self, deps) -> int:
        return self.gp.conj(deps) if deps else TRUE

    # -- goals --
    def solve(self, goal, env, cvars):
        self.steps += 1
        if self.steps > REPLAY_STEPS:
            raise NoReplay
        D, U = self.D, self.U
        k = goal.kind
        trail = self.trail
        if k == D.CONJ:
            yield from self._conj(goal.goals, 0, env, cvars)
        elif k == D.CALL:
            yield from self.call(U.instantiate(goal.term, env) if env is not None else goal.term, goal.span)
        elif k == D.BUILTIN:
            mark = len(trail)
            for deps in self.g.solve(goal, env, ()):
                term = U.resolve(U.instantiate(goal.term, env) if env is not None else goal.term)
                yield ("A", self.atom(("B", self._key(term))), self._lit(deps))
            U.undo(trail, mark)
        elif k == D.FINDALL:
            yield from self._findall(goal, env)
        elif k == D.CHOICE:
            mark = len(trail)
            for deps in self.g.solve(goal, env, ()):
                yield ("A", self.atom(("CH", deps[-1])), deps[-1])
            U.undo(trail, mark)
        elif k == D.TRUE:
            yield ("A", self.atom(_TRUE_ATOM), TRUE)
        elif k == D.FAIL:
            return
        elif k == D.NOT:
            mark = len(trail)
            try:  # ProbLog grounds the negated goal into the same formula
                for _ in self.solve(goal.goals[0], env, cvars):
                    pass
            finally:
                U.undo(trail, mark)
            for deps in self.g.solve(goal, env, ()):  # no proof of the goal: true, no node
                yield ("N", -self.new(), _literal(self.gp, deps[-1])) if deps else ("T",)
            U.undo(trail, mark)
        elif k == D.DISJ:
            yield from self._grouped(lambda: (t for g in goal.goals for t in self._undone(self.solve(g, env, cvars))),
                                     env, cvars)
        elif k == D.DYNCALL:
            yield from self._dyncall(goal, env)
        else:  # if-then-else: ProbLog 2.3 has none
            raise NoReplay

    def _findall(self, goal, env):
        """A findall/3 (all/3) inside the goal: ProbLog's builtin passes each list's condition
        on as its node: true builds nothing, a single literal is that atom, else a new
        conjunction; the elements' atoms are copied in first (their places)."""
        U = self.U
        trail = self.trail
        term = U.instantiate(goal.term, env) if env is not None else goal.term
        res = term.args[2]
        mark = len(trail)
        outs = []
        for deps in self.g.solve(goal, env, ()):
            outs.append((U.copy_term(U.resolve(res)), self._lit(deps)))
        U.undo(trail, mark)
        gp = self.gp
        lits = set()
        for _, c in outs:
            for x in ((c,) if c == TRUE or c == FALSE or gp.kinds[abs(c)] != KIND_AND else gp.data[abs(c)]):
                if x not in (TRUE, FALSE) and gp.kinds[abs(x)] == KIND_CHOICE:
                    lits.add(abs(x))
        for x in sorted(lits):
            self.atom(("CH", x))
        for val, c in outs:
            if U.unify(res, U.copy_term(val), trail):
                if c == TRUE:
                    yield ("T",)
                elif c != FALSE and gp.kinds[abs(c)] == KIND_CHOICE:
                    yield ("A", self.atom(("CH", c)), c) if c > 0 else ("N", -self.atom(("CH", -c)), c)
                else:
                    yield ("A", self.new(), c)
            U.undo(trail, mark)

    def _undone(self, it):
        mark = len(self.trail)
        yield from it
        self.U.undo(self.trail, mark)

    def _conj(self, goals, i, env, cvars):
        if i == len(goals) - 1:
            yield from self.solve(goals[i], env, cvars)
            return
        for left in self.solve(goals[i], env, cvars):
            for right in self._conj(goals, i + 1, env, cvars):
                # a true conjunct (a findall's certain list) adds no node
                yield right if left[0] == "T" else left if right[0] == "T" else ("C", self.new(), (left, right))

    def _by_value(self, trees, term) -> dict:
        """The proof trees, grouped by the value ``term`` has when each arrives, in the order
        first found: key -> (the value, kept, its trees)."""
        groups: dict = {}
        for tree in trees:
            value = self.U.resolve(term)
            key = self._key(value)
            entry = groups.get(key)
            if entry is None:
                entry = groups[key] = (self._stored(value), [])
            entry[1].append(tree)
        return groups

    def _grouped(self, results, env, cvars):
        """The results, one per distinct binding of ``cvars``, after all of them are found."""
        U = self.U
        ctx = _struct("$", tuple(cvars))
        if env is not None:
            ctx = U.instantiate(ctx, env)
        groups = self._by_value(results(), ctx)
        trail = self.trail
        mark = len(trail)
        for val, trees in list(groups.values()):
            if U.unify(ctx, self._stored(val), trail):
                yield _or(trees)
            U.undo(trail, mark)

    def _dyncall(self, goal, env):
        from ..logic.terms import Struct, Var, iter_vars

        U = self.U
        term = U.deref(U.instantiate(goal.term, env) if env is not None else goal.term)
        extra = tuple(U.instantiate(a, env) if env is not None else a for a in goal.extra)
        if type(term) is Var or (extra and type(term) is not Struct) \
                or (type(term) is Struct and term.functor in (">>", "/") and len(term.args) == 2):
            raise NoReplay  # an error, or a yall lambda (ProbLog 2.3 has none)
        if extra:
            term = Struct(term.functor, term.args + extra)
        sub = self.goal_from_term(term, goal.span)
        yield from self.solve(sub, None, tuple(dict.fromkeys(iter_vars(term))))

    def call(self, term, span):
        from ..logic.terms import Struct

        U = self.U
        term = U.deref(term)
        if type(term) is not Struct:
            raise NoReplay
        trail = self.trail
        db = self.g.db
        clauses = db.clauses.get((term.functor, len(term.args)))
        if clauses is None:  # a predicate the grounder answers itself (subquery/2, ...)
            if self.g.replaying and term.functor == "subquery":
                raise NoReplay  # (it may change the database library(assert) lets it change)
            mark = len(trail)
            for deps in self.g._call(term, span, ()):
                yield ("A", self.atom(("B", self._key(U.resolve(term)))), self._lit(deps))
            U.undo(trail, mark)
            return
        val = U.resolve(term)
        key = self._key(val)
        results = self.cache.get(key)
        if results is None:
            if key in self.active:
                raise NoReplay  # ProbLog's cycle handling is not replayed
            self.active.add(key)

            def solutions():
                found = db.candidates(val, clauses)
                if self.g.index_log is not None:  # (ProbLog's index as library(assert) changed it)
                    found = self.g.index_log.find(val, found)
                for clause in found:
                    env: dict = {}
                    mark = len(trail)
                    if (U.unify(clause.head, term, trail) if clause.head._ground
                            else U.unify_template(clause.head, term, env, trail)):
                        yield from self._clause(clause, env)
                    U.undo(trail, mark)

            groups = self._by_value(solutions(), term)
            self.active.discard(key)
            results = self.cache[key] = [(a, _or(ts)) for a, ts in groups.values()]
            if not val._ground and self.g.uniform_answers is not None and all(a._ground for a, _ in results):
                # ProbLog's cache of ground answers (see grounding/uniform.py): a later ground
                # call in this goal is answered from them, which matters for sample_uniform1/3
                for a, t in results:
                    self.cache[a] = [(a, t)]
        mark = len(trail)
        for ans, tree in results:
            if U.unify(term, self._stored(ans), trail):
                yield tree
            U.undo(trail, mark)

    def _vars_of(self, clause) -> tuple:
        out = self.clause_vars.get(id(clause))
        if out is None:
            from ..logic.terms import iter_vars

            seen: dict = dict.fromkeys(iter_vars(clause.head))
            body = clause.body
            if body is not None and body.kind == self.D.CHOICE:
                body = None
            if body is not None and body.kind == self.D.CONJ and len(body.goals) == 2 \
                    and body.goals[1].kind == self.D.CHOICE:
                for h in body.goals[1].extra[0].heads:
                    seen.update(dict.fromkeys(iter_vars(h)))
            _goal_vars(body, seen)
            out = self.clause_vars[id(clause)] = (tuple(seen), clause)
        return out[0]

    def _clause(self, clause, env):
        D, U = self.D, self.U
        body = clause.body
        if body is None:  # a fact; one with variables is ProbLog's clause with the body true
            yield ("A", self.atom(("F", clause.clause_id) if clause.head._ground else _TRUE_ATOM), TRUE)
            return
        trail = self.trail
        if body.kind == D.CHOICE:
            spec = body.extra[0]
            fact = len(spec.heads) == 1 and clause.head._ground and spec.neural is None
            mark = len(trail)
            for deps in self.g.solve(body, env, ()):
                lit = deps[-1]
                if fact:  # a probabilistic fact: an atom of its own
                    yield ("A", self.atom(("CH", lit)), lit)
                else:  # an annotated disjunction: its body true, then the choice
                    t = self.atom(_TRUE_ATOM)
                    c = self.atom(("CH", lit))
                    yield ("C", self.new(), (("A", t, TRUE), ("A", c, lit)))
            U.undo(trail, mark)
            return
        cvars = self._vars_of(clause)
        if body.kind == D.CONJ and len(body.goals) == 2 and body.goals[1].kind == D.CHOICE:
            # P::h :- B is h :- b(Vars), choice: the body is a predicate of its own (cached)
            inner, choice = body.goals
            ctx = U.instantiate(_struct("$", cvars), env)
            val = U.resolve(ctx)
            key = ("$body", clause.clause_id, self._key(val))
            results = self.cache.get(key)
            if results is None:
                results = self.cache[key] = [(self._stored(U.resolve(ctx)), t) for t in
                                             self._grouped(lambda: self.solve(inner, env, cvars), env, cvars)]
            mark = len(trail)
            for ans, tree in results:
                if U.unify(ctx, self._stored(ans), trail):
                    for deps in self.g.solve(choice, env, ()):
                        lit = deps[-1]
                        c = self.atom(("CH", lit))
                        yield ("C", self.new(), (tree, ("A", c, lit)))
                U.undo(trail, mark)
            return
        yield from self.solve(body, env, cvars)


def _or(trees):
    """ProbLog's OR of a result's proofs: one proof is itself; a true one makes it true."""
    if len(trees) == 1:
        return trees[0]
    if any(t[0] == "T" for t in trees):
        return ("T",)
    return ("O", tuple(trees))


def _struct(functor, args):
    from ..logic.terms import Struct

    return Struct(functor, args)


def _tree_branches(tree, count: list[int], span) -> Iterator[tuple[float, list[int]]]:
    """ProbLog's ``enumerate_branches`` on a replayed proof tree."""
    kind = tree[0]
    if kind == "T":
        yield 0, [TRUE]
    elif kind == "A" or kind == "N":
        yield tree[1], [tree[2]]
    elif kind == "O":
        for t in tree[1]:
            yield from _tree_branches(t, count, span)
    else:
        yield from _conjoined(tree[1], tree[2], lambda child: _tree_branches(child, count, span), count, span)


def replayed_elements(grounder, pair, sub_goal, derivations, span) -> list[tuple[Any, int]] | None:
    """The elements findall/3 chooses from, in ProbLog's order and number (see above), or None
    where the replay cannot follow ProbLog's engine. ``pair`` is ``'$'(Template, Goal)``."""
    import contextlib
    import io

    from ..logic.terms import iter_vars
    from ..logic.unify import resolve, undo, variant_key
    from . import assertion, record

    db = grounder.db
    # with library(assert) or library(record) loaded, a goal that calls one of their predicates
    # is not replayed (the replay would change the database or the records again): the call
    # raises, as in Grounder._problog_names, and the order found is the fallback
    guarded = assertion.LIBRARY in db.libraries or record.LIBRARY in db.libraries
    replay = Replay(grounder)
    trail = grounder.trail
    mark = len(trail)
    groups: dict = {}
    cvars = tuple(dict.fromkeys(iter_vars(pair)))
    keep = grounder.keep_certain
    grounder.keep_certain = -1
    replaying = grounder.replaying
    if guarded:
        grounder.replaying = True
    sink = io.StringIO()  # the goal's output (write/1) was printed when it was solved
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            for tree in replay.solve(sub_goal, None, cvars):
                value = resolve(pair)
                key = value if value._ground else variant_key(value)
                groups.setdefault(key, (value.args[0], []))[1].append(tree)
    except (NoReplay, RecursionError):
        return None
    except Exception:  # noqa: BLE001 - the order found by findall_elements is the fallback
        return None
    finally:
        undo(trail, mark)
        grounder.keep_certain = keep
        grounder.replaying = replaying
    if set(groups) != {d[0] for d in derivations}:
        return None
    count = [0]
    found = []
    for value, trees in groups.values():
        for tree in trees:
            for mx, lits in _tree_branches(tree, count, span):
                found.append((mx, value, lits))
    gp = grounder.gp
    nodes = [_copied_conj(gp, lits) for _, _, lits in found]
    copied = tuple(nodes)
    order = sorted(range(len(found)), key=lambda i: found[i][0])  # stable
    return Elements([(found[i][1], nodes[i]) for i in order], copied)


def _copied_conj(gp: GroundProgram, lits: list[int]) -> int:
    """A proof's node as ProbLog's ``copy_node`` makes it in the query's formula: an AND is
    one node per sequence of conjuncts (in order, duplicates dropped), so ``(a, b)`` and
    ``(b, a)`` are two nodes there (a list that needs one and excludes the other is listed,
    with probability 0, not false on its face); this program's AND nodes are sets."""
    node = gp.conj(lits)
    if node <= TRUE or gp.kinds[node] != KIND_AND:
        return node
    order = tuple(dict.fromkeys(x for x in lits if x != TRUE))
    owner = gp.and_order.setdefault(node, order)
    if owner == order:
        return node
    other = gp.ordered_ands.get(order)
    if other is None:
        other = gp.ordered_ands[order] = len(gp.kinds)
        gp.kinds.append(KIND_AND)
        gp.data.append(gp.data[node])
    return other
