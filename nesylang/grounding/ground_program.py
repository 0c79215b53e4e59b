"""Stage 3's output: the ground program, a small AND/OR graph with integer node ids.

* Node ``1`` is TRUE; a negative id is the negation of a node (so ``-1`` is FALSE).
* A CHOICE node is a leaf: outcome ``index`` of a :class:`ChoiceGroup` (a probabilistic fact,
  one grounding of an annotated disjunction, or a neural annotated disjunction).
* AND nodes are hash-consed (the same conjunction is one node); OR nodes are the atoms the
  grounder derived, with one child per derivation. ORs may form cycles (recursion); the
  compiler gives them least-model semantics.

Weights are references, not numbers: a float, a learnable parameter key, or a neural output,
so one ground program serves every parameter setting.
"""
from __future__ import annotations

from dataclasses import field
from operator import neg
from typing import Any, Iterator

from ..logic.terms import Struct, Term, term_str
from ..source import Span
from ..util.records import FACTORY, record, set_field as _set

TRUE = 1
FALSE = -1
KIND_TRUE, KIND_CHOICE, KIND_AND, KIND_OR = 0, 1, 2, 3


@record(frozen=True)
class ParamRef:
    """A learnable probability ``t(...)``: the program's parameter table entry ``key``."""

    key: Any

    def __init__(self, key: Any) -> None:
        _set(self, "key", key)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.key,) == (other.key,)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.key,))


@record(frozen=True)
class NeuralRef:
    """Output ``index`` of network ``net`` on ``inputs`` (index None: a neural fact)."""

    net: str
    inputs: Term
    index: int | None

    def __init__(self, net: str, inputs: Term, index: int | None) -> None:
        _set(self, "net", net)
        _set(self, "inputs", inputs)
        _set(self, "index", index)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.net, self.inputs, self.index) == (other.net, other.inputs, other.index)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.net, self.inputs, self.index))


Weight = Any  # float | ParamRef | NeuralRef


@record
class ChoiceGroup:
    """An independent categorical random variable: outcome i has weight ``weights[i]``.

    With one outcome it is a Boolean fact. ``complete`` says the weights sum to one (no
    "none of them" outcome), as for neural annotated disjunctions.
    """

    key: Any
    weights: tuple[Weight, ...]
    labels: tuple[Term, ...]
    span: Span | None = None
    complete: bool = False
    from_rule: bool = False  # a probabilistic rule's choice (its label is the rule's head)

    def __init__(self,
                 key: Any,
                 weights: tuple[Weight, ...],
                 labels: tuple[Term, ...],
                 span: Span | None = None,
                 complete: bool = False,
                 from_rule: bool = False) -> None:
        self.key = key
        self.weights = weights
        self.labels = labels
        self.span = span
        self.complete = complete
        self.from_rule = from_rule

    def label(self, outcome: int) -> str:
        """How explanations name an outcome: its atom, and for a rule's choice the rule's line."""
        text = term_str(self.labels[outcome])
        if self.from_rule and self.span is not None:
            text += f"@{self.span.line}"
        return text


def _derivable(inner: list[int], kids, is_or, leaf) -> set[int]:
    """The nodes of ``inner`` (AND/OR nodes) that have a derivation: the least fixpoint in
    which an OR needs one derivable child and an AND all of its children, where a child in
    ``inner`` counts as derivable once found and any other child ``c`` as ``leaf(c)`` says.
    ``kids(m)``: m's children; ``is_or(m)``: whether m is an OR. The same fixpoint as
    :func:`_derivable_nodes`, for children and leaves given as functions."""
    members = set(inner)
    data = {m: kids(m) for m in inner}
    kinds = {m: KIND_OR if is_or(m) else KIND_AND for m in inner}
    leaves = {c: bool(leaf(c)) for m in inner for c in data[m] if c not in members}
    return _derivable_nodes(inner, data, kinds, leaves)


def _derivable_nodes(inner: list[int], data, kinds, leaf: dict) -> set[int]:
    """:func:`_derivable` with ``data[m]`` m's children, ``kinds[m] == KIND_OR`` for an OR and
    ``leaf[c]`` (a bool) for a child outside ``inner``, the program's own arrays where they serve
    (no function call per node and child: GroundProgram.falsified's unfounded walks many nodes,
    once per cycle it judges). A work list: need[m] counts the inner children an AND still
    waits for (an OR waits for one); an impossible leaf rules an AND out, a possible one makes
    an OR derivable at once."""
    members = set(inner)
    parents: dict[int, list[int]] = {}
    need: dict[int, int] = {}
    ready: list[int] = []
    for m in inner:
        disjunction = kinds[m] == KIND_OR
        waits = 0
        blocked = False
        for c in data[m]:
            if c in members:
                at = parents.get(c)
                if at is None:
                    parents[c] = [m]
                else:
                    at.append(m)
                waits += 1
            elif leaf[c] == disjunction:  # a possible disjunct, or an impossible conjunct
                blocked = not disjunction
                waits = -1 if disjunction else waits
                break
        if blocked or (disjunction and waits == 0):  # (an OR of impossible leaves only)
            continue
        n = (0 if waits < 0 else 1) if disjunction else waits
        need[m] = n
        if n == 0:
            ready.append(m)
    possible: set[int] = set()
    while ready:
        m = ready.pop()
        if m in possible:
            continue
        possible.add(m)
        for q in parents.get(m, ()):
            if q in need and q not in possible:
                need[q] -= 1
                if need[q] == 0:
                    ready.append(q)
    return possible


@record
class GroundProgram:
    """The AND/OR graph, its choice groups, and the queries and evidence it was built for."""

    kinds: list[int] = field(default_factory=lambda: [KIND_TRUE, KIND_TRUE])
    data: list[Any] = field(default_factory=lambda: [None, None])
    groups: list[ChoiceGroup] = field(default_factory=list)
    group_index: dict[Any, int] = field(default_factory=dict)
    choice_nodes: dict[tuple[int, int], int] = field(default_factory=dict)
    and_index: dict[tuple[int, ...], int] = field(default_factory=dict)
    # an AND node -> its conjuncts in the order of the derivation that made it, where that is
    # not their sorted order: ProbLog nests a body's conjunctions in that order (see contradictory);
    # for findall/3's copied proofs, the order of conjuncts that owns the node (findall._copied_conj)
    and_order: dict[int, tuple[int, ...]] = field(default_factory=dict)
    or_sets: dict[int, set[int]] = field(default_factory=dict)
    names: dict[int, Struct] = field(default_factory=dict)
    queries: list[tuple[Struct, int]] = field(default_factory=list)
    evidence: list[tuple[Struct, int, bool, Span | None]] = field(default_factory=list)
    # the conditions of findall/3's lists: ProbLog's grounder builds them without substituting
    # what evidence propagation fixed, so :meth:`falsified` does not look into them (but for
    # an annotated disjunction's outcome that the evidence excludes: see falsified)
    opaque: set[int] = field(default_factory=set)
    opaque_index: dict[tuple, int] = field(default_factory=dict)  # their nodes, by conjuncts
    # an open query's answer node -> the size of the program when its query's grounding began
    # (the first query that has it): :meth:`falsified` tells the choices that query made
    query_start: dict[int, int] = field(default_factory=dict)
    # a choice node -> the table (by id) being evaluated when it was made; a table -> the one
    # whose evaluation called it first (that chain derives the choice from its first making);
    # a query's start -> the tables made before it that its grounding reused (ProbLog's cached
    # calls keep the values they had)
    choice_origin: dict[int, int] = field(default_factory=dict)
    table_caller: dict[int, int] = field(default_factory=dict)
    query_hits: dict[int, set] = field(default_factory=dict)
    # a query's start -> the ground calls (atoms) its grounding made or reused: ProbLog grounds
    # the evidence first, caches each ground evidence call, and puts the evidence's value in
    # where a later (non-root) call of that atom hits the cache, even where the atom is on a
    # cycle (whose inner atoms are not cached, so they come out as new nodes: see falsified)
    query_calls: dict[int, set] = field(default_factory=dict)
    # an open evidence goal's answer node -> the goal's variant key: ProbLog caches that call
    # too, so a query calling the same variant gets the evidence's nodes (see falsified)
    evidence_calls: dict[int, Any] = field(default_factory=dict)
    # the call graph of the tables (by id), the tables the evidence's grounding called at its top
    # level, and each answer's OR node -> its table: the tables the evidence's grounding reaches
    # are the calls ProbLog grounds (and caches) before evidence propagation, so their answers
    # keep their nodes there, fixed only where propagation fixed them (see falsified)
    call_edges: dict[int, set] = field(default_factory=dict)
    evidence_roots: set[int] = field(default_factory=set)
    answer_table: dict[int, int] = field(default_factory=dict)
    # ProbLog stops a conjunction at its first false literal, so a call after an annotated
    # disjunction's outcome that the evidence excludes is never made there: a table (by id) ->
    # the calls it makes, (the derivation's nodes before the call, the called table); a
    # query's start -> its top-level calls, the same way; a choice node -> where it is reached
    # (its table or None, the nodes before it, the query's start): see falsified's live_made
    call_out: dict[int, list] = field(default_factory=dict)
    # a table (by id) -> (its call if ground, else None; the start of the query that made it,
    # None where none did: the evidence's, or one made in a findall/3 goal, which ProbLog grounds
    # in a formula and cache of its own, so that a later query's call makes it afresh)
    table_info: dict[int, tuple] = field(default_factory=dict)
    # the tables the evidence's grounding called, in order (see _cache_aliases); its hits of a
    # complete table, (the time, the table), and each table it completed -> the time (a count
    # of these events)
    evidence_seq: list = field(default_factory=list)
    evidence_hits: list = field(default_factory=list)
    evidence_done: dict = field(default_factory=dict)
    call_roots: dict[int, list] = field(default_factory=dict)
    choice_reach: dict[int, list] = field(default_factory=dict)
    # a probabilistic rule's derivation (a flat AND of its body's nodes and the rule's choice)
    # -> (the body's AND, the choice): ProbLog's node for it is AND(body, choice), its body a
    # node of its own (the clause's body_N atom), which evidence propagation can fix where
    # another derivation shares it (see falsified)
    rule_and: dict[int, tuple[int, int]] = field(default_factory=dict)
    # the choices first made while a findall/3 goal was solved (ProbLog grounds that goal in a
    # formula of its own and copies only its solutions' proofs into the query's)
    findall_made: set[int] = field(default_factory=set)
    # an opaque findall list's condition -> its elements' proof nodes in the order ProbLog
    # copies them (the first copy of an atom is the one the evidence can make false)
    list_order: dict[int, tuple] = field(default_factory=dict)
    # findall/3's copied proofs: the AND nodes made for other orders of the same conjuncts (the
    # order that owns one is in and_order; see findall._copied_conj)
    ordered_ands: dict[tuple, int] = field(default_factory=dict)
    # a neural choice was grounded on its network's k most probable outputs only (DeepProbLog's
    # Network(k=K)): the graph depends on the networks' weights, so it is not cached
    network_dependent: bool = False
    # the tables (by id) that were on a cycle of calls (a call of a variant being evaluated, and
    # the calls between): ProbLog's grounder holds each answer of such a call in a modifiable OR
    # node of its own (eval_nodes: add_or((node,), readonly=False)), which is not its one
    # derivation's node, so evidence propagation does not fix it from that derivation (a
    # program with evidence only; see _mutable_or)
    cycle_tables: set = field(default_factory=set)
    # the bodies (rule_and's) of probabilistic rules whose heads have no variables: ProbLog's
    # body_N call of such a rule has one cache key whichever call of a head made it (its
    # arguments are the rule's variables, all unbound then), so a query's derivation gets the
    # node the evidence's grounding made for it, fixed only where propagation fixed it (see
    # falsified)
    static_bodies: set = field(default_factory=set)
    # (evidence count, :meth:`propagate` of that evidence): see :meth:`evidence_fixed`
    _evidence_fixed: tuple | None = field(default=None, repr=False, compare=False)
    # an answer term's id -> (the term, its printed name): printed once, where the queries'
    # answers are merged by name (inference._one_node_per_name), and read back for the answers
    printed: dict = field(default_factory=dict, repr=False, compare=False)

    def __init__(self,
                 kinds: list[int] = FACTORY,
                 data: list[Any] = FACTORY,
                 groups: list[ChoiceGroup] = FACTORY,
                 group_index: dict[Any, int] = FACTORY,
                 choice_nodes: dict[tuple[int, int], int] = FACTORY,
                 and_index: dict[tuple[int, ...], int] = FACTORY,
                 and_order: dict[int, tuple[int, ...]] = FACTORY,
                 or_sets: dict[int, set[int]] = FACTORY,
                 names: dict[int, Struct] = FACTORY,
                 queries: list[tuple[Struct, int]] = FACTORY,
                 evidence: list[tuple[Struct, int, bool, Span | None]] = FACTORY,
                 opaque: set[int] = FACTORY,
                 opaque_index: dict[tuple, int] = FACTORY,
                 query_start: dict[int, int] = FACTORY,
                 choice_origin: dict[int, int] = FACTORY,
                 table_caller: dict[int, int] = FACTORY,
                 query_hits: dict[int, set] = FACTORY,
                 query_calls: dict[int, set] = FACTORY,
                 evidence_calls: dict[int, Any] = FACTORY,
                 call_edges: dict[int, set] = FACTORY,
                 evidence_roots: set[int] = FACTORY,
                 answer_table: dict[int, int] = FACTORY,
                 call_out: dict[int, list] = FACTORY,
                 table_info: dict[int, tuple] = FACTORY,
                 evidence_seq: list = FACTORY,
                 evidence_hits: list = FACTORY,
                 evidence_done: dict = FACTORY,
                 call_roots: dict[int, list] = FACTORY,
                 choice_reach: dict[int, list] = FACTORY,
                 rule_and: dict[int, tuple[int, int]] = FACTORY,
                 findall_made: set[int] = FACTORY,
                 list_order: dict[int, tuple] = FACTORY,
                 ordered_ands: dict[tuple, int] = FACTORY,
                 network_dependent: bool = False,
                 cycle_tables: set = FACTORY,
                 static_bodies: set = FACTORY,
                 _evidence_fixed: tuple | None = None,
                 printed: dict = FACTORY) -> None:
        self.kinds = [KIND_TRUE, KIND_TRUE] if kinds is FACTORY else kinds
        self.data = [None, None] if data is FACTORY else data
        self.groups = [] if groups is FACTORY else groups
        self.group_index = {} if group_index is FACTORY else group_index
        self.choice_nodes = {} if choice_nodes is FACTORY else choice_nodes
        self.and_index = {} if and_index is FACTORY else and_index
        self.and_order = {} if and_order is FACTORY else and_order
        self.or_sets = {} if or_sets is FACTORY else or_sets
        self.names = {} if names is FACTORY else names
        self.queries = [] if queries is FACTORY else queries
        self.evidence = [] if evidence is FACTORY else evidence
        self.opaque = set() if opaque is FACTORY else opaque
        self.opaque_index = {} if opaque_index is FACTORY else opaque_index
        self.query_start = {} if query_start is FACTORY else query_start
        self.choice_origin = {} if choice_origin is FACTORY else choice_origin
        self.table_caller = {} if table_caller is FACTORY else table_caller
        self.query_hits = {} if query_hits is FACTORY else query_hits
        self.query_calls = {} if query_calls is FACTORY else query_calls
        self.evidence_calls = {} if evidence_calls is FACTORY else evidence_calls
        self.call_edges = {} if call_edges is FACTORY else call_edges
        self.evidence_roots = set() if evidence_roots is FACTORY else evidence_roots
        self.answer_table = {} if answer_table is FACTORY else answer_table
        self.call_out = {} if call_out is FACTORY else call_out
        self.table_info = {} if table_info is FACTORY else table_info
        self.evidence_seq = [] if evidence_seq is FACTORY else evidence_seq
        self.evidence_hits = [] if evidence_hits is FACTORY else evidence_hits
        self.evidence_done = {} if evidence_done is FACTORY else evidence_done
        self.call_roots = {} if call_roots is FACTORY else call_roots
        self.choice_reach = {} if choice_reach is FACTORY else choice_reach
        self.rule_and = {} if rule_and is FACTORY else rule_and
        self.findall_made = set() if findall_made is FACTORY else findall_made
        self.list_order = {} if list_order is FACTORY else list_order
        self.ordered_ands = {} if ordered_ands is FACTORY else ordered_ands
        self.network_dependent = network_dependent
        self.cycle_tables = set() if cycle_tables is FACTORY else cycle_tables
        self.static_bodies = set() if static_bodies is FACTORY else static_bodies
        self._evidence_fixed = _evidence_fixed
        self.printed = {} if printed is FACTORY else printed

    def __len__(self) -> int:
        return len(self.kinds) - 1

    # ---- construction
    def add_group(self, key: Any, weights: tuple, labels: tuple, span: Span | None, complete: bool,
                  from_rule: bool = False) -> int:
        gid = self.group_index.get(key)
        if gid is None:
            gid = self.group_index[key] = len(self.groups)
            self.groups.append(ChoiceGroup(key, weights, labels, span, complete, from_rule))
        return gid

    def choice(self, group: int, index: int) -> int:
        node = self.choice_nodes.get((group, index))
        if node is None:
            node = len(self.kinds)
            self.kinds.append(KIND_CHOICE)
            self.data.append((group, index))
            self.choice_nodes[(group, index)] = node
        return node

    def conj(self, children) -> int:
        """The AND of node ids (hash-consed; TRUE and duplicates dropped)."""
        if type(children) is tuple and len(children) == 2:  # the common case, without the sets
            a, b = children
            if a == TRUE or a == b:
                return b
            if b == TRUE:
                return a
            if a == FALSE or b == FALSE or a == -b:
                return FALSE
            key = (a, b) if a < b else (b, a)
            node = self.and_index.get(key)
            if node is None:
                node = len(self.kinds)
                self.kinds.append(KIND_AND)
                self.data.append(key)
                self.and_index[key] = node
                if a > b:
                    self.and_order[node] = children
            return node
        kids = set(children)  # (in C: a findall/3 list's condition has a literal per solution)
        kids.discard(TRUE)
        if FALSE in kids:
            return FALSE
        if 0 in kids:  # (no node: as the loop of old, where a second 0 met the first's "negation")
            kids = set()
            for c in children:
                if c == TRUE:
                    continue
                if c == FALSE or -c in kids:
                    return FALSE
                kids.add(c)
        elif not kids.isdisjoint(map(neg, kids)):  # a literal and its negation
            return FALSE
        if not kids:
            return TRUE
        if len(kids) == 1:
            return next(iter(kids))
        key = tuple(sorted(kids))
        node = self.and_index.get(key)
        if node is None:
            node = len(self.kinds)
            self.kinds.append(KIND_AND)
            self.data.append(key)
            self.and_index[key] = node
            first = dict.fromkeys(children)  # (the order met, without TRUE)
            first.pop(TRUE, None)
            order = tuple(first)
            if order != key:
                self.and_order[node] = order
        return node

    def conj_literals(self, lits: list[int]) -> int:
        """:meth:`conj` of literals known to be distinct, with no two opposite and none TRUE,
        FALSE or 0 (a findall/3 list's condition: each solution's node or its negation, the
        nodes distinct): the same node, without looking for what cannot be there."""
        if len(lits) < 2:
            return lits[0] if lits else TRUE
        key = tuple(sorted(lits))
        node = self.and_index.get(key)
        if node is None:
            node = len(self.kinds)
            self.kinds.append(KIND_AND)
            self.data.append(key)
            self.and_index[key] = node
            order = tuple(lits)
            if order != key:
                self.and_order[node] = order
        return node

    def contradictory(self, node: int, limit: int = 512) -> bool:
        """Whether ``node`` is false on its face, as ProbLog's compaction finds it: an OR node
        with a single derivation is that derivation (ProbLog builds a derived atom with one
        proof as the proof itself), and a conjunction is false when two of its conjuncts are
        opposite literals after that, or one of them is false on its face (an OR node when all
        of its derivations are). Looks at ``limit`` nodes at most (beyond that: False).

        >>> gp = GroundProgram(); b = gp.choice(gp.add_group("b", (0.5,), (Struct("b"),), None, False), 0)
        >>> o = gp.new_or(); _ = gp.add_disjunct(o, b)
        >>> gp.contradictory(gp.conj([o, -b])), gp.contradictory(gp.conj([o, b]))
        (True, False)
        """
        budget = [limit]
        memo: dict[int, bool] = {}
        same: dict[tuple, int] = {}  # an OR's derivations -> the first such OR met
        orders = getattr(self, "and_order", None) or {}  # (absent from an older pickle)
        kinds, data, names, or_sets = self.kinds, self.data, self.names, self.or_sets
        opaque = self.opaque

        def collapse(n: int) -> int:
            while budget[0] > 0:
                a = n if n > 0 else -n
                k = kinds[a]
                if a > TRUE and k == KIND_AND and len(data[a]) == 1:
                    (child,) = data[a]  # findall/3's condition of one literal (sublists)
                    n = child if n > 0 else -child
                    continue
                if k != KIND_OR or a <= TRUE:
                    break
                # one atom's answers in two tables are one node to ProbLog: its cache gives a
                # ground call the answer an earlier open call found, and it reuses an OR node
                # of the same derivations
                name = names.get(a)
                key = name if isinstance(name, Struct) and name._ground else tuple(data[a])
                a = same.setdefault(key, a)
                n = a if n > 0 else -a
                kids = or_sets[a]
                if len(kids) != 1:
                    break
                (child,) = kids
                n = child if n > 0 else -child
                budget[0] -= 1
            return n

        def opposite(n: int) -> bool:
            """Whether the AND ``n`` has a literal and its negation side by side in ProbLog's
            formula: a body's conjunction (c1, c2, ..., cn) is AND(c1, AND(c2, ... AND(cn-1,
            cn))) there (engine EvalAnd), a probabilistic rule's derivation AND(body, choice),
            and add_and finds opposites (or duplicates) among one node's children only."""
            order = orders.get(n)
            if order is None:
                order = data[n]
            kids = [collapse(c) for c in order]
            if n in opaque:
                # a findall/3 list's condition: ProbLog's _select_sublist makes it with one
                # add_and of all its literals, which finds opposites among all of them (with
                # evidence, a solution's condition of one literal is a node of its own here,
                # which collapse looks through)
                flat = set(kids)
                return any(-c in flat for c in flat)
            last = abs(kids[-1])
            if kinds[last] == KIND_CHOICE and kids[-1] > 0 and len(kids) > 2 \
                    and self.groups[data[last][0]].from_rule:
                kids.pop()  # the rule's own choice: AND(body, choice)
            tail = kids[-1]  # the single literal the conjuncts after position k come to
            for c in reversed(kids[:-1]):
                if tail is None:
                    return False
                if c == -tail:
                    return True
                if c != tail:
                    tail = None
            return False

        progress: set[int] = set()
        cycle = [False]  # whether the node being judged met one in progress

        def false(n: int) -> bool:
            return judged(collapse(n))

        def judged(n: int) -> bool:
            """false() of a node collapse() has returned (collapse is idempotent: on its own
            result it returns it, and takes no budget)."""
            if n == FALSE:
                return True
            if n < 0 or n in memo:
                if n in progress:
                    cycle[0] = True
                return memo.get(n, False)
            memo[n] = False  # in progress: a cycle is not false on its face...
            budget[0] -= 1
            if budget[0] <= 0:
                return False
            progress.add(n)
            kind = kinds[n]
            if kind == KIND_AND:
                kids = [collapse(c) for c in data[n]]
                result = False
                for k in kids:  # (any(judged(k) for k in kids), without the generator)
                    if judged(k):
                        result = True
                        break
                else:
                    result = len(set(kids)) > len(set(map(abs, kids))) and opposite(n)
            elif kind == KIND_OR:
                outer, cycle[0] = cycle[0], False
                kids = data[n]
                result = bool(kids)
                for c in kids:  # (all(false(c) for c in kids), without the generator)
                    if not judged(collapse(c)):
                        result = False
                        break
                if not result and cycle[0]:
                    result = unfounded(n)  # ...unless it has no derivation but through itself
                cycle[0] = cycle[0] or outer
            else:
                result = False
            progress.discard(n)
            memo[n] = result
            return result

        def unfounded(root: int) -> bool:
            """Whether the OR ``root`` on a cycle is derived only through the cycle: ProbLog's
            engine passes an answer on only when a derivation gives it one, so such an atom has
            none there. The least fixpoint over the AND/OR nodes below it not false on their
            face (by positive edges); negations and choices are possible."""
            inner: list[int] = []
            seen = {root}
            todo = [root]
            while todo:
                m = todo.pop()
                inner.append(m)
                for c in self.data[m]:
                    c = collapse(c)
                    if c > TRUE and c not in seen and (self.kinds[c] == KIND_AND or self.kinds[c] == KIND_OR):
                        if c not in memo:
                            judged(c)
                        if not memo.get(c):
                            seen.add(c)
                            todo.append(c)
                if budget[0] <= 0:
                    return False

            found = _derivable(inner, lambda m: [collapse(c) for c in self.data[m]],
                               lambda m: self.kinds[m] == KIND_OR,
                               lambda c: c != FALSE and not (c > TRUE and memo.get(c)))
            for m in inner:  # (each one's own fixpoint would find the same)
                if m not in found and m not in progress:
                    memo[m] = True
            return root not in found

        try:
            return false(node)
        finally:
            # the recursive walks are reference cycles through their cells (see falsified's
            # release): broken here, they and the memos are freed now, not by the collector
            false = judged = unfounded = None

    def negates_certain(self, node: int) -> bool:
        """Whether ``node`` is, through derived atoms of one derivation, the negation of a node
        that is TRUE in ProbLog's compacted formula (:meth:`certain_on_face` with
        ``compacted``): FALSE there, so an open query does not list it (`u(Y) :- \\+ r(0, Y).`
        where r(0, 0)'s derivations are a fact and, through a certain rest, its negation)."""
        n = node
        seen = set()
        while abs(n) > TRUE and abs(n) not in seen and len(self.data[abs(n)]) == 1 and (
                self.kinds[abs(n)] == KIND_AND
                or self.kinds[abs(n)] == KIND_OR and not self._mutable_or(abs(n))):
            seen.add(abs(n))
            (child,) = self.data[abs(n)]
            n = child if n > 0 else -child
        return n < -TRUE and self.certain_on_face(-n, compacted=True)

    def certain_on_face(self, node: int, limit: int = 512, compacted: bool = False) -> bool:
        """Whether ``node`` is TRUE in ProbLog's compacted formula: add_or returns TRUE for a
        disjunction holding a literal and its negation (or TRUE), add_and for a conjunction of
        TRUE nodes, so an answer whose derivations are ``e`` and ``\\+ e`` (a findall/3 over one
        probabilistic fact: the lists ``[x]`` and ``[]``) is certain there. ProbLog's
        NonGroundQuery check (engine.ground) only fires for a probabilistic node. Nodes on a
        cycle are not looked through (ProbLog's cycle nodes are not compacted). ``compacted``:
        also drop the certain conjuncts of an AND, as add_and drops TRUE (AND(e, TRUE) is e), and
        never take an answer on a cycle as certain; only once grounding is done, when the
        cycles are known (:meth:`negates_certain`)."""
        budget = [limit]
        progress: set[int] = set()

        def collapse(n: int) -> int:
            # findall/3's condition of one literal is that literal, and a derived atom with one
            # proof is that proof in ProbLog's formula (not on a cycle: see _mutable_or)
            while abs(n) > TRUE and len(self.data[abs(n)]) == 1 and (
                    self.kinds[abs(n)] == KIND_AND
                    or self.kinds[abs(n)] == KIND_OR and not self._mutable_or(abs(n))):
                (child,) = self.data[abs(n)]
                n = child if n > 0 else -child
            return n

        def certain(n: int) -> bool:
            if n == TRUE:
                return True
            if n <= TRUE or budget[0] <= 0 or n in progress:
                return False
            budget[0] -= 1
            kind = self.kinds[n]
            if kind != KIND_OR and kind != KIND_AND or compacted and kind == KIND_OR and on_cycle(n):
                return False  # (an answer on a cycle is built a disjunct at a time, never compacted)
            progress.add(n)
            try:
                if kind == KIND_AND:
                    return all(certain(c) for c in self.data[n])
                kids = {simple(c) if compacted else collapse(c) for c in self.data[n]}
                return TRUE in kids or any(-c in kids for c in kids) or any(certain(c) for c in kids)
            finally:
                progress.discard(n)

        def on_cycle(n: int) -> bool:
            # whether n reaches itself in the AND/OR graph (looked at up to 256 nodes; beyond
            # that taken as a cycle), as a table on a cycle is there
            seen = set()
            stack = [abs(c) for c in self.data[n]]
            while stack:
                m = stack.pop()
                if m == n:
                    return True
                if m <= TRUE or m in seen or (self.kinds[m] != KIND_AND and self.kinds[m] != KIND_OR):
                    continue
                seen.add(m)
                if len(seen) > 256:
                    return True
                stack.extend(abs(c) for c in self.data[m])
            return False

        def simple(n: int) -> int:
            # add_and drops TRUE conjuncts: an AND whose conjuncts are certain but one is that
            # one (`r :- s, t.` with t certain on its face is s there)
            n = collapse(n)
            while n > TRUE and self.kinds[n] == KIND_AND and n not in progress:
                rest = [c for c in self.data[n] if not certain(c)]
                if len(rest) > 1:
                    break
                n = collapse(rest[0]) if rest else TRUE
            return n
        try:
            return certain(node)
        finally:  # (a reference cycle through its cell: see falsified's release)
            certain = None

    def new_or(self, name: Struct | None = None) -> int:
        node = len(self.kinds)
        self.kinds.append(KIND_OR)
        self.data.append([])
        self.or_sets[node] = set()
        if name is not None:
            self.names[node] = name
        return node

    def add_disjunct(self, node: int, child: int) -> bool:
        """Add a derivation to an OR node; False if it was already there."""
        if child == FALSE:
            return False
        s = self.or_sets[node]
        if child in s:
            return False
        s.add(child)
        self.data[node].append(child)
        return True

    def disj(self, children, name: Struct | None = None) -> int:
        kids = [c for c in dict.fromkeys(children) if c != FALSE]
        if not kids:
            return FALSE
        if TRUE in kids:
            return TRUE
        if name is None:
            if len(kids) == 1:
                return kids[0]
            # hash-consed, as ProbLog's read-only OR nodes (LogicFormula._index_disj): a negation
            # or a condition grounded again while a recursive call's answers grow (a fixpoint
            # round) makes the same node, not a new derivation each round (which never ended)
            index = self.__dict__.get("_or_index")  # (absent from an older pickle)
            if index is None:
                index = self._or_index = {}
            key = tuple(kids)
            node = index.get(key)
            if node is None:
                node = index[key] = self.new_or()
                for c in kids:
                    self.add_disjunct(node, c)
            return node
        node = self.new_or(name)
        for c in kids:
            self.add_disjunct(node, c)
        return node

    # ---- evidence propagation (what ``problog FILE`` does before it grounds the queries)
    def _mutable_or(self, n: int) -> bool:
        """Whether ``n`` is an answer of a call on a cycle (:attr:`cycle_tables`): a node of
        its own in ProbLog's formula, also with one derivation."""
        cyc = getattr(self, "cycle_tables", None)  # (absent from an older pickle)
        return bool(cyc) and self.kinds[n] == KIND_OR and \
            (getattr(self, "answer_table", None) or {}).get(n) in cyc

    def evidence_fixed(self) -> dict[int, bool] | None:
        """:meth:`propagate` of this program's own :attr:`evidence`, worked out once: the
        answers an open query lists and the weights its probabilities use come from the same
        values, and a cached circuit is evaluated many times (nodes never change once made)."""
        memo = getattr(self, "_evidence_fixed", None)  # (absent from an older pickle)
        if memo is None or memo[0] != len(self.evidence):
            literals = [node if value else -node for _, node, value, _ in self.evidence]
            aliases = self._shared_nodes(self._cache_aliases())
            memo = self._evidence_fixed = (len(self.evidence), self.propagate(literals, aliases))
        return memo[1]

    def _shared_nodes(self, aliases: dict[int, list[int]]) -> dict[int, list[int]]:
        """``aliases`` (nodes that are one node in ProbLog's formula) with the AND and OR nodes
        that are one node there by their children: add_and and add_or reuse the node of an
        equal tuple of children (formula.LogicFormula._add, ``_index_conj``/``_index_disj``),
        where this grounder makes an answer node per table (a ground call and an open call of
        one atom: `w :- o(X), p(X).` after evidence on o(3) propagates through the node of
        o(3) the evidence made), and a derivation per answer node. Children are compared as
        ProbLog holds them: an aliased node as its class, a one-child node (not modifiable) as
        its child, a probabilistic rule's derivation as AND(body, choice) (rule_and), an AND's
        in its derivation's order (and_order). A modifiable OR (an answer of a call on a
        cycle, see _mutable_or) is never equal to another by its children. Each class as
        (its least node -> the others) and back."""
        kinds, data = self.kinds, self.data
        mutable = self._mutable_or
        rule_and = getattr(self, "rule_and", None) or {}  # (absent from an older pickle)
        and_order = getattr(self, "and_order", None) or {}
        parent: dict[int, int] = {}

        def find(x: int) -> int:
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while x != root:
                parent[x], x = root, parent[x]
            return root

        def union(x: int, y: int) -> None:
            x, y = find(x), find(y)
            if x != y:
                parent[max(x, y)] = min(x, y)

        for k, others in aliases.items():
            for o in others:
                union(abs(k), abs(o))
        canon: dict[int, int] = {}  # node -> ProbLog's node, signed (a node made later: itself)

        def held(c: int) -> int:
            a = c if c > 0 else -c
            r = canon.get(a, a)
            return r if c > 0 else -r

        seen: dict[tuple, int] = {}

        def kids_of(n: int):
            if kinds[n] == KIND_AND:
                return rule_and.get(n) or and_order.get(n) or data[n]
            return data[n]

        def settle(n: int) -> None:  # (its children settled before it, or on a cycle: as they are)
            if n in parent:
                canon[n] = find(n)
                return
            kind = kinds[n]
            if kind == KIND_OR and mutable(n):
                canon[n] = n
                return
            kids = kids_of(n)
            if len(kids) == 1:
                canon[n] = held(kids[0])
                return
            canon[n] = n
            if kids:
                m = seen.setdefault((kind, tuple(held(c) for c in kids)), n)
                if m != n:
                    union(m, n)
                    canon[n] = find(m)

        state: dict[int, bool] = {}  # node -> settled (False: its children are being settled)
        for top in range(2, len(kinds)):
            if top in state or (kinds[top] != KIND_AND and kinds[top] != KIND_OR):
                continue
            stack = [top]
            while stack:
                n = stack[-1]
                if n not in state:
                    state[n] = False
                    for c in kids_of(n):
                        c = c if c > 0 else -c
                        if c not in state and (kinds[c] == KIND_AND or kinds[c] == KIND_OR):
                            stack.append(c)
                else:
                    stack.pop()
                    if not state[n]:
                        state[n] = True
                        settle(n)
        classes: dict[int, list[int]] = {}
        for x in parent:
            classes.setdefault(find(x), []).append(x)
        out: dict[int, list[int]] = {}
        for root, members in classes.items():
            others = [x for x in members if x != root]
            if others:
                out[root] = others
                for x in others:
                    out[x] = [root]
        return out

    def _cache_aliases(self) -> dict[int, list[int]]:
        """Answer nodes that are one node in ProbLog's formula: in the evidence's grounding, a
        ground call after an open call that answered the same atom hits the cache entry that
        open call left (engine_stack.DefineCache keeps its ground answers), where this grounder
        has a table, and a node, per call. Each such pair, both ways."""
        seq = getattr(self, "evidence_seq", None)
        info = getattr(self, "table_info", None) or {}
        if not seq or not info:
            return {}
        first: dict[int, int] = {}
        for i, t in enumerate(seq):
            first.setdefault(t, i)
        by_atom: dict = {}
        for node, t in (getattr(self, "answer_table", None) or {}).items():
            ti = info.get(t)
            atom = self.names.get(node)
            if t in first and ti is not None and isinstance(atom, Struct) and atom._ground:
                by_atom.setdefault(atom, []).append((first[t], ti[0] is None, node, t))
        callers = getattr(self, "table_caller", None) or {}
        done = getattr(self, "evidence_done", None) or {}  # (absent from an older pickle)
        hits_of: dict[int, list[int]] = {}
        for at, t in getattr(self, "evidence_hits", None) or ():
            hits_of.setdefault(t, []).append(at)
        aliases: dict[int, list[int]] = {}
        cycles = getattr(self, "cycle_tables", None) or set()
        edges = getattr(self, "call_edges", None) or {}

        def single(n: int) -> int:  # a node through its chain of one-child ANDs and ORs
            r, sign = abs(n), (1 if n > 0 else -1)
            while (self.kinds[r] == KIND_AND or self.kinds[r] == KIND_OR) and len(self.data[r]) == 1 \
                    and not self._mutable_or(r):
                k = self.data[r][0]
                sign = -sign if k < 0 else sign
                r = abs(k)
            return sign * r

        def derived(n: int) -> frozenset:  # an answer's derivations, as ProbLog holds them
            return frozenset(single(c) for c in self.data[n])

        def reach(t: int) -> set:  # the tables a table's evaluation called, directly or not
            out: set = set()
            todo = list(edges.get(t, ()))
            while todo:
                u = todo.pop()
                if u not in out:
                    out.add(u)
                    todo.extend(edges.get(u, ()))
            return out

        for entries in by_atom.values():
            opens = sorted((i, n, t) for i, is_open, n, t in entries if is_open)
            for i, is_open, g, t in entries:
                if is_open:
                    continue
                chain, c = set(), callers.get(t)
                while c is not None and c not in chain:
                    chain.add(c)
                    c = callers.get(c)
                prior = [n for j, n, u in opens if j < i and u not in chain]  # (complete before)
                if prior:
                    aliases.setdefault(g, []).append(prior[-1])
                    aliases.setdefault(prior[-1], []).append(g)
                elif opens and hits_of.get(t):
                    # made inside an open call of the same atom: a later hit of it gets the node
                    # that call wrote to the cache when it completed, after this one
                    mine = done.get(t, -1)
                    for at in hits_of[t]:
                        last = max(((done.get(u, -1), n) for _, n, u in opens if done.get(u, -1) <= at),
                                   default=None)
                        if last is not None and last[0] > mine:
                            aliases.setdefault(g, []).append(last[1])
                            aliases.setdefault(last[1], []).append(g)
                            break
                elif opens and t in done and t not in cycles:
                    # an open call of the same atom that the ground call's evaluation made (or
                    # reached complete, a query's here) completes first and writes the atom's
                    # ground cache entry, which flushBuffer then takes for the ground call's
                    # node (`s(X) :- s(Y), f(X, Y).` with evidence on s(j): s(j)'s node is the
                    # open call s(_)'s answer)
                    # (only where both derive the atom alike: an open call's answer can differ,
                    # `\+ s(X)` failing there with X unbound, and ProbLog's node is then not
                    # the open call's)
                    inner = reach(t)
                    best = None
                    mine_kids = derived(g)
                    for _, n, u in opens:
                        if u in inner and derived(n) == mine_kids:
                            when = done.get(u)
                            if when is None and hits_of.get(u):
                                when = min(hits_of[u])
                            if when is not None and when < done[t] and (best is None or when > best[0]):
                                best = (when, n)
                    if best is not None:
                        aliases.setdefault(g, []).append(best[1])
                        aliases.setdefault(best[1], []).append(g)
        return aliases

    def propagate(self, literals, aliases: dict[int, list[int]] | None = None) -> dict[int, bool] | None:
        """The nodes whose truth value the evidence ``literals`` (signed node ids: positive
        true, negative false) fixes, by ProbLog's evidence propagation (problog/formula.py,
        ``LogicFormula.propagate``), which is deliberately incomplete: a true AND makes its
        children true, a false OR makes them false, and an AND (OR) with one undecided child
        left decides that child; choices of one annotated disjunction are not linked (ProbLog
        keeps their exclusion outside the formula). None where the evidence contradicts itself
        on the way (ProbLog's InconsistentEvidenceError; inference reports it, located).
        ``aliases``: nodes that are one node in ProbLog's formula (see _cache_aliases), decided
        together.

        >>> gp = GroundProgram(); g = lambda name: gp.choice(gp.add_group(name, (0.5,), (Struct(name),), None, False), 0)
        >>> a, b = g("a"), g("b"); y = gp.disj([gp.conj([a, b]), gp.conj([-a, -b])])
        >>> sorted(gp.propagate([-y, a]).items())  # y false and a true: b is false
        [(2, True), (3, False), (4, False), (5, False), (6, False)]
        """
        kinds, data = self.kinds, self.data
        mutable = self._mutable_or
        memo: dict[int, int] = {}
        canon: dict[int, int] = {}  # an aliased node -> the least node of its class
        for k, others in (aliases or {}).items():  # (a union-find, then each node's root)
            for o in others:
                x, y = abs(k), abs(o)
                while canon.get(x, x) != x:
                    x = canon[x]
                while canon.get(y, y) != y:
                    y = canon[y]
                if x != y:
                    canon[max(x, y)] = min(x, y)
                canon.setdefault(x, x)
                canon.setdefault(y, y)
        for m in list(canon):
            r = m
            while canon[r] != r:
                r = canon[r]
            canon[m] = r

        def rep(n: int) -> int:
            # an AND or OR of one child is that child in ProbLog's formula (add_and/add_or
            # return it; a derived atom with one derivation is that derivation's node), so
            # its value is decided with the child's (p1(p) :- s1(p). is s1(p) there)
            a = abs(n)
            r = memo.get(a)
            if r is None:
                r, sign = a, 1
                seen = set()
                while (kinds[r] == KIND_AND or kinds[r] == KIND_OR) and r not in seen:
                    seen.add(r)
                    if mutable(r):
                        break
                    if len(data[r]) == 1:
                        k = data[r][0]
                    else:  # AND(x, x) and OR(x, x) are x there (add_and drops duplicates),
                        # also where x is two nodes here (two tables of one atom)
                        kids = {single(c) for c in data[r]}
                        if canon:  # (one node in ProbLog's formula: see _cache_aliases)
                            kids = {canon.get(abs(c), abs(c)) * (1 if c > 0 else -1) for c in kids}
                        if len(kids) != 1:
                            break
                        (k,) = kids
                    sign = -sign if k < 0 else sign
                    r = abs(k)
                    if r == TRUE:
                        break
                r = memo[a] = sign * r
            return r if n > 0 else -r

        def single(n: int) -> int:
            # a node through its chain of one-child ANDs and ORs
            r, sign = abs(n), (1 if n > 0 else -1)
            while (kinds[r] == KIND_AND or kinds[r] == KIND_OR) and len(data[r]) == 1 and not mutable(r):
                k = data[r][0]
                sign = -sign if k < 0 else sign
                r = abs(k)
                if r == TRUE:
                    break
            return sign * r

        facial_memo: dict[int, bool] = {}

        def facial(n: int) -> bool:
            # a derivation false on its face (a literal and its negation side by side, see
            # contradictory), which ProbLog's formula does not hold: `r :- q(X), \+ c(X).` with
            # q(2) :- c(2). has no derivation r(2) there, so evidence on r propagates through
            # its other derivation alone
            v = facial_memo.get(n)
            if v is None:
                v = facial_memo[n] = self.contradictory(n, limit=64)
            return v

        if aliases:
            linked: dict[int, list[int]] = {}  # on representatives, signed: decided alike
            for k, others in aliases.items():
                rk = rep(k)
                for o in others:
                    ro = rep(o)
                    linked.setdefault(abs(rk), []).append(ro if rk > 0 else -ro)
            aliases = linked
        current: dict[int, bool] = {}
        waiting: dict[int, set[int]] = {}  # undecided child -> parents that wait for it
        queue = {r for r in map(rep, literals) if abs(r) != TRUE}
        while queue:
            nid = queue.pop()
            node = abs(nid)
            if node not in current:  # decided for the first time: look at its parents again
                for parent in waiting.get(node, ()):
                    if parent in current:
                        queue.add(parent if current[parent] else -parent)
                if aliases:
                    for other in aliases.get(node, ()):
                        if abs(other) not in current and abs(other) != TRUE:
                            queue.add(other if nid > 0 else -other)
            current[node] = nid > 0
            kind = self.kinds[node]
            if kind != KIND_AND and kind != KIND_OR:
                continue
            kids = []
            for c in self.data[node]:
                if kind == KIND_OR and c > TRUE and self.kinds[c] == KIND_AND and facial(c):
                    kids.append(FALSE)  # a derivation ProbLog's add_and made FALSE (below)
                    continue
                c = rep(c)
                known = current.get(abs(c))
                kids.append(c if known is None else (TRUE if known == (c > 0) else FALSE))
            conj = kind == KIND_AND
            if conj and FALSE in kids and nid > 0 or not conj and TRUE in kids and nid < 0:
                return None
            if conj and FALSE in kids or not conj and TRUE in kids:
                continue  # satisfied already
            open_kids = [c for c in kids if abs(c) != TRUE]
            if len(open_kids) == 1 or (nid > 0) == conj:
                # one undecided child left, a true AND or a false OR: the children follow
                for c in open_kids:
                    if abs(c) not in current:
                        queue.add(c if nid > 0 else -c)
                    waiting.get(abs(c), set()).discard(node)
            else:
                for c in open_kids:
                    waiting.setdefault(abs(c), set()).add(node)
        for n in range(1, len(kinds)):  # the one-child nodes take their representative's value
            if (kinds[n] == KIND_AND or kinds[n] == KIND_OR) and len(data[n]) == 1 and n not in current \
                    and not mutable(n):
                r = rep(n)
                if abs(r) in current:
                    current[n] = current[abs(r)] == (r > 0)
        return current

    def falsified(self, fixed: dict[int, bool]):
        """A test of whether a node is false once the nodes in ``fixed`` (from
        :meth:`propagate`) take their values, as ProbLog's grounder finds it after evidence
        propagation: it substitutes the fixed values for the atoms it derives, so an AND with a
        false conjunct and an OR whose derivations are all false are false, and the other heads
        of an annotated disjunction with a true head are false where the query's own grounding
        makes them (:attr:`query_start`; ProbLog reuses an atom the evidence or an earlier query
        made as it is). Nodes are compared by shape (a derived atom with one derivation is that
        derivation; ANDs and ORs by their children), as ProbLog shares such nodes where this
        grounder may build two. Cycles are not false this way, nor are findall/3's lists
        (:attr:`opaque`), which ProbLog builds from the values as they were before propagation,
        but for such excluded heads in their elements' proofs. An answer of a call the
        evidence's grounding makes (:attr:`call_edges`) is ProbLog's cached node: false only
        where propagation fixed that atom, not from its children. One memo per query start."""
        shapes: dict[int, tuple] = {}
        rule_and = getattr(self, "rule_and", None) or {}  # (absent from an older pickle)
        # A node that reaches a cycle is "fresh": ProbLog grounds the queries in a call of their
        # own, where the tabled atoms of a cycle become new nodes, which it cannot recognise
        # as the evidence's (a query on the evidence atom itself is then listed, with 0).
        fresh: set[int] = set()
        path: list[int] = []
        on_path: dict[int, int] = {}
        kinds, data, opaque = self.kinds, self.data, self.opaque
        # (self._mutable_or(a) of an OR node a, inline: an answer of a table on a cycle)
        cycle_tables = getattr(self, "cycle_tables", None) or set()  # (absent from an older pickle)
        table_of = getattr(self, "answer_table", {}).get

        def shape(n: int) -> tuple:  # (sign, body): equal bodies are one node to ProbLog
            a = n if n > 0 else -n
            s = shapes.get(a)
            if s is None:
                shapes[a] = (1, ("node", a))  # in progress: a cycle keeps the node's identity
                on_path[a] = len(path)
                path.append(a)
                kind = kinds[a]
                kids = (rule_and.get(a) or data[a]) if kind == KIND_AND else \
                    data[a] if kind == KIND_OR else ()
                if kind == KIND_OR and cycle_tables and table_of(a) in cycle_tables:
                    for c in kids:  # (its own node: only its cycle's freshness is looked at)
                        shape(c)
                    s = (1, ("node", a))
                elif kind == KIND_OR and len(kids) == 1:
                    s = shape(kids[0])
                elif kids:
                    found = set()
                    for c in kids:  # (a shape known already, read inline: most are)
                        b = c if c > 0 else -c
                        t = shapes.get(b)
                        if t is None or b in on_path:
                            t = shape(c)
                        elif c < 0:
                            t = (-t[0], t[1])
                        found.add(t)
                    parts = frozenset(found)
                    # AND(x, x) is x to ProbLog (add_and drops duplicates): two tables of one atom
                    s = next(iter(parts)) if len(parts) == 1 else (1, (kind, parts))
                else:
                    s = (1, ("node", a))
                path.pop()
                del on_path[a]
                if fresh:
                    for c in kids:  # (any(abs(c) in fresh for c in kids), without the generator)
                        if (c if c > 0 else -c) in fresh:
                            fresh.add(a)
                            break
                shapes[a] = s
            elif a in on_path:  # a cycle: every node on it is fresh
                fresh.update(path[on_path[a]:])
            return s if n > 0 else (-s[0], s[1])

        known: dict[tuple, bool] = {}
        chosen: dict[int, int] = {}  # group -> its outcome the evidence makes true
        # a ground evidence atom on a cycle -> ((the atom, the evidence's call), its value):
        # known to a query that makes either call (ProbLog's cache of the evidence's calls; an
        # open evidence goal's call is its variant key: see query_calls, evidence_calls)
        evidence_atoms = {abs(node): term for term, node, _, _ in self.evidence}
        fresh_evidence: dict[int, tuple] = {}
        evidence_calls = getattr(self, "evidence_calls", None) or {}  # (absent from an older pickle)
        for node, val in fixed.items():
            sign, body = shape(node)
            if node not in fresh:
                known[body] = val if sign > 0 else not val
            else:
                atom = self.names.get(node) or evidence_atoms.get(node)
                if isinstance(atom, Struct) and atom._ground:
                    fresh_evidence[node] = ((atom, evidence_calls.get(node, atom)), val)
            if val and self.kinds[node] == KIND_CHOICE:
                group, index = self.data[node]
                chosen[group] = index
        evidence_choices: set[int] | None = None
        # an evidence atom on a cycle: its cycle's atoms are new nodes to the queries' grounding
        # there, whose values propagation did not fix (see unfounded, which is then not used)
        evidence_on_cycle = any(abs(node) in fresh for _, node, _, _ in self.evidence)
        starts = getattr(self, "query_start", None) or {}  # (absent from an older pickle)
        findall_made = getattr(self, "findall_made", None) or set()
        query_hits = getattr(self, "query_hits", None) or {}
        query_calls = getattr(self, "query_calls", None) or {}
        table_caller = getattr(self, "table_caller", None) or {}
        choice_origin = getattr(self, "choice_origin", None) or {}
        list_order = getattr(self, "list_order", None) or {}
        values: dict = {}  # (a query's start, in findall), or None (see per_query) -> value function

        # the query's start and ``copied`` matter only to an excluded outcome of an annotated
        # disjunction and to an evidence atom on a cycle: without either, one valuer (and its
        # memo) serves every query
        per_query = bool(chosen) or bool(fresh_evidence)

        def value_of(start: int, copied: bool):
            key = (start, copied) if per_query else None
            value = values.get(key)
            if value is None:
                value = values[key] = valuer(start, copied)
            return value

        def valuer(start: int, copied: bool):
            """The value of nodes in the query that began at ``start``; ``copied``: in the
            proofs findall/3 copies into ProbLog's formula (reused whichever call made them)."""
            memo: dict[int, bool | None] = {}
            hits = query_hits.get(start)  # None: not recorded (no evidence in the program)
            calls = query_calls.get(start, ())

            def reused_table(table: int | None) -> bool:
                """Whether this query reused the table, or one that called it first."""
                seen = set()
                while table is not None and table not in seen:
                    if table in hits and live_hit(table, start) and not overwritten(table, start):
                        return True
                    seen.add(table)
                    table = table_caller.get(table)
                return False

            def excluded_choice(c: int) -> bool:
                """A choice of an annotated disjunction another of whose outcomes the evidence
                makes true, that this query's grounding makes: ProbLog adds such an atom as
                false (constraint.ConstraintAD.add), but only when it is new to its formula; one
                that the evidence's grounding made is reused as it is, and so is one an earlier
                query made unless this query reuses the very call (table) that made it."""
                nonlocal evidence_choices
                if c <= 0 or self.kinds[c] != KIND_CHOICE:
                    return False
                group, index = self.data[c]
                if chosen.get(group, index) == index:
                    return False
                if self.choice_nodes.get((group, chosen[group])) in copied_choices():
                    # the true outcome's atom was made by a findall/3 copy in the evidence's
                    # grounding (its goal grounded apart), which ProbLog's copy_node adds
                    # without its group: its constraint never sees it, and excludes nothing
                    return False
                if evidence_choices is None:
                    evidence_choices = {m for m in self.cone([node for _, node, _, _ in self.evidence])
                                        if self.kinds[m] == KIND_CHOICE}
                    # and the choices the evidence's calls reach where their proofs then fail
                    # (`symbolic(o1) :- obs(o1, V), atom(V).` makes obs(o1, 3) too): ProbLog,
                    # which grounds the evidence first, made those atoms there
                    ev_tables = set(self.evidence_seq or ())
                    if ev_tables:
                        evidence_choices |= {m for m, reach in choice_reach.items()
                                             if any(t in ev_tables for t, _, _ in reach)}
                if c in evidence_choices:
                    return False
                if hits is None:  # where the choices came from is not known: new, as a rule
                    return True
                # ProbLog's formula has the atom already if an earlier query's grounding made it
                # (not inside a findall's goal, grounded apart, unless it is on the proof of
                # a solution, copied in)
                made = c < start and (c not in findall_made or first_answer().get(c, start) < start) \
                    and (c in findall_made or live_made(c, start))
                if copied:  # a copy reuses it, also where this query's own grounding made it
                    # outside a findall's goal (first, as it was not made inside one)
                    return not (made or c > start and c not in findall_made and any(
                        at == start and all(value_of(start, False)(p) is not False for p in deps)
                        for _, deps, at in choice_reach.get(c, ())))
                # a call reuses it if it reaches it afresh (not through the table that made it)
                return not (made and not reused_table(choice_origin.get(c)))

            replaced_memo: dict[int, bool | None] = {}

            def replaced(a: int) -> int | None:
                """The node ProbLog's cache holds for the evidence atom ``a`` (a ground call's
                answer) when this query calls it: the answer of an earlier query's open call of
                the same atom, where there is one (DefineCache keeps the last node per ground
                atom; the evidence's grounding came first), else None (the evidence's own)."""
                info = table_info.get(answer_table.get(a))
                if info is None or info[0] is None:
                    return None
                last = None
                for s_n, t, node in sorted(open_answers().get(info[0], ()), key=lambda e: e[0]):
                    if s_n < start and node != a and live_hit(t, s_n) \
                            and value_of(s_n, False)(node) is not False:
                        last = node
                return last

            proofs_memo: dict[tuple, set[int]] = {}  # a findall's proofs in order -> excluded_proofs

            def excluded_proofs(a: int) -> set[int]:
                """findall/3's element proofs (of the list condition ``a``) that hold such a
                choice, copied into ProbLog's formula for the first time there (false): a
                later copy of the same atom reuses it."""
                out: set[int] = set()
                if not chosen:  # (no outcome made true: nothing excluded)
                    return out
                order = list_order.get(a)
                if order is None:
                    order = [abs(c) for c in self.data[a]]
                else:  # every list of one findall/3 call has its order: the same proofs
                    known = proofs_memo.get(order)
                    if known is not None:
                        return known
                    proofs_memo[order] = out
                seen: set[int] = set()
                kinds, data = self.kinds, self.data
                for e in order:
                    e = abs(e)
                    kids = (e,) if kinds[e] == KIND_CHOICE else data[e] if kinds[e] == KIND_AND else ()
                    for k in kids:
                        # (excluded_choice's first tests, inline: most kids fail them)
                        if k > 0 and kinds[k] == KIND_CHOICE and k not in seen \
                                and chosen.get(data[k][0], data[k][1]) != data[k][1] and excluded_choice(k):
                            seen.add(k)
                            out.add(e)
                return out

            def list_value(a: int, look: bool = True) -> bool | None:
                """A findall list's condition, as ProbLog builds it: the proofs are copied
                without the values evidence propagation fixed, an element whose proof is false
                (above) is in no list, and its negation drops out; a condition left with one
                literal is that literal, whose value the evidence does fix where it is a called
                predicate's answer (the engine looks an answer's node up in the propagated
                values), not inside a conjunction (``look`` False: add_and does not look its
                children up, so `r(X, L) :- findall(Y, f(X, Y), L), g(X).` lists r(1, [2])
                with 0 when the evidence makes f(1, 2) false)."""
                excluded = excluded_proofs(a)
                rest = []
                for c in self.data[a]:
                    if abs(c) in excluded:
                        if c > 0:
                            return False
                        continue
                    rest.append(c)
                if len(rest) != 1 or not (look or abs(rest[0]) == TRUE):
                    return None
                lit = rest[0]
                if abs(lit) == TRUE:
                    return value(lit)
                # looked up: only a value propagation fixed (not one computed from children)
                sign, body = shape(lit)
                if body in known and abs(lit) not in fresh:
                    return known[body] if sign > 0 else not known[body]
                return None

            def value(n: int) -> bool | None:
                a = n if n > 0 else -n
                s = shapes.get(a)  # (shape(a), read inline where it is known)
                sign, body = s if s is not None and a not in on_path else shape(a)
                if a == TRUE:
                    v = True
                elif body in known and a not in fresh:
                    v = known[body] if sign > 0 else not known[body]
                elif a in fixed and a in fresh and (reused_and(a) or kinds[a] == KIND_AND
                                                    and pl_key(a) is not None):
                    v = fixed[a]
                elif a in fresh and a not in fixed and kinds[a] == KIND_AND \
                        and (twin := same_and(a)) is not None:  # (same_and(a) is None unless a is an AND)
                    v = fixed[twin]
                elif a in replaced_memo:
                    v = replaced_memo[a]
                elif a in fresh_evidence and (later := replaced(a)) is not None:
                    replaced_memo[a] = None  # (in progress)
                    v = replaced_memo[a] = value(later)
                elif a in fresh_evidence and any(k in calls for k in fresh_evidence[a][0]):
                    v = fresh_evidence[a][1]
                elif answer_table.get(a) in evidence_tables:  # cached(a): ProbLog reuses its node as it is
                    v = cached_fixed.get(self.names.get(a))
                elif a in evidence_bodies:  # (so is a body the evidence's grounding made: see there)
                    v = None
                elif a in memo:
                    v = memo[a]
                elif a in self.opaque:
                    memo[a] = None
                    v = memo[a] = value_of(start, True).list_value(a)
                else:
                    memo[a] = None  # in progress: a cycle decides nothing
                    kind = kinds[a]
                    v = None
                    if kind == KIND_AND or kind == KIND_OR:
                        table = answer_table.get(a) if kind == KIND_OR else None
                        if table is not None and choice_reach:
                            flag: list = []
                            kids = [value_in(c, table, flag) for c in data[a]]
                            if flag:
                                remade.add(a)
                        elif kind == KIND_AND:
                            conjuncts = rule_and.get(a) or self.data[a]
                            kids = [conjunct_value(c) for c in conjuncts]
                            if a in rule_and and conjuncts[0] in self.opaque:
                                # a probabilistic rule whose body is one list condition: the
                                # body_N answer's node, which ProbLog looks up
                                kids[0] = value(conjuncts[0])
                            rest = [c for c, k in zip(conjuncts, kids) if k is not True]
                            if len(rest) == 1 and abs(rest[0]) in self.opaque:
                                # the conjunction comes to that list's condition, which ProbLog
                                # then looks up as the answer's node
                                kids = [value(rest[0])]
                        else:
                            kids = [value(c) for c in self.data[a]]
                        decisive = kind == KIND_OR  # a true disjunct, or a false conjunct
                        if decisive in kids:
                            v = decisive
                        elif None not in kids:  # (each True, False or None)
                            v = not decisive
                        elif kind == KIND_OR and a in fresh and unfounded(a, evidence_on_cycle):
                            v = False
                    elif kind == KIND_CHOICE and excluded_choice(a):
                        v = False
                    memo[a] = v
                return v if v is None or n > 0 else not v

            def identity(n: int) -> int:
                """A node as ProbLog's formula holds it, values aside: a derived atom with one
                derivation is that derivation, and findall/3's condition of one literal is that
                literal (which its copy of the proof shares)."""
                while True:
                    a = abs(n)
                    if a <= TRUE or self.kinds[a] == KIND_CHOICE or len(self.data[a]) != 1:
                        return n
                    c = self.data[a][0]
                    n = c if n > 0 else -c

            def conjunct_value(c: int) -> bool | None:
                """The value of a conjunct: a findall/3 list's condition there is not looked
                up in the propagated values (see list_value)."""
                if abs(c) not in self.opaque:
                    return value(c)
                v = value_of(start, True).list_value(abs(c), look=False)
                return v if v is None or c > 0 else not v

            def unfounded(root: int, own_only: bool = False, limit: int = 4096) -> bool:
                """Whether the atom ``root``, on a cycle, has no derivation once the false nodes
                are put in, but through the cycle itself: ProbLog's grounder passes an answer on
                only when a derivation gives it one (a cyclic call waits for the answers found
                elsewhere), so such an atom has none there (evidence(edge(a, b), false) and
                `path(X, Y) :- path(X, Z), edge(Z, Y).`: path(a, _) lists no answer). The
                least fixpoint over the positive AND/OR nodes below ``root``; any other node
                (a choice, a negation, one whose value is decided) is judged by value().
                ``own_only`` (an evidence atom is on a cycle): only where no atom of the cycle
                is an answer of a call the evidence's grounding made, which ProbLog made before
                propagation and reuses as it was; the query's own calls it grounds afresh
                (evidence(t(b, c), false) and a query calling t(_, _): no t(b, a) there)."""
                if root in unfounded_memo:
                    return unfounded_memo[root]
                data, kinds, opaque = self.data, self.kinds, self.opaque
                inner: list[int] = []
                seen = {root}
                todo = [root]
                while todo:
                    m = todo.pop()
                    inner.append(m)
                    if len(inner) > limit:
                        return False
                    for c in data[m]:
                        if c > TRUE and c not in seen:
                            k = kinds[c]
                            if (k == KIND_AND or k == KIND_OR) and c not in opaque and memo.get(c) is None:
                                # not decided(c): fixed by the evidence (see value; shape(c) read
                                # inline where it is known)
                                t = shapes.get(c)
                                if t is None or c in on_path:
                                    t = shape(c)
                                if t[1] in known and c not in fresh:
                                    continue
                                seen.add(c)
                                todo.append(c)
                if own_only and any(self._mutable_or(m) and cached(m) for m in inner):
                    return False
                leaf: dict[int, bool] = {}
                for m in inner:
                    for c in data[m]:
                        if c not in seen and c not in leaf:
                            leaf[c] = value(c) is not False
                possible = _derivable_nodes(inner, data, kinds, leaf)
                for m in inner:  # (each one's own fixpoint would find the same)
                    unfounded_memo[m] = m not in possible
                return root not in possible

            unfounded_memo: dict[int, bool] = {}

            remade: set[int] = set()  # answers that hold an excluded choice made a second time
            first_memo: dict[int, Any] = {}

            def value_in(n: int, table: int, flag: list) -> bool | None:
                """The value of a derivation of an answer of ``table``: as :func:`value`, but an
                excluded choice (above) that this query made first in another table is, made
                again here, ProbLog's node (formula.add_atom returns the atom it has; only its
                first making is FALSE), not false."""
                a = n if n > 0 else -n
                kind = kinds[a]
                if n > 0 and kind == KIND_CHOICE and a > start and a not in fixed \
                        and excluded_choice(a):
                    if a not in first_memo:
                        first_memo[a] = next((t for t, _, at in choice_reach.get(a, ()) if at == start),
                                             None)
                    first = first_memo[a]
                    if first is not None and first != table and \
                            any(t == table and at == start for t, _, at in choice_reach.get(a, ())):
                        flag.append(a)
                        return None
                elif n > 0 and kind == KIND_AND and a not in opaque and a not in evidence_bodies:
                    conjuncts = data[a]
                    if evidence_bodies and a in rule_and and rule_and[a][0] in evidence_bodies:
                        conjuncts = rule_and[a]  # (the body a node of its own: see evidence_bodies)
                    kids = [conjunct_value(c) if (c if c > 0 else -c) in opaque else value_in(c, table, flag)
                            for c in conjuncts]
                    if False in kids:
                        return False
                    if None in kids:
                        return None
                    return True
                return value(n)

            reduced_memo: dict[int, int] = {}

            def reduced(n: int) -> int:
                """The literal a node comes to once the fixed values are put in, as ProbLog's
                grounder builds it after evidence propagation (TRUE or FALSE when decided): a
                conjunction (disjunction) drops its true (false) members and is the one left;
                with a literal and its negation it is false (true). A node the evidence's own
                grounding made (before propagation) keeps its identity, as in ProbLog's cache."""
                a = abs(n)
                v = value(a)
                if v is not None:
                    r = TRUE if v else FALSE
                elif a in reduced_memo:
                    r = reduced_memo[a]
                else:
                    reduced_memo[a] = r = a  # in progress (a cycle): the node itself
                    kind = self.kinds[a]
                    if a in remade or a in evidence_bodies:  # (its derivation is not the one value()
                        pass  # judges false; a body the evidence's grounding made is its node)
                    elif cached(a):  # ProbLog's node as it is (one derivation: that derivation,
                        r = a  # and so on down, as ProbLog built it)
                        while r > 0 and self.kinds[r] == KIND_OR and len(self.data[r]) == 1 \
                                and not self._mutable_or(r):
                            r = self.data[r][0]
                    elif kind == KIND_OR and len(self.data[a]) == 1 and not self._mutable_or(a):
                        r = reduced(self.data[a][0])  # a derived atom with one derivation is it
                    elif (kind == KIND_AND or kind == KIND_OR) and a not in self.opaque \
                            and a not in evidence_cone():
                        conj = kind == KIND_AND
                        unit, zero = (TRUE, FALSE) if conj else (FALSE, TRUE)
                        lits: set[int] = set()
                        lists: dict[int, int] = {}  # a findall condition's literal -> the condition
                        kids = self.data[a]
                        if a in rule_and and rule_and[a][0] in evidence_bodies:
                            kids = rule_and[a]  # (AND(body, choice), the body a node of its own)
                        for c in kids:
                            if conj and abs(c) in self.opaque:  # not looked up (list_value)
                                x = conjunct_value(c)
                                x = identity(c) if x is None else TRUE if x else FALSE
                                if abs(x) != TRUE:
                                    lists[x] = c
                            else:
                                x = reduced(c)
                            if x == zero:
                                lits = {zero}
                                break
                            if x != unit:
                                lits.add(x)
                        if zero in lits or any(-x in lits for x in lits):
                            r = zero
                        elif not lits:
                            r = unit
                        elif len(lits) == 1:
                            (r,) = lits
                            if r in lists:  # the answer's node: looked up after all
                                r = reduced(lists[r])
                    reduced_memo[a] = r
                if n > 0 or r == a:
                    return r if n > 0 else -r
                return FALSE if r == TRUE else TRUE if r == FALSE else -r

            def release() -> None:  # (see GroundProgram.falsified's release)
                nonlocal reused_table, excluded_choice, replaced, excluded_proofs, list_value, value, \
                    identity, conjunct_value, unfounded, value_in, reduced
                reused_table = excluded_choice = replaced = excluded_proofs = list_value = value = \
                    identity = conjunct_value = unfounded = value_in = reduced = None

            value.list_value = list_value  # type: ignore[attr-defined]
            value.reduced = reduced  # type: ignore[attr-defined]
            value.release = release  # type: ignore[attr-defined]
            return value

        cone_memo: list = []
        answer_memo: list = []
        answer_table = getattr(self, "answer_table", None) or {}
        call_edges = getattr(self, "call_edges", None) or {}
        evidence_tables: set[int] = set(getattr(self, "evidence_roots", None) or ())
        todo = list(evidence_tables)
        while todo:
            for t in call_edges.get(todo.pop(), ()):
                if t not in evidence_tables:
                    evidence_tables.add(t)
                    todo.append(t)

        def cached(a: int) -> bool:
            """An answer of a call the evidence's grounding made (ProbLog's cached node)."""
            return answer_table.get(a) in evidence_tables

        def reused_and(a: int) -> bool:
            """Whether the AND ``a`` (on a cycle) is, to ProbLog, the node the evidence's
            grounding made: its conjuncts are choices and answers of ground calls that grounding
            made, which ProbLog caches, the atoms inside a cycle too, so a query's call of them
            gets those nodes, and add_and the same AND (`smokes(X) :- friend(X, Y),
            influences(Y, X), smokes(Y).` with evidence(smokes(ann), false): the open query
            smokes(_) lists no smokes(ann))."""
            if self.kinds[a] != KIND_AND:
                return False
            for c in self.data[a]:
                c = abs(c)
                if c == TRUE or self.kinds[c] == KIND_CHOICE:
                    continue
                name = self.names.get(c)
                if not (self.kinds[c] == KIND_OR and isinstance(name, Struct) and name._ground
                        and cached(c) and table_info.get(answer_table.get(c), (None,))[0] is not None):
                    return False
            return True

        key_memo: dict[int, Any] = {}

        def pl_key(n: int):
            """The node ``n`` as ProbLog's formula holds it, where a query's grounding gets the
            very node the evidence's grounding made: a choice (a probabilistic fact's atom); an
            answer of a call the evidence's grounding made that is a node of its own there (of
            a ground call, or of a call on a cycle: see GroundProgram.cycle_tables); a derived
            atom with one derivation, that derivation; other ANDs and ORs by their children,
            as add_and and add_or hash-cons them. None where it is a new node there (an answer
            on a cycle that the query's own grounding made) or on a cycle of this walk."""
            a = abs(n)
            if a in key_memo:
                k = key_memo[a]
            else:
                key_memo[a] = None  # in progress: a cycle has no key
                kind = self.kinds[a]
                kids = self.data[a] if kind == KIND_AND or kind == KIND_OR else ()
                name = self.names.get(a)
                if a == TRUE or kind == KIND_CHOICE:
                    k = a
                elif kind == KIND_OR and self._mutable_or(a):
                    k = a if cached(a) else None
                elif kind == KIND_OR and isinstance(name, Struct) and name._ground and cached(a) \
                        and table_info.get(answer_table.get(a), (None,))[0] is not None:
                    k = a
                elif kind == KIND_OR and len(kids) == 1:
                    k = pl_key(kids[0])
                elif kids and a not in self.opaque:
                    parts = [pl_key(c) for c in kids]
                    if any(p is None for p in parts):
                        k = None
                    else:
                        parts = frozenset(parts)
                        k = next(iter(parts)) if len(parts) == 1 else (kind, parts)
                else:
                    k = None
                key_memo[a] = k
            return k if k is None or n > 0 else ("not", k)

        twins_memo: list = []

        def same_and(a: int) -> int | None:
            """A fixed AND on a cycle of the evidence's grounding that is, to ProbLog, the very
            node the query's AND ``a`` is (see pl_key): add_and hash-conses a conjunction by its
            children, so a query's derivation made of the same fact atoms and the answers of the
            evidence's calls is the evidence's node, whose value propagation fixed, and which
            the engine looks up (`h(X) :- e(Y, X), h(Y).` with evidence(h(3), false): the open
            query h(_)'s derivation e(1, 3), h(1) of h(3) is false, and h(3) not listed)."""
            if self.kinds[a] != KIND_AND:
                return None
            if not twins_memo:
                twins: dict = {}
                for b in fixed:
                    if b > 0 and b in fresh and self.kinds[b] == KIND_AND:
                        key = pl_key(b)
                        if key is not None:
                            twins.setdefault(key, b)
                twins_memo.append(twins)
            if not twins_memo[0]:
                return None
            key = pl_key(a)
            return None if key is None else twins_memo[0].get(key)

        # the bodies of rules with variable-free heads that the evidence's grounding called
        # (a derivation of an answer of one of its calls goes through it): ProbLog's body_N
        # call is cached there, and a query's call of that rule gets its node as it was, not
        # one made from the propagated values of its conjuncts (`0.5::b(t); 0.3::b(u) :- o,
        # d.` with evidence(s, false), s :- b(t)., and evidence(o, false): b(_) lists b(u)
        # with 0; see static_bodies)
        static_bodies = getattr(self, "static_bodies", None) or ()  # (absent from an older pickle)
        evidence_bodies: set[int] = set()
        if static_bodies:
            for a, t in answer_table.items():
                if t in evidence_tables and self.kinds[a] == KIND_OR:
                    for c in self.data[a]:
                        body = rule_and.get(c if c > 0 else -c, (None,))[0]
                        if body in static_bodies:
                            evidence_bodies.add(body)

        # ProbLog caches such an answer by its atom: one node, whichever call made it
        cached_fixed: dict = {}
        for node, val in fixed.items():
            atom = self.names.get(node)
            if isinstance(atom, Struct) and atom._ground and cached(node):
                cached_fixed[atom] = val

        def first_answer() -> dict[int, int]:
            """Each node below a query's answer -> the start of the first query whose answers
            reach it (one walk over the answers in query order)."""
            if not answer_memo:
                first: dict[int, int] = {}
                kinds, data = self.kinds, self.data
                for root, st in sorted(starts.items(), key=lambda e: e[1]):
                    stack = [root]
                    while stack:
                        n = stack.pop()
                        if n in first:
                            continue
                        first[n] = st
                        k = kinds[n]
                        if k == KIND_AND or k == KIND_OR:
                            for c in data[n]:  # (one met already is skipped when popped: not pushed)
                                c = -c if c < 0 else c
                                if c not in first:
                                    stack.append(c)
                answer_memo.append(first)
            return answer_memo[0]

        call_out = getattr(self, "call_out", None) or {}
        call_roots = getattr(self, "call_roots", None) or {}
        choice_reach = getattr(self, "choice_reach", None) or {}
        live_memo: dict[int, set] = {}
        called_memo: list = []

        def live_tables(s0: int) -> set:
            """The tables query ``s0``'s grounding calls in ProbLog: from its top-level calls,
            through each call whose derivation so far has no literal false there (ProbLog
            stops a conjunction at a false literal, e.g. an excluded outcome)."""
            live = live_memo.get(s0)
            if live is None:
                val = value_of(s0, False)
                live = live_memo[s0] = set()
                todo = [t for deps, t in call_roots.get(s0, ()) if all(val(p) is not False for p in deps)]
                while todo:
                    t = todo.pop()
                    if t not in live:
                        live.add(t)
                        todo.extend(u for deps, u in call_out.get(t, ())
                                    if u not in live and all(val(p) is not False for p in deps))
            return live

        table_info = getattr(self, "table_info", None) or {}
        by_atom_memo: list = []

        def open_answers() -> dict:
            """A ground atom -> (query start, table, answer node) of each open call of a query
            that answered it."""
            if not by_atom_memo:
                by_atom: dict = {}
                for node, t in answer_table.items():
                    ti = table_info.get(t)
                    atom = self.names.get(node)
                    if ti is not None and ti[0] is None and ti[1] is not None \
                            and isinstance(atom, Struct) and atom._ground:
                        by_atom.setdefault(atom, []).append((ti[1], t, node))
                by_atom_memo.append(by_atom)
            return by_atom_memo[0]

        def overwritten(table: int, s: int) -> bool:
            """Whether ProbLog's cache entry of a ground call (the table) was replaced, before
            query ``s``, by a later query's open call that answered the same atom (its
            DefineCache keeps one node per ground atom, the last call's): a hit of the call
            then gets that node, not the first making's result."""
            info = table_info.get(table)
            if info is None or info[0] is None or info[1] is None:
                return False
            for s_n, t, node in open_answers().get(info[0], ()):
                if info[1] < s_n < s and live_hit(t, s_n) and value_of(s_n, False)(node) is not False:
                    return True
            return False

        live_busy: set[int] = set()

        def live_hit(table: int, s: int) -> bool:
            """Whether query ``s`` called the table in ProbLog (a call no false literal
            stopped); where that is not known (no calls recorded, or being worked out), it did."""
            if s not in call_roots or s in live_busy:
                return True
            live_busy.add(s)
            try:
                return table in live_tables(s)
            finally:
                live_busy.discard(s)

        def live_made(c: int, s: int) -> bool:
            """Whether an earlier query than ``s`` made the choice ``c`` in ProbLog's grounding
            (it reached it through calls no false literal stopped); where it is not known how
            the choice was reached, it was."""
            reach = choice_reach.get(c)
            if not reach:
                return True
            if not called_memo:
                called_memo.append({u for out in (*call_out.values(), *call_roots.values()) for _, u in out}
                                   | evidence_tables)
            called = called_memo[0]
            for s0 in sorted(query_calls):
                if s0 >= s:
                    break
                live = live_tables(s0)
                val = value_of(s0, False)
                for table, deps, at in reach:
                    if (at == s0 if table is None else table in live or table not in called) \
                            and all(val(p) is not False for p in deps):
                        return True
            return False

        copied_memo: list = []

        def copied_choices() -> set[int]:
            """The choices the evidence reaches only through findall/3's list conditions."""
            if not copied_memo:
                roots = [node for _, node, _, _ in self.evidence]
                every = {m for m in self.cone(roots) if self.kinds[m] == KIND_CHOICE}
                seen: set[int] = set()
                stack = [abs(r) for r in roots]
                while stack:
                    n = stack.pop()
                    if n in seen or n in self.opaque:
                        continue
                    seen.add(n)
                    if self.kinds[n] == KIND_AND or self.kinds[n] == KIND_OR:
                        stack.extend(abs(c) for c in self.data[n])
                copied_memo.append(every - seen)
            return copied_memo[0]

        def evidence_cone() -> set[int]:
            if not cone_memo:
                cone_memo.append(set(self.cone([node for _, node, _, _ in self.evidence])))
            return cone_memo[0]

        def false(node: int) -> bool:
            start = starts.get(abs(node), 0)
            value = value_of(start, False)
            if value(node) is False or value.reduced(node) == FALSE:
                return True
            # an answer of a table an earlier query made (this one's call hits it): ProbLog's
            # cache holds the answers as they were then, so one false there is not there
            info = table_info.get(answer_table.get(node)) if node > 0 else None
            if info is not None and info[1] is not None and info[1] < start:
                value = value_of(info[1], False)
                return value(node) is False or value.reduced(node) == FALSE
            return False

        def release() -> None:
            """Drop the walks' closures once ``false`` is done with: they call each other (and
            themselves) through their cells, reference cycles that only the cyclic collector
            frees, and it then scans every object made since its last collection (2-3 ms of a
            30 ms query with evidence); emptied, reference counting frees them and their memos
            at once."""
            nonlocal shape, value_of, valuer, cached, reused_and, pl_key, same_and, first_answer, \
                live_tables, open_answers, overwritten, live_hit, live_made, copied_choices, evidence_cone
            for v in values.values():
                v.release()
            values.clear()
            shape = value_of = valuer = cached = reused_and = pl_key = same_and = first_answer = \
                live_tables = open_answers = overwritten = live_hit = live_made = copied_choices = \
                evidence_cone = None

        false.release = release  # type: ignore[attr-defined]
        return false

    # ---- inspection
    def children(self, node: int) -> tuple[int, ...] | list[int]:
        kind = self.kinds[abs(node)]
        if kind == KIND_AND or kind == KIND_OR:
            return self.data[abs(node)]
        return ()

    def cone(self, roots) -> list[int]:
        """Every node reachable from ``roots`` (positive ids), in discovery order."""
        seen: dict[int, None] = {}
        stack = [abs(r) for r in roots]
        kinds, data = self.kinds, self.data
        while stack:
            n = stack.pop()
            if n in seen:
                continue
            seen[n] = None
            kind = kinds[n]
            if kind == KIND_AND or kind == KIND_OR:
                for c in data[n]:  # (one met already would be skipped when popped: not pushed)
                    c = -c if c < 0 else c
                    if c not in seen:
                        stack.append(c)
        return list(seen)

    def groups_in(self, nodes) -> list[int]:
        out: dict[int, None] = {}
        for n in nodes:
            if self.kinds[n] == KIND_CHOICE:
                out[self.data[n][0]] = None
        return list(out)

    def label(self, node: int) -> str:
        """A readable name for a node: its atom, its choice, or its id."""
        neg = node < 0
        n = abs(node)
        kind = self.kinds[n]
        if n == TRUE:
            text = "true"
        elif kind == KIND_CHOICE:
            g, i = self.data[n]
            group = self.groups[g]
            text = term_str(group.labels[i]) if i < len(group.labels) else f"choice({g},{i})"
        elif n in self.names:
            text = term_str(self.names[n])
        else:
            text = f"n{n}"
        return ("\\+" + text) if neg else text

    def iter_lines(self, roots=None) -> Iterator[str]:
        """The ground program as text: one line per node, children by id (``nesy ground``)."""
        if roots is None:
            roots = [n for _, n in self.queries] + [n for _, n, _, _ in self.evidence]
        for n in sorted(self.cone(roots)):
            kind = self.kinds[n]
            if n == TRUE:
                continue
            if kind == KIND_CHOICE:
                g, i = self.data[n]
                group = self.groups[g]
                w = group.weights[i]
                yield f"{n}: choice {self.label(n)} :: {_weight_str(w)}" + (
                    f"  (group {g}, outcome {i + 1} of {len(group.weights)})" if len(group.weights) > 1 else "")
            elif kind == KIND_AND:
                yield f"{n}: and({', '.join(_ref(c) for c in self.data[n])})"
            else:
                name = f" {term_str(self.names[n])}" if n in self.names else ""
                yield f"{n}: or{name}({', '.join(_ref(c) for c in self.data[n])})"
        for term, node in self.queries:
            yield f"query {term_str(term)} = {_ref(node)}"
        for term, node, value, _ in self.evidence:
            yield f"evidence {term_str(term)} = {_ref(node)} is {'true' if value else 'false'}"


def _ref(n: int) -> str:
    if n == TRUE:
        return "true"
    if n == FALSE:
        return "false"
    return f"-{-n}" if n < 0 else str(n)


def _weight_str(w) -> str:
    if isinstance(w, float):
        return f"{w:g}"
    if isinstance(w, ParamRef):
        return f"t({w.key})"
    if isinstance(w, NeuralRef):
        return f"nn({w.net}, {term_str(w.inputs)}{'' if w.index is None else f', {w.index}'})"
    return str(w)
